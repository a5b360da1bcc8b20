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
The replay of "Save and replay" stays closed while the game is not over (``GameSpec.replay_hides_memory``;
``bugkit.ui.saving``): an earlier position would show the tiles that lie face down again, which the players must
remember. A line under the slider says so, and the replay opens by itself when the game ends. For the same reason
the log names a tile that lies face down again without its value (``log_lines``).
No handler lets an exception out: a refusal is explained in words, anything else leaves the board as it was
and says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.errors import InvalidInput
from ..core.game import Recorded
from ..core.i18n import player_name, register, t, tn, winners_text
from ..core.validate import check_choice, check_lang, short_repr
from ..ui import relabel, scoreboard_html
from ..ui.board import Board, PieceHandle, svg_label
from ..ui.draw import projector_grid, projector_parts
from ..ui.table import Action, Piece, Zone
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
    "ungeziffer.ev.no_match_hidden": {
        "en": "Neither adding nor subtracting makes the target: {name}'s tile goes face down again.|Neither adding "
              "nor subtracting makes the target: {name}'s tiles go face down again.",
        "de": "Weder plus noch minus ergibt das Ziel: Das Plättchen von {name} wird wieder umgedreht.|Weder plus "
              "noch minus ergibt das Ziel: Die Plättchen von {name} werden wieder umgedreht."},
    "ungeziffer.ev.out_hidden": {"en": "No face-down tile left: {name}'s tile goes face down again.|No face-down tile "
                                       "left: {name}'s tiles go face down again.",
                                 "de": "Kein verdecktes Plättchen mehr: Das Plättchen von {name} wird wieder "
                                       "umgedreht.|Kein verdecktes Plättchen mehr: Die Plättchen von {name} werden "
                                       "wieder umgedreht."},
})

# On a wide projector (``bugkit.ui.draw.projector_grid``) the tiles and the roll action stand on the left, the dice
# and under them the scores with the tiles left on the right, so that four players' scores fit 1280x720 (below the
# table, the fourth player's row and the tiles left ended under 720 px; beside a table that keeps its dice above the
# tiles, the roll action did).
_P, _T = projector_parts("ungeziffer")  # the board in projector mode, its table then
UNG_CSS = ("<style>" + projector_grid("ungeziffer", "minmax(0,1fr) minmax(0,360px)",
                                      f"{_T}>*{{grid-column:1}}{_T}>[data-zone=tiles]{{grid-row:span 9}}"
                                      f"{_T}>[data-zone=dice]{{grid-column:2}}"
                                      f"{_P}>.bugkit-scores{{grid-column:2;grid-row:span 8}}"
                                      f"{_P}>.bugkit-scores td{{white-space:nowrap}}")
           + "</style>")


class TileHandle(PieceHandle):
    """A tile of the table as tests drive it; ``description`` reads its number ("" for an empty place)."""

    @property
    def description(self) -> str:
        """Return the tile's number, or "" for an empty place."""
        piece = self._piece()
        return "" if piece is None or "bugkit-tile-gone" in piece.picture else self.id.split("-")[1]


class UngezifferView(Board):
    """A whole game of Ungeziffer on the table: the status line, the dice and the tiles to tap, the roll action;
    bots that play by themselves; below, the folded settings, the scores and the log."""

    short_title = ("Ungeziffer board", "Ungeziffer-Spielbrett")  # English, German
    game = "ungeziffer"
    extra_css = UNG_CSS
    bot_registry = BOTS
    state_type = UngezifferState
    max_players = MAX_PLAYERS
    default_bot = "memory"

    def __init__(self, players: int = 2, seats: Sequence[str] = ("human", "memory", "memory", "memory"),
                 seed: int | None = None, variant: str = "standard", lang: str | None = None,
                 pace: float = 0.8) -> None:
        check_choice(variant, "variant", VARIANTS)
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant,
                                        layout=widgets.Layout(width="330px", max_width="100%"))
        self.yellow_note = widgets.HTML()
        self.tile_buttons: list[PieceHandle] = []
        self._shown_roll: tuple[int, tuple[int, ...]] = (-1, ())
        super().__init__(players, seats, seed, lang, pace, [self.variant])
        self.roll_button = self.action("roll")

    def make_state(self, players: int) -> UngezifferState:
        """Return a new game for ``players`` players in the variant chosen."""
        return new_game(players, variant=self.variant.value)

    def show_settings_of(self, state: Recorded) -> None:
        """Show the variant of ``state``."""
        self.variant.value = _check_state(state).rules.variant

    def adopted(self) -> None:
        """Make a handle for every tile of the game shown."""
        if len(self.tile_buttons) != len(self.state.layout):
            self.tile_buttons = [TileHandle(self, f"tile-{i + 1}") for i in range(len(self.state.layout))]

    @property
    def tile_pictures(self) -> list[PieceHandle]:
        """Return the tiles' handles (the tiles are the buttons)."""
        return self.tile_buttons

    def howto_text(self, lang: str) -> str:
        """Return how to play the variant of the game on the board (not the one the settings may have chosen for
        the next game)."""
        rules = self.state.rules
        return t(f"ungeziffer.howto.{rules.variant}", lang, end_at=rules.end_at,
                 most=t(f"ungeziffer.most.{rules.score}", lang))

    def notes(self) -> list[widgets.Widget]:
        """Return the note on the yellow die."""
        return [self.yellow_note]

    def tap_step(self, piece_id: str) -> Any:
        """Return the turn of the tapped tile, or the roll for a tap on a die while the dice are to be rolled (a bad
        id, or a die once rolled: None)."""
        kind, _, number = piece_id.partition("-")
        if kind == "tile" and number.isascii() and number.isdigit() and 1 <= int(number) <= len(self.state.layout):
            return Turn(int(number) - 1)
        if kind == "die" and self.state.phase is Phase.ROLL:
            return ROLL
        return None

    def press_step(self, action_id: str) -> Any:
        """Return the roll."""
        return ROLL if action_id == "roll" else None

    def relabel_settings(self, lang: str) -> None:
        """Write the variant's label and choices in ``lang``."""
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"ungeziffer.variant.{v}", lang), v) for v in VARIANTS])

    def scores_html(self) -> str:
        """Return the scores and how many tiles are left."""
        s, lang, names = self.state, self.lang, self.player_names()
        key = f"ungeziffer.score.{s.rules.score}"  # tiles won, or the vermin on them
        rows = [(player_name(i, lang, names), tn(key, n, lang)) for i, n in enumerate(s.scores())]
        return scoreboard_html(rows, None if s.is_over else s.current_player) + html.escape(
            tn("ungeziffer.tiles_left", s.tiles_left(), lang))

    def log_lines(self) -> list[str]:
        """Return the log (a tile's value only while everyone can see it)."""
        return log_lines(self.state, self.lang, self.player_names())

    def scene(self) -> tuple[list[Zone], list[Action]]:
        """Return the dice and the tiles, and the roll action."""
        s, lang = self.state, self.lang
        self.yellow_note.value = f"<small>{html.escape(self.yellow_text())}</small>"
        human = self.human_to_move()
        missed = just_missed(s)
        tiles = tuple(self._tile_piece(i, human and s.phase is Phase.TURN, missed) for i in range(len(s.layout)))
        roll = Action("roll", t("ui.roll", lang), human and s.phase is Phase.ROLL)
        return [Zone("dice", t("ungeziffer.zone.dice", lang), self.dice_pieces(roll.enabled)),
                Zone("tiles", t("ungeziffer.zone.tiles", lang), tiles)], [roll]

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
        picture = tile_svg(n, shown, kind, self.lang)
        return Piece(f"tile-{n}", picture, svg_label(picture), tappable and kind == "down",
                     kind in ("up", "missed"))

    def dice_pieces(self, tappable: bool = False) -> tuple[Piece, ...]:
        """Return the dice drawn (green and yellow) as pieces: the faces rolled (rolling just after a new roll), or
        the last roll greyed out; ``tappable`` when a tap on a die rolls them (the child's roll, as at the table)."""
        s = self.state
        last = next((e.dice for e in reversed(s.events) if isinstance(e, Rolled)), ()) if not s.dice else ()
        pictures = dice_svgs(s.dice, s.rules.yellow_faces is None, self.lang, last=last)
        roll = (s.turn_no, s.dice)
        rolling = bool(s.dice) and roll != self._shown_roll  # the roll animation plays once, right after a roll
        self._shown_roll = roll if s.dice else self._shown_roll
        tip = ". " + t("ungeziffer.die.tap", self.lang) if tappable else ""
        return tuple(Piece(f"die-{i + 1}", f'<span class="bugkit-rolling">{p}</span>' if rolling else p,
                           svg_label(p) + tip, tappable) for i, p in enumerate(pictures))

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
        s, lang, names = self.state, self.lang, self.player_names()
        if s.is_over:
            return winners_text(s.winners(), lang, names)
        name = player_name(s.current_player, lang, names)
        if self.session.to_play is not None:
            if self.paused.value:
                return t("board.status.paused", lang, name=name)
            return t("ungeziffer.status.bot_roll" if s.phase is Phase.ROLL else "ungeziffer.status.bot_turn", lang,
                     name=name)
        if s.phase is Phase.ROLL:
            return t("ui.phase.roll", lang, name=name)
        mush = t("ungeziffer.status.mush", lang) + " " if s.turned and s.value(s.turned[-1]) == 0 else ""
        if s.rules.max_vermin_tiles is not None:
            return mush + t("ungeziffer.status.turn_pm", lang, name=name, target=s.target, values=_turned_text(s))
        return mush + t("ungeziffer.status.turn", lang, name=name, target=s.target, total=s.total)


    def watch_text(self) -> str:
        """Return, while a tile is to be turned, the target and the sum so far (or the tiles so far) for a child
        watching another's turn at a shared table: "target 8, so far 3"."""
        s, lang = self.state, self.lang
        if s.is_over or s.phase is Phase.ROLL:
            return ""
        if s.rules.max_vermin_tiles is not None:
            return t("ungeziffer.watch_pm", lang, target=s.target, values=_turned_text(s))
        return t("ungeziffer.watch", lang, target=s.target, total=s.total)


def _turned_text(state: UngezifferState) -> str:
    """Return the values of the tiles turned this turn, as the status line lists them ("3, 0, 4"; "–" for none)."""
    return ", ".join(str(state.value(p)) for p in state.turned) or "–"


def just_missed(state: UngezifferState) -> set[int]:
    """Return the positions turned in a turn that has just failed (shown until the next move, as at the table)."""
    state = _check_state(state)
    events = state.events
    if state.phase is not Phase.ROLL or not events or not isinstance(events[-1], TurnEnded) or \
            not events[-1].failed:
        return set()
    turn_no = events[-1].turn_no
    return {e.pos for e in events if isinstance(e, Turned) and e.turn_no == turn_no}


def log_lines(state: UngezifferState, lang: str, names: Sequence[str] | None = None) -> list[str]:
    """Return the board's log: what happened, with a tile's value only while everyone can see the tile (players
    named as ``player_name`` names them with ``names``).

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
            lines.append(t("ungeziffer.ev.turn_hidden", lang, name=player_name(event.player, lang, names),
                           pos=event.pos + 1))
        elif isinstance(event, TurnEnded) and event.failed and event.turn_no != last_turn:
            lines.append(tn(f"ungeziffer.ev.{event.result}_hidden", len(event.values), lang,
                            name=player_name(event.player, lang, names)))
        else:
            lines.append(labels.describe(event, lang, names))
    return lines


def _check_state(state: object) -> UngezifferState:
    """Return ``state`` if it is an Ungeziffer position (``view.state``, ``new_game(...)``); raise InvalidInput."""
    if not isinstance(state, UngezifferState):
        raise InvalidInput(f"state must be an Ungeziffer game state (bugkit.ungeziffer.new_game(...)), "
                           f"not {short_repr(state)}")
    return state


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
    if view.state.phase is Phase.ROLL:
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
