"""run_bounded in a process holding more than 1,024 open files: the pipe from its child then has a
descriptor select() refuses ("filedescriptor out of range"), which failed a Text… drawing late in a long
test run; a session holding many fonts and files would meet it too."""

from __future__ import annotations

import os
import resource

import pytest

from app.io.bounded import FORK, run_bounded

HELD = 1100  # descriptors held open, so the next pipe's lie past select()'s 1,023


def _sum(a: int, b: int) -> int:
    return a + b


@pytest.mark.skipif(not FORK, reason="run_bounded forks only where fork is safe (Linux)")
def test_a_child_answers_when_the_pipe_s_descriptor_is_past_1023() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = HELD + 64
    if hard != resource.RLIM_INFINITY and hard < wanted:
        pytest.fail(f"the hard limit on open files ({hard}) is below {wanted}: raise it to run this test")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, wanted), hard))
    null = os.open(os.devnull, os.O_RDONLY)
    held = [os.dup(null) for _ in range(HELD)]
    try:
        assert max(held) > 1023
        assert run_bounded(_sum, 2, 3, seconds=10, extra_bytes=100_000_000) == 5
    finally:
        for fd in [*held, null]:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
