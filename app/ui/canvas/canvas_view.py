"""The epicycle canvas: draws the curve, its turning arrows and the pen's trail from state.

Everything is vectorised per frame: one cumsum for the joints, one polyline for the chain, one per
fade band for the trail. Only the visible extras loop in Python: circles of at least MIN_CIRCLE_PX
and arrowheads on arrows of at least MIN_HEAD_PX, each capped, so 10,000 arrows still draw fast.
The still part (background, axes, target curve) is drawn once per curve and view, then copied.
Polylines go to pygame as float arrays, not `.tolist()`: thousands of small lists a frame would wake
Python's garbage collector, whose full passes over the widgets cost a dropped frame now and then.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

import numpy as np
import pygame

from app import config
from app.geometry.clip import Rect, clip_polyline
from app.geometry.view_transform import ViewTransform
from app.i18n import counted, tr
from app.identity import Same
from app.io.curves import Curve, curve_caption
from app.math.tour import in_jumps
from app.model.lesson import box_over_canvas
from app.model.readouts import READOUT_BETWEEN, canvas_readout
from app.model.state import AppState
from app.model.waiting_strokes import strokes_away
from app.ui.canvas.arrows_view import arrows_in_sight, draw_arrows
from app.ui.canvas.canvas_marks import Words, draw_marker, draw_stroke, scale_words, text_block
from app.ui.canvas.circles_view import FEW_CIRCLES, Circle, draw_circles, still_circle, whole_circles
from app.ui.canvas.trail_view import draw_pen_trail
from app.ui.fonts import Fonts
from app.ui.scale import UNSCALED, Scale, polyline

CANVAS_HEADER, CANVAS_FOOTER = config.CANVAS_HEADER, config.CANVAS_FOOTER


class CanvasDrawn(NamedTuple):
    """What draw_canvas changed: the rectangles to push, and those its moving parts cover (for the next
    frame to put back)."""

    pushed: list[pygame.Rect]
    moved: list[pygame.Rect]


def draw_canvas(
    surface: pygame.Surface,
    view: ViewTransform,
    app_state: AppState,
    fonts: Fonts,
    back: Sequence[Rect] | None = None,
    readout: str | None = None,
    kept: dict[str, Words] | None = None,
    window: bool = True,
) -> CanvasDrawn:
    """Draw the canvas inside view.rect, at the camera's current scale (nothing is scaled as a bitmap:
    lines and circles are cut to the canvas and drawn afresh, so they stay crisp at any zoom).

    back None: the whole canvas. Otherwise only the rectangles in back (the last frame's moving parts and
    what lies under changed widgets) are put back from the still backdrop before the moving parts are
    drawn; the whole canvas is drawn all the same when the backdrop cannot be copied (a moving camera).
    fonts: the window's (its words are drawn with them).
    readout: the time and pen line to show (None: the state's own, app.model.readouts.canvas_readout).
    kept: the words on the screen (by name), kept up to date here; with it, a block of words that shows
    the same as before, where nothing was put back or drawn, stays as it is (and is no moving part).
    window: draw the marks only the live window needs (the hint, the scale bar); an export draws none.
    Every size is at fonts.scale (app/ui/scale.py).
    """
    state = app_state.epicycles
    rect = pygame.Rect(view.rect)
    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip))

    areas = None if back is None else [rect.clip(area) for area in back]
    words = canvas_words(fonts, view, app_state, readout, window)
    scale = fonts.scale
    anew = set(words)  # the blocks to draw
    if kept is not None and areas is not None:
        anew = {name for name, block in words.items() if name not in kept or kept[name].key != block.key}
        anew |= {name for name, block in words.items() if not block.plated}  # moving parts (put back)
        areas += [kept[name].rect.clip(rect) for name in anew if name in kept]  # what they showed goes
    still = not app_state.camera.moving
    joints = state.joints()
    radii = state.chain.radii
    seen = arrows_in_sight(view, joints, radii)
    circles, base, choice = None, None, None  # the circles to draw now, the one in the backdrop
    if state.show_circles:
        rims = np.flatnonzero(seen.rims & state.chain.turning)  # c0 stands still: a fixed offset, no circle
        circles = view.to_screen(joints[rims]), radii[rims] * view.scale
        choice = whole_circles(*circles, rect) if len(rims) > FEW_CIRCLES else None  # (once a frame)
        base = still_circle(state.chain, rims, *circles, rect, choice) if still else None
        if base is not None:
            circles = circles[0][1:], circles[1][1:]
            choice = choice and choice.rest()
    whole = not draw_backdrop(surface, view, state.curve, still, areas, scale, base)
    whole = whole or areas is None
    picture: list[pygame.Rect | None] = []  # what the chain, circles, trail and marks cover
    if circles is not None:
        picture += draw_circles(surface, view, *circles, scale.px(1), choice)
    if state.show_trail:
        picture += draw_pen_trail(surface, view, state, joints[-1], still=still, width=scale.px(1))
    picture.append(draw_arrows(surface, view, joints, radii, seen.arrows, scale))
    centre = view.point(state.spectrum.c0)
    picture.append(draw_marker(surface, view, centre, config.CENTRE, scale))
    pen, dot = view.point(joints[-1]), scale.px(4)
    if rect.inflate(2 * dot, 2 * dot).collidepoint(pen):
        picture.append(pygame.draw.circle(surface, config.PEN, pen, dot))
    for stroke, _ in app_state.pending:
        picture.append(draw_stroke(surface, view, view.to_screen(stroke), False, scale))
    if app_state.stroke:
        picture.append(draw_stroke(surface, view, view.to_screen(np.asarray(app_state.stroke)), True, scale))
    # Each part's own rectangle (one round them all would hold most of the canvas: the trail and the
    # circles lie far apart), two pixels more round: an antialiased end can reach a pixel past the
    # rectangle pygame returns for it (the fuzz found one left behind).
    moved = [part.inflate(4, 4).clip(rect) for part in picture if part is not None and part.w and part.h]
    touched = [*moved, *(areas or [])]
    shown = []  # the blocks of words drawn: over the picture, or anew, or where something was put back
    for name, block in words.items():
        if whole or name in anew or block.rect.collidelist(touched) != -1:
            block.draw(surface)
            shown.append(block.rect.clip(rect))
        if kept is not None:
            kept[name] = block
    surface.set_clip(old_clip)
    # Words no one remembers, or without plates, are moving parts: put back next frame.
    moved += [block.rect.clip(rect) for block in words.values() if kept is None or not block.plated]
    return CanvasDrawn([rect] if whole else [*(areas or []), *moved, *shown], moved)


HINT_BETWEEN = "  ·  "  # between the pieces of a hint, each kept on one line where it fits


def hint_text(app_state: AppState, view: ViewTransform | None = None) -> str:
    """The line along the canvas' foot: how to draw, or what a stroke under way or strokes waiting need
    (and that F brings back those the view has left wholly, given the view)."""
    lang, waiting = app_state.lang, len(app_state.pending)
    if app_state.stroke:
        return tr(lang, "canvas.hint_stroke")
    away = strokes_away(app_state.pending, view.visible_box()) if waiting and view is not None else 0
    if away:
        return tr(lang, counted("canvas.hint_pending_away", waiting), n=waiting, away=away)
    if waiting:
        return tr(lang, counted("canvas.hint_pending", waiting), n=waiting)
    return tr(lang, "canvas.hint")


def canvas_words(
    fonts: Fonts, view: ViewTransform, app_state: AppState, readout: str | None = None, window: bool = True
) -> dict[str, Words]:
    """The canvas' blocks of words by name: the caption with the time and pen line under it, and, in the
    live window only (window), the scale bar and the hint along the bottom (how to draw and zoom there:
    in a film they would only be in the way)."""
    state, lang = app_state.epicycles, app_state.lang
    readout = canvas_readout(state, lang) if readout is None else readout
    caption = curve_caption(state.curve, lang)
    if not window:
        return dict(_words(fonts, fonts.scale, view, caption, readout, None))
    box = box_over_canvas(app_state.lesson)  # the lesson window lies over the hint's line (its foot showed)
    marks = (app_state.camera.whole, box, None if box else hint_text(app_state, view))
    return dict(_words(fonts, fonts.scale, view, caption, readout, marks))  # (a copy: callers may add)


@lru_cache(maxsize=4)  # the window's, and a film's (the readout changes every few frames only)
def _words(
    fonts: Fonts,
    scale: Scale,
    view: ViewTransform,
    caption_text: str,
    readout: str,
    marks: tuple[float | None, bool, str | None] | None,
) -> dict[str, Words]:
    """canvas_words from the values it shows (scale: fonts' own, which rescale changes in place); marks:
    the window's (the zoom F shows, a lesson box over the hint, the hint), None in a film."""
    px = scale.px
    x, y, w, h = view.rect
    room = max(px(80), w - px(24))
    caption = tuple((line, config.TEXT_DIM, 14) for line in fonts.wrap(caption_text, room, 14))
    # The time and the pen on two lines where one is too narrow (a 320x240 film lost the pen's y).
    timed = tuple((line, config.TEXT, 15) for line in fonts.wrap_pieces(readout, READOUT_BETWEEN, room, 15))
    words = {"caption": text_block(fonts, (*caption, *timed), (x + px(12), y + px(10)))}
    if marks is None:
        return words
    whole, box, hint = marks
    scale_bar = scale_words(fonts, view, whole)
    if box or hint is None:
        return {"scale": scale_bar, **words}
    # Its words end before the scale bar's plate (the bar's label may reach left of the bar and down to the
    # hint's line, at 250 %): a longer hint (a large UI scale, a narrow canvas) wraps upwards.
    room = max(scale_bar.rect.left - x - px(20), px(80))  # (the words start at x + 12)
    lines = fonts.wrap_pieces(hint, HINT_BETWEEN, room, 13)
    lift = sum(fonts.image(line, config.TEXT_DIM, 13).get_height() + px(2) for line in lines[1:])
    hint_lines = tuple((line, config.TEXT_DIM, 13) for line in lines)
    hint_words = text_block(fonts, hint_lines, (x + px(12), y + h - px(26) - lift))
    return {"scale": scale_bar, **words, "hint": hint_words}


def draw_backdrop(
    surface: pygame.Surface,
    view: ViewTransform,
    curve: Curve,
    still: bool = True,
    areas: Sequence[pygame.Rect] | None = None,
    scale: Scale = UNSCALED,
    circle: Circle | None = None,
) -> bool:
    """Background, axes, target curve and the circle that stands still (circles_view.still_circle), if
    any: copied from a cached image when the camera is still and the surface allows it, over the given
    areas only (None: all of the canvas); else drawn whole, directly (a moving camera changes the view
    every frame: an image would never be used twice). True if copied."""
    rect = pygame.Rect(view.rect)
    if not still or surface.get_flags() & pygame.SRCALPHA or surface.get_alpha() is not None:
        # A copy would blend, not replace; such surfaces (tests, exports) are drawn directly.
        draw_still(surface, view, curve, scale, circle)
        return False
    key = (surface.get_size(), surface.get_bitsize(), surface.get_masks(), scale, circle)
    image = _backdrop(Same(curve), view, key)
    surface.blits([(image, area, area) for area in ([rect] if areas is None else areas)], doreturn=False)
    return True


@lru_cache(maxsize=1)
def _backdrop(curve: Same, view: ViewTransform, key: tuple) -> pygame.Surface:
    """The canvas without its moving parts, drawn as draw_canvas would, at full surface size.

    Curves are frozen, so the curve's identity, the view and the surface format determine the image.
    """
    size, bitsize, masks, scale, circle = key
    image = pygame.Surface(size, 0, bitsize, masks)
    image.set_clip(view.rect)
    draw_still(image, view, curve.obj, scale, circle)
    image.set_clip(None)
    return image


def draw_still(
    surface: pygame.Surface, view: ViewTransform, curve: Curve, scale: Scale, circle: Circle | None
) -> None:
    """What the backdrop shows, drawn within the canvas (the surface clipped to it)."""
    surface.fill(config.CANVAS_BG, view.rect)
    draw_axes(surface, view, scale)
    draw_target(surface, view, curve, scale)
    if circle is not None:  # (drawn first of the circles: the others blend over it)
        pygame.draw.aacircle(surface, config.CIRCLE, *circle, scale.px(1))


def draw_axes(surface: pygame.Surface, view: ViewTransform, scale: Scale = UNSCALED) -> None:
    """Faint axes through the math origin, where the chain starts (when it is in sight)."""
    ox, oy = view.point(0j)
    rect, width = pygame.Rect(view.rect), scale.px(1)
    if rect.top <= oy <= rect.bottom:
        pygame.draw.line(surface, config.GRID, (rect.left, oy), (rect.right, oy), width)
    if rect.left <= ox <= rect.right:
        pygame.draw.line(surface, config.GRID, (ox, rect.top), (ox, rect.bottom), width)


def draw_target(surface: pygame.Surface, view: ViewTransform, curve: Curve, scale: Scale = UNSCALED) -> None:
    """The curve being redrawn, faint, without the jumps between strokes; its samples as dots when few."""
    samples = curve.samples
    pts = view.to_screen(samples)
    ring = np.vstack([pts, pts[:1]])
    if curve.jumps:
        n = len(samples)
        ring[:-1][in_jumps(np.arange(n) / n, curve.jumps)] = np.nan
    for run in clip_polyline(decimate(ring, keep_last=True), view.rect):
        polyline(surface, config.TARGET, run, scale.px(1))
    if len(samples) <= config.FEW_SAMPLES:
        dot = scale.px(4)
        rect = pygame.Rect(view.rect).inflate(2 * dot, 2 * dot)
        for p in pts:
            if rect.collidepoint(p):
                pygame.draw.circle(surface, config.SAMPLE_DOT, p, dot)


def decimate(pts: np.ndarray, keep_last: bool = False) -> np.ndarray:
    """At most about MAX_POLYLINE_POINTS points, evenly picked (more cannot show at screen size)."""
    stride = -(-len(pts) // config.MAX_POLYLINE_POINTS)
    if stride <= 1:
        return pts
    out = pts[::stride]
    return np.concatenate([out, pts[-1:]]) if keep_last else out
