"""Lesson 22 (Wanzen tanzen): the exercise module's answers, the bug-cost solver and the lesson's shown texts."""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, pairwise

import numpy as np
import pytest

from bugkit.core.dice import D6, roll_dist
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import language_problems
from bugkit.lessons import wanzen_tanzen as wt
from bugkit.ui.lesson import figure_alt
from bugkit.wanzen_tanzen import Keep, default_deck, hint, p_complete, parse_task
from bugkit.wanzen_tanzen.rules import sub_multisets

EX = {e.id: e for e in wt.EXERCISES}


def _instance_where(ex_id: str, *words: str) -> tuple[int, dict[str, object]]:
    for seed in range(1, 501):
        inst = EX[ex_id].instance(seed, "en")
        if all(w in str(inst["question"]) for w in words):
            return seed, inst
    raise AssertionError(f"no seed of {ex_id} asks about {words}")


def test_points_are_the_difference_of_the_shown_rounded_values() -> None:
    # issue 14: full house 36.0% -> 52.3% is 16.3 points (the unrounded difference rounds to 16.4)
    seed, inst = _instance_where("wt-points", "full house", "36.0%", "1 repeat:", "52.3%")
    assert inst["answer"] == Fraction(163, 10)
    assert round((p_complete(["full house"], 1) - p_complete(["full house"], 0)) * 1000) == 164
    ex = EX["wt-points"]
    for typed in ("16.3", "16.3 %", "16,3", "16,3 %"):
        assert ex.check(typed, seed), typed
    for typed in ("16.4", "0.163", "163"):
        assert not ex.check(typed, seed), typed


def test_one_roll_answers_are_the_share_of_all_rolls() -> None:
    faces = {"an even number": 3, "an odd number": 3, "no 1 and no 2": 4, "a 2 or a 5": 2}
    for seed in range(1, 31):
        inst = EX["wt-one-roll"].instance(seed, "en")
        n = int(re.search(r"You roll (\d) dice", str(inst["question"])).group(1))  # type: ignore[union-attr]
        k = next(v for words, v in faces.items() if words in str(inst["question"]))
        assert inst["answer"] == Fraction(k, 6) ** n


def test_one_roll_solution_says_both_for_two_dice() -> None:
    """The solution multiplies "Both dice" / "Beide Würfel" for two dice and "All 3 dice" / "Alle 3 Würfel" for
    three: it said "All 2 dice" / "Alle 2 Würfel"."""
    seen = set()
    for seed in range(1, 31):
        question, en = (str(EX["wt-one-roll"].instance(seed, "en")[key]) for key in ("question", "solution"))
        n = int(re.search(r"You roll (\d) dice", question).group(1))  # type: ignore[union-attr]
        de = str(EX["wt-one-roll"].instance(seed, "de")["solution"])
        assert (". Both dice: " if n == 2 else f". All {n} dice: ") in en, en
        assert (". Beide Würfel: " if n == 2 else f". Alle {n} Würfel: ") in de, de
        seen.add(n)
    assert seen == {2, 3}


def test_tiny_tree_answers_by_the_path_rule() -> None:
    for seed in range(1, 31):
        inst = EX["wt-tiny-tree"].instance(seed, "en")
        a, b = map(int, re.search(r'task "(\d) (\d)"', str(inst["question"])).groups())  # type: ignore[union-attr]
        both, one = (Fraction(1, 36), Fraction(10, 36)) if a == b else (Fraction(2, 36), Fraction(18, 36))
        assert inst["answer"] == both + one * Fraction(1, 6) == p_complete([f"{a} {b}"], n_dice=2)


def test_tiny_tree_hint_names_the_rolls_it_counts() -> None:
    """The hint's middle branch for "3 4" read "only a 3 or only a 4 (18/36)": a child counts "exactly one" and
    finds 16, but the 18 rolls hold 3 3 and 4 4 too. The words name them; for "3 3" it stays "exactly one 3"."""
    seen = set()
    for seed in range(1, 41):
        en, de = (EX["wt-tiny-tree"].instance(seed, lang) for lang in ("en", "de"))
        a, b = map(int, re.search(r'task "(\d) (\d)"', str(en["question"])).groups())  # type: ignore[union-attr]
        rolls = [(x, y) for x in range(1, 7) for y in range(1, 7)]
        if a == b:
            middle = [r for r in rolls if r.count(a) == 1]
            words = (f"exactly one {a} ({len(middle)}/36)", f"genau eine {a} ({len(middle)}/36)")
        else:  # a useful die to keep, but not both numbers at once
            middle = [r for r in rolls if {a, b} & set(r) and sorted(r) != [a, b]]
            words = (f"but not both, {a} {a} and {b} {b} too ({len(middle)}/36)",
                     f"aber nicht beide, auch {a} {a} und {b} {b} ({len(middle)}/36)")
            assert f"only a {a}" not in str(en["hint"]) and f"nur eine {a}" not in str(de["hint"])
        assert words[0] in str(en["hint"]) and words[1] in str(de["hint"]), (en["hint"], de["hint"])
        seen.add(a == b)
    assert seen == {True, False}


def test_keep_four_compares_the_last_die_with_the_best_of_fewer_dice() -> None:
    answers = set()
    for seed in range(1, 41):
        inst = EX["wt-keep-four"].instance(seed, "en")
        roll = tuple(map(int, re.search(r"roll ([\d ]+)\.", str(inst["question"])).group(1).split()))  # type: ignore[union-attr]
        four = sorted(roll[:4])
        good = sum(1 for x in range(1, 7) if sorted([*four, x]) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]))
        fewer = max(c.chance for c in hint(["large straight"], rolled=roll, exact=True)
                    if isinstance(c.action, Keep) and len(c.action.values) < 4)
        assert inst["answer"] == ("four" if Fraction(good, 6) > fewer else "fewer")
        answers.add(inst["answer"])
    assert answers == {"four", "fewer"}, "the misconception exercise must go both ways"


def test_repeats_even_is_one_minus_the_failures() -> None:
    for seed in range(1, 21):
        inst = EX["wt-repeats-even"].instance(seed, "en")
        r = int(re.search(r"with (\d) repeat", str(inst["question"])).group(1))  # type: ignore[union-attr]
        assert inst["answer"] == 1 - Fraction(1, 2) ** (r + 1)


def _points_by_recursion(task: str, repeats: int, cost: float, win: float = 3.0) -> float:
    """Independent check of bug_value: the best expected points, by a plain recursion over multisets."""
    met = parse_task(task).met

    @cache
    def value(kept: tuple[int, ...], left: int) -> float:
        if len(kept) == 5:
            return win if met(kept) else -2 * cost
        total = 0.0
        for roll in combinations_with_replacement(range(1, 7), 5 - len(kept)):
            best = max(value(tuple(sorted(kept + s)), left) for s in sub_multisets(roll))
            if left:
                best = max(best, value(kept, left - 1) - cost)
            total += float(roll_dist(D6, len(roll))[roll]) * best
        return total

    return value((), repeats)


@pytest.mark.parametrize(("task", "cost"), [("large straight", 0.5), ("full house", 1.0), ("all even", 0.25)])
def test_bug_value_is_the_best_expected_points(task: str, cost: float) -> None:
    plays = wt.bug_value(task, 1, cost)
    for r in (0, 1):
        assert plays[r].points == pytest.approx(_points_by_recursion(task, r, cost), abs=1e-9)


def test_bug_value_at_cost_zero_is_the_chance_of_p_complete() -> None:
    plays = wt.bug_value("large straight", 3, 0.0)
    for r, play in enumerate(plays):
        assert play.chance == pytest.approx(float(p_complete(["large straight"], r)), abs=1e-12)
        assert play.points == pytest.approx(3 * play.chance)
    assert plays[0].repeat_bugs == 0


@pytest.mark.parametrize("cost", [0.0, 0.5, 1.0, 2.0])
def test_paying_attention_to_the_cost_never_loses_points(cost: float) -> None:
    smart, eager = wt.bug_value("full house", 4, cost), wt.chance_play("full house", 4, cost)
    for s, e in zip(smart, eager, strict=True):
        assert s.points >= e.points - 1e-9
        assert s.chance <= e.chance + 1e-9
    assert all(b.points >= a.points - 1e-9 for a, b in pairwise(smart))


def test_bug_value_bounds_its_inputs() -> None:
    for bad in ((21, 0.5), (-1, 0.5), (1, float("nan")), (1, -0.5)):
        with pytest.raises(InvalidInput):
            wt.bug_value("large straight", *bad)


def test_sampled_turns_agree_with_the_exact_chance() -> None:
    sample = wt.sample_turns("large straight")
    hits = sample(np.random.default_rng(7), 20_000)
    assert hits.dtype == bool and hits.shape == (20_000,)
    p = float(p_complete(["large straight"]))
    assert abs(hits.mean() - p) <= 4 * (p * (1 - p) / hits.size) ** 0.5


def _plain(text: object) -> str:
    return re.sub(r"<[^>]*>", " ", str(text))


def test_german_texts_read_german() -> None:
    import matplotlib

    matplotlib.use("Agg")
    texts = [wt.one_roll_text(Fraction(240, 7776), 7776, "de"), wt.tiny_text("de"),
             wt.turn_text(p_complete(["large straight"]), Fraction(240, 7776), "de"),
             wt.hint_text((1, 2, 3, 4, 6), "de", also=((2, 3, 4),)), wt.repeats_table("full house", 3, "de"),
             wt.multiset_text("de"),
             wt.odds_table("de"), wt.explore_draw("de")("full house", 1, 1.0)[1],
             wt.explore_draw("de")("all even", 3, 0.25)[1]]
    for text in texts:
        assert language_problems(_plain(text), "de", allow=("Full", "House")) == [], text


def test_explore_redraws_for_another_task() -> None:
    import matplotlib

    matplotlib.use("Agg")
    draw = wt.explore_draw("en")
    draw("small straight", 5, 1.75)
    fig, text = draw("four of a kind", 5, 0.75)  # its speed (target 0.5 s): benchmarks/bench_widgets.py
    assert "up to 5 repeats" in text and "0.75 points" in text
    assert "Points per turn on average" in figure_alt(fig)


def test_the_reveal_table_shows_every_choice_the_guess_offered() -> None:
    """Lesson 22's guess offers 1 2 3 4, 2 3 4 and one die: each child finds its own choice in the reveal, with its
    exact chance, however it ranks (2 3 4 is not among the best four)."""
    table = wt.hint_text((1, 2, 3, 4, 6), "en", also=((1, 2, 3, 4), (2, 3, 4))).text
    rows = {line.split("|")[1].strip(): line.split("|")[2].strip() for line in table.splitlines()[2:]}
    best = hint(["large straight"], rolled=(1, 2, 3, 4, 6), exact=True)
    assert "2 3 4" not in wt.hint_text((1, 2, 3, 4, 6), "en").text  # not among the best four by itself
    chance = next(c.chance for c in best if isinstance(c.action, Keep) and c.action.values == (2, 3, 4))
    assert rows["2 3 4"] == wt._p(chance, "en") and "1 2 3 4" in rows and len(rows) == 6
    with pytest.raises(InvalidInput):
        wt.hint_text((1, 2, 3, 4, 6), "en", also=[(2, 3, 4)])  # type: ignore[arg-type]


def test_break_even_cost_makes_repeating_and_keeping_a_six_worth_the_same() -> None:
    """The going-further line (it waits for the reveal of section 2's guess, so nbval no longer sees it): repeating
    6 6 6 6 6 is a fresh turn without repeats (section 2's answer), keeping a 6 is worse, and at the break-even bug
    cost both choices bring the same expected points (W = 3; repeat costs a bug, failing costs 2)."""
    p_r, p_k, c = wt.break_even()
    assert p_r == p_complete(["large straight"], repeats=0) and 0 < p_k < p_r
    assert p_r * 3 - (1 - p_r) * 2 * c - c == p_k * 3 - (1 - p_k) * 2 * c
    assert 0 < c < 3


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_table_of_every_task_lists_the_tasks_on_the_shipped_cards(lang: str) -> None:
    """The going-further table listed "Fullhouse / Fünfling" (full house or five of a kind) beside "Full House",
    a task no card of the shipped deck shows (a custom deck may name it): it lists the named tasks (no numbers, no
    sums) that the shipped deck's cards show, each once."""
    rows = [line.split("|")[1].strip() for line in wt.odds_table(lang).text.splitlines()[2:]]
    on_cards = {task.name(lang) for card in default_deck() for task in card.tasks
                if task.kind not in ("numbers", "sum")}
    assert sorted(rows) == sorted(on_cards)
    assert parse_task("Fullhouse / Fünfling").name(lang) not in rows
