"""Voll verasselt hardening (issue 11): every public function refuses bad arguments at once with InvalidInput,
solvers and simulators check their size bounds before working, actions are bounded, saves are bounded, and the
board never shows what a seat may not know. Each case states its input and the error it must give."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import math
from collections.abc import Callable
from fractions import Fraction
from importlib import resources
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from limits import within

import bugkit
from bugkit import BugkitError, IllegalMove, InvalidInput
from bugkit.core.session import resolve
from bugkit.ui import visible_texts
from bugkit.voll_verasselt import (
    OddsBot,
    ThresholdBot,
    advise,
    from_json,
    new_game,
    p_bugged_up,
    simulate_turns,
    turn_value,
)
from bugkit.voll_verasselt.components import check_data, parse_data
from bugkit.voll_verasselt.odds import estimate_turns
from bugkit.voll_verasselt.rules import VollVerasseltState
from bugkit.voll_verasselt.ui import play

# A valid sample call of each public function of odds.py and bots.py (in the package's __all__), by its name: a
# maker of its keyword arguments (dict for one that needs none). tests/test_hardening_arguments.py and
# tests/test_fuzz.py start from that call and change its arguments to bad ones.
ARGUMENT_SAMPLES: dict[str, Callable[[], dict[str, Any]]] = {
    "advise": lambda: {"group": {"blue": 1, "red": 1}, "dice": ["bars"] * 3 + ["blue"] * 4, "catch": 6},
    "p_bugged_up": lambda: {"cards": {"blue": 1}, "unrolled": [], "rolled": 2},
    "simulate_turns": lambda: {"cards": (2, 2, 2, 2), "stop_at": 5, "n": 100,
                               "rng": np.random.default_rng(1)},
    "turn_value": lambda: {"cards": (2, 2, 2, 2)},
}

# What the shared tests must know of this game (gathered by ``gametools.game_hook``; no shared test names a game):
# options a save must be refused for at once (``tests/test_hardening_load.py``), and ...
BAD_OPTIONS: list[dict[str, Any]] = [{"max_turns": 10**9}]


def scrambled(state: Any, viewer: int) -> Any:
    """Return ``state`` with what ``viewer`` does not see changed (the colours on the others' heaps and in the
    pile), or None when nothing is hidden now (``tests/classroom/test_together.py``: a device shows nothing of
    it)."""
    from bugkit.core.game import evolve

    heaps = tuple(h if i == viewer else (*h[1:], h[0]) for i, h in enumerate(state.heaps))
    pile = (*state.pile[1:], state.pile[0])
    if (heaps, pile) == (state.heaps, state.pile):
        return None
    return evolve(state, heaps=heaps, pile=pile)


RNG = np.random.default_rng(0)
HUB = {"blue": 3, "red": 3, "yellow": 3, "green": 3}
DICE = ["bars"] * 7
HUGE = (10**5000 - 1) // 9  # 111...1 with 5,000 digits: Python refuses to print it (default digit limit)

# (name, call, error class it must raise); every call must be refused within 1 s
CASES: list[tuple[str, Callable[[], Any], type[Exception]]] = [
    # new_game
    ("new_game players=1", lambda: new_game(players=1), InvalidInput),
    ("new_game players=6", lambda: new_game(players=6), InvalidInput),
    ("new_game players=True", lambda: new_game(players=True), InvalidInput),
    ("new_game players='2'", lambda: new_game(players="2"), InvalidInput),  # type: ignore[arg-type]
    ("new_game players=None", lambda: new_game(players=None), InvalidInput),  # type: ignore[arg-type]
    ("new_game players=2.0", lambda: new_game(players=2.0), InvalidInput),  # type: ignore[arg-type]
    ("new_game seed=-1", lambda: new_game(seed=-1), InvalidInput),
    ("new_game seed=2**64", lambda: new_game(seed=2**64), InvalidInput),
    ("new_game seed=HUGE", lambda: new_game(seed=HUGE), InvalidInput),
    ("new_game seed=nan", lambda: new_game(seed=math.nan), InvalidInput),  # type: ignore[arg-type]
    ("new_game seed='x'", lambda: new_game(seed="x"), InvalidInput),  # type: ignore[arg-type]
    ("new_game bogus=1", lambda: new_game(bogus=1), InvalidInput),
    ("new_game stall_rounds=3 (removed)", lambda: new_game(stall_rounds=3), InvalidInput),
    ("new_game max_turns=0", lambda: new_game(max_turns=0), InvalidInput),
    ("new_game max_turns=10**9", lambda: new_game(max_turns=10**9), InvalidInput),
    ("new_game max_turns=HUGE", lambda: new_game(max_turns=HUGE), InvalidInput),
    ("bugkit.new_game bogus", lambda: bugkit.new_game("voll_verasselt", bogus=1), InvalidInput),
    # actions
    ("action of 5,000 digits", lambda: dealt().apply("roll " + "1" * 5000), InvalidInput),
    ("yard with a 5,000-digit count", lambda: dealt().apply("yard " + "1" * 5000 + " 0 0 0"),
     InvalidInput),
    ("action over 200 characters", lambda: dealt().apply("go " * 100), InvalidInput),
    ("action None", lambda: dealt().apply(None), InvalidInput),  # type: ignore[arg-type]
    ("action a list", lambda: dealt().apply(["roll"]), InvalidInput),  # type: ignore[arg-type]
    ("roll with die 8", lambda: dealt().apply("roll 1 2 3 8"), InvalidInput),
    ("roll 3 dice", lambda: dealt().apply("roll 0 1 2"), IllegalMove),
    ("stop before any roll", lambda: dealt().apply("stop"), IllegalMove),
    ("boost purple", lambda: dealt().apply("boost purple"), InvalidInput),
    ("resolve_roll a 5,000-digit position", lambda: dealt().resolve_roll((HUGE, 1, 2, 3), ("bars",) * 4),
     InvalidInput),
    ("resolve_roll chosen a string", lambda: dealt().resolve_roll("0123", ("bars",) * 4),  # type: ignore[arg-type]
     InvalidInput),
    ("resolve_roll 10**6 faces", lambda: dealt().resolve_roll((0, 1, 2, 3), ("bars",) * 10**6),
     InvalidInput),
    ("resolve_roll an unhashable face", lambda: dealt().resolve_roll((0, 1, 2, 3), ([], [], [], [])),  # type: ignore[arg-type]
     InvalidInput),
    ("resolve_roll 3 dice", lambda: dealt().resolve_roll((0, 1, 2), ("bars",) * 3), IllegalMove),
    ("observation of seat 7", lambda: dealt().observation(7), InvalidInput),
    ("observation of seat -1", lambda: dealt().observation(-1), InvalidInput),
    # from_json
    ("from_json 2 MB", lambda: from_json("x" * 2_000_000), InvalidInput),
    ("from_json not text", lambda: from_json(42), InvalidInput),  # type: ignore[arg-type]
    ("from_json bad JSON", lambda: from_json("{"), InvalidInput),
    ("from_json huge player count", lambda: from_json(json.dumps(
        {"game": "voll_verasselt", "version": 2, "setup": {"players": 10**9}, "steps": []})),
     InvalidInput),
    ("from_json huge max_turns", lambda: from_json(json.dumps(
        {"game": "voll_verasselt", "version": 2, "setup": {"players": 2, "max_turns": 10**12},
         "steps": []})), InvalidInput),
    ("from_json unknown option", lambda: from_json(json.dumps(
        {"game": "voll_verasselt", "version": 2, "setup": {"players": 2, "stall_rounds": 3},
         "steps": []})), InvalidInput),
    # p_bugged_up
    ("p_bugged_up rolled=HUGE", lambda: p_bugged_up(HUB, [], HUGE), InvalidInput),
    ("p_bugged_up rolled=21", lambda: p_bugged_up(HUB, [], 21), InvalidInput),
    ("p_bugged_up rolled=-1", lambda: p_bugged_up(HUB, [], -1), InvalidInput),
    ("p_bugged_up rolled=True", lambda: p_bugged_up(HUB, [], True), InvalidInput),
    ("p_bugged_up rolled=nan", lambda: p_bugged_up(HUB, [], math.nan), InvalidInput),  # type: ignore[arg-type]
    ("p_bugged_up 10**6 unrolled dice", lambda: p_bugged_up(HUB, ["bars"] * 10**6, 4), InvalidInput),
    ("p_bugged_up unrolled a string", lambda: p_bugged_up(HUB, "bars", 4), InvalidInput),
    ("p_bugged_up cards None", lambda: p_bugged_up(None, [], 4), InvalidInput),  # type: ignore[arg-type]
    ("p_bugged_up purple cards", lambda: p_bugged_up({"purple": 1}, [], 4), InvalidInput),
    ("p_bugged_up -1 cards", lambda: p_bugged_up({"blue": -1}, [], 4), InvalidInput),
    ("p_bugged_up 1.5 cards", lambda: p_bugged_up({"blue": 1.5}, [], 4), InvalidInput),  # type: ignore[dict-item]
    ("p_bugged_up HUGE cards", lambda: p_bugged_up({"blue": HUGE}, [], 4), InvalidInput),
    ("p_bugged_up a generator of cards", lambda: p_bugged_up(iter(range(10**9)), [], 4),  # type: ignore[arg-type]
     InvalidInput),
    # advise
    ("advise 30 dice (audit)", lambda: advise(HUB, ["bars"] * 30), InvalidInput),
    ("advise 3 dice", lambda: advise(HUB, ["bars"] * 3), InvalidInput),
    ("advise catch=-1", lambda: advise(HUB, DICE, -1), InvalidInput),
    ("advise catch=HUGE", lambda: advise(HUB, DICE, HUGE), InvalidInput),
    ("advise must_roll='yes'", lambda: advise(HUB, DICE, 0, must_roll="yes"), InvalidInput),  # type: ignore[arg-type]
    ("advise dice None", lambda: advise(HUB, None), InvalidInput),  # type: ignore[arg-type]
    ("advise unknown face", lambda: advise(HUB, ["pink"] * 7), InvalidInput),
    # turn_value
    ("turn_value the whole deck (audit)", lambda: turn_value((22, 22, 22, 22)), InvalidInput),
    ("turn_value 25 cards", lambda: turn_value((7, 6, 6, 6)), InvalidInput),
    ("turn_value stop_at=0", lambda: turn_value(HUB, stop_at=0), InvalidInput),
    ("turn_value stop_at=HUGE", lambda: turn_value(HUB, stop_at=HUGE), InvalidInput),
    ("turn_value stop_at=nan", lambda: turn_value(HUB, stop_at=math.nan), InvalidInput),  # type: ignore[arg-type]
    ("turn_value keep_bars=2", lambda: turn_value(HUB, keep_bars=2), InvalidInput),  # type: ignore[arg-type]
    ("turn_value start_bars=8", lambda: turn_value(HUB, keep_bars=True, start_bars=8), InvalidInput),
    ("turn_value start_bars='7'", lambda: turn_value(HUB, start_bars="7"), InvalidInput),  # type: ignore[arg-type]
    # simulate_turns / estimate_turns
    ("simulate_turns n=10**12 (audit)", lambda: simulate_turns(HUB, 4, 10**12, RNG), InvalidInput),
    ("simulate_turns n=0", lambda: simulate_turns(HUB, 4, 0, RNG), InvalidInput),
    ("simulate_turns n=1.5", lambda: simulate_turns(HUB, 4, 1.5, RNG), InvalidInput),  # type: ignore[arg-type]
    ("simulate_turns rng=None", lambda: simulate_turns(HUB, 4, 10, None), InvalidInput),  # type: ignore[arg-type]
    ("simulate_turns rng=seed", lambda: simulate_turns(HUB, 4, 10, 3), InvalidInput),  # type: ignore[arg-type]
    ("simulate_turns stop_at=-1", lambda: simulate_turns(HUB, -1, 10, RNG), InvalidInput),
    ("simulate_turns 200 cards of a colour", lambda: simulate_turns({"blue": 200}, 4, 10, RNG), InvalidInput),
    ("simulate_turns max_rolls=10**9", lambda: simulate_turns(HUB, 4, 10, RNG, max_rolls=10**9), InvalidInput),
    ("estimate_turns n=10**12", lambda: estimate_turns(HUB, 4, 10**12, RNG), InvalidInput),
    # bots
    ("ThresholdBot(0)", lambda: ThresholdBot(0), InvalidInput),
    ("ThresholdBot('4')", lambda: ThresholdBot("4"), InvalidInput),  # type: ignore[arg-type]
    ("ThresholdBot(HUGE)", lambda: ThresholdBot(HUGE), InvalidInput),
    ("OddsBot(nan)", lambda: OddsBot(math.nan), InvalidInput),
    ("OddsBot(-1)", lambda: OddsBot(-1), InvalidInput),
    ("OddsBot('0.3')", lambda: OddsBot("0.3"), InvalidInput),  # type: ignore[arg-type]
    # the board
    ("play seed=-1", lambda: play(seed=-1), InvalidInput),
    ("play players=9", lambda: play(players=9), InvalidInput),
    ("play lang='fr'", lambda: play(lang="fr"), InvalidInput),
    ("play seats=['nobot']", lambda: play(seats=["nobot"]), InvalidInput),
    ("play seats='random'", lambda: play(seats="random"), InvalidInput),
]


def dealt(seed: int = 1) -> VollVerasseltState:
    """Return a 2-player game after its deal (chance sampled by the core's ``resolve`` from ``seed``)."""
    return resolve(new_game(), np.random.default_rng(seed))


@pytest.mark.parametrize(("name", "call", "error"), CASES, ids=[c[0] for c in CASES])
def test_bad_arguments_are_refused_at_once(name: str, call: Callable[[], Any], error: type[Exception]) -> None:
    with within(1.0), pytest.raises(error) as info:
        call()
    assert len(str(info.value)) < 1000  # the message names the problem; it does not echo 5,000 digits


@pytest.mark.parametrize("text", [
    "{", "[]", '{"colours": ["blue"]}',
    json.dumps({"colours": ["blue", "red", "yellow", "green"], "die_faces": ["blue", "red", "yellow", "green",
                "bars", "bars"], "cards_per_kind": 10**9, "bars_per_bar_face": 2}),
    json.dumps({"colours": ["blue", "red", "yellow", "green"], "die_faces": ["blue", "red", "yellow", "green",
                "bars", "bars"], "cards_per_kind": 22, "bars_per_bar_face": 10**9}),
])
def test_a_bad_data_file_is_a_clear_invalid_input(text: str) -> None:
    with within(1.0), pytest.raises(InvalidInput, match="data file"):
        parse_data(text)


def test_the_shipped_data_file_is_valid() -> None:
    check_data()


SHIPPED = json.loads(resources.files("bugkit.voll_verasselt").joinpath("data/components.json").read_text(
    encoding="utf-8"))
# a malformed die, and what the refusal must say (what is wrong, what is allowed)
BAD_DICE: list[tuple[str, object, str]] = [
    ("die_faces", [], r"a list of 5 to 12 faces, each one of \['blue', 'red', 'yellow', 'green', 'bars'\]"),
    ("die_faces", ["blue", "red", "yellow", "green", "bars"] * 3, "a list of 5 to 12 faces"),
    ("die_faces", "blue red yellow green bars", "a list of 5 to 12 faces"),
    ("die_faces", {"blue": 1, "red": 1, "yellow": 1, "green": 1, "bars": 2}, "a list of 5 to 12 faces"),
    ("die_faces", ["blue", "red", "yellow", "green", "purple", "bars"], "'purple' is not a face; each face is one of"),
    ("die_faces", ["blue", "red", "yellow", "green", 4, "bars"], "4 is not a face; each face is one of"),
    ("die_faces", ["blue", "red", "yellow", "green", True, "bars"], "True is not a face"),
    ("die_faces", ["bars"] * 6, "no 'blue' face; a die needs each of"),
    ("die_faces", ["blue", "red", "green", "green", "bars", "bars"], "no 'yellow' face.*could not end"),
    ("die_faces", ["blue", "red", "yellow", "green", "green", "green"], "no 'bars' face.*all dice showing bars"),
    ("bars_per_bar_face", -1, "bars_per_bar_face .* must be a whole number from 0 to 3, not -1"),
    ("bars_per_bar_face", 4, "from 0 to 3, not 4"),
    ("bars_per_bar_face", 2.5, "from 0 to 3, not 2.5"),
    ("bars_per_bar_face", True, "from 0 to 3, not True"),
    ("bars_per_bar_face", "2", "from 0 to 3, not '2'"),
]


@pytest.mark.parametrize(("key", "value", "message"), BAD_DICE, ids=[f"{k}={v!r}"[:40] for k, v, _ in BAD_DICE])
def test_a2_a_malformed_die_is_refused_with_what_is_wrong_and_what_is_allowed(key: str, value: object,
                                                                              message: str) -> None:
    with within(1.0), pytest.raises(InvalidInput, match=f"^Voll verasselt data file: .*{message}"):
        parse_data(json.dumps({**SHIPPED, key: value}))
    with within(1.0), pytest.raises(InvalidInput, match=message):
        new_game(**{key: value})  # type: ignore[arg-type]
    with within(1.0), pytest.raises(InvalidInput, match=message):
        bugkit.start("voll_verasselt", seed=1, **{key: value})
    if key == "die_faces":
        with within(1.0), pytest.raises(InvalidInput, match=message):
            p_bugged_up({"blue": 1}, [], 4, die_faces=value)  # type: ignore[arg-type]


def test_a_refused_action_leaves_the_state_unchanged() -> None:
    s = dealt(3)
    before = s.to_json()
    for bad in ("roll " + "1" * 5000, "stop", "x" * 300, "yard 99 0 0 0"):
        with within(1.0), pytest.raises(BugkitError):
            s.apply(bad)
    assert s.to_json() == before


def test_the_largest_allowed_problems_finish_in_reasonable_time() -> None:
    """The bounds are generous and safe: the biggest turn_value, advise and simulation allowed still finish."""
    with within(8.0):
        assert turn_value((6, 6, 6, 6), keep_bars=True).expected > 0  # without keep_bars: about 1.5 s
    with within(2.0):
        assert advise((88, 88, 88, 88), ["bars"] * 7).best.expected > 0
        assert p_bugged_up({"blue": 88}, ["blue"] * 20, 20) == 1 - Fraction(1, 2**20)  # any other colour bugs up
    with within(5.0):
        assert simulate_turns(HUB, 4, 600_000, np.random.default_rng(1)).shape == (600_000,)  # two chunks


def test_simulating_in_chunks_gives_the_same_numbers_as_one_call_below_the_chunk_size() -> None:
    a = simulate_turns(HUB, 4, 1000, np.random.default_rng(5))
    b = simulate_turns(HUB, 4, 1000, np.random.default_rng(5))
    assert (a == b).all()


counts = st.one_of(st.integers(-3, 8), st.none(), st.floats(allow_nan=True), st.text(max_size=3), st.booleans(),
                   st.integers(10**20, 10**21))
groups = st.one_of(st.dictionaries(st.sampled_from(["blue", "red", "yellow", "green", "pink", ""]), counts,
                                   max_size=5), st.lists(counts, max_size=6), st.none(), st.text(max_size=5))
faces = st.one_of(st.lists(st.sampled_from(["blue", "red", "yellow", "green", "bars", "x"]), max_size=9),
                  st.none(), st.text(max_size=4), st.integers())
anything = st.one_of(st.none(), st.booleans(), st.integers(-5, 30), st.floats(), st.text(max_size=5),
                     st.integers(10**30, 10**31))


def only_bugkit_errors(call: Callable[[], Any]) -> None:
    """Run ``call`` within a second: it may succeed or raise a BugkitError, nothing else."""
    with within(1.0), contextlib.suppress(BugkitError):
        call()


@settings(max_examples=30, deadline=None)
@given(groups, faces, anything)
def test_p_bugged_up_takes_anything(cards: Any, unrolled: Any, rolled: Any) -> None:
    only_bugkit_errors(lambda: p_bugged_up(cards, unrolled, rolled))


@settings(max_examples=30, deadline=None)
@given(groups, faces, anything, anything)
def test_advise_takes_anything(group: Any, dice: Any, catch: Any, must_roll: Any) -> None:
    only_bugkit_errors(lambda: advise(group, dice, catch, must_roll))


small_groups = st.one_of(st.lists(st.integers(-1, 4), min_size=4, max_size=4), groups)


@settings(max_examples=30, deadline=None)
@given(small_groups, st.one_of(st.none(), anything), anything, anything)
def test_turn_value_takes_anything(cards: Any, stop_at: Any, keep_bars: Any, start_bars: Any) -> None:
    only_bugkit_errors(lambda: turn_value(cards, stop_at, keep_bars, start_bars))


@settings(max_examples=30, deadline=None)
@given(groups, anything, st.one_of(st.integers(-2, 2000), anything), anything)
def test_simulate_turns_takes_anything(cards: Any, stop_at: Any, n: Any, keep_bars: Any) -> None:
    only_bugkit_errors(lambda: simulate_turns(cards, stop_at, n, np.random.default_rng(0), keep_bars))


# -- hidden information --------------------------------------------------------------------------------------
def test_no_seat_sees_the_pile_order_or_the_colours_on_other_heaps() -> None:
    """The pile's order and the colours on other players' heaps are hidden; the board shows only counts."""
    for lang in ("en", "de"):
        for seat in range(3):
            seats = ["odds"] * 3
            seats[seat] = "human"
            v = play(players=3, seats=seats, seed=17, lang=lang)
            s = v.state
            # distinctive hidden values: heaps with 13 of one colour, a pile whose top is 9 yellow cards
            heaps = ((13, 0, 0, 0), (0, 13, 0, 0), (0, 0, 0, 13))
            v.session.state = dataclasses.replace(s, heaps=heaps, pile=(2,) * 9 + s.pile[9:])
            v.render()
            v.advice_button.click()
            text = " ".join(visible_texts(v))
            for word in ("13 blue", "13 red", "13 green", "13 blaue", "13 rote", "13 grüne", "9 yellow", "9 gelbe"):
                assert word not in text, (lang, seat, word)
            assert "13" in text  # the heap sizes themselves are public


def test_a_turn_simulation_whose_turns_run_far_past_the_estimate_still_stops_as_it_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The work is estimated before any work (``turn_simulation_work``); as a safety net it is still counted roll by
    roll, and a call that goes past twice ``MAX_TURN_WORK`` stops with the same refusal (here the estimate is made
    to say 0); within the bound the turns are played as before."""
    from bugkit.voll_verasselt import odds

    before = simulate_turns([22] * 4, 40, 200, np.random.default_rng(1))
    monkeypatch.setattr(odds, "_turn_work", lambda *args: 0)
    monkeypatch.setattr(odds, "MAX_TURN_WORK", 1_000)
    with pytest.raises(InvalidInput, match=r"too long for one call.*smaller n, stop_at or group"):
        simulate_turns([22] * 4, 40, 200, np.random.default_rng(1))
    monkeypatch.setattr(odds, "MAX_TURN_WORK", 10**9)
    assert np.array_equal(simulate_turns([22] * 4, 40, 200, np.random.default_rng(1)), before)


def test_a_turn_simulation_too_long_for_one_call_is_refused_before_any_work() -> None:
    """The audit: 10,000,000 turns of a full hub that stop at 88 cards ran 2.7 s before the refusal. The work is
    now estimated from the arguments (turns x a bound on the mean rolls a turn) and refused before a die is
    rolled: the generator has drawn nothing, and the message says how many turns would do."""
    rng = np.random.default_rng(0)
    state = rng.bit_generator.state
    with pytest.raises(InvalidInput, match=r"too long for one call.*at most 8,000,000.*at most about 89,367 turns"):
        simulate_turns({"blue": 22, "red": 22, "yellow": 22, "green": 22}, 88, 10_000_000, rng)
    assert rng.bit_generator.state == state


def test_a_turn_simulation_at_the_work_bound_runs_and_one_turn_more_is_refused() -> None:
    from bugkit.voll_verasselt.odds import MAX_TURN_WORK, turn_simulation_work

    die = ["blue", "red", "yellow", "green"] + ["bars"] * 8  # 8 bars of 12 faces: the most rolls that catch nothing
    n = 71_583
    assert turn_simulation_work(88, n, True, die_faces=die) <= MAX_TURN_WORK < turn_simulation_work(
        88, n + 1, True, die_faces=die)
    assert simulate_turns((1, 0, 0, 0), 88, n, np.random.default_rng(2), keep_bars=True, die_faces=die).shape == (n,)
    with pytest.raises(InvalidInput, match="too long for one call"):
        simulate_turns((1, 0, 0, 0), 88, n + 1, np.random.default_rng(2), keep_bars=True, die_faces=die)
    assert simulate_turns((3, 3, 3, 3), 5, 200_000, np.random.default_rng(2)).shape == (200_000,)  # the benchmark's


@pytest.mark.parametrize(("cards", "stop_at", "keep_bars", "die"), [
    ((22, 22, 22, 22), 88, False, None), ((22, 22, 22, 22), 88, True, None), ((3, 3, 3, 3), 5, False, None),
    ((88, 88, 88, 88), 88, True, ["blue", "red", "yellow", "green"] + ["bars"] * 8)])
def test_the_estimated_rolls_of_a_turn_lie_above_the_simulated_mean(
        monkeypatch: pytest.MonkeyPatch, cards: tuple[int, ...], stop_at: int, keep_bars: bool,
        die: list[str] | None) -> None:
    """The estimate ``turn_simulation_work`` (at most stop_at rolls catch or bug up; the others show only bars) is
    above the work the simulation does, counted roll by roll, and its bound above the mean rolls a turn."""
    from bugkit.voll_verasselt import odds

    n, work, rolled = 5_000, [0], [0]
    real = odds.spend_work

    def count(done: int, units: int, limit: int, what: str) -> int:
        work[0] += units
        rolled[0] += units - odds.ROLL_WORK  # the turns still running at this roll
        return real(done, units, limit, what)

    monkeypatch.setattr(odds, "spend_work", count)
    simulate_turns(cards, stop_at, n, np.random.default_rng(4), keep_bars=keep_bars, die_faces=die)
    assert work[0] < odds.turn_simulation_work(stop_at, n, keep_bars, die_faces=die)
    faces = odds.comp.bug_die(die)  # None: the shipped die, bars on 2 of 6 faces
    bars = faces.count("bars") / len(faces)
    assert rolled[0] / n < stop_at / (1 - bars ** (4 if keep_bars else 7))


@pytest.mark.slow
def test_the_longest_turn_simulation_the_bounds_allowed_is_refused_within_seconds() -> None:
    """The audit's call: every argument within its bound took 30 s; now refused before any work."""
    with within(20.0), pytest.raises(InvalidInput, match="too long for one call"):
        simulate_turns([22] * 4, 88, 10_000_000, np.random.default_rng(0), keep_bars=True, max_rolls=10_000)
