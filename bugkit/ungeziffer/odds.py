"""Ungeziffer odds: exact dice-sum distributions, the exact chance to hit a target by turning tiles blindly
(``p_hit``), and a vectorised numpy simulator of the same for comparison.

Every helper that involves the dice takes the same ``yellow_faces`` as ``new_game`` (None: the default yellow
die, uniform over 0-3, which is OUR ASSUMPTION A2), so the odds and the game always agree.

Size bounds (checked before any work; real games use targets up to 9 and 32 tiles):
``MAX_TARGET`` = 30 for a target, ``C.MAX_TOTAL_TILES`` = 200 tiles in a tile set, ``MAX_SIMULATIONS`` runs,
and a bound on the tile draws of one simulator call (see ``simulate_hits``).
A zero never changes the total, so the chance of a hit does not depend on the zeros: the exact calculation
leaves them out, which keeps its work and its recursion depth independent of how many zeros there are.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..core.dice import Die, sum_dist
from ..core.dist import Dist, Estimate
from ..core.errors import InvalidInput
from ..core.rng import SeedLike, given_rng
from ..core.validate import MAX_SIMULATIONS, check_choice, check_int, check_simulations, short_repr
from . import components as C

VARIANTS = ("standard", "beginners", "plus_minus")
MAX_TARGET = 30
MAX_SIM_WORK = 10**9  # runs x (vermin tiles + 8 x the most tiles a turn can turn): one simulator call's work
MAX_PYTHON_SIMULATIONS = 10**6  # the plain-Python baseline is slow: a million runs take about a second each 1,000


def dice_sum_dist(variant: str = "standard", yellow_faces: object = None) -> Dist[int]:
    """Return the exact distribution of the target (sum of the dice) in a variant; ``yellow_faces`` as in new_game."""
    check_choice(variant, "variant", VARIANTS)
    dice = C.dice_for(C.GREEN_FACES, None if variant == "beginners" else C.yellow_die(yellow_faces))
    return sum_dist(*dice)


def dice_pairs(yellow_faces: object = None) -> list[tuple[int, int]]:
    """Return every equally likely (green, yellow) pair of faces, green first."""
    return [(g, y) for g in C.GREEN_FACES for y in C.yellow_die(yellow_faces)]


def _key(tiles: object, name: str = "tiles") -> tuple[int, ...]:
    counts = C.parse_tiles(tiles, name)
    return tuple(counts.get(v, 0) for v in range(C.MAX_TILE + 1))


def _target(target: object) -> int:
    return check_int(target, "target", 0, MAX_TARGET)


def p_hit(target: int, tiles: Mapping[int, int]) -> Fraction:
    """Return the exact chance that turning face-down tiles in random order hits ``target`` exactly.

    ``tiles`` maps a tile value to how many such tiles lie face down. Turning stops at the exact total (a hit);
    going over is a miss, and so is running out of tiles. No memory: every face-down tile is equally likely next.
    Bounds: target 0 to ``MAX_TARGET`` (30), at most 200 tiles; the work depends on the target only (zeros are
    left out, since they never change the total), and the recursion is at most ``target`` deep.
    The tests check it for exact equality against ``bugkit.core.exact.evaluate`` walking the real rules (tiles
    revealed by chance nodes) with the blind policy, on small tile sets.
    """
    need, counts = _target(target), _key(tiles)
    if need == 0:
        return Fraction(1)
    return _p_hit(need, (0, *counts[1:]))


@lru_cache(maxsize=200_000)
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


def p_hit_turn(tiles: Mapping[int, int], variant: str = "standard", yellow_faces: object = None) -> Fraction:
    """Return the chance that one whole blind turn (roll, then turn tiles at random) succeeds.

    ``yellow_faces`` is the yellow die of the game (None: the default die, OUR ASSUMPTION A2).
    """
    check_choice(variant, "variant", VARIANTS)
    if variant == "plus_minus":
        raise InvalidInput("p_hit_turn covers the adding variants (standard, beginners); plus-minus is simulated")
    counts = _key(tiles)
    dist = dice_sum_dist(variant, yellow_faces)
    return dist.E(lambda t: p_hit(t, dict(enumerate(counts))))


def simulate_hits(target: int | np.ndarray, tiles: Mapping[int, int], n: int, rng: SeedLike) -> Estimate:
    """Return a simulated estimate of ``p_hit(target, tiles)`` from n vectorised blind turns.

    ``target`` may also be an array of n targets (one per turn, e.g. simulated dice sums). Turns are drawn many
    at a time: at each step every still-running turn draws one of its face-down tiles uniformly, without
    replacement (a step of a Fisher-Yates shuffle); finished turns drop out, so the work follows the 2-3 tiles
    a turn really uses. Zeros are left out: they never change the total, so the chance is the same and no turn
    drags on through many zeros. Bounds: n up to 10**7, targets 0 to 30, and n x (tiles + 8 x steps) up to
    10**9, where steps is the most tiles a turn can turn (``MAX_SIM_WORK``: about 10 s at worst; the box's tiles
    allow the full 10**7 runs, in about 3 s).
    """
    runs = check_simulations(n)
    counts = _key(tiles)
    goal = _targets(target, runs)
    size = sum(counts[1:])
    work = size + 8 * min(size, int(goal.max(initial=0)))
    if runs * max(work, 1) > MAX_SIM_WORK:
        raise InvalidInput(f"n = {runs:,} runs with {size} vermin tiles each is too much work for one call "
                           f"(n x (tiles + 8 x steps) at most {MAX_SIM_WORK:,}); use a smaller n")
    return Estimate.of_proportion(int(_blind_turns(goal, counts, runs, given_rng(rng)).sum()), runs)


def _targets(target: object, n: int) -> np.ndarray:
    """Return n targets from one whole number or an array of n whole numbers, each 0 to MAX_TARGET."""
    if isinstance(target, np.ndarray):
        if target.shape not in ((), (n,)) or target.dtype.kind not in "iu":
            raise InvalidInput(f"target must be a whole number or an array of n = {n} whole numbers, "
                               f"not an array of shape {target.shape} and type {target.dtype}")
        if target.size and (int(target.min()) < 0 or int(target.max()) > MAX_TARGET):
            raise InvalidInput(f"every target must be from 0 to {MAX_TARGET}")
        return np.broadcast_to(target.astype(np.int16), (n,))
    return np.full(n, _target(target), dtype=np.int16)


def _blind_turns(goal: np.ndarray, counts: tuple[int, ...], n: int, gen: np.random.Generator) -> np.ndarray:
    """Return a bool array: did each of n blind turns hit its goal? The vermin tiles of each turn are shuffled
    step by step (a partial Fisher-Yates shuffle, one column per step), in chunks of rows to bound memory."""
    bag = np.repeat(np.arange(1, C.MAX_TILE + 1, dtype=np.int16), counts[1:])
    size = bag.size
    hit = np.array(goal == 0)
    if size == 0:
        return hit
    for start in range(0, n, _CHUNK):
        turns = np.arange(start, min(n, start + _CHUNK))
        turns = turns[~hit[turns]]
        order = np.tile(np.arange(size, dtype=np.int16), (turns.size, 1))
        total = np.zeros(turns.size, dtype=np.int16)
        rows = np.arange(turns.size)
        for i in range(size):
            j = i + (gen.random(rows.size) * (size - i)).astype(np.int64)
            drawn = order[rows, j]
            order[rows, j] = order[rows, i]
            order[rows, i] = drawn
            total[rows] += bag[drawn]
            done = total[rows] >= goal[turns[rows]]
            ended = rows[done]
            hit[turns[ended]] = total[ended] == goal[turns[ended]]
            rows = rows[~done]
            if rows.size == 0:
                break
    return hit


_CHUNK = 1 << 16


def simulate_hits_python(target: int, tiles: Mapping[int, int], n: int, seed: int = 0) -> Estimate:
    """Return the same estimate as ``simulate_hits`` by a plain Python loop (the speed baseline; n up to 10**6)."""
    goal = _target(target)
    runs = check_simulations(n, hi=MAX_PYTHON_SIMULATIONS)
    rnd = random.Random(check_int(seed, "seed", 0, 2**63 - 1))
    bag = [v for v, c in C.parse_tiles(tiles).items() for _ in range(c)]
    target, n = goal, runs
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


def simulate_dice_sums(n: int, rng: SeedLike, variant: str = "standard",
                       yellow_faces: object = None) -> np.ndarray:
    """Return n simulated targets (sums of the variant's dice) as a numpy array; ``yellow_faces`` as in new_game.

    Bound: n up to 10**7 (``MAX_SIMULATIONS``).
    """
    runs = check_simulations(n)
    check_choice(variant, "variant", VARIANTS)
    yellow = None if variant == "beginners" else C.yellow_die(yellow_faces)
    gen = given_rng(rng)
    n = runs
    dice = C.dice_for(C.GREEN_FACES, yellow)
    rolls = [np.asarray(d.faces)[gen.integers(0, len(d.faces), size=n)] for d in dice]
    return np.asarray(np.sum(rolls, axis=0))


def exact_table(tiles: Mapping[int, int], targets: range = range(1, 10)) -> dict[int, Fraction]:
    """Return ``p_hit`` for each target in ``targets`` (a range within 0 to 30)."""
    # a range's ends, read in O(1): its length or max() would overflow or walk a range of 10**20 numbers
    ends = (targets[0], targets[-1]) if isinstance(targets, range) and targets else (0, 0)
    if not isinstance(targets, range) or min(ends) < 0 or max(ends) > MAX_TARGET:
        raise InvalidInput(f"targets must be a range within 0 to {MAX_TARGET}, not {short_repr(targets)}")
    counts = dict(enumerate(_key(tiles)))
    return {t: p_hit(t, counts) for t in targets}


__all__ = ["MAX_SIMULATIONS", "MAX_TARGET", "Die", "dice_pairs", "dice_sum_dist", "exact_table", "p_hit",
           "p_hit_turn", "simulate_dice_sums", "simulate_hits", "simulate_hits_python"]
