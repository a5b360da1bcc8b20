"""Würfel-WG's log: one small named tuple per kind of event (``state.events``); labels and boards match them by
type and read their fields by name. Dice are sorted tuples of faces (0 = kangaroo)."""

from __future__ import annotations

from typing import NamedTuple


class Turn(NamedTuple):
    """A turn begins (``turn_no`` counts from 0 over all players)."""

    turn_no: int
    player: int


class Rolled(NamedTuple):
    """The first roll of a turn."""

    player: int
    dice: tuple[int, ...]


class Rerolled(NamedTuple):
    """A re-roll: ``kept`` stayed parked, ``dice`` is the whole roll now."""

    player: int
    kept: tuple[int, ...]
    dice: tuple[int, ...]


class Kept(NamedTuple):
    """The player stopped rolling ("done rolling") with these dice."""

    player: int
    dice: tuple[int, ...]


class KangarooTurned(NamedTuple):
    """The clean bath turned a kangaroo into ``value``."""

    player: int
    value: int


class Took(NamedTuple):
    """A card taken from the middle: ``where`` is 'witzig', 'doppelt', 'member' or 'item'."""

    player: int
    where: str
    card: str
    used: tuple[int, ...]


class Borrowed(NamedTuple):
    """An item borrowed from ``lender``'s WG."""

    player: int
    item: str
    lender: int
    used: tuple[int, ...]


class Flipped(NamedTuple):
    """An own card turned to its good side (a member woken), by the active player or a freeloader."""

    player: int
    card: str
    used: tuple[int, ...]


class Advantage(NamedTuple):
    """A Spezialo's advantage: ``room`` ('couch', 'fridge', 'bath') turned good."""

    player: int
    card: str
    room: str


class Effect(NamedTuple):
    """An effect of a taken card ('sleep', 'wake', 'fridge_all', or a room turned bad)."""

    player: int
    effect: str


class TroublemakerTaken(NamedTuple):
    """The player got a troublemaker."""

    player: int
    card: str


class BigGuyTurned(NamedTuple):
    """The player's troublemaker ``card`` ("Der Dicke") turned over: now worth its ``back_points``."""

    player: int
    card: str


class SectReturned(NamedTuple):
    """(Sektenmitglieder) ``member`` went back on top of member stack ``stack`` (1-3)."""

    player: int
    member: str
    stack: int


class GhostTurned(NamedTuple):
    """(Gespenst) the ghost's holder turned ``room`` of player ``other`` good."""

    player: int
    other: int
    room: str


class HammockMoved(NamedTuple):
    """The hammock went to ``holder`` (-1: back to the middle)."""

    holder: int


class Won(NamedTuple):
    """The player held the hammock at the start of their turn."""

    player: int


class GameEnded(NamedTuple):
    """The game ended: ``reason`` is 'hammock', 'middle empty' or 'max rounds'."""

    reason: str


class Nothing(NamedTuple):
    """The dice paid for nothing (more)."""

    player: int


class Passed(NamedTuple):
    """A freeloader passed."""

    player: int


Event = (Turn | Rolled | Rerolled | Kept | KangarooTurned | Took | Borrowed | Flipped | Advantage | Effect
         | TroublemakerTaken | BigGuyTurned | SectReturned | GhostTurned | HammockMoved | Won | GameEnded | Nothing
         | Passed)

__all__ = ["Advantage", "BigGuyTurned", "Borrowed", "Effect", "Event", "Flipped", "GameEnded", "GhostTurned",
           "HammockMoved", "KangarooTurned", "Kept", "Nothing", "Passed", "Rerolled", "Rolled", "SectReturned",
           "Took", "TroublemakerTaken", "Turn", "Won"]
