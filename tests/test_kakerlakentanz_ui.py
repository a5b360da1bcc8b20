"""The Kakerlakentanz play widget, driven from pytest with a fake clock (nothing sleeps)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from bugkit.kakerlakentanz.rules import forbidden_on
from bugkit.kakerlakentanz.ui import FakeClock, PlayView, play_widget


def log_text(view: PlayView) -> str:
    return "".join(o["text"] for o in view.log_out.outputs)


def right_call(view: PlayView) -> str:
    return view.model.state.legal_actions()[0]


def wait_for_my_turn(view: PlayView, clock: FakeClock) -> None:
    """Let the fake time run in small steps (the browser's ticker does this) until the bots have played."""
    for _ in range(10_000):
        if view.model.human_turn or view.model.state.is_over:
            return
        clock.advance(0.1)
        view.tick()
    raise AssertionError("the bots never finished")


def test_right_call_in_time_is_accepted_and_bots_play_until_my_turn() -> None:
    clock = FakeClock()
    view = play_widget(players=3, seed=1, clock=clock)
    assert "Time left: 3.0 s" in view.countdown.value
    clock.advance(1.0)
    assert "Time left: 2.0 s" in (view.tick() or view.countdown.value)
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
    assert "Time left: 3.0 s" in view.countdown.value


def test_wrong_call_is_explained_in_words_and_costs_the_cards() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=4, clock=clock, level="hard")
    for _ in range(200):
        bad = [d for d in forbidden_on(view.model.state.table) if d != view.model.state.card]
        if bad and not view.model.state.card.startswith("taboo:"):  # type: ignore[union-attr]
            before = len(view.model.state.hands[0]) + len(view.model.state.played)
            view.buttons[bad[0]].click()
            assert "was forbidden because" in view.message.value
            assert len(view.model.state.hands[0]) == before  # his card back, plus every played card
            assert view.model.state.played == ()
            assert view.model.human_turn  # he starts the new round
            return
        clock.advance(0.5)
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    pytest.fail("no position with a forbidden dance came up")


def test_waiting_longer_than_the_limit_is_a_slow_wrong_move() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=2, clock=clock)
    clock.advance(2.9)
    view.tick()
    assert view.model.state.events == () or view.model.human_turn
    clock.advance(0.3)
    view.tick()
    assert "Too slow: 3.2 s is more than 3 s." in view.message.value


def test_a_right_call_after_the_limit_is_still_too_slow() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=2, clock=clock)
    clock.advance(3.5)
    view.buttons[right_call(view)].click()
    assert "Too slow" in view.message.value


def test_practice_mode_refuses_a_wrong_call_and_lets_me_try_again() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=3, practice=True, clock=clock)
    clock.advance(100)  # no clock in practice
    view.tick()
    assert view.countdown.value == ""
    state = view.model.state
    wrong = next(c for c in view.buttons if c not in state.legal_actions())
    view.buttons[wrong].click()
    assert "try again" in view.message.value
    assert view.model.state is state
    view.buttons[right_call(view)].click()
    assert "Right!" in view.message.value


def test_keyboard_shortcuts_make_calls() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=5, practice=True, clock=clock)
    key = {"ouch": "1", "buzz": "2", "flap-flap": "3", "meep": "4", "stop": " "}[right_call(view)]
    n = len(view.model.state.actions)
    view.key_box.value = key
    assert view.key_box.value == ""
    assert len(view.model.state.actions) > n


def test_german_labels_and_log() -> None:
    view = play_widget(players=2, seed=6, clock=FakeClock(), lang="de")
    assert view.buttons["meep"].description.endswith("Meeep")
    assert view.buttons["stop"].description.endswith("Stopp!")
    view.buttons[right_call(view)].click()
    assert "Richtig" in view.message.value
    view.lang.value = "en"
    assert view.buttons["flap-flap"].description.endswith("Flap-Flap")
    assert "Right" in log_text(view)
    assert "Richtig" not in log_text(view)


def test_both_piles_and_visible_taboo_cards_are_shown() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=7, clock=clock, level="hard")
    for _ in range(300):
        if any(c.startswith("taboo:") for c, _ in view.model.state.played):
            assert "taboo card" in view.table.value
            assert "Pile 2" in view.table.value
            return
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    pytest.fail("no taboo card was played")


def test_a_whole_game_can_be_played_with_the_buttons_and_a_new_game_started() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=8, clock=clock, level="perfect", hand_size=5)
    for _ in range(500):
        if view.model.state.is_over:
            break
        clock.advance(0.7)
        view.buttons[right_call(view)].click()
        wait_for_my_turn(view, clock)
    assert view.model.state.is_over
    assert "Winner" in view.card.value
    assert all(b.disabled for b in view.buttons.values())
    view.players.value = 4
    view.new_button.click()
    assert view.model.state.n_players == 4
    assert not view.model.state.is_over



def test_the_clock_ticks_only_in_the_timed_game() -> None:
    view = play_widget(players=2, seed=3, clock=FakeClock())
    assert view.ticker.playing
    assert view.ticker.layout.visibility == "visible"
    view.mode.value = "practice"
    assert not view.ticker.playing
    assert view.ticker.layout.visibility == "hidden"
    assert view.model.practice


def test_every_kakerlakentanz_label_has_english_and_german() -> None:
    from bugkit.core.i18n import keys, missing_translations

    ours = [k for k in keys() if k.startswith("kakerlakentanz.")]
    assert len(ours) > 30
    assert not [m for m in missing_translations() if m[0].startswith("kakerlakentanz.")]


def test_bots_play_at_once_without_delay_or_in_practice() -> None:
    clock = FakeClock()
    view = play_widget(players=4, seed=9, clock=clock, bot_delay=False)
    view.buttons[right_call(view)].click()
    assert view.model.human_turn or view.model.state.is_over
    assert "Cockroach 3:" in log_text(view)


def test_kernel_clock_ticks_the_board_inside_an_event_loop() -> None:
    """In Jupyter/Voila the kernel's event loop drives the countdown (the browser Play widget would not start)."""
    import asyncio
    import threading

    plain: list[bool] = []  # a fresh thread has no running event loop (pytest's may have one from Playwright)
    worker = threading.Thread(target=lambda: plain.append(play_widget().kernel_clock))
    worker.start()
    worker.join()
    assert plain == [False]  # plain Python: nothing runs by itself

    async def main() -> tuple[str, str, bool]:
        clock = FakeClock()  # no real waiting: fake time moves on, the loop only has to run its tasks
        view = play_widget(clock=clock)
        before = view.countdown.value
        started = view.start_kernel_clock(interval=0)
        clock.advance(1.5)
        for _ in range(5):
            await asyncio.sleep(0)
        return before, view.countdown.value, started

    result: list[tuple[str, str, bool]] = []  # in a thread: pytest's main thread may run Playwright's loop
    worker = threading.Thread(target=lambda: result.append(asyncio.run(main())))
    worker.start()
    worker.join()
    before, after, started = result[0]
    assert started and before != after and "1.5" in after
