"""“Play with others” / “Mit anderen spielen”: a board's panel for one game across devices, in class mode only.

A board on a page opened with ``?class=CODE`` (the classroom server's students' link) shows this panel under its
table (under the scores once every seat at the child's table is taken: the game first); without a class the board is
unchanged. The panel lists the class's open tables of the board's game (tap one to sit down), opens a new table (2
to the game's maximum players; empty seats can be given to bots), joins a table by its short code and leaves a table
(a bot takes the seat). Once seated, the board shows the table's game from this device's seat (``Board.sit_at``):
the status line names whose turn it is by nickname, only this seat can act, the table's bots are played by
``bugkit.classroom.tables.SharedGame`` and a tick from the browser once a second
(``bugkit.classroom.client.Beacon``) redraws a move made on another device. A finished game shows the result on
every device and offers it at once as a file to download (one tap). A reload (a new kernel, the same browser) finds
this student's unfinished table of the game and sits down again. Kakerlakentanz across devices is practice without
the clock (the panel says so). Every text a child reads is here, in English and German; a refusal (the store's
``TableRefused``, a typed code of another game's table, anything else bugkit refuses) is said in the page's
language, never in an error's own English words.
"""

from __future__ import annotations

import dataclasses
import html
import logging
import re
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..core.errors import BugkitError, InvalidInput
from ..core.i18n import and_list, player_name, register, t, tn
from ..core.validate import check_lang, check_text, short_repr
from . import (
    Message,
    download_html,
    no_words,
    red_html,
)
from .note import ShortRepr

if TYPE_CHECKING:
    from ..classroom.client import ClassLink
    from ..classroom.store import Seat, TableSummary
    from .board import Board

register({
    "together.title": {"en": "Play with others", "de": "Mit anderen spielen"},
    "together.intro": {"en": "Play this game with classmates, each on their own device.",
                       "de": "Spiel dieses Spiel mit anderen aus der Klasse, jedes Kind auf seinem eigenen Gerät."},
    "together.nickname_first": {"en": "Pick your nickname first (above): then you can play with others.",
                                "de": "Wähle zuerst oben deinen Spitznamen: Dann kannst du mit anderen spielen."},
    "together.open_tables": {"en": "Tables with a free seat: tap one to sit down",
                             "de": "Tische mit freiem Platz: Tippe auf einen, um dich dazuzusetzen"},
    "together.no_open_tables": {"en": "No open table yet: open a new one.",
                                "de": "Noch kein offener Tisch: Öffne einen neuen."},
    "together.table_button": {"en": "Table {code}: {free} of {players} seats free",
                              "de": "Tisch {code}: {free} von {players} Plätzen frei"},
    "together.players": {"en": "Players at the new table", "de": "Spieler am neuen Tisch"},
    "together.open": {"en": "Open a new table", "de": "Neuen Tisch öffnen"},
    "together.code": {"en": "Table code", "de": "Tisch-Code"},
    "together.code_hint": {"en": "like K7QX2", "de": "z. B. K7QX2"},
    "together.join": {"en": "Sit down", "de": "Hinsetzen"},
    "together.at_table": {"en": "Table {code}", "de": "Tisch {code}"},
    "together.tell_code": {"en": "Tell your classmates the table code {code}.",
                           "de": "Sag den anderen den Tisch-Code {code}."},
    "together.you": {"en": "{name} (you)", "de": "{name} (du)"},
    "together.bot": {"en": "{name} (bot)", "de": "{name} (Bot)"},
    "together.free": {"en": "free", "de": "frei"},
    "together.fill_bots": {"en": "Let bots take the free seats", "de": "Bots auf die freien Plätze setzen"},
    "together.leave": {"en": "Leave the table", "de": "Tisch verlassen"},
    "together.left": {"en": "You left the table: a bot plays your seat now.",
                      "de": "Du hast den Tisch verlassen: Jetzt spielt ein Bot auf deinem Platz."},
    "together.download": {"en": "Download the game ({name})", "de": "Das Spiel herunterladen ({name})"},
    "together.untimed": {"en": "On several devices Kakerlakentanz is practice without the clock: there is no "
                               "3-second rule, everyone calls in their own time.",
                         "de": "Auf mehreren Geräten übt ihr Kakerlakentanz ohne Uhr: Es gibt keine "
                               "3-Sekunden-Regel, jedes Kind ruft in seinem eigenen Tempo."},
    "together.unreachable": {"en": "This device cannot reach the class right now. Wait a moment: it tries again "
                                   "every second.",
                             "de": "Dieses Gerät erreicht die Klasse gerade nicht. Warte kurz: Es versucht es jede "
                                   "Sekunde wieder."},
    # the status line at a shared table
    "together.status.mine": {"en": "Your turn, {name}!", "de": "Du bist dran, {name}!"},
    "together.status.waiting": {"en": "Waiting for players: {n} seat free (table code {code}).|Waiting for "
                                      "players: {n} seats free (table code {code}).",
                                "de": "Warten auf Mitspieler: noch {n} Platz frei (Tisch-Code {code}).|Warten auf "
                                      "Mitspieler: noch {n} Plätze frei (Tisch-Code {code})."},
    "together.status.wins": {"en": "Game over: {names} wins!|Game over: {names} win!",
                             "de": "Spiel vorbei: {names} gewinnt!|Spiel vorbei: {names} gewinnen!"},
    "together.status.nobody": {"en": "Game over: nobody wins.", "de": "Spiel vorbei: Niemand gewinnt."},
    # every reason a table refuses something (bugkit.classroom.store.TableRefused)
    "together.refused.no_table": {"en": "There is no table with this code in your class: check the code.",
                                  "de": "In deiner Klasse gibt es keinen Tisch mit diesem Code: Prüf den Code."},
    "together.refused.full": {"en": "This table is full: open a new one or pick another.",
                              "de": "Dieser Tisch ist voll: Öffne einen neuen oder wähle einen anderen."},
    "together.refused.seat_taken": {"en": "Someone sat down there just before you: look at the tables again.",
                                    "de": "Dort hat sich gerade jemand hingesetzt: Schau noch mal auf die Tische."},
    "together.refused.not_seated": {"en": "You do not sit at this table: sit down first.",
                                    "de": "Du sitzt nicht an diesem Tisch: Setz dich zuerst hin."},
    "together.refused.too_many_tables": {"en": "Your class cannot open any more tables: sit down at an open one.",
                                         "de": "Deine Klasse kann keine Tische mehr öffnen: Setz dich an einen "
                                               "offenen Tisch."},
    "together.refused.too_many_steps": {"en": "This game is too long for the class: open a new table.",
                                        "de": "Dieses Spiel ist zu lang für die Klasse: Öffne einen neuen Tisch."},
    "together.refused.moved_first": {"en": "Someone was a little quicker: look at the table again.",
                                     "de": "Jemand war ein bisschen schneller: Schau noch mal auf den Tisch."},
    "together.refused.gap": {"en": "The table was not up to date: it is now. Try again.",
                             "de": "Der Tisch war nicht auf dem neuesten Stand, jetzt stimmt er wieder. Versuch es "
                                   "noch mal."},
    "together.refused.waiting": {"en": "The game starts when every seat is taken.",
                                 "de": "Das Spiel beginnt, wenn alle Plätze besetzt sind."},
    "together.refused.over": {"en": "This game is over.", "de": "Dieses Spiel ist vorbei."},
    "together.refused.not_your_turn": {"en": "Wait: it is not your turn yet.",
                                       "de": "Warte: Du bist noch nicht dran."},
    "together.refused.timed": {"en": "There is no clock at a shared table: call when you are ready.",
                               "de": "Am gemeinsamen Tisch gibt es keine Uhr: Ruf, wenn du so weit bist."},
    "together.refused.bad_step": {"en": "This table's game cannot go on here (a move is broken): open a new table.",
                                  "de": "Das Spiel an diesem Tisch kann hier nicht weitergehen (ein Zug ist kaputt): "
                                        "Öffne einen neuen Tisch."},
    # a typed table code of another game's table (OtherGame)
    "together.refused.other_game": {"en": "Table {code} plays {game}: open {game} and type the code there.",
                                    "de": "An Tisch {code} wird {game} gespielt: Öffne {game} und gib den Code dort "
                                          "ein."},
    "together.refused.other": {"en": "That did not work at the table: try again.",
                               "de": "Das hat am Tisch nicht geklappt: Versuch es noch mal."},
})

_LOG = logging.getLogger(__name__)  # a click that failed unforeseen: its error, for a developer (never the child)
REASONS = ("no_table", "full", "seat_taken", "not_seated", "too_many_tables", "too_many_steps", "moved_first", "gap",
           "waiting", "over", "not_your_turn", "timed", "bad_step")


def _esc(text: object) -> str:
    """Return ``text`` escaped for HTML (quotes too)."""
    return html.escape(str(text), quote=True)


def _check_board(board: object) -> Board:
    """Return ``board`` if it is a game board (``bugkit.ui.board.Board``); raise InvalidInput otherwise."""
    from .board import Board

    if not isinstance(board, Board):
        raise InvalidInput(f"board must be a game board (bugkit.ui.board.Board), not {short_repr(board)}")
    return board


class OtherGame(InvalidInput):
    """A table code typed on one game's page for a table of another game: ``table`` (its code) and ``game`` (the
    registry name of the game it plays)."""

    def __init__(self, table: str, game: str) -> None:
        super().__init__(f"table {table} plays {game}: open it on that game's page")
        self.table, self.game = table, game


def table_refusal_text(exc: BaseException, lang: str) -> str:
    """Return what a table's refusal (``TableRefused``, ``OtherGame``) means, for a child, in ``lang``; the class's
    own refusal of this device (``ClassRefused``: the class has ended, the nickname went to another device) as the
    lesson page says it (``class_refusal_text``); any other refusal is "That did not work at the table" (never an
    error's own English words)."""
    from .. import GAMES
    from ..classroom.client import CHILD_REASONS, class_refusal_text
    from ..classroom.store import ClassRefused

    lang = check_lang(lang)
    if not isinstance(exc, BaseException):
        raise InvalidInput(f"exc must be the refusal (an exception), not {short_repr(exc)}")
    if isinstance(exc, ClassRefused) and exc.reason in CHILD_REASONS:
        return class_refusal_text(exc, lang, "child")
    if isinstance(exc, OtherGame):
        title = GAMES[exc.game].title if exc.game in GAMES else exc.game
        return t("together.refused.other_game", lang, code=exc.table, game=title)
    reason = getattr(exc, "reason", "")
    return t(f"together.refused.{reason}" if reason in REASONS else "together.refused.other", lang)


def stood_up(board: Board, exc: BaseException) -> bool:
    """Return True after standing ``board`` up from its shared table (a new game on this device alone) when ``exc``
    says the device is not in the class any more (``ClassRefused``: the class ended, or the nickname went to another
    device): "You can go on here on your own" is then true at once, not after a reload. Else False. Such a refusal
    also closes the board's "Play with others" lobby for good (``ClassLink.note_refusal``), seated or not: "Open a
    new table" after the class's end could only be refused."""
    from ..classroom.client import sent_away

    panel = board.together
    gone = panel.link.note_refusal(exc) if isinstance(panel, TogetherPanel) else sent_away(exc)
    if not gone or board.shared is None:
        return False
    board.stand_up()  # (it draws the panel again: the lobby stays closed, the panel says why)
    return True


def table_refusal_html(exc: BaseException, lang: str) -> str:
    """Return a table's refusal as a line of HTML (dark red), in ``lang``."""
    return red_html(table_refusal_text(exc, lang))


def unreachable_html(lang: str) -> str:
    """Return "the class cannot be reached right now" as a line of HTML, in ``lang``."""
    return red_html(t("together.unreachable", check_lang(lang)))


def untimed(game: str, step: Any) -> Any:
    """Return ``step`` without its reaction time for a game played without the clock across devices (a typed step
    with ``seconds``, e.g. a Kakerlakentanz call a board timed); any other step as it is. A timeout has no untimed
    form (the step refuses to be made without its time): the table refuses it ("timed")."""
    from .. import GAMES

    game = check_text(game, "game", 60)
    seconds = getattr(step, "seconds", None)
    if seconds is None or not dataclasses.is_dataclass(step) or isinstance(step, type) or game not in GAMES \
            or not GAMES[game].timed:  # (an unknown game: the table refuses it)
        return step
    try:
        return dataclasses.replace(step, seconds=None)
    except InvalidInput:  # a timeout is a time, with no untimed form
        return step


def seat_name(seat: Seat, game: str, lang: str) -> str:
    """Return who sits at ``seat`` in words: a nickname ("Mia (you)" for this device), a bot, or "free"."""
    from .. import GAMES
    from ..classroom.store import Seat as SeatRecord

    lang = check_lang(lang)
    if not isinstance(seat, SeatRecord):
        raise InvalidInput(f"seat must be a table's Seat (SharedGame.seats), not {short_repr(seat)}")
    game = GAMES[check_text(game, "game", 60)].name
    if seat.nickname is not None:
        return t("together.you", lang, name=seat.nickname) if seat.mine else seat.nickname
    if seat.bot is not None:
        return marked_bot(t(f"{game}.bot.{seat.bot}", lang), lang)
    return t("together.free", lang)


def status_text(board: Board) -> str:
    """Return the status line of a board seated at a shared table: waiting, whose turn (by nickname), or the result;
    on this device's turn the game's own line (what to do now), after "Your turn, Mia!" unless the line names the
    child's seat already as the board names it (``Board.player_names``: "Mia", Kakerlakentanz's "You")."""
    shared, lang = _check_board(board).shared, board.lang
    if shared is None:
        raise InvalidInput("the board does not sit at a shared table (Board.sit_at)")
    seats = shared.seats
    state = shared.state
    if state.is_over:
        winners = [_called(board, seats[w]) for w in state.winners()]
        if not winners:
            return t("together.status.nobody", lang)
        return tn("together.status.wins", len(winners), lang, names=and_list(winners, lang))
    free = sum(1 for s in seats if s.empty)
    if free:
        return tn("together.status.waiting", free, lang, code=shared.table)
    mover = shared.to_move
    if mover is None:
        return ""
    seat = seats[mover]
    if shared.can_act:
        line, called = board.status_text(), board.player_names()[mover]
        if called and re.search(rf"(?<!\w){re.escape(called)}(?!\w)", line):  # the game's line calls the child:
            return line  # "Mia: roll the dice!", "You: Snail. Tap ..." (not "Your turn, Mia! Mia: roll the dice!")
        return t("together.status.mine", lang, name=seat.nickname or "") + " " + line
    news = board.watch_text()  # (Ungeziffer: the target and the sum so far, which the mover's line tells)
    return t("ui.turn", lang, name=_called(board, seat)) + (f": {news}" if news else "")


def _called(board: Board, seat: Seat) -> str:
    """Return a seat as the status line calls it: a child by nickname ("Mia (you)" on Mia's tablet, ``seat_name``),
    a bot as the board names its seat, marked a bot ("Player 3 (bot)": two memory bots are two players, and the
    scores and the log call them by number)."""
    if seat.bot is None:
        return seat_name(seat, board.game, board.lang)
    return marked_bot(board.player_names()[seat.seat], board.lang)


def marked_bot(name: str, lang: str) -> str:
    """Return a bot's name that says it is a bot: as it is if it does ("Memory bot"), else "Player 3 (bot)" (the
    boards' status line, the panel's seats, the teacher's list of tables)."""
    name, lang = check_text(name, "name", 200), check_lang(lang)
    return name if "bot" in name.lower() else t("together.bot", lang, name=name)


def status_html(board: Board) -> str:
    """Return the status line of a seated board as HTML."""
    return _esc(status_text(board))


def panel_for(board: Board) -> TogetherPanel | None:
    """Return the "Play with others" panel for ``board`` when the page is in class mode (``?class=CODE`` and a class
    store), else None: the board stays as it is; with a class code that leads to no class (mistyped, the class
    ended, the store out of reach) the board says why there is no "Play with others", as a lesson page does."""
    from ..classroom.client import current_class

    link = current_class(_check_board(board).lang)
    if link is None:
        return None
    if link.store is None:
        if link.problem:
            words = link.problem_words
            board.tell(lambda lang: red_html(words(lang)))
        return None
    return TogetherPanel(board, link)


class TogetherPanel(ShortRepr, widgets.VBox):  # type: ignore[misc]
    """The "Play with others" panel of one board: the lobby (open tables, a new table, a table code) or, seated, the
    table's seats, "leave" and, after the game, its download; ``tick()`` (once a second from the browser) keeps it
    and the board fresh."""

    short_title = ("Play with others", "Mit anderen spielen")  # English, German: its text before the notebook runs

    def __init__(self, board: Board, link: ClassLink, interval_ms: int = 1000) -> None:
        from ..classroom.client import Beacon, ClassLink
        from .board import Board

        if not isinstance(board, Board):
            raise InvalidInput(f"board must be a game board (bugkit.ui.board.Board), not {short_repr(board)}")
        if not isinstance(link, ClassLink):
            raise InvalidInput(f"link must be the page's ClassLink (current_class()), not {short_repr(link)}")
        self.board, self.link = board, link
        self.lang = board.lang
        self.looked_for_mine = False  # a reload's table found (once per joined student)
        self._tables: list[TableSummary] = []
        self.title = widgets.HTML()
        self.join_box = link.widget() or widgets.HTML()
        self.intro = widgets.HTML()
        self.message = Message()
        self.message.add_class("bugkit-together-message")
        self.tables_title = widgets.HTML()
        self.table_buttons = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.table_buttons.add_class("bugkit-together-tables")
        self.players = widgets.Dropdown(options=list(range(board.min_players, board.max_players + 1)),
                                        value=board.min_players, layout=widgets.Layout(width="auto"))
        self.players.style.description_width = "initial"
        # (only "primary" and plain buttons: white words on JupyterLab's "info", "success" and "warning" colours
        # are too pale to read, 2.7-4.1:1, and axe-core refuses them)
        self.open_button = self._button("primary", self.open_new)
        self.code = widgets.Text(layout=widgets.Layout(width="260px"))  # its hint in full: "z. B. K7QX2"
        self.code.style.description_width = "initial"
        self.code.add_class("bugkit-together-code")
        self.join_button = self._button("", self.join_typed)
        self.lobby = widgets.VBox([self.tables_title, self.table_buttons,
                                   widgets.HBox([self.players, self.open_button], layout=_WRAP),
                                   widgets.HBox([self.code, self.join_button], layout=_WRAP)])
        self.seats = widgets.HTML().add_class("bugkit-together-seats")
        self.bots_button = self._button("", self.fill_bots)
        self.leave_button = self._button("", self.leave)
        self.download = Message()  # the finished game offered to download, in the board's language
        self.download.add_class("bugkit-together-download")
        self.seated = widgets.VBox([self.seats, widgets.HBox([self.bots_button, self.leave_button],
                                                             layout=_WRAP), self.download])
        self.beacon = Beacon(link.code, None, self.tick, interval_ms)
        super().__init__([self.title, self.join_box, self.intro, self.message, self.lobby, self.seated, self.beacon])
        self.add_class("bugkit-together")
        self.add_class(HIDE_ON_PROJECTOR)
        self.layout.border = "2px solid #4a7ebb"
        self.layout.padding = "0.5em"
        self.layout.margin = "0.5em 0"
        board.show_together(self)  # on the board, right under the table (under the scores once a game runs: redraw)
        self.tick()

    def _button(self, style: str, action: Any) -> widgets.Button:
        """Return a button whose click runs ``action`` with every table refusal said in words."""
        button = widgets.Button(button_style=style, layout=widgets.Layout(width="auto", min_height="44px"))
        button.on_click(lambda _: self.guard(action))
        return button

    def guard(self, action: Any, *args: Any) -> None:
        """Run ``action``; a refusal or an unreachable store is said in words, nothing escapes a click."""
        from ..classroom.store import StoreUnavailable

        try:
            action(*args)
        except StoreUnavailable:
            self.say(_unreachable_words)
        except BugkitError as exc:  # a table's refusal or any other: in the child's words (table_refusal_text)
            refused = exc
            stood_up(self.board, exc)
            self.say(lambda lang: table_refusal_html(refused, lang))
        except Exception:  # a defensive catch: a child's click never shows a traceback
            _LOG.exception("a click on the table panel failed unforeseen")  # for a developer
            self.say(lambda lang: _esc(t("ui.oops", lang)))  # plain words for the child, no error's name
        self.redraw()

    def say(self, words: Callable[[str], str]) -> None:
        """Show as the panel's message the HTML ``words`` gives for the board's language (``redraw`` says it again in
        the board's language, switched or not: ``Message``)."""
        self.message.say(words, self.lang)

    # ---- what the buttons do ----

    def open_new(self) -> None:
        """Open a new table of the board's game (the players chosen; the board's own options) and sit down."""
        from ..classroom.tables import open_table

        players = int(self.players.value)
        options = {k: v for k, v in self.board.make_state(players).setup.items() if k != "players"}
        self.sit(open_table(self.link, self.board.game, players, **options))

    def join_typed(self) -> None:
        """Sit down at the table whose code was typed; a table of another game is refused before sitting down (its
        seat stays free for a child on that game's page)."""
        from ..classroom.store import check_table_code
        from ..classroom.tables import class_tables

        code = check_table_code(self.code.value)
        game = next((s.game for s in class_tables(self.link) if s.table == code), self.board.game)
        if game != self.board.game:
            raise OtherGame(code, game)
        self.join(code)

    def join(self, code: str) -> None:
        """Sit down at the table ``code`` (a reload: the seat this student has there already)."""
        from ..classroom.tables import join_table

        self.sit(join_table(self.link, code))

    def sit(self, shared: Any) -> None:
        """Seat the board at ``shared``."""
        if shared.game != self.board.game:
            raise OtherGame(shared.table, shared.game)
        self.board.sit_at(shared)
        self.say(no_words)
        self.download.say(no_words, self.lang)

    def fill_bots(self) -> None:
        """Give every free seat to the game's default bot (the game starts)."""
        shared = self.board.shared
        if shared is None:
            return
        default = self.board.default_bot or next(iter(self.board.bot_registry))
        shared.seat_bots({s.seat: default for s in shared.seats if s.empty})
        if not self.board.poll():
            self.board.render()

    def leave(self) -> None:
        """Leave the table (a bot takes the seat while the game goes on) and play alone on this device again."""
        shared = self.board.shared
        if shared is None:
            return
        over = shared.is_over
        if not over:
            shared.leave(self.board.default_bot or None)
        self.board.stand_up()
        self.say(no_words if over else lambda lang: _esc(t("together.left", lang)))  # (no bot after the end)

    def save(self) -> str:
        """Return the finished game's save (format 2) after offering it as a download (no file is written); the
        panel offers it by itself when the game is over (``redraw``): one tap for a child, not a button that makes a
        link to tap."""
        shared = self.board.shared
        if shared is None:
            return ""
        text = str(shared.save())
        name = f"{shared.game}_{shared.table}.json"
        self.download.say(lambda lang: download_html(name, "application/json", text,
                                                     t("together.download", lang, name=name)), self.lang)
        return text

    # ---- the tick: the lobby's list, a reload's seat, moves elsewhere ----

    def tick(self) -> None:
        """Bring the panel and the board up to date (called once a second by the browser); like a click, nothing
        escapes it."""
        self.guard(self._tick_once)

    def _tick_once(self) -> None:
        self._tick()
        if self.message.words is _unreachable_words:  # the store is back
            self.say(no_words)

    def _tick(self) -> None:
        from ..classroom.tables import class_tables

        if self.link.me is None or self.link.store is None or self.link.gone:
            return  # (after the class's end nothing is asked of the class every second)
        if self.board.shared is not None:
            self.board.poll()
            return
        tables = [s for s in class_tables(self.link) if s.game == self.board.game]
        if not self.looked_for_mine:
            self.looked_for_mine = True
            if self.link in _REJOINING:
                return  # another board of this page finds the student's table after a reload, this one does not
            _REJOINING.add(self.link)
            mine = next((s for s in tables if s.mine and not s.over), None)
            if mine is not None:  # a reload: this student sits at an unfinished table of this game
                self.join(mine.table)
                return
        self._tables = [s for s in tables if s.free > 0 and not s.over and not s.mine]

    # ---- drawing ----

    def redraw(self) -> None:
        """Write every label in the board's language and show the lobby or the seated part."""
        from .. import GAMES

        lang = self.lang = self.board.lang
        self.message.say_again(lang)  # (in the board's language, switched or not)
        self.download.say_again(lang)
        gone = bool(self.link.gone)  # the class ended or sent this device away: only the message says so
        joined = self.link.me is not None and not gone
        shared = self.board.shared
        _set(self.title, f"<b>{_esc(t('together.title', lang))}</b>")
        intro = t("together.intro", lang) if joined else t("together.nickname_first", lang)
        if GAMES[self.board.game].timed:  # the 3-second rule needs one clock
            intro += " " + t("together.untimed", lang)
        _set(self.intro, "" if gone else _esc(intro))
        self.join_box.layout.display = "none" if gone else ""  # ("you are in the class as Mia" is not true now)
        if gone:  # said on the panel however it came (a tick, a tap, the nickname box, a lesson's guess)
            self.say(_gone_words(self.link.gone))
        self.lobby.layout.display = "" if joined and shared is None else "none"
        # where the next tap is: under the table in the lobby and at a table with a free seat; once every seat is
        # taken the game comes first, the table and every player's score (a tablet's first screen), then the panel
        self.board.show_together(self, under_scores=shared is not None and shared.full)
        self.seated.layout.display = "" if shared is not None else "none"
        self.tables_title.value = f"<b>{_esc(t('together.open_tables', lang))}</b>" if self._tables else \
            _esc(t("together.no_open_tables", lang))
        wanted = [(s.table, t("together.table_button", lang, code=s.table, free=s.free, players=s.players))
                  for s in self._tables]
        if [(b.tooltip, b.description) for b in self.table_buttons.children] != wanted:
            buttons = []
            for code, words in wanted:
                button = widgets.Button(description=words, tooltip=code,
                                        layout=widgets.Layout(width="auto", min_height="44px"))
                button.add_class("bugkit-together-table")
                button.on_click(lambda _, c=code: self.guard(self.join, c))
                buttons.append(button)
            self.table_buttons.children = buttons
        self.players.description = t("together.players", lang)
        self.open_button.description = t("together.open", lang)
        self.code.description = t("together.code", lang)
        self.code.placeholder = t("together.code_hint", lang)
        self.join_button.description = t("together.join", lang)
        self.bots_button.description = t("together.fill_bots", lang)
        self.leave_button.description = t("together.leave", lang)
        if shared is None:
            return
        called = self.board.player_names()  # a bot's seat as the board names it (its number, "Cockroach 1")
        names = " · ".join(f"{_esc(player_name(s.seat, lang) if s.bot is None else called[s.seat])}: "
                           f"<b>{_esc(seat_name(s, shared.game, lang))}</b>" for s in shared.seats)
        head = _esc(t("together.at_table", lang, code=shared.table))
        tell = _esc(t("together.tell_code", lang, code=shared.table)) if not shared.full else ""
        _set(self.seats, f"<p><b class='bugkit-together-table-code'>{head}</b> {tell}</p><p>{names}</p>")
        self.bots_button.layout.display = "none" if shared.full else ""
        if shared.is_over and not self.download.value:
            self.save()


_WRAP = widgets.Layout(flex_flow="row wrap")
_REJOINING: weakref.WeakSet[Any] = weakref.WeakSet()  # the class links (pages) whose first panel looks for its seat
HIDE_ON_PROJECTOR = "bugkit-hide-on-projector"


def _gone_words(reason: str) -> Callable[[str], str]:
    """Return the words (HTML for a language) of the class's refusal ``reason`` that sent this device away."""
    from ..classroom.store import ClassRefused

    refused = ClassRefused(reason, "this device is not in the class any more")
    return lambda lang: table_refusal_html(refused, lang)


def _unreachable_words(lang: str) -> str:
    """Return "the class cannot be reached right now" as the panel says it, in ``lang``."""
    return _esc(t("together.unreachable", lang))


def _set(w: widgets.HTML, value: str) -> None:
    """Set an HTML widget's value only when it changes (no message to the browser otherwise)."""
    if w.value != value:
        w.value = value


__all__ = ["REASONS", "OtherGame", "TogetherPanel", "marked_bot", "panel_for", "seat_name", "status_html",
           "status_text", "table_refusal_html", "table_refusal_text", "unreachable_html", "untimed"]
