"""The file's own tokenizer: transformers' ids for the demo model on numbers, punctuation, non-ASCII and
Korean; llama.cpp's pre-tokenizer rules by name; special tokens whole; BOS only when the file asks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tiny_gguf import SPECIAL, vocabulary, write_tiny

from app.llm.errors import ModelError
from app.llm.gguf_file import GgufFile
from app.llm.tokenizer import TextTokenizer, readable


@pytest.mark.parametrize("s", range(6))
def test_ids_match_transformers_on_hard_sentences(demo, reference, s: int) -> None:
    text = str(reference["tokenizer_sentences"][s])
    assert demo.tokenizer.encode(text) == list(reference[f"tokenizer_ids_{s}"])


def test_smollm_isolates_digits_and_matches_special_tokens_whole(demo) -> None:
    ids = demo.tokenizer.encode("<|im_start|>In 2024")
    assert ids[0] == 1  # <|im_start|>, one token, and no BOS before it (SmolLM2 says add_bos_token false)
    assert [demo.tokenizer.text_of(i) for i in ids[1:]] == ["In", " ", "2", "0", "2", "4"]


def test_token_text_reads_bytes_as_utf8(demo) -> None:
    tokens = demo.tokenizer.tokens_of(demo.tokenizer.encode(" café"))
    assert "".join(t.text for t in tokens) == " café"


def test_a_token_holding_part_of_a_character_shows_its_bytes_in_hex(demo) -> None:
    """A Hangul syllable is three bytes, and byte-level BPE often splits it over tokens: such a token shows
    its bytes ("<EA B3>"), where each showed "\ufffd" alone (the chips of a Korean sentence were a row of
    them). Read back, the tokens give the sentence's bytes, in order."""
    text = "고양이가 잔다. The cat sleeps."
    shown = [t.text for t in demo.tokenizer.tokens_of(demo.tokenizer.encode(text))]
    assert not any("\ufffd" in part for part in shown)
    assert sum("<" in part for part in shown) >= 4  # (the demo splits most of the syllables)
    pieces = [re.split(r"<([0-9A-F]{2}(?: [0-9A-F]{2})*)>", part) for part in shown]
    back = b"".join(
        bytes.fromhex(p) if k % 2 else p.encode() for split in pieces for k, p in enumerate(split)
    )
    assert back == text.encode()
    assert shown[-5:] == [" The", " cat", " sleep", "s", "."]  # whole characters as they were


def test_readable_writes_only_the_bytes_no_character_took_in_hex() -> None:
    assert readable("고".encode()) == "고"
    assert readable("고".encode()[:2]) == "<EA B3>"
    assert readable(b"a" + "고".encode()[2:] + "양".encode()) == "a<A0>양"
    assert readable(b"\\xea <b>") == "\\xea <b>"  # text that looks like bytes stays text


def tiny_tokenizer(tmp_path: Path, **kw: object) -> TextTokenizer:
    file = GgufFile(write_tiny(tmp_path / "tiny.gguf", **kw))
    try:
        return TextTokenizer(file.metadata, file.name)
    finally:
        file.close()


@pytest.mark.parametrize(
    ("pre", "pieces"),
    [
        # llama.cpp's regexes (llama-vocab.cpp) for each tokenizer.ggml.pre, as pieces before BPE
        ("gpt2", ["12345", "Ġabc", "'s", "Ġ!!", "Ġ", "Ġx"]),
        ("smollm", ["1", "2", "3", "4", "5", "Ġabc", "'s", "Ġ!!", "Ġ", "Ġx"]),
        ("llama-bpe", ["123", "45", "Ġabc", "'s", "Ġ!!", "Ġ", "Ġx"]),
        ("qwen2", ["1", "2", "3", "4", "5", "Ġabc", "'s", "Ġ!!", "Ġ", "Ġx"]),
    ],
)
def test_each_pre_tokenizer_splits_as_llama_cpp(tmp_path: Path, pre: str, pieces: list[str]) -> None:
    tok = tiny_tokenizer(tmp_path, pre=pre)
    split = tok._tok.pre_tokenizer.pre_tokenize_str("12345 abc's !!  x")
    assert [piece for piece, _ in split] == pieces


def test_merges_apply_and_control_tokens_are_single(tmp_path: Path) -> None:
    tok = tiny_tokenizer(tmp_path)
    vocab = vocabulary()
    assert tok.encode(" the" + SPECIAL) == [vocab.index("Ġthe"), vocab.index(SPECIAL)]


def test_bos_is_added_only_when_the_file_says(tmp_path: Path) -> None:
    assert tiny_tokenizer(tmp_path, add_bos=True).encode("a")[0] == len(vocabulary()) - 1
    assert tiny_tokenizer(tmp_path, add_bos=False).encode("a") == [vocabulary().index("a")]


def test_an_unknown_pre_tokenizer_is_named(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="splits text as deepseek-llm"):
        tiny_tokenizer(tmp_path, pre="deepseek-llm")
