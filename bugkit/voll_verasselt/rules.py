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
   is replenished: one card from the pile for every bar showing (a double-bar face is 2 bars), each card into
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
- A1 colour of each kind, A2 uniform faces (blue, red, yellow, green, bars, bars): data, see ``components.py``.
- A3: players still tied after the front-yard tie-break share the win (``winners()`` lists them all).
- A4: replenishing draws one card per bar from the top of the pile into that card's own row, then tops up to 8.
- A5: boosting puts the front-yard card into the chosen group; when the group is the previous player's catch,
  the card becomes part of that catch (so it goes to him with the rest if you bug up or leave it).
- A6 "dice whose results you changed must be rolled": in the physical game this forbids turning a die by hand.
  Here a face only ever changes by rolling, so the rule holds by construction: every die not named in the roll
  keeps exactly the face it showed.
- A7: the very first turn of the game has no previous turn, so the hub is not replenished then (the 14 bars of
  the starting dice are not counted).
- A8: a turn has at least one roll. After each roll that did not bug up you decide: ``go on`` or ``stop``.
  Boosts come after ``go on`` (or before the first roll), so a boost always belongs to the roll after it.
- A9: the end check looks at the pile and hub at the start of the turn. If the pile still has cards then, the
  hub is replenished and the player rolls, even if the pile ran out while replenishing. The refill from the
  front yard is made card by card by the player (``refill <colour>``).
- A10: a catch handed over at the end of the game goes onto its owner's heap (the owner's best choice).
  During play a hand-over is the owner's decision, made in one action (``yard b r y g``: that many blue, red,
  yellow, green cards to the front yard, the rest to the heap; ``heap``: all to the heap). If his front yard
  is full, everything goes to the heap without asking.
- A11 safety (our addition): ``max_turns`` turns (default 300) end the game, reason ``turn limit``. This is
  the only end beyond the rulebook's. An earlier "stall" end (3 rounds with an empty pile and no card banked)
  was removed: it ended many bot games before the rulebook did, and it could fire while a player still had
  the choice to roll for a waiting catch. Every game we played without it ended by the rulebook's rule
  (1,000 bot games of each pairing, odds vs threshold and odds vs random: see the project notes).
- A12 stopping: "you may stop rolling anytime" once you have rolled without bugging up this turn. So
  ``stop`` stays legal after ``go on`` until the next roll (also after boosting: a card boosted into the
  group stays in that group, and a card boosted into the previous player's catch goes back to him with it).
- A13 consolation: you draw 2 cards, or fewer when the front yard has less room or the pile holds fewer
  (1 card left: you draw it; none: nothing). A consolation can empty the pile; the next turn then starts
  with an empty pile, so the end check of rule 10 applies at once (A9).
- Dice are named by position. The engine's actions count positions 0-6 (``roll 0 1 2 3``); the board, its
  log and its advice count them 1-7 like every other board, so a child never sees a die 0.
- Bounds (issue 11): 2-5 players, ``max_turns`` 1 to 100,000, seeds 0 to 2**63-1, actions at most 200
  characters, saves at most 1,000,000 characters; anything else is refused with ``InvalidInput`` before any work.

Actions (canonical strings)
---------------------------
- ``group hub`` / ``group catch``: choose the group (only asked when the previous player left a catch;
  otherwise the hub is chosen for you). ``end``: instead of ``group hub`` when choosing the hub ends the game.
- ``refill <colour>``: move one front-yard card into the hub (when the end rule forces a refill).
- ``boost <colour>``: move one front-yard card into the group before a roll.
- ``roll i j k l ...``: roll the dice with these positions (0-6, at least 4); ``roll`` alone = all 7.
- ``go on`` / ``stop``: after a roll that did not bug up: roll again, or end the turn leaving the catch waiting.
  ``stop`` stays legal after ``go on`` until the next roll (A12).
- ``yard b r y g`` / ``heap``: while a catch is handed over (its owner acts): that many blue, red, yellow, green
  cards into the front yard and the rest onto the heap; ``heap`` (= ``yard 0 0 0 0``) puts all on the heap.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..core.errors import IllegalMove, InvalidInput
from ..core.game import EMPTY_HISTORY, History, RecordedGame, evolve, replay
from ..core.rng import draw_integers, fresh_seed, make_rng, rng_state
from ..core.validate import check_int, check_options, check_seed, check_text, short_repr
from . import components as comp
from .components import COLOURS, ZERO, Counts

PHASES = ("choose", "refill", "roll", "decide", "receive", "over")
ALL_DICE = tuple(range(comp.N_DICE))
ROLL_CHOICES: tuple[tuple[int, ...], ...] = tuple(
    combo for n in range(comp.MIN_ROLL, comp.N_DICE + 1) for combo in combinations(ALL_DICE, n))
ROLL_ACTIONS: tuple[str, ...] = tuple("roll " + " ".join(map(str, c)) for c in ROLL_CHOICES)
FIXED_ACTIONS = frozenset([*ROLL_ACTIONS, "group hub", "group catch", "end", "go on", "stop", "heap",
                           *(f"{verb} {c}" for verb in ("boost", "refill") for c in COLOURS)])
DEFAULT_MAX_TURNS = 300
MAX_TURNS_LIMIT = 100_000  # the largest max_turns a game (or a save) may ask for


@dataclass(frozen=True)
class Rules:
    """The options in force: only the safety limit of A11 is adjustable."""

    max_turns: int = DEFAULT_MAX_TURNS


@dataclass(frozen=True)
class Observation:
    """What one seat sees: everything on the table except the pile's order and the colours on others' heaps."""

    player: int
    seat: int
    phase: str
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


@dataclass(frozen=True)
class VollVerasseltState(RecordedGame):
    """A position: pile (top = last), hub, catches, front yards, heaps, the 7 dice, whose turn and what phase."""

    GAME = "voll_verasselt"

    rules: Rules
    n_players: int
    seed: int
    pile: tuple[int, ...]
    hub: Counts
    yards: tuple[Counts, ...]
    heaps: tuple[Counts, ...]
    dice: tuple[str, ...] = (comp.BARS,) * comp.N_DICE
    player: int = 0
    phase: str = "roll"
    group: str = "hub"  # 'hub' or 'catch'
    waiting: Counts = ZERO  # catch left by the previous player (the group itself when group == 'catch')
    waiting_owner: int = -1
    catch: Counts = ZERO  # this turn's catch
    rolls: int = 0  # rolls this turn that did not bug up
    receiver: int = -1
    received: Counts = ZERO  # cards being handed to ``receiver``
    after: str = ""  # what follows the hand-over: 'hub' or 'next'
    rng: dict[str, int] = field(default_factory=dict, repr=False)
    turn_no: int = 0
    options: tuple[tuple[str, Any], ...] = ()
    actions: History[str] = EMPTY_HISTORY
    events: tuple[tuple[Any, ...], ...] = ()
    end_reason: str = ""

    # -- the protocol -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """Return the player to act: the owner while a catch is handed over, else whose turn it is."""
        return self.receiver if self.phase == "receive" else self.player

    @property
    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self.phase == "over"

    @property
    def group_cards(self) -> Counts:
        """Return the cards of the group rolled for this turn."""
        return self.hub if self.group == "hub" else self.waiting

    def legal_actions(self) -> list[str]:
        """Return the actions allowed now (see the module docstring); empty once the game is over."""
        if self.phase == "choose":
            return ["end" if self._hub_ends_game() else "group hub", "group catch"]
        if self.phase == "refill":
            return [f"refill {c}" for c, n in zip(COLOURS, self.yards[self.player], strict=True) if n]
        if self.phase == "roll":
            boosts = [f"boost {c}" for c, n in zip(COLOURS, self.yards[self.player], strict=True) if n]
            stop = ["stop"] if self.rolls else []  # A12: after 'go on', stopping stays legal until the next roll
            return [*boosts, *ROLL_ACTIONS, *stop]
        if self.phase == "decide":
            return ["go on", "stop"]
        if self.phase == "receive":
            return self._yard_actions()
        return []

    def _yard_actions(self) -> list[str]:
        """Return 'heap' and every 'yard b r y g' split that fits the receiver's front yard."""
        room = comp.YARD_MAX - total(self.yards[self.receiver])
        rb, rr, ry, rg = self.received
        out = ["heap"]
        for b in range(min(rb, room) + 1):
            for r in range(min(rr, room - b) + 1):
                for y in range(min(ry, room - b - r) + 1):
                    for g in range(min(rg, room - b - r - y) + 1):
                        if b + r + y + g:
                            out.append(f"yard {b} {r} {y} {g}")
        return out

    def canonical(self, action: str) -> str:
        """Return the canonical spelling of an action; raise InvalidInput if it cannot be parsed."""
        if isinstance(action, str) and action in FIXED_ACTIONS:  # already canonical (the common case: bots and widgets)
            return action
        if isinstance(action, str):
            check_text(action, "an action")
        words = super().canonical(action).replace(",", " ").split()
        if words in (["stop"], ["heap"], ["end"]):
            return words[0]
        if words in (["go", "on"], ["goon"], ["go"]):
            return "go on"
        if len(words) == 5 and words[0] == "yard" and all(
                w.isascii() and w.isdigit() and len(w) <= 2 for w in words[1:]):
            counts = [int(w) for w in words[1:]]
            return "heap" if not any(counts) else "yard " + " ".join(map(str, counts))
        if len(words) == 2 and words[0] == "group" and words[1] in ("hub", "catch"):
            return " ".join(words)
        if len(words) == 2 and words[0] in ("refill", "boost") and words[1] in COLOURS:
            return " ".join(words)
        if words and words[0] == "roll":
            return self._canonical_roll(action, words[1:])
        raise InvalidInput(f"{short_repr(action)} is not a Voll verasselt action: say 'group hub', 'group catch', "
                           f"'boost <colour>', 'roll 0 1 2 3', 'go on', 'stop', 'refill <colour>', "
                           f"'yard <blue> <red> <yellow> <green>' (cards to the front yard), 'heap' or 'end' "
                           f"(colours: {', '.join(COLOURS)}). Legal now: {self._short_legal()}")

    def _canonical_roll(self, action: str, args: list[str]) -> str:
        if args in ([], ["all"]):
            return ROLL_ACTIONS[-1]
        if not all(a.isascii() and a.isdigit() and len(a) == 1 for a in args):
            raise InvalidInput(f"{short_repr(action)}: after 'roll' name dice positions 0 to {comp.N_DICE - 1}, "
                               "e.g. 'roll 0 1 2 3'")
        idx = sorted(int(a) for a in args)
        if idx[-1] >= comp.N_DICE or len(set(idx)) != len(idx):
            raise InvalidInput(f"{short_repr(action)}: name each die once, by its position 0 to {comp.N_DICE - 1}")
        return "roll " + " ".join(map(str, idx))

    def _short_legal(self) -> list[str]:
        legal = self.legal_actions()
        return legal if len(legal) <= 8 else [*legal[:6], "...", legal[-1]]

    def why_illegal(self, action: str) -> str:
        """Return the reason a well-formed action is not allowed now."""
        verb = action.split()[0]
        if verb == "stop" and self.phase == "roll":
            return "you may stop only after a roll this turn that did not bug up"
        phase_of = {"group": "choose", "end": "choose", "refill": "refill", "boost": "roll", "roll": "roll",
                    "stop": "decide", "go": "decide", "yard": "receive", "heap": "receive"}
        if phase_of[verb] != self.phase:
            return {"choose": "first choose the group: the hub or the previous player's catch",
                    "refill": "the hub must first be topped up to 8 from your front yard",
                    "roll": "it is time to boost or roll",
                    "decide": "first decide: 'go on' (roll again) or 'stop'",
                    "receive": f"player {self.receiver} must first place the catch he receives"}[self.phase]
        if verb == "roll":
            return f"a roll uses at least {comp.MIN_ROLL} dice"
        if verb in ("boost", "refill"):
            return f"there is no {action.split()[1]} card in your front yard"
        if verb == "yard":
            return (f"the catch holds {list(self.received)} (blue, red, yellow, green) and the front yard has room "
                    f"for {comp.YARD_MAX - total(self.yards[self.receiver])} more cards")
        if action == "group hub":
            return "the pile is empty and the hub has fewer than 8 cards: choosing it ends the game (say 'end')"
        if action == "end":
            return "the game ends only when the pile is empty and the hub cannot be topped up to 8"
        return "it is not one of the moves the rules allow in this position"

    def _apply(self, action: str) -> VollVerasseltState:
        state = self._with(actions=(*self.actions, action))
        verb, _, arg = action.partition(" ")
        if verb == "roll":
            return state._roll(tuple(int(a) for a in arg.split()))
        if verb == "boost":
            return state._boost(COLOURS.index(arg))
        if verb == "refill":
            return state._refill(COLOURS.index(arg))
        if verb == "yard":
            b, r, y, g = (int(a) for a in arg.split())
            return state._yard((b, r, y, g))
        if action == "go on":
            return state._with(phase="roll")
        if action == "group hub":
            return state._choose_hub()
        if action == "group catch":
            return state._with(group="catch", phase="roll",
                           events=(*state.events, ("group", state.turn_no, state.player, "catch")))
        if verb == "stop":
            return state._stop()
        if verb == "heap":
            return state._heap_rest()
        return state._game_end("pile empty")

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
        counts = [self.hub, self.waiting, self.catch, self.received, *self.yards, *self.heaps]
        out: Counter[str] = Counter()
        for i, c in enumerate(COLOURS):
            out[f"{c} card"] = sum(x[i] for x in counts) + self.pile.count(i)
        return out

    def places(self) -> dict[str, Counts]:
        """Return the cards in every place (pile, hub, catches, yards, heaps) by name, for displays and tests."""
        pile: Counts = (self.pile.count(0), self.pile.count(1), self.pile.count(2), self.pile.count(3))
        out: dict[str, Counts] = {"pile": pile, "hub": self.hub, "waiting": self.waiting, "catch": self.catch,
                                  "received": self.received}
        for p in range(self.n_players):
            out[f"yard {p}"] = self.yards[p]
            out[f"heap {p}"] = self.heaps[p]
        return out

    def observation(self, player: int) -> Observation:
        """Return what ``player`` sees: the pile's size (not its order) and only the size of others' heaps."""
        player = check_int(player, "player", 0, self.n_players - 1)
        return Observation(player, self.player, self.phase, self.dice, self.hub, self.group, self.group_cards,
                           self.waiting, self.waiting_owner, self.catch, self.rolls, self.yards,
                           tuple(total(h) for h in self.heaps), self.heaps[player], len(self.pile), self.receiver,
                           self.received, self.turn_no, self.rules)

    # -- rule steps ---------------------------------------------------------------------------------------
    def _with(self, **changes: Any) -> VollVerasseltState:
        """Return a copy with some fields changed."""
        return evolve(self, **changes)

    def __deepcopy__(self, memo: dict[int, Any]) -> VollVerasseltState:
        """Return an independent copy: every field is an immutable value except the generator dict, copied here."""
        return self._with(rng=dict(self.rng))

    def _event(self, *event: Any) -> tuple[tuple[Any, ...], ...]:
        return (*self.events, event)

    def _hub_ends_game(self) -> bool:
        """Return True if choosing the hub now ends the game (pile empty, hub < 8, front yard too small)."""
        short = comp.HUB_MIN - total(self.hub)
        return not self.pile and short > 0 and total(self.yards[self.player]) < short

    def _set_group(self, counts: Counts) -> VollVerasseltState:
        return self._with(hub=counts) if self.group == "hub" else self._with(waiting=counts)

    def _yard(self, cards: Counts) -> VollVerasseltState:
        r = self.receiver
        yards = tuple(comp.add(y, cards) if i == r else y for i, y in enumerate(self.yards))
        state = self._with(yards=yards, received=comp.sub(self.received, cards),
                        events=self._event("yard", self.turn_no, r, cards))
        return state._heap_rest()

    def _heap_rest(self) -> VollVerasseltState:
        r = self.receiver
        heaps = tuple(comp.add(h, self.received) if i == r else h for i, h in enumerate(self.heaps))
        state = self._with(heaps=heaps, received=ZERO, events=self._event(
            "heap", self.turn_no, r, self.received) if total(self.received) else self.events)
        return state._receive_or_continue()

    def _hand_over(self, owner: int, cards: Counts, after: str) -> VollVerasseltState:
        state = self._with(receiver=owner, received=cards, after=after,
                        events=self._event("receive", self.turn_no, owner, cards))
        return state._receive_or_continue()

    def _receive_or_continue(self) -> VollVerasseltState:
        if total(self.received) and total(self.yards[self.receiver]) >= comp.YARD_MAX:
            return self._heap_rest()  # front yard full: the rest can only go to the heap
        if total(self.received):  # the owner decides (one action: 'yard b r y g' or 'heap')
            return self._with(phase="receive")
        state = self._with(receiver=-1, after="")
        return state._setup_hub() if self.after == "hub" else state._next_turn()

    def _choose_hub(self) -> VollVerasseltState:
        owner, cards = self.waiting_owner, self.waiting
        state = self._with(group="hub", waiting=ZERO, waiting_owner=-1,
                        events=self._event("group", self.turn_no, self.player, "hub"))
        return state._hand_over(owner, cards, "hub")

    def _setup_hub(self) -> VollVerasseltState:
        """Return the state after replenishing the hub for a player rolling for it, then the end check."""
        pile_was_empty = not self.pile
        state = self._replenish() if self.turn_no > 0 else self
        state = state._with(group="hub", phase="roll")
        if pile_was_empty and total(state.hub) < comp.HUB_MIN:
            if state._hub_ends_game():
                return state._game_end("pile empty")
            return state._with(phase="refill")
        return state

    def _replenish(self) -> VollVerasseltState:
        bars = self.dice.count(comp.BARS) * comp.BARS_PER_FACE
        n = min(bars, len(self.pile))
        n += max(0, min(comp.HUB_MIN - total(self.hub) - n, len(self.pile) - n))
        if n == 0:
            return self
        drawn = self.pile[len(self.pile) - n:]
        hub = self.hub
        for colour in drawn:
            hub = comp.plus_one(hub, colour)
        return self._with(pile=self.pile[:len(self.pile) - n], hub=hub,
                       events=self._event("replenish", self.turn_no, bars, tuple(COLOURS[c] for c in reversed(drawn))))

    def _refill(self, colour: int) -> VollVerasseltState:
        p = self.player
        yards = tuple(comp.plus_one(y, colour, -1) if i == p else y for i, y in enumerate(self.yards))
        hub = comp.plus_one(self.hub, colour)
        return self._with(yards=yards, hub=hub, phase="refill" if total(hub) < comp.HUB_MIN else "roll",
                       events=self._event("refill", self.turn_no, p, COLOURS[colour]))

    def _boost(self, colour: int) -> VollVerasseltState:
        p = self.player
        yards = tuple(comp.plus_one(y, colour, -1) if i == p else y for i, y in enumerate(self.yards))
        state = self._with(yards=yards, events=self._event("boost", self.turn_no, p, COLOURS[colour]))
        return state._set_group(comp.plus_one(self.group_cards, colour))

    def _roll(self, chosen: tuple[int, ...]) -> VollVerasseltState:
        faces, rng = draw_faces(self.rng, len(chosen))
        return self._with(rng=rng).resolve_roll(chosen, tuple(comp.DIE_FACES[f] for f in faces))

    def resolve_roll(self, chosen: tuple[int, ...], faces: tuple[str, ...]) -> VollVerasseltState:
        """Return the state after the dice at positions ``chosen`` came to rest showing ``faces``.

        This is the rule step after the chance step; lessons and tests use it to ask "what if the dice showed
        ...?". It does not record an action (the saved history replays only real rolls).
        """
        if not isinstance(chosen, (tuple, list)) or len(chosen) > comp.N_DICE or not all(
                isinstance(i, int) and not isinstance(i, bool) and 0 <= i < comp.N_DICE for i in chosen):
            raise InvalidInput(f"chosen: give the rolled dice positions 0 to {comp.N_DICE - 1}, not "
                               f"{short_repr(chosen)}")
        if not isinstance(faces, (tuple, list)) or len(faces) > comp.N_DICE:
            raise InvalidInput(f"faces: give one face from {list(comp.FACES)} for each rolled die, not "
                               f"{short_repr(faces)}")
        chosen = tuple(chosen)
        if self.phase != "roll" or "roll " + " ".join(map(str, chosen)) not in ROLL_ACTIONS:
            raise IllegalMove(f"cannot roll dice {chosen} now (phase {self.phase!r}; at least {comp.MIN_ROLL} "
                              "different positions 0-6, in order)")
        if len(faces) != len(chosen) or not all(isinstance(f, str) and f in comp.FACES for f in faces):
            raise InvalidInput(f"give one face from {list(comp.FACES)} for each rolled die, not {short_repr(faces)}")
        dice = list(self.dice)
        for i, f in zip(chosen, faces, strict=True):
            dice[i] = f
        shown = comp.dice_counts(tuple(dice))
        group = self.group_cards
        bugged = any(d > g for d, g in zip(shown, group, strict=True))
        state = self._with(dice=tuple(dice), phase="roll",
                           events=self._event("roll", self.turn_no, self.player, chosen, tuple(dice),
                                              "bugged up" if bugged else "ok"))
        if bugged:
            return state._bugged_up()
        state = state._set_group(comp.sub(group, shown))
        return state._with(catch=comp.add(self.catch, shown), rolls=self.rolls + 1, phase="decide")

    def _bugged_up(self) -> VollVerasseltState:
        p = self.player
        state = self._set_group(comp.add(self.group_cards, self.catch))
        n = min(comp.CONSOLATION, comp.YARD_MAX - total(self.yards[p]), len(self.pile))
        drawn = self.pile[len(self.pile) - n:] if n > 0 else ()
        yard = self.yards[p]
        for colour in drawn:
            yard = comp.plus_one(yard, colour)
        state = state._with(catch=ZERO, pile=self.pile[:len(self.pile) - len(drawn)],
                        yards=tuple(yard if i == p else y for i, y in enumerate(self.yards)),
                        events=state._event("consolation", self.turn_no, p, tuple(COLOURS[c] for c in reversed(drawn))))
        if self.group == "catch":
            owner, cards = self.waiting_owner, state.waiting
            state = state._with(waiting=ZERO, waiting_owner=-1)
            return state._hand_over(owner, cards, "next")
        return state._next_turn()

    def _stop(self) -> VollVerasseltState:
        p = self.player
        state = self._with(events=self._event("stop", self.turn_no, p, self.catch))
        owner, rest = self.waiting_owner, self.waiting
        state = state._with(waiting=self.catch, waiting_owner=p if total(self.catch) else -1, catch=ZERO)
        if self.group == "catch":
            return state._hand_over(owner, rest, "next")
        return state._next_turn()

    def _next_turn(self) -> VollVerasseltState:
        state = self._with(player=(self.player + 1) % self.n_players, turn_no=self.turn_no + 1, catch=ZERO,
                        rolls=0, group="hub")
        if state.turn_no >= self.rules.max_turns:
            return state._game_end("turn limit")
        if total(state.waiting):
            return state._with(phase="choose")
        return state._setup_hub()

    def _game_end(self, reason: str) -> VollVerasseltState:
        heaps = self.heaps
        if total(self.waiting):
            heaps = tuple(comp.add(h, self.waiting) if i == self.waiting_owner else h for i, h in enumerate(heaps))
        return self._with(heaps=heaps, waiting=ZERO, waiting_owner=-1, phase="over", end_reason=reason,
                       events=self._event("end", self.turn_no, reason, tuple(total(h) for h in heaps)))


def draw_faces(saved: dict[str, int], n: int) -> tuple[tuple[int, ...], dict[str, int]]:
    """Return n die-face numbers drawn from a saved generator state, and the generator's state after the draw."""
    return draw_integers(saved, 0, len(comp.DIE_FACES), n)


def new_game(players: int = 2, seed: int | None = None, max_turns: int = DEFAULT_MAX_TURNS,
             **unknown: Any) -> VollVerasseltState:
    """Return a new game: pile shuffled from ``seed``, a hub of 10, one card of each colour per front yard.

    ``players`` 2 to 5; ``seed`` a whole number from 0 to 2**63-1 or None (a fresh one, recorded in the save);
    ``max_turns`` 1 to 100,000 (safety A11). Any other option is refused with the list of options.
    """
    check_options(unknown, ["max_turns"], "Voll verasselt")
    players = check_int(players, "players", comp.MIN_PLAYERS, comp.MAX_PLAYERS)
    max_turns = check_int(max_turns, "max_turns", 1, MAX_TURNS_LIMIT)
    seed = fresh_seed(check_seed(seed))
    rng = make_rng(seed)
    left = [comp.CARDS_PER_KIND - players * comp.START_YARD[i] for i in range(4)]
    deck = [i for i in range(4) for _ in range(left[i])]
    pile = tuple(int(c) for c in rng.permutation(deck))
    hub = ZERO
    for colour in pile[len(pile) - comp.HUB_START:]:
        hub = comp.plus_one(hub, colour)
    pile = pile[:len(pile) - comp.HUB_START]
    options = {"max_turns": max_turns} if max_turns != DEFAULT_MAX_TURNS else {}
    yards = tuple(comp.START_YARD for _ in range(players))
    return VollVerasseltState(Rules(max_turns), players, seed, pile, hub, yards,
                              tuple(ZERO for _ in range(players)), rng=rng_state(rng),
                              options=tuple(options.items()))


MAX_SAVE_CHARS = 1_000_000  # a save of the longest real game is far below this


def from_json(text: str | bytes) -> VollVerasseltState:
    """Return the Voll verasselt game saved by ``to_json``; raise InvalidInput if the text is not a valid save.

    Bound: at most 1,000,000 characters, checked before parsing.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidInput(f"a saved game is a JSON text, not {short_repr(text)}")
    if len(text) > MAX_SAVE_CHARS:
        raise InvalidInput(f"a saved Voll verasselt game has at most {MAX_SAVE_CHARS:,} characters, not {len(text):,}")
    state = replay(text, VollVerasseltState.GAME, new_game)
    assert isinstance(state, VollVerasseltState)
    return state
