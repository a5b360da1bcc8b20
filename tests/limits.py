"""Per-case time limits for the hardening tests: a call that should be refused at once must not hang."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class TooSlow(AssertionError):
    """A call took longer than its case allows."""


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Run the block under a wall-clock limit (main thread, POSIX); raise TooSlow if it runs longer."""

    def expire(signum: int, frame: FrameType | None) -> None:
        raise TooSlow(f"took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
