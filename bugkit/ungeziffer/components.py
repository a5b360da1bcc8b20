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
from ..core.files import read_json
from ..core.validate import check_int, short_repr

GREEN_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
YELLOW_FACES: tuple[int, ...] = (0, 1, 2, 3)  # OUR ASSUMPTION A2: uniform over 0..3
YELLOW_SIX_FACES: tuple[int, ...] = (0, 0, 1, 2, 3, 3)  # the alternative physical layout
BEGINNER_MAX_TILE = 6  # beginners' version: tiles 0 to 6 only
MAX_TILE = 9
MAX_TOTAL_TILES = 200  # a custom tile set holds at most 200 tiles (a box has 32; six boxes fit)
MAX_FACES = 12  # a custom yellow die has 1 to 12 faces

# The public surface; beginner_tiles and dice_for are the rules' and odds' helpers on tile sets and faces they
# checked already (parse_tiles, yellow_die).
__all__ = ["BEGINNER_MAX_TILE", "GREEN_FACES", "MAX_FACES", "MAX_FILE_BYTES", "MAX_TILE", "MAX_TOTAL_TILES",
           "YELLOW_FACES", "YELLOW_SIX_FACES", "default_tiles", "load_tiles", "parse_tiles", "yellow_die"]


def default_tiles() -> dict[int, int]:
    """Return the default tile counts (value -> how many) from the shipped data file."""
    text = resources.files("bugkit.ungeziffer").joinpath("data/tiles.json").read_text(encoding="utf-8")
    return parse_tiles(json.loads(text)["tiles"])


MAX_FILE_BYTES = 100_000  # a tile file is a few lines; anything bigger is not one


def load_tiles(path: str | Path) -> dict[int, int]:
    """Return tile counts read from a JSON file shaped like ``data/tiles.json`` (at most 100 kB); raise
    InvalidInput if the file is missing, too big, not JSON or not a tile set."""
    data = read_json(path, "a tile file", MAX_FILE_BYTES)
    if not isinstance(data, dict) or "tiles" not in data:
        raise InvalidInput(f"tile file {path} must be an object with a 'tiles' field")
    return parse_tiles(data["tiles"])


def parse_tiles(tiles: object, name: str = "tiles") -> dict[int, int]:
    """Return validated tile counts {value: count} from a mapping with int or digit-string keys 0-9; counts are
    whole numbers >= 0, at most ``MAX_TOTAL_TILES`` (200) tiles in all. Raise InvalidInput naming what is wrong."""
    if not isinstance(tiles, Mapping):
        raise InvalidInput(f"{name} must map a value 0-9 to a count, not {short_repr(tiles)}")
    if len(tiles) > 2 * (MAX_TILE + 1):
        raise InvalidInput(f"{name} has {len(tiles)} entries; tile values go from 0 to {MAX_TILE}")
    out: dict[int, int] = {}
    for key, count in tiles.items():
        text = key.strip() if isinstance(key, str) else None
        if isinstance(key, bool) or not (isinstance(key, int) or (text is not None and len(text) == 1
                                                                   and text in "0123456789")):
            raise InvalidInput(f"a tile value in {name} must be a whole number 0-{MAX_TILE}, not {short_repr(key)}")
        value = int(key)
        if not 0 <= value <= MAX_TILE:
            raise InvalidInput(f"a tile value in {name} must be a whole number 0-{MAX_TILE}, not {short_repr(key)}")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_TOTAL_TILES:
            raise InvalidInput(f"the count of tile {value} in {name} must be a whole number from 0 to "
                               f"{MAX_TOTAL_TILES}, not {short_repr(count)}")
        if value in out:
            raise InvalidInput(f"tile value {value} is listed twice in {name}")
        out[value] = count
    total = sum(out.values())
    if total > MAX_TOTAL_TILES:
        raise InvalidInput(f"{name} holds {total} tiles; at most {MAX_TOTAL_TILES} are allowed")
    return dict(sorted((v, c) for v, c in out.items() if c))


def yellow_die(yellow_faces: object = None) -> tuple[int, ...]:
    """Return the yellow die's faces: ``yellow_faces`` checked (1 to 12 numbers 0-3), or the default (A2) if None."""
    if yellow_faces is None:
        return YELLOW_FACES
    if isinstance(yellow_faces, (str, bytes)) or not isinstance(yellow_faces, (list, tuple)) or \
            not 1 <= len(yellow_faces) <= MAX_FACES:
        raise InvalidInput(f"yellow_faces must be a list of 1 to {MAX_FACES} numbers 0-3 (or None for the "
                           f"default die), not {short_repr(yellow_faces)}")
    return tuple(check_int(f, "a face of yellow_faces", 0, 3) for f in yellow_faces)


def beginner_tiles(tiles: Mapping[int, int]) -> dict[int, int]:
    """Return only the tiles 0 to 6 (the beginners' version)."""
    return {v: c for v, c in tiles.items() if v <= BEGINNER_MAX_TILE}


def dice_for(green: tuple[int, ...], yellow: tuple[int, ...] | None) -> tuple[Die, ...]:
    """Return the dice rolled each turn: the green die, and the yellow one unless it is left out."""
    return (Die(green),) if yellow is None else (Die(green), Die(yellow))
