"""Wanzen tanzen: every "used up" end and every "at most / at least" limit of the rulebook, pinned at its exact
boundary (one under, at, one over), each test named after the rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

import bugkit
from bugkit.wanzen_tanzen import Keep, Phase, position


def test_task_stack_used_up_one_card_left_on_the_stack_the_game_goes_on() -> None:
    """Rule 7 ("ends when the stack of task cards is used up"): winning a card while one card still lies face down
    does not end the game; that card is turned up and played."""
    s = position(card=("Drilling", "3 3"), covered=(1,), rolled=(4, 4, 4, 1, 2), stack=1)
    s = s.apply("keep 1 2 4 4 4")
    assert not s.is_over and s.phase is Phase.DEAL and s.stack_left == 1
    s = s.apply("card 2")  # the last face-down card turns up: the stack is now empty, the card is in play
    assert s.stack_left == 0 and s.phase is Phase.ROLL and not s.is_over
    s = replace(s, phase=Phase.CHOOSE, rolled=(1, 1, 4, 4, 4), covered=(1,))  # "1 1" / "Drilling": one left
    s = s.apply("keep 1 1 4 4 4")
    assert s.is_over and s.end_reason == "task stack used up"
    assert s.won == ((0,), (1,))  # both cards of the stack were won (the second by the next player)


@pytest.mark.parametrize("cards", [1, 2, 3])
def test_task_stack_used_up_every_card_counted_off_is_won_before_the_end(cards: int) -> None:
    """Rule 7: a game that ends because the task stack is used up has given out exactly the ``cards`` counted off
    (not one fewer): every card of the stack was turned up and won."""
    found = 0
    for seed in range(40):
        final = bugkit.play("wanzen_tanzen", ["odds", "odds"], seed=seed, cards=cards).final
        if final.end_reason == "task stack used up":
            found += 1
            assert sum(len(w) for w in final.won) == cards
            assert final.stack_left == 0 and final.card is None
    assert found  # the seeds reach the end by the task stack


def test_task_stack_used_up_a_full_game_of_15_cards_hands_out_all_15() -> None:
    """Rule 7 with the rulebook's 15 cards."""
    for seed in range(20):
        final = bugkit.play("wanzen_tanzen", ["odds", "odds"], seed=seed).final
        if final.end_reason == "task stack used up":
            assert sum(len(w) for w in final.won) == 15
            return
    pytest.fail("no seeded game ended by the task stack")


@pytest.mark.parametrize(("left", "over"), [(3, False), (2, False), (1, True)])
def test_penalty_stack_used_up_the_game_ends_when_the_last_penalty_card_is_taken(left: int, over: bool) -> None:
    """Rule 7 ("or the stack of penalty cards is used up"): with 2 or more penalty cards left, taking one does not
    end the game; taking the last one does."""
    stack = (1, 2, 3, 4, 5)[5 - left:]
    taken = (1, 2, 3, 4, 5)[:5 - left]
    s = replace(position(card=("Große Straße", "6 6 6"), bugs=(4, 0), rolled=(1, 1, 2, 2, 4)),
                penalty_stack=stack, penalties=((), taken))
    s = s.apply("keep 1 1 2 2 4")  # no task: player 0's 5th bug brings the top penalty card
    assert s.penalties[0] == (stack[0],)
    assert s.is_over is over
    assert s.end_reason == ("penalty stack used up" if over else "")


@pytest.mark.parametrize(("bugs", "action", "penalty"), [
    (3, "repeat", False),  # the 4th bug: no penalty
    (4, "repeat", True),   # the 5th bug
    (2, "fail", False),    # 2 bugs for a failure: 4 in all
    (3, "fail", True),     # the second of the 2 bugs is the 5th
])
def test_fifth_baby_bug_brings_the_penalty_the_fourth_does_not(bugs: int, action: str, penalty: bool) -> None:
    """Rule 6 ("the 5th baby bug in front of a player"): exactly the 5th bug interrupts the game."""
    s = position(card=("Große Straße", "6 6 6"), bugs=(bugs, 0), rolled=(1, 1, 2, 2, 4))
    after = s.apply("repeat" if action == "repeat" else "keep 1 1 2 2 4")
    assert (after.penalties[0] == (1,)) is penalty
    if penalty:
        assert after.bugs == (0, 0)
    else:
        assert after.bugs[0] == bugs + (1 if action == "repeat" else 2) == 4


def test_set_aside_at_least_one_die_and_at_most_all_five() -> None:
    """Rule 2: at least one die of those just rolled, and all of them may be set aside at once."""
    s = position(card=("Drilling", "Vierling"), rolled=(2, 2, 2, 5, 6))
    assert min(len(a.values) for a in s.legal_actions() if isinstance(a, Keep)) == 1
    assert Keep((2, 2, 2, 5, 6)) in s.legal_actions()
    after = s.apply("keep 2 2 2 5 6")
    assert after.covered == (0,) and after.phase == "next"  # all five at once: the turn's dice are complete


def test_a_card_of_four_tasks_uses_all_four_cover_chips_and_gives_them_back() -> None:
    """Set-up (4 cover chips) and rule 5: a card shows at most 4 tasks; covering its last one wins it and the chips
    come back."""
    s = position(card=("1 1", "2 2", "3 3", "Drilling"), covered=(0, 1, 2), rolled=(4, 4, 4, 1, 2))
    assert s.chips == 1
    after = s.apply("keep 1 2 4 4 4")
    assert after.won[0] == (0,) and after.chips == 4 and after.covered == ()
    with pytest.raises(bugkit.InvalidInput):
        position(card=("1 1", "2 2", "3 3", "Drilling", "Vierling"))
