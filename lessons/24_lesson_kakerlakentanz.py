# ---
# jupyter:
#   bugkit:
#     lesson: kakerlakentanz
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Kakerlakentanz: how often is your own dance forbidden?
#
# **For:** ages 11-13 (counting, fractions, a tree diagram whose paths are multiplied); a *Going further* part at the
# end for ages 13-14 and teachers. **Time:** about 45 minutes. **You should already know:** fractions and percentages,
# multiplying fractions; you don't need to program.
#
# **You need:** per group a Kakerlakentanz box, or four kinds of cards (or a die: 1 to 4 are the dances, roll again on
# 5 and 6); the worksheet, one device per pair.
#
# In Kakerlakentanz you turn up a card, at once do its dance and call out its name: Ouch, Buzz, Flap-Flap or Meep.
# But a dance is **forbidden** if
# - the card played just before shows it, or
# - it was named just before, or
# - a taboo card (mirror ball) of that dance can be seen.
#
# Then you must do and name a different dance: we say the card is **renamed**. At the start of a round nothing is
# forbidden.
#
# **Our question:** *My card shows Meep. How likely is it that I may **not** say Meep?*

# %% jupyter={"source_hidden": true}
from fractions import Fraction

from IPython.display import HTML, display

from bugkit.kakerlakentanz import p_must_rename_at
from bugkit.lessons.kakerlakentanz import (
    EXERCISES,
    box_table,
    card2_reveal,
    game_length_figure,
    later_table,
    sample_card3,
    tree_figure,
    tree_sum_text,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "en"
EX = {e.id: e for e in EXERCISES}

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# ## 1. What is in the box?
#
# Every card is either a dance card or a taboo card. We count them. The **chance** of a kind of card is
# *how many cards of that kind* divided by *all cards*.

# %% jupyter={"source_hidden": true}
display(HTML(box_table(LANG)))

# %% [markdown]
# To keep things simple we pretend that every card is drawn from a full box (as if each card went back in
# and the box was shuffled again). The *Going further* part checks that this hardly changes the answers.
#
# ## 2. The children's version: the second card
#
# In the children's version there are no taboo cards: every card shows one of the 4 dances, each equally likely.
# At the first card nothing is forbidden. What about the second card?

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_card2 = prediction_box(
    "Children's version: my second card shows Meep. How likely is it that Meep is forbidden? (A fraction like 1/3 "
    "or a percentage.)", p_must_rename_at(2, "children"), LANG, reveal=lambda: card2_reveal(LANG))
display(guess_card2)

# %% [markdown]
# ## 3. The third card: a tree diagram
#
# A **tree diagram** shows every way the first cards of a round can go. The **path rule**: multiply the chances
# along a path. The **sum rule**: add the chances of the paths that end with ✔ (Meep forbidden).

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_tree():
    display(HTML("<p>At the third card a dance can also be forbidden because it was <b>named</b>: if card 2 "
                 "showed the same dance as card 1, its player had to name another dance, maybe Meep. So Meep is "
                 "forbidden on two paths of the tree, not just one.</p>"))
    figure = tree_figure(LANG)
    display(figure)
    plt.close(figure)
    return f"<p>The same sum in one line: {tree_sum_text(LANG)}</p>"


choices = {"more": "more often than at card 2", "same": "just as often", "less": "less often"}
p2, p3 = p_must_rename_at(2, "children"), p_must_rename_at(3, "children")
guess_card3 = prediction_box(
    "Children's version, card 3: is Meep forbidden more often, just as often or less often than "
    "at card 2?", "more" if p3 > p2 else ("same" if p3 == p2 else "less"), LANG, kind="choice",
    choices=choices, reveal=reveal_tree)
display(guess_card3)

# %% [markdown]
# ## 4. Try it many times
#
# Let the computer deal many rounds of the children's version. Each press adds fresh rounds; the blue line is
# the share of rounds in which card 3 had to be renamed so far. Watch it settle near the red dashed line: that is
# the **law of large numbers**.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# its tries would answer the guess above (a share near the exact chance): it waits for that reveal
after_reveal(guess_card3, lambda: lln_box(sample_card3, p_must_rename_at(3, "children"), LANG,
                                          label="card 3 had to be renamed"), LANG)

# %% [markdown]
# ## 5. Later in the round
#
# The computer follows every possible path, card after card. The table shows the chance that a card's own
# dance is forbidden, at card 1, 2, 3, ... of a round, and deep into a long round.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# cards 2 and 3 tell the guesses in sections 2 and 3, and so does the sentence that reads the table
after_reveal([guess_card2, guess_card3], lambda: [
    later_table(LANG),
    "<p>In the children's version the chance grows a little and then hardly changes. With taboo cards it grows "
    "much more: a visible taboo card forbids one more dance. Look at the last row: deep into a round, is your own "
    "dance forbidden more or less than half of the time?</p>"], LANG)

# %% [markdown]
# ## 6. Explore: mistakes make the game longer
#
# A wrong move (a wrong dance, or too slow) is punished: you take all the cards on the table. Move the slider to
# choose how many moves out of 100 go wrong. The picture shows how many cards are turned up in a whole game, on
# average (in the long run; mathematicians call this average the **expected value**).

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
import ipywidgets as widgets  # noqa: E402


def explorer():
    return explore({"rate": widgets.IntSlider(value=5, min=0, max=15, description="wrong moves in 100",
                                              style={"description_width": "initial"}),
                    "cards": widgets.Dropdown(options=[8, 16, 32, 64], value=64, description="cards per player",
                                              style={"description_width": "initial"})},
                   lambda rate, cards: game_length_figure(rate, cards, LANG), LANG)


# the page reads top to bottom: these controls open once the guesses above are revealed
after_reveal([guess_card2, guess_card3], explorer, LANG)

# %% [markdown]
# ## 7. Your turn
#
# Type a fraction (like **3/8**), a decimal (**0.375**) or a percentage (**37.5%**) and press **Check**. A wrong
# answer first gives you a hint, the second one the solution. **New numbers** gives you a fresh exercise; the
# exercise set no. in its box lets your teacher see the same exercise.
#
# **Level 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-count"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-first-card"], LANG)

# %% [markdown]
# **Level 2**

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-dances"], LANG)

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-two-taboos"], LANG)

# %% [markdown]
# **Level 3**

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-tree"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["k24-no-mistake"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Going further (ages 13-14 and teachers)
#
# **Conditional probability.** What we computed is a *conditional probability*: the chance of A = "Meep is
# forbidden" when we already know B = "my card shows Meep", written P(A | B) = P(A and B) / P(B).
# In our model every card is drawn on its own, so my card tells nothing about the cards before it: A and B are
# *independent*, P(A and B) = P(A) × P(B), and so P(A | B) = P(A). The computer checks this below for card 3.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.kakerlakentanz import p_forbidden_given_card, p_must_rename, p_two_taboos_at  # noqa: E402


def card3_check():
    return ("<p>card 3 with taboo cards (the full game), P(Meep forbidden | card shows Meep): "
            f"{p_forbidden_given_card('meep', k=3)}<br>"
            f"card 3 with taboo cards (the full game), P(my own dance is forbidden): {p_must_rename_at(3)}</p>")


# card 3 stands in section 5's table, which waits for the guesses in sections 2 and 3: so does this check
after_reveal([guess_card2, guess_card3], card3_check, LANG)

# %% [markdown] tags=["going-further"]
# **A fixed point (Markov chain).** In the children's version call the long-run answer r: the chance that your own
# dance is forbidden deep into a round. A short argument finds r. With taboo cards the computer keeps the books
# instead: it follows a **Markov chain** of what is visible on the table and solves for its long-run (stationary)
# distribution.

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.core.i18n import fmt_num  # noqa: E402


def fixed_point():
    return ("<p>The dance of the last card is always forbidden: 1 dance. If the last card was itself renamed "
            "(chance r), a second dance was named: forbidden too. So on average 1 + r of the 4 dances are "
            "forbidden, and my card's dance is one of them with chance (1 + r)/4. Deep into a round the answer "
            "must be the same number again: r = (1 + r)/4, so 4r = 1 + r and r = 1/3.</p>"
            f"<p>children's version, long run: {p_must_rename('children')}<br>"
            f"with taboo cards, long run: {p_must_rename()} = {fmt_num(float(p_must_rename()), LANG, 4)}</p>")


# the argument (card 2 is r = 0 put in: 1/4) and the long run (more than card 2) tell the guesses in sections 2 and 3
after_reveal([guess_card2, guess_card3], fixed_point, LANG)

# %% [markdown] tags=["going-further"]
# **Simulation and exact answer compared, and a real shuffled box.** 5,000 simulated rounds of 40 cards with independent
# draws, and 2,000 rounds dealt from a shuffled box (no card twice), cards 30 to 40. The ± is one standard error.

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit import make_rng  # noqa: E402
from bugkit.kakerlakentanz import simulate_calls  # noqa: E402

stats = simulate_calls(5_000, 40, make_rng(2024))
late = stats.rename_overall(start=30)
exact_late = sum(p_must_rename_at(k) for k in range(30, 41)) / 11
print(f"independent draws, cards 30-40: {fmt_num(late.value, LANG, 4)} ± {fmt_num(late.stderr, LANG, 4)}"
      f"   exact {fmt_num(float(exact_late), LANG, 4)}")
real = simulate_calls(2_000, 40, make_rng(7), shuffled=True).rename_overall(start=30)
print(f"shuffled box, cards 30-40:      {fmt_num(real.value, LANG, 4)} ± {fmt_num(real.stderr, LANG, 4)}")

# %% [markdown] tags=["going-further"]
# **Two taboo cards at once.** Two taboo cards are visible at card k when card k-1 was a taboo card and some
# earlier card of the round was one too: 1/8 × (1 - (7/8)^(k-2)). Check it against the exact chain:

# %% tags=["going-further"] jupyter={"source_hidden": true}
for k in (3, 4, 5, 6):
    formula = Fraction(1, 8) * (1 - Fraction(7, 8) ** (k - 2))
    same = "yes" if formula == p_two_taboos_at(k) else "no"
    print(f"card {k}: chain {p_two_taboos_at(k)}, formula {formula}, the same: {same}")

# %% [markdown] tags=["going-further"]
# **For the teacher.** The exact answers assume cards drawn independently with the box's proportions, and
# players who pick at random among the allowed dances (`bugkit.kakerlakentanz.odds`). The game-length picture
# assumes that every move goes wrong with the same chance, whatever the card (`expected_game_length`, a Markov
# chain over the pile sizes). Exercises draw new numbers each time; the exercise set no. in each exercise's box
# lets you give the whole class the same one. Answers for every number, e.g. 4711:
# `answers_text("kakerlakentanz", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with no code, the box at
# the end of the teacher guide page.
