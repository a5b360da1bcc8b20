# ---
# jupyter:
#   bugkit: {start: true, lang: en}
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # bugkit: bug games for learning probability 🐞
#
# **Welcome!** Here you can *play* five family games about bugs against the computer (or against each
# other), and *learn* the mathematics behind them: how likely is a roll, when should you stop, how much does
# remembering help?
#
# - Each game has a **play** notebook: a game board where you tap the dice, cards and tiles as at a real table,
#   and the computer plays its turns by itself.
# - Each game has a **lesson**, in English and in German: you guess first, then see the exact answer, move sliders
#   to see what changes, and try exercises that give you a hint when you are not right yet.
#
# Tap **▶ play** to play a game, or a language to open its lesson.
#
# [Auf Deutsch: Hier starten](00_hier_starten.ipynb)
#
# <!-- bugkit.ui.draw.start_page_style() -->
#
# | Game | Play | Lesson | What you learn |
# |---|---|---|---|
# | **Ungeziffer** | [▶ play](11_play_ungeziffer.ipynb?lang=en) | [English](21_lesson_ungeziffer.ipynb)<br>[German](21_lektion_ungeziffer.ipynb) | adding dice, equally likely outcomes, memory |
# | **Wanzen tanzen** | [▶ play](12_play_wanzen_tanzen.ipynb?lang=en) | [English](22_lesson_wanzen_tanzen.ipynb)<br>[German](22_lektion_wanzen_tanzen.ipynb) | counting dice outcomes, tree diagrams, working backwards |
# | **Voll verasselt** | [▶ play](13_play_voll_verasselt.ipynb?lang=en) | [English](23_lesson_voll_verasselt.ipynb)<br>[German](23_lektion_voll_verasselt.ipynb) | push your luck: when should you stop? (expected value) |
# | **Kakerlakentanz** | [▶ play](14_play_kakerlakentanz.ipynb?lang=en) | [English](24_lesson_kakerlakentanz.ipynb)<br>[German](24_lektion_kakerlakentanz.ipynb) | how likely is a forbidden dance? |
# | **Würfel-WG** | [▶ play](15_play_wuerfel_wg.ipynb?lang=en) | [English](25_lesson_wuerfel_wg.ipynb)<br>[German](25_lektion_wuerfel_wg.ipynb) | how much do extra re-rolls and parking spots help? |
# | **All games: luck or skill?** | | [English](31_lesson_luck_or_skill.ipynb)<br>[German](31_lektion_glueck_oder_koennen.ipynb) | which game rewards thinking most? |
#
# **For teachers:** the teacher guide (goals in curriculum words, a 45-minute plan, misconceptions, discussion prompts
# and every answer; also as a page without Jupyter: `docs/teacher_guide.md`), printable worksheets with answer keys in
# `docs/worksheets/`, and the class's own dice table in each dice lesson. Every lesson ends with a part *Going further*
# for ages 13-14 and for teachers. The same game number always gives the same game, so a whole class can replay one game
# together; every board has a projector mode. A notebook opened in Jupyter rather than as an app needs *Run → Run All
# Cells* once; if nothing happens, Jupyter was not ready yet: choose it again.
#
# **With the whole class:** in class mode (`python -m bugkit.classroom serve` on your
# laptop) the guesses and dice tallies of every tablet come to your screen, you release each reveal, and children
# play one game against each other on several tablets; no accounts, nothing leaves the room.
#
# [Class mode: how it works](42_class_mode.ipynb)
#
# [The teacher guide](30_teacher_guide.ipynb)
#
# **App mode:** every notebook also runs without any code showing, in Voila (see the README).

# %% [markdown]
# ## Is everything ready?
#
# The line below lists the games bugkit knows. When it names all five, everything is installed.

# %%
import bugkit
from bugkit.ui.a11y import labeller

print("bugkit games:", ", ".join(spec.title for spec in bugkit.GAMES.values()))
labeller("en")  # tells a screen reader that this page is in English (it shows nothing)
