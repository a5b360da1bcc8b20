"""Ungeziffer hardening (issue 11): every public function bounds its arguments before any work, actions and
saves are bounded, the board survives anything typed or clicked, and no seat's view shows a face-down tile.

Each table row states the call and the error class it must give; every case runs under ``within(seconds)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from gametools import first_in_fast_lane
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from limits import within

import bugkit
from bugkit import BugkitError, IllegalMove, InvalidInput
from bugkit.matches import duel
from bugkit.ui import visible_texts
from bugkit.ungeziffer import (
    ForgetfulBot,
    default_tiles,
    dice_sum_dist,
    from_json,
    load_tiles,
    new_game,
    p_hit,
    p_hit_turn,
    simulate_hits,
)
from bugkit.ungeziffer.odds import dice_pairs, exact_table, simulate_dice_sums, simulate_hits_python
from bugkit.ungeziffer.ui import just_missed, play

# A valid sample call of each public function of odds.py and bots.py (in the package's __all__), by its name: a
# maker of its keyword arguments (dict for one that needs none). tests/test_hardening_arguments.py and
# tests/test_fuzz.py start from that call and change its arguments to bad ones.
ARGUMENT_SAMPLES: dict[str, Callable[[], dict[str, Any]]] = {
    "p_hit": lambda: {"target": 7, "tiles": default_tiles()},
    "p_hit_turn": lambda: {"tiles": default_tiles()},
    "simulate_hits": lambda: {"target": 7, "tiles": default_tiles(), "n": 100, "rng": 1},
    "dice_sum_dist": dict,
}

# What the shared tests must know of this game (gathered by ``gametools.game_hook``; no shared test names a game):
# options a save must be refused for at once (``tests/test_hardening_load.py``), and ...
BAD_OPTIONS: list[dict[str, Any]] = [{"tiles": {"3": 10**9}}, {"tiles": {str(v): 1000 for v in range(10)}},
                                     {"tiles": {"1000": 1}}, {"yellow_faces": list(range(10_000))},
                                     {"end_at": 10**9}, {"variant": "x" * 1000}]


def scrambled(state: Any, viewer: int) -> Any:
    """Return ``state`` with what ``viewer`` does not see changed (a tile face down again: remembering it is the
    game), or None when nothing is hidden now (``tests/classroom/test_together.py``: a device shows nothing of
    it)."""
    from bugkit.core.game import evolve
    from bugkit.ungeziffer.rules import HIDDEN

    up = set(state.turned) | just_missed(state)
    layout = tuple(v if v is None or i in up else HIDDEN for i, v in enumerate(state.layout))
    return None if layout == state.layout else evolve(state, layout=layout)


TILES = default_tiles()
BIG = 10**5000 // 9  # 111...1 with 5,000 digits

CASES: list[tuple[str, Callable[[], Any], type[Exception]]] = [
    # the audit's examples
    ("p_hit target 100", lambda: p_hit(100, TILES), InvalidInput),
    ("p_hit 1,000 zero tiles", lambda: p_hit(5, {0: 1000, 5: 1}), InvalidInput),
    ("simulate_hits n=10**12", lambda: simulate_hits(5, TILES, 10**12, rng=1), InvalidInput),
    ("new_game bogus option", lambda: new_game(2, bogus=1), InvalidInput),
    ("new_game any seed", lambda: new_game(2, seed=1), InvalidInput),  # type: ignore[call-arg]
    ("action 'turn 111...1' (5,000 digits)",
     lambda: new_game(2).apply("roll").apply("dice 6 3").apply("turn " + "1" * 5000), InvalidInput),
    ("action of 201 characters", lambda: new_game(2).apply("roll " + " " * 196), InvalidInput),
    # p_hit and friends
    ("p_hit target None", lambda: p_hit(None, TILES), InvalidInput),  # type: ignore[arg-type]
    ("p_hit target True", lambda: p_hit(True, TILES), InvalidInput),
    ("p_hit target -1", lambda: p_hit(-1, TILES), InvalidInput),
    ("p_hit target 5.0", lambda: p_hit(5.0, TILES), InvalidInput),  # type: ignore[arg-type]
    ("p_hit target 5,000 digits", lambda: p_hit(BIG, TILES), InvalidInput),
    ("p_hit tiles a list", lambda: p_hit(5, [1, 2, 3]), InvalidInput),  # type: ignore[arg-type]
    ("p_hit tile value 10", lambda: p_hit(5, {10: 1}), InvalidInput),
    ("p_hit tile count -1", lambda: p_hit(5, {1: -1}), InvalidInput),
    ("p_hit tile count huge", lambda: p_hit(5, {1: BIG}), InvalidInput),
    ("p_hit tile count NaN", lambda: p_hit(5, {1: float("nan")}), InvalidInput),
    ("p_hit key '01'", lambda: p_hit(5, {"01": 1}), InvalidInput),
    ("p_hit 201 tiles", lambda: p_hit(5, {1: 101, 2: 100}), InvalidInput),
    ("p_hit_turn plus_minus", lambda: p_hit_turn(TILES, "plus_minus"), InvalidInput),
    ("p_hit_turn unknown variant", lambda: p_hit_turn(TILES, "nope"), InvalidInput),
    ("p_hit_turn yellow die 7", lambda: p_hit_turn(TILES, yellow_faces=[7]), InvalidInput),
    ("dice_sum_dist variant None", lambda: dice_sum_dist(None), InvalidInput),  # type: ignore[arg-type]
    ("dice_pairs yellow text", lambda: dice_pairs("0123"), InvalidInput),
    ("exact_table targets 0..100", lambda: exact_table(TILES, range(101)), InvalidInput),
    ("exact_table targets 0..10**20", lambda: exact_table(TILES, range(10**20)), InvalidInput),  # len() overflowed
    ("exact_table targets 5 down to -10**12", lambda: exact_table(TILES, range(5, -10**12, -1)), InvalidInput),
    ("exact_table targets 0..10**9", lambda: exact_table(TILES, range(10**9)), InvalidInput),  # max() took 19 s
    ("simulate_hits n=0", lambda: simulate_hits(5, TILES, 0, 1), InvalidInput),
    ("simulate_hits n=True", lambda: simulate_hits(5, TILES, True, 1), InvalidInput),  # type: ignore[arg-type]
    ("simulate_hits n=1.5", lambda: simulate_hits(5, TILES, 1.5, 1), InvalidInput),  # type: ignore[arg-type]
    ("simulate_hits rng -1", lambda: simulate_hits(5, TILES, 10, rng=-1), InvalidInput),
    ("simulate_hits rng text", lambda: simulate_hits(5, TILES, 10, rng="x"), InvalidInput),  # type: ignore[arg-type]
    ("simulate_hits rng None", lambda: simulate_hits(5, TILES, 10, None), InvalidInput),  # a fresh one: not repeatable
    ("simulate_dice_sums rng None", lambda: simulate_dice_sums(10, None), InvalidInput),
    ("simulate_hits target array too big", lambda: simulate_hits(np.full(10, 99), TILES, 10, 1), InvalidInput),
    ("simulate_hits target array wrong length", lambda: simulate_hits(np.full(3, 5), TILES, 10, 1), InvalidInput),
    ("simulate_hits work over 10**9", lambda: simulate_hits(30, {1: 200}, 3 * 10**6, 1), InvalidInput),
    ("simulate_hits_python n=10**9", lambda: simulate_hits_python(5, TILES, 10**9), InvalidInput),
    ("simulate_dice_sums n=-5", lambda: simulate_dice_sums(-5, 1), InvalidInput),
    ("simulate_dice_sums n=10**12", lambda: simulate_dice_sums(10**12, 1), InvalidInput),
    # bots and duels
    ("ForgetfulBot forget 2", lambda: ForgetfulBot(2), InvalidInput),
    ("ForgetfulBot forget NaN", lambda: ForgetfulBot(float("nan")), InvalidInput),
    ("ForgetfulBot forget text", lambda: ForgetfulBot("0.3"), InvalidInput),  # type: ignore[arg-type]
    ("duel unknown bot", lambda: duel("ungeziffer", "nobot", "random", 2), InvalidInput),
    ("duel a million games", lambda: duel("ungeziffer", "memory", "random", games=10**6), InvalidInput),
    ("duel variant", lambda: duel("ungeziffer", "memory", "random", 2, variant="expert"), InvalidInput),
    # new_game options
    ("new_game 5 players", lambda: new_game(5), InvalidInput),
    ("new_game players '2'", lambda: new_game("2"), InvalidInput),  # type: ignore[arg-type]
    ("new_game variant", lambda: new_game(2, variant="expert"), InvalidInput),
    ("new_game one huge tile count", lambda: new_game(2, tiles={"1": 10**9}), InvalidInput),
    ("new_game tiles not a mapping", lambda: new_game(2, tiles="1111"), InvalidInput),  # type: ignore[arg-type]
    ("new_game too few tiles", lambda: new_game(2, tiles={"1": 4}), InvalidInput),
    ("new_game yellow 13 faces", lambda: new_game(2, yellow_faces=[0] * 13), InvalidInput),
    ("new_game end_at huge", lambda: new_game(2, end_at=BIG), InvalidInput),
    ("new_game end_when_stuck 'yes'", lambda: new_game(2, end_when_stuck="yes"), InvalidInput),  # type: ignore[arg-type]
    ("new_game score", lambda: new_game(2, score="points"), InvalidInput),
    # actions
    ("action None", lambda: new_game(2).apply(None), InvalidInput),  # type: ignore[arg-type]
    ("action 'turn -1'", lambda: new_game(2).apply("roll").apply("dice 6 3").apply("turn -1"), InvalidInput),
    ("action 'turn ²'", lambda: new_game(2).apply("roll").apply("dice 6 3").apply("turn ²"), InvalidInput),
    ("action 'turn 99'", lambda: new_game(2).apply("roll").apply("dice 6 3").apply("turn 99"), IllegalMove),
    # saves and files
    ("from_json a number", lambda: from_json(5), InvalidInput),  # type: ignore[arg-type]
    ("from_json 3 MB", lambda: from_json(" " * 3_000_000), InvalidInput),
    ("from_json an old save (format 1)", lambda: from_json(json.dumps(
        {"game": "ungeziffer", "version": 1, "setup": {"players": 2, "seed": 3}, "actions": []})), InvalidInput),
    ("from_json a seed in a new save", lambda: from_json(json.dumps(
        {"game": "ungeziffer", "version": 2, "setup": {"players": 2, "seed": 3}, "steps": []})), InvalidInput),
    ("from_json an impossible reveal", lambda: from_json(json.dumps(
        {"game": "ungeziffer", "version": 2, "setup": {"players": 2, "tiles": {"1": 9}},
         "steps": ["roll", "dice 6 3", "turn 0", "tile 0 is 5"]})), InvalidInput),
    ("from_json huge tile count", lambda: from_json(json.dumps(
        {"game": "ungeziffer", "version": 2, "setup": {"players": 2, "tiles": {"1": 10**12}},
         "steps": []})), InvalidInput),
    ("from_json 5,000-digit action", lambda: from_json(json.dumps(
        {"game": "ungeziffer", "version": 2, "setup": {"players": 2}, "steps": ["roll", "turn " + "9" * 5000]})),
     InvalidInput),
    ("load_tiles missing file", lambda: load_tiles("/nonexistent/tiles.json"), InvalidInput),
    ("load_tiles a number", lambda: load_tiles(5), InvalidInput),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("name", "call", "error"), CASES, ids=[c[0] for c in CASES])
def test_bad_arguments_are_refused_at_once(name: str, call: Callable[[], Any], error: type[Exception]) -> None:
    with within(2.0), pytest.raises(error):
        call()


def test_a_refused_action_leaves_the_state_unchanged() -> None:
    state = new_game(2).apply("roll")
    before = state.to_json()
    for action in ("turn " + "1" * 5000, "x" * 300, "turn 99", "roll", None):
        with pytest.raises(BugkitError):
            state.apply(action)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_bounds_are_generous_for_real_games() -> None:
    """Every real game and lesson stays far inside the bounds, and fast."""
    with within(3.0):
        assert 0 < p_hit(30, dict.fromkeys(range(10), 20)) < 1
    with within(1.0):
        assert p_hit(9, {0: 190, 9: 1}) == 1
    with within(3.0):
        assert simulate_hits(9, TILES, 1_000_000, rng=1).n == 1_000_000
    with within(1.0):
        new_game(4, tiles={str(v): 20 for v in range(10)})


def test_a_bad_tile_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "tiles.json"
    for text in ("not json", '{"tiles": {"1": "four"}}', '{"tiles": [1, 2]}', "[]", "[" * 100_000):
        bad.write_text(text, encoding="utf-8")
        with within(2.0), pytest.raises(InvalidInput):
            load_tiles(bad)


ODDS_ARGS = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.integers(), st.floats(),
                      st.text(max_size=30), st.lists(st.integers(-5, 12), max_size=15),
                      st.dictionaries(st.one_of(st.integers(-3, 12), st.text(max_size=3)),
                                      st.one_of(st.integers(-5, 300), st.floats()), max_size=12))
ODDS_FUNCTIONS: list[Callable[..., Any]] = [p_hit, p_hit_turn, dice_sum_dist, dice_pairs, exact_table,
                                            simulate_dice_sums, simulate_hits, simulate_hits_python]


@pytest.mark.parametrize("function", ODDS_FUNCTIONS, ids=lambda f: f.__name__)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=st.lists(ODDS_ARGS, min_size=0, max_size=4))
def test_odds_functions_give_an_answer_or_a_bugkit_error_within_a_second(function: Callable[..., Any],
                                                                         args: list[Any]) -> None:
    with within(1.5):  # a second of work, and half a second of slack for a machine shared by many jobs
        try:
            function(*args)
        except BugkitError:
            pass
        except TypeError as exc:  # too many or too few positional arguments: Python's own call check
            assert "argument" in str(exc), exc


# -- the board -------------------------------------------------------------------------------------------------
def test_adopt_shows_a_game_with_another_set_up() -> None:
    """A beginners' 4-player save shown in a standard 2-player board: tiles, seats, variant rebuilt; clicks work."""
    view = play(players=2, seats=["human", "human"], seed=5)
    saved = bugkit.play("ungeziffer", ["random"] * 4, seed=3, variant="beginners").final
    early = from_json(json.dumps({"game": "ungeziffer", "version": 2, "setup": saved.setup,
                                  "steps": list(saved.history[:6])}))
    view.adopt(early)
    assert view.state == early and len(view.tile_buttons) == len(early.layout) == 25
    assert view.players.value == 4 and view.variant.value == "beginners"
    assert [s.layout.display for s in view.seats] == ["", "", "", ""]
    assert view.seed.value == ""  # a loaded game goes on with a fresh number that is never shown
    for button in [*view.tile_buttons, view.roll_button, view.step_button, view.bots_button]:
        button.click()  # nothing raises, whatever the position
    view.adopt(new_game(2))
    assert len(view.tile_buttons) == 32 and view.error.value == ""


def test_no_exception_escapes_a_click_and_the_board_stays_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    view = play(players=2, seats=["human", "memory"], seed=6)
    before = view.state

    def broken(action: str) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(type(before), "apply", lambda self, action: broken(action))
    view.roll_button.click()
    assert view.state is before and "did not work" in view.error.value
    monkeypatch.undo()
    view.language.value = "de"
    view.seed.value = "-7"
    view.new_button.click()
    assert "Spielnummer ist eine ganze Zahl" in view.error.value and view.state is before


def test_every_control_survives_bad_values() -> None:
    view = play(players=3, seats=["human", "random", "memory"], seed=9)
    for text in ("", "-1", "1e5", "x" * 500, "99999999999999999999999", "٣"):
        view.seed.value = text
        view.new_button.click()
    view.seed.value = "12 345"  # a number written with a space between groups is fine
    view.new_button.click()
    assert view.number == 12345
    for _ in range(30):
        for button in [view.roll_button, view.step_button, view.bots_button, *view.tile_buttons[:3]]:
            button.click()


# -- hidden information ---------------------------------------------------------------------------------------
def test_no_seat_ever_sees_a_face_down_tile() -> None:
    """After every move of bot games, shuffle the values of the face-down tiles: the board's texts and tooltips
    must not change (so they show nothing of them), and no seat's observation holds them."""
    rng = np.random.default_rng(0)
    for seed in (1, 2):
        view = play(players=3, seats=["memory", "forgetful", "random"], seed=seed)
        for _ in range(400):
            if view.state.is_over:
                break
            view.step_button.click()
            state = view.state
            for seat in range(state.n_players):
                assert set(state.observation(seat).open_values) == set(state.turned)
            down = sorted(set(state.face_down()) - just_missed(view.state))  # a failed turn's tiles were seen by all
            shown = visible_texts(view), [p.value for p in view.tile_pictures]
            layout = list(state.layout)
            values = [layout[p] for p in down]
            for p, v in zip(down, rng.permutation(np.array(values, dtype=object)), strict=True):
                layout[p] = v
            view.session.state = replace(state, layout=tuple(layout))
            view.render()
            assert (visible_texts(view), [p.value for p in view.tile_pictures]) == shown
            view.session.state = state


def test_the_hidden_tile_check_can_fail() -> None:
    view = play(players=2, seats=["human", "human"], seed=3)
    state = view.state
    view.render()
    view.status.value = str(state.layout[0])  # a board that printed a face-down tile
    shown = visible_texts(view)
    view.session.state = replace(state, layout=(9 if state.layout[0] != 9 else 1, *state.layout[1:]))
    view.status.value = str(view.state.layout[0])
    assert visible_texts(view) != shown


# -- the Ungeziffer log: the memory game stays a memory game ---------------------------------------------------------
def _face_down_again(state: Any) -> dict[int, int]:
    """Return position -> value of every tile that was seen and lies face down again (not shown on the board)."""
    from bugkit.ungeziffer.rules import HIDDEN

    in_view = set(state.turned) | just_missed(state)
    return {p: v for p, v in enumerate(state.layout) if v is not None and v != HIDDEN and p not in in_view}


@pytest.mark.parametrize("seed", first_in_fast_lane(range(6)))  # whole games: one seed in the fast lane
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_names_no_value_of_a_tile_face_down_again(seed: int, lang: str) -> None:
    from bugkit.ungeziffer.ui import log_lines, play

    view = play(players=2, seats=["random", "random"], seed=seed, lang=lang)
    session = view.session
    checked = 0
    with within(60):
        while not session.state.is_over:
            session.bot_step()
            state = session.state
            if state.events and type(state.events[-1]).__name__ != "TurnEnded":
                continue  # check after every turn
            lines = log_lines(state, lang)
            assert len(lines) == len(state.events)
            hidden = _face_down_again(state)
            for pos, value in hidden.items():
                tile = f" {pos + 1}: {value} " if lang == "en" else f" {pos + 1} auf: {value}"
                assert not any(tile in line for line in lines), (pos, value, lines)
                checked += 1
            for line, event in zip(lines, state.events, strict=True):
                if type(event).__name__ == "Turned" and event.pos not in hidden:
                    assert str(event.value) in line  # a tile in view (or taken) keeps its value in the log
    view.render()
    assert view.textlog.lines == log_lines(view.state, lang)
    assert checked > 0, "no tile went face down again: the case tests nothing"


def test_value_refuses_a_position_not_on_the_table() -> None:
    """``value(None)`` was a TypeError, ``value(10**11)`` an IndexError and ``value(-1)`` read the last tile."""
    from gametools import random_positions

    state = random_positions("ungeziffer")[-1]
    assert [state.value(p) for p in range(len(state.layout))] == [None if v in (None, -1) else v
                                                                   for v in state.layout]
    for bad in (None, -1, len(state.layout), 10**11, True, 1.0):
        with pytest.raises(InvalidInput, match="tile position"):
            state.value(bad)
