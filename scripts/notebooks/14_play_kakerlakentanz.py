"""Build notebooks/14_play_kakerlakentanz.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import build, code, md

CELLS = [
    md("""
# Kakerlakentanz: dance, cockroach, dance! / Tanz, Kakerlake, tanz!

**How to play.** Your card turns up. Click the dance that the card shows, as fast as you can, unless that dance is
*forbidden*. Forbidden are: the dance on the card just before, the dance just *named*, and the dance of every taboo
card (🪩 mirror ball) you can see. If your card's dance is forbidden, click any dance that is not. For a taboo card
click **Stop!**. A wrong call, or more than 3 seconds, is a wrong move: you take all the cards on the table.
Get rid of all your cards first to win.

**So spielst du.** Deine Karte wird aufgedeckt. Klicke so schnell du kannst auf den Tanz der Karte, außer er ist
*verboten*: der Tanz der Karte davor, der gerade *genannte* Tanz und der Tanz jeder sichtbaren Tabu-Karte (🪩).
Ist der Tanz deiner Karte verboten, klicke einen anderen, erlaubten Tanz. Bei einer Tabu-Karte: **Stopp!**.
Ein falscher Ruf oder mehr als 3 Sekunden sind ein Fehler: du nimmst alle Karten vom Tisch.

| Dance / Tanz | Move / Bewegung | Key / Taste |
|---|---|---|
| 🧍 Ouch / Aua | stand up briefly / kurz aufstehen | 1 or o |
| 🌀 Buzz / Bssss | circle a finger / mit dem Finger kreisen | 2 or b |
| 🐔 Flap-Flap / Flapp Flapp | flap your arms / mit den Armen flattern | 3 or f |
| 👃 Meep / Meeep | pinch your nose / Nase zuhalten | 4 or m |
| ✋ Stop! / Stopp! | for a taboo card / bei einer Tabu-Karte | 5 or space |

Keyboard: click into the small ⌨ box once (or reach it with *Tab*), then type the keys. Every button can also be
reached with *Tab* and pressed with *Enter*. The cockroaches (bots) play between your moves; choose *easy* or
*hard* ones. Everything that happens is written in the box at the bottom. Dance for real while you click!

Tastatur: Klicke einmal in das kleine Feld **Tasten ⌨** (oder springe mit *Tab* hinein) und tippe dann die Tasten.
Jeden Knopf erreichst du auch mit *Tab* und drückst ihn mit *Enter*. Die Kakerlaken (Bots) spielen zwischen deinen
Zügen; wähle *leichte* oder *schwere*. Alles, was passiert, steht im Kasten ganz unten. Tanz beim Klicken
wirklich mit!
"""),
    md("## The timed game / Das Spiel mit Uhr"),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.kakerlakentanz.ui import play_widget

game = play_widget(players=3, seed=1, level="easy", lang="en")  # Deutsch: lang="de"
game
"""),
    md("""
## Practice without a clock / Üben ohne Uhr

In practice mode there is no countdown, and a wrong call is not punished: the game tells you why it was wrong and
you try again. The line in italics shows what is forbidden right now.

Im Übungsmodus gibt es keinen Countdown, und ein falscher Ruf wird nicht bestraft: Das Spiel sagt dir, warum er
falsch war, und du versuchst es noch einmal. Die schräg gedruckte Zeile zeigt, was gerade verboten ist.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
practice = play_widget(players=2, seed=2, level="hard", practice=True, lang="de")
practice
"""),
    md("""
## Save and replay / Speichern und nachspielen

**Save game** writes the game on the first board above (the timed game), finished or not, to a JSON file (its name
is in the box **File**; the folder `saves/` is made when needed). **Load game** reads a saved game back: the rules
check every move again, and the board shows where the game stopped. Then move the **Replay: move** slider to go
through the game move by move. From any position you can simply play on.

**Spiel speichern** schreibt das Spiel auf dem ersten Spielfeld oben (dem Spiel mit Uhr), fertig oder nicht, in
eine JSON-Datei (ihr Name steht im Feld **Datei**; der Ordner `saves/` wird bei Bedarf angelegt). **Spiel laden**
liest ein gespeichertes Spiel wieder ein: Die Regeln prüfen dabei jeden Zug noch einmal, und das Spielfeld zeigt,
wo das Spiel aufgehört hat. Dann schiebst du den Regler **Wiederholung: Zug**, um das Spiel Zug für Zug
nachzuspielen. Von jeder Stellung aus kannst du einfach weiterspielen.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/kakerlakentanz.json")
"""),
    md("""
## Ask the referee / Frag den Schiedsrichter

`correct_calls(played, card)` is the referee: give it the (card, call) pairs of this round and the next card, and
it answers with every call that is right.

`correct_calls(played, card)` ist der Schiedsrichter: Gib ihm die Paare (Karte, Ruf) dieser Runde und die nächste
Karte, und er antwortet mit jedem Ruf, der richtig ist.
"""),
    code("""
from bugkit.kakerlakentanz import correct_calls

print(sorted(correct_calls([], "meep")))
print(sorted(correct_calls([("meep", "meep")], "meep")))
print(sorted(correct_calls([("taboo:ouch", "stop")], "ouch")))
print(sorted(correct_calls([("taboo:ouch", "stop"), ("buzz", "buzz"), ("taboo:meep", "stop")], "buzz")))
"""),
    md("""
## The rulebook's example, replayed / Das Beispiel aus der Spielregel

Amelie, Rüdiger, Edgar and Claudia play. The referee explains every move, in English and then in German.

Amelie, Rüdiger, Edgar und Claudia spielen. Der Schiedsrichter erklärt jeden Zug, erst auf Englisch, dann auf
Deutsch.
"""),
    code("""
from bugkit.kakerlakentanz import judge
from bugkit.kakerlakentanz.labels import card_name, dance_name, explain

names = ["Amelie", "Rüdiger", "Edgar", "Claudia"]
moves = [("buzz", "buzz"), ("taboo:ouch", "stop"), ("flap-flap", "flap-flap"), ("flap-flap", "meep"),
         ("flap-flap", "buzz"), ("taboo:meep", "stop"), ("ouch", "buzz"), ("meep", "flap-flap"), ("ouch", "buzz")]
played = []
for i, (card, call) in enumerate(moves):
    verdict = judge(played, card, call)
    print(f"{names[i % 4]:8} {card_name(card):20} says {dance_name(call):10} -> {explain(verdict.reason)}")
    print(f"{'':8} {card_name(card, 'de'):20} sagt {dance_name(call, 'de'):10} -> {explain(verdict.reason, 'de')}")
    played.append((card, call))
"""),
    code("""
verdict = judge(played[:8], "ouch", "buzz")
print(explain(verdict.reason, "de"))
print(explain(judge(played[:7], "meep", "buzz").reason, "en"))
print(explain(judge(played[:7], "meep", "buzz").reason, "de"))
"""),
    md("""
## Watch the cockroaches / Schau den Kakerlaken zu

Easy cockroaches make more mistakes and react more slowly than hard ones. One hard cockroach plays against two
easy ones, 60 games, taking turns at who sits first. Who wins? (Seeded, so the numbers are the same every time.)

Leichte Kakerlaken machen mehr Fehler und reagieren langsamer als schwere. Eine schwere Kakerlake spielt gegen
zwei leichte, 60 Spiele, abwechselnd sitzt mal die eine, mal die andere vorn. Wer gewinnt? (Mit festem
Startwert, also sind die Zahlen jedes Mal gleich.)
"""),
    code("""
import bugkit
from bugkit.kakerlakentanz.bots import EasyCockroach, HardCockroach

wins = {"hard": 0, "easy": 0}
for seed in range(60):
    bots = [HardCockroach(), EasyCockroach(), EasyCockroach()]
    if seed % 2:
        bots.reverse()
    record = bugkit.play("kakerlakentanz", bots, seed=seed, hand_size=15)
    wins[bots[record.winners[0]].name] += 1
print(f"wins / Siege: hard / schwer {wins['hard']}, easy / leicht {wins['easy']}")
print(f"hard cockroach: a move is wrong with probability {HardCockroach().move_error():.3f}")
print(f"easy cockroach: a move is wrong with probability {EasyCockroach().move_error():.3f}")
print(f"schwere Kakerlake: ein Zug ist falsch mit Wahrscheinlichkeit {HardCockroach().move_error():.3f}")
print(f"leichte Kakerlake: ein Zug ist falsch mit Wahrscheinlichkeit {EasyCockroach().move_error():.3f}")
"""),
]

if __name__ == "__main__":
    build("notebooks/14_play_kakerlakentanz.ipynb", CELLS)
