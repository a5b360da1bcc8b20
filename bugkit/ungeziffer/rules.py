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
- ``variant="beginners"``: only the tiles 0-6 and only the green die.
- ``variant="plus_minus"``: at most two tiles with vermin may be turned, and you may add *or* subtract
  them to hit the target; each zero tile allows one more tile to be turned.

Readings we decided (rulebook silent; components.md §3 "UNKNOWN")
----------------------------------------------------------------
- A1 tile split and A2 yellow die faces: data, see ``components.py`` (``tiles=``, ``yellow_faces=``).
- A3: there is no voluntary stop: below the target you must turn on. If no face-down tile is left before the
  target is reached, the turn fails and the turned tiles go face down again.
- A4 (plus-minus): with two vermin tiles a and b the result is a + b or |a - b| (subtracting "the other way"
  gives the same number, so order does not matter). With one vermin tile that equals the target you stop
  at once (rule 7). A first tile above the target is not a failure in this variant, since the second tile may
  be subtracted. The engine announces the hit itself: if a+b or |a-b| equals the target, the turn succeeds.
- What a player "collects": the rulebook says the player with the most *tiles* wins, so scores count tiles
  (``score="tiles"``); ``score="vermin"`` counts the vermin on them instead, for a classroom that prefers it.
- End when stuck (our addition, ``end_when_stuck=True``): if no roll could ever be matched by the tiles left
  (say only zeros remain), the game ends as if 4 tiles were left, so no game can loop forever.
- ``end_at=4`` is the rulebook's "four (or fewer) tiles left"; it is a parameter for small custom tile sets.
- Everyone at the table sees every tile that is turned face up (it lies open until the turn ends), so the
  reveal log is public; what each player *remembers* of it is up to the player (see ``bots.py``).
- The yellow die (A2): by default 0, 1, 2, 3 equally likely; the board says so. ``yellow_faces=`` changes it,
  and every odds helper (``dice_sum_dist``, ``p_hit_turn``, ``simulate_dice_sums``, ``dice_pairs``) takes the
  same ``yellow_faces``, so odds and game agree.
- A fresh game every time: ``seed=None`` draws a fresh seed, recorded in the state and in every save. The board
  deals each new game from a short random *game number* (1 to 999,999) that it shows as "Game number" /
  "Spielnummer"; the game number is the seed, so typing it in deals the same game again.
- Sizes (so nothing typed can hang a lesson): 2-4 players; a custom tile set holds at most 200 tiles;
  a custom yellow die has 1-12 faces 0-3; ``end_at`` 0-200; an action is at most 200 characters.

Actions: ``"roll"`` and ``"turn N"`` (N = position of a face-down tile, 0-based, row by row).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from ..core.errors import InvalidInput
from ..core.game import EMPTY_HISTORY, History, RecordedGame, evolve, replay
from ..core.rng import fresh_seed, make_rng, rng_from_state, rng_state
from ..core.validate import MAX_TEXT, check_choice, check_int, check_options, check_seed, check_text, short_repr
from . import components as C

VARIANTS = ("standard", "beginners", "plus_minus")
_NUMBER = re.compile(r"[0-9]+")  # ASCII digits only ('²'.isdigit() is True, but int('²') fails)
SCORES = ("tiles", "vermin")
MIN_PLAYERS, MAX_PLAYERS = 2, 4


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

    def outcome(self, turned: tuple[int, ...], target: int) -> str:
        """Return 'hit', 'miss' or 'go on' for the values turned so far this turn."""
        vermin = [v for v in turned if v]
        if self.max_vermin_tiles is None:
            total = sum(vermin)
            return "hit" if total == target else "miss" if total > target else "go on"
        if target in results_plus_minus(vermin):
            return "hit"
        return "miss" if len(vermin) >= self.max_vermin_tiles else "go on"

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
    yellow: tuple[int, ...] | None
    if variant == "beginners":
        counts = C.beginner_tiles(counts) if tiles is None else counts
        yellow = None
    else:
        yellow = C.yellow_die(yellow_faces)
    if sum(counts.values()) <= end_at:
        raise InvalidInput(f"{sum(counts.values())} tiles are too few: the game ends at {end_at} or fewer")
    return Rules(variant, tuple(counts.items()), C.GREEN_FACES, yellow, end_at, score, end_when_stuck)


@dataclass(frozen=True)
class Observation:
    """What one seat sees: open tiles, which places are face down, the public reveal log, the scores."""

    player: int
    seat: int
    phase: str
    dice: tuple[int, ...]
    target: int | None
    turned: tuple[int, ...]
    open_values: dict[int, int]
    face_down: tuple[int, ...]
    reveals: tuple[tuple[int, int, int], ...]
    tiles_won: tuple[int, ...]
    rules: Rules
    turn_no: int


@dataclass(frozen=True)
class UngezifferState(RecordedGame):
    """A position: tile layout (None where a tile was taken), this turn's turned tiles, tiles won, dice, rng."""

    GAME = "ungeziffer"

    rules: Rules
    n_players: int
    seed: int
    layout: tuple[int | None, ...]
    won: tuple[tuple[int, ...], ...]
    player: int = 0
    phase: str = "roll"  # 'roll', 'turn' or 'over'
    dice: tuple[int, ...] = ()
    turned: tuple[int, ...] = ()
    rng: dict[str, int] = field(default_factory=dict, repr=False)
    turn_no: int = 0
    options: tuple[tuple[str, Any], ...] = ()
    actions: History[str] = EMPTY_HISTORY
    events: tuple[tuple[Any, ...], ...] = ()
    end_reason: str = ""

    # -- the protocol -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player whose turn it is."""
        return self.player

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase == "over"

    @property
    def target(self) -> int | None:
        """Return the sum of the dice rolled this turn (None before the roll)."""
        return sum(self.dice) if self.phase == "turn" else None

    @property
    def total(self) -> int:
        """Return the vermin on the tiles turned this turn."""
        return sum(self._value(p) for p in self.turned)

    def face_down(self) -> tuple[int, ...]:
        """Return the positions of tiles lying face down in the middle."""
        return tuple(p for p, v in enumerate(self.layout) if v is not None and p not in self.turned)

    def tiles_left(self) -> int:
        """Return how many tiles are still in the middle."""
        return sum(v is not None for v in self.layout)

    def legal_actions(self) -> list[str]:
        """Return 'roll' before the roll, then 'turn N' for each face-down tile; nothing once over."""
        if self.phase == "roll":
            return ["roll"]
        if self.phase == "turn":
            return [f"turn {p}" for p in self.face_down()]
        return []

    def canonical(self, action: str) -> str:
        """Return 'roll' or 'turn N' for an action (a bare number means 'turn N'); raise InvalidInput if malformed."""
        if isinstance(action, str):
            check_text(action, "action", MAX_TEXT)
        words = super().canonical(action).split()
        if words == ["roll"]:
            return "roll"
        if len(words) == 1 and _NUMBER.fullmatch(words[0]):
            words = ["turn", words[0]]
        if len(words) == 2 and words[0] == "turn" and _NUMBER.fullmatch(words[1]) and len(words[1]) < 6:
            return f"turn {int(words[1])}"
        raise InvalidInput(f"{action!r} is not an Ungeziffer action: say 'roll' or 'turn N' "
                           f"(N a tile position). Legal now: {self.legal_actions()[:8]}")

    def why_illegal(self, action: str) -> str:
        """Return the reason a well-formed action is not allowed now."""
        if action == "roll":
            return "the dice are already rolled; now turn tiles"
        if self.phase == "roll":
            return "roll the dice first"
        pos = int(action.split()[1])
        if pos >= len(self.layout):
            return f"there is no tile position {pos} (positions run 0 to {len(self.layout) - 1})"
        if self.layout[pos] is None:
            return f"the tile at position {pos} was already taken"
        return f"the tile at position {pos} is already face up"

    def _apply(self, action: str) -> UngezifferState:
        state = evolve(self, actions=(*self.actions, action))
        if action == "roll":
            return state._roll()
        return state._turn(int(action.split()[1]))

    def scores(self) -> list[int]:
        """Return tiles won per player (or vermin on them with score='vermin')."""
        if self.rules.score == "vermin":
            return [sum(w) for w in self.won]
        return [len(w) for w in self.won]

    def inventory(self) -> Counter[str]:
        """Return the count of tiles of each value, in the middle and in front of the players."""
        values = [v for v in self.layout if v is not None] + [v for w in self.won for v in w]
        return Counter(f"tile {v}" for v in values)

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: open tiles only, plus the public log of every tile turned so far."""
        reveals = tuple((e[1], e[3], e[4]) for e in self.events if e[0] == "turn")
        return Observation(player, self.player, self.phase, self.dice, self.target, self.turned,
                           {p: self._value(p) for p in self.turned}, self.face_down(), reveals,
                           tuple(len(w) for w in self.won), self.rules, self.turn_no)

    # -- rule steps ---------------------------------------------------------------------------------------
    def _value(self, pos: int) -> int:
        value = self.layout[pos]
        assert value is not None
        return value

    def _roll(self) -> UngezifferState:
        rng = rng_from_state(self.rng)
        dice = tuple(d.roll(rng)[0] for d in C.dice_for(self.rules.green_faces, self.rules.yellow_faces))
        event = ("roll", self.turn_no, self.player, list(dice), sum(dice))
        return evolve(self, phase="turn", dice=dice, rng=rng_state(rng), events=(*self.events, event))

    def _turn(self, pos: int) -> UngezifferState:
        turned = (*self.turned, pos)
        values = tuple(self._value(p) for p in turned)
        state = evolve(self, turned=turned, events=(*self.events, ("turn", self.turn_no, self.player, pos,
                                                                    self._value(pos))))
        result = self.rules.outcome(values, sum(self.dice))
        if result == "go on" and not state.face_down():
            result = "out"
        return state if result == "go on" else state._end_turn(result)

    def _end_turn(self, result: str) -> UngezifferState:
        values = [self._value(p) for p in self.turned]
        layout, won = self.layout, self.won
        if result == "hit":
            layout = tuple(None if p in self.turned else v for p, v in enumerate(layout))
            won = tuple((*w, *values) if i == self.player else w for i, w in enumerate(won))
        event = (result, self.turn_no, self.player, values)
        state = evolve(self, layout=layout, won=won, turned=(), dice=(), phase="roll",
                        player=(self.player + 1) % self.n_players, turn_no=self.turn_no + 1,
                        events=(*self.events, event))
        return state._check_end()

    def _check_end(self) -> UngezifferState:
        if self.tiles_left() <= self.rules.end_at:
            reason = "few tiles"
        elif self.rules.end_when_stuck and not self.rules.reachable(
                [self._value(p) for p in self.face_down()]) & set(self.rules.targets):
            reason = "stuck"
        else:
            return self
        return evolve(self, phase="over", end_reason=reason, events=(*self.events, ("end", reason)))


def new_game(players: int = 2, seed: int | None = None, variant: str = "standard",
             tiles: dict[Any, int] | None = None, yellow_faces: list[int] | None = None, end_at: int = 4,
             score: str = "tiles", end_when_stuck: bool = True, **unknown: Any) -> UngezifferState:
    """Return a new game: tiles shuffled face down from ``seed``, player 0 to roll.

    Bounds: 2-4 players; seed None (a fresh one, recorded) or 0 to 2**63-1; ``tiles`` a mapping value 0-9 ->
    count with at most 200 tiles; ``yellow_faces`` 1 to 12 numbers 0-3; ``end_at`` 0 to 200.
    """
    check_options(unknown, ["players", "seed", *_DEFAULTS], "Ungeziffer's new_game")
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    seed = fresh_seed(check_seed(seed))
    rules = make_rules(variant, tiles, yellow_faces, end_at, score, end_when_stuck)
    rng = make_rng(seed)
    bag = np.array([v for v, c in rules.tiles for _ in range(c)], dtype=np.int64)
    layout = tuple(int(v) for v in rng.permutation(bag))
    options = {"variant": variant, "tiles": None if tiles is None else {str(v): c for v, c in rules.tiles},
               "yellow_faces": None if yellow_faces is None else list(yellow_faces), "end_at": end_at,
               "score": score, "end_when_stuck": end_when_stuck}
    return UngezifferState(rules, players, seed, layout, tuple(() for _ in range(players)), rng=rng_state(rng),
                           options=tuple((k, v) for k, v in options.items() if v != _DEFAULTS[k]))


_DEFAULTS: dict[str, Any] = {"variant": "standard", "tiles": None, "yellow_faces": None, "end_at": 4,
                             "score": "tiles", "end_when_stuck": True}


MAX_SAVE_CHARS = 2_000_000  # a whole game is a few kB; a save is refused above 2 MB before it is read


def from_json(text: str | bytes) -> UngezifferState:
    """Return the Ungeziffer game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (at most 2 MB of text)."""
    if not isinstance(text, (str, bytes)):
        raise InvalidInput(f"a saved game is JSON text, not {short_repr(text)}")
    if len(text) > MAX_SAVE_CHARS:
        raise InvalidInput(f"a saved game is at most {MAX_SAVE_CHARS:,} characters; this one has {len(text):,}")
    state = replay(text, UngezifferState.GAME, new_game)
    assert isinstance(state, UngezifferState)
    return state
