"""A lean GGUF reader: header, metadata and tensor table, every count, length and offset checked.

Why not gguf.GGUFReader: opening SmolLM2-135M's file with it took 2.4 s of CPU here (it builds a numpy
view for every part of every metadata field, 100k of them for the vocabulary and merges), where this
reader takes about 0.06 s (bench_heads). Tensor bytes are not read here: the file is memory-mapped and a
tensor's bytes are sliced only when a layer needs them (dequant.py). Layout (GGUF v2/v3, little-endian):
magic "GGUF", u32 version, u64 tensor count, u64 metadata count, the metadata (key string, u32 type,
value), the tensor table (name, u32 n_dims, u64 dims, u32 type, u64 offset), then the data, aligned.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import stat
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

from app.errors import Size, os_reason
from app.llm.errors import ModelError, part

MAGIC = b"GGUF"
VERSIONS = (2, 3)
DEFAULT_ALIGNMENT = 32
MAX_DIMS = 4
MAX_ELEMENTS = 1 << 40  # elements of one tensor: far beyond any model this app can hold
MAX_ARRAY_DEPTH = 2  # an array of arrays at most
# A count or length reaching past the end that claims no more than this is a file cut short (a header is a
# few MB: 1.8 for SmolLM2's vocabulary); one claiming more is a damaged number, named as such.
MOST_HEADER_BYTES = 1 << 30
# Metadata value types: GGUF type id -> (struct format, numpy dtype); 7 bool, 8 string, 9 array.
SCALARS = {
    0: ("<B", np.uint8),
    1: ("<b", np.int8),
    2: ("<H", np.uint16),
    3: ("<h", np.int16),
    4: ("<I", np.uint32),
    5: ("<i", np.int32),
    6: ("<f", np.float32),
    7: ("<?", np.bool_),
    10: ("<Q", np.uint64),
    11: ("<q", np.int64),
    12: ("<d", np.float64),
}
STRING, ARRAY = 8, 9


@dataclass(frozen=True)
class TensorInfo:
    """One tensor of the table: numpy shape (GGUF's dims reversed: rows last-but-one), type, byte span."""

    name: str
    shape: tuple[int, ...]
    ggml_type: int
    offset: int  # absolute, in the file
    nbytes: int

    @property
    def n_elements(self) -> int:
        return int(np.prod(self.shape, dtype=object))


@dataclass
class Header:
    """What the header says: version, metadata by key, tensors by name, where the data starts."""

    version: int
    metadata: dict[str, Any]
    tensors: dict[str, TensorInfo]
    data_start: int
    header_end: int = field(default=0)  # the first byte after the tensor table


class Cursor:
    """Reads forward through a buffer; every read is checked against its end first (ModelError)."""

    def __init__(self, buf: Any, name: str) -> None:
        self.buf, self.name, self.pos, self.end = buf, name, 0, len(buf)

    def need(self, n: int, what: str) -> None:
        if n < 0 or self.pos + n > self.end:
            raise self.past_end(n, what)

    def past_end(self, claimed: int, what: str) -> ModelError:
        """A read of `claimed` bytes past the end: the file ends early (an incomplete download), unless so
        much is claimed that the number itself is damaged (then the part that holds it is named)."""
        if 0 <= claimed <= MOST_HEADER_BYTES:
            return ModelError("cut_short", name=self.name, size=Size(self.end))
        return ModelError("overrun", name=self.name, what=what)

    def scalar(self, fmt: str, what: str) -> Any:
        size = struct.calcsize(fmt)
        self.need(size, what)
        (value,) = struct.unpack_from(fmt, self.buf, self.pos)
        self.pos += size
        return value

    def string(self, what: str) -> str:
        n = self.scalar("<Q", what)
        self.need(n, what)
        raw = bytes(self.buf[self.pos : self.pos + n])
        self.pos += n
        return raw.decode("utf-8", errors="replace")

    def count(self, what: str, least_bytes_each: int) -> int:
        """A u64 count of items, each at least least_bytes_each long: more than the file holds is refused."""
        n = self.scalar("<Q", what)
        if n * least_bytes_each > self.end - self.pos:
            raise self.past_end(n * least_bytes_each, what)
        return n

    def value(self, kind: int, key: str, depth: int = 0) -> Any:
        if kind in SCALARS:
            return self.scalar(SCALARS[kind][0], key)
        if kind == STRING:
            return self.string(key)
        if kind == ARRAY and depth < MAX_ARRAY_DEPTH:
            return self.array(key, depth)
        raise ModelError("damaged", name=self.name, what=key)

    def array(self, key: str, depth: int) -> Any:
        kind = self.scalar("<I", key)
        if kind in SCALARS:
            fmt, dtype = SCALARS[kind]
            n = self.count(key, struct.calcsize(fmt))
            size = n * struct.calcsize(fmt)
            out = np.frombuffer(self.buf, dtype=np.dtype(dtype).newbyteorder("<"), count=n, offset=self.pos)
            self.pos += size
            return out.copy()  # its own memory: the file may be closed while the metadata is kept
        if kind == STRING:
            return self.strings(self.count(key, 8), key)
        if kind == ARRAY and depth + 1 < MAX_ARRAY_DEPTH:
            return [self.array(key, depth + 1) for _ in range(self.count(key, 12))]
        raise ModelError("damaged", name=self.name, what=key)

    def strings(self, n: int, what: str) -> list[str]:
        """n length-prefixed strings (the vocabulary: 49k of them), in one tight loop."""
        buf, pos, end, out = self.buf, self.pos, self.end, []
        unpack = struct.Struct("<Q").unpack_from
        for _ in range(n):
            if pos + 8 > end:
                raise self.past_end(8, what)
            (length,) = unpack(buf, pos)
            pos += 8
            if pos + length > end:
                raise self.past_end(length, what)
            out.append(bytes(buf[pos : pos + length]).decode("utf-8", errors="replace"))
            pos += length
        self.pos = pos
        return out


def parse_header(buf: Any, name: str) -> Header:
    """Parse a whole GGUF header from a bytes-like buffer of the whole file; ModelError if it is not one."""
    cur = Cursor(buf, name)
    if len(buf) < 4 or bytes(buf[:4]) != MAGIC:
        raise ModelError("magic", name=name)
    version = _version(cur)
    n_tensors = cur.count(part("tensor_count"), 8 + 4 + 8 + 4 + 8)
    n_kv = cur.count(part("metadata_count"), 8 + 4)
    metadata: dict[str, Any] = {}
    for _ in range(n_kv):
        key = cur.string(part("metadata_key"))
        metadata[key] = cur.value(cur.scalar("<I", key), key)
    raw = [_tensor_entry(cur) for _ in range(n_tensors)]
    alignment = metadata.get("general.alignment", DEFAULT_ALIGNMENT)
    if not isinstance(alignment, int) or alignment < 1 or alignment & (alignment - 1):
        raise ModelError("damaged", name=name, what="general.alignment")
    data_start = -(-cur.pos // alignment) * alignment
    tensors = {t.name: t for t in (_tensor_info(entry, data_start, name) for entry in raw)}
    if len(tensors) != n_tensors:
        raise ModelError("damaged", name=name, what=part("tensor_table"))
    _check_data_end(list(tensors.values()), data_start, alignment, len(buf), name)
    return Header(version, metadata, tensors, data_start, cur.pos)


def _version(cur: Cursor) -> int:
    cur.pos = 4
    version = cur.scalar("<I", part("header"))
    if version not in VERSIONS:
        raise ModelError("version", name=cur.name, version=version)
    return version


def _tensor_entry(cur: Cursor) -> tuple[str, list[int], int, int]:
    name = cur.string(part("tensor_name"))
    n_dims = cur.scalar("<I", name)
    if not 1 <= n_dims <= MAX_DIMS:
        raise ModelError("shape", name=cur.name, tensor=name)
    dims = [cur.scalar("<Q", name) for _ in range(n_dims)]
    return name, dims, cur.scalar("<I", name), cur.scalar("<Q", name)


def _tensor_info(entry: tuple[str, list[int], int, int], data_start: int, name: str) -> TensorInfo:
    tensor, dims, kind, offset = entry
    n = 1
    for dim in dims:
        n *= dim
    if any(dim < 1 for dim in dims) or n > MAX_ELEMENTS:
        raise ModelError("shape", name=name, tensor=tensor)
    if kind not in GGML_QUANT_SIZES:
        raise ModelError("quant", name=name, tensor=tensor, kind=f"type {kind}")
    block, block_bytes = GGML_QUANT_SIZES[GGMLQuantizationType(kind)]
    if dims[0] % block:
        raise ModelError("shape", name=name, tensor=tensor)
    nbytes = n // block * block_bytes
    return TensorInfo(tensor, tuple(reversed(dims)), kind, data_start + offset, nbytes)


def _check_data_end(tensors: list[TensorInfo], data_start: int, alignment: int, size: int, name: str) -> None:
    """Every tensor's bytes lie inside the file. Tensors laid end to end (each at the next aligned place,
    as writers lay them) that run past the end are a file cut short: said with the size the table gives
    (an incomplete download); a tensor out of that order is a damaged offset, and named."""
    ordered = sorted(tensors, key=lambda t: t.offset)
    end, in_order = data_start, True
    for t in ordered:
        in_order = in_order and t.offset == -(-end // alignment) * alignment
        end = max(end, t.offset + t.nbytes)
    if end <= size:
        return
    if in_order:
        raise ModelError("cut_short_of", name=name, size=Size(size), whole=Size(end))
    beyond = next(t for t in ordered if t.offset + t.nbytes > size)
    raise ModelError("overrun", name=name, what=beyond.name)


class GgufFile:
    """An open GGUF file: its parsed header and a read-only memory map for the tensors' bytes."""

    def __init__(self, path: Path) -> None:
        self.path, self.name = path, path.name
        try:
            # O_NONBLOCK: a named pipe given as the model must not wait for a writer; only regular files.
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
            try:
                info = os.fstat(fd)
                if not stat.S_ISREG(info.st_mode):
                    raise ModelError("unreadable", name=self.name, reason=part("not_regular"))
                if info.st_size < len(MAGIC):  # (longer, its first bytes say whether a model was cut short)
                    raise ModelError("truncated", name=self.name)
                self._map = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
            finally:
                os.close(fd)
        except OSError as exc:
            raise ModelError("unreadable", name=self.name, reason=os_reason(exc)) from None
        try:
            with memoryview(self._map) as view:
                self.header = parse_header(view, self.name)
        except BaseException:
            self._map.close()
            raise

    @property
    def metadata(self) -> dict[str, Any]:
        return self.header.metadata

    @property
    def tensors(self) -> dict[str, TensorInfo]:
        return self.header.tensors

    def raw(self, info: TensorInfo) -> np.ndarray:
        """A tensor's bytes as uint8, straight from the map (no copy; pages are read as touched)."""
        return np.frombuffer(self._map, dtype=np.uint8, count=info.nbytes, offset=info.offset)

    def close(self) -> None:
        """Unmap now, unless a tensor view still points into the map (then it goes with the last view)."""
        with contextlib.suppress(BufferError):
            self._map.close()
