"""Ungeziffer's pictures: a tile face down (its back), face up with its vermin drawn by count (a "Mückenmatsch"
splat for 0), or an empty place where a tile was taken; and the two dice. Pure functions: text in, SVG out, each
picture with its text alternative (``role="img"`` and ``aria-label``)."""

from __future__ import annotations

from ..core.i18n import t
from ..ui.draw import bug_svg, die_svg, svg
from . import labels  # noqa: F401 - registers the words used here

TILE = 64  # a tile's side in pixels
TILE_STATES = ("down", "up", "missed", "gone")
# where the bugs sit on a tile, by count (a 3 x 3 grid, filled like dice pips where it can)
_SPOTS: dict[int, tuple[int, ...]] = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8),
                                      6: (0, 2, 3, 5, 6, 8), 7: (0, 2, 3, 4, 5, 6, 8), 8: (0, 1, 2, 3, 5, 6, 7, 8),
                                      9: tuple(range(9))}
_FRAME = {"down": ("#8d6e63", "#4e342e"), "up": ("#fffdf5", "#333"), "missed": ("#ffebee", "#b00020"),
          "gone": ("none", "#bbb")}


def tile_label(n: int, value: int | None, state: str, lang: str = "en") -> str:
    """Return the words for tile number ``n`` (counting from 1): face down, showing a value, missed, or taken."""
    if state == "down":
        return t("ungeziffer.tile_down", lang, n=n)
    if state == "gone":
        return t("ungeziffer.tile_gone", lang, n=n)
    if state == "missed":
        return t("ungeziffer.tile_missed", lang, n=n, v=value)
    return t("ungeziffer.tile_mush" if value == 0 else "ungeziffer.tile_turned", lang, n=n, v=value)


def tile_svg(n: int, value: int | None = None, state: str = "down", lang: str = "en", size: int = TILE) -> str:
    """Return tile number ``n`` as SVG: its back when face down, ``value`` bugs (or the midge-mush splat for 0) when
    face up or missed (red frame), a dashed empty place when taken; the number is in its words, never drawn."""
    # no number on the picture: on a back it reads like vermin, on a face it sat on a bug a child has to count
    fill, ink = _FRAME[state]
    dash = ' stroke-dasharray="6 5"' if state == "gone" else ""
    body = f'<rect x="3" y="3" width="{size - 6}" height="{size - 6}" rx="9" fill="{fill}" stroke="{ink}" ' \
           f'stroke-width="{4 if state == "missed" else 3}"{dash}/>'
    if state == "down":  # a bug's footprint pattern: nothing on the back can be counted as vermin
        body += f'<circle cx="{size / 2}" cy="{size / 2}" r="{size / 4}" fill="none" stroke="#d7ccc8" ' \
                f'stroke-width="3"/><circle cx="{size / 2}" cy="{size / 2}" r="{size / 10}" fill="#d7ccc8"/>'
    elif state in ("up", "missed") and value is not None:
        body += _face(value, size, lang)
    return svg(size, size, body, tile_label(n, value, state, lang), f"bugkit-tile bugkit-tile-{state}")


def _face(value: int, size: int, lang: str) -> str:
    """Return the inside of a face-up tile: ``value`` bugs on a 3 x 3 grid, or the midge-mush splat for 0."""
    if value == 0:  # the splat alone: its name is in the tile's words, the status line and the log (the word drawn
        # under it was 10 px, squeezed into the tile, too small for a child to read; 14 px did not fit a line)
        splat = " ".join(f"{size / 2 + dx * size / 90:.1f},{size / 2 + dy * size / 90:.1f}" for dx, dy in
                         ((0, -30), (10, -12), (30, -16), (16, 0), (32, 16), (10, 12), (0, 30), (-12, 12),
                          (-30, 18), (-16, 0), (-30, -18), (-10, -12)))
        return f'<polygon points="{splat}" fill="#9e9d24" stroke="#555" stroke-width="2"/>'
    cell = (size - 10) / 3
    bug = int(cell)
    out = ""
    for spot in _SPOTS.get(value, ()):
        x, y = 5 + (spot % 3) * cell, 5 + (spot // 3) * cell
        out += f'<g transform="translate({x:.1f},{y:.1f})">{_bug(bug)}</g>'
    return out


def _bug(size: int) -> str:
    """Return the drawing of ``bug_svg`` without its own frame (inside a tile the tile's label speaks for it)."""
    picture = bug_svg("orange", size, "bug")
    return picture[picture.index("</title>") + len("</title>"):-len("</svg>")]


def dice_svgs(dice: tuple[int, ...], beginners: bool, lang: str = "en", size: int = 64,
              last: tuple[int, ...] = ()) -> list[str]:
    """Return the green die (and the yellow one unless beginners) as SVG: the faces rolled; before a roll the last
    roll greyed out (``last``), or blank dice."""
    names = ("green", "yellow")[: 1 if beginners else 2]
    out = []
    for i, colour in enumerate(names):
        word = t(f"ui.colour.{colour}", lang)
        if i < len(dice):
            label = t("ungeziffer.die_shows", lang, colour=word, v=dice[i])
            out.append(die_svg(dice[i], colour, "rolled", label, size))
        elif i < len(last):
            label = t("ungeziffer.die_last", lang, colour=word, v=last[i])
            out.append(die_svg(last[i], colour, "faded", label, size))
        else:
            out.append(die_svg(None, colour, "faded", t("ungeziffer.die_waits", lang, colour=word), size))
    return out


# The drawing functions are the board's helpers (only this game's ui.py and tests call them): no public API, so
# they are left out of __all__ (they stay importable by name).
__all__ = ["TILE", "TILE_STATES"]
