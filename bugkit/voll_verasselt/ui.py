"""The Voll verasselt board on the shared game table (``bugkit.ui.table``): the child taps the hub rows or the waiting
catch to choose the group, the dice to mark them for the roll, the front-yard cards to boost (or refill) the group,
and the cards of a catch handed back to choose those for the front yard; large buttons only for the moves that have
no piece (roll, go on, stop, end the game, place a catch). Bots play by themselves after a human's turn, one step
at a time with a visible pause; English and German, one language per page.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from its
state after every action; every rule is decided by ``rules.py``, every picture by ``draw.py``. This module is the
adapter: the state becomes a scene, a tap becomes a step or a change of selection (the marked dice, the cards
chosen for the front yard). Every piece that can be tapped and every action offered comes from
``state.legal_actions()``, so the board never offers a move the rules refuse. Drive it from Python with
``view.table.tap("die-3")``, ``view.table.tap("hub-blue")``, ``view.table.tap("yard-green-1")``,
``view.table.press("roll")`` (or ``view.piece(id).click()``, ``view.roll_button.click()``), ``view.step_button
.click()`` or ``view.run_bots()``. Dice are counted from 1 on the board and in the log (the engine's actions count
positions from 0).

A fresh board starts a new random game; its *game number* (the session's seed) is shown once the game is over
(``bugkit.ui.gamenumber``), and typing a number in the settings before pressing "New game" replays that game.
No handler lets an exception out: a refusal is explained in words, anything else leaves the board as it was.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import ipywidgets as widgets

from ..core.errors import InvalidInput
from ..core.i18n import fmt_frac, fmt_num, player_name, t, tn, winners_text
from ..core.validate import short_repr
from ..ui import scoreboard_html
from ..ui.board import Board, svg_label
from ..ui.draw import board_class, projector_grid, projector_parts
from ..ui.table import Action as TableAction
from ..ui.table import Piece, Zone
from . import components as comp
from . import draw, labels
from .bots import BOTS
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
    ROLL_SET,
    STOP,
    Action,
    Event,
    Phase,
    Rolled,
    VollVerasseltState,
    new_game,
    roll_of,
    total,
    yard_of,
)

# a row of cards is wider than a die: in projector mode it keeps its shape (the table draws pieces 84 px square).
# On a wide projector (``bugkit.ui.draw.projector_grid``) the table, its actions and the odds stand on the left and
# every player's place on the right, from the top, so that the class sees the heaps without scrolling (they began
# under 720 px); the front yard's cards and a catch handed back drawn lower than the hub's rows (56, 60 px), so
# that six (ten) of them still fit beside the place's name (the front yard's cards 56 px high and the right column 360
# px wide: with the names 54 px high, 72 px cards pushed the sixth card of German's "Vorgarten von Spieler 1 (6 von 6)"
# onto a second line and the odds under 720 px). When a catch waits, the table holds the most at
# once (the hub, the waiting catch, this turn's catch, the dice, the front yard, the actions, under a status of two
# lines): then the rows of cards are drawn 56 px high and the places stand closer, so that the roll button
# stays within 720 px (it ended at 862 px).
_BOARD = board_class("voll_verasselt")
# px of a place's name on a projector: its 18 px letters drawn 24.3 px, as every word drawn on a projector's table (at
# 45 px they were 20.25 px); six front-yard cards still stand beside the longest name, "Vorgarten von Spieler 1 (6 von
# 6)"
CAPTION_HEIGHT = 54
_P, _T = projector_parts("voll_verasselt")  # the board in projector mode, its table then
# On a projector every player's place is summed up in the scores (``draw.player_html(compact=True)``, drawn by
# ``scores_html`` while the projector switch is on: a drawn place was 392 px high, and the places ran to 734-1108 px,
# under the first screen): the name and the front yard's cards as their shapes and counts on one line, the heap and
# the front yard's size under them; the pile and the group last. On a wide projector they stand in the right column.
_S = f"{_P} .bugkit-vv-standings"
ROW_CSS = ("<style>.bugkit-table-projector .bugkit-piece svg.bugkit-vv-row{width:auto;height:72px}"
           f".bugkit-table-projector .bugkit-piece svg.bugkit-vv-caption{{width:auto;height:{CAPTION_HEIGHT}px}}"
           f"{_T}:has(>[data-zone=waiting]) .bugkit-piece svg.bugkit-vv-row{{height:56px}}"
           f"{_T}:has(>[data-zone=waiting])>.bugkit-table-zone{{margin:2px 0 4px}}"
           f"{_T}:has(>[data-zone=waiting])>.bugkit-table-actions{{margin:2px 0}}"
           f".{_BOARD} .bugkit-status,.{_BOARD} .bugkit-status *{{line-height:1.25}}"
           f".{_BOARD} .bugkit-table button[data-id^=title-]{{opacity:1;cursor:default}}"
           f".{_BOARD} .bugkit-vv-areas{{display:flex;flex-wrap:wrap;gap:8px}}"  # the players' drawn places
           f"{_S}{{line-height:1.25}}{_S}>p{{margin:0}}"
           + projector_grid("voll_verasselt", "minmax(0,1fr) minmax(0,360px)",
                            f"{_P}>.bugkit-scores,{_P}>.bugkit-scores>.widget-html-content{{display:contents}}"
                            f"{_T}>*,{_P}>.bugkit-vv-odds{{grid-column:1}}"
                            f"{_T}>.bugkit-table-actions{{flex-wrap:nowrap}}"
                            f"{_S}{{grid-column:2;grid-row:span 9}}"
                            f"{_T} [data-zone=yard] .bugkit-piece svg:not(.bugkit-vv-caption){{width:auto;height:56px}}"
                            f"{_T} [data-zone=received] .bugkit-piece svg:not(.bugkit-vv-caption)"
                            "{width:auto;height:60px}")
           + "</style>")


@lru_cache(maxsize=8192)  # the log is redrawn whole at every tap, and its events never change: each is said once
def _sentence(kind: str, event: Event, lang: str, names: tuple[str, ...]) -> str:
    """Return ``labels.describe(event, lang, names)`` (``kind``, the name of the event's type, is part of the key:
    two events of different kinds may hold equal fields, and NamedTuples with equal fields are equal)."""
    return labels.describe(event, lang, names)


class VollVerasseltView(Board):
    """A whole game of Voll verasselt on the table: the status line, the hub rows, a waiting catch, the dice, the
    front yard and a catch handed back to tap, the actions; bots that play by themselves; below, the odds, the
    folded settings, every player's front yard and heap, and the log."""

    extra_css = ROW_CSS

    short_title = ("Voll verasselt board", "Voll-verasselt-Spielbrett")  # English, German
    game = "voll_verasselt"
    bot_registry = BOTS
    state_type = VollVerasseltState
    min_players = comp.MIN_PLAYERS
    max_players = comp.MAX_PLAYERS
    default_bot = "odds"

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"),
                 seed: int | None = None, lang: str | None = None, pace: float = 0.8) -> None:
        self.marked: set[int] = set(range(comp.N_DICE))  # the dice to roll (0-based positions)
        self.to_yard: list[int] = [0] * len(COLOURS)  # the cards of a handed-back catch chosen for the front yard
        self._mark_key: tuple[Any, ...] = ()
        self._shown_rolls = -1
        self.advice = widgets.HTML()
        self.advice_button = self._button(widgets.Button(layout=widgets.Layout(width="auto")), self.show_advice)
        for odds in (self.advice_button, self.advice):
            odds.add_class("bugkit-vv-odds")
        super().__init__(players, seats, seed, lang, pace)
        self.roll_button = self.action("roll")
        self.go_button = self.action("go_on")
        self.stop_button = self.action("stop")
        self.end_button = self.action("end")
        self.place_button = self.action("to_yard")
        self.heap_button = self.action("heap")

    # -- the game's part of the board -------------------------------------------------------------------------
    def make_state(self, players: int) -> VollVerasseltState:
        """Return a new game for ``players`` players."""
        return new_game(players)

    def adopted(self) -> None:
        """Clear the cards chosen for the front yard and the odds; mark every die again after a roll or a new turn
        (a boost keeps the marks)."""
        s = self.state
        self.to_yard = [0] * len(COLOURS)
        self.advice.value = ""
        key = (s.turn_no, s.rolls, s.dice, len(s.events) if s.phase != Phase.ROLL else 0)
        if s.phase != Phase.ROLL or key[:3] != self._mark_key[:3]:
            self.marked = set(range(comp.N_DICE))
        self._mark_key = key

    def under_table(self) -> list[widgets.Widget]:
        """Return the odds button and the advisor's words (under the table)."""
        return [self.advice_button, self.advice]

    def legal(self) -> list[Action]:
        """Return the moves a human may make now (none while a bot acts or once the game is over)."""
        return list(self.state.legal_actions()) if self.human_to_move() else []

    def tap_step(self, piece_id: str) -> Any:
        """Return the step a tap makes: a hub row chooses the hub, the waiting catch the catch, a front-yard card
        boosts (or refills) with its colour; a die or a card of a handed-back catch changes the selection (None)."""
        s = self.state
        kind, _, rest = piece_id.partition("-")
        colour = rest.split("-")[0]
        if kind == "hub":
            return GROUP_HUB
        if kind == "waiting":
            return GROUP_CATCH
        if kind == "yard" and colour in COLOURS:
            return (REFILL if s.phase == Phase.REFILL else BOOST)[colour]
        if kind == "die" and rest.isascii() and rest.isdigit() and 1 <= int(rest) <= comp.N_DICE \
                and s.phase == Phase.ROLL:
            self.marked ^= {int(rest) - 1}
            self.advice.value = ""
        elif kind == "recv" and colour in COLOURS and s.phase == Phase.RECEIVE:
            self.choose_card(COLOURS.index(colour))
        return None

    def choose_card(self, c: int) -> None:
        """Choose one more card of colour ``c`` of the catch for the front yard, or (all of that colour chosen or
        no room left) one fewer."""
        s = self.state
        room = comp.YARD_MAX - total(s.yards[s.receiver]) - sum(self.to_yard)
        if self.to_yard[c] < s.received[c] and room > 0:
            self.to_yard[c] += 1
        elif self.to_yard[c] > 0:
            self.to_yard[c] -= 1

    def roll_step(self) -> Action | None:
        """Return the roll of the marked dice, or None while fewer than 4 are marked (no roll)."""
        return roll_of(sorted(self.marked)) if len(self.marked) >= comp.MIN_ROLL else None

    def yard_step(self) -> Action:
        """Return the placing of the chosen cards in the front yard (the rest to the heap)."""
        return yard_of(self.to_yard)

    def press_step(self, action_id: str) -> Any:
        """Return the step the pressed action makes."""
        steps: dict[str, Callable[[], Action | None]] = {
            "roll": self.roll_step, "go_on": lambda: GO_ON, "stop": lambda: STOP, "end": lambda: END,
            "to_yard": self.yard_step, "heap": lambda: HEAP}
        return steps[action_id]() if action_id in steps else None

    def show_advice(self) -> None:
        """Write the exact odds of the marked dice and the advisor's best choice under the table."""
        self.advice.value = html.escape(self.advice_text())

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (odds still on show are written again in ``lang``)."""
        if self.advice.value:
            self.lang = lang
            self.show_advice()
        super().set_language(lang)

    def howto_text(self, lang: str) -> str:
        """Return how to play and how to use the board."""
        return f"{t('voll_verasselt.howto', lang)} {t('voll_verasselt.howto.buttons', lang)}"

    # -- words -----------------------------------------------------------------------------------------------
    def advice_text(self) -> str:
        """Return the advisor's numbers for the marked dice and for the best choice, in words."""
        s, lang = self.state, self.lang
        if s.phase not in (Phase.ROLL, Phase.DECIDE):
            return t("voll_verasselt.advice.none", lang)
        if len(self.marked) < comp.MIN_ROLL:
            return t("voll_verasselt.advice.marked", lang)
        catch = total(s.catch)
        die = s.rules.die_faces  # the odds of this game's die
        advice = advise(s.group_cards, s.dice, catch, must_roll=s.phase == Phase.ROLL and not s.rolls, die_faces=die)
        kept = [s.dice[i] for i in range(comp.N_DICE) if i not in self.marked]
        cards = dict(zip(COLOURS, s.group_cards, strict=True))
        p = p_bugged_up(cards, kept, len(self.marked), die_faces=die)
        mine = next(c for c in advice.choices if sorted(kept) == sorted(
            s.dice[i] for i in range(comp.N_DICE) if i not in c.roll))
        act = t("voll_verasselt.advice.roll" if advice.should_roll else "voll_verasselt.advice.stop", lang)
        return t("voll_verasselt.advice", lang, odds=labels.odds_text(p, lang), p=fmt_frac(p, lang),
                 e=t("voll_verasselt.avg_cards", lang, x=fmt_num(mine.expected, lang, 1)),
                 best=" ".join(str(i + 1) for i in advice.best.roll), bk=labels.about_in_100(advice.best.p_bugged_up),
                 be=t("voll_verasselt.avg_cards", lang, x=fmt_num(advice.best.expected, lang, 1)),
                 stop=labels.n_cards(catch, lang), act=act)

    def status_text(self) -> str:
        """Return the one-line state of play: who acts and what to do, offering only what ``legal_actions()``
        allows (a bot's turn says it is a bot's)."""
        s, lang, names = self.state, self.lang, self.player_names()
        if s.is_over:
            capped = " " + t("voll_verasselt.status.capped", lang) if s.end_reason == "turn limit" else ""
            return winners_text(s.winners(), lang, names) + capped
        name = player_name(s.current_player, lang, names)
        caught = labels.n_cards(total(s.catch), lang)
        if self.session.to_play is not None:
            if self.paused.value:
                return t("board.status.paused", lang, name=name)
            cards = labels.cards_text(s.received, lang) if s.phase == Phase.RECEIVE else caught
            return t(f"voll_verasselt.status.bot.{s.phase}", lang, name=name, cards=cards)
        legal = self.legal()
        if s.phase == Phase.CHOOSE:
            key = "voll_verasselt.status.choose" if GROUP_HUB in legal else "voll_verasselt.status.choose_end"
            return t(key, lang, name=name, owner=player_name(s.waiting_owner, lang, names))
        if s.phase == Phase.DECIDE:
            return t("voll_verasselt.status.decide", lang, name=name, cards=caught)
        if s.phase == Phase.RECEIVE:
            room = comp.YARD_MAX - total(s.yards[s.receiver])
            return t("voll_verasselt.status.receive", lang, name=name, room=fmt_num(room, lang))
        if s.phase == Phase.ROLL:
            text = t("voll_verasselt.status.roll_or_stop" if STOP in legal else "voll_verasselt.status.roll", lang,
                     name=name, cards=caught)
            if any(a in legal for a in BOOST.values()):
                text += " " + t("voll_verasselt.status.boost", lang)
            return text
        return t("voll_verasselt.status.refill", lang, name=name)

    # -- the scene ---------------------------------------------------------------------------------------------
    def scene(self) -> tuple[list[Zone], list[TableAction]]:
        """Return the zones (hub, waiting catch, this turn's catch, dice, a catch handed back, the front yard) and
        the actions offered now."""
        s, lang, names = self.state, self.lang, self.player_names()
        legal = self.legal()
        hub = t("voll_verasselt.hub", lang)
        zones = [Zone("hub", hub, (caption("hub", hub, f"{hub} ({labels.n_cards(total(s.hub), lang)})"), *(
            Piece(f"hub-{c}", draw.cards_row_svg(c, n, self.row_words("hub", c, n)), self.row_words("hub", c, n),
                  GROUP_HUB in legal) for c, n in zip(COLOURS, s.hub, strict=True))))]
        if total(s.waiting):
            waiting = t("voll_verasselt.waiting", lang, name=player_name(s.waiting_owner, lang, names))
            zones.append(Zone("waiting", waiting, (caption("waiting", waiting), *(
                Piece(f"waiting-{c}", draw.cards_row_svg(c, n, self.row_words("waiting", c, n), waiting=True),
                      self.row_words("waiting", c, n), GROUP_CATCH in legal)
                for c, n in zip(COLOURS, s.waiting, strict=True) if n))))
        if total(s.catch):
            catch = t("voll_verasselt.catch", lang)
            zones.append(Zone("catch", catch, (caption("catch", catch), *(
                Piece(f"catch-{c}", draw.cards_row_svg(c, n, self.row_words("catch", c, n)),
                      self.row_words("catch", c, n)) for c, n in zip(COLOURS, s.catch, strict=True) if n)), tap=False))
        zones.append(Zone("dice", t("voll_verasselt.draw.dice", lang), self.dice_pieces(legal)))
        if s.phase == Phase.RECEIVE:
            received = t("voll_verasselt.zone.received", lang, name=player_name(s.receiver, lang, names))
            zones.append(Zone("received", received, (caption("received", received), *self.received_pieces(legal))))
        zones.append(self.yard_zone(legal))
        return zones, self.actions(legal)

    def row_words(self, place: str, colour: str, n: int) -> str:
        """Return the words of a row of ``n`` cards of ``colour`` in the hub, the waiting catch or this turn's
        catch."""
        lang, s = self.lang, self.state
        cards = tn("voll_verasselt.colour_cards", n, lang, colour=labels.colour_adj(colour, lang))
        name = player_name(max(s.waiting_owner, 0), lang, self.player_names())
        return t(f"voll_verasselt.piece.{place}", lang, cards=cards, name=name)

    def dice_pieces(self, legal: list[Action]) -> tuple[Piece, ...]:
        """Return the 7 dice: marked ones (to roll) selected with a gold frame while the human may roll, tappable
        then; just after a roll they roll once on screen."""
        s, lang = self.state, self.lang
        rolling_now = not ROLL_SET.isdisjoint(legal)
        rolls = sum(1 for e in s.events if type(e) is Rolled)
        rolled = rolls != self._shown_rolls and self._shown_rolls >= 0
        self._shown_rolls = rolls
        pieces = []
        for i, face in enumerate(s.dice):
            look = ("chosen" if i in self.marked else "kept") if rolling_now else "rolled"
            picture = draw.die_svg(face, i, look, lang)
            shown = f'<span class="bugkit-rolling">{picture}</span>' if rolled else picture
            pieces.append(Piece(f"die-{i + 1}", shown, svg_label(picture), rolling_now,
                                rolling_now and i in self.marked))
        return tuple(pieces)

    def received_pieces(self, legal: list[Action]) -> tuple[Piece, ...]:
        """Return the cards of the catch handed back, one piece each; the first ``to_yard[c]`` of a colour are
        chosen for the front yard. A card can be tapped if choosing it (or taking it back) stays a legal placing."""
        s, lang = self.state, self.lang
        room = comp.YARD_MAX - total(s.yards[s.receiver]) - sum(self.to_yard)
        pieces = []
        for c, (colour, n) in enumerate(zip(COLOURS, s.received, strict=True)):
            for k in range(n):
                chosen = k < self.to_yard[c]
                picture = draw.bug_card_svg(colour, lang, size=36)
                words = t("voll_verasselt.piece.to_yard" if chosen else "voll_verasselt.piece.received", lang,
                          card=svg_label(picture))
                pieces.append(Piece(f"recv-{colour}-{k + 1}", picture, words, bool(legal) and (chosen or room > 0),
                                    chosen))
        return tuple(pieces)

    def yard_zone(self, legal: list[Action]) -> Zone:
        """Return the front yard of the player to act, a piece per card; a card can be tapped when boosting (or
        refilling) with its colour is legal."""
        s, lang = self.state, self.lang
        p = s.player if s.phase != Phase.RECEIVE else s.receiver
        p = max(p, 0)
        yard = s.yards[p]
        name = player_name(p, lang, self.player_names())
        moves = REFILL if s.phase == Phase.REFILL else BOOST
        pieces = []
        for colour, n in zip(COLOURS, yard, strict=True):
            picture = draw.bug_card_svg(colour, lang, size=36)
            for k in range(n):
                pieces.append(Piece(f"yard-{colour}-{k + 1}", picture, t("voll_verasselt.piece.yard", lang,
                                    card=svg_label(picture), name=name), moves[colour] in legal))
        label = t("voll_verasselt.zone.yard", lang, name=name, n=fmt_num(total(yard), lang),
                  max=fmt_num(comp.YARD_MAX, lang))
        return Zone("yard", label, (caption("yard", label), *pieces))

    def actions(self, legal: list[Action]) -> list[TableAction]:
        """Return the buttons for the moves with no piece, each offered only when its move is legal now."""
        lang, s = self.lang, self.state
        out: list[TableAction] = []
        if not ROLL_SET.isdisjoint(legal):
            out.append(TableAction("roll", t("voll_verasselt.btn.roll", lang), self.roll_step() in legal))
        if GO_ON in legal:
            out.append(TableAction("go_on", t("voll_verasselt.btn.go_on", lang)))
        if STOP in legal:
            out.append(TableAction("stop", t("ui.stop", lang)))
        if END in legal:
            out.append(TableAction("end", t("voll_verasselt.btn.end", lang)))
        if s.phase == Phase.RECEIVE and legal:
            out.append(TableAction("to_yard", t("voll_verasselt.btn.to_yard", lang),
                                   any(self.to_yard) and self.yard_step() in legal))
            out.append(TableAction("heap", t("voll_verasselt.btn.heap", lang), HEAP in legal))
        if not out:  # a bot's turn or the game's end: the roll button stays where it was, disabled
            out.append(TableAction("roll", t("voll_verasselt.btn.roll", lang), False))
        return out

    def scores_html(self) -> str:
        """Return the pile and the group, the scores, and every player's front yard and face-down heap, drawn; on a
        projector every player's place summed up in large print instead (``draw.player_html(compact=True)``), one
        under the other, the pile and the group last."""
        s, lang, names = self.state, self.lang, self.player_names()
        foot = tn("voll_verasselt.pile", s.pile_size, lang)
        if not s.is_over:  # nobody rolls once the game is over
            foot += f" · {t(f'voll_verasselt.group.{s.group}', lang)}"
        foot = html.escape(foot)
        if self.projector.value:
            places = "".join(draw.player_html(player_name(i, lang, names), s.yards[i], total(s.heaps[i]), None, lang,
                                              active=not s.is_over and i == s.current_player, compact=True)
                             for i in range(s.n_players))
            return (f'<div class="bugkit-vv-standings"><table style="border-collapse:collapse">{places}</table>'
                    f"<p>{foot}</p></div>")
        rows = [(player_name(i, lang, names), labels.score_text(total(h), total(y), lang))
                for i, (h, y) in enumerate(zip(s.heaps, s.yards, strict=True))]
        areas = [draw.player_html(player_name(i, lang, names), s.yards[i], total(s.heaps[i]),
                                  s.received if i == s.receiver else None, lang,
                                  active=not s.is_over and i == s.current_player)
                 for i in range(s.n_players)]
        return (f'<div class="bugkit-vv-standings"><p>{foot}</p>'
                f"{scoreboard_html(rows, None if s.is_over else s.current_player)}"
                f'<div class="bugkit-vv-areas">{"".join(areas)}</div></div>')

    def log_lines(self) -> list[str]:
        """Return the log: every event in words."""
        lang, names = self.lang, tuple(self.player_names())
        return [_sentence(type(e).__name__, e, lang, names) for e in self.state.events]

    def render(self) -> None:
        """Redraw everything, and the odds button's words (no odds button once the game is over: nobody rolls)."""
        self.advice_button.description = t("ui.show_odds", self.lang)
        self.advice_button.layout.display = "none" if self.state.is_over else None
        if self.state.is_over:
            self.advice.value = ""
        super().render()


def caption(place: str, name: str, words: str = "") -> Piece:
    """Return the name of a place on the table as its first piece (never tapped; ``words``: what a screen reader
    says, default the name)."""
    picture = draw.caption_svg(name, words)
    return Piece(f"title-{place}", picture, svg_label(picture))


def play(players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds", "odds"),
         seed: int | None = None, lang: str | None = None, pace: float = 0.8) -> VollVerasseltView:
    """Return a ready-to-show Voll verasselt board: a new random game unless ``seed`` (a game number to replay) is
    given; the language from ``lang``, else from the page's URL (``?lang=de``), else English; ``pace``: seconds
    between two bot steps (0-2; 0 plays the bots' moves at once)."""
    return VollVerasseltView(players, seats, seed, lang, pace)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> VollVerasseltView:
    """Return a two-player board of game number 3 where the human plays first, against the odds bot."""
    return play(players=2, seats=("human", "odds"), seed=3, lang=lang)


def busy_board(lang: str = "en") -> VollVerasseltView:
    """Return the example board after three dice unmarked (the odds then ask for 4), a refused tap on the hub
    (explained in words), a roll and the odds shown."""
    view = example_board(lang)
    for i in range(1, 5):
        view.table.tap(f"die-{i}")
    view.advice_button.click()
    view.table.tap("hub-blue")  # refused: the hub is already the group; this is the time to roll
    for i in range(1, 5):
        view.table.tap(f"die-{i}")
    view.roll_button.click()
    view.advice_button.click()
    return view


def bots_board(lang: str = "en") -> tuple[VollVerasseltView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=("odds", "threshold", "random"), seed=2, lang=lang)
    return view, view.step_button.click


def tappable(view: VollVerasseltView, kind: str) -> list[str]:
    """Return the ids of the pieces of ``kind`` (hub, waiting, die, yard, recv) that can be tapped now."""
    return [p.id for z in view.table.model.zones for p in z.pieces if p.tappable and p.id.startswith(kind + "-")]


def press_a_move(view: VollVerasseltView) -> None:
    """Make one legal move for the human seat by tapping pieces and pressing the board's actions."""
    if not isinstance(view, VollVerasseltView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    s = view.state
    if s.phase == Phase.ROLL:
        for die in tappable(view, "die"):
            if view.roll_button.disabled:
                view.table.tap(die)
        view.roll_button.click()
    elif s.phase == Phase.DECIDE:
        view.stop_button.click()
    elif s.phase == Phase.RECEIVE:
        view.heap_button.click()
    elif s.phase == Phase.CHOOSE:
        view.table.tap((tappable(view, "hub") or tappable(view, "waiting"))[0])
    else:
        view.table.tap(tappable(view, "yard")[0])


def next_move(view: VollVerasseltView) -> None:
    """Make the next move: the human's by tapping and pressing, else one bot step."""
    if not isinstance(view, VollVerasseltView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if not view.state.is_over and view.bots[view.state.current_player] is None:
        press_a_move(view)
    else:
        view.step_button.click()


__all__ = ["NUMBER_CONTROLS", "VollVerasseltView", "bots_board", "busy_board", "example_board", "next_move", "play",
           "press_a_move"]
