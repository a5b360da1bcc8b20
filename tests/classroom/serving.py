"""Start ``python -m bugkit.classroom serve`` for a test: on 127.0.0.1, a random port, a store in a temporary folder."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from bugkit.classroom.server import children


def start_server(tmp_path: Path, *extra: str) -> tuple[subprocess.Popen[str], str, str]:
    """Return (process, teacher URL, students URL) of a classroom server on 127.0.0.1 and a random port."""
    store = f"sqlite:///{tmp_path / 'class.sqlite'}"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    errors = tmp_path / "serve.err"
    with errors.open("w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "bugkit.classroom", "serve", "--port", "0", "--store", store,
                                 *extra], stdout=subprocess.PIPE, stderr=err, text=True, env=env, cwd=tmp_path)
    assert proc.stdout is not None
    lines = [proc.stdout.readline(), proc.stdout.readline()]
    if not all(lines):
        proc.kill()
        raise AssertionError(f"server printed {lines!r}; stderr: {errors.read_text()}")
    teacher = re.fullmatch(r"teacher: (http://127\.0\.0\.1:\d+/voila/render/\S+\?token=[A-Za-z0-9_\-]{32})\n", lines[0])
    students = re.fullmatch(r"students: (http://127\.0\.0\.1:\d+/voila/render/\S+\?class=[A-Z2-9]{6})\n", lines[1])
    assert teacher and students, lines
    return proc, teacher.group(1), students.group(1)


def voila_log(proc: subprocess.Popen[str]) -> Path | None:
    """Return the file the running server's Voila writes its log to (its stdout, in the server's own temporary
    folder), or None when there is no Voila (any more)."""
    for pid in children(proc.pid):
        try:
            target = Path(os.readlink(f"/proc/{pid}/fd/1"))
        except OSError:
            continue
        if target.name == "voila.log":
            return target
    return None
