"""Würfel-WG bots: they play legal moves to the end, and a seeded tournament shows PlannerBot ahead."""

from __future__ import annotations

from bugkit import make_rng
from bugkit import wuerfel_wg as W
from bugkit.wuerfel_wg.bots import GreedyBot, PlannerBot, play_game, tournament


def test_every_bot_plays_whole_games_with_legal_moves() -> None:
    for bots in ([W.RandomBot(), W.RandomBot()], [GreedyBot(), PlannerBot(), W.RandomBot()]):
        final = play_game(bots, seed=4)
        assert final.is_over
        assert final.winners()
        assert W.from_json(final.to_json()) == final


def test_greedy_bot_takes_the_most_points_first() -> None:
    s = W.new_game(players=2, seed=1)
    stacks = (("boxtraining", *(c for c in s.todo_stacks[0] if c != "boxtraining")), s.todo_stacks[1])
    from dataclasses import replace
    s = replace(s, todo_stacks=stacks, phase="use", dice=(1, 1, 4, 4, 4), free=(1, 1, 4, 4, 4))
    choice = GreedyBot().choose(s.observation(0), s.legal_actions(), make_rng(0))
    assert choice == "take witzig with 4 4 4"


def test_planner_parks_as_the_advisor_says() -> None:
    from dataclasses import replace
    s = W.new_game(players=2, seed=1)
    stacks = (("boxtraining", *(c for c in s.todo_stacks[0] if c != "boxtraining")), s.todo_stacks[1])
    s = replace(s, todo_stacks=stacks, phase="reroll", dice=(0, 1, 4, 4), rerolls_left=1)
    choice = PlannerBot().choose(s.observation(0), s.legal_actions(), make_rng(0))
    assert choice in s.legal_actions()
    assert choice.startswith("park")


def test_seeded_tournament_shows_planner_ahead() -> None:
    shares = tournament(["greedy", "planner"], games=16, seed=1)
    assert shares["planner"] > shares["greedy"]
    three = tournament(["random", "greedy", "planner"], games=9, seed=2)
    assert three["planner"] == max(three.values())
    assert three["random"] < three["greedy"]
