"""``python -m bugkit.classroom serve`` (issue 23): two lines on stdout, pages answer, Ctrl-C stops every kernel."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bugkit.classroom.server import children, parse_args, store_url, voila_config
from bugkit.classroom.store import ClassStore

from .serving import start_server

ROOT = Path(__file__).resolve().parents[2]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.slow  # a real Voila server and its kernels: in the full run, not in the fast lane
def test_serve_prints_two_links_serves_the_pages_and_ctrl_c_stops_every_kernel(tmp_path: Path) -> None:
    proc, teacher, students = start_server(tmp_path, "--pool", "1")
    try:
        code = students.rsplit("=", 1)[1]
        token = teacher.rsplit("=", 1)[1]
        store = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}")
        assert store.teacher_class(token) == (code, "en")
        deadline = time.monotonic() + 60
        voila = children(proc.pid)
        assert len(voila) == 1
        kernels: list[int] = []
        while time.monotonic() < deadline and not kernels:
            kernels = children(voila[0])
            time.sleep(0.5)
        assert kernels, "Voila started no kernel (preheated lesson pages and the class page)"
    finally:
        proc.send_signal(signal.SIGINT)  # what Ctrl-C sends
        proc.wait(timeout=60)
    assert proc.returncode == 0
    assert not [pid for pid in [*voila, *kernels] if _alive(pid)]
    assert proc.stdout is not None and proc.stdout.read() == ""  # exactly two lines, nothing more


def test_bad_arguments_are_clear_messages(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "bugkit.classroom", "serve", "--store", "mysql://x"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert run.returncode == 2 and "store URL" in run.stderr and "Traceback" not in run.stderr
    run = subprocess.run([sys.executable, "-m", "bugkit.classroom", "serve", "--port", "70000"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert run.returncode == 2 and "--port" in run.stderr and "Traceback" not in run.stderr
    with pytest.raises(SystemExit):
        parse_args(["serve", "--lang", "fr"])


def test_the_default_store_is_in_saves_and_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert store_url(None) == f"sqlite:///{tmp_path / 'saves' / 'classroom.sqlite'}"
    assert store_url("postgresql://u@h:1/d") == "postgresql://u@h:1/d"


def test_only_the_class_languages_lesson_pages_are_preheated(tmp_path: Path) -> None:
    import json

    from bugkit.classroom.teacher import LESSON_PAGES

    config = json.loads((voila_config(tmp_path, [p for p, _ in LESSON_PAGES["de"]], 2) / "voila.json").read_text())
    pools = config["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["default"] == {"pool_size": 0}
    assert pools["21_lektion_ungeziffer.ipynb"] == {"pool_size": 2}
    assert "21_lesson_ungeziffer.ipynb" not in pools
    assert all((ROOT / "notebooks" / page).exists() for page in pools if page != "default")


def test_a_used_preheated_kernel_is_replaced_a_minute_later_not_at_once(tmp_path: Path) -> None:
    """A class opens a lesson page together: Voila's own refill (1 s after a kernel is taken) ran the lesson again
    for every page taken, on the same cores that were serving the class (benchmarks/bench_classroom.py). The
    server waits ``--refill-after`` seconds (default 60) before it replaces a used kernel; the teacher can set it."""
    import json

    from bugkit.classroom.server import MAX_REFILL_S, REFILL_AFTER_S

    assert parse_args(["serve"]).refill_after == REFILL_AFTER_S == 60
    assert parse_args(["serve", "--refill-after", "5"]).refill_after == 5
    config = json.loads((voila_config(tmp_path, ["21_lesson_ungeziffer.ipynb"], 3) / "voila.json").read_text())
    assert config["VoilaKernelManager"]["fill_delay"] == REFILL_AFTER_S
    config = json.loads((voila_config(tmp_path, ["21_lesson_ungeziffer.ipynb"], 3, 0) / "voila.json").read_text())
    assert config["VoilaKernelManager"]["fill_delay"] == 0
    for bad in ("-1", str(MAX_REFILL_S + 1), "soon"):
        with pytest.raises(SystemExit) as refused:
            parse_args(["serve", "--refill-after", bad])
        assert refused.value.code == 2
    for wrong in (-1, MAX_REFILL_S + 1, 2.5, "60"):
        with pytest.raises(ValueError, match="refill_after"):
            voila_config(tmp_path, ["21_lesson_ungeziffer.ipynb"], 1, wrong)  # type: ignore[arg-type]
