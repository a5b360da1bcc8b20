"""Voll verasselt play widget: every control driven from pytest, every outcome also written as text."""

from __future__ import annotations

import dataclasses
import re

import pytest

import bugkit
from bugkit.core.i18n import missing_translations
from bugkit.core.session import Session
from bugkit.ui.gamenumber import parse_number
from bugkit.voll_verasselt import labels, new_game, p_bugged_up
from bugkit.voll_verasselt.components import COLOURS
from bugkit.voll_verasselt.rules import END, GROUP_CATCH, GROUP_HUB, Phase
from bugkit.voll_verasselt.ui import SHOW, SYMBOL, VollVerasseltView, play


@pytest.fixture
def view() -> VollVerasseltView:
    return play(players=2, seats=("human", "odds"), seed=3)


def test_new_game_shows_hub_dice_status_and_scores(view: VollVerasseltView) -> None:
    assert "Player 1" in view.status.value
    assert "roll" in view.status.value
    assert "Bug hub" in view.table.value
    assert "Pile: 70 cards" in view.table.value
    assert all("bars" in b.description for b in view.die_buttons)
    assert "heap: 0" in view.scores.value


def test_marking_dice_and_rolling_applies_the_roll(view: VollVerasseltView) -> None:
    view.die_buttons[0].click()
    assert "✓" not in view.die_buttons[0].description
    assert "✓" in view.die_buttons[1].description
    view.roll_button.click()
    decisions = [h for h in view.state.history if not h.startswith(("cards", "dice"))]  # not chance outcomes
    assert decisions == ["roll 1 2 3 4 5 6"]  # the engine counts positions from 0
    assert view.error.value == ""
    assert "rolls dice 2 3 4 5 6 7" in view.textlog.value  # the board counts dice from 1, like every board


def test_rolling_too_few_dice_is_explained_and_changes_nothing(view: VollVerasseltView) -> None:
    for i in range(4):
        view.die_buttons[i].click()
    before = view.state
    view.roll_button.click()
    assert view.state == before
    assert "at least 4 dice" in view.error.value


def test_advisor_shows_exact_odds_in_words(view: VollVerasseltView) -> None:
    view.advice_button.click()
    p = p_bugged_up(dict(zip(COLOURS, view.state.hub, strict=True)), [], 7)
    assert f"With these dice you bug up in about {round(p * 100)} of 100 rolls." in view.advice.value
    assert f"Exactly: {p.numerator}/{p.denominator}" in view.advice.value
    assert "Advice: roll." in view.advice.value
    view.language.value = "de"
    assert f"Mit diesen Würfeln verasselst du in etwa {round(p * 100)} von 100 Würfen." in view.advice.value
    assert "Rat: Würfle!" in view.advice.value


def test_boost_button_moves_a_front_yard_card(view: VollVerasseltView) -> None:
    hub = view.state.hub
    view.colour_buttons["green"].click()
    assert view.state.hub[3] == hub[3] + 1
    assert view.state.yards[0][3] == 0
    assert view.colour_buttons["green"].layout.display == "none"  # no green card left to boost


def test_group_choice_stop_and_placing_a_received_catch() -> None:
    v = play(players=2, seats=("human", "human"), seed=3)
    v.session.state = dataclasses.replace(v.state, hub=(3, 3, 3, 3))
    v.session.state = v.state.resolve_roll(tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))
    v.render()
    assert not v.stop_button.disabled
    v.stop_button.click()
    assert "roll for the hub or for the catch" in v.status.value
    assert v.group_buttons[GROUP_CATCH].layout.display == ""
    assert v.group_buttons[END].layout.display == "none"
    v.group_buttons[GROUP_HUB].click()
    assert "receives a catch" in v.status.value
    assert v.receive_box.layout.display == ""
    v.yard_boxes[0].value = 1
    v.place_button.click()
    assert v.state.yards[0] == (2, 1, 1, 1)
    assert v.state.heaps[0] == (0, 1, 0, 0)


def test_bot_buttons_play_a_whole_game_to_the_end() -> None:
    v = play(players=3, seats=("odds", "threshold", "random"), seed=5)
    v.step_button.click()
    assert len([h for h in v.state.history if not h.startswith(("cards", "dice"))]) == 1
    v.bots_button.click()
    assert v.state.is_over
    assert "Game over" in v.status.value
    assert v.step_button.disabled


def test_language_switch_to_german(view: VollVerasseltView) -> None:
    view.language.value = "de"
    assert view.seats[1].value == "odds"  # relabelling keeps each seat's choice
    assert view.seats[1].label == "Chancen-Bot"
    assert "Spieler 1" in view.status.value
    assert "Asseltreff" in view.table.value
    assert view.roll_button.description == "Markierte Würfel werfen"


def test_every_event_has_a_sentence_in_english_and_german() -> None:
    assert not [m for m in missing_translations() if m[0].startswith("voll_verasselt.")]
    kinds = set()
    for seed in range(3):
        record = bugkit.play("voll_verasselt", ["odds", "random", "threshold"], seed=seed)
        for event in record.final.events:
            kinds.add(type(event).__name__)
            for lang in ("en", "de"):
                assert labels.describe(event, lang)
    assert {"Rolled", "Handed", "Grouped", "Replenished", "Consoled", "Ended"} <= kinds


def test_every_board_starts_a_fresh_game_whose_number_is_shown_only_when_it_is_over() -> None:
    """Issue 10 (a fresh game each time) and issue 19 (hidden information): no seed means a new random game; its
    number seeds the session but is shown only once the game is over, so no second board can look ahead."""
    boards = [play(seats=("human", "odds")) for _ in range(4)]
    assert len({b.game_number for b in boards}) >= 3  # 4 boards, numbers from 1 to 999,999
    for b in boards:
        assert b.number.value == "" and str(b.game_number) not in b.number_note.value
        assert b.number.description == "Game number"
    b = boards[0]
    before = b.game_number
    b.new_button.click()
    b2 = b.game_number
    b.new_button.click()
    assert len({before, b2, b.game_number}) >= 2
    assert b.number.value == ""
    bots = play(players=2, seats=("odds", "random"))
    bots.bots_button.click()
    assert bots.state.is_over and bots.number.value == str(bots.game_number)
    assert str(bots.game_number) in bots.number_note.value


def test_typing_a_game_number_plays_that_same_game_again() -> None:
    """Issue 10: the game number typed back in gives the same pile, dice and bot moves."""
    a = play(players=3, seats=("odds", "threshold", "random"), seed=4321)
    a.bots_button.click()
    b = play(players=3, seats=("odds", "threshold", "random"))
    b.number.value = "4 321"
    b.number_button.click()
    assert b.game_number == 4321
    assert b.state == Session(new_game(players=3), seed=4321).state  # the game number seeds the session
    b.bots_button.click()
    assert b.state == a.state
    assert b.state.is_over


def test_a_bad_game_number_is_explained_on_the_board_and_nothing_changes() -> None:
    """Issue 11: the number box never raises out of its handler (negative, letters, huge, empty)."""
    v = play(seed=5)
    for bad in ("-1", "abc", "1" * 5000, "", "9" * 19, "1.5e3"):
        before = v.state
        v.number.value = bad
        v.number_button.click()
        assert v.state is before
        assert "game number is a whole number" in v.error.value, bad
    v.language.value = "de"
    assert "Spielnummer ist eine ganze Zahl" in v.error.value
    assert parse_number(" 12 ") == 12


def test_go_on_then_stop_with_the_buttons() -> None:
    """A12: after 'Go on' the Stop button stays usable until the next roll."""
    v = play(players=2, seats=("human", "human"), seed=3)
    v.session.state = dataclasses.replace(v.state, hub=(3, 3, 3, 3))
    v.session.state = v.state.resolve_roll(tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))
    v.render()
    v.go_button.click()
    assert v.state.phase == Phase.ROLL
    assert v.go_button.disabled
    assert not v.stop_button.disabled
    assert "roll, or stop" in v.status.value
    v.stop_button.click()
    assert v.state.waiting == (1, 1, 0, 0)


def test_adopt_shows_a_game_with_another_player_count_and_clears_the_selection() -> None:
    """Issue 11: loading a 5-player game into a 2-player board rebuilds the seats; marked dice are cleared."""
    v = play(players=2, seats=("human", "odds"), seed=1)
    v.die_buttons[0].click()
    record = bugkit.play("voll_verasselt", ["odds"] * 5, seed=8)
    v.adopt(record.final)
    assert v.players.value == 5
    assert all(seat.layout.display == "" for seat in v.seats)
    assert v.marked == set(range(7))
    assert v.number.value == ""  # chance from here on gets a fresh number, never shown: it replays nothing
    assert "Game over" in v.status.value
    partway = Session(new_game(players=4), seed=2).state.apply("roll")  # the dice are about to land
    v.adopt(partway)
    assert v.players.value == 4 and v.seats[4].layout.display == "none"
    v.bots_button.click()  # every click works on the adopted game
    assert v.state.is_over or v.session.to_play is None


def test_no_exception_escapes_a_click_and_an_unexpected_one_leaves_the_board_as_it_was() -> None:
    """Issue 11: a defensive catch reports anything unexpected on the board."""
    v = play(seed=2)
    before = v.state

    def broken() -> None:
        v.session.state = new_game(players=3)
        raise RuntimeError("boom")

    v.guarded(broken)
    assert v.state is before
    assert "Something went wrong" in v.error.value
    v.yard_boxes[0].value = 3
    v.place_button.click()  # not the time to place a catch: explained, not raised
    assert "Not allowed" in v.error.value and v.state is before


def test_game_over_names_the_winners_without_makeshift_plurals() -> None:
    v = play(players=2, seats=("odds", "threshold"), seed=11)
    v.bots_button.click()
    winners = v.state.winners()
    assert ("share the win" in v.status.value) == (len(winners) > 1)
    assert "(s)" not in v.status.value


# -- accessibility: colour never alone, refusals in words (the checks of every board: tests/test_accessibility.py)

@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_bug_colour_also_has_its_name_and_shape(lang: str) -> None:
    view = play(players=2, seats=("human", "odds"), seed=3, lang=lang)
    view.roll_button.click()
    coloured = 0
    for b in [*view.die_buttons, *view.colour_buttons.values()]:
        if b.style.button_color in SHOW.values() and b.layout.display != "none":
            kind = next(k for k, v in SHOW.items() if v == b.style.button_color)
            assert labels.colour(kind, lang) in b.description and labels.colour(kind, lang) in b.tooltip
            coloured += 1
    assert coloured >= 4
    cells = re.findall(r'<td style="color:(#\w+);[^"]*">(.*?)</td>', view.table.value)
    assert len(cells) >= 8
    for colour, text in cells:
        kind = next(k for k, v in SHOW.items() if v == colour)
        assert SYMBOL[kind] in text and labels.colour(kind, lang) in text


def test_marked_dice_say_so_in_words_not_only_in_colour() -> None:
    view = play(players=2, seats=("human", "odds"), seed=3)
    view.die_buttons[2].click()
    assert "✓" not in view.die_buttons[2].description and view.die_buttons[2].tooltip == "Die 3: bars"
    assert "✓" in view.die_buttons[3].description and "marked" in view.die_buttons[3].tooltip
