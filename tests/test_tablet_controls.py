"""The widgets' side of a tablet's controls (the browser's side: tests/browser/test_tablet_controls.py).

A text box for a whole number is marked for the labeller (``bugkit.ui.a11y.number_box``), which asks a tablet for its
number pad; no other text box is. Every dropdown of a board's settings is made as wide as its longest choice
(``bugkit.ui.board.fit_choices``).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.lessons.class_dice import class_dice
from bugkit.ui.a11y import ESM, NUMBER, number_box
from bugkit.ui.board import FIT, STATUS_CSS, fit_choices
from bugkit.ui.lesson import exercise_box

GAMES = sorted(bugkit.GAMES)


def every_widget(root: Any) -> Iterator[Any]:
    """Yield a widget and every widget inside it, hidden ones too."""
    yield root
    for child in getattr(root, "children", ()):
        yield from every_widget(child)


def text_boxes(root: Any) -> list[Any]:
    """Return the text boxes in a widget tree."""
    return [w for w in every_widget(root) if isinstance(w, widgets.Text)]


def test_a_number_box_is_marked_for_the_labellers_number_pad_and_anything_else_is_refused() -> None:
    box = widgets.Text()
    assert number_box(box) is box and NUMBER in box._dom_classes
    assert f".{NUMBER} input" in ESM and "inputmode" in ESM  # the labeller's selector is this class
    for bad in (widgets.Textarea(), widgets.Dropdown(), None, "box"):
        with pytest.raises(InvalidInput, match="number_box: box must be a text box"):
            number_box(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_a_boards_game_number_is_its_only_number_box(game: str) -> None:
    board = importlib.import_module(f"bugkit.{game}.ui").example_board("de")
    assert [box for box in text_boxes(board) if NUMBER in box._dom_classes] == [board.seed]


@pytest.mark.parametrize("game", GAMES)
def test_every_dropdown_of_a_board_fits_its_choices(game: str) -> None:
    board = importlib.import_module(f"bugkit.{game}.ui").example_board("de")
    settings = [w for w in every_widget(board.settings) if isinstance(w, widgets.Dropdown)]
    assert len(settings) >= 2 + board.max_players + 1  # language, players, the seats, the pace (and the game's)
    dropdowns = [w for w in every_widget(board) if isinstance(w, widgets.Dropdown)]  # Würfel-WG's advisor too
    assert all(FIT in d._dom_classes and d.layout.width == "auto" for d in dropdowns), dropdowns
    assert f".{FIT}>select" in STATUS_CSS


def test_a_lessons_exercise_set_and_the_class_dice_counts_are_number_boxes_and_nothing_else(tmp_path: Path) -> None:
    from bugkit.lessons.ungeziffer import EX

    exercise = exercise_box(EX["pairs"], "de", seed=1)
    assert [box for box in text_boxes(exercise) if NUMBER in box._dom_classes] == [exercise.set_box]
    assert exercise.answer_box is not None and NUMBER not in exercise.answer_box._dom_classes  # "1/10", "10 %"
    dice = class_dice("ungeziffer", "de", groups=2, folder=tmp_path)
    counts = [box for row in dice.rows for box in row]
    assert len(counts) >= 12 and [box for box in text_boxes(dice) if NUMBER in box._dom_classes] == counts
    dice.add_group()
    assert all(NUMBER in box._dom_classes for box in dice.rows[-1])  # a group added later too
    assert NUMBER not in dice.path._dom_classes  # a file name


def test_fit_choices_refuses_anything_but_a_dropdown() -> None:
    dropdown = widgets.Dropdown(options=["a", "bb"])
    assert fit_choices(dropdown) is dropdown and FIT in dropdown._dom_classes
    assert (dropdown.layout.width, dropdown.layout.max_width) == ("auto", "100%")
    for bad in (widgets.Text(), widgets.Select(options=["a"]), None):
        with pytest.raises(InvalidInput, match="fit_choices: dropdown must be a Dropdown"):
            fit_choices(bad)  # type: ignore[arg-type]
