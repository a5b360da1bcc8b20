"""Lesson 24 (Kakerlakentanz): small exact helpers for the lesson and its exercises, English and German.

The lesson's question: *my card shows Meep; how likely is it that I may not say Meep?* Core path (ages 10-12):
counting cards, fractions, a tree diagram (Baumdiagramm) with the path rule (Pfadregel). Going further: the same
numbers as conditional probabilities and the long-run answer of a Markov chain (``bugkit.kakerlakentanz.odds``).
Every number comes from ``bugkit.kakerlakentanz``; the tree helpers here are checked against it in the tests.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from ..core.i18n import fmt_frac, fmt_num, fmt_pct, fmt_share, school_round
from ..core.validate import check_choice, check_int, check_lang
from ..kakerlakentanz import (
    DANCES,
    Deck,
    correct_calls,
    default_deck,
    expected_game_length,
    p_must_rename,
    p_must_rename_at,
    p_two_taboos_at,
)
from ..kakerlakentanz.labels import dance_name
from ..kakerlakentanz.odds import card_probs
from . import Exercise, frac, html_table, numbered, pct, words

F = Fraction
DANCE_WORDS = {lang: tuple(dance_name(d, lang) for d in DANCES) for lang in ("en", "de")}  # the board's names
MAX_DANCES = 1000  # dances in the formulas below (the box has 4)
ALLOW = ("Ouch", "Buzz", "Flap", "Meep", "Meeep", "Aua", "Bssss", "Flapp", "Stop", "Stopp")


def forbidden_at_card2(dances: int = 4) -> Fraction:
    """Return the chance that card 2's own dance is forbidden (children's version, ``dances`` equally likely)."""
    dances = check_int(dances, "dances", 1, MAX_DANCES)
    return F(1, dances)


def forbidden_at_card3(dances: int = 4) -> Fraction:
    """Return the chance that card 3's own dance is forbidden (children's version), by the tree's paths."""
    dances = check_int(dances, "dances", 2, MAX_DANCES)
    shows_it = F(1, dances)  # card 2 shows my dance: the last card forbids it
    renamed = F(dances - 1, dances) * F(1, dances)  # card 2 shows another dance, the same as card 1: renamed
    named_mine = F(1, dances - 1)  # ... and the new name is my dance (one of the dances - 1 allowed ones)
    return shows_it + renamed * named_mine


def card3_tree(lang: str = "en", dances: int = 4) -> list[tuple[str, Fraction, list[Any]]]:
    """Return the tree diagram for card 3 (children's version): branches (label, chance, children); ✔ = forbidden."""
    lang, dances = check_lang(lang), check_int(dances, "dances", 2, MAX_DANCES)
    en = lang == "en"
    d = dances
    return [
        ("card 2 shows my dance ✔" if en else "Karte 2 zeigt meinen Tanz ✔", F(1, d), []),
        ("card 2 shows another dance" if en else "Karte 2 zeigt\neinen anderen Tanz", F(d - 1, d), [
            ("card 2 = card 1: renamed" if en else "Karte 2 = Karte 1:\numbenannt", F(1, d), [
                ("new name: my dance ✔" if en else "neuer Name:\nmein Tanz ✔", F(1, d - 1), []),
                ("new name: another" if en else "neuer Name:\nein anderer", F(d - 2, d - 1), []),
            ]),
            ("card 2 ≠ card 1" if en else "Karte 2 ≠ Karte 1", F(d - 1, d), []),
        ]),
    ]


MAX_TABLE_CARDS = 100  # rows of forbidden_table


def forbidden_table(cards: int = 8, variant: str = "children") -> list[tuple[int, Fraction]]:
    """Return (k, chance that card k's own dance is forbidden) for the first ``cards`` cards of a round (1 to
    MAX_TABLE_CARDS: each row walks the round from its start)."""
    check_int(cards, "cards", 1, MAX_TABLE_CARDS)
    check_choice(variant, "variant", ("standard", "children"))
    return [(k, p_must_rename_at(k, variant)) for k in range(1, cards + 1)]


def sample_card3(rng: np.random.Generator, n: int) -> np.ndarray:
    """Return n simulated rounds (children's version): True where card 3's own dance was forbidden."""
    from ..kakerlakentanz import simulate_calls

    return np.asarray(simulate_calls(n, 3, rng, variant="children").renamed[:, 2], dtype=bool)


# -- what the notebooks show (tables as HTML, figures with matplotlib; imported lazily) ---------------------------

def box_table(lang: str = "en") -> str:
    """Return the box as a table: each kind of card, how many, and its chance as a fraction and a percentage."""
    lang = check_lang(lang)
    deck = default_deck()
    probs = card_probs()
    rows = []
    for i in range(len(DANCES)):
        name = DANCE_WORDS[lang][i]
        for taboo, count in ((False, deck.dance_cards_per_style), (True, deck.taboo_cards_per_style)):
            kind = (f"{name} taboo card" if lang == "en" else f"Tabu-Karte {name}") if taboo else \
                (f"{name} dance card" if lang == "en" else f"Tanzkarte {name}")
            p = probs[i + (len(DANCES) if taboo else 0)]
            rows.append([kind, fmt_num(count, lang), fmt_frac(p, lang), fmt_pct(p, lang)])
    everything = "all cards" if lang == "en" else "alle Karten"
    header = ["card", "how many", "chance", "in percent"] if lang == "en" else \
        ["Karte", "Anzahl", "Wahrscheinlichkeit", "in Prozent"]
    return html_table(header, rows, foot=[everything, fmt_num(deck.total, lang), "1", fmt_pct(1, lang, 0)])


def card2_reveal(lang: str = "en") -> str:
    """Return the counting behind card 2 (children's version): each first card and what it forbids."""
    lang = check_lang(lang)
    names = DANCE_WORDS[lang]
    mine = names[DANCES.index("meep")]
    rows = []
    hits = 0
    for i, first in enumerate(DANCES):
        bad = "meep" not in correct_calls([(first, first)], "meep")
        hits += bad
        rows.append([names[i], ("yes ✔" if bad else "no") if lang == "en" else ("ja ✔" if bad else "nein")])
    header = ["card 1 shows", f"{mine} forbidden at card 2?"] if lang == "en" else \
        ["Karte 1 zeigt", f"{mine} bei Karte 2 verboten?"]
    p = forbidden_at_card2(len(DANCES))
    text = (f"My card 2 shows {mine}. Card 1 shows each of the {len(DANCES)} dances equally often, and only the "
            f"card just before forbids something: {hits} of {len(DANCES)} cases, so {fmt_frac(p, lang)}."
            if lang == "en" else
            f"Meine Karte 2 zeigt {mine}. Karte 1 zeigt jeden der {len(DANCES)} Tänze gleich oft, und nur die Karte "
            f"direkt davor verbietet etwas: {hits} von {len(DANCES)} Fällen, also {fmt_frac(p, lang)}.")
    return html_table(header, rows) + f"<p>{text}</p>"


def tree_figure(lang: str = "en") -> Any:
    """Return the tree diagram for card 3 of the children's version, with the paths' sum in the title."""
    lang = check_lang(lang)
    from ..kakerlakentanz.ui import tree_diagram

    d = len(DANCES)
    title = (f"Card 3 (children's version): paths with ✔ add up to {fmt_frac(forbidden_at_card3(d), lang)}"
             if lang == "en" else
             f"Karte 3 (Kinderversion): Die Pfade mit ✔ ergeben zusammen {fmt_frac(forbidden_at_card3(d), lang)}")
    return tree_diagram(card3_tree(lang, d), title)


def tree_sum_text(lang: str = "en") -> str:
    """Return the path rule written out for card 3: "1/4 + 3/4 × 1/4 × 1/3 = 5/16" (German: "·", as school
    writes it there)."""
    lang = check_lang(lang)
    d = len(DANCES)
    times = " × " if lang == "en" else " · "
    return (f"{fmt_frac(F(1, d), lang)} + "
            + times.join(fmt_frac(q, lang) for q in (F(d - 1, d), F(1, d), F(1, d - 1)))
            + f" = {fmt_frac(forbidden_at_card3(d), lang)}")


def later_table(lang: str = "en", cards: int = 8) -> str:
    """Return the chance that card k's own dance is forbidden, k = 1..cards, both versions, and the long run."""
    lang = check_lang(lang)
    kids = forbidden_table(cards, "children")
    full = forbidden_table(cards, "standard")
    rows = [[fmt_num(k, lang), fmt_share(a, lang) if a and a.denominator <= 256 else
             fmt_pct(a, lang), fmt_pct(b, lang)]  # a chance of 0 is just "0%", not "0 = 0%"
            for (k, a), (_, b) in zip(kids, full, strict=True)]
    far = p_must_rename("children"), p_must_rename("standard")
    header = ["card of the round", "children's version", "with taboo cards"] if lang == "en" else \
        ["Karte der Runde", "Kinderversion", "mit Tabu-Karten"]
    return html_table(header, rows, foot=["long run" if lang == "en" else "auf lange Sicht",
                                          fmt_share(far[0], lang),
                                          fmt_share(far[1], lang)])


def game_length(rate_percent: int, hand_size: int) -> float:
    """Return the expected cards turned up in a 2-player game when each move is wrong with rate_percent %."""
    return _game_length(check_int(rate_percent, "rate_percent", 0, 99), check_int(hand_size, "hand_size", 1, 1000))


@lru_cache(maxsize=64)
def _game_length(rate_percent: int, hand_size: int) -> float:
    return float(expected_game_length(F(rate_percent, 100), 2, hand_size))


def game_length_figure(rate_percent: int, hand_size: int, lang: str = "en") -> Any:
    """Return a bar chart: average game length without mistakes and with ``rate_percent`` % wrong moves."""
    rate_percent = check_int(rate_percent, "rate_percent", 0, 99)
    hand_size, lang = check_int(hand_size, "hand_size", 1, 10**6), check_lang(lang)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    base, mine = game_length(0, hand_size), game_length(rate_percent, hand_size)
    fig, ax = plt.subplots(figsize=(6, 2.8))
    labels = ["no mistakes", f"{fmt_num(rate_percent, lang)} wrong in 100 moves"] if lang == "en" else \
        ["keine Fehler", f"{fmt_num(rate_percent, lang)} Fehler in 100 Zügen"]
    ax.barh(labels, [base, mine], color=["#8fbc8f", "#e76f51"])
    for y, v in enumerate((base, mine)):
        ax.text(v, y, " " + fmt_num(v, lang, 0), va="center")
    ax.set_xlim(0, max(mine, base) * 1.25)
    ax.set_xlabel("cards turned up in a game (average)" if lang == "en" else
                  "aufgedeckte Karten pro Partie (Durchschnitt)")
    title = (f"2 players with {hand_size} cards each: {fmt_num(school_round(mine / base, 1), lang)} times as long"
             if lang == "en" else
             f"2 Spieler mit je {hand_size} Karten: {fmt_num(school_round(mine / base, 1), lang)}-mal so lang")
    ax.set_title(title)
    comma_axes(ax, lang)
    ax.set_yticks([0, 1], labels)
    fig.tight_layout()
    return fig


def _ratio(num: int, den: int) -> str:
    """Return "num/den", followed by "= reduced" when the fraction can be reduced."""
    q = F(num, den)
    return f"{num}/{den}" if (q.numerator, q.denominator) == (num, den) else f"{num}/{den} = {q}"


def _box(rng: np.random.Generator) -> tuple[int, int]:
    """Return a home-made box: dance cards and taboo cards of each dance."""
    return int(rng.integers(5, 31)), int(rng.integers(1, 9))


def _taboos(t: int) -> dict[str, str]:
    """Return "1 taboo card" / "5 taboo cards" (German "1 Tabu-Karte" / "5 Tabu-Karten")."""
    return words(f"{t} taboo card" + ("" if t == 1 else "s"), f"{t} Tabu-Karte" + ("" if t == 1 else "n"))


def _make_count(rng: np.random.Generator) -> dict[str, Any]:
    n, t = _box(rng)
    total = 4 * (n + t)
    answer = card_probs("standard", Deck(n, t))[DANCES.index("meep")]
    return {"n": n, "t": t, "taboos": _taboos(t), "total": total, "per_dance": n + t, "ratio": _ratio(n, total),
            "answer": answer}


def _make_first(rng: np.random.Generator) -> dict[str, Any]:
    forbidden = p_must_rename_at(1)  # nothing lies on the table at the first card
    return {"answer": "never" if forbidden == 0 else ("always" if forbidden == 1 else "sometimes")}


def _make_dances(rng: np.random.Generator) -> dict[str, Any]:
    d = int(rng.choice([3, 5, 6, 7, 8]))  # not 4: the lesson shows card 2 for 4 dances
    return {"d": d, "answer": forbidden_at_card2(d)}


def _make_two_taboos(rng: np.random.Generator) -> dict[str, Any]:
    n, t = _box(rng)
    per_card = F(t, n + t)
    answer = p_two_taboos_at(3, "standard", Deck(n, t))
    return {"n": n, "t": t, "taboos": _taboos(t), "per_card": frac(per_card), "ratio": _ratio(t, n + t),
            "answer": answer}


def _make_tree(rng: np.random.Generator) -> dict[str, Any]:
    d = int(rng.choice([3, 5, 6, 7, 8]))  # not 4: the lesson shows the tree for 4 dances
    return {"d": d, "d1": d - 1, "first": frac(F(1, d)), "second": frac(F(1, d * d)), "answer": forbidden_at_card3(d)}


def _make_mistakes(rng: np.random.Generator) -> dict[str, Any]:
    m = int(rng.integers(5, 21))
    k = int(rng.integers(2, 5))
    right = F(m - 1, m)
    factors = [str(right)] * k
    return {"m": m, "k": k, "right": frac(right), "product": words(" × ".join(factors), " · ".join(factors)),
            "all": words("both" if k == 2 else "all", "beide" if k == 2 else "alle"),
            "answer": right ** k, "answer_pct": pct(right ** k)}


EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise(
        id="k24-count", level=1, kind="probability", make=_make_count, allow=ALLOW,
        texts={
            "en": {"question": "A home-made box has {n} dance cards of each of the 4 dances and {taboos} of "
                               "each dance. You turn up one card. What is the chance that it is a Meep dance card?",
                   "hint": "First count all the cards in the box: 4 dances with {per_dance} cards each.",
                   "solution": "There are 4 × {per_dance} = {total} cards, and {n} of them are Meep dance cards: "
                               "{ratio}."},
            "de": {"question": "Eine selbst gebastelte Schachtel hat von jedem der 4 Tänze {n} Tanzkarten und "
                               "{taboos}. Du deckst eine Karte auf. Wie wahrscheinlich ist eine "
                               "Meeep-Tanzkarte?",
                   "hint": "Zähle zuerst alle Karten in der Schachtel: 4 Tänze mit je {per_dance} Karten.",
                   "solution": "Es gibt 4 · {per_dance} = {total} Karten, davon sind {n} Meeep-Tanzkarten: "
                               "{ratio}."},
        }),
    Exercise(
        id="k24-first-card", level=1, kind="choice", make=_make_first, fresh=False, allow=ALLOW,
        choices={"en": {"never": "never", "sometimes": "sometimes", "always": "always"},
                 "de": {"never": "nie", "sometimes": "manchmal", "always": "immer"}},
        texts={
            "en": {"question": "The first card of a round shows Meep. Is Meep forbidden?",
                   "hint": "What lies on the table, and what was named, at the start of a round?",
                   "solution": "The answer is “{answer_label}”: at the start of a round the table is empty and "
                               "nothing was named, so nothing is forbidden. You simply say Meep."},
            "de": {"question": "Die erste Karte einer Runde zeigt Meeep. Ist Meeep verboten?",
                   "hint": "Was liegt zu Beginn einer Runde auf dem Tisch, und was wurde schon gesagt?",
                   "solution": "Die Antwort ist „{answer_label}“: Zu Beginn einer Runde ist der Tisch leer und "
                               "niemand hat etwas gesagt, also ist nichts verboten. Du sagst einfach Meeep."},
        }),
    Exercise(
        id="k24-dances", level=2, kind="probability", make=_make_dances, allow=ALLOW,
        texts={
            "en": {"question": "Imagine a cockroach game with {d} different dances, every dance equally likely, and "
                               "no taboo cards. What is the chance that the second card of a round must be renamed "
                               "(its own dance is forbidden)?",
                   "hint": "At the second card only the first card forbids something: its own dance. How many "
                           "dances could the first card show?",
                   "solution": "Only one of the {d} dances is forbidden (the first card's). Your card shows that "
                               "dance with chance {answer}."},
            "de": {"question": "Stell dir ein Kakerlakenspiel mit {d} verschiedenen Tänzen vor, jeder Tanz gleich "
                               "wahrscheinlich, ohne Tabu-Karten. Mit welcher Wahrscheinlichkeit muss die zweite "
                               "Karte einer Runde umbenannt werden (ihr Tanz ist verboten)?",
                   "hint": "Bei der zweiten Karte verbietet nur die erste Karte etwas: ihren eigenen Tanz. "
                           "Wie viele Tänze kann die erste Karte zeigen?",
                   "solution": "Nur einer der {d} Tänze ist verboten (der von Karte 1). Deine Karte zeigt genau "
                               "diesen Tanz mit der Wahrscheinlichkeit {answer}."},
        }),
    Exercise(
        id="k24-two-taboos", level=2, kind="probability", make=_make_two_taboos, allow=ALLOW,
        texts={
            "en": {"question": "A box has {n} dance cards and {taboos} of each dance (cards drawn at random "
                               "each time). Two taboo cards are visible at the third card if cards 1 and 2 were both "
                               "taboo cards. How likely is that?",
                   "hint": "One card is a taboo card with chance {ratio}. Path rule: multiply "
                           "along the path taboo, taboo.",
                   "solution": "{per_card} × {per_card} = {answer}."},
            "de": {"question": "Eine Schachtel hat von jedem Tanz {n} Tanzkarten und {taboos} (jede Karte "
                               "wird neu zufällig gezogen). Bei der dritten Karte sind zwei Tabu-Karten zu sehen, "
                               "wenn Karte 1 und Karte 2 beide Tabu-Karten waren. Wie wahrscheinlich ist das?",
                   "hint": "Eine Karte ist mit der Wahrscheinlichkeit {ratio} eine "
                           "Tabu-Karte. Pfadregel: entlang des Pfades Tabu, Tabu multiplizieren.",
                   "solution": "{per_card} · {per_card} = {answer}."},
        }),
    Exercise(
        id="k24-tree", level=3, kind="probability", make=_make_tree, allow=ALLOW,
        texts={
            "en": {"question": "A cockroach game with {d} dances, every dance equally likely, no taboo cards. "
                               "What is the chance that the third card of a round must be renamed?",
                   "hint": "Draw the tree like the one in the lesson: card 2 shows your dance (forbidden), or "
                           "card 2 was the same as card 1, so it was renamed, and the new name was your dance "
                           "(1 of the {d1} allowed dances).",
                   "solution": "Path 1: {first}. Path 2: ({d1}/{d}) × (1/{d}) × (1/{d1}) = {second}. "
                               "Add the paths: {first} + {second} = {answer}."},
            "de": {"question": "Ein Kakerlakenspiel mit {d} Tänzen, jeder Tanz gleich wahrscheinlich, ohne "
                               "Tabu-Karten. Mit welcher Wahrscheinlichkeit muss die dritte "
                               "Karte einer Runde umbenannt werden?",
                   "hint": "Zeichne ein Baumdiagramm wie in der Lektion: Karte 2 zeigt deinen Tanz (verboten), "
                           "oder Karte 2 war gleich Karte 1, wurde also umbenannt, und der neue Name war dein "
                           "Tanz (einer der {d1} erlaubten Tänze).",
                   "solution": "Pfad 1: {first}. Pfad 2: ({d1}/{d}) · (1/{d}) · (1/{d1}) = {second}. "
                               "Pfade addieren: {first} + {second} = {answer}."},
        }),
    Exercise(
        id="k24-no-mistake", level=3, kind="probability", make=_make_mistakes, allow=ALLOW,
        texts={
            "en": {"question": "A player gets each move wrong with chance 1/{m}. What is the chance that the "
                               "first {k} moves of a round are {all} correct?",
                   "hint": "One move is correct with chance {right}. Path rule: multiply once for every move.",
                   "solution": "{k} factors of {right}: {product} = {answer} (about {answer_pct})."},
            "de": {"question": "Ein Spieler macht jeden Zug mit der Wahrscheinlichkeit 1/{m} falsch. Wie "
                               "wahrscheinlich sind die ersten {k} Züge einer Runde {all} richtig?",
                   "hint": "Ein Zug ist mit der Wahrscheinlichkeit {right} richtig. Pfadregel: für jeden Zug "
                           "einmal multiplizieren.",
                   "solution": "{k} Faktoren {right}: {product} = {answer} (ungefähr {answer_pct})."},
        }),
])


__all__ = [
    "EXERCISES", "box_table", "card2_reveal", "card3_tree", "forbidden_at_card2", "forbidden_at_card3",
    "forbidden_table", "game_length", "game_length_figure", "later_table", "sample_card3",
    "tree_figure", "tree_sum_text",
]
