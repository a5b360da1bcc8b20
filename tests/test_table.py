"""The shared game table (bugkit.ui.table): the plain-Python model driven by taps, the widget's messages, and the
front end's files shipped inside the package."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bugkit.ui.table import STATIC, Action, Piece, Table, TableModel, Zone

PICTURE = '<svg role="img" aria-label="a"><title>a</title></svg>'


def model() -> tuple[TableModel, list[tuple[str, str]]]:
    """Return a model with one zone of two pieces and two actions, and the list its taps and presses go into."""
    got: list[tuple[str, str]] = []
    table = TableModel(on_tap=lambda i: got.append(("tap", i)), on_press=lambda i: got.append(("press", i)))
    table.show([Zone("middle", "The middle", (Piece("a", PICTURE, "Piece A", True), Piece("b", PICTURE, "Piece B")))],
               "Player 1: tap a piece", [Action("go", "Go"), Action("stop", "Stop", enabled=False)])
    return table, got


def test_a_tap_on_a_known_piece_and_a_press_of_an_enabled_action_reach_the_board() -> None:
    table, got = model()
    assert table.tap("a") and table.tap("b") and table.press("go")
    assert got == [("tap", "a"), ("tap", "b"), ("press", "go")]  # the board decides what a tap on "b" means


@pytest.mark.parametrize("bad", ["c", "", "a" * 65, None, 1, ["a"], {"id": "a"}, b"a"])
def test_unknown_ids_are_ignored(bad: object) -> None:
    table, got = model()
    assert not table.tap(bad) and not table.press(bad) and got == []


def test_a_disabled_action_cannot_be_pressed() -> None:
    table, got = model()
    assert not table.press("stop") and got == []


@pytest.mark.parametrize("message", [None, "tap", 3, [], {}, {"kind": "tap"}, {"kind": "tap", "id": 7},
                                     {"kind": "dance", "id": "a"}, {"kind": ["tap"], "id": "a"},
                                     {"kind": "press", "id": "stop"}, {"kind": "press", "id": "a"}])
def test_malformed_messages_are_ignored(message: object) -> None:
    table, got = model()
    assert not table.handle(message) and got == []


def test_messages_from_the_page_become_taps() -> None:
    table, got = model()
    assert table.handle({"kind": "tap", "id": "a"}) and table.handle({"kind": "press", "id": "go", "extra": 1})
    assert got == [("tap", "a"), ("press", "go")]


def test_nothing_escapes_the_widgets_message_handler() -> None:
    def broken(_id: str) -> None:
        raise RuntimeError("a bug in a board")

    widget = Table(TableModel(on_tap=broken))
    widget.model.show([Zone("z", "Z", (Piece("a", PICTURE, "A", True),))], "")
    widget._on_msg(widget, {"kind": "tap", "id": "a"}, [])  # no exception
    widget._on_msg(widget, object(), [])


def test_the_widget_sends_the_scene_status_and_actions() -> None:
    table, _ = model()
    widget = Table(table)
    assert widget.status == "Player 1: tap a piece" and widget.projector is False
    assert widget.scene["zones"][0]["pieces"][0] == {"id": "a", "picture": PICTURE, "alt": "Piece A",
                                                     "tappable": True, "selected": False}
    assert widget.actions[1] == {"id": "stop", "label": "Stop", "enabled": False}
    table.show([], "over")
    assert widget.scene == {"zones": []} and widget.status == "over" and widget.actions == []


def test_a_board_can_put_its_action_buttons_right_after_a_zone() -> None:
    """Würfel-WG's buttons (re-roll, keep, end the turn) follow the dice, not the cards below: however many cards lie
    on the table, the main action stays in a tablet's first screen."""
    from bugkit.wuerfel_wg.ui import play

    table, _ = model()
    assert "actions_after" not in Table(table).scene  # the default: under the last zone
    board = play(seed=1, pace=0)
    assert board.table.scene["actions_after"] == "dice" == board.table.scene["zones"][0]["id"]
    js = (STATIC / "table.js").read_text(encoding="utf-8")
    assert "zone.id === scene.actions_after" in js
    for bad in (None, 3, "z" * 65):
        with pytest.raises(ValueError, match="actions_after"):
            TableModel(actions_after=bad)  # type: ignore[arg-type]


def test_the_scene_is_checked() -> None:
    table, _ = model()
    with pytest.raises(ValueError, match="unique"):
        table.show([Zone("z", "Z", (Piece("a", PICTURE, "A"), Piece("a", PICTURE, "A")))], "")
    with pytest.raises(ValueError, match="Zones"):
        table.show(["not a zone"], "")  # type: ignore[list-item]
    with pytest.raises(ValueError, match="TableModel"):
        Table("model")  # type: ignore[arg-type]


def test_the_front_end_ships_inside_the_package_and_fetches_nothing() -> None:
    js, css = (STATIC / "table.js").read_text(), (STATIC / "table.css").read_text()
    assert Table._esm == js and Table._css == css
    assert not re.search(r"https?://|import\s+.*from|fetch\(", js + css)
    assert 'createElement(tag' in js and 'el("button"' in js and "model.send" in js and "aria-label" in js
    assert "min-height: 44px" in css and "min-width: 44px" in css
    assert "button.bugkit-piece * { pointer-events: none; }" in css  # a tap is the button's, never its picture's
    assert "replaceChildren" not in js and "function place(" in js  # nodes change in place (a redraw loses no tap)
    assert ":focus-visible" in css and 'aria-disabled="true"' in css


def test_the_static_files_are_package_data() -> None:
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert '"bugkit.ui" = ["static/*.js", "static/*.css"]' in pyproject


def test_a_scene_with_an_id_is_reported_once_the_front_end_drew_it() -> None:
    got: list[str] = []
    table = TableModel(on_shown=got.append)
    table.show([], "a card", scene_id="card-1")
    widget = Table(table)
    assert widget.scene == {"zones": [], "id": "card-1"}
    assert table.handle({"kind": "shown", "id": "card-1"}) and got == ["card-1"]
    table.show([], "the next card", scene_id="card-2")
    assert not table.handle({"kind": "shown", "id": "card-1"})  # a report of an earlier scene comes too late
    table.show([], "redrawn, same card")  # no id given: the scene keeps its id
    assert table.shown("card-2") and got == ["card-1", "card-2"]
    table.show([], "no card", scene_id="")
    assert widget.scene == {"zones": []} and not table.shown("")


@pytest.mark.parametrize("message", [{"kind": "shown"}, {"kind": "shown", "id": 3}, {"kind": "shown", "id": ""},
                                     {"kind": "shown", "id": "other"}, {"kind": "shown", "id": ["card-1"]}])
def test_a_malformed_or_stale_shown_report_is_ignored(message: object) -> None:
    got: list[str] = []
    table = TableModel(on_shown=got.append)
    table.show([], "", scene_id="card-1")
    assert not table.handle(message) and got == []


def test_a_bad_scene_id_is_refused() -> None:
    table = TableModel()
    for bad in (7, "x" * 65):
        with pytest.raises(ValueError, match="scene_id"):
            table.show([], "", scene_id=bad)  # type: ignore[arg-type]


def test_the_front_end_reports_a_drawn_scene_after_painting_it() -> None:
    js = (STATIC / "table.js").read_text()
    assert 'kind: "shown"' in js and "requestAnimationFrame" in js
    assert "if (reported) sendShown(reported);" in js  # a tap never overtakes the report of the scene it was on


def test_every_game_is_played_on_the_one_board() -> None:
    """Issue 21: one board for all five games: every registered game's ``ui.play`` makes a ``Board`` (the table,
    the settings, the save panel, one log), and no game keeps another factory or a log widget of its own."""
    import importlib

    import ipywidgets as widgets

    import bugkit
    from bugkit.ui.board import Board
    from bugkit.ui.saving import SaveReplay

    for name in bugkit.GAMES:
        ui = importlib.import_module(f"bugkit.{name}.ui")
        view = ui.example_board()
        assert isinstance(view, Board) and isinstance(view.saving, SaveReplay), name
        shown = list(view.children)
        for part in (view.status, view.table, view.settings, view.save_box, view.textlog):  # every board shows all
            assert part in shown, (name, part)
        assert not hasattr(ui, "play_widget") and not hasattr(ui, "PlayModel"), name
        logs = [w for w in vars(view).values() if isinstance(w, widgets.Output)]
        assert not logs, (name, logs)
