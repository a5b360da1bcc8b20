"""The classroom server's speed (issue 23): the teacher's page query, and lesson pages opened by 10 children at once.

1. ``store``: 30 devices join and write 4 guesses, a tally and 5 exercise results each (threads, at once); then the
   teacher's overview (the one query the teacher's page runs every second) is timed 50 times: median and worst, in
   ms. SQLite always; PostgreSQL when ``--pg URL`` names an empty database. The issue's target: under 100 ms.
2. ``pages``: ``python -m bugkit.classroom serve`` on 127.0.0.1 with ``--pool P``; 10 Chromium pages open a lesson
   page with ``?class=`` at once; for each, the time from the request to its first guessing box being visible
   (interactive), median and worst: with ten preheated kernels replaced at once (``--pool 10 --refill-after 1``,
   Voila's own refill delay), the same replaced a minute later (the server's default ``--refill-after``), and
   without preheating (``--pool 0``).
3. ``server``: the same three settings with no browser: 10 threads fetch the page at once, each timed to the last
   byte Voila sends (it has run the notebook by then): the server's part of ``pages`` alone.

Run: ``.venv/bin/python benchmarks/bench_classroom.py [store] [pages] [--pg URL] [--lesson 21_lesson_ungeziffer]``.
"""

from __future__ import annotations

import argparse
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from pathlib import Path

from bugkit.classroom.server import REFILL_AFTER_S
from bugkit.classroom.store import ClassStore

DEVICES = 30
# (pool, refill_after): ten preheated kernels replaced at once (Voila's own delay), the same a minute later, none
SETTINGS = ((10, 1), (10, REFILL_AFTER_S), (0, REFILL_AFTER_S))


def bench_store(url: str) -> tuple[float, float]:
    """Return (median, worst) ms of the teacher's overview after 30 devices wrote at once."""
    store = ClassStore(url)
    teacher = store.create_class()

    def device(i: int) -> None:
        kid = store.join(teacher.code, f"Device {i}")
        for q in range(4):
            store.send_guess(kid, f"21.p{q + 1}", Fraction(i + 1, 100))
        store.send_tally(kid, "ungeziffer", {f: i + f for f in range(9)})
        for r in range(5):
            store.send_result(kid, f"21.ex{r % 2}", 1 + r % 3, r % 2 == 0)

    with ThreadPoolExecutor(DEVICES) as pool:
        list(pool.map(device, range(DEVICES)))
    times = []
    for _ in range(50):
        start = time.perf_counter()
        store.overview(teacher.token)
        times.append((time.perf_counter() - start) * 1000)
    store.end_class(teacher.token)
    return statistics.median(times), max(times)


def fetch_at_once(url: str, pages: int) -> list[float]:
    """Return the seconds each of ``pages`` threads, started at once, took to read ``url`` to its last byte."""
    def fetch(_: int) -> float:
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=600) as answer:
            answer.read()
        return time.perf_counter() - start

    with ThreadPoolExecutor(pages) as children:
        return list(children.map(fetch, range(pages)))


def open_at_once(url: str, pages: int) -> list[float]:
    """Return the seconds each of ``pages`` Chromium pages, opened at once, took to show its first guessing box."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        opened = []
        for _ in range(pages):
            page = browser.new_context().new_page()
            start = time.perf_counter()
            page.goto(url, wait_until="commit", timeout=600_000)
            opened.append((page, start))
        took = []
        for page, start in opened:
            page.locator(".bugkit-prediction").first.wait_for(state="visible", timeout=600_000)
            took.append(time.perf_counter() - start)
        browser.close()
    return took


def bench_pages(lesson: str, pool: int, refill_after: int, pages: int = 10,
                with_browser: bool = True) -> tuple[float, float]:
    """Return (median, worst) seconds from request to an interactive lesson page (``with_browser``; else to the last
    byte of the page Voila sends, the server's part alone), ``pages`` opened at once, with ``pool`` preheated kernels
    replaced ``refill_after`` seconds after use."""
    tmp = Path(tempfile.mkdtemp(prefix="bugkit-bench-"))
    cmd = [sys.executable, "-m", "bugkit.classroom", "serve", "--port", "0", "--pool", str(pool),
           "--refill-after", str(refill_after),
           "--preheat", f"{lesson}.ipynb", "--store", f"sqlite:///{tmp / 'c.sqlite'}"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd=tmp)
    assert proc.stdout is not None
    proc.stdout.readline()
    students = proc.stdout.readline().split(": ", 1)[1].strip()
    base, code = students.split("/voila/")[0], students.rsplit("=", 1)[1]
    url = f"{base}/voila/render/{lesson}.ipynb?class={code}"
    time.sleep(5 + 5 * pool)  # let the pool fill (Voila starts the preheated kernels after it answers)
    try:
        took = open_at_once(url, pages) if with_browser else fetch_at_once(url, pages)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    return statistics.median(took), max(took)


def main() -> None:
    """Print the measurements asked for on the command line (both parts by default)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parts", nargs="*", default=["store", "pages"], choices=["store", "pages", "server"])
    parser.add_argument("--pg", default=None, help="an empty PostgreSQL database URL for the store part")
    parser.add_argument("--lesson", default="21_lesson_ungeziffer")
    args = parser.parse_args()
    if "store" in args.parts:
        with tempfile.TemporaryDirectory() as tmp:
            med, worst = bench_store(f"sqlite:///{Path(tmp) / 'c.sqlite'}")
            print(f"store sqlite: teacher's overview, {DEVICES} devices: median {med:.1f} ms, worst {worst:.1f} ms")
        if args.pg:
            med, worst = bench_store(args.pg)
            print(f"store postgresql: teacher's overview, {DEVICES} devices: median {med:.1f} ms, "
                  f"worst {worst:.1f} ms")
    for part in ("pages", "server"):
        if part not in args.parts:
            continue
        for pool, refill_after in SETTINGS:
            med, worst = bench_pages(args.lesson, pool, refill_after, with_browser=part == "pages")
            what = "10 at once" if part == "pages" else "10 pages fetched at once (no browser)"
            print(f"{part} {args.lesson}, {what}, --pool {pool} --refill-after {refill_after}: "
                  f"median {med:.1f} s, worst {worst:.1f} s")


if __name__ == "__main__":
    main()
