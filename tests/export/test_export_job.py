"""The export job as the window runs it: its steps never wait for a stalled encoder and always draw a
frame, the file is completed in a thread of its own (a cancel waits for it, a failure is said), and nothing
is left behind when a write fails, the folder refuses, the disk is full, the export is cancelled or the
encoder stops mid-clip."""

from __future__ import annotations

import errno
import os
import queue
import threading
import time
from pathlib import Path

import imageio_ffmpeg
import pytest
from export_helpers import presets, red_and_blue, run, state_for
from PIL import Image
from unprivileged import as_unprivileged, reachable_dir

from app.export import writers
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest, snapshot
from app.ui.export.export_job import ExportJob, spread
from app.ui.fonts import Fonts

pytestmark = pytest.mark.usefixtures("small_display")


def test_the_window_s_steps_never_wait_for_a_stalled_encoder(tmp_path: Path) -> None:
    """The window steps a job with wait=False: with ffmpeg stopped (as a machine too busy to run it would
    hold it), a step hands over only what the writer takes without waiting, and returns; once ffmpeg runs
    again, the same steps finish a whole clip."""
    import signal
    import threading

    out = tmp_path / "teacup.mp4"
    request = ExportRequest("canvas", "mp4", (1280, 720), out, 24, 30.0)  # a frame larger than the pipe
    job = ExportJob(snapshot(state_for("teacup")), request, Fonts(), presets())
    ffmpeg = job.writer._process
    os.kill(ffmpeg.pid, signal.SIGSTOP)
    try:
        stepper = threading.Thread(target=lambda: [job.step(1.0, wait=False) for _ in range(30)])
        stepper.start()
        stepper.join(60)  # (a step waiting for ffmpeg would wait for ever)
        assert not stepper.is_alive()
        assert 0 < job.done <= writers.HELD_FRAMES + 1  # taken: the slots, and the one being written
    finally:
        os.kill(ffmpeg.pid, signal.SIGCONT)
    while not job.finished:
        job.step(1.0, wait=False)
    assert isinstance(job.result, i.Exported) and job.result.count == 24
    assert sum(1 for _ in imageio_ffmpeg.read_frames(str(out))) - 1 == 24  # (the first item is the metadata)


def test_a_step_with_no_time_left_still_draws_one_frame(tmp_path: Path) -> None:
    """However little of the window's frame is left, each of its steps moves the export on by a frame (the
    GIF's first steps each by a frame drawn for its palette)."""
    request = ExportRequest("canvas", "gif", (854, 480), tmp_path / "a.gif", 6, 15.0)
    job = ExportJob(snapshot(state_for()), request, Fonts(), presets())
    samples = len(spread(6, job.writer.samples))
    for n in range(1, 7 + samples):
        job.step(0.0, wait=False)
        assert job.done == max(0, n - samples)
    assert isinstance(finish(job), i.Exported)


def finish(job: ExportJob) -> object:
    """Step a window's job until its file is complete (it is completed in a thread of its own)."""
    until = time.monotonic() + 60
    while not job.finished:
        assert time.monotonic() < until
        job.step(0.0, wait=False)
    return job.result


def held_finish(
    job: ExportJob, release: threading.Event, fails: BaseException | None = None
) -> queue.SimpleQueue:
    """Make the job's writer complete its file only once release is set (or fail with `fails`); the list
    gets the thread it runs in (a queue: the thread may not have reached it yet)."""
    real, ran_in = job.writer.finish, queue.SimpleQueue()

    def finish_when_released() -> int:
        ran_in.put(threading.current_thread())
        assert release.wait(30)
        if fails is not None:
            raise fails
        return real()

    job.writer.finish = finish_when_released
    return ran_in


def test_the_window_s_job_completes_its_file_in_a_thread_of_its_own(tmp_path: Path) -> None:
    """A GIF's encoding (half a second at 720p) or ffmpeg's last frames used to hold up the window's frame
    that put the last frame in: its steps now return while the file is completed."""
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 3, 15.0), Fonts())
    release = threading.Event()
    ran_in = held_finish(job, release)
    for _ in range(3 + len(spread(3, job.writer.samples))):  # (the palette's samples first)
        assert job.step(0.0, wait=False) is None
    assert job.done == 3 and job.finishing and not job.finished
    assert job.step(0.0, wait=False) is None and job.finishing  # (a step meanwhile returns at once)
    assert ran_in.get(timeout=30) is not threading.main_thread()
    assert not out.exists()
    release.set()
    result = finish(job)
    assert isinstance(result, i.Exported) and result.count == 3 and not job.finishing
    with Image.open(out) as image:
        assert image.n_frames == 3
    assert [p.name for p in tmp_path.iterdir()] == ["a.gif"]


def test_a_cancel_while_the_file_is_completed_waits_for_it(tmp_path: Path) -> None:
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 2, 15.0), Fonts())
    release = threading.Event()
    held_finish(job, release)
    job.step(1.0, wait=False)
    assert job.finishing
    threading.Timer(0.2, release.set).start()
    result = job.cancel()  # every frame was in: the file is the user's, said so
    assert isinstance(result, i.Exported) and out.exists() and job.finished


@pytest.mark.parametrize("fails", [OSError(errno.ENOSPC, "No space left on device"), RuntimeError("a bug")])
def test_a_failure_while_the_file_is_completed(tmp_path: Path, fails: BaseException) -> None:
    """A refusal (a full disk) is the job's result, and no file is left; a bug is raised in the loop's own
    thread, at its next step, for the window's error boundary."""
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 2, 15.0), Fonts())
    release = threading.Event()
    held_finish(job, release, fails)
    job.step(1.0, wait=False)
    release.set()
    if isinstance(fails, OSError):
        result = finish(job)
        assert isinstance(result, i.ExportFailed) and "No space left" in result.reason
    else:
        with pytest.raises(RuntimeError, match="a bug"):
            finish(job)
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_folder_fails_with_no_file() -> None:
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)  # anyone may enter it; only its owner (root in CI) may write
    state = state_for()
    result = as_unprivileged(
        lambda: run(state, ExportRequest("canvas", "gif", (320, 180), folder / "x.gif", 4, 15.0))
    )
    assert isinstance(result, i.ExportFailed) and "Permission denied" in result.reason
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("kind", ["gif", "mp4", "png"])
def test_an_unwritable_folder_fails_before_the_first_frame(kind: str) -> None:
    """(A GIF drew all its frames, the progress bar up to 100 %, before it failed.)"""
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)
    state = state_for()
    request = ExportRequest("canvas", kind, (320, 180), folder / f"x.{kind}", 40, 15.0)

    def started() -> tuple[int, object]:
        job = ExportJob(snapshot(state), request, Fonts(), presets())
        return job.done, job.result

    done, result = as_unprivileged(started)
    assert done == 0 and isinstance(result, i.ExportFailed) and result.problem is not None
    assert result.problem.key == "problem.os.denied" and list(folder.iterdir()) == []


def test_a_folder_refusing_new_files_fails_with_no_file(tmp_path: Path, monkeypatch) -> None:
    """What an unwritable folder does to anyone (root included, whom chmod does not stop)."""

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(writers.tempfile, "mkstemp", refused)
    for kind in ("gif", "mp4", "png", "csv"):
        result = run(state_for(), ExportRequest("canvas", kind, (320, 180), tmp_path / f"x.{kind}", 4, 15.0))
        assert isinstance(result, i.ExportFailed) and "Permission denied" in result.reason
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["gif", "mp4", "png"])
def test_a_full_disk_leaves_no_partial_file(tmp_path: Path, monkeypatch, kind: str) -> None:
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writers.os, "replace", full)  # the last step of every write: the rename
    out = tmp_path / f"x.{kind}"
    result = run(state_for(), ExportRequest("canvas", kind, (320, 180), out, 4, 15.0))
    assert isinstance(result, i.ExportFailed) and "No space left" in result.reason
    assert list(tmp_path.iterdir()) == []
    assert "Nothing was written" in apply(state_for(), result).status


def test_a_cancelled_export_leaves_nothing(tmp_path: Path) -> None:
    out = tmp_path / "x.mp4"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "mp4", (320, 180), out, 60, 30.0), Fonts())
    job.step(0.0)
    assert job.done == 1 and not job.finished
    assert isinstance(job.cancel(), i.ExportCancelled)
    assert list(tmp_path.iterdir()) == []


def test_an_encoder_that_stops_mid_clip_leaves_no_file(tmp_path: Path) -> None:
    """ffmpeg gone after the first frames (a crash, a kill): the export fails, with no file."""
    out = tmp_path / "broken.mp4"
    writer = writers.frame_writer("mp4", out, (64, 32), 15.0)
    with pytest.raises(OSError, match="ffmpeg stopped"):
        for n in range(200):
            writer.add(red_and_blue((64, 32)))
            if n == 2:
                writer._process.kill()
        writer.finish()
    writer.discard()
    assert list(tmp_path.iterdir()) == []
