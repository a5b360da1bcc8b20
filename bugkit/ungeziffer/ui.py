"""The Ungeziffer board: dice and tiles drawn as pictures, a button under each tile, bots step by step; English and
German, one language per page.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from
its state after every action; every rule is decided by ``rules.py``, every picture by ``draw.py``. Drive it from
Python with ``view.roll_button.click()``, ``view.tile_buttons[i].click()``, ``view.step_button.click()``.

A fresh board (and every press of "New game") starts a new random game, whose *game number* (the session's seed)
stands in the box "Game number"; typing a number there before pressing "New game" and making the same moves plays
the same game again. No click handler lets an exception out: a refusal is explained in words, anything else
leaves the board as it was and says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np

from ..core.errors import BugkitError, IllegalMove, InvalidInput
from ..core.game import Recorded
from ..core.i18n import fmt_num, t, tn
from ..core.session import Session
from ..core.validate import MAX_SEED, check_choice, check_seed, short_repr
from ..ui import (
    SessionSteps,
    TextLog,
    language_picker,
    on_click,
    page_language,
    projector_switch,
    relabel,
    scoreboard_html,
    seat_picker,
)
from ..ui.draw import board_style, row
from . import components as C
from . import labels
from .bots import BOTS
from .draw import dice_svgs, tile_svg
from .rules import HIDDEN, MAX_PLAYERS, ROLL, VARIANTS, Phase, Rolled, Turn, TurnEnded, UngezifferState, new_game

FRESH_NUMBERS = 1_000_000  # fresh game numbers run from 1 to 999,999: short enough for a child to type back in
HIDE = "bugkit-hide-on-projector"


def fresh_number() -> int:
    """Return a new random game number from 1 to 999,999 (from the operating system's entropy)."""
    return 1 + int(np.random.SeedSequence().entropy) % (FRESH_NUMBERS - 1)  # type: ignore[arg-type]


def parse_number(text: str) -> int | None:
    """Return the game number typed (digits, spaces allowed between groups), or None if it is not one."""
    if not isinstance(text, str):
        return None
    digits = "".join(text.split()).replace("\u202f", "")
    if not digits or len(digits) > 19 or not digits.isascii() or not digits.isdigit():
        return None
    number = int(digits)
    return number if number <= MAX_SEED else None


class UngezifferView(SessionSteps, widgets.VBox):
    """A whole game of Ungeziffer: settings, the dice and the tiles drawn, a button per tile, bot buttons, a log."""

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"),
                 seed: int | None = None, variant: str = "standard", lang: str | None = None) -> None:
        check_choice(players, "players", list(range(2, MAX_PLAYERS + 1)))
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence) or len(seats) > MAX_PLAYERS:
            raise InvalidInput(f"seats must be a list of up to {MAX_PLAYERS} names (human or a bot: "
                               f"{', '.join(BOTS)}), not {short_repr(seats)}")
        for seat in seats:
            check_choice(seat, "a seat", ["human", *BOTS])
        seed = check_seed(seed)
        check_choice(variant, "variant", VARIANTS)
        self.lang = check_choice(page_language() if lang is None else lang, "lang", ("en", "de"))
        lang = self.lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=[2, 3, 4], value=players, layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "memory", lang)
                      for i in range(MAX_PLAYERS)]
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant,
                                        layout=widgets.Layout(width="330px", max_width="100%"))
        self.seed = widgets.Text(value="", layout=widgets.Layout(width="240px"))
        self.animate = widgets.Checkbox(value=True, indent=False, layout=widgets.Layout(width="auto"))
        self.typed_number = False  # True once someone types into the game-number box
        self._rendering = False
        self.new_button = self._button(widgets.Button(button_style="info"), self.new_game)
        self.roll_button = self._button(widgets.Button(button_style="primary"), lambda: self.act(ROLL))
        self.step_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bot_step)
        self.bots_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.bots_until_human)
        # the board's CSS: a <style> applies even in a hidden box, and hidden widgets are no text a reader sees
        self.style = widgets.HTML(board_style(True), layout=widgets.Layout(display="none"))
        self.howto = widgets.HTML()
        self.dice = widgets.HTML()
        self.yellow_note = widgets.HTML()
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.grid = widgets.Box(layout=widgets.Layout(display="flex", flex_flow="row wrap", grid_gap="4px",
                                                      max_width="100%"))
        self.tile_pictures: list[widgets.HTML] = []
        self._tile_button_layout = widgets.Layout(width="60px", height="44px")
        self.tile_buttons: list[widgets.Button] = []
        self.refused: Exception = BugkitError()
        self._shown_roll: tuple[int, tuple[int, ...]] = (-1, ())
        self.language.observe(lambda change: self.guard(self.set_language, change["new"]), names="value")
        self.players.observe(lambda _: self.guard(self.show_seats), names="value")
        self.seed.observe(lambda _: self._typed(), names="value")
        self.animate.observe(lambda change: self.guard(self.set_animation, change["new"]), names="value")
        settings = widgets.VBox([widgets.HBox([self.language, self.players, self.variant]),
                                 widgets.HBox(self.seats[:2]), widgets.HBox(self.seats[2:]),
                                 widgets.HBox([self.seed, self.new_button, self.animate])])
        settings.add_class(HIDE)
        play = widgets.VBox([widgets.HBox([self.roll_button, self.dice]), self.yellow_note, self.status,
                             self.error, self.grid, widgets.HBox([self.step_button, self.bots_button]),
                             self.scores, self.textlog_title, self.textlog])
        super().__init__([self.style, self.howto, settings, play])
        self.add_class("bugkit-board")
        self.projector = projector_switch(self, lang)
        self.children = (self.style, self.projector, self.howto, settings, play)
        self.start(fresh_number() if seed is None else seed)

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
            self.error.value = self._red(t("ungeziffer.oops", self.lang, msg=type(exc).__name__))
            self.render()

    def _typed(self) -> None:
        if not self._rendering:
            self.typed_number = True

    def new_game(self) -> None:
        """Start a new game from the controls: a fresh random one, or the one whose number was typed in."""
        number = parse_number(self.seed.value) if self.typed_number else fresh_number()
        if number is None:
            self.error.value = self._red(t("ungeziffer.bad_number", self.lang, hi=fmt_num(MAX_SEED, self.lang),
                                           typed=self.seed.value[:40]))
            return
        self.start(number, self.players.value, self.variant.value)

    def start(self, number: int, players: int | None = None, variant: str | None = None) -> None:
        """Start game number ``number`` (the same number and the same moves are always the same game)."""
        state = new_game(players or self.players.value, variant=variant or self.variant.value)
        self.adopt(state, number)

    def adopt(self, state: Recorded, number: int | None = None) -> None:
        """Show ``state`` (a loaded or replayed game too) in a new session seeded with ``number`` (a fresh game
        number if None): rebuild what depends on the set-up, clear any refusal."""
        if not isinstance(state, UngezifferState):
            raise InvalidInput(f"this board shows Ungeziffer games, not {short_repr(state)}")
        if state.is_chance_node:  # e.g. a replay stopped between a roll and its dice: show the decision before it,
            state = _before_last_step(state)  # so the board never invents an outcome the record does not hold
        number = fresh_number() if number is None else number
        self._rendering = True
        try:
            self.players.value = state.n_players
            self.variant.value = state.rules.variant
            self.seed.value = str(number)
        finally:
            self._rendering = False
        self.typed_number = False
        self.number = number
        self.session = Session(state, seed=number, bots=self.seat_bots(BOTS)[:state.n_players])
        if len(self.tile_buttons) != len(state.layout):
            picture_layout = widgets.Layout(height="66px")  # shared: one layout model for all tiles, not 32
            self.tile_pictures = [widgets.HTML(layout=picture_layout) for _ in state.layout]
            self.tile_buttons = [self._tile_button(i) for i in range(len(state.layout))]
            cell_layout = widgets.Layout(width="68px", align_items="center")
            cells = [widgets.VBox([pic, button], layout=cell_layout)
                     for pic, button in zip(self.tile_pictures, self.tile_buttons, strict=True)]
            self.grid.children = cells
        self.error.value = ""
        self.render()

    @property
    def bots(self) -> list[Any]:
        """Return the session's seats: a bot, or None for a human."""
        return list(self.session.bots)

    def act(self, action: Any) -> None:
        """Play an action for the player to move (chance follows in the session); a refusal changes nothing."""
        try:
            self.session.act(action)
            self.error.value = ""
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        self.render()

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (a refusal still on show is explained again in ``lang``)."""
        self.lang = lang
        if self.error.value:
            self.error.value = self.refusal_html()
        self.render()

    def set_animation(self, on: bool) -> None:
        """Switch the short roll animation on or off."""
        self.style.value = board_style(on)

    def refusal_html(self) -> str:
        """Return the last refusal as a red line of words ('Not allowed: ...'), in the current language."""
        exc = self.refused
        if isinstance(exc, IllegalMove):
            why = exc.text(self.lang)
        elif isinstance(exc, InvalidInput):
            why = t("ungeziffer.malformed", self.lang)
        else:
            why = str(exc)
        return self._red(t("ui.error", self.lang, msg=why))

    @staticmethod
    def _red(message: str) -> str:
        return f'<span style="color:#b00020">{html.escape(message)}</span>'

    # -- view ----------------------------------------------------------------------------------------------------
    def _tile_button(self, i: int) -> widgets.Button:
        button = widgets.Button(description=str(i + 1), layout=self._tile_button_layout)
        button.on_click(lambda _: self.guard(self.act, Turn(i)))
        return button

    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"ungeziffer.variant.{v}", lang), v) for v in VARIANTS])
        self.seed.description = t("ungeziffer.number", lang)
        self.seed.tooltip = t("ungeziffer.number_tip", lang)
        self.seed.style.description_width = "initial"
        self.animate.description = t("ungeziffer.animate", lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        self.howto.value = (f"<details open><summary><b>{html.escape(t('ungeziffer.howto_title', lang))}</b>"
                            f"</summary>{html.escape(t('ungeziffer.howto', lang))}</details>")
        self.new_button.description = t("ui.new_game", lang)
        self.roll_button.description = t("ungeziffer.roll", lang)
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        for button, tip in ((self.roll_button, "roll"), (self.new_button, "new"), (self.step_button, "step"),
                            (self.bots_button, "bots")):
            button.tooltip = t(f"ungeziffer.tip.{tip}", lang)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.relabel_seats(lang, "ungeziffer", list(BOTS))
        human_to_move = not s.is_over and self.session.to_play is None
        self.roll_button.disabled = not (human_to_move and s.phase is Phase.ROLL)
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human_to_move
        self.dice.value = self.dice_view()
        self.yellow_note.value = f"<small>{html.escape(self.yellow_text())}</small>"
        self.status.value = html.escape(self.status_text())
        missed = self._just_missed()
        for i, button in enumerate(self.tile_buttons):
            self._render_tile(i, button, human_to_move and s.phase is Phase.TURN, missed)
        rows = [(labels.player_name(i, lang), tn("ungeziffer.score", n, lang)) for i, n in enumerate(s.scores())]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player) + html.escape(
            tn("ungeziffer.tiles_left", s.tiles_left(), lang))
        self.textlog.set_lines([labels.describe(e, lang) for e in s.events])

    def _just_missed(self) -> set[int]:
        """Return the positions turned in a turn that has just failed (shown until the next move, as at the table)."""
        events = self.state.events
        if self.state.phase is not Phase.ROLL or not events or not isinstance(events[-1], TurnEnded) or \
                events[-1].result not in ("miss", "out"):
            return set()
        turn_no = events[-1].turn_no
        return {e.pos for e in events if type(e).__name__ == "Turned" and e.turn_no == turn_no}

    def _render_tile(self, i: int, button: widgets.Button, clickable: bool, missed: set[int]) -> None:
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
        self.tile_pictures[i].value = tile_svg(n, shown, kind, self.lang)
        button.disabled = kind != "down" or not clickable
        button.description = "" if kind == "gone" else str(n)  # an empty place: nothing left to press
        button.tooltip = html.unescape(_label(self.tile_pictures[i].value))
        button.button_style = "danger" if kind == "missed" else "warning" if kind == "up" else ""

    def dice_view(self) -> str:
        """Return the dice drawn (green and yellow), with their faces in words; rolling just after a new roll."""
        s = self.state
        last = next((e.dice for e in reversed(s.events) if isinstance(e, Rolled)), ()) if not s.dice else ()
        pictures = dice_svgs(s.dice, s.rules.yellow_faces is None, self.lang, last=last)
        names = [t(f"ungeziffer.die.{c}", self.lang) for c in ("green", "yellow")]
        said = ", ".join(f"{n} {v}" for n, v in zip(names, s.dice, strict=False))
        shown = ", ".join(f"{v} ({n})" for n, v in zip(names, s.dice, strict=False))
        words = html.escape(shown)
        roll = (s.turn_no, s.dice)
        rolling = bool(s.dice) and roll != self._shown_roll
        self._shown_roll = roll if s.dice else self._shown_roll
        cls = ' class="bugkit-rolling"' if rolling else ""
        return f"<div{cls}>{row(pictures, t('ungeziffer.dice', self.lang, dice=said or '–'))}<b>{words}</b></div>"

    def yellow_text(self) -> str:
        """Return what the board assumes about the yellow die (OUR ASSUMPTION A2), in words."""
        yellow = self.state.rules.yellow_faces
        if yellow is None:
            return t("ungeziffer.green_only", self.lang)
        if yellow == C.YELLOW_FACES:
            return t("ungeziffer.yellow_note", self.lang)
        return t("ungeziffer.yellow_custom", self.lang, faces=", ".join(map(str, yellow)))

    def status_text(self) -> str:
        """Return the one-line state of play in words (with "Midge mush!" right after a 0 was turned)."""
        s, lang = self.state, self.lang
        if s.is_over:
            return labels.game_over(s.winners(), lang)
        name = labels.player_name(s.current_player, lang)
        if s.phase is Phase.ROLL:
            return t("ungeziffer.status.roll", lang, name=name)
        mush = t("ungeziffer.status.mush", lang) + " " if s.turned and s.value(s.turned[-1]) == 0 else ""
        if s.rules.max_vermin_tiles is not None:
            values = ", ".join(str(s.value(p)) for p in s.turned) or "–"
            return mush + t("ungeziffer.status.turn_pm", lang, name=name, target=s.target, values=values)
        return mush + t("ungeziffer.status.turn", lang, name=name, target=s.target, total=s.total)


def _before_last_step(state: UngezifferState) -> UngezifferState:
    """Return the position just before the last step of ``state`` (replayed from its set-up)."""
    earlier = new_game(**state.setup)
    for step in state.history[:-1]:
        earlier = earlier.apply(step)
    return earlier


def _label(picture: str) -> str:
    """Return the text alternative of an SVG picture made by ``bugkit.ui.draw.svg``."""
    start = picture.index('aria-label="') + len('aria-label="')
    return picture[start:picture.index('"', start)]


def play(players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"), seed: int | None = None,
         variant: str = "standard", lang: str | None = None) -> UngezifferView:
    """Return a ready-to-show Ungeziffer board: a new random game unless ``seed`` (its game number) is given; the
    language from ``lang``, else from the page's URL (``?lang=de``), else English."""
    return UngezifferView(players, seats, seed, variant, lang)
