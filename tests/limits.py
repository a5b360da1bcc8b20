"""Per-case time limits for the hardening tests: a call that should be refused at once must not hang.

A limit is a guard against hangs, not a speed test (speed lives in benchmarks/): the limits are generous.
"""

from __future__ import annotations

import os
import resource
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


@contextmanager
def memory_within(extra: int) -> Iterator[None]:
    """Run the block with at most ``extra`` bytes more address space than the process has now (Linux): a bigger
    allocation raises MemoryError inside the block instead of swapping the machine."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm", encoding="ascii") as statm:
        used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    limit = used + extra if hard == resource.RLIM_INFINITY else min(used + extra, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
