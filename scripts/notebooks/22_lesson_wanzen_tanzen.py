"""Generate notebooks/22_lesson_wanzen_tanzen.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbtools import build, code, md

CELLS = [
    md("""
# Wanzen tanzen: how likely is a large straight?

In **Wanzen tanzen** you roll 5 dice and try to make one of the tasks on the face-up card, for example a
**large straight** (Große Straße): 1-2-3-4-5 or 2-3-4-5-6.

The twist: after every roll you must **set aside at least one die**. Then you roll the others again. You go on
until all 5 dice are set aside. If you don't like a roll you may **repeat** it, but that costs a **baby bug**,
and the 5th baby bug brings a penalty card.

Our question today: **what is the chance of finishing a large straight in one turn?** We go in three steps:

1. one single roll of 5 dice (just counting),
2. setting dice aside cleverly (thinking backwards, like solving a maze from the exit),
3. a simulation that plays a million turns, to check our answer.
"""),
    code("""
from fractions import Fraction
from itertools import product

import numpy as np

from bugkit.core.dice import D6, roll_dist
from bugkit.wanzen_tanzen import hint, p_complete, parse_task, simulate_turns, table
"""),
    md("""
## Step 1: one roll of 5 dice

Every die has 6 faces, so 5 dice can fall in $6^5 = 7776$ ways (die 1 shows this, die 2 shows that, ...).
Let us simply list all of them and count the large straights.
"""),
    code("""
large = parse_task("large straight")
rolls = list(product(range(1, 7), repeat=5))
hits = sum(large.met(r) for r in rolls)
print(len(rolls), "ways to roll,", hits, "of them are a large straight")
print("chance:", Fraction(hits, len(rolls)), "=", f"{hits / len(rolls):.1%}")
"""),
    md("""
Why 240? The straight 1-2-3-4-5 can appear in $5! = 120$ orders (which die shows the 1, which the 2, ...), and
so can 2-3-4-5-6: $2 \\times 120 = 240$.

**Order does not matter for the tasks.** "3 1 2 5 4" is the same straight as "1 2 3 4 5". So instead of 7776
sequences we may look at the *collections* of 5 numbers (mathematicians say *multisets*). There are only 252 of
them. Each one gets the weight "in how many orders can it fall":
"""),
    code("""
dist = roll_dist(D6, 5)
print(len(dist), "different collections of 5 dice")
print("1 2 3 4 5 falls in", dist[(1, 2, 3, 4, 5)] * 7776, "orders; 6 6 6 6 6 in", dist[(6, 6, 6, 6, 6)] * 7776)
print("all chances add up to", sum(dist.values()))
print("large straight:", dist.P(large.met))
"""),
    md("""
252 instead of 7776 is 30 times less work, and it gives exactly the same answer. That is the trick we will need
in step 2, where we look at every situation of a turn.

## Step 2: setting dice aside, thinking backwards

A whole turn is a little tree of choices. Let's first look at a **tiny game**: only 2 dice, and the task
**"6 6"** (both dice show a 6). Still: after every roll at least one die must be set aside.

* Both dice show 6 (chance 1/36): done!
* Exactly one 6 (chance 10/36): set the 6 aside, roll the other die again: it must show a 6 (chance 1/6).
* No 6 (chance 25/36): we must set aside a die that is not a 6, so the task is lost.
"""),
    code("""
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(8, 3.2))
ax.axis("off")
boxes = {"start": (0.08, 0.5, "roll\\n2 dice"), "66": (0.45, 0.88, "6 6\\ndone!"),
         "one": (0.45, 0.5, "one 6:\\nkeep it,\\nroll 1 die"), "none": (0.45, 0.1, "no 6:\\nlost"),
         "win": (0.85, 0.72, "6: done!"), "lose": (0.85, 0.28, "not 6:\\nlost")}
for x, y, text in boxes.values():
    ax.text(x, y, text, ha="center", va="center", bbox={"boxstyle": "round", "fc": "lightyellow"})
for a, b, p in [("start", "66", "1/36"), ("start", "one", "10/36"), ("start", "none", "25/36"),
                ("one", "win", "1/6"), ("one", "lose", "5/6")]:
    (x1, y1, _), (x2, y2, _) = boxes[a], boxes[b]
    ax.annotate("", (x2 - 0.08, y2), (x1 + 0.08, y1), arrowprops={"arrowstyle": "->"})
    ax.text((x1 + x2) / 2, (y1 + y2) / 2 + 0.05, p, ha="center", color="darkblue")
ax.set_title("The tree of a tiny turn: 2 dice, task '6 6'")
plt.show()
"""),
    md("""
Now we add up the paths that end in "done!", multiplying the chances along each path.
Then we ask the computer, which does the same thing for every situation.
"""),
    code("""
by_hand = Fraction(1, 36) + Fraction(10, 36) * Fraction(1, 6)
print("by hand:    ", by_hand)
print("by computer:", p_complete(["6 6"], n_dice=2))
"""),
    md("""
**Working backwards.** The computer starts at the *end* of the tree: when all 5 dice are set aside it knows
whether the task is done (chance 1 or 0). One step earlier, with one die still to roll, it tries every
possible roll and picks the best choice for each; the average of those best values is the chance of that
situation. And so on, back to the very first roll. Because only the *collection* of dice set aside matters,
there are just 462 situations (collections of 0 to 5 dice): small work for a computer.

Here is the answer for the large straight with 5 dice:
"""),
    code("""
p0 = p_complete(["large straight"])
print("large straight in one turn, no baby bugs:", p0, "=", f"{float(p0):.1%}")
print("compare: in one single roll", f"{240 / 7776:.1%}")
"""),
    md("""
Setting dice aside one by one makes a large straight **ten times** more likely than a single roll!

The same calculation also tells you **what to do**. Say you rolled 1 2 3 4 6. Should you keep 1 2 3 4 and hope
for a 5 with the last die? The hint lists every choice with its chance (best first):
"""),
    code("""
for choice in hint(["large straight"], kept=(), rolled=(1, 2, 3, 4, 6), exact=True)[:5]:
    print(f"{choice.action:14} {float(choice.chance):.1%}")
keep_four = next(c for c in hint(["large straight"], rolled=(1, 2, 3, 4, 6), exact=True) if c.action == "keep 1 2 3 4")
print(f"{keep_four.action:14} {float(keep_four.chance):.1%}  (= 1/6)")
"""),
    md("""
Surprise: the best is to set aside **just one** die (a 2, 3 or 4) and keep the others rolling. Keeping 1 2 3 4
leaves a single die that must show 5: only 1/6.

## Step 3: a simulation that agrees

Let the computer *play* 1,000,000 turns, always making the best choice, and count how often the large straight
comes out. A simulation is never exact, so we also get its *standard error* (how much it wobbles).
"""),
    code("""
estimate = simulate_turns(["large straight"], repeats=0, n=1_000_000, rng=np.random.default_rng(2024))
print("simulated:", estimate)
print("exact:    ", f"{float(p0):.4f}")
print("agree within 4 standard errors:", estimate.agrees(p0))
"""),
    md("""
## Is a baby bug worth it?

With baby bugs you may repeat a roll. Each repeat allowed raises the chance of the large straight:
"""),
    code("""
for r in range(4):
    p = p_complete(["large straight"], repeats=r)
    print(f"{r} repeat(s) allowed: {float(p):.1%}")
"""),
    md("""
But baby bugs cost something: 5 of them bring a penalty card (at first -1, later up to -5). Let's say one baby
bug costs you about **c** points on average, and finishing the task wins a card worth **3 points**. If you fail,
you take 2 baby bugs.

You rolled **6 6 6 6 6** and need a large straight. Two choices:

* **repeat** the roll (1 baby bug now), then play on without more repeats;
* **set aside one 6** and play on without repeats.

The *expected value* of a choice = chance of success × 3 - chance of failure × 2c - bugs taken now × c.
"""),
    code("""
choices = {c.action: c.chance for c in hint(["large straight"], rolled=(6, 6, 6, 6, 6), repeats=1, exact=True)}
p_repeat = p_complete(["large straight"], repeats=0)  # after the repeat, no more repeats
p_keep6 = {c.action: c.chance for c in hint(["large straight"], rolled=(6, 6, 6, 6, 6), exact=True)}["keep 6"]
print(f"chance after a repeat: {float(p_repeat):.1%}   after keeping a 6: {float(p_keep6):.1%}")


def expected(p, bugs_now, c, points=3):
    return p * points - (1 - p) * 2 * c - bugs_now * c


for c in (Fraction(1, 5), Fraction(1, 2), Fraction(1)):
    ev_repeat, ev_keep = expected(p_repeat, 1, c), expected(p_keep6, 0, c)
    better = "repeat" if ev_repeat > ev_keep else "keep a 6"
    print(f"bug costs {float(c):.1f}: repeat {float(ev_repeat):+.2f}, keep a 6 {float(ev_keep):+.2f} -> {better}")
"""),
    md("""
The repeat is worth it as long as a bug is cheap. The break-even cost is where both choices are equal:
"""),
    code("""
# p_r*3 - (1-p_r)*2c - c = p_k*3 - (1-p_k)*2c  =>  c = 3 (p_r - p_k) / (1 + 2 (p_k - p_r))
break_even = 3 * (p_repeat - p_keep6) / (1 + 2 * (p_keep6 - p_repeat))
print("break-even bug cost:", f"{float(break_even):.3f}", "points")
"""),
    md("""
The OddsBot of bugkit makes this kind of decision at every roll: it values a bug as the top penalty card spread
over 5 bugs, and compares.

## The table: every task, with 0 and 1 repeat

The same backwards calculation, done for every task at once (with numpy, in a few milliseconds):
"""),
    code("""
odds = table(repeats=1)
print(f"{'task':44} {'0 repeats':>10} {'1 repeat':>10}")
for label, (r0, r1) in odds.rows():
    print(f"{label[:44]:44} {r0:10.1%} {r1:10.1%}")
"""),
    md("""
The first 10 rows are single tasks; the others are the cards of our deck (a card is done when *any* of its open
tasks is met). Which task is hardest? Which card is easiest?

## Exercises

Type a fraction (like `3/8`), a decimal or a percentage, then press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

Exercise("1. What is the chance of a large straight in ONE single roll of 5 dice?", Fraction(240, 7776),
         why="240 of the 7776 ordered rolls are 1-2-3-4-5 or 2-3-4-5-6 (each in 120 orders): 240/7776 = 5/162.",
         hint="Count the rolls that are a large straight (look at step 1) and divide by 7776.", tolerance=0.0005)
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. Tiny game with 2 dice and the task '1 2' (a 1 and a 2), no repeats. "
         "Draw the tree like the one for '6 6'. What is the chance?", p_complete(["1 2"], n_dice=2),
         why="Both at once: 2/36. Only one of them (18/36): keep it, the last die must show the other (1/6). "
             "2/36 + 18/36 * 1/6 = 5/36.",
         hint="Three branches: a 1 and a 2 at once; only a 1 or only a 2; neither. Multiply along each path.",
         tolerance=0.0005)
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("3. 'All even' with 5 dice and no repeats is exactly 1/2. What is it with 2 repeats allowed? "
         "(Hint: a repeat gives a second chance whenever a roll shows no even die.)", p_complete(["all even"], 2),
         why="Each repeat halves the chance of failing: 1 - 1/2 * 1/2 * 1/2 = 7/8.",
         hint="Without repeats you fail half of the time. How often do you still fail with 2 second chances?",
         tolerance=0.0005)
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("4. Using the table above: by how much does one repeat raise the chance of 'full house'? "
         "(Answer as a decimal like 0.12 or a percentage like 12%.)",
         p_complete(["full house"], 1) - p_complete(["full house"], 0),
         why="52.3% - 36.0% = 16.4 percentage points, that is 0.164.",
         hint="Find the row 'full house' and subtract its two numbers.", tolerance=0.002)
"""),
    md("""
**For the teacher.** The answers: 1. 240/7776 = 5/162 ≈ 3.1%. 2. both at once 2/36; a 1 without a 2 or a 2
without a 1 in 18/36, then the last die must show the missing number (1/6): 2/36 + 18/36 · 1/6 = 5/36.
3. 1 - 1/8 = 7/8. 4. about 16.4 percentage points (0.164).
The exact numbers come from `bugkit.wanzen_tanzen.p_complete`, checked in the tests against brute force and
against the closed form 1 - 2^-(r+1) for "all even".
"""),
]

if __name__ == "__main__":
    build("notebooks/22_lesson_wanzen_tanzen.ipynb", CELLS)
