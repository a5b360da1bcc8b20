"""Kakerlakentanz words, English and German: dance names, calls, and the referee's explanations."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..core.errors import InvalidInput
from ..core.i18n import and_list, fmt_num, fmt_seconds, register, t, tn
from ..core.validate import check_choice, check_float, check_items, check_lang
from .components import DANCES, STOP, check_card, dance_of, is_taboo
from .rules import TIMEOUT, Win, Wrong

EMOJI = {"ouch": "🧍", "buzz": "🌀", "flap-flap": "🐔", "meep": "👃", STOP: "✋", "taboo": "🪩"}

register({
    "kakerlakentanz.dance.ouch": {"en": "Ouch", "de": "Aua"},
    "kakerlakentanz.dance.buzz": {"en": "Buzz", "de": "Bssss"},
    "kakerlakentanz.dance.flap-flap": {"en": "Flap-Flap", "de": "Flapp-Flapp"},
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
    "kakerlakentanz.reason.forbidden": {"en": "{call} was forbidden because {why}.",
                                        "de": "{call} war verboten, weil {why}."},
    "kakerlakentanz.reason.slow": {"en": "Too slow: {seconds} is more than {limit}.",
                                   "de": "Zu langsam: {seconds} sind mehr als {limit}."},
    "kakerlakentanz.reason.need_stop": {"en": "A taboo card was turned up: the call is “Stop!”.",
                                        "de": "Eine Tabu-Karte kam: Da muss man „Stopp!“ rufen."},
    "kakerlakentanz.reason.stop_on_dance": {"en": "“Stop!” is only for taboo cards; this was {a_card}.",
                                            "de": "„Stopp!“ gilt nur bei Tabu-Karten; das war {a_card}."},
    "kakerlakentanz.reason.must_name_card": {
        "en": "{dance} was allowed, so the card's own dance {dance} had to be named.",
        "de": "{dance} war erlaubt, also musste der Tanz der Karte, {dance}, genannt werden."},
    "kakerlakentanz.event.right": {"en": "{name}: {card}, call: {call}. Right.",
                                   "de": "{name}: {card}, Ruf: {call}. Richtig."},
    "kakerlakentanz.event.wrong": {"en": "{name}: {card}, call: {call}. Wrong! {why} "
                                         "{name} takes back {cards} and starts a new round.",
                                   "de": "{name}: {card}, Ruf: {call}. Falsch! {why} "
                                         "{name} nimmt {cards} zurück und beginnt eine neue Runde."},
    "kakerlakentanz.event.wrong.you": {"en": "{name}: {card}, call: {call}. Wrong! {why} "
                                             "You take back {cards} and start a new round.",
                                       "de": "{name}: {card}, Ruf: {call}. Falsch! {why} "
                                             "Du nimmst {cards} zurück und beginnst eine neue Runde."},
    "kakerlakentanz.no_call": {"en": "nothing in time", "de": "nichts rechtzeitig"},
    "kakerlakentanz.said": {"en": "{name} said: {call}", "de": "{name} hat gerufen: {call}"},
    "kakerlakentanz.said_nothing": {"en": "{name} said nothing in time", "de": "{name} hat nichts rechtzeitig gerufen"},
    "kakerlakentanz.said.you": {"en": "You said: {call}", "de": "Du hast gerufen: {call}"},
    "kakerlakentanz.said_nothing.you": {"en": "You said nothing in time", "de": "Du hast nichts rechtzeitig gerufen"},
    "kakerlakentanz.start": {"en": "▶ Start", "de": "▶ Start"},
    "kakerlakentanz.ready": {"en": "Ready? Tap Start.", "de": "Bereit? Tippe auf Start."},
    "kakerlakentanz.event.win": {"en": "{name}: last card played correctly. Winner!",
                                 "de": "{name}: letzte Karte richtig gespielt. Gewonnen!"},
    "kakerlakentanz.nothing_forbidden": {"en": "Nothing is forbidden (new round).",
                                         "de": "Nichts ist verboten (neue Runde)."},
    "kakerlakentanz.forbidden_now": {"en": "Forbidden now: {dances}.", "de": "Jetzt verboten: {dances}."},
    "kakerlakentanz.practice": {"en": "Practice (no clock)", "de": "Üben (ohne Uhr)"},
    "kakerlakentanz.timed": {"en": "Timed game", "de": "Mit Uhr"},
    "kakerlakentanz.try_again": {"en": "Not right, try again: {why}",
                                 "de": "Nicht richtig, versuch es noch mal: {why}"},
    "kakerlakentanz.keys": {
        "en": "Keys (tap or click the board first): 1 Ouch, 2 Buzz, 3 Flap-Flap, 4 Meep, 5 or Space “Stop!”; "
              "Enter starts the clock.",
        "de": "Tasten (tippe oder klicke erst ins Spielfeld): 1 Aua, 2 Bssss, 3 Flapp-Flapp, 4 Meeep, 5 oder "
              "Leertaste „Stopp!“; Enter startet die Uhr."},
    "kakerlakentanz.level.easy": {"en": "beginner cockroaches", "de": "Anfänger-Kakerlaken"},
    "kakerlakentanz.level.hard": {"en": "pro cockroaches", "de": "Profi-Kakerlaken"},
    "kakerlakentanz.you": {"en": "You", "de": "Du"},
    "kakerlakentanz.cockroach": {"en": "Cockroach {n}", "de": "Kakerlake {n}"},
    "kakerlakentanz.tip.stop": {"en": "for a taboo card", "de": "bei einer Tabu-Karte"},
    "kakerlakentanz.mode": {"en": "Mode", "de": "Modus"},
    "kakerlakentanz.howto.p1": {
        "en": "Tap Start when you are ready: your card turns up and the clock runs. Tap the dance the card shows, "
              "as fast as you can, unless that dance is forbidden. Forbidden are: the dance on the card just before, "
              "the dance just named, and the dance of every taboo card (mirror ball) you can see. If your card's "
              "dance is forbidden, tap any dance that is not. For a taboo card tap Stop!",
        "de": "Tippe auf Start, wenn du bereit bist: Deine Karte wird aufgedeckt und die Uhr läuft. Tippe so schnell "
              "du kannst auf den Tanz der Karte, außer er ist verboten. Verboten sind: der Tanz der Karte davor, der "
              "gerade genannte Tanz und der Tanz jeder Tabu-Karte (Discokugel), die du sehen kannst. Ist der Tanz "
              "deiner Karte verboten, tippe auf einen anderen, erlaubten Tanz. Bei einer Tabu-Karte tippst du auf "
              "„Stopp!“."},
    "kakerlakentanz.howto.p2": {
        "en": "A wrong call, or saying nothing for longer than the time limit (3 seconds in the rulebook; 4 or 5 "
              "seconds for younger children in the settings), is a wrong move: you take all the cards on the table "
              "and start a new round. After your wrong move the game waits until you tap Start again. The first "
              "player to get rid of all their cards wins.",
        "de": "Ein falscher Ruf oder Schweigen länger als die Bedenkzeit (3 Sekunden laut Spielregel; 4 oder 5 "
              "Sekunden für Jüngere in den Einstellungen) ist ein Fehler: Du nimmst alle Karten vom Tisch und "
              "beginnst eine neue Runde. Nach deinem Fehler wartet das Spiel, bis du wieder auf Start tippst. Wer "
              "als Erstes alle Karten los ist, gewinnt."},
    "kakerlakentanz.howto.p3": {
        "en": "The cockroaches play by themselves between your moves. Practice mode has no clock: a wrong call is "
              "explained and you try again. Dance for real while you tap!",
        "de": "Die Kakerlaken spielen zwischen deinen Zügen von selbst. Im Übungsmodus gibt es keine Uhr: Ein "
              "falscher Ruf wird erklärt, und du versuchst es noch einmal. Tanz beim Tippen wirklich mit!"},
    "kakerlakentanz.howto.dance": {"en": "Dance", "de": "Tanz"},
    "kakerlakentanz.howto.move": {"en": "Move", "de": "Bewegung"},
    "kakerlakentanz.howto.key": {"en": "Key", "de": "Taste"},
    "kakerlakentanz.bot.easy": {"en": "beginner cockroach", "de": "Anfänger-Kakerlake"},
    "kakerlakentanz.bot.hard": {"en": "pro cockroach", "de": "Profi-Kakerlake"},
    "kakerlakentanz.bot.perfect": {"en": "perfect cockroach (never wrong)", "de": "perfekte Kakerlake (nie falsch)"},
    "kakerlakentanz.status.turn": {"en": "{name}: {card}. Tap the right dance! Time left: {s}",
                                   "de": "{name}: {card}. Tippe auf den richtigen Tanz! Noch {s}"},
    "kakerlakentanz.status.practice": {"en": "{name}: {card}. Tap the right dance.",
                                       "de": "{name}: {card}. Tippe auf den richtigen Tanz."},
    "kakerlakentanz.status.bot": {"en": "{name} (bot) is turning up a card …",
                                  "de": "{name} (Bot) deckt eine Karte auf …"},
    "kakerlakentanz.zone.middle": {"en": "The table: the two discard piles and the card turned up",
                                   "de": "Der Tisch: die zwei Ablagestapel und die aufgedeckte Karte"},
    "kakerlakentanz.zone.calls": {"en": "Your call: tap a dance", "de": "Dein Ruf: Tippe auf einen Tanz"},
    "kakerlakentanz.time_limit": {"en": "Time to answer", "de": "Bedenkzeit"},
    "kakerlakentanz.time_limit.rulebook": {"en": "{s} (rulebook)", "de": "{s} (Spielregel)"},
    "kakerlakentanz.time_limit.younger": {"en": "{s} (younger children)", "de": "{s} (für Jüngere)"},
    "kakerlakentanz.hand_size": {"en": "Cards for each player", "de": "Karten für jeden"},
    "kakerlakentanz.hand_size.all": {"en": "all cards dealt (rulebook)", "de": "alle Karten verteilt (Spielregel)"},
    "kakerlakentanz.hand_size.short": {"en": "{n} (a shorter game)", "de": "{n} (ein kürzeres Spiel)"},
    "kakerlakentanz.variant.standard": {"en": "rulebook, with taboo cards", "de": "Spielregel, mit Tabu-Karten"},
    "kakerlakentanz.variant.children": {"en": "younger children: no taboo cards",
                                        "de": "für Jüngere: ohne Tabu-Karten"},
    "kakerlakentanz.call_alt": {"en": "{dance}: {move} (key {k})", "de": "{dance}: {move} (Taste {k})"},
})


def dance_name(dance: str, lang: str = "en") -> str:
    """Return the name of a dance (or 'Stop!') in the language; raise InvalidInput for another dance or language."""
    check_choice(dance, "dance", (*DANCES, STOP))
    check_lang(lang)
    if dance == STOP:
        return t("kakerlakentanz.call.stop", lang)
    return t(f"kakerlakentanz.dance.{dance}", lang)


def card_name(card: str, lang: str = "en") -> str:
    """Return a card in words: 'Meep card' or 'Meep taboo card'; raise InvalidInput for another card."""
    check_card(card)
    name = dance_name(dance_of(card), lang)
    key = "kakerlakentanz.taboo_card" if is_taboo(card) else "kakerlakentanz.card"
    return t(key, lang, dance=name)


def card_label(card: str, lang: str = "en") -> str:
    """Return a short label for a card with its emoji; raise InvalidInput for another card."""
    name = card_name(card, lang)
    return f"{EMOJI['taboo'] if is_taboo(card) else EMOJI[card]} {name}"


def explain(reason: Sequence[Any], lang: str = "en") -> str:
    """Return the sentence for a referee reason tuple (see ``rules.judge``); raise InvalidInput for a reason the
    referee does not give."""
    reason = check_items(reason, "reason", 3, 1)
    kind = check_choice(reason[0], "the kind of a reason", _REASONS)
    check_lang(lang)
    if len(reason) not in _REASONS[kind]:
        raise InvalidInput(f"a {kind!r} reason holds {' or '.join(map(str, _REASONS[kind]))} values, not "
                           f"{len(reason)}")
    if kind == "forbidden":
        call, whys = reason[1], check_items(reason[2], "the whys of a reason", 20)
        for w in whys:
            check_choice(w, "a why of a reason", _WHYS)
        name = dance_name(call, lang)
        why = and_list([t(f"kakerlakentanz.why.{w}", lang, dance=name) for w in whys], lang)
        return t("kakerlakentanz.reason.forbidden", lang, call=name, why=why)
    if kind == "slow":
        check_float(reason[1], "the seconds of a reason", 0)
        check_float(reason[2], "the time limit of a reason", 0)
        return t("kakerlakentanz.reason.slow", lang, seconds=slow_seconds(reason[1], reason[2], lang),
                 limit=f"{fmt_num(reason[2], lang)}\u00a0s")
    if kind == "stop_on_dance":
        name = card_name(reason[1], lang)
        article = "eine" if lang == "de" else "an" if name[:1].lower() in "aeiou" else "a"  # an Ouch card
        return t("kakerlakentanz.reason.stop_on_dance", lang, a_card=f"{article} {name}")
    if kind == "must_name_card":
        return t("kakerlakentanz.reason.must_name_card", lang, dance=dance_name(reason[1], lang))
    return t("ui.right" if kind == "ok" else f"kakerlakentanz.reason.{kind}", lang)


# the referee's reasons (rules.judge): kind -> how many values the tuple holds
_REASONS = {"ok": (1,), "need_stop": (1, 2), "forbidden": (3,), "slow": (3,), "stop_on_dance": (2,),
            "must_name_card": (2,)}
_WHYS = ("last_card", "last_call", "taboo")


def slow_seconds(seconds: float, limit: float, lang: str = "en") -> str:
    """Return a too-slow time rounded *up* to tenths ("3,1 s"), so it never reads as in time (3.01 s -> 3.1 s)."""
    shown = math.ceil(round(seconds * 10, 6)) / 10
    if shown <= limit:  # a hair above the limit (3.0000001 s): still shown above it
        shown = math.floor(round(limit * 10, 6)) / 10 + 0.1
    return fmt_seconds(shown, lang)


def call_words(call: str, lang: str = "en") -> str:
    """Return what a call sounds like ("Meep", „Stopp!“ in German quotes), or 'nothing in time' for a timeout."""
    if call == TIMEOUT:
        return t("kakerlakentanz.no_call", lang)
    if call == STOP:
        return quoted(dance_name(call, lang), lang)
    return dance_name(call, lang)


def quoted(text: str, lang: str = "en") -> str:
    """Return ``text`` in the language's quotation marks: „…“ in German, “…” in English."""
    return f"„{text}“" if lang == "de" else f"“{text}”"


def event_text(event: Any, names: Sequence[str], lang: str = "en", you: int | None = None) -> str:
    """Return one log event (``rules.Right``, ``Wrong`` or ``Win``) in words; a wrong call of seat ``you`` (the
    seat the reader plays, None for nobody) is told in the second person, whatever the seats are called."""
    if type(event) is Win:
        return t("kakerlakentanz.event.win", lang, name=names[event.player])
    wrong = type(event) is Wrong
    said = call_words(event.call, lang)
    if event.seconds is not None:
        slow = wrong and event.reason[0] == "slow"
        shown = slow_seconds(event.seconds, event.reason[2], lang) if slow else fmt_seconds(event.seconds, lang)
        said += f" ({shown})"
    fmt = {"name": names[event.player], "card": card_name(event.card, lang), "call": said}
    if not wrong:
        return t("kakerlakentanz.event.right", lang, **fmt)
    cards = tn("ui.cards", event.taken, lang)
    key = "kakerlakentanz.event.wrong" + (".you" if event.player == you else "")
    return t(key, lang, why=explain(event.reason, lang), cards=cards, **fmt)


def forbidden_text(forbidden: dict[str, tuple[str, ...]], lang: str = "en") -> str:
    """Return 'Forbidden now: Meep, Ouch.' or 'Nothing is forbidden' for a forbidden map."""
    if not forbidden:
        return t("kakerlakentanz.nothing_forbidden", lang)
    return t("kakerlakentanz.forbidden_now", lang, dances=", ".join(dance_name(d, lang) for d in forbidden))


# Public: the play notebook's card_name, dance_name and explain. The other helpers serve this game's board, rules
# and pictures only (they stay importable by name).
__all__ = ["EMOJI", "card_name", "dance_name", "explain"]
