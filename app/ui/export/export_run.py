"""The pygame side of `export`: a state for the curve, then the window's export job run to its end,
with a tqdm bar on stderr (when it is a terminal) and Ctrl+C or SIGTERM checked between frames."""

from __future__ import annotations

import dataclasses

import pygame
from tqdm import tqdm

from app.errors import reason_said
from app.i18n import DEFAULT
from app.io.curves import Curve
from app.io.presets import preset_curve, preset_names
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest
from app.model.state import AppState
from app.ui.export.export_job import ExportJob
from app.ui.export.render import RenderStoppedError, stop_on_signals
from app.ui.fonts import Fonts

ExportStoppedError = RenderStoppedError
SLICE_SECONDS = 0.05  # between looks at the stop signals and the bar


def export(
    curve: Curve,
    source: str,
    rope_view: str,
    arrows: int | None,
    request: ExportRequest,
    bar: bool,
    lang: str = DEFAULT,
) -> str | None:
    """Write the export, its words in lang; None when done, else the one-line reason it failed (in English:
    the command line's; nothing was written).

    ExportStoppedError on Ctrl+C or SIGTERM, with nothing written.
    """
    state = AppState.for_preset(curve, source, rope_view, lang=lang)
    if arrows is None and request.format in ("csv", "json"):
        arrows = len(curve.samples)  # a table lists every coefficient (as `coeffs` does) unless told
    if arrows is not None:
        apply(state, i.SetArrows(arrows))
    if request.view != "canvas":
        request = dataclasses.replace(request, deltas=(float(state.rope.lo), float(state.rope.hi)))
    if not request.animated:  # (no Δ on a screen to show: a still stands at the window's end, curve whole)
        apply(state, i.SetRopeDelta(str(state.rope.hi)))
    with stop_on_signals() as stopped:
        pygame.display.init()
        pygame.font.init()
        try:
            pygame.display.set_mode((1, 1))  # pygame_gui converts images, which needs a display (dummy here)
            presets = [(preset_curve(name).title, name) for name in preset_names()]
            job = ExportJob(state, request, Fonts(), presets)  # this pygame init's own
            progress = tqdm(total=job.total, unit="frame", disable=not bar, leave=False, file=None)
            with progress:
                while not job.finished:
                    if stopped:
                        job.cancel()
                        raise ExportStoppedError(stopped[0])
                    before = job.done
                    job.step(SLICE_SECONDS)
                    progress.update(job.done - before)
            return _reason(job.result)
        finally:
            pygame.quit()


def _reason(result: object) -> str | None:
    """A failed export's line: the catalogue's English words where it has them, as `render` says them (the
    system's "no space left on device" stood beside render's "no space left on the disk")."""
    if isinstance(result, i.ExportFailed):
        reason = reason_said(result.reason, result.problem, DEFAULT, cli=True)
        return f"cannot write {result.file_name}: {reason}"
    return None
