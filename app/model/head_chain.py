"""The RoPE chain as a real head's (content "head"): shown from the Model tab's reading, and the pick an undo
step brings back. No pygame, no disk.

The chain the tab shows is the RoPE panel's own: content "head" holds the head's h_j with the model's ω_j,
and Δ goes to the pair's distance m − n, so the score tab's chain, plot and read-outs show the real head.
"""

from __future__ import annotations

from app.i18n import tr
from app.model.model_state import ModelState, Opened, shown_name
from app.model.rope_state import RopeState

CHAIN_SHOWN = ("head", "content", "model", "scaling_kind", "base", "n_arrows", "delta")  # show_chain's
# A head picked on the Model tab, as an undo step holds it: the sentence's pass (compared by identity, as
# curves are), layer, head, query and key.
HeadPick = tuple[object, int, int, int, int]


def show_chain(rope: RopeState, m: ModelState) -> None:
    """The RoPE chain becomes the head's, Δ paused at m − n (nothing changes while the pass has not reached
    its layer)."""
    reading = m.reading
    if reading is None:
        return
    rope.head, rope.content, rope.model, rope.scaling_kind = reading, "head", None, "none"
    if m.model is not None:  # the base field and the ladder's captions name the model's own
        rope.base = m.model.config.rope_base
    rope.set_playing(False)  # paused at the pair's own distance (P plays Δ on from there)
    rope.delta = float(min(max(reading.distance, rope.lo), rope.hi))
    rope.refresh()


def chain_shown(rope: RopeState) -> dict[str, object]:
    """What show_chain changes of the RoPE chain, as it is now."""
    return {name: getattr(rope, name) for name in CHAIN_SHOWN} | {"playing": rope.playing}


def head_picked(rope: RopeState) -> HeadPick | None:
    """The head and pair the chain shows, with the pass they are of; None while the chain is no real head."""
    m = rope.models
    if rope.content != "head" or m.reading is None:
        return None
    return (m.run, m.layer, m.head, m.query, m.key)


def same_pick(a: HeadPick | None, b: HeadPick | None) -> bool:
    return a is b or (a is not None and b is not None and a[0] is b[0] and a[1:] == b[1:])


def pick_again(rope: RopeState, pick: HeadPick | None, opened: Opened | None = None) -> None:
    """The tab and the chain back at an undo step's model, head and pair (an undo that set only the chain
    left the tab on the later pick, or on a model read after it over the arrows from before the read). The
    pass comes back as it was read, not read again; while a job is under way the tab stays its own."""
    m = rope.models
    if opened is not None and not m.busy and m.run is not opened.run:
        m.reopen(opened)
        if pick is not None:
            show_chain(rope, m)
        return
    if pick is None or m.run is not pick[0] or same_pick(head_picked(rope), pick):
        return
    m.select(*pick[1:])
    show_chain(rope, m)


def pick_said(pick: HeadPick, lang: str) -> str:
    """A pick for an undo line: "layer 3, head 2, query m = 5 ('·mat'), key n = 0 ('The')"."""
    run, layer, head, query, key = pick
    text = [t.text for t in run.tokens]  # type: ignore[attr-defined]
    return tr(
        lang,
        "history.model_head",
        layer=layer,
        head=head,
        m=query,
        query_token=text[query],
        n=key,
        key_token=text[key],
    )


def opened_said(opened: Opened, lang: str) -> str:
    """What the Model tab went back to, for an undo line: the model read, or none (the chain alone said
    "content all ones" while the tab closed too)."""
    if opened.run is None:
        return tr(lang, "history.model_tab_empty")
    name, path = str(opened.shown("name")), str(opened.shown("path"))
    return tr(lang, "history.model_tab", name=shown_name(name, path, lang))
