"""The dice lessons' class-dice experiments: what the groups roll with real dice in lessons 21, 22, 23 and 25, as
``DiceSpec``\\ s of the class-dice table (``bugkit.ui.classdice``).

``DICE`` maps a dice lesson's key (``ungeziffer``, ``wanzen_tanzen``, ``voll_verasselt``, ``wuerfel_wg``) to the
maker of its experiment; ``class_dice(lesson, lang, after=guess)`` builds that lesson's table, the cell each dice
lesson's notebook runs; ``dice_question(spec)`` names the class question whose answer the exact chances give away
(the teacher's page holds them back until that answer is shown). This is lesson content: it lives in the lessons
package, which may import the widgets, and never the other way round (docs/architecture.md, "Imports go one way").
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np

from ..core.errors import InvalidInput
from ..core.validate import check_choice, check_lang, check_options, short_repr
from ..ui.classdice import ClassDice, DiceSpec
from ..ui.lesson import PredictionBox


# Each maker imports its lesson's module when called: the teacher's page imports DICE without every dice lesson.
def _ungeziffer() -> DiceSpec:
    from .ungeziffer import GREEN, YELLOW, target_chances

    chances = target_chances()
    targets = list(chances)
    green, yellow = np.array(GREEN), np.array(YELLOW)

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        s = rng.choice(green, size=n) + rng.choice(yellow, size=n)
        out: np.ndarray = np.searchsorted(np.array(targets), s)
        return out

    labels = tuple(str(k) for k in targets)
    return DiceSpec("ungeziffer", {"en": labels, "de": labels}, tuple(chances.values()), sample, guess=1,
                    focus=targets.index(5))  # the guess: "How likely is the target 5?"


def _wanzen_tanzen() -> DiceSpec:
    from .wanzen_tanzen import count_one_roll

    hits, total = count_one_roll("large straight")
    p = Fraction(hits, total)

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        dice = np.sort(rng.integers(1, 7, size=(n, 5)), axis=1)
        straight = np.all(np.diff(dice, axis=1) == 1, axis=1)
        out: np.ndarray = np.where(straight, 0, 1)
        return out

    return DiceSpec("wanzen_tanzen", {"en": ("large straight", "no straight"),
                                     "de": ("Große Straße", "keine Große Straße")},
                    (p, 1 - p), sample, guess=1)


def _voll_verasselt() -> DiceSpec:
    from .guide.voll_verasselt import SMALL_GROUP, two_dice_bug_up
    from .voll_verasselt import two_dice_grid

    grid = np.array(two_dice_grid(SMALL_GROUP))

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        a, b = rng.integers(0, 6, size=n), rng.integers(0, 6, size=n)
        out: np.ndarray = np.where(grid[a, b], 0, 1)
        return out

    p = two_dice_bug_up()
    return DiceSpec("voll_verasselt", {"en": ("bugged up", "safe"), "de": ("verasselt", "sicher")}, (p, 1 - p),
                    sample, guess=1)


def _wuerfel_wg() -> DiceSpec:
    from .guide.wuerfel_wg import FACES, two_dice_at_least_one_four

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        a, b = rng.integers(1, FACES + 1, size=n), rng.integers(1, FACES + 1, size=n)
        out: np.ndarray = np.where((a == 4) | (b == 4), 0, 1)
        return out

    p = two_dice_at_least_one_four()
    return DiceSpec("wuerfel_wg", {"en": ("at least one 4", "no 4"), "de": ("mindestens eine 4", "keine 4")},
                    (p, 1 - p), sample, guess=1)


DICE: dict[str, Callable[[], DiceSpec]] = {"ungeziffer": _ungeziffer, "wanzen_tanzen": _wanzen_tanzen,
                                           "voll_verasselt": _voll_verasselt, "wuerfel_wg": _wuerfel_wg}


# the table's file name in the File box begins with a word of the page's language
FILE_PREFIX = {"en": "class_dice", "de": "klassenwuerfel"}


def class_dice(lesson: str, lang: str = "en", groups: int = 6, after: PredictionBox | None = None,
               **options: Any) -> ClassDice:
    """Return the class-dice table of a dice lesson (``DICE``), in ``lang``, with ``groups`` empty rows; with
    ``after``, the guess whose answer the exact chances give, they wait for that guess's reveal."""
    check_choice(lesson, "lesson (the class dice of a lesson)", DICE)  # InvalidInput listing the lessons
    check_options(options, ("folder", "seed"), "class_dice")
    lang = check_lang(lang)
    return ClassDice(DICE[lesson](), lang, groups, path=f"{FILE_PREFIX[lang]}_{lesson}.json", after=after, **options)


def dice_question(spec: DiceSpec) -> str:
    """Return the class question whose answer the exact chances of ``spec`` give away (``22.p1``: the lesson's
    number and its guess), "" if none."""
    from .guide import LESSONS

    if not isinstance(spec, DiceSpec):
        raise InvalidInput(f"spec must be a DiceSpec (a value of DICE, called), not {short_repr(spec)}")
    number = next((n for key, n, _en, _de in LESSONS if key == spec.key), None)
    return f"{number}.p{spec.guess}" if spec.guess and number is not None else ""


__all__ = ["DICE", "class_dice", "dice_question"]
