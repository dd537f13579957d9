"""What the status line says of several files dropped at once: the one that opened, and what became of
each of the others (one curve is shown at a time). No pygame."""

from __future__ import annotations

from app.errors import reason_said
from app.i18n import counted, tr
from app.model import intents as i
from app.model.outcome import Outcome, handles, refuse
from app.model.state import AppState


@handles(i.DroppedTogether, topic="curve", undo_step=False)  # (the line only: the curve opened before)
def dropped_together(state: AppState, intent: i.DroppedTogether) -> Outcome:
    """After the opened file's own line, the others: each failure's reason, then the files left unread.
    None opened: every reason, and the curve that stays (each file's line overwrote the one before)."""
    lang = state.lang
    reasons = [reason_said(f.reason, f.problem, lang) for f in intent.failed]
    if not intent.opened:
        return refuse(state, "status.curve.failed_all", n=len(reasons), reasons="; ".join(reasons))
    if intent.unread:
        key = counted("status.curve.skipped", len(intent.unread))
        reasons.append(tr(lang, key, names=", ".join(intent.unread)))
    note = tr(lang, "status.curve.not_opened", others="; ".join(reasons))
    return Outcome(f"{state.status.text} {note}", error=False)
