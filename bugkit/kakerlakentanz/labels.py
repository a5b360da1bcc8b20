"""Kakerlakentanz words, English and German: dance names, calls, and the referee's explanations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.i18n import register, t
from .components import dance_of, is_taboo

EMOJI = {"ouch": "🧍", "buzz": "🌀", "flap-flap": "🐔", "meep": "👃", "stop": "✋", "taboo": "🪩"}

register({
    "kakerlakentanz.title": {"en": "Kakerlakentanz", "de": "Kakerlakentanz"},
    "kakerlakentanz.dance.ouch": {"en": "Ouch", "de": "Aua"},
    "kakerlakentanz.dance.buzz": {"en": "Buzz", "de": "Bssss"},
    "kakerlakentanz.dance.flap-flap": {"en": "Flap-Flap", "de": "Flapp Flapp"},
    "kakerlakentanz.dance.meep": {"en": "Meep", "de": "Meeep"},
    "kakerlakentanz.call.stop": {"en": "Stop!", "de": "Stopp!"},
    "kakerlakentanz.move.ouch": {"en": "stand up briefly", "de": "kurz aufstehen"},
    "kakerlakentanz.move.buzz": {"en": "circle a finger", "de": "mit dem Finger kreisen"},
    "kakerlakentanz.move.flap-flap": {"en": "flap your arms", "de": "mit den Armen flattern"},
    "kakerlakentanz.move.meep": {"en": "pinch your nose", "de": "sich die Nase zuhalten"},
    "kakerlakentanz.taboo_card": {"en": "{dance} taboo card", "de": "Tabu-Karte {dance}"},
    "kakerlakentanz.card": {"en": "{dance} card", "de": "{dance}-Karte"},
    "kakerlakentanz.why.last_card": {"en": "the card played just before showed {dance}",
                                     "de": "die Karte direkt davor {dance} zeigte"},
    "kakerlakentanz.why.last_call": {"en": "{dance} was named just before",
                                     "de": "gerade eben {dance} gesagt wurde"},
    "kakerlakentanz.why.taboo": {"en": "the {dance} taboo card is visible",
                                 "de": "die Tabu-Karte {dance} zu sehen ist"},
    "kakerlakentanz.and": {"en": " and ", "de": " und "},
    "kakerlakentanz.reason.ok": {"en": "Right!", "de": "Richtig!"},
    "kakerlakentanz.reason.forbidden": {"en": "{call} was forbidden because {why}.",
                                        "de": "{call} war verboten, weil {why}."},
    "kakerlakentanz.reason.slow": {"en": "Too slow: {seconds} s is more than {limit} s.",
                                   "de": "Zu langsam: {seconds} s sind mehr als {limit} s."},
    "kakerlakentanz.reason.need_stop": {"en": "A taboo card was turned up: the call is \"Stop!\".",
                                        "de": "Eine Tabu-Karte kam: man muss \"Stopp!\" rufen."},
    "kakerlakentanz.reason.stop_on_dance": {"en": "\"Stop!\" is only for taboo cards; this was a {card}.",
                                            "de": "\"Stopp!\" gilt nur bei Tabu-Karten; das war eine {card}."},
    "kakerlakentanz.reason.must_name_card": {
        "en": "{dance} was allowed, so the card's own dance {dance} had to be named.",
        "de": "{dance} war erlaubt, also musste der Tanz der Karte, {dance}, genannt werden."},
    "kakerlakentanz.event.right": {"en": "{name}: {card}, call: {call}. Right.",
                                   "de": "{name}: {card}, Ruf: {call}. Richtig."},
    "kakerlakentanz.event.wrong": {"en": "{name}: {card}, call: {call}. Wrong! {why} "
                                         "Cards taken back: {n}. New round, started by {name}.",
                                   "de": "{name}: {card}, Ruf: {call}. Falsch! {why} "
                                         "Zurückgenommene Karten: {n}. Neue Runde, Beginn: {name}."},
    "kakerlakentanz.event.win": {"en": "{name}: last card played correctly. Winner!",
                                 "de": "{name}: letzte Karte richtig gespielt. Gewonnen!"},
    "kakerlakentanz.nothing_forbidden": {"en": "Nothing is forbidden (new round).",
                                         "de": "Nichts ist verboten (neue Runde)."},
    "kakerlakentanz.forbidden_now": {"en": "Forbidden now: {dances}.", "de": "Jetzt verboten: {dances}."},
    "kakerlakentanz.pile": {"en": "Pile {n}", "de": "Stapel {n}"},
    "kakerlakentanz.empty": {"en": "(empty)", "de": "(leer)"},
    "kakerlakentanz.in_play": {"en": "in play", "de": "im Spiel"},
    "kakerlakentanz.cards_left": {"en": "{name}: {n} cards", "de": "{name}: {n} Karten"},
    "kakerlakentanz.your_card": {"en": "Your card: {card}", "de": "Deine Karte: {card}"},
    "kakerlakentanz.waiting": {"en": "{name} is turning up a card …", "de": "{name} deckt eine Karte auf …"},
    "kakerlakentanz.time_left": {"en": "Time left: {s:.1f} s", "de": "Noch {s:.1f} s"},
    "kakerlakentanz.practice": {"en": "Practice (no clock)", "de": "Üben (ohne Uhr)"},
    "kakerlakentanz.timed": {"en": "Timed game", "de": "Mit Uhr"},
    "kakerlakentanz.try_again": {"en": "Not right, try again: {why}", "de": "Nicht richtig, nochmal: {why}"},
    "kakerlakentanz.bots_play": {"en": "Bots play", "de": "Bots spielen"},
    "kakerlakentanz.keys": {"en": "Keys: 1 Ouch, 2 Buzz, 3 Flap-Flap, 4 Meep, 5 or space Stop",
                            "de": "Tasten: 1 Aua, 2 Bssss, 3 Flapp Flapp, 4 Meeep, 5 oder Leertaste Stopp"},
    "kakerlakentanz.level.easy": {"en": "easy cockroaches", "de": "leichte Kakerlaken"},
    "kakerlakentanz.level.hard": {"en": "hard cockroaches", "de": "schwere Kakerlaken"},
    "kakerlakentanz.level.perfect": {"en": "perfect bots (never wrong)", "de": "perfekte Bots (nie falsch)"},
    "kakerlakentanz.level": {"en": "Opponents", "de": "Gegner"},
    "kakerlakentanz.you": {"en": "You", "de": "Du"},
    "kakerlakentanz.cockroach": {"en": "Cockroach {n}", "de": "Kakerlake {n}"},
    "kakerlakentanz.keybox": {"en": "Keys ⌨", "de": "Tasten ⌨"},
    "kakerlakentanz.key_of": {"en": "key {k}", "de": "Taste {k}"},
    "kakerlakentanz.tip.stop": {"en": "for a taboo card", "de": "bei einer Tabu-Karte"},
    "kakerlakentanz.mode": {"en": "Mode", "de": "Modus"},
    "kakerlakentanz.clock": {"en": "Clock", "de": "Uhr"},
    "kakerlakentanz.tip.clock": {"en": "The clock runs by itself; the time left is written beside it",
                                 "de": "Die Uhr läuft von selbst; die restliche Zeit steht daneben"},
})


def dance_name(dance: str, lang: str = "en") -> str:
    """Return the name of a dance (or 'Stop!') in the language."""
    if dance == "stop":
        return t("kakerlakentanz.call.stop", lang)
    return t(f"kakerlakentanz.dance.{dance}", lang)


def card_name(card: str, lang: str = "en") -> str:
    """Return a card in words: 'Meep card' or 'Meep taboo card'."""
    name = dance_name(dance_of(card), lang)
    key = "kakerlakentanz.taboo_card" if is_taboo(card) else "kakerlakentanz.card"
    return t(key, lang, dance=name)


def card_label(card: str, lang: str = "en") -> str:
    """Return a short label for a card with its emoji."""
    icon = EMOJI["taboo"] if is_taboo(card) else EMOJI[card]
    return f"{icon} {card_name(card, lang)}"


def explain(reason: Sequence[Any], lang: str = "en") -> str:
    """Return the sentence for a referee reason tuple (see ``rules.judge``)."""
    kind = reason[0]
    if kind == "forbidden":
        call, whys = reason[1], reason[2]
        name = dance_name(call, lang)
        why = t("kakerlakentanz.and", lang).join(t(f"kakerlakentanz.why.{w}", lang, dance=name) for w in whys)
        return t("kakerlakentanz.reason.forbidden", lang, call=name, why=why)
    if kind == "slow":
        return t("kakerlakentanz.reason.slow", lang, seconds=f"{reason[1]:g}", limit=f"{reason[2]:g}")
    if kind == "stop_on_dance":
        return t("kakerlakentanz.reason.stop_on_dance", lang, card=card_name(reason[1], lang))
    if kind == "must_name_card":
        return t("kakerlakentanz.reason.must_name_card", lang, dance=dance_name(reason[1], lang))
    return t(f"kakerlakentanz.reason.{kind}", lang)


def event_text(event: Sequence[Any], names: Sequence[str], lang: str = "en") -> str:
    """Return one log event in words."""
    kind = event[0]
    if kind == "win":
        return t("kakerlakentanz.event.win", lang, name=names[event[1]])
    _, player, card, call, seconds, *rest = event
    said = dance_name(call, lang).rstrip("!") + ("" if seconds is None else f" ({seconds:.1f} s)")
    fmt = {"name": names[player], "card": card_name(card, lang), "call": said}
    if kind == "right":
        return t("kakerlakentanz.event.right", lang, **fmt)
    return t("kakerlakentanz.event.wrong", lang, why=explain(rest[0], lang), n=rest[1], **fmt)


def forbidden_text(forbidden: dict[str, tuple[str, ...]], lang: str = "en") -> str:
    """Return 'Forbidden now: Meep, Ouch.' or 'Nothing is forbidden' for a forbidden map."""
    if not forbidden:
        return t("kakerlakentanz.nothing_forbidden", lang)
    return t("kakerlakentanz.forbidden_now", lang, dances=", ".join(dance_name(d, lang) for d in forbidden))
