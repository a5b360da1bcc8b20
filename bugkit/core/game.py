"""The small protocol every game follows, its registry entry, JSON helpers, and ``play`` for whole games."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import itertools
import json
import math
import sys
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from numbers import Integral, Real
from typing import Any, ClassVar, Protocol, TypeVar, cast, overload

import numpy as np

from .dist import Dist
from .errors import BugkitError, IllegalMove, InvalidInput, Malformed, refuse
from .validate import MAX_TEXT, check_int, check_options, check_step, check_text, short_repr

S = TypeVar("S", bound="GameState")
R = TypeVar("R", bound="Recorded")
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

OLD_VERSION = 1  # saves of an older bugkit (a seed and the actions): refused with one message, in ``parse_save``
STEPS_VERSION = 2  # the save format: set-up + decisions and chance outcomes; no seed
CHANCE = -1  # ``current_player`` at a chance node
MAX_PLAYERS = 100  # players a state or a save may name (each game then checks its own bounds)


class Step:
    """The base of every typed step of every game: a decision or a chance outcome (python-chess's ``Move``).

    A game's steps are frozen, slotted dataclasses deriving from Step. ``str(step)`` is the step's canonical text,
    the one form saves, logs and playthroughs hold; the state's ``parse`` is the one way back from text. A step is a
    value: equal to, and hashing like, the same step, and never equal to a string (``"roll" in legal_actions()``
    is False); compare typed steps, or ``str(step)`` with a text.
    """

    __slots__ = ()

    def __str__(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} must say its canonical text")


StepT = TypeVar("StepT", bound=Step)
_KNOWN: dict[int, tuple[Step, str]] = {}  # id -> (step, its text) of the steps rules keep in their tables
MAX_KNOWN = 100_000  # steps remembered by ``known_step`` (the five games keep a few thousand)


def known_step(step: StepT) -> StepT:
    """Return ``step`` checked (``check_step``) and remembered with its text, for good: the gate takes this very
    object as canonical without a second look and records the text made here (rules make their steps once, in
    tables, with this: a Turn per position, a Keep per multiset; anything else is checked at every step)."""
    if not isinstance(step, Step):
        raise InvalidInput(f"known_step: step must be a typed Step, not {short_repr(step)}")
    checked = check_step(step)
    if len(_KNOWN) >= MAX_KNOWN:
        raise BugkitError(f"known_step: more than {MAX_KNOWN:,} steps remembered (a table of steps should be made "
                          "once, not per position)")
    _KNOWN[id(checked)] = (checked, str(checked))
    return checked


class History(Sequence[T_co]):
    """An immutable sequence with O(1) append: ``history + (item,)`` links a new node to the old one.

    Games keep their record of actions in one (``actions``), so applying a move never copies the whole record
    and replaying a save of n actions takes time proportional to n, not n². It behaves like a tuple: iteration,
    ``len``, indexing and slicing (a slice is a tuple), ``+`` with a tuple or a History, and it is equal to (and
    hashes like) the tuple of its items. ``list(history)`` gives its JSON form; pickling stores that tuple.
    The full tuple is built at most once per node, on first iteration, and kept.
    """

    __slots__ = ("_chunk", "_hash", "_items", "_len", "_prev")

    _prev: History[T_co] | None
    _chunk: tuple[T_co, ...]
    _len: int
    _items: tuple[T_co, ...] | None
    _hash: int | None

    def __init__(self, items: Iterable[T_co] = ()) -> None:
        try:
            chunk = tuple(items)
        except TypeError:
            if isinstance(items, Iterable):
                raise  # the items' own iteration failed: not a slip in the argument
            raise InvalidInput(f"History: items must be a sequence of steps, not {short_repr(items)}") from None
        self._prev, self._chunk, self._len, self._items, self._hash = None, chunk, len(chunk), chunk, None

    @classmethod
    def _link(cls, prev: History[T_co], chunk: tuple[T_co, ...]) -> History[T_co]:
        node: History[T_co] = object.__new__(cls)
        node._prev, node._chunk, node._len, node._items, node._hash = prev, chunk, prev._len + len(chunk), None, None
        return node

    def _tuple(self) -> tuple[T_co, ...]:
        """Return all items as a tuple (built by walking back to the nearest node that has one, then kept)."""
        if self._items is None:
            chunks: list[tuple[T_co, ...]] = []
            node: History[T_co] | None = self
            while node is not None:
                if node._items is not None:
                    chunks.append(node._items)
                    break
                chunks.append(node._chunk)
                node = node._prev
            self._items = tuple(itertools.chain.from_iterable(reversed(chunks)))
        return self._items

    def __add__(self, other: Iterable[T_co]) -> History[T_co]:
        if not isinstance(other, (tuple, list, History)):
            return NotImplemented
        chunk = tuple(other)
        return self._link(self, chunk) if chunk else self

    def __radd__(self, other: Iterable[T_co]) -> History[T_co]:
        if not isinstance(other, (tuple, list)):
            return NotImplemented
        return History(other) + self

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[T_co]:
        return iter(self._tuple())

    def __reversed__(self) -> Iterator[T_co]:
        return reversed(self._tuple())

    def __contains__(self, item: object) -> bool:
        return item in self._tuple()

    @overload
    def __getitem__(self, index: int) -> T_co: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T_co, ...]: ...

    def __getitem__(self, index: int | slice) -> T_co | tuple[T_co, ...]:
        if isinstance(index, int) and -len(self._chunk) <= index < 0 and self._items is None:
            return self._chunk[index]  # the last move(s): no walk back
        return self._tuple()[index]

    def index(self, value: Any, start: int = 0, stop: int = sys.maxsize) -> int:
        """Return the first position of ``value`` (like ``tuple.index``)."""
        return self._tuple().index(value, start, stop)

    def count(self, value: Any) -> int:
        """Return how often ``value`` occurs."""
        return self._tuple().count(value)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            return self is other or (self._len == other._len and self._tuple() == other._tuple())
        if isinstance(other, tuple):
            return self._len == len(other) and self._tuple() == other
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._tuple())
        return self._hash

    def __reduce__(self) -> tuple[type[History[T_co]], tuple[tuple[T_co, ...]]]:
        return (History, (self._tuple(),))

    def __repr__(self) -> str:
        return f"History({self._tuple()!r})"


EMPTY_HISTORY: History[Any] = History()  # the record of a new game (a dataclass default: shared, immutable)


def appended(history: Iterable[T], *items: T) -> History[T]:
    """Return ``history`` with ``items`` added at the end, in O(1) time when ``history`` is already a History.

    Rules record a move with ``actions=appended(self.actions, action)`` (never ``(*self.actions, action)``,
    which copies the whole record at every move and makes replaying a game of n moves take n² time)."""
    if type(history) is History:
        return History._link(history, items) if items else history  # the common case, without the checks of ``+``
    base = history if isinstance(history, History) else History(history)
    return base + items


class GameState(ABC):
    """A position of a game: a plain immutable value. ``apply`` returns a new state or raises."""

    GAME: ClassVar[str]
    # How many positions one position of this game counts as in ``bugkit.core.exact.evaluate``'s bound: its cost
    # relative to an average game's (building and hashing a bigger state costs more), so the bound stops the walk
    # after about the same time in every game.
    EXACT_COST: ClassVar[int] = 1

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Return the index of the player to act (meaningless once the game is over)."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Return True once the game has ended."""

    @property
    def is_chance_node(self) -> bool:
        """Return True where chance (a roll, a draw, a reveal) decides the next step."""
        return False

    def chance_outcomes(self) -> Dist[Any]:
        """Return the exact outcomes of the chance step due now; raise IllegalMove at a decision."""
        raise refuse(self.GAME, "chance", "not_chance", [str(a) for a in self.legal_actions()])

    @abstractmethod
    def legal_actions(self) -> Sequence[Any]:
        """Return the actions allowed now (empty at a chance node and once the game is over)."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Return each player's score as the rules count it."""

    @abstractmethod
    def inventory(self) -> Counter[str]:
        """Return a count of every physical component in every place (must never change)."""

    @property
    @abstractmethod
    def setup(self) -> dict[str, Any]:
        """Return the arguments of ``new_game`` (players and options) that made this game."""

    @property
    @abstractmethod
    def history(self) -> Sequence[str]:
        """Return every decision and chance outcome since the start, as text, in order."""

    @abstractmethod
    def observation(self, player: int) -> Any:
        """Return what ``player`` may see: hidden components are left out."""

    @abstractmethod
    def apply(self: S, step: Any) -> S:
        """Return the state after ``step``; raise InvalidInput/IllegalMove and leave this state unchanged."""

    @abstractmethod
    def to_json(self) -> str:
        """Return the state as a save that ``bugkit.load`` turns back into an equal state."""

    def winners(self) -> list[int]:
        """Return the players with the highest score (several on a tie); empty while the game runs."""
        if not self.is_over:
            return []
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]


@dataclass(frozen=True, kw_only=True)
class Recorded(GameState):
    """The base of every game state with chance nodes: the fields every game repeats, and one ``apply``.

    A state is a value: frozen, hashable, equal when the game is equal. ``steps`` (every decision and chance
    outcome so far, as text) is the record a save is made of; like a game's event log it is left out of
    equality. Chance is in the open: where the rules roll or reveal something, ``is_chance_node`` is true and
    ``chance_outcomes()`` lists the outcomes with exact probabilities; nothing unseen is stored in the state.
    A game subclass gives ``parse`` (the one place that turns text into a typed action or outcome),
    ``legal_actions``, ``_apply`` and, if it has chance, ``is_chance_node``, ``chance_outcomes`` and
    ``_apply_outcome``; ``refusal`` says why an action is not legal, as a structured ``IllegalMove``.
    """

    n_players: int
    options: tuple[tuple[str, Any], ...] = ()
    steps: History[str] = field(default=EMPTY_HISTORY, compare=False, repr=False)

    def __new__(cls, *args: Any, **kwargs: Any) -> Recorded:
        """Return a new, empty state of a game's class; refuse the abstract base (it is no game)."""
        if getattr(cls, "__abstractmethods__", None):
            raise BugkitError(f"{cls.__name__} is the base of the games' states and no game; start one with "
                              "bugkit.new_game(name)")
        return object.__new__(cls)

    def __post_init__(self) -> None:
        # a new game stores plain values only (np.int64(3) players, a Fraction option), so to_json always works
        if not isinstance(self.options, tuple) or not all(
                isinstance(o, tuple) and len(o) == 2 and isinstance(o[0], str) for o in self.options):
            raise InvalidInput(f"options must be a tuple of (name, value) pairs, not {short_repr(self.options)}")
        if type(self.n_players) is not int or not 1 <= self.n_players <= MAX_PLAYERS:
            object.__setattr__(self, "n_players", check_int(self.n_players, "players", 1, MAX_PLAYERS))
        names = [k for k, _ in self.options]
        if "players" in names or len(set(names)) != len(names):
            raise InvalidInput(f"options name each option once, and not players (n_players is the number of "
                               f"players), not {short_repr(names)}")
        options = tuple((k, _freeze(check_option_value(v, k), 1, f"option {k}")) for k, v in self.options)
        if any(a[1] is not b[1] for a, b in zip(options, self.options, strict=True)):
            object.__setattr__(self, "options", options)

    @property
    def setup(self) -> dict[str, Any]:
        """Return the new_game arguments of this game: the players and the options that differ from the defaults,
        as plain JSON data again (``thaw``)."""
        return {"players": self.n_players, **{k: thaw(v) for k, v in self.options}}

    @property
    def history(self) -> History[str]:
        """Return every decision and chance outcome so far, as text."""
        return self.steps

    def _apply_outcome(self, outcome: Any) -> Recorded:
        """Return the state after a chance outcome (games with chance override this)."""
        raise refuse(self.GAME, outcome, "not_chance", [str(a) for a in self.legal_actions()])

    @abstractmethod
    def _apply(self, action: Any) -> Recorded:
        """Return the state after a legal decision (the record of steps is added by ``apply``)."""

    @abstractmethod
    def parse(self, text: str) -> Any:
        """Return the typed action (or, at a chance node, outcome) written as ``text``; raise InvalidInput."""

    def refusal(self, action: Any, legal: Sequence[Any]) -> IllegalMove:
        """Return the structured refusal of an action that is not legal now (games give their reasons)."""
        return refuse(self.GAME, action, "not_legal", legal)

    def legal(self, step: Step) -> bool:
        """Return True if the typed decision ``step`` is allowed now (by default: it is one of legal_actions())."""
        return step in self.legal_actions()

    def possible(self, outcome: Step) -> bool:
        """Return True if chance can bring the typed ``outcome`` now (by default: it is in chance_outcomes())."""
        return outcome in self.chance_outcomes()

    def _typed(self, step: object) -> Step:
        """Return ``step`` as a checked typed step of this game (text parsed); raise Malformed for anything else."""
        if isinstance(step, str):
            try:
                typed: Step = self.parse(check_text(step, "an action", MAX_TEXT))
            except Malformed:
                raise
            except InvalidInput as exc:  # said in words by a board: too long, or no step of this game
                raise Malformed(str(exc), game=self.GAME, reason="too_long" if len(step) > MAX_TEXT else "malformed",
                                fields={"hi": MAX_TEXT}) from None
        elif isinstance(step, Step):
            typed = step
        else:
            raise Malformed(f"a {self.GAME} step is a typed step or its text, such as "
                            f"{[str(a) for a in self.legal_actions()[:3]]}, not {short_repr(step)}",
                            game=self.GAME, reason="not_text")
        known = _KNOWN.get(id(typed))
        return typed if known is not None and known[0] is typed else check_step(typed)  # canonical (checked) form

    def apply(self: R, step: Step | str) -> R:
        """Return the state after ``step`` (a typed Step, or its text); raise InvalidInput for anything else or
        malformed text (a ``Malformed`` with its reason), IllegalMove (structured) for a step the rules or chance do
        not allow; self is unchanged.
        This is the one gate of every game: ``legal`` for decisions, ``possible`` for chance outcomes."""
        if self.is_over:
            raise refuse(self.GAME, step, "over")
        known = _KNOWN.get(id(step))
        if known is not None and known[0] is step:
            typed: Step = step  # a step the rules made and checked once (``known_step``): the usual case
            text: str | None = known[1]
        else:
            typed, text = self._typed(step), None
        if self.is_chance_node:
            if not self.possible(typed):
                raise refuse(self.GAME, typed, "impossible_outcome", [str(o) for o in self.chance_outcomes()],
                             outcome=str(typed))
            after = self._apply_outcome(typed)
        else:
            if not self.legal(typed):
                raise self.refusal(typed, self.legal_actions())
            after = self._apply(typed)
        steps = self.steps
        if text is None:
            text = str(typed)
        # History appends in O(1); the link is made directly (the common case: the record is a History)
        if type(steps) is History:  # History._link(steps, (text,)), inlined
            node: History[str] = _new_object(History)
            node._prev, node._chunk, node._len, node._items, node._hash = steps, (text,), steps._len + 1, None, None
            steps = node
        else:
            steps = steps + (text,)  # noqa: RUF005
        if _refcount(after) == _FRESH and len(after.__dict__) == _FIELD_COUNT.get(type(after)):
            # only this call holds the state the rules just made (no cache, no other state, not self): it gets its
            # record in place, which is the same as evolve(after, steps=steps) without a second copy
            after.__dict__["steps"] = steps
            return after  # type: ignore[return-value]
        return evolve(after, steps=steps)  # type: ignore[return-value]

    def to_data(self) -> dict[str, Any]:
        """Return the JSON-able content of this state: its set-up and every step since (no seed, no future)."""
        return {"setup": self.setup, "steps": list(self.steps)}

    def to_json(self) -> str:
        """Return the state as a save (format 2) that ``load`` turns back into an equal state; raise InvalidInput,
        before any file is written, for a game longer than a save may be (more than ``MAX_ACTIONS`` steps or
        ``MAX_SAVE_BYTES``): ``load`` would refuse that save."""
        steps = len(self.steps)
        if steps > MAX_ACTIONS:
            raise InvalidInput(f"this {self.GAME} game is too long to save: it has {steps:,} steps, and a save holds "
                               f"at most {MAX_ACTIONS:,} (a longer one could not be loaded again)")
        text = json.dumps({"game": self.GAME, "version": STEPS_VERSION, **self.to_data()}, sort_keys=True)
        if len(text) > MAX_SAVE_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_SAVE_BYTES:
            raise InvalidInput(f"this {self.GAME} game is too long to save: its save would be over "
                               f"{MAX_SAVE_BYTES:,} bytes, the most a save may hold (it could not be loaded again)")
        return text


def _references(value: object) -> int:
    """Return a number no state held elsewhere has (``apply`` compares it with ``_FRESH``): 0 without refcounts."""
    return 0


_refcount: Callable[[object], int] = getattr(sys, "getrefcount", _references)


def _fresh_count() -> int:
    """Return what ``_refcount`` says of an object held by one local variable only (-1 where it cannot say)."""
    if _refcount is _references:
        return -1
    fresh = object.__new__(Step)
    return _refcount(fresh)


_FRESH = _fresh_count()


class Bot(Protocol):
    """A player: chooses one of the legal actions from what its seat may observe."""

    def choose(self, observation: Any, legal: Sequence[Any], rng: np.random.Generator) -> Any:
        """Return one action from ``legal`` (a typed action, or its text)."""
        ...


@dataclass(frozen=True)
class GameSpec:
    """A registry entry: how to make, load and play one game."""

    name: str
    title: str
    min_players: int
    max_players: int
    new_game: Callable[..., GameState]
    from_json: Callable[[str], GameState]
    bots: Mapping[str, Callable[..., Bot]] = field(default_factory=dict)
    variants: Mapping[str, Any] = field(default_factory=dict)
    # The lesson "Luck or skill?" (bugkit.matches): the strong and the weak bot it pits against each other ("": the
    # last bot, and "random" or else the first), and how many games one call may play (about 8 s on a slow laptop).
    strong_bot: str = ""
    weak_bot: str = ""
    match_games: int = 30
    # A timed game (Kakerlakentanz): a decision carries the player's reaction time (``seconds``), judged by one clock.
    # Devices at a shared class table have no common clock, so there it is played untimed (``bugkit.classroom``).
    timed: bool = False
    # The rules make every decision step once, in tables (``known_step``), so the gate takes a listed step as checked
    # without a second look; False where some are made afresh per position (Würfel-WG's payments: too many to keep).
    steps_in_tables: bool = True
    # A memory game (Ungeziffer): tiles turned up lie face down again and the players must remember them. A past
    # position shows them face up, so a board's replay (``bugkit.ui.saving``) stays closed until the game is over.
    replay_hides_memory: bool = False


@dataclass(frozen=True)
class GameRecord:
    """A finished (or stopped) game: who played, every action in order, and the result."""

    game: str
    seed: int | None
    options: dict[str, Any]
    actions: list[str]
    scores: list[int]
    winners: list[int]
    final: GameState


def evolve(state: S, **changes: Any) -> S:
    """Return a copy of a frozen dataclass state with some fields changed (``dataclasses.replace`` without
    re-running ``__init__``: several times faster, which matters for rules applied millions of times).

    Only dataclass fields are copied: anything else a state cached in its ``__dict__`` (a legal-action list,
    a ``cached_property``) belongs to the old position and is dropped.
    """
    cls = state.__class__
    count = _FIELD_COUNT.get(cls) or len(_field_names(cls))  # refuses a state that is no dataclass (once per class)
    old = state.__dict__
    if len(old) != count:  # something cached besides the fields
        names = _field_names(cls)
        old = {k: v for k, v in old.items() if k in names}
    new = _new_object(cls)
    _set_attribute(new, "__dict__", old | changes)  # every field is always set: one merge at C speed
    return new


_new_object = object.__new__
_set_attribute = object.__setattr__  # (a frozen dataclass refuses its own setattr)
_FIELD_COUNT: dict[type, int] = {}  # the number of fields of each state class evolve has seen


@functools.cache
def _field_names(cls: type) -> frozenset[str]:
    """Return the field names of a dataclass state class; raise InvalidInput for any other class."""
    if not dataclasses.is_dataclass(cls):
        raise InvalidInput(f"evolve: state must be a game state (a frozen dataclass), not a {cls.__name__}")
    names = frozenset(f.name for f in dataclasses.fields(cls))
    _FIELD_COUNT[cls] = len(names)
    return names


# Limits of a saved game, checked before any work (``save_text``, ``rebuild`` and ``new_game_function``); each is
# generous for any real game.
MAX_SAVE_BYTES = 1_000_000  # the whole file: a real game's save is a few kilobytes
MAX_ACTIONS = 20_000  # moves in one save: real games take 30 to 4,000
MAX_ACTION_TEXT = MAX_TEXT  # characters in one move
MAX_OPTION_DEPTH = 10  # nesting of lists and objects in an option value (card files are 6 deep)
MAX_OPTION_ITEMS = 20_000  # values inside all option values together (the biggest card file has about 540)
MAX_OPTION_STRING = 2_000  # characters in one text inside an option value
MAX_OPTION_NUMBER = 10**9  # size of one number inside an option value (each game then checks its own bounds)
STEPS_FIELDS = ("game", "setup", "steps", "version")
_BOM = "\ufeff"


def save_text(text: object) -> str:
    """Return a save's text: ``str`` or UTF-8 ``bytes`` of at most MAX_SAVE_BYTES, a byte-order mark removed."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise InvalidInput(f"a saved game is at most {MAX_SAVE_BYTES:,} bytes; this one has {len(text):,}")
        try:
            return bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InvalidInput(f"a saved game must be UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if not isinstance(text, str):
        raise InvalidInput(f"a saved game is a JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_SAVE_BYTES:
        raise InvalidInput(f"a saved game is at most {MAX_SAVE_BYTES:,} bytes; this one is longer")
    return text[1:] if text.startswith(_BOM) else text


def _no_constant(name: str) -> Any:
    raise InvalidInput(f"a saved game holds only finite numbers, not {name}")


def parse_save(text: object) -> dict[str, Any]:
    """Return the JSON object of a save after checking its size, encoding and envelope (game and version)."""
    body = save_text(text)
    try:
        data = json.loads(body, parse_constant=_no_constant)
    except InvalidInput:
        raise
    except (ValueError, RecursionError, MemoryError) as exc:  # bad JSON, 5,000-digit numbers, deep nesting
        raise InvalidInput(f"a saved game must be JSON text: {short_repr(str(exc), 120)}") from None
    if not isinstance(data, dict):
        raise InvalidInput(f"a saved game must be a JSON object, not {type(data).__name__}")
    game = data.get("game")
    if not isinstance(game, str):
        raise InvalidInput(f"a saved game names its game in a 'game' field, not {short_repr(game)}")
    version = data.get("version")
    if type(version) is int and version == OLD_VERSION:
        raise InvalidInput(f"this {short_repr(game)} save was made by an older bugkit (format 1, a seed and the "
                           f"actions); this bugkit reads format {STEPS_VERSION} (the steps, no seed). Start a new "
                           "game, or load it with the bugkit that saved it.")
    if type(version) is not int or version != STEPS_VERSION:
        raise InvalidInput(f"unknown save version {short_repr(version)}; this bugkit reads version {STEPS_VERSION} "
                           "(a whole number)")
    if set(data) != set(STEPS_FIELDS):
        raise InvalidInput(f"a saved game of version {version} has exactly the fields {', '.join(STEPS_FIELDS)}, "
                           f"not {short_repr(sorted(data), 120)}")
    return data


def load_json(text: object, game: str) -> dict[str, Any]:
    """Return the body (setup and actions) of a saved ``game`` after checking its envelope; raise InvalidInput."""
    data = parse_save(text)
    if data["game"] != game:
        raise InvalidInput(f"this is not a saved {game} game (its 'game' field is {short_repr(data['game'])})")
    return {k: v for k, v in data.items() if k != "game"}


def _parameters(new_game: object, who: str) -> list[inspect.Parameter]:
    """Return the parameters of ``new_game``'s signature; raise InvalidInput (saying ``who`` asked) if it is no
    function with a signature."""
    if not callable(new_game):
        raise _no_new_game(who, new_game)
    try:
        return list(inspect.signature(new_game).parameters.values())
    except (TypeError, ValueError):
        raise _no_new_game(who, new_game) from None


def _no_new_game(who: str, value: object) -> InvalidInput:
    """Return the error for a ``value`` given as a new_game function that is none (``who`` asked)."""
    return InvalidInput(f"{who}: new_game must be a game's new_game function, not {short_repr(value)}")


def option_names(new_game: Callable[..., Any]) -> list[str] | None:
    """Return the option names ``new_game`` takes besides players (None if it takes any ``**options``)."""
    params = _parameters(new_game, "option_names")
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return None
    return [p.name for p in params if p.name != "players"
            and p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)]


G = TypeVar("G", bound=Callable[..., Any])


def new_game_function(game: str) -> Callable[[G], G]:
    """Return the decorator every game's ``new_game`` wears: the one place a game's options are checked.

    Before the game's own checks: ``seed`` is refused with one message (a state holds no randomness: chance is
    sampled by a session, ``bugkit.start``); a name ``new_game`` does not take is refused listing its options; each
    value must be plain bounded JSON data (``check_option_value``) and is passed on as such. ``new_game`` names
    every option it takes (no ``**options``), so ``option_names`` lists them. Every error is an ``InvalidInput``.
    """
    check_text(game, "game", 60)

    def decorate(new_game: G) -> G:
        names = option_names(new_game)
        if names is None:
            raise BugkitError(f"{game}: new_game must name each option it takes, not take **options")
        allowed = ("players", *names)
        what = f"{game} new_game"

        @functools.wraps(new_game)
        def checked(*args: Any, **options: Any) -> Any:
            if "seed" in options:
                raise InvalidInput(f"{what} takes no seed: a game state holds no randomness; chance is sampled by "
                                   f"the session: bugkit.start({game!r}, seed=...)")
            check_options(options, allowed, what)
            plain = {k: v if k == "players" else check_option_value(v, k)  # (the game checks players itself)
                     for k, v in options.items()}
            return new_game(*args, **plain)

        return cast(G, checked)

    return decorate


def kept_options(new_game: Callable[..., Any], options: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Return the options a new game's state keeps: ``options`` as (name, value) pairs, without those equal to the
    default ``new_game`` declares for them (so a save lists only what differs, and the defaults are stated once:
    in ``new_game``'s signature)."""
    if not callable(new_game) or not isinstance(new_game, Hashable):  # refused before the cache hashes it
        raise _no_new_game("kept_options", new_game)
    if not isinstance(options, Mapping):
        raise InvalidInput(f"kept_options: options must be a mapping of option names to values, not "
                           f"{short_repr(options)}")
    defaults = _option_defaults(new_game)
    unknown = [k for k in options if k not in defaults]
    if unknown:
        raise InvalidInput(f"kept_options: {short_repr(unknown)} are not options with a default in new_game "
                           f"(those are {list(defaults)})")
    return tuple((k, v) for k, v in options.items() if not _is_default(v, defaults[k]))


def _is_default(value: object, default: object) -> bool:
    """Return True if an option's value equals its default (a value whose ``==`` raises, or says neither True nor
    False, as a numpy array's does, is not the default)."""
    try:
        same = value == default
    except Exception:
        return False
    return same is True or (isinstance(same, np.bool_) and bool(same))


@functools.cache
def _option_defaults(new_game: Callable[..., Any]) -> dict[str, Any]:
    """Return the default of each option ``new_game`` declares (its signature read once per function); raise
    InvalidInput if it is no function with a signature."""
    return {p.name: p.default for p in _parameters(new_game, "kept_options")
            if p.default is not inspect.Parameter.empty}


class FrozenMap(tuple):  # type: ignore[type-arg]
    """A JSON object frozen as a tuple of (key, value) pairs, so that a state holding it hashes (``thaw`` makes it
    a dict again)."""

    __slots__ = ()


def freeze(value: Any) -> Any:
    """Return plain JSON data (an option such as a deck) as a hashable value: objects as ``FrozenMap`` pairs in key
    order (so two equal dicts freeze equal, as a save's sorted keys do), lists as tuples; a value frozen already is
    returned as it is. Raise InvalidInput for an object key that is no text (a save could not hold it) or nesting
    deeper than MAX_OPTION_DEPTH (a list that holds itself)."""
    return _freeze(value, 1, "an option value")


def _freeze(value: Any, depth: int, what: str) -> Any:
    """Return ``freeze(value)`` for a value ``depth`` levels deep in ``what`` (an option, for messages)."""
    if isinstance(value, FrozenMap):
        if not all(type(pair) is tuple and len(pair) == 2 and isinstance(pair[0], str) for pair in value):
            raise InvalidInput(f"{what}: a FrozenMap holds (text, value) pairs (freeze makes one), not "
                               f"{short_repr(value)}")
        return value
    if isinstance(value, (dict, list, tuple)) and depth > MAX_OPTION_DEPTH:
        raise InvalidInput(f"{what} is nested more than {MAX_OPTION_DEPTH} levels deep")
    if isinstance(value, dict):
        keys = [k for k in value if not isinstance(k, str)]
        if keys:
            raise InvalidInput(f"{what}: the keys of an object are texts (as a save writes them), not "
                               f"{short_repr(keys[0])}")
        return FrozenMap((k, _freeze(v, depth + 1, what)) for k, v in sorted(value.items()))
    if isinstance(value, (list, tuple)):
        items = tuple(_freeze(v, depth + 1, what) for v in value)
        return value if type(value) is tuple and all(a is b for a, b in zip(items, value, strict=True)) else items
    return value


def thaw(value: Any) -> Any:
    """Return the plain JSON data that ``freeze`` froze (objects as dicts, tuples as lists); raise InvalidInput for
    a ``FrozenMap`` that is not pairs (``freeze`` refuses one without text keys), or nesting deeper than
    MAX_OPTION_DEPTH."""
    return _thaw(value, 1)


def _thaw(value: Any, depth: int) -> Any:
    """Return ``thaw(value)`` for a value ``depth`` levels deep in an option."""
    if not isinstance(value, tuple):
        return value
    if depth > MAX_OPTION_DEPTH:
        raise InvalidInput(f"an option value is nested more than {MAX_OPTION_DEPTH} levels deep")
    if isinstance(value, FrozenMap):
        try:
            return {k: _thaw(v, depth + 1) for k, v in value}
        except InvalidInput:  # from deeper down (an InvalidInput is a ValueError too): passed on as it is
            raise
        except (TypeError, ValueError):
            raise InvalidInput(f"a FrozenMap holds (text, value) pairs (freeze makes one), not "
                               f"{short_repr(value)}") from None
    return [_thaw(v, depth + 1) for v in value]


def check_option_value(value: T, name: str) -> T:
    """Return ``value`` as plain JSON data (numpy numbers as ``int``/``float``/``bool``, a whole ``Fraction`` as
    ``int``, another as the ``float`` equal to it) within the generic option limits (depth, items, text and number
    sizes); raise InvalidInput otherwise (a Fraction no float equals, such as 1/3, is refused: give a decimal). The
    game's ``new_game`` then checks what the value means; a state stores the plain value, so ``to_json`` works."""
    stack: list[tuple[object, int]] = [(value, 1)]
    items = 0
    while stack:
        item, depth = stack.pop()
        items += 1
        if items > MAX_OPTION_ITEMS:
            raise InvalidInput(f"option {name} holds more than {MAX_OPTION_ITEMS:,} values")
        if depth > MAX_OPTION_DEPTH:
            raise InvalidInput(f"option {name} is nested more than {MAX_OPTION_DEPTH} levels deep")
        if item is None or isinstance(item, (bool, np.bool_)):
            continue
        if isinstance(item, Fraction) and item.denominator != 1 and Fraction(float(item)) != item:
            raise InvalidInput(f"option {name}: the fraction {short_repr(item)} has no exact decimal; "
                               f"give a decimal number such as {float(item):.2f}")
        if isinstance(item, Real):
            number = int(item) if isinstance(item, Integral) else float(item)
            if (isinstance(number, float) and not math.isfinite(number)) or abs(number) > MAX_OPTION_NUMBER:
                raise InvalidInput(f"option {name}: the number {short_repr(item)} is too large "
                                   f"(at most {MAX_OPTION_NUMBER:,})")
        elif isinstance(item, str):
            if len(item) > MAX_OPTION_STRING:
                raise InvalidInput(f"option {name}: a text of {len(item):,} characters is too long "
                                   f"(at most {MAX_OPTION_STRING:,})")
        elif isinstance(item, (list, tuple)):
            stack.extend((x, depth + 1) for x in item)
        elif isinstance(item, dict):
            stack.extend((k, depth + 1) for k in item)
            stack.extend((x, depth + 1) for x in item.values())
        else:
            raise InvalidInput(f"option {name} must be plain data (numbers, texts, lists), not {short_repr(item)}")
    return cast(T, _plain(value))


def _plain(value: Any) -> Any:
    """Return a checked option value with plain Python scalars (the same object when it already has only those;
    containers keep their type, so a game's hashable mapping stays hashable)."""
    kind = type(value)
    if value is None or kind in (bool, int, float, str):
        return value
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, Integral):
        return int(value)
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, Real):
        return float(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, (list, tuple)):
        items = [_plain(v) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        pairs = {_plain(k): _plain(v) for k, v in value.items()}
        if len(pairs) == len(value) and all(k1 is k2 and v1 is v2 for (k1, v1), (k2, v2) in
                                            zip(pairs.items(), value.items(), strict=True)):
            return value
        return kind(pairs) if kind is not dict else pairs
    return value  # pragma: no cover - check_option_value refused every other type


def _check_setup(setup: object, game: str) -> dict[str, Any]:
    """Return a save's set-up after the checks of a save: an object, players a whole number, and no seed (what
    chance brought is in the steps). Its options are checked by the game's ``new_game`` (``new_game_function``)."""
    where = f"saved {game} game"
    if not isinstance(setup, dict):
        raise InvalidInput(f"{where}: field 'setup' must be an object, not {short_repr(setup)}")
    if "seed" in setup:
        raise InvalidInput(f"{where}: a version-2 save holds no seed (what chance brought is in its steps)")
    if "players" in setup:
        check_int(setup["players"], f"{where}: players", 1, MAX_PLAYERS)
    return setup


def _check_steps(actions: object, game: str) -> list[str]:
    """Return a save's steps after checking they are at most MAX_ACTIONS texts of at most MAX_ACTION_TEXT."""
    where = f"saved {game} game"
    if not isinstance(actions, list):
        raise InvalidInput(f"{where}: field 'steps' must be a list of moves, not {short_repr(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise InvalidInput(f"{where} has {len(actions):,} moves; a save holds at most {MAX_ACTIONS:,}")
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise InvalidInput(f"{where}: action {i} must be a text, not {short_repr(action)}")
        if len(action) > MAX_ACTION_TEXT:
            raise InvalidInput(f"{where}: action {i} is {len(action):,} characters long; "
                               f"a move is at most {MAX_ACTION_TEXT}")
    return actions


def replay(text: object, cls: type[R], new_game: Callable[..., GameState]) -> R:
    """Return the game of class ``cls`` saved as JSON by ``to_json``: rebuilt from its set-up and replayed step by
    step. This is every game's ``from_json``.

    Replaying through the rules means a saved game can never hold an impossible position: any field of
    the wrong type, unknown option, action the rules refuse or outcome chance cannot bring raises InvalidInput
    naming the culprit. Every limit (MAX_SAVE_BYTES, MAX_ACTIONS, MAX_ACTION_TEXT, and the option limits, by
    ``new_game``) is checked before the replay; a save of an older bugkit (format 1) is refused by ``parse_save``.
    """
    if not (isinstance(cls, type) and issubclass(cls, Recorded) and isinstance(getattr(cls, "GAME", None), str)):
        raise InvalidInput(f"replay: cls must be a game's state class (such as UngezifferState), not "
                           f"{short_repr(cls)}")
    if not callable(new_game):
        raise InvalidInput(f"replay: new_game must be the game's new_game function, not {short_repr(new_game)}")
    state = rebuild(load_json(text, cls.GAME), cls.GAME, new_game)
    if not isinstance(state, cls):
        raise BugkitError(f"{cls.GAME}: new_game made a {type(state).__name__}, not a {cls.__name__}")
    return state


def rebuild(body: Mapping[str, Any], game: str, new_game: Callable[..., GameState]) -> GameState:
    """Return the ``game`` a parsed save holds (``parse_save``'s object, whose envelope is checked): its set-up
    checked and started with ``new_game``, then every step replayed through the rules; raise InvalidInput."""
    if not (isinstance(body, Mapping) and "setup" in body and "steps" in body):
        raise InvalidInput(f"rebuild: body must be a parsed save (parse_save(text)), not {short_repr(body)}")
    check_text(game, "game", 60)
    if not callable(new_game):
        raise InvalidInput(f"rebuild: new_game must be the game's new_game function, not {short_repr(new_game)}")
    setup = _check_setup(body["setup"], game)
    steps = _check_steps(body["steps"], game)
    state = _start(setup, game, new_game)
    for i, action in enumerate(steps):
        try:
            state = state.apply(action)
        except BugkitError as exc:
            raise InvalidInput(f"saved {game} game: step {i} ({short_repr(action)}) is not possible there: "
                               f"{exc}") from None
        except Exception as exc:
            raise InvalidInput(f"saved {game} game: step {i} ({short_repr(action)}) could not be replayed: "
                               f"{type(exc).__name__}: {short_repr(str(exc), 120)}") from exc
    return state


def _start(setup: dict[str, Any], game: str, new_game: Callable[..., GameState]) -> GameState:
    """Return ``new_game(**setup)``; any failure is an InvalidInput naming the set-up."""
    try:
        return new_game(**setup)
    except BugkitError as exc:
        raise InvalidInput(f"saved {game} game: bad set-up: {exc}") from None
    except Exception as exc:  # a check a game lacks must still not crash a load
        raise InvalidInput(f"saved {game} game: bad set-up {short_repr(setup)}: "
                           f"{type(exc).__name__}: {short_repr(str(exc), 120)}") from exc

