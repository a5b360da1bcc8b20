"""Wanzen tanzen, the exact cross-check: ``odds.p_complete`` equals ``bugkit.core.exact.evaluate`` walking the real
rules; and chance in the open (issue 12): chance nodes for cards and dice, typed steps, values as states, sessions
as the only sampler."""

from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.core.exact import evaluate
from bugkit.core.game import CHANCE, GameState
from bugkit.core.session import Session, resolve
from bugkit.wanzen_tanzen import (
    ROLL,
    Cover,
    Dice,
    Keep,
    OddsBot,
    Phase,
    TurnUp,
    WanzenState,
    Word,
    dice_dist,
    new_game,
    p_complete,
    position,
)


def turn_start(task: str, repeats: int) -> WanzenState:
    """Return the start of a turn where only ``task`` is open (the card's other task is covered) and the player
    may take ``repeats`` baby bugs before the 5th (which would bring the penalty card instead of a roll)."""
    return position(card=(task, "Vierling" if task != "Vierling" else "Drilling"), covered=(1,),
                    bugs=(4 - repeats, 0), phase="roll")


def completed(start: WanzenState):  # type: ignore[no-untyped-def]
    """Return the value of a position for the turn from ``start``: 1 once the task is covered (the card won),
    0 once the turn is over otherwise, None while it goes on."""
    def value(state: GameState) -> Fraction | None:
        assert isinstance(state, WanzenState)
        if state.won[start.player]:
            return Fraction(1)
        if state.turn_no != start.turn_no or state.is_over:
            return Fraction(0)
        return None
    return value


@functools.cache
def engine_value(task: str, repeats: int) -> Fraction:
    """Return the best chance of completing ``task`` in one turn, by expectimax over the engine's chance nodes."""
    start = turn_start(task, repeats)
    return evaluate(start, completed(start))


@pytest.mark.parametrize(("task", "repeats"), [("Große Straße", 0), ("Full House", 1)])
def test_p_complete_equals_the_exact_evaluator_on_the_real_rules(task: str, repeats: int) -> None:
    """The dynamic programme of odds.py and expectimax over the engine's own chance nodes agree exactly
    (about 5 s per case with no repeat, 10 s with one: the engine walks every position of the turn)."""
    assert engine_value(task, repeats) == p_complete([task], repeats)


def test_the_cross_check_can_fail() -> None:
    """The engine's value depends on the task and on the repeats: it equals only the matching p_complete."""
    value = engine_value("Große Straße", 0)
    assert value != p_complete(["Große Straße"], 1) and value != p_complete(["Kleine Straße"], 0)
    assert 0 < value < 1


def test_every_chance_node_lists_positive_outcomes_that_add_up_to_exactly_one() -> None:
    for n in range(1, 6):
        dist = dice_dist(n)
        assert sum(dist.values()) == 1 and all(p > 0 for p in dist.values())
        assert len(dist) == len({tuple(sorted(d.values)) for d in dist})  # multisets: no roll listed twice
    rng = np.random.default_rng(3)
    s: WanzenState = new_game(3)
    for _ in range(400):
        if s.is_over:
            break
        if s.is_chance_node:
            outcomes = s.chance_outcomes()
            assert s.current_player == CHANCE and s.legal_actions() == []
            assert sum(outcomes.values()) == 1 and all(p > 0 for p in outcomes.values())
            s = resolve(s, rng)
        else:
            legal = s.legal_actions()
            s = s.apply(legal[int(rng.integers(len(legal)))])


def test_steps_are_typed_values_with_their_text_form_and_one_parser() -> None:
    s = new_game(2)
    assert s.parse("card 12") == TurnUp(12) and str(TurnUp(12)) == "card 12"
    s = s.apply(TurnUp(12)).apply(ROLL)
    assert s.parse(" DICE 6,3 1 3 5 ") == Dice((1, 3, 3, 5, 6)) and str(Dice((1, 3, 3, 5, 6))) == "dice 1 3 3 5 6"
    s = s.apply("dice 6 3 1 3 5")
    assert s.parse("keep 3,1 3") == Keep((1, 3, 3)) != "keep 1 3 3" and str(Keep((3, 1, 3))) == "keep 1 3 3"
    assert Word("roll") == ROLL and hash(ROLL) == hash(Word("roll")) and "roll" not in [ROLL]
    assert Keep((3, 1)).values == (1, 3) and Cover(2).task == 2 and str(Cover(2)) == "cover 2"
    assert all(isinstance(a, (Keep, Word)) for a in s.legal_actions())
    assert s.apply(Keep((3, 3))) == s.apply("keep 3 3")
    for bad in ("dice 1 2", "keep 7", "keep", "card x", "", None, 3):
        with pytest.raises(bugkit.BugkitError):  # InvalidInput (malformed) or IllegalMove (impossible)
            s.apply(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        s.apply("dice 1 2 3 4 5")  # a decision is due, not chance
    with pytest.raises(IllegalMove) as err:
        new_game(2).apply("card 99")  # no such card
    assert err.value.reason == "impossible_outcome"


def test_states_are_hashable_values_equal_when_the_game_is_equal() -> None:
    a = new_game(2).apply("card 3").apply("roll").apply("dice 1 2 3 4 5")
    b = new_game(2).apply(TurnUp(3)).apply("roll").apply(Dice((5, 4, 3, 2, 1)))
    assert a == b and hash(a) == hash(b) and a.history == ("card 3", "roll", "dice 1 2 3 4 5")
    assert a != new_game(2).apply("card 4").apply("roll").apply("dice 1 2 3 4 5")
    assert not any(isinstance(v, np.random.Generator) or (isinstance(v, dict) and "state" in v)
                   for v in vars(a).values())  # no generator, no generator state


def test_a_session_is_the_only_sampler_and_the_same_seed_gives_the_same_game() -> None:
    def run(seed: int) -> tuple[str, ...]:
        session = bugkit.start("wanzen_tanzen", seed=seed, bots=["odds", "heuristic"])
        session.run()
        return tuple(session.state.history)

    assert run(5) == run(5) and run(5) != run(6)
    session = Session(new_game(2), seed=1, bots=[None, OddsBot()])
    assert not session.state.is_chance_node and session.state.phase is Phase.ROLL
    session.act("roll")
    assert session.state.phase is Phase.CHOOSE and len(session.state.rolled) == 5
