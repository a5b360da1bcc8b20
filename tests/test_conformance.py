"""The contract every registered game meets, checked over many seeded random games (OpenSpiel's habit).

Covers each game in ``bugkit.GAMES`` automatically: conservation of components after every step, legal
actions until the end, illegal actions refused with the state unchanged, JSON round trips, determinism, and at
every chance node outcomes whose probabilities are positive and add up to exactly 1.
"""

from __future__ import annotations

import enum
import json
import pickle
import weakref
from typing import Any

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.core.game import CHANCE, Recorded
from bugkit.core.session import sample

GAMES = sorted(bugkit.GAMES)
N_GAMES = 500
# Whole random games until they hold this many states (fewer games where one game is long: Würfel-WG rounds,
# Ungeziffer's 32 tiles): today 135 (Würfel-WG) to 375 (Wanzen tanzen) games, about 20 s per game in CI.
N_STATES = 60_000
_CHECKED: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()  # distributions checked, by id
# (an entry goes with its object, so a new object with a reused id is checked)
ROUNDTRIP_GAMES = 2  # these games round-trip every 7th step; the others in the middle and at the end


def random_game(name: str, seed: int, players: int) -> list[bugkit.GameState]:
    """Return every state of one seeded random game (random decisions; chance sampled with its own odds).

    At every chance node the outcomes' probabilities must be positive and add up to exactly 1 (checked once per
    distribution object: rules share their tables, and a Würfel-WG roll's 60-odd Fractions summed at each of its
    100,000 chance nodes were a third of this file's time).
    """
    rng = np.random.default_rng(seed)
    state = bugkit.new_game(name, players=players)
    states = [state]
    for _ in range(40_000):
        if state.is_over:
            return states
        if state.is_chance_node:
            outcomes = state.chance_outcomes()
            if _CHECKED.get(id(outcomes)) is not outcomes:
                assert outcomes and all(p > 0 for p in outcomes.values()), f"{name}: an outcome of probability 0"
                assert sum(outcomes.values()) == 1, f"{name}: chance outcomes add up to {sum(outcomes.values())}"
                _CHECKED[id(outcomes)] = outcomes
            state = state.apply(sample(outcomes, rng))
        else:
            legal = state.legal_actions()
            state = state.apply(legal[int(rng.integers(len(legal)))])
        states.append(state)
    raise AssertionError(f"{name} seed {seed}: no end after 40000 random steps")


def _an_illegal_action(vocabulary: dict[str, None], legal: set[str], k: int) -> str | None:
    """Return an action that was legal somewhere in this game but is not legal now (None if there is none)."""
    words = list(vocabulary)
    for j in range(len(words)):
        candidate = words[(k + j) % len(words)]
        if candidate not in legal:
            return candidate
    return None


@pytest.mark.slow  # long random games: in the full run, not in the fast lane
@pytest.mark.parametrize("name", GAMES)
def test_random_games_keep_the_contract(name: str) -> None:
    spec = bugkit.GAMES[name]
    vocabulary: dict[str, None] = {}  # every action ever legal in this game (insertion-ordered, so seeded)
    seen = 0
    for seed in range(N_GAMES):
        if seen >= N_STATES:
            break
        players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
        states = random_game(name, seed, players)
        seen += len(states)
        start = states[0].inventory()
        for i, state in enumerate(states):
            assert state.inventory() == start, f"seed {seed} step {i}: a component appeared or vanished"
            if isinstance(state, Recorded):
                hash(state)  # a state with chance nodes is a hashable value
            if state.is_chance_node:
                assert state.current_player == CHANCE and not state.legal_actions() and not state.is_over
                continue
            legal = [str(a) for a in state.legal_actions()]
            vocabulary.update(dict.fromkeys(legal))
            assert bool(legal) != state.is_over, f"seed {seed} step {i}: legal {legal}, over={state.is_over}"
            assert 0 <= state.current_player < players or state.is_over
            action = _an_illegal_action(vocabulary, set(legal), seed + i)
            if action is not None:
                before = pickle.dumps(state) if i % 5 == 0 else None
                with pytest.raises(IllegalMove):
                    state.apply(action)
                assert before is None or pickle.dumps(state) == before, "a refused action changed the state"
            if (seed < ROUNDTRIP_GAMES and i % 7 == 0) or i == len(states) // 2:
                assert spec.from_json(state.to_json()) == state
        final = states[-1]
        assert spec.from_json(final.to_json()) == final
        assert bugkit.load(final.to_json()) == final
        assert final.winners() and set(final.winners()) <= set(range(players))
        assert len(final.scores()) == players


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_same_game_step_by_step(name: str) -> None:
    spec = bugkit.GAMES[name]
    bots = [next(iter(spec.bots))] * spec.min_players
    a = bugkit.play(name, bots, seed=7)
    b = bugkit.play(name, bots, seed=7)
    assert a.actions == b.actions
    assert a.final == b.final
    sa = random_game(name, 11, spec.min_players)
    sb = random_game(name, 11, spec.min_players)
    assert sa == sb


@pytest.mark.parametrize("name", GAMES)
def test_every_bot_finishes_games(name: str) -> None:
    spec = bugkit.GAMES[name]
    for i, bot in enumerate(spec.bots):
        record = bugkit.play(name, [bot] * spec.max_players, seed=100 + i)
        assert record.final.is_over and record.winners


@pytest.mark.parametrize("name", GAMES)
def test_bad_saves_are_invalid_input(name: str) -> None:
    spec = bugkit.GAMES[name]
    state = bugkit.start(name, players=spec.min_players, seed=3).state
    legal = state.legal_actions()
    good = json.loads(state.apply(legal[0]).to_json())
    record = "steps" if "steps" in good else "actions"
    bad_texts = [
        "", "not json", "[]", "{}", json.dumps({**good, "game": "chess"}), json.dumps({**good, "version": 99}),
        json.dumps({**good, record: "roll"}), json.dumps({**good, record: [17]}),
        json.dumps({**good, record: ["no such action at all"]}),
        json.dumps({**good, "setup": {**good["setup"], "players": 99}}),
        json.dumps({**good, "setup": {**good["setup"], "players": "two"}}),
        json.dumps({**good, "setup": {**good["setup"], "seed": -1}}),
        json.dumps({**good, "setup": {**good["setup"], "no_such_option": 1}}),
        json.dumps({**good, "extra": 1}),
    ]
    for text in bad_texts:
        with pytest.raises(InvalidInput):
            spec.from_json(text)
    with pytest.raises(InvalidInput):
        bugkit.load(json.dumps({"game": "nope"}))


@pytest.mark.parametrize("name", GAMES)
def test_bad_player_counts_are_refused(name: str) -> None:
    spec = bugkit.GAMES[name]
    for players in (spec.min_players - 1, spec.max_players + 1):
        with pytest.raises(InvalidInput):
            bugkit.new_game(name, players=players)


def test_an_observed_phase_is_the_games_phase_member() -> None:
    """Every seat sees the phase: the very Phase member the state holds (a StrEnum: equal to its text, so
    comparisons with text and JSON work as before), in every game of the registry."""
    seen: set[str] = set()
    for name in GAMES:
        spec = bugkit.GAMES[name]
        record = bugkit.play(name, [next(iter(spec.bots))] * spec.min_players, seed=3)
        state = bugkit.new_game(name, players=spec.min_players)
        for step in record.actions[:300]:
            if not state.is_chance_node:
                observation = state.observation(state.current_player)
                phase = observation.phase
                assert phase is state.phase and isinstance(phase, enum.StrEnum), (name, phase)
                assert json.loads(json.dumps(phase)) == phase == str(phase)
                seen.add(name)
            state = state.apply(step)
    assert seen == set(GAMES)
