"""App mode: every play notebook runs in Voila with no code showing, and a few moves can be played by clicking.

One Voila server (it serves a copy of the whole notebooks/ folder) is shared by all games of this module.
The play notebooks are found by globbing, so a new ``1N_play_<game>.ipynb`` is covered automatically: by the
generic check (click enabled buttons until the board's text changes) until it gets a row in ``MOVES``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, SLOW_MS, screenshot

pytestmark = pytest.mark.browser

PLAY_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))

# Per-game knowledge: which widget board (index of the code cell on the page) and which clicks, each with the
# text the board must show afterwards (None: the click only changes a look, e.g. marks a die). Wanzen tanzen and
# Würfel-WG start a fresh random game on every page, so they get the generic check here; their own browser tests
# play them move by move in Voila at three widths.
MOVES: dict[str, tuple[int, list[tuple[str, str | None]]]] = {
    "ungeziffer": (0, [("button.bugkit-action:has-text('Roll the dice')", "the target is"),
                       ("button.bugkit-piece[aria-label='Tile 1, face down']", "turns tile 1")]),
    "voll_verasselt": (0, [("button.widget-button:has-text('Show the odds')", "you bug up in"),
                           ("button.widget-button:has-text('Roll the marked dice')", "Player 1 rolls all 7 dice")]),
    # the first board is the timed game (a fresh game each time): it waits for Start, then shows my card
    "kakerlakentanz": (0, [("button.widget-button:has-text('Start')", "Your card")]),
    # a fresh random game (German by default): tap the first die to park it, then re-roll the others
    "wuerfel_wg": (0, [(".bugkit-table [data-zone='dice'] button.bugkit-piece", None),
                       ("button.bugkit-action:has-text('Die anderen neu würfeln')", "und würfelt neu")]),
}
# The generic fallback is also run on these boards (game -> board index), so it is itself tested without an extra page.
GENERIC_ALSO = {"ungeziffer": 1}
# an enabled button of ipywidgets or of the shared table (its actions are native buttons, aria-disabled when off)
ENABLED = "button.widget-button:enabled, button.bugkit-action:not([aria-disabled='true'])"
TIMEOUT = SLOW_MS  # Voila runs the notebook on every page load: a page can take minutes on a loaded machine


def game_of(notebook: str) -> str:
    """Return the game name in a play notebook's file name (``11_play_ungeziffer.ipynb`` -> ``ungeziffer``)."""
    return notebook.removesuffix(".ipynb").split("_play_", 1)[1]


def open_app(browser: Any, base: str, notebook: str) -> Any:
    """Return a page showing ``notebook`` in Voila once its first widget button is visible."""
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(f"{base}/voila/render/{notebook}", wait_until="domcontentloaded", timeout=TIMEOUT)
    page.locator(".jupyter-widgets button").first.wait_for(state="visible", timeout=TIMEOUT)
    return page


def code_lines(path: Path) -> list[str]:
    """Return the distinctive source lines (15+ characters) of the notebook's code cells."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = ("".join(c["source"]).splitlines() for c in cells if c["cell_type"] == "code")
    return [line.strip() for cell in lines for line in cell if len(line.strip()) >= 15]


def assert_no_code_shown(page: Any, path: Path) -> None:
    """Fail if Voila shows an input area, an editor, a prompt, a cell's source or an execution error."""
    n_code = sum(c["cell_type"] == "code" for c in json.loads(path.read_text(encoding="utf-8"))["cells"])
    assert page.locator(".jp-CodeCell").count() == n_code, "not every code cell was rendered"
    assert page.locator(".jp-CodeCell.jp-mod-noInput").count() == n_code, "a code cell shows its input"
    for selector in (".jp-InputArea-editor", ".cm-editor", ".CodeMirror", ".jp-InputPrompt",
                     ".jp-CodeCell .jp-Cell-inputWrapper"):
        assert page.locator(selector).count() == 0, f"{selector} is shown"
    shown = "\n".join(page.locator(".jp-CodeCell").all_inner_texts())
    leaked = [line for line in code_lines(path) if line in shown]
    assert not leaked, f"source lines shown: {leaked}"
    text = page.locator("body").inner_text()
    assert "There was an error when executing cell" not in text and "Traceback" not in text


def wait_text_change(page: Any, board: Any, before: str, timeout_ms: int) -> bool:
    """Return whether the board's text differs from ``before`` within ``timeout_ms``."""
    for _ in range(max(1, timeout_ms // 250)):
        if board.inner_text() != before:
            return True
        page.wait_for_timeout(250)
    return False


def play_known(page: Any, game: str) -> None:
    """Play the clicks of ``MOVES[game]`` and check each expected text and that the board's text changed."""
    from playwright.sync_api import expect

    index, steps = MOVES[game]
    board = page.locator(".jp-CodeCell").nth(index)
    board.locator(steps[0][0]).first.wait_for(state="visible", timeout=TIMEOUT)
    start = board.inner_text()
    for selector, expected in steps:
        board.locator(selector).first.click(timeout=SLOW_MS)
        if expected is not None:
            expect(board).to_contain_text(expected, timeout=SLOW_MS)
            assert expected not in start, f"{expected!r} was already shown before the moves"
    assert board.inner_text() != start
    board.scroll_into_view_if_needed()


def play_generic(page: Any, board: Any = None, tries: int = 6) -> None:
    """Click the enabled widget buttons of a board in turn until its text changes; fail if none does.

    The board defaults to the first one with an enabled button. (The first enabled button is often 'New game',
    which may show the very same board again.)
    """
    if board is None:
        board = page.locator(".jp-CodeCell").filter(has=page.locator(ENABLED)).first
    buttons = board.locator(ENABLED)
    for i in range(min(tries, buttons.count())):
        before = board.inner_text()
        buttons.nth(i).click(timeout=SLOW_MS)
        if wait_text_change(page, board, before, 3_000):
            return
    raise AssertionError(f"none of the first {tries} enabled buttons changed the board's text")


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_play_notebook_in_app_mode(browser: Any, voila_shared: str, shared_notebooks: Path,
                                   notebook: str) -> None:
    base, nbdir = voila_shared, shared_notebooks
    game = game_of(notebook)
    page = open_app(browser, base, notebook)
    try:
        assert_no_code_shown(page, nbdir / notebook)
        if game in MOVES:
            play_known(page, game)
        else:
            play_generic(page)
        if game in GENERIC_ALSO:
            play_generic(page, page.locator(".jp-CodeCell").nth(GENERIC_ALSO[game]))
        assert screenshot(page, f"{game}_voila").stat().st_size > 10_000
    finally:
        page.close()

