"""Kakerlakentanz: turn up a card, dance and name it, unless that dance is forbidden. Rules card: ``rules``.

Chance in the open: a hidden card turned up is a chance node (``state.chance_outcomes()``, outcomes ``TurnUp``);
``bugkit.start("kakerlakentanz", seed=...)`` samples it. ``odds.p_forbidden_drawn_at(k)`` is the exact chance that
the k-th card of a round must be renamed in the real (shuffled) deal, equal to ``core.exact.evaluate`` on the rules.
"""

from __future__ import annotations

from ..core.game import GameSpec
from . import labels  # noqa: F401 - registers the game's words (its bots' names: a teacher's list of tables)
from .bots import BOTS, CockroachBot, PerfectBot
from .components import CALLS, CARD_KINDS, DANCES, Deck, default_deck
from .odds import (
    expected_game_length,
    p_forbidden_drawn_at,
    p_forbidden_given_card,
    p_must_rename,
    p_must_rename_at,
    p_two_taboos,
    p_two_taboos_at,
    simulate_calls,
    simulate_game_lengths,
)
from .rules import (
    VARIANTS,
    Call,
    Hand,
    KakerlakentanzState,
    Observation,
    Phase,
    Right,
    TurnUp,
    Win,
    Wrong,
    arranged,
    correct_calls,
    forbidden,
    from_json,
    judge,
    new_game,
    piles,
    visible_taboos,
)

GAME = GameSpec(name="kakerlakentanz", title="Kakerlakentanz", min_players=2, max_players=6, new_game=new_game,
                from_json=from_json, bots=BOTS, variants={"variant": VARIANTS},
                strong_bot="hard", weak_bot="easy", match_games=300, timed=True)

__all__ = [
    "BOTS", "CALLS", "CARD_KINDS", "DANCES", "GAME", "VARIANTS", "Call", "CockroachBot", "Deck", "Hand",
    "KakerlakentanzState", "Observation", "PerfectBot", "Phase", "Right", "TurnUp", "Win", "Wrong", "arranged",
    "correct_calls", "default_deck", "expected_game_length", "forbidden", "from_json", "judge", "new_game",
    "p_forbidden_drawn_at", "p_forbidden_given_card", "p_must_rename", "p_must_rename_at", "p_two_taboos",
    "p_two_taboos_at", "piles", "simulate_calls", "simulate_game_lengths", "visible_taboos",
]
