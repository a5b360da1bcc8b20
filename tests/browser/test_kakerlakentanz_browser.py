"""Real-browser tests of the Kakerlakentanz board on the shared table (issue 21), in Voila on a touch screen at
768x1024: the child taps Start and the dances (the pieces themselves), the cockroaches play by themselves, the
answer clock runs only once the page has drawn the card (a child who does nothing times out, and the board then
waits for Start: a tap meanwhile plays nothing), the status line, the dances and Start are in the first screen in
every phase, axe-core finds no violation of any impact in English and German, all five dances are on screen
at 390 px with their names whole, and projector mode fits 1280x720 with a status line of at least 28 px and the
settings hidden; the practice board works in JupyterLab. Screenshots go to docs/boards/ with UPDATE_SCREENSHOTS=1.

The boards deal a fresh game each time, so the tests read the card shown and answer it: the first card of a round
has nothing forbidden, so its own dance (or "Stop!" for a taboo card) is the right call."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    SLOW_MS,
    accept_kernel_dialog,
    animation_switch,
    axe_problems,
    board_shot,
    click_and_wait,
    open_first_board,
    picture_words,
    pictures_without_text,
    run_all_in_lab,
    settle,
    sideways_scroll,
    small_controls,
)

pytestmark = pytest.mark.browser

PAGE = "/voila/render/14_play_kakerlakentanz.ipynb"
TABLET = {"width": 768, "height": 1024}
shot = partial(board_shot, game="kakerlakentanz")  # a screenshot kakerlakentanz_<name>.png
BOARD = ".bugkit-kakerlakentanz"
FIRST_SCREEN = """() => {
    const board = document.querySelector('.bugkit-kakerlakentanz');
    const parts = {status: board.querySelector('.bugkit-status'),
                   calls: board.querySelector('.bugkit-table [data-zone="calls"]'),
                   start: board.querySelector('.bugkit-table .bugkit-table-actions')};
    const out = {scrollY: window.scrollY};
    for (const [name, e] of Object.entries(parts)) out[name] = e ? e.getBoundingClientRect().bottom : 0;
    return out;
}"""
DANCES_ON_SCREEN = """() => {
    const board = document.querySelector('.bugkit-kakerlakentanz');
    return [...board.querySelectorAll('.bugkit-table [data-zone="calls"] button')].map(b => {
        const r = b.getBoundingClientRect();
        const text = b.querySelector('svg text');
        const svg = b.querySelector('svg');
        const t = text.getBoundingClientRect(), s = svg.getBoundingClientRect();
        return {left: r.left, right: r.right, top: r.top, width: r.width, inside: t.left >= s.left - 1 &&
                t.right <= s.right + 1, name: text.textContent};
    });
}"""
CHANGED = "document.querySelector('.bugkit-kakerlakentanz').innerHTML.length !== window.__bugkit_before"


def probe(page: Any, board: Any) -> tuple[Callable[[], None], str]:
    """Return a click that redraws the board (the animation switch, in the settings it unfolds) and the JavaScript
    that sees the redraw."""
    animation = animation_switch(board)

    def click() -> None:
        page.evaluate("window.__bugkit_before = document.querySelector('.bugkit-kakerlakentanz').innerHTML.length")
        animation.click()

    return click, CHANGED


def open_board(browser: Any, url: str, viewport: dict[str, int], query: str = "") -> tuple[Any, Any, Any]:
    """Return (context, page, board) for a touch screen of this size showing the first (timed) board of the page."""
    return open_first_board(browser, f"{url}{PAGE}{query}", viewport, ".bugkit-table .bugkit-action",
                            ".bugkit-table [data-zone='calls'] button >> nth=0", board=BOARD)


def assert_first_screen(page: Any, height: int) -> None:
    """Assert the status line, the dances and the Start action end within the first ``height`` px, unscrolled."""
    where = page.evaluate(FIRST_SCREEN)
    assert where["scrollY"] == 0 and 0 < max(where["status"], where["calls"], where["start"]) <= height, where


def right_dance(board: Any, lang: str = "en") -> Any:
    """Return the dance piece that is right for the first card of a round: its own dance, or Stop for a taboo; None
    if no card lies face up (a loaded machine let the 3 seconds run out: the board waits for Start again)."""
    card = board.locator(".bugkit-table [data-id='card']").get_attribute("aria-label") or ""
    if "taboo" in card.lower() or "Tabu" in card:
        return board.locator(".bugkit-table [data-id='dance-stop']")
    names = {"en": ("Ouch", "Buzz", "Flap-Flap", "Meep"), "de": ("Aua", "Bssss", "Flapp-Flapp", "Meeep")}[lang]
    ids = ("ouch", "buzz", "flap-flap", "meep")
    found = next((i for i, name in zip(ids, names, strict=True) if card.startswith(name)), None)
    return None if found is None else board.locator(f".bugkit-table [data-id='dance-{found}']")


SLOW = re.compile("Too slow|Zu langsam")
READY = re.compile("Ready\\? Tap Start\\.|Bereit\\? Tippe auf Start\\.")


def right_dance_once_shown(board: Any, lang: str = "en") -> Any:
    """Return ``right_dance`` once the table shows the round's card face up, or None once the round is over (a loaded
    machine let the 3 seconds run out: the board waits for Start). The status line is a widget of its own, sent
    before the table: "Tap the right dance!" can stand while the table still shows the card face down (a projector
    test read the card then and found no dance)."""
    from playwright.sync_api import expect

    shown = board.locator(".bugkit-table [data-id='card'] svg.bugkit-kkt-card").or_(
        board.locator(".bugkit-status").filter(has_text=READY))
    expect(shown.first).to_be_visible(timeout=SLOW_MS)
    return right_dance(board, lang)


def call_in_time(board: Any, tap: Any, lang: str = "en") -> None:
    """Call the right dance with ``tap(piece)``. The board's clock is the real 3 seconds: if a loaded machine let
    them run out first (the child's own timeout: the board waits for Start), start the round again and call again."""
    from playwright.sync_api import expect

    said, status = board.locator(".bugkit-kkt-said"), board.locator(".bugkit-status")
    called = re.compile("You said:|Du hast gerufen|Too slow|Zu langsam")
    for _ in range(4):
        before = said.inner_text()
        piece = right_dance_once_shown(board, lang)
        if piece is not None:
            tap(piece)
            expect(said).not_to_have_text(before, timeout=SLOW_MS)
            expect(said).to_contain_text(called, timeout=SLOW_MS)
            if not SLOW.search(said.inner_text()):
                return
        else:  # the card went face down before it could be read: the time ran out first
            expect(status).to_have_text(READY, timeout=SLOW_MS)
        board.locator(".bugkit-table .bugkit-action", has_text="Start").tap()
        expect(status).to_contain_text(re.compile("Tap the right dance!|Tippe auf den richtigen Tanz!"),
                                       timeout=SLOW_MS)
    raise AssertionError("four calls in a row came too late")


def test_a_child_plays_by_tapping_and_the_cockroaches_play_by_themselves(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    context, page, board = open_board(browser, voila_shared, TABLET)
    status = board.locator(".bugkit-status")
    said = board.locator(".bugkit-kkt-said")
    log = board.locator("ol").last
    # nothing runs before the child is ready: the card lies face down, no dance can be tapped
    expect(status).to_have_text("Ready? Tap Start.")
    expect(board.locator(".bugkit-table [data-id='card'] svg.bugkit-kkt-back")).to_have_count(1)
    assert board.locator(".bugkit-table button.bugkit-tappable").count() == 0
    assert board.locator(".bugkit-table [data-zone='calls'] button").count() == 5
    assert_first_screen(page, TABLET["height"])
    assert sideways_scroll(page) == 0 and pictures_without_text(page) == [] and small_controls(page) == []
    assert axe_problems(page) == []
    start = board.locator(".bugkit-table .bugkit-action", has_text="Start")
    start.tap()
    expect(status).to_contain_text("Tap the right dance!", timeout=SLOW_MS)
    expect(board.locator(".bugkit-table [data-id='card'] svg.bugkit-kkt-card")).to_have_count(1)  # face up
    assert_first_screen(page, TABLET["height"])
    shot(page, "en_768")
    call_in_time(board, lambda piece: piece.tap())  # within the 3 seconds
    expect(said).to_contain_text("You said:", timeout=SLOW_MS)
    # the cockroaches play by themselves, and the status line says so; then my card comes
    expect(status).to_contain_text("(bot)", timeout=SLOW_MS)
    assert_first_screen(page, TABLET["height"])
    expect(status).to_contain_text(re.compile("Tap the right dance!|Winner"), timeout=SLOW_MS)
    if "Winner" in status.inner_text():
        pytest.skip("the game ended before the test could time out")
    # the clock runs once the page has reported the card drawn: the countdown moves; the dances can be tapped
    expect(status).not_to_contain_text("Time left: 3.0", timeout=SLOW_MS)
    assert board.locator(".bugkit-table [data-zone='calls'] button.bugkit-tappable").count() == 5
    # I do nothing: a timeout (a wrong move) and the board waits for Start
    expect(status).to_have_text("Ready? Tap Start.", timeout=SLOW_MS)
    expect(said).to_contain_text("nothing in time")
    expect(said).to_contain_text("Too slow")
    assert_first_screen(page, TABLET["height"])
    lines = log.inner_text()
    board.locator(".bugkit-table [data-id='dance-meep']").tap(force=True)  # a late tap reaches the board: ignored
    page.wait_for_timeout(2000)  # waiting: nothing moves, no cockroach plays
    assert log.inner_text() == lines
    start.tap()  # a new round that I start: nothing forbidden
    expect(status).to_contain_text("Tap the right dance!", timeout=SLOW_MS)
    assert log.inner_text() == lines  # the late tap was not played on this card
    call_in_time(board, lambda piece: piece.tap())
    expect(said).to_contain_text("Right! You said:", timeout=SLOW_MS)
    click_and_wait(page, *probe(page, board))
    context.close()


def test_the_german_board_on_a_tablet_and_the_keyboard(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    context, page, board = open_board(browser, voila_shared, TABLET, "?lang=de")
    status = board.locator(".bugkit-status")
    expect(status).to_have_text("Bereit? Tippe auf Start.")
    expect(page.locator("body")).not_to_contain_text("How to play")
    assert_first_screen(page, TABLET["height"])
    assert axe_problems(page) == []
    shot(page, "de_768")
    start = board.locator(".bugkit-table .bugkit-action", has_text="Start")
    start.focus()
    page.keyboard.press("Enter")  # a keyboard works too: Enter on Start, Space on a dance
    expect(status).to_contain_text("Tippe auf den richtigen Tanz!", timeout=SLOW_MS)
    call_in_time(board, lambda piece: (piece.focus(), page.keyboard.press("Space")), "de")
    expect(board.locator(".bugkit-kkt-said")).to_contain_text("Du hast gerufen", timeout=SLOW_MS)
    expect(status).to_contain_text("Tippe auf den richtigen Tanz!", timeout=SLOW_MS)  # my next card
    assert axe_problems(page) == []  # the dances in their tappable look (a timeout meanwhile changes nothing here)
    context.close()


def assert_projector_fits(page: Any) -> None:
    """Assert the status line, the dances, Start and every player's pile end within 720 px, unscrolled."""
    assert_first_screen(page, 720)
    piles = page.evaluate("document.querySelector('.bugkit-kakerlakentanz .bugkit-kkt-hands')"
                          ".getBoundingClientRect().bottom")
    assert 0 < piles <= 720, piles


def test_projector_mode_fits_1280x720_and_hides_the_settings(browser: Any, voila_shared: str) -> None:
    """The whole board fits a projector's 1280x720, the players' piles too, also after a wrong call, whose
    explanation takes three lines (the card and its piles stand beside the dances there); the dances' names and the
    piles' counts are large print."""
    from playwright.sync_api import expect

    context, page, board = open_board(browser, voila_shared, {"width": 1280, "height": 720}, "?projector=1&lang=de")
    assert "bugkit-projector" in (board.get_attribute("class") or "")
    assert_projector_fits(page)
    assert sideways_scroll(page) == 0
    # the dances' names and the counts under the piles and the hands are drawn 24 px or more, as every word on a
    # projector (18.6, 15.7 and 16 px, then 20-21 px), a long name on two lines, not squeezed ("Flapp-Flapp" stood in
    # 70 % of its width)
    calls = picture_words(page, f"{BOARD} [data-zone='calls']")
    assert [w for w, _ in calls if w != "!"] == ["Aua", "Bssss", "Flapp-Flapp", "Meeep", "Stopp!"], calls
    assert min(size for _, size in calls) >= 24, calls
    squeezed = page.evaluate("(s) => [...document.querySelectorAll(s)].filter(t => t.getBoundingClientRect().width)"
                             ".map(t => t.textContent)", f"{BOARD} [data-zone='calls'] text[textLength]")
    assert squeezed == []
    counts = picture_words(page, f"{BOARD} :is(.bugkit-kkt-pile, .bugkit-kkt-hand)")
    assert len(counts) >= 5 and min(size for words, size in counts if words.isdigit()) >= 24, counts
    size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.bugkit-status')).fontSize)")
    assert size >= 28
    assert board.locator(".bugkit-hide-on-projector").first.is_hidden()
    assert board.locator(".jupyter-widget-Collapse-header").first.is_hidden()  # the settings
    board.locator(".bugkit-table .bugkit-action", has_text="Start").click()
    expect(board.locator(".bugkit-status")).to_contain_text("Tippe auf den richtigen Tanz!", timeout=SLOW_MS)
    said = board.locator(".bugkit-kkt-said")
    piece = right_dance_once_shown(board, "de")
    if piece is not None:  # (else a loaded machine let the 3 seconds run out: "Zu langsam" is the explanation)
        right = piece.get_attribute("data-id")
        board.locator(f".bugkit-table [data-zone='calls'] button:not([data-id='{right}'])").first.click()
    expect(said).to_contain_text(re.compile("Falsch|Zu langsam"), timeout=SLOW_MS)  # (too slow on a loaded machine)
    assert said.bounding_box()["height"] > 2 * 26  # the long explanation this test is about
    assert_projector_fits(page)
    # every word drawn on the table is 24 px or more: the card turned up (its names were 20.3 px), the top card of the
    # pile it went to (a name of 10.7 px there is left out, its "!" drawn larger) and the dances
    words = picture_words(page)
    assert len(words) >= 8 and min(size for _, size in words) >= 24, words
    shot(page, "projector_1280")
    context.close()


TABLE_TOP = """() => {
    const board = document.querySelector('.bugkit-kakerlakentanz');
    const said = board.querySelector('.bugkit-kkt-said'), range = document.createRange();
    range.selectNodeContents(said);
    const lines = new Set([...range.getClientRects()].filter(r => r.width).map(r => Math.round(r.top))).size;
    // (from the board's top: the page above it may still be laying out its first lines)
    const top = (e) => e.getBoundingClientRect().top - board.getBoundingClientRect().top;
    return {table: top(board.querySelector('.bugkit-table')), said: top(said), lines: lines,
            room: said.getBoundingClientRect().height / parseFloat(getComputedStyle(said).lineHeight)};
}"""


@pytest.mark.parametrize(("viewport", "query"), [(TABLET, "?lang=de"), ({"width": 1280, "height": 720},
                                                                         "?projector=1&lang=de")])
def test_the_explanation_under_the_status_never_moves_the_table(browser: Any, voila_shared: str,
                                                                 viewport: dict[str, int], query: str) -> None:
    """The line under the status (what was called, why a call was wrong: one to three lines) keeps its room when it
    is empty, so the table stays where it is between moves, on a tablet and on a projector: it moved down by each of
    its lines when a call was explained and up again at the next round."""
    from playwright.sync_api import expect

    context, page, board = open_board(browser, voila_shared, viewport, query)
    before = page.evaluate(TABLE_TOP)
    assert before["lines"] <= 1 and before["room"] >= 2.99, before  # (what is forbidden: nothing yet) room for three
    projector = "projector" in query
    title = "document.querySelector('.jp-RenderedMarkdown h1').getBoundingClientRect().height"
    opened = page.evaluate(title)  # as the page opens, before any redraw: it kept its title on ?projector=1
    assert (opened <= 1) if projector else (opened >= 20), opened
    board.locator(".bugkit-table .bugkit-action", has_text="Start").click()
    expect(board.locator(".bugkit-status")).to_contain_text("Tippe auf den richtigen Tanz!", timeout=SLOW_MS)
    right = right_dance_once_shown(board, "de")
    wrong = board.locator(".bugkit-table [data-zone='calls'] button:not([data-id='{}'])".format(
        right.get_attribute("data-id") if right is not None else "")).first
    wrong.click()
    said = board.locator(".bugkit-kkt-said")
    expect(said).to_contain_text(re.compile("Falsch|Zu langsam"), timeout=SLOW_MS)  # (too slow on a loaded machine)
    settle(page)
    after = page.evaluate(TABLE_TOP)
    assert 1 <= after["lines"] <= 3 and after["table"] == before["table"], (before, after)
    shot(page, f"explained_{viewport['width']}")
    # the page's title takes no room on a projector (the front end marks the page's body then), its room on a tablet
    height = page.evaluate(title)
    assert (height <= 1) if projector else (height >= 20), height
    assert page.evaluate("document.body.classList.contains('bugkit-projector-page')") == projector
    context.close()


def test_the_first_screen_rule_on_a_tablet_held_sideways(browser: Any, voila_shared: str) -> None:
    from playwright.sync_api import expect

    context, page, board = open_board(browser, voila_shared, {"width": 1024, "height": 768})
    assert_first_screen(page, 768)
    board.locator(".bugkit-table .bugkit-action", has_text="Start").tap()
    expect(board.locator(".bugkit-status")).to_contain_text("Tap the right dance!", timeout=SLOW_MS)
    assert_first_screen(page, 768)
    assert sideways_scroll(page) == 0
    page.set_viewport_size({"width": 1280, "height": 900})  # a laptop: the picture the README shows
    settle(page)
    assert sideways_scroll(page) == 0
    shot(page, "en_1280")
    context.close()


def test_all_five_dances_are_on_screen_with_their_names_whole_at_390_px(browser: Any, voila_shared: str) -> None:
    for lang in ("en", "de"):
        context, page, _board = open_board(browser, voila_shared, {"width": 390, "height": 844}, f"?lang={lang}")
        assert sideways_scroll(page) == 0 and small_controls(page) == []
        dances = page.evaluate(DANCES_ON_SCREEN)
        assert len(dances) == 5 and all(d["left"] >= 0 and d["right"] <= 390 and d["width"] >= 44 for d in dances)
        assert all(d["inside"] for d in dances), dances  # no name runs out of its picture
        assert len({round(d["top"]) for d in dances}) == 1, dances  # one row: all five seen at once
        if lang == "de":
            assert "Flapp-Flapp" in [d["name"] for d in dances]
            shot(page, "de_390")
        context.close()


def test_practice_and_the_timed_game_in_jupyterlab(browser: Any, lab_url: str, workdir: Path) -> None:
    from playwright.sync_api import expect

    # draw every cell (Lab may leave cells far off screen out of the page, and Run All scrolls to the end)
    tracker = workdir.parent / "lab-settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True, exist_ok=True)
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "14_play_kakerlakentanz.ipynb", ready=f"{BOARD} .bugkit-table .bugkit-action")
    assert panel.locator(BOARD).count() == 1, "a play page holds one board"
    board = panel.locator(BOARD).first
    board.scroll_into_view_if_needed(timeout=SLOW_MS)  # Lab does not draw cells far off screen
    accept_kernel_dialog(page)
    # practice (no clock, the card face up) is a mode in the board's settings
    board.locator(".jupyter-widget-Collapse-header").first.click()
    board.get_by_label("Mode").select_option(label="Practice (no clock)")
    expect(board.locator(".bugkit-table button.bugkit-tappable").first).to_be_visible(timeout=SLOW_MS)
    right = right_dance(board)
    wrong = board.locator(".bugkit-table [data-id='dance-stop']") if right.get_attribute("data-id") != \
        "dance-stop" else board.locator(".bugkit-table [data-id='dance-ouch']")
    wrong.click()
    expect(board.locator(".bugkit-kkt-said")).to_contain_text("Not right", timeout=SLOW_MS)
    right.click()
    expect(board.locator(".bugkit-kkt-said")).to_contain_text("Right!", timeout=SLOW_MS)
    board.get_by_label("Mode").select_option(label="Timed game")
    # the time for younger children (5 s, a new game): on a loaded machine Lab's messages between the card shown and
    # the key can take seconds (the 3-second clock itself is tested in Voila)
    board.get_by_label("Time to answer").select_option(label="5\u00a0s (younger children)")
    board.locator("button.widget-button", has_text="New game").click()
    expect(board.locator(".bugkit-status")).to_have_text("Ready? Tap Start.")
    # keys on the board in JupyterLab: Enter on Start, then a call key does not reach Lab's own shortcuts
    # (in command mode "1" would turn the cell into a heading and the board would vanish)
    cells = panel.locator(".jp-CodeCell").count()
    said = board.locator(".bugkit-kkt-said")
    for _ in range(4):  # the real clock: on a loaded machine a try may still come too late; then Start again
        board.locator(".bugkit-table .bugkit-action", has_text="Start").click()
        expect(board.locator(".bugkit-status")).to_contain_text("Tap the right dance!", timeout=SLOW_MS)
        # the status line comes before the table: wait for the card face up (a CI run read the face-down card's
        # words, "your ...") or for the round's end (the 5 s ran out first: Start again)
        shown = board.locator(".bugkit-table [data-id='card'] svg.bugkit-kkt-card").or_(
            board.locator(".bugkit-status").filter(has_text=READY))
        expect(shown.first).to_be_visible(timeout=SLOW_MS)
        if READY.search(board.locator(".bugkit-status").inner_text()):
            continue
        card = board.locator(".bugkit-table [data-id='card']").get_attribute("aria-label") or ""
        key = "5" if "taboo" in card else {"Ouch": "1", "Buzz": "2", "Flap-Flap": "3", "Meep": "4"}[card.split()[0]]
        board.locator(".bugkit-table [data-id='dance-ouch']").focus()  # the keyboard is on the board, not on Lab
        # the table tells the kernel the card is shown two animation frames after drawing it (a key before that is
        # not taken, so that nobody answers a card not yet seen): a test is faster than a child, so it waits for
        # those two frames; on a loaded machine its key came first and the try ran out as a timeout
        settle(page)
        page.keyboard.press(key)
        expect(said).to_contain_text(re.compile("You said:|Too slow"), timeout=SLOW_MS)
        if "You said:" in said.inner_text():
            break
        expect(board.locator(".bugkit-status")).to_have_text("Ready? Tap Start.", timeout=SLOW_MS)
    expect(said).to_contain_text("You said:")
    assert panel.locator(".jp-CodeCell").count() == cells
    click_and_wait(page, *probe(page, board))
    page.close()
