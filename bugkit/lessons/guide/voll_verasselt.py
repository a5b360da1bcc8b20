"""Teacher guide and worksheet text for lesson 23 (Voll verasselt), written after reading both lesson notebooks."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...core.i18n import fmt_frac, fmt_pct
from ..voll_verasselt import START_HUB, TABLE_SIZES, best_threshold, hub_of, two_dice_grid

SMALL_GROUP = {"blue": 1, "red": 1}  # the group of section 2 (and of the class's dice)


def two_dice_bug_up(group: dict[str, int] = SMALL_GROUP) -> Fraction:
    """Return the exact chance that two bug dice bug up with ``group`` (from the 6 x 6 grid of the lesson)."""
    grid = two_dice_grid(group)
    return Fraction(sum(map(sum, grid)), 36)


_LATER = {"en": {1: "later", -1: "earlier", 0: "the same"}, "de": {1: "später", -1: "früher", 0: "gleich"}}


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from bugkit (fractions and percentages in ``lang``)."""
    p = two_dice_bug_up()
    best = {size: best_threshold(hub_of(size)) for size in TABLE_SIZES}
    (first, n1), *rest = best.items()  # "N = 2 for 8 cards, N = 3 for 10, ...": no "·", which reads as times
    on, cards = ("bei", "Karten") if lang == "de" else ("for", "cards")
    return {"p2": fmt_frac(p, lang), "p2_pct": fmt_pct(p, lang), "bad": round(p * 36),
            "best10": best_threshold(START_HUB), "best8": best[8], "best12": best[12],
            "best_all": ", ".join([f"N = {n1} {on} {first} {cards}", *(f"N = {n} {on} {s}" for s, n in rest)]),
            "later": _LATER[lang][(best[12] > best[10]) - (best[12] < best[10])]}


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's counting tables: header, blank rows for the sheet and filled rows for the key."""
    de = lang == "de"
    faces = ["blau", "rot", "gelb", "grün", "=", "="] if de else ["blue", "red", "yellow", "green", "=", "="]
    grid = two_dice_grid(SMALL_GROUP)
    mark = {True: "✘", False: "✔"}
    return [
        {"caption": ("1. Die Gruppe hat 1 blaue und 1 rote Karte. Kreuze jedes Paar an, das verasselt (✘)." if de
                     else "1. The group holds 1 blue and 1 red card. Mark every pair that bugs up (✘)."),
         "header": ["1. \\ 2.", *faces],
         "rows": [[f, *[""] * 6] for f in faces],
         "key": [[f, *[mark[b] for b in row]] for f, row in zip(faces, grid, strict=True)]},
        {"caption": ("2. Würfelt 20-mal mit 2 Würfeln (1 blau, 2 rot, 3 gelb, 4 grün, 5 und 6 Balken). Striche:" if de
                     else "2. Roll 2 dice 20 times (1 blue, 2 red, 3 yellow, 4 green, 5 and 6 bars). Tally:"),
         "header": ["", "verasselt" if de else "bugged up", "sicher" if de else "safe", "zusammen" if de else "total"],
         "rows": [["Striche" if de else "tally", "", "", ""]], "key": [["Striche" if de else "tally", "", "", "20"]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Voll verasselt: when should I stop?",
        "summary": ("A push-your-luck lesson: students count the 36 pairs of two bug dice ({bad} of them bug up), "
                    "see the risk grow as the group empties, compare stopping with rolling on by the expected "
                    "value, find the best stopping rule 'stop after N cards' (N = {best10} for the 10-card start "
                    "hub; it moves with the hub size) and check it with many simulated turns."),
        "goals": [
            "Count equally likely outcomes of two dice in a 6 × 6 table; the chance of bugging up as a fraction "
            "({p2}, section 2).",
            "See how a chance changes when the situation changes: fewer cards, more risk (section 3).",
            "Expected value as the average over many turns: compare stopping with rolling once more (section 4).",
            "Compare strategies ('stop after N cards') by their expected catch; the best N depends on the hub "
            "({best_all}, section 5).",
            "Relative frequency and the law of large numbers: simulated turns settle near the exact chance of "
            "bugging up (section 6).",
        ],
        "curriculum": [
            "England, national curriculum KS3 probability: 'generate theoretical sample spaces for single and "
            "combined events with equally likely outcomes', 'the probabilities of all possible outcomes sum to 1' "
            "(bug up or not), 'analyse the frequency of outcomes of simple probability experiments'.",
            "US Common Core, grade 7: 7.SP.C.7 (develop a probability model and compare it with observed "
            "frequencies), 7.SP.C.8 (compound events, tables, simulation); expected value for decisions "
            "(HSS-MD.B.5) for ages 13-14.",
        ],
        "age": "Ages 11-13 (years 7-8 in England, grades 6-7 in the US) for the core, which uses the average catch "
               "over many turns (the expected value); ages 13-14 for the “Going further” part.",
        "prerequisites": "Fractions and percentages, the average (mean) of a few numbers, reading a table. The game's "
                         "rule: more dice of a colour than cards of that colour bugs up. No programming.",
        "plan": [
            (8, "Play: groups play Voll verasselt (or the digital board, `notebooks/13_play_voll_verasselt.ipynb`) "
                "and feel the push-your-luck tension: roll on or stop?"),
            (3, "Guess first (section 2): the chance of bugging up with two dice and 1 blue, 1 red card."),
            (7, "Count (section 2): mark the pairs that bug up in the 6 × 6 table on the worksheet; compare with the "
                "lesson's table ({bad} of 36)."),
            (6, "Class dice: each team of children rolls 2 dice 20 times and tallies 'bugged up' or 'safe'; type "
                "the counts into the class-dice table (section 6) and compare with {p2_pct}."),
            (6, "Risk and expected value (sections 3-4): why every catch makes the next roll riskier; 4 cards "
                "caught, roll once more?"),
            (7, "Stopping rules (section 5): predict the best N for 10 cards, then for 12; move the hub-size "
                "slider; simulate in section 6: ×1, ×10, ×1000 turns."),
            (5, "Exercises (section 7)."),
            (3, "Exit ticket."),
        ],
        "needs": ("per group a Voll verasselt box, or two ordinary dice (1 blue, 2 red, 3 yellow, 4 green, 5 and 6 "
                  "bars) and a few coloured cards or counters; the worksheet, one device per pair."),
        "materials": [
            "Per group of 3-4: one Voll verasselt box, or two ordinary dice (1 blue, 2 red, 3 yellow, 4 green, 5 "
            "and 6 bars) and a few coloured cards or counters for the group of cards.",
            "The worksheet (one per student, [23_lesson_voll_verasselt_worksheet.pdf](worksheets/"
            "23_lesson_voll_verasselt_worksheet.pdf)) and "
            "pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "The answer key for the teacher.",
        ],
        "misconceptions": [
            ("After five rolls without bars, bars are due.",
             "the exercise about Tom's die (a misconception choice): the die has no memory, bars stay 2 faces of "
             "6 (bugkit's assumption, as the lesson says: the rulebook does not list the faces)."),
            ("If one roll is probably safe, rolling on is right.",
             "section 4 and the exercises on the expected catch and on rolling on or stopping compare the average "
             "catch: a likely gain can still lose to keeping what you have, because a bug-up loses everything."),
            ("There is one best stopping number for the game.",
             "section 5 predicts the best N for 10 cards and then for 12 ({later}); the table shows {best_all}."),
            ("Two faces with bars means bars come up as often as a colour.",
             "section 1 shows bars on 2 of 6 faces (bugkit's assumption: the rulebook does not list the faces): "
             "twice as likely as any one colour (1/3 against 1/6)."),
        ],
        "differentiation": {
            "fast": "Level-3 exercises (roll on or stop; bug up with 3 dice via the complement); the hub-size "
                    "slider beyond 8-12 cards; the “Going further” part (the best rule of all, simulation compared "
                    "with exact, how the computer counts 7 dice).",
            "slow": "Fill the 6 × 6 table with real dice; start with one die (the exercise with one single die); use "
                    "the hint button; work in pairs with one device.",
        },
        "prompts": [
            ("Why does every catch make the next roll riskier?",
             "Caught cards leave the group, so fewer cards of each colour are left; more often a roll shows more dice "
             "of a colour than there are cards of it."),
            ("You have 4 cards. One more roll bugs up with chance 1/4 and otherwise brings 2 cards. Roll or stop?",
             "Roll: on average 3/4 × 6 = 4.5 cards, more than the 4 you keep by stopping (section 4)."),
            ("Why is there no single best N?",
             "The best N depends on how many cards the hub holds: {best_all}. A bigger hub makes each roll safer, "
             "so it pays to go on longer."),
            ("Our class's share of bug-ups is not exactly {p2_pct}. Why not?",
             "Real rolls wobble; the more rolls the class pools, the closer the share usually comes (law of large "
             "numbers)."),
        ],
        "exit_ticket": ("The group holds 1 blue and 1 red card and you roll two dice. Are you more likely to bug up "
                        "or to stay safe? Give the chance of bugging up.",
                        "More likely to bug up: {bad} of 36 pairs, {p2} ({p2_pct})."),
        "class_dice": "In section 6 of both Voll verasselt notebooks, type for every group how many of its rolls of "
                      "two dice (group: 1 blue, 1 red card) bugged up and how many were safe, then press *Pool and "
                      "draw*: the class's share appears beside a simulation with as many rolls, and the exact "
                      "chance once the guess about two dice is revealed (🔒 until then: it would tell its answer). "
                      "*Save table* keeps the table as a JSON file in `saves/` (a plain name such as `class_7c.json`); "
                      "*Load table* brings it back.",
        "predictions": [
            ("The group holds 1 blue and 1 red card. What is the chance of bugging up with two dice?", "{p2} "
             "({p2_pct})"),
            ("The hub starts with 10 cards. After how many cards should you stop?", "{best10}"),
            ("With a hub of 12 cards, should you stop earlier, at the same N, or later than with 10 cards?",
             "{later}"),
        ],
    },
    "de": {
        "title": "Voll verasselt: Wann höre ich auf?",
        "summary": ("Eine Lektion über Risiko: Die Kinder zählen die 36 Paare zweier Asselwürfel ({bad} "
                    "davon verasseln), sehen das Risiko wachsen, wenn die Gruppe leerer wird, vergleichen Aufhören "
                    "und Weiterwürfeln über den Erwartungswert, finden die beste Regel „aufhören nach N Karten“ "
                    "(N = {best10} für den Asseltreff mit 10 Karten; sie ändert sich mit der Größe) und "
                    "prüfen sie mit vielen simulierten Zügen."),
        "goals": [
            "Gleich wahrscheinliche Ergebnisse zweier Würfel in einer 6 · 6-Tabelle abzählen; die Chance zu "
            "verasseln als Bruch ({p2}, Abschnitt 2).",
            "Sehen, wie sich eine Wahrscheinlichkeit mit der Lage ändert: weniger Karten, mehr Risiko "
            "(Abschnitt 3).",
            "Erwartungswert als Mittelwert über viele Züge: Aufhören und noch einmal Würfeln vergleichen "
            "(Abschnitt 4).",
            "Strategien („aufhören nach N Karten“) über den erwarteten Fang vergleichen; das beste N hängt von der "
            "Größe des Asseltreffs ab ({best_all}, Abschnitt 5).",
            "Relative Häufigkeit und Gesetz der großen Zahlen: simulierte Züge pendeln sich bei der exakten "
            "Wahrscheinlichkeit ein (Abschnitt 6).",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“ (Sekundarstufe I, "
            "Klasse 5-7): Wahrscheinlichkeiten mit gleich wahrscheinlichen Ergebnissen bestimmen, Gegenereignis, "
            "relative Häufigkeiten als Schätzwerte nutzen, Entscheidungen mit Wahrscheinlichkeiten begründen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe: Bereich Daten und Zufall, "
            "Wahrscheinlichkeiten als relative Anteile deuten und mit Häufigkeiten vergleichen.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 2-3): Wahrscheinlichkeiten abschätzen, "
            "berechnen und mit Zufallsexperimenten vergleichen.",
        ],
        "age": "11-13 Jahre (Klasse 6-7) für den Kern, der den durchschnittlichen Fang über viele Züge nutzt (den "
               "Erwartungswert); 13-14 Jahre für den Teil „Für Neugierige“.",
        "prerequisites": "Brüche und Prozente, der Mittelwert einiger Zahlen, Tabellen lesen. Die Spielregel: zeigen "
                         "mehr Würfel eine Farbe, als Karten dieser Farbe da sind, ist man verasselt. Kein "
                         "Programmieren.",
        "plan": [
            (8, "Spielen: Die Gruppen spielen Voll verasselt (oder das digitale Brett, "
                "`notebooks/13_play_voll_verasselt.ipynb`) und spüren die Spannung: weiterwürfeln oder aufhören?"),
            (3, "Schätzen (Abschnitt 2): die Chance schätzen, mit zwei Würfeln und 1 blauen, 1 roten Karte zu "
                "verasseln."),
            (7, "Zählen (Abschnitt 2): in der 6 · 6-Tabelle des Arbeitsblatts die Paare ankreuzen, die verasseln; "
                "mit der Tabelle der Lektion vergleichen ({bad} von 36)."),
            (6, "Würfel der Klasse: Jedes Team würfelt 20-mal mit 2 Würfeln und macht Striche für „verasselt“ "
                "oder „sicher“; die Zahlen in die Klassentabelle (Abschnitt 6) eingeben und mit {p2_pct} "
                "vergleichen."),
            (6, "Risiko und Erwartungswert (Abschnitte 3-4): warum jeder Fang den nächsten Wurf riskanter macht; "
                "4 Karten gefangen, noch einmal würfeln?"),
            (7, "Regeln zum Aufhören (Abschnitt 5): das beste N für 10 Karten schätzen, dann für 12; den Regler "
                "für die Größe des Asseltreffs bewegen; in Abschnitt 6 simulieren: ×1, ×10, ×1000 Züge."),
            (5, "Aufgaben (Abschnitt 7)."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Gruppe eine Schachtel Voll verasselt oder zwei normale Würfel (1 blau, 2 rot, 3 gelb, 4 grün, "
                  "5 und 6 Balken) und ein paar farbige Karten oder Plättchen; das Arbeitsblatt, ein Gerät je Paar."),
        "materials": [
            "Je Gruppe (3-4 Kinder): eine Schachtel Voll verasselt oder zwei normale Würfel (1 blau, 2 rot, 3 gelb, "
            "4 grün, 5 und 6 Balken) und ein paar farbige Karten oder Plättchen für die Gruppe.",
            "Das Arbeitsblatt (eines je Kind, [23_lektion_voll_verasselt_arbeitsblatt.pdf](worksheets/"
            "23_lektion_voll_verasselt_arbeitsblatt.pdf)) und "
            "Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Das Lösungsblatt für die Lehrkraft.",
        ],
        "misconceptions": [
            ("Nach fünf Würfen ohne Balken sind die Balken „fällig“.",
             "Die Aufgabe zu Toms Würfel (eine Auswahl zur Fehlvorstellung): Der Würfel hat kein Gedächtnis, "
             "Balken bleiben 2 von 6 Seiten (so nimmt bugkit an, wie die Lektion sagt: Die Spielregel zählt die "
             "Seiten nicht auf)."),
            ("Wenn ein Wurf wahrscheinlich gut geht, ist Weiterwürfeln richtig.",
             "Abschnitt 4 und die Aufgaben zum erwarteten Fang und zu „weiterwürfeln oder aufhören“ vergleichen den "
             "mittleren Fang: Ein wahrscheinlicher Gewinn kann trotzdem schlechter sein als Aufhören, weil man "
             "beim Verasseln alles verliert."),
            ("Es gibt eine beste Zahl zum Aufhören für das ganze Spiel.",
             "Abschnitt 5 lässt das beste N für 10 Karten und dann für 12 schätzen ({later}); die Tabelle zeigt "
             "{best_all}."),
            ("Zwei Seiten mit Balken heißt: Balken kommen so oft wie eine Farbe.",
             "Abschnitt 1 zeigt Balken auf 2 von 6 Seiten (eine Annahme von bugkit: Die Spielregel zählt die "
             "Seiten nicht auf): doppelt so wahrscheinlich wie eine Farbe (1/3 gegen 1/6)."),
        ],
        "differentiation": {
            "fast": "Aufgaben der Stufe 3 (weiterwürfeln oder aufhören; verasseln mit 3 Würfeln über das "
                    "Gegenereignis); der Regler über 8-12 Karten hinaus; der Teil „Für Neugierige“ (die beste Regel "
                    "überhaupt, Simulation und genaue Rechnung im Vergleich, wie der Computer 7 Würfel abzählt).",
            "slow": "Die 6 · 6-Tabelle mit echten Würfeln ausfüllen; mit einem Würfel beginnen (die Aufgabe "
                    "mit einem einzigen Würfel); den Tipp nutzen; zu zweit an einem Gerät arbeiten.",
        },
        "prompts": [
            ("Warum macht jeder Fang den nächsten Wurf riskanter?",
             "Gefangene Karten verlassen die Gruppe, also bleiben von jeder Farbe weniger Karten; öfter zeigen dann "
             "mehr Würfel eine Farbe, als Karten davon da sind."),
            ("Du hast 4 Karten. Noch ein Wurf verasselt mit der Wahrscheinlichkeit 1/4, sonst bringt er 2 Karten. "
             "Würfeln oder aufhören?",
             "Würfeln: im Mittel 3/4 · 6 = 4,5 Karten, mehr als die 4, die du beim Aufhören behältst "
             "(Erwartungswert, Abschnitt 4)."),
            ("Warum gibt es kein einziges bestes N?",
             "Das beste N hängt davon ab, wie viele Karten der Asseltreff hat: {best_all}. Ein größerer "
             "Asseltreff macht jeden Wurf sicherer, also lohnt es sich, länger weiterzumachen."),
            ("Der Anteil der Klasse ist nicht genau {p2_pct}. Warum nicht?",
             "Echte Würfe schwanken; je mehr Würfe die Klasse zusammenzählt, desto näher kommt der Anteil meistens "
             "heran (Gesetz der großen Zahlen)."),
        ],
        "exit_ticket": ("Die Gruppe hat 1 blaue und 1 rote Karte, du wirfst zwei Würfel. Ist Verasseln "
                        "wahrscheinlicher als Gutgehen? Gib die Wahrscheinlichkeit zu verasseln an.",
                        "Verasseln ist wahrscheinlicher: {bad} von 36 Paaren, {p2} ({p2_pct})."),
        "class_dice": "In Abschnitt 6 beider Notebooks zu Voll verasselt geben Sie für jede Gruppe ein, wie viele "
                      "ihrer Würfe mit zwei Würfeln (Gruppe: 1 blaue, 1 rote Karte) verasselt haben und wie viele "
                      "sicher waren, dann *Zusammenzählen und zeichnen*: Der Anteil der Klasse erscheint neben "
                      "einer Simulation mit gleich vielen Würfen, die genaue Wahrscheinlichkeit erst, wenn die "
                      "Schätzung zu zwei Würfeln aufgelöst ist (bis dahin 🔒: Sie verrät ihre Antwort). "
                      "*Tabelle speichern* legt die Tabelle als JSON-Datei in `saves/` ab (ein einfacher Name wie "
                      "`klasse_7c.json`); *Tabelle laden* holt sie zurück.",
        "predictions": [
            ("Die Gruppe hat 1 blaue und 1 rote Karte. Wie wahrscheinlich ist es, mit zwei Würfeln zu verasseln?",
             "{p2} ({p2_pct})"),
            ("Der Asseltreff hat 10 Karten. Nach wie vielen Karten solltest du aufhören?", "{best10}"),
            ("Mit 12 Karten: Solltest du früher, beim selben N oder später aufhören als mit 10 Karten?", "{later}"),
        ],
    },
}
