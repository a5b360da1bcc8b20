"""App mode: every play notebook runs in Voila with no code showing, and a few moves can be played by tapping.

One Voila server (it serves a copy of the whole notebooks/ folder) is shared by all games of this module.
The play notebooks are found by globbing, so a new ``1N_play_<game>.ipynb`` is covered automatically: every board
is the shared table, so one check fits all: tap what the first board offers (a piece, else an action) three times
and see the board change each time. Each game's own browser test plays it move by move.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import bugkit

from .conftest import (
    NEXT_CHOICES,
    ROOT,
    SLOW_MS,
    axe_problems,
    crowded_cells,
    cut_words,
    picture_words,
    replay_on_projector,
    screenshot,
    settle,
    sideways_scroll,
    small_words,
    table_draws,
    wait_for_redraw,
)

pytestmark = pytest.mark.browser

PLAY_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))

PROJECTOR_PX = 20  # the smallest words of a board in projector mode (its status line is 32 px; a tablet's words 13 px)
TABLET_SCORES_PX = 16  # the smallest words of the scores under a board on a tablet (body text)
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


# the first board's table: a piece one can tap, else an action one can press
TOUCH_JS = """(index) => {
  const table = document.querySelectorAll('.bugkit-board')[index]?.querySelector('.bugkit-table');
  const target = table && (table.querySelector('button.bugkit-tappable')
                           || table.querySelector('button.bugkit-action:not([aria-disabled])'));
  return target ? target.dataset.id : null;
}"""


def play_by_touch(page: Any, index: int = 0, moves: int = 3) -> None:
    """Make ``moves`` moves on board ``index`` by tapping what it offers (a piece, else an action) and check that
    each tap changes the board (its status line or its table) and explains nothing as an error."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    board = page.locator(".bugkit-board").nth(index)
    for _ in range(moves):
        for _ in range(20):
            page.wait_for_function(TOUCH_JS, arg=index, timeout=TIMEOUT)  # the human's turn (bots play by themselves)
            target = page.evaluate(TOUCH_JS, index)
            before = board.inner_text() + board.locator(".bugkit-table").inner_html()
            try:
                board.locator(f'.bugkit-table button[data-id="{target}"]').first.click(timeout=10_000)
                break
            except PlaywrightTimeout:
                # the board moved on before the tap landed (CI: a Kakerlakentanz call ran out of time while the
                # click waited, and its button stayed disabled until "Next"): look again for what it offers now
                continue
        else:
            raise AssertionError(f"no tap on board {index} landed in 20 tries")
        for _ in range(40):
            if board.inner_text() + board.locator(".bugkit-table").inner_html() != before:
                break
            page.wait_for_timeout(250)
        else:
            raise AssertionError(f"tapping {target!r} did not change the board")
        assert "Traceback" not in board.inner_text()


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_play_notebook_in_app_mode(browser: Any, voila_shared: str, shared_notebooks: Path,
                                   notebook: str) -> None:
    base, nbdir = voila_shared, shared_notebooks
    game = game_of(notebook)
    page = open_app(browser, base, notebook)
    try:
        assert_no_code_shown(page, nbdir / notebook)
        # the game first and only: one board, no second board and no printed lines of code demos under it (those
        # are in 50_inside_the_games, for teachers)
        assert page.locator(".bugkit-board").count() == 1
        assert page.locator("[data-mime-type='application/vnd.jupyter.stdout']").count() == 0
        play_by_touch(page)
        assert screenshot(page, f"{game}_voila").stat().st_size > 10_000
    finally:
        page.close()


def letters(words: list[tuple[str, float]]) -> list[tuple[str, float, str]]:
    """Return each letter of the pictures' ``words`` (their spaces and hyphens left out, where a line may break) with
    its size and its words."""
    return [(char, size, text) for text, size in words for char in text if char not in " -"]


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_words_fit_on_every_board_at_every_width_and_on_a_projector(browser: Any, voila_shared: str,
                                                                    notebook: str) -> None:
    """Issue 21, "words fit": no label, button or heading of a board is cut at 390, 768 or 1280 px (settings and
    the save panel unfolded), nor in projector mode, where every word outside the pictures is at least 20 px (large
    print for the back of a classroom: the scores were 13 px) and no word inside a picture is smaller than on a
    tablet; on a tablet the scores' words are at least 16 px (they were 13 px); no two cells of a table stand
    closer than 8 px (Kakerlakentanz's keys read "Flap-Flap flap your arms 3 / f"); the page never scrolls
    sideways; the focus ring of every button on the table shows whole (the board clips sideways: the leftmost
    pieces' rings were cut by 6 px)."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{voila_shared}/voila/render/{notebook}", wait_until="domcontentloaded", timeout=TIMEOUT)
        page.wait_for_function(TOUCH_JS, arg=0, timeout=TIMEOUT)
        board = page.locator(".bugkit-board").first
        headers = board.locator(".jupyter-widget-Collapse-header")
        for i in range(headers.count()):  # the settings and the save panel
            headers.nth(i).click()
        page.wait_for_timeout(300)
        for width in (390, 768, 1280):
            page.set_viewport_size({"width": width, "height": 1024})
            page.wait_for_timeout(300)
            assert cut_words(page) == [], (width, cut_words(page))
            assert crowded_cells(page) == [], (width, crowded_cells(page))
            assert sideways_scroll(page) <= 2, width
        page.keyboard.press("Shift")  # keyboard use: a focused button shows its ring (:focus-visible)
        assert page.evaluate(CUT_RINGS) == []
        page.set_viewport_size({"width": 768, "height": 1024})
        page.wait_for_timeout(300)
        # on a tablet the scores, a game's own words (Voll verasselt's odds, shown; Würfel-WG's advisor), the log,
        # the notes under the board (open) and the settings and save panel are body text, 16 px (they were the
        # widgets' 13 px)
        for details in board.locator(".bugkit-below details").all():
            details.evaluate("d => { d.open = true; }")
        for button in board.locator(".bugkit-aside button:visible").all():  # "Show the odds", "Advise me"
            button.click()
        page.wait_for_timeout(300)
        for part in (".bugkit-scores", ".bugkit-aside", ".bugkit-log", ".bugkit-below",
                     ".jupyter-widget-Collapse-contents"):
            assert small_words(page, TABLET_SCORES_PX, f".bugkit-board {part}") == [], part
        tablet = picture_words(page)
        board.locator(".bugkit-projector-switch").first.click()
        page.set_viewport_size({"width": 1280, "height": 720})
        page.wait_for_timeout(300)
        assert "bugkit-projector" in (board.get_attribute("class") or "")
        assert cut_words(page) == [], ("projector", cut_words(page))
        assert crowded_cells(page) == [], ("projector", crowded_cells(page))
        assert small_words(page, PROJECTOR_PX) == []  # the scores, the log, every line of words: large print
        # the words inside the pictures (a count, a card's name) are nowhere smaller on a projector than on a tablet:
        # Wanzen tanzen's card and middle shrank into the projector's 84 px squares ("Punkte" 12 -> 8.4 px); letter
        # by letter, since a card may be drawn in another shape there (Würfel-WG's middle: its names wrap otherwise)
        projected = letters(picture_words(page))
        assert [c for c, _, _ in projected] == [c for c, _, _ in letters(tablet)]
        shrunk = [(w, round(t, 1), round(p, 1)) for (_, t, w), (_, p, _) in zip(letters(tablet), projected, strict=True)
                  if p < t - 0.25]
        assert shrunk == [], shrunk
    finally:
        context.close()


# what of a board ends under the screen: its status, every table zone and action, the scores and each row of their
# first table (Voll verasselt's scores are no box on a wide projector, and its players' places, drawn in tables below
# them, stand across the board under the first screen there too)
LOW_PARTS_JS = """(height) => {
    const board = document.querySelector('.bugkit-board'), low = [];
    const scores = board.querySelector('.bugkit-scores table');
    for (const e of [...board.querySelectorAll('.bugkit-status, .bugkit-table [data-zone], .bugkit-table-actions, '
                                               + '.bugkit-scores'),
                     ...(scores ? scores.querySelectorAll('tr') : [])]) {
        const r = e.getBoundingClientRect();
        if (r.height > 0 && (r.top < 0 || r.bottom > height)) {
            low.push(`${e.dataset.zone || e.className} "${e.innerText.slice(0, 30)}": ${Math.round(r.top)} to `
                     + `${Math.round(r.bottom)} px`);
        }
    }
    return low;
}"""


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_a_1024x768_projector_shows_the_board_as_a_1280_one(browser: Any, voila_shared: str, notebook: str) -> None:
    """A 1024x768 projector, with the most players the game has: the board stands as on a 1280 px projector at
    1024 / 1280 of its size, so that its pieces are as large on the wall, and the status, the table and every
    player's score are in the first screen, with no sideways scroll and axe clean (unzoomed, one column ended the
    scores under 768 px on every board)."""
    from bugkit.ui.draw import NARROW_PROJECTOR_ZOOM

    spec = bugkit.GAMES[game_of(notebook)]
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{voila_shared}/voila/render/{notebook}?lang=de", wait_until="domcontentloaded", timeout=TIMEOUT)
        board = page.locator(".bugkit-board").first
        board.locator(".bugkit-table button").first.wait_for(state="visible", timeout=TIMEOUT)
        replay_on_projector(page, board, 1, "de", players=spec.max_players)
        page.wait_for_timeout(300)
        settle(page)
        assert page.evaluate(LOW_PARTS_JS, 768) == []
        assert page.evaluate("window.scrollY") == 0 and sideways_scroll(page) == 0
        assert board.evaluate("b => getComputedStyle(b).zoom") == f"{NARROW_PROJECTOR_ZOOM:g}"
        assert axe_problems(page) == []
        screenshot(page, f"projector_1024_{game_of(notebook)}")
    finally:
        context.close()


# the table's buttons whose focus ring the board cuts off at its sides (each button focused in turn), as texts
CUT_RINGS = """() => {
    const out = [];
    for (const b of document.querySelectorAll('.bugkit-board .bugkit-table button')) {
        if (!b.offsetParent) continue;
        b.focus();
        const s = getComputedStyle(b);
        if (!b.matches(':focus-visible') || s.outlineStyle === 'none') {
            out.push(`${b.dataset.id}: no focus ring`);
            continue;
        }
        const reach = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset), r = b.getBoundingClientRect();
        for (let a = b.parentElement; a; a = a.parentElement) {
            if (getComputedStyle(a).overflowX === 'visible') continue;
            const clip = a.getBoundingClientRect();
            if (r.left - reach < clip.left - 0.5 || r.right + reach > clip.right + 0.5) {
                out.push(`${b.dataset.id}: its ring reaches ${Math.round(r.left - reach)} to `
                         + `${Math.round(r.right + reach)} px, the board shows ${Math.round(clip.left)} to `
                         + `${Math.round(clip.right)} px`);
            }
            break;
        }
    }
    return out;
}"""
# the id of what a child taps next on the first board (conftest.NEXT_CHOICES), or null
NEXT_JS = """() => {
    const table = document.querySelector('.bugkit-board .bugkit-table');
    if (!table) return null;
    const order = ORDER;
    for (const sel of order) {
        const found = table.querySelector(sel);
        if (found) return found.dataset.id;
    }
    return null;
}""".replace("ORDER", json.dumps(NEXT_CHOICES))
FIRST_SCREEN_JS = """(height) => {
    const board = document.querySelector('.bugkit-board');
    const parts = [board.querySelector('.bugkit-status'),
                   board.querySelector('.bugkit-table button.bugkit-tappable'),
                   board.querySelector('.bugkit-table button.bugkit-action:not([aria-disabled])')];
    const low = parts.filter(e => e).map(e => e.getBoundingClientRect().bottom).filter(b => b > height);
    return {scrollY: window.scrollY, low};
}"""
OVER = "Game over|Spiel aus|Spiel ist aus"  # the status line at the end, in both languages
# a timed game (Kakerlakentanz) by blind taps never ends: its own test plays rounds
WHOLE_GAMES = [n for n in PLAY_NOTEBOOKS if not any(spec.timed and spec.name in n for spec in bugkit.GAMES.values())]


@pytest.mark.parametrize("screen", [(768, 1024), (1024, 768)], ids=["portrait", "landscape"])
@pytest.mark.parametrize("notebook", WHOLE_GAMES)
def test_a_whole_game_by_touch_with_the_first_screen_rule(browser: Any, voila_shared: str, notebook: str,
                                                          screen: tuple[int, int]) -> None:
    """Issue 21: a whole game on a tablet held upright (768x1024) and sideways (1024x768), by tapping what the board
    offers (bots at pace 0): after every tap the status line, the pieces to choose among and the main action are in
    the first screen."""
    from playwright.sync_api import Error

    width, height = screen
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{voila_shared}/voila/render/{notebook}", wait_until="domcontentloaded", timeout=TIMEOUT)
        page.wait_for_function(TOUCH_JS, arg=0, timeout=TIMEOUT)
        board = page.locator(".bugkit-board").first
        board.locator(".jupyter-widget-Collapse-header").first.tap()  # the settings: bots at once (pace 0)
        board.locator(".bugkit-pace select").select_option(label="0 s")
        board.locator(".jupyter-widget-Collapse-header").first.tap()
        page.evaluate("window.scrollTo(0, 0)")
        status = board.locator(".bugkit-status")
        for _ in range(600):
            if re.search(OVER, status.inner_text()):
                break
            try:  # something to tap, or the end (the status line is a widget of its own: it may come later)
                page.wait_for_function(f"() => /{OVER}/.test(document.querySelector('.bugkit-status').innerText) "
                                       f"|| ({NEXT_JS})() !== null", timeout=60_000)
            except Error as exc:
                screenshot(page, f"stuck_{game_of(notebook)}")
                raise AssertionError(f"nothing to tap for 60 s: {status.inner_text()!r}") from exc
            if re.search(OVER, status.inner_text()):
                break
            where = page.evaluate(FIRST_SCREEN_JS, height)
            assert where == {"scrollY": 0, "low": []}, (status.inner_text(), where)
            target = page.evaluate(NEXT_JS)
            handle = page.evaluate_handle(f"() => document.querySelector('.bugkit-board .bugkit-table "
                                          f"button[data-id=\"{target}\"]')").as_element()
            if target is None or handle is None:  # redrawn meanwhile: look again
                continue
            draws = table_draws(page)
            try:
                handle.tap()
            except Error as exc:  # the piece left the table just then (a bot's move): look again
                assert "not attached" in str(exc), exc
                continue
            wait_for_redraw(page, draws, TIMEOUT)
            assert "Traceback" not in board.inner_text()
        else:
            raise AssertionError(f"no end after 600 taps: {status.inner_text()}")
    finally:
        context.close()
