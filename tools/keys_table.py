"""The user guide's table of keys and mouse, made from the keymap itself (app/ui/window/keymap.py), so the
two cannot drift: `python tools/keys_table.py` rewrites it between the guide's two markers, and
tests/test_docs.py checks that what is there is what this makes."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
GUIDE = ROOT / "docs" / "user-guide.md"
START, END = "<!-- keys: made by tools/keys_table.py -->", "<!-- /keys -->"


def keys_table() -> str:
    from app.ui.window.keymap import KEYMAP, MOUSE_HELP

    rows = ["| Keys and mouse (the help window, H, lists the same) | |", "|---|---|"]
    rows += [f"| {what} | {does} |" for what, does in MOUSE_HELP]
    rows += [f"| {binding.label} | {binding.what} |" for binding in KEYMAP]
    return "\n".join(rows)


def shown_table(text: str) -> str:
    """What the guide has between the markers."""
    return text.split(START, 1)[1].split(END, 1)[0].strip("\n")


def main() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    before, rest = text.split(START, 1)
    after = rest.split(END, 1)[1]
    GUIDE.write_text(f"{before}{START}\n{keys_table()}\n{END}{after}", encoding="utf-8")


if __name__ == "__main__":
    main()
