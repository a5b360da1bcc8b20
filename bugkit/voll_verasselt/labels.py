"""Voll verasselt's words in English and German, and the log sentence for each event (pure, no widgets)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.i18n import register, t
from .components import COLOURS, kind_names

register({
    "voll_verasselt.title": {"en": "Voll verasselt (Bugged Up)", "de": "Voll verasselt"},
    "voll_verasselt.colour.blue": {"en": "blue", "de": "blau"},
    "voll_verasselt.colour.red": {"en": "red", "de": "rot"},
    "voll_verasselt.colour.yellow": {"en": "yellow", "de": "gelb"},
    "voll_verasselt.colour.green": {"en": "green", "de": "grün"},
    "voll_verasselt.colour.bars": {"en": "bars", "de": "Balken"},
    "voll_verasselt.bot.random": {"en": "Random bot", "de": "Zufalls-Bot"},
    "voll_verasselt.bot.threshold": {"en": "Threshold bot (stops at 4)", "de": "Schwellen-Bot (hört bei 4 auf)"},
    "voll_verasselt.bot.odds": {"en": "Odds bot", "de": "Chancen-Bot"},
    "voll_verasselt.hub": {"en": "Bug hub", "de": "Asseltreff"},
    "voll_verasselt.pile": {"en": "Pile: {n} cards", "de": "Stapel: {n} Karten"},
    "voll_verasselt.waiting": {"en": "Catch of {name} waiting", "de": "Fang von {name} wartet"},
    "voll_verasselt.catch": {"en": "This turn's catch", "de": "Fang in diesem Zug"},
    "voll_verasselt.group": {"en": "rolling for: {group}", "de": "gewürfelt wird um: {group}"},
    "voll_verasselt.group.hub": {"en": "the bug hub", "de": "den Asseltreff"},
    "voll_verasselt.group.catch": {"en": "the previous catch", "de": "den Fang davor"},
    "voll_verasselt.yard": {"en": "front yard", "de": "Vorgarten"},
    "voll_verasselt.heap": {"en": "heap", "de": "Haufen"},
    "voll_verasselt.cards": {"en": "{n} cards", "de": "{n} Karten"},
    "voll_verasselt.none": {"en": "none", "de": "keine"},
    "voll_verasselt.btn.hub": {"en": "Roll for the hub", "de": "Um den Asseltreff würfeln"},
    "voll_verasselt.btn.catch": {"en": "Roll for the catch", "de": "Um den Fang würfeln"},
    "voll_verasselt.btn.end": {"en": "End the game", "de": "Spiel beenden"},
    "voll_verasselt.btn.roll": {"en": "Roll the marked dice", "de": "Markierte Würfel werfen"},
    "voll_verasselt.btn.go_on": {"en": "Go on", "de": "Weiter"},
    "voll_verasselt.btn.stop": {"en": "Stop", "de": "Aufhören"},
    "voll_verasselt.btn.boost": {"en": "Boost {colour}", "de": "Dazulegen: {colour}"},
    "voll_verasselt.btn.refill": {"en": "Refill {colour}", "de": "Auffüllen: {colour}"},
    "voll_verasselt.btn.place": {"en": "Place: these to the front yard, rest to the heap",
                                 "de": "Ablegen: diese in den Vorgarten, Rest auf den Haufen"},
    "voll_verasselt.btn.heap": {"en": "All to the heap", "de": "Alles auf den Haufen"},
    "voll_verasselt.btn.advice": {"en": "Show the odds", "de": "Chancen zeigen"},
    "voll_verasselt.die": {"en": "Die {n}: {face}", "de": "Würfel {n}: {face}"},
    "voll_verasselt.marked": {"en": "marked to roll", "de": "wird geworfen"},
    "voll_verasselt.verb.boost": {"en": "Boost the group", "de": "Zur Gruppe dazulegen"},
    "voll_verasselt.verb.refill": {"en": "Refill the hub", "de": "Asseltreff auffüllen"},
    "voll_verasselt.tip.colour": {"en": "{verb}: a {colour} card ({symbol}) from your front yard",
                                  "de": "{verb}: eine Karte {colour} ({symbol}) aus deinem Vorgarten"},
    "voll_verasselt.tip.roll": {"en": "Roll the dice marked with ✓ (at least 4)",
                                "de": "Die mit ✓ markierten Würfel werfen (mindestens 4)"},
    "voll_verasselt.why.choose": {"en": "first choose the group: the hub or the previous player's catch",
                                  "de": "wähle zuerst die Gruppe: den Asseltreff oder den Fang davor"},
    "voll_verasselt.why.refill": {"en": "the hub must first be topped up to 8 from your front yard",
                                  "de": "der Asseltreff muss zuerst aus deinem Vorgarten auf 8 aufgefüllt werden"},
    "voll_verasselt.why.roll": {"en": "it is time to boost or roll", "de": "jetzt wird dazugelegt oder gewürfelt"},
    "voll_verasselt.why.decide": {"en": "first decide: go on or stop",
                                  "de": "entscheide zuerst: weiter oder aufhören"},
    "voll_verasselt.why.receive": {"en": "{name} must first place the catch received",
                                   "de": "{name} muss zuerst den erhaltenen Fang ablegen"},
    "voll_verasselt.why.stop": {"en": "you may stop only after a roll this turn that did not bug up",
                                "de": "aufhören darfst du erst nach einem Wurf in diesem Zug, bei dem du nicht "
                                      "verasselt hast"},
    "voll_verasselt.why.min_roll": {"en": "a roll uses at least {n} dice",
                                    "de": "ein Wurf braucht mindestens {n} Würfel"},
    "voll_verasselt.why.no_card": {"en": "there is no {colour} card in your front yard",
                                   "de": "in deinem Vorgarten liegt keine Karte {colour}"},
    "voll_verasselt.why.yard": {"en": "the catch holds {cards} and the front yard has room for {room} more cards",
                                "de": "der Fang hat {cards}, und im Vorgarten ist nur noch Platz für {room} Karten"},
    "voll_verasselt.why.hub_end": {"en": "the pile is empty and the hub has fewer than 8 cards: end the game",
                                   "de": "der Stapel ist leer und der Asseltreff hat weniger als 8 Karten: "
                                         "beende das Spiel"},
    "voll_verasselt.why.no_end": {"en": "the game ends only when the pile is empty and the hub cannot be topped up",
                                  "de": "das Spiel endet erst, wenn der Stapel leer ist und der Asseltreff nicht "
                                        "mehr aufgefüllt werden kann"},
    "voll_verasselt.status.choose": {"en": "{name}: roll for the hub or for the catch of {owner}?",
                                     "de": "{name}: um den Asseltreff oder um den Fang von {owner} würfeln?"},
    "voll_verasselt.status.refill": {"en": "{name}: the pile is empty; top the hub up to 8 from your front yard.",
                                     "de": "{name}: Der Stapel ist leer; fülle den Asseltreff aus deinem "
                                           "Vorgarten auf 8 auf."},
    "voll_verasselt.status.roll": {"en": "{name}: boost if you like, mark at least 4 dice, roll.",
                                   "de": "{name}: Lege Asseln dazu, wenn du willst, markiere mindestens 4 "
                                         "Würfel und würfle."},
    "voll_verasselt.status.decide": {"en": "{name}: caught {n} so far. Go on or stop?",
                                     "de": "{name}: bisher {n} gefangen. Weiter oder aufhören?"},
    "voll_verasselt.status.receive": {"en": "{name} receives a catch ({cards}): how many to the front yard "
                                            "(room for {room})?",
                                      "de": "{name} bekommt einen Fang ({cards}): wie viele in den Vorgarten "
                                            "(Platz für {room})?"},
    "voll_verasselt.advice": {
        "en": "Marked dice: chance to bug up {p} ({pf:.1%}); expected catch after the roll {e:.2f}. "
              "Best: roll dice {best} (bug up {bp:.1%}, expected {be:.2f}). Stopping keeps {stop}. Advice: {act}.",
        "de": "Markierte Würfel: Chance zu verasseln {p} ({pf:.1%}); erwarteter Fang nach dem Wurf {e:.2f}. "
              "Am besten: Würfel {best} werfen (verasseln {bp:.1%}, erwartet {be:.2f}). Aufhören behält {stop}. "
              "Rat: {act}."},
    "voll_verasselt.advice.roll": {"en": "roll", "de": "würfeln"},
    "voll_verasselt.advice.stop": {"en": "stop", "de": "aufhören"},
    "voll_verasselt.advice.none": {"en": "The odds are shown while someone is rolling.",
                                   "de": "Die Chancen gibt es, während jemand würfelt."},
    "voll_verasselt.advice.marked": {"en": "Mark at least 4 dice to see their odds.",
                                     "de": "Markiere mindestens 4 Würfel, um ihre Chancen zu sehen."},
    "voll_verasselt.ev.group": {"en": "{name} rolls for {group}.", "de": "{name} würfelt um {group}."},
    "voll_verasselt.ev.receive": {"en": "{name} receives a catch: {cards}.",
                                  "de": "{name} bekommt einen Fang: {cards}."},
    "voll_verasselt.ev.yard": {"en": "{name} puts {cards} in the front yard.",
                               "de": "{name} legt {cards} in den Vorgarten."},
    "voll_verasselt.ev.heap": {"en": "{name} puts {n} cards on the heap.",
                               "de": "{name} legt {n} Karten auf den Haufen."},
    "voll_verasselt.ev.replenish": {"en": "The hub is replenished ({bars} bars): {cards}.",
                                    "de": "Der Asseltreff wird aufgefüllt ({bars} Balken): {cards}."},
    "voll_verasselt.ev.refill": {"en": "{name} tops up the hub with a {colour} card from the front yard.",
                                 "de": "{name} füllt den Asseltreff aus dem Vorgarten auf (eine Karte: {colour})."},
    "voll_verasselt.ev.boost": {"en": "{name} boosts the group with a {colour} card.",
                                "de": "{name} legt eine Karte ({colour}) zur Gruppe."},
    "voll_verasselt.ev.roll.ok": {"en": "{name} rolls dice {chosen}: {dice}. Caught!",
                                  "de": "{name} wirft die Würfel {chosen}: {dice}. Gefangen!"},
    "voll_verasselt.ev.roll.bugged up": {"en": "{name} rolls dice {chosen}: {dice}. Bugged up!",
                                         "de": "{name} wirft die Würfel {chosen}: {dice}. Verasselt!"},
    "voll_verasselt.ev.consolation": {"en": "{name} draws {n} consolation card(s).",
                                      "de": "{name} zieht {n} Trostkarte(n)."},
    "voll_verasselt.ev.stop": {"en": "{name} stops; the catch ({cards}) waits.",
                               "de": "{name} hört auf; der Fang ({cards}) wartet."},
    "voll_verasselt.ev.end.pile empty": {"en": "The pile is empty and the hub too small: the game is over.",
                                         "de": "Der Stapel ist leer und der Asseltreff zu klein: Spielende."},
    "voll_verasselt.ev.end.turn limit": {"en": "The turn limit is reached (our safety rule): the game is over.",
                                         "de": "Die Zuggrenze ist erreicht (unsere Sicherheitsregel): Spielende."},
})
register({f"voll_verasselt.kind.{c}": names for c, names in kind_names().items()})


def player_name(i: int, lang: str) -> str:
    """Return the display name of player i (counting from 1 for people)."""
    return t("ui.player", lang, n=i + 1)


def colour(c: str, lang: str) -> str:
    """Return the word for a colour (or 'bars')."""
    return t(f"voll_verasselt.colour.{c}", lang)


def cards_text(counts: Sequence[int], lang: str) -> str:
    """Return counts of cards per colour in words, e.g. '2 blue, 1 red' (or 'none')."""
    parts = [f"{n} {colour(c, lang)}" for c, n in zip(COLOURS, counts, strict=True) if n]
    return ", ".join(parts) if parts else t("voll_verasselt.none", lang)


# The engine's reasons (rules.why_illegal, English) -> label keys, for players who chose German.
REASONS = [
    (r"first choose the group: the hub or the previous player's catch", "voll_verasselt.why.choose"),
    (r"the hub must first be topped up to 8 from your front yard", "voll_verasselt.why.refill"),
    (r"it is time to boost or roll", "voll_verasselt.why.roll"),
    (r"first decide: 'go on' \(roll again\) or 'stop'", "voll_verasselt.why.decide"),
    (r"player (?P<player>\d+) must first place the catch he receives", "voll_verasselt.why.receive"),
    (r"you may stop only after a roll this turn that did not bug up", "voll_verasselt.why.stop"),
    (r"a roll uses at least (?P<n>\d+) dice", "voll_verasselt.why.min_roll"),
    (r"there is no (?P<colour>\w+) card in your front yard", "voll_verasselt.why.no_card"),
    (r"the catch holds \[(?P<cards>[\d, ]+)\] \(blue, red, yellow, green\) and the front yard has room for "
     r"(?P<room>\d+) more cards", "voll_verasselt.why.yard"),
    (r"the pile is empty and the hub has fewer than 8 cards: choosing it ends the game \(say 'end'\)",
     "voll_verasselt.why.hub_end"),
    (r"the game ends only when the pile is empty and the hub cannot be topped up to 8", "voll_verasselt.why.no_end"),
]


def reason_fields(groups: dict[str, str], lang: str) -> dict[str, object]:
    """Return the label fields for a matched reason: player names, colour words and card counts in ``lang``."""
    fields: dict[str, object] = dict(groups)
    if "player" in groups:
        fields["name"] = player_name(int(groups["player"]), lang)
    if "colour" in groups and groups["colour"] in COLOURS:
        fields["colour"] = colour(groups["colour"], lang)
    if "cards" in groups:
        fields["cards"] = cards_text([int(x) for x in groups["cards"].split(",")], lang)
    return fields


def describe(event: tuple[Any, ...], lang: str = "en") -> str:
    """Return the sentence for one engine event."""
    kind = event[0]
    if kind == "end":
        return t(f"voll_verasselt.ev.end.{event[2]}", lang)
    if kind == "replenish":
        drawn = [event[3].count(c) for c in COLOURS]
        return t("voll_verasselt.ev.replenish", lang, bars=event[2], cards=cards_text(drawn, lang))
    name = player_name(event[2], lang)
    if kind == "group":
        return t("voll_verasselt.ev.group", lang, name=name, group=t(f"voll_verasselt.group.{event[3]}", lang))
    if kind in ("refill", "boost"):
        return t(f"voll_verasselt.ev.{kind}", lang, name=name, colour=colour(event[3], lang))
    if kind == "roll":
        dice = ", ".join(colour(f, lang) for f in event[4])
        return t(f"voll_verasselt.ev.roll.{event[5]}", lang, name=name, chosen=" ".join(map(str, event[3])),
                 dice=dice)
    if kind == "consolation":
        return t("voll_verasselt.ev.consolation", lang, name=name, n=len(event[3]))
    if kind == "heap":
        return t("voll_verasselt.ev.heap", lang, name=name, n=sum(event[3]))
    return t(f"voll_verasselt.ev.{kind}", lang, name=name, cards=cards_text(event[3], lang))
