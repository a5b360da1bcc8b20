# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Voll verasselt 🐛🎲

# %%
# NBVAL_IGNORE_OUTPUT
# Shift+Enter: the game board (its language: the picker on the board, or ?lang=de in the page address)
from bugkit.ui import page_language
from bugkit.voll_verasselt.ui import play

LANG = page_language("en")  # "de" for German
game = play(players=2, seats=["human", "odds"], lang=LANG)  # a new game each time; its number is on the board
game
