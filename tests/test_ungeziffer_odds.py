"""Ungeziffer odds: exact dice sums, p_hit against brute force and hand counts, and the simulator against both (the
exact walk of the real rules is in tests/test_ungeziffer_exact.py)."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest

import bugkit
from bugkit.ungeziffer import (
    MemoryBot,
    RandomBot,
    default_tiles,
    dice_sum_dist,
    p_hit,
    p_hit_turn,
    simulate_hits,
)
from bugkit.ungeziffer.odds import dice_pairs, simulate_dice_sums


def brute_p_hit(target: int, tiles: dict[int, int]) -> Fraction:
    """Return p_hit by listing every order of the (few) tiles."""
    bag = [v for v, c in tiles.items() for _ in range(c)]
    hits = total = 0
    for order in permutations(range(len(bag))):
        s = 0
        for i in order:
            s += bag[i]
            if s >= target:
                break
        hits += s == target
        total += 1
    return Fraction(hits, total)


def test_standard_dice_sum_has_24_equally_likely_pairs() -> None:
    assert len(dice_pairs()) == 24
    dist = dice_sum_dist()
    assert dist[1] == Fraction(1, 24) and dist[9] == Fraction(1, 24)
    assert dist[4] == dist[5] == dist[6] == Fraction(4, 24)
    assert sum(dist.values()) == 1 and dist.E() == Fraction(7, 2) + Fraction(3, 2)


def test_beginners_dice_sum_is_the_green_die() -> None:
    assert dice_sum_dist("beginners") == {k: Fraction(1, 6) for k in range(1, 7)}


def test_six_face_yellow_die_changes_the_sums() -> None:
    dist = dice_sum_dist(yellow_faces=(0, 0, 1, 2, 3, 3))
    assert dist[1] == Fraction(2, 36)


@pytest.mark.parametrize(("target", "tiles"), [
    (3, {1: 1, 2: 1}), (4, {0: 1, 1: 2, 3: 1}), (5, {2: 2, 3: 1, 5: 1}), (6, {0: 2, 1: 1, 2: 1, 6: 1, 9: 1}),
    (9, {9: 1, 4: 2, 5: 1}), (2, {3: 2}), (7, {0: 3}),
])
def test_p_hit_matches_listing_every_order(target: int, tiles: dict[int, int]) -> None:
    assert p_hit(target, tiles) == brute_p_hit(target, tiles)


def test_p_hit_hand_counts() -> None:
    assert p_hit(5, {5: 1, 9: 1}) == Fraction(1, 2)  # the 5 first, or the 9 first and over
    assert p_hit(5, {0: 1, 5: 1}) == 1  # a zero never hurts
    assert p_hit(4, {1: 3}) == 0  # runs out
    assert p_hit(1, {}) == 0


def test_simulated_hits_agree_with_exact_within_4_standard_errors() -> None:
    tiles = default_tiles()
    for target in range(1, 10):
        est = simulate_hits(target, tiles, 20_000, rng=target)
        assert est.agrees(p_hit(target, tiles)), (target, est, float(p_hit(target, tiles)))


def test_simulator_is_seeded() -> None:
    tiles = default_tiles()
    assert simulate_hits(7, tiles, 1000, rng=3) == simulate_hits(7, tiles, 1000, rng=3)


def test_simulated_dice_sums_agree_with_the_exact_distribution() -> None:
    sums = simulate_dice_sums(50_000, rng=1)
    exact = dice_sum_dist()
    for k in range(1, 10):
        p = float(exact[k])
        se = (p * (1 - p) / sums.size) ** 0.5
        assert abs((sums == k).mean() - p) <= 4 * se


def test_blind_turn_chance_equals_random_bot_success_rate() -> None:
    """With the box's 32 tiles (too many to walk exactly), a RandomBot's first turn in sessions succeeds with
    p_hit_turn, within 4 standard errors."""
    exact = p_hit_turn(default_tiles())
    hits = 0
    n = 1500
    for seed in range(n):
        session = bugkit.start("ungeziffer", seed=seed, bots=[RandomBot(), RandomBot()])
        while session.state.turn_no == 0:
            session.bot_step()
        hits += bool(session.state.won[0])
    est = bugkit.Estimate.of_proportion(hits, n)
    assert est.agrees(exact), (est, float(exact))


def test_memory_beats_random_in_seeded_games() -> None:
    wins = sum(0 in bugkit.play("ungeziffer", [MemoryBot(), RandomBot()], seed=s).winners for s in range(40))
    assert wins >= 36


def test_zeros_never_change_the_chance_of_a_hit() -> None:
    """Rule 6 (midge mush adds nothing): p_hit and the simulator leave zeros out, so 150 zeros cost nothing."""
    assert p_hit(5, {0: 150, 5: 1, 9: 1}) == p_hit(5, {5: 1, 9: 1}) == Fraction(1, 2)
    est = simulate_hits(5, {0: 150, 5: 1, 9: 1}, 20_000, rng=4)
    assert est.agrees(Fraction(1, 2))
