"""Wanzen tanzen widget: driven by clicks from pytest; every outcome is also text; English and German."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from bugkit.core.i18n import keys, missing_translations, t
from bugkit.wanzen_tanzen import hint, position
from bugkit.wanzen_tanzen.labels import describe
from bugkit.wanzen_tanzen.ui import PlayModel, WanzenView, play_widget, press_a_move


def out_text(view: WanzenView) -> str:
    """Return what the view wrote into its output area."""
    return "".join(o.get("text", "") for o in view.out.outputs)


def test_roll_click_dice_and_set_them_aside() -> None:
    w = play_widget(seed=3)
    assert not w.roll.disabled
    assert w.keep.disabled
    w.roll.click()
    rolled = w.model.state.rolled
    assert len(rolled) == 5
    assert all(not d.disabled for d in w.dice)
    w.dice[1].value = True
    w.dice[3].value = True
    assert w.model.selected == {1, 3}
    w.keep.click()
    assert w.model.state.kept == tuple(sorted((rolled[1], rolled[3])))
    assert "sets aside" in w.log_box.value
    assert "Set aside:" in w.text()


def test_repeat_button_takes_a_baby_bug() -> None:
    w = play_widget(seed=3)
    w.roll.click()
    w.repeat.click()
    assert w.model.state.bugs[0] == 1
    assert "baby bug" in w.log_box.value


def test_set_aside_without_choosing_a_die_writes_a_message_and_changes_nothing() -> None:
    w = play_widget(seed=3)
    w.roll.click()
    before = w.model.state
    w.keep.click()
    assert w.model.state == before
    assert "Click the dice" in out_text(w)


def test_refused_action_is_written_to_the_output_area() -> None:
    w = play_widget(seed=3)
    w._do(w.model.act, "stop")
    assert "Not allowed" in out_text(w)
    assert w.model.state.phase == "roll"


def test_cover_buttons_appear_when_several_tasks_fit_and_again_stop_after_a_success() -> None:
    m = PlayModel(seed=1)
    m.state = position(card=("Drilling", "3 3", "Keine 1er oder 2er"), rolled=(3, 3, 3, 4, 5), stack=0)
    w = WanzenView(m)
    for button in w.dice:
        button.value = True
    w.keep.click()
    assert len(w.covers.children) == 3
    w.covers.children[1].click()
    assert m.state.covered == (1,)
    assert not w.again.disabled
    assert not w.stop.disabled
    w.stop.click()
    assert m.state.current_player == 1


def test_bots_play_step_by_step_until_it_is_the_humans_turn() -> None:
    w = play_widget(seed=5, opponent="heuristic")
    w.roll.click()
    for _ in range(20):
        if w.model.state.current_player != 0:
            break
        if w.model.state.phase == "choose":
            w.dice[0].value = True
            w.keep.click()
        elif w.model.state.phase == "next":
            w.stop.click()
        else:
            w.covers.children[0].click()
    assert w.model.state.current_player == 1
    assert not w.bot_step.disabled
    w.bot_step.click()
    assert len(w.model.state.history) > 0
    w.bot_turn.click()
    assert w.model.human_to_play() or w.model.state.is_over
    assert not w.roll.disabled or w.model.state.is_over


def test_all_bot_table_plays_a_whole_game() -> None:
    m = PlayModel(players=3, seed=2, opponent="odds", humans=())
    m.bots_until_human()
    assert m.state.is_over
    assert "Game over" in m.status()


def test_hint_switch_shows_the_exact_best_chance_of_each_choice() -> None:
    w = play_widget(seed=3)
    w.roll.click()
    assert w.hint.value == ""
    w.hint_on.value = True
    s = w.model.state
    tasks = [s.face_up.tasks[i] for i in s.uncovered()]  # type: ignore[union-attr]
    best = hint(tasks, (), s.rolled, repeats=4)[0]
    assert f"{100 * float(best.chance):.1f}%" in w.hint.value
    w.dice[0].value = True
    assert "Your selection" in w.hint.value


def test_language_switch_translates_buttons_log_and_card() -> None:
    w = play_widget(seed=3)
    w.roll.click()
    w.lang.value = "de"
    assert w.roll.description == "Würfeln"
    assert "würfelt" in w.log_box.value
    assert "Aufgabenkarte" in w.card.value
    w.lang.value = "en"
    assert w.roll.description == "Roll the dice"


def test_every_label_has_english_and_german_and_every_event_has_words() -> None:
    assert not [k for k, _ in missing_translations() if k.startswith("wanzen_tanzen.")]
    assert len([k for k in keys() if k.startswith("wanzen_tanzen.")]) > 30
    m = PlayModel(players=4, seed=4, opponent="random", humans=())
    m.bots_until_human()
    kinds = set()
    for event in m.state.events:
        kinds.add(type(event).__name__)
        assert describe(event, "en")
        assert describe(event, "de")
    assert {"Rolled", "Kept", "Repeated", "BugTaken", "Missed", "Penalty", "Ended", "TurnedUp"} <= kinds
    assert t("ui.roll", "de") == "Würfeln"


def test_new_game_button_starts_the_chosen_game() -> None:
    w = play_widget(seed=3)
    w.roll.click()
    w.players.value = 4
    w.seed.value = "11"
    w.opponent.value = "random"
    w.new.click()
    assert w.model.state.n_players == 4
    assert w.model.number == 11
    assert [step.split()[0] for step in w.model.state.history] == ["card"]  # only chance turned up a card
    assert w.model.opponent == "random"
    assert "Player 4" in w.table.value


def test_every_board_starts_a_fresh_random_game_with_its_number_shown() -> None:
    """Issue 10 "a fresh game each time": no fixed seed; the game number stands in the box."""
    a, b = play_widget(), play_widget()
    assert a.model.number != b.model.number
    assert a.seed.value == "" and 1 <= a.model.number < 1_000_000  # issue 19: hidden until the game is over
    before = a.model.number
    a.new.click()
    assert a.model.number != before and a.seed.value == ""


def test_a_typed_game_number_replays_that_game() -> None:
    """Issue 10: typing the number shown and pressing New game deals the same cards and dice again."""
    w = play_widget(players=3)
    number, card = w.model.number, w.model.state.card
    w.roll.click()
    first_roll = w.model.state.rolled
    w.seed.value = ""  # as a keyboard does it: clear the box, then type the number
    w.seed.value = str(number)
    w.new.click()
    assert w.model.number == number and w.model.state.card == card and len(w.model.state.history) == 1
    w.roll.click()
    assert w.model.state.rolled == first_roll


@pytest.mark.parametrize("typed", ["-1", "abc", "2.5", "9" * 25])
def test_a_bad_game_number_is_explained_on_the_board(typed: str) -> None:
    w = play_widget(seed=12)
    before = w.model.state
    w.seed.value = typed
    w.new.click()
    assert w.model.state is before
    assert "game number is a whole number" in w.message.value


def test_the_players_dropdown_offers_two_to_four() -> None:
    """Rules card "Players": 2 to 4 (the 16 baby bugs are 4 players' worth)."""
    assert list(play_widget(seed=1).players.options) == [2, 3, 4]


# -- accessibility: colour never alone, refusals in words (the checks of every board: tests/test_accessibility.py)

def test_chosen_dice_and_covered_tasks_say_so_in_words() -> None:
    view = play_widget(seed=3)
    view.roll.click()
    view.dice[1].value = True
    assert "✓" in view.dice[1].description and "chosen to set aside" in view.dice[1].tooltip
    assert "✓" not in view.dice[0].description and "not chosen" in view.dice[0].tooltip
    for _ in range(30):
        if view.model.state.covered:
            break
        press_a_move(view)
    assert view.model.state.covered
    assert "(covered)" in view.card.value
