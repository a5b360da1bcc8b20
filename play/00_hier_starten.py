# ---
# jupyter:
#   bugkit: {start: true, lang: de}
#   kernelspec: {display_name: Python 3 (ipykernel), language: python, name: python3}
# ---

# %% [markdown]
# # bugkit: Krabbeltier-Spiele, um Wahrscheinlichkeit zu lernen 🐞
#
# **Willkommen!** Hier kannst du fünf Familienspiele rund um Krabbeltiere gegen den Computer (oder gegeneinander)
# *spielen* und die Mathematik dahinter *lernen*: Wie wahrscheinlich ist ein Wurf, wann sollte man aufhören, wie
# viel hilft ein gutes Gedächtnis?
#
# - Zu jedem Spiel gibt es ein **Spielbrett**: Du tippst auf die Würfel, Karten und Plättchen wie an einem echten
#   Tisch, und der Computer spielt von selbst mit.
# - Zu jedem Spiel gibt es eine **Lektion** auf Deutsch und auf Englisch: Erst schätzt du, dann siehst du die
#   genaue Antwort, du veränderst Regler und siehst, was passiert, und du löst Aufgaben, die dir einen Tipp geben,
#   wenn es noch nicht stimmt.
#
# Tippe auf **▶ spielen**, um ein Spiel zu spielen, oder auf eine Sprache, um die Lektion zu öffnen.
#
# [In English: Start here](00_start_here.ipynb)
#
# <!-- bugkit.ui.draw.start_page_style() -->
#
# | Spiel | Spielen | Lektion | Was du lernst |
# |---|---|---|---|
# | **Ungeziffer** | [▶ spielen](11_play_ungeziffer.ipynb?lang=de) | [Deutsch](21_lektion_ungeziffer.ipynb)<br>[Englisch](21_lesson_ungeziffer.ipynb) | Würfelsummen, gleich wahrscheinliche Ergebnisse, Gedächtnis |
# | **Wanzen tanzen** | [▶ spielen](12_play_wanzen_tanzen.ipynb?lang=de) | [Deutsch](22_lektion_wanzen_tanzen.ipynb)<br>[Englisch](22_lesson_wanzen_tanzen.ipynb) | Würfelergebnisse zählen, Baumdiagramme, rückwärts denken |
# | **Voll verasselt** | [▶ spielen](13_play_voll_verasselt.ipynb?lang=de) | [Deutsch](23_lektion_voll_verasselt.ipynb)<br>[Englisch](23_lesson_voll_verasselt.ipynb) | Wann sollte man aufhören? Der Erwartungswert |
# | **Kakerlakentanz** | [▶ spielen](14_play_kakerlakentanz.ipynb?lang=de) | [Deutsch](24_lektion_kakerlakentanz.ipynb)<br>[Englisch](24_lesson_kakerlakentanz.ipynb) | Wie wahrscheinlich ist ein verbotener Tanz? |
# | **Würfel-WG** | [▶ spielen](15_play_wuerfel_wg.ipynb?lang=de) | [Deutsch](25_lektion_wuerfel_wg.ipynb)<br>[Englisch](25_lesson_wuerfel_wg.ipynb) | Wie viel helfen Wiederholungswürfe und Parkplätze? |
# | **Alle Spiele: Glück oder Können?** | | [Deutsch](31_lektion_glueck_oder_koennen.ipynb)<br>[Englisch](31_lesson_luck_or_skill.ipynb) | Bei welchem Spiel lohnt sich Nachdenken am meisten? |
#
# **Für Lehrkräfte:** die Handreichung (Ziele nach den Bildungsstandards, ein Ablauf für 45 Minuten, typische
# Fehlvorstellungen, Gesprächsanlässe und alle Lösungen; auch als Seite ohne Jupyter: `docs/lehrerhandreichung.md`),
# Arbeitsblätter mit Lösungen in `docs/worksheets/` und in jeder Würfel-Lektion eine Tabelle für die Würfe der Klasse.
# Jede Lektion endet mit einem Teil *Für Neugierige* für 13- bis 14-Jährige und für Lehrkräfte. Dieselbe Spielnummer
# ergibt immer dasselbe Spiel, so kann eine ganze Klasse eine Partie gemeinsam nachspielen; jedes Spielbrett hat eine
# Beamer-Ansicht. Öffnen Sie ein Notebook in Jupyter statt als App, dann wählen Sie einmal *Run → Run All Cells*
# (deutsche Oberfläche: *Ausführen → Alle Zellen ausführen*); passiert nichts, war Jupyter noch nicht bereit: Wählen Sie
# es noch einmal.
#
# **Mit der ganzen Klasse:** Im Klassenmodus (`python -m bugkit.classroom serve` auf
# Ihrem Laptop) erscheinen die Schätzungen und Strichlisten aller Tablets auf Ihrem Bildschirm, Sie geben jede
# Auflösung frei, und Kinder spielen an mehreren Tablets eine Partie gegeneinander; ohne Konten, nichts verlässt
# den Raum.
#
# [Der Klassenmodus: So geht’s](42_klassenmodus.ipynb)
#
# [Die Handreichung für Lehrkräfte](30_lehrerhandreichung.ipynb)
#
# **App-Modus:** Jedes Notebook läuft auch ohne sichtbaren Programmcode, in Voila (siehe README).

# %% [markdown]
# ## Ist alles bereit?
#
# Die Zeile darunter zählt die Spiele auf, die bugkit kennt. Stehen dort alle fünf, ist alles installiert.

# %%
import bugkit
from bugkit.ui.a11y import labeller

print("Spiele in bugkit:", ", ".join(spec.title for spec in bugkit.GAMES.values()))
labeller("de")  # sagt einem Screenreader, dass diese Seite deutsch ist (man sieht nichts davon)
