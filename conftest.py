"""Run-wide pytest set-up: the README's one test command runs on every core (pytest-xdist), notebooks stay whole.

nbval runs a notebook's cells in order in one kernel, so every cell of a notebook goes to the same worker (an
``xdist_group`` per notebook, with ``--dist loadgroup``); every other test goes to whichever worker is free.
"""

from __future__ import annotations

import os

import pytest

MAX_WORKERS = 4  # each worker may drive a Chromium, a Voila server and its kernels: more would swamp a laptop


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Return how many workers ``-n auto`` starts: one per core, at most MAX_WORKERS."""
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                      else os.cpu_count() or 1))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep each notebook's cells on one worker, in order (nbval items are named ``<notebook>.ipynb::Cell N``)."""
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        if path.endswith(".ipynb"):
            item.add_marker(pytest.mark.xdist_group(path))
