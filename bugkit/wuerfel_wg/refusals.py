"""Würfel-WG's refusal reasons in English and German (``refuse(...)`` keys; the rules import this module)."""

from __future__ import annotations

from ..core.i18n import register

_NOW = {
    "reroll": ("now is the rolling step: park dice and re-roll, or keep the roll",
               "Jetzt wird gewürfelt: Würfel parken und neu würfeln, oder den Wurf behalten"),
    "use": ("now the dice are used: take or flip cards, or end",
            "Jetzt werden die Würfel genutzt: Karten nehmen oder umdrehen, oder beenden"),
    "freeload": ("now is the freeloading step: flip one of your cards, or pass",
                 "Jetzt wird geschmarotzt: eine eigene Karte umdrehen oder passen"),
    "sect": ("now a member of your WG goes back to the middle: choose which",
             "Jetzt geht ein Mitglied deiner WG zurück in die Mitte: Wähle, welches"),
    "ghost": ("now the ghost turns a room of another player: choose which",
              "Jetzt dreht das Gespenst einen Raum bei jemand anderem um: Wähle, welchen"),
}

_LABELS = {f"wuerfel_wg.refuse.now_{phase}": {"en": en, "de": de} for phase, (en, de) in _NOW.items()}
_LABELS.update({
    "wuerfel_wg.refuse.park_limit": {
        "en": "you can park at most {n} of your dice now (at least one must be re-rolled), and only dice you "
              "rolled ({dice})",
        "de": "Du kannst jetzt höchstens {n} deiner Würfel parken (mindestens einer muss neu gewürfelt werden), "
              "und nur Würfel, die du geworfen hast ({dice})"},
    "wuerfel_wg.refuse.return_own": {"en": "only a member of your own WG can go back to the middle",
                                     "de": "Nur ein Mitglied deiner eigenen WG kann zurück in die Mitte"},
    "wuerfel_wg.refuse.ghost_room": {"en": "the ghost now turns one bad, unlocked room of player {player}",
                                     "de": "Das Gespenst dreht jetzt einen schlechten, nicht gesperrten Raum von "
                                           "Spieler {player} um"},
    "wuerfel_wg.refuse.kangaroo": {"en": "a kangaroo can pay as a number only with a clean bathroom, and only one "
                                         "per turn",
                                   "de": "Ein Känguru zählt nur mit sauberem Bad als Zahl, und nur eins in jedem Zug"},
    "wuerfel_wg.refuse.not_paid": {"en": "that card is not there, or these dice do not pay for it (each die is used "
                                         "once)",
                                   "de": "Diese Karte liegt nicht da, oder diese Würfel reichen nicht dafür (jeder "
                                         "Würfel zählt nur einmal)"},
    "wuerfel_wg.refuse.malformed": {"en": "this is not a Würfel-WG move",
                                    "de": "Diesen Zug gibt es bei Würfel-WG nicht. Wähle einen Zug aus der Liste"},
    "wuerfel_wg.refuse.several_ways": {"en": "this can be paid in several ways: say with which dice",
                                       "de": "Das geht mit verschiedenen Würfeln: Wähle in der Liste, mit welchen"},
    # a tap on the table that makes no move now (the board's red line): what to do instead
    "wuerfel_wg.refuse.tap_dice_used": {"en": "the dice are rolled for this turn: tap a card to use them",
                                        "de": "die Würfel für diesen Zug liegen fest: Tippe auf eine Karte, um sie "
                                              "zu nutzen"},
    "wuerfel_wg.refuse.tap_roll_first": {"en": "first re-roll or keep the roll, then tap the card your dice pay for",
                                         "de": "erst neu würfeln oder den Wurf behalten, dann auf die Karte tippen, "
                                               "die deine Würfel bezahlen"},
    "wuerfel_wg.refuse.tap_not_now": {"en": "your dice cannot pay for this card now",
                                      "de": "diese Karte können deine Würfel jetzt nicht bezahlen"},
})

register(_LABELS)
