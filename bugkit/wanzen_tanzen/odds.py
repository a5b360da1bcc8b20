"""Exact odds of one Wanzen tanzen turn under the best play, a numpy table of them, and a turn simulator.

The question: with 5 dice, setting aside at least one die after every roll and taking at most ``repeats`` baby
bugs for repeated rolls, what is the best chance that the 5 dice end up meeting at least one of some tasks?

Working backwards (dynamic programming). What matters in a turn is only the *multiset* of dice already set aside
(order does not matter, so 462 multisets of 0 to 5 dice, not 6^5 sequences) and how many repeats are still
allowed. Its value is

    V(kept, r) = sum over rolls R of the free dice of P(R) * max( max over non-empty S in R of V(kept + S, r),
                                                                   V(kept, r - 1) if r > 0 )

with V(5 dice, r) = 1 if the dice meet a task, else 0. A roll of n free dice is one of C(n+5, 5) multisets
(252 for 5 dice) with multinomial probability. The exact version uses Fractions; the numpy version computes
many columns (tasks, cards) at once in floats; ``simulate_turns`` plays whole turns under the optimal policy.

Bounds (checked before any work): ``repeats`` 0 to 20 (``MAX_REPEATS``; a player never has more than 4) and
0 to 10 for the exact Fractions (``MAX_EXACT_REPEATS``, under half a second); at most 50 tasks in a list and
100 cards in a deck; simulations: n x (5 + repeats) rolls (the most a turn can take: every roll sets aside a die
or spends a repeat) up to ``MAX_SIM_ROLLS`` = 2 x 10**7 per call, about a second at most (4,000,000 turns without
repeats, 800,000 with 20).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from types import MappingProxyType

import numpy as np

from ..core.dice import roll_dist
from ..core.dist import Estimate
from ..core.errors import InvalidInput
from ..core.rng import given_rng
from ..core.validate import check_choice, check_int, check_simulations, short_repr
from . import components as comps
from .rules import REPEAT, Keep, Word, dice_values, sub_multisets

MAX_REPEATS = 20
MAX_EXACT_REPEATS = 10
MAX_TASKS = 50
MAX_SIM_ROLLS = 2 * 10**7  # simulate_turns: n x (5 + repeats), the most rolls its turns can take; about 1 s at most
MAX_PYTHON_SIMULATIONS = 10**6
_POW = np.array([6**i for i in range(6)], dtype=np.int64)
MAX_COUNT_ROWS = 6**6  # rows of face counts ``hits`` takes (the space of 5 dice has 462)

# The public surface (the lessons use space, parse_tasks and hits). The exact and float solvers (exact_values,
# float_values, solve, policy, met_matrix) are internals behind p_complete, table, hint and the OddsBot,
# run on tasks and arrays they built themselves.
__all__ = ["MAX_COUNT_ROWS", "MAX_EXACT_REPEATS", "MAX_PYTHON_SIMULATIONS", "MAX_REPEATS", "MAX_SIM_ROLLS",
           "MAX_TASKS", "Choice", "OddsTable", "Space", "best_choices", "chance_now", "hint", "hits", "p_complete",
           "parse_tasks", "simulate_turns", "simulate_turns_python", "space", "table"]


# -- the state space ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Space:
    """Every multiset of 0..n dice, and for each (kept, roll) pair its probability and the kept-after choices."""

    n: int
    multisets: tuple[tuple[int, ...], ...]  # sorted by size, then values
    index: Mapping[tuple[int, ...], int]  # read-only
    level: tuple[int, ...]  # level[m] .. level[m+1]: the multisets of m dice
    counts: np.ndarray  # (multisets, 6) face counts
    pairs: tuple[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], ...]  # per m: kept, roll, p, succ (padded)
    starts: tuple[np.ndarray, ...]  # per m: first pair of each kept multiset (pairs are grouped by kept)
    offset: tuple[int, ...]  # per m: global number of the first pair
    exact: tuple[tuple[tuple[Fraction, tuple[int, ...]], ...], ...]  # per kept multiset: (P(roll), successors)
    pair_of: np.ndarray  # (multisets, multisets) -> global pair number of (kept, roll), or -1
    code_to_roll: np.ndarray  # base-6 code of face counts -> multiset index
    ordered_roll: np.ndarray  # (6^f - 1) // 5 + x -> multiset index of the f dice whose faces are x's base-6 digits

    @property
    def size(self) -> np.ndarray:
        """Return the number of dice in each multiset."""
        return np.asarray(self.counts.sum(axis=1), dtype=np.int64)

    @property
    def full(self) -> slice:
        """Return the slice of multisets with all n dice."""
        return slice(self.level[self.n], self.level[self.n + 1])


def _counts(values: Iterable[int]) -> list[int]:
    out = [0] * 6
    for v in values:
        out[v - 1] += 1
    return out


def space(n: int = comps.N_DICE) -> Space:
    """Return the (cached) state space for n dice (1 to 5); raise InvalidInput for anything else."""
    return _space(check_int(n, "the number of dice", 1, comps.N_DICE))


@lru_cache(maxsize=8)
def _space(n: int) -> Space:
    """Return ``space(n)`` for a checked n (cached)."""
    ms = [m for size in range(n + 1) for m in combinations_with_replacement(comps.FACES, size)]
    index = {m: i for i, m in enumerate(ms)}
    level = tuple(sum(1 for m in ms if len(m) < size) for size in range(n + 2))
    counts = np.array([_counts(m) for m in ms], dtype=np.int64)
    code_to_roll = np.full(6**6, -1, dtype=np.int64)
    code_to_roll[counts @ _POW] = np.arange(len(ms))
    pair_of = np.full((len(ms), len(ms)), -1, dtype=np.int64)
    pairs, starts, offsets = [], [], []
    exact: list[tuple[tuple[Fraction, tuple[int, ...]], ...]] = [()] * len(ms)
    total = 0
    for m in range(n):
        width = 2 ** (n - m) - 1
        rows: list[tuple[int, int, float, list[int]]] = []
        first: list[int] = []
        for k in range(level[m], level[m + 1]):
            first.append(len(rows))
            ex = []
            for roll, p in roll_dist(comps.DIE, n - m).items():
                succ = sorted({index[tuple(sorted(ms[k] + s))] for s in sub_multisets(roll)})
                pair_of[k, index[roll]] = total + len(rows)
                rows.append((k, index[roll], float(p), succ + [succ[0]] * (width - len(succ))))
                ex.append((p, tuple(succ)))
            exact[k] = tuple(ex)
        pairs.append((np.array([r[0] for r in rows]), np.array([r[1] for r in rows]),
                      np.array([r[2] for r in rows]), np.array([r[3] for r in rows], dtype=np.int64)))
        starts.append(np.array(first, dtype=np.int64))
        offsets.append(total)
        total += len(rows)
    ordered = [index[tuple(sorted(1 + x // 6**d % 6 for d in range(f)))] for f in range(n + 1) for x in range(6**f)]
    ordered_roll = np.array(ordered, dtype=np.int32)
    for array in (counts, pair_of, code_to_roll, ordered_roll, *starts, *(a for pair in pairs for a in pair)):
        array.setflags(write=False)  # the space is cached and shared: no caller may change its probabilities
    return Space(n, tuple(ms), MappingProxyType(index), level, counts, tuple(pairs), tuple(starts), tuple(offsets),
                 tuple(exact), pair_of, code_to_roll, ordered_roll)


# -- tasks as columns ---------------------------------------------------------------------------------------
def parse_tasks(tasks: object) -> tuple[comps.Task, ...]:
    """Return the tasks named in a list (or a single name) as a sorted tuple of Task values."""
    if isinstance(tasks, (str, comps.Task)):
        tasks = [tasks]
    if not isinstance(tasks, (list, tuple)) or not 1 <= len(tasks) <= MAX_TASKS:
        raise InvalidInput(f"tasks must be a list of 1 to {MAX_TASKS} task names, not {short_repr(tasks)}")
    return tuple(sorted({comps.parse_task(t) for t in tasks}))


def met_matrix(tasks: Sequence[comps.Task], counts: np.ndarray) -> np.ndarray:
    """Return a bool array (rows of counts, tasks): does each multiset (face counts) meet each task."""
    cols = [_met_counts(t, counts) for t in tasks]
    return np.stack(cols, axis=1) if cols else np.zeros((len(counts), 0), dtype=bool)


def hits(tasks: Sequence[comps.Task], counts: np.ndarray) -> np.ndarray:
    """Return a bool vector: does each multiset (face counts) meet at least one of the tasks. ``tasks`` is a list of
    at most MAX_TASKS Task values (``parse_tasks``), ``counts`` an integer array of face counts 0-5, one row of 6 per
    multiset (``space().counts``); anything else raises InvalidInput."""
    if not isinstance(tasks, (list, tuple)) or len(tasks) > MAX_TASKS or not all(
            isinstance(t, comps.Task) for t in tasks):
        raise InvalidInput(f"tasks must be a list of at most {MAX_TASKS} Task values (see parse_tasks), "
                           f"not {short_repr(tasks)}")
    if not isinstance(counts, np.ndarray) or counts.dtype.kind not in "iu" or counts.ndim != 2 or \
            counts.shape[1] != len(comps.FACES) or counts.shape[0] > MAX_COUNT_ROWS:
        raise InvalidInput(f"counts must be an integer array with one row of {len(comps.FACES)} face counts per "
                           f"multiset (at most {MAX_COUNT_ROWS:,} rows, e.g. space().counts), not {short_repr(counts)}")
    if counts.size and not 0 <= int(counts.min()) <= int(counts.max()) <= comps.N_DICE:
        raise InvalidInput(f"counts must hold face counts from 0 to {comps.N_DICE}")
    return _hits(tasks, counts)


def _hits(tasks: Sequence[comps.Task], counts: np.ndarray) -> np.ndarray:
    """Return ``hits`` for tasks and counts the module built itself (unchecked)."""
    return np.asarray(met_matrix(tasks, counts).any(axis=1), dtype=bool)


def _met_counts(task: comps.Task, c: np.ndarray) -> np.ndarray:
    top = c.max(axis=1)
    present = c > 0
    kind = task.kind
    if kind in ("three_of_a_kind", "four_of_a_kind"):
        return np.asarray(top >= (3 if kind == "three_of_a_kind" else 4))
    if kind in ("full_house", "full_house_or_five"):
        full = (c == 3).any(axis=1) & (c == 2).any(axis=1) & (present.sum(axis=1) == 2)
        return np.asarray(full | (top == 5) if kind == "full_house_or_five" else full)
    if kind == "two_pairs":
        return np.asarray(((c >= 2).sum(axis=1) >= 2) | (top >= 4))
    if kind in ("small_straight", "large_straight"):
        run = 4 if kind == "small_straight" else 5
        return np.asarray(np.any([present[:, a:a + run].all(axis=1) for a in range(7 - run)], axis=0))
    bad_faces = {"all_even": [0, 2, 4], "all_odd": [1, 3, 5], "no_1s_or_2s": [0, 1], "all_2s_and_5s": [0, 2, 3, 5]}
    if kind in bad_faces:
        return np.asarray(c[:, bad_faces[kind]].sum(axis=1) == 0)
    if kind == "sum":
        return np.asarray(c @ np.arange(1, 7) >= task.numbers[0])
    need = np.array(_counts(task.numbers))
    return np.asarray((c >= need).all(axis=1))


# -- exact -------------------------------------------------------------------------------------------------
def _check_repeats(repeats: object, hi: int = MAX_REPEATS) -> int:
    return check_int(repeats, "repeats", 0, hi)


@lru_cache(maxsize=512)
def exact_values(tasks: tuple[comps.Task, ...], repeats: int,
                 n: int = comps.N_DICE) -> tuple[tuple[Fraction, ...], ...]:
    """Return V[r][multiset]: the exact best chance from each multiset set aside with r repeats left (r <= repeats)."""
    sp = space(n)
    hit = _hits(tasks, sp.counts[sp.full])
    values: list[tuple[Fraction, ...]] = []
    for r in range(repeats + 1):
        v = [Fraction(0)] * len(sp.multisets)
        for j, h in enumerate(hit):
            v[sp.level[n] + j] = Fraction(int(h))
        prev = values[r - 1] if r else None
        for m in range(n - 1, -1, -1):
            for k in range(sp.level[m], sp.level[m + 1]):
                again = prev[k] if prev is not None else Fraction(0)
                v[k] = sum((p * max(again, max(v[s] for s in succ)) for p, succ in sp.exact[k]), Fraction(0))
        values.append(tuple(v))
    return tuple(values)


def p_complete(tasks: object, repeats: int = 0, n_dice: int = comps.N_DICE) -> Fraction:
    """Return the exact best chance that one turn ends meeting at least one of ``tasks`` with ``repeats`` bugs
    (repeats 0 to 10, n_dice 1 to 5)."""
    parsed, r = parse_tasks(tasks), _check_repeats(repeats, MAX_EXACT_REPEATS)
    n = check_int(n_dice, "n_dice", 1, comps.N_DICE)
    return exact_values(parsed, r, n)[r][0]


# -- numpy (floats, many columns at once) ------------------------------------------------------------------
def solve(terminal: np.ndarray, n: int = comps.N_DICE) -> np.ndarray:
    """Return V (repeats+1, multisets, columns) from terminal values (repeats+1, full multisets, columns)."""
    sp = space(n)
    n_r, _, n_cols = terminal.shape
    values = np.zeros((n_r, len(sp.multisets), n_cols))
    for r in range(n_r):
        values[r, sp.full] = terminal[r]
        for m in range(n - 1, -1, -1):
            kept, _, p, succ = sp.pairs[m]
            best = values[r][succ].max(axis=1)
            if r:
                best = np.maximum(best, values[r - 1][kept])
            values[r, sp.level[m]:sp.level[m + 1]] = np.add.reduceat(best * p[:, None], sp.starts[m], axis=0)
    return values


def policy(values: np.ndarray, n: int = comps.N_DICE) -> np.ndarray:
    """Return the optimal choice per (r, global pair) for one column: the multiset kept after, or -1 to repeat."""
    sp = space(n)
    out = np.zeros((values.shape[0], sp.offset[-1] + len(sp.pairs[-1][0])), dtype=np.int64)
    for r in range(values.shape[0]):
        for m in range(n):
            kept, _, _, succ = sp.pairs[m]
            cand = values[r, :, 0][succ]
            choice = succ[np.arange(len(succ)), cand.argmax(axis=1)]
            if r:
                choice = np.where(values[r - 1, kept, 0] > cand.max(axis=1) + 1e-12, -1, choice)
            out[r, sp.offset[m]:sp.offset[m] + len(kept)] = choice
    return out


@lru_cache(maxsize=512)
def float_values(tasks: tuple[comps.Task, ...], repeats: int, n: int = comps.N_DICE) -> np.ndarray:
    """Return V (repeats+1, multisets) in floats for 'meet at least one of tasks' (cached, read-only)."""
    sp = space(n)
    hit = _hits(tasks, sp.counts[sp.full]).astype(float)
    values = solve(np.broadcast_to(hit[None, :, None], (repeats + 1, len(hit), 1)), n)[:, :, 0]
    values.setflags(write=False)
    return values


@dataclass(frozen=True)
class OddsTable:
    """Best chances of completing each row (a task, or any task of a card) with 0..repeats baby bugs."""

    labels: tuple[str, ...]
    values: np.ndarray  # (rows, repeats + 1)

    def rows(self) -> list[tuple[str, list[float]]]:
        """Return (label, [chance with 0 repeats, 1 repeat, ...]) for each row."""
        return [(label, [float(x) for x in row]) for label, row in zip(self.labels, self.values, strict=True)]


def table(repeats: int = 3, tasks: Sequence[object] | None = None, deck: Sequence[comps.Card] | None = None,
          lang: str = "en") -> OddsTable:
    """Return the float table of every task kind (or ``tasks``) and every card of ``deck`` for 0..repeats bugs."""
    r = _check_repeats(repeats)
    check_choice(lang, "lang", ("en", "de"))
    kinds = comps.all_task_kinds() if tasks is None else list(parse_tasks(list(tasks) if isinstance(tasks, tuple)
                                                                        else tasks))
    cards = comps.default_deck() if deck is None else () if _empty(deck) else _cards(deck)
    columns: list[tuple[str, tuple[comps.Task, ...]]] = []
    for t in kinds:
        columns.append((t.name(lang), (t,)))
    for card in cards:
        label = f"card {card.id} ({card.points}): " + " / ".join(t.name(lang) for t in card.tasks)
        columns.append((label, card.tasks))
    sp = space()
    full = sp.counts[sp.full]
    flat = [t for _, ts in columns for t in ts]
    met = met_matrix(flat, full)
    hit = np.zeros((len(full), len(columns)))
    j = 0
    for i, (_, ts) in enumerate(columns):
        hit[:, i] = met[:, j:j + len(ts)].any(axis=1)
        j += len(ts)
    values = solve(np.broadcast_to(hit[None], (r + 1, *hit.shape)))
    return OddsTable(tuple(label for label, _ in columns), values[:, 0, :].T.copy())


def _empty(deck: object) -> bool:
    """Return True for an empty deck given to ``table`` (the table of task kinds only, without card rows)."""
    return isinstance(deck, (list, tuple)) and len(deck) == 0


def _cards(deck: object) -> tuple[comps.Card, ...]:
    """Return a deck given as Card values or as deck-file entries, checked (1 to 100 cards)."""
    if isinstance(deck, (list, tuple)) and deck and all(isinstance(c, comps.Card) for c in deck):
        if len(deck) > comps.MAX_DECK:
            raise InvalidInput(f"a deck holds at most {comps.MAX_DECK} cards, not {len(deck)}")
        return tuple(deck)
    return comps.parse_deck(list(deck) if isinstance(deck, tuple) else deck)


# -- the hint -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Choice:
    """One thing the player may do now, and the best chance of completing a task after it."""

    action: Keep | Word
    chance: Fraction | float


def hint(tasks: object, kept: Sequence[int] = (), rolled: Sequence[int] = (), repeats: int = 0,
         exact: bool = False) -> list[Choice]:
    """Return every choice after a roll (a typed Keep and, if allowed, REPEAT) with its chance, best first."""
    parsed = parse_tasks(tasks)
    check_choice(exact, "exact", (True, False))
    r = _check_repeats(repeats, MAX_EXACT_REPEATS if exact else MAX_REPEATS)
    kept_t, rolled_t = tuple(sorted(dice_values(kept, "kept"))), dice_values(rolled, "rolled")
    if not rolled_t or len(kept_t) + len(rolled_t) != comps.N_DICE:
        raise InvalidInput(f"a hint needs dice set aside and dice just rolled, 5 in all, values 1-6: "
                           f"kept={list(kept_t)}, rolled={list(rolled_t)}")
    sp = space()
    values: Sequence[Sequence[Fraction]] | np.ndarray = exact_values(parsed, r) if exact else float_values(parsed, r)

    def chance(left: int, kept_after: tuple[int, ...]) -> Fraction | float:
        value = values[left][sp.index[kept_after]]
        return value if isinstance(value, Fraction) else float(value)

    out = [Choice(Keep(s), chance(r, tuple(sorted(kept_t + s)))) for s in sub_multisets(rolled_t)]
    if r:
        out.append(Choice(REPEAT, chance(r - 1, kept_t)))
    return sorted(out, key=lambda c: -c.chance)


def best_choices(tasks: object, kept: Sequence[int] = (), rolled: Sequence[int] = (), repeats: int = 0,
                 exact: bool = True) -> list[Choice]:
    """Return the choices that reach the best chance (ties included)."""
    choices = hint(tasks, kept, rolled, repeats, exact)
    best = choices[0].chance
    return [c for c in choices if abs(float(c.chance) - float(best)) < 1e-12]


def chance_now(tasks: object, kept: Sequence[int] = (), repeats: int = 0) -> float:
    """Return the best chance before the next roll, with ``kept`` (0 to 4 dice) already set aside (floats)."""
    parsed, r = parse_tasks(tasks), _check_repeats(repeats)
    kept_t = tuple(sorted(dice_values(kept, "kept")))
    if len(kept_t) == comps.N_DICE:
        raise InvalidInput("chance_now is asked before a roll, so at most 4 dice can be set aside")
    values = float_values(parsed, r)
    return float(values[r][space().index[kept_t]])


# -- simulation ---------------------------------------------------------------------------------------------
def simulate_turns(tasks: object, repeats: int = 0, n: int = 100_000, rng: np.random.Generator | int | None = None,
                   plan: np.ndarray | None = None) -> Estimate:
    """Return the simulated chance of completing ``tasks`` over n whole turns played by the optimal policy.

    ``plan`` (from ``policy``) may replace the optimal policy; the rolls come from ``rng``, which must be given (a
    Generator or a seed; None is refused, so that every run can be repeated; vectorised numpy).
    Bounds, before any work: n from 1 and n x (5 + repeats) at most ``MAX_SIM_ROLLS`` = 20,000,000 rolls.
    """
    parsed, r0 = parse_tasks(tasks), _check_repeats(repeats)
    n = check_simulations(n)
    if n * (comps.N_DICE + r0) > MAX_SIM_ROLLS:
        raise InvalidInput(f"n = {n:,} turns of up to {comps.N_DICE + r0} rolls each is too much for one call "
                           f"(at most {MAX_SIM_ROLLS:,} rolls, about a second); use a smaller n: at most "
                           f"{MAX_SIM_ROLLS // (comps.N_DICE + r0):,} turns with {r0} repeats")
    gen = given_rng(rng)
    sp = space()
    values = float_values(parsed, r0)[:, :, None]
    expected = (r0 + 1, sp.offset[-1] + len(sp.pairs[-1][0]))
    if plan is not None and (not isinstance(plan, np.ndarray) or plan.shape != expected or plan.dtype.kind != "i"
                             or int(plan.min()) < -1 or int(plan.max()) >= len(sp.multisets)):
        raise InvalidInput(f"plan must be an integer array of shape {expected} from policy(), not "
                           f"{short_repr(plan)}")
    if plan is not None:
        _check_plan(plan, sp)
    chosen = policy(np.asarray(values)) if plan is None else plan
    hit = hits(parsed, sp.counts)
    # every (kept, ordered roll of the free dice) as one number: start[kept] + roll, roll < 6^free
    not_full = np.arange(sp.level[comps.N_DICE])
    free = comps.N_DICE - sp.size[not_full]
    outcomes = (6 ** free).astype(np.float64)
    start = np.concatenate([[0], np.cumsum(6 ** free)[:-1]]).astype(np.int64)
    owner = np.repeat(not_full, 6 ** free)
    ordered = np.arange(len(owner)) - start[owner]
    first = (6 ** free[owner] - 1) // 5
    pair = sp.pair_of[owner, sp.ordered_roll[first + ordered]]
    table = chosen[:, pair].astype(np.int32)  # (repeats left, kept & ordered roll) -> choice
    width = table.shape[1]
    flat = table.ravel()
    full = sp.level[comps.N_DICE]
    kept = np.zeros(n, dtype=np.int32)  # the turns still running: dice set aside (multiset index) ...
    left = np.full(n, r0, dtype=np.int32)  # ... and repeats left
    wins = 0
    while kept.size:
        roll = (gen.random(kept.size) * outcomes[kept]).astype(np.int32)  # one uniform ordered roll each
        choice = flat[left * width + start[kept] + roll]
        repeat = choice < 0
        left -= repeat
        kept = np.where(repeat, kept, choice)
        done = kept >= full
        wins += int(hit[kept[done]].sum())
        kept, left = kept[~done], left[~done]
    return Estimate.of_proportion(wins, n)


def _check_plan(plan: np.ndarray, sp: Space) -> None:
    """Raise InvalidInput unless every choice of ``plan`` sets aside at least one die just rolled (or repeats
    where a repeat is left), so a simulated turn always ends."""
    for r in range(plan.shape[0]):
        for m in range(sp.n):
            kept, _, _, succ = sp.pairs[m]
            choice = plan[r, sp.offset[m]:sp.offset[m] + len(kept)]
            ok = (choice[:, None] == succ).any(axis=1) | ((choice == -1) & (r > 0))
            if not ok.all():
                raise InvalidInput(f"plan: choice {int(choice[~ok][0])} with {r} repeats left is not a legal "
                                   f"choice (set aside at least one die just rolled, or -1 to repeat)")


def simulate_turns_python(tasks: object, repeats: int = 0, n: int = 10_000, seed: int = 0) -> Estimate:
    """Return the same simulation as ``simulate_turns`` as a plain Python loop (the benchmark's baseline)."""
    import random

    parsed, r0 = parse_tasks(tasks), _check_repeats(repeats)
    n = check_simulations(n, hi=MAX_PYTHON_SIMULATIONS)
    seed = check_int(seed, "seed", 0, 2**63 - 1)
    sp = space()
    values = float_values(parsed, r0)
    chosen = policy(np.asarray(values)[:, :, None]).tolist()
    pair_of = sp.pair_of.tolist()
    sizes = sp.size.tolist()
    hit = hits(parsed, sp.counts).tolist()
    index = sp.index
    gen = random.Random(seed)
    wins = 0
    for _ in range(n):
        kept, left = 0, r0
        while sizes[kept] < comps.N_DICE:
            roll = tuple(sorted(gen.randint(1, 6) for _ in range(comps.N_DICE - sizes[kept])))
            choice = chosen[left][pair_of[kept][index[roll]]]
            if choice < 0:
                left -= 1
            else:
                kept = choice
        wins += hit[kept]
    return Estimate.of_proportion(wins, n)
