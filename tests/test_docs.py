"""The Python examples in the docs run as printed (docs/architecture.md, README's 'Using bugkit from Python')."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import bugkit

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "docs" / "architecture.md", ROOT / "README.md"]


def python_blocks(path: Path) -> list[str]:
    """Return the ```python blocks of a markdown file."""
    return re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_python_examples_run(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocks = python_blocks(path)
    assert blocks, f"{path.name} has no python example"
    for block in blocks:
        exec(compile(block, str(path), "exec"), {})
    if path.name == "architecture.md":
        out = capsys.readouterr().out
        assert "True 252" in out and out.count("4651/7776") == 2 and '"steps"' in out


@pytest.mark.parametrize(("notebook", "lang"), [("00_hier_starten.ipynb", "de"), ("00_start_here.ipynb", "en")])
def test_start_pages_read_in_one_language(notebook: str, lang: str) -> None:
    import json

    from bugkit.core.i18n import language_problems

    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    text = re.sub(r"\]\([^)]*\)|`[^`]*`|<style>.*?</style>", "] ", text)  # link targets, file names, the links' style
    games = ("Würfel", "WG", "Wanzen", "tanzen", "Voll", "verasselt", "Ungeziffer", "Kakerlakentanz")  # box names
    assert language_problems(text, lang, allow=("Voila", "README", "Binder", "JupyterLab", *games)) == []


GAME_DOC = ROOT / "docs" / "adding_a_game.md"


def test_the_files_and_names_the_game_recipe_points_to_are_there() -> None:
    """docs/adding_a_game.md: every repository path it names exists (the ``<game>`` ones are tests/test_layout.py's),
    each ``NAME`` it places in a file is defined at the top of that file, and each test it names is a test."""
    text = GAME_DOC.read_text(encoding="utf-8")
    paths = {p for p in re.findall(r"`((?:bugkit|tests|scripts|play|docs|lessons)/[^`\s]*)`", text)
             if "<game>" not in p and "1N_" not in p}
    assert len(paths) >= 10 and sorted(p for p in paths if not list(ROOT.glob(p.rstrip("/")))) == []
    placed = re.findall(r"`(\w+)` (?:in |\()`([\w/.<>]+\.py)`", text)  # a <game> path: every registered game's
    assert {name for name, _ in placed} >= {"GAME_NAMES", "ARGUMENT_SAMPLES", "PLAY_PAGES", "SIMPLE_OPPONENT"}
    files = [(name, path.replace("<game>", game)) for name, path in placed
             for game in (bugkit.GAMES if "<game>" in path else [""])]
    assert [(name, path) for name, path in files if not re.search(
        rf"^(?:def |class )?{name}\b", (ROOT / path).read_text(encoding="utf-8"), re.M)] == []
    tests = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py"))
    named = re.findall(r"`(test_\w+)`", text)
    assert named and [name for name in named if f"def {name}(" not in tests] == []
