"""Wanzen tanzen labels (English and German) and the words for each logged event."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.i18n import player_name, register, t, tn
from . import components as comps

register({
    "wanzen_tanzen.howto": {
        "en": "A task card lies face up with 2 to 4 tasks, such as “three of a kind” (dice marked A show the same "
              "number), “full house” or the numbers “3 3 6”. On your turn you roll all 5 dice. After every roll "
              "you either set aside at least one of the dice you just rolled (tap them, then tap “Set aside”), or "
              "repeat the roll with the same dice for a baby bug.\n\nWhen all 5 dice are set aside and meet an open "
              "task, you cover it with a chip (if several fit, tap the task you want). Then try again with all 5 "
              "dice or stop. If your dice meet no task, you take 2 baby bugs. Covering the last task wins the card "
              "and its points. The 5th baby bug brings a penalty card (-1, then -2, ...), and everybody gives "
              "their baby bugs back: each player's row of 5 places shows how many they have. The game ends when "
              "the task cards or the penalty cards run out.\n\nThe bots play by themselves. In the “Settings” you "
              "choose who plays, how fast the bots play, and “Show the odds” (the exact chance of each choice). "
              "Type a “Game number” and tap “New game” to play that game again.",
        "de": "Eine Aufgabenkarte liegt offen. Sie zeigt 2 bis 4 Aufgaben, zum Beispiel „Drilling“ (Würfel mit A "
              "zeigen dieselbe Zahl), „Full House“ oder die Zahlen „3 3 6“. In deinem Zug wirfst du alle 5 Würfel. "
              "Nach jedem Wurf legst du mindestens einen der gerade geworfenen Würfel beiseite (antippen, dann auf "
              "„beiseitelegen“ tippen), oder du wiederholst den Wurf mit denselben Würfeln für eine "
              "Babywanze.\n\nLiegen alle 5 Würfel beiseite und passen sie zu einer offenen Aufgabe, deckst du sie "
              "mit einem Chip ab (passen mehrere, tippst du auf die Aufgabe, die du willst). Dann versuchst du es "
              "mit allen 5 Würfeln noch einmal oder hörst auf. Passen deine Würfel zu keiner Aufgabe, nimmst du 2 "
              "Babywanzen. Wer die letzte Aufgabe abdeckt, gewinnt die Karte und ihre Punkte. Die 5. Babywanze "
              "bringt eine Strafkarte (-1, dann -2, ...), und alle geben ihre Babywanzen zurück: Die Reihe mit 5 "
              "Plätzen bei jedem Spieler zeigt, wie viele er hat. Das Spiel endet, wenn die Aufgabenkarten oder "
              "die Strafkarten aufgebraucht sind.\n\nDie Bots spielen von selbst. In den „Einstellungen“ wählst du, "
              "wer mitspielt, wie schnell die Bots spielen, und „Chancen zeigen“ (die genaue Chance jeder Wahl). "
              "Tippe eine „Spielnummer“ ein und tippe auf „Neues Spiel“, dann spielst du dieses Spiel noch einmal."},
    "wanzen_tanzen.set_aside_none": {"en": "Set aside (tap dice first)", "de": "Beiseitelegen (erst Würfel antippen)"},
    "wanzen_tanzen.repeat_cost": {"en": "Roll them again for a baby bug (your {nth})",
                                  "de": "Nochmal würfeln für eine Babywanze (deine {nth})"},
    # the same button where this device's child does not act (another tablet's turn, a bot's): not "your"
    "wanzen_tanzen.repeat_cost_other": {"en": "Roll them again for a baby bug (the {nth})",
                                        "de": "Nochmal würfeln für eine Babywanze (die {nth})"},
    "wanzen_tanzen.repeat_penalty": {"en": "Roll them again: the {nth} baby bug brings penalty card -{v}!",
                                     "de": "Nochmal würfeln: Die {nth} Babywanze bringt die Strafkarte -{v}!"},
    "wanzen_tanzen.repeat_empty": {"en": "Roll them again: no baby bug left, so penalty card -{v}!",
                                   "de": "Nochmal würfeln: Keine Babywanze mehr da, also Strafkarte -{v}!"},
    "wanzen_tanzen.status.choose": {"en": "{name}: tap the dice you want to set aside, or roll them again for a "
                                          "baby bug.",
                                    "de": "{name}: Tippe auf die Würfel, die du beiseitelegen willst, oder würfle "
                                          "für eine Babywanze noch einmal."},
    "wanzen_tanzen.status.chosen": {"en": "{name}: tap “{button}”, or tap more dice.",
                                    "de": "{name}: Tippe auf „{button}“ oder auf weitere Würfel."},
    "wanzen_tanzen.status.chosen_all": {"en": "{name}: tap “{button}” (every die is chosen).",
                                        "de": "{name}: Tippe auf „{button}“ (alle Würfel sind gewählt)."},
    "wanzen_tanzen.status.one": {"en": "{name}: tap the last die to set it aside, or roll it again for a baby bug.",
                                 "de": "{name}: Tippe auf den letzten Würfel, um ihn beiseitezulegen, oder würfle "
                                       "ihn für eine Babywanze noch einmal."},
    "wanzen_tanzen.status.cover": {"en": "{name}: several tasks fit. Tap the task you want to cover!",
                                   "de": "{name}: Mehrere Aufgaben passen. Tippe auf die Aufgabe, die du abdecken "
                                         "willst!"},
    "wanzen_tanzen.status.bot_roll": {"en": "{name} (bot) rolls all 5 dice.", "de": "{name} (Bot) wirft alle 5 "
                                                                                    "Würfel."},
    "wanzen_tanzen.status.bot_choose": {"en": "{name} (bot) chooses dice to set aside.",
                                        "de": "{name} (Bot) wählt Würfel zum Beiseitelegen."},
    "wanzen_tanzen.status.bot_cover": {"en": "{name} (bot) chooses a task to cover.",
                                       "de": "{name} (Bot) wählt eine Aufgabe zum Abdecken."},
    "wanzen_tanzen.status.bot_next": {"en": "{name} (bot) decides: another turn, or stop?",
                                      "de": "{name} (Bot) überlegt: noch ein Durchgang oder aufhören?"},
    "wanzen_tanzen.zone.card": {"en": "The task card: {tasks}", "de": "Die Aufgabenkarte: {tasks}"},
    "wanzen_tanzen.zone.dice": {"en": "The 5 dice", "de": "Die 5 Würfel"},
    "wanzen_tanzen.zone.players": {"en": "The players and the middle", "de": "Die Spieler und die Mitte"},
    "wanzen_tanzen.piece.rolled": {"en": "die showing {v}, just rolled: tap to set it aside",
                                   "de": "Würfel zeigt {v}, gerade geworfen: antippen zum Beiseitelegen"},
    "wanzen_tanzen.piece.last": {"en": "die of the last turn, showing {v}",
                                 "de": "Würfel vom letzten Durchgang, zeigt {v}"},
    "wanzen_tanzen.piece.waiting": {"en": "die, not rolled yet", "de": "Würfel, noch nicht geworfen"},
    "wanzen_tanzen.piece.task_fits": {"en": "{task}: your dice fit, tap to cover it",
                                      "de": "{task}: Deine Würfel passen, antippen zum Abdecken"},
    "wanzen_tanzen.piece.player": {"en": "{name}{now}: {bugs}, {safe} Penalty cards: {pens}. Cards won: {won}. "
                                         "Score: {score}.",
                                   "de": "{name}{now}: {bugs}, {safe} Strafkarten: {pens}. Gewonnene Karten: "
                                         "{won}. Punktestand: {score}."},
    "wanzen_tanzen.piece.pens": {"en": "none|{n} ({cards})|{n} ({cards}, together {sum})",
                                 "de": "keine|{n} ({cards})|{n} ({cards}, zusammen {sum})"},
    "wanzen_tanzen.piece.now": {"en": " (to play)", "de": " (ist dran)"},
    "wanzen_tanzen.piece.safe": {"en": "the next one brings a penalty card!|{n} more is safe, the {nth} brings a "
                                       "penalty card.|{n} more are safe, the {nth} brings a penalty card.",
                                 "de": "die nächste bringt eine Strafkarte!|noch {n} geht gut, die {nth} bringt "
                                       "eine Strafkarte.|noch {n} gehen gut, die {nth} bringt eine Strafkarte."},
    "wanzen_tanzen.piece.middle": {"en": "In the middle: {bugs}; next penalty card: {pen}",
                                   "de": "In der Mitte: {bugs}; nächste Strafkarte: {pen}"},
    "wanzen_tanzen.again": {"en": "Another turn with all 5 dice", "de": "Noch ein Durchgang mit allen 5 Würfeln"},
    "wanzen_tanzen.bot.odds": {"en": "Odds bot (plays the odds)", "de": "Chancen-Bot (rechnet die Chancen aus)"},
    "wanzen_tanzen.bot.heuristic": {"en": "Simple bot (most common face)", "de": "Einfacher Bot (häufigste Zahl)"},
    "wanzen_tanzen.card": {"en": "Task card worth {points}, {left}", "de": "Aufgabenkarte, {points}, {left}"},
    "wanzen_tanzen.left": {"en": "the last card|{n} more card in the stack|{n} more cards in the stack",
                           "de": "die letzte Karte|noch {n} Karte im Stapel|noch {n} Karten im Stapel"},
    "wanzen_tanzen.no_card": {"en": "No task card left.", "de": "Keine Aufgabenkarte mehr."},
    "wanzen_tanzen.covered": {"en": "covered", "de": "abgedeckt"},
    "wanzen_tanzen.open": {"en": "open", "de": "offen"},  # a task not covered yet (the class page's button: Öffnen)
    "wanzen_tanzen.kept": {"en": "Set aside: {dice}", "de": "Beiseitegelegt: {dice}"},
    "wanzen_tanzen.table_head": {"en": "Player|Baby bugs|Penalty cards|Cards won|Score",
                                 "de": "Spieler|Babywanzen|Strafkarten|Gewonnene Karten|Punktestand"},
    "wanzen_tanzen.supply": {"en": "{bugs} Next penalty card: {pen}.", "de": "{bugs} Nächste Strafkarte: {pen}."},
    "wanzen_tanzen.supply_bugs": {"en": "No baby bug is left in the middle.|{n} baby bug is in the middle.|{n} baby "
                                        "bugs are in the middle.",
                                  "de": "In der Mitte liegt keine Babywanze mehr.|In der Mitte liegt {n} Babywanze."
                                        "|In der Mitte liegen {n} Babywanzen."},
    "wanzen_tanzen.phase.next": {"en": "{name}: task covered! Another turn, or stop?",
                                 "de": "{name}: Aufgabe abgedeckt! Noch ein Durchgang oder aufhören?"},
    "wanzen_tanzen.hint.head": {"en": "Best chance to complete a task (no repeat allowed):|Best chance to complete "
                                      "a task ({n} repeat allowed):|Best chance to complete a task ({n} repeats "
                                      "allowed):",
                                "de": "Beste Chance, eine Aufgabe zu schaffen (keine Wiederholung erlaubt):|Beste "
                                      "Chance, eine Aufgabe zu schaffen ({n} Wiederholung erlaubt):|Beste Chance, "
                                      "eine Aufgabe zu schaffen ({n} Wiederholungen erlaubt):"},
    "wanzen_tanzen.hint.turn": {"en": "A new turn completes a task with a chance of {p}.",
                                "de": "Mit einem neuen Durchgang schaffst du eine Aufgabe mit einer Chance von {p}."},
    "wanzen_tanzen.hint.choice": {"en": "{action}: {p}", "de": "{action}: {p}"},
    "wanzen_tanzen.hint.selected": {"en": "Your selection ({action}): {p}", "de": "Deine Auswahl ({action}): {p}"},
    "wanzen_tanzen.hint.repeat": {"en": "repeat the roll", "de": "Wurf wiederholen"},
    # a choice in the hint's list and, with a capital first letter, the set-aside button (set_aside_button below)
    "wanzen_tanzen.hint.keep": {"en": "set aside {dice}", "de": "{dice} beiseitelegen"},
    "wanzen_tanzen.end.task stack used up": {"en": "The task stack is used up.",
                                             "de": "Der Aufgabenstapel ist aufgebraucht."},
    "wanzen_tanzen.end.penalty stack used up": {"en": "The penalty stack is used up.",
                                                "de": "Der Strafkartenstapel ist aufgebraucht."},
    "wanzen_tanzen.ev.keep": {"en": "{name} sets aside {dice}.", "de": "{name} legt {dice} beiseite."},
    "wanzen_tanzen.ev.repeat": {"en": "{name} wants to repeat the roll for a baby bug.",
                                "de": "{name} will für eine Babywanze noch einmal würfeln."},
    "wanzen_tanzen.ev.repeat_bug": {"en": "{name} takes a baby bug to repeat the roll (now {n}).",
                                    "de": "{name} nimmt eine Babywanze und würfelt noch einmal (jetzt {n})."},
    "wanzen_tanzen.ev.bug": {"en": "{name} takes a baby bug (now {n}).", "de": "{name} nimmt eine Babywanze "
                                                                               "(jetzt {n})."},
    "wanzen_tanzen.ev.no bug left": {"en": "No baby bug left in the middle: {name} takes a penalty card instead.",
                                     "de": "Keine Babywanze mehr in der Mitte: {name} nimmt stattdessen eine "
                                           "Strafkarte."},
    "wanzen_tanzen.ev.miss": {"en": "{name}'s dice {dice} meet no task: 2 baby bugs.",
                              "de": "Die Würfel von {name} ({dice}) passen zu keiner Aufgabe: 2 Babywanzen."},
    "wanzen_tanzen.ev.cover": {"en": "{name} covers “{task}” with {dice}.",
                               "de": "{name} deckt „{task}“ mit {dice} ab."},
    "wanzen_tanzen.ev.win card": {"en": "{name} wins the card: {points}!",
                                  "de": "{name} gewinnt die Karte: {points}!"},
    "wanzen_tanzen.ev.turn up": {"en": "The next task card is turned up.",
                                 "de": "Die nächste Aufgabenkarte wird aufgedeckt."},
    "wanzen_tanzen.ev.first card": {"en": "The first task card is turned up.",
                                    "de": "Die erste Aufgabenkarte wird aufgedeckt."},
    "wanzen_tanzen.ev.penalty": {"en": "5th baby bug! {name} takes the penalty card -{value}; everybody returns "
                                       "their baby bugs.",
                                 "de": "5. Babywanze! {name} nimmt die Strafkarte -{value}; alle geben ihre "
                                       "Babywanzen zurück."},
    "wanzen_tanzen.ev.penalty_empty": {"en": "{name} takes the penalty card -{value}; everybody returns their baby "
                                             "bugs.",
                                       "de": "{name} nimmt die Strafkarte -{value}; alle geben ihre Babywanzen "
                                             "zurück."},
})


def nth(n: int, lang: str = "en") -> str:
    """Return the ordinal of ``n`` as written in ``lang``: "5th" / "5."."""
    if lang == "de":
        return f"{n}."
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def set_aside_button(values: Iterable[int], lang: str) -> str:
    """Return the set-aside button's words ("Set aside 3 3" / "3 3 beiseitelegen"): the hint's words for that choice
    with a capital first letter (only ever upper-cased, which is right at a button's start in both languages)."""
    text = t("wanzen_tanzen.hint.keep", lang, dice=" ".join(map(str, values)))
    return text[:1].upper() + text[1:]


def card_head(points: int, left: int, lang: str) -> str:
    """Return "Task card worth 2 points, 3 more cards in the stack" in ``lang``."""
    return t("wanzen_tanzen.card", lang, points=tn("ui.points", points, lang),
             left=tn("wanzen_tanzen.left", left, lang))


def describe_all(events: Any, lang: str = "en", names: Sequence[str] | None = None) -> list[str]:
    """Return every logged event in words (a penalty for a missing bug is not called the 5th bug; a repeat and the
    baby bug it costs are one line; players named as ``player_name`` names them with ``names``)."""
    from . import rules as r

    out: list[str] = []
    previous: Any = None
    for event in events:
        if (isinstance(event, r.BugTaken) and isinstance(previous, r.Repeated) and event.player == previous.player
                and out):  # one repeat, one bug: a single line says both
            out[-1] = t("wanzen_tanzen.ev.repeat_bug", lang, name=player_name(int(event.player), lang, names),
                          n=event.n)
        else:
            out.append(describe(event, lang, previous, names))
        previous = event
    return out


def describe(event: Any, lang: str = "en", previous: Any = None, names: Sequence[str] | None = None) -> str:
    """Return one logged event (a ``rules`` event NamedTuple) in words (``previous``, the event before it, tells
    why a penalty came; ``names`` as ``player_name`` takes them)."""
    from . import rules as r

    def dice(values: Any) -> str:
        return " ".join(map(str, values))

    if isinstance(event, r.Ended):
        return t(f"wanzen_tanzen.end.{event.reason}", lang)
    if isinstance(event, r.TurnedUp):
        return t("wanzen_tanzen.ev.first card" if previous is None else "wanzen_tanzen.ev.turn up", lang)
    name = player_name(int(event.player), lang, names)
    if isinstance(event, r.Rolled):
        return t("ui.ev.roll", lang, name=name, dice=dice(event.dice))
    if isinstance(event, r.Kept):
        return t("wanzen_tanzen.ev.keep", lang, name=name, dice=dice(event.dice))
    if isinstance(event, r.Missed):
        return t("wanzen_tanzen.ev.miss", lang, name=name, dice=dice(event.dice))
    if isinstance(event, r.Repeated):
        return t("wanzen_tanzen.ev.repeat", lang, name=name)
    if isinstance(event, r.BugTaken):
        return t("wanzen_tanzen.ev.bug", lang, name=name, n=event.n)
    if isinstance(event, r.NoBugLeft):
        return t("wanzen_tanzen.ev.no bug left", lang, name=name)
    if isinstance(event, r.Covered):
        task = comps.parse_task(event.name).name(lang)
        return t("wanzen_tanzen.ev.cover", lang, name=name, task=task, dice=dice(event.dice))
    if isinstance(event, r.WonCard):
        return t("wanzen_tanzen.ev.win card", lang, name=name, points=tn("ui.points", event.points, lang))
    if isinstance(event, r.Penalty):
        empty = isinstance(previous, r.NoBugLeft)
        return t("wanzen_tanzen.ev.penalty_empty" if empty else "wanzen_tanzen.ev.penalty", lang, name=name,
                 value=event.value)
    raise TypeError(f"not a Wanzen tanzen event: {event!r}")


# Public: nothing. No notebook, lesson or other package calls these helpers: they serve this game's board and
# rules only (they stay importable by name; importing the module registers the words).
__all__: list[str] = []
