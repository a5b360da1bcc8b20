"""Write the golden playthroughs of a game (or of every game): seeded games as text files in
tests/playthroughs/, which tests/test_playthroughs.py compares with a fresh run, so a change in behaviour shows
as a diff. Run from the repository root: ``.venv/bin/python scripts/playthroughs.py [game ...]`` (``--help`` lists
the games)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import bugkit
from bugkit.core.playthrough import playthrough

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "tests" / "playthroughs"
SEEDS = (1, 2, 3)  # three games per game: bots from the registry in turn, the smallest table
MAX_STEPS = 300


def cases(name: str) -> list[tuple[int, list[str]]]:
    """Return the (seed, bot names) of each golden game of ``name``."""
    spec = bugkit.GAMES[name]
    names = list(spec.bots)
    return [(seed, [names[(seed + i) % len(names)] for i in range(spec.min_players)]) for seed in SEEDS]


def render(name: str, seed: int, bots: list[str]) -> str:
    """Return the text of one golden game."""
    spec = bugkit.GAMES[name]
    return playthrough(spec.new_game(players=len(bots)), [spec.bots[b]() for b in bots], seed, MAX_STEPS)


def path_of(name: str, seed: int) -> Path:
    """Return the file of one golden game."""
    return FOLDER / f"{name}_{seed}.txt"


def main(argv: list[str] | None = None) -> int:
    """Write the golden games of the named games (default: every game); return the exit code (an unknown name or
    option: argparse's usage message, exit code 2, nothing written)."""
    games = list(bugkit.GAMES)
    parser = argparse.ArgumentParser(description=(__doc__ or "").split(":")[0].replace("\n", " "))
    parser.add_argument("games", nargs="*", metavar="game",
                        help=f"a game to write (default: every game): {', '.join(games)}")
    names = parser.parse_args(argv).games
    unknown = [name for name in names if name not in games]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; the games are: {', '.join(games)}")
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name in names or games:
        for seed, bots in cases(name):
            path_of(name, seed).write_text(render(name, seed, bots), encoding="utf-8")
            print(f"wrote {path_of(name, seed).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
