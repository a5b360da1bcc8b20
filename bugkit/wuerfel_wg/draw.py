"""Würfel-WG pictures (pure: state parts in, SVG/HTML text out, every picture with a text alternative): the dice
with the kangaroo face, the four room cards of a flat-share, members, won cards, and the middle as stacks."""

from __future__ import annotations

import html
import math
import re
import textwrap
from collections.abc import Callable, Sequence
from functools import lru_cache, partial

from ..core.errors import InvalidInput
from ..core.i18n import player_name, t, tn
from ..core.validate import short_repr
from ..ui.draw import (
    COMPACT_APART,
    COMPACT_BELOW,
    COMPACT_SIZE,
    COMPACT_TITLE_APART,
    COMPACT_TOP,
    COMPACT_X,
    MAX_TITLE_LINES,
    TITLE_SIZE,
    card_svg,
    compact_badge,
    die_svg,
    esc,
    row,
    svg,
    text_width,
)
from . import labels
from .components import KANGAROO, START_IDS, Cards
from .rules import STACKS, WG, Observation, flip_need, locked, wg_points

_KANGAROO = ('<path d="M30 78 Q22 60 34 46 Q40 36 52 38 L58 24 Q60 18 64 24 L62 36 Q72 40 70 54 Q68 64 58 68 '
             'L66 80 L56 80 L50 70 Q44 74 40 72 L44 80 L34 80 Z" fill="#8a5a2b"/>'
             '<path d="M32 70 Q14 74 10 88" stroke="#8a5a2b" stroke-width="6" fill="none" stroke-linecap="round"/>'
             '<circle cx="60" cy="30" r="2.5" fill="#fff"/>')

ROOM_COLOURS = {True: "#e6f4e6", False: "#fbe3e3"}  # good side green, bad side red (also said in words)
_TEXT = re.compile(r'<text ([^>]*?)font-size="(\d+)"([^>]*)>([^<]*)</text>')
CHAR_WIDTH = 0.62  # a sans-serif character's average width, in font sizes (bold text a little wider)
CARD_WIDTH = 118  # px of a card in a WG and of an item
# px of a stack's card in the middle: wide enough for "Geschwindigkeit" on a line in NAME_FONT (130 px broke it into
# a fifth line of its name, and the German projector's middle then ended under 720 px)
STACK_WIDTH = 146
TROUBLE_WIDTH = STACK_WIDTH  # px of a troublemaker card (in a WG): its words need a wider line than a card's name
# px of a card's height at least; a longer name or more lines make it taller. Stacks were 130 px at least, so a
# member's stack stood a row of the middle 36 px taller than its words, and on a 1280x720 projector the middle's last
# row (the items) ended under the screen with four players in German.
CARD_HEIGHT = 100
MARGIN = 14  # px of a card's width its lines leave free (both sides together)
# the smallest font a card's line is drawn in (px of the card's own size): a longer line wraps (``wrapped``); it was
# 11, and "3 of a kind + 2 2" or a troublemaker's "fridge empty for" were drawn in 11-12 px
MIN_FONT = 14
LINE_FONT = 15  # a card's lines ("4 of a kind", "12 cards", "crumbly", "5 5"): a longer one is drawn smaller
BADGE_ROOM = 38  # from a card's last line (its baseline) to its bottom edge when the card has a points badge
CORNER_X = 8  # px from a card's left edge to its corner line (a stack's count, beside the points badge)
BADGE_SPAN = 38  # px of a card's width the badge takes from the right edge (its circle and 4 px apart from words)
# px of a compact card (a projector's middle, ``card(compact=True)``): two side by side in the middle's column at
# 1280x720 (2 x 200 px at 1.72 times, 6 px of each piece's frame, 6 px apart: 706 of its 720 px, and of 712 px on a
# 1024x768 projector, where the board is drawn 0.8 times; 224 px at 1.43 times took 659 of 674 px, in 20 px words)
COMPACT_WIDTH = 200
# px of a WG's card and troublemaker on a projector (``wg_pieces``, drawn 1.72 times there): as wide on the screen as
# ``CARD_WIDTH`` and ``TROUBLE_WIDTH`` at 1.43 times, two of them side by side in the WG's column; a room or member
# card as tall as a name and two lines at least (``CARD_HEIGHT``, 172 px there, put the WG's rooms under 720 px)
PROJECTOR_CARD_WIDTH, PROJECTOR_TROUBLE_WIDTH, PROJECTOR_CARD_HEIGHT = 98, 121, 90
NAME_FONT = 14  # px: the smallest a card's name is drawn (a line too wide for the title's 15 px is drawn in 14 px)
# where a word of a card name too long for a line of its card (in NAME_FONT) breaks, as the language hyphenates it (such
# a word was drawn small enough to fit, 10-13 px); a word that fits its card's line is written whole
HYPHENS = {
    "Profikuscheldecke": "Profi-kuschel-decke",
    "Sektenmitglieder": "Sekten-mitglieder",
    "Oberwachtmeister": "Oberwacht-meister",
    "Kunstperformance": "Kunst-performance",
    "Schnapspralinen-Wettessen": "Schnaps-pralinen-Wettessen",
    "(Zimmerpflanze)": "(Zimmer-pflanze)",
    "Geschwindigkeit": "Geschwin-digkeit",
    "Transformers": "Trans-formers",
    "kommentieren": "kommen-tieren",
    # and on a projector's WG card (``PROJECTOR_CARD_WIDTH``), whose lines hold 9 characters
    "Kühlschrank": "Kühl-schrank",
    "Dielenboden": "Dielen-boden",
    "abschleifen": "ab-schleifen",
    "Küchenradio": "Küchen-radio",
    "Wasserbombe": "Wasser-bombe",
    "nachspielen": "nach-spielen",
    "Boxtraining": "Box-training",
    "Geheimbund": "Geheim-bund",
    "Eierkuchen": "Eier-kuchen",
    "floorboards": "floor-boards",
    "performance": "per-formance",
    "Trampoline": "Tram-poline",
}


def line_chars(width: int, size: int) -> int:
    """Return how many characters a line of a card ``width`` px wide holds in ``size`` px."""
    return int((width - MARGIN) / (size * CHAR_WIDTH))


def balanced(text: str, width: int) -> list[str]:
    """Return ``text`` in lines for a card ``width`` px wide, broken only at spaces and hyphens (first before a "+"):
    the fewest lines of as many characters as fit 15 px, or ``NAME_FONT`` where that takes fewer lines (such a line
    is drawn in 14 px: ``fitted``), balanced: the narrowest wrap with as many lines, so "Pan, flour and / milk" is
    "Pan, flour / and milk". A word too long for a line stands whole on its own."""
    return list(_balanced(text, width))


@lru_cache(maxsize=4096)  # a board draws the same few dozen card texts at every redraw
def _balanced(text: str, width: int) -> tuple[str, ...]:
    """Return ``balanced(text, width)`` as a tuple, worked out once per text and width."""
    full, least = line_chars(width, TITLE_SIZE), line_chars(width, NAME_FONT)
    if " + " in text and len(text) > least:  # "3 of a kind / + 2 2", not "3 of a / kind + 2 2"
        first, *rest = text.split(" + ")
        return (*_balanced(first, width), *(line for part in rest for line in _balanced("+ " + part, width)))

    def wrap(chars: int) -> list[str]:
        """Return the text in lines of at most ``chars`` characters, broken only at spaces and hyphens."""
        return textwrap.wrap(text, chars, break_long_words=False)

    parts = min(wrap(full), wrap(least), key=len) or [""]  # the fewest lines, in the title's size where as few
    longest = max(map(len, parts))
    for chars in range(longest - 1, 0, -1):
        narrower = wrap(chars)
        if len(narrower) != len(parts) or max(map(len, narrower)) >= longest:
            break
        parts, longest = narrower, max(map(len, narrower))
    return tuple(parts)


def titled(name: str, lines: list[str], width: int = CARD_WIDTH) -> tuple[list[str], list[str]]:
    """Return (title lines, lines) for a card ``width`` px wide: a long name wraps at word boundaries (spaces and
    hyphens, and in a word too long for a line where ``HYPHENS`` says) into bold title lines (up to
    ``MAX_TITLE_LINES``; any more would go on in the lines), never cut inside a word and never shortened with "…"
    (``balanced``), so no name is drawn smaller than 14 px ("Kitchen radio", drawn in 12 px, is "Kitchen / radio"
    in 15 px; "Pogo through / the room to / Nirvana", 13 px, is four lines in 15 px: the card grows by those
    lines)."""
    least = line_chars(width, NAME_FONT)
    spelt = " ".join(HYPHENS.get(word, word) if len(word) > least else word for word in name.split(" "))
    parts = balanced(spelt, width)
    return parts[:MAX_TITLE_LINES], [*parts[MAX_TITLE_LINES:], *lines]


def rows_of(title: list[str], lines: list[str]) -> int:
    """Return how many 20 px rows a card's text needs below its first title line (a title line takes 18 px)."""
    return len(lines) + (18 * (len(title) - 1) + 19) // 20


def wrapped(lines: list[str], width: int) -> list[str]:
    """Return a card's ``lines`` with each line too long for a line of the card ``width`` px wide wrapped onto more
    lines (``balanced``): "3 of a kind + 2 2" on a stack is "3 of a kind / + 2 2" (it was drawn in 12 px, a
    troublemaker's "fridge empty for" in 11 px)."""
    return [part for line in lines for part in (balanced(line, width) if line else [line])]


def fitted(picture: str, width: int) -> str:
    """Return a card picture whose every line of text fits the card's ``width``: a line too long for its font
    size is drawn in a smaller one, down to ``MIN_FONT``, and below that squeezed to the width (never cut)."""

    def fit(match: re.Match[str]) -> str:
        before, size, after, text = match.groups()
        room = width - MARGIN
        chars = len(html.unescape(text))
        if chars * int(size) * CHAR_WIDTH <= room:
            return match.group(0)
        smaller = int(room / (chars * CHAR_WIDTH))
        if smaller >= MIN_FONT:
            return f'<text {before}font-size="{smaller}"{after}>{text}</text>'
        return (f'<text {before}font-size="{MIN_FONT}"{after} textLength="{room}" lengthAdjust="spacingAndGlyphs">'
                f"{text}</text>")  # a very long word: the smallest font, its letters drawn a little narrower

    return _TEXT.sub(fit, picture)


def card(title: str | list[str], lines: list[str], colour: str, label: str, width: int, height: int | None = None,
         badge: str = "", corner: str = "", compact: bool = False) -> str:
    """Return a card (``bugkit.ui.draw.card_svg``, its lines in ``LINE_FONT``) whose lines all fit its width (a
    line too long takes more lines, ``wrapped``: the card is drawn 20 px taller for each) and, with a badge, end
    above it (the card is drawn taller where they would run into it). A ``corner`` line (a stack's count) stands in
    the bottom-left corner, beside the badge's place, in ``LINE_FONT`` where it fits there. A ``compact`` card
    (``compact_card``) is as tall as its words: it takes no ``height`` (None), and every other card needs one; raise
    InvalidInput otherwise."""
    if compact:
        if height is not None:
            raise InvalidInput(f"a compact card is as tall as its words: give it no height (None), not "
                               f"{short_repr(height)}")
        return compact_card(title, lines, colour, label, width, badge, corner)
    if height is None:
        raise InvalidInput("a card that is not compact needs its height (px)")
    wrapped_lines = wrapped(lines, width)
    height += 20 * (len(wrapped_lines) - len(lines))
    lines = wrapped_lines[:6]
    if badge or corner:
        titles = 1 if isinstance(title, str) else len(title)
        # card_svg's baseline of the last line (of the title where there are no lines)
        last = 52 + 18 * max(0, titles - 1) + 20 * (len(lines) - 1) if lines else 26 + 18 * (titles - 1)
        height = max(height, last + BADGE_ROOM)
    picture = card_svg(title, lines, colour, label, width=width, height=height, badge=badge, line_size=LINE_FONT)
    if corner:
        room = width - CORNER_X - (BADGE_SPAN if badge else CORNER_X)
        size = min(LINE_FONT, int(room / (len(corner) * CHAR_WIDTH)))
        picture = picture.replace("</svg>", f'<text x="{CORNER_X}" y="{height - 15}" font-size="{size}" '
                                            f'font-family="sans-serif" fill="#222222">{esc(corner)}</text></svg>')
    return fitted(picture, width)


def compact_card(title: str | list[str], lines: list[str], colour: str, label: str, width: int, badge: str = "",
                 corner: str = "") -> str:
    """Return a card wider than tall for a projector (``card_svg(compact=True)``), as tall as its words, every word in
    ``COMPACT_SIZE`` px: its name (a list is one name in parts) over its lines, each wrapped into lines as wide as
    they may be (``compact_lines``: a line beside the badge in the top-right corner ends clear of it, a line under
    it takes the card's width), and the ``corner`` line (a stack's count) at the right end of the last line where
    both fit there (clear of the badge), else on a line of its own."""
    name = title if isinstance(title, str) else " ".join(title)
    room = partial(compact_room, width, badge)
    titles = compact_lines(name, lambda i: room(COMPACT_TOP + COMPACT_TITLE_APART * i))
    below = COMPACT_TOP + COMPACT_TITLE_APART * (len(titles) - 1) + COMPACT_BELOW  # the first line's baseline

    def baseline(i: int) -> int:
        """Return the baseline of line ``i`` under the title."""
        return below + COMPACT_APART * i

    def line_room(above: int, i: int) -> float:
        """Return the room of line ``i`` of a text drawn under ``above`` lines."""
        return room(baseline(above + i))

    body: list[str] = []
    for line in lines:
        body += compact_lines(line, partial(line_room, len(body)))
    if corner:
        last = len(body) - 1
        beside = last >= 0 and (compact_width(body[last]) + COMPACT_X + compact_width(corner)
                                <= room(baseline(last)))
        if not beside:
            body.append("")
    picture = card_svg(titles, body, colour, label, width=width, height=baseline(len(body) - 1) + 9, badge=badge,
                       line_size=COMPACT_SIZE, compact=True)
    if corner:  # (its right end as far right as its line may go: clear of the badge)
        y = baseline(len(body) - 1)
        picture = picture.replace("</svg>", f'<text x="{int(COMPACT_X + room(y))}" y="{y}" text-anchor="end" '
                                            f'font-size="{COMPACT_SIZE}" font-family="sans-serif" fill="#222222">'
                                            f"{esc(corner)}</text></svg>")
    return picture


def compact_width(text: str) -> float:
    """Return the px a compact card's line of ``text`` takes in any font (``text_width``)."""
    return text_width(text, COMPACT_SIZE)


def compact_room(width: int, badge: str, baseline: int) -> float:
    """Return the px of a compact card ``width`` px wide that a line at ``baseline`` may take from ``COMPACT_X``:
    to as near the right edge, or, beside the badge (in the top-right corner, ``card_svg(compact=True)``), to 3 px
    from its circle at the line's height (the line's letters reach 11 px above its baseline, 4 px under it)."""
    right: float = width - COMPACT_X
    if badge:
        cx, cy, r = compact_badge(width)
        r += 1  # (the circle's stroke)
        dy = max(0, baseline - 11 - cy, cy - baseline - 4)
        if dy < r:
            right = min(right, cx - math.sqrt(r * r - dy * dy) - 3)
    return right - COMPACT_X


def compact_lines(text: str, room: Callable[[int], float]) -> list[str]:
    """Return ``text`` in as few lines of a compact card as a greedy fill takes, line ``i`` at most ``room(i)`` px wide
    (``compact_width``), broken at spaces and hyphens only, a word too long for its line where ``HYPHENS`` says; a
    part too long for any line stands whole on its own."""
    parts: list[str] = []
    for word in text.split(" "):
        spelt = HYPHENS.get(word, word) if compact_width(word) > room(MAX_TITLE_LINES) else word
        pieces = re.findall(r"[^-]+-*|-+", spelt)
        parts += [(" " if k == 0 and parts else "") + piece for k, piece in enumerate(pieces)]
    out: list[str] = []
    for part in parts:
        if out and compact_width(out[-1] + part) <= room(len(out) - 1):
            out[-1] += part
        else:
            out.append(part.lstrip(" "))
    return out or [""]


def die_state(parked: bool, chosen: bool) -> str:
    """Return how a die is drawn: chosen (to park now), parked (set aside before the roll) or rolled."""
    return "chosen" if chosen else "parked" if parked else "rolled"


def wg_die_svg(value: int, lang: str, state: str = "rolled", size: int = 56) -> str:
    """Return one Würfel-WG die: pips for 1-5, the kangaroo drawn on face 0; the text alternative in ``lang``."""
    label = t("wuerfel_wg.draw.die", lang, face=labels.dice_text([value], lang),
              state=t(f"wuerfel_wg.draw.state.{state}", lang))
    if value != KANGAROO:
        return die_svg(value, "white", state, label, size)
    frame = {"chosen": 'stroke="#e8a200" stroke-width="9"', "parked": 'stroke="#555" stroke-width="4" '
             'stroke-dasharray="10 6"'}.get(state, 'stroke="#333" stroke-width="4"')
    body = (f'<g transform="scale({size / 100})"><rect x="4" y="4" width="92" height="92" rx="16" fill="#fff8e1" '
            f'{frame}/>{_KANGAROO}</g>')
    return svg(size, size, body, label, f"bugkit-die bugkit-{state}")


def dice_html(dice: tuple[int, ...], parked: tuple[int, ...], chosen: tuple[bool, ...], lang: str,
              rolling: bool = False) -> str:
    """Return the dice as two rows: the dice parked before the last roll apart from the rolled ones; dice chosen
    (to park now) are highlighted. ``chosen[i]`` belongs to ``dice[i]``; ``rolling`` plays the short animation."""
    left = list(parked)
    parked_row, rolled_row = [], []
    for i, v in enumerate(dice):
        mark = i < len(chosen) and chosen[i]
        if v in left:
            left.remove(v)
            parked_row.append(wg_die_svg(v, lang, die_state(True, mark)))
        else:
            rolled_row.append(wg_die_svg(v, lang, die_state(False, mark)))
    parts = [row(parked_row, t("wuerfel_wg.draw.parked", lang))] if parked_row else []
    parts.append(row(rolled_row, t("wuerfel_wg.draw.rolled", lang)))
    cls = "bugkit-dice bugkit-rolling" if rolling else "bugkit-dice"
    return f'<div class="{cls}" style="display:flex;flex-wrap:wrap;gap:16px">{"".join(parts)}</div>'


def room_card_svg(cards: Cards, wg: WG, room: str, lang: str, width: int = CARD_WIDTH,
                  least: int = CARD_HEIGHT) -> str:
    """Return one start card of a WG (ICH, couch, fridge, bath), ``width`` px wide and ``least`` px tall at least,
    showing its side in colour and in words, and on the bad side the dice that flip it (or 'locked')."""
    sc = cards.start_card(room)
    good = wg.is_good(room)
    name = sc.de if lang == "de" else sc.en
    side = (sc.good_de if good else sc.bad_de) if lang == "de" else (sc.good_en if good else sc.bad_en)
    lines = [side]
    if not good:
        lines.append(t("wuerfel_wg.draw.locked", lang) if locked(cards, wg) == room else
                     labels.need_text(flip_need(cards, wg, room), lang))
    label = labels.side_text(cards, wg, room, lang)
    title, lines = titled(name, lines, width)
    return card(title, lines, ROOM_COLOURS[good], label, width=width,
                height=max(least, 50 + 20 * rows_of(title, lines)))


def member_card_svg(cards: Cards, wg: WG, member: str, awake: bool, lang: str, width: int = CARD_WIDTH,
                    least: int = CARD_HEIGHT) -> str:
    """Return a member card, ``width`` px wide and ``least`` px tall at least: its name, awake or asleep (asleep:
    face down colour and the dice that wake it)."""
    name = labels.card_name(cards, member, lang)
    if awake:
        lines = [t("wuerfel_wg.draw.awake", lang)]
        label = t("wuerfel_wg.member_awake", lang, card=name)
    else:
        need = labels.need_text(flip_need(cards, wg, member), lang)
        lines = [t("wuerfel_wg.draw.asleep", lang), need]
        label = t("wuerfel_wg.member_asleep", lang, card=name, need=need)
    title, lines = titled(name, lines, width)
    return card(title, lines, "#e3ecfb" if awake else "#d5d5d5", label, width=width,
                height=max(least, 50 + 20 * rows_of(title, lines)))


def won_card_svg(cards: Cards, card_id: str, lang: str, width: int = CARD_WIDTH) -> str:
    """Return a to-do or item in front of a WG, ``width`` px wide, with its points as a badge."""
    name = labels.card_name(cards, card_id, lang)
    pts = cards[card_id].points
    title, lines = titled(name, [], width)
    return card(title, lines, "#fff3c4", f"{name}: {tn('ui.points', pts, lang)}", width=width,
                height=80 + 20 * rows_of(title, lines), badge=str(pts))


def trouble_svg(cards: Cards, card_id: str, lang: str, turned: bool = False, width: int = TROUBLE_WIDTH) -> str:
    """Return a WG's troublemaker card, ``width`` px wide: its name and what it does, wrapped at word boundaries
    (never cut), with its points; once ``turned`` over ("Der Dicke"), its back side's points."""
    name = labels.card_name(cards, card_id, lang)
    what = labels.trouble_text(cards, card_id, lang, turned)
    back = cards[card_id].back_points
    points = back if turned and back is not None else cards[card_id].points
    # as wide as a stack: what it does takes up to 6 lines of 14-15 px there (up to 8 on a card as wide as the others,
    # whose lines of 18 characters were drawn in 11-12 px)
    title, lines = titled(name, balanced(what, width), width)
    # (a row more than its words: its lines are as wide as the card, and the badge in the corner covered the last)
    return card(title, lines, "#f3d1f3", t("wuerfel_wg.trouble", lang, card=name, what=what).strip(),
                width=width, height=70 + 20 * rows_of(title, lines), badge=str(points))


def wg_html(cards: Cards, wg: WG, i: int, lang: str, active: bool = False, hammock: bool = False,
            names: Sequence[str] | None = None) -> str:
    """Return one flat-share: a heading (player, named as ``player_name`` names seat ``i`` with ``names``; points;
    dice/spots/re-rolls), the four room cards, the members and the cards won (with the troublemaker)."""
    name = player_name(i, lang, names)
    head = f"{name}: {tn('ui.points', wg_points(cards, wg), lang)}"
    if hammock:
        head += " · " + t("wuerfel_wg.draw.hammock_here", lang)
    rooms = [room_card_svg(cards, wg, r, lang) for r in START_IDS]
    members = [member_card_svg(cards, wg, m, awake, lang) for m, awake in wg.members]
    won = [won_card_svg(cards, c, lang) for c in (*wg.todos, *wg.items)]
    if wg.troublemaker:
        won.append(trouble_svg(cards, wg.troublemaker, lang, wg.big_guy_turned))
    border = "3px solid #e8a200" if active else "1px solid #bbb"
    body = (f"<b>{esc(head)}</b><div>{esc(labels.stats_text(cards, wg, lang))}</div>"
            + row(rooms, t("wuerfel_wg.draw.rooms", lang, name=name)))
    if members:
        body += row(members, t("wuerfel_wg.draw.members", lang))
    if won:
        body += row(won, t("wuerfel_wg.draw.won", lang))
    return (f'<div class="bugkit-wg" role="group" aria-label="{esc(name)}" '
            f'style="border:{border};border-radius:10px;padding:6px;margin:4px 0">{body}</div>')


def stack_svg(cards: Cards, top: str | None, left: int, title: str, lang: str, compact: bool = False) -> str:
    """Return a stack: its open top card (name, what it needs, points) on the card backs, with the count in its
    bottom-left corner (beside the points: a to-do's count had a line of its own above them, and the middle ended
    under a 1280x720 projector's screen); ``compact``: a projector's card, wider than tall (``compact_card``)."""
    count = tn("ui.cards", left, lang)
    width = COMPACT_WIDTH if compact else STACK_WIDTH
    if top is None:
        # the stack's name wraps as a card name ("Double-funny / to-dos")
        head, lines = (title, []) if compact else titled(title, [], width)
        return card(head, lines, "#eeeeee", f"{title}: {count}", width=width,
                    height=None if compact else CARD_HEIGHT, corner=count, compact=compact)
    name = labels.card_name(cards, top, lang)
    need = labels.need_text(cards[top].need, lang)
    pts = cards[top].points
    badge = str(pts) if pts else ""
    label = f"{title}: {name}, {need}; {count}"
    head, lines = (name, [need]) if compact else titled(name, [need], width)
    return card(head, lines, "#fff3c4" if pts else "#e3ecfb", label, width=width,
                height=None if compact else CARD_HEIGHT, badge=badge, corner=count, compact=compact)


def item_svg(cards: Cards, item: str, lang: str, compact: bool = False) -> str:
    """Return an item of the middle: its name (wrapped at word boundaries), what it needs, its points;
    ``compact``: a projector's card, wider than tall (``compact_card``)."""
    badge = str(cards[item].points)
    width = COMPACT_WIDTH if compact else CARD_WIDTH
    name, need = labels.card_name(cards, item, lang), labels.need_text(cards[item].need, lang)
    head: str | list[str] = name
    lines, height = [need], None  # (a compact card is as tall as its words)
    if not compact:
        head, lines = titled(name, lines, width)
        height = max(CARD_HEIGHT, 50 + 20 * rows_of(head, lines))
    return card(head, lines, "#fff3c4", labels.item_text(cards, item, lang), width=width, height=height, badge=badge,
                compact=compact)


def middle_html(obs: Observation, lang: str) -> str:
    """Return the middle of the table as stacks: the two to-do stacks and three member stacks (top card open,
    how many cards), the items, the face-down troublemakers with their count, and the hammock."""
    cards = obs.cards
    stacks = [stack_svg(cards, top, left, t(f"wuerfel_wg.todo.{name}", lang), lang)
              for name, top, left in zip(STACKS, obs.todo_tops, obs.todo_left, strict=True)]
    stacks += [stack_svg(cards, top, left, t("wuerfel_wg.member_stack", lang, n=k + 1), lang)
               for k, (top, left) in enumerate(zip(obs.member_tops, obs.member_left, strict=True))]
    items = [item_svg(cards, c, lang) for c in obs.items_middle]
    trouble_count = tn("wuerfel_wg.troublemakers_left", obs.troublemakers_left, lang)
    extra = [card_svg("", [], label=trouble_count, width=90, height=120, face_down=True) +
             f"<div>{esc(trouble_count)}</div>"] if obs.troublemakers_left else []
    hammock = t("wuerfel_wg.draw.hammock_middle", lang) if obs.hammock is None else \
        t("wuerfel_wg.draw.hammock_at", lang, name=player_name(obs.hammock, lang))
    return (f"<b>{esc(t('wuerfel_wg.middle', lang))}</b>" + row(stacks + extra, t("wuerfel_wg.middle", lang))
            + (row(items, t("wuerfel_wg.draw.items", lang)) if items else "") + f"<div>{esc(hammock)}</div>")


# The drawing functions are the board's helpers (only this game's ui.py and tests call them): no public API, so
# they are left out of __all__ (they stay importable by name).
__all__ = ["NAME_FONT", "ROOM_COLOURS"]
