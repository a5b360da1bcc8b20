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
