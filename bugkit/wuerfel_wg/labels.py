"""Würfel-WG's words in German and English, and the sentence for each event and action (pure, no widgets)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import InvalidInput
from ..core.i18n import LANGUAGES, player_name, register, t, tn
from ..core.validate import MAX_STEP_ITEMS, check_choice, check_int, check_items, check_lang, short_repr
from .components import NUMBERS, START_IDS, Cards, Requirement, parse_requirement
from .rules import (
    STACKS,
    WG,
    Advantage,
    BigGuyTurned,
    Borrowed,
    Effect,
    Event,
    Flipped,
    GameEnded,
    GhostTurned,
    HammockMoved,
    KangarooTurned,
    Kept,
    Nothing,
    Observation,
    Passed,
    Rerolled,
    Rolled,
    SectReturned,
    Took,
    TroublemakerTaken,
    Turn,
    Won,
    flip_need,
    locked,
    n_dice,
    n_parking,
    n_rerolls,
    wg_points,
)

register({
    "wuerfel_wg.variant.standard": {"en": "Standard (with troublemakers)", "de": "Grundspiel (mit Störenfrieden)"},
    "wuerfel_wg.variant.beginners": {"en": "Beginners (no troublemakers)", "de": "Einsteiger (ohne Störenfriede)"},
    "wuerfel_wg.bot.greedy": {"en": "Greedy bot", "de": "Gieriger Bot"},
    "wuerfel_wg.bot.planner": {"en": "Planner bot", "de": "Planer-Bot"},
    "wuerfel_wg.kangaroo": {"en": "kangaroo", "de": "Känguru"},
    "wuerfel_wg.reroll_rest": {"en": "Re-roll the other dice", "de": "Die anderen neu würfeln"},
    "wuerfel_wg.reroll_all": {"en": "Re-roll all dice", "de": "Alle neu würfeln"},
    "wuerfel_wg.ok": {"en": "OK, go on", "de": "OK, weiter"},
    "wuerfel_wg.pay_with": {"en": "Pay with {dice}", "de": "Mit {dice} bezahlen"},
    "wuerfel_wg.zone.dice": {"en": "The dice of {name}", "de": "Die Würfel von {name}"},
    "wuerfel_wg.zone.wg": {"en": "The flat-share of {name}", "de": "Die WG von {name}"},
    "wuerfel_wg.status.bot": {"en": "{name} (bot) is playing", "de": "{name} (Bot) ist dran"},
    "wuerfel_wg.status.pay": {"en": "{name}: “{card}” can be paid in several ways. Tap how you pay.",
                              "de": "{name}: Für „{card}“ gibt es mehrere Arten zu bezahlen. Tippe, wie du bezahlst."},
    "wuerfel_wg.status.pay_kangaroo": {
        "en": "{name}: for “{card}” the kangaroo can stand for several numbers. Tap which one.",
        "de": "{name}: Für „{card}“ kann das Känguru für mehrere Zahlen stehen. Tippe, für welche."},
    "wuerfel_wg.hold.nothing": {"en": "{name}: nothing to take with this roll. Your turn is over. Tap “OK, go on”.",
                                "de": "{name}: Mit diesem Wurf kannst du nichts nehmen. Dein Zug ist vorbei. Tippe "
                                      "auf „OK, weiter“."},
    "wuerfel_wg.hold.left": {"en": "{name}: the dice left pay for nothing more. Your turn is over. Tap “OK, go on”.",
                             "de": "{name}: Die übrigen Würfel bezahlen nichts mehr. Dein Zug ist vorbei. Tippe auf "
                                   "„OK, weiter“."},
    "wuerfel_wg.hold.used": {"en": "{name}: all your dice are used. Your turn is over. Tap “OK, go on”.",
                             "de": "{name}: Alle deine Würfel sind verbraucht. Dein Zug ist vorbei. Tippe auf „OK, "
                                   "weiter“."},
    "wuerfel_wg.done": {"en": "Keep this roll", "de": "Wurf behalten"},
    "wuerfel_wg.end": {"en": "End my turn", "de": "Zug beenden"},
    "wuerfel_wg.pass": {"en": "Pass (flip nothing)", "de": "Passen (nichts umdrehen)"},
    "wuerfel_wg.advice_for": {"en": "Advisor: aim at", "de": "Berater: Ziel"},
    "wuerfel_wg.apply_advice": {"en": "Mark the advised dice", "de": "Empfohlene Würfel markieren"},
    "wuerfel_wg.advice.stop": {"en": "This roll already pays for {card}: keep it.",
                               "de": "Dieser Wurf reicht schon für {card}: Behalte ihn."},
    "wuerfel_wg.advice.park": {"en": "For {card}: park {dice} and re-roll the rest. Chance: {p} ({pct}).",
                               "de": "Für {card}: Parke {dice} und würfle den Rest neu. Chance: {p} ({pct})."},
    "wuerfel_wg.nothing_parked": {"en": "nothing", "de": "nichts"},
    "wuerfel_wg.middle": {"en": "The middle", "de": "Die Mitte"},
    "wuerfel_wg.wgs": {"en": "The flat-shares", "de": "Die WGs"},
    "wuerfel_wg.todo.witzig": {"en": "Funny to-dos", "de": "Witzig-To-dos"},  # a stack's name, drawn and in words
    "wuerfel_wg.todo.doppelt": {"en": "Double-funny to-dos", "de": "Doppelt-Witzig-To-dos"},
    "wuerfel_wg.empty": {"en": "empty", "de": "leer"},
    "wuerfel_wg.troublemakers_left": {"en": "No troublemakers left|1 troublemaker left|{n} troublemakers left",
                                      "de": "Kein Störenfried mehr|Noch 1 Störenfried|Noch {n} Störenfriede"},
    "wuerfel_wg.trouble": {"en": " Troublemaker: {card} ({what}).", "de": " Störenfried: {card} ({what})."},
    "wuerfel_wg.hammock_held": {"en": "{name} holds the hammock.", "de": "{name} hat die Hängematte."},
    "wuerfel_wg.status.reroll": {"en": "{name} has {left} left. Tap dice to park them, then re-roll or keep the "
                                       "roll.",
                                 "de": "{name} hat noch {left}. Tippe Würfel zum Parken an, dann würfle neu oder "
                                       "behalte den Wurf."},
    "wuerfel_wg.status.use": {"en": "{name}: Tap a card your dice left pay for (each die once), or end the turn.",
                              "de": "{name}: Tippe auf eine Karte, die deine übrigen Würfel bezahlen (jeden einmal), "
                                    "oder beende den Zug."},
    "wuerfel_wg.status.sect": {"en": "{name}: the cult members take one of your members. Tap who goes back.",
                               "de": "{name}: Die Sektenmitglieder nehmen dir ein Mitglied weg. Tippe an, wer "
                                     "zurück in die Mitte geht."},
    "wuerfel_wg.status.ghost": {"en": "{name}: your ghost turns one room of {other} to its good side. Tap which.",
                                "de": "{name}: Dein Gespenst dreht einen Raum von {other} auf die gute Seite. "
                                      "Tippe an, welchen."},
    "wuerfel_wg.status.freeload": {"en": "{name} may freeload: Tap one of your own cards to flip it with this roll, "
                                         "or pass.",
                                   "de": "{name} darf schmarotzen: Tippe eine eigene Karte an, um sie mit diesem Wurf "
                                         "umzudrehen, oder passe."},
    # events
    "wuerfel_wg.ev.keep": {"en": "{name} keeps the roll {dice}.", "de": "{name} behält den Wurf {dice}."},
    "wuerfel_wg.ev.reroll": {"en": "{name} parks {kept} and re-rolls: {dice}.",
                             "de": "{name} parkt {kept} und würfelt neu: {dice}."},
    "wuerfel_wg.ev.kangaroo": {"en": "{name}'s clean bathroom turns a kangaroo into a {v}.",
                               "de": "Das saubere Bad von {name} dreht ein Känguru auf {v}."},
    "wuerfel_wg.ev.take": {"en": "{name} takes the card “{card}” with {dice}.",
                           "de": "{name} nimmt mit {dice} die Karte „{card}“."},
    "wuerfel_wg.ev.take_member": {"en": "{name} takes {card} into the WG with {dice}.",
                                  "de": "{name} nimmt mit {dice} {card} in die WG auf."},
    "wuerfel_wg.ev.borrow": {"en": "{name} borrows the card “{card}” from {other} with {dice}.",
                             "de": "{name} leiht sich mit {dice} die Karte „{card}“ von {other}."},
    # waking ICH and waking a member read alike in English; German names ICH with its article ("das ICH")
    "wuerfel_wg.ev.flip.ich": {"en": "{name} wakes up {card} with {dice}.",
                               "de": "{name} weckt mit {dice} das {card}."},
    "wuerfel_wg.ev.flip.couch": {"en": "{name} cleans the couch with {dice}.",
                                 "de": "{name} macht mit {dice} die Couch sauber."},
    "wuerfel_wg.ev.flip.fridge": {"en": "{name} fills the fridge with {dice}.",
                                  "de": "{name} füllt mit {dice} den Kühlschrank."},
    "wuerfel_wg.ev.flip.bath": {"en": "{name} cleans the bathroom with {dice}.",
                                "de": "{name} macht mit {dice} das Bad sauber."},
    "wuerfel_wg.ev.flip.member": {"en": "{name} wakes up {card} with {dice}.", "de": "{name} weckt mit {dice} {card}."},
    "wuerfel_wg.ev.advantage.couch": {"en": "Advantage of {card}: {name}'s couch is clean now.",
                                      "de": "Vorteil von {card}: Die Couch von {name} ist jetzt sauber."},
    "wuerfel_wg.ev.advantage.fridge": {"en": "Advantage of {card}: {name}'s fridge is full now.",
                                       "de": "Vorteil von {card}: Der Kühlschrank von {name} ist jetzt voll."},
    "wuerfel_wg.ev.advantage.bath": {"en": "Advantage of {card}: {name}'s bathroom is clean now.",
                                     "de": "Vorteil von {card}: Das Bad von {name} ist jetzt sauber."},
    "wuerfel_wg.ev.effect.sleep": {"en": "All asleep: {name}'s {me} and members fall asleep.",
                                   "de": "Alle schlafen: {me} und Mitglieder von {name} schlafen ein."},
    "wuerfel_wg.ev.effect.wake": {"en": "All awake: {name}'s {me} and members wake up.",
                                  "de": "Alle wach: {me} und Mitglieder von {name} wachen auf."},
    "wuerfel_wg.ev.effect.couch": {"en": "{name}'s couch is crumbly.", "de": "Die Couch von {name} ist krümelig."},
    "wuerfel_wg.ev.effect.fridge": {"en": "{name}'s fridge is empty.", "de": "Der Kühlschrank von {name} ist leer."},
    "wuerfel_wg.ev.effect.bath": {"en": "{name}'s bathroom is dirty.", "de": "Das Bad von {name} ist dreckig."},
    "wuerfel_wg.ev.effect.fridge_all": {"en": "Every fridge is empty now.", "de": "Alle Kühlschränke sind jetzt leer."},
    "wuerfel_wg.ev.nothing": {"en": "{name} can use nothing from this roll.",
                              "de": "{name} kann mit diesem Wurf nichts anfangen."},
    "wuerfel_wg.ev.pass": {"en": "{name} does not freeload.", "de": "{name} schmarotzt nicht."},
    "wuerfel_wg.ev.troublemaker": {"en": "{points}! A troublemaker moves in with {name}: {card}.",
                                   "de": "{points}! Bei {name} zieht ein Störenfried ein: {card}."},
    "wuerfel_wg.ev.sect": {"en": "{card} leaves {name}'s WG and goes back onto member stack {n}.",
                           "de": "{card} verlässt die WG von {name} und kommt zurück auf Mitgliederstapel {n}."},
    "wuerfel_wg.ev.big_guy": {"en": "{name} now has the fewest points: {card} is turned over ({points}).",
                              "de": "{name} hat jetzt die wenigsten Punkte: „{card}“ wird umgedreht ({points})."},
    "wuerfel_wg.ev.ghost.couch": {"en": "The ghost living with {name} cleans the couch of {other}.",
                                  "de": "Das Gespenst bei {name} macht die Couch von {other} sauber."},
    "wuerfel_wg.ev.ghost.fridge": {"en": "The ghost living with {name} fills the fridge of {other}.",
                                   "de": "Das Gespenst bei {name} füllt den Kühlschrank von {other}."},
    "wuerfel_wg.ev.ghost.bath": {"en": "The ghost living with {name} cleans the bathroom of {other}.",
                                 "de": "Das Gespenst bei {name} macht das Bad von {other} sauber."},
    "wuerfel_wg.ev.hammock": {"en": "{name} takes the hammock!", "de": "{name} nimmt die Hängematte!"},
    "wuerfel_wg.ev.hammock_back": {"en": "The hammock goes back to the middle.",
                                   "de": "Die Hängematte kommt zurück in die Mitte."},
    "wuerfel_wg.ev.win": {"en": "{name} still holds the hammock at the start of the turn and wins!",
                          "de": "{name} hat zu Beginn des Zuges noch die Hängematte und gewinnt!"},
    "wuerfel_wg.ev.end.hammock": {"en": "The game is over.", "de": "Das Spiel ist aus."},  # (refusal: core.refuse.over)
    "wuerfel_wg.status.won_why": {"en": "{name} kept the hammock for a whole round.",
                                  "de": "{name} hat die Hängematte eine ganze Runde lang behalten."},
    "wuerfel_wg.ev.end.max rounds": {"en": "Safety end: the round limit is reached; most points win.",
                                     "de": "Sicherheitsende: Die Rundenzahl ist erreicht, die meisten Punkte "
                                           "gewinnen."},
    "wuerfel_wg.ev.end.middle empty": {"en": "Safety end: no to-dos and no items left in the middle; most points win.",
                                       "de": "Sicherheitsende: Keine To-dos und Gegenstände mehr in der Mitte, die "
                                             "meisten Punkte gewinnen."},
})


def card_name(cards: Cards, card: str, lang: str) -> str:
    """Return the name of any card, start cards included ('ICH', 'Kühlschrank' / 'Fridge')."""
    for s in cards.start:
        if s.id == card:
            return s.de if lang == "de" else s.en
    return cards[card].name(lang)


def need_text(need: object, lang: str) -> str:
    """Return what a card needs in words a child reads: 'sum>=16' -> 'Summe ≥ 16', '3-straight' -> '3 in Folge',
    'XXX' -> '3 gleiche', 'XX YY' -> '2 Paare', 'XX + 2 2' -> '1 Paar + 2 2'; fixed numbers stay ('4 4 4')."""
    req = need if isinstance(need, Requirement) else parse_requirement(str(need))
    if req.kind == "sum":
        return t("wuerfel_wg.need.sum", lang, n=req.total)
    if req.kind == "straight":
        return t("wuerfel_wg.need.straight", lang, n=req.length)
    parts = [t("wuerfel_wg.need.same", lang, n=g) for g in req.groups if g > 2]
    pairs = sum(1 for g in req.groups if g == 2)
    if pairs:
        parts.append(tn("wuerfel_wg.need.pairs", pairs, lang))
    fixed = " ".join(str(v) for v in NUMBERS for _ in range(req.fixed[v]))
    return " + ".join([*parts, fixed] if fixed else parts)


EFFECT_KEYS = {"sleep": "wuerfel_wg.cost.sleep", "wake": "wuerfel_wg.cost.wake", "couch": "wuerfel_wg.cost.couch",
               "fridge": "wuerfel_wg.cost.fridge", "bath": "wuerfel_wg.cost.bath",
               "fridge_all": "wuerfel_wg.cost.fridge_all"}


def effects_text(cards: Cards, card: str, lang: str) -> str:
    """Return what taking a to-do or an item does to your WG ('all asleep, bath dirty'), '' if nothing."""
    return ", ".join(t(EFFECT_KEYS[e], lang) for e in cards[card].effects if e in EFFECT_KEYS)


def advantage_text(cards: Cards, card: str, lang: str) -> str:
    """Return a member's advantage in words (a Normalo: '+1 die while awake')."""
    adv = cards[card].advantage or "normalo"
    return t(f"wuerfel_wg.adv.{adv}", lang)


def trouble_text(cards: Cards, card: str, lang: str, turned: bool = False) -> str:
    """Return what a troublemaker does, in words; for one ``turned`` over ("Der Dicke"), what its back side is
    worth (the card file's ``back_points``)."""
    back = cards[card].back_points
    if turned and back is not None:
        return t("wuerfel_wg.trouble.turned", lang, points=tn("ui.points", back, lang))
    return t(f"wuerfel_wg.trouble.{cards[card].effects[0]}", lang)


def todo_text(cards: Cards, card: str, lang: str) -> str:
    """Return a to-do with what it needs, its points and what it costs."""
    return t("wuerfel_wg.todo_text", lang, card=card_name(cards, card, lang), need=need_text(cards[card].need, lang),
             points=tn("ui.points", cards[card].points, lang), cost=effects_text(cards, card, lang))


def item_text(cards: Cards, card: str, lang: str) -> str:
    """Return an item with its pair, its points and what it costs."""
    n = cards[card].number
    return t("wuerfel_wg.item_text", lang, card=card_name(cards, card, lang), pair=f"{n} {n}", three=f"{n} {n} {n}",
             points=tn("ui.points", cards[card].points, lang), cost=effects_text(cards, card, lang))


def member_text(cards: Cards, card: str, lang: str) -> str:
    """Return a member with what it needs and its advantage ('Herta: 3 gleiche; beim Einzug und Aufwachen ...')."""
    return t("wuerfel_wg.member_text", lang, card=card_name(cards, card, lang), need=need_text(cards[card].need, lang),
             adv=advantage_text(cards, card, lang))


def side_text(cards: Cards, wg: WG, card: str, lang: str) -> str:
    """Return a start card, its side and (on the bad side) the combination on its back that flips it."""
    sc = cards.start_card(card)
    good = wg.is_good(card)
    side = (sc.good_de if good else sc.bad_de) if lang == "de" else (sc.good_en if good else sc.bad_en)
    name = sc.de if lang == "de" else sc.en
    if good:
        return f"{name} {side}"
    if locked(cards, wg) == card:
        return t("wuerfel_wg.side_locked", lang, card=name, side=side)
    return t("wuerfel_wg.side_flip", lang, card=name, side=side, need=need_text(flip_need(cards, wg, card), lang))


def members_text(cards: Cards, wg: WG, lang: str) -> str:
    """Return a WG's members, awake or asleep (with the combination that wakes them), or 'none'."""
    out = []
    for m, awake in wg.members:
        if awake:
            out.append(t("wuerfel_wg.member_awake", lang, card=card_name(cards, m, lang)))
        else:
            out.append(t("wuerfel_wg.member_asleep", lang, card=card_name(cards, m, lang),
                         need=need_text(flip_need(cards, wg, m), lang)))
    return ", ".join(out) or t("ui.none", lang)


def stats_text(cards: Cards, wg: WG, lang: str) -> str:
    """Return '4 dice, 2 parking spots, 1 re-roll' for a WG."""
    return ", ".join((tn("wuerfel_wg.n_dice", n_dice(cards, wg), lang),
                      tn("wuerfel_wg.n_spots", n_parking(cards, wg), lang),
                      tn("wuerfel_wg.n_rerolls", n_rerolls(cards, wg), lang)))


def wg_text(cards: Cards, wg: WG, i: int, lang: str) -> str:
    """Return one WG in words: points, dice and spots, start cards (with flip combinations), members, cards won."""
    sides = "; ".join(side_text(cards, wg, c, lang) for c in START_IDS)
    todos = ", ".join(card_name(cards, c, lang) for c in wg.todos) or t("ui.none", lang)
    items = ", ".join(card_name(cards, c, lang) for c in wg.items) or t("ui.none", lang)
    trouble = t("wuerfel_wg.trouble", lang, card=card_name(cards, wg.troublemaker, lang),
                what=trouble_text(cards, wg.troublemaker, lang, wg.big_guy_turned)) if wg.troublemaker else ""
    return t("wuerfel_wg.wg_text", lang, name=player_name(i, lang),
             points=tn("ui.points", wg_points(cards, wg), lang), stats=stats_text(cards, wg, lang),
             sides=sides, members=members_text(cards, wg, lang), todos=todos, items=items, trouble=trouble)


def middle_lines(obs: Observation, lang: str, names: Sequence[str] | None = None) -> list[str]:
    """Return the middle of the table in words: open to-dos, member stacks, items, troublemakers, hammock (its
    holder named as ``player_name`` names a seat with ``names``)."""
    cards, lines = obs.cards, []
    for key, top, left in zip(STACKS, obs.todo_tops, obs.todo_left, strict=True):
        body = t("wuerfel_wg.empty", lang) if top is None else t(
            "wuerfel_wg.with_left", lang, text=todo_text(cards, top, lang), left=left)
        lines.append(f"{t(f'wuerfel_wg.todo.{key}', lang)}: {body}")
    for i, (top, left) in enumerate(zip(obs.member_tops, obs.member_left, strict=True)):
        body = t("wuerfel_wg.empty", lang) if top is None else t(
            "wuerfel_wg.with_left", lang, text=member_text(cards, top, lang), left=left)
        lines.append(f"{t('wuerfel_wg.member_stack', lang, n=i + 1)}: {body}")
    lines += [item_text(cards, c, lang) for c in obs.items_middle] or [
        f"{t('wuerfel_wg.draw.items', lang)}: {t('ui.none', lang)}"]
    lines.append(tn("wuerfel_wg.troublemakers_left", obs.troublemakers_left, lang))
    lines.append(t("wuerfel_wg.draw.hammock_middle", lang) if obs.hammock is None else t(
        "wuerfel_wg.hammock_held", lang, name=player_name(obs.hammock, lang, names)))
    return lines


def observation_text(obs: Observation, lang: str = "en") -> str:
    """Return everything a seat sees, as plain text: the middle with needs, points and costs, and every WG with
    its flip combinations (a text-only board and the bots' view in words)."""
    if not isinstance(obs, Observation):
        raise InvalidInput(f"obs must be a Würfel-WG observation (state.observation(seat)), not {short_repr(obs)}")
    check_choice(lang, "lang", LANGUAGES)
    lines = [f"{t('wuerfel_wg.middle', lang)}:"] + [f"- {x}" for x in middle_lines(obs, lang)]
    lines.append(f"{t('wuerfel_wg.wgs', lang)}:")
    lines += [f"- {wg_text(obs.cards, wg, i, lang)}" for i, wg in enumerate(obs.wgs)]
    if obs.dice:
        lines.append(t("wuerfel_wg.dice_now", lang, name=player_name(obs.active, lang), dice=dice_text(obs.dice, lang)))
    return "\n".join(lines)


def dice_text(values: list[int] | tuple[int, ...] | None, lang: str) -> str:
    """Return die values in words ('4 4 kangaroo'); raise InvalidInput unless ``values`` is a list of whole
    numbers (None or an empty list: 'nothing parked')."""
    if values is not None:
        values = [check_int(v, "a die value") for v in check_items(values, "values", MAX_STEP_ITEMS)]
    check_lang(lang)
    if not values:
        return t("wuerfel_wg.nothing_parked", lang)
    return " ".join(t("wuerfel_wg.kangaroo", lang) if v == 0 else str(v) for v in values)


def describe(cards: Cards, event: Event, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return the sentence for one engine event (a named tuple of ``events.py``; players named as ``player_name``
    names them with ``names``); raise InvalidInput for other cards or events."""
    if not isinstance(cards, Cards):
        raise InvalidInput(f"cards must be the game's cards (state.cards), not {short_repr(cards)}")
    if not isinstance(event, Event):
        raise InvalidInput(f"event must be a Würfel-WG event (state.events), not {short_repr(event)}")
    check_lang(lang)
    if isinstance(event, GameEnded):
        return t(f"wuerfel_wg.ev.end.{event.reason}", lang)
    if isinstance(event, HammockMoved):
        return t("wuerfel_wg.ev.hammock_back", lang) if event.holder < 0 else t(
            "wuerfel_wg.ev.hammock", lang, name=player_name(event.holder, lang, names))
    name = player_name(event.player, lang, names)
    if isinstance(event, Turn):
        return t("ui.turn", lang, name=name) + "."  # the status's words as a sentence: a full stop in both languages
    if isinstance(event, Rolled):
        return t("ui.ev.roll", lang, name=name, dice=dice_text(event.dice, lang))
    if isinstance(event, Kept):
        return t("wuerfel_wg.ev.keep", lang, name=name, dice=dice_text(event.dice, lang))
    if isinstance(event, Rerolled):
        return t("wuerfel_wg.ev.reroll", lang, name=name, kept=dice_text(event.kept, lang),
                 dice=dice_text(event.dice, lang))
    if isinstance(event, KangarooTurned):
        return t("wuerfel_wg.ev.kangaroo", lang, name=name, v=event.value)
    if isinstance(event, Took):
        key = "wuerfel_wg.ev.take_member" if event.where == "member" else "wuerfel_wg.ev.take"
        return t(key, lang, name=name, card=card_name(cards, event.card, lang), dice=dice_text(event.used, lang))
    if isinstance(event, Borrowed):
        return t("wuerfel_wg.ev.borrow", lang, name=name, card=card_name(cards, event.item, lang),
                 other=player_name(event.lender, lang, names), dice=dice_text(event.used, lang))
    if isinstance(event, Flipped):
        which = event.card if event.card in START_IDS else "member"
        return t(f"wuerfel_wg.ev.flip.{which}", lang, name=name, card=card_name(cards, event.card, lang),
                 dice=dice_text(event.used, lang))
    if isinstance(event, Advantage):
        return t(f"wuerfel_wg.ev.advantage.{event.room}", lang, name=name, card=card_name(cards, event.card, lang))
    if isinstance(event, Effect):
        return t(f"wuerfel_wg.ev.effect.{event.effect}", lang, name=name, me=card_name(cards, "ich", lang))
    if isinstance(event, TroublemakerTaken):
        return t("wuerfel_wg.ev.troublemaker", lang, name=name, card=card_name(cards, event.card, lang),
                 points=tn("ui.points", cards.troublemaker_points, lang))
    if isinstance(event, SectReturned):
        return t("wuerfel_wg.ev.sect", lang, name=name, card=card_name(cards, event.member, lang), n=event.stack)
    if isinstance(event, GhostTurned):
        return t(f"wuerfel_wg.ev.ghost.{event.room}", lang, name=name, other=player_name(event.other, lang, names))
    if isinstance(event, BigGuyTurned):  # now worth its back side: the card file's back_points (A5)
        back = cards[event.card].back_points
        if back is None:
            raise InvalidInput(f"{short_repr(event.card)} has no back side to turn over")
        return t("wuerfel_wg.ev.big_guy", lang, name=name, card=card_name(cards, event.card, lang),
                 points=tn("ui.points", back, lang))
    return t(_PLAIN_EVENTS[type(event)], lang, name=name)


_PLAIN_EVENTS: dict[type, str] = {Nothing: "wuerfel_wg.ev.nothing", Passed: "wuerfel_wg.ev.pass",
                                  Won: "wuerfel_wg.ev.win"}


register({
    "wuerfel_wg.need.sum": {"en": "sum ≥ {n}", "de": "Summe ≥ {n}"},
    "wuerfel_wg.need.straight": {"en": "{n} in a row", "de": "{n} in Folge"},
    "wuerfel_wg.need.same": {"en": "{n} of a kind", "de": "{n} gleiche"},
    "wuerfel_wg.need.pairs": {"en": "{n} pair|{n} pairs", "de": "{n} Paar|{n} Paare"},
    "wuerfel_wg.n_dice": {"en": "{n} die|{n} dice", "de": "{n} Würfel|{n} Würfel"},
    "wuerfel_wg.n_spots": {"en": "no parking spot|{n} parking spot|{n} parking spots",
                           "de": "kein Parkplatz|{n} Parkplatz|{n} Parkplätze"},
    "wuerfel_wg.n_rerolls": {"en": "no re-roll|{n} re-roll|{n} re-rolls",
                             "de": "kein Wiederholungswurf|{n} Wiederholungswurf|{n} Wiederholungswürfe"},
    "wuerfel_wg.cost.sleep": {"en": "all asleep", "de": "alle schlafen"},
    "wuerfel_wg.cost.wake": {"en": "all awake", "de": "alle wach"},
    "wuerfel_wg.cost.couch": {"en": "couch crumbly", "de": "Couch krümelig"},
    "wuerfel_wg.cost.fridge": {"en": "fridge empty", "de": "Kühlschrank leer"},
    "wuerfel_wg.cost.bath": {"en": "bathroom dirty", "de": "Bad dreckig"},
    "wuerfel_wg.cost.fridge_all": {"en": "every player's fridge empty", "de": "Kühlschrank leer bei allen"},
    "wuerfel_wg.adv.normalo": {"en": "Normalo: +1 die while awake", "de": "Normalo: +1 Würfel, solange wach"},
    "wuerfel_wg.adv.never_sleeps": {"en": "Spezialo: never sleeps (+1 die for good)",
                                    "de": "Spezialo: schläft nie (+1 Würfel für immer)"},
    "wuerfel_wg.adv.fridge_full": {"en": "Spezialo: on moving in and on waking, fridge full",
                                   "de": "Spezialo: beim Einzug und beim Aufwachen Kühlschrank voll"},
    "wuerfel_wg.adv.couch_clean": {"en": "Spezialo: on moving in and on waking, couch clean",
                                   "de": "Spezialo: beim Einzug und beim Aufwachen Couch sauber"},
    "wuerfel_wg.adv.bath_clean": {"en": "Spezialo: on moving in and on waking, bathroom clean",
                                  "de": "Spezialo: beim Einzug und beim Aufwachen Bad sauber"},
    "wuerfel_wg.adv.parking": {"en": "Spezialo: +1 parking spot while awake",
                               "de": "Spezialo: +1 Parkplatz, solange wach"},
    "wuerfel_wg.adv.reroll": {"en": "Spezialo: +1 re-roll while awake",
                              "de": "Spezialo: +1 Wiederholungswurf, solange wach"},
    "wuerfel_wg.trouble.fridge_locked": {"en": "fridge empty for good", "de": "Kühlschrank für immer leer"},
    "wuerfel_wg.trouble.ghost": {"en": "at the start of each turn, one room of every other player turns good",
                                 "de": "zu Beginn jedes Zuges kommt bei allen anderen ein Raum auf die gute Seite"},
    "wuerfel_wg.trouble.no_borrow": {"en": "no more borrowing", "de": "kein Ausborgen mehr"},
    "wuerfel_wg.trouble.sect": {"en": "one member went back to the middle",
                                "de": "ein Mitglied ging zurück in die Mitte"},
    "wuerfel_wg.trouble.big_guy": {"en": "turned over if you then had the fewest points",
                                   "de": "wird umgedreht, wenn du dann die wenigsten Punkte hattest"},
    "wuerfel_wg.trouble.turned": {"en": "turned over: now {points}", "de": "umgedreht: jetzt {points}"},
    "wuerfel_wg.trouble.bath_locked": {"en": "bathroom dirty for good", "de": "Bad für immer dreckig"},
    "wuerfel_wg.trouble.ich_locked": {"en": "ME asleep for good", "de": "ICH schläft für immer"},
    "wuerfel_wg.trouble.couch_locked": {"en": "couch crumbly for good", "de": "Couch für immer krümelig"},
    "wuerfel_wg.todo_text": {"en": "{card}: needs {need}, {points}; then: {cost}",
                             "de": "{card}: braucht {need}, {points}; danach: {cost}"},
    "wuerfel_wg.item_text": {"en": "Item {card}: needs {pair} (from another WG {three}), {points}; then: {cost}",
                             "de": "Gegenstand „{card}“: braucht {pair} (aus einer anderen WG {three}), {points}; "
                                   "danach: {cost}"},
    "wuerfel_wg.member_text": {"en": "{card}: needs {need}; {adv}", "de": "{card}: braucht {need}; {adv}"},
    "wuerfel_wg.with_left": {"en": "{text} ({left} left)", "de": "{text} (noch {left})"},
    "wuerfel_wg.member_stack": {"en": "Member stack {n}", "de": "Mitgliederstapel {n}"},
    "wuerfel_wg.side_flip": {"en": "{card} {side} (to flip: {need})", "de": "{card} {side} (umdrehen mit {need})"},
    "wuerfel_wg.side_locked": {"en": "{card} {side} (locked)", "de": "{card} {side} (gesperrt)"},
    "wuerfel_wg.member_awake": {"en": "{card} (awake)", "de": "{card} (wach)"},
    "wuerfel_wg.member_asleep": {"en": "{card} (asleep, to wake: {need})", "de": "{card} (schläft, wecken mit {need})"},
    "wuerfel_wg.wg_text": {"en": "{name}: {points}; {stats}. {sides}. Members: {members}. To-dos: {todos}. "
                                 "Items: {items}.{trouble}",
                           "de": "{name}: {points}; {stats}. {sides}. Mitglieder: {members}. To-dos: {todos}. "
                                 "Gegenstände: {items}.{trouble}"},
    "wuerfel_wg.dice_now": {"en": "Dice of {name}: {dice}", "de": "Würfel von {name}: {dice}"},
})

register({  # the drawn board (draw.py)
    "wuerfel_wg.draw.die": {"en": "die {face}, {state}", "de": "Würfel {face}, {state}"},
    "wuerfel_wg.draw.state.rolled": {"en": "rolled", "de": "geworfen"},
    "wuerfel_wg.draw.state.parked": {"en": "parked", "de": "geparkt"},
    "wuerfel_wg.draw.state.chosen": {"en": "chosen to park", "de": "zum Parken gewählt"},
    "wuerfel_wg.draw.parked": {"en": "Parked dice", "de": "Geparkte Würfel"},
    "wuerfel_wg.draw.rolled": {"en": "Rolled dice", "de": "Geworfene Würfel"},
    "wuerfel_wg.draw.locked": {"en": "locked", "de": "gesperrt"},
    "wuerfel_wg.draw.awake": {"en": "awake", "de": "wach"},
    "wuerfel_wg.draw.asleep": {"en": "asleep", "de": "schläft"},
    "wuerfel_wg.draw.hammock_here": {"en": "has the hammock", "de": "hat die Hängematte"},
    "wuerfel_wg.draw.rooms": {"en": "Rooms of {name}", "de": "Räume von {name}"},
    "wuerfel_wg.draw.members": {"en": "Members", "de": "Mitglieder"},
    "wuerfel_wg.draw.won": {"en": "Cards won", "de": "Gewonnene Karten"},
    "wuerfel_wg.draw.items": {"en": "Items", "de": "Gegenstände"},
    "wuerfel_wg.draw.hammock_middle": {"en": "The hammock lies in the middle.",
                                       "de": "Die Hängematte liegt in der Mitte."},
    "wuerfel_wg.draw.hammock_at": {"en": "The hammock is with {name}.", "de": "Die Hängematte hat {name}."},
    "wuerfel_wg.draw.howto": {
        "en": "Your dice are rolled for you. Tap dice to park them, then “Re-roll the other dice”, or keep the "
              "roll. Then tap the cards your dice pay for (a to-do, a member, an item, or one of your own cards to "
              "flip); “End my turn” stops.",
        "de": "Deine Würfel werden für dich geworfen. Tippe Würfel an, um sie zu parken, dann „Die anderen neu "
              "würfeln“, oder behalte den Wurf. Dann tippe auf die Karten, die deine Würfel bezahlen (ein To-do, "
              "ein Mitglied, einen Gegenstand oder eine eigene Karte zum Umdrehen); „Zug beenden“ hört auf."},
    "wuerfel_wg.draw.howto_win": {"en": "Whoever holds the hammock at the start of their turn wins.",
                                  "de": "Wer zu Beginn des eigenen Zuges die Hängematte hat, gewinnt."},
    "wuerfel_wg.draw.howto_win_round": {
        "en": "Whoever keeps the hammock for a whole round, from the end of their turn to the start of their next "
              "one, wins.",
        "de": "Wer die Hängematte eine ganze Runde lang behält, vom Ende des eigenen Zuges bis zum Beginn des "
              "nächsten, gewinnt."},
})


# Public: what the play notebook calls, and observation_text (the text-only board); a seat's name and the winners'
# line are core's (bugkit.core.i18n.player_name, winners_text). The other helpers serve this game's board, rules and
# pictures only (they stay importable by name).
__all__ = ["describe", "dice_text", "observation_text"]
