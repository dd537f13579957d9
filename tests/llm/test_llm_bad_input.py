"""Every bad model file or sentence gets one line (a ModelError), from small hand-made GGUF files; a fuzz
of mutated headers never raises anything else."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiny_gguf import HEAD_DIM, tensor_entry, write_tiny

from app.config import MAX_MODEL_TOKENS
from app.llm import heads
from app.llm.errors import ModelError
from app.llm.forward import SentencePass
from app.llm.gguf_file import parse_header
from app.llm.model import Model, read_config
from app.llm.tokenizer import TextTokenizer
from app.math import rope, rope_scaling


@pytest.fixture(scope="module")
def tiny_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return write_tiny(tmp_path_factory.mktemp("tiny") / "tiny.gguf").read_bytes()


def refused(path: Path, match: str, **kw: object) -> str:
    with pytest.raises(ModelError, match=match) as caught:
        Model(path, **kw)
    line = str(caught.value)
    assert "\n" not in line and path.name in line
    return line


def patched(tmp_path: Path, data: bytes, at: int, fmt: str, *values: object) -> Path:
    out = bytearray(data)
    struct.pack_into(fmt, out, at, *values)
    path = tmp_path / "bad.gguf"
    path.write_bytes(bytes(out))
    return path


def test_the_tiny_model_itself_runs(tmp_path: Path, tiny_bytes: bytes) -> None:
    (tmp_path / "ok.gguf").write_bytes(tiny_bytes)
    model = Model(tmp_path / "ok.gguf")
    p = heads.start_pass(model, " the cat")
    reading = heads.read_head(p, 0, 1, p.length - 1, 0)
    assert reading.score == pytest.approx(
        float(np.sum(reading.h * np.exp(1j * reading.distance * model.omega)).real)
    )
    assert len(heads.next_tokens(p)) == 5
    model.close()


@pytest.mark.parametrize(("arch", "pairing"), [("llama", "interleaved"), ("qwen2", "half")])
def test_both_architectures_chain_gives_the_pass_own_score(tmp_path: Path, arch: str, pairing: str) -> None:
    """qwen2 (biases, pairs j and j + d/2) and llama (pairs 2j, 2j+1): S(m − n) is the pass's score."""
    model = Model(write_tiny(tmp_path / f"{arch}.gguf", arch=arch, biases=arch == "qwen2"))
    assert model.config.pairing == pairing
    assert (model.layer(0).q_bias is not None) == (arch == "qwen2")
    p = SentencePass(model, model.tokenizer.encode(" the cat sat"), keep_scores=True)
    p.run_to(0)
    for head in range(model.config.heads):
        for m in range(p.length):
            for n in range(m + 1):
                got = heads.read_head(p, 0, head, m, n).score
                assert got == pytest.approx(float(p.traces[0].scores[head, m, n]), abs=1e-5)
    model.close()


def test_rope_scaling_comes_from_the_file_through_the_app_scaling(tmp_path: Path) -> None:
    ladder = rope.ladder_frequencies(HEAD_DIM // 2, 10000.0)
    linear = Model(write_tiny(tmp_path / "l.gguf", extra_kv={"llama.rope.scaling.type": "linear"},
                              floats={"llama.rope.scaling.factor": 4.0}))  # fmt: skip
    np.testing.assert_allclose(linear.omega, ladder / 4)
    yarn = Model(write_tiny(tmp_path / "y.gguf", extra_kv={"llama.rope.scaling.type": "yarn"},
                            floats={"llama.rope.scaling.factor": 4.0}))  # fmt: skip
    expected, factor = rope_scaling.scaled_frequencies(HEAD_DIM // 2, 10000.0, yarn.config.rope_scaling)
    np.testing.assert_allclose(yarn.omega, expected)
    assert yarn.attention_factor == pytest.approx(0.1 * np.log(4.0) + 1) == factor
    factors = np.linspace(1.0, 8.0, HEAD_DIM // 2)
    llama3 = Model(write_tiny(tmp_path / "3.gguf", freq_factors=factors))
    assert llama3.config.rope_scaling.kind == "llama3"
    np.testing.assert_allclose(llama3.omega, ladder / factors, rtol=1e-6)
    for model in (linear, yarn, llama3):
        model.close()


def test_heads_narrower_than_the_embedding_are_read(tmp_path: Path) -> None:
    """Mistral-NeMo's way: attention.key_length gives the head's width, heads × width ≠ embedding_length
    (2 × 8 = 16 of 32 here); it was refused as damaged."""
    model = Model(write_tiny(tmp_path / "narrow.gguf", head_dim=8))
    assert (model.config.head_dim, len(model.omega)) == (8, 4)
    p = SentencePass(model, model.tokenizer.encode(" the cat"), keep_scores=True)
    p.run_to(0)
    for head in range(model.config.heads):
        reading = heads.read_head(p, 0, head, p.length - 1, 0)
        assert reading.score == pytest.approx(float(p.traces[0].scores[head, -1, 0]), abs=1e-5)
    model.close()


def test_a_bad_width_names_the_key_that_is_wrong(tmp_path: Path) -> None:
    """(A rope.dimension_count of 10 was said to be a bad attention.head_count.)"""
    line = refused(write_tiny(tmp_path / "r.gguf", rope_dims=10), "llama.rope.dimension_count has a value")
    assert "head_count" not in line
    refused(write_tiny(tmp_path / "k.gguf", head_dim=7), "llama.attention.key_length has a value")
    meta = {"general.architecture": "llama", "llama.attention.head_count": 9, "llama.embedding_length": 576}
    with pytest.raises(ModelError, match="head_count_kv has a value"):
        read_config(meta | {"llama.attention.head_count_kv": 2}, {}, "m.gguf")


def test_an_unknown_scaling_kind_is_refused(tmp_path: Path) -> None:
    refused(write_tiny(tmp_path / "s.gguf", extra_kv={"llama.rope.scaling.type": "longrope"}), "scaling.type")


@pytest.mark.parametrize("cut", [0, 3, 10, 23, 100, 3000, -1])
def test_a_truncated_file(tmp_path: Path, tiny_bytes: bytes, cut: int) -> None:
    path = tmp_path / "cut.gguf"
    path.write_bytes(tiny_bytes[:cut])
    refused(path, "too short|cut short|not a GGUF")


def test_wrong_magic(tmp_path: Path, tiny_bytes: bytes) -> None:
    refused(patched(tmp_path, tiny_bytes, 0, "<4s", b"GGML"), "not a GGUF model file")


@pytest.mark.parametrize("version", [1, 4, 0x03000000])
def test_an_unknown_version(tmp_path: Path, tiny_bytes: bytes, version: int) -> None:
    refused(patched(tmp_path, tiny_bytes, 4, "<I", version), f"GGUF version {version}")


@pytest.mark.parametrize(("at", "what"), [(8, "tensor count"), (16, "metadata count")])
def test_counts_that_overrun_the_file(tmp_path: Path, tiny_bytes: bytes, at: int, what: str) -> None:
    refused(patched(tmp_path, tiny_bytes, at, "<Q", 1 << 60), what)


def test_a_string_length_that_overruns(tmp_path: Path, tiny_bytes: bytes) -> None:
    refused(patched(tmp_path, tiny_bytes, 24, "<Q", 1 << 40), "a metadata key runs past the end")


def test_a_vocabulary_count_that_overruns(tmp_path: Path, tiny_bytes: bytes) -> None:
    at = tiny_bytes.index(b"tokenizer.ggml.tokens") + len("tokenizer.ggml.tokens") + 4 + 4
    refused(patched(tmp_path, tiny_bytes, at, "<Q", 1 << 33), "tokenizer.ggml.tokens runs past")


def test_a_tensor_offset_past_the_end(tmp_path: Path, tiny_bytes: bytes) -> None:
    dims, n_dims = tensor_entry(tiny_bytes, "blk.0.ffn_down.weight")
    refused(patched(tmp_path, tiny_bytes, dims + 8 * n_dims + 4, "<Q", len(tiny_bytes)), "ffn_down")


def test_a_shape_whose_product_overflows(tmp_path: Path, tiny_bytes: bytes) -> None:
    dims, _ = tensor_entry(tiny_bytes, "blk.0.attn_q.weight")
    out = patched(tmp_path, tiny_bytes, dims, "<QQ", 1 << 62, 1 << 62)
    refused(out, "tensor blk.0.attn_q.weight has a shape")


def test_an_unsupported_quantization(tmp_path: Path, tiny_bytes: bytes) -> None:
    dims, n_dims = tensor_entry(tiny_bytes, "blk.0.attn_q.weight")
    refused(
        patched(tmp_path, tiny_bytes, dims + 8 * n_dims, "<I", 9), "Q8_1 cannot be read"
    )  # 32 × 36 B fits


def test_an_unknown_tensor_type(tmp_path: Path, tiny_bytes: bytes) -> None:
    dims, n_dims = tensor_entry(tiny_bytes, "blk.0.attn_q.weight")
    refused(patched(tmp_path, tiny_bytes, dims + 8 * n_dims, "<I", 999), "type 999 cannot be read")


def test_an_unsupported_architecture(tmp_path: Path) -> None:
    assert "is a gpt2 model" in refused(write_tiny(tmp_path / "g.gguf", arch="gpt2"), "llama or qwen2")


def test_a_vocabulary_without_merges(tmp_path: Path) -> None:
    refused(write_tiny(tmp_path / "m.gguf", merges=[]), "no usable merges")


def test_a_model_too_large_for_half_the_memory(tmp_path: Path, tiny_bytes: bytes) -> None:
    (tmp_path / "big.gguf").write_bytes(tiny_bytes)
    refused(tmp_path / "big.gguf", r"needs about 0 MB unpacked; at most 0 MB", memory_limit=10_000)


def test_a_folder_a_missing_file_and_a_pipe(tmp_path: Path) -> None:
    refused(tmp_path, "Cannot read the model")
    refused(tmp_path / "none.gguf", "Cannot read the model none.gguf: no such file or folder")
    os.mkfifo(tmp_path / "pipe.gguf")  # opened, it would wait for a writer: refused at once instead
    refused(tmp_path / "pipe.gguf", "not a regular file")


def test_sentences_of_no_tokens_or_too_many(tmp_path: Path, tiny_bytes: bytes) -> None:
    (tmp_path / "ok.gguf").write_bytes(tiny_bytes)
    model = Model(tmp_path / "ok.gguf")
    with pytest.raises(ModelError, match="no tokens"):
        heads.start_pass(model, "")
    with pytest.raises(ModelError, match=f"has {MAX_MODEL_TOKENS + 1} tokens; at most {MAX_MODEL_TOKENS}"):
        heads.start_pass(model, "x" * (MAX_MODEL_TOKENS + 1))
    assert heads.start_pass(model, "x" * MAX_MODEL_TOKENS).length == MAX_MODEL_TOKENS
    model.close()


def test_lines_are_in_korean_too(tmp_path: Path) -> None:
    from app.errors import said

    with pytest.raises(ModelError) as caught:
        Model(tmp_path / "none.gguf")
    assert "모델" in said(caught.value, "ko")


@pytest.mark.parametrize(("at", "words"), [(8, "텐서 개수"), (16, "메타데이터 개수"), (24, "메타데이터 키")])
def test_the_part_of_a_file_cut_short_is_named_in_korean(
    tmp_path: Path, tiny_bytes: bytes, at: int, words: str
) -> None:
    """(The Korean line named it in English: "…: the tensor count이(가) 파일 끝을 넘어갑니다."), sent whole
    from the model's process too."""
    import pickle

    from app.errors import said

    with pytest.raises(ModelError) as caught:
        Model(patched(tmp_path, tiny_bytes, at, "<Q", 1 << 60))
    line = said(pickle.loads(pickle.dumps(caught.value)), "ko")
    assert f"{words}가 파일 끝을 넘어갑니다" in line and not any(  # (개수가, 키가: the particle fits)
        "a" <= c <= "z" for c in line.split(".gguf", 1)[1]
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_mutated_headers_raise_only_the_typed_error(tiny_bytes: bytes, data: st.DataObject) -> None:
    """Bytes of the header (metadata and tensor table) changed at random: parsed, or one ModelError."""
    end = parse_header(tiny_bytes, "tiny").header_end
    out = bytearray(tiny_bytes)
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, end - 1))
        out[at] = data.draw(st.integers(0, 255))
    cut = data.draw(st.sampled_from([len(out), end, data.draw(st.integers(0, len(out)))]))
    try:
        header = parse_header(bytes(out[:cut]), "tiny")
    except ModelError as exc:
        assert "\n" not in str(exc)
        return
    # A header that parses never claims bytes beyond the file: every tensor lies within it.
    assert all(t.offset + t.nbytes <= cut for t in header.tensors.values())
    try:  # and what is read from it next refuses with the same one error
        read_config(header.metadata, header.tensors, "tiny")
        TextTokenizer(header.metadata, "tiny").encode(" the 12 <|end|>")
    except ModelError as exc:
        assert "\n" not in str(exc)
