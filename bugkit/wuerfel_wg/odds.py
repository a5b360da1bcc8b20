"""Würfel-WG odds: the exact chance to meet a card's requirement with optimal parking, a parking advisor,
and a vectorised simulator that plays the same optimal policy.

The model (one turn, one target card): roll ``dice`` dice (faces kangaroo, 1-5). While re-rolls are left and
the requirement is not met, park at most ``parking`` dice and re-roll the rest. With a clean bath one kangaroo
may count as any number at the end. "Optimal" = the parking that maximises the chance of meeting the
requirement by the end of the turn, found by dynamic programming over multisets of dice (792 rolls of 7 dice,
not 6^7 = 279936). Probabilities are exact integers over a common denominator 6^(dice * (rerolls + 1)), turned
into a ``Fraction`` at the end.

Encoding: a multiset of dice is the integer sum of 8**face over its dice (at most 7 dice, so no digit carries);
adding two codes adds the multisets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from itertools import product
from types import MappingProxyType

import numpy as np

from ..core.dice import roll_dist
from ..core.dist import Estimate
from ..core.errors import InvalidInput
from ..core.validate import check_int, check_rng, check_simulations, short_repr
from .components import DIE, FACES, Requirement, check_bool, default_cards, parse_requirement, values_of
from .rules import DONE_ROLLING, DoneRolling, Park, park_action

BASE = 8
WEIGHT = tuple(BASE**f for f in FACES)
N_CODES = BASE ** len(FACES)

# The public surface; code_of, counts_from_code and the cached solve are the internals behind p_todo, advise and
# simulate_todo, which check their arguments first.
__all__ = ["MAX_DICE", "MAX_PARKING", "MAX_REROLLS", "MAX_SIM_WORK", "Advice", "advise", "chance_table", "p_todo",
           "parking_spots", "simulate_todo"]


def code_of(values: tuple[int, ...] | list[int]) -> int:
    """Return the multiset code of some die values (sum of 8**face)."""
    return sum(WEIGHT[v] for v in values)


def counts_from_code(code: int) -> tuple[int, ...]:
    """Return the counts (kangaroo, 1..5) of a multiset code."""
    return tuple((code // WEIGHT[f]) % BASE for f in FACES)


@cache
def _outcomes(m: int) -> tuple[tuple[int, int], ...]:
    """Return (code, number of ordered rolls) for every multiset of m dice."""
    ordered = len(DIE.faces) ** m  # equally likely ordered rolls
    return tuple((code_of(combo), int(p * ordered)) for combo, p in roll_dist(DIE, m).items())


@cache
def _sub_codes(code: int, limit: int) -> tuple[int, ...]:
    """Return the codes of every sub-multiset with at most ``limit`` dice (what may be parked)."""
    counts = counts_from_code(code)
    out = []
    for keep in product(*(range(c + 1) for c in counts)):
        if sum(keep) <= limit:
            out.append(sum(k * w for k, w in zip(keep, WEIGHT, strict=True)))
    return tuple(out)


MAX_DICE = 7  # the rulebook: never more than 7 dice
MAX_PARKING = 7  # awake ICH 1 + clean couch 4 + 2 parking Spezialos
MAX_REROLLS = 4  # full fridge 2 + 2 re-roll Spezialos
MAX_SIM_WORK = 10**8  # simulated dice in one simulate_todo call: n x dice x (rerolls + 1), a few seconds


def _requirement(requirement: object) -> Requirement:
    """Return the requirement given as a Requirement (a card's own, read as its card file says) or a text such as
    '4 4 4' (its letters read as the shipped card file reads them, A8); raise InvalidInput otherwise."""
    if isinstance(requirement, Requirement):
        return requirement
    if not isinstance(requirement, str):
        raise InvalidInput(f"requirement must be a text such as '4 4 4' or 'sum>=16', not {short_repr(requirement)}")
    return parse_requirement(requirement)


def _check(requirement: object, dice: object, parking: object, rerolls: object, clean_bath: object) -> Requirement:
    """Return the checked requirement after checking the set-up (bounds: dice 1-7, parking 0-7, rerolls 0-4)."""
    req = _requirement(requirement)
    check_int(dice, "dice", 1, MAX_DICE)
    check_int(parking, "parking", 0, MAX_PARKING)
    check_int(rerolls, "rerolls", 0, MAX_REROLLS)
    check_bool(clean_bath, "clean_bath")
    return req


@dataclass(frozen=True)
class Plan:
    """The solved turn: V[r][code] = best chance numerator with r re-rolls left (over 6**(dice*r))."""

    requirement: Requirement
    dice: int
    parking: int
    rerolls: int
    clean_bath: bool
    values: tuple[Mapping[int, int], ...]  # index r: code of a roll of `dice` dice -> numerator over 6**(dice*r)
    keeps: tuple[Mapping[int, int], ...]  # index r (>=1): code of kept dice -> numerator over 6**(dice*r)

    def met(self, code: int) -> bool:
        """Return True if the roll with this code meets the requirement (clean bath counted)."""
        return self.requirement.met_with_bath(counts_from_code(code), self.clean_bath)

    def keep_chance(self, kept: int, rerolls_left: int) -> Fraction:
        """Return the chance to succeed when parking ``kept`` (a code) and re-rolling, ``rerolls_left`` >= 1."""
        return Fraction(self.keeps[rerolls_left][kept], 6 ** (self.dice * rerolls_left))

    def chance(self) -> Fraction:
        """Return the chance of success of the whole turn, first roll included."""
        r = self.rerolls
        num = sum(ways * self.values[r][code] for code, ways in _outcomes(self.dice))
        return Fraction(num, 6 ** (self.dice * (r + 1)))


@lru_cache(maxsize=256)
def solve(requirement: Requirement, dice: int, parking: int, rerolls: int, clean_bath: bool) -> Plan:
    """Return the solved turn (exact optimal values for every roll and re-rolls left)."""
    limit = min(parking, dice)
    rolls = _outcomes(dice)
    sat = {code: requirement.met_with_bath(counts_from_code(code), clean_bath) for code, _ in rolls}
    values: list[dict[int, int]] = [{code: int(ok) for code, ok in sat.items()}]
    keeps: list[dict[int, int]] = [{}]
    for r in range(1, rerolls + 1):
        prev, full = values[r - 1], 6 ** (dice * r)
        keep: dict[int, int] = {}
        for size in range(limit + 1):
            m = dice - size
            outcomes = _outcomes(m)
            factor = 6 ** size  # 6**(dice-m): numerators over 6**(dice*(r-1)) * 6**m -> over 6**(dice*r)
            for kept, _ in _outcomes(size):
                keep[kept] = factor * sum(ways * prev[kept + code] for code, ways in outcomes)
        values.append({code: full if sat[code] else max(keep[k] for k in _sub_codes(code, limit))
                       for code, _ in rolls})
        keeps.append(keep)
    return Plan(requirement, dice, parking, rerolls, clean_bath, tuple(MappingProxyType(v) for v in values),
                tuple(MappingProxyType(k) for k in keeps))  # cached and shared: read-only


def parking_spots(ich_awake: bool = True, couch_clean: bool = False, spezialos: int = 0) -> int:
    """Return the parking spots a WG shows, read from the card file: awake ICH 1, couch crumbly 1 / clean 4,
    +1 per awake parking Spezialo (start: 2; clean couch: 5 with ICH awake, 4 with ICH asleep)."""
    check_bool(ich_awake, "ich_awake")
    check_bool(couch_clean, "couch_clean")
    check_int(spezialos, "spezialos (awake parking Spezialos)", 0, 2)
    cards = default_cards()
    ich, couch = cards.start_card("ich"), cards.start_card("couch")
    return (ich.good if ich_awake else ich.bad)[1] + (couch.good if couch_clean else couch.bad)[1] + spezialos


def p_todo(requirement: str | Requirement, dice: int = 4, parking: int = 2, rerolls: int = 1,
           clean_bath: bool = False) -> Fraction:
    """Return the exact best chance to meet ``requirement`` in one turn with optimal parking.

    Bounds (checked first, every real turn fits): dice 1-7, parking 0-7, rerolls 0-4; the largest case solves in
    well under a second.

    ``parking`` is the WG's parking spots (``parking_spots()``: 2 at the start, 5 with a clean couch and ICH
    awake, 4 with a clean couch and ICH asleep); ``rerolls`` its re-roll symbols (1 empty fridge, 2 full).
    A text is read as the shipped card file reads letters (``letters_differ_from_fixed``, A8); for another card
    file pass its card's requirement (``cards["porsche"].need``), which carries that file's setting.
    """
    req = _check(requirement, dice, parking, rerolls, clean_bath)
    return solve(req, dice, parking, rerolls, clean_bath).chance()


@dataclass(frozen=True)
class Advice:
    """The parking advisor's answer: the step to take (``DONE_ROLLING`` when the roll already does it or no re-roll
    is left, else the best ``Park``), the chance of success after it, and every ``Park`` with its chance, best first
    (empty with ``DONE_ROLLING``); each step is one of the game's legal actions for this roll."""

    action: Park | DoneRolling
    chance: Fraction
    options: tuple[tuple[Park, Fraction], ...]


def advise(requirement: str | Requirement, roll: tuple[int, ...] | list[int], parking: int, rerolls_left: int,
           clean_bath: bool = False) -> Advice:
    """Return the step to take with ``roll`` for ``requirement`` (die values; 0 = kangaroo) and the chance then.

    ``parking`` is the WG's parking spots; as in the game, at most all but one die is parked. Bounds (checked
    first): a roll of 1-7 dice showing 0-5, parking 0-7, rerolls_left 0-4.
    """
    if not isinstance(roll, (list, tuple, np.ndarray)) or not 1 <= len(roll) <= MAX_DICE:
        raise InvalidInput(f"a roll is a list of 1 to {MAX_DICE} die faces 0 (kangaroo) to 5, not {short_repr(roll)}")
    roll = tuple(check_int(v, "a die in the roll", 0, 5) for v in roll)
    req = _check(requirement, len(roll), parking, rerolls_left, clean_bath)
    limit = min(parking, len(roll) - 1)
    plan = solve(req, len(roll), limit, rerolls_left, clean_bath)
    code = code_of(roll)
    if plan.met(code):
        return Advice(DONE_ROLLING, Fraction(1), ())
    if rerolls_left == 0:
        return Advice(DONE_ROLLING, Fraction(0), ())
    opts = sorted(((_park_of(k), plan.keep_chance(k, rerolls_left)) for k in _sub_codes(code, limit)),
                  key=lambda o: (-o[1], len(o[0].kept), o[0].kept))
    return Advice(opts[0][0], opts[0][1], tuple(opts))


@cache
def _park_of(kept: int) -> Park:
    """Return the step that parks the dice of a multiset code and re-rolls the rest (made once per code)."""
    return park_action(values_of(counts_from_code(kept)))


def _policy(plan: Plan) -> tuple[np.ndarray, list[np.ndarray]]:
    """Return (met[code], keep_r[code]) lookup arrays over every code for the simulator."""
    met = np.zeros(N_CODES, dtype=bool)
    keep = [np.zeros(N_CODES, dtype=np.int64) for _ in range(plan.rerolls + 1)]
    limit = min(plan.parking, plan.dice)
    for code, _ in _outcomes(plan.dice):
        met[code] = plan.met(code)
        for r in range(1, plan.rerolls + 1):
            table = plan.keeps[r]
            keep[r][code] = max(_sub_codes(code, limit), key=table.__getitem__)
    return met, keep


_SIZE = sum((np.arange(N_CODES, dtype=np.int64) // w) % BASE for w in WEIGHT)  # dice in each code


def simulate_todo(requirement: str | Requirement, dice: int = 4, parking: int = 2, rerolls: int = 1,
                  clean_bath: bool = False, n: int = 100_000, rng: np.random.Generator | None = None) -> Estimate:
    """Return the simulated chance (with standard error) of meeting ``requirement`` when parking optimally.

    Bounds (checked first): as ``p_todo``, and 1 <= n with n x dice x (rerolls + 1) <= 10**8 simulated dice
    (a few seconds); runs are simulated in blocks of 250,000, so memory stays small. ``rng`` must be given
    (``bugkit.make_rng(seed)``): its default None is refused, so that every run can be repeated.
    """
    req = _check(requirement, dice, parking, rerolls, clean_bath)
    gen = check_rng(rng)
    n = check_simulations(n)
    if n * dice * (rerolls + 1) > MAX_SIM_WORK:
        raise InvalidInput(f"n={n} runs of {dice} dice with {rerolls} re-rolls is too much work at once: at most "
                           f"{MAX_SIM_WORK // (dice * (rerolls + 1))} runs for this set-up")
    plan = solve(req, dice, parking, rerolls, clean_bath)
    met, keep = _policy(plan)
    hits = 0
    for start in range(0, n, _BLOCK):
        hits += _simulate_block(met, keep, dice, rerolls, min(_BLOCK, n - start), gen)
    return Estimate.of_proportion(hits, n)


_BLOCK = 250_000


def _simulate_block(met: np.ndarray, keep: list[np.ndarray], dice: int, rerolls: int, n: int,
                    rng: np.random.Generator) -> int:
    """Return how many of n simulated turns meet the requirement (met/keep: the plan's lookup arrays)."""
    weights = np.array(WEIGHT, dtype=np.int64)
    code = weights[rng.integers(0, 6, size=(n, dice))].sum(axis=1)
    for r in range(rerolls, 0, -1):
        kept = keep[r][code]
        fresh = weights[rng.integers(0, 6, size=(n, dice))]
        columns = np.arange(dice)[None, :] < (dice - _SIZE[kept])[:, None]
        new = kept + (fresh * columns).sum(axis=1)
        code = np.where(met[code], code, new)
    return int(met[code].sum())


def chance_table(requirements: list[str], dice: int = 4, setups: tuple[tuple[int, int], ...] = ((2, 1), (5, 1), (2, 2),
                 (5, 2)), clean_bath: bool = False) -> list[tuple[str, list[Fraction]]]:
    """Return, per requirement, the exact chances for each (parking, rerolls) set-up (default: start, clean couch
    with ICH awake, full fridge, both). Bounds: at most 40 requirements and 10 set-ups."""
    if not isinstance(requirements, (list, tuple)) or not 1 <= len(requirements) <= 40:
        raise InvalidInput(f"requirements must be a list of 1 to 40 texts such as '4 4 4', not "
                           f"{short_repr(requirements)}")
    if not isinstance(setups, (list, tuple)) or not 1 <= len(setups) <= 10 or not all(
            isinstance(x, (list, tuple)) and len(x) == 2 for x in setups):
        raise InvalidInput(f"setups must be a list of 1 to 10 (parking, rerolls) pairs, not {short_repr(setups)}")
    for req in requirements:
        for park, rr in setups:
            _check(req, dice, park, rr, clean_bath)
    return [(req, [p_todo(req, dice, park, rr, clean_bath) for park, rr in setups]) for req in requirements]
