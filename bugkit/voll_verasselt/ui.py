"""The Voll verasselt play widget: choose the group, boost, mark dice, roll or stop, place catches; English/German.

Model and view apart: the view holds a ``Session`` (state, generator, bots; the only place chance is sampled) and
redraws its state after every action (pictures from ``draw.py``, every outcome also in words); every rule is
decided by ``rules.py``. Callbacks are one line each. Drive it from Python:
``view.group_buttons['group hub'].click()``, ``view.die_buttons[i].click()`` (mark/unmark a die),
``view.roll_button.click()``, ``view.stop_button.click()``, ``view.colour_buttons['blue'].click()`` (boost or
refill), ``view.yard_boxes[i].value = n`` then ``view.place_button.click()``, ``view.advice_button.click()``,
``view.step_button.click()``, ``view.number.value = "1234"`` then ``view.number_button.click()``.

A fresh board starts a new random game; its *game number* (the session's seed) is shown in the Game number box once
the game is over (``bugkit.ui.gamenumber``: shown earlier, it would let another board show the next roll), and
typing a number there and pressing "Play this number" replays that game (same seats: same game). A loaded game
(``adopt``) goes on with a fresh number that is never shown: a save holds only the past.
Dice are counted from 1 on the board and in the log (the engine's actions count positions from 0).
No exception leaves a click handler: a refused move or a bad number is explained on the board, and anything
unexpected is reported there too with the board left as it was.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.errors import BugkitError, InvalidInput
from ..core.i18n import fmt_frac, fmt_num, t, tn
from ..core.session import Session
from ..core.validate import MAX_SEED, check_choice, check_int, check_seed, short_repr
from ..ui import (
    SessionSteps,
    TextLog,
    language_picker,
    on_click,
    projector_switch,
    refusal_text,
    scoreboard_html,
    seat_picker,
)
from ..ui.draw import board_style
from ..ui.gamenumber import GameNumber, bad_number_text
from ..ui.note import ShortRepr
from . import components as comp
from . import draw, labels
from .bots import OddsBot, RandomBot, ThresholdBot
from .components import COLOURS
from .odds import advise, p_bugged_up
from .rules import (
    BOOST,
    END,
    GO_ON,
    GROUP_CATCH,
    GROUP_HUB,
    HEAP,
    REFILL,
    STOP,
    Action,
    Phase,
    VollVerasseltState,
    new_game,
    total,
)

BOTS = {"odds": OddsBot, "threshold": ThresholdBot, "random": RandomBot}
SHOW = {"blue": "#1565c0", "red": "#c62828", "yellow": "#f9a825", "green": "#2e7d32", "bars": "#757575"}
SYMBOL = {"blue": "●", "red": "▲", "yellow": "■", "green": "◆", "bars": "‖"}  # shapes as well as colours
MAX_SEATS = comp.MAX_PLAYERS
NUMBER_DIGITS = len(str(MAX_SEED))


class VollVerasseltView(ShortRepr, SessionSteps, widgets.VBox):  # type: ignore[misc]
    """A whole game of Voll verasselt in widgets: table, dice, controls, advisor, bots step by step, a log."""

    short_title = ("Voll verasselt board", "Voll-verasselt-Spielbrett")  # English, German

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"),
                 seed: int | None = None, lang: str = "en") -> None:
        lang = check_choice(lang, "lang", ["en", "de"])
        players = check_int(players, "players", comp.MIN_PLAYERS, comp.MAX_PLAYERS)
        seed = check_seed(seed)
        if isinstance(seats, str) or not isinstance(seats, Sequence) or len(seats) > MAX_SEATS:
            raise InvalidInput(f"seats must be a list of up to {MAX_SEATS} names from {['human', *BOTS]}")
        seats = [check_choice(x, "a seat", ["human", *BOTS]) for x in seats]
        self.lang = lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=list(range(2, MAX_SEATS + 1)), value=players,
                                        layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "odds", lang)
                      for i in range(MAX_SEATS)]
        self.number_note = widgets.HTML()
        self._number_shown = ""
        self.number = widgets.Text(value="", continuous_update=False,
                                   layout=widgets.Layout(width="260px"), style={"description_width": "initial"})
        self.new_button = self.button(self.new_game, button_style="info")
        self.number_button = self.button(self.play_number)
        self.group_buttons = {a: self.button(lambda a=a: self.act(a))  # type: ignore[misc]
                              for a in (GROUP_HUB, GROUP_CATCH, END)}
        self.colour_buttons = {c: self.button(lambda c=c: self.colour_action(c))  # type: ignore[misc]
                               for c in COLOURS}
        self.die_buttons = [self.button(lambda i=i: self.toggle(i),  # type: ignore[misc]
                                        layout=widgets.Layout(width="120px")) for i in range(comp.N_DICE)]
        self.roll_button = self.button(self.roll_marked, button_style="primary")
        self.go_button = self.button(lambda: self.act(GO_ON), button_style="success")
        self.stop_button = self.button(lambda: self.act(STOP), button_style="warning")
        self.yard_boxes = [widgets.BoundedIntText(value=0, min=0, max=comp.YARD_MAX,
                                                  layout=widgets.Layout(width="150px")) for _ in COLOURS]
        self.place_button = self.button(self.place, layout=widgets.Layout(width="auto"))
        self.heap_button = self.button(lambda: self.act(HEAP))
        self.advice_button = self.button(self.show_advice, button_style="info")
        self.step_button = self.button(self.bot_step)
        self.bots_button = self.button(self.bots_until_human)
        self.table = widgets.HTML()
        self.dice_view = widgets.HTML()
        self.players_view = widgets.HTML()
        self.howto = widgets.HTML()
        self.animate = widgets.Checkbox(value=True, indent=False)
        self.rolling = False
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.advice = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.marked: set[int] = set(range(comp.N_DICE))
        self.refused: Exception = BugkitError()
        self.language.observe(lambda change: self.guarded(lambda: self.set_language(change["new"])), names="value")
        self.players.observe(lambda _: self.guarded(self.show_seats), names="value")
        self.projector = projector_switch(self, lang)
        controls = widgets.VBox([widgets.HBox([self.language, self.players, self.new_button]),
                                 widgets.HBox([self.number, self.number_button]), self.number_note,
                                 widgets.HBox(self.seats[:3]), widgets.HBox(self.seats[3:]),
                                 widgets.HBox([self.animate, self.projector])])
        controls.add_class("bugkit-hide-on-projector")
        self.receive_box = widgets.VBox([widgets.HBox(self.yard_boxes), widgets.HBox([self.place_button,
                                                                                      self.heap_button])])
        play = widgets.VBox([self.status, self.error, self.table, self.dice_view,
                             widgets.HBox(list(self.group_buttons.values())),
                             widgets.HBox(list(self.colour_buttons.values())), widgets.HBox(self.die_buttons),
                             widgets.HBox([self.roll_button, self.go_button, self.stop_button, self.advice_button]),
                             self.advice, self.receive_box, widgets.HBox([self.step_button, self.bots_button]),
                             self.players_view, self.scores, self.textlog_title, self.textlog])
        # the CSS lives in a hidden widget: a <style> applies wherever it stands, and text readers skip it
        self.style = widgets.HTML(board_style(), layout=widgets.Layout(display="none"))
        super().__init__([self.style, self.howto, controls, play])
        self.add_class("bugkit-board")
        self.start(GameNumber.given(seed))

    @property
    def bots(self) -> list[Any]:
        """Return the bot at each seat (None for a human), as the session holds them."""
        return list(self.session.bots)

    def button(self, action: Callable[[], Any], **style: Any) -> widgets.Button:
        """Return a button whose click runs ``action`` through ``guarded`` (nothing escapes the handler)."""
        return on_click(widgets.Button(**style), lambda: self.guarded(action))

    def guarded(self, action: Callable[[], Any]) -> None:
        """Run a click's action; a refusal is explained, anything else reported, and the board left as it was."""
        before = self.session.state if hasattr(self, "session") else None
        try:
            action()
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        except Exception as exc:  # a defensive catch: a click must never raise into the notebook
            if before is not None:
                self.session.state = before
            with contextlib.suppress(Exception):  # the board may not even draw: the message below still shows
                self.render()
            self.refused = exc
            self.error.value = self.refusal_html()

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def start(self, numbering: GameNumber) -> None:
        """Start the game of ``numbering`` with the players and seats chosen above."""
        self.numbering = numbering
        self._number_shown = "?"  # write the box afresh (it may hold what was typed)
        self.game_number = numbering.value
        self.session = Session(new_game(self.players.value), seed=numbering.value,
                               bots=self.seat_bots(BOTS)[:self.players.value])
        self.marked = set(range(comp.N_DICE))
        self.error.value = self.advice.value = ""
        self.render()

    def new_game(self) -> None:
        """Start a new random game (a fresh game number, shown when the game is over)."""
        self.start(GameNumber.fresh())

    def play_number(self) -> None:
        """Replay the game whose number is typed in the Game number box (a bad number is explained)."""
        self.start(GameNumber.typed(self.number.value))

    def adopt(self, state: VollVerasseltState) -> None:
        """Show ``state`` (a loaded or replayed game), even with another player count: seats, number, selection."""
        if not isinstance(state, VollVerasseltState):
            raise InvalidInput(f"this board shows Voll verasselt games, not {type(state).__name__}")
        self.players.value = state.n_players
        self.show_seats()
        self._number_shown = "?"
        self.numbering = GameNumber.going_on()  # chance from here on: a new number, never shown (a save holds
        self.game_number = self.numbering.value  # only the past)
        self.session = Session(state, seed=self.game_number, bots=self.seat_bots(BOTS)[:state.n_players])
        self.marked = set(range(comp.N_DICE))
        self.yard_boxes_reset()
        self.error.value = self.advice.value = ""
        self.render()

    def yard_boxes_reset(self) -> None:
        """Set the front-yard boxes back to 0."""
        for box in self.yard_boxes:
            box.value = 0

    def act(self, action: Action) -> None:
        """Apply an action for the player to move; an illegal one is explained and changes nothing."""
        try:
            self.session.act(action)
            self.rolling = action.verb == "roll"
            self.error.value = ""
            if action.verb == "roll":
                self.marked = set(range(comp.N_DICE))
            if action.verb in ("yard", "heap"):
                self.yard_boxes_reset()
            self.advice.value = ""
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        self.render()

    def toggle(self, i: int) -> None:
        """Mark or unmark die i (0-based) for the next roll."""
        self.marked ^= {i}
        self.render()

    def roll_marked(self) -> None:
        """Roll the marked dice."""
        self.act(Action("roll", tuple(sorted(self.marked))))

    def colour_action(self, colour: str) -> None:
        """Boost the group with (or, when the hub must be refilled, refill it with) a front-yard card."""
        self.act((REFILL if self.state.phase == Phase.REFILL else BOOST)[colour])

    def place(self) -> None:
        """Put the numbers typed into the front yard and the rest of the received catch on the heap."""
        self.act(Action("yard", tuple(check_int(b.value, "a front-yard box", 0, comp.YARD_MAX)
                                      for b in self.yard_boxes)))

    def show_advice(self) -> None:
        """Write the exact odds of the marked dice and the advisor's best choice under the dice."""
        self.advice.value = html.escape(self.advice_text())

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (a refusal or advice still on show is written again in ``lang``)."""
        self.lang = lang
        if self.error.value:
            self.error.value = self.refusal_html()
        if self.advice.value:
            self.show_advice()
        self.render()

    def refusal_html(self) -> str:
        """Return the last refusal as a red line of words ('Not allowed: ...'), in the current language."""
        exc, lang = self.refused, self.lang
        if isinstance(exc, InvalidInput) and "game number" in str(exc):
            text = bad_number_text(self.number.value, lang)
        elif isinstance(exc, BugkitError):
            text = refusal_text(exc, lang)
        else:
            text = t("voll_verasselt.oops", lang, msg=type(exc).__name__)
        return f'<span style="color:#b00020">{html.escape(text)}</span>'

    # -- words -----------------------------------------------------------------------------------------------
    def advice_text(self) -> str:
        """Return the advisor's numbers for the marked dice and for the best choice, in words."""
        s, lang = self.state, self.lang
        if s.phase not in (Phase.ROLL, Phase.DECIDE):
            return t("voll_verasselt.advice.none", lang)
        if len(self.marked) < comp.MIN_ROLL:
            return t("voll_verasselt.advice.marked", lang)
        catch = total(s.catch)
        advice = advise(s.group_cards, s.dice, catch, must_roll=s.phase == Phase.ROLL and not s.rolls)
        kept = [s.dice[i] for i in range(comp.N_DICE) if i not in self.marked]
        cards = dict(zip(COLOURS, s.group_cards, strict=True))
        p = p_bugged_up(cards, kept, len(self.marked))
        mine = next(c for c in advice.choices if sorted(kept) == sorted(
            s.dice[i] for i in range(comp.N_DICE) if i not in c.roll))
        act = t("voll_verasselt.advice.roll" if advice.should_roll else "voll_verasselt.advice.stop", lang)
        return t("voll_verasselt.advice", lang, odds=labels.odds_text(p, lang), p=fmt_frac(p, lang),
                 e=t("voll_verasselt.avg_cards", lang, x=fmt_num(mine.expected, lang, 1)),
                 best=" ".join(str(i + 1) for i in advice.best.roll), bk=labels.about_in_100(advice.best.p_bugged_up),
                 be=t("voll_verasselt.avg_cards", lang, x=fmt_num(advice.best.expected, lang, 1)),
                 stop=labels.n_cards(catch, lang), act=act)

    def status_text(self) -> str:
        """Return the one-line state of play in words."""
        s, lang = self.state, self.lang
        if s.is_over:
            winners = s.winners()
            over = tn("voll_verasselt.status.over", len(winners), lang, names=labels.names_text(winners, lang))
            return over + (" " + t("voll_verasselt.status.capped", lang) if s.end_reason == "turn limit" else "")
        name = labels.player_name(s.current_player, lang)
        caught = labels.n_cards(total(s.catch), lang)
        if s.phase == Phase.CHOOSE:
            return t("voll_verasselt.status.choose", lang, name=name, owner=labels.player_name(s.waiting_owner, lang))
        if s.phase == Phase.DECIDE:
            return t("voll_verasselt.status.decide", lang, name=name, cards=caught)
        if s.phase == Phase.ROLL and s.rolls:
            return t("voll_verasselt.status.roll_or_stop", lang, name=name, cards=caught)
        if s.phase == Phase.RECEIVE:
            room = comp.YARD_MAX - total(s.yards[s.receiver])
            return t("voll_verasselt.status.receive", lang, name=name, cards=labels.cards_text(s.received, lang),
                     room=labels.n_cards(room, lang))
        return t(f"voll_verasselt.status.{s.phase}", lang, name=name)

    def table_html(self) -> str:
        """Return the middle of the table drawn: the hub as colour rows, a waiting catch, this turn's catch and the
        face-down pile (each picture with its words)."""
        s, lang = self.state, self.lang
        parts = [draw.hub_html(s.hub, lang)]
        if total(s.waiting):
            parts.append(draw.cards_row(s.waiting, t("voll_verasselt.waiting", lang,
                                                     name=labels.player_name(s.waiting_owner, lang)), lang))
        if s.phase in (Phase.ROLL, Phase.DECIDE):
            parts.append(draw.cards_row(s.catch, t("voll_verasselt.catch", lang), lang, every_colour=True))
        foot = (f"{html.escape(tn('voll_verasselt.pile', s.pile_size, lang))} · "
                f"{html.escape(t(f'voll_verasselt.group.{s.group}', lang))}")
        parts.append(f'<div style="display:flex;align-items:center;gap:8px">{draw.pile_svg(s.pile_size, lang)}'
                     f"<span>{foot}</span></div>")
        return "".join(parts)

    def players_html(self) -> str:
        """Return every player's front yard, the catch handed to him (if any) and face-down heap, drawn."""
        s, lang = self.state, self.lang
        areas = [draw.player_html(labels.player_name(i, lang), s.yards[i], total(s.heaps[i]),
                                  s.received if i == s.receiver else None, lang,
                                  active=not s.is_over and i == s.current_player)
                 for i in range(s.n_players)]
        return f'<div style="display:flex;flex-wrap:wrap;gap:8px">{"".join(areas)}</div>'

    # -- view ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.number.description = t("ui.seed", lang)
        self.number.tooltip = self.number_button.tooltip = t("gn.tip", lang)
        self.number.placeholder = t("gn.placeholder", lang)
        shown = self.numbering.shown(s.is_over)
        if shown != self._number_shown:  # the number only once the game is over (or for a replay)
            self.number.value = self._number_shown = shown
        self.number_note.value = f"<small>{html.escape(self.numbering.note(s.is_over, lang))}</small>"
        self.number_button.description = t("voll_verasselt.btn.replay_number", lang)
        self.new_button.description = t("ui.new_game", lang)
        self.relabel_seats(lang, "voll_verasselt", list(BOTS))
        human = not s.is_over and self.session.to_play is None
        legal = set(s.legal_actions()) if human else set()
        for action, button in self.group_buttons.items():
            button.description = t("voll_verasselt.btn." + str(action.arg or action.verb), lang)
            button.layout.display = "" if action in legal else "none"
        verb = "refill" if s.phase == Phase.REFILL else "boost"
        for c, button in self.colour_buttons.items():
            button.description = t(f"voll_verasselt.btn.{verb}", lang, colour=labels.colour_adj(c, lang))
            button.style.button_color = SHOW[c]
            button.tooltip = t("voll_verasselt.tip.colour", lang, verb=t(f"voll_verasselt.verb.{verb}", lang),
                               colour=labels.colour_adj(c, lang), symbol=SYMBOL[c])
            button.layout.display = "" if (REFILL if verb == "refill" else BOOST)[c] in legal else "none"
        for i, button in enumerate(self.die_buttons):
            face = s.dice[i]
            mark = " ✓" if i in self.marked else ""
            button.description = f"{i + 1}: {SYMBOL[face]} {labels.colour(face, lang)}{mark}"
            button.tooltip = t("voll_verasselt.die", lang, n=i + 1, face=labels.colour(face, lang)) + (
                f" ({t('voll_verasselt.marked', lang)})" if mark else "")
            button.style.button_color = SHOW[face] if i in self.marked else "#e0e0e0"
            button.disabled = s.phase != Phase.ROLL or not human
        self.roll_button.description = t("voll_verasselt.btn.roll", lang)
        self.roll_button.tooltip = t("voll_verasselt.tip.roll", lang)
        self.roll_button.disabled = s.phase != Phase.ROLL or not human
        self.go_button.description = t("voll_verasselt.btn.go_on", lang)
        self.stop_button.description = t("ui.stop", lang)
        self.go_button.disabled = GO_ON not in legal
        self.stop_button.disabled = STOP not in legal
        self.advice_button.description = t("ui.show_odds", lang)
        for c, box in zip(COLOURS, self.yard_boxes, strict=True):
            box.description = labels.colour_adj(c, lang)
        self.place_button.description = t("voll_verasselt.btn.place", lang)
        self.heap_button.description = t("voll_verasselt.btn.heap", lang)
        self.receive_box.layout.display = "" if HEAP in legal else "none"
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human
        self.status.value = f"<b>{html.escape(self.status_text())}</b>"
        self.table.value = self.table_html()
        marked = self.marked if s.phase == Phase.ROLL and human else None
        self.dice_view.value = draw.dice_html(s.dice, marked, lang, rolling=self.rolling and self.animate.value)
        self.rolling = False
        self.players_view.value = self.players_html()
        self.howto.value = (f"<details><summary><b>{html.escape(t('ui.howto.title', lang))}</b></summary>"
                            f"<p>{html.escape(t('voll_verasselt.howto', lang))}</p>"
                            f"<p>{html.escape(t('voll_verasselt.howto.buttons', lang))}</p></details>")
        self.animate.description = t("ui.animation", lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        rows = [(labels.player_name(i, lang), t("voll_verasselt.score", lang, heap=fmt_num(total(h), lang),
                                                 yard=labels.cards_text(y, lang)))
                for i, (h, y) in enumerate(zip(s.heaps, s.yards, strict=True))]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.textlog.set_lines([labels.describe(e, lang) for e in s.events])


def play(players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"),
         seed: int | None = None, lang: str = "en") -> VollVerasseltView:
    """Return a ready-to-show Voll verasselt game widget: a new random game unless ``seed`` (game number) is given."""
    return VollVerasseltView(players, seats, seed, lang)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("number", "number_button")  # the game-number box and the button that replays the number in it


def example_board(lang: str = "en") -> VollVerasseltView:
    """Return a two-player board of game number 3 where the human plays first, against the odds bot."""
    return play(players=2, seats=("human", "odds"), seed=3, lang=lang)


def busy_board(lang: str = "en") -> VollVerasseltView:
    """Return the example board after a refused roll (explained in words), the advice asked twice and a roll."""
    view = example_board(lang)
    for i in range(4):
        view.die_buttons[i].click()
    view.roll_button.click()  # refused: too few dice
    view.advice_button.click()
    for i in range(4):
        view.die_buttons[i].click()
    view.roll_button.click()
    view.advice_button.click()
    return view


def bots_board(lang: str = "en") -> tuple[VollVerasseltView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=("odds", "threshold", "random"), seed=2, lang=lang)
    return view, view.step_button.click


def press_a_move(view: VollVerasseltView) -> None:
    """Make one legal move for the human seat by pressing the board's buttons."""
    if not isinstance(view, VollVerasseltView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    s = view.state
    if s.phase == Phase.ROLL:
        view.roll_button.click()
    elif s.phase == Phase.DECIDE:
        view.stop_button.click()
    elif s.phase == Phase.RECEIVE:
        view.heap_button.click()
    elif s.phase == Phase.CHOOSE:
        next(b for a, b in view.group_buttons.items() if a in s.legal_actions()).click()
    else:
        next(b for b in view.colour_buttons.values() if b.layout.display == "").click()


def next_move(view: VollVerasseltView) -> None:
    """Make the next move: the human's by pressing buttons, else one bot step."""
    if not isinstance(view, VollVerasseltView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if not view.state.is_over and view.bots[view.state.current_player] is None:
        press_a_move(view)
    else:
        view.step_button.click()
