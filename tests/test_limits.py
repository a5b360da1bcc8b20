"""The hang guard of the hardening tests: a time limit fails the test even where its alarm cannot raise."""

from __future__ import annotations

import gc
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


@pytest.mark.filterwarnings("ignore:Exception ignored in:pytest.PytestUnraisableExceptionWarning")  # the scenario
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


def test_a_garbage_collection_does_not_count_against_a_call_but_the_work_around_it_does() -> None:
    """A full collection costs what the whole worker's heap holds (1 s of CPU once in CI), not what the call did.

    A collector callback that works 0.2 s of CPU stands in for a big heap (a million lists made this test take 3-19 s
    in a fast-lane worker): it runs between the limit's own callbacks at the start and the end of a real collection,
    so a limit that counted the collector's CPU time would fail the first block. Its alarm also fires inside the
    collection, so the limit must let it pass there too.
    """
    stand_ins: list[int] = []  # the generations of the collections the stand-in lengthened: one, a full one

    def costly_heap(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2 and not stand_ins:
            stand_ins.append(info["generation"])
            busy(0.2)

    def collect_slowly() -> None:
        """Run one full collection that takes 0.2 s of CPU, after the limit's callback has seen it start."""
        stand_ins.clear()
        gc.callbacks.append(costly_heap)
        try:
            gc.collect()
        finally:
            gc.callbacks.remove(costly_heap)
        assert stand_ins == [2], stand_ins

    with within(0.05):
        collect_slowly()  # the collector's time is not the call's work

    def collect_and_work() -> None:
        collect_slowly()
        busy(0.2)  # but the work around it still counts

    with pytest.raises(TooSlow), within(0.05):
        collect_and_work()
