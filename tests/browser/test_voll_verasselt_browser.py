"""Real-browser tests of the Voll verasselt board: in Voila at 1280, 768 and 390 px (no sideways scroll, every picture
with words, 44 px controls, dice drawn as SVG, moves by clicking, the language switch changes the instructions and
the board, screenshots), and in JupyterLab (the play notebook runs; a click redraws the board; its speed:
benchmarks/bench_browser.py)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    ROOT,
    SLOW_MS,
    WIDTHS,
    accept_kernel_dialog,
    click_and_wait,
    pictures_without_text,
    run_all_in_lab,
    screenshot,
    sideways_scroll,
    small_controls,
)

pytestmark = pytest.mark.browser
NOTEBOOK = "13_play_voll_verasselt.ipynb"
CHANGED = "document.querySelector('.bugkit-board').innerHTML.length !== window.__bugkit_before"


def board_shot(page: Any, name: str) -> Path:
    """Return the path of a screenshot of the first board: docs/boards/ with UPDATE_SCREENSHOTS=1, else ARTIFACTS."""
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        path = ROOT / "docs" / "boards" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        size = page.viewport_size
        page.set_viewport_size({"width": size["width"], "height": 2400})  # the whole board drawn, not cut
        page.wait_for_timeout(1000)
        page.locator(".bugkit-board").first.screenshot(path=str(path), animations="disabled")
        page.set_viewport_size(size)
        return path
    return screenshot(page, name)


def toggle_die_one(board: Any) -> None:
    """Click the button of die 1 (mark it, or unmark it)."""
    board.locator("button.widget-button", has_text="1: ").first.click()


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a click that redraws the board (mark or unmark die 1) and the JavaScript that sees the redraw."""
    return (lambda: toggle_die_one(board)), CHANGED


def test_voll_verasselt_board_in_voila(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    for width, lang in zip(WIDTHS, ("en", "de", "de"), strict=True):
        page = browser.new_page(viewport={"width": width, "height": 1000})
        page.goto(f"{voila_shared}/voila/render/{NOTEBOOK}?lang={lang}", timeout=SLOW_MS)
        board = page.locator(".bugkit-board").first
        board.locator(".bugkit-die").first.wait_for(state="visible", timeout=SLOW_MS)
        expect(board.locator(".bugkit-die")).to_have_count(7)  # the 7 dice, each an SVG
        assert board.locator(".bugkit-card").count() >= 10 + 2 * 4 + 2  # hub, front yards, heaps (and the pile)
        title = "How to play" if lang == "en" else "So geht's"
        expect(board.locator("summary", has_text=title)).to_be_visible()
        assert pictures_without_text(page) == []
        assert small_controls(page) == []
        scroll = sideways_scroll(page)
        print(f"voll_verasselt voila {width}px {lang}: sideways scroll {scroll} px")
        if width >= 768:
            assert scroll == 0
        if width == 1280:
            expect(board.locator("svg[aria-label='Die 1: bars (marked to roll)']")).to_have_count(1)
            toggle_die_one(board)  # unmark die 1: the drawn die changes too
            expect(board.locator("svg[aria-label='Die 1: bars']")).to_have_count(1, timeout=SLOW_MS)
            click_and_wait(page, *probe(page, board))
            board.locator("button.widget-button", has_text="Roll the marked dice").first.click()
            expect(board.locator(".widget-html", has_text="Player 1 rolls").first).to_be_visible(timeout=SLOW_MS)
            board_shot(page, f"voll_verasselt_{lang}_{width}")
            board.locator("select").first.select_option(label="Deutsch")
            expect(board.locator("summary", has_text="So geht's")).to_be_visible(timeout=SLOW_MS)
            expect(board.locator("svg[aria-label^='Würfel 1: ']")).to_have_count(1, timeout=SLOW_MS)
            expect(board.locator(".widget-html", has_text="Asseltreff").first).to_be_visible()
        else:
            board_shot(page, f"voll_verasselt_{lang}_{width}")
        page.close()


def test_voll_verasselt_board_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, NOTEBOOK)
    board = panel.locator(".bugkit-board").first
    board.locator(".bugkit-die").first.wait_for(state="visible", timeout=SLOW_MS)
    expect(board.locator(".bugkit-die")).to_have_count(7)
    accept_kernel_dialog(page)
    board.locator("button.widget-button", has_text="Show the odds").first.click()
    expect(board.locator(".widget-html", has_text="With these dice you bug up in").first).to_be_visible(
        timeout=SLOW_MS)
    accept_kernel_dialog(page)
    click_and_wait(page, *probe(page, board))
    path = screenshot(page, "voll_verasselt_lab")
    assert path.stat().st_size > 10_000
    page.close()
