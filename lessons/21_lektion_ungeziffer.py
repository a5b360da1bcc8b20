# ---
# jupyter:
#   bugkit:
#     lesson: ungeziffer
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Ungeziffer: Würfel addieren und blind Plättchen aufdecken
#
# **Für:** 10 bis 12 Jahre. **Dauer:** etwa 45 Minuten. Der Teil *Für Neugierige* am Ende ist für 13- bis 14-Jährige
# und für Lehrkräfte. **Das solltest du schon können:** bis 20 addieren, einfache Brüche und Prozente, Säulendiagramme
# lesen; Programmieren brauchst du nicht.
#
# **Ihr braucht:** je Gruppe einen grünen und einen gelben Würfel (oder zwei normale Würfel: beim gelben zählen 1 bis 4
# als 0 bis 3, bei 5 und 6 würfelt ihr noch einmal), das Arbeitsblatt, ein Gerät je Paar.
#
# **Was wir herausfinden**
# 1. Welche Zielzahlen geben die zwei Würfel, und wie oft?
# 2. Wie wahrscheinlich triffst du das Ziel genau, wenn du Plättchen aufdeckst, ohne dir etwas zu merken?
# 3. Wie viel hilft ein gutes Gedächtnis?
#
# Vor jeder Antwort **schätzt** du zuerst. Dann zeigt der Computer die genaue Antwort und wie weit du daneben lagst.

# %% jupyter={"source_hidden": true}
from collections import Counter
from fractions import Fraction
from itertools import permutations

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import HTML, display

import bugkit
from bugkit.core.i18n import fmt_frac, fmt_num, fmt_pct
from bugkit.lessons.ungeziffer import (
    EX,
    YELLOW_CHOICES,
    average_blind_turn,
    blind_chances,
    dips,
    orders,
    pair_counts,
    simulated_blind_hits,
    target_chances,
    with_zeros,
)
from bugkit.ui.lesson import (
    after_reveal,
    bar_chart,
    exercise_box,
    explore,
    html_table,
    lln_box,
    prediction_box,
    say,
)
from bugkit.ungeziffer import default_tiles, p_hit

LANG = "de"
TILES = default_tiles()
CHANCES = target_chances()
BLIND = blind_chances(TILES)

# %% [markdown]
# ## 1. Das Spiel in einer Minute
#
# Wenn du dran bist, wirfst du den **grünen Würfel** (1 bis 6) und den **gelben Würfel** (0 bis 3) und addierst:
# Die Summe ist deine **Zielzahl**. Dann deckst du Ungeziffer-Plättchen auf, eins nach dem anderen, und zählst die
# Krabbeltiere darauf zusammen. Genau die Zielzahl? Du darfst die Plättchen behalten. Zu viel? Pech: Die Plättchen
# werden wieder umgedreht.
#
# Bevor wir irgendetwas zählen, schätze einmal: Schreib deine Schätzung in das Feld und tippe auf **Zeig es mir**.
# Scroll erst weiter, wenn du geschätzt hast, denn weiter unten zählen wir die Antwort aus.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_five = prediction_box(
    "Schätze: Wie wahrscheinlich ist die Zielzahl 5? Schreib einen Bruch (wie 1/10) oder einen "
    "Prozentwert (wie 10\u202f%).", CHANCES[5], LANG,
    reveal=lambda: bar_chart(pair_counts(), LANG, "Zielzahl", "Anzahl der Paare (grün, gelb)",
                             percent=False, highlight=[5]))
display(guess_five)

# %% [markdown]
# ## 2. Welche Zielzahlen geben die Würfel?
#
# Jede grüne Zahl kann mit jeder gelben Zahl zusammenkommen. Die Tabelle zeigt die Zielzahl für jedes Paar:
# grün nach unten, gelb nach rechts. Wir nehmen an, dass jede gelbe Zahl gleich wahrscheinlich ist (wie die Seiten
# des echten Würfels beschriftet sind, wissen wir nicht: Das ist *unsere Annahme*).

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def pair_table():
    yellow = sorted(set(YELLOW_CHOICES["four"]))
    rows = [[g] + [g + y for y in yellow] for g in range(1, 7)]
    return html_table(["grün \\ gelb", *yellow], rows) + f"<p>Anzahl der Paare: {sum(pair_counts().values())}</p>"


after_reveal(guess_five, pair_table, LANG)  # counting the 5s in it answers the first guess: it waits for its reveal

# %% [markdown]
# ## 3. Die Wahrscheinlichkeit jeder Zielzahl
#
# Alle Paare sind gleich wahrscheinlich. Also ist die Wahrscheinlichkeit einer Zielzahl
# **(Paare mit dieser Summe) : (alle Paare)**. Zähl in der Tabelle nach: Die Zielzahl 1 kommt nur aus einem Paar
# (grün 1, gelb 0).

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def chance_table():
    counts = pair_counts()
    total = sum(counts.values())
    table = [[s, f"{c} von {total}", fmt_frac(CHANCES[s], LANG), fmt_pct(CHANCES[s], LANG)]
             for s, c in counts.items()]
    return html_table(["Zielzahl", "Paare", "Wahrscheinlichkeit", "in Prozent"], table)


after_reveal(guess_five, chance_table, LANG)  # die Tabelle verrät die erste Schätzung: sie wartet

# %% [markdown]
# ## 4. Immer wieder würfeln: das Gesetz der großen Zahlen
#
# Drück **×1**, **×10** oder **×1000**, um so oft weiter zu würfeln. Die blaue Linie zeigt die **relative Häufigkeit**
# der Zielzahl 5 bisher: den Anteil aller Würfe, die 5 ergeben haben. Die rote gestrichelte Linie ist die genaue
# Wahrscheinlichkeit. Nach wenigen Würfen springt die blaue Linie hin und her, nach vielen Würfen bleibt sie nahe bei
# der roten. Das ist das **Gesetz der großen Zahlen**. Mit *Neu anfangen* würfelt der Computer ganz von vorn: Die
# blaue Linie sieht dann anders aus, landet aber wieder nahe bei der roten.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def roll_five(rng, n):
    green = rng.integers(1, 7, size=n)
    yellow = rng.choice(YELLOW_CHOICES["four"], size=n)
    return green + yellow == 5


# ihre Versuche würden die Schätzung oben beantworten (ein Anteil nahe der genauen Wahrscheinlichkeit): sie wartet
after_reveal(guess_five, lambda: lln_box(roll_five, CHANCES[5], LANG, label="die Zielzahl 5"), LANG)

# %% [markdown]
# **Die Würfel unserer Klasse.** Jede Gruppe würfelt 20-mal mit dem grünen und dem gelben Würfel und macht für jede
# Zielzahl einen Strich (auf dem Arbeitsblatt steht eine Tabelle dafür). Eure Lehrkraft gibt die Zahlen hier ein.
# Arbeitet ihr im Klassenmodus (das sagt euch eure Lehrkraft), tippt jede Gruppe ihre Striche selbst in die erste
# Zeile auf ihrem Gerät und drückt „Zusammenzählen und zeichnen“. Dann erscheinen die Säulen unserer Klasse. Sobald
# deine Schätzung oben aufgedeckt ist, kommen die Würfe des Computers (genauso viele wie unsere) und die genauen
# Wahrscheinlichkeiten dazu.
# Kommt unsere Klasse nahe heran?
# Meistens gilt: Je mehr Würfe wir zusammenzählen, desto näher.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("ungeziffer", LANG, after=guess_five)

# %% [markdown]
# ## 5. Ausprobieren: ein anderer gelber Würfel
#
# Was wäre, wenn der gelbe Würfel sechs Seiten mit 0, 0, 1, 2, 3, 3 hätte? Oder wenn ihr ohne ihn spielt (das
# Spiel für Einsteiger)? Wähle einen Würfel und beobachte die Säulen.

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
YELLOW_NAMES = {"four": "0, 1, 2, 3 (unsere Annahme)", "six": "sechs Seiten: 0, 0, 1, 2, 3, 3",
                "none": "kein gelber Würfel (Einsteiger)"}


def draw_targets(die):
    chances = target_chances(YELLOW_CHOICES[die])
    best = max(chances.values())
    return bar_chart(chances, LANG, "Zielzahl", "Wahrscheinlichkeit",
                     highlight=[s for s, p in chances.items() if p == best],
                     title=f"Am wahrscheinlichsten (orange): je {fmt_pct(best, LANG)}")


def explore_targets():
    return explore({"die": widgets.Dropdown(options=[(v, k) for k, v in YELLOW_NAMES.items()],
                                         description="Gelber Würfel", style={"description_width": "initial"})},
                   draw_targets, LANG)


after_reveal(guess_five, explore_targets, LANG)  # der Titel verrät die erste Schätzung (16,7 %)

# %% [markdown]
# ## 6. Blind aufdecken
#
# Stell dir vor, du merkst dir nichts und deckst die Plättchen zufällig auf. Fang klein an: zwei Plättchen, eine 5
# und eine 9, und die Zielzahl 5. Entweder kommt die 5 zuerst (Treffer!) oder die 9 (zu viel!). Zwei gleich
# wahrscheinliche Reihenfolgen, eine davon gut: Die Wahrscheinlichkeit ist 1/2.
#
# Bei mehr Plättchen rechnet der Computer für uns, und zwar genauso: Für jedes Plättchen, das als Nächstes kommen
# kann, fragt er: Treffer, zu viel oder weiter? Dann zählt er die Wahrscheinlichkeiten zusammen.

# %% jupyter={"source_hidden": true}
for target, tiles in [(5, [5, 9]), (5, [0, 5]), (3, [1, 2])]:
    shown = " und ".join(map(str, tiles))
    print(f"Plättchen {shown}, Zielzahl {target}: Wahrscheinlichkeit {fmt_frac(p_hit(target, Counter(tiles)), LANG)}")

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def show_orders(tiles, target):
    # jede Reihenfolge ganz (die beiden, die mit 9 beginnen, hören beide dort auf und sind zwei Reihenfolgen)
    head = (f"Die {len(orders(tiles, target))} Reihenfolgen der Plättchen, jede so wahrscheinlich wie die anderen "
            f"(du hörst auf, sobald du {target} erreichst oder darüber kommst):")
    lines = [f"{' → '.join(map(str, full))}: {'Treffer ✔' if hit else 'daneben ✘'}"
             for full, (_, hit) in zip(permutations(tiles), orders(tiles, target), strict=True)]
    return "<br>".join([head, *lines])


prediction_box("Schätze: Die Plättchen 2, 3 und 9 liegen verdeckt, deine Zielzahl ist 5. Wie wahrscheinlich ist "
               "ein blinder Treffer?", p_hit(5, Counter([2, 3, 9])), LANG, reveal=lambda: show_orders([2, 3, 9], 5))

# %% [markdown]
# ## 7. Alle Plättchen der Schachtel: Welche Zielzahlen trifft man blind am leichtesten?
#
# Mit allen 32 Plättchen rechnet der Computer genauso. Wie viele Plättchen jede Zahl zeigen, ist **unsere
# Annahme**: Die Spielregel sagt nur, dass 32 Plättchen 0 bis 9 Ungeziefer zeigen, aber nicht, wie viele von jeder
# Zahl. Wir haben mehr Plättchen mit kleinen Zahlen angenommen als mit großen. Erst schätzen:

# %% tags=["prediction", "explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def dip_sentences():
    return [f"Die Zielzahl {b} trifft man seltener als die {b - 1}: {fmt_pct(BLIND[b], LANG)} gegen "
            f"{fmt_pct(BLIND[b - 1], LANG)}. In unserer angenommenen Schachtel zeigen nur {TILES.get(b, 0)} Plättchen "
            f"eine {b}, aber {TILES.get(b - 1, 0)} Plättchen eine {b - 1}." for b in dips(BLIND)]


def draw_blind(fours, zeros):
    tiles = with_zeros({**TILES, 4: fours}, zeros)
    chances = blind_chances(tiles)
    found = dips(chances)
    title = ("Dellen bei: " + ", ".join(map(str, found)) if found
             else "Keine Delle: Jede Zielzahl trifft man öfter als die davor")
    return bar_chart(chances, LANG, "Zielzahl", "Wahrscheinlichkeit eines Blindtreffers", highlight=found,
                     title=title)


def reveal_blind():
    display(bar_chart(BLIND, LANG, "Zielzahl", "Wahrscheinlichkeit eines Blindtreffers", highlight=dips(BLIND)))
    plt.close("all")
    display(HTML(html_table(["Zielzahl", *BLIND],
                            [["Blindtreffer", *[fmt_pct(p, LANG) for p in BLIND.values()]]])))
    display(HTML("<p><b>Größere Zielzahlen trifft man blind meistens öfter, aber nicht immer.</b> Vor einer großen "
                 "Zielzahl haben viele kleine Plättchen Platz. Aber schau auf die Dellen (orange Säulen): "
                 + " ".join(dip_sentences()) + " Gibt es von einer Zahl weniger Plättchen, fehlen dieser Zielzahl "
                 "schnelle Treffer: ein einziges Plättchen, das genau die Zielzahl zeigt.</p>"
                 "<p><b>Jetzt probierst du.</b> Verändere mit den Reglern die Plättchen in der Schachtel. Welche "
                 "Säulen sind niedriger als die links daneben (orange)? Gib der 4 mehr Plättchen und beobachte, was "
                 "passiert. Ändert die Zahl der Null-Plättchen etwas?</p>"))
    return explore({"fours": widgets.IntSlider(value=TILES.get(4, 0), min=0, max=8, description="Plättchen mit 4",
                                               style={"description_width": "initial"}),
                    "zeros": widgets.IntSlider(value=TILES.get(0, 0), min=0, max=8, description="Null-Plättchen",
                                               style={"description_width": "initial"})},
                   draw_blind, LANG)


answer = "3" if BLIND[3] > BLIND[4] else "4" if BLIND[4] > BLIND[3] else "same"
guess_blind = prediction_box(
    "Schätze: Wenn du mit allen Plättchen blind aufdeckst, welche Zielzahl triffst du öfter?", answer, LANG,
    kind="choice", choices={"3": "Zielzahl 3", "4": "Zielzahl 4", "same": "beide gleich oft"}, reveal=reveal_blind)
display(guess_blind)

# %% [markdown]
# ## 8. Ein ganzer Zug ohne Gedächtnis
#
# In einem ganzen Zug würfelst du erst die Zielzahl und deckst dann blind auf. Mittlere Zielzahlen kommen am
# häufigsten, darum zählen sie am meisten.

# %% jupyter={"source_hidden": true}
turn = average_blind_turn(TILES)
say(f"Wer sich nichts merkt, hat in {fmt_pct(turn, LANG)} der Züge Erfolg: etwa in 1 von "
      f"{fmt_num(1 / turn, LANG, 0)} Zügen.")

# %% [markdown]
# ## 9. Hilft ein gutes Gedächtnis?
#
# Zwei Computerspieler: Der **Gedächtnis-Bot** merkt sich jedes Plättchen, das er gesehen hat, der **Zufalls-Bot**
# merkt sich nichts. Sie spielen 24 Partien gegeneinander (wenige, damit diese Seite schnell bleibt).

# %% jupyter={"source_hidden": true}
GAMES = 24
wins = 0.0
for seed in range(GAMES):
    winners = bugkit.play("ungeziffer", ["memory", "random"], seed=seed).winners
    wins += (0 in winners) / len(winners)
say(f"Der Gedächtnis-Bot hat {fmt_num(wins, LANG)} von {GAMES} Partien gewonnen "
      f"({fmt_pct(wins / GAMES, LANG, digits=0)}).")
if wins == GAMES:
    say("Gegen einen Spieler, der sich nichts merkt, hat ein gutes Gedächtnis also jede dieser Partien gewonnen. Das "
          "Glück entscheidet einzelne Züge, aber über eine ganze Partie zählt das Gedächtnis viel mehr als das Glück.")
elif wins / GAMES >= 0.9:
    say("Gegen einen Spieler, der sich nichts merkt, gewinnt ein gutes Gedächtnis also fast jede Partie. Das Glück "
          "entscheidet einzelne Züge, aber über eine ganze Partie zählt das Gedächtnis viel mehr als das Glück.")
elif wins / GAMES > 0.6:
    say("Ein gutes Gedächtnis hilft also deutlich, aber der Zufalls-Bot gewinnt durch Glück noch manche Partie.")
else:
    say("In diesen wenigen Partien hat ein gutes Gedächtnis kaum geholfen: Oft hat das Glück entschieden.")

# %% [markdown]
#
# ## 10. Jetzt du: Aufgaben
#
# Schreib eine ganze Zahl (24), einen Bruch (3/8 oder 4 1/2), eine Dezimalzahl (0,375) oder einen Prozentwert
# (37,5 %) und drück **Prüfen**. Nach einem falschen Versuch bekommst du einen Tipp, nach dem zweiten die Lösung.
# **Neue Zahlen** gibt dir eine neue Aufgabe derselben Art; mit der Aufgabenset-Nummer in ihrem Kasten sieht deine
# Lehrkraft dieselben Zahlen. Die Sterne zeigen, wie schwer eine Aufgabe ist. Eine Aufgabe mit Schloss 🔒 öffnet
# sich, sobald du die Schätzung weiter oben gemacht hast, die sie verraten würde.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["pairs"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Tabelle der Wahrscheinlichkeiten ist ihre Antwort (auch die der ersten Schätzung): sie wartet wie die Tabelle
after_reveal(guess_five, lambda: exercise_box(EX["sum-chance"], LANG), LANG, exercise=EX["sum-chance"])

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Tabelle der Wahrscheinlichkeiten ist ihre Antwort (auch die der ersten Schätzung): sie wartet wie die Tabelle
after_reveal(guess_five, lambda: exercise_box(EX["all-equal"], LANG), LANG, exercise=EX["all-equal"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Tabelle der Wahrscheinlichkeiten ist ihre Antwort (auch die der ersten Schätzung): sie wartet wie die Tabelle
after_reveal(guess_five, lambda: exercise_box(EX["at-least"], LANG), LANG, exercise=EX["at-least"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Tabelle der Wahrscheinlichkeiten ist ihre Antwort (auch die der ersten Schätzung): sie wartet wie die Tabelle
after_reveal(guess_five, lambda: exercise_box(EX["not-due"], LANG), LANG, exercise=EX["not-due"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["blind-three"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
# die Lösung nennt die Delle, die die Schätzung in Abschnitt 7 beantwortet: sie wartet auf deren Auflösung
after_reveal(guess_blind, lambda: exercise_box(EX["bigger-target"], LANG), LANG, exercise=EX["bigger-target"])

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["blind-four"], LANG)

# %% [markdown] tags=["going-further"]
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# **Erwartungswert.** Die Erfolgswahrscheinlichkeit eines ganzen blinden Zuges ist der Mittelwert der
# Blindtreffer-Wahrscheinlichkeiten, jede gewichtet mit der Wahrscheinlichkeit ihrer Zielzahl (ein gewichteter
# Mittelwert):
# P(Zug) = Σ P(Zielzahl t) · P(Blindtreffer bei Zielzahl t). Genau:

# %% tags=["going-further"] jupyter={"source_hidden": true}
print("P(blinder Zug gelingt) =", turn, "≈", fmt_num(float(turn), LANG, digits=4))

# %% [markdown] tags=["going-further"]
# **Die genauen Blindtreffer-Wahrscheinlichkeiten** hinter dem Säulendiagramm aus Abschnitt 7, und wo sie Dellen
# haben:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def blind_details():
    table = html_table(["Zielzahl", *BLIND], [["Blindtreffer", *[fmt_pct(p, LANG) for p in BLIND.values()]]])
    return table + "".join(f"<p>{sentence}</p>" for sentence in dip_sentences())


# die Zielzahlen 3 und 4 nebeneinander verraten die Schätzung in Abschnitt 7
after_reveal(guess_blind, blind_details, LANG)

# %% [markdown] tags=["going-further"]
# **Genau gerechnet gegen simuliert.** 20 000 simulierte blinde Züge je Zielzahl, mit einem Standardfehler der Schätzung
# (etwa zwei Drittel solcher Läufe landen höchstens einen Standardfehler neben dem genauen Wert). „passt“ heißt:
# Die beiden liegen höchstens 4 Standardfehler auseinander, wie in Lektion 23 und 25; „PASST NICHT“ wiese auf einen
# Fehler hin:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def simulated_blind():
    lines = []
    for target, exact, est in simulated_blind_hits(TILES):
        lines.append(f"Zielzahl {target}: genau {fmt_num(float(exact), LANG, 4)}, simuliert "
                     f"{fmt_num(est.value, LANG, 4)} ± {fmt_num(est.stderr, LANG, 4)} "
                     + ("passt" if est.agrees(exact) else "PASST NICHT"))
    return "<br>".join(lines)


# die genauen Wahrscheinlichkeiten verraten die Schätzung in Abschnitt 7
after_reveal(guess_blind, simulated_blind, LANG)

# %% [markdown] tags=["going-further"]
# **Blind aufdecken, Schritt für Schritt.** Abschnitt 6 sagt, wie der Computer einen Blindtreffer ausrechnet: Für
# jedes Plättchen, das als Nächstes kommen kann (jedes gleich wahrscheinlich), fragt er: Treffer, zu viel, oder
# weiter mit einer kleineren Zielzahl und einem Plättchen weniger? Dann zählt er die Wahrscheinlichkeiten zusammen.
# Hier steht das als Rekursion, für Lehrkräfte und Ältere, die diese Seite in Jupyter öffnen (die App zeigt keinen
# Code); sie stimmt mit bugkits eigener Rechnung überein, die Plättchen jeder Zahl zählt, statt sie aufzulisten:

# %% tags=["going-further"]
def chance_to_hit(target, tiles):
    """Wahrscheinlichkeit, das Ziel genau zu treffen, wenn man die Plättchen (eine Liste) zufällig aufdeckt."""
    if target == 0:
        return Fraction(1)
    chance = Fraction(0)
    for i, tile in enumerate(tiles):
        if tile <= target:
            rest = tiles[:i] + tiles[i + 1:]
            chance += Fraction(1, len(tiles)) * chance_to_hit(target - tile, rest)
    return chance


# %% tags=["going-further"] jupyter={"source_hidden": true}
for target, tiles in [(5, [5, 9]), (4, [1, 3, 4]), (6, [1, 2, 3, 9])]:
    schrittweise, laut_bugkit = chance_to_hit(target, tiles), p_hit(target, Counter(tiles))
    print(f"Plättchen {', '.join(map(str, tiles))}, Zielzahl {target}: schrittweise {fmt_frac(schrittweise, LANG)}, "
          f"bugkit {fmt_frac(laut_bugkit, LANG)}, gleich: {'ja' if schrittweise == laut_bugkit else 'nein'}")

# %% [markdown] tags=["going-further"]
# **Warum Null-Plättchen blind nichts ändern.** Eine Null zählt nichts, mit ihr schießt man nie über das Ziel; und sie
# ändert nicht, in welcher Reihenfolge die anderen Plättchen kommen. Also ist die Blindtreffer-Wahrscheinlichkeit mit
# und ohne Nullen dieselbe (der zweite Regler oben zeigt es). Mit Gedächtnis zählen Nullen doch: Eine Null, die du
# dir gemerkt hast, ist ein Plättchen extra. Deck sie zuerst auf, dann gewinnst du sie mit deinem Fang dazu (ist die
# Zielzahl erreicht, darfst du nichts mehr aufdecken, auch keine Null).
#
# **Für Lehrkräfte.** Unsere Annahmen sind Daten, keine Programmlogik: die Verteilung der Plättchen, unsere
# Schätzung der echten Schachtel (`bugkit/ungeziffer/data/tiles.json`), und die Seiten des gelben Würfels
# (`bugkit/ungeziffer/components.py`). Die Dellen bei Zielzahlen, von denen die Schachtel weniger Plättchen hat,
# folgen aus dieser Verteilung; mit gleich vielen Plättchen jeder Zahl steigen die Blindtreffer-Wahrscheinlichkeiten
# gleichmäßig. Gesprächsanlass: „Nach ein paar Würfen ohne 9: Ist die 9 jetzt fällig?“ (die Aufgabe mit zwei Sternen zur
# nächsten Zielzahl). Die Handreichung für Lehrkräfte nennt die Lösungen zu Aufgabenset Nr. 1 (dem des
# Arbeitsblatts); zur Aufgabenset-Nummer eines Kindes, z. B. 4711, gibt `answers_text("ungeziffer", 4711, "de")`
# (aus `bugkit.lessons.guide`) in einer Code-Zelle oder, ohne Code, der Kasten am Ende der Handreichung jede Aufgabe
# dieser Lektion mit den Zahlen des Kindes und ihre
# Antwort.
