"""A curve file read: JSON of points or coefficients (app/io/curves.py has the format), an SVG drawing's
strokes, or a picture traced (app/io/picture_curve.py), told apart by their bytes, then by their names;
anything else refused in one line. No pygame.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.config import DEFAULT_SAMPLES, MAX_FILE_BYTES, MAX_STROKES, MAX_SVG_BYTES, PICTURE_SUFFIXES
from app.errors import CurveError, InClause, Term, curve_problem
from app.i18n import en_and_ko
from app.io.curve_json import decode_curve_json
from app.io.curves import PICTURE_KINDS, Curve, check_sample_count, curve_from_strokes, parse_curve
from app.io.safe_read import Progress, not_empty, read_regular_file, refuse_model
from app.io.svg import SvgError, svg_drawing
from app.math.file_kind import HEAD_BYTES, file_kind
from app.text import clean_name, clean_text


def load_curve_file(
    path: str | Path, n_samples: int = DEFAULT_SAMPLES, progress: Progress | None = None
) -> Curve:
    """A curve from a JSON file (format in the module docstring); every failure is a CurveError.

    `progress(bytes_read, size)` is called as the file is read (from whatever thread reads it).
    """
    path = Path(path)
    where = clean_name(path.name) or clean_name(str(path))
    name = clean_name(path.stem) or "curve"
    refuse_model(path, where)
    # The list gives up the bytes to the decoder, which drops them once it has the text (so a 50 MB file
    # is not held twice); a picture is traced instead (app/io/picture_curve.py).
    raw = [not_empty(read_regular_file(path, file_limit(path), progress), where)]
    # By its bytes (whatever its name: the window's Open… traces a picture named .svg too), or by its name:
    # a "picture" that is none is said to be no picture, not bad JSON.
    picture = file_kind(raw[0][:HEAD_BYTES]) in PICTURE_KINDS
    if not picture and path.suffix.lower() == ".svg":
        return svg_curve(_curve_bytes(raw.pop(), where), name, n_samples, where)
    if picture or path.suffix.lower() in PICTURE_SUFFIXES:
        from app.io.picture_curve import picture_curve

        return picture_curve(raw.pop(), name, n_samples, where)
    try:
        data = decode_curve_json(_curve_bytes(raw.pop(), where), where)
    except CurveError as exc:
        # A table (Export…'s CSV, say) is no damaged curve file: said so, not as the column of its comma.
        if (
            path.suffix.lower() == ".csv"
            and exc.problem is not None
            and exc.problem.key == "problem.curve.not_json"
        ):
            raise curve_problem("csv_not_json", where=where) from None
        raise
    return parse_curve(data, name, n_samples, source=where)


def file_limit(path: Path) -> int:
    """The most bytes a file of this name may have: an SVG's parse costs far more a byte than JSON's."""
    return MAX_SVG_BYTES if path.suffix.lower() == ".svg" else MAX_FILE_BYTES


def _curve_bytes(raw: bytes, where: str) -> bytes:
    """raw, unless it starts like an image or archive: then a CurveError naming that kind (not a byte)."""
    kind = file_kind(raw[:HEAD_BYTES])
    if kind is not None:
        raise curve_problem("not_a_curve", where=where, kind=Term(f"problem.curve.kinds.{kind}"))
    return raw


def svg_curve(raw: bytes, name: str, n_samples: int = DEFAULT_SAMPLES, where: str = "") -> Curve:
    """An SVG drawing (app/io/svg.py) as one curve: its strokes toured in document order."""
    check_sample_count(n_samples)
    where = where or name
    try:
        drawing = svg_drawing(raw)
        strokes, closed = drawing.strokes, drawing.closed
        if len(strokes) > MAX_STROKES:
            raise SvgError("strokes", n=len(strokes), most=MAX_STROKES)
        curve = curve_from_strokes(strokes, closed, n_samples)
    except (SvgError, CurveError) as exc:
        raise curve_problem("in_file", where=where, why=InClause(exc)) from None
    n = len(strokes)
    caption, caption_ko = en_and_ko(f"curve.svg.caption{'_one' * (n == 1)}", where=where, n=n)
    return replace(
        curve, name=name, title=clean_text(name, runs=True), caption=clean_text(caption, runs=True),
        title_ko="",
        caption_ko=clean_text(caption_ko, runs=True), texts_left_out=drawing.texts,
    )  # fmt: skip
