"""Parts of a lesson page that tell a guess's answer wait for its reveal, run as the page runs them: an exercise box
whose numbers or solution answer a guess further up, and going-further lines that print such an answer.

The audits found them open from the start: lesson 21's exercises on the chance table (set no. 1 asked the first
guess word for word), lesson 25's Exercise 4 (set no. 11: three 4s "8.8% ... with a clean couch
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
from fractions import Fraction
from pathlib import Path
from typing import Any

import jupytext
import pytest
from ipywidgets import Widget

from bugkit.ui.lesson import AfterReveal, ExerciseBox, PredictionBox

ROOT = Path(__file__).resolve().parents[1]
PAGES = {("ungeziffer", "en"): "21_lesson_ungeziffer.py", ("ungeziffer", "de"): "21_lektion_ungeziffer.py",
         ("wanzen_tanzen", "en"): "22_lesson_wanzen_tanzen.py", ("wanzen_tanzen", "de"): "22_lektion_wanzen_tanzen.py",
         ("kakerlakentanz", "en"): "24_lesson_kakerlakentanz.py",
         ("kakerlakentanz", "de"): "24_lektion_kakerlakentanz.py",
         ("wuerfel_wg", "en"): "25_lesson_wuerfel_wg.py", ("wuerfel_wg", "de"): "25_lektion_wuerfel_wg.py",
         ("luck_or_skill", "en"): "31_lesson_luck_or_skill.py",
         ("luck_or_skill", "de"): "31_lektion_glueck_oder_koennen.py"}

# (lesson, what finds the part's cell, the guesses it waits for, an exercise it holds, words it must not show first)
LOCKED = [
    # the many-tries boxes below a guess: the exact line waited for the reveal, but not the tries ("After 3000 tries:
    # 480 times the target 5 (16.0%)" before guessing 1/6 = 16.7%): each waits for its guess as a whole
    ("ungeziffer", "lln_box(", ("guess_five",), None, ()),
    ("wanzen_tanzen", "lln_box(", ("guess_turn",), None, ()),
    ("kakerlakentanz", "lln_box(", ("guess_card3",), None, ()),
    ("wuerfel_wg", "lln_box(", ("guess_four",), None, ()),
    ("luck_or_skill", "lln_box(", ("guess_duel",), None, ()),
    # lesson 21's exercises on the chance table: set no. 1 (the worksheet's) asked the first guess word for word ("the
    # chance that the target is 5", "I give up": 1/6), and "all-equal" solves with "4, 5, 6 each come from 4 of the 24"
    ("ungeziffer", 'EX["sum-chance"]', ("guess_five",), "sum-chance", ()),
    ("ungeziffer", 'EX["all-equal"]', ("guess_five",), "all-equal", ()),
    ("ungeziffer", 'EX["at-least"]', ("guess_five",), "at-least", ()),
    ("ungeziffer", 'EX["not-due"]', ("guess_five",), "not-due", ()),
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
                         ids=[f"{case[0]}-{case[3] or (case[4][0] if case[4] else 'tries')}" for case in LOCKED])
def test_a_part_that_tells_a_guess_waits_for_its_reveal(lesson: str, marker: str, guesses: tuple[str, ...],
                                                       exercise: str | None, spoilers: tuple[str, ...], lang: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import matplotlib.pyplot as plt

    cells = _cells(lesson, lang)
    written = [c for c in cells if c.cell_type == "markdown" and marker in c.source]
    assert written == [], f"{PAGES[(lesson, lang)]}: {marker} stands in the page's text, open before the reveal"
    code = [c.source for c in cells if c.cell_type == "code"]
    namespace: dict[str, Any] = {}
    parts = [i for i, source in enumerate(code) if marker in source]
    assert len(parts) == 1, f"{PAGES[(lesson, lang)]}: no one cell shows {marker}"
    for source in code[:2]:  # the page's imports, LANG and pyplot
        _run(source, namespace)
    for source in code[:parts[0]]:  # the cells that make the page's guesses above the part
        if re.search(r"^guess_\w+ = prediction_box\(", source, re.M):
            _run(source, namespace)
    if "EXERCISES" in namespace:
        namespace.setdefault("EX", {e.id: e for e in namespace["EXERCISES"]})
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


def test_no_exercise_set_of_lesson_21_asks_or_answers_its_blind_guess() -> None:
    """Lesson 21's section-6 guess (tiles 2, 3 and 9 face down, target 5): "blind-three" and "blind-four" drew their
    tiles and target at random, so some exercise sets asked that guess (its solution: its answer). Every set no.
    now draws other tiles or another target; the lessons' guess is the one the module keeps out."""
    from bugkit.lessons import MAX_EXERCISE_SET
    from bugkit.lessons.ungeziffer import EX, GUESSED_TARGET, GUESSED_TILES

    for page in ("21_lesson_ungeziffer.py", "21_lektion_ungeziffer.py"):
        source = (ROOT / "lessons" / page).read_text(encoding="utf-8")
        assert f"p_hit({GUESSED_TARGET}, Counter({GUESSED_TILES}))" in source, page
    from bugkit.core.rng import make_rng

    for ex in ("blind-three", "blind-four"):
        drawn = set()
        for seed in range(1, MAX_EXERCISE_SET + 1):  # as Exercise.instance draws set no. ``seed``
            raw = EX[ex].make(make_rng(seed))
            drawn.add((tuple(map(int, re.findall(r"\d", raw.get("three", raw["tiles"])["en"]))), raw["t"]))
        assert (tuple(GUESSED_TILES), GUESSED_TARGET) not in drawn, ex
        assert len(drawn) > 100  # (the sets do draw many tiles and targets)


def test_no_exercise_set_of_lessons_23_and_25_answers_their_first_guess() -> None:
    """Lesson 23's "vv-two-dice" drew the section-2 guess's group (1 blue and 1 red card) in some sets, and lesson
    25's "w25-reroll" re-rolled two dice in 115 of 399 sets (at least one of any number with two dice: 11/36, the
    section-2 guess): a child who pressed "I give up" before guessing read the guess's answer. No set draws them now;
    the lessons' guesses are the ones the modules keep out."""
    from bugkit.core.rng import make_rng
    from bugkit.lessons import MAX_EXERCISE_SET
    from bugkit.lessons import voll_verasselt as vv
    from bugkit.lessons import wuerfel_wg as wg

    for page in ("23_lesson_voll_verasselt.py", "23_lektion_voll_verasselt.py"):
        source = (ROOT / "lessons" / page).read_text(encoding="utf-8")
        assert f"small_group = {vv.GUESSED_GROUP!r}".replace("'", '"') in source, page
    for page in ("25_lesson_wuerfel_wg.py", "25_lektion_wuerfel_wg.py"):
        source = (ROOT / "lessons" / page).read_text(encoding="utf-8")
        assert f"at_least_one((4, 4), {wg.GUESSED_REROLLED}, START_PARKING)" in source, page
    two_dice = {e.id: e for e in vv.EXERCISES}["vv-two-dice"]
    reroll = {e.id: e for e in wg.EXERCISES}["w25-reroll"]
    guess_vv = vv.p_bugged_up(vv.GUESSED_GROUP, (), 2)
    groups, rerolled = set(), set()
    for seed in range(1, MAX_EXERCISE_SET + 1):  # as Exercise.instance draws set no. ``seed``
        raw = two_dice.make(make_rng(seed))
        groups.add(raw["group"]["en"])
        assert raw["answer"] != guess_vv or raw["group"]["en"] != vv.describe_hub(vv.GUESSED_GROUP, "en"), seed
        raw = reroll.make(make_rng(seed))
        rerolled.add(raw["m"])
        assert raw["answer"] != 1 - Fraction(5, 6) ** wg.GUESSED_REROLLED, seed
    assert len(groups) == 6 and rerolled == {3, 4}  # (the sets do draw every other group and count)
