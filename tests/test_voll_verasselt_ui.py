"""Voll verasselt play widget: every control driven from pytest, every outcome also written as text."""

from __future__ import annotations

import dataclasses

import pytest

import bugkit
from bugkit.core.i18n import missing_translations
from bugkit.voll_verasselt import labels
from bugkit.voll_verasselt.ui import VollVerasseltView, play


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
    assert view.state.history == ("roll 1 2 3 4 5 6",)
    assert view.error.value == ""
    assert "rolls dice 1 2 3 4 5 6" in view.textlog.value


def test_rolling_too_few_dice_is_explained_and_changes_nothing(view: VollVerasseltView) -> None:
    for i in range(4):
        view.die_buttons[i].click()
    before = view.state
    view.roll_button.click()
    assert view.state == before
    assert "at least 4 dice" in view.error.value


def test_advisor_shows_exact_odds_in_words(view: VollVerasseltView) -> None:
    view.advice_button.click()
    assert "chance to bug up" in view.advice.value
    assert "/" in view.advice.value
    assert "Advice:" in view.advice.value


def test_boost_button_moves_a_front_yard_card(view: VollVerasseltView) -> None:
    hub = view.state.hub
    view.colour_buttons["green"].click()
    assert view.state.hub[3] == hub[3] + 1
    assert view.state.yards[0][3] == 0
    assert view.colour_buttons["green"].layout.display == "none"  # no green card left to boost


def test_group_choice_stop_and_placing_a_received_catch() -> None:
    v = play(players=2, seats=("human", "human"), seed=3)
    v.state = dataclasses.replace(v.state, hub=(3, 3, 3, 3))
    v.state = v.state.resolve_roll(tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))
    v.render()
    assert not v.stop_button.disabled
    v.stop_button.click()
    assert "roll for the hub or for the catch" in v.status.value
    assert v.group_buttons["group catch"].layout.display == ""
    assert v.group_buttons["end"].layout.display == "none"
    v.group_buttons["group hub"].click()
    assert "receives a catch" in v.status.value
    assert v.receive_box.layout.display == ""
    v.yard_boxes[0].value = 1
    v.place_button.click()
    assert v.state.yards[0] == (2, 1, 1, 1)
    assert v.state.heaps[0] == (0, 1, 0, 0)


def test_bot_buttons_play_a_whole_game_to_the_end() -> None:
    v = play(players=3, seats=("odds", "threshold", "random"), seed=5)
    v.step_button.click()
    assert len(v.state.history) == 1
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
            kinds.add(event[0])
            for lang in ("en", "de"):
                assert labels.describe(event, lang)
    assert {"roll", "stop", "group", "receive", "replenish", "end"} <= kinds
