"""Wanzen tanzen odds: exact DP against closed forms and brute force, the numpy table, simulation, the hint."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product

import numpy as np
import pytest

from bugkit import InvalidInput
from bugkit.core.dice import D6, roll_dist
from bugkit.wanzen_tanzen import (
    REPEAT,
    Keep,
    best_choices,
    default_deck,
    hint,
    p_complete,
    parse_task,
    simulate_turns,
    table,
)
from bugkit.wanzen_tanzen import components as comps
from bugkit.wanzen_tanzen.odds import exact_values, float_values, policy, simulate_turns_python, space


# -- closed forms ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("task", ["all even", "Alle ungerade"])
@pytest.mark.parametrize("r", [0, 1, 2, 3])
def test_all_even_with_r_repeats_is_one_minus_two_to_the_minus_r_plus_1(task: str, r: int) -> None:
    assert p_complete([task], r) == 1 - Fraction(1, 2 ** (r + 1))


def test_a_task_met_by_every_result_is_certain_and_an_impossible_one_has_chance_zero() -> None:
    assert p_complete(["sum >= 5"]) == 1
    assert p_complete(["sum >= 30"], 1) == p_complete(["1 1 1 1 1"], 1)  # five 6s is five 1s in a mirror
    assert p_complete(["large straight", "full house"], 2, n_dice=3) == 0


def test_five_ones_needs_every_die_to_show_one_so_chance_is_product_of_per_roll_chances() -> None:
    # each roll must show at least one 1 (and only 1s may be set aside): keep every 1 you see
    @cache
    def q(n: int) -> Fraction:
        if n == 0:
            return Fraction(1)
        return sum((Fraction(math_comb(n, k) * 5 ** (n - k), 6**n) * q(n - k) for k in range(1, n + 1)), Fraction(0))

    assert p_complete(["1 1 1 1 1"]) == q(5)


def math_comb(n: int, k: int) -> int:
    """Return n choose k."""
    from math import comb

    return comb(n, k)


def test_one_roll_of_five_dice_has_252_multisets_summing_to_one() -> None:
    dist = roll_dist(D6, 5)
    assert len(dist) == 252
    assert sum(dist.values()) == 1
    assert dist[(1, 2, 3, 4, 5)] == Fraction(120, 7776)


# -- brute force on small cases (ordered dice, index subsets: no multisets) ------------------------------------
def brute_force(tasks: list[comps.Task], n: int, repeats: int) -> Fraction:
    """Return the best chance by trying every ordered roll and every subset of dice indices."""

    @cache
    def value(kept: tuple[int, ...], r: int) -> Fraction:
        if len(kept) == n:
            return Fraction(int(any(t.met(kept) for t in tasks)))
        free = n - len(kept)
        total = Fraction(0)
        for roll in product(range(1, 7), repeat=free):
            best = value(kept, r - 1) if r else Fraction(0)
            for mask in range(1, 2**free):
                chosen = tuple(roll[i] for i in range(free) if mask >> i & 1)
                best = max(best, value(kept + chosen, r))
            total += best
        return total / 6**free

    return value((), repeats)


@pytest.mark.parametrize("names", [["three of a kind"], ["all even"], ["3 3"], ["1 2"], ["no 1s or 2s"],
                                   ["all 2s and/or 5s", "6 6"], ["sum >= 14"], ["small straight"]])
@pytest.mark.parametrize("r", [0, 1])
def test_exact_dp_agrees_with_brute_force_on_three_dice(names: list[str], r: int) -> None:
    tasks = [parse_task(x) for x in names]
    assert p_complete(names, r, n_dice=3) == brute_force(tasks, 3, r)


def test_exact_dp_agrees_with_brute_force_on_two_dice_with_two_repeats() -> None:
    for name in ("6 6", "all odd", "two pairs", "1 6"):
        assert p_complete([name], 2, n_dice=2) == brute_force([parse_task(name)], 2, 2)


# -- properties -------------------------------------------------------------------------------------------------
def test_more_repeats_never_hurt_and_more_tasks_never_hurt() -> None:
    for kind in comps.KINDS:
        values = list(float_values((parse_task(kind),), 3)[:, 0])
        assert values == sorted(values)
        assert values[0] < values[3]
    assert p_complete(["full house", "four of a kind"]) >= max(p_complete(["full house"]),
                                                               p_complete(["four of a kind"]))


def test_german_and_english_names_give_the_same_chance() -> None:
    assert p_complete(["Große Straße"], 1) == p_complete(["large straight"], 1)
    assert p_complete(["Doppelpasch", "3 3 6"]) == p_complete(["3 6 3", "two pairs"])
    with pytest.raises(InvalidInput):
        p_complete(["pair"])
    with pytest.raises(InvalidInput):
        p_complete(["three of a kind"], -1)
    with pytest.raises(InvalidInput):
        p_complete([])


# -- the numpy table --------------------------------------------------------------------------------------------
def test_numpy_table_agrees_with_the_exact_values_for_every_task_kind_and_card() -> None:
    t = table(repeats=3)
    assert t.values.shape == (len(comps.KINDS) + 28, 4)
    for i, kind in enumerate(comps.KINDS):
        for r in (0, 3):
            assert t.values[i, r] == pytest.approx(float(p_complete([kind], r)), abs=1e-12)
    for j, card in enumerate(default_deck()):
        if j % 5 == 0:
            assert t.values[len(comps.KINDS) + j, 1] == pytest.approx(float(p_complete(list(card.tasks), 1)), abs=1e-12)
    assert t.rows()[0][0] == "three of a kind"
    assert table(1, lang="de").rows()[0][0] == "Drilling"


def test_float_values_agree_with_exact_values_everywhere() -> None:
    tasks = (parse_task("full house"),)
    exact = exact_values(tasks, 2)
    floats = float_values(tasks, 2)
    assert np.allclose(floats, np.array(exact, dtype=float), atol=1e-12)


# -- simulation -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("names", "r"), [(["large straight"], 1), (["full house", "Kleine Straße", "1 1"], 0),
                                          (["all 2s and/or 5s"], 3)])
def test_simulated_turns_under_the_optimal_policy_agree_with_the_exact_chance(names: list[str], r: int) -> None:
    est = simulate_turns(names, r, n=100_000, rng=np.random.default_rng(12))
    assert est.agrees(p_complete(names, r))


def test_plain_python_simulation_agrees_too() -> None:
    est = simulate_turns_python(["three of a kind"], 1, n=20_000, seed=3)
    assert est.agrees(p_complete(["three of a kind"], 1))


def test_a_worse_policy_simulates_to_a_lower_chance() -> None:
    tasks = ["large straight"]
    sp = space()
    greedy = policy(np.asarray(float_values((parse_task("large straight"),), 0))[:, :, None])
    keep_all = greedy.copy()
    for m in range(5):  # always set aside every die just rolled
        kept, roll, _, _ = sp.pairs[m]
        keep_all[0, sp.offset[m]:sp.offset[m] + len(kept)] = [
            sp.index[tuple(sorted(sp.multisets[k] + sp.multisets[x]))] for k, x in zip(kept, roll, strict=True)]
    est = simulate_turns(tasks, 0, n=50_000, rng=1, plan=keep_all)
    assert est.agrees(Fraction(240, 7776))  # one roll only: 1-2-3-4-5 or 2-3-4-5-6
    assert est.value < float(p_complete(tasks)) - 0.2


# -- the hint ---------------------------------------------------------------------------------------------------
def test_best_hint_after_each_first_roll_averages_to_p_complete() -> None:
    names = ["full house"]
    total = Fraction(0)
    for roll, p in roll_dist(D6, 5).items():
        total += p * hint(names, (), roll, repeats=1, exact=True)[0].chance
    assert total == p_complete(names, 1)


def test_hint_lists_every_set_aside_choice_and_the_repeat_with_its_chance() -> None:
    choices = hint(["large straight"], (), (6, 6, 6, 6, 6), repeats=1, exact=True)
    assert {str(c.action) for c in choices} == {"keep 6", "keep 6 6", "keep 6 6 6", "keep 6 6 6 6", "keep 6 6 6 6 6",
                                           "repeat"}
    assert choices[0].action == REPEAT
    assert choices[0].chance == p_complete(["large straight"], 0)
    assert [c.action for c in hint(["large straight"], (), (6, 6, 6, 6, 6), repeats=0)][-1] == Keep((6,) * 5)


def test_hint_for_a_large_straight_says_set_aside_just_one_die() -> None:
    best = best_choices(["large straight"], (), (1, 2, 3, 4, 6), repeats=0)
    assert {c.action for c in best} == {Keep((2,)), Keep((3,)), Keep((4,))}
    keep_four = next(c for c in hint(["large straight"], (), (1, 2, 3, 4, 6), exact=True)
                     if c.action == Keep((1, 2, 3, 4)))
    assert keep_four.chance == Fraction(1, 6)
    assert best[0].chance > keep_four.chance


def test_hint_rejects_impossible_positions() -> None:
    with pytest.raises(InvalidInput):
        hint(["full house"], (3, 3), (1, 2))
    with pytest.raises(InvalidInput):
        hint(["full house"], (), (0, 1, 2, 3, 4))


def test_every_multiset_position_is_reached() -> None:
    sp = space()
    assert len(sp.multisets) == sum(len(list(combinations_with_replacement(range(6), k))) for k in range(6)) == 462


def test_space_and_hits_check_their_arguments_before_the_cache() -> None:
    # the lessons call both: a numpy whole number is a number of dice, anything else is refused with InvalidInput
    from bugkit.wanzen_tanzen.odds import hits, parse_tasks

    assert space(np.int64(3)) is space(3)
    for bad in (0, 6, [5], np.array([5]), None, 2.0):
        with pytest.raises(InvalidInput, match="number of dice"):
            space(bad)  # type: ignore[arg-type]
    tasks, counts = parse_tasks("large straight"), space().counts
    assert (hits(list(tasks), counts) == hits(tasks, counts)).all()  # a list of tasks works too
    assert hits(tasks, counts[space().full]).sum() == 2  # 1-5 and 2-6 among the multisets of 5 dice
    for bad_tasks in (None, "large straight", ["large straight"], [object()]):
        with pytest.raises(InvalidInput, match="tasks"):
            hits(bad_tasks, counts)  # type: ignore[arg-type]
    for bad_counts in (None, counts.astype(float), counts[:, :5], counts.ravel(), counts - 1, [[0] * 6]):
        with pytest.raises(InvalidInput, match="counts"):
            hits(tasks, bad_counts)  # type: ignore[arg-type]
