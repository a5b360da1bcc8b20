"""Voll verasselt odds: the exact chance to bug up, the stop advisor, exact turn values and a vectorised simulator.

Counting, not guessing: n rolled dice of F faces have F**n equally likely ordered results (the shipped die: 6**n).
We group them by how many dice show each face (blue, red, yellow, green, bars); a group of results with k_b blue,
..., k_bars bar faces holds n! / (k_b! ... k_bars!) * t_b**k_b * ... * t_bars**k_bars ordered results, where a face
is listed t times on the die (the shipped die lists bars twice, every colour once). Adding the weights of the results
that bug up and dividing by F**n gives the exact chance as a Fraction.

The die (OUR ASSUMPTION A2) is data: every function here takes ``die_faces`` as ``new_game`` does (None: the shipped
die of ``data/components.json``; a game's own die is ``state.rules.die_faces``), so odds and game agree.

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

from ..core.dice import Die, roll_dist
from ..core.dist import Estimate
from ..core.errors import InvalidInput
from ..core.validate import (
    MAX_SIMULATIONS,
    check_int,
    check_rng,
    check_simulations,
    most_within,
    short_repr,
    spend_work,
)
from . import components as comp
from .components import COLOURS, FACES, Counts
from .rules import STOP, Action, roll_of

Outcome = tuple[int, int, int, int, int]  # dice showing blue, red, yellow, green, bars

# The public surface; one_roll is the cached inner count of p_bugged_up, advise and turn_value (on counts they
# checked).
__all__ = ["MAX_FACES", "MAX_GROUP_COLOUR", "MAX_ROLLS", "MAX_STOP", "MAX_TURN_CARDS", "SIM_CHUNK", "Advice", "Choice",
           "TurnValue", "advise", "estimate_turns", "outcomes", "p_bugged_up", "simulate_turns", "turn_simulation_work",
           "turn_value"]


def outcomes(n: int, die_faces: Sequence[str] | None = None) -> tuple[tuple[Outcome, int], ...]:
    """Return every result of n dice (0 to ``MAX_FACES``) as (face counts, number of ordered results giving it);
    weights sum to F**n for a die of F faces (``die_faces``; None: the shipped die, 6**n). Raises InvalidInput for
    anything else."""
    return _outcomes(check_int(n, "n (dice rolled)", 0, MAX_FACES), comp.bug_die(die_faces))


@cache
def _outcomes(n: int, faces: tuple[str, ...]) -> tuple[tuple[Outcome, int], ...]:
    """Return ``outcomes(n)`` for a checked n and die (cached; the odds call it in their inner loops)."""
    ordered = len(faces) ** n  # equally likely ordered results
    out = [(tuple(shown.count(f) for f in FACES), int(p * ordered)) for shown, p in roll_dist(Die(faces), n).items()]
    return tuple(sorted(out))  # type: ignore[arg-type]


@lru_cache(maxsize=200_000)
def one_roll(cards: Counts, kept: Counts, rolled: int, faces: tuple[str, ...]) -> tuple[int, int, int]:
    """Return (weight not bugged up, sum over those results of cards caught x weight, total weight F**rolled) for
    ``rolled`` dice with the checked ``faces`` (F of them)."""
    ok = gain = 0
    c0, c1, c2, c3 = cards
    k0, k1, k2, k3 = kept
    for (b, r, y, g, _), w in _outcomes(rolled, faces):
        s0, s1, s2, s3 = b + k0, r + k1, y + k2, g + k3
        if s0 <= c0 and s1 <= c1 and s2 <= c2 and s3 <= c3:
            ok += w
            gain += w * (s0 + s1 + s2 + s3)
    return ok, gain, len(faces) ** rolled


MAX_GROUP_COLOUR = comp.CARDS_PER_KIND * 4  # cards of one colour in a group (the game has 22; lessons may ask more)
MAX_TURN_CARDS = 24  # turn_value: cards in the group (a hub holds 8 to 24 in real games; 24 cards take ~1.5 s)
MAX_FACES = 20  # p_bugged_up: dice rolled, and dice not rolled
MAX_STOP = comp.CARDS_PER_KIND * 4  # a stopping rule can ask for at most every card of the game
MAX_ROLLS = 10_000  # simulate_turns: rolls per simulated turn
SIM_CHUNK = 500_000  # simulate_turns works on this many turns at a time (memory stays under ~50 MB)
MAX_TURN_WORK = 8_000_000  # simulate_turns: its estimated work (turn_simulation_work), about 1 s at most
ROLL_WORK = 150  # a roll's numpy calls cost about as much as this many more turns in it
LONGEST_TURN = 10  # the estimate counts the longest turn of a chunk as this many times the mean rolls


def _counts(cards: object, what: str = "cards", most: int = MAX_GROUP_COLOUR) -> Counts:
    """Return 4 card counts (blue, red, yellow, green) from a colour mapping or a list of 4; raise InvalidInput."""
    if isinstance(cards, Mapping):
        if len(cards) > len(COLOURS) or not all(isinstance(k, str) and k in COLOURS for k in cards):
            bad = next((k for k in cards if not (isinstance(k, str) and k in COLOURS)), None)
            raise InvalidInput(f"{what}: {short_repr(bad)} is not a bug colour; use {list(COLOURS)}")
        values = [cards.get(c, 0) for c in COLOURS]
    elif isinstance(cards, (list, tuple, np.ndarray)) and not isinstance(cards, str):
        if len(cards) != 4:
            raise InvalidInput(f"{what}: give 4 numbers (blue, red, yellow, green), not {short_repr(cards)}")
        values = list(cards)
    else:
        raise InvalidInput(f"{what}: give a mapping like {{'blue': 2, 'red': 1}} or 4 numbers (blue, red, yellow, "
                           f"green), not {short_repr(cards)}")
    counts = [check_int(v, f"{what}: the number of {c} cards", 0, most) for c, v in zip(COLOURS, values, strict=True)]
    return (counts[0], counts[1], counts[2], counts[3])


def _faces(faces: object, what: str = "unrolled", most: int = MAX_FACES) -> tuple[str, ...]:
    """Return die faces from a list of face names (at most ``most``); raise InvalidInput otherwise."""
    if isinstance(faces, str) or not isinstance(faces, (list, tuple)):
        raise InvalidInput(f"{what}: give a list of die faces from {list(FACES)}, not {short_repr(faces)}")
    if len(faces) > most:
        raise InvalidInput(f"{what}: at most {most} dice, not {len(faces)}")
    if not all(isinstance(f, str) and f in FACES for f in faces):
        raise InvalidInput(f"{what}: list die faces from {list(FACES)}, not {short_repr(faces)}")
    return tuple(faces)


def _flag(value: object, name: str) -> bool:
    """Return ``value`` if it is True or False; raise InvalidInput otherwise."""
    if not isinstance(value, (bool, np.bool_)):
        raise InvalidInput(f"{name} must be True or False, not {short_repr(value)}")
    return bool(value)


def p_bugged_up(cards: Mapping[str, int], unrolled: Sequence[str], rolled: int,
                die_faces: Sequence[str] | None = None) -> Fraction:
    """Return the exact chance that rolling ``rolled`` dice bugs up, with the ``unrolled`` dice counted as shown.

    Bounds: at most 88 cards of a colour, at most 20 dice rolled and 20 not rolled; ``die_faces`` as in new_game.
    """
    group = _counts(cards)
    kept = comp.dice_counts(_faces(unrolled))
    rolled = check_int(rolled, "rolled", 0, MAX_FACES)
    ok, _, den = one_roll(group, kept, rolled, comp.bug_die(die_faces))
    return 1 - Fraction(ok, den)


@dataclass(frozen=True)
class Choice:
    """One way to roll: the dice positions rolled, the chance to bug up, the expected catch after the roll."""

    roll: tuple[int, ...]
    p_bugged_up: Fraction
    expected: Fraction

    @property
    def action(self) -> Action:
        """Return the typed action of this choice: the roll of these dice (one of ``ROLLS``)."""
        return roll_of(self.roll)


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
    def action(self) -> Action:
        """Return the recommended typed action: the best roll or STOP."""
        return self.best.action if self.should_roll else STOP


def advise(group: Mapping[str, int] | Sequence[int], dice: Sequence[str], catch: int = 0,
           must_roll: bool = False, die_faces: Sequence[str] | None = None) -> Advice:
    """Return the advice for the next roll: group cards, the 7 dice's faces now, the catch of this turn so far.

    Bounds: 4 to 7 dice (the game's 7; fewer for "what if" questions), at most 88 cards of a colour, catch 0-88;
    ``die_faces`` as in new_game.
    """
    cards = _counts(group, "group")
    faces = _faces(dice, "dice", comp.N_DICE)
    if len(faces) < comp.MIN_ROLL:
        raise InvalidInput(f"dice: at least {comp.MIN_ROLL} dice are needed, not {len(faces)}")
    catch = check_int(catch, "catch", 0, MAX_STOP)
    must_roll = _flag(must_roll, "must_roll")
    die = comp.bug_die(die_faces)
    seen: dict[tuple[Counts, int], Choice] = {}
    positions = range(len(faces))
    for n_kept in range(len(faces) - comp.MIN_ROLL + 1):
        for kept_idx in combinations(positions, n_kept):
            kept = comp.dice_counts(tuple(faces[i] for i in kept_idx))
            if (kept, n_kept) in seen:  # the same faces kept: the same chances
                continue
            rolled = len(faces) - n_kept
            ok, gain, den = one_roll(cards, kept, rolled, die)
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
               start_bars: int = comp.N_DICE, die_faces: Sequence[str] | None = None) -> TurnValue:
    """Return the exact expected catch and bug-up chance of a turn that stops once the catch has ``stop_at`` cards.

    ``stop_at=None`` uses the best stopping rule (stop when that beats the expected value of going on).
    Dice: all 7 are rolled, or with ``keep_bars`` up to 3 dice showing bars are kept (``start_bars`` of the 7
    dice show bars before the first roll).
    Bound: at most 24 cards in the group (every hub of a real game; the work grows with the product of the
    colour counts, about 1.5 s at 6 of each colour, with a die of up to 12 faces too), checked before any work.
    The recursion is at most one level per card caught plus 3, so at most 27 deep. ``die_faces`` as in new_game.
    """
    group = _counts(cards)
    if sum(group) > MAX_TURN_CARDS:
        raise InvalidInput(f"cards: turn_value works exactly for groups of up to {MAX_TURN_CARDS} cards, not "
                           f"{sum(group)}; use simulate_turns for larger groups")
    if stop_at is not None:
        stop_at = check_int(stop_at, "stop_at", 1, MAX_STOP)
    keep_bars = _flag(keep_bars, "keep_bars")
    start_bars = check_int(start_bars, "start_bars", 0, comp.N_DICE)
    die = comp.bug_die(die_faces)
    max_kept = comp.N_DICE - comp.MIN_ROLL if keep_bars else 0
    memo: dict[tuple[Counts, int, int], tuple[Fraction, Fraction]] = {}

    def value(cards: Counts, catch: int, kept: int) -> tuple[Fraction, Fraction]:
        if stop_at is not None and catch >= stop_at:
            return Fraction(catch), Fraction(0)
        key = (cards, catch, kept)
        if key in memo:
            return memo[key]
        rolled = comp.N_DICE - kept
        e_sum, p_sum, w_bust, w_self, den = Fraction(0), Fraction(0), 0, 0, len(die) ** rolled
        c0, c1, c2, c3 = cards
        for (b, r, y, g, bars), w in _outcomes(rolled, die):
            if b > c0 or r > c1 or y > c2 or g > c3:
                w_bust += w  # whole numbers: far cheaper than adding Fractions
                continue
            new_kept = min(kept + bars, max_kept)
            if b + r + y + g == 0 and new_kept == kept:
                w_self += w  # nothing changed: the same position again
                continue
            e, p = value((c0 - b, c1 - r, c2 - y, c3 - g), catch + b + r + y + g, new_kept)
            e_sum += w * e
            if p:
                p_sum += w * p
        go_on = (e_sum / (den - w_self), (p_sum + w_bust) / (den - w_self))
        memo[key] = go_on if stop_at is not None or catch == 0 or go_on[0] > catch else (Fraction(catch), Fraction(0))
        return memo[key]

    e, p = value(group, 0, min(start_bars, max_kept))
    return TurnValue(e, p)


@cache
def _pack(faces: tuple[str, ...]) -> np.ndarray:
    """Return face number -> packed colour count of a checked die: colour k adds 256**k (one byte per colour), bars
    add nothing."""
    pack = np.array([0 if f == comp.BARS else 1 << (8 * COLOURS.index(f)) for f in faces], dtype=np.int64)
    pack.flags.writeable = False  # (cached: shared by every call)
    return pack


_HIGH = 0x80808080  # the top bit of each byte
_BYTE_SUM = 0x01010101  # multiplying by this adds the four bytes into the top byte


def simulate_turns(cards: Mapping[str, int] | Sequence[int], stop_at: int, n: int, rng: np.random.Generator,
                   keep_bars: bool = False, start_bars: int = comp.N_DICE, max_rolls: int = 1000,
                   die_faces: Sequence[str] | None = None) -> np.ndarray:
    """Return the catch kept by each of n simulated turns (0 if bugged up), played for all turns at once.

    Packed counting: a die face of colour k adds 256**k, so one sum over the 7 dice holds all four colour
    counts (one byte each), and the group is packed the same way. Then "no colour has more dice than cards"
    is one subtraction: with the top bit of every group byte set, a byte keeps its top bit exactly when
    cards >= dice for that colour.

    Bounds: n from 1 to 10,000,000 turns (worked through 500,000 at a time), at most 88 cards of a colour,
    ``max_rolls`` 1 to 10,000 rolls per turn; ``die_faces`` as in new_game; and the estimated work
    (``turn_simulation_work``: turns x rolls a turn, at most) at most ``MAX_TURN_WORK`` = 8,000,000, about a
    second at most; all checked before any work. 1,600,000 turns of a usual hub that stop at 5 cards are fine
    (0.3 s), and 70,000 to 90,000 turns that stop at 88 (the most a rule can ask for).
    """
    group0 = _counts(cards)
    stop_at = check_int(stop_at, "stop_at", 1, MAX_STOP)
    n = check_simulations(n)
    check_rng(rng)
    keep_bars = _flag(keep_bars, "keep_bars")
    start_bars = check_int(start_bars, "start_bars", 0, comp.N_DICE)
    max_rolls = check_int(max_rolls, "max_rolls", 1, MAX_ROLLS)
    die = comp.bug_die(die_faces)
    estimate = _turn_work(stop_at, n, keep_bars, max_rolls, die)
    if estimate > MAX_TURN_WORK:
        most = most_within(lambda turns: _turn_work(stop_at, turns, keep_bars, max_rolls, die), MAX_TURN_WORK,
                           MAX_SIMULATIONS)
        raise InvalidInput(f"this simulation is too long for one call: {n:,} turns that stop at {stop_at} cards "
                           f"are up to about {estimate:,} units of work, and one call does at most "
                           f"{MAX_TURN_WORK:,} (about a second); use a smaller n, stop_at or group (here at most "
                           f"about {most:,} turns)")
    work = [0]  # the work of every chunk so far
    chunks = [_simulate(group0, stop_at, min(SIM_CHUNK, n - k), rng, keep_bars, start_bars, max_rolls, die, work)
              for k in range(0, n, SIM_CHUNK)]
    return chunks[0] if len(chunks) == 1 else np.concatenate(chunks)


def turn_simulation_work(stop_at: int, n: int, keep_bars: bool = False, max_rolls: int = 1000,
                         die_faces: Sequence[str] | None = None) -> int:
    """Return the estimated work of ``simulate_turns`` (arguments checked as it checks them), in units of one turn
    rolling once: n x R + ROLL_WORK x chunks x min(max_rolls, LONGEST_TURN x R), where R bounds the mean rolls a
    turn: at most ``stop_at`` rolls catch a card or bug up (a roll that does not bug up catches every die that
    shows no bars), and a roll catches nothing only when every die rolled (7, or 4 keeping bars) shows bars, with
    chance q**dice for a die with bars on a share q of its faces; so R = min(max_rolls, stop_at / (1 - q**dice))."""
    stop_at = check_int(stop_at, "stop_at", 1, MAX_STOP)
    n = check_simulations(n)
    keep_bars = _flag(keep_bars, "keep_bars")
    max_rolls = check_int(max_rolls, "max_rolls", 1, MAX_ROLLS)
    return _turn_work(stop_at, n, keep_bars, max_rolls, comp.bug_die(die_faces))


def _turn_work(stop_at: int, n: int, keep_bars: bool, max_rolls: int, die: tuple[str, ...]) -> int:
    """Return ``turn_simulation_work`` for checked arguments."""
    bars = die.count(comp.BARS) / len(die)
    rolled = comp.MIN_ROLL if keep_bars else comp.N_DICE
    rolls = min(float(max_rolls), stop_at / (1 - bars ** rolled))
    chunks = -(-n // SIM_CHUNK)
    return math.ceil(n * rolls + ROLL_WORK * chunks * min(float(max_rolls), LONGEST_TURN * rolls))


def _simulate(group0: Counts, stop_at: int, n: int, rng: np.random.Generator, keep_bars: bool, start_bars: int,
              max_rolls: int, die: tuple[str, ...], work: list[int]) -> np.ndarray:
    """Return the catch of n simulated turns (checked arguments; see ``simulate_turns``), adding to ``work[0]``."""
    group = np.full(n, sum(c << (8 * k) for k, c in enumerate(group0)), dtype=np.int64)
    catch = np.zeros(n, dtype=np.int64)
    bars = np.full(n, start_bars, dtype=np.int64)
    ids = np.arange(n)
    result = np.zeros(n, dtype=np.int64)
    max_kept = comp.N_DICE - comp.MIN_ROLL if keep_bars else 0
    columns = np.arange(comp.N_DICE)[None, :]
    pack = _pack(die)
    bar_face = die.index(comp.BARS)  # (a die has a bars face: check_die_faces)
    for _ in range(max_rolls):
        if ids.size == 0:
            break
        # the estimate bounds the mean: a run far longer than it still stops, at twice the bound
        work[0] = spend_work(work[0], ids.size + ROLL_WORK, 2 * MAX_TURN_WORK, "a smaller n, stop_at or group")
        faces = rng.integers(0, len(die), size=(ids.size, comp.N_DICE), dtype=np.int8)
        if keep_bars:
            faces[columns >= (comp.N_DICE - np.minimum(bars, max_kept))[:, None]] = bar_face  # kept dice
        shown = pack[faces].sum(axis=1)
        ok = ((group | _HIGH) - shown) & _HIGH == _HIGH
        shown = shown[ok]
        group, ids = group[ok] - shown, ids[ok]
        catch = catch[ok] + (((shown * _BYTE_SUM) >> 24) & 0xFF)
        if keep_bars:
            bars = (pack[faces[ok]] == 0).sum(axis=1)
        done = catch >= stop_at
        result[ids[done]] = catch[done]
        go_on = ~done
        group, catch, ids = group[go_on], catch[go_on], ids[go_on]
        if keep_bars:
            bars = bars[go_on]
    return result


def estimate_turns(cards: Mapping[str, int] | Sequence[int], stop_at: int, n: int, rng: np.random.Generator,
                   keep_bars: bool = False, die_faces: Sequence[str] | None = None) -> tuple[Estimate, Estimate]:
    """Return simulated (expected catch, chance to bug up) of a turn under the rule, as estimates."""
    kept = simulate_turns(cards, stop_at, n, rng, keep_bars=keep_bars, die_faces=die_faces)
    return Estimate.of_mean(kept), Estimate.of_proportion(int((kept == 0).sum()), n)
