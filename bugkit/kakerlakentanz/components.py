"""Kakerlakentanz components: the 128 cards as data.

- Four dancing styles: Ouch (Aua), Buzz (Bssss), Flap-Flap (Flapp Flapp), Meep (Meeep) (rulebook).
- 28 dance cards and 4 taboo cards (mirror ball) per style: 112 + 16 = 128 cards (components.md §2, confirmed
  by reviews). The counts live in ``data/cards.json`` so a teacher can change them.
- A card is a text: ``'ouch'``, ``'buzz'``, ``'flap-flap'``, ``'meep'`` for a dance card and ``'taboo:ouch'`` and so
  on for a taboo card. A call is a dance name or ``'stop'``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from ..core.errors import InvalidInput
from ..core.validate import check_int, short_repr

DANCES: tuple[str, ...] = ("ouch", "buzz", "flap-flap", "meep")
STOP = "stop"
CALLS: tuple[str, ...] = (*DANCES, STOP)
TABOO_PREFIX = "taboo:"
TABOOS: tuple[str, ...] = tuple(TABOO_PREFIX + d for d in DANCES)
CARD_KINDS: tuple[str, ...] = DANCES + TABOOS
MAX_PER_STYLE = 1000  # cards of one kind per style in a deck (the box has 28 and 4)

# The public surface; is_taboo and dance_of are the package's unchecked card helpers (rules, draw and labels call
# them on cards the engine already checked, in the referee's inner loop).
__all__ = ["CALLS", "CARD_KINDS", "DANCES", "MAX_PER_STYLE", "STOP", "TABOOS", "TABOO_PREFIX", "Deck", "check_card",
           "default_deck", "parse_deck"]


@dataclass(frozen=True)
class Deck:
    """How many dance cards and taboo cards of each style the box holds."""

    dance_cards_per_style: int = 28
    taboo_cards_per_style: int = 4

    def __post_init__(self) -> None:
        # whole numbers 0-1000 each (numpy's become int), and at least one dance card: a deck of only taboo cards
        # (or none) has no game and no odds
        for name in ("dance_cards_per_style", "taboo_cards_per_style"):
            object.__setattr__(self, name, check_int(getattr(self, name), name, 0, MAX_PER_STYLE))
        if self.dance_cards_per_style == 0:
            raise InvalidInput("a deck needs dance cards: dance_cards_per_style must be at least 1")

    def cards(self, taboo: bool = True) -> list[str]:
        """Return every card of the box in a fixed order (taboo cards left out if ``taboo`` is False)."""
        out = [d for d in DANCES for _ in range(self.dance_cards_per_style)]
        if taboo:
            out += [t for t in TABOOS for _ in range(self.taboo_cards_per_style)]
        return out

    def set_aside(self, taboo: bool = True) -> list[str]:
        """Return the cards that stay in the box from the start (the taboo cards in the children's variant)."""
        return [] if taboo else [t for t in TABOOS for _ in range(self.taboo_cards_per_style)]

    @property
    def total(self) -> int:
        """Return the number of cards in the box."""
        return len(DANCES) * (self.dance_cards_per_style + self.taboo_cards_per_style)


_TABOO_SET = frozenset(TABOOS)
_DANCE_OF = {**{d: d for d in DANCES}, **dict(zip(TABOOS, DANCES, strict=True))}


def is_taboo(card: str) -> bool:
    """Return True if the card is a taboo card (mirror ball); False for a dance card."""
    return card in _TABOO_SET


def dance_of(card: str) -> str:
    """Return the dancing style shown on a card of CARD_KINDS (for a taboo card: the style it forbids)."""
    return _DANCE_OF[card]


def check_card(card: object) -> str:
    """Return the card if it is one of the eight card kinds; raise InvalidInput otherwise."""
    if not isinstance(card, str) or card not in CARD_KINDS:
        raise InvalidInput(f"{short_repr(card)} is not a Kakerlakentanz card; cards are {list(CARD_KINDS)}")
    return card


@lru_cache(maxsize=1)
def default_deck() -> Deck:
    """Return the box as described in the shipped data file."""
    try:
        text = resources.files("bugkit.kakerlakentanz").joinpath("data/cards.json").read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"the card file data/cards.json cannot be read: {exc}") from None
    return parse_deck(data)


def parse_deck(data: Any) -> Deck:
    """Return a validated Deck from a mapping like ``data/cards.json``; raise InvalidInput if bad."""
    if not isinstance(data, dict):
        raise InvalidInput("a card file must be a JSON object")
    dances = data.get("dances", list(DANCES))
    if not isinstance(dances, list) or dances != list(DANCES):
        raise InvalidInput(f"the dances must be {list(DANCES)}")
    return Deck(data.get("dance_cards_per_style"), data.get("taboo_cards_per_style"))  # type: ignore[arg-type]  # Deck checks the counts
