"""Wanzen tanzen bots: legal choices, OddsBot's set-aside, bug and stop decisions, and a seeded tournament."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement

import numpy as np
import pytest

import bugkit
from bugkit.core.session import Session
from bugkit.wanzen_tanzen import (
    AGAIN,
    GAME,
    REPEAT,
    STOP,
    Cover,
    HeuristicBot,
    Keep,
    OddsBot,
    RandomBot,
    WanzenState,
    best_choices,
    new_game,
    position,
)


def play(bots: list[object], seed: int) -> WanzenState:
    """Return the final state of a game between these bots (each with its own seeded generator)."""
    session = Session(new_game(players=len(bots)), seed=seed, bots=bots)  # type: ignore[arg-type]
    while not session.state.is_over:
        state = session.state
        p = state.current_player
        action = bots[p].choose(state.observation(p), state.legal_actions(),  # type: ignore[attr-defined]
                                session.bot_rngs[p])
        assert action in state.legal_actions()
        session.act(action)
    final = session.state
    assert isinstance(final, WanzenState)
    return final


@pytest.mark.parametrize("bot", [RandomBot, HeuristicBot, OddsBot])
def test_every_bot_plays_whole_games_with_legal_actions(bot: type) -> None:
    for seed in range(2):
        final = play([bot(), bot(), bot()], seed)
        assert final.is_over
        assert final.winners()


def test_bots_are_registered_by_name() -> None:
    assert set(GAME.bots) == {"random", "heuristic", "odds"}


def test_heuristic_bot_keeps_every_die_of_the_most_common_face() -> None:
    bot, rng = HeuristicBot(), np.random.default_rng(0)
    s = position(card=("Drilling", "3 3"), rolled=(2, 5, 5, 1, 5))
    assert bot.choose(s.observation(0), s.legal_actions(), rng) == Keep((5, 5, 5))
    s = position(card=("Drilling", "3 3"), kept=(4, 4), rolled=(2, 4, 6))
    assert bot.choose(s.observation(0), s.legal_actions(), rng) == Keep((4,))  # counts the dice set aside too


def test_odds_bot_sets_aside_optimally_when_bugs_are_not_an_option() -> None:
    bot, rng = OddsBot(), np.random.default_rng(0)
    tasks = ("Full House", "Große Straße")
    for roll in list(combinations_with_replacement(range(1, 7), 5))[::7]:
        s = position(card=tasks, bugs=(4, 0), rolled=roll)  # a repeat would be the 5th bug
        action = bot.choose(s.observation(0), s.legal_actions(), rng)
        assert action in {c.action for c in best_choices(list(tasks), (), roll, repeats=0, exact=False)}


def test_odds_bot_repeats_a_useless_roll_for_a_valuable_card_but_not_for_a_cheap_one_near_a_big_penalty() -> None:
    bot, rng = OddsBot(), np.random.default_rng(0)

    def choice(points: int, bugs: int, penalty: int) -> object:
        s = position(card=("Große Straße", "6 6 6 6"), covered=(1,), points=points, rolled=(6, 6, 6, 6, 6),
                     bugs=(bugs, 0))
        s = replace(s, penalty_stack=(penalty,))
        return bot.choose(s.observation(0), s.legal_actions(), rng)

    assert choice(points=4, bugs=0, penalty=1) == REPEAT
    assert choice(points=4, bugs=0, penalty=5) == REPEAT
    assert choice(points=1, bugs=0, penalty=5) == Keep((6,))
    assert choice(points=4, bugs=3, penalty=5) == Keep((6,))  # the 5th bug is never taken for a repeat


def test_odds_bot_goes_again_when_the_expected_points_are_positive_and_stops_otherwise() -> None:
    bot, rng = OddsBot(), np.random.default_rng(0)

    def decide(points: int, penalty: int) -> tuple[object, float]:
        s = replace(position(card=("Große Straße", "Drilling"), covered=(1,), points=points, kept=(1, 1, 1, 1, 1),
                             phase="next"), penalty_stack=(penalty,))
        obs = s.observation(0)
        return bot.choose(obs, s.legal_actions(), rng), bot.turn_value(obs, obs.uncovered)

    action, value = decide(points=4, penalty=5)
    assert action == AGAIN
    assert value > 0
    action, value = decide(points=1, penalty=5)
    assert action == STOP
    assert value < 0


def test_odds_bot_covers_the_task_that_leaves_the_easiest_ones() -> None:
    bot, rng = OddsBot(), np.random.default_rng(0)
    s = position(card=("Drilling", "3 3", "Alle 2er und/oder 5er"), rolled=(3, 3, 3, 4, 5)).apply("keep 3 3 3 4 5")
    assert s.legal_actions() == [Cover(0), Cover(1)]
    assert bot.choose(s.observation(0), s.legal_actions(), rng) == Cover(1)  # "3 3" is harder than Drilling here


def test_seeded_tournament_odds_bot_clearly_ahead_of_heuristic_bot() -> None:
    wins = losses = 0
    margin = 0
    for seed in range(16):
        odds_seat = seed % 2
        bots = [HeuristicBot(), HeuristicBot()]
        bots[odds_seat] = OddsBot()  # type: ignore[call-overload]
        scores = play(bots, seed).scores()
        margin += scores[odds_seat] - scores[1 - odds_seat]
        wins += scores[odds_seat] > scores[1 - odds_seat]
        losses += scores[odds_seat] < scores[1 - odds_seat]
    assert wins >= 12, (wins, losses)
    assert losses <= 3, (wins, losses)
    assert margin / 16 > 5


def test_play_through_the_registry_is_deterministic() -> None:
    a = bugkit.play("wanzen_tanzen", ["odds", "heuristic"], seed=3)
    b = bugkit.play("wanzen_tanzen", ["odds", "heuristic"], seed=3)
    assert a.final.is_over
    assert a.actions == b.actions
    assert a.scores == b.scores
