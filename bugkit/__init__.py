"""bugkit: five bug-themed family games as exact, seeded, testable Python, for teaching probability.

Public face: ``GAMES`` (the registry), ``new_game``, ``load``, ``play``, ``make_rng`` and the errors.
Importing bugkit never imports ipywidgets or matplotlib; the views live in each game's ``ui`` module.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .core.dist import Dist, Estimate
from .core.errors import BugkitError, GameOver, IllegalMove, InvalidInput
from .core.game import (
    MAX_ACTION_TEXT,
    MAX_ACTIONS,
    MAX_SAVE_BYTES,
    Bot,
    GameRecord,
    GameSpec,
    GameState,
    Step,
    parse_save,
    rebuild,
)
from .core.rng import make_rng
from .core.session import Session
from .core.validate import check_choice, check_int, check_seed, check_text, short_repr

__all__ = [
    "GAMES", "GAME_NAMES", "MAX_ACTIONS", "MAX_ACTION_TEXT", "MAX_PLAY_STEPS", "MAX_SAVE_BYTES", "Bot",
    "BugkitError", "Dist", "Estimate", "GameOver", "GameRecord", "GameSpec",
    "GameState", "IllegalMove", "InvalidInput", "Session", "Step", "load", "make_rng", "new_game", "play",
    "start",
]

GAME_NAMES = ("ungeziffer", "wanzen_tanzen", "voll_verasselt", "kakerlakentanz", "wuerfel_wg")


class _Registry(Mapping[str, GameSpec]):
    """The games that are built, by name; each game package exposes ``GAME: GameSpec``. A game's package is
    imported when that game is first asked for (playing one game does not load the other four); listing the
    registry loads them all."""

    def __init__(self) -> None:
        self._specs: dict[str, GameSpec] = {}
        self._absent: set[str] = set()  # asked for, but not built (or left out by BUGKIT_GAMES)
        self._all: dict[str, GameSpec] | None = None

    def _built(self, name: str) -> GameSpec | None:
        """Return the entry of game ``name`` (its package imported on the first ask), or None if it is not built."""
        spec = self._specs.get(name)
        if spec is None and name in GAME_NAMES and name not in self._absent:
            only = os.environ.get("BUGKIT_GAMES")  # developers: restrict to some games, e.g. "ungeziffer"
            if only and name not in only.split(","):
                self._absent.add(name)
                return None
            try:
                module = importlib.import_module(f"bugkit.{name}")
            except ModuleNotFoundError as exc:
                if exc.name != f"bugkit.{name}":
                    raise
                self._absent.add(name)  # this game is not built yet
                return None
            spec = self._specs[name] = module.GAME
        return spec

    def _load(self) -> dict[str, GameSpec]:
        """Return every built game's entry, in the order of GAME_NAMES (loading the packages not loaded yet)."""
        if self._all is None:
            self._all = {name: spec for name in GAME_NAMES if (spec := self._built(name)) is not None}
        return self._all

    def __getitem__(self, name: str) -> GameSpec:
        spec = self._built(name) if type(name) is str else None
        if spec is None:
            raise InvalidInput(f"unknown game {short_repr(name)}; built games: {', '.join(self._load())}")
        return spec

    def __contains__(self, name: object) -> bool:
        return type(name) is str and self._built(name) is not None  # (asking for an unknown game is no error)

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


GAMES = _Registry()


MAX_PLAY_STEPS = 1_000_000  # moves in one ``play``: real games take 30 to 4,000


def _spec(name: object) -> GameSpec:
    """Return the registry entry of a built game; raise InvalidInput listing the built games otherwise."""
    return GAMES[check_text(name, "game name", 60)]  # an unknown name: InvalidInput listing the built games


def new_game(name: str, players: int = 2, **options: Any) -> GameState:
    """Return the initial state of game ``name`` for ``players`` players (with ``options``, checked first).

    A state holds no randomness: it starts from its set-up alone, and the first step may be chance (a deal).
    ``bugkit.start(name, seed=...)`` gives a Session that samples chance from a seed. The game's ``new_game``
    checks the options (``bugkit.core.game.new_game_function``: a seed or an unknown option is refused).
    """
    spec = _spec(name)
    check_int(players, "players", spec.min_players, spec.max_players)
    return spec.new_game(players=players, **options)


def start(name: str, players: int = 2, seed: int | None = None, bots: Sequence[Bot | str | None] | None = None,
          **options: Any) -> Session:
    """Return a Session of game ``name``: its state (chance already sampled up to the first decision), its
    generator from ``seed`` (a fresh one if None) and who plays each seat (bot names or objects; None = human;
    ``bots`` given sets the number of players)."""
    spec = _spec(name)
    seats: list[Bot | None] = [None] * check_int(players, "players", spec.min_players, spec.max_players)
    if bots is not None:
        if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
            raise InvalidInput(f"bots must be a list with one entry per seat (a bot name, a bot or None for a "
                               f"human), not {short_repr(bots)}")
        humans = [i for i, b in enumerate(bots) if b is None]
        filled = _bots(spec, [next(iter(spec.bots)) if b is None else b for b in bots])
        seats = [None if i in humans else bot for i, bot in enumerate(filled)]
    check_seed(seed)
    return Session(new_game(name, players=len(seats), **options), seed=seed, bots=seats)


def load(text: str | bytes) -> GameState:
    """Return the game state saved by ``state.to_json()``, whichever game it is; raise InvalidInput if bad.

    A save (format 2) holds the game's set-up (players and options, no seed) and every step so far (decisions and
    chance outcomes, as text); loading parses it once and replays the steps through the rules. Limits, checked
    before any work: at most ``MAX_SAVE_BYTES``, ``MAX_ACTIONS`` steps of at most ``MAX_ACTION_TEXT`` characters,
    ``version`` the whole number 2, options the game knows (see ``bugkit.core.game``). A UTF-8 byte-order mark is
    accepted; a save of an older bugkit (format 1, with a seed) is refused with one clear message. Every error is
    an ``InvalidInput``.
    """
    data = parse_save(text)
    name = data["game"]
    if name not in GAMES:
        raise InvalidInput(f"unknown game {short_repr(name)} in saved game; built games: {', '.join(GAMES)}")
    try:
        return rebuild(data, name, GAMES[name].new_game)
    except InvalidInput:
        raise
    except BugkitError as exc:
        raise InvalidInput(str(exc)) from None
    except Exception as exc:  # a check a game lacks must still not crash a load
        raise InvalidInput(f"saved {name} game could not be loaded: {type(exc).__name__}: "
                           f"{short_repr(str(exc), 120)}") from exc


def _bots(spec: GameSpec, bots: object) -> list[Bot]:
    """Return one bot object per seat from names or objects; raise InvalidInput naming what is wrong."""
    names = ", ".join(repr(b) for b in spec.bots)
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise InvalidInput(f"bots must be a list with one bot per player, e.g. ['random', 'random']; "
                           f"{spec.title}'s bots: {names}; not {short_repr(bots)}")
    if not spec.min_players <= len(bots) <= spec.max_players:
        raise InvalidInput(f"{spec.title} is for {spec.min_players} to {spec.max_players} players: give that many "
                           f"bots, not {len(bots)}")
    players: list[Bot] = []
    for i, bot in enumerate(bots):
        if isinstance(bot, str):
            players.append(spec.bots[check_choice(bot, f"bot {i + 1}", list(spec.bots))]())
        elif callable(getattr(bot, "choose", None)):
            players.append(bot)
        else:
            raise InvalidInput(f"bot {i + 1} must be a bot name ({names}) or an object with a choose method, "
                               f"not {short_repr(bot)}")
    return players


def play(name: str, bots: Sequence[Bot | str], seed: int | None = None, max_steps: int = 100_000,
         **options: Any) -> GameRecord:
    """Return the record of a whole game of ``name`` played by ``bots`` (objects or bot names) from ``seed``."""
    spec = _spec(name)
    players = _bots(spec, bots)
    if "players" in options:  # (new_game's own players: the bots give it)
        raise InvalidInput(f"play: the number of players is the number of bots ({len(players)} here); leave out "
                           f"players={short_repr(options['players'])}, or give as many bots as players")
    check_seed(seed)
    check_int(max_steps, "max_steps", 1, MAX_PLAY_STEPS)
    session = Session(spec.new_game(players=len(players), **options), seed=seed, bots=players)
    final = session.run(max_steps)
    return GameRecord(name, seed, dict(options), list(final.history), final.scores(), final.winners(), final)
