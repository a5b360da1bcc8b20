"""The class store's layout (``store_version``), on SQLite and PostgreSQL: a store made by the previous bugkit
(before layout 2: nicknames compared with the database's LOWER) opens, keeps its children and is brought up to date."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from bugkit.classroom.store import SCHEMA_VERSION, ClassRefused, ClassStore, StoreUnavailable, nickname_key

# the previous bugkit's SQL, as it made a store (layout 1, no store_version): copied here, not read from the module
OLD_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS classes (code TEXT PRIMARY KEY, teacher_hash TEXT NOT NULL UNIQUE, "
    "lang TEXT NOT NULL, created BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS students (code TEXT NOT NULL, student TEXT NOT NULL, token_hash TEXT NOT NULL, "
    "nickname TEXT NOT NULL, joined BIGINT NOT NULL, PRIMARY KEY (code, student), UNIQUE (code, nickname))",
    "CREATE TABLE IF NOT EXISTS guesses (code TEXT NOT NULL, student TEXT NOT NULL, question TEXT NOT NULL, "
    "num BIGINT NOT NULL, den BIGINT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (code, student, question))",
    "CREATE TABLE IF NOT EXISTS tallies (code TEXT NOT NULL, student TEXT NOT NULL, experiment TEXT NOT NULL, "
    "face INTEGER NOT NULL, n BIGINT NOT NULL, PRIMARY KEY (code, student, experiment, face))",
    "CREATE TABLE IF NOT EXISTS results (code TEXT NOT NULL, student TEXT NOT NULL, attempt TEXT NOT NULL, "
    "exercise TEXT NOT NULL, level INTEGER NOT NULL, ok INTEGER NOT NULL, PRIMARY KEY (code, student, attempt))",
    "CREATE TABLE IF NOT EXISTS pacing (code TEXT NOT NULL, section TEXT NOT NULL, PRIMARY KEY (code, section))",
    "CREATE TABLE IF NOT EXISTS questions (code TEXT NOT NULL, question TEXT NOT NULL, text TEXT NOT NULL, "
    "num BIGINT NOT NULL, den BIGINT NOT NULL, PRIMARY KEY (code, question))",
    "CREATE UNIQUE INDEX IF NOT EXISTS students_nickname ON students (code, LOWER(nickname))",
    "CREATE TABLE IF NOT EXISTS game_tables (tab TEXT PRIMARY KEY, code TEXT NOT NULL, game TEXT NOT NULL, "
    "setup TEXT NOT NULL, players INTEGER NOT NULL, opener TEXT NOT NULL, created BIGINT NOT NULL, "
    "over INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS game_tables_code ON game_tables (code)",
    "CREATE TABLE IF NOT EXISTS table_seats (tab TEXT NOT NULL, seat INTEGER NOT NULL, code TEXT NOT NULL, "
    "student TEXT, bot TEXT, PRIMARY KEY (tab, seat))",
    "CREATE INDEX IF NOT EXISTS table_seats_code ON table_seats (code)",
    "CREATE UNIQUE INDEX IF NOT EXISTS table_seats_student ON table_seats (tab, student)",
    "CREATE TABLE IF NOT EXISTS table_steps (tab TEXT NOT NULL, n INTEGER NOT NULL, code TEXT NOT NULL, "
    "step TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (tab, n))",
    "CREATE INDEX IF NOT EXISTS table_steps_code ON table_steps (code)",
)
OLD_CLASS = "INSERT INTO classes (code, teacher_hash, lang, created) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
OLD_JOIN = ("INSERT INTO students (code, student, token_hash, nickname, joined) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING")
OLD_GUESS = "INSERT INTO guesses (code, student, question, num, den, at) VALUES (?, ?, ?, ?, ?, ?)"
CODE, TEACHER = "K7QX2M", "teacher-token-of-the-old-class"
# (student id, nickname, joined): the old store let "Straße" and "STRASSE" both in (LOWER gives "straße" and
# "strasse", on SQLite and PostgreSQL alike), and "Strasse 2" is a child's own name, so the later "STRASSE" becomes
# "STRASSE 3"
CHILDREN = (("a" * 32, "Straße", 100), ("b" * 32, "Strasse 2", 101), ("c" * 32, "STRASSE", 102),
            ("d" * 32, "Red Ant", 103))


def _sha(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _run_sql(url: str, statements: Sequence[tuple[str, Sequence[object]]]) -> list[tuple[object, ...]]:
    """Return the rows of the last statement after running them all on the store at ``url`` (no bugkit code)."""
    if url.startswith("sqlite:///"):
        with sqlite3.connect(url[len("sqlite:///"):], isolation_level=None) as con:
            rows = [con.execute(sql, tuple(args)).fetchall() for sql, args in statements]
        return [tuple(r) for r in rows[-1]]
    import psycopg

    with psycopg.connect(url, autocommit=True) as pg:
        out: list[tuple[object, ...]] = []
        for sql, args in statements:
            cur = pg.execute(sql.replace("?", "%s"), tuple(args))
            out = [tuple(r) for r in cur.fetchall()] if sql.startswith("SELECT") else []
        return out


def _make_old_store(url: str) -> None:
    """Make a store as the previous bugkit did: its tables, a class, four children (two of them "Straße" and
    "STRASSE") with their tokens ("token-" + id) and a guess of the later "STRASSE"."""
    _run_sql(url, [(sql, ()) for sql in OLD_SCHEMA]
             + [(OLD_CLASS, (CODE, _sha(TEACHER), "de", 2_000_000_000))]
             + [(OLD_JOIN, (CODE, s, _sha("token-" + s), name, t)) for s, name, t in CHILDREN]
             + [(OLD_GUESS, (CODE, "c" * 32, "21.p1", 1, 3, 5))])


def test_a_store_made_by_the_previous_bugkit_opens_and_keeps_every_child(store_url: str) -> None:
    _make_old_store(store_url)
    assert len(_run_sql(store_url, [("SELECT nickname FROM students", ())])) == 4  # both, in the old store
    store = ClassStore(store_url)
    view = store.overview(TEACHER)
    assert set(view.nicknames) == {"Straße", "Strasse 2", "STRASSE 3", "Red Ant"}
    assert view.guessed_by == {"21.p1": ("STRASSE 3",)}  # the later one keeps its guesses under its new name
    for student, name, _ in CHILDREN:  # every device is still in its class (its token, its place)
        assert store.rejoin(CODE, student, "token-" + student).nickname == {"STRASSE": "STRASSE 3"}.get(name, name)
    assert _run_sql(store_url, [("SELECT version FROM store_version", ())]) == [(SCHEMA_VERSION,)]
    for taken in ("STRASSE", "straße", "RED ANT", "strasse 2", "Straße 3"):
        with pytest.raises(ClassRefused, match="taken"):
            store.join(CODE, taken)
    assert store.let_back_in(TEACHER, "strasse 3") == "STRASSE 3"  # the teacher reads the new name off the page
    back = store.join(CODE, "Straße 3")
    assert (back.student, back.nickname) == ("c" * 32, "STRASSE 3")
    assert store.join(CODE, "Ölaf").nickname == "Ölaf"
    with pytest.raises(ClassRefused, match="taken"):
        store.join(CODE, "ölaf")  # by the key (SQLite's LOWER let it in)
    again = ClassStore(store_url)  # opening it again changes nothing
    assert set(again.overview(TEACHER).nicknames) == {"Straße", "Strasse 2", "STRASSE 3", "Red Ant", "Ölaf"}


def test_the_stored_key_is_pythons_rule_for_every_nickname(store_url: str) -> None:
    _make_old_store(store_url)
    store = ClassStore(store_url)
    store.join(CODE, "Ｆｌｏｈ Ä")
    rows = _run_sql(store_url, [("SELECT nickname, nick_key FROM students", ())])
    assert len(rows) == 5 and all(key == nickname_key(str(name)) for name, key in rows)
    assert nickname_key("Ｆｌｏｈ Ä") == "floh ä" == nickname_key("FLOH a\u0308")


def test_kernels_that_open_an_old_store_at_once_all_get_it(store_url: str) -> None:
    """Every lesson page's kernel opens the store when a class starts: the first brings it up to date, the others
    wait for it (PostgreSQL: an advisory lock; SQLite: BEGIN IMMEDIATE) instead of failing on a column or table the
    first one just made."""
    _make_old_store(store_url)
    errors: list[BaseException] = []
    start = threading.Barrier(6)

    def open_it() -> None:
        start.wait()
        try:
            ClassStore(store_url)
        except (StoreUnavailable, OSError) as err:
            errors.append(err)

    threads = [threading.Thread(target=open_it) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert set(ClassStore(store_url).overview(TEACHER).nicknames) == {"Straße", "Strasse 2", "STRASSE 3", "Red Ant"}
    assert ClassStore(store_url).join(CODE, "x").nickname == "x"


def test_a_kernel_that_finds_the_file_held_while_it_switches_to_write_ahead_logging_waits(tmp_path: Path) -> None:
    """The first opening of an SQLite store switches the file to write-ahead logging, which needs the file to
    itself: a kernel that found another kernel reading the file (eight lesson pages opening a new or an older store
    at once) failed at once with "database is locked", and its page went on without the class. It now waits, as
    every write does."""
    url = f"sqlite:///{tmp_path / 'class.sqlite'}"
    _make_old_store(url)  # (its file is not in write-ahead mode yet)
    held, release = threading.Event(), threading.Event()

    def reader() -> None:  # another kernel, in the middle of a read
        with sqlite3.connect(tmp_path / "class.sqlite", isolation_level=None) as con:
            con.execute("BEGIN")
            con.execute("SELECT COUNT(*) FROM students").fetchall()
            held.set()
            release.wait(10)
            con.execute("COMMIT")
        con.close()

    thread = threading.Thread(target=reader)
    thread.start()
    assert held.wait(10)
    threading.Timer(0.5, release.set).start()  # the read ends half a second later
    try:
        store = ClassStore(url)  # waits for it instead of failing
    finally:
        release.set()
        thread.join(10)
    assert _run_sql(url, [("PRAGMA journal_mode", ())]) == [("wal",)]
    assert len(store.overview(TEACHER).nicknames) == 4


def test_a_store_of_a_newer_layout_is_a_clear_error(store_url: str) -> None:
    ClassStore(store_url)
    _run_sql(store_url, [("UPDATE store_version SET version = ?", (SCHEMA_VERSION + 1,))])
    with pytest.raises(StoreUnavailable, match="newer bugkit"):
        ClassStore(store_url)

