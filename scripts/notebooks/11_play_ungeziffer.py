"""Generate notebooks/11_play_ungeziffer.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md  # noqa: E402

build("notebooks/11_play_ungeziffer.ipynb", [
    md("""
# Play Ungeziffer 🐞

*Deutsch: Spiele Ungeziffer — stelle unten bei **Sprache** auf Deutsch um.*

**How to play.** Roll both dice and add them: that is your *target*. Then click face-down tiles (🐞) one by
one. The vermin on them add up. Hit the target **exactly** and you keep the tiles you turned. Go over and they
are turned face down again, so try to **remember** where each number lies! A **0** (midge mush) adds nothing,
so you just keep going. The game ends when four or fewer tiles are left; most tiles wins.

**Seats.** Each seat is a *Human* or a bot. Several humans = hot-seat: pass the mouse around.
When a bot is to move, press **Bot: next step** to watch it one move at a time, or **Bots: play until my turn**.

**Keyboard.** Press *Tab* to move between buttons and *Enter* or *Space* to press one. Every tile says what it
is when you hover or focus it, and everything that happens is also written in the list below the board.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
# Run this cell (Shift+Enter) to get the game board.
from bugkit.ungeziffer.ui import play

game = play(players=2, seats=["human", "memory"], seed=1)
game
"""),
    md("""
## Variants

- **Beginners (5 years and up):** only tiles 0-6 and only the green die.
- **Plus-Minus Mix (7 years and up):** at most two tiles with vermin; you may add *or* subtract them.
  Every 0 lets you turn one more tile.

Pick the variant in the board above and press **New game**. Or start one directly:
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "forgetful"], seed=7, variant="plus_minus")
"""),
    md("""
## A whole game between two bots, in words

The same seed always gives the same game, so this text is checked every time the notebook is tested.
"""),
    code("""
import bugkit
from bugkit.ungeziffer.labels import describe

record = bugkit.play("ungeziffer", ["memory", "random"], seed=3)
state = bugkit.new_game("ungeziffer", players=2, seed=record.final.seed)
for event in record.final.events[:8]:
    print(describe(event))
print("...")
print("Tiles won:", record.scores, "- winner: Player", record.winners[0] + 1)
"""),
])
