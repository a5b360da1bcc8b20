"""Loading a save: time for 1,000, 10,000 and the maximum number of steps (issue 11: replay must be linear).

A Voll verasselt turn of 'go on' can last as long as we like, so its saves reach any length with legal steps. A save
holds the set-up (no seed) and every step, decisions and chance outcomes alike (``MAX_ACTIONS`` counts both).
Linear means the time per step stays about the same from 1,000 steps to the maximum; the target is a ratio of at most
2 between the time per step at the maximum and at 1,000 steps. The record of steps is appended in O(1) by
``Recorded.apply`` (a History); a game's own event log, if it copies a tuple at every step (``(*self.events, e)``),
makes replay quadratic, which this ratio shows. A plain-Python baseline shows what a record costs: appending to a
History against copying a tuple at every step.
"""

from __future__ import annotations

import time

import numpy as np

import bugkit
from bugkit.core.game import EMPTY_HISTORY, MAX_ACTIONS, appended
from bugkit.core.session import sample

GAME = "voll_verasselt"


def long_state(steps: int) -> tuple[bugkit.GameState, int]:
    """Return a Voll verasselt game of exactly ``steps`` recorded steps: each decision the first legal one, each
    chance outcome sampled from seed 3; and the number of decisions among the steps."""
    state = bugkit.new_game(GAME, max_turns=100_000)
    rng = np.random.default_rng(3)
    decisions = 0
    for _ in range(steps):
        if state.is_chance_node:
            state = state.apply(sample(state.chance_outcomes(), rng))
        else:
            state = state.apply(state.legal_actions()[0])
            decisions += 1
    return state, decisions


def long_save(steps: int) -> str:
    """Return a Voll verasselt save of exactly ``steps`` recorded steps."""
    return long_state(steps)[0].to_json()


def load_seconds(text: str, repeats: int = 3) -> float:
    """Return the best of ``repeats`` wall times of ``bugkit.load(text)``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        bugkit.load(text)
        best = min(best, time.perf_counter() - start)
    return best


def record_seconds(moves: int) -> tuple[float, float]:
    """Return (History appends, tuple copies) wall times of recording ``moves`` moves one by one."""
    start = time.perf_counter()
    history = EMPTY_HISTORY
    for i in range(moves):
        history = appended(history, str(i))
    linked = time.perf_counter() - start
    start = time.perf_counter()
    record: tuple[str, ...] = ()
    for i in range(moves):
        record = (*record, str(i))
    return linked, time.perf_counter() - start


if __name__ == "__main__":
    print(f"{GAME}: save format 2")
    per_step: dict[int, float] = {}
    for steps in (1_000, 10_000, MAX_ACTIONS):
        state, decisions = long_state(steps)
        text = state.to_json()
        seconds = load_seconds(text, 3 if steps < MAX_ACTIONS else 1)
        per_step[steps] = seconds / steps
        print(f"load {steps:>6,} steps ({decisions:,} decisions; {len(text) / 1000:,.0f} kB; "
              f"{len(getattr(state, 'events', ())):,} events in the log): {seconds:6.2f} s = "
              f"{per_step[steps] * 1e6:6.1f} µs per step")
    ratio = per_step[MAX_ACTIONS] / per_step[1_000]
    print(f"time per step at {MAX_ACTIONS:,} steps / at 1,000 steps: {ratio:.2f} "
          f"(flat, target <= 2: {'met' if ratio <= 2 else 'MISSED'})")
    linked, copied = record_seconds(MAX_ACTIONS)
    print(f"recording {MAX_ACTIONS:,} steps: History {linked * 1000:.0f} ms, tuple copies {copied * 1000:.0f} ms "
          f"({copied / linked:.0f}x)")
