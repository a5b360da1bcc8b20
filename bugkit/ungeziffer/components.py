"""Ungeziffer components: the vermin tiles and the two number dice, as data with our assumptions named.

- 32 tiles showing 0 to 9 vermin (publisher's manual). How many of each value: OUR ASSUMPTION A1, kept in
  ``data/tiles.json`` so a teacher can replace it.
- Green die: faces 1-6 (rulebook).
- Yellow die: numbers 0-3 (rulebook); its six physical faces are unknown, so by default each of 0,1,2,3 is
  equally likely (OUR ASSUMPTION A2). ``YELLOW_SIX_FACES`` is the alternative layout; pass ``yellow_faces=``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from pathlib import Path

from ..core.dice import Die
from ..core.errors import InvalidInput

GREEN_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
YELLOW_FACES: tuple[int, ...] = (0, 1, 2, 3)  # OUR ASSUMPTION A2: uniform over 0..3
YELLOW_SIX_FACES: tuple[int, ...] = (0, 0, 1, 2, 3, 3)  # the alternative physical layout
BEGINNER_MAX_TILE = 6  # beginners' version: tiles 0 to 6 only
MAX_TILE = 9


def default_tiles() -> dict[int, int]:
    """Return the default tile counts (value -> how many) from the shipped data file."""
    text = resources.files("bugkit.ungeziffer").joinpath("data/tiles.json").read_text(encoding="utf-8")
    return parse_tiles(json.loads(text)["tiles"])


def load_tiles(path: str | Path) -> dict[int, int]:
    """Return tile counts read from a JSON file shaped like ``data/tiles.json``; raise InvalidInput if bad."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"cannot read tile file {path}: {exc}") from None
    if not isinstance(data, dict) or "tiles" not in data:
        raise InvalidInput(f"tile file {path} must be an object with a 'tiles' field")
    return parse_tiles(data["tiles"])


def parse_tiles(tiles: object) -> dict[int, int]:
    """Return validated tile counts {value: count} from a mapping with int or digit-string keys."""
    if not isinstance(tiles, Mapping):
        raise InvalidInput(f"tiles must map a value 0-9 to a count, not {tiles!r}")
    out: dict[int, int] = {}
    for key, count in tiles.items():
        try:
            value = int(key)
        except (TypeError, ValueError):
            raise InvalidInput(f"tile value {key!r} is not a whole number 0-9") from None
        if isinstance(key, bool) or not 0 <= value <= MAX_TILE or str(value) != str(key).strip():
            raise InvalidInput(f"tile value {key!r} must be a whole number 0-9")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise InvalidInput(f"count of tile {value} must be a whole number >= 0, not {count!r}")
        if value in out:
            raise InvalidInput(f"tile value {value} is listed twice")
        if count:
            out[value] = count
    return dict(sorted(out.items()))


def beginner_tiles(tiles: Mapping[int, int]) -> dict[int, int]:
    """Return only the tiles 0 to 6 (the beginners' version)."""
    return {v: c for v, c in tiles.items() if v <= BEGINNER_MAX_TILE}


def dice_for(green: tuple[int, ...], yellow: tuple[int, ...] | None) -> tuple[Die, ...]:
    """Return the dice rolled each turn: the green die, and the yellow one unless it is left out."""
    return (Die(green),) if yellow is None else (Die(green), Die(yellow))
