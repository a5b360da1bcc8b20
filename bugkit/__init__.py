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
from .core.game import Bot, GameRecord, GameSpec, GameState
from .core.rng import make_rng, spawn

__all__ = [
    "GAMES", "GAME_NAMES", "Bot", "BugkitError", "Dist", "Estimate", "GameOver", "GameRecord", "GameSpec",
    "GameState", "IllegalMove", "InvalidInput", "load", "make_rng", "new_game", "play",
]

GAME_NAMES = ("ungeziffer", "wanzen_tanzen", "voll_verasselt", "kakerlakentanz", "wuerfel_wg")


class _Registry(Mapping[str, GameSpec]):
    """The games that are built, by name; each game package exposes ``GAME: GameSpec``. Loaded on first use."""

    def __init__(self) -> None:
        self._specs: dict[str, GameSpec] | None = None

    def _load(self) -> dict[str, GameSpec]:
        if self._specs is None:
            specs = {}
            only = os.environ.get("BUGKIT_GAMES")  # developers: restrict to some games, e.g. "ungeziffer"
            for name in GAME_NAMES:
                if only and name not in only.split(","):
                    continue
                try:
                    module = importlib.import_module(f"bugkit.{name}")
                except ModuleNotFoundError as exc:
                    if exc.name != f"bugkit.{name}":
                        raise
                    continue  # this game is not built yet
                specs[name] = module.GAME
            self._specs = specs
        return self._specs

    def __getitem__(self, name: str) -> GameSpec:
        specs = self._load()
        if name not in specs:
            raise InvalidInput(f"unknown game {name!r}; built games: {sorted(specs)}")
        return specs[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


GAMES = _Registry()


def new_game(name: str, players: int = 2, seed: int | None = None, **options: Any) -> GameState:
    """Return the initial state of game ``name`` for ``players`` players, shuffled from ``seed``."""
    return GAMES[name].new_game(players=players, seed=seed, **options)


def load(text: str) -> GameState:
    """Return the game state saved by ``state.to_json()``, whichever game it is; raise InvalidInput if bad."""
    import json

    try:
        name = json.loads(text).get("game")
    except (ValueError, TypeError, AttributeError, RecursionError):
        raise InvalidInput("a saved game must be a JSON object with a 'game' field") from None
    if name not in GAME_NAMES:
        raise InvalidInput(f"unknown game {name!r} in saved game")
    return GAMES[name].from_json(text)


def play(name: str, bots: Sequence[Bot | str], seed: int | None = None, max_steps: int = 100_000,
         **options: Any) -> GameRecord:
    """Return the record of a whole game of ``name`` played by ``bots`` (objects or bot names) from ``seed``."""
    spec = GAMES[name]
    players = [spec.bots[b]() if isinstance(b, str) else b for b in bots]
    game_rng, *bot_rngs = spawn(seed, len(players) + 1)
    state = spec.new_game(players=len(players), seed=int(game_rng.integers(2**63)), **options)
    actions: list[str] = []
    for _ in range(max_steps):
        if state.is_over:
            break
        p = state.current_player
        action = players[p].choose(state.observation(p), state.legal_actions(), bot_rngs[p])
        state = state.apply(action)
        actions.append(action)
    else:
        raise BugkitError(f"{name}: game did not end within {max_steps} steps")
    return GameRecord(name, seed, dict(options), actions, state.scores(), state.winners(), state)
