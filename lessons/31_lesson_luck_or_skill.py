# ---
# jupyter:
#   bugkit:
#     lesson: luck_or_skill
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Luck or skill?
#
# **For:** ages 10-12 (win shares, percentages, "how sure can we be?"); a *Going further* part at the end for ages
# 13-14 and teachers. **Time:** about 45 minutes. **You should already know:** fractions and percentages; best of all,
# you have done one of lessons 21 to 25 and played the games. You don't need to program.
#
# **You need:** per pair a game box or dice for a short game, the worksheet, one device per pair.
#
# In some games the cleverest player almost always wins; in others even a beginner often wins, because the dice
# or the cards decide. **In which of our bug games does thinking help most?**
#
# We let bots play. A bot's **win share** tells how many points it gets per game on average: a win counts 1, a tie
# 1/2, a loss 0.
# In a game of pure luck two players each get about **half** of the points, however clever they are.
#
# You play too: in pairs, play as many short games of one bug game as fit in 8 minutes, and write down who won each
# one (the worksheet has a table for it).

# %% jupyter={"source_hidden": true}
import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.core.i18n import fmt_num, school_round
from bugkit.lessons.luck_or_skill import (
    EXERCISES,
    GAMES_B,
    cockroach_errors,
    core_verdict_html,
    duel_figure,
    duel_sampler,
    duel_win_share,
    pairs_html,
    results_figure,
    results_html,
    title,
    tournament,
    wobble_figure,
)
from bugkit.ui.lesson import after_reveal, exercise_box, explore, lln_box, prediction_box

LANG = "en"
EX = {e.id: e for e in EXERCISES}
CAREFUL, CARELESS = cockroach_errors()

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# For example 7 wins, 2 ties and 1 loss in 10 games give (7 + 2 × 1/2) / 10 = 8/10 = 0.8 points per game: a win
# share of 80%.

# %% [markdown]
# ## 1. A duel of cockroaches
#
# In Kakerlakentanz there is nothing to plan: the right call follows from the rules. A good player is one who
# makes **few slips**. Our two cockroach bots differ only in that:

# %% jupyter={"source_hidden": true}
print(f"careful cockroach:  about {fmt_num(CAREFUL * 100, LANG, 0)} wrong moves in 100")
print(f"careless cockroach: about {fmt_num(CARELESS * 100, LANG, 0)} wrong moves in 100")

# %% [markdown]
# Every wrong move hands the player all the cards on the table, so slips cost a lot. But luck plays a part
# too: a careless cockroach can be lucky and slip only when the table is nearly empty.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_duel = prediction_box(
    "A short game: each cockroach gets 8 cards. What share of the games does the careful one win? "
    "(A percentage.)", duel_win_share(CAREFUL, CARELESS, 8), LANG,
    reveal=lambda: "<p>The computer solved this exactly, by following every possible game. Below you "
                   "can watch many games being played.</p>")
display(guess_duel)

# %% [markdown]
# ## 2. Many duels: the law of large numbers
#
# Each press plays 1, 10 or 1000 fresh short games. The blue line is the careful cockroach's share of wins so
# far; the red dashed line is the exact share. After a few games the share jumps around; after many it settles.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
# its tries would answer the guess above (a share near the exact chance): it waits for that reveal
after_reveal(guess_duel, lambda: lln_box(duel_sampler(8), duel_win_share(CAREFUL, CARELESS, 8), LANG,
                                         label="the careful one won"), LANG)

# %% [markdown]
# ## 3. Explore: how much do a few games tell us?
#
# A class can't play thousands of games. Choose how many games one match has: the computer plays 8 such matches,
# each with fresh games, and draws the careful cockroach's share in each. With 10 games per match, how different
# are the bars? With 1000?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the exact share (its red line) answers the guess in section 1: these controls wait for its reveal
after_reveal(guess_duel, lambda: explore({"games": widgets.SelectionSlider(options=[10, 30, 100, 300, 1000], value=10,
                                                                         description="games")},
                                         lambda games: wobble_figure(games, LANG), LANG), LANG)

# %% [markdown]
# And how does the length of the game matter? Change how careless the careless cockroach is, and compare short
# games (few cards) with long ones:

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the 8-card bar answers the guess in section 1
after_reveal(guess_duel, lambda: explore({"careless": widgets.IntSlider(value=int(school_round(CARELESS * 100)),
                                                                       min=2, max=30, description="slips in 100 moves",
                                                                       style={"description_width": "initial"})},
                                         lambda careless: duel_figure(careless, LANG), LANG), LANG)

# %% [markdown]
# ## 4. The experiment: a thinking bot against a rule-of-thumb bot
#
# Now the real games. In each game a **thinking bot** plays against a **rule-of-thumb bot**: a player who follows
# one simple rule and never thinks ahead. If a simple rule is almost as good as thinking, the thinking bot wins
# only a little more than half of the points; if thinking helps a lot, it wins nearly everything.

# %% jupyter={"source_hidden": true}
MAIN = tournament("main")
display(HTML(pairs_html(MAIN, LANG)))

# %% [markdown]
# **Careful:** every game has its own rule-of-thumb bot, and some rules of thumb are better than others. So the
# results tell us how much thinking helps **against these opponents**.
#
# **Why Kakerlakentanz is not in this table.** In Kakerlakentanz there is nothing to plan: its skill is care, and we
# measured that in the duel above. Comparing care with planning would compare two different things.
#
# Playing takes the computer a few minutes, so the games were played before the lesson and stored: the bots took
# turns to start, and every game is numbered, so the computer can replay it.

# %% jupyter={"source_hidden": true}
print(f"Games played of each bug game: {GAMES_B}")

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def reveal_results():
    figure = results_figure(MAIN, LANG)
    display(figure)
    plt.close(figure)
    return (results_html(MAIN, LANG) + f"<p>These shares were <b>measured</b> in {GAMES_B} games of each bug game. "
            f"Another {GAMES_B} games would give slightly different numbers.</p>" + core_verdict_html(MAIN, LANG))


lowest = min(MAIN, key=lambda r: r.share)
guess_main = prediction_box(
    "Guess: in which game did the rule-of-thumb bot keep up best, so that the thinking bot won the smallest share "
    "of the points?", lowest.game, LANG, kind="choice", choices={r.game: title(r.game) for r in MAIN},
    reveal=reveal_results)
display(guess_main)

# %% [markdown]
# ## 5. What can we say?
#
# What the results tell us is under the answer to the guess above: press **Show me** there first.
#
# **Questions for the class**
# - Is a game "fair" if the cleverer player always wins? Which game would you play with a younger sibling?
# - In one game a simple rule came close to thinking. Does that make it a game of luck, or just a game with a
#   good simple rule?
# - Why did we play so many games and not just 10? (Think of the picture you explored in section 3.)
#
# ## 6. Your turn
#
# Type a whole number, a fraction (3/8), a decimal (0.375) or a percentage (37.5%) and press **Check**, or pick
# an answer. A wrong answer first gives you a hint, the second one the solution. **New numbers** gives you a fresh
# exercise; the exercise set no. in its box lets your teacher see the same exercise.
#
# **Level 1**

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-share"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-due"], LANG)

# %% [markdown]
# **Level 2**

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-games"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Going further (ages 13-14 and teachers)
#
# **How sure are we? The 95% confidence interval.** If a bot played millions of games, its share would settle on
# one number, its *true* share. We only played some, so our share is a little off. A 95% confidence interval is
# a range made by a recipe that catches the true share in 95 of 100 experiments. We use **Wilson's** recipe; with
# p̂ the share, n the games and z = 1.96:
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}$$
#
# Unlike "share ± 2 standard errors" it never leaves 0 to 1 and stays honest when a bot wins every game.
# The experiment of section 4, with intervals. Two games are ranked only when their intervals do not overlap:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.luck_or_skill import verdict_html  # noqa: E402


def results_with_intervals():
    return [results_html(MAIN, LANG, intervals=True), results_figure(MAIN, LANG, intervals=True),
            verdict_html(MAIN, LANG)]


# the results tell the answer of the guess in section 4
after_reveal(guess_main, results_with_intervals, LANG)

# %% [markdown] tags=["going-further"]
# **Against random moves.** A player who picks a random allowed move is a poor opponent: the thinking bots win
# (almost) everything, in every game, so such a match cannot show which game rewards thinking most.

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(tournament("random"), LANG, intervals=True)))

# %% [markdown] tags=["going-further"]
# **Care in real games.** The careful against the careless cockroach in real games of Kakerlakentanz (the duel of
# section 1 was a model of it):

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(tournament("cockroach"), LANG, intervals=True)))

# %% [markdown] tags=["going-further"]
# Why does the careful one win (nearly) every real game, but not every short duel? In a real game each cockroach
# gets far more cards than the 8 of section 1 (with two players, 64 each). The longer the game, the more the careful
# one's fewer slips add up, and the less luck can decide.

# %% [markdown] tags=["going-further"]
# **Level 3** (uses the intervals)

# %% tags=["exercise", "level-3", "going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-tell"], LANG)

# %% tags=["exercise", "level-3", "going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-width"], LANG)

# %% [markdown] tags=["going-further"]
# **For the teacher.**
# - *Goals:* win share as a relative frequency; the law of large numbers (sections 2-3); "too close to tell" as
#   an honest result; confidence intervals (in the *Going further* part).
# - *Fair experiments:* every game is seeded (replayable) and the bots take turns to start. The tournaments are
#   played once by `scripts/build_luck_or_skill.py` into `bugkit/lessons/data/luck_or_skill.json`, which the page
#   only reads, so it opens fast; a test replays stored games and finds the same points.
# - *Sample sizes:* enough games of each bug game that the intervals of games that really differ do not overlap.
#   Four times the games give intervals about half as wide.
# - *The cockroach duel* is exact (a Markov chain over the pile sizes, every move wrong with the bot's chance) and
#   simulated with numpy; both are checked against real games in the tests.
# - *Exercises:* each shows its exercise set no.; the same number gives the same exercise. Answers for every
#   number, e.g. 4711: `answers_text("luck_or_skill", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with
#   no code, the box at the end of the teacher guide page.
