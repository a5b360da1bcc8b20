# ---
# jupyter:
#   bugkit:
#     lesson: voll_verasselt
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Voll verasselt: Wann höre ich auf?
#
# **Für:** 11 bis 13 Jahre, Klasse 6-7 (der Hauptteil nutzt den durchschnittlichen Fang über viele Züge, den
# Erwartungswert); der Teil *Für Neugierige* am Ende ist für 13- bis 14-Jährige und Lehrkräfte. **Dauer:** etwa 45
# Minuten. **Das solltest du schon können:** Brüche, Prozentrechnung und Durchschnitte, Tabellen lesen; Programmieren
# brauchst du nicht.
#
# **Ihr braucht:** je Gruppe eine Schachtel Voll verasselt oder zwei normale Würfel (1 blau, 2 rot, 3 gelb, 4 grün, 5
# und 6 Balken) und ein paar farbige Karten oder Plättchen; das Arbeitsblatt, ein Gerät je Paar.
#
# Bei **Voll verasselt** würfelst du mit Asselwürfeln, um Asselkarten aus einer Gruppe von Karten zu fangen
# (am Anfang: der **Asseltreff** mit 10 Karten). Jeder Würfel, der eine Farbe zeigt, fängt eine Karte dieser
# Farbe. Zeigen aber mehr Würfel eine Farbe, als die Gruppe Karten dieser Farbe hat, dann **verasselst** du
# dich und verlierst den ganzen Fang deines Zuges. Aufhören darfst du, wann du willst. Solche Spiele nennt man
# **Zockerspiele** (auf Englisch *push your luck*): Wie weit forderst du dein Glück heraus?
#
# Unsere Fragen heute: **Wie wahrscheinlich ist es, dich zu verasseln? Und nach wie vielen Karten solltest du
# aufhören?**

# %% jupyter={"source_hidden": true}
from fractions import Fraction
from itertools import product

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import display

from bugkit.lessons.voll_verasselt import (
    EXERCISES,
    HUB_MAX_SIZE,
    HUB_MIN_SIZE,
    START_HUB,
    TABLE_SIZES,
    best_rules_text,
    best_threshold,
    expected_example,
    explore_draw,
    hub_of,
    pair_table,
    risk_figure,
    risk_table,
    sample_bug_ups,
    simulation_check,
    start_hub_text,
    stop_shift,
    threshold_figure,
    threshold_sentence,
    threshold_table,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box
from bugkit.voll_verasselt import p_bugged_up, turn_value

LANG = "de"

# %% [markdown]
# ## 1. Der Asselwürfel
#
# Ein Asselwürfel hat 6 Seiten: **blau, rot, gelb, grün** und **zwei Seiten mit Balken** (so nehmen wir an: Die
# Spielregel zählt die Seiten nicht auf). Balken verasseln nie. Ein Würfel zeigt also Balken mit der
# Wahrscheinlichkeit 2/6 = 1/3 und jede Farbe mit 1/6. Der Computer
# prüft die Regel „mehr Würfel einer Farbe als Karten dieser Farbe“ bei jedem möglichen Wurf und zählt ab, wie oft
# du dich verasselst.

# %% [markdown]
# ## 2. Zwei Würfel: Paare abzählen
#
# Zwei Würfel fallen auf 6 · 6 = 36 gleich wahrscheinliche Arten. In der Gruppe liegen **eine blaue und eine
# rote Karte**. Du verasselst dich, wenn ein Würfel Gelb oder Grün zeigt oder wenn beide Blau oder beide Rot
# zeigen.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
small_group = {"blue": 1, "red": 1}
guess_two = prediction_box(
    "Schätze zuerst: Wie groß ist die Wahrscheinlichkeit, dich mit zwei Würfeln zu verasseln? (Ein Bruch "
    "wie 1/3 oder ein Prozentwert wie 30\u202f%.)", p_bugged_up(small_group, (), 2), LANG,
    reveal=lambda: pair_table(small_group, LANG))
display(guess_two)

# %% [markdown]
# ## 3. Sieben Würfel am Anfang
#
# Sieben Würfel fallen auf 6⁷ = 279 936 Arten: zu viele zum Aufschreiben, aber nicht für den Computer. Am Anfang
# könnten im Asseltreff 3 blaue, 3 rote, 2 gelbe und 2 grüne Karten liegen. Du darfst auch bis zu 3 Würfel auf
# Balken liegen lassen und nur 4 werfen (mindestens 4 Würfel musst du immer werfen):

# %% jupyter={"source_hidden": true}
start_hub_text(LANG)

# %% [markdown]
# Jeder Fang nimmt Karten aus der Gruppe, also wird der nächste Wurf riskanter. Das Bild zeigt die
# Wahrscheinlichkeit, dich zu verasseln, für Gruppen mit gleich vielen Karten jeder Farbe:

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
display(risk_figure(LANG))
plt.close("all")

# %% jupyter={"source_hidden": true}
risk_table(LANG)

# %% [markdown]
# ## 4. Lohnt sich noch ein Wurf? Der Erwartungswert
#
# Nehmen wir an, du hast 4 Karten gefangen. Ein weiterer Wurf verasselt mit der Wahrscheinlichkeit 1/4; sonst
# bringt er 2 Karten dazu. Hörst du auf, behältst du 4. Würfelst du, hast du in 3 von 4 Fällen 6 Karten und in
# 1 von 4 Fällen 0. Der **Erwartungswert** ist der Durchschnitt über viele solche Züge:

# %% jupyter={"source_hidden": true}
expected_example(4, Fraction(1, 4), 2, LANG)

# %% [markdown]
# ## 5. Eine Regel zum Aufhören: „aufhören nach N Karten“
#
# Eine einfache Regel für einen ganzen Zug: **Wirf alle 7 Würfel, bis der Fang N Karten hat, dann hör auf.**
# Ist N zu klein, verschenkst du gute Chancen; ist N zu groß, verasselst du dich zu oft. Der Computer berechnet
# den Erwartungswert des Fangs für jede Regel genau, über alle möglichen Züge.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_best():
    display(threshold_figure(10, LANG))
    plt.close("all")
    return f"<p>{threshold_sentence(10, LANG)}</p>"


guess_n = prediction_box(
    "Schätze: Am Start liegen 10 Karten im Asseltreff. Nach wie vielen Karten solltest du aufhören (das N mit "
    "dem größten Erwartungswert)?",
    best_threshold(START_HUB), LANG, kind="number", whole=True, reveal=reveal_best)
display(guess_n)

# %% [markdown]
# Hängt das beste N vom Asseltreff ab? Später im Spiel kann er 8 oder 12 Karten haben.

# %% tags=["prediction", "explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def hub_sizes():
    table = threshold_table(LANG, TABLE_SIZES)
    words = ("<p>Die Tabelle zeigt den Erwartungswert des Fangs für jedes N (der beste fett, zwei, wenn sie gerundet "
             "gleich sind; die letzte Spalte "
             "nennt auch die Regeln, die fast genauso gut sind). Es gibt kein N, das immer am besten ist: Es hängt"
             " davon ab, wie viele Karten im Asseltreff liegen, und oft liegen mehrere N fast gleichauf. Probier "
             "selbst andere Größen aus: Schieb den Regler von 12 auf 10, dann auf 8 Karten und weiter.</p>")
    slider = widgets.IntSlider(value=12, min=HUB_MIN_SIZE, max=HUB_MAX_SIZE, description="Karten im Asseltreff",
                               style={"description_width": "initial"})
    return [table, words, explore({"size": slider}, explore_draw(LANG), LANG)]


def reveal_hubs():
    # die Zeile für 10 Karten (und der Regler auf 10) verrät die erste Schätzung: Sie wartet auch auf diese
    return after_reveal(guess_n, hub_sizes, LANG)


best_10 = best_threshold(START_HUB)
guess_hub = prediction_box(
    "Bei einem Asseltreff mit 12 Karten (3 von jeder Farbe): Solltest du früher, beim selben N oder später "
    "aufhören als bei 10 Karten?",
    stop_shift(hub_of(12), START_HUB), LANG, kind="choice",
    choices={"earlier": "früher", "same": "beim selben N", "later": "später"}, reveal=reveal_hubs)
display(guess_hub)

# %% [markdown]
# ## 6. Viele Züge: das Gesetz der großen Zahlen
#
# Mit dem Asseltreff vom Start und der besten Regel aus Abschnitt 5 (der Antwort auf die erste Schätzung dort): Wie oft
# verasselt ein Zug? Der Computer spielt Züge. Drück die Knöpfe, um 1, 10 oder 1000 Züge dazuzunehmen; die blaue Linie
# ist die **relative Häufigkeit** der verasselten Züge, die rote gestrichelte Linie die genaue Wahrscheinlichkeit. Jeder
# Neuanfang bringt neue zufällige Züge.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
lln_box(sample_bug_ups(START_HUB, best_10), turn_value(START_HUB, stop_at=best_10).p_bugged_up, LANG,
        label="verasselt")

# %% [markdown]
# **Die Würfel unserer Klasse.** Die Gruppe im Spiel hat 1 blaue und 1 rote Karte, wie in Abschnitt 2. Jedes Team
# würfelt 20-mal mit zwei Würfeln (mit normalen Würfeln: 1 blau, 2 rot, 3 gelb, 4 grün, 5 und 6 Balken) und
# macht einen Strich: verasselt oder sicher. Eure Lehrkraft gibt die Zahlen hier ein. Arbeitet ihr im
# Klassenmodus (das sagt euch eure Lehrkraft), tippt jedes Team seine Striche selbst in die erste Zeile auf seinem
# Gerät und drückt „Zusammenzählen und zeichnen“. Dann erscheint der Anteil unserer Klasse. Sobald deine Schätzung
# in Abschnitt 2 aufgedeckt ist, kommen die Würfe des Computers (genauso viele wie unsere) und die genaue
# Wahrscheinlichkeit dazu.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("voll_verasselt", LANG, after=guess_two)

# %% [markdown]
# ## 7. Jetzt du: Aufgaben
#
# Schreib einen Bruch (wie **3/8** oder **4 1/2**), eine Dezimalzahl (**0,375**) oder einen Prozentwert (**37,5 %**)
# und drück **Prüfen**. Nach einer falschen Antwort kommt zuerst ein Tipp, nach dem zweiten Versuch die
# Lösung. **Neue Zahlen** gibt eine neue Aufgabe derselben Art; mit der Aufgabenset-Nummer in ihrem Kasten kann
# deine Lehrkraft dieselbe Aufgabe sehen. In manchen Aufgaben wirfst du weniger Würfel, als das Spiel erlaubt
# (mindestens 4), damit du weniger zählen musst.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
EX = {e.id: e for e in EXERCISES}
exercise_box(EX["vv-one-die"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-no-bars-due"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-safe-faces"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-two-dice"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-expected"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-roll-on"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-bug-up-complement"], LANG)

# %% [markdown] tags=["going-further"]
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# ### Bessere Regeln als eine Schwelle
#
# Eine Schwelle schaut nur auf die Größe des Fangs. Die **beste Regel überhaupt** schaut auch darauf, welche
# Karten noch da sind (aufhören, wenn der Erwartungswert des Weiterwürfelns unter dem Fang liegt). Und wer bis zu
# 3 Würfel auf Balken liegen lässt (nur 4 wirft), ändert das Risiko jedes Wurfs. Genauer Erwartungswert des
# Fangs pro Zug, aus `bugkit.voll_verasselt.turn_value`:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Tabelle verrät beide Schätzungen in Abschnitt 5
after_reveal([guess_n, guess_hub], lambda: best_rules_text(LANG, TABLE_SIZES), LANG)

# %% [markdown] tags=["going-further"]
# ### Stimmt eine Simulation damit überein?
#
# Eine Simulation trifft den genauen Wert nie ganz: Sie schwankt. Ihr *Standardfehler* sagt, wie stark. Ein
# genauer Wert und eine Simulation passen zusammen, wenn sie höchstens etwa 4 Standardfehler auseinanderliegen
# (diese Zelle nimmt einen festen Startwert, also zeigt sie jedes Mal dieselben Zahlen):

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Regel ist die Antwort auf die erste Schätzung in Abschnitt 5
after_reveal(guess_n, lambda: simulation_check(sum(START_HUB), best_10, 20_000, 2024, LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### Jeder Wurf einzeln
#
# In Abschnitt 1 steht, dass der Computer die Regel „mehr Würfel einer Farbe als Karten dieser Farbe“ bei jedem
# möglichen Wurf prüft. Für Lehrkräfte und Ältere, die diese Seite in Jupyter öffnen (die App zeigt keinen
# Code), steht diese Prüfung hier als kurzes Programm. Die 1296 Würfe mit 4 Würfeln aufzulisten geht schnell;
# für den Asseltreff vom Start stimmt es mit bugkits eigener Rechnung überein:

# %% tags=["going-further"]
COLOURS = ["blue", "red", "yellow", "green"]
FACES = [*COLOURS, "bars", "bars"]


def bugged_up(dice, group):
    """Wahr, wenn eine Farbe auf mehr Würfeln liegt, als die Gruppe Karten dieser Farbe hat."""
    return any(dice.count(colour) > group.get(colour, 0) for colour in COLOURS)


def chance_to_bug_up(group, n_dice):
    """Der Anteil aller Würfe mit n_dice Asselwürfeln, bei denen du dich verasselst."""
    rolls = list(product(FACES, repeat=n_dice))
    return Fraction(sum(bugged_up(roll, group) for roll in rolls), len(rolls))


# %% tags=["going-further"] jupyter={"source_hidden": true}
start_gruppe = dict(zip(COLOURS, START_HUB, strict=True))
aufgelistet, laut_bugkit = chance_to_bug_up(start_gruppe, 4), p_bugged_up(start_gruppe, (), 4)
print(f"Asseltreff vom Start, 4 Würfel: aufgelistet {aufgelistet}, bugkit {laut_bugkit}, "
      f"gleich: {'ja' if aufgelistet == laut_bugkit else 'nein'}")

# %% [markdown] tags=["going-further"]
# ### Wie der Computer 7 Würfel abzählt
#
# Statt 279 936 geordneter Würfe zählt bugkit, *wie viele Würfel jede Seite zeigen* (zum Beispiel „2 blau,
# 1 rot, 4 Balken“): Es gibt nur 330 solche Gruppen, jede gewichtet mit der Zahl der geordneten Würfe, für die
# sie steht (7! / (2! · 1! · 4!) · 2⁴ für das Beispiel: Jeder Balken-Würfel hat zwei Balkenseiten). Die
# Schwellen-Tabelle rechnet rückwärts durch jede Gruppe von Karten, die im Asseltreff übrig bleiben kann, von
# der leeren bis zur vollen.
#
# ### Für die Lehrkraft
#
# - **Hauptteil:** Abzählen mit zwei Würfeln (Abschnitt 2), das Risiko wächst, wenn die Gruppe schrumpft
#   (Abschnitt 3), Erwartungswert (Abschnitt 4), Regeln zum Aufhören (Abschnitt 5, mit dem Regler), Gesetz der
#   großen Zahlen (Abschnitt 6).
# - **Die beste Schwelle hängt vom Asseltreff ab:** Die Tabelle in Abschnitt 5 (beim Ausführen berechnet)
#   zeigt, wie sie mit der Zahl der Karten wandert. Ein einziges „bestes N“ ohne die Größe des Asseltreffs
#   behauptet zu viel.
# - **Erst schätzen** in den Abschnitten 2 und 5: Lassen Sie die Klasse ihre Schätzungen aufschreiben, bevor jemand
#   den Knopf drückt.
# - **Aufgaben:** Jede zeigt ihre Aufgabenset-Nummer; dieselbe Nummer gibt dieselbe Aufgabe. Die Lösungen zu
#   jeder Nummer, z. B. 4711: `answers_text("voll_verasselt", 4711, "de")` (aus `bugkit.lessons.guide`) in einer
#   Code-Zelle oder, ohne Code, der Kasten am Ende der Handreichung.
# - **Annahmen:** Jede Würfelseite ist gleich wahrscheinlich (2 von 6 sind Balken); ein Wurf nur mit Balken
#   fängt nichts, und mit einer Schwellen-Regel würfelst du einfach weiter; die Asseltreffs der Tabelle
#   verteilen ihre Karten so gleichmäßig wie möglich auf die Farben (Blau und Rot zuerst). Die Regelkarte steht
#   in `bugkit/voll_verasselt/rules.py`.
