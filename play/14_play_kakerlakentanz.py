# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Kakerlakentanz

# %%
# NBVAL_IGNORE_OUTPUT
# The timed game: you against two cockroaches. Tap Start, then the dance; the instructions are under the board
# ("How to play" / "So geht's") and follow its language; a Voila page starts in the language of its URL (?lang=de).
from bugkit.kakerlakentanz.ui import play
from bugkit.ui import page_language

lang = page_language("en")
game = play(players=3, seats=["human", "easy", "easy"], lang=lang)
game

# %%
# NBVAL_IGNORE_OUTPUT
# Practice without a clock: a wrong call is explained and you try again; what is forbidden is shown.
practice = play(players=2, seats=["human", "hard"], practice=True, lang=lang)
practice

# %%
# The referee: the right calls for a card after this round's (card, call) pairs.
from bugkit.kakerlakentanz import correct_calls

print(sorted(correct_calls([], "meep")))
print(sorted(correct_calls([("meep", "meep")], "meep")))
print(sorted(correct_calls([("taboo:ouch", "stop")], "ouch")))
print(sorted(correct_calls([("taboo:ouch", "stop"), ("buzz", "buzz"), ("taboo:meep", "stop")], "buzz")))

# %%
# The rulebook's example (Amelie, Rüdiger, Edgar, Claudia), explained by the referee in the page's language.
from bugkit.kakerlakentanz import judge
from bugkit.kakerlakentanz.labels import card_name, dance_name, explain

names = ["Amelie", "Rüdiger", "Edgar", "Claudia"]
moves = [("buzz", "buzz"), ("taboo:ouch", "stop"), ("flap-flap", "flap-flap"), ("flap-flap", "meep"),
         ("flap-flap", "buzz"), ("taboo:meep", "stop"), ("ouch", "buzz"), ("meep", "flap-flap"), ("ouch", "buzz")]
played = []
for i, (card, call) in enumerate(moves):
    verdict = judge(played, card, call)
    print(f"{names[i % 4]:8} {card_name(card, lang):20} {dance_name(call, lang):12} -> {explain(verdict.reason, lang)}")
    played.append((card, call))

# %%
# Watch the cockroaches: one pro against two beginners, 60 games with the fixed game numbers 0 to 59.
import bugkit
from bugkit.core.i18n import fmt_num, t
from bugkit.kakerlakentanz.bots import EasyCockroach, HardCockroach

wins = {"hard": 0, "easy": 0}
for seed in range(60):
    bots = [HardCockroach(), EasyCockroach(), EasyCockroach()]
    if seed % 2:
        bots.reverse()
    record = bugkit.play("kakerlakentanz", bots, seed=seed, hand_size=15)
    wins[bots[record.winners[0]].name] += 1
for level in ("hard", "easy"):
    error = (HardCockroach() if level == "hard" else EasyCockroach()).move_error()
    print(f"{t('kakerlakentanz.level.' + level, lang)}: {wins[level]} / 60; P(wrong move) = {fmt_num(error, lang, 3)}")
