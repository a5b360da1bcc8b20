"""The one answer checker (bugkit.lessons.answers): what children type, in English and German, and the verdict.

Each row: the page's language, what the child typed, the right answer, its kind, and whether it counts
(True/False) or cannot be read at all (None). The rule for rounded answers is ``TOLERANCE_RULE``.
"""

from __future__ import annotations

from fractions import Fraction as F  # noqa: N817 (a table of fractions reads better short)

import numpy as np
import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import fmt_num
from bugkit.lessons import answer_text, matches, parse_answer
from bugkit.lessons.answers import TOLERANCE_RULE, read_answer

P, N, PP = "probability", "number", "points"

ANSWERS: list[tuple[str, str, F | int, str, bool | None]] = [
    # fractions, equal fractions, mixed numbers, unicode fractions
    ("en", "1/6", F(1, 6), P, True), ("en", "2/12", F(1, 6), P, True), ("de", "4/24", F(1, 6), P, True),
    ("en", " 3 / 8 ", F(3, 8), P, True), ("en", "1/7", F(1, 6), P, False), ("de", "⅙", F(1, 6), P, True),
    ("en", "½", F(1, 2), P, True), ("en", "¾", F(3, 4), P, True), ("de", "4½", F(9, 2), N, True),
    ("en", "4 1/2", F(9, 2), N, True), ("de", "4 1/2", F(9, 2), N, True), ("en", "4 1/2", F(41, 2), N, False),
    ("en", "-4 1/2", F(-9, 2), N, True), ("en", "1⁄6", F(1, 6), P, True), ("en", "9/2", F(9, 2), N, True),
    # words for simple fractions, English
    ("en", "half", F(1, 2), P, True), ("en", "a half", F(1, 2), P, True), ("en", "one half", F(1, 2), P, True),
    ("en", "a quarter", F(1, 4), P, True), ("en", "three quarters", F(3, 4), P, True),
    ("en", "one third", F(1, 3), P, True), ("en", "two thirds", F(2, 3), P, True),
    ("en", "one in six", F(1, 6), P, True), ("en", "1 in 6", F(1, 6), P, True), ("en", "1 out of 6", F(1, 6), P, True),
    ("en", "One out of six", F(1, 6), P, True), ("en", "1 chance in 6", F(1, 6), P, True),
    ("en", "4 out of 24", F(1, 6), P, True), ("en", "5 in 36", F(1, 6), P, False),
    ("en", "one and a half", F(3, 2), N, True), ("en", "a sixth", F(1, 6), P, True),
    # words, German
    ("de", "halb", F(1, 2), P, True), ("de", "ein halb", F(1, 2), P, True), ("de", "die Hälfte", F(1, 2), P, True),
    ("de", "ein Viertel", F(1, 4), P, True), ("de", "drei Viertel", F(3, 4), P, True),
    ("de", "zwei Drittel", F(2, 3), P, True), ("de", "ein Sechstel", F(1, 6), P, True),
    ("de", "1 von 6", F(1, 6), P, True), ("de", "4 von 24", F(1, 6), P, True),
    ("de", "eins von sechs", F(1, 6), P, True), ("de", "1 aus 6", F(1, 6), P, True),
    ("de", "50 Prozent", F(1, 2), P, True), ("de", "eineinhalb", F(3, 2), N, True),
    ("de", "zweieinhalb", F(5, 2), N, True), ("de", "ein Viertel", F(1, 3), P, False),
    # decimals with either mark, thousands separators by language
    ("en", "0.375", F(3, 8), P, True), ("en", "0,375", F(3, 8), P, True), ("de", "0,375", F(3, 8), P, True),
    ("de", "0.375", F(3, 8), P, True), ("en", ".5", F(1, 2), P, True), ("de", ",5", F(1, 2), P, True),
    ("en", "1,000", 1000, N, True), ("en", "1,000", 1, N, False), ("de", "1.000", 1000, N, True),
    ("de", "1,000", 1, N, True), ("en", "12,345", 12345, N, True), ("de", "12.345", 12345, N, True),
    ("de", "12 345", 12345, N, True), ("de", "12\u202f345", 12345, N, True), ("en", "10 000", 10000, N, True),
    ("en", "1,234.5", F(2469, 2), N, True), ("de", "1.234,5", F(2469, 2), N, True),
    ("en", "24", 24, N, True), ("en", "24.0", 24, N, True), ("en", "24.4", 24, N, False), ("de", "-2", -2, N, True),
    ("en", "−2", -2, N, True), ("en", "+3", 3, N, True),
    # percentages, with or without a space or as a word
    ("en", "50%", F(1, 2), P, True), ("en", "50 %", F(1, 2), P, True), ("en", "50 percent", F(1, 2), P, True),
    ("en", "50 per cent", F(1, 2), P, True), ("de", "50 %", F(1, 2), P, True), ("de", "50%", F(1, 2), P, True),
    ("de", "50\u202f%", F(1, 2), P, True), ("en", "37.5%", F(3, 8), P, True), ("de", "37,5 %", F(3, 8), P, True),
    ("de", "37,5", F(3, 8), P, True), ("en", "37.5", F(3, 8), P, True), ("en", "100%", F(1), P, True),
    ("en", "1", F(1), P, True), ("en", "37 1/2 %", F(3, 8), P, True),
    # the one tolerance: a whole percent is right when it is the school-rounded whole percent, for every answer
    ("en", "17%", F(1, 6), P, True), ("en", "16%", F(1, 6), P, False), ("en", "8%", F(1, 12), P, True),
    ("en", "9%", F(1, 12), P, False), ("de", "4 %", F(1, 24), P, True), ("de", "5 %", F(1, 24), P, False),
    ("en", "38%", F(3, 8), P, True), ("en", "37%", F(3, 8), P, False), ("en", "13%", F(1, 8), P, True),
    ("en", "12%", F(1, 8), P, False), ("de", "31,3 %", F(5, 16), P, True), ("de", "31,2 %", F(5, 16), P, False),
    ("de", "31 %", F(5, 16), P, True), ("en", "4.2%", F(1, 24), P, True), ("en", "4.17%", F(1, 24), P, True),
    ("en", "4.1%", F(1, 24), P, False), ("en", "4.16%", F(1, 24), P, False), ("en", "0.0417", F(1, 24), P, True),
    ("en", "0.042", F(1, 24), P, True), ("en", "0.04", F(1, 24), P, True), ("en", "0.041", F(1, 24), P, False),
    ("en", "0", F(1, 24), P, False), ("en", "0.0", F(1, 24), P, False), ("en", "0.2", F(1, 6), P, False),
    ("en", "0.17", F(1, 6), P, True), ("en", "16.7", F(1, 6), P, True), ("en", "17", F(1, 6), P, True),
    ("en", "0.4", F(3, 8), P, False), ("en", "3.3", F(10, 3), N, True), ("en", "3", F(10, 3), N, False),
    ("en", "3.33", F(10, 3), N, True), ("en", "3.34", F(10, 3), N, False), ("en", "4.5", F(9, 2), N, True),
    ("en", "5", F(9, 2), N, False), ("en", "0.5", F(1, 2), P, True), ("de", "0,50", F(1, 2), P, True),
    ("en", "0", F(0), P, True), ("de", "0 %", F(0), P, True), ("en", "0.25", F(1, 4), P, True),
    ("de", "25 Prozent", F(1, 4), P, True), ("en", "25 percent", F(1, 3), P, False),
    # percentage points
    ("en", "2.9", F(29, 10), PP, True), ("en", "2.9 %", F(29, 10), PP, True), ("de", "2,9 %", F(29, 10), PP, True),
    ("en", "30.1 percentage points", F(301, 10), PP, True), ("de", "30,1 Prozentpunkte", F(301, 10), PP, True),
    ("en", "30.1 pp", F(301, 10), PP, True), ("en", "30", F(301, 10), PP, True), ("en", "31", F(301, 10), PP, False),
    ("en", "16.3", F(1633, 100), PP, True), ("en", "16.4", F(1633, 100), PP, False),
    ("en", "0.029", F(29, 10), PP, False), ("en", "301/10", F(301, 10), PP, True),
    ("en", "30.1 percentage points", F(301, 1000), P, False),
    # "about" before a guess and a sentence's end after it: read past, the number judged as typed
    ("de", "ca. 50 %", F(1, 2), P, True), ("de", "ca 50%", F(1, 2), P, True), ("de", "ca.50%", F(1, 2), P, True),
    ("de", "etwa 1/6", F(1, 6), P, True), ("de", "rund 17 %", F(1, 6), P, True), ("de", "ca. 16 %", F(1, 6), P, False),
    ("de", "ungefähr die Hälfte", F(1, 2), P, True), ("de", "circa 0,17", F(1, 6), P, True),
    ("en", "about 50%.", F(1, 2), P, True), ("en", "≈ 0.17", F(1, 6), P, True), ("en", "~17%", F(1, 6), P, True),
    ("en", "around one in six", F(1, 6), P, True), ("en", "about a half", F(1, 2), P, True),
    ("en", "50%!", F(1, 2), P, True), ("de", "1/2.", F(1, 2), P, True), ("en", "24.", 24, N, True),
    ("de", "ca. -2", -2, N, True),
    # what cannot be read: a message with examples, never an exception or a hang
    ("de", "ca.", 1, N, None), ("de", "etwa", 1, N, None), ("de", "etwas 5", 5, N, None),
    ("de", "rundum 5", 5, N, None), ("en", ".", 1, N, None), ("en", "about about 5", 5, N, None),
    ("en", "lots", 24, N, None), ("de", "viele", 24, N, None), ("en", "1e5", 100000, N, None),
    ("en", "1e99999999", 1, N, None), ("en", "3/0", 1, N, None), ("en", "4 1/0", 1, N, None),
    ("en", "1/2/3", 1, N, None), ("en", "", 1, N, None), ("en", "   ", 1, N, None), ("en", "4,5,6", 1, N, None),
    ("en", "nan", 1, N, None), ("en", "inf", 1, N, None), ("en", "9" * 5000, 1, N, None), ("en", "9" * 40, 1, N, None),
    ("en", "%", 1, N, None), ("en", "half of", 1, N, None), ("de", "1 von 0", 1, N, None), ("en", "½½", 1, N, None),
]


@pytest.mark.parametrize(("lang", "typed", "answer", "kind", "verdict"), ANSWERS)
def test_children_answers(lang: str, typed: str, answer: F | int, kind: str, verdict: bool | None) -> None:
    readable = read_answer(typed, lang) is not None
    assert readable is (verdict is not None), (typed, read_answer(typed, lang))
    assert matches(typed, answer, kind, lang) is bool(verdict)


def test_the_table_covers_both_languages_and_every_verdict() -> None:
    assert {row[0] for row in ANSWERS} == {"en", "de"}
    assert {row[4] for row in ANSWERS} == {True, False, None}
    assert len(ANSWERS) >= 150


@pytest.mark.parametrize("denominator", [3, 6, 7, 8, 9, 11, 12, 16, 24, 36, 216, 1296])
def test_every_share_is_right_as_its_school_rounded_whole_percent(denominator: int) -> None:
    for numerator in range(denominator + 1):
        answer = F(numerator, denominator)
        shown = f"{fmt_num(answer * 100, 'de', 0)}\u202f%"  # the school-rounded whole percent a child types
        assert matches(shown, answer, P, "de"), shown
        assert matches(f"{fmt_num(answer * 100, 'en', 1)}%", answer, P, "en")
        whole = int(shown.split("\u202f")[0])
        for wrong in (whole - 1, whole + 1):
            assert not matches(f"{wrong} %", answer, P, "de"), (answer, wrong)


def test_keys_write_answers_the_way_the_lessons_do_and_the_checker_reads_them() -> None:
    assert answer_text(F(301, 10), PP, "en") == "30.1 percentage points"
    assert answer_text(F(93, 5), PP, "de") == "18,6 Prozentpunkte"
    for lang in ("en", "de"):
        for value, kind in ((F(301, 10), PP), (F(93, 5), PP), (F(1, 6), P), (24, N), (F(9, 2), N)):
            assert matches(answer_text(value, kind, lang), value, kind, lang)


def test_parse_answer_gives_the_share() -> None:
    assert parse_answer("12.5%") == F(1, 8) and parse_answer("one in six") == F(1, 6)
    assert parse_answer(None) is None and parse_answer(3) is None  # type: ignore[arg-type]


def test_the_rule_is_stated_once_in_both_languages() -> None:
    assert set(TOLERANCE_RULE) == {"en", "de"} and "17%" in TOLERANCE_RULE["en"] and "17 %" in TOLERANCE_RULE["de"]


def test_long_or_huge_input_is_refused_before_it_is_read() -> None:
    for typed in ("1e99999999", "9" * 10**6, "1/" + "9" * 10**6, "½" * 10**5, " " * 10**6 + "1"):
        assert read_answer(typed) is None


class _RaisingEq:
    """A value whose ``==`` raises (a language, a typed text or an answer that is no plain value)."""

    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("eq")


@pytest.mark.parametrize("lang", ["fr", None, 3, "EN", "", _RaisingEq()])
def test_a_language_the_checker_does_not_speak_is_refused_first(lang: object) -> None:
    """A page passes "en" or "de"; anything else was read silently as English (or let numpy's or a strange
    value's own error through): now it is an InvalidInput naming the languages, before the answer is read."""
    for check in (lambda: parse_answer("1,5", lang), lambda: read_answer("1,5", lang),  # type: ignore[arg-type]
                  lambda: matches("1,5", F(3, 2), N, lang),  # type: ignore[arg-type]
                  lambda: matches("a", "a", "choice", lang)):  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match=r"lang must be one of 'en', 'de'"):
            check()


def test_a_language_that_is_an_array_is_refused_as_such() -> None:
    with pytest.raises(InvalidInput, match="lang"):
        parse_answer("1", np.array([1, 2]))  # type: ignore[arg-type]


def test_a_text_subclass_is_read_as_its_plain_text() -> None:
    """A ``str`` whose own methods raise (``strip``, ``==``) is read as the text it holds, never by its methods."""

    class Odd(str):
        __hash__ = str.__hash__

        def __eq__(self, other: object) -> bool:
            raise RuntimeError("eq")

        def strip(self, chars: str | None = None) -> str:
            raise RuntimeError("strip")

    assert read_answer(Odd("1/6")) == read_answer("1/6") and parse_answer(Odd("50 %"), "de") == F(1, 2)
    assert matches(Odd("a"), Odd("a"), "choice") and not matches(Odd("a"), Odd("b"), "choice")
    assert matches(Odd("1/6"), F(1, 6), P) and not matches(Odd("1/6"), Odd("1/6"), P)
