"""Kakerlakentanz pictures: the cards with their dances, card backs, the piles and the players' hands, as SVG.

Our own simple drawings, made in code (no scanned game art): each dance card shows a cockroach doing its dance
(Ouch: jumping up; Buzz: a finger circling; Flap-Flap: flapping arms; Meep: pinching its nose), a taboo card a
mirror ball with the forbidden dance small in a red ring. Every function is pure (text in, SVG/HTML text out) and
every picture has a text alternative in the board's language (``role="img"``, ``aria-label`` and ``<title>``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.i18n import register, t, tn
from ..ui.draw import esc, svg, text_width
from .components import DANCES, STOP, check_card, dance_of, is_taboo
from .labels import card_name

CARD_COLOURS = {"ouch": "#f4a259", "buzz": "#8cc084", "flap-flap": "#7fb7e6", "meep": "#e58fb1"}
TABOO_COLOUR = "#3b3355"
INK = "#222222"

register({
    "kakerlakentanz.draw.hand": {"en": "{name}: {cards} face down", "de": "{name}: {cards} verdeckt"},
    "kakerlakentanz.draw.pile": {"en": "Pile {n}: {cards}, on top: {top}", "de": "Stapel {n}: {cards}, oben: {top}"},
    "kakerlakentanz.draw.pile_empty": {"en": "Pile {n}: empty", "de": "Stapel {n}: leer"},
    "kakerlakentanz.draw.in_play": {"en": "{pile} (in play)", "de": "{pile} (im Spiel)"},
    "kakerlakentanz.draw.hidden_card": {"en": "{name}'s card, still face down",
                                        "de": "die Karte von {name}, noch verdeckt"},
    "kakerlakentanz.draw.hidden_card.you": {"en": "your card, still face down", "de": "deine Karte, noch verdeckt"},
})


def _cockroach(x: float, y: float, scale: float = 1.0) -> str:
    """Return a little cockroach standing upright (body, head with feelers, legs) centred at (x, y)."""
    return (f'<g transform="translate({x} {y}) scale({scale})">'
            '<path d="M-8 -34 Q-16 -52 -24 -56 M8 -34 Q16 -52 24 -56" stroke="#3a2a1a" stroke-width="3" '
            'fill="none" stroke-linecap="round"/>'
            '<path d="M-10 24 L-16 44 M10 24 L16 44" stroke="#3a2a1a" stroke-width="5" stroke-linecap="round"/>'
            '<ellipse cx="0" cy="4" rx="17" ry="25" fill="#7a4a22" stroke="#3a2a1a" stroke-width="3"/>'
            '<path d="M0 -18 L0 26" stroke="#3a2a1a" stroke-width="2"/>'
            '<circle cx="0" cy="-28" r="11" fill="#5b3516" stroke="#3a2a1a" stroke-width="3"/>'
            '<circle cx="-4" cy="-30" r="2.5" fill="#fff"/><circle cx="4" cy="-30" r="2.5" fill="#fff"/></g>')


def dance_picture(dance: str) -> str:
    """Return the SVG body (in a 100 x 120 box) of a cockroach doing ``dance``: 'ouch', 'buzz', 'flap-flap', 'meep'."""
    arms = 'stroke="#3a2a1a" stroke-width="5" stroke-linecap="round" fill="none"'
    if dance == "ouch":  # jumps up: arms high, motion lines under the feet, a big "!"
        return (_cockroach(50, 58) + f'<path d="M36 52 L22 26 M64 52 L78 26" {arms}/>'
                '<path d="M38 110 L38 118 M50 108 L50 118 M62 110 L62 118" stroke="#555" stroke-width="3"/>'
                '<text x="84" y="24" font-size="26" font-weight="bold" font-family="sans-serif" '
                'fill="#b00020" class="bugkit-kkt-mark">!</text>')
    if dance == "buzz":  # a finger circles: one arm up, a spiral around its tip
        return (_cockroach(46, 62) + f'<path d="M32 58 L22 72 M60 56 L76 34" {arms}/>'
                '<path d="M76 34 m-10 0 a10 10 0 1 1 20 0 a14 14 0 1 1 -28 0 a18 18 0 1 1 36 0" '
                'stroke="#1d6b2a" stroke-width="3" fill="none"/>')
    if dance == "flap-flap":  # arms flap like wings: two positions and swoosh lines
        return (_cockroach(50, 62) + f'<path d="M36 56 L14 44 M64 56 L86 44" {arms}/>'
                '<path d="M36 60 L14 72 M64 60 L86 72" stroke="#3a2a1a" stroke-width="3" stroke-dasharray="4 4" '
                'fill="none"/><path d="M8 36 q-6 20 0 40 M92 36 q6 20 0 40" stroke="#1b4f8a" stroke-width="3" '
                'fill="none"/>')
    if dance == "meep":  # pinches its nose: both arms to the face, a squeezed "meep" wave
        return (_cockroach(50, 62) + f'<path d="M36 58 Q30 44 46 36 M64 58 Q70 44 54 36" {arms}/>'
                '<path d="M66 22 q6 -6 12 0 t12 0" stroke="#a0235a" stroke-width="3" fill="none"/>')
    raise ValueError(f"no picture for {dance!r}")


def _mirror_ball(cx: float, cy: float, r: float) -> str:
    """Return a mirror ball: a grey disc with a grid of facets and two sparkles."""
    facets = "".join(f'<path d="M{cx - r} {cy + d} L{cx + r} {cy + d}" stroke="#bbb" stroke-width="1.5"/>'
                     for d in (-r / 2, 0, r / 2))
    facets += "".join(f'<ellipse cx="{cx}" cy="{cy}" rx="{w}" ry="{r}" fill="none" stroke="#bbb" '
                      f'stroke-width="1.5"/>' for w in (r / 3, 2 * r / 3))
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#8d8da0" stroke="#eee" stroke-width="2"/>{facets}'
            f'<path d="M{cx + r} {cy - r} l4 -10 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 z" fill="#fff7a8"/>')


def card_svg(card: str, lang: str = "en", width: int = 150) -> str:
    """Return a face-up card as SVG (``width`` wide, 1.4 times as high), its name in ``lang`` as text alternative;
    raise InvalidInput for another card.

    A dance card is in its dance's colour with the dancing cockroach and the dance's name; a taboo card is dark
    with a mirror ball and the forbidden dance's cockroach small in a red crossed ring."""
    from .labels import dance_name

    height = round(width * 1.4)
    scale = width / 150
    dance = dance_of(check_card(card))
    name = dance_name(dance, lang)
    if is_taboo(card):
        body = (f'<rect x="3" y="3" width="144" height="204" rx="14" fill="{TABOO_COLOUR}" stroke="{INK}" '
                f'stroke-width="4"/>{_mirror_ball(75, 70, 42)}'
                f'<g transform="translate(45 122) scale(0.6)">{dance_picture(dance)}</g>'
                '<circle cx="75" cy="158" r="36" fill="none" stroke="#e03131" stroke-width="6"/>'
                '<path d="M50 133 L100 183" stroke="#e03131" stroke-width="6"/>'
                f'<text x="75" y="200" text-anchor="middle" font-size="15" font-weight="bold" '
                f'font-family="sans-serif" fill="#fff">{esc(name)}</text>')
    else:
        body = (f'<rect x="3" y="3" width="144" height="204" rx="14" fill="{CARD_COLOURS[dance]}" stroke="{INK}" '
                f'stroke-width="4"/><rect x="14" y="30" width="122" height="146" rx="10" fill="#fffdf5"/>'
                f'<g transform="translate(25 42)">{dance_picture(dance)}</g>'
                f'<text x="75" y="22" text-anchor="middle" font-size="16" font-weight="bold" '
                f'font-family="sans-serif" fill="{INK}">{esc(name)}</text>'
                f'<text x="75" y="198" text-anchor="middle" font-size="16" font-weight="bold" '
                f'font-family="sans-serif" fill="{INK}">{esc(name)}</text>')
    return svg(width, height, f'<g transform="scale({scale})">{body}</g>', card_name(card, lang),
               f"bugkit-card bugkit-kkt-card bugkit-kkt-{'taboo' if is_taboo(card) else dance}")


def back_svg(label: str, width: int = 150) -> str:
    """Return the back of a card as SVG (a brown back with a small cockroach), with ``label`` as text alternative."""
    height = round(width * 1.4)
    body = (f'<rect x="3" y="3" width="144" height="204" rx="14" fill="#6b4f2a" stroke="{INK}" stroke-width="4"/>'
            '<rect x="14" y="14" width="122" height="182" rx="10" fill="none" stroke="#c8a46a" stroke-width="3" '
            'stroke-dasharray="8 6"/>' + _cockroach(75, 110, 1.1))
    return svg(width, height, f'<g transform="scale({width / 150})">{body}</g>', label,
               "bugkit-card bugkit-kkt-back")


def pile_svg(cards: Sequence[str], number: int, in_play: bool, lang: str = "en", width: int = 96) -> str:
    """Return a discard pile as SVG: its top card (taboo cards stand out), stacked edges for the cards under it,
    and the count; an empty pile is a dashed place. The pile in play has a thick gold frame."""
    height = round(width * 1.4)
    pad = 10
    label = (t("kakerlakentanz.draw.pile", lang, n=number, cards=tn("ui.cards", len(cards), lang),
               top=card_name(cards[-1], lang)) if cards else t("kakerlakentanz.draw.pile_empty", lang, n=number))
    if in_play:
        label = t("kakerlakentanz.draw.in_play", lang, pile=label)
    frame = (f'<rect x="1" y="1" width="{width + 2 * pad - 2}" height="{height + 2 * pad + 22}" rx="12" '
             f'fill="none" stroke="{"#e8a200" if in_play else "#bbb"}" stroke-width="{5 if in_play else 2}"/>')
    if not cards:
        inner = (f'<rect x="{pad}" y="{pad}" width="{width}" height="{height}" rx="10" fill="#f4f4f4" '
                 f'stroke="#999" stroke-width="2" stroke-dasharray="8 6"/>')
    else:
        edges = "".join(f'<rect x="{pad + 3 * i}" y="{pad + 3 * i}" width="{width}" height="{height}" rx="10" '
                        f'fill="#ddd" stroke="#888" stroke-width="1.5"/>' for i in range(min(len(cards) - 1, 3)))
        top = card_svg(cards[-1], lang, width)
        shift = 3 * min(len(cards) - 1, 3)
        inner = f'{edges}<g transform="translate({pad + shift} {pad + shift})">{_inner(top)}</g>'
    count = (f'<text x="{pad + width / 2}" y="{height + 2 * pad + 14}" text-anchor="middle" font-size="15" '
             f'font-family="sans-serif" fill="{INK}" class="bugkit-kkt-count">{esc(str(len(cards)))}</text>')
    return svg(width + 2 * pad + 10, height + 2 * pad + 24, frame + inner + count, label,
               f"bugkit-kkt-pile{' bugkit-kkt-in-play' if in_play else ''}")


def _inner(picture: str) -> str:
    """Return an SVG picture as a nested <svg> without its own title (the pile's label says it all)."""
    start = picture.index("<title>")
    end = picture.index("</title>") + len("</title>")
    return picture[:start] + picture[end:]


def hand_svg(count: int, name: str, lang: str = "en", current: bool = False) -> str:
    """Return a player's face-down pile as fanned card backs (at most 5 drawn) with the count and the name."""
    shown = min(count, 5)
    width = 58 + 12 * max(shown - 1, 0)
    backs = "".join(f'<rect x="{4 + 12 * i}" y="6" width="50" height="70" rx="7" fill="#6b4f2a" stroke="{INK}" '
                    f'stroke-width="2"/><rect x="{10 + 12 * i}" y="12" width="38" height="58" rx="5" fill="none" '
                    f'stroke="#c8a46a" stroke-width="1.5" stroke-dasharray="4 3"/>' for i in range(shown))
    if not shown:
        backs = '<rect x="4" y="6" width="50" height="70" rx="7" fill="none" stroke="#999" stroke-dasharray="6 4"/>'
    frame = (f'<rect x="1" y="1" width="{width - 2}" height="80" rx="9" fill="none" stroke="#e8a200" '
             f'stroke-width="4"/>' if current else "")
    text = (f'<text x="{width / 2}" y="100" text-anchor="middle" font-size="16" font-weight="bold" '
            f'font-family="sans-serif" fill="{INK}" class="bugkit-kkt-count">{esc(str(count))}</text>')
    label = t("kakerlakentanz.draw.hand", lang, name=name, cards=tn("ui.cards", count, lang))
    return svg(width, 106, frame + backs + text, label, "bugkit-kkt-hand")


# A dance control on a projector (``tall=True``): its name, 15 px in the 84 px card, is drawn 24 px or more there
# only at 1.6 times that size, and "Flapp-Flapp" fits the card's 74 px line only squeezed to 70 % of its width: the
# projector's control is a taller card whose name stands unsqueezed in TALL_CALL_FONT px, a long name on two lines
# broken after its hyphen ("Flapp- / Flapp"), TALL_CALL_GAP px apart. The tablet's control keeps its one line.
CALL_LINE = 74  # px of the line a dance's name has in the 84 px card (its frame inside 5 px apart)
CALL_HEIGHT, TALL_CALL_HEIGHT = 96, 116  # px of a control's height at 84 px wide: on a tablet, on a projector
CALL_FONT, TALL_CALL_FONT, TALL_CALL_GAP = 15, 18, 20  # px of a control's name: on a tablet, on a projector


def call_lines(name: str) -> list[str]:
    """Return a dance's name in the lines of a tall control: one line if it fits ``CALL_LINE`` unsqueezed in
    ``TALL_CALL_FONT``, else broken after its hyphens ("Flapp-Flapp" -> "Flapp-", "Flapp")."""
    if text_width(name, TALL_CALL_FONT) <= CALL_LINE or "-" not in name:
        return [name]
    head, _, rest = name.partition("-")
    return [head + "-", *call_lines(rest)]


def call_svg(call: str, label: str, lang: str = "en", width: int = 84, tall: bool = False) -> str:
    """Return a dance control as SVG: the cockroach doing the dance (a mirror ball for Stop!) in the dance's colour
    and its name underneath, squeezed to fit so that no name is ever cut; ``tall`` draws the projector's taller
    control, its name unsqueezed on as many lines as ``call_lines`` says; ``label`` is the text alternative."""
    from .labels import dance_name

    name = dance_name(call, lang)
    high = TALL_CALL_HEIGHT if tall else CALL_HEIGHT
    frame = f'<rect x="2" y="2" width="80" height="{high - 4}" rx="12" '
    if call == STOP:
        body = f'{frame}fill="{TABOO_COLOUR}" stroke="{INK}" stroke-width="3"/>{_mirror_ball(42, 38, 24)}'
        ink = "#ffffff"
    else:
        body = (f'{frame}fill="{CARD_COLOURS[call]}" stroke="{INK}" stroke-width="3"/>'
                f'<g transform="translate(14 2) scale(0.56)">{dance_picture(call)}</g>')
        ink = INK
    size = TALL_CALL_FONT if tall else CALL_FONT
    words = f'text-anchor="middle" font-size="{size}" font-weight="bold" font-family="sans-serif"'
    if tall:
        lines = call_lines(name)
        fit = (f' textLength="{CALL_LINE}" lengthAdjust="spacingAndGlyphs"'
               if max(text_width(line, size) for line in lines) > CALL_LINE else "")
        # the lines' middle 5 px under the middle of the room under the picture
        first = 95 - TALL_CALL_GAP / 2 * (len(lines) - 1)
        spans = "".join(f'<tspan x="42" y="{first + TALL_CALL_GAP * i:g}">{esc(line)}</tspan>'
                        for i, line in enumerate(lines))
        body += f'<text {words} fill="{ink}"{fit if len(lines) == 1 else ""}>{spans}</text>'
    else:
        fit = f' textLength="{CALL_LINE}" lengthAdjust="spacingAndGlyphs"' if len(name) > 7 else ""
        body += f'<text x="42" y="86" {words} fill="{ink}"{fit}>{esc(name)}</text>'
    css = f"bugkit-kkt-call bugkit-kkt-call-{call}" + (" bugkit-kkt-call-tall" if tall else "")
    return svg(width, round(width * high / 84), f'<g transform="scale({width / 84})">{body}</g>', label, css)


# The drawing functions are the board's helpers (only this game's ui.py and tests call them): no public API, so
# they are left out of __all__ (they stay importable by name).
__all__ = ["CARD_COLOURS", "DANCES"]
