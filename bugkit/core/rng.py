"""Randomness: the only place bugkit makes random generators; everything else receives one."""

from __future__ import annotations

import threading
from typing import Any

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


def fresh_seed(seed: object = None) -> int:
    """Return ``seed`` checked to be a non-negative int, or a new one from the OS if it is None (to be recorded)."""
    if seed is None:
        return int(np.random.SeedSequence().entropy) % 2**63  # type: ignore[arg-type]
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or not 0 <= seed <= MAX_SEED:
        raise InvalidInput(f"seed must be a whole number from 0 to {MAX_SEED} or None, not {short_repr(seed)}")
    return int(seed)


def spawn(seed: int | None, n: int) -> list[np.random.Generator]:
    """Return n independent generators derived from one integer seed (the game's and each bot's)."""
    check_seed(seed)
    check_int(n, "n", 0, 10_000)
    return [np.random.Generator(np.random.PCG64(s)) for s in np.random.SeedSequence(seed).spawn(n)]


def rng_state(rng: np.random.Generator) -> dict[str, Any]:
    """Return the JSON-able state of a PCG64 generator."""
    state = rng.bit_generator.state
    if state.get("bit_generator") != "PCG64":
        raise InvalidInput("only PCG64 generators can be saved")
    return {"state": int(state["state"]["state"]), "inc": int(state["state"]["inc"]),
            "has_uint32": int(state["has_uint32"]), "uinteger": int(state["uinteger"])}


def rng_from_state(data: object) -> np.random.Generator:
    """Return a PCG64 generator restored from ``rng_state`` output; raise InvalidInput if malformed."""
    keys = ("state", "inc", "has_uint32", "uinteger")
    if not isinstance(data, dict) or set(data) != set(keys):
        raise InvalidInput(f"rng must be an object with keys {list(keys)}, got {data!r}")
    if not all(isinstance(data[k], int) and not isinstance(data[k], bool) and data[k] >= 0 for k in keys):
        raise InvalidInput(f"rng values must be non-negative integers, got {data!r}")
    if data["state"] >= 2**128 or data["inc"] >= 2**128 or data["inc"] % 2 == 0:
        raise InvalidInput("rng state out of range (state and inc are 128-bit, inc is odd)")
    if data["has_uint32"] not in (0, 1) or data["uinteger"] >= 2**32:
        raise InvalidInput("rng has_uint32 must be 0 or 1 and uinteger a 32-bit value")
    bg = np.random.PCG64(0)  # a fixed seed skips OS entropy; the state is overwritten at once
    bg.state = {"bit_generator": "PCG64", "state": {"state": data["state"], "inc": data["inc"]},
                "has_uint32": data["has_uint32"], "uinteger": data["uinteger"]}
    return np.random.Generator(bg)


_SCRATCH_BITS = np.random.PCG64(0)
_SCRATCH = np.random.Generator(_SCRATCH_BITS)
_SCRATCH_LOCK = threading.Lock()


def draw_integers(saved: dict[str, int], low: int, high: int, n: int) -> tuple[tuple[int, ...], dict[str, int]]:
    """Return n integers in [low, high) drawn from a saved generator state, and the state after the draw.

    The same numbers as ``rng_from_state(saved).integers(low, high, size=n)``, but the state is loaded into one
    reusable generator (making a Generator per roll is the slow part of a chance step). ``saved`` must come
    from ``rng_state`` (rules keep it in their states; user input goes through ``rng_from_state``).
    """
    with _SCRATCH_LOCK:
        _SCRATCH_BITS.state = {"bit_generator": "PCG64", "state": {"state": saved["state"], "inc": saved["inc"]},
                               "has_uint32": saved["has_uint32"], "uinteger": saved["uinteger"]}
        values = _SCRATCH.integers(low, high, size=n)
        return tuple(int(v) for v in values), rng_state(_SCRATCH)
