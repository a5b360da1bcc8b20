"""The Ungeziffer play widget: roll, click face-down tiles, watch bots step by step; English and German.

Model and view apart: the view keeps an ``UngezifferState`` and re-renders it after every action; every rule
is decided by ``rules.py``. Each callback is one line that calls a method. Drive it from Python with
``view.roll_button.click()``, ``view.tile_buttons[i].click()``, ``view.step_button.click()``.

A fresh board (and every press of "New game") deals a new random game, whose *game number* stands in the box
"Game number"; typing a number there before pressing "New game" plays that game again. No click handler lets an
exception out: a refusal is explained in words, anything else leaves the board as it was and says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np

from ..core.errors import BugkitError, InvalidInput
from ..core.game import Bot
from ..core.i18n import fmt_num, t, tn
from ..core.rng import spawn
from ..core.validate import MAX_SEED, check_choice, check_seed, short_repr
from ..ui import (
    BotSteps,
    TextLog,
    dice_html,
    language_picker,
    on_click,
    refusal_text,
    relabel,
    scoreboard_html,
    seat_picker,
)
from . import components as C
from . import labels
from .bots import BOTS
from .rules import MAX_PLAYERS, VARIANTS, UngezifferState, new_game

COLOURS = ("#2e7d32", "#c9a400")  # green die, yellow die (the numbers and colour names are written too)
COLOUR_NAMES = ("green", "yellow")
FRESH_NUMBERS = 1_000_000  # fresh game numbers run from 1 to 999,999: short enough for a child to type back in


def fresh_number() -> int:
    """Return a new random game number from 1 to 999,999 (from the operating system's entropy)."""
    return 1 + int(np.random.SeedSequence().entropy) % (FRESH_NUMBERS - 1)  # type: ignore[arg-type]


def parse_number(text: str) -> int | None:
    """Return the game number typed (digits, spaces allowed between groups), or None if it is not one."""
    digits = "".join(str(text).split()).replace("\u202f", "")
    if not digits or len(digits) > 19 or not digits.isascii() or not digits.isdigit():
        return None
    number = int(digits)
    return number if number <= MAX_SEED else None


class UngezifferView(BotSteps, widgets.VBox):
    """A whole game of Ungeziffer in widgets: controls, dice, tile grid, scores, a step-by-step bot button, a log."""

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"),
                 seed: int | None = None, variant: str = "standard", lang: str = "en") -> None:
        check_choice(players, "players", list(range(2, MAX_PLAYERS + 1)))
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence) or len(seats) > MAX_PLAYERS:
            raise InvalidInput(f"seats must be a list of up to {MAX_PLAYERS} names (human or a bot: "
                               f"{', '.join(BOTS)}), not {short_repr(seats)}")
        for seat in seats:
            check_choice(seat, "a seat", ["human", *BOTS])
        seed = check_seed(seed)
        check_choice(variant, "variant", VARIANTS)
        self.lang = check_choice(lang, "lang", ("en", "de"))
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=[2, 3, 4], value=players, layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "memory", lang)
                      for i in range(MAX_PLAYERS)]
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant, layout=widgets.Layout(width="330px"))
        self.seed = widgets.Text(value="", layout=widgets.Layout(width="240px"))
        self.typed_number = False  # True once someone types into the game-number box
        self._rendering = False
        self.new_button = self._button(widgets.Button(button_style="info"), self.new_game)
        self.roll_button = self._button(widgets.Button(button_style="primary", icon=""), lambda: self.act("roll"))
        self.step_button = self._button(widgets.Button(), self.bot_step)
        self.bots_button = self._button(widgets.Button(), self.bots_until_human)
        self.dice = widgets.HTML()
        self.yellow_note = widgets.HTML()
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.grid = widgets.GridBox(layout=widgets.Layout(grid_template_columns="repeat(8, 52px)", grid_gap="4px"))
        self.tile_buttons: list[widgets.Button] = []
        self.refused: Exception = BugkitError()
        self.language.observe(lambda change: self.guard(self.set_language, change["new"]), names="value")
        self.players.observe(lambda _: self.guard(self.show_seats), names="value")
        self.seed.observe(lambda _: self._typed(), names="value")
        controls = widgets.VBox([widgets.HBox([self.language, self.players, self.variant]),
                                 widgets.HBox(self.seats[:2]), widgets.HBox(self.seats[2:]),
                                 widgets.HBox([self.seed, self.new_button])])
        play = widgets.VBox([widgets.HBox([self.roll_button, self.dice]), self.yellow_note, self.status,
                             self.error, self.grid, widgets.HBox([self.step_button, self.bots_button]),
                             self.scores, self.textlog_title, self.textlog])
        super().__init__([controls, play])
        self.start(fresh_number() if seed is None else seed)

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def _button(self, button: widgets.Button, action: Callable[[], Any]) -> widgets.Button:
        """Return the button wired to ``action`` through ``guard`` (nothing escapes a click)."""
        return on_click(button, lambda: self.guard(action))

    def guard(self, action: Callable[..., Any], *args: Any) -> None:
        """Run a control's action; a bugkit refusal is shown in words, anything else leaves the board unchanged."""
        before = self.state if hasattr(self, "state") else None
        try:
            action(*args)
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        except Exception as exc:  # a defensive catch: a child's click never shows a traceback
            if before is not None:
                self.state = before
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
        """Start game number ``number`` (the same number is always the same game) and show it."""
        state = new_game(players or self.players.value, seed=number, variant=variant or self.variant.value)
        self.adopt(state)

    def adopt(self, state: UngezifferState) -> None:
        """Show ``state`` (a loaded or replayed game too): rebuild what depends on the set-up, clear any refusal."""
        self._rendering = True
        try:
            self.players.value = state.n_players
            self.variant.value = state.rules.variant
            self.seed.value = str(state.seed)
        finally:
            self._rendering = False
        self.typed_number = False
        self.state = state
        self.bot_rngs = spawn(state.seed, MAX_PLAYERS)
        self.bots: list[Bot | None] = self.seat_bots(BOTS)
        if len(self.tile_buttons) != len(state.layout):
            self.tile_buttons = [self._tile_button(i) for i in range(len(state.layout))]
            self.grid.children = self.tile_buttons
        self.error.value = ""
        self.render()

    def act(self, action: str) -> None:
        """Apply an action for the player to move; an illegal one is explained and changes nothing."""
        try:
            self.state = self.state.apply(action)
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

    def refusal_html(self) -> str:
        """Return the last refusal as a red line of words ('Not allowed: ...'), in the current language."""
        return self._red(refusal_text(self.refused, self.lang, labels.REASONS, labels.reason_fields))

    @staticmethod
    def _red(message: str) -> str:
        return f'<span style="color:#b00020">{html.escape(message)}</span>'

    # -- view ----------------------------------------------------------------------------------------------------
    def _tile_button(self, i: int) -> widgets.Button:
        button = widgets.Button(layout=widgets.Layout(width="52px", height="44px"))
        button.on_click(lambda _: self.guard(self.act, f"turn {i}"))
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
        self.new_button.description = t("ui.new_game", lang)
        self.roll_button.description = t("ungeziffer.roll", lang)
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        for button, tip in ((self.roll_button, "roll"), (self.new_button, "new"), (self.step_button, "step"),
                            (self.bots_button, "bots")):
            button.tooltip = t(f"ungeziffer.tip.{tip}", lang)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.relabel_seats(lang, "ungeziffer", list(BOTS))
        human_to_move = not s.is_over and self.bots[s.current_player] is None
        self.roll_button.disabled = not (human_to_move and s.phase == "roll")
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human_to_move
        self.dice.value = self.dice_view() if s.dice else ""
        self.yellow_note.value = f"<small>{html.escape(self.yellow_text())}</small>"
        self.status.value = html.escape(self.status_text())
        for i, button in enumerate(self.tile_buttons):
            self._render_tile(i, button, human_to_move and s.phase == "turn")
        rows = [(labels.player_name(i, lang), tn("ungeziffer.score", n, lang)) for i, n in enumerate(s.scores())]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player) + html.escape(
            tn("ungeziffer.tiles_left", s.tiles_left(), lang))
        self.textlog.set_lines([labels.describe(e, lang) for e in s.events])

    def _just_missed(self) -> set[int]:
        """Return the positions turned in a turn that has just failed (shown until the next move, as at the table)."""
        events = self.state.events
        if self.state.phase != "roll" or not events or events[-1][0] not in ("miss", "out"):
            return set()
        turn_no = events[-1][1]
        return {e[3] for e in events if e[0] == "turn" and e[1] == turn_no}

    def _render_tile(self, i: int, button: widgets.Button, clickable: bool) -> None:
        value = self.state.layout[i]
        if value is not None and i in self._just_missed():
            button.description, button.disabled, button.button_style = str(value), True, "danger"
            button.tooltip = t("ungeziffer.tile_missed", self.lang, n=i + 1, v=value)
        elif value is None:
            button.description, button.disabled, button.button_style = "", True, ""
            button.tooltip = t("ungeziffer.tile_gone", self.lang, n=i + 1)
        elif i in self.state.turned:
            button.description, button.disabled, button.button_style = str(value), True, "warning"
            key = "ungeziffer.tile_mush" if value == 0 else "ungeziffer.tile_turned"
            button.tooltip = t(key, self.lang, n=i + 1, v=value)
        else:
            button.description, button.disabled, button.button_style = "🐞", not clickable, ""
            button.tooltip = t("ungeziffer.tile_down", self.lang, n=i + 1)

    def dice_view(self) -> str:
        """Return the dice as HTML: faces, numbers and colour names (colour is never the only clue)."""
        names = [t(f"ungeziffer.die.{c}", self.lang) for c in COLOUR_NAMES]
        said = ", ".join(f"{n} {v}" for n, v in zip(names, self.state.dice, strict=False))
        return dice_html(self.state.dice, COLOURS, t("ungeziffer.dice", self.lang, dice=said), names)

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
        if s.phase == "roll":
            return t("ungeziffer.status.roll", lang, name=name)
        mush = t("ungeziffer.status.mush", lang) + " " if s.turned and s.layout[s.turned[-1]] == 0 else ""
        if s.rules.max_vermin_tiles is not None:
            values = ", ".join(str(s.layout[p]) for p in s.turned) or "–"
            return mush + t("ungeziffer.status.turn_pm", lang, name=name, target=s.target, values=values)
        return mush + t("ungeziffer.status.turn", lang, name=name, target=s.target, total=s.total)


def play(players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"), seed: int | None = None,
         variant: str = "standard", lang: str = "en") -> UngezifferView:
    """Return a ready-to-show Ungeziffer game widget: a new random game unless ``seed`` (its game number) is given."""
    return UngezifferView(players, seats, seed, variant, lang)


