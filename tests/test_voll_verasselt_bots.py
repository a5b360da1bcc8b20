"""Voll verasselt bots: legal choices, their stated habits, and a seeded tournament that OddsBot leads."""

from __future__ import annotations

import dataclasses
from collections import Counter

import numpy as np

import bugkit
from bugkit.core.session import resolve
from bugkit.voll_verasselt import OddsBot, RandomBot, ThresholdBot, advise, new_game
from bugkit.voll_verasselt.bots import expected_hub
from bugkit.voll_verasselt.rules import GO_ON, STOP, Phase, VollVerasseltState, total


def dealt(players: int = 2, seed: int = 1, **options: object) -> VollVerasseltState:
    """Return a new game after its deal (the hub's 10 cards drawn with a generator seeded by ``seed``; ``options``:
    new_game's)."""
    return resolve(new_game(players=players, **options), np.random.default_rng(seed))  # type: ignore[arg-type]


def test_every_bot_picks_legal_actions_through_whole_games() -> None:
    for seed, bots in enumerate([[RandomBot(), OddsBot()], [ThresholdBot(3), OddsBot(), RandomBot()]]):
        rng = np.random.default_rng(seed)
        state = dealt(players=len(bots), seed=seed)
        while not state.is_over:
            p = state.current_player
            legal = state.legal_actions()
            action = bots[p].choose(state.observation(p), legal, rng)
            assert action in legal
            state = resolve(state.apply(action), rng)


def test_threshold_bot_stops_once_its_catch_reaches_n() -> None:
    s = dataclasses.replace(dealt(seed=1), hub=(3, 3, 2, 2))
    s = s.resolve_roll(tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))
    rng = np.random.default_rng(0)
    assert s.phase == Phase.DECIDE
    assert total(s.catch) == 2
    assert ThresholdBot(2).choose(s.observation(0), s.legal_actions(), rng) == STOP
    assert ThresholdBot(3).choose(s.observation(0), s.legal_actions(), rng) == GO_ON


def test_odds_bot_follows_the_advisor() -> None:
    rng = np.random.default_rng(0)
    for seed in range(5):
        s = dealt(seed=seed)
        obs = s.observation(0)
        action = OddsBot(boost_gain=100).choose(obs, s.legal_actions(), rng)  # boosting switched off
        assert action == advise(obs.group_cards, obs.dice, 0, must_roll=True).best.action
    s = dealt(seed=1).resolve_roll(tuple(range(7)), ("bars",) * 7)
    assert OddsBot().choose(s.observation(0), s.legal_actions(), rng) == GO_ON  # nothing caught yet


def test_expected_hub_counts_bar_cards_and_top_up() -> None:
    s = dealt(seed=3)
    obs = s.observation(0)
    assert sum(expected_hub(obs)) == sum(s.hub) + 14  # 7 double bars = 14 cards


def test_a2_expected_hub_counts_the_cards_a_bar_face_brings_in_this_game() -> None:
    for bars, cards in ((1, 7), (0, 0), (3, 21)):
        s = dealt(seed=3, bars_per_bar_face=bars)
        assert sum(expected_hub(s.observation(0))) == sum(s.hub) + cards  # 7 bar faces showing


def test_a2_odds_bot_follows_the_advisor_for_the_die_of_its_game() -> None:
    rng = np.random.default_rng(0)
    die = ["blue", "red", "yellow", "green", "bars", "bars", "bars", "bars"]  # half the faces are bars: less risk
    for faces, go_on in ((die, True), (None, False)):  # a hub of 1 card per colour, 3 cards caught
        s = dataclasses.replace(dealt(seed=1, die_faces=faces), hub=(2, 2, 2, 1))
        s = s.resolve_roll(tuple(range(7)), ("blue", "red", "yellow", "bars", "bars", "bars", "bars"))
        obs = s.observation(0)
        assert (obs.group_cards, total(obs.catch)) == ((1, 1, 1, 1), 3)
        assert advise(obs.group_cards, obs.dice, 3, die_faces=faces).should_roll is go_on
        assert OddsBot().choose(obs, s.legal_actions(), rng) == (GO_ON if go_on else STOP)


def test_seeded_tournament_odds_bot_ahead_of_threshold_and_random() -> None:
    wins: Counter[str] = Counter()
    names = ["odds", "threshold", "random"]
    for seed in range(12):
        seats = names[seed % 3:] + names[:seed % 3]  # everyone plays every seat
        record = bugkit.play("voll_verasselt", seats, seed=seed)
        for w in record.winners:
            wins[seats[w]] += 1
    assert wins["odds"] > wins["threshold"], wins
    assert wins["odds"] > wins["random"], wins
    assert wins["odds"] >= 8, wins
