"""Exercise numbers: a child told "do exercise 3" finds it on the tablet. Every exercise box on a lesson page starts
with the number its worksheet (and the teacher guide) gives that exercise ("Aufgabe 3 ★"), read from the lesson's
source and from the worksheet's generator, and the box carries it as ``box.number``."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import t
from bugkit.lessons import Exercise, numbered
from bugkit.lessons.guide import LANGS, SEED, Lesson, lessons, sections
from bugkit.lessons.guide.sheets import sheet_html
from bugkit.ui.lesson import exercise_box

ROOT = Path(__file__).resolve().parent.parent
CASES = [(lesson, lang) for lesson in lessons() for lang in LANGS]
IDS = [f"{lesson.number}-{lang}" for lesson, lang in CASES]
WORD = {"en": "Exercise", "de": "Aufgabe"}


def worksheet_numbers(lesson: Lesson, lang: str) -> dict[str, int]:
    """Return {question as the sheet prints it (HTML-escaped): the number the printed sheet shows before it}."""
    sheet = sheet_html(lesson, lang)
    part = sheet[sheet.index("<h2 class='exercises'>"):]
    part = part[part.index("<ol>"):part.index("</ol>")]
    found, position = {}, 0
    for value, question in re.findall(r"<li(?: value='(\d+)')?>★+ (.*?)(?:<br>|<span|</li>)", part):
        position = int(value) if value else position + 1  # an <ol> counts on from the last number it showed
        found[question] = position
    return found


def page_exercise_ids(lesson: Lesson, lang: str) -> list[str]:
    """Return the ids of the exercise boxes the lesson page shows, in page order (from its source in lessons/): a
    box of its own, or one that waits for a guess's reveal (``after_reveal(guess, lambda: exercise_box(...))``)."""
    source = (ROOT / "lessons" / f"{lesson.notebooks[lang]}.py").read_text(encoding="utf-8")
    return re.findall(r'^(?:after_reveal\(\w+, lambda: )?exercise_box\(EX\["([^"]+)"\]', source, re.M)


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_every_box_on_the_page_shows_its_worksheet_number(lesson: Lesson, lang: str) -> None:
    """Each box of the page, showing exercise set no. SEED (the worksheet's), starts with "Exercise N" where N is the
    number the worksheet prints before the same question; every exercise of the sheet has its box on the page."""
    on_sheet = worksheet_numbers(lesson, lang)
    ids = page_exercise_ids(lesson, lang)
    by_id = {ex.id: ex for ex in lesson.exercises.EXERCISES}
    assert ids and len(ids) == len(set(ids)) == len(on_sheet)
    for exercise_id in ids:
        box = exercise_box(by_id[exercise_id], lang, seed=SEED)
        question = html.escape(box.inst["question"])
        assert question in on_sheet, f"{exercise_id}: not on the worksheet"
        number = on_sheet[question]
        assert box.number == number
        assert box.question.value.startswith(f"<p><b>{WORD[lang]} {number}</b> <span role='img'"), \
            box.question.value


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_an_exercise_that_waits_for_a_guess_shows_its_number_above_the_lock(lesson: Lesson, lang: str) -> None:
    """An exercise whose solution tells a guess's answer waits for that guess (``after_reveal``); meanwhile the lock
    stands under the exercise's own heading, so "do exercise 7" is found on the page (lesson 21's exercise 7)."""
    source = (ROOT / "lessons" / f"{lesson.notebooks[lang]}.py").read_text(encoding="utf-8")
    for waiting in re.findall(r'^after_reveal\(.*exercise_box\(EX\["([^"]+)"\].*$', source, re.M):
        assert re.search(rf'^after_reveal\(.*exercise=EX\["{waiting}"\]\)$', source, re.M), waiting


def test_the_lock_of_a_waiting_exercise_shows_its_heading_and_opens_to_the_box() -> None:
    from fractions import Fraction

    from bugkit.ui.lesson import after_reveal, prediction_box

    exercise = lessons()[0].exercises.EXERCISES[-1]  # any lesson's exercise: the last, a level-3 one
    guess = prediction_box("Guess?", Fraction(1, 6), "en")
    waiting = after_reveal(guess, lambda: exercise_box(exercise, "en"), "en", exercise=exercise)
    assert f"<b>Exercise {exercise.number}</b> <span role='img'" in waiting.note.value.split("<div")[0]
    assert len(waiting.children) == 1
    assert guess.guess_box is not None
    guess.guess_box.value = "20%"
    guess.show()
    box = waiting.children[0]
    assert box.number == exercise.number and box.question.value.startswith(f"<p><b>Exercise {box.number}</b>")
    with pytest.raises(InvalidInput):
        after_reveal(guess, lambda: "", "en", exercise=exercise.id)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_page_shows_its_exercises_in_their_numbers_order(lesson: Lesson, lang: str) -> None:
    """"Do exercise 2" is the second box on the page: lesson 24 showed exercise 2 above exercise 1."""
    by_id = {ex.id: ex.number for ex in lesson.exercises.EXERCISES}
    assert [by_id[i] for i in page_exercise_ids(lesson, lang)] == list(range(1, len(by_id) + 1))


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_guide_gives_each_answer_the_same_number(lesson: Lesson, lang: str) -> None:
    """The teacher guide's answers list each exercise under the number the worksheet prints and the child's box
    shows ("Exercise 2" / "Aufgabe 2"), in that order."""
    answers = sections(lesson, lang)["answers"]
    at = -1
    for ex in lesson.exercises.EXERCISES:
        assert ex.number is not None
        here = answers.find(f"\n- **{t('lesson.exercise_no', lang, n=ex.number)} (")
        assert here > at, (ex.number, ex.id)
        at = here


def test_numbers_come_from_the_order_and_a_loose_exercise_has_none() -> None:
    """``numbered`` numbers a lesson's exercises 1, 2, ... in their order; an exercise of no lesson shows only its
    stars; a number that is no whole number from 1 is refused."""
    first = lessons()[0].exercises.EXERCISES[0]
    loose = Exercise(first.id, first.level, first.texts, first.make, first.kind, first.choices, first.fresh)
    assert [ex.number for ex in numbered([loose, loose])] == [1, 2] and loose.number is None
    box = exercise_box(loose, "de", seed=SEED)
    assert box.number is None and box.question.value.startswith("<p><span role='img'")
    for bad in (0, -1, 1.5, True, "3"):
        with pytest.raises(InvalidInput, match="number"):
            Exercise(first.id, first.level, first.texts, first.make, first.kind, first.choices, number=bad)
    with pytest.raises(InvalidInput, match="numbered"):
        numbered("abc")  # type: ignore[arg-type]
