"""Lesson 23 (Voll verasselt): the stopping-rule tables, the hub-size explorer's data and the exercises.

Everything here is computed from ``bugkit.voll_verasselt`` at run time: the one-roll chances from
``p_bugged_up`` and the turn values of the rule "stop as soon as the catch has N cards" from the same model
as ``turn_value`` (all 7 dice rolled each time; a roll showing only bars changes nothing and is rolled again).
``threshold_values`` computes every threshold of one hub at once with numpy (floats, a few milliseconds);
the tests check it against the exact ``turn_value``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core.errors import InvalidInput
from ..core.i18n import and_list, fmt_frac, fmt_num, fmt_pct, fmt_share
from ..core.rng import make_rng
from ..core.validate import MAX_SEED, check_int, check_items, check_lang, short_repr
from ..voll_verasselt import components as comp
from ..voll_verasselt import p_bugged_up, simulate_turns, turn_value
from ..voll_verasselt.odds import estimate_turns, outcomes
from . import Exercise, all_dice, numbered, words
from .wanzen_tanzen import Say

if TYPE_CHECKING:
    from matplotlib.figure import Figure

COLOURS = comp.COLOURS
TABLE_SIZES = (8, 10, 12)  # the hub sizes of the lesson's table (10 is the start hub of the rulebook)
HUB_MIN_SIZE, HUB_MAX_SIZE = 4, 16  # the explorer's slider
MAX_SIZES = 12  # hub sizes in one table
MAX_STOP = 8  # the rules "stop after 1 card" ... "stop after 8 cards"
NEAR_TIE = 0.05  # a rule whose expected catch is within 5 % of the best one's is "almost as good": a near tie

COLOUR_NAMES = {
    "en": {"blue": "blue", "red": "red", "yellow": "yellow", "green": "green", "bars": "bars"},
    "de": {"blue": "blau", "red": "rot", "yellow": "gelb", "green": "grün", "bars": "Balken"},
}
_ADJECTIVE_DE = {"blue": "blaue", "red": "rote", "yellow": "gelbe", "green": "grüne"}


def hub_of(size: int) -> tuple[int, int, int, int]:
    """Return the hub of ``size`` cards spread as evenly as possible over blue, red, yellow, green (blue first)."""
    n = check_int(size, "size", 0, 4 * 127)
    return tuple(n // 4 + (1 if i < n % 4 else 0) for i in range(4))  # type: ignore[return-value]


MAX_HUB_STATES = 10_000  # groups of cards left that threshold_values walks: (cards per colour + 1) multiplied


def threshold_values(cards: tuple[int, int, int, int], max_stop: int = MAX_STOP
                     ) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Return (expected catch, chance to bug up) of a turn under "stop after N cards" for N = 1..max_stop.

    The model of ``turn_value(cards, stop_at=N)``: roll all 7 dice; a colour with more dice than cards bugs up
    (catch 0); a roll of only bars changes nothing; otherwise the dice's cards join the catch. Bounded before any
    work: at most MAX_HUB_STATES groups of cards left (the product of cards + 1 over the four colours; a hub of
    9 per colour has 10,000), ``max_stop`` 1 to 40.
    """
    if isinstance(cards, (str, bytes)) or not isinstance(cards, (tuple, list)) or len(cards) != 4:
        raise InvalidInput(f"cards must be 4 numbers of cards (blue, red, yellow, green), not {short_repr(cards)}")
    hub = tuple(check_int(c, "cards", 0, 127) for c in cards)
    if math.prod(c + 1 for c in hub) > MAX_HUB_STATES:
        raise InvalidInput(f"cards {hub} give {math.prod(c + 1 for c in hub):,} groups to walk; at most "
                           f"{MAX_HUB_STATES:,} (for example 9 cards of each colour)")
    return _threshold_values(hub, check_int(max_stop, "max_stop", 1, 40))  # type: ignore[arg-type]


@lru_cache(maxsize=64)
def _threshold_values(hub: tuple[int, int, int, int], max_stop: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    total = sum(hub)
    res = [(o, w) for o, w in outcomes(comp.N_DICE)]
    colour = np.array([o[:4] for o, _ in res], dtype=np.int64)
    weight = np.array([w for _, w in res], dtype=float)
    moving = colour.sum(axis=1) > 0
    den = float(len(comp.DIE_FACES) ** comp.N_DICE) - weight[~moving].sum()  # all-bars rolls are rolled again
    radix = np.array([hub[1] + 1, hub[2] + 1, hub[3] + 1, 1])
    radix = np.cumprod(radix[::-1])[::-1]  # mixed-radix index of a group (cards left per colour)
    states = np.array(np.meshgrid(*[np.arange(h + 1) for h in hub], indexing="ij")).reshape(4, -1).T
    order = np.argsort(states.sum(axis=1), kind="stable")
    stops = np.arange(1, max_stop + 1)
    value = np.zeros((len(states), max_stop))
    bust = np.zeros((len(states), max_stop))
    for s in order:  # fewer cards left first: a roll only ever takes cards away
        left = states[s]
        catch = total - int(left.sum())
        ok = moving & (colour <= left).all(axis=1)
        nxt = (left - colour[ok]) @ radix
        w = weight[ok] / den
        going = w @ value[nxt]
        busting = 1 - w.sum() + w @ bust[nxt]
        done = catch >= stops
        value[s] = np.where(done, catch, going)
        bust[s] = np.where(done, 0.0, busting)
    start = int(np.array(hub) @ radix)
    return tuple(float(v) for v in value[start]), tuple(float(b) for b in bust[start])


def best_threshold(cards: tuple[int, int, int, int]) -> int:
    """Return the N of the best rule "stop after N cards" for this hub (the smallest N if two tie)."""
    values = threshold_values(cards)[0]
    return 1 + int(np.argmax(values))


def stop_shift(cards: tuple[int, int, int, int], than: tuple[int, int, int, int]) -> str:
    """Return "later", "earlier" or "same": where the best rule "stop after N cards" for the hub ``cards`` lies
    against the best one for the hub ``than`` (the answer of the lesson's choice guess on a larger hub)."""
    mine, theirs = best_threshold(cards), best_threshold(than)
    return "later" if mine > theirs else "earlier" if mine < theirs else "same"


def near_best(cards: tuple[int, int, int, int]) -> tuple[list[int], float]:
    """Return the Ns within NEAR_TIE of the best expected catch (the best included) and their largest shortfall.

    The shortfall is relative: 0.014 means the weakest of these rules brings 1.4 % fewer cards than the best.
    """
    values = threshold_values(cards)[0]
    top = max(values)
    close = [n for n, v in enumerate(values, start=1) if v >= top * (1 - NEAR_TIE)]
    if top <= 0:  # an empty hub: every rule brings nothing, a tie with no shortfall
        return close, 0.0
    return close, (top - min(values[n - 1] for n in close)) / top


def _and(items: list[int], lang: str) -> str:
    """Return "1, 2 and 3" / "1, 2 und 3"."""
    return and_list([str(i) for i in items], lang)


def near_tie_text(size: int, lang: str) -> str:
    """Return a sentence saying which rules are almost as good as the best one for a hub of ``size`` ("" if none)."""
    close, gap = near_best(hub_of(size))
    if len(close) < 2:
        return ""
    if lang == "de":
        return (f"Aber N = {_and(close, lang)} bringen fast gleich viel (höchstens {fmt_pct(gap, lang)} weniger "
                "Karten): fast ein Unentschieden. Jede dieser Regeln ist gut.")
    return (f"But N = {_and(close, lang)} bring almost the same (at most {fmt_pct(gap, lang)} fewer cards): "
            "nearly a tie. Any of these rules is a good one.")


def table_rows(sizes: tuple[int, ...] = TABLE_SIZES) -> list[tuple[int, tuple[int, int, int, int], int,
                                                                   tuple[float, ...]]]:
    """Return (hub size, hub, best N, expected catch for N = 1..MAX_STOP) for each hub size."""
    sizes = tuple(check_int(size, "a hub size", 0, 4 * 127) for size in check_items(sizes, "sizes", MAX_SIZES, 1))
    rows = []
    for size in sizes:
        hub = hub_of(size)
        rows.append((size, hub, best_threshold(hub), threshold_values(hub)[0]))
    return rows


def describe_hub(cards: tuple[int, int, int, int] | dict[str, int], lang: str) -> str:
    """Return a group of cards in words: "3 blue, 3 red, 2 yellow and 2 green cards" (or German)."""
    cards, lang = _group(cards), check_lang(lang)
    counts = cards if isinstance(cards, dict) else dict(zip(COLOURS, cards, strict=True))
    parts = [(n, c) for c, n in counts.items() if n]
    if not parts:
        return "no card at all" if lang == "en" else "gar keine Karte"
    if lang == "de":
        words = [f"{n} {_ADJECTIVE_DE[c]} Karte" + ("n" if n != 1 else "") for n, c in parts]
    else:
        words = [f"{n} {COLOUR_NAMES['en'][c]} card" + ("s" if n != 1 else "") for n, c in parts]
    return and_list(words, lang)


def sample_bug_ups(cards: tuple[int, int, int, int], stop_at: int) -> Callable[[np.random.Generator, int], np.ndarray]:
    """Return sample(rng, n) -> bool array: does each of n fresh simulated turns under the rule bug up."""
    group = _group(cards)
    cards = tuple(group[c] for c in COLOURS)  # type: ignore[assignment]
    hub = tuple(check_int(c, "cards", 0, 127) for c in cards)
    stop = check_int(stop_at, "stop_at", 1, 4 * 127)

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        turns = simulate_turns(hub, stop, check_int(n, "n", 1, 100_000), rng)
        return np.asarray(turns == 0)

    return sample


def _group(cards: object) -> dict[str, int]:
    """Return a group of cards as {colour: cards}: 4 numbers (blue, red, yellow, green) or a mapping of colours to
    numbers (missing colours: 0), each 0 to 127; raise InvalidInput otherwise."""
    if isinstance(cards, dict):
        if len(cards) > len(COLOURS) or not all(isinstance(c, str) and c in COLOURS for c in cards):
            raise InvalidInput(f"cards must map colours ({', '.join(COLOURS)}) to numbers, not {short_repr(cards)}")
        out = {c: check_int(n, f"the {c} cards", 0, 127) for c, n in cards.items()}  # the caller's order
        return {**out, **{c: 0 for c in COLOURS if c not in out}}
    if not isinstance(cards, (tuple, list)) or len(cards) != len(COLOURS):
        raise InvalidInput(f"cards must be 4 numbers of cards (blue, red, yellow, green), not {short_repr(cards)}")
    return {c: check_int(n, f"the {c} cards", 0, 127) for c, n in zip(COLOURS, cards, strict=True)}


def two_dice_grid(cards: dict[str, int]) -> list[list[bool]]:
    """Return the grid of the two dice's faces (6 x 6 with the shipped die): True where the pair bugs up with this
    group."""
    cards = _group(cards)

    def bugs(pair: tuple[str, str]) -> bool:
        return any(pair.count(c) > cards.get(c, 0) for c in COLOURS)
    return [[bugs((a, b)) for b in comp.DIE_FACES] for a in comp.DIE_FACES]


# -- what the lesson shows ------------------------------------------------------------------------------------
START_HUB = hub_of(comp.HUB_START)  # 10 cards: 3 blue, 3 red, 2 yellow, 2 green (the rulebook's start size)
_SHORT = {"en": {"blue": "B", "red": "R", "yellow": "Y", "green": "G", "bars": "="},
          "de": {"blue": "Bl", "red": "Ro", "yellow": "Ge", "green": "Gr", "bars": "="}}
_CORNER = {"en": "die 1 ↓ · die 2 →", "de": "Würfel 1 ↓ · Würfel 2 →"}
_MARKS = {"en": "; X: you bug up, ·: safe", "de": "; X: du verasselst dich, ·: sicher"}
_COLOUR_HEX = {"blue": "#1f77b4", "red": "#d62728", "yellow": "#e8c31a", "green": "#2ca02c"}


def pair_table(group: dict[str, int], lang: str) -> Say:
    """Return the table of two dice's faces (6 x 6 with the shipped die; X = bugs up with this group) and the count,
    as Markdown."""
    lang = check_lang(lang)
    grid = two_dice_grid(group)
    short = _SHORT[lang]
    faces = comp.DIE_FACES
    # the corner names the two dice (an empty header cell is an axe error, and a child asked which die is which)
    head = f"| {_CORNER[lang]} | " + " | ".join(short[f] for f in faces) + " |\n|---" + "|---" * len(faces) + "|"
    rows = [f"| **{short[a]}** | " + " | ".join("X" if bad else "·" for bad in row) + " |"
            for a, row in zip(faces, grid, strict=True)]
    bad, pairs = sum(sum(row) for row in grid), len(faces) ** 2
    share = Fraction(bad, pairs)
    key = ", ".join(f"{short[c]}: {COLOUR_NAMES[lang][c]}" for c in (*COLOURS, "bars")) + _MARKS[lang]  # "= = bars"
    if lang == "de":
        tail = (f"\n\n({key}.) Bei **{bad} von {pairs}** Paaren verasselst du dich: {bad}/{pairs} = "
                f"{fmt_share(share, lang)}.")
    else:
        tail = f"\n\n({key}.) **{bad} of the {pairs}** pairs bug up: {bad}/{pairs} = {fmt_share(share, lang)}."
    return Say("\n".join([head, *rows]) + tail)


def start_hub_text(lang: str) -> Say:
    """Return the chance to bug up on the first roll at the start hub: all 7 dice, or 4 dice with 3 bars kept."""
    lang = check_lang(lang)
    group = dict(zip(COLOURS, START_HUB, strict=True))
    seven = p_bugged_up(group, [], 7)
    four = p_bugged_up(group, [comp.BARS] * 3, 4)
    if lang == "de":
        return Say(f"Asseltreff am Start ({describe_hub(START_HUB, lang)}): Mit allen 7 Würfeln verasselst du "
                   f"dich beim ersten Wurf mit der Wahrscheinlichkeit **{fmt_pct(seven, lang)}**. Lässt du 3 "
                   f"Würfel mit Balken liegen und würfelst nur 4: **{fmt_pct(four, lang)}**.")
    return Say(f"Start hub ({describe_hub(START_HUB, lang)}): rolling all 7 dice, the first roll bugs up with "
               f"chance **{fmt_pct(seven, lang)}**. Leaving 3 dice on bars and rolling only 4: "
               f"**{fmt_pct(four, lang)}**.")


def expected_example(catch: int, risk: Fraction, gain: int, lang: str) -> Say:
    """Return the worked example of one more roll: expected catch against the catch kept by stopping."""
    catch, gain, lang = check_int(catch, "catch", 0, 1000), check_int(gain, "gain", 0, 1000), check_lang(lang)
    if isinstance(risk, bool) or not isinstance(risk, (int, Fraction)) or not 0 <= risk <= 1:
        raise InvalidInput(f"risk must be a chance from 0 to 1 as a Fraction, not {short_repr(risk)}")
    keep = 1 - risk
    value = keep * (catch + gain)
    verdict = (("mehr als" if value > catch else "weniger als") if lang == "de"
               else ("more than" if value > catch else "less than"))
    if lang == "de":
        return Say(f"{fmt_frac(keep, lang)} · {catch + gain} + {fmt_frac(risk, lang)} · 0 = {fmt_frac(value, lang)} "
                   f"= **{fmt_num(value, lang)}** Karten im Durchschnitt: {verdict} die {catch} Karten beim "
                   f"Aufhören.")
    return Say(f"{fmt_frac(keep, lang)} × {catch + gain} + {fmt_frac(risk, lang)} × 0 = {fmt_frac(value, lang)} = "
               f"**{fmt_num(value, lang)}** cards on average: {verdict} the {catch} cards you keep by stopping.")


RISK_SIZES = tuple(range(1, 6))  # cards of each colour in the risk picture


def _pct_small(p: Fraction, lang: str) -> str:
    """Return a percentage, writing a tiny positive chance as "< 0.1%" rather than a misleading "0.0%"."""
    return "< " + fmt_pct(Fraction(1, 1000), lang) if 0 < p < Fraction(5, 10_000) else fmt_pct(p, lang)


def risk_rows() -> list[tuple[int, Fraction, Fraction]]:
    """Return (cards in the group, chance to bug up rolling 7 dice, rolling 4 with 3 bars kept) per group size."""
    return [(4 * n, p_bugged_up(dict.fromkeys(COLOURS, n), [], 7),
             p_bugged_up(dict.fromkeys(COLOURS, n), [comp.BARS] * 3, 4)) for n in RISK_SIZES]


def risk_figure(lang: str) -> Any:
    """Return a bar chart: the chance to bug up for groups with 1..5 cards of each colour, 7 dice or 4 dice."""
    lang = check_lang(lang)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    de = lang == "de"
    rows = risk_rows()
    xs = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(7, 3))
    comma_axes(ax, lang, y_percent=True)  # before the ticks get their names: it sets both axes' number format
    ax.bar(xs - 0.2, [float(r[1]) for r in rows], 0.4, label="alle 7 Würfel werfen" if de else "roll all 7 dice",
           color="#d62728")
    ax.bar(xs + 0.2, [float(r[2]) for r in rows], 0.4,
           label="3 Balken liegen lassen, 4 werfen" if de else "keep 3 bars, roll 4", color="#1f77b4")
    ax.set_xticks(xs, [str(r[0]) for r in rows])
    ax.set_xlabel("Karten in der Gruppe (gleich viele von jeder Farbe)" if de
                  else "cards in the group (the same number of each colour)")
    ax.set_ylabel("verasseln" if de else "bug up")
    ax.set_ylim(0, 1)
    ax.legend()
    fig.tight_layout()
    return fig


def risk_table(lang: str) -> Say:
    """Return the numbers of the risk picture as a table (the picture's text equivalent)."""
    lang = check_lang(lang)
    de = lang == "de"
    rows = risk_rows()
    lines = ["| " + ("Karten in der Gruppe" if de else "cards in the group") + " | "
             + " | ".join(str(r[0]) for r in rows) + " |", "|---" * (len(rows) + 1) + "|",
             "| " + ("alle 7 Würfel" if de else "all 7 dice") + " | "
             + " | ".join(_pct_small(r[1], lang) for r in rows) + " |",
             "| " + ("4 Würfel, 3 Balken liegen" if de else "4 dice, 3 bars kept") + " | "
             + " | ".join(_pct_small(r[2], lang) for r in rows) + " |"]
    return Say("\n".join(lines))


def threshold_figure(size: int, lang: str) -> Any:
    """Return the bar chart of the expected catch under "stop after N cards" (N = 1..8) for a hub of ``size``."""
    lang = check_lang(lang)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    de = lang == "de"
    hub = hub_of(size)
    values = threshold_values(hub)[0]
    best = best_threshold(hub)
    stops = np.arange(1, len(values) + 1)
    fig, ax = plt.subplots(figsize=(7, 3))
    colours = ["#ff7f0e" if n == best else "#9ecae1" for n in stops]
    ax.bar(stops, values, color=colours)
    ax.set_xticks(stops)
    ax.set_xlabel("Regel: aufhören, sobald der Fang N Karten hat" if de else "rule: stop once the catch has N cards")
    ax.set_ylabel("Karten pro Zug" if de else "cards per turn")
    close = near_best(hub)[0]
    others = [n for n in close if n != best]
    if others:
        ax.set_title(f"Asseltreff mit {size} Karten: am besten N = {best}, fast so gut N = {_and(others, lang)}"
                     if de else f"Hub of {size} cards: best N = {best}, almost as good N = {_and(others, lang)}")
    else:
        ax.set_title(f"Asseltreff mit {size} Karten: am besten N = {best}" if de
                     else f"Hub of {size} cards: best N = {best}")
    comma_axes(ax, lang)
    fig.tight_layout()
    return fig


def threshold_sentence(size: int, lang: str) -> str:
    """Return the best threshold for a hub of ``size`` cards and what it brings, as one sentence."""
    lang = check_lang(lang)
    hub = hub_of(size)
    best = best_threshold(hub)
    value, bust = threshold_values(hub)[0][best - 1], threshold_values(hub)[1][best - 1]
    if lang == "de":
        cards = "1 Karte" if best == 1 else f"{best} Karten"
        return (f"Asseltreff mit {size} Karten ({describe_hub(hub, lang)}): Am besten hörst du nach {cards} auf. "
                f"Das bringt im Durchschnitt {fmt_num(value, lang, 2)} Karten pro Zug; in "
                f"{fmt_pct(bust, lang)} der Züge verasselst du dich. {near_tie_text(size, lang)}").strip()
    cards = "1 card" if best == 1 else f"{best} cards"
    return (f"Hub of {size} cards ({describe_hub(hub, lang)}): the best is to stop after {cards}. That brings "
            f"{fmt_num(value, lang, 2)} cards per turn on average; {fmt_pct(bust, lang)} of turns bug up. "
            f"{near_tie_text(size, lang)}").strip()


def threshold_table(lang: str, sizes: tuple[int, ...] = TABLE_SIZES) -> Say:
    """Return the table: expected catch per turn for each rule "stop after N cards" and hub size (best in bold).

    The last column names the best N and, after it, the Ns that are almost as good (within NEAR_TIE).
    """
    lang = check_lang(lang)
    de = lang == "de"
    head = ("| Asseltreff | " if de else "| hub | ") + " | ".join(f"N = {n}" for n in range(1, MAX_STOP + 1)) + \
        (" | am besten (fast so gut) |" if de else " | best (almost as good) |")
    lines = [head, "|---" * (MAX_STOP + 2) + "|"]
    for size, _, best, values in table_rows(sizes):
        top = fmt_num(values[best - 1], lang, 2)  # every value that reads as the best one is bold (8 cards: 2.66, 2.66)
        cells = [f"**{shown}**" if shown == top else shown for shown in (fmt_num(v, lang, 2) for v in values)]
        others = [n for n in near_best(hub_of(size))[0] if n != best]
        extra = f" ({_and(others, lang)})" if others else ""
        lines.append(f"| {size} {'Karten' if de else 'cards'} | " + " | ".join(cells) + f" | N = {best}{extra} |")
    return Say("\n".join(lines))


def explore_draw(lang: str) -> Callable[[int], tuple[Figure, str]]:
    """Return draw(size), which returns the threshold bar chart for a hub of that size and its sentence as HTML."""
    lang = check_lang(lang)

    def draw(size: int) -> tuple[Figure, str]:
        fig = threshold_figure(check_int(size, "size", HUB_MIN_SIZE, HUB_MAX_SIZE), lang)
        return fig, f"<p>{threshold_sentence(size, lang)}</p>"

    return draw


def best_rules_text(lang: str, sizes: tuple[int, ...] = TABLE_SIZES) -> Say:
    """Return a table: the best threshold, the best possible rule, and the best rule when keeping bars, per hub."""
    lang = check_lang(lang)
    de = lang == "de"
    head = ("| Asseltreff | beste Schwelle | beste Regel überhaupt | beste Regel, Balken liegen lassen |" if de
            else "| hub | best threshold | best rule of all | best rule, keeping bars |")
    lines = [head, "|---|---|---|---|"]
    for size, hub, best, values in table_rows(sizes):
        rule = turn_value(hub).expected
        bars = turn_value(hub, keep_bars=True).expected
        lines.append(f"| {size} | N = {best}: {fmt_num(values[best - 1], lang, 3)} | {fmt_num(rule, lang, 3)} | "
                     f"{fmt_num(bars, lang, 3)} |")
    return Say("\n".join(lines))


def simulation_check(size: int, stop_at: int, n: int, seed: int, lang: str) -> Say:
    """Return simulated against exact expected catch for one rule (seeded), with the standard error."""
    stop_at, lang = check_int(stop_at, "stop_at", 1, MAX_STOP), check_lang(lang)
    seed = check_int(seed, "seed", 0, MAX_SEED)
    hub = hub_of(size)
    mean, _ = estimate_turns(hub, stop_at, n, make_rng(seed))
    exact = threshold_values(hub)[0][stop_at - 1]
    agree = mean.agrees(exact)
    if lang == "de":
        return Say(f"{fmt_num(n, lang)} simulierte Züge (Asseltreff mit {size} Karten, aufhören bei {stop_at}): "
                   f"{fmt_num(mean.value, lang, 3)} ± {fmt_num(mean.stderr, lang, 3)} (Standardfehler); genau: "
                   f"{fmt_num(exact, lang, 3)}. Innerhalb von 4 Standardfehlern: {'ja' if agree else 'nein'}.")
    return Say(f"{fmt_num(n, lang)} simulated turns (hub {size}, stop at {stop_at}): {fmt_num(mean.value, lang, 3)} "
               f"± {fmt_num(mean.stderr, lang, 3)} (standard error); exact: {fmt_num(exact, lang, 3)}. "
               f"Within 4 standard errors: {'yes' if agree else 'no'}.")


# -- exercises ------------------------------------------------------------------------------------------------
def _pick(rng: np.random.Generator, options: list[Any] | tuple[Any, ...]) -> Any:
    return options[int(rng.integers(len(options)))]


def _frac(p: Fraction) -> str:
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def _both(name: str, en: str, de: str) -> dict[str, dict[str, str]]:
    return {name: words(en, de)}


def _one_die(rng: np.random.Generator) -> dict[str, Any]:
    k = int(rng.integers(1, 4))
    present = sorted(rng.choice(4, size=k, replace=False).tolist())
    group = {COLOURS[i]: int(rng.integers(1, 4)) for i in present}
    missing = [c for c in COLOURS if c not in group]
    answer = p_bugged_up(group, [], 1)
    bad, faces = sum(comp.DIE_FACES.count(c) for c in missing), len(comp.DIE_FACES)  # (the shipped die: 1 face each)
    reduced = "" if Fraction(bad, faces).denominator == faces else f" = {_frac(answer)}"
    return {"answer": answer, "bad": bad, "reduced": reduced,
            **_both("group", describe_hub(group, "en"), describe_hub(group, "de")),
            **_both("missing", ", ".join(COLOUR_NAMES["en"][c] for c in missing),
                    ", ".join(COLOUR_NAMES["de"][c] for c in missing))}


def _safe_faces(rng: np.random.Generator, complement: bool) -> dict[str, Any]:
    n = int(rng.integers(2, 4)) if not complement else int(rng.integers(2, 5))
    colour = _pick(rng, COLOURS)
    cards = _pick(rng, [0, n, n + 1, n + 2])
    group = {colour: cards} if cards else {}
    bars = comp.DIE_FACES.count(comp.BARS)  # the shipped die: 2 bar faces and 1 face of each colour
    safe = bars + (comp.DIE_FACES.count(colour) if cards else 0)
    per_die = Fraction(safe, len(comp.DIE_FACES))
    p_ok = 1 - p_bugged_up(group, [], n)
    assert p_ok == per_die ** n
    answer = 1 - p_ok if complement else p_ok
    return {"answer": answer, "n": n, "safe": safe, "safe_frac": _frac(per_die),
            "p_ok": _frac(p_ok), "answer_text": _frac(answer),
            "product": words(" × ".join([_frac(per_die)] * n), " · ".join([_frac(per_die)] * n)),
            **_both("group", describe_hub(group, "en"), describe_hub(group, "de")),
            "all_dice": all_dice(n),
            **_both("safe_faces", f"the {bars} bar faces" + (f" and the {COLOUR_NAMES['en'][colour]} face" if cards
                                                             else ""),
                    f"die {bars} Balkenseiten" + (f" und die {_ADJECTIVE_DE[colour]} Seite" if cards else ""))}


_TWO_DICE_GROUPS = ({"blue": 1}, {"blue": 2}, {"blue": 1, "red": 1}, {"red": 2, "green": 1},
                    {"blue": 1, "red": 1, "yellow": 1}, {"blue": 1, "red": 1, "yellow": 1, "green": 1},
                    {"yellow": 2, "green": 2})


GUESSED_GROUP = {"blue": 1, "red": 1}  # the lesson's section-2 guess (two dice): no exercise set asks or answers it


def _two_dice(rng: np.random.Generator) -> dict[str, Any]:
    group = dict(_pick(rng, _TWO_DICE_GROUPS))
    while group == GUESSED_GROUP:  # its solution would answer the guess before its reveal; other sets stay as they were
        group = dict(_pick(rng, _TWO_DICE_GROUPS))
    answer = p_bugged_up(group, [], 2)
    bad = sum(sum(row) for row in two_dice_grid(group))
    assert Fraction(bad, len(comp.DIE_FACES) ** 2) == answer
    return {"answer": answer, "bad": bad, "answer_text": _frac(answer),
            **_both("group", describe_hub(group, "en"), describe_hub(group, "de"))}


_RISKS = (Fraction(1, 2), Fraction(1, 3), Fraction(1, 4), Fraction(1, 5), Fraction(2, 5), Fraction(1, 6))


def _one_more_roll(rng: np.random.Generator) -> dict[str, Any]:
    while True:
        catch, gain, risk = int(rng.integers(2, 9)), int(rng.integers(1, 5)), _pick(rng, _RISKS)
        expected = (1 - risk) * (catch + gain)
        if expected != catch:
            break
    roll = expected > catch
    more = words(f"{gain} more card" + ("s" if gain > 1 else ""), f"{gain} Karte" + ("n" if gain > 1 else ""))
    return {"catch": catch, "gain": gain, "more": more, "risk": _frac(risk), "keep": _frac(1 - risk),
            "total": catch + gain,
            "expected": expected, "expected_text": _frac(expected),
            "expected_dec": words(_dec(expected, "en"), _dec(expected, "de")),
            **_both("verdict", "more than" if roll else "less than", "mehr als" if roll else "weniger als")}


def _dec(x: Fraction, lang: str) -> str:
    """Return " (= 4.8)" for a fraction that is not a whole number, else ""."""
    if x.denominator == 1:
        return ""
    exact = (x * 1000).denominator == 1
    return f" ({'=' if exact else '≈'} {fmt_num(x, lang, None if exact else 2)})"


def _expected(rng: np.random.Generator) -> dict[str, Any]:
    fields = _one_more_roll(rng)
    return {**fields, "answer": fields["expected"]}


def _roll_on(rng: np.random.Generator) -> dict[str, Any]:
    fields = _one_more_roll(rng)
    return {**fields, "answer": "roll" if fields["expected"] > fields["catch"] else "stop"}


def _no_bars_due(rng: np.random.Generator) -> dict[str, Any]:
    times = int(rng.integers(3, 9))
    return {"answer": "same", "times": times}


EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise(
        id="vv-one-die", level=1, kind="probability", fresh=True, make=_one_die,
        texts={
            "en": {"question": "The group holds {group}. You roll one single die. "
                               "What is the chance of bugging up?",
                   "hint": "A die has 6 faces: blue, red, yellow, green and two bar faces. Which faces have no "
                           "card of their colour in the group? (With one die, one card of a colour is enough.)",
                   "solution": "Bad faces: {missing}. So the chance is "
                               "{bad}/6{reduced}. How many cards of a colour there are does not matter "
                               "for one die: one card is enough."},
            "de": {"question": "Die Gruppe hat {group}. Du würfelst mit einem einzigen Würfel. "
                               "Wie groß ist die Wahrscheinlichkeit, dass du dich verasselst?",
                   "hint": "Ein Würfel hat 6 Seiten: blau, rot, gelb, grün und zwei Balkenseiten. Zu welchen "
                           "Seiten gibt es keine Karte in der Gruppe? (Für einen Würfel genügt eine Karte.)",
                   "solution": "Schlechte Seiten: {missing}. Die Wahrscheinlichkeit ist also "
                               "{bad}/6{reduced}. Wie viele Karten einer Farbe da liegen, ist bei einem "
                               "Würfel egal: eine Karte genügt."}}),
    Exercise(
        id="vv-no-bars-due", level=1, kind="choice", fresh=True, make=_no_bars_due,
        choices={"en": {"more": "more likely", "less": "less likely", "same": "just as likely"},
                 "de": {"more": "wahrscheinlicher", "less": "unwahrscheinlicher", "same": "gleich wahrscheinlich"}},
        texts={
            "en": {"question": "Tom rolled one die {times} times in a row and it never showed bars. "
                               "Are bars now more likely, less likely, or just as likely on the next roll?",
                   "hint": "Does the die remember what it showed before?",
                   "solution": "Just as likely: 2 of 6 faces, every single time. A die has no memory; "
                               "{times} rolls without bars do not change the next roll."},
            "de": {"question": "Tom hat einen Würfel {times}-mal hintereinander geworfen, und nie kamen Balken. "
                               "Sind Balken beim nächsten Wurf wahrscheinlicher, unwahrscheinlicher oder "
                               "gleich wahrscheinlich?",
                   "hint": "Merkt sich der Würfel, was er vorher gezeigt hat?",
                   "solution": "Gleich wahrscheinlich: 2 von 6 Seiten, bei jedem Wurf. Ein Würfel hat kein "
                               "Gedächtnis; {times} Würfe ohne Balken ändern den nächsten Wurf nicht."}}),
    Exercise(
        id="vv-safe-faces", level=2, kind="probability", fresh=True,
        make=lambda rng: _safe_faces(rng, complement=False),
        texts={
            "en": {"question": "The group holds {group}. You roll {n} dice. "
                               "What is the chance of NOT bugging up?",
                   "hint": "Which faces are safe for every die? Each die must show a safe face, and the dice "
                           "do not change each other: multiply one factor for each die (the chance for one "
                           "die).",
                   "solution": "Safe faces: {safe_faces}, {safe} of 6 = {safe_frac} per die. "
                               "{all_dice} must be safe: {product} = {answer_text}."},
            "de": {"question": "Die Gruppe hat {group}. Du würfelst mit {n} Würfeln. "
                               "Wie groß ist die Wahrscheinlichkeit, dass du dich NICHT verasselst?",
                   "hint": "Welche Seiten sind für jeden Würfel sicher? Jeder Würfel muss eine sichere Seite "
                           "zeigen, und die Würfel beeinflussen sich nicht: Multipliziere für jeden Würfel einen "
                           "Faktor (die Wahrscheinlichkeit für einen Würfel).",
                   "solution": "Sichere Seiten: {safe_faces}, also {safe} von 6 = {safe_frac} pro Würfel. "
                               "{all_dice} müssen sicher sein: {product} = {answer_text}."}}),
    Exercise(
        id="vv-two-dice", level=2, kind="probability", fresh=True, make=_two_dice,
        texts={
            "en": {"question": "The group holds {group}. You roll two dice. What is the chance of bugging up?",
                   "hint": "Draw the 6 × 6 table of the two dice (36 pairs) and mark every pair that "
                           "bugs up. Careful: two dice of one colour need two cards of that colour.",
                   "solution": "{bad} of the 36 pairs bug up: {bad}/36 = {answer_text}."},
            "de": {"question": "Die Gruppe hat {group}. Du würfelst mit zwei Würfeln. "
                               "Wie groß ist die Wahrscheinlichkeit, dass du dich verasselst?",
                   "hint": "Zeichne die 6 × 6-Tabelle der zwei Würfel (36 Paare) und kreuze jedes Paar "
                           "an, bei dem du dich verasselst. Vorsicht: Zwei Würfel einer Farbe brauchen zwei "
                           "Karten dieser Farbe.",
                   "solution": "Bei {bad} der 36 Paare verasselst du dich: {bad}/36 = {answer_text}."}}),
    Exercise(
        id="vv-expected", level=2, kind="number", fresh=True, make=_expected,
        texts={
            "en": {"question": "You have caught {catch} cards. If you roll once more, you bug up with chance "
                               "{risk} and lose them all; otherwise you catch {gain} more. What is your expected "
                               "catch (the average over many such turns) if you roll once more?",
                   "hint": "With chance {keep} you keep {catch} + {gain} = {total} cards, otherwise 0. "
                           "Multiply the chance by what you keep.",
                   "solution": "{keep} × {total} + {risk} × 0 = {expected_text}{expected_dec}. "
                               "That is {verdict} the {catch} cards you keep by stopping."},
            "de": {"question": "Du hast {catch} Karten gefangen. Würfelst du noch einmal, verasselst du dich mit "
                               "der Wahrscheinlichkeit {risk} und verlierst alle Karten; sonst fängst du {more} dazu. "
                               "Wie groß ist der Erwartungswert deines Fangs (der Durchschnitt über viele solche "
                               "Züge), wenn du noch einmal würfelst?",
                   "hint": "Mit der Wahrscheinlichkeit {keep} behältst du {catch} + {gain} = {total} Karten, "
                           "sonst 0. Multipliziere die Wahrscheinlichkeit mit dem, was du behältst.",
                   "solution": "{keep} · {total} + {risk} · 0 = {expected_text}{expected_dec}. Das ist "
                               "{verdict} die {catch} Karten, die du beim Aufhören behältst."}}),
    Exercise(
        id="vv-roll-on", level=3, kind="choice", fresh=True, make=_roll_on,
        choices={"en": {"roll": "roll once more", "stop": "stop now"},
                 "de": {"roll": "weiterwürfeln", "stop": "aufhören"}},
        texts={
            "en": {"question": "You have caught {catch} cards. One more roll bugs up with chance {risk}; "
                               "otherwise it brings {more}. Which gives more cards on average?",
                   "hint": "Work out the expected catch of rolling on (the chance of not bugging up × the cards you "
                           "then have) and "
                           "compare it with the {catch} cards you keep when you stop.",
                   "solution": "Rolling: {keep} × {total} = {expected_text}{expected_dec} on average, "
                               "{verdict} the {catch} cards you keep by stopping. So: {answer_label}."},
            "de": {"question": "Du hast {catch} Karten gefangen. Ein weiterer Wurf verasselt mit der "
                               "Wahrscheinlichkeit {risk}; sonst bringt er {more} dazu. Womit bekommst du "
                               "im Durchschnitt mehr Karten?",
                   "hint": "Berechne den Erwartungswert beim Weiterwürfeln (die Wahrscheinlichkeit, dich nicht zu "
                           "verasseln, mal die Karten, die du dann hast) und vergleiche ihn mit den {catch} Karten "
                           "beim Aufhören.",
                   "solution": "Würfeln: {keep} · {total} = {expected_text}{expected_dec} im "
                               "Durchschnitt, {verdict} die {catch} Karten beim Aufhören. Also: {answer_label}."}}),
    Exercise(
        id="vv-bug-up-complement", level=3, kind="probability", fresh=True,
        make=lambda rng: _safe_faces(rng, complement=True),
        texts={
            "en": {"question": "The group holds {group}. You roll {n} dice. What is the chance of bugging up?",
                   "hint": "It is easier to count the opposite first: the chance that every die shows a safe "
                           "face. Then: chance of bugging up = 1 − chance of not bugging up.",
                   "solution": "Safe faces: {safe_faces}, {safe_frac} per die; not bugging up: {product} = "
                               "{p_ok}. So bugging up: 1 − {p_ok} = {answer_text}."},
            "de": {"question": "Die Gruppe hat {group}. Du würfelst mit {n} Würfeln. "
                               "Wie groß ist die Wahrscheinlichkeit, dass du dich verasselst?",
                   "hint": "Berechne zuerst das Gegenereignis: alle Würfel zeigen eine sichere Seite. "
                           "Dann: Wahrscheinlichkeit zu verasseln = 1 − Wahrscheinlichkeit, nicht zu verasseln.",
                   "solution": "Sichere Seiten: {safe_faces}, {safe_frac} pro Würfel; nicht verasseln: "
                               "{product} = {p_ok}. Also verasseln: 1 − {p_ok} = {answer_text}."}}),
])
