"""Issue 19, robustness part 2, table-driven: typed steps with wrong field types, options of numpy or Fraction type,
raw exceptions from public functions, and work bounded before it starts. Every case runs under a time limit and a
memory limit; each says what it calls and what must come out."""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from limits import memory_within, within

import bugkit
from bugkit import BugkitError, InvalidInput

SECONDS = 10.0
MEMORY = 1 << 30


def _run(call: Callable[[], object]) -> object:
    with within(SECONDS), memory_within(MEMORY):
        return call()


# -- 1. typed steps: refused (bool, float, NaN, text) or normalised (numpy ints) when built --------------------------
def _steps() -> list[tuple[str, Callable[[], object]]]:
    from bugkit.kakerlakentanz.rules import Call
    from bugkit.ungeziffer.rules import Dice as UDice
    from bugkit.ungeziffer.rules import Reveal, Turn
    from bugkit.voll_verasselt.rules import Action as VAction
    from bugkit.voll_verasselt.rules import Draw as VDraw
    from bugkit.voll_verasselt.rules import Roll as VRoll
    from bugkit.wanzen_tanzen.rules import Cover, Keep
    from bugkit.wanzen_tanzen.rules import Dice as WDice
    from bugkit.wuerfel_wg.rules import Borrow, Flip, Ghost, Park, TakeMember, TakeTodo

    return [
        ("Turn(2.0)", lambda: Turn(2.0)), ("Turn(False)", lambda: Turn(False)), ("Turn('4')", lambda: Turn("4")),
        ("Turn(inf)", lambda: Turn(math.inf)), ("Turn(10**20)", lambda: Turn(10**20)),
        ("Turn(np.float32)", lambda: Turn(np.float32(3))), ("Reveal(1, nan)", lambda: Reveal(1, math.nan)),
        ("ungeziffer Dice((2, 1.5))", lambda: UDice((2, 1.5))), ("ungeziffer Dice(7)", lambda: UDice(7)),  # type: ignore[arg-type]
        ("ungeziffer Dice(60 dice)", lambda: UDice((1,) * 60)),
        ("Keep((True, 2))", lambda: Keep((True, 2))), ("Keep('3 3')", lambda: Keep("3 3")),  # type: ignore[arg-type]
        ("Cover(0.5)", lambda: Cover(0.5)), ("wanzen Dice((6, None))", lambda: WDice((6, None))),  # type: ignore[arg-type]
        ("voll Action yard floats", lambda: VAction("yard", (0.0, 1, 0, 0))),
        ("voll Action verb 5", lambda: VAction(5)),  # type: ignore[arg-type]
        ("voll Roll faces (1,)", lambda: VRoll((1,))), ("voll Draw 5 counts", lambda: VDraw((1, 0, 0, 0, 0))),  # type: ignore[arg-type]
        ("Park((k, 2.5))", lambda: Park((0, 2.5))), ("Park(True,)", lambda: Park((True,))),
        ("TakeTodo joker True", lambda: TakeTodo("witzig", (4, 4), joker=True)),
        ("TakeTodo joker 2 of 2", lambda: TakeTodo("witzig", (4, 4), joker=2)),
        ("TakeMember stack 1.0", lambda: TakeMember(1.0, (3, 3))),  # type: ignore[arg-type]
        ("Borrow lender nan", lambda: Borrow("jojo", math.nan, (1, 1))),  # type: ignore[arg-type]
        ("Ghost of '1'", lambda: Ghost("couch", "1")),  # type: ignore[arg-type]
        ("Flip card two words", lambda: Flip("the couch", (5, 5))),
        ("Flip used None", lambda: Flip("couch", None)),  # type: ignore[arg-type]
        ("Call seconds False", lambda: Call("meep", False)),
    ]


@pytest.mark.parametrize(("label", "make"), _steps(), ids=[label for label, _ in _steps()])
def test_a_step_field_of_the_wrong_type_is_refused_when_built(label: str, make: Callable[[], object]) -> None:
    from bugkit.kakerlakentanz.rules import Call

    try:
        step = _run(make)
    except InvalidInput:
        return
    # a NamedTuple step (Call) cannot check when built: applying it must refuse it
    assert isinstance(step, Call), f"{label} was built: {step!r}"
    state = bugkit.start("kakerlakentanz", seed=2).state
    with pytest.raises(InvalidInput):
        _run(lambda: state.apply(step))


def test_numpy_whole_numbers_in_a_step_are_plain_ints_and_the_save_loads() -> None:
    from bugkit.ungeziffer.rules import Dice, Turn

    assert Turn(np.int64(5)) == Turn(5) and type(Turn(np.int16(5)).pos) is int
    state = bugkit.start("ungeziffer", seed=4).state.apply("roll")
    outcome = next(iter(state.chance_outcomes()))
    after = state.apply(Dice(tuple(np.int64(v) for v in outcome.values)))
    assert after.history[-1] == str(outcome)
    assert bugkit.load(after.to_json()) == after


def _floats(value: object) -> object:
    """Return ``value`` with every whole number in it (in tuples too) turned into a float: 2 -> 2.0."""
    if isinstance(value, tuple):
        return tuple(_floats(v) for v in value)
    return float(value) if type(value) is int else value


@pytest.mark.parametrize("game", sorted(bugkit.GAMES))
def test_a_chance_outcome_with_float_fields_is_refused_and_nothing_is_recorded(game: str) -> None:
    # every chance outcome is a typed step: the same outcome with its whole numbers as floats (2.0 for 2) is refused
    # when built, or else by the gate; either way nothing is recorded. Each kind of outcome with a whole number in it
    # that a game of first choices and random chance meets is tried once.
    session = bugkit.start(game, seed=8)
    state, rng, tried = session.state, np.random.default_rng(8), set()
    for _ in range(3_000):
        if state.is_over:
            break
        if not state.is_chance_node:
            state = state.apply(state.legal_actions()[0])
            continue
        outcomes = list(state.chance_outcomes())
        outcome = outcomes[int(rng.integers(len(outcomes)))]
        assert dataclasses.is_dataclass(outcome), f"{game}: a chance outcome that is no typed step: {outcome!r}"
        values = {f.name: getattr(outcome, f.name) for f in dataclasses.fields(outcome) if f.init}
        changed = {name: _floats(value) for name, value in values.items()}
        if type(outcome) not in tried and repr(changed) != repr(values):  # (2.0 == 2: the text tells them apart)
            tried.add(type(outcome))
            before = state.to_json()
            with pytest.raises(InvalidInput):
                _run(lambda: state.apply(type(outcome)(**changed)))  # noqa: B023 - run at once
            assert state.to_json() == before
        state = state.apply(outcome)
    if not tried:
        pytest.skip(f"{game}'s chance outcomes hold no whole numbers (cards or colours by name)")


class FloatBot:
    """A student's bot that computes Ungeziffer positions as floats."""

    def choose(self, observation: Any, legal: Any, rng: Any) -> Any:
        """Return the first legal step, a Turn rebuilt with a float position."""
        from bugkit.ungeziffer.rules import Turn

        first = legal[0]
        return Turn(float(first.pos)) if isinstance(first, Turn) else first


def test_a_bot_computing_positions_as_floats_gets_a_bugkit_error_through_play() -> None:
    with pytest.raises(InvalidInput, match="whole number"):
        _run(lambda: bugkit.play("ungeziffer", [FloatBot(), "random"], seed=3))


# -- 2. options of numpy or Fraction type: stored plain, or refused ----------------------------------------------
OPTION_CASES: list[tuple[str, Callable[[], Any], dict[str, Any] | None]] = [
    ("kakerlakentanz time_limit 7/2", lambda: bugkit.start("kakerlakentanz", time_limit=Fraction(7, 2)).state,
     {"players": 2, "time_limit": 3.5}),
    ("kakerlakentanz np.int8 players", lambda: bugkit.start("kakerlakentanz", players=np.int8(4)).state,
     {"players": 4}),
    ("kakerlakentanz time_limit 2/3", lambda: bugkit.start("kakerlakentanz", time_limit=Fraction(2, 3)).state, None),
    ("voll_verasselt max_turns np.uint16", lambda: bugkit.start("voll_verasselt", max_turns=np.uint16(400)).state,
     {"players": 2, "max_turns": 400}),
    ("ungeziffer end_at Fraction(6): a whole number", lambda: bugkit.start("ungeziffer", end_at=Fraction(6)).state,
     {"players": 2, "end_at": 6}),  # (made plain by the core, new_game_function, before the game sees it)
    ("ungeziffer end_at Fraction(13, 2)", lambda: bugkit.start("ungeziffer", end_at=Fraction(13, 2)).state, None),
    ("ungeziffer end_at np.int64(6)", lambda: bugkit.start("ungeziffer", end_at=np.int64(6)).state,
     {"players": 2, "end_at": 6}),
    ("wanzen_tanzen np players, direct new_game",
     lambda: bugkit.GAMES["wanzen_tanzen"].new_game(players=np.int32(3)), {"players": 3}),
    ("wuerfel_wg np.int64 players", lambda: bugkit.new_game("wuerfel_wg", players=np.int64(2)), {"players": 2}),
]


@pytest.mark.parametrize(("label", "make", "setup"), OPTION_CASES, ids=[c[0] for c in OPTION_CASES])
def test_options_of_numpy_or_fraction_type_are_stored_plain(label: str, make: Callable[[], Any],
                                                            setup: dict[str, Any] | None) -> None:
    if setup is None:
        with pytest.raises(InvalidInput):
            _run(make)
        return
    state = _run(make)
    saved = json.loads(state.to_json())
    assert saved["setup"] == setup
    assert all(type(v) in (int, float, str, bool) for v in saved["setup"].values())
    assert bugkit.load(state.to_json()).setup == state.setup


# -- 3. raw exceptions from public functions: now bugkit errors ------------------------------------------------------
class BadRepr:
    """An object whose repr fails."""

    def __repr__(self) -> str:
        raise ValueError("no repr")


def _raw_cases() -> list[tuple[str, Callable[[], object]]]:
    from bugkit.core.exact import evaluate
    from bugkit.core.session import resolve, sample
    from bugkit.core.validate import check_choice, check_int
    from bugkit.kakerlakentanz.components import Deck
    from bugkit.lessons.class_dice import class_dice
    from bugkit.ui.lesson import prediction_box
    from bugkit.wuerfel_wg.rules import parse_action

    bots = [(g, name) for g in sorted(bugkit.GAMES) for name in bugkit.GAMES[g].bots]
    state = bugkit.start("ungeziffer", seed=1).state
    return [
        ("Session of a list", lambda: bugkit.Session([1, 2])), ("Session of None", lambda: bugkit.Session(None)),
        ("Session bots text", lambda: bugkit.Session(state, bots="random")),
        ("check_int with a bad-repr name value", lambda: check_int(BadRepr(), "n")),
        ("check_choice numpy array", lambda: check_choice(np.array([1, 1]), "x", [1, 2])),
        ("check_choice bad repr", lambda: check_choice(BadRepr(), "x", [1, 2])),
        ("Deck(0, 4)", lambda: Deck(0, 4)), ("Deck(-2, 4)", lambda: Deck(-2, 4)),
        ("Deck(28.0, 4)", lambda: Deck(28.0, 4)), ("Deck(10**6, 4)", lambda: Deck(10**6, 4)),  # type: ignore[arg-type]
        ("parse_action(7)", lambda: parse_action(7)),  # type: ignore[arg-type]
        ("parse_action(b'end')", lambda: parse_action(b"end")),  # type: ignore[arg-type]
        ("class_dice(None)", lambda: class_dice(None)),  # type: ignore[arg-type]
        ("class_dice(['x'])", lambda: class_dice(["x"])),  # type: ignore[arg-type]
        ("prediction_box inf", lambda: prediction_box("q", math.inf)),
        ("prediction_box None", lambda: prediction_box("q", None)),  # type: ignore[arg-type]
        ("prediction_box a number's answer as text", lambda: prediction_box("q", "1/6")),  # the store takes numbers
        ("prediction_box question 5", lambda: prediction_box(5, 1)),  # type: ignore[arg-type]
        ("evaluate of a text", lambda: evaluate("state", lambda s: 0)),  # type: ignore[arg-type]
        ("evaluate value 3", lambda: evaluate(state, 3)),  # type: ignore[arg-type]
        ("sample of a dict", lambda: sample({1: 1}, np.random.default_rng(1))),  # type: ignore[arg-type]
        ("resolve rng 5", lambda: resolve(state, 5)),  # type: ignore[arg-type]
        ("Dist of 5", lambda: bugkit.Dist(5)),  # type: ignore[arg-type]
        ("Dist weight nan", lambda: bugkit.Dist({1: math.nan})),
        ("Dist weight text", lambda: bugkit.Dist({1: "1"})),  # type: ignore[dict-item]
        *((f"{g} {name}.choose with no legal action",
           (lambda g=g, name=name: bugkit.GAMES[g].bots[name]().choose(
               bugkit.start(g, seed=1).state.observation(0), [], np.random.default_rng(1))))
          for g, name in bots),
        *((f"{g} {name}.choose with rng None",
           (lambda g=g, name=name: bugkit.GAMES[g].bots[name]().choose(
               bugkit.start(g, seed=1).state.observation(0), list(bugkit.start(g, seed=1).state.legal_actions()),
               None)))
          for g, name in bots[:5]),
    ]


@pytest.mark.parametrize(("label", "call"), _raw_cases(), ids=[c[0] for c in _raw_cases()])
def test_a_bad_argument_gives_a_bugkit_error_not_a_raw_one(label: str, call: Callable[[], object]) -> None:
    with pytest.raises(BugkitError) as info:
        _run(call)
    assert isinstance(info.value, ValueError) and str(info.value)


def test_short_repr_of_an_object_whose_repr_raises() -> None:
    from bugkit.core.validate import short_repr

    assert "BadRepr" in short_repr(BadRepr())


# -- 4. hangs and memory: refused before the work starts (or answered in time) ------------------------------------
def _bound_cases() -> list[tuple[str, Callable[[], object]]]:
    from bugkit.core.exact import evaluate
    from bugkit.lessons.kakerlakentanz import forbidden_table
    from bugkit.lessons.luck_or_skill import simulate_duels, wobble_figure
    from bugkit.lessons.ungeziffer import orders
    from bugkit.lessons.voll_verasselt import threshold_values
    from bugkit.matches import all_win_shares, duel, win_share

    return [
        ("orders of 9 tiles", lambda: orders(list(range(9)), 20)),
        ("orders of 12 tiles", lambda: orders([1] * 12, 5)),
        ("threshold_values (20, 20, 20, 20)", lambda: threshold_values((20, 20, 20, 20))),
        ("threshold_values (127, 0, 0, 127)", lambda: threshold_values((127, 0, 0, 127))),
        ("threshold_values a list (once unhashable)", lambda: threshold_values([30, 30, 30, 30])),  # type: ignore[arg-type]
        ("simulate_duels 0.9 0.9 10**5", lambda: simulate_duels(0.9, 0.9, 10**5, np.random.default_rng(1))),
        ("simulate_duels 0.6 0.7 10**6", lambda: simulate_duels(0.6, 0.7, 10**6, np.random.default_rng(1), 16)),
        ("forbidden_table(500)", lambda: forbidden_table(500)),
        ("forbidden_table(10**9)", lambda: forbidden_table(10**9)),
        ("wobble_figure(50_000)", lambda: wobble_figure(50_000)),
        ("wobble_figure repeats 10**4", lambda: wobble_figure(10, repeats=10**4)),
        ("exact.evaluate a whole Ungeziffer game", lambda: evaluate(bugkit.new_game("ungeziffer"), lambda s: None)),
        ("exact.evaluate a whole Wuerfel-WG game", lambda: evaluate(bugkit.new_game("wuerfel_wg"), lambda s: None)),
        ("exact.evaluate max_states 10**7", lambda: evaluate(bugkit.new_game("ungeziffer"), lambda s: 0, None,
                                                             10**7)),
        ("win_share wuerfel_wg 5000", lambda: win_share("wuerfel_wg", 5000)),
        ("win_share voll_verasselt 1000", lambda: win_share("voll_verasselt", 1000)),
        ("all_win_shares 100", lambda: all_win_shares(100)),
        ("duel wuerfel_wg 2000 games", lambda: duel("wuerfel_wg", "planner", "planner", 2000)),
        ("duel ungeziffer 201 games", lambda: duel("ungeziffer", "memory", "random", 201)),
    ]


WHOLE_WALKS = {"exact.evaluate a whole Ungeziffer game", "exact.evaluate a whole Wuerfel-WG game"}  # seconds each


@pytest.mark.parametrize(("label", "call"), [pytest.param(*c, marks=pytest.mark.slow) if c[0] in WHOLE_WALKS else c
                                             for c in _bound_cases()], ids=[c[0] for c in _bound_cases()])
def test_work_beyond_a_bound_is_refused_before_it_starts(label: str, call: Callable[[], object]) -> None:
    with within(SECONDS), memory_within(MEMORY), pytest.raises(InvalidInput):
        call()


@pytest.mark.parametrize("text", ["1e99999999", "1E+999999", "2e-99999999", "1e 99999", "-3e0000012345"])
def test_the_answer_checker_with_a_huge_exponent_answers_at_once(text: str) -> None:
    from bugkit.lessons.answers import read_answer

    with within(SECONDS):
        assert read_answer(text, "en") is None


def test_threshold_values_at_its_bound_answers() -> None:
    from bugkit.lessons.voll_verasselt import threshold_values

    values, busts = _run(lambda: threshold_values((9, 9, 9, 9), 3))  # 10,000 groups: the bound itself
    assert len(values) == len(busts) == 3


def test_a_long_kakerlakentanz_save_loads_on_the_board_in_linear_time() -> None:
    # 3,000 steps took 20 s when the board appended its log one line at a time (quadratic); one append now
    from bugkit.kakerlakentanz.ui import play

    state = bugkit.start("kakerlakentanz", seed=5).state
    rng = np.random.default_rng(5)
    steps = 0
    while steps < 3000 and not state.is_over:
        if state.is_chance_node:
            outcomes = list(state.chance_outcomes())
            state = state.apply(outcomes[int(rng.integers(len(outcomes)))])
        else:
            # a wrong timed call now and then keeps the game going (cards go back to the pile)
            state = state.apply("timeout 9" if steps % 3 else str(state.legal_actions()[0]))
        steps += 1
    assert len(state.history) >= 1000
    board = play(players=2, seed=1)
    with within(SECONDS):
        board.adopt(bugkit.load(state.to_json()))
        board.language.value = "de"  # the language switch writes the whole log again
    assert len(board.textlog.lines) == len(board.state.events)
