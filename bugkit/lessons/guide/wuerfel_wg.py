"""Teacher guide and worksheet text for lesson 25 (Würfel-WG), written after reading both lesson notebooks (les3).

The lesson module ``bugkit.lessons.wuerfel_wg`` is read through ``importlib`` so that this file type-checks before
the lesson is merged (the guide covers a lesson only once its exercise module exists).
"""

from __future__ import annotations

import importlib
from fractions import Fraction
from typing import Any

from ...core.i18n import fmt_frac, fmt_pct

FACES = 6  # 1-5 and a kangaroo, equally likely


def two_dice_at_least_one_four() -> Fraction:
    """Return the exact chance that two Würfel-WG dice show at least one 4 (all 36 pairs counted)."""
    return Fraction(sum(1 for a in range(1, FACES + 1) for b in range(1, FACES + 1) if 4 in (a, b)), FACES ** 2)


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from bugkit (fractions and percentages in ``lang``)."""
    w = importlib.import_module("bugkit.lessons.wuerfel_wg")
    table = w.setup_table()
    p = two_dice_at_least_one_four()
    words = {"en": {"no": "not at all", "little": "a little", "lot": "a lot"},
             "de": {"no": "gar nicht", "little": "ein bisschen", "lot": "sehr"}}[lang]
    dice, parking, _ = w.setup("start")
    return {"p4": fmt_frac(p, lang), "p4_pct": fmt_pct(p, lang), "none": fmt_frac(1 - p, lang),
            "couch444": words[str(w.couch_helps("4 4 4"))],
            "s444": fmt_pct(table["4 4 4"]["start"], lang), "c444": fmt_pct(table["4 4 4"]["couch"], lang),
            "f444": fmt_pct(table["4 4 4"]["fridge"], lang),
            "s16": fmt_pct(table["sum>=16"]["start"], lang), "c16": fmt_pct(table["sum>=16"]["couch"], lang),
            "f16": fmt_pct(table["sum>=16"]["fridge"], lang), "dice": dice, "parking": parking}


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's counting tables: header, blank rows for the sheet and filled rows for the key."""
    de = lang == "de"
    faces = ["1", "2", "3", "4", "5", "🦘"]
    return [
        {"caption": ("1. Zwei Würfel: Kreuze jedes Paar mit mindestens einer 4 an. Wie viele von 36?" if de else
                     "1. Two dice: mark every pair with at least one 4. How many of 36?"),
         "header": ["1. \\ 2.", *faces],
         "rows": [[f, *[""] * 6] for f in faces],
         "key": [[f, *["✘" if "4" in (f, g) else "" for g in faces]] for f in faces]},
        {"caption": ("2. Würfelt 20-mal mit 2 Würfeln. Striche: mindestens eine 4 oder keine?" if de else
                     "2. Roll 2 dice 20 times. Tally: at least one 4, or none?"),
         "header": ["", "mindestens eine 4" if de else "at least one 4", "keine 4" if de else "no 4",
                    "zusammen" if de else "total"],
         "rows": [["Striche" if de else "tally", "", "", ""]], "key": [["Striche" if de else "tally", "", "", "20"]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Würfel-WG: does a clean couch help?",
        "summary": ("Students find the chance of 'at least one 4' with two dice through the opposite event "
                    "(1 − {none} = {p4}), watch it settle over many rolls, and compare how much more parking spots "
                    "(a clean couch) and more re-rolls (a full fridge) raise the chance of finishing a to-do."),
        "goals": [
            "Use the opposite event (complement): 'at least one 4' = 1 − 'no 4 at all' (sections 2-3).",
            "Count equally likely pairs of two dice in a table ({p4} for at least one 4).",
            "Relative frequency and the law of large numbers: the share of rolls with a 4 settles near {p4_pct} "
            "(section 3).",
            "Compare strategies and set-ups by their chances in a table and a bar chart (sections 4-6).",
            "Explain why a parameter matters or not: the couch changes nothing for three 4s ({s444} either way) "
            "but helps for sums ({s16} → {c16}).",
        ],
        "curriculum": [
            "England, national curriculum KS3 probability: 'the probabilities of all possible outcomes sum to 1' "
            "(the opposite event), 'generate theoretical sample spaces for single and combined events', 'record, "
            "describe and analyse the frequency of outcomes of simple probability experiments'.",
            "US Common Core, grade 7: 7.SP.C.5, 7.SP.C.6 (relative frequency in the long run), 7.SP.C.8a-b "
            "(probability of a compound event; sample spaces in tables); comparing strategies by probability.",
        ],
        "age": "Ages 11-13 (years 7-8 in England, grades 6-7 in the US) for the core, which multiplies 5/6 × 5/6; "
               "ages 13-14 for the “Going further” part "
               "(how the computer parks 'as well as possible', simulation compared with exact).",
        "prerequisites": "Fractions and percentages, multiplying simple fractions (5/6 × 5/6); the game's words "
                         "(to-do, park, re-roll). No programming.",
        "plan": [
            (7, "Play: groups play a few turns of Würfel-WG (or the digital board, `notebooks/15_play_wuerfel_wg."
                "ipynb`); each group notes which to-dos were hard."),
            (3, "Guess first (section 2): two 4s parked, two dice rolled again: the chance of at least one 4."),
            (8, "Count (sections 1-2): mark the pairs with a 4 in the 6 × 6 table of the worksheet; the opposite "
                "event 'no 4' (5/6 × 5/6)."),
            (6, "Class dice: each group rolls two dice 20 times and tallies 'at least one 4'; type the counts "
                "into the class-dice table (section 3) and compare with {p4_pct}."),
            (5, "Simulate and compare (section 3): ×1, ×10, ×1000 in the law-of-large-numbers picture."),
            (8, "Clean couch or full fridge? (sections 4-5): predict how much the couch helps for three 4s "
                "({couch444}), read the table, then move the sliders."),
            (5, "Exercises (section 7)."),
            (3, "Exit ticket."),
        ],
        "needs": ("per group a Würfel-WG box or {dice} ordinary dice (the 6 counts as the kangaroo), the worksheet, "
                  "one device per pair."),
        "materials": [
            "Per group of 3-4: one Würfel-WG box, or {dice} ordinary dice (the 6 counts as the kangaroo).",
            "The worksheet (one per student, [25_lesson_wuerfel_wg_worksheet.pdf](worksheets/"
            "25_lesson_wuerfel_wg_worksheet.pdf)) and pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "The answer key for the teacher.",
        ],
        "misconceptions": [
            ("Two dice give twice the chance: 1/6 + 1/6 = 1/3 for at least one 4.",
             "the worksheet's 6 × 6 table counts 11 pairs, not 12 (the pair 4 4 is counted once); the opposite "
             "event gives 1 − 25/36 = {p4}."),
            ("More parking spots always help.",
             "the guess in section 4 and the table: for three 4s you never want to keep more than the dice "
             "that show 4, so the couch changes nothing ({s444} either way)."),
            ("All sums of two dice are equally likely.",
             "the exercise on the sums of two dice (a misconception choice) and the worksheet's 6 × 6 table."),
            ("After a few rolls the share of 4s shows the true chance.",
             "the class dice and the ×1, ×10 buttons wobble; only many rolls settle near {p4_pct}."),
        ],
        "differentiation": {
            "fast": "Level-3 exercises (at least two 3s; does the couch help with 5 dice?); section 6 with 6 dice; "
                    "the “Going further” part (the advisor's list, simulation compared with exact).",
            "slow": "Count the 6 × 6 table with real dice; the level-1 exercises; work with the opposite event on "
                    "one die first (no 4: 5 of 6).",
        },
        "prompts": [
            ("Why is 'at least one 4' easier to work out through 'no 4'?",
             "'At least one' has many cases (one 4, two 4s); 'no 4' is one case: 5/6 × 5/6 = {none}. Then "
             "subtract from 1."),
            ("Why does the clean couch not help for three 4s?",
             "You only ever park the dice showing 4, at most 2 before the last roll; the start parking spots "
             "already allow that."),
            ("Which helps more for a sum of at least 16, the couch or the fridge? Why?",
             "The fridge ({s16} → {f16}) more than the couch ({s16} → {c16}): a second re-roll is a whole new "
             "chance, an extra parking spot only keeps one more good die."),
            ("Our class's share of rolls with a 4 is not exactly {p4_pct}. Is that a problem?",
             "No: real rolls wobble; the more rolls the class pools, the closer it usually comes."),
        ],
        "exit_ticket": ("You roll two dice. What is the chance of at least one 4? Show how the opposite event helps.",
                        "No 4: 5/6 × 5/6 = {none}; at least one 4: 1 − {none} = {p4} (about {p4_pct})."),
        "class_dice": "In section 3 of both Würfel-WG notebooks, type for every group how many of its rolls of two "
                      "dice showed at least one 4 and how many showed none, then press *Pool and draw*: the class's "
                      "share appears beside a simulation with as many rolls, and the exact chance once the guess about "
                      "at least one 4 is revealed (🔒 until then: it would tell its answer). "
                      "*Save table* keeps the table as "
                      "a JSON file in `saves/`; *Load table* brings it back.",
        "predictions": [
            ("You parked two 4s and roll two dice again. How likely is at least one 4?", "{p4} ({p4_pct})"),
            ("With the start dice and 1 re-roll: how much does a clean couch help for three 4s: not at all, a little "
             "or a lot?", "{couch444}"),
        ],
    },
    "de": {
        "title": "Würfel-WG: Hilft eine saubere Couch?",
        "summary": ("Die Kinder bestimmen die Wahrscheinlichkeit für „mindestens eine 4“ mit zwei Würfeln über das "
                    "Gegenereignis (1 − {none} = {p4}), sehen sie sich über viele Würfe einpendeln und vergleichen, "
                    "wie viel mehr Parkplätze (saubere Couch) und mehr Wiederholungswürfe (voller Kühlschrank) die "
                    "Chance auf ein erledigtes To-do erhöhen."),
        "goals": [
            "Das Gegenereignis nutzen: „mindestens eine 4“ = 1 − „keine 4“ (Abschnitte 2-3).",
            "Gleich wahrscheinliche Paare zweier Würfel in einer Tabelle abzählen ({p4} für mindestens eine 4).",
            "Relative Häufigkeit und Gesetz der großen Zahlen: der Anteil der Würfe mit einer 4 pendelt sich bei "
            "{p4_pct} ein (Abschnitt 3).",
            "Strategien und Ausstattungen über ihre Wahrscheinlichkeiten in Tabelle und Säulendiagramm "
            "vergleichen (Abschnitte 4-6).",
            "Begründen, warum ein Parameter zählt oder nicht: die Couch ändert bei drei Vieren nichts ({s444} in "
            "beiden Fällen), hilft aber bei Summen ({s16} → {c16}).",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“ (Sekundarstufe I, "
            "Klasse 5-7): Wahrscheinlichkeiten mit gleich wahrscheinlichen Ergebnissen bestimmen, Gegenereignis, "
            "relative Häufigkeiten als Schätzwerte nutzen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe: Bereich Daten und Zufall, "
            "Wahrscheinlichkeiten berechnen und mit relativen Häufigkeiten vergleichen.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 2-3): Wahrscheinlichkeiten abschätzen, "
            "berechnen und mit Zufallsexperimenten vergleichen.",
        ],
        "age": "11-13 Jahre (Klasse 6-7) für den Kern, der 5/6 · 5/6 multipliziert; 13-14 Jahre für den Teil "
               "„Für Neugierige“ (wie der Computer "
               "bestmöglich parkt, Simulation und genaue Rechnung im Vergleich).",
        "prerequisites": "Brüche und Prozente, einfache Brüche multiplizieren (5/6 · 5/6); die Wörter des Spiels "
                         "(To-do, parken, Wiederholungswurf). Kein Programmieren.",
        "plan": [
            (7, "Spielen: Die Gruppen spielen ein paar Züge Würfel-WG (oder das digitale Brett, "
                "`notebooks/15_play_wuerfel_wg.ipynb`) und notieren, welche To-dos schwer waren."),
            (3, "Schätzen (Abschnitt 2): zwei Vieren geparkt, zwei Würfel neu: die Chance auf mindestens eine 4 "
                "schätzen."),
            (8, "Zählen (Abschnitte 1-2): in der 6 · 6-Tabelle des Arbeitsblatts die Paare mit einer 4 ankreuzen; "
                "das Gegenereignis „keine 4“ (5/6 · 5/6)."),
            (6, "Würfel der Klasse: Jede Gruppe würfelt 20-mal mit zwei Würfeln und macht Striche für „mindestens "
                "eine 4“; die Zahlen in die Klassentabelle (Abschnitt 3) eingeben und mit {p4_pct} vergleichen."),
            (5, "Simulieren und vergleichen (Abschnitt 3): ×1, ×10, ×1000 im Bild zum Gesetz der großen Zahlen."),
            (8, "Saubere Couch oder voller Kühlschrank? (Abschnitte 4-5): schätzen, wie viel die Couch bei drei Vieren "
                "hilft ({couch444}), die Tabelle lesen, dann die Regler bewegen."),
            (5, "Aufgaben (Abschnitt 7)."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Gruppe eine Schachtel Würfel-WG oder {dice} normale Würfel (die 6 gilt als Känguru), das "
                  "Arbeitsblatt, ein Gerät je Paar."),
        "materials": [
            "Je Gruppe (3-4 Kinder): eine Schachtel Würfel-WG oder {dice} normale Würfel (die 6 gilt als Känguru).",
            "Das Arbeitsblatt (eines je Kind, [25_lektion_wuerfel_wg_arbeitsblatt.pdf](worksheets/"
            "25_lektion_wuerfel_wg_arbeitsblatt.pdf)) und Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Das Lösungsblatt für die Lehrkraft.",
        ],
        "misconceptions": [
            ("Zwei Würfel geben die doppelte Chance: 1/6 + 1/6 = 1/3 für mindestens eine 4.",
             "Die 6 · 6-Tabelle des Arbeitsblatts zählt 11 Paare, nicht 12 (das Paar 4 4 zählt einmal); das "
             "Gegenereignis gibt 1 − 25/36 = {p4}."),
            ("Mehr Parkplätze helfen immer.",
             "Die Schätzfrage in Abschnitt 4 und die Tabelle: Bei drei Vieren will man nie mehr Würfel behalten als "
             "die mit einer 4, also ändert die Couch nichts ({s444} in beiden Fällen)."),
            ("Alle Summen zweier Würfel sind gleich wahrscheinlich.",
             "Die Aufgabe zu den Summen zweier Würfel (eine Auswahl zur Fehlvorstellung) und die 6 · 6-Tabelle des "
             "Arbeitsblatts."),
            ("Nach wenigen Würfen zeigt der Anteil der Vieren schon die wahre Wahrscheinlichkeit.",
             "Die Würfel der Klasse und die Knöpfe ×1, ×10 schwanken; erst viele Würfe pendeln sich bei {p4_pct} "
             "ein."),
        ],
        "differentiation": {
            "fast": "Aufgaben der Stufe 3 (mindestens zwei Dreien; hilft die Couch mit 5 Würfeln?); Abschnitt 6 mit 6 "
                    "Würfeln; der Teil „Für Neugierige“ (die Liste des Beraters, Simulation und genaue Rechnung im "
                    "Vergleich).",
            "slow": "Die 6 · 6-Tabelle mit echten Würfeln auszählen; die Aufgaben der Stufe 1; das Gegenereignis "
                    "erst an einem Würfel üben (keine 4: 5 von 6).",
        },
        "prompts": [
            ("Warum rechnet man „mindestens eine 4“ leichter über „keine 4“?",
             "„Mindestens eine“ hat viele Fälle (eine 4, zwei Vieren); „keine 4“ ist ein Fall: 5/6 · 5/6 = {none}. "
             "Dann von 1 abziehen."),
            ("Warum hilft die saubere Couch bei drei Vieren nicht?",
             "Man parkt nur die Würfel mit einer 4, vor dem letzten Wurf höchstens 2; das erlauben schon die "
             "Parkplätze vom Start."),
            ("Was hilft bei „Summe mindestens 16“ mehr, die Couch oder der Kühlschrank? Warum?",
             "Der Kühlschrank ({s16} → {f16}) mehr als die Couch ({s16} → {c16}): ein zweiter Wiederholungswurf "
             "ist eine ganz neue Chance, ein Parkplatz mehr behält nur einen guten Würfel mehr."),
            ("Der Anteil unserer Klasse ist nicht genau {p4_pct}. Ist das schlimm?",
             "Nein: Echte Würfe schwanken; je mehr Würfe die Klasse zusammenzählt, desto näher kommt sie "
             "meistens heran."),
        ],
        "exit_ticket": ("Du wirfst zwei Würfel. Wie wahrscheinlich ist mindestens eine 4? Zeige, wie das "
                        "Gegenereignis hilft.",
                        "Keine 4: 5/6 · 5/6 = {none}; mindestens eine 4: 1 − {none} = {p4} (etwa {p4_pct})."),
        "class_dice": "In Abschnitt 3 beider Würfel-WG-Notebooks geben Sie für jede Gruppe ein, wie viele ihrer Würfe "
                      "mit zwei Würfeln mindestens eine 4 zeigten und wie viele keine, dann *Zusammenzählen und "
                      "zeichnen*: Der Anteil der Klasse erscheint neben einer Simulation mit gleich vielen Würfen, die "
                      "genaue Wahrscheinlichkeit erst, wenn die Schätzung zu mindestens einer 4 aufgelöst ist (bis "
                      "dahin 🔒: Sie verrät ihre Antwort). "
                      "*Tabelle speichern* legt die Tabelle als JSON-Datei in `saves/` ab; "
                      "*Tabelle laden* holt sie zurück.",
        "predictions": [
            ("Du hast zwei Vieren geparkt und wirfst zwei Würfel neu. Wie wahrscheinlich ist mindestens eine 4?",
             "{p4} ({p4_pct})"),
            ("Mit den Startwürfeln und einem Wiederholungswurf: Wie sehr hilft eine saubere Couch bei drei Vieren: "
             "gar nicht, ein bisschen oder sehr?", "{couch444}"),
        ],
    },
}
