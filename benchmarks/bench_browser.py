"""Every board in Voila, in headless Chromium, as a child meets it: how long a page takes to give a board one can
tap, and how long a tap takes to come back as a redrawn table (issue 21's two speed figures).

Usage: ``.venv/bin/python benchmarks/bench_browser.py [--loads 5] [--taps 20] [--only 11_play_ungeziffer]``
(needs ``/usr/bin/chromium``). Starts one Voila server on a copy of ``notebooks/`` in a temporary folder. For each
play notebook:

- *page to first interactive board*: from the page request to the first board's table showing a piece one can tap
  or an action one can press, median of ``--loads`` loads (target: under 3 s on an idle 2-core machine);
- *tap to redrawn table*: ``--taps`` times, wait for the human's turn (the bots play by themselves), tap the first
  piece one can tap (else press the first action one can press) and time it, in the page, from the tap to the
  table's first change (a ``MutationObserver``); median (target: under 100 ms). A finished game starts anew.

Times depend on the machine and its load: run it on an idle machine and compare figures from one run.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import _env, _stop, _wait_http, write_lab_config  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

LOAD_TARGET_S = 3.0
TAP_TARGET_MS = 100
READY = """() => {
  const table = document.querySelector('.bugkit-board .bugkit-table');
  return !!table && !!(table.querySelector('button.bugkit-tappable')
                       || table.querySelector('button.bugkit-action:not([aria-disabled])'));
}"""
TAP = """() => new Promise(resolve => {
  const table = document.querySelector('.bugkit-board .bugkit-table');
  const target = table.querySelector('button.bugkit-tappable')
              || table.querySelector('button.bugkit-action:not([aria-disabled])');
  if (!target) { resolve(-1); return; }
  const observer = new MutationObserver(() => { observer.disconnect(); resolve(performance.now() - start); });
  observer.observe(table, {childList: true, subtree: true, attributes: true, characterData: true});
  const start = performance.now();
  target.click();
  setTimeout(() => { observer.disconnect(); resolve(-2); }, 30000);
})"""


@contextmanager
def voila_server() -> Iterator[str]:
    """Yield the base URL of a Voila server for a copy of notebooks/ (stopped afterwards)."""
    import socket
    import subprocess

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "notebooks"
        shutil.copytree(ROOT / "notebooks", work, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "saves"))
        write_lab_config(Path(tmp) / "config")
        (Path(tmp) / "runtime").mkdir()
        (Path(tmp) / "lab-settings").mkdir()
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = int(s.getsockname()[1])
        proc = subprocess.Popen([sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
                                 "--Voila.ip=127.0.0.1", str(work)], env=_env(work), cwd=tmp,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            base = f"http://127.0.0.1:{port}"
            _wait_http(f"{base}/voila/static/", proc)
            yield base
        finally:
            _stop(proc)


def load_seconds(browser: Any, url: str) -> tuple[float, Any, Any]:
    """Return the seconds from the request to a board one can tap, with the (context, page) left open."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=180_000)
    page.wait_for_function(READY, timeout=180_000)
    return time.perf_counter() - start, context, page


def tap_ms(page: Any, taps: int) -> list[float]:
    """Return the milliseconds from each of ``taps`` taps to the table's first change."""
    times: list[float] = []
    for _ in range(taps * 3):
        if len(times) == taps:
            break
        try:
            page.wait_for_function(READY, timeout=60_000)
        except Exception:  # the game is over and nothing can be tapped: start a new game from the settings
            page.locator(".bugkit-board .jupyter-widget-Collapse-header").first.click()
            page.locator(".bugkit-board button.mod-info").first.click()
            continue
        ms = page.evaluate(TAP)
        if ms >= 0:
            times.append(float(ms))
    return times


def main(argv: list[str] | None = None) -> int:
    """Print each board's median page-to-board seconds and tap-to-redraw milliseconds; return 0."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--only", default="")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    notebooks = sorted(p.stem for p in (ROOT / "notebooks").glob("1?_play_*.ipynb") if p.stem.startswith(args.only))
    with voila_server() as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for notebook in notebooks:
            url = f"{base}/voila/render/{notebook}.ipynb"
            loads, page, context = [], None, None
            for _ in range(args.loads):
                if context is not None:
                    context.close()
                seconds, context, page = load_seconds(browser, url)
                loads.append(seconds)
            taps = tap_ms(page, args.taps)
            load, tap = statistics.median(loads), statistics.median(taps) if taps else float("nan")
            print(f"{notebook:24s} page to board {load:5.2f} s (median of {len(loads)}; target < {LOAD_TARGET_S} s: "
                  f"{'met' if load < LOAD_TARGET_S else 'NOT met'}); tap to redraw {tap:5.0f} ms (median of "
                  f"{len(taps)}; target < {TAP_TARGET_MS} ms: {'met' if tap < TAP_TARGET_MS else 'NOT met'})",
                  flush=True)
            if context is not None:
                context.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
