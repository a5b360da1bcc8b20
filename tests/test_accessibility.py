"""Accessibility of the play widgets: keyboard-usable controls, every outcome in words, colour never alone.

Every registered game's board, driven through the functions its ``ui`` module provides (``example_board``,
``press_a_move``, ``next_move``; see docs/adding_a_game.md); what one board alone shows is tested in its game's
``tests/test_<game>_ui.py``.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any

import ipywidgets as widgets
import pytest
from gametools import first_in_fast_lane

import bugkit
from bugkit.ui import html_text, visible_texts, walk
from bugkit.ui.a11y import Labeller
from bugkit.ui.keys import KeyCatcher
from bugkit.ui.table import Table

GAMES = sorted(bugkit.GAMES)
# Native form controls: reachable with Tab, pressed with Enter/Space, changed with the arrow keys or typing.
KEYBOARD = (widgets.Button, widgets.ToggleButton, widgets.ToggleButtons, widgets.Dropdown, widgets.IntText,
            widgets.BoundedIntText, widgets.Text, widgets.Checkbox, widgets.IntSlider, widgets.Play,
            widgets.Select)  # Select: a labelled list box (Würfel-WG), moved through with the arrow keys
PASSIVE = (widgets.Box, widgets.HTML, widgets.Label, widgets.Output, KeyCatcher, Labeller)  # invisible relays
# Drawn by our own front end (anywidget): its controls are native buttons named by the scene's words; the browser
# tests press them with the keyboard and run axe-core on them; here every piece and action must have words.
OWN_FRONT_END = (Table,)
LETTER = re.compile(r"[A-Za-zÄÖÜäöüß]{2}")


def ui(game: str) -> ModuleType:
    """Return the ``ui`` module of ``game``: its board and the functions that drive it."""
    return importlib.import_module(f"bugkit.{game}.ui")


def new_view(game: str, lang: str = "en") -> Any:
    """Return a fresh view of ``game`` with the human to play first."""
    return ui(game).example_board(lang)


def log_lines(view: Any) -> list[str]:
    """Return what the view's log of events says, one line per event."""
    return list(view.textlog.lines)  # every board has one log


def is_over(view: Any) -> bool:
    """Return True if the game in the view has ended."""
    return bool(view.state.is_over)


@pytest.mark.parametrize("game", GAMES)
def test_every_control_is_a_native_keyboard_control_and_nothing_needs_a_mouse(game: str) -> None:
    view = new_view(game)
    ui(game).press_a_move(view)
    for w in walk(view):
        assert isinstance(w, KEYBOARD + PASSIVE + OWN_FRONT_END), type(w)
        if isinstance(w, Table):
            pieces = [p for zone in w.scene["zones"] for p in zone["pieces"]]
            names = [p["alt"] for p in pieces] + [a["label"] for a in w.actions] + \
                [z["label"] for z in w.scene["zones"]]
            assert pieces and all(LETTER.search(name) for name in names), names
        if isinstance(w, (widgets.HTML, widgets.Label)):
            assert not re.search(r"onclick|<button|<a |<input|javascript:", w.value, re.I), w.value
        if isinstance(w, KEYBOARD):
            assert w.tabbable is not False


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_every_control_has_a_name_in_words(game: str, lang: str) -> None:
    view = new_view(game, lang)
    ui(game).press_a_move(view)
    controls = [w for w in walk(view) if isinstance(w, KEYBOARD)]
    assert len(controls) >= 8
    for w in controls:
        if isinstance(w, (widgets.Button, widgets.ToggleButton)):
            assert (w.description + (w.tooltip or "")).strip(), w
        else:
            assert LETTER.search(w.description), w


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_a_coloured_or_styled_button_also_says_in_words_what_it_is(game: str, lang: str) -> None:
    view = new_view(game, lang)
    ui(game).press_a_move(view)
    styled = [(w.description, w.tooltip or "") for w in walk(view) if isinstance(w, (widgets.Button,
              widgets.ToggleButton)) and (w.button_style or getattr(w.style, "button_color", None))]
    coloured = [(a.label, "") for a in view.table.model.actions]  # the table's actions: large coloured buttons
    assert coloured
    for words, tip in styled + coloured:
        assert LETTER.search(words + " " + tip), (words, tip)


def status_words(view: Any) -> str:
    """Return the view's one-line state of play (whose turn, what to do) as text."""
    return html_text(view.status.value)


@pytest.mark.parametrize("game", first_in_fast_lane(GAMES))  # whole games: one in the fast lane
def test_every_move_is_written_into_the_log(game: str) -> None:
    """Each move adds a sentence to the log; the few moves the engine does not log (Wanzen tanzen's 'stop',
    Voll verasselt's 'go on') change the status line instead."""
    view = new_view(game)
    moves = silent = 0
    for _ in range(60):
        if is_over(view):
            break
        before, status = len(log_lines(view)), status_words(view)
        ui(game).next_move(view)
        moves += 1
        if len(log_lines(view)) == before:
            silent += 1
            assert status_words(view) != status, f"move {moves} left no words in the log or the status"
    assert moves >= 10 and silent <= moves // 4, (
        f"{game}: {moves} moves from a fresh board ({silent} left no log line); the test needs a game of at least 10 "
        "moves from example_board's start, and a log line for at least three moves in four")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_no_words_on_a_board_show_markup_as_text(game: str, lang: str) -> None:
    """No text of a board shows HTML tags as words: Wanzen tanzen's "How to play" read "<p>A task card lies face up
    ... <i>three of a kind</i>" (HTML in a label that the board writes as text)."""
    view = new_view(game, lang)
    ui(game).press_a_move(view)
    shown = [w.value for w in walk(view) if isinstance(w, (widgets.HTML, widgets.Label))]
    assert shown and not [v for v in shown if re.search(r"&lt;/?[a-z]", v)], shown
    assert view.howto.value.count("<p>") >= 1


@pytest.mark.parametrize("game", GAMES)
def test_everything_on_the_table_can_be_read_as_text(game: str) -> None:
    view = new_view(game)
    ui(game).press_a_move(view)
    text = " ".join(visible_texts(view))
    assert "Player 1" in text or "You" in text
    assert len(text) > 300
