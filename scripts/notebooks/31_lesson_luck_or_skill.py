"""Generate notebooks/31_lesson_luck_or_skill.ipynb (run from the repository root).

The lesson covers every game in ``bugkit.GAMES``. The generator first plays the same seeded matches as the notebook
(``bugkit.classroom``), to time them and to write the discussion from the real numbers; then it builds and runs it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import build, code, md

import bugkit
from bugkit.classroom import WinShare, matchup, win_share

GAMES = 30  # games per match, strong bot against the weak (random) bot
SIMPLE_GAMES = 24  # games per match, strong bot against a sensible but simple bot
# A sensible but simple opponent per game (Kakerlakentanz has none that "thinks": all its bots know the rules).
SIMPLE = {"ungeziffer": "forgetful", "wanzen_tanzen": "heuristic", "voll_verasselt": "threshold",
          "wuerfel_wg": "greedy"}
FORMULA = (r"$$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}"
           r"{1 + \frac{z^2}{n}}$$")
SIMPLE_SEED = 10_000  # other seeds than the first experiment

# What each game's strong bot does better, and where the lesson showed it (for the discussion).
WHY = {
    "ungeziffer": ("remembers every tile it has seen",
                   "the Ungeziffer lesson: a blind turn succeeds only about one time in five"),
    "wanzen_tanzen": ("chooses which dice to set aside by working backwards through every situation",
                      "the Wanzen tanzen lesson: set aside cleverly, a large straight is ten times likelier "
                      "than in one roll"),
    "voll_verasselt": ("rolls on only while the expected catch beats stopping",
                       "the Voll verasselt lesson: the expected value decides when to stop"),
    "kakerlakentanz": ("makes fewer slips (2 % instead of 12 %) and reacts faster",
                       "the Kakerlakentanz lesson: every mistake hands a player all the cards on the table, "
                       "so mistakes make the game much longer"),
    "wuerfel_wg": ("picks its to-do by value times exact chance and parks dice as the advisor says",
                   "the Würfel-WG lesson: parking well and a full fridge raise the chances"),
}


def timed_matches() -> tuple[list[WinShare], list[WinShare], dict[str, float], float]:
    """Return both experiments' results, the seconds per game of each match against the weak bot, and the total."""
    main, per_game = [], {}
    t0 = time.perf_counter()
    for name in bugkit.GAMES:
        t = time.perf_counter()
        main.append(win_share(name, GAMES))
        per_game[name] = (time.perf_counter() - t) / GAMES
    simple = [win_share(name, SIMPLE_GAMES, weak=SIMPLE[name], first_seed=SIMPLE_SEED)
              for name in bugkit.GAMES if name in SIMPLE]
    return main, simple, per_game, time.perf_counter() - t0


def pct(x: float) -> str:
    """Return x as a whole percentage."""
    return f"{100 * x:.0f}%"


main, simple, per_game, t_total = timed_matches()
titles = {name: bugkit.GAMES[name].title for name in bugkit.GAMES}
names = list(bugkit.GAMES)
matchups = "\n".join(f"| {titles[n]} | `{matchup(n)[0]}` | `{matchup(n)[1]}` | {WHY.get(n, ('', ''))[0]} |"
                     for n in names)
lowest = min(main, key=lambda r: r.share)
against_weak = (f"**every one** of the {GAMES} games, in every one of our games" if lowest.share == 1 else
                f"**almost every game** in every one of our games (the lowest share is {pct(lowest.share)}, in "
                f"{titles[lowest.game]})")
ranked = sorted(simple, key=lambda r: (-r.share, -r.low))
ranking = "\n".join(f"{i + 1}. **{titles[r.game]}**: {pct(r.share)} (interval {pct(r.low)} to {pct(r.high)})"
                    f" against `{r.weak}`" for i, r in enumerate(ranked))
top, bottom = ranked[0], ranked[-1]
overlap = top.low < bottom.high
slowest, fastest = max(per_game, key=per_game.__getitem__), min(per_game, key=per_game.__getitem__)
by_game = {r.game: r for r in main}
missing = [n for n in bugkit.GAME_NAMES if n not in bugkit.GAMES]
missing_note = (f"\n\n*(Not built yet when this notebook was made: {', '.join(missing)}. Run the generator again "
                "to add them.)*" if missing else "")
top_reason = ("even a sensible rule of thumb almost never beats the strong bot" if top.share > 0.9 else
              "the strong bot beats even a sensible rule of thumb clearly")
kk = by_game.get("kakerlakentanz")
kakerlaken = (f'And in Kakerlakentanz the "skill" is not thinking at all but care: the cockroach that slips less '
              f"won {pct(kk.share)} of its games against the one that slips more." if kk else "")
why_lines = "\n".join(f"- **{titles[n]}**: the strong bot {WHY[n][0]} ({WHY[n][1]})." for n in names if n in WHY)

CELLS = [
    md(f"""
# Lesson: Luck or skill?

**For:** ages 10-14 (win shares, percentages, how sure we can be). **Time:** about 45 minutes.

In some games the cleverest player wins almost always; in others even a beginner often wins, because the dice
decide. **Which of our bug games rewards thinking most?**

Our experiment: in every game, a **strong bot** (one that thinks) plays many two-player games against a
**weak bot** (one that plays at random). If a game were pure luck, the strong bot would win about **half** of
the games, whatever it thinks. The more it wins, the more the game rewards skill.

Three ideas we need:
- the **win share**: points per game, where a win counts 1, a tie 1/2 and a loss 0;
- a **95 % confidence interval**: how sure we can be about a share that comes from a limited number of games;
- **fair experiments**: every game is seeded (we can replay it), and the bots take turns to start.{missing_note}

Run each cell with *Shift+Enter*.
"""),
    code("""
import time
from fractions import Fraction

import matplotlib.pyplot as plt

import bugkit
from bugkit.classroom import matchup, wilson, win_share

for name, spec in bugkit.GAMES.items():
    strong, weak = matchup(name)
    print(f"{spec.title:16} strong bot: {strong:8} weak bot: {weak:8} (all bots: {', '.join(spec.bots)})")
"""),
    md(f"""
## 1. The players

| Game | strong bot | weak bot | what the strong bot does better |
|---|---|---|---|
{matchups}

**Why Kakerlakentanz is different.** In Kakerlakentanz there is nothing to plan: the right call follows from the
rules, and every bot knows them. What makes a good player is *care and speed*. Its bots are cockroaches that
sometimes slip: the `hard` one makes a wrong call 2 % of the time and reacts quickly, the `easy` one slips 12 %
of the time and is slower. There is no random bot, on purpose: a random caller would be wrong about 4 moves in
5 and a game would hardly ever end. So we let `hard` play `easy`: the "skill" here is attention, not planning.

## 2. One game, replayed

`bugkit.play(game, [bot for seat 0, bot for seat 1], seed=...)` plays a whole game. The same seed always gives
the same game, so everybody in the class gets the same result:
"""),
    code("""
record = bugkit.play("ungeziffer", ["memory", "random"], seed=0)
print("moves:", len(record.actions), " scores:", record.scores, " winners (seats):", record.winners)
print("same seed, same game:", bugkit.play("ungeziffer", ["memory", "random"], seed=0).actions == record.actions)
"""),
    md(f"""
## 3. Many games for every game

In game number 0, 2, 4, ... the strong bot starts (seat 0); in game 1, 3, 5, ... the weak bot starts, because
starting can be an advantage. Game number *i* uses seed *i*.

**How many games?** We timed it on our (busy) computer: one game of {titles[slowest]} takes about
{1000 * per_game[slowest]:.0f} ms, one of {titles[fastest]} about {1000 * per_game[fastest]:.0f} ms. With {GAMES}
games per game ({GAMES * len(names)} games) and the {SIMPLE_GAMES}-game matches of section 6, everything took
{t_total:.0f} seconds there, so this notebook stays under a minute even when the computer is busier. More games
would make the intervals narrower (section 5), but you would wait longer.
"""),
    code(f"GAMES = {GAMES}\n" + """
started = time.perf_counter()
results = [win_share(name, GAMES) for name in bugkit.GAMES]
print(f"{'game':16} {'strong vs weak':22} {'points':>7} {'share':>6}   95% interval")
for r in results:
    print(f"{bugkit.GAMES[r.game].title:16} {r.strong + ' vs ' + r.weak:22} {r.points:7.1f} {r.share:6.1%}"
          f"   {r.low:.1%} to {r.high:.1%}")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
print(f"these games took {time.perf_counter() - started:.1f} seconds")
"""),
    md(f"""
## 4. The confidence interval, explained

Imagine the strong bot played **millions** of games: its win share would settle on one number, its *true* win
share (the law of large numbers). We only played {GAMES}, so our share is a little off, like a guess.

A **95 % confidence interval** is a range we are quite sure contains the true share. Think of fishing with a
net: our recipe throws a net around the share we measured, and the net is made so that in 95 of 100 such
experiments it catches the true share. A **wide** net means "we are not very sure"; a **narrow** one means
"we know it quite well".

We use **Wilson's** recipe. The simple recipe "share ± 2 wobbles" breaks down when a bot wins (almost)
every game: it would say "100 % ± 0 %", as if we were completely sure. Wilson's interval never goes below 0 or
above 1 and is honest at the edges. For the teacher, with p̂ the share, n the games and z = 1.96:

{FORMULA}

A small example: a bot that wins 8 of 10 games. Is it really better than a coin (1/2)?
"""),
    code("""
for points, games in [(8, 10), (80, 100), (10, 10), (GAMES, GAMES)]:
    low, high = wilson(points, games)
    print(f"{points:3} of {games:3} games: share {points / games:.0%}, 95% interval {low:.1%} to {high:.1%}")
"""),
    md("""
8 of 10 *could* still be a bot that wins only about half of the time: the interval reaches down to 49 %.
80 of 100 has the same share, but now we are sure the bot is better than a coin. And even 10 wins of 10 only
tell us the true share is above about 72 %.

## 5. The picture

Each bar is a win share; the black line on it shows the 95 % interval. The dashed line is a game of pure luck.
"""),
    code("""
fig, ax = plt.subplots(figsize=(8, 3.4))
titles = [bugkit.GAMES[r.game].title for r in results]
shares = [r.share for r in results]
errors = [[r.share - r.low for r in results], [r.high - r.share for r in results]]
ax.bar(titles, shares, yerr=errors, capsize=6, color="#8fbc8f", edgecolor="black", hatch="//")
ax.axhline(0.5, color="black", linestyle="--", label="pure luck (1/2)")
ax.set_ylim(0, 1.3)
ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
ax.set_ylabel("strong bot's win share")
ax.set_title(f"Strong bot against weak bot, {GAMES} games each, 95% intervals")
ax.legend(loc="upper right")
ax.tick_params(axis="x", labelsize=9)
plt.show()
"""),
    md(f"""
Against a weak player the strong bot wins {against_weak}. So none of them is a game of pure luck: playing at
random (or carelessly) is hopeless everywhere. But this cannot tell us *which* game rewards thinking most: all
the bars reach the top and the intervals overlap.

## 6. A harder test: against a sensible player

A random player is a poor opponent. So we let the strong bot play a **sensible but simple** bot that follows a
rule of thumb: `forgetful` (Ungeziffer: remembers, but forgets some tiles), `heuristic` (Wanzen tanzen),
`threshold` (Voll verasselt: always stops at 4 cards), `greedy` (Würfel-WG: takes points as soon as it can).
Kakerlakentanz sits this one out: its bots differ only in care and speed, and we already saw that.
These games are slower, so we play {SIMPLE_GAMES} of each (seeds from {SIMPLE_SEED}).
"""),
    code(f"SIMPLE = {SIMPLE!r}\nSIMPLE_GAMES = {SIMPLE_GAMES}\nSIMPLE_SEED = {SIMPLE_SEED}\n" + """
harder = [win_share(name, SIMPLE_GAMES, weak=SIMPLE[name], first_seed=SIMPLE_SEED)
          for name in bugkit.GAMES if name in SIMPLE]
for r in harder:
    print(f"{bugkit.GAMES[r.game].title:16} {r.strong + ' vs ' + r.weak:22} {r.points:5.1f} of {r.games}"
          f"  share {r.share:6.1%}   {r.low:.1%} to {r.high:.1%}")
"""),
    code("""
fig, ax = plt.subplots(figsize=(8, 3.4))
ax.bar([bugkit.GAMES[r.game].title for r in harder], [r.share for r in harder],
       yerr=[[r.share - r.low for r in harder], [r.high - r.share for r in harder]], capsize=6,
       color="#e9c46a", edgecolor="black", hatch="..")
ax.axhline(0.5, color="black", linestyle="--", label="pure luck (1/2)")
ax.set_ylim(0, 1.3)
ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
ax.set_ylabel("strong bot's win share")
ax.set_title(f"Strong bot against a sensible bot, {SIMPLE_GAMES} games each")
ax.legend(loc="upper right")
ax.tick_params(axis="x", labelsize=9)
plt.show()
"""),
    md(f"""
## 7. Discussion: which game rewards thinking most?

Against the sensible bots, from most to least:

{ranking}

{"The intervals of the first and the last game overlap, so with this many games we cannot be sure of the "
 "order: more games would make the nets narrower." if overlap else
 "The intervals of the first and the last game do not overlap: the difference is real, not bad luck."}
The picture fits what each lesson showed:

{why_lines}

**So:** {titles[top.game]} rewards thinking most here: {top_reason}.
In {titles[bottom.game]} the dice keep the sensible bot in the game more often: there the best plan helps, but
luck decides more games. {kakerlaken}

**Questions for the class**
- Is a game "fair" if the cleverer player always wins? Which game would you choose to play with a younger
  sibling, and why?
- In which game could *you* beat the strong bot? What would you have to do?
- We only played {SIMPLE_GAMES} games against the sensible bots. How could we become more sure of the order?

## 8. Your turn: exercises

Type a whole number, a fraction like `3/8`, a decimal or a percentage like `12.5%`, and press **Check**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import Exercise

first = min(harder or results, key=lambda r: r.share)
Exercise(f"1. In {bugkit.GAMES[first.game].title} the strong bot scored {first.points:g} points in {first.games} "
         "games. What is its win share?", Fraction(round(2 * first.points), 2 * first.games),
         f"Points divided by games: {first.points:g} / {first.games} = {first.share:.3f}.", tolerance=0.005,
         hint="Divide the points by the number of games.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("2. A bot won 7 games, tied 2 and lost 1, in 10 games. What is its win share?", Fraction(4, 5),
         "A tie counts half: (7 + 2 × 1/2) / 10 = 8/10 = 0.8.", hint="Wins count 1, ties 1/2, losses 0.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
widest = max(harder, key=lambda r: r.high - r.low)
Exercise(f"3. Reading an interval: against the sensible bot, the 95% interval for {bugkit.GAMES[widest.game].title} "
         f"goes from {widest.low:.2f} to {widest.high:.2f}. What is the smallest true win share that still fits "
         "the result? (2 decimals)", Fraction(round(widest.low, 2)).limit_denominator(100),
         f"The low end of the interval, {widest.low:.2f}: true shares below it hardly ever give a result like ours.",
         tolerance=0.006, hint="The interval is the net: where does it start?")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
low100, high100 = wilson(50, 100)
low400, high400 = wilson(200, 400)
Exercise(f"4. A bot wins 50 of 100 games: its interval is {high100 - low100:.2f} wide. If it wins 200 of 400 "
         "(4 times the games), about how wide is the interval? (2 decimals)",
         Fraction(round(high400 - low400, 2)).limit_denominator(100),
         f"Four times the games make the interval half as wide ({high400 - low400:.2f}): the width shrinks "
         "with the square root of the number of games, and the square root of 4 is 2.", tolerance=0.011,
         hint="Is it a quarter as wide, or half as wide? Try wilson(200, 400) in a cell.")
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
Exercise("5. In a game of pure luck, what win share would the strong bot have after very many games?",
         Fraction(1, 2), "Thinking would not help: each bot wins half of the games, 1/2.",
         hint="Think of tossing a coin to decide who wins.")
"""),
    md(f"""
## For the teacher

- *Goals:* win share as a relative frequency; the law of large numbers (the share settles with many games);
  the 95 % confidence interval as "how sure are we", and that 4 times the games halve its width;
  luck against skill in games the class has played.
- *Fair experiments:* seeds make each game replayable (section 2); the bots alternate who starts.
- *Numbers:* {GAMES} games per game against the weak bot and {SIMPLE_GAMES} against the sensible bot, chosen by
  timing so the notebook runs in well under a minute; all seeded, so every run prints the same numbers.
- *Code:* `bugkit.classroom.win_share` and `bugkit.classroom.wilson` (tested in `tests/test_classroom.py`).
"""),
]

if __name__ == "__main__":
    print(f"timed: {t_total:.1f} s in all; seconds per game: {per_game}", file=sys.stderr)
    build("notebooks/31_lesson_luck_or_skill.ipynb", CELLS)
