"""The README's and docs' commands that can run offline, run as written: the notebook and Binder-link checks, the
play command's JupyterLab (rooted at the repository, the start page as its address, as root too) and Voila's address
form; every relative link in the docs and notebooks leads to a file; Binder uses the tests' pins and constraints;
and none of this changes the checkout."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

import bugkit

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent  # the README's .venv/bin
README = ROOT / "README.md"
DOCS = [README, *sorted((ROOT / "docs").rglob("*.md"))]  # docs/boards/README.md too


def shell_blocks(path: Path) -> list[str]:
    """Return the commands of every ```bash block, and of every block with no language, of a Markdown page (comments
    dropped)."""
    commands, language = [], None  # the language of the block the line is in (None: outside every block)
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            language = line[3:].strip() if language is None else None
        elif language in ("bash", "") and line.strip():
            commands.append(line.split("  #")[0].strip())
    return commands


def inline_commands(path: Path) -> list[str]:
    """Return the commands quoted inline in a Markdown page that start with .venv/bin/."""
    return re.findall(r"`(\.venv/bin/[^`]+)`", path.read_text(encoding="utf-8"))


def as_run_here(command: str) -> list[str]:
    """Return the argument list of a README command, with .venv/bin/ meaning this test's environment."""
    return [str(BIN / word.removeprefix(".venv/bin/")) if word.startswith(".venv/bin/") else word
            for word in shlex.split(command)]


def git_status() -> str:
    """Return `git status --porcelain` of the checkout (skip the test when it is not a git checkout)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout


@pytest.fixture
def unchanged_checkout() -> Iterator[None]:
    """Fail the test if it changed anything that `git status` sees."""
    before = git_status()
    yield
    assert git_status() == before, "the command changed the checkout"


CHECKS = sorted({c for page in DOCS for c in inline_commands(page) if c.endswith("--check")})


# building every notebook to compare (a subprocess, seconds of CPU) is in the full run, not in the fast lane
@pytest.mark.parametrize("command", [pytest.param(c, marks=pytest.mark.slow) if "build_notebooks" in c else c
                                     for c in CHECKS])
def test_the_documented_check_commands_pass_and_write_nothing(command: str, unchanged_checkout: None) -> None:
    done = subprocess.run(as_run_here(command), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_the_readme_names_the_notebook_and_binder_checks() -> None:
    checks = {c for c in inline_commands(README) if c.endswith("--check")}
    assert ".venv/bin/python scripts/build_notebooks.py --check" in checks
    assert ".venv/bin/python scripts/binder_links.py --check" in checks or any(
        "binder_links.py" in c for c in inline_commands(README))


def play_command() -> list[str]:
    """Return the README's play command's last part (the JupyterLab start), as an argument list."""
    text = README.read_text(encoding="utf-8")
    block = re.search(r"Play \(.*?```bash\n(.*?)\n```", text, re.S)
    assert block, "README has no play command"
    last = block.group(1).split("&&")[-1].strip()
    assert last.startswith(".venv/bin/jupyter lab")
    return as_run_here(last)


def test_the_readme_commands_use_the_venv_and_no_bare_python() -> None:
    for page in DOCS:
        commands = shell_blocks(page) + inline_commands(page)
        text = page.read_text(encoding="utf-8")
        bare = re.findall(r"`python (?:scripts|benchmarks)/[^`]*`", text) + [
            c for c in commands if re.match(r"(?:python|pytest|ruff|mypy)(?: |$)", c)]
        assert bare == [], f"{page.name}: say .venv/bin/python, not python: {bare}"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _get(url: str, follow: bool = True, timeout: float = 120) -> tuple[int, str]:
    """Return the HTTP status and the Location header (if any) of a GET, once its whole body has come, as a browser
    reads it (a Voila page streams its cells while its kernel runs them: a client that hung up after the headers
    left JupyterLab waiting, when stopped, on a thread that never ended, until the test killed it 30 s later)."""
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=timeout) as answer:
            answer.read()
            return answer.status, answer.headers.get("Location", "")
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Location", "")


def _serve(command: list[str], tmp_path: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Start a Jupyter server in the repository folder with its state in tmp_path; return it and its base URL."""
    port = _free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(tmp_path / "config"), JUPYTER_RUNTIME_DIR=str(tmp_path / "run"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"), JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "s"))
    proc = subprocess.Popen([*command, "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                             "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.port_retries=0"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the server exited: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
        try:
            _get(f"{base}/api/status", timeout=5)
            return proc, base
        except (urllib.error.URLError, OSError):
            time.sleep(0.5)
    proc.terminate()
    raise AssertionError("the server did not answer within 3 minutes")


def _stop(proc: subprocess.Popen[bytes]) -> bool:
    """Return True if the server ended by itself on SIGTERM within 30 s (else it is killed)."""
    proc.terminate()
    try:
        proc.wait(timeout=30)
        return True
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return False


def notebook_link_targets() -> set[str]:
    """Return every relative link target (repository paths) of the notebooks' Markdown (pictures too)."""
    found = set()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        found |= {os.path.normpath(f"notebooks/{t}") for t in relative_links(text)}
    return found


def link_targets() -> set[str]:
    """Return every relative link target (repository paths) of the notebooks and docs/."""
    found = notebook_link_targets()
    for page in DOCS:
        base = page.parent.relative_to(ROOT)
        found |= {os.path.normpath(str(base / t)) for t in relative_links(page.read_text(encoding="utf-8"))}
    return found


def relative_links(markdown: str) -> list[str]:
    """Return the files that the relative links of a Markdown text lead to (no URL, no anchor-only link): each target
    without its query (a start page's ``?lang=de``) and anchor."""
    targets = (re.split(r"[?#]", t)[0] for t in re.findall(r"\]\(([^)\s]+)\)", markdown) if not re.match(r"[a-z]+:", t))
    return [t for t in targets if t]


def test_every_relative_link_leads_to_a_file_inside_the_repository() -> None:
    for target in sorted(link_targets()):
        path = (ROOT / target).resolve()
        assert path.is_relative_to(ROOT) and path.exists(), f"a link leads nowhere: {target}"


def test_every_board_picture_is_linked_from_a_page_and_every_linked_one_exists() -> None:
    """docs/boards/ holds no orphan: each file there (the pictures the browser tests take, the gallery page) is the
    target of a link on a page, and no link leads to a picture that is not there."""
    boards = {f"docs/boards/{p.name}" for p in (ROOT / "docs" / "boards").iterdir()}
    linked = {t for t in link_targets() if t.startswith("docs/boards/")}
    assert any(p.endswith(".png") for p in boards)
    assert sorted(boards - linked) == [], "a board picture that no page links (docs/boards/README.md lists them)"
    assert sorted(linked - boards) == [], "a link to a board picture that is not in docs/boards/"


@pytest.mark.slow
def test_the_play_command_opens_the_start_page_with_the_repository_as_root(tmp_path: Path,
                                                                          unchanged_checkout: None) -> None:
    """The README's JupyterLab (as root here when the tests run as root): / leads to the start page as an app (in
    JupyterLab a child met code and "Run All", and the German page's links lost ``?lang=de``), the notebooks are in
    JupyterLab at /lab, every link of the notebooks and docs is served, and the app pages under the one address
    form."""
    proc, base = _serve(play_command(), tmp_path)
    try:
        status, where = _get(f"{base}/", follow=False)
        assert status in (301, 302) and where.rstrip("?").endswith("/voila/render/notebooks/00_start_here.ipynb"), \
            where
        assert _get(f"{base}/lab/tree/notebooks/00_start_here.ipynb")[0] == 200
        for target in sorted(link_targets()):
            assert _get(f"{base}/api/contents/{target}?content=0")[0] == 200, target
        assert _get(f"{base}/voila/render/notebooks/00_start_here.ipynb")[0] == 200
        # what a notebook links besides notebooks opens from its app page too (voila.json: the worksheets' PDFs
        # and the pictures; a .md file got "403: Forbidden", so the pages link notebooks instead)
        for target in sorted(notebook_link_targets()):
            if not target.endswith(".ipynb"):
                assert _get(f"{base}/voila/render/{target}")[0] == 200, target
    finally:
        stopped = _stop(proc)
    assert stopped, "JupyterLab did not stop on SIGTERM within 30 s"
    # each app page's kernel that no page is connected to is stopped after 30 minutes (a closed page's own goodbye
    # is refused by JupyterLab's server, voila#1458: a class's closed pages piled up); an open one never
    log = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    assert "Culling kernels with idle durations > 1800 seconds" in log, log[-2000:]
    assert "even with connected clients" not in log


@pytest.mark.slow
def test_voila_alone_serves_the_same_address_form(tmp_path: Path, unchanged_checkout: None) -> None:
    """docs/app_mode.md's Voila command, run in the repository folder, serves /voila/render/notebooks/<nb>.ipynb."""
    command = next(c for c in shell_blocks(ROOT / "docs" / "app_mode.md") if c.startswith(".venv/bin/voila"))
    proc, base = _serve([w for w in as_run_here(command) if w != "--no-browser"], tmp_path)
    try:
        assert _get(f"{base}/voila/render/notebooks/00_start_here.ipynb")[0] == 200
    finally:
        _stop(proc)


def pins(path: Path) -> dict[str, str]:
    """Return {package: version} of the `name==version` lines of a requirements file."""
    found = re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", path.read_text(encoding="utf-8"), re.M)
    return {name.lower(): version for name, version in found}


def test_binder_uses_the_same_pins_and_constraints_as_the_tests() -> None:
    binder = ROOT / "binder" / "requirements.txt"
    constraints = re.findall(r"^-c\s+(\S+)", binder.read_text(encoding="utf-8"), re.M)
    assert [(binder.parent / c).resolve() for c in constraints] == [ROOT / "constraints.txt"]
    tested, frozen = pins(ROOT / "requirements.txt"), pins(ROOT / "constraints.txt")
    for name, version in pins(binder).items():
        assert tested.get(name) == version, f"binder pins {name}=={version}, the tests use {tested.get(name)}"
        assert frozen.get(name) == version, f"binder pins {name}=={version}, constraints.txt says {frozen.get(name)}"


def test_binder_links_all_open_the_one_repository_setting() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import binder_links
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    wanted = binder_links.repository()
    links = [m.group(1) for page in DOCS for m in binder_links.LINK.finditer(page.read_text(encoding="utf-8"))]
    assert links, "no Binder link found"
    assert set(links) == {wanted}


DEBIAN_PYTHON = "3.11.2"  # python3 on a fresh Debian 12, the README's machine


def test_every_pinned_package_installs_on_the_python_of_a_fresh_debian() -> None:
    """Each installed distribution's own Requires-Python admits Debian 12's python3, so the README's commands resolve
    there too (soupsieve 4.1.3, which needs 3.11.5, once made them fail on a fresh Debian)."""
    from importlib.metadata import distributions

    from packaging.specifiers import SpecifierSet

    frozen = pins(ROOT / "constraints.txt")
    checked = 0
    for dist in distributions():
        name = dist.metadata["Name"].lower().replace("_", "-")
        if frozen.get(name) != dist.version:
            continue
        checked += 1
        needs = dist.metadata.get("Requires-Python") or ""
        assert DEBIAN_PYTHON in SpecifierSet(needs), (
            f"{name}=={dist.version} needs Python {needs}: a fresh Debian's python3 is {DEBIAN_PYTHON}")
    assert checked >= len(frozen) // 2, f"only {checked} of {len(frozen)} pins found installed"


HYPOTHESIS_TEST = '''from hypothesis import given, strategies as st

import shapes


@given(st.integers())
def test_any_number(n: int) -> None:
    assert shapes.twice(n) == 2 * n
'''
SHAPES = '''SIDES = 123_457  # a module of the checkout, not a test: Hypothesis collects its constants and caches them


def twice(n: int) -> int:
    return n + n if n != SIDES else 2 * SIDES
'''


def test_hypothesis_keeps_its_files_out_of_the_checkout(tmp_path: Path) -> None:
    """A Hypothesis test run from a checkout leaves no ``.hypothesis/`` in it (.gitignore hides that folder, so
    ``git status`` would not tell), and its temporary folder is gone at the end: the repository's two conftest files
    and one Hypothesis test, run by pytest in a copy of the checkout's layout."""
    checkout, scratch = tmp_path / "checkout", tmp_path / "tmp"
    (checkout / "tests").mkdir(parents=True)
    scratch.mkdir()
    shutil.copy(ROOT / "conftest.py", checkout / "conftest.py")
    shutil.copy(ROOT / "tests" / "conftest.py", checkout / "tests" / "conftest.py")
    (checkout / "tests" / "test_numbers.py").write_text(HYPOTHESIS_TEST, encoding="utf-8")
    (checkout / "shapes.py").write_text(SHAPES, encoding="utf-8")
    env = {**os.environ, "TMPDIR": str(scratch), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("HYPOTHESIS_STORAGE_DIRECTORY", None)
    done = subprocess.run([sys.executable, "-m", "pytest", "tests", "-p", "no:cacheprovider", "-p", "no:nbval",
                           "-o", "addopts=", "-q", "--basetemp", str(scratch / "pytest")], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr
    assert sorted(p.name for p in checkout.iterdir()) == ["conftest.py", "shapes.py", "tests"]
    assert [p.name for p in scratch.iterdir()] == ["pytest"]  # Hypothesis's folder removed at the end


NEEDS_A_GAME = "import bugkit\n\nSPEC = bugkit.GAMES[{game!r}]  # as the lessons ask for every game on import\n\n\n" \
               "def test_it() -> None:\n    assert SPEC.name == {game!r}\n"


def test_a_run_restricted_by_bugkit_games_skips_the_files_that_need_a_game_left_out(tmp_path: Path) -> None:
    """With ``BUGKIT_GAMES=<one game>`` the test files that import the lessons (which need every game) stopped the
    run at collection; they are skipped now, saying why. A file that fails to import for any other reason is still an
    error: the repository's tests/conftest.py, run by pytest on three files in a copy of the checkout's layout."""
    kept, left_out = bugkit.GAME_NAMES[:2]
    checkout = tmp_path / "checkout"
    (checkout / "tests").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "conftest.py", checkout / "tests" / "conftest.py")
    (checkout / "tests" / "test_alone.py").write_text(NEEDS_A_GAME.format(game=kept), encoding="utf-8")
    (checkout / "tests" / "test_lesson.py").write_text(NEEDS_A_GAME.format(game=left_out), encoding="utf-8")
    (checkout / "tests" / "test_broken.py").write_text("raise ValueError('broken')\n", encoding="utf-8")
    env = {**os.environ, "BUGKIT_GAMES": kept, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, "-m", "pytest", "tests", "-p", "no:cacheprovider", "-p", "no:nbval",
                           "-o", "addopts=", "-q", "-rs", "--continue-on-collection-errors",
                           "--basetemp", str(tmp_path / "pytest")], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=120)
    out = done.stdout + done.stderr
    assert "1 passed, 1 skipped, 1 error" in out and "ValueError: broken" in out, out
    assert f"test_lesson.py:0: its import needs {left_out}, which BUGKIT_GAMES={kept} leaves out" in out, out
