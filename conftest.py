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
"""

from __future__ import annotations

import atexit
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

MAX_WORKERS = 4  # each worker may drive a Chromium, a Voila server and its kernels: more would swamp a laptop


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Return how many workers ``-n auto`` starts: one per core, at most MAX_WORKERS."""
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                      else os.cpu_count() or 1))
