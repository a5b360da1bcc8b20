"""Exact and simulated answers for Kakerlakentanz.

Questions
---------
1. How often must a player name a different dance than the card shows (the card's own dance is forbidden)?
2. How often are two taboo cards visible at once?
3. How long is a game (how many cards are turned up) when every move is wrong with probability ``e``?

Models (say which, because the real deck is shuffled without replacement)
-------------------------------------------------------------------------
- Questions 1 and 2: within a round, cards are drawn **independently** with the deck's proportions (28/128 for
  each dance, 4/128 for each taboo card; 1/4 each in the children's variant), every call is right, and when several
  dances are allowed the player picks one of them at random (equally likely). That is a Markov chain over what is
  visible: (taboo card on the pile in play, taboo card on the other pile, dance of the last dance card if it was the
  last card, last call). The chain is symmetric in the four dances, so states that differ only by renaming dances
  are merged (lumped). Answers are exact ``Fraction``s: at the k-th card of a round (``*_at``) and in the long run
  of a long round (the stationary distribution). Exact answers without replacement are not computed (the state
  would have to carry the counts of all cards left); ``simulate_calls(..., shuffled=True)`` measures that instead,
  and the difference is small.
- Question 3: each move is wrong with probability ``e``, independently of everything else (a bot's ``move_error``).
  Only pile sizes matter then: a Markov chain over (cards in each pile, who starts the round). The chain is exact;
  its linear system is solved in ``Fraction``s for small decks (``exact=True``) and in float64 otherwise.
Simulations are vectorised numpy with an injected Generator and agree with the exact values within 4 standard errors.

Size bounds (checked before any work unless said otherwise; above them ``InvalidInput``)
--------------------------------------------------------------------------
- ``k`` (the k-th card of a round) at most ``MAX_K`` = 1000 (a round has at most 128 cards; k = 1000 takes ~2 s).
- ``simulate_calls``: ``rounds`` x ``length`` at most ``MAX_CALL_CELLS`` = 5,000,000 positions, ``length`` at most
  10,000 (the lessons use 20,000 x 40 and 5,000 x 128).
- ``expected_game_length``: at most ``MAX_EXACT_STATES`` = 3,000 chain states (200 with ``exact=True``), counted by a
  formula before anything is enumerated (2 players with 64 cards each: 254 states; 3 players with 42 each: 23,250).
- ``simulate_game_lengths``: ``n`` at most ``MAX_GAMES`` = 100,000 games, ``error_rate`` at most
  ``MAX_ERROR_RATE`` = 0.3 (above it a game lasts thousands of rounds), ``hand_size`` at most 128 cards, and the
  work at most ``MAX_GAME_WORK`` = 5,000,000 units (about a second at most), estimated before any work by
  ``game_simulation_work``: games x rounds a game, plus ``ROUND_WORK`` for each round of the longest game. How many
  rounds a game lasts is chance, so the estimate takes the mean rounds from a formula, ``1 + e p h + 2 (e h)^2 /
  (1 - e)^2`` for error rate e, p players of h cards, that lies above the mean measured at 60 settings across the
  bounds (measured / formula 0.5 to 0.99), and the longest of many games as 10 means (measured: at most 9.1 in
  100,000 games). Examples: error rate 0.05 with 2 players' hands (64 cards), 100,000 games (0.3 s); 0.1 with
  64 cards, 42,000 games; 0.3 with 6 x 21 cards (the whole box), 23,000 games; 0.3 with 128 cards, 5 games. The work
  done is also counted round by round, and a call past twice the bound (a game far longer than its mean) stops
  with the same refusal.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..core.dist import Estimate
from ..core.errors import InvalidInput
from ..core.validate import (
    check_choice,
    check_int,
    check_rng,
    check_simulations,
    most_within,
    short_repr,
    spend_work,
)
from .components import DANCES, STOP, Deck, default_deck

MAX_K = 1000
MAX_GAME_WORK = 5_000_000  # simulate_game_lengths: its estimated work (game_simulation_work), about 1 s at most
ROUND_WORK = 150  # a round's numpy calls cost about as much as this many more games in it
LONGEST_GAME = 10  # the longest of many games lasts at most this many times the mean rounds (measured: 9.1)
MAX_CALL_CELLS = 5_000_000
MAX_GAMES = 100_000
MAX_ERROR_RATE = 0.3
MAX_SIM_HAND = 128

# The public surface: the questions, their bounds and the simulations. The chain's building blocks (chain_state,
# forbidden_set, step, right_calls, canon, solve_exact, ratio_estimate, default_hand_size) and the cached
# ``stationary`` are internals: they run on states the module built itself, and every public question checks its
# arguments before it reaches them (tests and benchmarks still import them from here).
__all__ = ["MAX_CALL_CELLS", "MAX_DRAWN_MIXES", "MAX_DRAWN_STATES", "MAX_ERROR_RATE", "MAX_EXACT_STATES", "MAX_GAMES",
           "MAX_K", "MAX_SIM_HAND", "CallStats", "box_counts", "card_probs", "check_deck",
           "distribution_at", "drawn_distribution_at", "expected_game_length", "game_length_states",
           "game_simulation_work", "p_forbidden_drawn_at", "p_forbidden_given_card", "p_must_rename",
           "p_must_rename_at", "p_two_taboos", "p_two_taboos_at", "simulate_calls", "simulate_game_lengths"]


def check_deck(deck: object) -> Deck | None:
    """Return ``deck`` if it is a ``Deck`` or None; raise InvalidInput otherwise."""
    if deck is not None and not isinstance(deck, Deck):
        raise InvalidInput(f"deck must be a Deck (see components.Deck) or None, not {short_repr(deck)}")
    return deck



N_DANCES = len(DANCES)
STOP_CODE = N_DANCES  # call code for "stop"; dances are 0..3, taboo card kinds 4..7
CALL_CODES = {**{d: i for i, d in enumerate(DANCES)}, STOP: STOP_CODE}

# A chain state: (taboo on pile in play, taboo on other pile, last dance card, last call); -1 means none.
State = tuple[int, int, int, int]
START: State = (-1, -1, -1, -1)


def chain_state(active_taboo: str | None, other_taboo: str | None, last_card: str | None,
                last_call: str | None) -> State:
    """Return the chain state of a table (``rules.Table`` fields): dances as 0-3, stop as 4, nothing as -1."""
    def code(name: str | None) -> int:
        return -1 if name is None else CALL_CODES[name]

    last = last_card if last_card is not None and last_card in DANCES else None
    return (code(active_taboo), code(other_taboo), code(last), code(last_call))


def card_probs(variant: str = "standard", deck: Deck | None = None) -> tuple[Fraction, ...]:
    """Return the chance of each card kind (4 dances, then 4 taboo kinds) when cards are drawn independently."""
    check_choice(variant, "variant", ("standard", "children"))
    d = check_deck(deck) or default_deck()
    taboo = d.taboo_cards_per_style if variant == "standard" else 0
    total = N_DANCES * (d.dance_cards_per_style + taboo)
    return tuple([Fraction(d.dance_cards_per_style, total)] * N_DANCES + [Fraction(taboo, total)] * N_DANCES)


def forbidden_set(state: State) -> frozenset[int]:
    """Return the dances (0-3) forbidden for the next card in a chain state."""
    active_taboo, other_taboo, last_dance, last_call = state
    return frozenset(x for x in (active_taboo, other_taboo, last_dance, last_call) if 0 <= x < N_DANCES)


def step(state: State, kind: int, call: int) -> State:
    """Return the chain state after a card of ``kind`` (0-7) is played with ``call`` (0-3, or 4 for stop)."""
    other_taboo = state[1]
    if kind >= N_DANCES:  # taboo card: it closes this pile, play changes to the other pile
        return (other_taboo, kind - N_DANCES, -1, call)
    return (-1, other_taboo, kind, call)


def right_calls(state: State, kind: int) -> tuple[int, ...]:
    """Return the right calls (codes) for a card of ``kind`` in ``state`` (mirrors ``rules.correct_calls``)."""
    if kind >= N_DANCES:
        return (STOP_CODE,)
    bad = forbidden_set(state)
    if kind not in bad:
        return (kind,)
    return tuple(d for d in range(N_DANCES) if d not in bad)


def canon(state: State) -> State:
    """Return the representative of a state up to renaming the four dances (first-appearance order)."""
    names: dict[int, int] = {}
    out = []
    for x in state:
        if 0 <= x < N_DANCES:
            names.setdefault(x, len(names))
            out.append(names[x])
        else:
            out.append(x)
    return (out[0], out[1], out[2], out[3])


@lru_cache(maxsize=8)
def _chain(probs: tuple[Fraction, ...]) -> tuple[tuple[State, ...], dict[State, dict[State, Fraction]]]:
    """Return the lumped states reachable from a round's start and their exact transition probabilities."""
    states: list[State] = [START]
    trans: dict[State, dict[State, Fraction]] = {}
    todo = [START]
    while todo:
        s = todo.pop()
        row: dict[State, Fraction] = {}
        for kind, p in enumerate(probs):
            if p == 0:
                continue
            calls = right_calls(s, kind)
            for call in calls:
                t = canon(step(s, kind, call))
                row[t] = row.get(t, Fraction(0)) + p / len(calls)
                if t not in trans and t not in todo and t not in states:
                    states.append(t)
                    todo.append(t)
        trans[s] = row
    return tuple(states), trans


def _p_rename(state: State, probs: tuple[Fraction, ...]) -> Fraction:
    """Return the chance that the next card is a dance card whose own dance is forbidden."""
    bad = forbidden_set(state)
    return sum((probs[d] for d in range(N_DANCES) if d in bad), Fraction(0))


def _p_dance(probs: tuple[Fraction, ...]) -> Fraction:
    return sum(probs[:N_DANCES], Fraction(0))


def _two_taboos(state: State) -> bool:
    return state[0] >= 0 and state[1] >= 0


def distribution_at(k: int, variant: str = "standard", deck: Deck | None = None) -> dict[State, Fraction]:
    """Return the exact distribution of the (lumped) visible state just before the k-th card of a round."""
    check_int(k, "k (the card of a round, counted from 1)", 1, MAX_K)
    _, trans = _chain(card_probs(variant, deck))
    dist = {START: Fraction(1)}
    for _ in range(k - 1):
        new: dict[State, Fraction] = {}
        for s, p in dist.items():
            for t, q in trans[s].items():
                new[t] = new.get(t, Fraction(0)) + p * q
        dist = new
    return dist


@lru_cache(maxsize=8)
def stationary(variant: str = "standard", deck: Deck | None = None) -> dict[State, Fraction]:
    """Return the exact long-run distribution of the visible state in a long round without mistakes."""
    states, trans = _chain(card_probs(variant, deck))
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    # pi (P - I) = 0 and sum(pi) = 1: rows of the transposed system; replace the last equation by the sum.
    a = [[Fraction(0)] * n + [Fraction(0)] for _ in range(n)]
    for s, row in trans.items():
        for t, q in row.items():
            a[index[t]][index[s]] += q
    for i in range(n):
        a[i][i] -= 1
    a[n - 1] = [Fraction(1)] * n + [Fraction(1)]
    sol = solve_exact(a)
    return {s: sol[index[s]] for s in states if sol[index[s]] != 0}


def solve_exact(aug: list[list[Fraction]]) -> list[Fraction]:
    """Return x solving the augmented system [A | b] exactly (Gauss-Jordan elimination over Fractions)."""
    n = len(aug)
    m = [row[:] for row in aug]
    for col in range(n):
        pivot = next((r for r in range(col, n) if m[r][col] != 0), None)
        if pivot is None:
            raise InvalidInput("the linear system is singular")
        m[col], m[pivot] = m[pivot], m[col]
        inv = 1 / m[col][col]
        m[col] = [v * inv for v in m[col]]
        for r in range(n):
            if r != col and m[r][col] != 0:
                f = m[r][col]
                m[r] = [v - f * w for v, w in zip(m[r], m[col], strict=True)]
    return [m[r][n] for r in range(n)]


def p_must_rename(variant: str = "standard", deck: Deck | None = None) -> Fraction:
    """Return the long-run chance that a dance card's own dance is forbidden (the player must name another)."""
    probs = card_probs(variant, deck)
    pi = stationary(variant, deck)
    return sum((p * _p_rename(s, probs) for s, p in pi.items()), Fraction(0)) / _p_dance(probs)


def p_must_rename_at(k: int, variant: str = "standard", deck: Deck | None = None) -> Fraction:
    """Return the chance that the k-th card of a round, given it is a dance card, must be named differently."""
    probs = card_probs(variant, deck)
    dist = distribution_at(k, variant, deck)
    return sum((p * _p_rename(s, probs) for s, p in dist.items()), Fraction(0)) / _p_dance(probs)


MAX_DRAWN_STATES = 200_000  # (cards left, visible state) pairs of the exact without-replacement walk
MAX_DRAWN_MIXES = 1000  # mixes of card kinds drawn before the k-th card, counted by a formula before any work


def box_counts(variant: str = "standard", deck: Deck | None = None) -> tuple[int, ...]:
    """Return how many cards of each kind (4 dances, then 4 taboo kinds) are in play."""
    check_choice(variant, "variant", ("standard", "children"))
    d = check_deck(deck) or default_deck()
    taboo = d.taboo_cards_per_style if variant == "standard" else 0
    return (d.dance_cards_per_style,) * N_DANCES + (taboo,) * N_DANCES


def drawn_distribution_at(k: int, variant: str = "standard",
                          deck: Deck | None = None) -> dict[tuple[tuple[int, ...], State], Fraction]:
    """Return the exact distribution of (cards left of each kind, visible state) before the k-th card of a game's
    first round when the cards are turned up from the shuffled box, *without* replacement (the real deal), every
    call is right and a player who must rename picks one allowed dance at random. Raises InvalidInput at once when
    the mixes of kinds drawn before card k (a formula) exceed ``MAX_DRAWN_MIXES`` (the full box: k up to 7), and
    past ``MAX_DRAWN_STATES`` pairs."""
    counts = box_counts(variant, deck)
    check_int(k, "k (the card of a round, counted from 1)", 1, min(MAX_K, sum(counts)))
    kinds = sum(1 for n in counts if n)
    if math.comb(k - 1 + kinds - 1, kinds - 1) > MAX_DRAWN_MIXES:
        raise InvalidInput(f"k = {k} is too far into the round for the exact count without replacement "
                           f"(more than {MAX_DRAWN_MIXES:,} mixes of cards); use simulate_calls(..., shuffled=True)")
    dist: dict[tuple[tuple[int, ...], State], Fraction] = {(counts, START): Fraction(1)}
    for _ in range(k - 1):
        new: dict[tuple[tuple[int, ...], State], Fraction] = {}
        for (left, s), p in dist.items():
            total = sum(left)
            for kind, n in enumerate(left):
                if n == 0:
                    continue
                rest = (*left[:kind], n - 1, *left[kind + 1:])
                calls = right_calls(s, kind)
                for call in calls:
                    key = (rest, step(s, kind, call))
                    new[key] = new.get(key, Fraction(0)) + p * Fraction(n, total * len(calls))
            if len(new) > MAX_DRAWN_STATES:
                raise InvalidInput(f"more than {MAX_DRAWN_STATES:,} positions to follow; choose a smaller k or deck")
        dist = new
    return dist


def p_forbidden_drawn_at(k: int, variant: str = "standard", deck: Deck | None = None) -> Fraction:
    """Return the exact chance that the k-th card of a game's first round is a dance card whose own dance is
    forbidden, with the cards turned up from the shuffled box without replacement (the real deal; see
    ``drawn_distribution_at``). The engine's rules give the same Fraction (tests cross-check with core.exact)."""
    return sum((p * Fraction(sum(left[d] for d in forbidden_set(s)), sum(left))
                for (left, s), p in drawn_distribution_at(k, variant, deck).items()), Fraction(0))


def p_forbidden_given_card(dance: str = "meep", variant: str = "standard", deck: Deck | None = None,
                           k: int | None = None) -> Fraction:
    """Return P(``dance`` is forbidden | the card turned up shows ``dance``), long-run or at the k-th card.

    Under the independent-draw model the card turned up is independent of what is visible, so this equals
    P(``dance`` is forbidden); by symmetry it is the same for all four dances and equals ``p_must_rename``.
    """
    check_choice(dance, "dance", DANCES)
    card_probs(variant, deck)  # checks the arguments before the (cached) chain sees them
    dist = stationary(variant, deck) if k is None else distribution_at(k, variant, deck)
    # in a lumped state, each forbidden dance is a specific one with chance 1/4 by symmetry
    return sum((p * Fraction(len(forbidden_set(s)), N_DANCES) for s, p in dist.items()), Fraction(0))


def p_two_taboos(variant: str = "standard", deck: Deck | None = None) -> Fraction:
    """Return the long-run chance that two taboo cards are visible when a card is turned up."""
    card_probs(variant, deck)  # checks the arguments before the (cached) chain sees them
    return sum((p for s, p in stationary(variant, deck).items() if _two_taboos(s)), Fraction(0))


def p_two_taboos_at(k: int, variant: str = "standard", deck: Deck | None = None) -> Fraction:
    """Return the chance that two taboo cards are visible when the k-th card of a round is turned up."""
    return sum((p for s, p in distribution_at(k, variant, deck).items() if _two_taboos(s)), Fraction(0))


# -- simulation of calls ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CallStats:
    """What happened at each position of many simulated rounds: arrays of shape (rounds, length).

    ``kinds``: the card kind turned up (0-3 dances in the order of ``DANCES``, 4-7 their taboo cards);
    the others are True/False.
    """

    kinds: np.ndarray
    dance_card: np.ndarray
    renamed: np.ndarray
    two_taboos: np.ndarray

    @property
    def rounds(self) -> int:
        """Return the number of simulated rounds."""
        return int(self.renamed.shape[0])

    def rename_at(self, k: int) -> Estimate:
        """Return the estimated chance that the k-th card, given it is a dance card, must be renamed."""
        return Estimate.of_proportion(int(self.renamed[:, k - 1].sum()), max(int(self.dance_card[:, k - 1].sum()), 1))

    def forbidden_given_card(self, dance: str) -> Estimate:
        """Return the estimated P(the card's dance is forbidden | the card shows ``dance``), over all positions."""
        shows = self.kinds == DANCES.index(dance)
        return ratio_estimate((self.renamed & shows).sum(axis=1), shows.sum(axis=1))

    def two_taboos_at(self, k: int) -> Estimate:
        """Return the estimated chance that two taboo cards are visible at the k-th card."""
        return Estimate.of_proportion(int(self.two_taboos[:, k - 1].sum()), self.rounds)

    def rename_overall(self, start: int = 1) -> Estimate:
        """Return the fraction of dance cards at positions >= start that had to be renamed (rounds as clusters)."""
        return ratio_estimate(self.renamed[:, start - 1:].sum(axis=1), self.dance_card[:, start - 1:].sum(axis=1))

    def two_taboos_overall(self, start: int = 1) -> Estimate:
        """Return the fraction of moves at positions >= start with two taboo cards visible (rounds as clusters)."""
        hits = self.two_taboos[:, start - 1:]
        return ratio_estimate(hits.sum(axis=1), np.full(self.rounds, hits.shape[1]))


def ratio_estimate(num: np.ndarray, den: np.ndarray) -> Estimate:
    """Return sum(num)/sum(den) with the standard error of a ratio estimator over independent rounds."""
    n = int(num.size)
    r = float(num.sum()) / max(float(den.sum()), 1.0)
    if n < 2:
        return Estimate(r, 0.0, n)
    resid = num - r * den
    se = float(np.sqrt(np.sum(resid ** 2) / (n * (n - 1)))) / max(float(den.mean()), 1e-300)
    return Estimate(r, se, int(den.sum()))


def simulate_calls(rounds: int, length: int, rng: np.random.Generator, variant: str = "standard",
                   shuffled: bool = False, deck: Deck | None = None) -> CallStats:
    """Return per-position counts from ``rounds`` simulated mistake-free rounds of ``length`` cards.

    Cards are drawn independently with deck proportions, or (``shuffled=True``) are the first ``length`` cards of
    a freshly shuffled box, without replacement.
    """
    check_simulations(rounds, "rounds")
    check_int(length, "length", 1, 10_000)
    if rounds * length > MAX_CALL_CELLS:
        raise InvalidInput(f"rounds x length = {rounds * length:,} positions; at most {MAX_CALL_CELLS:,} are allowed")
    check_rng(rng)
    check_choice(shuffled, "shuffled", (True, False))
    probs = np.array([float(p) for p in card_probs(variant, deck)])
    if shuffled:
        d = deck or default_deck()
        n_taboo = d.taboo_cards_per_style if variant == "standard" else 0
        box = np.repeat(np.arange(2 * N_DANCES), [d.dance_cards_per_style] * N_DANCES + [n_taboo] * N_DANCES)
        if length > box.size:
            raise InvalidInput(f"a shuffled box has only {box.size} cards")
        kinds = rng.permuted(np.broadcast_to(box, (rounds, box.size)), axis=1)[:, :length]
    else:
        kinds = rng.choice(2 * N_DANCES, size=(rounds, length), p=probs)
    u = rng.random((rounds, length))
    active = np.full(rounds, -1)
    other = np.full(rounds, -1)
    last_dance = np.full(rounds, -1)
    last_call = np.full(rounds, -1)
    dances = np.arange(N_DANCES)
    dance_cards = np.zeros((rounds, length), dtype=bool)
    renamed = np.zeros((rounds, length), dtype=bool)
    two = np.zeros((rounds, length), dtype=bool)
    rows = np.arange(rounds)
    for j in range(length):
        bad = ((active[:, None] == dances) | (other[:, None] == dances) | (last_dance[:, None] == dances)
               | (last_call[:, None] == dances))
        kind = kinds[:, j]
        taboo = kind >= N_DANCES
        dance = kind % N_DANCES
        rename = ~taboo & bad[rows, dance]
        two[:, j] = (active >= 0) & (other >= 0)
        dance_cards[:, j] = ~taboo
        renamed[:, j] = rename
        allowed = ~bad
        pick = np.minimum((u[:, j] * allowed.sum(axis=1)).astype(np.int64), allowed.sum(axis=1) - 1)
        chosen = np.argmax(np.cumsum(allowed, axis=1) > pick[:, None], axis=1)
        call = np.where(taboo, STOP_CODE, np.where(rename, chosen, dance))
        active, other, last_dance, last_call = (np.where(taboo, other, -1), np.where(taboo, dance, other),
                                                np.where(taboo, -1, dance), call)
    return CallStats(kinds, dance_cards, renamed, two)


# -- game length -------------------------------------------------------------------------------------------------
def _check_game(error_rate: float | Fraction, players: int, hand_size: int | None, max_rate: float = 1.0,
                max_hand: int = 1000) -> int:
    """Return the hand size (the default if None) after checking the three arguments; raise InvalidInput."""
    if isinstance(error_rate, bool) or not isinstance(error_rate, (int, float, Fraction)) or not (
            0 <= error_rate < 1 and error_rate <= max_rate):
        top = f"at most {max_rate:g}" if max_rate < 1 else "below 1"
        raise InvalidInput(f"error_rate must be a number from 0, {top}, not {short_repr(error_rate)}")
    check_int(players, "players", 2, 6)
    if hand_size is None:
        return default_hand_size(players)
    return check_int(hand_size, "hand_size", 1, max_hand)


def default_hand_size(players: int, variant: str = "standard") -> int:
    """Return how many cards each player gets when the whole box is dealt evenly."""
    d = default_deck()
    return len(d.cards(variant == "standard")) // players


def _round_outcomes(hands: tuple[int, ...], start: int) -> tuple[int, list[tuple[int, tuple[int, ...], int]]]:
    """Return W (the card at which the first player would finish) and, per error position k <= W, the next state."""
    n = len(hands)
    offsets = [(p - start) % n for p in range(n)]
    w = min(offsets[p] + (hands[p] - 1) * n + 1 for p in range(n))
    out = []
    for k in range(1, w + 1):
        q = (start + k - 1) % n
        nxt = tuple(hands[p] - max(0, (k - offsets[p] + n - 1) // n) + (k if p == q else 0) for p in range(n))
        out.append((k, nxt, q))
    return w, out


MAX_EXACT_STATES = 3000


def game_length_states(players: int, hand_size: int) -> int:
    """Return the number of states (pile sizes at a round's start, starting player) of the game-length chain.

    Counted by a formula (compositions of all cards into ``players`` non-empty piles), never by enumeration.
    """
    players, hand_size = check_int(players, "players", 2, 6), check_int(hand_size, "hand_size", 1, 1000)
    total = players * hand_size
    return math.comb(total - 1, players - 1) * players


@lru_cache(maxsize=16)
def _compositions(total: int, parts: int) -> tuple[tuple[int, ...], ...]:
    return tuple(c for c in itertools.product(range(1, total + 1), repeat=parts - 1)
                 if sum(c) < total for c in [(*c, total - sum(c))]) if parts > 1 else ((total,),)


def expected_game_length(error_rate: float | Fraction, players: int = 2, hand_size: int | None = None,
                         exact: bool = False) -> float | Fraction:
    """Return the expected number of cards turned up in a game when each move is wrong with ``error_rate``.

    ``hand_size`` defaults to dealing the whole box evenly (64 each for 2 players). ``exact=True`` solves the chain
    in Fractions (small games only); otherwise float64. Raises InvalidInput if the chain is too big to solve.
    """
    hand_size = _check_game(error_rate, players, hand_size)
    check_choice(exact, "exact", (True, False))
    n_states = game_length_states(players, hand_size)
    if n_states > MAX_EXACT_STATES or (exact and n_states > 200):
        raise InvalidInput(f"{n_states} states are too many to solve {'exactly' if exact else ''}; "
                           "use simulate_game_lengths instead")
    e = Fraction(str(error_rate)) if exact and isinstance(error_rate, float) else (
        Fraction(error_rate) if exact else float(error_rate))
    states = [(h, s) for h in _compositions(players * hand_size, players) for s in range(players)]
    index = {st: i for i, st in enumerate(states)}
    n = len(states)
    one = Fraction(1) if exact else 1.0
    rows_a: list[dict[int, Fraction | float]] = []
    rhs: list[Fraction | float] = []
    for h, s in states:
        w, outcomes = _round_outcomes(h, s)
        row: dict[int, Fraction | float] = {index[(h, s)]: one}
        b = 0 * one
        ok = one
        for k, nxt, q in outcomes:
            pe = ok * e
            j = index[(nxt, q)]
            row[j] = row.get(j, 0 * one) - pe
            b += pe * k
            ok = ok * (1 - e)
        b += ok * w
        rows_a.append(row)
        rhs.append(b)
    start = index[(tuple([hand_size] * players), 0)]
    if exact:
        aug = [[Fraction(r.get(j, 0)) for j in range(n)] + [Fraction(rhs[i])] for i, r in enumerate(rows_a)]
        return solve_exact(aug)[start]
    a = np.zeros((n, n))
    for i, r in enumerate(rows_a):
        for j, v in r.items():
            a[i, j] = float(v)
    return float(np.linalg.solve(a, np.array(rhs, dtype=float))[start])


def game_simulation_work(error_rate: float, players: int, n: int, hand_size: int | None = None) -> int:
    """Return the estimated work of ``simulate_game_lengths`` for these arguments (checked as it checks them), in
    units of one game playing one round: n x R + ROUND_WORK x R x min(n, LONGEST_GAME), with R = 1 + e p h +
    2 (e h)^2 / (1 - e)^2 rounds a game, a formula above the measured mean (module docstring)."""
    hand_size = _check_game(error_rate, players, hand_size, MAX_ERROR_RATE, MAX_SIM_HAND)
    n = check_simulations(n, "n", MAX_GAMES)
    return _game_work(float(error_rate), players, hand_size, n)


def _game_work(e: float, players: int, hand_size: int, n: int) -> int:
    """Return ``game_simulation_work`` for checked arguments."""
    rounds = 1 + e * players * hand_size + 2 * (e * hand_size) ** 2 / (1 - e) ** 2
    return math.ceil(rounds * (n + ROUND_WORK * min(n, LONGEST_GAME)))


def simulate_game_lengths(error_rate: float, players: int, n: int, rng: np.random.Generator,
                          hand_size: int | None = None, max_rounds: int = 1_000_000) -> np.ndarray:
    """Return the lengths (cards turned up) of ``n`` simulated games, all rounds of all games at once (numpy).

    Bounds: ``n`` at most 100,000 games, ``error_rate`` at most 0.3, ``hand_size`` at most 128, and the estimated
    work (``game_simulation_work``) at most ``MAX_GAME_WORK``, about a second: all checked before any work (module
    docstring).
    """
    hand_size = _check_game(error_rate, players, hand_size, MAX_ERROR_RATE, MAX_SIM_HAND)
    check_simulations(n, "n", MAX_GAMES)
    check_rng(rng)
    check_int(max_rounds, "max_rounds", 1, 1_000_000)
    e = float(error_rate)
    estimate = _game_work(e, players, hand_size, n)
    if estimate > MAX_GAME_WORK:
        most = most_within(lambda games: _game_work(e, players, hand_size, games), MAX_GAME_WORK, MAX_GAMES)
        raise InvalidInput(f"this simulation is too long for one call: {n:,} games of {players} players with "
                           f"{hand_size} cards each at error_rate {e:g} are about {estimate:,} units of work, and "
                           f"one call does at most {MAX_GAME_WORK:,} (about a second); use a smaller n, error_rate "
                           f"or hand_size" + (f" (here at most about {most:,} games)" if most else ""))
    hands = np.full((n, players), hand_size, dtype=np.int64)
    start = np.zeros(n, dtype=np.int64)
    length = np.zeros(n, dtype=np.int64)
    live = np.arange(n)
    seats = np.arange(players)
    work = 0
    for _ in range(max_rounds):
        if live.size == 0:
            return length
        # the estimate is of the mean: a run far longer than its mean still stops, at twice the bound
        work = spend_work(work, live.size + ROUND_WORK, 2 * MAX_GAME_WORK, "a smaller n, error_rate or hand_size")
        h, s = hands[live], start[live]
        offsets = (seats[None, :] - s[:, None]) % players
        w = np.min(offsets + (h - 1) * players + 1, axis=1)
        k = rng.geometric(e, size=live.size) if e > 0 else np.full(live.size, np.iinfo(np.int64).max // 4)
        win = k > w
        length[live[win]] += w[win]
        lose = ~win
        kk, ss, hh, oo = k[lose], s[lose], h[lose], offsets[lose]
        q = (ss + kk - 1) % players
        counts = np.maximum(0, (kk[:, None] - oo + players - 1) // players)
        hh = hh - counts
        hh[np.arange(kk.size), q] += kk
        idx = live[lose]
        hands[idx], start[idx] = hh, q
        length[idx] += kk
        live = idx
    raise InvalidInput(f"games did not end within {max_rounds} rounds")
