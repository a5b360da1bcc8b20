"""Click-to-redraw time of every board in Voila, in headless Chromium (moved here from the browser tests, which only
check that a click redraws the board).

Usage: ``.venv/bin/python benchmarks/bench_browser.py [--clicks 20]`` (needs ``/usr/bin/chromium``). Starts one Voila
server on a copy of ``notebooks/`` in a temporary folder, opens each play notebook, makes the board's cheap repeatable
click (the same one its browser test makes) ``--clicks`` times and prints the median milliseconds from the click
to the board showing the change, with the target of 150 ms. Times depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import (  # noqa: E402
    test_kakerlakentanz_browser,
    test_ungeziffer_browser,
    test_voll_verasselt_browser,
    test_wanzen_tanzen_browser,
    test_wuerfel_wg_browser,
)
from tests.browser.conftest import _env, _stop, _wait_http, write_lab_config  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

TARGET_MS = 150


def roll_first(board: Any) -> None:
    """Roll the dice once (Wanzen tanzen's dice can be chosen only after a roll)."""
    board.locator("button.widget-button", has_text="Roll the dice").first.click()
    board.locator(".bugkit-dice button.widget-toggle-button").first.wait_for(timeout=60_000)


# notebook, the board's selector, what shows it is ready, what to do first, the probe of its browser test
BOARDS: list[tuple[str, str, str, Callable[[Any], None] | None, Callable[[Any, Any], Any]]] = [
    ("11_play_ungeziffer", ".bugkit-board", ".bugkit-table .bugkit-action", None,
     test_ungeziffer_browser.probe),
    ("12_play_wanzen_tanzen", ".bugkit-board", "button.widget-button:has-text('Roll the dice')", roll_first,
     test_wanzen_tanzen_browser.probe),
    ("13_play_voll_verasselt", ".bugkit-board", ".bugkit-die", None, test_voll_verasselt_browser.probe),
    ("14_play_kakerlakentanz", ".bugkit-kakerlakentanz", "button.widget-button:has-text('Start')", None,
     test_kakerlakentanz_browser.probe),
    ("15_play_wuerfel_wg", ".bugkit-board", ".bugkit-table [data-zone='dice'] button", None,
     test_wuerfel_wg_browser.probe),
]


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


def median_ms(page: Any, click: Callable[[], None], changed_js: str, clicks: int) -> float:
    """Return the median milliseconds from a click to ``changed_js`` being true, over ``clicks`` clicks."""
    times = []
    for _ in range(clicks):
        page.evaluate("window.__bugkit_before = document.querySelector('.bugkit-board')?.innerHTML.length")
        start = page.evaluate("performance.now()")
        click()
        page.wait_for_function(changed_js, timeout=60_000)
        times.append(page.evaluate("performance.now()") - start)
    return float(statistics.median(times))


def main(argv: list[str] | None = None) -> int:
    """Print each board's median click-to-redraw time; return 0."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with voila_server() as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for notebook, selector, ready, first, probe in BOARDS:
            page = browser.new_page(viewport={"width": 1280, "height": 1400})
            page.goto(f"{base}/voila/render/{notebook}.ipynb", wait_until="domcontentloaded", timeout=180_000)
            board = page.locator(selector).first
            board.locator(ready).first.wait_for(state="visible", timeout=180_000)
            if first is not None:
                first(board)
            ms = median_ms(page, *probe(page, board), clicks=args.clicks)
            verdict = "met" if ms < TARGET_MS else "NOT met"
            print(f"{notebook:24s} median click-to-redraw {ms:6.0f} ms over {args.clicks} clicks "
                  f"(target < {TARGET_MS} ms: {verdict})", flush=True)
            page.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
