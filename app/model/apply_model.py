"""How the Model tab's intents change the state. No pygame, no disk: the worker's results arrive as intents.

The chain the tab shows is the RoPE panel's own (head_chain). What turns the chain into a head (a model
read, a token or head picked) is an undo step when the chain or the pick changes (history holds the pick);
the lesson's own reading is not (apply). A read stopped before its end (Cancel, a failure) gives back what
it replaced and is no step at all: its half-read pass leaves the history too (given_back).
"""

from __future__ import annotations

from app.errors import said
from app.llm.errors import ModelError
from app.llm.places import DEMO_NAME
from app.model import intents as i
from app.model.head_chain import CHAIN_SHOWN, chain_shown, show_chain
from app.model.history import capture
from app.model.model_state import DEMO, ModelState, shown_name
from app.model.outcome import NOTHING, Outcome, error, handles, refusing, say
from app.model.signs import minus
from app.model.state import AppState


def given_back(state: AppState) -> None:
    """The job stops; the model and head shown before it come back, and the chain its first head replaced,
    if it came (a job that failed or stopped before that leaves the chain the user chose alone)."""
    m, rope = state.rope.models, state.rope
    chain, stopped = m.chain_kept, m.run if m.kept is not None else None  # (the job's pass, once it came)
    m.cancel()
    if chain is not None and rope.content == "head":  # (a view chosen since the job's head stays)
        for name in CHAIN_SHOWN:
            setattr(rope, name, chain[name])
        rope.refresh()
        rope.set_playing(bool(chain["playing"]))
    if stopped is not None:  # its half-read pass is no undo or redo step
        state.history.pass_stopped(stopped, capture(state))


def stop_replaced(state: AppState) -> None:
    """A read whose first layers came stops before another job replaces it, as Cancel stops it: its half-read
    pass is no undo step (undo after the next read brought it back, its later layers "not read yet")."""
    if state.rope.models.job is not None and state.rope.models.kept is not None:
        given_back(state)


def pair_said(state: AppState) -> Outcome:
    """The status line of the pair shown: its tokens, Δ and the score S(m − n)."""
    r = state.rope.models.reading
    if r is None:
        return NOTHING
    text = [t.text for t in r.tokens]
    return say(
        state,
        "status.model.pair",
        m=r.query,
        query_token=text[r.query],
        n=r.key,
        key_token=text[r.key],
        delta=r.distance,
        layer=r.layer,
        head=r.head,
        score=minus(f"{r.score:.4f}"),  # as the plot writes S, with a true minus
    )


@handles(i.ModelsFound, undo_step=False)  # (no topic: the finder's report leaves a refusal's line alone)
def models_found(state: AppState, intent: i.ModelsFound) -> Outcome:
    if intent.models != state.rope.models.found:  # (looked for again each time the tab is shown)
        state.rope.models.found = intent.models
        state.rope.models.version += 1
    return NOTHING


@handles(i.OpenModel, topic="model", undo_step=False)
def open_model(state: AppState, intent: i.OpenModel) -> Outcome:
    m = state.rope.models
    stop_replaced(state)
    m.ask(intent.path, intent.name, m.sentence)
    return say(state, "status.model.opening", name=shown_name(intent.name, intent.path, state.lang))


@handles(i.SetModelSentence, topic="model", undo_step=False)
@refusing
def set_sentence(state: AppState, intent: i.SetModelSentence) -> Outcome:
    """No text or far too much is refused at once; else it is read (too many tokens: the model's process
    says so, and the sentence shown stays)."""
    m = state.rope.models
    m.draft = intent.text  # in the field until it is read: a sentence refused can be mended, not typed anew
    if m.model is None:
        if not intent.text.strip():
            raise ModelError("empty_text")
        m.sentence, m.draft = intent.text, None
        m.version += 1
        return say(state, "status.model.sentence_kept")
    from app.llm.heads import check_text

    check_text(intent.text)  # ModelError: nothing changes
    stop_replaced(state)
    m.ask(m.path, m.name, intent.text)  # the sentence shown becomes the job's when its first layer comes
    return say(state, "status.model.reading", name=shown_name(m.name, m.path, state.lang))


@handles(i.CancelModel, topic="model", undo_step=False)  # (what it gives back is no step: given_back)
def cancel_model(state: AppState, intent: i.CancelModel) -> Outcome:
    m = state.rope.models
    if m.job is None:
        return NOTHING
    opening = shown_name(m.job.name, m.job.path, state.lang)  # (no model open: the one that was opening)
    given_back(state)
    m.draft = None  # the field shows the sentence shown again (one refused stays there, to be mended)
    if m.name:
        return say(state, "status.model.cancelled_kept", name=shown_name(m.name, m.path, state.lang))
    return say(state, "status.model.cancelled", name=opening)


def read_stopped(state: AppState) -> Outcome | None:
    """Undo and redo stop the Model tab's read first, as Esc does (None: none under way). While it runs the
    tab keeps its own, so a step passed over each head until one changed the chain: one press took back
    every step, down to the chain of all ones beside a tab still reading."""
    job = state.rope.models.job
    return cancel_model(state, i.CancelModel()) if job is not None and not job.picks else None


@handles(i.ModelRead, topic="model")
def model_read(state: AppState, intent: i.ModelRead) -> Outcome:
    """Taken only while its job is the one asked for (a cancelled or replaced job's results are dropped)."""
    m, job = state.rope.models, state.rope.models.job
    if job is None or intent.seq != job.seq:
        return NOTHING
    if intent.phase == "head":
        if m.kept is None:  # the job's first head: the chain it replaces comes back if the job is given back
            m.chain_kept = chain_shown(state.rope)
        try:
            m.take(job, intent.model, intent.run)  # type: ignore[arg-type]
        except ModelError as exc:  # a head that is not numbers: refused as the worker's failures are
            given_back(state)
            return error(said(exc, state.lang))
        show_chain(state.rope, m)
        name = shown_name(job.name, job.path, state.lang)
        return say(state, "status.model.shown", name=name, tokens=m.run.length if m.run else 0)
    m.usage, m.picks = intent.usage, intent.picks  # type: ignore[assignment]
    m.done()
    state.history.pass_finished(m.opened())
    if job.picks and m.picks is not None:
        show_lesson_heads(state)
    m.version += 1
    return pair_said(state)


@handles(i.ModelFailed, topic="model", undo_step=False)
def model_failed(state: AppState, intent: i.ModelFailed) -> Outcome:
    """One line; the model and view shown before stay."""
    m = state.rope.models
    if m.job is None or intent.seq != m.job.seq:
        return NOTHING
    given_back(state)
    return error(said(intent.error, state.lang))


@handles(i.ModelFolderClosed, i.ModelRefused, topic="model", undo_step=False)
def model_folder_closed(state: AppState, intent: i.ModelFolderClosed | i.ModelRefused) -> Outcome:
    """One line (Open model… stays open, in the last folder it could look in; the model shown stays; a
    model given as a curve said as a model's refusal, not "Could not open it: …. The previous curve
    stays.", which speaks of curves)."""
    return error(said(intent.problem, state.lang))


@handles(i.PickToken, topic="model")
@refusing
def pick_token(state: AppState, intent: i.PickToken) -> Outcome:
    m = state.rope.models
    m.select(query=intent.index) if intent.role == "query" else m.select(key=intent.index)
    show_chain(state.rope, m)
    return pair_said(state)


@handles(i.SetModelHead, topic="model")
@refusing
def set_model_head(state: AppState, intent: i.SetModelHead) -> Outcome:
    m = state.rope.models
    m.select(layer=intent.layer, head=intent.head)
    show_chain(state.rope, m)
    return pair_said(state)


@handles(i.ToggleUsage, undo_step=False)  # (no topic: a look at the tab mends no error of it)
def toggle_usage(state: AppState, intent: i.ToggleUsage) -> Outcome:
    m = state.rope.models
    m.usage_of = "k" if m.usage_of == "q" else "q"
    m.version += 1
    return NOTHING


@handles(i.ScrollChips, undo_step=False)
def scroll_chips(state: AppState, intent: i.ScrollChips) -> Outcome:
    m = state.rope.models
    m.chips_from = intent.first
    m.version += 1
    return NOTHING


@handles(i.PointAtUsage, undo_step=False)
def point_at_usage(state: AppState, intent: i.PointAtUsage) -> Outcome:
    state.rope.models.pointed = intent.cell
    return NOTHING


def drop_lesson_heads(state: AppState) -> None:
    """Stop the lesson's model work, if under way (what it would bring back later must not change a
    chain the lesson has given back), and its second head: outside the step the tab shows one. Inside
    the lesson any work stops with its step (one the user asked for in a step is the step's)."""
    m = state.rope.models
    if m.job is not None and (m.job.picks or state.lesson is not None):
        given_back(state)
    if m.compare is not None:
        m.compare_with(None)


def show_lesson_heads(state: AppState) -> None:
    """The picked previous-token head, with the slow-pair head beside it, for the sentence's last token as
    the query and the token before it as the key (where a previous-token head looks)."""
    m = state.rope.models
    assert m.picks is not None and m.run is not None
    last = m.run.length - 1
    m.compare = m.picks.slow
    m.select(*m.picks.previous, query=last, key=max(last - 1, 0))
    show_chain(state.rope, m)


def lesson_read(m: ModelState, text: str) -> bool:
    """The tab holds the lesson's heads read from the demo model on text."""
    return m.picks is not None and m.path == DEMO and m.sentence == text and m.model is not None


def lesson_heads(state: AppState, text: str) -> None:
    """The lesson's real heads: the demo model on text, its previous-token head beside its slow-pair head;
    asked of the worker unless that sentence's picks are at hand."""
    m = state.rope.models
    kept = m.lesson_read
    if not lesson_read(m, text) and kept is not None and kept["sentence"] == text:
        for name, value in kept.items():  # (what the tab showed is the lesson's to give back)
            setattr(m, name, value)
        m.version += 1
    if lesson_read(m, text):
        m.job = None
        show_lesson_heads(state)
        return
    m.sentence = text
    m.ask(DEMO, DEMO_NAME, text, picks=True)
