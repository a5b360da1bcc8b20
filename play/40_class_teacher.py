# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Teacher's page

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.classroom.teacher import teacher_page

teacher_page("en")
