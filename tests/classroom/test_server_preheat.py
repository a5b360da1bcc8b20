"""Preheated lesson pages of the real server: one whose kernel failed ends like a fresh one (the class's words and
Reload), and none waits for the kernel that replaces a used one to start."""

from __future__ import annotations

import asyncio
import json
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import nbformat
import pytest
from gametools import run_on_a_fresh_loop
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from bugkit.classroom.voila_app import failed_page, ready_pool_kernel_manager

from .serving import start_server, voila_log

ROOT = Path(__file__).resolve().parents[2]
LESSON = "21_lektion_ungeziffer.ipynb"  # a lesson page of the German class: preheated
# the lesson's cell: it says the class code of the page's address (a preheated kernel waits here for its page)
RAN = "from bugkit.ui import page_options\nprint('the lesson ran for class', page_options().get('class'))"

# A kernel whose start fails: the first preheated kernel (and its restarts: the same connection file) hangs without
# answering until `release` is there, then exits; every other kernel is a real one.
FAILS_AT_START = """import os, sys, time
if os.environ.get("VOILA_PREHEAT") == "True":
    try:
        fd = os.open({first!r}, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        pass
    else:
        os.write(fd, sys.argv[1].encode())
        os.close(fd)
    with open({first!r}) as f:
        if f.read() == sys.argv[1]:
            while not os.path.exists({release!r}):
                time.sleep(0.05)
            raise SystemExit(3)
from ipykernel import kernelapp
kernelapp.launch_new_instance(argv=["-f", sys.argv[1]])
"""

# A cell that kills its kernel: in the first preheated kernel, once `release` is there (the cell that waits for
# the page's request, bugkit.ui.page_options, is where a lesson page's preheated kernel waits).
DIES_IN_A_CELL = """import os, time
if os.environ.get("VOILA_PREHEAT") == "True":
    try:
        os.close(os.open({first!r}, os.O_CREAT | os.O_EXCL))
    except FileExistsError:
        pass
    else:
        while not os.path.exists({release!r}):
            time.sleep(0.05)
        os._exit(3)
"""


def _log_line(proc: subprocess.Popen[str], words: str, timeout: float, nth: int = 1) -> str:
    """Return the ``nth`` line of the running server's Voila log that holds ``words``; fail after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    lines: list[str] = []
    while time.monotonic() < deadline:
        lines = _log_lines(proc)
        found = [line for line in lines if words in line]
        if len(found) >= nth:
            return found[nth - 1]
        time.sleep(0.1)
    raise AssertionError(f"the server never logged {words!r} {nth} time(s); its log ends: " + "\n".join(lines[-30:]))


def _log_lines(proc: subprocess.Popen[str]) -> list[str]:
    """Return the lines of the running server's Voila log so far."""
    log = voila_log(proc)
    return log.read_text(errors="replace").splitlines() if log else []


def _lesson_folder(tmp_path: Path, fails: str, first: Path, release: Path) -> Path:
    """Return a notebooks folder with the class pages and a lesson page whose first preheated kernel fails:
    ``fails`` is "at start" (its kernel), "in a cell" (its notebook kills the kernel) or "never"."""
    spec = tmp_path / "jupyter" / "kernels" / "fails_at_start"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-c", FAILS_AT_START.format(first=str(first), release=str(release)),
                 "{connection_file}"], "display_name": "fails at start", "language": "python"}))
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    for page in ("40_klasse_lehrkraft.ipynb", "41_klasse.ipynb"):
        shutil.copy(ROOT / "notebooks" / page, notebooks / page)
    nb = nbformat.v4.new_notebook()
    if fails == "at start":
        nb.cells = [nbformat.v4.new_code_cell(RAN)]
        nb.metadata["kernelspec"] = {"name": "fails_at_start", "display_name": "fails at start", "language": "python"}
    else:
        dies = [nbformat.v4.new_code_cell(DIES_IN_A_CELL.format(first=str(first), release=str(release)))]
        nb.cells = [*(dies if fails == "in a cell" else []), nbformat.v4.new_code_cell(RAN)]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, str(notebooks / LESSON))
    return notebooks


@pytest.mark.slow  # a real Voila server and its kernels
@pytest.mark.parametrize("fails", ["at start", "in a cell"])
def test_a_page_whose_preheated_kernel_fails_while_it_is_asked_for_tells_the_child_to_reload(
        fails: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A preheated kernel that failed while its lesson page was being asked for (it died or never answered at
    start; it died in the cell where it waits for its page) left the child with a page cut off under Voila's
    spinner, or one whose rest ran in the kernel restarted empty (Voila 0.5.13 renders a preheated page another
    way than a fresh one). The page now ends with words in the class's language and a Reload button, the kernel
    is shut down and the failure logged, and the reload gets the refilled pool's kernel."""
    first, release = tmp_path / "first-preheat", tmp_path / "release"
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    notebooks = _lesson_folder(tmp_path, fails, first, release)
    proc, _, students = start_server(tmp_path, "--pool", "1", "--preheat", LESSON, "--refill-after", "1",
                                     "--lang", "de", "--notebooks", str(notebooks))
    try:
        code = students.rsplit("=", 1)[1]
        url = students.split("/voila/")[0] + f"/voila/render/{LESSON}?class={code}"
        _log_line(proc, f"Kernel pool of {LESSON} is filled", 60)  # (before that, Voila gives a page a fresh kernel)
        got: list[str] = []
        reader = threading.Thread(target=lambda: got.append(urllib.request.urlopen(url, timeout=60).read().decode()),
                                  daemon=True)
        reader.start()
        taken = _log_line(proc, f"for {LESSON}", 60)  # "Using pre-heated kernel: <id> for <page>"
        kernel_id = taken.split("kernel: ", 1)[1].split()[0]
        release.touch()  # the preheated kernel fails while its page is asked for
        reader.join(timeout=60)
        assert got, "the page never ended"
        assert got[0].rstrip().endswith(failed_page("de").rstrip()), got[0][-300:]
        assert "Neu laden" in got[0] and "the lesson ran" not in got[0]
        _log_line(proc, "could not be rendered", 10)
        _log_line(proc, f"Kernel shutdown: {kernel_id}", 10)
        again = urllib.request.urlopen(url, timeout=60).read().decode()  # Reload: the pool's next kernel
        assert f"the lesson ran for class {code}" in again and "bugkit-page-failed" not in again
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


@pytest.mark.slow  # a real Voila server and its kernels
def test_a_preheated_kernel_that_failed_before_its_page_was_asked_for_leaves_the_pool(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A preheated kernel that failed before any page asked for it stayed in the pool, and the first child to
    open the lesson page got a page cut off under Voila's spinner. The kernel is now shut down as it fails (and
    the failure logged), so that child's page gets a fresh kernel."""
    first, release = tmp_path / "first-preheat", tmp_path / "release"
    release.touch()  # the preheated kernel exits at once
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    notebooks = _lesson_folder(tmp_path, "at start", first, release)
    proc, _, students = start_server(tmp_path, "--pool", "1", "--preheat", LESSON, "--lang", "de",
                                     "--notebooks", str(notebooks))
    try:
        _log_line(proc, "could not be rendered", 60)
        _log_line(proc, "Kernel shutdown:", 10)
        code = students.rsplit("=", 1)[1]
        url = students.split("/voila/")[0] + f"/voila/render/{LESSON}?class={code}"
        page = urllib.request.urlopen(url, timeout=60).read().decode()
        assert f"the lesson ran for class {code}" in page and "bugkit-page-failed" not in page
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


@pytest.mark.slow  # a real Voila server and its kernels
def test_a_page_asked_for_while_its_preheated_kernel_is_replaced_gets_a_fresh_kernel_at_once(tmp_path: Path) -> None:
    """Voila 0.5.13 puts the kernel that replaces a used preheated one into the pool at once, though it starts only
    --refill-after seconds later, and gave it to the next child who opened the page: that child waited out the delay
    (measured: 34.7 s with --refill-after 30). The page now gets a fresh kernel at once, as with an empty pool."""
    refill_after, bound = 120, 60  # a page waiting for the refill would take over 120 s
    notebooks = _lesson_folder(tmp_path, "never", tmp_path / "first-preheat", tmp_path / "release")
    proc, _, students = start_server(tmp_path, "--pool", "1", "--preheat", LESSON, "--refill-after",
                                     str(refill_after), "--lang", "de", "--notebooks", str(notebooks))
    try:
        code = students.rsplit("=", 1)[1]
        url = students.split("/voila/")[0] + f"/voila/render/{LESSON}?class={code}"
        _log_line(proc, f"Kernel pool of {LESSON} is filled", 60)
        first = urllib.request.urlopen(url, timeout=60).read().decode()
        assert f"the lesson ran for class {code}" in first
        _log_line(proc, f"for {LESSON}", 10)  # "Using pre-heated kernel: <id> for <page>"
        started = time.monotonic()
        try:
            second = urllib.request.urlopen(url, timeout=bound).read().decode()
        except OSError as e:
            raise AssertionError(f"the second page was not there within {bound} s: {e!r}") from e
        waited = time.monotonic() - started
        assert waited < bound and f"the lesson ran for class {code}" in second, (waited, second[-300:])
        assert sum("Using pre-heated kernel" in line for line in _log_lines(proc)) == 1  # a fresh kernel
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


@pytest.mark.slow  # a real Voila server and its kernels
def test_a_page_asked_for_once_its_preheated_kernel_is_replaced_gets_the_new_one(tmp_path: Path) -> None:
    """A lesson page still takes the pool's kernel once the one that replaces a used kernel is ready."""
    notebooks = _lesson_folder(tmp_path, "never", tmp_path / "first-preheat", tmp_path / "release")
    proc, _, students = start_server(tmp_path, "--pool", "1", "--preheat", LESSON, "--refill-after", "1",
                                     "--lang", "de", "--notebooks", str(notebooks))
    try:
        code = students.rsplit("=", 1)[1]
        url = students.split("/voila/")[0] + f"/voila/render/{LESSON}?class={code}"
        filled = f"Kernel pool of {LESSON} is filled"
        _log_line(proc, filled, 60)
        first = urllib.request.urlopen(url, timeout=60).read().decode()
        taken = _log_line(proc, f"for {LESSON}", 10).split("kernel: ", 1)[1].split()[0]
        _log_line(proc, filled, 60, nth=2)  # the refill is ready
        again = urllib.request.urlopen(url, timeout=60).read().decode()
        retaken = _log_line(proc, f"for {LESSON}", 10, nth=2).split("kernel: ", 1)[1].split()[0]
        assert retaken != taken
        assert all(f"the lesson ran for class {code}" in page for page in (first, again))
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


def test_the_class_servers_pool_counts_and_gives_out_only_its_ready_kernels() -> None:
    """The pool of a page holds Voila's tasks that make its preheated kernels; one still waiting or starting, or one
    that failed, is not counted (the page gets a fresh kernel), and a page is given a ready one even when a waiting
    one is first in the pool. The class server's voila.json (fill_delay, the pools) still applies to the class."""
    manager_class = ready_pool_kernel_manager(AsyncMappingKernelManager, True, 1)
    assert "VoilaKernelManager" in manager_class.section_names()
    assert ready_pool_kernel_manager(AsyncMappingKernelManager, False, 1)().get_pool_size(LESSON) == 0

    async def take() -> None:
        loop = asyncio.get_running_loop()
        waiting, failed, ready = loop.create_future(), loop.create_future(), loop.create_future()
        failed.set_exception(RuntimeError("the kernel did not start"))
        renderer = SimpleNamespace(stop_generator=False, rendered_cache=["<p>cell</p>"])
        ready.set_result({"renderer": renderer, "task": "rendering", "kernel_id": "k-ready"})
        manager = manager_class.__new__(manager_class)  # (no server: only its pools)
        refills: list[dict[str, Any]] = []
        manager.fill_if_needed = lambda **kwargs: refills.append(kwargs)
        manager._pools = {LESSON: [waiting, failed, ready]}
        assert manager.get_pool_size(LESSON) == 1 and manager.get_pool_size("other.ipynb") == 0
        taken = await asyncio.wait_for(manager.get_rendered_notebook(LESSON), timeout=5)
        assert taken == ("rendering", ["<p>cell</p>"], "k-ready") and renderer.stop_generator
        assert manager._pools[LESSON] == [waiting, failed] and manager.get_pool_size(LESSON) == 0
        assert [refill["notebook_name"] for refill in refills] == [LESSON]

    run_on_a_fresh_loop(take)  # (not asyncio.run here: a browser test before may hold this thread's loop)


def test_a_pool_kernel_that_does_not_start_leaves_the_pool_and_the_pool_fills_again() -> None:
    """A pool's task whose kernel did not start (here: its notebook could not be read) stayed in the pool: Voila
    0.5.13 counts it as the pool's kernel and starts no other until its culler drops it (every cull_interval, and
    only while some kernel runs), so the page ran on fresh kernels. It now leaves the pool as it fails and the pool
    starts another kernel, with the same arguments, fill_delay seconds later."""
    manager_class = ready_pool_kernel_manager(AsyncMappingKernelManager, True, 1)

    async def fill() -> tuple[list[dict[str, Any]], Any]:
        manager = manager_class.__new__(manager_class)  # (no server: its pools and how it starts a pool's kernel)
        manager._trait_values["parent"] = SimpleNamespace(base_url="/", server_url="/", port=8866)
        manager._pools, manager.fill_delay = {}, 0.0
        starts: list[dict[str, Any]] = []

        async def initialize(notebook_name: str, kernel_id: str | None, **kwargs: Any) -> dict[str, Any]:
            starts.append({"notebook": notebook_name, "page": kwargs["env"].get("PAGE"), "path": kwargs["path"]})
            if len(starts) == 1:
                raise OSError(f"{notebook_name} could not be read")
            return {"renderer": None, "task": None, "kernel_id": f"k{len(starts)}"}

        manager._initialize = initialize
        manager.fill_if_needed(delay=0, notebook_name=LESSON, extra_kernel_env_variables={"PAGE": "21"})
        deadline = time.monotonic() + 10
        while manager.get_pool_size(LESSON) == 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return starts, manager._pools[LESSON]

    starts, pool = run_on_a_fresh_loop(fill)
    assert starts == [{"notebook": LESSON, "page": "21", "path": ""}] * 2
    assert len(pool) == 1 and pool[0].result()["kernel_id"] == "k2"
