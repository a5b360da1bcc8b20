"""Ungeziffer: every rule of the rulebook, its worked examples, both variants and the edge cases we decided."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.ungeziffer import default_tiles, from_json, new_game
from bugkit.ungeziffer.rules import UngezifferState


def table(values: list[int], dice: tuple[int, ...], variant: str = "standard", players: int = 2,
          **options: object) -> UngezifferState:
    """Return a game whose face-down tiles are ``values`` (position = index) with ``dice`` already rolled."""
    tiles = Counter(values)
    state = new_game(players, seed=0, variant=variant, tiles={str(v): c for v, c in tiles.items()}, **options)
    return replace(state, layout=tuple(values), phase="turn", dice=dice)


def turn(state: UngezifferState, *positions: int) -> UngezifferState:
    """Return the state after turning the tiles at ``positions`` one by one."""
    for p in positions:
        state = state.apply(f"turn {p}")
    return state


FILLER = [9, 9, 9, 9, 9]  # five tiles that keep the game from ending in these scenarios


def test_rulebook_example_paul_rolls_3_and_5_and_turns_2_4_1_1() -> None:
    state = table([2, 4, 1, 1, *FILLER], dice=(5, 3))
    assert state.target == 8
    after = turn(state, 0, 1, 2, 3)
    assert sorted(after.won[0]) == [1, 1, 2, 4]
    assert after.layout[:4] == (None, None, None, None)
    assert after.current_player == 1 and after.phase == "roll"


def test_rulebook_example_paul_rolls_2_and_0_and_goes_over_with_1_then_5() -> None:
    state = table([1, 5, *FILLER], dice=(2, 0))
    after = turn(state, 0, 1)
    assert after.won == ((), ())
    assert after.layout == state.layout  # both tiles lie face down again, where they were
    assert after.turned == () and after.current_player == 1


def test_rulebook_example_lisa_rolls_4_and_3_and_turns_0_1_0_6() -> None:
    state = table([0, 1, 0, 6, *FILLER], dice=(4, 3))
    after = turn(state, 0, 1, 2, 3)
    assert sorted(after.won[0]) == [0, 0, 1, 6]


def test_roll_adds_green_and_yellow_die() -> None:
    state = new_game(2, seed=42).apply("roll")
    green, yellow = state.dice
    assert 1 <= green <= 6 and 0 <= yellow <= 3
    assert state.target == green + yellow
    assert state.legal_actions() == [f"turn {p}" for p in range(32)]


def test_a_single_tile_can_be_the_whole_catch() -> None:
    after = turn(table([7, *FILLER], dice=(4, 3)), 0)
    assert after.won[0] == (7,)


def test_below_the_target_you_must_turn_another_tile() -> None:
    state = turn(table([2, 3, *FILLER], dice=(5, 3)), 0)
    assert state.phase == "turn" and state.current_player == 0
    assert "roll" not in state.legal_actions()
    with pytest.raises(IllegalMove, match="already rolled"):
        state.apply("roll")


def test_midge_mush_zero_lets_you_go_on() -> None:
    state = turn(table([0, 0, 3, *FILLER], dice=(3, 0)), 0, 1)
    assert state.phase == "turn" and state.total == 0
    assert turn(state, 2).won[0] == (0, 0, 3)


def test_no_more_tiles_once_the_total_is_reached_not_even_a_zero() -> None:
    state = turn(table([3, 0, *FILLER], dice=(3, 0)), 0)
    assert state.won[0] == (3,)  # the turn ended at once; the zero stays in the middle
    assert state.layout[1] == 0 and state.current_player == 1


def test_turned_tiles_cannot_be_turned_twice() -> None:
    state = turn(table([1, 1, *FILLER], dice=(6, 3)), 0)
    with pytest.raises(IllegalMove, match="already face up"):
        state.apply("turn 0")


def test_taken_positions_cannot_be_turned() -> None:
    state = turn(table([4, *FILLER], dice=(4, 0)), 0)
    state = replace(state, phase="turn", dice=(6, 3))
    with pytest.raises(IllegalMove, match="already taken"):
        state.apply("turn 0")


def test_play_goes_clockwise_through_all_players() -> None:
    state = new_game(3, seed=1)
    seen = []
    for _ in range(6):
        seen.append(state.current_player)
        state = state.apply("roll")
        while state.phase == "turn":
            state = state.apply(state.legal_actions()[0])
    assert seen == [0, 1, 2, 0, 1, 2]


def test_game_ends_when_four_or_fewer_tiles_are_left() -> None:
    state = table([1, 2, 3, 4, 5, 6], dice=(2, 0))
    after = turn(state, 1)
    assert after.tiles_left() == 5 and not after.is_over
    after = turn(replace(after, phase="turn", dice=(1, 0)), 0)
    assert after.tiles_left() == 4 and after.is_over and after.end_reason == "few tiles"
    assert after.legal_actions() == []


def test_most_tiles_wins_and_ties_are_shared() -> None:
    state = replace(new_game(3, seed=0), won=((1, 2), (5, 5), (0,)), phase="over")
    assert state.scores() == [2, 2, 1]
    assert state.winners() == [0, 1]


def test_score_can_count_vermin_instead_of_tiles() -> None:
    state = replace(new_game(2, seed=0, score="vermin"), won=((1, 2), (9,)), phase="over")
    assert state.scores() == [3, 9] and state.winners() == [1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_plays_to_the_end(players: int) -> None:
    record = bugkit.play("ungeziffer", ["memory"] * players, seed=players)
    assert record.final.is_over and len(record.scores) == players
    assert sum(record.scores) + record.final.tiles_left() == 32


@pytest.mark.parametrize("players", [1, 5, 0, "2"])
def test_only_two_to_four_players(players: object) -> None:
    with pytest.raises(InvalidInput, match="players must be a whole number from 2 to 4"):
        new_game(players, seed=0)  # type: ignore[arg-type]


# -- edge cases we decided ---------------------------------------------------------------------------------


def test_running_out_of_tiles_below_the_target_is_a_failed_turn() -> None:
    state = table([1, 1, 1, 1, 1, 1], dice=(6, 3), end_at=0)
    after = turn(state, 0, 1, 2, 3, 4, 5)
    assert after.won == ((), ()) and after.layout == state.layout
    assert after.events[-1][0] == "out" and not after.is_over


def test_game_ends_when_no_roll_can_be_matched_any_more() -> None:
    state = table([0, 0, 0, 0, 0, 0, 5], dice=(5, 0), end_at=0)
    after = turn(state, 6)
    assert after.is_over and after.end_reason == "stuck"


def test_stuck_rule_can_be_switched_off() -> None:
    state = table([0, 0, 0, 0, 0, 0, 5], dice=(5, 0), end_at=0, end_when_stuck=False)
    assert not turn(state, 6).is_over


def test_unknown_options_and_bad_tiles_are_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="variant"):
        new_game(2, seed=0, variant="expert")
    with pytest.raises(InvalidInput, match="tile value"):
        new_game(2, seed=0, tiles={"10": 3})
    with pytest.raises(InvalidInput, match="too few"):
        new_game(2, seed=0, tiles={"1": 4})
    with pytest.raises(InvalidInput, match="yellow_faces"):
        new_game(2, seed=0, yellow_faces=[7])


# -- variants ------------------------------------------------------------------------------------------------


def test_beginners_use_tiles_0_to_6_and_only_the_green_die() -> None:
    state = new_game(2, seed=3, variant="beginners")
    assert sorted({v for v in state.layout if v is not None}) == [0, 1, 2, 3, 4, 5, 6]
    # components.md says 27 tiles, but its own split (4+4+4+4+3+3+3) makes 25: the data file decides.
    assert len(state.layout) == sum(c for v, c in default_tiles().items() if v <= 6) == 25
    rolled = state.apply("roll")
    assert len(rolled.dice) == 1 and 1 <= rolled.target <= 6  # type: ignore[operator]


def test_plus_minus_may_subtract_two_tiles() -> None:
    state = table([9, 2, *FILLER], dice=(6, 1), variant="plus_minus")
    after = turn(state, 0, 1)  # 9 - 2 = 7
    assert sorted(after.won[0]) == [2, 9]


def test_plus_minus_may_add_two_tiles() -> None:
    after = turn(table([3, 4, *FILLER], dice=(6, 1), variant="plus_minus"), 0, 1)
    assert sorted(after.won[0]) == [3, 4]


def test_plus_minus_a_first_tile_above_the_target_is_not_yet_a_miss() -> None:
    state = turn(table([9, 2, *FILLER], dice=(6, 1), variant="plus_minus"), 0)
    assert state.phase == "turn"


def test_plus_minus_at_most_two_vermin_tiles() -> None:
    after = turn(table([1, 1, 1, *FILLER], dice=(3, 0), variant="plus_minus"), 0, 1)
    assert after.won == ((), ()) and after.current_player == 1  # 1+1=2 or 0: no hit, no third tile


def test_plus_minus_each_zero_allows_another_tile() -> None:
    state = turn(table([0, 0, 4, 3, *FILLER], dice=(6, 1), variant="plus_minus"), 0, 1, 2)
    assert state.phase == "turn"
    assert sorted(turn(state, 3).won[0]) == [0, 0, 3, 4]


def test_plus_minus_a_single_tile_on_target_ends_the_turn_at_once() -> None:
    after = turn(table([5, 0, *FILLER], dice=(5, 0), variant="plus_minus"), 0)
    assert after.won[0] == (5,)


# -- hidden information, errors, saving -----------------------------------------------------------------------


def test_observation_shows_only_open_tiles_and_what_was_seen() -> None:
    state = turn(table([1, 5, 2, *FILLER], dice=(3, 0)), 0)
    obs = state.observation(1)
    assert obs.open_values == {0: 1}
    assert 1 in obs.face_down and 1 not in obs.open_values
    assert all(pos == 0 for _, pos, _ in obs.reveals)
    assert "layout" not in vars(obs)


def test_malformed_actions_are_invalid_input_and_say_what_is_legal() -> None:
    state = new_game(2, seed=0)
    with pytest.raises(InvalidInput, match="roll"):
        state.apply("dance")
    with pytest.raises(InvalidInput):
        state.apply(3)  # type: ignore[arg-type]


def test_illegal_actions_say_why_and_leave_the_state_alone() -> None:
    state = new_game(2, seed=0)
    with pytest.raises(IllegalMove, match="roll the dice first") as err:
        state.apply("turn 3")
    assert "'roll'" in str(err.value)
    rolled = state.apply("roll")
    with pytest.raises(IllegalMove, match="no tile position 99"):
        rolled.apply("turn 99")
    assert rolled.turned == ()


def test_a_bare_number_means_turn_that_tile() -> None:
    state = new_game(2, seed=0).apply("roll")
    assert state.apply("4") == state.apply("turn 4")


def test_game_over_refuses_every_action() -> None:
    final = bugkit.play("ungeziffer", ["random", "random"], seed=1).final
    with pytest.raises(bugkit.GameOver):
        final.apply("roll")


def test_saved_game_round_trips_and_continues_identically() -> None:
    state = new_game(3, seed=9, variant="plus_minus").apply("roll").apply("turn 5")
    loaded = from_json(state.to_json())
    assert loaded == state
    assert loaded.apply("roll" if loaded.phase == "roll" else loaded.legal_actions()[0]) == state.apply(
        state.legal_actions()[0])


def test_seed_none_is_recorded_so_the_game_can_be_saved() -> None:
    state = new_game(2).apply("roll")
    assert from_json(state.to_json()) == state


def test_custom_tile_file_loads_and_bad_ones_are_named(tmp_path: object) -> None:
    from pathlib import Path

    from bugkit.ungeziffer import load_tiles

    folder = Path(str(tmp_path))
    (folder / "ok.json").write_text('{"tiles": {"1": 3, "2": 3}}')
    assert load_tiles(folder / "ok.json") == {1: 3, 2: 3}
    (folder / "bad.json").write_text('{"tiles": {"1": -3}}')
    with pytest.raises(InvalidInput, match="count of tile 1"):
        load_tiles(folder / "bad.json")
    with pytest.raises(InvalidInput, match="cannot read"):
        load_tiles(folder / "missing.json")


def test_unusual_digits_are_invalid_input_not_a_crash() -> None:
    state = new_game(2, seed=0).apply("roll")
    for text in ("²", "turn ²", "turn ٣", "turn 99999999999999999999"):
        with pytest.raises(InvalidInput):
            state.apply(text)
