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
# für 13- bis 14-Jährige und Lehrkräfte. **Dauer:** etwa 45 Minuten.
#
# In manchen Spielen gewinnt fast immer der klügste Spieler; in anderen gewinnt auch ein Anfänger oft, weil die
# Würfel oder die Karten entscheiden. **In welchem unserer Krabbelspiele hilft Nachdenken am meisten?**
#
# Wir lassen Bots spielen. Der **Gewinnanteil** eines Bots sind seine Punkte pro Spiel: Ein Sieg zählt 1, ein
# Unentschieden 1/2, eine Niederlage 0. In einem reinen Glücksspiel bekommen zwei Spieler je etwa die **Hälfte**
# der Punkte, egal wie klug sie sind.

# %% jupyter={"source_hidden": true}
from fractions import Fraction

import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.core.i18n import fmt_num
from bugkit.lessons.luck_or_skill import (
    EXERCISES,
    GAMES_A,
    cockroach_errors,
    core_verdict_html,
    duel_figure,
    duel_sampler,
    duel_win_share,
    experiment_a,
    results_figure,
    results_html,
    wobble_figure,
)
from bugkit.ui.lesson import exercise_box, explore, lln_box, prediction_box

LANG = "de"
EX = {e.id: e for e in EXERCISES}
CAREFUL, CARELESS = cockroach_errors()

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402, F401  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# Zum Beispiel geben 7 Siege, 2 Unentschieden und 1 Niederlage in 10 Spielen (7 + 2 · 1/2) / 10 Punkte pro Spiel.
# Im Notebook steht das in der nächsten Zelle als kurzes Rezept; die App zeigt seine Antwort:

# %%
def gewinnanteil(siege, unentschieden, spiele):
    """Punkte pro Spiel: Ein Sieg zählt 1, ein Unentschieden 1/2, eine Niederlage 0."""
    punkte = siege + Fraction(unentschieden, 2)
    return punkte / spiele


print(gewinnanteil(7, 2, 10))

# %% [markdown]
# ## 1. Ein Duell der Kakerlaken
#
# Bei Kakerlakentanz gibt es nichts zu planen: Der richtige Ruf folgt aus den Regeln. Gut spielt, wer **wenige
# Fehler** macht. Unsere beiden Kakerlaken-Bots unterscheiden sich nur darin:

# %% jupyter={"source_hidden": true}
print(f"sorgfältige Kakerlake: etwa {fmt_num(round(CAREFUL * 100), LANG)} falsche Züge von 100")
print(f"schusselige Kakerlake: etwa {fmt_num(round(CARELESS * 100), LANG)} falsche Züge von 100")

# %% [markdown]
# Jeder falsche Zug bringt dem Spieler alle Karten vom Tisch ein; Fehler kosten also viel. Aber auch Glück spielt
# mit: Eine schusselige Kakerlake kann Glück haben und nur dann patzen, wenn kaum Karten auf dem Tisch liegen.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
prediction_box("Ein kurzes Spiel: Jede Kakerlake bekommt 8 Karten. Welchen Anteil der Spiele gewinnt die "
               "sorgfältige? (eine Prozentzahl)", duel_win_share(CAREFUL, CARELESS, 8), LANG,
               reveal=lambda: "<p>Der Computer hat das exakt ausgerechnet, indem er jedes mögliche Spiel verfolgt "
                              "hat. Unten kannst du zusehen, wie viele Spiele gespielt werden.</p>")

# %% [markdown]
# ## 2. Viele Duelle: das Gesetz der großen Zahlen
#
# Jeder Knopfdruck spielt 1, 10 oder 1000 neue kurze Spiele. Die blaue Linie ist die **relative Häufigkeit** der
# Siege der sorgfältigen Kakerlake bisher; die gestrichelte Linie ist der exakte Anteil. Nach wenigen Spielen
# springt der Anteil hin und her; nach vielen pendelt er sich ein.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
lln_box(duel_sampler(8), duel_win_share(CAREFUL, CARELESS, 8), LANG, label="gewann die Sorgfältige")

# %% [markdown]
# ## 3. Ausprobieren: Wie viel verraten wenige Spiele?
#
# Eine Klasse kann keine Tausende Spiele spielen. Wähle, wie viele Spiele ein Turnier hat: Der Computer spielt 8
# solche Turniere, jedes mit neuen Spielen, und zeichnet den Anteil der sorgfältigen Kakerlake in jedem. Wie
# verschieden sind die Balken bei 10 Spielen pro Turnier? Und bei 1000?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
explore({"games": widgets.SelectionSlider(options=[10, 30, 100, 300, 1000], value=10, description="Spiele")},
        lambda games: wobble_figure(games, LANG), LANG)

# %% [markdown]
# Und welche Rolle spielt die Länge des Spiels? Stelle ein, wie schusselig die schusselige Kakerlake ist, und
# vergleiche kurze Spiele (wenige Karten) mit langen:

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
explore({"careless": widgets.IntSlider(value=round(CARELESS * 100), min=2, max=30, description="Fehler von 100")},
        lambda careless: duel_figure(careless, LANG), LANG)

# %% [markdown]
# ## 4. Das Experiment: jedes Spiel gegen dieselbe Art Gegner
#
# Jetzt die echten Spiele. In jedem Spiel tritt ein **denkender Bot** gegen dieselbe Art Gegner an: einen
# Spieler, der **zufällig** einen der erlaubten Züge wählt. Die Bots fangen abwechselnd an, und jedes Spiel hat
# eine Nummer (einen Startwert), sodass der Computer es nachspielen kann.
#
# | Spiel | denkender Bot | was er besser macht |
# |---|---|---|
# | Ungeziffer | `memory` | merkt sich jedes Plättchen, das er gesehen hat |
# | Wanzen tanzen | `odds` | rechnet aus, welche Würfel er beiseitelegt |
# | Voll verasselt | `odds` | würfelt nur weiter, solange es sich lohnt |
# | Würfel-WG | `planner` | wählt Aufgaben nach Punkten und Chance, parkt wie der Berater |
#
# **Warum Kakerlakentanz hier fehlt.** Bei Kakerlakentanz sind die erlaubten Züge genau die richtigen Rufe; wer
# zufällig einen erlaubten Zug wählt, macht also nie einen Fehler: Dieser Gegner wäre perfekt, nicht schwach. Das
# Können liegt dort in der Sorgfalt, und die haben wir oben im Duell gemessen. (Im Teil für Neugierige spielen die
# sorgfältige und die schusselige Kakerlake auch echte Spiele.)
#
# Spielen dauert, darum bekommt jedes Spiel dieselbe, kleine Anzahl von Partien; die Zellen unten spielen sie in
# kleinen Stücken, damit keine dich warten lässt.

# %% jupyter={"source_hidden": true}
A = experiment_a()
print(f"Partien je Spiel: {GAMES_A}")

# %% jupyter={"source_hidden": true}
A.play("ungeziffer", 24)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% [markdown]
# Bevor du hinschaust: Schätze.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
wg = next(r for r in A.results() if r.game == "wuerfel_wg")
prediction_box(f"In der Würfel-WG hat der Planer {wg.games} Partien gegen den Zufallsspieler gespielt. Welchen "
               "Anteil der Punkte hat er gewonnen? (eine Prozentzahl)", wg.points / wg.games, LANG,
               reveal=lambda: results_figure(A.results(), LANG))

# %% [markdown]
# Alle Ergebnisse als Tabelle:

# %% jupyter={"source_hidden": true}
display(HTML(results_html(A.results(), LANG)))

# %% [markdown]
# ## 5. Was können wir sagen?

# %% jupyter={"source_hidden": true}
display(HTML(core_verdict_html(A.results(), LANG)))

# %% [markdown]
# **Fragen für die Klasse**
# - Ist ein Spiel „fair“, wenn immer der Klügere gewinnt? Welches Spiel würdest du mit einem jüngeren
#   Geschwisterkind spielen?
# - Die denkenden Bots gewannen (fast) alles gegen Zufallszüge. Welcher Gegner wäre ein besserer Test? (Der Teil
#   für Neugierige probiert einen aus.)
# - Wie könnten wir herausfinden, in welchem Spiel sich Nachdenken am meisten lohnt? (Denk an das Bild zum
#   Ausprobieren.)
#
# ## 6. Jetzt du
#
# Schreib eine ganze Zahl, einen Bruch (`3/8`), eine Dezimalzahl (`0,375`) oder eine Prozentzahl (`37,5 %`) und
# drück **Prüfen**, oder wähle eine Antwort. Bei einer falschen Antwort bekommst du zuerst einen Tipp. **Neue
# Zahlen** gibt dir eine neue Aufgabe.
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

# %% [markdown]
# **Stufe 3** (mit den Intervallen aus dem Teil für Neugierige)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-tell"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-width"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# **Wie sicher sind wir? Das 95-%-Konfidenzintervall.** Spielte ein Bot Millionen Partien, würde sich sein Anteil
# auf eine Zahl einpendeln, seinen *wahren* Anteil. Wir haben nur wenige gespielt, also liegt unser Anteil etwas
# daneben. Ein 95-%-Konfidenzintervall ist ein Bereich nach einem Rezept, das den wahren Anteil in 95 von 100
# Experimenten einfängt. Wir nehmen das Rezept von **Wilson**; mit p̂ dem Anteil, n den Partien und z = 1,96:
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}$$
#
# Anders als „Anteil ± 2 Standardfehler“ verlässt es nie den Bereich von 0 bis 1 und bleibt ehrlich, wenn ein Bot
# jede Partie gewinnt. Das Experiment von oben, mit Intervallen:

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit.lessons.luck_or_skill import GAMES_B, experiment_b, verdict_html  # noqa: E402

display(HTML(results_html(A.results(), LANG, intervals=True)))
display(HTML(verdict_html(A.results(), LANG)))

# %% [markdown] tags=["going-further"]
# **Ein schwererer Test: gegen einen Faustregel-Bot.** Ein Zufallsspieler ist ein schwacher Gegner. Darum spielt
# jeder denkende Bot jetzt gegen den **Faustregel-Bot** seines Spiels: `forgetful` (Ungeziffer: merkt sich
# Plättchen, vergisst aber manche), `heuristic` (Wanzen tanzen: behält die Augenzahl, die er am häufigsten hat),
# `threshold` (Voll verasselt: hört immer bei derselben Kartenzahl auf), `greedy` (Würfel-WG: nimmt Punkte, sobald
# es geht); und bei Kakerlakentanz, in echten Partien, die sorgfältige gegen die schusselige Kakerlake.
#
# *Warum die Gegner hier verschieden sind:* Kein einzelner vernünftiger Bot kann alle fünf Spiele spielen; jedes
# Spiel hat seine eigene Faustregel, und manche Faustregeln sind besser als andere. Ein Unterschied zwischen zwei
# Spielen kann also von den Spielen *oder* von den Gegnern kommen. Darum ordnen wir zwei Spiele nur, wenn sich
# ihre Intervalle nicht überlappen, und auch dann nur „gegen diese Gegner“. Andere Startwerte als oben.

# %% tags=["going-further"] jupyter={"source_hidden": true}
B = experiment_b()
print(f"Partien je Spiel: {GAMES_B}")

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("ungeziffer", 18)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("ungeziffer", 18)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("kakerlakentanz", 36)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(B.results(), LANG, intervals=True)))

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
_ = results_figure(B.results(), LANG, intervals=True)

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(verdict_html(B.results(), LANG)))

# %% [markdown] tags=["going-further"]
# **Für Lehrkräfte.**
# - *Ziele:* Gewinnanteil als relative Häufigkeit; das Gesetz der großen Zahlen (Abschnitte 2 und 3); „Das können
#   wir nicht sagen“ als ehrliches Ergebnis; Konfidenzintervalle (Teil für Neugierige).
# - *Faire Experimente:* Jede Partie hat einen Startwert (nachspielbar), und die Bots fangen abwechselnd an
#   (`bugkit.matches.win_share`). Das Hauptexperiment hat in jedem Spiel dieselbe Art Gegner; das Experiment für
#   Neugierige nicht, und es sagt, warum.
# - *Stichprobengröße:* steht über jedem Experiment; die Partien laufen in kleinen Stücken, sodass jede Zelle
#   deutlich unter zwei Sekunden braucht. Mehr Partien geben schmalere Intervalle: viermal so viele Partien, halbe
#   Breite.
# - *Das Kakerlaken-Duell* ist exakt (eine Markow-Kette über die Stapelgrößen, jeder Zug mit der Fehlerquote des
#   Bots falsch) und mit numpy simuliert; beides wird in den Tests mit echten Partien verglichen.
