"""Voll verasselt (Zoch, Carlo A. Rossi): the rules card, and the engine that follows it.

Rules, in our words
-------------------
1. Set-up: 88 bug cards, 22 of each colour (blue, red, yellow, green). Every player puts one card of each colour
   in front of him: his *front yard*. The rest are shuffled into a face-down pile. Ten cards from the pile form
   the *bug hub* in the middle, one row per colour (a colour may be missing). All 7 dice show double bars.
   2 to 5 players; player 0 begins.
2. Your turn starts with choosing the *group* you roll for: the hub, or the catch the previous player left
   (if he left one).
3. Before each of your rolls you may *boost* the group with any cards from your front yard.
4. A roll: the dice show what the previous player left. Pick at least 4 dice and roll them; the others keep
   their faces. Then all 7 dice count.
5. *Bugged up*: for some colour, more dice show it than the group has cards of it. Your turn ends; your catch of
   this turn goes back to the group; you draw 2 consolation cards from the pile into your front yard (never
   beyond 6 cards there); if you rolled for the previous player's catch, he gets his whole catch back.
6. Not bugged up: for each die showing a colour, one card of that colour moves from the group to your catch.
   Then roll again (at least 4 dice) or stop.
7. Stopping: your catch waits in the middle. If you rolled for the previous player's catch, he gets what is
   left of it now.
8. The next player rolls for your catch, or for the hub. For the hub: you first receive your catch, then the hub
   is replenished: one card from the pile for every bar showing (a double-bar face is 2 bars, A2), each card into
   its own colour's row; then the hub is topped up to 8 cards; nothing happens once the pile is empty. This
   replenishing happens whether the previous turn ended by stopping or by bugging up. Rolling for your catch:
   it stays where it is during his whole turn, and the hub is not replenished.
9. Receiving a catch: you put any of its cards in your front yard (at most 6 cards there), the rest face down on
   your *bug heap*. Heap cards are points.
10. The end: at the start of a turn, if the pile is empty, the hub holds fewer than 8 cards and the player does
    not roll for the previous catch, the game ends, unless the player's front yard can top the hub up to 8:
    then he must do that, and play goes on. A catch still waiting goes to its owner. Most heap cards wins; on a
    tie, fewer front-yard cards wins; still tied: a shared win.

Readings we decided (rulebook silent; components.md section 4 A1-A4 and ours A5-A13)
-----------------------------------------------------------------------------------
- A1 colour of each kind: a kind is known by its colour only, see ``components.py``.
- A2 the die: six equally likely faces (blue, red, yellow, green, bars, bars), and a double-bar face brings 2
  cards when the hub is replenished. Both are data, not code: ``die_faces`` and ``bars_per_bar_face`` in
  ``data/components.json``, read once when the game is loaded. That is every game's die, so a teacher who owns the
  real game corrects it there. A game may also bring its own die: ``new_game(die_faces=[...],
  bars_per_bar_face=n)``; it is then part of the game's set-up, like ``max_turns``: ``state.rules`` holds it, the
  options record it and a save keeps it. The rules, the exact chances of a roll, the odds and the bots all take
  the die from ``state.rules`` (the odds take ``die_faces=``); a face listed twice counts twice.
- A3: players still tied after the front-yard tie-break share the win (``winners()`` lists them all).
- A4: replenishing draws one card per bar from the top of the pile into that card's own row, then tops up to 8.
- A5: boosting puts the front-yard card into the chosen group; when the group is the previous player's catch,
  the card becomes part of that catch (so it goes to him with the rest if you bug up or leave it).
- A6 "dice whose results you changed must be rolled": in the physical game this forbids turning a die by hand.
  Here a face only ever changes by rolling, so the rule holds by construction: every die not named in the roll
  keeps exactly the face it showed.
- A7: the very first turn of the game has no previous turn, so the hub is not replenished then (the bars of the
  starting dice, 14 with the shipped die, are not counted).
- A8: a turn has at least one roll. After each roll that did not bug up you decide: ``go on`` or ``stop``.
  Boosts come after ``go on`` (or before the first roll), so a boost always belongs to the roll after it.
- A9: the end check looks at the pile and hub at the start of the turn. If the pile still has cards then, the
  hub is replenished and the player rolls, even if the pile ran out while replenishing. The refill from the
  front yard is made card by card by the player (``refill <colour>``) and stops when the hub holds 8 cards (the
  rulebook's "at least 8": nothing is lost, since boosting into the hub is allowed right after).
- A catch of bars only (every die rolled showed bars) is no catch: nothing is handed over, and the next player
  rolls for the replenished hub.
- A10: a catch handed over at the end of the game goes onto its owner's heap (the owner's best choice).
  During play a hand-over is the owner's decision, made in one action (``yard b r y g``: that many blue, red,
  yellow, green cards to the front yard, the rest to the heap; ``heap``: all to the heap). If his front yard
  is full, everything goes to the heap without asking.
- A11 safety (our addition, a guard against a bug, not a rule): ``max_turns`` turns (default 10,000) stop the
  game, reason ``turn limit``; the log says "stopped by our safety limit ..., before the rulebook's end" and the
  board's status line says it stopped early ("Stopped early: too many turns."). Every real game ends by the
  rulebook (rule 10) long before: the old default of 300 ended 17 of 750 bot games early (they went on to end by
  the rulebook after 318 to 2,607 turns). We
  measured 250 seeded games each of seven tables (random vs random, threshold vs random, 3, 4 and 5 random
  players, 5 threshold players, a 5-player mix): all 1,750 ended by the rulebook; medians 33 to 91 turns, the
  longest 2,126 (five threshold bots). 10,000 is about 4 times the longest game ever seen. A game stopped at
  10,000 turns is too long to save (``to_json`` refuses it with ``InvalidInput`` and the board's save panel says
  so, rather than write a save that cannot be loaded again): a turn takes 4 to 7 steps (median 4.3 in 150 games of five
  threshold bots), so it holds some 40,000 steps, beyond the 20,000 a save may hold (``MAX_ACTIONS``); the
  longest real game seen, 2,126 turns, is about 9,000 steps and loads. (An earlier note here said such a game
  loads; it counted only the save's 1,000,000 characters.) An
  earlier "stall" end (3 rounds with an empty pile and no card banked) was removed: it ended many bot games
  before the rulebook did, and it could fire while a player still had the choice to roll for a waiting catch.
- A12 stopping: "you may stop rolling anytime" once you have rolled without bugging up this turn. So
  ``stop`` stays legal after ``go on`` until the next roll (also after boosting: a card boosted into the
  group stays in that group, and a card boosted into the previous player's catch goes back to him with it).
- A13 consolation: you draw 2 cards, or fewer when the front yard has less room or the pile holds fewer
  (1 card left: you draw it; none: nothing). A consolation can empty the pile; the next turn then starts
  with an empty pile, so the end check of rule 10 applies at once (A9).
- Dice are named by position. The engine's actions count positions 0-6 (``roll 0 1 2 3``); the board, its
  log and its advice count them 1-7 like every other board, so a child never sees a die 0.
- Bounds (issue 11): 2-5 players, ``max_turns`` 1 to 100,000, a die of 5 to 12 faces (every colour and bars at
  least once: the dice start on bars, and a colour no die shows would stay in the hub, so the game could not end)
  and 0 to 3 cards per bar face, actions at most 200 characters, saves at most 1,000,000 characters; anything
  else is refused with ``InvalidInput`` before any work.

Chance in the open (issue 12)
-----------------------------
Nothing unseen is stored: the pile is only its colour counts, and no state holds a generator or a seed. Where the
rules roll or draw, the state is a chance node (``is_chance_node``; ``current_player`` is -1) and
``chance_outcomes()`` gives the exact outcomes (Fractions summing to 1):
- the deal of the hub at the start (``new_game`` returns this chance node), a replenish, a consolation: the colours
  of the n cards drawn, ``Draw(counts)`` written ``cards b r y g``, with multivariate hypergeometric chances
  (every set of n unseen cards equally likely). Drawing them as a multiset is the same game in distribution as
  drawing from a shuffled pile, because each drawn card goes to its colour's row or the front yard.
- a roll: the faces of the rolled dice as a multiset, ``Roll(faces)`` written ``dice blue bars bars red``, with
  multinomial chances (the game's die, A2: the shipped one has 2 bar faces of 6). The faces go onto the rolled
  positions in face order (blue, red, yellow, green, bars); which rolled die shows which face does not change the
  game.
A ``bugkit.core.session.Session`` samples these (``bugkit.start("voll_verasselt", seed=...)``); tests apply them
explicitly: ``state.apply("roll 0 1 2 3").apply("dice blue red bars bars")``. A save (format 2) is the set-up and
every step (decisions and outcomes): it holds exactly what was revealed at the table. Saves of format 1 (with a
seed) are refused with a message that says so.

Actions (typed ``Action`` values; ``str()`` is the text form, but an action never equals its text)
-----------------------------------------------------------------------------------------------
Compare and build steps with the ones the rules make: ``STOP in legal``, ``roll_of((0, 1, 2, 3))``, ``ROLL_SET``,
``yard_of((1, 0, 0, 0))``, ``BOOST["red"]``; text is read only by ``parse``.
- ``group hub`` / ``group catch``: choose the group (only asked when the previous player left a catch;
  otherwise the hub is chosen for you). ``end``: instead of ``group hub`` when choosing the hub ends the game.
- ``refill <colour>``: move one front-yard card into the hub (when the end rule forces a refill).
- ``boost <colour>``: move one front-yard card into the group before a roll.
- ``roll i j k l ...``: roll the dice with these positions (0-6, at least 4); ``roll`` alone = all 7.
- ``go on`` / ``stop``: after a roll that did not bug up: roll again, or end the turn leaving the catch waiting.
  ``stop`` stays legal after ``go on`` until the next roll (A12).
- ``yard b r y g`` / ``heap``: while a catch is handed over (its owner acts): that many blue, red, yellow, green
  cards into the front yard and the rest onto the heap; ``heap`` (= ``yard 0 0 0 0``) puts all on the heap.
``parse`` is the one place that reads text; a refused action raises a structured ``IllegalMove`` (``.reason``,
``.fields``, ``.text(lang)``; texts in ``refusals.py``). Events (the log) are NamedTuples: ``Grouped``, ``Moved``,
``Rolled``, ``Replenished``, ``Consoled``, ``Handed``, ``Ended``.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Any, Literal, NamedTuple

from ..core.dice import Die, roll_dist
from ..core.dist import Dist
from ..core.errors import IllegalMove, InvalidInput, refuse
from ..core.game import (
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
from ..core.validate import check_int, check_text, init_step, short_repr
from . import components as comp
from . import refusals  # noqa: F401 - registers the refusal texts in both languages
from .components import COLOURS, ZERO, Counts


class Phase(enum.StrEnum):
    """Where a game stands: a decision (CHOOSE the group, REFILL the hub, ROLL or boost, DECIDE go on or stop,
    RECEIVE a catch), CHANCE (dice rolling or cards drawn: ``pending`` says which) or OVER."""

    CHOOSE = "choose"
    REFILL = "refill"
    ROLL = "roll"
    DECIDE = "decide"
    RECEIVE = "receive"
    CHANCE = "chance"
    OVER = "over"


PHASES: tuple[Phase, ...] = tuple(Phase)
# the phases by name, for the hot paths (``Phase.X`` is a lookup in the enum class)
_CHOOSE, _REFILL, _ROLL, _DECIDE, _RECEIVE, _CHANCE, _OVER = PHASES
DEFAULT_MAX_TURNS = 10_000  # a bug guard far above any real game (A11)
MAX_TURNS_LIMIT = 100_000  # the largest max_turns a game (or a save) may ask for

# The public surface. total and the cached chance tables roll_outcomes and draw_outcomes are the engine's helpers
# on counts it holds (the state's chance_outcomes asks them with checked sizes).
__all__ = ["ALL_DICE", "BOOST", "DEFAULT_MAX_TURNS", "END", "GO_ON", "GROUP_CATCH", "GROUP_HUB", "HEAP",
           "MAX_TURNS_LIMIT", "PHASES", "REFILL", "ROLLS", "ROLL_ACTIONS", "ROLL_CHOICES", "ROLL_SET", "STOP", "Action",
           "Consoled", "Draw", "Ended", "Grouped", "Handed", "Moved", "Observation", "Pending", "Phase", "Replenished",
           "Roll", "Rolled", "Rules", "VollVerasseltState", "from_json", "new_game", "roll_of", "yard_of"]


@dataclass(frozen=True, slots=True)
class Action(Step):
    """A decision: ``verb`` (group, end, refill, boost, roll, go on, stop, yard, heap) and its argument (a group or
    colour name, the dice positions rolled, or the 4 front-yard counts of ``yard``); ``str()`` is its text form.
    Like every Step it is never equal to a text: ``STOP in state.legal_actions()``, not ``"stop" in ...``."""

    verb: str
    arg: str | tuple[int, ...] = ""
    text: str = field(init=False, repr=False, compare=False, default="")

    def __post_init__(self) -> None:
        init_step(self)
        arg = self.arg
        text = " ".join([self.verb, *map(str, arg)]) if isinstance(arg, tuple) else (
            f"{self.verb} {arg}" if arg else self.verb)
        object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Roll(Step):
    """A chance outcome: the faces the rolled dice show, as a multiset in face order (``dice blue bars bars``)."""

    faces: tuple[str, ...]

    def __post_init__(self) -> None:
        init_step(self)

    def __str__(self) -> str:
        return " ".join(("dice", *self.faces))


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """A chance outcome: cards drawn from the pile, counted per colour (``cards 1 0 2 0``: blue, red, yellow, green)."""

    counts: tuple[int, ...]  # 4 counts; typed as a plain tuple of whole numbers, so apply's canonical check is quick

    def __post_init__(self) -> None:
        init_step(self)
        if len(self.counts) != len(COLOURS):
            raise InvalidInput(f"Draw.counts must be a tuple of {len(COLOURS)} whole numbers (blue, red, yellow, "
                               f"green), not {short_repr(self.counts)}")

    def __str__(self) -> str:
        return "cards " + " ".join(map(str, self.counts))


Outcome = Roll | Draw


class Pending(NamedTuple):
    """The chance step due: ``kind`` deal (the hub at the start), replenish, consolation or roll; ``n`` cards to draw
    or dice to roll; ``dice`` the rolled positions; for a replenish (for the log) ``bars`` the cards the bars bring
    and ``top_up`` the cards the top-up to 8 asks for after them (``n`` is both, or the pile if it holds fewer)."""

    kind: Literal["deal", "replenish", "consolation", "roll"]
    n: int
    dice: tuple[int, ...] = ()
    bars: int = 0
    top_up: int = 0


# -- events (the log): one NamedTuple per kind, matched by name in labels.describe -------------------------------
class Grouped(NamedTuple):
    """A player chose the group to roll for ('hub' or 'catch')."""

    turn: int
    player: int
    group: str


class Moved(NamedTuple):
    """A player moved one front-yard card of ``colour``: ``kind`` 'boost' (into the group) or 'refill' (the hub)."""

    kind: str
    turn: int
    player: int
    colour: str


class Rolled(NamedTuple):
    """A roll: the positions rolled, all 7 faces after it, and ``result`` 'ok' or 'bugged up'."""

    turn: int
    player: int
    chosen: tuple[int, ...]
    dice: tuple[str, ...]
    result: str


class Replenished(NamedTuple):
    """The hub was replenished: the cards the bars bring (``bars``), the cards drawn per colour, how many dice showed
    bars (``faces``) and the cards the top-up to 8 asked for after the bars' (``top_up``; the pile may have held
    fewer than both), so the log can say why these cards came."""

    turn: int
    bars: int
    cards: Counts
    faces: int
    top_up: int


class Consoled(NamedTuple):
    """A player who bugged up drew consolation cards (counts per colour)."""

    turn: int
    player: int
    cards: Counts


class Handed(NamedTuple):
    """Cards moved to a player: ``kind`` 'receive' (a catch handed over), 'yard' (into the front yard), 'heap'
    (onto the heap) or 'stop' (the player stopped; the catch waits)."""

    kind: str
    turn: int
    player: int
    cards: Counts


class Ended(NamedTuple):
    """The game ended: why ('pile empty': the rulebook's end, or 'turn limit': stopped by the safety cap A11,
    before the rulebook's end) and the heap sizes."""

    turn: int
    reason: str
    heaps: tuple[int, ...]


Event = Grouped | Moved | Rolled | Replenished | Consoled | Handed | Ended

ALL_DICE = tuple(range(comp.N_DICE))
ROLL_CHOICES: tuple[tuple[int, ...], ...] = tuple(
    combo for n in range(comp.MIN_ROLL, comp.N_DICE + 1) for combo in combinations(ALL_DICE, n))
# the steps the rules list are made once and known to the gate (``known_step``: taken as checked, text kept)
ROLLS: tuple[Action, ...] = tuple(known_step(Action("roll", c)) for c in ROLL_CHOICES)
ROLL_ACTIONS: tuple[str, ...] = tuple(str(a) for a in ROLLS)
ROLL_SET: frozenset[Action] = frozenset(ROLLS)  # to ask "is this step a roll?" without its verb
_ROLL_OF = dict(zip(ROLL_CHOICES, ROLLS, strict=True))  # the roll step of each choice of positions (``roll_of``)
GO_ON, STOP, HEAP, END = (known_step(Action(v)) for v in ("go on", "stop", "heap", "end"))
GROUP_HUB, GROUP_CATCH = known_step(Action("group", "hub")), known_step(Action("group", "catch"))
BOOST = {c: known_step(Action("boost", c)) for c in COLOURS}
REFILL = {c: known_step(Action("refill", c)) for c in COLOURS}
_FIXED = {str(a): a for a in (*ROLLS, GO_ON, STOP, HEAP, END, GROUP_HUB, GROUP_CATCH, *BOOST.values(),
                              *REFILL.values())}

_PHASE_OF = {"group": Phase.CHOOSE, "end": Phase.CHOOSE, "refill": Phase.REFILL, "boost": Phase.ROLL,
             "roll": Phase.ROLL, "stop": Phase.DECIDE, "go on": Phase.DECIDE, "yard": Phase.RECEIVE,
             "heap": Phase.RECEIVE}  # the phase each verb belongs to (refusals)
# the chance step of each roll the rules allow (its keys: the dice positions a roll may name), and of a consolation
_ROLLING = {choice: Pending("roll", len(choice), choice) for choice in ROLL_CHOICES}
_CONSOLING = {n: Pending("consolation", n) for n in range(1, comp.CONSOLATION + 1)}
_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
_MAX_YARD_COUNT = 99  # the largest count of a colour a 'yard' step may name (two digits, as ``parse`` reads them)


@dataclass(frozen=True)
class Rules:
    """The options in force: the safety limit of A11 and the die (A2): its faces in face order, each equally likely,
    and the cards a bar face brings when the hub is replenished (by default the shipped data file's). The die is not
    printed with the rules (so the golden playthroughs read as before); ``state.setup`` names a die a game was
    given."""

    max_turns: int = DEFAULT_MAX_TURNS
    die_faces: tuple[str, ...] = field(default=comp.DIE_FACES, repr=False)
    bars_per_bar_face: int = field(default=comp.BARS_PER_FACE, repr=False)


@dataclass(frozen=True)
class Observation:
    """What one seat sees: everything on the table except the colours on others' heaps (the pile is face down:
    only its size)."""

    viewer: int  # whose view this is (the seat that asked)
    to_move: int  # the player to move now
    phase: Phase  # a StrEnum: equal to its text ('roll', ...), as JSON writes it
    dice: tuple[str, ...]
    hub: Counts
    group: str
    group_cards: Counts
    waiting: Counts
    waiting_owner: int
    catch: Counts
    rolls: int
    yards: tuple[Counts, ...]
    heap_sizes: tuple[int, ...]
    own_heap: Counts
    pile_size: int
    receiver: int
    received: Counts
    turn_no: int
    rules: Rules


def total(counts: Counts) -> int:
    """Return the number of cards in a count."""
    return sum(counts)


def _made(cls: type[Roll] | type[Draw], name: str, value: tuple[Any, ...]) -> Any:
    """Return a chance outcome the rules made from canonical values (built without re-checking its field)."""
    outcome = object.__new__(cls)
    object.__setattr__(outcome, name, value)
    return outcome


@cache
def roll_outcomes(n: int, faces: tuple[str, ...] = comp.DIE_FACES) -> Dist[Roll]:
    """Return the exact distribution of n rolled dice with these faces (checked and in face order, as
    ``Rules.die_faces`` holds them) as multisets of faces: multinomial, a face listed twice counts twice.

    Made once per die and n. The outcomes of a game's rolls (4 to 7 dice) are known to the gate (``known_step``): a
    roll the session samples from this table is taken without a second check, with the text made here."""
    _, weights = roll_dist(Die(faces), n).integer_weights()  # core's whole weights (its sampling table), in its order
    rolls = [_made(Roll, "faces", shown) for shown, _ in weights]
    if comp.MIN_ROLL <= n <= comp.N_DICE:
        rolls = [known_step(roll) for roll in rolls]
    return Dist.from_weights(tuple(rolls), tuple([w for _, w in weights]))  # no Fraction until asked


@cache
def _roll_faces(n: int, faces: tuple[str, ...] = comp.DIE_FACES) -> frozenset[tuple[str, ...]]:
    """Return the faces of every outcome of ``roll_outcomes(n, faces)``, to check a roll without the table's Dist."""
    return frozenset(roll.faces for roll in roll_outcomes(n, faces))


def _make_roll_tables(faces: tuple[str, ...] = comp.DIE_FACES) -> None:
    """Make the tables of a game's rolls (4 to 7 dice) of a die and their faces: for the shipped die once, when the
    module is loaded (about 2 ms), so that no game pays for them at its first rolls; for another die when a game
    names it (``new_game``)."""
    for n in range(comp.MIN_ROLL, comp.N_DICE + 1):
        _roll_faces(n, faces)


_make_roll_tables()


@cache
def draw_outcomes(pile: Counts, n: int) -> Dist[Draw]:
    """Return the exact distribution of the colours of n cards drawn from a pile of these colour counts
    (multivariate hypergeometric: every set of n unseen cards equally likely)."""
    if not 0 <= n <= sum(pile) or min(pile) < 0:
        return Dist({})  # no such draw: Dist says so
    blue, red, yellow, green = (_ways(p, n) for p in pile)
    outcomes, splits = _splits(n)
    # whole weights adding up to comb(sum(pile), n) (Vandermonde); a split with more cards of a colour than the pile
    # holds has weight 0, and a weight of 0 drops its outcome; no Fraction until asked
    return Dist.from_weights(outcomes, tuple([blue[b] * red[r] * yellow[y] * green[g] for b, r, y, g in splits]))


@cache
def _ways(cards: int, n: int) -> tuple[int, ...]:
    """Return the ways to draw k of ``cards`` cards of one colour, for k = 0 to n (0 once k is more than cards)."""
    return tuple([math.comb(cards, k) for k in range(n + 1)])


@cache
def _splits(n: int) -> tuple[tuple[Draw, ...], tuple[Counts, ...]]:
    """Return every colour split of n cards (blue, then red, then yellow counting up), as outcomes and as counts:
    the same for every pile (made once per n)."""
    splits = [(b, r, y, n - b - r - y) for b in range(n + 1) for r in range(n - b + 1) for y in range(n - b - r + 1)]
    return tuple([_made(Draw, "counts", split) for split in splits]), tuple(splits)


@cache
def _roll_phase_actions(yard: Counts, can_stop: bool) -> tuple[Action, ...]:
    """Return the actions before a roll: a boost for each colour in the front yard ``yard``, every roll, and stop if
    ``can_stop`` (A12: after 'go on', stopping stays legal until the next roll). Made once per front yard."""
    boosts = [BOOST[c] for c, n in zip(COLOURS, yard, strict=True) if n]
    return (*boosts, *ROLLS, *([STOP] if can_stop else []))


def roll_of(positions: Sequence[int]) -> Action:
    """Return the roll step (one of ``ROLLS``) of these dice positions, given in increasing order; raise InvalidInput
    unless they are a roll the rules know (at least 4 different positions 0-6)."""
    key = tuple(positions) if isinstance(positions, (tuple, list)) else None
    if key is not None and all(isinstance(i, int) and not isinstance(i, bool) for i in key):
        step = _ROLL_OF.get(key)
        if step is not None:
            return step
    raise InvalidInput(f"a roll names at least {comp.MIN_ROLL} different dice positions 0 to {comp.N_DICE - 1} in "
                       f"increasing order, such as (0, 1, 2, 3), not {short_repr(positions)}")


def yard_of(counts: Sequence[int]) -> Action:
    """Return the step putting these counts (blue, red, yellow, green) of a catch handed over into the front yard and
    the rest onto the heap: ``HEAP`` when all are 0; raise InvalidInput unless 4 whole numbers 0 to 99."""
    if not isinstance(counts, (tuple, list)) or len(counts) != len(COLOURS):
        raise InvalidInput(f"give {len(COLOURS)} counts for the front yard (blue, red, yellow, green), not "
                           f"{short_repr(counts)}")
    b, r, y, g = (check_int(n, "a front-yard count", 0, _MAX_YARD_COUNT) for n in counts)
    n = b + r + y + g
    if not n:
        return HEAP
    return _yard(b, r, y, g) if n <= comp.YARD_MAX else Action("yard", (b, r, y, g))  # (more never fits: not kept)


@cache
def _yard(b: int, r: int, y: int, g: int) -> Action:
    """Return the action putting these counts of a received catch into the front yard (built once per split)."""
    return known_step(Action("yard", (b, r, y, g)))


@dataclass(frozen=True, kw_only=True)
class VollVerasseltState(Recorded):
    """A position: the pile (colour counts of the unseen cards), hub, catches, front yards, heaps, the 7 dice, whose
    turn, the phase and (at a chance node) the chance step due. Nothing unseen has an order or a place."""

    GAME = "voll_verasselt"

    rules: Rules
    pile: Counts
    hub: Counts
    yards: tuple[Counts, ...]
    heaps: tuple[Counts, ...]
    dice: tuple[str, ...] = (comp.BARS,) * comp.N_DICE
    player: int = 0
    phase: Phase = Phase.ROLL
    pending: Pending | None = None
    group: str = "hub"  # 'hub' or 'catch'
    waiting: Counts = ZERO  # catch left by the previous player (the group itself when group == 'catch')
    waiting_owner: int = -1
    catch: Counts = ZERO  # this turn's catch
    rolls: int = 0  # rolls this turn that did not bug up
    receiver: int = -1
    received: Counts = ZERO  # cards being handed to ``receiver``
    after: str = ""  # what follows the hand-over: 'hub' or 'next'
    turn_no: int = 0
    events: History[Event] = field(default=EMPTY_HISTORY, compare=False, repr=False)
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
        """Return the player to act: the owner while a catch is handed over, CHANCE (-1) at a chance node."""
        if self.pending is not None:
            return -1
        return self.receiver if self.phase == _RECEIVE else self.player

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase == _OVER

    @property
    def is_chance_node(self) -> bool:
        """Return True while dice are rolling or cards are being drawn from the pile."""
        return self.pending is not None

    def chance_outcomes(self) -> Dist[Any]:
        """Return the outcomes of the chance step due: dice multisets or drawn colour counts, exact Fractions."""
        if self.pending is None:
            raise refuse(self.GAME, "chance", "not_chance", [str(a) for a in self.legal_actions()])
        if self.pending.kind == "roll":
            return roll_outcomes(self.pending.n, self.rules.die_faces)
        return draw_outcomes(self.pile, self.pending.n)

    @property
    def group_cards(self) -> Counts:
        """Return the cards of the group rolled for this turn."""
        return self.hub if self.group == "hub" else self.waiting

    @property
    def pile_size(self) -> int:
        """Return the number of cards in the face-down pile."""
        return total(self.pile)

    def legal_actions(self) -> list[Action]:
        """Return the actions allowed now (see the module docstring); empty at a chance node and once over."""
        if self.phase == _CHOOSE:
            return [END if self._hub_ends_game() else GROUP_HUB, GROUP_CATCH]
        if self.phase == _REFILL:
            return [REFILL[c] for c, n in zip(COLOURS, self.yards[self.player], strict=True) if n]
        if self.phase == _ROLL:
            return list(_roll_phase_actions(self.yards[self.player], self.rolls > 0))
        if self.phase == _DECIDE:
            return [GO_ON, STOP]
        if self.phase == _RECEIVE:
            return self._yard_actions()
        return []

    def legal(self, step: Step) -> bool:
        """Return True if the typed decision ``step`` is one of ``legal_actions()`` (decided without the list)."""
        if type(step) is not Action:
            return False
        phase, verb = self.phase, step.verb
        if phase == _ROLL:
            if verb == "roll":
                return step.arg in _ROLLING  # (an Action is one of ROLLS exactly when its positions are)
            if verb == "boost":
                return self._has_card(step.arg)
            return step == STOP and self.rolls > 0
        if phase == _DECIDE:
            return step in (GO_ON, STOP)
        if phase == _CHOOSE:
            return step == GROUP_CATCH or step == (END if self._hub_ends_game() else GROUP_HUB)
        if phase == _REFILL:
            return verb == "refill" and self._has_card(step.arg)
        if phase == _RECEIVE:
            if step == HEAP:
                return True
            arg = step.arg
            if verb != "yard" or not isinstance(arg, tuple) or len(arg) != len(COLOURS):
                return False
            room = comp.YARD_MAX - total(self.yards[self.receiver])
            return 0 < sum(arg) <= room and all(0 <= a <= r for a, r in zip(arg, self.received, strict=True))
        return False

    def possible(self, outcome: Step) -> bool:
        """Return True if chance can bring ``outcome`` now, decided without the table of outcomes: for cards drawn,
        n cards (``pending.n``) and of no colour more than the pile holds (exactly the outcomes of
        ``draw_outcomes``); for dice, the faces of one of ``roll_outcomes(pending.n, rules.die_faces)``."""
        pending = self.pending
        if type(outcome) is Roll and pending is not None and pending.kind == "roll":
            return outcome.faces in _roll_faces(pending.n, self.rules.die_faces)
        if type(outcome) is Draw and pending is not None and pending.kind != "roll":
            counts = outcome.counts
            return sum(counts) == pending.n and all(0 <= k <= p for k, p in zip(counts, self.pile, strict=True))
        return outcome in self.chance_outcomes()

    def _has_card(self, colour: object) -> bool:
        """Return True if ``colour`` names a colour of which the player on turn has a front-yard card."""
        i = _COLOUR_INDEX.get(colour) if isinstance(colour, str) else None
        return i is not None and self.yards[self.player][i] > 0

    def _yard_actions(self) -> list[Action]:
        """Return 'heap' and every 'yard b r y g' split that fits the receiver's front yard."""
        room = comp.YARD_MAX - total(self.yards[self.receiver])
        rb, rr, ry, rg = self.received
        out = [HEAP]
        for b in range(min(rb, room) + 1):
            for r in range(min(rr, room - b) + 1):
                for y in range(min(ry, room - b - r) + 1):
                    for g in range(min(rg, room - b - r - y) + 1):
                        if b + r + y + g:
                            out.append(_yard(b, r, y, g))
        return out

    def parse(self, text: str) -> Action | Outcome:
        """Return the typed action (or, at a chance node, outcome) written as ``text``; raise InvalidInput."""
        fixed = _FIXED.get(text) if isinstance(text, str) else None
        if fixed is not None and self.pending is None:  # already canonical: the common case (bots and widgets)
            return fixed
        check_text(text, "an action")
        words = " ".join(text.strip().lower().split()).replace(",", " ").split()
        if self.pending is not None:
            return self._parse_outcome(text, words)
        if words in (["stop"], ["heap"], ["end"]):
            return _FIXED[words[0]]
        if words in (["go", "on"], ["goon"], ["go"]):
            return GO_ON
        if len(words) == 5 and words[0] == "yard" and all(
                w.isascii() and w.isdigit() and len(w) <= 2 for w in words[1:]):
            return yard_of([int(w) for w in words[1:]])
        if len(words) == 2 and words[0] == "group" and words[1] in ("hub", "catch"):
            return GROUP_HUB if words[1] == "hub" else GROUP_CATCH
        if len(words) == 2 and words[0] in ("refill", "boost") and words[1] in COLOURS:
            return (REFILL if words[0] == "refill" else BOOST)[words[1]]
        if words and words[0] == "roll":
            return self._parse_roll(text, words[1:])
        raise InvalidInput(f"{short_repr(text)} is not a Voll verasselt action: say 'group hub', 'group catch', "
                           f"'boost <colour>', 'roll 0 1 2 3', 'go on', 'stop', 'refill <colour>', "
                           f"'yard <blue> <red> <yellow> <green>' (cards to the front yard), 'heap' or 'end' "
                           f"(colours: {', '.join(COLOURS)}). Legal now: {self._short_legal()}")

    def _parse_outcome(self, text: str, words: list[str]) -> Outcome:
        if words and words[0] == "dice" and all(w in comp.FACES for w in words[1:]) and len(words) <= comp.N_DICE + 1:
            return Roll(tuple(sorted(words[1:], key=comp.FACES.index)))
        if len(words) == 5 and words[0] == "cards" and all(
                w.isascii() and w.isdigit() and len(w) <= 2 for w in words[1:]):
            return Draw((int(words[1]), int(words[2]), int(words[3]), int(words[4])))
        raise InvalidInput(f"{short_repr(text)} is not a Voll verasselt chance outcome: say 'dice <face> ...' "
                           f"(faces: {', '.join(comp.FACES)}) or 'cards <blue> <red> <yellow> <green>'")

    def _parse_roll(self, text: str, args: list[str]) -> Action:
        if args in ([], ["all"]):
            return ROLLS[-1]
        if not all(a.isascii() and a.isdigit() and len(a) == 1 for a in args):
            raise InvalidInput(f"{short_repr(text)}: after 'roll' name dice positions 0 to {comp.N_DICE - 1}, "
                               "e.g. 'roll 0 1 2 3'")
        idx = sorted(int(a) for a in args)
        if idx[-1] >= comp.N_DICE or len(set(idx)) != len(idx):
            raise InvalidInput(f"{short_repr(text)}: name each die once, by its position 0 to {comp.N_DICE - 1}")
        return Action("roll", tuple(idx))

    def _short_legal(self) -> list[str]:
        legal = [str(a) for a in self.legal_actions()]
        return legal if len(legal) <= 8 else [*legal[:6], "...", legal[-1]]

    def refusal(self, action: Any, legal: Any) -> IllegalMove:
        """Return the structured refusal of a well-formed action that is not allowed now."""
        reason, fields = self._why(action)
        return refuse(self.GAME, action, reason, legal, **fields)

    def _why(self, action: Any) -> tuple[str, dict[str, Any]]:
        """Return the reason key and its fields for an action the rules do not allow now."""
        if self.pending is not None:
            return "chance_due", {}
        if not isinstance(action, Action):
            raise InvalidInput(f"an action is a text such as 'roll 0 1 2 3' or 'stop', not {short_repr(action)}")
        verb = action.verb
        if verb == "stop" and self.phase == _ROLL:
            return "stop", {}
        if _PHASE_OF.get(verb) != self.phase:
            return f"phase.{self.phase}", {"p": self.receiver + 1}
        if verb == "roll":
            return "min_roll", {"n": comp.MIN_ROLL}
        if verb in ("boost", "refill"):
            return f"no_card.{action.arg}", {}
        if verb == "yard":
            b, r, y, g = self.received
            return "yard", {"b": b, "r": r, "y": y, "g": g, "room": comp.YARD_MAX - total(self.yards[self.receiver])}
        if action == GROUP_HUB:
            return "hub_end", {}
        if action == END:
            return "no_end", {}
        return "not_legal", {}

    def _apply(self, action: Action) -> VollVerasseltState:  # type: ignore[override]
        verb, arg = action.verb, action.arg  # (the most frequent verbs first)
        if verb == "roll":
            assert isinstance(arg, tuple)
            return evolve(self, phase=_CHANCE, pending=_ROLLING[arg])
        if verb == "stop":
            return self._stop()
        if verb == "group":
            if arg == "hub":
                return self._choose_hub()
            return evolve(self, group="catch", phase=_ROLL,
                           events=appended(self.events, Grouped(self.turn_no, self.player, "catch")))
        if verb == "go on":
            return evolve(self, phase=_ROLL)
        if verb == "refill":
            return self._refill(COLOURS.index(str(arg)))
        if verb == "yard":
            assert isinstance(arg, tuple)
            return self._yard((arg[0], arg[1], arg[2], arg[3]))
        if verb == "boost":
            return self._boost(COLOURS.index(str(arg)))
        if verb == "heap":
            return self._heap_rest()
        return self._game_end("pile empty")

    def _apply_outcome(self, outcome: Outcome) -> VollVerasseltState:
        """Return the state after the dice came to rest or the cards were drawn."""
        pending = self.pending
        assert pending is not None
        if isinstance(outcome, Roll):
            return self._resolve_roll(pending.dice, outcome.faces)
        assert isinstance(outcome, Draw)
        c = outcome.counts
        cards = (c[0], c[1], c[2], c[3])
        pile = comp.sub(self.pile, cards)
        if pending.kind == "consolation":
            p = self.player
            yards = tuple(comp.add(y, cards) if i == p else y for i, y in enumerate(self.yards))
            state = evolve(self, pending=None, pile=pile, yards=yards,
                            events=appended(self.events, Consoled(self.turn_no, p, cards)))
            return state._after_consolation()
        hub = comp.add(self.hub, cards)
        if pending.kind == "deal":
            return evolve(self, pending=None, pile=pile, hub=hub, phase=_ROLL)
        # the pile had cards at the start of the turn: no end check (A9)
        return evolve(self, pending=None, pile=pile, hub=hub, phase=_ROLL,
                       events=appended(self.events, Replenished(self.turn_no, pending.bars, cards,
                                                                self.dice.count(comp.BARS), pending.top_up)))

    def scores(self) -> list[int]:
        """Return the cards on each player's bug heap."""
        return [total(h) for h in self.heaps]

    def winners(self) -> list[int]:
        """Return the winners: most heap cards, then fewest front-yard cards; remaining ties share (A3)."""
        if not self.is_over:
            return []
        keys = [(total(h), -total(y)) for h, y in zip(self.heaps, self.yards, strict=True)]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def inventory(self) -> Counter[str]:
        """Return cards of each colour over pile, hub, waiting catch, this turn's catch, hand-over, yards, heaps."""
        counts = [self.pile, self.hub, self.waiting, self.catch, self.received, *self.yards, *self.heaps]
        out: Counter[str] = Counter()
        for i, c in enumerate(COLOURS):
            out[f"{c} card"] = sum(x[i] for x in counts)
        return out

    def places(self) -> dict[str, Counts]:
        """Return the cards in every place (pile, hub, catches, yards, heaps) by name, for displays and tests."""
        out: dict[str, Counts] = {"pile": self.pile, "hub": self.hub, "waiting": self.waiting, "catch": self.catch,
                                  "received": self.received}
        for p in range(self.n_players):
            out[f"yard {p}"] = self.yards[p]
            out[f"heap {p}"] = self.heaps[p]
        return out

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: the pile's size and only the size of others' heaps."""
        player = check_int(player, "player", 0, self.n_players - 1)
        return Observation(player, self.player, self.phase, self.dice, self.hub, self.group, self.group_cards,
                           self.waiting, self.waiting_owner, self.catch, self.rolls, self.yards,
                           tuple(total(h) for h in self.heaps), self.heaps[player], self.pile_size, self.receiver,
                           self.received, self.turn_no, self.rules)

    # -- rule steps ---------------------------------------------------------------------------------------
    def _event(self, event: Event) -> History[Event]:
        return appended(self.events, event)

    def _hub_ends_game(self) -> bool:
        """Return True if choosing the hub now ends the game (pile empty, hub < 8, front yard too small)."""
        short = comp.HUB_MIN - total(self.hub)
        return not self.pile_size and short > 0 and total(self.yards[self.player]) < short

    def _hub_and_waiting(self, counts: Counts) -> tuple[Counts, Counts]:
        """Return the hub and the waiting catch once ``counts`` are the cards of the group rolled for (one of them)."""
        return (counts, self.waiting) if self.group == "hub" else (self.hub, counts)

    def _yard(self, cards: Counts) -> VollVerasseltState:
        r = self.receiver
        yards = tuple(comp.add(y, cards) if i == r else y for i, y in enumerate(self.yards))
        state = evolve(self, yards=yards, received=comp.sub(self.received, cards),
                       events=self._event(Handed("yard", self.turn_no, r, cards)))
        return state._heap_rest()

    def _heap_rest(self) -> VollVerasseltState:
        r = self.receiver
        heaps = tuple(comp.add(h, self.received) if i == r else h for i, h in enumerate(self.heaps))
        state = evolve(self, heaps=heaps, received=ZERO, events=self._event(
            Handed("heap", self.turn_no, r, self.received)) if total(self.received) else self.events)
        return state._receive_or_continue()

    def _hand_over(self, owner: int, cards: Counts, after: str) -> VollVerasseltState:
        state = evolve(self, receiver=owner, received=cards, after=after,
                       events=self._event(Handed("receive", self.turn_no, owner, cards)))
        return state._receive_or_continue()

    def _receive_or_continue(self) -> VollVerasseltState:
        if total(self.received):
            if total(self.yards[self.receiver]) >= comp.YARD_MAX:
                return self._heap_rest()  # front yard full: the rest can only go to the heap
            return evolve(self, phase=_RECEIVE)  # the owner decides (one action: 'yard b r y g' or 'heap')
        if self.after == "hub":
            return self._setup_hub(receiver=-1, after="")
        return evolve(self, receiver=-1, after="")._next_turn()

    def _choose_hub(self) -> VollVerasseltState:
        owner, cards = self.waiting_owner, self.waiting
        state = evolve(self, group="hub", waiting=ZERO, waiting_owner=-1,
                       events=self._event(Grouped(self.turn_no, self.player, "hub")))
        return state._hand_over(owner, cards, "hub")

    def _setup_hub(self, **changes: Any) -> VollVerasseltState:
        """Return the state replenishing the hub for a player rolling for it (a chance step), or the end check.
        ``changes`` are fields the step before changes too (such as a new turn's player and number), set in the same
        copy; the pile, the hub and the dice are not among them."""
        pile = self.pile_size
        if pile:
            bars = self.dice.count(comp.BARS) * self.rules.bars_per_bar_face
            top_up = max(0, comp.HUB_MIN - total(self.hub) - bars)  # then up to 8 cards (A4)
            n = min(bars + top_up, pile)
            if n and changes.get("turn_no", self.turn_no):  # (A7: no replenishing on the very first turn)
                return evolve(self, group="hub", phase=_CHANCE,
                               pending=Pending("replenish", n, bars=bars, top_up=top_up), **changes)
            return evolve(self, group="hub", phase=_ROLL, **changes)
        state = evolve(self, group="hub", phase=_ROLL, **changes)
        if total(state.hub) < comp.HUB_MIN:  # the pile was empty at the start of the turn (A9)
            if state._hub_ends_game():
                return state._game_end("pile empty")
            return evolve(state, phase=_REFILL)
        return state

    def _refill(self, colour: int) -> VollVerasseltState:
        p = self.player
        yards = tuple(comp.plus_one(y, colour, -1) if i == p else y for i, y in enumerate(self.yards))
        hub = comp.plus_one(self.hub, colour)
        return evolve(self, yards=yards, hub=hub, phase=_REFILL if total(hub) < comp.HUB_MIN else _ROLL,
                      events=self._event(Moved("refill", self.turn_no, p, COLOURS[colour])))

    def _boost(self, colour: int) -> VollVerasseltState:
        p = self.player
        yards = tuple(comp.plus_one(y, colour, -1) if i == p else y for i, y in enumerate(self.yards))
        hub, waiting = self._hub_and_waiting(comp.plus_one(self.group_cards, colour))
        return evolve(self, yards=yards, hub=hub, waiting=waiting,
                       events=self._event(Moved("boost", self.turn_no, p, COLOURS[colour])))

    def resolve_roll(self, chosen: tuple[int, ...], faces: tuple[str, ...]) -> VollVerasseltState:
        """Return the state after the dice at positions ``chosen`` came to rest showing ``faces`` (in that order).

        This is the rule step after the chance step; lessons and tests use it to ask "what if the dice showed
        ...?". It does not record a step (a save holds only steps applied with ``apply``).
        """
        if not isinstance(chosen, (tuple, list)) or len(chosen) > comp.N_DICE or not all(
                isinstance(i, int) and not isinstance(i, bool) and 0 <= i < comp.N_DICE for i in chosen):
            raise InvalidInput(f"chosen: give the rolled dice positions 0 to {comp.N_DICE - 1}, not "
                               f"{short_repr(chosen)}")
        die = list(dict.fromkeys(self.rules.die_faces))  # the faces this game's die can show, in face order
        if not isinstance(faces, (tuple, list)) or len(faces) > comp.N_DICE:
            raise InvalidInput(f"faces: give one face from {die} for each rolled die, not {short_repr(faces)}")
        chosen = tuple(chosen)
        rolling = self.phase == _ROLL or (self.pending is not None and self.pending.kind == "roll")
        if not rolling or chosen not in _ROLL_OF:
            raise IllegalMove(f"cannot roll dice {chosen} now (phase {self.phase!r}; at least {comp.MIN_ROLL} "
                              "different positions 0-6, in order)")
        if len(faces) != len(chosen) or not all(isinstance(f, str) and f in die for f in faces):
            raise InvalidInput(f"give one face from {die} for each rolled die, not {short_repr(faces)}")
        return self._resolve_roll(chosen, tuple(faces))

    def _resolve_roll(self, chosen: tuple[int, ...], faces: tuple[str, ...]) -> VollVerasseltState:
        """Return ``resolve_roll``'s state for a roll the rules and chance already allowed (nothing checked)."""
        dice = list(self.dice)
        for i, f in zip(chosen, faces, strict=False):  # (as many faces as dice: checked before)
            dice[i] = f
        now = tuple(dice)
        shown = comp.dice_counts(now)
        group = self.group_cards
        bugged = shown[0] > group[0] or shown[1] > group[1] or shown[2] > group[2] or shown[3] > group[3]
        events = appended(self.events, Rolled(self.turn_no, self.player, chosen, now, "bugged up" if bugged else "ok"))
        if bugged:
            return self._bugged_up(now, events)
        hub, waiting = self._hub_and_waiting(comp.sub(group, shown))
        return evolve(self, dice=now, pending=None, events=events, catch=comp.add(self.catch, shown),
                       rolls=self.rolls + 1, phase=_DECIDE, hub=hub, waiting=waiting)

    def _bugged_up(self, dice: tuple[str, ...], events: History[Event]) -> VollVerasseltState:
        """Return the state after a roll that bugged up showing ``dice`` (``events`` has the roll): this turn's catch
        goes back to the group, then the consolation is drawn (a chance step) or, with none to draw, the turn ends."""
        p = self.player
        hub, waiting = self._hub_and_waiting(comp.add(self.group_cards, self.catch))
        n = min(comp.CONSOLATION, comp.YARD_MAX - total(self.yards[p]), self.pile_size)
        if n > 0:
            return evolve(self, dice=dice, events=events, catch=ZERO, hub=hub, waiting=waiting, phase=_CHANCE,
                           pending=_CONSOLING[n])
        state = evolve(self, dice=dice, events=appended(events, Consoled(self.turn_no, p, ZERO)), catch=ZERO,
                        hub=hub, waiting=waiting, phase=_ROLL, pending=None)
        return state._after_consolation()

    def _after_consolation(self) -> VollVerasseltState:
        if self.group == "catch":
            owner, cards = self.waiting_owner, self.waiting
            state = evolve(self, waiting=ZERO, waiting_owner=-1)
            return state._hand_over(owner, cards, "next")
        return self._next_turn()

    def _stop(self) -> VollVerasseltState:
        p = self.player
        owner, rest = self.waiting_owner, self.waiting
        state = evolve(self, events=self._event(Handed("stop", self.turn_no, p, self.catch)), waiting=self.catch,
                        waiting_owner=p if total(self.catch) else -1, catch=ZERO)
        if self.group == "catch":
            return state._hand_over(owner, rest, "next")
        return state._next_turn()

    def _next_turn(self) -> VollVerasseltState:
        turn_no = self.turn_no + 1
        turn = {"player": (self.player + 1) % self.n_players, "turn_no": turn_no, "catch": ZERO, "rolls": 0}
        if turn_no >= self.rules.max_turns:
            return evolve(self, group="hub", **turn)._game_end("turn limit")
        if total(self.waiting):
            return evolve(self, group="hub", phase=_CHOOSE, **turn)
        return self._setup_hub(**turn)

    def _game_end(self, reason: str) -> VollVerasseltState:
        heaps = self.heaps
        if total(self.waiting):
            heaps = tuple(comp.add(h, self.waiting) if i == self.waiting_owner else h for i, h in enumerate(heaps))
        return evolve(self, heaps=heaps, waiting=ZERO, waiting_owner=-1, phase=_OVER, end_reason=reason,
                      events=self._event(Ended(self.turn_no, reason, tuple(total(h) for h in heaps))))


@new_game_function("voll_verasselt")
def new_game(players: int = 2, max_turns: int = DEFAULT_MAX_TURNS, die_faces: Sequence[str] | None = None,
             bars_per_bar_face: int | None = None) -> VollVerasseltState:
    """Return a new game at its first chance node: the hub of 10 is about to be drawn from the face-down pile.

    ``players`` 2 to 5; ``max_turns`` 1 to 100,000 (safety A11). The die (A2): ``die_faces`` 5 to 12 faces, each
    ``blue``, ``red``, ``yellow``, ``green`` or ``bars``, every one at least once; ``bars_per_bar_face``
    0 to 3 cards; None: the shipped data file's (``components.DIE_FACES``, ``components.BARS_PER_FACE``). A die
    given is recorded in the game's options (so a save keeps it). A seed or any other option is refused by
    ``new_game_function``.
    """
    players = check_int(players, "players", comp.MIN_PLAYERS, comp.MAX_PLAYERS)
    max_turns = check_int(max_turns, "max_turns", 1, MAX_TURNS_LIMIT)
    faces = comp.bug_die(die_faces)
    bars = comp.BARS_PER_FACE if bars_per_bar_face is None else comp.check_bars_per_face(bars_per_bar_face)
    pile = tuple(comp.CARDS_PER_KIND - players * comp.START_YARD[i] for i in range(4))
    if die_faces is not None:
        _make_roll_tables(faces)  # once per die: no roll of the game makes a table
    options = {"max_turns": max_turns, "die_faces": None if die_faces is None else faces,
               "bars_per_bar_face": None if bars_per_bar_face is None else bars}
    return VollVerasseltState(
        n_players=players, options=kept_options(new_game, options), rules=Rules(max_turns, faces, bars),
        pile=(pile[0], pile[1], pile[2], pile[3]), hub=ZERO, yards=tuple(comp.START_YARD for _ in range(players)),
        heaps=tuple(ZERO for _ in range(players)), phase=_CHANCE, pending=Pending("deal", comp.HUB_START))




def from_json(text: str | bytes) -> VollVerasseltState:
    """Return the Voll verasselt game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (``bugkit.core.game.replay`` checks every limit and refuses saves of an older bugkit)."""
    return replay(text, VollVerasseltState, new_game)

