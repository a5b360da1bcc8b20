"""Wanzen tanzen: roll tasks with 5 dice, dodge the baby bugs. Rules card: ``bugkit.wanzen_tanzen.rules``.

Chance is in the open: ``new_game()`` waits for chance to turn up the first card (``"card 12"``), a roll is a
chance node over dice multisets (``"dice 1 3 3 5 6"``), and ``bugkit.start("wanzen_tanzen", seed=...)`` gives a
Session that samples both. ``odds.p_complete`` equals ``bugkit.core.exact.evaluate`` on these rules.
"""

from __future__ import annotations

from ..core.game import GameSpec
from . import labels  # noqa: F401 - registers the game's words (its bots' names: a teacher's list of tables)
from .bots import BOTS, HeuristicBot, OddsBot, RandomBot
from .components import Card, Task, default_deck, load_deck, parse_task
from .odds import Choice, OddsTable, best_choices, chance_now, hint, p_complete, simulate_turns, table
from .rules import (
                    AGAIN,
                    REPEAT,
                    ROLL,
                    STOP,
                    Cover,
                    Dice,
                    Keep,
                    Observation,
                    Phase,
                    TurnUp,
                    WanzenState,
                    Word,
                    dice_dist,
                    from_json,
                    new_game,
                    position,
)

GAME = GameSpec(name="wanzen_tanzen", title="Wanzen tanzen", min_players=2, max_players=4, new_game=new_game,
                from_json=from_json, bots=BOTS,
                variants={"cards": (15, 10, 5), "baby_bugs": (16,), "deck": ("default (data/deck.json)",)},
                strong_bot="odds", match_games=100)

__all__ = ["AGAIN", "BOTS", "GAME", "REPEAT", "ROLL", "STOP", "Card", "Choice", "Cover", "Dice", "HeuristicBot", "Keep",
           "Observation", "OddsBot", "OddsTable", "Phase", "RandomBot", "Task", "TurnUp", "WanzenState", "Word",
           "best_choices", "chance_now", "default_deck", "dice_dist", "from_json", "hint", "load_deck",
           "new_game", "p_complete", "parse_task", "position", "simulate_turns", "table"]
