# ---
# jupyter:
#   bugkit:
#     lesson: luck_or_skill
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Glück oder Können?
#
# **Für:** 10 bis 12 Jahre (Gewinnanteile, Prozent, „Wie sicher können wir sein?“); am Ende ein Teil *Für Neugierige*
# für 13- bis 14-Jährige und Lehrkräfte. **Dauer:** etwa 45 Minuten. **Das solltest du schon können:** Brüche und
# Prozente; am besten hast du schon eine der Lektionen 21 bis 25 gemacht und die Spiele gespielt. Programmieren
# brauchst du nicht.
#
# **Ihr braucht:** je Paar eine Spielschachtel oder Würfel für eine kurze Partie, das Arbeitsblatt, ein Gerät je Paar.
#
# In manchen Spielen gewinnt fast immer der klügste Spieler; in anderen gewinnt auch ein Anfänger oft, weil die
# Würfel oder die Karten entscheiden. **In welchem unserer Krabbelspiele hilft Nachdenken am meisten?**
#
# Wir lassen Bots spielen. Der **Gewinnanteil** eines Bots sagt, wie viele Punkte er im Durchschnitt pro Partie
# holt: Ein Sieg zählt 1, ein Unentschieden 1/2, eine Niederlage 0. In einem reinen Glücksspiel bekommen zwei
# Spieler je etwa die **Hälfte** der Punkte, egal wie klug sie sind.
#
# Ihr spielt auch selbst: Spielt zu zweit so viele kurze Partien eines Krabbelspiels, wie in 8 Minuten passen, und
# schreibt auf, wer jede gewonnen hat (auf dem Arbeitsblatt ist eine Tabelle dafür).

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.core.i18n import fmt_num, school_round
from bugkit.lessons.luck_or_skill import (
    EXERCISES,
    GAMES_B,
    cockroach_errors,
    core_verdict_html,
    duel_figure,
    duel_sampler,
    duel_win_share,
    pairs_html,
    results_figure,
    results_html,
    title,
    tournament,
    wobble_figure,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "de"
EX = {e.id: e for e in EXERCISES}
CAREFUL, CARELESS = cockroach_errors()

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# Zum Beispiel geben 7 Siege, 2 Unentschieden und 1 Niederlage in 10 Partien (7 + 2 · 1/2) / 10 = 8/10 = 0,8
# Punkte pro Partie: ein Gewinnanteil von 80 %.

# %% [markdown]
# ## 1. Ein Duell der Kakerlaken
#
# Bei Kakerlakentanz gibt es nichts zu planen: Der richtige Ruf folgt aus den Regeln. Gut spielt, wer **wenige
# Fehler** macht. Unsere beiden Kakerlaken-Bots unterscheiden sich nur darin:

# %% jupyter={"source_hidden": true}
print(f"sorgfältige Kakerlake: etwa {fmt_num(CAREFUL * 100, LANG, 0)} von 100 Zügen falsch")
print(f"schusselige Kakerlake: etwa {fmt_num(CARELESS * 100, LANG, 0)} von 100 Zügen falsch")

# %% [markdown]
# Wer falsch zieht, muss alle Karten vom Tisch nehmen; Fehler kosten also viel. Aber auch Glück spielt
# mit: Eine schusselige Kakerlake kann Glück haben und nur dann patzen, wenn kaum Karten auf dem Tisch liegen.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_duel = prediction_box(
    "Eine kurze Partie: Jede Kakerlake bekommt 8 Karten. Welchen Anteil der Partien gewinnt die "
    "sorgfältige Kakerlake? (Ein Prozentwert.)", duel_win_share(CAREFUL, CARELESS, 8), LANG,
    reveal=lambda: "<p>Der Computer hat das exakt ausgerechnet, indem er jede mögliche Partie verfolgt "
                   "hat. Unten kannst du zusehen, wie viele Partien gespielt werden.</p>")
display(guess_duel)

# %% [markdown]
# ## 2. Viele Duelle: das Gesetz der großen Zahlen
#
# Jeder Knopfdruck spielt 1, 10 oder 1000 neue kurze Partien. Die blaue Linie ist die **relative Häufigkeit** der
# Siege der sorgfältigen Kakerlake bisher; die rote gestrichelte Linie ist der exakte Anteil. Nach wenigen Partien
# springt der Anteil hin und her; nach vielen pendelt er sich ein.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Versuche würden die Schätzung oben beantworten (ein Anteil nahe der genauen Wahrscheinlichkeit): sie wartet
after_reveal(guess_duel, lambda: lln_box(duel_sampler(8), duel_win_share(CAREFUL, CARELESS, 8), LANG,
                                         label="gewann die Sorgfältige"), LANG)

# %% [markdown]
# ## 3. Ausprobieren: Wie viel verraten wenige Partien?
#
# Eine Klasse kann nicht Tausende Partien spielen. Wähle, wie viele Partien ein Turnier hat: Der Computer spielt 8
# solche Turniere, jedes mit neuen Partien, und zeichnet den Anteil der sorgfältigen Kakerlake in jedem. Wie
# verschieden sind die Balken bei 10 Partien pro Turnier? Und bei 1000?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
# der genaue Anteil (die rote Linie) beantwortet die Schätzung in Abschnitt 1: Die Regler warten auf ihre Auflösung
after_reveal(guess_duel, lambda: explore({"games": widgets.SelectionSlider(options=[10, 30, 100, 300, 1000], value=10,
                                                                         description="Partien")},
                                         lambda games: wobble_figure(games, LANG), LANG), LANG)

# %% [markdown]
# Und welche Rolle spielt die Länge einer Partie? Stelle ein, wie schusselig die schusselige Kakerlake ist, und
# vergleiche kurze Partien (wenige Karten) mit langen:

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
# der Balken bei 8 Karten beantwortet die Schätzung in Abschnitt 1
after_reveal(guess_duel, lambda: explore({"careless": widgets.IntSlider(value=int(school_round(CARELESS * 100)),
                                                                       min=2, max=30, description="Fehler pro 100 Züge",
                                                                       style={"description_width": "initial"})},
                                         lambda careless: duel_figure(careless, LANG), LANG), LANG)

# %% [markdown]
# ## 4. Das Experiment: ein denkender Bot gegen einen Faustregel-Bot
#
# Jetzt die echten Spiele. In jedem Spiel tritt ein **denkender Bot** gegen einen **Faustregel-Bot** an: einen
# Spieler, der einer einfachen Regel folgt und nie vorausdenkt. Ist eine einfache Regel fast so gut wie Nachdenken,
# holt der denkende Bot nur wenig mehr als die Hälfte der Punkte; hilft Nachdenken viel, gewinnt er fast alles.

# %% jupyter={"source_hidden": true}
MAIN = tournament("main")
display(HTML(pairs_html(MAIN, LANG)))

# %% [markdown]
# **Vorsicht:** Jedes Spiel hat seinen eigenen Faustregel-Bot, und manche Faustregeln sind besser als andere. Die
# Ergebnisse sagen also, wie viel Nachdenken **gegen diese Gegner** hilft.
#
# **Warum Kakerlakentanz in dieser Tabelle fehlt.** Bei Kakerlakentanz gibt es nichts zu planen: Das Können liegt
# in der Sorgfalt, und die haben wir oben im Duell gemessen. Sorgfalt mit Planen zu vergleichen hieße, zwei
# verschiedene Dinge zu vergleichen.
#
# Das Spielen dauert für den Computer ein paar Minuten, darum wurden die Partien vor der Stunde gespielt und
# gespeichert: Die Bots haben abwechselnd angefangen, und jede Partie hat eine Nummer, sodass der Computer sie
# nachspielen kann.

# %% jupyter={"source_hidden": true}
print(f"Partien in jedem Spiel: {fmt_num(GAMES_B, LANG)}")

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_results():
    figure = results_figure(MAIN, LANG)
    display(figure)
    plt.close(figure)
    return (results_html(MAIN, LANG) + f"<p>Diese Anteile sind <b>gemessen</b>, in {GAMES_B} Partien je Spiel. "
            f"{GAMES_B} weitere Partien würden etwas andere Zahlen ergeben.</p>" + core_verdict_html(MAIN, LANG))


lowest = min(MAIN, key=lambda r: r.share)
guess_main = prediction_box(
    "Schätze: In welchem Spiel hielt der Faustregel-Bot am besten mit, sodass der denkende Bot den kleinsten Anteil "
    "der Punkte holte?", lowest.game, LANG, kind="choice", choices={r.game: title(r.game) for r in MAIN},
    reveal=reveal_results)
display(guess_main)

# %% [markdown]
# ## 5. Was können wir sagen?
#
# Was die Ergebnisse uns sagen, steht unter der Auflösung der Schätzung oben: Tippe dort zuerst auf
# **Zeig es mir**.
#
# **Fragen für die Klasse**
# - Ist ein Spiel „fair“, wenn der klügere Spieler immer gewinnt? Welches Spiel würdest du mit einem jüngeren
#   Geschwisterkind spielen?
# - In einem Spiel kam eine einfache Regel nah an das Nachdenken heran. Ist es deshalb ein Glücksspiel, oder nur
#   ein Spiel mit einer guten einfachen Regel?
# - Warum haben wir so viele Partien gespielt und nicht nur 10? (Denk an das Bild, mit dem du in Abschnitt 3
#   experimentiert hast.)
#
# ## 6. Jetzt du
#
# Schreib eine ganze Zahl, einen Bruch (3/8), eine Dezimalzahl (0,375) oder einen Prozentwert (37,5 %) und drück
# **Prüfen**, oder wähle eine Antwort. Bei einer falschen Antwort bekommst du zuerst einen Tipp, nach dem zweiten
# Versuch die Lösung. **Neue Zahlen** gibt dir eine neue Aufgabe; mit der Aufgabenset-Nummer in ihrem Kasten kann
# deine Lehrkraft dieselbe Aufgabe sehen.
#
# **Stufe 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-share"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-due"], LANG)

# %% [markdown]
# **Stufe 2**

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-games"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# **Wie sicher sind wir? Das 95-%-Konfidenzintervall.** Spielte ein Bot Millionen Partien, würde sich sein Anteil
# auf eine Zahl einpendeln, seinen *wahren* Anteil. Wir haben nur einige gespielt, also liegt unser Anteil etwas
# daneben. Ein 95-%-Konfidenzintervall ist ein Bereich nach einem Rezept, das den wahren Anteil in 95 von 100
# Experimenten einfängt. Wir nehmen das Rezept von **Wilson**; mit p̂ dem Anteil, n den Partien und z = 1,96:
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}$$
#
# Anders als „Anteil ± 2 Standardfehler“ verlässt es nie den Bereich von 0 bis 1 und bleibt ehrlich, wenn ein Bot
# jede Partie gewinnt. Das Experiment aus Abschnitt 4, mit Intervallen. Zwei Spiele ordnen wir nur, wenn sich ihre
# Intervalle nicht überlappen:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.luck_or_skill import verdict_html  # noqa: E402


def results_with_intervals():
    return [results_html(MAIN, LANG, intervals=True), results_figure(MAIN, LANG, intervals=True),
            verdict_html(MAIN, LANG)]


# die Ergebnisse verraten die Schätzung in Abschnitt 4
after_reveal(guess_main, results_with_intervals, LANG)

# %% [markdown] tags=["going-further"]
# **Gegen Zufallszüge.** Ein Spieler, der zufällig einen erlaubten Zug wählt, ist ein schwacher Gegner: Die
# denkenden Bots gewinnen (fast) alles, in jedem Spiel. So ein Turnier kann nicht zeigen, in welchem Spiel sich
# Nachdenken am meisten lohnt.

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(tournament("random"), LANG, intervals=True)))

# %% [markdown] tags=["going-further"]
# **Sorgfalt in echten Partien.** Die sorgfältige gegen die schusselige Kakerlake in echten Partien Kakerlakentanz
# (das Duell aus Abschnitt 1 war ein Modell davon):

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(tournament("cockroach"), LANG, intervals=True)))

# %% [markdown] tags=["going-further"]
# Warum gewinnt die sorgfältige Kakerlake (fast) jede echte Partie, aber nicht jedes kurze Duell? In einer echten
# Partie bekommt jede Kakerlake viel mehr Karten als die 8 aus Abschnitt 1 (zu zweit 64 für jede). Je länger die
# Partie, desto mehr summieren sich die selteneren Fehler der sorgfältigen Kakerlake, und desto weniger kann das
# Glück entscheiden.

# %% [markdown] tags=["going-further"]
# **Stufe 3** (mit den Intervallen)

# %% tags=["exercise", "level-3", "going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-tell"], LANG)

# %% tags=["exercise", "level-3", "going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-width"], LANG)

# %% [markdown] tags=["going-further"]
# **Für Lehrkräfte.**
# - *Ziele:* der Gewinnanteil als relative Häufigkeit; das Gesetz der großen Zahlen (Abschnitte 2-3); „zu nah, um
#   es zu entscheiden“ als ehrliches Ergebnis; Konfidenzintervalle (im Teil *Für Neugierige*).
# - *Faire Experimente:* Jede Partie hat einen Startwert (nachspielbar), und die Bots fangen abwechselnd an. Die
#   Turniere spielt `scripts/build_luck_or_skill.py` einmal in die Datei `bugkit/lessons/data/luck_or_skill.json`,
#   die die Seite nur liest, darum öffnet sie schnell; ein Test spielt gespeicherte Partien nach und findet
#   dieselben Punkte.
# - *Stichprobengröße:* so viele Partien je Spiel, dass sich die Intervalle von Spielen, die sich wirklich
#   unterscheiden, nicht überlappen. Viermal so viele Partien geben etwa halb so breite Intervalle.
# - *Das Kakerlaken-Duell* ist exakt (eine Markow-Kette über die Stapelgrößen, jeder Zug mit der Fehlerchance des
#   Bots falsch) und mit numpy simuliert; beides prüfen die Tests gegen echte Partien.
# - *Aufgaben:* Jede zeigt ihre Aufgabenset-Nummer; dieselbe Nummer gibt dieselbe Aufgabe. Die Lösungen zu jeder
#   Nummer, z. B. 4711: `answers_text("luck_or_skill", 4711, "de")` (aus `bugkit.lessons.guide`) in einer
#   Code-Zelle oder, ohne Code, der Kasten am Ende der Handreichung.
