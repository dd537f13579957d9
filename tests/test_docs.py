"""The README stays a front page (at most 8 KB) and every link in it and in docs/ leads to a file in the
repository (nothing outside it, such as ../shared, which no clone has)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_the_readme_is_at_most_8_kb_and_starts_with_the_two_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.encode()) <= 8192
    commands = [line.split("#")[0].strip() for line in text.splitlines()[1:5] if line.startswith("    ")]
    assert commands == ["make run", "make test"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_leads_to_a_file_of_the_repository(page: Path) -> None:
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+://", target):
            continue
        resolved = (page.parent / target).resolve()
        assert resolved.is_relative_to(ROOT) and resolved.exists(), f"{page.name}: {target}"
    assert "../shared" not in page.read_text(encoding="utf-8"), page.name


def test_the_user_guides_keys_are_the_keymaps_own() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import keys_table

    shown = keys_table.shown_table((ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8"))
    assert shown == keys_table.keys_table(), "run: python tools/keys_table.py"
