"""Wanzen tanzen components: the tasks, the 28 task cards, penalty cards, baby bugs, cover chips and dice.

Facts (rulebook, reviews; components.md §1): 28 task cards worth 1-4 points with 2-4 tasks each, 5 penalty
cards -1..-5, 16 baby bugs, 4 cover chips, 5 ordinary six-sided dice.

OUR ASSUMPTION A1/A2: which tasks each card shows and its points (7 cards per point value) are not published;
they live in ``data/deck.json`` so a teacher who owns the game can replace them (``load_deck(path)``).

Task readings (OUR ASSUMPTION A5, "at least" everywhere):

- three of a kind / Drilling: some value shows on 3 or more dice; four of a kind / Vierling: on 4 or more.
- full house: exactly 3 dice of one value and 2 of another (five of a kind is *not* a full house). Reasonable
  people differ here, so the other reading is a task of its own: "full house or 5 alike" / "Fullhouse /
  Fünfling" (full house or five of a kind; short, to fit beside the task's 5 dice in 16 px), which a deck
  (``data/deck.json`` or ``deck=``) names in place of "Full House".
- two pairs / Doppelpasch: two different values with 2 or more dice each, or one value on 4 or more dice.
- small straight / Kleine Straße: 4 consecutive values are present; large straight / Große Straße: 5.
- all even, all odd, no 1s or 2s, all 2s and/or 5s: a condition on every one of the dice.
- specific numbers such as "3 3 6": the dice contain these numbers (multiset containment).
- sum of at least N (``"sum >= 25"`` / ``"Summe 25+"``, OUR ASSUMPTION A3): optional, not in the default deck.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..core.dice import Die
from ..core.errors import InvalidInput
from ..core.files import read_json
from ..core.validate import short_repr

N_DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
DIE = Die(FACES)  # the five dice of the box: plain six-sided
PENALTY_CARDS: tuple[int, ...] = (1, 2, 3, 4, 5)  # top of the stack first: -1 on top, -5 at the bottom
BABY_BUGS = 16
COVER_CHIPS = 4
STACK_SIZE = 15
BUG_LIMIT = 5  # the 5th baby bug in front of a player brings a penalty card
MIN_TASKS, MAX_TASKS = 2, COVER_CHIPS
MIN_POINTS, MAX_POINTS = 1, 10
MAX_DECK = 100  # cards in a custom deck (the box has 28)
MAX_CARD_ID = 10**6
MAX_TASK_TEXT = 40  # characters in a task name
MAX_FILE_BYTES = 200_000  # a deck file is a few kB; anything bigger is not one

# The public surface; parse_card is parse_deck's step for one card (its ``where`` is the place parse_deck names).
__all__ = ["BABY_BUGS", "BUG_LIMIT", "COVER_CHIPS", "DIE", "FACES", "KINDS", "MAX_CARD_ID", "MAX_DECK",
           "MAX_FILE_BYTES", "MAX_POINTS", "MAX_TASKS", "MAX_TASK_TEXT", "MIN_POINTS", "MIN_TASKS", "N_DICE",
           "PENALTY_CARDS", "STACK_SIZE", "Card", "Task", "all_task_kinds", "default_deck", "load_deck", "parse_deck",
           "parse_task"]

#: kind -> (English name, German name); "numbers" and "sum" are written with their numbers.
KINDS: dict[str, tuple[str, str]] = {
    "three_of_a_kind": ("three of a kind", "Drilling"),
    "four_of_a_kind": ("four of a kind", "Vierling"),
    "full_house": ("full house", "Full House"),
    # OUR ASSUMPTION A5 reads "Full House" as exactly 3 + 2 (five of a kind does not count); a deck that wants the
    # other reading names this task instead (components.md A5)
    "full_house_or_five": ("full house or 5 alike", "Fullhouse / Fünfling"),
    "two_pairs": ("two pairs", "Doppelpasch"),
    "small_straight": ("small straight", "Kleine Straße"),
    "large_straight": ("large straight", "Große Straße"),
    "all_even": ("all even", "Alle gerade"),
    "all_odd": ("all odd", "Alle ungerade"),
    "no_1s_or_2s": ("no 1s or 2s", "Keine 1er oder 2er"),
    "all_2s_and_5s": ("all 2s and/or 5s", "Alle 2er und/oder 5er"),
}
_ALIASES = {"two pair": "two_pairs", "pair of pairs": "two_pairs", "no 1s and 2s": "no_1s_or_2s",
            "no ones or twos": "no_1s_or_2s", "all 2s and 5s": "all_2s_and_5s", "all 2s or 5s": "all_2s_and_5s",
            "fullhouse": "full_house", "poker": "four_of_a_kind", "full house or five of a kind": "full_house_or_five",
            "full house oder fünfling": "full_house_or_five"}


def _norm(text: str) -> str:
    """Return a task name folded for lookup: lower case, ß -> ss, umlauts -> ae/oe/ue, single spaces."""
    text = text.strip().lower().replace("ß", "ss").replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    return " ".join(text.replace("_", " ").split())


_LOOKUP: dict[str, str] = {**{_norm(en): k for k, (en, _) in KINDS.items()},
                           **{_norm(de): k for k, (_, de) in KINDS.items()},
                           **{_norm(k): k for k in KINDS}, **{_norm(a): k for a, k in _ALIASES.items()}}
_SUM = re.compile(r"^(?:sum|summe)\s*(?:>=|≥|of at least|at least|mindestens)?\s*(\d+)\s*\+?$")


@dataclass(frozen=True, order=True)
class Task:
    """One task on a card: a kind, and for 'numbers' the numbers shown (sorted), for 'sum' the least sum."""

    kind: str
    numbers: tuple[int, ...] = ()

    def met(self, dice: Sequence[int]) -> bool:
        """Return True if these dice (all of them, usually 5) meet the task."""
        return bool(_MET[self.kind](self, Counter(dice), dice))

    def name(self, lang: str = "en") -> str:
        """Return the task's name as printed on the card (German) or in English."""
        if self.kind == "numbers":
            return " ".join(map(str, self.numbers))
        if self.kind == "sum":
            return f"Summe {self.numbers[0]}+" if lang == "de" else f"sum >= {self.numbers[0]}"
        en, de = KINDS[self.kind]
        return de if lang == "de" else en

    def __str__(self) -> str:
        return self.name("en")


def _longest_run(counts: Counter[int]) -> int:
    best = run = 0
    for v in range(1, 8):
        run = run + 1 if counts[v] else 0
        best = max(best, run)
    return best


def _met_numbers(task: Task, counts: Counter[int], dice: Sequence[int]) -> bool:
    return all(counts[v] >= c for v, c in Counter(task.numbers).items())


_MET: dict[str, Any] = {
    "three_of_a_kind": lambda t, c, d: max(c.values(), default=0) >= 3,
    "four_of_a_kind": lambda t, c, d: max(c.values(), default=0) >= 4,
    "full_house": lambda t, c, d: sorted(c.values()) == [2, 3],
    "full_house_or_five": lambda t, c, d: sorted(c.values()) in ([2, 3], [5]),
    "two_pairs": lambda t, c, d: sum(n >= 2 for n in c.values()) >= 2 or max(c.values(), default=0) >= 4,
    "small_straight": lambda t, c, d: _longest_run(c) >= 4,
    "large_straight": lambda t, c, d: _longest_run(c) >= 5,
    "all_even": lambda t, c, d: all(v % 2 == 0 for v in d),
    "all_odd": lambda t, c, d: all(v % 2 == 1 for v in d),
    "no_1s_or_2s": lambda t, c, d: all(v >= 3 for v in d),
    "all_2s_and_5s": lambda t, c, d: all(v in (2, 5) for v in d),
    "numbers": _met_numbers,
    "sum": lambda t, c, d: sum(d) >= t.numbers[0],
}


def parse_task(name: object) -> Task:
    """Return the Task named by an English or German name, digits like '3 3 6', or 'sum >= 25'."""
    if isinstance(name, Task):
        return name
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_TASK_TEXT:
        raise InvalidInput(f"a task is a name of at most {MAX_TASK_TEXT} characters such as 'full house', "
                           f"'Drilling' or '3 3 6', not {short_repr(name)}")
    key = _norm(name)
    if key in _LOOKUP:
        return Task(_LOOKUP[key])
    words = key.replace(",", " ").split()
    if words and all(w.isascii() and w.isdigit() for w in words):
        nums = tuple(sorted(int(w) for w in words))
        if len(nums) > N_DICE or not all(1 <= v <= 6 for v in nums):
            raise InvalidInput(f"task {name!r}: specific numbers are 1 to 5 dice values from 1 to 6")
        return Task("numbers", nums)
    m = _SUM.match(key)
    if m:
        least = int(m.group(1))
        if not 1 <= least <= 6 * N_DICE:
            raise InvalidInput(f"task {name!r}: a sum task needs a number from 1 to {6 * N_DICE}")
        return Task("sum", (least,))
    known = sorted({en for en, _ in KINDS.values()} | {de for _, de in KINDS.values()})
    raise InvalidInput(f"unknown task {name!r}; known tasks: {known}, numbers like '3 3 6', or 'sum >= 25'")


def all_task_kinds() -> list[Task]:
    """Return one Task of every named kind (the numbers and sum kinds excluded)."""
    return [Task(k) for k in KINDS]


@dataclass(frozen=True)
class Card:
    """A task card: its number in the deck, its points, and its tasks (in printed order)."""

    id: int
    points: int
    tasks: tuple[Task, ...]

    def to_data(self) -> dict[str, Any]:
        """Return the card as it is written in a deck file (German task names)."""
        return {"id": self.id, "points": self.points, "tasks": [t.name("de") for t in self.tasks]}


def parse_card(data: object, where: str) -> Card:
    """Return a validated Card from a deck-file entry; raise InvalidInput naming the card if it is malformed."""
    if not isinstance(data, dict) or set(data) - {"id", "points", "tasks"} or not {"points", "tasks"} <= set(data):
        raise InvalidInput(f"{where}: a card is an object with 'points', 'tasks' and optionally 'id', "
                           f"not {short_repr(data)}")
    points, tasks, cid = data["points"], data["tasks"], data.get("id", 0)
    if isinstance(cid, bool) or not isinstance(cid, int) or not 0 <= cid <= MAX_CARD_ID:
        raise InvalidInput(f"{where}: 'id' must be a whole number from 0 to {MAX_CARD_ID}, not {short_repr(cid)}")
    if isinstance(points, bool) or not isinstance(points, int) or not MIN_POINTS <= points <= MAX_POINTS:
        raise InvalidInput(f"{where}: points must be a whole number {MIN_POINTS}-{MAX_POINTS}, "
                           f"not {short_repr(points)}")
    if not isinstance(tasks, list) or not MIN_TASKS <= len(tasks) <= MAX_TASKS:
        raise InvalidInput(f"{where}: a card shows {MIN_TASKS} to {MAX_TASKS} tasks (one cover chip each), "
                           f"not {short_repr(tasks)}")
    try:
        parsed = tuple(parse_task(t) for t in tasks)
    except InvalidInput as exc:
        raise InvalidInput(f"{where}: {exc}") from None
    if len(set(parsed)) != len(parsed):
        raise InvalidInput(f"{where}: the same task is shown twice: {tasks!r}")
    return Card(cid, points, parsed)


def parse_deck(cards: object) -> tuple[Card, ...]:
    """Return validated cards from a list of card objects; ids default to their position (1-based)."""
    if not isinstance(cards, list) or not 1 <= len(cards) <= MAX_DECK:
        raise InvalidInput(f"a deck is a list of 1 to {MAX_DECK} cards, not {short_repr(cards)}")
    out = []
    for i, data in enumerate(cards):
        name = f"card {short_repr(data.get('id', i + 1), 20)} (entry {i + 1})" if isinstance(data, dict) \
            else f"entry {i + 1}"
        card = parse_card(data, name)
        out.append(Card(card.id or i + 1, card.points, card.tasks))
    ids = [c.id for c in out]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    if dup:
        raise InvalidInput(f"card id {dup[0]} is used twice in the deck")
    return tuple(out)


@lru_cache(maxsize=1)
def default_deck() -> tuple[Card, ...]:
    """Return the shipped 28-card deck (OUR ASSUMPTION A1/A2) from ``data/deck.json``."""
    text = resources.files("bugkit.wanzen_tanzen").joinpath("data/deck.json").read_text(encoding="utf-8")
    return parse_deck(json.loads(text)["cards"])


def load_deck(path: str | Path) -> tuple[Card, ...]:
    """Return the cards of a deck file shaped like ``data/deck.json`` (at most 200 kB); raise InvalidInput naming
    a bad card, or saying why the file cannot be read."""
    data = read_json(path, "a deck file", MAX_FILE_BYTES)
    if not isinstance(data, dict) or "cards" not in data:
        raise InvalidInput(f"deck file {path} must be an object with a 'cards' list")
    return parse_deck(data["cards"])
