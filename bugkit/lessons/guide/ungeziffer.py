"""Teacher guide and worksheet text for lesson 21 (Ungeziffer), written after reading both lesson notebooks."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...core.i18n import fmt_frac, fmt_pct
from ...ungeziffer import default_tiles, p_hit
from ..ungeziffer import GREEN, YELLOW, blind_chances, dips, pair_counts, target_chances


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from bugkit (fractions and percentages in ``lang``)."""
    chances = target_chances()
    blind = blind_chances(default_tiles())
    found = dips(blind)
    best = max(chances.values())
    small = Fraction(p_hit(5, {2: 1, 3: 1, 9: 1}))
    return {
        "pairs": len(GREEN) * len(YELLOW), "green": len(GREEN), "yellow": len(YELLOW),
        "p5": fmt_frac(chances[5], lang), "p5_pct": fmt_pct(chances[5], lang),
        "p9": fmt_frac(chances[9], lang), "p9_pct": fmt_pct(chances[9], lang),
        "p1": fmt_frac(chances[1], lang),
        "best": ", ".join(str(t) for t, p in chances.items() if p == best), "best_p": fmt_frac(best, lang),
        "pairs9": pair_counts()[9], "pairs5": pair_counts()[5],
        "blind239": fmt_frac(small, lang),
        "blind3": fmt_pct(blind[3], lang), "blind4": fmt_pct(blind[4], lang),
        "winner34": "3" if blind[3] > blind[4] else "4",
        "dips": ", ".join(map(str, found)) or "-",
    }


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's counting tables: header, blank rows for the sheet and filled rows for the key."""
    counts = pair_counts()
    grid_head = ["grün \\ gelb" if lang == "de" else "green \\ yellow", *map(str, YELLOW)]
    tally_head = ["Zielzahl" if lang == "de" else "target", *map(str, counts)]
    word = {"en": ("pairs", "our dice: how often?"), "de": ("Paare", "unsere Würfel: wie oft?")}[lang]
    return [
        {"caption": ("1. Schreibe in jedes Feld die Zielzahl (grün + gelb)." if lang == "de" else
                     "1. Write the target (green + yellow) in every box."),
         "header": grid_head,
         "rows": [[str(g), *[""] * len(YELLOW)] for g in GREEN],
         "key": [[str(g), *[str(g + y) for y in YELLOW]] for g in GREEN]},
        {"caption": ("2. Zähle die Paare für jede Zielzahl. Würfelt dann 20-mal und macht Striche (mit einem "
                     "normalen Würfel als gelbem: 1 bis 4 zählen als 0 bis 3, bei 5 und 6 noch einmal würfeln)."
                     if lang == "de" else
                     "2. Count the pairs for every target. Then roll 20 times and tally each target (with an ordinary "
                     "die as the yellow one: 1 to 4 count as 0 to 3; roll again on 5 and 6)."),
         "header": tally_head,
         "rows": [[word[0], *[""] * len(counts)], [word[1], *[""] * len(counts)]],
         "key": [[word[0], *map(str, counts.values())], [word[1], *[""] * len(counts)]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Ungeziffer: adding dice and turning tiles blind",
        "summary": ("Students count the {pairs} pairs of a green and a yellow die, find that middle targets are most "
                    "likely, watch the law of large numbers for the target 5, and work out blind-hit chances for "
                    "turning tiles (where bigger targets usually, but not always, win)."),
        "goals": [
            "Describe chance with fractions and percentages from equally likely outcomes: the target 5 comes from "
            "{pairs5} of {pairs} pairs, a chance of {p5} (sections 2-3).",
            "List a sample space systematically in a table (green down the side, yellow across the top).",
            "Relative frequency and the law of large numbers: the share of 5s settles near {p5} (section 4).",
            "Read and compare bar charts; change an assumption (the yellow die) and predict the new bars (section 5).",
            "Count equally likely orders to find a chance (blind tiles, sections 6-7); expected value as a "
            "weighted average in the “Going further” part.",
        ],
        "curriculum": [
            "England, national curriculum: KS2 statistics (interpret and present data in bar charts and tables); "
            "KS3 probability: 'record, describe and analyse the frequency of outcomes of simple probability "
            "experiments', 'equally and unequally likely outcomes', 'the 0-1 probability scale', 'generate "
            "theoretical sample spaces for single and combined events'.",
            "US Common Core, grade 7: 7.SP.C.5 (probability as a number from 0 to 1), 7.SP.C.6 (approximate a "
            "probability from the relative frequency of many trials), 7.SP.C.7a (uniform probability model), "
            "7.SP.C.8b (sample spaces of compound events in organized lists and tables).",
        ],
        "age": "Ages 10-12 (years 6-7 in England, grades 5-7 in the US) for the core; the “Going further” part for "
               "ages 13-14 and teachers.",
        "prerequisites": "Adding within 20, simple fractions (1/6, 1/24) and percentages, reading a bar chart. No "
                         "programming: students read text and use buttons, boxes and sliders.",
        "plan": [
            (7, "Play: groups of 3-4 play the real game (or the digital board, `notebooks/11_play_ungeziffer.ipynb`) "
                "for a few turns. Ask: which targets come up most?"),
            (3, "Guess first (section 1): every student writes a guess for the chance of the target 5 on paper or in "
                "the guess box, then presses *Show me*."),
            (8, "Count (sections 2-3): fill the green-yellow table on the worksheet, count the pairs per target, "
                "compare with the lesson's table."),
            (7, "Class dice: each group rolls the two dice 20 times and tallies the targets; type the groups' "
                "counts into the class-dice table (section 4) and press *Pool and draw*."),
            (5, "Simulate and compare (section 4): ×1, ×10, ×1000 in the law-of-large-numbers picture; compare the "
                "class's bars with the exact bars and the computer's."),
            (7, "Blind tiles (sections 6-7): predict the chance for the tiles 2, 3, 9 and target 5, then which of "
                "targets 3 and 4 is hit more often; discuss the orange dips."),
            (5, "Exercises (section 10), level 1 for all, level 2-3 for those who finish."),
            (3, "Exit ticket."),
        ],
        "needs": ("per group a green and a yellow die (or two ordinary dice: for the yellow one, 1 to 4 count as 0 "
                  "to 3; roll again on 5 and 6), the worksheet, one device per pair."),
        "materials": [
            "Per group of 3-4: one Ungeziffer box (green die, yellow die, tiles), or one ordinary die for green and "
            "one for yellow (1-4 mean 0-3, roll again on 5 and 6).",
            "The worksheet (one per student, [21_lesson_ungeziffer_worksheet.pdf](worksheets/"
            "21_lesson_ungeziffer_worksheet.pdf)) and pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "Teacher: the lesson notebook on the projector, the answer key.",
            "bugkit's box, not necessarily yours: the rulebook says only “32 tiles showing 0-9” and a yellow die "
            "0-3. How many tiles show each number, and that the yellow die's four numbers are equally likely, is "
            "bugkit's assumption (the lesson says so). The blind hits with all the tiles (sections 7-9) and, "
            "through the yellow die, the target chances and the exit ticket's {p9} hold for bugkit's box; a real "
            "box may differ. The ordinary-die stand-in (1-4 for 0-3) is exactly bugkit's yellow die.",
        ],
        "misconceptions": [
            ("All targets are equally likely, because every number is on a die.",
             "the pair table shows {pairs5} pairs for 5 and only {pairs9} for 9; the exercise 'Is every target "
             "equally likely?' asks it as a choice."),
            ("After many rolls without a 9, a 9 is due.",
             "the dice have no memory: the exercise about the next target asks for the chance of a 9 after five misses "
             "(still {p9}); the law-of-large-numbers picture shows the share settling, not 'making up' misses."),
            ("A few rolls show the true chance.",
             "the class's dice and the ×1 / ×10 buttons jump around; only ×1000 settles near {p5}."),
            ("Bigger targets are always easier to hit blind.",
             "section 7 predicts target 3 against 4 (target {winner34} wins: {blind3} against {blind4}); the orange "
             "dips ({dips}) sit where bugkit's box has fewer tiles of that value (bugkit's assumed mix: the "
             "rulebook does not list the tiles)."),
        ],
        "differentiation": {
            "fast": "Level-3 exercises (four tiles blind, the 'bigger target' claim); the slider with more tiles "
                    "showing 4 in section 7 ('make the dip disappear'); the “Going further” part (expected value, "
                    "simulation compared with exact).",
            "slow": "Fill the green-yellow table with real dice on the desk; do the level-1 exercises only; press "
                    "*Hint* before a first try (it is there from the start; a wrong answer shows the hint too) and "
                    "work in pairs with one device.",
        },
        "prompts": [
            ("After 10 rolls, would you bet that the share of 5s is the exact chance? After 1000?",
             "After 10 rolls the share can easily be 0% or 30%; after 1000 it is almost always close to {p5_pct}. "
             "More rolls make the share steadier (law of large numbers), but it never has to hit the chance "
             "exactly."),
            ("Why are 4, 5 and 6 the most likely targets?",
             "Each of them can be made from {pairs5} pairs; 1 and 9 from only one pair each. Middle sums have the "
             "most ways."),
            ("Why can target 3 be hit blind more often than target 4, although 4 is bigger?",
             "A quick hit is turning the single tile that shows exactly the target. bugkit's box has fewer tiles "
             "with 4 than with 3 (our assumption: the rulebook does not say how many tiles show each number), so "
             "target 4 loses some of its quickest hits. With a real box it may come out differently."),
            ("Does our class's table look exactly like the exact bars? Should it?",
             "No, and it need not: real rolls wobble. The more rolls we pool, the closer the class's bars usually "
             "come to the exact ones."),
        ],
        "exit_ticket": ("What is the chance that the target is 9? Why is a target of 5 more likely than 9?",
                        "{p9} ({p9_pct}) with bugkit's yellow die (0-3 equally likely): only green 6 with yellow 3 "
                        "gives 9, while {pairs5} pairs give 5."),
        "class_dice": "In section 4 of both Ungeziffer notebooks, type how often each group rolled each target (one "
                      "row per group) and press *Pool and draw*: the class's shares appear beside a computer "
                      "simulation with as many rolls, and the exact chances once the class's guess of the target 5 is "
                      "revealed (🔒 until then: they would tell its answer). "
                      "*Save table* keeps the table as a JSON file in "
                      "`saves/` (a plain name such as `class_5b.json`); *Load table* brings it back next lesson.",
        "predictions": [
            ("How likely is the target 5? Write a fraction or a percentage.", "{p5} ({p5_pct})"),
            ("The tiles 2, 3 and 9 lie face down and your target is 5. How likely is a blind hit?", "{blind239}"),
            ("Turning blind with all the tiles: which target do you hit more often, 3 or 4?",
             "target {winner34} in bugkit's box ({blind3} against {blind4})"),
        ],
    },
    "de": {
        "title": "Ungeziffer: Würfel addieren und blind Plättchen aufdecken",
        "summary": ("Die Kinder zählen die {pairs} Paare aus grünem und gelbem Würfel, entdecken, dass die mittleren "
                    "Zielzahlen am wahrscheinlichsten sind, sehen das Gesetz der großen Zahlen bei der Zielzahl 5 und "
                    "bestimmen Trefferchancen beim blinden Aufdecken (größere Zielzahlen gewinnen meistens, aber nicht "
                    "immer)."),
        "goals": [
            "Wahrscheinlichkeiten als Bruch und in Prozent aus gleich wahrscheinlichen Ergebnissen bestimmen: die "
            "Zielzahl 5 entsteht aus {pairs5} von {pairs} Paaren, Wahrscheinlichkeit {p5} (Abschnitte 2-3).",
            "Alle Ergebnisse systematisch in einer Tabelle auflisten (grün in den Zeilen, gelb in den Spalten).",
            "Relative Häufigkeit und Gesetz der großen Zahlen: der Anteil der 5er pendelt sich bei {p5} ein "
            "(Abschnitt 4).",
            "Säulendiagramme lesen und vergleichen; eine Annahme ändern (der gelbe Würfel) und die neuen Säulen "
            "vorhersagen (Abschnitt 5).",
            "Gleich wahrscheinliche Reihenfolgen abzählen (blinde Plättchen, Abschnitte 6-7); der Erwartungswert "
            "als gewichteter Mittelwert im Teil „Für Neugierige“.",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“: Primarstufe (bis Klasse 4) "
            "Wahrscheinlichkeiten von Ereignissen in Zufallsexperimenten vergleichen; Sekundarstufe I "
            "(Klasse 5-6, in der Lektion ab 10 Jahren) Wahrscheinlichkeiten bei Zufallsexperimenten mit gleich "
            "wahrscheinlichen Ergebnissen bestimmen, relative Häufigkeiten als Schätzwerte für "
            "Wahrscheinlichkeiten nutzen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe (1.-2. Klasse): Bereich Daten und "
            "Zufall, Ergebnisse von Zufallsexperimenten darstellen und relative Häufigkeiten deuten.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 2, 5.-6. Klasse): Häufigkeiten erheben und "
            "darstellen, Wahrscheinlichkeiten abschätzen und mit Zufallsexperimenten vergleichen.",
        ],
        "age": "10-12 Jahre (Klasse 5-6) für den Kern; der Teil „Für Neugierige“ für 13-14 Jahre und Lehrkräfte.",
        "prerequisites": "Addieren im Zahlenraum bis 20, einfache Brüche (1/6, 1/24) und Prozente, Säulendiagramme "
                         "lesen. Kein Programmieren: Die Kinder lesen Text und benutzen Knöpfe, Felder und Regler.",
        "plan": [
            (7, "Spielen: Gruppen zu 3-4 spielen ein paar Züge mit dem echten Spiel (oder dem digitalen Brett, "
                "`notebooks/11_play_ungeziffer.ipynb`). Frage: Welche Zielzahlen kommen am häufigsten?"),
            (3, "Schätzen (Abschnitt 1): Jedes Kind schreibt seine Schätzung für die Zielzahl 5 auf (Blatt oder "
                "Schätzkasten), dann *Zeig es mir*."),
            (8, "Zählen (Abschnitte 2-3): die Tabelle grün/gelb auf dem Arbeitsblatt ausfüllen, Paare je Zielzahl "
                "zählen, mit der Tabelle der Lektion vergleichen."),
            (7, "Würfel der Klasse: Jede Gruppe würfelt 20-mal mit beiden Würfeln und macht Striche; die Zahlen der "
                "Gruppen in die Klassentabelle (Abschnitt 4) eingeben, *Zusammenzählen und zeichnen*."),
            (5, "Simulieren und vergleichen (Abschnitt 4): ×1, ×10, ×1000 im Bild zum Gesetz der großen Zahlen; "
                "die Säulen der Klasse mit den exakten Säulen und denen des Computers vergleichen."),
            (7, "Blinde Plättchen (Abschnitte 6-7): die Chance für die Plättchen 2, 3, 9 und Zielzahl 5 schätzen, "
                "dann Zielzahl 3 gegen Zielzahl 4; über die orangen Dellen sprechen."),
            (5, "Aufgaben (Abschnitt 10): Stufe 1 für alle, Stufe 2-3 für alle, die fertig sind."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Gruppe einen grünen und einen gelben Würfel (oder zwei normale Würfel: beim gelben zählen 1 "
                  "bis 4 als 0 bis 3, bei 5 und 6 würfelt ihr noch einmal), das Arbeitsblatt, ein Gerät je Paar."),
        "materials": [
            "Je Gruppe (3-4 Kinder): eine Schachtel Ungeziffer (grüner Würfel, gelber Würfel, Plättchen) oder zwei "
            "normale Würfel: einer für grün, einer für gelb (1-4 bedeuten 0-3, bei 5 und 6 noch einmal würfeln).",
            "Das Arbeitsblatt (eines je Kind, [21_lektion_ungeziffer_arbeitsblatt.pdf](worksheets/"
            "21_lektion_ungeziffer_arbeitsblatt.pdf)) und Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Für die Lehrkraft: die Lektion am Beamer, das Lösungsblatt.",
            "Die Schachtel von bugkit, nicht unbedingt Ihre: Die Spielregel nennt nur 32 Plättchen, die 0 bis 9 "
            "Ungeziefer zeigen, und einen gelben Würfel mit 0 bis 3. Wie viele Plättchen jede Zahl zeigen und dass "
            "die vier Zahlen des gelben Würfels gleich wahrscheinlich sind, nimmt bugkit an (die Lektion sagt das). "
            "Die Blindtreffer mit allen Plättchen (Abschnitte 7-9) und, über den gelben Würfel, die Chancen der "
            "Zielzahlen und die Antwort {p9} der Abschlussfrage gelten für die Schachtel von bugkit; mit einer "
            "echten Schachtel kann es anders sein. Der Ersatz durch einen normalen Würfel (1-4 für 0-3) ist genau "
            "der gelbe Würfel von bugkit.",
        ],
        "misconceptions": [
            ("Alle Zielzahlen sind gleich wahrscheinlich, weil jede Zahl auf einem Würfel steht.",
             "Die Tabelle zeigt {pairs5} Paare für 5 und nur {pairs9} für 9; die Aufgabe „Ist jede Zielzahl gleich "
             "wahrscheinlich?“ fragt genau das als Auswahl."),
            ("Nach vielen Würfen ohne 9 ist die 9 „fällig“.",
             "Würfel haben kein Gedächtnis: die Aufgabe zur nächsten Zielzahl fragt nach der Chance einer 9 nach fünf "
             "Fehlversuchen (weiterhin {p9}); das Bild zum Gesetz der großen Zahlen zeigt, dass sich der Anteil "
             "einpendelt, ohne Fehlversuche „nachzuholen“."),
            ("Wenige Würfe zeigen schon die wahre Wahrscheinlichkeit.",
             "Die Würfel der Klasse und die Knöpfe ×1 und ×10 springen hin und her; erst ×1000 pendelt sich bei "
             "{p5} ein."),
            ("Größere Zielzahlen trifft man blind immer öfter.",
             "In Abschnitt 7 wird Zielzahl 3 gegen Zielzahl 4 geschätzt (Zielzahl {winner34} gewinnt: {blind3} "
             "gegen {blind4}); die orangen Dellen ({dips}) liegen dort, wo die Schachtel von bugkit weniger "
             "Plättchen mit diesem Wert hat (eine Annahme von bugkit: Die Spielregel zählt die Plättchen nicht "
             "auf)."),
        ],
        "differentiation": {
            "fast": "Aufgaben der Stufe 3 (vier Plättchen blind, die Behauptung „größere Zielzahl“); der Regler für "
                    "mehr Plättchen mit 4 in Abschnitt 7 („Lass die Delle verschwinden“); der Teil „Für "
                    "Neugierige“ (Erwartungswert, Simulation und genaue Rechnung im Vergleich).",
            "slow": "Die Tabelle grün/gelb mit echten Würfeln auf dem Tisch ausfüllen; nur die Aufgaben der Stufe 1; "
                    "den Knopf *Tipp* schon vor dem ersten Versuch drücken (er ist von Anfang an da; eine falsche "
                    "Antwort zeigt den Tipp ebenfalls) und zu zweit an einem Gerät arbeiten.",
        },
        "prompts": [
            ("Würdest du nach 10 Würfen wetten, dass der Anteil der 5er genau die Wahrscheinlichkeit ist? Nach "
             "1000?",
             "Nach 10 Würfen kann der Anteil leicht 0 % oder 30 % sein; nach 1000 Würfen liegt er fast immer nahe "
             "bei {p5_pct}. Mehr Würfe machen den Anteil ruhiger (Gesetz der großen Zahlen), genau treffen muss er "
             "ihn nie."),
            ("Warum sind 4, 5 und 6 die wahrscheinlichsten Zielzahlen?",
             "Jede entsteht aus {pairs5} Paaren, 1 und 9 aus nur je einem Paar. Mittlere Summen haben die meisten "
             "Möglichkeiten."),
            ("Warum trifft man die Zielzahl 3 blind öfter als die Zielzahl 4, obwohl 4 größer ist?",
             "Ein schneller Treffer ist das eine Plättchen, das genau die Zielzahl zeigt. Die Schachtel von bugkit "
             "hat weniger Plättchen mit 4 als mit 3 (unsere Annahme: Die Spielregel sagt nicht, wie viele "
             "Plättchen jede Zahl zeigen), also fehlen der Zielzahl 4 einige schnelle Treffer. Mit einer echten "
             "Schachtel kann es anders ausgehen."),
            ("Sieht unsere Klassentabelle genau aus wie die exakten Säulen? Muss sie das?",
             "Nein: echte Würfe schwanken. Je mehr Würfe wir zusammenzählen, desto näher kommen die Säulen der "
             "Klasse meistens den exakten."),
        ],
        "exit_ticket": ("Wie wahrscheinlich ist die Zielzahl 9? Warum ist die Zielzahl 5 wahrscheinlicher als 9?",
                        "{p9} ({p9_pct}) mit dem gelben Würfel von bugkit (0-3 gleich wahrscheinlich): nur grün 6 "
                        "mit gelb 3 ergibt 9, aber {pairs5} Paare ergeben 5."),
        "class_dice": "In Abschnitt 4 beider Ungeziffer-Notebooks geben Sie ein, wie oft jede Gruppe jede Zielzahl "
                      "gewürfelt hat (eine Zeile je Gruppe), und drücken *Zusammenzählen und zeichnen*: Die Anteile "
                      "der Klasse erscheinen neben einer Simulation mit gleich vielen Würfen, die genauen "
                      "Wahrscheinlichkeiten erst, wenn die Schätzung zur Zielzahl 5 aufgelöst ist (bis dahin 🔒: Sie "
                      "verraten ihre Antwort). "
                      "*Tabelle speichern* legt die Tabelle als JSON-Datei in `saves/` ab (ein "
                      "einfacher Name wie `klasse_5b.json`); *Tabelle laden* holt sie in der nächsten Stunde zurück.",
        "predictions": [
            ("Wie wahrscheinlich ist die Zielzahl 5? Schreibe einen Bruch oder einen Prozentwert.", "{p5} ({p5_pct})"),
            ("Die Plättchen 2, 3 und 9 liegen verdeckt, deine Zielzahl ist 5. Wie wahrscheinlich ist ein blinder "
             "Treffer?", "{blind239}"),
            ("Blind mit allen Plättchen: Welche Zielzahl triffst du öfter, 3 oder 4?",
             "Zielzahl {winner34} in der Schachtel von bugkit ({blind3} gegen {blind4})"),
        ],
    },
}
