"""Ungeziffer: every rule of the rulebook, its worked examples, both variants and the edge cases we decided."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.ungeziffer import default_tiles, from_json, new_game
from bugkit.ungeziffer.rules import HIDDEN, Dice, Phase, Reveal, TurnEnded, UngezifferState


def table(values: list[int], dice: tuple[int, ...], variant: str = "standard", players: int = 2,
          **options: object) -> UngezifferState:
    """Return a game whose tiles are ``values`` (all face down, never turned) with ``dice`` just rolled."""
    tiles = Counter(values)
    state = new_game(players, variant=variant, tiles={str(v): c for v, c in tiles.items()}, **options)
    return state.apply("roll").apply(Dice(dice))


def turn(state: UngezifferState, values: list[int], *positions: int) -> UngezifferState:
    """Return the state after turning the tiles at ``positions`` one by one; a tile turned for the first time
    shows its value from ``values`` (the chance outcome is applied explicitly)."""
    for p in positions:
        state = state.apply(f"turn {p}")
        if state.is_chance_node:
            state = state.apply(f"tile {p} is {values[p]}")
    return state


def roll(state: UngezifferState, dice: tuple[int, ...]) -> UngezifferState:
    """Return the state after the player to move rolled ``dice``."""
    return state.apply("roll").apply(Dice(dice))


FILLER = [9, 9, 9, 9, 9]  # five tiles that keep the game from ending in these scenarios


def test_rulebook_example_paul_rolls_3_and_5_and_turns_2_4_1_1() -> None:
    values = [2, 4, 1, 1, *FILLER]
    state = table(values, dice=(5, 3))
    assert state.target == 8
    after = turn(state, values, 0, 1, 2, 3)
    assert sorted(after.won[0]) == [1, 1, 2, 4]
    assert after.layout[:4] == (None, None, None, None)
    assert after.current_player == 1 and after.phase == "roll"


def test_rulebook_example_paul_rolls_2_and_0_and_goes_over_with_1_then_5() -> None:
    values = [1, 5, *FILLER]
    state = table(values, dice=(2, 0))
    after = turn(state, values, 0, 1)
    assert after.won == ((), ())
    assert after.face_down() == state.face_down()  # both tiles lie face down again, where they were
    assert after.layout[:2] == (1, 5)  # ... and everyone saw them: their values are known from now on
    assert after.turned == () and after.current_player == 1


def test_rulebook_example_lisa_rolls_4_and_3_and_turns_0_1_0_6() -> None:
    values = [0, 1, 0, 6, *FILLER]
    after = turn(table(values, dice=(4, 3)), values, 0, 1, 2, 3)
    assert sorted(after.won[0]) == [0, 0, 1, 6]


def test_roll_adds_green_and_yellow_die() -> None:
    state = new_game(2).apply("roll")
    assert state.is_chance_node and state.current_player == bugkit.core.game.CHANCE
    dist = state.chance_outcomes()
    assert len(dist) == 24 and set(dist.values()) == {Fraction(1, 24)}  # green 1-6 x yellow 0-3
    assert all(1 <= d.values[0] <= 6 and 0 <= d.values[1] <= 3 for d in dist)
    rolled = state.apply("dice 6 2")
    assert rolled.target == 8 and rolled.dice == (6, 2)
    assert [str(a) for a in rolled.legal_actions()] == [f"turn {p}" for p in range(32)]


def test_a_tile_turned_for_the_first_time_gets_a_value_still_unseen_by_count() -> None:
    state = table([1, 1, 1, 2, *FILLER], dice=(6, 3)).apply("turn 3")
    assert state.is_chance_node
    assert state.chance_outcomes() == {Reveal(3, 1): Fraction(3, 9), Reveal(3, 2): Fraction(1, 9),
                                       Reveal(3, 9): Fraction(5, 9)}
    state = state.apply("tile 3 is 2")
    assert state.value(3) == 2 and not state.is_chance_node
    nxt = state.apply("turn 0")  # the 2 is seen: only 1, 1, 1 and five 9s are left unseen
    assert nxt.chance_outcomes() == {Reveal(0, 1): Fraction(3, 8), Reveal(0, 9): Fraction(5, 8)}


def test_a_tile_that_went_face_down_again_keeps_its_value_and_is_no_chance_node() -> None:
    values = [1, 5, *FILLER]
    state = roll(turn(table(values, dice=(2, 0)), values, 0, 1), (1, 0))
    assert state.layout[:2] == (1, 5) and state.layout[2] == HIDDEN
    after = state.apply("turn 1")
    assert not after.is_chance_node  # its value was seen: 5, too many for the target 1
    assert after.current_player == 0 and after.won == ((), ())


def test_a_single_tile_can_be_the_whole_catch() -> None:
    values = [7, *FILLER]
    after = turn(table(values, dice=(4, 3)), values, 0)
    assert after.won[0] == (7,)


def test_below_the_target_you_must_turn_another_tile() -> None:
    values = [2, 3, *FILLER]
    state = turn(table(values, dice=(5, 3)), values, 0)
    assert state.phase == "turn" and state.current_player == 0
    assert "roll" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalMove, match="already rolled") as err:
        state.apply("roll")
    assert err.value.reason == "rolled"


def test_midge_mush_zero_lets_you_go_on() -> None:
    values = [0, 0, 3, *FILLER]
    state = turn(table(values, dice=(3, 0)), values, 0, 1)
    assert state.phase == "turn" and state.total == 0
    assert turn(state, values, 2).won[0] == (0, 0, 3)


def test_no_more_tiles_once_the_total_is_reached_not_even_a_zero() -> None:
    values = [3, 0, *FILLER]
    state = turn(table(values, dice=(3, 0)), values, 0)
    assert state.won[0] == (3,)  # the turn ended at once; the zero stays in the middle
    assert state.layout[1] == HIDDEN and state.current_player == 1


def test_turned_tiles_cannot_be_turned_twice() -> None:
    values = [1, 1, *FILLER]
    state = turn(table(values, dice=(6, 3)), values, 0)
    with pytest.raises(IllegalMove, match="already face up"):
        state.apply("turn 0")


def test_taken_positions_cannot_be_turned() -> None:
    values = [4, *FILLER]
    state = roll(turn(table(values, dice=(4, 0)), values, 0), (6, 3))
    with pytest.raises(IllegalMove, match="already taken") as err:
        state.apply("turn 0")
    assert err.value.reason == "taken" and err.value.fields["n"] == 1


def test_play_goes_clockwise_through_all_players() -> None:
    state = new_game(3)
    seen = []
    for _ in range(6):
        seen.append(state.current_player)
        state = roll(state, (1, 0))
        while state.phase in ("turn", "reveal"):
            state = state.apply(state.chance_outcomes().__iter__().__next__() if state.is_chance_node
                                else state.legal_actions()[0])
    assert seen == [0, 1, 2, 0, 1, 2]


def test_game_ends_when_four_or_fewer_tiles_are_left() -> None:
    values = [1, 2, 3, 4, 5, 6]
    after = turn(table(values, dice=(2, 0)), values, 1)
    assert after.tiles_left() == 5 and not after.is_over
    after = turn(roll(after, (1, 0)), values, 0)
    assert after.tiles_left() == 4 and after.is_over and after.end_reason == "few tiles"
    assert after.legal_actions() == []


def test_most_tiles_wins_and_ties_are_shared() -> None:
    state = replace(new_game(3), won=((1, 2), (5, 5), (0,)), phase=Phase.OVER)
    assert state.scores() == [2, 2, 1]
    assert state.winners() == [0, 1]


def test_score_can_count_vermin_instead_of_tiles() -> None:
    state = replace(new_game(2, score="vermin"), won=((1, 2), (9,)), phase=Phase.OVER)
    assert state.scores() == [3, 9] and state.winners() == [1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_plays_to_the_end(players: int) -> None:
    record = bugkit.play("ungeziffer", ["memory"] * players, seed=players)
    assert record.final.is_over and len(record.scores) == players
    assert sum(record.scores) + record.final.tiles_left() == 32


@pytest.mark.parametrize("players", [1, 5, 0, "2"])
def test_only_two_to_four_players(players: object) -> None:
    with pytest.raises(InvalidInput, match="players must be a whole number from 2 to 4"):
        new_game(players)  # type: ignore[arg-type]


# -- edge cases we decided ---------------------------------------------------------------------------------


def test_running_out_of_tiles_below_the_target_is_a_failed_turn() -> None:
    values = [1, 1, 1, 1, 1, 1]
    state = table(values, dice=(6, 3), end_at=0)
    after = turn(state, values, 0, 1, 2, 3, 4, 5)
    assert after.won == ((), ()) and after.face_down() == state.face_down()
    assert after.events[-1].result == "out" and not after.is_over


def test_game_ends_when_no_roll_can_be_matched_any_more() -> None:
    values = [0, 0, 0, 0, 0, 0, 5]
    after = turn(table(values, dice=(5, 0), end_at=0), values, 6)
    assert after.is_over and after.end_reason == "stuck"


def test_stuck_rule_can_be_switched_off() -> None:
    values = [0, 0, 0, 0, 0, 0, 5]
    assert not turn(table(values, dice=(5, 0), end_at=0, end_when_stuck=False), values, 6).is_over


def test_unknown_options_and_bad_tiles_are_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="variant"):
        new_game(2, variant="expert")
    with pytest.raises(InvalidInput, match="tile value"):
        new_game(2, tiles={"10": 3})
    with pytest.raises(InvalidInput, match="too few"):
        new_game(2, tiles={"1": 4})
    with pytest.raises(InvalidInput, match="yellow_faces"):
        new_game(2, yellow_faces=[7])


# -- variants ------------------------------------------------------------------------------------------------


def test_beginners_use_tiles_0_to_6_and_only_the_green_die() -> None:
    state = new_game(2, variant="beginners")
    assert sorted(state.unseen()) == [0, 1, 2, 3, 4, 5, 6]
    # the default split 4+4+4+4+3+3+3 of the tiles 0-6 makes 25 (components.md once said 27; the data decides)
    assert len(state.layout) == sum(c for v, c in default_tiles().items() if v <= 6) == 25
    dist = state.apply("roll").chance_outcomes()
    assert dist == {Dice((g,)): Fraction(1, 6) for g in range(1, 7)}  # the green die alone


def test_beginners_with_a_custom_tile_set_leave_tiles_7_to_9_in_the_box() -> None:
    """Rules card "Beginners with your own material": tiles= is the box; the beginners' version plays its 0-6."""
    mine = {"0": 2, "3": 5, "6": 1, "7": 4, "9": 3}
    state = new_game(2, variant="beginners", tiles=mine)
    assert dict(state.rules.tiles) == {0: 2, 3: 5, 6: 1} and len(state.layout) == 8
    assert sorted(state.unseen()) == [0, 3, 6]
    assert state.setup["tiles"] == {"0": 2, "3": 5, "6": 1}  # the set-up lists what is played with
    again = from_json(state.to_json())
    assert again.rules == state.rules and again.setup == state.setup
    assert dict(new_game(2, tiles=mine).rules.tiles) == {0: 2, 3: 5, 6: 1, 7: 4, 9: 3}  # standard keeps them


def test_beginners_leave_a_custom_yellow_die_in_the_box_and_the_set_up_does_not_list_it() -> None:
    """Rules card "Beginners with your own material": yellow_faces= describes the yellow die, which beginners leave
    in the box; the save's set-up does not keep it. A malformed die is still refused."""
    state = new_game(2, variant="beginners", yellow_faces=[3, 3, 3])
    assert state.rules.yellow_faces is None and "yellow_faces" not in state.setup
    assert state.rules == new_game(2, variant="beginners").rules
    assert "yellow_faces" not in json.loads(state.to_json())["setup"]
    assert state.apply("roll").chance_outcomes() == {Dice((g,)): Fraction(1, 6) for g in range(1, 7)}
    with pytest.raises(InvalidInput, match="yellow_faces"):
        new_game(2, variant="beginners", yellow_faces=[7])


def test_beginners_refuse_a_custom_set_with_too_few_tiles_0_to_6() -> None:
    with pytest.raises(InvalidInput, match="0-6"):
        new_game(2, variant="beginners", tiles={"1": 2, "8": 20})
    assert new_game(2, variant="beginners", tiles={"1": 5, "8": 20}).tiles_left() == 5  # 5 > end_at 4


def test_plus_minus_may_subtract_two_tiles() -> None:
    values = [9, 2, *FILLER]
    after = turn(table(values, dice=(6, 1), variant="plus_minus"), values, 0, 1)  # 9 - 2 = 7
    assert sorted(after.won[0]) == [2, 9]


def test_plus_minus_may_add_two_tiles() -> None:
    values = [3, 4, *FILLER]
    after = turn(table(values, dice=(6, 1), variant="plus_minus"), values, 0, 1)
    assert sorted(after.won[0]) == [3, 4]


def test_plus_minus_a_first_tile_above_the_target_is_not_yet_a_miss() -> None:
    values = [9, 2, *FILLER]
    state = turn(table(values, dice=(6, 1), variant="plus_minus"), values, 0)
    assert state.phase == "turn"


def test_plus_minus_at_most_two_vermin_tiles() -> None:
    values = [1, 1, 1, *FILLER]
    after = turn(table(values, dice=(3, 0), variant="plus_minus"), values, 0, 1)
    assert after.won == ((), ()) and after.current_player == 1  # 1+1=2 or 0: no hit, no third tile


def test_plus_minus_each_zero_allows_another_tile() -> None:
    values = [0, 0, 4, 3, *FILLER]
    state = turn(table(values, dice=(6, 1), variant="plus_minus"), values, 0, 1, 2)
    assert state.phase == "turn"
    assert sorted(turn(state, values, 3).won[0]) == [0, 0, 3, 4]


def test_plus_minus_two_tiles_that_neither_add_nor_subtract_to_the_target_fail_as_no_match_not_too_many() -> None:
    """Plus-Minus Mix: you may add or subtract two tiles; 2 and 3 make 5 or 1, not 9. That is no "too many" (the
    basic game's failure): the engine and its log say neither adding nor subtracting makes the target."""
    from bugkit.ungeziffer import labels, ui

    values = [2, 3, *FILLER]
    after = turn(table(values, dice=(6, 3), variant="plus_minus"), values, 0, 1)
    ended = after.events[-1]
    assert isinstance(ended, TurnEnded) and ended.result == "no_match" and after.won == ((), ())
    for lang in ("en", "de"):
        said = labels.describe(ended, lang)
        assert "Too many" not in said and "Zu viele" not in said and "(2, 3)" in said
    assert ui.just_missed(after) == {0, 1}  # the failed turn's tiles are shown until the next move
    assert ui.log_lines(after, "en")[-1] == labels.describe(ended, "en")
    standard = turn(table(values, dice=(3, 0)), values, 0, 1)  # 2 + 3 = 5 > 3: the basic game's "too many"
    last = standard.events[-1]
    assert isinstance(last, TurnEnded) and last.result == "miss" and labels.describe(last).startswith("Too many!")


def test_plus_minus_a_single_tile_on_target_ends_the_turn_at_once() -> None:
    values = [5, 0, *FILLER]
    after = turn(table(values, dice=(5, 0), variant="plus_minus"), values, 0)
    assert after.won[0] == (5,)


# -- hidden information, errors, saving -----------------------------------------------------------------------


def test_observation_shows_only_open_tiles_and_what_was_seen() -> None:
    values = [1, 5, 2, *FILLER]
    state = turn(table(values, dice=(3, 0)), values, 0)
    obs = state.observation(1)
    assert obs.open_values == {0: 1}
    assert 1 in obs.face_down and 1 not in obs.open_values
    assert all(pos == 0 for _, pos, _ in obs.reveals)
    assert "layout" not in vars(obs)


def test_malformed_actions_are_invalid_input_and_say_what_is_legal() -> None:
    state = new_game(2)
    with pytest.raises(InvalidInput, match="roll"):
        state.apply("dance")
    with pytest.raises(InvalidInput):
        state.apply(3)  # type: ignore[arg-type]


def test_illegal_actions_say_why_and_leave_the_state_alone() -> None:
    state = new_game(2)
    with pytest.raises(IllegalMove, match="roll the dice first") as err:
        state.apply("turn 3")
    assert "'roll'" in str(err.value) and err.value.text("de") == "Würfle zuerst!"
    rolled = roll(state, (3, 1))
    with pytest.raises(IllegalMove, match="no tile position 99") as err:
        rolled.apply("turn 99")
    assert rolled.turned == () and err.value.text("de").startswith("Es gibt keine Plättchen-Position 99 ")
    with pytest.raises(IllegalMove) as err:
        state.apply("roll").apply("dice 7 1")
    assert err.value.reason == "impossible_outcome"
    with pytest.raises(IllegalMove) as err:
        rolled.apply("turn 0").apply("tile 0 is 9").apply("tile 1 is 3")  # no chance step is due
    assert err.value.reason == "not_chance"


def test_a_bare_number_means_turn_that_tile() -> None:
    state = roll(new_game(2), (3, 1))
    assert state.apply("4") == state.apply("turn 4")


def test_game_over_refuses_every_action() -> None:
    final = bugkit.play("ungeziffer", ["random", "random"], seed=1).final
    with pytest.raises(bugkit.GameOver):
        final.apply("roll")


def test_saved_game_round_trips_and_continues_identically() -> None:
    state = roll(new_game(3, variant="plus_minus"), (4, 2)).apply("turn 5").apply("tile 5 is 7")
    loaded = from_json(state.to_json())
    assert loaded == state and loaded.history == state.history
    assert loaded.apply("turn 3") == state.apply("turn 3")


def test_a_save_holds_no_seed_and_no_tile_nobody_has_seen() -> None:
    """Issue 12: a save is the set-up and the steps so far; it reveals nothing that was not revealed in the game."""
    session = bugkit.start("ungeziffer", players=3, seed=4, bots=["memory", "forgetful", "random"])
    for _ in range(40):
        session.bot_step()
    state = session.state
    data = json.loads(state.to_json())
    assert set(data) == {"game", "version", "setup", "steps"} and "seed" not in data["setup"]
    revealed = [s for s in data["steps"] if s.startswith("tile ")]
    seen = [f"tile {e.pos} is {e.value}" for e in state.events if type(e).__name__ == "Turned"]
    assert set(revealed) <= set(seen)  # every value in the save was turned face up for all to see
    hidden = [p for p, v in enumerate(state.layout) if v == HIDDEN]
    assert hidden and not any(s.startswith(f"tile {p} is") for p in hidden for s in data["steps"])
    assert from_json(state.to_json()) == state


def test_an_old_save_with_a_seed_is_refused_clearly() -> None:
    old = json.dumps({"game": "ungeziffer", "version": 1, "setup": {"players": 2, "seed": 3}, "actions": ["roll"]})
    with pytest.raises(InvalidInput, match="older bugkit"):
        from_json(old)


def test_states_are_hashable_values() -> None:
    a = turn(table([2, 3, *FILLER], dice=(6, 3)), [2, 3, *FILLER], 0)
    b = turn(table([2, 3, *FILLER], dice=(6, 3)), [2, 3, *FILLER], 0)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert "rng" not in vars(a) and "seed" not in vars(a)


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
    state = roll(new_game(2), (3, 1))
    for text in ("²", "turn ²", "turn ٣", "turn 99999999999999999999"):
        with pytest.raises(InvalidInput):
            state.apply(text)


@pytest.mark.parametrize(("lang", "taken", "face_up"), [
    ("en", "tile 1 was already taken", "tile 2 is already face up"),
    ("de", "Plättchen 1 wurde schon genommen.", "Plättchen 2 liegt schon offen.")])
def test_a_refused_tile_is_named_as_the_child_counts_it_without_the_engines_position(
        lang: str, taken: str, face_up: str) -> None:
    """Audit: the refusal said "the tile at position 20 (tile 21) was already taken" / "Plättchen 21 (Position 20)
    ..."; a child counts tiles from 1 and never sees positions."""
    values = [4, 1, *FILLER]
    state = roll(turn(table(values, dice=(4, 0)), values, 0), (6, 3))
    with pytest.raises(IllegalMove) as err:
        state.apply("turn 0")
    assert err.value.text(lang) == taken
    state = turn(state, values, 1)
    with pytest.raises(IllegalMove) as err:
        state.apply("turn 1")
    assert err.value.text(lang) == face_up
