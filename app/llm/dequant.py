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


CHUNK_ROWS = 256  # rows at once: temporaries under 1 MB stay in the heap (1024 rows: 4× the system time)


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
    qtype = GGMLQuantizationType(info.ggml_type)
    out = np.empty((raw.shape[0], info.shape[-1]), dtype=np.float32)
    # gguf.quants.dequantize splits a tensor into groups of a few rows and copies the result again (0.9 s
    # of SmolLM2's 1.9 s); its per-format kernel on CHUNK_ROWS rows at a time, written in place, is the
    # same arithmetic with temporaries bounded by the chunk.
    for start in range(0, raw.shape[0], CHUNK_ROWS):
        part = raw[start : start + CHUNK_ROWS]
        out[start : start + part.shape[0]] = _kernel(part, qtype).reshape(part.shape[0], -1)
    return out.reshape(info.shape if rows is None else (len(rows), info.shape[-1]))


def _kernel(part: np.ndarray, qtype: GGMLQuantizationType) -> np.ndarray:
    """One chunk of rows (bytes) to float32 values with the format's own gguf.quants kernel."""
    if qtype == GGMLQuantizationType.F32:
        return part.view(np.float32)
    if qtype == GGMLQuantizationType.F16:
        return part.view(np.float16)
    block_bytes = GGML_QUANT_SIZES[qtype][1]
    return getattr(quants, qtype.name).dequantize_blocks(part.reshape(-1, block_bytes))
