"""Würfel-WG players.

- ``RandomBot``: any legal action, uniformly.
- ``GreedyBot``: stops rolling as soon as the roll can take points; otherwise parks its biggest group of equal
  numbers. Then takes what the roll allows, most points first, then members and flips. Freeloads whenever it can.
- ``PlannerBot``: picks a target card by value x chance (the exact chance with optimal parking from this roll,
  ``odds.advise``), parks as the advisor says, takes points first and then flips its WG back to the good side
  (ICH, fridge, couch before the bath), and values new members while its WG is small.

Troublemaker choices: with "Sektenmitglieder" the greedy bot sends back the first member listed, the planner
the least useful one (asleep before awake, a Normalo before a Spezialo); with "Gespenst" the greedy bot turns
the first room offered, the planner the room that helps the opponent least (bath, then couch, then fridge).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import numpy as np

from ..core.validate import check_float, check_int, checked_choose
from .components import START_IDS, Requirement, counts_of
from .odds import advise
from .rules import (
    DONE_ROLLING,
    END,
    PASS,
    ROOMS,
    STACKS,
    Action,
    Borrow,
    Flip,
    Observation,
    Park,
    Paying,
    Phase,
    TakeItem,
    TakeMember,
    TakeTodo,
    flip_need,
    flippable,
    n_parking,
)


class RandomBot:
    """Picks any legal action, uniformly."""

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return a uniformly random legal action."""
        return legal[int(rng.integers(len(legal)))]


_ICH = START_IDS[0]  # the start card 'ich' (the player's own good side); the other start cards are the ROOMS
_COUCH, _FRIDGE, _BATH = ROOMS
FLIP_VALUE = {_ICH: 3.0, _FRIDGE: 2.5, _COUCH: 2.5, _BATH: 1.5}


def _todo_top(obs: Observation, action: Action) -> str | None:
    """Return the open to-do a 'take witzig/doppelt' action takes (None for other actions or an empty stack)."""
    if isinstance(action, TakeTodo) and action.stack in STACKS:
        return obs.todo_tops[STACKS.index(action.stack)]
    return None


def action_points(obs: Observation, action: Action) -> int:
    """Return the points an action brings (to-dos and items; 0 for members and flips)."""
    if isinstance(action, TakeTodo):
        top = _todo_top(obs, action)
        return obs.cards[top].points if top else 0
    if isinstance(action, (TakeItem, Borrow)):
        return obs.cards[action.item].points
    return 0


def dice_used(action: Action) -> int:
    """Return how many dice an action spends."""
    return len(action.used) if isinstance(action, Paying) else 0


def _keeps_kangaroo(action: Action) -> bool:
    """Return True if a payment turns no kangaroo into a number (the bots' tie-break: keep the one turn)."""
    return not isinstance(action, Paying) or action.joker < 0


def _end(legal: Sequence[Action]) -> Action:
    """Return END if it is legal, else PASS."""
    return END if END in legal else PASS


def member_keep_value(obs: Observation, member: str) -> tuple[int, int]:
    """Return how much the active player wants to keep a member (awake first, then Spezialos)."""
    awake = dict(obs.wgs[obs.viewer].members).get(member, False)
    return (int(awake), int(obs.cards[member].kind == "spezialo"))


GHOST_ORDER = (_BATH, _COUCH, _FRIDGE)  # the room whose good side helps an opponent least comes first


class GreedyBot:
    """Takes what the roll allows, most points first; parks its biggest group of equal numbers."""

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return the greedy action."""
        obs = observation
        if obs.phase in (Phase.SECT, Phase.GHOST):
            return legal[0]
        if obs.phase == Phase.REROLL:
            return self._roll(obs, legal)
        uses = [a for a in legal if isinstance(a, Paying)]
        if not uses:
            return _end(legal)
        # ties: the kangaroo kept (a payment that turns it comes after the same one with real dice), then by text
        return max(uses, key=lambda a: (action_points(obs, a), self._rank(a), -dice_used(a), _keeps_kangaroo(a),
                                        str(a)))

    @staticmethod
    def _rank(action: Action) -> int:
        return 1 if isinstance(action, Flip) else 2 if isinstance(action, Paying) else 0

    @staticmethod
    def _roll(obs: Observation, legal: Sequence[Action]) -> Action:
        counts = counts_of(obs.dice)
        if any(obs.cards[t].need.met(counts) for t in obs.todo_tops if t):  # type: ignore[union-attr]
            return DONE_ROLLING
        parks = [a for a in legal if isinstance(a, Park)]

        def group(action: Park) -> tuple[int, int]:
            kept = action.kept
            if not kept or 0 in kept or len(set(kept)) > 1:
                return (0 if not kept else -1, 0)
            return (len(kept), kept[0])

        return max(parks, key=group)


class PlannerBot:
    """Chooses a target card by value x exact chance, parks by the odds, then looks after its WG."""

    def __init__(self, member_value: float = 2.5, max_targets: int = 8) -> None:
        self.member_value = check_float(member_value, "member_value", 0.0, 100.0)
        self.max_targets = check_int(max_targets, "max_targets", 1, 20)

    def targets(self, obs: Observation) -> list[tuple[float, Requirement, str]]:
        """Return (value, requirement, name) of the cards this bot could aim at, most valuable first (then by the
        requirement's text and the name). The requirements are the cards' own, read as their card file says."""
        wg = obs.wgs[obs.viewer]
        out: list[tuple[float, Requirement, str]] = []
        for top in obs.todo_tops:  # (to-dos, items and members all need something: need is never None)
            if top and (need := obs.cards[top].need):
                card = obs.cards[top]
                out.append((card.points - 0.5 * len(card.effects), need, top))
        for item in obs.items_middle:
            if need := obs.cards[item].need:
                out.append((1.5, need, item))
        small = len(wg.members) < 3
        for top in obs.member_tops:
            if top and small and (need := obs.cards[top].need):
                out.append((self.member_value, need, top))
        for own in flippable(obs.cards, wg):
            out.append((FLIP_VALUE.get(own, 2.0), flip_need(obs.cards, wg, own), own))
        return sorted(out, key=lambda o: (o[0], str(o[1]), o[2]), reverse=True)[: self.max_targets]

    @checked_choose(Observation, (Action,))
    def choose(self, observation: Observation, legal: Sequence[Action], rng: np.random.Generator) -> Action:
        """Return the planned action."""
        obs = observation
        if obs.phase == Phase.SECT:
            return min(legal, key=lambda a: (member_keep_value(obs, getattr(a, "member", "")), str(a)))
        if obs.phase == Phase.GHOST:
            return min(legal, key=lambda a: (GHOST_ORDER.index(getattr(a, "room", "")), str(a)))
        if obs.phase == Phase.REROLL:
            return self._roll(obs)
        uses = [a for a in legal if isinstance(a, Paying)]
        if not uses:
            return _end(legal)
        # ties: the kangaroo kept (as in GreedyBot), then by text
        return max(uses, key=lambda a: (self._value(obs, a), -dice_used(a), _keeps_kangaroo(a), str(a)))

    def _value(self, obs: Observation, action: Action) -> float:
        pts = action_points(obs, action)
        if pts:
            top = _todo_top(obs, action)
            effects = obs.cards[top].effects if top else ()
            return 10 + pts - 0.3 * len(effects)
        if isinstance(action, Flip):
            return FLIP_VALUE.get(action.card, 2.0)
        if isinstance(action, TakeMember):
            return self.member_value if len(obs.wgs[obs.viewer].members) < 5 else 0.5
        return 0.1

    def _roll(self, obs: Observation) -> Action:
        wg = obs.wgs[obs.viewer]
        parking = n_parking(obs.cards, wg)
        clean = wg.is_good("bath")
        best: tuple[Fraction | float, Action] = (-1.0, DONE_ROLLING)
        for value, need, _ in self.targets(obs):
            advice = advise(need, obs.dice, parking, obs.rerolls_left, clean)
            score = value * advice.chance
            if score > best[0]:
                best = (score, advice.action)
        return best[1]


BOTS: dict[str, type[RandomBot] | type[GreedyBot] | type[PlannerBot]] = {
    "random": RandomBot, "greedy": GreedyBot, "planner": PlannerBot}

# The public surface. action_points, dice_used and member_keep_value are the bots' thinking helpers on the
# Observation their checked choose was given.
__all__ = ["BOTS", "FLIP_VALUE", "GHOST_ORDER", "GreedyBot", "PlannerBot", "RandomBot"]
