"""The Save / Load / Replay panel reads and writes only in saves/, and every failure is a message on the panel with
the board left as it was (issue 11). Table-driven: each case states the File box text (and the file it finds) and
what the panel must say; it runs for every game's board under a time limit, with click-handler exceptions made to
escape (``strict_callbacks``), so nothing can hide in ipywidgets' log.
"""

from __future__ import annotations

import errno
import functools
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from gametools import long_game, start_state, steps
from limits import within
from test_hardening_widgets import _strict_call, walk
from test_save_replay import holder, make_view

import bugkit
from bugkit.core.game import MAX_SAVE_BYTES
from bugkit.ui import saving
from bugkit.ui.saving import CHECKPOINT, SaveReplay, save_replay_for

GAMES = sorted(bugkit.GAMES)
SECONDS = 5.0


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Run in tmp_path/work (so '..' is tmp_path, where a 'teacher' notebook lies) with strict click handlers."""
    from ipywidgets.widgets.widget import CallbackDispatcher

    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "teacher_notes.ipynb").write_text("TEACHER")
    monkeypatch.chdir(work)
    return work


def panel_for(name: str) -> tuple[Any, SaveReplay]:
    """Return (view, panel) of a fresh board of ``name`` with its panel in English."""
    view = make_view(name)
    panel = save_replay_for(view, f"{name}.json")
    panel.set_language("en")
    return view, panel


@functools.cache
def shared_panel(name: str) -> tuple[Any, SaveReplay]:
    """Return one (view, panel) of ``name`` kept for the whole module."""
    return panel_for(name)


def files_outside_saves(root: Path) -> set[str]:
    """Return every file under ``root`` (tmp_path) that is not in work/saves."""
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "saves" not in p.parts}


def a_save(name: str, players: int | None = None, moves: int = 3) -> str:
    """Return the JSON of a real game of ``name`` after ``moves`` moves (and the chance they brought)."""
    return steps(start_state(name, players, seed=11), moves, seed=11).to_json()


def rec(data: dict[str, Any]) -> str:
    """Return the field of a save that holds its record."""
    return "steps"


# -- names the File box refuses (Save and Load), for every game -------------------------------------------------
BAD_NAMES: list[tuple[str, str]] = [
    # (File box text, words of the reason)
    ("../teacher_notes.ipynb", "folder"), ("../x.json", "folder"), ("..", "folder"), ("/etc/passwd", "folder"),
    ("/tmp/x.json", "folder"), ("sub/x.json", "folder"), ("sub\\x.json", "folder"), ("saves/x.json", "folder"),
    ("", "empty"), ("   ", "empty"), ("x.txt", ".json"), ("x", ".json"), ("x.json.exe", ".json"), (".json", ".json"),
    (".hidden.json", "dot"), ("a" * 81 + ".json", "too long"), ("x" * 10_000, "too long"), ("x\x00.json", "character"),
    ("x\n.json", "character"), ("x\u202e.json", "character"), ("C:x.json", "character"), ("x?.json", "character"),
    ("~/x.json", "folder"),
]


@pytest.mark.parametrize(("name", "typed", "why"),
                         [pytest.param(g, n, w, id=f"{g}-{n[:30]!r}") for g in GAMES for n, w in BAD_NAMES])
@pytest.mark.parametrize("button", ["save", "load"])
def test_a_name_that_is_not_a_plain_json_file_is_refused(name: str, typed: str, why: str, button: str,
                                                          tmp_path: Path) -> None:
    view, panel = shared_panel(name)  # refusing a name changes nothing, so one board per game serves every case
    before, files = holder(view).state, files_outside_saves(tmp_path)
    panel.path.value = typed
    with within(SECONDS):
        getattr(panel, f"{button}_button").click()
    assert "plain file name" in panel.message.value and why in panel.message.value, panel.message.value
    assert holder(view).state is before and files_outside_saves(tmp_path) == files
    assert (tmp_path / "teacher_notes.ipynb").read_text() == "TEACHER"


# -- files the panel cannot load, for every game ----------------------------------------------------------------
def _write(text: str | bytes) -> Callable[[Path, str], None]:
    def make(folder: Path, game: str) -> None:
        data = text.encode() if isinstance(text, str) else text
        (folder / "x.json").write_bytes(data)
    return make


def _dir(folder: Path, game: str) -> None:
    (folder / "x.json").mkdir()


def _big(folder: Path, game: str) -> None:
    with (folder / "x.json").open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)  # sparse: the panel must look at the size, not read it


def _other_game(folder: Path, game: str) -> None:
    (folder / "x.json").write_text(a_save(next(g for g in GAMES if g != game)))


def _mutated(change: Callable[[dict[str, Any]], None]) -> Callable[[Path, str], None]:
    def make(folder: Path, game: str) -> None:
        data = json.loads(a_save(game))
        change(data)
        (folder / "x.json").write_text(json.dumps(data))
    return make


def _outside_link(folder: Path, game: str) -> None:
    target = folder.parent.parent / "secret.json"
    target.write_text(a_save(game))
    (folder / "x.json").symlink_to(target)


LOAD_FAILURES: list[tuple[str, Callable[[Path, str], None] | None, str]] = [
    # (case, how the file is made (None: no file), words of the message)
    ("missing", None, "no such file"),
    ("a folder", _dir, "folder"),
    ("over 1 MB", _big, "at most"),
    ("empty file", _write(""), "JSON"),
    ("bad JSON", _write("{not json"), "JSON"),
    ("not UTF-8", _write(b"\xff\xfe{}"), "UTF-8"),
    ("a JSON list", _write("[1, 2]"), "object"),
    ("nested 100000 deep", _write("[" * 100_000 + "]" * 100_000), "JSON"),
    ("another game", _other_game, "this board plays"),
    ("an illegal move", _mutated(lambda d: d[rec(d)].append("fly to the moon")), "not possible"),
    ("version true", _mutated(lambda d: d.update(version=True)), "version"),
    ("too many moves", _mutated(lambda d: d.update({rec(d): ["x"] * 20_001})), "20,000"),
    ("a huge option", _mutated(lambda d: d["setup"].update(players=10**12)), "players"),
    ("a link to a file outside saves", _outside_link, "link"),
]


def _format_1(d: dict[str, Any]) -> None:
    d.update(version=1, actions=d.pop("steps"))
    d["setup"]["seed"] = 7


# a save holds no seed, and a format-1 save is refused with a clear message
STEPS_FAILURES: list[tuple[str, Callable[[Path, str], None] | None, str]] = [
    ("a seed in a version-2 save", _mutated(lambda d: d["setup"].update(seed=7)), "holds no seed"),
    ("seed null in a version-2 save", _mutated(lambda d: d["setup"].update(seed=None)), "holds no seed"),
    ("an impossible chance outcome", _mutated(lambda d: d["steps"].__setitem__(-1, "dice 9 9 9")), "not possible"),
]
FORMAT_1 = ("a version-1 save", _mutated(_format_1), "older bugkit")


def _load_failures() -> list[Any]:
    cases = [pytest.param(g, m, w, id=f"{g}-{c}") for g in GAMES
             for c, m, w in LOAD_FAILURES + STEPS_FAILURES]
    return cases + [pytest.param(g, FORMAT_1[1], FORMAT_1[2], id=f"{g}-{FORMAT_1[0]}") for g in GAMES]


@pytest.mark.parametrize(("name", "make", "words"), _load_failures())
def test_a_file_that_cannot_be_loaded_is_explained_and_the_board_is_unchanged(
        name: str, make: Callable[[Path, str], None] | None, words: str, strict: Path) -> None:
    view, panel = panel_for(name)
    folder = strict / "saves"
    folder.mkdir()
    if make is not None:
        make(folder, name)
    before = holder(view).state
    panel.path.value = "x.json"
    with within(SECONDS):
        panel.load_button.click()
    assert "Could not load saves/x.json" in panel.message.value, panel.message.value
    assert words in panel.message.value, panel.message.value
    assert holder(view).state is before and panel.line is None


def test_the_size_is_checked_before_reading(strict: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _, panel = panel_for(GAMES[0])
    (strict / "saves").mkdir()
    _big(strict / "saves", GAMES[0])
    read: list[int] = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: read.append(n) or real_read(fd, n))
    panel.path.value = "x.json"
    panel.load_button.click()
    assert "at most" in panel.message.value and read == []


# -- the system refuses: permission errors, names too long for the disk, a file where the folder should be ------
@pytest.mark.parametrize("name", GAMES)
def test_errors_of_the_system_are_messages(name: str, strict: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    view, panel = panel_for(name)
    before = holder(view).state
    panel.path.value = "😀" * 70 + ".json"  # 75 characters, 285 bytes: longer than a file name may be
    with within(SECONDS):
        panel.save_button.click()
    assert "too long" in panel.message.value, panel.message.value
    with within(SECONDS):
        panel.load_button.click()
    assert "too long" in panel.message.value, panel.message.value

    panel.path.value = "ok.json"
    panel.save_button.click()
    assert "Saved" in panel.message.value

    def refuse(self: Path, *args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    with within(SECONDS):
        panel.load_button.click()
        assert "Could not load" in panel.message.value and "no permission" in panel.message.value
        panel.save_button.click()
        assert "Could not save" in panel.message.value and "no permission" in panel.message.value
    assert holder(view).state is before


@pytest.mark.parametrize(("name", "why"), [("😀" * 63 + ".json", "too long"), ("😀" * 62 + ".json", None),
                                          ("a" * 76 + ".json", "too long"), ("ä" * 75 + ".json", None)])
def test_a_name_too_long_for_the_disk_is_called_too_long(name: str, why: str | None) -> None:
    """68 emoji characters are 257 bytes, over a file name's 255: the panel said the name "contains a character that
    cannot be in a file name"."""
    _, panel = panel_for("ungeziffer")
    panel.path.value = name
    panel.save_button.click()
    if why is None:
        assert "Saved" in panel.message.value, panel.message.value
    else:
        assert why in panel.message.value and "character" not in panel.message.value, panel.message.value


@pytest.mark.parametrize(("code", "en", "de"), [
    (errno.EACCES, "no permission to read or write there", "keine Erlaubnis, dort zu lesen oder zu schreiben"),
    (errno.ENOSPC, "the disk is full", "der Speicher ist voll"),
    (errno.EROFS, "the disk may only be read", "der Speicher darf nur gelesen werden"),
    (errno.EIO, "Input/output error", "Systemfehler EIO"),
])
def test_the_systems_refusal_is_said_in_the_pages_language(code: int, en: str, de: str,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A German page said "Der Computer erlaubt es nicht (Permission denied)": the system's English words."""
    _, panel = panel_for("ungeziffer")
    panel.save_button.click()

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "open", refuse)
    for lang, words in (("en", en), ("de", de)):
        panel.set_language(lang)
        for button in (panel.load_button, panel.save_button):
            button.click()
            assert words in panel.message.value, panel.message.value
            if lang == "de":
                assert os.strerror(code) not in panel.message.value


def test_an_unforeseen_error_on_a_german_page_names_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """It said "schiefgegangen (RuntimeError)": a child reads plain words, the error goes to the log."""
    _, panel = panel_for("ungeziffer")
    panel.set_language("de")
    panel.save_button.click()

    def broken(state: Any, replaying: bool) -> None:
        raise RuntimeError("the board broke")

    monkeypatch.setattr(panel, "show_game", broken)
    panel.load_button.click()
    assert panel.message.value == "Etwas ist schiefgegangen (ein unerwarteter Fehler); das Brett ist unverändert."


@pytest.mark.parametrize("name", GAMES)
def test_a_file_where_the_saves_folder_should_be_and_a_folder_where_the_file_should_be(name: str,
                                                                                       strict: Path) -> None:
    _, panel = panel_for(name)
    (strict / "saves").write_text("not a folder")
    with within(SECONDS):
        panel.save_button.click()
    assert "Could not save" in panel.message.value, panel.message.value
    (strict / "saves").unlink()
    (strict / "saves" / f"{name}.json").mkdir(parents=True)
    with within(SECONDS):
        panel.save_button.click()
    assert "Could not save" in panel.message.value and "folder" in panel.message.value, panel.message.value


@pytest.mark.parametrize("name", GAMES)
def test_an_unforeseen_error_while_showing_is_a_message(name: str, monkeypatch: pytest.MonkeyPatch,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    """The message is in plain words (no error's name or English text on the page); the error is in the log."""
    _, panel = panel_for(name)
    panel.save_button.click()

    def broken(state: Any, replaying: bool) -> None:
        raise RuntimeError("the board broke")

    monkeypatch.setattr(panel, "show_game", broken)
    with within(SECONDS), caplog.at_level("ERROR", logger="bugkit"):
        panel.load_button.click()
    assert panel.message.value == "something went wrong (an unexpected error); the board is unchanged."
    assert [str(r.exc_info[1]) for r in caplog.records if r.exc_info] == ["the board broke"]


# -- what loading does to the board -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_saving_writes_only_into_saves_and_says_a_save_holds_the_whole_game(name: str, tmp_path: Path,
                                                                              strict: Path) -> None:
    _, panel = panel_for(name)
    files = files_outside_saves(tmp_path)
    panel.save_button.click()
    assert (strict / "saves" / f"{name}.json").is_file() and files_outside_saves(tmp_path) == files
    assert "face down" in panel.note.value and "saves" in panel.note.value
    saved = json.loads((strict / "saves" / f"{name}.json").read_text())
    # a save holds the past only: the note says so, and the file has no seed
    assert "only what has happened so far: nothing face down" in panel.note.value and "seed" not in saved["setup"]
    panel.set_language("de")
    assert "verdeckt" in panel.note.value
    assert "nur, was bisher geschehen ist" in panel.note.value


@pytest.mark.parametrize("name", GAMES)
def test_a_save_with_another_set_up_rebuilds_the_board(name: str, strict: Path) -> None:
    spec = bugkit.GAMES[name]
    view, panel = panel_for(name)  # the board starts with its default set-up
    (strict / "saves").mkdir()
    moves = 100_000 if spec.replay_hides_memory else 4  # (a memory game replays once it is over)
    (strict / "saves" / "x.json").write_text(a_save(name, players=spec.max_players, moves=moves))
    adopted: list[Any] = []
    if hasattr(view, "adopt"):
        real = view.adopt
        view.adopt = lambda state, hold_bots=False: (adopted.append(state), real(state, hold_bots=hold_bots))
    panel.path.value = "x.json"
    with within(SECONDS):
        panel.load_button.click()
    assert "Loaded" in panel.message.value, panel.message.value
    assert holder(view).state.n_players == spec.max_players
    assert hasattr(view, "adopt"), "the view has no adopt(state): a save of another set-up cannot rebuild the board"
    assert adopted and adopted[-1] == holder(view).state
    with within(SECONDS):
        panel.slider.value = 1
        assert panel.line is not None and holder(view).state == panel.line.at(1)
        assert holder(view).state.history == tuple(panel.line.actions[:panel.line.marks[1]])
        assert adopted[-1] == holder(view).state and not holder(view).state.is_chance_node
        for w in list(walk(view)):  # every control works on the rebuilt board (no IndexError)
            if getattr(w, "click", None) and not getattr(w, "disabled", True):
                w.click()


def test_the_replay_computes_positions_on_demand(strict: Path) -> None:
    state = long_game(8 * CHECKPOINT)  # Voll verasselt: a turn of 'go on' can last for ever
    saved = json.loads(state.to_json())
    line = saving.ReplayLine(state)
    assert len(line) > 2 * CHECKPOINT + 1
    checkpoints = {0, len(line), *range(CHECKPOINT, len(line), CHECKPOINT)}
    assert set(line.kept) <= checkpoints  # loading keeps at most one position per CHECKPOINT moves
    assert line.at(CHECKPOINT + 3).history == state.history[:line.marks[CHECKPOINT + 3]]
    assert CHECKPOINT in line.kept and set(line.kept) <= checkpoints
    k = 2 * CHECKPOINT + 1
    assert line.at(k) == bugkit.load(json.dumps({**saved, rec(saved): list(state.history[:line.marks[k]])}))
    assert all(not line.at(j).is_chance_node for j in (0, 1, 2, k, len(line) - 1))
    assert line.at(0) == bugkit.load(json.dumps({**saved, rec(saved): list(state.history[:line.marks[0]])}))
    assert_last_position(line, state)


def assert_last_position(line: saving.ReplayLine, state: Any) -> None:
    """Check the last position of the replay: the loaded state itself, or, if the save stops at a chance node
    (possible only for a save written in code: a board never rests there), the decision before it."""
    if state.is_chance_node:
        assert line.marks[-1] < len(state.history) and not line.at(len(line)).is_chance_node
        assert line.at(len(line)).history == state.history[:line.marks[-1]]
    else:
        assert line.at(len(line)) is state and line.marks[-1] == len(state.history)


@pytest.mark.slow
def test_a_save_of_the_maximum_length_loads_in_the_panel_in_seconds(strict: Path) -> None:
    from bugkit.core.game import MAX_ACTIONS

    view, panel = panel_for("voll_verasselt")
    state = long_game(MAX_ACTIONS)  # decisions and chance outcomes alike count towards MAX_ACTIONS
    assert len(state.history) == MAX_ACTIONS
    (strict / "saves").mkdir()
    (strict / "saves" / "long.json").write_text(state.to_json())
    panel.path.value = "long.json"
    with within(20):
        panel.load_button.click()
    assert panel.line is not None, panel.message.value
    n = len(panel.line)
    assert f"Loaded {n:,} moves" in panel.message.value, panel.message.value  # (written 13,247)
    assert_last_position(panel.line, state)
    assert holder(view).state == panel.line.at(n)
    assert len(panel.line.kept) <= n // CHECKPOINT + 2
    with within(20):  # a far jump replays at most from the start (linear in the steps)
        panel.slider.value = n - 10
    assert holder(view).state.history == state.history[:panel.line.marks[n - 10]]
    with within(SECONDS):  # then from the nearest kept position
        panel.slider.value = n - 300
    assert holder(view).state.history == state.history[:panel.line.marks[n - 300]]


def test_file_names_are_checked_by_a_pure_function() -> None:
    assert saving.check_file_name("my_game.json") is None and saving.check_file_name("Spiel ä 1.JSON") is None
    assert saving.check_file_name(None) == "save.name_empty" and saving.check_file_name("a/b.json") is not None
    assert os.sep in "/\\"


def test_a_game_too_long_for_a_save_is_not_saved_and_the_panel_says_why(strict: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """``to_json`` refuses a game longer than a save may hold (``MAX_ACTIONS``); the panel says so in the page's
    language and writes no file, rather than a save that could not be loaded again."""
    from bugkit.core import game as core_game

    view, panel = panel_for("kakerlakentanz")
    steps_now = len(holder(view).state.history)
    assert steps_now >= 1  # (the board's card is turned up: one step)
    monkeypatch.setattr(core_game, "MAX_ACTIONS", steps_now - 1)
    panel.path.value = "long.json"
    panel.save_button.click()
    assert "was not saved" in panel.message.value and "at most" in panel.message.value, panel.message.value
    panel.set_language("de")
    assert "wurde nicht gespeichert" in panel.message.value, panel.message.value
    assert not (strict / "saves" / "long.json").exists()


def test_a_save_too_big_in_bytes_is_not_saved_and_the_panel_says_so_not_steps(strict: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A game with few steps whose save would still be over ``MAX_SAVE_BYTES`` (steps written out long) is refused
    by ``to_json`` for its size: the panel speaks of the size, not of a number of steps that is within the limit."""
    from bugkit.core import game as core_game

    view, panel = panel_for("kakerlakentanz")
    size = len(holder(view).state.to_json())
    monkeypatch.setattr(core_game, "MAX_SAVE_BYTES", size - 1)
    panel.path.value = "big.json"
    panel.save_button.click()
    said = panel.message.value
    assert "was not saved" in said and f"bigger than {size - 1:,} bytes" in said and "steps" not in said, said
    panel.set_language("de")
    assert "wurde nicht gespeichert" in panel.message.value and "Bytes" in panel.message.value, panel.message.value
    assert not (strict / "saves" / "big.json").exists()
