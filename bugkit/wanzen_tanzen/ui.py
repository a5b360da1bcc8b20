"""The Wanzen tanzen board on the shared game table (``bugkit.ui.table``): the child taps the dice just rolled to
choose them and one large button to set them aside (the last die: one tap sets it aside), taps a task of the card
to cover it when several fit, and presses large buttons for the moves without a piece (roll, repeat for a baby
bug, another turn, stop). Every player's place shows a row of 5 places for baby bugs, the last one red with the
penalty card it brings. Bots play by themselves after a human's turn, one step at a time with a visible pause.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from
its state after every action; every rule is decided by ``rules.py``, every picture by ``draw.py``, every chance
in the odds panel by ``odds.py``. Drive it from Python with ``view.table.tap("die-2")``,
``view.table.press("keep")`` (or the handles ``view.dice[i].click()``, ``view.keep_button.click()``),
``view.step_button.click()`` or ``view.run_bots()``.

A fresh board (and every press of "New game") deals a new random game; its *game number* appears in the box "Game
number" once the game is over (``bugkit.ui.gamenumber``: shown earlier, it would let another board show the next
roll); typing a number there before pressing "New game" replays that game. No handler lets an exception out: a
refusal is explained in words, anything else leaves the board as it was and says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

import ipywidgets as widgets

from ..core.errors import IllegalMove, InvalidInput, Said, refuse
from ..core.i18n import fmt_pct, player_name, t, tn, winners_text
from ..core.validate import check_choice, short_repr
from ..ui.board import HIDE, Board, PieceHandle, svg_label
from ..ui.draw import PROJECTOR_SCALE, WIDE_PROJECTOR, die_svg, projector_parts
from ..ui.table import Action, Piece, Zone
from . import components as comps
from . import draw, labels
from .bots import BOTS
from .odds import chance_now, hint
from .rules import (
    AGAIN,
    GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REPEAT,
    ROLL,
    STOP,
    Cover,
    Covered,
    Keep,
    Missed,
    Phase,
    Rolled,
    WanzenState,
    Word,
    new_game,
)

HINT_ROWS = 6
# the table draws every piece 84 px square on a projector: the wide pieces (a task, a player's place) keep their shape
# and are drawn larger, as wide as three tasks and the card fit beside each other at 1280 px (not min(100%, ...): a
# percentage of a button that is as wide as its picture left them at their tablet size); the card's head and the
# middle keep their shape at the projector's scale, as the dice (a square made them smaller than on a tablet: "points"
# was 8 px). A task is drawn PROJECTOR_TASK px wide: its smallest words, a small die's "A" or "B" (15.6 px in 300 px)
# and a name drawn in 16 px ("Doppelpasch"), are 24 px or more there, as every word on a projector (at 360 and 386 px
# they were 18.7-20.1 px). A place is drawn PROJECTOR_PLACE px wide and its words (a name, the score, a penalty card's
# number: 16 px in 250 px) in PLACE_FONT px there, 24.3 px (at 300 px, 16 px, they were 19.2 px; 20.5 px at 320);
# three places and the middle still stand in one row. The word under the points on the card's head is drawn
# UNIT_FONT px there, 24 px (14 px, 21 px).
# Each place shows its player's score (and the baby bugs and penalty cards held), so on a projector the players'
# table under the board (and the middle in words), which repeated them under the first screen (from 680 px), is left
# out.
PROJECTOR_TASK, PROJECTOR_PLACE, PLACE_FONT, UNIT_FONT = 463, 320, 19, 16
_P, _T = projector_parts("wanzen_tanzen")  # the board in projector mode, its table then
# On a wide projector (the board at least WIDE_PROJECTOR px wide) the card's head stands beside its tasks, two a row
# (the head over two rows of tasks took 76 px more, and after a roll the actions ended at 720 px). Four places of
# PROJECTOR_PLACE px and the middle do not fit one row (they were drawn at a tablet's size, 16 px, to stand in one),
# and two rows under the dice pushed the actions under the screen: with four players the dice (three a row) stand
# beside the places (two a row, the middle beside them), and the actions under them end within 720 px.
_FOUR = f"{_T}:has([data-id=player-4])"
WIDE_PROJECTOR_CSS = (f"{_P}{{container-type:inline-size}}"
                      f"@container (min-width:{WIDE_PROJECTOR}px){{"
                      f"{_T}>[data-zone=card]{{display:grid;grid-template-columns:repeat(3,auto);justify-content:start}}"
                      f"{_T}>[data-zone=card]>[data-id=card]{{grid-row:span 2}}"
                      f"{_FOUR}{{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:24px;"
                      "align-items:center}"
                      f"{_FOUR}>*{{grid-column:1/-1}}"
                      f"{_FOUR}>:is([data-zone=dice],[data-zone=players]){{display:grid;"
                      "grid-template-columns:repeat(3,auto);justify-content:start}"
                      f"{_FOUR}>[data-zone=dice]{{grid-column:1}}"
                      f"{_FOUR}>[data-zone=players]{{grid-column:2}}"
                      f"{_FOUR}>[data-zone=players]>[data-id=middle]{{grid-column:3;grid-row:1/span 2}}}}")
WIDE_CSS = ("<style>.bugkit-board .bugkit-table-projector .bugkit-piece svg.bugkit-task-piece{"
            f"width:{PROJECTOR_TASK}px;max-width:100%;height:auto}}"
            ".bugkit-board .bugkit-table-projector .bugkit-piece svg.bugkit-player{"
            f"width:{PROJECTOR_PLACE}px;max-width:100%;height:auto}}"
            f".bugkit-board .bugkit-table-projector svg.bugkit-player text{{font-size:{PLACE_FONT}px}}"
            f".bugkit-board .bugkit-table-projector .bugkit-points-unit{{font-size:{UNIT_FONT}px}}"
            + "".join(f".bugkit-board .bugkit-table-projector .bugkit-piece svg.{name}"
                      f"{{width:{PROJECTOR_SCALE * width:g}px;height:auto}}"
                      for name, width in (("bugkit-card-head", draw.HEAD_WIDTH), ("bugkit-middle", draw.MIDDLE_WIDTH)))
            + WIDE_PROJECTOR_CSS
            # a player's name stays on one line; on a projector (large print) the players' table may be wider
            + ".bugkit-players{max-width:640px;border-spacing:6px 2px}.bugkit-players td{white-space:nowrap}"
            f".bugkit-projector .bugkit-players{{max-width:none}}{_P}>.bugkit-scores{{display:none}}</style>")


def _percent(p: float | Fraction, lang: str = "en") -> str:
    """Return a chance as a percentage with one decimal, written for ``lang`` ("34.6%" / "34,6 %")."""
    return fmt_pct(p, lang)


class WanzenView(Board):
    """A whole game of Wanzen tanzen on the table: the status line, the task card, the dice to tap, the players'
    baby bugs, the large actions; bots that play by themselves; below, the odds (an option), the folded settings,
    the scores and the log."""

    extra_css = WIDE_CSS

    short_title = ("Wanzen tanzen board", "Wanzen-tanzen-Spielbrett")  # English, German
    game = "wanzen_tanzen"
    bot_registry = BOTS
    state_type = WanzenState
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_bot = "odds"

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds"),
                 seed: int | None = None, lang: str | None = None, pace: float = 0.8,
                 show_hint: bool = False) -> None:
        check_choice(show_hint, "show_hint", (True, False))
        self.selected: set[int] = set()
        self.hint_on = widgets.Checkbox(value=show_hint, indent=False, layout=widgets.Layout(width="auto"))
        self.hint = widgets.HTML()
        self.hint.add_class(HIDE)
        self._shown_roll: tuple[int, tuple[int, ...]] = (-1, ())
        super().__init__(players, seats, seed, lang, pace, [self.hint_on])
        self.hint_on.observe(lambda _: self.guard(self.render), names="value")
        self.roll_button = self.action("roll")
        self.keep_button = self.action("keep")
        self.repeat_button = self.action("repeat")
        self.again_button = self.action("again")
        self.stop_button = self.action("stop")

    # -- the game ----------------------------------------------------------------------------------------------
    @property
    def state(self) -> WanzenState:
        """Return the position the board shows (never a chance node)."""
        state = self.session.state
        assert isinstance(state, WanzenState)
        return state

    def make_state(self, players: int) -> WanzenState:
        """Return a new game for ``players`` players."""
        return new_game(players=players)

    def under_table(self) -> list[widgets.Widget]:
        """Return the odds (when switched on), right under the table."""
        return [self.hint]

    def adopted(self) -> None:
        """Forget the dice chosen (a new roll or a new game)."""
        self.selected = set()

    @property
    def dice(self) -> list[PieceHandle]:
        """Return handles on the dice just rolled (tap to choose; the last one: tap to set it aside)."""
        return [self.piece(f"die-{i + 1}") for i in range(len(self.state.rolled))]

    @property
    def tasks(self) -> list[PieceHandle]:
        """Return handles on the tasks of the face-up card (tap one to cover it when several fit)."""
        card = self.state.face_up
        return [] if card is None else [self.piece(f"task-{i + 1}") for i in range(len(card.tasks))]

    def tap_step(self, piece_id: str) -> Any:
        """Return the step a tap makes: the last die set aside, a task covered; a die chosen or un-chosen: None.
        Any other tap makes no move now: raise the refusal that says what to do instead."""
        s = self.state
        kind, _, number = piece_id.partition("-")
        i = int(number) - 1 if number.isascii() and number.isdigit() else -1
        if kind == "die" and s.phase is Phase.CHOOSE and 0 <= i < len(s.rolled):
            if len(s.rolled) == 1:
                return Keep(s.rolled)
            self.selected ^= {i}
            return None
        if kind == "task" and s.phase is Phase.COVER and s.face_up is not None and 0 <= i < len(s.face_up.tasks):
            return Cover(i)
        raise self.tap_refusal(piece_id)

    def tap_refusal(self, piece_id: str) -> IllegalMove:
        """Return why a tap on ``piece_id`` makes no move now, saying what to do instead (the board's red line)."""
        s = self.state
        legal = s.legal_actions()
        if s.phase is Phase.ROLL:
            return refuse(GAME, piece_id, "tap_roll", legal, button=Said("ui.roll", t))
        if s.phase is Phase.CHOOSE:
            return refuse(GAME, piece_id, "tap_kept" if piece_id.startswith("kept-") else "tap_choose", legal)
        if s.phase is Phase.COVER:
            return refuse(GAME, piece_id, "tap_cover", legal)
        return refuse(GAME, piece_id, "tap_next", legal, again=Said("wanzen_tanzen.again", t), stop=Said("ui.stop", t))

    def press_step(self, action_id: str) -> Any:
        """Return the step of the pressed action (set aside: the dice chosen)."""
        if action_id == "keep":
            return self.selection()
        return {"roll": ROLL, "repeat": REPEAT, "again": AGAIN, "stop": STOP}.get(action_id)

    def selection(self) -> Keep | None:
        """Return the Keep step for the dice chosen (None if none is chosen)."""
        rolled = self.state.rolled
        chosen = sorted(i for i in self.selected if i < len(rolled))
        return Keep(tuple(rolled[i] for i in chosen)) if chosen else None

    def notes(self) -> list[widgets.Widget]:
        """Return nothing extra: the odds stand right under the table."""
        return []

    def relabel_settings(self, lang: str) -> None:
        """Write the odds switch's label in ``lang``."""
        self.hint_on.description = t("ui.show_odds", lang)

    # -- the scene ---------------------------------------------------------------------------------------------
    def scene(self) -> tuple[list[Zone], list[Action]]:
        """Return the task card, the dice and the players, and the actions of this phase."""
        lang = self.lang
        self.hint.value = "<br>".join(html.escape(x) for x in self.hint_lines()) if self.hint_on.value else ""
        zones = [Zone("card", t("wanzen_tanzen.zone.card", lang, tasks=self.card_text()), self.card_pieces()),
                 Zone("dice", t("wanzen_tanzen.zone.dice", lang), self.dice_pieces()),
                 Zone("players", t("wanzen_tanzen.zone.players", lang), self.player_pieces(), tap=False)]
        return zones, self.actions()

    def card_pieces(self) -> tuple[Piece, ...]:
        """Return the card's head (points and the stack) and its tasks, each a piece (tappable when it can be
        covered by this tap)."""
        s, lang = self.state, self.lang
        card = s.face_up
        head = draw.card_head_svg(None if card is None else card.points, s.stack_left, lang)
        pieces = [Piece("card", head, svg_label(head))]
        if card is None:
            return tuple(pieces)
        fits = set(s.fitting())
        choose = self.human_to_move() and s.phase is Phase.COVER
        for i, task in enumerate(card.tasks):
            picture = draw.task_svg(task, i in s.covered, i in fits, lang)
            tappable = choose and i in fits
            alt = t("wanzen_tanzen.piece.task_fits", lang, task=task.name(lang)) if tappable else svg_label(picture)
            pieces.append(Piece(f"task-{i + 1}", picture, alt, tappable, i in s.covered))
        return tuple(pieces)

    def dice_pieces(self) -> tuple[Piece, ...]:
        """Return the dice: those set aside (dashed), those just rolled (tappable to choose; chosen ones framed),
        or, before a roll, the last turn's dice greyed out (blank dice before the first)."""
        s, lang = self.state, self.lang
        pieces = []
        for i, v in enumerate(s.kept):
            picture = draw.die_picture(v, "kept", lang)
            pieces.append(Piece(f"kept-{i + 1}", picture, svg_label(picture)))
        human = self.human_to_move() and s.phase is Phase.CHOOSE
        roll = (len(s.events), s.rolled)
        rolling = bool(s.rolled) and roll != self._shown_roll  # the animation plays once, right after a roll
        self._shown_roll = roll if s.rolled else self._shown_roll
        for i, v in enumerate(s.rolled):
            chosen = i in self.selected
            picture = draw.die_picture(v, "chosen" if chosen else "rolled", lang)
            if rolling:
                picture = f'<span class="bugkit-rolling">{picture}</span>'
            alt = t("wanzen_tanzen.piece.rolled", lang, v=v) if human and not chosen else \
                svg_label(draw.die_picture(v, "chosen" if chosen else "rolled", lang))
            pieces.append(Piece(f"die-{i + 1}", picture, alt, human, chosen))
        if not pieces:
            last = self.last_dice()
            for i in range(comps.N_DICE):
                value = last[i] if i < len(last) else None
                words = t("wanzen_tanzen.piece.last", lang, v=value) if value else \
                    t("wanzen_tanzen.piece.waiting", lang)
                pieces.append(Piece(f"last-{i + 1}", die_svg(value, "white", "faded", words), words))
        return tuple(pieces)

    def last_dice(self) -> tuple[int, ...]:
        """Return the 5 dice of the turn just ended (covered a task or met none), or () once a new turn rolled."""
        s = self.state
        for event in reversed(s.events):
            if isinstance(event, Rolled):
                return ()
            if isinstance(event, (Missed, Covered)):
                return tuple(event.dice)
        return ()

    def player_pieces(self) -> tuple[Piece, ...]:
        """Return each player's place (name, score, baby bugs of 5 with the penalty card the 5th brings, penalty
        cards) and the middle (baby bugs left, the next penalty card)."""
        s, lang = self.state, self.lang
        scores = s.scores()
        limit = s.rules.bug_limit
        pen = s.penalty_stack[0] if s.penalty_stack else None
        pieces, names = [], self.player_names()
        for i in range(s.n_players):
            name = player_name(i, lang, names)
            now = not s.is_over and i == s.current_player
            safe = max(0, limit - 1 - s.bugs[i])
            words = t("wanzen_tanzen.piece.player", lang, name=name,
                      now=t("wanzen_tanzen.piece.now", lang) if now else "",
                      bugs=tn("wanzen_tanzen.draw.bugs", s.bugs[i], lang),
                      safe=tn("wanzen_tanzen.piece.safe", safe, lang, nth=labels.nth(limit, lang)),
                      pens=tn("wanzen_tanzen.piece.pens", len(s.penalties[i]), lang,
                              cards=" ".join(f"-{v}" for v in s.penalties[i]), sum=f"-{sum(s.penalties[i])}"),
                      won=len(s.won[i]), score=scores[i])
            picture = draw.player_svg(name, s.bugs[i], limit, pen, s.penalties[i], scores[i], now, words)
            pieces.append(Piece(f"player-{i + 1}", picture, words, False, now))
        middle = t("wanzen_tanzen.piece.middle", lang, bugs=tn("wanzen_tanzen.draw.bugs", s.supply, lang),
                   pen="–" if pen is None else f"-{pen}")
        pieces.append(Piece("middle", draw.middle_svg(s.supply, pen, middle), middle))
        return tuple(pieces)

    def actions(self) -> list[Action]:
        """Return the large buttons of this phase (greyed while a bot plays): roll; set aside and repeat; another
        turn and stop. Covering has no button: the child taps the task."""
        s, lang = self.state, self.lang
        human = self.human_to_move()
        if s.phase is Phase.ROLL:
            return [Action("roll", t("ui.roll", lang), human)]
        if s.phase is Phase.CHOOSE:
            chosen = self.selection()
            keep = labels.set_aside_button(chosen.values, lang) if chosen else t("wanzen_tanzen.set_aside_none", lang)
            return [Action("keep", keep, human and chosen is not None), Action("repeat", self.repeat_text(), human)]
        if s.phase is Phase.NEXT:
            return [Action("again", t("wanzen_tanzen.again", lang), human), Action("stop", t("ui.stop", lang), human)]
        return []

    def repeat_text(self) -> str:
        """Return the repeat button's words: what it costs (a baby bug, the how-many-th: "your" only to the child who
        may act, not on another tablet or in a bot's turn; or the penalty card the 5th brings, or the one an empty
        middle brings)."""
        s, lang = self.state, self.lang
        held, limit = s.bugs[s.player], s.rules.bug_limit
        pen = s.penalty_stack[0] if s.penalty_stack else 0
        if held + 1 >= limit:
            return t("wanzen_tanzen.repeat_penalty", lang, nth=labels.nth(held + 1, lang), v=pen)
        if s.supply == 0:
            return t("wanzen_tanzen.repeat_empty", lang, v=pen)
        key = "wanzen_tanzen.repeat_cost" if self.human_to_move() else "wanzen_tanzen.repeat_cost_other"
        return t(key, lang, nth=labels.nth(held + 1, lang))

    # -- words -------------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        """Return the one-line state of play: who acts and what to do (a bot's move says it is a bot's)."""
        s, lang, names = self.state, self.lang, self.player_names()
        if s.is_over:
            return t(f"wanzen_tanzen.end.{s.end_reason}", lang) + " " + winners_text(s.winners(), lang, names)
        name = player_name(s.current_player, lang, names)
        if self.session.to_play is not None:
            if self.paused.value:
                return t("board.status.paused", lang, name=name)
            return t(f"wanzen_tanzen.status.bot_{s.phase.value}", lang, name=name)
        if s.phase is Phase.ROLL:
            return t("ui.phase.roll", lang, name=name)
        if s.phase is Phase.CHOOSE:
            chosen = self.selection()
            if len(s.rolled) == 1:
                return t("wanzen_tanzen.status.one", lang, name=name)
            if chosen is not None:
                button = labels.set_aside_button(chosen.values, lang)
                every = len(chosen.values) == len(s.rolled)  # no die is left to tap
                return t("wanzen_tanzen.status.chosen_all" if every else "wanzen_tanzen.status.chosen", lang,
                         name=name, button=button)
            return t("wanzen_tanzen.status.choose", lang, name=name)
        if s.phase is Phase.COVER:
            return t("wanzen_tanzen.status.cover", lang, name=name)
        return t("wanzen_tanzen.phase.next", lang, name=name)

    def card_text(self) -> str:
        """Return the face-up card in words."""
        s, lang = self.state, self.lang
        card = s.face_up
        if card is None:
            return t("wanzen_tanzen.no_card", lang)
        head = labels.card_head(card.points, s.stack_left, lang)
        marks = {True: t("wanzen_tanzen.covered", lang), False: t("wanzen_tanzen.open", lang)}
        return head + ": " + "; ".join(f"{task.name(lang)} ({marks[i in s.covered]})"
                                       for i, task in enumerate(card.tasks))

    def player_rows(self) -> list[tuple[str, int, str, int, int]]:
        """Return (name, baby bugs, penalty cards, cards won, score) per seat."""
        s, names = self.state, self.player_names()
        scores = s.scores()
        return [(player_name(i, self.lang, names), s.bugs[i], " ".join(f"-{v}" for v in s.penalties[i]) or "–",
                 len(s.won[i]), scores[i]) for i in range(s.n_players)]

    def supply_text(self) -> str:
        """Return the baby bugs in the middle and the next penalty card."""
        s = self.state
        pen = f"-{s.penalty_stack[0]}" if s.penalty_stack else "–"
        return t("wanzen_tanzen.supply", self.lang, bugs=tn("wanzen_tanzen.supply_bugs", s.supply, self.lang),
                 pen=pen)

    def scores_html(self) -> str:
        """Return the players' table under the table (baby bugs, penalty cards, cards won, score) and the middle."""
        s, lang = self.state, self.lang
        head = "".join(f"<th>{html.escape(h)}</th>" for h in t("wanzen_tanzen.table_head", lang).split("|"))
        rows = ""
        for i, row in enumerate(self.player_rows()):
            weight = "font-weight:bold;" if i == s.current_player and not s.is_over else ""
            rows += f'<tr style="{weight}">' + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>"
        return (f'<table class="bugkit-players"><tr>{head}</tr>'
                f'{rows}</table><div class="bugkit-words">{html.escape(self.supply_text())}</div>')

    def log_lines(self) -> list[str]:
        """Return the log: every event in words."""
        return labels.describe_all(self.state.events, self.lang, self.player_names())

    def repeats_allowed(self) -> int:
        """Return how many repeats the player to move can still take without a 5th baby bug (or an empty middle)."""
        s = self.state
        return max(0, min(s.rules.bug_limit - 1 - s.bugs[s.current_player], s.supply))

    def hint_lines(self) -> list[str]:
        """Return the odds of each choice now (best first), or of a new turn, in words."""
        s, lang = self.state, self.lang
        tasks = [s.face_up.tasks[i] for i in s.uncovered()] if s.face_up else []
        if s.is_over or not tasks or s.phase not in (Phase.ROLL, Phase.NEXT, Phase.CHOOSE):
            return []
        r = self.repeats_allowed()
        if s.phase is not Phase.CHOOSE:
            return [t("wanzen_tanzen.hint.turn", lang, p=_percent(chance_now(tasks, (), r), lang))]
        choices = hint(tasks, s.kept, s.rolled, r)
        lines = [tn("wanzen_tanzen.hint.head", r, lang)]
        lines += [t("wanzen_tanzen.hint.choice", lang, action=self._say(c.action), p=_percent(c.chance, lang))
                  for c in choices[:HINT_ROWS]]
        lines += [t("wanzen_tanzen.hint.choice", lang, action=self._say(c.action), p=_percent(c.chance, lang))
                  for c in choices[HINT_ROWS:] if c.action == REPEAT]
        chosen = self.selection()
        if chosen is not None:
            p = next(c.chance for c in choices if c.action == chosen)
            lines.append(t("wanzen_tanzen.hint.selected", lang, action=self._say(chosen), p=_percent(p, lang)))
        return lines

    def _say(self, action: Keep | Word) -> str:
        if isinstance(action, Keep):
            return t("wanzen_tanzen.hint.keep", self.lang, dice=" ".join(map(str, action.values)))
        return t("wanzen_tanzen.hint.repeat", self.lang)

    def text(self) -> str:
        """Return everything on the table as plain text (what a screen reader reads; tests read it too)."""
        s = self.state
        parts = [self.status_text(), self.card_text(), self.supply_text()]
        head = t("wanzen_tanzen.table_head", self.lang).split("|")[1:]
        parts += [f"{row[0]}: " + ", ".join(f"{h} {v}" for h, v in zip(head, row[1:], strict=True))
                  for row in self.player_rows()]
        if s.kept:
            parts.append(t("wanzen_tanzen.kept", self.lang, dice=" ".join(map(str, s.kept))))
        parts += [p.alt for z in self.table.model.zones for p in z.pieces]
        parts += [a.label for a in self.table.model.actions]
        if self.hint_on.value:
            parts += self.hint_lines()
        return "\n".join(parts)


def _check_view(view: object) -> WanzenView:
    """Return ``view`` if it is a Wanzen tanzen board made by ``play()``; raise InvalidInput."""
    if not isinstance(view, WanzenView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    return view


def play(players: int = 2, seats: Sequence[str] = ("human", "odds", "odds", "odds"), seed: int | None = None,
         lang: str | None = None, pace: float = 0.8, show_hint: bool = False) -> WanzenView:
    """Return a ready-to-show Wanzen tanzen board: seat 1 a human and the others odds bots unless ``seats`` says
    otherwise ("human", "random", "heuristic", "odds"); a new random game unless ``seed`` (a game number to replay)
    is given; the language from ``lang``, else from the page's URL (``?lang=de``), else English; ``pace``: seconds
    between two bot steps (0-2; 0 plays the bots' moves at once); ``show_hint``: the odds of each choice under the
    table (also a switch in the settings)."""
    return WanzenView(players, seats, seed, lang, pace, show_hint)


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> WanzenView:
    """Return a two-player board of game number 3 where the human plays first, against the odds bot."""
    return play(players=2, seats=["human", "odds"], seed=3, lang=lang)


def busy_board(lang: str = "en") -> WanzenView:
    """Return a board with the odds shown after two refused moves (explained in words), a roll and a die chosen."""
    view = play(players=2, seats=["human", "odds"], seed=3, lang=lang, show_hint=True)
    view.act(STOP)  # refused by the rules: roll first
    view.roll_button.click()
    view.act(AGAIN)  # refused by the rules: set dice aside first
    view.dice[0].click()
    return view


def bots_board(lang: str = "en") -> tuple[WanzenView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = play(players=3, seats=["random", "random", "random"], seed=2, lang=lang)
    return view, view.step_button.click


def press_a_move(view: WanzenView) -> None:
    """Make one legal move for the human seat by tapping the board's pieces and pressing its buttons."""
    view = _check_view(view)
    phase = view.state.phase
    if phase is Phase.ROLL:
        view.roll_button.click()
    elif phase is Phase.CHOOSE:
        view.dice[0].click()
        if view.state.phase is Phase.CHOOSE:
            view.keep_button.click()
    elif phase is Phase.NEXT:
        view.stop_button.click()
    else:
        next(task for task in view.tasks if not task.disabled).click()


def next_move(view: WanzenView) -> None:
    """Make the next move: the human's by tapping and pressing, else one bot step."""
    view = _check_view(view)
    if view.human_to_move():
        press_a_move(view)
    else:
        view.step_button.click()
