"""Würfel-WG: dice, parking and a flat-share full of to-dos; exact to-do odds, a parking advisor and bots."""

from __future__ import annotations

from ..core.game import GameSpec
from . import labels  # noqa: F401 - registers the game's words (its bots' names: a teacher's list of tables)
from .bots import BOTS, GreedyBot, PlannerBot, RandomBot
from .components import Cards, Requirement, default_cards, load_cards, parse_requirement
from .odds import Advice, advise, chance_table, p_todo, parking_spots, simulate_todo
from .rules import (
    DONE_ROLLING,
    END,
    PASS,
    REROLL,
    VARIANTS,
    Action,
    Borrow,
    DoneRolling,
    Draw,
    End,
    Flip,
    Ghost,
    Park,
    Pass,
    Phase,
    Return,
    Reveal,
    Roll,
    TakeItem,
    TakeMember,
    TakeTodo,
    WuerfelWGState,
    from_json,
    new_game,
    park_action,
    parse_action,
)

GAME = GameSpec(
    name="wuerfel_wg", title="Würfel-WG", min_players=2, max_players=4, new_game=new_game, from_json=from_json,
    steps_in_tables=False,
    bots=BOTS,
    variants={"variant": VARIANTS, "max_rounds": "1-1000 (safety end A7, default 40)",
              "advantage_on_wake": "true/false (default true: a Spezialo's room advantage also when woken again)",
              "kangaroo_turn": "'while_clean' (default: a bath cleaned mid-turn lets you turn a kangaroo) or "
                               "'last_roll' (only a bath clean at the last roll does)",
              "hammock_passes": "'at_once' (default: the holder loses the hammock right after each card the active "
                                "player takes or borrows, and at the turn's check) or 'end_of_turn' (only at the "
                                "check)",
              "hammock_win": "'start_of_turn' (default: whoever holds the hammock when their turn starts wins, as "
                             "the card says) or 'full_round' (only after holding it since the end of their own "
                             "turn, as the reviews say)",
              "cards": "a card-file dict shaped like data/cards.json"},
    strong_bot="planner", match_games=30,
)

__all__ = [
    "BOTS",
    "DONE_ROLLING",
    "END",
    "GAME",
    "PASS",
    "REROLL",
    "Action",
    "Advice",
    "Borrow",
    "Cards",
    "DoneRolling",
    "Draw",
    "End",
    "Flip",
    "Ghost",
    "GreedyBot",
    "Park",
    "Pass",
    "Phase",
    "PlannerBot",
    "RandomBot",
    "Requirement",
    "Return",
    "Reveal",
    "Roll",
    "TakeItem",
    "TakeMember",
    "TakeTodo",
    "WuerfelWGState",
    "advise",
    "chance_table",
    "default_cards",
    "from_json",
    "load_cards",
    "new_game",
    "p_todo",
    "park_action",
    "parking_spots",
    "parse_action",
    "parse_requirement",
    "simulate_todo",
]
