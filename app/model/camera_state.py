"""The canvas camera as part of the state: where it is, where it glides to, and follow mode. No pygame.

Camera moves are not undo steps; a new curve puts the camera back on the fitted view. `shown_view`
is what every view draws from (and what turns mouse pixels into math points).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from app.geometry.camera import (
    BLEND_SECONDS,
    FITTED,
    FOLLOW_ZOOM_RANGE,
    Pose,
    ease,
    follow_view,
    glide,
    pose_of,
    view_of,
    views_between,
)
from app.geometry.view_transform import Box, ViewTransform
from app.model.epicycle_state import EpicycleState


@dataclass
class Camera:
    """The free pose, the pose it glides to, and follow mode (blend eases 0 → 1 into it and back)."""

    fitted: ViewTransform | None = None  # the window's fitted view (CanvasFitted)
    whole: float | None = None  # the scale of what F shows, ×1 of every zoom said (measured as it fits)
    covered: int = 0  # pixels at the canvas' foot the lesson box lies over (CanvasFitted): F fits above
    pose: Pose = FITTED
    target: Pose = FITTED
    follow: bool = False
    blend: float = 0.0
    follow_factor: float = 1.0  # the wheel's zoom on top of follow mode's own

    def reset(self) -> None:
        """Back on the fitted view at once (a new curve)."""
        self.pose = self.target = FITTED

    def aim(self, target: Pose) -> None:
        self.target = target

    def jump(self, pose: Pose) -> None:
        """Go there at once (a pan follows the hand, it does not glide)."""
        self.pose = self.target = pose

    def set_follow(self, on: bool) -> None:
        self.follow = on
        if on:
            self.follow_factor = 1.0

    def hold(self, shown: ViewTransform) -> None:
        """Stay still on the view shown (follow mode off, any glide stopped): a stroke drawn over a moving
        view would be a tangle, its points taken each in another frame."""
        if self.fitted is not None and self.moving:
            self.follow, self.blend = False, 0.0
            self.jump(pose_of(self.fitted, shown))

    def zoom_follow(self, factor: float, own: float) -> float:
        """The wheel's zoom on top of follow mode's: by factor, kept where the view's zoom stays within
        FOLLOW_ZOOM_RANGE of the fitted view's (own: follow mode's own zoom of it). Beyond, the view
        stood still while the factor went on, so a zoom back out did nothing for as many notches.
        Returns the view's zoom of the fitted view."""
        low, high = (bound / own for bound in FOLLOW_ZOOM_RANGE)
        self.follow_factor = min(max(self.follow_factor * factor, low), high)
        return own * self.follow_factor

    def tick(self, dt: float) -> None:
        """Glide on by dt seconds (at rest, as most frames find it, nothing to do)."""
        if self.pose != self.target:
            self.pose = glide(self.pose, self.target, dt)
        goal = 1.0 if self.follow else 0.0
        if dt > 0 and self.blend != goal:
            self.blend = goal + (self.blend - goal) * math.exp(-dt / BLEND_SECONDS)
            if abs(self.blend - goal) < 1e-3:
                self.blend = goal

    def settled(self) -> Camera:
        """A copy as this camera comes to rest: at the pose it glides to, wholly following or not (what
        an export shows, its frames all alike, while the live camera glides on)."""
        return replace(self, pose=self.target, blend=1.0 if self.follow else 0.0)

    @property
    def gliding(self) -> bool:
        """Whether tick has more to do: a glide or the ease into or out of following not yet ended."""
        return self.pose != self.target or self.blend != (1.0 if self.follow else 0.0)

    @property
    def moving(self) -> bool:
        """Whether the view can change from frame to frame (gliding or following)."""
        return self.pose != self.target or self.blend > 0.0


def shown_view(camera: Camera, fitted: ViewTransform, epicycles: EpicycleState) -> ViewTransform:
    """The view on screen: the free pose, eased toward following the pen by blend."""
    free = view_of(fitted, camera.pose)
    if camera.blend <= 0.0:
        return free
    joints = epicycles.joints()
    follow = follow_view(
        fitted.rect, joints, epicycles.chain.radii, camera.follow_factor, epicycles.chain.turning
    )
    low, high = FOLLOW_ZOOM_RANGE
    scale = min(max(follow.scale, fitted.scale * low), fitted.scale * high)
    follow = ViewTransform(follow.rect, follow.centre, scale)
    return views_between(free, follow, ease(camera.blend))


def seen_box(camera: Camera, epicycles: EpicycleState) -> Box | None:
    """The math box the canvas shows once the camera comes to rest (None before a window fitted a view)."""
    if camera.fitted is None:
        return None
    return shown_view(camera.settled(), camera.fitted, epicycles).visible_box()
