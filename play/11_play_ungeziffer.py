# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Ungeziffer 🐞

# %%
# NBVAL_IGNORE_OUTPUT
# The board speaks the language of the page's address (?lang=de or ?lang=en), else English; its settings
# switch it. Every run deals a new random game; its number is on the board.
from bugkit.ungeziffer.ui import play

game = play(players=2, seats=["human", "memory"])
game
