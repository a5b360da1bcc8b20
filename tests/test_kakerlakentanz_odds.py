"""Kakerlakentanz odds: the exact chains against the referee, hand calculations, simulations and the engine (the
exact walk of the real rules is in tests/test_kakerlakentanz_exact.py)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import bugkit
from bugkit import InvalidInput
from bugkit.kakerlakentanz import (
    correct_calls,
    expected_game_length,
    p_must_rename,
    p_must_rename_at,
    p_two_taboos,
    p_two_taboos_at,
    simulate_calls,
    simulate_game_lengths,
)
from bugkit.kakerlakentanz.bots import CockroachBot
from bugkit.kakerlakentanz.components import CARD_KINDS, DANCES
from bugkit.kakerlakentanz.odds import (
    CALL_CODES,
    chain_state,
    forbidden_set,
    p_forbidden_drawn_at,
    p_forbidden_given_card,
    right_calls,
    stationary,
)
from bugkit.kakerlakentanz.rules import forbidden, summarise


def test_chain_state_agrees_with_the_referee_on_random_rounds() -> None:
    rng = np.random.default_rng(3)
    for _ in range(300):
        played: list[tuple[str, str]] = []
        for _ in range(int(rng.integers(0, 25))):
            card = CARD_KINDS[int(rng.integers(8))]
            calls = sorted(correct_calls(played, card))
            played.append((card, calls[int(rng.integers(len(calls)))]))
        state = chain_state(*summarise(played))
        assert forbidden_set(state) == {CALL_CODES[d] for d in forbidden(played)}
        for kind, card in enumerate(CARD_KINDS):
            assert {CALL_CODES[c] for c in correct_calls(played, card)} == set(right_calls(state, kind))


def test_first_card_is_never_renamed_and_the_second_one_in_a_quarter_of_cases() -> None:
    assert p_must_rename_at(1) == 0
    assert p_must_rename_at(2) == Fraction(1, 4)  # by hand: same dance as the first card, or its taboo dance


def test_children_variant_renames_one_card_in_three_in_the_long_run() -> None:
    # by hand: F = {last card, last call}; r = P(rename) solves r = (1 + r) / 4, so r = 1/3
    assert p_must_rename("children") == Fraction(1, 3)


def test_standard_long_run_rename_chance_and_symmetry() -> None:
    r = p_must_rename()
    assert r == Fraction(14, 25)
    assert sum(stationary().values()) == 1
    for dance in DANCES:
        assert p_forbidden_given_card(dance) == r
    assert abs(float(p_must_rename_at(80)) - float(r)) < 1e-4  # converges like (7/8)^k


def test_two_taboos_visible_matches_the_formula_by_hand() -> None:
    # two taboos are visible at card k when card k-1 is a taboo card and an earlier one was too
    for k in range(1, 12):
        expected = Fraction(0) if k < 2 else Fraction(1, 8) * (1 - Fraction(7, 8) ** (k - 2))
        assert p_two_taboos_at(k) == expected
    assert p_two_taboos() == Fraction(1, 8)
    assert p_two_taboos("children") == 0


def test_simulated_calls_agree_with_exact_per_position_and_overall() -> None:
    stats = simulate_calls(6000, 40, np.random.default_rng(11))
    for k in (2, 3, 5, 10, 40):
        assert stats.rename_at(k).agrees(p_must_rename_at(k)), k
        assert stats.two_taboos_at(k).agrees(p_two_taboos_at(k)), k
    exact = sum(p_must_rename_at(k) for k in range(20, 41)) / 21
    assert stats.rename_overall(20).agrees(exact)
    exact_two = sum(p_two_taboos_at(k) for k in range(20, 41)) / 21
    assert stats.two_taboos_overall(20).agrees(exact_two)


def test_simulated_children_variant_agrees() -> None:
    stats = simulate_calls(4000, 30, np.random.default_rng(12), variant="children")
    for k in (2, 4, 30):
        assert stats.rename_at(k).agrees(p_must_rename_at(k, "children"))
    assert int(stats.two_taboos.sum()) == 0


def test_shuffled_deck_without_replacement_runs_and_stays_close() -> None:
    stats = simulate_calls(500, 128, np.random.default_rng(13), shuffled=True)
    assert int(stats.dance_card.sum()) == 500 * 112  # every card of the box played once per round
    assert abs(stats.rename_overall(20).value - float(p_must_rename())) < 0.03


def test_game_length_without_mistakes_is_the_first_finish() -> None:
    assert expected_game_length(0, players=2) == pytest.approx(127)
    assert expected_game_length(Fraction(0), players=3, hand_size=4, exact=True) == 10


def test_game_length_exact_fraction_equals_float_solution() -> None:
    exact = expected_game_length(Fraction(1, 10), players=2, hand_size=3, exact=True)
    assert isinstance(exact, Fraction)
    assert float(exact) == pytest.approx(expected_game_length(0.1, players=2, hand_size=3), rel=1e-12)


def test_game_length_grows_with_the_error_rate() -> None:
    lengths = [expected_game_length(e, players=2, hand_size=10) for e in (0.0, 0.05, 0.1, 0.2)]
    assert lengths == sorted(lengths)
    assert lengths[0] == pytest.approx(19)


def test_simulated_game_lengths_agree_with_the_chain() -> None:
    sims = simulate_game_lengths(0.1, 2, 20_000, np.random.default_rng(5))
    assert bugkit.Estimate.of_mean(sims).agrees(expected_game_length(0.1, players=2))
    sims3 = simulate_game_lengths(0.15, 3, 20_000, np.random.default_rng(6), hand_size=5)
    assert bugkit.Estimate.of_mean(sims3).agrees(expected_game_length(0.15, players=3, hand_size=5))


def test_engine_games_with_bots_agree_with_the_chain() -> None:
    bot = CockroachBot(error_rate=0.2, min_time=0.5, extra_time=0.0)  # never slow: each move wrong with 0.2
    lengths = []
    for seed in range(300):
        rec = bugkit.play("kakerlakentanz", [bot, bot], seed=seed, hand_size=4)
        lengths.append(sum(not a.startswith("card ") for a in rec.actions))  # decisions, not cards turned up
    assert bugkit.Estimate.of_mean(lengths).agrees(expected_game_length(0.2, players=2, hand_size=4))


def test_bad_arguments_are_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        expected_game_length(1.0)
    with pytest.raises(InvalidInput):
        expected_game_length(0.1, players=4)  # too many states: simulate instead
    with pytest.raises(InvalidInput):
        p_must_rename_at(0)


def test_drawn_and_independent_models_agree_at_the_first_cards_and_differ_a_little_later() -> None:
    dance = Fraction(7, 8)
    assert p_forbidden_drawn_at(1) == 0 == p_must_rename_at(1)
    # card 2 by hand: after a dance card its dance is forbidden (27 of the other 127 cards show it); after a taboo
    # card the taboo's dance is (28 of 127)
    assert p_forbidden_drawn_at(2) == Fraction(112, 128) * Fraction(27, 127) + Fraction(16, 128) * Fraction(28, 127)
    assert abs(float(p_forbidden_drawn_at(4) - dance * p_must_rename_at(4))) < 0.01
    with pytest.raises(InvalidInput):
        p_forbidden_drawn_at(40)  # too many positions: bounded before the work grows
