# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Würfel-WG 🦘🛋️
#
# *Sprache / language: `?lang=de` · `?lang=en` (Voila); „So geht's“ / “How to play” is inside the board.*

# %%
# NBVAL_IGNORE_OUTPUT
# Umschalt+Enter / Shift+Enter
from bugkit.ui import page_language
from bugkit.wuerfel_wg.ui import play

LANG = page_language("de")  # "de" or "en"
game = play(players=2, seats=["human", "planner"], lang=LANG)  # a new random game each time
game

# %% [markdown]
# ## 💾

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.ui.saving import save_replay_for

save_replay_for(game, "saves/wuerfel_wg.json")

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
for lang in ("de", "en"):
    for event in final.events[:14]:
        print(describe(final.cards, event, lang))
    print("…")
    for event in final.events[-4:]:
        print(describe(final.cards, event, lang))
    scores = ", ".join(f"{player_name(i, lang)}: {tn('ui.points', n, lang)}"
                       for i, n in enumerate(final.scores()))
    print(scores, "–", game_over_text(final.winners(), lang))
    print()
print("Runden / rounds:", final.turn_no // final.n_players)

# %% [markdown]
# ## 🅿️ 4 4 1 🦘 → 4 4 4

# %%
from bugkit.core.i18n import fmt_pct
from bugkit.wuerfel_wg import advise
from bugkit.wuerfel_wg.labels import dice_text

advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
print(f"Parke {dice_text(advice.park, 'de')}: Chance {advice.chance} = {fmt_pct(advice.chance, 'de')}")
print(f"Park {dice_text(advice.park, 'en')}: chance {advice.chance} = {fmt_pct(advice.chance, 'en')}")
for park, chance in advice.options[:4]:
    print(f"  {dice_text(park, 'de')} / {dice_text(park, 'en')} → {chance}")
