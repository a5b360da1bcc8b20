"""Lesson exercises without widgets: one answer parser, one answer checker, and the ``Exercise`` record.

Every lesson keeps its exercises in ``bugkit.lessons.<lesson>.EXERCISES`` (a list of ``Exercise``), each with its
question, hint and solution in English and German. ``bugkit.ui.lesson.exercise_box`` shows one; the teacher guide
and the browser test read ``Exercise.instance(seed, lang)``.

Exercise set numbers (the "Exercise set no." a child types, ``?exercise=N`` in a page's address, the number a worksheet
prints): a whole number from 1 to ``MAX_EXERCISE_SET``. One maker of a fresh one (core's ``fresh_number``, the game
numbers' maker too) and one reader (``parse_exercise_set``: an int, or digits typed, a space only between groups of
three; "1.5", "1 2", "1e3", "-1" or digits of other scripts are refused, never read as another number: core's
``typed_whole_number``, the game numbers' reader too), used by the box, the page's address and ``Exercise.instance``,
like the game numbers of ``bugkit.ui.gamenumber``.

What a child may type and how it is judged: ``bugkit.lessons.answers`` (the one checker; ``parse_answer`` and
``matches`` are re-exported here).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

import numpy as np

from ..core.errors import InvalidInput
from ..core.i18n import fmt_frac, fmt_num, fmt_pct, fmt_points, fmt_share, language_problems
from ..core.rng import make_rng
from ..core.validate import (
    MAX_TABLE_CELLS,
    check_choice,
    check_int,
    check_items,
    check_lang,
    check_table,
    check_text,
    short_repr,
    typed_whole_number,
)
from .answers import matches, parse_answer

KINDS = ("number", "probability", "points", "choice")
MAX_EXERCISE_SET = 9_999  # exercise set numbers run from 1 to 9,999: four digits a child copies from a worksheet


def parse_exercise_set(value: object) -> int:
    """Return an exercise set number from 1 to MAX_EXERCISE_SET: a whole number, or one typed with digits (a space
    only between groups of three); raise InvalidInput otherwise."""
    if not isinstance(value, str):
        return check_int(value, "an exercise set no.", 1, MAX_EXERCISE_SET)
    return typed_whole_number(value, "an exercise set no.", 1, MAX_EXERCISE_SET)


@dataclass(frozen=True)
class Shown:
    """A value written for each language when an exercise's text is filled in: a number, a percent or a fraction."""

    value: float | Fraction | int
    style: str = "num"  # "num", "pct" (a share written as a percentage), "pp" (a difference of shares), "frac" or
    # "share" (a share's fraction and percentage: "1/4 = 25.0%", "1/6 ≈ 16.7%")
    digits: int | None = None

    def text(self, lang: str) -> str:
        """Return the value as the language writes it."""
        if self.style == "pct":
            return fmt_pct(self.value, lang, 1 if self.digits is None else self.digits)
        if self.style == "pp":
            return fmt_points(self.value, lang, 1 if self.digits is None else self.digits)
        if self.style == "frac":
            return fmt_frac(Fraction(self.value), lang)
        if self.style == "share":
            return fmt_share(Fraction(self.value), lang)
        return fmt_num(self.value, lang, self.digits)


def pct(value: float | Fraction, digits: int = 1) -> Shown:
    """Return a share to be shown as a percentage ("37.5%" / "37,5 %")."""
    return Shown(value, "pct", digits)


def points(diff: float | Fraction, digits: int = 1) -> Shown:
    """Return a difference of two shares to be shown in percentage points ("36 percentage points")."""
    return Shown(diff, "pp", digits)


def num(value: float | Fraction | int, digits: int | None = None) -> Shown:
    """Return a number to be shown with the language's decimal sign."""
    return Shown(value, "num", digits)


def frac(value: Fraction | int) -> Shown:
    """Return a fraction to be shown as "3/8"."""
    return Shown(value, "frac")


def share(value: Fraction) -> Shown:
    """Return a share to be shown as its fraction and percentage, "=" only where the percentage is exact ("1/4 =
    25.0%", "1/6 ≈ 16.7%")."""
    return Shown(value, "share")


def words(en: str, de: str) -> dict[str, str]:
    """Return a field that reads differently per language (a word or phrase inside a question)."""
    return {"en": en, "de": de}


def all_dice(n: int) -> dict[str, str]:
    """Return the words for ``n`` dice taken together, as a field (``words``): "Both dice" / "Beide Würfel" for
    two, "All 3 dice" / "Alle 3 Würfel" for more."""
    n = check_int(n, "n", 2, 100)
    return words("Both dice", "Beide Würfel") if n == 2 else words(f"All {n} dice", f"Alle {n} Würfel")


def _field(value: object, lang: str) -> object:
    """Return one field of ``make``'s result written for ``lang``."""
    if isinstance(value, Shown):
        return value.text(lang)
    if isinstance(value, Mapping) and lang in value:
        return value[lang]
    if isinstance(value, bool):
        return value
    if isinstance(value, Fraction):
        return fmt_frac(value, lang)
    if isinstance(value, (int, float, np.integer, np.floating)):
        return fmt_num(float(value) if isinstance(value, np.floating) else value, lang)  # type: ignore[arg-type]
    return value


def answer_text(answer: Fraction | int | str, kind: str, lang: str = "en") -> str:
    """Return the right answer as a child would type it: "3/8" (also "37.5%" for a share), a number, or a key."""
    kind = check_choice(kind, "kind", KINDS)
    if kind == "choice":
        if not isinstance(answer, str):
            raise InvalidInput(f"the answer of a choice is the right option's key (a text), not {short_repr(answer)}")
        return answer
    try:
        value = Fraction(answer)
    except (TypeError, ValueError, OverflowError, ZeroDivisionError):
        raise InvalidInput(f"the answer of a {kind} exercise must be a number or a fraction such as 3/8, not "
                           f"{short_repr(answer)}") from None
    if kind == "probability":
        return fmt_frac(value, lang)
    if kind == "points":
        return fmt_points(value / 100, lang, None)
    if value.denominator == 1:
        return fmt_num(value.numerator, lang)
    return fmt_frac(value, lang)


@dataclass(frozen=True)
class Exercise:
    """One exercise of a lesson: its texts in both languages, how to make its numbers, and the kind of answer.

    ``texts[lang]`` holds "question", "hint" and "solution" format strings; ``make(rng)`` returns the fields for
    them plus "answer" (a Fraction/int, or the right option's key for kind "choice"). Field values may be
    numbers (written per language), ``pct(x)``/``num(x, d)``/``frac(x)``, or ``words(en, de)``. The texts can
    use ``{answer}`` (the answer written per language) and, for a choice, ``{answer_label}``.
    ``fresh`` says the numbers change with the seed (False only for the one exercise that asks for a number shown
    in the lesson). ``allow`` lists words ``language_problems`` should accept (names from the box). ``number`` is the
    exercise's number in its lesson (``numbered`` sets it from the order of the lesson's ``EXERCISES``): the worksheet,
    the teacher guide and the exercise box on the page all show it ("Exercise 3"); None outside a lesson.
    """

    id: str
    level: int
    texts: Mapping[str, Mapping[str, str]]
    make: Callable[[np.random.Generator], dict[str, Any]]
    kind: str = "number"
    choices: Mapping[str, Mapping[str, str]] | None = None
    fresh: bool = True
    allow: tuple[str, ...] = field(default=())
    number: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not re.fullmatch(r"[a-z0-9_-]{1,40}", self.id):
            raise InvalidInput(f"exercise id {short_repr(self.id)}: use 1-40 lower-case letters, digits, '-' or '_'")
        if isinstance(self.level, bool) or not isinstance(self.level, int) or self.level not in (1, 2, 3):
            raise InvalidInput(f"exercise {self.id}: level must be 1, 2 or 3, not {short_repr(self.level)}")
        if not isinstance(self.kind, str) or self.kind not in KINDS:
            raise InvalidInput(f"exercise {self.id}: kind must be one of {KINDS}, not {short_repr(self.kind)}")
        if not callable(self.make):
            raise InvalidInput(f"exercise {self.id}: make must be a function of a numpy Generator, not "
                               f"{short_repr(self.make)}")
        if not isinstance(self.fresh, bool):
            raise InvalidInput(f"exercise {self.id}: fresh must be True or False, not {short_repr(self.fresh)}")
        if not isinstance(self.allow, tuple) or not all(isinstance(w, str) for w in self.allow):
            raise InvalidInput(f"exercise {self.id}: allow must be a tuple of words, not {short_repr(self.allow)}")
        if (self.kind == "choice") != (self.choices is not None):
            raise InvalidInput(f"exercise {self.id}: choices are needed exactly for kind 'choice'")
        if self.number is not None and (isinstance(self.number, bool) or not isinstance(self.number, int)
                                        or self.number < 1):
            raise InvalidInput(f"exercise {self.id}: number must be a whole number from 1 (or None), not "
                               f"{short_repr(self.number)}")
        for what, table, needed in (("texts", self.texts, {"question", "hint", "solution"}),
                                    ("choices", self.choices, set())):
            if table is None:
                continue
            if not isinstance(table, Mapping) or not all(
                    isinstance(table.get(lang), Mapping) and all(isinstance(k, str) and isinstance(v, str)
                                                                 for k, v in table[lang].items())
                    for lang in ("en", "de")):
                raise InvalidInput(f"exercise {self.id}: {what} must map 'en' and 'de' to tables of texts, not "
                                   f"{short_repr(table)}")
            for lang in ("en", "de"):
                missing = needed - set(table[lang])
                if missing:
                    raise InvalidInput(f"exercise {self.id}: {lang} texts lack {sorted(missing)}")

    def instance(self, seed: int | str = 1, lang: str = "en") -> dict[str, Any]:
        """Return question, hint, solution (in ``lang``), answer, answer_text, kind, choices, seed for exercise set no.
        ``seed`` (``parse_exercise_set``: 1 to MAX_EXERCISE_SET); an exercise that is not ``fresh`` is the same in
        every set."""
        seed = parse_exercise_set(seed)
        lang = check_lang(lang)
        raw = self.make(make_rng(seed if self.fresh else 0))
        answer = raw["answer"]
        fields = {k: _field(v, lang) for k, v in raw.items() if k != "answer"}
        fields["answer"] = answer_text(answer, self.kind, lang)
        if self.kind == "probability":
            fields.setdefault("answer_pct", fmt_pct(Fraction(answer), lang))
        choices = dict(self.choices[lang]) if self.choices else None
        if choices is not None:
            fields["answer_label"] = choices[answer]
        texts = {k: self.texts[lang][k].format(**fields) for k in ("question", "hint", "solution")}
        return {**texts, "answer": answer, "answer_text": fields["answer"], "kind": self.kind, "choices": choices,
                "seed": seed, "id": self.id, "level": self.level, "fresh": self.fresh, "number": self.number}

    def check(self, text: object, seed: int | str = 1) -> bool:
        """Return True if ``text`` is the right answer of the instance for exercise set no. ``seed``."""
        return matches(text, self.instance(seed)["answer"], self.kind)  # both languages' words are read

    def problems(self, seeds: range = range(1, 6)) -> list[str]:
        """Return what is wrong with this exercise's texts or answers over a few seeds (empty if nothing)."""
        found: list[str] = []
        for seed in seeds:
            for lang in ("en", "de"):
                inst = self.instance(seed, lang)
                for key in ("question", "hint", "solution"):
                    found += [f"{self.id} seed {seed} {lang} {key}: {p}"
                              for p in language_problems(inst[key], lang, self.allow)]
                if not matches(inst["answer_text"], inst["answer"], self.kind, lang):
                    found.append(f"{self.id} seed {seed}: its own answer {inst['answer_text']!r} is not accepted")
        return found


def numbered(exercises: Sequence[Exercise]) -> list[Exercise]:
    """Return a lesson's exercises in their order, each with its ``number`` (1, 2, ...): the one place the numbers of
    a lesson's exercises come from (its worksheet, the teacher guide and the boxes on its page show them)."""
    if not isinstance(exercises, (list, tuple)) or not all(isinstance(ex, Exercise) for ex in exercises):
        raise InvalidInput(f"numbered takes a list of a lesson's Exercises, not {short_repr(exercises)}")
    return [replace(ex, number=i) for i, ex in enumerate(exercises, 1)]


MAX_CAPTION = 2_000  # characters of a table's caption


def html_table(header: Sequence[str], rows: Sequence[Sequence[object]], caption: str = "",
               foot: Sequence[object] = ()) -> str:
    """Return a lesson's table as HTML: the header, the rows and an optional last row in bold (``foot``: a total or
    the long run), every cell escaped (numbers already written for the language) and centred, 10 px apart (a
    table of seven columns in 16 px words fits a 768 px tablet: 20 px apart, lesson 31's scrolled sideways)."""
    last = check_items(foot, "foot", MAX_TABLE_CELLS)
    header, body = check_table(header, [*check_items(rows, "rows", MAX_TABLE_CELLS), last] if last else rows)
    check_text(caption, "caption", MAX_CAPTION)
    head = "".join(f"<th style='padding:2px 5px;text-align:center'>{html.escape(str(h))}</th>" for h in header)
    lines = ["<tr" + (" style='font-weight:bold'" if last and i == len(body) - 1 else "") + ">"
             + "".join(f"<td style='padding:2px 5px;text-align:center'>{html.escape(str(c))}</td>" for c in row)
             + "</tr>" for i, row in enumerate(body)]
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    return f"<table style='border-collapse:collapse'>{cap}<tr>{head}</tr>{''.join(lines)}</table>"


__all__ = ["KINDS", "MAX_EXERCISE_SET", "Exercise", "Shown", "all_dice", "answer_text", "frac", "html_table",
           "matches", "num", "numbered", "parse_answer", "parse_exercise_set", "pct", "points", "share", "words"]
