"""The class store under load and faults (issue 23): 30 devices writing at once lose nothing, count nothing twice.

The teacher's overview query is timed and the time is printed (`-s` shows it), never asserted: speed lives in
benchmarks/bench_classroom.py.
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from typing import Any

import pytest

from bugkit.classroom.store import ClassStore, StoreUnavailable

DEVICES = 30
QUESTIONS = 4
RESULTS = 5


def _one_device(store: ClassStore, code: str, i: int) -> None:
    kid = store.join(code, f"Device {i}")
    for q in range(QUESTIONS):
        store.send_guess(kid, f"q{q}", Fraction(i + 1, 100 + q))
    store.send_tally(kid, "dice", {face: i + face for face in range(1, 7)})
    for r in range(RESULTS):
        store.send_result(kid, f"ex{r % 2}", 1 + r % 3, r % 2 == 0, attempt=f"a{i}-{r}")
        store.send_result(kid, f"ex{r % 2}", 1 + r % 3, r % 2 == 0, attempt=f"a{i}-{r}")  # a retried send



@pytest.mark.slow  # thirty threads writing at once: in the full run, not in the fast lane
def test_thirty_devices_at_once_lose_nothing_and_count_nothing_twice(store: ClassStore) -> None:
    t = store.create_class()
    with ThreadPoolExecutor(max_workers=DEVICES) as pool:
        futures = [pool.submit(_one_device, store, t.code, i) for i in range(DEVICES)]
        for f in futures:
            f.result(timeout=120)
    start = time.perf_counter()
    view = store.overview(t.token)
    took = time.perf_counter() - start
    print(f"\n[{store.kind}] teacher's overview of {DEVICES} devices: {took * 1000:.1f} ms")
    assert len(view.nicknames) == DEVICES
    for q in range(QUESTIONS):
        assert sorted(view.guesses[f"q{q}"]) == sorted(Fraction(i + 1, 100 + q) for i in range(DEVICES))
    assert view.tallies["dice"] == {face: sum(i + face for i in range(DEVICES)) for face in range(1, 7)}
    assert view.groups["dice"] == DEVICES
    total = sum(r + w for levels in view.results.values() for r, w in levels.values())
    assert total == DEVICES * RESULTS
    rows = store.count_rows()
    assert rows["guesses"] == DEVICES * QUESTIONS and rows["tallies"] == DEVICES * 6
    assert rows["results"] == DEVICES * RESULTS


def test_a_stopped_postgresql_is_a_clear_message_and_writes_after_restart_are_kept(pg_cluster: Any) -> None:
    store = ClassStore(pg_cluster.new_store_url())
    t = store.create_class()
    kid = store.join(t.code, "Red Ant")
    pg_cluster.stop()
    try:
        with pytest.raises(StoreUnavailable, match="cannot be reached"):
            store.send_guess(kid, "q1", Fraction(1, 2))
        with pytest.raises(StoreUnavailable, match="cannot be reached"):
            store.overview(t.token)
    finally:
        pg_cluster.start()
    store.send_guess(kid, "q1", Fraction(1, 2))
    assert store.overview(t.token).guesses == {"q1": [Fraction(1, 2)]}
