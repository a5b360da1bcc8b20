"""Real-browser smoke test: open the Voll verasselt play notebook in JupyterLab, ask the advisor, mark dice, roll."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import run_all_in_lab, screenshot

pytestmark = pytest.mark.browser


def test_play_voll_verasselt_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "13_play_voll_verasselt.ipynb")
    roll = panel.locator("button.widget-button", has_text="Roll the marked dice").first
    roll.wait_for(state="visible", timeout=180_000)  # slow when the machine is busy
    expect(panel.locator(".widget-html", has_text="Player 1: boost if you like").first).to_be_visible()
    panel.locator("button.widget-button", has_text="Show the odds").first.click()
    expect(panel.locator(".widget-html", has_text="chance to bug up").first).to_be_visible(timeout=60_000)
    die = panel.locator("button[title='Die 0: bars (marked to roll)']").first
    die.click()
    expect(panel.locator("button[title='Die 0: bars']").first).to_be_visible(timeout=60_000)
    roll.click()
    expect(panel.locator(".widget-html", has_text="Player 1 rolls dice 1 2 3 4 5 6").first).to_be_visible(
        timeout=60_000)
    path = screenshot(page, "voll_verasselt_lab")
    assert path.stat().st_size > 10_000
    page.close()
