"""Run-wide pytest set-up: the README's one test command runs on every core (pytest-xdist), notebooks stay whole.

``--dist loadscope`` (pyproject.toml) sends each test file, and each notebook, to one worker as a whole: nbval runs a
notebook's cells in order in one kernel, so a notebook must never be split. ``--no-loadscope-reorder`` starts the
files in collection order, so the slowest ones (``tests/browser/``, first by name) start first and the many quick
files fill the gaps; xdist's own order (biggest files first) started the notebooks first and left one worker alone
with the browser tests at the end. (``--dist loadgroup`` with an
``xdist_group`` per notebook would spread the unit tests more finely, but pytest-xdist 3.8 cannot rename pytest 9's
test ids, so its groups are silently ignored: tried, every notebook's cells ran in fresh kernels.)

Hypothesis keeps its files (its constants cache; its example database is off) in a temporary folder of each test
process, removed at its end, never in ``.hypothesis/`` of the checkout: its default folder is the current one when
it is first imported, before ``tests/conftest.py`` moves each test to a scratch folder.

The garbage collector runs less often in a test process than Python's default: collecting the tests builds objects
that live to the end (modules, rewritten test files, test items), and with the default every full collection walked
them all again: 14-23 s of each fast-lane worker's 80-125 s of CPU time went to the collector (5.9 of 13 s of
collection alone), 4-9 s now. The young generation is collected every ``YOUNG_GENERATION`` allocations instead of
every 700, and what collection built is frozen out of later collections (``gc.freeze``) once it is done.
"""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import tempfile

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

HYPOTHESIS_HOME = tempfile.mkdtemp(prefix="bugkit-hypothesis-")
set_hypothesis_home_dir(HYPOTHESIS_HOME)
atexit.register(shutil.rmtree, HYPOTHESIS_HOME, ignore_errors=True)
settings.register_profile("bugkit", database=None)  # no example database: a failure is shown with its example
settings.load_profile("bugkit")

YOUNG_GENERATION = 10_000  # allocations between two collections of the young generation (Python's default: 700)
gc.set_threshold(YOUNG_GENERATION, *gc.get_threshold()[1:])

MAX_WORKERS = 4  # each worker may drive a Chromium, a Voila server and its kernels: more would swamp a laptop


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Return how many workers ``-n auto`` starts: one per core, at most MAX_WORKERS."""
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                      else os.cpu_count() or 1))


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what collecting the tests built: later garbage collections in this process no longer walk it."""
    gc.freeze()
