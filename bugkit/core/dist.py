"""Exact probability distributions (outcome -> Fraction) and simulation estimates with standard errors."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from numbers import Real
from typing import Generic, TypeVar

from .errors import InvalidInput
from .validate import short_repr

T = TypeVar("T", bound=Hashable)
_ZERO = Fraction(0)
MAX_OUTCOMES = 1_000_000  # outcomes of one distribution (five dice have 252, a whole deal a few thousand)
U = TypeVar("U", bound=Hashable)
_WHOLE = {int}  # the type of every count ``from_counts`` takes without ``Dist``'s general checks


class Dist(Mapping[T, Fraction], Generic[T]):
    """An exact finite distribution: a read-only mapping from outcome to Fraction that sums to 1."""

    def __init__(self, weights: Mapping[T, int | Fraction] | Iterable[tuple[T, int | Fraction]]) -> None:
        if isinstance(weights, (str, bytes)) or not isinstance(weights, (Mapping, Iterable)):
            raise InvalidInput(f"a distribution is made from {{outcome: weight}} or (outcome, weight) pairs, "
                               f"not {short_repr(weights)}")
        items = weights.items() if isinstance(weights, Mapping) else weights
        acc: dict[T, Fraction] = {}
        for pair in itertools.islice(items, MAX_OUTCOMES + 1):
            if len(acc) >= MAX_OUTCOMES:
                raise InvalidInput(f"a distribution has at most {MAX_OUTCOMES:,} outcomes")
            try:
                outcome, w = pair
                if isinstance(w, bool) or not isinstance(w, Real):
                    raise TypeError
                acc[outcome] = acc.get(outcome, Fraction(0)) + Fraction(w)  # type: ignore[call-overload]
            except (TypeError, ValueError):
                raise InvalidInput(f"each outcome of a distribution needs a whole-number or Fraction weight, "
                                   f"not {short_repr(pair)}") from None
        if any(w < 0 for w in acc.values()):
            raise InvalidInput("a distribution cannot have negative weights")
        total = sum(acc.values(), Fraction(0))
        if total == 0:
            raise InvalidInput("a distribution needs at least one outcome with positive weight")
        self._p = {k: v / total for k, v in acc.items() if v != 0}

    @classmethod
    def from_counts(cls, counts: Iterable[tuple[T, int]]) -> Dist[T]:
        """Return the distribution of distinct outcomes in proportion to whole-number counts (a count of 0 drops its
        outcome): the same distribution, in the same order, as ``Dist(counts)``, built without Fraction arithmetic.

        For rules that make a distribution at every chance node (the values still unseen, by count): only the
        sampling table is made (the same ``integer_weights`` as ``Dist``'s, so the same draws); the exact
        probabilities are made when first asked for. The outcomes must be distinct; anything but whole counts of
        at least 0 goes the general way (``Dist``), with its checks and messages."""
        if type(counts) is not list and (isinstance(counts, (str, bytes)) or not isinstance(counts, Iterable)):
            raise InvalidInput(f"from_counts takes a list of (outcome, count) pairs, not {short_repr(counts)}")
        pairs = counts if type(counts) is list else list(itertools.islice(counts, MAX_OUTCOMES + 1))
        try:
            outcomes, weights = zip(*pairs, strict=True)
        except (TypeError, ValueError):  # no pairs, or pairs that are not (outcome, weight)
            return cls(pairs)
        dist = cls._from_whole(outcomes, weights)
        return cls(pairs) if dist is None else dist

    @classmethod
    def from_weights(cls, outcomes: tuple[T, ...], weights: tuple[int, ...]) -> Dist[T]:
        """Return ``Dist.from_counts(list(zip(outcomes, weights)))``, for rules that keep the outcomes and their
        whole counts apart (the kinds of a deck, and how many cards of each kind are still unseen): the same
        distribution in the same order, made without pairing them. Raise InvalidInput unless both are tuples of one
        length; anything but whole counts of at least 0 goes the general way (``Dist``)."""
        if type(outcomes) is not tuple or type(weights) is not tuple or len(outcomes) != len(weights):
            raise InvalidInput(f"from_weights takes a tuple of outcomes and a tuple of as many whole counts, not "
                               f"{short_repr(outcomes)} and {short_repr(weights)}")
        dist = cls._from_whole(outcomes, weights)
        return cls(list(zip(outcomes, weights, strict=True))) if dist is None else dist

    @classmethod
    def _from_whole(cls, outcomes: tuple[T, ...], weights: tuple[int, ...]) -> Dist[T] | None:
        """Return the distribution of ``from_counts`` for outcomes and counts of one length, or None unless the
        counts are whole numbers of at least 0, one of them positive (``Dist`` then checks them and says why)."""
        if not weights or set(map(type, weights)) != _WHOLE or min(weights) < 0:  # (min compares ints only)
            return None
        if 0 in weights:  # a count of 0 drops its outcome
            outcomes, weights = tuple(itertools.compress(outcomes, weights)), tuple(filter(None, weights))
            if not weights:
                return None
        if len(outcomes) > MAX_OUTCOMES:
            raise InvalidInput(f"a distribution has at most {MAX_OUTCOMES:,} outcomes")
        divisor = math.gcd(*weights)  # D = total / divisor (the common denominator of the reduced probabilities)
        cumulative = tuple(itertools.accumulate(weights if divisor == 1 else [w // divisor for w in weights]))
        dist: Dist[T] = object.__new__(cls)
        dist.__dict__["_cumulative"] = (cumulative[-1], cumulative, outcomes)
        return dist

    def __getattr__(self, name: str) -> dict[T, Fraction]:
        """Return the probabilities of a distribution made by ``from_counts``, made (once) when first asked for."""
        if name != "_p" or "_cumulative" not in self.__dict__:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        denominator, weights = self.integer_weights()
        probabilities: dict[T, Fraction] = {}
        for k, w in weights:  # (an outcome listed twice, against from_counts' rule, still gets its whole share)
            probabilities[k] = probabilities.get(k, _ZERO) + Fraction(w, denominator)
        self.__dict__["_p"] = probabilities
        return probabilities

    def __getitem__(self, outcome: T) -> Fraction:
        try:
            return self._p.get(outcome, _ZERO)
        except TypeError:  # an unhashable value (a list) is no outcome: probability 0
            return _ZERO

    def integer_weights(self) -> tuple[int, tuple[tuple[T, int], ...]]:
        """Return (D, ((outcome, w), ...)) with w = probability x D as whole numbers, D the common denominator
        (computed once per distribution: sampling draws one integer below D). The table is immutable, so no caller
        can change what a cached distribution (``roll_dist``, a game's outcomes) gives every later draw."""
        table = self.__dict__.get("_weights")
        if table is None:
            sampling = self.__dict__.get("_cumulative")
            if sampling is not None:  # the same whole weights, as differences of the cumulative ones
                denominator, cumulative, outcomes = sampling
                weights = (c - b for c, b in zip(cumulative, (0, *cumulative), strict=False))  # (0, *c) is one longer
                table = (denominator, tuple(zip(outcomes, weights, strict=True)))
            else:
                denominator = math.lcm(*(p.denominator for p in self._p.values()))
                table = (denominator,
                         tuple((k, p.numerator * (denominator // p.denominator)) for k, p in self._p.items()))
            self.__dict__["_weights"] = table
        return table  # type: ignore[no-any-return]

    def sampling_table(self) -> tuple[int, tuple[int, ...], tuple[T, ...]]:
        """Return (D, cumulative whole weights, outcomes) of ``integer_weights`` (made once): a draw k below D is
        the first outcome whose cumulative weight exceeds k, found by bisection instead of a walk."""
        table = self.__dict__.get("_cumulative")
        if table is None:
            denominator, weights = self.integer_weights()
            table = (denominator, tuple(itertools.accumulate(w for _, w in weights)), tuple(k for k, _ in weights))
            self.__dict__["_cumulative"] = table
        return table  # type: ignore[no-any-return]

    def _counted(self) -> tuple[T, ...] | None:
        """Return the outcomes of a distribution that has its sampling table but no Fractions yet (made by
        ``from_counts``), else None: such a one lists and finds its outcomes without making the Fractions."""
        if "_p" in self.__dict__:
            return None
        table = self.__dict__.get("_cumulative")
        return None if table is None else table[2]  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[T]:
        outcomes = self._counted()
        return iter(self._p) if outcomes is None else iter(outcomes)

    def __contains__(self, outcome: object) -> bool:
        outcomes = self._counted()
        try:
            if outcomes is not None:
                keys = self.__dict__.get("_keys")
                if keys is None:
                    keys = self.__dict__["_keys"] = frozenset(outcomes)
                return outcome in keys
            return outcome in self._p  # only outcomes that can happen (``dist[x]`` is 0 for the others)
        except TypeError:  # an unhashable value (a list) is never an outcome
            return False

    def __len__(self) -> int:
        outcomes = self._counted()
        return len(self._p) if outcomes is None else len(outcomes)

    def __repr__(self) -> str:
        body = ", ".join(f"{k!r}: {v}" for k, v in sorted(self._p.items(), key=lambda kv: repr(kv[0])))
        return f"Dist({{{body}}})"

    def P(self, event: Callable[[T], bool]) -> Fraction:  # noqa: N802 - the textbook name
        """Return the probability that ``event(outcome)`` is true."""
        _check_function(event, "P: event")
        return sum((p for k, p in self._p.items() if event(k)), Fraction(0))

    def E(self, value: Callable[[T], int | Fraction] | None = None) -> Fraction:  # noqa: N802
        """Return the expected value of ``value(outcome)`` (of the outcome itself if omitted)."""
        if value is not None:
            _check_function(value, "E: value")
        f = value if value is not None else (lambda k: k)  # type: ignore[assignment,return-value]
        return sum((p * Fraction(f(k)) for k, p in self._p.items()), Fraction(0))  # type: ignore[arg-type]

    def map(self, f: Callable[[T], U]) -> Dist[U]:
        """Return the distribution of ``f(outcome)``."""
        _check_function(f, "map: f")
        if self._counted() is not None:  # no Fractions yet: add whole weights, the same distribution in the same order
            weights: dict[U, int] = {}
            for k, w in self.integer_weights()[1]:
                image = f(k)
                weights[image] = weights.get(image, 0) + w
            return Dist.from_counts(list(weights.items()))
        return Dist([(f(k), p) for k, p in self._p.items()])

    def given(self, event: Callable[[T], bool]) -> Dist[T]:
        """Return the conditional distribution given ``event``."""
        _check_function(event, "given: event")
        return Dist({k: p for k, p in self._p.items() if event(k)})


def _check_function(f: object, name: str) -> None:
    """Raise InvalidInput unless ``f`` is a function of one outcome."""
    if not callable(f):
        raise InvalidInput(f"{name} must be a function of an outcome (such as lambda k: k > 3), not {short_repr(f)}")


def uniform(outcomes: Iterable[T]) -> Dist[T]:
    """Return the distribution where each listed outcome (repeats count twice) is equally likely."""
    if not isinstance(outcomes, Iterable):
        raise InvalidInput(f"outcomes must be a list of outcomes, not {short_repr(outcomes)}")
    return Dist([(o, 1) for o in outcomes])


@dataclass(frozen=True)
class Estimate:
    """A simulated estimate of a probability or mean, with its standard error and sample size."""

    value: float
    stderr: float
    n: int

    @classmethod
    def of_mean(cls, samples: Iterable[float]) -> Estimate:
        """Return the estimate of a mean (and its standard error) from samples."""
        import numpy as np

        arr = np.asarray(list(samples) if not hasattr(samples, "__array__") else samples, dtype=float)
        n = int(arr.size)
        if n == 0:
            raise InvalidInput("an estimate needs at least one sample")
        sd = float(arr.std(ddof=1)) if n > 1 else 0.0
        return cls(float(arr.mean()), sd / math.sqrt(n), n)

    @classmethod
    def of_proportion(cls, hits: int, n: int) -> Estimate:
        """Return the estimate of a probability from ``hits`` out of ``n`` trials."""
        if n <= 0:
            raise InvalidInput("an estimate needs at least one trial")
        p = hits / n
        return cls(p, math.sqrt(max(p * (1 - p), 0.0) / n), n)

    def agrees(self, exact: float | Fraction, k: float = 4.0) -> bool:
        """Return True if ``exact`` lies within k standard errors (at least 1e-12) of the estimate."""
        return abs(self.value - float(exact)) <= k * max(self.stderr, 1e-12)

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """Return the (low, high) normal-approximation confidence interval."""
        return (self.value - z * self.stderr, self.value + z * self.stderr)

    def __str__(self) -> str:
        return f"{self.value:.4f} ± {self.stderr:.4f} (n={self.n})"
