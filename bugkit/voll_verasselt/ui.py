"""The Voll verasselt play widget: choose the group, boost, mark dice, roll or stop, place catches; English/German.

Model and view apart: the view keeps a ``VollVerasseltState`` and re-renders it after every action; every rule
is decided by ``rules.py``. Callbacks are one line each. Drive it from Python:
``view.group_buttons['group hub'].click()``, ``view.die_buttons[i].click()`` (mark/unmark a die),
``view.roll_button.click()``, ``view.stop_button.click()``, ``view.colour_buttons['blue'].click()`` (boost or
refill), ``view.yard_boxes[i].value = n`` then ``view.place_button.click()``, ``view.advice_button.click()``,
``view.step_button.click()``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

from ..core.errors import BugkitError
from ..core.i18n import t
from ..core.rng import spawn
from ..ui import BotSteps, TextLog, language_picker, on_click, refusal_text, scoreboard_html, seat_picker
from . import components as comp
from . import labels
from .bots import OddsBot, RandomBot, ThresholdBot
from .components import COLOURS
from .odds import advise, p_bugged_up
from .rules import VollVerasseltState, new_game, total

BOTS = {"odds": OddsBot, "threshold": ThresholdBot, "random": RandomBot}
SHOW = {"blue": "#1565c0", "red": "#c62828", "yellow": "#f9a825", "green": "#2e7d32", "bars": "#757575"}
SYMBOL = {"blue": "●", "red": "▲", "yellow": "■", "green": "◆", "bars": "‖"}  # shapes as well as colours
MAX_SEATS = comp.MAX_PLAYERS


class VollVerasseltView(BotSteps, widgets.VBox):  # type: ignore[misc]
    """A whole game of Voll verasselt in widgets: table, dice, controls, advisor, bots step by step, a log."""

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"),
                 seed: int = 1, lang: str = "en") -> None:
        self.lang = lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=list(range(2, MAX_SEATS + 1)), value=players,
                                        layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "odds", lang)
                      for i in range(MAX_SEATS)]
        self.seed = widgets.IntText(value=seed, layout=widgets.Layout(width="160px"))
        self.new_button = on_click(widgets.Button(button_style="info"), self.new_game)
        self.group_buttons = {a: on_click(widgets.Button(), lambda a=a: self.act(a))  # type: ignore[misc]
                              for a in ("group hub", "group catch", "end")}
        self.colour_buttons = {c: on_click(widgets.Button(), lambda c=c: self.colour_action(c))  # type: ignore[misc]
                               for c in COLOURS}
        self.die_buttons = [on_click(widgets.Button(layout=widgets.Layout(width="120px")),
                                     lambda i=i: self.toggle(i)) for i in range(comp.N_DICE)]  # type: ignore[misc]
        self.roll_button = on_click(widgets.Button(button_style="primary"), self.roll_marked)
        self.go_button = on_click(widgets.Button(button_style="success"), lambda: self.act("go on"))
        self.stop_button = on_click(widgets.Button(button_style="warning"), lambda: self.act("stop"))
        self.yard_boxes = [widgets.BoundedIntText(value=0, min=0, max=6, layout=widgets.Layout(width="150px"))
                           for _ in COLOURS]
        self.place_button = on_click(widgets.Button(layout=widgets.Layout(width="auto")), self.place)
        self.heap_button = on_click(widgets.Button(), lambda: self.act("heap"))
        self.advice_button = on_click(widgets.Button(button_style="info"), self.show_advice)
        self.step_button = on_click(widgets.Button(), self.bot_step)
        self.bots_button = on_click(widgets.Button(), self.bots_until_human)
        self.table = widgets.HTML()
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.advice = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog()
        self.textlog_title = widgets.HTML()
        self.marked: set[int] = set(range(comp.N_DICE))
        self.refused: Exception = BugkitError()
        self.language.observe(lambda change: self.set_language(change["new"]), names="value")
        self.players.observe(lambda _: self.show_seats(), names="value")
        controls = widgets.VBox([widgets.HBox([self.language, self.players, self.seed, self.new_button]),
                                 widgets.HBox(self.seats[:3]), widgets.HBox(self.seats[3:])])
        self.receive_box = widgets.VBox([widgets.HBox(self.yard_boxes), widgets.HBox([self.place_button,
                                                                                      self.heap_button])])
        play = widgets.VBox([self.status, self.error, self.table, widgets.HBox(list(self.group_buttons.values())),
                             widgets.HBox(list(self.colour_buttons.values())), widgets.HBox(self.die_buttons),
                             widgets.HBox([self.roll_button, self.go_button, self.stop_button, self.advice_button]),
                             self.advice, self.receive_box, widgets.HBox([self.step_button, self.bots_button]),
                             self.scores, self.textlog_title, self.textlog])
        super().__init__([controls, play])
        self.new_game()

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def new_game(self) -> None:
        """Start a new game from the controls (players, seats, seed)."""
        self.state: VollVerasseltState = new_game(self.players.value, seed=self.seed.value)
        self.bot_rngs = spawn(self.seed.value, MAX_SEATS)
        self.bots = self.seat_bots(BOTS)
        self.marked = set(range(comp.N_DICE))
        self.error.value = self.advice.value = ""
        self.render()

    def act(self, action: str) -> None:
        """Apply an action for the player to move; an illegal one is explained and changes nothing."""
        try:
            self.state = self.state.apply(action)
            self.error.value = ""
            if action.startswith("roll"):
                self.marked = set(range(comp.N_DICE))
            self.advice.value = ""
        except BugkitError as exc:
            self.refused = exc
            self.error.value = self.refusal_html()
        self.render()

    def toggle(self, i: int) -> None:
        """Mark or unmark die i for the next roll."""
        self.marked ^= {i}
        self.render()

    def roll_marked(self) -> None:
        """Roll the marked dice."""
        self.act("roll " + " ".join(map(str, sorted(self.marked))))

    def colour_action(self, colour: str) -> None:
        """Boost the group with (or, when the hub must be refilled, refill it with) a front-yard card."""
        self.act(("refill " if self.state.phase == "refill" else "boost ") + colour)

    def place(self) -> None:
        """Put the numbers typed into the front yard and the rest of the received catch on the heap."""
        self.act("yard " + " ".join(str(b.value) for b in self.yard_boxes))

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
        message = html.escape(refusal_text(self.refused, self.lang, labels.REASONS, labels.reason_fields))
        return f'<span style="color:#b00020">{message}</span>'

    # -- words -----------------------------------------------------------------------------------------------
    def advice_text(self) -> str:
        """Return the advisor's numbers for the marked dice and for the best choice, in words."""
        s, lang = self.state, self.lang
        if s.phase not in ("roll", "decide"):
            return t("voll_verasselt.advice.none", lang)
        if len(self.marked) < comp.MIN_ROLL:
            return t("voll_verasselt.advice.marked", lang)
        catch = total(s.catch)
        advice = advise(s.group_cards, s.dice, catch, must_roll=s.phase == "roll")
        kept = [s.dice[i] for i in range(comp.N_DICE) if i not in self.marked]
        cards = dict(zip(COLOURS, s.group_cards, strict=True))
        p = p_bugged_up(cards, kept, len(self.marked))
        mine = next(c for c in advice.choices if sorted(kept) == sorted(
            s.dice[i] for i in range(comp.N_DICE) if i not in c.roll))
        act = t("voll_verasselt.advice.roll" if advice.should_roll else "voll_verasselt.advice.stop", lang)
        return t("voll_verasselt.advice", lang, p=str(p), pf=float(p), e=float(mine.expected),
                 best=" ".join(map(str, advice.best.roll)), bp=float(advice.best.p_bugged_up),
                 be=float(advice.best.expected), stop=catch, act=act)

    def status_text(self) -> str:
        """Return the one-line state of play in words."""
        s, lang = self.state, self.lang
        if s.is_over:
            return t("ui.game_over", lang, names=", ".join(labels.player_name(i, lang) for i in s.winners()))
        name = labels.player_name(s.current_player, lang)
        if s.phase == "choose":
            return t("voll_verasselt.status.choose", lang, name=name, owner=labels.player_name(s.waiting_owner, lang))
        if s.phase == "decide":
            return t("voll_verasselt.status.decide", lang, name=name, n=total(s.catch))
        if s.phase == "receive":
            room = comp.YARD_MAX - total(s.yards[s.receiver])
            return t("voll_verasselt.status.receive", lang, name=name, cards=labels.cards_text(s.received, lang),
                     room=room)
        return t(f"voll_verasselt.status.{s.phase}", lang, name=name)

    def table_html(self) -> str:
        """Return the table as HTML: hub rows, waiting catch, this turn's catch, pile (all also in words)."""
        s, lang = self.state, self.lang

        def row(title: str, counts: Sequence[int]) -> str:
            cells = "".join(f'<td style="color:{SHOW[c]};padding:0 0.6em">{SYMBOL[c]} {n} {labels.colour(c, lang)}'
                            f"</td>" for c, n in zip(COLOURS, counts, strict=True))
            return f"<tr><th style='text-align:left'>{html.escape(title)}</th>{cells}</tr>"

        rows = [row(t("voll_verasselt.hub", lang), s.hub)]
        if total(s.waiting):
            rows.append(row(t("voll_verasselt.waiting", lang, name=labels.player_name(s.waiting_owner, lang)),
                            s.waiting))
        if s.phase in ("roll", "decide"):
            rows.append(row(t("voll_verasselt.catch", lang), s.catch))
        group = t(f"voll_verasselt.group.{s.group}", lang)
        foot = (f"{html.escape(t('voll_verasselt.pile', lang, n=len(s.pile)))}; "
                f"{html.escape(t('voll_verasselt.group', lang, group=group))}")
        return f"<table>{''.join(rows)}</table><div>{foot}</div>"

    # -- view ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.seed.description = t("ui.seed", lang)
        self.new_button.description = t("ui.new_game", lang)
        self.relabel_seats(lang, "voll_verasselt", list(BOTS))
        human = not s.is_over and self.bots[s.current_player] is None
        legal = set(s.legal_actions()) if human else set()
        for action, button in self.group_buttons.items():
            button.description = t("voll_verasselt.btn." + action.split()[-1], lang)
            button.layout.display = "" if action in legal else "none"
        verb = "refill" if s.phase == "refill" else "boost"
        for c, button in self.colour_buttons.items():
            button.description = t(f"voll_verasselt.btn.{verb}", lang, colour=labels.colour(c, lang))
            button.style.button_color = SHOW[c]
            button.tooltip = t("voll_verasselt.tip.colour", lang, verb=t(f"voll_verasselt.verb.{verb}", lang),
                               colour=labels.colour(c, lang), symbol=SYMBOL[c])
            button.layout.display = "" if f"{verb} {c}" in legal else "none"
        for i, button in enumerate(self.die_buttons):
            face = s.dice[i]
            mark = " ✓" if i in self.marked else ""
            button.description = f"{i}: {SYMBOL[face]} {labels.colour(face, lang)}{mark}"
            button.tooltip = t("voll_verasselt.die", lang, n=i, face=labels.colour(face, lang)) + (
                f" ({t('voll_verasselt.marked', lang)})" if mark else "")
            button.style.button_color = SHOW[face] if i in self.marked else "#e0e0e0"
            button.disabled = s.phase != "roll" or not human
        self.roll_button.description = t("voll_verasselt.btn.roll", lang)
        self.roll_button.tooltip = t("voll_verasselt.tip.roll", lang)
        self.roll_button.disabled = s.phase != "roll" or not human
        self.go_button.description = t("voll_verasselt.btn.go_on", lang)
        self.stop_button.description = t("voll_verasselt.btn.stop", lang)
        self.go_button.disabled = self.stop_button.disabled = "stop" not in legal
        self.advice_button.description = t("voll_verasselt.btn.advice", lang)
        for c, box in zip(COLOURS, self.yard_boxes, strict=True):
            box.description = labels.colour(c, lang)
        self.place_button.description = t("voll_verasselt.btn.place", lang)
        self.heap_button.description = t("voll_verasselt.btn.heap", lang)
        self.receive_box.layout.display = "" if "heap" in legal else "none"
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human
        self.status.value = f"<b>{html.escape(self.status_text())}</b>"
        self.table.value = self.table_html()
        rows = [(labels.player_name(i, lang),
                 f"{t('voll_verasselt.heap', lang)}: {total(h)} · {t('voll_verasselt.yard', lang)}: "
                 f"{labels.cards_text(y, lang)}") for i, (h, y) in enumerate(zip(s.heaps, s.yards, strict=True))]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.textlog.set_lines([labels.describe(e, lang) for e in s.events])


def play(players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"), seed: int = 1,
         lang: str = "en") -> VollVerasseltView:
    """Return a ready-to-show Voll verasselt game widget."""
    return VollVerasseltView(players, seats, seed, lang)
