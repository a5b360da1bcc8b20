"""Save a game from its widget, load it into a fresh widget, and replay it move by move (every game)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

import bugkit
from bugkit.ui.saving import save_replay_for, states_along

VIEWS = {"ungeziffer": "play", "wanzen_tanzen": "play_widget", "voll_verasselt": "play",
         "kakerlakentanz": "play_widget", "wuerfel_wg": "play"}


def make_view(name: str) -> Any:
    """Return a fresh play widget of game ``name``."""
    ui = importlib.import_module(f"bugkit.{name}.ui")
    factory = getattr(ui, VIEWS[name])
    return factory()


def holder(view: Any) -> Any:
    """Return the object that keeps the view's state."""
    return view.model if hasattr(view, "model") and hasattr(view.model, "state") else view


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run each test with a fresh current directory: the panel's files go to ``saves/`` in it."""
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_save_load_and_replay_move_by_move(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    panel = save_replay_for(view, f"{name}.json")
    panel.set_language("en")  # Würfel-WG's board starts in German
    state = holder(view).state
    for _ in range(6):
        if state.is_over:
            break
        state = state.apply(state.legal_actions()[-1])
    holder(view).state = state
    panel.save_button.click()
    assert "Saved" in panel.message.value and (tmp_path / "saves" / f"{name}.json").exists()

    fresh = make_view(name)
    fresh_panel = save_replay_for(fresh, f"saves/{name}.json")  # a folder part given in code is dropped
    fresh_panel.set_language("en")
    fresh_panel.load_button.click()
    assert holder(fresh).state == state, fresh_panel.message.value
    assert fresh_panel.slider.max == len(state.history)
    fresh_panel.slider.value = 2
    assert holder(fresh).state.history == state.history[:2]
    assert "after move 2" in fresh_panel.message.value


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_a_bad_file_is_explained_and_nothing_changes(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    before = holder(view).state
    (tmp_path / "saves").mkdir()
    bad = tmp_path / "saves" / "bad.json"
    bad.write_text(json.dumps({"game": name, "version": 1, "setup": {"seed": 1}, "actions": ["nonsense"]}))
    panel = save_replay_for(view, "bad.json")
    panel.set_language("en")
    panel.load_button.click()
    assert "Could not load" in panel.message.value and holder(view).state is before
    panel.path.value = "missing.json"
    panel.load_button.click()
    assert "Could not load" in panel.message.value


def test_states_along_rebuilds_every_position() -> None:
    record = bugkit.play("ungeziffer", ["memory", "random"], seed=2)
    states = states_along(record.final)
    assert states[-1] == record.final and len(states) == len(record.actions) + 1


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_panel_follows_the_boards_language(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    panel = save_replay_for(view, "x.json")
    picker = getattr(view, "language", None) or view.lang
    for lang, word in (("de", "Spiel speichern"), ("en", "Save game")):
        picker.value = lang
        assert panel.save_button.description == word
