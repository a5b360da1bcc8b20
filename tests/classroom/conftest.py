"""Fixtures for the classroom tests: a class store on SQLite (tmp_path) and on a throwaway PostgreSQL cluster.

The PostgreSQL cluster is Debian's (``initdb``/``pg_ctl`` from /usr/lib/postgresql/*/bin), made in a temporary folder
owned by the ``postgres`` user (the server refuses to run as root), listening on 127.0.0.1 at a random port, and
stopped with ``pg_ctl stop`` at the end of the session. Without the binaries the PostgreSQL tests skip, unless
REQUIRE_POSTGRES=1 (then they fail).
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from bugkit.classroom.store import ClassStore


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


def _as_postgres(*cmd: str) -> list[str]:
    """Return the command run as the postgres user when we are root (the server refuses root)."""
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *cmd]
    return list(cmd)


class PgCluster:
    """A running throwaway PostgreSQL cluster: ``new_store_url()`` gives the URL of an empty store, ``stop``/``start``
    for faults."""

    def __init__(self, bindir: Path, folder: Path, port: int) -> None:
        self.bindir, self.folder, self.port = bindir, folder, port
        self.data = folder / "data"

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://bugkit@127.0.0.1:{self.port}/{db}"

    def start(self) -> None:
        subprocess.run(_as_postgres(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l",
                                    str(self.folder / "log"), "-w", "-t", "30", "-o",
                                    f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder} "
                                    "-c fsync=off -c max_connections=100", "start"),
                       check=True, stdout=subprocess.DEVNULL)

    def stop(self) -> None:
        subprocess.run(_as_postgres(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-w", "-t", "30",
                                    "-m", "immediate", "stop"), check=False, stdout=subprocess.DEVNULL)

    def new_store_url(self) -> str:
        """Return the URL of an empty class store: a new schema, named in the URL's search_path (a schema costs a
        few milliseconds; a new database copied 8 MB and took a subprocess, a tenth of a second each)."""
        import psycopg

        name = "t" + uuid.uuid4().hex[:12]
        with psycopg.connect(self.url(), autocommit=True) as con:
            con.execute(f"CREATE SCHEMA {name}")
        return f"{self.url()}?options=-csearch_path%3D{name}"


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """Yield a throwaway PostgreSQL cluster, or skip (fail when REQUIRE_POSTGRES=1) without Debian's binaries."""
    bindir = _pg_bin()
    if bindir is None or (os.geteuid() == 0 and shutil.which("runuser") is None):
        if os.environ.get("REQUIRE_POSTGRES") == "1":
            pytest.fail("PostgreSQL binaries (Debian package postgresql) are missing but REQUIRE_POSTGRES=1")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    pytest.importorskip("psycopg")
    folder = Path(tempfile.mkdtemp(prefix="bugkit-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    cluster = PgCluster(bindir, folder, _free_port())
    subprocess.run(_as_postgres(str(bindir / "initdb"), "-D", str(cluster.data), "-A", "trust", "-U", "bugkit",
                                "--no-sync"), check=True, stdout=subprocess.DEVNULL)
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.stop()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Return the URL of an empty class store: SQLite in tmp_path, or a fresh schema of the session's PostgreSQL
    cluster."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'class.sqlite'}"
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    return cluster.new_store_url()


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark slow the PostgreSQL runs of a test module that says ``POSTGRES_IN_FULL_RUN = True`` (pages and boards
    played through the store: both stores in the full run, SQLite only in the fast lane, which stays under two
    minutes; the store's own tests, test_store, test_store_layout, test_store_load and test_tables,
    run on both in every lane)."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        if (callspec is not None and callspec.params.get("store_url") == "postgresql"
                and getattr(getattr(item, "module", None), "POSTGRES_IN_FULL_RUN", False)):
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def store(store_url: str) -> ClassStore:
    """Return an empty class store (SQLite and PostgreSQL)."""
    return ClassStore(store_url)


@pytest.fixture
def sqlite_store(tmp_path: Path) -> ClassStore:
    """Return an empty SQLite class store (for input checks, which run before either database is touched, and the
    slow whole games)."""
    return ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
