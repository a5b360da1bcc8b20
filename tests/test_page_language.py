"""Every page says the language it is written in (``Labeller.lang``), so a screen reader reads a German page with
German pronunciation: the labeller itself, every widget that builds a page (boards, lesson boxes, the class-dice
table, the save panel), and every notebook written in one language. The browser side (Voila's ``<html lang>``,
JupyterLab's notebook) is tested in ``tests/browser/test_page_language_browser.py``."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from types import ModuleType
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest

import bugkit
from bugkit.core.errors import BugkitError, InvalidInput
from bugkit.lessons.class_dice import class_dice
from bugkit.ui.a11y import Labeller, labeller
from bugkit.ui.lesson import exercise_box, explore, lln_box, prediction_box
from bugkit.ui.saving import SaveReplay

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(bugkit.GAMES)


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_notebooks", module)
    spec.loader.exec_module(module)
    return module


BUILD = _builder()


def every_widget(root: Any) -> Iterator[Any]:
    """Yield a widget and every widget inside it, hidden ones too (the browser draws a hidden widget's view too)."""
    yield root
    for child in getattr(root, "children", ()):
        yield from every_widget(child)


def languages(root: Any) -> list[str]:
    """Return the language of every labeller in a widget tree, in page order."""
    return [w.lang for w in every_widget(root) if isinstance(w, Labeller)]


# ---- the labeller --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_labeller_carries_the_language_given_and_a_saved_notebook_shows_no_words_for_it(lang: str) -> None:
    helper = labeller(lang)
    assert helper.lang == lang and "lang" in helper.keys  # synced to the page
    data, _ = helper._repr_mimebundle_()
    assert data["text/plain"] == ""  # JupyterLab shows a saved output's words before a run: nothing, as after it


@pytest.mark.parametrize("bad", ["fr", "", "DE", " de", None, 5, ["de"], b"de"])
def test_a_labeller_refuses_a_language_the_project_does_not_speak(bad: object) -> None:
    with pytest.raises(InvalidInput, match="lang must be one of 'en', 'de'") as err:
        labeller(bad)  # type: ignore[arg-type]
    assert isinstance(err.value, ValueError) and isinstance(err.value, BugkitError)
    helper = labeller("de")
    if isinstance(bad, str):  # (a non-text is refused by the trait's type first)
        with pytest.raises(InvalidInput):
            helper.lang = bad
    assert helper.lang == "de"


# ---- the widgets that build pages ----------------------------------------------------------------------------


def ui(game: str) -> ModuleType:
    """Return the ``ui`` module of ``game``."""
    return importlib.import_module(f"bugkit.{game}.ui")


@pytest.mark.parametrize("game", GAMES)
def test_a_board_says_its_language_once_and_follows_its_language_switch(game: str) -> None:
    board = ui(game).example_board("de")
    assert languages(board) == ["de"]  # one labeller per board (its save panel's)
    board.language.value = "en"
    assert languages(board) == ["en"]
    assert languages(ui(game).example_board("en")) == ["en"]


@pytest.mark.parametrize("game", GAMES)
def test_a_play_page_says_the_language_its_address_asks_for(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=de")  # Voila: .../11_play_ungeziffer.ipynb?lang=de
    assert languages(ui(game).play()) == ["de"]
    monkeypatch.setenv("QUERY_STRING", "")
    assert languages(ui(game).play()) == ["en"]


def test_page_language_refuses_a_default_the_project_does_not_speak(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its default was handed on unchecked ("fr", or a list, came back as the page's language)."""
    from bugkit.ui import page_language

    monkeypatch.setenv("QUERY_STRING", "")
    assert page_language("de") == "de" and page_language() == "en"
    for bad in ("fr", ["en"], None):
        with pytest.raises(InvalidInput, match="default"):
            page_language(bad)  # type: ignore[arg-type]


def lesson_boxes(lang: str, folder: Path) -> dict[str, widgets.Widget]:
    """Return one of each lesson widget a lesson page is built from, in ``lang``."""
    from bugkit.lessons.ungeziffer import EX

    guess = prediction_box("5?", Fraction(1, 6), lang)
    return {"prediction": guess,
            "exercise": exercise_box(EX["pairs"], lang, seed=1),
            "lln": lln_box(lambda rng, n: np.asarray(rng.random(n) < 0.5), Fraction(1, 2), lang, seed=1),
            "explore": explore({"n": widgets.IntSlider(value=1, min=1, max=3)}, lambda n: f"<b>{n}</b>", lang),
            "class_dice": class_dice("ungeziffer", lang, groups=1, after=guess, folder=folder),
            "save_panel": SaveReplay(lambda: None, lambda state, replaying: None, lang=lang, folder=folder)}  # type: ignore[arg-type,return-value]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_lesson_widget_says_its_language(lang: str, tmp_path: Path) -> None:
    for name, box in lesson_boxes(lang, tmp_path).items():
        assert languages(box) == [lang], name


def test_the_save_panel_says_the_language_it_switches_to(tmp_path: Path) -> None:
    panel = SaveReplay(lambda: None, lambda state, replaying: None, lang="de", folder=tmp_path)  # type: ignore[arg-type,return-value]
    panel.set_language("en")
    assert languages(panel) == ["en"]
    with pytest.raises(InvalidInput):
        panel.set_language("fr")
    assert languages(panel) == ["en"] and panel.lang == "en"


# ---- the notebooks -------------------------------------------------------------------------------------------

# the pages in one language that show no lesson box or board: each shows labeller(<its language>) in its code
SHOWN_IN_CODE = {"00_start_here": "en", "00_hier_starten": "de", "30_teacher_guide": "en",
                 "30_lehrerhandreichung": "de", "40_class_teacher": "en", "40_klasse_lehrkraft": "de",
                 "41_class": "en", "41_klasse": "de", "42_class_mode": "en", "42_klassenmodus": "de",
                 "50_inside_the_games": "en"}
LESSON_WIDGETS = {"prediction_box", "exercise_box", "lln_box", "explore", "class_dice"}  # each carries a labeller


def _calls(code: str, name: str) -> list[ast.Call]:
    """Return every call of the function ``name`` in ``code`` (cell magics and shell lines have none)."""
    tree = ast.parse("\n".join(line for line in code.splitlines() if not line.startswith(("%", "!"))))
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name]


@pytest.mark.parametrize("item", BUILD.targets(), ids=lambda t: t.name)
def test_every_notebook_in_one_language_says_that_language(item: Any) -> None:
    """A lesson's every lesson widget gets the lesson's ``LANG`` (its metadata's language); a page without such
    widgets shows ``labeller(<language>)``; a play page's board takes the address's ``?lang=`` (tested above)."""
    nb = item.make()
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    meta = nb.metadata.get("bugkit", {})
    if item.name[:2] in {"11", "12", "13", "14", "15"}:
        boards = _calls(code, "play")
        assert "_play_" in item.name and boards  # the address decides: no board is told a language
        assert all(not call.args and "lang" not in {k.arg for k in call.keywords} for call in boards)
        return
    if "lesson" in meta:
        assert f"LANG = {meta['lang']!r}".replace("'", '"') in code
        widgets_used = [c for name in LESSON_WIDGETS for c in _calls(code, name)]
        assert widgets_used
        for call in widgets_used:
            given = [*call.args, *(k.value for k in call.keywords if k.arg == "lang")]
            assert any(isinstance(a, ast.Name) and a.id == "LANG" for a in given), ast.unparse(call)
        return
    assert item.name in SHOWN_IN_CODE, f"{item.name}: which language does this page speak?"
    said = [ast.literal_eval(call.args[0]) for call in _calls(code, "labeller")]
    assert said == [SHOWN_IN_CODE[item.name]], said
    if meta.get("lang"):
        assert meta["lang"] == SHOWN_IN_CODE[item.name]
