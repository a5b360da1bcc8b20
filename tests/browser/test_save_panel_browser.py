"""The "Save and replay" panel of every play board, as a child uses it in Voila on a 768x1024 touch screen.

One test per board (the games of the class page's ``PLAY_PAGES``), English and German by turns: a move or two (the
bots stopped first, so the position stays as saved; Kakerlakentanz: Start, and the clock runs out), the panel
unfolded, the game saved under a name of its own (the panel says so, the file is a JSON save of that game in
``saves/``), a new game started from the settings, the save loaded again (the board shows the saved position: its
status line, its table as a screen reader reads it, the scores and the log), one move back in the replay (the panel
says which move it shows; Ungeziffer's replay stays closed while its game is not over: the button is disabled and a
line says why), a bad name refused with the panel's words and the board unchanged, and axe-core clean with no
sideways scroll, the panel open. The panel's messages wrap to two or three lines on a tablet: they stood 44 px a line,
spaced like the controls, and read as lines that do not belong together (1.5 now, as in a lesson).
"""

from __future__ import annotations

import contextlib
import importlib
import json
from pathlib import Path
from typing import Any

import pytest

import bugkit
import bugkit.ui.board  # registers the settings' and the panel's titles
from bugkit.classroom.teacher import PLAY_PAGES
from bugkit.core.i18n import t, tn
from bugkit.ui.saving import MAX_NAME, SAVES, moves

from .conftest import (
    NEXT_CHOICES,
    PAY_CHOICE,
    SLOW_MS,
    axe_problems,
    cut_words,
    open_first_board,
    replay,
    screenshot,
    settle,
    sideways_scroll,
    small_controls,
    table_draws,
    wait_for_redraw,
)

pytestmark = pytest.mark.browser

TABLET = {"width": 768, "height": 1024}
SAME_MS = 30_000  # the board shows a loaded position well within this (a failure then says what differs)
NEXT_JS = f"""() => {{
    const table = document.querySelector('.bugkit-board .bugkit-table');
    for (const sel of {json.dumps(NEXT_CHOICES)}) {{
        const found = table && table.querySelector(sel);
        if (found) return found.dataset.id;
    }}
    return null;
}}"""
# what the first board's table shows, as a child's screen reader reads it (not how it is drawn: a die just rolled is
# wrapped for its animation, the same die loaded is not): each zone's and each piece's name, and whether it can be
# tapped, one line each
TABLE_JS = """() => [...document.querySelectorAll('.bugkit-board .bugkit-table :is([data-zone], button)')]
    .map(e => [e.dataset.zone ? 'zone' : e.dataset.id, e.getAttribute('aria-label') || e.textContent.trim(),
               e.classList.contains('bugkit-tappable') ? 'tappable' : '',
               e.getAttribute('aria-disabled') === 'true' || e.disabled ? 'disabled' : ''].join(' | ')).join('\\n')"""
# the words of the open save panel (its messages and its note) set with more than 1.5 times their size between lines,
# with that spacing: a message of several lines spaced like the 44 px controls reads as lines that do not belong
# together
SPREAD_LINES_JS = """(panel) => [...panel.querySelectorAll('.widget-html-content')]
    .filter(e => e.offsetParent && e.textContent.trim())
    .map(e => [e.textContent.trim().slice(0, 40), getComputedStyle(e)])
    .filter(([, s]) => parseFloat(s.lineHeight) > 1.5 * parseFloat(s.fontSize))
    .map(([text, s]) => `${text}: ${s.lineHeight} lines for ${s.fontSize} words`)"""
for _game in bugkit.GAMES:  # every board's words (a timed board's "Ready? Tap Start.")
    importlib.import_module(f"bugkit.{_game}.labels")
# (notebook, game, the page's language): English and German by turns
BOARDS = [(notebook, next(name for name, spec in bugkit.GAMES.items() if spec.title == title), ("de", "en")[i % 2])
          for i, (notebook, title) in enumerate(PLAY_PAGES)]


def position(page: Any, board: Any) -> tuple[str, str, str, str]:
    """Return what the board shows of its game: the status line's words, the table (``TABLE_JS``), the scores' and
    the log's words."""
    return (board.locator(".bugkit-status").inner_text(), page.evaluate(TABLE_JS),
            board.locator(".bugkit-scores").inner_text(), board.locator(".bugkit-log").last.inner_text())


def first_difference(a: str, b: str, around: int = 150) -> str:
    """Return where ``a`` and ``b`` first differ: the words of each around that place, or "" if they are equal."""
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return "" if a == b else f"...{a[max(0, at - around):at + around]}... / ...{b[max(0, at - around):at + around]}..."


def play_a_little(page: Any, board: Any, game: str, lang: str) -> None:
    """Make the board's game go on by a move or two, as a child does, and return once it stands still: a timed game
    is started and its clock runs out (the board waits for Start again); on any other board the bots are stopped
    first (Settings), then the child taps what the table offers (``NEXT_CHOICES``) twice."""
    from playwright.sync_api import expect

    status = board.locator(".bugkit-status")
    if bugkit.GAMES[game].timed:
        board.locator(".bugkit-table .bugkit-action[data-id='start']").tap()
        expect(status).not_to_have_text(t(f"{game}.ready", lang), timeout=SLOW_MS)
        expect(status).to_have_text(t(f"{game}.ready", lang), timeout=SLOW_MS)  # the child said nothing
        return
    settings = board.locator(".jupyter-widget-Collapse-header", has_text=t("ui.settings", lang))
    settings.tap()
    board.get_by_label(t("ui.bot_pause", lang)).check()
    settings.tap()
    for _ in range(2):
        page.wait_for_function(NEXT_JS, timeout=SLOW_MS)
        target = page.evaluate(NEXT_JS)
        draws = table_draws(page)
        board.locator(f".bugkit-table button[data-id='{target}']").first.tap()
        wait_for_redraw(page, draws)
    # Würfel-WG: the second tap may have chosen a card with several ways to pay (the way is the rest of that move,
    # and a save holds whole moves only: the card alone is not saved); then a turn that ended by itself stays on
    # screen until the child taps "OK, go on" (the game has gone on: the save holds that)
    for follow_up in (PAY_CHOICE, "button.bugkit-action[data-id='ok']"):
        button = board.locator(f".bugkit-table {follow_up}")
        if button.count():
            draws = table_draws(page)
            button.first.tap()
            wait_for_redraw(page, draws)
    settle(page)


def assert_shows(page: Any, board: Any, shown: tuple[str, str, str, str]) -> None:
    """Assert the board comes to show ``shown`` (``position``) within SAME_MS."""
    from playwright.sync_api import Error, expect

    expect(board.locator(".bugkit-status")).to_have_text(shown[0], timeout=SAME_MS)
    with contextlib.suppress(Error):  # (said below)
        page.wait_for_function(f"seen => ({TABLE_JS})() === seen", arg=shown[1], timeout=SAME_MS)
    now = position(page, board)
    assert now == shown, [first_difference(a, b) for a, b in zip(shown, now, strict=True)]


def assert_leaves(page: Any, board: Any, shown: tuple[str, str, str, str]) -> None:
    """Assert the board comes to show something else than ``shown`` (``position``) within SAME_MS."""
    for _ in range(SAME_MS // 100):
        if position(page, board) != shown:
            settle(page)
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"the board still shows {shown}")


@pytest.mark.parametrize(("notebook", "game", "lang"), BOARDS, ids=[f"{g}-{lang}" for _, g, lang in BOARDS])
def test_a_child_saves_loads_and_replays_a_game(browser: Any, voila_shared: str, shared_notebooks: Path,
                                                notebook: str, game: str, lang: str) -> None:
    """Save, new game, load, one move back, a bad name: the panel's words and the board after each, on a tablet."""
    from playwright.sync_api import expect

    name = f"browser_{game}_{lang}.json"
    saved = shared_notebooks / SAVES / name
    saved.unlink(missing_ok=True)  # (a test run again in the same folder)
    context, page, board = open_first_board(browser, f"{voila_shared}/voila/render/{notebook}?lang={lang}", TABLET,
                                            ".bugkit-table .bugkit-action >> nth=0")
    try:
        play_a_little(page, board, game, lang)
        before_save = position(page, board)
        title = page.locator(".jupyter-widget-Collapse-header", has_text=t("board.save_title", lang))
        panel = board.locator(".jupyter-widget-Collapse", has=title)
        panel.locator(".jupyter-widget-Collapse-header").tap()
        file_box = panel.get_by_label(t("save.file", lang), exact=True)
        expect(file_box).to_be_visible(timeout=SLOW_MS)
        settle(page)
        # every control of the open panel whole, tall enough for a finger, and in the window's width
        assert cut_words(page, ".bugkit-board .jupyter-widget-Collapse-contents") == []
        assert small_controls(page, ".bugkit-board .jupyter-widget-Collapse-contents") == []
        box = file_box.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= TABLET["width"], box
        # the replay's "◀ one move back", slider and "one move on ▶" on one line (the last one wrapped alone)
        replay_row = [panel.locator("button.widget-button", has_text=t("save.back", lang)),
                      panel.locator(".widget-slider").first,
                      panel.locator("button.widget-button", has_text=t("save.forward", lang))]
        boxes = [part.bounding_box() for part in replay_row]
        middles = [b["y"] + b["height"] / 2 for b in boxes if b is not None]
        assert len(middles) == 3 and max(middles) - min(middles) < 22, boxes  # (a line wrapped is 44 px lower)

        # save: the panel says how many moves went where, and the file is this game's save with those moves
        file_box.fill(name)
        panel.locator("button.widget-button", has_text=t("save.save", lang)).tap()
        expect(panel).to_contain_text(f"{SAVES}/{name}", timeout=SLOW_MS)
        text = saved.read_text(encoding="utf-8")
        state = bugkit.load(text)
        n, kind = moves(state), state.GAME
        assert kind == json.loads(text)["game"] == game and n >= 1
        assert tn("save.saved", n, lang, path=f"{SAVES}/{name}") in panel.inner_text()
        assert position(page, board) == before_save  # saving changes nothing on the board

        # a new game from the settings, then the save loaded: the saved position again
        replay(board, 1, lang)
        board.locator(".jupyter-widget-Collapse-header", has_text=t("ui.settings", lang)).tap()  # folded again
        assert position(page, board) != before_save
        file_box.fill(name)
        panel.locator("button.widget-button", has_text=t("save.load", lang)).tap()
        closed = bugkit.GAMES[game].replay_hides_memory  # (and the game not over: a move or two)
        said = "save.loaded_closed" if closed else "save.loaded"
        expect(panel).to_contain_text(tn(said, n, lang, path=f"{SAVES}/{name}"), timeout=SLOW_MS)
        assert_shows(page, board, before_save)

        # one move back: the panel says which move it shows; a memory game's replay stays closed and says why
        back = panel.locator("button.widget-button", has_text=t("save.back", lang))
        if closed:
            expect(back).to_be_disabled()
            expect(panel).to_contain_text(t("save.closed", lang))
        else:
            back.tap()
            expect(panel).to_contain_text(t("save.at", lang, k=n - 1, n=n), timeout=SLOW_MS)
            assert_leaves(page, board, before_save)  # the position before the last move

        # a bad name: the panel's words, and the board as it was (its table not even drawn again)
        shown, draws = position(page, board), table_draws(page)
        file_box.fill("../x.json")
        panel.locator("button.widget-button", has_text=t("save.load", lang)).tap()
        expect(panel).to_contain_text(t("save.bad_name", lang, why=t("save.name_folder", lang, n=MAX_NAME)),
                                      timeout=SLOW_MS)
        settle(page)
        assert position(page, board) == shown and table_draws(page) == draws
        assert panel.evaluate(SPREAD_LINES_JS) == []  # a message of two or three lines reads as one text

        panel.scroll_into_view_if_needed()  # (axe-core judges the contrast of words on the screen only)
        settle(page)
        screenshot(page, f"save_panel_{game}_{lang}")
        assert axe_problems(page) == []
        assert sideways_scroll(page) == 0
    finally:
        context.close()
