"""Generate notebooks/13_play_voll_verasselt.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/13_play_voll_verasselt.ipynb", [
    md("""
# Play Voll verasselt 🐛🎲 / Spiele Voll verasselt 🐛🎲

*Deutsch: Die deutsche Anleitung steht jeweils gleich unter der englischen. Im Spielfeld stellst du bei
**Language** auf **Deutsch** um.*

**How to play.** In the middle lies the *bug hub*: rows of blue, red, yellow and green bug cards. You roll the
7 bug dice. Each die shows one of the four colours or two bars. **Roll at least 4 dice**; the others keep
what they show, and all 7 count.

- If some colour shows on **more dice than there are cards** of that colour: you have **bugged up**! Your turn
  ends, you lose this turn's catch and get 2 consolation cards for your front yard.
- Otherwise, for every coloured die you **catch** one card of that colour. Then **go on** or **stop**.

When you stop, your catch waits. The next player may roll for **your catch** instead of the hub! If he rolls
for the hub, you first get your catch: put up to 6 cards in your *front yard* (you can add them to a group
before a roll: a **boost**) and the rest on your *heap*. Heap cards are points. Most points wins.

**Buttons.** The dice are numbered 1 to 7. Click a die to mark (✓) or unmark it, then **Roll the marked dice**.
**Show the odds** tells you how often you would bug up with the marked dice (for example "in about 35 of 100
rolls"), which dice are best to roll, and whether one more roll is worth it.

**Game number.** Every time you open this page or press **New game**, a new game starts. Its number is shown
in the box **Game number**. Type a number there and press **Play this number** to play exactly that game
again (with the same seats), for example to try another choice or to play the same game as a friend.

**Seats.** Each seat is a *Human* or a bot. When a bot is to move, press **Bot: next step** to watch it one
move at a time, or **Bots: play until my turn**. Everything that happens is also written in the list below.

**Colours and keyboard.** Every colour also has a shape and its name: ● blue, ▲ red, ■ yellow, ◆ green,
‖ bars. Press *Tab* to move between buttons, *Space* or *Enter* to press one; marked dice show ✓.
"""),
    md("""
**Auf Deutsch: So spielst du.** In der Mitte liegt der *Asseltreff*: Reihen von blauen, roten, gelben und grünen
Asselkarten. Du wirfst die 7 Asselwürfel. Jeder Würfel zeigt eine der vier Farben oder zwei Balken. **Wirf
mindestens 4 Würfel**; die anderen behalten, was sie zeigen, und alle 7 zählen.

- Zeigt eine Farbe auf **mehr Würfeln, als Karten dieser Farbe da sind**, bist du **verasselt**! Dein Zug ist
  vorbei, du verlierst den Fang dieses Zuges und bekommst 2 Trostkarten für deinen Vorgarten.
- Sonst **fängst** du für jeden farbigen Würfel eine Karte dieser Farbe. Dann machst du **weiter** oder hörst
  **auf**.

Hörst du auf, wartet dein Fang. Der nächste Spieler darf um **deinen Fang** würfeln statt um den Asseltreff!
Würfelt er um den Asseltreff, bekommst du zuerst deinen Fang: Lege bis zu 6 Karten in deinen *Vorgarten* (vor
einem Wurf kannst du sie zu einer Gruppe **dazulegen**) und den Rest auf deinen *Haufen*. Karten auf dem Haufen
sind Punkte. Wer die meisten Punkte hat, gewinnt.

**Knöpfe.** Die Würfel haben die Nummern 1 bis 7. Klicke einen Würfel an, um ihn zu markieren (✓) oder die
Markierung wegzunehmen, dann **Markierte Würfel werfen**. **Chancen zeigen** sagt dir, wie oft du mit den
markierten Würfeln verasseln würdest (zum Beispiel „in etwa 35 von 100 Würfen“), welche Würfel du am besten
wirfst und ob sich noch ein Wurf lohnt.

**Spielnummer.** Jedes Mal, wenn du diese Seite öffnest oder **Neues Spiel** drückst, beginnt ein neues Spiel.
Seine Nummer steht im Feld **Spielnummer**. Tippe dort eine Nummer ein und drücke **Diese Nummer spielen**:
Dann spielst du genau dieses Spiel noch einmal (mit denselben Plätzen), zum Beispiel um einen anderen Zug
auszuprobieren oder um dasselbe Spiel wie ein Freund zu spielen.

**Plätze.** Jeder Platz ist ein *Mensch* oder ein Bot. Ist ein Bot dran, drücke **Bot: nächster Schritt**, um
ihm Zug für Zug zuzusehen, oder **Bots: spielen bis ich dran bin**. Alles, was passiert, steht auch in der
Liste darunter.

**Farben und Tastatur.** Jede Farbe hat auch eine Form und ihren Namen: ● blau, ▲ rot, ■ gelb, ◆ grün,
‖ Balken. Mit *Tab* springst du von Knopf zu Knopf, mit der *Leertaste* oder *Enter* drückst du ihn; markierte
Würfel zeigen ✓.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Run this cell (Shift+Enter) to get the game board. / Führe diese Zelle aus (Umschalt+Enter).
from bugkit.voll_verasselt.ui import play

LANG = "en"  # Deutsch: LANG = "de"
game = play(players=2, seats=["human", "odds"], lang=LANG)  # a new game each time; its number is on the board
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

save_replay_for(game, "saves/voll_verasselt.json")
"""),
    md("""
## Three or more players

Up to 5 players. Try two humans against the odds bot:

**Auf Deutsch: Drei oder mehr Spieler.** Bis zu 5 Spieler. Probiert es zu zweit gegen den Chancen-Bot:
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "odds"], lang=LANG)
"""),
    md("""
## Ask the advisor yourself

The advisor looks at the cards of the group and the faces of the dice. For every way to choose the dice it
counts the chance to bug up and the expected catch after one more roll (0 if you bug up).
Here: the group has 2 blue, 2 red, 1 yellow and 1 green card, you have caught 4 cards, and the dice 1 to 7
show blue, red, bars, bars, yellow, green, blue.

**Auf Deutsch: Frag den Ratgeber selbst.** Der Ratgeber schaut sich die Karten der Gruppe und die Würfel an.
Für jede Art, Würfel zu wählen, rechnet er die Chance zu verasseln und den erwarteten Fang nach einem weiteren
Wurf aus (0, wenn du verasselst). Hier: Die Gruppe hat 2 blaue, 2 rote, 1 gelbe und 1 grüne Karte, du hast schon
4 Karten gefangen, und die Würfel 1 bis 7 zeigen blau, rot, Balken, Balken, gelb, grün, blau.
"""),
    code("""
from bugkit.core.i18n import fmt_num, t
from bugkit.voll_verasselt import advise
from bugkit.voll_verasselt.labels import n_cards, odds_text

advice = advise({"blue": 2, "red": 2, "yellow": 1, "green": 1},
                ["blue", "red", "bars", "bars", "yellow", "green", "blue"], catch=4)
words = {"en": ("Roll dice", "On average you have {x} cards after the roll.", "Stop now: you keep", "Advice:"),
         "de": ("Würfel", "Im Durchschnitt hast du nach dem Wurf {x} Karten.", "Jetzt aufhören: Du behältst",
                "Rat:")}
for lang in ("en", "de"):
    roll, average, stop, said = words[lang]
    for choice in advice.choices[:4]:
        dice = " ".join(str(i + 1) for i in choice.roll)
        print(f"{roll} {dice}: {odds_text(choice.p_bugged_up, lang)}",
              average.format(x=fmt_num(choice.expected, lang, 2)))
    print(f"{stop} {n_cards(advice.stop_value, lang)}.", said,
          t(f"voll_verasselt.advice.{advice.action.split()[0]}", lang))
    print()
"""),
    md("""
## A whole game between bots, in words

The same game number always gives the same game, so this text is checked every time the notebook is tested.

**Auf Deutsch: Ein ganzes Spiel zwischen Bots, in Worten.** Dieselbe Spielnummer ergibt immer dasselbe Spiel.
Der Text steht erst auf Englisch, dann auf Deutsch da.
"""),
    code("""
import bugkit
from bugkit.core.i18n import tn
from bugkit.voll_verasselt.labels import describe, n_cards, names_text, player_name

record = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=3)
for lang in ("en", "de"):
    for event in record.final.events[:12]:
        print(describe(event, lang))
    print("…")
    print(describe(record.final.events[-1], lang))
    heaps = ", ".join(f"{player_name(i, lang)}: {n_cards(n, lang)}" for i, n in enumerate(record.scores))
    print(heaps, "–", tn("voll_verasselt.status.over", len(record.winners), lang,
                         names=names_text(record.winners, lang)))
    print()
"""),
])
