# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Kakerlakentanz

# %%
# NBVAL_IGNORE_OUTPUT
# The timed game: you against two cockroaches. Tap Start, then the dance; the instructions are under the board
# ("How to play" / "So geht's"). Practice without a clock (a wrong call is explained and you try again):
# Settings ▸ Mode ▸ Practice.
# The board speaks the language of the page's address (?lang=de or ?lang=en), else English; its settings
# switch it. Every run deals a new random game; its number is on the board.
from bugkit.kakerlakentanz.ui import play

game = play(players=3, seats=["human", "easy", "easy"])
game
