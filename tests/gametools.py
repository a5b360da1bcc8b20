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
