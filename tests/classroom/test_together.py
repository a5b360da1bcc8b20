"""One game across devices on the boards (issue 24): two boards in one process, one class store (two devices).

The class store is the ``store`` fixture: every fast test runs on SQLite and on PostgreSQL (what a school's server
uses); the slow whole games run on SQLite only.

Each device is a ``ClassLink`` (its own joined student) with a board and its "Play with others" panel
(``bugkit.ui.together``). The board tests run for every registered game whose board is on ``bugkit.ui.board.Board``;
the model-level test runs for every registered game.
"""

from __future__ import annotations

import importlib
import inspect
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import numpy as np
import pytest
from gametools import first_in_fast_lane, game_hook
from limits import within

import bugkit
from bugkit.classroom.client import ClassLink
from bugkit.classroom.store import ClassStore, MovedFirst, TableRefused
from bugkit.classroom.tables import Device, SharedGame, join_table, open_table
from bugkit.classroom.teacher import PLAY_PAGES, TeacherPage, class_page
from bugkit.core.i18n import and_list, language_problems, player_name, t, tn
from bugkit.core.session import Session
from bugkit.ui import html_text
from bugkit.ui.board import Board
from bugkit.ui.together import REASONS, TogetherPanel, marked_bot, seat_name, status_text, table_refusal_text

SECONDS = 60  # CPU seconds for a whole game on two boards (a guard against hangs, not a speed test)
ROOT = Path(__file__).resolve().parents[2]


def _board_module(game: str) -> ModuleType | None:
    """Return the game's ui module if its board is on Board (the ports land one by one), else None."""
    ui = importlib.import_module(f"bugkit.{game}.ui")
    boards = [c for _, c in inspect.getmembers(ui, inspect.isclass) if issubclass(c, Board) and c is not Board
              and c.game == game]
    return ui if boards else None


BOARD_GAMES = [g for g in bugkit.GAMES if _board_module(g) is not None]
POSTGRES_IN_FULL_RUN = True  # whole games across tablets: on PostgreSQL in the full run, SQLite in the fast lane


def test_the_ungeziffer_board_is_on_board_so_the_board_tests_run() -> None:
    assert "ungeziffer" in BOARD_GAMES


class Kid:
    """One device: its class link (a joined student), its board and its panel."""

    def __init__(self, store: ClassStore, code: str, game: str, nickname: str | None, lang: str = "de",
                 remembered: str = "") -> None:
        self.link = ClassLink(code, lang, store)
        if nickname is not None:
            assert self.link.join(nickname)
        else:
            self.link._remembered(remembered)  # what the browser's localStorage hands a reloaded page
        ui = _board_module(game)
        assert ui is not None
        self.board: Board = ui.example_board(lang)
        self.panel = TogetherPanel(self.board, self.link, interval_ms=0)
        self.ui = ui

    @property
    def shared(self) -> SharedGame:
        assert self.board.shared is not None
        return self.board.shared

    def memory(self) -> str:
        """Return what this device's browser keeps for the class (student id and token)."""
        assert self.link.me is not None
        return f"{self.link.me.student}:{self.link.me.token}"


def _offered(kid: Kid) -> str:
    """Return the text of the saved game the device's panel offers to download (its link's data)."""
    import base64

    found = re.search(r"href='data:application/json;base64,([A-Za-z0-9+/=]+)'", kid.panel.download.value)
    assert found, kid.panel.download.value
    return base64.b64decode(found.group(1)).decode("utf-8")


def _tappable(board: Board) -> bool:
    """Return True if anything on the board's table can be tapped or pressed now."""
    model = board.table.model
    return any(p.tappable for z in model.zones for p in z.pieces) or any(a.enabled for a in model.actions)


def _two_kids(store: ClassStore, game: str, lang: str = "de", second: str = "Leo",
              code: str | None = None) -> tuple[str, Kid, Kid]:
    """Return (class code, Mia, Leo) of a new class in ``store`` (or of the class ``code``): Mia opened a
    two-player table on her board, Leo (nicknamed ``second``) sat down by a tap."""
    code = store.create_class(lang).code if code is None else code
    mia, leo = Kid(store, code, game, "Mia", lang), Kid(store, code, game, second, lang)
    mia.panel.players.value = 2
    mia.panel.open_button.click()
    assert mia.board.shared is not None and mia.panel.message.value == ""
    leo.panel.tick()
    (button,) = leo.panel.table_buttons.children
    assert button.description == t("together.table_button", lang, code=mia.shared.table, free=1, players=2)
    button.click()
    mia.panel.tick()
    assert leo.shared.table == mia.shared.table and (mia.shared.my_seat, leo.shared.my_seat) == (0, 1)
    return code, mia, leo


def test_a_board_without_a_class_is_unchanged() -> None:
    from bugkit.ungeziffer.ui import play

    view = play(lang="de")
    assert view.together is None and view.shared is None and len(view.children) == 10
    assert view.viewer is None and view.settings.layout.display != "none"


@pytest.mark.slow
@pytest.mark.parametrize("game", BOARD_GAMES)
def test_two_boards_play_a_whole_game_across_devices(sqlite_store: ClassStore, game: str) -> None:
    store = sqlite_store  # (whole games: on SQLite only, to keep the slow lane short; PostgreSQL plays the fast part)
    with within(SECONDS):
        _, mia, leo = _two_kids(store, game)
        assert mia.board.viewer == 0 and leo.board.viewer == 1
        for kid in (mia, leo):  # the panel stands on the board, right under the table (and its odds)
            assert kid.panel in kid.board.children, game
        assert mia.board.settings.layout.display == mia.board.save_box.layout.display == "none"  # no new game, seats
        # or replay while seated
        mover = mia if mia.board.human_to_move() else leo
        other = leo if mover is mia else mia
        name = mover.link.me.nickname  # type: ignore[union-attr]
        called = mover.board.player_names()[mover.shared.my_seat]  # type: ignore[union-attr]
        status = mover.board.status.value  # "Mia: Würfle!" (Kakerlakentanz: "Du: Aua-Karte. Tippe ...")
        assert called in (name, t("kakerlakentanz.you", "de"))  # the nickname; Kakerlakentanz says "Du"
        assert re.search(rf"\b{called}\b", status) and status.count(called) == 1 and "Spieler" not in status
        assert not status.startswith(t("together.status.mine", "de", name=name))
        assert other.board.status.value == f"{name} ist dran"
        assert "Spieler 1: <b>Mia (du)</b> · Spieler 2: <b>Leo</b>" in mia.panel.seats.value
        moves = 0
        while not mia.board.state.is_over:
            movers = [k for k in (mia, leo) if k.board.human_to_move()]
            assert len(movers) == 1, "exactly one device may act at a time"
            idle = leo if movers[0] is mia else mia
            assert not _tappable(idle.board), "the other device's table offers nothing to tap"
            movers[0].ui.press_a_move(movers[0].board)
            assert movers[0].board.error.value == ""
            idle.panel.tick()  # the once-a-second tick of the other device
            assert idle.board.state == movers[0].board.state
            moves += 1
            assert moves < 5000
        for kid in (mia, leo):
            assert kid.board.state.is_over and kid.board.status.value.startswith("Spiel vorbei")
        offered = {_offered(kid) for kid in (mia, leo)}  # at once, with no tap on a "save" button first
        assert len(offered) == 1 and bugkit.load(offered.pop()) == mia.board.state
        assert {mia.panel.save(), leo.panel.save()} == {_offered(mia)}
        info, steps = store.table_info(mia.link.me, mia.shared.table)  # type: ignore[arg-type]
        assert info.over and steps == list(mia.board.state.history)  # every step stored once, in order


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_a_tap_on_two_devices_at_once_lands_once(store: ClassStore, game: str) -> None:
    with within(SECONDS):
        code, mia, leo = _two_kids(store, game)
        mover = mia if mia.board.human_to_move() else leo
        other = leo if mover is mia else mia
        twin = Kid(store, code, game, None, remembered=mover.memory())  # the same child in a second tab
        twin.panel.tick()
        assert twin.shared.my_seat == mover.shared.my_seat and twin.board.human_to_move()
        before = len(mover.board.state.history)
        # the other player taps too: nothing is sent, nothing changes
        for zone in other.board.table.model.zones:
            for piece in zone.pieces:
                other.board.table.tap(piece.id)
        for action in other.board.table.model.actions:
            other.board.table.press(action.id)
        assert len(other.shared.state.history) == before
        mover.ui.press_a_move(mover.board)
        twin.ui.press_a_move(twin.board)  # its tab had not seen the move yet: someone moved first
        assert twin.board.error.value == ""  # nothing scary: the twin just shows what landed
        for kid in (mover, other):
            kid.panel.tick()
        assert twin.board.state == mover.board.state == other.board.state
        _, steps = store.table_info(mover.link.me, mover.shared.table)  # type: ignore[arg-type]
        assert steps == list(mover.board.state.history) and len(steps) > before


def _panel_place(kid: Kid) -> str:
    """Return where the panel stands on the board: "under the table" (between the table and the scores) or "under
    the scores" (right above the settings: under the scores and what the game shows under them)."""
    shown = list(kid.board.children)
    at = shown.index(kid.panel)
    if shown.index(kid.board.table) < at < shown.index(kid.board.scores):
        return "under the table"
    assert at == shown.index(kid.board.settings) - 1, shown
    return "under the scores"


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_the_panel_stands_where_the_next_tap_is_and_makes_room_for_the_game(store: ClassStore, game: str) -> None:
    # in the lobby and at a table with a free seat the panel stands under the table (open, find or fill a table);
    # once every seat is taken the table and every player's score come first (a tablet's first screen), the panel
    # under them; back under the table when the child leaves
    with within(SECONDS):
        code = store.create_class("de").code
        mia, leo = Kid(store, code, game, "Mia"), Kid(store, code, game, "Leo")
        assert _panel_place(mia) == "under the table"
        mia.panel.players.value = 2
        mia.panel.open_button.click()
        assert mia.board.shared is not None and not mia.shared.full
        assert _panel_place(mia) == "under the table"  # "Let bots take the free seats" is where it was
        leo.panel.tick()
        (button,) = leo.panel.table_buttons.children
        button.click()
        mia.panel.tick()
        assert mia.shared.full and leo.shared.full
        assert _panel_place(mia) == _panel_place(leo) == "under the scores"
        shown = mia.board.children
        mia.panel.tick()
        assert mia.board.children is shown  # a tick with nothing new moves nothing (nothing sent to the browser)
        leo.panel.leave_button.click()
        assert leo.board.shared is None and _panel_place(leo) == "under the table"


@pytest.mark.parametrize("game", first_in_fast_lane(BOARD_GAMES))  # whole games: one in the fast lane
def test_a_reload_rejoins_the_seat_and_a_leaver_is_replaced_by_a_bot(store: ClassStore, game: str) -> None:
    with within(SECONDS):
        code, mia, leo = _two_kids(store, game)
        mover = mia if mia.board.human_to_move() else leo
        mover.ui.press_a_move(mover.board)
        leo.panel.tick()
        mia.panel.tick()
        reloaded = Kid(store, code, game, None, remembered=leo.memory())  # a new kernel, the same browser
        reloaded.panel.tick()  # the panel's first tick found Leo's unfinished table and sat down again
        assert reloaded.shared.table == leo.shared.table and reloaded.shared.my_seat == 1
        assert reloaded.board.state == leo.board.state and reloaded.board.viewer == 1
        leo.panel.leave_button.click()
        assert leo.board.shared is None and leo.board.settings.layout.display == ""
        assert leo.panel.message.value == t("together.left", "de")
        assert leo.panel.lobby.layout.display == ""
        n = len(mia.board.state.history)
        mia.panel.tick()
        bot = t(f"{game}.bot.{leo.board.default_bot or next(iter(leo.board.bot_registry))}", "de")
        named = bot if "bot" in bot.lower() else t("together.bot", "de", name=bot)  # a bot is called a bot
        assert f"{mia.board.player_names()[1]}: <b>{named}</b>" in mia.panel.seats.value  # as the board calls it
        # the bot plays Leo's seat: Mia's device plays its turns, Mia's move is never a bot's
        for _ in range(4):
            if mia.board.state.is_over:
                break
            assert mia.board.human_to_move()
            mia.ui.press_a_move(mia.board)
        assert len(mia.board.state.history) > n
        info, steps = store.table_info(mia.link.me, mia.shared.table)  # type: ignore[arg-type]
        assert steps == list(mia.board.state.history) and info.seats[1].bot is not None


@pytest.mark.parametrize("lang", first_in_fast_lane(["de", "en"]))  # whole games: one in the fast lane
def test_leaving_a_finished_game_says_no_bot_plays_on_and_a_second_game_starts(store: ClassStore, lang: str) -> None:
    """After the end every tablet still said "You left the table: a bot plays your seat now." on "Leave the table",
    the way to a second game; no bot plays a finished game, so the panel says nothing then."""
    with within(SECONDS):
        _, mia, leo = _two_kids(store, "kakerlakentanz", lang)
        finished = mia.shared.table
        while not mia.board.state.is_over:
            mover = mia if mia.board.human_to_move() else leo
            mover.ui.press_a_move(mover.board)
            for kid in (mia, leo):
                kid.panel.tick()
        for kid in (mia, leo):
            kid.panel.leave_button.click()
            assert kid.board.shared is None and kid.panel.lobby.layout.display == ""
            assert kid.panel.message.value == ""
        info, _ = store.table_info(mia.link.me, finished)  # type: ignore[arg-type]
        assert [s.nickname for s in info.seats] == ["Mia", "Leo"] and all(s.bot is None for s in info.seats)
        mia.panel.open_button.click()
        leo.panel.tick()
        (button,) = leo.panel.table_buttons.children  # the new table only, not the finished one
        button.click()
        mia.panel.tick()
        assert leo.shared.table == mia.shared.table != finished and not mia.board.state.is_over
        assert mia.board.human_to_move() != leo.board.human_to_move()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_child_watching_an_ungeziffer_turn_reads_its_target_and_sum(store: ClassStore, lang: str) -> None:
    """An audit with two tablets: the waiting child read only "Blauameise ist dran" and never the target the other
    child was turning tiles for (the mover's line tells it: "Ziel 8, bisher 0"). Now the watcher reads it too."""
    _code, mia, leo = _two_kids(store, "ungeziffer", lang)
    for _ in range(20):
        mover = mia if mia.board.human_to_move() else leo
        watcher = leo if mover is mia else mia
        if mover.board.state.phase.value != "roll":
            break
        mover.ui.press_a_move(mover.board)
        mia.panel.tick()
        leo.panel.tick()
    state = watcher.board.state
    assert not mover.board.state.is_over and state.phase.value != "roll"
    said = html_text(watcher.board.status.value)
    news = t("ungeziffer.watch", lang, target=state.target, total=state.total)
    assert said == t("ui.turn", lang, name=seat_name(watcher.shared.seats[state.current_player], "ungeziffer",
                                                     lang)) + ": " + news, said
    assert str(state.target) in said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_tap_on_the_tablet_whose_turn_it_is_not_is_refused_in_words(store: ClassStore, lang: str) -> None:
    """A tap (or a Kakerlakentanz key) on the tablet that is not to move changed nothing and said nothing: the
    child tapped on and on. It still changes nothing, and says why in the child's language until the table moves."""
    code = store.create_class(lang).code
    mia = Kid(store, code, "ungeziffer", "Mia", lang)
    mia.panel.open_button.click()
    mia.board.table.tap("tile-1")  # alone at the table
    assert html_text(mia.board.error.value) == t("together.refused.waiting", lang)
    _, mia, leo = _two_kids(store, "ungeziffer", lang)
    mover, idle = (mia, leo) if mia.board.human_to_move() else (leo, mia)
    before = idle.board.state
    for tile in ("tile-1", "tile-7"):
        assert idle.board.table.tap(tile)
        said = html_text(idle.board.error.value)
        assert said == t("together.refused.not_your_turn", lang) and language_problems(said, lang) == []
    assert idle.board.state == before == mover.board.state and mover.board.error.value == ""
    while not idle.board.human_to_move():  # the other tablet's turn ends: the words go
        mover.ui.press_a_move(mover.board)
        idle.panel.tick()
        assert (idle.board.error.value == "") == (len(idle.board.state.history) > len(before.history))
    assert idle.board.error.value == ""
    _, mia, leo = _two_kids(store, "kakerlakentanz", lang)
    idle = leo if mia.board.human_to_move() else mia
    idle.board.key("1")  # type: ignore[attr-defined]
    assert html_text(idle.board.error.value) == t("together.refused.not_your_turn", lang)


def _board_words(board: Board) -> str:
    """Return every word the board shows outside its "Play with others" panel: the table's zones, pieces and
    buttons, and the text of each widget under it (status, scores, log, a game's own views)."""
    import ipywidgets as widgets

    model = board.table.model
    words = [model.status, *(a.label for a in model.actions)]
    for zone in model.zones:
        words += [zone.label, *(p.alt for p in zone.pieces)]
    todo: list[Any] = [board]
    while todo:
        widget = todo.pop()
        if widget is board.together or widget is board.settings:  # (the panel names the seats; the settings are
            continue  # hidden while seated)
        if isinstance(widget, (widgets.HTML, widgets.Label)):
            words.append(html_text(widget.value))
        elif isinstance(widget, widgets.Button):
            words.append(widget.description)
        todo += list(getattr(widget, "children", ()))
    return "\n".join([*words, *board.textlog.lines])


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_at_a_shared_table_the_board_calls_each_child_by_nickname(store: ClassStore, game: str) -> None:
    """At a shared table Mia's tablet said "Du bist dran, Mia! Spieler 1: Würfle!", and the scores, the log and
    the table named the children "Spieler 1" and "Spieler 2" (only the panel said who is who). Every text on the
    board now names a child's seat by its nickname, the same on both tablets; the status line names the child
    once, as the board names the seat."""
    lang = "de" if BOARD_GAMES.index(game) % 2 else "en"
    _, mia, leo = _two_kids(store, game, lang)
    numbered = (player_name(0, lang), player_name(1, lang))
    for _ in range(6):  # a few moves, each on the tablet whose turn it is
        if mia.board.state.is_over:
            break
        mover = mia if mia.board.human_to_move() else leo
        mover.ui.press_a_move(mover.board)
        for kid in (mia, leo):
            kid.panel.tick()
    assert len(mia.board.textlog.lines) > 1
    for kid in (mia, leo):
        words = _board_words(kid.board)
        assert not [seat for seat in numbered if seat in words], (game, kid.link.me)
        called = [kid.board.player_names()[s.seat] for s in kid.shared.seats if s.nickname]  # type: ignore[union-attr]
        assert len(called) == 2 and {"Mia", "Leo"} & set(called), called  # (Kakerlakentanz calls this device's seat
        # "Du"/"You": the board's name for it)
        assert all(name in html_text(kid.board.scores.value) for name in called), (game, called)
        assert any(name in line for line in kid.board.textlog.lines for name in called), (
            f"{game}: no line of the log names a child's seat as the board does ({called})")
    if not mia.board.state.is_over:
        mover = mia if mia.board.human_to_move() else leo
        called = mover.board.player_names()[mover.shared.my_seat]  # type: ignore[union-attr]
        assert html_text(mover.board.status.value).count(called) == 1  # the nickname (Kakerlakentanz: "Du")


def test_free_seats_go_to_bots_on_request_and_the_game_starts(store: ClassStore) -> None:
    code = store.create_class("en").code
    mia = Kid(store, code, "ungeziffer", "Mia", "en")
    mia.panel.players.value = 3
    mia.panel.open_button.click()
    assert mia.board.status.value.startswith("Waiting for players: 2 seats free (table code ")
    assert not mia.board.human_to_move() and mia.panel.bots_button.layout.display == ""
    mia.panel.bots_button.click()
    assert mia.shared.full and mia.panel.bots_button.layout.display == "none"
    assert mia.board.status.value == "Mia: roll the dice!"  # the game's line calls her by name
    assert "Player 2: <b>Memory bot</b> · Player 3: <b>Memory bot</b>" in mia.panel.seats.value
    # a bot's seat keeps its number on the board: the panel says which bot sits there
    assert re.match(r"▶ Mia 0 tiles Player 2 0 tiles Player 3 0 tiles ", html_text(mia.board.scores.value))


def test_a_typed_table_code_joins_and_a_wrong_one_is_said_in_the_childs_language(store: ClassStore) -> None:
    code = store.create_class("de").code
    mia, leo = Kid(store, code, "ungeziffer", "Mia"), Kid(store, code, "ungeziffer", "Leo")
    leo.panel.code.value = "ZZZZZ"
    leo.panel.join_button.click()
    assert leo.panel.message.value.endswith(f"{t('together.refused.no_table', 'de')}</span>")
    assert leo.board.shared is None
    mia.panel.open_button.click()
    leo.panel.code.value = mia.shared.table.lower()
    leo.panel.join_button.click()
    assert leo.shared.table == mia.shared.table and leo.panel.message.value == ""
    late = Kid(store, code, "ungeziffer", "Ida")
    late.panel.code.value = mia.shared.table
    late.panel.join_button.click()
    assert t("together.refused.full", "de") in late.panel.message.value


def test_three_winners_at_a_table_are_listed_with_commas(store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shared win of three reads "Mia (du), X und Y", not "Mia (du) und X und Y" (issue 20: one list joiner). Two
    bots of one kind read "Gedächtnis-Bot und Gedächtnis-Bot": each is now its seat, as the scores call it."""
    mia = Kid(store, store.create_class("de").code, "ungeziffer", "Mia")
    mia.panel.players.value = 3
    mia.panel.open_button.click()
    mia.panel.bots_button.click()
    seats = mia.shared.seats
    bot = seat_name(seats[1], "ungeziffer", "de")
    assert seat_name(seats[2], "ungeziffer", "de") == bot  # the free seats went to the game's default bot
    three_way_tie = SimpleNamespace(is_over=True, winners=lambda: [0, 1, 2])
    monkeypatch.setattr(SharedGame, "state", property(lambda _: three_way_tie))
    assert bot == "Gedächtnis-Bot"
    assert status_text(mia.board) == "Spiel vorbei: Mia (du), Spieler 2 (Bot) und Spieler 3 (Bot) gewinnen!"


def test_a_code_of_another_games_table_is_refused_in_german_and_leaves_its_seat_free(store: ClassStore) -> None:
    """A German page said "table K7QX2 plays ungeziffer: open it on that game's page" in English, and the child had
    already taken a seat at that table (issue 20): now the refusal is German, names the game, and comes first."""
    code = store.create_class("de").code
    mia, leo = Kid(store, code, "ungeziffer", "Mia"), Kid(store, code, "wuerfel_wg", "Leo")
    mia.panel.open_button.click()
    table = mia.shared.table
    leo.panel.code.value = table.lower()
    leo.panel.join_button.click()
    said = html_text(leo.panel.message.value)
    assert said == f"An Tisch {table} wird Ungeziffer gespielt: Öffne Ungeziffer und gib den Code dort ein."
    assert said == t("together.refused.other_game", "de", code=table, game="Ungeziffer")
    assert language_problems(said, "de") == [] and "#b00020" in leo.panel.message.value
    assert leo.board.shared is None
    mia.panel.tick()
    assert mia.shared.seats[1].empty  # Leo did not sit down at the Ungeziffer table


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_child_whose_class_ended_reads_that_it_has_ended_at_the_table(store: ClassStore, lang: str) -> None:
    """The class ended while a child's page was open: the store's English error reached a German page as it was
    (issue 20), then the panel said "That did not work at the table: try again", which no try can mend. It says
    that the class has ended now, as the lesson page does (``class_refusal_text``), in the page's language."""
    teacher = store.create_class(lang)
    kid = Kid(store, teacher.code, "ungeziffer", "Mia", lang)
    store.end_class(teacher.token)
    kid.panel.tick()
    said = html_text(kid.panel.message.value)
    assert said == t("class.ended", lang) and language_problems(said, lang) == []
    assert "#b00020" in kid.panel.message.value
    _only_the_end_is_said(kid, "class.ended", lang)


def _only_the_end_is_said(kid: Kid, words: str, lang: str) -> None:
    """Check that the panel of a device the class sent away says so and offers the class nothing more: the lobby
    ("Open a new table", the open tables, a table code) still offered tables that a tap could only be refused, the
    intro and "You are in class K7QX2 as Mia" were no longer true, and the panel asked the store every second."""
    panel = kid.panel
    assert html_text(panel.message.value) == t(words, lang)
    assert panel.lobby.layout.display == "none" and panel.seated.layout.display == "none"
    assert panel.intro.value == "" and panel.join_box.layout.display == "none"
    asked = []
    original = panel.link.store.class_tables
    panel.link.store.class_tables = lambda me: asked.append(me) or original(me)  # type: ignore[method-assign]
    panel.tick()
    assert asked == [] and html_text(panel.message.value) == t(words, lang)
    panel.board.set_language("de" if lang == "en" else "en")  # said again in the page's other language
    panel.tick()  # (the panel follows the board's language at its next tick, within a second)
    assert html_text(panel.message.value) == t(words, panel.board.lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_class_that_ends_during_a_table_game_lets_each_child_play_on_alone(store: ClassStore, lang: str) -> None:
    """The teacher ended the class mid-game: the panel said "You can go on here on your own", but the board stayed
    at the dead table, and the child whose turn it was tapped a tile and read "Not allowed: this is not a move of
    this game". Now a tap (Mia) or the next look at the table (Leo) stands the board up: a new game on the device
    alone, with the words of the class's end, in the page's language."""
    teacher = store.create_class(lang)
    _, mia, leo = _two_kids(store, "ungeziffer", lang, code=teacher.code)
    mover, other = (mia, leo) if mia.board.human_to_move() else (leo, mia)
    store.end_class(teacher.token)
    mover.ui.press_a_move(mover.board)
    said = html_text(mover.board.error.value)
    assert said == t("class.ended", lang) and language_problems(said, lang) == [], said
    assert mover.board.shared is None and mover.board.human_to_move() and not mover.board.state.history[1:]
    other.panel.tick()
    assert other.board.shared is None and html_text(other.panel.message.value) == t("class.ended", lang)
    mover.ui.press_a_move(mover.board)  # alone now: a move is a move
    assert len(mover.board.state.history) > 1 and mover.board.error.value == ""
    for kid in (mover, other):  # the tap's refusal (at the board) and the look at the table (the panel's tick)
        _only_the_end_is_said(kid, "class.ended", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_device_whose_nickname_went_to_another_device_reads_so_at_the_table(store: ClassStore, lang: str) -> None:
    """The teacher let this device's nickname back in for another device: the panel said "try again"."""
    teacher = store.create_class(lang)
    kid = Kid(store, teacher.code, "ungeziffer", "Mia", lang)
    store.let_back_in(teacher.token, "Mia")
    kid.panel.open_button.click()
    said = html_text(kid.panel.message.value)
    assert said == t("class.other_device", lang) and language_problems(said, lang) == []
    assert kid.board.shared is None
    _only_the_end_is_said(kid, "class.other_device", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_class_that_ended_before_the_nickname_is_said_on_the_panel(store: ClassStore, lang: str) -> None:
    """The class ended while the page waited for a nickname: the nickname box's refusal is said on the panel (the
    box itself, with its line, goes)."""
    teacher = store.create_class(lang)
    kid = Kid(store, teacher.code, "ungeziffer", None, lang)
    store.end_class(teacher.token)
    kid.link.typed.value = "Mia"
    kid.link.join_button.click()
    assert kid.link.me is None and kid.link.gone == "ended"
    kid.panel.tick()
    _only_the_end_is_said(kid, "class.ended", lang)

def test_before_a_nickname_the_panel_asks_for_one_and_shows_no_lobby(store: ClassStore) -> None:
    code = store.create_class("de").code
    kid = Kid(store, code, "ungeziffer", None)
    assert kid.panel.lobby.layout.display == "none"
    assert kid.panel.intro.value == t("together.nickname_first", "de")
    assert kid.panel.join_box is kid.link.box  # the nickname box is on the panel
    kid.link.join("Mia")
    kid.panel.tick()
    assert kid.panel.lobby.layout.display == ""


def test_every_reason_a_table_refuses_has_words_for_children_in_both_languages() -> None:
    sources = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "bugkit" / "classroom").glob("*.py"))
    raised = set(re.findall(r'TableRefused\("([a-z_]+)"', sources)) | {"moved_first"}
    assert raised <= set(REASONS), raised - set(REASONS)
    for reason in REASONS:
        for lang in ("en", "de"):
            assert table_refusal_text(TableRefused(reason, "x"), lang) == t(f"together.refused.{reason}", lang)
    assert table_refusal_text(MovedFirst("ABCDE", 3), "de") == t("together.refused.moved_first", "de")
    assert table_refusal_text(TableRefused("something_new", "x"), "de") == t("together.refused.other", "de")


@pytest.mark.parametrize("game", list(bugkit.GAMES))
def test_every_game_across_two_devices_at_model_level(store: ClassStore, game: str) -> None:
    """Each seat sees its own view; a double tap lands once; a reload rejoins; a leaver's seat goes to a bot."""
    with within(SECONDS):
        code = store.create_class().code
        a, b = (Device(store, store.join(code, n)) for n in ("Mia", "Leo"))
        ga = open_table(a, game, 2, seed=1)
        gb = join_table(b, ga.table, seed=2)
        ga.refresh()
        for g in (ga, gb):
            assert g.observation() == g.state.observation(g.my_seat) and g.observation().viewer == g.my_seat
        assert ga.state == gb.state
        mover, other = (ga, gb) if ga.can_act else (gb, ga)
        assert mover.can_act and not other.can_act and other.legal_actions() == []
        with pytest.raises(TableRefused, match="not your turn"):
            other.act(mover.legal_actions()[0])
        twin = join_table(Device(store, mover.me), mover.table, seed=3)  # the same child, a second tab
        step = mover.legal_actions()[0]
        before = len(mover.state.history)
        mover.act(step)
        with pytest.raises(MovedFirst):
            twin.act(step)
        twin.refresh()
        other.refresh()
        assert twin.state == mover.state == other.state and len(mover.state.history) > before
        assert store.table_info(mover.me, mover.table)[1] == list(mover.state.history)
        again = join_table(Device(store, store.rejoin(code, other.me.student, other.me.token)), other.table)
        assert again.my_seat == other.my_seat and again.state == other.state
        assert again.observation() == other.observation()
        other.leave()
        mover.refresh()
        assert mover.seats[other.my_seat].bot is not None
        rng = np.random.default_rng(5)
        for _ in range(6):  # the bot plays the left seat: Mia's device is asked only at her own turn
            if mover.is_over:
                break
            assert mover.can_act
            legal = mover.legal_actions()
            mover.act(legal[int(rng.integers(len(legal)))])
        ref = bugkit.load(json.dumps({"game": game, "version": 2, "setup": json.loads(mover.info.setup),  # type: ignore[union-attr]
                                      "steps": store.table_info(mover.me, mover.table)[1]}))
        assert ref == mover.state


def test_the_teacher_page_lists_the_tables_with_nicknames_bots_and_whose_turn(store: ClassStore) -> None:
    teacher = store.create_class("de")
    page = TeacherPage(teacher.token, store, "de", interval_ms=0)
    assert page.tables.value == f"<p>{t('teacher.no_tables', 'de')}</p>"
    a, b = (Device(store, store.join(teacher.code, n)) for n in ("Mia<b>", "Leo"))
    ga = open_table(a, "wuerfel_wg", 3, bots={2: "random"}, seed=1)
    page.refresh()
    row = page.tables.value
    assert f"<code>{ga.table}</code>" in row and "Würfel-WG" in row and "Mia&lt;b&gt;" in row and "<b>" not in row
    assert "freier Platz" in row and "Zufalls-Bot" in row and "wartet auf Mitspieler" in row
    join_table(b, ga.table, seed=2)
    page.refresh()
    mover = ga.to_move
    assert mover is not None
    assert f"{['Mia&lt;b&gt;', 'Leo'][mover]} ist dran" in page.tables.value
    ga.refresh()
    while not ga.is_over:
        player = ga if ga.can_act else join_table(b, ga.table)
        player.act(player.legal_actions()[0])
        ga.refresh()
    page.refresh()
    assert "beendet" in page.tables.value
    assert "bugkit-teacher-private" in page.tables._dom_classes  # hidden on the projector: nicknames
    # two bots of one kind read "Zufalls-Bot, Zufalls-Bot": told apart by seat, as the panel and the boards do
    gb = open_table(b, "wuerfel_wg", 3, bots={1: "random", 2: "random"}, seed=3)
    page.refresh()
    row = page.tables.value.split(f"<tr data-table='{gb.table}'>")[1].split("</tr>")[0]
    assert "Leo</span>, Spieler 2: Zufalls-Bot, Spieler 3: Zufalls-Bot</td>" in row and "Leo ist dran" in row, row


def test_the_class_page_links_the_game_boards_with_the_class_code() -> None:
    page = class_page("de", {"QUERY_STRING": "class=K7QX2M"})
    for notebook, _ in PLAY_PAGES:
        assert f"{notebook}?class=K7QX2M&amp;lang=de" in page.value
        assert (ROOT / "notebooks" / notebook).is_file()


def test_a_board_refuses_to_sit_at_another_games_table(store: ClassStore) -> None:
    from bugkit.ungeziffer.ui import play

    code = store.create_class().code
    table = open_table(Device(store, store.join(code, "Mia")), "wuerfel_wg", 2)
    view = play(lang="en")
    with pytest.raises(bugkit.InvalidInput, match="this board plays ungeziffer"):
        view.sit_at(table)
    with pytest.raises(bugkit.InvalidInput, match="sits at a SharedGame"):
        view.sit_at("ABCDE")
    assert view.shared is None


def test_a_store_that_cannot_be_reached_is_said_calmly_and_the_board_stays(store: ClassStore,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from bugkit.classroom.store import StoreUnavailable

    _, mia, leo = _two_kids(store, "ungeziffer", "en")
    kid = mia if mia.board.human_to_move() else leo
    shown = kid.board.state

    def gone(*_: object, **__: object) -> None:
        raise StoreUnavailable("the database is locked")

    monkeypatch.setattr(store, "append_steps", gone)
    monkeypatch.setattr(store, "table_info", gone)
    kid.ui.press_a_move(kid.board)
    assert t("together.unreachable", "en") in kid.board.error.value and kid.board.state == shown
    kid.panel.tick()
    assert kid.panel.message.value == t("together.unreachable", "en")
    monkeypatch.undo()
    kid.panel.tick()
    assert kid.panel.message.value == ""


def test_kakerlakentanz_across_devices_is_offered_as_practice_without_the_clock(store: ClassStore) -> None:
    kid = Kid(store, store.create_class("de").code, "ungeziffer", "Mia")
    assert "ohne Uhr" not in kid.panel.intro.value
    assert bugkit.GAMES["kakerlakentanz"].timed and not bugkit.GAMES["ungeziffer"].timed
    kid.board.game = "kakerlakentanz"  # the panel says it for every game played without the clock
    kid.panel.redraw()
    assert t("together.untimed", "de") in kid.panel.intro.value and "ohne Uhr" in kid.panel.intro.value


def test_after_a_reload_only_the_first_board_of_a_page_sits_down_again(store: ClassStore) -> None:
    code, _, leo = _two_kids(store, "ungeziffer")
    page = Kid(store, code, "ungeziffer", None, remembered=leo.memory())  # the reloaded page's first board
    second = TogetherPanel(page.ui.example_board("de"), page.link, interval_ms=0)  # a second board on that page
    second.tick()
    assert page.shared.table == leo.shared.table and page.shared.my_seat == 1
    assert second.board.shared is None and second.lobby.layout.display == ""


@pytest.mark.parametrize("lang", ["de", "en"])
def test_kakerlakentanz_across_devices_calls_each_child_by_name_and_only_oneself_you(store: ClassStore,
                                                                                    lang: str) -> None:
    """Every device called the first seat "You" / "Du" and the second "Cockroach 1": Leo's tablet read "Du hast
    gerufen: Meeep" after Mia's call and "Kakerlake 1: Aua-Karte" on his own turn. Each device says "you" to its own
    seat only and names the other children by their nicknames, as the panel does."""
    alone = Kid(store, store.create_class(lang).code, "kakerlakentanz", "Ida", lang)
    alone.panel.open_button.click()  # a seat still free: named as the panel's seat list names it, "Player 2"
    assert alone.board.player_names() == [t("kakerlakentanz.you", lang), player_name(1, lang)]
    _, mia, leo = _two_kids(store, "kakerlakentanz", lang)
    you = t("kakerlakentanz.you", lang)
    for _ in range(2):  # a right call on each device
        mover = mia if mia.board.human_to_move() else leo
        caller = mover.link.me.nickname  # type: ignore[union-attr]
        # on its own turn the device says what to do in the game's own words to "you", once ("Du: Aua-Karte. ...",
        # not "Du bist dran, Mia! Du: Aua-Karte. ...")
        status = html_text(mover.board.status.value)
        assert status.startswith(f"{you}: ") and status.count(you) == 1 and caller not in status, status
        mover.ui.press_a_move(mover.board)
        for kid in (mia, leo):
            kid.panel.tick()
            said = html_text(kid.board.said.value)
            if kid is mover:
                assert said.startswith(f"{t('ui.right', lang)} {t('kakerlakentanz.said.you', lang, call='')}"), said
            else:
                assert said.startswith(t("kakerlakentanz.said", lang, name=caller, call="")), said
    for kid, other in ((mia, leo), (leo, mia)):  # both have called now
        name = other.link.me.nickname  # type: ignore[union-attr]
        words = " ".join([html_text(kid.board.status.value), html_text(kid.board.scores.value),
                          html_text(kid.board.said.value), *kid.board.textlog.lines])  # type: ignore[attr-defined]
        assert "Kakerlake" not in words and "Cockroach" not in words
        cards = kid.board.state.hand_sizes()  # type: ignore[attr-defined]
        piles = html_text(kid.board.scores.value)
        assert f"{you}: {tn('ui.cards', cards[kid.shared.my_seat], lang)}" in piles
        assert f"{name}: {tn('ui.cards', cards[other.shared.my_seat], lang)}" in piles
        assert f"{name}: " in " ".join(kid.board.textlog.lines)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_kakerlakentanz_across_devices_numbers_its_bots_as_cockroaches(store: ClassStore, lang: str) -> None:
    """A shared table's free seats filled with bots named both bots by their kind: "Anfänger-Kakerlake (Bot):
    42 Karten, Anfänger-Kakerlake (Bot): 42 Karten", "beginner cockroach (bot) said: Ouch." (which of the two?).
    The bots are the cockroaches numbered in seat order, as on a board of one device, the same on every device."""
    code = store.create_class(lang).code
    mia = Kid(store, code, "kakerlakentanz", "Mia", lang)
    mia.panel.players.value = 3
    mia.panel.open_button.click()
    mia.panel.bots_button.click()  # two bots of one kind
    you, first, second = (t("kakerlakentanz.you", lang), *(t("kakerlakentanz.cockroach", lang, n=n) for n in (1, 2)))
    assert mia.board.player_names() == [you, first, second]
    # the panel says which kind of bot each cockroach is, by the name the board gives it (it said "Player 2")
    kind = t("together.bot", lang, name=t("kakerlakentanz.bot.easy", lang))  # "Anfänger-Kakerlake (Bot)"
    seated = t("together.you", lang, name="Mia")
    assert (f"{player_name(0, lang)}: <b>{seated}</b> · {first}: <b>{kind}</b> · {second}: <b>{kind}</b>"
            in mia.panel.seats.value)
    for _ in range(3):  # Mia's call, then each bot's
        if mia.board.human_to_move():
            mia.ui.press_a_move(mia.board)
        mia.panel.tick()
    words = " ".join([html_text(mia.board.scores.value), *mia.board.textlog.lines])  # type: ignore[attr-defined]
    assert f"{first}: " in words and f"{second}: " in words
    assert t("kakerlakentanz.bot.easy", lang) not in words and t("kakerlakentanz.bot.easy", lang).title() not in words

    # a table of two children and a bot: the bot is Cockroach 1 on both tablets, each child "You" on its own only
    code = store.create_class(lang).code
    mia, leo = Kid(store, code, "kakerlakentanz", "Mia", lang), Kid(store, code, "kakerlakentanz", "Leo", lang)
    mia.panel.players.value = 3
    mia.panel.open_button.click()
    leo.panel.tick()
    leo.panel.table_buttons.children[0].click()
    leo.panel.bots_button.click()
    mia.panel.tick()
    assert mia.board.player_names() == [you, "Leo", first] and leo.board.player_names() == ["Mia", you, first]


def test_kakerlakentanz_says_you_to_the_devices_seat_even_beside_a_child_nicknamed_you(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The boards decided who "you" is by comparing a seat's name with "Du"/"You": beside a child nicknamed "Du"
    (one stored before such nicknames were refused is still let back in), Mia's tablet read "Du hast gerufen" about
    the other child's call. "You" is the device's seat, whatever the seats are called. (German: in English "You
    said" is the same words in both persons; the English wrong-call sentence is checked with the labels.)"""
    lang = "de"
    you = t("kakerlakentanz.you", lang)
    monkeypatch.setattr("bugkit.classroom.store.is_pronoun", lambda name: False)  # (stored before the refusal)
    _, mia, other = _two_kids(store, "kakerlakentanz", lang, second=you)
    for _ in range(4):  # two right calls on each device
        mover = mia if mia.board.human_to_move() else other
        mover.ui.press_a_move(mover.board)
        for kid in (mia, other):
            kid.panel.tick()
            said = html_text(kid.board.said.value)
            second_person = t("kakerlakentanz.said.you", lang, call="")
            if kid is mover:
                assert said.startswith(f"{t('ui.right', lang)} {second_person}"), said
            else:
                assert said.startswith(t("kakerlakentanz.said", lang, name=mover.link.me.nickname, call="")), said  # type: ignore[union-attr]
    # (in the log both seats now read "Du" on Mia's tablet: why a new nickname like "Du" is still refused)


def test_a_call_a_board_timed_is_played_without_the_clock_at_a_shared_table() -> None:
    from bugkit.kakerlakentanz.rules import Call
    from bugkit.ui.together import untimed

    assert untimed("kakerlakentanz", Call("meep", 1.2)) == Call("meep")
    assert untimed("kakerlakentanz", Call("timeout", 3.5)) == Call("timeout", 3.5)  # the table refuses it: "timed"
    assert untimed("kakerlakentanz", "meep 1.2") == "meep 1.2"  # a text step: the table refuses it
    assert untimed("ungeziffer", "roll") == "roll"


def test_an_unforeseen_error_in_the_once_a_second_tick_is_a_message_not_an_escape(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The tick (a browser message, once a second) caught only bugkit's errors; a click's guard catches anything."""
    _, mia, _ = _two_kids(store, "ungeziffer", "en")

    def broken() -> None:
        raise RuntimeError("a slip")

    monkeypatch.setattr(mia.board, "poll", broken)
    with caplog.at_level("ERROR", logger="bugkit"):
        mia.panel.tick()
    assert mia.panel.message.value == t("ui.oops", "en")  # no error's name for the child: it goes to the log
    assert [r.exc_info[0] for r in caplog.records if r.exc_info] == [RuntimeError]
    monkeypatch.undo()
    mia.panel.tick()
    assert mia.board.shared is not None


# ---- the cross-game property test: two or three tablets at one table, every game, played to the end ----

RANDOM_TAPS = 1500  # random taps of a whole game; then the game's own legal moves (random Voll verasselt can go on
# for thousands of taps: the hub never shrinks while every catch bugs up)
MOVE_LIMIT = 3000  # legal moves after that at most (a guard against a game that never ends)
FAST_TAPS = 40  # random taps checked at every step (a reload halfway), the fast lane's whole game
SEATINGS = {"two": (("Mia", "Leo"), 0, "de"), "three": (("Mia", "Leo", "Ida"), 0, "en"),
            "two_and_a_bot": (("Mia", "Leo"), 1, "de")}


def _shown(board: Board) -> str:
    """Return everything a seated board shows of its game: the HTML of its parts (not the panel, not the folded
    settings) and the table's scene (pictures, text alternatives, what can be tapped)."""
    import ipywidgets as widgets

    parts: list[str] = []

    def walk(w: object) -> None:
        if w is board.together or w is board.settings or w is board.save_box:
            return
        if isinstance(w, widgets.HTML):
            parts.append(w.value)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(board)
    model = board.table.model
    parts += [f"{z.label}|{p.picture}|{p.alt}|{p.tappable}|{p.selected}" for z in model.zones for p in z.pieces]
    parts += [f"{a.label}|{a.enabled}" for a in model.actions]
    return "\n".join(parts)


def _scrambled(state: Any, viewer: int) -> Any:
    """Return ``state`` with something ``viewer`` does not see changed (the seat's observation stays the same), or
    None when the game hides nothing now: the game's own ``scrambled`` in ``tests/test_<game>_hardening.py``."""
    scrambled = game_hook(state.GAME, "scrambled")
    assert callable(scrambled), (f"tests/test_{state.GAME}_hardening.py has no function scrambled(state, viewer): it "
                                 "returns the position changed where the seat cannot see (cards face down, another "
                                 "hand), or None when nothing is hidden")
    return scrambled(state, viewer)


def _check_hides(kid: Kid) -> None:
    """Check the board shows nothing its seat does not see: drawn from a position that differs only there, every
    picture, text alternative and line of it is the same."""
    board, seat = kid.board, kid.shared.my_seat
    state = board.state
    other = _scrambled(state, seat)
    if other is None:
        return
    assert other.observation(seat) == state.observation(seat)  # (the scrambling changed only what is hidden)
    session = board.session
    board.render()  # (a roll's animation plays once: both drawings below come after it)
    shown = _shown(board)
    board.session = Session(other, seed=0, bots=[None] * other.n_players, start=False)
    try:
        board.render()
        assert _shown(board) == shown, f"{state.GAME}: seat {seat} is shown something it does not see"
    finally:
        board.session = session
        board.render()


def _check_idle(kid: Kid, store: ClassStore, lang: str) -> None:
    """Check a device whose seat is not to move offers nothing to tap, and that a tap there anyway is refused in
    the child's words and changes nothing."""
    board = kid.board
    assert not _tappable(board)
    before = board.state
    pieces = [p.id for z in board.table.model.zones for p in z.pieces]
    for piece in pieces[:2] + pieces[-1:]:
        board.table.tap(piece)
        said = html_text(board.error.value)
        assert said == t("together.refused.not_your_turn", lang), said
    assert board.state == before
    assert store.table_info(kid.link.me, kid.shared.table, len(before.history))[1] == []  # type: ignore[arg-type]


def _stored(kid: Kid) -> bugkit.GameState:
    """Return the table's game loaded from the store's set-up and steps by the game's own load (``bugkit.load``)."""
    info, steps = kid.link.store.table_info(kid.link.me, kid.shared.table)  # type: ignore[union-attr,arg-type]
    return bugkit.load(json.dumps({"game": info.game, "version": 2, "setup": json.loads(info.setup),
                                   "steps": steps}))


def _check_same_game(devices: list[Kid], store: ClassStore, lang: str, hides: bool) -> Kid:
    """Check every device shows the game of the stored steps from its own seat and exactly one may act (with
    ``hides``: nothing hidden drawn, the others refuse a tap); return the one that may act."""
    reference = devices[0].shared.state
    first = devices[0]
    assert store.table_info(first.link.me, first.shared.table, len(reference.history))[1] == []  # type: ignore[arg-type]
    seats = sorted(k.shared.my_seat for k in devices)
    assert len(set(seats)) == len(seats)
    for kid in devices:
        assert kid.board.state == kid.shared.state == reference and kid.board.viewer == kid.shared.my_seat
        if hides:
            _check_hides(kid)
    movers = [k for k in devices if k.board.human_to_move()]
    assert len(movers) == 1, "exactly one device may act at a time"
    assert reference.current_player == movers[0].shared.my_seat
    for kid in devices:
        if kid is not movers[0] and hides:
            _check_idle(kid, store, lang)
    return movers[0]


def _tap_randomly(kid: Kid, rng: np.random.Generator) -> None:
    """Tap one of the pieces, or press one of the buttons, the board offers now (chosen at random)."""
    model = kid.board.table.model
    taps = [(kid.board.table.tap, p.id) for z in model.zones for p in z.pieces if p.tappable]
    presses = [(kid.board.table.press, a.id) for a in model.actions if a.enabled]
    do, what = (taps + presses)[int(rng.integers(len(taps) + len(presses)))]
    assert do(what)


def _seat_everyone(store: ClassStore, game: str, names: tuple[str, ...], bots: int,
                   lang: str) -> tuple[str, list[Kid]]:
    """Return (class code, devices) of a new class in ``store``: the first opened a table for everyone (and ``bots``
    bots), the others typed its code (lowercase; with spaces), the free seats went to bots; a child on another game's
    page who typed the code, or a code with a letter missing, read why not in words."""
    code = store.create_class(lang).code
    devices = [Kid(store, code, game, name, lang) for name in names]
    devices[0].panel.players.value = len(names) + bots
    devices[0].panel.open_button.click()
    table = devices[0].shared.table
    for kid, typed in zip(devices[1:], (table.lower(), " ".join(table)), strict=False):
        kid.panel.code.value = typed
        kid.panel.join_button.click()
        assert kid.panel.message.value == "" and kid.shared.table == table
    other_game = next(g for g in BOARD_GAMES if g != game)
    stranger = Kid(store, code, other_game, "Ben", lang)  # a child on another game's page types the code
    for typed, words in ((f" {table[:2]} {table[2:].lower()} ", t("together.refused.other_game", lang, code=table,
                                                                  game=bugkit.GAMES[game].title)),
                         (table[:-1], t("together.refused.no_table", lang))):
        stranger.panel.code.value = typed
        stranger.panel.join_button.click()
        said = html_text(stranger.panel.message.value)
        names = re.findall(r"\w+", bugkit.GAMES[game].title)  # (a game's name is its name in both languages)
        assert said == words and language_problems(said, lang, names) == [] and stranger.board.shared is None
    if bots:
        devices[0].panel.tick()
        devices[0].panel.bots_button.click()
    for kid in devices:
        kid.panel.tick()
    return code, devices


def _reload(devices: list[Kid], i: int, store: ClassStore, code: str, game: str, lang: str) -> None:
    """Reload device ``i`` (a new board, the same browser): it sits down again and shows the same game."""
    old = devices[i]
    new = Kid(store, code, game, None, lang, remembered=old.memory())
    new.panel.tick()
    assert new.shared.table == old.shared.table and new.board.viewer == old.board.viewer == old.shared.my_seat
    assert new.board.state == old.board.state and new.board.human_to_move() == old.board.human_to_move()
    assert new.board.scores.value == old.board.scores.value and new.board.textlog.lines == old.board.textlog.lines
    # (the pieces may differ: what the child had chosen and not yet played, dice to park say, was that board's)
    devices[i] = new


def _leave(devices: list[Kid], i: int) -> None:
    """Device ``i`` leaves the table: a bot takes its seat, the others play on."""
    kid = devices.pop(i)
    seat = kid.shared.my_seat
    kid.panel.leave_button.click()
    assert kid.board.shared is None and kid.panel.lobby.layout.display == ""
    for other in devices:
        other.panel.tick()
    assert devices[0].shared.seats[seat].bot is not None


def _play_on(devices: list[Kid], store: ClassStore, rng: np.random.Generator, lang: str, taps: int,
             hides: bool, tap: Callable[[Kid, np.random.Generator], None] = _tap_randomly) -> int:
    """Play ``taps`` taps (random ones, or ``tap``) or to the end on whichever device may act, checking the
    devices before each (in full with ``hides``, else in full every 7th time); return the taps made."""
    made = 0
    while made < taps and not devices[0].board.state.is_over:
        mover = _check_same_game(devices, store, lang, hides or made % 7 == 0)
        tap(mover, rng)
        for kid in devices:
            kid.panel.tick()
        made += 1
    assert _stored(devices[0]) == devices[0].board.state
    return made


def _check_the_end(devices: list[Kid], store: ClassStore, lang: str) -> None:
    """Check every device shows the same result, and that the class can play a second game."""
    state = devices[0].board.state
    winners = state.winners()
    for kid in devices:
        assert kid.board.state == state and kid.board.state.is_over
        said = html_text(kid.board.status.value)
        seats = kid.shared.seats
        names = [seat_name(seats[w], state.GAME, lang) if seats[w].bot is None  # a child by nickname, a bot as
                 else marked_bot(kid.board.player_names()[w], lang) for w in winners]  # the board names its seat
        assert said == (tn("together.status.wins", len(names), lang, names=and_list(names, lang)) if names else
                        t("together.status.nobody", lang))
        assert not _tappable(kid.board)
    assert len({_offered(kid) for kid in devices}) == 1  # every device offers the one finished game to download
    finished = devices[0].shared.table
    for kid in devices:  # a second game: everyone leaves the finished table, one opens a new one
        kid.panel.leave_button.click()
        assert kid.board.shared is None and html_text(kid.panel.message.value) == ""
    devices[0].panel.players.value = max(2, len(devices))
    devices[0].panel.open_button.click()
    for kid in devices[1:]:
        kid.panel.tick()
        buttons = {b.tooltip: b for b in kid.panel.table_buttons.children}
        assert finished not in buttons
        buttons[devices[0].shared.table].click()
    if len(devices) == 1:  # the others had left: a bot plays with the last child
        devices[0].panel.bots_button.click()
    for kid in devices:
        kid.panel.tick()
    mover = _check_same_game(devices, store, lang, True)
    assert not mover.board.state.is_over and mover.shared.table != finished


def _cross_game(store: ClassStore, game: str, seating: str, whole: bool) -> None:
    """Seat the devices, play FAST_TAPS random taps checking every step with a reload halfway and (more than two
    children) a leaver; with ``whole``, play on to the end (every 7th step checked in full; random taps, then the
    game's own legal moves) and a second game."""
    names, bots, lang = SEATINGS[seating]
    code, devices = _seat_everyone(store, game, names, bots, lang)
    rng = np.random.default_rng(sorted(bugkit.GAMES).index(game) * 10 + len(names) + bots)
    made = _play_on(devices, store, rng, lang, FAST_TAPS // 2, True)
    if not devices[0].board.state.is_over:
        _reload(devices, made % len(devices), store, code, game, lang)
    made += _play_on(devices, store, rng, lang, FAST_TAPS // 2, True)
    if not devices[0].board.state.is_over and seating != "two":
        _leave(devices, 1)
    made += _play_on(devices, store, rng, lang, RANDOM_TAPS if whole else 1, not whole)
    if whole:
        made += _play_on(devices, store, rng, lang, MOVE_LIMIT, False, lambda kid, _: kid.ui.press_a_move(kid.board))
        assert devices[0].board.state.is_over, f"{game}: no end after {made} random taps"
        _check_the_end(devices, store, lang)


@pytest.mark.parametrize("game", first_in_fast_lane(BOARD_GAMES))  # whole games: one in the fast lane
def test_two_tablets_one_game_every_step_agrees_and_hides_what_the_seat_does_not_see(store: ClassStore,
                                                                                      game: str) -> None:
    """Two tablets at one table, random taps on whichever may act: each shows the stored game from its own seat,
    the other offers nothing and refuses a tap in words, nothing hidden is drawn; a reload sits down again."""
    with within(SECONDS):
        _cross_game(store, game, "two", False)


@pytest.mark.slow
@pytest.mark.parametrize("seating", list(SEATINGS))
@pytest.mark.parametrize("game", BOARD_GAMES)
def test_tablets_play_every_game_to_the_end_and_then_a_second_game(sqlite_store: ClassStore, game: str,
                                                                   seating: str) -> None:
    """Two or three tablets (and a bot) play a whole game with random taps, a reload and a leaver on the way; the
    end shows the same result everywhere, and the class starts a second game."""
    with within(4 * SECONDS):
        _cross_game(sqlite_store, game, seating, True)  # (SQLite only, as the whole game above)
