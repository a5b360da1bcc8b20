"""Würfel-WG components as data: the dice, the dice requirements written on the cards, and the card file.

- Dice: 7 dice showing 1-5 and a kangaroo (rulebook). We write the kangaroo as 0 ("worth nothing").
- Cards: ``data/cards.json`` is a FAN RECONSTRUCTION (components.md §5, OUR ASSUMPTION A1): 4 start cards
  per colour, 17 Normalos, 8 Spezialos, 12 "Witzig" and 8 "Doppelt-Witzig" to-dos, 5 items, 8 troublemakers
  and the hammock. A teacher can pass another file (``load_cards(path)``) or a dict (``new_game(cards=...)``);
  a malformed file raises InvalidInput naming the card. The back side of "Der Dicke" (not known: OUR ASSUMPTION
  A5) is that card's ``back_points`` (the shipped file: 0), and whether a tie for fewest points turns it over is
  its ``turns_on_tie`` (also A5; the shipped file: true); both are required on a card that turns over (effect
  'big_guy') and refused on any other.

Requirements (how a card says which dice it needs), as written in the card file:

- ``'4 4 4'``, ``'1 2 3'``: these numbers among the dice.
- ``'XXXX'``: four equal numbers; ``'XX YY'``: two pairs of *different* numbers; ``'XX + 2 2'``: a pair plus
  two 2s. Letters stand for numbers that differ from each other. Whether they must also differ from the fixed
  numbers on the same card is OUR ASSUMPTION A8, a setting of the card file: ``letters_differ_from_fixed`` (the
  shipped file: true, so 2 2 2 2 is not ``'XX + 2 2'``; false: it is). Every Requirement carries the setting it
  was read with, so whatever judges or counts it (meeting, smallest ways to pay, odds, their caches) follows it.
- ``'sum>=16'``: the pips of the dice used add up to at least 16.
- ``'3-straight'``, ``'4-straight'``: that many numbers in a row without a gap.

Kangaroos (0) never count: three kangaroos are not three equal numbers. With a clean bath the player turns
exactly one kangaroo into any number after the last roll; after that it is an ordinary number.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import permutations, product
from pathlib import Path
from typing import Any

from ..core.dice import Die
from ..core.errors import InvalidInput
from ..core.files import read_json
from ..core.validate import check_text, short_repr

KANGAROO = 0
FACES: tuple[int, ...] = (0, 1, 2, 3, 4, 5)  # 0 = kangaroo
DIE = Die(FACES)  # every die of the box: kangaroo and 1 to 5
NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5)
Counts = tuple[int, int, int, int, int, int]  # how many dice show kangaroo, 1, 2, 3, 4, 5

# The public surface. check_bool, counts_of, values_of, turn_kangaroo and minimal_uses are the rules', odds' and
# bots' helpers on dice and requirements they hold (minimal_uses is cached and runs in the engine's inner loop).
__all__ = ["ADVANTAGES", "DIE", "EFFECTS", "FACES", "KANGAROO", "MAX_CARDS", "MAX_CARD_FILE", "MAX_NAME", "MAX_POINTS",
           "NUMBERS", "START_IDS", "TROUBLE", "Card", "Cards", "Requirement", "StartCard", "default_cards",
           "load_cards", "parse_cards", "parse_requirement"]

_SUM = re.compile(r"^sum\s*>=\s*([0-9]+)$")
_STRAIGHT = re.compile(r"^([2-5])-straight$")
_LETTERS = re.compile(r"^([A-Z])\1*$")


def check_bool(value: object, name: str) -> bool:
    """Return ``value`` if it is True or False (not 1, 0 or "yes"); raise InvalidInput naming ``name``."""
    if not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True or False, not {short_repr(value)}")
    return value


def counts_of(values: tuple[int, ...] | list[int]) -> Counts:
    """Return how many of the given die values show each face (kangaroo, 1..5)."""
    c = [0] * 6
    for v in values:
        c[v] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


def values_of(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Return the sorted die values of a counts tuple."""
    return tuple(v for v in FACES for _ in range(counts[v]))


@dataclass(frozen=True)
class Requirement:
    """What a card needs from the dice: a pattern (fixed numbers + groups of equal numbers), a sum or a straight."""

    text: str
    kind: str  # 'pattern', 'sum' or 'straight'
    letters_differ_from_fixed: bool  # A8, from the card file: True = letters differ from the fixed numbers too
    fixed: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # how many of each number are fixed (index = number)
    groups: tuple[int, ...] = ()  # sizes of the letter groups (X, Y, ...), largest first
    total: int = 0  # sum threshold
    length: int = 0  # straight length

    @property
    def dice_needed(self) -> int:
        """Return the fewest dice that can meet this requirement."""
        if self.kind == "sum":
            return -(-self.total // 5)
        if self.kind == "straight":
            return self.length
        return sum(self.fixed) + sum(self.groups)

    def met(self, counts: tuple[int, ...]) -> bool:
        """Return True if dice with these counts (kangaroo, 1..5) contain what this requirement needs."""
        if self.kind == "sum":
            return sum(v * counts[v] for v in NUMBERS) >= self.total
        if self.kind == "straight":
            return any(all(counts[v] for v in range(s, s + self.length)) for s in range(1, 7 - self.length))
        if any(counts[v] < self.fixed[v] for v in NUMBERS):
            return False
        if self.letters_differ_from_fixed:
            free = [counts[v] for v in NUMBERS if not self.fixed[v]]
        else:  # a letter group may be a fixed number too, with dice beyond the fixed ones
            free = [counts[v] - self.fixed[v] for v in NUMBERS]
        return _assign(self.groups, tuple(sorted(free, reverse=True)))

    def met_with_bath(self, counts: tuple[int, ...], clean_bath: bool) -> bool:
        """Return True if the dice meet this requirement, turning one kangaroo into any number if the bath is clean."""
        if self.met(counts):
            return True
        if not clean_bath or counts[KANGAROO] == 0:
            return False
        return any(self.met(turn_kangaroo(counts, v)) for v in NUMBERS)

    def __str__(self) -> str:
        return self.text


def turn_kangaroo(counts: tuple[int, ...], value: int) -> Counts:
    """Return the counts after one kangaroo is turned to ``value``."""
    c = list(counts)
    c[KANGAROO] -= 1
    c[value] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


def _assign(groups: tuple[int, ...], free: tuple[int, ...]) -> bool:
    """Return True if each group size can get its own number with at least that many dice (sizes, counts desc)."""
    if not groups:
        return True
    if len(groups) > len(free):
        return False
    # largest group first; greedy on sorted lists is exact here: try every free count for the first group
    first, rest = groups[0], groups[1:]
    return any(c >= first and _assign(rest, free[:i] + free[i + 1:]) for i, c in enumerate(free))


def parse_requirement(text: str, letters_differ_from_fixed: bool | None = None) -> Requirement:
    """Return the Requirement written as ``text`` ('4 4 4', 'XX YY', 'XX + 2 2', 'sum>=16', '3-straight'), its
    letters read with ``letters_differ_from_fixed`` (A8; None: as the shipped card file says); raise InvalidInput
    for anything else (texts of at most 60 characters)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput(f"a requirement must be a text such as '4 4 4' or 'sum>=16', not {short_repr(text)}")
    check_text(text, "a requirement", 60)
    if letters_differ_from_fixed is None:
        letters_differ_from_fixed = default_cards().letters_differ_from_fixed
    return _parse_requirement(text, check_bool(letters_differ_from_fixed, "letters_differ_from_fixed"))


@lru_cache(maxsize=512)
def _parse_requirement(text: str, letters_differ_from_fixed: bool) -> Requirement:
    norm = " ".join(text.split())
    if m := _SUM.match(norm.lower()):
        total = int(m.group(1))
        if not 1 <= total <= 35:
            raise InvalidInput(f"requirement {text!r}: a sum must be between 1 and 35 (7 dice of 5)")
        return Requirement(norm, "sum", letters_differ_from_fixed, total=total)
    if m := _STRAIGHT.match(norm.lower()):
        return Requirement(norm, "straight", letters_differ_from_fixed, length=int(m.group(1)))
    fixed = [0] * 6
    groups: dict[str, int] = {}
    for token in norm.replace("+", " ").split():
        if token in ("1", "2", "3", "4", "5"):  # ASCII digits only: "¹".isdigit() is True, int("¹") fails
            fixed[int(token)] += 1
        elif _LETTERS.match(token.upper()) and token.upper()[0] not in groups:
            groups[token.upper()[0]] = len(token)
        else:
            raise InvalidInput(f"requirement {text!r}: cannot read {token!r} (use numbers 1-5, letter groups "
                               f"like XX or YYY, 'sum>=N' or 'N-straight')")
    need = sum(fixed) + sum(groups.values())
    if need == 0 or need > 7:
        raise InvalidInput(f"requirement {text!r} needs {need} dice; it must need 1 to 7")
    numbers = len(groups) + (sum(1 for v in NUMBERS if fixed[v]) if letters_differ_from_fixed else 0)
    if numbers > 5:
        raise InvalidInput(f"requirement {text!r} needs more different numbers than the dice have (1-5)")
    return Requirement(norm, "pattern", letters_differ_from_fixed, tuple(fixed),
                       tuple(sorted(groups.values(), reverse=True)))


@lru_cache(maxsize=200_000)
def minimal_uses(req: Requirement, counts: Counts) -> tuple[Counts, ...]:
    """Return every smallest way (as counts, no kangaroos) to meet ``req`` with some of these dice."""
    if sum(counts[1:]) > TABLE_DICE:
        return _minimal_uses_by_search(req, counts)
    # meeting a requirement is monotone (more dice never hurt), so the smallest ways within these dice are the
    # requirement's smallest ways overall that these dice cover
    return tuple(m for m in _minimal_table(req) if m[1] <= counts[1] and m[2] <= counts[2] and m[3] <= counts[3]
                 and m[4] <= counts[4] and m[5] <= counts[5])


TABLE_DICE = 7  # minimal_uses reads a per-requirement table for at most this many dice (a roll has at most 7)


def _minimal_uses_by_search(req: Requirement, counts: Counts) -> tuple[Counts, ...]:
    """Return ``minimal_uses`` by trying every part of the dice (the definition; any number of dice)."""
    ranges = [range(counts[v] + 1) for v in NUMBERS]
    hits = [(0, *c) for c in product(*ranges) if req.met((0, *c))]
    minimal = [h for h in hits if not any(o != h and all(o[v] <= h[v] for v in NUMBERS)
                                          for o in hits)]
    return tuple(sorted((h[0], h[1], h[2], h[3], h[4], h[5]) for h in minimal))


@lru_cache(maxsize=1024)
def _minimal_table(req: Requirement) -> tuple[Counts, ...]:
    """Return every smallest way to meet ``req`` with at most TABLE_DICE dice, sorted (as counts, no kangaroos)."""
    found: set[Counts] = set()
    if req.kind == "pattern":
        # the fixed numbers, and each letter group on its own number (among the others unless the card file lets a
        # letter be a fixed number), exactly its size
        free = [v for v in NUMBERS if not req.fixed[v]] if req.letters_differ_from_fixed else list(NUMBERS)
        for numbers in permutations(free, len(req.groups)):
            c = [0, *(req.fixed[v] for v in NUMBERS)]
            for size, v in zip(req.groups, numbers, strict=True):
                c[v] += size
            found.add((c[0], c[1], c[2], c[3], c[4], c[5]))
    elif req.kind == "straight":
        for start in range(1, 7 - req.length):
            c = [0] * 6
            for v in range(start, start + req.length):
                c[v] = 1
            found.add((c[0], c[1], c[2], c[3], c[4], c[5]))
    elif req.kind == "sum":  # smallest: giving back its smallest die leaves too few pips
        for c5 in _counts_up_to(TABLE_DICE):
            pips = c5[0] + 2 * c5[1] + 3 * c5[2] + 4 * c5[3] + 5 * c5[4]
            if pips >= req.total:
                smallest = next((v for v, c in zip(NUMBERS, c5, strict=True) if c), 0)
                if not smallest or pips - smallest < req.total:
                    found.add((0, c5[0], c5[1], c5[2], c5[3], c5[4]))
    else:  # anything else: a way is smallest when giving back any one of its dice misses the need
        for c5 in _counts_up_to(TABLE_DICE):
            h = (0, *c5)
            if req.met(h) and not any(h[v] and req.met(_minus_one(h, v)) for v in NUMBERS):
                found.add((0, c5[0], c5[1], c5[2], c5[3], c5[4]))
    return tuple(sorted(c for c in found if sum(c) <= TABLE_DICE and req.met(c)))


@lru_cache(maxsize=8)
def _counts_up_to(n: int) -> tuple[tuple[int, ...], ...]:
    """Return every count of the numbers 1-5 with at most n dice."""
    out: list[tuple[int, ...]] = [()]
    for _ in NUMBERS:
        out = [(*k, j) for k in out for j in range(n - sum(k) + 1)]
    return tuple(out)


def _minus_one(counts: tuple[int, ...], v: int) -> tuple[int, ...]:
    """Return the counts with one die of number v fewer."""
    return tuple(c - 1 if i == v else c for i, c in enumerate(counts))


# -- the card file ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Card:
    """One card: its id (used in actions), names, what it needs, its points and effects."""

    id: str
    kind: str  # 'normalo', 'spezialo', 'witzig', 'doppelt', 'item', 'troublemaker', 'hammock'
    de: str
    en: str
    need: Requirement | None = None
    points: int = 0
    effects: tuple[str, ...] = ()
    number: int = 0  # Normalos and items: their number
    advantage: str = ""  # Spezialos: 'never_sleeps', 'fridge_full', 'couch_clean', 'bath_clean', 'parking', 'reroll'
    back_points: int | None = None  # a troublemaker that turns over ('big_guy'): its back side's points (A5)
    turns_on_tie: bool | None = None  # ... and whether a tie for fewest points turns it over (A5)

    def name(self, lang: str = "en") -> str:
        """Return the card's name in ``lang`` ('de' or 'en')."""
        return self.de if lang == "de" else self.en


@dataclass(frozen=True)
class StartCard:
    """A start card of every WG (ICH, Couch, Kühlschrank, Bad): its two sides and the flip combo per colour."""

    id: str
    de: str
    en: str
    bad_de: str
    bad_en: str
    good_de: str
    good_en: str
    bad: tuple[int, int, int]  # dice, parking spots, re-rolls on the bad side
    good: tuple[int, int, int]
    flips: tuple[Requirement, ...]  # per colour


@dataclass(frozen=True)
class Cards:
    """The whole card set of one game, read from a card file."""

    source: str
    max_dice: int
    member_stacks: int
    hammock_points: int
    troublemaker_points: int
    colours: tuple[tuple[str, str, str], ...]  # (id, de, en)
    start: tuple[StartCard, ...]
    members: tuple[Card, ...]
    witzig: tuple[Card, ...]
    doppelt: tuple[Card, ...]
    items: tuple[Card, ...]
    troublemakers: tuple[Card, ...]
    hammock: Card
    letters_differ_from_fixed: bool  # A8: in 'XXX + 3 3' X may not be 3 (True) or may (False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.all_cards()})
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, f) for f in self.__dataclass_fields__)))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    def __deepcopy__(self, memo: dict[int, Any]) -> Cards:
        return self  # immutable data: a copy would be equal anyway

    def __reduce__(self) -> Any:
        if self is _default_cards():
            return (default_cards, ())  # the shipped set pickles as a reference, not 100 cards
        return (_rebuild_cards, (tuple(getattr(self, f) for f in self.__dataclass_fields__),))

    def all_cards(self) -> tuple[Card, ...]:
        """Return every card that can move (not the start cards), hammock last."""
        return (*self.members, *self.witzig, *self.doppelt, *self.items, *self.troublemakers, self.hammock)

    def __getitem__(self, card_id: str) -> Card:
        by_id: dict[str, Card] = self._by_id  # type: ignore[attr-defined]
        return by_id[card_id]

    def start_card(self, card_id: str) -> StartCard:
        """Return the start card with this id ('ich', 'couch', 'fridge', 'bath')."""
        return next(s for s in self.start if s.id == card_id)


def _rebuild_cards(fields: tuple[Any, ...]) -> Cards:
    return Cards(*fields)


START_IDS = ("ich", "couch", "fridge", "bath")
ADVANTAGES = ("never_sleeps", "fridge_full", "couch_clean", "bath_clean", "parking", "reroll")
EFFECTS = ("sleep", "wake", "couch", "fridge", "bath", "fridge_all")
TROUBLE = ("fridge_locked", "ghost", "no_borrow", "sect", "big_guy", "bath_locked", "ich_locked", "couch_locked")
_ID = re.compile(r"^[a-z][a-z0-9-]*$")


def default_cards() -> Cards:
    """Return the shipped card set (a fan reconstruction) from ``data/cards.json``."""
    return _default_cards()


@lru_cache(maxsize=1)
def _default_cards() -> Cards:
    return _parse_cards(_shipped_data())


@lru_cache(maxsize=1)
def _shipped_data() -> dict[str, Any]:
    """Return the shipped card file as parsed JSON (read once; never changed)."""
    text = resources.files("bugkit.wuerfel_wg").joinpath("data/cards.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


_TURNING_FIELDS = ("back_points", "turns_on_tie")  # A5: fields only a card that turns over ('big_guy') has


def _with_shipped_readings(data: Any) -> Any:
    """Return ``data`` with the readings that became fields of the card file later filled in where it leaves them
    out, as the shipped file says them: ``letters_differ_from_fixed`` (A8) and a turning card's ``back_points``
    and ``turns_on_tie`` (A5), so that a teacher's file (or a save's card set) from before still loads, with the
    same meaning."""
    if not isinstance(data, dict):
        return data
    shipped = _shipped_data()
    data = {"letters_differ_from_fixed": shipped["letters_differ_from_fixed"], **data}
    turning = next(c for c in shipped["troublemakers"] if c["effect"] == "big_guy")
    readings = {k: turning[k] for k in _TURNING_FIELDS}
    if isinstance(data.get("troublemakers"), list):
        data["troublemakers"] = [{**readings, **c} if isinstance(c, dict) and c.get("effect") == "big_guy" else c
                                 for c in data["troublemakers"]]
    return data


MAX_CARD_FILE = 1_000_000  # bytes: the shipped file has about 9,000


def load_cards(path: str | Path) -> Cards:
    """Return the card set read from a ``.json`` file shaped like ``data/cards.json`` (at most 1 MB);
    raise InvalidInput if it is missing, too big, not JSON or not a valid card set."""
    return parse_cards(read_json(path, "a card file", MAX_CARD_FILE))


MAX_CARDS = 100  # cards in one list of a card file (the box has at most 25)
MAX_NAME = 200  # characters in a name
MAX_POINTS = 50  # points on one card, either sign


def _field(obj: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise InvalidInput(f"card file: {where} has no field {key!r}")
    value = obj[key]
    if isinstance(value, bool) is not (kind is bool) or not isinstance(value, kind):
        what = "true or false" if kind is bool else kind.__name__
        raise InvalidInput(f"card file: {where}: field {key!r} must be {what}, not {short_repr(value)}")
    if isinstance(value, str) and len(value) > MAX_NAME:
        raise InvalidInput(f"card file: {where}: field {key!r} is longer than {MAX_NAME} characters")
    if isinstance(value, int) and not -MAX_POINTS <= value <= MAX_POINTS:
        raise InvalidInput(f"card file: {where}: field {key!r} must be from {-MAX_POINTS} to {MAX_POINTS}, "
                           f"not {short_repr(value)}")
    if isinstance(value, list) and len(value) > MAX_CARDS:
        raise InvalidInput(f"card file: {where}: field {key!r} lists more than {MAX_CARDS} entries")
    return value


def _need(obj: Any, where: str, letters: bool) -> Requirement:
    try:
        return parse_requirement(_field(obj, "need", str, where), letters)
    except InvalidInput as exc:
        raise InvalidInput(f"card file: {where}: {exc}") from None


def _card(obj: Any, kind: str, where: str, letters: bool) -> Card:
    """Return one card of the file, checked (``letters``: the file's letters_differ_from_fixed, A8)."""
    cid = _field(obj, "id", str, where)
    where = f"{where} {cid!r}"
    if not _ID.match(cid):
        raise InvalidInput(f"card file: {where}: an id is lowercase letters, digits and '-' (it is used in actions)")
    de, en = _field(obj, "de", str, where), _field(obj, "en", str, where)
    if kind == "normalo":
        number = _field(obj, "number", int, where)
        if number not in NUMBERS:
            raise InvalidInput(f"card file: {where}: number must be 1-5, not {number}")
        return Card(cid, kind, de, en, parse_requirement(f"{number} {number}", letters), number=number)
    if kind == "spezialo":
        adv = _field(obj, "advantage", str, where)
        if adv not in ADVANTAGES:
            raise InvalidInput(f"card file: {where}: unknown advantage {adv!r}; known: {list(ADVANTAGES)}")
        return Card(cid, kind, de, en, _need(obj, where, letters), advantage=adv)
    if kind == "troublemaker":
        effect = _field(obj, "effect", str, where)
        if effect not in TROUBLE:
            raise InvalidInput(f"card file: {where}: unknown effect {effect!r}; known: {list(TROUBLE)}")
        back, tie = None, None
        if effect == "big_guy":  # it turns over: OUR ASSUMPTION A5 (its back side, a tie for fewest), in the file
            back = _field(obj, "back_points", int, where)
            tie = _field(obj, "turns_on_tie", bool, where)
        elif extra := next((key for key in _TURNING_FIELDS if key in obj), None):
            raise InvalidInput(f"card file: {where}: field {extra!r} is only for a card that turns over "
                               f"(effect 'big_guy'), not for effect {effect!r}")
        return Card(cid, kind, de, en, points=_field(obj, "points", int, where), effects=(effect,), back_points=back,
                    turns_on_tie=tie)
    if kind == "hammock":
        return Card(cid, kind, de, en, points=_field(obj, "points", int, where))
    effects = _field(obj, "effects", list, where)
    bad = [e for e in effects if e not in EFFECTS]
    if bad:
        raise InvalidInput(f"card file: {where}: unknown effect {bad[0]!r}; known: {list(EFFECTS)}")
    points = _field(obj, "points", int, where)
    if kind == "item":
        number = _field(obj, "number", int, where)
        if number not in NUMBERS:
            raise InvalidInput(f"card file: {where}: number must be 1-5, not {number}")
        return Card(cid, kind, de, en, parse_requirement(f"{number} {number}", letters), points, tuple(effects),
                    number)
    return Card(cid, kind, de, en, _need(obj, where, letters), points, tuple(effects))


def _cards(data: Any, key: str, kind: str, letters: bool) -> tuple[Card, ...]:
    items = data.get(key) if isinstance(data, dict) else None
    if not isinstance(items, list) or not 1 <= len(items) <= MAX_CARDS:
        raise InvalidInput(f"card file: {key!r} must be a list of 1 to {MAX_CARDS} cards")
    return tuple(_card(obj, kind, f"{key}[{i}]", letters) for i, obj in enumerate(items))


def _side(obj: Any, key: str, where: str) -> tuple[int, int, int]:
    side = _field(obj, key, dict, where)
    vals = tuple(_field(side, k, int, f"{where} side {key!r}") for k in ("dice", "parking", "rerolls"))
    if any(v < 0 or v > 7 for v in vals):
        raise InvalidInput(f"card file: {where}: side {key!r} numbers must be 0-7")
    return (vals[0], vals[1], vals[2])


def parse_cards(data: Any) -> Cards:
    """Return a validated card set from parsed JSON; raise InvalidInput naming the first bad card. A file that
    leaves out ``letters_differ_from_fixed`` or Der Dicke's ``back_points`` or ``turns_on_tie`` reads them as the
    shipped file says."""
    return _parse_cards(_with_shipped_readings(data))


def _parse_cards(data: Any) -> Cards:
    """Return a validated card set from parsed JSON, every field required; raise InvalidInput naming the first bad
    card."""
    if not isinstance(data, dict):
        raise InvalidInput("card file: must be a JSON object")
    limits = _field(data, "limits", dict, "the file")
    lim = {k: _field(limits, k, int, "limits") for k in ("max_dice", "member_stacks", "hammock_points",
                                                          "troublemaker_points")}
    if not 1 <= lim["max_dice"] <= 7 or not 1 <= lim["member_stacks"] <= 5:
        raise InvalidInput("card file: limits: max_dice must be 1-7 and member_stacks 1-5")
    if not 1 <= lim["hammock_points"] <= MAX_POINTS or not 1 <= lim["troublemaker_points"] <= MAX_POINTS:
        raise InvalidInput(f"card file: limits: hammock_points and troublemaker_points must be 1-{MAX_POINTS}")
    letters = _field(data, "letters_differ_from_fixed", bool, "the file")  # OUR ASSUMPTION A8
    colours_raw = _field(data, "colours", list, "the file")
    colours = tuple((_field(c, "id", str, f"colours[{i}]"), _field(c, "de", str, f"colours[{i}]"),
                     _field(c, "en", str, f"colours[{i}]")) for i, c in enumerate(colours_raw))
    if not 4 <= len(colours) <= 8:
        raise InvalidInput("card file: 'colours' must list 4 to 8 colours (one WG per player)")
    start_raw = _field(data, "start_cards", list, "the file")
    if len(start_raw) != len(START_IDS):
        raise InvalidInput(f"card file: start_cards must be exactly {list(START_IDS)}")
    start = []
    for i, obj in enumerate(start_raw):
        where = f"start_cards[{i}]"
        sid = _field(obj, "id", str, where)
        where = f"start card {sid!r}"
        flips_raw = _field(obj, "flip", list, where)
        if len(flips_raw) != len(colours):
            raise InvalidInput(f"card file: {where}: 'flip' needs one combination per colour ({len(colours)})")
        try:
            flips = tuple(parse_requirement(f, letters) for f in flips_raw)
        except InvalidInput as exc:
            raise InvalidInput(f"card file: {where}: {exc}") from None
        names = [_field(obj, k, str, where) for k in ("de", "en", "bad_de", "bad_en", "good_de", "good_en")]
        start.append(StartCard(sid, names[0], names[1], names[2], names[3], names[4], names[5],
                               _side(obj, "bad", where), _side(obj, "good", where), flips))
    if sorted(s.id for s in start) != sorted(START_IDS):
        raise InvalidInput(f"card file: start_cards must be exactly {list(START_IDS)}")
    todos = _field(data, "todos", dict, "the file")
    cards = Cards(
        str(data.get("_source", "")), lim["max_dice"], lim["member_stacks"], lim["hammock_points"],
        lim["troublemaker_points"], colours, tuple(start),
        _cards(data, "normalos", "normalo", letters) + _cards(data, "spezialos", "spezialo", letters),
        _cards(todos, "witzig", "witzig", letters), _cards(todos, "doppelt", "doppelt", letters),
        _cards(data, "items", "item", letters), _cards(data, "troublemakers", "troublemaker", letters),
        _card(_field(data, "hammock", dict, "the file"), "hammock", "hammock", letters), letters)
    ids = [c.id for c in cards.all_cards()]
    dup = sorted({i for i in ids if ids.count(i) > 1} | (set(ids) & set(START_IDS)))
    if dup:
        raise InvalidInput(f"card file: card id {dup[0]!r} is used twice (ids must be unique)")
    return cards
