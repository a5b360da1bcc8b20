# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Our class

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.classroom.teacher import class_page

class_page("en")
