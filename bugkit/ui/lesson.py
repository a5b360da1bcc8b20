"""Lesson widgets: exercises with hints, predictions before the reveal, law-of-large-numbers pictures, explore
controls; English and German.

Each widget carries a CSS class for the browser tests: ``bugkit-exercise`` (plus ``bugkit-exercise-id-<id>`` and
``bugkit-seed-<seed>``), ``bugkit-prediction``, ``bugkit-lln``, ``bugkit-explore``, ``bugkit-after-reveal`` (its note
while it waits: ``bugkit-waits``); feedback areas carry ``bugkit-feedback``. Every outcome is also written as text.
"""

from __future__ import annotations

import html
import itertools
import math
import re
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from numbers import Real
from typing import Any

import ipywidgets as widgets
import numpy as np

from ..classroom import client as classroom  # class mode (?class=CODE); every hook is a no-op without a class
from ..core import i18n
from ..core.errors import InvalidInput
from ..core.i18n import as_printed, fmt_frac, fmt_num, fmt_pct, fmt_points, fmt_share, school_round, t
from ..core.rng import fresh_number, make_rng
from ..core.validate import (
    check_choice,
    check_float,
    check_items,
    check_lang,
    check_seed,
    check_text,
    short_repr,
    typed_shown,
)
from ..lessons import (
    MAX_EXERCISE_SET,
    Exercise,
    html_table,
    matches,
    parse_exercise_set,
)
from ..lessons.answers import Reading, read_answer
from . import page_options
from .a11y import labeller, number_box
from .draw import lesson_style
from .note import ShortRepr

i18n.register({
    "lesson.answer": {"en": "Your answer", "de": "Deine Antwort"},
    "lesson.check": {"en": "Check", "de": "Prüfen"},
    "lesson.give_up": {"en": "I give up: show the solution", "de": "Ich gebe auf: Lösung zeigen"},
    "lesson.hint_first": {"en": "Try it once more with the hint, or press “I give up”.",
                          "de": "Versuch es mit dem Tipp noch einmal oder drück auf „Ich gebe auf“."},
    "lesson.new_numbers": {"en": "New numbers", "de": "Neue Zahlen"},
    "lesson.exercise_set": {"en": "Exercise set no.", "de": "Aufgabenset Nr."},
    "lesson.same_numbers": {"en": "Type the number from your worksheet here to get the same numbers (1 to {max}).",
                            "de": "Gib hier die Nummer von deinem Arbeitsblatt ein, dann bekommst du dieselben "
                                  "Zahlen (1 bis {max})."},
    "lesson.bad_set": {"en": "An exercise set no. is a whole number from 1 to {max} written with digits, like the "
                             "number on your worksheet; “{typed}” is not one.",
                       "de": "Eine Aufgabenset-Nummer ist eine ganze Zahl von 1 bis {max}, nur aus Ziffern, wie die "
                             "Nummer auf deinem Arbeitsblatt; „{typed}“ ist keine."},
    "lesson.bad_page_set": {"en": "The page's address asks for exercise set “{typed}”, but an exercise set no. is a "
                                  "whole number from 1 to {max}: here is a new set instead.",
                            "de": "Die Adresse der Seite verlangt Aufgabenset „{typed}“, aber eine Aufgabenset-Nummer "
                                  "ist eine ganze Zahl von 1 bis {max}: Hier ist stattdessen ein neues Set."},
    "lesson.wrong": {"en": "Not yet.", "de": "Noch nicht."},
    "lesson.hint": {"en": "Hint:", "de": "Tipp:"},
    "lesson.try_again": {"en": "Try again.", "de": "Versuch es noch einmal."},
    "lesson.solution": {"en": "Solution:", "de": "Lösung:"},
    "lesson.empty": {"en": "Type an answer first.", "de": "Schreib zuerst eine Antwort hin."},
    "lesson.pick": {"en": "Pick one of the answers first.", "de": "Wähle zuerst eine Antwort aus."},
    "lesson.not_a_number": {
        "en": "I cannot read that as a number. Write a whole number (24), a fraction (3/8 or 4 1/2), a decimal "
              "(0.375), a percentage (37.5%) or words like “1 in 6” or “a quarter”.",
        "de": "Das kann ich nicht als Zahl lesen. Schreib eine ganze Zahl (24), einen Bruch (3/8 oder 4 1/2), "
              "eine Dezimalzahl (0,375), einen Prozentwert (37,5 %) oder Wörter wie „1 von 6“ oder „ein Viertel“."},
    # a number read, but no guess (nor answer) of its kind: said instead of a reveal, not counted as a try
    "lesson.chance_range": {
        "en": "A chance lies between 0% and 100% (as a fraction, between 0 and 1): 0% means never, 100% always. "
              "Write, for example, 1/10 or 10%.",
        "de": "Eine Wahrscheinlichkeit liegt zwischen 0 % und 100 % (als Bruch zwischen 0 und 1): 0 % heißt nie, "
              "100 % heißt immer. Schreib zum Beispiel 1/10 oder 10 %."},
    "lesson.whole_number": {
        "en": "Here the answer is a count: 0, 1, 2, 3 and so on, with no minus and no fraction. Write one, for "
              "example 3.",
        # (not "eine ganze Zahl": in German school maths -1 is one)
        "de": "Hier ist die Antwort eine Anzahl: 0, 1, 2, 3 und so weiter, ohne Minus, ohne Komma und ohne Bruch. "
              "Schreib eine, zum Beispiel 3."},
    "lesson.guess": {"en": "Your guess", "de": "Deine Schätzung"},
    # what an empty answer box shows in grey: how to write the answer, never a number (a guess is not anchored)
    "lesson.write.probability": {"en": "a fraction or a %", "de": "Bruch oder Prozent"},
    "lesson.write.number": {"en": "a number", "de": "eine Zahl"},
    "lesson.write.points": {"en": "percentage points", "de": "Prozentpunkte"},
    "lesson.show_me": {"en": "Show me", "de": "Zeig es mir"},
    "lesson.guess_first": {"en": "Make a guess first, then look.", "de": "Erst schätzen, dann nachsehen."},
    "lesson.exact_is": {"en": "The exact answer: {answer}.", "de": "Die genaue Antwort: {answer}."},
    "lesson.your_guess": {"en": "Your guess: {guess}.", "de": "Deine Schätzung: {guess}."},
    "lesson.spot_on": {"en": "Spot on!", "de": "Genau getroffen!"},
    "lesson.spot_on_rounded": {"en": "Spot on, rounded as you wrote it!", "de": "Genau getroffen, so gerundet, wie du "
                                                                               "es geschrieben hast!"},
    "lesson.very_close": {"en": "Very close: only {diff} off{gloss}.",
                          "de": "Sehr nah dran: nur {diff} daneben{gloss}."},
    "lesson.close": {"en": "Not bad: {diff} {direction}.", "de": "Nicht schlecht: um {diff} {direction}."},
    "lesson.far": {"en": "{diff} {direction}. That is why we count instead of guessing!",
                   "de": "Um {diff} {direction}. Darum rechnen wir nach, statt zu raten!"},
    # what "percentage points" means, said with the two numbers just shown (a 10-year-old meets the word here)
    "lesson.points_gloss": {"en": "(the gap from {low} to {high})", "de": "(der Abstand von {low} bis {high})"},
    "lesson.too_high": {"en": "too high", "de": "zu hoch"},
    "lesson.too_low": {"en": "too low", "de": "zu niedrig"},
    "lesson.choice_right": {"en": "You picked the right one!", "de": "Du hast richtig gewählt!"},
    "lesson.choice_wrong": {"en": "You picked “{guess}”. Look again at the answer.",
                            "de": "Du hast „{guess}“ gewählt. Schau dir die Antwort genau an."},
    "lesson.reset": {"en": "Start again", "de": "Neu anfangen"},
    "lesson.tries": {"en": "{n} try|{n} tries", "de": "{n} Versuch|{n} Versuchen"},
    "lesson.lln_none": {"en": "No tries yet: press a button.", "de": "Noch keine Versuche: Drück einen Knopf."},
    "lesson.lln_text": {
        # ("After 11 tries: 1 times the target 5" and "0 times bugged up" read as a translation)
        "en": "{hits} of {tries}: {label} ({share}). The exact chance is {exact}.",
        "de": "Nach {tries}: {hits}-mal {label} ({share}). Die genaue Wahrscheinlichkeit ist {exact}."},
    # a part that would give away guesses' answers, until they are revealed: which guesses, and what opens it (one
    # sentence: it stood up to 11 times on a page in three, "a guess further up" without saying which)
    "lesson.waits": {
        "en": "🔒 Opens after the guess {guesses} further up: guess there and press “Show me” (or wait for your "
              "teacher, if your class does).",
        "de": "🔒 Öffnet sich nach der Schätzung {guesses} weiter oben: Schätz dort und drück auf „Zeig es mir“ (oder "
              "warte auf deine Lehrkraft, wenn eure Klasse das tut)."},
    "lesson.waits_many": {
        "en": "🔒 Opens after the guesses {guesses} further up: guess at each and press “Show me” (or wait for your "
              "teacher, if your class does).",
        "de": "🔒 Öffnet sich nach den Schätzungen {guesses} weiter oben: Schätz bei jeder und drück auf „Zeig es "
              "mir“ (oder warte auf deine Lehrkraft, wenn eure Klasse das tut)."},
    "lesson.lln_full": {"en": "That is enough tries for this picture: press “Start again”.",
                        "de": "Genug Versuche für dieses Bild: Drück auf „Neu anfangen“."},
    "lesson.lln_running": {"en": "relative frequency so far", "de": "relative Häufigkeit bisher"},
    "lesson.alt_line": {"en": "line “{label}” at {value}", "de": "Linie „{label}“ bei {value}"},
    "lesson.alt_more_lines": {"en": "and 1 more line|and {n} more lines", "de": "und 1 weitere Linie|und {n} weitere "
                                                                              "Linien"},
    "lesson.lln_x": {"en": "number of tries", "de": "Anzahl der Versuche"},
    "lesson.lln_y": {"en": "share of tries", "de": "Anteil der Versuche"},
    "lesson.level": {"en": "level {n} of 3", "de": "Stufe {n} von 3"},
    "lesson.exercise_no": {"en": "Exercise {n}", "de": "Aufgabe {n}"},
    "lesson.explore_hint": {"en": "Move the controls: the picture changes.",
                            "de": "Verändere die Regler: Das Bild ändert sich."},
})

MAX_LLN_TRIES = 100_000
MAX_LABEL = 2_000  # characters of a question, an axis label, a title or a caption written in a lesson
MAX_CONTROLS = 20  # controls of one explore box
MAX_CHOICES = 20  # answers to pick from in a prediction
MAX_BARS = 1_000  # bars of one bar chart
# A chart's text alternative is what a screen reader user hears in one go, with no way to skim it: per chart at most
# ALT_BARS bars and ALT_LINES labelled lines are read (the lines left out are counted), and the whole text stops at
# ALT_CHARS characters (about 300 words, two minutes of listening; the lessons' charts need under 700), with "…".
ALT_BARS = 60
ALT_LINES = 10
ALT_CHARS = 2_000


def _html(text: str, bold: bool = False) -> str:
    """Return text escaped for an HTML widget, optionally bold."""
    body = html.escape(text)
    return f"<b>{body}</b>" if bold else body


MAX_SAID = 2_000  # characters in one sentence a lesson says (``say``)


def say(text: str) -> None:
    """Show ``text`` as a paragraph of the page (escaped, in the page's own font, wrapped between words) and return
    None: a lesson's sentence, which ``print`` would show as a monospace line cut mid-word on a 768 px tablet."""
    from IPython.display import HTML, display

    display(HTML(f"<p>{_html(check_text(text, 'text', MAX_SAID))}</p>"))  # type: ignore[no-untyped-call]


SHOWN_DENOMINATOR = 1000  # a share with a longer fraction is shown as its percentage only
MAX_GUESS_DIGITS = 3  # a percentage guess is read back with the decimals typed, up to this many


def share_shown(value: Fraction | float, lang: str) -> str:
    """Return a share as a child reads it: its fraction and percentage (``fmt_share``: "1/4 = 25.0%", "5/16 ≈
    31.3%"), or only the percentage where the fraction tells a child nothing ("≈ 30.8%" for 13953595/45349632, or
    for a share computed as a decimal; "50.0%" for 1/2 written as 0.5 stays exact)."""
    q = Fraction(value)
    if q.denominator == 1:
        return fmt_pct(q, lang)
    if q.denominator <= SHOWN_DENOMINATOR:
        return fmt_share(q, lang)
    return f"≈ {fmt_pct(q, lang)}"


# the grey text of an empty answer box, by the kind of answer: how to write it
_WRITE = {"probability": "lesson.write.probability", "number": "lesson.write.number", "points": "lesson.write.points"}


def _number_text(value: Fraction | float, kind: str, lang: str) -> str:
    """Return a value as shown to a child: a share as ``share_shown`` writes it, else a number: whole, or its
    fraction (if short) and its decimal, "=" where the decimal is exact ("9/2 = 4.5", "10/3 ≈ 3.333"; a float as
    the decimal it prints as). It wrote "≈" for every fraction, and a float's binary fraction ("4165829655317709/…")."""
    if kind == "probability":
        return share_shown(value, lang)
    q = as_printed(value) if isinstance(value, float) else Fraction(value)
    if q.denominator == 1:
        return fmt_num(q.numerator, lang)
    decimal = f"{'=' if school_round(q, 3) == q else '≈'} {fmt_num(q, lang)}"
    return f"{fmt_frac(q, lang)} {decimal}" if q.denominator <= SHOWN_DENOMINATOR else decimal


def _meant(reading: Reading, kind: str) -> tuple[Fraction, bool]:
    """Return what a typed number means as an answer of ``kind`` and whether it was read as a percentage: for a
    chance, "30" is 30 % (a share is never more than 1), "30 %" is 30 %, "0.3" and "3/10" are shares."""
    percent = reading.unit == "%" or (kind == "probability" and reading.unit == "" and reading.value > 1)
    return (reading.value / 100 if percent else reading.share), percent


def _impossible(value: Fraction, kind: str, whole: bool = False) -> str | None:
    """Return the label of the words that say why ``value`` can be no answer of ``kind`` (a chance below 0 % or above
    100 %; with ``whole``, anything but a whole number from 0 up), or None if it can be one."""
    if kind == "probability" and not 0 <= value <= 1:
        return "lesson.chance_range"
    if whole and (value < 0 or value.denominator != 1):
        return "lesson.whole_number"
    return None


def _guess_text(reading: Reading, guess: Fraction, percent: bool, kind: str, lang: str) -> str:
    """Return a child's guess as they wrote it where it was a percentage (``percent``: "17 %" stays "17 %", with the
    decimals typed: it read back "17/100 = 17,0 %"), else as ``_number_text`` writes a value."""
    decimals = 0 if reading.whole else reading.decimals  # (None: a fraction or words)
    if kind == "probability" and percent and decimals is not None and decimals <= MAX_GUESS_DIGITS:
        return fmt_pct(guess, lang, decimals)
    return _number_text(guess, kind, lang)


def page_exercise_set() -> int | None:
    """Return the exercise set no. the page's URL asks for (``?exercise=7``), or None; raise InvalidInput if what it
    asks for is not one (``parse_exercise_set``)."""
    typed = page_options().get("exercise")
    return None if typed is None else parse_exercise_set(typed)


def bad_set_text(typed: object, lang: str, page: bool = False) -> str:
    """Return the words for a typed text (``page``: the page's address) that is not an exercise set no."""
    return t("lesson.bad_page_set" if page else "lesson.bad_set", lang, typed=typed_shown(typed), max=MAX_EXERCISE_SET)


class ExerciseBox(ShortRepr, widgets.VBox):
    """An exercise: its number and stars ("Exercise 3 ★★"), question, its exercise set no. (a box the child can type
    into), answer box or choice buttons, Check; the hint after one wrong try (or on "Hint"), the solution after two
    wrong tries or on "I give up", which appears only once the hint has been shown.

    ``number`` is the exercise's number in its lesson (``Exercise.number``, set by ``bugkit.lessons.numbered`` from
    the order of the lesson's ``EXERCISES``), the number its worksheet and the teacher guide give it; None for an
    exercise of no lesson (then the box shows only the stars).
    """

    short_title = ("Exercise", "Aufgabe")  # English, German: its text before the notebook runs

    def __init__(self, exercise: Exercise, lang: str = "en", seed: int | None = None) -> None:
        if not isinstance(exercise, Exercise):
            raise InvalidInput(f"exercise must be an Exercise of a lesson (e.g. EXERCISES[0]), not "
                               f"{short_repr(exercise)}")
        if seed is not None:
            parse_exercise_set(seed)
        self.exercise = exercise
        self.number = exercise.number
        self.lang = check_lang(lang)
        self.question = widgets.HTML()
        # a text box read by parse_exercise_set, like the boards' game numbers: "12345" or "1.5" get a message
        self.set_box = number_box(widgets.Text(value="1", description=t("lesson.exercise_set", lang),
                                               continuous_update=False, style={"description_width": "initial"}))
        self.set_box.add_class("bugkit-exercise-set")
        self.set_note = widgets.HTML(_html(t("lesson.same_numbers", lang, max=MAX_EXERCISE_SET)))
        set_row = widgets.HBox([self.set_box, self.set_note], layout=widgets.Layout(flex_flow="row wrap",
                                                                                   align_items="center"))
        set_row.layout.display = "" if exercise.fresh else "none"
        if exercise.choices is not None:
            options = [(label, key) for key, label in exercise.choices[self.lang].items()]
            self.choice: widgets.ToggleButtons | None = widgets.ToggleButtons(options=options, value=None,
                                                                              style={"button_width": "auto"})
            self.answer_box = None
            entry: widgets.Widget = self.choice
        else:
            self.choice = None
            self.answer_box = widgets.Text(placeholder=t(_WRITE[exercise.kind], lang),
                                           description=t("lesson.answer", lang),
                                           style={"description_width": "initial"}, continuous_update=False)
            entry = self.answer_box
            self.answer_box.observe(lambda change: self.check() if change["new"].strip() else None, names="value")
        self.check_button = widgets.Button(description=t("lesson.check", lang), button_style="primary")
        self.solution_button = widgets.Button(description=t("ui.hint", lang),
                                              layout=widgets.Layout(width="auto"))
        self.new_button = widgets.Button(description=t("lesson.new_numbers", lang))
        self.new_button.layout.display = "" if exercise.fresh else "none"
        self.feedback = widgets.HTML()
        self.feedback.add_class("bugkit-feedback")
        self.check_button.on_click(lambda _: self.check())
        self.solution_button.on_click(lambda _: self.hint_or_solution())
        self.new_button.on_click(lambda _: self.new_numbers())
        self.set_box.observe(self._set_typed, names="value")
        buttons = widgets.HBox([self.check_button, self.solution_button, self.new_button],
                               layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([self.question, set_row, entry, buttons, self.feedback, labeller(self.lang),
                          widgets.HTML(lesson_style())])
        self.add_class("bugkit-exercise")
        self.add_class(f"bugkit-exercise-id-{exercise.id}")
        self.layout.border = "1px solid #bbb"
        self.layout.padding = "0.5em"
        self.seed = 0  # no set shown yet
        self.set_refused = ""  # the words under the box about what was typed into it, while they stand
        refused = ""
        if seed is None:
            try:
                seed = page_exercise_set()
            except InvalidInput:  # the page's ?exercise= is no set no.: a fresh set, and a message saying why
                refused = bad_set_text(page_options().get("exercise", ""), self.lang, page=True)
        self.new_numbers(seed)
        if refused and exercise.fresh:
            self.feedback.value = _html(refused)

    def _set_typed(self, change: Mapping[str, Any]) -> None:
        """Show the exercise set the child typed into the box, or say why what was typed is not one; an emptied box
        shows the set no. of the exercise shown again, and the words about what was typed go."""
        if not self.exercise.fresh:
            return
        if not change["new"].strip():  # (it said "“1,5” is not ..." under an empty box)
            if self.feedback.value == self.set_refused:
                self.feedback.value = ""
            self.set_box.value = str(self.seed)
            return
        try:
            seed = parse_exercise_set(change["new"])
        except InvalidInput:
            self.feedback.value = self.set_refused = _html(bad_set_text(change["new"], self.lang))
            return
        if seed != self.seed:
            self.new_numbers(seed)
        elif self.feedback.value == self.set_refused:  # the set shown typed again: the words about a typo go
            self.feedback.value = ""

    def new_numbers(self, seed: int | None = None) -> None:
        """Show exercise set no. ``seed`` (``parse_exercise_set``; a fresh one if None) and clear the answer and
        feedback; an exercise that is not ``fresh`` is the same in every set."""
        seed = fresh_number(MAX_EXERCISE_SET) if seed is None else parse_exercise_set(seed)
        self.remove_class(f"bugkit-seed-{self.seed}")
        self.seed = seed
        self.add_class(f"bugkit-seed-{self.seed}")
        self.inst = self.exercise.instance(self.seed, self.lang)
        self.question.value = f"<p>{exercise_heading(self.exercise, self.lang)} " \
                              f"{_html(self.inst['question'], bold=True)}</p>"
        if self.set_box.value != str(self.seed):
            self.set_box.value = str(self.seed)
        self.wrong_tries = 0
        self.hint_shown = False
        self.last_wrong: str | None = None
        self.last_right: str | None = None
        self.solved = False
        self.solution_button.description = t("ui.hint", self.lang)
        if self.answer_box is not None:
            self.answer_box.value = ""
        if self.choice is not None:
            self.choice.value = None
        self.feedback.value = ""

    def typed(self) -> str | None:
        """Return what the student typed or picked, or None."""
        if self.choice is not None:
            return None if self.choice.value is None else str(self.choice.value)
        assert self.answer_box is not None
        return self.answer_box.value if self.answer_box.value.strip() else None

    def check(self) -> bool:
        """Return True if the answer is right; write right/hint/solution as text below."""
        given = self.typed()
        lang = self.lang
        if given is None:
            self.feedback.value = _html(t("lesson.pick" if self.choice is not None else "lesson.empty", lang))
            return False
        if self.choice is None:
            reading = read_answer(given, lang)
            impossible = "lesson.not_a_number" if reading is None else \
                _impossible(_meant(reading, self.exercise.kind)[0], self.exercise.kind)
            if impossible is not None:  # said, and not counted as a try
                self.feedback.value = _html(t(impossible, lang))
                return False
        if matches(given, self.inst["answer"], self.exercise.kind, lang):
            if not (self.solved and given == self.last_right):  # Enter (or leaving the box), then Check: one answer
                classroom.send_result(str(self.exercise.id), self.exercise.level, True, lang)
            self.solved, self.last_right = True, given
            self.feedback.value = (f"<span style='color:#1a7f37'>✔ {_html(t('ui.right', lang), bold=True)}</span>"
                                   f" {_html(self.inst['solution'])}")
            return True
        if given == self.last_wrong:
            return False  # the same wrong answer again (Enter, then Check): already answered, not a new try
        self.last_wrong = given
        self.wrong_tries += 1
        classroom.send_result(str(self.exercise.id), self.exercise.level, False, lang)
        head = f"<span style='color:#b35900'>✘ {_html(t('lesson.wrong', lang), bold=True)}</span> "
        if self.wrong_tries == 1:
            self.feedback.value = head + self._hint_html() + " " + _html(t("lesson.try_again", lang))
            self._hint_given()
        else:
            self.feedback.value = head + self._solution_html()
        return False

    def _hint_html(self) -> str:
        return f"{_html(t('lesson.hint', self.lang), bold=True)} {_html(self.inst['hint'])}"

    def _hint_given(self) -> None:
        """Remember that the hint is out: from now on the button gives up and shows the solution."""
        self.hint_shown = True
        self.solution_button.description = t("lesson.give_up", self.lang)

    def _solution_html(self) -> str:
        return f"{_html(t('lesson.solution', self.lang), bold=True)} {_html(self.inst['solution'])}"

    def hint_or_solution(self) -> None:
        """Write the hint below the exercise, or the solution once the hint has been shown ("I give up")."""
        if not self.hint_shown:
            self.feedback.value = self._hint_html() + " " + _html(t("lesson.hint_first", self.lang))
            self._hint_given()
        else:
            self.feedback.value = self._solution_html()


def exercise_heading(exercise: Exercise, lang: str = "en") -> str:
    """Return the heading (HTML) an exercise's box starts with: its number in its lesson, if it has one, and its
    stars, which a screen reader reads as the level ("Exercise 3 ★★")."""
    if not isinstance(exercise, Exercise):
        raise InvalidInput(f"exercise must be an Exercise of a lesson (e.g. EXERCISES[0]), not {short_repr(exercise)}")
    lang = check_lang(lang)
    level = html.escape(t("lesson.level", lang, n=exercise.level), quote=True)
    number = "" if exercise.number is None else f"{_html(t('lesson.exercise_no', lang, n=exercise.number), bold=True)} "
    return f"{number}<span role='img' aria-label='{level}' title='{level}'>{'★' * exercise.level}</span>"


def exercise_box(exercise: Exercise, lang: str = "en", seed: int | None = None) -> ExerciseBox:
    """Return the widget for one exercise: exercise set no. ``seed`` (1 to ``MAX_EXERCISE_SET``); if None, the page's
    ``?exercise=N``, else a fresh random set."""
    return ExerciseBox(exercise, lang, seed)


# a row of a box's controls wraps on a narrow screen, and a button keeps its whole words ("Zeig es mir" was "Z…"
# at 390 px, squeezed beside the guess box)
def _wraps() -> widgets.Layout:
    """Return the layout of a row of controls that wraps on a narrow screen."""
    return widgets.Layout(flex_flow="row wrap")


def _whole_words() -> widgets.Layout:
    """Return the layout of a button that keeps its whole words (it moves to the next line instead)."""
    return widgets.Layout(width="auto", min_width="fit-content", flex="0 0 auto")


class PredictionBox(ShortRepr, widgets.VBox):
    """A guess before the reveal: type (or pick), press "Show me", see the exact answer and how far off it was."""

    short_title = ("Your guess", "Deine Schätzung")  # English, German: its text before the notebook runs

    def __init__(self, question: str, answer: Fraction | float | int | str, lang: str = "en",
                 kind: str = "probability", reveal: Callable[[], Any] | None = None,
                 choices: Mapping[str, str] | None = None, whole: bool = False) -> None:
        self.lang = check_lang(lang)
        self.kind = check_choice(kind, "kind", ("probability", "number", "choice"))
        if not isinstance(whole, bool) or (whole and kind != "number"):
            raise InvalidInput(f"whole (a guess must be a whole number from 0 up) is True or False, and True only for "
                               f"kind 'number', not {short_repr(whole)} for kind {short_repr(kind)}")
        self.whole = whole
        check_text(question, "question", MAX_LABEL)
        if isinstance(answer, bool) or not isinstance(answer, (Real, str)):
            raise InvalidInput(f"answer must be a number (a Fraction, a whole number or a decimal) or a text, "
                               f"not {short_repr(answer)}")
        if isinstance(answer, str):
            check_text(answer, "answer")
            if kind != "choice":  # a number's answer is a number: the class store takes numbers, never text
                raise InvalidInput(f"prediction_box: the answer of a {kind} question is a number (a Fraction, a whole "
                                   f"number or a decimal), not the text {short_repr(answer)}")
        elif not isinstance(answer, (Fraction, int)):
            check_float(answer, "answer")  # NaN or infinity is no answer a child can be near
        if reveal is not None and not callable(reveal):
            raise InvalidInput(f"reveal must be a function (or None), not {short_repr(reveal)}")
        if choices is not None and not isinstance(choices, Mapping):
            raise InvalidInput(f"choices must be a dict {{key: answer shown}} (or None), not {short_repr(choices)}")
        if choices is not None and len(choices) > MAX_CHOICES:
            raise InvalidInput(f"choices may hold at most {MAX_CHOICES} answers, not {len(choices):,}")
        for key, label in (choices or {}).items():
            check_text(key, "a key of choices")
            check_text(label, "an answer in choices")
        self.answer = answer
        self.reveal = reveal
        self.choices = dict(choices) if choices else None
        if (kind == "choice") != (self.choices is not None):
            raise InvalidInput("prediction_box: choices are needed exactly for kind 'choice'")
        if self.choices is not None and str(answer) not in self.choices:
            raise InvalidInput(f"prediction_box: the answer {short_repr(answer)} must be one of the keys of choices: "
                               f"{', '.join(short_repr(k, 30) for k in self.choices)}")
        if self.choices is not None:
            self.choice: widgets.ToggleButtons | None = widgets.ToggleButtons(
                options=[(label, key) for key, label in self.choices.items()], value=None,
                style={"button_width": "auto"})
            self.guess_box = None
            entry: widgets.Widget = self.choice
        else:
            self.choice = None
            self.guess_box = widgets.Text(placeholder=t(_WRITE[self.kind], lang),
                                          description=t("lesson.guess", lang),
                                          style={"description_width": "initial"}, continuous_update=False)
            entry = self.guess_box
        self.button = widgets.Button(description=t("lesson.show_me", lang), layout=_whole_words(),
                                     style={"button_color": "#9c4a00", "text_color": "white"})  # contrast 6:1
        self.feedback = widgets.HTML()
        self.feedback.add_class("bugkit-feedback")
        self.out = widgets.Output()
        self.button.on_click(lambda _: self.show())
        super().__init__([widgets.HTML(f"<p>🤔 {_html(question, bold=True)}</p>"),
                          widgets.HBox([entry, self.button], layout=_wraps()), self.feedback, self.out,
                          labeller(self.lang),
                          widgets.HTML(lesson_style())])
        self.add_class("bugkit-prediction")
        self.revealed = False
        self.on_reveal: list[Callable[[], Any]] = []  # run once, at the first reveal (after_reveal, class_dice)
        self.question_text = question
        join = classroom.attach_prediction(self)  # the nickname box above the page's first guess, in class mode
        if join is not None:
            self.children = (join, *self.children)  # type: ignore[has-type]

    def _distance(self, guess: Fraction, typed: str) -> str:
        """Return how far the guess was from the answer, in words (a guess ``typed`` as the answer rounded, by the
        lessons' one tolerance, is spot on: "16.7%" for 1/6 read "only 0.0 percentage points off")."""
        lang = self.lang
        answer = Fraction(self.answer)  # type: ignore[arg-type]
        if self.kind == "probability":
            guess_pct, answer_pct = guess * 100, answer * 100
            diff = abs(guess_pct - answer_pct)
            # the gap of the two percentages the words show (one decimal each): "14 percentage points (the gap from
            # 3.1% to 16.7%)" made a child who subtracted read 13.6
            shown_gap = abs(school_round(guess_pct, 1) - school_round(answer_pct, 1))
            diff_text = fmt_points(shown_gap / 100, lang, 1)
            near, close = Fraction(2), Fraction(10)
        else:
            diff = abs(guess - answer)
            diff_text = fmt_num(float(diff), lang, None)
            near, close = max(abs(answer) / 20, Fraction(1, 100)), max(abs(answer) / 5, Fraction(1))
        if diff == 0:
            return t("lesson.spot_on", lang)
        if matches(typed, answer, self.kind, lang):
            return t("lesson.spot_on_rounded", lang)
        gloss = "" if self.kind != "probability" else " " + t(
            "lesson.points_gloss", lang, low=fmt_pct(min(guess, answer), lang), high=fmt_pct(max(guess, answer), lang))
        direction = t("lesson.too_high" if guess > answer else "lesson.too_low", lang) + gloss
        if diff <= near:
            return t("lesson.very_close", lang, diff=diff_text, gloss=gloss)
        key = "lesson.close" if diff <= close else "lesson.far"
        text = t(key, lang, diff=diff_text, direction=direction)
        return text[0].upper() + text[1:]

    def show(self) -> bool:
        """Return True after revealing the answer (False and a request if no readable guess was given)."""
        lang = self.lang
        if self.choice is not None:
            if self.choice.value is None:
                self.feedback.value = _html(t("lesson.pick", lang))
                return False
            assert self.choices is not None
            picked = str(self.choice.value)
            verdict = t("lesson.choice_right", lang) if picked == self.answer else \
                t("lesson.choice_wrong", lang, guess=self.choices[picked])
            exact = self.choices[str(self.answer)]
        else:
            assert self.guess_box is not None
            text = self.guess_box.value
            if not text.strip():
                self.feedback.value = _html(t("lesson.guess_first", lang))
                return False
            reading = read_answer(text, lang)
            if reading is None:  # a count box says how to write a count ("drei" was told of fractions and percents)
                self.feedback.value = _html(t("lesson.whole_number" if self.whole else "lesson.not_a_number", lang))
                return False
            guess, percent = _meant(reading, self.kind)
            impossible = _impossible(guess, self.kind, self.whole)
            if impossible is not None:  # a typo ("-5", "150%") would use up the reveal on a guess nobody meant
                self.feedback.value = _html(t(impossible, lang))
                return False
            exact = _number_text(self.answer, self.kind, lang)  # type: ignore[arg-type]
            verdict = t("lesson.your_guess", lang, guess=_guess_text(reading, guess, percent, self.kind, lang)) + \
                " " + self._distance(guess, text)
        if classroom.hold_reveal(self, picked if self.choice is not None else guess, self.show):
            return False  # class mode: the guess went to the class and the teacher holds the answer for now
        kept = f"<p>{_html(t('class.kept', lang))}</p>" if classroom.kept_first(self) else ""  # (class mode)
        self.feedback.value = f"<p>{_html(t('lesson.exact_is', lang, answer=exact), bold=True)} {_html(verdict)}</p>" \
            + kept
        first = not self.revealed
        if self.reveal is not None and first:
            with self.out:
                _show(self.reveal())
        self.revealed = True
        if first:
            for callback in self.on_reveal:
                callback()
        return True


def prediction_box(question: str, answer: Fraction | float | int | str, lang: str = "en", kind: str = "probability",
                   reveal: Callable[[], Any] | None = None, choices: Mapping[str, str] | None = None,
                   whole: bool = False) -> PredictionBox:
    """Return a prediction widget: the student guesses, then sees the exact answer, ``reveal()`` and the distance.
    A guess that can be no answer (a chance outside 0-100 %; with ``whole``, for a count, anything but a whole number
    from 0 up) is refused in words and reveals nothing."""
    return PredictionBox(question, answer, lang, kind, reveal, choices, whole)


def figure_alt(fig: Any) -> str:
    """Return a text alternative for a matplotlib figure: per chart its titles and axis labels, then each series of
    bars, named by its legend label where it has one, with the bars' values as shown (a bar's length: its height, or
    its width when the bars lie across, as ``barh`` draws them; in the words of the label the chart writes at the
    bar's end, if it writes one, else as its axis writes numbers), then each labelled line: a straight one (a
    reference line, as ``axhline`` draws it) with its own value ("line “exact” at 80.7%"), another by its label.
    Its words are in the chart's language as ``comma_axes`` set it (English for a chart without). It is bounded for
    a listener: ALT_BARS bars and ALT_LINES lines per chart (more lines counted: "and 2,990 more lines"), ALT_CHARS
    characters in all (cut after a whole value, ending in "…")."""
    _check_figure(fig, "figure_alt")
    parts: list[str] = []
    for ax in fig.axes:
        budget = ALT_BARS  # bars read out per chart
        head = " / ".join(x for x in (ax.get_title(), ax.get_xlabel(), ax.get_ylabel()) if x)
        lang = next((numbers.lang for axis in (ax.yaxis, ax.xaxis)
                     if isinstance(numbers := getattr(axis.get_major_formatter(), "func", None), _AxisNumbers)), "en")
        # each axis's tick names by place (reading its labels also readies its number format for the lengths)
        tick_names = {axis: {round(tick, 6): label.get_text() for tick, label in zip(
            axis.get_ticklocs(), axis.get_ticklabels(), strict=False)} for axis in (ax.xaxis, ax.yaxis)}
        written = [(text.get_position(), text.get_text().strip()) for text in ax.texts[:200]]
        said: list[str] = []
        for container in ax.containers:
            bars = [patch for patch in container  # bars only: an error bar's container holds lines and None
                    if hasattr(patch, "get_x") and hasattr(patch, "get_width")][:budget]
            budget -= len(bars)
            if bars:
                said.append(_series_text(ax, container, bars, tick_names, written))
        lines = [line for line in ax.get_lines() if not line.get_label().startswith("_")]
        said += [_line_text(ax, line, lang) for line in lines[:ALT_LINES]]
        if len(lines) > ALT_LINES:
            said.append(i18n.tn("lesson.alt_more_lines", len(lines) - ALT_LINES, lang))
        parts.append(": ".join(x for x in (head, "; ".join(said)) if x))
        if sum(map(len, parts)) > ALT_CHARS:
            break  # no later chart is heard
    return _cut_alt(". ".join(p for p in parts if p) or "chart")


def _cut_alt(text: str) -> str:
    """Return ``text`` if it has at most ALT_CHARS characters, else its start up to the end of the last whole value
    (before a ", ", "; " or ". ") that fits, followed by " …"."""
    if len(text) <= ALT_CHARS:
        return text
    head = text[:ALT_CHARS - 2]
    end = max(head.rfind(mark) for mark in (", ", "; ", ". "))
    return f"{head[:end] if end > 0 else head} …"


def _series_text(ax: Any, container: Any, bars: list[Any], tick_names: Mapping[Any, Mapping[float, str]],
                 written: list[tuple[tuple[float, float], str]]) -> str:
    """Return one series of bars as ``figure_alt`` reads it: its legend label, then each bar's name and value."""
    across = getattr(container, "orientation", None) == "horizontal"  # bars lying across, as ``barh`` draws them
    naming, measuring = (ax.yaxis, ax.xaxis) if across else (ax.xaxis, ax.yaxis)  # the axis naming / measuring them
    # the words the chart writes, placed as (along the naming axis, up the measuring axis)
    ends = [((ty, tx) if across else (tx, ty), text) for (tx, ty), text in written if text]
    values = []
    for bar in bars:
        # where the bar stands along its naming axis, how thick it is there, and its length
        at, thick, length = ((bar.get_y(), bar.get_height(), bar.get_width()) if across
                             else (bar.get_x(), bar.get_width(), bar.get_height()))
        middle = round(at + thick / 2, 6)
        name = _nearest_tick(tick_names[naming], middle, thick)
        label = next((text for (along, up), text in ends if abs(along - middle) < thick / 2
                      and math.isclose(up, length, rel_tol=1e-9, abs_tol=1e-12)), None)
        values.append(f"{name}: {label or measuring.get_major_formatter()(length, 0)}".strip(": "))
    series = container.get_label() or ""
    return (f"{series}: " if series and not series.startswith("_") else "") + ", ".join(values)


def _line_text(ax: Any, line: Any, lang: str) -> str:
    """Return a labelled line as ``figure_alt`` reads it: a straight one with its value, another by its label."""
    label = line.get_label()
    xs, ys = np.asarray(line.get_xydata(), dtype=float).reshape(-1, 2).T  # as drawn: names made numbers
    level = (ax.yaxis, ys) if ys.size >= 2 and np.all(ys == ys[0]) else \
        (ax.xaxis, xs) if xs.size >= 2 and np.all(xs == xs[0]) else None
    return label if level is None else t("lesson.alt_line", lang, label=label,
                                         value=level[0].get_major_formatter()(float(level[1][0]), 0))


def _nearest_tick(ticks: Mapping[float, str], middle: float, thick: float) -> str:
    """Return the name of the tick a bar stands at: the nearest one, if nearer than half the space between two ticks
    (a bar of a group of bars stands beside its tick) or, with one tick, than the bar's thickness; else ""."""
    places = sorted(ticks)
    reach = min((b - a for a, b in itertools.pairwise(places)), default=2 * thick) / 2
    nearest = min(places, key=lambda place: abs(place - middle), default=None)
    return ticks[nearest] if nearest is not None and abs(nearest - middle) < reach else ""


def _check_figure(fig: object, where: str) -> None:
    """Raise InvalidInput unless ``fig`` is a matplotlib figure."""
    from matplotlib.figure import FigureBase

    if not isinstance(fig, FigureBase):
        raise InvalidInput(f"{where}: fig must be a matplotlib figure (fig, ax = plt.subplots()), not "
                           f"{short_repr(fig)}")


def figure_html(fig: Any) -> str:
    """Return a figure as an HTML image with its text alternative (``figure_alt``), so screen readers can read it."""
    import base64
    import io

    _check_figure(fig, "figure_html")
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight", dpi=fig.dpi)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    alt = html.escape(figure_alt(fig), quote=True)
    return f"<img src='data:image/png;base64,{data}' alt='{alt}' style='max-width:100%;height:auto'>"


def _register_figure_html() -> None:
    """Show every matplotlib figure as an image with a text alternative: front ends prefer HTML to a bare PNG.

    A ``_repr_html_`` method, not a formatter entry: the inline backend resets the Figure formatters when it starts.
    """
    from matplotlib.figure import Figure

    if getattr(Figure, "_repr_html_", None) is not _figure_repr_html:
        Figure._repr_html_ = _figure_repr_html  # type: ignore[method-assign,assignment]


def _figure_repr_html(fig: Any) -> str:
    """Return ``figure_html(fig)`` (the HTML form IPython shows for a figure)."""
    return figure_html(fig)


_register_figure_html()


def _show(result: Any) -> None:
    """Display what a reveal function returned (it may also have displayed things itself): see ``as_widgets``."""
    from IPython.display import display

    for widget in as_widgets(result):
        display(widget)  # type: ignore[no-untyped-call]


MAX_SHOWN = 12  # pictures, texts and widgets one draw or reveal may return together


def as_widgets(result: Any) -> list[widgets.Widget]:
    """Return widgets that show a draw or reveal function's result: a matplotlib figure (an image with its text
    alternative), an HTML string, a widget, Markdown (an object with ``_repr_markdown_``: a pipe table or sentences,
    see ``_markdown_html``), a tuple or list of these, or None (then the figures pyplot has open).

    Widgets, not an ``Output`` capture: a figure displayed into an Output while a page runs can leave Voila waiting
    for ever on a busy machine (seen in the lesson pages), and a widget's value needs no capture.
    """
    import matplotlib.pyplot as plt
    from matplotlib.figure import Figure

    if result is None:
        return [_figure_widget(plt.figure(num)) for num in plt.get_fignums()[:MAX_SHOWN]]
    parts = list(result) if isinstance(result, (tuple, list)) else [result]
    if len(parts) > MAX_SHOWN:
        raise InvalidInput(f"a draw or reveal function may return at most {MAX_SHOWN} things to show, not {len(parts)}")
    shown: list[widgets.Widget] = []
    for part in parts:
        if isinstance(part, Figure):
            shown.append(_figure_widget(part))
        elif isinstance(part, widgets.Widget):
            shown.append(part)
        elif isinstance(part, str):
            shown.append(widgets.HTML(part))
        elif callable(getattr(part, "_repr_markdown_", None)):
            shown.append(widgets.HTML(_markdown_html(str(part._repr_markdown_()))))
        else:
            raise InvalidInput(f"a draw or reveal function must return a figure, an HTML string, a widget, Markdown "
                               f"(a table or sentences), a tuple or list of these, or None, not {short_repr(part)}")
    return shown


def _markdown_html(text: str) -> str:
    """Return a lesson's Markdown output as HTML: each pipe table (head, rule, rows) as ``html_table``, the other
    lines as paragraphs; everything escaped, ``**bold**`` kept (in a table's cells too)."""
    lines = [line.strip() for line in check_text(text, "Markdown", MAX_MARKDOWN).strip().splitlines()]
    out: list[str] = []
    for is_row, group in itertools.groupby(lines, key=lambda line: line[:1] == "|" and line[-1:] == "|"):
        block = list(group)
        if is_row and len(block) >= 2 and set(block[1]) <= set("|-: "):  # a table, with or without words around it
            cells = [[cell.strip() for cell in row[1:-1].split("|")] for row in block]
            out.append(_BOLD.sub(r"<b>\1</b>", html_table(cells[0], cells[2:])))
        else:
            out += ["<p>" + _BOLD.sub(r"<b>\1</b>", html.escape(line)) + "</p>" for line in block if line]
    return "".join(out)


_BOLD = re.compile(r"\*\*(.+?)\*\*")


MAX_MARKDOWN = 20_000  # characters of Markdown one lesson output shows


def _figure_widget(fig: Any) -> widgets.HTML:
    """Return the figure as an HTML widget (image with text alternative) and close it in pyplot."""
    import matplotlib.pyplot as plt

    picture = widgets.HTML(figure_html(fig))
    plt.close(fig)
    return picture


class LLNBox(ShortRepr, widgets.VBox):
    """The law of large numbers: add 1, 10 or 1000 fresh random tries; the running share settles on the exact line."""

    short_title = ("Many tries", "Viele Versuche")  # English, German: its text before the notebook runs

    def __init__(self, sample: Callable[[np.random.Generator, int], np.ndarray], exact: Fraction | float,
                 lang: str = "en", label: str = "", seed: int | None = None) -> None:
        self.lang = check_lang(lang)
        if not callable(sample):
            raise InvalidInput(f"sample must be a function (rng, n) -> n tries as booleans, not {short_repr(sample)}")
        if isinstance(exact, bool) or not isinstance(exact, Real):
            raise InvalidInput(f"exact must be a chance from 0 to 1 (a Fraction or a decimal), not {short_repr(exact)}")
        check_float(exact, "exact", 0, 1)
        check_text(label, "label", MAX_LABEL)
        seed = check_seed(seed)
        self.sample = sample
        self.exact = float(exact)
        self.exact_value = exact
        self.label = label
        self.rng = make_rng(seed)
        self.hits = np.zeros(0, dtype=bool)
        self.buttons = {n: widgets.Button(description=f"×{fmt_num(n, lang)}", button_style="primary")
                        for n in (1, 10, 1000)}
        for n, button in self.buttons.items():
            button.on_click(lambda _, n=n: self.add(n))
        self.reset_button = widgets.Button(description=t("lesson.reset", lang), layout=_whole_words())
        self.reset_button.on_click(lambda _: self.reset())
        self.text = widgets.HTML()
        self.text.add_class("bugkit-feedback")
        self.picture = widgets.HTML()
        self.picture.add_class("bugkit-shown")
        super().__init__([widgets.HBox([*self.buttons.values(), self.reset_button], layout=_wraps()), self.text,
                          self.picture,
                          labeller(self.lang), widgets.HTML(lesson_style())])
        self.add_class("bugkit-lln")
        self.redraw()

    def add(self, n: int) -> None:
        """Add ``n`` fresh tries (up to MAX_LLN_TRIES in all) and redraw."""
        room = MAX_LLN_TRIES - self.hits.size
        if room <= 0:
            self.text.value = _html(t("lesson.lln_full", self.lang))
            return
        new = np.asarray(self.sample(self.rng, min(n, room)), dtype=bool).ravel()
        self.hits = np.concatenate([self.hits, new])
        self.redraw()

    def reset(self) -> None:
        """Forget all tries and start a fresh random run."""
        self.hits = np.zeros(0, dtype=bool)
        self.rng = make_rng()
        self.redraw()

    def y_top(self) -> float:
        """Return the top of the picture's share axis: 100 % before the first try (a scale made from the exact chance
        would hint at it), then 2.5 times the exact chance, at least 25 % (early jumps may leave the top: they are
        noise)."""
        return min(1.0, max(0.25, 2.5 * self.exact)) if self.hits.size else 1.0

    def share_text(self) -> str:
        """Return the tries so far and their share, as a sentence."""
        lang = self.lang
        n = int(self.hits.size)
        exact = share_shown(self.exact_value, lang)
        if n == 0:
            return t("lesson.lln_none", lang)
        hits = int(self.hits.sum())
        return t("lesson.lln_text", lang, tries=i18n.tn("lesson.tries", n, lang), hits=fmt_num(hits, lang),
                 label=self.label, share=fmt_pct(hits / n, lang), exact=exact)

    def redraw(self) -> None:
        """Redraw the running share and write it as text."""
        import matplotlib.pyplot as plt

        lang = self.lang
        self.text.value = _html(self.share_text())
        fig, ax = plt.subplots(figsize=(6, 2.8))
        n = self.hits.size
        if n:
            running = np.cumsum(self.hits) / np.arange(1, n + 1)
            step = max(1, n // 2000)  # at most ~2000 points drawn: fast on a tablet
            xs = np.arange(1, n + 1)[::step]
            ax.plot(xs, running[::step], color="#1f77b4", label=t("lesson.lln_running", lang))
            # the exact line comes with the first try: a page that was only opened shows no answer (a box whose tries
            # answer a guess waits for its reveal as a whole: ``after_reveal``)
            if n:
                ax.axhline(self.exact, color="#d62728", linestyle="--", label=t("ui.exact_chance", lang))
            ax.legend(loc="upper right")
        ax.set_xlim(0, max(10, n))
        ax.set_ylim(0, self.y_top())
        ax.set_xlabel(t("lesson.lln_x", lang))
        ax.set_ylabel(t("lesson.lln_y", lang))
        comma_axes(ax, lang, y_percent=True)
        fig.tight_layout()
        self.picture.value = figure_html(fig)
        plt.close(fig)


def lln_box(sample: Callable[[np.random.Generator, int], np.ndarray], exact: Fraction | float, lang: str = "en",
            label: str = "", seed: int | None = None) -> LLNBox:
    """Return a law-of-large-numbers widget; ``sample(rng, n)`` gives n fresh tries as booleans (True = it happened).
    Below a guess whose answer ``exact`` is, it stands in ``after_reveal``: its tries would answer the guess too."""
    return LLNBox(sample, exact, lang, label, seed)


class AfterReveal(ShortRepr, widgets.VBox):
    """A part of a page that tells the answer to guesses above it (a later table, a going-further list): a short note
    until every one of those guesses is revealed, then what ``show()`` returns, made only then."""

    short_title = ("After your guess", "Nach deiner Schätzung")  # English, German: its text before the notebook runs

    def __init__(self, after: PredictionBox | Sequence[PredictionBox], show: Callable[[], Any],
                 lang: str = "en", exercise: Exercise | None = None) -> None:
        self.lang = check_lang(lang)
        if exercise is not None and not isinstance(exercise, Exercise):
            raise InvalidInput(f"exercise must be the Exercise this part holds (or None), not {short_repr(exercise)}")
        guesses = (after,) if isinstance(after, PredictionBox) else \
            tuple(after) if isinstance(after, (list, tuple)) and len(after) <= MAX_CHOICES else ()
        if not guesses or not all(isinstance(g, PredictionBox) for g in guesses):
            raise InvalidInput(f"after must be the guess (a prediction_box) whose answer this part tells, or a list "
                               f"of 1 to {MAX_CHOICES} of them, not {short_repr(after)}")
        if not callable(show):
            raise InvalidInput(f"show must be a function that returns what to show once the guesses are revealed "
                               f"(a figure, an HTML string, a widget, or a list of these), not {short_repr(show)}")
        self.after = guesses
        self.make = show  # (not ``self.show`` or a method ``open``: ``Widget.open`` opens the widget's comm)
        self.unlocked = False
        # an exercise that waits shows its number above the lock: a child told "do exercise 7" finds it
        heading = "" if exercise is None else \
            f"<p style='font-size:16px;margin:0 0 4px'>{exercise_heading(exercise, lang)}</p>"  # (as the note's words)
        self.note = widgets.HTML(heading + waits_note(lang, guesses))
        self.note.add_class("bugkit-waits")
        super().__init__([self.note])
        self.add_class("bugkit-after-reveal")
        for guess in guesses:
            guess.on_reveal.append(self.unlock)
        self.unlock()

    def unlock(self) -> bool:
        """Return True once the part is shown: it opens when the last of its guesses is revealed."""
        if not self.unlocked and all(g.revealed for g in self.after):
            self.children = tuple(as_widgets(self.make()))
            self.unlocked = True
        return self.unlocked


_NOTE_STYLE = ("padding:4px 10px;border:1px dashed #767676;border-radius:6px;background:#f4f4f4;line-height:1.4;"
               "font-size:16px")  # (outside a lesson box: a widget's words are 13 px there)


def waits_note(lang: str, guesses: Sequence[PredictionBox]) -> str:
    """Return the note (HTML) of a part that tells the answers of ``guesses`` above it and waits for their reveal:
    🔒, which guesses by what they ask ("“How likely is the target 5?”"), and what opens it."""
    lang = check_lang(lang)
    if not check_items(guesses, "guesses", MAX_CHOICES) or not all(isinstance(g, PredictionBox) for g in guesses):
        raise InvalidInput(f"guesses must be 1 to {MAX_CHOICES} guesses (prediction_box), not {short_repr(guesses)}")
    quote = ("“{}”", "„{}“")[lang == "de"]
    asked = i18n.and_list([quote.format(_asked(g.question_text)) for g in guesses], lang)
    words = t("lesson.waits" if len(guesses) == 1 else "lesson.waits_many", lang, guesses=asked)
    return f"<div style='{_NOTE_STYLE}'>{_html(words)}</div>"


def _asked(question: str, most: int = 90) -> str:
    """Return what a guess asks, as short as its question allows: its first sentence that asks (ending in "?"),
    without a label before it ("Guess:", "Your guess first:", "Schätze:"), starting with a capital; cut to ``most``
    characters after a whole word ("…")."""
    sentences = re.split(r"(?<=[.!?])\s+", question.strip())
    asked = next((s for s in sentences if s.endswith("?")), question.strip())
    asked = re.sub(r"^[^:?]{1,30}:\s*", "", asked)  # a label before it: "Guess:", "Your guess first:", "Schätze:"
    asked = asked[:1].upper() + asked[1:]
    return asked if len(asked) <= most else asked[:asked.rfind(" ", 0, most - 1)] + " …"


def after_reveal(after: PredictionBox | Sequence[PredictionBox], show: Callable[[], Any],
                 lang: str = "en", exercise: Exercise | None = None) -> AfterReveal:
    """Return a part of the page that waits for the reveal of ``after`` (a guess, or a list of guesses) and then
    shows what ``show()`` returns: for a later table or list that tells a guess's answer; ``exercise``: the exercise
    whose box ``show()`` makes, whose number and stars stand above the lock meanwhile."""
    return AfterReveal(after, show, lang, exercise)


def _fit_for_tablets(control: widgets.Widget) -> None:
    """Let a control read fully on a 390-768 px screen: its whole label, and a slider keeps a usable track."""
    if hasattr(control, "style") and hasattr(control.style, "description_width"):
        control.style.description_width = "initial"  # the label is never cut ("wrong in …")
    if isinstance(control, (widgets.IntSlider, widgets.FloatSlider, widgets.SelectionSlider)):
        control.layout.min_width = "min(100%, 18em)"  # the track never shrinks to a knob
        control.layout.max_width = "100%"
        control.layout.flex = "1 1 18em"
    else:
        control.layout.max_width = "100%"


class ExploreBox(ShortRepr, widgets.VBox):
    """Controls (sliders, dropdowns) that redraw a picture or table through ``draw(**values)``."""

    short_title = ("Try it out", "Ausprobieren")  # English, German: its text before the notebook runs

    def __init__(self, controls: Mapping[str, widgets.ValueWidget], draw: Callable[..., Any], lang: str = "en") -> None:
        self.lang = check_lang(lang)
        if not isinstance(controls, Mapping) or len(controls) > MAX_CONTROLS:
            raise InvalidInput(f"controls must be a dict {{name: slider or dropdown}} of at most {MAX_CONTROLS}, "
                               f"not {short_repr(controls)}")
        for name, control in controls.items():
            if not isinstance(name, str) or not name.isidentifier():
                raise InvalidInput(f"each name in controls must be a parameter name of draw, not {short_repr(name)}")
            if not isinstance(control, widgets.ValueWidget):
                raise InvalidInput(f"controls[{name!r}] must be a widget with a value (a slider, a dropdown, ...), "
                                   f"not {short_repr(control)}")
        if not callable(draw):
            raise InvalidInput(f"draw must be a function of the controls' values, not {short_repr(draw)}")
        self.controls = dict(controls)
        self.draw = draw
        self.shown = widgets.VBox()
        self.shown.add_class("bugkit-shown")
        for control in self.controls.values():
            control.observe(lambda _: self.redraw(), names="value")
            _fit_for_tablets(control)
        super().__init__([widgets.HTML(f"<i>{_html(t('lesson.explore_hint', lang))}</i>"),
                          widgets.HBox(list(self.controls.values()), layout=widgets.Layout(flex_flow="row wrap")),
                          self.shown, labeller(self.lang), widgets.HTML(lesson_style())])
        self.add_class("bugkit-explore")
        self.redraw()

    def values(self) -> dict[str, Any]:
        """Return the controls' current values by name."""
        return {name: control.value for name, control in self.controls.items()}

    def redraw(self) -> None:
        """Call ``draw`` with the current values and show what it returns (see ``as_widgets``)."""
        self.shown.children = tuple(as_widgets(self.draw(**self.values())))


def explore(controls: Mapping[str, widgets.ValueWidget], draw: Callable[..., Any], lang: str = "en") -> ExploreBox:
    """Return controls that redraw ``draw(**values)`` (a figure, an HTML string or a widget) whenever one moves."""
    return ExploreBox(controls, draw, lang)


def comma_axes(ax: Any, lang: str, x_percent: bool = False, y_percent: bool = False) -> None:
    """Write an axis's tick labels the language's way (decimal comma in German); ``*_percent`` shows shares as %.
    The chart's text alternative (``figure_alt``) speaks the same language."""
    from matplotlib.axes import Axes
    from matplotlib.ticker import FuncFormatter

    if not isinstance(ax, Axes):
        raise InvalidInput(f"ax must be matplotlib axes (fig, ax = plt.subplots()), not {short_repr(ax)}")
    lang = check_lang(lang)
    for name, flag in (("x_percent", x_percent), ("y_percent", y_percent)):
        if not isinstance(flag, bool):
            raise InvalidInput(f"{name} must be True or False, not {short_repr(flag)}")

    ax.xaxis.set_major_formatter(FuncFormatter(_AxisNumbers(lang, x_percent)))
    ax.yaxis.set_major_formatter(FuncFormatter(_AxisNumbers(lang, y_percent)))


class _AxisNumbers:
    """An axis's number format in a language (``comma_axes``): ``figure_alt`` reads the chart's language from it."""

    def __init__(self, lang: str, percent: bool) -> None:
        self.lang, self.percent = lang, percent

    def __call__(self, v: float, _: object = None) -> str:
        """Return the tick label of ``v``: a share as a percentage (whole, else with one decimal), or a number."""
        if self.percent:  # (a bar of nan or inf, which a text alternative reads out, is written as such)
            share = v * 100
            return fmt_pct(v, self.lang, 0 if not math.isfinite(share) or abs(share - round(share)) < 1e-9 else 1)
        return fmt_num(round(v, 6), self.lang)


def bar_chart(values: Mapping[Any, float | Fraction], lang: str, xlabel: str, ylabel: str, percent: bool = True,
              highlight: Sequence[Any] = (), title: str = "", compare: Mapping[Any, float | Fraction] | None = None,
              labels: Sequence[str] = ()) -> Any:
    """Return a matplotlib bar chart of ``values`` (shares as percentages unless ``percent=False``), bars in
    ``highlight`` drawn orange; ``compare`` adds a second bar per key (e.g. simulated next to exact), ``labels``
    names the two series for the legend. Tick labels follow the language (decimal comma in German)."""
    import matplotlib.pyplot as plt

    _check_bars(values, "values")
    lang = check_lang(lang)
    for name, text in (("xlabel", xlabel), ("ylabel", ylabel), ("title", title)):
        check_text(text, name, MAX_LABEL)
    if not isinstance(percent, bool):
        raise InvalidInput(f"percent must be True or False, not {short_repr(percent)}")
    if not isinstance(highlight, (list, tuple, set, frozenset)) or len(highlight) > MAX_BARS:
        raise InvalidInput(f"highlight must be a list of the keys to draw orange, not {short_repr(highlight)}")
    if compare is not None:
        _check_bars(compare, "compare")
    for label in check_items(labels, "labels (the names of the two series)", 2):
        check_text(label, "a label in labels", MAX_LABEL)
    keys = list(values)
    xs = np.arange(len(keys))
    fig, ax = plt.subplots(figsize=(6.4, 3))
    width = 0.4 if compare is not None else 0.7
    colours = ["#ff7f0e" if k in highlight else "#1f77b4" for k in keys]
    ax.bar(xs - (width / 2 if compare is not None else 0), [float(values[k]) for k in keys], width=width,
           color=colours, label=labels[0] if labels else None)
    if compare is not None:
        ax.bar(xs + width / 2, [float(compare.get(k, 0)) for k in keys], width=width, color="#9ecae1",
               label=labels[1] if len(labels) > 1 else None)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if title:
        ax.set_title(title)
    comma_axes(ax, lang, y_percent=percent)
    ax.set_xticks(xs, [fmt_num(k, lang) if isinstance(k, (int, float)) else str(k) for k in keys])
    if labels:
        ax.legend()
    fig.tight_layout()
    return fig


def _check_bars(values: object, name: str) -> None:
    """Raise InvalidInput unless ``values`` maps at most MAX_BARS keys (texts or numbers) to finite numbers."""
    if not isinstance(values, Mapping) or len(values) > MAX_BARS:
        raise InvalidInput(f"{name} must be a dict {{key: number}} of at most {MAX_BARS:,} bars, not "
                           f"{short_repr(values)}")
    for key, value in values.items():
        if isinstance(key, str):
            check_text(key, f"a key of {name}")
        elif isinstance(key, bool) or not isinstance(key, Real):
            raise InvalidInput(f"each key of {name} must be a text or a number, not {short_repr(key)}")
        else:
            check_float(key, f"a key of {name}")
        check_float(value, f"{name}[{short_repr(key, 30)}]")



__all__ = ["AfterReveal", "ExerciseBox", "ExploreBox", "LLNBox", "PredictionBox", "after_reveal", "as_widgets",
           "bar_chart", "comma_axes", "exercise_box", "explore", "fmt_num", "fmt_pct", "html_table", "lln_box",
           "prediction_box", "say"]
