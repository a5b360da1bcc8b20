"""Voll verasselt (Zoch, 2019): push-your-luck bug dice. Rules card: ``bugkit.voll_verasselt.rules``.

``new_game(players)`` is a chance node (the hub is about to be dealt); ``bugkit.start("voll_verasselt", seed=1,
bots=[...])`` gives a Session that samples chance; ``state.chance_outcomes()`` lists dice multisets or drawn colours
with exact Fractions; ``bugkit.core.exact.evaluate`` walks them (``p_bugged_up`` equals it on the real rules)."""

from __future__ import annotations

from ..core.game import GameSpec
from . import labels  # noqa: F401 - registers the game's words (its bots' names: a teacher's list of tables)
from .bots import BOTS, OddsBot, RandomBot, ThresholdBot
from .odds import advise, p_bugged_up, simulate_turns, turn_value
from .rules import Action, Draw, Observation, Phase, Roll, VollVerasseltState, from_json, new_game

__all__ = [
    "BOTS",
    "GAME",
    "Action",
    "Draw",
    "Observation",
    "OddsBot",
    "Phase",
    "RandomBot",
    "Roll",
    "ThresholdBot",
    "VollVerasseltState",
    "advise",
    "from_json",
    "new_game",
    "p_bugged_up",
    "simulate_turns",
    "turn_value",
]

GAME = GameSpec(
    name="voll_verasselt",
    title="Voll verasselt",
    min_players=2,
    max_players=5,
    new_game=new_game,
    from_json=from_json,
    bots=BOTS,
    variants={"max_turns": "safety cap (A11), a bug guard: the game stops after this many turns (default 10,000)",
              "die_faces": "the die's faces (A2): 5 to 12, every colour and bars at least once "
                           "(default: data/components.json)",
              "bars_per_bar_face": "cards a bar face brings to the hub (A2), 0 to 3 (default: data/components.json)"},
    strong_bot="odds", match_games=50,
)
