"""Ungeziffer bots: the MemoryBot plays for the score (issue 10), its old version stays reproducible, and the
odds helpers take the same yellow die as the game."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest

from bugkit.core.game import CHANCE
from bugkit.matches import duel
from bugkit.ungeziffer import MemoryBot, default_tiles, dice_sum_dist, new_game, p_hit, p_hit_turn
from bugkit.ungeziffer.bots import MemoryBotV1, largest_hit
from bugkit.ungeziffer.odds import simulate_dice_sums
from bugkit.ungeziffer.rules import HIDDEN, Phase, Turned, UngezifferState


def seen(values: list[int], dice: tuple[int, ...], variant: str = "standard",
         reveal: tuple[int, ...] | None = None) -> UngezifferState:
    """Return a position whose tiles are ``values``, all of them seen before (in an earlier turn), dice rolled."""
    tiles = Counter(values + [9] * 5)
    state = new_game(2, variant=variant, tiles={str(v): c for v, c in tiles.items()})
    shown = range(len(values)) if reveal is None else reveal
    layout = tuple(v if p in shown else HIDDEN for p, v in enumerate(values)) + (HIDDEN,) * 5
    events = tuple(Turned(0, 1, p, values[p]) for p in shown)
    return replace(state, layout=layout, phase=Phase.TURN, dice=dice, turn_no=1, events=events)


def choose(bot: object, state: UngezifferState) -> str:
    """Return the bot's next action for the player to move, as text."""
    return str(bot.choose(state.observation(state.current_player), state.legal_actions(),  # type: ignore[attr-defined]
                      np.random.default_rng(0)))


def play_out(bot: object, state: UngezifferState) -> UngezifferState:
    """Return the state after the bot has finished its turn."""
    player = state.current_player
    while state.current_player in (player, CHANCE) and not state.is_over:
        state = state.apply(next(iter(state.chance_outcomes())) if state.is_chance_node else choose(bot, state))
    return state


def test_memory_bot_turns_known_zeros_first() -> None:
    """Issue 10, MemoryBot plays for the score: a remembered 0 (midge mush) is free and is won with the catch."""
    state = seen([5, 0, 2, 0], dice=(5, 0))
    assert choose(MemoryBot(), state) in ("turn 1", "turn 3")
    after = play_out(MemoryBot(), state)
    assert sorted(after.won[0]) == [0, 0, 5]


def test_memory_bot_prefers_the_largest_remembered_set() -> None:
    """Issue 10: among the remembered sets that hit 7, take the one with the most tiles (1+2+4, not 7)."""
    state = seen([7, 1, 2, 4, 3], dice=(6, 1))
    plan = largest_hit(state.observation(0), {0: 7, 1: 1, 2: 2, 3: 4, 4: 3})
    assert sorted(plan) == [1, 2, 3]  # the tiles 1, 2 and 4
    after = play_out(MemoryBot(), state)
    assert len(after.won[0]) == 3 and sum(after.won[0]) == 7
    old = play_out(MemoryBotV1(), state)
    assert old.won[0] == (7,)  # the old bot took the first (smallest) set it found


def test_memory_bot_plus_minus_turns_two_tiles_rather_than_one() -> None:
    """Plus-minus: a remembered pair 9 and 2 (9 - 2 = 7) is two tiles; the 7 alone only one."""
    state = seen([7, 9, 2], dice=(4, 3), variant="plus_minus")
    after = play_out(MemoryBot(), state)
    assert sorted(after.won[0]) == [2, 9]


def test_memory_bot_without_a_remembered_hit_tries_an_unknown_tile() -> None:
    state = seen([8, 8, 1, 6, 6], dice=(2, 0), reveal=(0, 1))
    assert choose(MemoryBot(), state) in {"turn 2", "turn 3", "turn 4", *(f"turn {p}" for p in range(5, 10))}


def test_largest_hit_stays_fast_with_many_remembered_tiles() -> None:
    state = seen([1] * 150, dice=(6, 3))
    plan = largest_hit(state.observation(0), dict.fromkeys(range(150), 1))
    assert len(plan) == 9 and len(set(plan)) == 9


@pytest.mark.slow  # a 200-game tournament: in the full run, not in the fast lane
def test_tournament_new_memory_bot_beats_the_old_one_over_200_games() -> None:
    """Issue 10 "Done when": new MemoryBot vs old, 200 two-player games, seats alternating (seeds 0..199)."""
    result = duel("ungeziffer", "memory", MemoryBotV1, games=200, seed=0)
    assert result.wins + result.losses + result.ties == 200
    assert (result.wins, result.losses, result.ties) == (149, 35, 16)  # reproducible: same seeds, same games
    assert result.wins > 2 * result.losses


def test_odds_take_the_yellow_die_the_game_takes() -> None:
    """Issue 10: p_hit_turn, dice_sum_dist and simulate_dice_sums take the game's yellow_faces."""
    six = [0, 0, 1, 2, 3, 3]
    game = new_game(2, yellow_faces=six)
    assert game.rules.yellow_faces == tuple(six)
    dist = dice_sum_dist(yellow_faces=six)
    assert dist[1] == Fraction(2, 36)
    tiles = default_tiles()
    assert p_hit_turn(tiles, yellow_faces=six) == dist.E(lambda target: p_hit(target, tiles))
    assert p_hit_turn(tiles, yellow_faces=six) != p_hit_turn(tiles)
    assert p_hit_turn(tiles, yellow_faces=None) == p_hit_turn(tiles, yellow_faces=[0, 1, 2, 3])
    sums = simulate_dice_sums(40_000, rng=5, yellow_faces=six)
    p = float(dist[1])
    assert abs((sums == 1).mean() - p) <= 4 * (p * (1 - p) / sums.size) ** 0.5


@pytest.mark.parametrize("faces", [[4], [], "0123", [0.5], [True], list(range(13))])
def test_odds_refuse_a_yellow_die_the_game_refuses(faces: object) -> None:
    from bugkit import InvalidInput

    with pytest.raises(InvalidInput, match="yellow_faces"):
        new_game(2, yellow_faces=faces)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="yellow_faces"):
        p_hit_turn(default_tiles(), yellow_faces=faces)
