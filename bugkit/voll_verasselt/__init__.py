"""Voll verasselt (Zoch, 2019): push-your-luck bug dice. Rules card: ``bugkit.voll_verasselt.rules``."""

from __future__ import annotations

from ..core.game import GameSpec
from .bots import OddsBot, RandomBot, ThresholdBot
from .odds import advise, p_bugged_up, simulate_turns, turn_value
from .rules import Observation, VollVerasseltState, from_json, new_game

__all__ = [
    "GAME", "Observation", "OddsBot", "RandomBot", "ThresholdBot", "VollVerasseltState", "advise", "from_json",
    "new_game", "p_bugged_up", "simulate_turns", "turn_value",
]

GAME = GameSpec(
    name="voll_verasselt",
    title="Voll verasselt",
    min_players=2,
    max_players=5,
    new_game=new_game,
    from_json=from_json,
    bots={"random": RandomBot, "threshold": ThresholdBot, "odds": OddsBot},
    variants={"max_turns": "safety (A11): the game ends after this many turns (default 300)"},
)
