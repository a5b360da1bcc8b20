"""Ungeziffer players. They see only their ``Observation``: open tiles and the public log of turned tiles.

- ``RandomBot``: turns face-down tiles at random (no memory at all).
- ``MemoryBot``: remembers every tile it has seen turned (and not taken since); when a set of remembered tiles
  makes the rest of the target exactly, it turns those; otherwise it tries an unknown tile.
- ``ForgetfulBot(forget=p)``: like MemoryBot, but each remembered tile fades: after k turns it is still known
  with probability (1 - p) ** k, drawn afresh at each decision from the bot's own generator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

import numpy as np

from ..core.errors import InvalidInput
from ..core.game import Bot
from .rules import Observation, results_plus_minus


class RandomBot:
    """Turns a random face-down tile (and rolls when it must)."""

    name = "random"

    def choose(self, observation: Observation, legal: Sequence[str], rng: np.random.Generator) -> str:
        """Return a random legal action."""
        return str(legal[int(rng.integers(len(legal)))])


class MemoryBot:
    """Remembers every tile seen; turns a remembered set that hits the target when one exists."""

    name = "memory"

    def memory(self, obs: Observation, rng: np.random.Generator) -> dict[int, int]:
        """Return position -> value of the face-down tiles this bot remembers."""
        last_seen: dict[int, tuple[int, int]] = {}
        for turn_no, pos, value in obs.reveals:
            last_seen[pos] = (turn_no, value)
        down = set(obs.face_down)
        return {p: v for p, (_, v) in last_seen.items() if p in down}

    def choose(self, observation: Observation, legal: Sequence[str], rng: np.random.Generator) -> str:
        """Return 'roll', or the tile to turn next: part of a known hit if any, else an unknown tile."""
        if "roll" in legal:
            return "roll"
        obs = observation
        known = self.memory(obs, rng)
        assert obs.target is not None
        plan = find_plan(obs, known)
        if plan is not None:
            return f"turn {plan}"
        unknown = [p for p in obs.face_down if p not in known]
        useful = [p for p in obs.face_down if p in known and _keeps_hope(obs, known[p])]
        pool = unknown or useful or list(obs.face_down)
        return f"turn {pool[int(rng.integers(len(pool)))]}"


def find_plan(obs: Observation, known: dict[int, int]) -> int | None:
    """Return a remembered tile that is part of an exact hit from here, or None if memory has no hit."""
    assert obs.target is not None
    turned = [obs.open_values[p] for p in obs.turned]
    vermin_now = [v for v in turned if v]
    items = sorted(((v, p) for p, v in known.items() if v), reverse=True)
    limit = obs.rules.max_vermin_tiles
    if limit is None:
        need = obs.target - sum(vermin_now)
        for size in range(1, len(items) + 1):
            for combo in combinations(items, size):
                if sum(v for v, _ in combo) == need:
                    return combo[0][1]
        return None
    room = limit - len(vermin_now)
    for size in range(1, room + 1):
        for combo in combinations(items, size):
            if obs.target in results_plus_minus(vermin_now + [v for v, _ in combo]):
                return combo[0][1]
    return None


def _keeps_hope(obs: Observation, value: int) -> bool:
    assert obs.target is not None
    if obs.rules.max_vermin_tiles is not None:
        return True
    return sum(obs.open_values.values()) + value < obs.target or value == 0


class ForgetfulBot(MemoryBot):
    """A MemoryBot whose memories fade: a tile seen k turns ago is recalled with probability (1 - forget) ** k."""

    name = "forgetful"

    def __init__(self, forget: float = 0.3) -> None:
        if not 0.0 <= forget <= 1.0:
            raise InvalidInput(f"forget must be a probability between 0 and 1, not {forget!r}")
        self.forget = forget

    def memory(self, obs: Observation, rng: np.random.Generator) -> dict[int, int]:
        """Return the remembered face-down tiles, each kept with probability (1 - forget) ** age."""
        last_seen: dict[int, tuple[int, int]] = {}
        for turn_no, pos, value in obs.reveals:
            last_seen[pos] = (turn_no, value)
        down = set(obs.face_down)
        out = {}
        for pos, (turn_no, value) in sorted(last_seen.items()):
            if pos not in down:
                continue
            age = obs.turn_no - turn_no
            if age == 0 or rng.random() < (1.0 - self.forget) ** age:
                out[pos] = value
        return out


BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "memory": MemoryBot, "forgetful": ForgetfulBot}
