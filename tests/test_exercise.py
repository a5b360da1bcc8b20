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
