"""Match numbers for the cross-game lesson "Luck or skill?": win shares of one bot against another,
with a Wilson 95 % confidence interval. Pure Python (no widgets, no plots); every game is seeded.

A *duel* (``duel``, the one match helper of bugkit) is ``games`` two-player games of one game between a ``first``
and a ``second`` bot, played with ``bugkit.play`` from the seeds ``seed, seed + 1, ...``. The bots take turns to
start: in even games the first bot sits in seat 0, in odd games in seat 1. A win scores 1, a shared win (a tie)
1/2, a loss 0. A *match* (``win_share``) is a duel of a game's strong bot against its weak bot, with an interval.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from . import GAMES, play
from .core.errors import InvalidInput
from .core.game import Bot, option_names
from .core.validate import MAX_SEED, check_choice, check_float, check_int, check_options, check_text, short_repr

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

    def __post_init__(self) -> None:
        # refused as ``wilson`` and ``win_share`` refuse them: no games (a share of nothing), points beyond the games
        check_int(self.games, "WinShare: games", 1, MAX_WILSON_GAMES)
        check_float(self.points, "WinShare: points (wins, ties as 1/2)", 0, self.games)

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


@dataclass(frozen=True)
class Duel:
    """The result of a duel: ``games`` two-player games of ``first`` against ``second`` (seats alternating)."""

    game: str
    first: str
    second: str
    games: int
    wins: int  # games the first bot won alone
    losses: int  # games the second bot won alone
    ties: int  # games both won (equal scores) or nobody won
    margin: float  # the first bot's score minus the second's, on average per game

    @property
    def points(self) -> float:
        """Return the first bot's points: 1 a win, 1/2 a tie."""
        return self.wins + self.ties / 2


def duel(game: str, first: str | Callable[[], Bot], second: str | Callable[[], Bot], games: int, seed: int = 0,
         **options: Any) -> Duel:
    """Return the result of ``games`` two-player games of ``game`` between two bots, seats alternating; game i is
    ``bugkit.play`` seeded ``seed + i`` with ``options`` (``new_game``'s).

    A bot is one of the game's bot names (``GAMES[game].bots``) or a maker of a fresh bot for each game (a bot class
    the board does not offer, such as Ungeziffer's ``MemoryBotV1``). At most ``GAMES[game].match_games`` games.
    ``options`` are new_game's only (a duel is two players; play's own ``bots`` or ``max_steps`` are refused).
    """
    game = _game(game)
    games = check_int(games, "games", 1, GAMES[game].match_games)
    seed = check_int(seed, "seed", 0, MAX_SEED - games)
    check_options(options, option_names(GAMES[game].new_game) or [], f"duel of {game} (two players)")
    names = [_bot_name(game, bot, which) for bot, which in ((first, "first"), (second, "second"))]
    makers = (first, second)
    wins = losses = ties = 0
    margin = 0.0
    for i in range(games):
        order = (0, 1) if i % 2 == 0 else (1, 0)  # order[k]: which of (first, second) sits in seat k
        bots = [_fresh(makers[k]) for k in order]
        record = play(game, bots, seed=seed + i, **options)
        seat = order.index(0)  # the first bot's seat
        points = points_of(record.winners, seat)
        wins, losses, ties = wins + (points == 1), losses + (points == 0), ties + (0 < points < 1)
        margin += (float(record.scores[seat]) - float(record.scores[1 - seat])) / games
    return Duel(game, names[0], names[1], games, wins, losses, ties, margin)


def _bot_name(game: str, bot: object, which: str) -> str:
    """Return the name of a duel's bot: its name among the game's bots, or the name of its class."""
    if isinstance(bot, str):
        return check_choice(bot, which, list(GAMES[game].bots))
    if isinstance(bot, type) and callable(getattr(bot, "choose", None)):
        return bot.__name__
    raise InvalidInput(f"{which} must be a bot name of {game} ({', '.join(GAMES[game].bots)}) or a bot class (a "
                       f"fresh bot for each game), not {short_repr(bot)}")


def _fresh(bot: str | Callable[[], Bot]) -> Bot | str:
    """Return a bot for one game of a duel: its name, or a new bot of its class."""
    if isinstance(bot, str):
        return bot
    try:
        return bot()
    except TypeError:
        raise InvalidInput(f"a duel makes a fresh {short_repr(bot)} for each game, and it needs arguments: give a "
                           f"bot class that takes none") from None


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
    """Return the points of ``seat`` in one game: 1 for a win alone, 1/k for a win shared by k, 1/2 if nobody won;
    raise InvalidInput unless ``winners`` lists seats, each once."""
    check_int(seat, "seat", 0, 99)
    if isinstance(winners, (str, bytes)) or not isinstance(winners, Iterable):
        raise InvalidInput(f"winners must be a list of seats (record.winners), not {short_repr(winners)}")
    won = [check_int(w, "a winner", 0, 99) for w in itertools.islice(winners, 101)]
    if len(set(won)) != len(won):
        raise InvalidInput(f"winners names each seat once (record.winners), not {short_repr(won)}")
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
    points = duel(game, strong, weak, games, first_seed).points
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


__all__ = ["Z95", "Duel", "WinShare", "all_win_shares", "duel", "matchup", "points_of", "wilson", "win_share"]
