"""The layers hold: math imports numpy and the standard library only; math, io, model, geometry and export
never import pygame; and the UI changes state only through intents (it never assigns to the state or
calls a state method that changes it); and app/cli loads no UI on import."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from app.model import camera_state, clock, epicycle_state, history, rope_state, state

ROOT = Path(__file__).resolve().parent.parent
PURE = ("app/math", "app/io", "app/model", "app/geometry", "app/export")


def modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def shown(path: Path) -> str:
    return str(path.relative_to(ROOT))


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, anywhere in it (inside functions too), by its full dotted name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def imported_names(path: Path) -> set[str]:
    return {name.split(".")[0] for name in imported_modules(path)}


def foreign_imports(path: Path) -> set[str]:
    """What a module imports besides numpy, the standard library and app/math's own modules."""
    return {
        name
        for name in imported_modules(path)
        if not (
            name.split(".")[0] in sys.stdlib_module_names
            or name.split(".")[0] == "numpy"
            or name == "app.math"
            or name.startswith("app.math.")
        )
    }


@pytest.mark.parametrize("path", modules("app/math"), ids=shown)
def test_math_imports_only_numpy_and_the_standard_library(path: Path) -> None:
    assert foreign_imports(path) == set()


def test_the_math_check_can_fail(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import json\nimport numpy as np\nfrom app.math import rope\nfrom app.i18n import tr\n")
    inner = tmp_path / "inner.py"
    inner.write_text("def f():\n    from svgelements import SVG\n    import platformdirs.api\n")
    assert foreign_imports(bad) == {"app.i18n"}
    assert foreign_imports(inner) == {"svgelements", "platformdirs.api"}


DISK_CALLS = {"open", "os.open", "io.open", "os.stat", "os.lstat", "os.listdir", "os.scandir"}
DISK_METHODS = {
    "read_text",
    "read_bytes",
    "write_text",
    "write_bytes",
    "exists",
    "lexists",
    "is_dir",
    "is_file",
}
DISK_METHODS |= {"isdir", "isfile", "iterdir", "mkdir", "unlink", "rename", "stat", "glob"}


def disk_calls(path: Path) -> list[str]:
    """The calls in a module that look at or touch the disk (open, os.path's questions, Path's)."""
    touches = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = ast.unparse(node.func)
            if name in DISK_CALLS or ("." in name and name.rsplit(".", 1)[-1] in DISK_METHODS):
                touches.append(f"{path.name}:{node.lineno} {name}")
    return touches


@pytest.mark.parametrize("folder", ["app/math", "app/model"])
def test_math_and_model_touch_no_disk(folder: str) -> None:
    """Files are app/io's: the math and the model neither read, write nor look at the disk."""
    assert [touch for path in modules(folder) for touch in disk_calls(path)] == []


def test_the_disk_check_can_fail(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nos.path.isdir('x')\nopen('y')\nPath('z').read_text()\nos.path.lexists('w')\n")
    assert disk_calls(bad) == [
        "bad.py:2 os.path.isdir", "bad.py:3 open", "bad.py:4 Path('z').read_text", "bad.py:5 os.path.lexists",
    ]  # fmt: skip


@pytest.mark.parametrize(
    "path", [p for folder in PURE for p in modules(folder)], ids=lambda p: str(p.relative_to(ROOT))
)
def test_pure_modules_do_not_import_pygame(path: Path) -> None:
    assert not imported_names(path) & {"pygame", "pygame_gui"}


def test_importing_every_pure_module_loads_no_pygame() -> None:
    names = [".".join(p.relative_to(ROOT).with_suffix("").parts) for folder in PURE for p in modules(folder)]
    code = f"import sys\nfor n in {names!r}: __import__(n)\nprint('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def state_mutators() -> set[str]:
    """Names of the methods of the state classes that change them (everything but the readers)."""
    readers = {
        "trail",
        "trail_times",
        "trail_length",
        "_trail_index",
        "trail_span",
        "moving",
        "seconds",
        "qk",
        "ladder_rows",
        "view_names",
        "clamp_arrows",
        "differs_in",
        "elapsed",
        "score_at",
        "ratio_at",
        "joints",  # keeps its last answer, but what it answers depends only on the chain and t
    }
    classes = [
        epicycle_state.EpicycleState,
        rope_state.RopeState,
        state.AppState,
        history.History,
        clock.Clock,
        camera_state.Camera,
    ]
    names = set()
    for cls in classes:
        # Inherited ones too: a state's mixins (RopeState's DeltaPlayback, …) hold some of its intents.
        for owner in cls.__mro__[:-1]:
            for name, member in vars(owner).items():
                if inspect.isfunction(member) and not name.startswith("__") and name not in readers:
                    names.add(name)
    return names


STATE_NAMES = {"state", "s", "e", "r", "rope", "epicycles"}


def attribute_root(node: ast.AST) -> str | None:
    """The names along an attribute chain, e.g. self.state.rope.delta → 'self.state.rope'."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts[1:]))
    return None


def test_the_ui_changes_state_only_by_submitting_intents() -> None:
    mutators = state_mutators()
    assert {"set_arrows", "toggle_play", "advance", "show_curve", "undo", "scrub_to"} <= mutators
    offences = []
    for path in modules("app/ui"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets: list[ast.AST] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                root = attribute_root(target) or ""
                if set(root.split(".")) & STATE_NAMES:
                    offences.append(f"{path.name}:{node.lineno} assigns {ast.unparse(target)}")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                root = attribute_root(node.func) or ""
                if node.func.attr in mutators and set(root.split(".")) & STATE_NAMES:
                    offences.append(f"{path.name}:{node.lineno} calls {ast.unparse(node.func)}")
    assert offences == []


def test_the_check_above_can_fail(tmp_path: Path) -> None:
    """The same walk finds a direct change when there is one."""
    bad = "def f(self):\n    self.state.rope.set_arrows(3)\n    s = self.state\n    s.playing = False\n"
    tree = ast.parse(bad)
    mutators = state_mutators()
    calls = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in mutators
    ]
    assigns = [
        n for n in ast.walk(tree) if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Attribute)
    ]
    assert len(calls) == 1 and set((attribute_root(calls[0].func) or "").split(".")) & STATE_NAMES
    assert len(assigns) == 1 and set((attribute_root(assigns[0].targets[0]) or "").split(".")) & STATE_NAMES


# app/llm: numpy, the standard library, llama.cpp's gguf (formats, kernels), tokenizers, threadpoolctl and the
# app's math, errors, words and paths: no pygame, no UI, so the Model tab and `heads` read one engine.
LLM_ALLOWED = ("numpy", "gguf", "tokenizers", "threadpoolctl")
LLM_APP = ("app.math", "app.errors", "app.text", "app.paths", "app.config", "app.llm")


@pytest.mark.parametrize("path", modules("app/llm"), ids=shown)
def test_llm_imports_only_its_engine(path: Path) -> None:
    foreign = {
        name
        for name in imported_modules(path)
        if name.split(".")[0] not in sys.stdlib_module_names
        and name.split(".")[0] not in LLM_ALLOWED
        and not any(name == app or name.startswith(app + ".") for app in LLM_APP)
    }
    assert foreign == set()


def top_level_imports(path: Path) -> set[str]:
    """The modules a file imports when it is imported: its module-level imports (those inside functions and
    classes run only when called)."""
    names: set[str] = set()
    pending: list[ast.AST] = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        else:  # (an import under if, try or with at the top runs with the module too)
            pending.extend(ast.iter_child_nodes(node))
    return names


@pytest.mark.parametrize("path", modules("app/cli"), ids=shown)
def test_the_cli_imports_nothing_of_the_ui_until_a_command_draws(path: Path) -> None:
    """app/cli loads app/ui (and pygame) only inside the commands that draw, after SDL's driver is chosen;
    what both need (the export's file names) lives below the UI, in app/io."""
    assert {
        name for name in top_level_imports(path) if name == "app.ui" or name.startswith("app.ui.")
    } == set()


def test_the_cli_check_can_fail(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import app.ui.fonts\ntry:\n    from app.ui.export import export_run\nexcept ImportError:\n    pass\n"
        "def f():\n    from app.ui.app import EpicyclesApp\n"
    )
    assert top_level_imports(bad) == {"app.ui.fonts", "app.ui.export"}
