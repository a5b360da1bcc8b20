"""Ungeziffer players. They see only their ``Observation``: open tiles and the public log of turned tiles.

- ``RandomBot``: turns face-down tiles at random (no memory at all).
- ``MemoryBot``: remembers every tile it has seen turned (and not taken since) and plays for the score (the most
  tiles): it turns the zeros it remembers first (a zero is free and is won with the catch); among the remembered
  sets that make the rest of the target exactly it turns the *largest* one; with no such set it tries an
  unknown tile.
- ``ForgetfulBot(forget=p)``: like MemoryBot, but each remembered tile fades: after k turns it is still known
  with probability (1 - p) ** k, drawn afresh at each decision from the bot's own generator.
- ``MemoryBotV1``: the MemoryBot of bugkit 0.1 (first remembered hitting set found, smallest first; zeros only
  by chance). Not offered on the board; kept so that the tournament new-vs-old can be re-run
  (``bugkit.matches.duel("ungeziffer", "memory", MemoryBotV1, 200)``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

import numpy as np

from ..core.game import Bot
from ..core.validate import check_float, checked_choose
from .rules import ROLL, Observation, Roll, Turn, results_plus_minus

Choice = Any  # a Roll or a Turn (typed; the core's Bot protocol still names str, so it is spelt Any here)

# The public surface: the bots. The bots' thinking helpers (remembered, largest_hit, find_plan_v1) are
# internals that read an Observation the bot's checked ``choose`` was given.
__all__ = ["BOTS", "ForgetfulBot", "MemoryBot", "MemoryBotV1", "RandomBot"]


class RandomBot:
    """Turns a random face-down tile (and rolls when it must)."""

    name = "random"

    @checked_choose(Observation, (Roll, Turn))
    def choose(self, observation: Observation, legal: Sequence[Any], rng: np.random.Generator) -> Choice:
        """Return a random legal action."""
        return legal[int(rng.integers(len(legal)))]


def remembered(obs: Observation) -> dict[int, int]:
    """Return position -> value of every face-down tile that was seen turned (the public reveal log)."""
    last_seen: dict[int, int] = {}
    for _, pos, value in obs.reveals:
        last_seen[pos] = value
    down = set(obs.face_down)
    return {p: v for p, v in last_seen.items() if p in down}


class MemoryBot:
    """Remembers every tile seen; turns remembered zeros first, then the largest remembered set that hits."""

    name = "memory"

    def memory(self, obs: Observation, rng: np.random.Generator) -> dict[int, int]:
        """Return position -> value of the face-down tiles this bot remembers."""
        return remembered(obs)

    @checked_choose(Observation, (Roll, Turn))
    def choose(self, observation: Observation, legal: Sequence[Any], rng: np.random.Generator) -> Choice:
        """Return 'roll', or the tile to turn next: a known zero, part of the largest known hit, else an unknown."""
        if ROLL in legal:
            return ROLL
        obs = observation
        known = self.memory(obs, rng)
        zeros = sorted(p for p, v in known.items() if v == 0)
        if zeros:
            return Turn(zeros[0])  # free, and won with the catch
        plan = largest_hit(obs, known)
        if plan:
            return Turn(plan[0])
        unknown = [p for p in obs.face_down if p not in known]
        useful = [p for p in obs.face_down if p in known and _keeps_hope(obs, known[p])]
        pool = unknown or useful or list(obs.face_down)
        return Turn(pool[int(rng.integers(len(pool)))])


def largest_hit(obs: Observation, known: dict[int, int]) -> list[int]:
    """Return the positions of the largest set of remembered vermin tiles that hits the target from here, in the
    order to turn them (empty if memory holds no hit). Works on counts per value, so it stays fast for any
    number of remembered tiles."""
    assert obs.target is not None
    by_value: dict[int, list[int]] = {}
    for pos, value in sorted(known.items()):
        if value:
            by_value.setdefault(value, []).append(pos)
    vermin_now = [obs.open_values[p] for p in obs.turned if obs.open_values[p]]
    if obs.rules.max_vermin_tiles is None:
        values = _largest_sum(obs.target - sum(vermin_now), sorted(by_value, reverse=True), by_value)
    else:
        values = _plus_minus_set(obs.target, vermin_now, obs.rules.max_vermin_tiles, by_value)
    taken: dict[int, int] = {}
    out = []
    for v in values:
        out.append(by_value[v][taken.get(v, 0)])
        taken[v] = taken.get(v, 0) + 1
    return out


def _largest_sum(need: int, values: list[int], by_value: dict[int, list[int]]) -> list[int]:
    """Return the longest list of values (each at most as often as remembered) adding up to ``need``."""
    best: list[int] = []
    stack: list[tuple[int, int, list[int]]] = [(0, need, [])]
    while stack:  # depth-first over values, biggest first; depth <= 9 values, sums <= need
        i, rest, chosen = stack.pop()
        if rest == 0:
            if len(chosen) > len(best):
                best = chosen
            continue
        if i == len(values):
            continue
        v = values[i]
        for k in range(min(len(by_value[v]), rest // v) + 1):
            stack.append((i + 1, rest - k * v, chosen + [v] * k))
    return best if need > 0 else []


def _plus_minus_set(target: int, vermin_now: list[int], limit: int, by_value: dict[int, list[int]]) -> list[int]:
    """Return the values to turn (in order) that hit the target by adding or subtracting; two tiles before one."""
    room = limit - len(vermin_now)
    values = sorted(by_value)
    if room >= 2:
        for a in values:
            for b in values:
                if (a != b or len(by_value[a]) >= 2) and target in results_plus_minus([a, b]) and a != target:
                    return [a, b]  # a first: it is not the target by itself, so the turn goes on to b
    if room >= 1:
        for b in values:
            if target in results_plus_minus([*vermin_now, b]):
                return [b]
    return []


class MemoryBotV1:
    """The MemoryBot of bugkit 0.1: turns the first remembered set that hits (smallest first), else an unknown."""

    name = "memory_v1"

    def memory(self, obs: Observation, rng: np.random.Generator) -> dict[int, int]:
        """Return position -> value of the face-down tiles this bot remembers."""
        return remembered(obs)

    @checked_choose(Observation, (Roll, Turn))
    def choose(self, observation: Observation, legal: Sequence[Any], rng: np.random.Generator) -> Choice:
        """Return 'roll', or the tile to turn next: part of a known hit if any, else an unknown tile."""
        if ROLL in legal:
            return ROLL
        obs = observation
        known = self.memory(obs, rng)
        assert obs.target is not None
        plan = find_plan_v1(obs, known)
        if plan is not None:
            return Turn(plan)
        unknown = [p for p in obs.face_down if p not in known]
        useful = [p for p in obs.face_down if p in known and _keeps_hope(obs, known[p])]
        pool = unknown or useful or list(obs.face_down)
        return Turn(pool[int(rng.integers(len(pool)))])


def find_plan_v1(obs: Observation, known: dict[int, int]) -> int | None:
    """Return a remembered tile of the first exact hit found (MemoryBotV1; exhaustive, for tournaments only)."""
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
        self.forget = check_float(forget, "forget (a probability)", 0.0, 1.0)

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
