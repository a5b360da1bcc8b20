"""The Würfel-WG widget driven from pytest: toggles, clicks and values, no browser."""

from __future__ import annotations

from test_wuerfel_wg_rules import top

from bugkit import wuerfel_wg as W
from bugkit.core.i18n import missing_translations
from bugkit.ui import html_text
from bugkit.wuerfel_wg import labels
from bugkit.wuerfel_wg.events import Rerolled
from bugkit.wuerfel_wg.rules import Phase
from bugkit.wuerfel_wg.ui import play


def test_german_by_default_with_an_english_switch() -> None:
    view = play(seed=1)
    assert view.reroll_button.description == "Markierte parken, Rest neu würfeln"
    assert "Die Mitte" in view.middle.value and "Kühlschrank" in view.wgs.value
    view.language.value = "en"
    assert view.reroll_button.description == "Park the marked dice, re-roll the rest"
    assert "The middle" in view.middle.value and "Fridge" in view.wgs.value
    assert "Player 1" in view.status.value
    assert not [k for k, _ in missing_translations() if k.startswith("wuerfel_wg.")]


def test_park_toggles_and_reroll_button_park_the_marked_dice() -> None:
    view = play(seed=1, lang="en")
    s = view.state
    assert s.phase == Phase.REROLL and not view.reroll_button.disabled
    shown = [b for b in view.die_buttons if b.layout.display != "none"]
    assert len(shown) == len(s.dice) == 4
    keep = next(i for i, v in enumerate(s.dice) if v != 0)
    view.die_buttons[keep].value = True
    view.reroll_button.click()
    rerolled = next(e for e in view.state.events if isinstance(e, Rerolled))
    assert s.dice[keep] in rerolled.kept
    assert "parks" in view.textlog.value


def test_the_advisor_names_dice_to_park_with_a_chance() -> None:
    view = play(seed=1, lang="en")
    assert view.target.options
    view.target.value = view.target.options[0][1]
    assert "Chance" in view.advice.value or "keep it" in view.advice.value
    view.advice_button.click()
    marked = view.parked()
    advice = view._advice()
    assert advice is not None
    assert sorted(marked) == sorted(advice.park)


def test_the_panel_lists_what_the_roll_can_pay_for_and_do_takes_it() -> None:
    view = play(seed=3, lang="en", seats=["human", "human"])
    for _ in range(200):  # play by clicks until some roll can pay for something
        if view.state.phase == Phase.REROLL:
            view.done_button.click()
        elif view.state.phase == Phase.USE and view.options.options:
            break
        elif view.state.phase == Phase.FREELOAD:
            view.pass_button.click()
    assert view.state.phase == Phase.USE
    label, action = view.options.options[0]
    assert "with" in label
    view.options.value = action
    view.do_button.click()
    assert str(action) in view.state.history


def test_illegal_action_is_explained_and_changes_nothing() -> None:
    view = play(seed=1, lang="en")
    before = view.state
    view.act("end")
    assert view.state is before
    assert "Not allowed" in view.error.value


def test_bots_play_until_the_human_and_a_whole_bot_game_ends() -> None:
    view = play(seed=2, seats=["planner", "human"], lang="en")
    assert view.reroll_button.disabled
    view.step_button.click()
    assert view.state.history
    view.bots_button.click()
    assert view.state.current_player == 1
    bots = play(seed=4, seats=["greedy", "planner"], lang="de")
    bots.bots_button.click()
    assert bots.state.is_over
    assert "Spiel aus" in bots.status.value


def test_new_game_uses_the_controls() -> None:
    view = play(seed=1)
    view.players.value = 3
    view.variant.value = "beginners"
    view.seed.value = "9"
    view.new_button.click()
    assert view.state.n_players == 3 and view.number == 9
    assert view.state.troublemakers == ()
    assert "Spieler 3" in view.wgs.value
    assert "Wiederholung von Spiel Nummer 9" in view.game_number.value


def test_every_board_and_every_new_game_is_a_fresh_random_game_with_its_number_shown() -> None:
    """Issue 10 'a fresh game each time': no fixed seed; the game number on the board replays the game."""
    a, b = play(lang="en"), play(lang="en")
    assert a.number != b.number
    assert str(a.number) not in a.game_number.value  # issue 19: hidden until the game is over
    first = a.number
    a.new_button.click()
    assert a.number != first and str(a.number) not in a.game_number.value
    a.seed.value = str(first)
    a.new_button.click()
    replayed = play(seed=first, lang="en")
    assert a.number == first and a.state == replayed.state  # the same number gives the same game
    assert a.seed.value == ""  # the next New game is a fresh one again


def test_a_bad_game_number_is_refused_on_the_board_and_changes_nothing() -> None:
    """A typed game number is checked: negative, words, huge or over-long text give a message, no exception."""
    view = play(seed=1)
    before = view.state
    for bad in ("-1", "abc", "1e5", "9" * 30, "12" * 100, "３", "1.5", " 12.345 "):
        view.seed.value = bad
        view.new_button.click()
        assert view.state is before
        assert "Eine Spielnummer ist eine ganze Zahl" in view.error.value
    view.seed.value = " 12 345 "
    view.new_button.click()
    assert view.number == 12345 and view.error.value == ""


def test_a_refusal_is_explained_in_german_and_again_in_english_after_the_switch() -> None:
    view = play(seed=1)  # German board, still rolling
    view.act("end")
    assert "Nicht erlaubt: Jetzt wird gewürfelt: Würfel parken und neu würfeln" in view.error.value
    assert "Legal" not in view.error.value and "belongs" not in view.error.value
    view.act("park 5 5 5 5 reroll")
    assert "Du kannst jetzt höchstens 2 deiner Würfel parken" in view.error.value
    assert f"({labels.dice_text(view.state.dice, 'de')})" in view.error.value  # the dice in words
    view.language.value = "en"
    assert "Not allowed: you can park at most 2 of your dice" in view.error.value  # the same words as in German
    assert "Legal now" not in view.error.value
    view.done_button.click()
    assert view.error.value == ""


def test_do_it_with_nothing_chosen_asks_to_choose_in_words() -> None:
    view = play(seed=3, seats=["human", "human"])
    for _ in range(200):
        if view.state.phase == Phase.REROLL:
            view.done_button.click()
        elif view.state.phase == Phase.USE and view.options.options:
            break
        elif view.state.phase == Phase.FREELOAD:
            view.pass_button.click()
        else:
            view.end_button.click()
    before = view.state
    assert view.options.value is None and not view.do_button.disabled
    view.do_button.click()
    assert view.state is before
    assert "Wähle zuerst in der Liste" in view.error.value and "Würfel-WG action" not in view.error.value
    view.language.value = "en"
    assert "First choose in the list what your dice should pay for." in view.error.value


def test_the_list_of_choices_has_a_label_in_both_languages() -> None:
    view = play(seed=1)
    assert view.options.description == "Auswahl"
    view.language.value = "en"
    assert view.options.description == "Choose"


def test_needs_are_written_in_words_in_both_languages() -> None:
    view = play(seed=2)
    view.state = top(top(view.state, "witzig", "dielenboden"), "member", "maria")  # sum>=20 and a 3-straight
    view.render()
    targets = [label for label, _ in view.target.options]
    assert "Dielenboden abschleifen (Summe ≥ 20)" in targets and "Maria (3 in Folge)" in targets
    assert "braucht Summe ≥ 20" in view.middle.value and "braucht 3 in Folge" in view.middle.value
    view.language.value = "en"
    assert "needs sum ≥ 20" in view.middle.value and "needs 3 in a row" in view.middle.value
    assert not any("sum>=" in x or "-straight" in x for x in [view.middle.value, *targets])


def test_keeping_a_roll_is_written_into_the_log_also_after_a_reload() -> None:
    view = play(seed=1, seats=["human", "planner"], lang="en")
    dice = labels.dice_text(view.state.dice, "en")
    view.done_button.click()
    assert view.textlog.lines[-1] == f"Player 1 keeps the roll {dice}."
    view.end_button.click()
    view.bots_button.click()
    lines = list(view.textlog.lines)
    fresh = play(seed=5, lang="en")
    fresh.state = view.state  # e.g. loaded from a file: the kept rolls are found again by replaying
    fresh.render()
    assert fresh.textlog.lines == lines
    assert sum("keeps the roll" in x for x in lines) >= 1


def test_a_human_chooses_the_ghost_room_and_the_cult_member_in_the_list() -> None:
    """Gespenst and Sektenmitglieder choices are offered on the board and taken with 'Do it'."""
    from dataclasses import replace

    view = play(seed=1, lang="en", seats=["human", "human"])
    s = view.state
    view.state = replace(s, phase=Phase.GHOST, actor=0, ghost_left=(1,))
    view.render()
    assert "ghost" in view.status.value.lower()
    labels_shown = [label for label, _ in view.options.options]
    assert "Turn the Bathroom of Player 2 to its good side" in labels_shown
    view.options.value = W.Ghost("bath", 1)
    view.do_button.click()
    assert view.state.wgs[1].is_good("bath") and view.state.phase == Phase.REROLL
    wgs = list(s.wgs)
    wgs[0] = replace(wgs[0], members=(("alex", True), ("anita", False)), troublemaker="sekte")
    view.state = replace(s, wgs=tuple(wgs), phase=Phase.SECT, actor=0, free=())
    view.language.value = "de"
    assert [label for label, _ in view.options.options] == ["Alex zurück in die Mitte schicken",
                                                            "Anita zurück in die Mitte schicken"]
    view.options.value = W.Return("anita")
    view.do_button.click()
    assert view.state.wgs[0].members == (("alex", True),)


def test_costs_advantages_and_flip_combinations_are_shown_before_deciding() -> None:
    """Issue 10: each to-do's and item's negative effects, each Spezialo's advantage and the flip combination on
    the back of each own card are on the board and in the text observation, in both languages."""
    from dataclasses import replace

    from bugkit.wuerfel_wg.labels import observation_text

    view = play(seed=1, lang="en", seats=["human", "human"])
    s = view.state
    stacks = (("boxtraining", *(c for c in s.todo_stacks[0] if c != "boxtraining")), s.todo_stacks[1])
    members = tuple(tuple(c for c in st if c != "herta") for st in s.member_stacks)
    s = replace(s, todo_stacks=stacks, member_stacks=(("herta", *members[0]), *members[1:]),
                phase=Phase.USE, dice=(2, 2, 2, 4, 4, 4), free=(2, 2, 2, 4, 4, 4), actor=0)
    view.state = s
    view.render()
    middle = html_text(view.middle.value)
    assert "Boxing practice: needs 4 4 4, 5 points; then: all asleep, fridge empty, bathroom dirty" in middle
    assert "Herta: needs 3 of a kind; Spezialo: on moving in and on waking, couch clean" in middle
    assert "Item Yo-yo: needs 1 1 (from another WG 1 1 1), 2 points; then: couch crumbly" in middle
    wgs = html_text(view.wgs.value)
    assert "Couch crumbly (to flip: 5 5)" in wgs and "ME awake" in wgs and "ICH" not in wgs
    options = [label for label, _ in view.options.options]
    assert "Take the to-do Boxing practice (5 points; then: all asleep, fridge empty, bathroom dirty) with 4 4 4" \
        in options
    text = observation_text(s.observation(1), "en")
    assert "then: all asleep, fridge empty, bathroom dirty" in text and "(to flip: 1 1)" in text
    view.language.value = "de"
    assert "Boxtraining: braucht 4 4 4, 5 Punkte; danach: alle schlafen, Kühlschrank leer, Bad dreckig" \
        in html_text(view.middle.value)
    assert "Couch krümelig (umdrehen mit 5 5)" in html_text(view.wgs.value)
    assert "To-do „Boxtraining“ mit 4 4 4 nehmen (5 Punkte; danach: alle schlafen, Kühlschrank leer, Bad dreckig)" \
        in [label for label, _ in view.options.options]
    assert "beim Einzug und beim Aufwachen Couch sauber" in observation_text(s.observation(0), "de")
