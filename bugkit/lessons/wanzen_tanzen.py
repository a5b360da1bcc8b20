"""Lesson 22 (Wanzen tanzen): single-roll counting, the turn simulator for the law-of-large-numbers picture,
the "is a baby bug worth it?" explorer and the exercises.

All chances come from ``bugkit.wanzen_tanzen`` (``p_complete``, ``hint``, ``table``, ``simulate_turns``) at run
time. ``bug_value`` adds one thing the game's odds module does not answer: the best play when a baby bug
costs points (a repeat costs ``bug_cost``, a failed turn costs 2 bugs, finishing wins ``points``), solved
backwards over the same 462 situations as ``p_complete``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core.dice import D6, roll_dist
from ..core.errors import InvalidInput
from ..core.i18n import fmt_frac, fmt_num, fmt_pct, school_round
from ..core.validate import check_choice, check_float, check_int, check_lang, check_text, short_repr
from ..wanzen_tanzen import Keep, Task, default_deck, hint, p_complete, parse_task, simulate_turns, table
from ..wanzen_tanzen.components import all_task_kinds
from ..wanzen_tanzen.odds import hits, parse_tasks, space
from . import Exercise, all_dice, num, numbered, pct, words

if TYPE_CHECKING:
    from matplotlib.figure import Figure

FAIL_BUGS = 2  # a turn that meets no task costs 2 baby bugs (rulebook)
MAX_EXPLORE_REPEATS = 5
EXPLORE_TASKS = ("large straight", "full house", "small straight", "four of a kind", "all even")


def count_one_roll(task: object, n_dice: int = 5) -> tuple[int, int]:
    """Return (rolls meeting the task, all ordered rolls) for one roll of n dice, by listing every roll."""
    met = parse_task(task).met
    n = check_int(n_dice, "n_dice", 1, 5)
    rolls = list(product(range(1, 7), repeat=n))
    return sum(1 for r in rolls if met(r)), len(rolls)


def sample_turns(task: object, repeats: int = 0) -> Callable[[np.random.Generator, int], np.ndarray]:
    """Return sample(rng, n) -> bool array: did each of n fresh turns (best play, simulated) finish the task.

    ``simulate_turns`` plays the n turns and counts the wins; since the turns are independent, putting those
    wins in a random order gives the same sequences as recording each turn.
    """
    tasks = parse_tasks(task)
    r = check_int(repeats, "repeats", 0, 20)

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        n = check_int(n, "n", 1, 100_000)
        wins = round(simulate_turns(tasks, r, n, rng).value * n)
        out = np.zeros(n, dtype=bool)
        out[:wins] = True
        return rng.permutation(out)

    return sample


@dataclass(frozen=True)
class Play:
    """A way of playing one turn, judged with a price per baby bug: chance to finish, bugs, points on average."""

    chance: float
    repeat_bugs: float  # baby bugs taken for repeats, on average
    bugs: float  # all baby bugs on average (repeats + 2 for a failed turn)
    points: float  # points won minus the bugs' price, on average


LANGS = ("en", "de")


def bug_value(task: str, repeats: int, bug_cost: float, points: int = 3) -> tuple[Play, ...]:
    """Return the best play's Play for 0..repeats repeats allowed, when a bug costs ``bug_cost`` points.

    The best play maximises points - bug_cost x bugs; among equal choices it takes fewer bugs. With
    ``bug_cost`` 0 (or tiny) it is the play of ``p_complete``: repeat whenever that raises the chance.
    """
    return _bug_value(check_text(task, "task", 60), check_int(repeats, "repeats", 0, 20),
                      check_float(bug_cost, "bug_cost", 0.0, 100.0), check_int(points, "points", 0, 100))


@lru_cache(maxsize=256)
def _bug_value(task: str, r_max: int, cost: float, points: int) -> tuple[Play, ...]:
    tasks = parse_tasks(task)
    win = float(points)
    sp = space()
    hit = hits(tasks, sp.counts[sp.full]).astype(float)
    n_ms = len(sp.multisets)
    value = np.zeros((r_max + 1, n_ms))
    chance = np.zeros((r_max + 1, n_ms))
    spent = np.zeros((r_max + 1, n_ms))  # repeat bugs
    tie = 1e-9  # prefer keeping over an equal repeat
    for r in range(r_max + 1):
        value[r, sp.full] = hit * win - (1 - hit) * FAIL_BUGS * cost
        chance[r, sp.full] = hit
        for m in range(sp.n - 1, -1, -1):
            kept, _, p, succ = sp.pairs[m]
            cand = value[r][succ]
            pick = succ[np.arange(len(succ)), cand.argmax(axis=1)]
            v, c, s = value[r][pick], chance[r][pick], spent[r][pick]
            if r:
                again = value[r - 1][kept] - cost
                use = again > v + tie
                v = np.where(use, again, v)
                c = np.where(use, chance[r - 1][kept], c)
                s = np.where(use, spent[r - 1][kept] + 1, s)
            level = slice(sp.level[m], sp.level[m + 1])
            value[r, level] = np.add.reduceat(v * p, sp.starts[m])
            chance[r, level] = np.add.reduceat(c * p, sp.starts[m])
            spent[r, level] = np.add.reduceat(s * p, sp.starts[m])
    out = []
    for r in range(r_max + 1):
        c, s = float(chance[r, 0]), float(spent[r, 0])
        bugs = s + FAIL_BUGS * (1 - c)
        out.append(Play(c, s, bugs, c * win - cost * bugs))
    return tuple(out)


def chance_play(task: str, repeats: int, bug_cost: float, points: int = 3) -> tuple[Play, ...]:
    """Return the Play of the player who repeats whenever it raises the chance, priced at ``bug_cost`` a bug."""
    bug_cost = check_float(bug_cost, "bug_cost", 0.0, 100.0)
    plays = bug_value(task, repeats, 0.0, points)
    return tuple(Play(p.chance, p.repeat_bugs, p.bugs, p.chance * points - bug_cost * p.bugs) for p in plays)


def task_name(task: str, lang: str) -> str:
    """Return the task's name in the language ("large straight" / "Große Straße")."""
    lang = check_lang(lang)
    return parse_task(task).name(lang)


# -- what the lesson shows ------------------------------------------------------------------------------------
class Say:
    """A sentence or table in Markdown: Voila and Jupyter render it, nbval compares the same text."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_markdown_(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


def _p(x: Fraction | float, lang: str) -> str:
    return fmt_pct(x, lang)


def one_roll_text(share: Fraction, total: int, lang: str) -> Say:
    """Return the reveal of the single-roll count: how many of all ``total`` rolls are a large straight."""
    check_choice(lang, "lang", LANGS)
    if not isinstance(share, Fraction) or not 0 <= share <= 1:
        raise InvalidInput(f"share must be a Fraction from 0 to 1, not {short_repr(share)}")
    check_int(total, "total", 1, 10**9)
    hits_ = share * total
    if hits_.denominator != 1:
        raise InvalidInput(f"share {share} of {total} rolls is not a whole number of rolls")
    if lang == "de":
        return Say(f"Der Computer hat alle {fmt_num(total, lang)} Würfe mit 5 Würfeln aufgeschrieben: "
                   f"**{hits_}** davon sind eine Große Straße. {hits_}/{fmt_num(total, lang)} = "
                   f"{fmt_frac(share, lang)} ≈ **{_p(share, lang)}**.")
    return Say(f"The computer listed all {fmt_num(total, lang)} rolls of 5 dice: **{hits_}** of them are a large "
               f"straight. {hits_}/{fmt_num(total, lang)} = {fmt_frac(share, lang)} ≈ **{_p(share, lang)}**.")


def tree_figure(lang: str) -> Any:
    """Return the tree diagram of the tiny game (2 dice, task "6 6", no baby bugs) as a matplotlib figure."""
    check_choice(lang, "lang", LANGS)
    import matplotlib.pyplot as plt

    de = lang == "de"
    fig, ax = plt.subplots(figsize=(7.5, 3.2))
    ax.axis("off")
    boxes = {"start": (0.08, 0.5, "2 Würfel\nwerfen" if de else "roll\n2 dice"),
             "66": (0.45, 0.88, "6 6\ngeschafft!" if de else "6 6\ndone!"),
             "one": (0.45, 0.5, "genau eine 6:\nbeiseitelegen,\n1 Würfel werfen" if de else
                     "exactly one 6:\nset it aside,\nroll 1 die"),
             "none": (0.45, 0.1, "keine 6:\nverloren" if de else "no 6:\nlost"),
             "win": (0.85, 0.72, "6: geschafft!" if de else "6: done!"),
             "lose": (0.85, 0.28, "keine 6:\nverloren" if de else "not a 6:\nlost")}
    for x, y, text in boxes.values():
        ax.text(x, y, text, ha="center", va="center", bbox={"boxstyle": "round", "fc": "lightyellow"})
    for a, b, label in [("start", "66", "1/36"), ("start", "one", "10/36"), ("start", "none", "25/36"),
                        ("one", "win", "1/6"), ("one", "lose", "5/6")]:
        (x1, y1, _), (x2, y2, _) = boxes[a], boxes[b]
        ax.annotate("", (x2 - 0.1, y2), (x1 + 0.08, y1), arrowprops={"arrowstyle": "->"})
        ax.text((x1 + x2) / 2, (y1 + y2) / 2 + 0.05, label, ha="center", color="darkblue")
    ax.set_title("Baumdiagramm: 2 Würfel, Aufgabe „6 6“" if de else "Tree diagram: 2 dice, task \"6 6\"")
    fig.tight_layout()
    return fig


def tiny_text(lang: str) -> Say:
    """Return the tiny game's chance by the path rule and from bugkit's calculation (they agree)."""
    check_choice(lang, "lang", LANGS)
    by_hand = Fraction(1, 36) + Fraction(10, 36) * Fraction(1, 6)
    computer = p_complete(["6 6"], n_dice=2)
    if lang == "de":
        return Say(f"Pfadregel und Summenregel: 1/36 + 10/36 · 1/6 = **{fmt_frac(by_hand, lang)}** "
                   f"(≈ {_p(by_hand, lang)}). Der Computer rechnet genauso und bekommt "
                   f"{fmt_frac(computer, lang)}.")
    return Say(f"Multiply along each path, add the paths: 1/36 + 10/36 × 1/6 = **{fmt_frac(by_hand, lang)}** "
               f"(≈ {_p(by_hand, lang)}). The computer does the same and gets {fmt_frac(computer, lang)}.")


def turn_text(p_turn: Fraction, p_roll: Fraction, lang: str) -> Say:
    """Return the reveal of the whole-turn chance and how many times bigger it is than one roll."""
    for name, p in (("p_turn", p_turn), ("p_roll", p_roll)):
        if isinstance(p, bool) or not isinstance(p, (int, Fraction)) or not 0 < p <= 1:
            raise InvalidInput(f"{name} must be a chance above 0 and at most 1 as a Fraction, not {short_repr(p)}")
    lang = check_lang(lang)
    times = fmt_num(p_turn / p_roll, lang, 0)
    if lang == "de":
        return Say(f"Mit Beiseitelegen (so gut wie möglich gespielt, ohne Babywanzen) schaffst du die Große Straße in "
                   f"**{_p(p_turn, lang)}** der Züge: etwa **{times}-mal** so oft wie mit einem einzigen Wurf "
                   f"({_p(p_roll, lang)}).")
    return Say(f"If you set dice aside (best play, no baby bugs), you finish the large straight in "
               f"**{_p(p_turn, lang)}** of turns: about **{times} times** as often as in one single roll "
               f"({_p(p_roll, lang)}).")


def hint_text(roll: tuple[int, ...], lang: str, top: int = 4, also: tuple[tuple[int, ...], ...] = ()) -> Say:
    """Return a table of the best ``top`` choices after ``roll`` for a large straight (no repeats), with the chance,
    and below them the dice kept in ``also`` (the choices a guess offered) wherever they rank."""
    lang, top = check_lang(lang), check_int(top, "top", 0, 1000)
    if not isinstance(also, tuple) or len(also) > 10 or not all(
            isinstance(k, tuple) and len(k) <= 5 and all(type(v) is int for v in k) for k in also):
        raise InvalidInput(f"also must be a tuple of at most 10 kept dice tuples, such as ((2, 3, 4),), "
                           f"not {short_repr(also)}")
    head = ("| Beiseitelegen | Wahrscheinlichkeit, die Große Straße zu schaffen |\n|---|---|" if lang == "de"
            else "| Set aside | Chance to finish the large straight |\n|---|---|")
    choices = hint(["large straight"], rolled=roll, exact=True)
    kept = {Keep(k) for k in also}  # (a Keep sorts its values)
    shown = choices[:top] + [c for c in choices[top:] if c.action in kept]
    rows = [f"| {' '.join(map(str, c.action.values)) if isinstance(c.action, Keep) else c.action} | "
            f"{_p(c.chance, lang)} |" for c in shown]
    return Say("\n".join([head, *rows]))


def repeats_table(task: str, repeats: int, lang: str) -> Say:
    """Return a table: the chance of finishing ``task`` with 0..repeats repeats allowed (best play)."""
    repeats, lang = check_int(repeats, "repeats", 0, 20), check_lang(lang)
    name = task_name(task, lang)
    head = (f"| erlaubte Wiederholungswürfe | {name} |\n|---|---|" if lang == "de"
            else f"| repeats allowed | {name} |\n|---|---|")
    rows = [f"| {r} | {_p(p_complete([task], r), lang)} |" for r in range(repeats + 1)]
    return Say("\n".join([head, *rows]))


def explore_draw(lang: str) -> Callable[..., tuple[Figure, str]]:
    """Return draw(task, repeats, bug_cost), which returns the bar charts and the same facts as HTML text."""
    lang = check_lang(lang)

    def draw(task: str, repeats: int, bug_cost: float) -> tuple[Figure, str]:
        import matplotlib.pyplot as plt

        from ..ui.lesson import comma_axes

        de = lang == "de"
        smart, eager = bug_value(task, repeats, bug_cost), chance_play(task, repeats, bug_cost)
        xs = np.arange(repeats + 1)
        fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
        labels = (("wiederholt, wann immer es hilft", "wiederholt nur, wenn es sich lohnt") if de
                  else ("repeats whenever it helps", "repeats only when it pays"))
        for ax, key, title in ((axes[0], "chance", "Wahrscheinlichkeit, es zu schaffen" if de
                                else "Chance to finish"),
                               (axes[1], "points", "Punkte pro Zug im Durchschnitt" if de
                                else "Points per turn on average")):
            ax.bar(xs - 0.2, [getattr(p, key) for p in eager], 0.4, color="#ff7f0e", label=labels[0])
            ax.bar(xs + 0.2, [getattr(p, key) for p in smart], 0.4, color="#1f77b4", label=labels[1])
            ax.set_title(title)
            ax.set_xticks(xs)
            ax.set_xlabel("erlaubte Wiederholungswürfe" if de else "repeats allowed")
            ax.axhline(0, color="black", linewidth=0.8)
            comma_axes(ax, lang, y_percent=key == "chance")
        axes[0].set_ylim(0, 1)
        axes[1].legend(loc="best", fontsize=8)
        fig.tight_layout()
        e, s = eager[-1], smart[-1]
        cost = fmt_num(bug_cost, lang) + (" Punkt" if bug_cost == 1 else " Punkte") if de else \
            fmt_num(bug_cost, lang) + (" point" if bug_cost == 1 else " points")
        if de:
            allowed = "ohne Wiederholungswurf" if repeats == 0 else "bis zu 1 Wiederholungswurf" if repeats == 1 \
                else f"bis zu {repeats} Wiederholungswürfe"
            return fig, (f"<p>{task_name(task, lang)}, {allowed}, eine Babywanze kostet "
                    f"{cost}, eine geschaffte Aufgabe bringt 3 Punkte.<br>"
                    f"Wiederholt, wann immer es hilft: {_p(e.chance, lang)} geschafft, "
                    f"{fmt_num(e.bugs, lang, 2)} Babywanzen, {fmt_num(e.points, lang, 2)} Punkte im Durchschnitt."
                    f"<br>Wiederholt nur, wenn es sich lohnt: {_p(s.chance, lang)} geschafft, "
                    f"{fmt_num(s.bugs, lang, 2)} Babywanzen, {fmt_num(s.points, lang, 2)} Punkte im "
                    f"Durchschnitt.</p>")
        allowed = "no repeats" if repeats == 0 else "up to 1 repeat" if repeats == 1 else f"up to {repeats} repeats"
        return fig, (f"<p>{task_name(task, lang)}, {allowed}, a baby bug costs {cost}, "
                f"finishing brings 3 points.<br>Repeats whenever it helps: finishes {_p(e.chance, lang)}, "
                f"{fmt_num(e.bugs, lang, 2)} baby bugs, {fmt_num(e.points, lang, 2)} points on average.<br>"
                f"Repeats only when it pays: finishes {_p(s.chance, lang)}, {fmt_num(s.bugs, lang, 2)} baby bugs, "
                f"{fmt_num(s.points, lang, 2)} points on average.</p>")

    return draw


def multiset_text(lang: str) -> Say:
    """Return the count of ordered rolls and of collections (multisets) of 5 dice, with two weights."""
    lang = check_lang(lang)
    dist = roll_dist(D6, 5)
    n = len(dist)
    w_straight, w_five = dist[(1, 2, 3, 4, 5)] * 7776, dist[(6, 6, 6, 6, 6)] * 7776
    assert w_five == 1  # the sentence says "in just 1 order"
    if lang == "de":
        return Say(f"{fmt_num(7776, lang)} Würfe, aber nur **{n}** verschiedene Sammlungen (Multimengen) von 5 "
                   f"Würfeln. 1 2 3 4 5 kommt in {w_straight} Reihenfolgen vor, 6 6 6 6 6 nur in {w_five} Reihenfolge.")
    return Say(f"{fmt_num(7776, lang)} ordered rolls, but only **{n}** different collections (multisets) of 5 "
               f"dice. 1 2 3 4 5 falls in {w_straight} orders, 6 6 6 6 6 in just {w_five} order.")


def break_even(points: int = 3) -> tuple[Fraction, Fraction, Fraction]:
    """Return (chance after repeating 6 6 6 6 6, chance after keeping a 6, the break-even bug cost).

    Expected points: repeat p_r*W - (1-p_r)*2c - c, keep a 6 p_k*W - (1-p_k)*2c; equal when
    c = W (p_r - p_k) / (1 + 2 (p_k - p_r)). (The repeat is followed by play without more repeats.)
    """
    points = check_int(points, "points", 0, 1000)
    p_repeat = p_complete(["large straight"], repeats=0)
    p_keep = next(c.chance for c in hint(["large straight"], rolled=(6, 6, 6, 6, 6), exact=True)
                  if c.action == Keep((6,)))
    assert isinstance(p_keep, Fraction)
    cost = points * (p_repeat - p_keep) / (1 + 2 * (p_keep - p_repeat))
    return p_repeat, p_keep, cost


def deck_task_kinds() -> list[Task]:
    """Return the named tasks (no numbers or sums) on the shipped deck's cards, in the order of ``KINDS``."""
    on_cards = {task for card in default_deck() for task in card.tasks}
    return [task for task in all_task_kinds() if task in on_cards]


def odds_table(lang: str, repeats: int = 1) -> Say:
    """Return the table of every named task on the shipped deck's cards with 0..repeats repeats allowed (best play).

    A task no card shows (the other reading of a full house, "Fullhouse / Fünfling", which only a custom deck
    names) is left out: beside "Full House" it read as a second task of the box.
    """
    lang = check_lang(lang)  # before the task names read it
    shown = {task.name(lang) for task in deck_task_kinds()}
    rows = [row for row in table(repeats=repeats, deck=[], lang=lang).rows() if row[0] in shown]  # KINDS' order
    if lang == "de":
        head = "| Aufgabe | " + " | ".join(f"{r} Wdh." for r in range(repeats + 1)) + " |"
    else:
        head = "| task | " + " | ".join(f"{r} repeat{'s' if r != 1 else ''}" for r in range(repeats + 1)) + " |"
    lines = [head, "|---" * (repeats + 2) + "|"]
    lines += [f"| {label} | " + " | ".join(_p(x, lang) for x in chances) + " |" for label, chances in rows]
    return Say("\n".join(lines))


# -- exercises ------------------------------------------------------------------------------------------------
def _pick(rng: np.random.Generator, options: list[Any] | tuple[Any, ...]) -> Any:
    return options[int(rng.integers(len(options)))]


def _frac(p: Fraction) -> str:
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def _times(factors: list[str]) -> dict[str, str]:
    return words(" × ".join(factors), " · ".join(factors))


def _both(name: str, en: str, de: str) -> dict[str, dict[str, str]]:
    return {name: words(en, de)}


_FACE_RULES = {  # name: (faces allowed, English, German)
    "all even": ((2, 4, 6), "an even number (2, 4 or 6)", "eine gerade Zahl (2, 4 oder 6)"),
    "all odd": ((1, 3, 5), "an odd number (1, 3 or 5)", "eine ungerade Zahl (1, 3 oder 5)"),
    "no 1s or 2s": ((3, 4, 5, 6), "no 1 and no 2", "keine 1 und keine 2"),
    "all 2s and/or 5s": ((2, 5), "a 2 or a 5", "eine 2 oder eine 5"),
}


def _one_roll(rng: np.random.Generator) -> dict[str, Any]:
    rule = _pick(rng, list(_FACE_RULES))
    faces, en, de = _FACE_RULES[rule]
    n = int(rng.integers(2, 4))
    good, total = _count_faces(faces, n)
    answer = Fraction(good, total)
    assert answer == Fraction(len(faces), 6) ** n
    per_die = Fraction(len(faces), 6)
    return {"answer": answer, "n": n, "k": len(faces), "per_die": _frac(per_die),
            "product": _times([_frac(per_die)] * n), "answer_text": _frac(answer),
            **_both("rule", en, de),
            "all_dice": all_dice(n)}


def _count_faces(faces: tuple[int, ...], n: int) -> tuple[int, int]:
    rolls = list(product(range(1, 7), repeat=n))
    return sum(1 for r in rolls if all(x in faces for x in r)), len(rolls)


# The large straight's chance with no repeats is the answer to the lesson's guess in section 2 ("a large straight in
# one turn"), so no exercise names it; "no 1s or 2s" took its place (the exercise sets that drew it changed).
_POINT_TASKS = ("full house", "no 1s or 2s", "small straight", "four of a kind", "three of a kind",
                "two pairs", "all odd")


@lru_cache(maxsize=1)
def _odds_table() -> dict[str, list[float]]:
    rows = dict(table(repeats=3, tasks=list(_POINT_TASKS), deck=[], lang="en").rows())  # rows come sorted by name
    return {task: list(rows[task]) for task in _POINT_TASKS}


def _points(rng: np.random.Generator) -> dict[str, Any]:
    task = _pick(rng, _POINT_TASKS)
    r = int(rng.integers(1, 4))
    chances = _odds_table()[task]
    low, high = (school_round(chances[i] * 100, 1) for i in (0, r))  # the shown values, rounded to 0.1 %
    answer = high - low
    return {"answer": answer, "r": r, **_both("task", task_name(task, "en"), task_name(task, "de")),
            "low": num(low, 1), "high": num(high, 1), "diff": num(answer, 1),
            **_both("repeats", "1 repeat" if r == 1 else f"{r} repeats",
                    "1 Wiederholungswurf" if r == 1 else f"{r} Wiederholungswürfen")}


def _tiny_tree(rng: np.random.Generator) -> dict[str, Any]:
    a = int(rng.integers(1, 7))
    b = a if rng.random() < 0.4 else int(_pick(rng, [x for x in range(1, 7) if x != a]))
    a, b = min(a, b), max(a, b)
    answer = p_complete([f"{a} {b}"], n_dice=2)
    same = a == b
    both, one = (1, 10) if same else (2, 18)  # of the 36 rolls of 2 dice
    assert Fraction(both, 36) + Fraction(one, 36) * Fraction(1, 6) == answer
    return {"answer": answer, "a": a, "b": b, "both": f"{both}/36", "one": f"{one}/36",
            "answer_text": _frac(answer),
            **_both("both_words", f"both dice show {a}" if same else f"a {a} and a {b} at once",
                    f"beide Würfel zeigen {a}" if same else f"eine {a} und eine {b} auf einmal"),
            # 18 of 36 for "3 4": a 3 or a 4 but not the two together, so 3 3 and 4 4 count too ("only a 3 or
            # only a 4" read as "exactly one", 16 of 36)
            **_both("one_words", f"exactly one {a}" if same else
                    f"a {a} or a {b} but not both, {a} {a} and {b} {b} too",
                    f"genau eine {a}" if same else
                    f"eine {a} oder eine {b}, aber nicht beide, auch {a} {a} und {b} {b}")}


_KEEP_FOUR_ROLLS = ((1, 2, 3, 4, 6), (2, 3, 4, 5, 5), (3, 4, 5, 6, 6), (2, 3, 4, 5, 2), (1, 2, 3, 4, 4),
                    (3, 4, 5, 6, 1), (2, 3, 4, 5, 3), (1, 2, 3, 4, 1))


def _keep_four(rng: np.random.Generator) -> dict[str, Any]:
    roll = _pick(rng, _KEEP_FOUR_ROLLS)
    four = tuple(sorted(roll[:4]))
    choices = hint(["large straight"], rolled=roll, exact=True)
    keep_four = next(c.chance for c in choices if c.action == Keep(four))
    fewer = max(c.chance for c in choices if isinstance(c.action, Keep) and len(c.action.values) < 4)
    good = [x for x in range(1, 7) if tuple(sorted((*four, x))) in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))]
    assert keep_four == Fraction(len(good), 6)
    answer = "four" if keep_four > fewer else "fewer"
    return {"answer": answer, "roll": " ".join(map(str, roll)), "four": " ".join(map(str, four)),
            "good": len(good), "keep_four": _frac(Fraction(len(good), 6)),
            **_both("good_faces", " or ".join(map(str, good)), " oder ".join(map(str, good))),
            "fewer": pct(fewer), "four_pct": pct(keep_four),
            **_both("verdict", "keeping the four is better" if answer == "four" else "keeping fewer is better",
                    "die vier zu behalten ist besser" if answer == "four" else "weniger zu behalten ist besser"),
            **_both("moral", "Here setting aside all four pays." if answer == "four" else
                    "More dice set aside is not always better.",
                    "Hier lohnt es sich, alle vier beiseitezulegen." if answer == "four" else
                    "Mehr Würfel beiseitelegen ist nicht immer besser.")}


def _repeats_even(rng: np.random.Generator) -> dict[str, Any]:
    r = int(rng.integers(1, 5))
    answer = p_complete(["all even"], repeats=r)
    fail = Fraction(1, 2) ** (r + 1)
    assert answer == 1 - fail
    return {"answer": answer, "r": r, "tries": r + 1, "fail": _frac(fail), "answer_text": _frac(answer),
            "product": _times(["1/2"] * (r + 1)),
            **_both("repeats", "1 repeat" if r == 1 else f"{r} repeats",  # German: the verb agrees with the number
                    "1 Wiederholungswurf erlaubt ist" if r == 1 else f"{r} Wiederholungswürfe erlaubt sind")}


def _due(rng: np.random.Generator) -> dict[str, Any]:
    return {"answer": "same", "times": int(rng.integers(3, 8)), "face": int(rng.integers(1, 7))}


EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise(
        id="wt-one-roll", level=1, kind="probability", fresh=True, make=_one_roll,
        texts={
            "en": {"question": "You roll {n} dice once. What is the chance that every die shows {rule}?",
                   "hint": "One die: {k} of its 6 faces are right. Every die must be right: multiply along the "
                           "path of the tree diagram.",
                   "solution": "Each die: {k}/6 = {per_die}. {all_dice}: {product} = {answer_text}."},
            "de": {"question": "Du würfelst einmal mit {n} Würfeln. Wie groß ist die Wahrscheinlichkeit, dass "
                               "jeder Würfel {rule} zeigt?",
                   "hint": "Ein Würfel: {k} seiner 6 Seiten passen. Jeder Würfel muss passen: Pfadregel, "
                           "entlang des Pfades im Baumdiagramm multiplizieren.",
                   "solution": "Ein Würfel: {k}/6 = {per_die}. {all_dice}: {product} = {answer_text}."}}),
    Exercise(
        id="wt-points", level=1, kind="points", fresh=True, make=_points,
        texts={
            "en": {"question": "Imagine a table shows: {task} with no repeats: {low}%, with {repeats}: "
                               "{high}%. By how many percentage points does the chance go up?",
                   "hint": "Percentage points are the difference of the two percentages: the bigger one minus "
                           "the smaller one.",
                   "solution": "{high} − {low} = {diff} percentage points."},
            "de": {"question": "Stell dir vor, eine Tabelle zeigt: {task} ohne Wiederholungswurf: {low} %, mit "
                               "{repeats}: {high} %. Um wie viele Prozentpunkte steigt die "
                               "Wahrscheinlichkeit?",
                   "hint": "Prozentpunkte sind der Unterschied der beiden Prozentzahlen: die größere minus die "
                           "kleinere.",
                   "solution": "{high} − {low} = {diff} Prozentpunkte."}}),
    Exercise(
        id="wt-not-due", level=1, kind="choice", fresh=True, make=_due,
        choices={"en": {"more": "more likely", "less": "less likely", "same": "just as likely"},
                 "de": {"more": "wahrscheinlicher", "less": "unwahrscheinlicher", "same": "gleich wahrscheinlich"}},
        texts={
            "en": {"question": "Mia needs a {face} for her task. She took baby bugs and repeated her last die "
                               "{times} times, and it never showed a {face}. Is a {face} now more likely, less likely "
                               "or just as likely on the next roll?",
                   "hint": "Does the die remember what it showed before?",
                   "solution": "Just as likely: 1 of 6 faces, every single time. A die has no memory, so a {face} "
                               "is never “due”. (Whether one more baby bug is worth it is another question.)"},
            "de": {"question": "Mia braucht eine {face} für ihre Aufgabe. Sie hat Babywanzen genommen und ihren "
                               "letzten Würfel {times}-mal wiederholt, und nie kam eine {face}. Ist eine {face} "
                               "beim nächsten Wurf wahrscheinlicher, unwahrscheinlicher oder gleich wahrscheinlich?",
                   "hint": "Merkt sich der Würfel, was er vorher gezeigt hat?",
                   "solution": "Gleich wahrscheinlich: 1 von 6 Seiten, bei jedem Wurf. Ein Würfel hat kein "
                               "Gedächtnis, eine {face} ist nie „dran“. (Ob sich noch eine Babywanze lohnt, ist "
                               "eine andere Frage.)"}}),
    Exercise(
        id="wt-tiny-tree", level=2, kind="probability", fresh=True, make=_tiny_tree,
        texts={
            "en": {"question": "A tiny game: 2 dice, the task \"{a} {b}\", no baby bugs. After each roll you "
                               "must set aside at least one die. Draw the tree diagram. What is the chance of "
                               "finishing the task?",
                   "hint": "Three branches after the first roll: {both_words} ({both}); {one_words} "
                           "({one}): set it aside and roll the other die; anything else: lost. "
                           "Multiply along each path, then add the paths.",
                   "solution": "{both} + {one} × 1/6 = {answer_text}."},
            "de": {"question": "Ein Mini-Spiel: 2 Würfel, die Aufgabe „{a} {b}“, keine Babywanzen. Nach jedem "
                               "Wurf musst du mindestens einen Würfel beiseitelegen. Zeichne das Baumdiagramm. "
                               "Wie groß ist die Wahrscheinlichkeit, die Aufgabe zu schaffen?",
                   "hint": "Drei Äste nach dem ersten Wurf: {both_words} ({both}); {one_words} ({one}): "
                           "beiseitelegen und den anderen Würfel werfen; alles andere: verloren. Pfadregel: "
                           "entlang jedes Pfades multiplizieren; Summenregel: die Pfade addieren.",
                   "solution": "{both} + {one} · 1/6 = {answer_text}."}}),
    Exercise(
        id="wt-keep-four", level=2, kind="choice", fresh=True, make=_keep_four,
        choices={"en": {"four": "keep the four", "fewer": "keep fewer"},
                 "de": {"four": "die vier behalten", "fewer": "weniger behalten"}},
        texts={
            "en": {"question": "You need a large straight (no baby bugs) and roll {roll}. Do you set aside {four} "
                               "and roll the last die, or set aside fewer dice? The best way with fewer dice "
                               "finishes with chance {fewer}.",
                   "hint": "With {four} set aside, which numbers on the last die finish the straight? "
                           "How many of the 6 faces is that?",
                   "solution": "The last die needs {good_faces}: {good} of 6 = {keep_four} ({four_pct}), "
                               "against {fewer}: {verdict}. {moral}"},
            "de": {"question": "Du brauchst eine Große Straße (keine Babywanzen) und wirfst {roll}. Legst du "
                               "{four} beiseite und wirfst den letzten Würfel, oder legst du weniger Würfel "
                               "beiseite? Der beste Weg mit weniger Würfeln schafft es mit der "
                               "Wahrscheinlichkeit {fewer}.",
                   "hint": "Wenn {four} beiseiteliegen: welche Zahlen auf dem letzten Würfel machen die Straße "
                           "fertig? Wie viele der 6 Seiten sind das?",
                   "solution": "Der letzte Würfel braucht {good_faces}: {good} von 6 = {keep_four} "
                               "({four_pct}), gegen {fewer}: {verdict}. {moral}"}}),
    Exercise(
        id="wt-repeats-even", level=3, kind="probability", fresh=True, make=_repeats_even,
        texts={
            "en": {"question": "With 5 dice and no baby bugs, the chance of \"all even\" in one turn is exactly "
                               "1/2. What is the chance with {repeats} allowed?",
                   "hint": "Count the opposite: failing. Without repeats you fail in half of the turns, and "
                           "each repeat allowed halves the chance of failing again.",
                   "solution": "Failing: {product} = {fail} (one factor 1/2 for each of the {tries} tries). So "
                               "the chance is 1 − {fail} = {answer_text}."},
            "de": {"question": "Mit 5 Würfeln und ohne Babywanzen ist die Wahrscheinlichkeit für „Alle gerade“ "
                               "in einem Zug genau 1/2. Wie groß ist sie, wenn {repeats}?",
                   "hint": "Betrachte das Gegenereignis: scheitern. Ohne Wiederholungswurf scheiterst du in "
                           "der Hälfte der Züge, und jeder erlaubte Wiederholungswurf halbiert die "
                           "Wahrscheinlichkeit zu scheitern noch einmal.",
                   "solution": "Scheitern: {product} = {fail} (ein Faktor 1/2 für jeden der {tries} Versuche). "
                               "Also ist die Wahrscheinlichkeit 1 − {fail} = {answer_text}."}}),
])
