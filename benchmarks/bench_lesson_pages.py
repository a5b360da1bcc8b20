"""Time to interactive of every lesson page in the Voila app, in a real browser (issue 22: under 5 s each).

One Voila server (127.0.0.1, a random port) serves a copy of ``notebooks/``; headless Chromium opens each lesson page
``--runs`` times (3 by default) in a fresh tab. A page counts as interactive when every exercise box of the notebook
(cells tagged ``exercise``) is drawn: Voila runs the whole notebook before it shows a page, so this is
when a child can use all of it. Prints each page's times and their median, and whether the median is under
``--limit`` seconds; exits 1 if one is not. The machine should be idle: other programs' load shows in the times.

Usage: ``.venv/bin/python benchmarks/bench_lesson_pages.py [--runs 3] [--limit 5] [notebook names ...]``
"""

from __future__ import annotations

import argparse
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def lesson_pages(names: list[str]) -> dict[str, int]:
    """Return {notebook file name: number of exercise boxes} for every lesson notebook (or the ones named)."""
    pages = {}
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        nb = nbformat.read(str(path), as_version=4)
        if not nb.metadata.get("bugkit", {}).get("lesson") or (names and path.name not in names):
            continue
        pages[path.name] = sum("exercise" in c.metadata.get("tags", []) for c in nb.cells)
    return pages


def start_voila(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Return the Voila process serving ``folder`` and its base URL, once it answers."""
    port = random.randint(20000, 60000)
    env_dir = folder.parent
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", str(folder)]
    env = {"JUPYTER_CONFIG_DIR": str(env_dir / "config"), "JUPYTER_RUNTIME_DIR": str(env_dir / "runtime"),
           "PATH": str(Path(sys.executable).parent) + ":/usr/bin:/bin"}
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            urllib.request.urlopen(f"{base}/voila/static/", timeout=2)
            break
        except urllib.error.HTTPError:
            break
        except (urllib.error.URLError, OSError):
            time.sleep(0.2)
    else:
        proc.kill()
        raise SystemExit("Voila did not start")
    return proc, base


def time_to_interactive(browser: object, url: str, exercises: int) -> float:
    """Return the seconds from opening ``url`` until all ``exercises`` exercise boxes are drawn."""
    page = browser.new_page(viewport={"width": 768, "height": 1024})  # type: ignore[attr-defined]
    try:
        start = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=180_000)
        try:
            page.wait_for_function("n => document.querySelectorAll('.bugkit-exercise').length >= n",
                                   arg=exercises, timeout=180_000, polling=50)
        except Exception:  # a time-out: the page never became usable; count it as endless
            return float("inf")
        return time.perf_counter() - start
    finally:
        page.close()


def main() -> int:
    """Time every lesson page; return 1 if a median is over the limit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=5.0)
    parser.add_argument("names", nargs="*", help="notebook file names (default: every lesson)")
    args = parser.parse_args()
    pages = lesson_pages(args.names)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "notebooks"
        shutil.copytree(ROOT / "notebooks", folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        for sub in ("config", "runtime"):
            (Path(tmp) / sub).mkdir()
        proc, base = start_voila(folder)
        slow = []
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
                time_to_interactive(browser, f"{base}/voila/render/{next(iter(pages))}", 1)  # warm the server up
                print(f"{'page':42} {'runs (s)':24} median   under {args.limit:g} s")
                for name, exercises in pages.items():
                    times = [time_to_interactive(browser, f"{base}/voila/render/{name}", exercises)
                             for _ in range(args.runs)]
                    median = statistics.median(times)
                    ok = median < args.limit
                    slow += [] if ok else [name]
                    print(f"{name:42} {' '.join(f'{t:5.1f}' for t in times):24} {median:5.1f}    "
                          f"{'yes' if ok else 'NO'}", flush=True)
                browser.close()
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
    print("all pages under the limit" if not slow else f"over the limit: {', '.join(slow)}")
    return 1 if slow else 0


if __name__ == "__main__":
    raise SystemExit(main())
