"""Real-browser tests of the Ungeziffer board (issue 13): in Voila at 1280, 768 and 390 px wide the page does not
scroll sideways, every picture (dice, tiles) is an SVG with words, every control is at least 44 px high, a roll and
a tile are played by clicking, and the language picker switches the instructions and the board; the click-to-redraw
animation switch redraws the board in Voila and in JupyterLab (its speed: benchmarks/bench_browser.py). Screenshots
go to docs/boards/ with UPDATE_SCREENSHOTS=1."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    ARTIFACTS,
    ROOT,
    SLOW_MS,
    WIDTHS,
    accept_kernel_dialog,
    click_and_wait,
    pictures_without_text,
    run_all_in_lab,
    settle,
    sideways_scroll,
    small_controls,
)

pytestmark = pytest.mark.browser

TIMEOUT = SLOW_MS  # Voila runs the notebook on every page load: a page can take minutes on a loaded machine
CHANGED = "document.querySelector('.bugkit-board').innerHTML.length !== window.__bugkit_before"


def shot(board: Any, name: str) -> Path:
    """Return the path of a screenshot of the board: docs/boards/ with UPDATE_SCREENSHOTS=1, else ARTIFACTS."""
    folder = ROOT / "docs" / "boards" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else ARTIFACTS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"ungeziffer_{name}.png"
    board.screenshot(path=str(path))
    return path


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a click that redraws the board (the animation switch) and the JavaScript that sees the redraw."""
    animation = board.locator("input[type='checkbox']").first
    return (lambda: animation.click()), CHANGED


def check_layout(page: Any, width: int) -> None:
    """Assert the tablet rules at this width: no sideways scroll (from 768 up), words for every picture,
    44 px controls, and every die and tile drawn as an SVG."""
    page.set_viewport_size({"width": width, "height": 1400})
    settle(page)
    if width >= 768:
        assert sideways_scroll(page) == 0, width
    assert pictures_without_text(page) == []
    assert small_controls(page) == [], width
    board = page.locator(".bugkit-board").first
    assert board.locator("svg.bugkit-die").count() == 2
    assert board.locator("svg.bugkit-tile").count() == 32


def test_the_board_in_voila_at_three_widths_in_both_languages(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(f"{voila_shared}/voila/render/11_play_ungeziffer.ipynb", wait_until="domcontentloaded", timeout=TIMEOUT)
    board = page.locator(".bugkit-board").first
    roll = board.locator("button.widget-button", has_text="Roll the dice")
    roll.wait_for(state="visible", timeout=TIMEOUT)
    expect(board).to_contain_text("How to play")
    check_layout(page, 1280)
    roll.click()
    expect(board).to_contain_text("the target is", timeout=SLOW_MS)
    expect(board.locator("svg.bugkit-die[aria-label^='green die showing']")).to_have_count(1)
    board.locator("button.widget-button").filter(has_text=re.compile(r"^\s*1\s*$")).first.click()
    expect(board).to_contain_text("turns tile 1", timeout=SLOW_MS)
    assert board.locator("svg.bugkit-tile-down").count() <= 31
    shot(board, "en_1280")
    click_and_wait(page, *probe(page, board))
    board.locator("select").first.select_option(label="Deutsch")
    expect(board).to_contain_text("So geht’s", timeout=SLOW_MS)
    expect(board).not_to_contain_text("How to play")
    expect(board.locator("button.widget-button", has_text="Würfeln")).to_have_count(1)
    for width in WIDTHS[1:]:
        check_layout(page, width)
        shot(board, f"de_{width}")
    page.close()
    # one language per page: ?lang=de starts the board in German
    page = browser.new_page(viewport={"width": 768, "height": 1400})
    page.goto(f"{voila_shared}/voila/render/11_play_ungeziffer.ipynb?lang=de", wait_until="domcontentloaded",
              timeout=TIMEOUT)
    board = page.locator(".bugkit-board").first
    board.locator("button.widget-button", has_text="Würfeln").wait_for(state="visible", timeout=TIMEOUT)
    expect(board).to_contain_text("So geht’s")
    expect(page.locator("body")).not_to_contain_text("How to play")
    page.close()


def test_the_board_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    panel = run_all_in_lab(page, lab_url, "11_play_ungeziffer.ipynb")
    board = panel.locator(".bugkit-board").first
    roll = board.locator("button.widget-button", has_text="Roll the dice")
    roll.wait_for(state="visible", timeout=SLOW_MS)
    accept_kernel_dialog(page)
    roll.click()
    expect(board).to_contain_text("the target is", timeout=SLOW_MS)
    board.locator("button.widget-button").filter(has_text=re.compile(r"^\s*1\s*$")).first.click()
    expect(board).to_contain_text("turns tile 1", timeout=SLOW_MS)
    board.locator("input[type='checkbox']").first.scroll_into_view_if_needed()
    click_and_wait(page, *probe(page, board))
    page.close()
