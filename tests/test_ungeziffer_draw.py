"""Ungeziffer's pictures (issue 13): tiles and dice as SVG with words; the vermin drawn by count; 0 is midge mush."""

from __future__ import annotations

import re

import pytest

from bugkit.ui import html_text
from bugkit.ungeziffer.draw import dice_svgs, tile_svg


def alt(picture: str) -> str:
    """Return the text alternative of a picture (its aria-label)."""
    found = re.search(r'aria-label="([^"]*)"', picture)
    assert found, picture[:120]
    return found.group(1)


@pytest.mark.parametrize("value", range(1, 10))
def test_a_face_up_tile_pictures_its_vermin_by_count(value: int) -> None:
    picture = tile_svg(4, value, "up")
    assert picture.count("<ellipse") == value  # one bug body per vermin
    assert alt(picture) == f"Tile 4 shows {value}: turned up this turn"
    assert picture.startswith("<svg") and picture.count("<svg") == 1 and 'role="img"' in picture


def test_zero_is_midge_mush_in_both_languages() -> None:
    """A 0 is the splat, named in the tile's words (its text alternative and hover title) only: the name drawn under
    the splat was 10 px, squeezed into the tile, too small for a child to read (audit)."""
    for lang, word in (("en", "midge mush"), ("de", "Mückenmatsch")):
        picture = tile_svg(2, 0, "up", lang)
        assert "<ellipse" not in picture and "<polygon" in picture and "<text" not in picture
        assert word in alt(picture) and f"<title>{alt(picture)}</title>" in picture
        assert word in html_text(picture)


def test_a_face_down_tile_shows_its_back_and_its_number_in_words_only() -> None:
    picture = tile_svg(7, None, "down", "de")
    assert alt(picture) == "Plättchen 7, verdeckt" and "<ellipse" not in picture and "<text" not in picture


@pytest.mark.parametrize("state", ["up", "missed", "gone"])
@pytest.mark.parametrize("value", [0, 9])
def test_no_tile_prints_its_number_where_a_child_counts_vermin(state: str, value: int) -> None:
    """The tile's number sat in a corner of a face-up tile, over a bug (tile 31 with 9 bugs read "31") and over
    "Mückenmatsch": the number is in the tile's words, the picture shows the vermin only."""
    picture = tile_svg(31, None if state == "gone" else value, state, "de")
    assert "31" in alt(picture)
    assert re.findall(r"<text[^>]*>([^<]*)</text>", picture) == []


def test_a_missed_tile_and_an_empty_place_say_so() -> None:
    assert "the turn failed" in alt(tile_svg(3, 5, "missed")) and 'stroke="#b00020"' in tile_svg(3, 5, "missed")
    assert alt(tile_svg(3, None, "gone")) == "Tile 3 was taken" and "stroke-dasharray" in tile_svg(3, None, "gone")


def test_the_dice_are_green_and_yellow_with_pips_and_words() -> None:
    green, yellow = dice_svgs((5, 0), beginners=False)
    assert alt(green) == "green die showing 5" and green.count("<circle") == 5
    assert alt(yellow) == "yellow die showing 0" and ">0<" in yellow
    assert [alt(d) for d in dice_svgs((), beginners=False, lang="de")] == [
        "grüner Würfel, noch nicht geworfen", "gelber Würfel, noch nicht geworfen"]
    assert len(dice_svgs((4,), beginners=True)) == 1
    faded = dice_svgs((), beginners=False, last=(2, 3))
    assert alt(faded[1]) == "yellow die, last roll: 3" and "bugkit-faded" in faded[1]
