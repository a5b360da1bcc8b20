"""Real-browser tests of the Wanzen tanzen board (issue 13): one Voila server (1280, 768 and 390 px wide, English
and German pages, moves played by clicking, pictures with words, 44 px controls, no sideways scroll, click latency)
and one JupyterLab run (the same board in the notebook, click latency). Screenshots go to docs/boards/ when
UPDATE_SCREENSHOTS=1, else to ARTIFACTS (outside the checkout)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    ARTIFACTS,
    ROOT,
    SLOW_MS,
    WIDTHS,
    click_and_wait,
    pictures_without_text,
    run_all_in_lab,
    sideways_scroll,
    small_controls,
)

pytestmark = pytest.mark.browser
NOTEBOOK = "12_play_wanzen_tanzen.ipynb"
CHOSEN = "document.querySelectorAll('.bugkit-dice .bugkit-chosen').length"


def shot(locator: Any, name: str) -> Path:
    """Return the path of a screenshot of the board: docs/boards/ with UPDATE_SCREENSHOTS=1, else ARTIFACTS."""
    folder = ROOT / "docs" / "boards" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else ARTIFACTS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    locator.screenshot(path=str(path))
    return path


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a click on the first die's button and the JavaScript that sees the die drawn (un)chosen."""
    button = board.locator(".bugkit-dice button.widget-toggle-button").first

    def click() -> None:
        page.evaluate(f"window.__chosen = {CHOSEN}")
        button.click()

    return click, f"{CHOSEN} !== window.__chosen"


def play_a_few_moves(page: Any, board: Any, lang: str) -> None:
    """Roll, choose a die by clicking it, set it aside: the dice are drawn, the chosen one highlighted, then kept."""
    from playwright.sync_api import expect

    words = {"en": ("Roll the dice", "Set aside the chosen dice"), "de": ("Würfeln", "Gewählte Würfel beiseitelegen")}
    roll, keep = words[lang]
    board.locator("button.widget-button", has_text=roll).first.click(timeout=SLOW_MS)
    expect(board.locator(".bugkit-dice .bugkit-die")).to_have_count(5, timeout=SLOW_MS)
    board.locator(".bugkit-dice button.widget-toggle-button").first.click()
    expect(board.locator(".bugkit-dice .bugkit-chosen")).to_have_count(1, timeout=SLOW_MS)
    board.locator("button.widget-button", has_text=keep).first.click()
    expect(board.locator(".bugkit-kept")).to_have_count(1, timeout=SLOW_MS)  # set aside: drawn apart
    expect(board.locator(".bugkit-dice .bugkit-die")).to_have_count(4, timeout=SLOW_MS)  # the other 4 rolled again


def test_wanzen_tanzen_board_in_voila(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    for width, lang in zip(WIDTHS, ("en", "de", "de"), strict=True):
        page = browser.new_page(viewport={"width": width, "height": 1800})  # the whole board in view
        query = "?lang=de" if lang == "de" else ""
        page.goto(f"{voila_shared}/voila/render/{NOTEBOOK}{query}", timeout=SLOW_MS)
        board = page.locator(".bugkit-board").first
        board.wait_for(state="visible", timeout=SLOW_MS)
        expect(board.locator("summary", has_text="How to play" if lang == "en" else "So geht's")).to_be_visible()
        expect(board.locator(".bugkit-task-card")).to_have_count(1)
        play_a_few_moves(page, board, lang)
        assert pictures_without_text(page) == []
        assert small_controls(page) == []
        assert sideways_scroll(page) == 0, f"sideways scroll at {width} px"
        assert shot(board, f"wanzen_tanzen_{lang}_{width}").stat().st_size < 400_000
        if width == WIDTHS[0]:
            board.locator("select").first.select_option(label="Deutsch")  # the language picker: instructions and board
            expect(board.locator("summary", has_text="So geht's")).to_be_visible(timeout=SLOW_MS)
            expect(board.locator("button.widget-button", has_text="Würfeln").first).to_be_visible()
            expect(board.locator(".bugkit-task-card title", has_text="Aufgabenkarte")).to_have_count(1)
            click_and_wait(page, *probe(page, board))
        page.close()


def test_wanzen_tanzen_board_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    panel = run_all_in_lab(page, lab_url, NOTEBOOK)
    board = panel.locator(".bugkit-board").first
    board.wait_for(state="visible", timeout=SLOW_MS)
    expect(board.locator(".bugkit-task-card")).to_have_count(1, timeout=SLOW_MS)
    play_a_few_moves(page, board, "en")
    click_and_wait(page, *probe(page, board))
    page.close()
