"""Time the lesson widgets a class waits on (moved here from the unit tests, which check only what they show).

Usage: ``.venv/bin/python benchmarks/bench_widgets.py``. Prints the median of 5 runs of each and whether it meets
its target: an explore redraw under 0.5 s (Voll verasselt's largest hub, Wanzen tanzen's task switch), one click
of a law-of-large-numbers box (1,000 more trials) under 0.5 s. Then each game board's redraw (what every tap and
every bot step costs) at the end of a German bot game, the longest log of that game: the median of 15 (no target
set; a class server redraws a board for every tap of every child). Times depend on the machine and its load.
"""

from __future__ import annotations

import importlib
import statistics
import time
from collections.abc import Callable
from fractions import Fraction

import matplotlib

matplotlib.use("Agg")


def median_seconds(work: Callable[[], object], runs: int = 5) -> float:
    """Return the median wall time of ``runs`` calls of ``work``."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Print each measurement with its target."""
    from bugkit.lessons import voll_verasselt as vv
    from bugkit.lessons import wanzen_tanzen as wt
    from bugkit.ui.lesson import as_widgets, lln_box

    vv_draw = vv.explore_draw("en")
    wt_draw = wt.explore_draw("en")
    as_widgets(vv_draw(5))  # as an explore box shows it: the figure drawn into a picture
    as_widgets(wt_draw("small straight", 5, 1.75))  # warm up the state space
    box = lln_box(lambda rng, n: rng.random(n) < 0.25, Fraction(1, 4), "en", label="hits")
    rows = [
        ("Voll verasselt explore, largest hub", lambda: as_widgets(vv_draw(vv.HUB_MAX_SIZE)), 0.5),
        ("Wanzen tanzen explore, another task", lambda: as_widgets(wt_draw("four of a kind", 5, 0.75)), 0.5),
        ("law-of-large-numbers box, x1000 click", lambda: box.buttons[1000].click(), 0.5),
    ]
    for name, work, target in rows:
        seconds = median_seconds(work)
        print(f"{name:45s} {seconds * 1000:8.0f} ms  (target < {target * 1000:.0f} ms: "
              f"{'met' if seconds < target else 'NOT met'})")
    board_redraws()


def board_redraws() -> None:
    """Print each game board's redraw time at the end of a German bot game (median of 15)."""
    import bugkit

    for game in bugkit.GAMES:
        view, press = importlib.import_module(f"bugkit.{game}.ui").bots_board("de")
        for _ in range(5000):
            if view.state.is_over:
                break
            press()
        seconds = median_seconds(view.render, 15)
        print(f"{'board redraw, ' + game:45s} {seconds * 1000:8.2f} ms  ({len(view.state.events)} events in the log)")


if __name__ == "__main__":
    main()
