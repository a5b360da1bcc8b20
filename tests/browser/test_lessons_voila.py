"""Every German lesson runs as a Voila app: make every prediction, move a slider in an explore cell, answer an exercise
wrong (and see the hint) and right (and see "Richtig!").

Generic: the German lesson notebooks are found by their metadata (``bugkit.lang == "de"``), the widgets by their CSS
classes (``bugkit-prediction``, ``bugkit-explore``, ``bugkit-exercise``). The right answer of an exercise is computed
here from ``bugkit.lessons.<lesson>.EXERCISES`` with the exercise set no. the page shows ("Aufgabenset Nr. 7"),
so the test knows nothing about any lesson's content. Each page is opened with ``?exercise=7``: every exercise must
show set no. 7, the same numbers as on a worksheet of set no. 7.
"""

from __future__ import annotations

import importlib
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import nbformat
import pytest

from bugkit.core.i18n import fmt_frac
from bugkit.lessons import Exercise, matches

from .conftest import ROOT, SLOW_MS, goto, screenshot

UNFINISHED = ("UNFINISHED (issue 22): the German lesson pages' app-mode walk-through was changed with the"
              " reveals and exercise sets and fails on some pages; not yet mended")
pytestmark = [pytest.mark.browser, pytest.mark.xfail(strict=False, reason=UNFINISHED)]

TIMEOUT = SLOW_MS  # Voila runs the notebook on every page load: a page can take minutes on a loaded machine
SET = 7  # the exercise set no. the pages are opened with


def _german_lessons() -> list[tuple[str, str]]:
    """Return (notebook file name, lesson) for every German lesson notebook."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        meta = nbformat.read(str(path), as_version=4).metadata.get("bugkit", {})
        if meta.get("lang") == "de" and meta.get("lesson"):
            found.append((path.name, str(meta["lesson"])))
    return found


LESSONS = _german_lessons()


def test_there_are_german_lessons() -> None:
    assert LESSONS, "no notebook with metadata bugkit.lang == 'de'"


def _wrong_answer(answer: Fraction, kind: str) -> str:
    """Return an answer text that is surely wrong for this exercise."""
    for delta in (Fraction(7), Fraction(1, 3), Fraction(-1, 3), Fraction(13, 7)):
        text = fmt_frac(answer + delta, "de")
        if answer + delta > 0 and not matches(text, answer, kind):
            return text
    raise AssertionError(f"no wrong answer found for {answer}")


def _exercise_on_page(box: Any, lesson: str) -> tuple[Exercise, int]:
    """Return the exercise a box shows (from its CSS class) and the exercise set it shows (0 if none)."""
    classes = box.get_attribute("class") or ""
    found = re.search(r"bugkit-exercise-id-(\S+)", classes)
    assert found, f"exercise box without an id class: {classes}"
    exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
    exercise = next(ex for ex in exercises if ex.id == found.group(1))
    number = re.search(r"bugkit-seed-(\d+)", classes)
    assert number, f"exercise box without a set class: {classes}"
    return exercise, int(number.group(1))


def _type(page: Any, box: Any, text: str) -> None:
    """Type into a box's text field and commit the value (Enter), as a child would."""
    field = box.locator(".widget-text input").first
    field.fill(text)
    field.press("Enter")
    page.wait_for_timeout(300)


def _prediction(page: Any) -> None:
    """Guess and reveal every guess box (some explore controls sit inside a reveal)."""
    from playwright.sync_api import expect

    boxes = page.locator(".bugkit-prediction")
    boxes.first.wait_for(state="visible", timeout=TIMEOUT)
    for i in range(boxes.count()):
        box = boxes.nth(i)
        box.scroll_into_view_if_needed()
        if box.locator(".widget-text input").count():
            _type(page, box, "50 %")
        else:
            box.locator(".widget-toggle-button").first.click()
        box.locator("button.widget-button", has_text="Zeig es mir").click()
        expect(box.locator(".bugkit-feedback")).to_contain_text("Die genaue Antwort", timeout=SLOW_MS)


def _slider(page: Any) -> None:
    from playwright.sync_api import expect

    boxes = page.locator(".bugkit-explore").filter(has=page.locator(".widget-slider"))
    assert boxes.count(), "no explore cell with a slider"
    box = boxes.first
    box.scroll_into_view_if_needed()
    out = box.locator(".widget-output").first
    expect(out.locator("img, table, svg").first).to_be_visible(timeout=SLOW_MS)
    before = out.inner_html()
    handle = box.locator(".widget-slider .noUi-handle").first
    handle.focus()
    handle.press("ArrowRight")
    for _ in range(60):  # the redraw replaces the picture (a new image) once the kernel answers
        page.wait_for_timeout(250)
        after = out.inner_html()
        if after != before and out.locator("img, table, svg").count():
            return
    raise AssertionError("moving the slider did not redraw the explore picture")


def _exercise(page: Any, lesson: str) -> None:
    from playwright.sync_api import expect

    boxes = page.locator(".bugkit-exercise")
    assert boxes.count() >= 5
    typed = [boxes.nth(i) for i in range(boxes.count()) if boxes.nth(i).locator(".widget-text input").count()]
    box = typed[0] if typed else boxes.first
    box.scroll_into_view_if_needed()
    exercise, seed = _exercise_on_page(box, lesson)
    inst = exercise.instance(seed, "de")
    check = box.locator("button.widget-button", has_text="Prüfen")
    feedback = box.locator(".bugkit-feedback")
    if exercise.kind == "choice":
        assert inst["choices"] is not None
        wrong = next(label for key, label in inst["choices"].items() if key != inst["answer"])
        box.locator(".widget-toggle-button", has_text=wrong).click()
    else:
        _type(page, box, _wrong_answer(Fraction(inst["answer"]), exercise.kind))
    check.click()
    expect(feedback).to_contain_text("Noch nicht", timeout=SLOW_MS)
    expect(feedback).to_contain_text("Tipp:")
    expect(feedback).to_contain_text(inst["hint"][:30])
    if exercise.kind == "choice":
        box.locator(".widget-toggle-button", has_text=inst["choices"][inst["answer"]]).click()
    else:
        _type(page, box, inst["answer_text"])
    check.click()
    expect(feedback).to_contain_text("Richtig!", timeout=SLOW_MS)


@pytest.mark.parametrize(("notebook", "lesson"), LESSONS, ids=[n for n, _ in LESSONS])
def test_german_lesson_as_app(browser: Any, voila_url: str, workdir: Path, notebook: str, lesson: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    try:
        goto(page, f"{voila_url}/voila/render/{notebook}?exercise={SET}", TIMEOUT)
        page.locator(".bugkit-exercise").first.wait_for(state="attached", timeout=TIMEOUT)
        boxes = page.locator(".bugkit-exercise")
        for i in range(boxes.count()):  # the URL's exercise set reaches every exercise, and its box shows it
            exercise, seed = _exercise_on_page(boxes.nth(i), lesson)
            assert seed == (SET if exercise.fresh else 0), (exercise.id, seed)
            if exercise.fresh:
                assert boxes.nth(i).locator(".bugkit-exercise-set input").input_value() == str(SET)
        assert page.locator(".jp-InputArea-editor, .CodeMirror, .cm-editor").count() == 0, "code shows in the app"
        _prediction(page)
        _slider(page)
        _exercise(page, lesson)
    finally:
        screenshot(page, f"voila_{notebook.removesuffix('.ipynb')}")
        page.close()
