# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Kakerlakentanz

# %%
# NBVAL_IGNORE_OUTPUT
# The timed game: you against two cockroaches. Tap Start, then the dance; the instructions are under the board
# ("How to play" / "So geht's") and follow its language; a Voila page starts in the language of its URL (?lang=de).
# Practice without a clock (a wrong call is explained and you try again): Settings ▸ Mode ▸ Practice.
from bugkit.kakerlakentanz.ui import play
from bugkit.ui import page_language

lang = page_language("en")
game = play(players=3, seats=["human", "easy", "easy"], lang=lang)
game
