"""The one board every game uses: the game table (``bugkit.ui.table``) with one status line, the large action
buttons, bots that play by themselves at a visible pace, and below, the folded settings, the scores and the log.

A game's ``ui.py`` is a short adapter: a subclass of :class:`Board` that says how the state looks (``scene``: zones
of pieces and the actions), what a tap or a press means (``tap_step``/``press_step``: a typed step, or None after a
change of selection), the status line, the scores and the log. Everything else lives here once: checking the
arguments, the settings (language, players, seats, the game's own choices, game number, bot pace, pause, animation,
projector mode), the game number rules (``bugkit.ui.gamenumber``), playing a step through the ``Session`` (the only
sampler), the bots' timed steps, the one large "New game" button on the table once a game is over (a game's own
buttons go then), body-text size for a game's own words under the table (``bugkit-aside``: odds, an advisor), and
the fence that keeps every exception out of a click.

Drive a board from Python with ``view.table.tap(piece_id)`` and ``view.table.press(action_id)`` (or the handles
``view.piece(id).click()`` / ``view.action(id).click()``), ``view.step_button.click()`` or ``view.run_bots()``.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

import ipywidgets as widgets

from ..core.errors import BugkitError, InvalidInput, StepLimit
from ..core.game import Recorded
from ..core.i18n import fmt_num, player_name, register, t
from ..core.session import Session
from ..core.validate import check_choice, check_seed, check_text, short_repr
from . import (
    Message,
    TextLog,
    language_picker,
    on_click,
    page_language,
    projector_switch,
    red_html,
    refusal_text,
    relabel,
    seat_picker,
)
from .a11y import number_box
from .draw import board_class, board_style
from .gamenumber import GameNumber, bad_number_text
from .note import ShortRepr
from .saving import SaveReplay, save_replay_for
from .table import Action, Piece, Table, TableModel, Zone

register({
    "board.status.paused": {"en": "{name} (bot) is to move: the bots are stopped (Settings).",
                            "de": "{name} (Bot) ist dran: Die Bots sind angehalten (Einstellungen)."},
    "board.save_title": {"en": "Save and replay", "de": "Speichern und nachspielen"},
    "board.bots_long": {"en": "The bots have made {n} moves and the game goes on: press “{button}” (Settings) to let "
                              "them play on.",
                        "de": "Die Bots haben {n} Züge gemacht, und das Spiel geht weiter: Drück „{button}“ "
                              "(Einstellungen), damit sie weiterspielen."},
})

_LOG = logging.getLogger(__name__)  # a click that failed unforeseen: its error, for a developer (never the child)
HIDE = "bugkit-hide-on-projector"
FIT = "bugkit-fit"  # the CSS class of a dropdown as wide as its longest choice (``fit_choices``)
NEW_GAME = "new"  # the action every board shows once its game is over: a new game, without opening the settings
PACES = (0.0, 0.4, 0.8, 1.2, 1.6, 2.0)  # seconds between two bot steps (the settings' choices)
# bot steps one press plays at once (pace 0, "bots play"): a real game takes at most a few thousand; a game that
# never ends (a save of Ungeziffer with end_when_stuck=False and only zeros left) stops here, a press later goes on
BOT_RUN_STEPS = 5_000
TOLD_CHARS = 200  # the end of a child's turn in the status line: log lines up to this many characters (three lines
# of a tablet's 768 px in the told line's body print, ``STATUS_CSS``)
STATUS_CSS = ("<style>.bugkit-status{font-size:20px;font-weight:bold;margin:2px 0}"
              # the status line keeps room for two lines: a line that grew from one to two lines and back as a
              # child tapped dice (Wanzen tanzen's "tap “Set aside 4”, or tap more dice." and "tap the dice you want
              # to set aside, ...") moved the whole table 26 px under the finger at every tap on a tablet, and 42 px
              # under the teacher's pointer on a projector (its 32 px lines; a game's longest status, Voll
              # verasselt's catch received or Würfel-WG's many kangaroos in German, still takes a third line there:
              # room for three pushed Voll verasselt's actions under a 1280x720 projector's first screen)
              ".bugkit-status .widget-html-content{line-height:1.3;min-height:2.6em}"
              # what happened at the end of a child's turn (the log's words, up to TOLD_CHARS) in body print, not
              # the bold of what to do: three lines at most on a tablet, in the two lines' room of 52 px and a bit
              ".bugkit-board:not(.bugkit-projector) .bugkit-status.bugkit-told{font-size:17px;font-weight:normal}"
              ".bugkit-board:not(.bugkit-projector) .bugkit-told .widget-html-content{min-height:52px}"
              ".bugkit-projector .bugkit-status{font-size:32px}"
              ".bugkit-board .jupyter-widget-Collapse-header{color:#222;min-height:44px;box-sizing:border-box;"
              "display:flex;align-items:center;font-size:16px}"
              ".bugkit-board .widget-button,.bugkit-board .widget-toggle-button,.bugkit-board .widget-dropdown select,"
              ".bugkit-board .widget-text input{min-height:44px}"
              # the scores in a tablet's body text size (the widgets' 13 px was small print for a child); a projector
              # keeps its own large print (``PROJECTOR_PRINT``)
              # so are a game's own words under the table or the scores (odds, an advisor), the log of what happened,
              # the notes under the board (how to play, a game's keys), a refusal, the settings and the save panel,
              # whose controls are as tall as the rows that hold them (a 44 px list box in a 28 px row covered the
              # row below it, and the label of a switch)
              # and the panel "Play with others" on a class's tablets (its words and buttons were 13 px)
              ".bugkit-board:not(.bugkit-projector) :is(.bugkit-scores,.bugkit-aside,.bugkit-log,.bugkit-below,"
              ".bugkit-error,.bugkit-controls,.bugkit-together)"
              "{font-size:16px;--jp-widgets-font-size:16px;line-height:1.4}"
              ".bugkit-board:not(.bugkit-projector) .bugkit-controls{--jp-widgets-inline-height:44px}"
              # but their words are read as a text, not spaced like the controls: the save panel's message of two
              # or three lines on a tablet ("Please type a plain file name ...") stood 44 px a line, as unrelated lines
              # (as a lesson's, ``draw.lesson_style``)
              ".bugkit-board:not(.bugkit-projector) .bugkit-controls .widget-html-content{line-height:1.5}"
              ".bugkit-board:not(.bugkit-projector) :is(.bugkit-aside,.bugkit-below,.bugkit-controls) small"
              "{font-size:100%}"
              # a dropdown of the settings (``fit_choices``) is as wide as its longest choice (a list box as wide
              # as ipywidgets makes it cut "Chancen-Bot (rechnet die Chancen aus)" to "Chancen-Bot (rechnet die Ch");
              # where its row is too narrow for both (a phone), its label stands above it
              f".{FIT}{{flex-wrap:wrap;height:auto}}.{FIT}>select{{flex:0 1 auto}}</style>")


def fit_choices(dropdown: widgets.Dropdown) -> widgets.Dropdown:
    """Return ``dropdown`` made as wide as its label and its longest choice, never wider than its row (a board's
    style, ``STATUS_CSS``, lets its list box take its choices' width)."""
    if not isinstance(dropdown, widgets.Dropdown):
        raise InvalidInput(f"fit_choices: dropdown must be a Dropdown, not {short_repr(dropdown)}")
    dropdown.layout.width, dropdown.layout.max_width = "auto", "100%"
    dropdown.add_class(FIT)
    return dropdown


class PieceHandle:
    """A piece of the table as tests and scripts drive it: ``click()`` taps it; ``disabled``, ``tooltip`` (its
    words) and ``value`` (its picture) read what the table shows."""

    def __init__(self, view: Board, piece_id: str) -> None:
        self.view, self.id = view, piece_id

    def _piece(self) -> Piece | None:
        return self.view.table.model.piece(self.id)

    def click(self) -> None:
        """Tap the piece (as a child's finger would)."""
        self.view.table.tap(self.id)

    @property
    def disabled(self) -> bool:
        """Return True unless a tap on the piece now means something."""
        piece = self._piece()
        return piece is None or not piece.tappable

    @property
    def selected(self) -> bool:
        """Return True if the piece is drawn as selected."""
        piece = self._piece()
        return piece is not None and piece.selected

    @property
    def tooltip(self) -> str:
        """Return the piece's words (its text alternative)."""
        piece = self._piece()
        return "" if piece is None else piece.alt

    @property
    def value(self) -> str:
        """Return the piece's picture (SVG)."""
        piece = self._piece()
        return "" if piece is None else piece.picture


class ActionHandle:
    """An action button of the table as tests drive it: ``click()`` presses it (nothing if it is disabled)."""

    def __init__(self, view: Board, action_id: str) -> None:
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


class Board(ShortRepr, widgets.VBox):  # type: ignore[misc]
    """A whole game on the table: the status line, the pieces to tap, the actions; bots that play by themselves;
    below, the folded settings, the scores and the log. Subclasses fill in the game (see the module's docstring)."""

    short_verb = "play"  # (its text before the notebook runs: "... to play")
    game: ClassVar[str] = ""  # the game's label prefix, e.g. "ungeziffer"
    bot_registry: ClassVar[Mapping[str, Callable[[], Any]]] = {}
    state_type: ClassVar[type] = Recorded
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_bot: ClassVar[str] = ""
    extra_css: ClassVar[str] = ""  # the game's own CSS (kept when the animation switch redraws the style)
    actions_after: ClassVar[str] = ""  # the zone the action buttons follow ("": under the last zone)
    # seconds the end of a child's turn stays said in the status line (what the log says of it: "Too many! ...")
    # before a bot plays on, where the pace is shorter; 0 for a board that shows the end of a turn its own way
    handover_pause: ClassVar[float] = 2.5

    def __init__(self, players: int, seats: Sequence[str], seed: int | None, lang: str | None, pace: float,
                 settings: Sequence[widgets.Widget] = ()) -> None:
        check_choice(players, "players", list(range(self.min_players, self.max_players + 1)))
        bots = list(self.bot_registry)
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence) or len(seats) > self.max_players:
            raise InvalidInput(f"seats must be a list of up to {self.max_players} names (human or a bot: "
                               f"{', '.join(bots)}), not {short_repr(seats)}")
        for seat in seats:
            check_choice(seat, "a seat", ["human", *bots])
        seed = check_seed(seed)
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 2:
            raise InvalidInput(f"pace must be a number of seconds from 0 to 2, not {short_repr(pace)}")
        self.lang = check_choice(page_language() if lang is None else lang, "lang", ("en", "de"))
        lang = self.lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=list(range(self.min_players, self.max_players + 1)), value=players,
                                        layout=widgets.Layout(width="170px"))
        default = self.default_bot or bots[0]
        self.seats = [seat_picker(i, bots, seats[i] if i < len(seats) else default, lang)
                      for i in range(self.max_players)]
        self.seed = number_box(widgets.Text(value="", layout=widgets.Layout(width="360px", max_width="100%")))
        self.number_note = widgets.HTML()
        self.animate = widgets.Checkbox(value=True, indent=False, layout=widgets.Layout(width="auto"))
        choices = sorted({*PACES, float(pace)})
        self.pace = widgets.Dropdown(options=[(f"{p:g} s", p) for p in choices], value=float(pace),
                                     layout=widgets.Layout(width="320px", max_width="100%"))
        self.pace.add_class("bugkit-pace")
        self.paused = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.typed_number = False  # True once someone types into the game-number box
        self._replay_hold = False  # True while the bots are stopped because a replay shows an earlier position
        self.replay_panels: list[SaveReplay] = []  # the save panels of this board: each follows its game (``render``)
        self._rendering = False
        self._timer: Any = None  # the pending bot step (an asyncio TimerHandle), if any
        self._told: tuple[Any, int] | None = None  # a step that passed the turn from a child to a bot or back: the
        # position it made and where its log lines start; the status line says them while it is shown (``_told_lines``)
        self._logged = 0  # the log lines the board shows (``render``): where a child's next step starts
        self.new_button = self._button(widgets.Button(), self.new_game)
        self.step_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bot_step)
        self.bots_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bots_until_human)
        self.style = widgets.HTML(board_style(True) + STATUS_CSS + self.extra_css,
                                  layout=widgets.Layout(display="none"))
        self.howto = widgets.HTML()
        self.status = widgets.HTML()
        self.status.add_class("bugkit-status")
        self.error = Message()
        self.error.add_class("bugkit-error")
        self.scores = widgets.HTML()
        self.scores.add_class("bugkit-scores")
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.textlog.add_class("bugkit-log")
        self.textlog_title.add_class("bugkit-log")
        self.table = Table(TableModel(on_tap=self._on_tap, on_press=self._on_press,
                                      actions_after=self.actions_after))
        self.refused: BaseException = BugkitError()  # the last refused step (``tell_refusal``)
        self.shared: Any = None  # the SharedGame this board is seated at (class mode), or None (see sit_at)
        self._told_not_now = False  # the error line says why a tap at a shared table changed nothing (``not_now``)
        self.language.observe(lambda change: self.guard(self.set_language, change["new"]), names="value")
        self.players.observe(lambda _: self.guard(self.show_seats), names="value")
        self.seed.observe(lambda _: self._typed(), names="value")
        self.animate.observe(lambda change: self.guard(self.set_animation, change["new"]), names="value")
        self.paused.observe(lambda _: self.guard(self._pause_switched), names="value")
        self.pace.observe(lambda _: None if self._rendering else self.guard(self._after_move), names="value")
        self.projector = projector_switch(self, lang)
        self.table.projector = self.projector.value
        self.projector.observe(lambda change: self.guard(self._projector_switched, bool(change["new"])), names="value")
        rows: list[widgets.Widget] = [widgets.HBox([self.language, self.players], layout=_WRAP)]
        rows += [widgets.HBox(self.seats[i:i + 2], layout=_WRAP) for i in range(0, self.max_players, 2)]
        rows += [widgets.HBox([w], layout=_WRAP) for w in settings]
        rows += [widgets.HBox([self.seed, self.new_button], layout=_WRAP), self.number_note,
                 widgets.HBox([self.pace, self.paused, self.step_button, self.bots_button], layout=_WRAP),
                 widgets.HBox([self.animate, self.projector], layout=_WRAP)]
        for dropdown in (self.language, self.players, *self.seats, *settings, self.pace):
            if isinstance(dropdown, widgets.Dropdown):  # every choice of the settings readable in full
                fit_choices(dropdown)
        self.settings = widgets.Accordion(children=[widgets.VBox(rows)], selected_index=None)
        self.settings.add_class(HIDE)
        self.settings.add_class("bugkit-controls")
        self.saving = save_replay_for(self, f"{self.game}.json")  # replays this board, never another on the page
        self.save_box = widgets.Accordion(children=[self.saving], selected_index=None)
        self.save_box.add_class(HIDE)
        self.save_box.add_class("bugkit-controls")
        self.below = widgets.VBox([self.howto, *self.notes()])
        self.below.add_class(HIDE)
        self.below.add_class("bugkit-below")
        self.together: widgets.Widget | None = None  # the "Play with others" panel (class mode only)
        self._under_table = self.under_table()
        self._under_scores = under_scores = self.under_scores()
        for aside in (*self._under_table, *under_scores):  # the game's own words (odds, an advisor): body text
            aside.add_class("bugkit-aside")
        super().__init__([self.style, self.status, self.error, self.table, *self._under_table, self.scores,
                          *under_scores, self.settings, self.save_box, self.below, self.textlog_title,
                          self.textlog])
        self.add_class("bugkit-board")
        self.add_class(board_class(self.game))
        self.start(GameNumber.given(seed))
        self._offer_together()

    @property
    def state(self) -> Any:
        """Return the position the board shows (never a chance node)."""
        return self.session.state

    def seat_bots(self, registry: Mapping[str, Callable[[], Any]]) -> list[Any]:
        """Return a fresh bot for each seat whose picker names one, None for a human seat."""
        return [registry[s.value]() if s.value != "human" else None for s in self.seats]

    def show_seats(self) -> None:
        """Show as many seat pickers as there are players."""
        for i, seat in enumerate(self.seats):
            seat.layout.display = "" if i < self.players.value else "none"

    def relabel_seats(self, lang: str, game: str, bot_names: Sequence[str]) -> None:
        """Write the seat pickers' labels in ``lang`` (bot names from the ``<game>.bot.<name>`` labels)."""
        for i, seat in enumerate(self.seats):
            seat.description = t("ui.seat", lang, n=i + 1)
            relabel(seat, [(t("ui.human", lang), "human")] + [(t(f"{game}.bot.{b}", lang), b) for b in bot_names])
        self.show_seats()

    # -- what each game fills in -------------------------------------------------------------------------------
    def make_state(self, players: int) -> Recorded:
        """Return a new game for ``players`` players with the settings' choices."""
        raise NotImplementedError

    def show_settings_of(self, state: Recorded) -> None:
        """Set the game's own settings to those of ``state`` (a loaded game); by default there are none."""

    def scene(self) -> tuple[Sequence[Zone], Sequence[Action]]:
        """Return the zones of pieces and the actions that show the state now."""
        raise NotImplementedError

    def status_text(self) -> str:
        """Return the status line: who acts and what to do."""
        raise NotImplementedError

    def tap_step(self, piece_id: str) -> Any:
        """Return the step a tap on this piece makes, or None (a change of selection, or nothing)."""
        return None

    def press_step(self, action_id: str) -> Any:
        """Return the step a press of this action makes, or None."""
        return None

    def scores_html(self) -> str:
        """Return the scores under the table (HTML)."""
        return ""

    def log_lines(self) -> list[str]:
        """Return the log: what happened, in words, in the board's language."""
        return []

    def relabel_settings(self, lang: str) -> None:
        """Write the game's own settings' labels in ``lang``."""

    def howto_text(self, lang: str) -> str:
        """Return how to play, in a few sentences of plain text (a blank line between paragraphs)."""
        return t(f"{self.game}.howto", lang)

    def notes(self) -> list[widgets.Widget]:
        """Return widgets shown under the settings (hidden in projector mode); by default none."""
        return []

    def watch_text(self) -> str:
        """Return what a child at a shared table reads while another player is to move, after "Leo's turn: " (what
        this turn aims at, which the game's own line tells only the mover); by default nothing."""
        return ""

    def under_table(self) -> list[widgets.Widget]:
        """Return widgets shown right under the table (an odds panel); by default none."""
        return []

    def under_scores(self) -> list[widgets.Widget]:
        """Return widgets shown under the scores, above the settings (an advisor, every player's area in words);
        by default none."""
        return []

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def _button(self, button: widgets.Button, action: Callable[[], Any]) -> widgets.Button:
        """Return the button wired to ``action`` through ``guard`` (nothing escapes a click)."""
        return on_click(button, lambda: self.guard(action))

    def piece(self, piece_id: str) -> PieceHandle:
        """Return a handle on the piece ``piece_id`` of the table (tests tap through it)."""
        return PieceHandle(self, piece_id)

    def action(self, action_id: str) -> ActionHandle:
        """Return a handle on the action ``action_id`` of the table."""
        return ActionHandle(self, action_id)

    def _projector_switched(self, on: bool) -> None:
        """Tell the table the mode and draw the board again (a game may draw its pieces for the projector)."""
        self.table.projector = on
        self.render()

    def guard(self, action: Callable[..., Any], *args: Any) -> None:
        """Run a control's action; a bugkit refusal is shown in words, anything else leaves the board unchanged."""
        session = getattr(self, "session", None)
        before = session.state if session is not None else None
        try:
            action(*args)
        except BugkitError as exc:
            self.tell_refusal(exc)
        except Exception:  # a defensive catch: a child's click never shows a traceback
            if session is not None and before is not None:
                session.state = before
            _LOG.exception("a click on the board failed unforeseen; the board is unchanged")  # for a developer
            self.tell(lambda lang: red_html(t("ui.oops", lang)))  # plain words for the child, no error's name
            with contextlib.suppress(Exception):  # the board may not even draw: the message above still shows
                self.render()

    def _on_tap(self, piece_id: str) -> None:
        """Play the step a tap makes, or redraw a changed selection."""
        self.guard(self._tapped, piece_id)

    def _tapped(self, piece_id: str) -> None:
        if not self.human_to_move():
            self.not_now()  # a bot (or another device) is to move, or the game is over: a tap changes nothing
            return
        self._take(self.tap_step(piece_id))

    def _on_press(self, action_id: str) -> None:
        """Play the step the pressed action makes."""
        self.guard(self._pressed, action_id)

    def _pressed(self, action_id: str) -> None:
        if action_id == NEW_GAME:
            if self.state.is_over and self.shared is None:
                self.new_game()
            return
        if not self.human_to_move():
            self.not_now()
            return
        self._take(self.press_step(action_id))

    def _take(self, step: Any) -> None:
        """Play the step a tap or press made; None (a changed selection: something allowed) clears an old refusal
        and redraws."""
        if step is None:
            self.error.value = ""
            self.render()
        else:
            self.act(step)

    def _typed(self) -> None:
        if not self._rendering:
            self.typed_number = True

    def human_to_move(self) -> bool:
        """Return True if the game goes on and a human is to decide (at a shared table: this device's seat)."""
        if self.shared is not None:
            return bool(self.shared.can_act)
        return not self.state.is_over and self.session.to_play is None

    def new_game(self) -> None:
        """Start a new game from the controls: a fresh random one, or a replay of the one whose number was typed."""
        typed = self.seed.value.strip() if self.typed_number else ""
        if typed:
            try:
                numbering = GameNumber.typed(typed)
            except InvalidInput:
                typed_text = self.seed.value
                self.tell(lambda lang: red_html(bad_number_text(typed_text, lang)))
                return
        else:
            numbering = GameNumber.fresh()
        self.start(numbering)

    def start(self, numbering: GameNumber) -> None:
        """Start the game of ``numbering`` (the same number and the same moves are always the same game)."""
        self.adopt(self.make_state(self.players.value), numbering)

    def adopt(self, state: Recorded, numbering: GameNumber | None = None, hold_bots: bool = False) -> None:
        """Show ``state`` (a loaded or replayed game too) in a new session whose chance comes from ``numbering``
        (a loaded game: a fresh number, never shown): rebuild what depends on the set-up, clear any refusal. With
        ``hold_bots`` (a position of a replay) the bots are stopped (Settings), so the position shown stays the one
        the record holds until someone lets them play on from there; the next game shown without it (a new game,
        the replay's last position) lets them play again, unless someone switched the stop meanwhile."""
        if not isinstance(hold_bots, bool):
            raise InvalidInput(f"hold_bots must be True or False, not {short_repr(hold_bots)}")
        if not isinstance(state, self.state_type):
            raise InvalidInput(f"this board shows {self.short_title[0].removesuffix(' board')} games, "
                               f"not {short_repr(state)}")
        if state.is_chance_node:  # e.g. a replay stopped between a roll and its outcome: show the decision before
            state = self._before_last_step(state)  # so the board never invents an outcome the record does not hold
        self._cancel_bots()
        numbering = GameNumber.going_on() if numbering is None else numbering
        session = Session(state, seed=numbering.value, bots=self.seat_bots(self.bot_registry)[:state.n_players])
        shown = ((self.session, self.numbering, self.typed_number, self.error.value)
                 if "session" in self.__dict__ else None)  # (no game yet while the board is being made)
        try:
            self._show_game(session, numbering, False, "")
        except Exception:  # the game shown stays: a game that cannot be drawn is never half adopted
            if shown is not None:
                self._show_game(*shown)
            raise
        if hold_bots and not self.paused.value:  # (stopped by someone already: their stop stays theirs)
            self.paused.value = True  # (its observer redraws: the status line says the bots are stopped)
            self._replay_hold = True  # (set after the switch: the observer forgets a hold on every change)
        elif self._replay_hold:  # a new game, or the replay's last position: the bots a replay stopped play on
            self.paused.value = False
        self._after_move()

    def _show_game(self, session: Session, numbering: GameNumber, typed: bool, error: str) -> None:
        """Show the game of ``session`` (its number ``numbering``, typed into the box or not) with ``error``: the
        settings, the game-dependent parts, the table."""
        self.session, self.numbering, self.number, self.typed_number = session, numbering, numbering.value, typed
        self._show_settings(self.state)
        self.error.value = error
        self.adopted()
        self.render()

    def _before_last_step(self, state: Recorded) -> Recorded:
        """Return the position just before the last step of ``state`` (replayed from its set-up)."""
        from .. import GAMES  # the registry imports the games, which import this module

        earlier = GAMES[self.game].new_game(**state.setup)
        if not isinstance(earlier, Recorded):
            raise InvalidInput(f"{self.game} does not replay its steps")
        for step in state.history[:-1]:
            earlier = earlier.apply(step)
        return earlier

    def stepped(self, before: Recorded, step: Any) -> None:
        """React to a human's step played on this board (``before``: the position it was played in); by default
        nothing. (At a shared table the others' devices show what follows.)"""

    def adopted(self) -> None:
        """Reset what the board keeps about the game shown (a selection): called when a game is (re)started."""

    @property
    def bots(self) -> list[Any]:
        """Return the session's seats: a bot, or None for a human."""
        return list(self.session.bots)

    def act(self, step: Any) -> None:
        """Play a step for the human to move (chance follows in the session); a refusal changes nothing. Then
        the bots play by themselves, one step at a time."""
        if not self.human_to_move():
            return  # a bot is to move: a late tap changes nothing
        if self.shared is not None:
            self._shared_act(step)
            return
        before = self.state
        try:
            self.session.act(step)
            self.error.value = ""
            self.adopted()
            self.stepped(before, step)
            self._told = self._turn_told()
        except BugkitError as exc:
            self.tell_refusal(exc)
        self.render()
        self._after_move()

    def _told_lines(self, lines: list[str], own: str) -> list[str]:
        """Return what the status line says of the child's step that passed the turn to a bot (or of a bot's step
        that passed it back: ``_handed_back``) while its position is shown (the log being ``lines``): its log lines,
        as many as fit in ``TOLD_CHARS`` with ``own`` (the child's own line after a bot's step, else "") after them
        (the first one always); [] once the next step is played, or another game is shown."""
        if self._told is None or self._told[0] is not self.state:
            return []
        told: list[str] = []
        room = TOLD_CHARS - (len(own) + 1 if own else 0)
        for line in lines[self._told[1]:]:
            if told and len(" ".join([*told, line])) > room:
                break
            told.append(line)
        return told

    def _turn_told(self) -> tuple[Any, int] | None:
        """Return the position the child's step just played made and where its log lines start if it passed the turn
        to a bot (the status line says them until the bot plays), else None."""
        if not self.handover_pause or self.state.is_over or self.session.to_play is None or self.paused.value:
            return None  # (with the bots stopped the status line says so: Settings)
        return self.state, self._logged

    # -- bots that play by themselves --------------------------------------------------------------------------
    def _after_move(self) -> None:
        """Let the next bot step come by itself after the pause (at once with pace 0), unless the bots are paused.

        The step is timed on the kernel's running asyncio loop; where none runs (plain Python, pytest) nothing is
        scheduled and ``run_bots()`` or the step button drives the bots."""
        self._cancel_bots()
        if self.shared is not None or self.paused.value or self.state.is_over or self.session.to_play is None:
            return  # at a shared table the table's SharedGame plays the bots, never this board
        if self.pace.value <= 0:
            self.run_bots()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        told = self._told is not None and self._told[0] is self.state
        pause = max(float(self.pace.value), self.handover_pause if told else 0.0)
        self._timer = loop.call_later(pause, self._timed_step, self.session)

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
        if self.shared is None and self.session.to_play is not None and not self.state.is_over:
            start = self._logged  # (the log's length as last drawn: this step's lines come after it)
            self.session.bot_step()
            self._told = self._handed_back(start)
        self.render()
        self._after_move()

    def _handed_back(self, start: int) -> tuple[Any, int] | None:
        """Return the position a bot's step just made and where its log lines start if it passed the turn back to
        a child (the status line says them before the child's own line until the child plays: a bot's last tile
        and what it won had shown only in the log, far below), else None."""
        if not self.handover_pause or self.state.is_over or self.session.to_play is not None:
            return None
        return self.state, start

    def bots_until_human(self) -> None:
        """Let bots play until a human is to decide or the game is over, then redraw."""
        self.run_bots()

    def run_bots(self) -> None:
        """Let the bots play at once until a human is to decide or the game is over, then redraw."""
        self._cancel_bots()
        if self.shared is None:
            try:
                self.session.run(BOT_RUN_STEPS)
            except StepLimit:  # the game did not end within BOT_RUN_STEPS: the kernel stays free, a press goes on
                self.render()
                self.tell(lambda lang: html.escape(t("board.bots_long", lang, n=fmt_num(BOT_RUN_STEPS, lang),
                                                     button=t("ui.bot_turn", lang))))
                return
        self.render()

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (what the error line still shows is said again in ``lang``)."""
        self.lang = lang
        self.error.say_again(lang)
        self.render()

    def set_animation(self, on: bool) -> None:
        """Switch the short roll animation on or off."""
        self.style.value = board_style(on) + STATUS_CSS + self.extra_css

    def _pause_switched(self) -> None:
        """Redraw (the status line says the bots are stopped, or who plays now) and let the bots go on if they may."""
        self._replay_hold = False  # whoever switched it last decides: a stop someone chose stays for the next game
        self._told = None  # (the status line says the bots are stopped, or who plays now)
        self.render()
        self._after_move()

    def tell(self, said: Callable[[str], str]) -> None:
        """Show on the error line the HTML ``said`` gives for the board's language; a language switch asks it again,
        so the line is never left in the language switched from."""
        self._told_not_now = False
        self.error.say(said, self.lang)

    def tell_refusal(self, exc: BaseException) -> None:
        """Show a refused step as a red line of words ('Not allowed: ...', ``refusal_text``)."""
        self.refused = exc
        self.tell(lambda lang: red_html(refusal_text(exc, lang)))

    # -- view ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.seed.description = t("ui.seed", lang)
        self.seed.tooltip = t("gn.tip", lang)
        self.seed.placeholder = t("gn.placeholder", lang)
        self.seed.style.description_width = "initial"
        self._rendering = True  # relabelling passes through other values: no bot or game may start meanwhile
        try:
            if not self.typed_number:  # the number only once the game is over (or for a replay)
                self.seed.value = self.numbering.shown(s.is_over)
            relabel(self.pace, [(_seconds(v, lang), v) for _, v in self.pace.options])
            self.relabel_settings(lang)
        finally:
            self._rendering = False
        self.number_note.value = f"<small>{html.escape(self.numbering.note(s.is_over, lang))}</small>"
        self.animate.description = t("ui.animation", lang)
        self.pace.description = t("ui.bot_pace", lang)
        self.pace.style.description_width = "initial"
        self.paused.description = t("ui.bot_pause", lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        self.settings.set_title(0, t("ui.settings", lang))
        self.save_box.set_title(0, t("board.save_title", lang))
        paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in self.howto_text(lang).split("\n\n"))
        self.howto.value = (f"<details><summary><b>{html.escape(t('ui.howto.title', lang))}</b>"
                            f"</summary>{paragraphs}</details>")
        self.new_button.description = t("ui.new_game", lang)
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        for button, tip in ((self.new_button, "new"), (self.step_button, "step"), (self.bots_button, "bots")):
            button.tooltip = t(f"board.tip.{tip}", lang)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.relabel_seats(lang, self.game, list(self.bot_registry))
        self.step_button.disabled = self.bots_button.disabled = s.is_over or self.human_to_move() or \
            self.shared is not None
        lines = self.log_lines()
        self._logged = len(lines)
        own = self.status_text() if self.shared is None and self._told is not None and self.human_to_move() else ""
        told = self._told_lines(lines, own) if self.shared is None else []
        (self.status.add_class if told else self.status.remove_class)("bugkit-told")  # (body print: ``STATUS_CSS``)
        if self.shared is not None:
            self.status.value = self.shared_status_html()
        elif told:  # a child's step before a bot plays on; a bot's step, then the child's own line (in bold)
            self.status.value = html.escape(" ".join(told)) + (f" <b>{html.escape(own)}</b>" if own else "")
        elif s.is_over:  # the game's own line, which a finished game ends with its number
            self.status.value = html.escape(f"{self.status_text()} {self.numbering.ended(lang)}".strip())
        else:
            self.status.value = html.escape(self.status_text())
        self.scores.value = self.scores_html()
        self.textlog.set_lines(lines)
        (self.add_class if s.is_over else self.remove_class)("bugkit-over")  # (a game's CSS may lay out the end)
        zones, actions = self.scene()
        if s.is_over and self.shared is None:  # the game is over: its dead buttons go, a big "New game" comes
            actions = [*(a for a in actions if a.enabled), Action(NEW_GAME, t("ui.new_game", lang))]
        self.table.model.show(zones, "", actions)
        for panel in self.replay_panels:  # a memory game's replay opens once its game is over (bugkit.ui.saving)
            panel.follow()


    # -- seated at a shared table (issue 24: one game across devices; texts and the panel in bugkit.ui.together) --
    @property
    def viewer(self) -> int | None:
        """Return the seat this device plays at a shared table (draw only that seat's hidden things), else None."""
        return None if self.shared is None else int(self.shared.my_seat)

    def player_names(self) -> list[str]:
        """Return each seat's name as this board writes it in its status line, table, scores and log: "Player 1",
        "Player 2", ...; at a shared table a child's seat by its nickname, the same on every device (a bot's seat and
        a free one keep their number: the panel says which bot sits there)."""
        lang = self.lang
        if self.shared is None:
            return [player_name(i, lang) for i in range(self.state.n_players)]
        return [player_name(seat.seat, lang) if seat.nickname is None else str(seat.nickname)
                for seat in self.shared.seats]

    def sit_at(self, shared: Any) -> None:
        """Show the game of ``shared`` (a ``bugkit.classroom.tables.SharedGame``) from this device's seat: its state
        is replayed from the class store, a human step goes through ``shared.act``, only this seat acts, and the
        table's bots are played by ``SharedGame`` (this board samples nothing); ``poll()`` redraws moves made
        elsewhere."""
        from ..classroom.tables import SharedGame

        if not isinstance(shared, SharedGame):
            raise InvalidInput(f"a board sits at a SharedGame (open_table or join_table), not {short_repr(shared)}")
        if shared.game != self.game:
            raise InvalidInput(f"this board plays {self.game}, not the table's game {shared.game}")
        self._cancel_bots()
        self.shared = shared
        for box in (self.settings, self.save_box):  # no new game, seats, players or replay while seated
            box.layout.display = "none"
        shared.refresh()
        self._show_shared(adopt=True)

    def stand_up(self) -> None:
        """Leave the shared table's view (the seat is left by ``shared.leave``): a new game on this device alone, and
        the "Play with others" panel drawn again (no seats; the lobby, or the class's end)."""
        self.shared = None
        for box in (self.settings, self.save_box):
            box.layout.display = ""
        self.start(GameNumber.fresh())
        redraw = getattr(self.together, "redraw", None)
        if redraw is not None:
            redraw()

    def not_now(self) -> None:
        """At a shared table, say in words why a tap or a key changed nothing: another seat's turn, a seat still
        free, or the game over (the table's refusal words, ``together.refused.*``); until the table changes. Off a
        shared table a late tap (a bot's turn) stays silent."""
        from . import together  # noqa: F401 - registers the table's refusals ("together.refused.*")

        if self.shared is None:
            return
        reason = "over" if self.shared.is_over else "not_your_turn" if self.shared.full else "waiting"
        self.tell(lambda lang: red_html(t(f"together.refused.{reason}", lang)))
        self._told_not_now = True

    def poll(self) -> bool:
        """Return True if the shared table changed since the last look (a move elsewhere, a seat taken), after
        redrawing it; False (nothing redrawn) when not seated or nothing changed."""
        if self.shared is None:
            return False
        if not self.shared.refresh():
            return False
        if self._told_not_now:  # "wait: it is not your turn yet" no longer stands once the table has changed
            self.tell(lambda lang: "")
        self._show_shared(adopt=len(self.shared.state.history) != len(self.state.history))
        return True

    def _show_settings(self, state: Recorded) -> None:
        """Set the players and the game's settings to those of ``state`` without their observers starting a game."""
        self._rendering = True
        try:
            self.players.value = state.n_players
            self.show_settings_of(state)
        finally:
            self._rendering = False

    def _show_shared(self, adopt: bool) -> None:
        """Redraw from the shared game's replayed state (a session without bots: it never samples)."""
        state = self.shared.state
        self._show_settings(state)
        self.session = Session(state, seed=0, bots=[None] * state.n_players, start=False)
        if adopt:
            self.adopted()
        self.render()
        redraw = getattr(self.together, "redraw", None)
        if redraw is not None:
            redraw()  # the panel's seats, "save" once the game is over

    def _shared_act(self, step: Any) -> None:
        """Play ``step`` at the shared table; someone quicker (MovedFirst) only redraws, a refusal is explained."""
        from ..classroom.store import ClassRefused, MovedFirst, StoreUnavailable, TableRefused
        from .together import stood_up, table_refusal_html, unreachable_html, untimed

        try:
            self.shared.act(untimed(self.game, step))
            self.error.value = ""
        except MovedFirst:
            self.shared.refresh()
            self.error.value = ""
        except TableRefused as exc:
            refused = exc  # (``exc`` is gone once the except clause ends; the words are asked for again later)
            self.tell(lambda lang: table_refusal_html(refused, lang))
        except StoreUnavailable:
            self.tell(unreachable_html)
        except ClassRefused as exc:  # the class ended (or the nickname went to another device): not "not allowed"
            gone, left = exc, stood_up(self, exc)  # no table any more: this device plays alone, as the words say
            self.tell(lambda lang: table_refusal_html(gone, lang))
            if left:
                return
        except BugkitError as exc:
            self.tell_refusal(exc)
        self._show_shared(adopt=True)

    def shared_status_html(self) -> str:
        """Return the status line at a shared table: whose turn it is by nickname, waiting, or the result."""
        from .together import status_html

        return status_html(self)

    def _offer_together(self) -> None:
        """Add the "Play with others" panel in class mode (``?class=CODE``); without a class nothing changes."""
        from .together import panel_for

        panel_for(self)  # the panel puts itself on the board (show_together)

    def show_together(self, panel: widgets.Widget, under_scores: bool = False) -> None:
        """Show the "Play with others" ``panel`` as the board's ``together``: right under the table (and its odds),
        where a child opens, finds or fills a table; with ``under_scores`` under the scores (and what the game shows
        under them), so that once a shared game runs the table and every player's score come first on a tablet.
        Nothing is sent to the browser when the panel stands there already."""
        if not isinstance(panel, widgets.Widget):
            raise InvalidInput(f"panel must be a widget, not {short_repr(panel)}")
        check_choice(under_scores, "under_scores", (True, False))
        shown: tuple[widgets.Widget, ...] = tuple(getattr(self, "children"))  # noqa: B009 (untyped trait)
        if self.together is not None:
            shown = tuple(w for w in shown if w is not self.together)
        at = (shown.index(self.scores) + 1 + len(self._under_scores) if under_scores else
              shown.index(self.table) + 1 + len(self._under_table))
        wanted = (*shown[:at], panel, *shown[at:])
        self.together = panel
        if wanted != tuple(getattr(self, "children")):  # noqa: B009 (untyped trait)
            self.children = wanted


register({
    "board.tip.new": {"en": "Start a new game with the settings chosen above: a new random game, or the game whose "
                            "number you typed",
                      "de": "Ein neues Spiel mit den oben gewählten Einstellungen: ein neues zufälliges Spiel oder das "
                            "Spiel mit der eingetippten Nummer"},
    "board.tip.step": {"en": "The bot to move makes one move", "de": "Der Bot, der dran ist, macht einen Zug"},
    "board.tip.bots": {"en": "The bots move until a human is to play",
                       "de": "Die Bots ziehen, bis ein Mensch dran ist"},
})

_WRAP = widgets.Layout(flex_flow="row wrap")


def _seconds(value: float, lang: str) -> str:
    """Return a pause in seconds as the page writes it ("0.8 s", German "0,8 s")."""
    text = f"{value:g} s"
    return text.replace(".", ",") if lang == "de" else text


def svg_label(picture: str) -> str:
    """Return the text alternative of an SVG picture made by ``bugkit.ui.draw.svg`` (its first aria-label)."""
    picture = check_text(picture, "picture", 200_000)
    start = picture.find('aria-label="') + len('aria-label="')
    end = picture.find('"', start)
    if start < len('aria-label="') or end < 0:
        raise InvalidInput("picture: an SVG drawn by bugkit.ui.draw.svg has an aria-label; this one has none")
    return html.unescape(picture[start:end])


__all__ = ["HIDE", "ActionHandle", "Board", "PieceHandle", "svg_label"]
