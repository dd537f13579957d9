"""How intents move the canvas camera (zoom, pan, fit, follow) and keep the list of saved drawings.
None of these is an undo step. No pygame."""

from __future__ import annotations

import numpy as np

from app import config
from app.geometry.camera import FITTED, pan_by, pose_of, zoom_about
from app.geometry.view_transform import fit_box
from app.model import intents as i
from app.model.outcome import NOTHING, Outcome, error, handles
from app.model.state import AppState, fitted_box


@handles(i.CanvasFitted, topic="camera")
def canvas_fitted(state: AppState, intent: i.CanvasFitted) -> Outcome:
    state.camera.fitted = intent.fitted
    return NOTHING


@handles(i.Zoom, topic="camera")
def zoom(state: AppState, intent: i.Zoom) -> Outcome:
    cam, fitted = state.camera, state.camera.fitted
    if fitted is None or not np.isfinite(intent.factor) or intent.factor <= 0:
        return NOTHING
    if cam.follow:
        cam.zoom_follow(intent.factor)
        return Outcome(f"Following the pen, zoomed ×{cam.follow_factor:.3g} beyond its own zoom.")
    x, y, w, h = fitted.rect
    at = intent.at if intent.at is not None else (x + w / 2, y + h / 2)
    cam.aim(zoom_about(fitted, cam.target, at, intent.factor))
    return Outcome(f"Zoom ×{cam.target.zoom:.3g} of the fitted view. F fits the curve again.")


@handles(i.Pan, topic="camera")
def pan(state: AppState, intent: i.Pan) -> Outcome:
    cam, fitted = state.camera, state.camera.fitted
    if fitted is None:
        return NOTHING
    if cam.follow:
        return Outcome("The camera follows the pen: press Shift+F to stop following, then drag to pan.")
    cam.jump(pan_by(fitted, cam.target, intent.dx, intent.dy))
    return NOTHING


@handles(i.FitView, topic="camera")
def fit_view(state: AppState, intent: i.FitView) -> Outcome:
    """The whole curve and the chain's joints round the period, in the canvas; follow mode off."""
    cam, fitted = state.camera, state.camera.fitted
    cam.set_follow(False)
    if fitted is None:
        return NOTHING
    box = fitted_box(state.epicycles.curve, state.epicycles.chain)
    view = fit_box(box, fitted.rect, config.FIT_MARGIN, config.CANVAS_HEADER, config.CANVAS_FOOTER)
    target = pose_of(fitted, view)
    cam.aim(FITTED if abs(target.zoom - 1) < 1e-9 and abs(target.offset) < 1e-12 else target)
    return Outcome("Fitted: the whole curve and its chain.")


@handles(i.ToggleFollow, topic="camera")
def toggle_follow(state: AppState, intent: i.ToggleFollow) -> Outcome:
    cam = state.camera
    cam.set_follow(not cam.follow if intent.on is None else bool(intent.on))
    if cam.follow:
        return Outcome("Following the pen: the last few arrows fill the view (the scale bar gives the zoom).")
    return Outcome("Stopped following the pen.")


# ---------------------------------------------------------------- saved drawings


@handles(i.DrawingsListed, topic="drawings")
def drawings_listed(state: AppState, intent: i.DrawingsListed) -> Outcome:
    state.saved = intent.drawings
    return NOTHING


@handles(i.DrawingRenamed, topic="drawings")
def drawing_renamed(state: AppState, intent: i.DrawingRenamed) -> Outcome:
    return Outcome(f"Renamed {intent.file_name} to “{intent.title}”.")


@handles(i.DrawingDeleted, topic="drawings")
def drawing_deleted(state: AppState, intent: i.DrawingDeleted) -> Outcome:
    if state.source == f"saved:{intent.file_name}":
        state.source = "file"  # still on screen, no longer on disk
    return Outcome(f"Deleted {intent.file_name}; the curve stays on screen until you pick another.")


@handles(i.DrawingFileFailed, topic="drawings")
def drawing_file_failed(state: AppState, intent: i.DrawingFileFailed) -> Outcome:
    return error(f"Could not {intent.what} the drawing: {intent.reason}.")
