"""Wanzen tanzen (Amigo, Reinhard Staupe): the rules card, and the engine that follows it.

Rules, in our words
-------------------
1. Set-up: shuffle the 28 task cards, count off 15 as a face-down stack and turn its top card face up. The
   penalty cards lie face up, -1 on top down to -5 at the bottom. 16 baby bugs, 4 cover chips and 5 dice lie
   in the middle. 2 to 4 players (the box's count in components.md; the rulebook names none: the 16 baby bugs
   are 4 players' worth); player 0 starts, then clockwise.
2. A turn: roll all 5 dice. After every roll choose one:
   - *set aside* one or more of the dice just rolled; they stay out until the end of the turn; or
   - *repeat*: take a baby bug and roll exactly the dice just rolled again (as often as you like).
   Then roll the dice not set aside, and so on until all 5 dice are set aside.
3. If the 5 dice meet an uncovered task of the face-up card, cover it with a chip (you choose if several fit).
   Then either take another turn with all 5 dice, or stop (the next player goes).
4. If the 5 dice meet no uncovered task (also in a turn taken after a success), take 2 baby bugs; the next
   player goes.
5. Covering the last task of a card wins the card and its points: the chips come back, the next card is turned
   up, and the next player goes.
6. The 5th baby bug in front of a player stops the game at once: that player takes the top penalty card,
   everybody returns all their baby bugs, and the next player goes.
7. The game ends at once when the task stack or the penalty stack is used up. Score = card points minus penalty
   points; the highest score wins, a tie is shared.

Readings we decided
-------------------
- Tasks and the deck: see ``components.py`` (A1/A2 deck in ``data/deck.json``, A5 task readings). A custom deck
  is the option ``deck=[{"points": 2, "tasks": ["Drilling", "3 3"]}, ...]``; "Summe 25+" can appear there.
  A5 Full House: five of a kind does not count; a deck whose cards name "Fullhouse / Fünfling" (full house or
  five of a kind) plays the other reading.
- A6: after the last task of a card is covered the turn passes, even if the player would like to go on.
- "Task stack used up": the face-up card belongs to the stack, so all ``cards`` (15) cards are played; the game
  ends when the last one is won. ``cards=`` is a parameter (1 to the deck size) for shorter classroom games.
- "Penalty stack used up": the game ends as soon as the last penalty card is taken.
- If exactly one uncovered task fits, it is covered at once; ``cover T`` is asked only when several fit.
- Covering is not optional: a result that meets a task is covered (the rulebook's "they take a cover chip").
- Players: 2 to 4 only. An earlier version allowed 5 (one review says 2-5), but then the 16 baby bugs run out
  and repeats and failed turns became free; we follow the box's count (the rulebook gives none) instead.
- Empty baby-bug supply (with 4 players only when everybody holds 4; or with a smaller ``baby_bugs=``): the
  rulebook makes "repeat" and a failed turn alike cost baby bugs taken from the middle, so both are treated the
  same way. "Repeat" stays allowed; a player who owes a bug that is not there (for a repeat or for a failed turn)
  takes the penalty card, exactly as for the 5th bug: the game is interrupted at once (the repeat is not rolled),
  everybody returns their bugs, and the next player goes. So nothing is ever free, and nothing is refused that
  the rulebook allows. (With 4 players holding 4 bugs each, that bug is the 5th anyway.)
- Failing with 3 bugs: the first of the 2 bugs is taken, the second is the 5th and brings the penalty.
  Failing with 4 bugs: the first bug owed is the 5th and brings the penalty; the second is never taken, so the
  player starts again at 0 like everybody.
- Failing in a turn taken after a success leaves the chips already covered in place (as after a penalty).
- A repeat whose bug is the 5th triggers the penalty at once: the dice are not rolled again.
- Chips covered on a card stay there when a penalty interrupts a turn.
- Chance in the open (issue 12): the state holds no seed and no deck order. Two kinds of chance node:
  *turning up a card* (``"card 12"``: any card not seen yet, each equally likely: the stack is drawn card by card
  from the cards still unseen, which is the same game as shuffling first) and *rolling dice* (``"dice 1 3 3 5 6"``:
  the rolled dice as a sorted multiset with its multinomial probability, so 5 dice have 252 outcomes, not 7,776).
  A save is the set-up and every step (decisions and outcomes); it shows no card nobody has seen.
- A fresh game every time: ``bugkit.start("wanzen_tanzen", seed=None)`` samples chance from a fresh generator.
  The board deals each new game from a short random *game number* (1 to 999,999) that it shows as "Game number" /
  "Spielnummer"; the game number seeds the board's session, so typing it in deals the same game again (as long as
  the same choices are made).
- Sizes (so nothing typed can hang a lesson): 2-4 players; a custom deck of 1-100 cards, each 2-4 tasks of at
  most 40 characters and 1-10 points; ``cards`` 1 to the deck's size; ``baby_bugs`` 1-100; an action is at most
  200 characters and its numbers have at most 2 digits.

Steps (typed values; ``str()`` is the text form, ``WanzenState.parse`` the one parser)
-----------------------------------------------------------------------------------------
Chance outcomes: ``TurnUp(card_id)`` = ``"card 12"``; ``Dice(values)`` = ``"dice 1 3 3 5 6"`` (sorted).
Actions (``Word``, ``Keep``, ``Cover``: frozen dataclasses, equal by their fields and never equal to a text, so
``ROLL in legal``, not ``"roll" in legal``; the one-word actions are the constants ``ROLL``, ``REPEAT``, ``AGAIN``,
``STOP``):
- ``"roll"``: start a turn (roll all 5 dice).
- ``"keep 3 3 6"``: set aside dice showing these values from the dice just rolled (values, sorted; input in any
  order, ``"keep 6,3,3"`` works too). Values, not positions: dice showing the same number are interchangeable,
  so every legal action leads to a different position. The other dice are rolled again automatically.
- ``"repeat"``: take a baby bug and roll the same dice again.
- ``"cover T"``: cover task T (0-based position on the card) when several uncovered tasks fit.
- ``"again"`` / ``"stop"``: after a success, another turn with all 5 dice, or end the turn.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from numbers import Integral
from typing import Any, ClassVar, NamedTuple

from ..core.dice import roll_dist
from ..core.dist import Dist
from ..core.errors import IllegalMove, InvalidInput, refuse
from ..core.game import (
    CHANCE,
    EMPTY_HISTORY,
    History,
    Recorded,
    Step,
    appended,
    evolve,
    kept_options,
    known_step,
    new_game_function,
    replay,
)
from ..core.validate import check_choice, check_int, init_step, short_repr
from . import components as comps
from . import refusals  # noqa: F401 - registers the refusal texts (both languages)

MIN_PLAYERS, MAX_PLAYERS = 2, 4
GAME = "wanzen_tanzen"


class Phase(enum.StrEnum):
    """Where a game stands: chance (DEAL: a card is turned up; DICE: dice are rolled) or a decision, or over."""

    DEAL = "deal"
    ROLL = "roll"
    DICE = "dice"
    CHOOSE = "choose"
    COVER = "cover"
    NEXT = "next"
    OVER = "over"


PHASES = tuple(p.value for p in (Phase.ROLL, Phase.CHOOSE, Phase.COVER, Phase.NEXT, Phase.OVER))
CHANCE_PHASES = (Phase.DEAL, Phase.DICE)
# the phases as plain names for the hot paths (``Phase.X`` looks the member up on the class every time)
_DEAL, _ROLL, _DICE, _CHOOSE, _COVER, _NEXT, _OVER = (Phase.DEAL, Phase.ROLL, Phase.DICE, Phase.CHOOSE, Phase.COVER,
                                                     Phase.NEXT, Phase.OVER)

# The public surface. dice_values and sub_multisets are the engine's, odds' and board's helpers on
# dice they hold.
__all__ = ["AGAIN", "CHANCE_PHASES", "GAME", "MAX_BABY_BUGS", "MAX_PLAYERS", "MIN_PLAYERS", "PHASES", "REPEAT", "ROLL",
           "STOP", "BugTaken", "Cover", "Covered", "Dice", "Ended", "Keep", "Kept", "Missed", "NoBugLeft",
           "Observation", "Penalty", "Phase", "Repeated", "Rolled", "Rules", "TurnUp", "TurnedUp", "WanzenState",
           "WonCard", "Word", "dice_dist", "from_json", "make_rules", "new_game", "position"]


# -- steps: actions and chance outcomes (frozen dataclasses; ``str()`` is the text form) ---------------------
@dataclass(frozen=True, slots=True)
class Word(Step):
    """A one-word action: ``roll``, ``repeat``, ``again`` or ``stop`` (use the constants ROLL, REPEAT, AGAIN, STOP)."""

    word: str
    WORDS: ClassVar[tuple[str, ...]] = ("roll", "repeat", "again", "stop")

    def __post_init__(self) -> None:
        init_step(self)
        if self.word not in self.WORDS:
            raise InvalidInput(f"Word.word must be one of {list(self.WORDS)}, not {short_repr(self.word)}")

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Keep(Step):
    """``keep 3 3 6``: set aside dice showing these values (kept sorted) from the dice just rolled."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        init_step(self)
        object.__setattr__(self, "values", tuple(sorted(self.values)))

    def __str__(self) -> str:
        return "keep " + " ".join(map(str, self.values))


@dataclass(frozen=True, slots=True)
class Cover(Step):
    """``cover T``: cover task T (0-based position on the face-up card)."""

    task: int

    def __post_init__(self) -> None:
        init_step(self)

    def __str__(self) -> str:
        return f"cover {self.task}"


@dataclass(frozen=True, slots=True)
class Dice(Step):
    """A chance outcome: the dice just rolled, as a multiset (kept sorted, so ``Dice((6, 1)) == Dice((1, 6))``)."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        init_step(self)
        object.__setattr__(self, "values", tuple(sorted(self.values)))

    def __str__(self) -> str:
        return "dice " + " ".join(map(str, self.values))


@dataclass(frozen=True, slots=True)
class TurnUp(Step):
    """A chance outcome: the task card (by its id) turned up from the stack."""

    card_id: int

    def __str__(self) -> str:
        return f"card {self.card_id}"


Action = Word | Keep | Cover
Outcome = Dice | TurnUp
ROLL, REPEAT, AGAIN, STOP = (known_step(Word(w)) for w in Word.WORDS)


# -- events (the log; left out of equality) ------------------------------------------------------------------
class Rolled(NamedTuple):
    """Dice rolled."""

    turn: int
    player: int
    dice: tuple[int, ...]


class Kept(NamedTuple):
    """Dice set aside."""

    turn: int
    player: int
    dice: tuple[int, ...]


class Repeated(NamedTuple):
    """A baby bug taken to repeat a roll."""

    turn: int
    player: int


class BugTaken(NamedTuple):
    """A baby bug taken (``n``: the player's bugs now)."""

    turn: int
    player: int
    n: int


class NoBugLeft(NamedTuple):
    """A bug was owed but none lies in the middle (the penalty follows)."""

    turn: int
    player: int


class Missed(NamedTuple):
    """The 5 dice met no uncovered task."""

    turn: int
    player: int
    dice: tuple[int, ...]


class Covered(NamedTuple):
    """A task covered (``task``: its position; ``name``: its German name)."""

    turn: int
    player: int
    task: int
    name: str
    dice: tuple[int, ...]


class WonCard(NamedTuple):
    """A card won."""

    turn: int
    player: int
    card_id: int
    points: int


class TurnedUp(NamedTuple):
    """A task card turned up."""

    turn: int
    player: int
    card_id: int


class Penalty(NamedTuple):
    """A penalty card taken (everybody returns their bugs)."""

    turn: int
    player: int
    value: int


class Ended(NamedTuple):
    """The game ended (``reason``: "task stack used up" or "penalty stack used up")."""

    reason: str


Event = Rolled | Kept | Repeated | BugTaken | NoBugLeft | Missed | Covered | WonCard | TurnedUp | Penalty | Ended


@dataclass(frozen=True)
class Rules:
    """The material in play: the deck, how many cards make the stack, the baby-bug supply, penalty cards."""

    deck: tuple[comps.Card, ...]
    cards: int = comps.STACK_SIZE
    baby_bugs: int = comps.BABY_BUGS
    penalty_cards: tuple[int, ...] = comps.PENALTY_CARDS
    bug_limit: int = comps.BUG_LIMIT

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle compactly: the default deck by name only (it is immutable data)."""
        deck = None if self.deck == comps.default_deck() else [c.to_data() for c in self.deck]
        return (make_rules, (deck, self.cards, self.baby_bugs))

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        """Return self: Rules are immutable."""
        return self

    def __hash__(self) -> int:
        """Return a hash computed once (states hash their rules at every memo look-up)."""
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.deck, self.cards, self.baby_bugs, self.penalty_cards, self.bug_limit))
            self.__dict__["_hash"] = cached
        return int(cached)

    def card_index(self, card_id: int) -> int | None:
        """Return the deck position of the card with this id (None if there is none)."""
        return _card_index(self.deck).get(card_id)


@lru_cache(maxsize=64)
def _card_index(deck: tuple[comps.Card, ...]) -> dict[int, int]:
    return {c.id: i for i, c in enumerate(deck)}


def sub_multisets(values: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Return every distinct non-empty sub-multiset of ``values`` (sorted tuples), smallest first."""
    if not isinstance(values, (tuple, list)) or len(values) > 12 or not all(
            isinstance(v, Integral) and not isinstance(v, bool) for v in values):
        raise InvalidInput(f"values must be a list of at most 12 dice values, not {short_repr(values)}")
    return list(_sub_multisets(tuple(sorted(values))))


@lru_cache(maxsize=1024)
def _sub_multisets(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Return the distinct non-empty sub-multisets of sorted ``values``, by size, then in order (the combinations of
    sorted values come in order: ``dict.fromkeys`` keeps the first of equal ones)."""
    return tuple(sub for size in range(1, len(values) + 1) for sub in dict.fromkeys(combinations(values, size)))


def dice_dist(n: int) -> Dist[Dice]:
    """Return the outcomes of rolling n dice (1 to 5): each sorted multiset with its multinomial probability."""
    return _dice_dist(check_int(n, "n (dice)", 1, comps.N_DICE))


@lru_cache(maxsize=comps.N_DICE + 1)
def _dice_dist(n: int) -> Dist[Dice]:
    # roll_dist(DIE, n).map(Dice): its multisets are sorted and distinct, so each weight carries over as it is
    return Dist.from_counts([(_dice(values), w) for values, w in roll_dist(comps.DIE, n).integer_weights()[1]])


_DICE_OF: dict[tuple[int, ...], Dice] = {}  # Dice(values) for each sorted multiset of dice values, made once


def _dice(values: tuple[int, ...]) -> Dice:
    """Return Dice(values) for sorted dice values (one value per multiset: the outcomes of every roll share it)."""
    dice = _DICE_OF.get(values)
    if dice is None:
        dice = _DICE_OF[values] = known_step(Dice(values))
    return dice


@lru_cache(maxsize=comps.N_DICE + 1)
def _dice_values(n: int) -> frozenset[tuple[int, ...]]:
    """Return the values (sorted) every outcome of rolling n dice shows: ``Dice.values`` of ``_dice_dist(n)``."""
    return frozenset(combinations_with_replacement(comps.FACES, n))


@dataclass(frozen=True)
class Observation:
    """What a seat sees (everything in this game is public; the face-down stack is not drawn yet)."""

    viewer: int  # whose view this is (the seat that asked)
    to_move: int  # the player to move now
    phase: Phase  # a StrEnum: equal to its text ('roll', ...), as JSON writes it
    card: comps.Card | None
    covered: tuple[int, ...]
    uncovered: tuple[comps.Task, ...] = field(repr=False)  # the card's tasks not in ``covered``
    kept: tuple[int, ...] = ()
    rolled: tuple[int, ...] = ()
    fitting: tuple[int, ...] = ()
    bugs: tuple[int, ...] = ()
    supply: int = 0
    penalty_top: int | None = None
    penalties_left: int = 0
    cards_left: int = 0
    scores: tuple[int, ...] = ()
    bug_limit: int = comps.BUG_LIMIT
    repeats_taken: int = 0


@dataclass(frozen=True, kw_only=True)
class WanzenState(Recorded):
    """A position: the face-up card and chips, cards left in the stack, bugs, penalties, won cards, the dice.

    Nothing unseen is in it: the face-down stack is only a count (``stack_left``); the cards it may hold are the
    deck's cards nobody has seen yet (``unseen()``), drawn at a ``Phase.DEAL`` chance node.
    """

    GAME = GAME

    rules: Rules
    stack_left: int  # face-down cards still in the task stack
    card: int | None = None  # deck index of the face-up card
    covered: tuple[int, ...] = ()  # task positions covered on the face-up card
    chips: int = comps.COVER_CHIPS  # cover chips in the middle
    supply: int = comps.BABY_BUGS
    bugs: tuple[int, ...] = ()
    penalty_stack: tuple[int, ...] = comps.PENALTY_CARDS
    penalties: tuple[tuple[int, ...], ...] = ()
    won: tuple[tuple[int, ...], ...] = ()
    player: int = 0
    phase: Phase = Phase.DEAL
    kept: tuple[int, ...] = ()
    rolled: tuple[int, ...] = ()
    to_roll: int = 0  # dice waiting to be rolled at a Phase.DICE chance node
    repeats_taken: int = 0
    turn_no: int = 0
    end_reason: str = ""
    events: History[Event] = field(default=EMPTY_HISTORY, compare=False, repr=False)

    # -- the protocol -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player whose turn it is (CHANCE while a card is turned up or dice roll)."""
        return CHANCE if self.is_chance_node else self.player

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase is _OVER

    @property
    def is_chance_node(self) -> bool:
        """Return True while a card is turned up or dice are rolled."""
        phase = self.phase
        return phase is _DICE or phase is _DEAL

    def chance_outcomes(self) -> Dist[Any]:
        """Return the outcomes due now: a card not seen yet (each equally likely) or the dice (multisets)."""
        if self.phase is _DEAL:
            return Dist.from_counts(list({TurnUp(self.rules.deck[i].id): 1 for i in self.unseen()}.items()))
        if self.phase is _DICE:
            return _dice_dist(self.to_roll)
        return super().chance_outcomes()

    def legal(self, step: Step) -> bool:
        """Return True if ``step`` is one of ``legal_actions()`` (decided directly, without comparing it with each)."""
        phase, kind = self.phase, type(step)
        if phase is _CHOOSE:
            if kind is Keep:
                return step.values in _keeps_after(self.rolled)[1]  # type: ignore[attr-defined]
            return step == REPEAT  # a step equals a Word only if it is a Word with that word
        if phase is _ROLL:
            return step == ROLL
        if phase is _NEXT:
            return step in (AGAIN, STOP)
        return step in self.legal_actions()

    def possible(self, outcome: Step) -> bool:
        """Return True if chance can bring ``outcome`` now (decided directly for dice: one of their multisets)."""
        if self.phase is _DICE:
            return type(outcome) is Dice and outcome.values in _dice_values(self.to_roll)
        return outcome in self.chance_outcomes()

    def unseen(self) -> list[int]:
        """Return the deck positions of the cards nobody has seen yet (the stack is drawn from these)."""
        seen = {c for w in self.won for c in w} | ({self.card} if self.card is not None else set())
        return [i for i in range(len(self.rules.deck)) if i not in seen]

    @property
    def face_up(self) -> comps.Card | None:
        """Return the face-up task card (None before the first card and once the cards are used up)."""
        return None if self.card is None else self.rules.deck[self.card]

    def uncovered(self) -> list[int]:
        """Return the positions of the face-up card's tasks that are not covered yet."""
        card = self.face_up
        return [] if card is None else [i for i in range(len(card.tasks)) if i not in self.covered]

    def fitting(self) -> list[int]:
        """Return the uncovered task positions met by the 5 dice set aside (only once all 5 are aside)."""
        card = self.face_up
        if card is None or len(self.kept) < comps.N_DICE:
            return []
        return [i for i in self.uncovered() if card.tasks[i].met(self.kept)]

    def legal_actions(self) -> list[Action]:
        """Return the actions allowed now (see the module docstring for their meaning)."""
        phase = self.phase
        if phase is _CHOOSE:
            return [*_keeps_after(self.rolled)[0], REPEAT]
        if phase is _ROLL:
            return [ROLL]
        if phase is _COVER:
            return [Cover(i) for i in self.fitting()]
        if phase is _NEXT:
            return [AGAIN, STOP]
        return []

    def parse(self, text: str) -> Action | Outcome:
        """Return the typed action (or, at a chance node, outcome) written as ``text``; raise InvalidInput (an
        action is at most 200 characters; numbers in it have at most 2 digits, card ids 7)."""
        if not isinstance(text, str):
            raise InvalidInput(f"a step is a text such as 'roll' or 'keep 3 3', not {short_repr(text)}")
        words = text.strip().lower().replace(",", " ").split()
        if self.is_chance_node:
            step = _parse_outcome(tuple(words))
            if step is not None:
                return step
            raise InvalidInput(f"{short_repr(text)} is not a chance outcome of Wanzen tanzen now: chance "
                               f"{'turns up a card' if self.phase is Phase.DEAL else 'rolls dice'}, such as "
                               f"{str(next(iter(self.chance_outcomes())))!r}")
        action = _parse_action(tuple(words))
        if action is not None:
            return action
        raise InvalidInput(f"{short_repr(text)} is not a Wanzen tanzen action: say 'roll', 'keep 3 3 6' (values of "
                           f"dice just rolled), 'repeat', 'cover T', 'again' or 'stop'. "
                           f"Legal now: {[str(a) for a in self.legal_actions()[:8]]}")

    def refusal(self, action: Any, legal: Any) -> IllegalMove:
        """Return the structured reason a well-formed action is not allowed now."""
        if self.phase is Phase.ROLL:
            return refuse(GAME, action, "roll_first", legal)
        if self.phase is Phase.COVER:
            return refuse(GAME, action, "cover", legal)
        if self.phase is Phase.NEXT:
            return refuse(GAME, action, "next", legal)
        if isinstance(action, Keep):
            return refuse(GAME, action, "keep_values", legal, dice=" ".join(map(str, self.rolled)))
        return refuse(GAME, action, "choose", legal)

    def _apply(self, action: Action) -> WanzenState:
        if isinstance(action, Keep):
            return self._keep(action.values)
        if isinstance(action, Cover):
            return self._cover(action.task)
        # a Word: legal() let no other step through
        if action in (ROLL, AGAIN):
            return evolve(self, phase=_DICE, to_roll=comps.N_DICE, kept=(), rolled=(), repeats_taken=0)
        if action == REPEAT:
            return self._repeat()
        return self._next_player()

    def _apply_outcome(self, outcome: Outcome) -> WanzenState:
        if isinstance(outcome, TurnUp):
            index = self.rules.card_index(outcome.card_id)
            assert index is not None
            return evolve(self, card=index, stack_left=self.stack_left - 1, phase=_ROLL,
                          events=appended(self.events, TurnedUp(self.turn_no, self.player, outcome.card_id)))
        return evolve(self, rolled=outcome.values, to_roll=0, phase=_CHOOSE,
                      events=appended(self.events, Rolled(self.turn_no, self.player, outcome.values)))

    def scores(self) -> list[int]:
        """Return card points minus penalty points per player."""
        return [sum(self.rules.deck[c].points for c in w) - sum(p) for w, p in zip(self.won, self.penalties,
                                                                                   strict=True)]

    def inventory(self) -> Counter[str]:
        """Return a count of every component wherever it lies (cards, penalties by value, bugs, chips, dice)."""
        seen = [*([self.card] if self.card is not None else []), *(c for w in self.won for c in w)]
        inv: Counter[str] = Counter({"task card": len(self.unseen()) + len(seen)})
        inv.update(f"penalty -{v}" for v in [*self.penalty_stack, *(v for p in self.penalties for v in p)])
        inv["baby bug"] = self.supply + sum(self.bugs)
        inv["cover chip"] = self.chips + len(self.covered)
        in_play = self.phase in (Phase.DICE, Phase.CHOOSE, Phase.COVER, Phase.NEXT)
        inv["die"] = len(self.kept) + len(self.rolled) + self.to_roll if in_play else comps.N_DICE
        return inv

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees (everything on the table; the stack is only a count)."""
        player = check_int(player, "player", 0, self.n_players - 1)
        card = self.face_up
        return Observation(player, self.player, self.phase, card, self.covered,
                           tuple(card.tasks[i] for i in self.uncovered()) if card else (), self.kept, self.rolled,
                           tuple(self.fitting()), self.bugs, self.supply,
                           self.penalty_stack[0] if self.penalty_stack else None, len(self.penalty_stack),
                           self.stack_left, tuple(self.scores()), self.rules.bug_limit, self.repeats_taken)

    # -- rule steps ---------------------------------------------------------------------------------------
    def _log(self, event: Event, **changes: Any) -> WanzenState:
        return evolve(self, events=appended(self.events, event), **changes)

    def _keep(self, values: tuple[int, ...]) -> WanzenState:
        kept = tuple(sorted((*self.kept, *values)))
        event = Kept(self.turn_no, self.player, values)
        if len(kept) == comps.N_DICE:
            return self._log(event, kept=kept, rolled=())._end_of_dice()
        return self._log(event, kept=kept, rolled=(), phase=_DICE, to_roll=comps.N_DICE - len(kept))

    def _repeat(self) -> WanzenState:
        player = self.player
        if self.bugs[player] + 1 < self.rules.bug_limit and self.supply:  # the usual case, in one new state:
            bugs = (*self.bugs[:player], self.bugs[player] + 1, *self.bugs[player + 1:])  # what _take_bugs(1) does
            events = appended(self.events, Repeated(self.turn_no, player), BugTaken(self.turn_no, player, bugs[player]))
            return evolve(self, events=events, repeats_taken=self.repeats_taken + 1, bugs=bugs, supply=self.supply - 1,
                          phase=_DICE, to_roll=len(self.rolled), rolled=())
        # the bug is the 5th, or none is left: the penalty stops the game at once (the dice are not rolled again)
        return self._log(Repeated(self.turn_no, player), repeats_taken=self.repeats_taken + 1)._take_bugs(1)

    def _end_of_dice(self) -> WanzenState:
        fits = self.fitting()
        if not fits:
            return self._log(Missed(self.turn_no, self.player, self.kept))._take_bugs(2, end_turn=True)
        if len(fits) == 1:
            return self._cover(fits[0])
        return evolve(self, phase=Phase.COVER)

    def _cover(self, task: int) -> WanzenState:
        card = self.face_up
        assert card is not None
        state = self._log(Covered(self.turn_no, self.player, task, card.tasks[task].name("de"), self.kept),
                          covered=tuple(sorted((*self.covered, task))), chips=self.chips - 1)
        if len(state.covered) < len(card.tasks):
            return evolve(state, phase=Phase.NEXT)
        return state._win_card()

    def _win_card(self) -> WanzenState:
        assert self.card is not None
        won = tuple((*w, self.card) if i == self.player else w for i, w in enumerate(self.won))
        card = self.rules.deck[self.card]
        state = self._log(WonCard(self.turn_no, self.player, card.id, card.points), won=won,
                          chips=self.chips + len(self.covered), covered=(), card=None)
        if not self.stack_left:
            return state._end("task stack used up")
        return evolve(state._next_player(), phase=Phase.DEAL)

    def _take_bugs(self, n: int, end_turn: bool = False) -> WanzenState:
        state = self
        for _ in range(n):
            if state.bugs[state.player] + 1 >= state.rules.bug_limit:
                return state._penalty()
            if state.supply == 0:  # a bug owed but not there: the penalty rule, as for the 5th bug
                return state._log(NoBugLeft(state.turn_no, state.player))._penalty()
            bugs = tuple(b + (i == state.player) for i, b in enumerate(state.bugs))
            state = state._log(BugTaken(state.turn_no, state.player, bugs[state.player]), bugs=bugs,
                               supply=state.supply - 1)
        return state._next_player() if end_turn else state

    def _penalty(self) -> WanzenState:
        value = self.penalty_stack[0]
        pens = tuple((*p, value) if i == self.player else p for i, p in enumerate(self.penalties))
        state = self._log(Penalty(self.turn_no, self.player, value), penalties=pens,
                          penalty_stack=self.penalty_stack[1:], supply=self.supply + sum(self.bugs),
                          bugs=tuple(0 for _ in self.bugs))
        if not state.penalty_stack:
            return state._end("penalty stack used up")
        return state._next_player()

    def _next_player(self) -> WanzenState:
        return evolve(self, player=(self.player + 1) % self.n_players, phase=Phase.ROLL, kept=(), rolled=(),
                      to_roll=0, repeats_taken=0, turn_no=self.turn_no + 1)

    def _end(self, reason: str) -> WanzenState:
        return self._log(Ended(reason), phase=Phase.OVER, kept=(), rolled=(), to_roll=0, end_reason=reason)


@lru_cache(maxsize=4096)
def _parse_action(words: tuple[str, ...]) -> Action | None:
    """Return the typed action for lower-cased words, or None if they are not an action."""
    number = [w.isascii() and w.isdigit() and len(w) <= 2 for w in words]
    if len(words) == 1 and words[0] in Word.WORDS:
        return Word(words[0])
    if len(words) >= 2 and words[0] == "keep" and all(number[1:]):
        return Keep(tuple(int(w) for w in words[1:]))
    if len(words) == 2 and words[0] == "cover" and number[1]:
        return Cover(int(words[1]))
    return None


@lru_cache(maxsize=4096)
def _parse_outcome(words: tuple[str, ...]) -> Outcome | None:
    """Return the typed chance outcome for lower-cased words ('dice 1 3 3 5 6', 'card 12'), or None."""
    if len(words) == 2 and words[0] == "card" and words[1].isascii() and words[1].isdigit() and len(words[1]) <= 7:
        return TurnUp(int(words[1]))
    if 2 <= len(words) <= 1 + comps.N_DICE and words[0] == "dice" and all(w in ("1", "2", "3", "4", "5", "6")
                                                                            for w in words[1:]):
        return Dice(tuple(sorted(int(w) for w in words[1:])))
    return None


_KEEPS: dict[tuple[int, ...], Keep] = {}  # Keep(values) for each sorted multiset of dice values, made once


def _keep(values: tuple[int, ...]) -> Keep:
    """Return Keep(values) for sorted dice values (made once: every position that may keep them shares it)."""
    keep = _KEEPS.get(values)
    if keep is None:
        keep = _KEEPS[values] = known_step(Keep(values))
    return keep


def _make_tables() -> None:
    """Make the tables of the dice, once, for the first game (a few milliseconds): every roll's outcomes and the Keep
    actions after every multiset of up to 5 dice. Steps then only look them up (each is also made when first needed,
    so a state made another way plays the same)."""
    if not _TABLES_MADE:
        for n in range(1, comps.N_DICE + 1):
            _dice_dist(n)
            for rolled in combinations_with_replacement(comps.FACES, n):
                _keeps_after(rolled)
        _TABLES_MADE.append(True)


_TABLES_MADE: list[bool] = []  # [True] once _make_tables has made them
# rolled dice (sorted) -> the Keep actions allowed after them, and their values (for ``legal``)
_KEEPS_AFTER: dict[tuple[int, ...], tuple[tuple[Keep, ...], frozenset[tuple[int, ...]]]] = {}


def _keeps_after(rolled: tuple[int, ...]) -> tuple[tuple[Keep, ...], frozenset[tuple[int, ...]]]:
    """Return the Keep actions allowed after ``rolled`` (every sub-multiset, by size, then in order) and their values
    (every multiset of up to 5 dice has its entry from the start: see the end of this module)."""
    table = _KEEPS_AFTER.get(rolled)
    if table is None:
        values = tuple(sorted(rolled))
        table = _KEEPS_AFTER.get(values)
        if table is None:
            subs = _sub_multisets(values)
            table = _KEEPS_AFTER[values] = (tuple(map(_keep, subs)), frozenset(subs))
    return table


def dice_values(values: object, name: str) -> tuple[int, ...]:
    """Return a tuple of at most 5 dice values 1-6 from a list or tuple; raise InvalidInput naming ``name``."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)) or len(values) > comps.N_DICE:
        raise InvalidInput(f"{name} must be a list of at most {comps.N_DICE} dice values 1-6, not {short_repr(values)}")
    return tuple(check_int(v, f"a value in {name}", 1, 6) for v in values)


MAX_BABY_BUGS = 100


def make_rules(deck: object = None, cards: object = comps.STACK_SIZE, baby_bugs: object = comps.BABY_BUGS) -> Rules:
    """Return validated Rules; raise InvalidInput naming what is wrong."""
    parsed = comps.default_deck() if deck is None else comps.parse_deck(deck)
    n_cards = check_int(cards, "cards (the stack size)", 1, len(parsed))
    n_bugs = check_int(baby_bugs, "baby_bugs", 1, MAX_BABY_BUGS)
    return Rules(parsed, n_cards, n_bugs)


@new_game_function(GAME)
def new_game(players: int = 2, deck: list[dict[str, Any]] | None = None, cards: int = comps.STACK_SIZE,
             baby_bugs: int = comps.BABY_BUGS) -> WanzenState:
    """Return a new game: ``cards`` cards face down, waiting for chance to turn up the first (a chance node).

    Bounds: 2-4 players; ``deck`` 1 to 100 cards (``components.MAX_DECK``); ``cards`` 1 to the deck's size;
    ``baby_bugs`` 1 to 100. No seed: ``bugkit.start`` (a Session) samples chance.
    """
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    rules = make_rules(deck, cards, baby_bugs)
    _make_tables()
    options = {"deck": deck, "cards": cards, "baby_bugs": baby_bugs}
    return WanzenState(n_players=players, rules=rules, stack_left=rules.cards, supply=rules.baby_bugs,
                       bugs=(0,) * players, penalties=((),) * players, won=((),) * players,
                       penalty_stack=rules.penalty_cards,
                       options=kept_options(new_game, options))






def from_json(text: str | bytes) -> WanzenState:
    """Return the Wanzen tanzen game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (``bugkit.core.game.replay`` checks every limit and refuses saves of an older bugkit)."""
    return replay(text, WanzenState, new_game)


def position(players: int = 2, card: list[str] | tuple[str, ...] = ("Drilling", "3 3"), points: int = 2,
             covered: tuple[int, ...] = (), bugs: tuple[int, ...] | None = None, kept: tuple[int, ...] = (),
             rolled: tuple[int, ...] = (), phase: Phase = Phase.CHOOSE, player: int = 0, stack: int = 3) -> WanzenState:
    """Return a hand-made position (for tests, lessons and examples): one given face-up card (id 1), ``stack``
    unseen cards (ids 2, 3, ...: "1 1" / "Drilling", 1 point) still face down.

    Every argument is checked: 2-4 players, a card of 2-4 tasks, dice values 1-6 (kept and rolled 5 at most),
    0-4 bugs per player, 0-30 cards below; ``phase`` a decision's Phase (or its text) or ``Phase.DICE``, the chance
    node before a roll of the dice neither kept nor given in ``rolled``. A hand-made position has no record
    (``steps`` is empty).
    """
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    check_int(stack, "stack", 0, 30)
    check_int(player, "player", 0, players - 1)
    phase = Phase(check_choice(phase, "phase", [*PHASES[:-1], Phase.DICE.value]))
    kept, rolled = dice_values(kept, "kept"), dice_values(rolled, "rolled")
    if len(kept) + len(rolled) > comps.N_DICE:
        raise InvalidInput(f"kept and rolled hold {len(kept) + len(rolled)} dice; there are {comps.N_DICE}")
    if bugs is not None:
        if not isinstance(bugs, (list, tuple)) or len(bugs) != players:
            raise InvalidInput(f"bugs must list one count per player ({players}), not {short_repr(bugs)}")
        bugs = tuple(check_int(b, "a count in bugs", 0, comps.BUG_LIMIT - 1) for b in bugs)
    if not isinstance(card, (list, tuple)) or not comps.MIN_TASKS <= len(card) <= comps.MAX_TASKS:
        raise InvalidInput(f"card must list {comps.MIN_TASKS} to {comps.MAX_TASKS} task names, not {short_repr(card)}")
    if not isinstance(covered, (list, tuple)) or len(covered) >= len(card) or not all(
            isinstance(c, int) for c in covered) or len(set(covered)) != len(covered):
        raise InvalidInput(f"covered must list different task positions, fewer than the card's {len(card)} tasks, "
                           f"not {short_repr(covered)}")
    covered = tuple(sorted(check_int(c, "a position in covered", 0, len(card) - 1) for c in covered))
    deck = [{"id": 1, "points": points, "tasks": list(card)}] + [
        {"id": 2 + i, "points": 1, "tasks": ["1 1", "Drilling"]} for i in range(stack)]
    state = new_game(players, deck=deck, cards=stack + 1)
    bugs = bugs if bugs is not None else (0,) * players
    to_roll = comps.N_DICE - len(kept) - len(rolled) if phase == Phase.DICE else 0
    return evolve(state, card=0, stack_left=stack, covered=covered, chips=comps.COVER_CHIPS - len(covered),
                  bugs=bugs, supply=comps.BABY_BUGS - sum(bugs), kept=kept, rolled=rolled, to_roll=to_roll,
                  phase=phase, player=player)

