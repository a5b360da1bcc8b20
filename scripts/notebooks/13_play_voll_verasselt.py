"""Generate notebooks/13_play_voll_verasselt.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/13_play_voll_verasselt.ipynb", [
    md("""
# Play Voll verasselt 🐛🎲

*Deutsch: Spiele Voll verasselt — stelle unten bei **Sprache** auf Deutsch um.*

**How to play.** In the middle lies the *bug hub*: rows of blue, red, yellow and green bug cards. You roll the
7 bug dice. Each die shows one of the four colours or two bars. **Roll at least 4 dice**; the others keep
what they show, and all 7 count.

- If some colour shows on **more dice than there are cards** of that colour: you have **bugged up**! Your turn
  ends, you lose this turn's catch and get 2 consolation cards for your front yard.
- Otherwise, for every coloured die you **catch** one card of that colour. Then **go on** or **stop**.

When you stop, your catch waits. The next player may roll for **your catch** instead of the hub! If he rolls
for the hub, you first get your catch: put up to 6 cards in your *front yard* (you can add them to a group
before a roll: a **boost**) and the rest on your *heap*. Heap cards are points. Most points wins.

**Buttons.** Click a die to mark (✓) or unmark it, then **Roll the marked dice**. **Show the odds** tells you
the exact chance to bug up with the marked dice, the best dice to roll, and whether one more roll is worth it.

**Seats.** Each seat is a *Human* or a bot. When a bot is to move, press **Bot: next step** to watch it one
move at a time, or **Bots: play until my turn**. Everything that happens is also written in the list below.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Run this cell (Shift+Enter) to get the game board.
from bugkit.voll_verasselt.ui import play

game = play(players=2, seats=["human", "odds"], seed=1)
game
"""),
    md("""
## Three or more players

Up to 5 players. Try two humans against the odds bot:
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "odds"], seed=7)
"""),
    md("""
## Ask the advisor yourself

The advisor looks at the cards of the group and the faces of the dice. For every way to choose the dice it
counts the chance to bug up and the expected catch after one more roll (0 if you bug up).
Here: the group has 2 blue, 2 red, 1 yellow and 1 green card, you have caught 4 cards, and the dice show
blue, red, bars, bars, yellow, green, blue.
"""),
    code("""
from bugkit.voll_verasselt import advise

advice = advise({"blue": 2, "red": 2, "yellow": 1, "green": 1},
                ["blue", "red", "bars", "bars", "yellow", "green", "blue"], catch=4)
for choice in advice.choices[:5]:
    print(f"roll dice {choice.roll}: bug up {float(choice.p_bugged_up):.1%},",
          f"expected catch {float(choice.expected):.2f}")
print("stop now: keep", advice.stop_value)
print("advice:", advice.action)
"""),
    md("""
## A whole game between bots, in words

The same seed always gives the same game, so this text is checked every time the notebook is tested.
"""),
    code("""
import bugkit
from bugkit.voll_verasselt.labels import describe

record = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=3)
for event in record.final.events[:12]:
    print(describe(event))
print("...")
print(describe(record.final.events[-1]))
print("Heap cards:", record.scores, "- winner: Player", record.winners[0] + 1)
"""),
])
