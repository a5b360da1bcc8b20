"""Real-browser smoke test: open the Voll verasselt play notebook in JupyterLab, see the game number, ask the
advisor, mark dice (counted from 1), roll, and replay a game by its number."""

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
    expect(panel.locator(".widget-html", has_text="With these dice you bug up in").first).to_be_visible(
        timeout=60_000)
    die = panel.locator("button[title='Die 1: bars (marked to roll)']").first
    die.click()
    expect(panel.locator("button[title='Die 1: bars']").first).to_be_visible(timeout=60_000)
    roll.click()
    expect(panel.locator(".widget-html", has_text="Player 1 rolls dice 2 3 4 5 6 7").first).to_be_visible(
        timeout=60_000)
    number = panel.locator(".widget-text input").first  # the Game number box of the first board
    number.fill("4321")
    number.press("Enter")
    panel.locator("button.widget-button", has_text="Play this number").first.click()
    expect(panel.locator(".widget-html", has_text="Player 1 rolls dice 2 3 4 5 6 7")).to_have_count(
        0, timeout=60_000)  # a new game: the log is empty again
    expect(number).to_have_value("4321")
    path = screenshot(page, "voll_verasselt_lab")
    assert path.stat().st_size > 10_000
    page.close()
