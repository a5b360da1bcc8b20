"""Loading a save: time for 1,000, 10,000 and the maximum number of moves (issue 11: replay must be linear).

A Voll verasselt turn of 'go on' can last as long as we like, so its saves reach any length with legal moves.
Linear means the time per move stays about the same from 1,000 moves to the maximum; the target is a ratio of at
most 2 between the time per move at the maximum and at 1,000 moves. A plain-Python baseline shows what a record
costs: appending to a History against copying a tuple at every move.
"""

from __future__ import annotations

import inspect
import time

import bugkit
from bugkit.core.game import EMPTY_HISTORY, MAX_ACTIONS, appended


def long_save(moves: int) -> str:
    """Return a Voll verasselt save of exactly ``moves`` legal moves."""
    options: dict[str, int] = {"max_turns": 100_000}
    if "stall_rounds" in inspect.signature(bugkit.GAMES["voll_verasselt"].new_game).parameters:
        options["stall_rounds"] = 1000
    state = bugkit.new_game("voll_verasselt", seed=3, **options)
    for _ in range(moves):
        state = state.apply(state.legal_actions()[0])
    return state.to_json()


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
    per_move: dict[int, float] = {}
    for moves in (1_000, 10_000, MAX_ACTIONS):
        text = long_save(moves)
        seconds = load_seconds(text, 3 if moves < MAX_ACTIONS else 1)
        per_move[moves] = seconds / moves
        print(f"load {moves:>6,} moves ({len(text) / 1000:,.0f} kB): {seconds:6.2f} s = "
              f"{per_move[moves] * 1e6:6.1f} µs per move")
    ratio = per_move[MAX_ACTIONS] / per_move[1_000]
    print(f"time per move at {MAX_ACTIONS:,} moves / at 1,000 moves: {ratio:.2f} "
          f"(linear, target <= 2: {'met' if ratio <= 2 else 'MISSED'})")
    linked, copied = record_seconds(MAX_ACTIONS)
    print(f"recording {MAX_ACTIONS:,} moves: History {linked * 1000:.0f} ms, tuple copies {copied * 1000:.0f} ms "
          f"({copied / linked:.0f}x)")
