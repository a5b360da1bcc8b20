"""The class store under load and faults (issue 23): 30 devices writing at once lose nothing, count nothing twice.

The teacher's overview query is timed and the time is printed (`-s` shows it), never asserted: speed lives in
benchmarks/bench_classroom.py.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from typing import Any

import pytest
from gametools import first_in_fast_lane

from bugkit.classroom import store as store_module
from bugkit.classroom.store import ClassRefused, ClassStore, StoreUnavailable, Student, TableInfo, TableRefused

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


# ---- moments PostgreSQL interleaves (READ COMMITTED: each statement sees what has committed by then) and SQLite
# never does (one writer at a time, a read sees one moment) ----

def _slow_count(one: Callable[..., Any]) -> Callable[..., Any]:
    """Return a cursor's ``one`` that waits 50 ms after counting rows."""

    def counted(self: Any, sql: str, args: Any) -> Any:
        row = one(self, sql, args)
        if sql.startswith("SELECT COUNT(*)"):
            time.sleep(0.05)
        return row

    return counted


@pytest.mark.parametrize(("limit", "start"),
                         first_in_fast_lane([("MAX_STUDENTS", "join"), ("MAX_TABLES", "open_table")]))
def test_a_limit_holds_when_many_devices_reach_it_at_once(store: ClassStore, monkeypatch: pytest.MonkeyPatch,
                                                          limit: str, start: str) -> None:
    """Four devices join (or open a table) at once when one place is left: one lands, three read "full" (each
    counts the places taken, then takes one: 50 ms apart here, so the four counts meet)."""
    teacher = store.create_class()
    kids = [store.join(teacher.code, f"Kid {i}") for i in range(4)]
    monkeypatch.setattr(store_module, limit, 5 if limit == "MAX_STUDENTS" else 1)
    for cursor in (store_module._SqliteCursor, store_module._PgCursor):
        monkeypatch.setattr(cursor, "one", _slow_count(cursor.one))
    barrier = threading.Barrier(4)

    def one(i: int) -> str:
        barrier.wait(timeout=30)
        try:
            if start == "join":
                store.join(teacher.code, f"Late {i}")
            else:
                store.open_table(kids[i], "ungeziffer", '{"players": 2}', 2)
        except (ClassRefused, TableRefused) as refused:
            return refused.reason
        return "landed"

    with ThreadPoolExecutor(4) as pool:
        said = sorted(pool.map(one, range(4)))
    assert said == sorted(["full" if start == "join" else "too_many_tables"] * 3 + ["landed"]), said
    rows = store.count_rows()
    assert (rows["students"], rows["game_tables"]) == ((5, 0) if start == "join" else (4, 1))


@pytest.mark.parametrize("end", ["end_class", "purge"])
def test_a_write_that_meets_the_end_of_its_class_leaves_nothing_behind(store: ClassStore,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      end: str) -> None:
    """The class ends (the teacher ends it, or a restarted server purges it) while a child's guess is on its way
    (checked, not yet written): the end deletes every row of the class, so the guess is either deleted with it or
    refused ("ended"), never kept alone."""
    now = time.time()
    monkeypatch.setattr(time, "time", lambda: now - 25 * 3600)  # (a class made yesterday, for the purge)
    teacher = store.create_class()
    monkeypatch.undo()
    kid = store.join(teacher.code, "Mia")
    ender = ClassStore(store.url)  # the teacher's page or the server: another process, its own connections
    checked = store._me
    threads: list[threading.Thread] = []
    ending = (lambda: ender.end_class(teacher.token)) if end == "end_class" else (lambda: ender.purge(24))

    def me_then_the_end(cur: Any, who: Student) -> None:
        checked(cur, who)
        if not threads:  # once: the class ends between the child's check and its write
            threads.append(threading.Thread(target=ending))
            threads[0].start()
            time.sleep(0.2)

    monkeypatch.setattr(store, "_me", me_then_the_end)
    try:
        store.send_guess(kid, "q1", Fraction(1, 6))
    except ClassRefused as refused:
        assert refused.reason == "ended"
    threads[0].join(timeout=30)
    assert not threads[0].is_alive()
    assert store.count_rows() == dict.fromkeys(store_module.TABLES, 0)


def test_a_read_of_a_table_sees_one_moment(store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A device reads a table (its seats and step count, then its steps) while another device's move lands: the
    count and the steps it reads are of one moment."""
    teacher = store.create_class()
    a, b = store.join(teacher.code, "Mia"), store.join(teacher.code, "Leo")
    table = store.open_table(a, "ungeziffer", '{"players": 2}', 2).table
    store.join_table(b, table)
    other = ClassStore(store.url)  # Leo's tablet
    read = store._info
    moved: list[int] = []

    def info_then_a_move(cur: Any, who: Student, tab: str) -> TableInfo:
        seen = read(cur, who, tab)
        if not moved:
            moved.append(other.append_steps(b, tab, seen.steps, ["roll"]))
        return seen

    monkeypatch.setattr(store, "_info", info_then_a_move)
    info, steps = store.table_info(a, table)
    assert moved == [1] and info.steps == len(steps) == 0
    assert store.table_info(a, table)[1] == ["roll"]
