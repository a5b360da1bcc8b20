"""Lessons 24, 25 and 31 (issue 14): the helpers behind the notebooks give the numbers the games give, checked by
counting, by enumeration, against the game engines and against simulation (4 standard errors, fixed seeds)."""

from __future__ import annotations

import ast
import importlib
import math
import re
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import jupytext
import numpy as np
import pytest
from gametools import first_in_fast_lane

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import fmt_num, fmt_pct
from bugkit.kakerlakentanz import p_must_rename_at, p_two_taboos_at
from bugkit.kakerlakentanz.bots import EasyCockroach, HardCockroach
from bugkit.lessons import kakerlakentanz as k24
from bugkit.lessons import luck_or_skill as l31
from bugkit.lessons import voll_verasselt as v23
from bugkit.lessons import wanzen_tanzen as w22
from bugkit.lessons import wuerfel_wg as w25
from bugkit.matches import WinShare, wilson
from bugkit.ui.lesson import figure_alt

F = Fraction


def within_4se(hits: int, n: int, p: float) -> bool:
    """Return True if hits/n is within 4 standard errors of p."""
    return abs(hits / n - p) <= 4 * math.sqrt(p * (1 - p) / n) + 1e-12


# -- lesson 24 -------------------------------------------------------------------------------------------------
def test_tree_recipe_matches_the_markov_chain() -> None:
    assert k24.forbidden_at_card2(4) == p_must_rename_at(2, "children") == F(1, 4)
    assert k24.forbidden_at_card3(4) == p_must_rename_at(3, "children") == F(5, 16)


@pytest.mark.parametrize("dances", [3, 4, 6])
def test_tree_paths_add_up_to_one_and_the_ticked_ones_to_the_answer(dances: int) -> None:
    leaves: list[tuple[str, Fraction]] = []

    def walk(branches: list, path: Fraction) -> None:
        for label, p, children in branches:
            if children:
                walk(children, path * p)
            else:
                leaves.append((label, path * p))

    walk(k24.card3_tree("de", dances), F(1))
    assert sum(p for _, p in leaves) == 1
    assert sum(p for label, p in leaves if label.endswith("✔")) == k24.forbidden_at_card3(dances)


def test_card3_sample_agrees_with_the_exact_chance() -> None:
    hits = k24.sample_card3(np.random.default_rng(5), 20_000)
    assert within_4se(int(hits.sum()), hits.size, float(F(5, 16)))


@pytest.mark.parametrize("seed", range(1, 7))
def test_kakerlakentanz_exercise_answers_by_hand(seed: int) -> None:
    ex = {e.id: e for e in k24.EXERCISES}
    rng = np.random.default_rng
    count = ex["k24-count"].make(rng(seed))
    assert count["answer"] == F(count["n"], 4 * (count["n"] + count["t"]))
    taboo = ex["k24-two-taboos"].make(rng(seed))
    assert taboo["answer"] == F(taboo["t"], taboo["n"] + taboo["t"]) ** 2
    tree = ex["k24-tree"].make(rng(seed))
    d = tree["d"]
    assert d != 4 and tree["answer"] == F(1, d) + F(1, d * d)
    dances = ex["k24-dances"].make(rng(seed))
    assert dances["d"] != 4 and dances["answer"] == F(1, dances["d"])
    mistakes = ex["k24-no-mistake"].make(rng(seed))
    assert mistakes["answer"] == F(mistakes["m"] - 1, mistakes["m"]) ** mistakes["k"]
    assert ex["k24-first-card"].instance(seed)["answer"] == "never"


def test_two_taboo_exercise_uses_the_engine_for_the_real_box() -> None:
    assert p_two_taboos_at(3) == F(4, 32) ** 2


def test_german_tables_write_decimal_commas() -> None:
    for text in (k24.box_table("de"), k24.later_table("de"), w25.chances_html("de"), w25.hand_example_html("de")):
        assert "%" in text
        assert not any(c == "." and text[i - 1].isdigit() and text[i + 1].isdigit() for i, c in enumerate(text))


def test_game_length_picture_grows_with_mistakes() -> None:
    assert k24.game_length(0, 8) == 15  # 2 players with 8 cards: the first one lays his last card at card 15
    assert k24.game_length(10, 8) > k24.game_length(5, 8) > k24.game_length(0, 8)


def test_game_length_picture_reads_out_its_bars_lengths() -> None:
    """Its bars lie across (``barh``): the text alternative says each bar's name and length as the chart labels it
    (it read their thickness: "0, 0", with no names)."""
    for lang, names in (("en", ("no mistakes", "5 wrong in 100 moves")),
                        ("de", ("keine Fehler", "5 Fehler in 100 Zügen"))):
        alt = figure_alt(k24.game_length_figure(5, 64, lang))
        for name, rate in zip(names, (0, 5), strict=True):
            assert f"{name}: {fmt_num(k24.game_length(rate, 64), lang, 0)}" in alt, alt


# -- lesson 25 -------------------------------------------------------------------------------------------------
def test_setups_come_from_the_engine_and_differ_as_the_rules_say() -> None:
    start, couch, fridge, both = (w25.setup(n) for n in w25.SETUP_NAMES)
    assert couch[1] > start[1] and couch[2] == start[2]
    assert fridge[2] > start[2] and fridge[1] == start[1]
    assert both == (start[0], couch[1], fridge[2])


def test_worked_example_is_the_opposite_event() -> None:
    assert w25.at_least_one((4, 4), 2, w25.setup("start")[1]) == 1 - F(5, 6) ** 2


def test_two_dice_sums_by_enumeration() -> None:
    sums = w25.two_dice_sums()
    assert sum(sums.values()) == 36 and sums[10] == 1 and max(sums.values()) == 6


@pytest.mark.parametrize("seed", range(1, 9))
def test_wuerfel_wg_exercise_answers_by_hand(seed: int) -> None:
    ex = {e.id: e for e in w25.EXERCISES}
    rng = np.random.default_rng
    reroll = ex["w25-reroll"].make(rng(seed))
    assert reroll["answer"] == 1 - F(5, 6) ** reroll["m"]
    pair = ex["w25-pair"].make(rng(seed))
    n, v = pair["n"], pair["v"]
    ways = sum(1 for roll in product(range(6), repeat=n) if roll.count(v) >= 2)
    assert pair["answer"] == F(ways, 6**n) and pair["ways"] == ways
    face = ex["w25-face"].make(rng(seed))
    assert face["answer"] == F(sum(1 for f in range(6) if f >= face["k"]), 6)
    points = ex["w25-points"].instance(seed)
    assert ex["w25-points"].check(str(float(points["answer"])), seed)
    couch = ex["w25-couch"].make(rng(seed))
    assert couch["answer"] in ("yes", "no")


def test_the_couch_does_not_help_three_fours_with_the_start_dice() -> None:
    assert w25.couch_helps("4 4 4") == "no"
    assert w25.couch_helps("XX YY") in ("little", "lot")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_couch_reveal_names_every_to_do_the_couch_helps(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """After the couch guess the page says where the couch helps; it named "sums, two pairs, four of a kind" and left
    out "a pair and two 2s" (6.4% -> 8.8%), the to-do a level-3 exercise asks about. It names each to-do whose
    chance the couch raises and no other, in the page's language."""
    import matplotlib.pyplot as plt

    cells = [c.source for c in _cells("wuerfel_wg", lang) if c.cell_type == "code"]
    namespace: dict[str, Any] = {}
    for cell in cells[:2]:  # the page's imports, LANG and pyplot
        exec(cell, namespace)
    exec(next(c for c in cells if "def reveal_couch" in c), namespace)
    said = re.sub(r"<[^>]+>", "", namespace["reveal_couch"]())
    plt.close("all")
    capsys.readouterr()  # what display() printed outside a kernel
    helped = {t for t in w25.TODOS if w25.couch_helps(t) != "no"}
    assert helped and helped != set(w25.TODOS)
    named = re.search(r"(?:many dice|viele Würfel behältst): (.*?)\. ", said).group(1)  # type: ignore[union-attr]
    assert named.split(", ") == [w25.todo_name(t, lang) for t in w25.TODOS if t in helped], said


def test_sampled_turns_agree_with_the_exact_chance() -> None:
    dice, parking, rerolls = w25.setup("start")
    hits = w25.sample_turns("XX YY", dice, parking, rerolls, np.random.default_rng(3), 20_000)
    assert within_4se(int(hits.sum()), hits.size, float(w25.chance("XX YY", dice, parking, rerolls)))
    two = w25.sample_two_dice_four(np.random.default_rng(4), 20_000)
    assert within_4se(int(two.sum()), two.size, 11 / 36)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_points_exercise_never_says_the_couch_raises_a_chance_it_leaves_alone(lang: str) -> None:
    """Exercise 4 (set no. 11: three 4s, "8.8% ... with a clean couch 8.8%") asked by how many percentage points the
    couch "raises" the chance. Where the two percentages are equal it asks how much the couch changes it, and the
    solution says it changes nothing; where one is bigger it still asks how much it raises it."""
    ex = next(e for e in w25.EXERCISES if e.id == "w25-points")
    raise_word, change_word = ("raise", "change") if lang == "en" else ("erhöht", "verändert")
    seen = set()
    for seed in range(1, 61):
        shown = ex.instance(seed, lang)
        same = shown["answer"] == 0
        assert (change_word if same else raise_word) in shown["question"]
        assert (raise_word if same else change_word) not in shown["question"]
        assert same == (("changes nothing" if lang == "en" else "ändert hier nichts") in shown["solution"])
        seen.add(same)
    assert seen == {True, False}
    assert ex.instance(11, lang)["answer"] == 0 and ex.instance(38, lang)["answer"] == 0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_cockroach_table_does_not_call_the_careful_cockroach_a_thinking_bot(lang: str) -> None:
    """Lesson 31's going-further part says Kakerlakentanz has nothing to plan, and its table of real cockroach games
    stood under "thinking bot" / "denkender Bot". The tables of the thinking bots keep that heading."""
    thinking, stronger = ("thinking bot", "stronger bot") if lang == "en" else ("denkender Bot", "stärkerer Bot")
    cockroach = l31.results_html(l31.tournament("cockroach"), lang, intervals=True)
    assert stronger in cockroach and thinking not in cockroach
    for name in ("main", "random"):
        table = l31.results_html(l31.tournament(name), lang)
        assert thinking in table and stronger not in table


# -- lesson 31 -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_chart_alt_names_each_series_and_says_a_reference_lines_value(lang: str) -> None:
    """A chart's text alternative names each series of bars by its legend label (lesson 22's explorer read "0: 31%,
    1: 46%, 2: 58%, 0: 31%, ..." with no names) and says a reference line's value in a phrase of its own (lesson 31's
    wobble chart read "..., 8: 60% (exact)", as if match 8 were the exact value, and never said the exact value)."""
    import matplotlib.pyplot as plt

    fig, _ = w22.explore_draw(lang)("large straight", 2, 1.0)
    alt = figure_alt(fig)
    names = fig.axes[1].get_legend_handles_labels()[1]
    plt.close(fig)
    assert len(names) == 2
    for name, plays in zip(names, (w22.chance_play("large straight", 2, 1.0), w22.bug_value("large straight", 2, 1.0)),
                           strict=True):
        bars = ", ".join(f"{i}: {fmt_pct(play.chance, lang)}" for i, play in enumerate(plays))
        assert f"{name}: {bars}" in alt, alt

    fig = l31.wobble_figure(10, lang)
    alt = figure_alt(fig)
    line = fig.axes[0].get_legend().get_texts()[0].get_text()
    plt.close(fig)
    exact = fmt_pct(l31.duel_win_share(*l31.cockroach_errors(), 8), lang)
    assert alt.endswith(f"line “{line}” at {exact}" if lang == "en" else f"Linie „{line}“ bei {exact}"), alt


@pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")  # matplotlib, drawing the inf bars
def test_chart_alt_reads_a_bar_of_nan_or_inf_on_a_percent_axis_and_refuses_what_is_no_figure() -> None:
    """Every figure shown gets its text alternative (``_repr_html_``): a student's bar of nan or inf on a
    ``comma_axes`` percent axis made it raise (ValueError, OverflowError) instead of showing the chart."""
    import matplotlib.pyplot as plt

    from bugkit.core.errors import InvalidInput
    from bugkit.ui.lesson import comma_axes, figure_html

    fig, ax = plt.subplots()
    ax.bar([0, 1, 2, 3], [float("nan"), float("inf"), -float("inf"), 0.5])
    comma_axes(ax, "de", y_percent=True)
    alt = figure_alt(fig)
    plt.close(fig)
    assert "nan" in alt and alt.count("inf") == 2 and "50" in alt, alt  # each of the four bars read out
    for bad in (None, 3, "chart", ax):
        for show in (figure_alt, figure_html):
            with pytest.raises(InvalidInput, match="matplotlib figure"):
                show(bad)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_chart_alt_is_bounded_for_a_listener(lang: str) -> None:
    """3,000 labelled lines gave 744 KB of alt text: a chart reads ALT_LINES lines and counts the rest, and the
    whole text stops after a whole value at ALT_CHARS characters (long labels, many charts)."""
    import matplotlib.pyplot as plt

    from bugkit.core.i18n import tn
    from bugkit.ui.lesson import ALT_CHARS, ALT_LINES, comma_axes

    fig, ax = plt.subplots()
    comma_axes(ax, lang)
    ax.plot([0, 1], np.arange(6000).reshape(2, 3000), label=[f"bug {i}" for i in range(3000)])  # 3,000 lines
    alt = figure_alt(fig)
    plt.close(fig)
    assert alt.endswith("; ".join(f"bug {i}" for i in range(ALT_LINES)) + "; " + tn("lesson.alt_more_lines",
                                                                                    3000 - ALT_LINES, lang)), alt
    fig, axes = plt.subplots(1, 5)
    for k, ax in enumerate(axes):
        ax.bar(range(60), range(60))
        ax.set_title(f"chart {k} " + "long title " * 30)
    alt = figure_alt(fig)
    plt.close(fig)
    assert len(alt) <= ALT_CHARS and alt.startswith("chart 0 ") and alt.endswith(" …"), len(alt)
    assert re.fullmatch(r"(?s).*(?:: \d+|long title) …", alt), alt[-40:]  # cut after a whole value


def test_duel_with_one_card_each_is_always_won_by_the_starter() -> None:
    assert l31.duel_win_chance(0.3, 0.1, 1) == pytest.approx(1.0)  # a slip only gives the card back


def test_duel_is_fair_between_equals_up_to_who_starts() -> None:
    share = l31.duel_win_share(0.1, 0.1, 8)
    assert share == pytest.approx(0.5)
    assert l31.duel_win_share(0.02, 0.2, 8) > 0.5 > l31.duel_win_share(0.2, 0.02, 8)


def test_longer_duels_reward_care_more() -> None:
    shares = [l31.duel_win_share(0.05, 0.15, k) for k in (2, 8, 32)]
    assert shares == sorted(shares)


def test_simulated_duels_agree_with_the_chain() -> None:
    wins = l31.simulate_duels(0.05, 0.15, 20_000, np.random.default_rng(9), 8)
    assert within_4se(int(wins.sum()), wins.size, l31.duel_win_share(0.05, 0.15, 8))


def test_chain_agrees_with_real_games_of_the_engine() -> None:
    careful, careless = HardCockroach().move_error(), EasyCockroach().move_error()
    assert (careful, careless) == l31.cockroach_errors()
    n, wins = 200, 0
    for i in range(n):
        bots = ["hard", "easy"] if i % 2 == 0 else ["easy", "hard"]
        record = bugkit.play("kakerlakentanz", bots, seed=500 + i, hand_size=4)
        wins += (i % 2) in record.winners
    assert within_4se(wins, n, l31.duel_win_share(careful, careless, 4))


def test_duel_inputs_are_bounded() -> None:
    with pytest.raises(InvalidInput):
        l31.duel_win_chance(1.0, 0.1)
    with pytest.raises(InvalidInput):
        l31.duel_win_chance(0.1, 0.1, 65)
    with pytest.raises(InvalidInput):
        l31.simulate_duels(0.1, 0.1, 0, np.random.default_rng(0))


def _share(game: str, points: float, games: int) -> WinShare:
    low, high = wilson(points, games)
    return WinShare(game, "a", "b", games, points, low, high)


def test_verdict_ranks_only_separated_intervals() -> None:
    close = [_share("ungeziffer", 20, 24), _share("wuerfel_wg", 17, 24)]
    assert l31.ranking_verdict(close) == ([], True)
    assert "can't tell" in l31.verdict_html(close, "en") and "nicht sagen" in l31.verdict_html(close, "de")
    apart = [_share("ungeziffer", 36, 36), _share("wuerfel_wg", 18, 36)]
    assert l31.ranking_verdict(apart) == ([("ungeziffer", "wuerfel_wg")], False)
    assert "more in Ungeziffer than in Würfel-WG" in l31.core_verdict_html(apart, "en")
    assert "Too close to tell apart" in l31.core_verdict_html(close, "en")
    assert "Zu nah beieinander" in l31.core_verdict_html(close, "de")



def test_three_games_near_a_coin_are_listed_with_commas() -> None:
    """Three games are "A, B and C" / "A, B und C", not "A and B and C" (issue 20: one way to list words)."""
    coin = [_share(game, 12, 24) for game in ("ungeziffer", "wuerfel_wg", "voll_verasselt")]
    pct = "\u202f%"  # German writes a narrow space before %
    assert "Ungeziffer (31% to 69%), Würfel-WG (31% to 69%) and Voll verasselt" in l31.verdict_html(coin, "en")
    assert (f"Ungeziffer (31{pct} bis 69{pct}), Würfel-WG (31{pct} bis 69{pct}) und Voll verasselt"
            in l31.verdict_html(coin, "de"))
    assert "in Ungeziffer (50%), Würfel-WG (50%) and Voll verasselt (50%) the" in l31.core_verdict_html(coin, "en")
    assert f"In Ungeziffer (50{pct}), Würfel-WG (50{pct}) und Voll verasselt (50{pct}) holte" in \
        l31.core_verdict_html(coin, "de")


@pytest.mark.parametrize("name", first_in_fast_lane(sorted(l31.TOURNAMENTS)))  # tournaments: one in the fast lane
def test_stored_tournaments_replay_with_the_real_bots(name: str) -> None:
    spec = l31.TOURNAMENTS[name]
    for game, (strong, weak) in spec["pairs"].items():
        first_seed, points = l31.stored_points(name, game)
        assert (first_seed, len(points)) == (spec["first_seed"], spec["games"]), f"{name} {game}: rebuild the data"
        for i in (0, 1, len(points) - 1):  # both seatings and the last game: the same points when replayed
            replay = l31.play_match(game, strong, weak, 1 if i % 2 == 0 else 2, first_seed + i - i % 2)
            assert replay[i % 2] == points[i], f"{name} {game} game {i}"


def test_main_experiment_spreads_and_answers_its_own_guess() -> None:
    results = l31.tournament("main")
    assert {r.game for r in results} == set(l31.THINKER), "Kakerlakentanz (care) is not ranked with planning"
    assert max(r.share for r in results) - min(r.share for r in results) >= 0.2, "the opponents make results spread"
    lowest = min(results, key=lambda r: r.share)
    assert all(lowest.high < r.low for r in results if r is not lowest), \
        "the guess 'where did the rule-of-thumb bot keep up best' must be answerable: lowest interval apart"
    clear, _ = l31.ranking_verdict(results)
    assert len(clear) >= len(results) - 1
    text = l31.core_verdict_html(results, "en")
    assert "clearly helped more" in text and l31.title(lowest.game) in text
    assert "exact" not in text.lower() and "genau" not in l31.core_verdict_html(results, "de").lower()


def test_tournaments_use_the_bots_they_name() -> None:
    assert set(l31.RANDOM_OPPONENT.values()) == {"random"}
    assert {pair[1] for pair in l31.TOURNAMENTS["main"]["pairs"].values()} == set(l31.SIMPLE_OPPONENT.values())
    for game, weak in {**l31.RANDOM_OPPONENT, **l31.SIMPLE_OPPONENT}.items():
        assert weak in bugkit.GAMES[game].bots and l31.THINKER[game] in bugkit.GAMES[game].bots


ANOTHER_GAME = """
import dataclasses, json, sys, types
import bugkit, bugkit.ungeziffer
toy = types.ModuleType("bugkit.toy")  # a sixth game with a random player, as docs/adding_a_game.md adds one
toy.GAME = dataclasses.replace(bugkit.ungeziffer.GAME, name="toy", title="Toy")
sys.modules["bugkit.toy"] = toy
bugkit.GAME_NAMES += ("toy",)
assert "toy" in bugkit.GAMES
from bugkit.lessons import luck_or_skill
print(json.dumps([sorted(luck_or_skill.THINKER), sorted(luck_or_skill.TOURNAMENTS["main"]["pairs"])]))
"""


def test_a_game_added_to_the_registry_leaves_the_lesson_and_its_tournaments_as_they_are() -> None:
    """Lesson 31 ranks the games it names (SIMPLE_OPPONENT); a newly registered game broke its import (KeyError)."""
    import json
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", ANOTHER_GAME], capture_output=True, text=True, timeout=120,
                          check=False, cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr[-1500:]
    assert json.loads(done.stdout) == [sorted(l31.SIMPLE_OPPONENT)] * 2


# -- the texts of lessons 24, 25 and 31 (audit of the lesson texts) -----------------------------------------------
ROOT = Path(__file__).resolve().parents[1]
LESSON_SOURCES = {(lesson, lang): ROOT / "lessons" / name for lesson, lang, name in (
    ("kakerlakentanz", "en", "24_lesson_kakerlakentanz.py"), ("kakerlakentanz", "de", "24_lektion_kakerlakentanz.py"),
    ("wuerfel_wg", "en", "25_lesson_wuerfel_wg.py"), ("wuerfel_wg", "de", "25_lektion_wuerfel_wg.py"),
    ("luck_or_skill", "en", "31_lesson_luck_or_skill.py"),
    ("luck_or_skill", "de", "31_lektion_glueck_oder_koennen.py"))}
MODULES = {"kakerlakentanz": k24, "wuerfel_wg": w25, "luck_or_skill": l31}


def _cells(lesson: str, lang: str) -> list[Any]:
    return list(jupytext.read(LESSON_SOURCES[(lesson, lang)]).cells)


def _markdown(lesson: str, lang: str) -> str:
    return "\n".join(c.source for c in _cells(lesson, lang) if c.cell_type == "markdown")


def _texts(value: object) -> list[str]:
    """Return every text inside a guide entry (texts, lists, tuples and dicts of them)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _texts(v)]
    return []


def _english_dots(lesson: str) -> list[str]:
    """Return the English texts of a lesson that write "·" for multiplying: exercises (a few sets), the lesson's
    markdown, its teacher guide and worksheet tables."""
    found = [f"{ex.id} set {seed}: {text}" for ex in MODULES[lesson].EXERCISES for seed in range(1, 13)
             for key, text in ex.instance(seed, "en").items() if key in ("question", "hint", "solution")
             and "·" in text]
    found += [line for line in _markdown(lesson, "en").splitlines() if "·" in line]
    guide = importlib.import_module(f"bugkit.lessons.guide.{lesson}")
    return found + [t for t in _texts(guide.GUIDE["en"]) + _texts(guide.tables("en")) if "·" in t]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_card3_guess_is_not_answered_above_it(lang: str) -> None:
    """Above the card-3 guess nothing names the second way to be forbidden (a dance that was named), which tells
    that card 3 is forbidden more often; the reveal says it. The recipe cell the app hides is not set as a task."""
    cells = _cells("kakerlakentanz", lang)
    guess = next(i for i, c in enumerate(cells) if "guess_card3 = prediction_box" in c.source)
    section = max(i for i, c in enumerate(cells[:guess]) if c.cell_type == "markdown" and "## 3." in c.source)
    above = " ".join(c.source for c in cells[section:guess] if c.cell_type == "markdown").lower()
    for word in ("named", "gesagt", "genannt"):
        assert word not in above, f"{word!r} above the card-3 guess tells its answer"
    assert ("<b>named</b>" if lang == "en" else "<b>gesagt</b>") in cells[guess].source, "the reveal explains it"
    markdown = _markdown("kakerlakentanz", lang)
    assert "Can you follow it" not in markdown and "Kannst du ihm folgen" not in markdown


@pytest.mark.parametrize("lang", ["en", "de"])
def test_card3_choices_answer_in_the_words_of_the_question(lang: str) -> None:
    """The card-3 guess asks "more often, just as often or less often" and its buttons answer in those words: the
    English buttons said "more likely than at card 2", "just as likely", "less likely" (the German ones and the
    worksheet's key already said "öfter" / "more often")."""
    cell = next(c.source for c in _cells("kakerlakentanz", lang) if "guess_card3 = prediction_box" in c.source)
    tree = ast.parse(cell)
    choices = next(ast.literal_eval(n.value) for n in tree.body
                   if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "choices")
    question = next(ast.literal_eval(n.args[0]) for n in ast.walk(tree)
                    if isinstance(n, ast.Call) and ast.unparse(n.func) == "prediction_box")
    assert set(choices) == {"more", "same", "less"}
    for label in choices.values():
        assert re.sub(r" (than at card|als bei Karte) 2$", "", label) in question, (label, question)


@pytest.mark.parametrize("lesson", ["wanzen_tanzen", "voll_verasselt"])
def test_lessons_22_and_23_english_write_times_in_the_guide_too(lesson: str) -> None:
    """The English pages and exercises of lessons 22 and 23 multiply numbers with × (the children's part and the
    exercises); their teacher guide wrote "10/36 · 1/6" and "3/4 · 6"."""
    guide = importlib.import_module(f"bugkit.lessons.guide.{lesson}")
    assert [t for t in _texts(guide.GUIDE["en"]) + _texts(guide.tables("en")) if "·" in t] == []
    module = w22 if lesson == "wanzen_tanzen" else v23
    assert [text for ex in module.EXERCISES for seed in range(1, 13)
            for key, text in ex.instance(seed, "en").items() if key in ("question", "hint", "solution")
            and "·" in text] == []


def test_kakerlakentanz_english_writes_times_and_german_the_dot() -> None:
    """English children learn × for multiplying (as lessons 21-23 write it); German school writes ·."""
    assert _english_dots("kakerlakentanz") == []
    assert k24.tree_sum_text("en") == "1/4 + 3/4 × 1/4 × 1/3 = 5/16"
    assert k24.tree_sum_text("de") == "1/4 + 3/4 · 1/4 · 1/3 = 5/16"
    solution = {e.id: e for e in k24.EXERCISES}["k24-tree"].instance(1, "de")["solution"]
    assert "·" in solution and "×" not in solution


def test_kakerlakentanz_german_calls_one_game_played_a_partie() -> None:
    """"Partie" for one game played, "Spiel" for the game itself: the game-length chart, its section and the
    teacher's summary."""
    alt = figure_alt(k24.game_length_figure(5, 64, "de"))
    assert "pro Partie" in alt and "pro Spiel" not in alt, alt
    markdown = _markdown("kakerlakentanz", "de")
    assert "Fehler machen eine Partie länger" in markdown and "in einem Spiel" not in markdown
    guide = importlib.import_module("bugkit.lessons.guide.kakerlakentanz").GUIDE["de"]
    assert not [t for t in _texts(guide) if "ein Spiel verl" in t or "ein Spiel länger" in t]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_tree_diagram_labels_do_not_overlap(lang: str) -> None:
    """No probability on a branch runs into a box, and no box into the path's result at the right (the German
    "Karte 2 = Karte 1: umbenannt" box covered its "2/3"). A touch of up to 3 pixels stays inside a box's rounded
    corner, where nothing is drawn."""
    import matplotlib.pyplot as plt

    fig = k24.tree_figure(lang)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    boxes = [(text.get_text(), (text.get_bbox_patch() or text).get_window_extent(renderer))
             for text in fig.axes[0].texts]
    plt.close(fig)
    clashes = [(a, b) for i, (a, ea) in enumerate(boxes) for b, eb in boxes[i + 1:]
               if min(ea.x1, eb.x1) - max(ea.x0, eb.x0) > 3 and min(ea.y1, eb.y1) - max(ea.y0, eb.y0) > 3]
    assert clashes == []


def test_mistake_exercise_counts_factors() -> None:
    """k factors of (m-1)/m, not "(m-1)/m multiplied k times" (which reads as k + 1 factors)."""
    ex = {e.id: e for e in k24.EXERCISES}["k24-no-mistake"]
    for seed in range(1, 7):
        raw = ex.make(np.random.default_rng(seed))
        right, k = str(F(raw["m"] - 1, raw["m"])), raw["k"]
        en, de = ex.instance(seed, "en")["solution"], ex.instance(seed, "de")["solution"]
        assert en.startswith(f"{k} factors of {right}: {' × '.join([right] * k)} = "), en
        assert de.startswith(f"{k} Faktoren {right}: {' · '.join([right] * k)} = "), de


def test_mistake_exercise_says_both_for_two_moves_and_never_all_right() -> None:
    """Two moves are "both correct" / "beide richtig", more are "all correct" / "alle richtig": the question said
    "are all right" (which a child reads as "are OK") and "die ersten 2 Züge ... alle richtig"."""
    ex = {e.id: e for e in k24.EXERCISES}["k24-no-mistake"]
    seen = set()
    for seed in range(1, 41):
        k = ex.make(np.random.default_rng(seed))["k"]
        en, de = (ex.instance(seed, lang)["question"] for lang in ("en", "de"))
        assert en.endswith(f"the first {k} moves of a round are {'both' if k == 2 else 'all'} correct?"), en
        assert de.endswith(f"die ersten {k} Züge einer Runde {'beide' if k == 2 else 'alle'} richtig?"), de
        seen.add(k)
    assert 2 in seen and len(seen) > 1


def test_one_taboo_card_is_singular() -> None:
    """A home-made box with 1 taboo card of each dance says "1 taboo card" / "1 Tabu-Karte" (it said "1 taboo
    cards" / "1 Tabu-Karten"); 5 stay plural."""
    ex = {e.id: e for e in k24.EXERCISES}
    for exercise_id in ("k24-count", "k24-two-taboos"):
        for seed in range(1, 13):
            t = ex[exercise_id].make(np.random.default_rng(seed))["t"]
            en, de = (ex[exercise_id].instance(seed, lang)["question"] for lang in ("en", "de"))
            assert (f" {t} taboo card of " if t == 1 else f" {t} taboo cards of ") in en, en
            assert (f" {t} Tabu-Karte" if t == 1 else f" {t} Tabu-Karten") in de, de
            assert " 1 Tabu-Karten" not in de and " 1 taboo cards" not in en


def test_a_chance_of_zero_is_written_as_zero_percent_in_the_later_table() -> None:
    """"0%", not "0 = 0%": the first card of a round in lesson 24's table."""
    for lang in ("en", "de"):
        zero = fmt_pct(0, lang)
        assert zero == ("0%" if lang == "en" else "0\u202f%")
        later = k24.later_table(lang)
        assert f">{zero}</td>" in later.split("</tr>")[1] and "0 = " not in later, later


def test_wuerfel_wg_english_writes_times_and_german_the_dot() -> None:
    assert _english_dots("wuerfel_wg") == []
    assert "5/6 × 5/6" in w25.hand_example_html("en") and "5/6 · 5/6" in w25.hand_example_html("de")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_couch_chart_names_to_do_and_flat_share_of_every_number(lang: str) -> None:
    """Its text alternative says, for every number, which to-do and which flat-share it belongs to (it read out an
    unnamed list of 24 percentages)."""
    import matplotlib.pyplot as plt

    fig = w25.chances_figure(lang)
    alt = figure_alt(fig)
    plt.close(fig)
    table = w25.setup_table()
    for todo in w25.TODOS:
        bars = ", ".join(f"{w25.SETUP_WORDS[lang][name]}: {fmt_pct(table[todo][name], lang)}"
                         for name in w25.SETUP_NAMES)
        assert f"{w25.todo_name(todo, lang)}: {bars}" in alt, alt


def test_a_chance_of_zero_is_written_as_zero_percent_in_the_advisors_list() -> None:
    """"0%", not "0 = 0%": the last choice of lesson 25's parking advisor (park 🦘 1)."""
    for lang in ("en", "de"):
        advice = w25.advice_html(lang)
        assert advice.endswith(f"{fmt_pct(0, lang)}</li></ol>") and "0 = " not in advice, advice


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ich_card_is_explained_where_it_first_appears(lang: str) -> None:
    markdown = _markdown("wuerfel_wg", lang)
    first = next(p for p in markdown.split("\n\n") if "ICH" in p)
    assert ('German for "me"' in first and "stands for you" in first) if lang == "en" else \
        "für dich selbst steht" in first, first
    assert "ICH, awake" not in markdown and "ICH wach" not in markdown



def test_luck_or_skill_english_writes_times_and_german_the_dot() -> None:
    assert _english_dots("luck_or_skill") == []
    assert "(7 + 2 × 1/2) / 10" in _markdown("luck_or_skill", "en")
    assert "(7 + 2 · 1/2) / 10" in _markdown("luck_or_skill", "de")


def test_luck_or_skill_german_worksheet_counts_points_per_partie() -> None:
    """The worksheet and its answer key say "Punkte pro Partie", as the lesson does."""
    heads = [h for table in importlib.import_module("bugkit.lessons.guide.luck_or_skill").tables("de")
             for h in table["header"]]
    assert "Punkte pro Partie" in heads and not [h for h in heads if "Spiel" in h]
    assert "Punkte pro Partie" in _markdown("luck_or_skill", "de")


def test_going_further_names_the_games_whose_interval_reaches_a_half() -> None:
    main = l31.tournament("main")
    coin = [r for r in main if r.low <= 0.5]
    assert [r.game for r in coin] == ["wuerfel_wg"]
    r = coin[0]
    en, de = l31.verdict_html(main, "en"), l31.verdict_html(main, "de")
    assert f"the 95% interval of Würfel-WG ({fmt_pct(r.low, 'en', 0)} to {fmt_pct(r.high, 'en', 0)}) reaches" in en
    assert f"Das 95-%-Intervall von Würfel-WG ({fmt_pct(r.low, 'de', 0)} bis {fmt_pct(r.high, 'de', 0)}) " \
           "reicht" in de
    assert "in some" not in en and "In manchen" not in de
    two = [_share("ungeziffer", 13, 24), _share("wuerfel_wg", 12, 24), _share("voll_verasselt", 24, 24)]
    en = l31.verdict_html(two, "en")
    assert "intervals of Ungeziffer (" in en and ") and Würfel-WG (" in en and "Voll verasselt (" not in en
