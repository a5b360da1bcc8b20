"""The classroom server after a restart (a real Voila server): ``serve --continue`` goes on with the class, and the
server serves only the class's pages."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from bugkit.classroom.store import ClassStore

from .serving import start_server


@pytest.mark.slow  # a real Voila server: in the full run, not in the fast lane
def test_after_a_restart_continue_prints_the_same_class_and_a_working_teacher_link(tmp_path: Path) -> None:
    store = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
    before = store.create_class("en")
    mia = store.join(before.code, "Mia")
    proc, teacher, students = start_server(tmp_path, "--continue", "--pool", "0")
    try:
        assert students.endswith(f"?class={before.code}")
        token = teacher.rsplit("=", 1)[1]
        assert token != before.token and store.teacher_class(token) == (before.code, "en")
        assert store.overview(token).nicknames == ("Mia",) and store.rejoin(before.code, mia.student, mia.token)
        assert f"continuing the class {before.code}" in (tmp_path / "serve.err").read_text()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0
