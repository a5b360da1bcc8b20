"""The engine's fast paths (issue 20, speed) give exactly what the plain ways give: whole-number distributions, sampling
by bisection, the games' direct ``legal``/``possible`` predicates, known steps and the gate's record in place."""

from __future__ import annotations

import dataclasses
import pickle
import re
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

import numpy as np
import pytest

import bugkit
from bugkit.core import validate
from bugkit.core.dice import D6, Die, multiset_count, roll_dist
from bugkit.core.dist import Dist
from bugkit.core.errors import BugkitError, InvalidInput
from bugkit.core.game import _KNOWN, Recorded, Step, evolve, known_step
from bugkit.core.session import resolve, sample

FAST = tuple(bugkit.GAMES)  # every game: the direct legal() and possible() agree with the lists


def _walk(dist: Dist[Any], k: int) -> Any:
    """Return the outcome draw k stands for, walking the whole weights (how the session sampled before)."""
    for outcome, share in dist.integer_weights()[1]:
        if k < share:
            return outcome
        k -= share
    raise AssertionError("k beyond the common denominator")


def _same(fast: Dist[Any], plain: Dist[Any]) -> None:
    """Assert two distributions are equal in every way a caller or the session can see."""
    assert fast.integer_weights() == plain.integer_weights()
    assert fast.sampling_table() == plain.sampling_table()
    assert list(fast) == list(plain) and len(fast) == len(plain)
    assert list(fast.items()) == list(plain.items()) and fast == plain
    assert all(o in fast for o in plain) and "nothing" not in fast and fast["nothing"] == 0


@pytest.mark.parametrize("seed", range(40))
def test_from_counts_is_the_same_distribution_as_dist(seed: int) -> None:
    rng = np.random.default_rng(seed)
    counts = [int(c) for c in rng.integers(0, 7, size=int(rng.integers(1, 12)))]
    counts[int(rng.integers(len(counts)))] += 1  # at least one outcome can happen
    if seed % 3 == 0:
        counts = [c * 6 for c in counts]  # a common divisor: D is the total divided by it
    pairs = [(f"o{i}", c) for i, c in enumerate(counts)]
    fast, plain = Dist.from_counts(pairs), Dist(pairs)
    _same(fast, plain)
    _same(Dist.from_counts(pairs), Dist(pairs))  # asked in another order: Fractions after the table
    assert Dist.from_counts(iter(pairs)) == plain


def test_from_counts_takes_the_general_way_for_anything_but_whole_counts() -> None:
    for other in ([("a", Fraction(1, 3)), ("b", 1)], [("a", 1.5), ("b", 1)], [("a", np.int64(2)), ("b", 1)]):
        _same(Dist.from_counts(other), Dist(other))
    for bad in ([], [("a", 0)], [("a", -1), ("b", 2)], [("a", True)], [("a", 1, 2)], "ab"):
        with pytest.raises(InvalidInput):
            Dist.from_counts(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(20))
def test_from_weights_is_from_counts_of_the_pairs(seed: int) -> None:
    rng = np.random.default_rng(seed)
    counts = [int(c) for c in rng.integers(0, 5, size=int(rng.integers(1, 10)))]
    counts[int(rng.integers(len(counts)))] += 1  # at least one outcome can happen
    if seed % 4 == 0:
        counts = [c * 4 for c in counts]  # a common divisor
    outcomes = tuple(f"o{i}" for i in range(len(counts)))
    pairs = list(zip(outcomes, counts, strict=True))
    _same(Dist.from_weights(outcomes, tuple(counts)), Dist(pairs))
    _same(Dist.from_weights(outcomes, tuple(counts)), Dist.from_counts(pairs))


def test_from_weights_refuses_anything_but_two_tuples_of_one_length() -> None:
    for outcomes, weights in [(["a"], (1,)), (("a",), [1]), (("a", "b"), (1,)), ("ab", (1, 2)), (("a",), 1)]:
        with pytest.raises(InvalidInput):
            Dist.from_weights(outcomes, weights)  # type: ignore[arg-type]
    for weights in [(0,), (-1,), (True,), ()]:
        with pytest.raises(InvalidInput):
            Dist.from_weights(("a",)[:len(weights)], weights)  # type: ignore[arg-type]
    _same(Dist.from_weights(("a", "b"), (Fraction(1, 3), 1)), Dist([("a", Fraction(1, 3)), ("b", 1)]))  # type: ignore[arg-type]


def test_a_counted_distribution_maps_pickles_and_keeps_its_table() -> None:
    dist = Dist.from_counts([(1, 2), (2, 3), (3, 1), (4, 2)])
    parity = dist.map(lambda k: k % 2)
    _same(parity, Dist([(k % 2, p) for k, p in Dist([(1, 2), (2, 3), (3, 1), (4, 2)]).items()]))
    again = pickle.loads(pickle.dumps(dist))
    _same(again, dist)
    with pytest.raises(AttributeError):
        dist.nothing  # type: ignore[attr-defined]  # noqa: B018 - the attribute lookup is the test


FACES = [(1, 2, 3, 4, 5, 6), (1, 1, 2, 3), ("a", "b", "b", "c", "c", "c"), (0, 0, 1, 2, 3, 3)]


@pytest.mark.parametrize("faces", FACES)
def test_roll_dist_is_the_multinomial_distribution(faces: tuple[Any, ...]) -> None:
    die = Die(faces)
    for n in range(6):
        face_p = die.dist()
        plain: dict[tuple[Any, ...], Fraction] = {}
        for combo in combinations_with_replacement(face_p, n):
            p = Fraction(multiset_count(combo))
            for f in combo:
                p *= face_p[f]
            plain[combo] = p
        _same(roll_dist(die, n), Dist(plain))


def test_sampling_by_bisection_draws_what_the_walk_drew() -> None:
    dists = [roll_dist(D6, 3), Dist.from_counts([("a", 1), ("b", 5), ("c", 2)]), Dist({"x": Fraction(2, 7), "y": 1})]
    for dist in dists:
        for seed in range(30):
            k = int(np.random.default_rng(seed).integers(dist.integer_weights()[0]))
            assert sample(dist, np.random.default_rng(seed)) == _walk(dist, k)


@pytest.mark.slow  # a random-game conformance run (6 games of up to 300 steps, every step's neighbours)
@pytest.mark.parametrize("name", FAST)
def test_the_direct_legal_and_possible_agree_with_the_lists(name: str) -> None:
    """Along random games: every legal action and outcome passes, and their neighbours (other positions, values,
    kinds) pass exactly when the lists hold them."""
    spec = bugkit.GAMES[name]
    for seed in range(6):
        rng = np.random.default_rng(seed)
        state = spec.new_game(players=2 + seed % 3)
        for _ in range(300):
            if state.is_over:
                break
            if state.is_chance_node:
                outcomes = list(state.chance_outcomes())
                for step in _neighbours(outcomes):
                    assert state.possible(step) == (step in state.chance_outcomes()), step
                state = resolve(state, rng)
            else:
                legal = state.legal_actions()
                for step in _neighbours(legal):
                    assert state.legal(step) == (step in legal), step
                state = state.apply(legal[int(rng.integers(len(legal)))])


def _neighbours(steps: list[Any]) -> list[Any]:
    """Return the steps and steps like them: every numeric field and every number in a tuple field moved by -1/+1, and
    every tuple field one shorter and one longer."""
    out = list(steps)
    for step in steps:
        for name in (f.name for f in dataclasses.fields(step)):
            value = getattr(step, name)
            if isinstance(value, int):
                out += [_rebuilt(step, name, value + d) for d in (-1, 1, 7)]
            elif isinstance(value, tuple):
                out += [_rebuilt(step, name, (*value[:i], v + d, *value[i + 1:]))
                        for i, v in enumerate(value) if isinstance(v, int) for d in (-1, 1)]
                out += [_rebuilt(step, name, value[:-1]), _rebuilt(step, name, (*value, 1))]
    return [s for s in out if s is not None]


def _rebuilt(step: Any, name: str, value: Any) -> Any:
    """Return the step with one field changed (None if the step refuses the value)."""
    try:
        return dataclasses.replace(step, **{name: value})
    except (InvalidInput, TypeError):
        return None


@dataclass(frozen=True, slots=True)
class Tick(Step):
    n: int

    def __str__(self) -> str:
        return f"tick {self.n}"


@dataclass(frozen=True)
class Counter(Recorded):
    """A toy game whose rules keep the states they made (a memo), to check the gate never changes those."""

    GAME = "counter"
    count: int = 0

    @property
    def current_player(self) -> int:
        return 0

    @property
    def is_over(self) -> bool:
        return self.count >= 3

    def legal_actions(self) -> list[Tick]:
        return [TICKS[self.count]]

    def parse(self, text: str) -> Tick:
        return Tick(int(text.split()[1]))

    def _apply(self, action: Tick) -> Counter:
        if self.count == 1:  # the rules remember this state: the gate must not give it a record in place
            if self.count not in MEMO:
                MEMO[self.count] = evolve(self, count=2)
            return MEMO[self.count]
        return evolve(self, count=self.count + 1)

    def scores(self) -> list[int]:
        return [self.count]

    def inventory(self) -> Any:
        return {}

    def observation(self, player: int) -> Counter:
        return self


TICKS = [known_step(Tick(n)) for n in range(3)]
MEMO: dict[int, Counter] = {}


def test_the_gate_records_in_place_only_a_state_nobody_else_holds() -> None:
    first = Counter(n_players=1).apply(TICKS[0]).apply(TICKS[1])
    held = MEMO[1]
    assert first is not held and held.steps == ("tick 0",) and first.steps == ("tick 0", "tick 1")
    again = Counter(n_players=1).apply("tick 0").apply(Tick(1))  # a Tick the rules did not make: checked, same text
    assert again == first and again.steps == first.steps and held.steps == ("tick 0",)
    assert again.apply(TICKS[2]).history == ("tick 0", "tick 1", "tick 2")


def test_a_known_step_is_a_checked_step() -> None:
    with pytest.raises(InvalidInput):
        known_step("tick 1")  # type: ignore[type-var]
    with pytest.raises(InvalidInput):
        known_step(Tick(True))
    assert known_step(Tick(5)) == Tick(5) and str(known_step(Tick(5))) == "tick 5"


def test_evolve_drops_what_a_state_cached() -> None:
    state = Counter(n_players=1)
    state.__dict__["_cache"] = [1]
    moved = evolve(state, count=1)
    assert "_cache" not in moved.__dict__ and moved.count == 1 and "_cache" in state.__dict__
    with pytest.raises(InvalidInput):
        evolve(object(), count=1)  # type: ignore[type-var]
    with pytest.raises(BugkitError):
        Recorded(n_players=1)  # type: ignore[abstract]


def test_wanzen_sub_multisets_by_combinations_are_the_counted_ones() -> None:
    """The sub-multisets (the Keep actions) come in the same order as counting each value's dice did."""
    from collections import Counter as Count
    from itertools import product

    from bugkit.wanzen_tanzen.rules import sub_multisets

    rng = np.random.default_rng(3)
    for size in [*range(8), 12, 12]:
        values = tuple(sorted(int(v) for v in rng.integers(1, 7, size=size)))
        counts = sorted(Count(values).items())
        subs = [tuple(v for (v, _), k in zip(counts, take, strict=True) for _ in range(k))
                for take in product(*(range(c + 1) for _, c in counts))]
        assert sub_multisets(values) == sorted((s for s in subs if s), key=lambda s: (len(s), s))


def test_a_distribution_that_gives_its_whole_weights_itself_lists_and_samples_the_same() -> None:
    """A game's own Dist may set its whole weights (``_weights``) and make its Fractions only when asked: listing,
    finding, mapping and sampling it work before and after its sampling table is made."""

    class Own(Dist[str]):
        def __init__(self) -> None:
            self.__dict__["_weights"] = (6, (("a", 1), ("b", 3), ("c", 2)))

        def __getattr__(self, name: str) -> Any:
            if name != "_p":
                raise AttributeError(name)
            p = self.__dict__["_p"] = {k: Fraction(w, 6) for k, w in self.__dict__["_weights"][1]}
            return p

    plain = Dist([("a", 1), ("b", 3), ("c", 2)])
    for make_table_first in (False, True):
        own = Own()
        if make_table_first:
            assert own.sampling_table() == plain.sampling_table()
        assert list(own) == ["a", "b", "c"] and len(own) == 3 and "b" in own and "d" not in own
        assert own.map(str.upper) == plain.map(str.upper)
        assert sample(own, np.random.default_rng(4)) == sample(plain, np.random.default_rng(4))
        _same(Own(), plain)


# -- the fast checks of step fields (``_plain``): a value they pass is one the full check returns unchanged ----------
_M = validate.MAX_STEP_NUMBER
_KINDS: tuple[Any, ...] = (
    int, float, str, float | None, int | None, str | tuple[int, ...], float | int, int | float, tuple[str, ...],
    tuple[int, ...], tuple[float, ...], tuple[int, int, int, int], tuple[str, int], tuple[float | None, ...],
    tuple[int, ...] | None, tuple[int, int] | tuple[int, ...], tuple[()],
)
_VALUES: tuple[Any, ...] = (
    0, 3, -_M, _M, _M + 1, -_M - 1, True, False, np.int64(3), 1.5, 0.0, -0.0, float(_M), float(_M) * 2,
    float("nan"), float("inf"), -float("inf"), np.float64(1.5), 3.0, "", "meep", "x" * validate.MAX_TEXT,
    "x" * (validate.MAX_TEXT + 1), np.str_("a"), None, (), (1, 2, 3, 4), (1, 2), (1, True), (1, 2.0), [1, 2, 3, 4],
    ("a", "b"), ("a", 1), (1.5, None), (None,), tuple(range(validate.MAX_STEP_ITEMS)),
    tuple(range(validate.MAX_STEP_ITEMS + 1)), (np.int64(1), 2, 3, 4), ("x" * (validate.MAX_TEXT + 1),),
)


def _full(value: Any, kind: Any) -> tuple[str, Any]:
    """Return ('ok', canonical value) or ('refused', message) of the full check (``check_step_field``)."""
    try:
        return "ok", validate.check_step_field(value, kind, "S.f")
    except InvalidInput as exc:
        return "refused", str(exc)


@pytest.mark.parametrize("kind", _KINDS, ids=repr)
def test_a_plain_field_is_one_the_full_check_returns_unchanged(kind: Any) -> None:
    passed = 0
    for value in _VALUES:
        if validate._plain(value, kind):
            passed += 1
            verdict, canonical = _full(value, kind)
            assert verdict == "ok" and canonical == value and repr(canonical) == repr(value), (kind, value)
            assert type(canonical) is type(value)
    assert passed > 0 or kind == tuple[()]  # every kind has values that take the fast path ... ()
    assert validate._plain((), tuple[()])


@pytest.mark.parametrize("value", [3, 0, -_M])
def test_a_whole_number_in_a_float_union_takes_the_option_that_fits_first(value: int) -> None:
    assert not validate._plain(value, float | int)  # the full check makes it a float: no fast path
    assert _full(value, float | int) == ("ok", float(value)) and type(_full(value, float | int)[1]) is float
    assert validate._plain(value, int | float) and _full(value, int | float) == ("ok", value)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), True, np.float64(0.5), 2 * float(_M), (1, 2.5)])
def test_values_the_fast_checks_refuse_still_get_the_full_checks_messages(value: Any) -> None:
    for kind in (float, float | None, tuple[float, ...], tuple[int, int]):
        assert not validate._plain(value, kind)
    assert _full(float("nan"), float | None) == ("refused", "S.f must be a finite number such as 1.5 or None, not nan")


@dataclass(frozen=True)
class Timed(Step):
    """A step with the annotations the fast checks cover: an optional float, texts and a fixed tuple."""

    seconds: float | None
    words: tuple[str, ...]
    counts: tuple[int, int, int, int]
    arg: str | tuple[int, ...] = ""

    def __str__(self) -> str:
        return f"timed {self.seconds} {self.words} {self.counts} {self.arg}"


def test_check_step_keeps_a_canonical_step_and_rebuilds_or_refuses_the_rest() -> None:
    for step in (Timed(1.5, ("a",), (1, 2, 3, 4)), Timed(None, (), (0, 0, 0, 0), (1, 2))):
        assert validate.check_step(step) is step
    rebuilt = validate.check_step(Timed(np.float64(2.0), ["a"], (np.int64(1), 2, 3, 4)))  # type: ignore[arg-type]
    assert rebuilt == Timed(2.0, ("a",), (1, 2, 3, 4)) and type(rebuilt.seconds) is float
    assert type(rebuilt.counts[0]) is int and type(rebuilt.words) is tuple
    inf = re.escape("Timed.seconds must be a finite number such as 1.5 or None, not inf")
    with pytest.raises(InvalidInput, match=inf):
        validate.check_step(Timed(float("inf"), (), (0, 0, 0, 0)))
    with pytest.raises(InvalidInput, match=re.escape("Timed.counts must be a tuple of 4 whole numbers")):
        validate.check_step(Timed(None, (), (0, 0, 0)))  # type: ignore[arg-type]


# A game whose rules keep their steps in tables (GameSpec.steps_in_tables; not Würfel-WG, which makes its paying
# actions for each position: too many to keep)
@pytest.mark.parametrize("name", [name for name in sorted(bugkit.GAMES) if bugkit.GAMES[name].steps_in_tables])
def test_the_steps_the_rules_list_are_known_to_the_gate(name: str) -> None:
    session = bugkit.start(name, players=3, seed=1)
    rng = np.random.default_rng(1)
    for _ in range(60):
        if session.state.is_over:
            break
        legal = session.state.legal_actions()
        assert all(_KNOWN.get(id(a), (None,))[0] is a for a in legal)
        session.act(legal[int(rng.integers(len(legal)))])
