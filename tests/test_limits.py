"""The hang guard of the hardening tests: a time limit fails the test even where its alarm cannot raise."""

from __future__ import annotations

import time

import pytest
from limits import TooSlow, within


def busy(seconds: float) -> None:
    """Work (not wait) for ``seconds`` of CPU time."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


class SlowToDelete:
    """An object whose finaliser works a while: an exception raised inside it is only reported, never raised."""

    def __del__(self) -> None:
        busy(0.3)


def test_a_block_over_its_limit_fails_even_when_the_alarm_fires_inside_a_finaliser() -> None:
    def finalise_slowly() -> None:
        slow = SlowToDelete()
        del slow  # the alarm fires inside __del__: Python swallows it ("Exception ignored in ...")
        busy(0.1)  # and the block works on, over its limit, with no second alarm to stop it

    with pytest.raises(TooSlow, match="longer than"), within(0.05):  # CPU; on a busy machine maybe wall first
        finalise_slowly()


def test_a_block_that_works_too_long_is_interrupted() -> None:
    with pytest.raises(TooSlow, match="CPU time"), within(0.05):
        busy(5)


def test_a_block_that_waits_is_interrupted_by_the_wall_clock() -> None:
    start = time.monotonic()
    with pytest.raises(TooSlow, match="wall-clock"), within(0.05):
        time.sleep(5)
    assert time.monotonic() - start < 2


def test_waiting_within_the_backstop_passes() -> None:
    with within(0.2):
        time.sleep(0.3)  # 0.3 s of wall-clock time, almost no CPU: a busy machine looks like this


def test_a_quick_block_passes() -> None:
    with within(5.0):
        sum(range(100))


def test_a_garbage_collection_of_the_whole_heap_does_not_count_against_a_call() -> None:
    import gc

    heap = [[i] for i in range(1_000_000)]  # what a long test worker holds: a full collection walks all of it
    start = time.process_time()
    gc.collect()
    alone = time.process_time() - start
    assert alone > 0.05, f"the heap is too small to show it: a collection took {alone:.3f} s"
    with within(0.05):
        gc.collect()  # the collector's time is not the call's work
    def collect_and_work() -> None:
        gc.collect()
        busy(0.2)  # but the work around it still counts

    with pytest.raises(TooSlow), within(0.05):
        collect_and_work()
    del heap
