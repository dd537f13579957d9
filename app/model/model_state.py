"""What the RoPE panel's Model tab shows: the open model, its sentence, the chosen head and pair, and the
work asked of the loop's worker. No pygame, no disk.

A job (open a model, read a new sentence) is asked for here and done in the model's process (model_work);
its results come back as intents (ModelRead, ModelFailed) and are taken only while the job is still the one
asked for, so a cancelled or replaced job changes nothing. The pass of the open sentence is kept: picking a
token, a layer or a head reads its traces again (no layer is run here: one not yet run is refused).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from app.i18n import tr
from app.llm.errors import ModelError
from app.llm.picks import HeadPicks, pick_heads  # noqa: F401 (the lesson's heads, chosen in the worker)
from app.llm.places import DEMO_NAME

if TYPE_CHECKING:  # the reader of models is imported when a model is opened, not at start-up
    from app.llm.forward import SentencePass
    from app.llm.heads import HeadReading, Usage
    from app.llm.held import HeldPass, ModelFacts
    from app.llm.model import Model

DEFAULT_SENTENCE = "The cat sat on the mat because the cat was tired."
DEMO = ""  # a job's path for the demo model (the worker finds it, or says how to get it)
# What the tab shows of an open model: kept when a job's first result comes, given back if it is cancelled.
SHOWN = ("name", "path", "model", "run", "sentence", "layer", "head", "query", "key", "reading", "pass_score")
SHOWN_TOO = ("usage", "picks", "compare", "compare_reading")


def demo_found(m: ModelState) -> bool:
    """The demo model is among the models found (the lesson's real head reads it)."""
    return any(path == DEMO for _, path in m.found)


def shown_name(name: str, path: str, lang: str) -> str:
    """The name a model goes by in the window: the demo model's with "(demo)" in the language."""
    return tr(lang, "model.demo_name", name=DEMO_NAME) if path == DEMO else name


@dataclass(frozen=True, eq=False)
class Opened:
    """What the tab shows of an open model (SHOWN and SHOWN_TOO), as an undo step holds it: taken back
    together, so that the tab never shows another sentence's or model's pass than the chain."""

    values: tuple[object, ...]

    def __eq__(self, other: object) -> bool:  # the same pass is the same tab (as curves, by identity)
        return isinstance(other, Opened) and self.run is other.run

    __hash__ = object.__hash__

    def shown(self, name: str) -> object:
        """One of SHOWN as the step holds it."""
        return self.values[SHOWN.index(name)]

    @property
    def run(self) -> object:
        return self.shown("run")

    def finished(self, later: Opened) -> Opened:
        """This, with the usage map and picks that came for its pass after its first head (later's)."""
        names = (*SHOWN, *SHOWN_TOO)
        pairs = zip(names, self.values, later.values, strict=True)
        return Opened(tuple(b if name in ("usage", "picks") else a for name, a, b in pairs))


@dataclass(frozen=True)
class ModelJob:
    """Work asked of the worker: open path (DEMO: the demo model) and run text; show layer and head first.
    picks: choose the previous-token and slow-pair heads too (the lesson's)."""

    seq: int
    path: str
    name: str
    text: str
    layer: int = 0
    head: int = 0
    picks: bool = False


@dataclass
class ModelState:
    """The Model tab's state; `model` and `run` are the open model and its sentence's pass."""

    found: tuple[tuple[str, str], ...] = ()  # (name, path) of the models the menu offers
    name: str = ""  # the open model's, "" when none is
    path: str = ""
    model: ModelFacts | Model | None = field(default=None, repr=False)  # (a Model where no process runs)
    run: HeldPass | SentencePass | None = field(default=None, repr=False)
    sentence: str = DEFAULT_SENTENCE  # what the field shows (the open pass's text once read)
    draft: str | None = None  # a sentence asked for and refused: the field keeps it (Cancel lets it go)
    layer: int = 0
    head: int = 0
    query: int = 0
    key: int = 0
    reading: HeadReading | None = field(default=None, repr=False)
    pass_score: float | None = (
        None  # the pass's own pre-softmax score of the pair (reading.score is S(m − n))
    )
    usage: Usage | None = field(default=None, repr=False)
    usage_of: Literal["q", "k"] = "q"
    pointed: tuple[int, int] | None = None  # the usage map's cell under the pointer (layer, column)
    chips_from: int | None = None  # the first token given a chip (None: the chips end at the last token)
    picks: HeadPicks | None = None
    compare: tuple[int, int] | None = None  # a second head, beside the first (the lesson's)
    compare_reading: HeadReading | None = field(default=None, repr=False)  # its chain for the same pair
    job: ModelJob | None = None
    kept: dict[str, object] | None = field(default=None, repr=False)  # what the job under way replaced
    chain_kept: dict[str, object] | None = field(default=None, repr=False)  # the RoPE chain it replaced
    # The lesson's real heads, read: kept (not copied) when the lesson gives the user's tab back, so that
    # entering the step again shows them at once instead of reading the model for seconds anew.
    lesson_read: dict[str, object] | None = field(default=None, repr=False)
    seq: int = 0  # of the last job asked for
    version: int = 0  # grows with every change the tab shows

    @property
    def busy(self) -> bool:
        return self.job is not None

    def opened(self) -> Opened:
        return Opened(tuple(getattr(self, name) for name in (*SHOWN, *SHOWN_TOO)))

    def reopen(self, opened: Opened) -> None:
        """The tab as an undo step held it (its model, sentence, head and pair, or none), not read again."""
        for name, value in zip((*SHOWN, *SHOWN_TOO), opened.values, strict=True):
            setattr(self, name, value)
        self.draft, self.chips_from, self.pointed = None, None, None
        self.version += 1

    def ask(self, path: str, name: str, text: str, picks: bool = False) -> ModelJob:
        """A new job (it replaces one under way); layer and head stay when the model does."""
        self.seq += 1
        same = path == self.path and self.model is not None
        layer, head = (self.layer, self.head) if same else (0, 0)
        self.job = ModelJob(self.seq, path, name, text, layer, head, picks)
        self.version += 1
        return self.job

    def cancel(self) -> None:
        """No job; what a cancelled or failed job had replaced comes back."""
        self.job, self.chain_kept = None, None
        if self.kept is not None:
            for name, value in self.kept.items():
                setattr(self, name, value)
            self.kept = None
        self.version += 1

    def done(self) -> None:
        """The job is finished: what it replaced is let go."""
        self.job, self.kept, self.chain_kept = None, None, None
        self.version += 1

    def take(self, job: ModelJob, model: ModelFacts | Model, run: HeldPass | SentencePass) -> None:
        """A job's first result: the model and its pass (run as far as the layer shown); the last token
        is the query, the first the key (the lesson's, which asks for picks: the token before the query,
        as its words say while the heads are being read)."""
        if self.kept is None:
            self.kept = {name: getattr(self, name) for name in (*SHOWN, *SHOWN_TOO)}
        self.name, self.path, self.model, self.run, self.sentence = job.name, job.path, model, run, job.text
        self.draft = None
        self.usage, self.picks, self.compare, self.compare_reading = None, None, None, None
        self.query, self.chips_from = run.length - 1, None
        self.key = max(self.query - 1, 0) if job.picks else 0
        cfg = model.config
        self.layer, self.head = min(job.layer, cfg.layers - 1), min(job.head, cfg.heads - 1)
        self.read()

    def select(
        self,
        layer: int | None = None,
        head: int | None = None,
        query: int | None = None,
        key: int | None = None,
    ) -> None:
        """Another head or pair of the open pass; ModelError (nothing changed) for one out of range or a
        layer the pass has not reached yet."""
        if self.run is None or self.model is None:
            raise ModelError("no_model")
        cfg = self.model.config
        now = (self.layer, self.head, self.query, self.key)
        wanted = tuple(
            n if v is None else int(v) for v, n in zip((layer, head, query, key), now, strict=True)
        )
        for what, value, count in zip(
            ("layer", "head", "query", "key"),
            wanted,
            (cfg.layers, cfg.heads, self.run.length, self.run.length),
            strict=True,
        ):
            if not 0 <= value < count:
                raise ModelError("index", what=what, value=value, last=count - 1)
        if wanted[0] >= len(self.run.traces):
            raise ModelError("not_run", layer=wanted[0])
        if wanted[3] > wanted[2]:  # a causal model's query sees only itself and the tokens before it
            if key is not None:
                raise ModelError("key_after", later=wanted[3], query=wanted[2])
            wanted = (*wanted[:3], wanted[2])  # a query moved before the key: the key follows it
        self.layer, self.head, self.query, self.key = wanted
        self.read()
        job = self.job
        if job is not None and self.kept is None and not job.picks and job.path == self.path:
            # Picked on the pass shown while the same model reads a new sentence: the read shows this head
            # when it comes (the worker is asked anew), not the one of the moment it was asked for.
            self.job = replace(job, layer=self.layer, head=self.head)

    def compare_with(self, head: tuple[int, int] | None) -> None:
        """Show head (layer, head) beside the chosen one, for the same pair (None: no second head)."""
        self.compare = head
        self.read()

    def read(self) -> None:
        """The chosen head's reading, and the second head's, where the pass has reached their layers."""
        from app.llm.heads import pass_score, read_head

        self.reading, self.pass_score, self.compare_reading = None, None, None
        reached = len(self.run.traces) if self.run is not None else 0
        if self.run is not None and self.layer < reached:
            self.reading = read_head(self.run, self.layer, self.head, self.query, self.key)
            self.pass_score = pass_score(self.run, self.layer, self.head, self.query, self.key)
        if self.run is not None and self.compare is not None and self.compare[0] < reached:
            self.compare_reading = read_head(self.run, *self.compare, self.query, self.key)
        self.version += 1
