"""Pictures as strokes, against pictures drawn here with known shapes: a ring is an outline and a hole of
the radii drawn, specks go, Otsu's threshold falls between the two greys, the tour's jumps are short, and
every kind of bad picture is one line without a crash or a long wait."""

from __future__ import annotations

import io
import itertools
import struct
import zlib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

from app.errors import CurveError
from app.io.curve_file import load_curve_file
from app.io.image_read import read_grey
from app.io.image_trace import otsu, simplify, trace
from app.io.picture_curve import picture_curve


def picture(fmt: str = "PNG", speck: bool = False) -> bytes:
    """A black ring (outer radius 100, inner 40 px) and a black square, on white, 400 × 300."""
    image = Image.new("RGB", (400, 300), "white")
    draw = ImageDraw.Draw(image)
    draw.ellipse((50, 50, 250, 250), fill="black")
    draw.ellipse((110, 110, 190, 190), fill="white")
    draw.rectangle((290, 100, 370, 180), fill="black")
    if speck:
        draw.point((20, 20), fill="black")
    out = io.BytesIO()
    image.save(out, fmt)
    return out.getvalue()


def radius_px(z: np.ndarray, centre: complex, scale: float) -> float:
    return float(np.mean(np.abs(z - centre))) / scale


@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "WEBP", "BMP", "GIF"])
def test_a_ring_and_a_square_are_three_outlines_of_the_sizes_drawn(fmt: str) -> None:
    traced = trace(read_grey(picture(fmt), "shapes"))
    assert len(traced.strokes) == 3  # the ring's outside and its hole, the square
    scale = 2.0 / 400  # the longer side is 2 units
    centre = complex((150 - 200) * scale, -(150 - 150) * scale)  # the ring's centre in math coordinates
    radii = sorted(radius_px(z, centre, scale) for z in traced.strokes if abs(np.mean(z) - centre) < 0.05)
    assert radii == [pytest.approx(40, abs=2), pytest.approx(100, abs=2)]


def test_specks_are_dropped() -> None:
    assert len(trace(read_grey(picture(speck=True), "speck")).strokes) == 3


def test_otsus_threshold_is_halfway_between_the_two_greys_of_a_two_tone_picture() -> None:
    """(It was the first level above the darker grey: the Image window's slider sat at its left end.)"""
    values = np.concatenate([np.full(700, 0.2), np.full(300, 0.8)])
    assert otsu(values) == pytest.approx(0.5, abs=1 / 256)


def between_class_variance(values: np.ndarray, t: float) -> float:
    """Otsu's measure of a split at t, straight from its definition: w₀ w₁ (μ₀ − μ₁)²."""
    dark, light = values[values < t], values[values >= t]
    if len(dark) == 0 or len(light) == 0:
        return 0.0
    return len(dark) * len(light) / len(values) ** 2 * (dark.mean() - light.mean()) ** 2


@pytest.mark.parametrize("seed", range(6))
def test_otsus_threshold_splits_as_well_as_the_best_split_found_by_trying_every_level(seed: int) -> None:
    rng = np.random.default_rng(seed)
    values = np.clip(np.concatenate([rng.normal(0.3, 0.08, 600), rng.normal(0.7, 0.1, 400)]), 0, 1)
    values = np.floor(values * 256).clip(0, 255) / 256 + 1 / 512  # on the histogram's bins' middles
    best = max(between_class_variance(values, k / 256) for k in range(1, 256))
    assert between_class_variance(values, otsu(values)) == pytest.approx(best, rel=1e-9)


def test_inverting_traces_the_paper_instead() -> None:
    grey = read_grey(picture(), "shapes")
    inverted = trace(grey, invert=True).strokes
    assert inverted and max(np.ptp(z.real) for z in inverted) > 1.9  # the paper's outline is the picture's


def test_simplify_keeps_corners_and_drops_the_points_between() -> None:
    square = np.concatenate([np.linspace(0, 10, 11), 10 + 1j * np.linspace(0, 10, 11)[1:]])
    kept = simplify(square, 0.1)
    assert list(kept) == [0, 10, 10 + 10j]


def test_the_tour_enters_each_outline_near_where_the_last_ended() -> None:
    strokes = trace(read_grey(picture(), "shapes")).strokes
    jumps = [abs(b[0] - a[0]) for a, b in itertools.pairwise(strokes)]  # a closed outline ends where it began
    nearest = [float(np.min(np.abs(b - a[0]))) for a, b in itertools.pairwise(strokes)]
    assert jumps == pytest.approx(nearest)


@pytest.mark.parametrize("name", ["shapes.png", "shapes.svg", "shapes.json", "shapes"])
def test_a_picture_file_opens_as_a_curve_whatever_its_name(tmp_path: Path, name: str) -> None:
    """(A PNG named .svg was traced in the window but refused by `main.py coeffs --file`: "PNG images
    can't be opened as curves".)"""
    path = tmp_path / name
    path.write_bytes(picture())
    curve = load_curve_file(path, 1024)
    assert len(curve.samples) == 1024 and len(curve.strokes) == 3 and "traced from a picture" in curve.caption


def bomb(w: int = 100_000, h: int = 100_000) -> bytes:
    """A PNG whose header says w × h pixels (its data is one byte)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0"))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [(bomb(), "more than"), (picture()[:200], "the picture file is cut short"),
     # 48 million pixels: over the app's 40 million, under Pillow's own bomb limit (said "not a picture")
     (bomb(8000, 6000), "a picture of 8000×6000 pixels is more than 40,000,000"),
     (b"\x89PNG\r\n\x1a\n" + b"x" * 50, "the picture file is cut short")],
)  # fmt: skip
def test_a_bad_picture_is_one_line(raw: bytes, fragment: str) -> None:
    with pytest.raises(CurveError) as caught:
        trace(read_grey(raw, "bad.png"))
    assert fragment in str(caught.value) and "\n" not in str(caught.value)


def test_a_blank_picture_has_nothing_to_trace(tmp_path: Path) -> None:
    path = tmp_path / "blank.png"
    Image.new("RGB", (64, 64), "white").save(path)
    with pytest.raises(CurveError, match="nothing to trace"):
        load_curve_file(path)


def gif_bomb() -> bytes:
    """A GIF whose logical screen is 65,535 × 65,535 (4.3 billion pixels) and whose one frame is tiny."""
    out = io.BytesIO()
    Image.new("L", (4, 4), 0).save(out, "GIF")
    raw = bytearray(out.getvalue())
    raw[6:10] = struct.pack("<HH", 65535, 65535)
    image_start = raw.index(b",")  # the image descriptor: its size too
    raw[image_start + 5 : image_start + 9] = struct.pack("<HH", 65535, 65535)
    return bytes(raw)


def test_a_gif_bomb_is_refused_before_it_is_decoded() -> None:
    with pytest.raises(CurveError, match="more than"):
        read_grey(gif_bomb(), "bomb.gif")


def test_a_one_pixel_picture_is_too_small(tmp_path: Path) -> None:
    path = tmp_path / "dot.png"
    Image.new("RGB", (1, 1), "black").save(path)
    with pytest.raises(CurveError, match="too small"):
        load_curve_file(path)


def test_a_file_named_png_that_is_no_picture_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "notes.png"
    path.write_text("just some words, not a picture")
    with pytest.raises(CurveError) as caught:
        load_curve_file(path)
    assert "notes.png" in str(caught.value) and "\n" not in str(caught.value)


def test_a_picture_over_pillows_warning_size_is_refused_without_its_warning() -> None:
    """12000 × 9000 (108 million pixels): Pillow warned of a bomb on stderr before the app's own refusal."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any warning fails the test
        with pytest.raises(CurveError, match="12000×9000 pixels is more than"):
            read_grey(bomb(12000, 9000), "huge.png")


@pytest.mark.parametrize(
    ("raw", "size"),
    [(bomb(15000, 15000), "15000×15000"), (bomb(), "100000×100000"), (gif_bomb(), "65535×65535")],
    ids=["png", "png-huge", "gif"],
)
def test_a_picture_over_pillows_own_refusal_is_refused_with_its_size(raw: bytes, size: str) -> None:
    """(Over twice Pillow's bound, Pillow refused it on opening, saying no size: the line read "?×?".)"""
    with pytest.raises(CurveError) as caught:
        read_grey(raw, "huge.png")
    assert (
        str(caught.value)
        == f"huge.png: a picture of {size} pixels is more than 40,000,000; make it smaller first"
    )


def line_art(shape: str) -> np.ndarray:
    """One-pixel black lines on a white 400 × 400 picture: a diagonal X or a circle of radius 150."""
    image = Image.new("L", (400, 400), 255)
    draw = ImageDraw.Draw(image)
    if shape == "x":
        draw.line((50, 50, 350, 350), fill=0, width=1)
        draw.line((50, 350, 350, 50), fill=0, width=1)
    else:
        draw.ellipse((50, 50, 350, 350), outline=0, width=1)
    grey = np.asarray(image, dtype=float) / 255
    assert set(np.unique(grey)) == {0.0, 1.0} and (grey == 0).sum() > 500  # one-pixel lines, no grey
    return grey


def test_a_one_pixel_diagonal_x_is_one_outline_around_its_arms() -> None:
    """(Its pixels touch only at their corners, and each was traced as a speck of its own, then dropped:
    "Outlines: 0" and "nothing to trace", where Edges traced it.)"""
    (outline,) = trace(line_art("x")).strokes
    scale = 2.0 / 400
    corners = np.array([-150 + 150j, 150 + 150j, 150 - 150j, -150 - 150j]) * scale  # the arms' ends
    assert max(float(np.min(np.abs(outline - c))) for c in corners) < 1.5 * scale
    dark = np.argwhere(line_art("x") == 0)  # every ink pixel lies on the outline, within a pixel
    ink = (dark[:, 1] - 200) - 1j * (dark[:, 0] - 200)
    assert max(distance_to_polygon(p, outline / scale) for p in ink) < 1.0


def distance_to_polygon(p: complex, polygon: np.ndarray) -> float:
    """How far p is from the nearest point of a closed polygon's sides."""
    a, b = polygon, np.roll(polygon, -1)
    t = np.clip(((p - a) * np.conj(b - a)).real / np.maximum(np.abs(b - a) ** 2, 1e-12), 0, 1)
    return float(np.min(np.abs(a + t * (b - a) - p)))


def test_a_one_pixel_circle_is_a_ring_of_its_radius() -> None:
    strokes = trace(line_art("circle")).strokes
    assert len(strokes) == 2  # the line's outside and inside, as for a ring
    radii = sorted(radius_px(z, 0, 2.0 / 400) for z in strokes)
    assert radii == [pytest.approx(149.5, abs=1), pytest.approx(150.5, abs=1)]


def png_of(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def with_speck() -> Image.Image:
    image = Image.new("L", (400, 400), 255)
    ImageDraw.Draw(image).rectangle((10, 10, 11, 11), fill=0)  # 4 pixels: under MIN_SPECK of the picture
    return image


@pytest.mark.parametrize(
    ("image", "mode", "why", "korean"),
    [(Image.new("L", (64, 64), 0), "outlines", "the picture looks all ink", "온통 잉크로 보입니다"),
     (Image.new("L", (64, 64), 255), "outlines", "the picture looks all paper", "온통 바탕으로 보입니다"),
     (with_speck(), "outlines", "the only ink is specks too small to keep", "너무 작은 티끌뿐입니다"),
     (Image.new("L", (64, 64), 128), "edges", "all one tone, without edges", "경계가 없습니다")],
    ids=["black", "white", "speck", "grey-edges"],
)  # fmt: skip
def test_a_picture_with_nothing_to_trace_says_why(
    image: Image.Image, mode: str, why: str, korean: str
) -> None:
    """(It said "all paper or all ink" for every one, yet traced an all-black picture as its border.)"""
    traced = trace(read_grey(png_of(image), "p.png"), mode=mode)  # type: ignore[arg-type]
    assert traced.strokes == ()
    with pytest.raises(CurveError) as caught:
        picture_curve(png_of(image), "p.png", mode=mode)  # type: ignore[arg-type]
    assert str(caught.value).startswith("p.png: nothing to trace") and str(caught.value).endswith(why)
    assert caught.value.problem is not None and korean in caught.value.problem.said("ko")


def test_ink_everywhere_is_no_drawing_inverted_or_not() -> None:
    """Inverted, white paper is ink everywhere: its one outline would be the picture's border."""
    grey = read_grey(png_of(Image.new("L", (64, 64), 255)), "white.png")
    assert trace(grey, invert=True).strokes == ()
    assert trace(grey, threshold=0.5, invert=True).strokes == ()
