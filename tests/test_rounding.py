"""School rounding (a 5 rounds up) for every number shown, and percentage points where a difference is meant."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from bugkit.core.i18n import fmt_num, fmt_pct, fmt_points, fmt_share, school_round
from bugkit.lessons import answer_text
from bugkit.lessons.class_dice import class_dice


@pytest.mark.parametrize(("value", "lang", "digits", "shown"), [
    (Fraction(5, 16), "de", 1, "31,3\u202f%"), (Fraction(5, 16), "en", 1, "31.3%"),
    (Fraction(1, 8), "en", 0, "13%"), (Fraction(1, 8), "de", 0, "13\u202f%"),
    (0.125, "en", 0, "13%"), (0.3125, "de", 1, "31,3\u202f%"), (Fraction(1, 6), "en", 1, "16.7%"),
    (Fraction(1, 40), "en", 1, "2.5%"), (Fraction(1, 400), "en", 1, "0.3%"), (Fraction(5, 8), "en", 0, "63%"),
    (Fraction(7, 8), "de", 0, "88\u202f%"), (Fraction(1, 1), "en", 1, "100%"), (0.0, "en", 0, "0%"),
    (Fraction(0), "de", 1, "0\u202f%"), (Fraction(1, 4000), "en", 1, "under 0.1%"),
    (Fraction(1, 4000), "de", 1, "unter 0,1\u202f%"), (Fraction(3999, 4000), "en", 1, "over 99.9%"),
    (Fraction(1, 300), "en", 0, "under 1%"), (Fraction(1, 2000), "en", 1, "0.1%"),
])
def test_percentages_round_half_up(value: Fraction | float, lang: str, digits: int, shown: str) -> None:
    assert fmt_pct(value, lang, digits) == shown


@pytest.mark.parametrize(("value", "lang", "shown"), [
    (Fraction(1, 4), "en", "1/4 = 25.0%"), (Fraction(5, 16), "en", "5/16 ≈ 31.3%"),
    (Fraction(5, 16), "de", "5/16 ≈ 31,3\u202f%"), (Fraction(11, 36), "en", "11/36 ≈ 30.6%"),
    (Fraction(2, 27), "de", "2/27 ≈ 7,4\u202f%"), (Fraction(1, 8), "en", "1/8 = 12.5%"),
    (Fraction(1), "en", "1 = 100%"),
])
def test_a_share_says_equal_only_where_its_percentage_is_exact(value: Fraction, lang: str, shown: str) -> None:
    assert fmt_share(value, lang) == shown


@pytest.mark.parametrize("digits", [-1, -2, None, 16, 1.0])
def test_a_percentage_has_zero_to_fifteen_decimals(digits: object) -> None:
    """Negative decimals wrote 0.0001 as "under 100%", and fmt_share then failed (an AttributeError; None a
    TypeError for a share over 1)."""
    from bugkit.core.errors import InvalidInput

    for call in (lambda: fmt_pct(0.0001, "en", digits), lambda: fmt_share(Fraction(1, 3), "en", digits),
                 lambda: fmt_share(2, "en", digits)):
        with pytest.raises(InvalidInput, match="digits"):
            call()  # type: ignore[no-untyped-call]
    assert fmt_pct(Fraction(1, 3), "en", 0) == "33%" and fmt_pct(Fraction(1, 3), "en", 15).startswith("33.33")


@pytest.mark.parametrize(("value", "lang", "digits", "shown"), [
    (2.5, "en", 0, "3"), (3.5, "en", 0, "4"), (0.5, "de", 0, "1"), (-2.5, "en", 0, "-3"), (0.145, "en", 2, "0.15"),
    (2.675, "de", 2, "2,68"), (Fraction(1, 3), "en", None, "0.333"), (Fraction(2, 3), "de", None, "0,667"),
    (Fraction(1, 2000), "en", None, "0.001"), (12345.5, "en", 0, "12,346"), (12345.5, "de", 0, "12\u202f346"),
    (np.float64(0.5), "en", 0, "1"), (np.int64(7), "de", None, "7"), (-0.0001, "en", 2, "0.00"),
    (True, "en", None, "1"),
    (float("nan"), "en", None, "nan"),
])
def test_numbers_round_half_up(value: object, lang: str, digits: int | None, shown: str) -> None:
    assert fmt_num(value, lang, digits) == shown  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_number_is_written_as_the_same_fraction_is(lang: str) -> None:
    """A whole number skips the rounding (nothing to round: the counts in every log); it reads exactly as the same
    value given as a Fraction, which is rounded the full way: sign, grouping from 10,000, no decimals."""
    for n in (0, 1, -1, 7, 9999, 10000, -10000, 12345, -987654, 10**12, -(10**15) + 1):
        for digits in (None, 0, 2, -1):
            assert fmt_num(n, lang, digits) == fmt_num(Fraction(n), lang, digits), (n, digits)
    assert fmt_num(-12345, lang) == ("-12,345" if lang == "en" else "-12\u202f345")


def test_school_round_is_exact_for_fractions_and_refuses_infinity() -> None:
    assert school_round(Fraction(5, 16), 3) == Fraction(313, 1000)
    assert school_round(Fraction(-1, 8), 2) == Fraction(-13, 100)
    assert school_round(12, 0) == 12 and school_round(Fraction(1, 3), 0) == 0
    with pytest.raises(ValueError, match="finite"):
        school_round(float("inf"))


def test_a_difference_of_percentages_is_written_in_percentage_points() -> None:
    assert fmt_points(0.05, "en") == "5.0 percentage points"
    assert fmt_points(Fraction(301, 1000), "de") == "30,1 Prozentpunkte"
    assert answer_text(Fraction(93, 5), "points", "en") == "18.6 percentage points"
    assert "301/10" not in answer_text(Fraction(301, 10), "points", "en")
    # one point is singular (a Würfel-WG answer read "1 percentage points" / "1 Prozentpunkte"); 1.0 stays plural
    assert answer_text(Fraction(1), "points", "en") == "1 percentage point"
    assert answer_text(Fraction(1), "points", "de") == "1 Prozentpunkt"
    assert fmt_points(Fraction(-1, 100), "de", None) == "-1 Prozentpunkt"
    assert fmt_points(0.01, "en") == "1.0 percentage points" and fmt_points(0.02, "de", None) == "2 Prozentpunkte"


def test_class_dice_gap_is_in_percentage_points() -> None:
    for lang, word in (("en", "percentage points"), ("de", "Prozentpunkte")):
        box = class_dice("wuerfel_wg", lang, groups=1, seed=1)
        box.set_rows([[5] * len(box.labels)])
        box.draw()
        text = box.result_text.value
        gap_sentence = next(p for p in text.split("<p>") if "gap" in p or "Abstand" in p)
        assert word in gap_sentence and "%" not in gap_sentence.split(":")[1].split("(")[0]


def test_a_float_is_read_as_it_prints_and_what_is_no_finite_float_is_refused() -> None:
    from bugkit.core.i18n import as_printed
    from bugkit.core.validate import check_float

    assert as_printed(0.145) == Fraction(29, 200) and as_printed(3) == 3
    for bad in (None, "0.5", math.nan, math.inf, 10**400):
        with pytest.raises(ValueError, match="number"):
            as_printed(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="finite"):  # a whole number too large for a float was a raw OverflowError
        check_float(10**400, "x")
