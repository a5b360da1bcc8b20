"""Würfel-WG's moves as small typed values, and ``parse_action``: the reader of an action's text behind
``WuerfelWGState.parse`` (the one way from text to a step).

Every action is a frozen dataclass deriving from core ``Step`` whose fields are typed and whose ``str()`` is its
canonical spelling: ``Park((0, 4, 4))`` is "park k 4 4 reroll", ``TakeTodo("witzig", (4, 4, 4))`` is "take witzig
with 4 4 4", ``Flip("couch", (5, 4), joker=1)`` is "flip couch with 5 k4" (the die at position ``joker`` of
``used`` is a kangaroo turned into that number). Actions compare (and hash) by type and fields and never equal a
text: ``END in state.legal_actions()``, not ``"end" in ...``. The field-less moves are the constants
``DONE_ROLLING``, ``END``, ``PASS`` and ``REROLL`` (``Park(())``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ..core.errors import InvalidInput, Malformed
from ..core.game import Step
from ..core.validate import check_text, init_step, short_repr
from .components import KANGAROO

ROOMS = ("couch", "fridge", "bath")
DIE_WORDS = {"k": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5}
_NUMBERS = ("1", "2", "3", "4", "5")


def say_park(values: tuple[int, ...]) -> str:
    """Return parked die values as words ('k 4 4': k is a kangaroo)."""
    return " ".join("k" if v == KANGAROO else str(v) for v in values)


def say_paid(used: tuple[int, ...], joker: int = -1) -> str:
    """Return dice paid as words ('4 4 k4': the die at position ``joker`` is a kangaroo turned into 4)."""
    return " ".join(f"k{v}" if i == joker else str(v) for i, v in enumerate(used))


@dataclass(frozen=True, slots=True)
class Action(Step):
    """A Würfel-WG move: a frozen value with typed fields, equal (and hashing) by its type and fields, never equal
    to a text; ``str()`` is its canonical spelling (worked out once, on first use)."""

    _text: str = field(init=False, repr=False, compare=False, default="")

    def __str__(self) -> str:
        text = self._text
        if not text:
            text = self._say()
            object.__setattr__(self, "_text", text)
        return text

    def _say(self) -> str:  # pragma: no cover - every subclass says its text
        raise NotImplementedError

    @property
    def head(self) -> tuple[Any, ...]:
        """Return the type and the fields that say what the action does (without how it is paid)."""
        return (type(self), *(getattr(self, f.name) for f in fields(self)
                              if f.init and f.name not in ("used", "joker")))


@dataclass(frozen=True, slots=True)
class Park(Action):
    """``park k 4 4 reroll``: park dice with these values (sorted, kangaroo first), re-roll the rest; ``reroll``
    when nothing is parked."""

    kept: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        init_step(self)
        object.__setattr__(self, "kept", tuple(sorted(self.kept)))

    def _say(self) -> str:
        return f"park {say_park(self.kept)} reroll" if self.kept else "reroll"


@dataclass(frozen=True, slots=True)
class DoneRolling(Action):
    """``done rolling``: keep this roll (use the constant DONE_ROLLING)."""

    def _say(self) -> str:
        return "done rolling"


@dataclass(frozen=True, slots=True)
class End(Action):
    """``end``: use no more dice this turn (use the constant END)."""

    def _say(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """``pass``: a freeloader flips nothing (use the constant PASS)."""

    def _say(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Return(Action):
    """``return anita``: (Sektenmitglieder) this own member goes back to a member stack."""

    member: str

    def __post_init__(self) -> None:
        _word(self, "member")

    def _say(self) -> str:
        return f"return {self.member}"


@dataclass(frozen=True, slots=True)
class Ghost(Action):
    """``ghost couch of 1``: (Gespenst) player 1's couch turns to its good side."""

    room: str
    of: int

    def __post_init__(self) -> None:
        _word(self, "room")

    def _say(self) -> str:
        return f"ghost {self.room} of {self.of}"


class Paying(Action):
    """An action paid with dice (the base of TakeTodo, TakeMember, TakeItem, Borrow, Flip): ``used`` are the dice's
    values in the order named (a turned kangaroo counts as its number), ``joker`` the position of the kangaroo the
    clean bath turned (-1: none). Each subclass declares its own fields, ``used`` and ``joker`` last (so this base
    is no dataclass of its own)."""

    __slots__ = ()
    used: tuple[int, ...]
    joker: int

    @property
    def joker_value(self) -> int:
        """Return the number the clean bath turned a kangaroo into (0: no kangaroo turned)."""
        return self.used[self.joker] if self.joker >= 0 else 0

    @property
    def paid(self) -> str:
        """Return the dice paid as words ('4 4 k4')."""
        return say_paid(self.used, self.joker)


@dataclass(frozen=True, slots=True)
class TakeTodo(Paying):
    """``take witzig with 4 4 4``: take the open to-do of a stack ('witzig' or 'doppelt')."""

    stack: str
    used: tuple[int, ...]
    joker: int = -1

    def __post_init__(self) -> None:
        _word(self, "stack")

    def _say(self) -> str:
        return f"take {self.stack} with {self.paid}"


@dataclass(frozen=True, slots=True)
class TakeMember(Paying):
    """``take member 2 with 3 3``: recruit the open member of stack 2 (stacks 1-3)."""

    stack: int
    used: tuple[int, ...]
    joker: int = -1

    def __post_init__(self) -> None:
        _paid(self)

    def _say(self) -> str:
        return f"take member {self.stack} with {self.paid}"


@dataclass(frozen=True, slots=True)
class TakeItem(Paying):
    """``take item jojo with 1 1``: take an item from the middle."""

    item: str
    used: tuple[int, ...]
    joker: int = -1

    def __post_init__(self) -> None:
        _word(self, "item")

    def _say(self) -> str:
        return f"take item {self.item} with {self.paid}"


@dataclass(frozen=True, slots=True)
class Borrow(Paying):
    """``borrow jojo from 1 with 1 1 1``: borrow an item from player 1's WG."""

    item: str
    lender: int
    used: tuple[int, ...]
    joker: int = -1

    def __post_init__(self) -> None:
        _word(self, "item")

    def _say(self) -> str:
        return f"borrow {self.item} from {self.lender} with {self.paid}"


@dataclass(frozen=True, slots=True)
class Flip(Paying):
    """``flip couch with 5 5`` / ``flip alex with 1 1``: turn an own card to its good side (wake a member)."""

    card: str
    used: tuple[int, ...]
    joker: int = -1

    def __post_init__(self) -> None:
        _word(self, "card")

    def _say(self) -> str:
        return f"flip {self.card} with {self.paid}"


DONE_ROLLING, END, PASS, REROLL = DoneRolling(), End(), Pass(), Park()


def _word(step: Action, name: str) -> None:
    """Check a step's fields (``init_step``) and that its field ``name`` (a stack, item, card, member or room) is one
    word; then check how it is paid, if it is paid; raise InvalidInput."""
    init_step(step)
    word = getattr(step, name)
    if not word or word.split() != [word]:
        raise InvalidInput(f"{type(step).__name__}.{name} must be one word such as 'couch' or 'jojo', not "
                           f"{short_repr(word)}")
    if isinstance(step, Paying):
        _paid(step)


def _paid(step: Paying) -> None:
    """Check the fields of a paid step and that its turned kangaroo's position (-1: none) is in ``used``."""
    init_step(step)
    if not -1 <= step.joker < len(step.used):
        raise InvalidInput(f"joker must be -1 (no kangaroo turned) or a position in used (0 to {len(step.used) - 1}), "
                           f"not {step.joker}")


def _number(word: str) -> int | None:
    """Return a seat or stack number written in ASCII digits, or None."""
    return int(word) if word.isascii() and word.isdigit() else None  # texts are at most 200 characters


def _payment(tail: list[str]) -> tuple[tuple[int, ...], int] | None:
    """Return (values, joker position) of dice words ('4 4 k4'), or None if they are not dice words."""
    jokers = [i for i, w in enumerate(tail) if w[:1] == "k"]
    if not tail or len(jokers) > 1 or not all(w in _NUMBERS or (w[:1] == "k" and w[1:] in _NUMBERS) for w in tail):
        return None
    return tuple(int(w.lstrip("k")) for w in tail), (jokers[0] if jokers else -1)


_SIMPLE: dict[tuple[str, ...], Action] = {("done", "rolling"): DONE_ROLLING, ("end",): END, ("pass",): PASS}


def parse_words(words: list[str]) -> Action | None:
    """Return the action written as these lower-case words, or None if they are not a Würfel-WG action."""
    if words == ["reroll"]:
        return REROLL
    if len(words) > 2 and words[0] == "park" and words[-1] == "reroll" and all(w in DIE_WORDS for w in words[1:-1]):
        return Park(tuple(DIE_WORDS[w] for w in words[1:-1]))
    simple = _SIMPLE.get(tuple(words))
    if simple is not None:
        return simple
    if len(words) == 2 and words[0] == "return":
        return Return(words[1])
    if len(words) == 4 and words[0] == "ghost" and words[1] in ROOMS and words[2] == "of":
        q = _number(words[3])
        return None if q is None else Ghost(words[1], q)
    if "with" not in words:
        return None
    k = words.index("with")
    pay, head = _payment(words[k + 1:]), words[:k]
    if pay is None:
        return None
    if len(head) == 2 and head[0] == "flip":
        return Flip(head[1], *pay)
    if len(head) == 2 and head[0] == "take":
        return TakeTodo(head[1], *pay)
    if len(head) == 3 and head[:2] == ["take", "member"]:
        n = _number(head[2])
        return None if n is None else TakeMember(n, *pay)
    if len(head) == 3 and head[:2] == ["take", "item"]:
        return TakeItem(head[2], *pay)
    if len(head) == 4 and head[0] == "borrow" and head[2] == "from":
        q = _number(head[3])
        return None if q is None else Borrow(head[1], q, *pay)
    return None


def parse_action(text: str, legal: tuple[Action, ...] | list[Action] = ()) -> Action:
    """Return the action written as ``text`` (any case and spacing; ``take witzig`` without 'with' when ``legal``
    holds exactly one way to pay); raise InvalidInput if it cannot be read."""
    if isinstance(text, Action):
        return text
    if not isinstance(legal, (tuple, list)) or not all(isinstance(a, Action) for a in legal[:10_000]):
        raise InvalidInput(f"legal must be a list of Würfel-WG actions (state.legal_actions()), not "
                           f"{short_repr(legal)}")
    words = check_text(text, "an action").strip().lower().split()
    if words and words[0] in ("take", "borrow", "flip") and "with" not in words:
        probe = parse_words([*words, "with", "1"])
        options = [a for a in legal if probe is not None and a.head == probe.head]
        if len(options) == 1:
            return options[0]
        if len(options) > 1:
            raise Malformed(f"{text!r} can be paid in several ways: say which, e.g. {[str(a) for a in options[:4]]}",
                            game="wuerfel_wg", reason="several_ways")
    action = parse_words(words)
    if action is None:
        raise InvalidInput(f"{short_repr(text)} is not a Würfel-WG action: say e.g. 'park k 4 4 reroll', "
                           f"'done rolling', 'take witzig with 4 4 4', 'flip couch with 5 5', 'end' or 'pass'. "
                           f"Legal now: {[str(a) for a in legal[:8]]}")
    return action


# parse_words, say_paid and say_park are the package's helpers (parse_action, the rules' texts, the labels) on words
# and dice they hold already.
__all__ = ["DONE_ROLLING", "END", "PASS", "REROLL", "Action", "Borrow", "DoneRolling", "End", "Flip", "Ghost", "Park",
           "Pass", "Paying", "Return", "TakeItem", "TakeMember", "TakeTodo", "parse_action"]
