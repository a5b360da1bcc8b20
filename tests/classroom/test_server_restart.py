"""The classroom server after a restart (a real Voila server): ``serve --continue`` goes on with the class, and the
server serves only the class's pages."""

from __future__ import annotations

import signal
import urllib.error
import urllib.request
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


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _status(url: str, timeout: float = 120) -> tuple[int, str, str]:
    """Return (HTTP status, Location header, body) of a GET of ``url``, following no redirect."""
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(url, timeout=timeout) as answer:
            return answer.status, answer.headers.get("Location", ""), answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as refused:
        return refused.code, refused.headers.get("Location", ""), ""


@pytest.mark.slow  # a real Voila server: in the full run, not in the fast lane
def test_the_server_serves_only_the_class_pages_never_the_teacher_guides_and_no_listing(tmp_path: Path) -> None:
    """Any device on the school Wi-Fi could list the notebooks at / and open the teacher guide with every answer."""
    proc, teacher, students = start_server(tmp_path, "--pool", "0", "--lang", "de")
    try:
        base, code = students.split("/voila/")[0], students.rsplit("=", 1)[1]
        for path in ("30_teacher_guide.ipynb", "30_lehrerhandreichung.ipynb", "50_inside_the_games.ipynb",
                     "%33%30_teacher_guide.ipynb", "30%5Fteacher_guide.ipynb", "./30_teacher_guide.ipynb",
                     "41_class.ipynb/../30_teacher_guide.ipynb", "41_class.ipynb/", "nothing.ipynb"):
            assert _status(f"{base}/voila/render/{path}")[0] == 404, path
        for path in ("/voila/api/contents", "/voila/api/contents/", "/voila/api/contents/30_teacher_guide.ipynb"):
            assert _status(base + path)[0] == 404, path
        assert _status(f"{base}/voila/files/30_teacher_guide.ipynb")[0] in (403, 404)
        for path in ("/", "/voila/tree", "/voila/tree/", "/voila/tree/notebooks"):
            status, where, _ = _status(base + path)
            assert (status, where) == (302, f"/voila/render/41_klasse.ipynb?class={code}"), path
        page = f"{base}/voila/render"
        for url in (students, f"{page}/21_lektion_ungeziffer.ipynb?class={code}", teacher,  # the class page's links
                    f"{page}/00_hier_starten.ipynb", f"{page}/11_play_ungeziffer.ipynb?class={code}&lang=de"):
            status, _, page = _status(url)
            assert status == 200 and "voila" in page.lower(), url
            assert "Traceback" not in page, url
            assert '<html lang="de">' in page, url  # a German class's pages say so (a screen reader reads German)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0
