"""Generate notebooks/23_lesson_voll_verasselt.ipynb (run from the repository root)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

build("notebooks/23_lesson_voll_verasselt.ipynb", [
    md("""
# Lesson: Voll verasselt — when should I stop?

**For:** ages 10-14 (fractions, first probability, expected value). **Time:** about 60 minutes.

In *Voll verasselt* you keep rolling to catch more bugs, but one bad roll and you lose the whole catch of your
turn. Games like this are called **push-your-luck** games (the classic one is the dice game *Pig*).

**Questions we answer**
1. What is the chance to *bug up* on the next roll? We find it **exactly, by counting**.
2. Is one more roll worth it? We compute the **expected value** of rolling on and compare it with stopping.
3. How does the risk grow as the group of cards gets smaller? (a picture)
4. Which **stopping rule** is best: "stop after 3 cards", "after 5 cards", ...? We compute it exactly and check
   with a simulation, as for Pig.

Run each cell with *Shift+Enter*.
"""),
    code("""
import itertools
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np

import bugkit
from bugkit.voll_verasselt import advise, p_bugged_up, simulate_turns, turn_value
from bugkit.voll_verasselt.components import DIE_FACES
from bugkit.voll_verasselt.odds import estimate_turns
"""),
    md("""
## 1. One die

A bug die has 6 faces: blue, red, yellow, green and **two** faces with bars. Bars never bug up.
"""),
    code("""
print("faces:", DIE_FACES)
"""),
    md("""
Suppose the group holds just **one blue card** and you roll one die. Blue is fine (one die, one card), bars are
fine, but red, yellow or green bug up: there are no such cards. That is 3 bad faces of 6:
"""),
    code("""
bad = [face for face in DIE_FACES if face in ("red", "yellow", "green")]
print(len(bad), "bad faces of", len(DIE_FACES), "->", Fraction(len(bad), len(DIE_FACES)))
print("the computer agrees:", p_bugged_up({"blue": 1}, [], 1))
"""),
    md("""
## 2. Two dice: count the pairs

With two dice there are 6 × 6 = 36 equally likely ordered pairs. Now the group has **1 blue and 1 red** card.
A pair bugs up if it shows a yellow or green, or two blues, or two reds. The table marks each bad pair with X:
"""),
    code("""
def bugged(faces, cards):
    return any(faces.count(colour) > cards.get(colour, 0) for colour in ("blue", "red", "yellow", "green"))

cards = {"blue": 1, "red": 1}
short = {"blue": "B", "red": "R", "yellow": "Y", "green": "G", "bars": "="}
print("      " + "  ".join(short[f] for f in DIE_FACES))
for first in DIE_FACES:
    marks = ["X" if bugged([first, second], cards) else "." for second in DIE_FACES]
    print(f"  {short[first]}   " + "  ".join(marks))
count = sum(bugged(list(pair), cards) for pair in itertools.product(DIE_FACES, repeat=2))
print(count, "of 36 pairs bug up ->", Fraction(count, 36))
print("the computer agrees:", p_bugged_up(cards, [], 2))
"""),
    md("""
## 3. Seven dice and a real hub

Seven dice have 6⁷ = 279,936 ordered results: too many to write down, but the computer can count them.
It is even quicker to count *how many dice show each face* (like "2 blue, 1 red, 4 bars"): there are only 330
such groups, and for each one we know how many ordered results it stands for.

A fresh hub might hold 3 blue, 3 red, 2 yellow and 2 green cards. What is the chance that the first roll of
all 7 dice bugs up? And what if you keep 3 dice showing bars and roll only 4?
"""),
    code("""
hub = {"blue": 3, "red": 3, "yellow": 2, "green": 2}
all_seven = p_bugged_up(hub, [], 7)
only_four = p_bugged_up(hub, ["bars", "bars", "bars"], 4)
print("roll all 7 dice:          ", all_seven, f"= {float(all_seven):.1%}")
print("keep 3 bars, roll 4 dice: ", only_four, f"= {float(only_four):.1%}")
"""),
    md("""
Fewer dice means less risk, but also fewer bugs caught. Which is better? We need one more idea.

## 4. Expected value: is one more roll worth it?

Say you have caught 5 cards this turn. If you **stop**, you keep 5. If you **roll once more**, then either you
bug up (you keep 0) or you keep 5 plus the new cards. The **expected catch** is the average over all results,
each weighted by its chance:

> expected catch = chance not to bug up × 5 + average number of new cards (counting 0 when you bug up)

Roll on if the expected catch is bigger than 5. The advisor does this for every choice of dice:
"""),
    code("""
group = {"blue": 2, "red": 1, "yellow": 2, "green": 1}
dice = ["blue", "yellow", "bars", "bars", "red", "green", "bars"]
advice = advise(group, dice, catch=5)
print("stop now: keep 5")
for choice in advice.choices[:4]:
    print(f"roll dice {choice.roll}: bug up {choice.p_bugged_up} ({float(choice.p_bugged_up):.1%}),"
          f" expected catch {float(choice.expected):.3f}")
print("advice:", advice.action)
"""),
    md("""
**Notice:** the dice you do not roll still count. A die left showing blue catches another blue card, so it is
safe only while blue cards remain; a die left on bars is always safe.

## 5. A picture: the risk grows as the group empties

Each roll takes cards out of the group, so the next roll is riskier. Here is the chance to bug up for groups
with the same number of cards of each colour (1 of each, 2 of each, ...), rolling all 7 dice or only 4:
"""),
    code("""
sizes = range(1, 9)
risk7 = [float(p_bugged_up({c: n for c in ("blue", "red", "yellow", "green")}, [], 7)) for n in sizes]
risk4 = [float(p_bugged_up({c: n for c in ("blue", "red", "yellow", "green")}, ["bars"] * 3, 4)) for n in sizes]
for n, a, b in zip(sizes, risk7, risk4):
    print(f"{n} of each colour ({4 * n:>2} cards): bug up {a:.1%} with 7 dice, {b:.1%} with 4 dice")
fig, ax = plt.subplots(figsize=(6, 3))
ax.plot([4 * n for n in sizes], risk7, "o-", label="roll all 7 dice")
ax.plot([4 * n for n in sizes], risk4, "s-", label="keep 3 bars, roll 4")
ax.set_xlabel("cards in the group (same number of each colour)")
ax.set_ylabel("chance to bug up")
ax.legend()
plt.show()
"""),
    md("""
## 6. Stopping rules, as in Pig

A **stopping rule** says when to stop. The simplest: "stop as soon as I have caught N cards". For each N the
computer works out the **exact** expected catch of a whole turn (rolling all 7 dice each time), starting from a
hub of 3 blue, 3 red, 3 yellow and 3 green cards. Then it **simulates** 20,000 turns for each rule and we
compare.
"""),
    code("""
hub12 = (3, 3, 3, 3)
print(" N   exact expected catch   simulated (± error)    bug-up chance")
exact_values = {}
for n in range(1, 11):
    exact = turn_value(hub12, stop_at=n)
    mean, bust = estimate_turns(hub12, n, 20_000, np.random.default_rng(n))
    exact_values[n] = exact.expected
    verdict = "agree" if mean.agrees(exact.expected) else "DISAGREE"
    print(f"{n:>2}   {float(exact.expected):>10.3f}           {mean.value:.3f} ± {mean.stderr:.3f}  {verdict}"
          f"    {float(exact.p_bugged_up):.1%}")
best_n = max(exact_values, key=exact_values.get)
print("best threshold: stop after", best_n, "cards")
"""),
    code("""
fig, ax = plt.subplots(figsize=(6, 3))
ns = list(exact_values)
ax.bar(ns, [float(v) for v in exact_values.values()], label="exact expected catch")
sim = [simulate_turns(hub12, n, 5_000, np.random.default_rng(100 + n)).mean() for n in ns]
ax.plot(ns, sim, "ko", label="simulated (5,000 turns each)")
ax.set_xlabel("stop as soon as the catch has N cards")
ax.set_ylabel("cards kept per turn")
ax.legend()
plt.show()
"""),
    md("""
Stopping too early wastes good chances; stopping too late bugs up too often. The best threshold sits in
between, like in Pig. An even better rule looks at **which** cards are left, not only how many you have:
"""),
    code("""
best = turn_value(hub12)
print("best possible rule:", f"{float(best.expected):.3f} cards per turn;",
      "best threshold:", f"{float(exact_values[best_n]):.3f}")
"""),
    md("""
And the dice you keep matter too. Keep up to 3 dice that show bars and roll only the others: fewer dice,
less risk, and the turn can go on longer:
"""),
    code("""
keep = {n: turn_value(hub12, stop_at=n, keep_bars=True).expected for n in range(1, 11)}
best_keep = max(keep, key=keep.get)
print("keeping bars: best threshold", best_keep, f"gives {float(keep[best_keep]):.3f} cards per turn")
print("keeping bars, best possible rule:", f"{float(turn_value(hub12, keep_bars=True).expected):.3f}")
"""),
    md("""
## 7. Do the odds help in a real game?

The **odds bot** rolls the best dice and rolls on only while the expected catch beats stopping.
The **threshold bot** always rolls all 7 dice and stops at 4 cards. The **random bot** does anything.
Each plays 30 seeded three-player games, taking turns in every seat:
"""),
    code("""
names = ["odds", "threshold", "random"]
wins = dict.fromkeys(names, 0)
for seed in range(30):
    seats = names[seed % 3:] + names[:seed % 3]
    for w in bugkit.play("voll_verasselt", seats, seed=seed).winners:
        wins[seats[w]] += 1
print(wins)
"""),
    md("""
## 8. Your turn: exercises

Type your answer (a whole number, a fraction like `3/8`, or a decimal) and press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

Exercise("1. The group holds one green card and nothing else. You roll one die. What is the chance to bug up?",
         p_bugged_up({"green": 1}, [], 1),
         "Blue, red and yellow bug up: 3 of 6 faces, which is 1/2.",
         hint="Which faces have no card of their colour in the group?")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. The group holds 1 blue and 1 red card. You roll two dice. What is the chance to bug up? (a fraction)",
         p_bugged_up({"blue": 1, "red": 1}, [], 2),
         "Count the X marks in the table of section 2: 22 of 36 pairs, which is 11/18.",
         hint="Use the table in section 2 and divide by 36.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("3. You have caught 4 cards. One more roll bugs up with chance 1/4; otherwise you catch 2 more. "
         "What is the expected catch if you roll once more?",
         Fraction(3, 4) * 6,
         "3/4 of the time you keep 4 + 2 = 6, 1/4 of the time 0: 3/4 × 6 = 9/2 = 4.5. More than 4, so roll!",
         hint="Multiply the chance not to bug up by what you keep then.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("4. How many ordered results do three bug dice have?", 6 ** 3,
         "Each die has 6 faces: 6 × 6 × 6 = 216.", hint="Multiply the faces of the dice.")
"""),
    md("""
## For the teacher

- *Counting equally likely outcomes:* sections 1-3 (one die, the 36-pair table, 6⁷ results grouped into 330
  multisets). Ask: "Why do the bar faces count twice?"
- *Expected value and decisions:* section 4. Ask students to guess whether to roll before running the cell.
- *Dependence:* section 5. Every catch makes the group smaller and the next roll riskier.
- *Stopping rules and simulation (Pig):* section 6. The simulation agrees with the exact numbers within about
  4 standard errors; ask what happens with 200 turns instead of 20,000.
- *Our assumptions* (the rulebook does not say): every die face is equally likely; see
  `bugkit/voll_verasselt/components.py` and the rules card in `rules.py`.
- Answers: 1/2; 11/18; 9/2; 216.
"""),
])
