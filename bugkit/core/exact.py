"""One engine for exact odds: walk a game's real rules through chance nodes and a policy, with memoisation.

``evaluate(state, value, policy)`` returns the expected ``value`` of the position as a Fraction:
- at a finished position (or wherever ``value(state)`` is not None) that value;
- at a chance node, the average over ``state.chance_outcomes()`` weighted by their exact probabilities;
- at a decision, the average over ``policy(state)`` (a Dist of actions), or, with ``policy=None``, the best
  action for the player to play (expectimax on ``value``, which then is that player's payoff).
States are hashable values, so each position is evaluated once. The walk uses an explicit stack: its depth never
depends on the input. ``max_states`` (at most MAX_STATES) bounds the positions built (each weighted by its
game's ``EXACT_COST``), so the work and the memory: past it, InvalidInput says so, before the next position is
built (a whole game of Ungeziffer is refused in seconds).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .dist import Dist
from .errors import InvalidInput
from .game import GameState
from .validate import check_int, short_repr

Value = Callable[[GameState], Fraction | int | None]
Policy = Callable[[GameState], Dist[Any]]

MAX_STATES = 75_000  # positions one evaluate builds: a few seconds, tens of MB (the tests' largest walk: 60,400)


def _children(state: GameState, policy: Policy | None, room: int) -> list[tuple[Fraction | None, GameState]]:
    """Return (probability or None for a choice, next state) pairs of a position; raise InvalidInput if there are
    more than ``room`` (the positions the walk may still build), before building them."""
    steps: list[tuple[Fraction | None, Any]]
    if state.is_chance_node:
        steps = list(state.chance_outcomes().items())
        steps = [(p, o) for o, p in steps]
    elif policy is None:
        steps = [(None, a) for a in state.legal_actions()]
    else:
        steps = [(p, a) for a, p in policy(state).items()]
    if len(steps) > room:
        raise InvalidInput(f"more positions to evaluate than max_states allows ({len(steps):,} more next steps); "
                           "choose a smaller case")
    return [(p, state.apply(step)) for p, step in steps]


def evaluate(state: GameState, value: Value, policy: Policy | None = None, max_states: int = MAX_STATES) -> Fraction:
    """Return the exact expected ``value`` of ``state`` under ``policy`` (None: the best choice at each decision)."""
    if not isinstance(state, GameState):
        raise InvalidInput(f"evaluate walks a game state (bugkit.new_game(...)), not {short_repr(state)}")
    if not callable(value):
        raise InvalidInput(f"value must be a function of a state (a number, or None to go on), not {short_repr(value)}")
    if policy is not None and not callable(policy):
        raise InvalidInput(f"policy must be a function of a state giving a Dist of actions (or None for the best "
                           f"choice), not {short_repr(policy)}")
    check_int(max_states, "max_states", 1, MAX_STATES)
    cost = type(state).EXACT_COST  # one position of this game counts as this many in the bound
    made = 0  # positions built, weighted by cost (each a call of the rules, and memory until the walk ends)
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
            if made >= max_states:
                raise InvalidInput(f"more than {max_states:,} positions to evaluate; choose a smaller case")
            kids = _children(node, policy, (max_states - made) // cost)
            made += len(kids) * cost
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
