# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Würfel-WG 🦘🛋️

# %%
# NBVAL_IGNORE_OUTPUT
# Umschalt+Enter / Shift+Enter
from bugkit.ui import page_language
from bugkit.wuerfel_wg.ui import play

LANG = page_language("de")  # German unless the page asks for ?lang=en
game = play(players=2, seats=["human", "planner"], lang=LANG)  # a new random game each time
game
