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
# **For:** ages 10-12 (win shares, percentages, "how sure can we be?"); a *going further* part at the end for
# ages 13-14 and teachers. **Time:** about 45 minutes.
#
# In some games the cleverest player almost always wins; in others even a beginner often wins, because the dice
# or the cards decide. **In which of our bug games does thinking help most?**
#
# We let bots play. A bot's **win share** is its points per game: a win counts 1, a tie 1/2, a loss 0.
# In a game of pure luck two players each get about **half** of the points, however clever they are.

# %% jupyter={"source_hidden": true}
from fractions import Fraction

import ipywidgets as widgets
from IPython.display import HTML, display

from bugkit.lessons.luck_or_skill import (
    EXERCISES,
    GAMES_A,
    cockroach_errors,
    core_verdict_html,
    duel_figure,
    duel_sampler,
    duel_win_share,
    experiment_a,
    results_figure,
    results_html,
    wobble_figure,
)
from bugkit.ui.lesson import exercise_box, explore, lln_box, prediction_box

LANG = "en"
EX = {e.id: e for e in EXERCISES}
CAREFUL, CARELESS = cockroach_errors()

# %% jupyter={"source_hidden": true}
import matplotlib.pyplot as plt  # noqa: E402, F401  (loaded in a cell of its own: pictures come quick)

# %% [markdown]
# For example 7 wins, 2 ties and 1 loss in 10 games give (7 + 2 · 1/2) / 10 points per game. In the notebook
# the next cell is this as a short recipe; the app shows its answer:

# %%
def win_share(wins, ties, games):
    """Points per game: a win counts 1, a tie 1/2, a loss 0."""
    points = wins + Fraction(ties, 2)
    return points / games


print(win_share(7, 2, 10))

# %% [markdown]
# ## 1. A duel of cockroaches
#
# In Kakerlakentanz there is nothing to plan: the right call follows from the rules. A good player is one who
# makes **few slips**. Our two cockroach bots differ only in that:

# %% jupyter={"source_hidden": true}
print(f"careful cockroach:  about {CAREFUL * 100:.0f} wrong moves in 100")
print(f"careless cockroach: about {CARELESS * 100:.0f} wrong moves in 100")

# %% [markdown]
# Every wrong move hands the player all the cards on the table, so slips cost a lot. But luck plays a part
# too: a careless cockroach can be lucky and slip only when the table is nearly empty.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
prediction_box("A short game: each cockroach gets 8 cards. What share of the games does the careful one win? "
               "(a percentage)", duel_win_share(CAREFUL, CARELESS, 8), LANG,
               reveal=lambda: "<p>The computer solved this exactly, by following every possible game. Below you "
                              "can watch many games being played.</p>")

# %% [markdown]
# ## 2. Many duels: the law of large numbers
#
# Each press plays 1, 10 or 1000 fresh short games. The blue line is the careful cockroach's share of wins so
# far; the dashed line is the exact share. After a few games the share jumps around; after many it settles.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
lln_box(duel_sampler(8), duel_win_share(CAREFUL, CARELESS, 8), LANG, label="the careful one won")

# %% [markdown]
# ## 3. Explore: how much do a few games tell us?
#
# A class can't play thousands of games. Choose how many games one match has: the computer plays 8 such matches,
# each with fresh games, and draws the careful cockroach's share in each. With 10 games per match, how different
# are the bars? With 1000?

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
explore({"games": widgets.SelectionSlider(options=[10, 30, 100, 300, 1000], value=10, description="games")},
        lambda games: wobble_figure(games, LANG), LANG)

# %% [markdown]
# And how does the length of the game matter? Change how careless the careless cockroach is, and compare short
# games (few cards) with long ones:

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
explore({"careless": widgets.IntSlider(value=round(CARELESS * 100), min=2, max=30, description="slips in 100")},
        lambda careless: duel_figure(careless, LANG), LANG)

# %% [markdown]
# ## 4. The experiment: every game against the same kind of opponent
#
# Now the real games. In each game a **thinking bot** plays against the same kind of opponent: a player who picks
# one of the allowed moves **at random**. The bots take turns to start, and every game is numbered (seeded), so
# the computer can replay it.
#
# | Game | thinking bot | what it does better |
# |---|---|---|
# | Ungeziffer | `memory` | remembers every tile it has seen |
# | Wanzen tanzen | `odds` | works out which dice to set aside |
# | Voll verasselt | `odds` | rolls on only while that is worth it |
# | Würfel-WG | `planner` | picks to-dos by points and chance, parks dice as the advisor says |
#
# **Why Kakerlakentanz is not in this table.** In Kakerlakentanz the allowed moves are exactly the right calls,
# so a player who picks a random allowed move never makes a mistake: that opponent would be perfect, not weak.
# Its skill is care, and we measured that in the duel above. (The going-further part adds the careful against the
# careless cockroach in real games.)
#
# Playing takes time, so each game gets the same, small number of games; the cells below play them in small
# pieces so that none of them makes you wait.

# %% jupyter={"source_hidden": true}
A = experiment_a()
print(f"games per game: {GAMES_A}")

# %% jupyter={"source_hidden": true}
A.play("ungeziffer", 24)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("wanzen_tanzen", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("voll_verasselt", 8)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% jupyter={"source_hidden": true}
A.play("wuerfel_wg", 4)

# %% [markdown]
# Before you look: make a guess.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
wg = next(r for r in A.results() if r.game == "wuerfel_wg")
prediction_box(f"In Würfel-WG the planner played {wg.games} games against the random player. What share of the "
               "points did it win? (a percentage)", wg.points / wg.games, LANG,
               reveal=lambda: results_figure(A.results(), LANG))

# %% [markdown]
# All the results as a table:

# %% jupyter={"source_hidden": true}
display(HTML(results_html(A.results(), LANG)))

# %% [markdown]
# ## 5. What can we say?

# %% jupyter={"source_hidden": true}
display(HTML(core_verdict_html(A.results(), LANG)))

# %% [markdown]
# **Questions for the class**
# - Is a game "fair" if the cleverer player always wins? Which game would you play with a younger sibling?
# - The thinking bots won (almost) everything against random moves. What opponent would make a better test?
#   (The going-further part tries one.)
# - How could we find out which game rewards thinking most? (Think of the explore picture.)
#
# ## 6. Your turn
#
# Type a whole number, a fraction (`3/8`), a decimal (`0.375`) or a percentage (`37.5%`) and press **Check**, or
# pick an answer. A wrong answer first gives you a hint. **New numbers** gives you a fresh exercise.
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

# %% [markdown]
# **Level 3** (uses the intervals of the going-further part)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-tell"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["l31-width"], LANG)

# %% [markdown] tags=["going-further"]
# ---
# ## Going further (ages 13-14 and teachers)
#
# **How sure are we? The 95 % confidence interval.** If a bot played millions of games, its share would settle on
# one number, its *true* share. We only played a few, so our share is a little off. A 95 % confidence interval is
# a range made by a recipe that catches the true share in 95 of 100 experiments. We use **Wilson's** recipe; with
# p̂ the share, n the games and z = 1.96:
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}$$
#
# Unlike "share ± 2 standard errors" it never leaves 0 to 1 and stays honest when a bot wins every game.
# The experiment above, with intervals:

# %% tags=["going-further"] jupyter={"source_hidden": true}
from bugkit.lessons.luck_or_skill import GAMES_B, experiment_b, verdict_html  # noqa: E402

display(HTML(results_html(A.results(), LANG, intervals=True)))
display(HTML(verdict_html(A.results(), LANG)))

# %% [markdown] tags=["going-further"]
# **A harder test: against a rule-of-thumb bot.** A random player is a poor opponent. So each thinking bot now
# plays its game's **rule-of-thumb bot**: `forgetful` (Ungeziffer: remembers, but forgets some tiles),
# `heuristic` (Wanzen tanzen: keeps the face it has most of), `threshold` (Voll verasselt: always stops at the
# same number of cards), `greedy` (Würfel-WG: takes points as soon as it can); and in Kakerlakentanz, in real
# games, the careful against the
# careless cockroach.
#
# *Why the opponents differ here:* no single sensible bot can play all five games, so each game has its own rule
# of thumb, and some rules of thumb are better than others. A difference between two games can therefore come
# from the games *or* from the opponents. That is why we rank two games only when their intervals do not
# overlap, and even then we say "against these opponents". Other seeds than above.

# %% tags=["going-further"] jupyter={"source_hidden": true}
B = experiment_b()
print(f"games per game: {GAMES_B}")

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("ungeziffer", 18)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("ungeziffer", 18)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wanzen_tanzen", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 8)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("voll_verasselt", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("kakerlakentanz", 36)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
B.play("wuerfel_wg", 4)

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(results_html(B.results(), LANG, intervals=True)))

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
_ = results_figure(B.results(), LANG, intervals=True)

# %% tags=["going-further"] jupyter={"source_hidden": true}
display(HTML(verdict_html(B.results(), LANG)))

# %% [markdown] tags=["going-further"]
# **For the teacher.**
# - *Goals:* win share as a relative frequency; the law of large numbers (sections 2-3); "we can't tell" as an
#   honest result; confidence intervals (going further).
# - *Fair experiments:* every game is seeded (replayable) and the bots take turns to start
#   (`bugkit.matches.win_share`). The main experiment uses the same kind of opponent in every game; the
#   going-further experiment does not, and says why.
# - *Sample sizes:* printed above each experiment; the games are played in small pieces so that every cell runs in
#   well under two seconds. More games give narrower intervals: four times the games, half the width.
# - *The cockroach duel* is exact (a Markov chain over the pile sizes, every move wrong with the bot's chance) and
#   simulated with numpy; both are checked against real games in the tests.
