"""The file name the Export… dialog offers: named after what is exported, in the last export's folder (or
the format's usual one), never over an existing file."""

from __future__ import annotations

from pathlib import Path

from app.math import rope
from app.model.parse import format_base
from app.model.rope_state import RopeState
from app.model.state import SAVED, UNSAVED, AppState
from app.paths import export_folder, free_name

FORMATS = ("png", "gif", "mp4", "csv", "json")


def default_path(state: AppState, view: str, fmt: str, folder: Path | None = None) -> str:
    """What view shows, named in the folder given (if it still is one) or the format's usual one."""
    stem = rope_stem(state.rope) if view == "rope" else stem_of(state.source)
    home = folder if folder and folder.is_dir() else export_folder(fmt)
    return str(free_name(home, stem, f".{fmt}"))


def stem_of(source: str) -> str:
    """A file name's stem for what the canvas shows: the preset's name, a saved drawing's file name without
    its ".json" (its source is "saved:<file name>", and a colon is no letter of a name on Windows), else
    "epicycles"."""
    if source.startswith(SAVED):
        return Path(source.removeprefix(SAVED)).stem or "epicycles"
    return "epicycles" if source in ("drawing", "file", UNSAVED) else source


def rope_stem(r: RopeState) -> str:
    """The RoPE panel's chain: a real head's layer and head, else its arrow count (and base, unless the
    usual 10000)."""
    if r.content == "head" and r.head is not None:
        return f"rope-layer{r.head.layer}-head{r.head.head}"
    base = "" if r.base == rope.DEFAULT_BASE else f"-base{format_base(r.base)}"
    return f"rope-{r.n_arrows}-arrows{base}"


def with_format(text: str, fmt: str) -> str:
    """A name the user typed, given the new format's extension in place of another format's (a name
    without one keeps its words: the export adds the extension)."""
    path = Path(text.strip()).expanduser()
    if path.suffix.lower().removeprefix(".") in FORMATS:
        return str(path.with_suffix(f".{fmt}"))
    return text


def typed_whole(text: str) -> str | None:
    """The path typed whole over the name the dialog chose ("/tmp/h/" + "/data/a" + ".gif": the folder and
    the kind stayed round it, "/tmp/h//data/a.gif"): "/data/a.gif", from the second root on; None if the
    text holds no path typed over another."""
    for start in ("//", "/~"):
        at = text.find(start, 1)
        if at > 0:
            return text[at + 1 :]
    return None


def typed_once(text: str) -> str | None:
    """A kind typed with the name before the one the dialog keeps after it ("quick.gif" typed over the
    offered name: "quick.gif.gif" was written): the text with it once; None if it is not so."""
    last, before = Path(text).suffix, Path(Path(text).stem).suffix
    if last and last.lower() == before.lower() and last.lower().removeprefix(".") in FORMATS:
        return text[: -len(last)]
    return None
