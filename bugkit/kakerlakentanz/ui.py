"""The Kakerlakentanz board on the shared game table (``bugkit.ui.table``): your card turns up, you tap a dance (or
Stop!) before the time runs out; the cockroach bots play by themselves between your moves.

Model and view apart: the board holds a ``Session`` (state, generator, bots: the only sampler) and redraws from its
state; every rule is decided by ``rules.py``, every picture by ``draw.py``. This module is the adapter: the state
becomes a scene (the two discard piles and the card turned up, the five dance controls, the Start action), a tap on
a dance becomes a ``Call`` with its reaction time. The clock is injected (``time.monotonic`` by default; tests pass
a ``FakeClock``, so nothing ever sleeps).

- Timed game: nothing runs before the child is ready. The board waits for **Start** (the action, or Enter); the
  child's card stays face down until then. The answer time counts from the moment the card is **shown in the
  browser**: the scene with the face-up card carries an id, the front end reports when it has drawn it
  (``{"kind": "shown"}``), and only then does the clock run (in plain Python, ``view.shown()`` reports it). A tap
  or key that reaches the board while it waits for Start, or before the card was shown, is ignored: it is never
  played on a card the child has not seen. Saying nothing in time is a timeout, always a wrong move.
- After the child's wrong move the board waits for Start again, so the explanation can be read; after a bot's
  wrong move it does not stop: the next bot plays after a short pause (``WRONG_PAUSE``, 1.5 s; at once with pace
  0). The clock also stops at the end of the game, when a save is loaded or a replay position shown, when the mode
  changes, and when another board is started or made (a re-run cell replaces the old board).
- The time to answer is the rules' ``time_limit``: 3 s as in the rulebook (the default), 4 s or 5 s for younger
  children (Settings; it applies from the next new game, like the players and the variant).
- Practice: no clock; a wrong call is explained ("Not right, try again: ...") and you may try again; what is
  forbidden is shown. The cockroaches have no clock either (``PracticeSeat``): their calls are untimed, so no one
  is ever "too slow", and like yours a wrong call is not played: the cockroach calls again.
- Keys work anywhere on the board (``bugkit.ui.keys.KeyCatcher``): 1 Ouch, 2 Buzz, 3 Flap-Flap, 4 Meep, 5 Stop
  (or o, b, f, m, s); Space is Stop; Enter is Start while the board waits.

Drive it from Python with ``view.table.press("start")``, ``view.shown()``, ``view.table.tap("dance-meep")`` (or
``view.start_button.click()``, ``view.buttons["meep"].click()``), ``view.tick()`` (after ``clock.advance(...)``),
``view.step_button.click()`` or ``view.run_bots()``.
"""

from __future__ import annotations

import asyncio
import html
import math
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, ClassVar

import ipywidgets as widgets

from ..core.errors import InvalidInput
from ..core.game import Recorded, Step
from ..core.i18n import fmt_seconds, player_name, t, tn
from ..core.validate import check_choice, check_float, short_repr
from ..ui import relabel
from ..ui.board import ActionHandle, Board, PieceHandle, svg_label
from ..ui.keys import KeyCatcher
from ..ui.table import Action, Piece, Zone
from . import draw
from . import labels as lbl
from .bots import BOTS, PracticeSeat
from .components import CALLS, DANCES, STOP
from .rules import (
    DEFAULT_TIME_LIMIT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TIMEOUT,
    VARIANTS,
    Call,
    KakerlakentanzState,
    Right,
    Wrong,
    forbidden_on,
    judge_on,
    make_rules,
    new_game,
    piles,
)

# a call's digit (1-5 in the order of CALLS), Space for Stop!, and its first letter (o, b, f, m, s)
KEYS = {**dict(zip("12345", CALLS, strict=True)), " ": STOP, **{c[0]: c for c in CALLS}}
START_KEYS = ("Enter",)  # Space is Stop: a Space meant for a card never starts the next one
HOWTO_KEYS = ("1 / o", "2 / b", "3 / f", "4 / m", "5 / s / ␣")
TIME_LIMITS = (DEFAULT_TIME_LIMIT, 4.0, 5.0)  # the rulebook's 3 s, and more time for younger children
# cards dealt to each player (0: the whole box, the rulebook's deal; a 3-player game then deals 42 each and lasts a
# lesson): a shorter game for a class (``hand_size``)
HAND_SIZES = (0, 8, 16, 24)
WRONG_PAUSE = 1.5  # seconds the board shows a bot's wrong move before the next bot plays (pace 0: none)
TICK = 0.25  # seconds between two updates of the countdown

# on a projector every word drawn in a picture is 24 px or more, as every other word there: a dance control is drawn
# PROJECTOR_CALL px wide (its projector shape, ``draw.call_svg(tall=True)``: its name 18 px in an 84 px card, 24.9 px
# there, and Ouch's "!" MARK_FONT px in its cockroach drawn at 0.56 of its size, 24.8 px; the tablet's control, 104 px
# wide, drew the name 18.6 px and squeezed "Flapp-Flapp"), a pile PROJECTOR_PILE px; the count under a pile and under a
# player's hand is drawn COUNT_FONT px in its picture (15 and 16 px: 15.7 and 16 px on the projector; a pile's picture
# is drawn 132 / 126 of its size). The card turned up is drawn PROJECTOR_CARD px wide, its names CARD_NAME_FONT px in
# the card's 150 px, 24.1 px there (16 px, 20.3 px; a larger card instead pushed the players' piles under 720 px after a
# long explanation), a taboo card's small cockroach's "!" 24.3 px. A pile's top card is drawn at 0.67 of its size there:
# its "!" is drawn PILE_MARK_FONT px (24.1 px), and its names, which would be 10.7 px, and a taboo card's small "!" are
# left out (the card's colour and cockroach show which it is, and the pile's text alternative names it)
PROJECTOR_CALL, PROJECTOR_PILE, PROJECTOR_CARD = 116, 132, 190  # px
COUNT_FONT, CARD_NAME_FONT, MARK_FONT, PILE_MARK_FONT = 24, 19, 32, 36  # px in their pictures
KKT_CSS = ("<style>.bugkit-kakerlakentanz .bugkit-table-zone[data-zone=middle]{justify-content:center}"
           ".bugkit-kakerlakentanz [data-id=card] svg{width:180px}"
           ".bugkit-kakerlakentanz [data-zone=calls]{justify-content:center}"
           # the line under the status (what was called, why a call was wrong, what is forbidden now: one to three
           # lines) keeps the room of three, so that the table never moves between moves (it moved by each line)
           ".bugkit-kakerlakentanz .bugkit-kkt-said{font-size:18px;margin:2px 0;line-height:1.3;min-height:3.9em}"
           # the keys' table: its columns read apart ("Flap-Flap | flap your arms | 3 / f", not one line)
           ".bugkit-kkt-keys{border-collapse:collapse}.bugkit-kkt-keys th,.bugkit-kkt-keys td{padding:3px 16px 3px 0;"
           "text-align:left;vertical-align:top}"
           ".bugkit-kakerlakentanz .bugkit-table-actions{justify-content:center}"
           ".bugkit-projector .bugkit-kkt-said{font-size:26px}"
           f".bugkit-kakerlakentanz .bugkit-table-projector [data-id=card] svg{{width:{PROJECTOR_CARD}px;height:auto}}"
           f".bugkit-kakerlakentanz .bugkit-table-projector [data-id=card] svg.bugkit-kkt-card>g>text"
           f"{{font-size:{CARD_NAME_FONT}px}}"
           f".bugkit-kakerlakentanz .bugkit-table-projector .bugkit-kkt-mark{{font-size:{MARK_FONT}px}}"
           f".bugkit-kakerlakentanz .bugkit-table-projector .bugkit-kkt-pile .bugkit-kkt-mark"
           f"{{font-size:{PILE_MARK_FONT}px}}"
           ".bugkit-kakerlakentanz .bugkit-table-projector .bugkit-kkt-pile :is(svg.bugkit-kkt-card>g>text,"
           ".bugkit-kkt-taboo .bugkit-kkt-mark){display:none}"
           ".bugkit-kakerlakentanz .bugkit-table-projector [data-zone=middle] .bugkit-piece:not([data-id=card]) svg"
           f"{{width:{PROJECTOR_PILE}px;height:auto}}"
           # a dance control holds both its shapes: the tablet's, and the projector's taller one
           ".bugkit-kakerlakentanz .bugkit-kkt-call-tall{display:none}"
           ".bugkit-kakerlakentanz .bugkit-table-projector [data-zone=calls] svg:not(.bugkit-kkt-call-tall)"
           "{display:none}"
           ".bugkit-kakerlakentanz .bugkit-table-projector [data-zone=calls] svg.bugkit-kkt-call-tall"
           f"{{display:block;width:{PROJECTOR_CALL}px;height:auto}}"
           f".bugkit-kakerlakentanz.bugkit-projector .bugkit-kkt-count{{font-size:{COUNT_FONT}px}}"
           # a projector is wide and low: where the board is wide enough, the card and its piles stand on the left
           # and the dances and Start beside them, so that a three-line explanation and the players' piles still fit
           # 1280x720 (issue 21); a narrower board keeps them one under the other (never a sideways scroll)
           ".bugkit-kakerlakentanz.bugkit-projector{container-type:inline-size}"
           "@container (min-width:1120px){"
           ".bugkit-kakerlakentanz .bugkit-table-projector{display:grid;grid-template-columns:auto auto;"
           "column-gap:40px;justify-content:center;align-items:center}"
           ".bugkit-kakerlakentanz .bugkit-table-projector>*{grid-column:1/-1}"
           ".bugkit-kakerlakentanz .bugkit-table-projector>[data-zone=middle]{grid-column:1;grid-row:span 2}"
           ".bugkit-kakerlakentanz .bugkit-table-projector>[data-zone=calls],"
           ".bugkit-kakerlakentanz .bugkit-table-projector>.bugkit-table-actions{grid-column:2}}"
           "@media (max-width:480px){.bugkit-kakerlakentanz [data-id=card] svg{width:120px}"
           ".bugkit-kakerlakentanz [data-zone=middle] .bugkit-piece:not([data-id=card]) svg{width:78px}"
           ".bugkit-kakerlakentanz [data-zone=calls] svg{width:56px}"
           ".bugkit-kakerlakentanz [data-zone=calls]{gap:3px}}</style>")


class FakeClock:
    """A clock for tests: ``clock()`` returns the time, ``advance(s)`` moves it on."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        """Return the current fake time in seconds."""
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the fake time on by ``seconds``."""
        self.now += seconds


def names(players: int, lang: str) -> list[str]:
    """Return the seat names: 'You' / 'Du' and 'Cockroach 1', ... ."""
    return [t("kakerlakentanz.you", lang)] + [t("kakerlakentanz.cockroach", lang, n=i) for i in range(1, players)]


def hands_html(state: KakerlakentanzState, lang: str, who: Sequence[str] | None = None) -> str:
    """Return every player's pile as card backs with the count and the name (the player to play framed); ``who``
    names the seats (default ``names``)."""
    who = names(state.n_players, lang) if who is None else who
    cells = [f"<div style='text-align:center'>{draw.hand_svg(n, who[i], lang, i == state.player and not state.is_over)}"
             f"<br><b>{html.escape(who[i])}</b></div>" for i, n in enumerate(state.hand_sizes())]
    sizes = ", ".join(f"{who[i]}: {tn('ui.cards', n, lang)}" for i, n in enumerate(state.hand_sizes()))
    return ("<div class='bugkit-row bugkit-kkt-hands' role='group' style='display:flex;flex-wrap:wrap;gap:14px;"
            "align-items:flex-end'>" + "".join(cells) + f"</div><div>{html.escape(sizes)}</div>")


def keys_html(lang: str) -> str:
    """Return the table of the dances, their moves and their keys, with the keys sentence, in one language."""
    rows = "".join(f"<tr><td>{html.escape(lbl.dance_name(c, lang))}</td><td>{html.escape(_move(c, lang))}</td>"
                   f"<td>{html.escape(key)}</td></tr>" for c, key in zip(CALLS, HOWTO_KEYS, strict=True))
    head = "".join(f"<th>{html.escape(t(f'kakerlakentanz.howto.{k}', lang))}</th>"
                   for k in ("dance", "move", "key"))
    return (f"<table class='bugkit-kkt-keys'><tr>{head}</tr>{rows}</table>"
            f"<p><small>{html.escape(t('kakerlakentanz.keys', lang))}</small></p>")


def _move(call: str, lang: str) -> str:
    """Return what a call asks you to do ("flap your arms"; for Stop!: "for a taboo card")."""
    return t("kakerlakentanz.tip.stop" if call == STOP else f"kakerlakentanz.move.{call}", lang)


def _values(dropdown: widgets.Dropdown) -> list[Any]:
    """Return the values a settings dropdown offers (its options bare or as (label, value) pairs)."""
    return [o[1] if isinstance(o, tuple) else o for o in dropdown.options]


def _choose(dropdown: widgets.Dropdown, value: Any, label: Callable[[Any], str]) -> None:
    """Choose ``value`` in a settings dropdown, offering it first (labelled by ``label``) if it is not among its
    choices (a loaded save's own time limit or deal)."""
    if value not in _values(dropdown):
        dropdown.options = [(label(v), v) for v in sorted({*_values(dropdown), value})]
    dropdown.value = value


def _dealt_label(cards: int, lang: str) -> str:
    """Return a number of cards per player as the settings name it: "all cards dealt (rulebook)", "8 (a shorter
    game)"."""
    if cards == 0:
        return t("kakerlakentanz.hand_size.all", lang)
    return t("kakerlakentanz.hand_size.short", lang, n=cards) if cards in HAND_SIZES else str(cards)


def _time_label(seconds: float, lang: str) -> str:
    """Return a time limit as the settings name it: "3 s (rulebook)", "5 s (younger children)"."""
    text = f"{seconds:g}\u00a0s".replace(".", "," if lang == "de" else ".")
    if seconds == DEFAULT_TIME_LIMIT:
        return t("kakerlakentanz.time_limit.rulebook", lang, s=text)
    if seconds in TIME_LIMITS:
        return t("kakerlakentanz.time_limit.younger", lang, s=text)
    return text


class PlayView(Board):
    """A whole game of Kakerlakentanz on the table: the status line, the piles and the card turned up, the five
    dances to tap, Start; bots that play by themselves; below, the folded settings, the players' piles and the
    log."""

    extra_css = KKT_CSS

    short_title = ("Kakerlakentanz board", "Kakerlakentanz-Spielbrett")  # English, German
    game = "kakerlakentanz"
    bot_registry = BOTS
    state_type = KakerlakentanzState
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_bot = "easy"
    handover_pause = 0.0  # a right call needs no words, a wrong one waits for Start with its reason (the status)

    _boards: ClassVar[weakref.WeakSet[PlayView]] = weakref.WeakSet()

    def __init__(self, players: int = 3, seats: Sequence[str] = ("human", *["easy"] * (MAX_PLAYERS - 1)),
                 seed: int | None = None, practice: bool = False, time_limit: float = DEFAULT_TIME_LIMIT,
                 variant: str = "standard", hand_size: int | None = None, lang: str | None = None,
                 pace: float = 0.8, clock: Callable[[], float] = time.monotonic) -> None:
        check_choice(practice, "practice", (True, False))
        if not callable(clock):
            raise InvalidInput(f"clock must be a function that returns the time in seconds, not {short_repr(clock)}")
        check_choice(variant, "variant", VARIANTS)
        make_rules(variant, time_limit, hand_size)  # checks the time limit and the hand size
        limit = check_float(time_limit, "time_limit", 0.0)
        self.clock = clock
        dealt = 0 if hand_size is None else int(hand_size)
        self.hand = widgets.Dropdown(options=sorted({*HAND_SIZES, dealt}), value=dealt,
                                     layout=widgets.Layout(width="420px", max_width="100%"))
        self.mode = widgets.Dropdown(options=["timed", "practice"], value="practice" if practice else "timed",
                                     layout=widgets.Layout(width="320px", max_width="100%"))
        self.time_limit = widgets.Dropdown(options=sorted({*TIME_LIMITS, limit}), value=limit,
                                           layout=widgets.Layout(width="360px", max_width="100%"))
        self.variant = widgets.Dropdown(options=list(VARIANTS), value=variant,
                                        layout=widgets.Layout(width="420px", max_width="100%"))
        self.said = widgets.HTML()
        self.keys_note = widgets.HTML()
        self.board_class = f"bugkit-kkt-{id(self):x}"
        self.key_catcher = KeyCatcher([*KEYS, *START_KEYS], self.board_class, lambda k: self.guard(self.key, k))
        self._go: int | None = None  # the number of events when Start was tapped (None: the board waits)
        self._card_id = ""  # the id of the scene that shows the human's card face up, with the clock running
        self._shown_at: float | None = None  # when the front end reported that scene drawn
        self._ticker: Any = None  # the pending countdown update (an asyncio TimerHandle), if any
        self._try_again: tuple[Any, ...] | None = None  # the referee's reason for a refused practice call
        self.buttons = {c: PieceHandle(self, f"dance-{c}") for c in CALLS}
        super().__init__(players, seats, seed, lang, pace, [self.mode, self.time_limit, self.variant, self.hand])
        self.start_button: ActionHandle = self.action("start")
        self.table.model.on_shown = lambda scene_id: self.guard(self._on_shown, scene_id)
        children = list(self.children)  # type: ignore[has-type]
        children.insert(children.index(self.status) + 1, self.said)
        self.children = (*children, self.key_catcher)
        self.add_class("bugkit-kakerlakentanz")
        self.add_class(self.board_class)
        self.mode.observe(lambda change: None if self._rendering else self.guard(self.set_mode, change["new"]),
                          names="value")
        for other in list(PlayView._boards):  # a new board (a re-run cell) replaces the old ones: stop them
            other.stand_still()
        PlayView._boards.add(self)
        self.render()

    # -- the game's part of the board ----------------------------------------------------------------------------
    @property
    def practice(self) -> bool:
        """Return True in practice mode (no clock): chosen in the settings, or at a table shared across devices
        (the 3-second rule needs one clock)."""
        return bool(self.mode.value == "practice") or self.shared is not None

    @property
    def waiting(self) -> bool:
        """Return True if the timed game waits for Start: never in practice or once the game is over; after Start
        until the human's own wrong move (a bot's wrong move does not stop the game)."""
        s = self.state
        if self.practice or s.is_over:
            return False
        if self._go is None:
            return True
        bots = self.session.bots
        return any(isinstance(e, Wrong) and bots[e.player] is None for e in s.events[self._go:])

    def player_names(self) -> list[str]:
        """Return the seats' names as this board writes them (in place of the boards' "Player 1"): 'You' and the
        cockroaches (``names``); at a table shared across devices 'You' is this device's seat, another child is
        called by nickname (never 'You'), a seat still free 'Player 2' as the panel says, and the bots are the
        cockroaches numbered in seat order ('Cockroach 1', 'Cockroach 2', the same on every device: named by their
        kind, two bots of one kind read alike)."""
        lang = self.lang
        if self.shared is None:
            return names(self.state.n_players, lang)
        from ..ui.together import seat_name

        seats, you = self.shared.seats, self.you_seat()
        bots = [seat.seat for seat in seats if seat.bot is not None]
        return [t("kakerlakentanz.you", lang) if seat.seat == you else player_name(seat.seat, lang) if seat.empty
                else t("kakerlakentanz.cockroach", lang, n=bots.index(seat.seat) + 1) if seat.bot is not None
                else seat_name(seat, self.game, lang) for seat in seats]

    def you_seat(self) -> int:
        """Return the seat this board calls "You" / "Du" and tells in the second person: the first seat
        (``names``), at a shared table this device's seat; decided by the seat, never by what a seat is called (a
        child nicknamed "Du" is "Du" in the third person on the other tablets)."""
        return 0 if self.viewer is None else self.viewer

    def seat_bots(self, registry: Mapping[str, Callable[[], Any]]) -> list[Any]:
        """Return a cockroach for each seat a bot sits at (None for a human), playing without the clock while the
        board is in practice (``PracticeSeat``)."""
        return [None if bot is None else PracticeSeat(bot, lambda: self.practice)
                for bot in super().seat_bots(registry)]

    def make_state(self, players: int) -> KakerlakentanzState:
        """Return a new game for ``players`` players with the variant, the time limit and the cards per player
        chosen."""
        return new_game(players=players, variant=self.variant.value, time_limit=self.time_limit.value,
                        hand_size=self.hand.value or None)

    def show_settings_of(self, state: Recorded) -> None:
        """Show the variant, the time limit and the hand size of ``state``."""
        if not isinstance(state, KakerlakentanzState):
            raise InvalidInput(f"a Kakerlakentanz board shows a Kakerlakentanz game, not {short_repr(state)}")
        self.variant.value = state.rules.variant
        _choose(self.time_limit, float(state.rules.time_limit), lambda s: _time_label(s, self.lang))
        _choose(self.hand, int(state.setup.get("hand_size") or 0), lambda n: _dealt_label(n, self.lang))

    def adopt(self, state: Recorded, numbering: Any = None, hold_bots: bool = False) -> None:
        """Show ``state`` (a new game, a loaded save or a replayed position): the clock stops; the board waits."""
        self._reset_clock()
        super().adopt(state, numbering, hold_bots)

    def adopted(self) -> None:
        """Forget a refused practice call (a step was made, or another game is shown)."""
        self._try_again = None


    def notes(self) -> list[widgets.Widget]:
        """Return the table of dances and keys (below the settings)."""
        return [self.keys_note]

    def howto_text(self, lang: str) -> str:
        """Return how to play, in a few sentences."""
        return " ".join(t(f"kakerlakentanz.howto.p{i}", lang) for i in (1, 2, 3))

    def relabel_settings(self, lang: str) -> None:
        """Write the mode's, the time limit's and the variant's labels and choices in ``lang``."""
        self.mode.description = t("kakerlakentanz.mode", lang)
        relabel(self.mode, [(t(f"kakerlakentanz.{m}", lang), m) for m in ("timed", "practice")])
        self.time_limit.description = t("kakerlakentanz.time_limit", lang)
        relabel(self.time_limit, [(_time_label(s, lang), s) for s in _values(self.time_limit)])
        self.variant.description = t("ui.variant", lang)
        relabel(self.variant, [(t(f"kakerlakentanz.variant.{v}", lang), v) for v in VARIANTS])
        self.hand.description = t("kakerlakentanz.hand_size", lang)
        relabel(self.hand, [(_dealt_label(n, lang), n) for n in _values(self.hand)])
        for box in (self.mode, self.time_limit, self.variant, self.hand):
            box.style.description_width = "initial"

    def scene(self) -> tuple[list[Zone], list[Action]]:
        """Return the table (pile 1, the card turned up, pile 2), the five dances and the Start action; the scene
        that shows the human's card with the clock running carries an id (the front end reports it drawn)."""
        s, lang = self.state, self.lang
        first, second, active = piles(s.played)
        over = s.is_over
        middle = [self._picture("pile-1", draw.pile_svg(first, 1, active == 0 and not over, lang))]
        if not over and s.card is not None:
            who = self.player_names()[s.current_player]
            face_up = self.practice or not self.waiting
            hidden = "kakerlakentanz.draw.hidden_card" + (".you" if s.current_player == self.you_seat() else "")
            middle.append(self._picture("card", draw.card_svg(s.card, lang, 180) if face_up else
                                        draw.back_svg(t(hidden, lang, name=who), 180)))
        middle.append(self._picture("pile-2", draw.pile_svg(second, 2, active == 1 and not over, lang)))
        human = self.human_to_move()
        can_call = human and not self.waiting
        calls = []
        for c, key in zip(CALLS, ("1", "2", "3", "4", "5"), strict=True):
            alt = t("kakerlakentanz.call_alt", lang, dance=lbl.dance_name(c, lang), move=_move(c, lang), k=key)
            calls.append(Piece(f"dance-{c}", draw.call_svg(c, alt, lang) + draw.call_svg(c, alt, lang, tall=True), alt,
                               can_call))
        actions = []  # (once the game is over, the board's own "New game")
        if not over and not self.practice:
            actions.append(Action("start", t("kakerlakentanz.start", lang), self.waiting))
        card_id = f"card-{len(s.history)}-{self._go}" if can_call and not self.practice else ""
        if card_id != self._card_id:
            self._card_id, self._shown_at = card_id, None
            self._stop_ticker()
        self.table.model.scene_id = card_id
        return [Zone("middle", t("kakerlakentanz.zone.middle", lang), tuple(middle), tap=False),
                Zone("calls", t("kakerlakentanz.zone.calls", lang), tuple(calls))], actions

    @staticmethod
    def _picture(piece_id: str, picture: str) -> Piece:
        """Return a picture of the table (a pile, the card) as a piece that cannot be tapped."""
        return Piece(piece_id, picture, svg_label(picture))

    def tap_step(self, piece_id: str) -> Any:
        """Return the call of the tapped dance, or None: a tap on a picture, a tap while the board waits for Start
        or before the card was shown (never played on a card the child has not seen), or a refused practice call
        (explained)."""
        kind, _, call = piece_id.partition("-")
        if kind != "dance" or call not in CALLS:
            return None
        return self.call_step(call)

    def call_step(self, call: str) -> Step | None:
        """Return the step of the human's call ``call`` now (timed: with the seconds since the card was shown), or
        None if it is not played (see ``tap_step``)."""
        s = self.state
        if s.is_over or s.card is None or not self.human_to_move():
            return None
        if self.practice:
            verdict = judge_on(s.table, s.card, call, None, s.rules.time_limit)
            self._try_again = None if verdict.right else verdict.reason
            return Call(call) if verdict.right else None
        if self.waiting or self._shown_at is None:
            return None
        seconds = max(0.0, self.clock() - self._shown_at)
        return Call(call, math.ceil(round(seconds * 1000, 6)) / 1000)  # to the millisecond, never rounded down

    def _pressed(self, action_id: str) -> None:
        """Start the clock, or pass the press to the board."""
        if action_id == "start":
            self.start_clock()
        else:
            super()._pressed(action_id)

    def status_text(self) -> str:
        """Return the one-line state of play: who acts and what to do (the time left while the clock runs)."""
        s, lang = self.state, self.lang
        who = self.player_names()
        if s.is_over:
            return lbl.event_text(s.events[-1], who, lang, self.you_seat())
        name = who[s.current_player]
        if self.session.to_play is not None and not self.waiting:
            if self.paused.value:
                return t("board.status.paused", lang, name=name)
            return t("kakerlakentanz.status.bot", lang, name=name)
        if self.waiting:
            return t("kakerlakentanz.ready", lang)
        assert s.card is not None
        card = lbl.card_label(s.card, lang)
        if self.practice:
            return t("kakerlakentanz.status.practice", lang, name=name, card=card)
        return t("kakerlakentanz.status.turn", lang, name=name, card=card, s=fmt_seconds(self.time_left(), lang))

    def said_text(self) -> str:
        """Return the sentence about the last move: what was called (at the table you hear it), a wrong move
        explained, a refused practice call explained, and in practice what is forbidden now."""
        s, lang = self.state, self.lang
        if self._try_again is not None:
            return t("kakerlakentanz.try_again", lang, why=lbl.explain(self._try_again, lang))
        at = next((i for i in range(len(s.events) - 1, -1, -1) if isinstance(s.events[i], (Right, Wrong))), -1)
        last = s.events[at] if at >= 0 else None
        if isinstance(last, Wrong) and self._go is not None and at < self._go:
            # read before the child tapped Start: with the next card up, an old "Wrong!" read as this card's (an
            # audit); the new round's line says what is forbidden now
            last = None
        who = self.player_names()
        you = ".you" if last is not None and last.player == self.you_seat() else ""  # (the second person)
        if last is None:
            text = ""
        elif isinstance(last, Wrong):
            text = lbl.event_text(last, who, lang, self.you_seat())
        elif last.call == TIMEOUT:
            text = t("kakerlakentanz.said_nothing" + you, lang, name=who[last.player])
        else:
            text = t("kakerlakentanz.said" + you, lang, name=who[last.player], call=lbl.call_words(last.call, lang))
            mine = self.session.bots[last.player] is None if self.shared is None else last.player == self.viewer
            if mine:  # the child's own right call: say so
                text = f"{t('ui.right', lang)} {text}"
        if text and not text.endswith((".", "!", "?", "”", "“")):  # "You said: Meep." ("„Stopp!“" ends by itself)
            text += "."
        if not s.is_over and (self.practice or not s.played):
            text = f"{text} {lbl.forbidden_text(forbidden_on(s.table), lang)}".strip()
        return text

    def scores_html(self) -> str:
        """Return every player's pile (card backs, the count and the name)."""
        return hands_html(self.state, self.lang, self.player_names())

    def log_lines(self) -> list[str]:
        """Return the log: every call, right or wrong, and the winner, in words."""
        who = self.player_names()
        you = self.you_seat()
        return [lbl.event_text(e, who, self.lang, you) for e in self.state.events]

    def render(self) -> None:
        """Redraw everything from the state, in the current language."""
        super().render()
        self.said.value = f"<p class='bugkit-kkt-said' aria-live='polite'>{html.escape(self.said_text())}</p>"
        self.keys_note.value = keys_html(self.lang)

    # -- the clock -------------------------------------------------------------------------------------------------
    def start_clock(self) -> bool:
        """Return True if the timed game goes on now (Start): the bots play, the human's card is shown; every other
        board stands still. False if the board does not wait for Start."""
        if not self.waiting:
            return False
        for other in list(PlayView._boards):
            if other is not self:
                other.stand_still()
        self.key_catcher.armed = True
        self._go = len(self.state.events)
        self._try_again = None
        self.error.value = ""
        self.render()
        self._after_move()
        return True

    def shown(self) -> bool:
        """Report, as the front end does once it has drawn the scene, that the table is on the screen; return True
        if the human's clock started now."""
        return self.table.model.shown(self.table.model.scene_id) and self._shown_at is not None

    def _on_shown(self, scene_id: str) -> None:
        """Start the human's clock: the card of scene ``scene_id`` is on the screen now (once per card)."""
        if scene_id != self._card_id or self._shown_at is not None or not self.human_to_move():
            return
        self._shown_at = self.clock()
        self._schedule_tick()

    def elapsed(self) -> float:
        """Return the seconds since the human's card was shown (0 while it is not)."""
        return 0.0 if self._shown_at is None else max(0.0, self.clock() - self._shown_at)

    def time_left(self) -> float:
        """Return the seconds the human has left (the full limit until the card is shown)."""
        return max(0.0, float(self.state.rules.time_limit) - self.elapsed())

    def tick(self) -> bool:
        """Return True if the human ran out of time (then the timeout is played: a wrong move, and the board waits
        for Start); else update the countdown in the status line."""
        if self._shown_at is None or not self.human_to_move() or self.waiting or self.practice:
            return False
        seconds = self.clock() - self._shown_at
        if seconds > self.state.rules.time_limit:
            self.act(Call(TIMEOUT, seconds))
            return True
        self.status.value = html.escape(self.status_text())
        return False

    def _schedule_tick(self) -> None:
        """Let the kernel update the countdown (and call the timeout) soon; outside a running loop, tests tick."""
        self._stop_ticker()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        wait = min(TICK, self.time_left() + 0.02)
        self._ticker = loop.call_later(wait, self._ticked, self._card_id)

    def _ticked(self, card_id: str) -> None:
        self._ticker = None
        if card_id and card_id == self._card_id and self._shown_at is not None:
            self.guard(self.tick)
            if card_id == self._card_id and self._shown_at is not None:
                self._schedule_tick()

    def _stop_ticker(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

    def _reset_clock(self) -> None:
        """Stop the clock: the board waits for Start; no card is on the clock."""
        self._go, self._card_id, self._shown_at, self._try_again = None, "", None, None
        self._stop_ticker()

    def _after_move(self) -> None:
        """Let the bots play by themselves, unless the board waits for Start; after a bot's wrong move the next bot
        plays after ``WRONG_PAUSE`` (the board never stops for Start then)."""
        self._cancel_bots()
        if self.waiting:
            return
        events, pace = self.state.events, float(self.pace.value)
        if pace > 0 and events and isinstance(events[-1], Wrong) and self.session.bots[events[-1].player] is not None \
                and self.session.to_play is not None and not self.paused.value and not self.state.is_over:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return
            self._timer = loop.call_later(max(pace, WRONG_PAUSE), self._timed_step, self.session)
            return
        super()._after_move()

    def stand_still(self) -> None:
        """Stop this board's clock and its bots and disarm its keys (another board was started or made)."""
        self.key_catcher.armed = False
        if self._go is not None and not self.practice and not self.state.is_over:
            self._reset_clock()
            self._cancel_bots()
            self.render()

    def set_mode(self, mode: str) -> None:
        """Switch between the timed game (waits for Start) and practice (no clock)."""
        self.mode.value = check_choice(mode, "mode", ("timed", "practice"))
        self._reset_clock()
        self.error.value = ""
        self.render()
        self._after_move()

    def key(self, key: str) -> None:
        """Turn a key pressed on the board into Start (Enter while the board waits) or a call (while the card is
        shown); any other key, or a call key while the board waits, is ignored."""
        if self.waiting:
            if key in START_KEYS:
                self.start_clock()
            return
        call = KEYS.get(key)
        if call is None:
            return
        if not self.human_to_move():
            self.not_now()  # (at a shared table: another seat's turn, said in words)
            return
        step = self.call_step(call)
        if step is None:
            self.render()
        else:
            self.act(step)


def play(players: int = 3, seats: Sequence[str] = ("human", *["easy"] * (MAX_PLAYERS - 1)), seed: int | None = None,
         practice: bool = False, time_limit: float = DEFAULT_TIME_LIMIT, variant: str = "standard",
         hand_size: int | None = None, lang: str | None = None, pace: float = 0.8,
         clock: Callable[[], float] = time.monotonic) -> PlayView:
    """Return a ready-to-show Kakerlakentanz board: you at seat 0 against cockroach bots (``seats``: "human" or a
    bot level: easy, hard, perfect). A new random game unless ``seed`` (a game number to replay) is given; the
    language from ``lang``, else from the page's URL (``?lang=de``), else English; ``practice``: no clock;
    ``time_limit``: seconds to answer (3 as in the rulebook; 4 or 5 for younger children); ``variant``:
    "children" leaves the taboo cards in the box; ``hand_size``: cards a player (a short game); ``pace``: seconds
    between two bot steps (0-2; 0 plays the bots' moves at once); ``clock``: the time in seconds (tests pass a
    ``FakeClock``)."""
    return PlayView(players, seats, seed, practice, time_limit, variant, hand_size, lang, pace, clock)


__all__ = ["DANCES", "FakeClock", "PlayView", "play", "tree_diagram"]


Branch = tuple[str, Fraction, list[Any]]


def tree_diagram(tree: list[Branch], title: str = "", mark: str = "✔") -> Any:
    """Return a matplotlib Figure drawing a probability tree: each branch (label, probability, children).

    Leaves whose label ends with ``mark`` are highlighted; the path probability is written at each leaf.
    """
    _check_tree(tree)
    if not isinstance(title, str) or len(title) > 500:
        raise InvalidInput(f"tree_diagram: title must be a text of at most 500 characters, not {short_repr(title)}")
    if not isinstance(mark, str) or len(mark) > 20:
        raise InvalidInput(f"tree_diagram: mark must be a short text such as '✔', not {short_repr(mark)}")
    import matplotlib.pyplot as plt

    leaves: list[tuple[float, float, str, Fraction]] = []
    edges: list[tuple[float, float, float, float, str]] = []
    nodes: list[tuple[float, float, str]] = []
    next_leaf = [0.0]

    def place(label: str, p: Fraction, children: list[Branch], x: float, path: Fraction) -> float:
        """Return the height of this node after placing it and its subtree (leaves one unit apart)."""
        if children:
            ys = [place(cl, cp, cc, x + 1, path * p) for cl, cp, cc in children]
            y = sum(ys) / len(ys)
            for (_, cp, _), yc in zip(children, ys, strict=True):
                edges.append((x, y, x + 1, yc, str(cp)))
        else:
            y = next_leaf[0]
            next_leaf[0] -= 1
            leaves.append((x, y, label, path * p))
        nodes.append((x, y, label))
        return y

    ys = [place(label, p, children, 1, Fraction(1)) for label, p, children in tree]
    root_y = sum(ys) / len(ys)
    for (_, p, _), y in zip(tree, ys, strict=True):
        edges.append((0, root_y, 1, y, str(p)))
    total = int(-next_leaf[0])
    depth = max(x for x, _, _ in nodes)
    fig, ax = plt.subplots(figsize=(2.8 * depth + 2, 0.8 * total + 0.8))
    for x0, y0, x1, y1, plabel in edges:
        start, end = 2 * x0 + (0.6 if x0 > 0 else 0.0), 2 * x1 - 0.6
        ax.plot([start, end], [y0, y1], color="#555")
        ax.text((start + end) / 2, (y0 + y1) / 2 + 0.1, plabel, ha="center", fontsize=10, color="#06c")
    for x, y, label in nodes:
        color = "#fdd" if label.endswith(mark) else "#eef"
        ax.text(2 * x, y, label, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": color})
    for _, y, label, path_p in leaves:
        weight = "bold" if label.endswith(mark) else None
        ax.text(2 * depth + 0.8, y, f"= {path_p}", va="center", fontsize=10, fontweight=weight)
    ax.plot([0], [root_y], "o", color="#555")
    ax.set_xlim(-0.2, 2 * depth + 1.6)
    ax.set_ylim(-total + 0.3, 0.7)
    ax.axis("off")
    if title:
        ax.set_title(title)
    return fig


MAX_TREE_NODES = 200  # branches of a tree diagram (a lesson's trees have a dozen)
MAX_TREE_DEPTH = 8  # levels of a tree diagram


def _check_tree(tree: object) -> None:
    """Raise InvalidInput unless ``tree`` is a non-empty list of (label, probability, children) branches whose
    children are such lists too (at most MAX_TREE_NODES branches, MAX_TREE_DEPTH levels)."""
    count = 0
    stack: list[tuple[object, int]] = [(tree, 1)]
    while stack:
        branches, depth = stack.pop()
        if not isinstance(branches, list) or (depth == 1 and not branches) or depth > MAX_TREE_DEPTH:
            raise InvalidInput(f"tree_diagram: tree must be a non-empty list of (label, probability, children) "
                               f"branches, at most {MAX_TREE_DEPTH} levels deep, not {short_repr(branches)}")
        for branch in branches:
            count += 1
            if count > MAX_TREE_NODES:
                raise InvalidInput(f"tree_diagram: a tree has at most {MAX_TREE_NODES} branches")
            if not (isinstance(branch, tuple) and len(branch) == 3 and isinstance(branch[0], str)
                    and len(branch[0]) <= 200 and isinstance(branch[1], (Fraction, int))
                    and not isinstance(branch[1], bool) and 0 <= branch[1] <= 1):
                raise InvalidInput(f"tree_diagram: a branch is (label, probability as a Fraction, children), not "
                                   f"{short_repr(branch)}")
            if branch[2]:
                stack.append((branch[2], depth + 1))
            elif not isinstance(branch[2], list):
                raise InvalidInput(f"tree_diagram: a branch's children are a list, not {short_repr(branch[2])}")


# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
NUMBER_CONTROLS = ("seed", "new_button")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> PlayView:
    """Return a three-player board of game number 1 on a fake clock where the human plays first, against bots that
    call at once."""
    return play(players=3, seats=["human", "easy", "easy"], seed=1, lang=lang, pace=0, clock=FakeClock())


def _wrong_call(view: PlayView) -> str:
    """Return a call that is wrong for the card turned up now."""
    right = {a.call for a in view.state.legal_actions()}
    return next(c for c in CALLS if c not in right)


def busy_board(lang: str = "en") -> PlayView:
    """Return a practice board (game number 4) after a wrong call, which the referee refuses and explains."""
    view = play(players=3, seats=["human", "easy", "easy"], seed=4, practice=True, lang=lang, pace=0,
                clock=FakeClock())
    view.buttons[_wrong_call(view)].click()
    return view


def bots_board(lang: str = "en") -> tuple[PlayView, Callable[[], None]]:
    """Return a three-player board with six cards a hand, and a step: Start when the board waits, else the human's
    call, right but wrong every fifth time (so the referee explains a mistake); the bots call at once."""
    view = play(players=3, seats=["human", "easy", "easy"], seed=2, hand_size=6, lang=lang, pace=0,
                clock=FakeClock())
    moves = [0]

    def call() -> None:
        """Tap Start, or the human's call: the first right one, a wrong one every fifth time."""
        if view.waiting:
            view.start_button.click()
            view.shown()
            return
        moves[0] += 1
        right = view.state.legal_actions()
        view.shown()
        if moves[0] % 5 == 0 and len(right) < len(CALLS):
            view.buttons[_wrong_call(view)].click()
        else:
            view.buttons[right[0].call].click()

    return view, call


def press_a_move(view: PlayView) -> None:
    """Make one legal move for the human seat: tap Start if the board waits, then (the card shown) the first right
    call."""
    if not isinstance(view, PlayView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.waiting:
        view.start_button.click()
    view.shown()
    view.buttons[view.state.legal_actions()[0].call].click()


def next_move(view: PlayView) -> None:
    """Make the next move: the human's (Start first if the board waits), else one bot step."""
    if not isinstance(view, PlayView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.waiting and view.session.to_play is not None:
        view.start_button.click()
    elif view.human_to_move():
        press_a_move(view)
    else:
        view.step_button.click()
