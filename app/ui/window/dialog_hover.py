"""Nothing behind a dialog lights up under the pointer, since nothing there takes a press while it waits
for its answer (router.receiver_at: "behind"). pygame_gui lights no element below a window whose
check_hover says True, as a blocking window's always does; a dialog's says so wherever the pointer is over
no window at all (over another, the help say, that one's buttons light as they would)."""

from __future__ import annotations

from pygame_gui.elements import UIWindow


def hold_hover(window: UIWindow) -> None:
    own = window.check_hover
    manager = window.ui_manager

    def check_hover(time_delta: float, hovered_higher_element: bool) -> bool:
        hovered = own(time_delta, hovered_higher_element)
        pos = manager.get_mouse_position()
        windows = manager.get_window_stack().get_full_stack()
        return hovered or not any(w.visible and w.rect.collidepoint(pos) for w in windows)

    window.check_hover = check_hover  # type: ignore[method-assign]
