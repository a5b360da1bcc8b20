"""Parts of a lesson page that tell a guess's answer wait for its reveal, run as the page runs them: an exercise box
whose numbers or solution answer a guess further up, and going-further lines that print such an answer.

The audit found them open from the start: lesson 25's Exercise 4 (set no. 11: three 4s "8.8% ... with a clean couch
8.8%", the section-4 guess's "not at all") and Exercise 6 (its solution, with 4 dice and three 4s), lesson 22's
Exercise 5 (set no. 23: 1 2 3 4 6, "one die, 28.5%", the section-3 guess), lesson 24's going-further lines
("P(Meep forbidden | card shows Meep): 21/64", the children's version "long run: 1/3" and r = (1 + r)/4, which
section 5 keeps locked behind the guesses of sections 2 and 3). Each test runs the page's set-up cells, the cells
of its guesses and the cell of the part, then checks that nothing of the part shows before the reveal, and that
it shows once its guesses are revealed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import jupytext
import pytest
from ipywidgets import Widget

from bugkit.ui.lesson import AfterReveal, ExerciseBox, PredictionBox

ROOT = Path(__file__).resolve().parents[1]
PAGES = {("wanzen_tanzen", "en"): "22_lesson_wanzen_tanzen.py", ("wanzen_tanzen", "de"): "22_lektion_wanzen_tanzen.py",
         ("kakerlakentanz", "en"): "24_lesson_kakerlakentanz.py",
         ("kakerlakentanz", "de"): "24_lektion_kakerlakentanz.py",
         ("wuerfel_wg", "en"): "25_lesson_wuerfel_wg.py", ("wuerfel_wg", "de"): "25_lektion_wuerfel_wg.py"}

# (lesson, what finds the part's cell, the guesses it waits for, an exercise it holds, words it must not show first)
LOCKED = [
    ("wuerfel_wg", 'EX["w25-points"]', ("guess_couch",), "w25-points", ()),
    ("wuerfel_wg", 'EX["w25-couch"]', ("guess_couch",), "w25-couch", ()),
    ("wanzen_tanzen", 'EX["wt-keep-four"]', ("guess_keep",), "wt-keep-four", ()),
    ("kakerlakentanz", "p_forbidden_given_card(", ("guess_card2", "guess_card3"), None, ("21/64",)),
    ("kakerlakentanz", "(1 + r)/4", ("guess_card2", "guess_card3"), None, ("(1 + r)/4", "r = 1/3", ": 1/3")),
]


def _cells(lesson: str, lang: str) -> list[Any]:
    return list(jupytext.read(ROOT / "lessons" / PAGES[(lesson, lang)]).cells)


def _run(source: str, namespace: dict[str, Any]) -> Any:
    """Run a cell as Jupyter does and return the value of its last line if that is an expression (what it shows)."""
    tree = ast.parse("\n".join(line for line in source.splitlines() if not line.startswith(("%", "!"))))
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    return None if last is None else eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)


def _texts(shown: Any) -> tuple[str, list[ExerciseBox]]:
    """Return the words a shown widget (and everything in it) writes, and the exercise boxes in it."""
    if not isinstance(shown, Widget):
        return ("" if shown is None else str(shown)), []
    words, boxes = [str(getattr(shown, name, "") or "") for name in ("value", "description")], []
    if isinstance(shown, ExerciseBox):
        boxes.append(shown)
    for child in getattr(shown, "children", ()):
        more, inside = _texts(child)
        words.append(more)
        boxes += inside
    return " ".join(w for w in words if isinstance(w, str)), boxes


def _reveal(guess: PredictionBox) -> None:
    if guess.choice is not None:
        guess.choice.value = str(guess.answer)
    else:
        assert guess.guess_box is not None
        guess.guess_box.value = "30%"
    assert guess.show()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("lesson", "marker", "guesses", "exercise", "spoilers"), LOCKED,
                         ids=[f"{case[0]}-{case[3] or case[4][0]}" for case in LOCKED])
def test_a_part_that_tells_a_guess_waits_for_its_reveal(lesson: str, marker: str, guesses: tuple[str, ...],
                                                       exercise: str | None, spoilers: tuple[str, ...], lang: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import matplotlib.pyplot as plt

    cells = _cells(lesson, lang)
    written = [c for c in cells if c.cell_type == "markdown" and marker in c.source]
    assert written == [], f"{PAGES[(lesson, lang)]}: {marker} stands in the page's text, open before the reveal"
    code = [c.source for c in cells if c.cell_type == "code"]
    namespace: dict[str, Any] = {}
    for source in code[:2]:  # the page's imports, LANG and pyplot
        _run(source, namespace)
    for source in code:  # the cells that make the page's guesses
        if re.search(r"^guess_\w+ = prediction_box\(", source, re.M):
            _run(source, namespace)
    if "EXERCISES" in namespace:
        namespace.setdefault("EX", {e.id: e for e in namespace["EXERCISES"]})
    parts = [i for i, source in enumerate(code) if marker in source]
    assert len(parts) == 1, f"{PAGES[(lesson, lang)]}: no one cell shows {marker}"
    for source in code[:parts[0]]:  # what the cells above it import
        imports = [s for s in ast.parse(source).body if isinstance(s, (ast.Import, ast.ImportFrom))]
        exec(compile(ast.Module(imports, []), "<cell>", "exec"), namespace)
    capsys.readouterr()
    shown = _run(code[parts[0]], namespace)
    printed = capsys.readouterr().out
    words, boxes = _texts(shown)
    before = words + " " + printed
    for spoiler in spoilers:
        assert spoiler not in before, f"{PAGES[(lesson, lang)]}: {spoiler!r} shows before the reveal: {before[:300]}"
    assert boxes == [], f"{PAGES[(lesson, lang)]}: the box of {exercise} is open before the reveal"
    assert isinstance(shown, AfterReveal) and not shown.unlocked, \
        f"{PAGES[(lesson, lang)]}: {marker} does not wait for a reveal"
    assert {id(g) for g in shown.after} == {id(namespace[name]) for name in guesses}, \
        f"{PAGES[(lesson, lang)]}: {marker} waits for other guesses than {guesses}"
    if exercise is not None:  # its number and stars stand above the lock, so a child finds it
        assert f"{namespace['EX'][exercise].number}" in words
    for name in guesses:
        _reveal(namespace[name])
    plt.close("all")
    capsys.readouterr()  # what the reveals displayed outside a kernel
    words, boxes = _texts(shown)
    assert shown.unlocked
    for spoiler in spoilers:
        assert spoiler in words, f"{PAGES[(lesson, lang)]}: {spoiler!r} is missing after the reveal: {words[:300]}"
    if exercise is not None:
        assert [box.exercise.id for box in boxes] == [exercise]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("lesson", "exercise"), [("wanzen_tanzen", "wt-points"), ("wuerfel_wg", "w25-points")])
def test_percentage_points_are_explained_before_the_first_exercise_that_asks_for_them(lesson: str, exercise: str,
                                                                                      lang: str) -> None:
    """Lesson 22's Exercise 2 and lesson 25's Exercise 4 ask "by how many percentage points": lesson 22 explained the
    word only in its going-further part, lesson 25 never. The children's text above the exercise says it, with an
    example ("from 20% to 35% is 15 percentage points")."""
    cells = _cells(lesson, lang)
    at = next(i for i, c in enumerate(cells) if c.cell_type == "code" and f'EX["{exercise}"]' in c.source)
    above = " ".join(c.source for c in cells[:at] if c.cell_type == "markdown"
                     and "going-further" not in c.metadata.get("tags", []))
    above = re.sub(r"\s*\n#?\s*", " ", above)
    example = r"from (\d+)[ \u202f]?% to (\d+)[ \u202f]?% is (\d+) percentage points" if lang == "en" else \
        r"von (\d+)[ \u202f]?% auf (\d+)[ \u202f]?% sind es (\d+) prozentpunkte"
    found = re.search(example, above.lower())
    assert found, f"{PAGES[(lesson, lang)]}: no example of percentage points above the exercise"
    low, high, points = map(int, found.groups())
    assert high - low == points
