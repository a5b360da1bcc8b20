"""The Ungeziffer widget driven from pytest: clicks and values, no browser."""

from __future__ import annotations

import pytest

from bugkit.core.i18n import t
from bugkit.ui import html_text
from bugkit.ungeziffer.ui import play, press_a_move


def test_roll_then_turn_tiles_updates_dice_status_and_log() -> None:
    view = play(players=2, seats=["human", "memory"], seed=1)
    assert not view.roll_button.disabled and all(b.disabled for b in view.tile_buttons)
    view.roll_button.click()
    assert view.state.phase == "turn" and "target" in view.status.value
    assert str(view.state.target) in view.status.value and view.dice.value
    assert view.textlog.lines[-1].startswith("Player 1 rolls")
    view.tile_buttons[0].click()
    assert view.state.events[1][:3] == (0, 0, 0)  # Turned(turn_no=0, player=0, pos=0, value)
    assert type(view.state.events[1]).__name__ == "Turned"
    assert "turns tile 1" in view.textlog.value


def test_bot_step_moves_one_step_and_bots_button_plays_until_a_human() -> None:
    view = play(players=2, seats=["memory", "human"], seed=2)
    assert view.roll_button.disabled and not view.step_button.disabled
    view.step_button.click()
    assert view.state.history[0] == "roll" and view.state.history[1].startswith("dice ")
    view.bots_button.click()
    assert view.state.current_player == 1 and view.state.phase == "roll"
    assert not view.roll_button.disabled


def test_hot_seat_and_whole_game_by_clicks() -> None:
    view = play(players=2, seats=["human", "human"], seed=3)
    for _ in range(5000):
        if view.state.is_over:
            break
        if view.state.phase == "roll":
            view.roll_button.click()
        else:
            next(b for b in view.tile_buttons if not b.disabled).click()
    assert view.state.is_over and "Game over" in view.status.value


def test_illegal_click_is_explained_and_changes_nothing() -> None:
    view = play(seed=4)
    before = view.state
    view.tile_buttons[3].click()  # not rolled yet
    assert view.state is before and "roll the dice first" in view.error.value


def test_language_switch_relabels_everything() -> None:
    view = play(seed=5)
    view.language.value = "de"
    assert view.roll_button.description == "Würfeln" and view.new_button.description == "Neues Spiel"
    assert "Würfle!" in view.status.value
    view.roll_button.click()
    assert "würfelt" in view.textlog.value


def test_new_game_from_controls() -> None:
    view = play(seed=6)
    view.players.value = 3
    view.variant.value = "beginners"
    view.seed.value = "9"
    view.new_button.click()
    assert view.state.n_players == 3 and len(view.tile_buttons) == len(view.state.layout) == 25
    assert [s.layout.display for s in view.seats] == ["", "", "", "none"]


def test_tiles_say_what_they_are_for_screen_readers() -> None:
    view = play(seed=7)
    view.roll_button.click()
    view.tile_buttons[2].click()
    assert (view.tile_buttons[2].tooltip.startswith("Tile 3") and view.tile_buttons[2].description.isdigit()) or \
        view.state.turned == ()
    assert view.tile_buttons[5].tooltip == "Tile 6, face down"
    assert 'aria-label="Tile 6, face down"' in view.tile_pictures[5].value


def test_seat_choices_survive_relabelling() -> None:
    view = play(players=2, seats=["human", "forgetful"], seed=8)
    view.language.value = "de"
    assert [s.value for s in view.seats[:2]] == ["human", "forgetful"]
    assert view.bots[1] is not None


def test_tiles_of_a_failed_turn_stay_visible_until_the_next_move() -> None:
    view = play(players=2, seats=["human", "human"], seed=1)
    view.roll_button.click()
    for _ in range(40):
        if view.state.phase == "roll":
            break
        next(b for b in view.tile_buttons if not b.disabled).click()
    if view.state.events[-1].result == "miss":
        shown = [b for b in view.tile_buttons if b.button_style == "danger"]
        assert shown and all(b.description.isdigit() for b in shown)
        view.roll_button.click()
        assert not any(b.button_style == "danger" for b in view.tile_buttons)
    else:  # seed 1 hits on the first turn: nothing to show
        assert view.state.events[-1].result == "hit"


def test_every_board_starts_a_fresh_random_game_whose_number_is_hidden_until_the_end() -> None:
    """Issue 10 "a fresh game each time": no fixed seed; issue 19: the number is not shown while the game goes on."""
    a, b = play(), play()
    assert a.number != b.number
    assert a.seed.value == "" and 1 <= a.number < 1_000_000
    before = a.number
    a.new_button.click()
    assert a.number != before and a.seed.value == ""


def test_a_typed_game_number_replays_that_game() -> None:
    """Issue 10: typing the number shown and pressing New game, then making the same moves, plays the same game."""
    view = play(players=3, seats=["human", "human", "human"])
    number = view.number

    def moves() -> tuple[str, ...]:
        view.roll_button.click()
        for i in range(4):
            if view.state.phase == "turn":
                view.tile_buttons[i].click()
        return tuple(view.state.history)

    first = moves()
    view.seed.value = f" {number} "
    view.new_button.click()
    assert view.number == number and view.state.history == ()
    assert moves() == first
    again = play(seed=number, players=3, seats=["human", "human", "human"])
    view = again
    assert moves() == first


@pytest.mark.parametrize("typed", ["-1", "abc", "1.5", "9" * 25, "²"])
def test_a_bad_game_number_is_explained_on_the_board(typed: str) -> None:
    view = play(seed=12)
    before = view.state
    view.seed.value = typed
    view.new_button.click()
    assert view.state is before
    assert "game number is a whole number" in view.error.value


def test_the_board_says_the_default_yellow_die_is_our_assumption() -> None:
    """Issue 10 / components.md A2: the board says the uniform yellow die 0-3 is our assumption."""
    view = play(seed=3)
    assert "our assumption" in view.yellow_note.value
    view.language.value = "de"
    assert "nehmen wir an" in view.yellow_note.value
    view.variant.value = "beginners"
    view.new_button.click()
    assert "nur mit dem grünen Würfel" in view.yellow_note.value


def test_the_board_draws_dice_and_tiles_as_pictures_with_words() -> None:
    """Issue 13: the green and the yellow die drawn; the tiles a table of pictures; every picture has words."""
    view = play(players=2, seats=["human", "human"], seed=5)
    assert "bugkit-board" in view._dom_classes and "<style>" in view.style.value
    assert view.dice.value.count('class="bugkit-die') == 2 and "not rolled yet" in view.dice.value
    assert all(p.value.count("<svg") == 1 and 'aria-label="Tile' in p.value for p in view.tile_pictures)
    view.roll_button.click()
    assert "bugkit-rolling" in view.dice.value and "green die showing" in view.dice.value
    view.render()
    assert "bugkit-rolling" not in view.dice.value  # the animation plays once, right after the roll
    view.tile_buttons[0].click()
    if 0 in view.state.turned or view.state.layout[0] is None or view.state.phase == "roll":
        assert "bugkit-tile-down" not in view.tile_pictures[0].value
    view.language.value = "de"
    assert "So geht’s" in view.howto.value and "How to play" not in view.howto.value
    assert "Würfel" in view.dice.value


def test_the_beginners_board_draws_the_green_die_only() -> None:
    view = play(players=2, seats=["human", "human"], seed=5, variant="beginners")
    view.roll_button.click()
    assert view.dice.value.count('class="bugkit-die') == 1 and "yellow" not in view.dice.value


def test_the_animation_checkbox_switches_the_roll_animation_off() -> None:
    view = play(seed=5)
    assert "bugkit-roll" in view.style.value
    view.animate.value = False
    assert "@keyframes" not in view.style.value


def test_a_replayed_position_at_a_chance_node_shows_the_decision_before_it() -> None:
    """The replay slider can stop between a roll and its dice: the board shows the moment before the roll and
    invents no dice of its own (a save holds the past only)."""
    from bugkit.ungeziffer import new_game

    view = play(players=2, seats=["human", "human"], seed=5)
    rolled = new_game(2).apply("roll").apply("dice 4 1").apply("turn 3")
    view.adopt(rolled)
    assert view.state.history == ("roll", "dice 4 1") and view.state.phase == "turn"
    view.adopt(new_game(2).apply("roll"))
    assert view.state.history == () and not view.roll_button.disabled


def test_after_a_turn_the_last_roll_stays_on_the_table_greyed_out() -> None:
    view = play(players=2, seats=["human", "human"], seed=5)
    view.roll_button.click()
    dice = view.state.dice
    while view.state.phase == "turn":
        next(b for b in view.tile_buttons if not b.disabled).click()
    assert f"green die, last roll: {dice[0]}" in view.dice.value and "bugkit-faded" in view.dice.value


# -- accessibility: colour never alone, refusals in words (the checks of every board: tests/test_accessibility.py)

def test_tile_colours_are_explained_in_the_tooltip() -> None:
    view = play(players=2, seats=["human", "human"], seed=2)  # a game that shows every colour early
    meaning = {"warning": "turned up this turn", "danger": "the turn failed", "": "face down"}
    seen = set()
    for _ in range(60):
        press_a_move(view)
        for i, b in enumerate(view.tile_buttons):
            if b.description:
                assert meaning[b.button_style] in b.tooltip and b.tooltip.startswith(f"Tile {i + 1}")
                seen.add(b.button_style)
    assert seen == {"warning", "danger", ""}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_dice_show_number_and_colour_name(lang: str) -> None:
    view = play(players=2, seats=["human", "memory"], seed=2, lang=lang)
    view.roll_button.click()
    text = html_text(view.dice.value)
    for colour, value in zip(("green", "yellow"), view.state.dice, strict=True):
        name = t(f"ui.colour.{colour}", lang)
        assert f"{value} ({name})" in text
        assert f"{name} {value}" in text  # the aria-label says it too


def test_a_refusal_is_written_in_words_not_only_in_red() -> None:
    view = play(seed=4)
    view.tile_buttons[3].click()
    assert "#b00020" in view.error.value and html_text(view.error.value).startswith("Not allowed:")
