# ---
# jupyter:
#   bugkit:
#     lesson: wanzen_tanzen
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Wanzen tanzen: how likely is a large straight?
#
# **For:** ages 11-13 (the core multiplies fractions along the paths of a small tree); the *Going further* part at the
# end is for ages 13-14 and teachers. **Time:** about 45 minutes. **You should already know:** multiplying and adding
# fractions, percentages; you don't need to program.
#
# **You need:** per group five ordinary dice (a cup helps), the worksheet, one device per pair.
#
# In **Wanzen tanzen** you roll 5 dice and try to finish a task from the card in the middle, for example a
# **large straight**: 1 2 3 4 5 or 2 3 4 5 6.
#
# - After every roll you must **set aside at least one die**. Then you roll the others again, until all 5
#   dice are set aside.
# - If you don't like a roll, you may **repeat** it with the same dice. That costs a **baby bug**.
# - A turn that finishes no task costs **2 baby bugs**. The 5th baby bug brings a penalty card.
#
# Today's question: **what is the chance of a large straight in one turn?** First in one single roll, then
# with setting dice aside, then with baby bugs.

# %% jupyter={"source_hidden": true}
from fractions import Fraction
from functools import cache
from itertools import product

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import display

from bugkit.lessons.wanzen_tanzen import (
    EXERCISES,
    EXPLORE_TASKS,
    MAX_EXPLORE_REPEATS,
    break_even,
    count_one_roll,
    explore_draw,
    hint_text,
    multiset_text,
    odds_table,
    one_roll_text,
    repeats_table,
    sample_turns,
    task_name,
    tiny_text,
    tree_figure,
    turn_text,
)
from bugkit.ui.lesson import (
    after_reveal,
    exercise_box,
    explore,
    fmt_num,
    fmt_pct,
    lln_box,
    prediction_box,
)
from bugkit.wanzen_tanzen import p_complete
from bugkit.wanzen_tanzen.rules import sub_multisets

LANG = "en"

# %% [markdown]
# ## 1. One single roll of 5 dice
#
# Each die has 6 faces, so 5 dice can fall in 6 × 6 × 6 × 6 × 6 = 7776 ways. That is too many to write down,
# but a computer can list them all and count.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
one_roll = Fraction(*count_one_roll("large straight"))  # listed and counted, every roll
guess_roll = prediction_box(
    "Your guess first: what is the chance of a large straight in ONE roll of 5 dice? "
    "(Write a percentage like 10% or a fraction like 1/10.)", one_roll, LANG,
    reveal=lambda: one_roll_text(one_roll, 7776, LANG))
display(guess_roll)

# %% [markdown]
# ## 2. Setting dice aside: a tree diagram
#
# In a real turn you do not need the straight at once: you set good dice aside and roll the others again.
# Let's first look at a **tiny game**: only 2 dice and the task **"6 6"**. After each roll at least one die must
# be set aside.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
display(tree_figure(LANG))
plt.close("all")

# %% [markdown]
# Multiply the chances along each path that ends in "done!", then add those paths:

# %% jupyter={"source_hidden": true}
tiny_text(LANG)

# %% [markdown]
# With 5 dice the tree is much bigger, but the idea is the same. The computer starts at the end of the tree
# (all dice set aside: done or not) and works backwards, choosing the best dice to set aside at every step.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
turn = p_complete(["large straight"])
guess_turn = prediction_box(
    "Your guess: if you set dice aside (best choices, no baby bugs), what is the chance of "
    "finishing a large straight in one turn?", turn, LANG, reveal=lambda: turn_text(turn, one_roll, LANG))
display(guess_turn)

# %% [markdown]
# ## 3. What should you set aside?
#
# You rolled **1 2 3 4 6** and need a large straight. Only a 5 is missing!

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_keep():
    display(hint_text((1, 2, 3, 4, 6), LANG, also=((1, 2, 3, 4), (2, 3, 4))))
    return ("<p>Surprise: keeping 1 2 3 4 leaves one die that must show a 5: 1 chance in 6. Keeping a single "
            "middle die and rolling 4 dice again gives more chances to get there.</p>")


guess_keep = prediction_box("What is the best thing to set aside now: 1 2 3 4 (then the last die must show a 5), "
                            "2 3 4, or just one die (a 2, 3 or 4)?", "one", LANG, kind="choice",
                            choices={"four": "1 2 3 4", "three": "2 3 4", "one": "just one die"},
                            reveal=reveal_keep)
display(guess_keep)

# %% [markdown]
# ## 4. Is the chance right? Let's play many turns
#
# The computer plays whole turns with the best choices. Press the buttons to add 1, 10 or 1000 turns. The blue
# line is the **relative frequency** of large straights so far; the red dashed line is the exact chance. Each time
# you start again you get new random turns. Watch what happens to the blue line after many turns: that is the
# **law of large numbers**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# its tries would answer the guess above (a share near the exact chance): it waits for that reveal
after_reveal(guess_turn, lambda: lln_box(sample_turns("large straight"), turn, LANG, label="a large straight"), LANG)

# %% [markdown]
# **Our class's own dice.** Each group rolls 5 dice 20 times (one roll each time, no setting aside) and makes a
# tally mark: a large straight or not. Your teacher types the counts in here. If your class is connected, each
# group types its tally into the first row on its own device and presses “Pool and draw”. Then our class's share
# appears; once your guess in section 1 is revealed, the computer's rolls (as many as ours) and the exact chance of
# one roll appear next to it.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("wanzen_tanzen", LANG, after=guess_roll)

# %% [markdown]
# ## 5. Baby bugs: is a repeat worth it?
#
# With baby bugs you may repeat rolls. More repeats allowed means a better chance:

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# its row 0 tells the guess in section 2
after_reveal(guess_turn, lambda: repeats_table("large straight", 3, LANG), LANG)

# %% [markdown]
# But every baby bug costs you something (5 of them bring a penalty card). Let's say finishing the task brings
# **3 points**, and each baby bug costs some points. Move the controls: choose a task, how many repeats you
# allow yourself, and what a baby bug costs. The orange player repeats whenever it raises the chance; the blue
# player repeats only when it pays in points. When are baby bugs so expensive that repeating does not pay?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
WIDE = {"description_width": "initial"}


def baby_bugs():
    tasks = [(task_name(t, LANG), t) for t in EXPLORE_TASKS]
    return explore({"task": widgets.Dropdown(options=tasks, description="Task", style=WIDE),
                    "repeats": widgets.IntSlider(value=2, min=0, max=MAX_EXPLORE_REPEATS,
                                                 description="Repeats allowed", style=WIDE),
                    "bug_cost": widgets.SelectionSlider(options=[(fmt_num(c / 4, LANG), c / 4) for c in range(9)],
                                                        value=1.0, description="A baby bug costs", style=WIDE)},
                   explore_draw(LANG), LANG)


# a large straight with 0 repeats tells the guess in section 2: the controls wait for its reveal
after_reveal(guess_turn, baby_bugs, LANG)

# %% [markdown]
# ## 6. Your turn: exercises
#
# Type a fraction (like **3/8** or **4 1/2**), a decimal (**0.375**) or a percentage (**37.5%**), then press **Check**.
# A wrong answer first gets a hint; the solution comes after the second try. **New numbers** gives a new
# exercise of the same kind; the exercise set no. in its box lets your teacher see the same exercise. Some
# exercises use fewer dice than the game, to make the counting small.
#
# **Percentage points** tell you how far apart two percentages are: from 20% to 35% is 15 percentage points.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
EX = {e.id: e for e in EXERCISES}
exercise_box(EX["wt-one-roll"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-points"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-not-due"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-tiny-tree"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# with 1 2 3 4 6 its solution tells the guess in section 3 (one die, 28.5%): it waits for that reveal
after_reveal(guess_keep, lambda: exercise_box(EX["wt-keep-four"], LANG), LANG, exercise=EX["wt-keep-four"])

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["wt-repeats-even"], LANG)

# %% [markdown] tags=["going-further"]
# ## Going further (ages 13-14 and teachers)
#
# ### Order does not matter: multisets
#
# For the tasks, "3 1 2 5 4" is the same as "1 2 3 4 5". So instead of 7776 ordered rolls we may look at the
# *collections* of 5 numbers (mathematicians say *multisets*), each weighted by the number of orders it can
# fall in:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the weights tell the guess in section 1 (1 2 3 4 5 in 120 orders, 2 x 120 of 7776): it waits for that reveal
after_reveal(guess_roll, lambda: multiset_text(LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### Section 1's count, in a few lines
#
# Section 1 lets the computer list all 7776 rolls of 5 dice and count the large straights. For teachers and
# older students who open this page in Jupyter (the app shows no code), here is that count as a short
# program; the recursion below uses `large_straight` too.

# %% tags=["going-further"]
def large_straight(roll):
    """True if the dice show 1 2 3 4 5 or 2 3 4 5 6."""
    return sorted(roll) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])


def chance(task, dice=5):
    """The share of all rolls of `dice` dice that finish the task."""
    rolls = list(product(range(1, 7), repeat=dice))
    return Fraction(sum(task(roll) for roll in rolls), len(rolls))


# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the count is the answer of the guess in section 1: it waits for that reveal
after_reveal(guess_roll, lambda: f"<p>Counted here: {chance(large_straight)}; in section 1: {one_roll}.</p>", LANG)

# %% [markdown] tags=["going-further"]
# ### Working backwards, in ten lines
#
# The best chance from a situation (the dice set aside so far) is the average, over all rolls of the other
# dice, of the best choice of dice to set aside next. At the end (all dice set aside) it is 1 or 0.
# Written as a recursion (`sub_multisets(roll)` lists every non-empty choice of dice from a roll; open the
# notebook to read the code cell below, the app hides it):

# %% tags=["going-further"]
@cache
def best(kept, task, n):
    """The best chance to finish `task` with n dice when the dice `kept` are set aside."""
    if len(kept) == n:
        return Fraction(task(kept))
    rolls = list(product(range(1, 7), repeat=n - len(kept)))
    return sum(max(best(tuple(sorted(kept + keep)), task, n) for keep in sub_multisets(roll))
               for roll in rolls) / len(rolls)

# %% [markdown] tags=["going-further"]
# Three dice and the task "6 6 6": the recursion and bugkit's own calculation (which uses the multisets above
# and numpy) agree exactly. Try `best((), large_straight, 5)` yourself: it takes a moment.

# %% tags=["going-further"] jupyter={"source_hidden": true}
three_sixes = best((), lambda dice: dice == (6, 6, 6), 3)
print("recursion:", three_sixes, "  bugkit:", p_complete(["6 6 6"], n_dice=3), "  equal:",
      "yes" if three_sixes == p_complete(["6 6 6"], n_dice=3) else "no")

# %% [markdown] tags=["going-further"]
# ### When does a repeat pay? Break-even algebra
#
# You rolled **6 6 6 6 6** and need a large straight; one repeat is allowed. Finishing is worth W = 3 points,
# a baby bug costs c points, failing costs 2 baby bugs. Repeat (then play on without repeats), chance p_r, or set
# aside one 6 and play on without the repeat, chance p_k? (Keeping the repeat for later would be a third choice;
# we leave it out to keep the sums short.) The expected points are
#
# - repeat: p_r · W − (1 − p_r) · 2c − c
# - keep a 6: p_k · W − (1 − p_k) · 2c
#
# They are equal when c = W (p_r − p_k) / (1 + 2 (p_k − p_r)): below this bug cost, repeat; above it, keep a 6.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def break_even_text():
    p_r, p_k, c_even = break_even()  # p_r is the chance of the guess in section 2
    return (f"<p>p_r = {fmt_pct(p_r, LANG)}; p_k = {fmt_pct(p_k, LANG)}; break-even bug cost c = "
            f"{fmt_num(c_even, LANG, 2)} points</p>")


after_reveal(guess_turn, break_even_text, LANG)

# %% [markdown] tags=["going-further"]
# The explorer in section 5 makes this choice at every roll of a turn (that is the blue player). bugkit's
# OddsBot values a baby bug in a real game by the next penalty card spread over 5 baby bugs.
#
# ### Every task on the cards, with 0 and 1 repeat
#
# The table lists every task on the game's cards except those with numbers (like 6 6). How much does one repeat
# help? Read a row of the table and subtract the two values: the difference between two percentages is measured in
# **percentage points**, not in percent (the values are rounded, so say "about").

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the large straight with 0 repeats tells the guess in section 2
after_reveal(guess_turn, lambda: odds_table(LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### For the teacher
#
# - **Core path:** counting (section 1), tree diagram and path rule (section 2), best choices (section 3), the
#   law of large numbers (section 4), and a feel for costs and benefits (section 5, explorer).
# - **Predictions** in sections 1-3: ask the class to write their guesses down before anybody presses the button.
# - **Exercises:** each shows its exercise set number ("Exercise set no. 4711"); the same number gives the same
#   exercise, so you can discuss one together. Answers for every number, e.g. 4711:
#   `answers_text("wanzen_tanzen", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with no code, the box
#   at the end of the teacher guide page.
# - **Models and assumptions:** "best play" maximises the chance of the task; the explorer's points (3 for
#   finishing, a fixed price per baby bug) are a simplification of the real score (cards of 1-4 points, penalty
#   cards of -1 to -5). The game's rules card is in `bugkit/wanzen_tanzen/rules.py`.
