"""Voll verasselt components: 88 bug cards, 7 bug dice and the table limits, as data with our assumptions named.

- 88 cards, 4 kinds x 22 (rulebook). Each kind has a colour (blue, red, yellow, green). Which kind has which
  colour is OUR ASSUMPTION A1, purely cosmetic, kept in ``data/components.json`` (``kind_names()``).
- 7 dice; each die shows every bug colour once and two double-bar faces (reviews). OUR ASSUMPTION A2: the six
  faces are equally likely: ``DIE_FACES = (blue, red, yellow, green, bars, bars)``.
- A face with a double bar counts as 2 bars when the hub is replenished (``BARS_PER_FACE``; reviews).
- Table limits from the rulebook: hub of 10 cards at the start, topped up to 8, front yard at most 6, 2
  consolation cards, at least 4 dice per roll, 2 to 5 players.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..core.dice import Die
from ..core.errors import InvalidInput

COLOURS: tuple[str, ...] = ("blue", "red", "yellow", "green")
BARS = "bars"
FACES: tuple[str, ...] = (*COLOURS, BARS)  # distinct faces a die can show
DIE_FACES: tuple[str, ...] = ("blue", "red", "yellow", "green", BARS, BARS)  # OUR ASSUMPTION A2: uniform
DIE = Die(DIE_FACES)
CARDS_PER_KIND = 22
N_DICE = 7
MIN_ROLL = 4  # at least 4 dice per roll
BARS_PER_FACE = 2  # a double-bar face brings 2 cards when the hub is replenished
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
__all__ = ["BARS", "BARS_PER_FACE", "CARDS_PER_KIND", "COLOURS", "CONSOLATION", "DIE", "DIE_FACES", "FACES",
           "HUB_MIN", "HUB_START", "MIN_ROLL", "N_DICE", "START_YARD", "YARD_MAX", "ZERO", "check_data", "kind_names",
           "parse_data"]


def parse_data(text: str) -> dict[str, Any]:
    """Return the component data from the text of ``data/components.json``; raise InvalidInput if it is malformed
    or does not match the engine (colours, die faces, cards per kind, bars per face, a name for every kind)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise InvalidInput(f"Voll verasselt data file: not valid JSON ({exc})") from None
    expected = {"colours": list(COLOURS), "die_faces": list(DIE_FACES), "cards_per_kind": CARDS_PER_KIND,
                "bars_per_bar_face": BARS_PER_FACE}
    if not isinstance(data, dict):
        raise InvalidInput("Voll verasselt data file: the top level must be an object")
    for key, value in expected.items():
        if data.get(key) != value:
            raise InvalidInput(f"Voll verasselt data file: {key!r} must be {value!r}, not {data.get(key)!r}")
    kinds = data.get("kinds")
    if not isinstance(kinds, dict) or set(kinds) != set(COLOURS) or not all(
            isinstance(v, dict) and all(isinstance(v.get(lang), str) and v.get(lang) for lang in ("en", "de"))
            for v in kinds.values()):
        raise InvalidInput("Voll verasselt data file: 'kinds' must give an English and a German name for each of "
                           f"{list(COLOURS)}")
    return data


def _data() -> dict[str, Any]:
    text = resources.files("bugkit.voll_verasselt").joinpath("data/components.json").read_text(encoding="utf-8")
    return parse_data(text)


def kind_names() -> dict[str, dict[str, str]]:
    """Return colour -> {'en': name, 'de': name} of the bug kind with that colour (OUR ASSUMPTION A1), a fresh copy."""
    return {c: dict(v) for c, v in _data()["kinds"].items()}


def check_data() -> None:
    """Return None if the shipped data file matches the constants used by the engine, else raise InvalidInput."""
    _data()


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
