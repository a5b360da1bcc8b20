"""Engine speed against the code of a recorded baseline commit, measured in the same run (issue 20).

Run: ``.venv/bin/python benchmarks/bench_steps.py`` (from a git checkout: the baseline is extracted with
``git archive``); ``--game voll_verasselt`` times one game only (repeat it for several), ``--rounds 7`` makes more
alternating runs (3 by default). For every game it times a step through the session (``legal_actions`` +
``Session.act``, chance sampled by the session) over whole games of uniformly random legal choices, once with the
baseline code and once with this checkout, each in a fresh process, alternating, and prints the median ratio.
It also times ``import bugkit`` and ``import bugkit.<game>.ui`` in fresh processes (the median of several).

Targets (issue 20): every game's step at least 3x faster than the baseline; ``import bugkit`` under 0.3 s;
``import bugkit.<game>.ui`` under 1 s. ``baseline_steps.json`` holds the absolute figures of the baseline
as recorded on the machine the issue was worked on (for reference; the ratios use the same-run figures).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

BASELINE = "45d06d4"  # main before issue 20's refactor
GAMES = ("ungeziffer", "wanzen_tanzen", "voll_verasselt", "kakerlakentanz", "wuerfel_wg")
ROOT = Path(__file__).resolve().parent.parent

# Runs in a fresh process with the code under test first on sys.path; uses only the public API both versions share.
_MEASURE = r"""
import gc, json, sys, time
import numpy as np
import bugkit

def per_step(game, games, cap):
    rng = np.random.default_rng(7)
    steps = 0
    elapsed = 0.0
    for seed in range(games):
        session = bugkit.start(game, players=3, seed=seed)
        gc.collect()  # the heap the earlier games left is not this game's cost
        t0 = time.perf_counter()
        for _ in range(cap):
            state = session.state
            if state.is_over:
                break
            legal = state.legal_actions()
            session.act(legal[int(rng.integers(len(legal)))])
            steps += 1
        elapsed += time.perf_counter() - t0
    return elapsed / steps * 1e6

print(json.dumps({g: per_step(g, int(sys.argv[2]), int(sys.argv[3])) for g in sys.argv[1].split(",")}))
"""


def _run(code: str, path: Path, *args: str) -> str:
    """Return the standard output of ``code`` run by this Python with ``path`` first on the module path."""
    env_code = f"import sys; sys.path.insert(0, {str(path)!r}); " + "exec(compile(sys.argv.pop(1), 'm', 'exec'))"
    out = subprocess.run([sys.executable, "-c", env_code, code, *args], capture_output=True, text=True, check=True,
                         cwd=path)
    return out.stdout


def steps(path: Path, games: int, cap: int, names: tuple[str, ...] = GAMES) -> dict[str, float]:
    """Return microseconds per step of each game in ``names`` for the code at ``path``."""
    return dict(json.loads(_run(_MEASURE, path, ",".join(names), str(games), str(cap))))


def import_seconds(path: Path, module: str) -> float:
    """Return the seconds a fresh process takes to import ``module`` from the code at ``path``."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    return float(_run(code, path))


def extract(commit: str, into: Path) -> Path:
    """Return the folder holding ``bugkit/`` of ``commit`` (extracted with git archive)."""
    archive = into / "baseline.tar"
    with archive.open("wb") as fh:
        subprocess.run(["git", "-C", str(ROOT), "archive", commit, "bugkit"], stdout=fh, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    return into


def main(rounds: int = 3, games: int = 4, cap: int = 400, names: tuple[str, ...] = GAMES) -> None:
    """Print the per-game step times and ratios of the games ``names``, and the import times."""
    with tempfile.TemporaryDirectory() as tmp:
        base = extract(BASELINE, Path(tmp))
        runs: dict[str, list[dict[str, float]]] = {"baseline": [], "now": []}
        for _ in range(rounds):
            runs["baseline"].append(steps(base, games, cap, names))
            runs["now"].append(steps(ROOT, games, cap, names))
        print(f"step = legal_actions + Session.act, random legal choices, 3 players, {games} games of at most "
              f"{cap} steps, median of {rounds} alternating runs; baseline {BASELINE}")
        for g in names:
            b = statistics.median(r[g] for r in runs["baseline"])
            n = statistics.median(r[g] for r in runs["now"])
            ok = "met" if b / n >= 3 else "NOT met"
            print(f"  {g:15s} baseline {b:8.1f} us  now {n:8.1f} us  ratio {b / n:5.2f}  (>= 3: {ok})")
        for module, limit in [("bugkit", 0.3)] + [(f"bugkit.{g}.ui", 1.0) for g in names]:
            b = statistics.median(import_seconds(base, module) for _ in range(rounds))
            n = statistics.median(import_seconds(ROOT, module) for _ in range(rounds))
            ok = "met" if n < limit else "NOT met"
            print(f"  import {module:26s} baseline {b:5.2f} s  now {n:5.2f} s  (< {limit} s: {ok})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Time a step of every game (or of some) against the baseline.")
    parser.add_argument("--game", action="append", choices=GAMES, help="time this game only (repeat for several)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating runs of each (default 3)")
    args = parser.parse_args()
    main(rounds=max(1, args.rounds), names=tuple(args.game or GAMES))
