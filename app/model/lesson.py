"""Lesson mode: the two lessons as steps on the live canvas and panel. No pygame.

Each step declares as data the whole state it needs (a Scene: the curve, arrows, order, time, the RoPE
chain, its content, q and k, scaling, windows, Δ, tab and the invariance positions), and shows
a caption (catalogue keys `lesson.<key>.title` and `.text`) and the number the lesson computes, which
`numbers` works out with the app's own math every time (tests hold them to the lessons' values; the
RoPE ladder's steps, of the chain the panel draws: lesson_chain).
Steps follow the lessons: positions as angles, RoPE's rotation, its relative invariance, arrows drawing
curves, Hanson's square, problems 7 and 8, the RoPE score as an epicycle, problem 9 and a real head.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Literal

import numpy as np

from app import config
from app.io.presets import preset_curve
from app.math import fourier, rope, rope_window
from app.math.fourier import Order
from app.model.inspector import complex_text
from app.model.lesson_chain import (
    UNIT_QK,
    WORDS,
    CanvasShown,
    ChainShown,
    Numbers,
    ladder_numbers,
    ladder_pair_numbers,
    relative_numbers,
    rotation_numbers,
)


@dataclass(frozen=True)
class Scene:
    """Every setting a step speaks about; entering the step sets them all, whatever was set before.

    `speaks_of` says which half of the window the step is about: the lesson box sits over the other.
    """

    speaks_of: Literal["canvas", "rope"]
    preset: str = "heart"
    arrows: int | None = None  # None: all the preset's arrows (at most MAX_DRAWN_ARROWS)
    order: Order = "amplitude"
    time: float | None = None  # None: the canvas plays from t = 0; else paused at this t
    rope_arrows: int = 4
    base: float = rope.DEFAULT_BASE
    content: str = "ones"
    seed: int = 0
    qk: tuple[tuple[float, ...], tuple[float, ...]] | None = None  # q, k of content "custom"
    scaling: tuple[str, float] = ("none", 4.0)  # off: only a step about scaling would turn it on
    window: tuple[int, int] = (0, 4096)
    search: tuple[int, int] = (100, 4096)
    delta: int | None = 0  # Δ paused here; None: paused at the best return
    rope_playing: bool = False
    tab: Literal["score", "invariance", "model"] = "score"
    invariance: tuple[int, int, int] = (700, 200, 1000)  # m, n, shift
    model_text: str | None = None  # tab "model": the demo model reads this sentence (apply_model)


@dataclass(frozen=True)
class LessonStep:
    """One step: its catalogue key, the whole state it needs, and its numbers (of the chain the step
    sets). on_chain: its words speak of the RoPE panel's chain as drawn (step_numbers), which the panel's
    keys 1/2/3, arrow count, base or content (a head's too), changed in the step, change (lesson_chain), or
    say that it is no longer the lesson's (lessons_chain)."""

    key: str
    scene: Scene
    numbers: Callable[..., Numbers]
    on_chain: bool = False


def step_numbers(step: LessonStep, chain: ChainShown) -> Numbers:
    """The step's numbers: of the chain drawn for a step on_chain, else its own."""
    return step.numbers(chain) if step.on_chain else step.numbers()


def _chain(name: str, n_arrows: int, order: fourier.Order = "amplitude") -> fourier.Chain:
    spectrum = fourier.compute_coefficients(preset_curve(name).samples)
    return fourier.make_chain(spectrum, order, n_arrows)


@cache  # (the step works its numbers out every frame, of the arrows drawn)
def arrows_numbers(drawn: int | None = None) -> Numbers:
    """Every arrow of the heart passes through every sample; the largest drawn (MAX_DRAWN_ARROWS as the
    step sets, or as many as the Arrows slider draws) come close."""
    samples = preset_curve("heart").samples
    n = len(samples)
    shown = min(config.MAX_DRAWN_ARROWS if drawn is None else drawn, n)
    miss = [float(np.max(np.abs(fourier.pen_on_grid(_chain("heart", a), n) - samples))) for a in (n, shown)]
    return {"n": n, "miss": miss[0], "shown": shown, "miss_shown": miss[1]}


def _coefficient(samples: np.ndarray, k: int) -> complex:
    spectrum = fourier.compute_coefficients(samples)
    return complex(spectrum.c[spectrum.k == k][0])


@cache  # (a step on the canvas works its numbers out every frame)
def square_numbers() -> Numbers:
    """The 8-point square: c₁ = (1+√2)/2, c₋₃ = (1−√2)/2, and the bulge at t = π/8."""
    samples = preset_curve("square8").samples
    pen = complex(fourier.pen_positions(_chain("square8", 8), np.array([math.pi / 8]))[0])
    return {
        "c1": _coefficient(samples, 1).real,
        "c_3": _coefficient(samples, -3).real,
        "x": pen.real,
        "y": pen.imag,
    }


def dense_numbers(_drawn: int | None = None) -> Numbers:
    """The dense square's numbers, whichever arrow count the slider draws."""
    return _dense()


@cache  # (a step on the canvas works its numbers out every frame)
def _dense() -> Numbers:
    """The dense square: the largest miss with 8, 64 and all arrows."""
    samples = preset_curve("square").samples
    out: Numbers = {}
    for n in (8, 64, len(samples)):
        chain = _chain("square", n)
        out[f"miss{n if n != len(samples) else 'all'}"] = float(
            np.max(np.abs(fourier.pen_on_grid(chain, len(samples)) - samples))
        )
    return out


@cache  # (a step on the canvas works its numbers out every frame)
def teacup_numbers() -> Numbers:
    """4e^{it} + e^{-3it}: 3 m from the centre at 7.5, 22.5, 37.5, 52.5 s and 5 m at 0, 15, 30, 45 s."""
    chain = _chain("teacup", 2)
    near = np.abs(fourier.pen_positions(chain, np.array([1, 3, 5, 7]) * math.pi / 4))
    far = np.abs(fourier.pen_positions(chain, np.array([0, 2, 4, 6]) * math.pi / 4))
    return {
        "near": float(near.max()),
        "near_min": float(near.min()),
        "far": float(far.min()),
        "far_max": float(far.max()),
    }


@cache  # (a step on the canvas works its numbers out every frame)
def problem8_numbers() -> Numbers:
    """Start one sample later, trace backwards, move by 2 + i: what each does to the arrows."""
    z = preset_curve("square8").samples
    later, backwards, moved = fourier.start_at(z, 1), fourier.reverse(z), fourier.translate(z, 2 + 1j)
    c1, c_3 = _coefficient(later, 1), _coefficient(later, -3)
    return {
        "c1_re": c1.real,
        "c1_im": c1.imag,
        "c_3_re": c_3.real,
        "c_3_im": c_3.imag,
        "rev_c_1": _coefficient(backwards, -1).real,
        "rev_c3": _coefficient(backwards, 3).real,
        "c0_re": _coefficient(moved, 0).real,
        "c0_im": _coefficient(moved, 0).imag,
        "c0": complex_text(_coefficient(moved, 0)).replace(" ", "\u00a0"),  # "2 + i" as written, unbroken
    }


def two_arrow_scores() -> Numbers:
    """cos Δ + cos 0.01Δ at Δ = 0, 3, 6, 314, 628."""
    omega, h = rope.ladder_frequencies(2, rope.DEFAULT_BASE), rope.content_ones(2)
    values = rope.scores(np.array([0.0, 3, 6, 314, 628]), omega, h)
    return {f"d{d}": float(v) for d, v in zip((0, 3, 6, 314, 628), values, strict=True)}


@cache  # (a step on the chain works its numbers out every frame)
def _best(n_arrows: int) -> rope_window.WindowBest:
    omega, h = rope.ladder_frequencies(n_arrows, rope.DEFAULT_BASE), rope.content_ones(n_arrows)
    return rope_window.window_search(100, 4096, omega, h)


def return_2_numbers() -> Numbers:
    best = _best(2)
    return {"delta": best.best_delta, "score": best.best_score}


def return_32_numbers() -> Numbers:
    best = _best(32)
    return {"delta": best.best_delta, "ratio": best.ratio}


@dataclass(frozen=True)
class OwnUse:
    """What a canvas step asks the user to change, which leaves its words its own: the Arrows slider
    (its numbers then of the arrows drawn), the inspector's changes; timed: its words say where time
    stands."""

    slider: bool = False
    transforms: bool = False
    timed: bool = False


def lessons_chain(
    numbers: Callable[..., Numbers], scene: Scene, searched: bool = True, uses: OwnUse = OwnUse()
) -> Callable[..., Numbers]:
    """A step's numbers of the chain its scene sets, said as the lesson's (the "_other" wording: how that
    chain comes back) while the panel or canvas draws another: the step's arrows, base, content, scaling or
    (for a step whose numbers were searched for) best-in range changed in it (the box said "Two arrows
    here" beside 32 and "Δ = 1885" of another range); on the canvas its curve, samples, order or arrow
    count, unless the step asks for that change (uses). A step whose words say where time stands says so
    only while it stands there ("_moving": it said "Time is paused at 7.5 s" as the cup went round)."""

    def of(chain: ChainShown | None = None) -> Numbers:
        if chain is not None and chain.canvas is not None and scene.speaks_of == "canvas":
            words = _canvas_words(scene, chain.canvas, uses)  # (of the arrows drawn if of its own curve)
            return (numbers(chain.canvas.arrows) if uses.slider and not words else numbers()) | words
        own = numbers()
        if chain is None or scene.speaks_of == "canvas":
            return own
        drawn = (scene.rope_arrows, scene.base, scene.content, True, scene.search if searched else None)
        shown = (chain.n_arrows, chain.base, chain.content, chain.plain, chain.search if searched else None)
        return own if shown == drawn else own | {WORDS: "_other"}

    return of


def _canvas_words(scene: Scene, canvas: CanvasShown, uses: OwnUse) -> Numbers:
    """The wording of a canvas step for the canvas shown: its own, "_other" or "_moving"."""
    arrows = canvas.arrows if uses.slider else min(scene.arrows or config.MAX_DRAWN_ARROWS, canvas.max_arrows)
    own = (scene.preset, config.DEFAULT_SAMPLES, scene.order, arrows)
    curve = canvas.source if not canvas.transformed or uses.transforms else ""  # (a transform: a new curve)
    if (curve, canvas.samples, canvas.order, canvas.arrows) != own:
        return {WORDS: "_other"}
    at = scene.time or 0.0
    stands = canvas.paused_at is not None and math.isclose(canvas.paused_at, at, abs_tol=1e-9)
    return {WORDS: "_moving"} if uses.timed and not stands else {}


def real_head_numbers() -> Numbers:
    """None of its own: the window reads the demo model off the loop and the lesson box shows the
    heads it picked (model_state.HeadPicks), or says it is still reading."""
    return {}


REAL_HEAD_TEXT = "The cat sat on the mat because the cat was tired."
LADDER = Scene("rope", rope_arrows=4, tab="invariance")
EPICYCLE = Scene("rope", rope_arrows=2, rope_playing=True)
ARROWS, DENSE = Scene("canvas", preset="heart"), Scene("canvas", preset="square", arrows=64)
SQUARE, TEACUP = (
    Scene("canvas", preset="square8", time=math.pi / 8),
    Scene("canvas", preset="teacup", time=math.pi / 4),
)
PROBLEM8 = Scene("canvas", preset="square8", time=0.0)
RETURN_2, RETURN_32 = Scene("rope", rope_arrows=2, delta=None), Scene("rope", rope_arrows=32, delta=None)
STEPS: tuple[LessonStep, ...] = (
    LessonStep("ladder", LADDER, ladder_numbers, True),
    LessonStep(
        "rotation",
        replace(LADDER, content="custom", qk=UNIT_QK, invariance=(2, 5, 3)),
        rotation_numbers,
        True,
    ),
    LessonStep(
        "relative",
        replace(LADDER, content="custom", qk=UNIT_QK, invariance=(2, 5, 95)),
        relative_numbers,
        True,
    ),
    LessonStep(
        "ladder_pairs",
        replace(LADDER, content="random", seed=0, invariance=(3, 7, 37)),
        ladder_pair_numbers,
        True,
    ),
    LessonStep("arrows", ARROWS, lessons_chain(arrows_numbers, ARROWS, uses=OwnUse(slider=True)), True),
    LessonStep("square", SQUARE, lessons_chain(square_numbers, SQUARE, uses=OwnUse(timed=True)), True),
    LessonStep("dense", DENSE, lessons_chain(dense_numbers, DENSE, uses=OwnUse(slider=True)), True),
    LessonStep("teacup", TEACUP, lessons_chain(teacup_numbers, TEACUP, uses=OwnUse(timed=True)), True),
    LessonStep(
        "problem8", PROBLEM8, lessons_chain(problem8_numbers, PROBLEM8, uses=OwnUse(transforms=True)), True
    ),
    LessonStep("rope_epicycle", EPICYCLE, lessons_chain(two_arrow_scores, EPICYCLE, searched=False), True),
    LessonStep("return2", RETURN_2, lessons_chain(return_2_numbers, RETURN_2), True),
    LessonStep("return32", RETURN_32, lessons_chain(return_32_numbers, RETURN_32), True),
    LessonStep(
        "real_head", Scene("rope", rope_arrows=32, tab="model", model_text=REAL_HEAD_TEXT), real_head_numbers
    ),
)


def box_over_canvas(step: int | None) -> bool:
    """The lesson window sits over the canvas: a step about the RoPE panel is shown."""
    return step is not None and STEPS[step].scene.speaks_of == "rope"
