"""The Würfel-WG play widget: dice with park toggles, a re-roll button, a parking advisor, the list of what this
roll can pay for, the middle, every WG, scores and the hammock; German by default, English switch.

Model and view apart: the view holds a ``Session`` (state, generator, bots: the only sampler) and re-renders its
state after every action; every rule is decided by ``rules.py``. The game number is the session's seed: the same
number and the same decisions give the same game; the board shows it only once the game is over, or for a replay
(``bugkit.ui.gamenumber``), so no second board can show the next roll. Each callback is one line that calls a method.
Drive it from Python with
``view.die_buttons[i].value = True``, ``view.reroll_button.click()``, ``view.options.value = action``,
``view.do_button.click()``, ``view.end_button.click()``, ``view.step_button.click()``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.errors import BugkitError, InvalidInput
from ..core.i18n import LANGUAGES, fmt_frac, fmt_pct, t, tn
from ..core.session import Session
from ..core.validate import check_choice, check_items, check_seed, short_repr
from ..ui import (
    SessionSteps,
    TextLog,
    language_picker,
    on_click,
    projector_switch,
    refusal_text,
    relabel,
    scoreboard_html,
    seat_picker,
)
from ..ui.draw import board_style
from ..ui.gamenumber import GameNumber, bad_number_text
from ..ui.note import ShortRepr
from . import draw, labels
from .actions import DONE_ROLLING, END, PASS, Action
from .bots import BOTS
from .components import START_IDS
from .events import Rerolled, Rolled, Turn
from .odds import Advice, advise
from .rules import (
    VARIANTS,
    Phase,
    WuerfelWGState,
    flip_need,
    flippable,
    n_parking,
    new_game,
    park_action,
    use_options,
)


class NothingChosen(Exception):
    """'Do it' was pressed with nothing chosen in the list (a view-side refusal, not a rule)."""


class Unexpected(Exception):
    """Something the board did not expect went wrong; the board was left as it was."""


class BadGameNumber(Exception):
    """The game-number box holds something that is not a game number (a view-side refusal; its text is the typed
    text)."""


MAX_DICE = 7


class WuerfelWGView(ShortRepr, SessionSteps, widgets.VBox):  # type: ignore[misc]
    """A whole game of Würfel-WG in widgets."""

    short_title = ("Würfel-WG board", "Würfel-WG-Spielbrett")  # English, German

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "planner", "planner", "planner"),
                 seed: int | None = None, variant: str = "standard", lang: str = "de") -> None:
        lang = check_choice(lang, "lang", LANGUAGES)
        players = check_choice(players, "players", (2, 3, 4))
        seats = check_items(seats, "seats", 4, 1)
        for seat in seats:
            check_choice(seat, "a seat", ("human", *BOTS))
        seed = check_seed(seed)
        variant = check_choice(variant, "variant", list(VARIANTS))
        self.lang = lang
        self.language = language_picker(lang)
        self.players = widgets.Dropdown(options=[2, 3, 4], value=players, layout=widgets.Layout(width="160px"))
        self.seats = [seat_picker(i, list(BOTS), seats[i] if i < len(seats) else "planner", lang) for i in range(4)]
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant, layout=widgets.Layout(width="360px"))
        self.seed = widgets.Text(value="" if seed is None else str(seed), layout=widgets.Layout(width="300px"),
                                 style={"description_width": "initial"})
        self.game_number = widgets.HTML()
        self.new_button = on_click(widgets.Button(button_style="info"), self.guard(self.new_game))
        self.die_buttons = [widgets.ToggleButton(layout=widgets.Layout(width="auto", min_width="56px", height="44px"))
                            for _ in range(MAX_DICE)]
        for button in self.die_buttons:
            button.add_class("bugkit-die-button")
        self.style = widgets.HTML(board_style(True), layout=widgets.Layout(display="none"))  # CSS applies anyway
        self.animate = widgets.Checkbox(value=True, indent=False, layout=widgets.Layout(width="auto"),
                                       style={"description_width": "initial"})
        self.howto = widgets.HTML()
        self.dice_view = widgets.HTML()
        self.middle_view = widgets.HTML()
        self.wgs_view = widgets.HTML()
        self.just_rolled = False  # draw the dice with the roll animation once after a roll
        self.reroll_button = on_click(widgets.Button(button_style="primary", layout=widgets.Layout(width="auto")),
                                      self.guard(self.reroll))
        self.done_button = on_click(widgets.Button(layout=widgets.Layout(width="auto")),
                                    self.guard(lambda: self.act(DONE_ROLLING)))
        self.target = widgets.Dropdown(layout=widgets.Layout(width="420px"), style={"description_width": "initial"})
        self.advice = widgets.HTML()
        self.advice_button = on_click(widgets.Button(layout=widgets.Layout(width="auto")), self.guard(self.mark_advice))
        self.options = widgets.Select(rows=7, layout=widgets.Layout(width="640px"))
        self.options_title = widgets.HTML()
        self.do_button = on_click(widgets.Button(button_style="success"), self.guard(self.do_chosen))
        self.end_button = on_click(widgets.Button(), self.guard(lambda: self.act(END)))
        self.pass_button = on_click(widgets.Button(), self.guard(lambda: self.act(PASS)))
        self.step_button = on_click(widgets.Button(), self.guard(self.bot_step))
        self.bots_button = on_click(widgets.Button(), self.guard(self.bots_until_human))
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.refused: Exception | None = None  # the last refusal, written again when the language changes
        self.middle = widgets.HTML()
        self.wgs = widgets.HTML()
        self.scores = widgets.HTML()
        self.textlog = TextLog(keep=16)
        self.textlog_title = widgets.HTML()
        self.language.observe(lambda change: self.guard(lambda: self.set_language(change["new"]))(), names="value")
        self.players.observe(lambda _: self.guard(self.show_seats)(), names="value")
        self.target.observe(lambda _: self.guard(self.render_advice)(), names="value")
        for button in self.die_buttons:
            button.observe(lambda _: self.guard(self.render_dice)(), names="value")
        self.animate.observe(lambda _: self.guard(self.render_style)(), names="value")
        controls = widgets.VBox([widgets.HBox([self.language, self.players, self.variant, self.animate]),
                                 widgets.HBox(self.seats[:2]), widgets.HBox(self.seats[2:]),
                                 widgets.HBox([self.seed, self.new_button, self.game_number])])
        controls.add_class("bugkit-hide-on-projector")
        rolling = widgets.VBox([self.dice_view, widgets.HBox(self.die_buttons),
                                widgets.HBox([self.reroll_button, self.done_button]),
                                widgets.HBox([self.target, self.advice_button]), self.advice])
        using = widgets.VBox([self.options_title, self.options,
                              widgets.HBox([self.do_button, self.end_button, self.pass_button])])
        super().__init__([self.style, self.howto, controls, self.status, self.error, rolling, using,
                          widgets.HBox([self.step_button, self.bots_button]), self.scores, self.middle_view,
                          self.wgs_view, self.middle, self.wgs, self.textlog_title, self.textlog])
        self.add_class("bugkit-board")
        self.projector = projector_switch(self, lang)
        controls.children = (*controls.children, self.projector)
        self.new_game()

    @property
    def state(self) -> WuerfelWGState:
        """Return the position the board shows (never a chance node)."""
        state = self.session.state
        assert isinstance(state, WuerfelWGState)
        return state

    @state.setter
    def state(self, value: WuerfelWGState) -> None:
        self.session.state = value

    @property
    def bots(self) -> list[Any]:
        """Return the session's players: a bot per bot seat, None for a human seat."""
        return list(self.session.bots)

    # -- actions (each callback calls one of these) ------------------------------------------------------------
    def guard(self, action: Callable[[], object]) -> Callable[[], None]:
        """Return ``action`` made safe for a click handler: a refusal is shown on the board, and anything
        unexpected leaves the board as it was with a message (nothing escapes into the notebook)."""

        def run() -> None:
            before = self.session.state if hasattr(self, "session") else None
            try:
                action()
            except BugkitError as exc:
                self.refused = exc
                self.error.value = self.refusal_html()
            except Exception:  # a defensive net: the child sees a message, never a traceback
                if before is not None:
                    self.session.state = before
                self.refused = Unexpected()
                try:
                    self.render()
                except Exception:
                    self.error.value = self.refusal_html()

        return run

    def adopt(self, state: WuerfelWGState) -> None:
        """Show ``state`` (a loaded or replayed game), even with another set-up than the board's: player count,
        variant and seat pickers follow it, every selection is cleared, the bots start afresh."""
        if not isinstance(state, WuerfelWGState):
            raise InvalidInput(f"a Würfel-WG board can only show a Würfel-WG game, not {type(state).__name__}")
        self.players.value = state.n_players
        self.variant.value = state.rules.variant
        self.show_seats()
        self.numbering = GameNumber.going_on()  # what chance brings from here on: a fresh number, never shown
        self.number = self.numbering.value
        self.session = Session(state, seed=self.number, bots=self.seat_bots(BOTS)[:state.n_players])
        self.refused = None
        self.options.value = None
        self.render()

    def new_game(self) -> None:
        """Start a new game from the controls: a fresh random game number, or the one typed in the box (to
        replay a game); a number that is not one is refused with a message and the board stays as it was."""
        typed = self.seed.value.strip()
        try:
            self.numbering = GameNumber.typed(typed) if typed else GameNumber.fresh()
        except BugkitError:
            self.refused = BadGameNumber(self.seed.value)
            self.error.value = self.refusal_html()
            return
        self.number = self.numbering.value
        self.session = Session(new_game(self.players.value, variant=self.variant.value), seed=self.number,
                               bots=self.seat_bots(BOTS)[:self.players.value])
        self.refused = None
        self.seed.value = ""  # the next "New game" is a fresh one
        self.render()

    def act(self, action: Action | str) -> None:
        """Apply an action (a typed step, or typed text) for the player to move; an illegal one is explained and
        changes nothing."""
        try:
            before = len(self.session.state.events)
            self.session.act(action)
            self.just_rolled = any(isinstance(e, (Rolled, Rerolled)) for e in self.session.state.events[before:])
            self.refused = None
        except BugkitError as exc:
            self.refused = exc
        self.render()

    def do_chosen(self) -> None:
        """Apply the action chosen in the list; with nothing chosen, say so (and change nothing)."""
        if self.options.value:
            self.act(self.options.value)
        else:
            self.refused = NothingChosen()
            self.render()

    def refusal_html(self) -> str:
        """Return the last refusal as a red line of words ('Not allowed: ...') in the current language, or ''."""
        if self.refused is None:
            return ""
        if isinstance(self.refused, NothingChosen):
            text = t("wuerfel_wg.choose_first", self.lang)
        elif isinstance(self.refused, BadGameNumber):
            text = bad_number_text(str(self.refused), self.lang)
        elif isinstance(self.refused, Unexpected):
            text = t("wuerfel_wg.unexpected", self.lang)
        else:
            text = refusal_text(self.refused, self.lang)
        return f'<span style="color:#b00020">{html.escape(text)}</span>'

    def parked(self) -> list[int]:
        """Return the values of the dice marked for parking."""
        return [v for v, b in zip(self.state.dice, self.die_buttons, strict=False) if b.value]

    def reroll(self) -> None:
        """Park the marked dice and re-roll the others."""
        self.act(park_action(self.parked()))

    def mark_advice(self) -> None:
        """Mark exactly the dice the advisor says to park."""
        advice = self._advice()
        want = list(advice.park) if advice is not None else []
        for v, button in zip(self.state.dice, self.die_buttons, strict=False):
            button.value = v in want
            if v in want:
                want.remove(v)

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang``."""
        self.lang = lang
        self.render()

    # -- advisor ---------------------------------------------------------------------------------------------
    def targets(self) -> list[tuple[str, str]]:
        """Return (label, requirement) of every card the player on turn could aim at now."""
        s, lang = self.state, self.lang
        cards, wg = s.cards, s.wgs[s.player]
        aims = [st[0] for st in s.todo_stacks if st] + [st[0] for st in s.member_stacks if st] + list(s.items_middle)
        needs = [(card, cards[card].need) for card in aims] + [(own, flip_need(cards, wg, own))
                                                                for own in flippable(cards, wg)]
        out = [(f"{labels.card_name(cards, card, lang)} ({labels.need_text(need, lang)})", str(need))
               for card, need in needs]
        return out

    def _advice(self) -> Advice | None:
        s = self.state
        if s.phase != Phase.REROLL or not self.target.value:
            return None
        wg = s.wgs[s.player]
        parking = min(n_parking(s.cards, wg), len(s.dice) - 1)
        return advise(self.target.value, s.dice, parking, s.rerolls_left, wg.is_good("bath"))

    def render_advice(self) -> None:
        """Show the advisor's answer for the chosen target card."""
        advice = self._advice()
        if advice is None:
            self.advice.value = ""
            return
        card = self.target.label or ""
        if advice.stop:
            text = t("wuerfel_wg.advice.stop", self.lang, card=card)
        else:
            p = advice.chance
            text = t("wuerfel_wg.advice.park", self.lang, card=card, p=fmt_frac(p, self.lang),
                     pct=fmt_pct(p, self.lang), dice=labels.dice_text(advice.park, self.lang))
        self.advice.value = html.escape(text)

    # -- view ----------------------------------------------------------------------------------------------------
    def parked_before(self) -> tuple[int, ...]:
        """Return the dice parked before the last re-roll of this turn (drawn apart), () after a first roll."""
        s = self.state
        if s.phase not in (Phase.REROLL, Phase.USE, Phase.FREELOAD):
            return ()
        for event in reversed(s.events):
            if isinstance(event, Rerolled) and event.player == s.player and event.dice == s.dice:
                return event.kept
            if isinstance(event, (Rolled, Rerolled, Turn)):
                return ()
        return ()

    def render_dice(self) -> None:
        """Draw the dice: parked ones apart, the ones marked for parking highlighted; animated right after a roll."""
        chosen = tuple(bool(b.value) for b in self.die_buttons[:len(self.state.dice)])
        rolling = self.just_rolled and self.animate.value
        self.dice_view.value = draw.dice_html(self.state.dice, self.parked_before(), chosen, self.lang, rolling)
        self.just_rolled = False

    def render_style(self) -> None:
        """Write the board's CSS (with or without the roll animation)."""
        self.style.value = board_style(self.animate.value)

    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        lang, s = self.lang, self.state
        self._render_controls()
        human = not s.is_over and self.session.to_play is None
        rolling = human and s.phase == Phase.REROLL
        for i, button in enumerate(self.die_buttons):
            shown = i < len(s.dice)
            button.layout.display = "" if shown else "none"
            button.value = False
            if shown:
                button.description = labels.dice_text([s.dice[i]], lang)
                button.tooltip = t("wuerfel_wg.draw.park_toggle", lang)
            button.disabled = not rolling
        self.render_dice()
        self.reroll_button.disabled = self.done_button.disabled = self.advice_button.disabled = not rolling
        targets = self.targets() if s.phase == Phase.REROLL and not s.is_over else []
        old = self.target.value
        self.target.options = targets
        if targets:
            self.target.value = old if old in [v for _, v in targets] else targets[0][1]
        self.render_advice()
        opts = use_options(s) if not s.is_over else []
        todo_tops = tuple(st[0] if st else None for st in s.todo_stacks)
        member_tops = tuple(st[0] if st else None for st in s.member_stacks)
        self.options.options = [(labels.describe_action(s.cards, a, todo_tops, member_tops, lang), a) for a in opts]
        self.options_title.value = "<b>" + html.escape(t("wuerfel_wg.can_take" if opts else "wuerfel_wg.can_take_none",
                                                         lang)) + "</b>"
        self.do_button.disabled = not (human and opts)
        self.end_button.disabled = not (human and s.phase == Phase.USE)
        self.pass_button.disabled = not (human and s.phase == Phase.FREELOAD)
        self.step_button.disabled = self.bots_button.disabled = s.is_over or human
        self.status.value = "<b>" + html.escape(self.status_text()) + "</b>"
        self.error.value = self.refusal_html()
        rows = [(labels.player_name(i, lang) + (" 🛏" if s.hammock == i else ""), tn("ui.points", n, lang))
                for i, n in enumerate(s.scores())]
        self.scores.value = scoreboard_html(rows, None if s.is_over else s.current_player)
        self.middle.value = self.middle_html()
        self.wgs.value = self.wgs_html()
        obs = s.observation(s.current_player if not s.is_over else 0)
        self.middle_view.value = draw.middle_html(obs, lang)
        self.wgs_view.value = "".join(draw.wg_html(s.cards, wg, i, lang, i == s.player and not s.is_over,
                                                   s.hammock == i) for i, wg in enumerate(s.wgs))
        self.textlog.set_lines(self.log_lines())

    def _render_controls(self) -> None:
        lang = self.lang
        self.language.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"wuerfel_wg.variant.{v}", lang), v) for v in VARIANTS])
        self.seed.description = t("wuerfel_wg.game_number_box", lang)
        self.seed.placeholder = t("wuerfel_wg.game_number_hint", lang)
        self.seed.tooltip = t("gn.tip", lang)
        self.game_number.value = html.escape(self.numbering.note(self.state.is_over, lang))
        self.new_button.description = t("ui.new_game", lang)
        self.reroll_button.description = t("wuerfel_wg.reroll", lang)
        self.done_button.description = t("wuerfel_wg.done", lang)
        self.target.description = t("wuerfel_wg.advice_for", lang)
        self.options.description = t("wuerfel_wg.choose", lang)
        self.advice_button.description = t("wuerfel_wg.apply_advice", lang)
        self.do_button.description = t("wuerfel_wg.do", lang)
        self.end_button.description = t("wuerfel_wg.end", lang)
        self.pass_button.description = t("wuerfel_wg.pass", lang)
        self.step_button.description = t("ui.bot_step", lang)
        self.bots_button.description = t("ui.bot_turn", lang)
        self.textlog_title.value = f"<b>{t('ui.log', lang)}</b>"
        self.animate.description = t("ui.animation", lang)
        if hasattr(self, "projector"):
            self.projector.description = t("ui.projector", lang)
            self.projector.tooltip = t("ui.projector.tip", lang)
        self.howto.value = (f"<details><summary><b>{html.escape(t('ui.howto.title', lang))}</b>"
                            f"</summary>{html.escape(t('wuerfel_wg.draw.howto', lang))}</details>")
        self.relabel_seats(lang, "wuerfel_wg", list(BOTS))

    def log_lines(self) -> list[str]:
        """Return the log: a sentence per event."""
        return [labels.describe(self.state.cards, e, self.lang) for e in self.state.events]

    def status_text(self) -> str:
        """Return the one-line state of play in words."""
        s, lang = self.state, self.lang
        if s.is_over:
            return labels.game_over_text(s.winners(), lang)
        name = labels.player_name(s.current_player, lang)
        dice = labels.dice_text(s.free if s.phase == Phase.USE else s.dice, lang)
        if s.phase == Phase.REROLL:
            return t("wuerfel_wg.status.reroll", lang, name=name, left=tn("wuerfel_wg.n_rerolls", s.rerolls_left, lang))
        if s.phase == Phase.GHOST:
            return t("wuerfel_wg.status.ghost", lang, name=name, other=labels.player_name(s.ghost_left[0], lang))
        return t(f"wuerfel_wg.status.{s.phase}", lang, name=name, dice=dice)

    def middle_html(self) -> str:
        """Return the middle of the table as HTML text: to-dos and items with needs, points and costs, member
        stacks with each top card's advantage, troublemakers, hammock."""
        lines = labels.middle_lines(self.state.observation(self.state.current_player), self.lang)
        body = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
        return f"<details><summary>{html.escape(t('wuerfel_wg.middle', self.lang))}</summary><ul>{body}</ul></details>"

    def wgs_html(self) -> str:
        """Return every WG as HTML text: start cards with their side (bad sides with the combination that flips
        them), members awake/asleep, cards won, dice and spots; the good side green, the bad side red."""
        s, lang = self.state, self.lang
        cards, esc = s.cards, html.escape
        rows = []
        for i, wg in enumerate(s.wgs):
            sides = []
            for card in START_IDS:
                colour = "#2e7d32" if wg.is_good(card) else "#b00020"
                sides.append(f'<span style="color:{colour}">{esc(labels.side_text(cards, wg, card, lang))}</span>')
            text = labels.wg_text(cards, wg, i, lang)
            head, _, rest = text.partition(". ")
            _, _, rest = rest.partition(". ")  # the sides, shown coloured instead
            rows.append(f"<li><b>{esc(head)}</b>. {' · '.join(sides)}. {esc(rest)}</li>")
        return f"<details><summary>{esc(t('wuerfel_wg.wgs', lang))}</summary><ul>{''.join(rows)}</ul></details>"


def play(players: int = 2, seats: Sequence[str] = ("human", "planner", "planner", "planner"),
         seed: int | None = None, variant: str = "standard", lang: str = "de") -> WuerfelWGView:
    """Return a ready-to-show Würfel-WG game widget (German unless lang='en'): a new random game unless ``seed``
    (a game number, shown on the board once a game is over) replays one. Every argument is checked first
    (InvalidInput)."""
    check_choice(players, "players", (2, 3, 4))
    if not isinstance(seats, (list, tuple)) or not 1 <= len(seats) <= 4:
        raise InvalidInput(f"seats must be a list of up to 4 of {['human', *BOTS]}, not {short_repr(seats)}")
    for seat in seats:
        check_choice(seat, "a seat", ["human", *BOTS])
    check_seed(seed)
    check_choice(variant, "variant", VARIANTS)
    check_choice(lang, "lang", LANGUAGES)
    return WuerfelWGView(players, seats, seed, variant, lang)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> WuerfelWGView:
    """Return a two-player board of game number 1 where the human plays first, against the planner bot."""
    return play(players=2, seats=("human", "planner"), seed=1, lang=lang)


def busy_board(lang: str = "en") -> WuerfelWGView:
    """Return the example board with the advisor's target chosen, two refused steps (explained in words) and a
    reroll of the second die."""
    view = example_board(lang)
    view.target.value = view.target.options[0][1]  # the advisor's answer
    view.do_button.click()  # refused: nothing chosen in the list
    view.act(END)  # refused by the rules (still rolling)
    view.die_buttons[1].value = True
    view.reroll_button.click()
    return view


def bots_board(lang: str = "en") -> tuple[WuerfelWGView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=("greedy", "planner", "random"), seed=2, lang=lang)
    return view, view.step_button.click


def press_a_move(view: WuerfelWGView) -> None:
    """Make one legal move for the human seat by pressing the board's buttons."""
    if not isinstance(view, WuerfelWGView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    s = view.state
    if s.phase == Phase.REROLL:
        view.done_button.click()
    elif s.phase == Phase.FREELOAD:
        view.pass_button.click()
    elif view.options.options:
        view.options.value = view.options.options[0][1]
        view.do_button.click()
    else:
        view.end_button.click()


def next_move(view: WuerfelWGView) -> None:
    """Make the next move: the human's by pressing buttons, else one bot step."""
    if not isinstance(view, WuerfelWGView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if not view.state.is_over and view.bots[view.state.current_player] is None:
        press_a_move(view)
    else:
        view.step_button.click()
