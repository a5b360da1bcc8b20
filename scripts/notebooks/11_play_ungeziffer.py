"""Generate notebooks/11_play_ungeziffer.ipynb (run from the repository root).

One language per page (issue 13): the instructions are rendered inside the board and follow its language
picker; the board starts in the language of the page's URL (``?lang=de``), so the markdown keeps only the title.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/11_play_ungeziffer.ipynb", [
    md("""
# Ungeziffer 🐞
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ungeziffer.ui import play

game = play(players=2, seats=["human", "memory"])  # a new random game each time; ?lang=de for German
game
"""),
    md("""
## Plus-Minus-Mix
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "forgetful"], variant="plus_minus")
"""),
    md("""
## 💾
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/ungeziffer.json")
"""),
    md("""
## 🤖 🤖
"""),
    code("""
import bugkit
from bugkit.core.i18n import tn
from bugkit.ungeziffer.labels import describe, game_over, player_name

record = bugkit.play("ungeziffer", ["memory", "random"], seed=3)
lang = game.lang
for event in record.final.events[:8]:
    print(describe(event, lang))
print("…")
print(", ".join(f"{player_name(i, lang)}: {tn('ungeziffer.score', n, lang)}" for i, n in enumerate(record.scores)))
print(game_over(record.winners, lang))
"""),
])
