"""How the results of exports and clipboard copies reach the status line. No pygame, no disk: the window
writes the files and reports with these intents."""

from __future__ import annotations

from app.errors import as_clause, reason_said, size_said
from app.i18n import tr
from app.model import intents as i
from app.model.outcome import NOTHING, Outcome, handles, refuse, say
from app.model.state import AppState


@handles(i.Exported, topic="export", undo_step=False)
def exported(state: AppState, intent: i.Exported) -> Outcome:
    unit = tr(state.lang, f"status.export.{intent.unit.rstrip('s')}{'' if intent.count == 1 else 's'}")
    size = size_said(intent.size, state.lang)
    if intent.choices is not None:  # (a still's or a table's; a film's were kept as it started)
        state.export_choices = intent.choices  # type: ignore[assignment]
    key = "status.export.replaced" if intent.replaced else "status.export.saved"
    where = {"folder": intent.folder} if intent.folder else {}  # (not the dialog's folder: said)
    key += "_in" if where else ""
    return say(state, key, name=intent.file_name, count=intent.count, unit=unit, size=size, **where)


@handles(i.ExportFailed, topic="export", undo_step=False)
def export_failed(state: AppState, intent: i.ExportFailed) -> Outcome:
    reason = reason_said(intent.reason, intent.problem, state.lang)
    if not intent.file_name:  # the name field left empty
        return refuse(state, "status.export.failed_unnamed", reason=reason)
    return refuse(state, "status.export.failed", name=intent.file_name, reason=reason)


@handles(i.ExportChoices, topic="export", undo_step=False)  # the dialog's fields, not a setting
def export_choices(state: AppState, intent: i.ExportChoices) -> Outcome:
    state.export_choices = intent.choices  # type: ignore[assignment]
    return NOTHING


@handles(i.ExportFieldsFine, topic="export", undo_step=False)
def export_fields_fine(state: AppState, intent: i.ExportFieldsFine) -> Outcome:
    return NOTHING  # (an export's error line goes: what it said is fixed)


@handles(i.ExportStarted, topic="export", undo_step=False)
def export_started(state: AppState, intent: i.ExportStarted) -> Outcome:
    unit = tr(state.lang, f"status.export.{'frame' if intent.count == 1 else 'frames'}")
    if intent.choices is not None:  # the next dialog opens with them, the film written or not
        state.export_choices = intent.choices  # type: ignore[assignment]
    return say(state, "status.export.started", name=intent.file_name, count=intent.count, unit=unit)


@handles(i.ExportCancelled, topic="export", undo_step=False)
def export_cancelled(state: AppState, intent: i.ExportCancelled) -> Outcome:
    return say(state, "status.export.cancelled", name=intent.file_name)


@handles(i.ExportTooLate, topic="export", undo_step=False)
def export_too_late(state: AppState, intent: i.ExportTooLate) -> Outcome:
    return say(state, "status.export.too_late", name=intent.file_name)


@handles(i.ExportQuitsOnceWritten, topic="export", undo_step=False)
def export_quits_once_written(state: AppState, intent: i.ExportQuitsOnceWritten) -> Outcome:
    return say(state, "status.export.closes_once_written", name=intent.file_name)


@handles(i.Copied, topic="clipboard", undo_step=False)
def copied(state: AppState, intent: i.Copied) -> Outcome:
    what = tr(state.lang, intent.what) if intent.what.startswith("status.") else intent.what
    return say(state, "status.clipboard.copied", what=what, rows=intent.rows)


@handles(i.CopyFailed, topic="clipboard", undo_step=False)
def copy_failed(state: AppState, intent: i.CopyFailed) -> Outcome:
    return refuse(state, "status.clipboard.failed", reason=as_clause(intent.reason))
