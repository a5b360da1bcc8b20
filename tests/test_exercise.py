"""The self-checking exercise widget: fractions, decimals and percents, right or wrong, with the reason."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bugkit.ui import Exercise, parse_answer, rounding_slack


@pytest.mark.parametrize(("typed", "right"), [
    ("1/24", True), ("2/48", True), ("0.0417", True), ("0,042", True), ("4.17%", True), ("4.2 %", True),
    ("0.04", False), ("0", False), ("0.041", False), ("1/25", False), ("0.0416", False), ("4%", False),
])
def test_a_correctly_rounded_decimal_counts_but_a_crude_one_does_not(typed: str, right: bool) -> None:
    ex = Exercise("What is the chance of a 9?", Fraction(1, 24), "1 pair out of 24.")
    ex.box.value = typed
    assert ex.check() is right
    assert ("Right!" in ex.feedback.value) is right


def test_whole_numbers_must_be_exact_and_nonsense_is_explained() -> None:
    ex = Exercise("How many pairs?", 24, "6 times 4.")
    ex.box.value = "24"
    assert ex.check() and "6 times 4" in ex.feedback.value
    ex.box.value = "24.4"
    assert not ex.check()
    ex.box.value = "lots"
    assert not ex.check() and "fraction" in ex.feedback.value


def test_parse_and_slack() -> None:
    assert parse_answer("12.5%") == Fraction(1, 8)
    assert parse_answer("3/0") is None
    assert rounding_slack("0.0417") == Fraction(1, 20000)
    assert rounding_slack("3/8") == 0


# ---- bugkit.lessons: the one answer parser and checker of the lessons (issue 14) ----


import numpy as np  # noqa: E402

from bugkit.lessons import Exercise as LessonExercise  # noqa: E402
from bugkit.lessons import matches, pct, words  # noqa: E402
from bugkit.lessons import parse_answer as parse  # noqa: E402
from bugkit.ui.lesson import comma_axes, exercise_box, explore, lln_box, prediction_box  # noqa: E402


@pytest.mark.parametrize(("typed", "value"), [
    ("3/8", Fraction(3, 8)), ("4 1/2", Fraction(9, 2)), ("0.375", Fraction(3, 8)), ("0,375", Fraction(3, 8)),
    ("37.5%", Fraction(3, 8)), ("37,5 %", Fraction(3, 8)), ("-2", Fraction(-2)), (" 3 / 8 ", Fraction(3, 8)),
    ("-4 1/2", Fraction(-9, 2)), (".5", Fraction(1, 2)), ("24", Fraction(24)),
    ("1e5", None), ("3/0", None), ("abc", None), ("", None), ("1/2/3", None), ("9" * 5000, None), ("4,5,6", None),
    (None, None), (3, None), ("nan", None), ("inf", None), ("4 1/0", None),
])
def test_parse_answer_reads_what_children_write_and_nothing_else(typed: object, value: Fraction | None) -> None:
    assert parse(typed) == value


@pytest.mark.parametrize(("typed", "answer", "kind", "right"), [
    ("3/8", Fraction(3, 8), "probability", True), ("0.375", Fraction(3, 8), "probability", True),
    ("37.5 %", Fraction(3, 8), "probability", True), ("37,5", Fraction(3, 8), "probability", True),
    ("38%", Fraction(3, 8), "probability", True),  # correctly rounded, two significant digits
    ("0.4", Fraction(3, 8), "probability", False), ("4%", Fraction(1, 24), "probability", False),
    ("4.17%", Fraction(1, 24), "probability", True), ("0.0417", Fraction(1, 24), "probability", True),
    ("1", Fraction(1), "probability", True), ("100%", Fraction(1), "probability", True),
    ("2.9", Fraction(29, 10), "points", True), ("2.9 %", Fraction(29, 10), "points", True),
    ("2,9 %", Fraction(29, 10), "points", True), ("16.3", Fraction(1633, 100), "points", True),
    ("16.4", Fraction(1633, 100), "points", False), ("0.029", Fraction(29, 10), "points", False),
    ("4 1/2", Fraction(9, 2), "number", True), ("4.5", Fraction(9, 2), "number", True),
    ("9/2", Fraction(9, 2), "number", True), ("24", 24, "number", True), ("24.4", 24, "number", False),
    ("a", "a", "choice", True), ("b", "a", "choice", False), ("lots", 24, "number", False),
])
def test_matches_by_kind(typed: str, answer: Fraction | int | str, kind: str, right: bool) -> None:
    assert matches(typed, answer, kind) is right


def _toy(level: int = 1, fresh: bool = True, kind: str = "probability") -> LessonExercise:
    def make(rng: np.random.Generator) -> dict[str, object]:
        n = int(rng.integers(2, 9))
        return {"n": n, "answer": Fraction(1, n), "share": pct(Fraction(1, n)), "thing": words("die", "Würfel")}

    texts = {"en": {"question": "A {thing} with {n} faces: chance of one face?", "hint": "One of {n}.",
                    "solution": "1 of {n} = {answer} = {share}."},
             "de": {"question": "Ein {thing} mit {n} Seiten: Wahrscheinlichkeit für eine Seite?",
                    "hint": "Eine von {n}.", "solution": "1 von {n} = {answer} = {share}."}}
    return LessonExercise("toy", level, texts, make, kind=kind, fresh=fresh)


def test_exercise_instance_is_reproducible_by_seed_and_written_per_language() -> None:
    ex = _toy()
    a, b = ex.instance(4711, "de"), ex.instance(4711, "de")
    assert a == b and a["seed"] == 4711
    assert "Würfel" in a["question"]
    assert "," in a["solution"] or a["answer"] == Fraction(1, 2)
    assert len({ex.instance(s)["question"] for s in range(1, 30)}) > 1
    assert ex.problems() == []
    assert ex.check(ex.instance(7)["answer_text"], seed=7)


def test_exercise_rejects_malformed_definitions() -> None:
    with pytest.raises(ValueError, match="level"):
        _toy(level=4)
    with pytest.raises(ValueError, match="kind"):
        _toy(kind="guess")
    with pytest.raises(ValueError, match="choices"):
        _toy(kind="choice")


def test_exercise_box_hint_after_first_wrong_try_solution_after_second() -> None:
    box = exercise_box(_toy(), "de", seed=12)
    assert "bugkit-exercise" in box._dom_classes and "bugkit-seed-12" in box._dom_classes
    assert "Aufgabe Nr. 12" in box.seed_label.value
    right = box.inst["answer"]
    assert box.answer_box is not None
    box.answer_box.value = "zwei"
    assert not box.check() and "nicht als Zahl" in box.feedback.value and box.wrong_tries == 0
    box.answer_box.value = str(right + 1)
    assert not box.check() and "Tipp" in box.feedback.value and "Lösung" not in box.feedback.value
    box.answer_box.value = str(right + 2)
    assert not box.check() and "Lösung" in box.feedback.value
    box.answer_box.value = f"{float(right) * 100:.1f} %".replace(".", ",")
    assert box.check() and "Richtig" in box.feedback.value
    box.new_button.click()
    assert "bugkit-seed-12" not in box._dom_classes and f"bugkit-seed-{box.seed}" in box._dom_classes
    assert box.feedback.value == "" and box.answer_box.value == ""
    box.solution_button.click()
    assert "Lösung" in box.feedback.value


def test_exercise_box_choice() -> None:
    texts = {lang: {"question": "?", "hint": "h", "solution": "{answer_label}"} for lang in ("en", "de")}
    ex = LessonExercise("c", 2, texts, lambda rng: {"answer": "yes"}, kind="choice", fresh=False,
                        choices={"en": {"yes": "Yes", "no": "No"}, "de": {"yes": "Ja", "no": "Nein"}})
    box = exercise_box(ex, "en")
    assert box.choice is not None and not box.check() and "Pick" in box.feedback.value
    box.choice.value = "no"
    assert not box.check()
    box.choice.value = "yes"
    assert box.check() and "Yes" in box.feedback.value
    assert box.new_button.layout.display == "none"


def test_prediction_box_says_how_far_off() -> None:
    shown = []
    box = prediction_box("Chance?", Fraction(1, 6), "de", reveal=lambda: shown.append(1))
    assert not box.show() and "Erst tippen" in box.feedback.value
    assert box.guess_box is not None
    box.guess_box.value = "30"
    assert box.show() and shown == [1]
    assert "1/6" in box.feedback.value and "16,7" in box.feedback.value and "zu hoch" in box.feedback.value
    box.guess_box.value = "1/6"
    box.show()
    assert "Genau" in box.feedback.value and shown == [1]
    en = prediction_box("How many?", 24, "en", kind="number")
    assert en.guess_box is not None
    en.guess_box.value = "20"
    en.show()
    assert "too low" in en.feedback.value


def test_lln_box_converges() -> None:
    box = lln_box(lambda rng, n: rng.random(n) < 0.25, Fraction(1, 4), "de", label="Treffer")
    assert "Noch keine" in box.text.value
    for _ in range(5):  # the time per click: benchmarks/bench_widgets.py
        box.buttons[1000].click()
    assert box.hits.size == 5000 and "5000" in box.text.value.replace("\u202f", "")
    assert abs(box.hits.mean() - 0.25) < 4 * (0.25 * 0.75 / 5000) ** 0.5
    box.reset_button.click()
    assert box.hits.size == 0


def test_explore_redraws_on_change() -> None:
    import ipywidgets as widgets

    calls: list[int] = []
    slider = widgets.IntSlider(value=2, min=1, max=5)
    box = explore({"n": slider}, lambda n: calls.append(n) or f"<b>{n}</b>", "en")
    slider.value = 4
    assert calls == [2, 4] and "bugkit-explore" in box._dom_classes


def test_comma_axes_writes_german_ticks() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    ax.plot([0, 0.5], [0, 0.25])
    comma_axes(ax, "de", y_percent=True)
    assert ax.xaxis.get_major_formatter()(0.5, 0) == "0,5"
    assert ax.yaxis.get_major_formatter()(0.25, 0) == "25\u202f%"
    plt.close(fig)
