"""The Ungeziffer board on the shared game table (``bugkit.ui.table``): the child taps a face-down tile to turn it and
the roll action to roll; bots play by themselves after a human's turn, one step at a time with a visible pause;
English and German, one language per page.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from
its state after every action; every rule is decided by ``rules.py``, every picture by ``draw.py``. This module is
the adapter: the state becomes a scene (the dice, the tiles, the roll action), a tap becomes a step. Drive it from
Python with ``view.table.tap("tile-3")``, ``view.table.press("roll")`` (or ``view.tile_buttons[i].click()``,
``view.roll_button.click()``), ``view.step_button.click()`` or ``view.run_bots()``.

A fresh board (and every press of "New game") starts a new random game. Its *game number* (the session's seed) is
shown in the box "Game number" only once the game is over (``bugkit.ui.gamenumber``: a number shown earlier would
let another board show the next tiles); typing a number there before pressing "New game" replays that game.
No handler lets an exception out: a refusal is explained in words, anything else leaves the board as it was
and says so.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.errors import BugkitError, InvalidInput
from ..core.game import Recorded
from ..core.i18n import register, t, tn
from ..core.session import Session
from ..core.validate import check_choice, check_lang, check_seed, short_repr
from ..ui import (
    SessionSteps,
    TextLog,
    language_picker,
    on_click,
    page_language,
    projector_switch,
    refusal_text,
    relabel,
    scoreboard_html,
    seat_picker,
)
from ..ui.draw import board_style
from ..ui.gamenumber import GameNumber, bad_number_text
from ..ui.note import ShortRepr
from ..ui.table import Action, Piece, Table, TableModel, Zone
from . import components as C
from . import labels
from .bots import BOTS
from .draw import dice_svgs, tile_svg
from .rules import (
    HIDDEN,
    MAX_PLAYERS,
    ROLL,
    VARIANTS,
    Phase,
    Rolled,
    Turn,
    Turned,
    TurnEnded,
    UngezifferState,
    new_game,
)

register({
    "ungeziffer.ev.turn_hidden": {"en": "{name} turns tile {pos}; it lies face down again now: do you remember it?",
                                  "de": "{name} deckt Plättchen {pos} auf; jetzt liegt es wieder verdeckt: "
                                        "Weißt du es noch?"},
    "ungeziffer.ev.miss_hidden": {"en": "Too many! {name}'s tile goes face down again.|Too many! {name}'s tiles go "
                                        "face down again.",
                                  "de": "Zu viele! Das Plättchen von {name} wird wieder umgedreht.|Zu viele! Die "
                                        "Plättchen von {name} werden wieder umgedreht."},
    "ungeziffer.ev.out_hidden": {"en": "No face-down tile left: {name}'s tile goes face down again.|No face-down tile "
                                       "left: {name}'s tiles go face down again.",
                                 "de": "Kein verdecktes Plättchen mehr: Das Plättchen von {name} wird wieder "
                                       "umgedreht.|Kein verdecktes Plättchen mehr: Die Plättchen von {name} werden "
                                       "wieder umgedreht."},
})

HIDE = "bugkit-hide-on-projector"
PACES = (0.0, 0.4, 0.8, 1.2, 1.6, 2.0)  # seconds between two bot steps (the settings' choices)
STATUS_CSS = ("<style>.bugkit-status{font-size:20px;font-weight:bold;margin:2px 0}"
              ".bugkit-projector .bugkit-status{font-size:32px}"
              ".bugkit-board .jupyter-widget-Collapse-header{color:#222;min-height:44px;box-sizing:border-box;"
              "display:flex;align-items:center;font-size:16px}</style>")


class PieceHandle:
    """A piece of the table as tests and scripts drive it: ``click()`` taps it; ``disabled``, ``tooltip`` (its
    words), ``description`` (its number) and ``value`` (its picture) read what the table shows."""

    def __init__(self, view: UngezifferView, piece_id: str) -> None:
        self.view, self.id = view, piece_id

    def _piece(self) -> Piece | None:
        return self.view.table.model.piece(self.id)

    def click(self) -> None:
        """Tap the piece (as a child's finger would)."""
        self.view.table.tap(self.id)

    @property
    def disabled(self) -> bool:
        """Return True unless a tap on the piece now makes a move."""
        piece = self._piece()
        return piece is None or not piece.tappable

    @property
    def tooltip(self) -> str:
        """Return the piece's words (its text alternative)."""
        piece = self._piece()
        return "" if piece is None else piece.alt

    @property
    def description(self) -> str:
        """Return the tile's number, or "" for an empty place."""
        piece = self._piece()
        return "" if piece is None or "bugkit-tile-gone" in piece.picture else self.id.split("-")[1]

    @property
    def value(self) -> str:
        """Return the piece's picture (SVG)."""
        piece = self._piece()
        return "" if piece is None else piece.picture


class ActionHandle:
    """An action button of the table as tests drive it: ``click()`` presses it (nothing if it is disabled)."""

    def __init__(self, view: UngezifferView, action_id: str) -> None:
        self.view, self.id = view, action_id

    def click(self) -> None:
        """Press the action."""
        self.view.table.press(self.id)

    @property
    def disabled(self) -> bool:
        """Return True if the action cannot be pressed now."""
        action = self.view.table.model.action(self.id)
        return action is None or not action.enabled

    @property
    def description(self) -> str:
        """Return the action's words."""
        action = self.view.table.model.action(self.id)
        return "" if action is None else action.label


class UngezifferView(ShortRepr, SessionSteps, widgets.VBox):
    """A whole game of Ungeziffer on the table: the status line, the dice and the tiles to tap, the roll action;
    bots that play by themselves; below, the folded settings, the scores and the log."""

    short_title = ("Ungeziffer board", "Ungeziffer-Spielbrett")  # English, German

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"),
                 seed: int | None = None, variant: str = "standard", lang: str | None = None,
                 pace: float = 0.8) -> None:
        check_choice(players, "players", list(range(2, MAX_PLAYERS + 1)))
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence) or len(seats) > MAX_PLAYERS:
            raise InvalidInput(f"seats must be a list of up to {MAX_PLAYERS} names (human or a bot: "
                               f"{', '.join(BOTS)}), not {short_repr(seats)}")
        for seat in seats:
            check_choice(seat, "a seat", ["human", *BOTS])
        seed = check_seed(seed)
        check_choice(variant, "variant", VARIANTS)
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 2:
            raise InvalidInput(f"pace must be a number of seconds from 0 to 2, not {short_repr(pace)}")
        self.lang = check_choice(page_language() if lang is None else lang, "lang", ("en", "de"))
        lang = self.lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=[2, 3, 4], value=players, layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "memory", lang)
                      for i in range(MAX_PLAYERS)]
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant,
                                        layout=widgets.Layout(width="330px", max_width="100%"))
        self.seed = widgets.Text(value="", layout=widgets.Layout(width="240px"))
        self.number_note = widgets.HTML()
        self.animate = widgets.Checkbox(value=True, indent=False, layout=widgets.Layout(width="auto"))
        choices = sorted({*PACES, float(pace)})
        self.pace = widgets.Dropdown(options=[(f"{p:g} s", p) for p in choices], value=float(pace),
                                     layout=widgets.Layout(width="220px"))
        self.paused = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.typed_number = False  # True once someone types into the game-number box
        self._rendering = False
        self._timer: Any = None  # the pending bot step (an asyncio TimerHandle), if any
        self.new_button = self._button(widgets.Button(button_style="info"), self.new_game)
        self.step_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bot_step)
        self.bots_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bots_until_human)
        self.style = widgets.HTML(board_style(True) + STATUS_CSS, layout=widgets.Layout(display="none"))
        self.howto = widgets.HTML()
        self.yellow_note = widgets.HTML()
        self.status = widgets.HTML()
        self.status.add_class("bugkit-status")
        self.error = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.table = Table(TableModel(on_tap=self._on_tap, on_press=self._on_press))
        self.roll_button = ActionHandle(self, "roll")
        self.tile_buttons: list[PieceHandle] = []
        self.tile_pictures: list[PieceHandle] = []
        self.refused: Exception = BugkitError()
        self._shown_roll: tuple[int, tuple[int, ...]] = (-1, ())
        self.language.observe(lambda change: self.guard(self.set_language, change["new"]), names="value")
        self.players.observe(lambda _: self.guard(self.show_seats), names="value")
        self.seed.observe(lambda _: self._typed(), names="value")
        self.animate.observe(lambda change: self.guard(self.set_animation, change["new"]), names="value")
        self.paused.observe(lambda _: self.guard(self._after_move), names="value")
        self.pace.observe(lambda _: None if self._rendering else self.guard(self._after_move), names="value")
        self.projector = projector_switch(self, lang)
        self.table.projector = self.projector.value
        self.projector.observe(lambda change: setattr(self.table, "projector", bool(change["new"])), names="value")
        self.settings = widgets.Accordion(children=[widgets.VBox([
            widgets.HBox([self.language, self.players, self.variant]),
            widgets.HBox(self.seats[:2]), widgets.HBox(self.seats[2:]),
            widgets.HBox([self.seed, self.new_button]), self.number_note,
            widgets.HBox([self.pace, self.paused, self.step_button, self.bots_button]),
            widgets.HBox([self.animate, self.projector])])], selected_index=None)
        self.settings.add_class(HIDE)
        self.below = widgets.VBox([self.yellow_note, self.howto])
        self.below.add_class(HIDE)
        super().__init__([self.style, self.status, self.error, self.table, self.scores, self.settings, self.below,
                          self.textlog_title, self.textlog])
        self.add_class("bugkit-board")
        self.start(GameNumber.given(seed))

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def _button(self, button: widgets.Button, action: Callable[[], Any]) -> widgets.Button:
        """Return the button wired to ``action`` through ``guard`` (nothing escapes a click)."""
        return on_click(button, lambda: self.guard(action))

    def guard(self, action: Callable[..., Any], *args: Any) -> None:
        """Run a control's action; a bugkit refusal is shown in words, anything else leaves the board unchanged."""
        session = getattr(self, "session", None)
        before = session.state if session is not None else None
        try:
            action(*args)
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        except Exception as exc:  # a defensive catch: a child's click never shows a traceback
            if session is not None and before is not None:
                session.state = before
            self.error.value = self._red(t("ui.oops", self.lang, msg=type(exc).__name__))
            with contextlib.suppress(Exception):  # the board may not even draw: the message above still shows
                self.render()

    def _on_tap(self, piece_id: str) -> None:
        """Turn the tapped tile (a tap on a die or a bad id does nothing; a refused tap is explained)."""
        kind, _, number = piece_id.partition("-")
        if kind == "tile" and number.isdigit() and 1 <= int(number) <= len(self.state.layout):
            self.guard(self.act, Turn(int(number) - 1))

    def _on_press(self, action_id: str) -> None:
        """Play the pressed action (the roll)."""
        if action_id == "roll":
            self.guard(self.act, ROLL)

    def _typed(self) -> None:
        if not self._rendering:
            self.typed_number = True

    def new_game(self) -> None:
        """Start a new game from the controls: a fresh random one, or a replay of the one whose number was typed."""
        typed = self.seed.value.strip() if self.typed_number else ""
        if typed:
            try:
                numbering = GameNumber.typed(typed)
            except InvalidInput:
                self.error.value = self._red(bad_number_text(self.seed.value, self.lang))
                return
        else:
            numbering = GameNumber.fresh()
        self.start(numbering, self.players.value, self.variant.value)

    def start(self, numbering: GameNumber, players: int | None = None, variant: str | None = None) -> None:
        """Start the game of ``numbering`` (the same number and the same moves are always the same game)."""
        state = new_game(players or self.players.value, variant=variant or self.variant.value)
        self.adopt(state, numbering)

    def adopt(self, state: Recorded, numbering: GameNumber | None = None) -> None:
        """Show ``state`` (a loaded or replayed game too) in a new session whose chance comes from ``numbering``
        (a loaded game: a fresh number, never shown): rebuild what depends on the set-up, clear any refusal."""
        if not isinstance(state, UngezifferState):
            raise InvalidInput(f"this board shows Ungeziffer games, not {short_repr(state)}")
        if state.is_chance_node:  # e.g. a replay stopped between a roll and its dice: show the decision before it,
            state = _before_last_step(state)  # so the board never invents an outcome the record does not hold
        self._cancel_bots()
        self.numbering = GameNumber.going_on() if numbering is None else numbering
        self._rendering = True
        try:
            self.players.value = state.n_players
            self.variant.value = state.rules.variant
        finally:
            self._rendering = False
        self.typed_number = False
        self.number = self.numbering.value
        self.session = Session(state, seed=self.number, bots=self.seat_bots(BOTS)[:state.n_players])
        self.tile_buttons = [PieceHandle(self, f"tile-{i + 1}") for i in range(len(state.layout))]
        self.tile_pictures = self.tile_buttons
        self.error.value = ""
        self.render()
        self._after_move()

    @property
    def bots(self) -> list[Any]:
        """Return the session's seats: a bot, or None for a human."""
        return list(self.session.bots)

    def act(self, action: Any) -> None:
        """Play an action for the human to move (chance follows in the session); a refusal changes nothing. Then
        the bots play by themselves, one step at a time."""
        if self.session.to_play is not None and not self.state.is_over:
            return  # a bot is to move: a late tap changes nothing
        try:
            self.session.act(action)
            self.error.value = ""
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        self.render()
        self._after_move()

    # -- bots that play by themselves --------------------------------------------------------------------------
    def _after_move(self) -> None:
        """Let the next bot step come by itself after the pause (at once with pace 0), unless the bots are paused.

        The step is timed on the kernel's running asyncio loop; where none runs (plain Python, pytest) nothing is
        scheduled and ``run_bots()`` or the step button drives the bots."""
        self._cancel_bots()
        if self.paused.value or self.state.is_over or self.session.to_play is None:
            return
        if self.pace.value <= 0:
            self.run_bots()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._timer = loop.call_later(float(self.pace.value), self._timed_step, self.session)

    def _timed_step(self, session: Session) -> None:
        """Make one bot step of ``session`` if it is still the board's game, then schedule the next."""
        self._timer = None
        if session is self.session and not self.paused.value:
            self.guard(self.bot_step)

    def _cancel_bots(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def bot_step(self) -> None:
        """Let the bot whose turn it is make one decision (chance follows), redraw, and schedule the next step."""
        self._cancel_bots()
        if self.session.to_play is not None and not self.state.is_over:
            self.session.bot_step()
        self.render()
        self._after_move()

    def bots_until_human(self) -> None:
        """Let bots play until a human is to decide or the game is over, then redraw."""
        self.run_bots()

    def run_bots(self) -> None:
        """Let the bots play at once until a human is to decide or the game is over, then redraw."""
        self._cancel_bots()
        self.session.run()
        self.render()

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (a refusal still on show is explained again in ``lang``)."""
        self.lang = lang
        if self.error.value:
            self.error.value = self.refusal_html()
        self.render()

    def set_animation(self, on: bool) -> None:
        """Switch the short roll animation on or off."""
        self.style.value = board_style(on) + STATUS_CSS

    def refusal_html(self) -> str:
        """Return the last refusal as a red line of words ('Not allowed: ...'), in the current language."""
        return self._red(refusal_text(self.refused, self.lang))

    @staticmethod
    def _red(message: str) -> str:
        return f'<span style="color:#b00020">{html.escape(message)}</span>'

    # -- view ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"ungeziffer.variant.{v}", lang), v) for v in VARIANTS])
        self.seed.description = t("ui.seed", lang)
        self.seed.tooltip = t("gn.tip", lang)
        self.seed.placeholder = t("gn.placeholder", lang)
        self.seed.style.description_width = "initial"
        if not self.typed_number:  # the number only once the game is over (or for a replay): nobody looks ahead
            self._rendering = True
            try:
                self.seed.value = self.numbering.shown(s.is_over)
            finally:
                self._rendering = False
        self.number_note.value = f"<small>{html.escape(self.numbering.note(s.is_over, lang))}</small>"
        self.animate.description = t("ui.animation", lang)
        self.pace.description = t("ui.bot_pace", lang)
        self.pace.style.description_width = "initial"
        self._rendering = True  # relabelling passes through the first option: no bot may start meanwhile
        try:
            relabel(self.pace, [(_seconds(v, lang), v) for _, v in self.pace.options])
        finally:
            self._rendering = False
        self.paused.description = t("ui.bot_pause", lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        self.settings.set_title(0, t("ui.settings", lang))
        self.howto.value = (f"<details><summary><b>{html.escape(t('ui.howto.title_typeset', lang))}</b>"
                            f"</summary>{html.escape(t('ungeziffer.howto', lang))}</details>")
        self.new_button.description = t("ui.new_game", lang)
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        for button, tip in ((self.new_button, "new"), (self.step_button, "step"), (self.bots_button, "bots")):
            button.tooltip = t(f"ungeziffer.tip.{tip}", lang)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.relabel_seats(lang, "ungeziffer", list(BOTS))
        human_to_move = not s.is_over and self.session.to_play is None
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human_to_move
        self.yellow_note.value = f"<small>{html.escape(self.yellow_text())}</small>"
        status = self.status_text()
        self.status.value = html.escape(status)
        missed = self._just_missed()
        tiles = tuple(self._tile_piece(i, human_to_move and s.phase is Phase.TURN, missed)
                      for i in range(len(s.layout)))
        rows = [(labels.player_name(i, lang), tn("ungeziffer.score", n, lang)) for i, n in enumerate(s.scores())]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player) + html.escape(
            tn("ungeziffer.tiles_left", s.tiles_left(), lang))
        self.textlog.set_lines(log_lines(s, lang))
        roll = Action("roll", t("ui.roll", lang), human_to_move and s.phase is Phase.ROLL)
        self.table.model.show([Zone("dice", t("ungeziffer.zone.dice", lang), self.dice_pieces(), tap=False),
                               Zone("tiles", t("ungeziffer.zone.tiles", lang), tiles)], "", [roll])

    def _just_missed(self) -> set[int]:
        """Return the positions turned in a turn that has just failed (shown until the next move, as at the table)."""
        return just_missed(self.state)

    def _tile_piece(self, i: int, tappable: bool, missed: set[int]) -> Piece:
        """Return tile ``i`` as a piece of the table: its picture, its words, whether a tap turns it."""
        s, n = self.state, i + 1
        value = s.layout[i]
        if value is not None and value != HIDDEN and i in missed:
            kind, shown = "missed", value
        elif value is None:
            kind, shown = "gone", None
        elif i in s.turned:
            kind, shown = "up", value
        else:
            kind, shown = "down", None
        picture = tile_svg(n, shown, kind, self.lang, numbered=False)
        return Piece(f"tile-{n}", picture, html.unescape(_label(picture)), tappable and kind == "down",
                     kind in ("up", "missed"))

    def dice_pieces(self) -> tuple[Piece, ...]:
        """Return the dice drawn (green and yellow) as pieces: the faces rolled (rolling just after a new roll), or
        the last roll greyed out."""
        s = self.state
        last = next((e.dice for e in reversed(s.events) if isinstance(e, Rolled)), ()) if not s.dice else ()
        pictures = dice_svgs(s.dice, s.rules.yellow_faces is None, self.lang, last=last)
        roll = (s.turn_no, s.dice)
        rolling = bool(s.dice) and roll != self._shown_roll  # the roll animation plays once, right after a roll
        self._shown_roll = roll if s.dice else self._shown_roll
        return tuple(Piece(f"die-{i + 1}", f'<span class="bugkit-rolling">{p}</span>' if rolling else p,
                           html.unescape(_label(p))) for i, p in enumerate(pictures))

    def yellow_text(self) -> str:
        """Return what the board assumes about the yellow die (OUR ASSUMPTION A2), in words."""
        yellow = self.state.rules.yellow_faces
        if yellow is None:
            return t("ungeziffer.green_only", self.lang)
        if yellow == C.YELLOW_FACES:
            return t("ungeziffer.yellow_note", self.lang)
        return t("ungeziffer.yellow_custom", self.lang, faces=", ".join(map(str, yellow)))

    def status_text(self) -> str:
        """Return the one-line state of play in words: who acts and what to do (a bot's move says it is a bot's;
        "Midge mush!" right after a 0 was turned)."""
        s, lang = self.state, self.lang
        if s.is_over:
            return labels.game_over(s.winners(), lang)
        name = labels.player_name(s.current_player, lang)
        if self.session.to_play is not None:
            if self.paused.value:
                return t("ungeziffer.status.paused", lang, name=name)
            return t("ungeziffer.status.bot_roll" if s.phase is Phase.ROLL else "ungeziffer.status.bot_turn", lang,
                     name=name)
        if s.phase is Phase.ROLL:
            return t("ui.phase.roll", lang, name=name)
        mush = t("ungeziffer.status.mush", lang) + " " if s.turned and s.value(s.turned[-1]) == 0 else ""
        if s.rules.max_vermin_tiles is not None:
            values = ", ".join(str(s.value(p)) for p in s.turned) or "–"
            return mush + t("ungeziffer.status.turn_pm", lang, name=name, target=s.target, values=values)
        return mush + t("ungeziffer.status.turn", lang, name=name, target=s.target, total=s.total)


def just_missed(state: UngezifferState) -> set[int]:
    """Return the positions turned in a turn that has just failed (shown until the next move, as at the table)."""
    state = _check_state(state)
    events = state.events
    if state.phase is not Phase.ROLL or not events or not isinstance(events[-1], TurnEnded) or \
            events[-1].result not in ("miss", "out"):
        return set()
    turn_no = events[-1].turn_no
    return {e.pos for e in events if isinstance(e, Turned) and e.turn_no == turn_no}


def log_lines(state: UngezifferState, lang: str) -> list[str]:
    """Return the board's log: what happened, with a tile's value only while everyone can see the tile.

    At the table a tile that went face down again shows nothing: remembering it is the game. So a tile's value is
    written only while it lies face up (this turn, or a failed turn's tiles until the next move) or has been
    taken; a tile lying face down again is named without its value, and so is a failed turn's list of tiles.
    """
    state, lang = _check_state(state), check_lang(lang)
    missed = just_missed(state)
    in_view = set(state.turned) | missed
    last_turn = state.events[-1].turn_no if missed else None  # type: ignore[union-attr]
    lines = []
    for event in state.events:
        if isinstance(event, Turned) and event.pos not in in_view and state.layout[event.pos] is not None:
            lines.append(t("ungeziffer.ev.turn_hidden", lang, name=labels.player_name(event.player, lang),
                           pos=event.pos + 1))
        elif isinstance(event, TurnEnded) and event.result in ("miss", "out") and event.turn_no != last_turn:
            lines.append(tn(f"ungeziffer.ev.{event.result}_hidden", len(event.values), lang,
                            name=labels.player_name(event.player, lang)))
        else:
            lines.append(labels.describe(event, lang))
    return lines


def _check_state(state: object) -> UngezifferState:
    """Return ``state`` if it is an Ungeziffer position (``view.state``, ``new_game(...)``); raise InvalidInput."""
    if not isinstance(state, UngezifferState):
        raise InvalidInput(f"state must be an Ungeziffer game state (bugkit.ungeziffer.new_game(...)), "
                           f"not {short_repr(state)}")
    return state


def _before_last_step(state: UngezifferState) -> UngezifferState:
    """Return the position just before the last step of ``state`` (replayed from its set-up)."""
    earlier = new_game(**state.setup)
    for step in state.history[:-1]:
        earlier = earlier.apply(step)
    return earlier


def _seconds(value: float, lang: str) -> str:
    """Return a pause in seconds as the page writes it ("0.8 s", German "0,8 s")."""
    text = f"{value:g} s"
    return text.replace(".", ",") if lang == "de" else text


def _label(picture: str) -> str:
    """Return the text alternative of an SVG picture made by ``bugkit.ui.draw.svg``."""
    start = picture.index('aria-label="') + len('aria-label="')
    return picture[start:picture.index('"', start)]


def play(players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"), seed: int | None = None,
         variant: str = "standard", lang: str | None = None, pace: float = 0.8) -> UngezifferView:
    """Return a ready-to-show Ungeziffer board: a new random game unless ``seed`` (a game number to replay) is given;
    the language from ``lang``, else from the page's URL (``?lang=de``), else English; ``pace``: seconds between
    two bot steps (0-2; 0 plays the bots' moves at once)."""
    return UngezifferView(players, seats, seed, variant, lang, pace)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> UngezifferView:
    """Return a two-player board of game number 1 where the human plays first, against the memory bot."""
    return play(players=2, seats=["human", "memory"], seed=1, lang=lang)


def busy_board(lang: str = "en") -> UngezifferView:
    """Return the example board after a refused press (explained in words), a roll and a turned tile."""
    view = example_board(lang)
    view.tile_buttons[0].click()  # refused: roll first
    view.roll_button.click()
    view.tile_buttons[0].click()
    return view


def bots_board(lang: str = "en") -> tuple[UngezifferView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=["random", "memory", "forgetful"], seed=2, lang=lang)
    return view, view.step_button.click


def press_a_move(view: UngezifferView) -> None:
    """Make one legal move for the human seat by pressing the board's buttons."""
    if not isinstance(view, UngezifferView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.state.phase == "roll":
        view.roll_button.click()
    else:
        next(b for b in view.tile_buttons if not b.disabled).click()


def next_move(view: UngezifferView) -> None:
    """Make the next move: the human's by pressing buttons, else one bot step."""
    if not isinstance(view, UngezifferView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if not view.state.is_over and view.bots[view.state.current_player] is None:
        press_a_move(view)
    else:
        view.step_button.click()
