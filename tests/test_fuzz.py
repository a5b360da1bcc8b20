"""Fuzzing with hypothesis: any text given as an action or a saved game gives a bugkit ValueError, nothing else."""

from __future__ import annotations

import contextlib
import json

import pytest
from gametools import chance_node, first_in_fast_lane, start_state, steps
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from limits import within

import bugkit
from bugkit import BugkitError

GAMES = sorted(bugkit.GAMES)
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids,
                                                                                        max_size=4), max_leaves=12)


@pytest.mark.parametrize("name", first_in_fast_lane(GAMES))  # 150 examples a game: one game in the fast lane
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(action=st.one_of(st.text(max_size=30), json_values))
def test_any_action_is_applied_or_refused_cleanly(name: str, action: object) -> None:
    # a decision, and (for a game with chance nodes) a chance node: wild text is refused at both
    for state in (start_state(name, seed=5), chance_node(name, seed=5)):
        if state is None:
            continue
        before = state.to_json()
        try:
            state.apply(action)  # type: ignore[arg-type]
        except BugkitError as exc:
            assert isinstance(exc, ValueError)
            assert state.to_json() == before


@pytest.mark.parametrize("name", first_in_fast_lane(GAMES))  # 120-150 examples a game: one in the fast lane
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_mangled_save_loads_or_is_invalid_input(name: str, data: st.DataObject) -> None:
    saved = json.loads(steps(start_state(name, seed=5), 1, seed=5).to_json())
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


# -- issue 11: arbitrary JSON at bugkit.load and arbitrary arguments at every public odds function ----------------
big_ints = st.sampled_from([-1, 0, 1, 2, 7, 10**12, 2**63, -(2**63), 10**100])
wild_scalars = (st.none() | st.booleans() | st.integers(-5, 12) | big_ints | st.floats() | st.text(max_size=12)
                | st.sampled_from(["x" * 10_000, "NaN", "", "../etc/passwd", "1" * 5000]))
wild_json = st.recursive(wild_scalars, lambda kids: st.lists(kids, max_size=5) | st.dictionaries(
    st.text(max_size=8) | st.sampled_from(["players", "seed", "variant", "tiles", "deck", "cards", "max_turns"]),
    kids, max_size=5), max_leaves=20)


def _dumps(value: object) -> str:
    """Return JSON text for any drawn value (NaN and infinities as JSON's non-standard words)."""
    return json.dumps(value)


@settings(max_examples=300, deadline=None)
@given(value=wild_json)
def test_any_json_value_as_a_save_loads_or_is_a_bugkit_error_within_a_second(value: object) -> None:
    with within(1.0), contextlib.suppress(BugkitError):
        bugkit.load(_dumps(value))


@pytest.mark.parametrize("name", first_in_fast_lane(GAMES))  # 120-150 examples a game: one in the fast lane
@settings(max_examples=120, deadline=None)
@given(setup=wild_json, actions=wild_json, version=st.sampled_from([1, 2, 1.0, 2.0, True, "1", None]))
def test_any_setup_and_actions_in_a_save_envelope_load_or_are_a_bugkit_error_within_a_second(
        name: str, setup: object, actions: object, version: object) -> None:
    text = _dumps({"game": name, "version": version, "setup": setup, "steps": actions})
    with within(1.0), contextlib.suppress(BugkitError):
        bugkit.load(text)


@pytest.mark.parametrize("name", first_in_fast_lane(GAMES))  # 120-150 examples a game: one in the fast lane
@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_a_real_setup_with_wild_values_loads_or_is_a_bugkit_error_within_a_second(name: str,
                                                                                   data: st.DataObject) -> None:
    import inspect

    params = list(inspect.signature(bugkit.GAMES[name].new_game).parameters)
    setup: dict[str, object] = {}
    if data.draw(st.booleans(), label="a seed in a version-2 save"):
        setup["seed"] = data.draw(st.integers(0, 2**63 - 1) | wild_scalars)
    for param in data.draw(st.lists(st.sampled_from(params), max_size=3, unique=True)):
        setup[param] = data.draw(wild_json)
    text = _dumps({"game": name, "version": 2, "setup": setup,
                   "steps": data.draw(st.lists(wild_scalars, max_size=5))})
    with within(1.0), contextlib.suppress(BugkitError):
        bugkit.load(text)


def _odds_cases() -> list[object]:
    from test_hardening_arguments import FUNCTIONS

    return [pytest.param(key, func, id=key) for key, func in FUNCTIONS]


@pytest.mark.parametrize(("key", "func"), _odds_cases())
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # no shrinking: a failure is reported at once
@given(data=st.data())
def test_any_arguments_to_an_odds_function_give_a_result_or_a_bugkit_error_within_a_second(
        key: str, func: object, data: st.DataObject) -> None:
    import inspect

    from test_hardening_arguments import SAMPLES, parameters

    assert callable(func)
    kwargs: dict[str, object] = SAMPLES[key]() if key in SAMPLES else {}
    for param in parameters(func):
        if data.draw(st.booleans(), label=f"change {param.name}"):
            kwargs[param.name] = data.draw(wild_json, label=param.name)
    assert inspect.signature(func).bind(**kwargs)
    with within(1.0), contextlib.suppress(BugkitError):
        func(**kwargs)
