"""Generate notebooks/12_play_wanzen_tanzen.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbtools import build, code, md

CELLS = [
    md("""
# Play Wanzen tanzen / Spiele Wanzen tanzen

*Deutsch: Die deutsche Anleitung steht jeweils gleich unter der englischen. Im Spielfeld stellst du bei
**Language** auf **Deutsch** um.*

**The game in short.** A task card lies face up, showing 2 to 4 tasks such as *three of a kind*, *full house*,
*all even* or the numbers *3 3 6*. On your turn you roll all 5 dice. After every roll you either

* **set aside** at least one of the dice you just rolled (they stay out until your turn ends), or
* **repeat** the roll with exactly the same dice, which costs you a **baby bug**.

When all 5 dice are set aside and they meet an open task, you **cover** it. Then you may try **again** with all
5 dice or **stop**. If your dice meet no task, you take **2 baby bugs**. Whoever covers the **last** task of a
card wins the card and its points. The **5th baby bug** in front of you brings a penalty card (−1, then −2, …)
and everybody gives their baby bugs back. The game ends when the task cards or the penalty cards run out.

**How to play here.** You are *Player 1*; the other seats are bots. Press *Roll the dice*, click the dice you
want to set aside (they light up) and press *Set aside*. When it is a bot's turn, press *Bot: next step* to watch
it move by move, or *Bots: play until my turn*. Tick **Show the odds** to see the exact chance of completing a
task after each choice you could make. *Deutsch* switches the language.

**A new game every time.** The board deals a new random game each time you run the cell or press **New game**.
The box **Game number** shows the number of the game on the board: type a number there and press **New game**
to play exactly that game (again).

**Players.** 2 to 4, as in the rulebook: the box has 16 baby bugs, enough for 4 players. If the middle ever runs
out of baby bugs, you cannot repeat a roll, and a player who must take a bug that is not there takes a penalty
card instead.

**Keyboard.** Press *Tab* to move between buttons and dice, *Space* or *Enter* to press one. A chosen die shows
✓ and says so when you point at it; everything that happens is written in the list at the bottom.
"""),
    md("""
**Auf Deutsch: Das Spiel in Kürze.** Eine Aufgabenkarte liegt offen. Sie zeigt 2 bis 4 Aufgaben, zum Beispiel
*Drilling*, *Full House*, *alle gerade* oder die Zahlen *3 3 6*. In deinem Zug wirfst du alle 5 Würfel. Nach
jedem Wurf

* **legst** du mindestens einen der gerade geworfenen Würfel **beiseite** (er bleibt liegen, bis dein Zug
  endet), oder
* du **wiederholst** den Wurf mit genau denselben Würfeln; das kostet dich eine **Babywanze**.

Liegen alle 5 Würfel beiseite und passen sie zu einer offenen Aufgabe, **deckst** du sie **ab**. Dann darfst du
es mit allen 5 Würfeln **noch einmal** versuchen oder **aufhören**. Passen deine Würfel zu keiner Aufgabe,
nimmst du **2 Babywanzen**. Wer die **letzte** Aufgabe einer Karte abdeckt, gewinnt die Karte und ihre Punkte.
Die **5. Babywanze** vor dir bringt eine Strafkarte (−1, dann −2, …), und alle geben ihre Babywanzen zurück.
Das Spiel endet, wenn die Aufgabenkarten oder die Strafkarten aufgebraucht sind.

**So spielst du hier.** Du bist *Spieler 1*, die anderen Plätze sind Bots. Drücke *Würfeln*, klicke die Würfel
an, die du beiseitelegen willst (sie leuchten auf und zeigen ✓), und drücke *Gewählte Würfel beiseitelegen*.
Ist ein Bot dran, drücke *Bot: nächster Schritt*, um ihm Zug für Zug zuzusehen, oder *Bots: spielen bis ich dran
bin*. Setze das Häkchen bei **Chancen zeigen**, dann siehst du die genaue Chance, eine Aufgabe zu schaffen, für
jede Wahl, die du hast.

**Jedes Mal ein neues Spiel.** Das Spielfeld verteilt jedes Mal ein neues, zufälliges Spiel, wenn du die Zelle
ausführst oder **Neues Spiel** drückst. Im Feld **Spielnummer** steht die Nummer des Spiels. Tippe dort eine Nummer
ein und drücke **Neues Spiel**, dann spielst du genau dieses Spiel (noch einmal).

**Spieler.** 2 bis 4, wie in der Spielregel: In der Schachtel sind 16 Babywanzen, genug für 4 Spieler. Liegt
einmal keine Babywanze mehr in der Mitte, kannst du keinen Wurf wiederholen, und wer eine Babywanze nehmen muss,
die nicht da ist, nimmt stattdessen eine Strafkarte.

**Tastatur.** Mit *Tab* springst du von Knopf zu Knopf, mit der *Leertaste* oder *Enter* drückst du ihn. Alles,
was passiert, steht in der Liste ganz unten.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.wanzen_tanzen.ui import play_widget

LANG = "en"  # Deutsch: LANG = "de"
game = play_widget(players=2, opponent="odds", lang=LANG)  # a new random game each time
game
"""),
    md("""
## Save and replay / Speichern und nachspielen

**Save game** writes the game on the board above, finished or not, to a JSON file (its name is in the box
**File**; the folder `saves/` is made when needed). **Load game** reads a saved game back: the rules check every
move again, and the board shows where the game stopped. Then move the **Replay: move** slider to go through the
game move by move. From any position you can simply play on.

**Auf Deutsch: Speichern und nachspielen.**
**Spiel speichern** schreibt das Spiel auf dem Spielfeld oben, fertig oder nicht, in eine JSON-Datei (ihr Name
steht im Feld **Datei**; der Ordner `saves/` wird bei Bedarf angelegt). **Spiel laden** liest ein gespeichertes
Spiel wieder ein: Die Regeln prüfen dabei jeden Zug noch einmal, und das Spielfeld zeigt, wo das Spiel aufgehört
hat. Dann schiebst du den Regler **Wiederholung: Zug**, um das Spiel Zug für Zug nachzuspielen. Von jeder Stellung
aus kannst du einfach weiterspielen.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/wanzen_tanzen.json")
"""),
    md("""
## Watch three bots play

The same game engine, played by three odds bots without a widget. Every game is fixed by its *game number*, so
this game is the same every time. Here are the first moves and the result:

**Auf Deutsch: Schau drei Bots zu.** Dieselbe Spielmaschine, gespielt von drei Chancen-Bots ohne Spielfeld. Die
Spielnummer legt das Spiel fest, also ist es jedes Mal gleich. Die ersten Züge und das Ergebnis stehen erst auf
Englisch, dann auf Deutsch da:
"""),
    code("""
from bugkit.core.i18n import t
from bugkit.wanzen_tanzen.ui import PlayModel

table = PlayModel(players=3, seed=7, opponent="odds", humans=())
table.bots_until_human()
for lang in ("en", "de"):
    table.lang = lang
    for line in table.log_lines(last=len(table.state.events))[:16]:
        print(line)
    print("…")
    print(table.status())
    head = t("wanzen_tanzen.table_head", lang).split("|")
    for row in table.player_rows():
        print(f"{row[0]}: " + ", ".join(f"{h} {v}" for h, v in zip(head[1:], row[1:])))
    print()
"""),
    md("""
## Who plays best?

A small tournament: the odds bot (it uses the exact odds and weighs each baby bug against what it gains) against
the simple bot that always keeps the face it has most of.

**Auf Deutsch: Wer spielt am besten?** Ein kleines Turnier: der Chancen-Bot (er kennt die genauen Chancen und
wägt jede Babywanze gegen das ab, was er gewinnt) gegen den einfachen Bot, der immer die Zahl behält, die er am
häufigsten hat.
"""),
    code("""
from bugkit.core.i18n import fmt_num
from bugkit.wanzen_tanzen.bots import duel

result = duel("odds", "heuristic", games=20, seed=0)
print(f"The odds bot won {result['odds']:.0f} games, the simple bot {result['heuristic']:.0f}, "
      f"{result['tie']:.0f} were ties.")
print(f"The odds bot scored {fmt_num(result['margin'], 'en', 1)} points more per game on average.")
print(f"Deutsch: Der Chancen-Bot gewann {result['odds']:.0f} Spiele, der einfache Bot {result['heuristic']:.0f}, "
      f"{result['tie']:.0f} gingen unentschieden aus.")
print(f"Der Chancen-Bot machte im Schnitt {fmt_num(result['margin'], 'de', 1)} Punkte mehr pro Spiel.")
"""),
    md("""
## The cards

Nobody has published the list of the 28 real cards, so bugkit ships its own guess (7 cards for each point value;
see `components.md`). It lives in `bugkit/wanzen_tanzen/data/deck.json`: if you own the game, type in the real
cards and load them with `load_deck("my_deck.json")`, then `new_game(deck=...)`.

**Auf Deutsch: Die Karten.** Niemand hat die Liste der 28 echten Karten veröffentlicht, deshalb bringt bugkit
seine eigene Vermutung mit (7 Karten für jeden Punktwert; siehe `components.md`). Sie steht in
`bugkit/wanzen_tanzen/data/deck.json`: Wenn du das Spiel hast, tippe die echten Karten ab und lade sie mit
`load_deck("my_deck.json")`, dann `new_game(deck=...)`.
"""),
    code("""
from bugkit.wanzen_tanzen import default_deck

from bugkit.core.i18n import tn

for card in default_deck():
    print(f"card {card.id:2} ({tn('wanzen_tanzen.points', card.points, 'en')}): "
          + " / ".join(task.name("en") for task in card.tasks))
    print(f"Karte {card.id:2} ({tn('wanzen_tanzen.points', card.points, 'de')}): "
          + " / ".join(task.name("de") for task in card.tasks))
"""),
]

if __name__ == "__main__":
    build("notebooks/12_play_wanzen_tanzen.ipynb", CELLS)
