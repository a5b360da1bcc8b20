"""One engine for exact odds: walk a game's real rules through chance nodes and a policy, with memoisation.

``evaluate(state, value, policy)`` returns the expected ``value`` of the position as a Fraction:
- at a finished position (or wherever ``value(state)`` is not None) that value;
- at a chance node, the average over ``state.chance_outcomes()`` weighted by their exact probabilities;
- at a decision, the average over ``policy(state)`` (a Dist of actions), or, with ``policy=None``, the best
  action for the player to play (expectimax on ``value``, which then is that player's payoff).
States are hashable values, so each position is evaluated once. The walk uses an explicit stack: its depth never
depends on the input. ``max_states`` bounds the work; past it, InvalidInput says so before memory runs out.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .dist import Dist
from .errors import InvalidInput
from .game import GameState
from .validate import check_int

Value = Callable[[GameState], Fraction | int | None]
Policy = Callable[[GameState], Dist[Any]]

MAX_STATES = 500_000


def _children(state: GameState, policy: Policy | None) -> list[tuple[Fraction | None, GameState]]:
    """Return (probability or None for a choice, next state) pairs of a position."""
    if state.is_chance_node:
        return [(p, state.apply(o)) for o, p in state.chance_outcomes().items()]
    if policy is None:
        return [(None, state.apply(a)) for a in state.legal_actions()]
    return [(p, state.apply(a)) for a, p in policy(state).items()]


def evaluate(state: GameState, value: Value, policy: Policy | None = None, max_states: int = MAX_STATES) -> Fraction:
    """Return the exact expected ``value`` of ``state`` under ``policy`` (None: the best choice at each decision)."""
    check_int(max_states, "max_states", 1, 5_000_000)
    memo: dict[GameState, Fraction] = {}
    open_nodes: set[GameState] = set()  # expanded, waiting for their children: meeting one again is a cycle
    stack: list[tuple[GameState, list[tuple[Fraction | None, GameState]] | None]] = [(state, None)]
    while stack:
        node, kids = stack.pop()
        if node in memo:
            continue
        if kids is None:
            leaf = value(node)
            if leaf is not None or node.is_over:
                memo[node] = Fraction(leaf if leaf is not None else 0)
                continue
            if len(memo) >= max_states:
                raise InvalidInput(f"more than {max_states:,} positions to evaluate; choose a smaller case")
            kids = _children(node, policy)
            if not kids:
                raise InvalidInput(f"a position with no move and no end: {node!r}"[:200])
            if any(kid in open_nodes or kid == node for _, kid in kids):
                raise InvalidInput("the position can come back (a cycle): give a value() that stops before it")
            open_nodes.add(node)
            stack.append((node, kids))
            stack.extend((kid, None) for _, kid in kids if kid not in memo)
            continue
        open_nodes.discard(node)
        values = [(p, memo[kid]) for p, kid in kids]
        if values[0][0] is None:
            memo[node] = max(v for _, v in values)
        else:
            memo[node] = sum((p * v for p, v in values if p is not None), Fraction(0))
    return memo[state]


__all__ = ["MAX_STATES", "evaluate"]
