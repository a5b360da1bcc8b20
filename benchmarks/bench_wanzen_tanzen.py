"""Wanzen tanzen speed: the odds table, one exact solve, the turn simulator and the widget hint.

Run: ``.venv/bin/python benchmarks/bench_wanzen_tanzen.py``. Prints times and ratios measured in this run.
Targets (issue 3): the whole table (every task kind and deck card, repeats 0-3) in floats under 50 ms; one task
with one repeat in exact Fractions under 1 s; 1,000,000 simulated turns under the optimal policy under 2 s and at
least 20 times a plain-Python loop; a hint in the widget under 100 ms.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bugkit.wanzen_tanzen import components as comps
from bugkit.wanzen_tanzen import odds
from bugkit.wanzen_tanzen.rules import position


def best_of(fn: Callable[[], Any], runs: int = 5) -> float:
    """Return the fastest wall time of ``runs`` calls, in seconds."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def plain_table(repeats: int = 3) -> list[list[float]]:
    """Return the same table as ``odds.table`` by a plain-Python float loop over the same state space."""
    sp = odds.space()
    columns = [(t,) for t in comps.all_task_kinds()] + [card.tasks for card in comps.default_deck()]
    out = []
    for tasks in columns:
        hit = [any(t.met(m) for t in tasks) for m in sp.multisets[sp.full]]
        values: list[list[float]] = []
        for r in range(repeats + 1):
            v = [0.0] * len(sp.multisets)
            v[sp.level[5]:] = [float(h) for h in hit]
            for m in range(4, -1, -1):
                for k in range(sp.level[m], sp.level[m + 1]):
                    again = values[r - 1][k] if r else 0.0
                    v[k] = sum(float(p) * max(again, max(v[s] for s in succ)) for p, succ in sp.exact[k])
            values.append(v)
        out.append([values[r][0] for r in range(repeats + 1)])
    return out


def main() -> None:
    """Print the benchmark results."""
    t0 = time.perf_counter()
    odds._space.cache_clear()
    odds.space()
    print(f"state space (462 multisets, 4116 roll pairs), built once: {time.perf_counter() - t0:.3f} s")

    t_table = best_of(lambda: odds.table(repeats=3))
    t_plain = best_of(lambda: plain_table(3), runs=1)
    print(f"whole table, {len(odds.table(3).labels)} rows x repeats 0-3, numpy floats: {1000 * t_table:.1f} ms "
          f"(target < 50 ms); plain Python {1000 * t_plain:.0f} ms; ratio {t_plain / t_table:.0f}x")

    def exact_one() -> None:
        odds.exact_values.cache_clear()
        odds.p_complete(["large straight"], 1)

    print(f"one task, one repeat, exact Fractions: {1000 * best_of(exact_one, runs=3):.0f} ms (target < 1000 ms)")

    odds.simulate_turns(["large straight"], 1, n=1000, rng=0)  # warm the caches (policy table)
    w0, c0 = time.perf_counter(), time.process_time()
    est = odds.simulate_turns(["large straight"], 1, n=1_000_000, rng=1)
    w_np, c_np = time.perf_counter() - w0, time.process_time() - c0
    n_py, scale = 50_000, 1_000_000 / 50_000
    w0, c0 = time.perf_counter(), time.process_time()
    odds.simulate_turns_python(["large straight"], 1, n=n_py, seed=1)
    w_py, c_py = (time.perf_counter() - w0) * scale, (time.process_time() - c0) * scale
    print(f"1,000,000 turns (large straight, 1 repeat), numpy: {w_np:.2f} s wall / {c_np:.2f} s CPU (target < 2 s); "
          f"plain Python (measured on {n_py:,}, scaled): {w_py:.1f} s wall / {c_py:.1f} s CPU; "
          f"ratio {w_py / w_np:.0f}x wall, {c_py / c_np:.0f}x CPU (target >= 20x)")
    print(f"   estimate {est} vs exact {float(odds.p_complete(['large straight'], 1)):.4f}")

    from bugkit.wanzen_tanzen.ui import play

    view = play(seats=["human", "odds"], seed=3, show_hint=True)
    view.roll_button.click()

    def hint_cold() -> None:
        odds.float_values.cache_clear()
        view.render()

    print(f"widget hint after a roll (cold cache, solve + render): {1000 * best_of(hint_cold):.1f} ms; "
          f"warm: {1000 * best_of(view.render):.1f} ms (target < 100 ms)")
    s = position(card=("Full House", "Vierling", "Große Straße", "1 1"), rolled=(1, 2, 3, 3, 6))
    print(f"hint() alone, 4 tasks, cold: {1000 * best_of(lambda: (odds.float_values.cache_clear(), odds.hint(s.face_up.tasks, (), s.rolled, 4))):.1f} ms")  # noqa: E501


if __name__ == "__main__":
    main()
