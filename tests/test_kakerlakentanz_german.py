"""Kakerlakentanz in German a German teacher would sign, and English without German left in (issue 16).

The board is rendered through a few timed bot games (with mistakes, timeouts and pauses) and through every refusal
the practice board can give; every text a child sees or hears (labels, tooltips, log, status, the last call) is
checked with ``language_problems``. The box's own words are allowed in both languages.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from gametools import first_in_fast_lane

from bugkit.core.i18n import language_problems
from bugkit.kakerlakentanz.labels import explain
from bugkit.kakerlakentanz.rules import KakerlakentanzState, calls_for, forbidden_on, new_game
from bugkit.kakerlakentanz.ui import FakeClock, PlayView, play
from bugkit.ui import html_text, visible_texts

# The box's words (dance names, the call) and our seat names are right in either language.
BOX_WORDS = ("Aua", "Bssss", "Flapp", "Meeep", "Stopp", "Ouch", "Buzz", "Flap", "Meep", "Stop", "Kakerlakentanz",
             "English", "Deutsch", "Enter", "Start", "Tab")


def shown(view: PlayView) -> str:
    """Return every text of the board, one string: the widgets' texts and the table's words."""
    scene = view.table.scene
    words = [p["alt"] for z in scene["zones"] for p in z["pieces"]] + [z["label"] for z in scene["zones"]]
    return "\n".join([*visible_texts(view), *words, *(a["label"] for a in view.table.actions)])


def board(lang: str, **options: Any) -> tuple[PlayView, FakeClock]:
    """Return a board on a fake clock whose bots play at once, and its clock."""
    clock = FakeClock()
    level = options.pop("level", "easy")
    players = options.get("players", 3)
    return play(clock=clock, lang=lang, pace=0, seats=["human", *[level] * (players - 1)], **options), clock


def play_through(lang: str, seed: int, players: int, level: str) -> list[str]:
    """Return the board's texts at many moments of a timed game: right calls, wrong calls, timeouts, waits."""
    view, clock = board(lang, players=players, seed=seed, level=level, hand_size=6)
    texts = [shown(view)]
    for step in range(2000):
        if view.state.is_over:
            break
        if view.waiting:
            view.key_catcher.press("Enter")
            view.shown()
        else:
            view.shown()  # the browser reports each new card drawn
            rights = [a.call for a in view.state.legal_actions()]
            if step % 9 == 4:
                clock.advance(3.4)  # a timeout
                view.tick()
            else:
                wrong = [c for c in view.buttons if c not in rights]
                view.buttons[wrong[0] if step % 5 == 0 else rights[0]].click()
        if step % 3 == 0:
            texts.append(shown(view))
    assert view.state.is_over
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
    kinds: dict[str, str] = {}
    for seed in range(8):
        view, _clock = board(lang, players=2, seed=seed, practice=True, level="perfect")
        for _ in range(60):
            state: KakerlakentanzState = view.state
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


@pytest.mark.parametrize("lang", first_in_fast_lane(["de", "en"]))  # whole games: one in the fast lane
def test_every_refusal_the_board_can_give_is_in_the_boards_language(lang: str) -> None:
    texts = practice_refusals(lang)
    word = "versuch es noch mal" if lang == "de" else "try again"
    assert all(word in t for t in texts)
    assert {p for t in texts for p in language_problems(t, lang, allow=BOX_WORDS)} == set()
    assert not any("Englisch" in t for t in texts)


def test_the_box_words_and_german_quotes() -> None:
    view, _clock = board("de", players=2, seed=1)
    text = shown(view)
    assert "Flapp-Flapp" in text and "Flapp Flapp" not in text
    assert "„Stopp!“" in text and '"' not in text
    assert "Anfänger-Kakerlake" in text and "Profi-Kakerlake" in text
    assert "leichte" not in text and "schwere" not in text
    assert "Spielnummer" in text and "Startwert" not in text and "Leertaste" in text and "space" not in text
    view.start_button.click()
    assert "Noch 3,0\u00a0s" in shown(view)
    assert explain(("need_stop", "ouch"), "de") == "Eine Tabu-Karte kam: Da muss man „Stopp!“ rufen."


def test_counts_are_singular_and_plural_in_both_languages() -> None:
    view, clock = board("de", players=2, seed=2)
    view.start_button.click()
    view.shown()
    clock.advance(3.5)
    view.tick()  # a timeout with one card: "nimmst 1 Karte zurück"
    text = shown(view)
    assert "Du nimmst 1 Karte zurück" in text and "1 Karten" not in text
    assert "Stapel 1: leer" in text and "keine Karte" not in text  # an empty pile says so once
    assert re.search(r"Du: \d+ Karten", text)
    view.language.value = "en"
    text = shown(view)
    assert "You take back 1 card and" in text and "Pile 1: empty" in text


def test_the_human_is_addressed_as_du_with_the_right_verb() -> None:
    view, clock = board("de", players=2, seed=2)
    view.start_button.click()
    view.shown()
    clock.advance(3.5)
    view.tick()
    assert "Du: " in html_text(view.said.value) and "nichts rechtzeitig" in html_text(view.said.value)
    assert "Du hat" not in shown(view) and "Du nimmt" not in shown(view)


def test_german_decimal_comma_in_times() -> None:
    state = new_game(players=2).apply("card meep").apply("timeout 3.25")
    from bugkit.kakerlakentanz.labels import event_text

    line = event_text(state.events[-1], ["Du", "Kakerlake 1"], "de")
    assert "3,3\u00a0s" in line and "3.3" not in line and "sind mehr als 3\u00a0s" in line
    assert forbidden_on(state.table) == {}


def test_a_wrong_call_is_told_in_the_second_person_for_the_readers_seat_only() -> None:
    """"You" is decided by the seat the reader plays, not by a seat's name: a child nicknamed "Du" at another
    device is told about in the third person."""
    from bugkit.kakerlakentanz.labels import event_text

    wrong = new_game(players=2).apply("card meep").apply("timeout 3.25").events[-1]
    assert "Du nimmst" in event_text(wrong, ["Du", "Kakerlake 1"], "de", you=0)
    assert "Du nimmt" in event_text(wrong, ["Du", "Mia"], "de", you=1)  # Mia's tablet, about the child "Du"
    assert "Du nimmt" in event_text(wrong, ["Du", "Kakerlake 1"], "de")  # a reader who plays no seat
    assert "You take back" in event_text(wrong, ["You", "Mia"], "en", you=0)
    assert "You takes back" in event_text(wrong, ["You", "Mia"], "en", you=1)


def test_three_reasons_are_listed_with_commas_not_three_ands() -> None:
    """A dance forbidden for three reasons lists them as a sentence does (bugkit.core.i18n.and_list), issue 20."""
    why = ("forbidden", "meep", ("last_card", "last_call", "taboo"))
    assert explain(why, "de") == ("Meeep war verboten, weil die Karte direkt davor Meeep zeigte, gerade eben Meeep "
                                  "gesagt wurde und die Tabu-Karte Meeep zu sehen ist.")
    assert explain(why, "en") == ("Meep was forbidden because the card played just before showed Meep, Meep was "
                                  "named just before and the Meep taboo card is visible.")
