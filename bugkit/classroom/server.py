"""``python -m bugkit.classroom serve``: Voila on the class's pages, one class in the store, two links on stdout.

It checks its arguments, opens the store (``--store URL``, default ``sqlite:///saves/classroom.sqlite`` under the
current folder), deletes classes older than ``KEEP_HOURS``, makes a class with a short join code (or, with
``--continue`` after a restart, goes on with the newest class of its language that is still there, under a new
teacher token; without one it makes a new class and says so on stderr), starts Voila (the real server, as
``bugkit.classroom.voila_app``) on the notebooks folder with preheated kernels for the lesson pages of the class's
language, waits until it answers, and prints exactly two lines::

    teacher: http://127.0.0.1:8866/voila/render/40_class_teacher.ipynb?token=...
    students: http://127.0.0.1:8866/voila/render/41_class.ipynb?class=K7QX2M

Only the class's pages can be opened (``served_pages``: every notebook of the folder but the teacher guides ``30_*``
and ``50_*``; any other name is 404), and ``/`` leads to the class page with the class code instead of listing the
folder.

Voila runs in its own session, so Ctrl-C reaches only this process: it stops Voila with SIGTERM (Voila shuts its
kernels down), then ends any kernel process Voila started that is still alive, by its process id.

Preheated kernels and URL parameters: Voila 0.5.13 runs a preheated kernel's notebook *before* a page asks for it,
so the kernel has no ``QUERY_STRING`` yet. ``voila.utils.wait_for_request()`` blocks the notebook until a page takes
the kernel and then sets the request's variables; ``bugkit.ui.page_options`` calls it (once) before it
reads ``?class=``. Everything above that cell (imports, tables) is already done when the child opens the page. Only
the lesson pages of the class's language are preheated (``--pool`` kernels each; the teacher's page and the class
page start a kernel on demand), and a page asking for ``?voila-template=`` or ``?voila-theme=`` gets a fresh kernel.
A used preheated kernel is replaced ``--refill-after`` seconds later (Voila's ``fill_delay``; default 60, Voila's own
is 1): a class that opens a page together is served before the replacements compete with it for the cores. Until a
replacement is ready, the page gets a fresh kernel at once: it never waits for one (``voila_app``).

Kernels talk to Voila over Unix sockets in the server's own folder (``ipc``), not TCP ports: with TCP, jupyter_client
picks five free ports and the kernel binds them a moment later; a port taken meanwhile by another program or another
kernel starting (a class opening a page together) made the kernel fail to bind and then hang at exit (ipykernel
7.4), alive but deaf, so Voila waited for it and the child's page stayed blank for good. Where there are no Unix
sockets (Windows) or their paths would be too long, kernels use TCP as before (``kernel_sockets``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType
from typing import NoReturn

from ..core.errors import BugkitError, InvalidInput
from ..core.validate import check_float, check_int, check_items, check_lang, check_text, short_repr
from .client import ENV_BASE, ENV_STORE
from .store import DEFAULT_URL, KEEP_HOURS, ClassStore, Teacher, parse_url
from .teacher import LESSON_PAGES

TEACHER_PAGES = {"en": "40_class_teacher.ipynb", "de": "40_klasse_lehrkraft.ipynb"}
CLASS_PAGES = {"en": "41_class.ipynb", "de": "41_klasse.ipynb"}
NOT_SERVED = ("30_", "50_")  # notebooks no device of the class may open: the teacher guides, the games' insides
MAX_POOL = 10
REFILL_AFTER_S = 60  # seconds before Voila refills a lesson page's pool (its own default, 1 s, competes with a class)
MAX_REFILL_S = 3600
CULL_AFTER_S = 1800  # seconds a page's kernel may sit with no page connected (an iPad that reloads leaves its old one)
MAX_CULL_S = 86_400
MAX_ARGS = 100  # words on the command line
MAX_PAGES = 1000  # notebooks served from one folder
MAX_ARG = 4096  # characters in one word of the command line (a path at most)
MAX_HOST = 255  # characters in a host name or address
MAX_PID = 2**31 - 1
MAX_KERNELS = 100_000  # kernels one server may have seen
BUILD_COMMAND = ".venv/bin/python scripts/build_notebooks.py"  # builds the notebooks whose names start as given
SOCKET_PATH_MAX = 100  # characters of a Unix socket's path (the systems' limit is 103 to 107)
# what Voila (its connection folder) and jupyter_client (a kernel's sockets) add to Voila.connection_dir_root
KERNEL_SOCKET_NAME = "/voila_12345678/kernel-12345678-1234-1234-1234-123456789012-ipc-65535"


class UsageError(InvalidInput, SystemExit):
    """A command line the classroom server cannot use: an InvalidInput to code that calls ``parse_args``, and, like
    argparse's own refusal, a SystemExit with exit code 2 for the shell."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.code = 2


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError (message and usage) instead of printing and exiting itself."""

    def error(self, message: str) -> NoReturn:
        """Raise UsageError saying what is wrong with the command line and how it is used."""
        raise UsageError(f"{message}\n{self.format_usage().strip()}")


def _check_host(host: object) -> str:
    """Return ``host`` if it is an address or host name to listen on ("" for every interface); raise InvalidInput."""
    host = check_text(host, "host", MAX_HOST)
    if any(c.isspace() or not c.isprintable() for c in host):
        raise InvalidInput(f"host must be an address like 127.0.0.1 or 0.0.0.0, not {short_repr(host)}")
    return host


def _check_proc(proc: object) -> subprocess.Popen[bytes]:
    """Return ``proc`` if it is a started process (subprocess.Popen); raise InvalidInput otherwise."""
    if not isinstance(proc, subprocess.Popen):
        raise InvalidInput(f"proc must be a subprocess.Popen (the Voila process), not {short_repr(proc)}")
    return proc


def default_notebooks() -> Path:
    """Return the notebooks folder of this checkout (next to the bugkit package)."""
    return Path(__file__).resolve().parents[2] / "notebooks"


def lan_address() -> str:
    """Return this machine's address on the local network (no packet is sent), or 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 1))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def shown_host(host: str) -> str:
    """Return the host to print in links: the LAN address when listening on every interface."""
    host = _check_host(host)
    return lan_address() if host in ("0.0.0.0", "::", "") else host


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Return the checked command-line arguments (``sys.argv`` for None); raise UsageError (an InvalidInput and a
    SystemExit with code 2) with a clear message for an unusable one."""
    if argv is not None:
        words = [check_text(w, "a word of argv", MAX_ARG) for w in check_items(argv, "argv", MAX_ARGS)]
        if any("\x00" in w for w in words):
            raise InvalidInput("a word of argv may not hold a NUL character")
        argv = words
    parser = _Parser(prog="python -m bugkit.classroom",
                                     description="The bugkit classroom server: lessons with a class, no accounts.")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="start Voila, make a class and print the teacher's and students' links")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 opens it to the classroom network)")
    serve.add_argument("--port", type=int, default=8866, help="port (default 8866; 0 picks a free one)")
    serve.add_argument("--lang", default="en", choices=["en", "de"], help="language of the class (en or de)")
    serve.add_argument("--store", default=None,
                       help="class store URL: sqlite:///path.sqlite (default saves/classroom.sqlite) "
                            "or postgresql://user@host:port/db")
    serve.add_argument("--continue", dest="resume", action="store_true",
                       help=f"after a restart: go on with the newest class of --lang made in the last {KEEP_HOURS} "
                            "hours that has not ended (same code and students' link, a new teacher link); without "
                            "one, a new class is made")
    serve.add_argument("--notebooks", type=Path, default=None, help="folder of the notebooks (default: this checkout)")
    serve.add_argument("--pool", type=int, default=1, help=f"preheated kernels per lesson page, 0-{MAX_POOL}")
    serve.add_argument("--refill-after", type=int, default=REFILL_AFTER_S, metavar="SECONDS",
                       help=f"seconds before a used preheated kernel is replaced, 0-{MAX_REFILL_S} (default "
                            f"{REFILL_AFTER_S}: a class opening a page together is served before the refills start)")
    serve.add_argument("--cull-after", type=int, default=CULL_AFTER_S, metavar="SECONDS",
                       help=f"stop a page's kernel when no page has been connected to it for this long, 0-{MAX_CULL_S} "
                            f"(default {CULL_AFTER_S}; 0: never): a closed or reloaded page whose browser did not say "
                            "goodbye (tablets often do not) frees its memory")
    serve.add_argument("--preheat", action="append", default=None, metavar="NOTEBOOK",
                       help="preheat only this lesson page of --lang (repeat for more; default: every lesson page of "
                            "--lang)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error("--port is a number from 0 to 65535")
    lessons = [page for page, _ in LESSON_PAGES[args.lang]]
    unknown = [page for page in args.preheat or () if page not in lessons]
    if unknown:
        parser.error(f"--preheat {short_repr(unknown[0])} is not a lesson page of the class's language "
                     f"(--lang {args.lang}); the lesson pages are: {', '.join(lessons)}")
    if not 0 <= args.pool <= MAX_POOL:
        parser.error(f"--pool is a number from 0 to {MAX_POOL}")
    if not 0 <= args.refill_after <= MAX_REFILL_S:
        parser.error(f"--refill-after is a number of seconds from 0 to {MAX_REFILL_S}")
    if not 0 <= args.cull_after <= MAX_CULL_S:
        parser.error(f"--cull-after is a number of seconds from 0 to {MAX_CULL_S}")
    if not args.host or len(args.host) > 255 or any(c.isspace() for c in args.host):
        parser.error("--host is an address like 127.0.0.1 or 0.0.0.0")
    return args


def store_url(given: str | None) -> str:
    """Return the store URL with a SQLite path made absolute (the kernels run in the notebooks folder)."""
    if given is not None and not isinstance(given, str):
        raise InvalidInput(f"the store URL must be a text or None (the default), not {short_repr(given)}")
    url = given or DEFAULT_URL
    kind, target = parse_url(url)
    if kind == "sqlite":
        return "sqlite:///" + str(Path(target).resolve())
    return url


def open_class(store: ClassStore, lang: str, resume: bool) -> tuple[Teacher, str]:
    """Return the class to serve and a note for the teacher ("" for none): a new class, or with ``resume``
    (``--continue``) the newest class of ``lang`` still in the store under a new teacher token, else a new one."""
    if not isinstance(store, ClassStore):
        raise InvalidInput(f"store must be a ClassStore, not {short_repr(store)}")
    if not isinstance(resume, bool):
        raise InvalidInput(f"resume is True or False, not {short_repr(resume)}")
    lang = check_lang(lang)
    if not resume:
        return store.create_class(lang), ""
    teacher = store.resume_class(lang)
    if teacher is not None:
        return teacher, (f"continuing the class {teacher.code}: the students' link is the same (the children reload "
                         "their page); the teacher link is new (the old one no longer works)")
    return store.create_class(lang), (f"no class to continue (none with --lang {lang} made in the last {KEEP_HOURS} "
                                      "hours that has not ended): a new class with a new code is made; show its "
                                      "students' link")


def served_pages(folder: Path) -> list[str]:
    """Return the notebooks at the top of ``folder`` that the class server serves, sorted: every one but the teacher
    guides (``30_*``: every answer) and ``50_*`` (the look inside the games), which no class page links."""
    if not isinstance(folder, (str, os.PathLike)) or len(str(folder)) > MAX_ARG:
        raise InvalidInput(f"folder must be a pathlib.Path, not {short_repr(folder)}")
    try:
        return sorted(p.name for p in Path(folder).glob("*.ipynb")
                      if p.is_file() and not p.name.startswith((".", *NOT_SERVED)))
    except OSError as err:
        raise InvalidInput(f"cannot read the notebooks folder {short_repr(str(folder))}: {err.strerror}") from None


def kernel_sockets(folder: Path) -> Path | None:
    """Return ``folder`` if the kernels can talk to Voila over Unix sockets in it (the system has them and a kernel's
    socket path fits), else None (they use TCP ports)."""
    import zmq

    if not isinstance(folder, (str, os.PathLike)):
        raise InvalidInput(f"folder must be a pathlib.Path, not {short_repr(folder)}")
    folder = Path(folder).absolute()
    fits = len(str(folder) + KERNEL_SOCKET_NAME) <= SOCKET_PATH_MAX
    return folder if fits and os.name == "posix" and zmq.has("ipc") else None


def voila_config(folder: Path, pages: Sequence[str], pool: int, refill_after: int = REFILL_AFTER_S, *,
                 served: Sequence[str] = (), home: str = "", cull_after: int = CULL_AFTER_S, lang: str = "en",
                 sockets: Path | None = None) -> Path:
    """Return a Jupyter config folder holding voila.json: ``pool`` preheated kernels for each of ``pages`` only, a
    used one replaced ``refill_after`` seconds later; only the notebooks ``served`` (``served_pages``; none by
    default) may be opened, and ``/`` leads to ``home`` (a path on the server; default the first page served); a
    page's kernel that no page has been connected to for ``cull_after`` seconds is stopped (0: never; Voila keeps
    its preheated kernels out of this); every page says it is in ``lang``, the class's language (``<html lang>``:
    a screen reader reads German words as German); with ``sockets`` (a folder from ``kernel_sockets``) the kernels
    talk to Voila over Unix sockets in it, not TCP ports (none to lose to another program)."""
    if not isinstance(folder, (str, os.PathLike)):
        raise InvalidInput(f"folder must be a pathlib.Path, not {short_repr(folder)}")
    if sockets is not None and (not isinstance(sockets, (str, os.PathLike)) or kernel_sockets(sockets) is None):
        raise InvalidInput(f"sockets must be a folder kernel_sockets() accepts, or None, not {short_repr(sockets)}")
    folder = Path(folder)
    pages = [check_text(p, "a page in pages", MAX_HOST) for p in check_items(pages, "pages", MAX_ARGS)]
    pool = check_int(pool, "pool", 0, MAX_POOL)
    refill_after = check_int(refill_after, "refill_after", 0, MAX_REFILL_S)
    cull_after = check_int(cull_after, "cull_after", 0, MAX_CULL_S)
    lang = check_lang(lang)
    served = [check_text(p, "a page in served", MAX_HOST) for p in check_items(served, "served", MAX_PAGES)]
    if any(not p.endswith(".ipynb") or "/" in p or p.startswith(".") for p in served):
        raise InvalidInput(f"served names notebooks in the notebooks folder, like 41_class.ipynb, not "
                           f"{short_repr(served)}")
    home = check_text(home, "home", MAX_ARG)
    if home and not home.startswith("/"):
        raise InvalidInput(f"home is a path on the server, like /voila/render/41_class.ipynb, not {short_repr(home)}")
    pools = {page: {"pool_size": pool} for page in pages}
    config = {"VoilaConfiguration": {"preheat_kernel": pool > 0, "default_pool_size": 0},
              "VoilaKernelManager": {"kernel_pools_config": {"default": {"pool_size": 0}, **pools},
                                     "fill_delay": refill_after},
              # (the base class of Voila's two kernel managers, the one with preheated kernels and the plain one)
              "MappingKernelManager": {"cull_idle_timeout": cull_after, "cull_connected": False,
                                       "cull_interval": max(1, min(300, cull_after // 2))},
              "ClassVoila": {"pages": served, "home": home},
              "VoilaExporter": {"language_code": lang}}
    if sockets is not None:
        config["Voila"] = {"connection_dir_root": str(Path(sockets).absolute())}
        config["KernelManager"] = {"transport": "ipc"}  # (the base class of the manager of each kernel)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "voila.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    return folder


def free_port(host: str) -> int:
    """Return a free TCP port on ``host``; raise InvalidInput if nothing can listen there."""
    host = _check_host(host)
    with socket.socket() as s:
        try:
            s.bind((host if host not in ("", "0.0.0.0") else "127.0.0.1", 0))
        except (OSError, ValueError) as exc:
            raise InvalidInput(f"cannot listen on the host {short_repr(host)} ({exc}): use an address of this "
                               "machine like 127.0.0.1 or 0.0.0.0") from None
        return int(s.getsockname()[1])


def wait_until_up(url: str, proc: subprocess.Popen[bytes], timeout: float = 120) -> None:
    """Return once ``url`` gives any HTTP answer; raise RuntimeError if Voila exits or stays silent."""
    proc = _check_proc(proc)
    url = check_text(url, "url", MAX_ARG)
    if not url.startswith(("http://", "https://")):
        raise InvalidInput(f"url must be an http:// or https:// link, not {short_repr(url)}")
    timeout = check_float(timeout, "timeout", 0, 3600)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"Voila exited with code {proc.returncode} before it answered")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except (urllib.error.URLError, OSError):
            time.sleep(0.3)
    raise RuntimeError(f"Voila did not answer at {url} within {timeout:.0f} s")


def _stat(pid: str) -> list[str]:
    """Return the fields of /proc/<pid>/stat after the program's name (state, parent, ...; ``[]`` if unreadable)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return []


def children(pid: int) -> list[int]:
    """Return the process ids of the children of ``pid`` (read from /proc; empty where there is none)."""
    pid = check_int(pid, "pid", 0, MAX_PID)
    found = []
    for entry in Path("/proc").glob("[0-9]*/stat"):
        fields = _stat(entry.parent.name)
        if len(fields) > 1 and int(fields[1]) == pid:
            found.append(int(entry.parent.name))
    return found


def started(pid: int) -> int | None:
    """Return when process ``pid`` started (clock ticks after boot, from /proc), or None if there is none: a pid and
    its start name one program, even after the pid has been given to another."""
    pid = check_int(pid, "pid", 1, MAX_PID)
    fields = _stat(str(pid))
    return int(fields[19]) if len(fields) > 19 else None


def note_children(kernels: dict[int, int], pid: int) -> None:
    """Add the children of ``pid`` (Voila's kernels) to ``kernels`` as pid -> start (``started``)."""
    for child in children(pid):
        start = started(child)
        if start is not None:
            kernels[child] = start


def stop(proc: subprocess.Popen[bytes], kernels: Mapping[int, int]) -> None:
    """Stop Voila (SIGTERM: it shuts its kernels down), then end any of ``kernels`` (pid -> start, ``note_children``)
    still alive, by pid: only a process that started when that kernel did, never another program given its pid since
    (a server that ran all day has seen many kernels come and go)."""
    proc = _check_proc(proc)  # checked first: a pid of 0 or -1 would signal a whole group, or every process
    if not isinstance(kernels, Mapping) or len(kernels) > MAX_KERNELS:
        raise InvalidInput(f"kernels must map at most {MAX_KERNELS:,} kernels' pids to their starts, "
                           f"not {short_repr(kernels)}")
    seen = {check_int(pid, "a pid in kernels", 1, MAX_PID): check_int(start, "a kernel's start", 0, 2**63)
            for pid, start in kernels.items()}
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    for pid, start in seen.items():
        if started(pid) == start:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)


def serve(argv: Sequence[str] | None = None) -> int:
    """Run the classroom server until Ctrl-C or SIGTERM; return the exit code."""
    args = parse_args(argv)
    lang = check_lang(args.lang)
    notebooks = (args.notebooks or default_notebooks()).resolve()
    # the pages named with --preheat must be there (with --pool 0 none is preheated); by default, those that are
    preheat = [] if not args.pool else args.preheat or [page for page, _ in LESSON_PAGES[lang]
                                                        if (notebooks / page).is_file()]
    for page in (TEACHER_PAGES[lang], CLASS_PAGES[lang], *preheat):
        if not (notebooks / page).is_file():
            print(f"error: {notebooks / page} is missing (build it in the bugkit folder: {BUILD_COMMAND} {page[0]})",
                  file=sys.stderr)
            return 2
    try:
        url = store_url(args.store)
        store = ClassStore(url)
        store.purge(KEEP_HOURS)
        teacher, note = open_class(store, lang, args.resume)
        if note:
            print(note, file=sys.stderr)
    except BugkitError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    port = args.port or free_port(args.host)
    base = f"http://{shown_host(args.host)}:{port}"
    tmp = Path(tempfile.mkdtemp(prefix="bugkit-classroom-"))
    env = {**os.environ, ENV_STORE: url, ENV_BASE: base,
           "JUPYTER_CONFIG_DIR": str(voila_config(tmp / "config", preheat, args.pool, args.refill_after,
                                                  served=served_pages(notebooks),
                                                  home=f"/voila/render/{CLASS_PAGES[lang]}?class={teacher.code}",
                                                  cull_after=args.cull_after, lang=lang,
                                                  sockets=kernel_sockets(tmp))),
           "JUPYTER_RUNTIME_DIR": str(tmp / "runtime")}
    cmd = [sys.executable, "-m", "bugkit.classroom.voila_app", "--no-browser", f"--port={port}",
           f"--Voila.ip={args.host}", "--Voila.open_browser=False", f"--Voila.root_dir={notebooks}", str(notebooks)]
    log = open(tmp / "voila.log", "wb")  # noqa: SIM115 (closed in finally)
    proc = subprocess.Popen(cmd, cwd=notebooks, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    kernels: dict[int, int] = {}  # Voila's kernels ever seen: pid -> start
    stopping = False

    def on_signal(_sig: int, _frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        local = f"http://{'127.0.0.1' if args.host in ('0.0.0.0', '') else args.host}:{port}"
        wait_until_up(f"{local}/voila/static/", proc)
        print(f"teacher: {base}/voila/render/{TEACHER_PAGES[lang]}?token={teacher.token}", flush=True)
        print(f"students: {base}/voila/render/{CLASS_PAGES[lang]}?class={teacher.code}", flush=True)
        while not stopping and proc.poll() is None:
            note_children(kernels, proc.pid)
            time.sleep(0.5)
        if not stopping:
            print(f"error: Voila stopped by itself (log: {tmp / 'voila.log'})", file=sys.stderr)
        return 0 if stopping else 1
    except RuntimeError as err:
        print(f"error: {err} (log: {tmp / 'voila.log'})", file=sys.stderr)
        return 1
    finally:
        note_children(kernels, proc.pid)
        stop(proc, kernels)
        log.close()
        for s, handler in old.items():
            signal.signal(s, handler)
        if stopping:  # a stop asked for leaves nothing behind; after a failure the folder keeps the log it names
            shutil.rmtree(tmp, ignore_errors=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Return the exit code of the classroom command line."""
    try:
        return serve(argv)
    except InvalidInput as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
