"""Argument checks shared by every public function: each returns the checked value or raises ``InvalidInput``
naming the argument and what is allowed. Checks run before any work, so nothing a student types hangs the kernel.

Limits that hold for every game (each game adds its own, documented where it checks them):
``MAX_SIMULATIONS`` runs per simulator call, ``MAX_SEED`` for seeds, ``MAX_TEXT`` characters of typed text.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
import types
import typing
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from numbers import Integral, Real
from typing import Any, TypeVar, Union, cast, get_args, get_origin

import numpy as np

from .errors import InvalidInput

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])

MAX_SIMULATIONS = 10_000_000  # runs of one simulator call: a few seconds of numpy at most
MAX_SEED = 2**63 - 1
MAX_TEXT = 200  # characters in an action, a name or an answer a student types
MAX_STEP_NUMBER = 10**9  # size of a whole number inside a typed step (positions, dice, card ids: far smaller)
MAX_LEGAL = 100_000  # actions in a legal list given to a bot (real positions have at most a few hundred)
MAX_STEP_ITEMS = 50  # values in one tuple inside a typed step (dice, counts: at most a dozen)
MAX_REPR = 100_000  # characters of a short_repr (messages show 30 to 200)


def _name(name: object) -> str:
    """Return an argument's name for a message (a name given by code that is no text is shown by its repr)."""
    return name if isinstance(name, str) else short_repr(name, 40)


# characters that are no visible text: controls, formats (the bidi marks, overrides and isolates that reorder a line,
# zero widths), surrogates, private and unassigned code points, line and paragraph separators
_NO_TEXT = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def in_order(text: str) -> str:
    """Return ``text`` with each character that is no visible text (a control, a right-to-left override or other
    bidi mark, a zero width, a line separator) written as its escape, ``\\u202e``: quoted into a message, typed text
    then neither reorders nor breaks the line around it (letters of any script stay as they are)."""
    if not isinstance(text, str):
        raise InvalidInput(f"in_order: text must be a text, not {short_repr(text)}")
    if text.isprintable():
        return text
    return "".join(ascii(ch)[1:-1] if unicodedata.category(ch) in _NO_TEXT else ch for ch in text)


def short_repr(value: object, limit: int = 60) -> str:
    """Return a repr of ``value`` cut to ``limit`` characters (safe for 5,000-digit numbers and huge lists), with no
    character that reorders or breaks a message's line (``in_order``: a repr of its own may hold them)."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 3 <= limit <= MAX_REPR:
        raise InvalidInput(f"short_repr: limit must be a whole number from 3 to {MAX_REPR}, not "
                           f"{short_repr(limit)}")
    try:
        text = repr(value)
    except (ValueError, RecursionError, MemoryError):
        return f"<a {type(value).__name__} too large to show>"
    except Exception:  # a student's object whose __repr__ fails must not hide the real message
        return f"<a {type(value).__name__} that cannot be shown>"
    text = in_order(text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_int(value: object, name: str, lo: int | None = None, hi: int | None = None) -> int:
    """Return ``value`` as an int if it is a whole number (not a bool) within [lo, hi]; raise InvalidInput."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise InvalidInput(f"{_name(name)} must be a whole number{_range(lo, hi)}, not {short_repr(value)}")
    number = int(value)
    try:
        outside = bool((lo is not None and number < lo) or (hi is not None and number > hi))  # type: ignore[operator]
    except Exception:
        raise _bad_bounds("check_int", lo, hi) from None
    if outside:
        raise InvalidInput(f"{_name(name)} must be a whole number{_range(lo, hi)}, not {short_repr(number)}")
    return number


def check_float(value: object, name: str, lo: float | None = None, hi: float | None = None) -> float:
    """Return ``value`` as a float if it is a finite real number (not a bool) within [lo, hi]; raise InvalidInput."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise InvalidInput(f"{_name(name)} must be a number{_range(lo, hi)}, not {short_repr(value)}")
    try:
        number = float(value)
    except OverflowError:  # a whole number too large for a float
        number = math.inf
    if math.isnan(number) or math.isinf(number):
        raise InvalidInput(f"{_name(name)} must be a finite number{_range(lo, hi)}, not {short_repr(value)}")
    try:
        outside = bool((lo is not None and number < lo) or (hi is not None and number > hi))  # type: ignore[operator]
    except Exception:
        raise _bad_bounds("check_float", lo, hi) from None
    if outside:
        raise InvalidInput(f"{_name(name)} must be a number{_range(lo, hi)}, not {short_repr(value)}")
    return number


def check_choice(value: T, name: str, choices: Iterable[T]) -> T:
    """Return ``value`` if it is one of ``choices``; raise InvalidInput listing them otherwise."""
    try:
        options = list(choices)
    except Exception:
        raise InvalidInput(f"check_choice: choices must be a list of the allowed values, not "
                           f"{short_repr(choices)}") from None
    for c in options:
        try:
            # 1 == True in Python: a bool matches only a bool, a number only a number; a numpy array's == gives an
            # array, and an object's __eq__ may raise: only a true bool counts as a match
            if isinstance(value, bool) == isinstance(c, bool):
                same = value == c
                if isinstance(same, (bool, np.bool_)) and same:
                    return value
        except Exception:  # whatever a strange value's == does, it is not one of the choices
            continue
    raise InvalidInput(f"{_name(name)} must be one of {', '.join(short_repr(c, 30) for c in options)}; "
                       f"not {short_repr(value)}")


def check_text(value: object, name: str, max_len: int = MAX_TEXT) -> str:
    """Return ``value`` if it is a text of at most ``max_len`` characters; raise InvalidInput otherwise."""
    if not isinstance(value, str):
        raise InvalidInput(f"{_name(name)} must be a text, not {short_repr(value)}")
    if len(value) > max_len:
        raise InvalidInput(f"{_name(name)} is {len(value)} characters long; at most {max_len} are allowed")
    return value


MAX_TYPED_NUMBER = 40  # characters of a number a child types (a game number, an exercise set no.) that are looked at
TYPED_SPACES = (" ", "\u00a0", "\u202f", "\u2009")  # a space, a no-break, a narrow no-break and a thin space
_GROUPED = re.compile(r"[0-9]+|[0-9]{1,3}( [0-9]{3})+")  # digits, or groups of three after the first: "1 2" is not 12


def typed_whole_number(text: str, what: str, lo: int, hi: int) -> int:
    """Return the whole number from ``lo`` to ``hi`` that ``text`` writes with digits (TYPED_SPACES allowed between
    groups, as "123 456"); raise InvalidInput naming ``what`` ("a game number") otherwise: "1.5" is never 15."""
    if not check_text(what, "typed_whole_number: what (the number's name)", 80):
        raise InvalidInput("typed_whole_number: what must name the number, not be empty")
    lo = check_int(lo, "lo", 0, 10 ** MAX_TYPED_NUMBER)
    hi = check_int(hi, "hi", lo, 10 ** MAX_TYPED_NUMBER)
    if not isinstance(text, str):
        raise InvalidInput(f"{what} is typed text: a whole number from {lo} to {hi} written with digits, not "
                           f"{short_repr(text)}")
    groups = text[:MAX_TYPED_NUMBER + 1].strip()
    for space in TYPED_SPACES:
        groups = groups.replace(space, " ")
    digits = groups.replace(" ", "")
    if not digits or len(text) > MAX_TYPED_NUMBER or not (digits.isascii() and digits.isdigit()) \
            or not _GROUPED.fullmatch(groups) or len(digits) > len(str(hi)) or not lo <= int(digits) <= hi:
        raise InvalidInput(f"{what} is a whole number from {lo} to {hi} written with digits (a space only between "
                           f"groups of three, as in 123 456), not {short_repr(text[:MAX_TYPED_NUMBER])}")
    return int(digits)


def typed_shown(typed: object) -> str:
    """Return what was typed as a message shows it: a text cut to MAX_TYPED_NUMBER characters with its unseen
    characters escaped (``in_order``: "12\\u202e34", so a right-to-left override cannot turn the line around), else
    its short repr."""
    return in_order(typed[:MAX_TYPED_NUMBER]) if isinstance(typed, str) else short_repr(typed, MAX_TYPED_NUMBER)


def check_seed(value: object, name: str = "seed", allow_none: bool = True) -> int | None:
    """Return a seed: a whole number from 0 to 2**63-1 (or None if allowed); raise InvalidInput otherwise."""
    if value is None and allow_none:
        return None
    return check_int(value, name, 0, MAX_SEED)


def check_simulations(value: object, name: str = "n", hi: int = MAX_SIMULATIONS) -> int:
    """Return a number of simulation runs, from 1 to ``hi``; raise InvalidInput otherwise."""
    return check_int(value, name, 1, hi)


def spend_work(done: int, units: int, limit: int, what: str) -> int:
    """Return ``done + units``, the work of a simulator call so far; raise InvalidInput once it passes ``limit``.

    For simulations whose length cannot be known before they run (how many rounds a game lasts): the call stops
    with a clear refusal after a bounded time instead of holding the kernel; ``what`` says what to make smaller."""
    done += units
    if done > limit:
        raise InvalidInput(f"this simulation is too long for one call (more than {limit:,} units of work, a few "
                           f"seconds); use {what}")
    return done


def most_within(work: Callable[[int], int], limit: int, top: int) -> int:
    """Return the largest n from 0 to ``top`` whose ``work(n)`` is at most ``limit`` (``work`` grows with n; found by
    bisection): what a simulator's refusal offers as the most its call can do."""
    lo, hi = 0, top
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if work(mid) <= limit:
            lo = mid
        else:
            hi = mid - 1
    return lo


def check_counts(value: object, name: str, key_lo: int, key_hi: int, max_total: int) -> dict[int, int]:
    """Return a {value: count} mapping with whole keys in [key_lo, key_hi], counts >= 0 and at most ``max_total``
    items in all (the shape of tile sets and dice multisets); raise InvalidInput naming what is wrong."""
    key_lo = check_int(key_lo, "check_counts: key_lo")
    key_hi = check_int(key_hi, "check_counts: key_hi", key_lo)
    max_total = check_int(max_total, "check_counts: max_total", 0)
    if not isinstance(value, Mapping):
        raise InvalidInput(f"{_name(name)} must be a mapping {{value: count}}, not {short_repr(value)}")
    if len(value) > key_hi - key_lo + 1:
        raise InvalidInput(f"{_name(name)} has {len(value)} entries; values go from {key_lo} to {key_hi}")
    out: dict[int, int] = {}
    for key, count in value.items():
        k = check_int(key, f"a value in {_name(name)}", key_lo, key_hi)
        out[k] = out.get(k, 0) + check_int(count, f"the count of {k} in {_name(name)}", 0, max_total)
    if sum(out.values()) > max_total:
        raise InvalidInput(f"{_name(name)} holds {sum(out.values())} items; at most {max_total} are allowed")
    return out


def check_options(options: Mapping[str, Any], allowed: Iterable[str], what: str) -> None:
    """Raise InvalidInput if ``options`` has a name not in ``allowed`` (e.g. ``new_game(g, bogus=1)``)."""
    if not isinstance(options, Mapping):
        raise InvalidInput(f"check_options: options must be a mapping of names to values, not {short_repr(options)}")
    try:
        known: list[Any] = sorted(allowed)
    except Exception:
        known = [None]  # not a list of texts: refused below
    if not all(isinstance(k, str) for k in known) or isinstance(allowed, str):
        raise InvalidInput(f"check_options: allowed must be a list of option names, not {short_repr(allowed)}")
    allowed_set = set(known)
    unknown = [k for k in options if k not in allowed_set]
    try:
        unknown.sort()
    except TypeError:  # names of mixed types (given by code)
        unknown.sort(key=short_repr)
    if unknown:
        listed = f"the options are {', '.join(known)}" if known else "it takes no options"
        raise InvalidInput(f"{_name(what)}: unknown option {short_repr(unknown[0])}; {listed}")


StepKind = Any  # an annotation: int, float, str, X | None, X | Y, tuple[X, ...] or tuple[X, Y, ...]


def check_step_field(value: object, kind: StepKind, name: str) -> Any:
    """Return a typed step's field ``value`` in canonical form for its annotation ``kind``; raise InvalidInput.

    Whole numbers (numpy's too) become ``int`` within +-MAX_STEP_NUMBER; bools, floats and NaN are refused where a
    whole number goes. Numbers (``float`` fields) must be finite and become ``float``. Texts (numpy's too) become
    ``str`` of at most MAX_TEXT characters. Tuples (a list too) of at most MAX_STEP_ITEMS items become tuples of
    checked items; ``X | Y`` takes the first kind that fits. So a step records only canonical text and the game's
    own save always loads (``Turn(1.0)`` or ``Turn(True)`` is refused, ``Turn(np.int64(3))`` is ``Turn(3)``).
    """
    origin: Any = get_origin(kind)
    if origin is Union or origin is types.UnionType:
        options = get_args(kind)
        if value is None and type(None) in options:
            return None
        for option in options:
            if option is not type(None) and _fits(value, option):
                return check_step_field(value, option, name)
    elif _fits(value, kind):
        if kind is int:
            return check_int(value, name, -MAX_STEP_NUMBER, MAX_STEP_NUMBER)
        if kind is str:
            return str(check_text(value, name))
        if kind is float:
            return check_float(value, name, -MAX_STEP_NUMBER, MAX_STEP_NUMBER)
        args = get_args(kind)
        if len(value) > MAX_STEP_ITEMS:  # type: ignore[arg-type]
            raise InvalidInput(f"{_name(name)} holds {len(value):,} values; a step holds at most {MAX_STEP_ITEMS}")  # type: ignore[arg-type]
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(check_step_field(v, args[0], f"a value in {_name(name)}") for v in value)  # type: ignore[attr-defined]
        if len(value) == len(args):  # type: ignore[arg-type]
            return tuple(check_step_field(v, a, f"a value in {_name(name)}") for v, a in zip(value, args, strict=True))  # type: ignore[call-overload]
    raise InvalidInput(f"{_name(name)} must be {_describe(kind)}, not {short_repr(value)}")


def _fits(value: object, kind: StepKind) -> bool:
    """Return True if ``value`` has the right type for ``kind`` (its size and contents are checked after)."""
    if kind is int:
        return isinstance(value, Integral) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, Real) and not isinstance(value, bool) and not (
            isinstance(value, float) and not math.isfinite(value))
    if kind is str:
        return isinstance(value, str)
    origin: Any = get_origin(kind)
    if origin is tuple:
        args = get_args(kind)
        return isinstance(value, (tuple, list)) and (
            (len(args) == 2 and args[1] is Ellipsis) or len(value) == len(args))
    if kind is type(None) or kind is None:
        return value is None
    # a developer's slip, not a student's
    raise InvalidInput(f"check_step_field: no check for the annotation {short_repr(kind)} (int, float, str, None, "
                       "X | Y or a tuple of these)")


def _describe(kind: StepKind) -> str:
    """Return what ``kind`` allows, in words ('a whole number such as 3', 'a tuple of 4 whole numbers')."""
    words = {int: "a whole number such as 3", float: "a finite number such as 1.5", str: "a text",
             type(None): "None"}
    if kind in words:
        return words[kind]
    origin: Any = get_origin(kind)
    args = get_args(kind)
    if origin is Union or origin is types.UnionType:
        return " or ".join(_describe(a) for a in args)
    if origin is tuple:
        inner = {int: "whole numbers", str: "texts", float: "numbers"}.get(args[0], "values")
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a tuple of {inner} (at most {MAX_STEP_ITEMS})"
        return f"a tuple of {len(args)} {inner}"
    return repr(kind)


_KINDS: dict[type, tuple[tuple[str, Any], ...]] = {}


def _step_kinds(cls: type) -> tuple[tuple[str, Any], ...]:
    """Return (field name, annotation) of the fields a typed step class is built from (dataclass or NamedTuple)."""
    kinds = _KINDS.get(cls)
    if kinds is None:
        hints = typing.get_type_hints(cls)
        if dataclasses.is_dataclass(cls):
            names = [f.name for f in dataclasses.fields(cls) if f.init]
        else:
            names = list(getattr(cls, "_fields", ()))
        kinds = _KINDS[cls] = tuple((n, hints[n]) for n in names)
    return kinds


def _plain(value: object, kind: StepKind) -> bool:
    """Return True for a value that is already canonical for ``kind`` without a closer look (apply's fast path)."""
    return _plain_check(kind)(value)


_Check = Callable[[object], bool]
_PLAIN_CHECKS: dict[Any, _Check] = {}


def _plain_check(kind: StepKind) -> _Check:
    """Return the fast check of ``kind`` (made once per annotation): True only for a value ``check_step_field``
    returns unchanged (an exact int, float, str or tuple within the limits); False sends a value the full way."""
    try:
        key = _kind_key(kind)
        check = _PLAIN_CHECKS.get(key)
    except TypeError:  # an unhashable annotation: no fast check (the full way says what is wrong)
        return _never
    if check is None:
        check = _PLAIN_CHECKS[key] = _make_plain_check(kind)
    return check


def _kind_key(kind: StepKind) -> Any:
    """Return a key that tells annotations apart by the order of their options too (``int | float`` equals
    ``float | int``, but the full check tries the options in order: 3 stays 3 for one and becomes 3.0 for the other)."""
    args = get_args(kind)
    if not args:
        return kind
    return (get_origin(kind), *map(_kind_key, args))


def _never(value: object) -> bool:
    """Return False: a kind without a fast check."""
    return False


def _plain_int(v: object) -> bool:
    """Return True for an int within +-MAX_STEP_NUMBER (not a bool, nor a numpy number)."""
    return type(v) is int and -MAX_STEP_NUMBER <= v <= MAX_STEP_NUMBER


def _plain_float(v: object) -> bool:
    """Return True for a float within +-MAX_STEP_NUMBER (NaN and infinities fail the comparison)."""
    return type(v) is float and -MAX_STEP_NUMBER <= v <= MAX_STEP_NUMBER


def _plain_str(v: object) -> bool:
    """Return True for a str of at most MAX_TEXT characters."""
    return type(v) is str and len(v) <= MAX_TEXT


def _plain_ints(v: object) -> bool:
    """Return True for a tuple of at most MAX_STEP_ITEMS plain ints."""
    return type(v) is tuple and len(v) <= MAX_STEP_ITEMS and all(
        type(x) is int and -MAX_STEP_NUMBER <= x <= MAX_STEP_NUMBER for x in v)


def _plain_strs(v: object) -> bool:
    """Return True for a tuple of at most MAX_STEP_ITEMS plain texts."""
    return type(v) is tuple and len(v) <= MAX_STEP_ITEMS and all(type(x) is str and len(x) <= MAX_TEXT for x in v)


_SIMPLE: dict[Any, _Check] = {int: _plain_int, float: _plain_float, str: _plain_str}
_EXACT = (int, float, str, tuple)  # the types a fast check can pass; ``_fits`` is known exactly for them


def _make_plain_check(kind: StepKind) -> _Check:
    """Return a new fast check of ``kind`` (see ``_plain_check``)."""
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    origin: Any = get_origin(kind)
    args = get_args(kind)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is int:
                return _plain_ints
            if args[0] is str:
                return _plain_strs
            item = _plain_check(args[0])
            return lambda v: type(v) is tuple and len(v) <= MAX_STEP_ITEMS and all(item(x) for x in v)
        if Ellipsis in args or len(args) > MAX_STEP_ITEMS:
            return _never
        items = tuple(_plain_check(a) for a in args)
        size = len(items)
        return lambda v: type(v) is tuple and len(v) == size and all(  # type: ignore[arg-type]
            c(x) for c, x in zip(items, v, strict=True))  # type: ignore[call-overload]
    if origin is Union or origin is types.UnionType:
        none_ok = type(None) in args
        options = tuple((_fits_check(a), _plain_check(a)) for a in args if a is not type(None))

        def union(v: object) -> bool:
            if v is None:
                return none_ok
            for fits, plain in options:
                if fits(v):  # the option check_step_field takes (or a value only the full way can judge)
                    return plain(v)
            return False

        return union
    return _never  # None alone, or an annotation the full way refuses


def _fits_check(kind: StepKind) -> _Check:
    """Return a quick stand-in for ``_fits(value, kind)``: exact for values of the types in _EXACT, True for
    anything else (then the fast check of ``kind`` fails, and the value goes the full way)."""
    if kind is int:
        return lambda v: type(v) is int or type(v) not in _EXACT
    if kind is float:
        return lambda v: type(v) is int or type(v) is float or type(v) not in _EXACT
    if kind is str:
        return lambda v: type(v) is str or type(v) not in _EXACT
    origin: Any = get_origin(kind)
    if origin is tuple:
        args = get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return lambda v: type(v) is tuple or type(v) not in _EXACT
        size = len(args)
        return lambda v: (type(v) is tuple and len(v) == size) or type(v) not in _EXACT  # type: ignore[arg-type]
    return lambda v: True  # no fast check for such an option: the union's check says False


def step_fields(step: object) -> dict[str, Any]:
    """Return the checked, canonical fields of a typed step (a dataclass or NamedTuple) by their annotations;
    raise InvalidInput naming the field that is wrong (see ``check_step_field``)."""
    cls = type(step)
    where = cls.__name__
    return {name: check_step_field(getattr(step, name), kind, f"{where}.{name}") for name, kind in _step_kinds(cls)}


_INT, _STR, _INTS, _OTHER = range(4)  # how a field's annotation is checked on the fast path (``_codes``)
_Codes = tuple[tuple[str, int, Any, _Check], ...]
_CODES: dict[type, _Codes] = {}


def _codes(cls: type) -> _Codes:
    """Return (field name, fast-path code, annotation, fast check) of a typed step class (computed once per class)."""
    codes = _CODES.get(cls)
    if codes is None:
        codes = _CODES[cls] = tuple(
            (name, _INT if kind is int else _STR if kind is str else _INTS if kind == tuple[int, ...] else _OTHER,
             kind, _plain_check(kind)) for name, kind in _step_kinds(cls))
    return codes


def _canonical(step: object, codes: _Codes) -> bool:
    """Return True if every field of ``step`` is already canonical without a closer look (``_plain``, inlined)."""
    for name, code, _, check in codes:
        value = getattr(step, name)
        if code == _INT:
            if type(value) is int and -MAX_STEP_NUMBER <= value <= MAX_STEP_NUMBER:
                continue
            return False
        if not check(value):
            return False
    return True


def _canonical_field(value: object, code: int, check: _Check) -> bool:
    """Return ``_plain(value, kind)``, quicker by the field's code (the common annotations checked directly)."""
    if code == _INT:
        return type(value) is int and -MAX_STEP_NUMBER <= value <= MAX_STEP_NUMBER
    return check(value)


def init_step(step: object) -> None:
    """Check and normalise a frozen dataclass step's fields in place (call it first in ``__post_init__``)."""
    cls = type(step)
    codes = _CODES.get(cls) or _codes(cls)
    for name, code, kind, check in codes:
        value = getattr(step, name)
        if code == _INT and type(value) is int and -MAX_STEP_NUMBER <= value <= MAX_STEP_NUMBER:
            continue  # the fast path: rules build thousands of steps (a Turn per face-down tile) per position
        if not _canonical_field(value, code, check):
            object.__setattr__(step, name, check_step_field(value, kind, f"{cls.__name__}.{name}"))


def check_step(step: T) -> T:
    """Return ``step`` with canonical fields: the same object when they already are, else a rebuilt step (a typed
    step must record its canonical text); raise InvalidInput for a field of the wrong type. Texts, str-subclass
    steps (checked when built and parsed again from their text) and other objects are returned as they are."""
    cls = type(step)
    codes = _STEP_CODES.get(cls, _UNSEEN)
    if codes is _UNSEEN:
        is_step = not issubclass(cls, str) and (dataclasses.is_dataclass(cls) or hasattr(cls, "_fields"))
        codes = _STEP_CODES[cls] = _codes(cls) if is_step else None
    if codes is None or _canonical(step, codes):
        return step
    kinds = _step_kinds(cls)
    fields = step_fields(step)
    if all(fields[name] is getattr(step, name) for name, _ in kinds):
        return step
    if dataclasses.is_dataclass(step):
        return dataclasses.replace(step, **fields)  # type: ignore[type-var]
    return cls(**fields)  # type: ignore[no-any-return]


# check_step's view of each class it has seen: its fields' codes, or None for a class it returns as it is
_STEP_CODES: dict[type, _Codes | None] = {}
_UNSEEN: Any = object()


def checked_choose(observation_type: type, step_types: tuple[type, ...]) -> Callable[[F], F]:
    """Return a decorator for a bot's ``choose(observation, legal, rng)`` that checks its arguments before the bot
    thinks: an ``observation_type``, a non-empty list or tuple of at most MAX_LEGAL steps of ``step_types`` and a
    numpy Generator; anything else raises InvalidInput saying what is allowed (an empty legal list too: there is
    nothing to choose once the game is over or at a chance node)."""
    kinds = " or ".join(t.__name__ for t in step_types)

    def decorate(choose: F) -> F:
        @functools.wraps(choose)
        def checked(self: Any, observation: Any, legal: Any, rng: Any) -> Any:
            if not isinstance(observation, observation_type):
                raise InvalidInput(f"{type(self).__name__}.choose: observation must be a {observation_type.__name__} "
                                   f"(state.observation(player)), not {short_repr(observation)}")
            if not isinstance(legal, (list, tuple, Sequence)) or isinstance(legal, (str, bytes)):
                raise InvalidInput(f"{type(self).__name__}.choose: legal must be a list of actions "
                                   f"(state.legal_actions()), not {short_repr(legal)}")
            if not 1 <= len(legal) <= MAX_LEGAL:
                raise InvalidInput(f"{type(self).__name__}.choose: legal must hold 1 to {MAX_LEGAL:,} actions, not "
                                   f"{len(legal):,} (a bot chooses only where a player decides)")
            wrong = next((a for a in legal if not isinstance(a, step_types)), None)
            if wrong is not None:
                raise InvalidInput(f"{type(self).__name__}.choose: each legal action must be a {kinds}, not "
                                   f"{short_repr(wrong)}")
            check_rng(rng, f"{type(self).__name__}.choose: rng")
            return choose(self, observation, legal, rng)

        return cast(F, checked)

    return decorate


def check_lang(value: object, name: str = "lang") -> str:
    """Return a language code the project speaks ("en" or "de"); raise InvalidInput otherwise."""
    return str(check_choice(value, name, ("en", "de")))


def check_items(value: object, name: str, max_items: int, min_items: int = 0) -> list[Any]:
    """Return the items of a list or tuple of ``min_items`` to ``max_items`` items; raise InvalidInput otherwise
    (a text, a mapping, an array or anything else is refused: only a real list or tuple is a list)."""
    if not isinstance(value, (list, tuple)):
        raise InvalidInput(f"{_name(name)} must be a list or tuple, not {short_repr(value)}")
    try:
        fits = min_items <= len(value) <= max_items
    except Exception:
        raise _bad_bounds("check_items", min_items, max_items) from None
    if not fits:
        raise InvalidInput(f"{_name(name)} must hold {min_items} to {max_items} items, not {len(value):,}")
    return list(value)


def check_rng(value: object, name: str = "rng") -> np.random.Generator:
    """Return ``value`` if it is a numpy Generator; raise InvalidInput otherwise."""
    if not isinstance(value, np.random.Generator):
        raise InvalidInput(f"{_name(name)} must be a numpy Generator (bugkit.make_rng(seed)), not {short_repr(value)}")
    return value


MAX_TABLE_CELLS = 10_000  # cells of a table a lesson shows (real tables have a few dozen)


def check_table(header: object, rows: object) -> tuple[list[Any], list[list[Any]]]:
    """Return (header, rows) of a table to show if the header is a list of cells and rows a list of lists of
    cells, each cell a text of at most MAX_TEXT * 10 characters or a number; raise InvalidInput otherwise."""
    head = check_items(header, "header", MAX_TABLE_CELLS)
    body = [check_items(row, "a row", MAX_TABLE_CELLS) for row in check_items(rows, "rows", MAX_TABLE_CELLS)]
    if len(head) + sum(len(row) for row in body) > MAX_TABLE_CELLS:
        raise InvalidInput(f"a table may hold at most {MAX_TABLE_CELLS:,} cells")
    for cell in [*head, *(c for row in body for c in row)]:
        if isinstance(cell, str):
            check_text(cell, "a table cell", MAX_TEXT * 10)
        elif isinstance(cell, bool) or not isinstance(cell, (int, float, Fraction, np.integer, np.floating)):
            raise InvalidInput(f"a table cell must be a text or a number, not {short_repr(cell)}")
    return head, body


def _bad_bounds(where: str, lo: object, hi: object) -> InvalidInput:
    """Return the error for bounds (given by code) that are not numbers."""
    return InvalidInput(f"{where}: the bounds must be numbers or None, not {short_repr(lo)} and {short_repr(hi)}")


def _range(lo: float | None, hi: float | None) -> str:
    """Return the words for the range [lo, hi] in a message (" from 1 to 6"; "" without bounds)."""
    try:
        return _range_words(lo, hi)
    except Exception:  # bounds given by code that are not numbers
        return f" (bounds {short_repr(lo)} to {short_repr(hi)})"


def _range_words(lo: float | None, hi: float | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo:g} to {hi:g}" if isinstance(lo, float) or isinstance(hi, float) else f" from {lo} to {hi}"
    if lo is not None:
        return f" of at least {lo}"
    if hi is not None:
        return f" of at most {hi}"
    return ""


__all__ = [
    "MAX_LEGAL",
    "MAX_SEED",
    "MAX_SIMULATIONS",
    "MAX_STEP_ITEMS",
    "MAX_STEP_NUMBER",
    "MAX_TEXT",
    "MAX_TYPED_NUMBER",
    "TYPED_SPACES",
    "check_choice",
    "check_counts",
    "check_float",
    "check_int",
    "check_items",
    "check_lang",
    "check_options",
    "check_rng",
    "check_seed",
    "check_simulations",
    "check_step",
    "check_step_field",
    "check_table",
    "check_text",
    "checked_choose",
    "in_order",
    "init_step",
    "short_repr",
    "step_fields",
    "typed_shown",
    "typed_whole_number",
]
