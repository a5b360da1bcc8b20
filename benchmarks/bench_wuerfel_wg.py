"""Würfel-WG speed: p_todo cold for the largest set-up, the integer multiset DP against a plain Fraction
recursion, the vectorised simulator against a plain-Python loop, and one random game step."""

from __future__ import annotations

import subprocess
import sys
import time
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement

LARGEST = {"dice": 7, "parking": 7, "rerolls": 4, "clean_bath": True}  # ICH 1 + clean couch 4 + 2 Spezialos


def cold_p_todo_ms() -> tuple[float, str]:
    """Return the slowest cold p_todo (ms, fresh process each) over every to-do of the card file, largest set-up."""
    from bugkit.wuerfel_wg import default_cards

    cards = default_cards()
    needs = sorted({str(c.need) for c in (*cards.witzig, *cards.doppelt)})
    code = ("import time; from bugkit.wuerfel_wg import p_todo; t = time.perf_counter(); "
            "p_todo({req!r}, dice=7, parking=7, rerolls=4, clean_bath=True); print((time.perf_counter() - t) * 1000)")
    times = {req: float(subprocess.run([sys.executable, "-c", code.format(req=req)], capture_output=True, text=True,
                                       check=True).stdout) for req in needs}
    worst = max(times, key=times.__getitem__)
    return times[worst], worst


def plain_p_todo(req: str, dice: int, parking: int, rerolls: int, clean: bool) -> Fraction:
    """Return the same optimal chance by a plain Fraction recursion over sorted rolls (the baseline)."""
    from math import factorial, prod

    from bugkit.wuerfel_wg.components import counts_of, parse_requirement

    need = parse_requirement(req)
    faces = range(6)

    def dist(m: int) -> list[tuple[tuple[int, ...], Fraction]]:
        out: dict[tuple[int, ...], Fraction] = {}
        for combo in combinations_with_replacement(faces, m):
            ways = Fraction(factorial(m), prod(factorial(k) for k in counts_of(combo)))
            out[combo] = ways / 6**m
        return list(out.items())

    @cache
    def value(roll: tuple[int, ...], left: int) -> Fraction:
        if need.met_with_bath(counts_of(roll), clean):
            return Fraction(1)
        if left == 0:
            return Fraction(0)
        best = Fraction(0)
        for k in range(min(parking, dice) + 1):
            for kept in set(combinations(roll, k)):
                p = sum((q * value(tuple(sorted(kept + r)), left - 1) for r, q in dist(dice - k)), Fraction(0))
                best = max(best, p)
        return best

    return sum((q * value(r, rerolls) for r, q in dist(dice)), Fraction(0))


def dp_ratio(req: str = "XX YY", dice: int = 5, parking: int = 3, rerolls: int = 2) -> tuple[float, float]:
    """Return (seconds of the multiset DP, seconds of the plain recursion) on a mid-sized set-up; both must agree."""
    from bugkit.wuerfel_wg import odds

    odds.solve.cache_clear()
    t = time.perf_counter()
    fast = odds.p_todo(req, dice, parking, rerolls, True)
    t_fast = time.perf_counter() - t
    t = time.perf_counter()
    slow = plain_p_todo(req, dice, parking, rerolls, True)
    t_slow = time.perf_counter() - t
    assert fast == slow, (fast, slow)
    return t_fast, t_slow


def simulator_ratio(n: int = 100_000) -> tuple[float, float]:
    """Return (numpy turns per second, plain-Python turns per second) playing the optimal policy for 'XX YY'."""
    import numpy as np

    from bugkit import make_rng
    from bugkit.wuerfel_wg.components import parse_requirement, values_of
    from bugkit.wuerfel_wg.odds import _policy, code_of, counts_from_code, simulate_todo, solve

    req, dice, parking, rerolls = parse_requirement("XX YY"), 5, 3, 2
    simulate_todo(req, dice, parking, rerolls, n=10, rng=make_rng(0))  # warm the plan
    t = time.perf_counter()
    simulate_todo(req, dice, parking, rerolls, n=n, rng=make_rng(1))
    fast = n / (time.perf_counter() - t)
    plan = solve(req, dice, parking, rerolls, False)
    met, keep = _policy(plan)
    rng = np.random.default_rng(2)
    m = n // 20
    t = time.perf_counter()
    for _ in range(m):
        roll = [int(v) for v in rng.integers(0, 6, size=dice)]
        for r in range(rerolls, 0, -1):
            code = code_of(roll)
            if met[code]:
                break
            kept = list(values_of(counts_from_code(int(keep[r][code]))))
            roll = kept + [int(v) for v in rng.integers(0, 6, size=dice - len(kept))]
    slow = m / (time.perf_counter() - t)
    return fast, slow


def random_step_us(games: int = 20) -> float:
    """Return CPU microseconds per decision in seeded random games (legal actions + apply, chance sampled)."""
    import numpy as np

    from bugkit.core.session import resolve
    from bugkit.wuerfel_wg import new_game

    steps, t = 0, time.process_time()
    for seed in range(games):
        rng = np.random.default_rng(seed)
        s = resolve(new_game(players=2 + seed % 3), rng)
        while not s.is_over:
            legal = s.legal_actions()
            s = resolve(s.apply(legal[int(rng.integers(len(legal)))]), rng)
            steps += 1
    return (time.process_time() - t) / steps * 1e6


if __name__ == "__main__":
    ms, req = cold_p_todo_ms()
    print(f"p_todo cold, 7 dice / 4 spots / 2 re-rolls / clean bath, worst to-do {req!r}: {ms:.0f} ms "
          f"(target < 300 ms: {'met' if ms < 300 else 'MISSED'})")
    fast, slow = dp_ratio()
    print(f"exact DP on 5 dice / 3 spots / 2 re-rolls: {fast * 1000:.0f} ms vs plain Fraction recursion "
          f"{slow * 1000:.0f} ms = {slow / fast:.0f}x")
    sim_fast, sim_slow = simulator_ratio()
    print(f"simulator: {sim_fast:,.0f} turns/s numpy vs {sim_slow:,.0f} turns/s plain Python = "
          f"{sim_fast / sim_slow:.0f}x")
    print(f"random game: {random_step_us():.0f} µs per action (legal actions + apply)")
