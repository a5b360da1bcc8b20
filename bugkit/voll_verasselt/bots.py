"""Voll verasselt bots: each gets what its seat may see and the legal actions (typed ``Action`` steps), and
returns one of them.

- ``RandomBot``: any legal action, uniformly.
- ``ThresholdBot(n)``: always the hub, rolls all 7 dice, stops as soon as the catch has ``n`` cards, banks
  every received card on the heap. Never boosts.
- ``OddsBot``: uses the advisor, with the game's die (``observation.rules``). Rolls the dice choice with the
  highest expected catch and rolls on while one more roll's expected catch beats the catch it has; boosts from
  the front yard when that raises the expected catch by at least ``boost_gain``; chooses the previous player's
  catch when plundering it is worth more than the (replenished) hub, counting the cards it takes from that
  player; banks every received card.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import numpy as np

from ..core.validate import check_float, check_int, checked_choose
from . import components as comp
from .components import COLOURS, Counts
from .odds import advise
from .rules import (
    BOOST,
    END,
    GO_ON,
    GROUP_CATCH,
    GROUP_HUB,
    HEAP,
    REFILL,
    ROLLS,
    STOP,
    Action,
    Observation,
    Phase,
    total,
)

ROLL_ALL = ROLLS[-1]  # every die

# The public surface: the bots. expected_hub is OddsBot's guess on the Observation its checked choose was given.
__all__ = ["BOTS", "ROLL_ALL", "OddsBot", "RandomBot", "ThresholdBot"]


class RandomBot:
    """Plays any legal action, uniformly at random."""

    name = "random"

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return a uniformly random legal action."""
        return legal[int(rng.integers(len(legal)))]


def _simple(observation: Observation) -> Action | None:
    """Return the obvious action for phases without a real choice for simple bots (None in the roll phase)."""
    if observation.phase == Phase.RECEIVE:
        return HEAP
    if observation.phase == Phase.REFILL:
        yard = observation.yards[observation.to_move]
        options = [c for c, n in zip(COLOURS, yard, strict=True) if n]
        best = min(options, key=lambda c: observation.hub[COLOURS.index(c)])  # fill the thinnest row
        return REFILL[best]
    return None


class ThresholdBot:
    """Stops as soon as the catch of the turn reaches ``n`` cards; always rolls all dice for the hub."""

    def __init__(self, n: int = 4) -> None:
        self.n = check_int(n, "n (the catch to stop at)", 1, comp.CARDS_PER_KIND * 4)
        self.name = f"threshold {n}"

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return STOP once the catch has n cards, else a roll of all 7 dice."""
        simple = _simple(observation)
        if simple is not None:
            return simple
        if observation.phase == Phase.CHOOSE:
            return legal[0]  # the hub (or 'end' when the hub is exhausted)
        if observation.phase == Phase.DECIDE:
            return STOP if total(observation.catch) >= self.n else GO_ON
        return ROLL_ALL


def expected_hub(observation: Observation) -> Counts:
    """Return a guess of the hub after replenishing (the game's die: ``rules.bars_per_bar_face`` cards a bar face):
    each drawn card split evenly over the colours."""
    hub = list(observation.hub)
    bars = observation.dice.count(comp.BARS) * observation.rules.bars_per_bar_face
    draws = min(observation.pile_size, bars)
    draws += max(0, min(comp.HUB_MIN - sum(hub) - draws, observation.pile_size - draws))
    for _ in range(draws):
        hub[hub.index(min(hub))] += 1
    return (hub[0], hub[1], hub[2], hub[3])


class OddsBot:
    """Plays by the exact odds of the next roll (see the module docstring)."""

    name = "odds"

    def __init__(self, boost_gain: float = 0.3) -> None:
        self.boost_gain = check_float(boost_gain, "boost_gain", 0.0, 100.0)

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return the action with the best expected catch by the advisor's numbers."""
        simple = _simple(observation)
        if simple is not None:
            return simple
        if observation.phase == Phase.CHOOSE:
            return self._choose_group(observation, legal)
        return self._roll_or_stop(observation, legal)

    def _choose_group(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if legal[0] == END:  # ending the game: do it if we would win now, else try the catch
            heaps = list(obs.heap_sizes)
            heaps[obs.waiting_owner] += total(obs.waiting)
            return END if heaps[obs.viewer] >= max(heaps) else GROUP_CATCH
        die = obs.rules.die_faces
        hub = advise(expected_hub(obs), obs.dice, 0, must_roll=True, die_faces=die).best.expected
        plunder = advise(obs.waiting, obs.dice, 0, must_roll=True, die_faces=die).best.expected
        n = len(obs.heap_sizes)
        return GROUP_CATCH if plunder * (1 + Fraction(1, n - 1)) > hub else GROUP_HUB

    def _roll_or_stop(self, obs: Observation, legal: Sequence[Action]) -> Action:
        advice = advise(obs.group_cards, obs.dice, total(obs.catch), must_roll=obs.phase == Phase.ROLL,
                        die_faces=obs.rules.die_faces)
        if obs.phase == Phase.DECIDE:
            return GO_ON if advice.should_roll else STOP
        boost = self._boost(obs, advice.best.expected, legal)
        return boost or advice.best.action

    def _boost(self, obs: Observation, now: Fraction, legal: Sequence[Action]) -> Action | None:
        best, best_value = None, now + Fraction(self.boost_gain).limit_denominator(100)
        for colour in COLOURS:
            action = BOOST[colour]
            if action not in legal:
                continue
            cards = comp.plus_one(obs.group_cards, COLOURS.index(colour))
            value = advise(cards, obs.dice, total(obs.catch), must_roll=True,
                           die_faces=obs.rules.die_faces).best.expected
            if value > best_value:
                best, best_value = action, value
        return best


BOTS: dict[str, type[RandomBot] | type[ThresholdBot] | type[OddsBot]] = {
    "random": RandomBot, "threshold": ThresholdBot, "odds": OddsBot}
