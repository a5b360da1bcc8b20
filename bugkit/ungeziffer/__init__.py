"""Ungeziffer: turn vermin tiles to match the dice exactly. Rules card: ``bugkit.ungeziffer.rules``.

A state holds no randomness: the roll and the first turn of a tile are chance nodes (``state.chance_outcomes()``);
``bugkit.start("ungeziffer", seed=...)`` gives a session that samples them. Actions: ``Roll()``, ``Turn(pos)``.
"""

from __future__ import annotations

from ..core.game import GameSpec
from . import labels  # noqa: F401 - registers the game's words (its bots' names: a teacher's list of tables)
from .bots import BOTS, ForgetfulBot, MemoryBot, MemoryBotV1, RandomBot
from .components import default_tiles, load_tiles
from .odds import dice_sum_dist, p_hit, p_hit_turn, simulate_hits
from .rules import VARIANTS, Dice, Observation, Phase, Reveal, Roll, Turn, UngezifferState, from_json, new_game

GAME = GameSpec(name="ungeziffer", title="Ungeziffer", min_players=2, max_players=4, new_game=new_game,
                from_json=from_json, bots=BOTS, variants={"variant": VARIANTS}, strong_bot="memory", match_games=200,
                replay_hides_memory=True)

__all__ = ["BOTS", "GAME", "VARIANTS", "Dice", "ForgetfulBot", "MemoryBot", "MemoryBotV1", "Observation", "Phase",
           "RandomBot", "Reveal", "Roll", "Turn", "UngezifferState", "default_tiles", "dice_sum_dist",
           "from_json", "load_tiles", "new_game", "p_hit", "p_hit_turn", "simulate_hits"]
