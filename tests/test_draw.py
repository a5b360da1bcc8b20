"""The board pictures: every drawing is SVG with a text alternative, pips match the value, states are visible."""

from __future__ import annotations

import re

import pytest

from bugkit.core.errors import InvalidInput
from bugkit.ui import html_text
from bugkit.ui.draw import (
    WIDE_PROJECTOR,
    board_style,
    bug_svg,
    card_svg,
    die_svg,
    lesson_style,
    projector_grid,
    projector_parts,
    row,
)


@pytest.mark.parametrize("value", range(1, 7))
def test_die_has_as_many_pips_as_its_value(value: int) -> None:
    picture = die_svg(value, "green")
    assert picture.count("<circle") == value
    assert picture.startswith("<svg") and 'role="img"' in picture
    assert html_text(picture).startswith("green die showing")


def test_special_faces_and_states_are_drawn_differently() -> None:
    assert "<circle" not in die_svg(0, "yellow") and ">0<" in die_svg(0, "yellow")
    assert "KANGAROO" not in die_svg(5, symbol="🦘") and "🦘" in die_svg(5, symbol="🦘")
    plain, chosen, kept = die_svg(3), die_svg(3, state="chosen"), die_svg(3, state="kept")
    assert len({plain, chosen, kept}) == 3 and "bugkit-chosen" in chosen and "dasharray" in kept


def test_labels_are_escaped_and_alternatives_given() -> None:
    card = card_svg('Tom & "Jerry"', ["<b>1</b>"], label="")
    assert "&amp;" in card and "<b>" not in card
    assert html_text(card_svg("x", face_down=True)) == "a face-down card a face-down card"
    assert "a bug" in html_text(bug_svg())


def test_row_wraps_and_style_respects_reduced_motion() -> None:
    assert "flex-wrap:wrap" in row([die_svg(1)], label="dice")
    css = board_style()
    assert "prefers-reduced-motion" in css and "min-height:44px" in css
    assert "@keyframes" not in board_style(animate=False)


def _rule(css: str, selector: str) -> str:
    """Return the declarations of the first rule of ``css`` whose selector list holds ``selector``."""
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        if selector in [part.strip() for part in selectors.split(",")]:
            return body
    raise AssertionError(f"no rule for {selector}")


def test_a_boards_slider_summaries_and_switches_are_a_fingers_size() -> None:
    """Audit (tablet): the replay slider's handle was 16 x 16 px, "How to play" and "The middle" 28 px rows, and the
    settings' row of the animation switch scrolled inside itself (its 44 px box sat on the words' baseline). On a
    board (only there: a lesson's sliders keep their look) the handle is a 44 px target round a 32 px knob, in
    every state; a summary is a 44 px row with its words centred and a triangle of its own; a switch's box and words
    stand centred in a row that grows with them."""
    css = board_style()
    assert "--jp-widgets-slider-handle-size:44px" in _rule(css, ".bugkit-board .widget-slider")
    target = ".bugkit-board .widget-slider .noUi-target:not([disabled]) .noUi-handle"
    for state in (".bugkit-board .widget-slider .noUi-handle", f"{target}:hover", f"{target}:focus"):
        handle = _rule(css, state)
        border = int(re.findall(r"border:(\d+)px solid transparent", handle)[0])
        assert 44 - 2 * border >= 32 and "background-clip:padding-box" in handle and "border-box" in handle
    summary = _rule(css, ".bugkit-board summary")
    assert all(part in summary for part in ("display:flex", "align-items:center", "min-height:44px"))
    assert "rotate(90deg)" in _rule(css, ".bugkit-board details[open]>summary::before")
    assert "height:auto" in _rule(css, ".bugkit-board .widget-checkbox")
    assert "align-items:center" in _rule(css, ".bugkit-board .widget-checkbox .widget-label-basic")
    assert ".widget-slider" not in lesson_style() and "noUi" not in lesson_style()


def test_a_projector_grid_places_parts_in_columns_only_on_a_wide_board() -> None:
    board, table = projector_parts("voll_verasselt")
    assert (board, table) == (".bugkit-board-voll-verasselt.bugkit-projector",
                              ".bugkit-board-voll-verasselt .bugkit-table-projector")
    css = projector_grid("voll_verasselt", "1fr 380px", f"{table}>*{{grid-column:1}}")
    narrow, wide = css.split(f"@container (min-width:{WIDE_PROJECTOR}px){{")
    assert "grid-template-columns:1fr 380px" in narrow and f"{board}>*{{grid-column:1/-1}}" in narrow
    assert wide.startswith(f"{board}>:has(>.bugkit-table-projector),{table}{{display:contents}}")
    assert wide.endswith(f"{table}>*{{grid-column:1}}}}")
    for bad in ("Voll verasselt", ".voll", "voll{}", "", None):
        with pytest.raises(InvalidInput, match="a game's name"):
            projector_parts(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="wide"):
        projector_grid("voll_verasselt", "1fr", "x" * 4001)


def test_page_options_read_only_known_values() -> None:
    from bugkit.ui import page_options

    assert page_options({"QUERY_STRING": "lang=de&projector=1"}) == {"lang": "de", "projector": "1"}
    assert page_options({"QUERY_STRING": "lang=xx&projector=maybe&%%%"}) == {}
    assert page_options({}) == {}


def test_projector_switch_sets_the_board_class() -> None:
    import ipywidgets as widgets

    from bugkit.ui import projector_switch

    board = widgets.VBox()
    switch = projector_switch(board, "de", on=False)
    assert switch.description == "Beamer-Ansicht" and "bugkit-projector" not in board._dom_classes
    switch.value = True
    assert "bugkit-projector" in board._dom_classes
    switch.value = False
    assert "bugkit-projector" not in board._dom_classes
