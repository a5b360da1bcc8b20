"""Teacher guide and worksheet text for lesson 22 (Wanzen tanzen), written after reading both lesson notebooks."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

from ...core.i18n import fmt_frac, fmt_num, fmt_pct
from ...wanzen_tanzen import p_complete
from ..wanzen_tanzen import count_one_roll


@cache
def _turn() -> Fraction:
    """Return the exact chance of a large straight in one turn with the best choices and no baby bugs."""
    return Fraction(p_complete(["large straight"]))


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from bugkit (fractions and percentages in ``lang``)."""
    hits, total = count_one_roll("large straight")
    one = Fraction(hits, total)
    # The tiny game of section 2 (2 dice, task "6 6"): both 6 at once, or one 6 kept and the last die a 6.
    tiny = Fraction(1, 36) + Fraction(10, 36) * Fraction(1, 6)
    return {"hits": fmt_num(hits, lang), "total": fmt_num(total, lang), "one": fmt_frac(one, lang),
            "one_pct": fmt_pct(one, lang), "turn_pct": fmt_pct(_turn(), lang), "tiny": fmt_frac(tiny, lang),
            "tiny_pct": fmt_pct(tiny, lang), "sixth": fmt_pct(Fraction(1, 6), lang)}


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's counting tables: header, blank rows for the sheet and filled rows for the key."""
    de = lang == "de"
    tree = [("6 6", "1/36"), ("6 + " + ("keine 6" if de else "no 6"), "10/36"), ("keine 6" if de else "no 6", "25/36")]
    return [
        {"caption": ("1. Das kleine Spiel (2 Würfel, Aufgabe „6 6“): Wie wahrscheinlich ist jeder erste Wurf?" if de
                     else "1. The tiny game (2 dice, task \"6 6\"): how likely is each first roll?"),
         "header": ["erster Wurf" if de else "first roll", "Wahrscheinlichkeit" if de else "chance"],
         "rows": [[a, ""] for a, _ in tree], "key": [[a, b] for a, b in tree]},
        {"caption": ("2. Würfelt 20-mal mit 5 Würfeln. Macht Striche: Große Straße oder nicht?" if de else
                     "2. Roll 5 dice 20 times. Tally: a large straight or not?"),
         "header": ["", "Große Straße" if de else "large straight", "keine" if de else "none", "zusammen" if de
                    else "total"],
         "rows": [["Striche" if de else "tally", "", "", ""]], "key": [["Striche" if de else "tally", "", "", "20"]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Wanzen tanzen: how likely is a large straight?",
        "summary": ("Students count the chance of a large straight in one roll of 5 dice ({hits} of {total} rolls), "
                    "draw the tree diagram of a tiny 2-dice game, see how setting dice aside raises the chance to "
                    "{turn_pct} per turn, test it with many simulated turns, and weigh baby bugs (repeats) against "
                    "their cost."),
        "goals": [
            "Count all outcomes of a multi-step experiment: 6 × 6 × 6 × 6 × 6 = {total} rolls (section 1).",
            "Draw a tree diagram, multiply along a path (path rule) and add the paths that end in 'done' (sum "
            "rule) (section 2, the tiny game \"6 6\": {tiny}).",
            "Compare strategies by their chances (what to set aside, section 3).",
            "Relative frequency and the law of large numbers: simulated turns settle near {turn_pct} (section 4).",
            "Weigh a chance against a cost (baby bugs, section 5); break-even algebra and multisets in the "
            "“Going further” part (ages 13-14).",
        ],
        "curriculum": [
            "England, national curriculum KS3 probability: 'generate theoretical sample spaces for single and "
            "combined events', 'record, describe and analyse the frequency of outcomes of simple probability "
            "experiments'; KS4: tree diagrams for successive events.",
            "US Common Core: 7.SP.C.8 (probabilities of compound events using organized lists, tables, tree "
            "diagrams and simulation), 7.SP.C.6 (relative frequency in the long run); expected value of a "
            "decision (HSS-MD.B.5) in the “Going further” part.",
        ],
        "age": "Ages 11-13 (years 7-8 in England, grades 6-7 in the US) for the core, which multiplies fractions along "
               "the paths of a two-level tree; ages 13-14 for the “Going further” part.",
        "prerequisites": "Multiplying and adding fractions (10/36 × 1/6), percentages; knowing the game's rule that at "
                         "least one die is set aside after every roll. No programming.",
        "plan": [
            (7, "Play: groups roll five real dice for a large straight, setting dice aside as in the game (or play "
                "the digital board, `notebooks/12_play_wanzen_tanzen.ipynb`). Who makes it in one roll?"),
            (3, "Guess first (section 1): the chance of a large straight in ONE roll; then *Show me*."),
            (7, "Count and tree (section 2): fill the first-roll table of the tiny game on the worksheet, draw the "
                "tree on the board, multiply along the paths."),
            (6, "Class dice: each group rolls 5 dice 20 times and tallies straights; type the counts into the "
                "class-dice table (section 4) and compare with the exact {one_pct}."),
            (6, "Guess and simulate (sections 2-4): guess the chance for a whole turn, then watch ×1, ×10, ×1000 "
                "turns settle near {turn_pct}. Section 3: what to set aside after 1 2 3 4 6?"),
            (5, "Baby bugs (section 5): move the controls; when does a repeat stop paying?"),
            (8, "Exercises (section 6) and discussion."),
            (3, "Exit ticket."),
        ],
        "needs": ("per group five ordinary dice (a cup helps), the worksheet, one device per pair."),
        "materials": [
            "Per group of 3-4: five ordinary dice (or the Wanzen tanzen box), a cup helps.",
            "The worksheet (one per student, [22_lesson_wanzen_tanzen_worksheet.pdf](worksheets/"
            "22_lesson_wanzen_tanzen_worksheet.pdf)) and pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "Board or flip chart for the tree diagram; the answer key for the teacher.",
        ],
        "misconceptions": [
            ("Keeping the dice that are almost a straight is always best.",
             "section 3 predicts what to set aside after 1 2 3 4 6: keeping 1 2 3 4 leaves one die that must show a "
             "5 ({sixth}); keeping fewer dice gives more chances; the exercise about 2 3 4 5 asks it on new rolls."),
            ("After five repeats without a 4, a 4 is due.",
             "the exercise about Mia's die (a misconception choice): every roll is new, the chance stays 1/6."),
            ("A chance found in one roll is the chance of the whole turn.",
             "the guess in section 2 separates one roll ({one_pct}) from a whole turn with setting aside "
             "({turn_pct})."),
            ("More repeats are always better.",
             "the explorer in section 5: repeats raise the chance, but when baby bugs are expensive the player "
             "who repeats only when it pays scores more."),
        ],
        "differentiation": {
            "fast": "Level-3 exercise (repeats for 'all even'); try other tasks and bug costs in the explorer; the "
                    "“Going further” part (multisets, the ten-line recursion, break-even algebra).",
            "slow": "Stay with the tiny game: draw the tree with real dice on the desk; level-1 exercises (one roll "
                    "of 3 dice, the 'due' question); use the hint before the solution.",
        },
        "prompts": [
            ("Why is keeping 1 2 3 4 after rolling 1 2 3 4 6 a worse idea than keeping one middle die?",
             "With 1 2 3 4 kept only a 5 on one die helps (1 chance in 6). With one die kept, four dice roll again "
             "and later rolls can still fix what is missing: more ways to finish."),
            ("In the tiny game, why do we multiply 10/36 by 1/6?",
             "10 of 36 first rolls show exactly one 6; after keeping it, the last die must show a 6 (1 in 6). Along "
             "a path the chances multiply: 10/36 × 1/6."),
            ("The class rolled 5 dice many times but hardly any straights. Is something wrong with our dice?",
             "No: the chance in one roll is only {one_pct}, about 1 roll in 32. With few rolls, 0 or 2 straights "
             "are both normal; only many rolls settle near the exact value."),
            ("When is a baby bug worth taking?",
             "When the chance it adds is worth more than what a baby bug costs. Cheap bugs: repeat often; "
             "expensive bugs: repeat only when the roll was very bad."),
        ],
        "exit_ticket": ("You roll 5 dice once. Is a large straight more likely or less likely than 1 in 10? "
                        "Give the chance as a fraction or a percentage.",
                        "Less likely: {hits} of {total} rolls, {one} (about {one_pct})."),
        "class_dice": "In section 4 of both Wanzen tanzen notebooks, type for every group how many of its rolls of 5 "
                      "dice were a large straight and how many were not, then press *Pool and draw*: the class's share "
                      "appears beside a simulation with as many rolls, and the exact chance once the guess about one "
                      "roll is revealed (🔒 until then: it would tell its answer). "
                      "*Save table* keeps the table as a JSON "
                      "file in `saves/` (a plain name such as `class_6a.json`); *Load table* brings it back.",
        "predictions": [
            ("What is the chance of a large straight in ONE roll of 5 dice?", "{one} ({one_pct})"),
            ("If you set dice aside (best choices, no baby bugs), what is the chance of finishing a large straight "
             "in one turn?", "{turn_pct}"),
            ("You rolled 1 2 3 4 6. Set aside 1 2 3 4, 2 3 4, or just one die?", "just one die"),
        ],
    },
    "de": {
        "title": "Wanzen tanzen: Wie wahrscheinlich ist eine Große Straße?",
        "summary": ("Die Kinder bestimmen die Wahrscheinlichkeit einer Großen Straße mit einem Wurf von 5 Würfeln "
                    "({hits} von {total} Würfen), zeichnen das Baumdiagramm eines kleinen Spiels mit 2 Würfeln, "
                    "sehen, wie Beiseitelegen die Chance auf {turn_pct} je Zug erhöht, prüfen das mit vielen "
                    "simulierten Zügen und wägen Babywanzen (Wiederholungswürfe) gegen ihre Kosten ab."),
        "goals": [
            "Alle Ergebnisse eines mehrstufigen Zufallsexperiments abzählen: 6 · 6 · 6 · 6 · 6 = {total} Würfe "
            "(Abschnitt 1).",
            "Ein Baumdiagramm zeichnen, entlang eines Pfades multiplizieren (Pfadregel) und die Pfade zu "
            "„geschafft“ addieren (Summenregel) (Abschnitt 2, das kleine Spiel „6 6“: {tiny}).",
            "Strategien über ihre Wahrscheinlichkeiten vergleichen (was lege ich beiseite? Abschnitt 3).",
            "Relative Häufigkeit und Gesetz der großen Zahlen: simulierte Züge pendeln sich bei {turn_pct} ein "
            "(Abschnitt 4).",
            "Eine Chance gegen Kosten abwägen (Babywanzen, Abschnitt 5); Gewinnschwelle und Multimengen im Teil "
            "„Für Neugierige“ (13-14 Jahre).",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“ (Sekundarstufe I, "
            "Klasse 5-7): Wahrscheinlichkeiten bei ein- und mehrstufigen Zufallsexperimenten bestimmen, "
            "Baumdiagramm und Pfadregeln, relative Häufigkeiten als Schätzwerte nutzen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe: Bereich Daten und Zufall, "
            "Wahrscheinlichkeiten mehrstufiger Zufallsexperimente mit Baumdiagrammen ermitteln.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 3): Wahrscheinlichkeiten mit Baumdiagrammen "
            "bestimmen und mit Simulationen oder Zufallsexperimenten vergleichen.",
        ],
        "age": "11-13 Jahre (Klasse 6-7) für den Kern, der Brüche entlang der Pfade eines zweistufigen Baums "
               "multipliziert; 13-14 Jahre für den Teil "
               "„Für Neugierige“.",
        "prerequisites": "Brüche multiplizieren und addieren (10/36 · 1/6), Prozente; die Spielregel, dass nach jedem "
                         "Wurf mindestens ein Würfel beiseitegelegt wird. Kein Programmieren.",
        "plan": [
            (7, "Spielen: Die Gruppen würfeln mit fünf echten Würfeln auf eine Große Straße und legen wie im Spiel "
                "Würfel beiseite (oder das digitale Brett, `notebooks/12_play_wanzen_tanzen.ipynb`). Wer schafft "
                "sie mit einem Wurf?"),
            (3, "Schätzen (Abschnitt 1): die Wahrscheinlichkeit einer Großen Straße mit EINEM Wurf schätzen, "
                "dann *Zeig es mir*."),
            (7, "Zählen und Baumdiagramm (Abschnitt 2): die Tabelle zum ersten Wurf des kleinen Spiels ausfüllen, "
                "den Baum an der Tafel zeichnen, entlang der Pfade multiplizieren."),
            (6, "Würfel der Klasse: Jede Gruppe würfelt 20-mal mit 5 Würfeln und macht Striche für Große Straßen; "
                "die Zahlen in die Klassentabelle (Abschnitt 4) eingeben und mit den exakten {one_pct} "
                "vergleichen."),
            (6, "Schätzen und simulieren (Abschnitte 2-4): die Chance für einen ganzen Zug schätzen, dann ×1, ×10, "
                "×1000 Züge bei {turn_pct} einpendeln sehen. Abschnitt 3: was nach 1 2 3 4 6 beiseitelegen?"),
            (5, "Babywanzen (Abschnitt 5): die Regler bewegen; wann lohnt sich ein Wiederholungswurf nicht mehr?"),
            (8, "Aufgaben (Abschnitt 6) und Gespräch."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Gruppe fünf normale Würfel (ein Becher hilft), das Arbeitsblatt, ein Gerät je Paar."),
        "materials": [
            "Je Gruppe (3-4 Kinder): fünf normale Würfel (oder die Schachtel Wanzen tanzen), ein Becher hilft.",
            "Das Arbeitsblatt (eines je Kind, [22_lektion_wanzen_tanzen_arbeitsblatt.pdf](worksheets/"
            "22_lektion_wanzen_tanzen_arbeitsblatt.pdf)) und "
            "Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Tafel für das Baumdiagramm; das Lösungsblatt für die Lehrkraft.",
        ],
        "misconceptions": [
            ("Die Würfel zu behalten, die fast schon eine Straße sind, ist immer am besten.",
             "Abschnitt 3 lässt schätzen, was nach 1 2 3 4 6 beiseitegelegt wird: mit 1 2 3 4 muss der letzte "
             "Würfel eine 5 zeigen ({sixth}); weniger Würfel zu behalten gibt mehr Möglichkeiten; die Aufgabe "
             "zu 2 3 4 5 fragt das mit neuen Würfen."),
            ("Nach fünf Wiederholungswürfen ohne 4 ist die 4 „fällig“.",
             "Die Aufgabe zu Mias Würfel (eine Auswahl zur Fehlvorstellung): Jeder Wurf ist neu, die Chance bleibt "
             "1/6."),
            ("Die Chance eines Wurfs ist auch die Chance des ganzen Zuges.",
             "Die Schätzfrage in Abschnitt 2 trennt einen Wurf ({one_pct}) vom ganzen Zug mit Beiseitelegen "
             "({turn_pct})."),
            ("Mehr Wiederholungswürfe sind immer besser.",
             "Der Regler in Abschnitt 5: Wiederholungen erhöhen die Chance, aber wenn Babywanzen teuer sind, holt der "
             "Spieler mehr Punkte, der nur wiederholt, wenn es sich lohnt."),
        ],
        "differentiation": {
            "fast": "Aufgabe der Stufe 3 (Wiederholungswürfe bei „alle gerade“); andere Aufgaben und Kosten im "
                    "Regler ausprobieren; der Teil „Für Neugierige“ (Multimengen, die Rekursion in zehn Zeilen, "
                    "Gewinnschwelle).",
            "slow": "Beim kleinen Spiel bleiben: den Baum mit echten Würfeln auf dem Tisch legen; Aufgaben der Stufe "
                    "1 (ein Wurf mit 3 Würfeln, die Frage nach der „fälligen“ Zahl); erst den Tipp nutzen.",
        },
        "prompts": [
            ("Warum ist es nach 1 2 3 4 6 schlechter, 1 2 3 4 zu behalten, als einen mittleren Würfel?",
             "Mit 1 2 3 4 hilft nur noch eine 5 auf einem Würfel (1 von 6 Seiten). Behältst du nur einen Würfel, "
             "wirfst du vier Würfel neu, und spätere Würfe können das Fehlende noch ergänzen: mehr Wege zum Ziel."),
            ("Warum multiplizieren wir im kleinen Spiel 10/36 mit 1/6?",
             "10 von 36 ersten Würfen zeigen genau eine 6; danach muss der letzte Würfel eine 6 zeigen (1 von 6). "
             "Entlang eines Pfades werden die Wahrscheinlichkeiten multipliziert (Pfadregel): 10/36 · 1/6."),
            ("Die Klasse hat oft mit 5 Würfeln geworfen, aber kaum Große Straßen. Sind unsere Würfel falsch?",
             "Nein: Die Chance bei einem Wurf ist nur {one_pct}, etwa 1 Wurf von 32. Bei wenigen Würfen sind 0 oder "
             "2 Straßen beide normal; erst viele Würfe pendeln sich beim exakten Wert ein."),
            ("Wann lohnt sich eine Babywanze?",
             "Wenn die zusätzliche Chance mehr wert ist, als eine Babywanze kostet. Billige Wanzen: oft "
             "wiederholen; teure Wanzen: nur nach einem sehr schlechten Wurf."),
        ],
        "exit_ticket": ("Du wirfst 5 Würfel einmal. Ist eine Große Straße wahrscheinlicher oder unwahrscheinlicher "
                        "als 1 von 10? Gib die Wahrscheinlichkeit als Bruch oder in Prozent an.",
                        "Unwahrscheinlicher: {hits} von {total} Würfen, {one} (etwa {one_pct})."),
        "class_dice": "In Abschnitt 4 beider Notebooks zu Wanzen tanzen geben Sie für jede Gruppe ein, wie viele ihrer "
                      "Würfe mit 5 Würfeln eine Große Straße waren und wie viele nicht, dann *Zusammenzählen und "
                      "zeichnen*: Der Anteil der Klasse erscheint neben einer Simulation mit gleich vielen Würfen, die "
                      "genaue Wahrscheinlichkeit erst, wenn die Schätzung zu einem Wurf aufgelöst ist (bis dahin 🔒: "
                      "Sie verrät ihre Antwort). "
                      "*Tabelle speichern* legt die Tabelle als JSON-Datei in `saves/` ab (ein "
                      "einfacher Name wie `klasse_6a.json`); *Tabelle laden* holt sie zurück.",
        "predictions": [
            ("Wie wahrscheinlich ist eine Große Straße mit EINEM Wurf von 5 Würfeln?", "{one} ({one_pct})"),
            ("Mit Beiseitelegen (beste Wahl, ohne Babywanzen): Wie wahrscheinlich ist eine Große Straße in einem "
             "Zug?", "{turn_pct}"),
            ("Du hast 1 2 3 4 6 geworfen. Legst du 1 2 3 4 beiseite, 2 3 4 oder nur einen Würfel?",
             "nur einen Würfel"),
        ],
    },
}
