"""Kakerlakentanz bots: each cockroach's wrong moves in real games match its stated move error, and the bots'
shortcuts (no argument checks, no draw that changes nothing) choose and draw exactly as the checked way did."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_kakerlakentanz_engine import positions

import bugkit
from bugkit import InvalidInput
from bugkit.kakerlakentanz import Call
from bugkit.kakerlakentanz.bots import BOTS, CockroachBot, EasyCockroach, HardCockroach
from bugkit.kakerlakentanz.components import CALLS


def test_bot_move_error_matches_its_wrong_moves_in_games() -> None:
    bot = EasyCockroach()
    wrong = moves = 0
    for seed in range(40):
        rec = bugkit.play("kakerlakentanz", [bot, bot, bot], seed=seed, hand_size=10)
        kinds = [type(e).__name__ for e in rec.final.events if type(e).__name__ in ("Right", "Wrong")]
        wrong += kinds.count("Wrong")
        moves += len(kinds)
    assert bugkit.Estimate.of_proportion(wrong, moves).agrees(bot.move_error(3.0))
    assert HardCockroach().move_error() < EasyCockroach().move_error()


def test_a_bot_with_a_bad_setting_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        CockroachBot(error_rate=2)


def test_a_draw_from_one_choice_takes_nothing_from_the_generator() -> None:
    # the bots skip rng.integers(1) (their games stay the same only because numpy draws nothing for it)
    a, b = np.random.default_rng(9), np.random.default_rng(9)
    assert int(a.integers(1)) == 0
    assert a.bit_generator.state == b.bit_generator.state and a.random() == b.random()


def old_choose(bot: CockroachBot, legal: list[Call], rng: np.random.Generator) -> Call:
    """Return the call of the bots before issue 20 (every draw made, every Call checked): the reference."""
    raw = bot.min_time + float(rng.exponential(bot.extra_time)) if bot.extra_time else bot.min_time
    seconds = math.ceil(round(raw * 100, 6)) / 100
    rights = [a.call for a in legal]
    wrongs = [c for c in CALLS if c not in rights]
    pool = wrongs if (rng.random() < bot.error_rate and wrongs) else rights
    return Call(pool[int(rng.integers(len(pool)))], seconds)


@pytest.mark.parametrize("name", [*sorted(BOTS), "sloppy"])
def test_a_bot_chooses_and_draws_exactly_as_before(name: str) -> None:
    bot = BOTS[name]() if name in BOTS else CockroachBot(error_rate=0.5, min_time=0.5, extra_time=1.0)
    for state in positions(7, steps=80):
        if state.card is None:
            continue
        seen, legal = state.observation(state.player), state.legal_actions()
        for way in (legal, tuple(legal)):  # a list: the fast path; a tuple: through checked_choose
            now, before = np.random.default_rng(3), np.random.default_rng(3)
            for _ in range(20):
                assert bot.choose(seen, way, now) == old_choose(bot, legal, before)
            assert now.bit_generator.state == before.bit_generator.state
    with pytest.raises(InvalidInput, match="legal"):
        bot.choose(seen, ["meep"], np.random.default_rng(1))  # type: ignore[list-item]
