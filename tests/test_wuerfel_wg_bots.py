"""Würfel-WG bots: they play legal moves to the end, and a seeded tournament shows PlannerBot ahead."""

from __future__ import annotations

import pytest
from test_wuerfel_wg_rules import game, top

import bugkit
from bugkit import make_rng
from bugkit import wuerfel_wg as W
from bugkit.matches import duel
from bugkit.wuerfel_wg.bots import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.rules import Phase


def test_every_bot_plays_whole_games_with_legal_moves() -> None:
    for bots in ([W.RandomBot(), W.RandomBot()], [GreedyBot(), PlannerBot(), W.RandomBot()]):
        final = bugkit.play("wuerfel_wg", bots, seed=4).final
        assert final.is_over
        assert final.winners()
        assert W.from_json(final.to_json()) == final


def test_greedy_bot_takes_the_most_points_first() -> None:
    s = top(game(seed=1), "witzig", "boxtraining")
    from dataclasses import replace
    s = replace(s, phase=Phase.USE, dice=(1, 1, 4, 4, 4), free=(1, 1, 4, 4, 4))
    choice = GreedyBot().choose(s.observation(0), s.legal_actions(), make_rng(0))
    assert choice == W.TakeTodo("witzig", (4, 4, 4))


def test_planner_parks_as_the_advisor_says() -> None:
    from dataclasses import replace
    s = top(game(seed=1), "witzig", "boxtraining")
    s = replace(s, phase=Phase.REROLL, dice=(0, 1, 4, 4), rerolls_left=1)
    choice = PlannerBot().choose(s.observation(0), s.legal_actions(), make_rng(0))
    assert choice in s.legal_actions()
    assert isinstance(choice, W.Park)


@pytest.mark.slow  # a tournament of whole games: in the full run, not in the fast lane
def test_seeded_tournament_shows_planner_ahead() -> None:
    planner = [duel("wuerfel_wg", "planner", "greedy", 30, seed) for seed in (100, 130)]  # 60 games
    assert sum(d.points for d in planner) > 30
    for bot in ("greedy", "planner"):
        assert duel("wuerfel_wg", bot, "random", 10, 200).points > 5


def test_bots_choose_the_cult_member_and_the_ghost_room_too() -> None:
    """Sektenmitglieder and Gespenst are choices: every bot answers them with a legal action."""
    from dataclasses import replace

    s = game(players=3, seed=1)
    wgs = list(s.wgs)
    wgs[0] = replace(wgs[0], members=(("herta", True), ("alex", False), ("anita", True)), troublemaker="sekte")
    sect = replace(s, wgs=tuple(wgs), phase=Phase.SECT, actor=0, free=())
    assert PlannerBot().choose(sect.observation(0), sect.legal_actions(), make_rng(0)) == W.Return("alex")
    assert GreedyBot().choose(sect.observation(0), sect.legal_actions(), make_rng(0)) in sect.legal_actions()
    ghost = replace(s, phase=Phase.GHOST, actor=0, ghost_left=(1, 2))
    assert [str(a) for a in ghost.legal_actions()] == ["ghost couch of 1", "ghost fridge of 1", "ghost bath of 1"]
    assert PlannerBot().choose(ghost.observation(0), ghost.legal_actions(), make_rng(0)) == W.Ghost("bath", 1)
    assert W.RandomBot().choose(ghost.observation(0), ghost.legal_actions(), make_rng(0)) in ghost.legal_actions()


def test_games_with_troublemaker_choices_replay_from_their_save() -> None:
    """A seeded bot game that reaches a 'sect' or 'ghost' choice still saves and replays exactly."""
    seen = set()
    for seed in (59,):  # a seed whose game reaches both a 'sect' and a 'ghost' choice
        final = bugkit.play("wuerfel_wg", [PlannerBot(), GreedyBot()], seed=seed).final
        seen |= {a.split()[0] for a in final.history} & {"return", "ghost"}
        assert W.from_json(final.to_json()) == final
    assert seen == {"return", "ghost"}
