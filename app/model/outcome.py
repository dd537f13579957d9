"""What an intent did (its Outcome) and the table of handlers `apply` looks intents up in. No pygame."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.errors import said
from app.i18n import tr
from app.io.curves import Curve
from app.model.state import AppState


@dataclass(frozen=True)
class Outcome:
    """What an intent did: the status line it wrote (None: left as it was), and work for the window."""

    status: str | None = None
    error: bool = False
    short: str = ""  # the status line's shorter form, for a window too narrow for all of it
    save: Curve | None = None  # a new drawing to save in the user's data folder


NOTHING = Outcome()
Handler = Callable[[AppState, Any], Outcome]


@dataclass(frozen=True)
class Registered:
    """An intent type's handler, what its errors are about, and whether a change it makes is an undo step."""

    handler: Handler
    topic: str
    undo_step: bool


HANDLERS: dict[type, Registered] = {}  # filled once at import by @handles; read-only after
KEYS_WAIT = (
    "keys_wait"  # the topic of the line saying a shortcut waited for a dialog (the next that acts clears it)
)


def handles(*kinds: type, topic: str = "", undo_step: bool = True) -> Callable[[Handler], Handler]:
    """Register a handler for these intent types; `topic` names what their errors are about.

    undo_step=False for intents that change only time, what is shown, the camera, a stroke in progress
    or what the window reports: not worth a snapshot.
    """

    def register(fn: Handler) -> Handler:
        for kind in kinds:
            HANDLERS[kind] = Registered(fn, topic, undo_step)
        return fn

    return register


def topic_of(intent: object) -> str:
    """What an error line an intent leaves is about (its handler's topic; "" for none)."""
    registered = HANDLERS.get(type(intent))
    return "" if registered is None else registered.topic


def error(text: str) -> Outcome:
    return Outcome(text, error=True)


def say(state: AppState, key: str, **params: object) -> Outcome:
    """A status line from the catalogue, in the state's language."""
    return Outcome(tr(state.lang, key, **params))


def refuse(state: AppState, key: str, **params: object) -> Outcome:
    """An error line from the catalogue, in the state's language."""
    return error(tr(state.lang, key, **params))


def refusing(fn: Handler) -> Handler:
    """A handler whose ValueError (a refused value) becomes an error line; the state is left as it was."""

    def guarded(state: AppState, intent: Any) -> Outcome:
        try:
            return fn(state, intent)
        except ValueError as exc:
            return refuse(state, "status.refused", why=said(exc, state.lang))

    return guarded


def quietly(
    kind: type, topic: str, change: Callable[[AppState, Any], object], undo_step: bool = True
) -> None:
    """Register an intent that only passes its value on to the state and says nothing."""

    def handler(state: AppState, intent: Any) -> Outcome:
        change(state, intent)
        return NOTHING

    handles(kind, topic=topic, undo_step=undo_step)(handler)
