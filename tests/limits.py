"""Per-case time limits for the hardening tests: a call that should be refused at once must not hang.

A limit is a guard against hangs and unbounded work, not a speed test (speed lives in benchmarks/): the limits are
generous, and they count CPU time, so a busy machine does not fail them.
"""

from __future__ import annotations

import gc
import os
import resource
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class TooSlow(AssertionError):
    """A call took longer than its case allows."""


WALL_FACTOR = 6  # a block that waits instead of working (a FIFO, a lock, a sleep) is stopped after this many limits


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Run the block with at most ``seconds`` of this process's CPU time (main thread, POSIX); fail with TooSlow.

    CPU time, not wall-clock time: the limit is about the work a call does before it answers or refuses, and a
    machine busy with other jobs (the suite on every core, a CPU-bound loop beside it) stretches wall-clock time but
    not the work. A block that waits without working is stopped by a wall-clock backstop of ``WALL_FACTOR`` limits.
    Two layers for each: a timer interrupts the block, and the CPU and wall time used are measured after the block,
    so the limit fails the test even when a timer fires where its exception is swallowed (for example inside a
    garbage-collector callback, which Python reports only as "Exception ignored"). The garbage collector's time (CPU
    and wall clock) is left out: a full collection costs what the whole test worker's heap holds (seen: 1 s of CPU
    in one CI run), not what the call did.
    """
    wall = seconds * WALL_FACTOR
    fired: list[int] = []  # the timers that fired over the limit: one swallowed where it fired still fails below
    collecting: list[tuple[float, float]] = []  # (CPU, wall) when a garbage collection started; empty between them
    collected = [0.0, 0.0]  # CPU and wall seconds the garbage collector spent inside the block

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collecting[:] = [(time.process_time(), time.monotonic())]
        elif collecting:
            cpu_then, wall_then = collecting.pop()
            collected[0] += time.process_time() - cpu_then
            collected[1] += time.monotonic() - wall_then

    def work() -> float:
        """Return the CPU seconds the block has worked so far, its garbage collections left out."""
        return time.process_time() - start_cpu - collected[0]

    def waited() -> float:
        """Return the wall-clock seconds the block has taken so far, its garbage collections left out."""
        return time.monotonic() - start - collected[1]

    def expire(signum: int, frame: FrameType | None) -> None:
        if signum == signal.SIGPROF:
            if collecting or work() < seconds:  # the collector's time: give the block the rest of its limit
                signal.setitimer(signal.ITIMER_PROF, max(seconds - work(), 0.001))
                return
            fired.append(signum)
            raise TooSlow(f"took longer than {seconds} s of CPU time")
        if collecting or waited() < wall:
            signal.setitimer(signal.ITIMER_REAL, max(wall - waited(), 0.001))
            return
        fired.append(signum)
        raise TooSlow(f"took longer than {wall} s of wall-clock time (waiting, not working)")

    previous = signal.signal(signal.SIGPROF, expire), signal.signal(signal.SIGALRM, expire)
    gc.callbacks.append(on_gc)
    start, start_cpu = time.monotonic(), time.process_time()
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, wall)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, previous[0])
        signal.signal(signal.SIGALRM, previous[1])
        gc.callbacks.remove(on_gc)
    cpu, elapsed = work(), waited()
    if cpu > seconds or signal.SIGPROF in fired:
        raise TooSlow(f"took {cpu:.2f} s of CPU time, longer than {seconds} s")
    if elapsed > wall or signal.SIGALRM in fired:
        raise TooSlow(f"took {elapsed:.2f} s of wall-clock time, longer than {wall} s (waiting, not working)")


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
