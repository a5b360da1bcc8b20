"""Real-browser tests of the Kakerlakentanz play notebook (issues 10 and 13): in Voila a timed game played by keys
(with a timeout and a pause) and by clicking, on the drawn board at 1280, 768 and 390 px wide (no sideways scroll,
every picture an SVG with words, 44 px controls, the card in the middle between the two piles, hands as backs), the
language picker switching the instructions and the board, ``?lang=de`` starting in German, and a click redrawing the
board (its speed: benchmarks/bench_browser.py); in JupyterLab the practice board and the redraw. Screenshots go to
docs/boards/ with UPDATE_SCREENSHOTS=1 (else ARTIFACTS, outside the checkout).

The boards deal a fresh game each time, so the tests read the card shown and answer it: the first card of a round
has nothing forbidden, so its own dance (or "Stop!" for a taboo card) is the right call."""

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
KEY_OF = {"Ouch": "1", "Buzz": "2", "Flap-Flap": "3", "Meep": "4"}
YOUR_CARD = re.compile("Your card:")  # a regex is case-sensitive: the instructions say "your card" too


def first_call_key(card_text: str) -> str:
    """Return the key of the right call for the first card of a round (English board), e.g. 'Meep card' -> '4'."""
    if "taboo card" in card_text:
        return "5"
    found = re.search(r"Your card: \S+ (Ouch|Buzz|Flap-Flap|Meep) card", card_text)
    assert found, card_text
    return KEY_OF[found.group(1)]


def wait_for_my_card(page: Any, board: Any, seconds: float = 90) -> None:
    """Let the cockroaches play; press Space whenever the board pauses after a wrong move; stop at my card."""
    card = board.locator(".widget-html").filter(has_text=re.compile("Your card:|Ready\\?|is turning up|Winner")).first
    for _ in range(int(seconds * 5)):
        shown = card.inner_text()
        if "Your card" in shown:
            return
        if "Winner" in shown:
            pytest.skip("the game ended before the test could time out")
        if "Ready?" in shown:
            page.keyboard.press("Space")  # Space starts the clock again (the board is armed: keys anywhere)
        page.wait_for_timeout(200)
    raise AssertionError("my card never came up")


def shot(board: Any, name: str) -> Path:
    """Return the path of a screenshot of the board: docs/boards/ with UPDATE_SCREENSHOTS=1, else ARTIFACTS."""
    folder = ROOT / "docs" / "boards" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else ARTIFACTS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"kakerlakentanz_{name}.png"
    board.screenshot(path=str(path))
    return path


def check_layout(page: Any, width: int) -> None:
    """Assert the tablet rules at this width: no sideways scroll, words for every picture, 44 px controls, and the
    table drawn: two piles, the card in the middle (face up or its back), every player's pile as backs."""
    page.set_viewport_size({"width": width, "height": 1400})
    settle(page)
    assert sideways_scroll(page) == 0, width
    assert pictures_without_text(page) == []
    assert small_controls(page) == [], width
    board = page.locator(".bugkit-board").first
    assert board.locator("svg.bugkit-kkt-pile").count() == 2
    assert board.locator(".bugkit-kkt-current svg.bugkit-card").count() <= 1
    assert board.locator("svg.bugkit-kkt-hand").count() == 3


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a switch to the other language in the board's picker (a cheap, repeatable control that redraws every
    text and picture) and the JavaScript that sees the board's own HTML change; an even number of switches ends
    where it began."""
    mark = next(c for c in (board.get_attribute("class") or "").split() if re.fullmatch(r"bugkit-kkt-[0-9a-f]+", c))
    changed = f"document.querySelector('.{mark}').innerHTML.length !== window.__kkt_before"
    picker = board.locator("select").first
    languages = ["Deutsch", "English"]

    def click() -> None:
        page.evaluate(f"window.__kkt_before = document.querySelector('.{mark}').innerHTML.length")
        picker.select_option(label=languages[0])
        languages.reverse()

    return click, changed


def test_a_timed_game_played_by_keys_in_voila_at_three_widths(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(f"{voila_shared}/voila/render/14_play_kakerlakentanz.ipynb", wait_until="domcontentloaded",
              timeout=TIMEOUT)
    board = page.locator(".bugkit-kakerlakentanz").first
    start = board.locator("button.widget-button", has_text="Start")
    start.wait_for(state="visible", timeout=TIMEOUT)
    expect(board).to_contain_text("How to play")
    # nothing runs before the child is ready: the card lies face down and the clock stands still
    expect(board).to_contain_text("Ready? Press Start or Space.")
    expect(board.locator(".bugkit-kkt-current svg.bugkit-kkt-back")).to_have_count(1)
    page.wait_for_timeout(1500)
    expect(board).not_to_contain_text("Your card")
    expect(board.locator(".widget-output")).not_to_contain_text("You:")
    # the fresh game's number is not shown while it runs (it would let another board show the next card)
    number = board.locator(".widget-text input").first
    expect(number).to_have_value("")
    expect(number).to_have_attribute("placeholder", "shown when the game is over")
    check_layout(page, 1280)
    # a click on an empty spot of the board, then Space: the clock starts (keys work anywhere on the board)
    board.locator(".widget-html").filter(has_text=re.compile(r"Ready\?")).first.click()
    page.keyboard.press("Space")
    card = board.locator(".widget-html").filter(has_text=YOUR_CARD).first
    expect(card).to_be_visible(timeout=SLOW_MS)
    expect(board.locator(".bugkit-kkt-current svg.bugkit-kkt-card")).to_have_count(1)  # face up, large
    expect(board).to_contain_text("Time left")
    page.keyboard.press(first_call_key(card.inner_text()))  # a right call by key, in time
    said = board.locator(".widget-html").filter(has_text="You said:").first
    expect(said).to_be_visible(timeout=SLOW_MS)
    expect(board.locator(".widget-output")).to_contain_text("You:")
    expect(board.locator("svg.bugkit-kkt-pile[aria-label*='on top']")).not_to_have_count(0)
    # the cockroaches play by themselves; then, on my card, I say nothing: a timeout, and the board pauses
    wait_for_my_card(page, board)
    expect(board).to_contain_text("You said nothing in time", timeout=SLOW_MS)
    expect(board).to_contain_text("Too slow")
    expect(board).to_contain_text("Ready? Press Start or Space.")
    expect(start).to_be_enabled()
    log = board.locator(".widget-output")
    lines = log.inner_text()
    page.wait_for_timeout(2000)  # paused: nothing moves, no cockroach plays
    assert log.inner_text() == lines
    # Start by mouse, then the right call by clicking its button (a new round: nothing forbidden)
    start.click()
    expect(card).to_be_visible(timeout=SLOW_MS)
    name = re.search(r"Your card: \S+ (?:(Ouch|Buzz|Flap-Flap|Meep) card|.*taboo card)", card.inner_text())
    assert name, card.inner_text()
    board.locator("button.widget-button", has_text=name.group(1) or "Stop!").first.click()
    expect(board).to_contain_text("Right!", timeout=SLOW_MS)
    shot(board, "en_1280")
    click_and_wait(page, *probe(page, board))
    board.locator("select").first.select_option(label="Deutsch")
    expect(board).to_contain_text("So geht’s", timeout=SLOW_MS)
    expect(board).not_to_contain_text("How to play")
    expect(board.locator("svg.bugkit-kkt-pile[aria-label^='Stapel 1']")).to_have_count(1)
    for width in WIDTHS[1:]:
        check_layout(page, width)
        shot(board, f"de_{width}")
    page.close()
    # one language per page: ?lang=de starts the boards in German
    page = browser.new_page(viewport={"width": 768, "height": 1400})
    page.goto(f"{voila_shared}/voila/render/14_play_kakerlakentanz.ipynb?lang=de", wait_until="domcontentloaded",
              timeout=TIMEOUT)
    board = page.locator(".bugkit-board").first
    board.locator("button.widget-button", has_text="Start").wait_for(state="visible", timeout=TIMEOUT)
    expect(board).to_contain_text("So geht’s")
    expect(board).to_contain_text("Bereit?")
    expect(page.locator("body")).not_to_contain_text("How to play")
    page.close()


def test_practice_board_in_jupyterlab(browser: Any, lab_url: str, workdir: Path) -> None:
    from playwright.sync_api import expect

    # draw every cell (Lab may leave cells far off screen out of the page, and Run All scrolls to the end)
    tracker = workdir.parent / "lab-settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True, exist_ok=True)
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "14_play_kakerlakentanz.ipynb",
                           ready=".bugkit-kakerlakentanz >> nth=1 >> text=/Your card:/")
    practice = panel.locator(".bugkit-kakerlakentanz").nth(1)  # practice: no clock, the card is face up
    card = practice.locator(".widget-html", has_text=YOUR_CARD).first
    card.wait_for(state="attached", timeout=SLOW_MS)
    card.scroll_into_view_if_needed(timeout=SLOW_MS)  # Lab does not draw cells far off screen
    accept_kernel_dialog(page)
    shown = card.inner_text()
    right = "Stop!" if "taboo card" in shown else next(d for d in KEY_OF if f"{d} card" in shown)
    wrong = "Stop!" if right != "Stop!" else "Ouch"
    practice.locator("button.widget-button", has_text=wrong).first.click()
    expect(practice).to_contain_text("Not right", timeout=SLOW_MS)
    practice.locator("button.widget-button", has_text=right).first.click()
    expect(practice).to_contain_text("Right!", timeout=SLOW_MS)
    expect(practice.locator(".widget-output")).to_contain_text("You: ")
    timed = panel.locator(".bugkit-kakerlakentanz").first  # the timed board waits for Start
    timed.scroll_into_view_if_needed(timeout=SLOW_MS)
    expect(timed).to_contain_text("Ready? Press Start or Space.")
    # keys on the board in JupyterLab: Space starts, and a call key does not reach Lab's own shortcuts
    # (in command mode "1" would turn the cell into a heading and the board would vanish)
    cells = panel.locator(".jp-CodeCell").count()
    timed.locator(".widget-html").filter(has_text=re.compile(r"Ready\?")).first.click()
    page.keyboard.press("Space")
    card = timed.locator(".widget-html").filter(has_text=YOUR_CARD).first
    expect(card).to_be_visible(timeout=SLOW_MS)
    page.keyboard.press(first_call_key(card.inner_text()))
    expect(timed.locator(".widget-output")).to_contain_text("You:", timeout=SLOW_MS)
    assert panel.locator(".jp-CodeCell").count() == cells
    expect(timed).to_be_visible()
    click_and_wait(page, *probe(page, timed))
    page.close()
