"""Nothing typed into a board breaks it (issue 11): on every board of every game (with its save panel), type bad
values into every text and number box, click every button, and check that no exception escapes a handler and that
"New game" either starts a game or says why not. Table-driven: each case is (game, box, value), under a time limit.

ipywidgets swallows exceptions of click handlers (it logs them; in a notebook it prints a traceback), so
``strict_callbacks`` makes them propagate here: a handler that lets an error out fails the test.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest
import traitlets
from ipywidgets.widgets.widget import CallbackDispatcher
from limits import within
from test_save_replay import holder, make_view

import bugkit
from bugkit.ui.saving import save_replay_for

GAMES = sorted(bugkit.GAMES)
SECONDS = 20.0  # a whole pass over one board: every button clicked once
BOXES = (widgets.Text, widgets.Textarea, widgets.IntText, widgets.BoundedIntText, widgets.FloatText,
         widgets.BoundedFloatText)
BAD_VALUES: list[tuple[str, object]] = [
    ("-1", -1), ("10**30", 10**30), ("text huge", "9" * 30), ("text NaN", "NaN"), ("empty", ""),
    ("10000 chars", "x" * 10_000), ("control char", "1\x002"), ("path", "../teacher_notes.ipynb"),
    ("html", "<b>x</b><script>alert(1)</script>"),
]


def _strict_call(self: CallbackDispatcher, *args: Any, **kwargs: Any) -> Any:
    """Call every registered callback and let exceptions propagate (ipywidgets would only log them)."""
    value = None
    for callback in self.callbacks:
        local = callback(*args, **kwargs)
        value = local if local is not None else value
    return value


@pytest.fixture(autouse=True)
def strict_callbacks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Make click-handler exceptions fail the test, and run in a fresh folder (the save panel writes saves/)."""
    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)
    monkeypatch.chdir(tmp_path)


def walk(widget: Any) -> Iterator[Any]:
    """Return every widget inside ``widget`` (itself included), depth first."""
    seen: set[int] = set()
    stack = [widget]
    while stack:
        w = stack.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        yield w
        stack.extend(reversed(list(getattr(w, "children", ()) or ())))


def text_of(board: Any) -> str:
    """Return all text a board shows: labels, HTML, button captions and tooltips, and its Output areas."""
    parts: list[str] = []
    for w in walk(board):
        if isinstance(w, (widgets.HTML, widgets.Label, widgets.HTMLMath)):
            parts.append(str(w.value))
        if isinstance(w, widgets.Output):
            parts.extend(str(o.get("text", o.get("data", ""))) for o in w.outputs)
        if isinstance(w, widgets.Button):
            parts.append(f"{w.description}|{w.tooltip}")
    return "\n".join(parts)


def make_board(name: str) -> tuple[Any, Any]:
    """Return (view, board): a fresh play widget of ``name`` in English, with its save panel below."""
    view = make_view(name)
    picker = getattr(view, "language", None) or getattr(view, "lang", None)
    if isinstance(picker, widgets.Dropdown) and "en" in [v for _, v in picker.options] + list(picker.options):
        picker.value = "en"
    return view, widgets.VBox([view, save_replay_for(view, f"{name}.json")])


def boxes_of(name: str) -> list[str]:
    """Return a label for every text or number box on the board of ``name`` (type and position)."""
    _, board = make_board(name)
    return [f"{i}:{type(w).__name__}:{getattr(w, 'description', '')}" for i, w in enumerate(walk(board))
            if isinstance(w, BOXES)]


def new_game_button(board: Any) -> widgets.Button | None:
    """Return the board's 'New game' button, if it has one."""
    return next((w for w in walk(board) if isinstance(w, widgets.Button)
                 and "new game" in str(w.description).lower()), None)


def _cases() -> list[Any]:
    return [pytest.param(name, box, value, id=f"{name}-{box}-{label}")
            for name in GAMES for box in boxes_of(name) for label, value in BAD_VALUES]


def type_into(board: Any, box: str, value: object) -> Any | None:
    """Type ``value`` into the box labelled ``box``; return the box, or None if the widget itself refuses the value
    (an IntText cannot hold text: the browser never sends it)."""
    index = int(box.split(":")[0])
    widget = list(walk(board))[index]
    try:
        widget.value = value
    except traitlets.TraitError:
        return None
    return widget


@pytest.mark.parametrize(("name", "box", "value"), _cases())
def test_bad_values_in_every_box_never_break_the_board(name: str, box: str, value: object) -> None:
    view, board = make_board(name)
    with within(SECONDS):
        if type_into(board, box, value) is None:
            return
        button = new_game_button(board)
        if button is not None:  # New game either starts a game or explains why not
            before_state, before_text = holder(view).state, text_of(board)
            button.click()
            refused = holder(view).state is before_state
            assert not refused or text_of(board) != before_text, f"New game with {value!r} did nothing and said nothing"
        for w in list(walk(board)):  # every button once, with the bad value still typed in
            if isinstance(w, widgets.Button) and not w.disabled:
                w.click()
        state = holder(view).state
        if not state.is_over:  # the board still plays
            state.apply(state.legal_actions()[0])
        shown = [str(w.value) for w in walk(board) if isinstance(w, (widgets.HTML, widgets.HTMLMath))]
        assert not any("<script>" in v for v in shown)  # typed text is shown escaped


@pytest.mark.parametrize("name", GAMES)
def test_every_board_has_a_seed_box_that_refuses_a_negative_seed_with_a_message(name: str) -> None:
    view, board = make_board(name)
    seed_boxes = [w for w in walk(board) if isinstance(w, BOXES)
                  and any(k in str(w.description).lower() for k in ("seed", "number", "nummer", "startwert"))]
    assert seed_boxes, "no Seed box found"
    with within(SECONDS):
        for w in seed_boxes:
            try:
                w.value = -1
            except traitlets.TraitError:
                w.value = "-1"
            before = holder(view).state
            button = new_game_button(board)
            assert button is not None
            text = text_of(board)
            button.click()
            assert holder(view).state is not before or text_of(board) != text
            assert game_number(view) != -1


def game_number(view: Any) -> int:
    """Return the number of the game a board shows: its seed (a seeded game) or its session's seed (a game with
    chance nodes, whose state holds none: the board keeps it as ``game_number`` or its model's ``number``)."""
    state = holder(view).state
    if "seed" in state.setup:
        return int(state.setup["seed"])
    for owner in (view, holder(view)):
        for attr in ("game_number", "number", "seed"):
            value = getattr(owner, attr, None)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    raise AssertionError(f"the {state.GAME} board shows no game number (view.game_number or model.number)")



# a right-to-left override, a right-to-left isolate, a right-to-left mark, a zero width space and a new line
REORDERING = "12\u202e34\u2067x\u200f\u200by\n"


def _unseen(text: str) -> list[str]:
    """Return the characters of ``text`` that are no visible text (they reorder or break the line it is on)."""
    return [ch for ch in text if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_typed_text_quoted_in_a_message_shows_its_bidi_and_control_characters_escaped(lang: str) -> None:
    """A right-to-left override a child typed was quoted raw into the message ("“12‮34” is not one.") and turned the
    rest of the line around; every message that quotes typed text writes it escaped now ("12\\u202e34"), and so does
    an engine message quoting a value whose own repr holds one."""
    from bugkit.core.errors import InvalidInput
    from bugkit.core.validate import check_int, in_order
    from bugkit.lessons.class_dice import DICE, class_dice
    from bugkit.ui.gamenumber import bad_number_text
    from bugkit.ui.lesson import bad_set_text

    shown = in_order(REORDERING)
    assert shown == "12\\u202e34\\u2067x\\u200f\\u200by\\n" and in_order("Käfer אב 1\u00a0000") == "Käfer אב 1\u00a0000"
    widget = class_dice(next(iter(DICE)), lang, groups=1)
    widget.rows[0][0].value = REORDERING
    widget.pool_button.click()
    for message in (bad_number_text(REORDERING, lang), bad_set_text(REORDERING, lang, page=True),
                    html.unescape(widget.message.value)):
        assert _unseen(message) == [] and shown[:20] in message, message

    class Odd:
        def __repr__(self) -> str:
            return "odd\u202eddo"

    with pytest.raises(InvalidInput) as refused:
        check_int(Odd(), "n")
    assert _unseen(str(refused.value)) == [] and "odd\\u202eddo" in str(refused.value)
