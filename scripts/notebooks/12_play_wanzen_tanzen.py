"""Generate notebooks/12_play_wanzen_tanzen.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbtools import build, code, md

CELLS = [
    md("""
# Play Wanzen tanzen

**The game in short.** A task card lies face up, showing 2 to 4 tasks such as *three of a kind*, *full house*,
*all even* or the numbers *3 3 6*. On your turn you roll all 5 dice. After every roll you either

* **set aside** at least one of the dice you just rolled (they stay out until your turn ends), or
* **repeat** the roll with exactly the same dice, which costs you a **baby bug**.

When all 5 dice are set aside and they meet an open task, you **cover** it. Then you may try **again** with all
5 dice or **stop**. If your dice meet no task, you take **2 baby bugs**. Whoever covers the **last** task of a
card wins the card and its points. The **5th baby bug** in front of you brings a penalty card (-1, then -2, ...)
and everybody gives their baby bugs back. The game ends when the task cards or the penalty cards run out.

**How to play here.** You are *Player 1*; the other seats are bots. Press *Roll the dice*, click the dice you
want to set aside (they light up) and press *Set aside*. When it is a bot's turn, press *Bot: next step* to watch
it move by move, or *Bots: play until my turn*. Tick **Show the odds** to see the exact chance of completing a
task after each choice you could make. *Deutsch* switches the language.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.wanzen_tanzen.ui import play_widget

play_widget(players=2, seed=1, opponent="odds")
"""),
    md("""
## Watch three bots play

The same game engine, played by three OddsBots without a widget. Every game is fixed by its *seed*, so this
game is the same every time. Here are the first moves and the result:
"""),
    code("""
from bugkit.wanzen_tanzen.ui import PlayModel

table = PlayModel(players=3, seed=7, opponent="odds", humans=())
table.bots_until_human()
for line in table.log_lines(last=len(table.state.events))[:24]:
    print(line)
print("...")
print(table.status())
for name, bugs, penalties, cards, score in table.player_rows():
    print(f"{name}: {cards} cards, penalty cards {penalties}, score {score}")
"""),
    md("""
## Who plays best?

A small tournament: the OddsBot (it uses the exact odds and weighs each baby bug against what it gains) against
the simple bot that always keeps the face it has most of.
"""),
    code("""
from bugkit.wanzen_tanzen.bots import duel

result = duel("odds", "heuristic", games=20, seed=0)
print(f"OddsBot won {result['odds']:.0f}, the simple bot won {result['heuristic']:.0f}, ties {result['tie']:.0f}")
print(f"OddsBot scored {result['margin']:.1f} points more per game on average")
"""),
    md("""
## The cards

Nobody has published the list of the 28 real cards, so bugkit ships its own guess (7 cards for each point value;
see `components.md`). It lives in `bugkit/wanzen_tanzen/data/deck.json`: if you own the game, type in the real
cards and load them with `load_deck("my_deck.json")`, then `new_game(deck=...)`.
"""),
    code("""
from bugkit.wanzen_tanzen import default_deck

for card in default_deck():
    print(f"card {card.id:2} ({card.points} points): " + " / ".join(task.name("de") for task in card.tasks))
"""),
]

if __name__ == "__main__":
    build("notebooks/12_play_wanzen_tanzen.ipynb", CELLS)
