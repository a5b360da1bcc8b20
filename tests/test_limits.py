"""The hang guard of the hardening tests: a time limit fails the test even where its alarm cannot raise."""

from __future__ import annotations

import time

import pytest
from limits import TooSlow, within


class SlowToDelete:
    """An object whose finaliser takes a while: an exception raised inside it is only reported, never raised."""

    def __del__(self) -> None:
        time.sleep(0.3)


def test_a_block_over_its_limit_fails_even_when_the_alarm_fires_inside_a_finaliser() -> None:
    def finalise_slowly() -> None:
        slow = SlowToDelete()
        del slow  # the alarm fires inside __del__: Python swallows it ("Exception ignored in ...")

    with pytest.raises(TooSlow, match=r"longer than 0\.05 s"), within(0.05):
        finalise_slowly()


def test_a_hanging_block_is_interrupted() -> None:
    with pytest.raises(TooSlow), within(0.05):
        time.sleep(5)


def test_a_quick_block_passes() -> None:
    with within(5.0):
        sum(range(100))
