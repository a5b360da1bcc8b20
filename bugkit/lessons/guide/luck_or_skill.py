"""Teacher guide and worksheet text for lesson 31 (Luck or skill?), written after reading both lesson notebooks (les3).

The lesson module ``bugkit.lessons.luck_or_skill`` is read through ``importlib`` so that this file type-checks
before the lesson is merged (the guide covers a lesson only once its exercise module exists).
"""

from __future__ import annotations

import importlib
from typing import Any

from ...core.i18n import fmt_num, fmt_pct


def facts(lang: str) -> dict[str, object]:
    """Return the numbers the guide text uses, computed from the lesson module (percentages in ``lang``)."""
    m = importlib.import_module("bugkit.lessons.luck_or_skill")
    careful, careless = m.cockroach_errors()
    return {"careful": fmt_num(careful * 100, lang, 0), "careless": fmt_num(careless * 100, lang, 0),
            "duel": fmt_pct(m.duel_win_share(careful, careless, 8), lang), "games": m.GAMES_B,
            "lowest": m.title(min(m.tournament("main"), key=lambda r: r.share).game)}


def tables(lang: str) -> list[dict[str, Any]]:
    """Return the worksheet's tables: header, blank rows for the sheet and filled rows for the key."""
    de = lang == "de"
    head = ["", "gewonnen" if de else "won", "unentschieden" if de else "tie", "verloren" if de else "lost",
            "Punkte pro Partie" if de else "points per game"]
    return [
        {"caption": ("1. Ein Sieg zählt 1, ein Unentschieden 1/2, eine Niederlage 0. Berechne den Gewinnanteil." if de
                     else "1. A win counts 1, a tie 1/2, a loss 0. Work out the win share."),
         "header": head,
         "rows": [["A", "7", "2", "1", ""], ["B", "3", "2", "5", ""]],
         "key": [["A", "7", "2", "1", "8/10 = 80 %" if de else "8/10 = 80%"],
                 ["B", "3", "2", "5", "4/10 = 40 %" if de else "4/10 = 40%"]]},
        {"caption": ("2. Spielt zu zweit so viele kurze Partien, wie in 8 Minuten passen, und tragt eure Ergebnisse "
                     "ein." if de else
                     "2. In pairs, play as many short games as fit in 8 minutes and write down your results."),
         "header": head, "rows": [["", "", "", "", ""]], "key": [["", "", "", "", ""]]},
    ]


GUIDE: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Luck or skill?",
        "summary": ("In each of the four games where planning counts, a thinking bot plays a rule-of-thumb bot "
                    "({games} stored games of each; Kakerlakentanz, with nothing to plan, is left out on purpose). "
                    "Students compute win shares, watch the share of a careful cockroach settle over many duels, "
                    "see how much a few games wobble, and learn to say 'too close to tell' when results overlap."),
        "goals": [
            "Compute a win share (win 1, tie 1/2, loss 0) as a fraction and a percentage.",
            "Relative frequency and the law of large numbers: the careful cockroach's share settles near {duel} "
            "over many duels (sections 1-2).",
            "Judge how much a sample tells: few games wobble a lot, many games little (section 3).",
            "Compare results fairly: enough games, seeded and with alternating starts, and no ranking where the "
            "results overlap; results hold against these opponents (sections 4-5).",
            "Confidence intervals in the “Going further” part (ages 13-14).",
        ],
        "curriculum": [
            "England, national curriculum KS3 probability: 'record, describe and analyse the frequency of outcomes "
            "of simple probability experiments involving randomness, fairness'; KS3 statistics: compare data.",
            "US Common Core, grade 7: 7.SP.A.1-2 (inferences from random samples; variation in estimates), "
            "7.SP.C.6 (relative frequency in the long run); HSS-IC.A-B (margin of error) for ages 13-14.",
        ],
        "age": "Ages 10-12 (years 6-7 in England, grades 5-7 in the US) for the core; ages 13-14 for the “Going "
               "further” part (confidence intervals).",
        "prerequisites": "Fractions and percentages; ideally one of lessons 21-25 and some play of the games. No "
                         "programming.",
        "plan": [
            (8, "Play: pairs play as many short games of one bug game as fit in 8 minutes (usually 2-4; or the "
                "digital boards) and tally wins, ties, losses on the worksheet."),
            (3, "Guess first (section 1): the careful cockroach (slips {careful} times in 100) against the careless "
                "one ({careless} in 100): what share does the careful one win?"),
            (5, "Count: win shares from the worksheet's table (7 wins, 2 ties, 1 loss = 8/10)."),
            (6, "Simulate (sections 1-2): ×1, ×10, ×1000 duels; the share settles near {duel}."),
            (6, "Compare (section 3): move the games slider; how different are 8 matches of 10 games, of 1000?"),
            (9, "The experiment (sections 4-5): guess, then reveal the chart ({games} games of each of the four "
                "games where planning counts); "
                "discuss the questions for the class."),
            (5, "Exercises (section 6, levels 1-2; level 3 is in the optional “Going further” part)."),
            (3, "Exit ticket."),
        ],
        "needs": ("per pair a game box or dice for a short game, the worksheet, one device per pair."),
        "materials": [
            "Per pair: one game box or dice for a short game (any lesson game).",
            "The worksheet (one per student, [31_lesson_luck_or_skill_worksheet.pdf](worksheets/"
            "31_lesson_luck_or_skill_worksheet.pdf)) and pencils.",
            "Devices: one per pair (tablet/Chromebook with the Voila app or Binder), or one projector for the class.",
            "The answer key for the teacher.",
        ],
        "misconceptions": [
            ("If the better player lost 5 times in a row, a win is 'due'.",
             "the exercise about bot A's five lost games (a misconception choice): in a game of pure luck every game "
             "is new."),
            ("A few games show who is better.",
             "the picture to explore in section 3: with 10 games per match the shares jump around; with 1000 they "
             "agree."),
            ("A higher win share always means the game rewards thinking more.",
             "section 5 and the level-3 exercise with two intervals: when the results overlap we can't tell."),
            ("A bot that wins against a random player is a good player.",
             "the “Going further” part: against random moves every thinking bot wins (almost) everything, so such "
             "a match cannot tell the games apart; that is why section 4 uses rule-of-thumb bots."),
        ],
        "differentiation": {
            "fast": "Level-3 exercises (can we tell? how wide is an interval?); the “Going further” part (Wilson "
                    "intervals, rule-of-thumb opponents).",
            "slow": "Work out win shares from the worksheet table first; the level-1 exercises; the duel picture "
                    "with ×10 only.",
        },
        "prompts": [
            ("Is a game 'fair' if the cleverer player always wins? Which game would you play with a younger "
             "sibling?",
             "Fair rules can still reward skill; a game with more luck gives the younger player more chances."),
            ("Why does the careful cockroach not win every duel?",
             "Luck plays a part: the careless one may slip only when the table is nearly empty, the careful one at "
             "a bad moment."),
            ("Why does a random opponent make a weak test?",
             "Almost any thinking bot beats random moves, so every game looks like a game of skill; a better test "
             "uses a stronger, simple opponent."),
            ("Two results overlap. What do we say?",
             "'We can't tell' which game rewards thinking more, until more games make the results separate."),
        ],
        "exit_ticket": ("A bot played 10 games: 6 wins, 2 ties, 2 losses. What is its win share? Does it prove that "
                        "the bot is better?",
                        "(6 + 2 × 1/2) / 10 = 7/10 = 70%; with 10 games it does not prove much: a few games wobble "
                        "a lot."),
        "class_dice": "Lesson 31 has no class-dice table; the pairs' own results on the worksheet (section 2) show "
                      "how much a few games wobble.",
        "predictions": [
            ("Each cockroach gets 8 cards. What share of the games does the careful cockroach win?", "{duel}"),
            ("In which game did the rule-of-thumb bot keep up best (the thinking bot's smallest share)?",
             "{lowest} (measured; the lesson's chart in section 4)"),
        ],
    },
    "de": {
        "title": "Glück oder Können?",
        "summary": ("In jedem der vier Spiele, in denen Planen zählt, tritt ein denkender Bot gegen einen "
                    "Faustregel-Bot an ({games} gespeicherte Partien je Spiel; Kakerlakentanz, wo es nichts zu "
                    "planen gibt, fehlt mit Absicht). Die Kinder berechnen Gewinnanteile, sehen den Anteil einer "
                    "sorgfältigen Kakerlake über viele Duelle einpendeln, erleben, wie stark wenige Partien "
                    "schwanken, und lernen zu sagen: „Zu nah beieinander, um es zu entscheiden“, wenn sich "
                    "Ergebnisse überlappen."),
        "goals": [
            "Einen Gewinnanteil berechnen (Sieg 1, Unentschieden 1/2, Niederlage 0), als Bruch und in Prozent.",
            "Relative Häufigkeit und Gesetz der großen Zahlen: der Anteil der sorgfältigen Kakerlake pendelt sich "
            "über viele Duelle bei {duel} ein (Abschnitte 1-2).",
            "Beurteilen, wie viel eine Stichprobe verrät: wenige Partien schwanken stark, viele wenig "
            "(Abschnitt 3).",
            "Ergebnisse fair vergleichen: genug Partien, nachspielbar und mit abwechselndem Anfang, keine "
            "Rangfolge, wo sich Ergebnisse überlappen; die Ergebnisse gelten gegen diese Gegner (Abschnitte 4-5).",
            "Konfidenzintervalle im Teil „Für Neugierige“ (13-14 Jahre).",
        ],
        "curriculum": [
            "Deutschland, KMK-Bildungsstandards Mathematik, Leitidee „Daten und Zufall“ (Sekundarstufe I): "
            "relative Häufigkeiten als Schätzwerte für Wahrscheinlichkeiten nutzen, Daten vergleichen und "
            "Schlussfolgerungen kritisch beurteilen.",
            "Österreich, Lehrplan Mathematik der Mittelschule und AHS-Unterstufe: Bereich Daten und Zufall, "
            "Daten vergleichen und Aussagen über Zufallsexperimente kritisch prüfen.",
            "Schweiz, Lehrplan 21, MA.3.C „Daten und Zufall“ (Zyklus 3): Daten vergleichen, Häufigkeiten und "
            "Wahrscheinlichkeiten in Beziehung setzen.",
        ],
        "age": "10-12 Jahre (Klasse 5-6) für den Kern; 13-14 Jahre für den Teil „Für Neugierige“ "
               "(Konfidenzintervalle).",
        "prerequisites": "Brüche und Prozente; am besten eine der Lektionen 21-25 und etwas Spielerfahrung. Kein "
                         "Programmieren.",
        "plan": [
            (8, "Spielen: Paare spielen so viele kurze Partien eines Wanzenspiels, wie in 8 Minuten passen (meist "
                "2-4; oder die digitalen Bretter), und tragen Siege, Unentschieden und Niederlagen auf dem "
                "Arbeitsblatt ein."),
            (3, "Schätzen (Abschnitt 1): die sorgfältige Kakerlake (patzt {careful}-mal in 100) gegen die "
                "schusselige ({careless} in 100): welchen Anteil gewinnt die sorgfältige?"),
            (5, "Zählen: Gewinnanteile aus der Tabelle des Arbeitsblatts (7 Siege, 2 Unentschieden, 1 Niederlage "
                "= 8/10)."),
            (6, "Simulieren (Abschnitte 1-2): ×1, ×10, ×1000 Duelle; der Anteil pendelt sich bei {duel} ein."),
            (6, "Vergleichen (Abschnitt 3): den Regler für die Zahl der Partien bewegen; wie verschieden sind 8 "
                "Turniere mit 10 Partien, mit 1000?"),
            (9, "Das Experiment (Abschnitte 4-5): schätzen, dann das Diagramm aufdecken ({games} Partien in jedem "
                "der vier Spiele, in denen Planen zählt); die Fragen an die Klasse besprechen."),
            (5, "Aufgaben (Abschnitt 6, Stufen 1-2; Stufe 3 steht im freiwilligen Teil „Für Neugierige“)."),
            (3, "Abschlussfrage (Exit-Ticket)."),
        ],
        "needs": ("je Paar eine Spielschachtel oder Würfel für eine kurze Partie, das Arbeitsblatt, ein Gerät je "
                  "Paar."),
        "materials": [
            "Je Paar: eine Spielschachtel oder Würfel für eine kurze Partie (irgendein Spiel der Lektionen).",
            "Das Arbeitsblatt (eines je Kind, [31_lektion_glueck_oder_koennen_arbeitsblatt.pdf](worksheets/"
            "31_lektion_glueck_oder_koennen_arbeitsblatt.pdf)) "
            "und Stifte.",
            "Geräte: eines je Paar (Tablet/Chromebook mit der Voila-App oder Binder) oder ein Beamer für die Klasse.",
            "Das Lösungsblatt für die Lehrkraft.",
        ],
        "misconceptions": [
            ("Wer 5-mal hintereinander verloren hat, ist mit dem Gewinnen „dran“.",
             "Die Aufgabe zu den fünf verlorenen Partien von Bot A (eine Auswahl zur Fehlvorstellung): Bei reinem "
             "Glück ist jede Partie neu."),
            ("Wenige Partien zeigen, wer besser ist.",
             "Das Bild in Abschnitt 3: Bei 10 Partien je Turnier springen die Anteile, bei 1000 stimmen sie "
             "überein."),
            ("Ein höherer Gewinnanteil heißt immer: das Spiel belohnt Nachdenken mehr.",
             "Abschnitt 5 und die Aufgabe mit zwei Intervallen (Stufe 3): Wenn sich Ergebnisse überlappen, können "
             "wir es nicht entscheiden."),
            ("Ein Bot, der gegen zufällige Züge gewinnt, spielt gut.",
             "Der Teil „Für Neugierige“: Gegen Zufallszüge gewinnt jeder denkende Bot (fast) alles, so ein Turnier "
             "kann die Spiele nicht unterscheiden; darum nimmt Abschnitt 4 Faustregel-Bots."),
        ],
        "differentiation": {
            "fast": "Aufgaben der Stufe 3 (Können wir es entscheiden? Wie breit ist ein Intervall?); der Teil „Für "
                    "Neugierige“ (Wilson-Intervalle, Faustregel-Gegner).",
            "slow": "Zuerst Gewinnanteile aus der Tabelle des Arbeitsblatts berechnen; die Aufgaben der Stufe 1; "
                    "das Duell-Bild nur mit ×10.",
        },
        "prompts": [
            ("Ist ein Spiel „fair“, wenn immer der Klügere gewinnt? Welches Spiel würdest du mit einem jüngeren "
             "Geschwisterkind spielen?",
             "Faire Regeln können trotzdem Können belohnen; ein Spiel mit mehr Glück gibt dem jüngeren Kind mehr "
             "Chancen."),
            ("Warum gewinnt die sorgfältige Kakerlake nicht jedes Duell?",
             "Glück spielt mit: Die schusselige patzt vielleicht nur, wenn der Tisch fast leer ist, die "
             "sorgfältige gerade im falschen Moment."),
            ("Warum ist ein zufälliger Gegner ein schwacher Test?",
             "Fast jeder denkende Bot schlägt zufällige Züge, also sieht jedes Spiel wie ein Spiel des Könnens "
             "aus; ein besserer Test nimmt einen stärkeren, einfachen Gegner."),
            ("Zwei Ergebnisse überlappen sich. Was sagen wir?",
             "„Das können wir nicht entscheiden“, bis mehr Partien die Ergebnisse trennen."),
        ],
        "exit_ticket": ("Ein Bot hat 10 Partien gespielt: 6 Siege, 2 Unentschieden, 2 Niederlagen. Wie groß ist sein "
                        "Gewinnanteil? Beweist das, dass der Bot besser ist?",
                        "(6 + 2 · 1/2) / 10 = 7/10 = 70 %; 10 Partien beweisen wenig: wenige Partien schwanken stark."),
        "class_dice": "Lektion 31 hat keine Würfeltabelle der Klasse; die eigenen Ergebnisse der Paare auf dem "
                      "Arbeitsblatt (Teil 2) zeigen, wie stark ein paar Partien schwanken.",
        "predictions": [
            ("Jede Kakerlake bekommt 8 Karten. Welchen Anteil der Partien gewinnt die sorgfältige Kakerlake?",
             "{duel}"),
            ("In welchem Spiel hielt der Faustregel-Bot am besten mit (der kleinste Anteil des denkenden Bots)?",
             "{lowest} (gemessen; das Diagramm der Lektion in Abschnitt 4)"),
        ],
    },
}
