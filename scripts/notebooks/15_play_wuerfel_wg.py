"""Generate notebooks/15_play_wuerfel_wg.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/15_play_wuerfel_wg.ipynb", [
    md("""
# Würfel-WG spielen 🦘🛋️

*English: play Würfel-WG (the dice flat-share) — switch **Sprache** to English in the board below.*

**So geht's.** Du würfelst mit so vielen Würfeln, wie deine WG zeigt (am Anfang 4). Gefällt dir der Wurf nicht,
**markierst** du Würfel zum Parken (so viele, wie du Parkplätze hast: am Anfang 2) und würfelst den Rest neu
(am Anfang einmal). Mit dem fertigen Wurf holst du dir Karten, jeder Würfel zählt nur einmal:

- **To-dos** (Punkte!) mit ihrer Kombination oder Augensumme,
- **neue Mitglieder** (jedes wache bringt einen Würfel mehr),
- **Gegenstände** (2 Punkte) mit einem Pasch ihrer Zahl, aus einer anderen WG mit drei Gleichen,
- oder du drehst **eigene Karten** auf die gute Seite: ICH wach, Couch sauber (4 Parkplätze),
  Kühlschrank voll (2 Wiederholungswürfe), Bad sauber (ein Känguru wird zur Wunschzahl).

Aber Vorsicht: To-dos und Gegenstände haben **negative Folgen** (alle schlafen ein, Couch krümelig …).
Danach dürfen die anderen **schmarotzen**: Passt dein Wurf zu einer ihrer Rückseiten, drehen sie eine Karte um.
Mit 10 Punkten zieht ein **Störenfried** ein. Mit 16 Punkten und allein vorn bekommst du die **Hängematte** –
hast du sie zu Beginn deines nächsten Zuges noch, gewinnst du.

**Der Berater** sagt dir für eine Zielkarte, welche Würfel du parken solltest, und wie groß dann die Chance ist
(genau ausgerechnet). **Was geht?** Die Liste zeigt alles, was dein Wurf gerade bezahlen kann.

**Plätze.** Jeder Platz ist ein *Mensch* oder ein Bot. Mit **Bot: nächster Schritt** siehst du einem Bot
Zug um Zug zu. Alles, was passiert, steht auch unten als Text.

*The cards are a fan reconstruction (see `bugkit/wuerfel_wg/data/cards.json`); a teacher who owns the game
can correct that file.*
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Diese Zelle ausführen (Shift+Enter), dann erscheint das Spiel. / Run this cell to get the game.
from bugkit.wuerfel_wg.ui import play

game = play(players=2, seats=["human", "planner"], seed=1)
game
"""),
    md("""
## Einsteiger-Variante / beginners

Im ersten Spiel ohne Störenfriede: Variante oben auf *Einsteiger* stellen und **Neues Spiel** drücken,
oder direkt:
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "greedy"], seed=7, variant="beginners", lang="en")
"""),
    md("""
## Ein ganzes Bot-Spiel in Worten / a whole bot game in words

Der gleiche Startwert (seed) ergibt immer das gleiche Spiel, darum wird dieser Text bei jedem Test geprüft.
"""),
    code("""
from bugkit.wuerfel_wg import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.bots import play_game
from bugkit.wuerfel_wg.labels import describe

final = play_game([PlannerBot(), GreedyBot()], seed=3)
for event in final.events[:14]:
    print(describe(final.cards, event, "de"))
print("...")
for event in final.events[-4:]:
    print(describe(final.cards, event, "de"))
print("Punkte:", final.scores(), "- Runden:", final.turn_no // final.n_players, "- gewonnen: Spieler",
      [w + 1 for w in final.winners()])
"""),
    md("""
## Der Berater ohne Spielbrett / the parking advisor on its own

Du hast 4 4 1 und ein Känguru gewürfelt, willst *Boxtraining* (4 4 4), hast 2 Parkplätze und einen
Wiederholungswurf:
"""),
    code("""
from bugkit.wuerfel_wg import advise

advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
print("parken:", advice.park, "- Chance:", advice.chance, f"= {float(advice.chance):.1%}")
for park, chance in advice.options[:4]:
    print("  parke", park or "nichts", "->", chance)
"""),
])
