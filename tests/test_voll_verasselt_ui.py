"""The Voll verasselt board driven from pytest by tapping piece ids and pressing actions, no browser."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest

import bugkit
from bugkit.core.i18n import missing_translations, player_name, t, tn, winners_text
from bugkit.core.session import Session
from bugkit.ui import html_text, walk
from bugkit.ui.gamenumber import parse_number
from bugkit.voll_verasselt import labels, new_game, p_bugged_up
from bugkit.voll_verasselt.components import COLOURS, YARD_MAX
from bugkit.voll_verasselt.rules import END, GROUP_CATCH, GROUP_HUB, STOP, Phase, VollVerasseltState, total
from bugkit.voll_verasselt.ui import VollVerasseltView, play, press_a_move, tappable


@pytest.fixture
def view() -> VollVerasseltView:
    return play(players=2, seats=("human", "odds"), seed=3)


def zone(view: VollVerasseltView, zone_id: str) -> list[Any]:
    """Return the pieces of one zone of the table ([] if the zone is not on the table now)."""
    return next((list(z.pieces) for z in view.table.model.zones if z.id == zone_id), [])


def actions(view: VollVerasseltView) -> dict[str, bool]:
    """Return the table's actions: id -> whether it can be pressed."""
    return {a.id: a.enabled for a in view.table.model.actions}


def hot_seat(state: VollVerasseltState) -> VollVerasseltView:
    """Return a two-human board showing ``state``."""
    v = play(players=2, seats=("human", "human"), seed=3)
    v.adopt(state)
    return v


def caught_one_blue_one_red() -> VollVerasseltState:
    """Return a game where player 1 has just caught a blue and a red card (hub 3 of each colour before)."""
    s = Session(new_game(2), seed=3).state
    s = dataclasses.replace(s, hub=(3, 3, 3, 3))
    return s.resolve_roll(tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))


def end_choice() -> VollVerasseltState:
    """Return the end of a game: the pile empty, the hub short, player 2's front yard too small to top it up, and
    player 1's catch waiting: only 'roll for the catch' and 'end' are legal."""
    s = Session(new_game(2), seed=3).state
    return dataclasses.replace(s, pile=(0, 0, 0, 0), hub=(2, 2, 1, 1), yards=((1, 1, 1, 1), (0, 0, 1, 0)),
                               waiting=(1, 1, 0, 0), waiting_owner=0, player=1, turn_no=7, phase=Phase.CHOOSE)


def test_new_game_shows_hub_rows_dice_front_yard_status_and_the_roll(view: VollVerasseltView) -> None:
    assert view.status.value.startswith("Player 1: roll the marked dice")
    assert [p.id for p in zone(view, "hub")] == ["title-hub"] + [f"hub-{c}" for c in COLOURS]
    assert view.piece("title-hub").tooltip == "Bug hub (10 cards)" and view.piece("title-hub").disabled
    assert sum(int(p.alt.split()[2]) for p in zone(view, "hub")[1:]) == 10  # "Bug hub: 2 blue cards"
    assert [p.id for p in zone(view, "dice")] == [f"die-{i}" for i in range(1, 8)]
    assert all(p.tappable and p.selected and "bars" in p.alt for p in zone(view, "dice"))  # every die marked
    assert [p.id for p in zone(view, "yard")] == ["title-yard"] + [f"yard-{c}-1" for c in COLOURS]
    assert view.piece("title-yard").tooltip == "Front yard of Player 1 (4 of 6)"
    assert actions(view) == {"roll": True}
    assert "Pile: 70 cards" in view.scores.value and "heap: 0 · front yard: 4 cards" in view.scores.value


def test_game_number_1_catches_on_its_first_roll_so_go_on_is_offered() -> None:
    """The projector test in a browser (tests/browser/test_voll_verasselt_browser.py) plays game number 1 to reach a
    catch on the table and German's longest status: roll all 7 dice, then go on."""
    view = play(players=2, seats=("human", "odds"), seed=1, lang="de", pace=0)
    view.table.press("roll")
    assert actions(view) == {"go_on": True, "stop": True}
    view.table.press("go_on")
    assert total(view.state.catch) > 0 and view.status.value.endswith(t("voll_verasselt.status.boost", "de"))


def test_game_number_1_offers_go_on_then_bugs_up_and_the_bot_leaves_a_hub_row_to_tap() -> None:
    """The child's browser test (tests/browser/test_voll_verasselt_browser.py) plays game number 1 to reach every
    part of it: boost with the first front-yard card, roll all 7 dice (go on or stop), go on, roll (bugged up), the
    bot stops with a catch, and Player 1 taps a hub row."""
    view = play(players=2, seats=("human", "odds"), seed=1, pace=0)
    view.table.tap(tappable(view, "yard")[0])
    view.table.press("roll")
    assert actions(view) == {"go_on": True, "stop": True}
    view.table.press("go_on")
    view.table.press("roll")  # the bot plays at once (pace 0)
    assert view.textlog.lines[2].startswith("Player 1 rolls all 7 dice") and view.textlog.lines[2].endswith(
        "Bugged up!")
    assert view.status.value == "Player 1: tap a row of the bug hub or the catch of Player 2 to roll for it."
    assert len(tappable(view, "hub")) == 4 and tappable(view, "waiting")
    view.table.tap(tappable(view, "hub")[0])
    assert "Player 1 rolls for the bug hub." in view.textlog.lines


def test_game_number_5_brings_a_waiting_catch_this_turns_catch_and_a_full_front_yard() -> None:
    """The second projector test in a browser plays game number 5 to reach the fullest table under German's longest
    status: roll all 7 dice (bugged up: 2 consolation cards fill the front yard), the bot stops, tap the waiting
    catch, roll, go on."""
    view = play(players=2, seats=("human", "odds"), seed=5, lang="de", pace=0)
    view.table.press("roll")
    view.run_bots()
    assert view.state.phase == Phase.CHOOSE and total(view.state.waiting) > 0
    view.table.tap(tappable(view, "waiting")[0])
    view.table.press("roll")
    assert actions(view) == {"go_on": True, "stop": True}
    view.table.press("go_on")
    assert [z.id for z in view.table.model.zones] == ["hub", "waiting", "catch", "dice", "yard"]
    assert total(view.state.yards[0]) == YARD_MAX and actions(view) == {"roll": True, "stop": True}
    assert view.status.value.endswith(t("voll_verasselt.status.boost", "de"))


# game number 78, the child's taps (the bot plays between them): the fullest table of a 400-game search in German
GAME_78 = ("roll", "roll", "go_on", "roll", "go_on", "roll", "go_on", "roll", "waiting", "roll", "go_on")


def test_game_number_78_brings_four_colours_in_the_hub_the_waiting_catch_and_this_turns_catch() -> None:
    """The third projector test in a browser plays game number 78 (GAME_78) to reach the hub, a waiting catch of 16
    cards (its row wraps onto a second line) and this turn's catch, each of all four colours, with a full front yard
    and the roll or stop."""
    view = play(players=2, seats=("human", "odds"), seed=78, lang="de", pace=0)
    for step in GAME_78:
        if step == "waiting":
            view.table.tap(tappable(view, "waiting")[0])
        else:
            view.table.press(step)
        view.run_bots()
    s = view.state
    assert all(s.hub) and all(s.waiting) and all(s.catch) and total(s.waiting) == 16
    assert total(s.yards[0]) == YARD_MAX and actions(view) == {"roll": True, "stop": True}
    assert [z.id for z in view.table.model.zones] == ["hub", "waiting", "catch", "dice", "yard"]


def test_tapping_dice_marks_them_and_the_roll_rolls_the_marked_ones(view: VollVerasseltView) -> None:
    view.table.tap("die-1")
    assert not view.piece("die-1").selected and view.piece("die-2").selected
    assert "marked" not in view.piece("die-1").tooltip and "marked" in view.piece("die-2").tooltip
    view.roll_button.click()
    decisions = [h for h in view.state.history if not h.startswith(("cards", "dice"))]  # not chance outcomes
    assert decisions == ["roll 1 2 3 4 5 6"]  # the engine counts positions from 0
    assert view.error.value == ""
    assert "rolls dice 2 3 4 5 6 7" in view.textlog.value  # the board counts dice from 1, like every board


def test_with_fewer_than_4_dice_marked_the_roll_is_not_offered(view: VollVerasseltView) -> None:
    for i in range(1, 5):
        view.table.tap(f"die-{i}")
    before = view.state
    assert view.roll_button.disabled and "at least 4" in view.status.value
    view.roll_button.click()  # a disabled action: nothing happens
    assert view.state is before and view.error.value == ""
    view.table.tap("die-1")
    assert not view.roll_button.disabled


def test_advisor_shows_exact_odds_in_words(view: VollVerasseltView) -> None:
    view.advice_button.click()
    p = p_bugged_up(dict(zip(COLOURS, view.state.hub, strict=True)), [], 7)
    assert f"With these dice you bug up in about {round(p * 100)} of 100 rolls." in view.advice.value
    assert f"Exactly: {p.numerator}/{p.denominator}" in view.advice.value
    assert "Advice: roll." in view.advice.value
    view.language.value = "de"
    assert f"Mit diesen Würfeln verasselst du in etwa {round(p * 100)} von 100 Würfen." in view.advice.value
    assert "Rat: Würfle!" in view.advice.value
    children = list(view.children)
    assert children.index(view.table) < children.index(view.below)  # the odds stand under the table


def test_review_the_child_taps_a_front_yard_card_to_boost_and_the_marks_stay(view: VollVerasseltView) -> None:
    """Issue 21, Voll verasselt: the child taps the front-yard cards themselves."""
    hub = view.state.hub
    view.table.tap("die-7")
    view.table.tap("yard-green-1")
    assert view.state.hub[3] == hub[3] + 1 and view.state.yards[0][3] == 0
    assert "yard-green-1" not in [p.id for p in zone(view, "yard")]  # no green card left to boost
    assert not view.piece("die-7").selected  # a boost keeps the dice marked as they were
    assert view.textlog.lines[-1] == "Player 1 boosts the group with a green card."


def test_review_the_child_taps_a_hub_row_or_the_waiting_catch_to_choose_the_group() -> None:
    """Issue 21, Voll verasselt: the child taps the hub rows themselves (no 'roll for the hub' button)."""
    v = hot_seat(caught_one_blue_one_red())
    v.stop_button.click()
    assert v.state.phase == Phase.CHOOSE and v.status.value == \
        "Player 2: tap a row of the bug hub or the catch of Player 1 to roll for it."
    assert tappable(v, "hub") == [f"hub-{c}" for c in COLOURS]
    assert tappable(v, "waiting") == ["waiting-blue", "waiting-red"]
    assert "end" not in actions(v)
    v.table.tap("hub-yellow")
    assert v.textlog.lines[-2:] == ["Player 2 rolls for the bug hub.", "Player 1 receives a catch: 1 blue, 1 red."]
    assert v.state.phase == Phase.RECEIVE  # the catch goes back to player 1, who chooses where it goes
    v2 = hot_seat(caught_one_blue_one_red())
    v2.stop_button.click()
    v2.table.tap("waiting-red")
    assert v2.state.group == "catch" and v2.state.phase == Phase.ROLL
    assert v2.textlog.lines[-1] == "Player 2 rolls for the previous player's catch."


def test_review_the_status_line_never_offers_the_hub_when_only_the_catch_and_the_end_are_legal() -> None:
    """Issue 21, Voll verasselt: at the end of the game the status line offered "roll for the hub" when only
    "roll for the catch" and "end" were left; every choice offered now comes from ``legal_actions()``."""
    state = end_choice()
    assert state.legal_actions() == [END, GROUP_CATCH]
    for lang in ("en", "de"):
        v = hot_seat(state)
        v.language.value = lang
        words = html_text(v.status.value)
        assert ("hub" not in words) if lang == "en" else ("Asseltreff" not in words), words
        assert tappable(v, "hub") == [] and tappable(v, "waiting") == ["waiting-blue", "waiting-red"]
        assert actions(v) == {"end": True}
    assert html_text(v.status.value) == ("Spieler 2: Tippe auf den Fang von Spieler 1, um darum zu würfeln, oder "
                                         "beende das Spiel.")
    v.table.tap("title-hub")  # the hub's name: nothing happens
    assert v.error.value == ""
    v.table.tap("hub-blue")  # not offered: a tap is explained, and changes nothing
    assert v.state.phase == Phase.CHOOSE and "Nicht erlaubt" in v.error.value
    v.end_button.click()
    assert v.state.is_over and v.status.value == winners_text(v.state.winners(), "de")


def offered(view: VollVerasseltView) -> list[Any]:
    """Return every step the board offers now: the step of each tappable piece that is not a selection, and of
    each enabled action."""
    steps = [view.tap_step(p.id) for z in view.table.model.zones for p in z.pieces
             if p.tappable and not p.id.startswith(("die-", "recv-"))]
    steps += [view.press_step(a.id) for a in view.table.model.actions if a.enabled]
    return steps


@pytest.mark.parametrize("seed", [1, 2])
def test_review_every_offered_move_is_legal_in_whole_games_of_three_humans(seed: int) -> None:
    """Issue 21, Voll verasselt: whatever the phase, each tappable piece, each enabled action and each choice
    the status line names is a legal move (three humans: every phase of the game meets the board)."""
    v = play(players=3, seats=("human", "human", "human"), seed=seed)
    rng = np.random.default_rng(seed)
    phases = set()
    for _ in range(3000):
        if v.state.is_over:
            break
        s = v.state
        phases.add(s.phase)
        legal = s.legal_actions()
        steps = offered(v)
        assert steps and all(step in legal for step in steps), (s.phase, steps)
        words = html_text(v.status.value)
        assert ("bug hub" in words) == (s.phase == Phase.CHOOSE and GROUP_HUB in legal), words
        assert ("or stop" in words) == (STOP in legal), words
        if s.phase == Phase.RECEIVE and rng.random() < 0.7:  # choose some cards for the front yard by tapping
            for card in tappable(v, "recv")[: int(rng.integers(1, 4))]:
                v.table.tap(card)
            steps = offered(v)
            assert all(step in legal for step in steps)
        choice = steps[int(rng.integers(len(steps)))]
        if s.phase == Phase.ROLL and rng.random() < 0.6:
            press_a_move(v)  # roll (keeps games short enough)
        else:
            v.act(choice)
        assert v.error.value == "", v.error.value
    assert v.state.is_over and "Game over" in v.status.value
    assert {Phase.CHOOSE, Phase.ROLL, Phase.DECIDE, Phase.RECEIVE} <= phases


def test_review_a_catch_handed_back_is_placed_by_tapping_its_cards_never_by_typing_numbers() -> None:
    """Issue 21, Voll verasselt: receiving a catch by tapping cards, not typing numbers."""
    v = hot_seat(caught_one_blue_one_red())
    v.stop_button.click()
    v.table.tap("hub-blue")
    assert v.state.phase == Phase.RECEIVE and v.state.received == (1, 1, 0, 0)
    assert "Player 1 receives a catch. Tap the cards" in v.status.value
    assert [p.id for p in zone(v, "received")] == ["title-received", "recv-blue-1", "recv-red-1"]
    assert actions(v) == {"to_yard": False, "heap": True}
    v.table.tap("recv-blue-1")
    assert v.piece("recv-blue-1").selected and "chosen for the front yard" in v.piece("recv-blue-1").tooltip
    assert actions(v) == {"to_yard": True, "heap": True}
    v.table.tap("recv-red-1")
    v.table.tap("recv-red-1")  # a second tap takes the card back
    assert not v.piece("recv-red-1").selected
    v.place_button.click()
    assert v.state.yards[0] == (2, 1, 1, 1) and v.state.heaps[0] == (0, 1, 0, 0)
    numeric = (widgets.IntText, widgets.BoundedIntText, widgets.FloatText, widgets.BoundedFloatText)
    assert not [w for w in walk(v) if isinstance(w, numeric)]


def test_a_catch_cannot_overfill_the_front_yard() -> None:
    v = hot_seat(caught_one_blue_one_red())
    v.stop_button.click()
    v.session.state = dataclasses.replace(v.state, yards=((2, 1, 1, 1), v.state.yards[1]))
    v.adopt(v.state)
    v.table.tap("hub-blue")
    assert "(room for 1);" in v.status.value
    v.table.tap("recv-blue-1")
    assert v.piece("recv-red-1").disabled  # the front yard is full with the blue one
    v.table.tap("recv-red-1")
    assert not v.piece("recv-red-1").selected
    v.heap_button.click()
    assert v.state.heaps[0] == (1, 1, 0, 0)


def test_review_an_empty_pile_is_topped_up_by_tapping_front_yard_cards() -> None:
    s = Session(new_game(2), seed=3).state
    v = hot_seat(dataclasses.replace(s, pile=(0, 0, 0, 0), hub=(2, 2, 2, 1), phase=Phase.REFILL))
    assert "top the hub up to 8" in v.status.value and tappable(v, "yard") == [f"yard-{c}-1" for c in COLOURS]
    assert not any(actions(v).values())
    v.table.tap("yard-red-1")
    assert v.state.hub == (2, 3, 2, 1) and v.state.phase == Phase.ROLL


def test_review_the_roll_control_stands_on_the_table_above_everything_else() -> None:
    """Issue 21, Voll verasselt: the roll button was below the first screen; now it is the table's action,
    right after a few zones (the browser test measures it at 768x1024), with the settings, odds and players below."""
    v = play(players=5, seats=("human", "odds", "odds", "odds", "odds"), seed=3)
    children = list(v.children)
    assert children.index(v.status) < children.index(v.table) < children.index(v.scores) < children.index(
        v.settings) < children.index(v.below)
    assert [z.id for z in v.table.model.zones] == ["hub", "dice", "yard"]  # only the acting player's front yard
    assert actions(v) == {"roll": True}


def test_go_on_then_stop() -> None:
    """A12: after 'Go on' stopping stays legal until the next roll."""
    v = hot_seat(caught_one_blue_one_red())
    assert actions(v) == {"go_on": True, "stop": True} and "Go on or stop" in v.status.value
    v.go_button.click()
    assert v.state.phase == Phase.ROLL and actions(v) == {"roll": True, "stop": True}
    assert "Roll the marked dice or stop." in v.status.value
    v.stop_button.click()
    assert v.state.waiting == (1, 1, 0, 0)


def test_bots_play_by_themselves_at_pace_zero_in_a_whole_game_by_taps() -> None:
    v = play(players=3, seats=("human", "odds", "random"), seed=6, pace=0)
    for _ in range(3000):
        if v.state.is_over:
            break
        assert v.session.to_play is None  # the bots never wait for a button
        press_a_move(v)
    assert v.state.is_over and "Game over" in v.status.value
    assert {e.player for e in v.state.events if type(e).__name__ == "Rolled"} == {0, 1, 2}


def test_without_a_running_loop_the_bots_wait_and_the_status_says_a_bot_plays() -> None:
    v = play(players=2, seats=("odds", "human"), seed=2)
    assert v.status.value == "Player 1 (bot) is rolling the bug dice." and not any(actions(v).values())
    before = v.state
    v.table.tap("die-1")
    v.table.press("roll")
    assert v.state is before  # a tap while a bot is to move changes nothing
    v.language.value = "de"
    assert v.status.value == "Spieler 1 (Bot) wirft die Asselwürfel."
    v.paused.value = True
    assert "angehalten" in v.status.value
    v.run_bots()
    assert v.state.current_player == 1 and v.session.to_play is None


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
    assert view.piece("hub-blue").tooltip.startswith("Asseltreff: ")
    assert view.piece("yard-blue-1").tooltip == "eine blaue Asselkarte im Vorgarten von Spieler 1"
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
    """Issue 10 (a fresh game each time) and issue 19 (hidden information)."""
    boards = [play(seats=("human", "odds")) for _ in range(4)]
    assert len({b.number for b in boards}) >= 3
    for b in boards:
        assert b.seed.value == "" and str(b.number) not in b.number_note.value
    bots = play(players=2, seats=("odds", "random"))
    bots.bots_button.click()
    assert bots.state.is_over and parse_number(bots.seed.value) == bots.number


def test_typing_a_game_number_plays_that_same_game_again() -> None:
    a = play(players=3, seats=("odds", "threshold", "random"), seed=4321)
    a.bots_button.click()
    b = play(players=3, seats=("odds", "threshold", "random"))
    b.seed.value = "4 321"
    b.new_button.click()
    assert b.number == 4321
    b.bots_button.click()
    assert b.state == a.state and b.state.is_over


def test_a_bad_game_number_is_explained_on_the_board_and_nothing_changes() -> None:
    v = play(seed=5)
    for bad in ("-1", "abc", "1" * 5000, "9" * 19, "1.5e3"):
        before = v.state
        v.seed.value = bad
        v.new_button.click()
        assert v.state is before
        assert "game number is a whole number" in v.error.value, bad


def test_adopt_shows_a_game_with_another_player_count_and_clears_the_selection() -> None:
    v = play(players=2, seats=("human", "odds"), seed=1)
    v.table.tap("die-1")
    record = bugkit.play("voll_verasselt", ["odds"] * 5, seed=8)
    v.adopt(record.final)
    assert v.players.value == 5 and all(seat.layout.display == "" for seat in v.seats)
    assert v.marked == set(range(7)) and v.seed.value == ""
    assert "Game over" in v.status.value
    partway = Session(new_game(players=4), seed=2).state.apply("roll")  # the dice are about to land
    v.adopt(partway)
    assert v.players.value == 4 and v.seats[4].layout.display == "none"
    v.bots_button.click()
    assert v.state.is_over or v.session.to_play is None


def test_no_exception_escapes_and_bad_taps_do_nothing(view: VollVerasseltView) -> None:
    before = view.state

    def broken() -> None:
        view.session.state = new_game(players=3)
        raise RuntimeError("boom")

    view.guard(broken)
    assert view.state is before and "That did not work." in view.error.value and "RuntimeError" not in view.error.value
    for bad in ("die-0", "die-8", "recv-blue-1", "yard-pink-1", "hub-", "x" * 10_000, None, 5, ["die-1"], {}):
        view.table.tap(bad)
        view.table.press(bad)
    for message in (None, 1, "tap", {}, {"kind": "tap"}, {"kind": "press", "id": "heap"}, {"id": "die-1"}):
        view.table._on_msg(view.table, message, [])
    assert view.state is before and len(view.marked) == 7


def test_game_over_names_the_winners_without_makeshift_plurals() -> None:
    v = play(players=2, seats=("odds", "threshold"), seed=11)
    v.bots_button.click()
    winners = v.state.winners()
    assert v.status.value.startswith(winners_text(winners, "en"))  # the end line every board says
    assert ("The winners:" in v.status.value) == (len(winners) > 1)
    assert "(s)" not in v.status.value
    assert not any(p.tappable for z in v.table.model.zones for p in z.pieces) and actions(v) == {"new": True}


def test_a_finished_game_shows_no_odds_button() -> None:
    """Nobody rolls once the game is over: "Show the odds" went on offering "The odds come while someone rolls."."""
    v = play(players=2, seats=("human", "odds"), seed=3, lang="en", pace=0)
    v.advice_button.click()
    assert v.advice.value and v.advice_button.layout.display != "none"
    v.seats[0].value = "odds"
    v.new_button.click()  # a game of bots, played at once to its end
    assert v.state.is_over
    assert v.advice_button.layout.display == "none" and v.advice.value == ""
    v.seats[0].value = "human"
    v.table.press("new")
    assert not v.state.is_over and v.advice_button.layout.display != "none"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_projector_shows_every_place_summed_up_and_a_tablet_draws_it_whole(lang: str) -> None:
    """The board draws the projector's summary of the players' places itself (it was the tablet's drawing with
    parts hidden and cells ordered by CSS ``nth-child`` rules, which a change of the places' HTML broke silently):
    switched on, every player's place is one summary in the scores, in the players' order (the name, the player to
    act marked; the front yard's cards as their shapes and counts, their colours' names for a screen reader only;
    the heap and the front yard's size), no picture, the pile last; switched off, the tablet's places, as before."""
    from bugkit.voll_verasselt.draw import SYMBOL, UNSEEN
    from bugkit.voll_verasselt.ui import ROW_CSS

    v = play(players=3, seats=("human",) * 3, seed=3, lang=lang)
    v.adopt(dataclasses.replace(v.state, yards=((2, 0, 1, 0), (0, 0, 0, 0), (1, 3, 0, 2)),
                                heaps=((0, 1, 0, 2), (0, 0, 0, 0), (4, 0, 0, 0)), player=1))
    s, tablet = v.state, v.scores.value
    assert s.current_player == 1 and 'class="bugkit-vv-areas"' in tablet and "<svg" in tablet
    assert "<tbody" not in tablet
    v.projector.value = True
    shown = v.scores.value
    places = re.findall(r'<tbody class="bugkit-vv-place">(.*?)</tbody>', shown)
    assert len(places) == s.n_players and "<svg" not in shown and "bugkit-vv-areas" not in shown
    for i, place in enumerate(places):
        name, counts, score = (html_text(cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", place))
        assert name == ("▶ " if i == s.current_player else "") + player_name(i, lang)
        assert score == labels.score_text(total(s.heaps[i]), total(s.yards[i]), lang)
        held = [(c, n) for c, n in zip(COLOURS, s.yards[i], strict=True) if n]
        assert counts == " ".join(f"{SYMBOL[c]} {n} {labels.colour_adj(c, lang)}" for c, n in held)
        assert place.count(f'class="bugkit-vv-colour" style="{UNSEEN}"') == len(held)
    assert html_text(shown).endswith(html_text(f"<p>{tn('voll_verasselt.pile', s.pile_size, lang)}</p>")
                                     + f" · {t(f'voll_verasselt.group.{s.group}', lang)}")
    assert "nth-child" not in ROW_CSS  # the summary is drawn, not cut out of the tablet's places
    v.projector.value = False
    assert v.scores.value == tablet


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_finished_game_no_longer_says_whom_the_dice_are_rolled_for(lang: str) -> None:
    """At the end the line over the scores went on saying "Rolling for the bug hub." though nobody rolls."""
    v = play(players=2, seats=("human", "threshold"), seed=11, lang=lang, pace=0)
    assert t("voll_verasselt.group.hub", lang) in html_text(v.scores_html())
    v.seats[0].value = "odds"
    v.new_button.click()  # a game of bots, played at once to its end
    assert v.state.is_over
    over = html_text(v.scores_html())
    assert not any(t(f"voll_verasselt.group.{g}", lang) in over for g in ("hub", "catch"))
    assert tn("voll_verasselt.pile", v.state.pile_size, lang) in over


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_bug_colour_also_has_its_name_in_words(lang: str) -> None:
    v = play(players=2, seats=("human", "odds"), seed=3, lang=lang)
    v.roll_button.click()
    for p in zone(v, "dice"):
        face = v.state.dice[int(p.id.split("-")[1]) - 1]
        assert labels.colour(face, lang) in p.alt
    for p in zone(v, "hub") + zone(v, "yard") + zone(v, "catch"):
        if p.id.startswith("title-"):
            continue  # the place's name
        colour = p.id.split("-")[1]
        assert labels.colour_adj(colour, lang) in p.alt
        assert ("bugkit-vv-row" in p.picture) == (not p.id.startswith("yard"))  # a row of cards, or one card


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_roll_status_says_every_marked_die_is_rolled_and_a_tap_leaves_one_out(lang: str) -> None:
    """Audit: the status said "tap the dice you want to roll" while all 7 dice were already marked, so a child
    following it un-marked dice; it now says what a tap does. A refusal in this phase uses the board's words (the
    roll button, a front-yard card added to the group), not "boost"."""
    v = play(players=2, seats=("human", "odds"), seed=3, lang=lang)
    assert v.state.phase == Phase.ROLL and v.marked == set(range(7))
    status = html_text(v.status.value)
    if lang == "en":
        assert "roll the marked dice (at least 4; a tap leaves one out)." in status
    else:
        assert "Würfle mindestens 4 markierte Würfel (Antippen lässt einen weg)." in status
    v.table.tap("hub-blue")
    error = html_text(v.error.value)
    assert "boost" not in error
    assert {"en": "Not allowed: it is time to roll the marked dice (or first add a card from your front yard to the "
                  "group)",
            "de": "Nicht erlaubt: Jetzt werden die markierten Würfel geworfen (oder du legst erst eine Karte aus "
                  "deinem Vorgarten zur Gruppe)."}[lang] in error


# the parts of a replenish's log line (rule 8: one card per bar, a bars face bringing what the die's data says, then
# the hub filled up to 8 cards; a pile that runs short), as the log words them
REPLENISH_WORDS = {
    "en": {"head": "New cards for the bug hub: {cards}.", "no_bars": "No die shows bars.",
           "bars": "each bars face brings {per}: that makes {bars}.", "top_up": "filled up to 8 cards: {k} more.",
           "short": "only {n} ", "filled": "filled up"},
    "de": {"head": "Neue Karten für den Asseltreff: {cards}.", "no_bars": "Kein Würfel zeigt Balken.",
           "bars": "jede Balkenseite bringt {per}: Das macht {bars}.", "top_up": "auf 8 Karten aufgefüllt: {k} mehr.",
           "short": "nur noch {n}", "filled": "aufgefüllt"}}


def replenished(faces: tuple[str, ...], pile: int | None, **options: Any) -> tuple[VollVerasseltState, Any]:
    """Return the position just before a replenish and the event it logs: player 1 caught the cards ``faces`` show
    from a hub of 3 cards per colour and stopped; player 2 rolls for the hub (the catch goes onto player 1's heap).
    ``pile``: that many blue cards left in the pile (the others on player 2's heap), or None for the dealt pile."""
    s = Session(new_game(2, **options), seed=3).state
    s = dataclasses.replace(s, hub=(3, 3, 3, 3))
    if pile is not None:
        heap = tuple(p - (pile if c == 0 else 0) for c, p in enumerate(s.pile))
        s = dataclasses.replace(s, pile=(pile, 0, 0, 0), heaps=(s.heaps[0], heap))
    before = s.resolve_roll(tuple(range(7)), faces).apply("stop").apply("group hub").apply("heap")
    assert before.pending is not None and before.pending.kind == "replenish"
    after = before.apply(next(iter(before.chance_outcomes())))
    return before, after.events[-1]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("bars_per_bar_face", [None, 1, 3])  # the shipped die's (its data file), and two others
def test_the_log_says_why_the_hub_got_its_new_cards(lang: str, bars_per_bar_face: int | None) -> None:
    """The log said 'The hub is replenished (0 bars): 1 yellow.': it never said that the hub is filled up to 8 cards,
    nor how many cards a bars face brings. Now it names the dice showing bars, the cards each bars face brings (the
    die's data, not a number of ours), the top-up to 8 and a pile that ran short."""
    options = {} if bars_per_bar_face is None else {"bars_per_bar_face": bars_per_bar_face}
    words, seen = REPLENISH_WORDS[lang], set()
    for faces, pile in [(("blue", "blue", "red", "red", "yellow", "green", "green"), None),  # no bars: only a top-up
                        (("blue", "blue", "blue", "red", "red", "red", "bars"), None),  # one die shows bars
                        (("blue", "red", "yellow", "bars", "bars", "bars", "bars"), None),  # four dice
                        (("blue", "red", "yellow", "bars", "bars", "bars", "bars"), 3)]:  # the pile runs short
        before, event = replenished(faces, pile, **options)
        text = labels.describe(event, lang)
        per = before.rules.bars_per_bar_face
        bar_faces = before.dice.count("bars")
        drawn = sum(event.cards)
        top_up = max(0, 8 - total(before.hub) - bar_faces * per)
        assert event.top_up == before.pending.top_up == top_up  # the engine's top-up, as the event carries it
        assert before.pending.n == min(bar_faces * per + top_up, sum(before.pile))
        assert text.startswith(words["head"].format(cards=labels.cards_text(event.cards, lang))), text
        if bar_faces:
            seen.add("bars")
            part = words["bars"].format(per=labels.n_cards(per, lang), bars=labels.n_cards(bar_faces * per, lang))
            assert part in text and f"{bar_faces} " in text and words["no_bars"] not in text, text
        else:
            seen.add("no bars")
            assert words["no_bars"] in text, text
        if top_up:
            seen.add("top-up")
            assert words["top_up"].format(k=top_up) in text, text
        else:
            assert words["filled"] not in text, text
        if drawn < bar_faces * per + top_up:
            seen.add("short")
            assert words["short"].format(n=labels.n_cards(drawn, lang)) in text, text
    assert seen == {"bars", "no bars", "top-up", "short"}, seen  # every part of the line was checked


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_of_a_replenish_takes_the_top_up_from_the_event(lang: str) -> None:
    """The log worked the top-up out again from the hub the event named (a second copy of the rule to fill the
    hub up to 8); now the engine's Replenished event carries the top-up it asked for, and the log says it."""
    from bugkit.voll_verasselt.rules import Replenished

    words = REPLENISH_WORDS[lang]
    for top_up, cards in ((3, (1, 0, 1, 0)), (1, (1, 1, 1, 0)), (0, (2, 0, 0, 0))):
        text = labels.describe(Replenished(turn=4, bars=2, cards=cards, faces=1, top_up=top_up), lang)
        assert (words["top_up"].format(k=top_up) in text) == bool(top_up), text
        assert (words["short"].format(n=labels.n_cards(2, lang)) in text) == (top_up == 3), text


def test_the_log_says_every_event_as_describe_does_in_the_language_shown() -> None:
    """The board says each event once and keeps the sentence (its log is redrawn whole at every tap): through a
    whole bot game and a switch of language, the log is ``labels.describe`` of each event, in the board's language."""
    from bugkit.voll_verasselt.ui import bots_board

    view, press = bots_board("de")
    for _ in range(3000):
        if view.state.is_over:
            break
        press()
    assert view.state.is_over and len(view.state.events) > 50
    for lang in ("de", "en", "de"):
        view.language.value = lang
        assert view.textlog.lines == [labels.describe(e, lang) for e in view.state.events]
    assert view.textlog.lines != [labels.describe(e, "en") for e in view.state.events]
