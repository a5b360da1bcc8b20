"""Fixtures for real-browser smoke tests: Debian's headless Chromium (via Playwright) and a JupyterLab server.

The browser tests skip when /usr/bin/chromium is missing, unless REQUIRE_BROWSER=1 or CI is set (then they fail).
Each test works on a copy of notebooks/ in a temporary folder (JupyterLab autosaves) and its own server.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bugkit.classroom.server import kernel_sockets

ROOT = Path(__file__).resolve().parents[2]
SLOW_MS = 300_000  # the longest wait for a page, a server or a kernel: a limit for a stuck test, not a speed test
NO_KERNEL_MS = 60_000  # JupyterLab showing "No Kernel" this long starts none by itself (wait_for_kernel)
# JupyterLab's kernel for the document in front is connected and idle: the status bar's "Python 3 (ipykernel) | Idle"
# (the toolbar's execution indicator says "idle" before any kernel is there, while the status bar says "No Kernel |
# Initializing": a Run All clicked then reached no cell, or started a second kernel for the notebook, Dec 2026)
LAB_IDLE = ".jp-StatusBar-TextItem:has-text('| Idle')"
# ... and that document is ``notebook`` (a Lab loaded again first shows the notebook the last load left in front)
LAB_IDLE_FOR = """notebook => {
    const items = [...document.querySelectorAll('.jp-StatusBar-TextItem')].map(e => e.innerText.trim());
    return items.some(t => t.endsWith('| Idle')) && items.some(t => t === notebook || t.endsWith('/' + notebook));
}"""
LOST_MS = 10_000  # a Run All that queued no cell by then, with the kernel idle, was lost (it was a minute; in a
# loaded full run four of the five boards' JupyterLab tests took 75-120 s, against 8 s alone)
WIDGET_LOST_MS = 20_000  # the kernel not busy this long after Run All and still no widget: the run lost it
ARTIFACTS = Path(os.environ.get("BUGKIT_ARTIFACTS", Path(tempfile.gettempdir()) / "bugkit-artifacts"))  # screenshots


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_http(url: str, proc: subprocess.Popen[bytes], timeout: float = SLOW_MS / 1000) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with code {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return  # any HTTP answer means it is up
        except (urllib.error.URLError, OSError):
            time.sleep(0.3)
    raise TimeoutError(f"no answer from {url}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def copy_notebooks(folder: Path) -> Path:
    """Return a copy of notebooks/ made in ``folder``, next to an isolated Jupyter config and runtime folder."""
    nbdir = folder / "notebooks"
    shutil.copytree(ROOT / "notebooks", nbdir, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    write_lab_config(folder / "config")
    (folder / "runtime").mkdir()
    (folder / "lab-settings").mkdir()
    return nbdir


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    """Return a fresh copy of notebooks/ with an isolated Jupyter config."""
    return copy_notebooks(tmp_path)


def write_lab_config(config: Path) -> None:
    """Write a Jupyter config folder for tests: no dialog or toast that could swallow a click.

    The settings of binder/overrides.json (no news toast, the notebook's kernel starts without a "Select Kernel"
    dialog), and the page config that turns off the "Build recommended" check.
    """
    labconfig = config / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text((ROOT / "binder" / "overrides.json").read_text())
    (labconfig / "page_config.json").write_text(json.dumps({"buildCheck": False, "buildAvailable": False}))


def _env(workdir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(JUPYTER_CONFIG_DIR=str(workdir.parent / "config"), JUPYTER_RUNTIME_DIR=str(workdir.parent / "runtime"),
               JUPYTERLAB_SETTINGS_DIR=str(workdir.parent / "lab-settings"))
    return env


@pytest.fixture
def lab_url(workdir: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """Yield the base URL of a fresh JupyterLab server on 127.0.0.1 serving the copied notebooks. Its log is kept
    in ARTIFACTS (``lab_<test>_<port>.log``): a JupyterLab test took 15 s in one full run and 109 or 391 s in others,
    and nothing said why.
    Its kernels talk to it over Unix sockets in a short runtime folder of its own, as ``serve_voila``'s do: the
    kernels of every test server used TCP ports, which a kernel can lose before it binds them (a Voila page of a CI
    run stood blank 300 s so; a JupyterLab once showed "No Kernel" for minutes)."""
    port = _free_port()
    cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
           "--ServerApp.token=", "--ServerApp.password=", "--allow-root", f"--ServerApp.root_dir={workdir}"]
    env = _env(workdir)
    folder = Path(tempfile.mkdtemp(prefix="bk-lab-"))
    if kernel_sockets(folder) is not None:  # (the kernels' connection files and sockets go to the runtime folder)
        cmd.append("--KernelManager.transport=ipc")
        env["JUPYTER_RUNTIME_DIR"] = str(folder)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{request.node.module.__name__}.{request.node.name}")[-120:]
    log = (ARTIFACTS / f"lab_{name}_{port}.log").open("wb")
    proc = subprocess.Popen(cmd, env=env, cwd=workdir.parent, stdout=log, stderr=subprocess.STDOUT)
    log.close()  # (the server holds its own copy of the file)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_http(f"{base}/api/status", proc)
        yield base
    finally:
        _stop(proc)
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def serve_voila(notebooks: Path, *options: str) -> Iterator[str]:
    """Yield the base URL of a Voila server (app mode, no code shown) on 127.0.0.1 for ``notebooks``; stop it after.
    Its log is kept in ARTIFACTS (``voila_<folder>_<port>.log``): a page that never loaded cost a CI run 300 s once,
    and nothing said why.
    Its kernels talk to it over Unix sockets where the system has them, as the class server's do: over TCP a kernel
    can lose a port chosen for it before it binds it, and its page then stays blank for good."""
    port = _free_port()
    # a short folder of its own, as the class server's (tempfile.mkdtemp): under pytest's folders
    # (/tmp/pytest-of-root/pytest-N/popen-gw0/shared0/kernels/...) a socket's path was too long, so the kernels used
    # TCP, and a CI run lost 300 s to a kernel that died on "Address already in use" before its page could show
    folder = Path(tempfile.mkdtemp(prefix="bk-voila-"))
    sockets = kernel_sockets(folder)  # as the class server: no TCP port for a kernel to lose
    if sockets is not None:
        options = ("--KernelManager.transport=ipc", f"--Voila.connection_dir_root={sockets}", *options)
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", *options,
           str(notebooks)]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = (ARTIFACTS / f"voila_{re.sub(r'[^A-Za-z0-9_.-]+', '_', notebooks.parent.name)[-80:]}_{port}.log").open("wb")
    proc = subprocess.Popen(cmd, env=_env(notebooks), cwd=notebooks.parent, stdout=log, stderr=subprocess.STDOUT)
    log.close()  # (the server holds its own copy of the file)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_http(f"{base}/voila/static/", proc)
        yield base
    finally:
        _stop(proc)
        shutil.rmtree(folder, ignore_errors=True)


def kernels_over_tcp(base: str) -> bool:
    """Return True if a kernel of the Voila or JupyterLab server at ``base`` (``serve_voila``, ``lab_url``) talks to
    it over TCP (its log says so), where Unix sockets were meant (``kernel_sockets`` of a short folder accepts them on
    this system)."""
    port = base.rsplit(":", 1)[-1]
    logs = [*ARTIFACTS.glob(f"voila_*_{port}.log"), *ARTIFACTS.glob(f"lab_*_{port}.log")]
    assert logs, f"no log of the server on port {port} in {ARTIFACTS}"
    log = max(logs, key=lambda path: path.stat().st_mtime)  # (the running server's: an earlier run's may share a port)
    return kernel_sockets(Path(tempfile.gettempdir()) / "bk-voila-12345678") is not None and \
        "Kernel is running over TCP" in log.read_text(encoding="utf-8", errors="replace")


@pytest.fixture
def voila_url(workdir: Path) -> Iterator[str]:
    """Yield the base URL of a Voila server for this test's copy of the notebooks."""
    with serve_voila(workdir) as base:
        yield base


@pytest.fixture(scope="session")
def shared_notebooks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Return one copy of notebooks/ (with an isolated Jupyter config) for the tests that only read pages."""
    return copy_notebooks(tmp_path_factory.mktemp("shared"))


@pytest.fixture(scope="session")
def voila_shared(shared_notebooks: Path) -> Iterator[str]:
    """Yield the base URL of ONE Voila server for the whole run (each page load starts its own kernel anyway).

    A page closed by a test leaves its kernel running; this server shuts down kernels idle for a minute with no page
    attached, so a long run does not pile them up.
    """
    with serve_voila(shared_notebooks, "--MappingKernelManager.cull_idle_timeout=60",
                     "--MappingKernelManager.cull_interval=20") as base:
        yield base


def run_all_in_lab(page: Any, base: str, notebook: str, tries: int = 5, ready: str = "button.widget-button") -> Any:
    """Return the notebook panel after opening ``notebook`` in JupyterLab, running all cells and seeing ``ready``
    (a selector inside the panel; by default any widget button: pass one of the last widget a test needs).

    Run All is retried when it reached no cell (on a busy machine it can race the kernel connection): the kernel is
    idle and the first cell was neither seen queued ("[*]") nor given a new number LOST_MS after the click (the
    stored notebook's "[1]" is not a run), or it stayed queued for a minute with an idle kernel. When the cells ran
    but ``ready`` did not appear (``widget_came``), Lab is loaded again before the next try (a page whose widget
    renderer failed stays failed). A kernel still busy after Run All is waited for (up to SLOW_MS), not interrupted
    by another Run All. A failure says what Lab showed (``lab_state``).
    """
    page.goto(f"{base}/lab/tree/{notebook}?reset", timeout=SLOW_MS)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    prompt = panel.locator(".jp-CodeCell .jp-InputPrompt").first
    for attempt in range(tries):
        if not wait_for_kernel(page, base, notebook):
            raise AssertionError(f"JupyterLab's kernel for {notebook} never became idle: {lab_state(page)}")
        # the prompt may show a number already (the stored notebook's, or an earlier try's): this try ran when the
        # number changed or the cell was seen queued ("[*]") on the way to a number (a run not seen is run again)
        before, ran = prompt.inner_text(), False
        page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
        numbered, waited = False, 0
        while waited < SLOW_MS:
            accept_kernel_dialog(page)
            shown = prompt.inner_text()
            ran = ran or "*" in shown
            numbered = bool(re.search(r"\d", shown)) and (ran or shown != before)
            if numbered or (lab_idle(page, notebook) and waited >= (60_000 if "*" in shown else LOST_MS)):
                break
            page.wait_for_timeout(250)
            waited += 250
        if not numbered:  # Run All reached no cell although the kernel was idle: try again now
            with (ARTIFACTS / "lab_reloads.log").open("a", encoding="utf-8") as out:
                out.write(f"{time.strftime('%H:%M:%S')} run_all_in_lab: Run All of {notebook} reached no cell "
                          f"(try {attempt + 1}), trying again\n")
            continue
        if widget_came(page, panel.locator(ready).first):
            return panel
        if attempt < tries - 1:
            # the cell ran but its widget never came: a new Run All in the same page did not help (CI, Dec 2026:
            # four runs, no board), so the next try starts from a freshly loaded Lab; say what this one showed
            said = f"run_all_in_lab: no {ready} after a run of {notebook}, reloading Lab: {lab_state(page)}"
            print(said)
            with (ARTIFACTS / "lab_reloads.log").open("a", encoding="utf-8") as out:  # (a passing test's print is lost)
                out.write(f"{time.strftime('%H:%M:%S')} {said}\n")
            page.goto(f"{base}/lab/tree/{notebook}?reset", timeout=SLOW_MS)
    raise AssertionError(f"JupyterLab did not run {notebook} and show its widgets in {tries} tries: "
                         f"{lab_state(page)}")


def lab_idle(page: Any, notebook: str) -> bool:
    """Return True if JupyterLab's kernel for ``notebook``, the document in front, is connected and idle."""
    return bool(page.evaluate(LAB_IDLE_FOR, notebook))


def widget_came(page: Any, ready: Any) -> bool:
    """Return True once ``ready`` is in the page; False after SLOW_MS // 3, or as soon as the kernel has not been busy
    for WIDGET_LOST_MS without it: the run is over (or its kernel gone) and its widget did not come. (Under load a
    Lab page sometimes lost its kernel or its first kernel connection and showed the widget's saved text, or nothing,
    for good; waiting the whole 100 s for it cost 100-390 s in some full runs; a board comes within seconds.)"""
    busy = page.locator(".jp-StatusBar-TextItem:has-text('| Busy')").first
    waited = calm = 0
    while waited < SLOW_MS // 3:
        if ready.count():
            return True
        calm = 0 if busy.count() else calm + 250
        if calm >= WIDGET_LOST_MS:
            return False
        page.wait_for_timeout(250)
        waited += 250
    return False


def wait_for_kernel(page: Any, base: str, notebook: str, accept: bool = True) -> bool:
    """Return True once JupyterLab's kernel for the open ``notebook`` is idle, False if not within SLOW_MS. Its
    kernel dialog is accepted (``accept=False``: True as soon as a dialog shows, for a caller that reports it); a
    Lab that shows "No Kernel" for NO_KERNEL_MS (no kernel, none starting, no dialog: CI, Dec 2026, a whole run's
    wait ended there) is loaded again, which starts the notebook's kernel."""
    none = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Toolbar-kernelName", has_text="No Kernel")
    waited = without = 0
    while waited < SLOW_MS:
        if accept:
            accept_kernel_dialog(page)
        elif page.locator(".jp-Dialog").count():
            return True
        if lab_idle(page, notebook):
            return True
        without = without + 250 if none.count() else 0
        if without >= NO_KERNEL_MS:
            print(f"wait_for_kernel: no kernel, reloading Lab: {lab_state(page)}")
            page.goto(f"{base}/lab/tree/{notebook}?reset", timeout=SLOW_MS)
            without = 0
        page.wait_for_timeout(250)
        waited += 250
    return False


def lab_state(page: Any) -> str:
    """Return what JupyterLab shows about the kernel: its status, the first prompts, any dialog, and a screenshot."""
    status = page.evaluate("() => [...document.querySelectorAll('.jp-StatusBar-TextItem')]"
                           ".map(e => e.innerText).filter(t => t.includes(' | ')).join(', ')")
    prompts = page.evaluate("() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].slice(0, 4)"
                            ".map(e => e.innerText.trim()).join(' ')")
    dialog = page.locator(".jp-Dialog").all_inner_texts()
    outputs = page.evaluate("() => [...document.querySelectorAll('.jp-OutputArea-output')].slice(0, 4)"
                            ".map(e => e.className.replace(/\\s+/g, '.') + ': ' + e.innerText.trim().slice(0, 200))"
                            ".join(' | ')")
    return (f"kernel status {status or 'not shown'}; prompts {prompts or 'none'}; "
            f"dialog {' / '.join(dialog) or 'none'}; outputs {outputs or 'none'}; "
            f"screenshot {screenshot(page, 'lab_state')}")


def accept_kernel_dialog(page: Any) -> None:
    """Accept JupyterLab's 'Select Kernel' dialog if it is open (seen on a busy machine; it swallows clicks)."""
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    if accept.count():
        accept.first.click()
        page.locator(LAB_IDLE).first.wait_for(timeout=SLOW_MS)


def screenshot(page: Any, name: str) -> Path:
    """Return the path of a full-page screenshot saved under ARTIFACTS (outside the checkout)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def goto(page: Any, url: str, timeout_ms: int = 2 * SLOW_MS, tries: int = 2) -> None:
    """Open ``url``; on a time-out (a busy machine, a server slow to start a kernel) try once more."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(tries):
        try:
            page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms // tries)
            return
        except PlaywrightTimeout:
            if attempt == tries - 1:
                raise


WIDTHS = (1280, 768, 390)  # a laptop, a tablet held upright, a phone


def sideways_scroll(page: Any) -> int:
    """Return by how many pixels the page is wider than the window (0: nothing scrolls sideways)."""
    return int(page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"))


def pictures_without_text(page: Any, scope: str = "body") -> list[str]:
    """Return the outer HTML (cut) of every SVG picture in ``scope`` that has no text alternative."""
    return list(page.evaluate(
        """scope => [...document.querySelectorAll(scope + ' svg')]
             .filter(s => !s.closest('svg:not(:scope)') || s.parentElement.closest('svg') === null)
             .filter(s => !(s.getAttribute('aria-label') || s.querySelector('title')) &&
                          s.getAttribute('aria-hidden') !== 'true' && !s.closest('[aria-hidden="true"]') &&
                          !s.closest('.jp-icon, .lm-Widget .jp-ToolbarButtonComponent, .widget-slider, .jp-icon3'))
             .map(s => s.outerHTML.slice(0, 120))""", scope))


def small_controls(page: Any, scope: str = ".bugkit-board") -> list[str]:
    """Return the visible buttons, selects and inputs in ``scope`` smaller than 44 px high (tablet fingers)."""
    return list(page.evaluate(
        """scope => [...document.querySelectorAll(scope + ' button, ' + scope + ' select, ' + scope + ' input')]
             .filter(e => e.offsetParent !== null && e.type !== 'hidden' && e.type !== 'range')
             .filter(e => e.getBoundingClientRect().height < 43.5)
             .map(e => (e.innerText || e.value || e.tagName).slice(0, 40))""", scope))


def click_and_wait(page: Any, click: Any, changed_js: str, clicks: int = 2) -> None:
    """Click ``clicks`` times, each time waiting until the board shows the result (state, never a time).

    ``click()`` performs one click; ``changed_js`` is a JavaScript expression that is true once the board shows the
    result (``window.__bugkit_before`` holds the board's HTML length from just before the click). How fast the board
    redraws is measured in ``benchmarks/bench_browser.py``, not asserted here.
    """
    for _ in range(clicks):
        page.evaluate("window.__bugkit_before = document.querySelector('.bugkit-board')?.innerHTML.length")
        click()
        page.wait_for_function(changed_js, timeout=SLOW_MS)


CHANGED = "document.querySelector('.bugkit-board').innerHTML.length !== window.__bugkit_before"  # (click_and_wait)


def table_draws(page: Any) -> str | None:
    """Return how many times the page's first table has drawn a scene (``data-draws``; None before its first)."""
    return page.evaluate("() => document.querySelector('.bugkit-board .bugkit-table')?.dataset.draws ?? null")


def wait_for_redraw(page: Any, before: str | None, timeout: int = SLOW_MS) -> None:
    """Return once the page's first table has drawn again since it counted ``before`` (``table_draws``). The table
    keeps its buttons from one scene to the next, so a tapped button staying on the page says nothing."""
    page.wait_for_function("d => document.querySelector('.bugkit-board .bugkit-table')?.dataset.draws !== d",
                           arg=before, timeout=timeout)


def tap_and_see(page: Any, target: Any, status: Any, before: str | None) -> None:
    """Return once ``target`` is tapped, the status line ``status`` no longer says ``before`` and the page's first
    table has drawn again: the board as the tap left it, status and table both, for the next look. ``before=None``:
    a tap whose move may leave the status line as it was (Würfel-WG: a card taken, and the dice left pay for another,
    "Tap a card your dice left pay for ..." again); the table's redraw, which comes after the status, is waited for.

    The status line is a widget of its own, sent before the table: a test that read the table as soon as the status
    changed could find the scene from before the tap and tap a button that was going away (Wanzen tanzen's
    "Set aside" after the dice were set aside, once in CI: Playwright waited 30 s for it to come back)."""
    from playwright.sync_api import expect

    draws = table_draws(page)
    target.tap()
    if before is not None:
        expect(status).not_to_have_text(before, timeout=SLOW_MS)
    wait_for_redraw(page, draws)


LATE_TABLE_MS = 200  # how much later a page with a late table reads each scene the kernel sends (open_first_board)
# Every message that brings a table's scene (a widget state with "scene") is read LATE_TABLE_MS after it came, and every
# message after it waits its turn: the status line, a widget of its own sent before the table, is seen first, as on
# a busy machine (CI). (JupyterLab's services read the kernel's messages through the socket's onmessage.)
LATE_TABLE = """(() => {
    const Socket = window.WebSocket, words = new TextDecoder();
    let queue = Promise.resolve();
    window.__bugkitLate = 0;
    window.WebSocket = class extends Socket {
        set onmessage(handler) {
            super.onmessage = (event) => {
                const data = typeof event.data === 'string' ? event.data
                    : event.data instanceof ArrayBuffer ? words.decode(event.data) : '';
                const late = data.includes('"scene"');
                queue = queue.then(() => late ? new Promise(r => setTimeout(r, LATE_MS)) : null).then(() => {
                    window.__bugkitLate += late ? 1 : 0;
                    handler.call(this, event);
                });
            };
        }
        get onmessage() { return super.onmessage; }
    };
})()"""


def late_scenes(page: Any) -> int:
    """Return how many table scenes a page opened with ``late_table`` has read late (0: the delay did not work)."""
    return int(page.evaluate("() => window.__bugkitLate ?? 0"))


def open_first_board(browser: Any, url: str, viewport: dict[str, int], *ready: str,
                     board: str = ".bugkit-board", late_table: bool = False) -> tuple[Any, Any, Any]:
    """Return (context, page, board) for a touch screen of this size showing the first ``board`` of the page at
    ``url``, once each locator of ``ready`` inside it is visible (end a selector with ' >> nth=0' for the first of
    several). With ``late_table`` the page reads every table scene LATE_TABLE_MS late (``LATE_TABLE``)."""
    context = browser.new_context(viewport=viewport, has_touch=True)
    if late_table:
        context.add_init_script(LATE_TABLE.replace("LATE_MS", str(LATE_TABLE_MS)))
    page = context.new_page()
    page.goto(url, wait_until="domcontentloaded", timeout=SLOW_MS)
    first = page.locator(board).first
    for selector in ready:
        first.locator(selector).wait_for(state="visible", timeout=SLOW_MS)
    settle(page)
    return context, page, first


def assert_standings_in_view(board: Any, names: tuple[str, ...], right_of: str = "dice") -> None:
    """Assert every cell of every player's row of the scores stands right of the table's zone ``right_of`` and ends
    within 720 px, unscrolled (the cells, not the row: Voll verasselt's projector lays a row's cells out in its
    column of places, the row itself no box)."""
    standings = board.locator(".bugkit-scores table").first  # (Voll verasselt's drawn places below hold tables too)
    rows = [(row.inner_text(), cell.bounding_box()) for row in standings.locator(":scope > tbody > tr").all()
            for cell in row.locator(":scope > td").all()]
    table = board.locator(f".bugkit-table [data-zone='{right_of}']").bounding_box()
    assert [name for name in names if any(name in text for text, _ in rows)] == list(names), rows
    assert table is not None and all(box["x"] >= table["x"] + table["width"] for _, box in rows), (rows, table)
    assert min(box["y"] for _, box in rows) >= 0 and max(box["y"] + box["height"] for _, box in rows) <= 720, rows


def replay(board: Any, number: int, lang: str = "en", players: int | None = None) -> None:
    """Start game number ``number`` (with ``players`` players, if given) from the board's settings, in the page's
    language ``lang``; the settings stay unfolded."""
    from playwright.sync_api import expect

    from bugkit.core.i18n import t
    from bugkit.ui.gamenumber import GameNumber

    board.locator(".jupyter-widget-Collapse-header").first.click()
    if players is not None:
        board.get_by_label(t("ui.players", lang), exact=True).select_option(str(players))
    board.get_by_label(t("ui.seed", lang)).fill(str(number))
    board.locator("button.widget-button", has_text=t("ui.new_game", lang)).click()
    # the settings' note names the replay once it has started; the table need not draw again, since a new game can
    # open exactly as the one before it did (Voll verasselt's opening, one random game in about 200)
    expect(board).to_contain_text(GameNumber.typed(number).note(False, lang), timeout=SLOW_MS)


def replay_on_projector(page: Any, board: Any, number: int, lang: str = "en", players: int | None = None) -> None:
    """Start game number ``number`` (with ``players`` players, if given) from the board's settings, in the page's
    language ``lang``, then switch projector mode on (it hides those settings) and show the page from its top."""
    replay(board, number, lang, players)
    projector_on(page, board)


def projector_on(page: Any, board: Any) -> None:
    """Switch the board's projector mode on with its switch (in the settings, unfolded) and show the page from its
    top. A click that did not land (the switch was not turned on: once in a CI run, with the settings just redrawn
    after a new game) is made again, at most twice; a click that landed is waited for, never undone by a second."""
    from playwright.sync_api import expect

    switch = board.locator(".bugkit-projector-switch").first
    for _ in range(3):
        switch.click()
        page.wait_for_timeout(500)
        if "mod-active" in (switch.get_attribute("class") or ""):  # (the toggle's own view: it was turned on)
            break
    expect(board).to_have_class(re.compile(r"\bbugkit-projector\b"), timeout=SLOW_MS)
    page.evaluate("() => { for (const e of document.querySelectorAll('*')) e.scrollTop = 0; }")
    settle(page)


def animation_switch(board: Any) -> Any:
    """Return the board's roll-animation switch (the settings' last switch), unfolding the settings first if they are
    folded: a click on it redraws the board."""
    switch = board.locator(".widget-checkbox input").last
    if not switch.is_visible():
        board.locator(".jupyter-widget-Collapse-header").first.click()
        switch.wait_for(state="visible", timeout=SLOW_MS)
    return switch


def settle(page: Any) -> None:
    """Return once the browser has laid out and painted the page again (after a resize: two animation frames)."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


CUT_WORDS = """(scope) => {
    const out = [];
    const parts = '.widget-label, .widget-button, .widget-toggle-button, .bugkit-action, .widget-checkbox label, '
                + '.jupyter-widget-Collapse-header, .bugkit-status';
    for (const root of document.querySelectorAll(scope)) {
        for (const e of root.querySelectorAll(parts)) {
            if (e.offsetParent && e.scrollWidth > e.clientWidth + 1) out.push(e.textContent.trim().slice(0, 60));
        }
    }
    return out;
}"""


def cut_words(page: Any, scope: str = ".bugkit-board") -> list[str]:
    """Return the labels, buttons and headers in ``scope`` whose words do not fit (cut with "…" or clipped)."""
    return list(page.evaluate(CUT_WORDS, scope))


CUT_CHOICES = """(scope) => {
    const out = [], probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    document.body.appendChild(probe);
    const check = (control, texts) => {  // each text in the control's font, against the room inside its padding
        const style = getComputedStyle(control);
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const text of texts) {
            probe.textContent = text;
            const width = probe.getBoundingClientRect().width;
            if (width > room) out.push(`${text.trim()} (${Math.ceil(width)} px in ${Math.floor(room)})`);
        }
    };
    for (const root of document.querySelectorAll(scope)) {
        for (const select of root.querySelectorAll('select')) {
            if (select.offsetParent) check(select, [...select.options].map(o => o.text));
        }
        // a text box's hint ("like K7QX2") and what it holds when the page opens (a file's name, a set no.)
        for (const input of root.querySelectorAll('input[type=text], input:not([type])')) {
            const texts = [input.placeholder, input.value].filter(Boolean);
            if (input.offsetParent && texts.length) check(input, texts);
        }
    }
    probe.remove();
    return out;
}"""


def cut_choices(page: Any, scope: str = ".bugkit-board") -> list[str]:
    """Return the choices of the visible dropdowns in ``scope`` whose words are wider than their list box shows (a
    closed native list box cuts them: "Chancen-Bot (rechnet die Ch"), and the visible text boxes' hints and values
    that do not fit their box ("z. B. K7QX", "klassenwuerfel_wanzen_tanz"), each with its width and the room it
    has."""
    return list(page.evaluate(CUT_CHOICES, scope))


STATUS_LINES = """(texts) => {
    const e = document.querySelector('.bugkit-board .bugkit-status .widget-html-content'), before = e.innerHTML;
    const lines = texts.map(text => {
        e.textContent = text;
        const range = document.createRange();
        range.selectNodeContents(e);
        return new Set([...range.getClientRects()].filter(r => r.width).map(r => Math.round(r.top))).size;
    });
    e.innerHTML = before;
    return lines;
}"""


def status_lines(page: Any, texts: list[str]) -> list[tuple[int, str]]:
    """Return how many lines each of ``texts`` takes in the first board's status line as the page lays it out now
    (each written there in turn, then the status's own words put back), with the text."""
    return list(zip(page.evaluate(STATUS_LINES, texts), texts, strict=True))


def assert_statuses_fit_two_lines(page: Any, texts: list[str]) -> None:
    """Check that each of ``texts`` takes one or two lines in the page's first status line (the room every board's
    status line keeps)."""
    lines = status_lines(page, texts)
    assert [(n, text) for n, text in lines if n > 2] == [], lines
    assert min(n for n, _ in lines) >= 1


SMALL_WORDS = """([scope, px]) => {
    const out = [];
    for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const e = node.parentElement, text = node.textContent.trim();
            if (!text || !e || e.closest('svg') || !e.offsetParent) continue;
            const size = parseFloat(getComputedStyle(e).fontSize);
            if (size < px) out.push(`${size}px: ${text.slice(0, 40)}`);
        }
    }
    return out;
}"""


def small_words(page: Any, px: float, scope: str = ".bugkit-board") -> list[str]:
    """Return the visible words in ``scope`` (outside pictures) written smaller than ``px``, with their size."""
    return list(page.evaluate(SMALL_WORDS, [scope, px]))


PICTURE_WORDS = """(scope) => {
    const out = [];
    for (const root of document.querySelectorAll(scope)) {
        for (const t of root.querySelectorAll('svg text')) {
            const text = t.textContent.trim(), m = t.getScreenCTM();
            if (!text || !t.getBoundingClientRect().width || !m) continue;
            out.push([text, parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b)]);
        }
    }
    return out;
}"""


def picture_words(page: Any, scope: str = ".bugkit-board .bugkit-table") -> list[tuple[str, float]]:
    """Return the visible words drawn inside the pictures in ``scope``, in page order, each with its size on the
    screen in px (its font size times the picture's scale)."""
    return [(text, float(size)) for text, size in page.evaluate(PICTURE_WORDS, scope)]


CROWDED_CELLS = """([scope, px]) => {
    const out = [], extent = (cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const r = range.getBoundingClientRect();
        return r.width ? r : null;
    };
    for (const root of document.querySelectorAll(scope)) {
        for (const row of root.querySelectorAll('tr')) {
            if (!row.offsetParent) continue;
            const cells = [...row.children].map(extent);
            for (let i = 0; i + 1 < cells.length; i++) {
                const [a, b] = [cells[i], cells[i + 1]];
                if (a && b && b.top < a.bottom && b.left - a.right < px) {  // side by side, on one line
                    out.push(`${row.children[i].textContent.trim()} | ${row.children[i + 1].textContent.trim()}`);
                }
            }
        }
    }
    return out;
}"""


def crowded_cells(page: Any, px: float = 8, scope: str = ".bugkit-board") -> list[str]:
    """Return the neighbouring cells of the visible tables in ``scope`` whose words stand side by side less than ``px``
    apart (they read as one: "Flapp-Flapp mit den Armen flattern 3 / f"), as "left | right" texts; cells set one under
    the other (a projector's scores) are not neighbours."""
    return list(page.evaluate(CROWDED_CELLS, [scope, px]))


# JupyterLab's own page breaks a few axe-core rules that no notebook can mend: (rule, the elements of Lab's own
# chrome it finds there). Left out of ``axe_problems`` in JupyterLab only, never in Voila, and only these elements:
LAB_OWN = (
    ("aria-allowed-attr", "jp-button"),  # Lab's toolbar buttons (a web component) say aria-pressed on a plain button
    ("aria-input-field-name", ".jp-Cell .cm-content"),  # the editor of a code cell (CodeMirror) has no name
    ("aria-required-children", ".jp-WindowedPanel-viewport[role='feed']"),  # the notebook's cells are no "article"s
    ("region", ".jp-skiplink-wrapper"),  # Lab's "skip to main panel" link sits outside its own landmarks
)
IN_LAB = "() => !document.body.hasAttribute('data-voila') && !!document.querySelector('#jp-main-dock-panel')"
LANDMARK_MS = 60_000  # a Voila page's labeller marks its main landmark as it is drawn: a minute after is a failure
LAB_CHROME = """([rule, targets, own]) => targets.map(target => {
    const e = typeof target === 'string' ? document.querySelector(target) : null;
    return Boolean(e) && own.some(([r, selector]) => r === rule && e.matches(selector));
})"""


# a Voila page's main landmarks, its cells, and the cells outside the first of them
LANDMARK_JS = """() => {
    const main = [...document.querySelectorAll('main, [role="main"]')];
    const cells = [...document.querySelectorAll('.jp-Cell')];
    return [main.length, cells.length, cells.filter(cell => !main[0]?.contains(cell)).length];
}"""


def axe_problems(page: Any) -> list[str]:
    """Return axe-core's violations on the whole page, at every impact (in JupyterLab none of ``LAB_OWN``), and on
    a Voila page whatever keeps it from having one main landmark that holds every cell.

    A Voila page is checked once its labeller has given it its main landmark (bugkit.ui.a11y), or after
    LANDMARK_MS without one (then axe-core says what lies outside a landmark). The landmark check is the one
    test_axe_every_impact made on the pages it opened, made wherever axe-core runs on a Voila page: axe-core alone
    would pass a cell that stands in another landmark than the main one."""
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    in_lab = page.evaluate(IN_LAB)
    if not in_lab:
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function("() => document.querySelector('main, [role=main]') !== null", timeout=LANDMARK_MS)
    problems = []
    for v in Axe().run(page).response["violations"]:
        nodes = v["nodes"]
        if in_lab:
            lab_own = page.evaluate(LAB_CHROME, [v["id"], [n["target"][0] for n in nodes], list(LAB_OWN)])
            nodes = [n for n, own in zip(nodes, lab_own, strict=True) if not own]
        if nodes:
            problems.append(f"{v['id']} ({v['impact']}): {len(nodes)}× e.g. {nodes[0]['html'][:160]}")
    if not in_lab:
        main, cells, outside = page.evaluate(LANDMARK_JS)
        if (main, outside) != (1, 0) or not cells:
            problems.append(f"landmarks: {main} main landmarks (one holds the page), {outside} of {cells} cells "
                            "outside the first")
    return problems


def board_shot(page: Any, name: str, game: str) -> Path:
    """Return the path of a screenshot ``<game>_<name>.png`` of the window: in docs/boards/ with
    UPDATE_SCREENSHOTS=1, else in ARTIFACTS."""
    folder = ROOT / "docs" / "boards" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else ARTIFACTS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game}_{name}.png"
    page.screenshot(path=str(path))
    return path


# What a child taps next on a table when it just wants the game to go on, in this order: a way to pay if the board
# asks for one, a piece that is not a die (a tile, a card, a task: a move), an action (roll, keep, end, OK), a die
# (a Würfel-WG die only chooses it, so it comes last).
PAY_CHOICE = "button.bugkit-action[data-id^='pay-']:not([aria-disabled])"  # Würfel-WG: how to pay for the card tapped
NEXT_CHOICES = (PAY_CHOICE,
                "[data-zone]:not([data-zone='dice']) button.bugkit-tappable",
                "button.bugkit-action:not([aria-disabled])", "button.bugkit-tappable")
