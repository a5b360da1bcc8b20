"""Lesson 25 (Würfel-WG): what the flat-share's rooms do to the odds, and the lesson's exercises (English, German).

The question: *how much does a clean couch (more parking spots) help, and how much a full fridge (more re-rolls)?*
The set-ups are read from the engine (``rules.n_dice``/``n_parking``/``n_rerolls`` of a start flat-share), never
typed in, so the lesson follows the game's rules card; the chances come from ``bugkit.wuerfel_wg.p_todo`` (exact,
best parking) and ``advise``.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

import numpy as np

from ..core.i18n import fmt_frac, fmt_num, fmt_pct, fmt_share, school_round
from ..core.validate import (
    MAX_SIMULATIONS,
    check_choice,
    check_int,
    check_items,
    check_lang,
    check_rng,
    check_simulations,
    check_text,
)
from ..wuerfel_wg import advise, default_cards, p_todo, simulate_todo
from ..wuerfel_wg.components import FACES, NUMBERS
from ..wuerfel_wg.odds import MAX_DICE, MAX_PARKING, MAX_REROLLS
from ..wuerfel_wg.rules import WG, n_dice, n_parking, n_rerolls
from . import Exercise, frac, html_table, num, numbered, pct, words

F = Fraction
TODOS = ("4 4 4", "1 2 3", "sum>=16", "XX YY", "XX + 2 2", "XXXX")
SETUP_NAMES = ("start", "couch", "fridge", "both")
MAX_TODOS = 20  # to-dos in one table
SETUP_WORDS = {
    "en": {"start": "start", "couch": "clean couch", "fridge": "full fridge", "both": "couch and fridge"},
    "de": {"start": "Start", "couch": "saubere Couch", "fridge": "voller Kühlschrank", "both": "Couch und Kühlschrank"},
}
TODO_WORDS = {  # the to-dos as a child reads them (the codes are the engine's names)
    "en": {"4 4 4": "three 4s", "1 2 3": "1, 2, 3", "sum>=16": "sum at least 16", "XX YY": "two pairs",
           "XX + 2 2": "a pair and two 2s", "XXXX": "four of a kind"},
    "de": {"4 4 4": "drei Vieren", "1 2 3": "1, 2, 3", "sum>=16": "Summe mindestens 16", "XX YY": "zwei Paare",
           "XX + 2 2": "ein Paar und zwei Zweien", "XXXX": "vier gleiche"},
}
ALLOW = ("WG", "ICH", "Würfel", "To")  # "To": the German cards' own word "To-do" (rulebook, board)
SETUP_COLOURS = {"start": "#9ecae1", "couch": "#3182bd", "fridge": "#fdae6b", "both": "#e6550d"}


def _turn(todo: object, dice: object, parking: object, rerolls: object, min_dice: int = 1) -> tuple[str, int, int, int]:
    """Return (to-do, dice, parking spots, re-rolls) checked against the rulebook's limits; raise InvalidInput."""
    return (check_text(todo, "todo"), check_int(dice, "dice", min_dice, MAX_DICE),
            check_int(parking, "parking", 0, MAX_PARKING), check_int(rerolls, "rerolls", 0, MAX_REROLLS))


def todo_name(todo: str, lang: str = "en") -> str:
    """Return a lesson to-do in words ("four of a kind" for XXXX), or the code itself if it has no name."""
    todo, lang = check_text(todo, "todo"), check_lang(lang)
    return TODO_WORDS["de" if lang == "de" else "en"].get(todo, todo)


def setup(name: str) -> tuple[int, int, int]:
    """Return (dice, parking spots, re-rolls) of a start flat-share with ICH awake and the rooms named cleaned."""
    name = check_choice(name, "name", SETUP_NAMES)
    good = {"start": (True, False, False, False), "couch": (True, True, False, False),
            "fridge": (True, False, True, False), "both": (True, True, True, False)}[name]
    cards = default_cards()
    wg = WG(colour=0, good=good)
    return n_dice(cards, wg), n_parking(cards, wg), n_rerolls(cards, wg)


def chance(todo: str, dice: int, parking: int, rerolls: int) -> Fraction:
    """Return the exact best chance to finish ``todo`` in one turn (dirty bath)."""
    todo, dice, parking, rerolls = _turn(todo, dice, parking, rerolls)
    return p_todo(todo, dice, min(parking, dice), rerolls)


def setup_table(todos: tuple[str, ...] = TODOS, dice: int | None = None) -> dict[str, dict[str, Fraction]]:
    """Return {to-do: {set-up name: exact chance}}; ``dice`` overrides the flat-share's number of dice."""
    todos = tuple(check_text(t, "a to-do") for t in check_items(todos, "todos", MAX_TODOS))
    dice = None if dice is None else check_int(dice, "dice", 1, MAX_DICE)
    out: dict[str, dict[str, Fraction]] = {}
    for todo in todos:
        row = {}
        for name in SETUP_NAMES:
            n, park, rr = setup(name)
            row[name] = chance(todo, dice or n, park, rr)
        out[todo] = row
    return out


def at_least_one(kept: tuple[int, ...], rest: int, parking: int) -> Fraction:
    """Return the advisor's chance for ``4 4 4`` after parking ``kept`` (two 4s) and re-rolling ``rest`` dice."""
    kept = tuple(check_items(kept, "kept", MAX_DICE))
    rest, parking = check_int(rest, "rest", 0, MAX_DICE), check_int(parking, "parking", 0, MAX_PARKING)
    roll = list(kept) + [0] * rest
    return advise("4 4 4", roll, parking, 1).chance


def sample_two_dice_four(rng: np.random.Generator, n: int) -> np.ndarray:
    """Return n re-rolls of two dice: True where at least one die shows a 4."""
    rng, n = check_rng(rng), check_simulations(n)
    return np.asarray((rng.integers(0, 6, size=(n, 2)) == 4).any(axis=1), dtype=bool)


def sample_turns(todo: str, dice: int, parking: int, rerolls: int, rng: np.random.Generator, n: int) -> np.ndarray:
    """Return n simulated turns with best parking, True where the to-do was done (order random, numpy)."""
    todo, dice, parking, rerolls = _turn(todo, dice, parking, rerolls)
    rng, n = check_rng(rng), check_int(n, "n", 1, MAX_SIMULATIONS)
    hits = round(simulate_todo(todo, dice, min(parking, dice), rerolls, n=n, rng=rng).value * n)
    out = np.zeros(n, dtype=bool)
    out[:hits] = True
    return np.asarray(rng.permutation(out), dtype=bool)  # given the count, every order is equally likely


def two_dice_sums() -> dict[int, int]:
    """Return how many of the 36 rolls of two dice give each sum (a kangaroo counts 0)."""
    out: dict[int, int] = {}
    for a, b in product(FACES, repeat=2):
        out[a + b] = out.get(a + b, 0) + 1
    return out


# -- what the notebooks show -------------------------------------------------------------------------------------

def setups_html(lang: str = "en") -> str:
    """Return the four flat-shares of the lesson with their dice, parking spots and re-rolls (from the engine)."""
    lang = check_lang(lang)
    header = ["your flat-share", "dice", "parking spots", "re-rolls"] if lang == "en" else \
        ["deine WG", "Würfel", "Parkplätze", "Wiederholungswürfe"]
    rows = [[SETUP_WORDS[lang][name], *(fmt_num(x, lang) for x in setup(name))] for name in SETUP_NAMES]
    return html_table(header, rows)


def hand_example_html(lang: str = "en") -> str:
    """Return the worked example (the first guess's reveal, so its method, the opposite event, is said only here):
    two 4s parked, two dice re-rolled, chance of at least one more 4."""
    lang = check_lang(lang)
    _, parking, _ = setup("start")
    miss = F(5, 6) ** 2
    p = at_least_one((4, 4), 2, parking)
    if lang == "en":
        return (f"<p>The trick is the <b>opposite event</b>: “at least one 4” is the opposite of “no 4 at all”, "
                f"and that chance is easy to work out by multiplying. The chance that a die is <i>not</i> a 4 is 5/6. "
                f"<b>Neither</b> die is a 4: 5/6 × 5/6 = {fmt_frac(miss, lang)}. So <b>at least one</b> 4: "
                f"1 − {fmt_frac(miss, lang)} = {fmt_frac(1 - miss, lang)}. The game's parking advisor says: "
                f"{fmt_share(p, lang)}.</p>")
    return (f"<p>Der Trick ist das <b>Gegenereignis</b>: „mindestens eine 4“ ist das Gegenteil von „gar keine 4“, "
            f"und dessen Wahrscheinlichkeit bekommt man leicht durch Multiplizieren. Ein Würfel zeigt mit der "
            f"Wahrscheinlichkeit 5/6 <i>keine</i> 4. <b>Keiner</b> der beiden zeigt eine 4: 5/6 · 5/6 = "
            f"{fmt_frac(miss, lang)}. Also <b>mindestens eine</b> 4: 1 − {fmt_frac(miss, lang)} = "
            f"{fmt_frac(1 - miss, lang)}. Der Park-Berater des Spiels sagt: {fmt_share(p, lang)}.</p>")


def advice_html(lang: str = "en") -> str:
    """Return the parking advisor's list for the roll 4 4 1 🦘 and three 4s (start parking spots, 1 re-roll), best
    first: what to park and the chance then (a chance of 0 written "0%", not "0 = 0%")."""
    lang = check_lang(lang)
    advice = advise("4 4 4", [4, 4, 1, 0], setup("start")[1], 1)
    rows = []
    for park, p in advice.options:
        shown = " ".join("🦘" if v == 0 else str(v) for v in park.kept) or ("nothing" if lang == "en" else "nichts")
        chance_shown = fmt_pct(p, lang) if p == 0 else fmt_share(p, lang)
        rows.append(f"<li>park {shown} → chance {chance_shown}</li>" if lang == "en" else
                    f"<li>parken {shown} → Wahrscheinlichkeit {chance_shown}</li>")
    return f"<ol>{''.join(rows)}</ol>"


def _n(count: int, one: str, many: str) -> str:
    """Return "1 re-roll" / "2 re-rolls" / "0 re-rolls": a count with its word in the right number."""
    return f"{count} {one if count == 1 else many}"


def chances_html(lang: str = "en", dice: int | None = None) -> str:
    """Return the exact chances (percent) of every lesson to-do for the four flat-shares."""
    lang = check_lang(lang)
    table = setup_table(TODOS, dice)
    header = ["to-do" if lang == "en" else "To-do", *(SETUP_WORDS[lang][n] for n in SETUP_NAMES)]
    rows = [[todo_name(todo, lang), *(fmt_pct(table[todo][n], lang) for n in SETUP_NAMES)] for todo in TODOS]
    return html_table(header, rows)


def chances_figure(lang: str = "en", dice: int | None = None) -> Any:
    """Return the exact chances of every to-do for the four flat-shares: one small bar chart per to-do (its title
    the to-do), a bar per flat-share named on its axis and its percentage written at its end, so the text
    alternative (``figure_alt``) says for each number which to-do and which flat-share it belongs to."""
    lang = check_lang(lang)
    dice = None if dice is None else check_int(dice, "dice", 1, MAX_DICE)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    table = setup_table(TODOS, dice)
    rows = (len(TODOS) + 1) // 2
    fig, axes = plt.subplots(rows, 2, figsize=(8.5, 1.3 * rows + 0.9), squeeze=False)
    names = [SETUP_WORDS[lang][name] for name in SETUP_NAMES]
    colours = [SETUP_COLOURS[name] for name in SETUP_NAMES]
    top = max(float(p) for row in table.values() for p in row.values())
    for ax, todo in zip(axes.flat, TODOS, strict=False):
        values = [float(table[todo][name]) for name in SETUP_NAMES]
        ax.barh(range(len(SETUP_NAMES)), values, color=colours)
        for y, name in enumerate(SETUP_NAMES):
            ax.text(values[y], y, " " + fmt_pct(table[todo][name], lang), va="center", fontsize=8)
        ax.set_title(todo_name(todo, lang), fontsize=9)
        ax.set_xlim(0, top * 1.3)
        comma_axes(ax, lang, x_percent=True)
        ax.set_yticks(range(len(SETUP_NAMES)), names, fontsize=8)
        ax.invert_yaxis()  # the start on top, as in the table
        ax.tick_params(axis="x", labelsize=7)
        ax.locator_params(axis="x", nbins=4)
    for ax in axes.flat[len(TODOS):]:
        ax.set_visible(False)
    n = dice or setup("start")[0]
    fig.suptitle(f"Chance in one turn: {n} dice, best parking" if lang == "en" else
                 f"Wahrscheinlichkeit in einem Zug: {n} Würfel, bestes Parken", fontsize=10)
    fig.tight_layout()
    return fig


def explore_figure(todo: str, dice: int, parking: int, rerolls: int, lang: str = "en") -> Any:
    """Return a bar chart: the chance of ``todo`` for every number of parking spots, the chosen one marked."""
    todo, dice, parking, rerolls = _turn(todo, dice, parking, rerolls, min_dice=2)
    lang = check_lang(lang)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    spots = list(range(1, dice))
    values = [float(chance(todo, dice, k, rerolls)) for k in spots]
    chosen = min(parking, dice - 1)
    fig, ax = plt.subplots(figsize=(6, 2.8))
    ax.bar([str(k) for k in spots], values, color=["#e76f51" if k == chosen else "#9ecae1" for k in spots])
    for i, v in enumerate(values):
        ax.text(i, v, fmt_pct(v, lang), ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, max(max(values) * 1.25, 0.05))
    ax.set_xlabel("parking spots" if lang == "en" else "Parkplätze")
    ax.set_ylabel("chance" if lang == "en" else "Wahrscheinlichkeit")
    mine = fmt_pct(chance(todo, dice, chosen, rerolls), lang)
    name = todo_name(todo, lang)
    if lang == "de":
        title = (f"{name}: {dice} Würfel, {_n(rerolls, 'Wiederholungswurf', 'Wiederholungswürfe')}, "
                 f"{_n(chosen, 'Parkplatz', 'Parkplätze')}: {mine}")
        if chosen < parking:
            title += f"\n(mit {dice} Würfeln helfen höchstens {dice - 1} Parkplätze)"
    else:
        title = f"{name}: {dice} dice, {_n(rerolls, 're-roll', 're-rolls')}, {_n(chosen, 'spot', 'spots')}: {mine}"
        if chosen < parking:
            title += f"\n(with {dice} dice at most {dice - 1} parking spots help)"
    ax.set_title(title, fontsize=10)
    comma_axes(ax, lang, y_percent=True)
    ax.set_xticks(range(len(spots)), [fmt_num(k, lang) for k in spots])
    fig.tight_layout()
    return fig


def couch_helps(todo: str, dice: int | None = None) -> str:
    """Return "no" if a clean couch leaves the chance of ``todo`` unchanged (1 re-roll), "little" or "lot"."""
    todo = check_text(todo, "todo")
    dice = None if dice is None else check_int(dice, "dice", 1, MAX_DICE)
    n0, p0, r0 = setup("start")
    _, p1, _ = setup("couch")
    a, b = chance(todo, dice or n0, p0, r0), chance(todo, dice or n0, p1, r0)
    return "no" if a == b else ("little" if b - a < F(5, 100) else "lot")


# -- exercises ---------------------------------------------------------------------------------------------------
def _make_face(rng: np.random.Generator) -> dict[str, Any]:
    k = int(rng.integers(2, 6))
    good = [v for v in NUMBERS if v >= k]
    return {"k": k, "count": len(good), "faces": " ".join(str(v) for v in good), "answer": F(len(good), len(FACES))}


def _make_sums(rng: np.random.Generator) -> dict[str, Any]:
    sums = two_dice_sums()
    equal = len(set(sums.values())) == 1
    most = max(sums, key=lambda s: (sums[s], -s))
    return {"answer": "yes" if equal else "no", "most": most, "most_ways": sums[most], "ten_ways": sums.get(10, 0)}


_DE_PLURALS = {1: "Einsen", 2: "Zweien", 3: "Dreien", 4: "Vieren", 5: "Fünfen", 6: "Sechsen"}


def _plural(v: int) -> dict[str, str]:
    """Return the plural of a die's number in words, as each language says it ("4s", "Vieren")."""
    return words(f"{v}s", _DE_PLURALS[v])


GUESSED_REROLLED = 2  # the lesson's section-2 guess re-rolls two dice: at least one of any number is 11/36


def _make_reroll(rng: np.random.Generator) -> dict[str, Any]:
    v = int(rng.integers(1, 6))
    m = int(rng.integers(2, 5))
    while m == GUESSED_REROLLED:  # its solution would answer that guess before its reveal; other sets stay the same
        m = int(rng.integers(2, 5))
    others = [int(x) for x in rng.choice([f for f in FACES if f != v], size=m)]
    roll = [v, v, *others]
    answer = advise(f"{v} {v} {v}", roll, 2, 1).chance
    miss = F(5, 6) ** m
    return {"v": v, "vs": _plural(v), "m": m, "roll": " ".join("🦘" if x == 0 else str(x) for x in roll),
            "miss": frac(miss), "answer": answer, "answer_pct": pct(answer)}


def _make_points(rng: np.random.Generator) -> dict[str, Any]:
    todo = TODOS[int(rng.integers(len(TODOS)))]
    other = ("couch", "fridge")[int(rng.integers(2))]
    n0, p0, r0 = setup("start")
    n1, p1, r1 = setup(other)
    a_shown = school_round(F(chance(todo, n0, p0, r0)) * 100, 1)  # the shown percentages, rounded the school way
    b_shown = school_round(F(chance(todo, n1, p1, r1)) * 100, 1)
    with_room = {"couch": words("a clean couch", "sauberer Couch"),
                 "fridge": words("a full fridge", "vollem Kühlschrank")}
    the_room = {"couch": words("the clean couch", "die saubere Couch"),
                "fridge": words("the full fridge", "der volle Kühlschrank")}
    # a clean couch leaves some to-dos unchanged (three 4s, 1, 2, 3): the question never says it "raises" them
    change = words("raise", "erhöht") if b_shown > a_shown else words("change", "verändert")
    same = {"couch": words(" The clean couch changes nothing here.", " Die saubere Couch ändert hier nichts."),
            "fridge": words(" The full fridge changes nothing here.", " Der volle Kühlschrank ändert hier nichts.")}
    return {"todo": words(f"“{todo_name(todo, 'en')}”", f"„{todo_name(todo, 'de')}“"),
            "with_room": with_room[other], "the_room": the_room[other], "change": change,
            "same": same[other] if b_shown == a_shown else words("", ""),
            "a": pct(a_shown / 100), "b": pct(b_shown / 100), "diff": num(b_shown - a_shown, 1),
            "answer": b_shown - a_shown}


def _make_pair(rng: np.random.Generator) -> dict[str, Any]:
    n = int(rng.integers(2, 4))
    v = int(rng.integers(1, 6))
    answer = p_todo(f"{v} {v}", n, 2, 0)
    ways = round(answer * 6**n)
    how = (words(f"both dice must show the {v}", f"Beide Würfel müssen die {v} zeigen") if n == 2 else
           words(f"which two dice show the {v}, and what does the third one show?",
                 f"Welche zwei Würfel zeigen die {v}, und was zeigt der dritte?"))
    return {"n": n, "v": v, "vs": _plural(v), "total": 6**n, "ways": ways, "answer": answer, "how": how,
            "have": words("has" if ways == 1 else "have", "hat" if ways == 1 else "haben")}


def _make_couch(rng: np.random.Generator) -> dict[str, Any]:
    todo = TODOS[int(rng.integers(len(TODOS)))]
    dice = int(rng.integers(4, 7))
    _, p0, r0 = setup("start")
    _, p1, _ = setup("couch")
    a, b = chance(todo, dice, p0, r0), chance(todo, dice, p1, r0)
    return {"todo": words(f"“{todo_name(todo, 'en')}”", f"„{todo_name(todo, 'de')}“"),
            "dice": dice, "p0": p0, "p1": p1, "a": pct(a), "b": pct(b),
            "answer": "yes" if b > a else "no"}


YES_NO = {"en": {"yes": "yes", "no": "no"}, "de": {"yes": "ja", "no": "nein"}}

EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise(
        id="w25-face", level=1, kind="probability", make=_make_face, allow=ALLOW,
        texts={
            "en": {"question": "You roll one Würfel-WG die (faces 1, 2, 3, 4, 5 and a kangaroo). What is the chance "
                               "that it shows a number of at least {k}?",
                   "hint": "Count the faces that are good and divide by the 6 faces of the die.",
                   "solution": "Good faces: {faces}, that is {count} of 6. Chance: {answer}."},
            "de": {"question": "Du wirfst einen Würfel der Würfel-WG (Seiten 1, 2, 3, 4, 5 und ein Känguru). Wie "
                               "wahrscheinlich ist es, dass er eine {k} oder mehr zeigt?",
                   "hint": "Zähle die günstigen Seiten und teile durch die 6 Seiten des Würfels.",
                   "solution": "Günstige Seiten: {faces}, also {count} von 6. Wahrscheinlichkeit: {answer}."},
        }),
    Exercise(
        id="w25-sums", level=1, kind="choice", make=_make_sums, fresh=False, choices=YES_NO, allow=ALLOW,
        texts={
            "en": {"question": "To-dos like “sum at least 16” add up the dice. Roll two dice (a kangaroo counts 0). "
                               "Are all sums equally likely?",
                   "hint": "Count the ways: how many of the 36 rolls give the sum 10? How many give the sum "
                           "{most}?",
                   "solution": "The answer is “{answer_label}”. The sum 10 comes only from 5 and 5 ({ten_ways} way), "
                               "but the sum {most} comes in {most_ways} ways. Middle sums are more likely."},
            "de": {"question": "Bei To-dos wie „Summe mindestens 16“ werden die Augen addiert. Wirf zwei Würfel "
                               "(ein Känguru zählt 0). Sind alle Summen gleich wahrscheinlich?",
                   "hint": "Zähle die Möglichkeiten: Wie viele der 36 Würfe ergeben die Summe 10? Wie viele die "
                           "Summe {most}?",
                   "solution": "Die Antwort ist „{answer_label}“. Die Summe 10 gibt es nur mit 5 und 5 "
                               "({ten_ways} Möglichkeit), die Summe {most} aber auf {most_ways} Arten. Mittlere "
                               "Summen sind wahrscheinlicher."},
        }),
    Exercise(
        id="w25-reroll", level=2, kind="probability", make=_make_reroll, allow=ALLOW,
        texts={
            "en": {"question": "You need {v} {v} {v} and rolled {roll}. You park the two {v}s and re-roll the "
                               "other {m} dice once. What is the chance that you finish?",
                   "hint": "Work with the opposite event: the chance that a die is not a {v} is 5/6. What is "
                           "the chance that none of the {m} dice is a {v}?",
                   "solution": "No {v} at all: (5/6) to the power {m} = {miss}. So at least one {v}: "
                               "1 − {miss} = {answer} (about {answer_pct})."},
            "de": {"question": "Du brauchst {v} {v} {v} und hast {roll} gewürfelt. Du parkst die beiden {vs} und "
                               "würfelst die anderen {m} Würfel einmal neu. Wie wahrscheinlich ist es, dass du es "
                               "schaffst?",
                   "hint": "Rechne mit dem Gegenereignis: Ein Würfel zeigt mit der Wahrscheinlichkeit 5/6 keine "
                           "{v}. Wie wahrscheinlich ist es, dass keiner der {m} Würfel eine {v} zeigt?",
                   "solution": "Gar keine {v}: (5/6) hoch {m} = {miss}. Also mindestens eine {v}: "
                               "1 − {miss} = {answer} (ungefähr {answer_pct})."},
        }),
    Exercise(
        id="w25-points", level=2, kind="points", make=_make_points, allow=ALLOW,
        texts={
            "en": {"question": "With 4 dice and the best parking, the to-do {todo} succeeds with chance {a} at the "
                               "start and {b} with {with_room}. By how many percentage points does {the_room} "
                               "{change} the chance?",
                   "hint": "Percentage points: take the smaller percentage from the bigger one, {b} minus {a}.",
                   "solution": "{b} − {a} = {diff} percentage points.{same}"},
            "de": {"question": "Mit 4 Würfeln und bestem Parken gelingt das To-do {todo} am Anfang mit der "
                               "Wahrscheinlichkeit {a}, mit {with_room} mit {b}. Um wie viele Prozentpunkte "
                               "{change} {the_room} die Wahrscheinlichkeit?",
                   "hint": "Prozentpunkte: Zieh die kleinere Prozentzahl von der größeren ab, {b} minus {a}.",
                   "solution": "{b} − {a} = {diff} Prozentpunkte.{same}"},
        }),
    Exercise(
        id="w25-pair", level=3, kind="probability", make=_make_pair, allow=ALLOW,
        texts={
            "en": {"question": "You roll {n} dice once, no re-roll. What is the chance of at least two {v}s?",
                   "hint": "There are {total} equally likely rolls. Count the rolls with at least two {v}s "
                           "(with {n} dice: {how}).",
                   "solution": "{ways} of the {total} rolls {have} at least two {v}s: {answer}."},
            "de": {"question": "Du wirfst {n} Würfel einmal, ohne Wiederholungswurf. Wie wahrscheinlich ist es, dass "
                               "mindestens zwei {vs} dabei sind?",
                   "hint": "Es gibt {total} gleich wahrscheinliche Würfe. Zähle die Würfe mit mindestens zwei "
                           "{vs} (bei {n} Würfeln: {how}).",
                   "solution": "{ways} der {total} Würfe {have} mindestens zwei {vs}: {answer}."},
        }),
    Exercise(
        id="w25-couch", level=3, kind="choice", make=_make_couch, choices=YES_NO, allow=ALLOW,
        texts={
            "en": {"question": "You have {dice} dice and 1 re-roll, and you want {todo}. A clean couch gives you "
                               "{p1} parking spots instead of {p0} (our reading of the rules: up to 4 dice on the "
                               "couch, plus the spot on your ICH card). Does it raise your chance, if you park as "
                               "well as possible?",
                   "hint": "How many dice do you ever need to keep for {todo} before you re-roll? Is that more "
                           "than {p0}?",
                   "solution": "The answer is “{answer_label}”: with {p0} spots the chance is {a}, with {p1} spots "
                               "{b}. Extra spots help only if you sometimes want to keep more than {p0} dice."},
            "de": {"question": "Du hast {dice} Würfel und einen Wiederholungswurf und willst {todo}. Eine saubere "
                               "Couch gibt dir {p1} Parkplätze statt {p0} (so lesen wir die Regel: bis zu 4 Würfel "
                               "auf der Couch und dazu der Platz auf deiner ICH-Karte). Erhöht sie deine Chance, "
                               "wenn du so gut wie möglich parkst?",
                   "hint": "Wie viele Würfel musst du für {todo} vor dem Wiederholungswurf höchstens behalten? Sind "
                           "das mehr als {p0}?",
                   "solution": "Die Antwort ist „{answer_label}“: Mit {p0} Parkplätzen ist die Wahrscheinlichkeit "
                               "{a}, mit {p1} Parkplätzen {b}. Mehr Parkplätze helfen nur, wenn du manchmal mehr "
                               "als {p0} Würfel behalten willst."},
        }),
])

__all__ = [
    "EXERCISES", "SETUP_COLOURS", "SETUP_NAMES", "SETUP_WORDS", "TODOS", "advice_html", "at_least_one", "chance",
    "chances_figure", "chances_html", "couch_helps", "explore_figure", "hand_example_html", "sample_turns",
    "sample_two_dice_four", "setup", "setup_table", "setups_html", "todo_name", "two_dice_sums",
]
