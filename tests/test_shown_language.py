"""What a child can make a board say stays in the board's language: every German board driven through whole games
by bots and by a child's taps (disabled pieces too), with malformed steps, bad game numbers, broken, foreign and
odd save files, and a switch of the language while a message is on show. Every text a widget shows is collected
(HTML, descriptions, tooltips, placeholders, options, titles, the table's zones, pieces, pictures and actions) and
checked for English words and for the marks of a raw exception's text. (What one board alone says in German:
``tests/test_<game>_german.py``; the label catalogue and the words of every refusal: ``tests/test_i18n.py``.)"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import bugkit
from bugkit.core.i18n import language_problems, t, tn
from bugkit.ui import html_text, red_html
from bugkit.ui.gamenumber import bad_number_text
from bugkit.ui.saving import moves

GAMES = sorted(bugkit.GAMES)


def ui(game: str) -> ModuleType:
    """Return the ``ui`` module of ``game``."""
    return importlib.import_module(f"bugkit.{game}.ui")


def error_line(view: Any) -> str:
    """Return the words of the board's error line."""
    return html_text(view.error.value)


# ---- a message on show is said again in the language switched to -------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_game_number_is_said_again_in_the_language_switched_to(game: str) -> None:
    """The line under the status said "Nicht erlaubt: Das ist kein Zug dieses Spiels." once an English board that
    had refused a typed game number was switched to German: a switch said the last refused *step* again (or, with
    none, a made-up one), whatever the line showed."""
    view = ui(game).example_board("en")
    view.seed.value = "1.5"
    view.new_button.click()
    assert view.error.value == red_html(bad_number_text("1.5", "en"))
    view.language.value = "de"
    assert view.error.value == red_html(bad_number_text("1.5", "de"))
    view.language.value = "en"
    assert view.error.value == red_html(bad_number_text("1.5", "en"))


def failing_tap(piece_id: str) -> None:
    """Fail as no bugkit refusal does (a bug, not a child's slip): the board's tap replaced."""
    raise KeyError(piece_id)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_that_went_wrong_is_said_again_in_the_language_switched_to(game: str,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    view = ui(game).example_board("de")
    monkeypatch.setattr(view, "_tapped", failing_tap)
    piece = view.table.model.zones[0].pieces[0].id
    view.table.tap(piece)
    assert error_line(view).startswith("Das hat nicht geklappt (KeyError).")
    view.language.value = "en"
    assert error_line(view).startswith("That did not work (KeyError).")


def save_message(view: Any) -> str:
    """Return the words of the save panel's message."""
    return html_text(view.saving.message.value)


@pytest.mark.parametrize("game", GAMES)
def test_the_save_panels_message_is_said_again_in_the_language_switched_to(game: str) -> None:
    """An English board switched to German kept "Could not load saves/missing.json: there is no such file in the
    folder “saves”." (and every other line of the save panel: saved, loaded, a bad name, a broken file) in English."""
    view = ui(game).example_board("en")
    view.saving.path.value = "mine.json"
    view.saving.save_button.click()
    view.saving.path.value = "missing.json"
    view.saving.load_button.click()
    view.language.value = "de"
    assert save_message(view) == t("save.bad", "de", path="saves/missing.json", msg=t("save.missing", "de"))
    view.saving.path.value = "mine.json"
    view.saving.load_button.click()
    assert save_message(view) == tn("save.loaded", moves(view.state), "de", path="saves/mine.json")
    view.language.value = "en"
    assert save_message(view) == tn("save.loaded", moves(view.state), "en", path="saves/mine.json")
    view.saving.path.value = "mine.txt"
    view.saving.save_button.click()
    view.language.value = "de"
    assert save_message(view) == t("save.bad_name", "de", why=t("save.name_json", "de"))


def test_the_play_with_others_message_is_said_again_in_the_language_switched_to(tmp_path: Path) -> None:
    """In class mode a refused table code ("There is no table with this code in your class: check the code.") stayed
    in English on the panel of a board switched to German, however often the panel was drawn again."""
    from bugkit.classroom.client import ClassLink
    from bugkit.classroom.store import ClassStore
    from bugkit.ui.together import TogetherPanel

    store = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
    link = ClassLink(store.create_class("en").code, "en", store)
    assert link.join("Mia")
    view = ui("ungeziffer").example_board("en")
    panel = TogetherPanel(view, link, interval_ms=0)
    panel.code.value = "ZZZZZ"
    panel.join_button.click()
    assert html_text(panel.message.value) == t("together.refused.no_table", "en")
    view.language.value = "de"
    panel.tick()
    assert html_text(panel.message.value) == t("together.refused.no_table", "de")
    assert panel.code.description == t("together.code", "de")


def test_the_download_of_a_shared_game_is_offered_in_the_language_switched_to(tmp_path: Path) -> None:
    from bugkit.classroom.client import ClassLink
    from bugkit.classroom.store import ClassStore
    from bugkit.ui.together import TogetherPanel

    store = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
    link = ClassLink(store.create_class("de").code, "de", store)
    assert link.join("Mia")
    game = ui("ungeziffer")
    view = game.example_board("de")
    panel = TogetherPanel(view, link, interval_ms=0)
    panel.players.value = 2
    panel.open_button.click()
    panel.bots_button.click()
    for _ in range(2000):
        if view.state.is_over:
            break
        game.press_a_move(view)
        panel.tick()
    panel.save()
    name = f"ungeziffer_{view.shared.table}.json"
    assert html_text(panel.download.value) == t("together.download", "de", name=name)
    view.language.value = "en"
    panel.tick()
    assert html_text(panel.download.value) == t("together.download", "en", name=name)


def test_the_class_dice_table_says_a_refused_save_in_german(tmp_path: Path) -> None:
    """A German lesson's class-dice table wrote the system's own English words when saving failed ("Konnte nicht in
    class_dice_ungeziffer.json speichern: File exists"): now in the page's language, as the boards' save panel."""
    from bugkit.lessons.class_dice import class_dice

    (tmp_path / "saves").write_text("a file where the folder should be", encoding="utf-8")
    table = class_dice("ungeziffer", "de", groups=1, folder=tmp_path / "saves")
    table.rows[0][0].value = "3"
    table.save_button.click()
    said = html_text(table.message.value)
    code = t("save.os.code", "de", code="EEXIST")  # (no words of its own: the system's code)
    assert said == t("save.not_saved", "de", path=table.path.value, msg=t("save.denied", "de", msg=code))
    assert language_problems(said.replace(table.path.value, ""), "de") == []  # (the file's name is the teacher's)
