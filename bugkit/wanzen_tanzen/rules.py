"""Wanzen tanzen (Amigo, Reinhard Staupe): the rules card, and the engine that follows it.

Rules, in our words
-------------------
1. Set-up: shuffle the 28 task cards, count off 15 as a face-down stack and turn its top card face up. The
   penalty cards lie face up, -1 on top down to -5 at the bottom. 16 baby bugs, 4 cover chips and 5 dice lie
   in the middle. 2 to 4 players (the rulebook's count: the 16 baby bugs are 4 players' worth); player 0 starts,
   then clockwise.
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
- A6: after the last task of a card is covered the turn passes, even if the player would like to go on.
- "Task stack used up": the face-up card belongs to the stack, so all ``cards`` (15) cards are played; the game
  ends when the last one is won. ``cards=`` is a parameter (1 to the deck size) for shorter classroom games.
- "Penalty stack used up": the game ends as soon as the last penalty card is taken.
- If exactly one uncovered task fits, it is covered at once; ``cover T`` is asked only when several fit.
- Covering is not optional: a result that meets a task is covered (the rulebook's "they take a cover chip").
- Players: 2 to 4 only. An earlier version allowed 5 (one review says 2-5), but then the 16 baby bugs run out
  and repeats and failed turns became free; we follow the rulebook and the box instead.
- Empty baby-bug supply (with 4 players only when everybody holds 4; or with a smaller ``baby_bugs=``):
  "repeat" is refused while no baby bug lies in the middle (the rule says you *take* one), and a player who
  owes a bug that is not there takes the penalty card, exactly as for the 5th bug (everybody returns their
  bugs, the next player goes). So nothing is ever free.
- Failing with 3 bugs: the first of the 2 bugs is taken, the second is the 5th and brings the penalty.
- A repeat whose bug is the 5th triggers the penalty at once: the dice are not rolled again.
- Chips covered on a card stay there when a penalty interrupts a turn.
- A fresh game every time: ``seed=None`` draws a fresh seed, recorded in the state and in every save. The board
  deals each new game from a short random *game number* (1 to 999,999) that it shows as "Game number" /
  "Spielnummer"; the game number is the seed, so typing it in deals the same game again.
- Sizes (so nothing typed can hang a lesson): 2-4 players; a custom deck of 1-100 cards, each 2-4 tasks of at
  most 40 characters and 1-10 points; ``cards`` 1 to the deck's size; ``baby_bugs`` 1-100; an action is at most
  200 characters and its numbers have at most 2 digits.

Actions (canonical strings)
---------------------------
- ``"roll"``: start a turn (roll all 5 dice).
- ``"keep 3 3 6"``: set aside dice showing these values from the dice just rolled (values, sorted; input in any
  order, ``"keep 6,3,3"`` works too). Values, not positions: dice showing the same number are interchangeable,
  so every legal action leads to a different position. The other dice are rolled again automatically.
- ``"repeat"``: take a baby bug and roll the same dice again.
- ``"cover T"``: cover task T (0-based position on the card) when several uncovered tasks fit.
- ``"again"`` / ``"stop"``: after a success, another turn with all 5 dice, or end the turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Any

from ..core.errors import InvalidInput
from ..core.game import EMPTY_HISTORY, History, RecordedGame, evolve, replay
from ..core.rng import draw_integers, fresh_seed, make_rng, rng_state
from ..core.validate import MAX_TEXT, check_int, check_options, check_seed, check_text, short_repr
from . import components as comps

MIN_PLAYERS, MAX_PLAYERS = 2, 4
PHASES = ("roll", "choose", "cover", "next", "over")


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


def sub_multisets(values: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Return every distinct non-empty sub-multiset of ``values`` (sorted tuples), smallest first."""
    return list(_sub_multisets(tuple(sorted(values))))


@lru_cache(maxsize=1024)
def _sub_multisets(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    counts = sorted(Counter(values).items())
    out = []
    for take in product(*(range(c + 1) for _, c in counts)):
        sub = tuple(v for (v, _), k in zip(counts, take, strict=True) for _ in range(k))
        if sub:
            out.append(sub)
    return tuple(sorted(out, key=lambda s: (len(s), s)))


@dataclass(frozen=True)
class Observation:
    """What a seat sees (everything in this game is public except the order of the face-down stack)."""

    player: int
    seat: int
    phase: str
    card: comps.Card | None
    covered: tuple[int, ...]
    uncovered: tuple[comps.Task, ...]
    kept: tuple[int, ...]
    rolled: tuple[int, ...]
    fitting: tuple[int, ...]
    bugs: tuple[int, ...]
    supply: int
    penalty_top: int | None
    penalties_left: int
    cards_left: int
    scores: tuple[int, ...]
    bug_limit: int
    repeats_taken: int


@dataclass(frozen=True)
class WanzenState(RecordedGame):
    """A position: stack, face-up card and chips, bugs, penalties, won cards, this turn's dice and the rng."""

    GAME = "wanzen_tanzen"

    rules: Rules
    n_players: int
    seed: int
    stack: tuple[int, ...]  # deck indices of the face-down stack, top first
    box: tuple[int, ...]  # deck indices not used in this game
    card: int | None  # deck index of the face-up card
    covered: tuple[int, ...] = ()  # task positions covered on the face-up card
    chips: int = comps.COVER_CHIPS  # cover chips in the middle
    supply: int = comps.BABY_BUGS
    bugs: tuple[int, ...] = ()
    penalty_stack: tuple[int, ...] = comps.PENALTY_CARDS
    penalties: tuple[tuple[int, ...], ...] = ()
    won: tuple[tuple[int, ...], ...] = ()
    player: int = 0
    phase: str = "roll"
    kept: tuple[int, ...] = ()
    rolled: tuple[int, ...] = ()
    repeats_taken: int = 0
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
    def face_up(self) -> comps.Card | None:
        """Return the face-up task card (None once the game is over by running out of cards)."""
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

    def legal_actions(self) -> list[str]:
        """Return the actions allowed now (see the module docstring for their meaning)."""
        if self.phase == "roll":
            return ["roll"]
        if self.phase == "choose":
            return [*_keep_actions(self.rolled), "repeat"] if self.supply else list(_keep_actions(self.rolled))
        if self.phase == "cover":
            return [f"cover {i}" for i in self.fitting()]
        if self.phase == "next":
            return ["again", "stop"]
        return []

    def canonical(self, action: str) -> str:
        """Return the canonical spelling of an action; raise InvalidInput if it cannot be parsed (an action is at
        most 200 characters; numbers in it have at most 2 digits, so no text can reach Python's digit limit)."""
        if isinstance(action, str):
            check_text(action, "action", MAX_TEXT)
        canon = _parse_action(super().canonical(action)) if isinstance(action, str) else None
        if canon is not None:
            return canon
        raise InvalidInput(f"{short_repr(action)} is not a Wanzen tanzen action: say 'roll', 'keep 3 3 6' (values of "
                           f"dice just rolled), 'repeat', 'cover T', 'again' or 'stop'. "
                           f"Legal now: {self.legal_actions()[:8]}")

    def why_illegal(self, action: str) -> str:
        """Return the reason a well-formed action is not allowed now."""
        word = action.split()[0]
        if self.phase == "roll":
            return "a turn starts with 'roll'"
        if self.phase == "cover":
            return f"several tasks fit; choose which one to cover: {self.legal_actions()}"
        if self.phase == "next":
            return "the task is covered; choose 'again' (another turn with all 5 dice) or 'stop'"
        if word == "keep":
            return f"the dice just rolled are {list(self.rolled)}; set aside some of those values"
        if word == "repeat" and self.phase == "choose":
            return "no baby bug is left in the middle, so the roll cannot be repeated; set aside at least one die"
        return "now set aside at least one of the dice just rolled, or 'repeat' the roll for a baby bug"

    def _apply(self, action: str) -> WanzenState:
        state = self._with(actions=(*self.actions, action))
        word = action.split()[0]
        if word in ("roll", "again"):
            return state._start_roll()
        if word == "keep":
            return state._keep(tuple(int(w) for w in action.split()[1:]))
        if word == "repeat":
            return state._repeat()
        if word == "cover":
            return state._cover(int(action.split()[1]))
        return state._next_player()

    def scores(self) -> list[int]:
        """Return card points minus penalty points per player."""
        return [sum(self.rules.deck[c].points for c in w) - sum(p) for w, p in zip(self.won, self.penalties,
                                                                                   strict=True)]

    def inventory(self) -> Counter[str]:
        """Return a count of every component wherever it lies (cards by id, penalties by value, bugs, chips)."""
        cards = [*self.stack, *self.box, *([self.card] if self.card is not None else []),
                 *(c for w in self.won for c in w)]
        inv: Counter[str] = Counter(f"task card {self.rules.deck[c].id}" for c in cards)
        inv.update(f"penalty -{v}" for v in [*self.penalty_stack, *(v for p in self.penalties for v in p)])
        inv["baby bug"] = self.supply + sum(self.bugs)
        inv["cover chip"] = self.chips + len(self.covered)
        in_play = self.phase in ("choose", "cover", "next")
        inv["die"] = len(self.kept) + len(self.rolled) if in_play else comps.N_DICE  # else all 5 are in the cup
        return inv

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: everything but the order of the face-down stack."""
        card = self.face_up
        return Observation(player, self.player, self.phase, card, self.covered,
                           tuple(card.tasks[i] for i in self.uncovered()) if card else (), self.kept, self.rolled,
                           tuple(self.fitting()), self.bugs, self.supply,
                           self.penalty_stack[0] if self.penalty_stack else None, len(self.penalty_stack),
                           len(self.stack), tuple(self.scores()), self.rules.bug_limit, self.repeats_taken)

    # -- rule steps ---------------------------------------------------------------------------------------
    def _with(self, **changes: Any) -> WanzenState:
        """Return a copy with some fields changed."""
        return evolve(self, **changes)

    def _event(self, *event: Any) -> tuple[tuple[Any, ...], ...]:
        return (*self.events, (event[0], self.turn_no, self.player, *event[1:]))

    def _log(self, *event: Any) -> WanzenState:
        return self._with(events=self._event(*event))

    def _roll(self, n: int, **changes: Any) -> WanzenState:
        """Return the state after rolling n dice (and making ``changes``), the roll logged."""
        r = self.rng
        dice, rng = _draw((r["state"], r["inc"], r["has_uint32"], r["uinteger"]), n)
        events = (*changes.pop("events", self.events), ("roll", self.turn_no, self.player, list(dice)))
        return self._with(rolled=dice, rng=dict(rng), events=events, **changes)

    def _start_roll(self) -> WanzenState:
        return self._roll(comps.N_DICE, kept=(), phase="choose", repeats_taken=0)

    def _keep(self, values: tuple[int, ...]) -> WanzenState:
        kept = tuple(sorted((*self.kept, *values)))
        events = self._event("keep", list(values))
        if len(kept) == comps.N_DICE:
            return self._with(kept=kept, rolled=(), events=events)._end_of_dice()
        return self._roll(comps.N_DICE - len(kept), kept=kept, events=events)

    def _repeat(self) -> WanzenState:
        state = self._with(repeats_taken=self.repeats_taken + 1, events=self._event("repeat"))._take_bugs(1)
        if state.player != self.player or state.phase != "choose":
            return state  # the 5th bug stopped the game at once
        return state._roll(len(self.rolled))

    def _end_of_dice(self) -> WanzenState:
        fits = self.fitting()
        if not fits:
            return self._log("miss", list(self.kept))._take_bugs(2, end_turn=True)
        if len(fits) == 1:
            return self._cover(fits[0])
        return self._with(phase="cover")

    def _cover(self, task: int) -> WanzenState:
        card = self.face_up
        assert card is not None
        state = self._with(covered=tuple(sorted((*self.covered, task))), chips=self.chips - 1)
        state = state._log("cover", task, card.tasks[task].name("de"), list(self.kept))
        if len(state.covered) < len(card.tasks):
            return state._with(phase="next")
        return state._win_card()

    def _win_card(self) -> WanzenState:
        assert self.card is not None
        won = tuple((*w, self.card) if i == self.player else w for i, w in enumerate(self.won))
        state = self._with(won=won, chips=self.chips + len(self.covered), covered=())
        state = state._log("win card", self.rules.deck[self.card].id, self.rules.deck[self.card].points)
        if not self.stack:
            return state._with(card=None)._end("task stack used up")
        state = state._with(card=self.stack[0], stack=self.stack[1:])
        return state._log("turn up", self.rules.deck[self.stack[0]].id)._next_player()

    def _take_bugs(self, n: int, end_turn: bool = False) -> WanzenState:
        state = self
        for _ in range(n):
            if state.bugs[state.player] + 1 >= state.rules.bug_limit:
                return state._penalty()
            if state.supply == 0:  # a bug owed but not there: the penalty rule, as for the 5th bug
                return state._log("no bug left")._penalty()
            bugs = tuple(b + (i == state.player) for i, b in enumerate(state.bugs))
            state = state._with(bugs=bugs, supply=state.supply - 1)._log("bug", bugs[state.player])
        return state._next_player() if end_turn else state

    def _penalty(self) -> WanzenState:
        value = self.penalty_stack[0]
        pens = tuple((*p, value) if i == self.player else p for i, p in enumerate(self.penalties))
        state = self._with(penalties=pens, penalty_stack=self.penalty_stack[1:],
                        supply=self.supply + sum(self.bugs), bugs=tuple(0 for _ in self.bugs))
        state = state._log("penalty", value)
        if not state.penalty_stack:
            return state._end("penalty stack used up")
        return state._next_player()

    def _next_player(self) -> WanzenState:
        return self._with(player=(self.player + 1) % self.n_players, phase="roll", kept=(), rolled=(),
                       repeats_taken=0, turn_no=self.turn_no + 1)

    def _end(self, reason: str) -> WanzenState:
        state = self._with(phase="over", kept=(), rolled=(), end_reason=reason)
        return state._with(events=(*state.events, ("end", reason)))


@lru_cache(maxsize=8192)
def _draw(rng: tuple[int, int, int, int], n: int) -> tuple[tuple[int, ...], tuple[tuple[str, int], ...]]:
    """Return n dice rolled from a saved PCG64 state (state, inc, has_uint32, uinteger) and the state after.

    Pure, so it is cached: replaying a saved game repeats the same draws.
    """
    saved = dict(zip(("state", "inc", "has_uint32", "uinteger"), rng, strict=True))
    dice, after = draw_integers(saved, 1, 7, n)
    return dice, tuple(after.items())


@lru_cache(maxsize=4096)
def _parse_action(text: str) -> str | None:
    """Return the canonical action for a lower-cased, space-normalised text, or None if it is not an action."""
    words = text.replace(",", " ").split()
    number = [w.isascii() and w.isdigit() and len(w) <= 2 for w in words]
    if len(words) == 1 and words[0] in ("roll", "repeat", "again", "stop"):
        return words[0]
    if len(words) >= 2 and words[0] == "keep" and all(number[1:]):
        return keep_action(tuple(int(w) for w in words[1:]))
    if len(words) == 2 and words[0] == "cover" and number[1]:
        return f"cover {int(words[1])}"
    return None


@lru_cache(maxsize=1024)
def _keep_actions(rolled: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(keep_action(s) for s in _sub_multisets(rolled))


def dice_values(values: object, name: str) -> tuple[int, ...]:
    """Return a tuple of at most 5 dice values 1-6 from a list or tuple; raise InvalidInput naming ``name``."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)) or len(values) > comps.N_DICE:
        raise InvalidInput(f"{name} must be a list of at most {comps.N_DICE} dice values 1-6, not {short_repr(values)}")
    return tuple(check_int(v, f"a value in {name}", 1, 6) for v in values)


def keep_action(values: tuple[int, ...] | list[int]) -> str:
    """Return the canonical 'keep ...' action for setting aside dice with these values."""
    return "keep " + " ".join(str(v) for v in sorted(values))


MAX_BABY_BUGS = 100


def make_rules(deck: object = None, cards: object = comps.STACK_SIZE, baby_bugs: object = comps.BABY_BUGS) -> Rules:
    """Return validated Rules; raise InvalidInput naming what is wrong."""
    parsed = comps.default_deck() if deck is None else comps.parse_deck(deck)
    n_cards = check_int(cards, "cards (the stack size)", 1, len(parsed))
    n_bugs = check_int(baby_bugs, "baby_bugs", 1, MAX_BABY_BUGS)
    return Rules(parsed, n_cards, n_bugs)


def new_game(players: int = 2, seed: int | None = None, deck: list[dict[str, Any]] | None = None,
             cards: int = comps.STACK_SIZE, baby_bugs: int = comps.BABY_BUGS, **unknown: Any) -> WanzenState:
    """Return a new game: deck shuffled from ``seed``, ``cards`` cards counted off, the top one face up.

    Bounds: 2-4 players; seed None (a fresh one, recorded) or 0 to 2**63-1; ``deck`` 1 to 100 cards
    (``components.MAX_DECK``); ``cards`` 1 to the deck's size; ``baby_bugs`` 1 to 100.
    """
    check_options(unknown, ["players", "seed", *_DEFAULTS], "Wanzen tanzen's new_game")
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    seed = fresh_seed(check_seed(seed))
    rules = make_rules(deck, cards, baby_bugs)
    rng = make_rng(seed)
    order = tuple(int(i) for i in rng.permutation(len(rules.deck)))
    options = {"deck": deck, "cards": cards, "baby_bugs": baby_bugs}
    return WanzenState(rules, players, seed, stack=order[1:rules.cards], box=order[rules.cards:], card=order[0],
                       supply=rules.baby_bugs, bugs=(0,) * players, penalties=((),) * players, won=((),) * players,
                       penalty_stack=rules.penalty_cards, rng=rng_state(rng),
                       options=tuple((k, v) for k, v in options.items() if v != _DEFAULTS[k]))


_DEFAULTS: dict[str, Any] = {"deck": None, "cards": comps.STACK_SIZE, "baby_bugs": comps.BABY_BUGS}


MAX_SAVE_CHARS = 2_000_000  # a whole game is a few kB; a save is refused above 2 MB before it is read


def from_json(text: str | bytes) -> WanzenState:
    """Return the Wanzen tanzen game saved by ``to_json``; raise InvalidInput if the text is not a valid save
    (at most 2 MB of text)."""
    if not isinstance(text, (str, bytes)):
        raise InvalidInput(f"a saved game is JSON text, not {short_repr(text)}")
    if len(text) > MAX_SAVE_CHARS:
        raise InvalidInput(f"a saved game is at most {MAX_SAVE_CHARS:,} characters; this one has {len(text):,}")
    state = replay(text, WanzenState.GAME, new_game)
    assert isinstance(state, WanzenState)
    return state


def position(players: int = 2, card: list[str] | tuple[str, ...] = ("Drilling", "3 3"), points: int = 2,
             covered: tuple[int, ...] = (), bugs: tuple[int, ...] | None = None, kept: tuple[int, ...] = (),
             rolled: tuple[int, ...] = (), phase: str = "choose", seed: int = 0, player: int = 0,
             stack: int = 3) -> WanzenState:
    """Return a hand-made position (for tests, lessons and examples): one given face-up card, more below it.

    Every argument is checked: 2-4 players, a card of 2-4 tasks, dice values 1-6 (kept and rolled 5 at most),
    0-4 bugs per player, 0-30 cards below.
    """
    check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    check_int(stack, "stack", 0, 30)
    check_int(player, "player", 0, players - 1)
    if phase not in PHASES[:-1]:
        raise InvalidInput(f"phase must be one of {list(PHASES[:-1])}, not {short_repr(phase)}")
    kept, rolled = dice_values(kept, "kept"), dice_values(rolled, "rolled")
    if len(kept) + len(rolled) > comps.N_DICE:
        raise InvalidInput(f"kept and rolled hold {len(kept) + len(rolled)} dice; there are {comps.N_DICE}")
    if bugs is not None:
        if not isinstance(bugs, (list, tuple)) or len(bugs) != players:
            raise InvalidInput(f"bugs must list one count per player ({players}), not {short_repr(bugs)}")
        bugs = tuple(check_int(b, "a count in bugs", 0, comps.BUG_LIMIT - 1) for b in bugs)
    if not isinstance(card, (list, tuple)) or not comps.MIN_TASKS <= len(card) <= comps.MAX_TASKS:
        raise InvalidInput(f"card must list {comps.MIN_TASKS} to {comps.MAX_TASKS} task names, not {short_repr(card)}")
    if not isinstance(covered, (list, tuple)) or len(set(covered)) != len(covered) or len(covered) >= len(card):
        raise InvalidInput(f"covered must list different task positions, fewer than the card's {len(card)} tasks, "
                           f"not {short_repr(covered)}")
    covered = tuple(sorted(check_int(c, "a position in covered", 0, len(card) - 1) for c in covered))
    deck = [{"id": 1, "points": points, "tasks": list(card)}] + [
        {"id": 2 + i, "points": 1, "tasks": ["1 1", "Drilling"]} for i in range(stack)]
    state = new_game(players, seed=seed, deck=deck, cards=stack + 1)
    bugs = bugs if bugs is not None else (0,) * players
    state = state._with(card=0, stack=tuple(range(1, stack + 1)), box=(), covered=covered,
                    chips=comps.COVER_CHIPS - len(covered), bugs=bugs, supply=comps.BABY_BUGS - sum(bugs), kept=kept,
                    rolled=rolled, phase=phase, player=player)
    return state

