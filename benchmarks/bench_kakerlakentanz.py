"""Kakerlakentanz speed, as ratios against baselines measured in the same run.

Run: ``.venv/bin/python benchmarks/bench_kakerlakentanz.py``.

1. Whole games with error rate e (2 players, the whole box dealt): the vectorised numpy simulator
   (``simulate_game_lengths``, 100,000 games) against stepping the plain engine with bots, and against a plain-Python
   loop of the same pile-size model. Target (issue 20): the plain-Python model at most 20 times the engine's games per
   second (``ratio plain Python / engine``); the numpy simulator's ratio is shown for reference. Also shown: the
   same games with the rules' own steps only (``rules_only_games``: no session, gate, observation or ``Dist``), the
   floor of this design; its ratio says how close to 20 the engine could come without changing the design.
2. Rounds of calls (``simulate_calls``) against a plain-Python loop over the same chain.
3. Exact answers: cold time of the Markov chains.
"""

from __future__ import annotations

import itertools
import time
from bisect import bisect_right

import numpy as np

import bugkit
from bugkit.kakerlakentanz import expected_game_length, simulate_calls, simulate_game_lengths
from bugkit.kakerlakentanz.bots import CockroachBot
from bugkit.kakerlakentanz.odds import START, card_probs, forbidden_set, right_calls, step
from bugkit.kakerlakentanz.rules import _TURN_UPS, new_game

E = 0.05
PLAYERS = 2


def engine_games(n: int) -> float:
    """Return games per second when the engine plays ``n`` whole games with bots of move error E."""
    bot = CockroachBot(error_rate=E, min_time=0.5, extra_time=0.0)
    t0 = time.perf_counter()
    for seed in range(n):
        bugkit.play("kakerlakentanz", [bot] * PLAYERS, seed=seed)
    return n / (time.perf_counter() - t0)


def rules_only_games(n: int) -> float:
    """Return games per second of the same games with the rules' own steps only: the state's ``_apply`` and
    ``_apply_outcome`` called directly, the bot's ``_choose`` given the right calls, the hidden card drawn from the
    cumulative unseen counts. No session, gate, observation or ``Dist``: the floor of the engine's design (it skips
    every check, so nothing but a benchmark may play this way)."""
    bot = CockroachBot(error_rate=E, min_time=0.5, extra_time=0.0)
    t0 = time.perf_counter()
    for seed in range(n):
        chance, bot_rng = np.random.default_rng(seed), np.random.default_rng(seed + n)
        state = new_game(PLAYERS)
        while state.winner is None:
            if state.card is None:
                cumulative = tuple(itertools.accumulate(state.unseen))
                kind = bisect_right(cumulative, int(chance.integers(cumulative[-1])))
                state = state._apply_outcome(_TURN_UPS[kind])
            else:
                state = state._apply(bot._choose([a.call for a in state.legal_actions()], bot_rng))
    return n / (time.perf_counter() - t0)


def python_games(n: int, rng: np.random.Generator) -> float:
    """Return games per second of a plain-Python loop over the pile-size model (one card at a time)."""
    t0 = time.perf_counter()
    for _ in range(n):
        hands, player, played = [64] * PLAYERS, 0, [0] * PLAYERS
        while True:
            if rng.random() < E:
                hands[player] += sum(played)
                played = [0] * PLAYERS
                continue
            hands[player] -= 1
            played[player] += 1
            if hands[player] == 0:
                break
            player = (player + 1) % PLAYERS
    return n / (time.perf_counter() - t0)


def numpy_games(n: int, rng: np.random.Generator) -> float:
    """Return games per second of the vectorised simulator."""
    t0 = time.perf_counter()
    simulate_game_lengths(E, PLAYERS, n, rng)
    return n / (time.perf_counter() - t0)


def python_rounds(rounds: int, length: int, rng: np.random.Generator) -> float:
    """Return cards per second of a plain-Python loop over the visible-state chain."""
    probs = [float(p) for p in card_probs()]
    t0 = time.perf_counter()
    renamed = 0
    for _ in range(rounds):
        state = START
        for kind in rng.choice(8, size=length, p=probs):
            calls = right_calls(state, int(kind))
            renamed += int(kind < 4 and int(kind) in forbidden_set(state))
            state = step(state, int(kind), calls[int(rng.integers(len(calls)))])
    return rounds * length / (time.perf_counter() - t0)


def numpy_rounds(rounds: int, length: int, rng: np.random.Generator) -> float:
    """Return cards per second of ``simulate_calls``."""
    t0 = time.perf_counter()
    simulate_calls(rounds, length, rng)
    return rounds * length / (time.perf_counter() - t0)


def main() -> None:
    """Print the measurements and ratios."""
    rng = np.random.default_rng(1)
    eng = engine_games(100)
    floor = rules_only_games(100)
    py = python_games(2_000, rng)
    vec = numpy_games(100_000, rng)
    print(f"whole games, e={E}, {PLAYERS} players, 64 cards each:")
    print(f"  engine + bots     {eng:10.1f} games/s")
    print(f"  rules' steps only  {floor:9.1f} games/s  (no session, gate, observation or Dist: the design's floor)")
    print(f"  plain Python model {py:9.1f} games/s")
    print(f"  numpy, 100,000 games {vec:7.1f} games/s")
    print(f"  ratio plain Python / engine: {py / eng:6.1f}  (issue 20 asks <= 20)")
    print(f"  ratio plain Python / rules' steps only: {py / floor:6.1f}  (the design's floor)")
    print(f"  ratio numpy / engine: {vec / eng:8.1f}")
    print(f"  ratio numpy / plain Python: {vec / py:5.1f}")
    pr = python_rounds(2_000, 40, rng)
    nr = numpy_rounds(50_000, 40, rng)
    print(f"rounds of calls: plain Python {pr:,.0f} cards/s, numpy {nr:,.0f} cards/s, ratio {nr / pr:.1f}")
    from bugkit.kakerlakentanz import odds

    odds.stationary.cache_clear()
    odds._chain.cache_clear()
    t0 = time.perf_counter()
    odds.p_must_rename()
    t1 = time.perf_counter()
    expected_game_length(0.1, players=2)
    t2 = time.perf_counter()
    print(f"exact: p_must_rename cold {1000 * (t1 - t0):.1f} ms, "
          f"expected_game_length(2 players) {1000 * (t2 - t1):.0f} ms")


if __name__ == "__main__":
    main()
