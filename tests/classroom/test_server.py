"""``python -m bugkit.classroom serve`` (issue 23): two lines on stdout, pages answer, Ctrl-C stops every kernel."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bugkit.classroom.server import children, note_children, parse_args, started, stop, store_url, voila_config
from bugkit.classroom.store import ClassStore
from bugkit.core.errors import InvalidInput

from .serving import start_server, voila_log

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
        log = voila_log(proc)
        assert log is not None and log.parent.name.startswith("bugkit-classroom-")
    finally:
        proc.send_signal(signal.SIGINT)  # what Ctrl-C sends
        proc.wait(timeout=60)
    assert proc.returncode == 0
    assert not log.parent.exists(), "a stopped server leaves its folder (Voila's log, config, sockets) behind"
    assert not [pid for pid in [*voila, *kernels] if _alive(pid)]
    assert proc.stdout is not None and proc.stdout.read() == ""  # exactly two lines, nothing more


def _sleeper() -> subprocess.Popen[bytes]:
    """Return a started process that waits a minute (stands for Voila, a kernel or an unrelated program)."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])


def test_stop_kills_only_the_kernels_it_saw_never_a_program_given_a_seen_pid_since() -> None:
    """A server that ran all day has noted many kernels; a pid whose kernel ended may belong to another program by
    the time the server stops (here: a pid noted with another start time). Only processes that started when the
    noted kernel did are killed."""
    voila, kernel, other = _sleeper(), _sleeper(), _sleeper()
    try:
        start = started(other.pid)
        assert start is not None and started(kernel.pid) is not None
        stop(voila, {kernel.pid: started(kernel.pid) or 0, other.pid: start - 1})  # other: not the program noted
        assert voila.wait(timeout=30) == -signal.SIGTERM
        assert kernel.wait(timeout=30) == -signal.SIGKILL
        time.sleep(0.5)
        assert other.poll() is None and started(other.pid) == start
    finally:
        for proc in (voila, kernel, other):
            proc.kill()
            proc.wait()
    assert started(other.pid) is None  # ended: nothing to confuse it with


def test_note_children_and_stop_check_their_inputs() -> None:
    me: dict[int, int] = {}
    with subprocess.Popen([sys.executable, "-c", "import subprocess, sys, time; subprocess.Popen("
                           "[sys.executable, '-c', 'import time; time.sleep(60)']); time.sleep(60)"]) as parent:
        try:
            deadline = time.monotonic() + 30
            while not me and time.monotonic() < deadline:
                note_children(me, parent.pid)
                time.sleep(0.1)
            ((pid, start),) = me.items()
            assert children(parent.pid) == [pid] and started(pid) == start
        finally:
            for child in me:
                os.kill(child, signal.SIGKILL)
            parent.kill()
    for bad in ([1, 2], {0: 1}, {1: -1}, {1: "x"}, "1"):
        with pytest.raises(InvalidInput):
            stop(parent, bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        stop("voila", {})  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        started(0)


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


def test_a_page_kernel_nobody_is_connected_to_is_stopped_after_cull_after(tmp_path: Path) -> None:
    """An iPad that reloads a page or closes it does not tell Voila (no goodbye from the page), so its kernel stayed
    for the whole day (100-150 MB each, and a class reloads often). The server has Voila stop a page's kernel that
    no page has been connected to for ``--cull-after`` seconds (default 30 minutes; 0 never)."""
    import json

    from bugkit.classroom.server import CULL_AFTER_S, MAX_CULL_S

    assert parse_args(["serve"]).cull_after == CULL_AFTER_S == 1800
    config = json.loads((voila_config(tmp_path, [], 0) / "voila.json").read_text())["MappingKernelManager"]
    assert config == {"cull_idle_timeout": 1800, "cull_connected": False, "cull_interval": 300}
    config = json.loads((voila_config(tmp_path, [], 0, cull_after=0) / "voila.json").read_text())
    assert config["MappingKernelManager"]["cull_idle_timeout"] == 0
    for bad in ("-1", str(MAX_CULL_S + 1), "never"):
        with pytest.raises(SystemExit) as refused:
            parse_args(["serve", "--cull-after", bad])
        assert refused.value.code == 2
    for wrong in (-1, MAX_CULL_S + 1, 2.5, "60"):
        with pytest.raises(ValueError, match="cull_after"):
            voila_config(tmp_path, [], 0, cull_after=wrong)  # type: ignore[arg-type]


@pytest.mark.slow  # a real Voila server
def test_a_real_server_stops_the_kernel_of_a_page_left_without_a_goodbye(tmp_path: Path) -> None:
    """A page fetched and left (no browser connects to its kernel, as after an iPad's reload) keeps its kernel for
    ``--cull-after`` seconds, then Voila stops it; a preheated kernel waiting for a page stays."""
    import urllib.request

    proc, _, students = start_server(tmp_path, "--pool", "1", "--preheat", "21_lesson_ungeziffer.ipynb",
                                     "--cull-after", "4")
    try:
        voila = children(proc.pid)[0]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not children(voila):
            time.sleep(0.5)
        waiting = set(children(voila))
        assert len(waiting) == 1, "one preheated kernel for the one lesson page"
        base = students.split("/voila/")[0]
        urllib.request.urlopen(f"{base}/voila/render/11_play_ungeziffer.ipynb", timeout=120).read()
        page = set(children(voila)) - waiting
        assert len(page) == 1, "the play page got its own kernel"
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline and page & set(children(voila)):
            time.sleep(0.5)
        assert not page & set(children(voila)), "the page's kernel was not stopped"
        assert set(children(voila)) == waiting
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


def test_a_missing_class_page_names_the_real_build_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The error named scripts/notebooks/40_class_pages.py, which does not exist: it names build_notebooks.py with
    the prefix that builds the class pages."""
    from bugkit.classroom.server import main

    assert main(["serve", "--lang", "de", "--notebooks", str(tmp_path), "--store",
                 f"sqlite:///{tmp_path / 'class.sqlite'}"]) == 2
    err = capsys.readouterr().err
    assert "40_klasse_lehrkraft.ipynb is missing" in err
    assert ".venv/bin/python scripts/build_notebooks.py 4)" in err
    assert (ROOT / "scripts" / "build_notebooks.py").is_file()
    assert not (tmp_path / "class.sqlite").exists()  # refused before a class is made


@pytest.mark.slow  # the build script itself, as a teacher runs it (4 s): in the full run, not in the fast lane
def test_the_build_command_the_server_names_builds_the_class_pages() -> None:
    """The prefix "4" that the missing page's message names (above) is one the build script knows."""
    built = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_notebooks.py"), "4", "--check"],
                           capture_output=True, text=True, timeout=120)
    assert "no notebook is called" not in built.stderr  # "4" names the class pages 40_* and 41_*


def test_a_named_preheat_page_must_be_there_but_pages_nobody_preheats_need_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A page named with --preheat that is missing is refused before a class is made; with --pool 0 nothing is
    preheated, so a folder of only the class pages (as the browser tests serve) is not refused for its lessons."""
    from bugkit.classroom.server import CLASS_PAGES, TEACHER_PAGES, main

    store = f"sqlite:///{tmp_path / 'class.sqlite'}"
    for page in (TEACHER_PAGES["de"], CLASS_PAGES["de"]):
        (tmp_path / page).write_text("{}")
    assert main(["serve", "--lang", "de", "--notebooks", str(tmp_path), "--store", store, "--preheat",
                 "21_lektion_ungeziffer.ipynb"]) == 2
    assert "21_lektion_ungeziffer.ipynb is missing" in capsys.readouterr().err
    assert not (tmp_path / "class.sqlite").exists()


def test_preheat_refuses_a_page_that_is_no_lesson_page_of_the_class_and_lists_the_valid_ones() -> None:
    """A typo (21_lektion_ungezifer.ipynb) was accepted and silently not preheated."""
    from bugkit.classroom.teacher import LESSON_PAGES

    assert parse_args(["serve", "--lang", "de", "--preheat", "21_lektion_ungeziffer.ipynb"]).preheat == [
        "21_lektion_ungeziffer.ipynb"]
    for lang, bad in (("de", "21_lektion_ungezifer.ipynb"), ("de", "21_lesson_ungeziffer.ipynb"),
                      ("en", "30_teacher_guide.ipynb"), ("en", "../x.ipynb"), ("en", "21_lesson_ungeziffer")):
        with pytest.raises(SystemExit) as refused:
            parse_args(["serve", "--lang", lang, "--preheat", bad])
        assert refused.value.code == 2
        message = str(refused.value)
        assert bad in message and f"--lang {lang}" in message
        assert all(page in message for page, _ in LESSON_PAGES[lang])


def test_the_class_server_serves_the_class_lesson_play_and_start_pages_never_a_teacher_guide(tmp_path: Path) -> None:
    """Voila served the whole notebooks folder: any device on the school Wi-Fi could open the teacher guide."""
    import json

    from bugkit.classroom.server import CLASS_PAGES, TEACHER_PAGES, served_pages
    from bugkit.classroom.teacher import LESSON_PAGES, PLAY_PAGES

    needed = {*CLASS_PAGES.values(), *TEACHER_PAGES.values(), *(p for pages in LESSON_PAGES.values() for p, _ in pages),
              *(p for p, _ in PLAY_PAGES), "00_start_here.ipynb", "00_hier_starten.ipynb",
              "42_class_mode.ipynb", "42_klassenmodus.ipynb"}  # (the start pages link the how-to: no answer in it)
    served = served_pages(ROOT / "notebooks")
    assert set(served) == needed  # a new notebook in notebooks/ makes this fail: decide whether a class may open it
    assert not [p for p in served if p.startswith(("30_", "50_"))]
    (tmp_path / "nb").mkdir()
    for name in ("29_lesson_class.ipynb", "30_teacher_guide.ipynb", "50_inside_the_games.ipynb", ".hidden.ipynb",
                 "notes.txt"):
        (tmp_path / "nb" / name).write_text("{}")
    assert served_pages(tmp_path / "nb") == ["29_lesson_class.ipynb"]  # a folder of one's own (--notebooks)
    for wrong in ("x" * 300, "9" * 5000, None):
        with pytest.raises(InvalidInput):
            served_pages(wrong)  # type: ignore[arg-type]
    config = json.loads((voila_config(tmp_path / "c", [], 0, served=served, home="/voila/render/41_class.ipynb?class"
                                      "=K7QX2M") / "voila.json").read_text())
    assert config["ClassVoila"] == {"pages": served, "home": "/voila/render/41_class.ipynb?class=K7QX2M"}
    for bad in ({"served": ["../30_teacher_guide.ipynb"]}, {"served": ["x.py"]}, {"served": "41_class.ipynb"},
                {"home": "http://elsewhere/"}, {"home": 3}):
        with pytest.raises(InvalidInput):
            voila_config(tmp_path / "c", [], 0, **bad)  # type: ignore[arg-type]


def test_no_page_the_class_server_serves_shows_a_picture_from_outside_its_folder() -> None:
    """The class-mode how-to showed its pictures from ../docs/: the class server's Voila serves notebooks/ only, and
    such a path stopped the whole page ("outside root contents directory"), so a teacher's "how it works" never
    opened. A page's pictures are in the notebook (attachments), data, or files beside it."""
    import re

    import nbformat

    from bugkit.classroom.server import served_pages

    folder = ROOT / "notebooks"
    pictures = 0
    for page in served_pages(folder):
        for cell in nbformat.read(folder / page, as_version=4).cells:
            if cell.cell_type != "markdown":
                continue
            for target in re.findall(r"!\[[^\]]*\]\(([^)\s]+)", cell.source):
                pictures += 1
                attached = target.removeprefix("attachment:")
                assert attached in cell.get("attachments", {}) or target.startswith(("data:", "https:")) or (
                    ".." not in target and (folder / target).is_file()), (page, target)
    assert pictures >= 6  # (the how-to's three pictures in each language are looked at)


def test_a_link_to_a_section_of_a_served_page_names_a_heading_it_has() -> None:
    """The German how-to's "Schul-WLAN und Datenschutz" and its two links to the English page's sections used
    GitHub's anchors (#schul-wlan-und-datenschutz); the page's heading ids keep their words and case
    (#Schul-WLAN-und-Datenschutz), so a tap went nowhere."""
    import re

    import nbformat

    from bugkit.classroom.server import served_pages

    folder = ROOT / "notebooks"

    def ids(page: str) -> set[str]:
        cells = nbformat.read(folder / page, as_version=4).cells
        return {line.lstrip("#").strip().replace(" ", "-") for c in cells if c.cell_type == "markdown"
                for line in c.source.splitlines() if line.startswith("#")}

    links = 0
    for page in served_pages(folder):
        for cell in nbformat.read(folder / page, as_version=4).cells:
            if cell.cell_type == "markdown":
                for target, anchor in re.findall(r"\]\(([\w.]*)#([^)\s]+)\)", cell.source):
                    links += 1
                    assert anchor in ids(target or page), (page, target, anchor)
    assert links >= 3  # (the German how-to's three are looked at)


def test_the_pages_say_the_class_language(tmp_path: Path) -> None:
    """Every German page said ``<html lang="en">``: a screen reader read German words as English. Voila's page gets
    the class's language (the real-server test checks a German class's pages)."""
    import json

    assert json.loads((voila_config(tmp_path, [], 0) / "voila.json").read_text())["VoilaExporter"] == {
        "language_code": "en"}
    config = json.loads((voila_config(tmp_path, [], 0, lang="de") / "voila.json").read_text())
    assert config["VoilaExporter"] == {"language_code": "de"}
    with pytest.raises(ValueError, match="lang"):
        voila_config(tmp_path, [], 0, lang="fr")


def test_kernels_talk_to_voila_over_unix_sockets_where_the_paths_fit(tmp_path: Path) -> None:
    """With TCP, jupyter_client picks a kernel's five ports and the kernel binds them a moment later; a port taken
    meanwhile (another kernel starting, any program) left the kernel alive but deaf and the child's page blank for
    good (CI, three lesson pages opened at once). Kernels use Unix sockets in the server's folder where they can."""
    import json

    from bugkit.classroom.server import KERNEL_SOCKET_NAME, SOCKET_PATH_MAX, kernel_sockets

    deep = Path("/" + "d" * (SOCKET_PATH_MAX - len(KERNEL_SOCKET_NAME) - 1))  # the deepest folder that fits
    assert kernel_sockets(deep) == deep  # (Linux has Unix sockets)
    assert kernel_sockets(deep / "e") is None  # a socket's path would be too long for the system: TCP
    config = json.loads((voila_config(tmp_path / "c", [], 0, sockets=deep) / "voila.json").read_text())
    assert config["KernelManager"] == {"transport": "ipc"}
    assert config["Voila"] == {"connection_dir_root": str(deep)}
    config = json.loads((voila_config(tmp_path / "c", [], 0) / "voila.json").read_text())
    assert "KernelManager" not in config and "Voila" not in config  # Voila's own: TCP ports
    for bad in (deep / "e", "no/such/folder" * 10, 3):
        with pytest.raises(InvalidInput, match="sockets"):
            voila_config(tmp_path / "c", [], 0, sockets=bad)  # type: ignore[arg-type]


@pytest.mark.slow  # a real Voila server and a kernel
def test_a_page_kernel_of_the_real_server_listens_on_unix_sockets_not_on_ports(tmp_path: Path) -> None:
    """The kernel of a page the real server opened reads its five channels from Unix sockets, not TCP ports."""
    import json
    import stat
    import urllib.request

    proc, _, students = start_server(tmp_path, "--pool", "0")
    try:
        page = urllib.request.urlopen(students, timeout=240).read().decode()
        assert "application/vnd.jupyter.widget-view+json" in page  # the kernel ran the class page
        voila = children(proc.pid)[0]
        kernels = children(voila)
        assert len(kernels) == 1, "the class page's kernel"
        argv = Path(f"/proc/{kernels[0]}/cmdline").read_bytes().decode().split("\0")
        info = json.loads(Path(argv[argv.index("-f") + 1]).read_text())
        assert info["transport"] == "ipc", info
        for channel in ("shell", "iopub", "stdin", "control", "hb"):
            assert stat.S_ISSOCK(Path(f"{info['ip']}-{info[channel + '_port']}").stat().st_mode), channel
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)


@pytest.mark.slow  # a real Voila server
def test_a_page_whose_kernel_does_not_start_tells_the_child_to_reload(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A kernel that did not start (CI: it could not bind a port, then hung) left the page's spinner turning for
    good: Voila 0.5.13 logged the error in a task nobody awaits and never ended the page. The page now ends with
    words in the class's language and a Reload button, and the kernel is shut down."""
    import html
    import json
    import shutil
    import threading
    import urllib.request

    import nbformat

    from bugkit.classroom.voila_app import failed_page
    from bugkit.core.i18n import t

    spec = tmp_path / "jupyter" / "kernels" / "dies"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({"argv": [sys.executable, "-c", "raise SystemExit(3)",
                                                           "{connection_file}"],
                                                  "display_name": "dies at once", "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    for page in ("40_klasse_lehrkraft.ipynb", "41_klasse.ipynb"):
        shutil.copy(ROOT / "notebooks" / page, notebooks / page)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("print('never runs')")]
    nb.metadata["kernelspec"] = {"name": "dies", "display_name": "dies at once", "language": "python"}
    nbformat.write(nb, str(notebooks / "29_lektion_klasse.ipynb"))
    proc, _, students = start_server(tmp_path, "--pool", "0", "--lang", "de", "--notebooks", str(notebooks))
    try:
        got: list[str] = []
        url = students.split("/voila/")[0] + "/voila/render/29_lektion_klasse.ipynb"
        reader = threading.Thread(target=lambda: got.append(urllib.request.urlopen(url, timeout=60).read().decode()),
                                  daemon=True)
        reader.start()
        reader.join(timeout=180)
        assert got, "the page never ended (Voila kept it waiting)"
        assert got[0].rstrip().endswith(failed_page("de").rstrip())
        assert html.escape(t("class.page_failed", "de")) in got[0] and "Neu laden" in got[0]
        voila = children(proc.pid)[0]
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and children(voila):
            time.sleep(0.5)
        assert children(voila) == [], "the failed page's kernel was not shut down"
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
