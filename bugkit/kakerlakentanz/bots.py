"""Kakerlakentanz players: cockroaches that know the rules but sometimes slip, and react at their own speed.

A ``CockroachBot`` models a child at the table:
- with probability ``error_rate`` it makes a wrong call (any call that is not right, chosen at random),
  otherwise a right call (if several dances are right, one at random);
- its reaction time is ``min_time`` plus an exponential wait with mean ``extra_time`` seconds; a call after more
  than the time limit is a wrong move too. So the chance that a move is wrong is
  ``error_rate + (1 - error_rate) * exp(-(limit - min_time) / extra_time)`` (see ``move_error``).
Presets: ``HardCockroach`` (2 % slips, quick), ``EasyCockroach`` (12 % slips, slower), ``PerfectBot`` (never wrong).
Bots answer with timed calls such as ``Call("meep", 1.37)``; ``legal`` holds the right calls of this move (typed
``rules.Call`` steps). A bot's time is rounded *up* to hundredths of a second, so it is too slow exactly when its
unrounded time is (limits are whole hundredths), and ``move_error`` stays exact.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from ..core.errors import InvalidInput
from ..core.validate import MAX_LEGAL, checked_choose, short_repr
from .components import CALLS
from .rules import Call, Observation


class CockroachBot:
    """Makes the right call except with probability ``error_rate``; reacts after min_time + Exp(extra_time) s."""

    name = "cockroach"

    def __init__(self, error_rate: float = 0.05, min_time: float = 0.5, extra_time: float = 0.5) -> None:
        for label, value, hi in (("error_rate", error_rate, 1.0), ("min_time", min_time, 60.0),
                                 ("extra_time", extra_time, 60.0)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= hi:
                raise InvalidInput(f"{label} must be a number between 0 and {hi}, not {short_repr(value)}")
        self.error_rate = float(error_rate)
        self.min_time = float(min_time)
        self.extra_time = float(extra_time)

    def p_slow(self, time_limit: float) -> float:
        """Return the chance that this bot's reaction takes longer than ``time_limit`` seconds."""
        if time_limit < self.min_time:
            return 1.0
        if self.extra_time == 0:
            return 0.0
        return math.exp(-(time_limit - self.min_time) / self.extra_time)

    def move_error(self, time_limit: float = 3.0) -> float:
        """Return the chance that one move of this bot is wrong (a wrong call or too slow)."""
        return self.error_rate + (1 - self.error_rate) * self.p_slow(time_limit)

    def choose(self, observation: Observation, legal: Sequence[Call], rng: np.random.Generator) -> Call:
        """Return a timed call: usually a right one from ``legal``, with probability error_rate a wrong one."""
        if type(legal) is list and type(rng) is np.random.Generator and type(observation) is Observation \
                and 0 < len(legal) <= MAX_LEGAL:
            rights = [a.call for a in legal if type(a) is Call]
            if len(rights) == len(legal):
                return self._choose(rights, rng)  # what the session gives: checked already
        return self._checked(observation, legal, rng)

    @checked_choose(Observation, (Call,))
    def _checked(self, observation: Observation, legal: Sequence[Call], rng: np.random.Generator) -> Call:
        """Return ``choose``'s call once ``checked_choose`` accepted the arguments (else it raises InvalidInput)."""
        return self._choose([a.call for a in legal], rng)

    def _choose(self, rights: list[str], rng: np.random.Generator) -> Call:
        """Return the timed call for the right calls ``rights`` (the draws are ``choose``'s, in its order)."""
        if self.extra_time:
            seconds = _hundredths_up(self.min_time + float(rng.exponential(self.extra_time)))
            answers = None
        else:
            answers = _answers_after(self.min_time)
        pool = rights
        if rng.random() < self.error_rate:
            pool = [c for c in CALLS if c not in rights] or rights  # the wrong calls (there always are some)
        # a draw from one choice takes nothing from the generator: skipping it keeps every game the same
        call = pool[int(rng.integers(len(pool)))] if len(pool) > 1 else pool[0]
        return answers[call] if answers is not None else Call.timed(call, seconds)


def _hundredths_up(seconds: float) -> float:
    """Return ``seconds`` rounded up to whole hundredths (after rounding away float noise below 1e-6 of them)."""
    return math.ceil(round(seconds * 100, 6)) / 100


@lru_cache(maxsize=64)
def _answers_after(min_time: float) -> dict[str, Call]:
    """Return every call timed after ``min_time`` rounded up to hundredths: a bot without a random wait makes only
    these (kept per time, as a table of shared steps)."""
    seconds = _hundredths_up(min_time)
    return {call: Call.timed(call, seconds) for call in CALLS}


class HardCockroach(CockroachBot):
    """A quick, careful cockroach: 2 % wrong calls, reacts in 0.4 s + Exp(0.3 s)."""

    name = "hard"

    def __init__(self) -> None:
        super().__init__(error_rate=0.02, min_time=0.4, extra_time=0.3)


class EasyCockroach(CockroachBot):
    """A slower, dreamier cockroach: 12 % wrong calls, reacts in 0.8 s + Exp(0.7 s)."""

    name = "easy"

    def __init__(self) -> None:
        super().__init__(error_rate=0.12, min_time=0.8, extra_time=0.7)


class PerfectBot(CockroachBot):
    """Never wrong: always a right call, after 0.5 seconds."""

    name = "perfect"

    def __init__(self) -> None:
        super().__init__(error_rate=0.0, min_time=0.5, extra_time=0.0)


class PracticeSeat:
    """A cockroach at a game that may be practice (no clock): there it calls as a child does, untimed, so no one
    is ever too slow, and a wrong call is not played (in practice the rules refuse it): the cockroach calls again,
    one of the right calls. In the timed game it plays as it is, its reaction time in its call. ``practice`` says
    which it is now (a board's switch; a table across devices is always practice)."""

    def __init__(self, bot: CockroachBot, practice: Callable[[], bool] = lambda: True) -> None:
        if not isinstance(bot, CockroachBot) or not callable(practice):
            raise InvalidInput(f"PracticeSeat needs a cockroach bot and a function saying if it is practice, not "
                               f"{short_repr(bot)}, {short_repr(practice)}")
        self.bot, self.practice = bot, practice

    def choose(self, observation: Observation, legal: Sequence[Call], rng: np.random.Generator) -> Call:
        """Return the cockroach's call: timed in the timed game; in practice untimed, and right (from ``legal``)."""
        call = self.bot.choose(observation, legal, rng)
        if not self.practice():
            return call
        untimed = Call(call.call)
        if untimed in legal or not legal:
            return untimed
        return legal[int(rng.integers(len(legal)))]  # practice lists only the right calls, untimed


BOTS = {"hard": HardCockroach, "easy": EasyCockroach, "perfect": PerfectBot}
