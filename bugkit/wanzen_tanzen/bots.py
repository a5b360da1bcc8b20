"""Wanzen tanzen players: RandomBot, HeuristicBot (keeps the most common face) and OddsBot (plays the odds).

OddsBot's model of a turn (all numbers are expected points):

- covering the last task of the card is worth the card's points; covering another task is worth
  ``share * points / uncovered`` (it brings the card closer, but someone else may finish it);
- baby bugs cost points because the 5th brings a penalty card: holding b bugs "costs" ``penalty * b / 5`` (the
  top penalty card's value spread over the 5 bugs), and reaching 5 costs the whole penalty (the bugs go back);
- so a repeat is worth it when the gain in chance times the task's value beats the extra bug's cost, and failing
  costs the 2 bugs (or the penalty card). The dynamic programme of ``odds.solve`` finds the best set-aside and
  repeat choices for these values; "another turn or stop" compares the expected value of a new turn with 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from ..core.validate import check_float, checked_choose
from . import components as comps
from . import odds
from .rules import AGAIN, REPEAT, STOP, Action, Cover, Keep, Observation, Phase, Word


class RandomBot:
    """Chooses uniformly among the legal actions."""

    @checked_choose(Observation, (Word, Keep, Cover))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return a random legal action."""
        return legal[int(rng.integers(len(legal)))]


class HeuristicBot:
    """Sets aside every die showing the face that is most common among all its dice; never repeats, then stops."""

    @checked_choose(Observation, (Word, Keep, Cover))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return a Keep of the most common face (ties: the higher face), the first cover, or STOP."""
        if observation.phase != Phase.CHOOSE:
            return STOP if STOP in legal else legal[0]
        counts = Counter(observation.kept) + Counter(observation.rolled)
        face = max(set(observation.rolled), key=lambda v: (counts[v], v))
        return Keep((face,) * observation.rolled.count(face))


class OddsBot:
    """Sets aside optimally, weighs a baby bug's cost against its gain, and goes again when that pays on average."""

    def __init__(self, share: float = 0.5, margin: float = 0.0) -> None:
        self.share = check_float(share, "share", 0.0, 1.0)
        self.margin = check_float(margin, "margin", -100.0, 100.0)

    @checked_choose(Observation, (Word, Keep, Cover))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return the action with the best expected points under the model in the module docstring."""
        obs = observation
        if obs.phase == Phase.CHOOSE:
            return self._set_aside(obs, legal)
        if obs.phase == Phase.COVER:
            return self._cover(obs, legal)
        if obs.phase == Phase.NEXT:
            return AGAIN if self.turn_value(obs, obs.uncovered) > self.margin else STOP
        return legal[0]

    # -- pieces ---------------------------------------------------------------------------------------------
    def _values(self, obs: Observation, tasks: tuple[comps.Task, ...]) -> np.ndarray:
        held = obs.bugs[obs.to_move] - obs.repeats_taken  # the bugs held when this turn started
        card = obs.card
        points = card.points if card is not None else 0
        return _turn_values(tasks, points, len(tasks), held, obs.penalty_top or 0, obs.bug_limit, self.share)

    def turn_value(self, obs: Observation, tasks: tuple[comps.Task, ...]) -> float:
        """Return the expected points of a fresh turn on these tasks from the bugs held now."""
        held = obs.bugs[obs.to_move]
        card = obs.card
        values = _turn_values(tasks, card.points if card else 0, len(tasks), held, obs.penalty_top or 0,
                              obs.bug_limit, self.share)
        return float(values[-1][0])

    def _set_aside(self, obs: Observation, legal: Sequence[Action]) -> Action:
        values = self._values(obs, obs.uncovered)
        r = max(0, min(values.shape[0] - 1 - obs.repeats_taken, obs.supply))  # an empty middle: a repeat = penalty
        index = odds.space().index
        best, best_value = legal[0], -np.inf
        for action in legal:
            if action == REPEAT:
                value = values[r - 1][index[obs.kept]] if r > 0 else -np.inf
            elif isinstance(action, Keep):
                value = values[r][index[tuple(sorted(obs.kept + action.values))]]
            else:
                continue
            if value > best_value + 1e-12:
                best, best_value = action, value
        return best

    def _cover(self, obs: Observation, legal: Sequence[Action]) -> Action:
        card = obs.card
        assert card is not None

        def left_after(action: Action) -> float:
            pos = action.task if isinstance(action, Cover) else -1
            rest = tuple(card.tasks[i] for i in range(len(card.tasks)) if i not in obs.covered and i != pos)
            return self.turn_value(obs, rest) if rest else 0.0

        return max(legal, key=left_after)


@lru_cache(maxsize=4096)
def _turn_values(tasks: tuple[comps.Task, ...], points: int, uncovered: int, held: int, penalty: int, limit: int,
                 share: float) -> np.ndarray:
    """Return V (repeats+1, multisets) of expected points for a turn starting with ``held`` bugs."""
    sp = odds.space()
    if not tasks:
        return np.zeros((1, len(sp.multisets)))
    repeats = max(0, limit - 1 - held)
    gain = float(points) if uncovered == 1 else share * points / uncovered

    def potential(b: int) -> float:
        return float(penalty) if b >= limit else penalty * b / limit

    met = odds.hits(tasks, sp.counts[sp.full])
    terminal = np.zeros((repeats + 1, len(met), 1))
    for r in range(repeats + 1):
        used = repeats - r
        cost_now = potential(held + used) - potential(held)
        cost_fail = potential(held + used + 2) - potential(held)
        terminal[r, :, 0] = np.where(met, gain - cost_now, -cost_fail)
    return odds.solve(terminal)[:, :, 0]


BOTS: dict[str, type] = {"random": RandomBot, "heuristic": HeuristicBot, "odds": OddsBot}
