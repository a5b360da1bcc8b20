"""Wanzen tanzen labels (English and German) and the words for each logged event."""

from __future__ import annotations

from typing import Any

from ..core.i18n import register, t, tn
from . import components as comps

register({
    "wanzen_tanzen.title": {"en": "Wanzen tanzen (Bugs dance)", "de": "Wanzen tanzen"},
    "wanzen_tanzen.howto": {
        "en": "<p>A task card lies face up with 2 to 4 tasks, such as <i>three of a kind</i> (dice marked A show "
              "the same number), <i>full house</i> or the numbers <i>3 3 6</i>. On your turn you roll all 5 dice. "
              "After every roll you either <b>set aside</b> at least one of the dice you just rolled (click them, "
              "then press <i>Set aside the chosen dice</i>), or <b>repeat</b> the roll with the same dice for a "
              "<b>baby bug</b>.</p><p>When all 5 dice are set aside and meet an open task, you <b>cover</b> it with "
              "a chip. Then try <b>again</b> with all 5 dice or <b>stop</b>. If your dice meet no task, you take "
              "<b>2 baby bugs</b>. Covering the <b>last</b> task wins the card and its points. The <b>5th baby "
              "bug</b> brings a penalty card (-1, then -2, ...), and everybody gives their baby bugs back. The game "
              "ends when the task cards or the penalty cards run out.</p><p>You are Player 1; the other seats are "
              "bots: press <i>Bot: next step</i> to watch them. <i>Show the odds</i> gives the exact chance of "
              "each choice. Type a <i>Game number</i> and press <i>New game</i> to play that game again.</p>",
        "de": "<p>Eine Aufgabenkarte liegt offen. Sie zeigt 2 bis 4 Aufgaben, zum Beispiel <i>Drilling</i> (Würfel "
              "mit A zeigen dieselbe Zahl), <i>Full House</i> oder die Zahlen <i>3 3 6</i>. In deinem Zug wirfst du "
              "alle 5 Würfel. Nach jedem Wurf <b>legst</b> du mindestens einen der gerade geworfenen Würfel "
              "<b>beiseite</b> (anklicken, dann <i>Gewählte Würfel beiseitelegen</i> drücken), oder du "
              "<b>wiederholst</b> den Wurf mit denselben Würfeln für eine <b>Babywanze</b>.</p><p>Liegen alle 5 "
              "Würfel beiseite und passen sie zu einer offenen Aufgabe, <b>deckst</b> du sie mit einem Chip ab. "
              "Dann versuchst du es mit allen 5 Würfeln <b>noch einmal</b> oder <b>hörst auf</b>. Passen deine "
              "Würfel zu keiner Aufgabe, nimmst du <b>2 Babywanzen</b>. Wer die <b>letzte</b> Aufgabe abdeckt, "
              "gewinnt die Karte und ihre Punkte. Die <b>5. Babywanze</b> bringt eine Strafkarte (-1, dann -2, "
              "...), und alle geben ihre Babywanzen zurück. Das Spiel endet, wenn die Aufgabenkarten oder die "
              "Strafkarten aufgebraucht sind.</p><p>Du bist Spieler 1, die anderen Plätze sind Bots: Drücke "
              "<i>Bot: nächster Schritt</i>, um ihnen zuzusehen. <i>Chancen zeigen</i> nennt die genaue Chance "
              "jeder Wahl. Tippe eine <i>Spielnummer</i> ein und drücke <i>Neues Spiel</i>, dann spielst du dieses "
              "Spiel noch einmal.</p>"},
    "wanzen_tanzen.keep": {"en": "Set aside the chosen dice", "de": "Gewählte Würfel beiseitelegen"},
    "wanzen_tanzen.repeat": {"en": "Repeat roll (take a baby bug)", "de": "Wurf wiederholen (Babywanze nehmen)"},
    "wanzen_tanzen.again": {"en": "Another turn with all 5 dice", "de": "Noch ein Durchgang mit allen 5 Würfeln"},
    "wanzen_tanzen.cover": {"en": "Cover: {task}", "de": "Abdecken: {task}"},
    "wanzen_tanzen.bot.odds": {"en": "Odds bot (plays the odds)", "de": "Chancen-Bot (rechnet die Chancen aus)"},
    "wanzen_tanzen.bot.heuristic": {"en": "Simple bot (most common face)", "de": "Einfacher Bot (häufigste Zahl)"},
    "wanzen_tanzen.card": {"en": "Task card worth {points}, {left}", "de": "Aufgabenkarte, {points}, {left}"},
    "wanzen_tanzen.left": {"en": "the last card|{n} more card in the stack|{n} more cards in the stack",
                           "de": "die letzte Karte|noch {n} Karte im Stapel|noch {n} Karten im Stapel"},
    "wanzen_tanzen.no_card": {"en": "No task card left.", "de": "Keine Aufgabenkarte mehr."},
    "wanzen_tanzen.covered": {"en": "covered", "de": "abgedeckt"},
    "wanzen_tanzen.open": {"en": "open", "de": "offen"},
    "wanzen_tanzen.kept": {"en": "Set aside: {dice}", "de": "Beiseitegelegt: {dice}"},
    "wanzen_tanzen.rolled": {"en": "Just rolled (click to choose): ", "de": "Gerade gewürfelt (anklicken): "},
    "wanzen_tanzen.table_head": {"en": "Player|Baby bugs|Penalty cards|Cards won|Score",
                                 "de": "Spieler|Babywanzen|Strafkarten|Gewonnene Karten|Punktestand"},
    "wanzen_tanzen.supply": {"en": "{bugs} Next penalty card: {pen}.", "de": "{bugs} Nächste Strafkarte: {pen}."},
    "wanzen_tanzen.supply_bugs": {"en": "No baby bug is left in the middle.|{n} baby bug is in the middle.|{n} baby "
                                        "bugs are in the middle.",
                                  "de": "In der Mitte liegt keine Babywanze mehr.|In der Mitte liegt {n} Babywanze."
                                        "|In der Mitte liegen {n} Babywanzen."},
    "wanzen_tanzen.phase.choose": {"en": "{name}: set aside at least one die, or repeat the roll for a baby bug!",
                                   "de": "{name}: Lege mindestens einen Würfel beiseite oder würfle für eine "
                                         "Babywanze noch einmal!"},
    "wanzen_tanzen.phase.cover": {"en": "{name}: several tasks fit. Choose one to cover!",
                                  "de": "{name}: Mehrere Aufgaben passen. Wähle eine zum Abdecken!"},
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
    "wanzen_tanzen.hint.keep": {"en": "set aside {dice}", "de": "{dice} beiseitelegen"},
    "wanzen_tanzen.choose_first": {"en": "Click the dice you want to set aside first.",
                                   "de": "Klicke zuerst die Würfel an, die du beiseitelegen willst."},
    "wanzen_tanzen.die": {"en": "Die {n} shows {v}", "de": "Würfel {n} zeigt {v}"},
    "wanzen_tanzen.die.chosen": {"en": "chosen to set aside", "de": "zum Beiseitelegen gewählt"},
    "wanzen_tanzen.die.free": {"en": "not chosen; press to choose it", "de": "nicht gewählt; drücken zum Wählen"},
    "wanzen_tanzen.tip.keep": {"en": "First choose dice with the die buttons, then press here",
                               "de": "Wähle zuerst Würfel mit den Würfel-Knöpfen, dann drücke hier"},
    "wanzen_tanzen.tip.new": {"en": "A new random game, or the game whose number you typed",
                              "de": "Ein neues zufälliges Spiel oder das Spiel mit der eingetippten Nummer"},
    "wanzen_tanzen.end.task stack used up": {"en": "The task stack is used up.",
                                             "de": "Der Aufgabenstapel ist aufgebraucht."},
    "wanzen_tanzen.end.penalty stack used up": {"en": "The penalty stack is used up.",
                                                "de": "Der Strafkartenstapel ist aufgebraucht."},
    "wanzen_tanzen.ev.keep": {"en": "{name} sets aside {dice}.", "de": "{name} legt {dice} beiseite."},
    "wanzen_tanzen.ev.repeat": {"en": "{name} takes a baby bug to repeat the roll.",
                                "de": "{name} nimmt eine Babywanze und würfelt noch einmal."},
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


def player_name(i: int, lang: str = "en") -> str:
    """Return the display name of seat i."""
    return t("ui.player", lang, n=i + 1)


def names_list(names: list[str], lang: str) -> str:
    """Return names joined as people write them: "A", "A and B", "A, B and C" ("und" in German)."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('ui.and', lang)} " + names[-1]


def game_over(winners: list[int], lang: str) -> str:
    """Return "Game over. The winner: Player 1." (or the winners), in ``lang``."""
    names = names_list([player_name(i, lang) for i in winners], lang)
    return tn("ui.winners", len(winners), lang, names=names)


def card_head(points: int, left: int, lang: str) -> str:
    """Return "Task card worth 2 points, 3 more cards in the stack" in ``lang``."""
    return t("wanzen_tanzen.card", lang, points=tn("ui.points", points, lang),
             left=tn("wanzen_tanzen.left", left, lang))


def describe_all(events: Any, lang: str = "en") -> list[str]:
    """Return every logged event in words (a penalty for a missing bug is not called the 5th bug)."""
    out = []
    previous: Any = None
    for event in events:
        out.append(describe(event, lang, previous))
        previous = event
    return out


def describe(event: Any, lang: str = "en", previous: Any = None) -> str:
    """Return one logged event (a ``rules`` event NamedTuple) in words (``previous``, the event before it, tells
    why a penalty came)."""
    from . import rules as r

    def dice(values: Any) -> str:
        return " ".join(map(str, values))

    if isinstance(event, r.Ended):
        return t(f"wanzen_tanzen.end.{event.reason}", lang)
    if isinstance(event, r.TurnedUp):
        return t("wanzen_tanzen.ev.first card" if previous is None else "wanzen_tanzen.ev.turn up", lang)
    name = player_name(int(event.player), lang)
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
