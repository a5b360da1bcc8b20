"""The Kakerlakentanz board on the shared table, driven from pytest by tapping piece ids and pressing action ids with
a fake clock (nothing sleeps): ``view.table.press("start")``, ``view.shown()`` (what the front end reports once the
card is drawn), ``view.table.tap("dance-meep")``, ``clock.advance(...)`` and ``view.tick()``.

Scenario tests name the rule or the review item of issue 21 they check (rules card in
``bugkit.kakerlakentanz.rules``; the board's decisions in the docstring of ``bugkit.kakerlakentanz.ui``).
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import numpy as np
import pytest
from gametools import run_on_a_fresh_loop

import bugkit.kakerlakentanz.ui as ui
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import t
from bugkit.core.session import resolve
from bugkit.kakerlakentanz import Right, Wrong, new_game, rules
from bugkit.kakerlakentanz import labels as lbl
from bugkit.kakerlakentanz.rules import TIMEOUT
from bugkit.kakerlakentanz.ui import WRONG_PAUSE, FakeClock, PlayView, play
from bugkit.ui import html_text, visible_texts
from bugkit.ui.board import HIDE

NBSP = "\u00a0"


def board(**options: Any) -> tuple[PlayView, FakeClock]:
    """Return a board on a fake clock (bots at once unless ``pace`` is given) and its clock."""
    clock = FakeClock()
    options = {"pace": 0, "seats": ["human", "easy", "easy", "easy", "easy", "easy"], **options}
    return play(clock=clock, **options), clock


def texts(view: PlayView) -> str:
    """Return every text of the board: the widgets' texts and the table's words (pieces, zones, actions)."""
    scene = view.table.scene
    words = [p["alt"] for z in scene["zones"] for p in z["pieces"]] + [z["label"] for z in scene["zones"]]
    return "\n".join([*visible_texts(view), *words, *(a["label"] for a in view.table.actions)])


def status(view: PlayView) -> str:
    """Return the status line as text."""
    return html_text(view.status.value)


def right_call(view: PlayView) -> str:
    """Return the first right call for the card turned up now."""
    return str(view.state.legal_actions()[0].call)


def wrong_call(view: PlayView) -> str:
    """Return a call that is wrong for the card turned up now."""
    right = {a.call for a in view.state.legal_actions()}
    return next(c for c in ui.CALLS if c not in right)


def ready(view: PlayView) -> None:
    """Tap Start if the board waits, and report the card drawn (as the browser does)."""
    if view.waiting:
        view.table.press("start")
    view.shown()


def dances(view: PlayView) -> list[dict[str, Any]]:
    """Return the five dance controls of the table."""
    return next(z for z in view.table.scene["zones"] if z["id"] == "calls")["pieces"]


def card_piece(view: PlayView) -> dict[str, Any]:
    """Return the card turned up in the middle of the table."""
    return next(p for z in view.table.scene["zones"] for p in z["pieces"] if p["id"] == "card")


# -- nothing runs before the child is ready ---------------------------------------------------------------------
def test_nothing_runs_before_start_the_card_stays_face_down_and_no_dance_can_be_tapped() -> None:
    view, clock = board(players=3, seed=1)
    state = view.state
    assert view.waiting and status(view) == "Ready? Tap Start."
    assert "bugkit-kkt-back" in card_piece(view)["picture"] and "still face down" in card_piece(view)["alt"]
    assert not any(p["tappable"] for p in dances(view)) and "id" not in view.table.scene
    assert view.table.actions == [{"id": "start", "label": "▶ Start", "enabled": True}]
    clock.advance(60)
    view.tick()
    assert view.state is state  # nothing ran


def test_review_tap_start_on_touch_screens_in_both_languages() -> None:
    assert status(board(seed=1)[0]) == "Ready? Tap Start."
    german, _ = board(seed=1, lang="de")
    assert status(german) == "Bereit? Tippe auf Start." and "Tippe auf Start" in texts(german)
    assert "Leertaste" not in status(german) and "Drück" not in texts(german)


# -- the answer clock counts from the moment the card is shown in the browser ------------------------------------------
def test_review_the_answer_time_counts_from_the_moment_the_card_is_shown_not_from_when_it_was_dealt() -> None:
    view, clock = board(players=2, seed=3)
    view.table.press("start")
    scene_id = view.table.scene["id"]
    assert scene_id and all(p["tappable"] for p in dances(view))  # the face-up card's scene asks for a report
    clock.advance(8.0)  # the page takes long to draw the card: that time is not the child's
    assert not view.tick() and view.state.events == ()
    assert status(view).endswith(f"Time left: 3.0{NBSP}s")
    view.table._on_msg(view.table, {"kind": "shown", "id": scene_id + "x"}, [])  # a stale or foreign report ...
    assert view._shown_at is None  # ... is ignored
    view.table._on_msg(view.table, {"kind": "shown", "id": scene_id}, [])  # the front end's report
    assert view._shown_at == 8.0
    clock.advance(1.25)
    view.tick()
    assert status(view).endswith(f"Time left: 1.8{NBSP}s")
    view.table.tap(f"dance-{right_call(view)}")
    event = view.state.events[0]
    assert isinstance(event, Right) and event.seconds == 1.25 and event.player == 0


def test_review_a_tap_before_the_card_was_shown_is_ignored() -> None:
    view, clock = board(players=2, seed=3)
    view.table.press("start")
    call = right_call(view)
    view.table.tap(f"dance-{call}")
    view.key_catcher.press("1")
    assert view.state.events == () and not view.waiting
    assert view.shown()
    clock.advance(0.5)
    view.buttons[call].click()
    assert len(view.state.events) >= 1 and view.state.events[0].seconds == 0.5


@pytest.mark.parametrize("late", [3.0001, 3.5, 60.0])
def test_rule5_saying_nothing_beyond_the_limit_is_a_timeout_and_the_board_waits_for_start(late: float) -> None:
    view, clock = board(players=2, seed=2)
    ready(view)
    clock.advance(late)
    assert view.tick()
    wrong = view.state.events[-1]
    assert isinstance(wrong, Wrong) and wrong.call == TIMEOUT and wrong.seconds == late and wrong.reason[0] == "slow"
    assert view.waiting and status(view) == "Ready? Tap Start."
    assert "You: " in html_text(view.said.value) and "nothing in time" in html_text(view.said.value)
    assert "You take back" in html_text(view.said.value)


def test_rule5_exactly_the_limit_is_still_in_time_and_a_call_after_it_is_too_slow() -> None:
    view, clock = board(players=2, seed=2)
    ready(view)
    clock.advance(3.0)
    assert not view.tick()
    view.table.tap(f"dance-{right_call(view)}")
    assert isinstance(view.state.events[0], Right)
    view2, clock2 = board(players=2, seed=2)
    ready(view2)
    clock2.advance(3.2)  # the tick has not come yet: the late call itself is too slow
    view2.table.tap(f"dance-{right_call(view2)}")
    assert isinstance(view2.state.events[0], Wrong) and view2.state.events[0].reason[0] == "slow"


def test_review_a_tap_or_key_that_reaches_a_board_waiting_for_start_is_ignored_never_played_on_the_next_card() -> None:
    view, clock = board(players=2, seed=2)
    ready(view)
    clock.advance(3.5)
    view.tick()  # a timeout: the board waits for Start
    history = view.state.history
    for call in ui.CALLS:  # the child taps on, a moment too late
        view.table.tap(f"dance-{call}")
    for key in ("1", "2", "3", "4", "5", " ", "m", "s"):
        view.key_catcher.press(key)
    assert view.state.history == history and view.waiting
    view.key_catcher.press("Enter")  # Enter (or the Start action) goes on: the next card is shown ...
    assert not view.waiting and view.state.history == history  # ... and nothing was played on it
    assert view.shown()
    view.key_catcher.press({"ouch": "1", "buzz": "2", "flap-flap": "3", "meep": "4", "stop": "5"}[right_call(view)])
    assert len(view.state.history) > len(history) and isinstance(view.state.events[len(view.state.events) - 1],
                                                                  (Right, Wrong))


def test_rule5_a_wrong_call_is_explained_costs_the_cards_and_the_board_waits_for_start() -> None:
    view, _clock = board(players=2, seed=4, seats=["human", "hard"])
    for _ in range(200):
        ready(view)
        if view.state.played:
            break
        view.table.tap(f"dance-{right_call(view)}")
    ready(view)
    view.table.tap(f"dance-{wrong_call(view)}")
    wrong = view.state.events[-1]
    assert isinstance(wrong, Wrong) and wrong.player == 0 and wrong.taken >= 2
    said = html_text(view.said.value)
    assert "Wrong!" in said and "You take back" in said and view.waiting
    assert not view.start_button.disabled
    # Start: the next card is up, and the old "Wrong!" is gone (an audit's child read it as this card's, with 3 s
    # to react); the line says the new round's news instead
    view.start_button.click()
    assert not view.waiting and view.state.card is not None
    said = html_text(view.said.value)
    assert "Wrong!" not in said and "take back" not in said and "Nothing is forbidden" in said, said


# -- bots -------------------------------------------------------------------------------------------------------
def bot_errs(view: PlayView) -> bool:
    """Return True if the last event is a bot's wrong move."""
    events = view.state.events
    return bool(events) and isinstance(events[-1], Wrong) and events[-1].player != 0


def test_review_after_a_bots_wrong_move_the_board_does_not_stop_for_start() -> None:
    view, _clock = board(players=3, seed=11, seats=["human", "easy", "easy"])
    for _ in range(400):
        if view.state.is_over:
            break
        before = len([e for e in view.state.events if isinstance(e, Wrong) and e.player != 0])
        ready(view)
        view.table.tap(f"dance-{right_call(view)}")
        after = [e for e in view.state.events if isinstance(e, Wrong) and e.player != 0]
        if len(after) > before:
            assert not view.waiting  # the bots played on, and it is my turn without another Start
            assert view.human_to_move() and "Tap the right dance" in status(view)
            assert "Wrong!" in " ".join(view.textlog.lines)
            return
    pytest.fail("no cockroach made a wrong move")


def test_review_a_bots_wrong_move_is_shown_for_a_short_pause_only_then_the_bots_play_on() -> None:
    """In the kernel (an asyncio loop), the next bot step after a bot's wrong move waits WRONG_PAUSE (1-2 s), the
    others the pace; nothing waits for Start."""
    assert 1 <= WRONG_PAUSE <= 2

    async def main() -> tuple[float, float]:
        view, _clock = board(players=3, seed=11, seats=["human", "easy", "easy"], pace=0.4)
        view.table.press("start")
        loop = asyncio.get_running_loop()
        for _ in range(2000):
            if view.state.is_over:
                break
            if view.human_to_move():
                view.shown()
                view.table.tap(f"dance-{right_call(view)}")
            else:
                view.bot_step()  # what the timer does when it fires
            if bot_errs(view) and view.session.to_play is not None:
                assert not view.waiting and view._timer is not None
                wait = view._timer.when() - loop.time()
                view.bot_step()
                plain = view._timer.when() - loop.time() if view._timer is not None else 0.4
                return wait, plain
        raise AssertionError("no cockroach made a wrong move")

    wait, plain = run_on_a_fresh_loop(main)
    assert WRONG_PAUSE - 0.2 <= wait <= WRONG_PAUSE + 0.01 and plain <= 0.41


def test_bots_play_by_themselves_and_the_status_says_a_bot_is_to_move() -> None:
    view, _clock = board(players=3, seed=1, seats=["human", "easy", "easy"], pace=0.8)
    ready(view)
    view.table.tap(f"dance-{right_call(view)}")
    assert status(view) == "Cockroach 1 (bot) is turning up a card …"  # no running loop here: the step waits
    assert not any(p["tappable"] for p in dances(view))
    view.paused.value = True
    assert "Cockroach 1 (bot) is to move: the bots are stopped" in status(view)
    view.paused.value = False
    view.run_bots()
    assert view.human_to_move() or view.state.is_over
    assert any(line.startswith("Cockroach 1:") for line in view.textlog.lines)


def test_the_countdown_runs_on_the_kernels_loop_only_while_the_card_is_on_the_clock() -> None:
    async def main() -> tuple[bool, bool, bool]:
        view, _clock = board(players=2, seed=2)
        idle = view._ticker is None
        view.table.press("start")
        before_shown = view._ticker is None
        view.shown()
        ticking = view._ticker is not None
        view.table.tap(f"dance-{right_call(view)}")
        return idle and before_shown, ticking, view._ticker is None or view.table.scene.get("id") == view._card_id

    idle, ticking, stopped = run_on_a_fresh_loop(main)
    assert idle and ticking and stopped
    assert ui.TICK <= 0.5


# -- a whole game by taps ---------------------------------------------------------------------------------------
def test_a_whole_game_played_by_taps_ends_with_a_winner_and_a_new_game_action() -> None:
    view, clock = board(players=3, seed=5, hand_size=5, seats=["human", "easy", "hard"])
    for n in range(2000):
        if view.state.is_over:
            break
        ready(view)
        clock.advance(0.7)
        view.table.tap(f"dance-{wrong_call(view) if n % 7 == 3 else right_call(view)}")
    assert (view.state.is_over and "Winner!" in status(view)) or "Gewonnen" in status(view)
    assert view.table.actions == [{"id": "new", "label": "New game", "enabled": True}]
    assert not any(p["tappable"] for p in dances(view)) and view.seed.value  # the game number shows at the end
    old = view.state
    view.table.press("new")
    assert view.state is not old and view.waiting and not view.state.is_over


# -- practice ---------------------------------------------------------------------------------------------------
def test_practice_mode_refuses_a_wrong_call_explains_it_and_lets_me_try_again() -> None:
    view, clock = board(players=2, seed=3, practice=True)
    assert not view.waiting and view.table.actions == [] and "Tap the right dance." in status(view)
    assert "Nothing is forbidden" in html_text(view.said.value)
    clock.advance(100)
    view.table.tap(f"dance-{wrong_call(view)}")
    assert view.state.events == () and "Not right, try again:" in html_text(view.said.value)
    view.table.tap(f"dance-{right_call(view)}")
    assert isinstance(view.state.events[0], Right) and view.state.events[0].seconds is None  # no clock
    assert "try again" not in html_text(view.said.value)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_in_practice_no_cockroach_is_too_slow_and_none_is_timed(lang: str) -> None:
    """Practice has no clock, yet the cockroaches played with their reaction times, and one after 3 s was told "Too
    slow: 4.1 s is more than 3 s" and took back the cards (game number 1: 13 times in a game of easy cockroaches).
    Now a cockroach calls without the clock, as the child does: its call is untimed, and a wrong call is not played
    (in practice the rules refuse it; the cockroach calls again). The same game, timed, still has slow ones."""
    slow = t("kakerlakentanz.reason.slow", lang, seconds="?", limit="?").split("?")[0]  # "Too slow: "
    for practice in (True, False):
        view, _ = board(players=3, seats=["easy", "easy", "easy"], seed=1, practice=practice, lang=lang)
        view.run_bots()
        assert view.state.is_over
        calls = [e for e in view.state.events if isinstance(e, (Right, Wrong))]
        late = [e for e in calls if isinstance(e, Wrong) and e.reason[0] == "slow"]
        if practice:
            assert late == [] and all(isinstance(e, Right) and e.seconds is None for e in calls)
            assert not any(slow in line for line in view.log_lines()), view.log_lines()
        else:
            assert late and all(e.seconds is not None for e in calls)  # the timed game keeps its clock
            assert any(slow in line for line in view.log_lines())


def test_switching_to_practice_and_back_waits_for_start_again() -> None:
    view, _clock = board(players=2, seed=3)
    ready(view)
    view.mode.value = "practice"
    assert not view.waiting and all(p["tappable"] for p in dances(view)) and "id" not in view.table.scene
    view.mode.value = "timed"
    assert view.waiting and status(view) == "Ready? Tap Start."


# -- the time setting for younger children ----------------------------------------------------------------------
def test_review_a_time_setting_for_younger_children_3_4_5_seconds_3_by_default() -> None:
    view, clock = board(players=2, seed=2)
    assert view.time_limit.value == 3.0 and view.state.rules.time_limit == 3.0
    assert list(view.time_limit.options) == [("3\u00a0s (rulebook)", 3.0), ("4\u00a0s (younger children)", 4.0),
                                             ("5\u00a0s (younger children)", 5.0)]
    view.language.value = "de"
    assert view.time_limit.description == "Bedenkzeit" and view.time_limit.options[2][0] == "5\u00a0s (für Jüngere)"
    view.time_limit.value = 5.0
    view.new_button.click()  # like the players and the variant: from the next game on
    assert view.state.rules.time_limit == 5.0
    ready(view)
    clock.advance(4.5)
    assert not view.tick()
    view.table.tap(f"dance-{right_call(view)}")
    assert isinstance(view.state.events[0], Right)
    assert play(time_limit=4, clock=FakeClock()).state.rules.time_limit == 4.0
    with pytest.raises(InvalidInput, match="time_limit"):
        play(time_limit=0)


def test_review_the_rules_card_names_the_time_limit_parameter_and_its_settings() -> None:
    card = " ".join((rules.__doc__ or "").split())
    assert "``time_limit``" in card and "3 s (the rulebook)" in card and "4 s or 5 s for younger children" in card


def test_the_childrens_variant_is_a_setting_too() -> None:
    view, _clock = board(players=2, seed=2, variant="children")
    assert view.state.rules.variant == "children"
    assert view.variant.options[1] == ("younger children: no taboo cards", "children")


# -- the table: words, no cut labels, 390 px, projector ----------------------------------------------------------
def test_review_all_five_dance_controls_are_pieces_with_words_and_no_label_is_cut() -> None:
    for lang in ("en", "de"):
        view, _clock = board(seed=1, lang=lang)
        pieces = dances(view)
        assert [p["id"] for p in pieces] == ["dance-ouch", "dance-buzz", "dance-flap-flap", "dance-meep",
                                             "dance-stop"]
        flap = pieces[2]
        assert flap["alt"] == ("Flap-Flap: flap your arms (key 3)" if lang == "en" else
                               "Flapp-Flapp: mit den Armen flattern (Taste 3)")
        assert 'textLength="74"' in flap["picture"]  # a long name is squeezed to fit, never cut
        assert "…" not in texts(view).replace("turning up a card …", "").replace("deckt eine Karte auf …", "")
    css = ui.KKT_CSS
    assert "@media (max-width:480px)" in css and "[data-zone=calls] svg{width:56px}" in css  # 5 × 66 px < 390 px


def test_review_projector_mode_hides_the_settings() -> None:
    view, _clock = board(seed=1)
    assert HIDE in view.settings._dom_classes and HIDE in view.below._dom_classes
    view.projector.value = True
    assert "bugkit-projector" in view._dom_classes and view.table.projector
    assert ".bugkit-projector .bugkit-kkt-said" in ui.KKT_CSS


def test_the_piles_and_a_visible_taboo_card_are_on_the_table() -> None:
    view, _clock = board(players=2, seed=7, seats=["human", "hard"])
    for _ in range(300):
        ready(view)
        if any(c.startswith("taboo:") for c, _ in view.state.played):
            middle = [p["alt"] for p in view.table.scene["zones"][0]["pieces"]]
            assert middle[0].startswith("Pile 1") and middle[-1].startswith("Pile 2")
            assert "taboo card" in " ".join(middle)
            return
        view.table.tap(f"dance-{right_call(view)}")
    pytest.fail("no taboo card was played")


def test_the_board_speaks_one_language_and_switches() -> None:
    view, _clock = board(players=2, seed=6, lang="de")
    ready(view)
    view.table.tap(f"dance-{right_call(view)}")
    assert "Du hast gerufen" in html_text(view.said.value) or "Du:" in status(view)
    assert "Stapel 1" in texts(view) and "Pile 1" not in texts(view)
    view.language.value = "en"
    assert "Pile 1" in texts(view) and "Stapel" not in texts(view)
    assert all("Richtig" not in line for line in view.textlog.lines)


# -- keys -------------------------------------------------------------------------------------------------------
def test_keys_enter_starts_digits_and_letters_call_space_is_stop() -> None:
    view, clock = board(players=2, seed=2)
    view.key_catcher.press(" ")  # Space is Stop, never Start
    assert view.waiting
    view.key_catcher.press("Enter")
    assert not view.waiting and view.shown()
    clock.advance(0.4)
    call = right_call(view)
    view.key_catcher.press({"ouch": "o", "buzz": "b", "flap-flap": "f", "meep": "m", "stop": " "}[call])
    assert view.state.events[0].call == call and view.state.events[0].seconds == 0.4


# -- other boards, loading, game numbers ------------------------------------------------------------------------
def test_a_new_board_or_starting_another_board_stops_the_old_clock() -> None:
    old, _clock = board(players=2, seed=2)
    ready(old)
    assert not old.waiting
    new, _clock2 = board(players=2, seed=3)
    assert old.waiting and not old.key_catcher.armed
    ready(new)
    assert new.key_catcher.armed
    ready(old)
    assert new.waiting and not old.waiting


def test_adopt_shows_a_save_with_another_setup_and_the_board_waits() -> None:
    view, clock = board(players=3, seed=1)
    ready(view)
    saved = resolve(new_game(players=6), np.random.default_rng(9))
    for _ in range(7):
        saved = resolve(saved.apply(f"{saved.legal_actions()[0]} 1.0"), np.random.default_rng(9))
    view.adopt(saved)
    assert view.state is saved and view.players.value == 6 and view.seed.value == "" and view.waiting
    assert len(view.bots) == 6
    clock.advance(50)
    view.tick()
    assert view.state is saved  # nothing ran while waiting
    ready(view)
    assert view.state.n_players == 6 and (view.human_to_move() or view.state.is_over)


def test_a_save_panel_loads_into_a_waiting_board_and_replays(tmp_path: Any) -> None:
    from bugkit.ui.saving import save_replay_for

    source, _clock = board(players=6, seed=21)
    for _ in range(5):
        ready(source)
        source.table.tap(f"dance-{right_call(source)}")
    panel = save_replay_for(source, "k.json", folder=tmp_path)
    panel.save_button.click()
    target, _clock2 = board(players=3, seed=1)
    ready(target)
    load = save_replay_for(target, "k.json", folder=tmp_path)
    load.load_button.click()
    assert target.state == source.state and target.players.value == 6 and target.waiting
    load.slider.value = 1
    assert len(target.textlog.lines) == 1 and target.waiting


def test_a_bad_argument_is_refused_clearly() -> None:
    for kwargs in ({"seats": ["human", "godlike"]}, {"practice": "no"}, {"clock": 3}, {"pace": 5},
                   {"variant": "kids"}, {"hand_size": -1}):
        with pytest.raises(InvalidInput):
            play(**kwargs)


def test_one_factory_one_log_and_the_lessons_helper_stays() -> None:
    for gone in ("play_widget", "PlayModel", "table_html", "said_html", "howto_html"):
        assert not hasattr(ui, gone), gone
    view, _clock = board(seed=1)
    assert not hasattr(view, "log_out") and not hasattr(view, "model")
    assert callable(ui.tree_diagram) and ui.NUMBER_CONTROLS == ("seed", "new_button")


def test_every_kakerlakentanz_label_has_english_and_german() -> None:
    from bugkit.core.i18n import keys, missing_translations

    ours = [k for k in keys() if k.startswith("kakerlakentanz.")]
    assert len(ours) > 30
    assert not [m for m in missing_translations() if m[0].startswith("kakerlakentanz.")]


# -- wording (audit) --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_call_said_in_practice_ends_with_a_full_stop_before_the_forbidden_dances(lang: str) -> None:
    """Audit: "Right! You said: Meep Forbidden now: Meep." ran two sentences together."""
    import re

    view, _ = board(players=2, seed=3, practice=True, lang=lang)
    view.table.tap(f"dance-{right_call(view)}")
    said = html_text(view.said.value)
    verb = {"en": "said", "de": "gerufen"}[lang]  # the child's call, or a bot's that came after it
    after = {"en": "(Forbidden now|Nothing is forbidden)", "de": "(Jetzt verboten|Nichts ist verboten)"}[lang]
    assert re.search(rf"{verb}: ([^.!?]+\.|.Stopp?!.) {after}", said), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_face_down_card_is_your_card_for_the_child(lang: str) -> None:
    """Audit: the face-down card read "the card of You, still face down" / "die Karte von Du, noch verdeckt"."""
    view, _ = board(players=3, seed=1, lang=lang)
    assert view.waiting and view.state.current_player == 0
    assert card_piece(view)["alt"] == {"en": "your card, still face down", "de": "deine Karte, noch verdeckt"}[lang]


def test_a_bots_face_down_card_is_named_with_its_name() -> None:
    from bugkit.core.i18n import t

    assert t("kakerlakentanz.draw.hidden_card", "en", name="Cockroach 1") == "Cockroach 1's card, still face down"
    assert t("kakerlakentanz.draw.hidden_card", "de", name="Kakerlake 1") == "die Karte von Kakerlake 1, noch verdeckt"


@pytest.mark.parametrize(("card", "lang", "words"), [
    ("ouch", "en", "“Stop!” is only for taboo cards; this was an Ouch card."),
    ("meep", "en", "“Stop!” is only for taboo cards; this was a Meep card."),
    ("ouch", "de", "„Stopp!“ gilt nur bei Tabu-Karten; das war eine Aua-Karte.")])
def test_stop_on_a_dance_card_names_the_card_with_the_right_article(card: str, lang: str, words: str) -> None:
    """Audit: "this was a Ouch card"."""
    from bugkit.kakerlakentanz.labels import explain

    assert explain(("stop_on_dance", card), lang) == words


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_projector_the_dances_names_are_24_px_and_unsqueezed(lang: str) -> None:
    """On a projector a dance control is its taller shape drawn ``PROJECTOR_CALL`` px wide: every word in it (its
    name, Ouch's "!" drawn ``MARK_FONT`` px there) is drawn 24 px or more, as every word on a projector (18.6 px at
    104 px wide, then 20.1-20.7 px), and no name is squeezed ("Flapp-Flapp" stood in 70 % of its width): a long one
    breaks after its hyphen. The tablet's shape is hidden there, and the other way round on a tablet."""
    from pictures import drawn_words

    from bugkit.kakerlakentanz.draw import CALL_LINE, TALL_CALL_FONT
    from bugkit.ui.draw import text_width

    view, _clock = board(seed=1, lang=lang)
    lines = {}
    for piece in dances(view):
        tablet, tall = re.findall(r"<svg.*?</svg>", piece["picture"])
        assert "bugkit-kkt-call-tall" in tall and "bugkit-kkt-call-tall" not in tablet and "textLength" not in tall
        mark = tall.replace('font-size="26" font-weight="bold" font-family="sans-serif" fill="#b00020" '
                            'class="bugkit-kkt-mark"', f'font-size="{ui.MARK_FONT}"')  # (its size on a projector)
        words = drawn_words(mark, ui.PROJECTOR_CALL)
        assert words and min(size for _, size in words) >= 24, (piece["id"], words)
        spans = re.findall(r"<tspan[^>]*>([^<]*)</tspan>", tall)
        assert max(text_width(span, TALL_CALL_FONT) for span in spans) <= CALL_LINE, spans
        lines[piece["id"]] = spans
    assert lines["dance-flap-flap"] == (["Flap-", "Flap"] if lang == "en" else ["Flapp-", "Flapp"])
    assert lines["dance-meep"] == [lbl.dance_name("meep", lang)]
    css = ui.KKT_CSS
    assert ".bugkit-kakerlakentanz .bugkit-kkt-call-tall{display:none}" in css
    assert (".bugkit-table-projector [data-zone=calls] svg.bugkit-kkt-call-tall"
            f"{{display:block;width:{ui.PROJECTOR_CALL}px;height:auto}}") in css
    assert ".bugkit-table-projector [data-zone=calls] svg:not(.bugkit-kkt-call-tall){display:none}" in css
    assert f".bugkit-table-projector .bugkit-kkt-mark{{font-size:{ui.MARK_FONT}px}}" in css


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_projector_the_card_turned_up_and_a_piles_top_card_draw_no_word_under_24_px(lang: str) -> None:
    """The card turned up draws its names ``CARD_NAME_FONT`` px on a projector, 24 px or more there (16 px, drawn
    20.3 px), each within the card's 144 px; Ouch's "!" is ``MARK_FONT`` px there (its taboo card's small cockroach
    drew it 19 px). A pile's top card, drawn at 0.67 of its size, draws its "!" ``PILE_MARK_FONT`` px (17.4 px before)
    and leaves out its names (10.7 px) and a taboo card's small "!" there."""
    from pictures import drawn_words

    from bugkit.kakerlakentanz.components import CARD_KINDS
    from bugkit.kakerlakentanz.draw import card_svg, pile_svg
    from bugkit.ui.draw import text_width

    def projected(picture: str, sizes: dict[str, int]) -> str:
        """Return ``picture`` with the sizes the projector's CSS gives its names and marks."""
        picture = re.sub(r'(<text x="75" y="\d+" text-anchor="middle" font-size=")\d+', rf"\g<1>{sizes['name']}",
                         picture)
        return re.sub(r'font-size="26"([^>]*class="bugkit-kkt-mark")', rf'font-size="{sizes["mark"]}"\1', picture)

    for card in CARD_KINDS:
        turned_up = card_svg(card, lang, 180)
        words = drawn_words(projected(turned_up, {"name": ui.CARD_NAME_FONT, "mark": ui.MARK_FONT}),
                            ui.PROJECTOR_CARD)
        assert words and min(size for _, size in words) >= 24, (card, words)
        assert max(text_width(w, ui.CARD_NAME_FONT) for w, _ in words if w != "!") <= 144, (card, words)
        if card == "ouch":  # (the names and a taboo card's "!" left out: the CSS below)
            top = projected(pile_svg([card], 1, True, lang), {"name": 0, "mark": ui.PILE_MARK_FONT})
            marks = [w for w in drawn_words(top, ui.PROJECTOR_PILE) if w[0] == "!"]
            assert len(marks) == 1 and marks[0][1] >= 24, marks
    css = ui.KKT_CSS
    assert f"[data-id=card] svg.bugkit-kkt-card>g>text{{font-size:{ui.CARD_NAME_FONT}px}}" in css
    assert f".bugkit-table-projector .bugkit-kkt-pile .bugkit-kkt-mark{{font-size:{ui.PILE_MARK_FONT}px}}" in css
    assert (".bugkit-table-projector .bugkit-kkt-pile :is(svg.bugkit-kkt-card>g>text,.bugkit-kkt-taboo "
            ".bugkit-kkt-mark){display:none}") in css


def test_on_a_projector_the_piles_and_hands_counts_are_24_px() -> None:
    """A pile's count (15 px in a picture drawn 132 / 126 of its size: 15.7 px) and a hand's (16 px, drawn at its
    own size) are drawn ``COUNT_FONT`` px in their pictures on a projector, 24 px or more on the screen (they were
    20-21 px)."""
    from bugkit.kakerlakentanz.draw import hand_svg

    view, _clock = board(seed=1)
    pile = view.table.scene["zones"][0]["pieces"][0]["picture"]
    for picture, shown in ((pile, ui.PROJECTOR_PILE), (hand_svg(42, "You"), None)):
        assert picture.count('class="bugkit-kkt-count"') == 1, picture
        width = float(re.findall(r'<svg [^>]*? width="([\d.]+)"', picture)[0])
        assert ui.COUNT_FONT * (shown or width) / width >= 24, (shown, width)
    assert f".bugkit-kakerlakentanz.bugkit-projector .bugkit-kkt-count{{font-size:{ui.COUNT_FONT}px}}" in ui.KKT_CSS


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_settings_offer_a_shorter_game_with_fewer_cards_for_each_player(lang: str) -> None:
    """A board dealt the whole box (three players: 42 cards each, a game longer than a lesson) and offered no
    shorter game; ``hand_size`` was a Python argument only. The settings now offer 8, 16 or 24 cards each, taken by
    the next new game; a loaded save shows its own deal there."""
    view, _ = board(players=3, lang=lang)
    assert view.hand.value == 0 and view.state.hand_sizes() == (42, 42, 42)  # (the turned-up card is held)
    assert view.hand.options[0][0] == t("kakerlakentanz.hand_size.all", lang)
    assert view.hand.description == t("kakerlakentanz.hand_size", lang)
    view.hand.value = 8
    assert view.state.hand_sizes() == (42, 42, 42)  # a setting is taken by the next game, not the one going on
    view.new_button.click()
    assert view.state.hand_sizes() == (8, 8, 8) and view.state.setup["hand_size"] == 8
    view.adopt(new_game(3, hand_size=5))
    assert view.hand.value == 5 and (str(5), 5) in view.hand.options
    view.set_language("de" if lang == "en" else "en")
    assert view.hand.description == t("kakerlakentanz.hand_size", view.lang)
