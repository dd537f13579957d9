"""The file name the Export… dialog offers: named after what is exported, in the last export's folder (or
the format's usual one), never over an existing file."""

from __future__ import annotations

import re
from pathlib import Path

from app.io.drawings import untitled_as_empty
from app.math import rope
from app.model.parse import format_base
from app.model.rope_state import RopeState
from app.model.state import SAVED, UNSAVED, AppState
from app.paths import export_folder, free_name

FORMATS = ("png", "gif", "mp4", "csv", "json")


NOT_IN_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')  # (no letter of a file name on Windows, or anywhere)
STEM_CHARS = 60


def default_path(state: AppState, view: str, fmt: str, folder: Path | None = None) -> str:
    """What view shows, named in the folder given (if it still is one) or the format's usual one."""
    stem = rope_stem(state.rope) if view == "rope" else stem_of(state)
    home = folder if folder and folder.is_dir() else export_folder(fmt)
    return str(free_name(home, stem, f".{fmt}"))


def stem_of(state: AppState) -> str:
    """A file name's stem for what the canvas shows: the preset's name; a saved drawing's title if it was
    given one, else its file name without ".json" (its source is "saved:<file name>"); an opened file's
    name ("word" for word.svg); the words of Text…; else "epicycles"."""
    source, curve = state.source, state.epicycles.curve
    if source.startswith(SAVED):
        name = source.removeprefix(SAVED)
        titled = next((untitled_as_empty(d.title) for d in state.saved if d.file_name == name), "")
        return file_stem(titled) or Path(name).stem or "epicycles"
    if source == "file":
        return file_stem(curve.name) or "epicycles"
    if source == "text":
        return file_stem(curve.title) or "epicycles"
    return "epicycles" if source in ("drawing", UNSAVED) else source


def file_stem(words: str) -> str:
    """words as a file name's stem: what no file name may hold made a dash, no dots or spaces at either
    end (a name of dots is no file's), at most STEM_CHARS characters; "" if nothing is left."""
    return NOT_IN_NAMES.sub("-", words).strip(" .-")[:STEM_CHARS].strip(" .")


def rope_stem(r: RopeState) -> str:
    """The RoPE panel's chain: a real head's layer and head, else its arrow count (and base, unless the
    usual 10000); then its scaling when one is on ("-yarn64": with it and without, two exports had one
    name)."""
    scaling = "" if r.scaling_kind == "none" else f"-{r.scaling_kind}{format_base(r.scaling_factor)}"
    if r.content == "head" and r.head is not None:
        return f"rope-layer{r.head.layer}-head{r.head.head}{scaling}"
    base = "" if r.base == rope.DEFAULT_BASE else f"-base{format_base(r.base)}"
    return f"rope-{r.n_arrows}-arrows{base}{scaling}"


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
