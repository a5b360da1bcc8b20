"""Generate notebooks/30_teacher_guide.ipynb AND docs/teacher_guide.md from one source (run from the repository root).

The guide covers the lesson of every game in ``bugkit.GAMES`` plus the cross-game lesson "Luck or skill?".
The exercise answers are not typed here: this script reads each lesson notebook's code cells, runs the cells the
``Exercise(...)`` calls depend on (with the same bugkit functions the lesson uses) and records what each call is
given. So the guide says exactly what the lesson's Check button accepts. Rebuild the lesson notebooks first.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
import sys
import warnings
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import ROOT, build, code, md

import bugkit

BINDER = "https://mybinder.org/v2/gh/bugkit/bugkit/main"
LOCAL = ("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt && "
         ".venv/bin/jupyter lab notebooks/00_start_here.ipynb")

# What the guide says about each lesson, written after reading the lesson notebooks. "age"/"time" are used only
# when the lesson itself does not state them in its first cell ("**For:** ages ... **Time:** about ...").
META: dict[str, dict[str, Any]] = {
    "ungeziffer": {
        "age": "10-12", "time": "45 minutes",
        "goals": [
            ("Adding within 20", "the dice-sum table (section 2) and counting tiles up to the target"),
            ("Sample space", "the 6 × 4 = 24 (green, yellow) pairs (section 2)"),
            ("Equally likely outcomes", "each pair is equally likely, so the chance of a target is (pairs with "
             "that sum) ÷ 24 (section 3)"),
            ("Law of large numbers", "the relative frequency of the target 5 settles at 1/6 (section 4, buttons "
             "×1, ×10, ×1000)"),
            ("Bar charts", "target chances for three yellow dice (section 5) and blind-hit chances with their "
             "dips (section 7)"),
            ("Expected value (going further)", "the chance of a whole blind turn is the weighted average of the "
             "blind chances"),
        ],
        "class": "Start with 10 minutes of play in pairs (play notebook or app), then go through the lesson "
                 "together (or let pairs work through the German or English app). Every prediction box asks for "
                 "a guess before the answer shows; let students commit on paper first.",
        "prompts": [
            "After 10 rolls, would you bet on the exact chance? After 1000?",
            "Why is a target of 3 hit blind more often than a target of 4? (Move the 'tiles with 4' slider.)",
            "Do the zero tiles change the blind chance? Why not?",
            "How much is a good memory worth? Compare the memory and random bots.",
        ],
    },
    "wanzen_tanzen": {
        "age": "11-14", "time": "60 minutes",
        "goals": [
            ("Sample space", "the 6⁵ = 7776 ordered rolls of 5 dice, and the 252 collections (step 1)"),
            ("Equally likely outcomes", "each ordered roll is equally likely; a collection is weighted by the "
             "number of orders it can fall in (step 1)"),
            ("Conditional probability", "the tree of the tiny 2-dice game: multiply along a path, e.g. "
             "10/36 · 1/6 (step 2)"),
            ("Complementary events", "exercise 3: with repeats, 1 − (chance of failing every time)"),
            ("Expected value", "is a baby bug worth it? expected points of repeating against keeping a 6"),
            ("Law of large numbers", "1,000,000 simulated turns agree with the exact 30.8 % (step 3)"),
        ],
        "class": "Let students roll five real dice for a large straight first (who makes it in one roll?). "
                 "Draw the tree of the 2-dice game on the board before the computer does it.",
        "prompts": [
            "Why is keeping 1 2 3 4 after rolling 1 2 3 4 6 a worse idea than keeping only one die?",
            "Why may we count collections (252) instead of ordered rolls (7776)?",
            "When is a baby bug worth taking? What does it depend on?",
            "Which task of the table is hardest, which card easiest, and why?",
        ],
    },
    "voll_verasselt": {
        "age": "10-14", "time": "60 minutes",
        "goals": [
            ("Sample space", "one die's 6 faces, the 36 ordered pairs of two dice, the 6⁷ results of seven "
             "dice grouped into 330 (sections 1-3)"),
            ("Equally likely outcomes", "every face is equally likely, so the bar face counts twice "
             "(sections 1-2)"),
            ("Complementary events", "the chance *not* to bug up, 1 − P(bug up), in the expected catch "
             "(section 4)"),
            ("Conditional probability", "the risk of the next roll depends on which cards are left in the "
             "group (section 5)"),
            ("Expected value", "roll on only if the expected catch beats stopping; the best stopping rule "
             "(sections 4 and 6)"),
            ("Law of large numbers", "20,000 simulated turns per stopping rule agree with the exact values "
             "(section 6)"),
        ],
        "class": "Play the game (or the play notebook) for 10 minutes first: students feel the push-your-luck "
                 "tension. Ask for a guess (roll or stop?) before every decision cell.",
        "prompts": [
            "Why do the bar faces count twice?",
            "Before running section 4: would you roll once more with 5 cards caught?",
            "Why does every catch make the next roll riskier?",
            "What would happen to the simulation with 200 turns instead of 20,000?",
        ],
    },
    "kakerlakentanz": {
        "age": "12-14", "time": "60 minutes",
        "goals": [
            ("Sample space", "the 8 kinds of card and their chances 7/32 and 1/32 out of 128 cards (section 1)"),
            ("Equally likely outcomes", "each of the 128 cards is equally likely to come next (section 1)"),
            ("Conditional probability", "P(Meep forbidden | my card is Meep), independence, and the tree "
             "diagram (sections 2-3)"),
            ("Complementary events", "two taboo cards: some earlier card was taboo, 1 − (7/8)^(k−2) "
             "(section 6)"),
            ("Expected value", "the expected length of a game for a given mistake rate (section 7)"),
            ("Law of large numbers", "20,000 simulated rounds agree with the exact Markov-chain answer "
             "(section 5)"),
        ],
        "class": "Play a few rounds with real cards or the play notebook first: the dances make the rule "
                 "'forbidden' concrete. The tree of section 3 works well drawn on the board.",
        "prompts": [
            "Does it matter that *my* card is Meep? (independence)",
            "Why is the long-run answer 1/3 in the children's version? (r = (1 + r)/4)",
            "Why is the dance on your card forbidden more than half of the time late in a round?",
            "Why do a few more mistakes make a game so much longer?",
        ],
    },
    "wuerfel_wg": {
        "age": "10-14", "time": "45 minutes",
        "goals": [
            ("Sample space", "the 6 faces of a die (1-5 and the kangaroo) and the 126 different rolls of 4 dice "
             "(sections 1 and 3)"),
            ("Equally likely outcomes", "each face has chance 1/6 (exercise 4)"),
            ("Complementary events", "\"at least one 4\" = 1 − \"no 4\" = 1 − (5/6)² (section 2, exercises 1-2)"),
            ("Conditional probability", "the chance to finish *given* the dice already parked (section 2, the "
             "advisor)"),
            ("Law of large numbers", "40,000 simulated turns agree with the exact chances (section 4)"),
        ],
        "class": "Let students try one to-do with real dice, then predict: does a clean couch or a full fridge "
                 "help more? Check the prediction with the table of section 3.",
        "prompts": [
            "Why does the clean couch not help for `4 4 4` with 4 dice? When does it help?",
            "What does the ± after a simulated chance mean, and why do 40,000 turns still wobble a little?",
            "Would you rather fill the fridge or clean the couch first? Does your answer change with 6 dice?",
        ],
    },
    "luck_or_skill": {
        "age": "10-14", "time": "45 minutes",
        "goals": [
            ("Equally likely outcomes", "in a game of pure luck each bot wins half of the games (exercise 5)"),
            ("Law of large numbers", "a win share over many games settles on the true share; the confidence "
             "interval narrows with more games (4 times the games halve its width)"),
            ("Confidence intervals", "the Wilson 95 % interval as 'how sure are we', explained as a net "
             "(section 4)"),
        ],
        "class": "Best after at least two game lessons, so students know the bots. Let them predict the order "
                 "of the games before the experiment runs (it takes about half a minute).",
        "prompts": [
            "Is a game 'fair' if the cleverer player always wins? Which game would you play with a younger "
            "sibling?",
            "In which game could *you* beat the strong bot? What would you have to do?",
            "How could we become more sure of the order of the games?",
            "Is the 'skill' in Kakerlakentanz the same kind of skill as in Voll verasselt?",
        ],
    },
}


@dataclass
class Answer:
    """What one exercise of a lesson checks: its question, answer (a number, or an option's label) and reason."""

    question: str
    answer: Fraction | str
    why: str
    tolerance: float
    accepted: str = ""


@dataclass
class Lesson:
    """One lesson notebook and what the guide says about it."""

    key: str
    notebook: str
    play: str | None
    title: str
    age: str
    time: str
    stated: bool  # age and time come from the lesson itself
    answers: list[Answer]


def code_cells(path: Path) -> list[str]:
    """Return the sources of the code cells of a notebook."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in cells if c["cell_type"] == "code"]


def free_and_bound(source: str) -> tuple[set[str], set[str]]:
    """Return the names a cell reads without binding them itself, and the names it binds."""
    tree = ast.parse(source)
    loads, stores = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loads if isinstance(node.ctx, ast.Load) else stores).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            stores.add(node.name)
        elif isinstance(node, ast.arg):
            stores.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            stores.update((a.asname or a.name).split(".")[0] for a in node.names)
    return loads - stores, stores


def is_exercise_cell(source: str) -> bool:
    """Return True if the cell calls Exercise(...)."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "Exercise"
               for n in ast.walk(ast.parse(source)))


def needed_cells(sources: list[str]) -> list[str]:
    """Return the cells the Exercise cells need: themselves and, going back, every cell binding a name they use."""
    needed: set[str] = set()
    keep = []
    for source in reversed(sources):
        free, bound = free_and_bound(source)
        if is_exercise_cell(source) or bound & needed:
            keep.append(source)
            needed |= free
    return list(reversed(keep))


def exercise_answers(path: Path) -> list[Answer]:
    """Return every Exercise of a lesson notebook with the answer it checks, by running the cells it needs."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    import bugkit.ui

    found: list[Answer] = []

    def record(question: str, answer: Fraction | int, why: str, tolerance: float = 0.0, *_: Any, **__: Any) -> None:
        found.append(Answer(question, Fraction(answer), why, tolerance))  # same parameters as bugkit.ui.Exercise

    original = bugkit.ui.Exercise
    bugkit.ui.Exercise = record  # type: ignore[assignment]
    try:
        namespace: dict[str, Any] = {}
        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("ignore")
            for source in needed_cells(code_cells(path)):
                exec(compile(source, str(path), "exec"), namespace)
                plt.close("all")
    finally:
        bugkit.ui.Exercise = original
    return found


ACCEPTED = {
    "number": "Accepted: this number, as a whole number, fraction, mixed number or correctly rounded decimal.",
    "probability": "Accepted: the fraction, a correctly rounded decimal or percentage (\"37.5%\", \"37,5 %\").",
    "points": "Accepted: percentage points, with or without \"%\".",
    "choice": "Accepted: this option.",
}


def metadata(path: Path) -> dict[str, Any]:
    """Return a notebook's ``bugkit`` metadata (lesson, lang) or an empty dict for an old-style notebook."""
    return dict(json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("bugkit", {}))


def instance_answers(key: str) -> list[Answer]:
    """Return the exercises of a new-style lesson from ``bugkit.lessons.<key>.EXERCISES`` (exercise no. 1)."""
    import importlib

    exercises = importlib.import_module(f"bugkit.lessons.{key}").EXERCISES
    found = []
    for ex in exercises:
        inst = ex.instance(1, "en")
        answer = inst["choices"][inst["answer"]] if ex.kind == "choice" else Fraction(inst["answer"])
        level = "★" * ex.level
        example = " (example: exercise no. 1; “New numbers” changes them)" if ex.fresh else ""
        found.append(Answer(f"{level} {inst['question']}{example}", answer, inst["solution"], 0.0,
                            ACCEPTED[ex.kind]))
    return found


def first_markdown(path: Path) -> str:
    """Return the first markdown cell of a notebook."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return next("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def lesson(key: str, notebook: Path, play: Path | None) -> Lesson:
    """Return a lesson's entry: its title, age and time (from the notebook if it states them) and answers."""
    head = first_markdown(notebook)
    title = re.sub(r"^#\s*(Lesson:\s*)?", "", head.splitlines()[0]).strip()
    age = re.search(r"\*\*For:\*\*\s*ages\s*([\d\-–]+)", head)
    minutes = re.search(r"\*\*Time:\*\*\s*about\s*([^.]+)\.", head)
    meta = META[key]
    stated = bool(age and minutes)
    answers = instance_answers(key) if metadata(notebook) else exercise_answers(notebook)
    return Lesson(key, notebook.name, play.name if play else None, title,
                  age.group(1) if age else meta["age"], minutes.group(1) if minutes else meta["time"],
                  stated, answers)


def lessons() -> list[Lesson]:
    """Return the lessons of every built game (registry order) and the cross-game lesson, if their notebooks exist."""
    found = []
    for name in bugkit.GAMES:
        lesson_nb = sorted((ROOT / "notebooks").glob(f"2?_lesson_{name}.ipynb"))
        play_nb = sorted((ROOT / "notebooks").glob(f"1?_play_{name}.ipynb"))
        if lesson_nb and name in META:
            found.append(lesson(name, lesson_nb[0], play_nb[0] if play_nb else None))
    luck = ROOT / "notebooks" / "31_lesson_luck_or_skill.ipynb"
    if luck.exists():
        found.append(lesson("luck_or_skill", luck, None))
    return found


def lab(nb: str) -> str:
    """Return the Binder link opening a notebook in JupyterLab."""
    return f"{BINDER}?urlpath=lab/tree/notebooks/{nb}"


def voila(nb: str) -> str:
    """Return the Binder link opening a play notebook as an app (Voila, no code showing)."""
    return f"{BINDER}?urlpath=voila/render/notebooks/{nb}"


def show(x: Fraction | str) -> str:
    """Return an answer as a teacher reads it: a whole number, or a fraction with its decimal (and percentage)."""
    if isinstance(x, str):
        return f"“{x}”"
    if x.denominator == 1:
        return str(x.numerator)
    decimal = f"{float(x):.4g}"
    percent = f" ({float(x):.1%})" if 0 < x < 1 else ""
    sign = "=" if Fraction(decimal) == x else "≈"
    if x.denominator <= 1000:
        return f"{x.numerator}/{x.denominator} {sign} {decimal}{percent}"
    return f"{sign} {decimal}{percent}"


def answers_md(items: list[Answer]) -> str:
    """Return the answers of a lesson as a numbered markdown list."""
    lines = []
    for i, a in enumerate(items, 1):
        question = re.sub(r"^\d+\.\s*", "", a.question)
        accepted = f" Accepted: within ±{a.tolerance:g}." if a.tolerance else " Accepted: exactly this value."
        accepted = f" {a.accepted}" if a.accepted else accepted
        lines.append(f"{i}. *{question}*  \n   **Answer: {show(a.answer)}.** {a.why}{accepted}")
    return "\n".join(lines)


def lesson_md(number: int, item: Lesson) -> str:
    """Return the guide's section of one lesson."""
    meta = META[item.key]
    links = [f"[lesson in JupyterLab]({lab(item.notebook)})"]
    german = sorted((ROOT / "notebooks").glob(item.notebook[:3] + "lektion_*.ipynb"))
    if german:
        links += [f"[German lesson (Lektion)]({lab(german[0].name)})",
                  f"[German lesson as an app]({voila(german[0].name)})"]
    if item.play:
        links += [f"[play notebook in JupyterLab]({lab(item.play)})", f"[play as an app (Voila)]({voila(item.play)})"]
    source = "" if item.stated else " *(our suggestion; the lesson does not state it)*"
    goals = "\n".join(f"- **{goal}**: {where}." for goal, where in meta["goals"])
    prompts = "\n".join(f"- {p}" for p in meta["prompts"])
    return f"""
## {number}. {item.title}

- **Notebook:** `notebooks/{item.notebook}`{f" (play: `notebooks/{item.play}`)" if item.play else ""}
- **Ages:** {item.age}. **Time:** about {item.time}.{source}
- **Open on Binder:** {" · ".join(links)}

### Learning goals

{goals}

### How to run it in class

{meta["class"]}

### Discussion prompts

{prompts}

### Answers to the exercises

{answers_md(item.answers) if item.answers else "This lesson has no exercises."}
"""


def intro_md(items: list[Lesson]) -> str:
    """Return the guide's opening: who it is for, an overview table, and how to run bugkit in class."""
    rows = "\n".join(f"| {i}. {x.title} | {x.age} | {x.time} | {', '.join(g for g, _ in META[x.key]['goals'])} |"
                     for i, x in enumerate(items, 1))
    missing = [n for n in bugkit.GAME_NAMES if n not in bugkit.GAMES]
    note = f"\n\n*Not built yet when this guide was made: {', '.join(missing)}.*" if missing else ""
    return f"""
# bugkit teacher guide

This guide is for the teacher. For every lesson it lists the learning goals, the age range and time, how to run
it in class, discussion prompts, and the answers to the exercises (taken from the lessons' own Check buttons, so
they match exactly). It exists twice with the same content: as the notebook `notebooks/30_teacher_guide.ipynb`
and as the page `docs/teacher_guide.md`, both made by `scripts/notebooks/30_teacher_guide.py`.{note}

| Lesson | Ages | Time | Learning goals |
|---|---|---|---|
{rows}

## Running bugkit in class

- **Online (Binder), nothing to install.** Each lesson below has a link that opens its notebook in JupyterLab on
  mybinder.org; students run the cells from top to bottom with *Shift+Enter*. A Binder session starts in one to a
  few minutes, is free, and is forgotten when the tab is closed (download anything you want to keep).
  The [start page]({lab("00_start_here.ipynb")}) links every game and lesson; this guide is
  [here]({lab("30_teacher_guide.ipynb")}).
- **App mode (Voila).** The *play as an app* links open a game board with no code showing: good for younger
  students and for the first ten minutes of a lesson. The same form works for any play notebook:
  `{BINDER}?urlpath=voila/render/notebooks/<play notebook>.ipynb`.
- **When Binder is slow** (or for a whole class at once), install bugkit once on the classroom computers; on a
  machine with only `python3`:

  ```bash
  {LOCAL}
  ```

  This opens the start page `00_start_here.ipynb`, which links every game and lesson.
- **Same seed, same game.** Every simulation and every bot game is seeded, so the whole class sees the same
  numbers as this guide. The boards speak English and German (the *Language* switch at the top of each board).
- **Exercises** accept a whole number, a fraction like `3/8` or `4 1/2`, a decimal with a point or a comma, or a
  percentage like `12.5%`. A wrong first try shows a hint, a second one the solution. Exercises marked with a
  number ("Exercise no. 4711") draw new numbers with *New numbers*; the number reproduces them.
"""


CHECK_MD = """
## Checking this guide

The answers above were computed from the lessons when this guide was made: for a lesson with its exercises in
`bugkit.lessons.<lesson>` the generator asked each exercise for its numbers and answer with exercise no. 1 (the
number printed on every exercise gives a teacher the same numbers); for an older lesson it ran the lesson cells each
exercise needs and recorded what its Check button accepts. The cell below reads the lessons again and lists every
answer (or the expression the Check button uses). If a lesson's exercises change, this list changes, the
notebook test (nbval) fails, and the guide must be made again: `.venv/bin/python scripts/notebooks/30_teacher_guide.py`
(after the lesson notebooks).
"""

CHECK_CODE = """
import ast
import importlib
import json
from pathlib import Path

for path in sorted(Path(".").glob("[23]?_lesson_*.ipynb")):
    nb = json.loads(path.read_text(encoding="utf-8"))
    lesson = nb["metadata"].get("bugkit", {}).get("lesson")
    if lesson:  # a new-style lesson: its exercises live in bugkit.lessons.<lesson>
        exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
        print(f"{path.name}: {len(exercises)} exercises (exercise no. 1)")
        for ex in exercises:
            print(f"   {ex.id}: answer =", ex.instance(1, "en")["answer"])
        continue
    cells = nb["cells"]
    calls = [node for cell in cells if cell["cell_type"] == "code"
             for node in ast.walk(ast.parse("".join(cell["source"])))
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Exercise"]
    print(f"{path.name}: {len(calls)} exercises")
    for call in calls:
        answer = call.args[1] if len(call.args) > 1 else next(k.value for k in call.keywords if k.arg == "answer")
        print("   answer =", ast.unparse(answer))
"""


def markdown_page(nb_path: Path) -> str:
    """Return the executed guide notebook as one markdown page (markdown cells as they are, code with its output)."""
    cells = json.loads(nb_path.read_text(encoding="utf-8"))["cells"]
    parts = ["<!-- Generated by scripts/notebooks/30_teacher_guide.py from the same source as "
             "notebooks/30_teacher_guide.ipynb: do not edit by hand. -->"]
    for cell in cells:
        text = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            parts.append(text)
        else:
            out = "".join("".join(o.get("text", "")) for o in cell.get("outputs", []) if o["output_type"] == "stream")
            parts.append(f"```python\n{text}\n```\n\nOutput:\n\n```text\n{out.rstrip()}\n```")
    return "\n\n".join(parts) + "\n"


def main() -> None:
    """Build the guide notebook, then write the markdown page from it."""
    items = lessons()
    cells = [md(intro_md(items))] + [md(lesson_md(i, x)) for i, x in enumerate(items, 1)]
    cells += [md(CHECK_MD), code(CHECK_CODE)]
    nb_path = build("notebooks/30_teacher_guide.ipynb", cells)
    page = ROOT / "docs" / "teacher_guide.md"
    page.write_text(markdown_page(nb_path), encoding="utf-8")
    print(f"wrote {page.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
