"""Classroom numbers: the Wilson interval, tie scoring, and that each game's strong bot beats its weak bot."""

from __future__ import annotations

import math

import pytest
from gametools import first_in_fast_lane

import bugkit
from bugkit.matches import Z95, Duel, WinShare, duel, matchup, points_of, wilson, win_share


def test_wilson_interval_of_8_wins_in_10_games_matches_hand_computation() -> None:
    # By hand with z = 1.96: p = 0.8, z^2 = 3.8416; centre = (0.8 + 0.19208) / 1.38416 = 0.716738;
    # half width = 1.96 * sqrt(0.016 + 0.009604) / 1.38416 = 0.226581.
    low, high = wilson(8, 10, z=1.96)
    assert low == pytest.approx(0.490157, abs=1e-6)
    assert high == pytest.approx(0.943319, abs=1e-6)


def test_wilson_interval_of_all_wins_reaches_one_and_its_low_end_is_n_over_n_plus_z_squared() -> None:
    low, high = wilson(20, 20)
    assert high == pytest.approx(1.0)
    assert low == pytest.approx(20 / (20 + Z95**2))


def test_wilson_interval_is_symmetric_for_half_and_shrinks_by_half_with_four_times_the_games() -> None:
    low, high = wilson(50, 100)
    assert (low + high) / 2 == pytest.approx(0.5)
    low4, high4 = wilson(200, 400)
    assert (high4 - low4) / (high - low) == pytest.approx(0.5, abs=0.01)


@pytest.mark.parametrize(("points", "games"), [(1, 0), (-1, 5), (6, 5), (1, True)])
def test_wilson_rejects_impossible_counts(points: float, games: int) -> None:
    with pytest.raises(bugkit.InvalidInput):
        wilson(points, games)


@pytest.mark.parametrize(("points", "games"), [(0, 0), (1, 0), (-1, 5), (6, 5), (1, True), (1, 2.5)])
def test_a_win_share_of_impossible_counts_is_refused_as_wilson_refuses_them(points: float, games: int) -> None:
    """``WinShare(games=0).share`` divided by zero: the record is refused when made, as ``wilson`` refuses it."""
    with pytest.raises(bugkit.InvalidInput, match="WinShare"):
        WinShare("ungeziffer", "memory", "random", games, points, 0.0, 1.0)
    assert WinShare("ungeziffer", "memory", "random", 4, 3.5, 0.4, 0.99).share == 3.5 / 4


def test_a_tie_scores_half_and_a_game_nobody_won_scores_half() -> None:
    assert points_of([0], 0) == 1.0
    assert points_of([1], 0) == 0.0
    assert points_of([0, 1], 1) == 0.5
    assert points_of([], 0) == 0.5
    with pytest.raises(bugkit.InvalidInput, match="each seat once"):
        points_of([0, 0], 0)  # it scored 1/2, a shared win, for a win alone


def test_kakerlakentanz_pits_the_hard_cockroach_against_the_easy_one() -> None:
    if "kakerlakentanz" not in bugkit.GAMES:
        pytest.skip("kakerlakentanz is not built")
    assert matchup("kakerlakentanz") == ("hard", "easy")


@pytest.mark.parametrize("game", first_in_fast_lane(bugkit.GAMES))  # 12 whole games each: one in the fast lane
def test_strong_bot_wins_more_than_half_of_a_dozen_seeded_games(game: str) -> None:
    result = win_share(game, 12, first_seed=1000)
    assert result.games == 12
    assert result.low <= result.share <= result.high
    assert result.share > 0.5, f"{game}: {result}"


def test_win_share_is_deterministic_and_alternates_who_starts() -> None:
    game = next(iter(bugkit.GAMES))
    a, b = win_share(game, 4), win_share(game, 4)
    assert a == b
    strong, weak = matchup(game)
    by_hand = sum(points_of(bugkit.play(game, [strong, weak] if i % 2 == 0 else [weak, strong], seed=i).winners,
                            i % 2) for i in range(4))
    assert math.isclose(a.points, by_hand)


@pytest.mark.parametrize("game", first_in_fast_lane(bugkit.GAMES))  # seeded whole games: one in the fast lane
def test_a_duel_plays_seeded_games_with_alternating_seats_and_counts_them(game: str) -> None:
    strong, weak = matchup(game)
    result = duel(game, strong, weak, 4, seed=7)
    assert (result.game, result.first, result.second, result.games) == (game, strong, weak, 4)
    records = [bugkit.play(game, [strong, weak] if i % 2 == 0 else [weak, strong], seed=7 + i) for i in range(4)]
    points = [points_of(r.winners, i % 2) for i, r in enumerate(records)]
    assert (result.wins, result.losses, result.ties) == (points.count(1.0), points.count(0.0),
                                                         sum(0 < p < 1 for p in points))
    margin = sum(r.scores[i % 2] - r.scores[1 - i % 2] for i, r in enumerate(records)) / 4
    assert math.isclose(result.margin, margin, abs_tol=1e-9) and math.isclose(result.points, sum(points))
    assert win_share(game, 4, first_seed=7).points == result.points  # a match is a duel of the strong and weak bot


def test_a_duel_takes_a_bot_class_the_board_does_not_offer_and_new_game_options() -> None:
    from bugkit.ungeziffer import MemoryBotV1

    result = duel("ungeziffer", "memory", MemoryBotV1, 2, seed=3, variant="standard")
    assert isinstance(result, Duel) and result.second == "MemoryBotV1"
    assert result.wins + result.losses + result.ties == 2
    for bad in (lambda: duel("ungeziffer", "memory", MemoryBotV1(), 2),  # one bot object would play every game
                lambda: duel("ungeziffer", "nobot", "random", 2),
                lambda: duel("ungeziffer", "memory", "random", bugkit.GAMES["ungeziffer"].match_games + 1),
                lambda: duel("ungeziffer", "memory", "random", 2, seed=-1),
                lambda: duel("ungeziffer", "memory", "random", 2, variant="expert"),
                lambda: duel("ungeziffer", "memory", "random", 2, players=3),
                lambda: duel("nogame", "memory", "random", 2)):
        with pytest.raises(bugkit.InvalidInput):
            bad()
    # play's own arguments are no new_game options: bots= was a TypeError inside play, and max_steps=1 stopped every
    # game after one step (a StepLimit, or with a larger number unfinished games counted as ties)
    for name, value in (("bots", ["random", "random"]), ("max_steps", 1), ("players", 2)):
        with pytest.raises(bugkit.InvalidInput, match=f"duel of ungeziffer.*unknown option '{name}'"):
            duel("ungeziffer", "memory", "random", 2, **{name: value})


MATCH_HELPERS = {"duel", "tournament", "play_game", "match", "win_share"}


@pytest.mark.parametrize("game", list(bugkit.GAMES))
def test_no_game_keeps_a_match_helper_of_its_own(game: str) -> None:
    """One way to play bots against each other: bugkit.play for one game, bugkit.matches.duel for many."""
    import importlib

    for module in (f"bugkit.{game}", f"bugkit.{game}.bots"):
        names = set(vars(importlib.import_module(module)))
        assert names & MATCH_HELPERS == set(), f"{module} has its own match helper"
