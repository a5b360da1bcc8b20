# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Wanzen tanzen

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import page_language
from bugkit.wanzen_tanzen.ui import play

LANG = page_language()  # the page's language: ?lang=de in a Voila link, else English (LANG = "de" for German)
game = play(players=2, seats=["human", "odds"], lang=LANG)  # a new random game each time; "How to play" inside
game
