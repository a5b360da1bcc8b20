"""Voll verasselt odds: exact bug-up chances by counting, the advisor, exact turn values vs the simulator."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest

from bugkit import InvalidInput
from bugkit.core.dist import Estimate
from bugkit.voll_verasselt import advise, p_bugged_up, simulate_turns, turn_value
from bugkit.voll_verasselt import components as comp
from bugkit.voll_verasselt.odds import estimate_turns, outcomes
from bugkit.voll_verasselt.rules import STOP


def brute_p_bugged_up(cards: dict[str, int], unrolled: list[str], rolled: int,
                      faces: tuple[str, ...] = comp.DIE_FACES) -> Fraction:
    """Return the bug-up chance by listing all F**rolled ordered results of a die of F ``faces`` (independent of
    odds.py; by default the shipped die, 6**rolled)."""
    bad = 0
    results = list(itertools.product(faces, repeat=rolled))
    for result in results:
        faces = [*unrolled, *result]
        if any(faces.count(c) > cards.get(c, 0) for c in comp.COLOURS):
            bad += 1
    return Fraction(bad, len(results))


def test_one_die_against_an_empty_group_bugs_up_on_any_colour() -> None:
    assert p_bugged_up({}, [], 1) == Fraction(4, 6)


def test_hand_counted_two_dice_against_one_blue_card() -> None:
    # OK only if both dice show blue or bars, and not both blue: (3/6)^2 - (1/6)^2 = 8/36.
    assert p_bugged_up({"blue": 1}, [], 2) == 1 - Fraction(8, 36)


def test_unrolled_dice_count_against_the_group() -> None:
    assert p_bugged_up({"yellow": 1, "blue": 5}, ["yellow", "yellow"], 4) == 1
    assert p_bugged_up({"blue": 5, "red": 5, "yellow": 5, "green": 5}, ["bars"] * 3, 4) == 0


@pytest.mark.parametrize(("cards", "unrolled", "rolled"), [
    ({"blue": 2, "red": 2, "yellow": 3, "green": 3}, [], 4),
    ({"blue": 3, "red": 1, "yellow": 2, "green": 2}, ["blue", "bars"], 5),
    ({"blue": 1, "red": 1, "yellow": 1, "green": 1}, ["red"], 4),
    ({"blue": 4, "red": 0, "yellow": 2}, ["bars", "bars", "blue"], 4),
])
def test_exact_bug_up_chance_matches_listing_every_ordered_roll(cards: dict[str, int], unrolled: list[str],
                                                                rolled: int) -> None:
    assert p_bugged_up(cards, unrolled, rolled) == brute_p_bugged_up(cards, unrolled, rolled)


def test_multiset_weights_sum_to_six_to_the_n() -> None:
    for n in range(8):
        assert sum(w for _, w in outcomes(n)) == 6 ** n


OTHER_DIE = ("bars", "blue", "red", "yellow", "yellow", "green", "bars", "bars")  # 8 faces: yellow 2, bars 3


@pytest.mark.parametrize(("cards", "unrolled", "rolled"), [
    ({"blue": 2, "red": 2, "yellow": 3, "green": 3}, [], 4),
    ({"blue": 3, "red": 1, "yellow": 2, "green": 2}, ["blue", "bars"], 5),
    ({"yellow": 1}, [], 2),
])
def test_a2_the_odds_of_another_die_match_listing_every_ordered_roll_of_that_die(
        cards: dict[str, int], unrolled: list[str], rolled: int) -> None:
    assert sum(w for _, w in outcomes(rolled, die_faces=OTHER_DIE)) == 8 ** rolled
    assert p_bugged_up(cards, unrolled, rolled, die_faces=OTHER_DIE) == brute_p_bugged_up(cards, unrolled, rolled,
                                                                                          OTHER_DIE)


def test_a2_the_advisor_and_turn_value_use_the_die_they_are_given() -> None:
    assert p_bugged_up({"yellow": 1}, [], 1, die_faces=OTHER_DIE) == Fraction(3, 8)  # blue, red or green: 3 of 8
    group, dice = (2, 1, 2, 1), ("blue", "yellow", "bars", "red", "green", "bars", "yellow")
    advice = advise(group, dice, catch=2, die_faces=OTHER_DIE)
    for choice in [c for c in advice.choices if len(c.roll) == 4]:
        kept = [dice[i] for i in range(7) if i not in choice.roll]
        results = list(itertools.product(OTHER_DIE, repeat=4))
        caught = [sum(shown) for shown in (comp.dice_counts((*kept, *r)) for r in results)
                  if all(s <= g for s, g in zip(shown, group, strict=True))]
        assert choice.expected == Fraction(2 * len(caught) + sum(caught), len(results))
    assert advice != advise(group, dice, catch=2)  # the shipped die gives other numbers
    v = turn_value((2, 2, 2, 2), stop_at=1, die_faces=OTHER_DIE)
    p_ok = 1 - p_bugged_up(dict(zip(comp.COLOURS, (2, 2, 2, 2), strict=True)), [], 7, die_faces=OTHER_DIE)
    assert v.p_bugged_up == (1 - p_ok) / (1 - Fraction(3, 8) ** 7)  # rolled again while only bars (3 of 8) show


@pytest.mark.parametrize("keep_bars", [False, True])
def test_a2_simulated_turns_of_another_die_agree_with_its_exact_turn_value(keep_bars: bool) -> None:
    group = (3, 2, 3, 2)
    exact = turn_value(group, stop_at=4, keep_bars=keep_bars, die_faces=OTHER_DIE)
    mean, bust = estimate_turns(group, 4, 40_000, np.random.default_rng(8), keep_bars=keep_bars, die_faces=OTHER_DIE)
    assert mean.agrees(exact.expected), (mean, float(exact.expected))
    assert bust.agrees(exact.p_bugged_up), (bust, float(exact.p_bugged_up))
    assert not bust.agrees(turn_value(group, stop_at=4, keep_bars=keep_bars).p_bugged_up)  # not the shipped die's


def test_bad_odds_inputs_are_invalid_input() -> None:
    for args in (({"purple": 1}, [], 4), ({"blue": -1}, [], 4), ({}, ["pink"], 4), ({}, "bars", 4), ({}, [], -1)):
        with pytest.raises(InvalidInput):
            p_bugged_up(*args)  # type: ignore[arg-type]


def test_advisor_expected_catch_matches_listing_every_ordered_roll() -> None:
    group = (2, 2, 3, 1)
    dice = ("blue", "yellow", "bars", "red", "green", "bars", "yellow")
    advice = advise(group, dice, catch=3)
    assert len(advice.choices) > 10
    for choice in [c for c in advice.choices if len(c.roll) <= 5]:  # listing 6**7 orders per choice is slow
        kept = [dice[i] for i in range(7) if i not in choice.roll]
        total = Fraction(0)
        results = list(itertools.product(comp.DIE_FACES, repeat=len(choice.roll)))
        for result in results:
            shown = comp.dice_counts((*kept, *result))
            if all(s <= g for s, g in zip(shown, group, strict=True)):
                total += 3 + sum(shown)
        assert choice.expected == total / len(results)
        assert choice.p_bugged_up == brute_p_bugged_up(dict(zip(comp.COLOURS, group, strict=True)), kept,
                                                       len(choice.roll))
    assert advice.best.expected == max(c.expected for c in advice.choices)


def test_advisor_keeps_safe_bars_and_stops_when_the_group_is_thin() -> None:
    advice = advise({"blue": 1, "red": 1}, ["bars"] * 3 + ["blue"] * 4, catch=6)
    assert advice.best.roll == (3, 4, 5, 6)  # keep the three bar dice: fewer dice, less risk
    assert not advice.should_roll
    assert advice.action == STOP
    fresh = advise({"blue": 5, "red": 5, "yellow": 5, "green": 5}, ["bars"] * 7, catch=0, must_roll=True)
    assert fresh.should_roll
    assert fresh.best.p_bugged_up < Fraction(1, 20)


def test_turn_value_stop_at_one_is_one_roll_repeated_while_only_bars_show() -> None:
    group = (2, 2, 2, 2)
    v = turn_value(group, stop_at=1)
    p_all_bars = Fraction(2, 6) ** 7
    p_ok = 1 - p_bugged_up(dict(zip(comp.COLOURS, group, strict=True)), [], 7)
    assert v.p_bugged_up == (1 - p_ok) / (1 - p_all_bars)


def test_best_stopping_rule_beats_every_threshold() -> None:
    group = (3, 3, 2, 2)
    best, best_keep = turn_value(group).expected, turn_value(group, keep_bars=True).expected
    for n in range(1, 9):
        assert best >= turn_value(group, stop_at=n).expected
        assert best_keep >= turn_value(group, stop_at=n, keep_bars=True).expected
    # The best rule looks at which cards are left, not only at how many were caught: it beats every threshold.
    assert best > max(turn_value(group, stop_at=n).expected for n in range(1, 9))


@pytest.mark.parametrize(("stop_at", "keep_bars"), [(1, False), (3, False), (5, True), (6, False)])
def test_simulated_turns_agree_with_the_exact_turn_value(stop_at: int, keep_bars: bool) -> None:
    group = (3, 3, 2, 3)
    exact = turn_value(group, stop_at=stop_at, keep_bars=keep_bars)
    mean, bust = estimate_turns(group, stop_at, 40_000, np.random.default_rng(stop_at), keep_bars=keep_bars)
    assert mean.agrees(exact.expected), (mean, float(exact.expected))
    assert bust.agrees(exact.p_bugged_up), (bust, float(exact.p_bugged_up))


def test_simulator_is_seeded_and_never_catches_more_than_the_group() -> None:
    a = simulate_turns((2, 2, 2, 2), 5, 1000, np.random.default_rng(3))
    b = simulate_turns((2, 2, 2, 2), 5, 1000, np.random.default_rng(3))
    assert np.array_equal(a, b)
    assert a.max() <= 8
    assert a.min() >= 0
    assert Estimate.of_mean(a).n == 1000


def test_outcomes_checks_the_number_of_dice_before_its_cache() -> None:
    # the lesson reads outcomes(7); a huge or wrong n is refused at once (it used to fill the memory)
    assert outcomes(np.int64(3)) == outcomes(3)
    assert outcomes(0) == (((0, 0, 0, 0, 0), 1),)
    for bad in (-1, 21, 10**100, 2.0, None, [3], np.array([3])):
        with pytest.raises(InvalidInput, match="dice rolled"):
            outcomes(bad)  # type: ignore[arg-type]
