"""Ungeziffer's words in English and German, and the log sentence for each event (pure, no widgets)."""

from __future__ import annotations

from typing import Any

from ..core.i18n import register, t

register({
    "ungeziffer.title": {"en": "Ungeziffer (Buggy Numbers)", "de": "Ungeziffer"},
    "ungeziffer.roll": {"en": "Roll the dice", "de": "Würfeln"},
    "ungeziffer.variant.standard": {"en": "Standard", "de": "Grundspiel"},
    "ungeziffer.variant.beginners": {"en": "Beginners (tiles 0-6, green die)",
                                     "de": "Einsteiger (Plättchen 0-6, grüner Würfel)"},
    "ungeziffer.variant.plus_minus": {"en": "Plus-Minus Mix", "de": "Plus-Minus-Mix"},
    "ungeziffer.bot.random": {"en": "Random bot", "de": "Zufalls-Bot"},
    "ungeziffer.bot.memory": {"en": "Memory bot", "de": "Gedächtnis-Bot"},
    "ungeziffer.bot.forgetful": {"en": "Forgetful bot", "de": "Vergesslicher Bot"},
    "ungeziffer.status.roll": {"en": "{name}: roll the dice.", "de": "{name}: würfle."},
    "ungeziffer.status.turn": {"en": "{name}: target {target}, so far {total}. Turn a tile.",
                               "de": "{name}: Ziel {target}, bisher {total}. Decke ein Plättchen auf."},
    "ungeziffer.status.turn_pm": {"en": "{name}: target {target}; tiles so far: {values}. Turn a tile.",
                                  "de": "{name}: Ziel {target}; bisher aufgedeckt: {values}. Decke ein Plättchen auf."},
    "ungeziffer.tiles_left": {"en": "{n} tiles left in the middle", "de": "{n} Plättchen in der Mitte"},
    "ungeziffer.score": {"en": "{n} tiles", "de": "{n} Plättchen"},
    "ungeziffer.tile": {"en": "Tile {n}", "de": "Plättchen {n}"},
    "ungeziffer.tile_down": {"en": "Tile {n}, face down", "de": "Plättchen {n}, verdeckt"},
    "ungeziffer.tile_up": {"en": "Tile {n} shows {v}", "de": "Plättchen {n} zeigt {v}"},
    "ungeziffer.tile_gone": {"en": "Tile {n} was taken", "de": "Plättchen {n} ist weg"},
    "ungeziffer.ev.roll": {"en": "{name} rolls {dice}: the target is {target}.",
                           "de": "{name} würfelt {dice}: das Ziel ist {target}."},
    "ungeziffer.ev.turn": {"en": "{name} turns tile {pos}: {value} vermin.",
                           "de": "{name} deckt Plättchen {pos} auf: {value} Ungeziffer."},
    "ungeziffer.ev.hit": {"en": "Exactly right! {name} takes {count} tile(s): {values}.",
                          "de": "Genau richtig! {name} nimmt {count} Plättchen: {values}."},
    "ungeziffer.ev.miss": {"en": "Too many! {name}'s tiles ({values}) go face down again.",
                           "de": "Zu viele! {name}s Plättchen ({values}) werden wieder umgedreht."},
    "ungeziffer.ev.out": {"en": "No face-down tile left: {name}'s tiles ({values}) go face down again.",
                          "de": "Kein verdecktes Plättchen mehr: {name}s Plättchen ({values}) werden umgedreht."},
    "ungeziffer.ev.end.few tiles": {"en": "Only four or fewer tiles are left: the game is over.",
                                    "de": "Nur noch vier oder weniger Plättchen: das Spiel ist aus."},
    "ungeziffer.ev.end.stuck": {"en": "No roll can be matched by the tiles left: the game is over.",
                                "de": "Kein Wurf passt mehr zu den übrigen Plättchen: das Spiel ist aus."},
})


def player_name(i: int, lang: str) -> str:
    """Return the display name of player i (counting from 1 for people)."""
    return t("ui.player", lang, n=i + 1)


def describe(event: tuple[Any, ...], lang: str = "en") -> str:
    """Return the sentence for one engine event."""
    kind = event[0]
    if kind == "end":
        return t(f"ungeziffer.ev.end.{event[1]}", lang)
    name = player_name(event[2], lang)
    if kind == "roll":
        return t("ungeziffer.ev.roll", lang, name=name, dice=" + ".join(map(str, event[3])), target=event[4])
    if kind == "turn":
        return t("ungeziffer.ev.turn", lang, name=name, pos=event[3] + 1, value=event[4])
    values = ", ".join(map(str, event[3]))
    return t(f"ungeziffer.ev.{kind}", lang, name=name, count=len(event[3]), values=values)
