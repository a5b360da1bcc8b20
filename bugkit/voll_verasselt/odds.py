"""Voll verasselt odds: the exact chance to bug up, the stop advisor, exact turn values and a vectorised simulator.

Counting, not guessing: n rolled dice have 6**n equally likely ordered results. We group them by how many dice
show each face (blue, red, yellow, green, bars); a group of results with k_b blue, ..., k_bars bar faces holds
n! / (k_b! ... k_bars!) * 2**k_bars ordered results (a die has two bar faces). Adding the weights of the results
that bug up and dividing by 6**n gives the exact chance as a Fraction.

- ``p_bugged_up(cards, unrolled, rolled)``: the chance that rolling ``rolled`` dice bugs up, the dice in
  ``unrolled`` keeping their faces.
- ``advise(group, dice, catch)``: for every choice of dice to roll (at least 4), the chance to bug up and the
  expected catch after one more roll (0 if it bugs up); the best choice; and whether one more roll beats stopping.
- ``turn_value(cards, stop_at, keep_bars)``: exact expected catch and bug-up chance of a whole turn under the
  rule "stop as soon as the catch has ``stop_at`` cards" (``stop_at=None``: the best possible stopping rule).
  Dice policy: roll all 7 dice, or (``keep_bars=True``) keep up to 3 dice that show bars and roll the others.
- ``simulate_turns(...)``: the same turns played out with numpy for many turns at once.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations

import numpy as np

from ..core.dist import Estimate
from ..core.errors import InvalidInput
from . import components as comp
from .components import COLOURS, FACES, Counts

Outcome = tuple[int, int, int, int, int]  # dice showing blue, red, yellow, green, bars


@cache
def outcomes(n: int) -> tuple[tuple[Outcome, int], ...]:
    """Return every result of n dice as (face counts, number of ordered results giving it); weights sum to 6**n."""
    out: list[tuple[Outcome, int]] = []
    bar_faces = comp.DIE_FACES.count(comp.BARS)

    def parts(left: int, k: int) -> list[tuple[int, ...]]:
        if k == 1:
            return [(left,)]
        return [(i, *rest) for i in range(left + 1) for rest in parts(left - i, k - 1)]

    for combo in parts(n, 5):
        weight = math.factorial(n) // math.prod(math.factorial(c) for c in combo) * bar_faces ** combo[4]
        out.append((combo, weight))  # type: ignore[arg-type]
    return tuple(out)


@lru_cache(maxsize=200_000)
def one_roll(cards: Counts, kept: Counts, rolled: int) -> tuple[int, int, int]:
    """Return (weight not bugged up, sum over those results of cards caught x weight, total weight 6**rolled)."""
    ok = gain = 0
    c0, c1, c2, c3 = cards
    k0, k1, k2, k3 = kept
    for (b, r, y, g, _), w in outcomes(rolled):
        s0, s1, s2, s3 = b + k0, r + k1, y + k2, g + k3
        if s0 <= c0 and s1 <= c1 and s2 <= c2 and s3 <= c3:
            ok += w
            gain += w * (s0 + s1 + s2 + s3)
    return ok, gain, len(comp.DIE_FACES) ** rolled


def _counts(cards: Mapping[str, int] | Sequence[int], what: str = "cards") -> Counts:
    if isinstance(cards, Mapping):
        bad = [k for k in cards if k not in COLOURS]
        if bad:
            raise InvalidInput(f"{what}: {bad[0]!r} is not a bug colour; use {list(COLOURS)}")
        values = [cards.get(c, 0) for c in COLOURS]
    else:
        values = list(cards)
        if len(values) != 4:
            raise InvalidInput(f"{what}: give 4 numbers (blue, red, yellow, green), not {cards!r}")
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
        raise InvalidInput(f"{what}: card counts must be whole numbers >= 0, not {cards!r}")
    return (values[0], values[1], values[2], values[3])


def _faces(faces: Sequence[str], what: str = "unrolled") -> tuple[str, ...]:
    if isinstance(faces, str) or not all(isinstance(f, str) and f in FACES for f in faces):
        raise InvalidInput(f"{what}: list die faces from {list(FACES)}, not {faces!r}")
    return tuple(faces)


def p_bugged_up(cards: Mapping[str, int], unrolled: Sequence[str], rolled: int) -> Fraction:
    """Return the exact chance that rolling ``rolled`` dice bugs up, with the ``unrolled`` dice counted as shown."""
    group = _counts(cards)
    kept = comp.dice_counts(_faces(unrolled))
    if isinstance(rolled, bool) or not isinstance(rolled, int) or not 0 <= rolled <= 20:
        raise InvalidInput(f"rolled must be a whole number of dice from 0 to 20, not {rolled!r}")
    ok, _, den = one_roll(group, kept, rolled)
    return 1 - Fraction(ok, den)


@dataclass(frozen=True)
class Choice:
    """One way to roll: the dice positions rolled, the chance to bug up, the expected catch after the roll."""

    roll: tuple[int, ...]
    p_bugged_up: Fraction
    expected: Fraction

    @property
    def action(self) -> str:
        """Return the canonical action string of this choice."""
        return "roll " + " ".join(map(str, self.roll))


@dataclass(frozen=True)
class Advice:
    """The advisor's answer: every distinct choice (best first), stopping's value, and the recommendation."""

    choices: tuple[Choice, ...]
    stop_value: int
    must_roll: bool

    @property
    def best(self) -> Choice:
        """Return the choice with the highest expected catch (ties: lower bug-up chance, fewer dice)."""
        return self.choices[0]

    @property
    def should_roll(self) -> bool:
        """Return True if one more roll (best choice) has a higher expected catch than stopping now."""
        return self.must_roll or self.best.expected > self.stop_value

    @property
    def action(self) -> str:
        """Return the recommended action: the best roll or 'stop'."""
        return self.best.action if self.should_roll else "stop"


def advise(group: Mapping[str, int] | Sequence[int], dice: Sequence[str], catch: int = 0,
           must_roll: bool = False) -> Advice:
    """Return the advice for the next roll: group cards, the 7 dice's faces now, the catch of this turn so far."""
    cards = _counts(group, "group")
    faces = _faces(dice, "dice")
    if len(faces) < comp.MIN_ROLL:
        raise InvalidInput(f"dice: at least {comp.MIN_ROLL} dice are needed, not {len(faces)}")
    seen: dict[tuple[Counts, int], Choice] = {}
    positions = range(len(faces))
    for n_kept in range(len(faces) - comp.MIN_ROLL + 1):
        for kept_idx in combinations(positions, n_kept):
            kept = comp.dice_counts(tuple(faces[i] for i in kept_idx))
            if (kept, n_kept) in seen:  # the same faces kept: the same chances
                continue
            rolled = len(faces) - n_kept
            ok, gain, den = one_roll(cards, kept, rolled)
            roll = tuple(i for i in positions if i not in kept_idx)
            seen[kept, n_kept] = Choice(roll, 1 - Fraction(ok, den), Fraction(ok * catch + gain, den))
    ranked = sorted(seen.values(), key=lambda ch: (-ch.expected, ch.p_bugged_up, len(ch.roll), ch.roll))
    return Advice(tuple(ranked), catch, must_roll)


@dataclass(frozen=True)
class TurnValue:
    """Exact result of a whole turn under a rule: expected catch kept, and the chance the turn bugs up."""

    expected: Fraction
    p_bugged_up: Fraction


def turn_value(cards: Mapping[str, int] | Sequence[int], stop_at: int | None = None, keep_bars: bool = False,
               start_bars: int = comp.N_DICE) -> TurnValue:
    """Return the exact expected catch and bug-up chance of a turn that stops once the catch has ``stop_at`` cards.

    ``stop_at=None`` uses the best stopping rule (stop when that beats the expected value of going on).
    Dice: all 7 are rolled, or with ``keep_bars`` up to 3 dice showing bars are kept (``start_bars`` of the 7
    dice show bars before the first roll).
    """
    group = _counts(cards)
    if stop_at is not None and (isinstance(stop_at, bool) or not isinstance(stop_at, int) or stop_at < 1):
        raise InvalidInput(f"stop_at must be a whole number >= 1 or None, not {stop_at!r}")
    if not 0 <= start_bars <= comp.N_DICE:
        raise InvalidInput(f"start_bars must be 0 to {comp.N_DICE}, not {start_bars!r}")
    max_kept = comp.N_DICE - comp.MIN_ROLL if keep_bars else 0
    memo: dict[tuple[Counts, int, int], tuple[Fraction, Fraction]] = {}

    def value(cards: Counts, catch: int, kept: int) -> tuple[Fraction, Fraction]:
        if stop_at is not None and catch >= stop_at:
            return Fraction(catch), Fraction(0)
        key = (cards, catch, kept)
        if key in memo:
            return memo[key]
        rolled = comp.N_DICE - kept
        e_sum, p_sum, w_self, den = Fraction(0), Fraction(0), 0, len(comp.DIE_FACES) ** rolled
        for (b, r, y, g, bars), w in outcomes(rolled):
            if b > cards[0] or r > cards[1] or y > cards[2] or g > cards[3]:
                p_sum += w
                continue
            new_kept = min(kept + bars, max_kept)
            if b + r + y + g == 0 and new_kept == kept:
                w_self += w  # nothing changed: the same position again
                continue
            e, p = value((cards[0] - b, cards[1] - r, cards[2] - y, cards[3] - g), catch + b + r + y + g, new_kept)
            e_sum += w * e
            p_sum += w * p
        go_on = (e_sum / (den - w_self), p_sum / (den - w_self))
        memo[key] = go_on if stop_at is not None or catch == 0 or go_on[0] > catch else (Fraction(catch), Fraction(0))
        return memo[key]

    e, p = value(group, 0, min(start_bars, max_kept))
    return TurnValue(e, p)


# face number -> packed colour count: colour k adds 256**k (one byte per colour), bars add nothing
_PACK = np.array([0 if f == comp.BARS else 1 << (8 * COLOURS.index(f)) for f in comp.DIE_FACES], dtype=np.int64)
_HIGH = 0x80808080  # the top bit of each byte
_BYTE_SUM = 0x01010101  # multiplying by this adds the four bytes into the top byte


def simulate_turns(cards: Mapping[str, int] | Sequence[int], stop_at: int, n: int, rng: np.random.Generator,
                   keep_bars: bool = False, start_bars: int = comp.N_DICE, max_rolls: int = 1000) -> np.ndarray:
    """Return the catch kept by each of n simulated turns (0 if bugged up), played for all turns at once.

    Packed counting: a die face of colour k adds 256**k, so one sum over the 7 dice holds all four colour
    counts (one byte each), and the group is packed the same way. Then "no colour has more dice than cards"
    is one subtraction: with the top bit of every group byte set, a byte keeps its top bit exactly when
    cards >= dice for that colour.
    """
    group0 = _counts(cards)
    if isinstance(stop_at, bool) or not isinstance(stop_at, int) or stop_at < 1:
        raise InvalidInput(f"stop_at must be a whole number >= 1, not {stop_at!r}")
    if not 0 <= start_bars <= comp.N_DICE:
        raise InvalidInput(f"start_bars must be 0 to {comp.N_DICE}, not {start_bars!r}")
    if max(group0) >= 128:
        raise InvalidInput("the simulator handles at most 127 cards of a colour")
    group = np.full(n, sum(c << (8 * k) for k, c in enumerate(group0)), dtype=np.int64)
    catch = np.zeros(n, dtype=np.int64)
    bars = np.full(n, start_bars, dtype=np.int64)
    ids = np.arange(n)
    result = np.zeros(n, dtype=np.int64)
    max_kept = comp.N_DICE - comp.MIN_ROLL if keep_bars else 0
    columns = np.arange(comp.N_DICE)[None, :]
    bar_face = comp.DIE_FACES.index(comp.BARS)
    for _ in range(max_rolls):
        if ids.size == 0:
            break
        faces = rng.integers(0, len(comp.DIE_FACES), size=(ids.size, comp.N_DICE), dtype=np.int8)
        if keep_bars:
            faces[columns >= (comp.N_DICE - np.minimum(bars, max_kept))[:, None]] = bar_face  # kept dice
        shown = _PACK[faces].sum(axis=1)
        ok = ((group | _HIGH) - shown) & _HIGH == _HIGH
        shown = shown[ok]
        group, ids = group[ok] - shown, ids[ok]
        catch = catch[ok] + (((shown * _BYTE_SUM) >> 24) & 0xFF)
        if keep_bars:
            bars = (_PACK[faces[ok]] == 0).sum(axis=1)
        done = catch >= stop_at
        result[ids[done]] = catch[done]
        go_on = ~done
        group, catch, ids = group[go_on], catch[go_on], ids[go_on]
        if keep_bars:
            bars = bars[go_on]
    return result


def estimate_turns(cards: Mapping[str, int] | Sequence[int], stop_at: int, n: int, rng: np.random.Generator,
                   keep_bars: bool = False) -> tuple[Estimate, Estimate]:
    """Return simulated (expected catch, chance to bug up) of a turn under the rule, as estimates."""
    kept = simulate_turns(cards, stop_at, n, rng, keep_bars=keep_bars)
    return Estimate.of_mean(kept), Estimate.of_proportion(int((kept == 0).sum()), n)
