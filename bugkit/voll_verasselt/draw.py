"""Voll verasselt pictures (pure functions, SVG text with a text alternative each): the bug dice with their coloured
faces and double bars, bug cards, the hub as colour rows, and a player's catch, front yard and face-down heap."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import InvalidInput
from ..core.i18n import fmt_num, t, tn
from ..core.validate import check_int, short_repr
from ..ui import CURRENT_MARK
from ..ui.draw import UNSEEN, card_svg, esc, row, svg, text_width
from . import components as comp
from . import labels
from .components import COLOURS

FILL = {"blue": "#1565c0", "red": "#c62828", "yellow": "#f9a825", "green": "#2e7d32", "bars": "#ffffff"}
INK = {"blue": "#ffffff", "red": "#ffffff", "yellow": "#222222", "green": "#ffffff", "bars": "#222222"}
SHAPE = {  # a shape per colour as well (colour-blind readers): circle, triangle, square, diamond
    "blue": '<circle cx="50" cy="50" r="24" fill="{ink}"/>',
    "red": '<path d="M50 22 L78 74 L22 74 Z" fill="{ink}"/>',
    "yellow": '<rect x="27" y="27" width="46" height="46" fill="{ink}"/>',
    "green": '<path d="M50 20 L80 50 L50 80 L20 50 Z" fill="{ink}"/>',
    "bars": '<rect x="30" y="18" width="13" height="64" rx="3" fill="{ink}"/>'
            '<rect x="57" y="18" width="13" height="64" rx="3" fill="{ink}"/>',
}


def die_svg(face: str, position: int, state: str = "rolled", lang: str = "en", size: int = 56) -> str:
    """Return one bug die as SVG: its face's colour and shape (a double bar drawn as two bars); ``state`` 'chosen'
    (marked to roll: gold frame), 'kept' (stays as it lies: dashed frame) or 'rolled'. Dice count from 1."""
    frame = {"chosen": 'stroke="#e8a200" stroke-width="9"',
             "kept": 'stroke="#555" stroke-width="4" stroke-dasharray="10 6"'}.get(state, 'stroke="#333" '
                                                                                   'stroke-width="4"')
    body = (f'<g transform="scale({size / 100})"><rect x="4" y="4" width="92" height="92" rx="16" '
            f'fill="{FILL[face]}" {frame}/>{SHAPE[face].format(ink=INK[face])}</g>')
    label = t("voll_verasselt.die", lang, n=position + 1, face=labels.colour(face, lang))
    if state == "chosen":
        label += f" ({t('voll_verasselt.marked', lang)})"
    return svg(size, size, body, label, f"bugkit-die bugkit-{state}")


def dice_html(dice: Sequence[str], marked: set[int] | None, lang: str = "en", rolling: bool = False) -> str:
    """Return the 7 dice in a row: marked dice (to roll) with a gold frame, the others dashed (they stay);
    ``marked=None`` draws them all plain. ``rolling`` adds the class that plays the short roll animation."""
    pictures = [die_svg(f, i, "rolled" if marked is None else "chosen" if i in marked else "kept", lang)
                for i, f in enumerate(dice)]
    cls = "bugkit-dice bugkit-rolling" if rolling else "bugkit-dice"
    return f'<div class="{cls}">{row(pictures, t("voll_verasselt.draw.dice", lang))}</div>'


def bug_card_svg(colour: str, lang: str = "en", size: int = 34) -> str:
    """Return one face-up bug card (small): its colour, its shape, and the kind's name as text alternative."""
    h = round(size * 1.4)
    body = (f'<rect x="2" y="2" width="{size - 4}" height="{h - 4}" rx="5" fill="{FILL[colour]}" stroke="#333" '
            f'stroke-width="2"/><g transform="translate({size / 2 - size * 0.3} {h / 2 - size * 0.3}) '
            f'scale({size * 0.6 / 100})">{SHAPE[colour].format(ink=INK[colour])}</g>')
    return svg(size, h, body, t("voll_verasselt.draw.card", lang, colour=labels.colour_adj(colour, lang)),
               "bugkit-card")


def cards_row_svg(colour: str, n: int, label: str, waiting: bool = False) -> str:
    """Return ``n`` bug cards of one colour as one picture (a fanned row, at most 10 drawn, and the count written
    after them; no card: an empty dashed place); ``waiting`` frames the row dashed (a catch waiting, not the hub).
    ``label`` is the text alternative."""
    if colour not in COLOURS:
        raise InvalidInput(f"colour must be one of {list(COLOURS)}, not {short_repr(colour)}")
    n = check_int(n, "n (a number of cards)", 0, 200)
    cw, ch, step, top = 26, 36, 14, 6
    shown = min(n, 10)
    cards = "".join(
        f'<g transform="translate({6 + i * step} {top})"><rect x="1" y="1" width="{cw - 2}" height="{ch - 2}" rx="4" '
        f'fill="{FILL[colour]}" stroke="#333" stroke-width="2"/><g transform="translate({cw / 2 - 8} {ch / 2 - 8}) '
        f'scale(0.16)">{SHAPE[colour].format(ink=INK[colour])}</g></g>' for i in range(shown))
    if not shown:
        cards = (f'<rect x="7" y="{top + 1}" width="{cw - 2}" height="{ch - 2}" rx="4" fill="none" stroke="#757575" '
                 f'stroke-width="2" stroke-dasharray="4 3"/>')
    x = 6 + (max(shown, 1) - 1) * step + cw + 6
    digits = len(str(n))
    width = x + 13 * digits + 8
    height = ch + 2 * top
    frame = (f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="6" fill="none" stroke="#e65100" '
             f'stroke-width="2" stroke-dasharray="6 4"/>' if waiting else "")
    ink = "#8a6d00" if colour == "yellow" else FILL[colour]
    text = (f'<text x="{x}" y="{top + ch - 8}" font-size="22" font-weight="bold" fill="{ink}" '
            f'font-family="sans-serif">{n}</text>')
    return svg(width, height, frame + cards + text, label, "bugkit-vv-row")


def caption_svg(text: str, words: str = "") -> str:
    """Return a place's name as a small picture (it stands first among the place's pieces on the table), as wide as
    the name in a wide bold sans-serif font, its letters as the font draws them (never squeezed, stretched or
    spaced out); ``words`` is its text alternative (default: the name)."""
    room = round(text_width(text, 18))
    body = (f'<text x="6" y="27" font-size="18" font-weight="bold" fill="#222" font-family="sans-serif">'
            f'{esc(text)}</text>')
    return svg(room + 12, 40, body, words or text, "bugkit-vv-caption")


SYMBOL = {"blue": "●", "red": "▲", "yellow": "■", "green": "◆", "bars": "‖"}  # the shapes, as text too


def _count(colour: str, n: int, lang: str, compact: bool = False) -> str:
    """Return a colour's shape symbol and count, then its name (class ``bugkit-vv-colour``), written in that colour;
    ``compact`` (a projector's summary): the name for a screen reader only, the symbol and count on one line."""
    ink = "#8a6d00" if colour == "yellow" else FILL[colour]
    name = esc(labels.colour_adj(colour, lang))
    if compact:
        return (f'<span style="color:{ink};white-space:nowrap">{SYMBOL[colour]} '
                f'{esc(fmt_num(n, lang))}<span class="bugkit-vv-colour" style="{UNSEEN}"> {name}</span></span>')
    return (f'<span style="color:{ink}">{SYMBOL[colour]} {esc(fmt_num(n, lang))} '
            f'<span class="bugkit-vv-colour">{name}</span></span>')


def _count_cell(colour: str, n: int, lang: str) -> str:
    """Return a table cell with a colour's shape symbol, count and name (``_count``), written in that colour."""
    return f'<td style="color:{FILL[colour]};padding:0 0.4em;white-space:nowrap">{_count(colour, n, lang)}</td>'


def cards_row(counts: Sequence[int], title: str, lang: str = "en", size: int = 30, every_colour: bool = False) -> str:
    """Return a titled table of small face-up cards, one row per colour (only colours present unless
    ``every_colour``): shape, count and name, then the cards."""
    rows = "".join(f"<tr>{_count_cell(c, n, lang)}<td>{row([bug_card_svg(c, lang, size)] * n, '')}</td></tr>"
                   for c, n in zip(COLOURS, counts, strict=True) if n or every_colour)
    body = (f"<b>{esc(title)}</b><table>{rows}</table>" if rows else
            f"<b>{esc(title)}:</b> <i>{esc(t('ui.none', lang))}</i>")  # "Front yard (0 of 6): none", not run together
    return f'<div role="group" aria-label="{esc(title)}">{body}</div>'


def hub_html(hub: Sequence[int], lang: str = "en") -> str:
    """Return the bug hub as one row of cards per colour (an empty row says 0), each with its count in words."""
    rows = "".join(f"<tr>{_count_cell(c, n, lang)}<td>{row([bug_card_svg(c, lang)] * n, '')}</td></tr>"
                   for c, n in zip(COLOURS, hub, strict=True))
    title = t("voll_verasselt.hub", lang)
    return (f'<div role="group" aria-label="{esc(title)}"><b>{esc(title)}</b> '
            f'({esc(labels.n_cards(sum(hub), lang))})<table>{rows}</table></div>')


def heap_svg(size: int, lang: str = "en") -> str:
    """Return a face-down heap: one card back with its size as a badge (the colours stay hidden)."""
    return card_svg("", colour="white", badge=str(size), face_down=True, width=60, height=84,
                    label=tn("voll_verasselt.draw.heap", size, lang))


def pile_svg(size: int, lang: str = "en") -> str:
    """Return the face-down pile: one card back, with its size in the text alternative."""
    return card_svg("", face_down=True, width=60, height=84, label=tn("voll_verasselt.pile", size, lang))


def player_html(name: str, yard: Sequence[int], heap: int, catch: Sequence[int] | None, lang: str = "en",
                active: bool = False, compact: bool = False) -> str:
    """Return one player's area (class ``bugkit-vv-place``): front yard (face up), the catch if any, and the heap
    face down (its size only; class ``bugkit-vv-heap``); the player to act (``active``) framed in gold. ``compact``
    (a projector's, beside the table) returns the area summed up in large print instead (``summary_html``)."""
    if compact:
        return summary_html(name, yard, heap, lang, active)
    style = "border:3px solid #e8a200" if active else "border:1px solid #bbb"
    parts = [f"<b>{esc(name)}</b>",
             cards_row(yard, t("voll_verasselt.draw.yard", lang, n=fmt_num(sum(yard[i] for i in range(4)), lang),
                               max=fmt_num(comp.YARD_MAX, lang)), lang)]
    if catch is not None and any(catch):
        parts.append(cards_row(catch, t("voll_verasselt.catch", lang), lang))
    parts.append(f'<div class="bugkit-vv-heap" style="display:flex;align-items:center;gap:8px">{heap_svg(heap, lang)}'
                 f"<span>{esc(tn('voll_verasselt.draw.heap', heap, lang))}</span></div>")
    return (f'<div class="bugkit-vv-place" style="{style};border-radius:8px;padding:6px;min-width:0;max-width:100%">'
            f'{"".join(parts)}</div>')


def summary_html(name: str, yard: Sequence[int], heap: int, lang: str = "en", active: bool = False) -> str:
    """Return one player's area summed up for a projector (``player_html(compact=True)``), as the rows of a table's
    ``tbody`` (class ``bugkit-vv-place``): the name (the player to act marked and bold, as in the scores) and the
    front yard's cards as their shapes and counts in their colours (the colours' names for a screen reader only)
    on one line, the score (the heap's size, the front yard's) under them; no picture, every word in the board's
    print. A catch handed back is on the table then, not here."""
    weight = "bold" if active else "normal"
    counts = " ".join(_count(c, n, lang, compact=True) for c, n in zip(COLOURS, yard, strict=True) if n)
    score = labels.score_text(heap, sum(yard), lang)
    return (f'<tbody class="bugkit-vv-place"><tr><td style="width:1%;padding:0 .6em 0 0;white-space:nowrap;'
            f'font-weight:{weight}">{CURRENT_MARK if active else ""}{esc(name)}</td>'
            f'<td style="padding:0">{counts}</td></tr>'
            f'<tr><td colspan="2" style="padding:0 0 8px;font-weight:{weight}">{esc(score)}</td></tr></tbody>')


# The drawing functions are the board's helpers (only this game's ui.py and tests call them): no public API, so
# they are left out of __all__ (they stay importable by name).
__all__ = ["FILL", "INK", "SHAPE", "SYMBOL"]
