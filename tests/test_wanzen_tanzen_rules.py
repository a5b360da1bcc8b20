"""Wanzen tanzen: every rule of the rulebook as a scenario, the rulebook's examples, the deck and task readings."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from itertools import combinations_with_replacement
from pathlib import Path

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.core.game import CHANCE
from bugkit.core.session import Session, resolve
from bugkit.wanzen_tanzen import (
    AGAIN,
    GAME,
    REPEAT,
    ROLL,
    STOP,
    Cover,
    Keep,
    Phase,
    Task,
    WanzenState,
    default_deck,
    from_json,
    load_deck,
    new_game,
    parse_task,
    position,
)
from bugkit.wanzen_tanzen import components as comps
from bugkit.wanzen_tanzen.odds import met_matrix, space
from bugkit.wanzen_tanzen.rules import Covered, Dice


def start(players: int = 2, card: int = 1, **options: object) -> WanzenState:
    """Return a new game after chance turned up card ``card`` (by id)."""
    return new_game(players=players, **options).apply(f"card {card}")  # type: ignore[arg-type]


def dice(state: WanzenState, *values: int) -> WanzenState:
    """Return the state after chance rolled ``values`` (at a roll's chance node), or, in a hand-made position,
    with the dice just rolled replaced by ``values`` (we decide what the dice show)."""
    if state.is_chance_node:
        assert state.phase is Phase.DICE and state.to_roll == len(values), (values, state.to_roll)
        return state.apply("dice " + " ".join(map(str, values)))
    assert len(values) == len(state.rolled), (values, state.rolled)
    return replace(state, rolled=tuple(values))


def finish(state: WanzenState, *values: int) -> WanzenState:
    """Return the state after the free dice show ``values`` and all of them are set aside."""
    return dice(state, *values).apply("keep " + " ".join(map(str, values)))


# -- set-up ---------------------------------------------------------------------------------------------------
def test_setup_counts_off_15_cards_turns_the_top_one_and_stacks_penalties_minus1_on_top() -> None:
    s = new_game(players=3)
    assert s.is_chance_node and s.phase is Phase.DEAL and s.card is None  # chance turns up the first card
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 28 and set(outcomes.values()) == {Fraction(1, 28)}  # any of the 28, equally likely
    s = s.apply("card 9")
    assert s.stack_left + 1 == 15
    assert len(s.unseen()) == 27  # the other 27 are unseen: 14 in the stack, 13 in the box, in no known order
    assert s.card is not None and s.face_up is not None and s.face_up.id == 9
    assert s.penalty_stack == (1, 2, 3, 4, 5)
    assert s.supply == 16
    assert s.chips == 4
    assert s.bugs == (0, 0, 0)
    assert s.current_player == 0
    assert s.legal_actions() == [ROLL] and "roll" not in s.legal_actions()
    inv = s.inventory()
    assert sum(v for k, v in inv.items() if k.startswith("task card")) == 28
    assert inv["baby bug"] == 16
    assert inv["cover chip"] == 4
    assert inv["die"] == 5
    assert sorted(k for k in inv if k.startswith("penalty")) == [f"penalty -{v}" for v in range(1, 6)]


def test_the_stack_is_drawn_card_by_card_from_the_cards_nobody_has_seen() -> None:
    """Shuffling is chance in the open: each turned-up card comes uniformly from the cards still unseen."""
    s = start(card=4)
    won = replace(s, won=((3,), ()), card=None, phase=Phase.DEAL)  # card 4 won: 27 cards unseen
    outcomes = won.chance_outcomes()
    assert len(outcomes) == 27 and "card 4" not in {str(o) for o in outcomes}
    assert all(p == Fraction(1, 27) for p in outcomes.values())
    with pytest.raises(IllegalMove):
        won.apply("card 4")  # a card already seen cannot come again
    a, b = Session(new_game(), seed=1), Session(new_game(), seed=2)
    assert new_game() == new_game() and hash(new_game()) == hash(new_game())
    assert {a.state.card, b.state.card} != {None}


def test_two_to_four_players_as_the_rulebook_and_the_16_baby_bugs_allow() -> None:
    """Rules card 1 and "Players": 2 to 4 (the box holds 16 baby bugs, 4 players' worth); 5 is refused."""
    for n in (2, 3, 4):
        assert len(new_game(players=n).bugs) == n
    for bad in (1, 5, 6, "3", True):
        with pytest.raises(InvalidInput):
            new_game(players=bad)  # type: ignore[arg-type]


# -- a turn ---------------------------------------------------------------------------------------------------
def test_a_turn_starts_by_rolling_all_five_dice() -> None:
    s = start().apply("roll")
    assert s.is_chance_node and s.to_roll == 5
    assert len(s.chance_outcomes()) == 252 and sum(s.chance_outcomes().values()) == 1  # multisets of 5 dice
    assert s.chance_outcomes()[Dice((1, 2, 3, 4, 5))] == Fraction(120, 6**5)
    s = dice(s, 1, 2, 2, 5, 6)
    assert len(s.rolled) == 5
    assert s.kept == ()
    assert s.phase == "choose"
    assert REPEAT in s.legal_actions()


def test_set_aside_at_least_one_die_of_those_just_rolled() -> None:
    s = dice(start().apply("roll"), 1, 2, 2, 5, 6)
    with pytest.raises(InvalidInput):
        s.apply("keep")
    with pytest.raises(IllegalMove, match="just rolled"):
        s.apply("keep 3")
    with pytest.raises(IllegalMove):
        s.apply("keep 1 1")
    t = s.apply("keep 2 2")
    assert t.kept == (2, 2)
    assert t.to_roll == 3 and t.is_chance_node


def test_set_aside_dice_stay_out_for_the_rest_of_the_turn() -> None:
    s = dice(start().apply("roll"), 1, 2, 2, 5, 6).apply("keep 6")
    s = dice(s, 6, 6, 6, 6).apply("keep 6 6")
    assert s.kept == (6, 6, 6)
    s = dice(s, 6, 6)
    assert all(isinstance(a, Keep) or a == REPEAT for a in s.legal_actions())
    assert Keep((6, 6, 6)) not in s.legal_actions()


def test_keep_action_canonical_form_is_sorted_values() -> None:
    s = dice(start().apply("roll"), 1, 2, 2, 5, 6)
    assert str(s.parse("  KEEP 6,2  ")) == "keep 2 6"
    assert s.apply("keep 6 2") == s.apply("keep 2 6")
    with pytest.raises(InvalidInput):
        s.apply("take 2")


def test_repeat_takes_a_baby_bug_and_rolls_exactly_the_dice_just_rolled_again() -> None:
    s = dice(start().apply("roll"), 1, 2, 2, 5, 6).apply("keep 5")
    s = dice(s, 1, 2, 2, 6)
    t = s.apply("repeat")
    assert t.bugs == (1, 0)
    assert t.supply == 15
    assert t.kept == (5,)
    assert t.to_roll == 4 and t.is_chance_node
    assert t.repeats_taken == 1
    assert dice(t, 1, 1, 3, 3).current_player == 0


def test_repeat_may_be_taken_several_times_in_a_row() -> None:
    s = start().apply("roll")
    for _ in range(3):
        s = dice(s, 1, 1, 2, 4, 6).apply("repeat")
    s = dice(s, 1, 1, 2, 4, 6)
    assert s.bugs == (3, 0)
    assert len(s.rolled) == 5
    assert s.phase == "choose"


def test_turn_goes_on_until_all_five_dice_are_set_aside() -> None:
    s = position(card=("Drilling", "Vierling"), rolled=(1, 2, 3, 4, 5))
    s = s.apply("keep 1")
    assert s.phase == "dice" and s.to_roll == 4  # the other 4 dice are rolled again
    assert dice(s, 2, 3, 4, 6).current_player == 0
    s = finish(s, 2, 3, 4, 6)
    assert s.phase == "roll"
    assert s.current_player == 1  # no task met: the turn passed


# -- the rulebook's examples ----------------------------------------------------------------------------------
def test_karin_example_full_house_of_3s_and_6s_after_one_repeat() -> None:
    s = position(card=("Full House", "Vierling", "1 1"), points=3, rolled=(3, 3, 1, 2, 4))
    s = s.apply("keep 3 3")  # (1) two dice set aside
    s = dice(s, 1, 2, 4)  # (2) not satisfied
    s = s.apply("repeat")  # (3) a baby bug, the same 3 dice again ...
    assert s.bugs == (1, 0)
    assert s.to_roll == 3
    s = dice(s, 2, 5, 6).apply("keep 6")  # ... and one die set aside
    s = finish(s, 3, 6)  # (4) the last two dice, both set aside
    assert s.covered == (0,)
    assert s.chips == 3  # the full house is covered
    assert s.phase == "next"
    assert s.legal_actions() == [AGAIN, STOP]
    assert isinstance(s.events[-1], Covered)
    assert s.events[-1].dice == (3, 3, 3, 6, 6)


def test_david_example_no_task_met_takes_two_baby_bugs_and_the_turn_passes() -> None:
    s = position(card=("Große Straße", "6 6 6"), rolled=(1, 1, 2, 2, 4))
    s = s.apply("keep 1 1 2 2 4")
    assert s.bugs == (2, 0)
    assert s.supply == 14
    assert s.current_player == 1
    assert s.phase == "roll"
    assert s.covered == ()


def test_anna_example_covering_the_last_task_wins_the_card_and_its_3_points() -> None:
    s = position(card=("Drilling", "3 3", "Alle ungerade"), points=3, covered=(0, 2), rolled=(3, 3, 1, 2, 4),
                 player=1, players=3)
    s = s.apply("keep 1 2 3 3 4")
    assert s.won[1] == (0,)
    assert s.scores() == [0, 3, 0]
    assert s.covered == ()
    assert s.chips == 4  # the chips come back
    assert s.phase is Phase.DEAL and s.current_player == CHANCE  # the next card is turned up ...
    assert sorted(str(o) for o in s.chance_outcomes()) == ["card 2", "card 3", "card 4"]
    s = s.apply("card 3")
    assert s.face_up is not None and s.face_up.id == 3 and s.stack_left == 2
    assert s.current_player == 2
    assert s.phase == "roll"  # ... and the next player goes


# -- after a turn ---------------------------------------------------------------------------------------------
def test_player_chooses_which_task_to_cover_when_several_fit() -> None:
    s = position(card=("Drilling", "3 3", "Keine 1er oder 2er"), rolled=(3, 3, 3, 4, 5))
    s = s.apply("keep 3 3 3 4 5")
    assert s.phase == "cover"
    assert s.legal_actions() == [Cover(0), Cover(1), Cover(2)]
    with pytest.raises(IllegalMove, match="several tasks fit"):
        s.apply("again")
    t = s.apply("cover 1")
    assert t.covered == (1,)
    assert t.phase == "next"


def test_a_covered_task_cannot_be_covered_again() -> None:
    s = position(card=("Drilling", "3 3", "Keine 1er oder 2er"), covered=(1,), rolled=(3, 3, 3, 4, 5))
    s = s.apply("keep 3 3 3 4 5")
    assert s.legal_actions() == [Cover(0), Cover(2)]
    with pytest.raises(IllegalMove):
        s.apply("cover 1")


def test_a_single_fitting_task_is_covered_at_once() -> None:
    s = position(card=("Drilling", "Große Straße"), rolled=(2, 2, 2, 5, 6)).apply("keep 2 2 2 5 6")
    assert s.covered == (0,)
    assert s.phase == "next"


def test_after_a_success_another_turn_rolls_all_five_dice_again() -> None:
    s = position(card=("Drilling", "Große Straße"), rolled=(2, 2, 2, 5, 6)).apply("keep 2 2 2 5 6")
    t = s.apply("again")
    assert t.current_player == CHANCE and t.to_roll == 5
    t = dice(t, 1, 1, 2, 3, 4)
    assert t.current_player == 0
    assert t.kept == ()
    assert len(t.rolled) == 5
    assert t.phase == "choose"


def test_stop_after_a_success_passes_the_turn_without_bugs() -> None:
    s = position(card=("Drilling", "Große Straße"), rolled=(2, 2, 2, 5, 6)).apply("keep 2 2 2 5 6").apply("stop")
    assert s.current_player == 1
    assert s.bugs == (0, 0)
    assert s.covered == (0,)


def test_failing_in_another_turn_after_a_success_also_costs_two_bugs() -> None:
    s = position(card=("Drilling", "Große Straße"), rolled=(2, 2, 2, 5, 6)).apply("keep 2 2 2 5 6")
    s = finish(s.apply("again"), 1, 1, 3, 4, 6)
    assert s.bugs == (2, 0)
    assert s.current_player == 1
    assert s.covered == (0,)


# -- baby bugs and penalty cards ------------------------------------------------------------------------------
def test_fifth_baby_bug_takes_penalty_and_everyone_returns_bugs() -> None:
    s = position(players=3, card=("Große Straße", "6 6 6"), bugs=(3, 2, 4), rolled=(1, 1, 2, 2, 4))
    s = s.apply("keep 1 1 2 2 4")  # no task: the 2nd of the 2 bugs is player 0's 5th
    assert s.penalties == ((1,), (), ())
    assert s.penalty_stack == (2, 3, 4, 5)
    assert s.bugs == (0, 0, 0)
    assert s.supply == 16
    assert s.current_player == 1
    assert s.phase == "roll"
    assert s.scores() == [-1, 0, 0]


def test_penalty_sequence_takes_minus1_then_minus2_from_the_top() -> None:
    s = position(players=2, card=("Große Straße", "6 6 6"), bugs=(4, 4), rolled=(1, 1, 2, 2, 4))
    s = s.apply("keep 1 1 2 2 4")
    assert s.penalties == ((1,), ())
    assert s.bugs == (0, 0)
    s = replace(s, bugs=(0, 4), supply=12)
    s = finish(s.apply("roll"), 1, 1, 2, 2, 4)
    assert s.penalties == ((1,), (2,))
    assert s.penalty_stack == (3, 4, 5)
    assert s.scores() == [-1, -2]
    assert s.current_player == 0


def test_fifth_bug_from_a_repeat_interrupts_the_turn_at_once() -> None:
    s = position(card=("Große Straße", "6 6 6"), bugs=(4, 1), rolled=(1, 1, 2, 2, 4)).apply("keep 1")
    s = dice(s, 1, 2, 2, 4)
    before = s.events
    s = s.apply("repeat")
    assert s.penalties[0] == (1,)
    assert s.bugs == (0, 0)
    assert s.current_player == 1
    assert s.phase == "roll"
    assert s.kept == ()
    assert [type(e).__name__ for e in s.events[len(before):]] == ["Repeated", "Penalty"]  # no roll after the 5th bug


def test_empty_supply_a_failure_owing_a_missing_bug_takes_the_penalty_card() -> None:
    """Rules card "Empty baby-bug supply": a bug owed but not in the middle brings the penalty, like the 5th."""
    s = replace(position(players=4, card=("Große Straße", "6 6 6"), bugs=(2, 1, 1, 0), rolled=(1, 1, 2, 2, 4)),
                supply=0)
    t = s.apply("keep 1 1 2 2 4")
    assert t.penalties[0] == (1,)
    assert t.bugs == (0, 0, 0, 0)
    assert t.supply == 4  # everybody's bugs went back to the middle
    assert [type(e).__name__ for e in t.events[-2:]] == ["NoBugLeft", "Penalty"]
    assert t.current_player == 1 and t.phase == "roll"


def test_empty_supply_repeat_is_allowed_and_its_bug_brings_the_penalty_like_a_failure() -> None:
    """Rules card "Empty baby-bug supply": four players hold four bugs each, the middle is empty. "Repeat" costs a
    bug just as a failed turn does, so it is not refused: that bug is the 5th and interrupts the game at once."""
    s = replace(position(players=4, card=("Große Straße", "6 6 6"), bugs=(4, 4, 4, 4), rolled=(1, 1, 2, 2, 4)),
                supply=0)
    assert REPEAT in s.legal_actions()
    repeated = s.apply("repeat")
    failed = s.apply("keep 1 1 2 2 4")
    for t in (repeated, failed):
        assert t.penalties == ((1,), (), (), ())
        assert t.bugs == (0, 0, 0, 0) and t.supply == 16
        assert t.current_player == 1 and t.phase == "roll"
    assert [type(e).__name__ for e in repeated.events[len(s.events):]] == ["Repeated", "Penalty"]  # not rolled


def test_empty_supply_a_repeat_owing_a_missing_bug_takes_the_penalty_card_like_a_failure() -> None:
    """Rules card "Empty baby-bug supply": with a smaller supply the middle can be empty before anyone has 4 bugs;
    a repeat then owes a bug that is not there and brings the penalty exactly as a failed turn does."""
    s = replace(position(players=4, card=("Große Straße", "6 6 6"), bugs=(2, 1, 1, 0), rolled=(1, 1, 2, 2, 4)),
                supply=0)
    t = s.apply("repeat")
    assert [type(e).__name__ for e in t.events[len(s.events):]] == ["Repeated", "NoBugLeft", "Penalty"]
    assert t.penalties[0] == (1,) and t.bugs == (0, 0, 0, 0) and t.supply == 4
    assert t.current_player == 1 and t.phase == "roll" and t.rolled == () and t.kept == ()
    failed = s.apply("keep 1 1 2 2 4")
    assert (failed.penalties, failed.bugs, failed.supply, failed.player) == (t.penalties, t.bugs, t.supply, t.player)


def test_smaller_supply_option_follows_the_same_rule() -> None:
    """A classroom supply of 3 baby bugs: the failure that finds the middle empty brings the penalty card."""
    deck = [{"id": i + 1, "points": 1, "tasks": ["Große Straße", "6 6 6"]} for i in range(3)]
    s = start(players=2, baby_bugs=3, deck=deck, cards=3)
    s = replace(s, bugs=(1, 2), supply=0, phase=Phase.CHOOSE, rolled=(1, 1, 2, 2, 4))
    t = s.apply("keep 1 1 2 2 4")
    assert t.penalties[0] == (1,) and t.supply == 3 and t.bugs == (0, 0)


def test_covered_chips_stay_on_the_card_when_a_penalty_interrupts() -> None:
    s = position(card=("Große Straße", "6 6 6"), covered=(1,), bugs=(4, 0), rolled=(1, 1, 2, 2, 4))
    s = s.apply("keep 1 1 2 2 4")
    assert s.covered == (1,)
    assert s.chips == 3


# -- the end --------------------------------------------------------------------------------------------------
def test_game_ends_at_once_when_the_penalty_stack_is_used_up() -> None:
    s = replace(position(card=("Große Straße", "6 6 6"), bugs=(4, 0), rolled=(1, 1, 2, 2, 4)),
                penalty_stack=(5,), penalties=((1, 2), (3, 4)))
    s = s.apply("keep 1 1 2 2 4")
    assert s.is_over
    assert s.end_reason == "penalty stack used up"
    assert s.legal_actions() == []
    assert s.scores() == [-8, -7]
    assert s.winners() == [1]
    with pytest.raises(IllegalMove):
        s.apply("roll")


def test_game_ends_at_once_when_the_last_task_card_is_won() -> None:
    s = replace(position(card=("Drilling", "3 3"), covered=(1,), rolled=(4, 4, 4, 1, 2)), stack_left=0)
    s = s.apply("keep 1 2 4 4 4")
    assert s.is_over
    assert s.end_reason == "task stack used up"
    assert s.card is None
    assert s.scores() == [2, 0]
    assert s.winners() == [0]


def test_score_is_card_points_minus_penalty_points_and_ties_share_the_win() -> None:
    s = replace(position(card=("Drilling", "3 3"), covered=(1,), rolled=(4, 4, 4, 1, 2)), stack_left=0,
                won=((), (1, 2, 3)), penalties=((), (1,)))
    s = s.apply("keep 1 2 4 4 4")  # player 0: card of 2 points; player 1: 3 cards of 1 point, -1
    assert s.scores() == [2, 2]
    assert s.winners() == [0, 1]


def test_a_whole_game_conserves_every_component() -> None:
    rng = np.random.default_rng(0)
    s = new_game(players=4)
    first = s.inventory()
    while not s.is_over:
        s = resolve(s, rng)
        assert s.inventory() == first
        if s.is_over:
            break
        legal = s.legal_actions()
        s = s.apply(legal[int(rng.integers(len(legal)))])
        assert s.inventory() == first
    assert s.end_reason in ("penalty stack used up", "task stack used up")


# -- tasks (components.md A5) ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("task", "yes", "no"), [
    ("Drilling", [(2, 2, 2, 5, 6), (4, 4, 4, 4, 1), (6, 6, 6, 6, 6)], [(1, 1, 2, 2, 3)]),
    ("Vierling", [(3, 3, 3, 3, 1), (5, 5, 5, 5, 5)], [(3, 3, 3, 1, 1)]),
    ("Full House", [(3, 3, 3, 6, 6), (1, 1, 2, 2, 2)], [(6, 6, 6, 6, 6), (3, 3, 3, 3, 6), (1, 1, 2, 2, 3)]),
    ("Doppelpasch", [(1, 1, 2, 2, 3), (4, 4, 4, 4, 2), (3, 3, 3, 5, 5)], [(1, 1, 2, 3, 4), (6, 6, 6, 1, 2)]),
    ("Kleine Straße", [(1, 2, 3, 4, 4), (3, 4, 5, 6, 1), (2, 3, 4, 5, 6)], [(1, 2, 3, 5, 6)]),
    ("Große Straße", [(1, 2, 3, 4, 5), (2, 3, 4, 5, 6)], [(1, 2, 3, 4, 6), (1, 3, 4, 5, 6)]),
    ("Alle gerade", [(2, 4, 6, 6, 2)], [(2, 4, 6, 6, 1)]),
    ("Alle ungerade", [(1, 3, 5, 5, 1)], [(1, 3, 5, 5, 2)]),
    ("Keine 1er oder 2er", [(3, 4, 5, 6, 3)], [(3, 4, 5, 6, 2), (1, 4, 5, 6, 3)]),
    ("Alle 2er und/oder 5er", [(2, 2, 2, 2, 2), (2, 5, 5, 2, 5)], [(2, 5, 5, 2, 3)]),
    ("3 3 6", [(3, 3, 6, 1, 2), (3, 3, 3, 6, 6)], [(3, 6, 6, 1, 2)]),
    ("1 1", [(1, 1, 1, 4, 5)], [(1, 2, 3, 4, 5)]),
    ("sum >= 25", [(6, 6, 6, 6, 1), (5, 5, 5, 5, 5)], [(6, 6, 6, 5, 1)]),
])
def test_task_readings_use_at_least_semantics_and_full_house_is_exactly_three_plus_two(
        task: str, yes: list[tuple[int, ...]], no: list[tuple[int, ...]]) -> None:
    t = parse_task(task)
    assert all(t.met(d) for d in yes)
    assert not any(t.met(d) for d in no)


def test_english_and_german_task_names_mean_the_same_task() -> None:
    for kind, (en, de) in comps.KINDS.items():
        assert parse_task(en) == parse_task(de) == parse_task(de.upper()) == Task(kind)
        assert parse_task(en).name("de") == de
        assert parse_task(de).name("en") == en
    assert parse_task("grosse strasse") == parse_task("Große Straße")
    assert parse_task("6 3 6") == parse_task("3 6 6") == Task("numbers", (3, 6, 6))
    assert parse_task("Summe 25+") == parse_task("sum >= 25") == Task("sum", (25,))
    for bad in ("pair", "7 7", "1 1 1 1 1 1", "", 3, None):
        with pytest.raises(InvalidInput):
            parse_task(bad)


def test_task_check_on_dice_agrees_with_the_vectorised_check_for_every_multiset() -> None:
    sp = space()
    tasks = sorted({t for card in default_deck() for t in card.tasks} | set(comps.all_task_kinds())
                   | {parse_task("sum >= 25")})
    full = list(combinations_with_replacement(range(1, 7), 5))
    matrix = met_matrix(tasks, sp.counts[sp.full])
    assert [sp.multisets[sp.level[5] + i] for i in range(len(full))] == full
    for i, roll in enumerate(full):
        assert [t.met(roll) for t in tasks] == list(matrix[i])


# -- the deck -------------------------------------------------------------------------------------------------
def test_default_deck_has_28_cards_7_per_point_value_with_2_to_4_tasks() -> None:
    deck = default_deck()
    assert len(deck) == 28
    assert [c.id for c in deck] == list(range(1, 29))
    assert Counter(c.points for c in deck) == {1: 7, 2: 7, 3: 7, 4: 7}
    assert all(2 <= len(c.tasks) <= 4 for c in deck)
    kinds = {t.kind for c in deck for t in c.tasks}
    # every task kind of the overview plus full house; no sum, and the other reading of a full house (A5) is no
    # card's task: the default deck plays our reading
    assert kinds == set(comps.KINDS) - {"full_house_or_five"} | {"numbers"}
    assert deck[27].tasks == (Task("full_house"), Task("four_of_a_kind"), Task("numbers", (3, 3, 6)))


def test_a_malformed_deck_is_a_clear_error_naming_the_bad_card(tmp_path: Path) -> None:
    good = {"id": 1, "points": 2, "tasks": ["Drilling", "3 3"]}
    cases = [
        ({"id": 7, "points": 2, "tasks": ["Drilling", "Pärchen"]}, "card 7.*Pärchen"),
        ({"id": 8, "points": 0, "tasks": ["Drilling", "3 3"]}, "card 8.*points"),
        ({"id": 9, "points": 2, "tasks": ["Drilling"]}, "card 9.*2 to 4 tasks"),
        ({"id": 10, "points": 2, "tasks": ["Drilling", "1 1", "2 2", "3 3", "4 4"]}, "card 10.*2 to 4 tasks"),
        ({"id": 11, "points": 2, "tasks": ["Drilling", "drilling"]}, "card 11.*twice"),
        ({"id": 12, "tasks": ["Drilling", "3 3"]}, "card 12"),
        ({"id": 1, "points": 2, "tasks": ["Vierling", "3 3"]}, "card id 1 is used twice"),
    ]
    for bad, message in cases:
        path = tmp_path / "deck.json"
        path.write_text(json.dumps({"cards": [good, bad]}), encoding="utf-8")
        with pytest.raises(InvalidInput, match=message):
            load_deck(path)
        with pytest.raises(InvalidInput, match=message):
            new_game(deck=[good, bad], cards=1)
    with pytest.raises(InvalidInput):
        load_deck(tmp_path / "missing.json")


def test_a_teacher_can_replace_the_deck_and_the_game_saves_and_loads_it() -> None:
    deck = [{"points": 4, "tasks": ["Summe 25+", "Drilling"]}, {"points": 1, "tasks": ["1 1", "2 2"]}]
    s = start(deck=deck, cards=2, card=2)
    assert {c.id for c in s.rules.deck} == {1, 2}
    assert s.stack_left == 1
    s = dice(s.apply("roll"), 1, 2, 3, 4, 5)
    s = s.apply(s.legal_actions()[0])
    assert from_json(s.to_json()) == s
    with pytest.raises(InvalidInput):
        new_game(deck=deck, cards=3)


def test_new_game_options_are_validated() -> None:
    for bad in ({"cards": 0}, {"cards": 29}, {"cards": "15"}, {"baby_bugs": 0}, {"baby_bugs": 2.5},
                {"deck": "mine"}, {"deck": []}, {"seed": -1}, {"seed": 1}):
        with pytest.raises(InvalidInput):
            new_game(**{"players": 2, **bad})  # type: ignore[arg-type]


# -- protocol details -----------------------------------------------------------------------------------------
def test_illegal_move_message_says_why_and_lists_the_legal_actions() -> None:
    s = start()
    with pytest.raises(IllegalMove, match=r"starts with 'roll'.*Legal now: 'roll'") as err:
        s.apply("stop")
    assert err.value.reason == "roll_first" and err.value.text("de") == "Ein Durchgang beginnt mit Würfeln."
    with pytest.raises(InvalidInput, match="not a Wanzen tanzen action"):
        s.apply("dance")


def test_observation_shows_everything_but_the_order_of_the_face_down_stack() -> None:
    s = dice(start(players=3).apply("roll"), 1, 1, 2, 5, 6)
    obs = s.observation(2)
    assert obs.cards_left == 14
    assert obs.rolled == s.rolled
    assert obs.card == s.face_up
    assert not any(isinstance(v, str) and v.startswith("card ") for v in vars(obs).values())  # no stack order


def test_saved_game_round_trips_and_is_registered() -> None:
    s = new_game(players=3)
    rng = np.random.default_rng(1)
    for _ in range(40):
        s = resolve(s, rng)
        legal = s.legal_actions()
        s = s.apply(legal[int(rng.integers(len(legal)))])
    assert from_json(s.to_json()) == s
    assert GAME.name == "wanzen_tanzen"
    assert GAME.from_json(s.to_json()) == s
    assert bugkit.load(s.to_json()) == s


def test_a5_five_of_a_kind_is_no_full_house_unless_a_deck_says_full_house_or_five_of_a_kind() -> None:
    """A5 (OUR ASSUMPTION): a Full House is exactly 3 + 2 dice, so five of a kind does not meet it; reasonable
    people differ, so a deck may name the task "Fullhouse / Fünfling" (full house or five of a kind), which
    five of a kind meets, a 3 + 2 too, and 4 + 1 not. A turn of that deck covers it with five 3s."""
    strict, either = comps.parse_task("Full House"), comps.parse_task("Fullhouse / Fünfling")
    assert either.kind == "full_house_or_five" and either.name("en") == "full house or 5 alike"
    assert either == comps.parse_task("full house or five of a kind") == comps.parse_task("Full House oder Fünfling")
    assert not strict.met([3, 3, 3, 3, 3]) and either.met([3, 3, 3, 3, 3])
    assert strict.met([3, 3, 3, 2, 2]) and either.met([3, 3, 3, 2, 2])
    assert not either.met([3, 3, 3, 3, 2]) and not either.met([1, 2, 3, 4, 5])
    deck = [{"id": i, "points": 2, "tasks": ["Fullhouse / Fünfling", "1 1 1 1 1"]} for i in (1, 2)]
    state = start(deck=deck, cards=2)
    covered = finish(state.apply("roll"), 3, 3, 3, 3, 3)
    assert covered.covered == (0,), covered.covered  # five 3s cover the first task
    assert bugkit.load(covered.to_json()).rules.deck[0].tasks[0] == either  # a save keeps the reading
    plain = start(deck=[{**card, "tasks": ["Full House", "1 1 1 1 1"]} for card in deck], cards=2)
    assert finish(plain.apply("roll"), 3, 3, 3, 3, 3).covered == ()  # our reading: nothing to cover
