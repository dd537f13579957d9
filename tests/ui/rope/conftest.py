"""The Model tab's tests share a model process a module (the demo opened once per test file), asked for
with `pytest.mark.usefixtures("shared_process")`; a test that ends a process gives the app one of its own."""

import pytest

from app.llm import worker


@pytest.fixture(scope="module")
def shared():
    process = worker.ModelProcess()
    yield process
    process.close()


@pytest.fixture
def shared_process(app, shared):
    """The app's work goes to the module's process (its own, never started, is left alone); given back
    after the test, so the app's end closes its own process, never the module's."""
    work = app.rope_panel.model_tab.work
    own, work.process = work.process, shared
    yield
    work.process = own
