"""A tablet's controls a child can use: every choice of a board's settings readable, a number pad for a number.

- A board's settings showed each dropdown as wide as ipywidgets made it, and a native list box cuts what does not
  fit: at 768 px the German seats read "Chancen-Bot (rechnet die Ch…" (Wanzen tanzen), "Schwellen-Bot (hört bei 4
  a…", "perfekte Kakerlake (nie fal…", Ungeziffer's variant "Einsteiger (Plättchen 0–6, grün…". Every dropdown of
  the settings is now as wide as its longest choice (``bugkit.ui.board.fit_choices``).
- The text boxes for a whole number (a board's game number, a lesson's exercise set no., the class-dice counts)
  brought up a tablet's full keyboard; the page's labeller (bugkit.ui.a11y) now gives their ``<input>``
  ``inputmode="numeric"`` (the number pad), in Voila and in JupyterLab, and no other text box.
- A board's status line grew from one line to two and back as a child tapped the dice (Wanzen tanzen at 768 px:
  "Player 1: tap “Set aside 4”, or tap more dice." / "Player 1: tap the dice you want to set aside, or roll them
  again for a baby bug."), and the whole table moved 26 px under the finger at nearly every tap; the status line
  now keeps room for two lines (``bugkit.ui.board.STATUS_CSS``), on a tablet and on a projector (42 px there).
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

import bugkit
from bugkit.core.i18n import t

from .conftest import ROOT, SLOW_MS, cut_choices, goto, open_first_board, run_all_in_lab, settle, tap_and_see

pytestmark = pytest.mark.browser

PLAY_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))
MARKED_MS = 60_000  # the labeller marks a number box as it is drawn: a minute after the box is a failure


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_every_choice_of_a_boards_settings_is_shown_whole_on_a_tablet_in_german(browser: Any, voila_shared: str,
                                                                               notebook: str) -> None:
    game = notebook.removesuffix(".ipynb").split("_play_", 1)[1]
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_shared}/voila/render/{notebook}?lang=de")
        board = page.locator(".bugkit-board").first
        board.locator(".bugkit-table button").first.wait_for(state="visible", timeout=SLOW_MS)
        board.locator(".jupyter-widget-Collapse-header").first.click()
        players = board.get_by_label(t("ui.players", "de"), exact=True)
        players.select_option(str(bugkit.GAMES[game].max_players))  # every seat shown
        board.get_by_label(t("ui.seat", "de", n=bugkit.GAMES[game].max_players)).wait_for(state="visible",
                                                                                          timeout=SLOW_MS)
        settle(page)
        assert board.locator(".bugkit-controls select").count() >= 4  # language, players, two seats at least
        assert cut_choices(page, ".bugkit-board .bugkit-controls") == []
    finally:
        page.close()


# each text box's <input> in the scope: what it takes, and its inputmode
BOXES_JS = """([scope, seed]) => [...document.querySelectorAll(`${scope} .widget-text input`)].map(box => {
    const label = box.labels && box.labels[0] ? box.labels[0].textContent.trim() : '';
    const kind = box.closest('.bugkit-exercise-set') ? 'exercise set'
        : box.closest('.bugkit-classdice-grid') ? 'class-dice count'
        : box.closest('.bugkit-board') && seed.includes(label) ? 'game number' : 'other';
    return [kind, box.getAttribute('inputmode')];
})"""


def number_modes(page: Any, scope: str) -> dict[str, list[str | None]]:
    """Return the ``inputmode`` of the real ``<input>`` of each text box in ``scope``, by what it takes: "game
    number", "exercise set", "class-dice count", or "other" (a file name, an answer, a guess); first waiting until
    the labeller has marked one of them."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with contextlib.suppress(PlaywrightTimeout):  # (else said by the caller's assertions)
        page.wait_for_function("s => document.querySelector(s) !== null", arg=f"{scope} input[inputmode]",
                               timeout=MARKED_MS)
    out: dict[str, list[str | None]] = {"game number": [], "exercise set": [], "class-dice count": [], "other": []}
    for kind, mode in page.evaluate(BOXES_JS, [scope, [t("ui.seed", lang) for lang in ("en", "de")]]):
        out[kind].append(mode)
    return out


def test_in_voila_the_number_boxes_ask_for_the_number_pad_and_no_other_box_does(browser: Any,
                                                                                voila_shared: str) -> None:
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_shared}/voila/render/11_play_ungeziffer.ipynb?lang=de")
        page.locator(".bugkit-board .bugkit-labeller").first.wait_for(state="attached", timeout=SLOW_MS)
        board = number_modes(page, "body")
        goto(page, f"{voila_shared}/voila/render/21_lesson_ungeziffer.ipynb")
        page.locator(".bugkit-exercise").last.wait_for(state="attached", timeout=SLOW_MS)
        page.locator(".bugkit-classdice-grid input").first.wait_for(state="attached", timeout=SLOW_MS)
        guess = page.locator(".bugkit-prediction").first  # exercises 2-5 wait for the first guess: reveal it
        guess.locator("input").first.fill("20 %")
        guess.locator("input").first.press("Enter")
        guess.locator("button").first.click()
        page.wait_for_function("document.querySelectorAll('.bugkit-exercise-set input').length >= 5",
                               timeout=SLOW_MS)
        lesson = number_modes(page, "body")
    finally:
        page.close()
    assert board["game number"] == ["numeric"]
    assert set(board["other"]) == {None}  # the save panel's file name, among others
    assert len(lesson["exercise set"]) >= 5 and set(lesson["exercise set"]) == {"numeric"}
    assert len(lesson["class-dice count"]) >= 6 and set(lesson["class-dice count"]) == {"numeric"}
    assert lesson["other"] and set(lesson["other"]) == {None}  # a guess, an answer, the class dice's file name


def test_in_jupyterlab_the_number_boxes_ask_for_the_number_pad(browser: Any, lab_url: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        run_all_in_lab(page, lab_url, "11_play_ungeziffer.ipynb", ready=".bugkit-board .bugkit-labeller")
        board = number_modes(page, ".jp-NotebookPanel:not(.lm-mod-hidden)")
    finally:
        page.close()
    assert board["game number"] == ["numeric"]
    assert board["other"] and set(board["other"]) == {None}


# the status line's lines of words (its words' height over its line height: not the room kept for it) and where the
# table begins
STATUS_AND_TABLE = """() => {
    const board = document.querySelector('.bugkit-board');
    const words = board.querySelector('.bugkit-status .widget-html-content');
    const range = document.createRange();
    range.selectNodeContents(words);
    return {lines: Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(words).lineHeight)),
            table: board.querySelector('.bugkit-table').getBoundingClientRect().top};
}"""


@pytest.mark.parametrize(("query", "viewport"), [("", {"width": 768, "height": 1024}),
                                               ("&projector=1", {"width": 1280, "height": 720})])
def test_the_table_stays_in_place_when_the_status_line_grows_to_two_lines(browser: Any, voila_shared: str,
                                                                          query: str, viewport: dict[str, int]) -> None:
    """Wanzen tanzen on a 768x1024 tablet and a 1280x720 projector: "Player 1: roll the dice!" (one line), then after
    the roll "Player 1: tap the dice you want to set aside, or roll them again for a baby bug." (two lines); the table
    begins where it began (on the projector it moved 42 px down: the room was kept on a tablet only)."""
    context, page, board = open_first_board(browser, f"{voila_shared}/voila/render/12_play_wanzen_tanzen.ipynb"
                                            f"?lang=en{query}", viewport, ".bugkit-table .bugkit-action >> nth=0")
    try:
        status = board.locator(".bugkit-status")
        before = page.evaluate(STATUS_AND_TABLE)
        tap_and_see(page, board.locator(".bugkit-table .bugkit-action").first, status, status.inner_text())
        settle(page)
        after = page.evaluate(STATUS_AND_TABLE)
    finally:
        context.close()
    assert (before["lines"], after["lines"]) == (1, 2), (before, after)
    assert after["table"] == before["table"], (before, after)
