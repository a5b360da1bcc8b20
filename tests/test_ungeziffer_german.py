"""Ungeziffer in German a teacher would sign, and in English (issue 16): the whole board rendered through bot
games and refusals has no slip that ``language_problems`` finds; midge mush is called "Mückenmatsch"; counts
agree with their nouns; every refusal the engine can give has German words."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from typing import Any

import pytest
from gametools import first_in_fast_lane

from bugkit import BugkitError
from bugkit.core.i18n import language_problems, t, tn, winners_text
from bugkit.ui import visible_texts
from bugkit.ungeziffer import labels, new_game
from bugkit.ungeziffer.rules import Phase, TurnEnded
from bugkit.ungeziffer.ui import UngezifferView, play

BOX_WORDS = ("Ungeziffer", "Mückenmatsch", "Bot", "Bots", "Plus", "Minus", "Mix")


def slips(text: str, lang: str) -> list[str]:
    """Return the language slips in ``text``; "Player 1 rolls" is a verb, not a plural after 1 (the core checker's
    pattern cannot tell them apart), so that one reading is set aside."""
    problems = language_problems(text, lang, allow=BOX_WORDS)
    if lang == "en" and not re.search(r"(?<!Player )\b1 rolls\b", text):
        problems = [p for p in problems if p != "singular count with plural noun '1 rolls'"]
    return problems


def board_text(view: UngezifferView) -> str:
    """Return everything the board shows or says (labels, options, tooltips, status, log, scores)."""
    return "\n".join(visible_texts(view)) + "\n" + "\n".join(view.textlog.lines)


@pytest.mark.parametrize("lang", first_in_fast_lane(["de", "en"]))  # whole bot games: one in the fast lane
@pytest.mark.parametrize("variant", first_in_fast_lane(["standard", "beginners", "plus_minus"]))
def test_bot_games_read_right(lang: str, variant: str) -> None:
    """Whole bot games: after every move, every text on the board is checked (one board shows every seat)."""
    for seed in (1, 2):
        view = play(players=3, seats=["memory", "forgetful", "random"], seed=seed, variant=variant, lang=lang)
        for _ in range(500):
            assert slips(board_text(view), lang) == []
            if view.state.is_over:
                break
            view.step_button.click()
        assert view.state.is_over


@pytest.mark.parametrize("lang", ["de", "en"])
def test_refusals_and_controls_read_right(lang: str) -> None:
    view = play(players=2, seats=["human", "human"], seed=4, lang=lang)
    view.tile_buttons[2].click()  # roll first
    assert slips(board_text(view), lang) == [] and view.error.value
    view.roll_button.click()
    view.tile_buttons[2].click()
    if view.state.phase == "turn":
        view.tile_buttons[2].click()  # already face up
        assert slips(board_text(view), lang) == [] and view.error.value
    view.seed.value = "-3"
    view.new_button.click()
    assert slips(board_text(view), lang) == [] and view.error.value


ENGINE_REFUSALS = ["roll", "turn 0", "turn 99", "dance", "turn " + "1" * 300, "x" * 201]


def refusals() -> list[BugkitError]:
    """Return one of every refusal the Ungeziffer engine gives (each reason of ``refusal``, malformed text,
    an over-long action, an impossible chance outcome, the game being over)."""
    found: list[BugkitError] = []
    start = new_game(2, tiles={"4": 6})
    rolled = start.apply("roll").apply("dice 4 0")
    taken = rolled.apply("turn 0").apply("tile 0 is 4").apply("roll").apply("dice 5 0")
    face_up = replace(rolled, turned=(0,))
    over = replace(start, phase=Phase.OVER)
    for state, action in [(rolled, "roll"), (start, "turn 0"), (rolled, "turn 99"), (taken, "turn 0"),
                          (face_up, "turn 0"), (start, "dance"), (start, "x" * 201), (over, "roll")]:
        try:
            state.apply(action)
        except BugkitError as exc:
            found.append(exc)
    return found


def german_refusal(exc: BugkitError) -> str:
    """Return the refusal as the board says it in German."""
    view = play(seed=1, lang="de")
    view.tell_refusal(exc)
    return html.unescape(re.sub("<[^>]+>", "", view.error.value))


def test_every_engine_refusal_has_german_words() -> None:
    """Issue 16: no refusal falls back to English; each is a German sentence (from the catalogue, issue 12)."""
    seen = set()
    for exc in refusals():
        german = german_refusal(exc)
        assert german.startswith("Nicht erlaubt: ")
        assert "Englisch" not in german and "Legal" not in german, german
        assert slips(german, "de") == [], german
        seen.add(german)
    assert len(seen) == 8  # unknown words and a too-long text have words of their own


def test_a_zero_is_midge_mush_on_the_board() -> None:
    """Issue 16, the box's words: turning a 0 says "Mückenmatsch" in the status line, the tile and the log."""
    view = play(players=2, seats=["human", "human"], seed=1, lang="de")
    view.adopt(new_game(2).apply("roll").apply("dice 6 3"))  # target 9: a 0 lets the turn go on
    view.session.state = view.state.apply("turn 4").apply("tile 4 is 0")
    view.render()
    assert view.status.value.startswith("Mückenmatsch!")
    assert "Mückenmatsch" in view.tile_buttons[4].tooltip and "Mückenmatsch" in view.tile_pictures[4].value
    assert "Mückenmatsch!" in view.textlog.lines[-1]
    view.language.value = "en"
    assert "Midge mush!" in view.status.value and "midge mush" in view.textlog.lines[-1]


def test_counts_agree_with_their_nouns() -> None:
    """Issue 16, singular and plural: "1 tile", "2 tiles"; German "1 Plättchen"; no "tile(s)"."""
    assert tn("ungeziffer.score.tiles", 1, "en") == "1 tile" and tn("ungeziffer.score.tiles", 2, "en") == "2 tiles"
    assert tn("ungeziffer.tiles_left", 1, "de") == "Noch 1 Plättchen in der Mitte"
    assert tn("ungeziffer.tiles_left", 0, "en") == "no tile left in the middle"
    hit = TurnEnded("hit", 3, 1, (7,))
    assert labels.describe(hit, "en") == "Exactly right! Player 2 takes 1 tile: 7."
    miss = TurnEnded("miss", 3, 0, (4, 7))
    assert labels.describe(miss, "de") == "Zu viele! Die Plättchen von Spieler 1 (4, 7) werden wieder umgedreht."
    assert winners_text([0, 2], "de") == "Das Spiel ist aus. Gewonnen haben Spieler 1 und Spieler 3."


def test_german_bot_names_and_game_number() -> None:
    view: Any = play(seed=3, lang="de")
    options = [label for label, _ in view.seats[1].options]
    assert options == ["Mensch", "Zufalls-Bot", "Gedächtnis-Bot", "Vergesslicher Bot"]
    assert view.seed.description == "Spielnummer"
    assert t("ui.seed", "en") == "Game number"


def test_a_refusal_on_a_german_board_is_written_in_german_and_in_english_after_the_switch() -> None:
    v = play(seed=4, lang="de")
    v.tile_buttons[3].click()
    assert "Würfle zuerst" in v.error.value
    v.language.value = "en"
    v.tile_buttons[3].click()
    assert "roll the dice first" in v.error.value
