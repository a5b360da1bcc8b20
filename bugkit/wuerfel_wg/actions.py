"""Würfel-WG's moves as small typed values, and ``parse_action``: the one place that reads an action's text.

Every action is a ``str`` subclass whose text is its canonical spelling (so bots, boards and tests that compare
with text keep working) and whose fields are typed attributes: ``Park((0, 4, 4))`` is "park k 4 4 reroll",
``TakeTodo("witzig", (4, 4, 4))`` is "take witzig with 4 4 4", ``Flip("couch", (5, 4), joker=1)`` is
"flip couch with 5 k4" (the die at position ``joker`` of ``used`` is a kangaroo turned into that number).
Actions are immutable and compare (and hash) as their text.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.errors import InvalidInput
from ..core.validate import check_step_field, check_text, short_repr
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


class Action(str):
    """A Würfel-WG move: its text is the canonical spelling, its fields are attributes (read-only)."""

    FIELDS: ClassVar[tuple[str, ...]] = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> Action:  # pragma: no cover - every subclass defines its own
        raise TypeError("use one of the Würfel-WG action types")

    @classmethod
    def _make(cls, text: str, **fields: Any) -> Any:
        obj = str.__new__(cls, text)
        for name, value in fields.items():
            object.__setattr__(obj, name, value)
        return obj

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Würfel-WG action is immutable ({name!r})")

    def __getnewargs__(self) -> tuple[Any, ...]:  # type: ignore[override]
        return tuple(getattr(self, f) for f in self.FIELDS)

    def __reduce__(self) -> Any:
        return (type(self), self.__getnewargs__())

    def __reduce_ex__(self, protocol: Any) -> Any:
        return self.__reduce__()

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self

    def __copy__(self) -> Action:
        return self

    @property
    def head(self) -> tuple[Any, ...]:
        """Return the type and the fields that say what the action does (without how it is paid)."""
        return (type(self), *(getattr(self, f) for f in self.FIELDS if f not in ("used", "joker")))


class Park(Action):
    """``park k 4 4 reroll``: park dice with these values (sorted, kangaroo first), re-roll the rest; ``reroll``
    when nothing is parked."""

    FIELDS = ("kept",)
    kept: tuple[int, ...]

    def __new__(cls, kept: tuple[int, ...] | list[int] = ()) -> Park:
        vals = tuple(sorted(check_step_field(kept, tuple[int, ...], "Park.kept")))
        result: Park = cls._make(f"park {say_park(vals)} reroll" if vals else "reroll", kept=vals)
        return result


class DoneRolling(Action):
    """``done rolling``: keep this roll."""

    def __new__(cls) -> DoneRolling:
        result: DoneRolling = cls._make("done rolling")
        return result


class End(Action):
    """``end``: use no more dice this turn."""

    def __new__(cls) -> End:
        result: End = cls._make("end")
        return result


class Pass(Action):
    """``pass``: a freeloader flips nothing."""

    def __new__(cls) -> Pass:
        result: Pass = cls._make("pass")
        return result


class Return(Action):
    """``return anita``: (Sektenmitglieder) this own member goes back to a member stack."""

    FIELDS = ("member",)
    member: str

    def __new__(cls, member: str) -> Return:
        member = _word(member, "Return.member")
        result: Return = cls._make(f"return {member}", member=member)
        return result


class Ghost(Action):
    """``ghost couch of 1``: (Gespenst) player 1's couch turns to its good side."""

    FIELDS = ("room", "of")
    room: str
    of: int

    def __new__(cls, room: str, of: int) -> Ghost:
        room, of = _word(room, "Ghost.room"), check_step_field(of, int, "Ghost.of")
        result: Ghost = cls._make(f"ghost {room} of {of}", room=room, of=of)
        return result


class Paying(Action):
    """An action paid with dice: ``used`` are the dice's values in the order named (a turned kangaroo counts as
    its number), ``joker`` the position of the kangaroo the clean bath turned (-1: none)."""

    used: tuple[int, ...]
    joker: int

    @property
    def joker_value(self) -> int:
        """Return the number the clean bath turned a kangaroo into (0: no kangaroo turned)."""
        return self.used[self.joker] if self.joker >= 0 else 0


class TakeTodo(Paying):
    """``take witzig with 4 4 4``: take the open to-do of a stack ('witzig' or 'doppelt')."""

    FIELDS = ("stack", "used", "joker")
    stack: str

    def __new__(cls, stack: str, used: tuple[int, ...], joker: int = -1) -> TakeTodo:
        stack, (used, joker) = _word(stack, "TakeTodo.stack"), _paid(used, joker)
        result: TakeTodo = cls._make(f"take {stack} with {say_paid(used, joker)}", stack=stack, used=tuple(used),
                                     joker=joker)
        return result


class TakeMember(Paying):
    """``take member 2 with 3 3``: recruit the open member of stack 2 (stacks 1-3)."""

    FIELDS = ("stack", "used", "joker")
    stack: int

    def __new__(cls, stack: int, used: tuple[int, ...], joker: int = -1) -> TakeMember:
        stack, (used, joker) = check_step_field(stack, int, "TakeMember.stack"), _paid(used, joker)
        result: TakeMember = cls._make(f"take member {stack} with {say_paid(used, joker)}", stack=stack,
                                       used=tuple(used), joker=joker)
        return result


class TakeItem(Paying):
    """``take item jojo with 1 1``: take an item from the middle."""

    FIELDS = ("item", "used", "joker")
    item: str

    def __new__(cls, item: str, used: tuple[int, ...], joker: int = -1) -> TakeItem:
        item, (used, joker) = _word(item, "TakeItem.item"), _paid(used, joker)
        result: TakeItem = cls._make(f"take item {item} with {say_paid(used, joker)}", item=item, used=tuple(used),
                                     joker=joker)
        return result


class Borrow(Paying):
    """``borrow jojo from 1 with 1 1 1``: borrow an item from player 1's WG."""

    FIELDS = ("item", "lender", "used", "joker")
    item: str
    lender: int

    def __new__(cls, item: str, lender: int, used: tuple[int, ...], joker: int = -1) -> Borrow:
        item, lender, (used, joker) = _word(item, "Borrow.item"), check_step_field(lender, int, "Borrow.lender"), \
            _paid(used, joker)
        result: Borrow = cls._make(f"borrow {item} from {lender} with {say_paid(used, joker)}", item=item,
                                   lender=lender, used=used, joker=joker)
        return result


class Flip(Paying):
    """``flip couch with 5 5`` / ``flip alex with 1 1``: turn an own card to its good side (wake a member)."""

    FIELDS = ("card", "used", "joker")
    card: str

    def __new__(cls, card: str, used: tuple[int, ...], joker: int = -1) -> Flip:
        card, (used, joker) = _word(card, "Flip.card"), _paid(used, joker)
        result: Flip = cls._make(f"flip {card} with {say_paid(used, joker)}", card=card, used=tuple(used),
                                 joker=joker)
        return result


def _word(value: object, name: str) -> str:
    """Return a one-word name field (a stack, item, card or member) as a plain str; raise InvalidInput."""
    word: str = check_step_field(value, str, name)
    if not word or word.split() != [word]:
        raise InvalidInput(f"{name} must be one word such as 'couch' or 'jojo', not {short_repr(value)}")
    return word


def _paid(used: object, joker: object) -> tuple[tuple[int, ...], int]:
    """Return the checked dice values paid and the turned kangaroo's position (-1: none); raise InvalidInput."""
    values: tuple[int, ...] = check_step_field(used, tuple[int, ...], "used")
    position: int = check_step_field(joker, int, "joker")
    if not -1 <= position < len(values):
        raise InvalidInput(f"joker must be -1 (no kangaroo turned) or a position in used (0 to {len(values) - 1}), "
                           f"not {position}")
    return values, position


def _number(word: str) -> int | None:
    """Return a seat or stack number written in ASCII digits, or None."""
    return int(word) if word.isascii() and word.isdigit() else None  # texts are at most 200 characters


def _payment(tail: list[str]) -> tuple[tuple[int, ...], int] | None:
    """Return (values, joker position) of dice words ('4 4 k4'), or None if they are not dice words."""
    jokers = [i for i, w in enumerate(tail) if w[:1] == "k"]
    if not tail or len(jokers) > 1 or not all(w in _NUMBERS or (w[:1] == "k" and w[1:] in _NUMBERS) for w in tail):
        return None
    return tuple(int(w.lstrip("k")) for w in tail), (jokers[0] if jokers else -1)


def parse_words(words: list[str]) -> Action | None:
    """Return the action written as these lower-case words, or None if they are not a Würfel-WG action."""
    if words == ["reroll"]:
        return Park(())
    if len(words) > 2 and words[0] == "park" and words[-1] == "reroll" and all(w in DIE_WORDS for w in words[1:-1]):
        return Park(tuple(DIE_WORDS[w] for w in words[1:-1]))
    simple: dict[tuple[str, ...], Action] = {("done", "rolling"): DoneRolling(), ("end",): End(), ("pass",): Pass()}
    if tuple(words) in simple:
        return simple[tuple(words)]
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
            raise InvalidInput(f"{text!r} can be paid in several ways: say which, e.g. {options[:4]}")
    action = parse_words(words)
    if action is None:
        raise InvalidInput(f"{short_repr(text)} is not a Würfel-WG action: say e.g. 'park k 4 4 reroll', "
                           f"'done rolling', 'take witzig with 4 4 4', 'flip couch with 5 5', 'end' or 'pass'. "
                           f"Legal now: {list(legal[:8])}")
    return action


# parse_words, say_paid and say_park are the package's helpers (parse_action, the rules' texts, the labels) on words
# and dice they hold already.
__all__ = ["Action", "Borrow", "DoneRolling", "End", "Flip", "Ghost", "Park", "Pass", "Paying", "Return",
           "TakeItem", "TakeMember", "TakeTodo", "parse_action"]
