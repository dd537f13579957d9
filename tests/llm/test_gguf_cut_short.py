"""A GGUF file cut short (a download that stopped) is said to be cut short, with how much it holds, where
it was cut; a damaged count, length or offset in a whole file is still named as damaged."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from tiny_gguf import tensor_entry, write_tiny

from app.errors import said
from app.llm.errors import ModelError
from app.llm.gguf_file import GgufFile, parse_header


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return write_tiny(tmp_path_factory.mktemp("tiny") / "tiny.gguf").read_bytes()


def refusal(data: bytes, tmp_path: Path) -> ModelError:
    """The refusal of a file of these bytes, opened as the Model tab opens one."""
    (tmp_path / "m.gguf").write_bytes(data)
    with pytest.raises(ModelError) as caught:
        GgufFile(tmp_path / "m.gguf")
    return caught.value


@pytest.mark.parametrize("cut", [4, 10, 23, 30, 100, 400])
def test_a_file_cut_in_its_header_ends_early(tiny: bytes, cut: int, tmp_path: Path) -> None:
    problem = refusal(tiny[:cut], tmp_path)
    assert str(problem) == f"m.gguf is cut short; download it again (it ends after {cut} bytes)."
    assert said(problem, "ko").startswith(
        f"m.gguf 파일이 잘렸습니다. 다시 내려받으세요 ({cut}바이트에서 끝남)"
    )


def test_a_file_cut_in_its_weights_says_how_much_of_the_whole_it_holds(tiny: bytes, tmp_path: Path) -> None:
    whole = parse_header(tiny, "m.gguf")
    assert max(t.offset + t.nbytes for t in whole.tensors.values()) == len(tiny)  # (what the line says)
    cut = whole.data_start + (len(tiny) - whole.data_start) // 2
    line = str(refusal(tiny[:cut], tmp_path))
    assert re.fullmatch(r"m\.gguf is cut short; download it again \(\S+ \S+ of \S+ \S+\)\.", line), line
    assert "runs past" not in line


def test_a_damaged_count_or_offset_in_a_whole_file_is_still_named(tiny: bytes, tmp_path: Path) -> None:
    out = bytearray(tiny)
    struct.pack_into("<Q", out, 8, 1 << 60)
    assert "tensor count runs past the end" in str(refusal(bytes(out), tmp_path))
    dims, n_dims = tensor_entry(tiny, "blk.0.ffn_down.weight")
    out = bytearray(tiny)
    struct.pack_into("<Q", out, dims + 8 * n_dims + 4, len(tiny))
    line = str(refusal(bytes(out), tmp_path))
    assert (
        "is damaged; download it again (blk.0.ffn_down.weight runs past the end" in line
        and "cut short" not in line
    )


@pytest.mark.parametrize("data", [b"", b"GGU"])
def test_a_file_shorter_than_the_magic_is_too_short_to_say(data: bytes, tmp_path: Path) -> None:
    assert str(refusal(data, tmp_path)) == "m.gguf is too short to be a GGUF model file."
