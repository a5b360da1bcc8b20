"""Real-browser smoke test: open the Wanzen tanzen play notebook in JupyterLab, roll, set a die aside, show odds."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import run_all_in_lab, screenshot

pytestmark = pytest.mark.browser


def test_play_wanzen_tanzen_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "12_play_wanzen_tanzen.ipynb")
    roll = panel.locator("button.widget-button", has_text="Roll the dice").first
    roll.wait_for(state="visible", timeout=90_000)
    expect(panel.locator(".widget-html", has_text="Player 1: roll the dice").first).to_be_visible(timeout=60_000)
    roll.click()
    expect(panel.locator(".widget-html", has_text="set aside at least one die").first).to_be_visible(timeout=60_000)
    expect(panel.locator(".widget-html", has_text="Player 1 rolls").first).to_be_visible(timeout=60_000)
    panel.locator("button.widget-toggle-button").first.click(timeout=60_000)
    panel.locator("button.widget-button", has_text="Set aside the chosen dice").first.click(timeout=60_000)
    expect(panel.locator(".widget-html", has_text="Player 1 sets aside").first).to_be_visible(timeout=60_000)
    panel.locator(".widget-checkbox input").first.check(timeout=60_000)
    expect(panel.locator(".widget-html", has_text="Best chance to complete a task").first).to_be_visible(
        timeout=60_000)
    path = screenshot(page, "wanzen_tanzen_lab")
    assert path.stat().st_size > 10_000
    page.close()
