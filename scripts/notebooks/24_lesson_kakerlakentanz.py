"""Build notebooks/24_lesson_kakerlakentanz.ipynb (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import build, code, md

CELLS = [
    md("""
# Lesson: Kakerlakentanz and conditional probability

**The question.** *My card is Meep. How likely is it that I may **not** say Meep?*

In Kakerlakentanz a dance is **forbidden** if it is the dance on the card just before, the dance just *named*,
or the dance of a taboo card you can see. Then you must name another dance. That happens more often than you
might think. We will find the exact answer, check it with a simulation, and draw a tree.

Words we use:
- **probability**: a number from 0 (never) to 1 (always); 1/4 means "one time in four".
- **conditional probability** P(A | B), said "P of A given B": the probability of A when we already know B.
  Here A = "Meep is forbidden" and B = "my card is Meep". The rule is P(A | B) = P(A and B) / P(B).
- **simulation**: let the computer play many rounds and count.
"""),
    code("""
from fractions import Fraction

import numpy as np

from bugkit.kakerlakentanz import correct_calls, p_must_rename, p_must_rename_at, p_two_taboos_at, simulate_calls
from bugkit.kakerlakentanz.odds import card_probs, p_forbidden_given_card
"""),
    md("""
## 1. The box of cards

128 cards: 28 dance cards of each dance and 4 taboo cards of each dance. We pretend each card is drawn at random
with these chances (the real deck has no replacement, we check later that this hardly matters).
"""),
    code("""
kinds = ["ouch", "buzz", "flap-flap", "meep", "taboo:ouch", "taboo:buzz", "taboo:flap-flap", "taboo:meep"]
for kind, p in zip(kinds, card_probs()):
    print(f"{kind:16} {p}")
"""),
    md("""
## 2. The smallest case: the second card of a round

At the first card of a round nothing is forbidden. At the second card, only the first card forbids something:
its own dance (or, for a taboo card, its taboo dance). We go through all 8 kinds of first card, and ask: is Meep
forbidden now?
"""),
    code("""
p_meep_forbidden = Fraction(0)
for first, p_first in zip(kinds, card_probs()):
    call = sorted(correct_calls([], first))[0]
    bad = "meep" not in correct_calls([(first, call)], "meep")
    print(f"first card {first:16} (chance {p_first}): Meep forbidden? {bad}")
    if bad:
        p_meep_forbidden += p_first
print("P(Meep forbidden at card 2) =", p_meep_forbidden)
"""),
    md("""
So at the second card the answer is 1/4. Does it matter that *my* card is Meep? Each card is drawn on its own,
so knowing my card tells nothing about the cards before: P(Meep forbidden | my card is Meep) = P(Meep forbidden).
The formula says the same: P(A and B) = P(A) · P(B) when A and B are independent, so P(A | B) = P(A).
"""),
    md("""
## 3. A tree diagram: the third card, children's version (no taboo cards)

Now a dance can also be forbidden because it was *named*. That happens when card 2 had the same dance as card 1:
its player had to name another dance, and picked one of the 3 allowed ones, maybe Meep.
Follow each path and multiply; then add the paths that end with "Meep forbidden ✔".
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
import matplotlib.pyplot as plt
from bugkit.kakerlakentanz.ui import tree_diagram

F = Fraction
tree = [
    ("card 2 shows Meep ✔", F(1, 4), []),
    ("card 2 shows another dance", F(3, 4), [
        ("card 2 = card 1: renamed", F(1, 4), [
            ("named Meep ✔", F(1, 3), []),
            ("named another", F(2, 3), []),
        ]),
        ("card 2 ≠ card 1", F(3, 4), []),
    ]),
]
tree_diagram(tree, "Is Meep forbidden at card 3? (children's version)")
plt.show()
"""),
    code("""
by_tree = F(1, 4) + F(3, 4) * F(1, 4) * F(1, 3)
print("from the tree:       ", by_tree)
print("from the Markov chain:", p_must_rename_at(3, "children"))
"""),
    md("""
## 4. In the long run

Deep into a round, how often is the card's own dance forbidden? In the children's version there is a neat trick.
Call the answer r. The dance of the last card is always forbidden: that is 1 dance. If the last card was itself
renamed (chance r), a second, different dance was named, and it is forbidden too. So on average 1 + r of the 4
dances are forbidden, and the dance on my card is one of them with chance (1 + r)/4. The answer must be the same
number again: r = (1 + r)/4, so 4r = 1 + r, and r = 1/3.

With taboo cards the computer has to do the bookkeeping: it follows a **Markov chain** of what lies on the table
and finds the exact long-run answer.
"""),
    code("""
print("children's version:", p_must_rename("children"))
print("with taboo cards:  ", p_must_rename(), "=", float(p_must_rename()))
for k in (1, 2, 3, 4, 5, 10, 20):
    print(f"card {k:2} of a round: {float(p_must_rename_at(k)):.4f}")
"""),
    md("""
More than half of the time (14 out of 25) the dance on your card is forbidden, once a round has run for a while!

## 5. Exact against simulated

The computer plays 20,000 rounds of 40 cards (each card drawn at random). Among all cards that showed Meep, how
often was Meep forbidden? That is exactly the conditional probability P(Meep forbidden | card shows Meep).
"""),
    code("""
rng = np.random.default_rng(2024)
stats = simulate_calls(20_000, 40, rng)
estimate = stats.forbidden_given_card("meep")
exact = sum(p_forbidden_given_card("meep", k=k) for k in range(1, 41)) / 40
print("simulated:", estimate)
print("exact (average over cards 1-40):", round(float(exact), 4))
print("within 4 standard errors?", estimate.agrees(exact))
"""),
    code("""
late = stats.rename_overall(start=30)
exact_late = sum(p_must_rename_at(k) for k in range(30, 41)) / 11
print("cards 30-40, simulated:", late, " exact:", round(float(exact_late), 4), " agree:", late.agrees(exact_late))
"""),
    md("""
And with a **real shuffled box** (no card drawn twice)? We can only simulate that. The answer is almost the same.
"""),
    code("""
real = simulate_calls(5_000, 128, np.random.default_rng(7), shuffled=True)
print("shuffled box, cards 30-128:", real.rename_overall(start=30))
print("independent cards, long run:", float(p_must_rename()))
"""),
    md("""
## 6. Two taboo cards at once

When play changes pile, two taboo cards are visible for one move. At card k this happens when card k-1 was a
taboo card (chance 1/8) and some earlier card of the round was one too (chance 1 - (7/8)^(k-2)).
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
ks = np.arange(1, 41)
exact_two = [float(p_two_taboos_at(int(k))) for k in ks]
sim_two = stats.two_taboos.mean(axis=0)
fig, ax = plt.subplots(figsize=(7, 3))
ax.plot(ks, exact_two, "-", label="exact")
ax.plot(ks, sim_two, ".", label="simulated")
ax.set_xlabel("card of the round")
ax.set_ylabel("P(two taboo cards visible)")
ax.legend()
plt.show()
"""),
    code("""
print(f"card 3: exact {p_two_taboos_at(3)}, simulated {stats.two_taboos_at(3)}")
for k in (10, 40):
    print(f"card {k}: exact {float(p_two_taboos_at(k)):.4f}, simulated {stats.two_taboos_at(k)}")
"""),
    md("""
## 7. How long is a game?

Every mistake sends all the cards on the table back to one player. Suppose each move is wrong with probability e.
For two players with 64 cards each, the computer solves a Markov chain over how many cards each player holds.
"""),
    code("""
from bugkit import Estimate
from bugkit.kakerlakentanz import expected_game_length, simulate_game_lengths

sim_rng = np.random.default_rng(99)
for e in (0.0, 0.02, 0.05, 0.1, 0.15):
    exact_len = expected_game_length(e, players=2)
    sims = simulate_game_lengths(e, 2, 4_000, sim_rng)
    print(f"e = {e:4}: exact {exact_len:8.1f} cards, simulated {Estimate.of_mean(sims)}")
"""),
    md("""
Without mistakes the first player finishes at card 127. Careful players (e = 0.02) need about 175 cards; with one
mistake in ten moves it takes about 790. Mistakes make the game much longer!

## 8. Your turn

Type a fraction (like 3/8) or a decimal, then press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

Exercise("1. The first card of a round shows Meep. What is the probability that Meep is forbidden?",
         0, "At the start of a round nothing is forbidden.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. Children's version, second card of a round: how likely is it that its dance is forbidden?",
         Fraction(1, 4), "Only if card 1 showed the same dance: 1 of the 4 dances.", tolerance=0.005)
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("3. How likely is it that two taboo cards are visible at the 3rd card of a round?",
         Fraction(1, 64), "Cards 1 and 2 must both be taboo cards: 1/8 · 1/8 = 1/64.", tolerance=0.0005)
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("4. Use the tree: children's version, card 3. How likely is it that Meep is forbidden?",
         Fraction(5, 16), "1/4 + 3/4 · 1/4 · 1/3 = 1/4 + 1/16 = 5/16.", tolerance=0.005,
         hint="Multiply along each path that ends with ✔, then add the paths.")
"""),
    md("""
**For the teacher.** The exact answers assume cards drawn independently with the deck's proportions and players
who pick at random among allowed dances (see `bugkit.kakerlakentanz.odds`). The game-length chain assumes that
each move is wrong with the same probability, whatever the card; a bot's `move_error()` gives that number.
"""),
]

if __name__ == "__main__":
    build("notebooks/24_lesson_kakerlakentanz.ipynb", CELLS)
