"""Imports go one way (issue 20, docs/architecture.md): the shared widgets (``bugkit/ui``) import core, the game
packages and the exercise model, never lesson content; the exercise model imports no widget (ui imports it).

Every import is read from the source with ``ast``, those inside functions too (a late import is still an import)."""

from __future__ import annotations

import ast
import pkgutil
from pathlib import Path

import pytest

import bugkit.lessons

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "bugkit" / "ui"
MODEL = ("bugkit.lessons", "bugkit.lessons.answers")  # the exercise model: the lessons package root and its answers
CONTENT = sorted(f"bugkit.lessons.{m.name}" for m in pkgutil.iter_modules(bugkit.lessons.__path__)
                 if f"bugkit.lessons.{m.name}" not in MODEL)  # every lesson, the guide, the class dice, ...


def module_name(path: Path, root: Path = ROOT) -> str:
    """Return the dotted module name of a source file under ``root`` (``bugkit/ui/__init__.py`` -> bugkit.ui)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Return (line, module) for every import in a source file under ``root``, at any depth; ``from a import b``
    gives both a and a.b (b may be a module), relative imports resolved."""
    package = module_name(path, root).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out.append((node.lineno, module))
            out += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return out


def is_content(module: str) -> bool:
    """Return True for a module of lesson content (``bugkit.lessons.<x>`` other than the exercise model)."""
    return any(module == c or module.startswith(c + ".") for c in CONTENT)


def content_imports(folder: Path, root: Path = ROOT) -> list[str]:
    """Return 'file:line imports module' for every import of lesson content in the Python files under ``folder``
    (a package folder under ``root``)."""
    found: dict[str, str] = {}  # one line per import statement: its first content module
    for path in sorted(folder.rglob("*.py")):
        for line, module in imported(path, root):
            if is_content(module):
                found.setdefault(f"{path.relative_to(root)}:{line}", module)
    return [f"{where} imports {module}" for where, module in found.items()]


def test_the_lesson_content_is_known() -> None:
    # the check cannot pass by finding nothing: the lessons, the guide and the class dice are content
    assert {"bugkit.lessons.ungeziffer", "bugkit.lessons.guide", "bugkit.lessons.class_dice",
            "bugkit.lessons.luck_or_skill"} <= set(CONTENT)
    assert not is_content("bugkit.lessons") and not is_content("bugkit.lessons.answers")
    assert is_content("bugkit.lessons.guide.wuerfel_wg")


def test_the_widgets_import_no_lesson_content() -> None:
    """bugkit/ui imports core, the game packages and the exercise model (``bugkit.lessons``' model names and
    ``bugkit.lessons.answers``) only; the per-lesson dice experiments live in bugkit/lessons/class_dice.py."""
    found = content_imports(UI)
    assert found == [], "bugkit/ui imports lesson content:\n" + "\n".join(found)


def test_the_exercise_model_imports_no_widget_and_no_lesson() -> None:
    """The model ui imports (bugkit/lessons/__init__.py, answers.py) imports neither ui (a cycle) nor lesson content."""
    for name in ("__init__.py", "answers.py"):
        path = ROOT / "bugkit" / "lessons" / name
        bad = [f"{line}: {module}" for line, module in imported(path)
               if is_content(module) or module == "bugkit.ui" or module.startswith("bugkit.ui.")]
        assert bad == [], f"{name} imports {bad}"


@pytest.mark.parametrize("source", [
    "from ..lessons.guide import LESSONS",
    "def f():\n    from ..lessons.ungeziffer import GREEN",
    "from ..lessons import guide",
    "import bugkit.lessons.voll_verasselt",
])
def test_an_import_of_lesson_content_is_found(source: str, tmp_path: Path) -> None:
    # the walk finds every form: from-imports at any depth, a content module named as a name, a plain import
    folder = tmp_path / "bugkit" / "ui"
    folder.mkdir(parents=True)
    (folder / "probe.py").write_text(source + "\n", encoding="utf-8")
    assert len(content_imports(folder, tmp_path)) == 1
    (folder / "probe.py").write_text("from ..lessons import Exercise\nfrom ..lessons.answers import read_answer\n",
                                     encoding="utf-8")
    assert content_imports(folder, tmp_path) == []
