"""Generate notebooks/21_lesson_ungeziffer.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md  # noqa: E402

build("notebooks/21_lesson_ungeziffer.ipynb", [
    md("""
# Lesson: Ungeziffer — adding dice, and how lucky is a blind guess?

**For:** ages 7-12 (adding within 20; first probability). **Time:** about 45 minutes.

**Questions we answer**
1. When you roll the green die (1-6) and the yellow die (0-3), which sums come up, and how often?
2. If you turn tiles without remembering anything, how likely are you to hit the target exactly?
3. How much does a good memory help?

Each answer comes three ways: **counted exactly**, then **simulated** (the computer plays many times), then
**compared**. Run each cell with *Shift+Enter*.
"""),
    code("""
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np

import bugkit
from bugkit.ungeziffer import default_tiles, dice_sum_dist, p_hit
from bugkit.ungeziffer.odds import dice_pairs, simulate_dice_sums, simulate_hits
"""),
    md("""
## 1. All the ways the two dice can fall

The green die has 6 faces and the yellow die 4 numbers (0, 1, 2, 3; we take each as equally likely).
Every green face can meet every yellow number, so there are 6 × 4 = 24 **equally likely** pairs.
This table shows the sum for each pair: green down the side, yellow across the top.
"""),
    code("""
pairs = dice_pairs()
print("number of pairs:", len(pairs))
print("green\\\\yellow   0  1  2  3")
for green in range(1, 7):
    print(f"     {green}        " + "  ".join(str(green + y) for y in range(4)))
"""),
    md("""
## 2. The exact chance of each sum

The chance of a sum = (number of pairs with that sum) ÷ 24. Count them in the table above: the sum 1 appears
once (green 1, yellow 0), the sum 5 four times. The computer counts the same way:
"""),
    code("""
exact = dice_sum_dist()
for total in sorted(exact):
    ways = sum(1 for g, y in pairs if g + y == total)
    print(f"sum {total}: {ways} of 24 pairs -> chance {exact[total]}  (about {float(exact[total]):.3f})")
print("all chances together:", sum(exact.values()))
print("average target:", exact.E())
"""),
    md("""
**Notice:** the middle sums 4, 5 and 6 are the most likely, and 1 and 9 the rarest. The chances add up to 1,
because one of the sums always comes up.

## 3. Simulation: let the computer roll 10,000 times

A *simulation* rolls pretend dice with a random number generator. We give it a **seed** (here 2024), so it
makes the same "random" rolls every time and we can check the result.
"""),
    code("""
rolls = simulate_dice_sums(10_000, rng=2024)
for total in range(1, 10):
    print(f"sum {total}: rolled {np.mean(rolls == total):.3f} of the time, exact {float(exact[total]):.3f}")
"""),
    code("""
fig, ax = plt.subplots(figsize=(6, 3))
sums = range(1, 10)
ax.bar([s - 0.2 for s in sums], [np.mean(rolls == s) for s in sums], width=0.4, label="10,000 simulated rolls")
ax.bar([s + 0.2 for s in sums], [float(exact[s]) for s in sums], width=0.4, label="exact chance")
ax.set_xlabel("sum of the dice (the target)")
ax.set_ylabel("how often")
ax.legend()
plt.show()
"""),
    md("""
## 4. The law of large numbers

After a few rolls the share of "sum 5" jumps around. After many rolls it settles close to the exact chance
4/24 = 1/6. That is the **law of large numbers**.
"""),
    code("""
share = np.cumsum(rolls == 5) / np.arange(1, rolls.size + 1)
for n in (10, 100, 1000, 10_000):
    print(f"after {n:>6} rolls: share of sum 5 = {share[n - 1]:.3f}")
fig, ax = plt.subplots(figsize=(6, 3))
ax.plot(np.arange(1, rolls.size + 1), share, label="share of rolls with sum 5")
ax.axhline(float(exact[5]), color="red", linestyle="--", label="exact 1/6")
ax.set_xscale("log")
ax.set_xlabel("number of rolls")
ax.legend()
plt.show()
"""),
    md("""
## 5. Turning tiles blindly: how likely is an exact hit?

Suppose you remember nothing and turn tiles at random. Start small: two tiles, a 5 and a 9, and the target 5.
Either the 5 comes first (hit!) or the 9 comes first (too many!). Two equally likely orders, one good:
the chance is 1/2.
"""),
    code("""
print(p_hit(5, {5: 1, 9: 1}))
print(p_hit(5, {0: 1, 5: 1}))   # a zero never hurts: always a hit
print(p_hit(3, {1: 1, 2: 1}))   # 1 then 2, or 2 then 1: both make 3
"""),
    md("""
With all 32 tiles the computer does the same bookkeeping: for each tile that could come next, it asks "is
that a hit, too many, or do I go on?", and adds up the chances. Here is the chance of a blind hit for each
target, exactly, and from 20,000 simulated turns:
"""),
    code("""
tiles = default_tiles()
print("tiles:", tiles)
for target in range(1, 10):
    exact_hit = p_hit(target, tiles)
    est = simulate_hits(target, tiles, 20_000, rng=target)
    print(f"target {target}: exact {float(exact_hit):.3f}, simulated {est.value:.3f} ± {est.stderr:.3f}",
          "agree" if est.agrees(exact_hit) else "DISAGREE")
"""),
    code("""
blind = dice_sum_dist().E(lambda target: p_hit(target, tiles))
print("chance that a whole blind turn succeeds:", blind, f"= about {float(blind):.3f}")
"""),
    md("""
**A surprise:** big targets are hit blind *more* often than small ones. For a target of 1 you must find a 1
before any bigger tile (only zeros may come first). For a target of 9 there are many ways to add up to 9,
and a small first tile still leaves room. Over a whole turn, a player who remembers nothing succeeds only
about one time in five.

## 6. How much does a good memory help?

Three bots: the **random bot** remembers nothing; the **memory bot** remembers every tile it has seen; the
**forgetful bot** forgets a bit each turn. We let them play 200 seeded games each.
"""),
    code("""
def win_share(bots, games=200):
    wins = np.zeros(len(bots))
    for seed in range(games):
        winners = bugkit.play("ungeziffer", bots, seed=seed).winners
        for w in winners:
            wins[w] += 1 / len(winners)
    return wins / games

print("memory vs random:      ", win_share(["memory", "random"]).round(3))
print("forgetful vs random:   ", win_share([bugkit.ungeziffer.ForgetfulBot(0.5), "random"]).round(3))
print("memory vs forgetful:   ", win_share(["memory", bugkit.ungeziffer.ForgetfulBot(0.5)]).round(3))
"""),
    md("""
Memory wins almost every game against blind guessing. Ungeziffer is a game of memory as much as of luck.

## 7. Your turn: exercises

Type your answer (a whole number, a fraction like `3/8`, or a decimal) and press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

Exercise("1. How many equally likely (green, yellow) pairs are there?", 24,
         "6 green faces times 4 yellow numbers is 24.", hint="Multiply the faces of the two dice.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. What is the chance that the target is 9? (a fraction)", exact[9],
         "Only green 6 with yellow 3 makes 9: 1 pair out of 24.", hint="Which pairs add up to 9? Look at the table.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("3. What is the chance that the target is 7 or more?", exact.P(lambda s: s >= 7),
         "7 has 3 pairs, 8 has 2, 9 has 1: 6 of 24 pairs, which is 1/4.",
         hint="Count the pairs for 7, 8 and 9 and divide by 24.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("4. Tiles 2, 3 and 9 lie face down and your target is 5. Turning blindly, what is the chance to hit it?",
         p_hit(5, {2: 1, 3: 1, 9: 1}),
         "Six orders are equally likely; 2-3-9 and 3-2-9 hit, the four orders that start with 9 or turn 9 second do not: 2/6 = 1/3.",
         hint="List the 6 orders of the three tiles and stop each as soon as you reach 5 or more.")
"""),
    md("""
## For the teacher

- *Sample space and equally likely outcomes:* the 24 pairs (sections 1-2).
- *Law of large numbers:* section 4. Ask: "After 10 rolls, would you bet on the exact chance?"
- *Discussion:* Why is a target of 9 easier to hit blind than a target of 1? (Many tile combinations make 9;
  for 1, every tile above 1 that comes first overshoots at once.) Ask students to guess before section 5.
- *Extension:* in the play notebook, switch to Plus-Minus Mix. Does subtracting make exact hits easier?
- Answers: 24; 1/24; 1/4; 1/3.
"""),
])
