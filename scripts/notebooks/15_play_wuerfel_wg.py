"""Generate notebooks/15_play_wuerfel_wg.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/15_play_wuerfel_wg.ipynb", [
    md("""
# Würfel-WG spielen 🦘🛋️ / Play Würfel-WG 🦘🛋️

*English: the English instructions are right below the German ones. In the board, switch **Sprache** to
**English**.*

**So geht's.** Du würfelst mit so vielen Würfeln, wie deine WG zeigt (am Anfang 4). Gefällt dir der Wurf nicht,
**markierst** du Würfel zum Parken (so viele, wie du Parkplätze hast: am Anfang 2) und würfelst den Rest neu
(am Anfang einmal). Mit dem fertigen Wurf holst du dir Karten, jeder Würfel zählt nur einmal:

- **To-dos** (Punkte!) mit ihrer Kombination oder Augensumme,
- **neue Mitglieder** (jedes wache bringt einen Würfel mehr: ein *Normalo* nur das, ein *Spezialo* noch einen
  Vorteil dazu),
- **Gegenstände** (2 Punkte) mit einem Pasch ihrer Zahl, aus einer anderen WG mit drei Gleichen,
- oder du drehst **eigene Karten** auf die gute Seite: ICH wach, Couch sauber (4 Parkplätze, mit wachem
  ICH also 5), Kühlschrank voll (2 Wiederholungswürfe), Bad sauber (ein Känguru wird zur Wunschzahl).

Aber Vorsicht: To-dos und Gegenstände haben **negative Folgen** (alle schlafen ein, Couch krümelig …).
Was eine Karte kostet, steht auf dem Spielfeld, bevor du dich entscheidest: bei jedem To-do und Gegenstand die
negativen Folgen („danach: alle schlafen, Bad dreckig“), bei jedem Spezialo sein Vorteil und bei jeder eigenen
Karte auf der schlechten Seite die Kombination, mit der du sie umdrehst.
Danach dürfen die anderen **schmarotzen**: Passt dein Wurf zu einer ihrer Rückseiten, drehen sie eine Karte um.
Mit 10 Punkten zieht ein **Störenfried** ein. Mit 16 Punkten und allein vorn bekommst du die **Hängematte**.
Hast du sie zu Beginn deines nächsten Zuges noch, gewinnst du.

**Der Berater** sagt dir für eine Zielkarte, welche Würfel du parken solltest und wie groß dann die Chance ist
(genau ausgerechnet). **Empfohlene Würfel markieren** markiert sie für dich.

**Was geht?** Die Liste **Auswahl** zeigt alles, was dein Wurf gerade bezahlen kann: Wähle eine Zeile und drücke
**Ausführen**. Hat ein Störenfried eine Wahl für dich (die *Sektenmitglieder* oder das *Gespenst*), steht sie auch
dort.

**Jedes Mal ein neues Spiel.** Jedes Spielfeld beginnt ein neues, zufälliges Spiel, und **Neues Spiel** auch.
Die **Spielnummer** steht auf dem Spielfeld: Tippst du sie in das Feld **Spielnummer nachspielen** und drückst
**Neues Spiel**, kommt genau dasselbe Spiel noch einmal.

**Plätze.** Jeder Platz ist ein *Mensch* oder ein Bot. Mit **Bot: nächster Schritt** siehst du einem Bot
Zug um Zug zu, mit **Bots: spielen bis ich dran bin** spielen die Bots bis zu deinem Zug. Alles, was passiert,
steht auch unten als Text.

**Farben und Tastatur.** Die gute und die schlechte Seite jeder Karte stehen auch als Wort da (grün und rot sind
nur eine Hilfe). Mit der *Tabulatortaste* springst du von Knopf zu Knopf, mit der *Leertaste* oder der
*Eingabetaste* drückst du ihn; in der Liste **Auswahl** wählst du mit den Pfeiltasten.

*Die Karten sind nachgebaut (siehe `bugkit/wuerfel_wg/data/cards.json`); wer das Spiel hat, kann diese Datei
verbessern.*
"""),
    md("""
**In English: how to play.** You roll as many dice as your flat-share (WG) shows (4 at the start). If you do not
like the roll, **mark** dice to park (as many as you have parking spots: 2 at the start) and re-roll the rest
(once at the start). With the final roll you get cards; each die counts only once:

- **to-dos** (points!) with their combination or sum of pips,
- **new members** (each one that is awake gives you one more die: a *Normalo* just that, a *Spezialo* an
  advantage too),
- **items** (2 points) with a pair of their number, or from another WG with three of a kind,
- or you turn **your own cards** to their good side: ME awake, couch clean (4 parking spots, so 5 with ME
  awake), fridge full (2 re-rolls), bathroom clean (a kangaroo becomes any number you like).

What a card costs is on the board before you decide: for every to-do and item its bad effects ("then: all
asleep, bathroom dirty"), for every Spezialo its advantage, and for each of your cards on its bad side the
combination that flips it.

But watch out: to-dos and items have **bad effects** (everybody falls asleep, the couch gets crumbly …).
Then the others may **freeload**: if your roll fits one of their bad sides, they turn a card over.
At 10 points a **troublemaker** moves in. With 16 points and alone in the lead you get the **hammock**:
if you still have it at the start of your next turn, you win.

**The advisor** tells you, for a card you aim at, which dice to park and how big your chance then is (worked out
exactly). **Mark the advised dice** marks them for you.

**What can I take?** The list **Choose** shows everything your roll can pay for right now: pick a line and press
**Do it**. When a troublemaker gives you a choice (the *cult members* or the *ghost*), it is listed there too.

**A new game every time.** Every board starts a new random game, and so does **New game**. The **game number**
is shown on the board: type it into the box **Replay game number** and press **New game** to get exactly the
same game again.

**Seats.** Each seat is a *Human* or a bot. Press **Bot: next step** to watch a bot move by move, or
**Bots: play until my turn**. Everything that happens is also written below as text.

**Colours and keyboard.** The good and the bad side of every card are also written as words (green and red only
help). Press *Tab* to move between buttons, *Space* or *Enter* to press one; in the **Choose** list the arrow keys
pick a line.

*The cards are a fan reconstruction (see `bugkit/wuerfel_wg/data/cards.json`); a teacher who owns the game
can correct that file.*
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Diese Zelle ausführen (Umschalt+Enter), dann erscheint das Spiel. / Run this cell (Shift+Enter) to get the game.
from bugkit.wuerfel_wg.ui import play

LANG = "de"  # English: LANG = "en"
game = play(players=2, seats=["human", "planner"], lang=LANG)  # a new random game each time
game
"""),
    md("""
## Speichern und nachspielen / Save and replay

**Spiel speichern** schreibt das Spiel auf dem Spielfeld oben, fertig oder nicht, in eine JSON-Datei (ihr Name
steht im Feld **Datei**; der Ordner `saves/` wird bei Bedarf angelegt). **Spiel laden** liest ein gespeichertes
Spiel wieder ein: Die Regeln prüfen dabei jeden Zug noch einmal, und das Spielfeld zeigt, wo das Spiel aufgehört
hat. Dann schiebst du den Regler **Wiederholung: Zug**, um das Spiel Zug für Zug nachzuspielen. Von jeder Stellung
aus kannst du einfach weiterspielen.

**In English: save and replay.**
**Save game** writes the game on the board above, finished or not, to a JSON file (its name is in the box
**File**; the folder `saves/` is made when needed). **Load game** reads a saved game back: the rules check every
move again, and the board shows where the game stopped. Then move the **Replay: move** slider to go through the
game move by move. From any position you can simply play on.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/wuerfel_wg.json")
"""),
    md("""
## Einsteiger-Variante / Beginners

Im ersten Spiel ohne Störenfriede: Variante oben auf *Einsteiger* stellen und **Neues Spiel** drücken,
oder direkt (dieses Spielfeld ist auf Englisch):

**In English:** for your first game, play without troublemakers: set the variant above to *Beginners* and press
**New game**, or start one directly (this board is in English):
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "greedy"], variant="beginners", lang="en")
"""),
    md("""
## Ein ganzes Bot-Spiel in Worten / A whole bot game in words

Hier spielen zwei Bots das Spiel mit der Spielnummer 3. Die gleiche Spielnummer ergibt immer das gleiche Spiel,
darum wird dieser Text bei jedem Test geprüft. Er steht erst auf Deutsch, dann auf Englisch da.

**In English:** two bots play the game with game number 3. The same game number always gives the same game, so
this text is checked every time the notebook is tested. It is written in German first, then in English.
"""),
    code("""
from bugkit.core.i18n import tn
from bugkit.wuerfel_wg import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.bots import play_game
from bugkit.wuerfel_wg.labels import describe, game_over_text, player_name

final = play_game([PlannerBot(), GreedyBot()], seed=3)
for lang in ("de", "en"):
    for event in final.events[:14]:
        print(describe(final.cards, event, lang))
    print("…")
    for event in final.events[-4:]:
        print(describe(final.cards, event, lang))
    scores = ", ".join(f"{player_name(i, lang)}: {tn('wuerfel_wg.points', n, lang)}"
                       for i, n in enumerate(final.scores()))
    print(scores, "–", game_over_text(final.winners(), lang))
    print()
print("Runden / rounds:", final.turn_no // final.n_players)
"""),
    md("""
## Der Berater ohne Spielbrett / The parking advisor on its own

Du hast 4 4 1 und ein Känguru gewürfelt, willst *Boxtraining* (4 4 4), hast 2 Parkplätze und einen
Wiederholungswurf:

**In English:** you rolled 4 4 1 and a kangaroo, you want *Boxtraining* (4 4 4), and you have 2 parking spots and
one re-roll:
"""),
    code("""
from bugkit.core.i18n import fmt_pct
from bugkit.wuerfel_wg import advise
from bugkit.wuerfel_wg.labels import dice_text

advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
print(f"Parke {dice_text(advice.park, 'de')}: Chance {advice.chance} = {fmt_pct(advice.chance, 'de')}")
print(f"Park {dice_text(advice.park, 'en')}: chance {advice.chance} = {fmt_pct(advice.chance, 'en')}")
for park, chance in advice.options[:4]:
    print(f"  {dice_text(park, 'de')} / {dice_text(park, 'en')} → {chance}")
"""),
])
