"""Generate notebooks/11_play_ungeziffer.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/11_play_ungeziffer.ipynb", [
    md("""
# Play Ungeziffer 🐞 / Spiele Ungeziffer 🐞

*Deutsch: Die deutsche Anleitung steht jeweils gleich unter der englischen. Im Spielfeld stellst du bei
**Language** auf **Deutsch** um.*

**How to play.** Roll both dice and add them: that is your *target*. Then click face-down tiles (🐞) one by
one. The vermin on them add up. Hit the target **exactly** and you keep the tiles you turned. Go over and they
are turned face down again, so try to **remember** where each number lies! A **0** (midge mush) adds nothing,
so you just keep going. The game ends when four or fewer tiles are left; most tiles wins.

**A new game every time.** The board deals a new random game each time you run the cell or press **New game**.
The box **Game number** shows the number of the game on the board: type a number there and press **New game**
to play exactly that game (again), for example the same game as your neighbour.

**The yellow die.** It shows 0, 1, 2 or 3. How its six faces are printed is not published, so bugkit assumes
each of the four numbers is equally likely (a teacher who owns the game can change this with `yellow_faces=`).

**Seats.** Each seat is a *Human* or a bot. Several humans = hot-seat: pass the mouse around.
When a bot is to move, press **Bot: next step** to watch it one move at a time, or **Bots: play until my turn**.

**Keyboard.** Press *Tab* to move between buttons and *Enter* or *Space* to press one. Every tile says what it
is when you hover or focus it, and everything that happens is also written in the list below the board.
"""),
    md("""
**Auf Deutsch: So spielst du.** Wirf beide Würfel und zähle sie zusammen: Das ist dein *Ziel*. Dann klickst du
verdeckte Plättchen (🐞) an, eins nach dem anderen. Das Ungeziffer darauf wird zusammengezählt. Triffst du das
Ziel **genau**, bekommst du die aufgedeckten Plättchen. Ist es mehr, werden sie wieder umgedreht. Versuche also,
dir zu **merken**, wo welche Zahl liegt! Eine **0** (Mückenmatsch) zählt nichts, du machst einfach weiter. Das
Spiel ist aus, wenn nur noch vier oder weniger Plättchen übrig sind. Wer die meisten Plättchen hat, gewinnt.

**Jedes Mal ein neues Spiel.** Das Spielfeld verteilt jedes Mal ein neues, zufälliges Spiel, wenn du die Zelle
ausführst oder **Neues Spiel** drückst. Im Feld **Spielnummer** steht die Nummer des Spiels. Tippe dort eine Nummer
ein und drücke **Neues Spiel**, dann spielst du genau dieses Spiel (noch einmal), zum Beispiel dasselbe Spiel wie
dein Nachbar.

**Der gelbe Würfel.** Er zeigt 0, 1, 2 oder 3. Wie seine sechs Seiten bedruckt sind, ist nicht veröffentlicht.
Deshalb nimmt bugkit an, dass jede der vier Zahlen gleich wahrscheinlich ist (wer das Spiel besitzt, kann das mit
`yellow_faces=` ändern).

**Plätze.** Jeder Platz ist ein *Mensch* oder ein Bot. Mehrere Menschen spielen abwechselnd an einem Computer.
Ist ein Bot dran, drücke **Bot: nächster Schritt**, um ihm Zug für Zug zuzusehen, oder **Bots: spielen bis ich
dran bin**.

**Tastatur.** Mit der *Tab*-Taste springst du von Knopf zu Knopf, mit *Enter* oder der *Leertaste* drückst du
ihn. Jedes Plättchen sagt, was es ist, wenn du darauf zeigst. Alles, was passiert, steht auch in der Liste
unter dem Spielfeld.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Run this cell (Shift+Enter) to get the game board. / Führe diese Zelle aus (Umschalt+Enter).
from bugkit.ungeziffer.ui import play

LANG = "en"  # Deutsch: LANG = "de"
game = play(players=2, seats=["human", "memory"], lang=LANG)  # a new random game each time
game
"""),
    md("""
## Variants

- **Beginners (5 years and up):** only tiles 0-6 and only the green die.
- **Plus-Minus Mix (7 years and up):** at most two tiles with vermin; you may add *or* subtract them.
  Every 0 lets you turn one more tile.

Pick the variant in the board above and press **New game**. Or start one directly:
"""),
    md("""
**Auf Deutsch: Varianten**

- **Einsteiger (ab 5 Jahren):** nur die Plättchen 0 bis 6 und nur der grüne Würfel.
- **Plus-Minus-Mix (ab 7 Jahren):** höchstens zwei Plättchen mit Ungeziffer; du darfst sie zusammenzählen *oder*
  voneinander abziehen. Jede 0 erlaubt dir, ein Plättchen mehr aufzudecken.

Wähle die Variante oben im Spielfeld und drücke **Neues Spiel**. Oder starte gleich eins:
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "forgetful"], variant="plus_minus", lang=LANG)
"""),
    md("""
## Save and replay / Speichern und nachspielen

**Save game** writes the game on the first board above, finished or not, to a JSON file (its name is in the box
**File**; the folder `saves/` is made when needed). **Load game** reads a saved game back: the rules check every
move again, and the board shows where the game stopped. Then move the **Replay: move** slider to go through the
game move by move. From any position you can simply play on.

**Auf Deutsch: Speichern und nachspielen.**
**Spiel speichern** schreibt das Spiel auf dem ersten Spielfeld oben, fertig oder nicht, in eine JSON-Datei (ihr Name
steht im Feld **Datei**; der Ordner `saves/` wird bei Bedarf angelegt). **Spiel laden** liest ein gespeichertes
Spiel wieder ein: Die Regeln prüfen dabei jeden Zug noch einmal, und das Spielfeld zeigt, wo das Spiel aufgehört
hat. Dann schiebst du den Regler **Wiederholung: Zug**, um das Spiel Zug für Zug nachzuspielen. Von jeder Stellung
aus kannst du einfach weiterspielen.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/ungeziffer.json")
"""),
    md("""
## A whole game between two bots, in words

The same game number always gives the same game, so this text is checked every time the notebook is tested.

**Auf Deutsch: Ein ganzes Spiel zwischen zwei Bots, in Worten.** Dieselbe Spielnummer ergibt immer dasselbe
Spiel. Der Text steht erst auf Englisch, dann auf Deutsch da.
"""),
    code("""
import bugkit
from bugkit.core.i18n import tn
from bugkit.ungeziffer.labels import describe, game_over, player_name

record = bugkit.play("ungeziffer", ["memory", "random"], seed=3)
for lang in ("en", "de"):
    for event in record.final.events[:8]:
        print(describe(event, lang))
    print("…")
    print(", ".join(f"{player_name(i, lang)}: {tn('ungeziffer.score', n, lang)}" for i, n in enumerate(record.scores)))
    print(game_over(record.winners, lang))
    print()
"""),
])
