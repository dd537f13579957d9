"""How intents move the canvas camera (zoom, pan, fit, follow) and keep the list of saved drawings.
None of these is an undo step. No pygame."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from app.errors import reason_said
from app.geometry.camera import (
    FITTED,
    FOLLOW_ZOOM_RANGE,
    follow_view,
    format_zoom,
    pan_by,
    pose_of,
    zoom_about,
)
from app.geometry.view_transform import ViewTransform
from app.i18n import tr
from app.io.curves import titled
from app.io.drawings import untitled_as_empty
from app.model import intents as i
from app.model.apply_transform import renamed_run
from app.model.apply_ui_scale import ui_shown
from app.model.outcome import NOTHING, Outcome, handles, refuse, say
from app.model.state import SAVED, UNSAVED, AppState, whole_view


@handles(i.CanvasFitted, topic="camera", undo_step=False)
def canvas_fitted(state: AppState, intent: i.CanvasFitted) -> Outcome:
    state.camera.fitted, state.camera.covered = intent.fitted, intent.covered
    measure_whole(state, intent.fitted)
    return NOTHING


def measure_whole(state: AppState, fitted: ViewTransform) -> ViewTransform:
    """What F shows now; its scale is ×1 of every zoom the window says (camera.whole), measured as the view
    is fitted and at F, not every frame (the chain's joints round the period cost 30 ms at 16,384 arrows).
    A drawing is shown where it was drawn: against that box the scale bar said ×1.74 beside "Fitted"."""
    e = state.epicycles
    whole = whole_view(e.curve, e.chain, fitted.rect, ui_shown(state), state.camera.covered)
    state.camera.whole = whole.scale
    return whole


@handles(i.Zoom, topic="camera", undo_step=False)
def zoom(state: AppState, intent: i.Zoom) -> Outcome:
    cam, fitted = state.camera, state.camera.fitted
    if fitted is None or not np.isfinite(intent.factor) or intent.factor <= 0:
        return NOTHING
    e = state.epicycles
    unit = fitted.scale / (cam.whole or measure_whole(state, fitted).scale)  # (as the scale bar says)
    if cam.follow:
        own = (
            follow_view(fitted.rect, e.joints(), e.chain.radii, turning=e.chain.turning).scale / fitted.scale
        )
        before = min(max(own * cam.follow_factor, FOLLOW_ZOOM_RANGE[0]), FOLLOW_ZOOM_RANGE[1])  # as shown
        shown = cam.zoom_follow(intent.factor, own)
        key = "follow_zoom" if abs(math.log(shown / before)) > 1e-9 else "follow_limit"
        return say(state, f"status.camera.{key}", factor=format_zoom(shown * unit))
    x, y, w, h = fitted.rect
    at = intent.at if intent.at is not None else (x + w / 2, y + h / 2)
    cam.aim(zoom_about(fitted, cam.target, at, intent.factor))
    return say(state, "status.camera.zoom", factor=format_zoom(cam.target.zoom * unit))


@handles(i.Pan, topic="camera", undo_step=False)
def pan(state: AppState, intent: i.Pan) -> Outcome:
    cam, fitted = state.camera, state.camera.fitted
    if fitted is None:
        return NOTHING
    if cam.follow:
        return say(state, "status.camera.no_pan")
    cam.jump(pan_by(fitted, cam.target, intent.dx, intent.dy))
    return NOTHING


@handles(i.FitView, topic="camera", undo_step=False)
def fit_view(state: AppState, intent: i.FitView) -> Outcome:
    """The whole curve and the chain's joints round the period, and the strokes waiting, in the canvas;
    follow mode off. (×1 of the zooms said stays the curve's own.)"""
    cam, fitted = state.camera, state.camera.fitted
    cam.set_follow(False)
    if fitted is None:
        return NOTHING
    whole = measure_whole(state, fitted)
    if state.pending:  # their points, not the box they were drawn in: that is the whole canvas, with the
        # caption's and hint's rows, and fitted it shrank a view that already showed them all to ×0.76
        e, strokes = state.epicycles, tuple(z for z, _ in state.pending)
        whole = whole_view(e.curve, e.chain, fitted.rect, ui_shown(state), cam.covered, strokes)
    target = pose_of(fitted, whole)
    cam.aim(FITTED if abs(target.zoom - 1) < 1e-9 and abs(target.offset) < 1e-12 else target)
    return say(state, "status.camera.fitted_strokes" if state.pending else "status.camera.fitted")


@handles(i.ToggleFollow, topic="camera", undo_step=False)
def toggle_follow(state: AppState, intent: i.ToggleFollow) -> Outcome:
    cam = state.camera
    cam.set_follow(not cam.follow if intent.on is None else bool(intent.on))
    if cam.follow:
        return say(state, "status.camera.follow")
    return say(state, "status.camera.unfollow")


# ---------------------------------------------------------------- saved drawings


@handles(i.DrawingsListed, topic="listing", undo_step=False)  # (says nothing of a rename that failed)
def drawings_listed(state: AppState, intent: i.DrawingsListed) -> Outcome:
    state.saved = intent.drawings
    return NOTHING


@handles(i.DrawingRenamed, topic="drawings", undo_step=False)
def drawing_renamed(state: AppState, intent: i.DrawingRenamed) -> Outcome:
    source = SAVED + intent.file_name
    title = untitled_as_empty(intent.title)
    if state.source == source:  # on screen: its caption says the new name
        names = titled(state.epicycles.curve, title)
        if not renamed_run(state, names.title, names.title_ko):
            state.epicycles.curve = names
    state.history.amend(source, lambda s: replace(s, curve=titled(s.curve, title)))
    shown = title or tr(state.lang, "curve.drawing.title")  # untitled: the name each language gives it
    return say(state, "status.drawings.renamed", name=intent.file_name, title=shown)


@handles(i.DrawingDeleted, i.DrawingGone, topic="drawings", undo_step=False)
def drawing_deleted(state: AppState, intent: i.DrawingDeleted | i.DrawingGone) -> Outcome:
    if state.source == SAVED + intent.file_name:
        state.source = UNSAVED  # still on screen, no longer on disk (Rename… and Delete… have nothing to do)
    state.history.amend(SAVED + intent.file_name, lambda s: replace(s, source=UNSAVED))
    if isinstance(intent, i.DrawingGone):
        return refuse(state, "status.drawings.gone", name=intent.file_name)
    return say(state, "status.drawings.deleted", name=intent.file_name)


@handles(i.DrawingFileFailed, topic="drawings", undo_step=False)
def drawing_file_failed(state: AppState, intent: i.DrawingFileFailed) -> Outcome:
    reason = reason_said(intent.reason, intent.problem, state.lang)
    return refuse(state, f"status.drawings.{intent.what}_failed", reason=reason)
