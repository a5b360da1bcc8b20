# ---
# jupyter:
#   bugkit:
#     lesson: ungeziffer
#     lang: en
#   kernelspec: {display_name: Python 3, language: python, name: python3}
# ---

# %% [markdown]
# # Ungeziffer: adding dice and turning tiles blind
#
# **For:** ages 10-12. **Time:** about 45 minutes. The part marked *Going further* at the end is for ages 13-14 and
# for teachers. **You should already know:** adding up to 20, simple fractions and percentages, reading a bar chart;
# you don't need to program.
#
# **You need:** per group a green and a yellow die (or two ordinary dice: for the yellow one, 1 to 4 count as 0 to 3;
# roll again on 5 and 6), the worksheet, one device per pair.
#
# **What we find out**
# 1. Which targets do the two dice give, and how often?
# 2. If you turn tiles without remembering anything, how likely are you to hit the target exactly?
# 3. How much does a good memory help?
#
# Before each answer you **guess** first. Then the computer shows the exact answer and how far off you were.

# %% jupyter={"source_hidden": true}
from collections import Counter
from fractions import Fraction
from itertools import permutations

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import HTML, display

import bugkit
from bugkit.core.i18n import fmt_frac, fmt_num, fmt_pct
from bugkit.lessons.ungeziffer import (
    EX,
    YELLOW_CHOICES,
    average_blind_turn,
    blind_chances,
    dips,
    orders,
    pair_counts,
    simulated_blind_hits,
    target_chances,
    with_zeros,
)
from bugkit.ui.lesson import (
    after_reveal,
    bar_chart,
    exercise_box,
    explore,
    html_table,
    lln_box,
    prediction_box,
    say,
)
from bugkit.ungeziffer import default_tiles, p_hit

LANG = "en"
TILES = default_tiles()
CHANCES = target_chances()
BLIND = blind_chances(TILES)

# %% [markdown]
# ## 1. The game in one minute
#
# On your turn you roll the **green die** (1 to 6) and the **yellow die** (0 to 3) and add them: that sum is your
# **target**. Then you turn vermin tiles (tiles with creepy-crawlies on them) face up, one after another, and add
# the vermin on them.
# Exactly the target? You keep the tiles. Too many? Bad luck: the tiles go back face down.
#
# Before we count anything, a first guess. Write it in the box and press **Show me**. Do not scroll on before you
# have guessed: further down we count the answer.

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
guess_five = prediction_box(
    "Guess: how likely is the target 5? Write a fraction (like 1/10) or a percentage (like 10%).",
    CHANCES[5], LANG,
    reveal=lambda: bar_chart(pair_counts(), LANG, "target", "number of pairs (green, yellow)",
                             percent=False, highlight=[5]))
display(guess_five)

# %% [markdown]
# ## 2. Which targets do the dice give?
#
# Every green number can meet every yellow number. The table shows the target for each pair:
# green down the side, yellow across the top. We take every yellow number as equally likely
# (the real die's faces are not known to us: this is *our assumption*).

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def pair_table():
    yellow = sorted(set(YELLOW_CHOICES["four"]))
    rows = [[g] + [g + y for y in yellow] for g in range(1, 7)]
    return html_table(["green \\ yellow", *yellow], rows) + f"<p>Number of pairs: {sum(pair_counts().values())}</p>"


after_reveal(guess_five, pair_table, LANG)  # counting the 5s in it answers the first guess: it waits for its reveal

# %% [markdown]
# ## 3. The chance of each target
#
# All pairs are equally likely. So the chance of a target is **(pairs that give it) ÷ (all pairs)**. Count in the
# table: the target 1 comes from one
# pair only (green 1, yellow 0).

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def chance_table():
    counts = pair_counts()
    total = sum(counts.values())
    table = [[s, f"{c} of {total}", fmt_frac(CHANCES[s]), fmt_pct(CHANCES[s])] for s, c in counts.items()]
    return html_table(["target", "pairs", "chance", "in percent"], table)


after_reveal(guess_five, chance_table, LANG)  # the table tells the first guess's answer: it waits for its reveal

# %% [markdown]
# ## 4. Roll again and again: the law of large numbers
#
# Press **×1**, **×10** or **×1000** to roll the dice that many more times. The blue line shows the **relative
# frequency** of the target 5 so far: the share of all rolls that gave 5. The red dashed line is the exact chance.
# After a few rolls the blue line jumps around; after many rolls it settles near the red dashed line.
# This is the **law of large numbers**. Press *Start again* and the computer rolls from the beginning: the blue line
# looks different, but it ends up near the red one again.

# %% tags=["nbval-ignore-output"] jupyter={"source_hidden": true}
def roll_five(rng, n):
    green = rng.integers(1, 7, size=n)
    yellow = rng.choice(YELLOW_CHOICES["four"], size=n)
    return green + yellow == 5


# its tries would answer the guess above (a share near the exact chance): it waits for that reveal
after_reveal(guess_five, lambda: lln_box(roll_five, CHANCES[5], LANG, label="the target 5"), LANG)

# %% [markdown]
# **Our class's own dice.** Each group rolls the green and the yellow die 20 times and makes a tally mark for each
# target (the worksheet has a table for it). Your teacher types the counts in here. If your class is connected, each
# group types its tally into the first row on its own device and presses “Pool and draw”. Then our class's bars
# appear; once your guess above is revealed, the computer's rolls (as many as ours) and the exact chances appear next
# to them. Does our class come close? The more rolls we pool, the closer it usually comes.

# %% tags=["class-dice", "nbval-ignore-output"] jupyter={"source_hidden": true}
from bugkit.lessons.class_dice import class_dice  # noqa: E402

class_dice("ungeziffer", LANG, after=guess_five)

# %% [markdown]
# ## 5. Explore: a different yellow die
#
# What if the yellow die had six faces showing 0, 0, 1, 2, 3, 3? Or if you played without it (the beginners' game)?
# Choose a die and watch the bars.

# %% tags=["explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
YELLOW_NAMES = {"four": "0, 1, 2, 3 (our assumption)", "six": "six faces: 0, 0, 1, 2, 3, 3",
                "none": "no yellow die (beginners)"}


def draw_targets(die):
    chances = target_chances(YELLOW_CHOICES[die])
    best = max(chances.values())
    return bar_chart(chances, LANG, "target", "chance", highlight=[s for s, p in chances.items() if p == best],
                     title=f"Most likely (orange): {fmt_pct(best)} each")


def explore_targets():
    return explore({"die": widgets.Dropdown(options=[(v, k) for k, v in YELLOW_NAMES.items()],
                                         description="Yellow die", style={"description_width": "initial"})},
                   draw_targets, LANG)


after_reveal(guess_five, explore_targets, LANG)  # its title tells the first guess's answer (16.7%)

# %% [markdown]
# ## 6. Turning tiles blind
#
# Suppose you remember nothing and turn tiles at random. Start small: two tiles, a 5 and a 9, and the target 5.
# Either the 5 comes first (a hit!) or the 9 comes first (too many!). Two equally likely orders, one good: the
# chance is 1/2.
#
# With more tiles the computer works it out for us, the same way: for every tile that could come next, it asks: is
# that a hit, too many, or do I go on? Then it adds up the chances.

# %% jupyter={"source_hidden": true}
for target, tiles in [(5, [5, 9]), (5, [0, 5]), (3, [1, 2])]:
    shown = " and ".join(map(str, tiles))
    print(f"tiles {shown}, target {target}: chance {fmt_frac(p_hit(target, Counter(tiles)), LANG)}")

# %% tags=["prediction", "nbval-ignore-output"] jupyter={"source_hidden": true}
def show_orders(tiles, target):
    # every order of the tiles in full (the two orders that start with 9 both stop there, and are two orders)
    head = (f"The {len(orders(tiles, target))} orders of the tiles, each as likely as the others "
            f"(you stop as soon as you reach {target} or go past it):")
    lines = [f"{' → '.join(map(str, full))}: {'hit ✔' if hit else 'miss ✘'}"
             for full, (_, hit) in zip(permutations(tiles), orders(tiles, target), strict=True)]
    return "<br>".join([head, *lines])


prediction_box("Guess: the tiles 2, 3 and 9 lie face down and your target is 5. How likely is a blind hit?",
               p_hit(5, Counter([2, 3, 9])), LANG, reveal=lambda: show_orders([2, 3, 9], 5))

# %% [markdown]
# ## 7. All the tiles of the box: which targets are easiest blind?
#
# With all 32 tiles the computer does the same bookkeeping. How many tiles show each number is **our
# assumption**: the rules tell us there are 32 tiles showing 0 to 9, but not how many of each. We took more
# tiles with small numbers than with big ones. First a guess:

# %% tags=["prediction", "explore", "nbval-ignore-output"] jupyter={"source_hidden": true}
def dip_sentences():
    return [f"Target {b} is hit less often than target {b - 1}: {fmt_pct(BLIND[b])} against {fmt_pct(BLIND[b - 1])}. "
            f"In our tile mix only {TILES.get(b, 0)} tiles show the number {b}, but {TILES.get(b - 1, 0)} tiles show "
            f"the number {b - 1}."
            for b in dips(BLIND)]


def draw_blind(fours, zeros):
    tiles = with_zeros({**TILES, 4: fours}, zeros)
    chances = blind_chances(tiles)
    found = dips(chances)
    title = "Dips: " + ", ".join(map(str, found)) if found else "No dips: every target beats the one before it"
    return bar_chart(chances, LANG, "target", "chance of a blind hit", highlight=found, title=title)


def reveal_blind():
    display(bar_chart(BLIND, LANG, "target", "chance of a blind hit", highlight=dips(BLIND)))
    plt.close("all")
    display(HTML(html_table(["target", *BLIND], [["blind hit", *[fmt_pct(p) for p in BLIND.values()]]])))
    display(HTML("<p><b>Bigger targets are hit blind more often, but not always.</b> A big target leaves room for "
                 "many small tiles before it. But look at the dips (orange bars): " + " ".join(dip_sentences()) +
                 " When fewer tiles show a number, that target loses some of its quickest hits: a single tile that "
                 "shows exactly the target.</p>"
                 "<p><b>Your turn to explore.</b> Change the tiles in the box with the sliders. Which bars stand "
                 "lower than the bar to their left (orange)? Give the 4 more tiles and watch what happens. Does the "
                 "number of zero tiles (\"midge mush\") change anything?</p>"))
    return explore({"fours": widgets.IntSlider(value=TILES.get(4, 0), min=0, max=8, description="tiles with 4",
                                               style={"description_width": "initial"}),
                    "zeros": widgets.IntSlider(value=TILES.get(0, 0), min=0, max=8, description="zero tiles",
                                               style={"description_width": "initial"})},
                   draw_blind, LANG)


answer = "3" if BLIND[3] > BLIND[4] else "4" if BLIND[4] > BLIND[3] else "same"
guess_blind = prediction_box(
    "Guess: turning blind with all the tiles, which target do you hit more often?", answer, LANG, kind="choice",
    choices={"3": "target 3", "4": "target 4", "same": "both equally often"}, reveal=reveal_blind)
display(guess_blind)

# %% [markdown]
# ## 8. A whole turn without memory
#
# Over a whole turn you first roll a target, then turn tiles blind. Middle targets come up most, so they count most.

# %% jupyter={"source_hidden": true}
turn = average_blind_turn(TILES)
say(f"A player who remembers nothing succeeds in {fmt_pct(turn)} of the turns: about 1 turn in "
      f"{fmt_num(1 / turn, LANG, 0)}.")

# %% [markdown]
# ## 9. Does a good memory help?
#
# Two computer players: the **memory bot** remembers every tile it has seen, the **random bot** remembers nothing.
# They play 24 games against each other (a small number so that this page stays fast).

# %% jupyter={"source_hidden": true}
GAMES = 24
wins = 0.0
for seed in range(GAMES):
    winners = bugkit.play("ungeziffer", ["memory", "random"], seed=seed).winners
    wins += (0 in winners) / len(winners)
say(f"The memory bot won {fmt_num(wins)} of {GAMES} games ({fmt_pct(wins / GAMES, digits=0)}).")
if wins == GAMES:
    say("So against a player who remembers nothing, a good memory won every one of these games. Luck still decides "
          "single turns, but over a whole game memory matters much more than luck.")
elif wins / GAMES >= 0.9:
    say("So against a player who remembers nothing, a good memory wins almost every game. Luck still decides "
          "single turns, but over a whole game memory matters much more than luck.")
elif wins / GAMES > 0.6:
    say("So a good memory clearly helps, but the random bot still wins some games by luck.")
else:
    say("In these few games a good memory did not help much: luck decided many of them.")

# %% [markdown]
#
# ## 10. Your turn: exercises
#
# Type a whole number (24), a fraction (3/8 or 4 1/2), a decimal (0.375) or a percentage (37.5%) and press
# **Check**. After a wrong try you get a hint, after the second the solution. **New numbers** gives a new exercise
# of the same kind; the exercise set no. in its box lets your teacher see the same numbers. The stars show how hard
# it is. An exercise with a lock 🔒 opens once you have made the guess further up that it would give away.

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["pairs"], LANG)

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the chance table is its answer (the first guess's, too): it waits for that reveal, as the table does
after_reveal(guess_five, lambda: exercise_box(EX["sum-chance"], LANG), LANG, exercise=EX["sum-chance"])

# %% tags=["exercise", "level-1", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the chance table is its answer (the first guess's, too): it waits for that reveal, as the table does
after_reveal(guess_five, lambda: exercise_box(EX["all-equal"], LANG), LANG, exercise=EX["all-equal"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the chance table is its answer (the first guess's, too): it waits for that reveal, as the table does
after_reveal(guess_five, lambda: exercise_box(EX["at-least"], LANG), LANG, exercise=EX["at-least"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
# the chance table is its answer (the first guess's, too): it waits for that reveal, as the table does
after_reveal(guess_five, lambda: exercise_box(EX["not-due"], LANG), LANG, exercise=EX["not-due"])

# %% tags=["exercise", "level-2", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["blind-three"], LANG)

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
# its solution names the dip that answers the guess in section 7: it waits for that reveal
after_reveal(guess_blind, lambda: exercise_box(EX["bigger-target"], LANG), LANG, exercise=EX["bigger-target"])

# %% tags=["exercise", "level-3", "nbval-ignore-output"] jupyter={"source_hidden": true}
exercise_box(EX["blind-four"], LANG)

# %% [markdown] tags=["going-further"]
# ## Going further (ages 13-14 and teachers)
#
# **Expected value.** The chance of a whole blind turn is the average of the blind chances, each weighted by the
# chance of its target: P(turn) = Σ P(target t) · P(blind hit | t). Exactly:

# %% tags=["going-further"] jupyter={"source_hidden": true}
print("P(blind turn succeeds) =", turn, "≈", fmt_num(float(turn), digits=4))

# %% [markdown] tags=["going-further"]
# **The exact blind-hit chances** behind the bar chart of section 7, and where they dip:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def blind_details():
    table = html_table(["target", *BLIND], [["blind hit", *[fmt_pct(p) for p in BLIND.values()]]])
    return table + "".join(f"<p>{sentence}</p>" for sentence in dip_sentences())


# targets 3 and 4 side by side tell the answer of the guess in section 7
after_reveal(guess_blind, blind_details, LANG)

# %% [markdown] tags=["going-further"]
# **Exact and simulated compared.** 20,000 simulated blind turns per target, with one standard error of the estimate
# (about two thirds of such runs land within ± one standard error of the exact value). "agree" means the two are at
# most 4 standard errors apart, as in lessons 23 and 25; "DISAGREE" would point to a mistake:

# %% tags=["going-further", "nbval-ignore-output"] jupyter={"source_hidden": true}
def simulated_blind():
    lines = []
    for target, exact, est in simulated_blind_hits(TILES):
        lines.append(f"target {target}: exact {fmt_num(float(exact), LANG, 4)}, simulated "
                     f"{fmt_num(est.value, LANG, 4)} ± {fmt_num(est.stderr, LANG, 4)} "
                     + ("agree" if est.agrees(exact) else "DISAGREE"))
    return "<br>".join(lines)


# the exact chances tell the answer of the guess in section 7
after_reveal(guess_blind, simulated_blind, LANG)

# %% [markdown] tags=["going-further"]
# **Turning blind, step by step.** Section 6 says how the computer works out a blind hit: for every tile that
# could come next (each as likely as the others) it asks: is that a hit, too many, or do I go on with a smaller
# target and one tile fewer? Then it adds up the chances. Here it is as a recursion for teachers and older
# students who open this page in Jupyter (the app shows no code); it agrees with bugkit's own calculation, which
# counts tiles of each number instead of listing them:

# %% tags=["going-further"]
def chance_to_hit(target, tiles):
    """Chance to hit the target exactly, turning the tiles (a list) in random order."""
    if target == 0:
        return Fraction(1)
    chance = Fraction(0)
    for i, tile in enumerate(tiles):
        if tile <= target:
            rest = tiles[:i] + tiles[i + 1:]
            chance += Fraction(1, len(tiles)) * chance_to_hit(target - tile, rest)
    return chance


# %% tags=["going-further"] jupyter={"source_hidden": true}
for target, tiles in [(5, [5, 9]), (4, [1, 3, 4]), (6, [1, 2, 3, 9])]:
    by_steps, by_bugkit = chance_to_hit(target, tiles), p_hit(target, Counter(tiles))
    print(f"tiles {', '.join(map(str, tiles))}, target {target}: step by step {by_steps}, bugkit {by_bugkit}, "
          f"the same: {'yes' if by_steps == by_bugkit else 'no'}")

# %% [markdown] tags=["going-further"]
# **Why zeros do not matter blind.** A zero adds nothing, so it never makes you overshoot; and it does not change
# the order in which the other tiles come. So the blind chance is the same with or without zeros (the second slider
# above shows it). With memory, zeros do matter: a zero you remember is a free extra tile. Turn it first, and you
# win it along with your catch (once the target is reached you may not turn any more tiles, zeros included).
#
# **For the teacher.** Our assumptions are data, not logic: the tile mix, our guess at the real box
# (`bugkit/ungeziffer/data/tiles.json`) and
# the yellow die's faces (`bugkit/ungeziffer/components.py`). The dips at targets where the box has fewer tiles
# follow from the tile mix; with the same number of tiles of every value the blind chances rise steadily.
# To discuss: "After a few rolls without a 9, is a 9 due?" (the two-star exercise about the next target). The
# teacher guide lists the answers of exercise set no. 1 (the worksheet's); for a child's exercise set no., e.g. 4711,
# `answers_text("ungeziffer", 4711, "en")` (from `bugkit.lessons.guide`) in a code cell or, with no code, the box at the
# end of the teacher guide page gives every exercise of this
# lesson with the child's numbers and its answer.
