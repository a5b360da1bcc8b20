"""Generate notebooks/25_lesson_wuerfel_wg.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/25_lesson_wuerfel_wg.ipynb", [
    md("""
# Lesson: Würfel-WG — how much does a clean couch help?

**For:** ages 10-14 (fractions, percent, first probability). **Time:** about 45 minutes.

In Würfel-WG your flat-share decides how you roll. At the start you have **2 parking spots** (ICH and the
crumbly couch) and **1 re-roll** (the empty fridge). Cleaning the couch gives you **4 parking spots**;
filling the fridge gives you **2 re-rolls**. Both cost a turn's dice. So:

**Question.** How much does a clean couch (4 instead of 2 parking spots) raise your chance of finishing a
to-do? And how does that compare with a full fridge (2 instead of 1 re-roll)?

We answer it three ways: **exactly** (the computer counts every possible roll and always parks as well as
possible), by **simulation** (it plays the turn 40,000 times), and then we **compare**. Run each cell with
*Shift+Enter*.
"""),
    code("""
from fractions import Fraction

import matplotlib.pyplot as plt

from bugkit import make_rng
from bugkit.wuerfel_wg import advise, p_todo, simulate_todo
"""),
    md("""
## 1. The words

- A **die** shows 1, 2, 3, 4, 5 or a **kangaroo** 🦘 (worth nothing while your bath is dirty).
- A **to-do** needs a combination: `4 4 4` (three 4s), `1 2 3`, `XXXX` (four equal numbers), `XX YY` (two
  different pairs), `XX + 2 2` (a pair and two 2s), or a sum like `sum>=16`.
- **Parking** a die keeps it; all other dice are **re-rolled**. After each roll you may decide again.
- **Parking well** means: choose what to keep so that the chance of finishing the to-do is as big as possible.

## 2. A small example by hand

You want *Boxtraining* (`4 4 4`) and rolled 4 4 1 🦘. You park the two 4s and re-roll 2 dice. You win if at
least one of them shows a 4. The chance that a die is **not** a 4 is 5/6, so the chance that **neither** is
a 4 is 5/6 × 5/6 = 25/36. So the chance of at least one 4 is 1 − 25/36 = **11/36**. The advisor agrees:
"""),
    code("""
advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
print("park:", advice.park, " chance:", advice.chance, f"= {float(advice.chance):.1%}")
print("by hand:", 1 - Fraction(5, 6) ** 2)
"""),
    md("""
## 3. The exact chances: 2 or 4 parking spots, 1 or 2 re-rolls

The computer now does this for **every** first roll (there are 126 different rolls of 4 dice) and every way
to park, and adds everything up. We use the start: 4 dice and a dirty bath.
"""),
    code("""
todos = ["4 4 4", "1 2 3", "sum>=16", "XX YY", "XX + 2 2", "XXXX"]
setups = [(2, 1), (4, 1), (2, 2), (4, 2)]
names = ["start (2 spots, 1 re-roll)", "clean couch (4, 1)", "full fridge (2, 2)", "both (4, 2)"]
exact = {req: [p_todo(req, 4, spots, rerolls) for spots, rerolls in setups] for req in todos}
print(f"{'to-do':10}" + "".join(f"{n:>28}" for n in names))
for req, row in exact.items():
    print(f"{req:10}" + "".join(f"{float(p):>28.1%}" for p in row))
"""),
    md("""
**Look closely.** With 4 dice a clean couch does **nothing** for `4 4 4` or `1 2 3`: if you do not have them yet,
you never need to keep more than 2 dice anyway. It helps where you keep *many* dice: a sum, two pairs, four of a
kind. A full fridge helps every to-do a lot, because a second re-roll is a whole new chance.

Here is one exact answer as a fraction, to see that the computer really counts:
"""),
    code("""
print("XX YY, start:      ", exact["XX YY"][0])
print("XX YY, clean couch:", exact["XX YY"][1])
print("gain in percentage points:", f"{float(exact['XX YY'][1] - exact['XX YY'][0]) * 100:.1f}")
"""),
    md("""
## 4. Simulation: play each turn 40,000 times

The simulator rolls pretend dice (with a fixed **seed**, so the result is the same every time) and parks
exactly as the best plan says. Each result comes with its **standard error** (how much it wobbles).
"""),
    code("""
for req in todos:
    cells = []
    for (spots, rerolls), p in zip(setups, exact[req]):
        est = simulate_todo(req, 4, spots, rerolls, n=40_000, rng=make_rng(2026))
        cells.append(f"{est.value:6.1%} ±{est.stderr:.1%} {'ok' if est.agrees(p) else 'DIFFERENT'}")
    print(f"{req:10}", " | ".join(cells))
"""),
    md("""
Every simulated chance lies within a few standard errors of the exact one ("ok"): the counting and the
playing agree.

## 5. The picture
"""),
    code("""
fig, ax = plt.subplots(figsize=(8, 3.5))
width = 0.2
for k, name in enumerate(names):
    ax.bar([i + (k - 1.5) * width for i in range(len(todos))], [float(exact[r][k]) for r in todos], width,
           label=name)
ax.set_xticks(range(len(todos)), todos)
ax.set_ylabel("chance to finish in one turn")
ax.set_title("4 dice: parking spots vs re-rolls")
ax.legend(fontsize=8)
plt.show()
"""),
    md("""
## 6. With more dice the couch matters more

Members bring more dice. With **6 dice** you often want to keep 3 or 4 of them, and then 4 parking spots pay off:
"""),
    code("""
for req in ["4 4 4", "XXXX", "XX YY"]:
    row = [p_todo(req, 6, spots, rerolls) for spots, rerolls in setups]
    print(f"{req:6}", "  ".join(f"{n.split(' (')[0]}: {float(p):.1%}" for n, p in zip(names, row)))
"""),
    md("""
**Answer to the question.** With the 4 start dice a clean couch adds little (0 to 3 percentage points) and
nothing at all for `4 4 4`; a full fridge adds much more (up to about 20 points). With 6 dice, for four of a
kind, the clean couch is worth nearly as much as the fridge (+7.6 against +11.2 points). So: fill the
fridge first, clean the couch once your WG has grown.

## 7. Your turn: exercises

Type a whole number, a fraction like `3/8`, a decimal or a percent like `12.5%`, and press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

Exercise("1. You need at least two 4s (an item with 4 4) and roll 4 dice once, without re-rolling. "
         "What is the chance?", p_todo("4 4", 4, 2, 0),
         "1 − P(no 4) − P(exactly one 4) = 1 − 625/1296 − 500/1296 = 171/1296 = 19/144.",
         hint="Work out the chance of no 4 and of exactly one 4 first (4 places for the one 4).")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. You rolled 1 2 5 🦘 and want `1 2 3`. You park 1 and 2 and re-roll the other two dice once. "
         "What is the chance to finish?", advise("1 2 3", [1, 2, 5, 0], 2, 1).chance,
         "You need a 3 on at least one of two dice: 1 − (5/6)² = 11/36.",
         hint="What must the two re-rolled dice show? Work with the chance that neither does.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("3. By how many percentage points does a clean couch raise the chance of `XX YY` "
         "(4 dice, 1 re-roll)? Round to one decimal.", round((exact["XX YY"][1] - exact["XX YY"][0]) * 100, 1),
         "Look at the table in section 3: 16.0% − 13.1% = 2.9 points.", tolerance=0.15,
         hint="Subtract the 'start' column from the 'clean couch' column.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("4. With a dirty bath, what is the chance that one die shows a useless kangaroo?", Fraction(1, 6),
         "One of the six faces is the kangaroo: 1/6.", hint="How many faces does a die have?")
"""),
    md("""
## For the teacher

- *Complement rule:* sections 2 and exercise 1–2 ("at least one" = 1 − "none").
- *Optimal decisions under chance:* the exact numbers assume the best parking after every roll; the
  `advise` function shows the choices and their chances (also in the play notebook's advisor).
- *Discussion:* why does the clean couch not help for `4 4 4` with 4 dice? (You never need to keep more than
  two dice: with three 4s you are already done.) When does it help? (Sums, four of a kind, more dice.)
- *Simulation vs exact:* section 4 — ask what "±" means and why 40,000 turns still wobble a little.
- Answers: 19/144 (≈ 13.2%); 11/36 (≈ 30.6%); 2.9; 1/6.
- The card data is a fan reconstruction (`bugkit/wuerfel_wg/data/cards.json`); the odds depend only on the
  combinations, which match reviews of the real game.
"""),
])
