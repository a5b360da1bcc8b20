"""Shared test set-up: the tests run in a temporary folder, so nothing they write lands in the checkout."""

from __future__ import annotations

import os
import re
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(scope="session")
def _scratch_folder(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Return one temporary folder for the whole run, outside the checkout."""
    return str(tmp_path_factory.mktemp("cwd"))


@pytest.fixture(autouse=True)
def outside_the_checkout(_scratch_folder: str) -> Iterator[None]:
    """Run each test in a temporary current folder (boards save to ``saves/`` in it; Hypothesis: conftest.py).

    Each test goes back to the folder it started in, so the notebooks that nbval runs after ``tests/`` still find
    ``.ci/nbval-sanitize.cfg`` relative to the checkout.
    """
    before = os.getcwd()
    os.chdir(_scratch_folder)
    try:
        yield
    finally:
        os.chdir(before)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that drives the headless Chromium (it asks for the ``browser`` fixture) as ``browser``, so the
    fast lane (``-m "not slow and not browser"``) leaves it out even where its file forgot the mark."""
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, pytest.CollectReport,
                                                                         pytest.CollectReport]:
    """Return a test file's collect report, skipped rather than failed when its import needs a game that
    ``BUGKIT_GAMES`` leaves out (the lessons need every game): a run restricted to some games goes on without it.
    Any other error at collection stays an error."""
    report = yield
    import bugkit

    only = os.environ.get("BUGKIT_GAMES")
    needed = re.search(r"unknown game '(\w+)'; built games", str(report.longrepr)) if report.failed else None
    if only and needed and isinstance(collector, pytest.Module) and needed[1] in bugkit.GAME_NAMES \
            and needed[1] not in only.split(","):
        report.outcome = "skipped"
        report.longrepr = (str(collector.path), 0, f"Skipped: its import needs {needed[1]}, which "
                                                   f"BUGKIT_GAMES={only} leaves out")
    return report


CHROMIUM = "/usr/bin/chromium"  # Debian's chromium: the browser tests drive it through Playwright
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def browser_required() -> bool:
    """Return whether a missing Chromium fails the browser tests (CI or REQUIRE_BROWSER=1) rather than skips them."""
    return os.environ.get("REQUIRE_BROWSER") == "1" or os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Yield the one headless Chromium of this test process (Playwright's sync API allows one per process), or skip
    (fail in CI) when it is missing."""
    if not Path(CHROMIUM).exists():
        if browser_required():
            pytest.fail(f"{CHROMIUM} is missing but browser tests are required (CI / REQUIRE_BROWSER=1)")
        pytest.skip(f"{CHROMIUM} not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()
