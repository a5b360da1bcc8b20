"""The Kakerlakentanz play widget: your card turns up, you call a dance (or Stop!) before the clock runs out.

Model and view apart: ``PlayModel`` holds the game, the bots and an injected clock (``time.monotonic`` by default;
tests pass a ``FakeClock``, so nothing ever sleeps); ``PlayView`` shows it and forwards clicks and keys.
- Timed game: nothing runs before the child is ready. The clock starts with **Start** (or Space / Enter); your call
  is sent with its exact reaction time (``"meep 1.37"``); saying nothing in time is a timeout, always a wrong move.
  After every wrong move (yours or a cockroach's: a new round starts) the board pauses and waits for Start again,
  so the explanation can be read. The clock also stops when the game is over, when a board is loaded from a save
  (``adopt``), and when another board is started or made (a re-run cell replaces the old board). A child who gives
  no input times out, which pauses the board: the clock never runs on for a whole round without input.
- Practice: no clock; a wrong call is refused with the reason and you may try again.
- The last call made at the table (bots included) is shown large beside the piles: in the real game you hear it.
- Keys work anywhere on the board (``keys.KeyCatcher``): 1 Ouch, 2 Buzz, 3 Flap-Flap, 4 Meep, 5 Stop (or o, b, f,
  m, s); Space is Stop while the clock runs and Start while the board waits.
- Every board starts a fresh random game; its game number is shown once the game is over (``bugkit.ui.gamenumber``:
  shown earlier, it would let another board show the next cards) and can be typed back in to replay that game.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import time
import weakref
from collections.abc import Callable
from fractions import Fraction
from typing import Any, ClassVar

import ipywidgets as widgets

from ..core.errors import BugkitError, IllegalMove, InvalidInput, Malformed
from ..core.game import Step
from ..core.i18n import LANGUAGES, fmt_seconds, t, tn
from ..core.session import Session
from ..core.validate import check_choice, short_repr
from ..ui import language_picker, page_language, projector_switch, refusal_text
from ..ui.draw import board_style
from ..ui.gamenumber import GameNumber, bad_number_text
from ..ui.note import ShortRepr
from . import draw
from . import labels as lbl
from .bots import BOTS, CockroachBot
from .components import CALLS, DANCES
from .keys import KeyCatcher
from .rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TIMEOUT,
    Call,
    KakerlakentanzState,
    Right,
    Wrong,
    format_action,
    new_game,
    piles,
)

KEYS = {"1": "ouch", "2": "buzz", "3": "flap-flap", "4": "meep", "5": "stop", " ": "stop",
        "o": "ouch", "b": "buzz", "f": "flap-flap", "m": "meep", "s": "stop"}
START_KEYS = (" ", "Enter")


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


class PlayModel:
    """One game: the human at seat 0, bots at the other seats, an injected clock, and what to say about it.

    In the timed game the clock runs only between ``start()`` and the next pause (a wrong move, the end, or
    ``pause()``); a bot's move happens when its reaction time has passed on the clock (``advance``, called by every
    tick). In practice mode, or with ``bot_delay=False``, bots play at once.
    """

    def __init__(self, players: int = 3, seed: int | GameNumber | None = None, level: str = "easy",
                 practice: bool = False, clock: Callable[[], float] = time.monotonic, bot_delay: bool = True,
                 **options: Any) -> None:
        if not callable(clock):
            raise InvalidInput(f"clock must be a function that returns the time in seconds, not {short_repr(clock)}")
        self.clock = clock
        self.practice = check_choice(practice, "practice", (True, False))
        self.bot_delay = check_choice(bot_delay, "bot_delay", (True, False))
        if not isinstance(level, str) or level not in BOTS:
            raise InvalidInput(f"level must be one of {', '.join(BOTS)}, not {short_repr(level)}")
        self.level = level
        self.numbering = seed if isinstance(seed, GameNumber) else GameNumber.given(seed)
        self.seed: int | None = self.numbering.value
        self.session = Session(new_game(players=players, **options), seed=self.seed)
        self.running = False
        self.message: tuple[str, Any] = ("start", None)
        self._seat_bots()
        self.advance()

    @property
    def state(self) -> KakerlakentanzState:
        """Return the position on the board (never a chance node: the session turns hidden cards up at once)."""
        state = self.session.state
        assert isinstance(state, KakerlakentanzState)
        return state

    @state.setter
    def state(self, state: KakerlakentanzState) -> None:
        """Show another position from outside (a save panel, a replay): the same as ``adopt``."""
        self.adopt(state)

    def _seat_bots(self) -> None:
        """Seat fresh bots (and their generators) for the state's players; forget any pending bot move."""
        n = self.state.n_players
        self.bots: list[CockroachBot] = [BOTS[self.level]() for _ in range(n)]
        self.rngs = self.session.bot_rngs
        self.pending: tuple[Step, float] | None = None
        self.turned_up_at = self.shown_at = self.clock()

    @property
    def human_turn(self) -> bool:
        """Return True if it is the human's (seat 0) move."""
        return not self.state.is_over and self.state.current_player == 0

    @property
    def waiting(self) -> bool:
        """Return True if the timed game waits for Start (never in practice, never once the game is over)."""
        return not (self.practice or self.running or self.state.is_over)

    def start(self) -> bool:
        """Return True if the clock now runs (from this moment: the card turned up now); False if it cannot."""
        if not self.waiting:
            return False
        self.running = True
        self.turned_up_at = self.shown_at = self.clock()
        self.message = ("go", None)
        self.advance()
        return True

    def pause(self, reason: str = "paused") -> None:
        """Stop the clock; the game waits for Start (the human's time starts again in full)."""
        if self.running:
            self.running = False
            self.message = (reason, self.message[1])

    def adopt(self, state: KakerlakentanzState) -> None:
        """Show ``state`` (from a save or a replay) in a new session with its own set-up (chance from here on is
        fresh: a loaded game shows no game number): bots re-seated, clock stopped and reset."""
        if not isinstance(state, KakerlakentanzState):
            raise InvalidInput(f"a Kakerlakentanz board shows a Kakerlakentanz game, not {type(state).__name__}")
        self.numbering = GameNumber.going_on()
        self.seed = None
        self.session = Session(state, seed=self.numbering.value)
        self.running = False
        self.message = ("loaded", None)
        self._seat_bots()
        if self.practice:
            self.advance()

    def elapsed(self) -> float:
        """Return the seconds since the human's card turned up (0 while the clock does not run)."""
        return max(0.0, self.clock() - self.shown_at) if self.running else 0.0

    def time_left(self) -> float:
        """Return the seconds the human has left (the full limit in practice mode or while the clock stands)."""
        limit = self.state.rules.time_limit
        return limit if self.practice else max(0.0, limit - self.elapsed())

    def call(self, call: str) -> bool:
        """Return True if the human's call was made (right or punished); False if refused, waiting or not his turn."""
        if not self.human_turn or self.waiting:
            return False
        if self.practice:
            try:
                self._play(call)
            except IllegalMove:
                self.message = ("try_again", call)
                return False
        else:
            self._play(format_action(call, self.elapsed()))
        self.message = ("event", self.state.events[-1])
        self.advance()
        return True

    def tick(self) -> bool:
        """Return True if something happened: bots whose time has come played, or the human ran out of time.

        A timeout is recorded with the exact time that passed, so it is always "too slow" (never a call).
        """
        if not self.running:
            return False
        moved = self.advance() > 0
        if not (self.running and self.human_turn):
            return moved
        seconds = self.elapsed()
        if seconds <= self.state.rules.time_limit:
            return moved
        self._play(format_action(TIMEOUT, seconds))
        self.message = ("event", self.state.events[-1])
        self.advance()
        return True

    def _play(self, action: Step | str) -> None:
        """Apply an action; the next card turns up now. A wrong move or the end stops the clock (timed game)."""
        self.session.act(action)
        self.turned_up_at = self.shown_at = self.clock()
        if self.state.is_over:
            self.running = False
        elif isinstance(self.state.events[-1], Wrong) and not self.practice:
            self.running = False
            self.message = ("event", self.state.events[-1])

    def advance(self, limit: int = 10_000) -> int:
        """Return how many bot moves were played now: all of them at once, or those whose reaction time is up."""
        n = 0
        while not self.state.is_over and self.state.current_player != 0 and n < limit:
            if not (self.practice or self.running):
                break
            if self.pending is None:
                p = self.state.current_player
                chosen = self.bots[p].choose(self.state.observation(p), self.state.legal_actions(), self.rngs[p])
                step: Step = chosen if isinstance(chosen, Step) else self.state.parse(chosen)
                self.pending = (step, (step.seconds if isinstance(step, Call) else None) or 0.0)
            next_step, seconds = self.pending
            if self.bot_delay and not self.practice and self.clock() < self.turned_up_at + seconds:
                break
            self.pending = None
            self._play(next_step)
            n += 1
        return n


KKT_STYLE = ("<style>.bugkit-kakerlakentanz .bugkit-kkt-current svg{width:180px;max-width:40vw}"
             ".bugkit-kakerlakentanz .bugkit-kkt-table svg{height:auto}"
             ".bugkit-kakerlakentanz .bugkit-kkt-howto{max-width:720px}"
             ".bugkit-kakerlakentanz .widget-toggle-buttons .widget-toggle-button{min-width:120px}"
             "@media (max-width:480px){.bugkit-kakerlakentanz .bugkit-kkt-pile{width:86px}"
             ".bugkit-kakerlakentanz .bugkit-kkt-current svg{width:124px}"
             ".bugkit-kakerlakentanz .widget-button{width:auto !important;min-width:88px}}</style>")


def names(players: int, lang: str) -> list[str]:
    """Return the seat names: 'You' / 'Du' and 'Cockroach 1', ... ."""
    return [t("kakerlakentanz.you", lang)] + [t("kakerlakentanz.cockroach", lang, n=i) for i in range(1, players)]


def table_html(state: KakerlakentanzState, lang: str, show_forbidden: bool, face_up: bool = False) -> str:
    """Return the table as HTML pictures: the card being turned up large in the middle (face up only when
    ``face_up``, else its back), the two discard piles beside it (the pile in play framed in gold, a visible taboo
    card on top), and what is forbidden (practice)."""
    first, second, active = piles(state.played)
    over = state.is_over
    middle = ""
    if not over and state.card is not None:
        who = names(state.n_players, lang)[state.current_player]
        middle = (draw.card_svg(state.card, lang, 180) if face_up else
                  draw.back_svg(t("kakerlakentanz.draw.hidden_card", lang, name=who), 180))
    pictures = [draw.pile_svg(first, 1, active == 0 and not over, lang),
                f"<div class='bugkit-kkt-current'>{middle}</div>",
                draw.pile_svg(second, 2, active == 1 and not over, lang)]
    hint = ""
    if show_forbidden and not over:
        from .rules import forbidden_on

        hint = f"<p><i>{html.escape(lbl.forbidden_text(forbidden_on(state.table), lang))}</i></p>"
    return ("<div class='bugkit-row bugkit-kkt-table' style='display:flex;flex-wrap:wrap;gap:10px;"
            "align-items:center;justify-content:center'>" + "".join(pictures) + "</div>" + hint)


def hands_html(state: KakerlakentanzState, lang: str) -> str:
    """Return every player's pile as card backs with the count and the name (the player to play framed)."""
    who = names(state.n_players, lang)
    cells = [f"<div style='text-align:center'>{draw.hand_svg(n, who[i], lang, i == state.player and not state.is_over)}"
             f"<br><b>{html.escape(who[i])}</b></div>" for i, n in enumerate(state.hand_sizes())]
    sizes = ", ".join(f"{who[i]}: {tn('kakerlakentanz.n_cards', n, lang)}" for i, n in enumerate(state.hand_sizes()))
    return ("<div class='bugkit-row bugkit-kkt-hands' role='group' style='display:flex;flex-wrap:wrap;gap:14px;"
            "align-items:flex-end'>" + "".join(cells) + f"</div><small>{html.escape(sizes)}</small>")


def howto_html(lang: str) -> str:
    """Return the instructions ("How to play" / "So geht's") in one language, folded, with the dances and keys."""
    rows = "".join(f"<tr><td>{html.escape(lbl.dance_name(c, lang))}</td><td>"
                   f"{html.escape(t('kakerlakentanz.tip.stop' if c == 'stop' else f'kakerlakentanz.move.{c}', lang))}"
                   f"</td><td>{html.escape(key)}</td></tr>" for c, key in zip(CALLS, HOWTO_KEYS, strict=True))
    head = "".join(f"<th style='text-align:left'>{html.escape(t(f'kakerlakentanz.howto.{k}', lang))}</th>"
                   for k in ("dance", "move", "key"))
    paragraphs = "".join(f"<p>{html.escape(t(f'kakerlakentanz.howto.p{i}', lang))}</p>" for i in (1, 2, 3))
    return (f"<details class='bugkit-kkt-howto'><summary style='min-height:44px;line-height:44px;cursor:pointer'>"
            f"<b>{html.escape(t('ui.howto.title_typeset', lang))}</b></summary>{paragraphs}"
            f"<table><tr>{head}</tr>{rows}</table></details>")


HOWTO_KEYS = ("1 / o", "2 / b", "3 / f", "4 / m", "5 / s / ␣")


def said_html(state: KakerlakentanzState, lang: str) -> str:
    """Return the last call made at the table, large ("Cockroach 1 said: Meep"), or nothing in a new game."""
    last = next((e for e in reversed(state.events) if isinstance(e, (Right, Wrong))), None)
    if last is None:
        return ""
    who = names(state.n_players, lang)[last.player]
    you = ".you" if last.player == 0 else ""
    if last.call == TIMEOUT:
        text = t("kakerlakentanz.said_nothing" + you, lang, name=who)
    else:
        text = t("kakerlakentanz.said" + you, lang, name=who, call=lbl.call_words(last.call, lang))
    return (f"<div role='status' class='bugkit-kkt-said' style='font-size:1.6em;font-weight:bold;padding:6px 12px;"
            f"margin:4px;border:2px dashed #888;display:inline-block;max-width:100%'>{html.escape(text)}</div>")


class PlayView(ShortRepr, widgets.VBox):  # type: ignore[misc]
    """The play widget: card, countdown, Start, five call buttons, piles, the last call, explanation and log."""

    short_title = ("Kakerlakentanz board", "Kakerlakentanz-Spielbrett")  # English, German

    _boards: ClassVar[weakref.WeakSet[PlayView]] = weakref.WeakSet()

    def __init__(self, model: PlayModel | None = None, lang: str = "en", clock: Callable[[], float] = time.monotonic,
                 **model_options: Any) -> None:
        if model is not None and not isinstance(model, PlayModel):
            raise InvalidInput(f"model must be a kakerlakentanz PlayModel (or None for a new one), not "
                               f"{short_repr(model)}")
        self.clock = clock
        self.model = model if model is not None else PlayModel(clock=clock, **model_options)
        self.lang = language_picker(lang)
        self.mode = widgets.ToggleButtons(options=self._mode_options(lang), style={"button_width": "150px"},
                                          value="practice" if self.model.practice else "timed")
        self._relabelling = False
        self.players = widgets.IntSlider(value=self.model.state.n_players, min=MIN_PLAYERS, max=MAX_PLAYERS)
        self.level = widgets.Dropdown(options=list(BOTS), value=self.model.level)
        self.seed = widgets.Text(value=self._number(), layout=widgets.Layout(width="280px", max_width="100%"),
                                 style={"description_width": "initial"})
        self.new_button = widgets.Button(button_style="info")
        self.replay_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.start_button = widgets.Button(button_style="success", layout=widgets.Layout(width="260px", height="48px"))
        self.buttons = {c: widgets.Button(layout=widgets.Layout(width="130px", height="60px")) for c in CALLS}
        self.style_html = widgets.HTML(board_style(animate=False) + KKT_STYLE,  # CSS applies while hidden
                                       layout=widgets.Layout(display="none"))
        self.howto = widgets.HTML()
        self.hands = widgets.HTML()
        self.card = widgets.HTML()
        self.countdown = widgets.HTML()
        self.table = widgets.HTML()
        self.said = widgets.HTML()
        self.message = widgets.HTML()
        self.log_out = widgets.Output(layout=widgets.Layout(max_height="220px", overflow="auto",
                                                            border="1px solid #ccc"))
        self.board_class = f"bugkit-kkt-{id(self):x}"
        self.key_catcher = KeyCatcher([*KEYS, *START_KEYS], self.board_class, lambda k: self.safely(self.key, k))
        self._logged = 0
        self.number_note = widgets.HTML()
        self._shown_setup = (self.model.seed, self.model.state.n_players, self._number())
        self._clock_task: asyncio.Task[None] | None = None
        self.tick_interval = 0.2
        for c, b in self.buttons.items():
            b.on_click(lambda _b, c=c: self.safely(self.press, c))
        self.new_button.on_click(lambda _b: self.safely(self.restart))
        self.replay_button.on_click(lambda _b: self.safely(self.replay))
        self.start_button.on_click(lambda _b: self.safely(self.start))
        self.lang.observe(lambda _ch: self.safely(self.relabel), names="value")
        self.mode.observe(lambda ch: self.safely(self._mode_changed, ch["new"]), names="value")
        controls = widgets.HBox([self.lang, self.mode])
        setup = widgets.HBox([self.players, self.level])
        number = widgets.VBox([widgets.HBox([self.seed, self.replay_button, self.new_button]), self.number_note])
        for box in (setup, number):
            box.add_class("bugkit-hide-on-projector")
        calls = widgets.HBox([self.buttons[c] for c in CALLS])
        super().__init__([self.style_html, controls, setup, number, self.howto, self.card, self.table, self.said,
                          widgets.HBox([self.start_button, self.countdown]), calls, self.message, self.hands,
                          self.log_out, self.key_catcher])
        self.projector = projector_switch(self, lang)
        controls.children = (*controls.children, self.projector)
        self.add_class("bugkit-board")
        self.add_class("bugkit-kakerlakentanz")
        self.add_class(self.board_class)
        for other in list(PlayView._boards):  # a new board (a re-run cell) replaces the old ones: stop them
            other.stand_still()
        PlayView._boards.add(self)
        self.render()

    # -- the clock ------------------------------------------------------------------------------------------------
    def start_kernel_clock(self, interval: float | None = None) -> bool:
        """Return True if the kernel now ticks this board every ``interval`` seconds (default ``tick_interval``,
        0.2 s) until the clock stops.

        Runs on the kernel's event loop (Jupyter, Voila); outside a running loop (plain Python, pytest) nothing
        starts and tests tick by hand with a fake clock. The task ends by itself when the board pauses or the
        game is over, so nothing runs while nobody plays.
        """
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        if self._clock_task is not None and not self._clock_task.done():
            return True
        pause = self.tick_interval if interval is None else interval

        async def run() -> None:
            while self.model.running:
                await asyncio.sleep(pause)
                with contextlib.suppress(Exception):  # a clock tick must never break the kernel
                    self.tick()

        self._clock_task = loop.create_task(run())
        return True

    def stand_still(self) -> None:
        """Stop this board's clock and disarm its keys (another board was started or made)."""
        self.key_catcher.armed = False
        if self.model.running:
            self.model.pause()
            self.render()

    def safely(self, action: Callable[..., Any], *args: Any) -> None:
        """Run a callback; a refusal or any other error becomes a message on the board, never an exception."""
        try:
            action(*args)
        except (IllegalMove, Malformed) as exc:  # a refused step: its reason in the board's language
            self.say(refusal_text(exc, self.lang.value))
        except BugkitError as exc:  # any other refusal of the board (no step of the game)
            self.say(t("kakerlakentanz.refused", self.lang.value, msg=str(exc)))
        except Exception as exc:  # defensive: nothing escapes into the notebook
            self.say(t("kakerlakentanz.failed", self.lang.value, msg=f"{type(exc).__name__}: {exc}"))

    def say(self, text: str) -> None:
        """Show a message in bold on the board."""
        self.message.value = f"<b>{html.escape(text)}</b>"

    def _number(self) -> str:
        """Return the game number shown: only once the game is over, or for a replay (never for a loaded game)."""
        return self.model.numbering.shown(self.model.state.is_over)

    # -- callbacks (each a line or two) -------------------------------------------------------------------------------
    def start(self) -> None:
        """Start (or go on with) the timed game: the clock runs from now; every other board stands still."""
        self._take_keys()
        if self.model.start():
            self.start_kernel_clock()
        self.render()

    def press(self, call: str) -> None:
        """Make a call for the human, then show what happened.

        The buttons are disabled while the board waits for Start; a call made from code then starts the clock first.
        """
        self._take_keys()
        if self.model.waiting:
            self.start()
        self.model.call(call)
        self.render()

    def key(self, key: str) -> None:
        """Turn a key pressed on the board into Start (Space/Enter while waiting) or a call (while playing)."""
        if self.model.waiting:
            if key in START_KEYS:
                self.start()
        elif key in KEYS and self.model.human_turn:
            self.press(KEYS[key])

    def tick(self) -> None:
        """Update the countdown; if time ran out, the move counts as too slow (then redraw everything)."""
        if self.model.tick() or not self.model.running:
            self.render()
        else:
            self.countdown.value = self.countdown_text()

    def _take_keys(self) -> None:
        """Arm this board's keys (and disarm and stop every other board)."""
        for other in list(PlayView._boards):
            if other is not self:
                other.stand_still()
        self.key_catcher.armed = True

    def _mode_changed(self, mode: str) -> None:
        """Switch the mode when the player chose one (not when the switch is only relabelled)."""
        if not self._relabelling:
            self.set_mode(mode)

    def set_mode(self, mode: str) -> None:
        """Switch between the timed game (waits for Start) and practice (no clock)."""
        self.model.pause()
        self.model.practice = mode == "practice"
        self.model.shown_at = self.model.turned_up_at = self.model.clock()
        self.model.advance()
        self.render()

    def relabel(self) -> None:
        """Redraw everything, the log too, in the language just chosen."""
        self._logged = 0
        self.log_out.outputs = ()
        self.render()

    def restart(self, seed: int | GameNumber | None = None) -> None:
        """Start a new game (a fresh random game unless ``seed``, a game number to replay, is given) with the
        chosen set-up."""
        self.model.pause()
        self.model = PlayModel(players=self.players.value, seed=seed, level=self.level.value,
                               practice=self.mode.value == "practice", clock=self.clock,
                               bot_delay=self.model.bot_delay)
        self._logged = 0
        self.log_out.outputs = ()
        self.render()

    def replay(self) -> None:
        """Replay the game whose number is typed in the box (a bad number is explained on the board)."""
        try:
            numbering = GameNumber.typed(self.seed.value)
        except InvalidInput:
            self.say(bad_number_text(self.seed.value, self.lang.value))
            return
        self.restart(numbering)

    def adopt(self, state: KakerlakentanzState) -> None:
        """Show ``state`` (a loaded save or a replayed position) with its own set-up; the clock stops and resets."""
        self.model.adopt(state)
        self.relabel()

    # -- drawing ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw every label and text in the chosen language (and the set-up of a game set from outside)."""
        lang, m = self.lang.value, self.model
        if (m.seed, m.state.n_players, self._number()) != self._shown_setup:  # a new game, one set from outside,
            self._shown_setup = (m.seed, m.state.n_players, self._number())  # or the end (its number appears)
            self.seed.value = self._number()
            self.players.value = m.state.n_players
        if len(m.state.events) < self._logged:  # an earlier position (replay): write the log anew
            self._logged = 0
            self.log_out.outputs = ()
        key_of = {call: key for key, call in reversed(KEYS.items()) if key != " "}
        for c, b in self.buttons.items():
            b.description = f"{lbl.EMOJI[c]} {lbl.dance_name(c, lang)}"
            what = t("kakerlakentanz.tip.stop" if c == "stop" else f"kakerlakentanz.move.{c}", lang)
            b.tooltip = f"{lbl.dance_name(c, lang)}: {what} ({t('kakerlakentanz.key_of', lang, k=key_of[c])})"
            b.disabled = not m.human_turn or m.waiting
        self._relabel_choices(lang)
        self.new_button.description = t("ui.new_game", lang)
        self.replay_button.description = t("kakerlakentanz.play_number", lang)
        self.replay_button.tooltip = t("gn.tip", lang)
        self.lang.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.seed.description = t("ui.seed", lang)
        self.seed.tooltip = t("gn.tip", lang)
        self.seed.placeholder = t("gn.placeholder", lang)
        self.number_note.value = f"<small>{html.escape(m.numbering.note(m.state.is_over, lang))}</small>"
        self.level.description = t("ui.opponents", lang)
        self.mode.description = t("kakerlakentanz.mode", lang)
        self.start_button.description = t("kakerlakentanz.start", lang)
        self.start_button.tooltip = t("kakerlakentanz.tip.start", lang)
        self.start_button.disabled = not m.waiting
        self.start_button.layout.display = "none" if m.practice else None
        self.card.value = self.card_text()
        self.countdown.value = self.countdown_text()
        face_up = not m.waiting and m.human_turn
        self.table.value = table_html(m.state, lang, show_forbidden=m.practice, face_up=face_up)
        self.said.value = said_html(m.state, lang)
        self.hands.value = hands_html(m.state, lang)
        self.howto.value = howto_html(lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        keys = t("kakerlakentanz.keys", lang)
        self.message.value = f"<b>{html.escape(self.message_text())}</b><br><small>{html.escape(keys)}</small>"
        who = names(m.state.n_players, lang)
        events = m.state.events
        if len(events) > self._logged:  # one append for all new lines: a loaded save of 3,000 steps stays linear
            self.log_out.append_stdout("".join(lbl.event_text(e, who, lang) + "\n" for e in events[self._logged:]))
        self._logged = len(events)

    @staticmethod
    def _mode_options(lang: str) -> list[tuple[str, str]]:
        """Return the (label, value) pairs of the mode switch in ``lang``."""
        return [(t("kakerlakentanz.timed", lang), "timed"), (t("kakerlakentanz.practice", lang), "practice")]

    def _relabel_choices(self, lang: str) -> None:
        """Relabel the mode switch and the bot level menu without changing what is chosen."""
        self._relabelling = True
        for box, options in ((self.mode, self._mode_options(lang)),
                             (self.level, [(t(f"kakerlakentanz.level.{k}", lang), k) for k in BOTS])):
            if list(box.options) != options:
                chosen = box.value
                box.options = options
                box.value = chosen
        self._relabelling = False

    def countdown_text(self) -> str:
        """Return the HTML of the countdown (empty in practice mode or when it is not the human's move)."""
        m = self.model
        if m.practice or not m.human_turn or m.waiting:
            return ""
        left = fmt_seconds(m.time_left(), self.lang.value)
        return f"<b style='font-size:1.4em'>{html.escape(t('kakerlakentanz.time_left', self.lang.value, s=left))}</b>"

    def card_text(self) -> str:
        """Return the HTML of the card turned up (or the winner, or 'Ready?' while the board waits)."""
        lang, state = self.lang.value, self.model.state
        if state.is_over:
            who = names(state.n_players, lang)
            return f"<h3>{html.escape(lbl.event_text(state.events[-1], who, lang))}</h3>"
        assert state.card is not None
        if self.model.waiting:
            return f"<h2>{html.escape(t('kakerlakentanz.ready', lang))}</h2>"
        if not self.model.human_turn:
            bot = names(state.n_players, lang)[state.current_player]
            return f"<h2>{html.escape(t('kakerlakentanz.waiting', lang, name=bot))}</h2>"
        return f"<h2>{html.escape(t('kakerlakentanz.your_card', lang, card=lbl.card_label(state.card, lang)))}</h2>"

    def message_text(self) -> str:
        """Return the sentence about the last move that matters to the human (and what to do now)."""
        lang = self.lang.value
        kind, data = self.model.message
        if kind == "try_again":
            from .rules import judge_on

            state = self.model.state
            assert state.card is not None
            reason = judge_on(state.table, state.card, data, None, state.rules.time_limit).reason
            return t("kakerlakentanz.try_again", lang, why=lbl.explain(reason, lang))
        text = ""
        if kind == "event" and isinstance(data, Wrong):
            who = names(self.model.state.n_players, lang)
            text = lbl.explain(data.reason, lang) if data.player == 0 else lbl.event_text(data, who, lang)
        elif kind == "event":
            text = lbl.explain(("ok",), lang)
        elif kind == "loaded":
            text = t("kakerlakentanz.loaded", lang)
        elif not self.model.state.played:
            text = lbl.forbidden_text({}, lang)
        if self.model.waiting:
            text = f"{text} {t('kakerlakentanz.ready', lang)}".strip()
        return text


def play_widget(players: int = 3, seed: int | None = None, level: str = "easy", practice: bool = False,
                lang: str | None = None, clock: Callable[[], float] = time.monotonic, bot_delay: bool = True,
                **options: Any) -> PlayView:
    """Return a ready play widget: you at seat 0 against cockroach bots (who take their reaction time).

    ``lang=None`` takes the page's language (``?lang=de`` in a Voila URL), else English.

    ``seed=None`` (the default) deals a fresh random game; its game number is shown on the board once the game is
    over. A ``seed`` replays that game number.
    """
    lang = check_choice(page_language("en") if lang is None else lang, "lang", LANGUAGES)
    model = PlayModel(players=players, seed=seed, level=level, practice=practice, clock=clock, bot_delay=bot_delay,
                      **options)
    return PlayView(model, lang=lang, clock=clock)


__all__ = ["DANCES", "FakeClock", "KeyCatcher", "PlayModel", "PlayView", "play_widget", "tree_diagram"]


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
play = play_widget  # every game's board is ``bugkit.<game>.ui.play(...)``
NUMBER_CONTROLS = ("seed", "replay_button")  # the game-number box and the button that replays the number in it


def example_board(lang: str = "en") -> PlayView:
    """Return a three-player board of game number 1 on a fake clock where the human plays first, against bots that
    call at once."""
    return play_widget(players=3, seed=1, clock=FakeClock(), lang=lang, bot_delay=False)


def _wrong_button(view: PlayView) -> widgets.Button:
    """Return the button of a call that is wrong for the card turned up now."""
    right = {a.call for a in view.model.state.legal_actions()}
    return view.buttons[next(c for c in view.buttons if c not in right)]


def busy_board(lang: str = "en") -> PlayView:
    """Return a practice board (game number 4) after a wrong call, which the referee refuses and explains."""
    view = play_widget(players=3, seed=4, clock=FakeClock(), lang=lang, bot_delay=False, practice=True)
    _wrong_button(view).click()
    return view


def bots_board(lang: str = "en") -> tuple[PlayView, Callable[[], None]]:
    """Return a three-player board with six cards a hand, and a step: the human's call, right but wrong every fifth
    time (so the referee explains a mistake); the bots call at once."""
    view = play_widget(players=3, seed=2, clock=FakeClock(), lang=lang, bot_delay=False, hand_size=6, level="easy")
    moves = [0]

    def call() -> None:
        """Press the human's call: the first right one, a wrong one every fifth time."""
        moves[0] += 1
        right = view.model.state.legal_actions()
        if moves[0] % 5 == 0 and len(right) < len(view.buttons):
            _wrong_button(view).click()
        else:
            view.buttons[right[0].call].click()

    return view, call


def press_a_move(view: PlayView) -> None:
    """Make one legal move for the human seat: press the button of the first right call."""
    if not isinstance(view, PlayView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    view.buttons[view.model.state.legal_actions()[0].call].click()


def next_move(view: PlayView) -> None:
    """Make the next move: the human's call, else press Start (after a wrong call the board waits; bots then play at
    once)."""
    if not isinstance(view, PlayView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.model.human_turn:
        press_a_move(view)
    else:
        view.start()
