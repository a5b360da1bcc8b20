# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Ungeziffer 🐞

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.ungeziffer.ui import play

game = play(players=2, seats=["human", "memory"])  # a new random game each time; ?lang=de for German
game

# %% [markdown]
# ## Plus-Minus-Mix

# %%
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "forgetful"], variant="plus_minus")

# %% [markdown]
# ## 🤖 🤖

# %%
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
