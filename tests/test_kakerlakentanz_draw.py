"""Kakerlakentanz pictures (issue 13): cards, backs, piles and hands as SVG with text alternatives, and the board
that draws them: the card large in the middle, the piles beside it, hands as backs with counts, one language."""

from __future__ import annotations

import re

import pytest

from bugkit.core.i18n import language_problems
from bugkit.kakerlakentanz.components import CARD_KINDS, DANCES
from bugkit.kakerlakentanz.draw import back_svg, card_svg, dance_picture, hand_svg, pile_svg
from bugkit.kakerlakentanz.labels import card_name
from bugkit.kakerlakentanz.ui import FakeClock, play_widget
from bugkit.ui import html_text, visible_texts


def labels_of(fragment: str) -> list[str]:
    """Return the aria-labels of every SVG in an HTML fragment."""
    return re.findall(r'<svg[^>]*aria-label="([^"]*)"', fragment)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("card", CARD_KINDS)
def test_every_card_is_a_picture_named_in_the_language(card: str, lang: str) -> None:
    picture = card_svg(card, lang)
    assert picture.startswith("<svg") and 'role="img"' in picture
    assert labels_of(picture)[0] == card_name(card, lang)
    assert f"<title>{card_name(card, lang)}</title>" in picture
    assert ("bugkit-kkt-taboo" in picture) == card.startswith("taboo:")
    assert "<circle" in picture  # a cockroach's head (every card shows one), and the mirror ball on taboo cards


def test_each_dance_has_its_own_picture() -> None:
    pictures = {dance_picture(d) for d in DANCES}
    assert len(pictures) == 4
    with pytest.raises(ValueError, match="no picture"):
        dance_picture("stop")


def test_backs_piles_and_hands_say_what_they_show() -> None:
    assert labels_of(back_svg("a face-down card")) == ["a face-down card"]
    pile = pile_svg(["meep", "taboo:ouch"], 2, True, "en")
    assert labels_of(pile)[0] == "Pile 2: 2 cards, on top: Ouch taboo card (in play)"
    assert "bugkit-kkt-in-play" in pile and "Ouch" in pile
    assert labels_of(pile_svg([], 1, False, "de")) == ["Stapel 1: leer"]
    assert labels_of(hand_svg(12, "Du", "de")) == ["Du: 12 Karten verdeckt"]
    assert labels_of(hand_svg(1, "You", "en")) == ["You: 1 card face down"]
    assert hand_svg(30, "x").count("<rect") == 2 * 5  # at most five backs drawn, the count in words and digits
    assert ">30<" in hand_svg(30, "x")


def test_the_board_draws_the_card_in_the_middle_face_down_until_start() -> None:
    clock = FakeClock()
    view = play_widget(players=3, seed=11, clock=clock, lang="en")
    assert "bugkit-board" in view._dom_classes
    state = view.model.state
    assert state.card is not None and view.model.waiting
    table = view.table.value
    assert "bugkit-kkt-back" in table and card_name(state.card, "en") not in labels_of(table)
    assert table.count("bugkit-kkt-pile") == 2 and len(labels_of(view.hands.value)) == 3
    view.start_button.click()
    table = view.table.value
    assert labels_of(table)[1] == card_name(state.card, "en")  # large between the two piles
    assert re.search(r"bugkit-kkt-pile.*bugkit-kkt-current.*bugkit-kkt-pile", table, re.S)
    assert all(label for label in labels_of(table + view.hands.value))


def test_the_board_speaks_one_language_and_the_instructions_follow_the_picker() -> None:
    view = play_widget(players=2, seed=3, clock=FakeClock(), lang="de")
    assert "So geht’s" in html_text(view.howto.value) and "How to play" not in view.howto.value
    text = " ".join(visible_texts(view))
    assert not language_problems(text, "de", allow=("Kakerlakentanz", "Start", "Enter", "Tab", "Meeep", "Bssss"))
    view.lang.value = "en"
    assert "How to play" in view.howto.value and "So geht" not in view.howto.value
    assert "Pile 1" in html_text(view.table.value) and "Stapel" not in html_text(view.table.value)


def test_the_board_style_is_included_once_and_hidden_from_the_texts() -> None:
    view = play_widget(players=2, seed=3, clock=FakeClock())
    styles = [w for w in view.children if "<style>" in getattr(w, "value", "")]
    assert len(styles) == 1 and styles[0].layout.display == "none"
    assert not any("{" in text for text in visible_texts(view))
    assert any("bugkit-hide-on-projector" in getattr(w, "_dom_classes", ()) for w in view.children)
    view.projector.value = True
    assert "bugkit-projector" in view._dom_classes


def test_a_refusal_reaching_the_board_is_said_in_the_boards_language() -> None:
    from bugkit.kakerlakentanz.rules import Call

    view = play_widget(players=2, seed=3, clock=FakeClock(), lang="de", practice=True)
    wrong = next(c for c in ("ouch", "buzz", "flap-flap", "meep", "stop")
                 if c not in {str(a) for a in view.model.state.legal_actions()})
    view.safely(view.model.session.act, Call(wrong))  # an untimed wrong call sent past the model's own check
    assert "Nicht erlaubt:" in view.message.value and "(wer diesen falschen Zug trotzdem machen will" in \
        view.message.value
    assert "is not allowed" not in view.message.value and "Legal now" not in view.message.value
