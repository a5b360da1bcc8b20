"""Wanzen tanzen in German a teacher would sign, and in English (issue 16): the whole board rendered through
bot games (odds shown) and refusals has no slip that ``language_problems`` finds; percentages and counts are
written the German way; every refusal the engine can give has German words; the bots have German names."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from gametools import first_in_fast_lane

from bugkit import BugkitError
from bugkit.core.i18n import language_problems, t, tn, winners_text
from bugkit.ui import refusal_text, visible_texts
from bugkit.wanzen_tanzen import Phase, labels, new_game, position
from bugkit.wanzen_tanzen.rules import Missed, WonCard
from bugkit.wanzen_tanzen.ui import WanzenView, play

BOX_WORDS = ("Full", "House", "Bot", "Bots", "Doppelpasch", "Drilling", "Vierling")


def slips(text: str, lang: str) -> list[str]:
    """Return the language slips in ``text``; "Player 1 rolls" is a verb, not a plural after 1 (the core checker's
    pattern cannot tell them apart), so that one reading is set aside."""
    problems = language_problems(text, lang, allow=BOX_WORDS)
    if lang == "en" and not re.search(r"(?<!Player )\b1 rolls\b", text):
        problems = [p for p in problems if p != "singular count with plural noun '1 rolls'"]
    return problems


def board_text(view: WanzenView) -> str:
    """Return everything the board shows or says (labels, options, tooltips, card, table, odds, log, messages)."""
    return "\n".join(visible_texts(view)) + "\n" + "\n".join(view.textlog.lines) + "\n" + view.text()


@pytest.mark.parametrize("lang", first_in_fast_lane(["de", "en"]))  # whole bot games: one in the fast lane
@pytest.mark.parametrize("players", first_in_fast_lane([2, 4]))
def test_bot_games_read_right(lang: str, players: int) -> None:
    """Whole bot games with the odds shown: after every step every text on the board is checked."""
    view = play(players=players, seats=["odds"] * players, seed=players, lang=lang, show_hint=True)
    for _ in range(1500):
        assert slips(board_text(view), lang) == []
        if view.state.is_over:
            break
        view.step_button.click()
    assert view.state.is_over


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_human_turn_with_refusals_reads_right(lang: str) -> None:
    w = play(players=3, seats=["human", "odds", "odds"], seed=8, lang=lang, show_hint=True)
    w.act(position().legal_actions()[0])  # refused: roll first
    assert w.error.value
    w.roll_button.click()
    w.keep_button.click()  # nothing chosen: the button is greyed out and does nothing
    w.dice[0].click()
    assert slips(board_text(w), lang) == []
    w.keep_button.click()
    w.repeat_button.click()
    w.seed.value = "abc"
    w.new_button.click()
    assert slips(board_text(w), lang) == [] and w.error.value


def refusals() -> list[BugkitError]:
    """Return one of every refusal the Wanzen tanzen engine gives (each reason of ``refusal``, malformed and
    over-long text, the game being over)."""
    start = new_game(2).apply("card 1")
    rolled = position(card=("Drilling", "3 3"), rolled=(1, 2, 3, 4, 6))
    cover = position(card=("Drilling", "3 3"), rolled=(3, 3, 3, 4, 6)).apply("keep 3 3 3 4 6")
    after = position(card=("Drilling", "1 1", "Große Straße"), rolled=(3, 3, 3, 4, 6)).apply("keep 3 3 3 4 6")
    over = replace(start, phase=Phase.OVER)
    found: list[BugkitError] = []
    for state, action in [(start, "keep 1"), (cover, "stop"), (after, "roll"), (rolled, "keep 5"),
                          (rolled, "stop"), (start, "dance"), (start, "keep " + "1" * 5000),
                          (over, "roll")]:
        try:
            state.apply(action)
        except BugkitError as exc:
            found.append(exc)
    return found


def test_every_engine_refusal_has_german_words() -> None:
    """Issue 16: no refusal falls back to "Meldung auf Englisch"; each is a German sentence."""
    seen = set()
    for exc in refusals():
        german = refusal_text(exc, "de")
        assert german.startswith("Nicht erlaubt: ")
        assert "Englisch" not in german and "Legal" not in german, german
        assert slips(german, "de") == [], german
        seen.add(german)
    assert len(seen) == 8


def test_numbers_and_counts_are_written_the_german_way() -> None:
    """Issue 16: "34,6 %", "1 Punkt", "1 Wiederholung", "die Würfel von Spieler 1" (no "Spieler 1s")."""
    view = play(players=2, seats=["human", "odds"], seed=5, lang="de", show_hint=True)
    view.roll_button.click()
    hints = " ".join(view.hint_lines())
    assert re.search(r"\d+,\d\u202f%", hints) and not re.search(r"\d\.\d", hints)
    assert tn("ui.points", 1, "de") == "1 Punkt"
    assert tn("wanzen_tanzen.hint.head", 1, "de").endswith("(1 Wiederholung erlaubt):")
    assert labels.card_head(1, 1, "de") == "Aufgabenkarte, 1 Punkt, noch 1 Karte im Stapel"
    miss = Missed(0, 0, (1, 2, 2, 4, 6))
    assert labels.describe(miss, "de") == "Die Würfel von Spieler 1 (1 2 2 4 6) passen zu keiner Aufgabe: 2 Babywanzen."
    assert labels.describe(WonCard(3, 1, 7, 1), "de") == "Spieler 2 gewinnt die Karte: 1 Punkt!"
    assert winners_text([0, 1], "de") == "Das Spiel ist aus. Gewonnen haben Spieler 1 und Spieler 2."


def test_german_bot_names_and_game_number() -> None:
    w = play(seed=3, lang="de")
    assert [label for label, _ in w.seats[1].options] == ["Mensch", "Zufalls-Bot", "Einfacher Bot (häufigste Zahl)",
                                                          "Chancen-Bot (rechnet die Chancen aus)"]
    assert w.seed.description == "Spielnummer"
    assert "OddsBot" not in t("wanzen_tanzen.bot.odds", "de")
