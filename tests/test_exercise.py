"""The lesson exercises and their widgets: exercise set no., hint before solution, predictions, LLN, explore.

The table of children's answers and verdicts is in tests/test_answers.py."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import t
from bugkit.core.validate import MAX_TYPED_NUMBER as MAX_TYPED_SET
from bugkit.lessons import MAX_EXERCISE_SET, parse_exercise_set, pct, words
from bugkit.lessons import Exercise as LessonExercise
from bugkit.ui import html_text, page_options
from bugkit.ui.lesson import (
    after_reveal,
    comma_axes,
    exercise_box,
    explore,
    lln_box,
    page_exercise_set,
    prediction_box,
)


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
    assert box.set_box.value == "12" and box.set_box.description == "Aufgabenset Nr."
    right = box.inst["answer"]
    assert box.answer_box is not None
    box.answer_box.value = "zwei Katzen"
    assert not box.check() and "nicht als Zahl" in box.feedback.value and "1 von 6" in box.feedback.value
    assert box.wrong_tries == 0
    box.answer_box.value = str(right + 1)
    assert not box.check() and "Tipp" in box.feedback.value and "Lösung" not in box.feedback.value
    assert box.solution_button.description.startswith("Ich gebe auf")
    box.answer_box.value = str(right + 2)
    assert not box.check() and "Lösung" in box.feedback.value
    box.answer_box.value = f"{float(right) * 100:.1f} %".replace(".", ",")
    assert box.check() and "Richtig" in box.feedback.value
    box.new_button.click()
    assert "bugkit-seed-12" not in box._dom_classes and f"bugkit-seed-{box.seed}" in box._dom_classes
    assert box.set_box.value == str(box.seed)
    assert box.feedback.value == "" and box.answer_box.value == ""


def test_the_solution_needs_a_try_or_giving_up_after_the_hint() -> None:
    box = exercise_box(_toy(), "en", seed=5)
    hint, solution = box.inst["hint"], box.inst["solution"]
    assert box.solution_button.description == "Hint"
    box.solution_button.click()  # no try yet: the hint, never the solution
    assert hint in box.feedback.value and "Solution" not in box.feedback.value
    assert box.solution_button.description == "I give up: show the solution"
    box.solution_button.click()  # an explicit "I give up" after the hint
    assert "Solution" in box.feedback.value and solution in box.feedback.value
    box.new_numbers(6)  # new numbers: the hint comes first again
    box.solution_button.click()
    assert "Solution" not in box.feedback.value and box.inst["hint"] in box.feedback.value


def test_the_exercise_set_no_can_be_typed_and_gives_the_same_exercise() -> None:
    ex = _toy()
    box = exercise_box(ex, "en", seed=3)
    box.set_box.value = "4711"
    assert box.seed == 4711 and box.inst == ex.instance(4711, "en")
    assert ex.instance(4711, "en")["question"] in box.question.value
    box.set_box.value = " 3 "
    assert box.inst == ex.instance(3, "en")
    fixed = exercise_box(_toy(fresh=False), "en", seed=9)  # an exercise without changing numbers has no set no.
    assert fixed.children[1].layout.display == "none"
    assert fixed.inst["question"] == _toy(fresh=False).instance(1, "en")["question"]


def test_a_lesson_page_takes_the_exercise_set_from_its_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=de&exercise=17")
    assert page_options() == {"lang": "de", "exercise": "17"}
    boxes = [exercise_box(_toy(), "de") for _ in range(3)]
    assert {b.seed for b in boxes} == {17} and boxes[0].inst == _toy().instance(17, "de")
    assert exercise_box(_toy(), "de", seed=5).seed == 5  # an explicit set wins over the URL
    for bad in ("0", "-3", "10000", "12345", "abc", "1e9", "1.5", "٣", "9" * 400):
        monkeypatch.setenv("QUERY_STRING", f"exercise={bad}")
        box = exercise_box(_toy(), "en")  # a fresh set, and the page says why not the one asked for
        assert 1 <= box.seed <= MAX_EXERCISE_SET and box.set_box.value == str(box.seed), bad
        assert f"exercise set “{bad[:MAX_TYPED_SET]}”" in box.feedback.value and "1 to 9999" in box.feedback.value
        assert "Aufgabenset „" in exercise_box(_toy(), "de").feedback.value
        assert exercise_box(_toy(fresh=False), "en").feedback.value == ""  # no set shown: nothing to say
    monkeypatch.setenv("QUERY_STRING", "exercise=9999")
    assert exercise_box(_toy(), "en").seed == 9999 and exercise_box(_toy(), "en").feedback.value == ""


def test_a_typed_exercise_set_out_of_range_is_refused_with_a_message() -> None:
    """The box reads what is typed with parse_exercise_set: 0, 10000, "1.5" or "1e3" get a message and the set shown
    stays (a bounded number box turned 12345 into 9999 without a word)."""
    ex = _toy()
    box = exercise_box(ex, "de", seed=3)
    for bad in ("0", "10000", "12345", "1.5", "1e3", "-1", "drei", "٣"):
        box.set_box.value = bad
        assert box.seed == 3 and box.inst == ex.instance(3, "de"), bad
        assert f"„{bad}“ ist keine" in box.feedback.value and "von 1 bis 9999" in box.feedback.value, bad
    box.set_box.value = ""  # an emptied box: the message about the typo goes (it said "„-1“ ist keine" under an
    assert box.feedback.value == "" and box.set_box.value == "3" and box.seed == 3  # empty box), the set stays
    box.set_box.value = "1,5"
    box.set_box.value = "3"  # the set shown, typed again: the typo's words go too
    assert box.feedback.value == "" and box.seed == 3
    assert box.answer_box is not None
    box.answer_box.value = "1/99"  # a wrong answer's words are not the box's to take away
    said = box.feedback.value
    box.set_box.value = ""
    assert box.feedback.value == said != "" and box.set_box.value == "3"
    box.set_box.value = "9 999"
    assert box.seed == 9999 and box.feedback.value == ""
    box.set_box.value = "1 2"  # a slip between two digits is not set 12, which no worksheet asked for
    assert box.seed == 9999 and "„1 2“ ist keine" in box.feedback.value
    box.set_box.value = "1"
    assert box.seed == 1


def test_the_box_the_url_and_the_model_agree_on_the_exercise_sets() -> None:
    """One range (1 to MAX_EXERCISE_SET) and one reader for the box, the page's address and Exercise.instance; a
    fresh set is in it."""
    ex = _toy()
    for good in (1, 17, MAX_EXERCISE_SET):
        assert parse_exercise_set(good) == parse_exercise_set(str(good)) == good
        assert ex.instance(good)["seed"] == good and exercise_box(ex, "en", seed=good).seed == good
        assert page_exercise_set_of(f"lang=de&exercise={good}") == good
    for bad in (0, -1, MAX_EXERCISE_SET + 1, 10**9, True, 1.0, None):
        with pytest.raises(InvalidInput, match="exercise set no"):
            parse_exercise_set(bad)
        with pytest.raises(InvalidInput, match="exercise set no"):
            ex.instance(bad)  # type: ignore[arg-type]
        if bad is not None:  # None: the page's set, else a fresh one
            with pytest.raises(InvalidInput, match="exercise set no"):
                exercise_box(ex, "en", seed=bad)  # type: ignore[arg-type]
    for text in ("0", str(MAX_EXERCISE_SET + 1), "1.5", "1,5", "1e3", "", " ", "٣", "1" * (MAX_TYPED_SET + 1),
                 "1 2", "1 23 4", "12 34", "1  234"):  # a space only between groups of three: "1 2" was set 12
        with pytest.raises(InvalidInput, match=f"from 1 to {MAX_EXERCISE_SET} written with digits"):
            parse_exercise_set(text)
        if text.strip():  # an empty ?exercise= is no option at all
            with pytest.raises(InvalidInput):
                page_exercise_set_of(f"exercise={text}")
    with pytest.raises(InvalidInput):
        page_exercise_set_of("exercise=1+2")  # a "+" in an address is a space: this was set 12
    for lang in ("fr", "EN", None):  # "fr" was a KeyError from the texts
        with pytest.raises(InvalidInput, match="lang"):
            ex.instance(1, lang)  # type: ignore[arg-type]
    fresh = {exercise_box(ex, "en").seed for _ in range(30)}  # no set given, none in the address: a fresh one
    assert fresh <= set(range(1, MAX_EXERCISE_SET + 1)) and len(fresh) > 1


def page_exercise_set_of(query: str) -> int | None:
    """Return the exercise set a page whose address has ``query`` shows (page_exercise_set, the URL's one reader)."""
    import os
    from unittest import mock

    with mock.patch.dict(os.environ, {"QUERY_STRING": query}):
        return page_exercise_set()


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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_empty_answer_box_says_how_to_write_the_answer_with_no_number_to_anchor_a_guess(lang: str) -> None:
    """The grey text in an empty box said the box's label again ("Your guess" under "Your guess"); it now says how
    to write the answer, and never shows a number (a guess would lean towards it)."""
    boxes = [(exercise_box(_toy(kind=kind), lang).answer_box, kind) for kind in ("probability", "number", "points")]
    boxes += [(prediction_box("?", Fraction(1, 6), lang, kind=kind).guess_box, kind)
              for kind in ("probability", "number")]
    shown = {}
    for box, kind in boxes:
        assert box is not None and box.placeholder and box.placeholder != box.description
        assert not any(c.isdigit() for c in box.placeholder)
        shown.setdefault(kind, set()).add(box.placeholder)
    assert all(len(texts) == 1 for texts in shown.values())  # an exercise and a guess of one kind say the same
    assert len({next(iter(texts)) for texts in shown.values()}) == 3  # each kind its own


def test_prediction_box_says_how_far_off() -> None:
    shown = []
    box = prediction_box("Chance?", Fraction(1, 6), "de", reveal=lambda: shown.append(1))
    assert not box.show() and "Erst schätzen" in box.feedback.value
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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_guess_that_can_be_no_answer_is_said_and_reveals_nothing(lang: str) -> None:
    """An audit typed "-5" at lesson 21's first guess: it read "Your guess: -500.0%. 517 percentage points too
    low", showed the answer and used up the reveal (and "150%", "-1/2"; "1/2" cards for "after how many cards"). A
    chance outside 0-100 %, and anything but a whole number from 0 up where a count is asked, is now refused in
    words: no reveal, nothing opens, nothing is sent to a class. Then a real guess reveals as before."""
    opened: list[int] = []
    chance = prediction_box("How likely?", Fraction(1, 6), lang, reveal=lambda: opened.append(1))
    count = prediction_box("After how many cards?", 3, lang, kind="number", whole=True)
    for box, typos, said, fine in ((chance, ["-5", "-1/2", "150%", "101", "-0,5" if lang == "de" else "-0.5"],
                                     "lesson.chance_range", "5"),
                                    (count, ["1/2", "-1", "2,5" if lang == "de" else "2.5", "-3 %",
                                             "drei" if lang == "de" else "three"],  # told of fractions before
                                     "lesson.whole_number", "4")):
        assert box.guess_box is not None
        for typo in typos:
            box.guess_box.value = typo
            assert not box.show(), typo
            assert html_text(box.feedback.value) == t(said, lang) and not box.revealed, typo
        box.guess_box.value = fine
        assert box.show() and box.revealed
    assert opened == [1]
    for edge in ("0", "100%", "1"):  # never and always are chances
        chance.guess_box.value = edge  # type: ignore[union-attr]
        assert chance.show(), edge
    with pytest.raises(InvalidInput, match="whole"):
        prediction_box("How likely?", Fraction(1, 6), lang, whole=True)
    assert ("Bruch" if lang == "de" else "fraction") in t("lesson.whole_number", lang)  # "1/6" was told of a comma


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_exercise_answer_that_is_no_chance_is_said_and_is_no_try(lang: str) -> None:
    box = exercise_box(_toy(), lang, seed=3)
    assert box.answer_box is not None
    box.answer_box.value = "-5"
    assert html_text(box.feedback.value) == t("lesson.chance_range", lang) and box.wrong_tries == 0
    box.answer_box.value = "150 %"
    assert box.wrong_tries == 0 and not box.hint_shown
    box.answer_box.value = "0"
    assert box.wrong_tries == 1  # a chance, and wrong: a try


def test_prediction_box_writes_equals_only_for_an_exact_percentage() -> None:
    """The reveal writes a share as ``fmt_share`` does: "1/4 = 25.0%" (exact), "1/6 ≈ 16.7%" (rounded); a guess of
    "3/10" reads "3/10 = 30.0%". It wrote "≈" for every fraction, exact or not."""
    box = prediction_box("Chance?", Fraction(1, 4), "en")
    assert box.guess_box is not None
    box.guess_box.value = "3/10"
    box.show()
    assert "1/4 = 25.0%" in box.feedback.value and "3/10 = 30.0%" in box.feedback.value, box.feedback.value
    de = prediction_box("Chance?", Fraction(1, 6), "de")
    assert de.guess_box is not None
    de.guess_box.value = "1/3"
    de.show()
    assert "1/6 ≈ 16,7" in de.feedback.value and "1/3 ≈ 33,3" in de.feedback.value, de.feedback.value
    # a fraction that tells a child nothing is not shown: lesson 22's 13953595/45349632 read "295726/961119 ≈ 30.8%"
    # (the answer cut to six digits and called exact), lesson 31's decimal share "581070/719953 ≈ 80.7%"
    for answer, shown in ((Fraction(13953595, 45349632), "The exact answer: ≈ 30.8%."),
                          (0.8070967, "The exact answer: ≈ 80.7%."), (0.5, "The exact answer: 1/2 = 50.0%.")):
        box = prediction_box("Chance?", answer, "en")
        assert box.guess_box is not None
        box.guess_box.value = "1/3"
        box.show()
        assert shown in box.feedback.value and "/9" not in box.feedback.value, box.feedback.value


@pytest.mark.parametrize(("lang", "answer", "kind", "typed", "said"), [
    ("de", Fraction(1, 6), "probability", "16,7 %", "Genau getroffen, so gerundet"),  # was "nur 0,0 Prozentpunkte"
    ("en", Fraction(1, 6), "probability", "about 17%", "Spot on, rounded"),
    ("en", Fraction(1, 6), "probability", "0.17", "Spot on, rounded"),
    ("en", Fraction(1, 6), "probability", "16%", "Very close: only 0.7 percentage points off"),
    ("en", Fraction(1, 6), "probability", "1/6", "Spot on!"),
    ("en", Fraction(10, 3), "number", "3.3", "Spot on, rounded"),
    ("en", Fraction(10, 3), "number", "3", "Not bad: 0.333 too low"),
    ("en", 0.8070967, "probability", "80.7%", "Spot on, rounded"),
])
def test_a_guess_typed_as_the_answer_rounded_is_spot_on(lang: str, answer: Fraction | float, kind: str, typed: str,
                                                         said: str) -> None:
    """A guess that is the answer rounded the school way to the digits typed (the lessons' one tolerance, as an
    exercise would accept it) is spot on: "16,7 %" for 1/6 read "Sehr nah dran: nur 0,0 Prozentpunkte daneben"."""
    box = prediction_box("Chance?", answer, lang, kind=kind)
    assert box.guess_box is not None
    box.guess_box.value = typed
    assert box.show()
    assert said in box.feedback.value, box.feedback.value
    assert "0,0 " not in box.feedback.value and "0.0 " not in box.feedback.value


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "10%", "Not bad: 6.7 percentage points too low (the gap from 10.0% to 16.7%)."),
    ("de", "90 %", "Um 73,3 Prozentpunkte zu hoch (der Abstand von 16,7 % bis 90,0 %). Darum"),
    ("de", "3,1 %", "Um 13,6 Prozentpunkte zu niedrig (der Abstand von 3,1 % bis 16,7 %)."),  # read "um 14"
    ("en", "1/3", "16.6 percentage points too high (the gap from 16.7% to 33.3%)."),  # what a child subtracts
    ("de", "10 %", "Nicht schlecht: um 6,7 Prozentpunkte zu niedrig (der Abstand von 10,0 % bis 16,7 %)."),
    ("de", "16 %", "Sehr nah dran: nur 0,7 Prozentpunkte daneben (der Abstand von 16,0 % bis 16,7 %)."),
])
def test_a_guess_off_by_percentage_points_says_what_they_are(lang: str, typed: str, said: str) -> None:
    """A child of 10 meets "percentage points" in the first reveal of a lesson (lesson 22 explains the word only in
    its going-further part): the distance names the two percentages it is the gap between. German says "um 6,7
    Prozentpunkte zu niedrig" (it read "6,7 Prozentpunkte zu niedrig", clipped)."""
    box = prediction_box("Chance?", Fraction(1, 6), lang)
    assert box.guess_box is not None
    box.guess_box.value = typed
    assert box.show()
    assert said in box.feedback.value.replace("\u202f", " "), box.feedback.value  # (German: 16,7 % with a thin space)


@pytest.mark.parametrize(("lang", "typed", "echo"), [
    ("de", "17 %", "Deine Schätzung: 17 %."),  # it read "Deine Schätzung: 17/100 = 17,0 %."
    ("en", "about 17%", "Your guess: 17%."),
    ("en", "37.5%", "Your guess: 37.5%."),
    ("en", "30", "Your guess: 30%."),  # a bare number for a chance is a percentage
    ("de", "15 %", "Deine Schätzung: 15 %."),
    ("en", "1/6", "Your guess: 1/6 ≈ 16.7%."),  # a fraction: its fraction and percentage, as the answer
    ("de", "0,17", "Deine Schätzung: 17/100 = 17,0 %."),  # a decimal share: the same
])
def test_a_guess_is_read_back_as_the_child_wrote_it(lang: str, typed: str, echo: str) -> None:
    """A percentage guess is read back as a percentage with the decimals typed, not turned into a fraction."""
    box = prediction_box("Chance?", Fraction(1, 6), lang)
    assert box.guess_box is not None
    box.guess_box.value = typed
    assert box.show()
    assert echo in box.feedback.value.replace("\u202f", " "), box.feedback.value


def test_a_number_is_written_equal_to_its_decimal_only_when_it_is() -> None:
    """A number's reveal and guess read "9/2 = 4.5" (exact) and "10/3 ≈ 3.333" (rounded): every fraction was written
    with "≈" ("33/10 ≈ 3.3"), and a float answer as its binary fraction ("4165829655317709/1125899906842624 ≈ 3.7")."""
    box = prediction_box("How many?", 3.7, "en", kind="number")
    assert box.guess_box is not None
    box.guess_box.value = "4 1/2"
    box.show()
    assert "37/10 = 3.7" in box.feedback.value and "9/2 = 4.5" in box.feedback.value, box.feedback.value
    de = prediction_box("Wie viele?", Fraction(10, 3), "de", kind="number")
    assert de.guess_box is not None
    de.guess_box.value = "3,5"
    de.show()
    assert "10/3 ≈ 3,333" in de.feedback.value and "7/2 = 3,5" in de.feedback.value, de.feedback.value


def test_prediction_box_refuses_an_answer_that_is_not_a_choice() -> None:
    # the class checks too (not only prediction_box): a choice answer must be one of the keys, or "Show me" fails
    from bugkit.core.errors import InvalidInput
    from bugkit.ui.lesson import PredictionBox

    choices = {"a": "luck", "b": "skill"}
    assert PredictionBox("Which?", "b", "en", kind="choice", choices=choices).choices == choices
    with pytest.raises(InvalidInput, match="one of the keys of choices"):
        PredictionBox("Which?", "c", "en", kind="choice", choices=choices)
    with pytest.raises(InvalidInput, match="question"):
        PredictionBox(None, "a", "en", kind="choice", choices=choices)  # type: ignore[arg-type]


def test_lln_box_converges() -> None:
    box = lln_box(lambda rng, n: rng.random(n) < 0.25, Fraction(1, 4), "de", label="Treffer")
    assert "Noch keine" in box.text.value
    for _ in range(5):
        box.buttons[1000].click()
    assert box.hits.size == 5000 and "5000" in box.text.value.replace("\u202f", "")
    assert abs(box.hits.mean() - 0.25) < 4 * (0.25 * 0.75 / 5000) ** 0.5
    box.reset_button.click()
    assert box.hits.size == 0


def test_lln_box_counts_its_tries_in_plain_english() -> None:
    """It said "After 11 tries: 1 times the target 5 (9.1%)" and "After 1 try: 1 times the careful one won": now
    "1 of 11 tries: the target 5 (9.1%)"."""
    box = lln_box(lambda rng, n: np.arange(n) % 11 == 0, Fraction(1, 6), "en", label="the target 5")
    box.buttons[1].click()
    assert box.text.value.startswith("1 of 1 try: the target 5 (100%).")
    box.buttons[10].click()
    assert box.text.value.startswith("2 of 11 tries: the target 5 (18.2%).") and " times " not in box.text.value


def test_lln_box_shows_no_exact_line_before_the_first_try() -> None:
    """A box right below a guess must not show the guess's answer to a child who only opened the page: the exact
    line (and its legend) comes with the first try."""
    import re

    box = lln_box(lambda rng, n: rng.random(n) < 0.25, Fraction(1, 4), "en")

    def alt() -> str:
        found = re.search(r"alt='([^']*)'", box.picture.value)
        assert found is not None
        return found.group(1)

    assert "exact" not in alt() and "25" not in box.text.value and "1/4" not in box.text.value
    box.buttons[1].click()
    assert "exact chance" in alt() and "1/4 = 25.0%" in box.text.value  # "=": the percentage is exact
    box.reset_button.click()
    assert "exact" not in alt()


def test_after_reveal_waits_for_every_one_of_its_guesses_and_makes_its_part_only_then() -> None:
    """A later table that tells the answer of guesses above it shows a note until the last of them is revealed; then
    the table, made only at that moment (in class mode the reveal is the teacher's, and it opens the same way)."""
    first = prediction_box("How likely?", Fraction(1, 4), "en")
    second = prediction_box("More or less?", "more", "en", kind="choice", choices={"more": "more", "less": "less"})
    made: list[str] = []

    def table() -> str:
        made.append("table")
        return "<table><tr><td>card 2</td><td>1/4</td></tr></table>"

    part = after_reveal([first, second], table, "de")
    text = " ".join(child.value for child in part.children)  # type: ignore[attr-defined]
    assert made == [] and "1/4" not in text and "bugkit-after-reveal" in part._dom_classes
    assert "nach den Schätzungen „How likely?“ und „More or less?“ weiter oben" in text  # both, by what they ask
    assert part.comm is not None, "a widget with a comm: the browser can draw it"
    first.guess_box.value = "30%"  # type: ignore[union-attr]
    assert first.show() and not part.unlocked and made == []
    second.choice.value = "less"  # type: ignore[union-attr]
    assert second.show() and part.unlocked and made == ["table"]
    assert "1/4" in part.children[0].value  # type: ignore[attr-defined]
    second.show()
    assert made == ["table"], "made once"
    assert after_reveal(first, lambda: "<p>open</p>").unlocked, "a guess revealed before opens it at once"
    waiting = after_reveal(prediction_box("How many?", 1, "en", kind="number"), table)
    assert "the guess “How many?” further up" in waiting.note.value and made == ["table"]
    for bad in ("the guess", [], [first, "x"], [first] * 21):
        with pytest.raises(InvalidInput, match="after must be the guess"):
            after_reveal(bad, table)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="show must be a function"):
        after_reveal(first, "<p>a table</p>")  # type: ignore[arg-type]


def test_explore_redraws_on_change() -> None:
    import ipywidgets as widgets

    calls: list[int] = []
    slider = widgets.IntSlider(value=2, min=1, max=5)
    def draw(n: int) -> str:
        calls.append(n)
        return f"<b>{n}</b>"

    box = explore({"n": slider}, draw, "en")
    slider.value = 4
    assert calls == [2, 4] and "bugkit-explore" in box._dom_classes


def test_explore_and_lln_show_pictures_as_widgets_with_text_alternatives() -> None:
    import ipywidgets as widgets
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def draw(n: int) -> tuple[object, str]:
        fig, ax = plt.subplots()
        ax.bar([1, 2], [n, 2 * n])
        ax.set_title(f"bars for {n}")
        return fig, f"<p>sentence {n}</p>"

    slider = widgets.IntSlider(value=2, min=1, max=5)
    box = explore({"n": slider}, draw, "en")
    picture, sentence = box.shown.children
    assert "<img" in picture.value and "bars for 2" in picture.value and sentence.value == "<p>sentence 2</p>"
    slider.value = 3
    assert "bars for 3" in box.shown.children[0].value
    assert not plt.get_fignums(), "every drawn figure is closed once shown"
    lln = lln_box(lambda rng, n: rng.random(n) < 0.5, Fraction(1, 2), "en")
    lln.buttons[10].click()
    assert "<img" in lln.picture.value and "alt='" in lln.picture.value and not plt.get_fignums()


def test_as_widgets_takes_what_draw_and_reveal_functions_return() -> None:
    import ipywidgets as widgets
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from bugkit.core.errors import InvalidInput
    from bugkit.ui.lesson import MAX_SHOWN, as_widgets

    label = widgets.Label("x")
    assert as_widgets(label) == [label]
    assert as_widgets("<b>hi</b>")[0].value == "<b>hi</b>"
    assert as_widgets(None) == []
    plt.plot([1, 2])  # a reveal that drew with pyplot and returned nothing
    (picture,) = as_widgets(None)
    assert "<img" in picture.value and not plt.get_fignums()
    assert len(as_widgets(["a", label])) == 2
    for bad in (3, object(), [["nested"]], ["x"] * (MAX_SHOWN + 1), {"a": 1}):
        with pytest.raises(InvalidInput):
            as_widgets(bad)


def test_a_markdown_output_shows_its_tables_as_tables_with_words_around_them_and_bold_in_cells() -> None:
    """A lesson's Markdown output in the app: a pipe table followed by a sentence (lesson 23's table of pairs) was
    written as lines of "| | B | R |" text, and "**2.66**" in a table cell (lesson 23's best rule) as asterisks."""
    from bugkit.lessons import html_table
    from bugkit.lessons import voll_verasselt as vv
    from bugkit.lessons.wanzen_tanzen import Say
    from bugkit.ui.lesson import as_widgets

    shown = as_widgets(vv.pair_table({"blue": 1, "red": 1}, "en"))[0].value
    assert shown.startswith("<table") and "|" not in shown and shown.count("<table") == 1
    assert shown.endswith("</p>") and "bug up" in shown.split("</table>")[1]
    best = as_widgets(vv.threshold_table("de"))[0].value
    assert "**" not in best and best.count("<b>") >= len(vv.TABLE_SIZES), best
    mixed = as_widgets(Say("Before\n| a | b |\n|---|---|\n| **1** | <2> |\nAfter **now**\n| x |"))[0].value
    assert mixed == ("<p>Before</p>" + html_table(["a", "b"], [["**1**", "<2>"]]).replace("**1**", "<b>1</b>")
                     + "<p>After <b>now</b></p><p>| x |</p>"), mixed  # escaped; a lone row is a line of words


def test_one_html_table_for_every_lesson_escapes_its_cells_and_bolds_only_the_foot() -> None:
    """Every lesson's tables come from ``bugkit.lessons.html_table`` (three lesson modules had their own copy, which
    did not escape a cell); a total or "long run" row is its bold ``foot``, not markup inside a cell."""
    import re

    from bugkit.lessons import html_table
    from bugkit.lessons import kakerlakentanz as kk
    from bugkit.ui import lesson

    assert lesson.html_table is html_table
    table = html_table(["x", "<y>"], [["1 < 2", 3]], caption="A & B", foot=["all", 4])
    assert "<th style='padding:2px 5px;text-align:center'>&lt;y&gt;</th>" in table
    assert ">1 &lt; 2<" in table and "<caption>A &amp; B</caption>" in table
    rows = re.findall(r"<tr[^>]*>", table)
    assert rows == ["<tr>", "<tr>", "<tr style='font-weight:bold'>"]  # head, row, foot
    assert html_table(["x"], [["1"]]).count("font-weight") == 0
    for bad in (lambda: html_table(["x"], [["1"]], foot=[object()]), lambda: html_table("x", []),
                lambda: html_table(["x", "y"], [], foot=np.array([1, 2])),  # type: ignore[arg-type]
                lambda: html_table(["x"], [], caption="c" * 2_001)):
        with pytest.raises(InvalidInput):
            bad()
    for lang in ("en", "de"):  # the box's total and the long run: bold rows, no markup left inside a cell
        for shown in (kk.box_table(lang), kk.later_table(lang)):
            assert "&lt;b&gt;" not in shown and shown.count("font-weight:bold") == 1


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


def test_lln_box_picture_hints_at_no_answer_before_the_first_try() -> None:
    """Its share axis went up to 2.5 times the exact chance from the start (41.7 % in lesson 21, whose answer is
    16.7 %): boxes with other exact chances draw the same picture until the first try. (Below a guess, a lesson puts
    the whole box in ``after_reveal``: its tries would answer the guess too; ``test_lesson_locks``.)"""
    boxes = [lln_box(lambda rng, n: rng.random(n) < 0.2, exact, "en", seed=7) for exact in (Fraction(1, 6),
                                                                                          Fraction(1, 3))]
    assert boxes[0].picture.value == boxes[1].picture.value and boxes[0].y_top() == 1.0
    for box in boxes:
        box.buttons[10].click()
    assert [b.y_top() for b in boxes] == [min(1.0, max(0.25, 2.5 * b.exact)) for b in boxes]
    assert boxes[0].picture.value != boxes[1].picture.value


def test_one_answer_is_sent_to_the_class_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter (or leaving the box) checks the answer, and a tap on Check checks it again: a right answer was sent to
    the class twice, and the teacher's page counted it twice. The same answer is sent once; a new one again."""
    from bugkit.classroom import client
    from bugkit.lessons.ungeziffer import EX

    sent: list[bool] = []
    monkeypatch.setattr(client, "send_result", lambda _ex, _level, right, _lang: sent.append(right))
    box = exercise_box(EX["sum-chance"], "en", seed=3)
    assert box.answer_box is not None
    box.answer_box.value = str(box.inst["answer"])  # committed: checked once
    box.check_button.click()
    box.check_button.click()
    assert sent == [True]
    box.answer_box.value = "99"  # a wrong one (99 %), twice: sent once
    box.check_button.click()
    assert sent == [True, False]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_locked_part_names_the_guesses_it_waits_for(lang: str) -> None:
    """A helper looking at lesson 21 as a child: ten locks said "a guess further up the page", and exercises 2-5
    wait for the first guess while exercise 7 waits for a later one: a child could not tell where to go. Each lock
    names its guesses by what they ask (the sentence with the question mark, without "Guess:")."""
    first = prediction_box("Guess: how likely is the target 5? Write a fraction (like 1/10).", Fraction(1, 6), lang)
    later = prediction_box("Your guess first: the tiles 2, 3 and 9 lie face down. How likely is a blind hit?",
                           Fraction(1, 3), lang)
    quote = "“{}”" if lang == "en" else "„{}“"
    one = html_text(after_reveal(first, lambda: "x", lang).note.value)
    assert one == t("lesson.waits", lang, guesses=quote.format("How likely is the target 5?")), one
    both = html_text(after_reveal([first, later], lambda: "x", lang).note.value)
    assert quote.format("How likely is the target 5?") in both and quote.format("How likely is a blind hit?") in both
    assert "Write a fraction" not in both and "Guess:" not in both


@pytest.mark.parametrize(("lang", "who"), [("en", "your teacher"), ("de", "Lehrkraft")])
def test_a_locked_part_also_tells_a_class_that_waits_for_its_teacher(lang: str, who: str) -> None:
    """While the teacher holds the reveals, the note under a child who had guessed said only "make your guess there
    and press Show me": it also says the part opens once the teacher shows the answer."""
    guess = prediction_box("How likely?", Fraction(1, 4), lang)
    assert who in after_reveal(guess, lambda: "x", lang).note.value
    assert who in after_reveal([guess, guess], lambda: "x", lang).note.value
