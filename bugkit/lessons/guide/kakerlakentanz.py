"""Teacher guide and worksheet text for lesson 24 (Kakerlakentanz), written after reading both lesson notebooks (les3).

The lesson module ``bugkit.lessons.kakerlakentanz`` is read through ``importlib`` so that this file type-checks
before the lesson is merged (the guide covers a lesson only once its exercise module exists).
"""

from __future__ import annotations

import importlib
from fractions import Fraction
from typing import Any

from ...core.i18n import fmt_frac, fmt_pct


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from the lesson module (fractions and percentages)."""
    k = importlib.import_module("bugkit.lessons.kakerlakentanz")
    p2, p3 = Fraction(k.forbidden_at_card2()), Fraction(k.forbidden_at_card3())
    more = {"en": ("more often", "less often", "just as often"), "de": ("öfter", "seltener", "genauso oft")}[lang]
    return {"p2": fmt_frac(p2, lang), "p2_pct": fmt_pct(p2, lang), "p3": fmt_frac(p3, lang),
            "p3_pct": fmt_pct(p3, lang), "card3": more[0] if p3 > p2 else more[1] if p3 < p2 else more[2]}


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's counting tables: header, blank rows for the sheet and filled rows for the key."""
    de = lang == "de"
    dances = importlib.import_module("bugkit.lessons.kakerlakentanz").DANCE_WORDS[lang]
    return [
        {"caption": ("1. Kinderversion (4 Tänze, keine Tabu-Karten). Karte 1 zeigt Meeep. Welche zweite Karte muss "
                     "umbenannt werden? Kreuze an." if de else
                     "1. Children's version (4 dances, no taboo cards). Card 1 shows Meep. Which second card must "
                     "be renamed? Mark it."),
         "header": ["Karte 2" if de else "card 2", *dances],
         "rows": [["", "", "", "", ""]], "key": [["", "", "", "", "✘"]]},
        {"caption": ("2. Deckt 20-mal zwei Karten auf (oder würfelt 1-4 für die Tänze). Striche: Zeigt Karte 2 "
                     "denselben Tanz wie Karte 1?" if de else
                     "2. Turn up two cards 20 times (or roll 1-4 for the dances). Tally: does card 2 show the same "
                     "dance as card 1?"),
         "header": ["", "gleich" if de else "same", "anders" if de else "different", "zusammen" if de else "total"],
         "rows": [["Striche" if de else "tally", "", "", ""]], "key": [["Striche" if de else "tally", "", "", "20"]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Kakerlakentanz: how often is your own dance forbidden?",
        "summary": ("Students count the cards in the box, find that in the children's version the second card's "
                    "dance is forbidden with chance {p2}, draw the tree diagram for the third card ({p3}), check "
                    "it with many simulated rounds and see how mistakes make a game longer."),
        "goals": [
            "Chance as (cards of a kind) ÷ (all cards) (section 1).",
            "The second card: forbidden exactly when it repeats the first dance, {p2} (section 2).",
            "Draw a tree diagram and use the path rule for the third card: {p3} (section 3).",
            "Relative frequency and the law of large numbers: many simulated rounds settle near {p3_pct} "
            "(section 4).",
            "Read a table of chances along a round (section 5); expected value as a long-run average: the length "
            "of a game for a mistake rate (section 6).",
        ],
        "curriculum": [
            "England, national curriculum KS3 probability: 'generate theoretical sample spaces for single and "
            "combined events', 'record, describe and analyse the frequency of outcomes'; KS4: tree diagrams for "
            "successive events.",
            "US Common Core, grade 7: 7.SP.C.7 (probability models), 7.SP.C.8 (compound events with tree diagrams "
            "and simulation); 7.SP.C.6 (relative frequency in the long run).",
        ],
        "age": "Ages 11-13 (years 7-8 in England, grades 6-7 in the US) for the core, which multiplies along a tree "
               "path; ages 13-14 for the “Going further” part (conditional probability, drawing without replacement).",
        "prerequisites": "Fractions and percentages, multiplying fractions along a path; the game's rule that a dance "
                         "shown by the card before (or named) is forbidden. No programming.",
        "plan": [
            (8, "Play: groups play a few rounds of Kakerlakentanz (children's version first) or the digital board "
                "`notebooks/14_play_kakerlakentanz.ipynb`; when did someone have to rename a dance?"),
            (3, "Guess first (section 2): my second card shows Meep; how likely is it that Meep is forbidden?"),
            (7, "Count (sections 1-2): the box table; the worksheet's second-card table."),
            (6, "Class tally (this lesson has no class-dice table): each group turns up two cards (or rolls 1-4) "
                "20 times and tallies 'same dance' on the worksheet; pool the tallies on the board and compare the "
                "class's share with {p2_pct}."),
            (8, "Tree and simulation (sections 3-4): predict card 3 against card 2 ({card3}), draw the tree, then "
                "×1, ×10, ×1000 rounds."),
            (5, "Later in the round and mistakes (sections 5-6): read the table, move the mistake slider."),
            (5, "Exercises (section 7)."),
            (3, "Exit ticket."),
        ],
        "needs": ("per group a Kakerlakentanz box, or four kinds of cards (or a die: 1 to 4 are the dances, roll "
                  "again on 5 and 6); the worksheet, one device per pair."),
        "materials": [
            "Per group of 3-4: one Kakerlakentanz box, or four kinds of cards (or a die: 1-4 are the dances, roll "
            "again on 5 and 6).",
            "The worksheet (one per student, [24_lesson_kakerlakentanz_worksheet.pdf](worksheets/"
            "24_lesson_kakerlakentanz_worksheet.pdf)) and "
            "pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "Board for the tree diagram; the answer key for the teacher.",
        ],
        "misconceptions": [
            ("The first card can already be forbidden.",
             "the exercise about the first card (a misconception choice): nothing is shown before the first card."),
            ("Card 3 is forbidden exactly as often as card 2.",
             "the guess in section 3 and the tree: a dance can also be forbidden because it was named, so "
             "card 3 is forbidden {card3} ({p3} against {p2})."),
            ("With 4 dances, your own dance is forbidden with chance 1/4 at every card.",
             "the table of section 5 shows the chance changing along the round, and with taboo cards much more."),
            ("A few rounds show the real chance.",
             "the law-of-large-numbers picture of section 4 and the class's own tally wobble at first."),
        ],
        "differentiation": {
            "fast": "Level-3 exercises (card 3 with 6 dances; three moves without a mistake); the mistake slider "
                    "with different hand sizes; the “Going further” part.",
            "slow": "Lay out the tree with real cards on the desk; the level-1 exercises; the children's version "
                    "only.",
        },
        "prompts": [
            ("Why is the second card forbidden with chance {p2}?",
             "Only if it shows the same dance as the first card: 1 of the 4 dances."),
            ("Why is card 3 forbidden more often than card 2?",
             "Besides the dance on card 2, a dance named instead of a repeated one can also be forbidden: more "
             "paths in the tree end in 'forbidden'."),
            ("Why do mistakes make a game longer?",
             "A wrong move takes all the cards on the table back into the hand, so more cards must be turned up "
             "before someone runs out."),
            ("Our class's tally of 'same dance' is not exactly {p2_pct}. Why not?",
             "Real cards wobble; the more turns the class pools, the closer it usually comes."),
        ],
        "exit_ticket": ("Children's version: your second card shows Buzz. How likely is it that Buzz is forbidden? "
                        "Why?",
                        "{p2}: only if the first card also showed Buzz, 1 of the 4 dances."),
        "class_dice": "Lesson 24 has no class-dice table (it is a card lesson); the worksheet's tally of 'same "
                      "dance' (cards, or a die with 1-4 as the dances) can be compared with the second-card chance "
                      "by hand.",
        "predictions": [
            ("Children's version: my second card shows Meep. How likely is it that Meep is forbidden?",
             "{p2} ({p2_pct})"),
            ("Card 3: is Meep forbidden more often, just as often or less often than at card 2?",
             "{card3} ({p3})"),
        ],
    },
    "de": {
        "title": "Kakerlakentanz: Wie oft ist dein eigener Tanz verboten?",
        "summary": ("Die Kinder zählen die Karten der Schachtel, finden, dass in der Kinderversion der Tanz der "
                    "zweiten Karte mit Wahrscheinlichkeit {p2} verboten ist, zeichnen das Baumdiagramm für die "
                    "dritte Karte ({p3}), prüfen es mit vielen simulierten Runden und sehen, wie Fehler eine "
                    "Partie verlängern."),
        "goals": [
            "Wahrscheinlichkeit als (Karten einer Sorte) ÷ (alle Karten) (Abschnitt 1).",
            "Die zweite Karte: verboten genau dann, wenn sie den ersten Tanz wiederholt, {p2} (Abschnitt 2).",
            "Ein Baumdiagramm zeichnen und die Pfadregel für die dritte Karte anwenden: {p3} (Abschnitt 3).",
            "Relative Häufigkeit und Gesetz der großen Zahlen: viele simulierte Runden pendeln sich bei {p3_pct} "
            "ein (Abschnitt 4).",
            "Eine Tabelle von Wahrscheinlichkeiten entlang einer Runde lesen (Abschnitt 5); der Erwartungswert als "
            "Mittelwert auf lange Sicht: die Länge einer Partie bei einer Fehlerquote (Abschnitt 6).",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“ (Sekundarstufe I, "
            "Klasse 5-7): Wahrscheinlichkeiten bei ein- und zweistufigen Zufallsexperimenten mit Baumdiagramm "
            "und Pfadregel bestimmen, relative Häufigkeiten als Schätzwerte nutzen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe: Bereich Daten und Zufall, "
            "mehrstufige Zufallsexperimente mit Baumdiagrammen beschreiben.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 3): Wahrscheinlichkeiten mit Baumdiagrammen "
            "bestimmen und mit Simulationen vergleichen.",
        ],
        "age": "11-13 Jahre (Klasse 6-7) für den Kern, der entlang eines Baumpfads multipliziert; 13-14 Jahre "
               "für den Teil „Für Neugierige“ (bedingte Wahrscheinlichkeit, Ziehen ohne Zurücklegen).",
        "prerequisites": "Brüche und Prozente, Brüche entlang eines Pfades multiplizieren; die Spielregel, dass ein "
                         "Tanz verboten ist, den die Karte davor zeigt (oder der genannt wurde). Kein Programmieren.",
        "plan": [
            (8, "Spielen: Die Gruppen spielen ein paar Runden Kakerlakentanz (zuerst die Kinderversion) oder das "
                "digitale Brett `notebooks/14_play_kakerlakentanz.ipynb`; wann musste jemand einen Tanz umbenennen?"),
            (3, "Schätzen (Abschnitt 2): Meine zweite Karte zeigt Meeep; wie wahrscheinlich ist es, dass Meeep "
                "verboten ist?"),
            (7, "Zählen (Abschnitte 1-2): die Tabelle der Schachtel; die Tabelle zur zweiten Karte auf dem "
                "Arbeitsblatt."),
            (6, "Strichliste der Klasse (diese Lektion hat keine Tabelle „Würfel der Klasse“): Jede Gruppe deckt "
                "20-mal zwei Karten auf (oder würfelt 1-4) und macht auf dem Arbeitsblatt Striche für „gleicher "
                "Tanz“; die Striche an der Tafel zusammenzählen und den Anteil der Klasse mit {p2_pct} vergleichen."),
            (8, "Baum und Simulation (Abschnitte 3-4): Karte 3 gegen Karte 2 schätzen ({card3}), den Baum "
                "zeichnen, dann ×1, ×10, ×1000 Runden simulieren."),
            (5, "Später in der Runde und Fehler (Abschnitte 5-6): die Tabelle lesen, den Fehler-Regler bewegen."),
            (5, "Aufgaben (Abschnitt 7)."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Gruppe eine Schachtel Kakerlakentanz oder vier Sorten Karten (oder einen Würfel: 1 bis 4 sind "
                  "die Tänze, bei 5 und 6 noch einmal würfeln); das Arbeitsblatt, ein Gerät je Paar."),
        "materials": [
            "Je Gruppe (3-4 Kinder): eine Schachtel Kakerlakentanz oder vier Sorten Karten (oder ein Würfel: 1-4 "
            "sind die Tänze, bei 5 und 6 noch einmal würfeln).",
            "Das Arbeitsblatt (eines je Kind, [24_lektion_kakerlakentanz_arbeitsblatt.pdf](worksheets/"
            "24_lektion_kakerlakentanz_arbeitsblatt.pdf)) und "
            "Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Tafel für das Baumdiagramm; das Lösungsblatt für die Lehrkraft.",
        ],
        "misconceptions": [
            ("Schon die erste Karte kann verboten sein.",
             "Die Aufgabe zur ersten Karte (eine Auswahl zur Fehlvorstellung): Vor der ersten Karte liegt nichts."),
            ("Karte 3 ist genauso oft verboten wie Karte 2.",
             "Die Schätzfrage in Abschnitt 3 und der Baum: Ein Tanz kann auch verboten sein, weil er genannt wurde, "
             "also ist Karte 3 {card3} verboten ({p3} gegen {p2})."),
            ("Mit 4 Tänzen ist der eigene Tanz bei jeder Karte mit der Wahrscheinlichkeit 1/4 verboten.",
             "Die Tabelle in Abschnitt 5 zeigt, wie sich die Wahrscheinlichkeit entlang der Runde ändert, mit "
             "Tabu-Karten noch viel mehr."),
            ("Wenige Runden zeigen die wahre Wahrscheinlichkeit.",
             "Das Bild zum Gesetz der großen Zahlen in Abschnitt 4 und die Striche der Klasse schwanken zuerst."),
        ],
        "differentiation": {
            "fast": "Aufgaben der Stufe 3 (Karte 3 mit 6 Tänzen; drei Züge ohne Fehler); der Fehler-Regler mit "
                    "anderen Kartenzahlen; der Teil „Für Neugierige“.",
            "slow": "Den Baum mit echten Karten auf dem Tisch legen; die Aufgaben der Stufe 1; nur die "
                    "Kinderversion.",
        },
        "prompts": [
            ("Warum ist die zweite Karte mit der Wahrscheinlichkeit {p2} verboten?",
             "Nur wenn sie denselben Tanz zeigt wie die erste Karte: 1 von 4 Tänzen."),
            ("Warum ist Karte 3 öfter verboten als Karte 2?",
             "Neben dem Tanz auf Karte 2 kann auch ein Tanz verboten sein, der statt einer Wiederholung genannt "
             "wurde: mehr Pfade im Baum enden bei „verboten“."),
            ("Warum machen Fehler eine Partie länger?",
             "Ein falscher Zug holt alle Karten vom Tisch zurück auf die Hand, also müssen mehr Karten aufgedeckt "
             "werden, bis jemand keine mehr hat."),
            ("Die Striche der Klasse für „gleicher Tanz“ sind nicht genau {p2_pct}. Warum nicht?",
             "Echte Karten schwanken; je mehr Versuche die Klasse zusammenzählt, desto näher kommt sie meistens."),
        ],
        "exit_ticket": ("Kinderversion: Karte 2 zeigt Bssss. Mit welcher Wahrscheinlichkeit ist Bssss verboten? "
                        "Warum?",
                        "{p2}: nur wenn auch die erste Karte Bssss zeigte, 1 von 4 Tänzen."),
        "class_dice": "Lektion 24 hat keine Würfeltabelle der Klasse (es ist eine Kartenlektion); die Striche "
                      "„gleicher Tanz“ auf dem Arbeitsblatt (Karten oder ein Würfel mit 1-4 als Tänze) lassen sich "
                      "von Hand mit der Wahrscheinlichkeit der zweiten Karte vergleichen.",
        "predictions": [
            ("Kinderversion: Meine zweite Karte zeigt Meeep. Wie wahrscheinlich ist es, dass Meeep verboten ist?",
             "{p2} ({p2_pct})"),
            ("Karte 3: Ist Meeep öfter, genauso oft oder seltener verboten als bei Karte 2?", "{card3} ({p3})"),
        ],
    },
}
