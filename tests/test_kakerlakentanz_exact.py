"""Kakerlakentanz, the exact cross-check: the odds functions equal ``bugkit.core.exact.evaluate`` walking the real
rules (the real, shuffled deal) with random right calls."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from bugkit.core.dist import uniform
from bugkit.core.exact import evaluate
from bugkit.kakerlakentanz import Deck, KakerlakentanzState, new_game
from bugkit.kakerlakentanz.odds import p_forbidden_drawn_at
from bugkit.kakerlakentanz.rules import forbidden_dances, is_taboo


# -- one engine for exact odds: the real rules, walked by core.exact, give the very same Fractions ------------------
def forbidden_at(k: int) -> Callable[[KakerlakentanzState], Fraction | None]:
    """Return the value 'the k-th card turned up is a dance card whose own dance is forbidden' (0 or 1)."""
    def value(state: KakerlakentanzState) -> Fraction | None:
        if state.is_over:
            return Fraction(0)
        if state.card is None or len(state.played) < k - 1:
            return None
        return Fraction(int(not is_taboo(state.card) and state.card in forbidden_dances(state.table)))

    return value  # type: ignore[return-value]


@pytest.mark.parametrize(("dance_cards", "taboo_cards", "hand", "k"), [(2, 1, 3, 3), (3, 1, 4, 4), (2, 0, 4, 6),
                                                                        (1, 1, 3, 2)])
def test_p_forbidden_drawn_at_equals_the_exact_walk_of_the_real_rules(dance_cards: int, taboo_cards: int,
                                                                      hand: int, k: int) -> None:
    deck = {"dance_cards_per_style": dance_cards, "taboo_cards_per_style": taboo_cards}
    start = new_game(players=2, hand_size=hand, deck=deck)
    exact = evaluate(start, forbidden_at(k), policy=lambda s: uniform(s.legal_actions()))  # type: ignore[arg-type]
    assert exact == p_forbidden_drawn_at(k, deck=Deck(dance_cards, taboo_cards))
    assert exact > 0
