"""Real-browser tests of the Würfel-WG board: in Voila at 1280, 768 and 390 px (no sideways scroll, every picture
with words, 44 px controls, the dice drawn as SVG, moves by clicking, the language switch, click latency), and the
play notebook in JupyterLab (park a die, re-roll, latency)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    SLOW_MS,
    WIDTHS,
    accept_kernel_dialog,
    click_and_wait,
    pictures_without_text,
    run_all_in_lab,
    screenshot,
    settle,
    sideways_scroll,
    small_controls,
)

pytestmark = pytest.mark.browser

TIMEOUT = SLOW_MS  # Voila runs the notebook on every page load: a page can take minutes on a loaded machine
DOCS = Path(__file__).resolve().parents[2] / "docs" / "boards"
CHOSEN_JS = "document.querySelectorAll('.bugkit-board .bugkit-dice .bugkit-chosen').length"


def board_shot(board: Any, name: str) -> None:
    """Save a picture of the board: into docs/boards/ with UPDATE_SCREENSHOTS=1, else under ARTIFACTS."""
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        board.screenshot(path=str(DOCS / f"{name}.png"), type="png")
    else:
        board.screenshot(path=str(screenshot(board.page, name).with_name(f"{name}_board.png")))


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a click on the first die's toggle and the JavaScript that sees the drawn dice show the change."""
    die = board.locator("button.bugkit-die-button").first

    def click() -> None:
        before = page.evaluate(CHOSEN_JS)
        page.evaluate(f"window.__wg_want = {1 - min(before, 1)}")
        accept_kernel_dialog(page)  # JupyterLab's late 'Select Kernel' dialog would swallow the click
        die.click()

    return click, f"{CHOSEN_JS} === window.__wg_want"


def test_the_board_in_voila_at_three_widths(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(f"{voila_shared}/voila/render/15_play_wuerfel_wg.ipynb?lang=de", wait_until="domcontentloaded",
              timeout=TIMEOUT)
    board = page.locator(".bugkit-board").first
    reroll = board.locator("button.widget-button", has_text="Markierte parken, Rest neu würfeln").first
    reroll.wait_for(state="visible", timeout=TIMEOUT)
    # replay game number 3 (a fresh random game could end the turn at once after the re-roll below)
    board.locator(".widget-text", has_text="Spielnummer").locator("input").first.fill("3")
    board.locator("button.widget-button", has_text="Neues Spiel").first.click()
    expect(board).to_contain_text(re.compile(r"Spiel Nummer 3(?!\d)"), timeout=SLOW_MS)
    expect(board).to_contain_text("So geht's")
    expect(board).not_to_contain_text("How to play")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 1400})
        settle(page)
        assert sideways_scroll(page) == 0, width  # also at 390 px (phones)
        assert pictures_without_text(page) == [], width
        assert small_controls(page) == [], width
        toggles = board.locator("button.bugkit-die-button:visible").count()
        assert board.locator(".bugkit-dice .bugkit-die").count() == toggles > 0
        assert board.locator(".bugkit-wg svg").count() >= 8  # four room cards per flat-share
        assert board.locator("svg.bugkit-card").count() >= 13  # rooms, the five stacks and the items
        if width == 768:
            board_shot(board, "wuerfel_wg_de_768")
        if width == 390:
            board_shot(board, "wuerfel_wg_de_390")
    page.set_viewport_size({"width": 1280, "height": 1400})
    click_and_wait(page, *probe(page, board))
    # a move by clicking: choose the first die to park and re-roll
    if page.evaluate(CHOSEN_JS) == 0:
        board.locator("button.bugkit-die-button").first.click()
    expect(board.locator(".bugkit-dice .bugkit-chosen")).to_have_count(1, timeout=SLOW_MS)
    reroll.click()
    expect(board).to_contain_text(re.compile(r"Spieler 1 parkt .+ und würfelt neu"), timeout=SLOW_MS)
    expect(board.locator(".bugkit-dice [aria-label='Geparkte Würfel']")).to_have_count(1, timeout=SLOW_MS)
    # the language switch changes the instructions and the board
    board.locator("select").first.select_option(label="English")
    expect(board).to_contain_text("How to play", timeout=SLOW_MS)
    expect(board).not_to_contain_text("So geht's")
    expect(board.locator(".bugkit-dice [aria-label='Parked dice']")).to_have_count(1, timeout=SLOW_MS)
    board_shot(board, "wuerfel_wg_en_1280")
    page.close()


def test_play_wuerfel_wg_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "15_play_wuerfel_wg.ipynb")
    board = panel.locator(".bugkit-board").first
    reroll = board.locator("button.widget-button", has_text="Markierte parken, Rest neu würfeln").first
    reroll.wait_for(state="visible", timeout=SLOW_MS)
    expect(board.locator(".widget-html", has_text="Zufallsspiel").first).to_be_visible(timeout=SLOW_MS)
    accept_kernel_dialog(page)  # a late 'Select Kernel' dialog on a busy machine would swallow the clicks
    click_and_wait(page, *probe(page, board))
    if page.evaluate(CHOSEN_JS) == 0:
        board.locator("button.bugkit-die-button").first.click()
    reroll.click()
    parked = board.locator(".widget-html", has_text=re.compile(r"Spieler 1 parkt .+ und würfelt neu")).first
    expect(parked).to_be_visible(timeout=SLOW_MS)
    assert screenshot(page, "wuerfel_wg_lab").stat().st_size > 10_000
    page.close()
