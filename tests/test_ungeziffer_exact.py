"""Ungeziffer, the exact cross-check: the odds functions equal ``bugkit.core.exact.evaluate`` walking the real rules
(tiles revealed by chance) with the blind policy."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from bugkit.core.dist import Dist, uniform
from bugkit.core.exact import evaluate
from bugkit.ungeziffer import new_game, p_hit, p_hit_turn


def blind(state: Any) -> Dist[Any]:
    """Return the blind policy: every legal action equally likely (roll, then any face-down tile)."""
    return uniform(state.legal_actions())


def first_turn_hit(state: Any) -> Fraction | None:
    """Return 1 or 0 once player 0's first turn is over (did it take tiles?), None while it runs."""
    return None if state.turn_no == 0 else Fraction(1 if state.won[0] else 0)


SMALL_SETS = [{1: 2, 2: 1, 3: 1}, {0: 1, 1: 1, 2: 1, 4: 1}, {0: 2, 3: 1, 5: 1}, {1: 1, 2: 1, 7: 1, 9: 1},
              {2: 2, 3: 2}]  # four tiles each: the exact walk grows with the orders of the tiles turned


@pytest.mark.parametrize("tiles", SMALL_SETS, ids=str)
def test_p_hit_equals_the_exact_engine_on_the_real_rules(tiles: dict[int, int]) -> None:
    """Issue 12: p_hit == evaluate() walking the real rules (tiles revealed by chance) with the blind policy."""
    game = new_game(2, tiles=tiles, end_at=0)
    for target in range(1, 10):
        green = min(target, 6)
        after_roll = game.apply("roll").apply(f"dice {green} {target - green}")
        assert evaluate(after_roll, first_turn_hit, blind) == p_hit(target, tiles), target


@pytest.mark.parametrize("variant", ["standard", "beginners"])
def test_p_hit_turn_equals_the_exact_engine_from_the_roll(variant: str) -> None:
    tiles = {0: 1, 1: 1, 3: 1, 6: 1} if variant == "standard" else {0: 1, 1: 2, 3: 1, 6: 1}  # small: CI seconds
    game = new_game(2, tiles=tiles, end_at=0, variant=variant)
    assert evaluate(game, first_turn_hit, blind) == p_hit_turn(tiles, variant)
