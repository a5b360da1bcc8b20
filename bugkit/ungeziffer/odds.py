"""Ungeziffer odds: exact dice-sum distributions, the exact chance to hit a target by turning tiles blindly
(``p_hit``), and a vectorised numpy simulator of the same for comparison."""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from functools import cache

import numpy as np

from ..core.dice import Die, sum_dist
from ..core.dist import Dist, Estimate
from ..core.errors import InvalidInput
from ..core.rng import SeedLike, make_rng
from . import components as C


def dice_sum_dist(variant: str = "standard", yellow_faces: tuple[int, ...] = C.YELLOW_FACES) -> Dist[int]:
    """Return the exact distribution of the target (sum of the dice) in a variant."""
    if variant not in ("standard", "beginners", "plus_minus"):
        raise InvalidInput(f"unknown variant {variant!r}")
    dice = C.dice_for(C.GREEN_FACES, None if variant == "beginners" else tuple(yellow_faces))
    return sum_dist(*dice)


def dice_pairs(yellow_faces: tuple[int, ...] = C.YELLOW_FACES) -> list[tuple[int, int]]:
    """Return every equally likely (green, yellow) pair of faces, green first."""
    return [(g, y) for g in C.GREEN_FACES for y in yellow_faces]


def _key(tiles: Mapping[int, int]) -> tuple[int, ...]:
    counts = C.parse_tiles(tiles)
    return tuple(counts.get(v, 0) for v in range(C.MAX_TILE + 1))


def p_hit(target: int, tiles: Mapping[int, int]) -> Fraction:
    """Return the exact chance that turning face-down tiles in random order hits ``target`` exactly.

    ``tiles`` maps a tile value to how many such tiles lie face down. Turning stops at the exact total (a hit);
    going over is a miss, and so is running out of tiles. No memory: every face-down tile is equally likely next.
    """
    if isinstance(target, bool) or not isinstance(target, int) or target < 0:
        raise InvalidInput(f"target must be a whole number >= 0, not {target!r}")
    return _p_hit(target, _key(tiles))


@cache
def _p_hit(need: int, counts: tuple[int, ...]) -> Fraction:
    if need == 0:
        return Fraction(1)  # (only reached for target 0: nothing to turn)
    n = sum(counts)
    if n == 0:
        return Fraction(0)
    total = Fraction(0)
    for value, c in enumerate(counts):
        if c == 0 or value > need:
            continue
        if value == need:
            total += Fraction(c, n)
        else:
            rest = (*counts[:value], c - 1, *counts[value + 1:])
            total += Fraction(c, n) * _p_hit(need - value, rest)
    return total


def p_hit_turn(tiles: Mapping[int, int], variant: str = "standard") -> Fraction:
    """Return the chance that one whole blind turn (roll, then turn tiles at random) succeeds."""
    if variant == "plus_minus":
        raise InvalidInput("p_hit_turn covers the adding variants; plus-minus is simulated")
    return dice_sum_dist(variant).E(lambda t: p_hit(t, tiles))


def simulate_hits(target: int | np.ndarray, tiles: Mapping[int, int], n: int, rng: SeedLike = None) -> Estimate:
    """Return a simulated estimate of ``p_hit(target, tiles)`` from n vectorised blind turns.

    ``target`` may also be an array of n targets (one per turn, e.g. simulated dice sums). All turns are drawn
    at once: at step k every still-running turn draws one of its N - k face-down tiles uniformly (without
    replacement, by inverting the cumulative counts), and finished turns drop out, so the work follows the
    2-3 tiles a turn really uses rather than a full shuffle of all tiles.
    """
    return Estimate.of_proportion(int(_blind_turns(target, tiles, n, make_rng(rng)).sum()), n)


def _blind_turns(target: int | np.ndarray, tiles: Mapping[int, int], n: int, gen: np.random.Generator) -> np.ndarray:
    bag = np.repeat(np.arange(C.MAX_TILE + 1, dtype=np.int16), _key(tiles))
    size = bag.size
    goal = np.broadcast_to(np.asarray(target, dtype=np.int16), (n,))
    hit = goal == 0
    active = np.flatnonzero(~hit)
    if size == 0:
        return np.asarray(hit, dtype=bool)
    total = np.zeros(active.size, dtype=np.int16)
    chosen = np.empty((active.size, 0), dtype=np.int64)
    for _ in range(size):
        pick = gen.integers(0, size, size=active.size)
        clash = (chosen == pick[:, None]).any(axis=1)
        while clash.any():  # a tile already turned in that turn: draw again (uniform over the rest)
            rows = np.flatnonzero(clash)
            pick[rows] = gen.integers(0, size, size=rows.size)
            clash[rows] = (chosen[rows] == pick[rows, None]).any(axis=1)
        total += bag[pick]
        done = total >= goal[active]
        hit[active[done]] = total[done] == goal[active[done]]
        keep = ~done
        active, total = active[keep], total[keep]
        chosen = np.column_stack([chosen[keep], pick[keep]])
        if active.size == 0:
            break
    return np.asarray(hit, dtype=bool)


def simulate_hits_python(target: int, tiles: Mapping[int, int], n: int, seed: int = 0) -> Estimate:
    """Return the same estimate as ``simulate_hits`` by a plain Python loop (the speed baseline)."""
    rnd = random.Random(seed)
    bag = [v for v, c in C.parse_tiles(tiles).items() for _ in range(c)]
    hits = 0
    for _ in range(n):
        order = bag[:]
        rnd.shuffle(order)
        total = 0
        for v in order:
            total += v
            if total >= target:
                break
        hits += total == target
    return Estimate.of_proportion(hits, n)


def simulate_dice_sums(n: int, rng: SeedLike = None, variant: str = "standard") -> np.ndarray:
    """Return n simulated targets (sums of the variant's dice) as a numpy array."""
    gen = make_rng(rng)
    dice = C.dice_for(C.GREEN_FACES, None if variant == "beginners" else C.YELLOW_FACES)
    rolls = [np.asarray(d.faces)[gen.integers(0, len(d.faces), size=n)] for d in dice]
    return np.asarray(np.sum(rolls, axis=0))


def exact_table(tiles: Mapping[int, int], targets: range = range(1, 10)) -> dict[int, Fraction]:
    """Return ``p_hit`` for each target in ``targets``."""
    return {t: p_hit(t, tiles) for t in targets}


__all__ = ["Die", "dice_pairs", "dice_sum_dist", "exact_table", "p_hit", "p_hit_turn", "simulate_dice_sums",
           "simulate_hits", "simulate_hits_python"]
