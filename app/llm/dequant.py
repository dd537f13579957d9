"""Tensor bytes to float32 with the gguf package's numpy kernels (llama.cpp's own formats, block by block)."""

from __future__ import annotations

import numpy as np
from gguf import quants
from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

from app.llm.gguf_file import GgufFile, TensorInfo

# The formats read; each is a kernel of gguf.quants (F32 and F16 are plain views there).
SUPPORTED = frozenset(
    GGMLQuantizationType[name]
    for name in (
        "F32",
        "F16",
        "BF16",
        "Q8_0",
        "Q4_0",
        "Q4_1",
        "Q5_0",
        "Q5_1",
        "Q2_K",
        "Q3_K",
        "Q4_K",
        "Q5_K",
        "Q6_K",
    )
)


def type_name(ggml_type: int) -> str:
    """ "Q4_1", "IQ2_XXS", …: how llama.cpp names a tensor type."""
    return GGMLQuantizationType(ggml_type).name


def row_bytes(info: TensorInfo) -> int:
    """Bytes of one row (the last axis) of a tensor: whole blocks, as the table check made sure."""
    block, block_bytes = GGML_QUANT_SIZES[GGMLQuantizationType(info.ggml_type)]
    return info.shape[-1] // block * block_bytes


def dequantize(file: GgufFile, info: TensorInfo, rows: np.ndarray | None = None) -> np.ndarray:
    """The tensor as float32 in numpy shape (or only the given rows of a 2-D one), in memory of its own."""
    raw = file.raw(info).reshape(-1, row_bytes(info))
    if rows is not None:
        raw = raw[rows]
    out = quants.dequantize(raw, GGMLQuantizationType(info.ggml_type))
    shape = info.shape if rows is None else (len(rows), info.shape[-1])
    # np.array copies: F32's result is a view of the memory map, which must not outlive the file.
    return np.array(out, dtype=np.float32).reshape(shape)
