"""Game tables across devices (issue 24), the model layer: a game played by several devices through the class store.

No board uses this yet; it is what a board will hold in class mode. A table lives in the class store
(``ClassStore.open_table`` and friends): a short table code, the game and its set-up, its seats, and its steps, one
row per step with a unique (table, step number) key. This module is the client a device's kernel runs:

- ``open_table(link, game, players, bots=...)`` opens a table (the device sits at ``seat``, default 0), samples the
  first chance steps (the deal) and stores them with the table; ``join_table(link, code, seat=None)`` sits down at a
  free seat, or finds the seat this student already has (a reload: a new kernel with the same device token, which
  ``ClassLink`` rejoins from the browser's localStorage, gets its old seat back).
- ``SharedGame.refresh()`` reads the steps it has not seen and replays them through the game's rules: the first read
  rebuilds the game from set-up + steps with the game's own load (``GameSpec.from_json``), later reads apply the
  new steps one by one through the one gate (``Recorded.apply``). A device never takes another device's state, only
  its steps; a stored step the rules refuse, or one not in its canonical text, is ``TableRefused("bad_step")`` and
  the device keeps the last good position.
- ``act(step)`` applies the step locally first (the gate refuses an illegal one, nothing is written), lets chance
  happen (sampled once, by this device, through a ``Session`` from this device's numpy Generator), lets the bots
  whose turn follows play (below), and appends all these steps as the next step numbers in one transaction. If
  another device (another tab of the same student, say) appended that number first, ``MovedFirst`` is raised,
  nothing of the batch is written and the device keeps its last stored position: ``refresh()`` and look again.

Who plays the bots: the device whose write made it a bot's turn: the player who moved before the bot (in the same
batch as that move, so nobody ever sees the bot's turn pending), the player whose join filled the last empty seat,
or whoever opened a table whose first turn is a bot's. The game waits (``can_act`` is False everywhere, bots do not
play) while a seat is empty. If a bot's turn is pending anyway (a player left at their own turn and a bot took the
seat, the teacher gave a seat to a bot, or a device lost its connection between two writes), the next ``refresh()``
of any seated device plays it. Two devices doing that at once is harmless: the step numbers let only one of the
two bot moves land, the other device gets ``MovedFirst`` and replays the one that landed. A bot never moves twice.

Hidden information: a board draws only ``observation()``, the game's own ``observation(seat)`` for this device's
seat (another seat's pile, hand or heap contents are not in it), plus ``legal_actions()`` when this seat is to act.
The steps themselves hold nothing a seat has not seen: chance is drawn when it is revealed to the table (format 2),
so the log is the table's public record; and the kernel that replays them runs on the class server, never in the
child's browser, which receives only what the board draws. ``save()`` gives the game as a save once it is over.
Kakerlakentanz across devices is practice without the clock (the 3-second rule needs one clock): a player's call
is untimed (``"meep"``, not ``"meep 1.2"``); its bots keep their own simulated reaction times.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from .. import GAMES, new_game
from ..core.errors import BugkitError, InvalidInput
from ..core.game import MAX_ACTIONS, Bot, GameSpec, GameState
from ..core.rng import SeedLike, make_rng
from ..core.session import Session, resolve
from ..core.validate import check_int, check_rng, check_text, short_repr
from .store import (
    ClassStore,
    MovedFirst,
    Seat,
    Student,
    TableInfo,
    TableRefused,
    TableSummary,
    check_bot,
    table_game,
)

MAX_RETRIES = 5  # refreshes in a row that may lose a race for a pending bot move before giving up until the next


class Link(Protocol):
    """What a table needs of a page's place in a class: the store and the joined student (``ClassLink`` has both)."""

    store: ClassStore | None
    me: Student | None


@dataclass
class Device:
    """A place in a class without a page (tests, scripts): the store and the joined student."""

    store: ClassStore | None
    me: Student | None


def _handle(link: object) -> tuple[ClassStore, Student]:
    """Return (store, student) of a link, or raise InvalidInput if it is not in a class yet."""
    store, me = getattr(link, "store", None), getattr(link, "me", None)
    if not isinstance(store, ClassStore) or not isinstance(me, Student):
        raise InvalidInput(f"a game table needs a page in a class with a nickname picked (a ClassLink or a Device "
                           f"with a store and a student), not {short_repr(link)}")
    return store, me


def _spec(game: object) -> GameSpec:
    """Return the registry entry of a built game; raise InvalidInput otherwise."""
    return GAMES[check_text(game, "game name", 60)]


def bot_names(game: str, bots: object, players: int, seat: int) -> dict[int, str]:
    """Return {seat: bot name} from ``bots``: a mapping seat -> bot name (None: the game's first bot) or a list of
    seats (each the game's first bot); raise InvalidInput for an unknown bot, a seat out of range or ``seat``."""
    spec = _spec(game)
    if bots is None:
        return {}
    if isinstance(bots, Mapping):
        pairs = list(bots.items())
    elif isinstance(bots, Sequence) and not isinstance(bots, (str, bytes)):
        pairs = [(s, None) for s in bots]
    else:
        raise InvalidInput(f"bots are a list of seats, or a mapping seat -> bot name ({', '.join(spec.bots)}), "
                           f"not {short_repr(bots)}")
    names: dict[int, str] = {}
    for s, name in pairs[:players + 1]:
        s = check_int(s, "a bot's seat", 0, players - 1)
        if s == seat:
            raise InvalidInput(f"seat {s} is yours: a bot takes another seat")
        names[s] = next(iter(spec.bots)) if name is None else check_bot(spec.name, name)
    if len(pairs) > len(names):
        raise InvalidInput(f"bots name each seat once, at most {players - 1} seats")
    return names


def open_table(link: Link, game: str, players: int = 2, bots: Mapping[int, str | None] | Sequence[int] | None = None,
               *, seat: int = 0, seed: SeedLike = None, **options: Any) -> SharedGame:
    """Return a new table of ``game`` for ``players`` (this device at ``seat``, ``bots`` seats played by bots, the
    other seats free for classmates), its first chance steps sampled and stored; ``options`` are the game's."""
    store, me = _handle(link)
    spec = _spec(game)
    players = check_int(players, "players", spec.min_players, spec.max_players)
    seat = check_int(seat, "seat", 0, players - 1)
    names = bot_names(game, bots, players, seat)
    start = new_game(game, players=players, **options)
    rng = make_rng(seed)
    dealt = resolve(start, rng)
    info = store.open_table(me, spec.name, json.dumps(start.setup, sort_keys=True), players, seat=seat, bots=names,
                            steps=list(dealt.history), over=dealt.is_over)
    table = SharedGame(store, me, info.table, rng)
    table.refresh()  # plays the bots if the table is full and a bot is to move
    return table


def join_table(link: Link, code: str, seat: int | None = None, *, seed: SeedLike = None) -> SharedGame:
    """Return the table with code ``code`` after sitting down (at ``seat`` or the first free one); a student who sits
    there already (a reload) gets their seat back."""
    store, me = _handle(link)
    info = store.join_table(me, code, seat)
    table = SharedGame(store, me, info.table, make_rng(seed))
    table.refresh()  # the last join may have made it a bot's turn: this device plays it
    return table


def class_tables(link: Link) -> list[TableSummary]:
    """Return the tables of this page's class, newest first (game, players, free seats; no nicknames)."""
    store, me = _handle(link)
    return store.class_tables(me)


class SharedGame:
    """One device's view of a table: the game replayed from the store's steps, this device's seat, and ``act``."""

    def __init__(self, store: ClassStore, me: Student, table: str, rng: np.random.Generator) -> None:
        if not isinstance(store, ClassStore) or not isinstance(me, Student):
            raise InvalidInput("a SharedGame comes from open_table or join_table")
        self.store, self.me, self.table, self.rng = store, me, table, check_rng(rng)
        self.info: TableInfo | None = None
        self._state: GameState | None = None
        self._bots: dict[tuple[int, str], Bot] = {}

    # ---- reading ----

    def refresh(self, play_bots: bool = True) -> bool:
        """Return True if the table changed since the last look (new steps or seats), after replaying its new steps
        through the rules; with ``play_bots``, a pending bot turn (or chance) is played first (see the module)."""
        changed = False
        for _ in range(MAX_RETRIES):
            changed = self._read() or changed
            if not play_bots or not self._pending():
                return changed
            try:
                self._append(self._play_on(self._session(self.state)))
                return True
            except MovedFirst:
                continue  # another device played it: read what landed
        return changed

    def _read(self) -> bool:
        """Return True if new steps or seats were read (and replayed into this device's state)."""
        since = 0 if self._state is None else len(self._state.history)
        info, steps = self.store.table_info(self.me, self.table, since)
        spec = _spec(info.game)
        state = self._state
        if state is None:
            state = self._load(spec, info, steps)
        else:
            for i, text in enumerate(steps):
                state = self._replay(state, text, since + i)
        self._check_seats(spec, info, state)
        changed = bool(steps) or info.seats != (self.info.seats if self.info else None)
        self.info, self._state = info, state
        return changed

    def _load(self, spec: GameSpec, info: TableInfo, steps: list[str]) -> GameState:
        """Return the game rebuilt from the table's set-up and steps by the game's own load (every check of a save);
        whatever stops it (a set-up that is no JSON of the game's options, nested too deep, a refused step) is
        ``TableRefused("bad_step")``: a stored row never escapes as any other error."""
        try:
            state = table_game(spec.name, info.setup, steps)
        except BugkitError as exc:  # (whatever a corrupt row makes of the load: table_game says it in words)
            raise TableRefused("bad_step", f"table {self.table}: its game cannot be replayed: "
                                           f"{str(exc)[:300]}") from None
        if list(state.history) != steps:
            raise TableRefused("bad_step", f"table {self.table}: a stored step is not in its canonical form")
        return state

    def _replay(self, state: GameState, text: str, n: int) -> GameState:
        """Return ``state`` after the stored step number ``n`` (through the gate; canonical text only)."""
        try:
            after = state.apply(text)
        except Exception as exc:  # a refused step, or anything else a corrupt row makes of it: never raw
            why = str(exc) if isinstance(exc, BugkitError) else type(exc).__name__
            raise TableRefused("bad_step", f"table {self.table}: stored step {n} ({short_repr(text)}) is not "
                                           f"possible there: {why[:300]}") from None
        if after.history[-1] != text:
            raise TableRefused("bad_step", f"table {self.table}: stored step {n} ({short_repr(text)}) is not in "
                                           f"its canonical form {short_repr(after.history[-1])}")
        return after

    def _check_seats(self, spec: GameSpec, info: TableInfo, state: GameState) -> None:
        """Check the table's seats fit its game: one per player, each bot one of the game's; raise
        ``TableRefused("bad_step")`` otherwise (a row the store would refuse now, written by an older bugkit)."""
        players = state.setup.get("players")
        if len(info.seats) != players:
            raise TableRefused("bad_step", f"table {self.table}: its game has {short_repr(players)} players but "
                                           f"the table has {len(info.seats)} seats")
        for seat in info.seats:
            if seat.bot is not None:
                try:
                    check_bot(spec.name, seat.bot)
                except InvalidInput as exc:
                    raise TableRefused("bad_step", f"table {self.table}: {exc}") from None

    @property
    def state(self) -> GameState:
        """Return the replayed game (the whole position: a board draws ``observation()``, never this)."""
        if self._state is None:
            self.refresh()
        assert self._state is not None
        return self._state

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Return the seats (nickname, bot or empty) as last read."""
        if self.info is None:
            self.refresh()
        assert self.info is not None
        return self.info.seats

    @property
    def game(self) -> str:
        """Return the game's name."""
        return self.state.GAME

    @property
    def my_seat(self) -> int:
        """Return this device's seat."""
        if self.info is None:
            self.refresh()
        assert self.info is not None and self.info.my_seat is not None
        return self.info.my_seat

    @property
    def full(self) -> bool:
        """Return True once every seat is taken (by a student or a bot): the game goes on only then."""
        return not any(s.empty for s in self.seats)

    @property
    def to_move(self) -> int | None:
        """Return the seat whose turn it is (None once the game is over, or while chance is pending)."""
        state = self.state
        return None if state.is_over or state.is_chance_node else state.current_player

    @property
    def can_act(self) -> bool:
        """Return True when this device's seat is to move and every seat is taken."""
        return self.full and self.to_move == self.my_seat

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.state.is_over

    def observation(self) -> Any:
        """Return what this device's seat sees (the game's own observation for it: others' hidden things left out)."""
        return self.state.observation(self.my_seat)

    def legal_actions(self) -> list[Any]:
        """Return this seat's allowed steps now (empty when it is not this seat's turn)."""
        return list(self.state.legal_actions()) if self.can_act else []

    def result(self) -> tuple[list[int], list[int]]:
        """Return (scores, winners) once the game is over; raise InvalidInput before."""
        if not self.is_over:
            raise InvalidInput("the game is not over yet")
        return self.state.scores(), self.state.winners()

    def save(self) -> str:
        """Return the finished game as a save (format 2) any player may keep; raise InvalidInput before the end."""
        if not self.is_over:
            raise InvalidInput("a table's game can be saved once it is over")
        return self.state.to_json()

    # ---- writing ----

    def act(self, step: Any) -> Any:
        """Return this seat's observation after playing ``step`` (a typed step or its text), the chance it caused and
        the bots' turns after it; raise (nothing written) if it is not this seat's turn, the step is refused, or
        MovedFirst if another device's step landed first (refresh, then look again)."""
        if self.info is None or not self.full:
            self._read()  # a classmate may have sat down since the last look (nobody moves before every seat is taken)
        if not self.full:
            raise TableRefused("waiting", f"table {self.table} waits for players: every seat must be taken (or "
                                          "given to a bot) before the game starts")
        if self.is_over:
            raise TableRefused("over", f"the game at table {self.table} is over")
        if self.to_move != self.my_seat:
            raise TableRefused("not_your_turn", f"it is not your turn at table {self.table} (seat {self.to_move} "
                                                f"is to move; you sit at seat {self.my_seat})")
        before = self.state
        session = self._session(before)
        session.act(step)  # the one gate: an illegal step raises here, before anything is written
        if _spec(before.GAME).timed:  # read back the step as the gate took it (typed) only where a time matters
            mine = session.state.history[len(before.history)]
            typed = getattr(before, "parse")(mine)  # noqa: B009
            if getattr(typed, "seconds", None) is not None:
                call = getattr(typed, "call", "")
                raise TableRefused("timed", "across devices Kakerlakentanz is played without the clock: call without "
                                            f"a time ({short_repr(call)}, not {short_repr(mine)})")
        self._append(self._play_on(session), before)
        return self.observation()

    def leave(self, bot: str | None = None) -> int:
        """Return the seat this device left after a bot (``bot``, default the game's first) took it over; the next
        refresh of another player plays the bot's turn if it is due."""
        spec = _spec(self.game)
        name = next(iter(spec.bots)) if bot is None else check_bot(spec.name, bot)
        return self.store.leave_table(self.me, self.table, name)

    def seat_bots(self, bots: Mapping[int, str | None] | Sequence[int]) -> None:
        """Give empty seats to bots (a mapping seat -> bot name, or a list of seats), then play a bot turn if due."""
        names = bot_names(self.game, bots, len(self.seats), -1)
        self.store.seat_bots(self.me, self.table, names)
        self.refresh()

    # ---- helpers ----

    def _session(self, state: GameState) -> Session:
        """Return a session on ``state`` whose generator is this device's and whose bots are the table's bots."""
        seats: list[Bot | None] = []
        spec = _spec(state.GAME)
        for s in self.seats:
            if s.bot is None:
                seats.append(None)
            else:
                if (s.seat, s.bot) not in self._bots:
                    self._bots[(s.seat, s.bot)] = spec.bots[s.bot]()
                seats.append(self._bots[(s.seat, s.bot)])
        return Session(state, seed=self.rng, bots=seats, start=False)

    def _pending(self) -> bool:
        """Return True if, at a full table, chance is due or a bot is to move (this device may do it)."""
        state = self.state
        if state.is_over or not self.full:
            return False
        return state.is_chance_node or self.seats[state.current_player].bot is not None

    def _play_on(self, session: Session) -> Session:
        """Return ``session`` after chance and, at a full table, the bots' turns until a student must decide."""
        session.state = resolve(session.state, session.rng)
        if self.full and not session.state.is_over:
            session.run(MAX_ACTIONS)
        return session

    def _append(self, session: Session, before: GameState | None = None) -> None:
        """Store the session's new steps as the next numbers; keep the last stored position on MovedFirst."""
        start = self.state if before is None else before
        new = list(session.state.history)[len(start.history):]
        if not new:
            return
        self.store.append_steps(self.me, self.table, len(start.history), new, over=session.state.is_over)
        self._state = session.state


__all__ = ["Device", "MovedFirst", "SharedGame", "TableRefused", "class_tables", "join_table", "open_table"]
