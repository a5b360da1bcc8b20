"""Accessibility of the play widgets: keyboard-usable controls, every outcome in words, colour never alone."""

from __future__ import annotations

import re
from typing import Any

import ipywidgets as widgets
import pytest

from bugkit.core.i18n import t
from bugkit.kakerlakentanz.ui import FakeClock, KeyCatcher
from bugkit.kakerlakentanz.ui import play_widget as kakerlakentanz_play
from bugkit.ui import html_text, visible_texts, walk
from bugkit.ungeziffer.ui import play as ungeziffer_play
from bugkit.voll_verasselt import labels as vv_labels
from bugkit.voll_verasselt.ui import SHOW, SYMBOL
from bugkit.voll_verasselt.ui import play as voll_verasselt_play
from bugkit.wanzen_tanzen.ui import play_widget as wanzen_tanzen_play
from bugkit.wuerfel_wg.ui import play as wuerfel_wg_play

GAMES = ("ungeziffer", "wanzen_tanzen", "voll_verasselt", "kakerlakentanz", "wuerfel_wg")
# Native form controls: reachable with Tab, pressed with Enter/Space, changed with the arrow keys or typing.
KEYBOARD = (widgets.Button, widgets.ToggleButton, widgets.ToggleButtons, widgets.Dropdown, widgets.IntText,
            widgets.BoundedIntText, widgets.Text, widgets.Checkbox, widgets.IntSlider, widgets.Play,
            widgets.Select)  # Select: a labelled list box (Würfel-WG), moved through with the arrow keys
PASSIVE = (widgets.Box, widgets.HTML, widgets.Label, widgets.Output, KeyCatcher)  # KeyCatcher: invisible key relay
LETTER = re.compile(r"[A-Za-zÄÖÜäöüß]{2}")


def new_view(game: str, lang: str = "en") -> Any:
    """Return a fresh view of ``game`` with the human to play first."""
    if game == "ungeziffer":
        return ungeziffer_play(players=2, seats=["human", "memory"], seed=1, lang=lang)
    if game == "wanzen_tanzen":
        return wanzen_tanzen_play(seed=3, lang=lang)
    if game == "voll_verasselt":
        return voll_verasselt_play(players=2, seats=("human", "odds"), seed=3, lang=lang)
    if game == "wuerfel_wg":
        return wuerfel_wg_play(players=2, seats=("human", "planner"), seed=1, lang=lang)
    return kakerlakentanz_play(players=3, seed=1, clock=FakeClock(), lang=lang, bot_delay=False)


def log_lines(view: Any) -> list[str]:
    """Return what the view's log of events says, one line per event."""
    for name in ("textlog", "log_box"):
        if hasattr(view, name):
            return list(getattr(view, name).lines)
    return "".join(o.get("text", "") for o in view.log_out.outputs).splitlines()


def human_move(game: str, view: Any) -> None:
    """Make one legal move for the human by pressing the view's buttons (as a keyboard user would)."""
    if game == "ungeziffer":
        if view.state.phase == "roll":
            view.roll_button.click()
        else:
            next(b for b in view.tile_buttons if not b.disabled).click()
    elif game == "wanzen_tanzen":
        phase = view.model.state.phase
        if phase == "roll":
            view.roll.click()
        elif phase == "choose":
            view.dice[0].value = True
            view.keep.click()
        elif phase == "next":
            view.stop.click()
        else:
            view.covers.children[0].click()
    elif game == "voll_verasselt":
        s = view.state
        if s.phase == "roll":
            view.roll_button.click()
        elif s.phase == "decide":
            view.stop_button.click()
        elif s.phase == "receive":
            view.heap_button.click()
        elif s.phase == "choose":
            next(b for a, b in view.group_buttons.items() if a in s.legal_actions()).click()
        else:
            next(b for b in view.colour_buttons.values() if b.layout.display == "").click()
    elif game == "wuerfel_wg":
        s = view.state
        if s.phase == "reroll":
            view.done_button.click()
        elif s.phase == "freeload":
            view.pass_button.click()
        elif view.options.options:
            view.options.value = view.options.options[0][1]
            view.do_button.click()
        else:
            view.end_button.click()
    else:
        first = view.model.state.legal_actions()[0]
        view.buttons[getattr(first, "call", str(first))].click()


def bot_move(game: str, view: Any) -> None:
    """Let the bots play one step (or, in Kakerlakentanz, until it is the human's turn)."""
    if game == "wanzen_tanzen":
        view.bot_step.click()
    elif game == "kakerlakentanz":
        view.start()  # the board waits for Start after a wrong move; bots then play at once
    else:
        view.step_button.click()


def human_to_play(game: str, view: Any) -> bool:
    """Return True if the human seat is to move."""
    if game == "wanzen_tanzen":
        return bool(view.model.human_to_play())
    if game == "kakerlakentanz":
        return bool(view.model.human_turn)
    return not view.state.is_over and view.bots[view.state.current_player] is None


def is_over(game: str, view: Any) -> bool:
    """Return True if the game in the view has ended."""
    return bool((view.model.state if hasattr(view, "model") else view.state).is_over)


@pytest.mark.parametrize("game", GAMES)
def test_every_control_is_a_native_keyboard_control_and_nothing_needs_a_mouse(game: str) -> None:
    view = new_view(game)
    human_move(game, view)
    for w in walk(view):
        assert isinstance(w, KEYBOARD + PASSIVE), type(w)
        if isinstance(w, (widgets.HTML, widgets.Label)):
            assert not re.search(r"onclick|<button|<a |<input|javascript:", w.value, re.I), w.value
        if isinstance(w, KEYBOARD):
            assert w.tabbable is not False


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_every_control_has_a_name_in_words(game: str, lang: str) -> None:
    view = new_view(game, lang)
    human_move(game, view)
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
    human_move(game, view)
    styled = [w for w in walk(view) if isinstance(w, (widgets.Button, widgets.ToggleButton))
              and (w.button_style or getattr(w.style, "button_color", None))]
    assert styled
    for w in styled:
        assert LETTER.search(w.description + " " + (w.tooltip or "")), (w.description, w.tooltip)


def test_ungeziffer_tile_colours_are_explained_in_the_tooltip() -> None:
    view = ungeziffer_play(players=2, seats=["human", "human"], seed=2)  # a game that shows every colour early
    meaning = {"warning": "turned up this turn", "danger": "the turn failed", "": "face down"}
    seen = set()
    for _ in range(60):
        human_move("ungeziffer", view)
        for i, b in enumerate(view.tile_buttons):
            if b.description:
                assert meaning[b.button_style] in b.tooltip and b.tooltip.startswith(f"Tile {i + 1}")
                seen.add(b.button_style)
    assert seen == {"warning", "danger", ""}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ungeziffer_dice_show_number_and_colour_name(lang: str) -> None:
    view = ungeziffer_play(players=2, seats=["human", "memory"], seed=2, lang=lang)
    view.roll_button.click()
    text = html_text(view.dice.value)
    for colour, value in zip(("green", "yellow"), view.state.dice, strict=True):
        name = t(f"ui.colour.{colour}", lang)
        assert f"{value} ({name})" in text
        assert f"{name} {value}" in text  # the aria-label says it too


@pytest.mark.parametrize("lang", ["en", "de"])
def test_voll_verasselt_every_bug_colour_also_has_its_name_and_shape(lang: str) -> None:
    view = voll_verasselt_play(players=2, seats=("human", "odds"), seed=3, lang=lang)
    view.roll_button.click()
    coloured = 0
    for b in [*view.die_buttons, *view.colour_buttons.values()]:
        if b.style.button_color in SHOW.values() and b.layout.display != "none":
            kind = next(k for k, v in SHOW.items() if v == b.style.button_color)
            assert vv_labels.colour(kind, lang) in b.description and vv_labels.colour(kind, lang) in b.tooltip
            coloured += 1
    assert coloured >= 4
    cells = re.findall(r'<td style="color:(#\w+);[^"]*">(.*?)</td>', view.table.value)
    assert len(cells) >= 8
    for colour, text in cells:
        kind = next(k for k, v in SHOW.items() if v == colour)
        assert SYMBOL[kind] in text and vv_labels.colour(kind, lang) in text


def test_voll_verasselt_marked_dice_say_so_in_words_not_only_in_colour() -> None:
    view = voll_verasselt_play(players=2, seats=("human", "odds"), seed=3)
    view.die_buttons[2].click()
    assert "✓" not in view.die_buttons[2].description and view.die_buttons[2].tooltip == "Die 3: bars"
    assert "✓" in view.die_buttons[3].description and "marked" in view.die_buttons[3].tooltip


def test_wanzen_tanzen_chosen_dice_and_covered_tasks_say_so_in_words() -> None:
    view = wanzen_tanzen_play(seed=3)
    view.roll.click()
    view.dice[1].value = True
    assert "✓" in view.dice[1].description and "chosen to set aside" in view.dice[1].tooltip
    assert "✓" not in view.dice[0].description and "not chosen" in view.dice[0].tooltip
    for _ in range(30):
        if view.model.state.covered:
            break
        human_move("wanzen_tanzen", view)
    assert view.model.state.covered
    assert "(covered)" in view.card.value


def test_refusals_are_written_in_words_not_only_in_red() -> None:
    view = ungeziffer_play(seed=4)
    view.tile_buttons[3].click()
    assert "#b00020" in view.error.value and html_text(view.error.value).startswith("Not allowed:")
    k = kakerlakentanz_play(players=2, seed=3, practice=True, clock=FakeClock())
    state = k.model.state
    right = {getattr(a, "call", str(a)) for a in state.legal_actions()}
    k.buttons[next(c for c in k.buttons if c not in right)].click()
    assert "try again" in html_text(k.message.value)


def status_words(view: Any) -> str:
    """Return the view's one-line state of play (whose turn, what to do) as text."""
    return html_text(view.status.value if hasattr(view, "status") else view.card.value + view.message.value)


@pytest.mark.parametrize("game", GAMES)
def test_every_move_is_written_into_the_log(game: str) -> None:
    """Each move adds a sentence to the log; the few moves the engine does not log (Wanzen tanzen's 'stop',
    Voll verasselt's 'go on') change the status line instead."""
    view = new_view(game)
    moves = silent = 0
    for _ in range(60):
        if is_over(game, view):
            break
        before, status = len(log_lines(view)), status_words(view)
        if human_to_play(game, view):
            human_move(game, view)
        else:
            bot_move(game, view)
        moves += 1
        if len(log_lines(view)) == before:
            silent += 1
            assert status_words(view) != status, f"move {moves} left no words in the log or the status"
    assert moves >= 10 and silent <= moves // 4


@pytest.mark.parametrize("game", GAMES)
def test_everything_on_the_table_can_be_read_as_text(game: str) -> None:
    view = new_view(game)
    human_move(game, view)
    text = " ".join(visible_texts(view))
    assert "Player 1" in text or "You" in text
    assert len(text) > 300
