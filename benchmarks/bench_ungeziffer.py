"""Ungeziffer speed: p_hit cold, the vectorised simulator against a plain-Python loop, and `import bugkit`."""

from __future__ import annotations

import subprocess
import sys
import time


def cold_p_hit_ms() -> float:
    """Return the slowest cold p_hit over targets 1-9 on the full 32-tile set, in ms (fresh process each)."""
    code = ("import time; from bugkit.ungeziffer import p_hit, default_tiles; tiles = default_tiles(); "
            "t = time.perf_counter(); p_hit({target}, tiles); print((time.perf_counter() - t) * 1000)")
    times = [float(subprocess.run([sys.executable, "-c", code.format(target=t)], capture_output=True, text=True,
                                  check=True).stdout) for t in range(1, 10)]
    return max(times)


def import_seconds() -> float:
    """Return the best of 5 wall times of `python -c 'import bugkit'` minus a bare interpreter start."""
    def run(code: str) -> float:
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - t
    bare = min(run("pass") for _ in range(5))
    return min(run("import bugkit; list(bugkit.GAMES)") for _ in range(5)) - bare


def simulator_ratio(n: int = 200_000) -> tuple[float, float]:
    """Return (numpy turns per second, plain-Python turns per second) for blind turns on the full tile set."""
    from bugkit.ungeziffer import default_tiles
    from bugkit.ungeziffer.odds import simulate_hits, simulate_hits_python

    tiles = default_tiles()
    t = time.perf_counter()
    simulate_hits(7, tiles, n, rng=1)
    fast = n / (time.perf_counter() - t)
    m = n // 10
    t = time.perf_counter()
    simulate_hits_python(7, tiles, m, seed=1)
    slow = m / (time.perf_counter() - t)
    return fast, slow


if __name__ == "__main__":
    ms = cold_p_hit_ms()
    print(f"p_hit cold, worst target on 32 tiles: {ms:.1f} ms  (target < 50 ms: {'met' if ms < 50 else 'MISSED'})")
    fast, slow = simulator_ratio()
    ratio = fast / slow
    print(f"simulator: {fast:,.0f} turns/s numpy vs {slow:,.0f} turns/s plain Python = {ratio:.0f}x "
          f"(target >= 30x: {'met' if ratio >= 30 else 'MISSED'})")
    secs = import_seconds()
    print(f"import bugkit (all games registered, no widgets): {secs:.3f} s (target < 0.3 s: "
          f"{'met' if secs < 0.3 else 'MISSED'})")
