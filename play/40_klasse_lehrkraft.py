# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Seite der Lehrkraft

# %%
# NBVAL_IGNORE_OUTPUT
from IPython.display import display

from bugkit.classroom.teacher import teacher_page
from bugkit.ui.a11y import labeller

display(labeller("de"))  # the page's language, for screen readers (it shows nothing)
teacher_page("de")
