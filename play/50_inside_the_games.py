# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Inside the games
#
# The engines at work, for teachers and the curious: bots playing whole games with fixed game numbers (the same
# game every time), the referee of Kakerlakentanz, the advisors' exact chances and the cards bugkit ships. Children
# play on the play pages (one board each); this page is English only and shows its code. Run all cells
# (Shift+Enter, or Run ▸ Run All Cells); under nbval its printed lines are checked, so a change in a game's rules or
# bots shows up here.
#
# [Back to the start page](00_start_here.ipynb)

# %%
from bugkit.ui.a11y import labeller

LANG = "en"  # the printed lines' language; "de" prints them in German
labeller("en")  # the page's language (its words are English whatever LANG says), for screen readers; shows nothing

# %% [markdown]
# ## Ungeziffer

# %%
import bugkit
from bugkit.core.i18n import player_name, tn, winners_text
from bugkit.ungeziffer.labels import describe

record = bugkit.play("ungeziffer", ["memory", "random"], seed=3)
for event in record.final.events[:8]:
    print(describe(event, LANG))
print("…")
print(", ".join(f"{player_name(i, LANG)}: {tn('ungeziffer.score.tiles', n, LANG)}"
                for i, n in enumerate(record.scores)))
print(winners_text(record.winners, LANG))

# %% [markdown]
# ## Wanzen tanzen

# %%
# Three odds bots play game number 7 (the same game every time): the first moves and the result.
from bugkit.core.i18n import t
from bugkit.wanzen_tanzen.ui import play

table = play(players=3, seats=["odds", "odds", "odds"], seed=7, lang=LANG, pace=0)  # pace 0: the whole game at once
for line in table.log_lines()[:16]:
    print(line)
print("…")
print(table.status_text())
head = t("wanzen_tanzen.table_head", LANG).split("|")
for row in table.player_rows():
    print(f"{row[0]}: " + ", ".join(f"{h} {v}" for h, v in zip(head[1:], row[1:], strict=True)))

# %%
# Who plays best? The odds bot against the simple bot, 20 games.
from bugkit.core.i18n import fmt_num
from bugkit.matches import duel

result = duel("wanzen_tanzen", "odds", "heuristic", games=20, seed=0)
won, lost, ties, margin = result.wins, result.losses, result.ties, fmt_num(result.margin, LANG, 1)
if LANG == "de":
    print(f"Der Chancen-Bot gewann {won:.0f} Spiele, der einfache Bot {lost:.0f}, {ties:.0f} gingen unentschieden aus.")
    print(f"Der Chancen-Bot machte im Schnitt {margin} Punkte mehr pro Spiel.")
else:
    print(f"The odds bot won {won:.0f} games, the simple bot {lost:.0f}, {ties:.0f} were ties.")
    print(f"The odds bot scored {margin} points more per game on average.")

# %%
# The 28 cards bugkit ships (its own guess: data/deck.json; load_deck("my_deck.json") reads the real ones)
from bugkit.core.i18n import tn
from bugkit.wanzen_tanzen import default_deck

for card in default_deck():
    word = "Karte" if LANG == "de" else "card"
    print(f"{word} {card.id:2} ({tn('ui.points', card.points, LANG)}): "
          + " / ".join(task.name(LANG) for task in card.tasks))

# %% [markdown]
# ## Voll verasselt

# %%
from bugkit.core.i18n import fmt_num, t
from bugkit.voll_verasselt import advise
from bugkit.voll_verasselt.labels import n_cards, odds_text

advice = advise({"blue": 2, "red": 2, "yellow": 1, "green": 1},
                ["blue", "red", "bars", "bars", "yellow", "green", "blue"], catch=4)
words = {"en": ("Roll dice", "On average you have {x} cards after the roll.", "Stop now: you keep", "Advice:"),
         "de": ("Würfel", "Im Durchschnitt hast du nach dem Wurf {x} Karten.", "Jetzt aufhören: Du behältst",
                "Rat:")}
roll, average, stop, said = words[LANG]
for choice in advice.choices[:4]:
    dice = " ".join(str(i + 1) for i in choice.roll)
    print(f"{roll} {dice}: {odds_text(choice.p_bugged_up, LANG)}")
    print("   ", average.format(x=fmt_num(choice.expected, LANG, 2)))  # two lines: a tablet shows them whole
print(f"{stop} {n_cards(advice.stop_value, LANG)}.", said,
      t("voll_verasselt.advice.roll" if advice.should_roll else "voll_verasselt.advice.stop", LANG))
print()

# %%
import bugkit
from bugkit.core.i18n import player_name, winners_text
from bugkit.voll_verasselt.labels import describe, n_cards

record = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=3)  # the same number: the same game
for event in record.final.events[:12]:
    print(describe(event, LANG))
print("…")
print(describe(record.final.events[-1], LANG))
heaps = ", ".join(f"{player_name(i, LANG)}: {n_cards(n, LANG)}" for i, n in enumerate(record.scores))
print(heaps, "–", winners_text(record.winners, LANG))
print()

# %% [markdown]
# ## Kakerlakentanz

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
    print(f"{names[i % 4]:8} {card_name(card, LANG):20} {dance_name(call, LANG):12}")
    print(f"{'':8} -> {explain(verdict.reason, LANG)}")  # on a line of its own: a tablet shows it whole
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
    print(f"{t('kakerlakentanz.level.' + level, LANG)}: {wins[level]} / 60; P(wrong move) = {fmt_num(error, LANG, 3)}")

# %% [markdown]
# ## Würfel-WG

# %%
import bugkit
from bugkit.core.i18n import player_name, tn, winners_text
from bugkit.wuerfel_wg import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.labels import describe

final = bugkit.play("wuerfel_wg", [PlannerBot(), GreedyBot()], seed=3).final  # game number 3: the same game every time
for event in final.events[:14]:
    print(describe(final.cards, event, LANG))
print("…")
for event in final.events[-4:]:
    print(describe(final.cards, event, LANG))
scores = ", ".join(f"{player_name(i, LANG)}: {tn('ui.points', n, LANG)}" for i, n in enumerate(final.scores()))
print(scores, "–", winners_text(final.winners(), LANG))
print("Runden:" if LANG == "de" else "Rounds:", final.turn_no // final.n_players)

# %%
from bugkit.core.i18n import fmt_pct
from bugkit.wuerfel_wg import advise
from bugkit.wuerfel_wg.labels import dice_text

advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)  # advice.action: the step, Park((4, 4))
park = "Parke" if LANG == "de" else "Park"
print(f"{park} {dice_text(advice.action.kept, LANG)}: {'Chance' if LANG == 'de' else 'chance'} {advice.chance} = "
      f"{fmt_pct(advice.chance, LANG)}")
for step, chance in advice.options[:4]:
    print(f"  {dice_text(step.kept, LANG)} → {chance}")
