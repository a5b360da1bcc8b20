"""Kakerlakentanz pictures (issue 13): cards, backs, piles and hands as SVG with text alternatives, and the board
that draws them: the card large in the middle, the piles beside it, hands as backs with counts, one language."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import language_problems
from bugkit.kakerlakentanz.components import CARD_KINDS, DANCES, dance_of, is_taboo
from bugkit.kakerlakentanz.draw import back_svg, call_svg, card_svg, dance_picture, hand_svg, pile_svg
from bugkit.kakerlakentanz.labels import card_label, card_name
from bugkit.kakerlakentanz.ui import FakeClock, play
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


def test_the_card_helpers_read_the_card_kinds() -> None:
    assert [is_taboo(c) for c in CARD_KINDS] == [False] * 4 + [True] * 4
    assert [dance_of(c) for c in CARD_KINDS] == [*DANCES, *DANCES]


@pytest.mark.parametrize("bad", ["foo", "taboo:foo", "taboo:", "stop", 5, None])
def test_a_card_that_is_none_of_the_kinds_is_refused_as_a_card(bad: Any) -> None:
    for picture_or_label in (card_svg, card_label):
        with pytest.raises(InvalidInput, match="is not a Kakerlakentanz card"):
            picture_or_label(bad)


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


def middle(view: Any) -> list[dict[str, Any]]:
    """Return the pieces in the middle of the table: pile 1, the card turned up, pile 2."""
    return list(view.table.scene["zones"][0]["pieces"])


def test_the_board_draws_the_card_in_the_middle_face_down_until_start() -> None:
    clock = FakeClock()
    view = play(players=3, seed=11, clock=clock, lang="en")
    assert "bugkit-board" in view._dom_classes and "bugkit-kakerlakentanz" in view._dom_classes
    state = view.state
    assert state.card is not None and view.waiting
    pieces = middle(view)
    assert [p["id"] for p in pieces] == ["pile-1", "card", "pile-2"]  # large between the two piles
    assert "bugkit-kkt-back" in pieces[1]["picture"] and card_name(state.card, "en") not in pieces[1]["alt"]
    assert len(labels_of(view.scores.value)) == 3  # every player's pile, under the table
    view.start_button.click()
    assert middle(view)[1]["alt"] == card_name(state.card, "en")
    assert all(p["alt"] for p in middle(view))


def test_the_dance_controls_show_the_dance_and_its_name() -> None:
    picture = call_svg("flap-flap", "Flapp-Flapp", "de")
    assert labels_of(picture) == ["Flapp-Flapp"] and ">Flapp-Flapp</text>" in picture and "textLength" in picture
    assert "textLength" not in call_svg("meep", "Meep") and "bugkit-kkt-call-stop" in call_svg("stop", "Stop!")


def test_the_board_speaks_one_language_and_the_instructions_follow_the_picker() -> None:
    view = play(players=2, seed=3, clock=FakeClock(), lang="de")
    assert "So geht’s" in html_text(view.howto.value) and "How to play" not in view.howto.value
    text = " ".join(visible_texts(view))
    assert not language_problems(text, "de", allow=("Kakerlakentanz", "Start", "Enter", "Tab", "Meeep", "Bssss"))
    view.language.value = "en"
    assert "How to play" in view.howto.value and "So geht" not in view.howto.value
    assert middle(view)[0]["alt"].startswith("Pile 1")


def test_the_board_style_is_included_once_and_hidden_from_the_texts() -> None:
    view = play(players=2, seed=3, clock=FakeClock())
    styles = [w for w in view.children if "<style>" in getattr(w, "value", "")]
    assert len(styles) == 1 and styles[0].layout.display == "none" and "bugkit-kkt-said" in styles[0].value
    view.animate.value = False
    assert "bugkit-kkt-said" in styles[0].value  # the board's own style stays when the animation is switched
    assert not any("{" in text for text in visible_texts(view))
    assert any("bugkit-hide-on-projector" in getattr(w, "_dom_classes", ()) for w in view.children)
    view.projector.value = True
    assert "bugkit-projector" in view._dom_classes


def test_a_refusal_reaching_the_board_is_said_in_the_boards_language() -> None:
    from bugkit.kakerlakentanz.rules import Call

    view = play(players=2, seed=3, clock=FakeClock(), lang="de", practice=True)
    wrong = next(c for c in ("ouch", "buzz", "flap-flap", "meep", "stop")
                 if c not in {str(a) for a in view.state.legal_actions()})
    view.act(Call(wrong))  # an untimed wrong call sent past the board's own check
    assert "Nicht erlaubt:" in view.error.value and "(wer diesen falschen Zug trotzdem machen will" in \
        view.error.value
    assert "is not allowed" not in view.error.value and "Legal now" not in view.error.value
