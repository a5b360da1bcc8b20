"""Run-wide pytest set-up: the README's one test command runs on every core (pytest-xdist), notebooks stay whole.

``--dist loadscope`` (pyproject.toml) sends each test file, and each notebook, to one worker as a whole: nbval runs a
notebook's cells in order in one kernel, so a notebook must never be split. ``--no-loadscope-reorder`` starts the
files in collection order, so the slowest ones (``tests/browser/``, first by name) start first and the many quick
files fill the gaps; xdist's own order (biggest files first) started the notebooks first and left one worker alone
with the browser tests at the end. (``--dist loadgroup`` with an
``xdist_group`` per notebook would spread the unit tests more finely, but pytest-xdist 3.8 cannot rename pytest 9's
test ids, so its groups are silently ignored: tried, every notebook's cells ran in fresh kernels.)
"""

from __future__ import annotations

import os

import pytest

MAX_WORKERS = 4  # each worker may drive a Chromium, a Voila server and its kernels: more would swamp a laptop


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Return how many workers ``-n auto`` starts: one per core, at most MAX_WORKERS."""
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                      else os.cpu_count() or 1))
