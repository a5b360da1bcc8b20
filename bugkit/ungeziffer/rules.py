"""Ungeziffer (HABA, Kristin Mückel): the rules card, and the engine that follows it.

Rules, in our words
-------------------
1. All vermin tiles lie shuffled face down in the middle. 2 to 4 players, clockwise; player 0 starts.
2. On your turn you roll both dice (green 1-6, yellow 0-3) and add them: that sum is your *target*.
3. You turn tiles face up one at a time and add their vermin out loud.
4. Exactly the target: you take every tile you turned this turn (it can be a single tile).
5. More than the target: bad luck, the turned tiles go face down again where they lay.
6. Less than the target: you must turn another tile. A zero ("midge mush") adds nothing, so you simply go on.
7. As soon as the total equals the target you stop at once: no further tile, not even a zero.
8. The game ends when 4 or fewer tiles are left in the middle. Most tiles wins; a tie is a shared win.

Variants
--------
- ``variant="beginners"``: only the tiles 0-6 and only the green die (the default box: 25 tiles).
- ``variant="plus_minus"``: at most two tiles with vermin may be turned, and you may add *or* subtract
  them to hit the target; each zero tile allows one more tile to be turned.

Readings we decided (rulebook silent; components.md §3 "UNKNOWN")
----------------------------------------------------------------
- A1 tile split and A2 yellow die faces: data, see ``components.py`` (``tiles=``, ``yellow_faces=``).
- Beginners with your own material (normalised, not refused): ``tiles=`` and ``yellow_faces=`` describe the box
  you own; the beginners' version puts what it does not need back in the box, as the rulebook says. So tiles 7-9
  of a custom ``tiles=`` set are left out exactly as from the default set, and a ``yellow_faces=`` is left out
  with the yellow die. The game's set-up (``state.setup``, the save) then lists only what is played with: the
  tiles 0-6, and no ``yellow_faces``. If fewer than ``end_at`` + 1 tiles 0-6 remain, the set is refused.
- A3: there is no voluntary stop: below the target you must turn on. If no face-down tile is left before the
  target is reached, the turn fails and the turned tiles go face down again.
- A4 (plus-minus): with two vermin tiles a and b the result is a + b or |a - b| (subtracting "the other way"
  gives the same number, so order does not matter). With one vermin tile that equals the target you stop
  at once (rule 7). A first tile above the target is not a failure in this variant, since the second tile may
  be subtracted. The engine announces the hit itself: if a+b or |a-b| equals the target, the turn succeeds;
  if neither does, the turn fails as "no match" (``TurnEnded.result`` 'no_match', never "too many": two small
  tiles can fail below the target).
- What a player "collects": the rulebook says the player with the most *tiles* wins, so scores count tiles
  (``score="tiles"``); ``score="vermin"`` counts the vermin on them instead, for a classroom that prefers it.
- Ties: the rulebook names no tie-break, so players tied for most tiles (or vermin, with ``score="vermin"``)
  share the win (rule 8; ``winners()`` lists them all).
- End when stuck (our addition, ``end_when_stuck=True``): if no roll could ever be matched by the tiles left
  (say only zeros remain), the game ends as if 4 tiles were left, so no game can loop forever.
- ``end_at=4`` is the rulebook's "four (or fewer) tiles left"; it is a parameter for small custom tile sets.
  The game ends right after the turn that leaves that few tiles, with no last round to even out the turns (the
  rulebook names none); a hit ends the turn too (no extra turn for a hit): play goes on clockwise.
- Everyone at the table sees every tile that is turned face up (it lies open until the turn ends), so the
  reveal log is public; what each player *remembers* of it is up to the player (see ``bots.py``). Public *now* is
  only what lies face up (and the tiles taken): the board's log names a tile that lies face down again without its
  value, so a human player has to remember it, as at the table.
- The yellow die (A2): by default 0, 1, 2, 3 equally likely; the board says so. ``yellow_faces=`` changes it,
  and every odds helper (``dice_sum_dist``, ``p_hit_turn``, ``simulate_dice_sums``, ``dice_pairs``) takes the
  same ``yellow_faces``, so odds and game agree.
- Chance in the open (issue 12): the state holds no generator and no shuffled layout. A face-down tile that
  was never turned has no value yet: when it is first turned the state is a *chance node* whose outcomes are
  the values still unseen, each with probability (tiles of that value unseen) / (tiles unseen). This is the
  same game in distribution as shuffling at the start. A tile that was turned and went face down again keeps
  its value, and everyone saw it (``layout`` holds it; ``HIDDEN`` marks a tile never turned). The roll is a
  chance node too: the green die's and the yellow die's faces (or the green die alone for beginners).
- A fresh game every time: ``bugkit.start("ungeziffer", seed=...)`` samples chance from the seed (None: a fresh
  one). The board deals each new game from a short random *game number* (1 to 999,999) that seeds its session and
  that it shows ("Game number" / "Spielnummer") only once the game is over, so no second board can look ahead;
  typing it in and making the same moves replays the game (``bugkit.ui.gamenumber``). A save holds the set-up and
  every step (decisions and chance outcomes), no seed.
- Exact odds and the engine agree: ``odds.p_hit`` (and ``p_hit_turn``) equal, as Fractions, what
  ``bugkit.core.exact.evaluate`` gets by walking these rules (rolls and reveals as chance nodes) with the blind
  policy (every legal action equally likely) on small tile sets.
- Sizes (so nothing typed can hang a lesson): 2-4 players; a custom tile set holds at most 200 tiles;
  a custom yellow die has 1-12 faces 0-3; ``end_at`` 0-200; an action is at most 200 characters.

Steps (typed values; ``str()`` is the text form, ``parse`` reads it back)
-------------------------------------------------------------------------
- Decisions: ``Roll()`` = ``"roll"``; ``Turn(pos)`` = ``"turn N"`` (N a face-down tile's position, 0-based, row
  by row; a bare number means the same).
- Chance outcomes: ``Dice((green, yellow))`` = ``"dice 5 3"`` (``"dice 5"`` for beginners);
  ``Reveal(pos, value)`` = ``"tile 5 is 3"``.

Example::

    s = new_game(2).apply("roll")          # a chance node: s.chance_outcomes() are the 24 (green, yellow) pairs
    s = s.apply("dice 5 3").apply("turn 0")  # target 8; tile 0 was never turned: chance gives its value
    s.chance_outcomes()[Reveal(0, 9)]      # Fraction(1, 16) with the default tiles (2 nines of 32)
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property, lru_cache
from itertools import compress, repeat
from operator import is_not
from typing import Any, NamedTuple

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
from ..core.validate import check_choice, check_int, check_text, init_step, short_repr
from . import components as C
from . import refusals  # noqa: F401 - registers the refusal texts in both languages

VARIANTS = ("standard", "beginners", "plus_minus")
_NUMBER = re.compile(r"[0-9]+")  # ASCII digits only ('²'.isdigit() is True, but int('²') fails)
SCORES = ("tiles", "vermin")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
HIDDEN = -1  # in ``layout``: a face-down tile that was never turned (its value is not decided yet)

# The public surface; results_plus_minus is the plus-minus variant's helper for the state and the bots (on vermin
# the state holds).
__all__ = ["FAILED", "HIDDEN", "ROLL", "SCORES", "VARIANTS", "Dice", "GameEnded", "Observation", "Phase", "Reveal",
           "Roll", "Rolled", "Rules", "Turn", "TurnEnded", "Turned", "UngezifferState", "from_json", "make_rules",
           "new_game"]


class Phase(StrEnum):
    """Where a turn stands: roll (decision), dice (chance), turn (decision), reveal (chance), over."""

    ROLL = "roll"
    DICE = "dice"
    TURN = "turn"
    REVEAL = "reveal"
    OVER = "over"


# the phases as plain names for the hot paths (``Phase.X`` looks the member up on the class every time)
_ROLL, _DICE, _TURN, _REVEAL, _OVER = Phase.ROLL, Phase.DICE, Phase.TURN, Phase.REVEAL, Phase.OVER


@dataclass(frozen=True, slots=True)
class Roll(Step):
    """The decision to roll the dice."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Turn(Step):
    """The decision to turn the face-down tile at ``pos``."""

    pos: int

    def __post_init__(self) -> None:
        init_step(self)

    def __str__(self) -> str:
        return f"turn {self.pos}"


@dataclass(frozen=True, slots=True)
class Dice(Step):
    """A chance outcome: the faces the dice show, green first (yellow second unless beginners)."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        init_step(self)

    def __str__(self) -> str:
        return "dice " + " ".join(map(str, self.values))


@dataclass(frozen=True, slots=True)
class Reveal(Step):
    """A chance outcome: the tile at ``pos``, turned for the first time, shows ``value``."""

    pos: int
    value: int

    def __post_init__(self) -> None:
        init_step(self)

    def __str__(self) -> str:
        return f"tile {self.pos} is {self.value}"


ROLL = known_step(Roll())
UngezifferStep = Roll | Turn | Dice | Reveal
_TURNS: list[Turn] = []  # Turn(p) for every position p seen so far: legal actions are made from these (checked once)


def _turns(n: int) -> list[Turn]:
    """Return [Turn(0), ..., Turn(n - 1)] and longer: the one checked Turn per position, made when first needed."""
    while len(_TURNS) < n:
        _TURNS.append(known_step(Turn(len(_TURNS))))
    return _TURNS


_REVEALS: dict[int, tuple[Reveal, ...]] = {}


def _reveals(pos: int) -> tuple[Reveal, ...]:
    """Return (Reveal(pos, 0), ..., Reveal(pos, 9)), made once per position (a chance node lists the values left)."""
    reveals = _REVEALS.get(pos)
    if reveals is None:
        reveals = _REVEALS[pos] = tuple(known_step(Reveal(pos, v)) for v in range(C.MAX_TILE + 1))
    return reveals


class Rolled(NamedTuple):
    """Event: ``player`` rolled ``dice`` in turn ``turn_no``; the target is ``target``."""

    turn_no: int
    player: int
    dice: tuple[int, ...]
    target: int


class Turned(NamedTuple):
    """Event: ``player`` turned the tile at ``pos``; it shows ``value`` (seen by everyone)."""

    turn_no: int
    player: int
    pos: int
    value: int


class TurnEnded(NamedTuple):
    """Event: the turn ended: ``result`` is 'hit', 'miss' (over the target), 'no_match' (plus-minus: two vermin tiles
    that make the target neither added nor subtracted) or 'out' (no face-down tile left); the values turned."""

    result: str
    turn_no: int
    player: int
    values: tuple[int, ...]

    @property
    def failed(self) -> bool:
        """Return True if the turn failed (its tiles go face down again): every result but 'hit'."""
        return self.result in FAILED


FAILED = ("miss", "no_match", "out")  # the results of a failed turn (TurnEnded.result)


class GameEnded(NamedTuple):
    """Event: the game ended, ``reason`` 'few tiles' or 'stuck'; ``end_at`` is the rules' count of tiles at or
    under which the game ends (4, the rulebook's "four or fewer", unless a custom game set ``end_at``)."""

    reason: str
    end_at: int = 4


Event = Rolled | Turned | TurnEnded | GameEnded


@dataclass(frozen=True)
class Rules:
    """The variant in force: which tiles, which dice, how many vermin tiles a turn may use, how to score."""

    variant: str = "standard"
    tiles: tuple[tuple[int, int], ...] = ()
    green_faces: tuple[int, ...] = C.GREEN_FACES
    yellow_faces: tuple[int, ...] | None = C.YELLOW_FACES
    end_at: int = 4
    score: str = "tiles"
    end_when_stuck: bool = True

    @property
    def max_vermin_tiles(self) -> int | None:
        """Return 2 in the plus-minus variant (tiles with vermin per turn), else None (no limit)."""
        return 2 if self.variant == "plus_minus" else None

    @cached_property
    def targets(self) -> tuple[int, ...]:
        """Return every target a roll of this variant's dice can produce."""
        yellow = self.yellow_faces or (0,)
        return tuple(sorted({g + y for g in self.green_faces for y in yellow}))

    @cached_property
    def dice_outcomes(self) -> Dist[Dice]:
        """Return the exact distribution of a roll: each (green, yellow) pair of faces; repeated faces weigh more."""
        return _dice_outcomes(self.green_faces, self.yellow_faces)

    @cached_property
    def dice_values(self) -> frozenset[tuple[int, ...]]:
        """Return the faces every outcome of a roll shows (``Dice.values``): a roll can bring exactly these."""
        return frozenset(d.values for d in self.dice_outcomes)

    def outcome(self, turned: tuple[int, ...], target: int) -> str:
        """Return 'hit', 'miss' (over the target), 'no_match' (plus-minus: two vermin tiles that cannot make it) or
        'go on' for the values turned so far this turn."""
        vermin = [v for v in turned if v]
        if self.max_vermin_tiles is None:
            total = sum(vermin)
            return "hit" if total == target else "miss" if total > target else "go on"
        if target in results_plus_minus(vermin):
            return "hit"
        return "no_match" if len(vermin) >= self.max_vermin_tiles else "go on"

    @cached_property
    def _stuck(self) -> dict[tuple[tuple[int, ...], ...], bool]:
        """Return the memo of ``stuck``: the tiles each player won -> whether no roll can be matched any more."""
        return {}

    def stuck(self, won: tuple[tuple[int, ...], ...]) -> bool:
        """Return True if no target could ever be hit with the tiles not yet won (each player's ``won``)."""
        last = self.__dict__.get("_last_stuck")
        if last is not None and last[0] is won:  # the same tiles won as at the last turn's end (a miss)
            return last[1]  # type: ignore[no-any-return]
        stuck = self._stuck.get(won)
        if stuck is None:
            middle = dict(self.tiles)
            for w in won:
                for v in w:
                    middle[v] = middle.get(v, 0) - 1
            values = [v for v, c in middle.items() for _ in range(max(c, 0))]
            if self.max_vermin_tiles is not None:
                stuck = not self.reachable(values) & set(self.targets)
            else:  # ``reachable`` by bits, stopping at the first target some tiles hit
                top = max(self.targets)
                mask, hits = (2 << top) - 1, sum(1 << t for t in set(self.targets) if 1 <= t <= top)
                bits, stuck = 1, True
                for v in sorted(v for v in values if v):
                    bits |= (bits << v) & mask
                    if bits & hits:
                        stuck = False
                        break
            self._stuck[won] = stuck
        self.__dict__["_last_stuck"] = (won, stuck)
        return stuck

    def reachable(self, values: list[int]) -> set[int]:
        """Return every target some choice of the given face-down tiles could hit under this variant."""
        vermin = sorted(v for v in values if v)
        if self.max_vermin_tiles is not None:
            out = set(vermin) | {a + b for i, a in enumerate(vermin) for b in vermin[i + 1:]}
            return out | {abs(a - b) for i, a in enumerate(vermin) for b in vermin[i + 1:]}
        top = max(self.targets)
        bits = 1  # bit k set: some subset of the tiles sums to k
        for v in vermin:
            bits |= (bits << v) & ((2 << top) - 1)
        return {k for k in range(1, top + 1) if bits >> k & 1}


@lru_cache(maxsize=64)
def _dice_outcomes(green: tuple[int, ...], yellow: tuple[int, ...] | None) -> Dist[Dice]:
    """Return the distribution of a roll of these dice (made once per pair of dice: every game shares it)."""
    if yellow is None:
        return Dist([(_dice((g,)), 1) for g in green])
    return Dist([(_dice((g, y)), 1) for g in green for y in yellow])


_DICE_OF: dict[tuple[int, ...], Dice] = {}  # Dice(values) for each pair of faces (at most 6 x 4 + 6), made once


def _dice(values: tuple[int, ...]) -> Dice:
    """Return Dice(values), made once (every variant's roll lists the same few)."""
    dice = _DICE_OF.get(values)
    if dice is None:
        dice = _DICE_OF[values] = known_step(Dice(values))
    return dice


def results_plus_minus(vermin: list[int]) -> set[int]:
    """Return the numbers one or two vermin tiles can make by adding or subtracting (plus-minus variant)."""
    if len(vermin) == 0:
        return {0}
    if len(vermin) == 1:
        return {vermin[0]}
    a, b = vermin[0], vermin[1]
    return {a + b, abs(a - b)}


def make_rules(variant: str = "standard", tiles: dict[Any, int] | None = None,
               yellow_faces: tuple[int, ...] | list[int] | None = None, end_at: int = 4, score: str = "tiles",
               end_when_stuck: bool = True) -> Rules:
    """Return validated Rules for a variant and optional overrides; raise InvalidInput if anything is off."""
    check_choice(variant, "variant", VARIANTS)
    check_choice(score, "score", SCORES)
    check_int(end_at, "end_at", 0, C.MAX_TOTAL_TILES)
    check_choice(end_when_stuck, "end_when_stuck", (True, False))
    counts = C.parse_tiles(tiles) if tiles is not None else C.default_tiles()
    yellow: tuple[int, ...] | None = C.yellow_die(yellow_faces)  # checked in every variant (a bad die is refused)
    if variant == "beginners":  # the rules card: what beginners do not need goes back in the box
        counts, yellow = C.beginner_tiles(counts), None
    if sum(counts.values()) <= end_at:
        what = " 0-6 (the beginners' version leaves out 7-9)" if variant == "beginners" else ""
        raise InvalidInput(f"{sum(counts.values())} tiles{what} are too few: the game ends at {end_at} or fewer")
    return Rules(variant, tuple(counts.items()), C.GREEN_FACES, yellow, end_at, score, end_when_stuck)


@dataclass(frozen=True)
class Observation:
    """What one seat sees: open tiles, which places are face down, the public reveal log, the scores."""

    viewer: int  # whose view this is (the seat that asked)
    to_move: int  # the player to move now
    phase: Phase  # a StrEnum: equal to its text ('roll', ...), as JSON writes it
    dice: tuple[int, ...]
    target: int | None
    turned: tuple[int, ...]
    open_values: dict[int, int]
    face_down: tuple[int, ...]
    reveals: tuple[tuple[int, int, int], ...]
    tiles_won: tuple[int, ...]
    rules: Rules = field(repr=False)  # the same all game long: left out of printed observations (playthroughs)
    turn_no: int = 0


@dataclass(frozen=True, kw_only=True)
class UngezifferState(Recorded):
    """A position: the tiles in the middle (None where taken, ``HIDDEN`` if never turned, else the value everyone
    saw), this turn's turned tiles, the tiles won, the dice. No generator: rolls and first reveals are chance nodes."""

    GAME = "ungeziffer"

    rules: Rules
    layout: tuple[int | None, ...]
    won: tuple[tuple[int, ...], ...]
    player: int = 0
    phase: Phase = Phase.ROLL
    dice: tuple[int, ...] = ()
    turned: tuple[int, ...] = ()
    turn_no: int = 0
    end_reason: str = ""
    events: History[Event] = field(default=EMPTY_HISTORY, compare=False, repr=False)

    # -- the protocol -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player whose turn it is (``CHANCE`` while the dice roll or a tile shows its value)."""
        return CHANCE if self.is_chance_node else self.player

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase is _OVER

    @property
    def is_chance_node(self) -> bool:
        """Return True while the dice are rolling or a tile turned for the first time is about to show its value."""
        phase = self.phase
        return phase is _DICE or phase is _REVEAL

    def chance_outcomes(self) -> Dist[Any]:
        """Return the exact outcomes due now: the dice faces, or the values still unseen (by count) for a new tile."""
        if self.phase is _DICE:
            return self.rules.dice_outcomes
        if self.phase is _REVEAL:
            reveals = _reveals(self.turned[-1])
            return Dist.from_counts([(reveals[v], c) for v, c in sorted(self._unseen_counts().items()) if c > 0])
        return super().chance_outcomes()

    def legal(self, step: Step) -> bool:
        """Return True if ``step`` is one of ``legal_actions()`` (decided directly: Roll before the roll, a Turn of a
        face-down tile after it)."""
        if self.phase is _ROLL:
            return type(step) is Roll
        if self.phase is not _TURN or type(step) is not Turn:
            return False
        pos = step.pos
        return 0 <= pos < len(self.layout) and self.layout[pos] is not None and pos not in self.turned

    def possible(self, outcome: Step) -> bool:
        """Return True if ``outcome`` is one of ``chance_outcomes()`` (decided directly for a tile's value)."""
        if self.phase is _REVEAL:
            return type(outcome) is Reveal and outcome.pos == self.turned[-1] and self._unseen_counts().get(
                outcome.value, 0) > 0
        if self.phase is _DICE:
            return type(outcome) is Dice and outcome.values in self.rules.dice_values
        return outcome in self.chance_outcomes()

    @property
    def target(self) -> int | None:
        """Return the sum of the dice rolled this turn (None before the roll)."""
        return sum(self.dice) if self.phase in (_TURN, _REVEAL) else None

    @property
    def total(self) -> int:
        """Return the vermin on the tiles turned (and showing) this turn."""
        return sum(self.value(p) or 0 for p in self.turned)

    def value(self, pos: int) -> int | None:
        """Return the value of the tile at ``pos`` if everyone has seen it (None if taken or never turned); raise
        InvalidInput for a position that is not on the table."""
        if type(pos) is not int or not 0 <= pos < len(self.layout):
            pos = check_int(pos, "pos (a tile position)", 0, len(self.layout) - 1)
        v = self.layout[pos]
        return None if v is None or v == HIDDEN else v

    def _down(self) -> list[int | None]:
        """Return the layout with the tiles turned this turn as None: the face-down tiles are the others not None."""
        layout = self.layout
        if not self.turned:
            return layout  # type: ignore[return-value]
        down = list(layout)
        for p in self.turned:
            down[p] = None
        return down

    def face_down(self) -> tuple[int, ...]:
        """Return the positions of tiles lying face down in the middle."""
        return tuple(compress(range(len(self.layout)), map(is_not, self._down(), repeat(None))))

    def tiles_left(self) -> int:
        """Return how many tiles are still in the middle."""
        return len(self.layout) - self.layout.count(None)

    def unseen(self) -> Counter[int]:
        """Return value -> how many tiles of that value nobody has seen yet (the values the never-turned tiles hold)."""
        return Counter(self._unseen_counts())

    def _unseen_counts(self) -> dict[int, int]:
        """Return ``unseen()`` as a plain dict (the values of the box, in its order, then any other)."""
        counts = dict(self.rules.tiles)
        for v in self.layout:
            if v is not None and v != HIDDEN:
                counts[v] = counts.get(v, 0) - 1
        for w in self.won:
            for v in w:
                counts[v] = counts.get(v, 0) - 1
        return counts

    def middle_values(self) -> list[int]:
        """Return the values of the tiles in the middle as a multiset (seen ones, plus the unseen pool)."""
        seen = [v for v in self.layout if v is not None and v != HIDDEN]
        return seen + [v for v, c in self.unseen().items() for _ in range(max(c, 0))]

    def legal_actions(self) -> list[Roll | Turn]:
        """Return [Roll()] before the roll, then a Turn for each face-down tile; nothing at chance or once over."""
        if self.phase is _ROLL:
            return [ROLL]
        if self.phase is _TURN:
            turns = _TURNS if len(_TURNS) >= len(self.layout) else _turns(len(self.layout))
            return list(compress(turns, map(is_not, self._down(), repeat(None))))
        return []

    def parse(self, text: str) -> UngezifferStep:
        """Return the step written as ``text``: 'roll', 'turn N' (or a bare N), 'dice G Y', 'tile N is V'; raise
        InvalidInput for anything else."""
        check_text(text, "an Ungeziffer step")
        words = " ".join(text.strip().lower().split()).split()
        if words == ["roll"]:
            return ROLL
        if len(words) == 1 and _NUMBER.fullmatch(words[0]):
            words = ["turn", words[0]]
        numbers = [int(w) for w in words[1:] if _NUMBER.fullmatch(w) and len(w) < 6]
        if len(words) == 2 and words[0] == "turn" and len(numbers) == 1:
            return Turn(numbers[0])
        if words[:1] == ["dice"] and 2 <= len(words) <= 3 and len(numbers) == len(words) - 1:
            return Dice(tuple(numbers))
        if len(words) == 4 and words[0] == "tile" and words[2] == "is" and _NUMBER.fullmatch(words[1]) and \
                _NUMBER.fullmatch(words[3]) and len(words[1]) < 6 and len(words[3]) < 3:
            return Reveal(int(words[1]), int(words[3]))
        raise InvalidInput(f"{short_repr(text, 60)} is not an Ungeziffer action: say 'roll' or 'turn N' "
                           f"(N a tile position). Legal now: {[str(a) for a in self.legal_actions()[:8]]}")

    def refusal(self, action: Any, legal: Any) -> IllegalMove:
        """Return why a well-formed action is not allowed now, as a structured refusal."""
        if isinstance(action, Roll):
            return refuse(self.GAME, action, "rolled", legal)
        if isinstance(action, Turn) and self.phase is _ROLL:
            return refuse(self.GAME, action, "roll_first", legal)
        if isinstance(action, Turn):
            pos = action.pos
            if pos >= len(self.layout):
                return refuse(self.GAME, action, "no_tile", legal, pos=pos, last=len(self.layout) - 1)
            reason = "taken" if self.layout[pos] is None else "face_up"
            return refuse(self.GAME, action, reason, legal, pos=pos, n=pos + 1)
        return refuse(self.GAME, action, "not_chance", legal)

    def _apply(self, action: Roll | Turn) -> UngezifferState:  # type: ignore[override]
        if isinstance(action, Roll):
            return evolve(self, phase=_DICE)
        pos = action.pos
        turned = (*self.turned, pos)
        if self.layout[pos] == HIDDEN:
            return evolve(self, turned=turned, phase=_REVEAL)
        return self._after_turn(pos, self.layout, turned)

    def _apply_outcome(self, outcome: Dice | Reveal) -> UngezifferState:
        if isinstance(outcome, Dice):
            event = Rolled(self.turn_no, self.player, outcome.values, sum(outcome.values))
            return evolve(self, phase=_TURN, dice=outcome.values, events=appended(self.events, event))
        pos = outcome.pos
        layout = (*self.layout[:pos], outcome.value, *self.layout[pos + 1:])  # the tile shows its value
        return self._after_turn(pos, layout, self.turned, phase=_TURN)

    def scores(self) -> list[int]:
        """Return tiles won per player (or vermin on them with score='vermin')."""
        if self.rules.score == "vermin":
            return [sum(w) for w in self.won]
        return [len(w) for w in self.won]

    def inventory(self) -> Counter[str]:
        """Return the count of tiles of each value: seen in the middle, won, and still unseen (never changes)."""
        out: Counter[str] = Counter()
        for v in self.middle_values() + [v for w in self.won for v in w]:
            out[f"tile {v}"] += 1
        for v, c in self.unseen().items():
            if c < 0:
                out[f"tile {v}"] += c  # an impossible position shows as a changed inventory
        return out

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: open tiles only, plus the public log of every tile turned so far."""
        player = check_int(player, "player", 0, self.n_players - 1)
        reveals = tuple((e.turn_no, e.pos, e.value) for e in self.events if isinstance(e, Turned))
        shown = {p: v for p in self.turned if (v := self.value(p)) is not None}
        return Observation(player, self.player, self.phase, self.dice, self.target, self.turned, shown,
                           self.face_down(), reveals, tuple(len(w) for w in self.won), self.rules, self.turn_no)

    # -- rule steps ---------------------------------------------------------------------------------------
    # One new state per step: each rule step below works on the values the state will have (``layout``,
    # ``turned``, ``changes``) and makes the state once, at the end.
    def _after_turn(self, pos: int, layout: tuple[int | None, ...], turned: tuple[int, ...],
                    **changes: Any) -> UngezifferState:
        """Return the state once the tile at ``pos`` (turned, its value in ``layout``) shows: the turn goes on or
        ends."""
        value = layout[pos]
        assert value is not None and value != HIDDEN
        shown = Turned(self.turn_no, self.player, pos, value)
        values: tuple[int, ...] = tuple(map(layout.__getitem__, turned))  # type: ignore[arg-type] # all shown
        rules = self.rules
        if rules.variant == "plus_minus":
            result = rules.outcome(values, sum(self.dice))
        else:  # Rules.outcome without a limit of vermin tiles: the sum decides
            total, target = sum(values), sum(self.dice)
            result = "hit" if total == target else "miss" if total > target else "go on"
        if result == "go on" and len(layout) - layout.count(None) <= len(turned):  # no face-down tile left
            result = "out"
        if result == "go on":
            return evolve(self, layout=layout, turned=turned, events=appended(self.events, shown), **changes)
        return self._end_turn(result, layout, turned, values, shown, changes)

    def _end_turn(self, result: str, layout: tuple[int | None, ...], turned: tuple[int, ...],
                  values: tuple[int, ...], shown: Turned, changes: dict[str, Any]) -> UngezifferState:
        """Return the state after the turn ended with ``result`` (the tiles taken on a hit), and the game perhaps;
        ``shown`` is the event of the tile turned last."""
        won = self.won
        if result == "hit":
            middle = list(layout)
            for p in turned:
                middle[p] = None
            layout = tuple(middle)
            won = (*won[:self.player], (*won[self.player], *values), *won[self.player + 1:])
        events = appended(self.events, shown, TurnEnded(result, self.turn_no, self.player, values))
        changes.update(layout=layout, won=won, turned=(), dice=(), phase=_ROLL,
                       player=(self.player + 1) % self.n_players, turn_no=self.turn_no + 1, events=events)
        reason = self._end_reason(layout, won)
        if reason:
            changes.update(phase=_OVER, end_reason=reason,
                           events=appended(events, GameEnded(reason, self.rules.end_at)))
        return evolve(self, **changes)

    def _end_reason(self, layout: tuple[int | None, ...], won: tuple[tuple[int, ...], ...]) -> str:
        """Return why the game ends with these tiles in the middle and won ('few tiles', 'stuck'), or ''."""
        if len(layout) - layout.count(None) <= self.rules.end_at:
            return "few tiles"
        if self.rules.end_when_stuck and self.rules.stuck(won):
            return "stuck"
        return ""


@new_game_function("ungeziffer")
def new_game(players: int = 2, variant: str = "standard", tiles: dict[Any, int] | None = None,
             yellow_faces: list[int] | None = None, end_at: int = 4, score: str = "tiles",
             end_when_stuck: bool = True) -> UngezifferState:
    """Return a new game: every tile face down and not yet decided (chance decides it when first turned), player 0
    to roll. No seed: ``bugkit.start("ungeziffer", seed=...)`` gives a session that samples chance.

    Bounds: 2-4 players; ``tiles`` a mapping value 0-9 -> count with at most 200 tiles; ``yellow_faces`` 1 to 12
    numbers 0-3; ``end_at`` 0 to 200.
    """
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    rules = make_rules(variant, tiles, yellow_faces, end_at, score, end_when_stuck)
    size = sum(c for _, c in rules.tiles)
    options = {"variant": variant, "tiles": None if tiles is None else {str(v): c for v, c in rules.tiles},
               "yellow_faces": None if yellow_faces is None or rules.yellow_faces is None else rules.yellow_faces,
               "end_at": end_at,
               "score": score, "end_when_stuck": end_when_stuck}
    return UngezifferState(n_players=players, rules=rules, layout=(HIDDEN,) * size,
                           won=tuple(() for _ in range(players)),
                           options=kept_options(new_game, options))





def from_json(text: str | bytes) -> UngezifferState:
    """Return the Ungeziffer game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (``bugkit.core.game.replay`` checks every limit and refuses saves of an older bugkit)."""
    return replay(text, UngezifferState, new_game)

