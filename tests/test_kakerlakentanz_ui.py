"""The Kakerlakentanz play widget, driven from pytest with a fake clock (nothing sleeps).

Scenario tests name the rule or the play fix they check (rules card in ``bugkit.kakerlakentanz.rules``; play fixes
of issue 10 in the docstring of ``bugkit.kakerlakentanz.ui``).
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.session import resolve
from bugkit.kakerlakentanz import Right, Wrong, new_game
from bugkit.kakerlakentanz.rules import TIMEOUT, forbidden_on
from bugkit.kakerlakentanz.ui import FakeClock, PlayView, play_widget
from bugkit.ui import html_text, walk

NBSP = "\u00a0"


def log_text(view: PlayView) -> str:
    return "".join(o["text"] for o in view.log_out.outputs)


def right_call(view: PlayView) -> str:
    return str(view.model.state.legal_actions()[0])


def started(view: PlayView) -> PlayView:
    """Press Start (as the child does when ready) and return the view."""
    view.start_button.click()
    return view


def wait_for_my_turn(view: PlayView, clock: FakeClock) -> None:
    """Let the fake time run in small steps until it is the human's turn, pressing Start whenever the board waits."""
    for _ in range(10_000):
        if view.model.waiting:
            view.start_button.click()
        if (view.model.human_turn and not view.model.waiting) or view.model.state.is_over:
            return
        clock.advance(0.1)
        view.tick()
    raise AssertionError("the bots never finished")


def text(view: PlayView) -> str:
    return " ".join(html_text(w.value) for w in (view.card, view.countdown, view.message, view.said, view.table))


# -- nothing runs before the child is ready ---------------------------------------------------------------------
def test_nothing_runs_before_start_the_card_stays_hidden_and_time_does_not_count() -> None:
    clock = FakeClock()
    view = play_widget(players=3, seed=1, clock=clock)
    clock.advance(100)
    view.tick()
    assert view.model.state.events == ()
    assert "Ready? Press Start or Space." in view.card.value
    assert "Your card" not in text(view) and view.countdown.value == ""
    assert all(b.disabled for b in view.buttons.values()) and not view.start_button.disabled
    view.start_button.click()
    assert "Your card" in view.card.value and f"Time left: 3.0{NBSP}s" in view.countdown.value
    assert view.start_button.disabled


def test_right_call_in_time_is_accepted_and_bots_play_at_their_speed_until_my_turn() -> None:
    clock = FakeClock()
    view = started(play_widget(players=3, seed=1, clock=clock))
    clock.advance(1.0)
    view.tick()
    assert f"Time left: 2.0{NBSP}s" in view.countdown.value
    view.buttons[right_call(view)].click()
    assert "Right!" in view.message.value
    assert "You:" in log_text(view)
    assert not view.model.human_turn  # the cockroaches take their reaction time ...
    assert "Cockroach 1:" not in log_text(view)
    assert all(b.disabled for b in view.buttons.values())
    assert "Cockroach 1 is turning up a card" in view.card.value
    clock.advance(0.39)  # ... which is at least 0.8 s for easy ones
    view.tick()
    assert "Cockroach 1:" not in log_text(view)
    wait_for_my_turn(view, clock)
    assert "Cockroach 1:" in log_text(view)
    assert view.model.human_turn


# -- rule 5: wrong moves, time limit, timeouts ------------------------------------------------------------------
def test_rule5_wrong_call_is_explained_costs_the_cards_and_pauses_the_board() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=4, clock=clock, level="hard"))
    for _ in range(200):
        bad = [d for d in forbidden_on(view.model.state.table) if d != view.model.state.card]
        if bad and not view.model.state.card.startswith("taboo:"):  # type: ignore[union-attr]
            before = view.model.state.hand_sizes()[0] + len(view.model.state.played)
            view.buttons[bad[0]].click()
            assert "was forbidden because" in view.message.value
            assert view.model.state.hand_sizes()[0] == before  # his card back, plus every played card
            assert view.model.state.played == ()
            assert view.model.human_turn  # he starts the new round ...
            assert view.model.waiting and "Ready? Press Start or Space." in view.message.value  # ... when ready
            clock.advance(50)
            view.tick()
            assert view.model.state.played == () and view.model.waiting
            return
        clock.advance(0.5)
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    pytest.fail("no position with a forbidden dance came up")


def test_rule5_waiting_longer_than_the_limit_is_a_timeout_too_slow() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=2, clock=clock))
    clock.advance(2.9)
    view.tick()
    assert view.model.state.events == ()
    clock.advance(0.3)
    view.tick()
    assert f"Too slow: 3.2{NBSP}s is more than 3{NBSP}s." in view.message.value
    assert view.model.state.events[-1].call == TIMEOUT
    assert "You said nothing in time" in view.said.value
    assert view.model.waiting  # a child who does nothing stops the clock: idle never runs on


@pytest.mark.parametrize("late", [1e-9, 1e-6, 0.001, 0.004, 0.0049, 0.009])
def test_rule5_a_timeout_is_always_a_wrong_move_even_a_hair_after_the_limit(late: float) -> None:
    """Issue 10: a timeout used to be sent as a right call whose time rounded to 3.00 s and counted as in time."""
    clock = FakeClock()
    view = started(play_widget(players=2, seed=2, clock=clock))
    clock.advance(3.0 + late)
    view.tick()
    event = view.model.state.events[-1]
    assert isinstance(event, Wrong) and event.call == TIMEOUT and event.reason[0] == "slow"
    assert event.seconds > 3.0  # the exact time, not a rounded one
    assert "Too slow" in view.message.value and f"3.0{NBSP}s is more" not in view.message.value


def test_rule5_a_right_call_after_the_limit_is_still_too_slow() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=2, clock=clock))
    clock.advance(3.001)
    view.buttons[right_call(view)].click()
    assert "Too slow" in view.message.value
    assert view.model.state.events[-1].call != TIMEOUT  # he did call, just too late


def test_rule5_exactly_the_limit_is_still_in_time() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=2, clock=clock))
    clock.advance(3.0)
    view.tick()
    assert view.model.state.events == ()
    view.buttons[right_call(view)].click()
    assert "Right!" in view.message.value


def test_a_cockroachs_wrong_move_pauses_the_board_and_is_explained() -> None:
    clock = FakeClock()
    view = started(play_widget(players=3, seed=11, clock=clock, level="easy"))
    for _ in range(400):
        if view.model.state.is_over:
            break
        if view.model.human_turn and not view.model.waiting:
            view.buttons[right_call(view)].click()
        clock.advance(0.1)
        view.tick()
        last = view.model.state.events[-1] if view.model.state.events else None
        if isinstance(last, Wrong) and last.player != 0:
            assert view.model.waiting
            assert f"Cockroach {last.player}" in view.message.value and "Wrong!" in view.message.value
            assert "Ready? Press Start or Space." in view.message.value
            n = len(view.model.state.events)
            clock.advance(30)
            view.tick()
            assert len(view.model.state.events) == n  # the cockroach waits for Start too
            view.key_catcher.press(" ")  # Space starts
            assert not view.model.waiting
            return
        if view.model.waiting:
            view.start_button.click()
    pytest.fail("no cockroach made a wrong move")


def test_the_clock_stops_when_the_game_is_over() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=8, clock=clock, level="perfect", hand_size=5))
    for _ in range(500):
        if view.model.state.is_over:
            break
        clock.advance(0.7)
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    assert view.model.state.is_over and not view.model.running and not view.model.waiting
    assert "Winner" in view.card.value
    assert all(b.disabled for b in view.buttons.values()) and view.start_button.disabled
    n = len(view.model.state.events)
    clock.advance(100)
    view.tick()
    assert len(view.model.state.events) == n
    view.players.value = 4
    view.new_button.click()
    assert view.model.state.n_players == 4
    assert not view.model.state.is_over and view.model.waiting


def test_a_new_board_or_starting_another_board_stops_the_old_clock() -> None:
    """A re-run cell makes a new board: the old board's clock must not run on unseen."""
    clock = FakeClock()
    old = started(play_widget(players=2, seed=2, clock=clock))
    assert old.model.running and old.key_catcher.armed
    new = play_widget(players=2, seed=3, clock=clock)
    assert not old.model.running and not old.key_catcher.armed
    clock.advance(10)
    old.tick()
    assert old.model.state.events == ()
    started(new)
    old.start_button.click()  # going back to the old board stops the new one
    assert old.model.running and not new.model.running and not new.key_catcher.armed


# -- the last call, keys, practice ----------------------------------------------------------------------------------
def test_the_last_call_by_anyone_is_shown_large_beside_the_piles() -> None:
    clock = FakeClock()
    view = started(play_widget(players=3, seed=1, clock=clock))
    assert view.said.value == ""
    call = right_call(view)
    view.buttons[call].click()
    assert "You said:" in html_text(view.said.value) and "font-size:1.6em" in view.said.value
    wait_for_my_turn(view, clock)
    bot = [e for e in view.model.state.events if isinstance(e, (Right, Wrong))][-1]
    if bot.call != TIMEOUT:
        assert f"Cockroach {bot.player} said:" in html_text(view.said.value)
    view.lang.value = "de"
    assert "gerufen" in html_text(view.said.value)


def test_keys_work_on_the_board_space_starts_then_calls_stop() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=5, clock=clock)
    view.key_catcher.press("4")  # a call key while the board waits does nothing
    assert view.model.waiting and view.model.state.events == ()
    view.key_catcher.press(" ")
    assert view.model.running and view.key_catcher.armed
    key = {"ouch": "1", "buzz": "2", "flap-flap": "3", "meep": "4", "stop": " "}[right_call(view)]
    view.key_catcher.press(key)
    assert isinstance(view.model.state.events[0], Right)
    view.key_catcher.press("x")  # not a key of the game: ignored, no error
    view.key_catcher._received(view.key_catcher, {"key": 12}, [])  # a malformed message from the page: ignored


def test_enter_starts_too_and_letters_call() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=5, clock=clock)
    view.key_catcher.press("Enter")
    assert view.model.running
    letter = {"ouch": "o", "buzz": "b", "flap-flap": "f", "meep": "m", "stop": "s"}[right_call(view)]
    view.key_catcher.press(letter)
    assert isinstance(view.model.state.events[0], Right)


def test_practice_mode_refuses_a_wrong_call_and_lets_me_try_again() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=3, practice=True, clock=clock)
    clock.advance(100)  # no clock in practice, no Start needed
    view.tick()
    assert view.countdown.value == "" and not view.model.waiting
    assert view.start_button.layout.display == "none"
    state = view.model.state
    wrong = next(c for c in view.buttons if c not in [str(a) for a in state.legal_actions()])
    view.buttons[wrong].click()
    assert "try again" in view.message.value
    assert view.model.state is state
    view.buttons[right_call(view)].click()
    assert "Right!" in view.message.value


def test_switching_to_practice_and_back_waits_for_start_again() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=3, clock=clock))
    view.mode.value = "practice"
    assert view.model.practice and not view.model.running
    view.mode.value = "timed"
    assert view.model.waiting


def test_german_labels_and_log() -> None:
    view = started(play_widget(players=2, seed=6, clock=FakeClock(), lang="de"))
    assert view.buttons["meep"].description.endswith("Meeep")
    assert view.buttons["stop"].description.endswith("Stopp!")
    assert view.buttons["flap-flap"].description.endswith("Flapp-Flapp")
    view.buttons[right_call(view)].click()
    assert "Richtig" in view.message.value
    view.lang.value = "en"
    assert view.buttons["flap-flap"].description.endswith("Flap-Flap")
    assert "Right" in log_text(view)
    assert "Richtig" not in log_text(view)


def test_both_piles_and_visible_taboo_cards_are_shown() -> None:
    clock = FakeClock()
    view = started(play_widget(players=2, seed=7, clock=clock, level="hard"))
    for _ in range(300):
        if any(c.startswith("taboo:") for c, _ in view.model.state.played):
            assert "taboo card" in view.table.value
            assert "Pile 2" in view.table.value
            return
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    pytest.fail("no taboo card was played")


# -- a fresh game each time, game numbers, loading ----------------------------------------------------------------
def test_every_board_deals_a_fresh_game_whose_number_is_hidden_and_can_be_replayed() -> None:
    boards = [play_widget(clock=FakeClock()) for _ in range(4)]
    numbers = {b.model.seed for b in boards}
    assert len(numbers) >= 3  # fresh each time (4 draws from 900,000 numbers)
    view = boards[0]
    assert view.seed.value == "" and view.seed.description == "Game number"  # issue 19: shown when over
    view.new_button.click()
    assert view.seed.value == ""
    view.seed.value = "123456"
    view.replay_button.click()
    first = view.model.state
    assert first.history == play_widget(players=3, seed=123456, clock=FakeClock()).model.state.history
    view.new_button.click()
    view.seed.value = "123456"
    view.replay_button.click()
    assert view.model.state == first and view.model.state.card == first.card  # the same game again


@pytest.mark.parametrize("typed", ["-1", "abc", "", "1e5", "9" * 30, "1.5", "12 34x"])
def test_a_bad_game_number_is_explained_on_the_board_and_nothing_changes(typed: str) -> None:
    view = play_widget(players=2, seed=5, clock=FakeClock())
    state = view.model.state
    view.seed.value = typed
    view.replay_button.click()
    assert view.model.state is state
    assert "A game number is a whole number" in view.message.value


def test_adopt_shows_a_save_with_another_setup_and_resets_the_clock() -> None:
    """Issue 11: a 6-player save loaded into a 3-player board must give a working board, clock stopped."""
    clock = FakeClock()
    view = started(play_widget(players=3, seed=1, clock=clock))
    clock.advance(1.0)
    saved = resolve(new_game(players=6), np.random.default_rng(9))
    for _ in range(7):
        saved = resolve(saved.apply(f"{saved.legal_actions()[0]} 1.0"), np.random.default_rng(9))
    view.adopt(saved)
    assert view.model.state is saved and view.players.value == 6 and view.seed.value == ""  # no game number
    assert view.model.waiting and not view.model.running and len(view.model.bots) == 6
    assert "Game loaded." in view.message.value
    clock.advance(50)
    view.tick()
    assert view.model.state is saved  # nothing ran while waiting
    started(view)
    wait_for_my_turn(view, clock)
    assert view.model.state.n_players == 6 and len(view.model.state.history) > 14
    assert f"Time left: 3.0{NBSP}s" in view.countdown.value


# -- the board's controls -------------------------------------------------------------------------------------------
def test_no_icon_only_button_and_no_browser_play_widget() -> None:
    view = play_widget(clock=FakeClock())
    assert not [w for w in walk(view) if isinstance(w, widgets.Play)]
    for w in walk(view):
        if isinstance(w, widgets.Button):
            assert w.description.strip(), w


def test_every_kakerlakentanz_label_has_english_and_german() -> None:
    from bugkit.core.i18n import keys, missing_translations

    ours = [k for k in keys() if k.startswith("kakerlakentanz.")]
    assert len(ours) > 30
    assert not [m for m in missing_translations() if m[0].startswith("kakerlakentanz.")]


def test_bots_play_at_once_without_delay() -> None:
    clock = FakeClock()
    view = started(play_widget(players=4, seed=9, clock=clock, bot_delay=False))
    view.buttons[right_call(view)].click()
    assert view.model.human_turn or view.model.state.is_over or view.model.waiting
    assert "Cockroach 1:" in log_text(view)


def test_a_bad_level_is_refused_clearly() -> None:
    with pytest.raises(InvalidInput, match="level"):
        play_widget(level="godlike", clock=FakeClock())


def run_in_thread(target: Any) -> Any:
    """Return target()'s result, run in a fresh thread (pytest's main thread may run Playwright's event loop)."""
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(target()))
    worker.start()
    worker.join()
    return out[0]


def test_kernel_clock_runs_only_after_start_and_ends_when_the_board_pauses() -> None:
    """In Jupyter/Voila the kernel's event loop drives the countdown; nothing runs before Start or after a pause."""
    assert run_in_thread(lambda: play_widget().start_kernel_clock()) is False  # plain Python: no loop, no clock

    async def main() -> tuple[bool, str, bool, bool]:
        clock = FakeClock()  # no real waiting: fake time moves on, the loop only has to run its tasks
        view = play_widget(players=2, seed=2, clock=clock)
        idle = view._clock_task is None  # made, not started: no task
        view.tick_interval = 0
        view.start_button.click()
        clock.advance(1.5)
        for _ in range(5):
            await asyncio.sleep(0)
        during = view.countdown.value
        clock.advance(5)  # a timeout: the board pauses and the task ends by itself
        for _ in range(5):
            await asyncio.sleep(0)
        assert view._clock_task is not None
        return idle, during, view.model.waiting, view._clock_task.done()

    idle, during, waiting, done = run_in_thread(lambda: asyncio.run(main()))
    assert idle and f"1.5{NBSP}s" in during and waiting and done


def test_a_save_panel_that_sets_the_state_gets_a_stopped_clock_and_a_rebuilt_board(tmp_path: Any) -> None:
    """The shared save panel sets ``model.state``: that is the same as ``adopt`` (clock stopped, set-up rebuilt)."""
    from bugkit.ui.saving import save_replay_for

    clock = FakeClock()
    source = play_widget(players=6, seed=21, clock=clock, bot_delay=False)
    started(source)
    for _ in range(5):
        if source.model.waiting:
            started(source)
        source.buttons[right_call(source)].click()
    panel = save_replay_for(source, "k.json", folder=tmp_path)
    panel.save_button.click()
    board = started(play_widget(players=3, seed=1, clock=clock))
    load = save_replay_for(board, "k.json", folder=tmp_path)
    load.load_button.click()
    assert board.model.state == source.model.state and board.players.value == 6
    assert board.seed.value == "" and board.model.waiting and len(board.model.bots) == 6
    load.slider.value = 1  # replay to an earlier position (the slider counts decisions): the log is written anew
    assert len(log_text(board).splitlines()) == 1
    # the slider shows positions where a player decides: the first call made, and the card chance turned up after it
    assert board.model.state.history[:2] == source.model.state.history[:2] and not board.model.state.is_chance_node
    started(board)
    wait_for_my_turn(board, clock)
    assert board.model.human_turn or board.model.state.is_over


def test_the_players_slider_keeps_the_childs_choice_until_new_game() -> None:
    clock = FakeClock()
    view = started(play_widget(players=3, seed=1, clock=clock))
    view.players.value = 5
    clock.advance(0.5)
    view.tick()
    view.buttons[right_call(view)].click()
    assert view.players.value == 5
    view.new_button.click()
    assert view.model.state.n_players == 5


# -- accessibility: colour never alone, refusals in words (the checks of every board: tests/test_accessibility.py)

def test_a_refused_practice_call_is_written_in_words() -> None:
    k = play_widget(players=2, seed=3, practice=True, clock=FakeClock())
    right = {a.call for a in k.model.state.legal_actions()}
    k.buttons[next(c for c in k.buttons if c not in right)].click()
    assert "try again" in html_text(k.message.value)
