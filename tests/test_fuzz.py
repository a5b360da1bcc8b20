"""Fuzzing with hypothesis: any text given as an action or a saved game gives a bugkit ValueError, nothing else."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bugkit
from bugkit import BugkitError

GAMES = sorted(bugkit.GAMES)
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids,
                                                                                        max_size=4), max_leaves=12)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(action=st.one_of(st.text(max_size=30), json_values))
def test_any_action_is_applied_or_refused_cleanly(name: str, action: object) -> None:
    state = bugkit.new_game(name, players=bugkit.GAMES[name].min_players, seed=5)
    before = state.to_json()
    try:
        state.apply(action)  # type: ignore[arg-type]
    except BugkitError as exc:
        assert isinstance(exc, ValueError)
        assert state.to_json() == before


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_mangled_save_loads_or_is_invalid_input(name: str, data: st.DataObject) -> None:
    state = bugkit.new_game(name, players=bugkit.GAMES[name].min_players, seed=5)
    saved = json.loads(state.apply(state.legal_actions()[0]).to_json())
    key = data.draw(st.sampled_from(sorted(saved)))
    if key == "setup" and saved["setup"]:
        inner = data.draw(st.sampled_from(sorted(saved["setup"])))
        saved["setup"][inner] = data.draw(json_values)
    else:
        saved[key] = data.draw(json_values)
    try:
        bugkit.GAMES[name].from_json(json.dumps(saved))
    except BugkitError as exc:
        assert isinstance(exc, ValueError)


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=60))
def test_any_text_as_saved_game_is_invalid_input(text: str) -> None:
    try:
        bugkit.load(text)
    except BugkitError as exc:
        assert isinstance(exc, ValueError)
