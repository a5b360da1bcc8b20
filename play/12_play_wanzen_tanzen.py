# ---
# jupyter:
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # Wanzen tanzen

# %%
# NBVAL_IGNORE_OUTPUT
from bugkit.ui import page_language
from bugkit.wanzen_tanzen.ui import play

LANG = page_language()  # the page's language: ?lang=de in a Voila link, else English (LANG = "de" for German)
game = play(players=2, seats=["human", "odds"], lang=LANG)  # a new random game each time; "How to play" inside
game

# %%
# Three odds bots play game number 7 (the same game every time): the first moves and the result.
from bugkit.core.i18n import t
table = play(players=3, seats=["odds", "odds", "odds"], seed=7, lang=LANG, pace=0)  # pace 0: the whole game at once
for line in table.log_lines()[:16]:
    print(line)
print("…")
print(table.status_text())
head = t("wanzen_tanzen.table_head", LANG).split("|")
for row in table.player_rows():
    print(f"{row[0]}: " + ", ".join(f"{h} {v}" for h, v in zip(head[1:], row[1:])))

# %%
# Who plays best? The odds bot against the simple bot, 20 games.
from bugkit.core.i18n import fmt_num
from bugkit.wanzen_tanzen.bots import duel

result = duel("odds", "heuristic", games=20, seed=0)
won, lost, ties, margin = result["odds"], result["heuristic"], result["tie"], fmt_num(result["margin"], LANG, 1)
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
