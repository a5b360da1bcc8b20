"""Generate notebooks/00_start_here.ipynb (run from the repository root); lists every game's notebooks."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import ROOT, build, code, md  # noqa: E402

GAMES = [  # (number, package, title, what it teaches)
    (1, "ungeziffer", "Ungeziffer", "adding within 20, equally likely outcomes, memory"),
    (2, "wanzen_tanzen", "Wanzen tanzen", "counting dice outcomes, working backwards, expected value"),
    (3, "voll_verasselt", "Voll verasselt", "push your luck: when should you stop?"),
    (4, "kakerlakentanz", "Kakerlakentanz", "conditional probability"),
    (5, "wuerfel_wg", "Würfel-WG", "how much do extra re-rolls and parking spots help?"),
]


def link(path: str, text: str) -> str:
    """Return a markdown link to a notebook, or the text marked as coming when it does not exist yet."""
    return f"[{text}]({path})" if (ROOT / "notebooks" / path).exists() else f"{text} *(coming soon)*"


rows = "\n".join(
    f"| **{title}** | {link(f'1{n}_play_{pkg}.ipynb', 'play')} | {link(f'2{n}_lesson_{pkg}.ipynb', 'lesson')} | {topic} |"
    for n, pkg, title, topic in GAMES)

build("notebooks/00_start_here.ipynb", [
    md(f"""
# bugkit: bug games for learning probability 🐞

**Welcome!** Here you can *play* five family games about bugs against the computer (or against each
other), and *learn* the mathematics behind them: how likely is a roll, when should you stop, how much does
remembering help?

- Each game has a **play** notebook: a game board made of buttons.
- Each game has a **lesson** notebook: a question, the exact answer, a simulation, and exercises that tell
  you whether your answer is right.

Click a link to open it. In a notebook, run the cells from top to bottom with *Shift+Enter*.

| Game | Play | Lesson | What you learn |
|---|---|---|---|
{rows}

**Across all games:** {link("31_lesson_luck_or_skill.ipynb", "Luck or skill?")}: which game rewards
thinking most? The strong bot of each game against a random bot, with confidence intervals.

**For teachers:** {link("30_teacher_guide.ipynb", "the teacher guide")} (goals, ages, timing, discussion
prompts and every answer; also as a page without Jupyter: `docs/teacher_guide.md`). Every lesson also ends
with notes for the teacher. The same seed always gives the same game, so a whole class can replay one game
together, and every board can save a game and replay it move by move.

**App mode:** every play notebook also runs without any code showing, in Voila (see the README).
"""),
    md("""
## Deutsch / English

Die Spielbretter sprechen Deutsch und Englisch. Wähle hier deine Sprache; jedes Spielbrett hat außerdem
oben einen eigenen Schalter **Sprache / Language**.
"""),
    code("""
# NBVAL_IGNORE_OUTPUT
import ipywidgets as widgets

TEXT = {
    "en": "Every game board has a <b>Language</b> switch at the top. Good luck, and watch out for bugs!",
    "de": "Jedes Spielbrett hat oben einen Schalter <b>Sprache</b>. Viel Glück, und Achtung, Ungeziffer!",
}
choice = widgets.ToggleButtons(options=[("English", "en"), ("Deutsch", "de")], value="en")
message = widgets.HTML(TEXT["en"])
choice.observe(lambda change: setattr(message, "value", TEXT[change["new"]]), names="value")
widgets.VBox([choice, message])
"""),
    md("""
## Is everything installed?

This cell checks that bugkit is ready and lists the games it knows.
"""),
    code("""
import bugkit

print("bugkit games:", ", ".join(spec.title for spec in bugkit.GAMES.values()))
"""),
])
