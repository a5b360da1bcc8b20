"""Ungeziffer: the end ("only four (or fewer) tiles in the middle") and the exact-sum limit pinned at their exact
boundaries, each test named after the rule."""

from __future__ import annotations

import pytest
from test_ungeziffer_rules import table, turn


@pytest.mark.parametrize(("values", "positions", "left", "over"), [
    ([1, 2, 3, 4, 5, 6], (1,), 5, False),          # 6 -> 5 tiles left: play goes on
    ([1, 2, 3, 4, 5, 6], (0, 1), 4, True),         # 6 -> 4: the end
    ([0, 1, 2, 4, 5, 6, 6], (0, 1, 2), 4, True),   # 7 -> 4 in one catch of three tiles (a zero, 1, 2)
    ([0, 1, 2, 4, 5, 6], (0, 1, 2), 3, True),      # 6 -> 3: fewer than four ends it too
])
def test_game_ends_when_four_or_fewer_tiles_are_left_in_the_middle(values: list[int], positions: tuple[int, ...],
                                                                   left: int, over: bool) -> None:
    """End of the game: the game goes on with 5 tiles left and ends with 4 or fewer, however many a catch took."""
    target = sum(values[p] for p in positions)
    after = turn(table(values, dice=(target, 0)), values, *positions)
    assert sorted(after.won[0]) == sorted(values[p] for p in positions)
    assert after.tiles_left() == left
    assert after.is_over is over


@pytest.mark.parametrize(("second", "caught"), [(2, False), (3, True), (4, False)])
def test_exact_sum_one_under_goes_on_exactly_wins_one_over_fails(second: int, caught: bool) -> None:
    """How to play: target 5, first tile 2. A second tile of 2 (total 4, one under) means turning on, and the 9
    after it is too many; 3 (exactly 5) is a catch; 4 (total 6, one over) fails at once."""
    values = [2, second, 9, 9, 9, 9, 9, 9]
    state = turn(table(values, dice=(5, 0)), values, 0, 1)
    if second == 2:
        assert state.current_player == 0 and state.won[0] == ()  # under the target: must turn another tile
        state = turn(state, values, 2)
    assert (sorted(state.won[0]) == [2, 3]) is caught
    assert state.current_player == 1 and (state.won[0] == ()) is not caught
