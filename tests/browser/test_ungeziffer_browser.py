"""Real-browser smoke test: open the Ungeziffer play notebook in JupyterLab, run it, roll, turn a tile."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import accept_kernel_dialog, run_all_in_lab, screenshot

pytestmark = pytest.mark.browser


def test_play_ungeziffer_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    panel = run_all_in_lab(page, lab_url, "11_play_ungeziffer.ipynb")
    roll = panel.locator("button.widget-button", has_text="Roll the dice").first
    roll.wait_for(state="visible", timeout=90_000)
    status = panel.locator(".widget-html", has_text="Player 1: roll the dice").first
    expect(status).to_be_visible()
    accept_kernel_dialog(page)
    roll.click()
    expect(panel.locator(".widget-html", has_text="the target is").first).to_be_visible(timeout=30_000)
    tile = panel.locator("button[title='Tile 1, face down']").first
    accept_kernel_dialog(page)
    tile.click()
    expect(panel.locator(".widget-html", has_text="turns tile 1").first).to_be_visible(timeout=30_000)
    path = screenshot(page, "ungeziffer_lab")
    assert path.stat().st_size > 10_000
    page.close()
