"""The Model tab's menu: its entries (the models found, the one open or opening, Open model…) and what it
is built from, and the models it offers looked for off the loop. No pygame."""

from __future__ import annotations

import queue

from app.i18n import tr
from app.llm.places import DEMO_NAME
from app.model import intents as i
from app.model.model_state import DEMO, ModelJob, ModelState, shown_name

OPEN = "@open"  # the menu's "Open model…"
NONE = "@none"  # its "choose a model" line while none is open
OPENING = "@opening"  # its "Opening …" line while a model opens


def menu_options(m: ModelState, lang: str) -> tuple[list[tuple[str, str]], tuple[str, str]]:
    """The menu's entries (name, path) and the one shown: the model opening, else the open model's, else
    the first line."""
    options = [(shown_name(name, path, lang), path) for name, path in m.found]
    if m.name and m.path not in {path for _, path in options}:
        options.insert(0, (shown_name(m.name, m.path, lang), m.path))
    options.append((tr(lang, "model.open"), OPEN))
    current = next((o for o in options if o[1] == m.path and m.name), None)
    if (job := opening(m)) is not None:  # (it said "Choose a model…" until the first head came)
        name = DEMO_NAME if job.path == DEMO else job.name  # (with "(demo)" too wide at 125 %)
        current = (tr(lang, "model.opening", name=name), OPENING)
        options.insert(0, current)
    elif current is None:
        current = (tr(lang, "model.choose"), NONE)
        options.insert(0, current)
    return options, current


def opening(m: ModelState) -> ModelJob | None:
    """The job under way, if it opens a model other than the one shown (its first head has not come)."""
    job = m.job
    return job if job is not None and (m.model is None or job.path != m.path) else None


def look_for_models(out: queue.Queue) -> None:
    """The menu's models (app/llm/places), the demo's path given as DEMO, handed back as an intent."""
    from app.llm.places import demo_model, find_models

    demo = demo_model()
    out.put(i.ModelsFound(tuple((f.name, DEMO if f.path == demo else str(f.path)) for f in find_models())))


def menu_key(m: ModelState, lang: str) -> tuple[object, ...]:
    """What the menu and sliders were built from that a sync cannot change in place (entries, ranges)."""
    cfg = m.model.config if m.model is not None else None
    job = opening(m)
    return (
        m.found,
        m.name,
        m.path,
        job and job.path,
        job and job.name,
        lang,
        cfg and (cfg.layers, cfg.heads),
    )
