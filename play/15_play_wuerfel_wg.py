# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Würfel-WG 🦘🛋️

# %%
# NBVAL_IGNORE_OUTPUT
# Umschalt+Enter / Shift+Enter
from bugkit.ui import page_language
from bugkit.wuerfel_wg.ui import play

LANG = page_language("de")  # German unless the page asks for ?lang=en
game = play(players=2, seats=["human", "planner"], lang=LANG)  # a new random game each time
game

# %% [markdown]
# ## 🦘 3 × 👤

# %%
# NBVAL_IGNORE_OUTPUT
play(players=3, seats=["human", "human", "greedy"], variant="beginners", lang=LANG)

# %% [markdown]
# ## 🤖 🤖

# %%
from bugkit.core.i18n import tn
from bugkit.wuerfel_wg import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.bots import play_game
from bugkit.wuerfel_wg.labels import describe, game_over_text, player_name

final = play_game([PlannerBot(), GreedyBot()], seed=3)  # game number 3: the same game every time
for event in final.events[:14]:
    print(describe(final.cards, event, LANG))
print("…")
for event in final.events[-4:]:
    print(describe(final.cards, event, LANG))
scores = ", ".join(f"{player_name(i, LANG)}: {tn('ui.points', n, LANG)}" for i, n in enumerate(final.scores()))
print(scores, "–", game_over_text(final.winners(), LANG))
print("Runden:" if LANG == "de" else "Rounds:", final.turn_no // final.n_players)

# %% [markdown]
# ## 🅿️ 4 4 1 🦘 → 4 4 4

# %%
from bugkit.core.i18n import fmt_pct
from bugkit.wuerfel_wg import advise
from bugkit.wuerfel_wg.labels import dice_text

advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
park = "Parke" if LANG == "de" else "Park"
print(f"{park} {dice_text(advice.park, LANG)}: {'Chance' if LANG == 'de' else 'chance'} {advice.chance} = "
      f"{fmt_pct(advice.chance, LANG)}")
for kept, chance in advice.options[:4]:
    print(f"  {dice_text(kept, LANG)} → {chance}")
