# ---
# jupyter:
#   bugkit:
#     lesson: wanzen_tanzen
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Wanzen tanzen: Wie wahrscheinlich ist eine Große Straße?
#
# **Für:** 11 bis 13 Jahre, Klasse 6-7 (der Hauptteil multipliziert Brüche entlang der Pfade eines kleinen Baums); der
# Teil *Für Neugierige* am Ende ist für 13- bis 14-Jährige und Lehrkräfte. **Dauer:** etwa 45 Minuten. **Das solltest
# du schon können:** Brüche multiplizieren und addieren, Prozentrechnung; Programmieren brauchst du nicht.
#
# **Ihr braucht:** je Gruppe fünf normale Würfel (ein Becher hilft), das Arbeitsblatt, ein Gerät je Paar.
#
# Bei **Wanzen tanzen** würfelst du mit 5 Würfeln und versuchst, eine Aufgabe von der Karte in der Mitte zu
# schaffen, zum Beispiel eine **Große Straße**: 1 2 3 4 5 oder 2 3 4 5 6.
#
# - Nach jedem Wurf musst du **mindestens einen Würfel beiseitelegen**. Die anderen würfelst du noch einmal,
#   bis alle 5 Würfel beiseiteliegen.
# - Gefällt dir ein Wurf nicht, darfst du ihn mit denselben Würfeln **wiederholen**. Das kostet eine
#   **Babywanze**.
# - Schaffst du keine Aufgabe, bekommst du **2 Babywanzen**. Die 5. Babywanze bringt eine Minuskarte.
#
# Unsere Frage heute: **Wie groß ist die Wahrscheinlichkeit für eine Große Straße in einem Zug?** Erst bei
# einem einzigen Wurf, dann mit Beiseitelegen, dann mit Babywanzen.

# %% jupyter={"source_hidden": true}
from fractions import Fraction
from functools import cache
from itertools import product

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import display

from bugkit.lessons.wanzen_tanzen import (
    EXERCISES,
    EXPLORE_TASKS,
    MAX_EXPLORE_REPEATS,
    break_even,
    count_one_roll,
    explore_draw,
    hint_text,
    multiset_text,
    odds_table,
    one_roll_text,
    repeats_table,
    sample_turns,
    task_name,
    tiny_text,
    tree_figure,
    turn_text,
)
from bugkit.ui.lesson import (
    after_reveal,
    exercise_box,
    explore,
    fmt_num,
    fmt_pct,
    lln_box,
    prediction_box,
)
from bugkit.wanzen_tanzen import p_complete
from bugkit.wanzen_tanzen.rules import sub_multisets

LANG = "de"

# %% [markdown]
# ## 1. Ein einziger Wurf mit 5 Würfeln
#
# Jeder Würfel hat 6 Seiten, also können 5 Würfel auf 6 · 6 · 6 · 6 · 6 = 7776 Arten fallen. Das sind zu
# viele zum Aufschreiben, aber ein Computer kann alle auflisten und zählen.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
one_roll = Fraction(*count_one_roll("large straight"))  # listed and counted, every roll
guess_roll = prediction_box(
    "Schätze zuerst: Wie groß ist die Wahrscheinlichkeit für eine Große Straße bei EINEM Wurf mit 5 "
    "Würfeln? (Schreib einen Prozentwert wie 10\u202f% oder einen Bruch wie 1/10.)", one_roll, LANG,
    reveal=lambda: one_roll_text(one_roll, 7776, LANG))
display(guess_roll)

# %% [markdown]
# ## 2. Würfel beiseitelegen: ein Baumdiagramm
#
# In einem echten Zug brauchst du die Straße nicht sofort: Du legst gute Würfel beiseite und würfelst mit den
# anderen weiter. Schauen wir zuerst ein **Mini-Spiel** an: nur 2 Würfel und die Aufgabe **„6 6“**. Nach jedem
# Wurf muss mindestens ein Würfel beiseitegelegt werden.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
display(tree_figure(LANG))
plt.close("all")

# %% [markdown]
# Pfadregel: Multipliziere die Wahrscheinlichkeiten entlang jedes Pfades, der bei „geschafft!“ endet.
# Summenregel: Addiere die Wahrscheinlichkeiten dieser Pfade.

# %% jupyter={"source_hidden": true}
tiny_text(LANG)

# %% [markdown]
# Mit 5 Würfeln wird der Baum viel größer, aber die Idee bleibt gleich. Der Computer fängt am Ende des Baumes
# an (alle Würfel liegen beiseite: geschafft oder nicht) und rechnet rückwärts. Bei jedem Schritt wählt er die
# besten Würfel zum Beiseitelegen.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
turn = p_complete(["large straight"])
guess_turn = prediction_box(
    "Schätze: Wie groß ist die Wahrscheinlichkeit, in einem Zug eine Große Straße zu schaffen, "
    "wenn du Würfel beiseitelegst (so gut wie möglich gespielt, ohne Babywanzen)?", turn, LANG,
    reveal=lambda: turn_text(turn, one_roll, LANG))
display(guess_turn)

# %% [markdown]
# ## 3. Was legst du beiseite?
#
# Du hast **1 2 3 4 6** geworfen und brauchst eine Große Straße. Nur die 5 fehlt!

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_keep():
    display(hint_text((1, 2, 3, 4, 6), LANG, also=((1, 2, 3, 4), (2, 3, 4))))
    return ("<p>Überraschung: Mit 1 2 3 4 bleibt ein Würfel, der eine 5 zeigen muss: nur 1 von 6 Seiten passt. Legst "
            "du nur"
            " einen mittleren Würfel beiseite und würfelst mit 4 Würfeln weiter, hast du mehr Möglichkeiten, ans "
            "Ziel zu kommen.</p>")


guess_keep = prediction_box("Was legst du jetzt am besten beiseite: 1 2 3 4 (dann muss der letzte Würfel eine 5 "
                            "zeigen), 2 3 4 oder nur einen Würfel (eine 2, 3 oder 4)?", "one", LANG, kind="choice",
                            choices={"four": "1 2 3 4", "three": "2 3 4", "one": "nur einen Würfel"},
                            reveal=reveal_keep)
display(guess_keep)

# %% [markdown]
# ## 4. Stimmt die Wahrscheinlichkeit wirklich? Wir spielen viele Züge
#
# Der Computer spielt ganze Züge mit den besten Entscheidungen. Drück die Knöpfe, um 1, 10 oder 1000 Züge dazuzunehmen.
# Die blaue Linie ist die **relative Häufigkeit** der Großen Straßen bisher, die rote gestrichelte Linie die genaue
# Wahrscheinlichkeit. Bei jedem Neuanfang gibt es neue zufällige Züge. Was passiert mit der blauen Linie nach vielen
# Zügen? Das ist das **Gesetz der großen Zahlen**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Versuche würden die Schätzung oben beantworten (ein Anteil nahe der genauen Wahrscheinlichkeit): sie wartet
after_reveal(guess_turn, lambda: lln_box(sample_turns("large straight"), turn, LANG, label="eine Große Straße"), LANG)

# %% [markdown]
# **Die Würfel unserer Klasse.** Jede Gruppe würfelt 20-mal mit 5 Würfeln (jedes Mal ein Wurf, ohne
# Beiseitelegen) und macht einen Strich: Große Straße oder nicht. Eure Lehrkraft gibt die Zahlen hier ein.
# Arbeitet ihr im Klassenmodus (das sagt euch eure Lehrkraft), tippt jede Gruppe ihre Striche selbst in die erste
# Zeile auf ihrem Gerät und drückt „Zusammenzählen und zeichnen“. Dann erscheint der Anteil unserer Klasse. Sobald
# deine Schätzung in Abschnitt 1 aufgedeckt ist, kommen die Würfe des Computers (genauso viele wie unsere) und die
# genaue Wahrscheinlichkeit eines Wurfs dazu.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("wanzen_tanzen", LANG, after=guess_roll)

# %% [markdown]
# ## 5. Babywanzen: Lohnt sich ein Wiederholungswurf?
#
# Mit Babywanzen darfst du Würfe wiederholen. Je mehr Wiederholungswürfe erlaubt sind, desto besser die Chance:

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# die Zeile 0 verrät die Schätzung in Abschnitt 2
after_reveal(guess_turn, lambda: repeats_table("large straight", 3, LANG), LANG)

# %% [markdown]
# Aber jede Babywanze kostet etwas (5 Babywanzen bringen eine Minuskarte). Nehmen wir an: Die Aufgabe zu schaffen
# bringt **3 Punkte**, und jede Babywanze kostet ein paar Punkte. Verändere die Regler: Wähle eine Aufgabe, wie
# viele Wiederholungswürfe du dir erlaubst und was eine Babywanze kostet. Die orange Spielerin wiederholt
# immer, wenn es die Wahrscheinlichkeit erhöht; die blaue wiederholt nur, wenn es sich in Punkten lohnt. Ab
# wann sind Babywanzen so teuer, dass sich Wiederholen nicht mehr lohnt?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
WIDE = {"description_width": "initial"}


def babywanzen():
    aufgaben = [(task_name(t, LANG), t) for t in EXPLORE_TASKS]
    return explore({"task": widgets.Dropdown(options=aufgaben, description="Aufgabe", style=WIDE),
                    "repeats": widgets.IntSlider(value=2, min=0, max=MAX_EXPLORE_REPEATS,
                                                 description="Wiederholungswürfe", style=WIDE),
                    "bug_cost": widgets.SelectionSlider(options=[(fmt_num(c / 4, LANG), c / 4) for c in range(9)],
                                                        value=1.0, description="Eine Babywanze kostet", style=WIDE)},
                   explore_draw(LANG), LANG)


# eine Große Straße mit 0 Wiederholungswürfen verrät die Schätzung in Abschnitt 2: Die Regler warten auf ihre Auflösung
after_reveal(guess_turn, babywanzen, LANG)

# %% [markdown]
# ## 6. Jetzt du: Aufgaben
#
# Schreib einen Bruch (wie **3/8** oder **4 1/2**), eine Dezimalzahl (**0,375**) oder einen Prozentwert (**37,5 %**)
# und drück **Prüfen**. Nach einer falschen Antwort kommt zuerst ein Tipp, nach dem zweiten Versuch die
# Lösung. **Neue Zahlen** gibt eine neue Aufgabe derselben Art; mit der Aufgabenset-Nummer in ihrem Kasten kann
# deine Lehrkraft dieselbe Aufgabe sehen. Manche Aufgaben verwenden weniger Würfel als das Spiel, damit du weniger
# zählen musst.
#
# **Prozentpunkte** sagen, wie weit zwei Prozentwerte auseinanderliegen: Von 20 % auf 35 % sind es 15 Prozentpunkte.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
EX = {e.id: e for e in EXERCISES}
exercise_box(EX["wt-one-roll"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-points"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-not-due"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-tiny-tree"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# mit 1 2 3 4 6 verrät ihre Lösung die Schätzung in Abschnitt 3 (ein Würfel, 28,5 %): Sie wartet auf die Auflösung
after_reveal(guess_keep, lambda: exercise_box(EX["wt-keep-four"], LANG), LANG, exercise=EX["wt-keep-four"])

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-repeats-even"], LANG)

# %% [markdown] tags=["going-further"]
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# ### Die Reihenfolge ist egal: Multimengen
#
# Für die Aufgaben ist „3 1 2 5 4“ dasselbe wie „1 2 3 4 5“. Statt 7776 geordneter Würfe können wir also die
# *Sammlungen* von 5 Zahlen ansehen (in der Mathematik: *Multimengen*), jede gewichtet mit der Zahl der
# Reihenfolgen, in denen sie fallen kann:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Gewichte verraten die Schätzung in Abschnitt 1 (1 2 3 4 5 in 120 Reihenfolgen, 2 · 120 von 7776): sie warten
after_reveal(guess_roll, lambda: multiset_text(LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### Die Zählung aus Abschnitt 1, in wenigen Zeilen
#
# In Abschnitt 1 listet der Computer alle 7776 Würfe mit 5 Würfeln auf und zählt die Großen Straßen. Für
# Lehrkräfte und Ältere, die diese Seite in Jupyter öffnen (die App zeigt keinen Code), steht diese Zählung
# hier als kurzes Programm; die Rekursion weiter unten verwendet `large_straight` auch.

# %% tags=["going-further"]
def large_straight(roll):
    """Wahr, wenn die Würfel 1 2 3 4 5 oder 2 3 4 5 6 zeigen."""
    return sorted(roll) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])


def chance(task, dice=5):
    """Der Anteil aller Würfe mit `dice` Würfeln, die die Aufgabe schaffen."""
    rolls = list(product(range(1, 7), repeat=dice))
    return Fraction(sum(task(roll) for roll in rolls), len(rolls))


# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Zählung ist die Antwort auf die Schätzung in Abschnitt 1: Sie wartet auf deren Auflösung
after_reveal(guess_roll, lambda: f"<p>Hier gezählt: {chance(large_straight)}; in Abschnitt 1: {one_roll}.</p>",
             LANG)

# %% [markdown] tags=["going-further"]
# ### Rückwärts rechnen, in zehn Zeilen
#
# Die beste Wahrscheinlichkeit in einer Lage (die bisher beiseitegelegten Würfel) ist der Durchschnitt über
# alle Würfe der übrigen Würfel, jeweils mit der besten Wahl der Würfel zum Beiseitelegen. Am Ende (alle Würfel
# liegen beiseite) ist sie 1 oder 0. Als Rekursion (`sub_multisets(roll)` listet jede nicht leere Auswahl von
# Würfeln aus einem Wurf auf; im Notebook steht sie in der Code-Zelle darunter, die App blendet sie aus):

# %% tags=["going-further"]
@cache
def best(kept, task, n):
    """Die beste Wahrscheinlichkeit, `task` mit n Würfeln zu schaffen, wenn `kept` beiseiteliegt."""
    if len(kept) == n:
        return Fraction(task(kept))
    rolls = list(product(range(1, 7), repeat=n - len(kept)))
    return sum(max(best(tuple(sorted(kept + keep)), task, n) for keep in sub_multisets(roll))
               for roll in rolls) / len(rolls)

# %% [markdown] tags=["going-further"]
# Drei Würfel und die Aufgabe „6 6 6“: Die Rekursion und bugkits eigene Rechnung (mit den Multimengen von oben
# und numpy) stimmen genau überein. Probier selbst `best((), large_straight, 5)`: Das dauert einen Moment.

# %% tags=["going-further"] jupyter={"source_hidden": true}
three_sixes = best((), lambda dice: dice == (6, 6, 6), 3)
print("Rekursion:", three_sixes, "  bugkit:", p_complete(["6 6 6"], n_dice=3), "  gleich:",
      "ja" if three_sixes == p_complete(["6 6 6"], n_dice=3) else "nein")

# %% [markdown] tags=["going-further"]
# ### Wann lohnt sich ein Wiederholungswurf? Die Gewinnschwelle
#
# Du hast **6 6 6 6 6** geworfen und brauchst eine Große Straße; ein Wiederholungswurf ist erlaubt. Schaffen
# bringt W = 3 Punkte, eine Babywanze kostet c Punkte, Scheitern kostet 2 Babywanzen. Wiederholen (danach ohne
# weitere Wiederholungswürfe), Wahrscheinlichkeit p_w, oder eine 6 beiseitelegen und ohne den Wiederholungswurf
# weiterspielen, Wahrscheinlichkeit p_b? (Den Wiederholungswurf für später aufzuheben, wäre eine dritte
# Möglichkeit; die lassen wir weg, damit die Rechnung kurz bleibt.) Die Erwartungswerte der Punkte sind
#
# - wiederholen: p_w · W − (1 − p_w) · 2c − c
# - eine 6 beiseitelegen: p_b · W − (1 − p_b) · 2c
#
# Sie sind gleich für c = W (p_w − p_b) / (1 + 2 (p_b − p_w)): Unter diesen Kosten wiederholen, darüber eine 6
# beiseitelegen.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def break_even_text():
    p_w, p_b, c_even = break_even()  # p_w ist die Wahrscheinlichkeit der Schätzung in Abschnitt 2
    return (f"<p>p_w = {fmt_pct(p_w, LANG)}; p_b = {fmt_pct(p_b, LANG)}; Gewinnschwelle c = "
            f"{fmt_num(c_even, LANG, 2)} Punkte</p>")


after_reveal(guess_turn, break_even_text, LANG)

# %% [markdown] tags=["going-further"]
# Der Regler-Versuch in Abschnitt 5 trifft diese Wahl bei jedem Wurf eines Zuges (das ist die blaue
# Spielerin). bugkits OddsBot bewertet eine Babywanze im echten Spiel mit der nächsten Minuskarte, verteilt auf
# 5 Babywanzen.
#
# ### Jede Aufgabe auf den Karten, mit 0 und 1 Wiederholungswurf
#
# Die Tabelle nennt jede Aufgabe auf den Karten des Spiels außer denen mit Zahlen (wie 6 6). Wie viel hilft ein
# Wiederholungswurf? Lies eine Zeile der Tabelle und ziehe die beiden Werte voneinander ab: Den Unterschied zweier
# Prozentwerte misst man in **Prozentpunkten**, nicht in Prozent (die Werte sind gerundet, sag also „ungefähr“).

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Große Straße mit 0 Wdh. verrät die Schätzung in Abschnitt 2
after_reveal(guess_turn, lambda: odds_table(LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### Für die Lehrkraft
#
# - **Hauptteil:** Abzählen (Abschnitt 1), Baumdiagramm und Pfadregel (Abschnitt 2), beste Entscheidungen
#   (Abschnitt 3), das Gesetz der großen Zahlen (Abschnitt 4) und ein Gefühl für Kosten und Nutzen
#   (Abschnitt 5, Regler).
# - **Erst schätzen** in den Abschnitten 1 bis 3: Lassen Sie die Klasse ihre Schätzungen aufschreiben, bevor jemand
#   den Knopf drückt.
# - **Aufgaben:** Jede zeigt ihre Aufgabenset-Nummer („Aufgabenset Nr. 4711“); dieselbe Nummer gibt dieselbe
#   Aufgabe, so kann die Klasse eine gemeinsam besprechen. Die Lösungen zu jeder Nummer, z. B. 4711:
#   `answers_text("wanzen_tanzen", 4711, "de")` (aus `bugkit.lessons.guide`) in einer Code-Zelle oder, ohne Code, der
#   Kasten am Ende der Handreichung.
# - **Modelle und Annahmen:** „Bestes Spiel“ macht die Wahrscheinlichkeit der Aufgabe so groß wie möglich; die
#   Punkte im Regler-Versuch (3 fürs Schaffen, ein fester Preis pro Babywanze) vereinfachen die echte Wertung
#   (Karten mit 1 bis 4 Punkten, Minuskarten von −1 bis −5). Die Regelkarte des Spiels steht in
#   `bugkit/wanzen_tanzen/rules.py`.
