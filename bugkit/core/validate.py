"""Argument checks shared by every public function: each returns the checked value or raises ``InvalidInput``
naming the argument and what is allowed. Checks run before any work, so nothing a student types hangs the kernel.

Limits that hold for every game (each game adds its own, documented where it checks them):
``MAX_SIMULATIONS`` runs per simulator call, ``MAX_SEED`` for seeds, ``MAX_TEXT`` characters of typed text.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from numbers import Integral, Real
from typing import Any, TypeVar

from .errors import InvalidInput

T = TypeVar("T")

MAX_SIMULATIONS = 10_000_000  # runs of one simulator call: a few seconds of numpy at most
MAX_SEED = 2**63 - 1
MAX_TEXT = 200  # characters in an action, a name or an answer a student types


def short_repr(value: object, limit: int = 60) -> str:
    """Return a repr of ``value`` cut to ``limit`` characters (safe for 5,000-digit numbers and huge lists)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"<a {type(value).__name__} too large to show>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_int(value: object, name: str, lo: int | None = None, hi: int | None = None) -> int:
    """Return ``value`` as an int if it is a whole number (not a bool) within [lo, hi]; raise InvalidInput."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise InvalidInput(f"{name} must be a whole number{_range(lo, hi)}, not {short_repr(value)}")
    number = int(value)
    if (lo is not None and number < lo) or (hi is not None and number > hi):
        raise InvalidInput(f"{name} must be a whole number{_range(lo, hi)}, not {short_repr(number)}")
    return number


def check_float(value: object, name: str, lo: float | None = None, hi: float | None = None) -> float:
    """Return ``value`` as a float if it is a finite real number (not a bool) within [lo, hi]; raise InvalidInput."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise InvalidInput(f"{name} must be a number{_range(lo, hi)}, not {short_repr(value)}")
    number = float(value)
    if math.isnan(number) or math.isinf(number):
        raise InvalidInput(f"{name} must be a finite number{_range(lo, hi)}, not {short_repr(value)}")
    if (lo is not None and number < lo) or (hi is not None and number > hi):
        raise InvalidInput(f"{name} must be a number{_range(lo, hi)}, not {short_repr(value)}")
    return number


def check_choice(value: T, name: str, choices: Iterable[T]) -> T:
    """Return ``value`` if it is one of ``choices``; raise InvalidInput listing them otherwise."""
    options = list(choices)
    try:
        # 1 == True in Python: a bool matches only a bool, a number only a number
        if any(value == c and isinstance(value, bool) == isinstance(c, bool) for c in options):
            return value
    except TypeError:  # an unhashable value compared with a dict's keys
        pass
    raise InvalidInput(f"{name} must be one of {', '.join(short_repr(c, 30) for c in options)}; "
                       f"not {short_repr(value)}")


def check_text(value: object, name: str, max_len: int = MAX_TEXT) -> str:
    """Return ``value`` if it is a text of at most ``max_len`` characters; raise InvalidInput otherwise."""
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be a text, not {short_repr(value)}")
    if len(value) > max_len:
        raise InvalidInput(f"{name} is {len(value)} characters long; at most {max_len} are allowed")
    return value


def check_seed(value: object, name: str = "seed", allow_none: bool = True) -> int | None:
    """Return a seed: a whole number from 0 to 2**63-1 (or None if allowed); raise InvalidInput otherwise."""
    if value is None and allow_none:
        return None
    return check_int(value, name, 0, MAX_SEED)


def check_simulations(value: object, name: str = "n", hi: int = MAX_SIMULATIONS) -> int:
    """Return a number of simulation runs, from 1 to ``hi``; raise InvalidInput otherwise."""
    return check_int(value, name, 1, hi)


def check_counts(value: object, name: str, key_lo: int, key_hi: int, max_total: int) -> dict[int, int]:
    """Return a {value: count} mapping with whole keys in [key_lo, key_hi], counts >= 0 and at most ``max_total``
    items in all (the shape of tile sets and dice multisets); raise InvalidInput naming what is wrong."""
    if not isinstance(value, Mapping):
        raise InvalidInput(f"{name} must be a mapping {{value: count}}, not {short_repr(value)}")
    if len(value) > key_hi - key_lo + 1:
        raise InvalidInput(f"{name} has {len(value)} entries; values go from {key_lo} to {key_hi}")
    out: dict[int, int] = {}
    for key, count in value.items():
        k = check_int(key, f"a value in {name}", key_lo, key_hi)
        out[k] = out.get(k, 0) + check_int(count, f"the count of {k} in {name}", 0, max_total)
    if sum(out.values()) > max_total:
        raise InvalidInput(f"{name} holds {sum(out.values())} items; at most {max_total} are allowed")
    return out


def check_options(options: Mapping[str, Any], allowed: Iterable[str], what: str) -> None:
    """Raise InvalidInput if ``options`` has a name not in ``allowed`` (e.g. ``new_game(g, bogus=1)``)."""
    known = sorted(allowed)
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise InvalidInput(f"{what} has no option {short_repr(unknown[0])}; its options: {', '.join(known) or 'none'}")


def _range(lo: float | None, hi: float | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo:g} to {hi:g}" if isinstance(lo, float) or isinstance(hi, float) else f" from {lo} to {hi}"
    if lo is not None:
        return f" of at least {lo}"
    if hi is not None:
        return f" of at most {hi}"
    return ""


__all__ = ["MAX_SEED", "MAX_SIMULATIONS", "MAX_TEXT", "check_choice", "check_counts", "check_float", "check_int",
           "check_options", "check_seed", "check_simulations", "check_text", "short_repr"]
