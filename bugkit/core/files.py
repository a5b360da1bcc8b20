"""The one safe way bugkit opens a file on a user's behalf (saves, class-dice tables, tile, deck and card files).

``open_in(folder, name, mode)`` is the only open: every reader and writer goes through ``read_in``, ``read_file``
or ``write_in``. It opens only a regular file whose plain ``name`` lies directly inside ``folder``:

- the folder itself must be a real folder, not a symbolic link to one (it is opened without following links, and
  the file is then opened relative to that open folder, so nothing can swap it in between);
- no link is followed: a symbolic link is refused (checked before opening, and ``O_NOFOLLOW`` when opening);
- a FIFO, a socket or a device (``/dev/zero``) is refused without being opened, and the open itself never waits
  (``O_NONBLOCK``), after which the open file is checked once more to be a regular file;
- for reading, the size is checked on the open file (``fstat``) and no more than the limit is ever read;
- for writing, a file with another name for it (a hard link, ``st_nlink > 1``) is refused before anything is
  written, so a link in ``saves/`` can never overwrite a file outside it;
- Windows device names (``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM1``-``COM9``, ``LPT1``-``LPT9``, ...) are refused
  in any case and with any extension, on every system, so a save works on any computer it is copied to.

Every refusal is an ``UnsafeFile`` (an ``InvalidInput``) whose ``reason`` says what was wrong (a short key the
boards translate) and whose message names the file.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import IO, Literal

from .errors import InvalidInput
from .validate import check_choice, check_int, check_text, short_repr

MAX_FILE_NAME = 255  # bytes in one file name on common file systems
_DEVICE_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"]
    + [f"{port}{n}" for port in ("COM", "LPT") for n in [*"0123456789", "¹", "²", "³"]])
_FOLLOW_FLAG = getattr(os, "O_NOFOLLOW", 0)
_REASONS = {
    "name": "the name {path} is not a plain file name",
    "device": "the name {path} is one Windows keeps for a device (CON, NUL, PRN, AUX, COM1, LPT1, ...)",
    "missing": "the file {path} does not exist",
    "folder": "{path} is a folder, not a file",
    "no_folder": "the folder {path} does not exist or is not a folder",
    "link": "the file {path} is a link (links are not followed)",
    "folder_link": "the folder {path} is a link (links are not followed)",
    "special": "{path} is not a regular file (it is a pipe, a socket or a device)",
    "hard_link": "the file {path} has another name (a hard link), so it is not overwritten",
    "too_big": "the file {path} is too big",
    "denied": "the file {path} cannot be opened",
}


class UnsafeFile(InvalidInput):
    """A file bugkit will not open: ``reason`` is one of the keys of ``REASONS``; ``detail`` adds the system's words
    (and ``code`` its error number) or the sizes."""

    def __init__(self, path: object, reason: str, detail: str = "", size: int | None = None,
                 code: int | None = None) -> None:
        self.path, self.reason, self.detail, self.size, self.code = str(path), reason, detail, size, code
        extra = f" ({detail})" if detail else ""
        super().__init__(_REASONS[reason].format(path=short_repr(str(path), 120)) + extra)


REASONS = tuple(_REASONS)
_MAX_PATH = 4096  # characters in a folder or file path (PATH_MAX on Linux)


def device_name(name: str) -> bool:
    """Return True if ``name`` is one Windows keeps for a device (``nul.json``, ``Com1.tar.gz``, ``aux .x``)."""
    if not isinstance(name, str):
        raise InvalidInput(f"a file name must be a text, not {short_repr(name)}")
    stem = name.split(".", 1)[0].rstrip(" .").upper()
    return stem in _DEVICE_NAMES


def check_plain_name(name: object) -> str:
    """Return ``name`` if it is a plain file name (no folder part, no NUL, not ``.``/``..``, not a device name);
    raise UnsafeFile otherwise."""
    if not isinstance(name, str) or not name or name in (".", "..") or "/" in name or "\\" in name \
            or "\x00" in name or len(name.encode("utf-8", "surrogatepass")) > MAX_FILE_NAME:
        raise UnsafeFile(name if isinstance(name, str) else short_repr(name, 80), "name")
    if device_name(name):
        raise UnsafeFile(name, "device")
    return name


def _check_path(value: object, name: str) -> Path:
    """Return ``value`` as a Path if it is a text or path of at most _MAX_PATH characters without a NUL; raise
    InvalidInput otherwise (a number, None or bytes is not a path)."""
    if not isinstance(value, (str, os.PathLike)):
        raise InvalidInput(f"{name} must be a text or a pathlib.Path, not {short_repr(value)}")
    text = os.fspath(value)
    if not isinstance(text, str) or "\x00" in text or len(text) > _MAX_PATH:
        raise InvalidInput(f"{name} must be a path of at most {_MAX_PATH:,} characters without a NUL character, "
                           f"not {short_repr(value)}")
    return Path(text)


def _check_max_bytes(value: object) -> int:
    """Return ``value`` if it is a whole number of bytes of at least 0; raise InvalidInput otherwise."""
    return check_int(value, "max_bytes", 0)


def _system(path: Path, exc: OSError) -> UnsafeFile:
    """Return the refusal for an error of the system while opening ``path``."""
    code = exc.errno
    if code == errno.ENOENT:
        return UnsafeFile(path, "missing")
    if code == errno.EISDIR:
        return UnsafeFile(path, "folder")
    if code in (errno.ELOOP, getattr(errno, "EMLINK", -1)):
        return UnsafeFile(path, "link")
    if code in (errno.ENXIO, errno.ENODEV, errno.EAGAIN):
        return UnsafeFile(path, "special")
    return UnsafeFile(path, "denied", (exc.strerror or type(exc).__name__)[:200], code=exc.errno)


def _open_folder(folder: Path) -> int | None:
    """Return an open descriptor of ``folder`` (None where the system cannot open files relative to one);
    raise UnsafeFile if it is missing, not a folder, or a link."""
    try:
        info = os.lstat(folder)
    except OSError as exc:
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):
            raise UnsafeFile(folder, "no_folder") from None
        raise _system(folder, exc) from None
    if stat.S_ISLNK(info.st_mode):
        raise UnsafeFile(folder, "folder_link")
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafeFile(folder, "no_folder")
    if os.open not in os.supports_dir_fd or os.stat not in os.supports_dir_fd:
        return None
    try:
        return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _FOLLOW_FLAG
                       | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            raise UnsafeFile(folder, "folder_link") from None
        raise _system(folder, exc) from None


def open_in(folder: str | Path, name: str, mode: Literal["r", "w"], max_bytes: int) -> IO[bytes]:
    """Return the regular file ``name`` directly inside ``folder``, opened for reading (``"r"``, at most
    ``max_bytes`` long) or writing (``"w"``, created if missing, emptied, never through a hard link); raise
    UnsafeFile saying why not (see the module's docstring). The caller closes it."""
    mode = check_choice(mode, "mode", ("r", "w"))
    folder = _check_path(folder, "folder")
    check_plain_name(name)
    max_bytes = _check_max_bytes(max_bytes)
    path = folder / name
    dir_fd = _open_folder(folder)
    where: str | Path = name if dir_fd is not None else path
    try:
        try:
            info: os.stat_result | None = os.stat(where, dir_fd=dir_fd, follow_symlinks=False)
        except FileNotFoundError:
            info = None
        except OSError as exc:
            raise _system(path, exc) from None
        if info is None and mode == "r":
            raise UnsafeFile(path, "missing")
        if info is not None:
            if stat.S_ISLNK(info.st_mode):
                raise UnsafeFile(path, "link")
            if stat.S_ISDIR(info.st_mode):
                raise UnsafeFile(path, "folder")
            if not stat.S_ISREG(info.st_mode):
                raise UnsafeFile(path, "special")  # never opened: a FIFO would wait, /dev/zero never ends
        flags = _FOLLOW_FLAG | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) \
            | getattr(os, "O_BINARY", 0)
        flags |= os.O_RDONLY if mode == "r" else os.O_WRONLY | os.O_CREAT
        try:
            fd = os.open(where, flags, 0o644, dir_fd=dir_fd)
        except OSError as exc:
            raise _system(path, exc) from None
    finally:
        if dir_fd is not None:
            os.close(dir_fd)
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            raise UnsafeFile(path, "special")
        if mode == "r" and opened.st_size > max_bytes:
            raise UnsafeFile(path, "too_big", f"{opened.st_size:,} bytes; at most {max_bytes:,}", opened.st_size)
        if mode == "w" and opened.st_nlink > 1:
            raise UnsafeFile(path, "hard_link")
        if mode == "w":
            os.ftruncate(fd, 0)
        return os.fdopen(fd, "rb" if mode == "r" else "wb")
    except BaseException:
        os.close(fd)
        raise


def read_in(folder: str | Path, name: str, max_bytes: int) -> bytes:
    """Return the bytes of the regular file ``name`` in ``folder`` (at most ``max_bytes``); raise UnsafeFile."""
    folder = _check_path(folder, "folder")
    path = folder / check_plain_name(name)
    max_bytes = _check_max_bytes(max_bytes)
    try:
        with open_in(folder, name, "r", max_bytes) as file:
            data = file.read(max_bytes + 1)  # never more, even if the file grew since it was measured
    except OSError as exc:
        raise _system(path, exc) from None
    if len(data) > max_bytes:
        raise UnsafeFile(path, "too_big", f"more than {max_bytes:,} bytes", len(data))
    return data


def read_file(path: str | Path, max_bytes: int) -> bytes:
    """Return the bytes of the regular file at ``path`` (its folder not a link, the file itself no link, at most
    ``max_bytes``); raise UnsafeFile."""
    file = _check_path(path, "path")
    _check_max_bytes(max_bytes)
    return read_in(file.parent, file.name, max_bytes)


MAX_DATA_PATH = 1000  # characters of the path of a game's data file (a tile, deck or card file)


def read_json(path: str | Path, what: str, max_bytes: int) -> object:
    """Return the JSON value in the data file at ``path`` (a name ending in .json, at most ``max_bytes``); raise
    InvalidInput naming ``what`` ("a tile file") and why it cannot be read: missing, too big, or where its JSON
    breaks. The one reader of a game's data files (tiles, deck, cards)."""
    what = check_text(what, "what (the file's kind)", 40)
    if not isinstance(path, (str, Path)):
        raise InvalidInput(f"the path of {what} must be a file name such as 'mine.json', not {short_repr(path)}")
    check_text(str(path), "path", MAX_DATA_PATH)
    file = Path(path)
    if file.suffix.lower() != ".json":
        raise InvalidInput(f"{what} is a .json file, not {short_repr(str(path))}")
    try:
        return json.loads(read_file(file, max_bytes).decode("utf-8"))
    except UnsafeFile as exc:
        raise InvalidInput(f"cannot read {what}: {exc}") from None
    except (ValueError, RecursionError) as exc:  # a JSONDecodeError says where the file breaks
        raise InvalidInput(f"cannot read {what} {short_repr(str(path))}: {short_repr(str(exc), 120)}") from None


def write_in(folder: str | Path, name: str, data: bytes) -> None:
    """Write ``data`` to the regular file ``name`` in ``folder`` (made if missing, replaced if there, never
    through a link or a hard link); raise UnsafeFile."""
    folder = _check_path(folder, "folder")
    path = folder / check_plain_name(name)
    if not isinstance(data, (bytes, bytearray)):
        raise InvalidInput(f"data to write must be bytes, not {short_repr(data)}")
    try:
        with open_in(folder, name, "w", 0) as file:
            file.write(data)
    except OSError as exc:
        raise _system(path, exc) from None


__all__ = ["MAX_DATA_PATH", "REASONS", "UnsafeFile", "check_plain_name", "device_name", "open_in", "read_file",
           "read_in", "read_json", "write_in"]
