"""Helpers for the tests that run over every game: start a game and step it whether or not it has chance nodes."""

from __future__ import annotations

from typing import Any

import numpy as np

import bugkit
from bugkit.core.session import resolve


def start_state(name: str, players: int | None = None, seed: int = 0, **options: Any) -> bugkit.GameState:
    """Return a game's first position where a player decides: chance sampled from ``seed`` (or shuffled by it)."""
    spec = bugkit.GAMES[name]
    n = players or spec.min_players
    if bugkit.has_chance_nodes(spec):
        return bugkit.start(name, players=n, seed=seed, **options).state
    return bugkit.new_game(name, players=n, seed=seed, **options)


def step(state: bugkit.GameState, action: Any, rng: np.random.Generator) -> bugkit.GameState:
    """Return the state after ``action`` and whatever chance then brings (sampled with ``rng``)."""
    return resolve(state.apply(action), rng)


def steps(state: bugkit.GameState, n: int, seed: int = 0, pick: int = 0) -> bugkit.GameState:
    """Return the state after n decisions, each the legal action at index ``pick`` (chance sampled from ``seed``)."""
    rng = np.random.default_rng(seed)
    for _ in range(n):
        if state.is_over:
            break
        legal = state.legal_actions()
        state = step(state, legal[pick if pick >= 0 else len(legal) + pick], rng)
    return state


def ported(name: str) -> bool:
    """Return True if game ``name`` has chance nodes (keeps no seed; saves format 2)."""
    return bugkit.has_chance_nodes(bugkit.GAMES[name])


def record_key(name: str) -> str:
    """Return the field of a save that holds the record: ``steps`` (format 2) or ``actions`` (format 1)."""
    return "steps" if ported(name) else "actions"


def save_version(name: str) -> int:
    """Return the save format game ``name`` writes: 2 (set-up and steps, no seed) or 1 (seed and actions)."""
    return 2 if ported(name) else 1


def chance_node(name: str, players: int | None = None, seed: int = 0, limit: int = 200) -> bugkit.GameState | None:
    """Return the first chance node reached by taking the first legal action (None for an old-style game)."""
    if not ported(name):
        return None
    spec = bugkit.GAMES[name]
    state = bugkit.new_game(name, players=players or spec.min_players)
    rng = np.random.default_rng(seed)
    for _ in range(limit):
        if state.is_over:
            return None
        if state.is_chance_node:
            return state
        state = state.apply(state.legal_actions()[0])
        if not state.is_chance_node:
            state = resolve(state, rng)
    return None


def walk_steps(state: bugkit.GameState, n: int, seed: int = 0, pick: int = 0) -> bugkit.GameState:
    """Return the state after exactly ``n`` more recorded steps (decisions and chance outcomes, one at a time;
    fewer if the game ends), each decision the legal action at ``pick``, each outcome sampled from ``seed``."""
    from bugkit.core.session import sample

    rng = np.random.default_rng(seed)
    for _ in range(n):
        if state.is_over:
            break
        if state.is_chance_node:
            state = state.apply(sample(state.chance_outcomes(), rng))
        else:
            legal = state.legal_actions()
            state = state.apply(legal[pick if pick >= 0 else len(legal) + pick])
    return state


def long_game(steps_: int, seed: int = 3) -> bugkit.GameState:
    """Return a Voll verasselt game of exactly ``steps_`` recorded steps (a turn of 'go on' can last for ever, so
    this one game serves every long-save test), whichever style the game has."""
    import inspect

    options: dict[str, Any] = {"max_turns": 100_000}
    if "stall_rounds" in inspect.signature(bugkit.GAMES["voll_verasselt"].new_game).parameters:
        options["stall_rounds"] = 1000
    if ported("voll_verasselt"):
        return walk_steps(bugkit.new_game("voll_verasselt", **options), steps_, seed)
    state = bugkit.new_game("voll_verasselt", seed=seed, **options)
    for _ in range(steps_):
        state = state.apply(state.legal_actions()[0])
    return state
