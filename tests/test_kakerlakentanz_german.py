"""Kakerlakentanz in German a German teacher would sign, and English without German left in (issue 16).

The board is rendered through a few timed bot games (with mistakes, timeouts and pauses) and through every refusal
the practice board can give; every text a child sees or hears (labels, tooltips, log, status, the last call) is
checked with ``language_problems``. The box's own words are allowed in both languages.
"""

from __future__ import annotations

import re

import pytest

from bugkit.core.i18n import language_problems
from bugkit.kakerlakentanz.labels import explain
from bugkit.kakerlakentanz.rules import KakerlakentanzState, calls_for, forbidden_on, new_game
from bugkit.kakerlakentanz.ui import FakeClock, PlayView, play_widget
from bugkit.ui import visible_texts

# The box's words (dance names, the call) and our seat names are right in either language.
BOX_WORDS = ("Aua", "Bssss", "Flapp", "Meeep", "Stopp", "Ouch", "Buzz", "Flap", "Meep", "Stop", "Kakerlakentanz",
             "English", "Deutsch", "Enter", "Start", "Tab")


def shown(view: PlayView) -> str:
    """Return every text of the board, one string."""
    return "\n".join(visible_texts(view))


def play_through(lang: str, seed: int, players: int, level: str) -> list[str]:
    """Return the board's texts at many moments of a timed game: right calls, wrong calls, timeouts, pauses."""
    clock = FakeClock()
    view = play_widget(players=players, seed=seed, clock=clock, level=level, hand_size=6, lang=lang)
    texts = [shown(view)]
    for step in range(2000):
        if view.model.state.is_over:
            break
        if view.model.waiting:
            view.key_catcher.press(" ")
        elif view.model.human_turn:
            state = view.model.state
            rights = [str(a) for a in state.legal_actions()]
            if step % 9 == 4:
                clock.advance(3.4)  # a timeout
                view.tick()
            else:
                wrong = [c for c in view.buttons if c not in rights]
                view.buttons[wrong[0] if step % 5 == 0 else rights[0]].click()
        else:
            clock.advance(0.25)
            view.tick()
        if step % 3 == 0:
            texts.append(shown(view))
    assert view.model.state.is_over
    texts.append(shown(view))
    return texts


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("seed", "players", "level"), [(1, 3, "easy"), (2, 2, "hard"), (3, 4, "easy")])
def test_bot_games_on_the_board_read_well(lang: str, seed: int, players: int, level: str) -> None:
    problems = {p for text in play_through(lang, seed, players, level)
                for p in language_problems(text, lang, allow=BOX_WORDS)}
    assert problems == set()


def practice_refusals(lang: str) -> list[str]:
    """Return the board's texts after every kind of refused call in practice mode (each reason at least once)."""
    clock = FakeClock()
    kinds: dict[str, str] = {}
    for seed in range(8):
        view = play_widget(players=2, seed=seed, clock=clock, practice=True, level="perfect", lang=lang)
        for _ in range(60):
            state: KakerlakentanzState = view.model.state
            if state.is_over:
                break
            from bugkit.kakerlakentanz.rules import judge_on

            assert state.card is not None
            for call in view.buttons:
                if call in calls_for(state.table, state.card):
                    continue
                reason = judge_on(state.table, state.card, call).reason[0]
                if reason not in kinds:
                    view.buttons[call].click()
                    kinds[reason] = shown(view)
            view.buttons[str(state.legal_actions()[0])].click()
    assert set(kinds) == {"need_stop", "stop_on_dance", "forbidden", "must_name_card"}
    return list(kinds.values())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_refusal_the_board_can_give_is_in_the_boards_language(lang: str) -> None:
    texts = practice_refusals(lang)
    word = "versuch es noch mal" if lang == "de" else "try again"
    assert all(word in t for t in texts)
    assert {p for t in texts for p in language_problems(t, lang, allow=BOX_WORDS)} == set()
    assert not any("Englisch" in t for t in texts)


def test_the_box_words_and_german_quotes() -> None:
    view = play_widget(players=2, seed=1, clock=FakeClock(), lang="de")
    text = shown(view)
    assert "Flapp-Flapp" in text and "Flapp Flapp" not in text
    assert "„Stopp!“" in text and '"' not in text
    assert "Anfänger-Kakerlaken" in text and "Profi-Kakerlaken" in text
    assert "leichte" not in text and "schwere" not in text
    assert "Spielnummer" in text and "Startwert" not in text and "Leertaste" in text and "space" not in text
    assert "Noch 3,0\u00a0s" in (view.start_button.click() or shown(view))
    assert explain(("need_stop", "ouch"), "de") == "Eine Tabu-Karte kam: Da muss man „Stopp!“ rufen."


def test_counts_are_singular_and_plural_in_both_languages() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=2, clock=clock, lang="de")
    view.start_button.click()
    clock.advance(3.5)
    view.tick()  # a timeout with one card: "nimmst 1 Karte zurück"
    text = shown(view)
    assert "Du nimmst 1 Karte zurück" in text and "1 Karten" not in text
    assert "Stapel 1: leer" in text and "keine Karte" not in text  # an empty pile says so once
    assert re.search(r"Du: \d+ Karten", text)
    view.lang.value = "en"
    text = shown(view)
    assert "You take back 1 card and" in text and "Pile 1: empty" in text


def test_the_human_is_addressed_as_du_with_the_right_verb() -> None:
    clock = FakeClock()
    view = play_widget(players=2, seed=2, clock=clock, lang="de")
    view.start_button.click()
    clock.advance(3.5)
    view.tick()
    assert "Du hast nichts rechtzeitig gerufen" in shown(view)
    assert "Du hat" not in shown(view) and "Du nimmt" not in shown(view)


def test_german_decimal_comma_in_times() -> None:
    state = new_game(players=2).apply("card meep").apply("timeout 3.25")
    from bugkit.kakerlakentanz.labels import event_text

    line = event_text(state.events[-1], ["Du", "Kakerlake 1"], "de")
    assert "3,3\u00a0s" in line and "3.3" not in line and "sind mehr als 3\u00a0s" in line
    assert forbidden_on(state.table) == {}
