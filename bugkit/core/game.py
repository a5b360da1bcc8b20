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
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from numbers import Integral, Real
from typing import Any, ClassVar, Protocol, TypeVar, cast, overload

import numpy as np

from .dist import Dist
from .errors import BugkitError, GameOver, IllegalMove, InvalidInput, illegal, refuse
from .validate import MAX_SEED, MAX_TEXT, check_int, check_options, check_seed, check_text, short_repr

S = TypeVar("S", bound="GameState")
R = TypeVar("R", bound="Recorded")
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

SAVE_VERSION = 1  # saves of games that still keep a seed (set-up + actions)
STEPS_VERSION = 2  # saves of games with chance nodes (set-up + decisions and chance outcomes; no seed)
CHANCE = -1  # ``current_player`` at a chance node


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
        chunk = tuple(items)
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
    base = history if isinstance(history, History) else History(history)
    return base + items


class GameState(ABC):
    """A position of a game: a plain immutable value. ``apply`` returns a new state or raises."""

    GAME: ClassVar[str]

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
    def _apply(self: S, action: str) -> S:
        """Return the state after a legal, canonical action."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Return each player's score as the rules count it."""

    @abstractmethod
    def inventory(self) -> Counter[str]:
        """Return a count of every physical component in every place (must never change)."""

    @property
    @abstractmethod
    def setup(self) -> dict[str, Any]:
        """Return the arguments of ``new_game`` (players, seed and options) that made this game."""

    @property
    @abstractmethod
    def history(self) -> Sequence[str]:
        """Return every action applied since the start, in order (a tuple or a ``History``)."""

    def to_data(self) -> dict[str, Any]:
        """Return the JSON-able content of this state: its set-up and the actions since (a replayable record)."""
        return {"setup": self.setup, "actions": list(self.history)}

    @abstractmethod
    def observation(self, player: int) -> Any:
        """Return what ``player`` may see: hidden components are left out."""

    def canonical(self, action: str) -> str:
        """Return the canonical spelling of an action, or raise InvalidInput if it cannot be parsed."""
        if not isinstance(action, str):
            raise InvalidInput(f"an action is a string such as {self.legal_actions()[:3]!r}, not {action!r}")
        return " ".join(action.strip().lower().split())

    def apply(self: S, action: str) -> S:
        """Return the state after ``action``; raise InvalidInput/IllegalMove and leave this state unchanged."""
        if self.is_over:
            raise GameOver(f"{action!r} is not allowed: the game is over. Legal now: none")
        act = self.canonical(action)
        legal = self.legal_actions()
        if act not in legal:
            raise illegal(action, self.why_illegal(act), legal)
        return self._apply(act)

    def why_illegal(self, action: str) -> str:
        """Return a short reason why a parsed action is not legal now (games refine this)."""
        return "it is not one of the moves the rules allow in this position"

    def winners(self) -> list[int]:
        """Return the players with the highest score (several on a tie); empty while the game runs."""
        if not self.is_over:
            return []
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def to_json(self) -> str:
        """Return the state as a JSON text that ``load`` turns back into an equal state."""
        return json.dumps({"game": self.GAME, "version": SAVE_VERSION, **self.to_data()}, sort_keys=True)


class RecordedGame(GameState):
    """A GameState whose dataclass keeps ``n_players``, ``seed``, ``options`` (name, value pairs that differ from
    the defaults) and ``actions``: from these it gives the replayable record every save is made of."""

    n_players: int
    seed: int
    options: tuple[tuple[str, Any], ...]
    actions: Sequence[str]  # a History (O(1) append): the rules add a move with ``self.actions + (action,)``

    @property
    def setup(self) -> dict[str, Any]:
        """Return the new_game arguments of this game."""
        return {"players": self.n_players, "seed": self.seed, **dict(self.options)}

    @property
    def history(self) -> Sequence[str]:
        """Return the actions applied so far."""
        return self.actions


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

    @property
    def setup(self) -> dict[str, Any]:
        """Return the new_game arguments of this game: the players and the options that differ from the defaults."""
        return {"players": self.n_players, **dict(self.options)}

    @property
    def history(self) -> History[str]:
        """Return every decision and chance outcome so far, as text."""
        return self.steps

    def _apply_outcome(self, outcome: Any) -> Recorded:
        """Return the state after a chance outcome (games with chance override this)."""
        raise refuse(self.GAME, outcome, "not_chance", [str(a) for a in self.legal_actions()])

    @abstractmethod
    def parse(self, text: str) -> Any:
        """Return the typed action (or, at a chance node, outcome) written as ``text``; raise InvalidInput."""

    def refusal(self, action: Any, legal: Sequence[Any]) -> IllegalMove:
        """Return the structured refusal of an action that is not legal now (games give their reasons)."""
        return refuse(self.GAME, action, "not_legal", legal)

    def apply(self: R, step: Any) -> R:  # type: ignore[override]
        """Return the state after ``step`` (a typed action or outcome, or its text); raise InvalidInput for
        malformed text, IllegalMove (structured) for a step the rules or chance do not allow; self is unchanged."""
        if self.is_over:
            raise refuse(self.GAME, step, "over")
        if isinstance(step, str):
            step = self.parse(check_text(step, "an action", MAX_TEXT))
        if self.is_chance_node:
            outcomes = self.chance_outcomes()
            try:
                possible = step in outcomes
            except TypeError:
                possible = False
            if not possible:
                raise refuse(self.GAME, step, "impossible_outcome", [str(o) for o in outcomes], outcome=str(step))
            after = self._apply_outcome(step)
        else:
            legal = self.legal_actions()
            try:
                allowed = step in legal
            except TypeError:
                allowed = False
            if not allowed:
                raise self.refusal(step, legal)
            after = self._apply(step)
        return cast(R, evolve(after, steps=self.steps + (str(step),)))  # noqa: RUF005 - History appends in O(1)

    def to_data(self) -> dict[str, Any]:
        """Return the JSON-able content of this state: its set-up and every step since (no seed, no future)."""
        return {"setup": self.setup, "steps": list(self.steps)}

    def to_json(self) -> str:
        """Return the state as a save (format 2) that ``load`` turns back into an equal state."""
        return json.dumps({"game": self.GAME, "version": STEPS_VERSION, **self.to_data()}, sort_keys=True)


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
    names = _field_names(type(state))
    new = object.__new__(type(state))
    new.__dict__.update({k: v for k, v in state.__dict__.items() if k in names})
    new.__dict__.update(changes)
    return new


@functools.cache
def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(cls))


# Limits of a saved game, checked before any work (``load_json`` and ``replay``); each is generous for any real game.
MAX_SAVE_BYTES = 1_000_000  # the whole file: a real game's save is a few kilobytes
MAX_ACTIONS = 20_000  # moves in one save: real games take 30 to 4,000
MAX_ACTION_TEXT = MAX_TEXT  # characters in one move
MAX_OPTION_DEPTH = 10  # nesting of lists and objects in an option value (card files are 6 deep)
MAX_OPTION_ITEMS = 20_000  # values inside all option values together (the biggest card file has about 540)
MAX_OPTION_STRING = 2_000  # characters in one text inside an option value
MAX_OPTION_NUMBER = 10**9  # size of one number inside an option value (each game then checks its own bounds)
SAVE_FIELDS = ("actions", "game", "setup", "version")
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
    if type(version) is not int or version not in (SAVE_VERSION, STEPS_VERSION):
        raise InvalidInput(f"unknown save version {short_repr(version)}; this bugkit reads versions "
                           f"{SAVE_VERSION} and {STEPS_VERSION} (whole numbers)")
    fields = SAVE_FIELDS if version == SAVE_VERSION else STEPS_FIELDS
    if set(data) != set(fields):
        raise InvalidInput(f"a saved game of version {version} has exactly the fields {', '.join(fields)}, "
                           f"not {short_repr(sorted(data), 120)}")
    return data


def load_json(text: str | bytes, game: str) -> dict[str, Any]:
    """Return the body (setup and actions) of a saved ``game`` after checking its envelope; raise InvalidInput."""
    data = parse_save(text)
    if data["game"] != game:
        raise InvalidInput(f"this is not a saved {game} game (its 'game' field is {short_repr(data['game'])})")
    return {k: v for k, v in data.items() if k != "game"}


def option_names(new_game: Callable[..., Any]) -> list[str] | None:
    """Return the option names ``new_game`` takes besides players and seed (None if it takes any ``**options``)."""
    params = inspect.signature(new_game).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return None
    return [p.name for p in params if p.name not in ("players", "seed")
            and p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)]


def check_option_value(value: object, name: str) -> None:
    """Raise InvalidInput unless ``value`` is plain JSON data within the generic option limits (depth, items,
    text and number sizes); the game's ``new_game`` then checks what the value means."""
    stack: list[tuple[object, int]] = [(value, 1)]
    items = 0
    while stack:
        item, depth = stack.pop()
        items += 1
        if items > MAX_OPTION_ITEMS:
            raise InvalidInput(f"option {name} holds more than {MAX_OPTION_ITEMS:,} values")
        if depth > MAX_OPTION_DEPTH:
            raise InvalidInput(f"option {name} is nested more than {MAX_OPTION_DEPTH} levels deep")
        if item is None or isinstance(item, bool):
            continue
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


def check_setup(setup: object, game: str, new_game: Callable[..., Any], seeded: bool = True) -> dict[str, Any]:
    """Return a save's set-up after the generic checks: players a whole number, only options ``new_game`` knows,
    each plain bounded JSON data; a format-1 save (``seeded``) must record its seed (never null, so the same file
    is always the same game), a format-2 save holds none (its chance outcomes are in its steps)."""
    where = f"saved {game} game"
    if not isinstance(setup, dict):
        raise InvalidInput(f"{where}: field 'setup' must be an object, not {short_repr(setup)}")
    if seeded:
        if "seed" not in setup or setup["seed"] is None:
            raise InvalidInput(f"{where}: the set-up must record its seed (a whole number from 0 to {MAX_SEED}); "
                               "without it the same file could load as a different game")
        check_seed(setup["seed"], f"{where}: seed", allow_none=False)
    elif "seed" in setup:
        raise InvalidInput(f"{where}: a version-2 save holds no seed (what chance brought is in its steps)")
    if "players" in setup:
        check_int(setup["players"], f"{where}: players", 1, 100)
    options = {k: v for k, v in setup.items() if k not in ("players", "seed")}
    known = option_names(new_game)
    if known is not None:
        check_options(options, known, where)
    for key, value in options.items():
        check_option_value(value, key)
    return setup


def check_actions(actions: object, game: str, field: str = "actions") -> list[str]:
    """Return a save's actions (or steps, named by ``field``) after checking they are at most MAX_ACTIONS texts of
    at most MAX_ACTION_TEXT."""
    where = f"saved {game} game"
    if not isinstance(actions, list):
        raise InvalidInput(f"{where}: field {field!r} must be a list of moves, not {short_repr(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise InvalidInput(f"{where} has {len(actions):,} moves; a save holds at most {MAX_ACTIONS:,}")
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise InvalidInput(f"{where}: action {i} must be a text, not {short_repr(action)}")
        if len(action) > MAX_ACTION_TEXT:
            raise InvalidInput(f"{where}: action {i} is {len(action):,} characters long; "
                               f"a move is at most {MAX_ACTION_TEXT}")
    return actions


def replay(text: str | bytes, game: str, new_game: Callable[..., GameState]) -> GameState:
    """Return the state saved as JSON by ``to_json``: rebuilt from its set-up and replayed step by step.

    Replaying through the rules means a saved game can never hold an impossible position: any field of
    the wrong type, unknown option, action the rules refuse or outcome chance cannot bring raises InvalidInput
    naming the culprit. Every limit (MAX_SAVE_BYTES, MAX_ACTIONS, MAX_ACTION_TEXT, the option limits) is checked
    before the replay. A game with chance nodes reads format 2 (set-up and steps, no seed); a game that still keeps
    a seed reads format 1 (set-up with seed, and actions); the other format is refused with a clear message.
    """
    body = load_json(text, game)
    version = body.pop("version")
    seeded = version == SAVE_VERSION
    chance = "seed" not in inspect.signature(new_game).parameters  # the game keeps no seed: format 2
    if seeded == chance:
        made = ("an older bugkit (format 1, a seed and the actions)" if seeded else
                "a newer bugkit (format 2, the steps without a seed)")
        raise InvalidInput(f"this {game} save was made by {made}; this bugkit reads format "
                           f"{STEPS_VERSION if chance else SAVE_VERSION} for {game}. "
                           "Start a new game, or load it with the bugkit that saved it.")
    setup = check_setup(body["setup"], game, new_game, seeded=seeded)
    field = "actions" if seeded else "steps"
    steps = check_actions(body[field], game, field)
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

