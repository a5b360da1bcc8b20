"""Ungeziffer's refusal reasons in English and German (``refuse(...)`` keys; the rules import this module)."""

from __future__ import annotations

from ..core.i18n import register

register({
    "ungeziffer.refuse.rolled": {"en": "the dice are already rolled; now turn tiles",
                                 "de": "Die Würfel sind schon geworfen. Decke jetzt Plättchen auf!"},
    "ungeziffer.refuse.roll_first": {"en": "roll the dice first", "de": "Würfle zuerst!"},
    "ungeziffer.refuse.no_tile": {"en": "there is no tile position {pos} (positions run 0 to {last})",
                                  "de": "Es gibt keine Plättchen-Position {pos} (die Positionen gehen von 0 bis "
                                        "{last})."},
    "ungeziffer.refuse.taken": {"en": "tile {n} was already taken", "de": "Plättchen {n} wurde schon genommen."},
    "ungeziffer.refuse.face_up": {"en": "tile {n} is already face up", "de": "Plättchen {n} liegt schon offen."},
    "ungeziffer.refuse.malformed": {"en": "say “roll” or “turn N” (N the number of a tile)",
                                    "de": "Das ist kein Zug in Ungeziffer. Du kannst würfeln oder ein Plättchen "
                                          "aufdecken."},
})
