"""What a child can make a board say stays in the board's language: every board, German and English, driven through
whole games by bots and by a child's taps (disabled pieces too), with malformed steps, every setting, bad game
numbers, broken, foreign and odd save files, wrong table codes in class mode, and a switch of the language while a
message is on show. Every text the widgets show is collected (HTML, descriptions, tooltips, placeholders, options,
titles, the table's zones, pieces, pictures and actions) and checked for words of the other language and for the
marks of a raw exception's text. (What one board alone says in German: ``tests/test_<game>_german.py``; the label
catalogue and the words of every refusal: ``tests/test_i18n.py``.)"""

from __future__ import annotations

import functools
import importlib
import json
import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest
from gametools import game_hook
from test_i18n import WORD, only_words

import bugkit
from bugkit.classroom.client import ClassLink
from bugkit.classroom.store import ClassStore
from bugkit.core.game import MAX_SAVE_BYTES
from bugkit.core.i18n import language_problems, t, tn
from bugkit.ui import Message, html_text, red_html
from bugkit.ui.gamenumber import bad_number_text
from bugkit.ui.saving import moves, saves_folder
from bugkit.ui.table import Table
from bugkit.ui.together import TogetherPanel

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


def test_a_message_line_says_its_words_again_in_the_language_switched_to_and_an_emptied_line_stays_empty() -> None:
    """``Message`` is the one keeper of a message as words for a language: it says them in German once the page is
    switched to German, and a line emptied meanwhile (a step played, a new game) stays empty."""
    line = Message()
    line.say(lambda lang: red_html(t("ui.oops", lang)), "en")
    assert line.value == red_html(t("ui.oops", "en"))
    line.say_again("de")
    assert line.value == red_html(t("ui.oops", "de")) != red_html(t("ui.oops", "en"))
    line.value = ""
    line.say_again("en")
    assert line.value == ""


def test_the_board_the_save_panel_and_the_table_panel_keep_their_message_in_a_message_line(tmp_path: Path) -> None:
    """The board's error line, the save panel's and the table panel's message are each a ``Message``; the board's
    line emptied by a new game stays empty when the language is switched (no old refusal comes back)."""
    store = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
    link = ClassLink(store.create_class("en").code, "en", store)
    view = ui(GAMES[0]).example_board("en")
    panel = TogetherPanel(view, link, interval_ms=0)
    assert all(isinstance(w, Message) for w in (view.error, view.saving.message, panel.message))
    view.seed.value = "1.5"
    view.new_button.click()
    assert view.error.value == red_html(bad_number_text("1.5", "en"))
    view.seed.value = "5"
    view.new_button.click()
    assert view.error.value == ""
    view.language.value = "de"
    assert view.error.value == ""


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
    assert error_line(view) == "Das hat nicht geklappt. Das Spielfeld ist unverändert."
    view.language.value = "en"
    assert error_line(view) == "That did not work. The board is unchanged."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_click_that_went_wrong_names_no_error_to_the_child_but_logs_it(lang: str, monkeypatch: pytest.MonkeyPatch,
                                                                         caplog: pytest.LogCaptureFixture) -> None:
    """The child read "That did not work (KeyError)."; the error's name and traceback go to the log instead, where
    a teacher or developer finds them (JupyterLab's log console, a server's output)."""
    view = ui(GAMES[0]).example_board(lang)
    monkeypatch.setattr(view, "_tapped", failing_tap)
    with caplog.at_level("ERROR", logger="bugkit"):
        view.table.tap(view.table.model.zones[0].pieces[0].id)
    assert error_line(view) == t("ui.oops", lang) and RAW.search(error_line(view)) is None
    logged = [r for r in caplog.records if r.name.startswith("bugkit.") and r.exc_info]
    assert len(logged) == 1 and logged[0].exc_info is not None and logged[0].exc_info[0] is KeyError


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_save_panel_click_that_went_wrong_names_no_error_to_the_child_but_logs_it(
        lang: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The save panel's last line of defence said "something went wrong (KeyError: 'x')" on an English page (and
    "(KeyError)" on a German one); the error goes to the log."""
    view = ui(GAMES[0]).example_board(lang)
    monkeypatch.setattr(view.saving, "save", lambda: failing_tap("secret-x"))
    with caplog.at_level("ERROR", logger="bugkit"):
        view.saving.save_button.click()
    said = save_message(view)
    assert said == t("save.broken", lang, msg=t("save.os.other", lang))
    assert RAW.search(said) is None and "secret-x" not in said
    assert [r.exc_info[0] for r in caplog.records if r.exc_info] == [KeyError]


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
    loaded = "save.loaded_closed" if bugkit.GAMES[game].replay_hides_memory else "save.loaded"  # (a game that runs)
    assert save_message(view) == tn(loaded, moves(view.state), "de", path="saves/mine.json")
    view.language.value = "en"
    assert save_message(view) == tn(loaded, moves(view.state), "en", path="saves/mine.json")
    view.saving.path.value = "mine.txt"
    view.saving.save_button.click()
    view.language.value = "de"
    assert save_message(view) == t("save.bad_name", "de", why=t("save.name_json", "de"))


def test_the_play_with_others_message_is_said_again_in_the_language_switched_to(tmp_path: Path) -> None:
    """In class mode a refused table code ("There is no table with this code in your class: check the code.") stayed
    in English on the panel of a board switched to German, however often the panel was drawn again."""
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


def test_the_check_finds_english_error_text_on_a_german_board_and_german_on_an_english_one() -> None:
    view = ui(GAMES[0]).example_board("de")
    view.error.value = red_html("Nicht erlaubt: a game number must be a whole number, not '1,5'")
    view.saving.message.value = "Konnte saves/a.json nicht laden: [Errno 13] Permission denied"
    view.number_note.value = "Das hat nicht geklappt (KeyError)."
    found = slips(shown_texts(view), "de")
    assert {"word 'must'", "repr \"'1,5'\"", "word 'denied'", "raw 'KeyError'"} <= {x.split(":")[0] for x in found}
    english = ui(GAMES[0]).example_board("en")
    english.error.value = "Not allowed: Das ist kein Zug dieses Spiels."
    assert {"word 'kein'", "word 'Zug'"} <= {x.split(":")[0] for x in slips(shown_texts(english), "en")}


# ---- everything a board shows, through whole games and a child's slips --------------------------------------------

# Words from the box that look foreign to the checker but are right: the games' names (German on every page, and
# their ids in a save's text), and what a game's own hardening tests list as OTHER_LANGUAGE_WORDS (Würfel-WG's card
# "Not-To-Do-Listen schreiben" and its stacks' "To-dos" on a German page).
NAMES = tuple({w.lower() for game, spec in bugkit.GAMES.items()
               for w in re.findall("[A-Za-zÄÖÜäöüß]+", f"{spec.title} {game}")})
# Words of error messages (the engine's, Python's, the system's) that a page of the other language never uses (the
# catalogue's own words are found by ``only_words``; words both languages spell alike, such as "Name", are left out).
ERROR_WORDS = {
    "de": {"must", "cannot", "could", "should", "would", "invalid", "expected", "got", "unknown", "error", "failed",
           "denied", "exists", "missing", "found", "file", "directory", "permission", "such", "with", "from",
           "this", "that", "which", "than", "only", "between", "number", "value", "object", "step", "move", "game",
           "table", "seat", "there", "are", "be", "no", "at", "for", "by", "out", "range", "allowed", "wrong"},
    "en": {"kein", "keine", "keinen", "nicht", "mit", "ein", "eine", "einen", "datei", "fehler", "zahl", "nummer",
           "bitte", "darf", "muss", "kann", "wird", "noch", "schon", "nur", "auch", "zug", "spiel", "tisch"},
}
# The marks of a raw exception's or a value's own text: a class name, a traceback, Python's constants, an address;
# on a German page also a repr in straight quotes (German quotes „so“; an English page's engine detail of a broken
# save, "What the game engine says: ...", is the engine's own text by design, and English writes "Player 1's").
RAW = re.compile(r"Traceback|\b\w*(?:Error|Exception)\b|\b(?:None|True|False)\b|0x[0-9a-fA-F]{4,}|<\w[\w.]* object")
REPR = re.compile(r"'[^'\s][^']*'")
ENGINE_SAYS = t("save.detail", "en")


def shown_texts(root: Any) -> list[str]:
    """Return every text a widget tree shows or gives a screen reader, hidden parts too (folded settings, a seat
    not in play): descriptions, tooltips, placeholders, options, HTML, titles of folded sections, output, and a
    game table's status, zones, pieces' words and pictures (their drawn text and titles) and actions."""
    texts: list[str] = []
    for w in every_widget(root):
        texts += [v for a in ("description", "tooltip", "placeholder") if isinstance(v := getattr(w, a, None), str)]
        texts += [str(x) for x in getattr(w, "_options_labels", ())]
        if isinstance(w, (widgets.HTML, widgets.Label, widgets.HTMLMath)):
            texts.append(drawn_text(w.value))
        if isinstance(w, (widgets.Accordion, widgets.Tab)):
            texts += [str(x) for x in w.titles]
        if isinstance(w, widgets.Output):
            texts += [str(o.get("text", "")) for o in w.outputs]
        if isinstance(w, Table):
            model = w.model
            texts += [model.status, *(a.label for a in model.actions)]
            for zone in model.zones:
                texts.append(zone.label)
                texts += [x for p in zone.pieces for x in (p.alt, drawn_text(p.picture))]
    return [x for x in texts if x.strip().strip("\u200b")]


@functools.lru_cache(maxsize=100_000)
def drawn_text(markup: str) -> str:
    """Return ``html_text(markup)``, worked out once per markup: a board draws the same pieces after most steps."""
    return html_text(markup)


def every_widget(root: Any) -> Iterator[Any]:
    """Yield a widget and every widget inside it, hidden ones too."""
    yield root
    for child in getattr(root, "children", ()):
        yield from every_widget(child)


def slips(texts: list[str], lang: str, allow: tuple[str, ...] = ()) -> set[str]:
    """Return what in ``texts`` a reader of ``lang`` would find foreign: words of the other language (the label
    checker's, the catalogue's own, error messages'), the marks of a raw exception's text, and the checker's other
    slips (a decimal point in a German number, "1 Karten")."""
    foreign = foreign_to(lang, allow, only_words("de" if lang == "en" else "en"))
    found: set[str] = set()
    for text in set(texts):
        found |= text_slips(text, lang, allow, foreign)
    return found


@functools.lru_cache(maxsize=64)
def foreign_to(lang: str, allow: tuple[str, ...], other_words: frozenset[str]) -> frozenset[str]:
    """Return the words a reader of ``lang`` would not know: ``other_words`` (the other language's own) and the
    words of raw error messages, less ``allow``; one object per arguments, so ``text_slips``' cache finds it at once."""
    return (other_words | ERROR_WORDS[lang]) - set(allow)


@functools.lru_cache(maxsize=100_000)
def text_slips(text: str, lang: str, allow: tuple[str, ...], foreign: frozenset[str]) -> frozenset[str]:
    """Return the slips of one ``text`` (``slips``; ``foreign``: the words a reader of ``lang`` would not know),
    worked out once: a board shows the same texts after most steps."""
    found = {f"{p}: {text[:150]}" for p in language_problems(text, lang, allow=allow)}
    found |= {f"word {w!r}: {text[:150]}" for w in WORD.findall(text) if w.lower() in foreign}
    found |= {f"raw {m.group(0)!r}: {text[:150]}" for m in RAW.finditer(text.split(ENGINE_SAYS)[0])}
    if lang == "de":
        found |= {f"repr {m.group(0)!r}: {text[:150]}" for m in REPR.finditer(text)}
    return frozenset(found)


Seen = Iterator[tuple[str, list[str]]]  # (what was just done, every text the board shows then)

# What a child types into the game-number box: a decimal comma, a sign, letters, digits of another script, a
# fraction, an endless number, spaces, a paste of words.
BAD_NUMBERS = ("1,5", "-5", "abc", "1e9", "٣٤", "½", "9" * 40, "   ", "12 3x", "x" * 300, "12345678901234567890")
# What reaches a board's step as a child could produce it (a typed move, a stale button, a paste).
MALFORMED = ("banana", "", " ", "x" * 300, "take 99", "roll roll", "stop now", 12, None, ["roll"], "1 2 3 4 5 6 7")


def bots_game(view: Any, press: Callable[[], None]) -> Seen:
    """Yield what the board shows after each step of a game the bots play to the end, and after New game."""
    for n in range(3000):
        if view.state.is_over:
            break
        press()
        yield f"bots: step {n}", shown_texts(view)
    assert view.state.is_over
    for action in view.table.model.actions:  # the one large "New game" of a finished game
        view.table.press(action.id)
    yield "bots: new game", shown_texts(view)


def childs_game(game: str, view: Any, rng: np.random.Generator) -> Seen:
    """Yield what the board shows while a child taps any piece and presses any button, allowed or not (disabled ones
    too), now and then a malformed step, and otherwise plays on, to the end of the game."""
    for n in range(600):
        if view.state.is_over:
            break
        model = view.table.model
        taps = [(model.tap, p.id) for z in model.zones for p in z.pieces] + [(model.press, a.id) for a in model.actions]
        tap, target = taps[int(rng.integers(len(taps)))]
        tap(target)
        yield f"child: tapped {target}", shown_texts(view)
        if n % 10 == 0:
            view.act(MALFORMED[n // 10 % len(MALFORMED)])
            yield f"child: typed {MALFORMED[n // 10 % len(MALFORMED)]!r}", shown_texts(view)
        if not view.state.is_over:
            ui(game).next_move(view)
            yield "child: played on", shown_texts(view)
    assert view.state.is_over


def settings(view: Any) -> Seen:
    """Yield what the board shows with every choice of its settings taken (players, seats, the game's own), every
    switch flipped, and every bad game number typed."""
    for w in list(every_widget(view.settings)):
        if isinstance(w, widgets.Dropdown) and w is not view.language:
            for value in list(w._options_values):
                w.value = value
                yield f"settings: {w.description} = {value!r}", shown_texts(view)
        elif isinstance(w, (widgets.Checkbox, widgets.ToggleButton)):
            w.value = not w.value
            yield f"settings: {w.description} flipped", shown_texts(view)
    for typed in BAD_NUMBERS:
        view.seed.value = typed
        view.new_button.click()
        yield f"game number {typed!r}", shown_texts(view)
    view.paused.value = False


def save_files(game: str, folder: Path, tag: str) -> list[str]:
    """Return the names of files (each starting with ``tag``) written into ``folder`` that a child could try to
    load on ``game``'s board: broken ones, empty ones, a save of another game, a save cut in half, a save with each
    field changed or gone, with a made-up move, of a later format; a folder and a file too big."""
    other = next(g for g in GAMES if g != game)
    mine = bugkit.start(game, players=bugkit.GAMES[game].min_players, seed=1)
    mine.run(20)
    good = mine.state.to_json()
    fields = json.loads(good)
    texts = ["kaputt", "", "[]", "{}", bugkit.start(other, players=bugkit.GAMES[other].min_players).state.to_json(),
             good[:len(good) // 2], "\0" * 10, "[" * 50_000, json.dumps({**fields, "steps": [*fields["steps"], "x"]}),
             json.dumps({**fields, "version": 99}), json.dumps({**fields, "game": "schach"})]
    texts += [json.dumps({**fields, key: "x"}) for key in fields]
    texts += [json.dumps({k: v for k, v in fields.items() if k != key}) for key in fields]
    names = [f"{tag}{i}.json" for i in range(len(texts) + 3)]  # (numbered: no words of any language)
    for name, text in zip(names, texts, strict=False):
        (folder / name).write_text(text, encoding="utf-8")
    (folder / names[-3]).mkdir()
    (folder / names[-2]).write_bytes(b" " * (MAX_SAVE_BYTES + 1))
    return names  # (the last one is missing)


BAD_NAMES = ("", "../1.json", "a/b.json", ".1.json", "1.txt", "CON.json", "x" * 300 + ".json", "a\x01.json", "NUL")


def save_panel(game: str, view: Any) -> Seen:
    """Yield what the board shows after loading every file of ``save_files`` and every bad name, then after a save,
    a load and the replay's slider and buttons."""
    folder = saves_folder()  # (the board's own: messages name "saves/<file>")
    folder.mkdir(exist_ok=True)
    tag = f"s{uuid.uuid4().int % 10**9}x"
    for name in [*save_files(game, folder, tag), *BAD_NAMES]:
        view.saving.path.value = name
        view.saving.load_button.click()
        yield f"load {name[:40]!r}", shown_texts(view)
    for _ in range(6):
        ui(game).next_move(view)
    view.saving.path.value = f"{tag}.json"
    view.saving.save_button.click()
    yield "saved", shown_texts(view)
    view.saving.load_button.click()
    yield "loaded", shown_texts(view)
    view.saving.slider.value = 1
    yield "replay at 1", shown_texts(view)
    view.saving.back_button.click()
    view.saving.forward_button.click()
    yield "replay back and on", shown_texts(view)


def switched(game: str, lang: str) -> Seen:
    """Yield what a board of the other language shows once switched to ``lang`` with a refusal, a bad game number,
    a refused file and a refused table code on show."""
    other = "de" if lang == "en" else "en"
    view = ui(game).busy_board(other)  # a refusal on show
    view.saving.path.value = "0.json"
    view.saving.load_button.click()
    view.language.value = lang
    yield "switched after a refusal", shown_texts(view)
    view.language.value = other
    view.seed.value = "1,5"
    view.new_button.click()
    view.language.value = lang
    yield "switched after a bad game number", shown_texts(view)


def class_mode(game: str, lang: str, folder: Path) -> Seen:
    """Yield what a board in class mode shows ("Play with others") after every wrong table code a child could type,
    a code of another game's table, and a class that has ended."""
    store = ClassStore(f"sqlite:///{folder / 'class.sqlite'}")
    teacher = store.create_class(lang)
    links = [ClassLink(teacher.code, lang, store) for _ in range(2)]
    assert links[0].join("Mia") and links[1].join("Leo")
    view = ui(game).example_board(lang)
    panel = TogetherPanel(view, links[0], interval_ms=0)
    elsewhere = TogetherPanel(ui(next(g for g in GAMES if g != game)).example_board(lang), links[1], interval_ms=0)
    elsewhere.open_button.click()
    codes = [elsewhere.board.shared.table]

    def texts() -> list[str]:
        """Return what the board shows, the class code and each table code written "CODE" (random letters are no
        words: a class NWZ7BY read as the English word "BY")."""
        return [re.sub("|".join([teacher.code, *codes]), "CODE", x) for x in shown_texts(view)]

    for code in ("", "ZZZZZ", "k7qx2m!!", "ä" * 30, " " * 5, "<b>", codes[0]):
        panel.code.value = code
        panel.join_button.click()
        yield f"table code {code!r}", texts()
    panel.open_button.click()
    codes.append(view.shared.table)
    yield "at a table", texts()
    view.act("banana")
    yield "a malformed step at a table", texts()
    store.end_class(teacher.token)
    panel.tick()
    yield "the class ended", texts()


def everything(game: str, lang: str, folder: Path) -> Seen:
    """Yield what ``game``'s board in ``lang`` shows through all of the above."""
    board = ui(game)
    yield from bots_game(*board.bots_board(lang))
    view = board.example_board(lang)
    yield from childs_game(game, view, np.random.default_rng(sum(map(ord, game))))
    yield from settings(view)
    yield from save_panel(game, view)
    yield from switched(game, lang)
    yield from class_mode(game, lang, folder)


# whole games, every setting and every refusal on each board (1-3 s a board): the full run; the fast lane keeps each
# game's own German test (test_<game>_german) and the page-language tests
@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_everything_a_board_shows_is_in_its_language(game: str, lang: str, tmp_path: Path) -> None:
    """No English word and no raw exception's text on a German board, and no German word on an English one: through
    a game of bots, a child's game with taps on anything and malformed steps, every setting, bad game numbers,
    broken and foreign save files, bad file names, a replay, a language switch with messages on show, and wrong
    table codes in class mode."""
    allow = (*NAMES, *(game_hook(game, "OTHER_LANGUAGE_WORDS") or {}).get(lang, ()))
    found: dict[str, str] = {}
    seen: set[str] = set()
    for where, texts in everything(game, lang, tmp_path):
        seen.update(texts)
        for slip in slips(texts, lang, allow):
            found.setdefault(slip, where)
    assert found == {}
    refused = t("ui.error", lang, msg="")  # the drive met refusals of each kind: steps, numbers, files, tables
    assert len({x for x in seen if x.startswith(refused)}) >= 2, (
        f"{game}: the drive met fewer than two different refusals; a tap that makes no move says why "
        "(refuse(game, tap, 'tap_<why>', legal)), as well as a malformed typed step")
    assert not any(t("ui.oops", lang) in x for x in seen)  # no click failed unforeseen
    assert html_text(bad_number_text("1,5", lang)) in seen
    assert any(x.startswith(t("save.bad", lang, path="saves/", msg="")[:12]) for x in seen)
    assert t("together.refused.no_table", lang) in seen  # a wrong table code
    assert t("class.ended", lang) in seen  # the class ended while the child sat at a table
