"""Pictures for the boards: dice, cards, tiles and bugs as inline SVG (our own drawings, made in code).

Every function is pure (text in, SVG text out) and every picture carries a text alternative (``role="img"`` and
``aria-label``), so a screen reader hears what a child sees. ``board_style()`` is the shared CSS of every board:
controls at least 44 px high, rows that wrap instead of scrolling sideways, a short roll animation that is
switched off by the browser's reduced-motion preference (and by ``animate=False``), and a projector mode.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Sequence
from numbers import Integral, Real

from ..core.errors import InvalidInput
from ..core.validate import check_choice, check_int, check_items, check_text, short_repr

# Pip positions on a 100 x 100 die face, by value.
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((50, 50),),
    2: ((28, 28), (72, 72)),
    3: ((26, 26), (50, 50), (74, 74)),
    4: ((28, 28), (72, 28), (28, 72), (72, 72)),
    5: ((26, 26), (74, 26), (50, 50), (26, 74), (74, 74)),
    6: ((28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76)),
}

COLOURS = {  # fill, ink (pips/text), and the colour's name for the text alternative
    "white": ("#ffffff", "#222222"), "green": ("#3fa34d", "#ffffff"), "yellow": ("#f5c518", "#222222"),
    "red": ("#d9352b", "#ffffff"), "blue": ("#2f6fd6", "#ffffff"), "grey": ("#9aa0a6", "#222222"),
    "black": ("#222222", "#ffffff"), "orange": ("#f08a24", "#222222"), "purple": ("#7d4bbf", "#ffffff"),
}
STATES = ("rolled", "kept", "chosen", "parked", "faded")
MAX_SIZE = 10_000  # pixels: a picture's width, height or size (real ones are 20 to 400)
MAX_WORDS = 10_000  # characters of a title, line, label or symbol (real ones are a sentence at most)
MAX_LINES = 100  # lines given to a card (6 are drawn, all go into the text alternative)
MAX_TITLE_LINES = 6  # lines of a card's bold title (a long name: Würfel-WG's longest takes 6 on a card won)
TITLE_SIZE = 15  # px of a card's bold title lines
# a compact card (``card_svg(compact=True)``, a projector's, drawn larger there): px from its left edge to its words,
# the baseline of its first line, px between two title lines and between two lines, from the title's last line to the
# first line; its title in COMPACT_SIZE px, the points' badge (of radius COMPACT_BADGE px) in the top-right corner
COMPACT_X, COMPACT_TOP, COMPACT_TITLE_APART, COMPACT_APART, COMPACT_BELOW = 8, 18, 16, 17, 19
COMPACT_SIZE, COMPACT_BADGE = 14, 11


def esc(text: object) -> str:
    """Return ``str(text)`` escaped for HTML and SVG attributes; raise InvalidInput if it cannot be written."""
    try:
        words = str(text)
    except Exception:  # an object whose __str__ fails: say so instead of letting its error out
        raise InvalidInput(f"cannot write {short_repr(text)} into a picture (its str() fails)") from None
    return html.escape(words, quote=True)


def text_width(text: str, size: float) -> float:
    """Return how many px ``text`` takes in a bold sans-serif font of ``size`` px, by DejaVu Sans Bold's widths (the
    widest of the usual fonts) rounded up a little: text given this room fits in every font, bold or not; raise
    InvalidInput if ``text`` is not a text or ``size`` not a number of pixels."""
    _words(text, "text")
    _size(size, "size", 0)
    return float(size) * sum(_em(char) for char in text)


def _em(char: str) -> float:
    """Return a character's width in font sizes (``text_width``'s table)."""
    if char in " ijl.,:;'!|":
        return 0.35
    if char in "frt()[]-/":
        return 0.49
    if char in "mwMW":
        return 1.05
    if char.isupper():
        return 0.78
    return 0.7


def _words(value: object, name: str) -> str:
    """Return a picture's text (title, label, line, colour, class) if it is a text of at most MAX_WORDS
    characters; raise InvalidInput otherwise."""
    return check_text(value, name, MAX_WORDS)


def _size(value: object, name: str, lo: float = 1) -> None:
    """Return None if ``value`` is a size in pixels: a finite number (not a bool) from ``lo`` to MAX_SIZE; raise
    InvalidInput otherwise (the caller keeps the value as given, so an SVG's text does not change)."""
    try:
        number = float(value) if isinstance(value, Real) and not isinstance(value, bool) else math.nan
    except OverflowError:  # a whole number too large for a float
        number = math.inf
    if not lo <= number <= MAX_SIZE:  # NaN fails too
        raise InvalidInput(f"{name} must be a number of pixels from {lo:g} to {MAX_SIZE}, not {short_repr(value)}")


def svg(width: int, height: int, body: str, label: str, css_class: str = "") -> str:
    """Return an SVG element of the given size with a text alternative (role img + aria-label + title)."""
    _size(width, "width", 0)
    _size(height, "height", 0)
    check_text(body, "body", 10**8)
    _words(label, "label")
    _words(css_class, "css_class")
    cls = f' class="{esc(css_class)}"' if css_class else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{esc(label)}"{cls}>'
            f"<title>{esc(label)}</title>{body}</svg>")


def die_svg(value: int | str | None, colour: str = "white", state: str = "rolled", label: str = "",
            size: int = 56, symbol: str = "") -> str:
    """Return a die as SVG: pips for 1-6, a symbol (or the text of ``value``) for other faces, a blank for None.

    ``state`` draws how the die lies: rolled (plain), kept / parked (set aside: dashed frame), chosen (thick gold
    frame), faded (greyed). ``label`` is the text alternative (default: "<colour> die showing <value>").
    """
    if isinstance(value, Integral) and not isinstance(value, bool):
        value = int(value)  # numpy's whole numbers get pips too
    elif value is not None:
        value = _words(value, "value")
    _words(colour, "colour")
    check_choice(state, "state", STATES)
    _words(label, "label")
    _size(size, "size")
    _words(symbol, "symbol")
    fill, ink = COLOURS.get(colour, (colour, "#222222"))
    frame = {"chosen": 'stroke="#e8a200" stroke-width="9"', "kept": 'stroke="#555" stroke-width="4" '
             'stroke-dasharray="10 6"', "parked": 'stroke="#555" stroke-width="4" stroke-dasharray="10 6"'}.get(
        state, 'stroke="#333" stroke-width="4"')
    opacity = ' opacity="0.45"' if state == "faded" else ""
    body = f'<g{opacity}><rect x="4" y="4" width="92" height="92" rx="16" fill="{esc(fill)}" {frame}/>'
    if isinstance(value, int) and value in _PIPS and not symbol:
        body += "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{esc(ink)}"/>' for x, y in _PIPS[value])
    elif value is not None or symbol:
        text = symbol or str(value)
        font = 54 if len(text) <= 2 else 30 if len(text) <= 4 else 20
        body += (f'<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-size="{font}" '
                 f'font-family="sans-serif" font-weight="bold" fill="{esc(ink)}">{esc(text)}</text>')
    body += "</g>"
    alt = label or f"{colour} die showing {value}"
    return svg(size, size, f'<g transform="scale({size / 100})">{body}</g>', alt, f"bugkit-die bugkit-{state}")


def compact_badge(width: int) -> tuple[int, int, int]:
    """Return the centre (x, y) and radius of the points' badge of a compact card ``width`` px wide (top right)."""
    _size(width, "width", 20)
    return width - COMPACT_BADGE - 6, COMPACT_BADGE + 6, COMPACT_BADGE


def card_svg(title: str | Sequence[str], lines: Sequence[str] = (), colour: str = "white", label: str = "",
             width: int = 120, height: int = 168, badge: str = "", face_down: bool = False,
             line_size: int = 13, compact: bool = False) -> str:
    """Return a playing card as SVG: a rounded frame in ``colour`` with a bold title (a text, or a list of up to 6
    lines for a long name), up to 6 short lines in ``line_size`` px (8 to 20; 20 px apart) and an optional corner
    badge; ``face_down`` draws the back only. ``label`` is the text alternative (default: title + lines).
    ``compact`` draws a card wider than tall (a projector's, whose words are large): the title and the lines from
    the left edge, its title in ``COMPACT_SIZE`` px (``COMPACT_TITLE_APART`` px apart), its lines ``COMPACT_APART``
    px apart (the first ``COMPACT_BELOW`` px under the title's last), the badge in the top-right corner."""
    titles = [_words(title, "title")] if isinstance(title, str) else \
        [_words(part, "a title line") for part in check_items(title, "title", MAX_TITLE_LINES)]
    lines = [_words(line, "a line") for line in check_items(lines, "lines", MAX_LINES)]
    _words(colour, "colour")
    _words(label, "label")
    _size(width, "width", 20)
    _size(height, "height", 20)
    _words(badge, "badge")
    _flag(face_down, "face_down")
    line_size = check_int(line_size, "line_size", 8, 20)
    _flag(compact, "compact")
    fill, ink = COLOURS.get(colour, (colour, "#222222"))
    if face_down:
        body = (f'<rect x="3" y="3" width="{width - 6}" height="{height - 6}" rx="12" fill="#6b4f2a" '
                f'stroke="#333" stroke-width="3"/><path d="M15 15 L{width - 15} {height - 15} M{width - 15} 15 '
                f'L15 {height - 15}" stroke="#a88a5c" stroke-width="4"/>')
        return svg(width, height, body, label or "a face-down card", "bugkit-card")
    body = (f'<rect x="3" y="3" width="{width - 6}" height="{height - 6}" rx="12" fill="{esc(fill)}" '
            f'stroke="#333" stroke-width="3"/>')
    x, anchor = (COMPACT_X, "start") if compact else (width / 2, "middle")
    top, below, title_apart, apart, title_size = (
        (COMPACT_TOP, COMPACT_TOP + COMPACT_BELOW, COMPACT_TITLE_APART, COMPACT_APART, COMPACT_SIZE) if compact
        else (26, 52, 18, 20, TITLE_SIZE))
    for i, part in enumerate(titles or [""]):
        body += (f'<text x="{x}" y="{top + title_apart * i}" text-anchor="{anchor}" font-size="{title_size}" '
                 f'font-weight="bold" font-family="sans-serif" fill="{esc(ink)}">{esc(part)}</text>')
    below += title_apart * max(0, len(titles) - 1)  # the first line under the title
    for i, line in enumerate(lines[:6]):
        body += (f'<text x="{x}" y="{below + apart * i}" text-anchor="{anchor}" font-size="{line_size}" '
                 f'font-family="sans-serif" fill="{esc(ink)}">{esc(line)}</text>')
    if badge:
        cx, cy, r = compact_badge(width) if compact else (width - 20, height - 20, 14)
        body += (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="#333" stroke-width="2"/>'
                 f'<text x="{cx}" y="{cy + 5}" text-anchor="middle" font-size="14" '
                 f'font-family="sans-serif" font-weight="bold" fill="#222">{esc(badge)}</text>')
    return svg(width, height, body, label or ". ".join([" ".join(titles), *lines]), "bugkit-card")


def bug_svg(colour: str = "black", size: int = 28, label: str = "a bug") -> str:
    """Return a small bug (body, head, six legs) as SVG, for counts shown as pictures."""
    _words(colour, "colour")
    _size(size, "size")
    _words(label, "label")
    fill, _ = COLOURS.get(colour, (colour, "#222222"))
    legs = "".join(f'<path d="M{x} {y} l{dx} {dy}" stroke="#222" stroke-width="5" stroke-linecap="round"/>'
                   for x, y, dx, dy in ((35, 40, -22, -10), (35, 55, -25, 0), (35, 70, -22, 10),
                                        (65, 40, 22, -10), (65, 55, 25, 0), (65, 70, 22, 10)))
    body = (f'<g transform="scale({size / 100})">{legs}<ellipse cx="50" cy="58" rx="24" ry="30" fill="{esc(fill)}" '
            f'stroke="#222" stroke-width="4"/><circle cx="50" cy="24" r="13" fill="#222"/>'
            f'<path d="M50 32 L50 86" stroke="#222" stroke-width="3"/></g>')
    return svg(size, size, body, label, "bugkit-bug")


def row(pictures: Sequence[str], label: str = "", gap: int = 8) -> str:
    """Return pictures side by side in a row that wraps on narrow screens (with a group label if given)."""
    pictures = [check_text(p, "a picture", 10**8) for p in check_items(pictures, "pictures", MAX_SIZE)]
    _words(label, "label")
    _size(gap, "gap", 0)
    aria = f' role="group" aria-label="{esc(label)}"' if label else ""
    items = "".join(f"<span>{p}</span>" for p in pictures)
    return f'<div class="bugkit-row"{aria} style="display:flex;flex-wrap:wrap;gap:{gap}px;align-items:center">' \
           f"{items}</div>"


# large print on a projector, for a board and the teacher's page alike: the widgets' words take their size from
# --jp-widgets-font-size (13 px), which a font-size of 150 % on the page does not reach
PROJECTOR_PRINT = "font-size:150%;--jp-widgets-font-size:24px;--jp-widgets-inline-height:34px"
# how much larger a piece is drawn on a projector: the table's 84 px squares are 1.5 times a 56 px die (a game
# whose pieces are not square keeps their shape at this scale)
PROJECTOR_SCALE = 1.5


# a board's controls for a child's finger on a tablet (the audit measured them there): a replay slider's handle is a
# 32 px knob in a 44 px target (its transparent rim, also in the hover and focus states; it was 16 x 16 px); a folded
# part's summary ("How to play", Würfel-WG's "The middle") is a 44 px row, its triangle drawn by the board (a flex
# summary has none of its own; it was a 28 px row); a switch's box and words stand centred in their row, which grows
# with them (the 44 px box sat on the words' baseline, 61 px in a 44 px widget, and its row of the settings scrolled)
BOARD_TOUCH_CSS = (".bugkit-board .widget-slider{--jp-widgets-slider-handle-size:44px}"
                   ".bugkit-board .widget-slider .noUi-handle,"
                   ".bugkit-board .widget-slider .noUi-target:not([disabled]) .noUi-handle:hover,"
                   ".bugkit-board .widget-slider .noUi-target:not([disabled]) .noUi-handle:focus"
                   "{border:6px solid transparent;background-clip:padding-box;"
                   "box-shadow:inset 0 0 0 2px #666;box-sizing:border-box}"
                   ".bugkit-board .widget-slider .noUi-handle:focus-visible{outline:3px solid #1565c0;"
                   "outline-offset:-3px}"
                   ".bugkit-board summary{display:flex;align-items:center;min-height:44px;box-sizing:border-box;"
                   "cursor:pointer;list-style:none}"
                   ".bugkit-board summary::-webkit-details-marker{display:none}"
                   ".bugkit-board summary::before{content:'';flex:none;margin-right:10px;border-style:solid;"
                   "border-width:6px 0 6px 10px;border-color:transparent transparent transparent currentColor;"
                   "transition:transform .15s}"
                   ".bugkit-board details[open]>summary::before{transform:rotate(90deg)}"
                   ".bugkit-board .widget-checkbox{height:auto}"
                   ".bugkit-board .widget-checkbox .widget-label-basic{display:flex;align-items:center}")


# the style of words for a screen reader only: kept in the page, drawn nowhere, taking no room
UNSEEN = ("position:absolute;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip-path:inset(50%);"
          "white-space:nowrap")


def board_style(animate: bool = True) -> str:
    """Return the CSS every board shares: 44 px controls, wrapping rows, no sideways scroll, roll animation
    (off with ``animate=False`` or the reduced-motion preference), and the projector mode (class
    ``bugkit-projector`` on the board; in Voila the page's title then takes no room, for screen readers only)."""
    _flag(animate, "animate")
    roll = ("@keyframes bugkit-roll{0%{transform:rotate(-25deg) scale(.8)}60%{transform:rotate(12deg) scale(1.05)}"
            "100%{transform:none}}.bugkit-rolling .bugkit-die{animation:bugkit-roll .35s ease-out}"
            "@media (prefers-reduced-motion: reduce){.bugkit-rolling .bugkit-die{animation:none}}") if animate else ""
    return ("<style>.bugkit-board{max-width:100%;box-sizing:border-box;overflow-x:hidden}"
            ".bugkit-board .widget-button,.bugkit-board .widget-toggle-button,.bugkit-board select,"
            ".bugkit-board input{min-height:44px;min-width:44px}"
            ".bugkit-board .widget-hbox{flex-wrap:wrap;max-width:100%}"
            ".bugkit-board .widget-text,.bugkit-board .widget-dropdown{max-width:100%}"
            ".bugkit-board svg{max-width:100%;height:auto}"
            + BOARD_TOUCH_CSS +
            f".bugkit-projector{{{PROJECTOR_PRINT}}}"
            ".bugkit-projector svg{transform-origin:left top}"
            ".bugkit-projector .widget-button{font-size:130%;min-height:60px}"
            ".bugkit-projector .bugkit-hide-on-projector{display:none !important}"
            # a projector's first screen is the board's: the page's title above it (a Voila page's h1, ~80 px) is
            # kept for screen readers but takes no room (Würfel-WG's middle ended past 720 px under a 3-line status);
            # the table's front end marks the page's body while a table is in projector mode (static/table.js)
            f"body[data-voila].bugkit-projector-page .jp-RenderedMarkdown h1{{{UNSEEN}}}"
            f"@media (min-width:{NARROW_PROJECTOR[0]}px) and (max-width:{NARROW_PROJECTOR[1] - 0.02}px)"
            f"{{.bugkit-board.bugkit-projector{{zoom:{NARROW_PROJECTOR_ZOOM:g}}}}}"
            f"{roll}</style>")


# A projector is wide and low. Where a board in projector mode is at least WIDE_PROJECTOR px wide (a CSS container
# query), a game may stand its parts in two columns so that everything fits 1280x720; a narrower board keeps them one
# under the other (never a sideways scroll). A container query styles only what is inside the board, never the board
# itself, so the board is the grid in every projector view and each part spans both columns unless the board is wide;
# there the table and its wrapper give their zones and actions to the board's grid (display: contents; plain divs
# without a role, so a screen reader loses nothing), and ``dense`` placement lets a part stand beside the first zone
# however many parts come before it.
WIDE_PROJECTOR = 1120
# A projector's picture is as wide on the wall whatever its resolution, so a 1024x768 projector (still common in
# schools) shows the board as a 1280 px one, at 1024 / 1280 of its size: each piece and word is as large on the wall,
# the board lays out in its two wide columns (CSS zoom: the container query then measures about 1,250 px) and the
# scores stand in the first screen (unzoomed, one column ended them under 768 px on every board). That holds for a
# screen from NARROW_PROJECTOR[0] px wide (narrower, a board is a tablet's or a phone's and keeps its size) to below
# NARROW_PROJECTOR[1] px (from there the board itself is WIDE_PROJECTOR px wide).
NARROW_PROJECTOR, NARROW_PROJECTOR_ZOOM = (960, 1200), 0.8


def board_class(game: str) -> str:
    """Return the CSS class of the board of ``game`` (a game's name: ``voll_verasselt`` -> ``bugkit-board-voll-
    verasselt``)."""
    if not isinstance(game, str) or re.fullmatch(r"[a-z][a-z_]{0,40}", game) is None:
        raise InvalidInput(f"game must be a game's name (lower-case letters and _), not {short_repr(game)}")
    return f"bugkit-board-{game.replace('_', '-')}"


def projector_parts(game: str) -> tuple[str, str]:
    """Return the CSS selectors of the board of ``game`` in projector mode and of its table then."""
    board = board_class(game)
    return f".{board}.bugkit-projector", f".{board} .bugkit-table-projector"


def projector_grid(game: str, columns: str, wide: str) -> str:
    """Return the CSS that makes the board of ``game`` a grid of ``columns`` (a grid-template-columns value) in
    projector mode, each part spanning it, and, where the board is at least ``WIDE_PROJECTOR`` px wide, gives the
    table's parts to the grid, where the rules ``wide`` place them."""
    p, t = projector_parts(game)
    columns, wide = check_text(columns, "columns", 200), check_text(wide, "wide", 4000)
    return (f"{p}{{container-type:inline-size;display:grid;grid-template-columns:{columns};column-gap:24px;"
            "align-items:start;align-content:start;grid-auto-flow:row dense;padding:0 6px}"
            f"{p}>*{{grid-column:1/-1}}"
            f"@container (min-width:{WIDE_PROJECTOR}px){{{p}>:has(>.bugkit-table-projector),{t}{{display:contents}}"
            f"{wide}}}")


LESSON_BOXES = ("bugkit-exercise", "bugkit-prediction", "bugkit-lln", "bugkit-explore", "bugkit-classdice")


def lesson_style() -> str:
    """Return the CSS of a lesson's widgets (the classes of ``LESSON_BOXES``): controls a finger hits on a tablet,
    44 px high as a board's, their words in 16 px (a tablet's browser zooms the page into a smaller text box), and
    a slider's name above its track."""
    boxes = ",".join(f".{name}" for name in LESSON_BOXES)
    buttons = ",".join(f".{name} .widget-button,.{name} .widget-toggle-button" for name in LESSON_BOXES)
    texts = ",".join(f".{name} .widget-html-content" for name in LESSON_BOXES)
    return (f"<style>{boxes}{{--jp-widgets-inline-height:44px;--jp-widgets-font-size:16px}}"
            f"{buttons}{{min-width:44px}}"
            f"{texts}{{line-height:1.5}}"  # a question of several lines is read as a text, not spaced like controls
            # the exercise set's box holds its four digits in the larger words
            ".bugkit-exercise .bugkit-exercise-set{width:auto}.bugkit-exercise .bugkit-exercise-set input{flex:0 0 5em}"
            # a slider's name stands above its track, which keeps the whole width for a finger
            ".bugkit-explore .widget-hslider{flex-wrap:wrap;height:auto}"
            ".bugkit-explore .widget-hslider>.widget-label{flex:0 0 100%;max-width:100%;text-align:left}</style>")


def start_page_style() -> str:
    """Return the CSS of the start pages (``play/00_*.py``; the notebook build puts it where a page's Markdown says
    ``<!-- bugkit.ui.draw.start_page_style() -->``): each link of the games' table to a notebook is a button a
    finger hits on a tablet, at least 44 px high and wide; a link to a notebook in the page's text (the start page
    in the other language) is 44 px high."""
    return ('<style>.jp-RenderedMarkdown td a[href*=".ipynb"]{'
            "display:inline-block;min-height:44px;line-height:44px;min-width:44px;padding:0 12px;"
            "margin:2px 0;box-sizing:border-box;border:2px solid #1565c0;border-radius:10px;"
            "background:#e3f2fd;color:#0d47a1;font-weight:bold;text-decoration:none;text-align:center;"
            "white-space:nowrap}"
            # a link on a line of its own (the other language's start page, the teacher guide) is 44 px high too
            '.jp-RenderedMarkdown p>a[href*=".ipynb"]{display:inline-block;min-height:44px;line-height:44px}</style>')


def _flag(value: object, name: str) -> bool:
    """Return ``value`` if it is True or False; raise InvalidInput otherwise."""
    if not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True or False, not {short_repr(value)}")
    return value


__all__ = ["COLOURS", "COMPACT_APART", "COMPACT_BADGE", "COMPACT_BELOW", "COMPACT_SIZE", "COMPACT_TITLE_APART",
           "COMPACT_TOP", "COMPACT_X", "LESSON_BOXES", "NARROW_PROJECTOR", "NARROW_PROJECTOR_ZOOM",
           "PROJECTOR_PRINT", "PROJECTOR_SCALE", "STATES", "UNSEEN", "WIDE_PROJECTOR", "board_class", "board_style",
           "bug_svg", "card_svg", "compact_badge", "die_svg", "esc", "lesson_style", "projector_grid",
           "projector_parts", "row", "start_page_style", "svg", "text_width"]
