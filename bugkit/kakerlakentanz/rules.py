"""Kakerlakentanz (Drei Magier Spiele, Jacques Zeimet): the rules card, the referee, and the engine.

Rules, in our words
-------------------
1. All cards are shuffled and dealt face down so that every player gets the same number; the cards left over
   stay in the box. 2 to 6 players; player 0 (the youngest) starts; play goes clockwise (seat 0, 1, 2, ...).
2. On your turn you turn up the top card of your pile, lay it on the discard pile in play, and at once do its
   dance and say its name: Ouch (stand up), Buzz (circle a finger), Flap-Flap (flap your arms), Meep (pinch your
   nose). In German: Aua, Bssss, Flapp-Flapp, Meeep.
3. Some dances are *forbidden* for a move: the dance on the card played just before, the dance named just before,
   and the dance of every taboo card that can be seen. If the dance on your card is forbidden, you must dance and
   name any dance that is not forbidden instead. If it is not forbidden, you must dance and name exactly it.
4. A taboo card (mirror ball): you shout "Stop!". Play then moves to the other discard pile (an empty one the
   first time) until a taboo card lands there too; then back to the first pile, and so on. The taboo card on top
   of the pile that is not in play stays visible, so its dance stays forbidden. Right after a change of pile, the
   old taboo card on the pile now in play is still visible for one move: both taboo dances are forbidden then.
5. A wrong move (a wrong dance or name, or hesitating longer than the time limit, 3 seconds): the player takes
   every card of both discard piles (his own card too) under his own pile, and starts a new round himself. In a
   new round nothing is forbidden.
6. The first player to play his last card correctly wins.
Variant for younger children (``variant="children"``): the 16 taboo cards stay in the box.

Readings we decided (rulebook silent or loose)
----------------------------------------------
- "The card just played" is the last card played in this round, whichever pile it lies on (the worked example
  says "the last card played"); after a taboo card that is the taboo card itself.
- A taboo card asks only for "Stop"; no dance is judged (components.md §2 UNKNOWN 2). So right after a taboo
  card "the dance named just before" is none (the last call was "Stop"): the dance named before the taboo card is
  allowed again, as in the rulebook's worked example (after the Meep taboo card, Buzz is right again).
- A call stands for the dance and its name together, so "the right word with the wrong movement" (a wrong move at
  the table) is not a separate call: a board or bot makes a wrong move by calling a dance that is not right.
- Picked-up cards go under the player's pile in the order they were played (oldest first). A new round starts on
  pile 1 with both piles empty. A wrong move with one's last card is not a win: the cards come back.
- Which "taboo card is visible": the top card of either discard pile, if it is a taboo card. (The pile not in
  play always has a taboo card on top once any was played in the round; the pile in play has one on top only for
  the one move right after a change of pile.)
- Dealing and chance (issue 12): a pile is dealt face down and nobody looks at it, so the state keeps only how
  many cards each pile holds (``Hand.hidden``). When a hidden card is turned up, chance decides its kind from the
  cards nobody has seen yet (``unseen``: the hidden parts of all piles and the cards left in the box), each card
  equally likely: a chance node with the outcome ``TurnUp(kind)``, written ``"card meep"``. That is the shuffled
  deal in distribution (the cards are exchangeable until seen), and it means a state, and a save, holds no card
  that has not been turned up. Cards taken back after a wrong move were face up, so they are known
  (``Hand.known``, in order, under the hidden ones) and turn up without chance. The new game is a chance node.
- What "a save reveals nothing unseen" means here: a save (format 2) is the set-up (players and options, no
  seed) and the steps: every call with its time, and every card at the moment it was turned up. The card of the
  player to play counts as turned up as soon as the previous move is made (in the real game he turns it up at
  once); the timed board hides it until Start, but a save made while the board waits contains it.
- Time: a call made after more than ``time_limit`` seconds is a wrong move; exactly the limit is still in time.
  ``time_limit`` is a rules parameter (``new_game(time_limit=...)``, above 0, at most 3600): 3 s (the rulebook) by
  default; the board offers 4 s or 5 s for younger children. The check compares the exact time recorded in the
  action (``"meep 3.0000001"`` is too slow); rounding is only for what a board shows, and a "too slow" time is
  shown rounded *up* so that it never reads as in time.
- A *timeout* (the player says nothing before the limit) is always a wrong move, never a call: it is recorded as
  ``"timeout <seconds>"`` with seconds above the limit (``"timeout 3.2"``), and the player takes the cards as
  for any wrong move. A timeout at or before the limit is refused (``IllegalMove``): there was still time.
- The winner scores 0; every other player scores minus the cards still in his pile (``scores()``), so the winner
  is the player with the highest score.
- ``hand_size`` (our addition, default None = deal everything evenly): deal only that many cards per player and
  leave the rest in the box, for a short classroom game (the board's settings offer 8, 16 or 24 cards each).
  ``deck=`` overrides the card counts of ``data/cards.json``.

Bounds (why a player gets at most 64 cards)
-------------------------------------------
2 to 6 players; ``time_limit`` above 0 and at most 3600 s; a reaction time 0 to ``MAX_SECONDS`` (one day), its move
at most 200 characters; ``deck`` 0 to 1000 cards of each kind per style (at least one dance card); and a player is
dealt at most ``MAX_HAND_SIZE`` = 64 cards, the box dealt to 2 players (``hand_size`` at most 64, and an even deal
of a bigger deck is refused: give ``hand_size``). Why: a wrong move gives the round's cards back, so a game is
longer than its deal, and its length grows with the square of the cards a player holds; a save holds at most
20,000 steps (``MAX_ACTIONS``: a call per card played, and a "card" step per card turned up from the hidden part of
a pile). Measured with the vectorised model of ``odds.simulate_game_lengths`` at the slips of the easy cockroach at
3 s (a move is wrong 16 % of the time): with 64 cards each, 2 players need 1,600 steps on average and at most 13,700
in 20,000 games (3 to 6 players: at most 8,400 in 4,000); with 96 cards each, 1 game in 800 went past 20,000 steps,
and with 128 each 1 in 40 (the audit's 3 players with 666 cards each: 92,944 steps, 1.3 MB). A game with more wrong
moves (a shorter time limit, wrong calls on purpose) can still outgrow a save: ``to_json`` then refuses with
``InvalidInput`` rather than write a save that cannot be loaded again.

The timed board (``ui``), decided for children at a screen (issues 10 and 21)
-------------------------------------------------------------------------------
- Nothing runs before the child is ready: the child's card lies face down until Start (the action, or Enter). The
  answer time counts from the moment the card is shown in the browser (the front end reports the scene drawn), not
  from when the kernel dealt it. A tap or key that reaches the board while it waits for Start, or before the card
  is shown, is ignored: it is never played on a card the child has not seen.
- After the child's wrong move the board waits for Start again, so the explanation can be read; after a bot's
  wrong move it only pauses briefly (1.5 s) and the bots play on. The clock also stops at the end of the game,
  when a save is loaded or a replay position shown, and when another board is started or made. A child who does
  nothing times out (a wrong move), so the clock never runs on for a round without input.
- The cockroaches play by themselves at the board's pace; their reaction times are in their calls.
- The last call at the table (bots included) is shown beside the table: at a real table you hear it.
- Every board deals a fresh game; the seed of its session (the only sampler of chance) is shown as the "game
  number" once the game is over, and typing it in replays that game. A loaded save has no game number.

Actions (and why ``legal_actions()`` is finite)
-----------------------------------------------
A move is a ``Call``: a call, optionally with the reaction time in seconds: ``"meep"`` or ``"meep 1.2"`` (German
names and ``"flap flap"`` are understood; ``"stop!"`` too), or a timeout ``"timeout 3.2"`` (rule 5). At a chance
node the step is a ``TurnUp``, ``"card taboo:meep"``; ``state.parse(text)`` is the one parser of both. Events are
named tuples ``Right``, ``Wrong`` (with the referee's reason and the cards taken back) and ``Win``.
- A *timed* call ``"<call> <seconds>"`` is the real move of the timed game. Every well-formed timed call is legal:
  a wrong or slow one is a wrong move that the rules punish (rule 5), not a refused one.
- An *untimed* call ``"<call>"`` means "in time, with no clock" (practice). Untimed, only a right call is accepted:
  a wrong one raises a structured ``IllegalMove`` (reason ``"wrong_call"``, ``exc.text("de")`` in German) explaining
  why ("Meep was forbidden because ..."), and nothing happens, so a learner can try again. ``legal_actions()``
  lists exactly these: the untimed right calls (1 to 3 of them).
  That keeps the list finite and makes a game of random legal actions a game without mistakes (which ends after
  at most 128 moves); wrong moves are played with the timed form. (If every call were listed, random play would
  be wrong about 4 moves in 5, and a game would last about 100,000 moves: see ``odds.expected_game_length``.)
Malformed text (no such call, a negative or non-numeric time, a time above ``MAX_SECONDS`` = one day, a text
longer than 200 characters) raises ``InvalidInput``. A ``Call`` made in code is checked the same way: its time is
recorded exactly (``"meep 0.000001"``), so a time whose exact text would make the move longer than 200 characters
(``Call("meep", 1e-300)``, 300 digits) is refused too; every call accepted has a text that parses back to it.
"""

from __future__ import annotations

import enum
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

import numpy as np

from ..core.dist import Dist
from ..core.errors import IllegalMove, InvalidInput, Said, refuse
from ..core.game import (
    CHANCE,
    EMPTY_HISTORY,
    MAX_ACTION_TEXT,
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
from ..core.validate import check_choice, check_float, check_int, check_text, short_repr
from . import refusals  # noqa: F401 - registers the refusal texts in both languages
from .components import (
    CALLS,
    CARD_KINDS,
    DANCES,
    STOP,
    Deck,
    check_card,
    dance_of,
    default_deck,
    is_taboo,
    parse_deck,
)

VARIANTS = ("standard", "children")
MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_TIME_LIMIT = 3.0
MAX_TIME_LIMIT = 3600.0
MAX_SECONDS = 86_400.0  # a reaction time in an action: at most a day
TIMEOUT = "timeout"  # the move of a player who said nothing in time (rule 5)

# The public surface. The referee's table helpers (table_after, summarise, taboos_on, forbidden_on,
# forbidden_dances, calls_for, judge_on), the step parser and the cached chance outcomes (parse_step,
# turn_up_outcomes, format_action) and the unused describe are the engine's and the
# board's internals: they take tables and cards the engine built, in its inner loop; the public questions (forbidden,
# correct_calls, judge, ...) check their arguments and then call them.
__all__ = ["DEFAULT_TIME_LIMIT", "MAX_ACTION_TEXT", "MAX_HAND_SIZE", "MAX_PLAYED", "MAX_SECONDS", "MAX_TIME_LIMIT",
           "NEW_ROUND", "TIMEOUT", "VARIANTS", "Call", "Hand", "KakerlakentanzState", "Observation", "Phase", "Right",
           "Rules", "Table", "TurnUp", "Verdict", "Win", "Wrong", "allowed_dances", "arranged", "check_played",
           "correct_calls", "forbidden", "from_json", "judge", "make_rules", "new_game", "parse_action", "piles",
           "visible_taboos"]

# Reasons why a dance is forbidden (used by the referee and by the words the UI shows).
LAST_CARD, LAST_CALL, TABOO = "last_card", "last_call", "taboo"

Played = Sequence[tuple[str, str]]

_ALIASES = {
    "ouch": "ouch", "aua": "ouch", "autsch": "ouch",
    "buzz": "buzz", "bssss": "buzz", "bsss": "buzz", "bss": "buzz", "bzzz": "buzz", "bssss!": "buzz",
    "flap-flap": "flap-flap", "flapflap": "flap-flap", "flapp-flapp": "flap-flap", "flappflapp": "flap-flap",
    "meep": "meep", "meeep": "meep", "meeeep": "meep",
    "stop": STOP, "stopp": STOP,
    "timeout": TIMEOUT, "time-out": TIMEOUT,
}
_TIME = re.compile(r"^(\d+(?:[.,]\d*)?|[.,]\d+)s?$")


# -- the referee: pure functions of this round's (card, call) pairs --------------------------------------------
class Table(NamedTuple):
    """What on the table matters to the referee: taboo dances on top of the pile in play and of the other pile,
    and the last card and call of this round (None where there is nothing)."""

    active_taboo: str | None = None
    other_taboo: str | None = None
    last_card: str | None = None
    last_call: str | None = None


NEW_ROUND = Table()


def table_after(table: Table, card: str, call: str) -> Table:
    """Return the table after ``card`` is laid on the pile in play with ``call`` (a taboo card changes pile)."""
    if is_taboo(card):  # this pile is closed by the taboo card; play goes on on the other pile, whose top stays
        return Table(table.other_taboo, dance_of(card), card, call)
    return Table(None, table.other_taboo, card, call)


MAX_PLAYED = 10_000  # (card, call) pairs in one round: more than any deck parse_deck accepts


def check_played(played: object) -> tuple[tuple[str, str], ...]:
    """Return ``played`` as a tuple of (card, call) pairs; raise InvalidInput if it is not one."""
    if not isinstance(played, (list, tuple)):
        raise InvalidInput(f"played must be a list of (card, call) pairs, not {short_repr(played)}")
    if len(played) > MAX_PLAYED:
        raise InvalidInput(f"played holds {len(played)} pairs; at most {MAX_PLAYED} are allowed")
    for pair in played:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise InvalidInput(f"each played entry is a (card, call) pair, not {short_repr(pair)}")
        if not isinstance(pair[1], str) or pair[1] not in CALLS:
            raise InvalidInput(f"{short_repr(pair[1])} is not a call; calls are {list(CALLS)}")
        check_card(pair[0])
    return tuple((str(c), str(k)) for c, k in played)


def summarise(played: Played) -> Table:
    """Return the table after this round's (card, call) pairs, played in order from a new round."""
    table = NEW_ROUND
    for card, call in played:
        table = table_after(table, card, call)
    return table


def piles(played: Played) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """Return the two discard piles (bottom first) and the index (0 or 1) of the pile the next card goes on."""
    played = check_played(played)
    stacks: tuple[list[str], list[str]] = ([], [])
    active = 0
    for card, _ in played:
        stacks[active].append(card)
        if is_taboo(card):
            active = 1 - active
    return tuple(stacks[0]), tuple(stacks[1]), active


def taboos_on(table: Table) -> tuple[str, ...]:
    """Return the dances of the visible taboo cards (0, 1 or 2) on a table."""
    return tuple(d for d in (table.active_taboo, table.other_taboo) if d is not None)


def forbidden_on(table: Table) -> dict[str, tuple[str, ...]]:
    """Return each forbidden dance for the next card with its reasons ('last_card', 'last_call', 'taboo')."""
    reasons: dict[str, list[str]] = {}
    if table.last_card is not None and not is_taboo(table.last_card):
        reasons.setdefault(table.last_card, []).append(LAST_CARD)
    if table.last_call in DANCES:
        reasons.setdefault(table.last_call, []).append(LAST_CALL)
    for dance in taboos_on(table):
        if TABOO not in reasons.get(dance, []):
            reasons.setdefault(dance, []).append(TABOO)
    return {d: tuple(r) for d, r in reasons.items()}


def forbidden_dances(table: Table) -> frozenset[str]:
    """Return the set of forbidden dances on a table (``forbidden_on`` without the reasons)."""
    bad: set[str | None] = {table.last_call, table.active_taboo, table.other_taboo}
    if table.last_card is not None and not is_taboo(table.last_card):
        bad.add(table.last_card)
    return _DANCE_SET.intersection(bad)


_DANCE_SET = frozenset(DANCES)
_STOP_ONLY = frozenset({STOP})


def calls_for(table: Table, card: str) -> frozenset[str]:
    """Return the right calls for ``card`` on a table: 'stop' for a taboo card, else its dance or any allowed."""
    if is_taboo(card):
        return _STOP_ONLY
    bad = forbidden_dances(table)
    if card not in bad:
        return frozenset({card})
    return _DANCE_SET - bad


def visible_taboos(played: Played) -> tuple[str, ...]:
    """Return the dances of the taboo cards lying face up on top of a discard pile (0, 1 or 2 of them)."""
    return taboos_on(summarise(check_played(played)))


def forbidden(played: Played) -> dict[str, tuple[str, ...]]:
    """Return each forbidden dance for the next card with its reasons ('last_card', 'last_call', 'taboo')."""
    return forbidden_on(summarise(check_played(played)))


def allowed_dances(played: Played) -> tuple[str, ...]:
    """Return the dances that are not forbidden for the next card."""
    bad = forbidden(played)
    return tuple(d for d in DANCES if d not in bad)


def correct_calls(played: Played, card: str) -> frozenset[str]:
    """Return the calls that are right when ``card`` is played next after this round's ``played`` pairs."""
    return calls_for(summarise(check_played(played)), check_card(card))


@dataclass(frozen=True)
class Verdict:
    """The referee's judgement of one move: right or wrong, and why (a JSON-able reason tuple)."""

    right: bool
    reason: tuple[Any, ...]


def judge(played: Played, card: str, call: str, seconds: float | None = None,
          time_limit: float = DEFAULT_TIME_LIMIT) -> Verdict:
    """Return the verdict on calling ``call`` after ``seconds`` when ``card`` is played after ``played``.

    Reasons: ('ok',), ('slow', seconds, limit) (a timeout or a late call; exact times), ('need_stop', dance),
    ('stop_on_dance', card), ('forbidden', call, [why...]) and ('must_name_card', card).
    """
    if seconds is not None:
        seconds = check_float(seconds, "seconds", 0.0, MAX_SECONDS)
    limit = check_float(time_limit, "time_limit", 0.0, MAX_TIME_LIMIT)
    if not isinstance(call, str) or call not in (*CALLS, TIMEOUT):
        raise InvalidInput(f"call must be one of {', '.join((*CALLS, TIMEOUT))}, not {short_repr(call)}")
    return judge_on(summarise(check_played(played)), check_card(card), call, seconds, limit)


def judge_on(table: Table, card: str, call: str, seconds: float | None = None,
             time_limit: float = DEFAULT_TIME_LIMIT) -> Verdict:
    """Return the verdict on a call on a given table (see ``judge``); a timeout is always 'slow'."""
    if call == TIMEOUT:
        if seconds is None or not seconds > time_limit:
            raise InvalidInput(f"a timeout comes after the time limit of {time_limit:g} s, not after {seconds!r} s")
        return Verdict(False, ("slow", seconds, time_limit))
    if call not in CALLS:
        raise InvalidInput(f"{call!r} is not a call; calls are {list(CALLS)}")
    if seconds is not None and seconds > time_limit:
        return Verdict(False, ("slow", seconds, time_limit))
    if call in calls_for(table, card):
        return Verdict(True, ("ok",))
    if is_taboo(card):
        return Verdict(False, ("need_stop", dance_of(card)))
    if call == STOP:
        return Verdict(False, ("stop_on_dance", card))
    bad = forbidden_on(table)
    if call in bad:
        return Verdict(False, ("forbidden", call, list(bad[call])))
    return Verdict(False, ("must_name_card", card))


# -- actions ----------------------------------------------------------------------------------------------------
def parse_action(action: object) -> tuple[str, float | None]:
    """Return (call, seconds or None) from an action text such as 'Meep 1.2' or 'flapp flapp'; raise InvalidInput."""
    if not isinstance(action, str):
        raise InvalidInput(f"an action is a text such as 'meep' or 'meep 1.2', not {short_repr(action)}")
    if len(action) > MAX_ACTION_TEXT:
        raise InvalidInput(f"an action is at most {MAX_ACTION_TEXT} characters long, not {len(action)}")
    return _parse(action)


@lru_cache(maxsize=4096)
def _parse(action: str) -> tuple[str, float | None]:
    words = action.strip().lower().replace("!", " ").split()
    if len(words) > 2 and words[-1] in ("s", "sec", "secs", "seconds", "sekunden"):
        words.pop()
    seconds: float | None = None
    if words and _TIME.match(words[-1]) and len(words) > 1:
        seconds = float(words.pop().rstrip("s").replace(",", "."))  # exact: no rounding (rules card, "Time")
        if not (math.isfinite(seconds) and seconds <= MAX_SECONDS):
            raise InvalidInput(f"the reaction time in {short_repr(action)} must be a number of seconds from 0 to "
                               f"{MAX_SECONDS:g}")
    name = "-".join(words)
    call = _ALIASES.get(name) or _ALIASES.get(name.replace("-", ""))
    if call is None:
        raise InvalidInput(f"{short_repr(action)} is not a Kakerlakentanz move: say a call ({', '.join(CALLS)}), "
                           "optionally followed by the reaction time in seconds, e.g. 'meep' or 'meep 1.2', "
                           "or 'timeout 3.2'")
    if call == TIMEOUT and seconds is None:
        raise InvalidInput(f"{short_repr(action)}: a timeout needs the seconds that passed, e.g. 'timeout 3.2'")
    return call, seconds


@lru_cache(maxsize=4096)
def format_action(call: str, seconds: float | None = None) -> str:
    """Return the canonical action text for a call and an optional reaction time (the exact time, no rounding)."""
    if seconds is None:
        return call
    return f"{call} {np.format_float_positional(float(seconds), unique=True, trim='-')}"


# -- typed steps and events -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Call(Step):
    """A decision: a call, optionally with the reaction time in seconds (``str``: 'meep' or 'meep 1.2').

    Checked when made (a call built in code is checked like a text): the call one of CALLS or 'timeout', the
    seconds None or a number from 0 to MAX_SECONDS (kept as a float, exactly) whose exact text keeps the move within
    MAX_ACTION_TEXT characters (``1e-300`` is written with 300 digits: refused, as the text would be), and a
    timeout has its seconds. So every call's text parses back to the same call, and a save of it loads."""

    call: str
    seconds: float | None = None

    def __post_init__(self) -> None:
        if type(self.call) is not str or self.call not in _CALL_WORDS:
            raise InvalidInput(f"a call is one of {', '.join(_CALL_WORDS)}, not {short_repr(self.call)}")
        if self.seconds is not None:
            seconds = check_float(self.seconds, "the reaction time", 0.0, MAX_SECONDS)
            object.__setattr__(self, "seconds", seconds)
            text = format_action(self.call, seconds)
            if len(text) > MAX_ACTION_TEXT:
                raise InvalidInput(f"the reaction time {seconds!r} s has too many decimal places: written out "
                                   f"exactly, the move {short_repr(text, 40)} is {len(text):,} characters long, and a "
                                   f"move is at most {MAX_ACTION_TEXT}; give the time with fewer decimal places, "
                                   f"e.g. {round(seconds, 6)!r}")
        elif self.call == TIMEOUT:
            raise InvalidInput("a timeout needs the seconds that passed, e.g. 'timeout 3.2'")

    def __str__(self) -> str:
        return format_action(self.call, self.seconds)

    @classmethod
    def timed(cls, call: str, seconds: float) -> Call:
        """Return the timed call ``call`` after ``seconds`` (a float): made without the checks when both are plain
        (a call word, a float from ``_SHORT_TIME`` to MAX_SECONDS, whose text is short), as a bot makes thousands of
        them, and shared (steps are values; a bot without a random wait makes the same few again and again); else
        checked as usual."""
        if cls is not Call or type(call) is not str or type(seconds) is not float \
                or not _SHORT_TIME <= seconds <= MAX_SECONDS or call not in _CALL_WORDS:
            return cls(call, seconds)
        key = (call, seconds)
        step = _TIMED.get(key)
        if step is None:
            step = object.__new__(cls)
            object.__setattr__(step, "call", call)
            object.__setattr__(step, "seconds", seconds)
            if len(_TIMED) < MAX_SHARED_CALLS:
                _TIMED[key] = step = known_step(step)  # kept for good: the gate takes it as checked
        return step


@dataclass(frozen=True, slots=True)
class TurnUp(Step):
    """A chance outcome: the hidden top card of the pile of the player to play turns out to be ``card``."""

    card: str

    def __str__(self) -> str:
        return f"card {self.card}"


class Right(NamedTuple):
    """Event: ``player`` turned up ``card`` and made the right ``call`` (after ``seconds``, None untimed)."""

    player: int
    card: str
    call: str
    seconds: float | None


class Wrong(NamedTuple):
    """Event: a wrong move (``reason`` as in ``judge``); the player took back ``taken`` cards."""

    player: int
    card: str
    call: str
    seconds: float | None
    reason: tuple[Any, ...]
    taken: int


class Win(NamedTuple):
    """Event: ``player`` played the last card correctly."""

    player: int


Event = Right | Wrong | Win


class Phase(enum.StrEnum):
    """Where a game stands: TURN_UP (chance turns up the hidden card), CALL (the player to play calls) or OVER."""

    TURN_UP = "turn_up"
    CALL = "call"
    OVER = "over"


_TURN_UP, _CALL, _OVER = Phase.TURN_UP, Phase.CALL, Phase.OVER  # plain names for the hot path (every observation)


def parse_step(text: str, chance: bool) -> Call | TurnUp:
    """Return the typed step written as ``text``: 'card <kind>' at a chance node, else a call; raise InvalidInput."""
    if chance:
        words = text.strip().lower().split()
        if len(words) == 2 and words[0] == "card" and words[1] in CARD_KINDS:
            return TurnUp(words[1])
        raise InvalidInput(f"{short_repr(text)} is not a card turned up: chance turns up a card now, written "
                           f"'card <kind>' with a kind from {', '.join(CARD_KINDS)}")
    return Call(*parse_action(text))


_KIND_INDEX = {kind: i for i, kind in enumerate(CARD_KINDS)}
_CALL_WORDS = (*CALLS, TIMEOUT)
_SHORT_TIME = 1e-6  # a time from this to MAX_SECONDS is written in at most 24 characters (``Call.timed``'s fast path)
MAX_SHARED_CALLS = 4096  # timed calls ``Call.timed`` keeps to share (a bot's times are whole hundredths)
_TIMED: dict[tuple[str, float], Call] = {}


# steps are values: every legal list and distribution shares these, known to the gate (``known_step``)
_TURN_UPS = tuple(known_step(TurnUp(kind)) for kind in CARD_KINDS)
_UNTIMED = {c: known_step(Call(c)) for c in CALLS}


def turn_up_outcomes(unseen: tuple[int, ...]) -> Dist[TurnUp]:
    """Return the distribution of the kind of a hidden card, given the counts of unseen cards of each kind: each
    kind in proportion to its count (``Dist.from_weights``; a chance node of this game is new every time, the counts
    only go down in a game, so nothing is kept)."""
    if sum(unseen) <= 0:
        raise InvalidInput("no unseen card is left to turn up")
    return Dist.from_weights(_TURN_UPS, unseen)


class _Spot(NamedTuple):
    """What the engine asks about one card turned up on one table, worked out once: the right calls, the legal
    (untimed right) calls in the order of CALLS, and the table after each right call."""

    rights: frozenset[str]
    legal: tuple[Call, ...]
    after: dict[str, Table]


def _work_out(table: Table, card: str) -> _Spot:
    """Return the facts about ``card`` turned up on ``table``, worked out by the referee's functions."""
    rights = calls_for(table, card)
    return _Spot(rights, tuple(_UNTIMED[c] for c in CALLS if c in rights),
                 {c: table_after(table, card, c) for c in rights})


def _every_spot() -> dict[tuple[Table, str], _Spot]:
    """Return the facts about every card on every table a game can reach (from a new round by right calls; a wrong
    call starts a new round): 85 tables, 680 spots, worked out once when the module is loaded (about 2 ms)."""
    spots: dict[tuple[Table, str], _Spot] = {}
    tables, todo = {NEW_ROUND}, [NEW_ROUND]
    while todo:
        table = todo.pop()
        for card in CARD_KINDS:
            spot = spots[table, card] = _work_out(table, card)
            for after in spot.after.values():
                if after not in tables:
                    tables.add(after)
                    todo.append(after)
    return spots


_SPOTS = _every_spot()


def _spot(table: Table, card: str) -> _Spot:
    """Return the facts about ``card`` turned up on ``table`` (looked up; worked out for a table no game reaches,
    such as one a test built by hand)."""
    spot = _SPOTS.get((table, card))
    return spot if spot is not None else _work_out(table, card)


@lru_cache(maxsize=1 << 12)
def _seen(table: Table) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    """Return the visible taboo dances of a table and its forbidden dances with their reasons (as pairs)."""
    return taboos_on(table), tuple(forbidden_on(table).items())


# -- the state --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rules:
    """The options in force: variant, time limit, cards per player, the box's card counts."""

    variant: str = "standard"
    time_limit: float = DEFAULT_TIME_LIMIT
    hand_size: int | None = None
    deck: Deck = field(default_factory=Deck)

    @property
    def taboo(self) -> bool:
        """Return True if the taboo cards are in play (not in the children's variant)."""
        return self.variant != "children"


@dataclass(frozen=True)
class Hand:
    """A player's face-down pile: ``hidden`` cards nobody has seen on top, then the ``known`` cards (taken back
    after wrong moves, face up when they were played, so everybody knows them) in order, top first."""

    hidden: int = 0
    known: tuple[str, ...] = ()

    def __len__(self) -> int:
        return self.hidden + len(self.known)


@dataclass(frozen=True)
class Observation:
    """What one seat sees: every pile size, both discard piles, this round's calls, and the card being turned up."""

    viewer: int  # whose view this is (the seat that asked)
    to_move: int  # the player to move now
    phase: Phase  # the state's phase: TURN_UP (chance), CALL or OVER
    hand_sizes: tuple[int, ...]
    card: str | None
    played: tuple[tuple[str, str], ...] = field(repr=False)  # left out of reprs (and playthroughs): the steps say it
    visible_taboos: tuple[str, ...]
    forbidden: dict[str, tuple[str, ...]]
    time_limit: float
    is_over: bool

    if not TYPE_CHECKING:  # (so that mypy still knows the fields by name)
        def __getattr__(self, name: str) -> Any:
            """Return the forbidden dances (each with its reasons), which ``KakerlakentanzState.observation`` leaves
            to be made when first read (a fresh dict for each observation): most bots only read the legal calls."""
            pairs = self.__dict__.get("_forbidden_pairs") if name == "forbidden" else None
            if pairs is None:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            value = self.__dict__["forbidden"] = dict(pairs)
            return value




@dataclass(frozen=True, kw_only=True)
class KakerlakentanzState(Recorded):
    """A position: every player's pile (hidden count and known cards), the card turned up, this round's
    (card, call) pairs, and the counts of the cards nobody has seen yet (in the piles' hidden parts and the box).

    Nothing unseen is stored: a hidden card gets its kind when it is turned up (a chance node, ``TurnUp``), drawn
    from the unseen counts. That is the real game in distribution, because a player turns up his top card without
    looking at it first.
    """

    GAME: ClassVar[str] = "kakerlakentanz"

    rules: Rules
    hands: tuple[Hand, ...]
    unseen: tuple[int, ...]  # per kind of CARD_KINDS: cards nobody has seen (hidden in piles, or in the box)
    aside: tuple[str, ...] = ()  # known to stay in the box (the taboo cards of the children's variant)
    card: str | None = None  # the card turned up by the player to play (None: still hidden, or the game is over)
    played: tuple[tuple[str, str], ...] = ()
    table: Table = NEW_ROUND
    player: int = 0
    winner: int | None = None
    events: History[Event] = field(default=EMPTY_HISTORY, compare=False, repr=False)

    # -- the protocol -------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player who turns up the next card (CHANCE while that card is still hidden)."""
        return CHANCE if self.card is None and self.winner is None else self.player

    @property
    def is_over(self) -> bool:
        """Return True once somebody has played his last card correctly."""
        return self.winner is not None

    @property
    def is_chance_node(self) -> bool:
        """Return True while the card of the player to play is still hidden (chance turns it up)."""
        return self.winner is None and self.card is None

    @property
    def phase(self) -> Phase:
        """Return Phase.TURN_UP (chance), Phase.CALL (the player to play calls) or Phase.OVER."""
        return _OVER if self.winner is not None else _TURN_UP if self.card is None else _CALL

    def chance_outcomes(self) -> Dist[TurnUp]:
        """Return the kinds the hidden card may turn out to be, in proportion to the cards nobody has seen."""
        if self.card is not None or self.winner is not None:  # not a chance node
            return super().chance_outcomes()
        return Dist.from_weights(_TURN_UPS, self.unseen)  # (``turn_up_outcomes``; a hidden card is one unseen)

    def hand_sizes(self) -> tuple[int, ...]:
        """Return how many cards each player still holds (the card turned up counts as held until played)."""
        sizes = [h.hidden + len(h.known) for h in self.hands]
        if self.card is not None:
            sizes[self.player] += 1
        return tuple(sizes)

    def right_calls(self) -> frozenset[str]:
        """Return the calls that are right for the card being turned up now; raise InvalidInput while no card is turned
        up (the next one still hidden, or the game over): which calls are right is not known yet."""
        if self.card is None:
            raise InvalidInput(f"right_calls: no card is turned up now (phase {self.phase}); the right calls are "
                               "known once a card is turned up")
        return _spot(self.table, self.card).rights

    def legal_actions(self) -> list[Call]:
        """Return the untimed right calls (timed calls 'call seconds' are always legal too; see the docstring)."""
        if self.card is None or self.winner is not None:
            return []
        return list(_spot(self.table, self.card).legal)

    def parse(self, text: str) -> Call | TurnUp:
        """Return the typed step written as ``text`` (a card turned up at a chance node, else a call); raise
        InvalidInput for anything else."""
        return parse_step(check_text(text, "a Kakerlakentanz step"), self.is_chance_node)

    def legal(self, step: Step) -> bool:
        """Return True for a right untimed call and for every timed call (a late one loses the round); a timeout
        only after the time limit (see the rules card, "Timed and untimed calls")."""
        if not isinstance(step, Call):
            return False
        if step.call == TIMEOUT:
            return step.seconds is not None and step.seconds > self.rules.time_limit
        return step.seconds is not None or step.call in self.right_calls()

    def possible(self, outcome: Step) -> bool:
        """Return True if the hidden card can be ``outcome``: a card kind nobody has seen all of."""
        kind = _KIND_INDEX.get(outcome.card) if isinstance(outcome, TurnUp) else None
        return kind is not None and self.unseen[kind] > 0

    def refusal(self, action: Any, legal: Sequence[Any]) -> IllegalMove:
        """Return why a well-formed step is not allowed now: an early timeout or an untimed wrong call."""
        if not isinstance(action, Call):
            return refuse(self.GAME, action, "not_chance", legal)
        if action.call == TIMEOUT:
            return refuse(self.GAME, action, "early_timeout", legal, limit=Said(self.rules.time_limit, _seconds_words))
        if self.card is None:  # no card turned up (a chance node, or the game over): no call is judged yet
            return refuse(self.GAME, action, "not_legal", legal)
        verdict = judge_on(self.table, self.card, action.call, None, self.rules.time_limit)
        return refuse(self.GAME, action, "wrong_call", legal, verdict=Said(verdict.reason, _verdict_words),
                      example=format_action(action.call, 1.0))

    def _apply_outcome(self, outcome: TurnUp) -> KakerlakentanzState:  # type: ignore[override]
        """Return the state once the hidden card turned out to be ``outcome``."""
        kind = outcome.card
        unseen = list(self.unseen)
        unseen[_KIND_INDEX[kind]] -= 1
        p = self.player
        hand = self.hands[p]
        hands = (*self.hands[:p], _hand(hand.hidden - 1, hand.known), *self.hands[p + 1:])
        return evolve(self, hands=hands, unseen=tuple(unseen), card=kind)

    def _apply(self, action: Call) -> KakerlakentanzState:  # type: ignore[override]
        """Return the state after the player to play made ``action`` (a right or a wrong move)."""
        card, table = self.card, self.table
        assert card is not None
        call, seconds = action.call, action.seconds
        spot = _SPOTS.get((table, card)) or _work_out(table, card)  # ``_spot``, inlined: once per move
        if call != TIMEOUT and (seconds is None or seconds <= self.rules.time_limit) \
                and call in spot.rights:  # the referee's 'ok' (``judge_on``), the usual case
            return self._play_right(card, call, seconds, spot.after[call])
        verdict = judge_on(table, card, call, seconds, self.rules.time_limit)
        if verdict.right:
            return self._play_right(card, call, seconds, table_after(table, card, call))
        return self._play_wrong(card, action, verdict.reason)

    def scores(self) -> list[int]:
        """Return minus the cards each player still holds (the winner has 0, the highest score)."""
        return [-n for n in self.hand_sizes()]

    def winners(self) -> list[int]:
        """Return [the winner] once the game is over, else []."""
        return [] if self.winner is None else [self.winner]

    def inventory(self) -> Counter[str]:
        """Return the count of every card kind: known cards in piles, turned up, played, set aside, and unseen."""
        known = [c for h in self.hands for c in h.known] + [c for c, _ in self.played] + list(self.aside)
        if self.card is not None:
            known.append(self.card)
        count = Counter(known)
        for kind, n in zip(CARD_KINDS, self.unseen, strict=True):
            count[kind] += n
        return +count

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: pile sizes, the discard piles and the card turned up."""
        if type(player) is not int or not 0 <= player < self.n_players:
            player = check_int(player, "player", 0, self.n_players - 1)
        taboos, forbidden_pairs = _seen(self.table)
        seen = object.__new__(Observation)  # Observation's own __init__, without its frozen-field setattr calls;
        # the dict of forbidden dances is made from their (shared) pairs when first read
        seen.__dict__.update(viewer=player, to_move=self.player, phase=self.phase, hand_sizes=self.hand_sizes(),
                             card=self.card,
                             played=self.played, visible_taboos=taboos, time_limit=self.rules.time_limit,
                             is_over=self.winner is not None, _forbidden_pairs=forbidden_pairs)
        return seen

    # -- rule steps -----------------------------------------------------------------------------------------------
    @staticmethod
    def _turn_up(hands: tuple[Hand, ...], player: int) -> tuple[tuple[Hand, ...], str | None]:
        """Return the piles and the card turned up when ``player`` is to play: his next card if it is known (taken
        off his pile), else None (it waits for chance) and the piles as they are."""
        hand = hands[player]
        if hand.hidden or not hand.known:
            return hands, None
        return (*hands[:player], _hand(0, hand.known[1:]), *hands[player + 1:]), hand.known[0]

    def _play_right(self, card: str, call: str, seconds: float | None, table: Table) -> KakerlakentanzState:
        """Return the state after a right ``call`` on ``card``; ``table`` is the table after it (``table_after``)."""
        p = self.player
        event = _new_tuple(Right, (p, card, call, seconds))  # Right(p, card, call, seconds)
        played = (*self.played, (card, call))
        hand = self.hands[p]
        if not hand.hidden and not hand.known:
            return evolve(self, played=played, table=table, card=None, winner=p,
                          events=appended(self.events, event, Win(p)))
        nxt = (p + 1) % self.n_players
        hands, up = self._turn_up(self.hands, nxt)
        return evolve(self, played=played, table=table, events=appended(self.events, event), hands=hands, card=up,
                      player=nxt)

    def _play_wrong(self, card: str, action: Call, reason: tuple[Any, ...]) -> KakerlakentanzState:
        """Return the state after a wrong move: the player takes the round's cards (and his own) under his pile and
        starts a new round."""
        taken = (*(c for c, _ in self.played), card)
        hand = self.hands[self.player]
        p = self.player
        hands = (*self.hands[:p], _hand(hand.hidden, (*hand.known, *taken)), *self.hands[p + 1:])
        event = Wrong(p, card, action.call, action.seconds, tuple(reason), len(taken))
        hands, up = self._turn_up(hands, p)
        return evolve(self, played=(), table=NEW_ROUND, events=appended(self.events, event), hands=hands, card=up,
                      player=p)




def _hand(hidden: int, known: tuple[str, ...]) -> Hand:
    """Return ``Hand(hidden, known)`` for values the engine computed (without the frozen dataclass's setattr; a
    pile of hidden cards only is shared, as values are)."""
    hand = None if known else _HIDDEN_ONLY.get(hidden)
    if hand is None:
        hand = object.__new__(Hand)
        hand.__dict__.update(hidden=hidden, known=known)
        if not known and hidden <= MAX_HAND_SIZE * MAX_PLAYERS:
            _HIDDEN_ONLY[hidden] = hand
    return hand


_HIDDEN_ONLY: dict[int, Hand] = {}  # at most one per pile size a deal can give
_new_tuple = tuple.__new__  # a named tuple's own __new__ without its Python frame (the engine's events)


def _verdict_words(reason: tuple[Any, ...], lang: str) -> str:
    """Return the referee's verdict ``reason`` (see ``judge``) in words in ``lang``, for a refusal's fields."""
    from .labels import explain

    return explain(reason, lang)


def _seconds_words(seconds: float, lang: str) -> str:
    """Return a time limit in words in ``lang`` ('3.0 s'), for a refusal's fields."""
    from ..core.i18n import fmt_seconds

    return fmt_seconds(seconds, lang)


def arranged(hands: Sequence[Sequence[str]], player: int = 0, **options: Any) -> KakerlakentanzState:
    """Return a position whose piles hold the given cards, all known (top first): for scenario tests and lessons.

    The cards named are the whole game (nothing else is unseen or in the box); the first card is turned up.
    """
    rules = make_rules(**options)
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence) or not all(
            isinstance(h, Sequence) and not isinstance(h, (str, bytes)) and len(h) <= 1000 for h in hands[:10]):
        raise InvalidInput(f"hands must be a list of 2 to 6 piles, each a list of cards, not {short_repr(hands)}")
    piles_ = tuple(Hand(0, tuple(check_card(c) for c in h)) for h in hands)
    check_int(len(piles_), "players", MIN_PLAYERS, MAX_PLAYERS)
    check_int(player, "player", 0, len(piles_) - 1)
    if not all(piles_):
        raise InvalidInput("every pile of an arranged position needs a card")
    state = KakerlakentanzState(n_players=len(piles_), rules=rules, hands=piles_, unseen=(0,) * len(CARD_KINDS),
                                player=player)
    after, up = state._turn_up(piles_, player)
    return evolve(state, hands=after, card=up, player=player)


def describe(reason: Sequence[Any], lang: str = "en") -> str:
    """Return a sentence explaining a verdict reason (see ``judge``), in English or German."""
    from . import labels

    return labels.explain(reason, lang)


def make_rules(variant: str = "standard", time_limit: float = DEFAULT_TIME_LIMIT, hand_size: int | None = None,
               deck: dict[str, Any] | None = None) -> Rules:
    """Return validated Rules; raise InvalidInput naming the option that is off and what is allowed.

    Bounds: ``time_limit`` above 0 and at most 3600 s; ``hand_size`` 1 to ``MAX_HAND_SIZE`` = 64; ``deck`` counts 0
    to 1000 per style (see ``components.parse_deck``); ``new_game`` deals at most 64 cards to a player (rules card,
    "Bounds").
    """
    check_choice(variant, "variant", VARIANTS)
    limit = check_float(time_limit, "time_limit", 0.0, MAX_TIME_LIMIT)
    if limit <= 0:
        raise InvalidInput(f"time_limit must be a number of seconds above 0 (at most {MAX_TIME_LIMIT:g}), "
                           f"not {short_repr(time_limit)}")
    if hand_size is not None:
        check_int(hand_size, "hand_size", 1, MAX_HAND_SIZE)
    the_deck = default_deck() if deck is None else parse_deck(deck)
    return Rules(variant, limit, hand_size, the_deck)


MAX_HAND_SIZE = 64  # cards dealt to one player: the box dealt to 2 players; a game's save stays within MAX_ACTIONS


@new_game_function("kakerlakentanz")
def new_game(players: int = 2, variant: str = "standard", time_limit: float = DEFAULT_TIME_LIMIT,
             hand_size: int | None = None, deck: dict[str, Any] | None = None) -> KakerlakentanzState:
    """Return a new game: every player gets the same number of face-down cards, the rest stays in the box.

    The deal is counts only: which card is which is chance, decided when a card is turned up (the new game is
    a chance node). ``players`` 2 to 6; the options are checked by ``make_rules`` (a seed or an unknown option is
    refused by ``new_game_function``); a deal of more than ``MAX_HAND_SIZE`` = 64 cards a player is refused (a deck
    bigger than the box needs ``hand_size``: rules card, "Bounds").
    """
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    rules = make_rules(variant, time_limit, hand_size, deck)
    cards = Counter(rules.deck.cards(rules.taboo))
    total = sum(cards.values())
    each = total // players if hand_size is None else hand_size
    if each < 1 or each * players > total:
        raise InvalidInput(f"cannot deal {each} cards to each of {players} players from {total} cards")
    if each > MAX_HAND_SIZE:  # (only the even deal of a big deck gets here: make_rules bounds hand_size)
        raise InvalidInput(f"this deck of {total:,} cards deals {each:,} cards to each of {players} players; a game "
                           f"deals at most {MAX_HAND_SIZE} to a player (the box dealt to 2 players), so that its save "
                           f"can be loaded again: give hand_size={MAX_HAND_SIZE} or fewer, or a smaller deck")
    options = {"variant": variant, "time_limit": time_limit, "hand_size": hand_size, "deck": deck}
    return KakerlakentanzState(
        n_players=players, rules=rules, hands=(Hand(each),) * players,
        unseen=tuple(cards[k] for k in CARD_KINDS), aside=tuple(rules.deck.set_aside(rules.taboo)),
        options=kept_options(new_game, options))




def from_json(text: str | bytes) -> KakerlakentanzState:
    """Return the Kakerlakentanz game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (``bugkit.core.game.replay`` checks every limit and refuses saves of an older bugkit)."""
    return replay(text, KakerlakentanzState, new_game)

