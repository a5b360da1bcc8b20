# ---
# jupyter:
#   bugkit:
#     lesson: kakerlakentanz
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Kakerlakentanz: Wie oft ist dein eigener Tanz verboten?
#
# **Für:** 11 bis 13 Jahre, Klasse 6-7 (Zählen, Brüche, ein Baumdiagramm, entlang dessen Pfaden man
# Wahrscheinlichkeiten multipliziert); am Ende ein Teil *Für Neugierige* für 13- bis 14-Jährige und Lehrkräfte.
# **Dauer:** etwa 45 Minuten. **Das solltest du schon können:** Brüche und Prozente, Brüche multiplizieren;
# Programmieren brauchst du nicht.
#
# **Ihr braucht:** je Gruppe eine Schachtel Kakerlakentanz oder vier Sorten Karten (oder einen Würfel: 1 bis 4 sind
# die Tänze, bei 5 und 6 noch einmal würfeln); das Arbeitsblatt, ein Gerät je Paar.
#
# Bei Kakerlakentanz deckst du eine Karte auf, tanzt sofort ihren Tanz und nennst ihn: Aua, Bssss, Flapp-Flapp
# oder Meeep. Ein Tanz ist aber **verboten**, wenn
# - die Karte direkt davor ihn zeigt, oder
# - er gerade eben gesagt wurde, oder
# - eine Tabu-Karte (Discokugel) dieses Tanzes zu sehen ist.
#
# Dann musst du einen anderen Tanz tanzen und nennen: Wir sagen, die Karte wird **umbenannt**. Zu Beginn einer Runde
# ist nichts verboten.
#
# **Unsere Frage:** *Meine Karte zeigt Meeep. Wie wahrscheinlich ist es, dass ich **nicht** Meeep sagen darf?*

# %% jupyter={"source_hidden": true}
from fractions import Fraction

from IPython.display import HTML, display

from bugkit.kakerlakentanz import p_must_rename_at
from bugkit.lessons.kakerlakentanz import (
    EXERCISES,
    box_table,
    card2_reveal,
    game_length_figure,
    later_table,
    sample_card3,
    tree_figure,
    tree_sum_text,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "de"
EX = {e.id: e for e in EXERCISES}

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# ## 1. Was ist in der Schachtel?
#
# Jede Karte ist entweder eine Tanzkarte oder eine Tabu-Karte. Wir zählen sie. Die **Wahrscheinlichkeit** einer
# Kartensorte ist *Anzahl der Karten dieser Sorte* geteilt durch *Anzahl aller Karten*.

# %% jupyter={"source_hidden": true}
display(HTML(box_table(LANG)))

# %% [markdown]
# Damit es einfach bleibt, tun wir so, als käme jede Karte aus einer vollen Schachtel (als würde jede Karte
# zurückgelegt und neu gemischt). Im Teil *Für Neugierige* prüfen wir, dass das die Antworten kaum ändert.
#
# ## 2. Die Kinderversion: die zweite Karte
#
# In der Kinderversion gibt es keine Tabu-Karten: Jede Karte zeigt einen der 4 Tänze, jeder gleich
# wahrscheinlich. Bei der ersten Karte ist nichts verboten. Und bei der zweiten?

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_card2 = prediction_box(
    "Kinderversion: Meine zweite Karte zeigt Meeep. Wie wahrscheinlich ist es, dass Meeep verboten ist? (Ein Bruch "
    "wie 1/3 oder ein Prozentwert.)", p_must_rename_at(2, "children"), LANG, reveal=lambda: card2_reveal(LANG))
display(guess_card2)

# %% [markdown]
# ## 3. Die dritte Karte: ein Baumdiagramm
#
# Ein **Baumdiagramm** zeigt alle Möglichkeiten für die ersten Karten einer Runde. Die **Pfadregel**:
# Multipliziere die Wahrscheinlichkeiten entlang eines Pfades. Die **Summenregel**: Addiere die
# Wahrscheinlichkeiten der Pfade, die mit ✔ enden (Meeep verboten).

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_tree():
    display(HTML("<p>Bei der dritten Karte kann ein Tanz auch verboten sein, weil er <b>gesagt</b> wurde: Zeigte "
                 "Karte 2 denselben Tanz wie Karte 1, musste ihr Spieler einen anderen Tanz nennen, vielleicht "
                 "Meeep. Darum enden zwei Pfade des Baums mit „Meeep verboten“, nicht nur einer.</p>"))
    figure = tree_figure(LANG)
    display(figure)
    plt.close(figure)
    return f"<p>Dieselbe Summe in einer Zeile: {tree_sum_text(LANG)}</p>"


choices = {"more": "öfter als bei Karte 2", "same": "genauso oft", "less": "seltener"}
p2, p3 = p_must_rename_at(2, "children"), p_must_rename_at(3, "children")
guess_card3 = prediction_box(
    "Kinderversion, Karte 3: Ist Meeep öfter, genauso oft oder seltener verboten als bei Karte 2?",
    "more" if p3 > p2 else ("same" if p3 == p2 else "less"), LANG, kind="choice",
    choices=choices, reveal=reveal_tree)
display(guess_card3)

# %% [markdown]
# ## 4. Viele Male ausprobieren
#
# Der Computer spielt viele Runden der Kinderversion. Jeder Knopfdruck fügt neue Runden hinzu; die blaue Linie
# ist die **relative Häufigkeit**: der Anteil der Runden, in denen Karte 3 bisher umbenannt werden musste. Sieh
# zu, wie sie sich der gestrichelten Linie nähert: Das ist das **Gesetz der großen Zahlen**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Versuche würden die Schätzung oben beantworten (ein Anteil nahe der genauen Wahrscheinlichkeit): sie wartet
after_reveal(guess_card3, lambda: lln_box(sample_card3, p_must_rename_at(3, "children"), LANG,
                                          label="musste Karte 3 umbenannt werden"), LANG)

# %% [markdown]
# ## 5. Später in der Runde
#
# Der Computer verfolgt jeden möglichen Pfad, Karte für Karte. Die Tabelle zeigt, wie wahrscheinlich es ist, dass
# der eigene Tanz einer Karte verboten ist: bei Karte 1, 2, 3, … einer Runde und tief in einer langen Runde.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# die Karten 2 und 3 verraten die Schätzungen in Abschnitt 2 und 3, ebenso der Satz, der die Tabelle liest
after_reveal([guess_card2, guess_card3], lambda: [
    later_table(LANG),
    "<p>In der Kinderversion wächst die Wahrscheinlichkeit ein wenig und ändert sich dann kaum noch. Mit "
    "Tabu-Karten wächst sie viel stärker: Eine sichtbare Tabu-Karte verbietet einen Tanz mehr. Sieh dir die "
    "letzte Zeile an: Ist dein eigener Tanz tief in einer Runde öfter oder seltener als in der Hälfte der Fälle "
    "verboten?</p>"], LANG)

# %% [markdown]
# ## 6. Ausprobieren: Fehler machen eine Partie länger
#
# Ein falscher Zug (falscher Tanz oder zu langsam) wird bestraft: Du nimmst alle Karten vom Tisch. Bewege den
# Schieberegler: Wie viele Karten werden in einer Partie im Durchschnitt aufgedeckt (in der Mathematik heißt dieser
# Durchschnitt auf lange Sicht **Erwartungswert**), wenn bei allen Spielern so viele von 100 Zügen falsch sind?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
import ipywidgets as widgets  # noqa: E402


def explorer():
    return explore({"rate": widgets.IntSlider(value=5, min=0, max=15, description="Fehler pro 100 Züge",
                                              style={"description_width": "initial"}),
                    "cards": widgets.Dropdown(options=[8, 16, 32, 64], value=64, description="Karten je Spieler",
                                              style={"description_width": "initial"})},
                   lambda rate, cards: game_length_figure(rate, cards, LANG), LANG)


# die Seite wird von oben nach unten gelesen: Die Regler öffnen sich, wenn die Schätzungen darüber aufgelöst sind
after_reveal([guess_card2, guess_card3], explorer, LANG)

# %% [markdown]
# ## 7. Jetzt du
#
# Schreib einen Bruch (wie **3/8**), eine Dezimalzahl (**0,375**) oder einen Prozentwert (**37,5 %**) und drück
# **Prüfen**. Bei einer falschen Antwort bekommst du zuerst einen Tipp, nach dem zweiten Versuch die Lösung. **Neue
# Zahlen** gibt dir eine neue Aufgabe; mit der Aufgabenset-Nummer in ihrem Kasten kann deine Lehrkraft dieselbe
# Aufgabe sehen.
#
# **Stufe 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-count"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-first-card"], LANG)

# %% [markdown]
# **Stufe 2**

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-dances"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-two-taboos"], LANG)

# %% [markdown]
# **Stufe 3**

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-tree"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-no-mistake"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# **Bedingte Wahrscheinlichkeit.** Wir haben eine *bedingte Wahrscheinlichkeit* berechnet: die
# Wahrscheinlichkeit von A = „Meeep ist verboten“, wenn wir schon wissen, dass B = „meine Karte zeigt Meeep“
# gilt, geschrieben P(A | B) = P(A und B) / P(B). In unserem Modell wird jede Karte für sich gezogen; meine
# Karte verrät also nichts über die Karten davor: A und B sind *unabhängig*, P(A und B) = P(A) · P(B), und
# damit P(A | B) = P(A). Der Computer prüft das unten für Karte 3.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.kakerlakentanz import p_forbidden_given_card, p_must_rename, p_two_taboos_at  # noqa: E402


def karte3_probe():
    return ("<p>Karte 3 mit Tabu-Karten (das ganze Spiel), P(Meeep verboten | Karte zeigt Meeep): "
            f"{p_forbidden_given_card('meep', k=3)}<br>"
            f"Karte 3 mit Tabu-Karten (das ganze Spiel), P(eigener Tanz verboten): {p_must_rename_at(3)}</p>")


# Karte 3 steht in der Tabelle von Abschnitt 5, die auf die Schätzungen in Abschnitt 2 und 3 wartet: diese Probe auch
after_reveal([guess_card2, guess_card3], karte3_probe, LANG)

# %% [markdown] tags=["going-further"]
# **Ein Fixpunkt (Markow-Kette).** In der Kinderversion nennen wir die Antwort auf lange Sicht r: die
# Wahrscheinlichkeit, dass der eigene Tanz tief in einer Runde verboten ist. Eine kurze Überlegung findet r. Mit
# Tabu-Karten führt stattdessen der Computer Buch: Er folgt einer **Markow-Kette** dessen, was auf dem Tisch zu
# sehen ist, und berechnet ihre stationäre Verteilung.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.core.i18n import fmt_num  # noqa: E402


def fixpunkt():
    return ("<p>Der Tanz der letzten Karte ist immer verboten: 1 Tanz. Wurde die letzte Karte selbst umbenannt "
            "(Wahrscheinlichkeit r), wurde ein zweiter Tanz gesagt: auch verboten. Im Mittel sind also 1 + r der "
            "4 Tänze verboten, und der Tanz meiner Karte ist mit der Wahrscheinlichkeit (1 + r)/4 einer davon. "
            "Tief in einer Runde muss wieder dieselbe Zahl herauskommen: r = (1 + r)/4, also 4r = 1 + r und "
            "r = 1/3.</p>"
            f"<p>Kinderversion, auf lange Sicht: {p_must_rename('children')}<br>"
            f"mit Tabu-Karten, auf lange Sicht: {p_must_rename()} = {fmt_num(float(p_must_rename()), LANG, 4)}</p>")


# die Überlegung (r = 0 eingesetzt gibt Karte 2: 1/4) und die lange Sicht verraten die Schätzungen in Abschnitt 2 und 3
after_reveal([guess_card2, guess_card3], fixpunkt, LANG)

# %% [markdown] tags=["going-further"]
# **Simulation und genaue Rechnung im Vergleich, und eine echte gemischte Schachtel.** 5000 simulierte Runden zu 40
# Karten mit
# unabhängigen Ziehungen und 2000 Runden aus einer gemischten Schachtel (keine Karte doppelt), jeweils Karte 30
# bis 40. Das ± ist ein Standardfehler.

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit import make_rng  # noqa: E402
from bugkit.kakerlakentanz import simulate_calls  # noqa: E402

stats = simulate_calls(5_000, 40, make_rng(2024))
late = stats.rename_overall(start=30)
exact_late = sum(p_must_rename_at(k) for k in range(30, 41)) / 11
print(f"unabhängig gezogen, Karte 30-40: {fmt_num(late.value, LANG, 4)} ± {fmt_num(late.stderr, LANG, 4)}"
      f"   exakt {fmt_num(float(exact_late), LANG, 4)}")
real = simulate_calls(2_000, 40, make_rng(7), shuffled=True).rename_overall(start=30)
print(f"gemischte Schachtel, Karte 30-40: {fmt_num(real.value, LANG, 4)} ± {fmt_num(real.stderr, LANG, 4)}")

# %% [markdown] tags=["going-further"]
# **Zwei Tabu-Karten auf einmal.** Bei Karte k sind zwei Tabu-Karten zu sehen, wenn Karte k-1 eine Tabu-Karte
# war und schon eine frühere Karte der Runde auch: 1/8 · (1 - (7/8)^(k-2)). Vergleich mit der exakten Kette:

# %% tags=["going-further"] jupyter={"source_hidden": true}
for k in (3, 4, 5, 6):
    formel = Fraction(1, 8) * (1 - Fraction(7, 8) ** (k - 2))
    gleich = "ja" if formel == p_two_taboos_at(k) else "nein"
    print(f"Karte {k}: Kette {p_two_taboos_at(k)}, Formel {formel}, gleich: {gleich}")

# %% [markdown] tags=["going-further"]
# **Für Lehrkräfte.** Die exakten Antworten setzen voraus, dass Karten unabhängig mit den Anteilen der Schachtel
# gezogen werden und dass Spieler unter den erlaubten Tänzen zufällig wählen (`bugkit.kakerlakentanz.odds`). Das
# Bild zur Länge einer Partie setzt voraus, dass jeder Zug mit derselben Wahrscheinlichkeit falsch ist, egal
# welche Karte (`expected_game_length`, eine Markow-Kette über die Stapelgrößen). Die Aufgaben ziehen jedes Mal
# neue Zahlen; mit der Aufgabenset-Nummer im Kasten jeder Aufgabe bekommt die ganze Klasse dieselbe Aufgabe. Die
# Lösungen zu jeder Nummer, z. B. 4711: `answers_text("kakerlakentanz", 4711, "de")` (aus `bugkit.lessons.guide`)
# in einer Code-Zelle oder, ohne Code, der Kasten am Ende der Handreichung.
