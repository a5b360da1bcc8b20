"""Dice with arbitrary faces and exact roll distributions, enumerated over multisets (252 for 5d6, not 7776)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from .dist import Dist
from .errors import InvalidInput
from .validate import MAX_SIMULATIONS, check_int, check_rng, short_repr

MAX_FACES = 1000  # faces of one die, and dice in one multiset
MAX_MULTISETS = 100_000  # outcomes of one roll_dist (5 six-sided dice have 252)


@dataclass(frozen=True)
class Die:
    """A fair die: each listed face is equally likely (a face listed twice is twice as likely)."""

    faces: tuple[Any, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.faces, (tuple, list)) or not 1 <= len(self.faces) <= MAX_FACES or not all(
                isinstance(f, Hashable) for f in self.faces):
            raise InvalidInput(f"a die needs a list of 1 to {MAX_FACES} faces, not {short_repr(self.faces)}")

    def dist(self) -> Dist[Any]:
        """Return the exact distribution of one roll."""
        return Dist([(f, 1) for f in self.faces])

    def roll(self, rng: np.random.Generator, n: int = 1) -> list[Any]:
        """Return n faces (0 to MAX_SIMULATIONS) rolled with the given generator; raise InvalidInput otherwise."""
        check_rng(rng)
        n = check_int(n, "n (how many rolls)", 0, MAX_SIMULATIONS)
        idx = rng.integers(0, len(self.faces), size=n)
        return [self.faces[int(i)] for i in idx]


D6 = Die((1, 2, 3, 4, 5, 6))


def multiset_count(outcome: Sequence[Hashable]) -> int:
    """Return how many ordered rolls give this multiset of distinct-face labels (multinomial coefficient)."""
    if not isinstance(outcome, (tuple, list)) or len(outcome) > MAX_FACES or not all(
            isinstance(f, Hashable) for f in outcome):
        raise InvalidInput(f"outcome must be a list of at most {MAX_FACES} faces, not {short_repr(outcome)}")
    counts = Counter(outcome).values()
    return math.factorial(len(outcome)) // math.prod(math.factorial(c) for c in counts)


def roll_dist(die: Die, n: int) -> Dist[tuple[Any, ...]]:
    """Return the exact distribution of n dice as tuples of faces in the order the die lists them (multisets with
    multinomial probabilities, in the order of ``combinations_with_replacement``), at most MAX_MULTISETS.

    This is every game's roll distribution (cached per die and n): a face listed twice is twice as likely."""
    if not isinstance(die, Die):
        raise InvalidInput(f"die must be a Die, not {short_repr(die)}")
    n = check_int(n, "n (the number of dice)", 0, MAX_FACES)
    if math.comb(len(die.faces) + n - 1, n) > MAX_MULTISETS:
        raise InvalidInput(f"{n} dice of {len(die.faces)} faces have more than {MAX_MULTISETS:,} multisets")
    return _roll_dist(die, n)


@cache
def _roll_dist(die: Die, n: int) -> Dist[tuple[Any, ...]]:
    listed = Counter(die.faces)  # the distinct faces, in the order the die lists them, and how often each is listed
    factorial = [math.factorial(k) for k in range(n + 1)]
    counts: list[tuple[tuple[Any, ...], int]] = []
    for combo in combinations_with_replacement(listed, n):
        # its ordered rolls (the multinomial n! / (k1! k2! ...)) times the ways its faces are listed (t ** k for a
        # face listed t times, shown k times), out of len(faces) ** n; every division is exact
        ways = factorial[n]
        for face, times in listed.items():
            k = combo.count(face)
            if k:
                ways = ways // factorial[k] * times ** k
        counts.append((combo, ways))
    return Dist.from_counts(counts)


def sum_dist(*dice: Die) -> Dist[int]:
    """Return the exact distribution of the sum of several (different) numeric dice."""
    out: Dist[int] = Dist({0: 1})
    for die in dice:
        d = die.dist()
        out = Dist([(a + b, pa * pb) for a, pa in out.items() for b, pb in d.items()])
    return out
