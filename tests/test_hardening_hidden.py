"""Hidden information and click handlers (issue 19, robustness part 1), on every board, each case under a time limit:

- a board's game number never shows while its game goes on (it seeds the session, so a second board could show
  the next roll); it appears once the game is over and then replays that very game; a loaded game shows none;
- a typed game number is digits only: "1.5" is refused on every board, never read as 15;
- a chance distribution's cached weights (and the odds helpers' cached tables) cannot be changed by a caller;
- every click handler of every board is guarded: with the rules broken underneath, clicking everything and
  switching every control lets no exception out; bad ``lang`` / ``practice`` arguments are refused.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest
from ipywidgets.widgets.widget import CallbackDispatcher
from limits import within
from test_hardening_files import bounded_memory
from test_hardening_widgets import _strict_call, text_of, walk
from test_save_replay import holder, make_view

import bugkit
from bugkit.core.dice import D6, roll_dist
from bugkit.core.errors import InvalidInput
from bugkit.matches import matchup
from bugkit.ui.gamenumber import GameNumber, parse_number

GAMES = sorted(bugkit.GAMES)
SECONDS = 20.0


@pytest.fixture(autouse=True)
def strict_callbacks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Make click-handler exceptions fail the test, and run in a fresh folder."""
    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)
    monkeypatch.chdir(tmp_path)


def number_of(view: Any) -> int:
    """Return the number that seeds the session of the board's game."""
    return int(holder(view).numbering.value)


def number_controls(name: str) -> tuple[str, str]:
    """Return the names of the board's game-number box and of the button that replays the number typed in it."""
    controls: tuple[str, str] = importlib.import_module(f"bugkit.{name}.ui").NUMBER_CONTROLS
    return controls


def typed_into(view: Any, name: str, text: str) -> None:
    """Type ``text`` into the board's game-number box (as a keyboard does: clear it first) and press replay."""
    box, button = number_controls(name)
    getattr(view, box).value = ""
    getattr(view, box).value = text
    getattr(view, button).click()


def shown(view: Any, name: str) -> str:
    """Return every text the board shows, its game-number box included."""
    return text_of(view) + "\n" + str(getattr(view, number_controls(name)[0]).value)


def finish(view: Any, name: str) -> None:
    """Put a finished game on the board's own session (the board's game number stays) and redraw it."""
    final = bugkit.play(name, list(matchup(name)), seed=5).final
    holder(view).session.state = final
    view.render()


# -- the game number ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_a_fresh_game_hides_its_number_until_it_is_over_and_then_replays_it(name: str) -> None:
    with within(SECONDS):
        view = make_view(name)
        number = number_of(view)
        first = holder(view).state
        assert 1 <= number <= 999_999 and not first.is_over
        assert str(number) not in shown(view, name)  # a second board could not look ahead
        other = make_view(name)
        assert str(number_of(other)) not in shown(other, name)
        finish(view, name)
        assert str(number) in shown(view, name)  # the game is over: now its number is shown
        # the box holds the number, or stays free for typing while the board shows it beside (Würfel-WG)
        assert getattr(view, number_controls(name)[0]).value in (str(number), "")
        typed_into(other, name, str(number))
        assert number_of(other) == number and holder(other).state == first  # the same game again
        assert str(number) in shown(other, name)  # a replay shows its number: the typist knows it


@pytest.mark.parametrize("name", GAMES)
def test_a_loaded_game_goes_on_with_a_number_that_is_never_shown(name: str) -> None:
    with within(SECONDS):
        view = make_view(name)
        final = bugkit.play(name, list(matchup(name)), seed=6).final
        view.adopt(final)
        assert not holder(view).numbering.replayable
        assert str(number_of(view)) not in shown(view, name) and getattr(view, number_controls(name)[0]).value == ""


NOT_NUMBERS = ["1.5", "1,5", "15.0", "1e1", "-1", "+5", "0x10", "1_000", "٣", "１２", "12a", "1.234.567", "½",
               " . ", "9" * 20, "1" * 41]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("typed", NOT_NUMBERS)
def test_a_typed_game_number_is_digits_only_on_every_board(name: str, typed: str) -> None:
    view = make_view(name)
    before, number = holder(view).state, number_of(view)
    with within(SECONDS), bounded_memory():
        typed_into(view, name, typed)
    assert holder(view).state is before and number_of(view) == number  # "1.5" is never game 15
    assert "whole number" in text_of(view) or "ganze Zahl" in text_of(view)


@pytest.mark.parametrize(("typed", "number"), [("15", 15), (" 15 ", 15), ("123 456", 123456), ("123\u202f456", 123456),
                                                ("12 345 678", 12345678), ("0", 0), ("9223372036854775807", 2**63 - 1)])
def test_digits_with_spaces_between_groups_are_a_game_number(typed: str, number: int) -> None:
    assert parse_number(typed) == number
    assert GameNumber.typed(typed).replay


@pytest.mark.parametrize("typed", [*NOT_NUMBERS, "", "9223372036854775808", "4 2", "1 23 4", "1234 567", "12  345"])
def test_parse_number_refuses_what_is_not_digits(typed: str) -> None:
    with pytest.raises(InvalidInput):
        parse_number(typed)


def test_game_number_shows_only_what_may_be_known() -> None:
    fresh, replay, loaded = GameNumber(7), GameNumber(7, replay=True), GameNumber(7, replayable=False)
    assert (fresh.shown(False), fresh.shown(True)) == ("", "7")
    assert (replay.shown(False), replay.shown(True)) == ("7", "7")
    assert (loaded.shown(False), loaded.shown(True)) == ("", "")
    assert "7" not in fresh.note(False, "en") and "7" in fresh.note(True, "de")
    for bad in (-1, 1.5, "x", None, True, 2**63):
        with pytest.raises(InvalidInput):
            GameNumber.typed(bad)


# -- cached chance cannot be changed by a caller ---------------------------------------------------------------------
def test_cached_weights_are_immutable() -> None:
    dist = roll_dist(D6, 2)
    denominator, weights = dist.integer_weights()
    assert isinstance(weights, tuple) and all(isinstance(w, tuple) for w in weights)
    with pytest.raises((TypeError, AttributeError)):
        weights.append((("x",), 10**9))  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        weights[0] = ((6, 6), denominator)  # type: ignore[index]
    with pytest.raises(TypeError):
        dist[(6, 6)] = 1  # type: ignore[index]
    assert roll_dist(D6, 2).integer_weights() == (denominator, weights)
    assert sum(w for _, w in weights) == denominator


def test_the_odds_helpers_caches_are_read_only() -> None:
    from bugkit.wanzen_tanzen import odds as wodds
    from bugkit.wuerfel_wg import parse_requirement
    from bugkit.wuerfel_wg.odds import solve

    space = wodds.space()
    for array in (space.counts, space.pair_of, *space.pairs[1]):
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 0
    with pytest.raises(TypeError):
        space.index[(1,)] = 0  # type: ignore[index]
    plan = solve(parse_requirement("XXX"), 5, 5, 1, False)
    with pytest.raises(TypeError):
        plan.values[0][0] = 10**9  # type: ignore[index]


@pytest.mark.parametrize("name", GAMES)
def test_a_changed_distribution_cannot_rig_later_games(name: str) -> None:
    """Sample a game, try to change every cached distribution met on the way, sample again: the same game."""
    first = bugkit.play(name, list(matchup(name)), seed=9).final
    state = bugkit.start(name, players=2, seed=9).state
    from bugkit.core.session import resolve

    for _ in range(30):
        if state.is_over:
            break
        if state.is_chance_node:
            _, weights = state.chance_outcomes().integer_weights()
            with pytest.raises((TypeError, AttributeError)):
                weights.reverse()  # type: ignore[attr-defined]
            state = resolve(state, np.random.default_rng(1))
        else:
            state = state.apply(state.legal_actions()[0])
    assert bugkit.play(name, list(matchup(name)), seed=9).final == first


# -- click handlers -----------------------------------------------------------------------------------------------
def _switch(widget: Any) -> None:
    """Move a control to another value, as a child would."""
    if isinstance(widget, (widgets.ToggleButton, widgets.Checkbox)):
        widget.value = not widget.value
    elif isinstance(widget, (widgets.Dropdown, widgets.ToggleButtons, widgets.Select)) and widget.options:
        values = [o[1] if isinstance(o, tuple) else o for o in widget.options]
        widget.value = values[-1] if widget.value != values[-1] else values[0]
    elif isinstance(widget, (widgets.IntSlider, widgets.BoundedIntText)):
        widget.value = widget.max if widget.value != widget.max else widget.min
    elif isinstance(widget, widgets.Text):
        widget.value = "7"


@pytest.mark.parametrize("name", GAMES)
def test_no_click_handler_lets_an_exception_out_even_when_the_rules_break(name: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from bugkit.ui.saving import save_replay_for

    view = make_view(name)
    board = widgets.VBox([view, save_replay_for(view, "x.json")])
    kind = type(holder(view).state)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug in the rules")

    monkeypatch.setattr(kind, "apply", broken)
    monkeypatch.setattr(kind, "legal_actions", broken)
    with within(SECONDS * 2):
        for w in list(walk(board)):
            if isinstance(w, widgets.Button) and not w.disabled:
                w.click()
        for w in list(walk(board)):
            _switch(w)
        for w in list(walk(board)):
            if isinstance(w, widgets.Button) and not w.disabled:
                w.click()




BAD_ARGUMENTS = [{"lang": "fr"}, {"lang": "DE"}, {"lang": ""}, {"lang": 5}, {"seed": 1.5}, {"seed": "15"},
                 {"seed": -1}, {"seed": True}]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("kwargs", BAD_ARGUMENTS, ids=[str(k) for k in BAD_ARGUMENTS])
def test_every_board_refuses_a_bad_argument_with_a_bugkit_error(name: str, kwargs: dict[str, Any]) -> None:
    factory = importlib.import_module(f"bugkit.{name}.ui").play
    with within(SECONDS), pytest.raises(InvalidInput):
        factory(**kwargs)


@pytest.mark.parametrize("kwargs", [{"practice": "yes"}, {"practice": 1}, {"practice": None}, {"clock": 5},
                                    {"time_limit": 0}, {"time_limit": -3}, {"time_limit": "3"},
                                    {"time_limit": float("nan")}, {"variant": "kids"}, {"hand_size": 0}], ids=str)
def test_kakerlakentanz_refuses_a_practice_that_is_not_true_or_false(kwargs: dict[str, Any]) -> None:
    from bugkit.kakerlakentanz.ui import play

    with pytest.raises(InvalidInput):
        play(**kwargs)
