"""Per-case time limits for the hardening tests: a call that should be refused at once must not hang.

A limit is a guard against hangs, not a speed test (speed lives in benchmarks/): the limits are generous.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class TooSlow(AssertionError):
    """A call took longer than its case allows."""


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Run the block under a wall-clock limit (main thread, POSIX); fail with TooSlow if it runs longer.

    Two layers: an alarm interrupts a block that hangs, and the elapsed time is measured and checked after the block,
    so the limit fails the test even when the alarm fires where its exception is swallowed (for example inside a
    garbage-collector callback, which Python reports only as "Exception ignored").
    """

    def expire(signum: int, frame: FrameType | None) -> None:
        raise TooSlow(f"took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    start = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    elapsed = time.monotonic() - start
    if elapsed > seconds:
        raise TooSlow(f"took {elapsed:.2f} s, longer than {seconds} s")
