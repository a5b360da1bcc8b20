"""Voll verasselt's refusal reasons in English and German (``refuse(..., reason)`` looks up
``voll_verasselt.refuse.<reason>``); the rules import this module, so it uses only the label catalogue.
English reasons are sentence parts (the engine's message reads "... is not allowed now: <reason>. Legal now: ...");
German ones are whole sentences, as the board shows them after "Nicht erlaubt:"."""

from __future__ import annotations

from ..core.i18n import register

_COLOUR_DE = {"blue": "blaue", "red": "rote", "yellow": "gelbe", "green": "grüne"}

register({
    "voll_verasselt.refuse.phase.choose": {
        "en": "first choose the group: the hub or the previous player's catch",
        "de": "Wähle zuerst die Gruppe: den Asseltreff oder den Fang davor."},
    "voll_verasselt.refuse.phase.refill": {
        "en": "the hub must first be topped up to 8 from your front yard",
        "de": "Der Asseltreff muss zuerst aus deinem Vorgarten auf 8 Karten aufgefüllt werden."},
    "voll_verasselt.refuse.phase.roll": {
        "en": "it is time to roll the marked dice (or first add a card from your front yard to the group)",
        "de": "Jetzt werden die markierten Würfel geworfen (oder du legst erst eine Karte aus deinem Vorgarten zur "
              "Gruppe)."},
    "voll_verasselt.refuse.phase.decide": {"en": "first decide: go on or stop",
                                           "de": "Entscheide zuerst: weiterwürfeln oder aufhören."},
    "voll_verasselt.refuse.phase.receive": {"en": "Player {p} must first place the catch received",
                                            "de": "Spieler {p} muss zuerst den erhaltenen Fang ablegen."},
    "voll_verasselt.refuse.stop": {
        "en": "you may stop only after a roll this turn that did not bug up",
        "de": "Aufhören darfst du erst nach einem Wurf in diesem Zug, bei dem du nicht verasselt hast."},
    "voll_verasselt.refuse.min_roll": {"en": "a roll uses at least {n} dice",
                                       "de": "Ein Wurf braucht mindestens {n} Würfel."},
    "voll_verasselt.refuse.yard": {
        "en": "the catch holds {b} blue, {r} red, {y} yellow and {g} green cards, and the front yard has room "
              "for {room} more",
        "de": "Der Fang hat {b} blaue, {r} rote, {y} gelbe und {g} grüne Karten, und im Vorgarten ist Platz für "
              "{room} weitere."},
    "voll_verasselt.refuse.hub_end": {
        "en": "the pile is empty and the hub has fewer than 8 cards: end the game",
        "de": "Der Stapel ist leer und der Asseltreff hat weniger als 8 Karten: Beende das Spiel."},
    "voll_verasselt.refuse.no_end": {
        "en": "the game ends only when the pile is empty and the hub cannot be topped up",
        "de": "Das Spiel endet erst, wenn der Stapel leer ist und der Asseltreff nicht mehr aufgefüllt werden "
              "kann."},
    "voll_verasselt.refuse.chance_due": {"en": "chance decides now: the dice roll or cards are drawn first",
                                         "de": "Jetzt entscheidet der Zufall: Erst wird gewürfelt oder gezogen."},
    **{f"voll_verasselt.refuse.no_card.{c}": {"en": f"there is no {c} card in your front yard",
                                              "de": f"In deinem Vorgarten liegt keine {de} Karte."}
       for c, de in _COLOUR_DE.items()},
})
