"""`heads` with a key after the query: the causal mask hides the pair, so it is refused as the window
refuses it (one line, exit 2), not scored."""

from __future__ import annotations

import pytest
from test_cli_heads import run_main
from tiny_gguf import demo_model_path

TEXT = "hi there, how are you today"  # (7 tokens)


@pytest.mark.parametrize(("query", "key"), [("0", "1"), ("3", "5"), (None, "99")])
def test_a_key_after_the_query_is_refused_as_the_window_refuses_it(query, key) -> None:
    """The causal mask hides it: the window says "Token 1 comes after the query 0…"; the CLI printed a
    score for it with distance -1 (a key past the sentence's end stays an out-of-range --key)."""
    pick = () if query is None else ("--query", query)
    model = str(demo_model_path())
    result = run_main("heads", "--model", model, "--text", TEXT, *pick, "--key", key, "--json")
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    said = (
        "--key: expected a whole number from 0 to"
        if key == "99"
        else f"--key: token {key} comes after the query {query}: a query sees only itself and the tokens "
        "before it"
    )
    assert len(lines) == 1 and lines[0].startswith(f"epicycles: error: {said}"), result.stderr
