# ---
# jupyter:
#   bugkit:
#     lesson: wuerfel_wg
#     lang: de
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Würfel-WG: Hilft eine saubere Couch?
#
# **Für:** 11 bis 13 Jahre, Klasse 6-7 (Zählen, Brüche, Prozent, das Gegenereignis); am Ende ein Teil *Für Neugierige*
# für 13- bis 14-Jährige und Lehrkräfte. **Dauer:** etwa 45 Minuten. **Das solltest du schon können:** Brüche und
# Prozente, einfache Brüche multiplizieren; Programmieren brauchst du nicht.
#
# **Ihr braucht:** je Gruppe eine Schachtel Würfel-WG oder 4 normale Würfel (die 6 gilt als Känguru), das
# Arbeitsblatt, ein Gerät je Paar.
#
# In der Würfel-WG bestimmt deine WG, wie du würfelst:
# - wie viele **Würfel** du wirfst,
# - wie viele davon du **parken** (behalten) darfst, bevor du die anderen noch einmal wirfst,
# - wie viele **Wiederholungswürfe** du hast.
#
# Eine saubere Couch gibt dir mehr Parkplätze, ein voller Kühlschrank mehr Wiederholungswürfe. (Auf der sauberen Couch
# darfst du bis zu 4 Würfel parken; mit dem Platz auf deiner **ICH**-Karte sind das 5 Parkplätze: So lesen wir die
# Regel. Die ICH-Karte ist die Startkarte, die für dich selbst steht.)
#
# **Unsere Frage:** *Um wie viel erhöht eine saubere Couch deine Chance, ein To-do zu erledigen? Und ein voller
# Kühlschrank?*

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.lessons.wuerfel_wg import (
    EXERCISES,
    TODOS,
    at_least_one,
    chances_figure,
    chances_html,
    couch_helps,
    explore_figure,
    hand_example_html,
    sample_two_dice_four,
    setup,
    setups_html,
    todo_name,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "de"
EX = {e.id: e for e in EXERCISES}
START_DICE, START_PARKING, START_REROLLS = setup("start")

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# ## 1. Deine WG und deine Würfel
#
# Die Spielregeln geben jeder WG ihre Würfel, Parkplätze und Wiederholungswürfe. Der Computer liest sie aus dem Spiel ab
# (deine ICH-Karte liegt mit der wachen Seite nach oben, wie am Anfang):

# %% jupyter={"source_hidden": true}
display(HTML(setups_html(LANG)))

# %% [markdown]
# Ein Würfel zeigt 1, 2, 3, 4, 5 oder ein **Känguru** 🦘 (nichts wert, solange dein Bad dreckig ist): 6 Seiten,
# jede gleich wahrscheinlich. Eine **To-do**-Karte braucht eine Kombination, zum Beispiel drei Vieren, die Folge
# 1, 2, 3, vier gleiche Zahlen, zwei Paare (zwei verschiedene Paare), ein Paar und zwei Zweien oder eine Summe
# wie „Summe mindestens 16“.
#
# ## 2. Ein kleines Beispiel
#
# Du willst *Boxtraining* (drei Vieren) und hast 4 4 1 🦘 gewürfelt. Du parkst die beiden Vieren und wirfst die
# anderen zwei Würfel noch einmal. Du schaffst es, wenn mindestens einer davon eine 4 zeigt.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_four = prediction_box(
    "Schätze: Wie wahrscheinlich ist es, dass mindestens einer der beiden Würfel eine 4 zeigt? "
    "(Ein Bruch oder ein Prozentwert.)",
    at_least_one((4, 4), 2, START_PARKING), LANG, reveal=lambda: hand_example_html(LANG))
display(guess_four)


# %% [markdown]
# ## 3. Viele Male würfeln
#
# Jeder Knopfdruck würfelt die beiden Würfel 1-, 10- oder 1000-mal neu. Die blaue Linie ist die **relative
# Häufigkeit** der Würfe mit mindestens einer 4; die rote gestrichelte Linie ist die genaue Wahrscheinlichkeit. Mit
# vielen Würfen pendelt sich die relative Häufigkeit ein. Das ist das **Gesetz der großen Zahlen**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Versuche würden die Schätzung oben beantworten (ein Anteil nahe der genauen Wahrscheinlichkeit): sie wartet
after_reveal(guess_four, lambda: lln_box(sample_two_dice_four, at_least_one((4, 4), 2, START_PARKING), LANG,
                                         label="mindestens eine 4"), LANG)

# %% [markdown]
# **Die Würfel unserer Klasse.** Jede Gruppe würfelt 20-mal mit zwei Würfeln und macht einen Strich: mindestens
# eine 4 oder keine 4. Eure Lehrkraft gibt die Zahlen hier ein. Arbeitet ihr im Klassenmodus (das sagt euch eure
# Lehrkraft), tippt jede Gruppe ihre Striche selbst in die erste Zeile auf ihrem Gerät und drückt „Zusammenzählen
# und zeichnen“. Dann erscheint der Anteil unserer Klasse. Sobald deine Schätzung oben aufgedeckt ist, kommen die
# Würfe des Computers (genauso viele wie unsere) und die genaue Wahrscheinlichkeit dazu.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("wuerfel_wg", LANG, after=guess_four)

# %% [markdown]
# ## 4. Saubere Couch oder voller Kühlschrank?
#
# Jetzt zählt der Computer **jeden** möglichen Wurf und parkt nach jedem so gut wie möglich, für jedes To-do
# und jede WG aus Abschnitt 1. Zuerst eine Schätzung:

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_couch():
    figure = chances_figure(LANG)
    display(figure)
    plt.close(figure)
    display(HTML("<p>Die exakten Wahrscheinlichkeiten als Tabelle:</p>"
                 + chances_html(LANG)))
    return ("<p><b>Schau genau hin.</b> Bei welchen To-dos ändert die saubere Couch gar nichts? Überlege: "
            "Wie viele Würfel willst du bei drei Vieren vor dem Wiederholungswurf überhaupt behalten? Die Couch "
            "hilft, wo du <b>viele</b> Würfel behältst: "
            + ", ".join(todo_name(t, LANG) for t in TODOS if couch_helps(t) != "no")
            + ". Vergleiche mit der Spalte des Kühlschranks: Ein zweiter Wiederholungswurf ist eine ganz neue "
            "Chance.</p>")


guess_couch = prediction_box("Mit den Startwürfeln und einem Wiederholungswurf: Wie sehr hilft eine saubere Couch bei "
                             "drei Vieren?",
                             couch_helps("4 4 4"), LANG, kind="choice",
                             choices={"no": "gar nicht", "little": "ein bisschen", "lot": "sehr"},
                             reveal=reveal_couch)
display(guess_couch)

# %% [markdown]
# ## 5. Ausprobieren: Würfel, Parkplätze und Wiederholungswürfe
#
# Wähle ein To-do und bewege die Schieberegler. Die Balken zeigen die Wahrscheinlichkeit für jede Anzahl von
# Parkplätzen; der rote Balken ist deine Wahl. Ab wann helfen mehr Parkplätze nicht mehr?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def explorer():
    return explore({"todo": widgets.Dropdown(options=[(todo_name(t, LANG), t) for t in TODOS], value="XXXX",
                                             description="To-do"),
                    "dice": widgets.IntSlider(value=START_DICE, min=3, max=6, description="Würfel"),
                    "parking": widgets.IntSlider(value=START_PARKING, min=1, max=5, description="Parkplätze"),
                    "rerolls": widgets.IntSlider(value=START_REROLLS, min=0, max=3, description="Wiederholungswürfe")},
                   lambda todo, dice, parking, rerolls: explore_figure(todo, dice, parking, rerolls, LANG), LANG)


# die Balken von drei Vieren verraten die Schätzung in Abschnitt 4: Die Regler warten auf die Auflösungen
after_reveal([guess_four, guess_couch], explorer, LANG)

# %% [markdown]
# ## 6. Mit mehr Würfeln
#
# Neue Mitbewohner bringen mehr Würfel mit. Hier dieselben WGs mit 6 Würfeln: Jetzt willst du oft 3 oder 4
# Würfel behalten.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# drei Vieren mit 6 Würfeln verraten die Schätzung in Abschnitt 4 auch: Die Tabelle wartet auf ihre Auflösung
after_reveal(guess_couch, lambda: chances_html(LANG, dice=6), LANG)

# %% [markdown]
# ## 7. Jetzt du
#
# Schreib eine ganze Zahl, einen Bruch (**3/8**), eine Dezimalzahl (**0,375**) oder einen Prozentwert (**37,5 %**) und
# drück **Prüfen**. Bei einer falschen Antwort bekommst du zuerst einen Tipp, nach dem zweiten Versuch die Lösung.
# **Neue Zahlen** gibt dir eine neue Aufgabe; mit der Aufgabenset-Nummer in ihrem Kasten kann deine Lehrkraft
# dieselbe Aufgabe sehen.
#
# **Stufe 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-face"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-sums"], LANG)

# %% [markdown]
# **Stufe 2**
#
# **Prozentpunkte** sagen, wie weit zwei Prozentwerte auseinanderliegen: Von 20 % auf 35 % sind es
# 15 Prozentpunkte.

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-reroll"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Zahlen verraten die Schätzung in Abschnitt 4 (drei Vieren: die Couch ändert nichts): Sie wartet auf die Auflösung
after_reveal(guess_couch, lambda: exercise_box(EX["w25-points"], LANG), LANG, exercise=EX["w25-points"])

# %% [markdown]
# **Stufe 3**

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-pair"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
# ihre Lösung verrät die Schätzung in Abschnitt 4 auch (4 Würfel, drei Vieren): Sie wartet auf die Auflösung
after_reveal(guess_couch, lambda: exercise_box(EX["w25-couch"], LANG), LANG, exercise=EX["w25-couch"])

# %% [markdown] tags=["going-further"]
# ---
# ## Für Neugierige (13 bis 14 Jahre und Lehrkräfte)
#
# **Wie der Computer „so gut wie möglich“ parkt.** Er rechnet rückwärts: Ohne Wiederholungswurf schafft ein Wurf das
# To-do oder nicht. Mit einem Wiederholungswurf probiert er jede Art zu parken aus und mittelt über jedes Ergebnis der
# neu geworfenen Würfel; er behält die beste. Mit zwei Wiederholungswürfen macht er dasselbe und benutzt die Antworten
# für einen Wiederholungswurf (*dynamische Programmierung*). Hier die Liste des Beraters für den Wurf 4 4 1 🦘 und drei
# Vieren, die beste zuerst:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.core.i18n import fmt_num  # noqa: E402
from bugkit.lessons.wuerfel_wg import advice_html  # noqa: E402
from bugkit.wuerfel_wg import simulate_todo  # noqa: E402

# die erste Zeile verrät die Schätzung in Abschnitt 2
after_reveal(guess_four, lambda: advice_html(LANG), LANG)

# %% [markdown] tags=["going-further"]
# **Simulation und genaue Rechnung im Vergleich.** Der Simulator spielt dasselbe beste Parken 20 000-mal je WG (mit
# festem Startwert,
# also jedes Mal dieselbe Ausgabe). Das ± ist ein Standardfehler: Der simulierte Anteil sollte höchstens wenige
# Standardfehler von der exakten Wahrscheinlichkeit entfernt sein.

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit import make_rng  # noqa: E402
from bugkit.lessons.wuerfel_wg import SETUP_NAMES, SETUP_WORDS, chance  # noqa: E402

for name in SETUP_NAMES:
    dice, parking, rerolls = setup(name)
    est = simulate_todo("XX YY", dice, parking, rerolls, n=20_000, rng=make_rng(2026))
    exact = chance("XX YY", dice, parking, rerolls)
    print(f"{todo_name('XX YY', LANG)}, {SETUP_WORDS[LANG][name]}: simuliert {fmt_num(est.value, LANG, 3)} ± "
          f"{fmt_num(est.stderr, LANG, 3)}, exakt {fmt_num(float(exact), LANG, 3)}, "
          f"innerhalb von 4 Standardfehlern: {'ja' if est.agrees(exact) else 'nein'}")

# %% [markdown] tags=["going-further"]
# **Für Lehrkräfte.**
# - *Gegenereignis:* Abschnitte 2 und 3 und die Aufgabe zum Wiederholungswurf („mindestens eine“ = 1 − „keine“).
# - *Beste Entscheidungen unter Zufall:* Die Wahrscheinlichkeiten setzen bestes Parken nach jedem Wurf voraus
#   (`advise`, auch als Berater im Spiel-Notebook). Zum Besprechen, sobald die Schätzung in Abschnitt 4 aufgedeckt
#   ist: Bei welchen To-dos hilft eine saubere Couch mit den Startwürfeln, bei welchen gar nicht? (Vergleichen Sie,
#   wie viele Würfel man je behalten will, mit den Parkplätzen, die man schon hat.)
# - Würfel, Parkplätze und Wiederholungswürfe der WGs liest die Lektion aus dem Spiel (`bugkit.wuerfel_wg.rules`);
#   ändern sich die Regeln, folgt die Lektion. Die Kartendaten sind eine Rekonstruktion von Fans
#   (`bugkit/wuerfel_wg/data/cards.json`); die Wahrscheinlichkeiten hängen nur von den Kombinationen ab.
# - *Aufgaben:* Jede zeigt ihre Aufgabenset-Nummer; dieselbe Nummer gibt dieselbe Aufgabe. Die Lösungen zu jeder
#   Nummer, z. B. 4711: `answers_text("wuerfel_wg", 4711, "de")` (aus `bugkit.lessons.guide`) in einer Code-Zelle oder,
#   ohne Code, der Kasten am Ende der Handreichung.
