"""Per-case time limits for the hardening tests: a call that should be refused at once must not hang."""

from __future__ import annotations

import os
import resource
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
