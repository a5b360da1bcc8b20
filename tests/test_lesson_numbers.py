"""Lessons 24, 25 and 31 (issue 14): the helpers behind the notebooks give the numbers the games give, checked by
counting, by enumeration, against the game engines and against simulation (4 standard errors, fixed seeds)."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import fmt_num
from bugkit.kakerlakentanz import p_must_rename_at, p_two_taboos_at
from bugkit.kakerlakentanz.bots import EasyCockroach, HardCockroach
from bugkit.lessons import kakerlakentanz as k24
from bugkit.lessons import luck_or_skill as l31
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


@pytest.mark.parametrize("seed", range(6))
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


@pytest.mark.parametrize("seed", range(8))
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


def test_sampled_turns_agree_with_the_exact_chance() -> None:
    dice, parking, rerolls = w25.setup("start")
    hits = w25.sample_turns("XX YY", dice, parking, rerolls, np.random.default_rng(3), 20_000)
    assert within_4se(int(hits.sum()), hits.size, float(w25.chance("XX YY", dice, parking, rerolls)))
    two = w25.sample_two_dice_four(np.random.default_rng(4), 20_000)
    assert within_4se(int(two.sum()), two.size, 11 / 36)


# -- lesson 31 -------------------------------------------------------------------------------------------------
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


@pytest.mark.parametrize("name", sorted(l31.TOURNAMENTS))
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
