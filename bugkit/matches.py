"""Match numbers for the cross-game lesson "Luck or skill?": win shares of one bot against another,
with a Wilson 95 % confidence interval. Pure Python (no widgets, no plots); every game is seeded.

A *match* is ``games`` two-player games of one game between a ``strong`` and a ``weak`` bot, played with
``bugkit.play`` from the seeds ``first_seed, first_seed + 1, ...``. The bots take turns to start: in even games the
strong bot sits in seat 0, in odd games in seat 1. A win scores 1, a shared win (a tie) 1/2, a loss 0.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from . import GAMES, play
from .core.errors import InvalidInput
from .core.validate import MAX_SEED, check_choice, check_float, check_int, check_text, short_repr

# How many games one call may play, and which bots play the match, are each game's registry entry
# (``GameSpec.match_games``, ``strong_bot``, ``weak_bot``): so that every call answers within about 8 s on one core
# of a classroom laptop (the slowest bot pair: measured 0.19, 0.42, 0.89, 0.13 and 1.4 s per game on a 2-core machine
# six times over-loaded, so about 6 times less on a quiet one). The lesson plays its matches in chunks of 4 to 24.
# Kakerlakentanz has no random bot: a random caller would be wrong about 4 moves in 5 and the game would hardly end.
MAX_WILSON_GAMES = 10**12  # wilson is arithmetic only
Z95 = 1.959963984540054  # the 97.5 % point of the normal distribution: 95 % of the bell lies within +-Z95


@dataclass(frozen=True)
class WinShare:
    """The result of a match: how many points (wins, ties as 1/2) the strong bot scored in how many games."""

    game: str
    strong: str
    weak: str
    games: int
    points: float
    low: float
    high: float

    @property
    def share(self) -> float:
        """Return the strong bot's win share: points per game (between 0 and 1)."""
        return self.points / self.games

    @property
    def width(self) -> float:
        """Return the width of the 95 % confidence interval."""
        return self.high - self.low


def wilson(points: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Return the Wilson confidence interval (low, high) for a share of ``points`` out of ``games``."""
    games = check_int(games, "games", 1, MAX_WILSON_GAMES)
    points = check_float(points, "points", 0, games)
    z = check_float(z, "z", 0.0, 10.0)
    p = points / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    # The interval always holds p; max/min only undo rounding at the edges (e.g. 1 - 1e-16 for all wins).
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def matchup(game: str) -> tuple[str, str]:
    """Return the (strong, weak) bot names of ``game``: our choice, else its last bot against "random"."""
    game = _game(game)
    bots = list(GAMES[game].bots)
    strong = GAMES[game].strong_bot or bots[-1]
    weak = GAMES[game].weak_bot or ("random" if "random" in bots else bots[0])
    for name in (strong, weak):
        if name not in bots:
            raise InvalidInput(f"{game} has no bot {name!r}; its bots: {bots}")
    return strong, weak


def points_of(winners: Iterable[int], seat: int) -> float:
    """Return the points of ``seat`` in one game: 1 for a win alone, 1/k for a win shared by k, 1/2 if nobody won."""
    check_int(seat, "seat", 0, 99)
    if isinstance(winners, (str, bytes)) or not isinstance(winners, Iterable):
        raise InvalidInput(f"winners must be a list of seats (record.winners), not {short_repr(winners)}")
    won = list(itertools.islice(winners, 101))
    for w in won:
        check_int(w, "a winner", 0, 99)
    if not won:
        return 0.5
    return 1 / len(won) if seat in won else 0.0


def win_share(game: str, games: int, strong: str | None = None, weak: str | None = None,
              first_seed: int = 0) -> WinShare:
    """Return the strong bot's points against the weak bot over ``games`` seeded games (alternating who starts)."""
    game = _game(game)
    games = check_int(games, "games", 1, GAMES[game].match_games)
    check_int(first_seed, "first_seed", 0, MAX_SEED - games)
    default_strong, default_weak = matchup(game)
    bots = list(GAMES[game].bots)
    strong = default_strong if strong is None else check_choice(strong, "strong", bots)
    weak = default_weak if weak is None else check_choice(weak, "weak", bots)
    points = 0.0
    for i in range(games):
        seat = i % 2
        bots = [strong, weak] if seat == 0 else [weak, strong]
        points += points_of(play(game, bots, seed=first_seed + i).winners, seat)
    low, high = wilson(points, games)
    return WinShare(game, strong, weak, games, points, low, high)


def all_win_shares(games: int, names: Iterable[str] | None = None, first_seed: int = 0) -> list[WinShare]:
    """Return the strong-against-weak match of every built game (or of ``names``), in registry order."""
    if names is None:
        chosen = list(GAMES)
    elif isinstance(names, str) or not isinstance(names, Iterable):
        raise InvalidInput(f"names must be a list of game names ({', '.join(GAMES)}), not {short_repr(names)}")
    else:
        chosen = [_game(n) for n in itertools.islice(names, len(GAMES) * 4 + 1)]
        if len(chosen) > len(GAMES) * 4:
            raise InvalidInput(f"names lists more than {len(GAMES) * 4} games")
    games = check_int(games, "games", 1, min(GAMES[n].match_games for n in GAMES))
    load = sum(games / GAMES[name].match_games for name in chosen)  # 1 = the work of one call at its bound
    if load > 1:
        raise InvalidInput(f"{games} games of each of {len(chosen)} games is too much for one call; at most "
                           f"{int(games / load)} each (or fewer games)")
    check_int(first_seed, "first_seed", 0, MAX_SEED - games)
    return [win_share(name, games, first_seed=first_seed) for name in chosen]


def _game(name: object) -> str:
    """Return ``name`` if it is a built game; raise InvalidInput listing them otherwise."""
    name = check_text(name, "game", 60)
    return GAMES[name].name  # an unknown name: InvalidInput listing the built games


__all__ = ["Z95", "WinShare", "all_win_shares", "matchup", "points_of", "wilson",
           "win_share"]
