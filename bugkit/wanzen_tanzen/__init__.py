"""Wanzen tanzen: roll tasks with 5 dice, dodge the baby bugs. Rules card: ``bugkit.wanzen_tanzen.rules``."""

from __future__ import annotations

from ..core.game import GameSpec
from .bots import BOTS, HeuristicBot, OddsBot, RandomBot, duel
from .components import Card, Task, default_deck, load_deck, parse_task
from .odds import Choice, OddsTable, best_choices, chance_now, hint, p_complete, simulate_turns, table
from .rules import Observation, WanzenState, from_json, new_game, position

GAME = GameSpec(name="wanzen_tanzen", title="Wanzen tanzen", min_players=2, max_players=4, new_game=new_game,
                from_json=from_json, bots=BOTS,
                variants={"cards": (15, 10, 5), "baby_bugs": (16,), "deck": ("default (data/deck.json)",)})

__all__ = ["BOTS", "GAME", "Card", "Choice", "HeuristicBot", "Observation", "OddsBot", "OddsTable", "RandomBot",
           "Task", "WanzenState", "best_choices", "chance_now", "default_deck", "duel", "from_json", "hint",
           "load_deck", "new_game", "p_complete", "parse_task", "position", "simulate_turns", "table"]
