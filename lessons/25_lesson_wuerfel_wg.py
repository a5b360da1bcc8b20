# ---
# jupyter:
#   bugkit:
#     lesson: wuerfel_wg
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Würfel-WG: does a clean couch help?
#
# **For:** ages 11-13 (counting, fractions, percentages, the opposite event); a *Going further* part at the end for
# ages 13-14 and teachers. **Time:** about 45 minutes. **You should already know:** fractions and percentages,
# multiplying simple fractions; you don't need to program.
#
# **You need:** per group a Würfel-WG box or 4 ordinary dice (the 6 counts as the kangaroo), the worksheet, one device
# per pair.
#
# In Würfel-WG your flat-share (WG) decides how you roll:
# - how many **dice** you roll,
# - how many of them you may **park** (keep) before you roll the others again,
# - how many **re-rolls** you get.
#
# Cleaning the couch gives you more parking spots; filling the fridge gives you more re-rolls. (A clean couch holds
# up to 4 parked dice; with the spot on your **ICH** card, that makes 5 parking spots: our reading of the rules.
# ICH is German for "me": it is the start card that stands for you, called ME on the English board.)
#
# **Our question:** *How much does a clean couch raise your chance of finishing a to-do? And a full fridge?*

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.lessons.wuerfel_wg import (
    EXERCISES,
    TODOS,
    at_least_one,
    chances_figure,
    chances_html,
    couch_helps,
    explore_figure,
    hand_example_html,
    sample_two_dice_four,
    setup,
    setups_html,
    todo_name,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "en"
EX = {e.id: e for e in EXERCISES}
START_DICE, START_PARKING, START_REROLLS = setup("start")

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# ## 1. Your flat-share and your dice
#
# The game's rules give each flat-share its dice, parking spots and re-rolls. The computer reads them from the
# game (with your ICH card on its awake side, as at the start):

# %% jupyter={"source_hidden": true}
display(HTML(setups_html(LANG)))

# %% [markdown]
# A die shows 1, 2, 3, 4, 5 or a **kangaroo** 🦘 (worth nothing while your bath is dirty): 6 faces, each equally
# likely. A **to-do** card needs a combination, for example three 4s, the run 1, 2, 3, four of a kind (four
# equal numbers), two pairs (two different pairs), a pair and two 2s, or a sum such as "sum at least 16".
#
# ## 2. A small example
#
# You want *Boxing practice* (three 4s) and rolled 4 4 1 🦘. You park the two 4s and roll the other two dice
# once more. You finish if at least one of them shows a 4.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_four = prediction_box(
    "Guess: how likely is it that at least one of the two dice shows a 4? (A fraction or a "
    "percentage.)",
    at_least_one((4, 4), 2, START_PARKING), LANG, reveal=lambda: hand_example_html(LANG))
display(guess_four)


# %% [markdown]
# ## 3. Roll it many times
#
# Each press rolls the two dice again, 1, 10 or 1000 times. The blue line is the share of rolls with at least
# one 4 so far; the red dashed line is the exact chance. With many rolls the share settles: the **law of large
# numbers**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# its tries would answer the guess above (a share near the exact chance): it waits for that reveal
after_reveal(guess_four, lambda: lln_box(sample_two_dice_four, at_least_one((4, 4), 2, START_PARKING), LANG,
                                         label="at least one 4"), LANG)

# %% [markdown]
# **Our class's own dice.** Each group rolls two dice 20 times and makes a tally mark: at least one 4, or no 4.
# Your teacher types the counts in here. If your class is connected, each group types its tally into the first row
# on its own device and presses “Pool and draw”. Then our class's share appears; once your guess above is revealed,
# the computer's rolls (as many as ours) and the exact chance appear next to it.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("wuerfel_wg", LANG, after=guess_four)

# %% [markdown]
# ## 4. Clean couch or full fridge?
#
# Now the computer counts **every** possible roll and parks as well as possible after each one, for every to-do
# and every flat-share of section 1. First a guess:

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_couch():
    figure = chances_figure(LANG)
    display(figure)
    plt.close(figure)
    display(HTML("<p>The exact chances as a table:</p>"
                 + chances_html(LANG)))
    return ("<p><b>Look closely.</b> For which to-dos does the clean couch change nothing at all? Think about"
            " it: how many dice do you ever want to keep for three 4s before you roll again? The couch helps "
            "where you keep <b>many</b> dice: " + ", ".join(todo_name(t, LANG) for t in TODOS if couch_helps(t) != "no")
            + ". Compare it with the fridge column: a second re-roll is a whole new chance.</p>")


guess_couch = prediction_box("With the start dice and 1 re-roll: how much does a clean couch help for three 4s?",
                             couch_helps("4 4 4"), LANG, kind="choice",
                             choices={"no": "not at all", "little": "a little", "lot": "a lot"},
                             reveal=reveal_couch)
display(guess_couch)

# %% [markdown]
# ## 5. Explore: dice, parking spots and re-rolls
#
# Pick a to-do and move the sliders. The bars show the chance for every number of parking spots; the red bar is
# the one you chose. When do more parking spots stop helping?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def explorer():
    return explore({"todo": widgets.Dropdown(options=[(todo_name(t, LANG), t) for t in TODOS], value="XXXX",
                                             description="to-do"),
                    "dice": widgets.IntSlider(value=START_DICE, min=3, max=6, description="dice"),
                    "parking": widgets.IntSlider(value=START_PARKING, min=1, max=5, description="parking"),
                    "rerolls": widgets.IntSlider(value=START_REROLLS, min=0, max=3, description="re-rolls")},
                   lambda todo, dice, parking, rerolls: explore_figure(todo, dice, parking, rerolls, LANG), LANG)


# the bars of three 4s tell the guess in section 4 (and its parking spots the one in section 2): the controls wait
after_reveal([guess_four, guess_couch], explorer, LANG)

# %% [markdown]
# ## 6. With more dice
#
# New flatmates bring more dice. Here are the same flat-shares with 6 dice: now you often want to keep 3 or 4 dice.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# three 4s with 6 dice tell the guess in section 4 too: the table waits for its reveal
after_reveal(guess_couch, lambda: chances_html(LANG, dice=6), LANG)

# %% [markdown]
# ## 7. Your turn
#
# Type a whole number, a fraction (**3/8**), a decimal (**0.375**) or a percentage (**37.5%**) and press **Check**.
# A wrong answer first gives you a hint, the second one the solution. **New numbers** gives you a fresh exercise;
# the exercise set no. in its box lets your teacher see the same exercise.
#
# **Level 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-face"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-sums"], LANG)

# %% [markdown]
# **Level 2**
#
# **Percentage points** tell you how far apart two percentages are: from 20% to 35% is 15 percentage
# points.

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-reroll"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# its numbers tell the guess in section 4 (three 4s: the clean couch changes nothing): it waits for that reveal
after_reveal(guess_couch, lambda: exercise_box(EX["w25-points"], LANG), LANG, exercise=EX["w25-points"])

# %% [markdown]
# **Level 3**

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["w25-pair"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
# its solution tells the guess in section 4 too (4 dice, three 4s): it waits for that reveal
after_reveal(guess_couch, lambda: exercise_box(EX["w25-couch"], LANG), LANG, exercise=EX["w25-couch"])

# %% [markdown] tags=["going-further"]
# ---
# ## Going further (ages 13-14 and teachers)
#
# **How the computer parks "as well as possible".** It works backwards: with no re-roll left, a roll either does
# the to-do or not. With one re-roll left, it tries every way to park and averages over every result of the
# dice it rolls again; it keeps the best. With two re-rolls it does the same, using the one-re-roll answers
# (*dynamic programming*). Here is the advisor's list for the roll 4 4 1 🦘 and three 4s, best first:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.wuerfel_wg import advice_html  # noqa: E402
from bugkit.wuerfel_wg import simulate_todo  # noqa: E402

# its first line tells the guess in section 2
after_reveal(guess_four, lambda: advice_html(LANG), LANG)

# %% [markdown] tags=["going-further"]
# **Simulation and exact chance compared.** The simulator plays the same best parking 20,000 times per flat-share
# (seeded,
# so the printout is the same every time). The ± is one standard error: the simulated share should be within a
# few standard errors of the exact chance.

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit import make_rng  # noqa: E402
from bugkit.core.i18n import fmt_num  # noqa: E402
from bugkit.lessons.wuerfel_wg import SETUP_NAMES, SETUP_WORDS, chance  # noqa: E402

for name in SETUP_NAMES:
    dice, parking, rerolls = setup(name)
    est = simulate_todo("XX YY", dice, parking, rerolls, n=20_000, rng=make_rng(2026))
    exact = chance("XX YY", dice, parking, rerolls)
    print(f"{todo_name('XX YY', LANG)}, {SETUP_WORDS[LANG][name]}: simulated {fmt_num(est.value, LANG, 3)} ± "
          f"{fmt_num(est.stderr, LANG, 3)}, exact {fmt_num(float(exact), LANG, 3)}, "
          f"within 4 standard errors: {'yes' if est.agrees(exact) else 'no'}")

# %% [markdown] tags=["going-further"]
# **For the teacher.**
# - *Opposite event (complement rule):* sections 2-3 and the exercise about re-rolling the other dice ("at least
#   one" = 1 − "none").
# - *Optimal decisions under chance:* the chances assume the best parking after every roll (`advise`, also in the
#   play notebook's advisor). To discuss once the guess of section 4 is revealed: for which to-dos does a clean
#   couch help with the start dice, and for which not at all? (Compare how many dice you ever want to keep with the
#   parking spots you already have.)
# - The flat-shares' dice, spots and re-rolls are read from the game engine (`bugkit.wuerfel_wg.rules`), so this
#   lesson follows the rules card if it changes. The card data is a fan reconstruction
#   (`bugkit/wuerfel_wg/data/cards.json`); the odds depend only on the combinations.
# - *Exercises:* each shows its exercise set no.; the same number gives the same exercise. Answers for every
#   number, e.g. 4711: `answers_text("wuerfel_wg", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with no
#   code, the box at the end of the teacher guide page.
