"""Voll verasselt pictures: dice with coloured faces and double bars, the hub as colour rows, the players' areas."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bugkit.core.errors import InvalidInput
from bugkit.ui import html_text
from bugkit.voll_verasselt import draw
from bugkit.voll_verasselt.ui import play


def svgs(fragment: str) -> list[str]:
    return re.findall(r"<svg.*?</svg>", fragment, re.S)


def test_a_die_shows_its_colour_shape_and_says_so_in_both_languages() -> None:
    blue = draw.die_svg("blue", 0, "chosen", "en")
    assert 'aria-label="Die 1: blue (marked to roll)"' in blue and "#1565c0" in blue and "bugkit-chosen" in blue
    bars = draw.die_svg("bars", 6, "kept", "de")
    assert 'aria-label="Würfel 7: Balken"' in bars and bars.count("<rect") == 3  # the frame and the two bars
    assert "stroke-dasharray" in bars  # a die that stays lies apart: dashed frame


def test_the_dice_row_draws_seven_dice_and_marks_the_ones_to_roll() -> None:
    html = draw.dice_html(("blue", "red", "bars", "bars", "green", "yellow", "bars"), {0, 1, 2, 3}, "en",
                          rolling=True)
    dice = svgs(html)
    assert len(dice) == 7 and sum("bugkit-chosen" in d for d in dice) == 4 and "bugkit-rolling" in html
    assert "bugkit-rolling" not in draw.dice_html(("bars",) * 7, None, "en")


def test_the_hub_is_one_row_per_colour_with_a_card_per_bug() -> None:
    html = draw.hub_html((3, 0, 2, 1), "de")
    assert len(svgs(html)) == 6
    text = html_text(html)
    assert "Asseltreff" in text and "3 blaue" in text and "0 rote" in text and "eine grüne Asselkarte" in text


def test_a_player_area_shows_the_front_yard_and_only_the_size_of_the_face_down_heap() -> None:
    html = draw.player_html("Player 2", (1, 0, 0, 2), 7, None, "en")
    text = html_text(html)
    assert "Front yard (3 of 6)" in text and "Heap, face down: 7 cards" in text
    assert html.count('aria-label="a blue bug card"') == 1 and html.count('aria-label="a green bug card"') == 2
    assert len(svgs(html)) == 4  # 3 front-yard cards and the heap's back


def test_a_place_summed_up_for_a_projector_says_every_fact_in_large_print_and_draws_no_picture() -> None:
    """A projector's place (``compact``): the name (the player to act marked and bold), the front yard's cards as
    shapes and counts (each colour's name for a screen reader only), the heap's and the front yard's size; a catch
    handed back is on the table then, not here."""
    html = draw.player_html("Player 2", (1, 0, 0, 2), 7, (0, 1, 0, 0), "en", active=True, compact=True)
    assert html.startswith('<tbody class="bugkit-vv-place">') and "<svg" not in html
    assert html_text(html) == "▶ Player 2 ● 1 blue ◆ 2 green heap: 7 · front yard: 3 cards"
    assert html.count(f'class="bugkit-vv-colour" style="{draw.UNSEEN}"') == 2 and "font-weight:bold" in html
    quiet = draw.player_html("Spieler 1", (0, 0, 0, 0), 0, None, "de", compact=True)
    assert html_text(quiet) == "Spieler 1 Haufen: 0 · Vorgarten: keine Karte" and "font-weight:bold" not in quiet


def pictures_of(v: Any, *zones: str) -> list[str]:
    """Return the SVG pictures of the pieces in these zones of the board's table."""
    return [svg for z in v.table.model.zones if z.id in zones for p in z.pieces for svg in svgs(p.picture)]


def test_the_board_draws_every_piece_as_a_picture_with_words() -> None:
    for lang in ("en", "de"):
        v = play(players=3, seats=("human", "odds", "odds"), seed=5, lang=lang)
        assert "bugkit-board" in v._dom_classes
        assert len(pictures_of(v, "dice")) == 7
        pictures = pictures_of(v, "hub", "dice", "yard") + svgs(v.scores.value)
        assert pictures and all('aria-label="' in p for p in pictures)
        assert len(pictures_of(v, "hub")) == 5  # the hub's name, and a row per colour
        assert all(p.alt for z in v.table.model.zones for p in z.pieces)
        assert len(svgs(v.scores.value)) == 3 * 4 + 3  # each front yard of 4 cards, each heap
        assert ("How to play" if lang == "en" else "So geht’s") in html_text(v.howto.value)
    v.language.value = "en"
    assert "How to play" in v.howto.value and "Die 1" in "".join(pictures_of(v, "dice"))
    v.roll_button.click()
    assert "bugkit-rolling" in "".join(p.picture for z in v.table.model.zones if z.id == "dice" for p in z.pieces)
    v.render()
    assert not any("bugkit-rolling" in p.picture for z in v.table.model.zones for p in z.pieces)


def test_a_row_of_cards_is_one_picture_with_its_count_and_words() -> None:
    row = draw.cards_row_svg("yellow", 3, "Bug hub: 3 yellow cards")
    assert row.count('rx="4"') == 3 and ">3</text>" in row and 'aria-label="Bug hub: 3 yellow cards"' in row
    assert "stroke-dasharray" in draw.cards_row_svg("red", 0, "none")  # an empty row: a dashed place
    assert "stroke-dasharray" in draw.cards_row_svg("red", 2, "waiting", waiting=True)
    assert draw.cards_row_svg("blue", 40, "many").count('rx="4"') == 10  # at most 10 drawn; the count says 40
    # the name's letters as the font draws them, in a picture wide enough for a wide font (a short name was drawn
    # squeezed and a long one stretched to 10 px per character, whatever the letters)
    for name in ("Bug hub", "Asseltreff", "Vorgarten von Spieler 1 (4 von 6)", "Front yard of Player 1 (4 of 6)"):
        caption = draw.caption_svg(name)
        width = int(re.findall(r'width="(\d+)"', caption)[0])
        assert "textLength" not in caption and "lengthAdjust" not in caption
        assert 0.55 * 18 * len(name) <= width - 12 <= 0.75 * 18 * len(name), (name, width)
    for bad in (("pink", 1), ("blue", -1), ("blue", True)):
        with pytest.raises(InvalidInput):
            draw.cards_row_svg(bad[0], bad[1], "x")  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "words"), [("en", "Front yard (0 of 6): none"), ("de", "Vorgarten (0 von 6): keine")])
def test_an_empty_front_yard_says_none_apart_from_its_title(lang: str, words: str) -> None:
    """Audit: an empty front yard read "Front yard (0 of 6)none" / "Vorgarten (0 von 6)keine"."""
    assert words in html_text(draw.player_html("Player 1", (0, 0, 0, 0), 0, None, lang))


def test_a_places_name_is_drawn_20_px_or_more_on_a_projector() -> None:
    """Audit (projector): the zones' names ("Asseltreff", "Bug hub") were drawn 19.8 px, their 40 px picture shown
    44 px high; a projector's print is at least 20 px."""
    from bugkit.voll_verasselt.ui import ROW_CSS

    caption = draw.caption_svg("Asseltreff")
    drawn = int(re.findall(r'height="(\d+)"', caption)[0])
    size = int(re.findall(r'font-size="(\d+)"', caption)[0])
    shown = int(re.findall(r"svg\.bugkit-vv-caption\{width:auto;height:(\d+)px\}", ROW_CSS)[0])
    assert size * shown / drawn >= 20, (size, shown, drawn)
