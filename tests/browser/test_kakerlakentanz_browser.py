"""Real-browser tests of the Kakerlakentanz play notebook: a timed game played by keys in Voila (with a timeout
and a pause), and the practice board in JupyterLab.

The boards deal a fresh game each time, so the tests read the card shown and answer it: the first card of a
round has nothing forbidden, so its own dance (or "Stop!" for a taboo card) is the right call.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .conftest import run_all_in_lab, screenshot

pytestmark = pytest.mark.browser

TIMEOUT = 120_000  # ms; Voila executes the notebook on every page load, slow when the machine is busy
KEY_OF = {"Ouch": "1", "Buzz": "2", "Flap-Flap": "3", "Meep": "4"}
GERMAN_DANCES = ("Aua", "Bssss", "Flapp-Flapp", "Meeep")


def first_call_key(card_text: str) -> str:
    """Return the key of the right call for the first card of a round (English board), e.g. 'Meep card' -> '4'."""
    if "taboo card" in card_text:
        return "5"
    found = re.search(r"Your card: \S+ (Ouch|Buzz|Flap-Flap|Meep) card", card_text)
    assert found, card_text
    return KEY_OF[found.group(1)]


def wait_for_my_card(page: Any, board: Any, seconds: float = 90) -> None:
    """Let the cockroaches play; press Space whenever the board pauses after a wrong move; stop at my card."""
    card = board.locator(".widget-html").filter(has_text=re.compile("Your card|Ready\\?|is turning up|Winner")).first
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


def test_a_timed_game_played_by_keys_in_voila_with_a_timeout_and_a_pause(browser: Any, voila_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(f"{voila_url}/voila/render/14_play_kakerlakentanz.ipynb", wait_until="domcontentloaded",
              timeout=TIMEOUT)
    board = page.locator(".bugkit-kakerlakentanz").first
    start = board.locator("button.widget-button", has_text="Start")
    start.wait_for(state="visible", timeout=TIMEOUT)
    # nothing runs before the child is ready: the card is hidden and the clock stands still
    expect(board).to_contain_text("Ready? Press Start or Space.")
    page.wait_for_timeout(1500)
    expect(board).not_to_contain_text("Your card")
    expect(board.locator(".widget-output")).not_to_contain_text("You:")
    expect(board.locator(".widget-text input")).to_have_value(re.compile(r"^\d+$"))  # the fresh game number
    # a click on an empty spot of the board, then Space: the clock starts (keys work anywhere on the board)
    board.locator(".widget-html").filter(has_text="Ready?").first.click()
    page.keyboard.press("Space")
    card = board.locator(".widget-html").filter(has_text="Your card").first
    expect(card).to_be_visible(timeout=30_000)
    expect(board).to_contain_text("Time left")
    page.keyboard.press(first_call_key(card.inner_text()))  # a right call by key, in time
    said = board.locator(".widget-html").filter(has_text="You said:").first
    expect(said).to_be_visible(timeout=30_000)
    expect(board.locator(".widget-output")).to_contain_text("You:")
    # the cockroaches play by themselves; then, on my card, I say nothing: a timeout, and the board pauses
    wait_for_my_card(page, board)
    expect(board).to_contain_text("You said nothing in time", timeout=30_000)
    expect(board).to_contain_text("Too slow")
    expect(board).to_contain_text("Ready? Press Start or Space.")
    expect(start).to_be_enabled()
    log = board.locator(".widget-output")
    lines = log.inner_text()
    page.wait_for_timeout(2000)  # paused: nothing moves, no cockroach plays
    assert log.inner_text() == lines
    # Start by mouse this time: I start the new round (nothing forbidden), and answer by key again (after a mouse
    # click on a button the board takes the focus back, so the keys still go to the game)
    start.click()
    expect(card).to_be_visible(timeout=30_000)
    page.keyboard.press(first_call_key(card.inner_text()))
    expect(board).to_contain_text("Right!", timeout=30_000)
    assert screenshot(page, "kakerlakentanz_voila_keys").stat().st_size > 10_000
    page.close()


def test_practice_board_in_jupyterlab(browser: Any, lab_url: str, workdir: Path) -> None:
    from playwright.sync_api import expect

    # draw every cell (Lab may leave cells far off screen out of the page, and Run All scrolls to the end)
    tracker = workdir.parent / "lab-settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True, exist_ok=True)
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "14_play_kakerlakentanz.ipynb")
    practice = panel.locator(".bugkit-kakerlakentanz", has_text="Deine Karte").last  # German practice: no clock
    card = practice.locator(".widget-html", has_text="Deine Karte").first
    card.wait_for(state="attached", timeout=90_000)
    card.scroll_into_view_if_needed(timeout=30_000)  # Lab does not draw cells far off screen
    shown = card.inner_text()
    right = "Stopp!" if "Tabu-Karte" in shown else next(d for d in GERMAN_DANCES if f"{d}-Karte" in shown)
    wrong = "Stopp!" if right != "Stopp!" else "Aua"
    practice.locator("button.widget-button", has_text=wrong).first.click()
    expect(practice).to_contain_text("Nicht richtig", timeout=30_000)
    practice.locator("button.widget-button", has_text=right).first.click()
    expect(practice).to_contain_text("Richtig!", timeout=30_000)
    expect(practice.locator(".widget-output")).to_contain_text("Du: ")
    timed = panel.locator(".bugkit-kakerlakentanz", has_text="Timed game").last  # the English board waits for Start
    timed.scroll_into_view_if_needed(timeout=30_000)
    expect(timed).to_contain_text("Ready? Press Start or Space.")
    # keys on the board in JupyterLab: Space starts, and a call key does not reach Lab's own shortcuts
    # (in command mode "1" would turn the cell into a heading and the board would vanish)
    cells = panel.locator(".jp-CodeCell").count()
    timed.locator(".widget-html").filter(has_text="Ready?").first.click()
    page.keyboard.press("Space")
    card = timed.locator(".widget-html").filter(has_text="Your card").first
    expect(card).to_be_visible(timeout=30_000)
    page.keyboard.press(first_call_key(card.inner_text()))
    expect(timed.locator(".widget-output")).to_contain_text("You:", timeout=30_000)
    assert panel.locator(".jp-CodeCell").count() == cells
    expect(timed).to_be_visible()
    path = screenshot(page, "kakerlakentanz_lab")
    assert path.stat().st_size > 10_000
    page.close()
