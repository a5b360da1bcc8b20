"""Ungeziffer's words in English and German, and the log sentence for each event (pure, no widgets)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import InvalidInput
from ..core.i18n import player_name, register, t, tn
from ..core.validate import check_lang, short_repr

register({
    "ungeziffer.variant.standard": {"en": "Standard", "de": "Grundspiel"},
    "ungeziffer.variant.beginners": {"en": "Beginners (tiles 0–6, green die)",
                                     "de": "Einsteiger (Plättchen 0–6, grüner Würfel)"},
    "ungeziffer.variant.plus_minus": {"en": "Plus-Minus Mix", "de": "Plus-Minus-Mix"},
    "ungeziffer.bot.memory": {"en": "Memory bot", "de": "Gedächtnis-Bot"},
    "ungeziffer.bot.forgetful": {"en": "Forgetful bot", "de": "Vergesslicher Bot"},
    "ungeziffer.bot.memory_v1": {"en": "Memory bot (old)", "de": "Gedächtnis-Bot (alt)"},
    "ungeziffer.status.turn": {"en": "{name}: target {target}, so far {total}. Turn a tile!",
                               "de": "{name}: Ziel {target}, bisher {total}. Decke ein Plättchen auf!"},
    "ungeziffer.status.turn_pm": {"en": "{name}: target {target}; tiles so far: {values}. Turn a tile!",
                                  "de": "{name}: Ziel {target}; bisher aufgedeckt: {values}. Decke ein Plättchen "
                                        "auf!"},
    "ungeziffer.watch": {"en": "target {target}, so far {total}", "de": "Ziel {target}, bisher {total}"},
    "ungeziffer.watch_pm": {"en": "target {target}; tiles so far: {values}",
                            "de": "Ziel {target}; bisher aufgedeckt: {values}"},
    "ungeziffer.status.bot_roll": {"en": "{name} (bot) is rolling the dice", "de": "{name} (Bot) würfelt"},
    "ungeziffer.status.bot_turn": {"en": "{name} (bot) is turning a tile",
                                   "de": "{name} (Bot) deckt ein Plättchen auf"},
    "ungeziffer.zone.dice": {"en": "The dice", "de": "Die Würfel"},
    "ungeziffer.die.tap": {"en": "Tap to roll.", "de": "Tippe zum Würfeln."},
    "ungeziffer.zone.tiles": {"en": "The tiles in the middle: tap a face-down tile to turn it",
                              "de": "Die Plättchen in der Mitte: Tippe auf ein verdecktes Plättchen, um es umzudrehen"},
    "ungeziffer.status.mush": {"en": "Midge mush! A 0 adds nothing, so go on.",
                               "de": "Mückenmatsch! Eine 0 zählt nichts, also mach weiter."},
    "ungeziffer.tiles_left": {"en": "no tile left in the middle|{n} tile left in the middle|{n} tiles left in the "
                                    "middle",
                              "de": "Kein Plättchen mehr in der Mitte|Noch {n} Plättchen in der Mitte|Noch {n} "
                                    "Plättchen in der Mitte"},
    # what a player's score counts (``score``): the tiles won, or the vermin on them (a custom game's option)
    "ungeziffer.score.tiles": {"en": "{n} tile|{n} tiles", "de": "{n} Plättchen|{n} Plättchen"},
    "ungeziffer.score.vermin": {"en": "{n} vermin|{n} vermin", "de": "{n} Krabbeltier|{n} Krabbeltiere"},
    "ungeziffer.most.tiles": {"en": "tiles", "de": "Plättchen"},  # who wins (the how-to's last sentence)
    "ungeziffer.most.vermin": {"en": "vermin on their tiles", "de": "Krabbeltiere auf seinen Plättchen"},
    "ungeziffer.tile_down": {"en": "Tile {n}, face down", "de": "Plättchen {n}, verdeckt"},
    "ungeziffer.tile_gone": {"en": "Tile {n} was taken", "de": "Plättchen {n} ist weg"},
    "ungeziffer.tile_turned": {"en": "Tile {n} shows {v}: turned up this turn",
                               "de": "Plättchen {n} zeigt {v}: in diesem Zug aufgedeckt"},
    "ungeziffer.tile_mush": {"en": "Tile {n} shows 0 (midge mush): turned up this turn",
                             "de": "Plättchen {n} zeigt 0 (Mückenmatsch): in diesem Zug aufgedeckt"},
    "ungeziffer.tile_missed": {"en": "Tile {n} shows {v}: the turn failed, it goes face down again",
                               "de": "Plättchen {n} zeigt {v}: Der Zug ging schief, es wird wieder umgedreht"},
    "ungeziffer.die_shows": {"en": "{colour} die showing {v}", "de": "{colour}er Würfel zeigt {v}"},
    "ungeziffer.die_last": {"en": "{colour} die, last roll: {v}", "de": "{colour}er Würfel, letzter Wurf: {v}"},
    "ungeziffer.die_waits": {"en": "{colour} die, not rolled yet", "de": "{colour}er Würfel, noch nicht geworfen"},
    # How to play, one text per variant (rules.py, Variants), in a child's words
    "ungeziffer.howto.standard": {
        "en": "Roll the dice: their sum is your target. Then turn tiles one at a time by tapping a face-down tile. "
              "Hit the target exactly and you keep the tiles you turned; go over and they go face down again. A 0 "
              "is midge mush: it adds nothing. Remember what you see! When {end_at} or fewer tiles are left, "
              "whoever has the most {most} wins.",
        "de": "Würfle: Die Summe der Würfel ist dein Ziel. Dann deckst du Plättchen auf, eines nach dem anderen: "
              "Tippe auf ein verdecktes Plättchen. Triffst du das Ziel genau, bekommst du die aufgedeckten "
              "Plättchen; bist du drüber, werden sie wieder umgedreht. Eine 0 ist Mückenmatsch und zählt nichts. "
              "Merk dir, was du siehst! Liegen nur noch {end_at} oder weniger Plättchen in der Mitte, gewinnt, "
              "wer die meisten {most} hat."},
    "ungeziffer.howto.beginners": {
        "en": "The beginners' game has only the tiles 0 to 6 and only the green die. Roll the green die: its number "
              "is your target. Then turn tiles one at a time by tapping a face-down tile. Hit the target exactly and "
              "you keep the tiles you turned; go over and they go face down again. A 0 is midge mush: it adds "
              "nothing. Remember what you see! When {end_at} or fewer tiles are left, whoever has the most {most} "
              "wins.",
        "de": "Im Einsteigerspiel gibt es nur die Plättchen 0 bis 6 und nur den grünen Würfel. Würfle mit dem "
              "grünen Würfel: Seine Zahl ist dein Ziel. Dann deckst du Plättchen auf, eines nach dem anderen: Tippe "
              "auf ein verdecktes Plättchen. Triffst du das Ziel genau, bekommst du die aufgedeckten Plättchen; bist "
              "du drüber, werden sie wieder umgedreht. Eine 0 ist Mückenmatsch und zählt nichts. Merk dir, was du "
              "siehst! Liegen nur noch {end_at} oder weniger Plättchen in der Mitte, gewinnt, wer die meisten "
              "{most} hat."},
    "ungeziffer.howto.plus_minus": {
        "en": "Roll the dice: their sum is your target. Then turn tiles one at a time by tapping a face-down tile. "
              "In the Plus-Minus Mix you may use at most two tiles with vermin: add them, or take the smaller number "
              "away from the bigger one (5 and 2 make 7 or 3). So a first tile bigger than the target is no "
              "problem. Hit the target and you keep the tiles you turned; if two tiles cannot make it, they go face "
              "down again. A 0 is midge mush: it adds nothing and is not one of your two tiles. Remember what you "
              "see! When {end_at} or fewer tiles are left, whoever has the most {most} wins.",
        "de": "Würfle: Die Summe der Würfel ist dein Ziel. Dann deckst du Plättchen auf, eines nach dem anderen: "
              "Tippe auf ein verdecktes Plättchen. Beim Plus-Minus-Mix zählen höchstens zwei Plättchen mit "
              "Ungeziffer: Zähl sie zusammen, oder zieh die kleinere Zahl von der größeren ab (5 und 2 ergeben 7 "
              "oder 3). Ist schon das erste Plättchen größer als das Ziel, macht das also nichts. Triffst du das "
              "Ziel, bekommst du die aufgedeckten Plättchen; schaffst du es mit zwei Plättchen nicht, werden sie "
              "wieder umgedreht. Eine 0 ist Mückenmatsch: Sie zählt nichts und ist keins von deinen zwei "
              "Plättchen. Merk dir, was du siehst! Liegen nur noch {end_at} oder weniger Plättchen in der Mitte, "
              "gewinnt, wer die meisten {most} hat."},
    "ungeziffer.yellow_note": {"en": "The yellow die shows 0, 1, 2 or 3, each equally likely: our assumption, "
                                     "since the real die's six faces are not published.",
                               "de": "Der gelbe Würfel zeigt 0, 1, 2 oder 3, jede Zahl gleich wahrscheinlich: Das "
                                     "nehmen wir an, denn die sechs Seiten des echten Würfels kennen wir nicht."},
    "ungeziffer.yellow_custom": {"en": "The yellow die of this game has the faces {faces}.",
                                 "de": "Der gelbe Würfel dieses Spiels hat die Seiten {faces}."},
    "ungeziffer.green_only": {"en": "Beginners roll the green die only.",
                              "de": "Einsteiger würfeln nur mit dem grünen Würfel."},
    "ungeziffer.ev.roll": {"en": "{name} rolls {dice}: the target is {target}.",
                           "de": "{name} würfelt {dice}: Das Ziel ist {target}."},
    "ungeziffer.ev.turn": {"en": "{name} turns tile {pos}: {value} vermin.",
                           "de": "{name} deckt Plättchen {pos} auf: {value} Ungeziffer."},
    "ungeziffer.ev.mush": {"en": "{name} turns tile {pos}: 0 – midge mush! Go on.",
                           "de": "{name} deckt Plättchen {pos} auf: 0 – Mückenmatsch! Weiter geht’s."},
    "ungeziffer.ev.hit": {"en": "Exactly right! {name} takes {n} tile: {values}.|Exactly right! {name} takes {n} "
                                "tiles: {values}.",
                          "de": "Genau richtig! {name} nimmt {n} Plättchen: {values}.|Genau richtig! {name} nimmt "
                                "{n} Plättchen: {values}."},
    "ungeziffer.ev.miss": {"en": "Too many! {name}'s tile ({values}) goes face down again.|Too many! {name}'s tiles "
                                 "({values}) go face down again.",
                           "de": "Zu viele! Das Plättchen von {name} ({values}) wird wieder umgedreht.|Zu viele! Die "
                                 "Plättchen von {name} ({values}) werden wieder umgedreht."},
    "ungeziffer.ev.no_match": {
        "en": "Neither adding nor subtracting makes the target: {name}'s tile ({values}) goes face down again.|"
              "Neither adding nor subtracting makes the target: {name}'s tiles ({values}) go face down again.",
        "de": "Weder plus noch minus ergibt das Ziel: Das Plättchen von {name} ({values}) wird wieder umgedreht.|"
              "Weder plus noch minus ergibt das Ziel: Die Plättchen von {name} ({values}) werden wieder umgedreht."},
    "ungeziffer.ev.out": {"en": "No face-down tile left: {name}'s tile ({values}) goes face down again.|No face-down "
                                "tile left: {name}'s tiles ({values}) go face down again.",
                          "de": "Kein verdecktes Plättchen mehr: Das Plättchen von {name} ({values}) wird wieder "
                                "umgedreht.|Kein verdecktes Plättchen mehr: Die Plättchen von {name} ({values}) "
                                "werden wieder umgedreht."},
    "ungeziffer.ev.end.few tiles": {"en": "Only {n} or fewer tiles are left: the game is over.",
                                    "de": "Nur noch {n} oder weniger Plättchen: Das Spiel ist aus."},
    "ungeziffer.ev.end.stuck": {"en": "No roll can be matched by the tiles left: the game is over.",
                                "de": "Kein Wurf passt mehr zu den übrigen Plättchen: Das Spiel ist aus."},
})


def describe(event: Any, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return the sentence for one engine event (``Rolled``, ``Turned``, ``TurnEnded`` or ``GameEnded``; players
    named as ``player_name`` names them with ``names``); raise InvalidInput for anything else."""
    _check_event(event)
    check_lang(lang)
    kind = type(event).__name__
    if kind == "GameEnded":
        return t(f"ungeziffer.ev.end.{event.reason}", lang, n=event.end_at)
    name = player_name(event.player, lang, names)
    if kind == "Rolled":
        return t("ungeziffer.ev.roll", lang, name=name, dice=" + ".join(map(str, event.dice)), target=event.target)
    if kind == "Turned":
        key = "ungeziffer.ev.mush" if event.value == 0 else "ungeziffer.ev.turn"
        return t(key, lang, name=name, pos=event.pos + 1, value=event.value)
    values = ", ".join(map(str, event.values))
    return tn(f"ungeziffer.ev.{event.result}", len(event.values), lang, name=name, values=values)


def _check_event(event: object) -> None:
    """Return None if ``event`` is an Ungeziffer engine event; raise InvalidInput otherwise."""
    from .rules import Event  # the rules import this module for its words

    if not isinstance(event, Event):
        raise InvalidInput(f"event must be an Ungeziffer event (state.events), not {short_repr(event)}")


# Public: the play notebook's describe (a seat's name and the winners' line are core's: bugkit.core.i18n.player_name,
# winners_text). The other helpers serve this game's board, rules and pictures only (they stay importable by name).
__all__ = ["describe"]
