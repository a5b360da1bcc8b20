# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Voll verasselt 🐛🎲

# %%
# NBVAL_IGNORE_OUTPUT
# Shift+Enter: the game board (its language: the picker on the board, or ?lang=de in the page address)
from bugkit.ui import page_language
from bugkit.voll_verasselt.ui import play

LANG = page_language("en")  # "de" for German
game = play(players=2, seats=["human", "odds"], lang=LANG)  # a new game each time; its number is on the board
game

# %% [markdown]
# ## 👥 3–5

# %%
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "odds"], lang=LANG)

# %% [markdown]
# ## 🎲 %

# %%
from bugkit.core.i18n import fmt_num, t
from bugkit.voll_verasselt import advise
from bugkit.voll_verasselt.labels import n_cards, odds_text

advice = advise({"blue": 2, "red": 2, "yellow": 1, "green": 1},
                ["blue", "red", "bars", "bars", "yellow", "green", "blue"], catch=4)
words = {"en": ("Roll dice", "On average you have {x} cards after the roll.", "Stop now: you keep", "Advice:"),
         "de": ("Würfel", "Im Durchschnitt hast du nach dem Wurf {x} Karten.", "Jetzt aufhören: Du behältst",
                "Rat:")}
for lang in (LANG,):
    roll, average, stop, said = words[lang]
    for choice in advice.choices[:4]:
        dice = " ".join(str(i + 1) for i in choice.roll)
        print(f"{roll} {dice}: {odds_text(choice.p_bugged_up, lang)}",
              average.format(x=fmt_num(choice.expected, lang, 2)))
    print(f"{stop} {n_cards(advice.stop_value, lang)}.", said,
          t("voll_verasselt.advice.roll" if advice.should_roll else "voll_verasselt.advice.stop", lang))
    print()

# %% [markdown]
# ## 🤖 🤖

# %%
import bugkit
from bugkit.core.i18n import tn
from bugkit.voll_verasselt.labels import describe, n_cards, names_text, player_name

record = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=3)  # the same number: the same game
for lang in (LANG,):
    for event in record.final.events[:12]:
        print(describe(event, lang))
    print("…")
    print(describe(record.final.events[-1], lang))
    heaps = ", ".join(f"{player_name(i, lang)}: {n_cards(n, lang)}" for i, n in enumerate(record.scores))
    print(heaps, "–", tn("voll_verasselt.status.over", len(record.winners), lang,
                         names=names_text(record.winners, lang)))
    print()
