"""Lesson 23 (Voll verasselt): threshold tables from bugkit's turn model, the exercises' answers, the shown texts."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import language_problems
from bugkit.lessons import voll_verasselt as vv
from bugkit.ui.lesson import figure_alt
from bugkit.voll_verasselt import p_bugged_up, turn_value
from bugkit.voll_verasselt.components import COLOURS, DIE_FACES

EX = {e.id: e for e in vv.EXERCISES}


@pytest.mark.parametrize("hub", [(2, 2, 2, 2), (3, 3, 2, 2), (2, 1, 1, 0), (4, 0, 0, 1)])
def test_threshold_values_are_turn_value(hub: tuple[int, int, int, int]) -> None:
    values, busts = vv.threshold_values(hub)
    for n in (1, 2, 3, 5, 8):
        exact = turn_value(hub, stop_at=n)
        assert values[n - 1] == pytest.approx(float(exact.expected), abs=1e-12)
        assert busts[n - 1] == pytest.approx(float(exact.p_bugged_up), abs=1e-12)


def test_the_best_threshold_moves_with_the_hub() -> None:
    # issue 14: "stop after 4 cards" holds for a 12-card hub only; 3 for the 10-card start hub, 2 for 8 cards
    assert [vv.best_threshold(vv.hub_of(n)) for n in (8, 10, 12)] == [2, 3, 4]
    rows = vv.table_rows()
    assert [(size, best) for size, _, best, _ in rows] == [(8, 2), (10, 3), (12, 4)]
    for _, hub, best, values in rows:
        assert values[best - 1] == max(values)
        assert float(turn_value(hub, stop_at=best).expected) == pytest.approx(max(values), abs=1e-12)


def test_hubs_spread_their_cards_evenly() -> None:
    assert vv.hub_of(10) == vv.START_HUB == (3, 3, 2, 2)
    for n in range(vv.HUB_MIN_SIZE, vv.HUB_MAX_SIZE + 1):
        hub = vv.hub_of(n)
        assert sum(hub) == n and max(hub) - min(hub) <= 1


def test_inputs_are_bounded() -> None:
    for bad in (-1, 10_000, 2.5, True):
        with pytest.raises(InvalidInput):
            vv.hub_of(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        vv.threshold_values((1, -1, 0, 0))
    sample = vv.sample_bug_ups(vv.START_HUB, 3)
    for n in (0, -5, 10**9, 2.5):
        with pytest.raises(InvalidInput):
            sample(np.random.default_rng(1), n)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        vv.explore_draw("en")(99)


def _brute_bug_up(group: dict[str, int], n: int) -> Fraction:
    rolls = list(product(DIE_FACES, repeat=n))
    bad = sum(any(r.count(c) > group.get(c, 0) for c in COLOURS) for r in rolls)
    return Fraction(bad, len(rolls))


def _group_from(text: str) -> dict[str, int]:
    return {colour: int(n) for n, colour in re.findall(r"(\d+) (blue|red|yellow|green) cards?", text)}


def test_safe_faces_solution_says_both_for_two_dice() -> None:
    """The solution says "Both dice" / "Beide Würfel müssen sicher sein" for two dice and "All 3 dice" / "Alle 3
    Würfel" for three (the German said "Alle Würfel" for two, as lesson 22's exercise 1 did)."""
    seen = set()
    for seed in range(1, 31):
        question, en = (str(EX["vv-safe-faces"].instance(seed, "en")[key]) for key in ("question", "solution"))
        n = int(re.search(r"You roll (\d) dice", question).group(1))  # type: ignore[union-attr]
        de = str(EX["vv-safe-faces"].instance(seed, "de")["solution"])
        assert (". Both dice must be safe: " if n == 2 else f". All {n} dice must be safe: ") in en, en
        assert (". Beide Würfel müssen sicher sein: " if n == 2 else f". Alle {n} Würfel müssen sicher sein: ") in de
        seen.add(n)
    assert seen == {2, 3}


@pytest.mark.parametrize("ex_id", ["vv-one-die", "vv-two-dice", "vv-safe-faces", "vv-bug-up-complement"])
def test_bug_up_answers_by_listing_every_roll(ex_id: str) -> None:
    for seed in range(1, 16):
        inst = EX[ex_id].instance(seed, "en")
        question = str(inst["question"])
        group = _group_from(question)
        found = re.search(r"You roll (\d|one single die|two dice)", question)
        assert found
        n = {"one single die": 1, "two dice": 2}.get(found.group(1)) or int(found.group(1))
        p = _brute_bug_up(group, n)
        assert inst["answer"] == (1 - p if "NOT" in question else p), question


def test_expected_catch_and_the_decision() -> None:
    seen = set()
    for seed in range(1, 41):
        inst = EX["vv-roll-on"].instance(seed, "en")
        catch, risk, gain = re.search(r"caught (\d+) cards.*chance (\d+/\d+); otherwise it brings (\d+)",
                                      str(inst["question"])).groups()  # type: ignore[union-attr]
        value = (1 - Fraction(risk)) * (int(catch) + int(gain))
        assert value != int(catch)
        assert inst["answer"] == ("roll" if value > int(catch) else "stop")
        assert EX["vv-expected"].instance(seed, "en")["answer"] == value  # same numbers for the same seed
        seen.add(inst["answer"])
    assert seen == {"roll", "stop"}


def test_the_pair_table_counts_the_bad_pairs() -> None:
    for group in ({"blue": 1, "red": 1}, {"yellow": 2}, dict.fromkeys(COLOURS, 1)):
        grid = vv.two_dice_grid(group)
        assert Fraction(sum(map(sum, grid)), 36) == p_bugged_up(group, [], 2) == _brute_bug_up(group, 2)
    assert "**22 of the 36**" in vv.pair_table({"blue": 1, "red": 1}, "en").text


def test_a2_the_exercises_and_the_pair_table_count_with_the_die_of_the_data_file(
        monkeypatch: pytest.MonkeyPatch) -> None:
    die = ("blue", "red", "yellow", "green", "bars")  # a teacher's correction: one bars face, 5 faces
    monkeypatch.setattr(vv.comp, "DIE_FACES", die)  # what components reads from data/components.json
    for ex_id in ("vv-one-die", "vv-two-dice", "vv-safe-faces", "vv-bug-up-complement"):
        for seed in range(1, 11):
            inst = EX[ex_id].instance(seed, "en")
            question = str(inst["question"])
            found = re.search(r"You roll (\d|one single die|two dice)", question)
            assert found
            n = {"one single die": 1, "two dice": 2}.get(found.group(1)) or int(found.group(1))
            rolls = list(product(die, repeat=n))
            group = _group_from(question)
            p = Fraction(sum(any(r.count(c) > group.get(c, 0) for c in COLOURS) for r in rolls), len(rolls))
            assert inst["answer"] == (1 - p if "NOT" in question else p), question
    assert "**18 of the 25** pairs bug up: 18/25" in vv.pair_table({"blue": 1, "red": 1}, "en").text  # 25 - 3 * 3 + 2


def test_sampled_bug_ups_agree_with_the_exact_chance() -> None:
    sample = vv.sample_bug_ups(vv.START_HUB, 3)
    hits = sample(np.random.default_rng(3), 20_000)
    assert hits.dtype == bool and hits.shape == (20_000,)
    p = float(turn_value(vv.START_HUB, stop_at=3).p_bugged_up)
    assert abs(hits.mean() - p) <= 4 * (p * (1 - p) / hits.size) ** 0.5


def test_german_texts_read_german() -> None:
    import matplotlib

    matplotlib.use("Agg")
    texts = [vv.pair_table({"blue": 1, "red": 1}, "de"), vv.start_hub_text("de"),
             vv.expected_example(4, Fraction(1, 4), 2, "de"), vv.threshold_table("de"), vv.best_rules_text("de"),
             vv.threshold_sentence(9, "de"), vv.explore_draw("de")(13)[1], vv.simulation_check(8, 2, 1000, 1, "de")]
    for text in texts:
        plain = re.sub(r"<[^>]*>", " ", str(text))
        assert language_problems(plain, "de") == [], plain


def test_explore_redraws_the_largest_hub() -> None:
    import matplotlib

    matplotlib.use("Agg")
    draw = vv.explore_draw("en")
    draw(5)
    fig, text = draw(vv.HUB_MAX_SIZE)  # its speed (target 0.5 s): benchmarks/bench_widgets.py
    assert f"Hub of {vv.HUB_MAX_SIZE} cards" in text
    assert str(vv.HUB_MAX_SIZE) in figure_alt(fig)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_risk_chart_alt_names_both_series_and_each_bar_by_its_group_size(lang: str) -> None:
    """Its text alternative read "4: 89 %, 8: 37 %, ..., 4: 50 %, ..." without saying which dice; each series now comes
    under its legend label, and its bars under the group sizes the chart writes (not the bars' places 0, 1, 2, ...)."""
    import matplotlib.pyplot as plt

    fig = vv.risk_figure(lang)
    alt = figure_alt(fig)
    names = fig.axes[0].get_legend_handles_labels()[1]
    plt.close(fig)
    assert len(names) == 2
    sizes = [size for size, _, _ in vv.risk_rows()]
    for name in names:
        assert re.search(re.escape(f"{name}: ") + ", ".join(f"{size}: [^;]+?" for size in sizes), alt), alt


def test_expected_catch_accepts_mixed_numbers_and_decimals() -> None:
    checked = 0
    for seed in range(1, 61):
        answer = Fraction(EX["vv-expected"].instance(seed, "en")["answer"])
        if answer.denominator == 2 and answer > 1:
            whole = answer.numerator // 2
            for typed in (f"{whole} 1/2", f"{whole}.5", f"{whole},5", f"{answer.numerator}/2"):
                assert EX["vv-expected"].check(typed, seed), typed
            assert not EX["vv-expected"].check(f"{whole}", seed)
            checked += 1
    assert checked, "no seed gave a half: widen the range"


def test_the_best_rule_table_bolds_every_value_that_reads_as_the_best() -> None:
    """Lesson 23's table of rules: with 8 cards N = 1 and N = 2 both read 2.66 (2.656 and 2.663); only N = 2 was
    bold, so a child saw two equal numbers and one called the best. Every shown value equal to the best's is bold."""
    for lang in ("en", "de"):
        for line in str(vv.threshold_table(lang)).splitlines()[2:]:
            cells = [c.strip() for c in line.strip("|").split("|")][1:-1]
            bold = {c.strip("*") for c in cells if c.startswith("**")}
            assert len(bold) == 1 and all(c.strip("*") not in bold or c.startswith("**") for c in cells), line
    eight = str(vv.threshold_table("en")).splitlines()[2]
    assert eight.count("**2.66**") == 2, eight


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_empty_hub_is_a_tie_of_every_rule_not_a_division_by_zero(lang: str) -> None:
    """A hub of 0 cards (hub_of(0), "no card at all") brings nothing under every rule: near_best divided by that
    nothing (a ZeroDivisionError from threshold_sentence, threshold_figure and near_tie_text)."""
    import matplotlib.pyplot as plt

    empty = vv.hub_of(0)
    assert vv.near_best(empty) == (list(range(1, vv.MAX_STOP + 1)), 0.0)
    assert vv.near_tie_text(0, lang) and vv.threshold_sentence(0, lang).startswith(("Hub of 0", "Asseltreff mit 0"))
    plt.close(vv.threshold_figure(0, lang))
