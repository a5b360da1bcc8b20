"""Wanzen tanzen pictures (issue 13): the task card with its tasks as small dice and chips on covered tasks, the
dice set aside apart from the rolled ones, chosen dice highlighted, baby bugs and penalty cards with counts."""

from __future__ import annotations

import re

import pytest

from bugkit.ui import html_text
from bugkit.ui.draw import text_width
from bugkit.wanzen_tanzen import default_deck, parse_task, position
from bugkit.wanzen_tanzen.draw import (
    TASK_FONT,
    TASK_MIN_FONT,
    bugs_picture,
    die_picture,
    kept_row,
    penalties_picture,
    stack_svg,
    task_dice,
    task_lines,
    task_svg,
)
from bugkit.wanzen_tanzen.ui import play


def svgs(fragment: str) -> list[str]:
    """Return the top-level SVG elements' opening tags."""
    return re.findall(r"<svg [^>]*>", fragment)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_task_is_drawn_as_its_small_dice_and_its_name_with_a_chip_when_covered(lang: str) -> None:
    card = default_deck()[27]  # full house / four of a kind / 3 3 6
    pictures = [task_svg(task, i == 1, False, lang) for i, task in enumerate(card.tasks)]
    assert all(p.startswith("<svg") and 'role="img"' in p for p in pictures)
    assert [p.count('class="bugkit-task-die"') for p in pictures] == [5, 4, 3]  # A A A B B, A A A A, 3 3 6
    assert [p.count('class="bugkit-chip"') for p in pictures] == [0, 1, 0]
    assert ("covered with a chip" if lang == "en" else "mit Chip abgedeckt") in html_text(pictures[1])
    for task, picture in zip(card.tasks, pictures, strict=True):  # its name's lines (the dice's letters are larger)
        lines = re.findall(r'<text [^>]*font-size="(\d+)"[^>]*>([^<]*)</text>', picture)
        assert " ".join(text for size, text in lines if int(size) <= TASK_FONT) == task.name(lang)


def test_a_task_name_is_one_line_in_the_full_size_when_it_fits_else_two_even_lines_split_at_a_space() -> None:
    assert task_lines("Drilling", 150) == (["Drilling"], TASK_FONT)
    assert task_lines("Alle 2er und/oder 5er", 184) == (["Alle 2er", "und/oder 5er"], TASK_FONT)
    assert task_lines("large straight", 97) == (["large", "straight"], TASK_FONT)
    lines, size = task_lines("Doppelpasch", 126)  # one word: never split, drawn smaller to fit
    assert lines == ["Doppelpasch"] and TASK_MIN_FONT <= size < TASK_FONT and text_width("Doppelpasch", size) <= 126
    lines, size = task_lines("Unglaublichlangeraufgabenname", 97)  # too long even small: the picture squeezes it
    assert lines == ["Unglaublichlangeraufgabenname"] and size == TASK_MIN_FONT


def test_task_pictures_show_the_dice_a_task_needs() -> None:
    assert task_dice(parse_task("3 3 6")) == ((3, "white"), (3, "white"), (6, "white"))
    assert [f for f, _ in task_dice(parse_task("full house"))] == ["A", "A", "A", "B", "B"]
    assert [f for f, _ in task_dice(parse_task("large straight"))] == [1, 2, 3, 4, 5]
    assert [f for f, _ in task_dice(parse_task("Summe 25+"))] == ["25+"]


def test_dice_kept_apart_chosen_highlighted_and_counts_as_pictures() -> None:
    assert "bugkit-kept" in die_picture(3, "kept") and "bugkit-chosen" in die_picture(3, "chosen")
    assert "set aside" in html_text(kept_row((3, 3, 6))) and kept_row(()) == ""
    assert len(svgs(kept_row((3, 3, 6), "de"))) == 3
    assert len(svgs(bugs_picture(3))) == 3 and "3 baby bugs" in html_text(bugs_picture(3))
    assert "keine Babywanzen" in html_text(bugs_picture(0, "de"))
    assert len(svgs(penalties_picture((1, 2)))) == 2 and "penalty card -2" in html_text(penalties_picture((1, 2)))
    assert "14 cards left" in html_text(stack_svg(14)) and "noch 1 Karte" in html_text(stack_svg(1, "de"))


def test_the_board_draws_its_pieces_and_every_picture_has_words() -> None:
    w = play(seed=3, lang="en")
    w.adopt(position(card=("Drilling", "3 3", "Keine 1er oder 2er"), covered=(1,), kept=(3, 3), rolled=(3, 4, 5)))
    w.dice[0].click()
    html = "".join(p.picture for z in w.table.model.zones for p in z.pieces)
    assert "bugkit-board" in w._dom_classes
    assert html.count('class="bugkit-die bugkit-kept"') == 2  # set aside: apart, in their own style
    assert html.count('class="bugkit-die bugkit-chosen"') == 1 and html.count('class="bugkit-die bugkit-rolled"') == 2
    assert html.count('class="bugkit-chip"') == 1
    for tag in svgs(html):
        assert 'aria-label="' in tag
    w.language.value = "de"
    card = "".join(p.alt for p in w.table.model.zones[0].pieces)
    assert "So geht’s" in html_text(w.howto.value) and "Punkte" in card and "abgedeckt" in card


def test_a_task_and_a_players_place_are_pictures_with_words() -> None:
    from bugkit.wanzen_tanzen.draw import card_head_svg, middle_svg, player_svg, task_svg

    task = parse_task("Drilling")
    assert 'aria-label="three of a kind (covered with a chip)"' in task_svg(task, True, False)
    assert "bugkit-chip" not in task_svg(task, False, True) and "#2e7d32" in task_svg(task, False, True)
    assert "2 points" in html_text(card_head_svg(2, 5)) and "5 cards left" in html_text(card_head_svg(2, 5))
    place = player_svg("Player 1", 3, 5, 2, (1,), -1, True, "Player 1: 3 baby bugs")
    assert place.count("<ellipse") == 3 and ">-2</text>" in place and ">-1</text>" in place
    assert "bugkit-player" in place and 'aria-label="Player 1: 3 baby bugs"' in place
    assert "12" in middle_svg(12, 3, "In the middle") and ">-3</text>" in middle_svg(12, 3, "x")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("points", [0, 1, 2, 5])
def test_the_coin_on_a_card_says_its_points_with_the_word_of_the_points_label(points: int, lang: str) -> None:
    from bugkit.core.i18n import fmt_num, tn
    from bugkit.wanzen_tanzen.draw import card_head_svg

    coin = re.findall(r'font-size="(?:22|14)"[^>]*>([^<]*)</text>', card_head_svg(points, 3, lang))
    assert " ".join(coin) == tn("ui.points", points, lang) and coin[0] == fmt_num(points, lang)


def _drawn_in_box(place: str) -> list[float]:
    """Return the right edge of every shape in a player's place that is not the frame (rect x + width)."""
    return [float(x) + float(w) for x, w in re.findall(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', place)]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_a_players_place_shows_every_penalty_card_or_their_count_and_sum(n: int) -> None:
    """Audit: the place drew at most 4 penalty cards and the 4th was cut at the box edge; now every card is drawn
    when they fit, else a pile marked "×n" with their sum, all inside the box."""
    from bugkit.wanzen_tanzen.draw import PLAYER_WIDTH, player_svg

    pens = tuple(range(1, n + 1))
    place = player_svg("Player 1", 0, 5, None, pens, 0, False, "Player 1")
    assert max(_drawn_in_box(place)) <= PLAYER_WIDTH - 2
    values = re.findall(r">-(\d+)</text>", place)
    if n <= 3:
        assert values == [str(v) for v in pens]
    else:
        assert f">×{n}</text>" in place and values == [str(sum(pens))]


@pytest.mark.parametrize("n", range(7))
def test_penalty_numbers_are_16_px_bold_and_none_is_covered(n: int) -> None:
    """Audit (tablet): the numbers on a player's penalty cards were 12 px white on red, the next penalty in the red
    place 13 px, the "×n" of a pile 13 px. Every number of a player's place is now 16 px bold and stands inside its
    card; where the cards overlap, each number stays clear of the card laid over it."""
    from bugkit.wanzen_tanzen.draw import PENALTY_CARD, PLAYER_WIDTH, player_svg

    pens = tuple(1 + k % 3 for k in range(n))
    place = player_svg("Spieler 4 (Bot)", 2, 5, 3, pens, -sum(pens), False, "Spieler 4")
    cards = [float(x) for x in re.findall(rf'<rect x="([\d.]+)" y="32" width="{PENALTY_CARD[0]}"', place)]
    numbers = re.findall(r'<text x="([\d.]+)" y="[\d.]+" text-anchor="middle" font-size="(\d+)" '
                         r'font-weight="bold"[^>]*>([^<]*)</text>', place)
    assert numbers and all(int(size) >= 16 for _, size, _ in numbers), numbers
    assert numbers[0][2] == "-3"  # the next penalty, in the red place
    if cards or not n:
        assert len(cards) == n and [text for _, _, text in numbers[1:]] == [f"-{v}" for v in pens]
        for k, (x, size, text) in enumerate(numbers[1:]):
            half = text_width(text, int(size)) / 2
            right = cards[k + 1] if k + 1 < n else cards[k] + PENALTY_CARD[0]
            assert cards[k] <= float(x) - half and float(x) + half <= right, (n, k, text)
    else:
        assert f">×{n}</text>" in place and ">-" + str(sum(pens)) + "</text>" in place
    assert max(_drawn_in_box(place)) <= PLAYER_WIDTH - 2
    assert re.findall(r'<rect x="[\d.]+" y="34" width="(\d+)" height="\1"', place)[0] == "30"  # bug places


def test_the_cards_points_word_is_14_px() -> None:
    """Audit: "Punkte"/"points" under the card's value was 12 px."""
    from bugkit.wanzen_tanzen.draw import card_head_svg

    for lang, word in (("en", "points"), ("de", "Punkte")):
        sizes = re.findall(rf'font-size="(\d+)"[^>]*>{word}</text>', card_head_svg(3, 9, lang))
        assert sizes and int(sizes[0]) >= 14
