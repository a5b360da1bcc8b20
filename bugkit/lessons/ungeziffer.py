"""Lesson 21 (Ungeziffer): the numbers the lesson shows and its exercises, in English and German.

Everything is exact (``fractions.Fraction``) and comes from ``bugkit.ungeziffer``'s odds, so a change of the
tile mix or the yellow die (components.py, OUR ASSUMPTIONS A1/A2) changes the lesson with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import pairwise, permutations
from typing import Any

import numpy as np

from ..core.dist import Estimate
from ..core.errors import InvalidInput
from ..core.i18n import and_list
from ..core.validate import check_counts, check_int, short_repr
from ..ungeziffer import components as C
from ..ungeziffer.odds import dice_sum_dist, p_hit, simulate_hits
from . import Exercise, numbered, pct, share

GREEN = C.GREEN_FACES
YELLOW = C.YELLOW_FACES
YELLOW_CHOICES: dict[str, tuple[int, ...] | None] = {"four": C.YELLOW_FACES, "six": C.YELLOW_SIX_FACES, "none": None}


def pair_counts(yellow_faces: tuple[int, ...] | None = YELLOW) -> dict[int, int]:
    """Return {target: how many equally likely (green, yellow) face pairs give it}, every target listed."""
    yellow = _yellow(yellow_faces) if yellow_faces is not None else (0,)
    counts: dict[int, int] = {}
    for g in GREEN:
        for y in yellow:
            counts[g + y] = counts.get(g + y, 0) + 1
    return dict(sorted(counts.items()))


def target_chances(yellow_faces: tuple[int, ...] | None = YELLOW) -> dict[int, Fraction]:
    """Return the exact chance of each target for a yellow die (None: no yellow die, the beginners' game)."""
    if yellow_faces is None:
        return dict(dice_sum_dist("beginners").items())
    return dict(sorted(dice_sum_dist("standard", yellow_faces=_yellow(yellow_faces)).items()))


def _yellow(faces: object) -> tuple[int, ...]:
    """Return the yellow die's faces: 1 to 12 whole numbers 0-3; raise InvalidInput otherwise."""
    if isinstance(faces, (str, bytes)) or not isinstance(faces, Sequence) or not 1 <= len(faces) <= 12:
        raise InvalidInput(f"yellow_faces must be a list of 1 to 12 faces (0 to 3), not {short_repr(faces)}")
    return tuple(check_int(f, "a yellow face", 0, 3) for f in faces)


def blind_chances(tiles: Mapping[int, int], targets: Sequence[int] = range(1, 10)) -> dict[int, Fraction]:
    """Return the exact chance of hitting each target when turning tiles blindly."""
    if isinstance(targets, (str, bytes)) or not isinstance(targets, Sequence) or len(targets) > 100:
        raise InvalidInput(f"targets must be a list of at most 100 targets, not {short_repr(targets)}")
    return {t: p_hit(t, tiles) for t in targets}


def simulated_blind_hits(tiles: Mapping[int, int], runs: int = 20_000) -> list[tuple[int, Fraction, Estimate]]:
    """Return (target, exact chance, simulated estimate) of a blind hit for every target 1-9: ``runs`` simulated
    blind turns each, target t drawn with seed t (the lesson's check of its exact table)."""
    return [(target, exact, simulate_hits(target, tiles, runs, rng=target))
            for target, exact in blind_chances(tiles).items()]


def dips(chances: Mapping[int, Fraction]) -> list[int]:
    """Return the targets that are hit blind LESS often than the target just below them."""
    if not isinstance(chances, Mapping) or not all(
            isinstance(k, int) and isinstance(v, (Fraction, int)) for k, v in chances.items()):
        raise InvalidInput(f"chances must map targets to Fractions (blind_chances(...)), not {short_repr(chances)}")
    keys = sorted(chances)
    return [b for a, b in pairwise(keys) if chances[b] < chances[a]]


def with_zeros(tiles: Mapping[int, int], zeros: int) -> dict[int, int]:
    """Return the tile mix with ``zeros`` zero tiles ("midge mush") instead of the box's number."""
    tiles = check_counts(tiles, "tiles", 0, C.MAX_TILE, C.MAX_TOTAL_TILES)
    zeros = check_int(zeros, "zeros", 0, C.MAX_TOTAL_TILES)
    out = dict(tiles)
    out[0] = zeros
    return {v: c for v, c in out.items() if c}


def even_mix(tiles: Mapping[int, int]) -> dict[int, int]:
    """Return a mix with the same number of tiles of every value 0-9 (as near the box's total as possible)."""
    total = sum(check_counts(tiles, "tiles", 0, C.MAX_TILE, C.MAX_TOTAL_TILES).values())
    each = max(1, round(total / (C.MAX_TILE + 1)))
    return dict.fromkeys(range(C.MAX_TILE + 1), each)


MAX_ORDER_TILES = 8  # tiles whose orders ``orders`` lists


def orders(tiles: Sequence[int], target: int) -> list[tuple[tuple[int, ...], bool]]:
    """Return every order of the tiles, cut where turning stops, and whether it hits the target exactly (at most
    MAX_ORDER_TILES tiles: 8 tiles have 40,320 orders, 11 would have 39 million)."""
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Sequence) or not 1 <= len(tiles) <= MAX_ORDER_TILES:
        raise InvalidInput(f"tiles must be a list of 1 to {MAX_ORDER_TILES} tile values, not {short_repr(tiles)}")
    tiles = [check_int(t, "a tile", 0, C.MAX_TILE) for t in tiles]
    check_int(target, "target", 0, 10 * MAX_ORDER_TILES)
    seen: list[tuple[tuple[int, ...], bool]] = []
    for order in permutations(tiles):
        total, turned = 0, []
        for tile in order:
            turned.append(tile)
            total += tile
            if total >= target:
                break
        seen.append((tuple(turned), total == target))
    return seen


def average_blind_turn(tiles: Mapping[int, int]) -> Fraction:
    """Return the chance that a whole blind turn succeeds: each target's blind chance, weighted by its chance."""
    chances = target_chances()
    return sum((p * p_hit(t, tiles) for t, p in chances.items()), Fraction(0))


def _tiles_text(tiles: Sequence[int], lang: str) -> str:
    """Return "2, 3 and 9" / "2, 3 und 9"."""
    return and_list([str(t) for t in tiles], lang)


def _make_pairs(rng: np.random.Generator) -> dict[str, Any]:
    green = int(rng.choice([4, 6, 8, 10, 12, 20]))
    yellow = int(rng.integers(2, 7))
    return {"g": green, "y": yellow, "y_top": yellow - 1, "answer": green * yellow}


def _make_sum(rng: np.random.Generator) -> dict[str, Any]:
    target = int(rng.integers(1, 10))
    counts = pair_counts()
    return {"t": target, "ways": counts[target], "n": sum(counts.values()), "answer": target_chances()[target],
            "share": share(target_chances()[target])}


def _make_at_least(rng: np.random.Generator) -> dict[str, Any]:
    target = int(rng.integers(5, 10))
    counts = pair_counts()
    ways = sum(c for s, c in counts.items() if s >= target)
    listed = ", ".join(f"{s}: {c}" for s, c in counts.items() if s >= target)
    return {"t": target, "ways": ways, "n": sum(counts.values()), "list": listed,
            "answer": Fraction(ways, sum(counts.values()))}


def _make_not_due(rng: np.random.Generator) -> dict[str, Any]:
    target = int(rng.choice([1, 9, 2, 8]))
    times = int(rng.integers(3, 7))
    counts = pair_counts()
    return {"t": target, "k": times, "ways": counts[target], "n": sum(counts.values()),
            "answer": target_chances()[target]}


GUESSED_TILES, GUESSED_TARGET = [2, 3, 9], 5  # the lesson's section-6 guess: no exercise set asks it (or answers it)


def _three_tiles(rng: np.random.Generator, low: int = 0) -> tuple[list[int], int]:
    """Return three different face-down tiles (low..9) and a target whose blind chance is neither 0 nor 1, never the
    tiles and target of the lesson's guess (``GUESSED_TILES``, ``GUESSED_TARGET``): its solution would answer it."""
    while True:
        tiles = sorted(int(x) for x in rng.choice(np.arange(low, 10), size=3, replace=False))
        target = int(rng.integers(2, 10))
        if 0 < p_hit(target, _counts(tiles)) < 1 and (tiles, target) != (GUESSED_TILES, GUESSED_TARGET):
            return tiles, target


def _counts(tiles: Sequence[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for t in tiles:
        out[t] = out.get(t, 0) + 1
    return out


def _make_blind3(rng: np.random.Generator) -> dict[str, Any]:
    tiles, target = _three_tiles(rng)
    seen = orders(tiles, target)
    good = sum(hit for _, hit in seen)
    return {"tiles": {lang: _tiles_text(tiles, lang) for lang in ("en", "de")}, "t": target, "good": good,
            "n": len(seen), "answer": p_hit(target, _counts(tiles))}


def _make_blind4(rng: np.random.Generator) -> dict[str, Any]:
    three, target = _three_tiles(rng, low=1)
    tiles = [0, *three]
    seen = orders(three, target)
    good = sum(hit for _, hit in seen)
    return {"tiles": {lang: _tiles_text(tiles, lang) for lang in ("en", "de")}, "t": target, "good": good,
            "n": len(seen), "three": {lang: _tiles_text(three, lang) for lang in ("en", "de")},
            "answer": p_hit(target, _counts(tiles))}


def _make_all_equal(rng: np.random.Generator) -> dict[str, Any]:
    counts = pair_counts()
    most = max(counts.values())
    top = [s for s, c in counts.items() if c == most]
    lo, hi = min(counts), max(counts)
    answer = "middle" if min(top) > lo and max(top) < hi else "big" if max(top) == hi else "same"
    return {"top": {lang: _tiles_text(top, lang) for lang in ("en", "de")}, "most": most,
            "n": sum(counts.values()), "lo": lo, "hi": hi, "lo_ways": counts[lo], "answer": answer}


def _make_bigger(rng: np.random.Generator) -> dict[str, Any]:
    chances = blind_chances(C.default_tiles())
    found = dips(chances)
    if not found:
        return {"a": 1, "b": 9, "pa": pct(chances[1]), "pb": pct(chances[9]), "answer": "true"}
    b = found[0]
    return {"a": b - 1, "b": b, "pa": pct(chances[b - 1]), "pb": pct(chances[b]), "answer": "false"}


EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise("pairs", 1, {
        "en": {"question": "A green die has {g} faces (1 to {g}), a yellow die has {y} numbers (0 to {y_top}). "
                           "How many equally likely (green, yellow) pairs are there?",
               "hint": "Every green face can meet every yellow number. Think of a table with {g} rows.",
               "solution": "{g} green faces times {y} yellow numbers: {g} × {y} = {answer} pairs."},
        "de": {"question": "Ein grüner Würfel hat {g} Seiten (1 bis {g}), ein gelber Würfel hat {y} Zahlen "
                           "(0 bis {y_top}). Wie viele gleich wahrscheinliche Paare (grün, gelb) gibt es?",
               "hint": "Jede grüne Zahl kann mit jeder gelben Zahl zusammenkommen. Denk an eine Tabelle mit "
                       "{g} Zeilen.",
               "solution": "{g} grüne Seiten mal {y} gelbe Zahlen: {g} · {y} = {answer} Paare."}},
        _make_pairs, kind="number"),
    Exercise("sum-chance", 1, {
        "en": {"question": "With the game's dice (green 1-6, yellow 0-3): what is the chance that the target is {t}?",
               "hint": "Count the pairs in the table that add up to {t}, out of all {n} pairs.",
               "solution": "{ways} of {n} pairs add up to {t}: the chance is {share}."},
        "de": {"question": "Mit den Würfeln des Spiels (grün 1-6, gelb 0-3): Wie groß ist die "
                           "Wahrscheinlichkeit, dass die Zielzahl {t} ist?",
               "hint": "Zähl in der Tabelle die Paare mit der Summe {t}, von allen {n} Paaren.",
               "solution": "{ways} von {n} Paaren ergeben {t}: Die Wahrscheinlichkeit ist {share}."}},
        _make_sum, kind="probability", fresh=True),
    Exercise("all-equal", 1, {
        "en": {"question": "Is every target from {lo} to {hi} equally likely?",
               "hint": "Count how many pairs give {lo} and how many give a target in the middle.",
               "solution": "{answer_label}: {top} each come from {most} of the {n} pairs, but {lo} from only "
                           "{lo_ways} of them."},
        "de": {"question": "Ist jede Zielzahl von {lo} bis {hi} gleich wahrscheinlich?",
               "hint": "Zähl, wie viele Paare {lo} ergeben und wie viele eine Zielzahl in der Mitte.",
               "solution": "{answer_label}: {top} kommen jeweils aus {most} der {n} Paare, die {lo} aber nur aus "
                           "{lo_ways}."}},
        _make_all_equal, kind="choice", fresh=False,
        choices={"en": {"same": "Yes, all targets are equally likely", "middle": "No, the middle targets are "
                        "more likely", "big": "No, the biggest targets are the most likely"},
                 "de": {"same": "Ja, alle Zielzahlen sind gleich wahrscheinlich", "middle": "Nein, die "
                        "mittleren Zielzahlen sind wahrscheinlicher",
                        "big": "Nein, die größten Zielzahlen sind am wahrscheinlichsten"}}),
    Exercise("at-least", 2, {
        "en": {"question": "What is the chance that the target is {t} or more?",
               "hint": "Add up the pairs for each target from {t} upwards, then divide by {n}.",
               "solution": "Pairs per target ({list}) make {ways} of {n}: the chance is {answer}."},
        "de": {"question": "Wie groß ist die Wahrscheinlichkeit, dass die Zielzahl {t} oder mehr ist?",
               "hint": "Addiere die Paare für jede Zielzahl ab {t} und teile durch {n}.",
               "solution": "Paare je Zielzahl ({list}) ergeben {ways} von {n}: Die Wahrscheinlichkeit ist "
                           "{answer}."}},
        _make_at_least, kind="probability"),
    Exercise("not-due", 2, {
        "en": {"question": "Your last {k} targets were never {t}. What is the chance that the next target is {t}?",
               "hint": "Do the dice remember earlier rolls?",
               "solution": "The dice have no memory: still {ways} of {n} pairs, so {answer}. The target {t} "
                           "is never “due”."},
        "de": {"question": "Deine letzten {k} Zielzahlen waren nie {t}. Wie groß ist die Wahrscheinlichkeit, "
                           "dass die nächste Zielzahl {t} ist?",
               "hint": "Erinnern sich die Würfel an frühere Würfe?",
               "solution": "Würfel haben kein Gedächtnis: weiter {ways} von {n} Paaren, also {answer}. Die "
                           "Zielzahl {t} ist nie „fällig“."}},
        _make_not_due, kind="probability"),
    Exercise("blind-three", 2, {
        "en": {"question": "The tiles {tiles} lie face down and your target is {t}. You turn them blindly, one "
                           "after another. What is the chance of hitting {t} exactly?",
               "hint": "Write down all {n} orders of the three tiles. Stop each order as soon as you reach {t} "
                       "or more.",
               "solution": "{good} of the {n} equally likely orders hit {t} exactly: {answer}."},
        "de": {"question": "Die Plättchen {tiles} liegen verdeckt, deine Zielzahl ist {t}. Du deckst blind eins "
                           "nach dem anderen auf. Wie groß ist die Wahrscheinlichkeit, genau {t} zu treffen?",
               "hint": "Schreib alle {n} Reihenfolgen der drei Plättchen auf. Hör bei jeder auf, sobald du {t} "
                       "oder mehr hast.",
               "solution": "{good} der {n} gleich wahrscheinlichen Reihenfolgen treffen genau {t}: {answer}."}},
        _make_blind3, kind="probability"),
    Exercise("bigger-target", 3, {
        "en": {"question": "True or false: in bugkit's box (see the chart of blind hits in section 7), turning "
                           "blindly with all the tiles, a bigger target is always hit more often than a smaller one.",
               "hint": "Look at the bar chart of blind hits: does every bar stand higher than the one to its left?",
               "solution": "{answer_label}: target {a} is hit blind {pa} of the time, target {b} only {pb}."},
        "de": {"question": "Stimmt das? Mit allen Plättchen der bugkit-Schachtel trifft man blind eine größere "
                           "Zielzahl immer öfter als eine kleinere (Säulendiagramm in Abschnitt 7).",
               "hint": "Schau dir das Säulendiagramm der Blindtreffer an: Ist jede Säule höher als die links "
                       "daneben?",
               "solution": "{answer_label}: Zielzahl {a} trifft man blind in {pa} der Fälle, Zielzahl {b} nur in "
                           "{pb}."}},
        _make_bigger, kind="choice", fresh=False,
        choices={"en": {"true": "True", "false": "False"}, "de": {"true": "Stimmt", "false": "Stimmt nicht"}}),
    Exercise("blind-four", 3, {
        "en": {"question": "Now four tiles lie face down: {tiles}. Your target is {t}. What is the chance of hitting "
                           "it exactly, turning blindly?",
               "hint": "The 0 tile adds nothing. Does it change which of the other tiles comes first?",
               "solution": "The 0 never changes the order of {three}, so the chance is the same as with these "
                           "three tiles alone: {good} of their {n} orders hit {t}, that is {answer}."},
        "de": {"question": "Jetzt liegen vier Plättchen verdeckt: {tiles}. Deine Zielzahl ist {t}. Wie groß ist "
                           "die Wahrscheinlichkeit, sie blind genau zu treffen?",
               "hint": "Die 0 zählt nichts. Ändert sie, welches der anderen Plättchen zuerst kommt?",
               "solution": "Die 0 ändert nichts an der Reihenfolge von {three}, also ist die Wahrscheinlichkeit "
                           "dieselbe wie mit diesen drei Plättchen allein: {good} ihrer {n} Reihenfolgen treffen "
                           "{t}, das ist {answer}."}},
        _make_blind4, kind="probability"),
])

EX: dict[str, Exercise] = {ex.id: ex for ex in EXERCISES}

__all__ = ["EX", "EXERCISES", "YELLOW_CHOICES", "average_blind_turn", "blind_chances", "dips", "even_mix", "orders",
           "pair_counts", "simulated_blind_hits", "target_chances",
           "with_zeros"]
