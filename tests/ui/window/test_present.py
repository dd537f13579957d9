"""How the window's pixels reach the screen: on Linux, without SDL's OpenGL texture (a software one on
machines without a GPU driver), unless the user chose otherwise. The cost itself is in `make bench`."""

from __future__ import annotations

import sys

import pytest

from app.ui.window import layout


def test_linux_presents_the_framebuffer_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    layout.present_cheaply()
    assert layout.os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"


def test_a_users_choice_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengl")
    monkeypatch.setattr(sys, "platform", "linux")
    layout.present_cheaply()
    assert layout.os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "opengl"


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_other_systems_keep_sdls_choice(monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(sys, "platform", platform)
    layout.present_cheaply()
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in layout.os.environ
