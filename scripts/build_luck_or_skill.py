"""Play lesson 31's tournaments once, at build time, into ``bugkit/lessons/data/luck_or_skill.json``.

The lesson page only reads the file, so it opens in a second instead of playing hundreds of games on every visit.
Each match stores the points of every game (1 win, 1/2 tie, 0 loss, for the thinking bot) with its seed, so a test
can replay any game with ``bugkit.play`` and find the same points.

Usage (from the repository root): ``python scripts/build_luck_or_skill.py`` (a few minutes on two cores).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bugkit import GAMES  # noqa: E402
from bugkit.lessons.luck_or_skill import DATA, TOURNAMENTS, play_match  # noqa: E402


def match_points(game: str, strong: str, weak: str, games: int, first_seed: int) -> list[float]:
    """Return the strong bot's points in each game of a long match, in chunks of GAMES[game].match_games."""
    chunk = GAMES[game].match_games  # an even number: who starts alternates exactly as in one long match
    points: list[float] = []
    while len(points) < games:
        points += play_match(game, strong, weak, min(chunk, games - len(points)), first_seed + len(points))
    return points


def main() -> int:
    """Play every tournament of the lesson and write the data file; return the exit code."""
    out: dict[str, object] = {"_source": "scripts/build_luck_or_skill.py: every game seeded, replayable with "
                                         "bugkit.play; points are the thinking bot's (win 1, tie 1/2, loss 0)",
                              "tournaments": {}}
    for name, spec in TOURNAMENTS.items():
        matches = []
        for game, (strong, weak) in spec["pairs"].items():
            start = time.monotonic()
            points = match_points(game, strong, weak, spec["games"], spec["first_seed"])
            print(f"{name} {game}: {strong} against {weak}, {sum(points)} of {len(points)} points, "
                  f"{time.monotonic() - start:.0f} s", flush=True)
            matches.append({"game": game, "strong": strong, "weak": weak, "first_seed": spec["first_seed"],
                            "points": points})
        out["tournaments"][name] = matches  # type: ignore[index]
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {DATA.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
