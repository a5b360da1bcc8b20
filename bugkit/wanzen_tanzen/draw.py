"""Wanzen tanzen pictures (pure functions, SVG text out): the face-up card's head and each of its tasks as small
dice and a name (a chip on a covered task), the dice, baby bugs and penalty cards. Every picture carries a text
alternative in its language.

How a task looks: specific numbers as dice with those pips ("3 3 6"); a kind as the dice it needs, with letters
for "any value" (three of a kind: three dice marked A; full house: A A A B B; two pairs: A A B B), straights as
the run 1-2-3-4(-5), "all even" as 2 4 6, "all odd" as 1 3 5, "no 1s or 2s" as 3 4 5 6, "all 2s and/or 5s" as
2 5, a sum as one die marked with the least sum. The task's name is written beside its dice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.i18n import register, t, tn
from ..ui.draw import COLOURS, bug_svg, die_svg, esc, row, svg, text_width
from . import components as comps
from . import labels  # noqa: F401 - registers the shared labels (points)

register({
    "wanzen_tanzen.draw.task_open": {"en": "{task} (open)", "de": "{task} (offen)"},
    "wanzen_tanzen.draw.task_covered": {"en": "{task} (covered with a chip)", "de": "{task} (mit Chip abgedeckt)"},
    "wanzen_tanzen.draw.no_card": {"en": "No task card is face up", "de": "Keine Aufgabenkarte liegt offen"},
    "wanzen_tanzen.draw.stack": {"en": "Task stack: the last card|Task stack: {n} card left|Task stack: {n} cards "
                                       "left",
                                 "de": "Aufgabenstapel: keine Karte mehr|Aufgabenstapel: noch {n} Karte|"
                                       "Aufgabenstapel: noch {n} Karten"},
    "wanzen_tanzen.draw.die": {"en": "die showing {v}", "de": "Würfel zeigt {v}"},
    "wanzen_tanzen.draw.die_kept": {"en": "die set aside, showing {v}", "de": "beiseitegelegter Würfel, zeigt {v}"},
    "wanzen_tanzen.draw.die_chosen": {"en": "die showing {v}, chosen to set aside",
                                      "de": "Würfel zeigt {v}, zum Beiseitelegen gewählt"},
    "wanzen_tanzen.draw.kept_row": {"en": "Set aside", "de": "Beiseitegelegt"},
    "wanzen_tanzen.draw.points_unit": {"en": "point|points", "de": "Punkt|Punkte"},  # under the number on the coin
    "wanzen_tanzen.draw.bugs": {"en": "no baby bugs|{n} baby bug|{n} baby bugs",
                                "de": "keine Babywanzen|{n} Babywanze|{n} Babywanzen"},
    "wanzen_tanzen.draw.penalty": {"en": "penalty card -{v}", "de": "Strafkarte -{v}"},
    "wanzen_tanzen.draw.no_penalty": {"en": "no penalty cards", "de": "keine Strafkarten"},
})

_KIND_DICE: dict[str, tuple[tuple[int | str, str], ...]] = {  # (face or letter, colour) per small die
    "three_of_a_kind": (("A", "yellow"),) * 3,
    "four_of_a_kind": (("A", "yellow"),) * 4,
    "full_house": (("A", "yellow"),) * 3 + (("B", "blue"),) * 2,
    "full_house_or_five": (("A", "yellow"),) * 3 + (("B", "blue"),) * 2,  # its name says "or 5 alike"
    "two_pairs": (("A", "yellow"),) * 2 + (("B", "blue"),) * 2,
    "small_straight": tuple((v, "white") for v in (1, 2, 3, 4)),
    "large_straight": tuple((v, "white") for v in (1, 2, 3, 4, 5)),
    "all_even": tuple((v, "white") for v in (2, 4, 6)),
    "all_odd": tuple((v, "white") for v in (1, 3, 5)),
    "no_1s_or_2s": tuple((v, "white") for v in (3, 4, 5, 6)),
    "all_2s_and_5s": ((2, "white"), (5, "white")),
}
_PIPS = {1: ((50, 50),), 2: ((28, 28), (72, 72)), 3: ((26, 26), (50, 50), (74, 74)),
         4: ((28, 28), (72, 28), (28, 72), (72, 72)), 5: ((26, 26), (74, 26), (50, 50), (26, 74), (74, 74)),
         6: ((28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76))}
CARD_WIDTH = 300  # a task's picture (the face-up card's tasks are pieces of their own)
MINI = 26  # size of a task's small dice
HEAD_WIDTH, MIDDLE_WIDTH = 120, 124  # the face-up card's head beside its stack; the middle (bugs, penalty card)
PLAYER_WIDTH = 250  # a player's place at the table
# a player's place: its baby-bug places (the last, red one with the penalty card it brings) and penalty cards, whose
# numbers a child reads in 16 px bold (they were 12-13 px on 22 px cards and 26 px places); cards a step apart this
# small overlap (all but their numbers), fewer than that and the cards are a pile marked "×n"
SLOT, PENALTY_CARD, PENALTY_STEP, PENALTY_FONT = 30, (26, 34), 21, 16
TASK_HEIGHT = 48  # a task's picture: its dice and its name on up to two lines of TASK_FONT
TASK_FONT, TASK_MIN_FONT = 18, 12  # a task's name: bold, as large as a player's name; smaller only when it must be
CHIP_ROOM = 44  # the right end of a task, kept free for the chip that covers it (the name never runs under it)


def task_dice(task: comps.Task) -> tuple[tuple[int | str, str], ...]:
    """Return the small dice that picture a task: (face 1-6 or a letter/text, colour) each."""
    if task.kind == "numbers":
        return tuple((v, "white") for v in task.numbers)
    if task.kind == "sum":
        return ((f"{task.numbers[0]}+", "orange"),)
    return _KIND_DICE[task.kind]


def _mini_die(face: int | str, colour: str, x: float, y: float, size: int = MINI) -> str:
    """Return a small die drawn at (x, y) inside a bigger picture (no text alternative of its own)."""
    fill, ink = COLOURS.get(colour, (colour, "#222"))
    body = f'<rect x="4" y="4" width="92" height="92" rx="16" fill="{esc(fill)}" stroke="#333" stroke-width="6"/>'
    if isinstance(face, int) and face in _PIPS:
        body += "".join(f'<circle cx="{px}" cy="{py}" r="10" fill="{esc(ink)}"/>' for px, py in _PIPS[face])
    else:
        text = str(face)
        font = 60 if len(text) <= 1 else 44 if len(text) <= 3 else 32
        body += (f'<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-size="{font}" '
                 f'font-family="sans-serif" font-weight="bold" fill="{esc(ink)}">{esc(text)}</text>')
    return f'<g class="bugkit-task-die" transform="translate({x} {y}) scale({size / 100})">{body}</g>'


def task_label(task: comps.Task, covered: bool, lang: str) -> str:
    """Return a task's words for the text alternative: "three of a kind (open)" / "... (covered with a chip)"."""
    key = "wanzen_tanzen.draw.task_covered" if covered else "wanzen_tanzen.draw.task_open"
    return t(key, lang, task=task.name(lang))


def stack_svg(left: int, lang: str = "en") -> str:
    """Return the face-down task stack as a small pile of card backs with its count."""
    shown = min(left, 4)
    body = "".join(f'<rect x="{6 + 3 * k}" y="{6 + 3 * (3 - k)}" width="44" height="60" rx="6" fill="#6b4f2a" '
                   f'stroke="#333" stroke-width="2"/>' for k in range(shown))
    body += (f'<text x="32" y="92" text-anchor="middle" font-size="16" font-weight="bold" font-family="sans-serif" '
             f'fill="#222">{left}</text>')
    return svg(64, 100, body, tn("wanzen_tanzen.draw.stack", left, lang), "bugkit-stack")


def die_picture(value: int, state: str, lang: str = "en", size: int = 56) -> str:
    """Return one of the 5 dice: rolled (plain), chosen (gold frame) or kept (set aside: dashed frame)."""
    key = {"kept": "wanzen_tanzen.draw.die_kept", "chosen": "wanzen_tanzen.draw.die_chosen"}.get(
        state, "wanzen_tanzen.draw.die")
    return die_svg(value, "white", state, t(key, lang, v=value), size)


def kept_row(kept: Sequence[int], lang: str = "en") -> str:
    """Return the dice set aside as a labelled row of pictures (empty text when none is set aside)."""
    if not kept:
        return ""
    head = f'<b>{esc(t("wanzen_tanzen.draw.kept_row", lang))}:</b>'
    return head + row([die_picture(v, "kept", lang, 48) for v in kept], t("wanzen_tanzen.draw.kept_row", lang))


def bugs_picture(n: int, lang: str = "en", size: int = 22) -> str:
    """Return n baby bugs as pictures (at most 5 drawn, then "x n") with their count in words."""
    label = tn("wanzen_tanzen.draw.bugs", n, lang)
    pics = "".join(bug_svg("green", size, label if i == 0 else tn("wanzen_tanzen.draw.bugs", 1, lang))
                   for i in range(min(n, 5)))
    count = f" ×{n}" if n > 5 else f" {n}"
    return f'<span class="bugkit-bugs" title="{esc(label)}">{pics}<span class="bugkit-count">{esc(count)}</span></span>'


def penalty_svg(value: int, lang: str = "en", size: int = 30) -> str:
    """Return a small red penalty card "-value"."""
    height = int(size * 1.35)
    body = (f'<rect x="2" y="2" width="{size - 4}" height="{height - 4}" rx="4" fill="#d9352b" stroke="#222" '
            f'stroke-width="2"/><text x="{size / 2}" y="{height / 2 + 5}" text-anchor="middle" font-size="14" '
            f'font-weight="bold" font-family="sans-serif" fill="#fff">-{value}</text>')
    return svg(size, height, body, t("wanzen_tanzen.draw.penalty", lang, v=value), "bugkit-penalty")


def penalties_picture(values: Sequence[int], lang: str = "en") -> str:
    """Return a player's penalty cards as pictures (a dash in words when there are none)."""
    if not values:
        return f'<span title="{esc(t("wanzen_tanzen.draw.no_penalty", lang))}">–</span>'
    return "".join(penalty_svg(v, lang) for v in values)


def task_svg(task: comps.Task, covered: bool, fits: bool, lang: str = "en") -> str:
    """Return one task of the face-up card as its own picture (a piece the child can tap): its small dice, its name
    (``task_lines``) beside them, a chip at the right end when covered, a green frame when the dice set aside meet
    it."""
    width, height = CARD_WIDTH, TASK_HEIGHT
    frame = "#2e7d32" if fits else "#c9b58f"
    body = (f'<rect class="bugkit-task" x="2" y="2" width="{width - 4}" height="{height - 4}" rx="8" '
            f'fill="{"#f1f8e9" if fits else "#fff8e1"}" stroke="{frame}" stroke-width="{4 if fits else 2}"/>')
    dice = task_dice(task)
    for j, (face, colour) in enumerate(dice):
        body += _mini_die(face, colour, 8 + j * (MINI + 3), (height - MINI) / 2)
    text_x = 8 + len(dice) * (MINI + 3) + 6
    room = width - CHIP_ROOM - text_x
    lines, size = task_lines(task.name(lang), room)
    gap = round(size * 1.1)
    for k, line in enumerate(lines):
        base = round(height / 2 + size * 0.35 + (k - (len(lines) - 1) / 2) * gap, 1)
        squeeze = (f' textLength="{room}" lengthAdjust="spacingAndGlyphs"'
                   if text_width(line, size) > room else "")  # a name too long even in TASK_MIN_FONT: never cut
        struck = ' text-decoration="line-through"' if covered else ""  # done: struck through, still readable
        body += (f'<text x="{text_x}" y="{base}" font-size="{size}" font-weight="bold" font-family="sans-serif" '
                 f'fill="#222"{struck}{squeeze}>{esc(line)}</text>')
    if covered:
        body += (f'<g class="bugkit-chip"><circle cx="{width - 24}" cy="{height / 2}" r="15" fill="#2f6fd6" '
                 f'stroke="#123" stroke-width="3" opacity="0.95"/><path d="M{width - 32} {height / 2} l6 6 l11 -12" '
                 f'stroke="#fff" stroke-width="4" fill="none"/></g>')
    return svg(width, height, body, task_label(task, covered, lang), "bugkit-task-piece")


def task_lines(name: str, room: float) -> tuple[list[str], int]:
    """Return (lines, font size) for a task's name in ``room`` px: one line in TASK_FONT when it fits, else the two
    most even lines split at a space (never inside a word), in TASK_FONT or the largest smaller size down to
    TASK_MIN_FONT that fits (a line still too wide is then squeezed to the room by ``task_svg``)."""
    if text_width(name, TASK_FONT) <= room:
        return [name], TASK_FONT
    spaces = [i for i, char in enumerate(name) if char == " " and 0 < i < len(name) - 1]
    splits = [[name]] + [[name[:i], name[i + 1:]] for i in spaces]
    lines = min(splits, key=lambda parts: max(text_width(part, TASK_FONT) for part in parts))
    widest = max(text_width(part, 1) for part in lines)
    return lines, max(TASK_MIN_FONT, min(TASK_FONT, int(room / widest))) if widest else TASK_FONT


def card_head_svg(points: int | None, left: int, lang: str = "en") -> str:
    """Return the head of the face-up card (its points, a coin) beside the face-down stack with its count."""
    shown = min(left, 4)
    pile = "".join(f'<rect x="{74 + 3 * k}" y="{10 + 3 * (3 - k)}" width="36" height="50" rx="5" fill="#6b4f2a" '
                   f'stroke="#333" stroke-width="2"/>' for k in range(shown))
    pile += (f'<text x="94" y="84" text-anchor="middle" font-size="16" font-weight="bold" font-family="sans-serif" '
             f'fill="#222">{left}</text>')
    if points is None:
        coin = ""
        label = t("wanzen_tanzen.draw.no_card", lang)
    else:
        coin = (f'<rect x="3" y="3" width="64" height="84" rx="10" fill="#fff8e1" stroke="#6b4f2a" stroke-width="4"/>'
                f'<circle cx="35" cy="36" r="20" fill="#6b4f2a"/><text x="35" y="44" text-anchor="middle" '
                f'font-size="22" font-weight="bold" font-family="sans-serif" fill="#fff">{points}</text>'
                f'<text x="35" y="77" text-anchor="middle" font-size="14" font-family="sans-serif" fill="#222" '
                f'class="bugkit-points-unit">'
                f'{esc(tn("wanzen_tanzen.draw.points_unit", points, lang))}</text>')
        label = tn("ui.points", points, lang)
    label = f"{label}. {tn('wanzen_tanzen.draw.stack', left, lang)}"
    return svg(HEAD_WIDTH, 92, coin + pile, label, "bugkit-card-head")


def _bug_at(x: float, y: float, size: float, fill: str) -> str:
    """Return a small bug drawn at (x, y) inside a bigger picture (no text alternative of its own)."""
    legs = "".join(f'<path d="M{a} {b} l{dx} {dy}" stroke="#222" stroke-width="5" stroke-linecap="round"/>'
                   for a, b, dx, dy in ((35, 40, -22, -10), (35, 55, -25, 0), (35, 70, -22, 10),
                                        (65, 40, 22, -10), (65, 55, 25, 0), (65, 70, 22, 10)))
    return (f'<g transform="translate({x} {y}) scale({size / 100})">{legs}<ellipse cx="50" cy="58" rx="24" ry="30" '
            f'fill="{fill}" stroke="#222" stroke-width="4"/><circle cx="50" cy="24" r="13" fill="#222"/></g>')


def player_svg(name: str, bugs: int, limit: int, next_penalty: int | None, penalties: Sequence[int], score: int,
               to_play: bool, label: str) -> str:
    """Return a player's place at the table: the name and score, a row of ``limit`` places for baby bugs (the bugs
    held drawn in green, the last place red with the penalty card it brings) and the penalty cards taken."""
    slot, width, height = SLOT, PLAYER_WIDTH, 74
    body = (f'<rect x="2" y="2" width="{width - 4}" height="{height - 4}" rx="10" fill="#fafafa" '
            f'stroke="{"#1565c0" if to_play else "#bbb"}" stroke-width="{5 if to_play else 2}"/>'
            f'<text x="12" y="24" font-size="16" font-weight="bold" font-family="sans-serif" fill="#222">'
            f'{esc(("▶ " if to_play else "") + name)}</text>'
            f'<text x="{width - 12}" y="24" text-anchor="end" font-size="16" font-weight="bold" '
            f'font-family="sans-serif" fill="#222">{score}</text>')
    for k in range(limit):
        x, y = 8 + k * (slot + 3), 34
        last = k == limit - 1
        fill, stroke = ("#ffebee", "#d9352b") if last else ("#fff", "#999")
        dash = "" if k < bugs else "4 3"
        body += (f'<rect x="{x}" y="{y}" width="{slot}" height="{slot}" rx="6" fill="{fill}" stroke="{stroke}" '
                 f'stroke-width="2" stroke-dasharray="{dash}"/>')
        if k < bugs:
            body += _bug_at(x + 1, y + 1, slot - 2, "#4caf50")
        elif last and next_penalty is not None:
            body += (f'<text x="{x + slot / 2}" y="{y + 21}" text-anchor="middle" font-size="{PENALTY_FONT}" '
                     f'font-weight="bold" font-family="sans-serif" fill="#b71c1c">-{next_penalty}</text>')
    body += _penalty_cards(penalties, 8 + limit * (slot + 3) + 3, width - 6)
    return svg(width, height, body, label, "bugkit-player")


def _penalty_cards(penalties: Sequence[int], start: float, end: float) -> str:
    """Return the penalty cards of a player's place between x = ``start`` and ``end``: every card side by side
    when they all fit (fanned, each overlapping the next but for its number, when they fit only so), else a pile of
    cards marked "×n" with their sum beside it (never a card left out)."""
    card, n = PENALTY_CARD[0], len(penalties)
    step = min(card + 2, (end - start - card) / (n - 1)) if n > 1 else card
    if step >= PENALTY_STEP:
        face = min(step, card) / 2  # the middle of the part of a card the next one leaves free
        return "".join(f'<rect x="{start + k * step:g}" y="32" width="{card}" '
                       f'height="{PENALTY_CARD[1]}" rx="3" fill="#d9352b" stroke="#222" stroke-width="2"/>'
                       f'<text x="{start + k * step + (card / 2 if k == n - 1 else face):g}" y="55" '
                       f'text-anchor="middle" font-size="{PENALTY_FONT}" font-weight="bold" font-family="sans-serif" '
                       f'fill="#fff">-{value}</text>' for k, value in enumerate(penalties))
    pile = "".join(f'<rect x="{start + 2 * k}" y="{34 - 2 * k}" width="{card + 4}" height="{PENALTY_CARD[1]}" rx="3" '
                   f'fill="#d9352b" stroke="#222" stroke-width="2"/>' for k in range(3))
    top = start + 4 + (card + 4) / 2
    return (f'<g class="bugkit-penalty-pile">{pile}<text x="{top}" y="{53}" text-anchor="middle" '
            f'font-size="{PENALTY_FONT}" font-weight="bold" font-family="sans-serif" fill="#fff">×{n}</text>'
            f'<text x="{start + card + 12}" y="57" font-size="{PENALTY_FONT}" font-weight="bold" '
            f'font-family="sans-serif" fill="#b71c1c">-{sum(penalties)}</text></g>')


def middle_svg(supply: int, next_penalty: int | None, label: str) -> str:
    """Return the middle of the table: the baby bugs left there (a bug and the count) and the next penalty card."""
    body = _bug_at(6, 14, 40, "#4caf50") + (f'<text x="52" y="44" font-size="18" font-weight="bold" '
                                             f'font-family="sans-serif" fill="#222">{supply}</text>')
    if next_penalty is not None:
        body += (f'<rect x="84" y="14" width="34" height="46" rx="4" fill="#d9352b" stroke="#222" stroke-width="2"/>'
                 f'<text x="101" y="43" text-anchor="middle" font-size="16" font-weight="bold" '
                 f'font-family="sans-serif" fill="#fff">-{next_penalty}</text>')
    return svg(MIDDLE_WIDTH, 74, body, label, "bugkit-middle")


# The drawing functions are the board's helpers (only this game's ui.py and tests call them): no public API, so
# they are left out of __all__ (they stay importable by name).
__all__ = ["CARD_WIDTH", "HEAD_WIDTH", "MIDDLE_WIDTH", "MINI", "TASK_FONT", "TASK_HEIGHT"]
