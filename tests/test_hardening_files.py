"""Files, URLs and small refusals (issue 19, robustness part 1). Table-driven, each case under a time limit and a
memory limit (``limits.within`` and ``bounded_memory``):

- one safe open (``bugkit.core.files``) for every file bugkit reads or writes for a user: links, hard links, FIFOs,
  devices, a linked folder, Windows device names, sizes; the save panel, the class-dice table and the tile, deck and
  card loaders all go through it;
- a page address can never break a board (``page_options``);
- ``observation`` of a seat that does not exist, and a version-2 save whose ``steps`` is not a list.
"""

from __future__ import annotations

import json
import os
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from limits import within

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.core.files import UnsafeFile, device_name, open_in, read_file, read_in, read_json, write_in
from bugkit.ui import page_options

SECONDS = 5.0
MEMORY = 50_000_000  # bytes a single refusal may allocate (a read of /dev/zero would take them all)
GAMES = sorted(bugkit.GAMES)


@contextmanager
def bounded_memory(limit: int = MEMORY) -> Iterator[None]:
    """Run the block and fail if Python allocated more than ``limit`` bytes at its peak."""
    tracemalloc.start()
    try:
        yield
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak <= limit, f"allocated {peak:,} bytes; at most {limit:,}"


@contextmanager
def limited(seconds: float = SECONDS) -> Iterator[None]:
    """Run the block under the time limit and the memory limit of one case."""
    with within(seconds), bounded_memory():
        yield


# -- the safe open ---------------------------------------------------------------------------------------------------
def _plain(folder: Path) -> str:
    (folder / "ok.json").write_text('{"a": 1}')
    return "ok.json"


def _link_out(folder: Path) -> str:
    outside = folder.parent / "secret.txt"
    outside.write_text("SECRET")
    (folder / "x.json").symlink_to(outside)
    return "x.json"


def _link_in(folder: Path) -> str:
    (folder / "real.json").write_text("{}")
    (folder / "x.json").symlink_to(folder / "real.json")  # even a link to a file inside is not followed
    return "x.json"


def _dangling(folder: Path) -> str:
    (folder / "x.json").symlink_to(folder.parent / "nowhere.json")
    return "x.json"


def _hard_link(folder: Path) -> str:
    outside = folder.parent / "secret.txt"
    outside.write_text("SECRET")
    os.link(outside, folder / "x.json")
    return "x.json"


def _fifo(folder: Path) -> str:
    os.mkfifo(folder / "x.json")
    return "x.json"


def _dir(folder: Path) -> str:
    (folder / "x.json").mkdir()
    return "x.json"


def _big(folder: Path) -> str:
    (folder / "x.json").write_bytes(b" " * 2001)
    return "x.json"


def _missing(folder: Path) -> str:
    return "x.json"


def _socket(folder: Path) -> str:
    import socket

    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(folder / "x.json"))
    sock.close()
    return "x.json"


MAX = 2000
# (case, make the file in the folder and return its name, reason for reading or None, reason for writing or None)
FILE_CASES: list[tuple[str, Callable[[Path], str], str | None, str | None]] = [
    ("a plain file", _plain, None, None),
    ("a link to a file outside", _link_out, "link", "link"),
    ("a link to a file inside", _link_in, "link", "link"),
    ("a dangling link", _dangling, "link", "link"),
    ("a hard link to a file outside", _hard_link, None, "hard_link"),
    ("a FIFO (would block)", _fifo, "special", "special"),
    ("a Unix socket", _socket, "special", "special"),
    ("a folder", _dir, "folder", "folder"),
    ("one byte too big", _big, "too_big", None),
    ("missing", _missing, "missing", None),
]


@pytest.mark.parametrize(("case", "make", "reading", "writing"), FILE_CASES, ids=[c[0] for c in FILE_CASES])
def test_the_safe_open_refuses_every_file_that_is_not_a_plain_one(case: str, make: Callable[[Path], str],
                                                                   reading: str | None, writing: str | None,
                                                                   tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    name = make(folder)
    with limited():
        if reading is None:
            assert read_in(folder, name, MAX)
        else:
            with pytest.raises(UnsafeFile) as info:
                read_in(folder, name, MAX)
            assert info.value.reason == reading and isinstance(info.value, InvalidInput)
            assert name in str(info.value)
    with limited():
        if writing is None:
            write_in(folder, name, b"{}")
            assert (folder / name).read_bytes() == b"{}"
        else:
            with pytest.raises(UnsafeFile) as info:
                write_in(folder, name, b"OVERWRITTEN")
            assert info.value.reason == writing
    secret = tmp_path / "secret.txt"
    assert not secret.exists() or secret.read_text() == "SECRET"  # nothing outside the folder was touched


def test_a_folder_that_is_a_link_or_missing_or_a_file_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere"
    real.mkdir()
    (real / "x.json").write_text("{}")
    (tmp_path / "saves").symlink_to(real)
    (tmp_path / "a_file").write_text("")
    for folder, reason in ((tmp_path / "saves", "folder_link"), (tmp_path / "none", "no_folder"),
                           (tmp_path / "a_file", "no_folder")):
        with limited():
            for act in (lambda f=folder: read_in(f, "x.json", MAX), lambda f=folder: write_in(f, "y.json", b"{}")):
                with pytest.raises(UnsafeFile) as info:
                    act()
                assert info.value.reason == reason
    assert sorted(p.name for p in real.iterdir()) == ["x.json"]  # nothing was written through the link


DEVICE_NAMES = ["CON.json", "nul.json", "Nul.JSON", "PRN", "aux.tar.json", "com1.json", "COM9.json", "lpt1.json",
                "LPT3.x.json", "con .json", "conin$.json", "COM¹.json", "nul"]
PLAIN_NAMES = ["console.json", "nulled.json", "com10.json", "lpt.json", "my_con.json", "auxiliary.json",
               "CONTRA.json", "x.con.json"]


@pytest.mark.parametrize("name", DEVICE_NAMES)
def test_windows_device_names_are_refused_in_any_case_with_any_extension(name: str, tmp_path: Path) -> None:
    assert device_name(name)
    for act in (lambda: read_in(tmp_path, name, MAX), lambda: write_in(tmp_path, name, b"{}")):
        with limited(), pytest.raises(UnsafeFile) as info:
            act()
        assert info.value.reason == "device"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", PLAIN_NAMES)
def test_names_that_only_look_like_devices_are_fine(name: str, tmp_path: Path) -> None:
    assert not device_name(name)
    write_in(tmp_path, name, b"{}")
    assert read_in(tmp_path, name, MAX) == b"{}"


@pytest.mark.parametrize("name", ["", ".", "..", "a/b.json", "..\\x.json", "x\x00.json", "é" * 200, 5, None])
def test_a_name_with_a_folder_part_is_refused(name: Any, tmp_path: Path) -> None:
    with limited(), pytest.raises(UnsafeFile) as info:
        read_in(tmp_path, name, MAX)
    assert info.value.reason == "name"


def test_a_file_is_emptied_only_after_the_checks(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("KEEP")
    os.link(tmp_path / "keep.txt", tmp_path / "x.json")
    with pytest.raises(UnsafeFile):
        write_in(tmp_path, "x.json", b"")
    assert (tmp_path / "keep.txt").read_text() == "KEEP"
    write_in(tmp_path, "y.json", b"a long first text")
    write_in(tmp_path, "y.json", b"short")
    assert (tmp_path / "y.json").read_bytes() == b"short"
    with pytest.raises(InvalidInput):
        open_in(tmp_path, "y.json", "a", 10)  # type: ignore[arg-type]


SPECIAL_PATHS = ["/dev/zero", "/dev/urandom", "/dev/null", "/dev/stdin", "/proc/self/mem", "/etc", "/"]


def _loaders() -> list[tuple[str, Callable[[Any], Any]]]:
    from bugkit.ungeziffer import load_tiles
    from bugkit.wanzen_tanzen import load_deck
    from bugkit.wuerfel_wg import load_cards

    return [("load_tiles", load_tiles), ("load_deck", load_deck), ("load_cards", load_cards)]


@pytest.mark.parametrize(("loader", "path"), [(n, p) for n, _ in _loaders() for p in SPECIAL_PATHS])
def test_loaders_refuse_devices_and_folders_at_once(loader: str, path: str) -> None:
    load = dict(_loaders())[loader]
    with limited(), pytest.raises(InvalidInput):
        load(path)


@pytest.mark.parametrize("loader", [n for n, _ in _loaders()])
def test_loaders_refuse_links_fifos_and_linked_folders(loader: str, tmp_path: Path) -> None:
    load = dict(_loaders())[loader]
    shipped = {"load_tiles": ("ungeziffer", "data/tiles.json"), "load_deck": ("wanzen_tanzen", "data/deck.json"),
               "load_cards": ("wuerfel_wg", "data/cards.json")}[loader]
    from importlib import resources

    text = resources.files(f"bugkit.{shipped[0]}").joinpath(shipped[1]).read_text(encoding="utf-8")
    good = tmp_path / "good.json"
    good.write_text(text)
    assert load(good)  # a plain file loads
    assert load(str(good))
    (tmp_path / "link.json").symlink_to(good)
    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "linked").symlink_to(tmp_path)
    for bad in ("link.json", "fifo.json", "linked/good.json", "nul.json", "missing.json"):
        with limited(), pytest.raises(InvalidInput) as info:
            load(tmp_path / bad)
        assert "cannot read" in str(info.value) or "file" in str(info.value)


def test_the_class_dice_table_uses_the_safe_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bugkit.lessons.class_dice import class_dice

    monkeypatch.chdir(tmp_path)
    table = class_dice("wanzen_tanzen", lang="en")
    (tmp_path / "saves").mkdir()
    (tmp_path / "secret.json").write_text("SECRET")
    (tmp_path / "saves" / "link.json").symlink_to(tmp_path / "secret.json")
    os.link(tmp_path / "secret.json", tmp_path / "saves" / "hard.json")
    os.mkfifo(tmp_path / "saves" / "fifo.json")
    for name, words in (("link.json", "link"), ("hard.json", "second name"), ("fifo.json", "not an ordinary"),
                        ("CON.json", "Windows")):
        table.path.value = name
        with limited():
            table.save_button.click()
        assert words in table.message.value, table.message.value
        with limited():
            table.load_button.click()  # a hard link may be read (it is refused for writing only)
        assert (words in table.message.value or name == "hard.json") and "Loaded" not in table.message.value, \
            table.message.value
    assert (tmp_path / "secret.json").read_text() == "SECRET"


@pytest.mark.parametrize("name", GAMES)
def test_the_save_panel_refuses_links_fifos_and_a_linked_folder(name: str, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from test_save_replay import holder, make_view

    from bugkit.ui.saving import save_replay_for

    monkeypatch.chdir(tmp_path)
    view = make_view(name)
    panel = save_replay_for(view, "x.json")
    panel.set_language("en")
    before = holder(view).state
    saves = tmp_path / "saves"
    saves.mkdir()
    (tmp_path / "secret.txt").write_text("SECRET")
    os.link(tmp_path / "secret.txt", saves / "hard.json")
    os.mkfifo(saves / "fifo.json")
    for file, words in (("hard.json", "hard link"), ("fifo.json", "not an ordinary file"), ("nul.json", "Windows"),
                        ("Com3.json", "Windows")):
        panel.path.value = file
        with limited():
            panel.save_button.click()
        assert words in panel.message.value and "Saved" not in panel.message.value, panel.message.value
        with limited():
            panel.load_button.click()  # a hard link may be read (it is refused for writing only): not a save
        assert (words in panel.message.value or file == "hard.json") and "Loaded" not in panel.message.value, \
            panel.message.value
    assert sorted(p.name for p in saves.iterdir()) == ["fifo.json", "hard.json"]
    assert (tmp_path / "secret.txt").read_text() == "SECRET" and holder(view).state is before
    os.rename(saves, tmp_path / "real")
    saves.symlink_to(tmp_path / "real")
    panel.path.value = "new.json"
    with limited():
        panel.save_button.click()
    assert "is a link to another folder" in panel.message.value, panel.message.value
    assert not (tmp_path / "real" / "new.json").exists()


# -- a URL can never break a board -----------------------------------------------------------------------------------
URLS: list[tuple[str, str, dict[str, str]]] = [
    # (case, QUERY_STRING, options)
    ("nothing", "", {}),
    ("lang", "lang=de", {"lang": "de"}),
    ("upper case", "LANG=DE&Projector=YES", {"lang": "de", "projector": "1"}),
    ("11 fields", "&".join(f"f{i}=1" for i in range(11)) + "&lang=de", {"lang": "de"}),
    ("10,000 fields", "a=1&" * 10_000 + "lang=de", {}),
    ("lang late in a long query", "x" * 5000 + "&lang=de", {}),
    ("repeated keys: the first counts", "lang=de&lang=en&lang=fr", {"lang": "de"}),
    ("an unknown language", "lang=fr", {}),
    ("a huge value", "lang=" + "d" * 1_000_000, {}),
    ("percent encoded", "l%61ng=%64e&projector=%31", {"lang": "de", "projector": "1"}),
    ("broken percent codes", "lang=%zz&projector=%&%%%", {}),
    ("invalid UTF-8 escapes", "lang=%ff%fe&projector=%c3%28", {}),
    ("plus as space", "lang=+de+", {"lang": "de"}),
    ("semicolons", "lang=de;projector=1", {"lang": "de", "projector": "1"}),
    ("no equals sign", "lang&projector", {}),
    ("empty keys", "=de&=&&&", {}),
    ("NUL and controls", "lang=d\x00e&projector=1\n", {"projector": "1"}),
    ("unicode", "lang=ðe&projector=ja", {"projector": "1"}),
    ("a fragment left in", "lang=de#top", {}),
    ("projector off", "projector=0", {}),
    ("class mode, kept as typed", "class=k7qx2m&token=AbC_12-xyz&lang=DE",
     {"class": "k7qx2m", "token": "AbC_12-xyz", "lang": "de"}),
    ("class mode, cut to length", "class=" + "A" * 500 + "&token=" + "t" * 500, {"class": "A" * 20, "token": "t" * 64}),
    ("class mode, empty", "class=&token=", {}),
    ("a second ? (the worksheet's tip added to a class address)", "class=6FN5H4?exercise=1",
     {"class": "6FN5H4", "exercise": "1"}),
    ("a second ? after a language", "lang=de?projector=1?exercise=2",
     {"lang": "de", "projector": "1", "exercise": "2"}),
]


@pytest.mark.parametrize(("case", "query", "expected"), URLS, ids=[u[0] for u in URLS])
def test_a_url_never_breaks_a_board(case: str, query: str, expected: dict[str, str]) -> None:
    with limited(2.0):
        assert page_options({"QUERY_STRING": query}) == expected


@pytest.mark.parametrize("environ", [{"QUERY_STRING": None}, {"QUERY_STRING": 5}, {}, {"QUERY_STRING": b"lang=de"}])
def test_an_odd_environment_gives_no_options(environ: dict[str, Any]) -> None:
    assert page_options(environ) == {}


@pytest.mark.parametrize("environ", ["lang=de", 5, ["QUERY_STRING"]])
def test_page_options_checks_its_argument(environ: Any) -> None:
    with pytest.raises(InvalidInput):
        page_options(environ)


@pytest.mark.parametrize("name", GAMES)
def test_every_board_opens_with_a_hostile_url(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_save_replay import make_view

    monkeypatch.setenv("QUERY_STRING", "&".join(f"k{i}=%ff" for i in range(500)) + "&lang=de&projector=1")
    with limited(20.0):
        make_view(name)
    monkeypatch.setenv("QUERY_STRING", "lang=" + "%" * 100_000)
    with limited(20.0):
        make_view(name)


# -- smaller -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [99, -1, 2, 1.0, True, "0", None, 10**30])
def test_observation_of_a_seat_that_does_not_exist_is_refused(name: str, seat: Any) -> None:
    state = bugkit.start(name, players=2, seed=1).state
    with limited(), pytest.raises(InvalidInput, match="player"):
        state.observation(seat)
    assert state.observation(1) is not None


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("steps", ["roll", {"0": "roll"}, 5, None, True, 1.5])
def test_a_v2_save_whose_steps_is_not_a_list_names_steps(name: str, steps: Any) -> None:
    data = json.loads(bugkit.start(name, players=2, seed=1).state.to_json())
    data["steps"] = steps
    with limited(), pytest.raises(InvalidInput) as info:
        bugkit.load(json.dumps(data))
    assert "'steps'" in str(info.value) and "actions" not in str(info.value)


def test_read_file_reads_a_plain_path(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text("{}")
    assert read_file(tmp_path / "a.json", 10) == b"{}"
    assert read_file(str(tmp_path / "a.json"), 10) == b"{}"


def test_one_reader_of_data_files_says_the_same_for_tiles_decks_and_cards(tmp_path: Path) -> None:
    """Ungeziffer's tiles, Wanzen tanzen's deck and Würfel-WG's cards were read by three copies with different rules
    (a path of 1,000 or 400 characters, a .json name for cards only, a broken card file named only its error's
    class): one reader, read_json, says where a broken file breaks, for every kind."""
    from bugkit.ungeziffer import load_tiles
    from bugkit.wanzen_tanzen import load_deck
    from bugkit.wuerfel_wg import load_cards

    broken = tmp_path / "mine.json"
    broken.write_text('{"tiles": [1, 2', encoding="utf-8")
    for load, what in ((load_tiles, "a tile file"), (load_deck, "a deck file"), (load_cards, "a card file")):
        with pytest.raises(InvalidInput, match=f"cannot read {what} .*line 1 column"):
            load(broken)
        with pytest.raises(InvalidInput, match=f"{what} is a .json file"):
            load(tmp_path / "mine.txt")
        with pytest.raises(InvalidInput, match="path"):
            load("x" * 1000 + ".json")
        with pytest.raises(InvalidInput, match="file name"):
            load(5)  # type: ignore[arg-type]
    ok = tmp_path / "ok.json"
    ok.write_text("[1]", encoding="utf-8")
    assert read_json(ok, "a file", 100) == [1]
