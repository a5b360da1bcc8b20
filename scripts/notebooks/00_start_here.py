"""Generate the start pages: notebooks/00_start_here.ipynb (English) and notebooks/00_hier_starten.ipynb (German).

Run from the repository root after the lessons are built: each page links every game's play notebook and both
languages' lesson notebooks (a notebook that does not exist yet is marked as coming soon).
"""

import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import ROOT, build, code, md  # noqa: E402

GAMES = [  # (number, package, title, what it teaches in English, in German)
    (1, "ungeziffer", "Ungeziffer", "adding dice, equally likely outcomes, memory",
     "Würfelsummen, gleich wahrscheinliche Ergebnisse, Gedächtnis"),
    (2, "wanzen_tanzen", "Wanzen tanzen", "counting dice outcomes, working backwards, expected value",
     "Würfelergebnisse zählen, rückwärts denken, Erwartungswert"),
    (3, "voll_verasselt", "Voll verasselt", "push your luck: when should you stop?",
     "Wann sollte man aufhören?"),
    (4, "kakerlakentanz", "Kakerlakentanz", "how likely is a forbidden dance?",
     "Wie wahrscheinlich ist ein verbotener Tanz?"),
    (5, "wuerfel_wg", "Würfel-WG", "how much do extra re-rolls and parking spots help?",
     "Wie viel helfen Extra-Würfe und Parkplätze?"),
]
LUCK = {"en": "31_lesson_luck_or_skill.ipynb", "de": "31_lektion_glueck_oder_koennen.ipynb"}
SOON = {"en": "coming soon", "de": "kommt bald"}


def link(path: str, text: str, lang: str) -> str:
    """Return a markdown link to a notebook, or the text marked as coming when it does not exist yet."""
    return f"[{text}]({path})" if (ROOT / "notebooks" / path).exists() else f"{text} *({SOON[lang]})*"


def rows(lang: str) -> str:
    """Return the table rows: game, play notebook, lesson in each language, topic."""
    out = []
    for n, pkg, title, topic_en, topic_de in GAMES:
        play = link(f"1{n}_play_{pkg}.ipynb", "play" if lang == "en" else "spielen", lang)
        english = link(f"2{n}_lesson_{pkg}.ipynb", "English" if lang == "en" else "englisch", lang)
        german = link(f"2{n}_lektion_{pkg}.ipynb", "German" if lang == "en" else "deutsch", lang)
        first, second = (english, german) if lang == "en" else (german, english)
        out.append(f"| **{title}** | {play} | {first} · {second} | {topic_en if lang == 'en' else topic_de} |")
    return "\n".join(out)


CHECK = {
    "en": """
import bugkit

print("bugkit games:", ", ".join(spec.title for spec in bugkit.GAMES.values()))
""",
    "de": """
import bugkit

print("Spiele in bugkit:", ", ".join(spec.title for spec in bugkit.GAMES.values()))
""",
}

ENGLISH = f"""
# bugkit: bug games for learning probability 🐞

**Welcome!** Here you can *play* five family games about bugs against the computer (or against each
other), and *learn* the mathematics behind them: how likely is a roll, when should you stop, how much does
remembering help?

- Each game has a **play** notebook: a game board made of buttons.
- Each game has a **lesson**, in English and in German: you guess first, then see the exact answer, move sliders
  to see what changes, and try exercises that give you a hint when you are not right yet.

Click a link to open it. In a notebook, choose *Run → Run All Cells* once, then read from the top.
*Auf Deutsch:* [Hier starten](00_hier_starten.ipynb).

| Game | Play | Lesson | What you learn |
|---|---|---|---|
{rows("en")}

**Across all games:** {link(LUCK["en"], "Luck or skill?", "en")} ({link(LUCK["de"], "German", "en")}): which game
rewards thinking most?

**For teachers:** {link("30_teacher_guide.ipynb", "the teacher guide", "en")} (goals in curriculum words, a
45-minute plan, misconceptions, discussion prompts and every answer; also as a page without Jupyter:
`docs/teacher_guide.md`), printable worksheets with answer keys in `docs/worksheets/`, and the class's own dice
table in each dice lesson. Every lesson ends with a part *Going further* for ages 13-14 and for teachers. The same
game number always gives the same game, so a whole class can replay one game together; every board has a projector
mode.

**App mode:** every notebook also runs without any code showing, in Voila (see the README).
"""

GERMAN = f"""
# bugkit: Krabbeltier-Spiele, um Wahrscheinlichkeit zu lernen 🐞

**Willkommen!** Hier kannst du fünf Familienspiele rund um Krabbeltiere gegen den Computer (oder gegeneinander)
*spielen* und die Mathematik dahinter *lernen*: Wie wahrscheinlich ist ein Wurf, wann sollte man aufhören, wie
viel hilft ein gutes Gedächtnis?

- Zu jedem Spiel gibt es ein **Spielbrett** aus Knöpfen.
- Zu jedem Spiel gibt es eine **Lektion** auf Deutsch und auf Englisch: Erst tippst du, dann siehst du die
  genaue Antwort, du veränderst Regler und siehst, was passiert, und du löst Aufgaben, die dir einen Tipp geben,
  wenn es noch nicht stimmt.

Klick auf einen Link, um ihn zu öffnen. In einem Notebook wählst du einmal *Run → Run All Cells* und liest dann von
oben. *In English:* [Start here](00_start_here.ipynb).

| Spiel | Spielen | Lektion | Was du lernst |
|---|---|---|---|
{rows("de")}

**Über alle Spiele:** {link(LUCK["de"], "Glück oder Können?", "de")} ({link(LUCK["en"], "englisch", "de")}): Bei
welchem Spiel lohnt sich Nachdenken am meisten?

**Für Lehrkräfte:** {link("30_lehrerhandreichung.ipynb", "die Handreichung für Lehrkräfte", "de")} (Ziele nach
den Bildungsstandards, ein Ablauf für 45 Minuten, typische Fehlvorstellungen, Gesprächsanlässe und alle Lösungen;
auch als Seite ohne Jupyter: `docs/lehrerhandreichung.md`), Arbeitsblätter mit Lösungen in `docs/worksheets/` und
in jeder Würfel-Lektion eine Tabelle für die Würfe der Klasse. Jede Lektion endet mit einem Teil *Für
Neugierige* für 13- bis 14-Jährige und für Lehrkräfte. Dieselbe Spielnummer ergibt immer dasselbe Spiel, so
kann eine ganze Klasse eine Partie gemeinsam nachspielen; jedes Spielbrett hat eine Beamer-Ansicht.

**App-Modus:** Jedes Notebook läuft auch ohne sichtbaren Programmcode, in Voila (siehe README).
"""

PAGES = {
    "en": ("notebooks/00_start_here.ipynb", ENGLISH, "## Is everything installed?\n\nThis cell checks that bugkit is "
           "ready and lists the games it knows."),
    "de": ("notebooks/00_hier_starten.ipynb", GERMAN, "## Ist alles installiert?\n\nDiese Zelle prüft, ob bugkit "
           "bereit ist, und zählt die Spiele auf, die es kennt."),
}

for lang, (path, text, check) in PAGES.items():
    out = build(path, [md(text), md(check), code(CHECK[lang])])
    nb = nbformat.read(str(out), as_version=4)
    nb.metadata["bugkit"] = {"start": True, "lang": lang}
    nbformat.write(nb, str(out))
