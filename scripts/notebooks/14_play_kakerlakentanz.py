"""Build notebooks/14_play_kakerlakentanz.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import build, code, md

CELLS = [
    md("""
# Kakerlakentanz: dance, cockroach, dance! / Tanz, Kakerlake, tanz!

**How to play.** Press **▶ Start** (or Space) when you are ready: your card turns up and the clock runs. Click the
dance that the card shows, as fast as you can, unless that dance is *forbidden*. Forbidden are: the dance on the
card just before, the dance just *named*, and the dance of every taboo card (🪩 mirror ball) you can see. If your
card's dance is forbidden, click any dance that is not. For a taboo card click **Stop!**. A wrong call, or saying
nothing for more than 3 seconds, is a wrong move: you take all the cards on the table and start a new round. After
every wrong move the game waits until you press Start again, so you can read what happened. The first player to
get rid of all their cards wins.

**So spielst du.** Drück auf **▶ Start** (oder die Leertaste), wenn du bereit bist: Deine Karte wird aufgedeckt und
die Uhr läuft. Klicke so schnell du kannst auf den Tanz der Karte, außer er ist *verboten*. Verboten sind: der Tanz
der Karte davor, der gerade *genannte* Tanz und der Tanz jeder Tabu-Karte (🪩 Discokugel), die du sehen kannst. Ist
der Tanz deiner Karte verboten, klicke einen anderen, erlaubten Tanz. Bei einer Tabu-Karte rufst du „Stopp!“.
Ein falscher Ruf oder mehr als 3 Sekunden Schweigen ist ein Fehler: Du nimmst alle Karten vom Tisch und beginnst
eine neue Runde. Nach jedem Fehler wartet das Spiel, bis du wieder auf Start drückst, damit du in Ruhe lesen
kannst, was passiert ist. Wer als Erstes alle Karten los ist, gewinnt.

| Dance / Tanz | Move / Bewegung | Key / Taste |
|---|---|---|
| 🧍 Ouch / Aua | stand up briefly / kurz aufstehen | 1 or o / 1 oder o |
| 🌀 Buzz / Bssss | circle a finger / mit dem Finger kreisen | 2 or b / 2 oder b |
| 🐔 Flap-Flap / Flapp-Flapp | flap your arms / mit den Armen flattern | 3 or f / 3 oder f |
| 👃 Meep / Meeep | pinch your nose / die Nase zuhalten | 4 or m / 4 oder m |
| ✋ Stop! / „Stopp!“ | for a taboo card / bei einer Tabu-Karte | 5, s or Space / 5, s oder Leertaste |

Keyboard: click anywhere on the board once, then the keys work; Space or Enter also starts the clock. Every button
can also be reached with *Tab* and pressed with *Enter*. The cockroaches (bots) play between your moves; choose
beginner or pro cockroaches. The last call anyone made is shown large beside the piles, and everything that
happens is written in the box at the bottom. Every board deals a new game; its **game number** is shown, so you can
type it in again later and press *Play this game number* to play the very same game. Dance for real while you
click!

Tastatur: Klicke einmal irgendwo ins Spielfeld, dann gehen die Tasten; die Leertaste oder Enter startet auch die
Uhr. Jeden Knopf erreichst du auch mit *Tab* und drückst ihn mit *Enter*. Die Kakerlaken (Bots) spielen zwischen
deinen Zügen; wähle Anfänger-Kakerlaken oder Profi-Kakerlaken. Der letzte Ruf steht groß neben den Stapeln, und
alles, was passiert, steht im Kasten ganz unten. Jedes Spielfeld teilt ein neues Spiel aus; seine **Spielnummer**
steht darüber. Tippst du sie später wieder ein und drückst auf *Diese Spielnummer spielen*, kommt genau dasselbe
Spiel noch einmal. Tanz beim Klicken wirklich mit!
"""),
    md("## The timed game / Das Spiel mit Uhr"),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.kakerlakentanz.ui import play_widget

game = play_widget(players=3, level="easy", lang="en")  # Deutsch: lang="de"
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
practice = play_widget(players=2, level="hard", practice=True, lang="de")
practice
"""),
    md("""
## Save and replay / Speichern und nachspielen

**Save game** writes the game on the first board above (the timed game), finished or not, to a JSON file (its name
is in the box **File**; the folder `saves/` is made when needed). **Load game** reads a saved game back: the rules
check every move again, and the board shows where the game stopped; the clock waits for Start. Then move the
**Replay: move** slider to go through the game move by move. From any position you can simply play on. A save
file holds the whole game, also the cards still face down.

**Spiel speichern** schreibt das Spiel auf dem ersten Spielfeld oben (dem Spiel mit Uhr), fertig oder nicht, in
eine JSON-Datei (ihr Name steht im Feld **Datei**; der Ordner `saves/` wird bei Bedarf angelegt). **Spiel laden**
liest ein gespeichertes Spiel wieder ein: Die Regeln prüfen dabei jeden Zug noch einmal, und das Spielfeld zeigt,
wo das Spiel aufgehört hat; die Uhr wartet auf Start. Dann schiebst du den Regler **Wiederholung: Zug**, um das
Spiel Zug für Zug nachzuspielen. Von jeder Stellung aus kannst du einfach weiterspielen. Eine gespeicherte Datei
enthält das ganze Spiel, auch die Karten, die noch verdeckt sind.
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
    print(f"{names[i % 4]:8} {card_name(card):20} says {dance_name(call):12} -> {explain(verdict.reason)}")
    print(f"{'':8} {card_name(card, 'de'):20} sagt {dance_name(call, 'de'):12} -> {explain(verdict.reason, 'de')}")
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

Beginner cockroaches make more mistakes and react more slowly than pro cockroaches. One pro cockroach plays
against two beginners, 60 games, taking turns at who sits first. Who wins? (The games have fixed game numbers
0 to 59, so the numbers are the same every time.)

Anfänger-Kakerlaken machen mehr Fehler und reagieren langsamer als Profi-Kakerlaken. Eine Profi-Kakerlake spielt
gegen zwei Anfänger, 60 Spiele, abwechselnd sitzt mal die eine, mal die andere vorn. Wer gewinnt? (Die Spiele
haben die festen Spielnummern 0 bis 59, also sind die Zahlen jedes Mal gleich.)
"""),
    code("""
import bugkit
from bugkit.core.i18n import fmt_num
from bugkit.kakerlakentanz.bots import EasyCockroach, HardCockroach

wins = {"hard": 0, "easy": 0}
for seed in range(60):
    bots = [HardCockroach(), EasyCockroach(), EasyCockroach()]
    if seed % 2:
        bots.reverse()
    record = bugkit.play("kakerlakentanz", bots, seed=seed, hand_size=15)
    wins[bots[record.winners[0]].name] += 1
print(f"wins: pro {wins['hard']}, beginners {wins['easy']}")
print(f"Siege: Profi {wins['hard']}, Anfänger {wins['easy']}")
pro, beginner = HardCockroach().move_error(), EasyCockroach().move_error()
print(f"pro cockroach: a move is wrong with probability {fmt_num(pro, 'en', 3)}")
print(f"beginner cockroach: a move is wrong with probability {fmt_num(beginner, 'en', 3)}")
print(f"Profi-Kakerlake: Ein Zug ist falsch mit Wahrscheinlichkeit {fmt_num(pro, 'de', 3)}")
print(f"Anfänger-Kakerlake: Ein Zug ist falsch mit Wahrscheinlichkeit {fmt_num(beginner, 'de', 3)}")
"""),
]

if __name__ == "__main__":
    build("notebooks/14_play_kakerlakentanz.ipynb", CELLS)
