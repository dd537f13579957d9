"""What the curve files' test files share: a file written from JSON, text or bytes, and the one clear line
a file that cannot load gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.io.curve_file import load_curve_file
from app.io.curves import CurveError


def write(tmp_path: Path, content: object, name: str = "curve.json") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def assert_one_line_error(path: Path, *fragments: str) -> str:
    with pytest.raises(CurveError) as info:
        load_curve_file(path, 64)
    message = str(info.value)
    assert message.strip() and "\n" not in message
    for fragment in fragments:
        assert fragment.lower() in message.lower(), message
    return message
