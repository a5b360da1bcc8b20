"""The one place where chance is sampled: a session holds a game state, a numpy generator and the players.

A game state never holds randomness. Where the rules roll, draw or turn something up for the first time, the state
is a *chance node*: ``state.is_chance_node`` is true, ``state.chance_outcomes()`` gives the exact outcomes as a
``Dist`` of Fractions, and ``state.apply(outcome)`` goes on. ``sample`` picks one outcome with a generator;
``resolve`` applies sampled outcomes until a player must decide; ``Session`` adds the players (humans or bots)
and is what ``bugkit.play``, every board and the save panel use. Same seed, same game, bit for bit.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Any, TypeVar

import numpy as np

from .dist import Dist
from .errors import BugkitError, InvalidInput, StepLimit
from .game import Bot, GameState
from .rng import SeedLike, make_rng, spawn
from .validate import check_int, check_rng, short_repr

S = TypeVar("S", bound=GameState)
T = TypeVar("T", bound=Hashable)

MAX_STEPS = 1_000_000  # decisions and chance outcomes in one session run: far more than any real game takes


def sample(dist: Dist[T], rng: np.random.Generator) -> T:
    """Return one outcome of ``dist`` drawn with ``rng``, exactly in proportion to its Fractions.

    One integer is drawn below the common denominator of the probabilities, and the outcome whose share of the
    cumulative counts (the distribution's own order) holds it is found by bisection; so a draw depends only on the
    generator and the rules, never on float rounding.
    """
    if not isinstance(dist, Dist):
        raise InvalidInput(f"sample draws from a Dist (state.chance_outcomes()), not {short_repr(dist)}")
    check_rng(rng)
    denominator, cumulative, outcomes = dist.sampling_table()
    i = bisect_right(cumulative, int(rng.integers(denominator)))  # the first outcome whose share holds the draw
    if i == len(outcomes):
        raise BugkitError("a distribution's probabilities did not add up to 1")  # Dist guarantees they do
    return outcomes[i]


def resolve(state: S, rng: np.random.Generator) -> S:
    """Return the first state from ``state`` on where a player decides (or the game is over), sampling chance."""
    if not isinstance(state, GameState):
        raise InvalidInput(f"resolve plays on from a game state (bugkit.new_game(...)), not {short_repr(state)}")
    check_rng(rng)
    return _resolve(state, rng)


def _resolve(state: S, rng: np.random.Generator) -> S:
    """Return ``resolve(state, rng)`` for a checked game state and generator."""
    integers = rng.integers
    for _ in range(MAX_STEPS):
        if not state.is_chance_node or state.is_over:
            return state
        dist = state.chance_outcomes()
        if type(dist) is not Dist and not isinstance(dist, Dist):
            raise InvalidInput(f"sample draws from a Dist (state.chance_outcomes()), not {short_repr(dist)}")
        table = dist.__dict__.get("_cumulative") or dist.sampling_table()
        i = bisect_right(table[1], int(integers(table[0])))  # as ``sample`` draws
        if i == len(table[2]):
            raise BugkitError("a distribution's probabilities did not add up to 1")  # Dist guarantees they do
        state = state.apply(table[2][i])
    raise BugkitError(f"more than {MAX_STEPS} chance steps in a row")


class Session:
    """A game in progress: its state, its generator, and who sits where (a Bot, or None for a human).

    ``act(action)`` plays a human's (or anybody's) decision and then lets chance happen; ``bot_step()`` lets the
    bot to play make one decision; ``run(max_steps)`` plays bots until a human must decide or the game is over.
    The state a session shows is never a chance node (chance is resolved at once).
    """

    def __init__(self, state: GameState, seed: SeedLike = None, bots: Sequence[Bot | None] | None = None,
                 bot_seed: SeedLike = None, start: bool = True) -> None:
        if not isinstance(state, GameState):
            raise InvalidInput(f"a Session plays a game state (bugkit.new_game(...)), not {short_repr(state)}")
        if bots is not None and (isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence)):
            raise InvalidInput(f"bots must be a list with one entry per seat (a bot or None), not {short_repr(bots)}")
        if bots is not None and len(bots) > 100:
            raise InvalidInput(f"bots must have one entry per seat, not {len(bots):,}")
        if not isinstance(start, bool):
            raise InvalidInput(f"start must be True or False, not {short_repr(start)}")
        self.rng = make_rng(seed)
        n = int(state.setup.get("players", 1)) if bots is None else len(bots)
        self.bots: list[Bot | None] = list(bots) if bots is not None else [None] * n
        for i, bot in enumerate(self.bots):
            if bot is not None and not callable(getattr(bot, "choose", None)):
                raise InvalidInput(f"seat {i}: a bot needs a choose() method, not {type(bot).__name__}")
        seats = max(1, len(self.bots))
        spawn_seed = int(self.rng.integers(2**63))  # drawn with a bot_seed too: the game's chance stays the same
        self.bot_rngs = spawn(spawn_seed, seats) if bot_seed is None else [make_rng(bot_seed)] * seats
        self.state = resolve(state, self.rng) if start else state

    @property
    def to_play(self) -> Bot | None:
        """Return the bot whose turn it is (None for a human seat or once the game is over)."""
        return self._bot_at(self.state)

    def _bot_at(self, state: GameState) -> Bot | None:
        """Return the bot whose turn it is in ``state`` (None for a human seat or once the game is over)."""
        if state.is_over:
            return None
        p = state.current_player
        return self.bots[p] if 0 <= p < len(self.bots) else None

    def act(self, action: Any) -> GameState:
        """Return the new state after ``action`` by the player to play (then chance); raise if it is refused."""
        rng = self.rng
        if type(rng) is not np.random.Generator:  # (the fast test first: this runs at every step)
            check_rng(rng)
        return self._went(self.state, self.state.apply(action), rng)

    def _went(self, before: GameState, after: object, rng: np.random.Generator) -> GameState:
        """Return ``after``, what the rules made of a step on ``before``, with chance resolved, as the session's
        state; raise InvalidInput if the rules gave back no game state."""
        if type(after) is not type(before) and not isinstance(after, GameState):
            raise InvalidInput(f"resolve plays on from a game state (bugkit.new_game(...)), not {short_repr(after)}")
        self.state = state = _resolve(after, rng) if after.is_chance_node else after
        return state

    def bot_step(self) -> GameState:
        """Return the state after the bot to play made one decision (and chance); raise if a human is to play."""
        bot = self.to_play
        if bot is None:
            raise InvalidInput("no bot is to play now")
        state = self.state
        p = state.current_player
        return self.act(bot.choose(state.observation(p), state.legal_actions(), self.bot_rngs[p]))

    def run(self, max_steps: int = MAX_STEPS) -> GameState:
        """Return the state once a human must decide or the game is over, bots playing meanwhile."""
        check_int(max_steps, "max_steps", 1, MAX_STEPS)
        rng = check_rng(self.rng)
        state = self.state
        for _ in range(max_steps):  # ``bot_step`` until a human is to play, without asking twice per decision
            bot = self._bot_at(state)
            if bot is None:
                return state
            p = state.current_player
            state = self._went(state, state.apply(bot.choose(state.observation(p), state.legal_actions(),
                                                             self.bot_rngs[p])), rng)
        if self.to_play is None:
            return state
        raise StepLimit(f"the game did not end within {max_steps} steps")


def probability(dist: Dist[T], outcome: T) -> Fraction:
    """Return the probability of ``outcome`` in ``dist`` (0 if it cannot happen)."""
    return dist[outcome]


__all__ = ["MAX_STEPS", "Session", "resolve", "sample"]
