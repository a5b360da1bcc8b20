"""The widgets' side of a tablet's controls (the browser's side: tests/browser/test_tablet_controls.py).

Every dropdown of a board's settings is made as wide as its longest choice (``bugkit.ui.board.fit_choices``).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets
import pytest

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.ui.board import FIT, STATUS_CSS, fit_choices

GAMES = sorted(bugkit.GAMES)


def every_widget(root: Any) -> Iterator[Any]:
    """Yield a widget and every widget inside it, hidden ones too."""
    yield root
    for child in getattr(root, "children", ()):
        yield from every_widget(child)


@pytest.mark.parametrize("game", GAMES)
def test_every_dropdown_of_a_boards_settings_fits_its_choices(game: str) -> None:
    board = importlib.import_module(f"bugkit.{game}.ui").example_board("de")
    dropdowns = [w for w in every_widget(board.settings) if isinstance(w, widgets.Dropdown)]
    assert len(dropdowns) >= 2 + board.max_players + 1  # language, players, the seats, the pace (and the game's)
    assert all(FIT in d._dom_classes and d.layout.width == "auto" for d in dropdowns), dropdowns
    assert f".{FIT}>select" in STATUS_CSS


def test_fit_choices_refuses_anything_but_a_dropdown() -> None:
    dropdown = widgets.Dropdown(options=["a", "bb"])
    assert fit_choices(dropdown) is dropdown and FIT in dropdown._dom_classes
    assert (dropdown.layout.width, dropdown.layout.max_width) == ("auto", "100%")
    for bad in (widgets.Text(), widgets.Select(options=["a"]), None):
        with pytest.raises(InvalidInput, match="fit_choices: dropdown must be a Dropdown"):
            fit_choices(bad)  # type: ignore[arg-type]
