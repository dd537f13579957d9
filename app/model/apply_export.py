"""How the results of exports and clipboard copies reach the status line. No pygame, no disk: the window
writes the files and reports with these intents."""

from __future__ import annotations

from app.model import intents as i
from app.model.outcome import Outcome, error, handles
from app.model.state import AppState


def size_said(size: int) -> str:
    """Bytes as people read them: 930 bytes, 14 kB, 2.1 MB."""
    if size < 1000:
        return f"{size} bytes"
    if size < 1_000_000:
        return f"{size / 1000:.0f} kB"
    return f"{size / 1e6:.1f} MB"


@handles(i.Exported, topic="export")
def exported(state: AppState, intent: i.Exported) -> Outcome:
    unit = intent.unit if intent.count != 1 else intent.unit.rstrip("s")
    return Outcome(f"Saved {intent.file_name}, {intent.count} {unit}, {size_said(intent.size)}.")


@handles(i.ExportFailed, topic="export")
def export_failed(state: AppState, intent: i.ExportFailed) -> Outcome:
    return error(f"Could not export {intent.file_name}: {intent.reason}. Nothing was written.")


@handles(i.ExportCancelled, topic="export")
def export_cancelled(state: AppState, intent: i.ExportCancelled) -> Outcome:
    return Outcome(f"Export cancelled: {intent.file_name} was not written.")


@handles(i.Copied, topic="clipboard")
def copied(state: AppState, intent: i.Copied) -> Outcome:
    return Outcome(f"Copied {intent.what} to the clipboard: {intent.rows} rows, tab-separated.")


@handles(i.CopyFailed, topic="clipboard")
def copy_failed(state: AppState, intent: i.CopyFailed) -> Outcome:
    return error(f"Could not copy to the clipboard: {intent.reason}.")
