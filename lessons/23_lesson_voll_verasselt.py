# ---
# jupyter:
#   bugkit:
#     lesson: voll_verasselt
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Voll verasselt: when should I stop?
#
# **For:** ages 11-13 (the core uses the average catch over many turns, the expected value); the *Going further* part
# at the end is for ages 13-14 and teachers. **Time:** about 45 minutes. **You should already know:** fractions,
# percentages and averages, reading a table; you don't need to
# program.
#
# **You need:** per group a Voll verasselt box, or two ordinary dice (1 blue, 2 red, 3 yellow, 4 green, 5 and 6 bars)
# and a few coloured cards or counters; the worksheet, one device per pair.
#
# In **Voll verasselt** you roll bug dice to catch bug cards from a group of cards (at the start: the **bug
# hub** of 10 cards). Every die that shows a colour catches a card of that colour. But if more dice show a
# colour than the group has cards of it, you **bug up** and lose the whole catch of your turn. You may stop
# whenever you like. Games like this are called **push-your-luck** games.
#
# Today's questions: **How likely are you to bug up? And after how many cards should you stop?**

# %% jupyter={"source_hidden": true}
from fractions import Fraction
from itertools import product

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import display

from bugkit.lessons.voll_verasselt import (
    EXERCISES,
    HUB_MAX_SIZE,
    HUB_MIN_SIZE,
    START_HUB,
    TABLE_SIZES,
    best_rules_text,
    best_threshold,
    expected_example,
    explore_draw,
    hub_of,
    pair_table,
    risk_figure,
    risk_table,
    sample_bug_ups,
    simulation_check,
    start_hub_text,
    stop_shift,
    threshold_figure,
    threshold_sentence,
    threshold_table,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box
from bugkit.voll_verasselt import p_bugged_up, turn_value

LANG = "en"

# %% [markdown]
# ## 1. The bug die
#
# A bug die has 6 faces: **blue, red, yellow, green** and **two faces with bars** (we assume this: the rules do not
# say which faces the die has). Bars never bug up.
# So a die shows bars with chance 2/6 = 1/3, and each colour with chance 1/6.
# The computer checks the rule "more dice of a colour than cards of it" on every possible roll and counts how often
# you bug up.

# %% [markdown]
# ## 2. Two dice: count the pairs
#
# Two dice fall in 6 × 6 = 36 equally likely ways. The group holds **1 blue and 1 red card**. You bug up if
# a die shows yellow or green, or if both show blue, or both show red.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
small_group = {"blue": 1, "red": 1}
guess_two = prediction_box(
    "Your guess first: what is the chance of bugging up with two dice? (A fraction like 1/3 or a "
    "percentage like 30%.)", p_bugged_up(small_group, (), 2), LANG,
    reveal=lambda: pair_table(small_group, LANG))
display(guess_two)

# %% [markdown]
# ## 3. Seven dice at the start
#
# Seven dice fall in 6⁷ = 279,936 ways: too many to write down, but not for the computer. At the start the bug
# hub might hold 3 blue, 3 red, 2 yellow and 2 green cards. You may also leave up to 3 dice lying on bars and
# roll only 4 (you must always roll at least 4 dice):

# %% jupyter={"source_hidden": true}
start_hub_text(LANG)

# %% [markdown]
# Each catch takes cards out of the group, so the next roll gets riskier. The picture shows the chance of
# bugging up for groups with the same number of cards of each colour:

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
display(risk_figure(LANG))
plt.close("all")

# %% jupyter={"source_hidden": true}
risk_table(LANG)

# %% [markdown]
# ## 4. Is one more roll worth it? The expected value
#
# Say you have caught 4 cards. One more roll bugs up with chance 1/4; otherwise it brings 2 more cards. If you
# stop, you keep 4. If you roll, then 3 times out of 4 you have 6 cards and once out of 4 you have 0. The
# **expected value** is the average over many such turns:

# %% jupyter={"source_hidden": true}
expected_example(4, Fraction(1, 4), 2, LANG)

# %% [markdown]
# ## 5. A stopping rule: "stop after N cards"
#
# A simple rule for a whole turn: **roll all 7 dice until the catch has N cards, then stop**. Too small an N
# wastes good chances; with too big an N you bug up too often. The computer works out the expected catch of every
# rule exactly, for every possible turn.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_best():
    display(threshold_figure(10, LANG))
    plt.close("all")
    return f"<p>{threshold_sentence(10, LANG)}</p>"


guess_n = prediction_box(
    "Your guess: the hub starts with 10 cards. After how many cards should you stop (the N with the biggest "
    "expected catch)?",
    best_threshold(START_HUB), LANG, kind="number", whole=True, reveal=reveal_best)
display(guess_n)

# %% [markdown]
# Does the best N depend on the hub? Later in the game the hub may hold 8 or 12 cards.

# %% tags=["prediction", "explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def hub_sizes():
    table = threshold_table(LANG, TABLE_SIZES)
    words = ("<p>The table shows the expected catch for each N (the best in bold, two of them where they round to the "
             "same number; the last column also names the "
             "rules that are almost as good). There is no single best N: it depends on how many cards the hub "
             "holds, and often several N are nearly tied. Try other hub sizes yourself: move the slider from 12 to"
             " 10, then to 8 cards and on.</p>")
    slider = widgets.IntSlider(value=12, min=HUB_MIN_SIZE, max=HUB_MAX_SIZE, description="Cards in the hub",
                               style={"description_width": "initial"})
    return [table, words, explore({"size": slider}, explore_draw(LANG), LANG)]


def reveal_hubs():
    # the table's row of 10 cards (and the slider at 10) tells the first guess: it waits for that one too
    return after_reveal(guess_n, hub_sizes, LANG)


best_10 = best_threshold(START_HUB)
guess_hub = prediction_box(
    "With a hub of 12 cards (3 of each colour), should you stop earlier, at the same N, or later than with 10 "
    "cards?",
    stop_shift(hub_of(12), START_HUB), LANG, kind="choice",
    choices={"earlier": "earlier", "same": "at the same N", "later": "later"}, reveal=reveal_hubs)
display(guess_hub)

# %% [markdown]
# ## 6. Many turns: the law of large numbers
#
# With the start hub and the best rule of section 5 (the answer to its first guess), how often does a turn bug up?
# The computer plays turns.
# Press the buttons to add 1, 10 or 1000 turns; the blue line is the **relative frequency** of turns that bugged
# up, the red dashed line the exact chance. Each new start gives new random turns.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
lln_box(sample_bug_ups(START_HUB, best_10), turn_value(START_HUB, stop_at=best_10).p_bugged_up, LANG,
        label="bugged up")

# %% [markdown]
# **Our class's own dice.** The game's group holds 1 blue and 1 red card, as in section 2. Each team of children
# rolls two dice 20 times (with ordinary dice: 1 blue, 2 red, 3 yellow, 4 green, 5 and 6 bars) and makes a tally
# mark: bugged up or safe. Your teacher types the counts in here. If your class is connected, each team types its
# tally into the first row on its own device and presses “Pool and draw”. Then our class's share appears; once your
# guess in section 2 is revealed, the computer's rolls (as many as ours) and the exact chance appear next to it.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("voll_verasselt", LANG, after=guess_two)

# %% [markdown]
# ## 7. Your turn: exercises
#
# Type a fraction (like **3/8** or **4 1/2**), a decimal (**0.375**) or a percentage (**37.5%**), then press **Check**.
# A wrong answer first gets a hint; the solution comes after the second try. **New numbers** gives a new
# exercise of the same kind; the exercise set no. in its box lets your teacher see the same exercise. Some
# exercises roll fewer dice than the game allows (at least 4), to keep the counting small.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
EX = {e.id: e for e in EXERCISES}
exercise_box(EX["vv-one-die"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-no-bars-due"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-safe-faces"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-two-dice"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-expected"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-roll-on"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["vv-bug-up-complement"], LANG)

# %% [markdown] tags=["going-further"]
# ## Going further (ages 13-14 and teachers)
#
# ### Better rules than a threshold
#
# A threshold looks only at the size of the catch. The **best rule of all** also looks at which cards are left
# (stop when the expected value of going on is below the catch). And leaving up to 3 dice on bars (rolling only
# 4) changes the risk of every roll. Exact expected catch per turn, from `bugkit.voll_verasselt.turn_value`:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the table tells the answers of both guesses in section 5
after_reveal([guess_n, guess_hub], lambda: best_rules_text(LANG, TABLE_SIZES), LANG)

# %% [markdown] tags=["going-further"]
# ### Does a simulation agree?
#
# A simulation never gives the exact value: it wobbles. Its *standard error* says by how much. An exact value
# and a simulation agree if they are within about 4 standard errors (this cell uses a fixed seed, so it shows
# the same numbers every time):

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the rule is the answer of the first guess in section 5
after_reveal(guess_n, lambda: simulation_check(sum(START_HUB), best_10, 20_000, 2024, LANG), LANG)

# %% [markdown] tags=["going-further"]
# ### Every roll, one by one
#
# Section 1 says that the computer checks the rule "more dice of a colour than cards of it" on every possible
# roll. For teachers and older students who open this page in Jupyter (the app shows no code), here is that
# check as a short program. Listing the 1296 rolls of 4 dice is quick; for the start hub it agrees with
# bugkit's own calculation:

# %% tags=["going-further"]
COLOURS = ["blue", "red", "yellow", "green"]
FACES = [*COLOURS, "bars", "bars"]


def bugged_up(dice, group):
    """True if some colour shows on more dice than the group has cards of it."""
    return any(dice.count(colour) > group.get(colour, 0) for colour in COLOURS)


def chance_to_bug_up(group, n_dice):
    """The share of all rolls of n_dice bug dice that bug up."""
    rolls = list(product(FACES, repeat=n_dice))
    return Fraction(sum(bugged_up(roll, group) for roll in rolls), len(rolls))


# %% tags=["going-further"] jupyter={"source_hidden": true}
start_group = dict(zip(COLOURS, START_HUB, strict=True))
listed, by_bugkit = chance_to_bug_up(start_group, 4), p_bugged_up(start_group, (), 4)
print(f"start hub, 4 dice: listed {listed}, bugkit {by_bugkit}, the same: {'yes' if listed == by_bugkit else 'no'}")

# %% [markdown] tags=["going-further"]
# ### How the computer counts 7 dice
#
# Instead of 279,936 ordered rolls, bugkit counts *how many dice show each face* (for example "2 blue, 1 red,
# 4 bars"): there are only 330 such groups, each weighted by the number of ordered rolls it stands for
# (7! / (2! · 1! · 4!) · 2⁴ for that example: each bar die has two bar faces). The threshold table walks
# backwards through every group of cards that can be left in the hub, from the empty one to the full one.
#
# ### For the teacher
#
# - **Core path:** counting with two dice (section 2), risk growing as the group empties (section 3),
#   expected value (section 4), stopping rules (section 5, with the explorer), law of large numbers (section 6).
# - **The best threshold depends on the hub:** the table in section 5 (computed when the notebook runs) shows it
#   moving with the hub size. A single "best N" without the hub size overreaches.
# - **Predictions** in sections 2 and 5: ask for written guesses before anybody presses the button.
# - **Exercises:** each shows its exercise set no.; the same number gives the same exercise. Answers for every number,
#   e.g. 4711: `answers_text("voll_verasselt", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with no
#   code, the box at the end of the teacher guide page.
# - **Assumptions:** every die face equally likely (2 of 6 are bars); a roll of only bars catches nothing, and
#   under a threshold rule you simply roll again; the hubs of the table spread their cards as evenly as
#   possible over the colours (blue and red first). The rules card is in `bugkit/voll_verasselt/rules.py`.
