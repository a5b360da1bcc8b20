"""Kakerlakentanz engine shortcuts (issue 20, speed): each one gives exactly what the plain way gives.

The engine caches the referee's answers per table and card, copies states without ``evolve``'s filter, makes the
turn-up distribution from whole-number weights (its bots skip argument checks and draws that change nothing:
tests/test_kakerlakentanz_bots.py). The golden playthroughs guard whole games; these tests pin each shortcut against
the slow way it replaces.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bugkit
from bugkit import InvalidInput
from bugkit.core.dist import Dist
from bugkit.core.game import evolve
from bugkit.kakerlakentanz import Call, TurnUp, arranged, new_game
from bugkit.kakerlakentanz.components import CALLS, CARD_KINDS
from bugkit.kakerlakentanz.rules import (
    NEW_ROUND,
    KakerlakentanzState,
    Phase,
    calls_for,
    forbidden_on,
    judge_on,
    table_after,
    taboos_on,
    turn_up_outcomes,
)


def positions(seed: int, players: int = 3, steps: int = 300) -> list[KakerlakentanzState]:
    """Return the positions of a game of random timed calls (right and wrong) played through a session."""
    session = bugkit.start("kakerlakentanz", players=players, seed=seed, hand_size=30)
    rng = np.random.default_rng(seed)
    seen = [session.state]
    for _ in range(steps):
        if session.state.is_over:
            break
        session.act(Call(CALLS[int(rng.integers(len(CALLS)))], float(rng.integers(0, 400)) / 100))
        seen.append(session.state)
    return seen  # type: ignore[return-value]


def test_right_calls_while_the_card_is_still_hidden_is_refused_with_words() -> None:
    """Before chance turns the card up no call is right or wrong yet: right_calls said so with an AssertionError."""
    state = bugkit.new_game("kakerlakentanz")
    assert state.is_chance_node and state.card is None
    with pytest.raises(InvalidInput, match="no card is turned up now"):
        state.right_calls()  # type: ignore[attr-defined]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=8, max_size=8).filter(any))
def test_turn_up_outcomes_equal_the_distribution_of_the_same_counts(counts: list[int]) -> None:
    fast = turn_up_outcomes(tuple(counts))
    slow = Dist({TurnUp(k): n for k, n in zip(CARD_KINDS, counts, strict=True) if n})
    assert fast.integer_weights() == slow.integer_weights()  # what the session samples from: the same draws
    assert list(fast.items()) == list(slow.items()) and fast == slow and repr(fast) == repr(slow)
    assert all(type(p) is Fraction for p in fast.values()) and sum(fast.values()) == 1


def test_no_card_left_to_turn_up_is_refused() -> None:
    with pytest.raises(InvalidInput, match="no unseen card"):
        turn_up_outcomes((0,) * 8)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_position_answers_like_the_referee(seed: int) -> None:
    for state in positions(seed):
        if state.card is None:
            assert state.legal_actions() == [] and state.phase in (Phase.TURN_UP, Phase.OVER)
            continue
        rights = calls_for(state.table, state.card)
        assert state.right_calls() == rights
        assert state.legal_actions() == [Call(c) for c in CALLS if c in rights]
        for call in CALLS:
            for seconds in (None, 1.0, state.rules.time_limit, 3.5):
                step = Call(call, seconds)
                verdict = judge_on(state.table, state.card, call, seconds, state.rules.time_limit)
                if not state.legal(step):
                    assert seconds is None and not verdict.right
                    continue
                after = state.apply(step)
                event = after.events[-1 if not after.is_over else -2]
                assert (type(event).__name__ == "Right") == verdict.right
                if verdict.right:
                    assert after.table == table_after(state.table, state.card, call)
                else:
                    assert after.table == NEW_ROUND and event.reason == verdict.reason


@pytest.mark.parametrize("seed", [4, 5])
def test_states_made_by_the_engine_equal_states_made_by_evolve(seed: int) -> None:
    states = positions(seed)
    for state in states:
        same = evolve(state)
        assert same == state and repr(same) == repr(state) and same.events == state.events
        assert set(vars(state)) == {f.name for f in dataclasses.fields(state)}  # nothing cached in a state
    assert bugkit.load(states[-1].to_json()) == states[-1]


def test_the_legal_list_and_the_observation_are_the_callers_own() -> None:
    state = arranged([["meep", "buzz"], ["meep"]])
    legal = state.legal_actions()
    legal.append(Call("stop"))
    assert state.legal_actions() == [Call("meep")]
    seen = state.apply("meep").observation(1)
    assert seen.forbidden == forbidden_on(state.apply("meep").table) and seen.visible_taboos == taboos_on(NEW_ROUND)
    seen.forbidden.clear()
    assert state.apply("meep").observation(1).forbidden == {"meep": ("last_card", "last_call")}


def test_an_observation_equals_one_made_by_its_constructor() -> None:
    from bugkit.kakerlakentanz.rules import Observation

    for state in positions(6, players=2, steps=60):
        seen = state.observation(1)
        made = Observation(1, state.player, state.phase, state.hand_sizes(), state.card, state.played,
                           taboos_on(state.table),
                           forbidden_on(state.table), state.rules.time_limit, state.is_over)
        assert seen == made and repr(seen) == repr(made)
    with pytest.raises(InvalidInput):
        positions(6, steps=0)[0].observation(True)  # type: ignore[arg-type]


def test_an_observation_holds_the_pile_sizes_never_the_piles() -> None:
    from bugkit.kakerlakentanz.rules import Hand

    known = 0
    for state in positions(7, players=3, steps=200):
        for seat in range(state.n_players):
            seen = state.observation(seat)
            held = list(vars(seen).values())
            assert seen.hand_sizes == state.hand_sizes()
            assert not any(isinstance(v, Hand) or v is state.hands or (isinstance(v, tuple) and v
                           and any(isinstance(x, Hand) for x in v)) for v in held)
            assert not any(v == h.known for v in held for h in state.hands if h.known)
        known += sum(1 for h in state.hands if h.known)
    assert known > 50  # wrong moves put cards back under the piles: there was something to hide


def test_phase_is_an_enum_whose_text_is_the_old_literal() -> None:
    state = new_game(players=2, hand_size=1)
    assert state.phase is Phase.TURN_UP and state.phase == "turn_up" and str(state.phase) == "turn_up"
    state = state.apply("card meep")
    assert state.phase is Phase.CALL and f"{state.phase}" == "call"
    state = state.apply("meep")
    assert state.phase is Phase.OVER and str(state.phase) == "over" and [p.value for p in Phase] == [
        "turn_up", "call", "over"]


def test_a_timed_call_made_fast_equals_a_checked_one_and_refuses_the_same() -> None:
    made = Call.timed("meep", 1.25)
    assert made == Call("meep", 1.25) and str(made) == "meep 1.25" and type(made.seconds) is float
    assert Call.timed("meep", 1.25) is made  # shared: steps are values
    for seconds in (0.0, -0.0, 3.0, 86_400.0):
        assert str(Call.timed("stop", seconds)) == str(Call("stop", seconds))  # "stop 0", "stop -0", ...
    for call, seconds in (("meep", math.nan), ("meep", -1.0), ("meep", 1e9), ("nope", 1.0), ("meep", True)):
        with pytest.raises(InvalidInput):
            Call.timed(call, seconds)
