"""Text to token ids with the file's own vocabulary and merges: byte-level BPE in Hugging Face tokenizers.

The pre-tokenizer follows `tokenizer.ggml.pre` as llama.cpp does (llama-vocab.cpp): its regexes split the
text in turn (each piece kept, "isolated"), then bytes become GPT-2's printable characters. Special tokens
(control and user-defined types: <|im_start|> …) match as single tokens. A BOS is put first only when the
file says add_bos_token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, pre_tokenizers

from app.llm.errors import ModelError

GPT2 = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)"
CONTRACTIONS = r"(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])"
LLAMA3 = (
    CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)
QWEN2 = CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)"
# tokenizer.ggml.pre -> (regexes applied in turn, whether a word in the vocabulary skips the merges)
PRE_TOKENIZERS: dict[str, tuple[tuple[str, ...], bool]] = {
    "gpt2": ((GPT2,), False),
    "smollm": ((r"\p{N}", GPT2), False),  # digits one by one, then GPT-2's split
    "llama-bpe": ((LLAMA3,), True),
    "qwen2": ((QWEN2,), False),
}
CONTROL, USER_DEFINED = 3, 4  # tokenizer.ggml.token_type values of tokens matched whole
LOOSE_BYTES = re.compile("[\udc80-\udcff]+")  # bytes no character took, as surrogateescape reads them


def readable(raw: bytes) -> str:
    """raw read as UTF-8, each run of bytes that makes no character (a token holding part of one: a Hangul
    syllable is three bytes, often split over two tokens) written as its values in hex: b"\\xea\\xb3" →
    "<EA B3>", where U+FFFD for each would hide which bytes they are."""
    text = raw.decode("utf-8", errors="surrogateescape")  # (valid UTF-8 never reads as a lone surrogate)
    return LOOSE_BYTES.sub(lambda run: f"<{' '.join(f'{ord(c) - 0xDC00:02X}' for c in run.group())}>", text)


@cache
def _byte_of_char() -> dict[str, int]:
    """GPT-2's map back from the printable stand-in characters to bytes."""
    keep = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    chars, extra = dict.fromkeys(keep), 0
    out = {chr(b): b for b in keep}
    for b in range(256):
        if b not in chars:
            out[chr(256 + extra)] = b
            extra += 1
    return out


@dataclass(frozen=True)
class Token:
    """One token of a sentence: its id and its text (bytes that are not whole UTF-8 shown as �)."""

    id: int
    text: str


class TextTokenizer:
    """The file's tokenizer: encode a sentence to ids, say what each id's text is."""

    def __init__(self, metadata: dict[str, Any], name: str) -> None:
        kind = metadata.get("tokenizer.ggml.model")
        if kind != "gpt2":
            raise ModelError("tokenizer", name=name, kind=str(kind))
        pre = str(metadata.get("tokenizer.ggml.pre", "gpt2"))
        if pre not in PRE_TOKENIZERS:
            raise ModelError("pretokenizer", name=name, kind=pre)
        tokens, merges = metadata.get("tokenizer.ggml.tokens"), metadata.get("tokenizer.ggml.merges")
        if not isinstance(tokens, list) or not tokens or not all(isinstance(t, str) for t in tokens[:1]):
            raise ModelError("missing", name=name, what="tokenizer.ggml.tokens")
        if not isinstance(merges, list) or not merges:
            raise ModelError("merges", name=name)
        self.tokens = tokens
        pairs = [tuple(m.split(" ", 1)) for m in merges if m.count(" ") >= 1]
        vocab = {t: i for i, t in reversed(list(enumerate(tokens)))}  # a repeated token: its first id
        regexes, ignore_merges = PRE_TOKENIZERS[pre]
        try:
            bpe = models.BPE(vocab=vocab, merges=pairs, ignore_merges=ignore_merges)
        except Exception:  # tokenizers raises its own error for merges naming unknown tokens
            raise ModelError("merges", name=name) from None
        tok = Tokenizer(bpe)
        splits = [pre_tokenizers.Split(Regex(r), behavior="isolated") for r in regexes]
        tok.pre_tokenizer = pre_tokenizers.Sequence(
            [*splits, pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)]
        )
        tok.decoder = decoders.ByteLevel()
        types = metadata.get("tokenizer.ggml.token_type")
        if types is not None and len(types) == len(tokens):
            whole = [tokens[i] for i, t in enumerate(types) if t in (CONTROL, USER_DEFINED)]
            tok.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in whole])
            self.special = frozenset(whole)
        else:
            self.special = frozenset()
        self._tok = tok
        bos = metadata.get("tokenizer.ggml.bos_token_id")
        add_bos = bool(metadata.get("tokenizer.ggml.add_bos_token", False))
        self.bos = int(bos) if add_bos and bos is not None and 0 <= int(bos) < len(tokens) else None

    def encode(self, text: str) -> list[int]:
        """The ids of text, a BOS first when the file asks for one."""
        ids = self._tok.encode(text, add_special_tokens=False).ids
        return ids if self.bos is None else [self.bos, *ids]

    def text_of(self, token_id: int) -> str:
        """What one token stands for: a special token's name, else its bytes read as UTF-8 (see readable)."""
        token = self.tokens[token_id]
        if token in self.special:
            return token
        byte_of = _byte_of_char()
        return readable(bytes(byte_of.get(ch, 0x3F) for ch in token))

    def tokens_of(self, ids: list[int]) -> tuple[Token, ...]:
        return tuple(Token(i, self.text_of(i)) for i in ids)
