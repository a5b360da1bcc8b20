"""Helpers for the tests that run over every game: start a game, step it, find a chance node, a game's own hooks
for the shared tests; run a coroutine on a fresh event loop; the cases of a long run kept in the fast lane."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import numpy as np
import pytest

import bugkit
from bugkit.core.session import resolve

T = TypeVar("T")


def start_state(name: str, players: int | None = None, seed: int = 0, **options: Any) -> bugkit.GameState:
    """Return a game's first position where a player decides: chance sampled from ``seed``."""
    return bugkit.start(name, players=players or bugkit.GAMES[name].min_players, seed=seed, **options).state


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


def chance_node(name: str, players: int | None = None, seed: int = 0, limit: int = 200) -> bugkit.GameState | None:
    """Return the first chance node reached by taking the first legal action (None if the game ends first)."""
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


def random_positions(name: str, count: int = 120) -> list[Any]:
    """Return the positions of one seeded game of ``name`` with random decisions (chance nodes among them)."""
    from bugkit.core.session import sample

    rng = np.random.default_rng(5)
    state: Any = bugkit.new_game(name, players=bugkit.GAMES[name].min_players)
    seen = [state]
    while len(seen) < count and not state.is_over:
        if state.is_chance_node:
            state = state.apply(sample(state.chance_outcomes(), rng))
        else:
            legal = state.legal_actions()
            state = state.apply(legal[int(rng.integers(len(legal)))])
        seen.append(state)
    return seen


def game_hook(game: str, name: str) -> Any:
    """Return ``name`` from the game's own ``tests/test_<game>_hardening.py`` (None if the file or the name is
    missing): what a shared test must know of one game comes from there, so that no shared test names a game."""
    import importlib

    try:
        module = importlib.import_module(f"test_{game}_hardening")
    except ModuleNotFoundError as exc:
        if exc.name != f"test_{game}_hardening":
            raise
        return None
    return getattr(module, name, None)


def long_game(steps_: int, seed: int = 3) -> bugkit.GameState:
    """Return a Voll verasselt game of exactly ``steps_`` recorded steps (a turn of 'go on' can last for ever, so
    this one game serves every long-save test)."""
    return walk_steps(bugkit.new_game("voll_verasselt", max_turns=100_000), steps_, seed)


def run_on_a_fresh_loop(coroutine: Callable[[], Awaitable[T]]) -> T:
    """Return what ``coroutine()`` returns, run by ``asyncio.run`` in a thread of its own: the test worker's main
    thread may hold a running loop already (Playwright's sync API, when a browser test ran in the same worker)."""
    result: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            result.append(asyncio.run(coroutine()))
        except BaseException as exc:  # handed to the test below
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(120)
    if errors:
        raise errors[0]
    assert result, "the coroutine did not finish within 120 s"
    return result[0]


def first_in_fast_lane(values: Iterable[Any]) -> list[Any]:
    """Return ``values`` for ``pytest.mark.parametrize``, every one but the first marked ``slow``: a long run (whole
    games) keeps one case in the fast lane, and the full run tries them all. A tuple is one value per argument name."""
    first, *rest = list(values)
    return [first, *(pytest.param(*(v if isinstance(v, tuple) else (v,)), marks=pytest.mark.slow) for v in rest)]
