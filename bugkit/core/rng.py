"""Randomness: the only place bugkit makes random generators; everything else receives one."""

from __future__ import annotations

import secrets

import numpy as np

from .errors import InvalidInput
from .validate import MAX_SEED, check_int, check_seed, short_repr

SeedLike = int | np.random.Generator | np.random.SeedSequence | None


def make_rng(seed: SeedLike = None) -> np.random.Generator:
    """Return a numpy Generator from a seed, a SeedSequence or an existing Generator (passed through)."""
    if isinstance(seed, np.random.Generator):
        return seed
    if isinstance(seed, np.random.SeedSequence):
        return np.random.Generator(np.random.PCG64(seed))
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, np.integer))):
        raise InvalidInput(f"seed (or rng) must be a whole number from 0 to {MAX_SEED}, a SeedSequence or a numpy "
                           f"Generator, not {short_repr(seed)}")
    return np.random.Generator(np.random.PCG64(check_seed(seed, "seed (or rng)")))


def given_rng(rng: SeedLike, name: str = "rng") -> np.random.Generator:
    """Return the generator a simulator draws from: ``rng`` itself, or one made from a seed (``make_rng``); raise
    InvalidInput for None: no simulator makes a fresh generator, so that every run can be repeated."""
    if rng is None:
        raise InvalidInput(f"{name} must be given, a numpy Generator or a seed (bugkit.make_rng(seed)), so that the "
                           "run can be repeated; it is never made fresh")
    return make_rng(rng)


def fresh_number(top: int) -> int:
    """Return a new random whole number from 1 to ``top`` (from the operating system's entropy): the one maker of a
    fresh number a child sees, a game number or an exercise set number."""
    top = check_int(top, "top", 1, MAX_SEED)
    return 1 + secrets.randbelow(top)


def spawn(seed: int | None, n: int) -> list[np.random.Generator]:
    """Return n independent generators derived from one integer seed (the game's and each bot's)."""
    check_seed(seed)
    check_int(n, "n", 0, 10_000)
    return [np.random.Generator(np.random.PCG64(s)) for s in np.random.SeedSequence(seed).spawn(n)]
