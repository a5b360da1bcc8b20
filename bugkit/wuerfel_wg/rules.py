"""Würfel-WG (Kosmos, Krenner & Pfister): the rules card, and the engine that follows it.

Rules, in our words
-------------------
1. Every player has a flat-share (WG) of four start cards in their colour: ICH (me), Couch, Kühlschrank (fridge)
   and Bad (bath). At the start ICH is awake, the couch crumbly, the fridge empty, the bath dirty.
   The middle holds two to-do stacks ("Witzig" and "Doppelt-Witzig", top card open), the items, three member
   stacks (top card open), the troublemakers (face down) and the hammock. Player 0 starts, then clockwise.
2. Roll (automatic at the start of your turn): you roll as many dice as your WG shows (awake ICH 4, asleep
   ICH 3, +1 per awake member), never more than 7. The dice show 1-5 and a kangaroo; kangaroos are worth nothing.
3. Park and re-roll: you may park dice on your parking spots (awake ICH 1, crumbly couch 1, clean couch 4 —
   "up to 4" by itself, so 5 with an awake ICH and 4 with ICH asleep —, +1 per awake parking Spezialo) and
   re-roll all the others; you may do that once per re-roll symbol (empty fridge 1, full fridge 2, +1 per
   awake re-roll Spezialo). After every roll you choose afresh what to park. Re-rolling is optional.
4. Clean bath: after the last roll you may turn exactly one kangaroo into any number (you do it when you pay
   with it: ``k4`` in an action is a kangaroo turned into a 4; it may stand for a number the other dice show too,
   so that a real die stays free for another card). Only while the bath is clean: when a to-do or an item dirties
   it during the turn, every kangaroo not turned yet is worth nothing (reading "Clean bath" below).
5. Use the final roll, each die once, for as many cards as it pays for:
   - a member from the top of a member stack: a Normalo needs a pair of its number, a Spezialo what its card
     shows (three equal numbers, or a 3- or 4-straight). New members move in awake; a Spezialo's advantage
     (fridge full, couch clean, bath clean) happens at once, and again whenever it wakes up;
   - the open to-do of a stack: its combination or sum; you keep it with its points;
   - an item from the middle with a pair of its number, or borrowed from another WG with three of its number;
   - flip one of your own cards to its good side with the combination on its back: wake ICH or a member,
     clean the couch or the bath, fill the fridge.
   Taking a to-do or an item has negative effects at once: "all asleep" (ICH and every member except Bukowski
   face down), couch crumbly, fridge empty, bath dirty (a card already on that side stays so).
6. Freeloading: then each other player, clockwise, whose own card's back-side combination the final roll
   (as it lies, a turned kangaroo included) matches may flip exactly one such card of theirs. They take nothing.
7. The check: with at least 10 points you get the top troublemaker (once per game) and its effect at once.
   With at least 16 points and alone in the lead you take the hammock. If someone overtakes the holder it goes
   straight to them; otherwise, if the holder drops below 16, it goes back to the middle.
8. You win if you hold the hammock at the start of your turn. Read as the hammock card says it: the hammock may
   have come to you only in the turn just before (an item borrowed from its holder lets you overtake in someone
   else's turn); holding it for a whole round is the usual case, not a condition. The reviews (components.md
   §5) say "one full round later": that reading is the setting ``hammock_win="full_round"`` (below).

Variant: ``variant="beginners"`` leaves the troublemakers in the box.

Chance (nothing unseen is stored; a session samples it, ``bugkit.core.session``)
--------------------------------------------------------------------------------
- Every roll is a chance node: ``state.chance_outcomes()`` gives the sorted multisets of the dice in the cup with
  their multinomial probabilities, e.g. ``Roll((0, 3, 4))`` written "dice k 3 4" (parked dice stay in ``dice``).
- A stack keeps no order: its face-down cards are a set (``todo_unseen``; the member stacks share ``member_unseen``
  and keep only their counts). When a top card turns up (at the start and after a card is taken) chance draws it
  uniformly from the unseen cards: ``Reveal("witzig", "boxtraining")`` = "open witzig boxtraining",
  ``Reveal("member", "alex", 2)`` = "open member 2 alex". The troublemaker is drawn the same way when it is taken:
  "troublemaker pinguin". The same game in distribution as a shuffled deck, and a save (format 2: set-up + steps)
  names only cards that turned up.
- ``new_game`` takes no seed; ``bugkit.start("wuerfel_wg", seed=...)`` or ``Session(new_game(), seed)`` play.

Actions (typed values, below; each prints as its canonical text)
-----------------------------------------------------------------
Every action is a frozen dataclass ``Step`` with typed fields whose ``str()`` is the text below (``Park((0, 4,
4))`` is "park k 4 4 reroll"; ``TakeTodo("witzig", (4, 4, 4), joker=2)`` is "take witzig with 4 4 k4"). They
compare and hash by type and fields and never equal a text (``END in legal``, not ``"end" in legal``).
``legal_actions()`` returns them, ``apply`` takes a value or its text, and ``WuerfelWGState.parse`` is the one
place that reads a text (``InvalidInput`` if it is not a step). Phases are the ``Phase`` enum (a ``StrEnum``); the log
(``state.events``) holds the named tuples below (``Rolled``, ``Took``, ``HammockMoved``...).
- No "roll" action: your turn starts with the first roll (a chance node; logged as a 'roll' event).
- ``"park 4 4 reroll"`` parks two dice showing 4 and re-rolls the rest (``k`` = a kangaroo, e.g. "park k 5 reroll");
  ``"reroll"`` re-rolls everything; ``"done rolling"`` keeps the roll. Parked dice are named by their values
  (sorted, kangaroo first), so each choice has exactly one spelling.
- With a clean bath one kangaroo may pay as any number: ``"take witzig with 4 4 k4"`` (k4 = kangaroo turned into 4).
- ``"take witzig with 4 4 4"``, ``"take doppelt with ..."``, ``"take member 2 with 3 3"`` (stack 1-3),
  ``"take item jojo with 1 1"``, ``"borrow jojo from 1 with 1 1 1"`` (from seat 1),
  ``"flip couch with 5 5"``, ``"flip alex with 1 1"`` (wake a member), and ``"end"`` (stop using dice).
  Only the smallest ways of paying are listed (no spare die). ``"take witzig"`` without "with" is accepted when
  there is exactly one way to pay.
- Freeloaders: ``"flip bath with 3 3"`` or ``"pass"`` (``current_player`` is then the freeloader).
- Troublemaker choices: ``"return anita"`` (Sektenmitglieder: which own member goes back) and
  ``"ghost couch of 1"`` (Gespenst: which room of player 1 turns good); ``current_player`` is the holder.

Readings we decided (rulebook silent; components.md §5; all card facts live in ``data/cards.json``)
------------------------------------------------------------------------------------------------------
- A1 card lists, fridge flip combo (a pair per colour), A2/A3/A4 three member stacks (sizes as equal as
  possible: the 25 members cut evenly give 8, 9 and 8; components.md writes 8/8/9, the same stacks but for which
  one holds the extra card, which no rule asks), top cards open, all items open; a taken card is replaced by the
  next card of its stack, which may be taken in the same turn (with other dice). An open member card shows
  everything on it (who the member is, not only the combination that recruits it). This is a reading: the
  stacks lie back side up (components.md A2) and nobody knows what a member's back shows besides its red
  combination; if it showed only that, a player would recruit a Spezialo without knowing which one. The engine
  has no setting for that reading (a top card would then turn up only when it is taken).
- Using the dice: cards are taken and flipped in any order the player likes, so a room a to-do has just made
  bad (or an ICH sent to sleep) can be made good again in the same turn with the remaining dice.
- A5 "Der Dicke" (-2): if you then have the fewest points, it is turned over and is then worth its back side,
  which does nothing more. Whether a tie for fewest counts is the card's ``turns_on_tie`` in the card file (the
  shipped file: true, so no more points than anyone else is enough; false: fewer than every other player). The
  back side's points are the card's ``back_points`` in the card file (the shipped file: 0); the score, the event
  text, the card drawn in front of the WG and whatever reads the score take them from there.
- A6 the hammock is worth 0 points (``hammock.points`` in the card file).
- A7 safety end (``max_rounds=40``): the game also ends at the start of a turn when both to-do stacks and the
  items in the middle are gone, or after ``max_rounds`` full rounds. Then most points win (ties share).
- A8 letters stand for numbers that differ from each other and, as the card file's
  ``letters_differ_from_fixed: true`` says, from the fixed numbers on the card: 3 3 3 3 3 is not "XXX + 3 3".
  A card file with ``false`` lets a letter be a fixed number (3 3 3 3 3 pays); every requirement carries the
  setting, so paying, the smallest ways to pay, the odds, the advisor and the bots follow it. Sums count an
  unturned kangaroo as 0. A card file written before A5 and A8 became fields reads them as the shipped file says.
- Parking: a clean couch shows 4 spots by itself ("Saubere Couch: bis zu 4 Würfel parken"; the card shows 4
  spots, components.md), so 5 with the awake ICH's spot and 4 while ICH sleeps; an asleep ICH shows no spot.
  At most all but one die can be parked (parking every die would re-roll nothing: that is "done rolling").
  Any die may be parked, kangaroos included, even when it looks useless (a kangaroo with a dirty bath, a
  second kangaroo): a player may have reasons, e.g. leaving freeloaders a roll they cannot use. Bots may
  prefer what they like; ``legal_actions()`` offers every choice.
- Spezialo advantages: dice, parking and re-roll symbols count only while the member is awake (face up,
  visible); "fridge full / couch clean / bath clean" happens when the Spezialo moves in ("sofort beim Einzug")
  and every time it wakes up again (the card: "Beim Aufwachen: Couch sauber"): woken by its combination, by a
  freeloading flip or by "Posaune üben". ``advantage_on_wake=False`` keeps the old reading (move-in only).
  A room that is already good, or locked by a troublemaker, stays as it is ("passiert nichts").
- "Posaune üben" shows "all awake" (a good effect): ICH and every member wake up. The card's symbols are
  turned first (all awake, fridge empty), then each Spezialo that woke does its advantage, so Friedrich-Wilhelm
  woken by the trombone leaves the fridge full.
- "Facebook" empties the fridge of every player.
- Borrowing also triggers the item's negative effects on the borrower. The lender's points drop at once.
- Troublemakers that fix a room (Pinguin, Handwerker, Schmidt, Club-Malte) turn it to its bad side and lock it:
  nobody can flip it back, no Spezialo cleans it. "Sektenmitglieder": you choose which of your own members
  goes back (actions ``"return anita"``, step 'sect'; with one member it goes at once, with none nothing
  happens); it goes on top of the smallest member stack (stacks of the same size: the first from the left, our
  reading; the rulebook does not say). "Gespenst": at the start of your turn, before you
  roll, one bad room (couch, fridge or bath, not locked) of every other player turns to its good side; you
  choose the room per opponent, clockwise (``"ghost bath of 1"``, step 'ghost'; a single possible room turns
  at once, a WG with none is skipped).
- The hammock check runs at the end of every turn (after the troublemaker). Overtaken by someone with 16 or
  more -> straight to whoever now has most points, even if the holder also dropped below 16 at that moment
  ("Übertrifft dich eine andere WG ... direkt an diese Person"; on a tie among them: first in turn order from
  the active player); otherwise below 16 -> middle. Then the active player takes it with >= 16 points and
  alone in the lead. When the holder loses it is a setting (``hammock_passes``): "at_once" (default) also
  passes it (or puts it back) right after each card the active player takes or borrows, reading "direkt" as
  "at once", so the check's troublemaker then hits the new holder; "end_of_turn" checks only at the check. The
  default follows the rulebook's own example of losing the hammock because "a troublemaker strikes": only
  "at_once" lets that happen (under "end_of_turn" a holder has always had their one troublemaker already). They
  differ only when the troublemaker's minus points undo an overtaking: the holder has 16, the active player goes
  from 9 to 17 and draws Gespenst (-1): at_once leaves the hammock with the active player (the tie 16 = 16 does
  not take it away), end_of_turn with the old holder (who then wins at the start of their turn).
- Winning with the hammock (``hammock_win``; the rulebook gives no sentence for it): "start_of_turn" (default,
  the hammock card's own text, components.md §5) wins whoever holds the hammock when their turn starts, even if
  it came to them during the turn just before; "full_round" (the reviews' "eine ganze Runde") wins only whoever
  has held it since the end of their own previous turn, unbroken: a hammock handed on in someone else's turn
  wins a round later, if it is still theirs then. Taking it at your own check is a full round either way.
- A turn with no way to use the dice skips straight to freeloading (event "nothing"); so does a turn as soon as
  the remaining dice pay for nothing more.
- A sleeping member is woken with the same combination that recruits it (its back side).
- Clean bath, kangaroo turned when? (``kangaroo_turn``; rulebook: "Nach deinem letzten Wurf darfst du genau ein
  Känguru ... drehen" and "Solange dein Bad dreckig ist, sind alle Kängurus Nieten"). The turn is made when the
  kangaroo pays (``k4``), at most once per turn, and only while the bath is clean at that moment: a to-do or item
  that dirties the bath mid-turn leaves every unturned kangaroo a blank while it stays dirty (a kangaroo already
  turned keeps its number: it has paid). Because the rulebook turns the kangaroo before anything is taken, a
  payment may use it for a number the other dice show too (kangaroo 4 4 4 4 pays the water bomb with ``4 k4`` and
  keeps 4 4 4 for Boxtraining, though both dirty the bath); the smallest ways of paying are listed, each with and
  without the kangaroo. Both settings agree on all that; they differ on a bath cleaned after the last roll
  (flipped with the dice, or by a Spezialo moving in or waking):
  ``kangaroo_turn="while_clean"`` (default): the bath as it is now decides, so a bath cleaned mid-turn lets you
  turn one kangaroo that turn (it is still "after your last roll", and the bath is no longer dirty);
  ``kangaroo_turn="last_roll"``: only a bath that was clean at the last roll gives the turn, and once it turns
  dirty the right is gone for this turn even if it is cleaned again.
- Freeloaders look at the whole final roll, dice the active player used included; their own clean bath turns no
  kangaroo (only the active player's bath works, and a kangaroo it turned counts as its number).
- The check for troublemaker and hammock comes after freeloading (rulebook order 2-3-4); with the troublemaker
  stack empty nobody gets one.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any, NamedTuple

from ..core.dice import roll_dist
from ..core.dist import Dist
from ..core.errors import IllegalMove, InvalidInput, Malformed, Said, refuse
from ..core.game import (
    CHANCE,
    EMPTY_HISTORY,
    History,
    Recorded,
    Step,
    appended,
    evolve,
    kept_options,
    new_game_function,
    replay,
)
from ..core.validate import MAX_TEXT, check_choice, check_int, check_text, init_step, short_repr
from . import components as C
from . import refusals  # noqa: F401 - registers the refusal texts in both languages
from .components import (
    KANGAROO,
    Cards,
    Counts,
    Requirement,
    check_bool,
    counts_of,
    minimal_uses,
    parse_requirement,
    values_of,
)

VARIANTS = ("standard", "beginners")
KANGAROO_TURNS = ("while_clean", "last_roll")  # rules card, "Clean bath, kangaroo turned when?"
HAMMOCK_PASSES = ("end_of_turn", "at_once")  # rules card, "The hammock check"
HAMMOCK_WINS = ("start_of_turn", "full_round")  # rules card, "Winning with the hammock"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
STACKS = ("witzig", "doppelt")


class Phase(enum.StrEnum):
    """Where a game stands: ROLL and TROUBLE are chance (dice rolled, a troublemaker drawn); REROLL, USE, FREELOAD,
    SECT and GHOST are decisions; OVER. Its text (``str``) is its value, as observations and logs show it."""

    ROLL = "roll"
    REROLL = "reroll"
    USE = "use"
    FREELOAD = "freeload"
    SECT = "sect"
    GHOST = "ghost"
    TROUBLE = "trouble"
    OVER = "over"


_CHANCE_PHASES = (Phase.ROLL, Phase.TROUBLE)
LOCKS = {"ich_locked": "ich", "couch_locked": "couch", "fridge_locked": "fridge", "bath_locked": "bath"}

# The public surface (the lessons read n_dice, n_parking and n_rerolls of a flat-share). locked, wg_points,
# flip_need, flippable, say, the cached roll_outcomes and use_options are the engine's, bots' and board's helpers on
# the cards and flat-shares of a state.
__all__ = ["DONE_ROLLING", "END", "HAMMOCK_PASSES", "HAMMOCK_WINS", "KANGAROO_TURNS", "LOCKS", "PASS", "REROLL",
           "ROOMS", "STACKS", "VARIANTS", "WG",
           "Action", "Advantage", "BigGuyTurned", "Borrow", "Borrowed", "DoneRolling", "Draw", "Effect", "End", "Event",
           "Flip", "Flipped", "GameEnded", "Ghost", "GhostTurned", "HammockMoved", "KangarooTurned", "Kept", "Nothing",
           "Observation", "Park", "Pass", "Passed", "Paying", "Phase", "Rerolled", "Return", "Reveal", "Roll", "Rolled",
           "Rules", "SectReturned", "TakeItem", "TakeMember", "TakeTodo", "Took", "TroublemakerTaken", "Turn", "Won",
           "WuerfelWGState", "from_json", "n_dice", "n_parking", "n_rerolls", "new_game", "park_action", "parse_action"]


# -- the moves: typed steps; ``parse_action`` reads their texts (behind ``WuerfelWGState.parse``) -----------------
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

    @property
    def spent(self) -> tuple[int, ...]:
        """Return the dice this way spends as they lie, sorted: a turned kangaroo as the kangaroo it is (0),
        whatever number it stands for ('4 4 k4' spends (0, 4, 4))."""
        return tuple(sorted(0 if i == self.joker else v for i, v in enumerate(self.used)))


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


# -- the log: one small named tuple per kind of event (``state.events``); dice are sorted faces (0 = kangaroo) --
class Turn(NamedTuple):
    """A turn begins (``turn_no`` counts from 0 over all players)."""

    turn_no: int
    player: int


class Rolled(NamedTuple):
    """The first roll of a turn."""

    player: int
    dice: tuple[int, ...]


class Rerolled(NamedTuple):
    """A re-roll: ``kept`` stayed parked, ``dice`` is the whole roll now."""

    player: int
    kept: tuple[int, ...]
    dice: tuple[int, ...]


class Kept(NamedTuple):
    """The player stopped rolling ("done rolling") with these dice."""

    player: int
    dice: tuple[int, ...]


class KangarooTurned(NamedTuple):
    """The clean bath turned a kangaroo into ``value``."""

    player: int
    value: int


class Took(NamedTuple):
    """A card taken from the middle: ``where`` is 'witzig', 'doppelt', 'member' or 'item'."""

    player: int
    where: str
    card: str
    used: tuple[int, ...]


class Borrowed(NamedTuple):
    """An item borrowed from ``lender``'s WG."""

    player: int
    item: str
    lender: int
    used: tuple[int, ...]


class Flipped(NamedTuple):
    """An own card turned to its good side (a member woken), by the active player or a freeloader."""

    player: int
    card: str
    used: tuple[int, ...]


class Advantage(NamedTuple):
    """A Spezialo's advantage: ``room`` ('couch', 'fridge', 'bath') turned good."""

    player: int
    card: str
    room: str


class Effect(NamedTuple):
    """An effect of a taken card ('sleep', 'wake', 'fridge_all', or a room turned bad)."""

    player: int
    effect: str


class TroublemakerTaken(NamedTuple):
    """The player got a troublemaker."""

    player: int
    card: str


class BigGuyTurned(NamedTuple):
    """The player's troublemaker ``card`` ("Der Dicke") turned over: now worth its ``back_points``."""

    player: int
    card: str


class SectReturned(NamedTuple):
    """(Sektenmitglieder) ``member`` went back on top of member stack ``stack`` (1-3)."""

    player: int
    member: str
    stack: int


class GhostTurned(NamedTuple):
    """(Gespenst) the ghost's holder turned ``room`` of player ``other`` good."""

    player: int
    other: int
    room: str


class HammockMoved(NamedTuple):
    """The hammock went to ``holder`` (-1: back to the middle)."""

    holder: int


class Won(NamedTuple):
    """The player held the hammock at the start of their turn."""

    player: int


class GameEnded(NamedTuple):
    """The game ended: ``reason`` is 'hammock', 'middle empty' or 'max rounds'."""

    reason: str


class Nothing(NamedTuple):
    """The dice paid for nothing (more)."""

    player: int


class Passed(NamedTuple):
    """A freeloader passed."""

    player: int


Event = (Turn | Rolled | Rerolled | Kept | KangarooTurned | Took | Borrowed | Flipped | Advantage | Effect
         | TroublemakerTaken | BigGuyTurned | SectReturned | GhostTurned | HammockMoved | Won | GameEnded | Nothing
         | Passed)



@dataclass(frozen=True)
class Rules:
    """The variant in force, the safety-end cap and the readings a teacher may switch (rules card)."""

    variant: str = "standard"
    max_rounds: int = 40
    advantage_on_wake: bool = True
    kangaroo_turn: str = "while_clean"
    hammock_passes: str = "at_once"
    hammock_win: str = "start_of_turn"

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        return self


_START_INDEX = {card: i for i, card in enumerate(C.START_IDS)}


@dataclass(frozen=True)
class WG:
    """One player's flat-share: which start cards show their good side, members (id, awake), cards won."""

    colour: int
    good: tuple[bool, bool, bool, bool] = (True, False, False, False)  # ich awake, couch, fridge, bath
    members: tuple[tuple[str, bool], ...] = ()
    todos: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    troublemaker: str = ""
    big_guy_turned: bool = False

    def is_good(self, card: str) -> bool:
        """Return True if start card ``card`` ('ich', 'couch', 'fridge', 'bath') shows its good side."""
        i = _START_INDEX.get(card) if isinstance(card, str) else None
        return self.good[C.START_IDS.index(card) if i is None else i]  # an unknown card: tuple.index's ValueError

    def set_good(self, card: str, value: bool) -> WG:
        """Return this WG with start card ``card`` turned to the good (True) or bad side."""
        i = C.START_IDS.index(card)
        g = list(self.good)
        g[i] = value
        return replace(self, good=(g[0], g[1], g[2], g[3]))


def locked(cards: Cards, wg: WG) -> str:
    """Return the start card this WG's troublemaker locks on its bad side ('' if none)."""
    return LOCKS.get(_trouble_effect(cards, wg), "")


def _trouble_effect(cards: Cards, wg: WG) -> str:
    return cards[wg.troublemaker].effects[0] if wg.troublemaker else ""


def _awake_advantages(cards: Cards, wg: WG) -> list[str]:
    return [cards[m].advantage for m, awake in wg.members if awake]


def _check_wg(cards: object, wg: object) -> None:
    """Raise InvalidInput unless ``cards`` is a Cards (``default_cards()``) and ``wg`` a WG (``state.wgs[p]``)."""
    if not isinstance(cards, Cards):
        raise InvalidInput(f"cards must be the game's Cards (default_cards() or state.cards), not {short_repr(cards)}")
    if not isinstance(wg, WG):
        raise InvalidInput(f"wg must be a flat-share WG (state.wgs[player]), not {short_repr(wg)}")


def n_dice(cards: Cards, wg: WG) -> int:
    """Return how many dice this WG rolls: ICH side + 1 per awake member, at most the file's max (7)."""
    _check_wg(cards, wg)
    return _n_dice(cards, wg)


def n_parking(cards: Cards, wg: WG) -> int:
    """Return the parking spots this WG shows (ICH, couch, awake parking Spezialos)."""
    _check_wg(cards, wg)
    return _n_parking(cards, wg)


def n_rerolls(cards: Cards, wg: WG) -> int:
    """Return the re-roll symbols this WG shows (fridge, awake re-roll Spezialos)."""
    _check_wg(cards, wg)
    return _n_rerolls(cards, wg)


def _n_dice(cards: Cards, wg: WG) -> int:
    """Return ``n_dice`` for the state's own cards and flat-share (unchecked)."""
    base = sum(s.good[0] if wg.is_good(s.id) else s.bad[0] for s in cards.start)
    return min(cards.max_dice, base + sum(1 for _, awake in wg.members if awake))


def _n_parking(cards: Cards, wg: WG) -> int:
    """Return ``n_parking`` for the state's own cards and flat-share (unchecked)."""
    base = sum(s.good[1] if wg.is_good(s.id) else s.bad[1] for s in cards.start)
    return base + _awake_advantages(cards, wg).count("parking")


def _n_rerolls(cards: Cards, wg: WG) -> int:
    """Return ``n_rerolls`` for the state's own cards and flat-share (unchecked)."""
    base = sum(s.good[2] if wg.is_good(s.id) else s.bad[2] for s in cards.start)
    return base + _awake_advantages(cards, wg).count("reroll")


def wg_points(cards: Cards, wg: WG) -> int:
    """Return the points in front of this WG: to-dos, items and the troublemaker, turned over or not (not the
    hammock)."""
    pts = sum(cards[c].points for c in (*wg.todos, *wg.items))
    if wg.troublemaker:
        card = cards[wg.troublemaker]
        turned = card.back_points if wg.big_guy_turned else None  # only a card with a back side turns over
        pts += card.points if turned is None else turned
    return pts


def flip_need(cards: Cards, wg: WG, card: str) -> Requirement:
    """Return the combination on the back of own card ``card`` (a start card or a member)."""
    if card in C.START_IDS:
        return cards.start_card(card).flips[wg.colour]
    need = cards[card].need
    assert need is not None
    return need


def flippable(cards: Cards, wg: WG) -> list[str]:
    """Return this WG's cards on their bad side that may be flipped (start cards not locked, asleep members)."""
    lock = locked(cards, wg)
    own = [s for s in C.START_IDS if not wg.is_good(s) and s != lock]
    return own + [m for m, awake in wg.members if not awake]


def say(values: tuple[int, ...]) -> str:
    """Return die values as words in actions ('4 4 1')."""
    return " ".join(str(v) for v in values)


def park_action(values: tuple[int, ...] | list[int]) -> Park:
    """Return the action that parks dice with these values (0-5, at most 7) and re-rolls the rest ('reroll' if
    none); raise InvalidInput for anything else."""
    if not isinstance(values, (list, tuple)) or len(values) > 7:
        raise InvalidInput(f"values must be a list of at most 7 die faces 0 (kangaroo) to 5, not {short_repr(values)}")
    vals = tuple(sorted(check_int(v, "a parked die", 0, 5) for v in values))
    return Park(vals)


@dataclass(frozen=True, slots=True)
class Roll(Step):
    """A chance outcome: the faces the rolled dice show, as a sorted multiset (0 = kangaroo); "dice k 3 4"."""

    values: tuple[int, ...]

    def __str__(self) -> str:
        return f"dice {say_park(self.values)}"


@dataclass(frozen=True, slots=True)
class Reveal(Step):
    """A chance outcome: the card that turns up on top of a stack: a to-do stack (``stack`` 'witzig' or 'doppelt'),
    or member stack ``number`` (1, 2, 3, ...; ``stack`` 'member')."""

    stack: str
    card: str
    number: int = 0

    def __str__(self) -> str:
        if self.number:  # (as the rules tell a member stack: by its number)
            return f"open member {self.number} {self.card}"
        return f"open {self.stack} {self.card}"


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """A chance outcome: the troublemaker the player draws from the face-down pool."""

    card: str

    def __str__(self) -> str:
        return f"troublemaker {self.card}"


class _Table(Dist[Any]):
    """A Dist whose ``items()``/``values()`` are the plain dict views (the session walks up to 792 roll outcomes
    at every roll: the Mapping defaults would build each Fraction again through ``__getitem__``)."""

    def items(self) -> Any:
        """Return the (outcome, probability) pairs."""
        return self._p.items()

    def values(self) -> Any:
        """Return the probabilities."""
        return self._p.values()


def _uniform(outcomes: list[Any]) -> Dist[Any]:
    """Return the uniform distribution over distinct ``outcomes`` (built directly: one Fraction for all)."""
    table: _Table = object.__new__(_Table)
    p = Fraction(1, len(outcomes))
    table._p = dict.fromkeys(outcomes, p)
    return table


def _dice_words(values: tuple[int, ...], lang: str) -> str:
    """Return die values in words in ``lang`` ('kangaroo 4 4'), for a refusal's fields."""
    from .labels import dice_text

    return dice_text(values, lang)


@lru_cache(maxsize=16)
def roll_outcomes(n: int) -> Dist[Roll]:
    """Return the exact distribution of a roll of n dice as sorted multisets (multinomial probabilities), the
    likeliest first: the order the session's draws map onto (same seed, same game), so it must not change."""
    base = roll_dist(C.DIE, n)
    _, weights = base.integer_weights()  # whole numbers in proportion to the Fractions: a cheap sort key
    order = sorted(range(len(weights)), key=lambda i: -weights[i][1])  # stable: ties keep the multiset order
    table: _Table = object.__new__(_Table)  # core's exact table, keyed by Roll and re-ordered: no second Dist
    pairs = list(base.items())
    table._p = {Roll(pairs[i][0]): pairs[i][1] for i in order}
    return table


@dataclass(frozen=True)
class Observation:
    """What one seat sees: everything on the table; of the stacks only the open top cards and how many are left."""

    viewer: int  # whose view this is (the seat that asked)
    to_move: int  # the player to move now
    active: int
    phase: Phase  # a StrEnum: equal to its text ('roll', ...), as JSON writes it
    dice: tuple[int, ...]
    free: tuple[int, ...]
    rerolls_left: int
    wgs: tuple[WG, ...]
    todo_tops: tuple[str | None, ...]
    todo_left: tuple[int, ...]
    member_tops: tuple[str | None, ...]
    member_left: tuple[int, ...]
    items_middle: tuple[str, ...]
    troublemakers_left: int
    hammock: int | None
    scores: tuple[int, ...]
    cards: Cards = field(repr=False)  # the card file (the same all game): left out of printed observations
    rules: Rules = field(repr=False)
    turn_no: int = 0


@dataclass(frozen=True, kw_only=True)
class WuerfelWGState(Recorded):
    """A position: the WGs, the middle (seen cards and counts of unseen ones), the hammock, this turn's dice and
    phase, the log. Nothing unseen has an order: a stack's next card is drawn (a chance node) when it turns up."""

    GAME = "wuerfel_wg"
    EXACT_COST = 2  # a position costs about twice an Ungeziffer one to build and hash (exact.evaluate's bound)

    cards: Cards
    rules: Rules
    wgs: tuple[WG, ...]
    todo_stacks: tuple[tuple[str, ...], ...]  # the seen cards on top of each to-do stack, index 0 = top (open)
    todo_unseen: tuple[tuple[str, ...], ...]  # the face-down rest of each to-do stack (card-file order: no order)
    member_stacks: tuple[tuple[str, ...], ...]  # the seen cards on top of each member stack
    member_hidden: tuple[int, ...]  # how many face-down cards lie under them
    member_unseen: tuple[str, ...]  # the face-down members of all stacks together (card-file order)
    items_middle: tuple[str, ...]
    troublemakers: tuple[str, ...]  # the face-down troublemakers (card-file order: drawn at random when taken)
    box: tuple[str, ...] = ()  # cards left out (beginners: the troublemakers)
    hammock: int | None = None
    hammock_kept: int | None = None  # hammock_win="full_round": the holder who has had it since their turn ended
    player: int = 0  # whose turn it is
    actor: int = 0  # who acts now (a freeloader during 'freeload')
    phase: Phase = Phase.REROLL  # ROLL and TROUBLE are chance nodes
    dice: tuple[int, ...] = ()  # in phase 'roll': the parked dice; the roll adds ``to_roll`` more
    to_roll: int = 0
    rerolling: bool = False  # in phase 'roll': a re-roll (not the turn's first roll)
    free: tuple[int, ...] = ()
    rerolls_left: int = 0
    joker: bool = False  # the turn's one kangaroo turn is still unused (it works only while the bath is clean)
    ghost_left: tuple[int, ...] = ()  # opponents whose room the ghost's holder still chooses (phase 'ghost')
    turn_no: int = 0
    events: History[Event] = field(default=EMPTY_HISTORY, compare=False, repr=False)  # the log (its named tuples above)
    end_reason: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        if type(self.phase) is not Phase:  # a state built by hand with the phase's text
            try:
                object.__setattr__(self, "phase", Phase(self.phase))
            except ValueError:
                raise InvalidInput(f"phase must be one of {[str(p) for p in Phase]}, not "
                                   f"{short_repr(self.phase)}") from None

    # -- the protocol -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player to act (the freeloader while freeloading; CHANCE at a chance node)."""
        return CHANCE if self.is_chance_node else self.actor

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase == Phase.OVER

    @property
    def is_chance_node(self) -> bool:
        """Return True while a stack's top card is to be turned up, dice are to be rolled, or a troublemaker drawn."""
        return self.phase in _CHANCE_PHASES or self._unrevealed() is not None

    def _unrevealed(self) -> tuple[str, int] | None:
        """Return the first stack whose top card is still face down, as a ``Reveal`` names it: (a to-do stack, 0) or
        ('member', its number from 1); None if every stack shows its top card."""
        if all(self.todo_stacks) and all(self.member_stacks):
            return None  # every stack shows its top card (or is empty and seen as such): the usual case
        for name, seen, unseen in zip(STACKS, self.todo_stacks, self.todo_unseen, strict=True):
            if not seen and unseen:
                return name, 0
        for i, (seen, hidden) in enumerate(zip(self.member_stacks, self.member_hidden, strict=True)):
            if not seen and hidden:
                return "member", i + 1
        return None

    def chance_outcomes(self) -> Dist[Any]:
        """Return the exact outcomes of the chance step due now: a stack's top card (uniform over its unseen cards;
        the member stacks share one pool), a roll (sorted multisets, multinomial), or a troublemaker (uniform)."""
        unrevealed = self._unrevealed()
        if unrevealed is not None:
            stack, number = unrevealed
            pool = self.member_unseen if number else self.todo_unseen[STACKS.index(stack)]
            return _uniform([Reveal(stack, c, number) for c in pool])
        if self.phase == Phase.ROLL:
            return roll_outcomes(self.to_roll)
        if self.phase == Phase.TROUBLE:
            return _uniform([Draw(c) for c in self.troublemakers])
        return super().chance_outcomes()

    def legal_actions(self) -> list[Action]:
        """Return the actions allowed now (see the module docstring); empty at a chance node and once over."""
        return list(self._legal)

    def legal(self, step: Step) -> bool:
        """Return True if the typed decision ``step`` is one of ``legal_actions()`` (one taken from that list is
        found by identity, without comparing it to the others)."""
        legal = self._legal
        for action in legal:
            if action is step:
                return True
        return step in legal

    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        if self.is_chance_node:
            return ()
        if self.phase == Phase.REROLL:
            return (*self._park_actions(), DONE_ROLLING)
        if self.phase == Phase.USE:
            return (*self._use_actions(), END)
        if self.phase == Phase.FREELOAD:
            return (*self._flip_actions(self.actor, counts_of(self.dice)), PASS)
        if self.phase == Phase.SECT:
            return tuple(Return(m) for m, _ in self.wgs[self.player].members)
        if self.phase == Phase.GHOST:
            q = self.ghost_left[0]
            return tuple(Ghost(room, q) for room in self._ghost_rooms(q))
        return ()

    def scores(self) -> list[int]:
        """Return each player's points (to-dos, items, troublemaker; the hammock adds its points, 0 by default)."""
        return [wg_points(self.cards, wg) + (self.cards.hammock.points if self.hammock == i else 0)
                for i, wg in enumerate(self.wgs)]

    def winners(self) -> list[int]:
        """Return the hammock holder who won, or (safety end) the players with most points; empty while running."""
        if not self.is_over:
            return []
        if self.end_reason == "hammock" and self.hammock is not None:
            return [self.hammock]
        return super().winners()

    def inventory(self) -> Counter[str]:
        """Return every movable card in every place (each card id exactly once) plus the start cards."""
        inv: Counter[str] = Counter()
        for stack in (*self.todo_stacks, *self.todo_unseen, *self.member_stacks, self.member_unseen,
                      self.items_middle, self.troublemakers, self.box):
            inv.update(stack)
        for wg in self.wgs:
            inv.update(m for m, _ in wg.members)
            inv.update((*wg.todos, *wg.items))
            if wg.troublemaker:
                inv[wg.troublemaker] += 1
            inv.update(f"{s} {self.cards.colours[wg.colour][0]}" for s in C.START_IDS)
        inv[self.cards.hammock.id] += 1  # in the middle or in front of its holder: one card either way
        return inv

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: all WGs and open cards; stacks only as top card and size."""
        player = check_int(player, "player", 0, self.n_players - 1)
        return Observation(
            player, self.actor, self.player, self.phase, self.dice, self.free, self.rerolls_left, self.wgs,
            tuple(s[0] if s else None for s in self.todo_stacks), self.todo_sizes(),
            tuple(s[0] if s else None for s in self.member_stacks), self.member_sizes(),
            self.items_middle, len(self.troublemakers), self.hammock, tuple(self.scores()), self.cards,
            self.rules, self.turn_no)

    def todo_sizes(self) -> tuple[int, ...]:
        """Return how many cards each to-do stack holds (seen and face down)."""
        return tuple(len(a) + len(b) for a, b in zip(self.todo_stacks, self.todo_unseen, strict=True))

    def member_sizes(self) -> tuple[int, ...]:
        """Return how many cards each member stack holds (seen and face down)."""
        return tuple(len(a) + b for a, b in zip(self.member_stacks, self.member_hidden, strict=True))

    # -- stats of the player on turn ------------------------------------------------------------------------
    def dice_count(self, player: int | None = None) -> int:
        """Return how many dice ``player`` (default: the player on turn) rolls."""
        return _n_dice(self.cards, self.wgs[self.player if player is None else player])

    def parking(self, player: int | None = None) -> int:
        """Return the parking spots of ``player`` (default: the player on turn)."""
        return _n_parking(self.cards, self.wgs[self.player if player is None else player])

    def rerolls(self, player: int | None = None) -> int:
        """Return the re-roll symbols of ``player`` (default: the player on turn)."""
        return _n_rerolls(self.cards, self.wgs[self.player if player is None else player])

    # -- actions ------------------------------------------------------------------------------------------
    def _park_actions(self) -> tuple[Park, ...]:
        return _park_actions(self.dice, min(self.parking(), len(self.dice) - 1))

    def _use_actions(self) -> tuple[Paying, ...]:
        return _use_actions(self.cards, counts_of(self.free), self.can_turn_kangaroo, tuple(s[0] if s else "" for s in
                            self.todo_stacks), tuple(s[0] if s else "" for s in self.member_stacks),
                            self.items_middle, self.player, self.wgs)

    @property
    def can_turn_kangaroo(self) -> bool:
        """Return True if the player on turn may still turn a kangaroo into a number now: the turn's one kangaroo
        turn is unused and the bath is clean at this moment (rules card, "Clean bath, kangaroo turned when?")."""
        return self.joker and self.phase == Phase.USE and self.wgs[self.player].is_good("bath")

    def _flip_actions(self, player: int, counts: Counts, joker: bool = False) -> list[Flip]:
        return list(_flip_actions(self.cards, self.wgs[player], counts, joker))

    def parse(self, text: str) -> Any:
        """Return the typed chance outcome (at a chance node) or the canonical action written as ``text``;
        raise InvalidInput if it cannot be read (the one place that reads step texts)."""
        if not isinstance(text, str):
            raise InvalidInput(f"an action is a text such as {[str(a) for a in self.legal_actions()[:3]]}, not "
                               f"{short_repr(text)}")
        if self.is_chance_node:
            return _parse_outcome(text)
        check_text(text, "an action", MAX_TEXT)
        return parse_action(text, self._legal)

    def refusal(self, action: Any, legal: Any) -> IllegalMove:
        """Return the structured refusal of a well-formed action that is not allowed now (reason key + fields)."""
        if self.phase not in _PHASES.get(type(action), (self.phase,)):
            return refuse(self.GAME, action, f"now_{self.phase}", legal)
        if isinstance(action, Park):
            return refuse(self.GAME, action, "park_limit", legal, n=min(self.parking(), len(self.dice) - 1),
                          dice=Said(self.dice, _dice_words))
        if isinstance(action, Return):
            return refuse(self.GAME, action, "return_own", legal)
        if isinstance(action, Ghost):
            return refuse(self.GAME, action, "ghost_room", legal, player=self.ghost_left[0] + 1)
        if isinstance(action, Paying) and action.joker >= 0 and not self.can_turn_kangaroo:
            return refuse(self.GAME, action, "kangaroo", legal)  # (with a clean bath the kangaroo is not the trouble)
        return refuse(self.GAME, action, "not_paid", legal)

    def _apply_outcome(self, outcome: Any) -> WuerfelWGState:
        if isinstance(outcome, Reveal):
            state = self._reveal(outcome)
            if state._unrevealed() is None and state.phase == Phase.USE and not state._use_actions():
                return state._end_use()
            return state
        if isinstance(outcome, Roll):
            return self._rolled(outcome.values)
        assert isinstance(outcome, Draw)
        state = self._troublemaker(self.player, outcome.card)
        return state if state.phase == Phase.SECT else state._settle_hammock()._next_turn()

    def _reveal(self, outcome: Reveal) -> WuerfelWGState:
        """Return the state with ``outcome.card`` turned up on top of its stack (taken from the unseen cards)."""
        card = outcome.card
        if outcome.number:
            i = outcome.number - 1
            stacks = tuple((card,) if j == i else s for j, s in enumerate(self.member_stacks))
            hidden = tuple(h - 1 if j == i else h for j, h in enumerate(self.member_hidden))
            unseen = tuple(c for c in self.member_unseen if c != card)
            return evolve(self, member_stacks=stacks, member_hidden=hidden, member_unseen=unseen)
        i = STACKS.index(outcome.stack)
        stacks = tuple((card,) if j == i else s for j, s in enumerate(self.todo_stacks))
        unseen_t = tuple(tuple(c for c in u if c != card) if j == i else u for j, u in enumerate(self.todo_unseen))
        return evolve(self, todo_stacks=stacks, todo_unseen=unseen_t)

    def _apply(self, action: Action) -> WuerfelWGState:  # type: ignore[override]
        state = self
        if isinstance(action, Park):
            return state._reroll(action.kept)
        if isinstance(action, DoneRolling):
            return state._log(Kept(self.player, self.dice))._done_rolling()
        if isinstance(action, End):
            return state._end_use()
        if isinstance(action, Pass):
            return state._log(Passed(self.actor))._next_freeloader(self.actor)
        if isinstance(action, Return):
            return state._sect_return(self.player, action.member)._settle_hammock()._next_turn()
        if isinstance(action, Ghost):
            q, room = action.of, action.room
            state = state._set_wg(q, self.wgs[q].set_good(room, True))._log(GhostTurned(self.player, q, room))
            return state._ghost(self.player, self.ghost_left[1:])
        assert isinstance(action, Paying)
        if action.joker >= 0:
            state = state._turn_kangaroo(action.joker_value)
        used = action.used
        if isinstance(action, Flip):
            state = state._flip(action.card, used)
        elif isinstance(action, Borrow):
            state = state._borrow(action.item, action.lender, used)
        elif isinstance(action, TakeMember):
            state = state._take_member(action.stack - 1, used)
        elif isinstance(action, TakeItem):
            state = state._take_item(action.item, used)
        else:
            assert isinstance(action, TakeTodo)
            state = state._take_todo(action.stack, used)
        if self.rules.hammock_passes == "at_once" and not isinstance(action, Flip):
            state = state._pass_hammock()  # "Übertrifft dich ... direkt": points changed, the hammock moves now
        if self.rules.kangaroo_turn == "last_roll" and not state.wgs[self.player].is_good("bath"):
            state = evolve(state, joker=False)  # the right lapses once the bath is dirty, for the rest of the turn
        if state.is_chance_node:
            return state  # a stack's next card turns up first
        return state._end_use() if state.phase == Phase.USE and not state._use_actions() else state

    # -- rule steps ---------------------------------------------------------------------------------------
    def _log(self, *events: Event) -> WuerfelWGState:
        return evolve(self, events=appended(self.events, *events))

    def _set_wg(self, player: int, wg: WG) -> WuerfelWGState:
        return evolve(self, wgs=tuple(wg if i == player else w for i, w in enumerate(self.wgs)))

    def _roll(self) -> WuerfelWGState:
        """Return the chance node of the first roll of a turn (all of the player's dice, none parked)."""
        return evolve(self, phase=Phase.ROLL, dice=(), to_roll=self.dice_count(), rerolls_left=self.rerolls(),
                      rerolling=False)

    def _reroll(self, kept: tuple[int, ...]) -> WuerfelWGState:
        """Return the chance node of a re-roll: ``kept`` parked, the other dice rolled again."""
        return evolve(self, phase=Phase.ROLL, dice=kept, to_roll=len(self.dice) - len(kept),
                      rerolls_left=self.rerolls_left - 1, rerolling=True)

    def _rolled(self, values: tuple[int, ...]) -> WuerfelWGState:
        """Return the state after the rolled dice showed ``values`` (added to the parked ones)."""
        kept = self.dice
        dice = tuple(sorted(kept + values))
        state = evolve(self, phase=Phase.REROLL, dice=dice, to_roll=0, rerolling=False)
        if self.rerolling:
            state = state._log(Rerolled(self.player, kept, dice))
        else:
            state = state._log(Rolled(self.player, dice))
        return state if state.rerolls_left > 0 else state._done_rolling()

    def _done_rolling(self) -> WuerfelWGState:
        joker = self.rules.kangaroo_turn == "while_clean" or self.wgs[self.player].is_good("bath")
        state = evolve(self, rerolls_left=0, phase=Phase.USE, free=self.dice, joker=joker)
        return state if state._use_actions() else state._log(Nothing(self.player))._end_use()

    def _turn_kangaroo(self, value: int) -> WuerfelWGState:
        """Return the state after the clean bath turned one kangaroo into ``value`` (it then pays as that number)."""
        dice, free = list(self.dice), list(self.free)
        dice.remove(C.KANGAROO)
        free.remove(C.KANGAROO)
        return evolve(self, dice=tuple(sorted([*dice, value])), free=tuple(sorted([*free, value])),
                  joker=False)._log(KangarooTurned(self.player, value))

    def _spend(self, used: tuple[int, ...]) -> WuerfelWGState:
        """Return the state with the dice ``used`` taken from the free dice (a turned kangaroo counts as its number)."""
        free = list(self.free)
        for v in used:
            free.remove(v)
        return evolve(self, free=tuple(free))

    def _take_todo(self, stack: str, used: tuple[int, ...]) -> WuerfelWGState:
        """Return the state after the player took the open to-do of ``stack`` (one of STACKS), paying ``used``."""
        p, wg = self.player, self.wgs[self.player]
        i = STACKS.index(stack)
        card = self.todo_stacks[i][0]
        stacks = tuple(s[1:] if j == i else s for j, s in enumerate(self.todo_stacks))  # next: a chance node
        state = evolve(self._spend(used), todo_stacks=stacks)._set_wg(p, replace(wg, todos=(*wg.todos, card)))
        return state._log(Took(p, stack, card, used))._effects(p, self.cards[card].effects)

    def _take_member(self, i: int, used: tuple[int, ...]) -> WuerfelWGState:
        """Return the state after the player recruited the open member of member stack ``i`` (from 0), paying
        ``used``."""
        p, wg = self.player, self.wgs[self.player]
        card = self.member_stacks[i][0]
        stacks = tuple(s[1:] if j == i else s for j, s in enumerate(self.member_stacks))
        state = evolve(self._spend(used), member_stacks=stacks)._set_wg(p, replace(wg, members=(*wg.members,
                                                                                                (card, True))))
        return state._log(Took(p, "member", card, used))._advantage(p, card)

    def _take_item(self, item: str, used: tuple[int, ...]) -> WuerfelWGState:
        """Return the state after the player took ``item`` from the middle, paying ``used``."""
        p, wg = self.player, self.wgs[self.player]
        state = evolve(self._spend(used), items_middle=tuple(c for c in self.items_middle if c != item))
        state = state._set_wg(p, replace(wg, items=(*wg.items, item)))
        return state._log(Took(p, "item", item, used))._effects(p, self.cards[item].effects)

    def _borrow(self, item: str, lender: int, used: tuple[int, ...]) -> WuerfelWGState:
        p = self.player
        state = self._spend(used)
        lwg = self.wgs[lender]
        state = state._set_wg(lender, replace(lwg, items=tuple(c for c in lwg.items if c != item)))
        state = state._set_wg(p, replace(state.wgs[p], items=(*state.wgs[p].items, item)))
        return state._log(Borrowed(p, item, lender, used))._effects(p, self.cards[item].effects)

    def _flip(self, card: str, used: tuple[int, ...]) -> WuerfelWGState:
        who = self.actor
        state = self._spend(used) if self.phase == Phase.USE else self
        state = state._wake_or_clean(who, card)._log(Flipped(who, card, used))
        if self.phase == Phase.FREELOAD:
            return state._next_freeloader(who)
        return state

    def _wake_or_clean(self, player: int, card: str) -> WuerfelWGState:
        wg = self.wgs[player]
        if card in C.START_IDS:
            return self._set_wg(player, wg.set_good(card, True))
        members = tuple((m, True if m == card else awake) for m, awake in wg.members)
        state = self._set_wg(player, replace(wg, members=members))
        return state._advantage(player, card) if self.rules.advantage_on_wake else state

    def _advantage(self, player: int, card: str) -> WuerfelWGState:
        adv = self.cards[card].advantage
        room = {"fridge_full": "fridge", "couch_clean": "couch", "bath_clean": "bath"}.get(adv)
        wg = self.wgs[player]
        if room is None or wg.is_good(room) or locked(self.cards, wg) == room:
            return self
        return self._set_wg(player, wg.set_good(room, True))._log(Advantage(player, card, room))

    def _effects(self, player: int, effects: tuple[str, ...]) -> WuerfelWGState:
        state, woken = self, []
        for effect in effects:
            wg = state.wgs[player]
            if effect == "sleep":
                members = tuple((m, awake and self.cards[m].advantage == "never_sleeps") for m, awake in wg.members)
                state = state._set_wg(player, replace(wg.set_good("ich", False), members=members))
            elif effect == "wake":
                woken = [m for m, awake in wg.members if not awake]
                members = tuple((m, True) for m, _ in wg.members)
                wg = replace(wg, members=members)
                state = state._set_wg(player, wg.set_good("ich", True) if locked(self.cards, wg) != "ich" else wg)
            elif effect == "fridge_all":
                state = evolve(state, wgs=tuple(w.set_good("fridge", False) for w in state.wgs))
            else:
                state = state._set_wg(player, wg.set_good(effect, False))
            state = state._log(Effect(player, effect))
        if self.rules.advantage_on_wake:
            for member in woken:
                state = state._advantage(player, member)
        return state

    def _end_use(self) -> WuerfelWGState:
        return evolve(self, free=())._next_freeloader(self.player)

    def _next_freeloader(self, after: int) -> WuerfelWGState:
        counts = counts_of(self.dice)
        q = (after + 1) % self.n_players
        while q != self.player:
            if self._flip_actions(q, counts):
                return evolve(self, phase=Phase.FREELOAD, actor=q)
            q = (q + 1) % self.n_players
        return evolve(self, actor=self.player)._check()

    def _check(self) -> WuerfelWGState:
        p, state = self.player, self
        wg = self.wgs[p]
        if not wg.troublemaker and self.troublemakers and self.scores()[p] >= self.cards.troublemaker_points:
            return evolve(state, phase=Phase.TROUBLE, actor=p, free=())  # the top troublemaker turns up: a chance node
        return state._settle_hammock()._next_turn()

    def _troublemaker(self, p: int, card: str) -> WuerfelWGState:
        wg = replace(self.wgs[p], troublemaker=card)
        state = evolve(self, troublemakers=tuple(c for c in self.troublemakers if c != card), phase=Phase.USE)
        state = state._log(TroublemakerTaken(p, card))
        effect = self.cards[card].effects[0]
        if effect in LOCKS:
            wg = wg.set_good(LOCKS[effect], False)
        elif effect == "sect" and len(wg.members) == 1:
            return state._set_wg(p, wg)._sect_return(p, wg.members[0][0])
        elif effect == "sect" and wg.members:
            return evolve(state._set_wg(p, wg), phase=Phase.SECT, actor=p, free=())
        state = state._set_wg(p, wg)
        if effect == "big_guy":  # the fewest points, a tie counting as the card file says (A5)
            pts, tie = state.scores(), self.cards[card].turns_on_tie
            if all(pts[p] <= v if tie else pts[p] < v for v in pts[:p] + pts[p + 1:]):
                state = state._set_wg(p, replace(wg, big_guy_turned=True))._log(BigGuyTurned(p, card))
        return state

    def _pass_hammock(self) -> WuerfelWGState:
        """Return the state after the holder lost the hammock if they must: overtaken by someone with 16 or more
        (to whoever now has most points; on a tie among them the first in turn order from the active player), or
        else below 16 (back to the middle)."""
        pts, p, h = self.scores(), self.player, self.hammock
        need = self.cards.hammock_points
        if h is None:
            return self
        if max(pts) > pts[h] and max(pts) >= need:
            order = [(p + k) % self.n_players for k in range(self.n_players)]
            new: int | None = next(q for q in order if pts[q] == max(pts))
        elif pts[h] < need:
            new = None
        else:
            return self
        return evolve(self, hammock=new, hammock_kept=None)._log(HammockMoved(-1 if new is None else new))

    def _settle_hammock(self) -> WuerfelWGState:
        """Return the state after the check's hammock rules: the holder loses it if they must, then the active
        player takes it with 16 or more points alone in the lead."""
        state = self._pass_hammock()
        pts, p = state.scores(), self.player
        if state.hammock != p and pts[p] >= self.cards.hammock_points and all(
                pts[p] > v for q, v in enumerate(pts) if q != p):
            return evolve(state, hammock=p, hammock_kept=None)._log(HammockMoved(p))
        return state

    def _next_turn(self) -> WuerfelWGState:
        nxt = (self.player + 1) % self.n_players
        kept = self.hammock_kept
        if self.rules.hammock_win == "full_round" and self.hammock == self.player:
            kept = self.player  # the holder's own turn ends with the hammock: a full round starts
        state = evolve(self, player=nxt, actor=nxt, phase=Phase.REROLL, dice=(), free=(), rerolls_left=0,
                   turn_no=self.turn_no + 1, joker=False, hammock_kept=kept)
        if state.hammock == nxt and (self.rules.hammock_win == "start_of_turn" or kept == nxt):
            return state._log(Won(nxt))._over("hammock")
        if not any(self.todo_sizes()) and not self.items_middle:
            return state._over("middle empty")
        if state.turn_no >= self.rules.max_rounds * self.n_players:
            return state._over("max rounds")
        state = state._log(Turn(state.turn_no, nxt))
        if _trouble_effect(self.cards, self.wgs[nxt]) == "ghost":
            return state._ghost(nxt, tuple((nxt + k) % self.n_players for k in range(1, self.n_players)))
        return state._roll()

    def _sect_return(self, p: int, member: str) -> WuerfelWGState:
        """Return the state after ``member`` of player p's WG went back on top of the smallest member stack."""
        wg = self.wgs[p]
        wg = replace(wg, members=tuple(m for m in wg.members if m[0] != member))
        sizes = list(self.member_sizes())
        i = sizes.index(min(sizes))
        stacks = tuple((member, *s) if j == i else s for j, s in enumerate(self.member_stacks))
        return evolve(self, member_stacks=stacks)._set_wg(p, wg)._log(SectReturned(p, member, i + 1))

    def _ghost_rooms(self, q: int) -> list[str]:
        """Return the rooms of player q the ghost may turn: on their bad side and not locked."""
        wg = self.wgs[q]
        return [r for r in ROOMS if not wg.is_good(r) and locked(self.cards, wg) != r]

    def _ghost(self, p: int, left: tuple[int, ...]) -> WuerfelWGState:
        """Return the state after the ghost at player p turned a room of each opponent in ``left`` (clockwise):
        one possible room is turned at once; with a choice the holder chooses (phase 'ghost'); then p rolls."""
        state = self
        for k, q in enumerate(left):
            rooms = state._ghost_rooms(q)
            if len(rooms) > 1:
                return evolve(state, phase=Phase.GHOST, actor=p, ghost_left=left[k:])
            if rooms:
                state = state._set_wg(q, state.wgs[q].set_good(rooms[0], True))._log(GhostTurned(p, q, rooms[0]))
        return evolve(state, ghost_left=())._roll()

    def _over(self, reason: str) -> WuerfelWGState:
        return evolve(self, phase=Phase.OVER, end_reason=reason)._log(GameEnded(reason))


# -- helpers ----------------------------------------------------------------------------------------------
@lru_cache(maxsize=50_000)
def _flip_actions(cards: Cards, wg: WG, counts: Counts, joker: bool) -> tuple[Flip, ...]:
    """Return the 'flip' actions a WG can pay for with these dice (memoised: WGs and rolls repeat a lot)."""
    return tuple(Flip(card, *u) for card in flippable(cards, wg)
                 for u in _uses(flip_need(cards, wg, card), counts, joker))


@lru_cache(maxsize=50_000)
def _use_actions(cards: Cards, free: Counts, joker: bool, todo_tops: tuple[str, ...], member_tops: tuple[str, ...],
                 items_middle: tuple[str, ...], p: int, wgs: tuple[WG, ...]) -> tuple[Paying, ...]:
    """Return the card-using actions of player p with these free dice, open cards and WGs ('' = empty stack);
    a pure function of hashable values, memoised (rolls and WGs repeat a lot)."""
    out: list[Paying] = []
    for name, top in zip(STACKS, todo_tops, strict=True):
        if top:
            out += [TakeTodo(name, *u) for u in _uses(cards[top].need, free, joker)]
    for i, top in enumerate(member_tops):
        if top:
            out += [TakeMember(i + 1, *u) for u in _uses(cards[top].need, free, joker)]
    for item in items_middle:
        out += [TakeItem(item, *u) for u in _uses(cards[item].need, free, joker)]
    if _trouble_effect(cards, wgs[p]) != "no_borrow":
        for q, wg in enumerate(wgs):
            for item in wg.items if q != p else ():
                need = parse_requirement(" ".join([str(cards[item].number)] * 3), cards.letters_differ_from_fixed)
                out += [Borrow(item, q, *u) for u in _uses(need, free, joker)]
    return (*out, *_flip_actions(cards, wgs[p], free, joker))


def _parse_outcome(text: str) -> Roll | Reveal | Draw:
    """Return the chance outcome written as ``text`` ('dice k 3 4', 'open witzig eierkuchen', 'open member 2
    alex', 'troublemaker pinguin'); raise InvalidInput otherwise."""
    check_text(text, "a chance outcome", MAX_TEXT)
    words = text.strip().lower().split()
    if len(words) >= 2 and words[0] == "dice" and len(words) <= 8 and all(w in DIE_WORDS for w in words[1:]):
        return Roll(tuple(sorted(DIE_WORDS[w] for w in words[1:])))
    if len(words) == 3 and words[0] == "open" and words[1] in STACKS:
        return Reveal(words[1], words[2])
    if len(words) == 4 and words[0] == "open" and words[1] == "member" and words[2].isascii() \
            and words[2].isdigit() and len(words[2]) < 3:  # ("¹".isdigit() is True, int("¹") fails)
        return Reveal("member", words[3], int(words[2]))
    if len(words) == 2 and words[0] == "troublemaker":
        return Draw(words[1])
    raise InvalidInput(f"{short_repr(text)} is not a Würfel-WG chance outcome: chance now brings e.g. "
                       "'dice k 3 4', 'open witzig <card>', 'open member 2 <card>' or 'troublemaker <card>'")


def _uses(need: Requirement | None, free: Counts, joker: bool = False) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Return the smallest ways to pay ``need`` from the free dice as (values, joker position) pairs: ((4, 4, 4),
    -1) or ((4, 4, 4), 2) for '4 4 k4' (the last die a kangaroo turned into 4)."""
    if need is None:
        return ()
    return _uses_cached(need, free, joker and free[C.KANGAROO] > 0)


@lru_cache(maxsize=100_000)
def _uses_cached(need: Requirement, free: Counts, joker: bool) -> tuple[tuple[tuple[int, ...], int], ...]:
    plain = [(values_of(u), -1) for u in minimal_uses(need, (0, *free[1:]))]  # type: ignore[arg-type]
    if not joker:
        return tuple(plain)
    out = list(plain)
    for v in C.NUMBERS:
        more = list(free)
        more[v] += 1
        for u in minimal_uses(need, (0, more[1], more[2], more[3], more[4], more[5])):
            if u[v]:  # the kangaroo stands for one of its v's (also where a real v could pay: that die stays free)
                rest = list(u)
                rest[v] -= 1
                paid = values_of(tuple(rest))
                out.append(((*paid, v), len(paid)))
    return tuple(dict.fromkeys(out))


@lru_cache(maxsize=20_000)
def _park_actions(dice: tuple[int, ...], limit: int) -> tuple[Park, ...]:
    """Return every park-and-re-roll action for a sorted roll and a parking limit (kangaroos included)."""
    return tuple(_park(values) for values in _sub_multisets(counts_of(dice), limit))


@lru_cache(maxsize=4096)
def _park(values: tuple[int, ...]) -> Park:
    """Return the action parking these sorted values (one value per choice: rolls repeat the same choices)."""
    return Park(values)


def _sub_multisets(counts: Counts, limit: int) -> list[tuple[int, ...]]:
    """Return the sorted values of every sub-multiset of ``counts`` with at most ``limit`` dice, fewest dice first
    and then in order of the values (the empty one first)."""
    out: list[tuple[int, ...]] = [()]
    for v in C.FACES:
        if counts[v]:
            runs = _RUNS[v]
            out = [k + runs[j] for k in out for j in range(min(counts[v], limit - len(k)) + 1)]
    out.sort(key=lambda k: (len(k), k))
    return out


_RUNS = tuple(tuple((v,) * j for j in range(8)) for v in C.FACES)  # (), (v,), (v, v), ...: up to 7 dice of a face


_PHASES: dict[type, tuple[Phase, ...]] = {  # the phases an action belongs to (refusals: "now is ...")
    Park: (Phase.REROLL,), DoneRolling: (Phase.REROLL,), TakeTodo: (Phase.USE,), TakeMember: (Phase.USE,),
    TakeItem: (Phase.USE,), Borrow: (Phase.USE,), End: (Phase.USE,), Pass: (Phase.FREELOAD,), Return: (Phase.SECT,),
    Ghost: (Phase.GHOST,), Flip: (Phase.USE, Phase.FREELOAD)}


# -- new game --------------------------------------------------------------------------------------------

@new_game_function("wuerfel_wg")
def new_game(players: int = 2, variant: str = "standard", max_rounds: int = 40, advantage_on_wake: bool = True,
             cards: dict[str, Any] | None = None, kangaroo_turn: str = "while_clean",
             hammock_passes: str = "at_once", hammock_win: str = "start_of_turn") -> WuerfelWGState:
    """Return a new game: every stack face down (its top cards turn up first: chance nodes), then player 0 rolls.
    ``cards`` replaces the card file.

    Bounds (checked first): players 2-4, variant 'standard' or 'beginners', max_rounds 1-1000,
    advantage_on_wake true/false, kangaroo_turn 'while_clean' or 'last_roll', hammock_passes 'end_of_turn' or
    'at_once', hammock_win 'start_of_turn' or 'full_round', a card file as
    ``components.parse_cards`` checks it (at most 100 cards per list); a seed or any other option is refused
    by ``new_game_function``.
    """
    players = check_int(players, "players (Würfel-WG is for 2 to 4 players)", MIN_PLAYERS, MAX_PLAYERS)
    check_choice(variant, "variant", VARIANTS)
    max_rounds = check_int(max_rounds, "max_rounds", 1, 1000)
    check_bool(advantage_on_wake, "advantage_on_wake")
    check_choice(kangaroo_turn, "kangaroo_turn", KANGAROO_TURNS)
    check_choice(hammock_passes, "hammock_passes", HAMMOCK_PASSES)
    check_choice(hammock_win, "hammock_win", HAMMOCK_WINS)
    if cards is not None and not isinstance(cards, dict):
        raise InvalidInput(f"cards must be a card-file dict shaped like data/cards.json, not {short_repr(cards)}")
    deck = C.default_cards() if cards is None else C.parse_cards(cards)
    if len(deck.colours) < players:
        raise InvalidInput(f"the card file has {len(deck.colours)} colours, too few for {players} players")
    members = tuple(c.id for c in deck.members)
    k = deck.member_stacks
    cuts = [round(i * len(members) / k) for i in range(k + 1)]
    trouble = tuple(c.id for c in deck.troublemakers)
    box: tuple[str, ...] = ()
    if variant == "beginners":
        trouble, box = (), trouble
    options = {"variant": variant, "max_rounds": max_rounds, "advantage_on_wake": advantage_on_wake,
               "kangaroo_turn": kangaroo_turn, "hammock_passes": hammock_passes, "hammock_win": hammock_win,
               "cards": cards}
    state = WuerfelWGState(
        n_players=players, cards=deck, rules=Rules(variant, max_rounds, advantage_on_wake, kangaroo_turn,
                                                                   hammock_passes, hammock_win),
        wgs=tuple(WG(i) for i in range(players)), todo_stacks=((), ()),
        todo_unseen=(tuple(c.id for c in deck.witzig), tuple(c.id for c in deck.doppelt)),
        member_stacks=tuple(() for _ in range(k)), member_hidden=tuple(cuts[i + 1] - cuts[i] for i in range(k)),
        member_unseen=members, items_middle=tuple(c.id for c in deck.items), troublemakers=trouble, box=box,
        options=kept_options(new_game, options))
    return state._log(Turn(0, 0))._roll()




def from_json(text: str | bytes) -> WuerfelWGState:
    """Return the Würfel-WG game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (``bugkit.core.game.replay`` checks every limit and refuses saves of an older bugkit)."""
    return replay(text, WuerfelWGState, new_game)


def use_options(state: WuerfelWGState) -> list[Action]:
    """Return the card-using actions and troublemaker choices available now (without 'end'/'pass'), for the
    widget's 'what can I take' panel."""
    return [a for a in state.legal_actions() if isinstance(a, (Paying, Return, Ghost))]
