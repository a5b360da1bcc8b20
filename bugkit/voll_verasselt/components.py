"""Voll verasselt components: 88 bug cards, 7 bug dice and the table limits, as data with our assumptions named.

- 88 cards, 4 kinds x 22 (rulebook). Each kind has a colour (blue, red, yellow, green). OUR ASSUMPTION A1: bugkit
  knows a kind by its colour only; the board and the log name it so (``labels``: "blue", "eine blaue Karte"), and
  the box's names of the kinds are not used (which name has which colour was cosmetic and was shown nowhere).
- 7 dice; each die shows every bug colour once and two double-bar faces (reviews). OUR ASSUMPTION A2: the six
  faces are equally likely, and a face with a double bar brings 2 cards when the hub is replenished (reviews).
  Both are data: ``die_faces`` and ``bars_per_bar_face`` in ``data/components.json``, read once when this module
  is loaded (``DIE_FACES``, ``BARS_PER_FACE``: the shipped die, every game's default). A game may name another die
  (``new_game(die_faces=..., bars_per_bar_face=...)``, checked by ``check_die_faces`` and ``check_bars_per_face``):
  5 to 12 equally likely faces (a face listed twice is twice as likely), each a colour or bars, every colour and
  bars at least once (the dice start on bars; a colour no die shows would stay in the hub for ever, and the game
  could not end); a bar face brings 0 to 3 cards (7 dice then bring at most 21 cards at once: the exact chances
  of a larger draw from the pile have whole weights beyond the 2**63 a session samples from).
- Table limits from the rulebook: hub of 10 cards at the start, topped up to 8, front yard at most 6, 2
  consolation cards, at least 4 dice per roll, 2 to 5 players.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..core.errors import InvalidInput
from ..core.validate import check_int, short_repr

COLOURS: tuple[str, ...] = ("blue", "red", "yellow", "green")
BARS = "bars"
FACES: tuple[str, ...] = (*COLOURS, BARS)  # distinct faces a die can show, in face order
MIN_DIE_FACES, MAX_DIE_FACES = 5, 12  # a die has 5 to 12 faces (every colour and bars at least once)
MAX_BARS_PER_FACE = 3  # a bar face brings 0 to 3 cards: 7 dice draw at most 21 cards (comb(70, 21) < 2**63)
CARDS_PER_KIND = 22
N_DICE = 7
MIN_ROLL = 4  # at least 4 dice per roll
HUB_START = 10
HUB_MIN = 8  # the hub is topped up to 8 cards; the end check also uses 8
YARD_MAX = 6
CONSOLATION = 2
START_YARD = (1, 1, 1, 1)  # one bug of each kind
MIN_PLAYERS, MAX_PLAYERS = 2, 5

Counts = tuple[int, int, int, int]  # cards per colour, in COLOURS order
ZERO: Counts = (0, 0, 0, 0)

# The public surface; add, sub, plus_one and dice_counts are the engine's, bots' and odds' arithmetic on card
# counts and dice it holds itself (called in the inner loop of every move).
__all__ = ["BARS", "BARS_PER_FACE", "CARDS_PER_KIND", "COLOURS", "CONSOLATION", "DIE_FACES", "FACES", "HUB_MIN",
           "HUB_START", "MAX_BARS_PER_FACE", "MAX_DIE_FACES", "MIN_DIE_FACES", "MIN_ROLL", "N_DICE", "START_YARD",
           "YARD_MAX", "ZERO", "bug_die", "check_bars_per_face", "check_data", "check_die_faces", "parse_data"]


def check_die_faces(faces: object) -> tuple[str, ...]:
    """Return a die's faces, checked and in face order (blue, red, yellow, green, bars; the order of a die's faces
    changes no chance): 5 to 12 faces, each a colour or 'bars', every colour and bars at least once; raise
    InvalidInput saying what is wrong and what is allowed."""
    if isinstance(faces, (str, bytes)) or not isinstance(faces, (list, tuple)) or \
            not MIN_DIE_FACES <= len(faces) <= MAX_DIE_FACES:
        raise InvalidInput(f"die_faces must be a list of {MIN_DIE_FACES} to {MAX_DIE_FACES} faces, each one of "
                           f"{list(FACES)} and each of these at least once, not {short_repr(faces)}")
    bad = [f for f in faces if not (isinstance(f, str) and f in FACES)]
    if bad:
        raise InvalidInput(f"die_faces: {short_repr(bad[0])} is not a face; each face is one of {list(FACES)}")
    missing = [f for f in FACES if f not in faces]
    if missing:
        why = ("every game starts with all dice showing bars (rule 1)" if missing[0] == BARS else
               "cards of a colour no die shows could never leave the hub, and the game could not end (rule 10)")
        raise InvalidInput(f"die_faces {short_repr(list(faces))} has no {missing[0]!r} face; a die needs each of "
                           f"{list(FACES)} at least once: {why}")
    return tuple(sorted((str(f) for f in faces), key=FACES.index))


def bug_die(die_faces: object = None) -> tuple[str, ...]:
    """Return a game's die faces: ``die_faces`` checked (``check_die_faces``), or the shipped die if None."""
    return DIE_FACES if die_faces is None else check_die_faces(die_faces)


def check_bars_per_face(bars: object) -> int:
    """Return the cards a bar face brings when the hub is replenished, checked (a whole number 0 to 3); raise
    InvalidInput otherwise."""
    return check_int(bars, "bars_per_bar_face (the cards a bar face brings when the hub is replenished)", 0,
                     MAX_BARS_PER_FACE)


def parse_data(text: str) -> dict[str, Any]:
    """Return the component data from the text of ``data/components.json`` (``die_faces`` in face order); raise
    InvalidInput if it is malformed (a die ``check_die_faces`` and ``check_bars_per_face`` refuse, colours or cards
    per kind other than the engine's)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise InvalidInput(f"Voll verasselt data file: not valid JSON ({exc})") from None
    expected = {"colours": list(COLOURS), "cards_per_kind": CARDS_PER_KIND}
    if not isinstance(data, dict):
        raise InvalidInput("Voll verasselt data file: the top level must be an object")
    for key, value in expected.items():
        if data.get(key) != value:
            raise InvalidInput(f"Voll verasselt data file: {key!r} must be {value!r}, not {short_repr(data.get(key))}")
    try:
        data["die_faces"] = check_die_faces(data.get("die_faces"))
        data["bars_per_bar_face"] = check_bars_per_face(data.get("bars_per_bar_face"))
    except InvalidInput as exc:
        raise InvalidInput(f"Voll verasselt data file: {exc}") from None
    return data


def _data() -> dict[str, Any]:
    text = resources.files("bugkit.voll_verasselt").joinpath("data/components.json").read_text(encoding="utf-8")
    return parse_data(text)


def check_data() -> None:
    """Return None if the shipped data file is valid (``parse_data``), else raise InvalidInput."""
    _data()


_SHIPPED = _data()
DIE_FACES: tuple[str, ...] = _SHIPPED["die_faces"]  # the shipped die, every game's default (OUR ASSUMPTION A2)
BARS_PER_FACE: int = _SHIPPED["bars_per_bar_face"]  # the cards a bar face of the shipped die brings (A2)


def add(a: Counts, b: Counts) -> Counts:
    """Return the colour-wise sum of two card counts."""
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def sub(a: Counts, b: Counts) -> Counts:
    """Return the colour-wise difference a - b (never negative in legal play)."""
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])


def plus_one(a: Counts, colour: int, n: int = 1) -> Counts:
    """Return the counts with n more cards of colour index ``colour``."""
    return tuple(v + n if i == colour else v for i, v in enumerate(a))  # type: ignore[return-value]


def dice_counts(dice: tuple[str, ...]) -> Counts:
    """Return how many dice show each bug colour (bar faces are not counted)."""
    return (dice.count("blue"), dice.count("red"), dice.count("yellow"), dice.count("green"))
