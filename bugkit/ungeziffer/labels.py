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
    "ungeziffer.tile_turned": {"en": "Tile {n} shows {v}: turned up this turn",
                               "de": "Plättchen {n} zeigt {v}: in diesem Zug aufgedeckt"},
    "ungeziffer.tile_missed": {"en": "Tile {n} shows {v}: the turn failed, it goes face down again",
                               "de": "Plättchen {n} zeigt {v}: der Zug ging schief, es wird wieder umgedreht"},
    "ungeziffer.die.green": {"en": "green", "de": "grün"},
    "ungeziffer.die.yellow": {"en": "yellow", "de": "gelb"},
    "ungeziffer.dice": {"en": "Dice: {dice}", "de": "Würfel: {dice}"},
    "ungeziffer.tip.roll": {"en": "Roll both dice; their sum is your target",
                            "de": "Beide Würfel werfen; ihre Summe ist dein Ziel"},
    "ungeziffer.tip.new": {"en": "Start a new game with the players, seats, variant and seed chosen above",
                           "de": "Ein neues Spiel mit den oben gewählten Spielern, Plätzen, Variante und Startwert"},
    "ungeziffer.tip.step": {"en": "The bot to move makes one move", "de": "Der Bot, der dran ist, macht einen Zug"},
    "ungeziffer.tip.bots": {"en": "The bots move until a human is to play",
                            "de": "Die Bots ziehen, bis ein Mensch dran ist"},
    "ungeziffer.why.rolled": {"en": "the dice are already rolled; now turn tiles",
                              "de": "die Würfel sind schon geworfen; decke jetzt Plättchen auf"},
    "ungeziffer.why.roll_first": {"en": "roll the dice first", "de": "würfle zuerst"},
    "ungeziffer.why.no_tile": {"en": "there is no tile {n}", "de": "es gibt kein Plättchen {n}"},
    "ungeziffer.why.taken": {"en": "tile {n} was already taken", "de": "Plättchen {n} wurde schon genommen"},
    "ungeziffer.why.face_up": {"en": "tile {n} is already face up", "de": "Plättchen {n} liegt schon offen"},
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


# The engine's reasons (rules.why_illegal, English) -> label keys; positions count from 0 there, tiles from 1 here.
REASONS = [
    (r"the dice are already rolled; now turn tiles", "ungeziffer.why.rolled"),
    (r"roll the dice first", "ungeziffer.why.roll_first"),
    (r"there is no tile position (?P<pos>\d+) \(positions run 0 to \d+\)", "ungeziffer.why.no_tile"),
    (r"the tile at position (?P<pos>\d+) was already taken", "ungeziffer.why.taken"),
    (r"the tile at position (?P<pos>\d+) is already face up", "ungeziffer.why.face_up"),
]


def reason_fields(groups: dict[str, str], lang: str) -> dict[str, object]:
    """Return the label fields for a matched reason: the tile number as players count (from 1)."""
    return {"n": int(groups["pos"]) + 1} if "pos" in groups else {}


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
