"""Game numbers: how every board names its game so that it can be played again, without giving away what comes next.

The decision (issue 19, hidden information). A board's chance comes from its ``Session``, seeded with the game's
*game number*; with the same moves the same number brings the same dice, cards and tiles. So a number shown while a
game is going on would let a second board (another tab, a cell) show the next roll before the player commits. Hence:

- A new game gets a fresh random number (1 to 999,999, from the operating system's entropy) that the board does
  **not** show while the game goes on; the box stays empty and its hint says the number comes at the end.
- Once the game is over, the board shows its number: typed in again, it replays that very game. A finished game
  has nothing left to reveal.
- A typed number (or ``seed=`` in code) starts a *replay*: the board says so and keeps showing the number, since
  whoever typed it knows it already. A replay is for looking at a game again, not for a fair push-your-luck game.
- A game loaded from a save goes on with a fresh number that is never shown: a save holds only the past, and that
  number would not replay the saved game from its start.

A typed number is digits only, with a space allowed only between groups of three ("123 456"; "1 2" is no number);
"1.5", "1,5", "1e3", "-1" or digits of other scripts are refused with a message (never read as another number).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import InvalidInput
from ..core.i18n import register, t
from ..core.rng import fresh_number
from ..core.validate import MAX_SEED, check_lang, check_seed, short_repr, typed_shown, typed_whole_number

FRESH_NUMBERS = 999_999  # fresh game numbers run from 1 to 999,999: short enough for a child to note and type

register({
    "gn.placeholder": {"en": "shown when the game is over", "de": "kommt am Ende des Spiels"},
    "gn.tip": {"en": "Every game has a number, shown when the game is over (so nobody can look ahead). Type a "
                     "number here and press the button to replay that game: the same moves bring the same luck.",
               "de": "Jedes Spiel hat eine Nummer; sie erscheint, wenn das Spiel aus ist (damit niemand vorausschauen "
                     "kann). Gib eine Nummer ein und drück den Knopf, dann spielst du dieses Spiel noch einmal: "
                     "Dieselben Züge bringen dasselbe Glück."},
    "gn.bad": {"en": "A game number is a whole number written with digits only, like the number shown at the end "
                     "of a game (a space only between groups of three digits, as in 123 456); “{typed}” is not one.",
               "de": "Eine Spielnummer ist eine ganze Zahl, nur aus Ziffern, wie die Nummer am Ende eines Spiels "
                     "(ein Leerzeichen nur zwischen Dreiergruppen, wie in 123 456); „{typed}“ ist keine."},
    "gn.fresh": {"en": "A new random game: its number is shown when it is over.",
                 "de": "Ein neues Zufallsspiel: Seine Nummer erscheint, wenn es aus ist."},
    "gn.over": {"en": "This was game number {n}: type it in to play the same game again.",
                "de": "Das war Spiel Nummer {n}: Gib sie ein, um dasselbe Spiel noch einmal zu spielen."},
    "gn.end": {"en": "This was game number {n}.", "de": "Das war Spiel Nummer {n}."},
    "gn.replay": {"en": "Replay of game number {n}: the same moves bring the same luck.",
                  "de": "Wiederholung von Spiel Nummer {n}: Dieselben Züge bringen dasselbe Glück."},
    "gn.loaded": {"en": "A loaded game: from here on chance is new, and the game has no number.",
                  "de": "Ein geladenes Spiel: Ab hier entscheidet neuer Zufall, und das Spiel hat keine Nummer."},
})


def parse_number(text: object) -> int:
    """Return the game number typed (digits, a space only between groups of three); raise InvalidInput otherwise."""
    if not isinstance(text, str):
        raise InvalidInput(f"a game number is typed as digits, not {short_repr(text)}")
    return typed_whole_number(text, "a game number", 0, MAX_SEED)


def bad_number_text(typed: object, lang: str) -> str:
    """Return the board's words for a typed text that is not a game number."""
    lang = check_lang(lang)
    return t("gn.bad", lang, typed=typed_shown(typed))  # (not the largest number, 2**63-1: a child types 6 digits)


@dataclass(frozen=True)
class GameNumber:
    """The number of a board's game: ``value`` seeds its session. ``replay``: typed in (or given in code), so it is
    shown from the start; ``replayable``: False for a loaded game going on (its number is never shown)."""

    value: int
    replay: bool = False
    replayable: bool = True

    @classmethod
    def fresh(cls) -> GameNumber:
        """Return a new random game's number (not shown until the game is over)."""
        return cls(fresh_number(FRESH_NUMBERS))

    @classmethod
    def typed(cls, number: object) -> GameNumber:
        """Return the number of a replay of game ``number`` (an int, or the text typed); raise InvalidInput."""
        value = parse_number(number) if isinstance(number, str) else check_seed(number, "the game number", False)
        assert value is not None
        return cls(value, replay=True)

    @classmethod
    def given(cls, seed: object) -> GameNumber:
        """Return a replay of ``seed`` if one is given (``play(seed=...)``: a whole number, not a text), else a fresh
        game's number; raise InvalidInput."""
        value = check_seed(seed)
        return cls.fresh() if value is None else cls(value, replay=True)

    @classmethod
    def going_on(cls) -> GameNumber:
        """Return the number for a loaded game that goes on: fresh chance, never shown."""
        return cls(fresh_number(FRESH_NUMBERS), replayable=False)

    def shown(self, over: bool) -> str:
        """Return the number as the board may show it: for a replay, or once the game is over; else ``""``."""
        return str(self.value) if self.replayable and (self.replay or over) else ""

    def ended(self, lang: str) -> str:
        """Return the line a finished game's status ends with: which game number it was ("" for a loaded game,
        which has none), so that a child or the teacher can note it without opening the settings."""
        return t("gn.end", check_lang(lang), n=self.value) if self.replayable else ""

    def note(self, over: bool, lang: str) -> str:
        """Return one line saying what the board's game number is (or why none is shown yet), in ``lang``."""
        if not self.replayable:
            return t("gn.loaded", lang)
        if self.replay:
            return t("gn.replay", lang, n=self.value)
        return t("gn.over", lang, n=self.value) if over else t("gn.fresh", lang)


__all__ = ["FRESH_NUMBERS", "GameNumber", "bad_number_text", "parse_number"]
