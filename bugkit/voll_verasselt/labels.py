"""Voll verasselt's words in English and German, and the log sentence for each event (pure, no widgets)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ..core.errors import InvalidInput
from ..core.i18n import fmt_num, player_name, register, school_round, t, tn
from ..core.validate import check_float, check_int, check_lang, short_repr
from .components import COLOURS, HUB_MIN, N_DICE
from .rules import Consoled, Ended, Event, Grouped, Moved, Replenished, Rolled

register({
    "voll_verasselt.colour.blue": {"en": "blue", "de": "blau"},
    "voll_verasselt.colour.red": {"en": "red", "de": "rot"},
    "voll_verasselt.colour.bars": {"en": "bars", "de": "Balken"},
    # the colour before a noun or standing for "cards": "eine blaue Karte", "2 blaue, 3 rote" (German inflects it;
    # the colour's own name is voll_verasselt.colour.<colour>, for green and yellow ui.colour.<colour>)
    "voll_verasselt.adj.blue": {"en": "blue", "de": "blaue"},
    "voll_verasselt.adj.red": {"en": "red", "de": "rote"},
    "voll_verasselt.adj.yellow": {"en": "yellow", "de": "gelbe"},
    "voll_verasselt.adj.green": {"en": "green", "de": "grüne"},
    "voll_verasselt.bot.threshold": {"en": "Threshold bot (stops at 4)", "de": "Schwellen-Bot (hört bei 4 auf)"},
    "voll_verasselt.bot.odds": {"en": "Odds bot", "de": "Chancen-Bot"},
    "voll_verasselt.hub": {"en": "Bug hub", "de": "Asseltreff"},
    "voll_verasselt.pile": {"en": "Pile: empty|Pile: {n} card|Pile: {n} cards",
                            "de": "Stapel: leer|Stapel: {n} Karte|Stapel: {n} Karten"},
    "voll_verasselt.waiting": {"en": "Catch of {name} waiting", "de": "Fang von {name} wartet"},
    "voll_verasselt.catch": {"en": "This turn's catch", "de": "Fang in diesem Zug"},
    "voll_verasselt.group.hub": {"en": "Rolling for the bug hub.", "de": "Gewürfelt wird um den Asseltreff."},
    "voll_verasselt.group.catch": {"en": "Rolling for the previous player's catch.",
                                   "de": "Gewürfelt wird um den Fang davor."},
    "voll_verasselt.ev.group.hub": {"en": "{name} rolls for the bug hub.", "de": "{name} würfelt um den Asseltreff."},
    "voll_verasselt.ev.group.catch": {"en": "{name} rolls for the previous player's catch.",
                                      "de": "{name} würfelt um den Fang davor."},
    "voll_verasselt.score": {"en": "heap: {heap} · front yard: {yard}",
                             "de": "Haufen: {heap} · Vorgarten: {yard}"},
    "voll_verasselt.avg_cards": {"en": "{x} cards", "de": "{x} Karten"},
    "voll_verasselt.btn.end": {"en": "End the game", "de": "Spiel beenden"},
    "voll_verasselt.btn.roll": {"en": "Roll the marked dice", "de": "Markierte Würfel werfen"},
    "voll_verasselt.btn.go_on": {"en": "Go on", "de": "Weiter"},
    "voll_verasselt.btn.heap": {"en": "All to the heap", "de": "Alles auf den Haufen"},
    "voll_verasselt.btn.to_yard": {"en": "Chosen cards to the front yard", "de": "Gewählte Karten in den Vorgarten"},
    "voll_verasselt.die": {"en": "Die {n}: {face}", "de": "Würfel {n}: {face}"},
    "voll_verasselt.marked": {"en": "marked to roll", "de": "wird geworfen"},
    "voll_verasselt.status.choose": {
        "en": "{name}: tap a row of the bug hub or the catch of {owner} to roll for it.",
        "de": "{name}: Tippe auf eine Reihe im Asseltreff oder auf den Fang von {owner}, um darum zu würfeln."},
    "voll_verasselt.status.choose_end": {
        "en": "{name}: tap the catch of {owner} to roll for it, or end the game.",
        "de": "{name}: Tippe auf den Fang von {owner}, um darum zu würfeln, oder beende das Spiel."},
    "voll_verasselt.status.refill": {"en": "{name}: the pile is empty. Tap cards in your front yard to top the hub "
                                           "up to 8.",
                                     "de": "{name}: Der Stapel ist leer. Tippe auf Karten in deinem Vorgarten, um "
                                           "den Asseltreff auf 8 Karten aufzufüllen."},
    "voll_verasselt.status.roll": {"en": "{name}: roll the marked dice (at least 4; a tap leaves one out).",
                                   "de": "{name}: Würfle mindestens 4 markierte Würfel (Antippen lässt einen weg)."},
    "voll_verasselt.status.roll_or_stop": {
        "en": "{name}: you have caught {cards}. Roll the marked dice or stop.",
        "de": "{name}: Du hast {cards} gefangen. Würfle noch mal oder hör auf."},
    "voll_verasselt.status.boost": {"en": "A tap on a front-yard card adds it to the group.",
                                    "de": "Vorgartenkarte antippen: Sie kommt zur Gruppe."},
    "voll_verasselt.status.decide": {"en": "{name}: you have caught {cards}. Go on or stop.",
                                     "de": "{name}: Du hast {cards} gefangen. Würfle weiter oder hör auf."},
    "voll_verasselt.status.receive": {
        "en": "{name} receives a catch. Tap the cards for your front yard (room for {room}); the rest goes onto the "
              "heap.",
        "de": "{name} bekommt einen Fang. Tippe die Karten für deinen Vorgarten an (Platz für {room}), der Rest kommt "
              "auf den Haufen."},
    "voll_verasselt.status.bot.choose": {"en": "{name} (bot) chooses what to roll for.",
                                         "de": "{name} (Bot) wählt, worum gewürfelt wird."},
    "voll_verasselt.status.bot.refill": {"en": "{name} (bot) tops up the bug hub.",
                                         "de": "{name} (Bot) füllt den Asseltreff auf."},
    "voll_verasselt.status.bot.roll": {"en": "{name} (bot) is rolling the bug dice.",
                                       "de": "{name} (Bot) wirft die Asselwürfel."},
    "voll_verasselt.status.bot.decide": {"en": "{name} (bot) has caught {cards}: go on or stop?",
                                         "de": "{name} (Bot) hat {cards} gefangen: weiter oder aufhören?"},
    "voll_verasselt.status.bot.receive": {"en": "{name} (bot) receives a catch ({cards}).",
                                          "de": "{name} (Bot) bekommt einen Fang ({cards})."},
    "voll_verasselt.status.capped": {"en": "Stopped early: too many turns.",
                                     "de": "Vorzeitig gestoppt: zu viele Züge."},
    "voll_verasselt.odds.never": {"en": "With these dice you cannot bug up.",
                                  "de": "Mit diesen Würfeln kannst du nicht verasseln."},
    "voll_verasselt.odds.always": {"en": "With these dice you bug up for sure.",
                                   "de": "Mit diesen Würfeln verasselst du sicher."},
    "voll_verasselt.odds.rare": {"en": "With these dice you bug up in fewer than 1 of 100 rolls.",
                                 "de": "Mit diesen Würfeln verasselst du in weniger als 1 von 100 Würfen."},
    "voll_verasselt.odds.almost": {"en": "With these dice you bug up in more than 99 of 100 rolls.",
                                   "de": "Mit diesen Würfeln verasselst du in mehr als 99 von 100 Würfen."},
    "voll_verasselt.odds.about": {"en": "With these dice you bug up in about {k} of 100 rolls.",
                                  "de": "Mit diesen Würfeln verasselst du in etwa {k} von 100 Würfen."},
    "voll_verasselt.advice": {
        "en": "{odds} Exactly: {p}. On average you have {e} after this roll (a bug-up counts as 0). "
              "Best choice: roll dice {best} (bug up in about {bk} of 100 rolls, on average {be}). "
              "Stopping now keeps {stop}. Advice: {act}",
        "de": "{odds} Genau: {p}. Im Durchschnitt hast du nach diesem Wurf {e} (Verasseln zählt als 0). "
              "Am besten wirfst du die Würfel {best} (verasseln in etwa {bk} von 100 Würfen, im Durchschnitt "
              "{be}). Wenn du jetzt aufhörst, behältst du {stop}. Rat: {act}"},
    "voll_verasselt.advice.roll": {"en": "roll.", "de": "Würfle!"},
    "voll_verasselt.advice.stop": {"en": "stop.", "de": "Hör auf!"},  # ends the advice's sentence (button: ui.stop)
    "voll_verasselt.advice.none": {"en": "The odds are shown while someone is rolling.",
                                   "de": "Die Chancen gibt es, während jemand würfelt."},
    "voll_verasselt.advice.marked": {"en": "Mark at least 4 dice to see their odds.",
                                     "de": "Markiere mindestens 4 Würfel, um ihre Chancen zu sehen."},
    "voll_verasselt.ev.receive": {"en": "{name} receives a catch: {cards}.",
                                  "de": "{name} bekommt einen Fang: {cards}."},
    "voll_verasselt.ev.yard": {"en": "{name} puts {cards} in the front yard.",
                               "de": "{name} legt {cards} in den Vorgarten."},
    "voll_verasselt.ev.heap": {"en": "{name} puts {n} card on the heap.|{name} puts {n} cards on the heap.",
                               "de": "{name} legt {n} Karte auf den Haufen.|{name} legt {n} Karten auf den Haufen."},
    # a replenish in the log: the cards drawn, then why (rule 8: a card per bar, then up to 8 cards; A2: the cards a
    # bars face brings are the die's data)
    "voll_verasselt.ev.replenish": {"en": "New cards for the bug hub: {cards}.",
                                    "de": "Neue Karten für den Asseltreff: {cards}."},
    "voll_verasselt.ev.replenish.no_bars": {"en": "No die shows bars.", "de": "Kein Würfel zeigt Balken."},
    "voll_verasselt.ev.replenish.bars_bring_none": {"en": "In this game bars bring no cards.",
                                                    "de": "In diesem Spiel bringen Balken keine Karten."},
    "voll_verasselt.ev.replenish.bars": {
        "en": "{n} die shows bars, and each bars face brings {per}: that makes {bars}.|{n} dice show bars, and each "
              "bars face brings {per}: that makes {bars}.",
        "de": "{n} Würfel zeigt Balken, und jede Balkenseite bringt {per}: Das macht {bars}.|{n} Würfel zeigen "
              "Balken, und jede Balkenseite bringt {per}: Das macht {bars}."},
    "voll_verasselt.ev.replenish.top_up": {"en": "Then the hub is filled up to {hub} cards: {n} more.",
                                           "de": "Dann wird der Asseltreff auf {hub} Karten aufgefüllt: {n} mehr."},
    "voll_verasselt.ev.replenish.pile_short": {
        "en": "But only {n} card was left in the pile.|But only {n} cards were left in the pile.",
        "de": "Aber im Stapel war nur noch {n} Karte.|Aber im Stapel waren nur noch {n} Karten."},
    "voll_verasselt.ev.refill": {"en": "{name} tops up the hub with a {colour} card from the front yard.",
                                 "de": "{name} legt eine {colour} Karte aus dem Vorgarten in den Asseltreff."},
    "voll_verasselt.ev.boost": {"en": "{name} boosts the group with a {colour} card.",
                                "de": "{name} legt eine {colour} Karte zur Gruppe."},
    "voll_verasselt.ev.roll.ok": {"en": "{name} rolls {chosen}: {dice}. Caught!",
                                  "de": "{name} wirft {chosen}: {dice}. Gefangen!"},
    "voll_verasselt.ev.roll.bugged up": {"en": "{name} rolls {chosen}: {dice}. Bugged up!",
                                         "de": "{name} wirft {chosen}: {dice}. Verasselt!"},
    "voll_verasselt.dice_all": {"en": "all 7 dice", "de": "alle 7 Würfel"},
    "voll_verasselt.dice_some": {"en": "dice {dice}", "de": "die Würfel {dice}"},
    "voll_verasselt.ev.consolation": {
        "en": "{name} draws no consolation card.|{name} draws {n} consolation card.|"
              "{name} draws {n} consolation cards.",
        "de": "{name} zieht keine Trostkarte.|{name} zieht {n} Trostkarte.|{name} zieht {n} Trostkarten."},
    "voll_verasselt.ev.stop": {"en": "{name} stops; the catch ({cards}) waits.",
                               "de": "{name} hört auf; der Fang ({cards}) wartet."},
    "voll_verasselt.ev.end.pile empty": {"en": "The pile is empty and the hub too small: the game is over.",
                                         "de": "Der Stapel ist leer und der Asseltreff zu klein: Das Spiel ist aus."},
    "voll_verasselt.ev.end.turn limit": {"en": "Stopped by our safety limit after {n} turns, before the rulebook's "
                                               "end: the heaps as they are decide.",
                                         "de": "Nach {n} Zügen von unserer Sicherheitsgrenze gestoppt, bevor das "
                                               "Spiel nach den Regeln aus war: Die Haufen, wie sie sind, "
                                               "entscheiden."},
})
register({
    "voll_verasselt.draw.dice": {"en": "The 7 bug dice", "de": "Die 7 Asselwürfel"},
    "voll_verasselt.draw.card": {"en": "a {colour} bug card", "de": "eine {colour} Asselkarte"},
    "voll_verasselt.draw.heap": {"en": "Heap, face down: no cards|Heap, face down: {n} card|Heap, face down: {n} cards",
                                 "de": "Haufen, verdeckt: keine Karte|Haufen, verdeckt: {n} Karte|"
                                       "Haufen, verdeckt: {n} Karten"},
    "voll_verasselt.draw.yard": {"en": "Front yard ({n} of {max})", "de": "Vorgarten ({n} von {max})"},
    "voll_verasselt.colour_cards": {"en": "no {colour} cards|{n} {colour} card|{n} {colour} cards",
                                    "de": "keine {colour}n Karten|{n} {colour} Karte|{n} {colour} Karten"},
    "voll_verasselt.piece.hub": {"en": "Bug hub: {cards}", "de": "Asseltreff: {cards}"},
    "voll_verasselt.piece.waiting": {"en": "Catch of {name}: {cards}", "de": "Fang von {name}: {cards}"},
    "voll_verasselt.piece.catch": {"en": "This turn's catch: {cards}", "de": "Fang in diesem Zug: {cards}"},
    "voll_verasselt.piece.yard": {"en": "{card} in the front yard of {name}", "de": "{card} im Vorgarten von {name}"},
    "voll_verasselt.piece.received": {"en": "{card} of the catch", "de": "{card} aus dem Fang"},
    "voll_verasselt.piece.to_yard": {"en": "{card} of the catch, chosen for the front yard",
                                     "de": "{card} aus dem Fang, für den Vorgarten gewählt"},
    "voll_verasselt.zone.yard": {"en": "Front yard of {name} ({n} of {max})",
                                 "de": "Vorgarten von {name} ({n} von {max})"},
    "voll_verasselt.zone.received": {"en": "Catch handed to {name}", "de": "Fang für {name}"},
    "voll_verasselt.howto.buttons": {
        "en": "The dice are numbered 1 to 7: tap a die to mark or unmark it (gold frame: it is rolled), then press "
              "'Roll the marked dice'. Tap a card in your front yard to boost the group with it. When a catch comes "
              "back to you, tap the cards for your front yard. 'Show the odds' tells you how often you would bug up "
              "and whether one more roll is worth it. Colours also have shapes: ● blue, ▲ red, ■ yellow, ◆ green, "
              "‖ bars.",
        "de": "Die Würfel haben die Nummern 1 bis 7: Tippe auf einen Würfel, um ihn zu markieren oder die Markierung "
              "wegzunehmen (goldener Rahmen: er wird geworfen), dann auf „Markierte Würfel werfen“. Tippe auf eine "
              "Karte in deinem Vorgarten, um sie zur Gruppe zu legen. Bekommst du einen Fang zurück, tippe auf die "
              "Karten für deinen Vorgarten. „Chancen zeigen“ sagt dir, wie oft du verasseln würdest und ob sich noch "
              "ein Wurf lohnt. Die Farben haben auch Formen: ● blau, ▲ rot, ■ gelb, ◆ grün, ‖ Balken."},
    "voll_verasselt.howto": {
        "en": "On your turn you roll for the bug hub or for the catch the previous player left. Mark at least 4 "
              "dice (gold frame) and roll them; the other dice stay as they lie. For every die that shows a colour "
              "you catch one card of that colour, but if more dice show a colour than the group has cards of it, "
              "you are bugged up: your catch goes back and you draw 2 consolation cards. After a good roll: go on "
              "or stop. A catch you stop with waits for the next player. Cards on your face-down heap are your "
              "points; the most cards win.",
        "de": "Wenn du dran bist, würfelst du um den Asseltreff oder um den Fang, den der Spieler vor dir "
              "liegen ließ. Markiere mindestens 4 Würfel (goldener Rahmen) und wirf sie; die anderen Würfel "
              "bleiben liegen. Für jeden Würfel mit einer Farbe fängst du eine Karte dieser Farbe. Zeigen aber "
              "mehr Würfel eine Farbe, als die Gruppe Karten davon hat, bist du verasselt: Dein Fang geht zurück, "
              "und du ziehst 2 Trostkarten. Nach einem guten Wurf: weiter oder aufhören. Ein Fang, mit dem du "
              "aufhörst, wartet auf den nächsten Spieler. Die Karten auf deinem verdeckten Haufen sind deine "
              "Punkte; die meisten Karten gewinnen."},
})


def colour(c: str, lang: str) -> str:
    """Return the word for a colour or 'bars' as a die face shows it ("blau", "Balken")."""
    return t(f"voll_verasselt.colour.{c}", lang)


def colour_adj(c: str, lang: str) -> str:
    """Return the colour as it stands before a card or a count ("eine blaue Karte", "2 blaue")."""
    return t(f"voll_verasselt.adj.{c}", lang)


def n_cards(n: int, lang: str) -> str:
    """Return '1 card', '3 cards' or 'no cards' ("1 Karte", "3 Karten", "keine Karte"); raise InvalidInput for a
    count that is not a whole number from 0."""
    check_int(n, "n (a number of cards)", 0)
    check_lang(lang)
    return tn("ui.cards", n, lang)


def score_text(heap: int, yard: int, lang: str) -> str:
    """Return a player's score in words: the heap's size and the front yard's cards ("heap: 3 · front yard: 2
    cards")."""
    return t("voll_verasselt.score", lang, heap=fmt_num(heap, lang), yard=n_cards(yard, lang))


def cards_text(counts: Sequence[int], lang: str) -> str:
    """Return counts of cards per colour in words, e.g. '2 blue, 1 red' / '2 blaue, 1 rote' (or 'none')."""
    parts = [f"{fmt_num(n, lang)} {colour_adj(c, lang)}" for c, n in zip(COLOURS, counts, strict=True) if n]
    return ", ".join(parts) if parts else t("ui.none", lang)


def dice_text(positions: Sequence[int], lang: str) -> str:
    """Return which dice were rolled, counted from 1: 'all 7 dice' or 'dice 1 2 5 7'."""
    if len(positions) == N_DICE:
        return t("voll_verasselt.dice_all", lang)
    return t("voll_verasselt.dice_some", lang, dice=" ".join(str(i + 1) for i in positions))


_ODDS_WORDS = {"0": "never", "100": "always", "<1": "rare", ">99": "almost"}  # a count of 100 (about_in_100) in words


def odds_text(p: Fraction, lang: str) -> str:
    """Return the chance to bug up in words a child reads: 'you bug up in about 35 of 100 rolls'; raise
    InvalidInput unless ``p`` is a number from 0 to 1."""
    count = about_in_100(p)
    check_lang(lang)
    if count in _ODDS_WORDS:
        return t(f"voll_verasselt.odds.{_ODDS_WORDS[count]}", lang)
    return t("voll_verasselt.odds.about", lang, k=int(count))


def about_in_100(p: Fraction) -> str:
    """Return the chance as a count of 100 rolls, rounded as school rounds (12.5 reads 13), for short brackets
    ('35', '<1', '>99', '0', '100'); raise InvalidInput unless ``p`` is a number from 0 to 1."""
    try:
        check_float(p, "p", 0, 1)  # a check only: p stays exact
    except InvalidInput:
        raise InvalidInput(f"p must be a chance from 0 to 1 (such as Fraction(1, 3)), not {short_repr(p)}") from None
    if p in (0, 1):
        return str(int(p * 100))
    k = int(school_round(p * 100))
    return "<1" if k < 1 else ">99" if k > 99 else str(k)


def describe(event: Event, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return the sentence for one engine event (matched by its type; players named as ``player_name`` names them
    with ``names``); raise InvalidInput for anything else."""
    if not isinstance(event, Event):
        raise InvalidInput(f"event must be a Voll verasselt event (state.events), not {short_repr(event)}")
    check_lang(lang)
    if isinstance(event, Ended):
        return t(f"voll_verasselt.ev.end.{event.reason}", lang, n=fmt_num(event.turn, lang))
    if isinstance(event, Replenished):
        return replenish_text(event, lang)
    name = player_name(event.player, lang, names)
    if isinstance(event, Grouped):
        return t(f"voll_verasselt.ev.group.{event.group}", lang, name=name)
    if isinstance(event, Moved):
        return t(f"voll_verasselt.ev.{event.kind}", lang, name=name, colour=colour_adj(event.colour, lang))
    if isinstance(event, Rolled):
        dice = ", ".join(colour(f, lang) for f in event.dice)
        return t(f"voll_verasselt.ev.roll.{event.result}", lang, name=name, chosen=dice_text(event.chosen, lang),
                 dice=dice)
    if isinstance(event, Consoled):
        return tn("voll_verasselt.ev.consolation", sum(event.cards), lang, name=name)
    if event.kind == "heap":
        return tn("voll_verasselt.ev.heap", sum(event.cards), lang, name=name)
    return t(f"voll_verasselt.ev.{event.kind}", lang, name=name, cards=cards_text(event.cards, lang))


def replenish_text(event: Replenished, lang: str) -> str:
    """Return the log's words for a replenish: the cards drawn, the cards the bars bring (so many per bars face, as
    the game's die says), the top-up to 8 cards, and a pile that ran short (rule 8, A2, A4): each as the event
    says."""
    drawn = sum(event.cards)
    words = [t("voll_verasselt.ev.replenish", lang, cards=cards_text(event.cards, lang))]
    if not event.faces:
        words.append(t("voll_verasselt.ev.replenish.no_bars", lang))
    elif not event.bars:
        words.append(t("voll_verasselt.ev.replenish.bars_bring_none", lang))
    else:
        words.append(tn("voll_verasselt.ev.replenish.bars", event.faces, lang,
                        per=n_cards(event.bars // event.faces, lang), bars=n_cards(event.bars, lang)))
    if event.top_up:
        words.append(t("voll_verasselt.ev.replenish.top_up", lang, hub=fmt_num(HUB_MIN, lang),
                       n=fmt_num(event.top_up, lang)))
    if drawn < event.bars + event.top_up:
        words.append(tn("voll_verasselt.ev.replenish.pile_short", drawn, lang))
    return " ".join(words)


# Public: what the play notebook calls (a seat's name and a list of names are core's: bugkit.core.i18n.player_name,
# and_list). The other helpers serve this game's board, rules and pictures only (they stay importable by name).
__all__ = ["describe", "n_cards", "odds_text"]
