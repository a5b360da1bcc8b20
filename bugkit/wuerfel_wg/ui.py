"""The Würfel-WG board on the shared game table (``bugkit.ui.table``): the child taps dice to park them, then
re-rolls or keeps the roll, and taps the card the dice pay for (a to-do, a member, an item, an own card to flip);
bots play by themselves after a human's turn, one step at a time with a visible pause; English and German.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from its
state after every action; every rule is decided by ``rules.py``, every picture by ``draw.py``, every chance by
``odds.py``. This module is the adapter: the state becomes a scene (the dice, the middle, the WG of the player who
acts, another WG when one of its cards can be tapped; the actions re-roll, keep, end, pass, OK), a tap becomes a
step. Below the table: the scores, the parking advisor (its default goal is the best card this roll can reach), every
WG, the folded settings and the log.

When a human's turn ends by itself (nothing to take with the roll, or every die that could pay has paid) the board
keeps that roll and a sentence on screen until the child taps "OK, go on"; only then do the bots go on. Meanwhile
the board shows the position as that turn left it (``shown``): the next player's turn has begun in the state, but
its log, its roll's advice and what the next player's ghost turned appear only after OK.
Drive it from Python with ``view.table.tap("die-2")``, ``view.table.press("reroll")``, ``view.table.tap("todo-witzig")``
(or ``view.piece(id).click()`` / ``view.action(id).click()``), ``view.step_button.click()`` or ``view.run_bots()``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, NamedTuple

import ipywidgets as widgets

from ..core.errors import InvalidInput, refuse
from ..core.game import History, Recorded
from ..core.i18n import fmt_frac, fmt_pct, player_name, t, tn, winners_text
from ..core.validate import check_choice, short_repr
from ..ui import on_click, relabel, scoreboard_html
from ..ui.board import Board, fit_choices, svg_label
from ..ui.draw import projector_grid, projector_parts
from ..ui.table import Action, Piece, Zone
from . import draw, labels
from .bots import BOTS
from .components import START_IDS, Requirement
from .odds import Advice, advise
from .rules import (
    DONE_ROLLING,
    END,
    PASS,
    STACKS,
    VARIANTS,
    Borrow,
    Flip,
    GameEnded,
    Ghost,
    GhostTurned,
    Kept,
    Nothing,
    Park,
    Paying,
    Phase,
    Rerolled,
    Return,
    Rolled,
    TakeItem,
    TakeMember,
    TakeTodo,
    Turn,
    Won,
    WuerfelWGState,
    flip_need,
    flippable,
    n_parking,
    new_game,
    park_action,
)
from .rules import Action as Step

# Cards on the table are drawn at their own size (card text 13-16 px, as in the WGs below the table; they were drawn
# at 80 %, 9-12 px, too small for a child to read on a tablet). On a projector the table's pieces are drawn large
# (84 px squares, the dice); a card is drawn at its own shape instead, larger: the middle's (what every player aims
# at) PROJECTOR_CARDS times its size and a WG's PROJECTOR_WG times, every word of either 14 px or more, so 24 px on
# the screen, as every word drawn on the other boards' projector tables (the audit found the middle at 1.2 times, a
# badge 16.8 px, and the player's own WG drawn at a tablet's size, 15 px; at 1.43 times both were 20 px). A WG's
# cards are drawn narrower there (``draw.PROJECTOR_CARD_WIDTH``), so that they take the room on the screen they took
# at 1.43 times. On a wide projector (``bugkit.ui.draw.projector_grid``) the dice and the actions stand on the left
# over the player's WG, two cards a row (WG_COLUMN px), with the scores beside it (a name over its points, in 22 px:
# "▶ Spieler 1" fits SCORES_COLUMN px), and the middle on the right, from the top, two cards a row, the columns
# COLUMN_GAP px apart (24 px left the middle's cards 14 px narrower). The middle's cards are drawn compact there
# (``draw.compact_card``: wider than tall, the name over what it needs and the count, the points in the top-right
# corner, each line as wide as the badge lets it be), so the whole middle fits 1280x720 in large print (drawn as on a
# tablet, three a row, its last row of items ended under the screen, at 873-925 px; compact cards of 14 px words,
# 1.43 times, 224 px wide, ended at 569-672 px, but their words were 20 px; 1.72 times and 186 px wide, with every
# name's lines beside the badge, they took more lines and ended at 707-805 px under a two-line status); on a tablet
# they are drawn as before. The scores stand beside the WG's first cards however many cards it wins (13 cards: 638 px;
# under it they had ended under the screen, 917-1026 px, game 21), SCORE_GAP px between two players: with six or
# seven dice (two rows of them) and four players the fourth score ended at 721 px with 12 px gaps.
PROJECTOR_CARDS, PROJECTOR_WG = 1.72, 1.72  # the middle's cards, a WG's
# px: two WG cards side by side (2 x 179 px, 6 px apart); the scores; between the columns
WG_COLUMN, SCORES_COLUMN, COLUMN_GAP = 366, 140, 6
SCORE_GAP = 6  # px under each player's score (name over points) on a projector
_P, _T = projector_parts("wuerfel_wg")  # the board in projector mode, its table then
WG_CSS = (f"<style>{_T} [data-zone=middle] .bugkit-piece svg,{_T} [data-zone^=wg] .bugkit-piece svg"
          "{width:auto;height:auto}"
          f"{_T} [data-zone=middle] .bugkit-piece svg{{zoom:{PROJECTOR_CARDS}}}"
          f"{_T} [data-zone^=wg] .bugkit-piece svg{{zoom:{PROJECTOR_WG}}}"
          f"{_P} .bugkit-wg svg{{zoom:{PROJECTOR_WG}}}"  # every WG under the table too
          f"{_T} [data-zone=middle] .bugkit-piece{{padding:0}}"  # (its frame stays: 4 px a row for the compact cards)
          + projector_grid("wuerfel_wg", f"minmax(0,{WG_COLUMN}px) minmax(0,{SCORES_COLUMN}px) minmax(0,1fr)",
                           f"{_T}>*{{grid-column:1/3}}{_T}>[data-zone^=wg]{{grid-column:1}}"
                           f"{_P}>.bugkit-scores{{grid-column:2;font-size:22px}}"
                           f"{_P} .bugkit-scores :is(tr,td){{display:block}}"
                           f"{_P} .bugkit-scores td{{padding:0 !important}}"
                           f"{_P} .bugkit-scores tr{{margin:0 0 {SCORE_GAP}px}}"
                           f"{_T}>[data-zone=middle]{{grid-column:3;grid-row:span 9}}")
          + f"{_P}{{column-gap:{COLUMN_GAP}px}}</style>")


class WuerfelWGView(Board):
    """A whole game of Würfel-WG on the table: the status line, the dice and cards to tap, the actions; bots that
    play by themselves; below, the scores, the advisor, every WG, the folded settings and the log."""

    short_title = ("Würfel-WG board", "Würfel-WG-Spielbrett")  # English, German
    game = "wuerfel_wg"
    extra_css = WG_CSS
    actions_after = "dice"  # re-roll / keep / end under the dice: in the first screen however many cards lie below
    bot_registry = BOTS
    state_type = WuerfelWGState
    max_players = 4
    default_bot = "planner"
    handover_pause = 0.0  # a turn that ended by itself is held on screen until "OK, go on" (``stepped``)

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "planner", "planner", "planner"),
                 seed: int | None = None, variant: str = "standard", lang: str | None = None,
                 pace: float = 0.8) -> None:
        check_choice(variant, "variant", VARIANTS)
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant,
                                        layout=widgets.Layout(width="360px", max_width="100%"))
        self.selected: set[int] = set()  # positions of the dice chosen to park
        self.paying = ""  # the piece tapped whose card can be paid in several ways ("" = none)
        self.paying_dice: tuple[int, ...] = ()  # the dice chosen for it, if the kangaroo among them can be several
        self.hold: Held | None = None  # a turn that ended by itself, on screen until "OK, go on"
        self._advised: tuple[Any, ...] = ()  # the roll the advisor's default goal was chosen for
        self._shown_roll: tuple[int, tuple[int, ...]] = (-1, ())
        self.target = fit_choices(widgets.Dropdown(style={"description_width": "initial"}))  # long card names whole
        self.advice = widgets.HTML()
        self.advice_button = on_click(widgets.Button(layout=widgets.Layout(width="auto")),
                                      lambda: self.guard(self.mark_advice))
        self.advisor = widgets.VBox([widgets.HBox([self.target, self.advice_button],
                                                  layout=widgets.Layout(flex_flow="row wrap")), self.advice])
        self.wgs_view = widgets.HTML()
        self.middle_view = widgets.HTML()
        self.target.observe(lambda _: None if self._rendering else self.guard(self.render_advice), names="value")
        super().__init__(players, seats, seed, lang, pace, [self.variant])
        self.reroll_button = self.action("reroll")
        self.done_button = self.action("keep")
        self.end_button = self.action("end")
        self.pass_button = self.action("pass")
        self.ok_button = self.action("ok")

    @property
    def state(self) -> WuerfelWGState:
        """Return the position the board shows (never a chance node)."""
        state = self.session.state
        assert isinstance(state, WuerfelWGState)
        return state

    @state.setter
    def state(self, value: WuerfelWGState) -> None:
        self.session.state = value

    def shown(self) -> WuerfelWGState:
        """Return the position the board draws: the state, or while a turn is held on screen the state as that
        turn left it (the log up to the next player's turn, a room the next player's ghost turned still bad)."""
        s = self.state
        if self.hold is None:
            return s
        wgs = list(s.wgs)
        for event in s.events[self.hold.seen:]:
            if isinstance(event, GhostTurned):
                wgs[event.other] = wgs[event.other].set_good(event.room, False)
        return replace(s, events=History(s.events[:self.hold.seen]), wgs=tuple(wgs))

    # -- what the shared board asks of a game ------------------------------------------------------------------
    def under_scores(self) -> list[widgets.Widget]:
        """Return the advisor, every WG and the middle in words (under the scores)."""
        return [self.advisor, self.wgs_view, self.middle_view]

    def make_state(self, players: int) -> WuerfelWGState:
        """Return a new game for ``players`` players in the variant chosen."""
        return new_game(players, variant=self.variant.value)

    def show_settings_of(self, state: Recorded) -> None:
        """Show the variant of ``state``."""
        self.variant.value = _check_state(state).rules.variant

    def adopted(self) -> None:
        """Forget the dice chosen, a card being paid for and a turn held on screen (a new position)."""
        self.selected = set()
        self.paying = ""
        self.paying_dice = ()
        self.hold = None

    def relabel_settings(self, lang: str) -> None:
        """Write the variant's label and choices in ``lang``."""
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"wuerfel_wg.variant.{v}", lang), v) for v in VARIANTS])

    def howto_text(self, lang: str) -> str:
        """Return how to play, in a few sentences."""
        full_round = self.state.rules.hammock_win == "full_round"
        return t("wuerfel_wg.draw.howto", lang) + " " + t(
            "wuerfel_wg.draw.howto_win_round" if full_round else "wuerfel_wg.draw.howto_win", lang)

    def human_to_move(self) -> bool:
        """Return True if the game goes on, a human is to decide and no ended turn is held on screen."""
        return self.hold is None and super().human_to_move()

    # -- taps and presses ----------------------------------------------------------------------------------------
    def tap_step(self, piece_id: str) -> Any:
        """Return the step a tapped piece makes: a die changes the dice chosen to park (None); a card is taken,
        flipped or chosen with its one way to pay, or offers its ways to pay (None); a piece that means nothing now
        is refused in words."""
        s = self.state
        kind, _, rest = piece_id.partition("-")
        if kind == "die":
            if s.phase != Phase.REROLL:
                raise refuse(self.game, piece_id, "tap_dice_used", s.legal_actions())
            i = int(rest) - 1 if rest.isascii() and rest.isdigit() else -1
            if 0 <= i < len(s.dice):
                self.selected ^= {i}
            return None
        legal = s.legal_actions()
        ways = [a for a in legal if piece_of(s, a) == piece_id]
        if not ways:
            raise refuse(self.game, piece_id, "tap_roll_first" if s.phase == Phase.REROLL else "tap_not_now", legal)
        if len(ways) == 1:
            return ways[0]
        self.paying = "" if self.paying == piece_id else piece_id  # a second tap on the card puts it back
        self.paying_dice = ()
        return None

    def press_step(self, action_id: str) -> Any:
        """Return the step of the pressed action: re-roll (parking the dice chosen), keep, end, pass, or one way
        to pay for the card tapped."""
        s = self.state
        if action_id == "reroll":
            return park_action([s.dice[i] for i in sorted(self.selected) if i < len(s.dice)])
        if action_id.startswith("pay-") and action_id[4:].isascii() and action_id[4:].isdigit():
            by_dice = self._ways_by_dice()
            ways = self._offered(by_dice)
            k = int(action_id[4:])
            if k >= len(ways):
                return None
            if self._asks_number(by_dice, ways[k]):
                self.paying_dice = dice_paid(ways[k])  # these dice: now the number the kangaroo stands for
                return None
            return ways[k]
        return {"keep": DONE_ROLLING, "end": END, "pass": PASS}.get(action_id)

    def _pressed(self, action_id: str) -> None:
        if action_id == "ok" and self.hold is not None:
            self.go_on()
            return
        super()._pressed(action_id)

    def ways(self) -> list[Step]:
        """Return the ways to pay offered as buttons for the card tapped: one for each set of dice that pays (a way
        with a turned kangaroo stands for all the numbers it may stand for with these dice), or, once such dice are
        chosen, one for each number the kangaroo may stand for; [] when no card is tapped."""
        return self._offered(self._ways_by_dice())

    def _asks_number(self, by_dice: dict[tuple[int, ...], list[Step]], way: Step) -> bool:
        """Return True if the button of ``way`` stands for its dice only, the kangaroo's number still to be chosen
        (several ways spend these dice, and none are chosen yet)."""
        return not self.paying_dice and len(by_dice[dice_paid(way)]) > 1

    def _offered(self, by_dice: dict[tuple[int, ...], list[Step]]) -> list[Step]:
        """Return the ways offered as buttons (``ways``), from the ways to pay by the dice they spend."""
        if self.paying_dice in by_dice:
            return by_dice[self.paying_dice]
        return [ways[0] for ways in by_dice.values()]

    def _ways_by_dice(self) -> dict[tuple[int, ...], list[Step]]:
        """Return the ways to pay for the card tapped, by the dice they spend (in the order the game lists them)."""
        if not self.paying:
            return {}
        s = self.state
        by_dice: dict[tuple[int, ...], list[Step]] = {}
        for a in s.legal_actions():
            if piece_of(s, a) == self.paying:
                by_dice.setdefault(dice_paid(a), []).append(a)
        return by_dice

    def stepped(self, before: Recorded, step: Any) -> None:
        """Hold a turn that ended by itself on screen until "OK, go on" (the bots wait meanwhile)."""
        self.hold = ended_by_itself(_check_state(before), self.state, step)

    def go_on(self) -> None:
        """Put away the turn held on screen and let the game go on (the bots play by themselves)."""
        self.hold = None
        self.error.value = ""
        self.render()
        self._after_move()

    def _after_move(self) -> None:
        if self.hold is not None:
            self._cancel_bots()  # the child reads the sentence first
            return
        super()._after_move()

    def bot_step(self) -> None:
        """Let the bot whose turn it is make one decision (a held turn is put away first)."""
        self.hold = None
        super().bot_step()

    def run_bots(self) -> None:
        """Let the bots play at once until a human is to decide (a held turn is put away first)."""
        self.hold = None
        super().run_bots()

    # -- the advisor --------------------------------------------------------------------------------------------
    def targets(self) -> list[tuple[str, str]]:
        """Return (words, card id) of every card the player on turn could aim at now."""
        s, lang = self.state, self.lang
        return [(f"{labels.card_name(s.cards, card, lang)} ({labels.need_text(need, lang)})", card)
                for card, need in aims(s)]

    def _advice(self) -> Advice | None:
        s = self.state
        needs = dict(aims(s))
        if s.phase != Phase.REROLL or s.is_over or self.target.value not in needs:
            return None
        return advice_for(s, needs[self.target.value])

    def mark_advice(self) -> None:
        """Choose exactly the dice the advisor says to park."""
        advice = self._advice()
        if advice is None or not self.human_to_move():
            return
        want, chosen = list(advice.action.kept if isinstance(advice.action, Park) else ()), set()
        for i, v in enumerate(self.state.dice):
            if v in want:
                want.remove(v)
                chosen.add(i)
        self.selected = chosen
        self.render()

    def render_advice(self) -> None:
        """Show the advisor's answer for the goal chosen."""
        advice = self._advice()
        if advice is None:
            self.advice.value = ""
            return
        card = self.target.label or ""
        if isinstance(advice.action, Park):
            p = advice.chance
            text = t("wuerfel_wg.advice.park", self.lang, card=card, p=fmt_frac(p, self.lang),
                     pct=fmt_pct(p, self.lang), dice=labels.dice_text(advice.action.kept, self.lang))
        else:
            text = t("wuerfel_wg.advice.stop", self.lang, card=card)
        self.advice.value = html.escape(text)

    def _show_advisor(self) -> None:
        s, lang = self.state, self.lang
        self.target.description = t("wuerfel_wg.advice_for", lang)
        self.advice_button.description = t("wuerfel_wg.apply_advice", lang)
        rolling = s.phase == Phase.REROLL and not s.is_over and self.hold is None
        targets = self.targets() if rolling else []
        roll = (s.turn_no, s.dice, s.rerolls_left, s.player)
        old = self.target.value
        self._rendering = True
        try:
            self.target.options = targets
            if targets:
                if roll != self._advised:  # a new roll: the best card this roll can reach
                    self._advised = roll
                    old = best_target(s)
                ids = [v for _, v in targets]
                self.target.value = old if old in ids else ids[0]
        finally:
            self._rendering = False
        self.advisor.layout.display = "" if rolling else "none"
        self.advice_button.disabled = not (rolling and self.human_to_move())
        self.render_advice()

    # -- the scene -----------------------------------------------------------------------------------------------
    def scene(self) -> tuple[list[Zone], list[Action]]:
        """Return the dice, the middle, the WG of the player who acts (and another WG whose cards can be tapped
        now; zones with a piece to tap first, after the dice), and the actions."""
        s, lang = self.state, self.lang
        self._show_advisor()
        self._below()
        human = self.human_to_move()
        legal = s.legal_actions() if human else []
        tappable = {piece_of(s, a) for a in legal} - {""}
        who = self.hold.player if self.hold is not None else s.actor if not s.is_over else 0
        names = self.player_names()
        dice_of = player_name(self.hold.player if self.hold is not None else s.player, lang, names)
        zones = [Zone("dice", t("wuerfel_wg.zone.dice", lang, name=dice_of), self.dice_pieces(human)),
                 Zone("middle", t("wuerfel_wg.middle", lang), self.middle_pieces(tappable))]
        zones.append(Zone(f"wg-{who}", t("wuerfel_wg.zone.wg", lang, name=player_name(who, lang, names)),
                          self.wg_pieces(who, tappable)))
        for q in range(s.n_players):
            if q != who:
                pieces = tuple(p for p in self.wg_pieces(q, tappable) if p.tappable)
                if pieces:
                    zones.append(Zone(f"wg-{q}", t("wuerfel_wg.zone.wg", lang, name=player_name(q, lang, names)),
                                      pieces))
        # the first screen holds what to tap: zones with a piece to tap now come right after the dice (the ghost's
        # holder taps another player's room, which came after the middle and the own WG); the rest keep their order
        zones[1:] = sorted(zones[1:], key=lambda zone: not any(piece.tappable for piece in zone.pieces))
        return zones, self.actions(human)

    def actions(self, human: bool) -> list[Action]:
        """Return the action buttons of this moment (only moves that have no piece, and the ways to pay)."""
        s, lang = self.state, self.lang
        if self.hold is not None:
            return [Action("ok", t("wuerfel_wg.ok", lang))]
        if s.phase == Phase.REROLL or s.is_over:
            key = "wuerfel_wg.reroll_rest" if self.selected else "wuerfel_wg.reroll_all"
            rolling = human and s.phase == Phase.REROLL
            return [Action("reroll", t(key, lang), rolling), Action("keep", t("wuerfel_wg.done", lang), rolling)]
        if self.paying:
            by_dice = self._ways_by_dice()
            return [Action(f"pay-{k}", t("wuerfel_wg.pay_with", lang,
                                         dice=paid_words(a, lang, any_number=self._asks_number(by_dice, a))), human)
                    for k, a in enumerate(self._offered(by_dice))]
        if s.phase == Phase.USE:
            return [Action("end", t("wuerfel_wg.end", lang), human)]
        if s.phase == Phase.FREELOAD:
            return [Action("pass", t("wuerfel_wg.pass", lang), human)]
        return []

    def dice_pieces(self, human: bool) -> tuple[Piece, ...]:
        """Return the dice: the roll (parked ones drawn apart, the chosen ones highlighted), the dice still free
        while they are used, or the roll of a turn held on screen."""
        s, lang = self.state, self.lang
        parked: tuple[int, ...] = ()
        if self.hold is not None:
            dice = self.hold.roll
        elif s.phase == Phase.USE:
            dice = s.free
        else:
            dice, parked = s.dice, parked_before(s)
        tap = human and s.phase == Phase.REROLL and self.hold is None
        roll = (s.turn_no, s.dice)
        rolling = bool(s.dice) and roll != self._shown_roll and self.animate.value and self.hold is None
        self._shown_roll = roll if s.dice else self._shown_roll
        left, pieces = list(parked), list[Piece]()
        for i, v in enumerate(dice):
            was_parked = v in left
            if was_parked:
                left.remove(v)
            chosen = tap and i in self.selected
            picture = draw.wg_die_svg(v, lang, draw.die_state(was_parked, chosen))
            words = svg_label(picture)
            if rolling and not was_parked:
                picture = f'<span class="bugkit-rolling">{picture}</span>'
            pieces.append(Piece(f"die-{i + 1}", picture, words, tap, chosen))
        return tuple(pieces)

    def middle_pieces(self, tappable: set[str]) -> tuple[Piece, ...]:
        """Return the middle: the two to-do stacks, the three member stacks and the items (each top card open),
        drawn compact on a projector (``PROJECTOR_CARDS``)."""
        s, lang, compact = self.state, self.lang, bool(self.projector.value)
        obs = s.observation(s.current_player if not s.is_over else 0)
        pieces = []
        for name, top, left in zip(STACKS, obs.todo_tops, obs.todo_left, strict=True):
            pieces.append(self._piece(f"todo-{name}", draw.stack_svg(
                s.cards, top, left, t(f"wuerfel_wg.todo.{name}", lang), lang, compact), tappable))
        for k, (top, left) in enumerate(zip(obs.member_tops, obs.member_left, strict=True)):
            pieces.append(self._piece(f"member-{k + 1}", draw.stack_svg(
                s.cards, top, left, t("wuerfel_wg.member_stack", lang, n=k + 1), lang, compact), tappable))
        for item in obs.items_middle:
            pieces.append(self._piece(f"item-{item}", draw.item_svg(s.cards, item, lang, compact), tappable))
        return tuple(pieces)

    def wg_pieces(self, p: int, tappable: set[str]) -> tuple[Piece, ...]:
        """Return player p's WG: the four rooms, the members, the cards won (to-dos, items, troublemaker), drawn
        narrower on a projector (``PROJECTOR_WG``)."""
        s, lang = self.shown(), self.lang
        wg = s.wgs[p]
        width, trouble, least = ((draw.PROJECTOR_CARD_WIDTH, draw.PROJECTOR_TROUBLE_WIDTH, draw.PROJECTOR_CARD_HEIGHT)
                                 if self.projector.value else (draw.CARD_WIDTH, draw.TROUBLE_WIDTH, draw.CARD_HEIGHT))
        pieces = [self._piece(f"own-{p}-{room}", draw.room_card_svg(s.cards, wg, room, lang, width, least), tappable)
                  for room in START_IDS]
        pieces += [self._piece(f"own-{p}-{m}", draw.member_card_svg(s.cards, wg, m, awake, lang, width, least),
                               tappable) for m, awake in wg.members]
        pieces += [self._piece(f"won-{p}-{c}", draw.won_card_svg(s.cards, c, lang, width), tappable)
                   for c in (*wg.todos, *wg.items)]
        if wg.troublemaker:
            pieces.append(self._piece(f"won-{p}-{wg.troublemaker}", draw.trouble_svg(
                s.cards, wg.troublemaker, lang, wg.big_guy_turned, trouble), tappable))
        return tuple(pieces)

    def _piece(self, piece_id: str, picture: str, tappable: set[str]) -> Piece:
        """Return a card as a piece: its picture at its own size, its words, tappable if a step takes it now."""
        return Piece(piece_id, picture, svg_label(picture), piece_id in tappable,
                     piece_id == self.paying)

    def _below(self) -> None:
        """Draw what goes under the table: every WG and the middle in words."""
        s, lang, names = self.shown(), self.lang, self.player_names()
        active = self.hold.player if self.hold is not None else None if s.is_over else s.player
        self.wgs_view.value = "".join(draw.wg_html(s.cards, wg, i, lang, i == active, s.hammock == i, names)
                                      for i, wg in enumerate(s.wgs))
        lines = labels.middle_lines(s.observation(s.current_player if not s.is_over else 0), lang, names)
        body = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
        self.middle_view.value = (f"<details><summary>{html.escape(t('wuerfel_wg.middle', lang))}</summary>"
                                  f"<ul>{body}</ul></details>")

    # -- words ---------------------------------------------------------------------------------------------------
    def scores_html(self) -> str:
        """Return the points of every WG (the hammock marked)."""
        s, lang, names = self.shown(), self.lang, self.player_names()
        rows = [(player_name(i, lang, names) + (" 🛏" if s.hammock == i else ""), tn("ui.points", n, lang))
                for i, n in enumerate(s.scores())]
        return scoreboard_html(rows, self.hold.player if self.hold is not None else None if s.is_over
                               else s.current_player)

    def log_lines(self) -> list[str]:
        """Return the log: a sentence per event."""
        s, names = self.shown(), self.player_names()
        return [labels.describe(s.cards, e, self.lang, names) for e in s.events]

    def status_text(self) -> str:
        """Return the status line: who acts and what to do ("(bot)" for a bot); a turn held on screen says why it
        ended."""
        s, lang, names = self.state, self.lang, self.player_names()
        if self.hold is not None:
            return t(f"wuerfel_wg.hold.{self.hold.why}", lang, name=player_name(self.hold.player, lang, names),
                     dice=labels.dice_text(self.hold.roll, lang))
        if s.is_over:  # and why it ended: a child at 4 points saw the game stop with no reason (an audit)
            won = next((e for e in reversed(s.events) if isinstance(e, Won)), None)
            ended = next((e for e in reversed(s.events) if isinstance(e, GameEnded)), None)
            why = t("wuerfel_wg.status.won_why", lang, name=player_name(won.player, lang, names)) if won else \
                labels.describe(s.cards, ended, lang, names) if ended and ended.reason != "hammock" else ""
            return f"{winners_text(s.winners(), lang, names)} {why}".strip()
        name = player_name(s.current_player, lang, names)
        if self.session.to_play is not None:
            return t("board.status.paused" if self.paused.value else "wuerfel_wg.status.bot", lang, name=name)
        ways = self.ways()
        if ways:
            card = labels.card_name(s.cards, card_of(s, ways[0]), lang)
            if self.paying_dice:
                return t("wuerfel_wg.status.pay_kangaroo", lang, name=name, card=card)
            return t("wuerfel_wg.status.pay", lang, name=name, card=card)
        if s.phase == Phase.REROLL:
            return t("wuerfel_wg.status.reroll", lang, name=name, left=tn("wuerfel_wg.n_rerolls", s.rerolls_left, lang))
        if s.phase == Phase.GHOST:
            return t("wuerfel_wg.status.ghost", lang, name=name, other=player_name(s.ghost_left[0], lang, names))
        dice = labels.dice_text(s.free if s.phase == Phase.USE else s.dice, lang)
        return t(f"wuerfel_wg.status.{s.phase}", lang, name=name, dice=dice)


def piece_of(state: WuerfelWGState, action: Step) -> str:
    """Return the id of the piece a child taps for ``action`` ("" for a move that has no piece): the card taken,
    borrowed, flipped, sent back or turned by the ghost."""
    if isinstance(action, TakeTodo):
        return f"todo-{action.stack}"
    if isinstance(action, TakeMember):
        return f"member-{action.stack}"
    if isinstance(action, TakeItem):
        return f"item-{action.item}"
    if isinstance(action, Borrow):
        return f"won-{action.lender}-{action.item}"
    if isinstance(action, Flip):
        return f"own-{state.actor}-{action.card}"
    if isinstance(action, Return):
        return f"own-{state.player}-{action.member}"
    if isinstance(action, Ghost):
        return f"own-{action.of}-{action.room}"
    return ""


def card_of(state: WuerfelWGState, action: Step) -> str:
    """Return the id of the card a paid step takes, borrows or flips ("" for another step)."""
    if isinstance(action, TakeTodo):
        return state.todo_stacks[STACKS.index(action.stack)][0]
    if isinstance(action, TakeMember):
        return state.member_stacks[action.stack - 1][0]
    if isinstance(action, (TakeItem, Borrow)):
        return action.item
    if isinstance(action, Flip):
        return action.card
    return ""


def paid_words(action: Step, lang: str, any_number: bool = False) -> str:
    """Return how a step pays, in words ('4 4 kangaroo→4'; with ``any_number`` the kangaroo without its number:
    '4 4 kangaroo')."""
    if not isinstance(action, Paying):
        return str(action)
    return " ".join((t("wuerfel_wg.kangaroo", lang) + ("" if any_number else f"→{v}")) if i == action.joker
                    else str(v) for i, v in enumerate(action.used))


def dice_paid(action: Step) -> tuple[int, ...]:
    """Return the dice a step spends (``Paying.spent``), () for a step that pays nothing."""
    return action.spent if isinstance(action, Paying) else ()


class Held(NamedTuple):
    """A turn that ended by itself, held on screen: its player, the roll shown, why it ended ("nothing", "left" or
    "used"), and how many of the log's events are of it and before it (the rest are the next player's turn)."""

    player: int
    roll: tuple[int, ...]
    why: str
    seen: int


def ended_by_itself(before: WuerfelWGState, after: WuerfelWGState, step: Any) -> Held | None:
    """Return the turn held if the step ended the player's own turn by itself, else None (an "end" or "pass", the
    turn goes on, or the game is over). Its ``why`` is "nothing" (the roll could take nothing), "used" (every die
    is used) or "left" (the dice left pay for nothing more); its log ends before the next player's turn begins."""
    p = before.player
    if before.actor != p or step in (END, PASS) or before.phase not in (Phase.REROLL, Phase.USE) or after.is_over:
        return None
    if after.turn_no == before.turn_no and after.actor == p:
        return None
    new = after.events[len(before.events):]
    seen = len(before.events) + next((k for k, e in enumerate(new) if isinstance(e, Turn)), len(new))
    if any(isinstance(e, Nothing) and e.player == p for e in new):
        rolls = [e.dice for e in new if isinstance(e, (Rolled, Rerolled, Kept)) and e.player == p]
        return Held(p, tuple(rolls[-1] if rolls else before.dice), "nothing", seen)
    left = list(before.free)
    for face in dice_paid(step):
        if face in left:
            left.remove(face)
    return Held(p, tuple(left), "left", seen) if left else Held(p, tuple(before.dice), "used", seen)


def parked_before(s: WuerfelWGState) -> tuple[int, ...]:
    """Return the dice parked before the last re-roll of this turn (drawn apart), () after a first roll."""
    if s.phase not in (Phase.REROLL, Phase.USE, Phase.FREELOAD):
        return ()
    for event in reversed(s.events):
        if isinstance(event, Rerolled) and event.player == s.player and event.dice == s.dice:
            return event.kept
        if isinstance(event, (Rolled, Rerolled, Turn)):
            return ()
    return ()


def aims(s: WuerfelWGState) -> list[tuple[str, Any]]:
    """Return (card id, requirement) of every card the player on turn could aim at: the open to-dos, the open
    members, the items in the middle and the own cards on their bad side."""
    cards, wg = s.cards, s.wgs[s.player]
    tops = [st[0] for st in s.todo_stacks if st] + [st[0] for st in s.member_stacks if st] + list(s.items_middle)
    return [(card, cards[card].need) for card in tops] + [(own, flip_need(cards, wg, own))
                                                          for own in flippable(cards, wg)]


def advice_for(s: WuerfelWGState, need: str | Requirement) -> Advice:
    """Return the advisor's answer for a requirement (a card's own, or a text read as the shipped card file reads
    it) with this roll, these parking spots and re-rolls."""
    wg = s.wgs[s.player]
    return advise(need, s.dice, n_parking(s.cards, wg), s.rerolls_left, wg.is_good("bath"))


def best_target(s: WuerfelWGState) -> str | None:
    """Return the card the advisor aims at first: the best card this roll can reach, i.e. the highest chance to
    get it by the end of the turn (a roll that already pays for a card has chance 1, so a sure pair is never thrown
    away), then the most points, then the order of the middle."""
    s = _check_state(s)
    if s.phase != Phase.REROLL or s.is_over or not s.dice:
        return None
    best: tuple[Fraction, int, int] | None = None
    chosen = None
    for k, (card, need) in enumerate(aims(s)):
        advice = advice_for(s, need)
        key = (advice.chance, s.cards[card].points if card not in START_IDS else 0, -k)
        if best is None or key > best:
            best, chosen = key, card
    return chosen


def _check_state(state: object) -> WuerfelWGState:
    """Return ``state`` if it is a Würfel-WG position; raise InvalidInput."""
    if not isinstance(state, WuerfelWGState):
        raise InvalidInput(f"state must be a Würfel-WG game state (bugkit.wuerfel_wg.new_game(...)), "
                           f"not {short_repr(state)}")
    return state


def play(players: int = 2, seats: Sequence[str] = ("human", "planner", "planner", "planner"),
         seed: int | None = None, variant: str = "standard", lang: str | None = None,
         pace: float = 0.8) -> WuerfelWGView:
    """Return a ready-to-show Würfel-WG board: a new random game unless ``seed`` (a game number to replay) is
    given; the language from ``lang``, else from the page's URL (``?lang=de``), else English; ``pace``: seconds
    between two bot steps (0-2; 0 plays the bots' moves at once). Every argument is checked first (InvalidInput)."""
    return WuerfelWGView(players, seats, seed, variant, lang, pace)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> WuerfelWGView:
    """Return a two-player board of game number 1 where the human plays first, against the planner bot."""
    return play(players=2, seats=("human", "planner"), seed=1, lang=lang)


def busy_board(lang: str = "en") -> WuerfelWGView:
    """Return the example board after two refused taps (explained in words), a die chosen and a re-roll."""
    view = example_board(lang)
    view.table.tap("todo-witzig")  # refused: keep the roll first
    view.table.tap("die-2")
    view.table.press("reroll")
    view.table.tap("die-1") if view.state.phase == Phase.REROLL else view.table.tap("todo-doppelt")
    return view


def bots_board(lang: str = "en") -> tuple[WuerfelWGView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=("greedy", "planner", "random"), seed=2, lang=lang)
    return view, view.step_button.click


def press_a_move(view: WuerfelWGView) -> None:
    """Make one legal move for the human seat by tapping the board's pieces and pressing its actions."""
    if not isinstance(view, WuerfelWGView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.hold is not None:
        view.table.press("ok")
        return
    model = view.table.model
    piece = next((p for z in model.zones if z.id != "dice" for p in z.pieces if p.tappable), None)
    if view.state.phase == Phase.REROLL:
        view.table.press("keep")
    elif any(a.id.startswith("pay-") for a in model.actions):
        view.table.press("pay-0")
    elif piece is not None:
        view.table.tap(piece.id)
    else:
        view.table.press("end" if view.state.phase == Phase.USE else "pass")


def next_move(view: WuerfelWGView) -> None:
    """Make the next move: the human's by tapping and pressing, else one bot step."""
    if not isinstance(view, WuerfelWGView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.hold is not None or (not view.state.is_over and view.bots[view.state.current_player] is None):
        press_a_move(view)
    else:
        view.step_button.click()


# The board, its factory and the drivers the shared tests call; the helpers above serve this board and its tests
# (they stay importable by name).
__all__ = ["NUMBER_CONTROLS", "WuerfelWGView", "bots_board", "busy_board", "example_board", "next_move", "play",
           "press_a_move"]
