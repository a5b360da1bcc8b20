"""Two tablets, one game (issue 24) in real browsers: the classroom server started here on 127.0.0.1, a game board's
page opened in class mode by two Chromium contexts (two devices: an English desktop, a German touch tablet).

Mia opens a table on "Play with others", Leo sits down by tapping it in the list; they play a whole game (of
Ungeziffer with a small box of tiles, or a short Würfel-WG, see BOARDS), each on their own device: only the device
whose turn it is can tap, the other redraws within its once-a-second poll, and each device shows only what its seat
may see. The same child in a second tab taps at the same moment as the first tab: the move lands once. Leo reloads:
he is back at his seat. At the end both devices show the result and the teacher's page lists the table with both
nicknames. Every wait is for a state, with a time-out; nothing is timed.
Skips without /usr/bin/chromium unless REQUIRE_BROWSER=1 or CI.
"""

from __future__ import annotations

import json
import re
import signal
import sqlite3
from pathlib import Path
from typing import Any

import nbformat
import pytest
from browser.conftest import axe_problems, cut_choices, screenshot, small_words, table_draws, wait_for_redraw

import bugkit
from bugkit.core.game import STEPS_VERSION

from .serving import start_server

pytestmark = pytest.mark.browser

PAGE_MS = 300_000  # Voila runs the page's cells on page load: slow on a busy 2-core machine
STATE_MS = 60_000  # waiting for a state to arrive (the pages poll once a second)
MAX_TAPS = 3000  # a guard against a game that never ends
ROOT = Path(__file__).resolve().parents[2]
MOVABLE = ".bugkit-table button.bugkit-tappable, .bugkit-table button.bugkit-action:not([aria-disabled])"
ACTION = ".bugkit-table button.bugkit-action:not([aria-disabled])"
PANEL_UNDER_SCORES = ("() => !!(document.querySelector('.bugkit-scores').compareDocumentPosition("
                      "document.querySelector('.bugkit-together')) & Node.DOCUMENT_POSITION_FOLLOWING)")
PREFERENCE = (".bugkit-table button.bugkit-action[data-id^='pay-']:not([aria-disabled])",
              ".bugkit-table [data-zone]:not([data-zone='dice']) button.bugkit-tappable", ACTION, MOVABLE)


# The board of each game's page. Ungeziffer's plays a box of 10 tiles (one of each value; the game ends at 4 left),
# and the device whose turn it is turns the tile a child who remembers every tile would (``_ungeziffer_tile``): in
# 300 seeded games of the engine a whole game took 16-39 taps (5th-95th percentile, at most 59), where always
# turning the first face-down tile took 30-257 (one CI run: 154 taps, 74 s); the full box of 32 took about 500
# taps, 3.5 minutes of a CI run. Würfel-WG's game
# ends after SHORT_ROUNDS rounds (the rules' safety end, ``max_rounds``; most points win): a game to the last card
# took about 95 taps, 55 s of a CI run, and what this test is about (two devices, each showing only what its seat
# may see, a reload, a finished game saved and listed) is all there after a few rounds.
SMALL_BOX = dict.fromkeys(range(10), 1)  # value -> tiles
SHORT_ROUNDS = 6  # one run of 6 rounds took 49 taps, one of 4 rounds 14: a game varies
RELOAD_AT = 6  # Leo's page reloads after this many taps, mid-game
BOARDS = {
    "ungeziffer": f"""from bugkit.ungeziffer.rules import new_game
from bugkit.ungeziffer.ui import UngezifferView


class SmallBox(UngezifferView):
    def make_state(self, players):
        return new_game(players, variant=self.variant.value, tiles={SMALL_BOX!r})


SmallBox()""",
    "wuerfel_wg": f"""from bugkit.wuerfel_wg.rules import new_game
from bugkit.wuerfel_wg.ui import WuerfelWGView


class ShortGame(WuerfelWGView):
    def make_state(self, players):
        return new_game(players, variant=self.variant.value, max_rounds={SHORT_ROUNDS})


ShortGame()""",
}
GAMES = list(BOARDS)


def _pages(folder: Path, game: str) -> Path:
    """Return a notebooks folder with the class pages and a page with the game's board (``play_<game>.ipynb``)."""
    import shutil

    folder.mkdir()
    for page in ("40_class_teacher.ipynb", "41_class.ipynb", "40_klasse_lehrkraft.ipynb", "41_klasse.ipynb"):
        shutil.copy(ROOT / "notebooks" / page, folder / page)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(BOARDS[game])]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, str(folder / f"play_{game}.ipynb"))
    return folder


def _join(page: Any, nickname: str, joined_text: str, button_text: str) -> None:
    """Join the class with ``nickname`` in the panel's nickname box."""
    from playwright.sync_api import expect

    box = page.locator(".bugkit-together .bugkit-class-join")
    box.wait_for(state="visible", timeout=PAGE_MS)
    field = box.locator(".bugkit-class-nickname input")
    field.fill(nickname)
    field.press("Tab")
    box.locator("button.widget-button", has_text=button_text).first.click()
    expect(box.locator(".bugkit-class-status")).to_contain_text(joined_text, timeout=STATE_MS)


def _stored(tmp_path: Path) -> tuple[str, list[str]]:
    """Return (table code, its stored steps) of the class store's only table, read from the SQLite file."""
    with sqlite3.connect(tmp_path / "class.sqlite") as con:
        ((table, game, setup),) = con.execute("SELECT tab, game, setup FROM game_tables").fetchall()
        steps = [r[0] for r in con.execute("SELECT step FROM table_steps WHERE tab = ? ORDER BY n", (table,))]
    save = json.dumps({"game": game, "version": STEPS_VERSION, "setup": json.loads(setup), "steps": steps})
    assert list(bugkit.load(save).history) == steps  # the rules replay every stored step: none landed twice
    return table, steps


def _labels(page: Any) -> list[tuple[str, str]]:
    """Return (piece id, words) of every piece the device's table shows."""
    return [tuple(x) for x in page.eval_on_selector_all(
        ".bugkit-table .bugkit-piece", "ns => ns.map(n => [n.dataset.id, n.getAttribute('aria-label') || ''])")]


def _state(tmp_path: Path) -> Any:
    """Return the stored game, replayed through the rules."""
    _, steps = _stored(tmp_path)
    with sqlite3.connect(tmp_path / "class.sqlite") as con:
        game, setup = con.execute("SELECT game, setup FROM game_tables").fetchone()
    return bugkit.load(json.dumps({"game": game, "version": STEPS_VERSION, "setup": json.loads(setup),
                                   "steps": steps}))


def _face_down_tiles_say_nothing(state: Any, labels: dict[str, str], lang: str) -> None:
    """Assert no face-down Ungeziffer tile's words tell its number, also of a tile turned earlier and put back."""
    from bugkit.ungeziffer.ui import just_missed

    up = set(state.turned) | just_missed(state)
    down = {f"tile-{i + 1}" for i, v in enumerate(state.layout) if v is not None and i not in up}
    words = {re.sub(r"[0-9]+", "#", w) for pid, w in labels.items() if pid in down}
    assert len(words) == 1, words  # every face-down tile says the same words: its value is not on the page
    known = [i for i in range(len(state.layout)) if f"tile-{i + 1}" in down and state.layout[i] >= 0]
    for i in known:  # turned before, face down again: the page does not say its value
        assert re.sub(r"[0-9]+", "#", labels[f"tile-{i + 1}"]) in words


def _unseen_cards_not_named(state: Any, labels: dict[str, str], lang: str) -> None:
    """Assert no Würfel-WG piece names a card still face down (a stack's rest, a face-down member or troublemaker)."""
    from bugkit.wuerfel_wg.labels import card_name

    unseen = {*(c for rest in state.todo_unseen for c in rest), *state.member_unseen, *state.troublemakers}
    for card in unseen:
        name = re.compile(rf"(?<![\w-]){re.escape(card_name(state.cards, card, lang))}(?![\w-])")
        assert not any(name.search(words) for words in labels.values()), (card, labels)


# What a device may show of each game's stored state, checked after every fifth tap on the device that tapped.
HIDDEN = {"ungeziffer": _face_down_tiles_say_nothing, "wuerfel_wg": _unseen_cards_not_named}
# How each game's stored state shows that the page's own board was played (to its end).
PLAYED = {"ungeziffer": lambda state: len(state.layout) == sum(SMALL_BOX.values()),  # the small box
          "wuerfel_wg": lambda state: state.is_over and state.rules.max_rounds == SHORT_ROUNDS}


def _ungeziffer_tile(state: Any) -> str | None:
    """Return the piece id of the tile to turn next, as a child who remembers every tile turned would choose: one
    known to make the target exactly, else one never turned, else one known to stay below it (None: no tile to turn).
    """
    from bugkit.ungeziffer.rules import HIDDEN, Turn

    if state.is_over or state.is_chance_node:
        return None
    tiles = [step.pos for step in state.legal_actions() if type(step) is Turn]
    if not tiles:
        return None
    need, layout = state.target - state.total, state.layout
    pos = next((p for p in tiles if layout[p] == need), None)
    pos = next((p for p in tiles if layout[p] == HIDDEN), None) if pos is None else pos
    pos = next((p for p in tiles if layout[p] < need), tiles[0]) if pos is None else pos
    return f"tile-{pos + 1}"


# Which piece the device whose turn it is taps, read from the stored game (None: the first in PREFERENCE's order).
CHOICE = {"ungeziffer": _ungeziffer_tile, "wuerfel_wg": lambda state: None}


def _hidden_stays_hidden(game: str, tmp_path: Path, page: Any, lang: str) -> None:
    """Check the device that has just moved (its table shows the stored game) shows only what its seat may see."""
    HIDDEN[game](_state(tmp_path), dict(_labels(page)), lang)


def _tap_one(page: Any, touch: bool, choice: str | None = None) -> bool:
    """Return True after tapping the piece ``choice`` if this device may tap it now, else the first thing it may tap
    (and seeing its table redrawn): a way to pay if the board asks for one, else a piece outside the dice (a tile, a
    card), else an action, else a die (a tap on a Würfel-WG die only chooses it, so it comes last: the game must go
    on)."""
    chosen = () if choice is None else (f".bugkit-table button.bugkit-tappable[data-id='{choice}']",)
    movable = next((found for found in (page.locator(sel) for sel in (*chosen, *PREFERENCE)) if found.count()), None)
    if movable is None:
        return False
    handle = movable.first.element_handle(timeout=STATE_MS)
    if handle is None:
        return False
    from playwright.sync_api import Error

    draws = table_draws(page)
    try:
        if touch:
            handle.tap(timeout=STATE_MS)
        else:
            handle.click(timeout=STATE_MS)
    except Error as exc:  # the piece left the table just then (a move from the other device): look again
        if "not attached" not in str(exc):
            raise
        return False
    wait_for_redraw(page, draws, STATE_MS)  # the table drew the new state
    return True


@pytest.mark.parametrize("game", GAMES)
def test_a_game_on_two_devices(browser: Any, tmp_path: Path, game: str) -> None:
    from playwright.sync_api import expect

    notebooks = _pages(tmp_path / "notebooks", game)
    proc, teacher_url, students_url = start_server(tmp_path, "--pool", "0", "--notebooks", str(notebooks))
    base, code = students_url.split("/voila/")[0], students_url.rsplit("=", 1)[1]
    url = f"{base}/voila/render/play_{game}.ipynb?class={code}"
    contexts = []
    try:
        def context(**kw: Any) -> Any:
            ctx = browser.new_context(**kw)
            contexts.append(ctx)
            return ctx

        desk = context(viewport={"width": 1000, "height": 900})
        tablet = context(viewport={"width": 768, "height": 1024}, has_touch=True, is_mobile=True, locale="de-DE")
        mia, leo = desk.new_page(), tablet.new_page()
        mia.goto(f"{url}&lang=en", wait_until="commit", timeout=PAGE_MS)
        leo.goto(f"{url}&lang=de", wait_until="commit", timeout=PAGE_MS)
        _join(mia, "Mia", "You are in class", "Join the class")
        leo.locator(".bugkit-together .bugkit-class-join input").wait_for(state="visible", timeout=PAGE_MS)
        assert small_words(leo, 16, ".bugkit-together") == []  # the nickname box too ("no real names" was 13 px)
        _join(leo, "Leo", "Du bist in Klasse", "Der Klasse beitreten")

        # the panel's buttons are words a child can read: axe-core at each of its three states (white words on the
        # orange "Leave the table", the teal "Open a new table" and the green "Save game" were too pale)
        open_table = mia.locator(".bugkit-together button.widget-button", has_text="Open a new table")
        expect(open_table).to_be_visible(timeout=STATE_MS)
        assert axe_problems(mia) == []  # the lobby
        assert not mia.evaluate(PANEL_UNDER_SCORES)  # the panel under the table, where a child opens a table
        open_table.click()
        mia_table = mia.locator(".bugkit-together-table-code")
        expect(mia_table).to_contain_text("Table ", timeout=STATE_MS)
        table = mia_table.inner_text().split()[-1]
        expect(mia.locator(".bugkit-status")).to_contain_text(f"Waiting for players: 1 seat free (table code {table})",
                                                              timeout=STATE_MS)
        join = leo.locator(".bugkit-together-table", has_text=f"Tisch {table}")
        join.wait_for(state="visible", timeout=STATE_MS)  # the class's open tables, within the poll
        assert cut_choices(leo, ".bugkit-together") == []  # "z. B. K7QX2" in the table code's box (it was cut)
        join.tap()
        expect(leo.locator(".bugkit-together-table-code")).to_have_text(f"Tisch {table}", timeout=STATE_MS)
        expect(leo.locator(".bugkit-together-seats")).to_contain_text("Spieler 1: Mia · Spieler 2: Leo (du)",
                                                                      timeout=STATE_MS)
        expect(mia.locator(".bugkit-together-seats")).to_contain_text("Player 1: Mia (you) · Player 2: Leo",
                                                                      timeout=STATE_MS)
        expect(mia.locator(".bugkit-status")).to_contain_text(re.compile(r"\bMia\b|Leo's turn"), timeout=STATE_MS)
        first_mover = "Leo" if "Leo's turn" in mia.locator(".bugkit-status").inner_text() else "Mia"
        if first_mover == "Mia":  # the game's line calls her by her nickname ("Mia: roll the dice!")
            expect(leo.locator(".bugkit-status")).to_have_text("Mia ist dran", timeout=STATE_MS)
            assert leo.locator(MOVABLE).count() == 0  # not Leo's turn: nothing on his table to tap
        else:
            expect(leo.locator(".bugkit-status")).to_contain_text(re.compile(r"\bLeo\b"), timeout=STATE_MS)
            expect(mia.locator(".bugkit-status")).to_have_text("Leo's turn", timeout=STATE_MS)
        assert axe_problems(leo) == []  # seated at a table
        assert small_words(leo, 16, ".bugkit-together") == []  # the panel in a tablet's body size (it was 13 px)
        for page in (mia, leo):  # the game first: the panel left its place under the table for one under the scores
            page.wait_for_function(PANEL_UNDER_SCORES, timeout=STATE_MS)
        screenshot(leo, f"two_tablets_{game}_table_de")  # (for a person to look at: in the artefacts folder)
        for page, seat in ((mia, "Player"), (leo, "Spieler")):  # each child's seat by nickname, on both tablets
            expect(page.locator(".bugkit-status")).not_to_contain_text(seat)
            for who in ("Mia", "Leo"):
                expect(page.locator(".bugkit-scores")).to_contain_text(who)
            expect(page.locator(".bugkit-scores")).not_to_contain_text(seat)

        # the same child in a second tab (the same browser: the same place in the class) sits at the same seat
        mover_ctx, mover_page = (desk, mia) if first_mover == "Mia" else (tablet, leo)
        twin = mover_ctx.new_page()
        twin.goto(f"{url}&lang={'en' if first_mover == 'Mia' else 'de'}", wait_until="commit", timeout=PAGE_MS)
        expect(twin.locator(".bugkit-together-table-code")).to_contain_text(table, timeout=PAGE_MS)
        _, before = _stored(tmp_path)
        # an action makes a step at once (a tap on a Würfel-WG die only chooses it); else a piece
        mover_page.locator(MOVABLE).first.wait_for(timeout=STATE_MS)
        twin.locator(MOVABLE).first.wait_for(timeout=STATE_MS)
        both = [p.locator(ACTION if p.locator(ACTION).count() else MOVABLE).first.element_handle(timeout=STATE_MS)
                for p in (mover_page, twin)]
        assert all(both)
        from playwright.sync_api import Error

        draws = [table_draws(p) for p in (mover_page, twin)]
        both[0].click(no_wait_after=True)  # type: ignore[union-attr]
        try:  # at once in the second tab, which has not seen the first tab's move (its poll comes once a second)
            both[1].click(no_wait_after=True)  # type: ignore[union-attr]
        except Error as exc:  # its poll was quicker: it shows the move already, the tap had nothing left to do
            if "not attached" not in str(exc):
                raise
        wait_for_redraw(mover_page, draws[0], STATE_MS)
        wait_for_redraw(twin, draws[1], STATE_MS)
        _, after = _stored(tmp_path)  # the rules replay every stored step: a second landing would be refused
        assert len(after) > len(before)
        assert _labels(twin) == _labels(mover_page)  # both tabs show the one move that landed
        expect(twin.locator(".bugkit-board")).not_to_contain_text("Not allowed", timeout=STATE_MS)
        expect(twin.locator(".bugkit-board")).not_to_contain_text("Nicht erlaubt", timeout=STATE_MS)
        twin.close()

        pages = [mia, leo]
        taps = 0
        reloaded = False
        while True:
            texts = [p.locator(".bugkit-status").inner_text() for p in pages]
            if "Game over" in texts[0] and "Spiel vorbei" in texts[1]:
                break
            choice = CHOICE[game](_state(tmp_path))
            acted = next(((p, lang) for p, touch, lang in ((mia, False, "en"), (leo, True, "de"))
                          if _tap_one(p, touch, choice)), None)
            if acted is not None:
                taps += 1
                if taps % 5 == 0:
                    _hidden_stays_hidden(game, tmp_path, *acted)
            else:
                mia.wait_for_timeout(250)  # the other device's poll (once a second) brings the move
            if taps == RELOAD_AT and not reloaded:  # Leo's page reloads mid-game: a new kernel, back at his seat
                reloaded = True
                leo.reload(wait_until="commit", timeout=PAGE_MS)
                expect(leo.locator(".bugkit-together-table-code")).to_have_text(f"Tisch {table}", timeout=PAGE_MS)
                expect(leo.locator(".bugkit-together-seats")).to_contain_text("Spieler 2: Leo (du)")
            assert taps < MAX_TAPS
        assert reloaded and taps > RELOAD_AT
        assert PLAYED[game](_state(tmp_path))  # the page's board was played, to its end
        _, steps = _stored(tmp_path)
        for page, words in ((mia, "Download the game"), (leo, "Das Spiel herunterladen")):  # with no tap before
            link = page.locator(".bugkit-together-download a")
            expect(link).to_contain_text(f"{words} ({game}_{table}.json)", timeout=STATE_MS)
            assert link.bounding_box()["height"] >= 44  # a button to tap (it was a plain link of black words, 19 px)
            assert axe_problems(page) == []  # the game over
        with leo.expect_download() as download:
            leo.locator(".bugkit-together-download a").tap()
        assert download.value.suggested_filename == f"{game}_{table}.json"
        saved = Path(download.value.path()).read_text(encoding="utf-8")
        assert bugkit.load(saved) == _state(tmp_path)  # one tap: the whole game, as the store holds it
        screenshot(leo, f"two_tablets_{game}_over_de")

        teacher = context(viewport={"width": 1000, "height": 900}).new_page()
        teacher.goto(teacher_url, wait_until="commit", timeout=PAGE_MS)
        row = teacher.locator(f".bugkit-teacher-tables tr[data-table='{table}']")
        expect(row).to_contain_text("Mia", timeout=PAGE_MS)
        expect(row).to_contain_text("Leo")
        expect(row).to_contain_text("finished")
        assert len(steps) > 10
    finally:
        for ctx in contexts:
            ctx.close()
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
