"""Wanzen tanzen's refusal reasons in both languages (``refuse(...)`` keys; the rules import this module)."""

from __future__ import annotations

from ..core.i18n import register

register({
    "wanzen_tanzen.refuse.roll_first": {"en": "a turn starts with 'roll'", "de": "Ein Durchgang beginnt mit Würfeln."},
    "wanzen_tanzen.refuse.cover": {"en": "several tasks fit; choose which one to cover",
                                   "de": "Mehrere Aufgaben passen. Wähle, welche du abdeckst!"},
    "wanzen_tanzen.refuse.next": {"en": "the task is covered; choose 'again' (another turn with all 5 dice) or 'stop'",
                                  "de": "Die Aufgabe ist abgedeckt. Wähle: noch ein Durchgang oder aufhören."},
    "wanzen_tanzen.refuse.keep_values": {"en": "the dice just rolled are {dice}; set aside some of those values",
                                         "de": "Gerade gewürfelt wurden {dice}. Lege einige davon beiseite!"},
    "wanzen_tanzen.refuse.choose": {"en": "now set aside at least one of the dice just rolled, or 'repeat' the roll "
                                          "for a baby bug",
                                    "de": "Lege mindestens einen der gerade gewürfelten Würfel beiseite oder "
                                          "wiederhole den Wurf (für eine Babywanze)!"},
    # a tap on the table that makes no move now (the board's red line): what to do instead
    "wanzen_tanzen.refuse.tap_roll": {"en": "press “{button}” first", "de": "Drücke zuerst auf „{button}“!"},
    "wanzen_tanzen.refuse.tap_kept": {"en": "this die is already set aside; tap the dice you have just rolled",
                                      "de": "Dieser Würfel liegt schon beiseite. Tippe auf die Würfel, die du gerade "
                                            "gewürfelt hast!"},
    "wanzen_tanzen.refuse.tap_choose": {"en": "first set dice aside: tap the dice you have just rolled",
                                        "de": "Lege zuerst Würfel beiseite: Tippe auf die Würfel, die du gerade "
                                              "gewürfelt hast!"},
    "wanzen_tanzen.refuse.tap_cover": {"en": "now tap the task you want to cover (one with a blue frame)",
                                       "de": "Tippe jetzt auf die Aufgabe, die du abdecken willst (eine mit blauem "
                                             "Rahmen)!"},
    "wanzen_tanzen.refuse.tap_next": {"en": "press “{again}” or “{stop}”", "de": "Drücke auf „{again}“ oder „{stop}“!"},
})
