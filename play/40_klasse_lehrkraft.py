# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Seite der Lehrkraft

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.classroom.teacher import teacher_page

teacher_page("de")
