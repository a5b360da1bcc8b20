"""Shared test set-up: the tests run in a temporary folder, so nothing they write lands in the checkout."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def outside_the_checkout(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Run every test with a temporary current folder (boards save to ``saves/`` in it; Hypothesis keeps its data)."""
    before = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("cwd"))
    try:
        yield
    finally:
        os.chdir(before)
