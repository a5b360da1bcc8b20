"""Voll verasselt speed: the advisor per decision, and the turn simulator against a plain-Python loop.

Run: ``.venv/bin/python benchmarks/bench_voll_verasselt.py``. Prints times and ratios measured in this run.
Targets (issue 4): the advisor under 100 ms per decision; the simulator at least 20 times a plain-Python loop.
"""

from __future__ import annotations

import random
import time

import numpy as np

import bugkit
from bugkit.voll_verasselt import advise, simulate_turns
from bugkit.voll_verasselt.components import DIE_FACES, N_DICE
from bugkit.voll_verasselt.odds import one_roll
from bugkit.voll_verasselt.rules import total


def decisions(games: int = 6) -> list[tuple[tuple[int, int, int, int], tuple[str, ...], int]]:
    """Return (group, dice, catch) of every roll decision in a few seeded bot games."""
    out = []
    for seed in range(games):
        record = bugkit.play("voll_verasselt", ["odds", "threshold", "random"], seed=seed)
        state = bugkit.new_game("voll_verasselt", players=3, seed=record.final.seed)
        for action in record.actions:
            if state.phase in ("roll", "decide"):
                out.append((state.group_cards, state.dice, total(state.catch)))
            state = state.apply(action)
    return out


def plain_python_turns(group: tuple[int, ...], stop_at: int, n: int, seed: int) -> list[int]:
    """Return the catch of n turns rolling all 7 dice until the catch reaches stop_at, one die at a time."""
    rng = random.Random(seed)
    kept = []
    for _ in range(n):
        cards, catch = list(group), 0
        while True:
            shown = [0, 0, 0, 0]
            for _ in range(N_DICE):
                face = rng.randrange(len(DIE_FACES))
                if face < 4:
                    shown[face] += 1
            if any(s > c for s, c in zip(shown, cards, strict=True)):
                catch = 0
                break
            cards = [c - s for c, s in zip(cards, shown, strict=True)]
            catch += sum(shown)
            if catch >= stop_at:
                break
        kept.append(catch)
    return kept


def main() -> None:
    """Print the benchmark results."""
    cases = decisions()
    one_roll.cache_clear()
    times = []
    for group, dice, catch in cases:
        t0 = time.perf_counter()
        advise(group, dice, catch)
        times.append(time.perf_counter() - t0)
    cold = np.array(times) * 1000
    t0 = time.perf_counter()
    for group, dice, catch in cases:
        advise(group, dice, catch)
    warm = (time.perf_counter() - t0) / len(cases) * 1000
    print(f"advisor: {len(cases)} decisions from bot games; cold cache mean {cold.mean():.2f} ms, "
          f"max {cold.max():.2f} ms; warm mean {warm:.3f} ms per decision (target: under 100 ms)")

    group, stop_at, n, n_py, repeats = (3, 3, 3, 3), 5, 200_000, 20_000, 3
    t_np = t_py = float("inf")
    for r in range(repeats):  # best of 3: the machine may be shared
        t0 = time.perf_counter()
        sim = simulate_turns(group, stop_at, n, np.random.default_rng(r))
        t_np = min(t_np, time.perf_counter() - t0)
        t0 = time.perf_counter()
        py = plain_python_turns(group, stop_at, n_py, r)
        t_py = min(t_py, (time.perf_counter() - t0) * n / n_py)
    print(f"simulator: {n} turns in {t_np:.3f} s (numpy) vs {t_py:.3f} s (plain Python, scaled from {n_py}); "
          f"ratio {t_py / t_np:.1f}x (target: at least 20x); best of {repeats}; "
          f"mean catch {sim.mean():.3f} vs {np.mean(py):.3f}")


if __name__ == "__main__":
    main()
