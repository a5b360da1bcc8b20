"""Build the lesson notebooks from their jupytext sources: ``lessons/XX.py`` -> executed ``notebooks/XX.ipynb``.

Usage (from the repository root, with PYTHONPATH pointing at this checkout):

    python scripts/build_lessons.py                 # every lessons/*.py
    python scripts/build_lessons.py lessons/21_lesson_ungeziffer.py
    python scripts/build_lessons.py --check         # exit 1 if a committed notebook differs from its source

The kernel runs in ``notebooks/`` (like Jupyter and Voila). Cells get stable ids; timing metadata is dropped so a
notebook never records the machine it was built on. ``--check`` compares cells (type, source, metadata) and the
notebook's ``bugkit`` metadata, not outputs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
NOTEBOOKS = ROOT / "notebooks"


def sources() -> list[Path]:
    """Return every lesson source, sorted."""
    return sorted(p for p in LESSONS.glob("*.py") if p.name[:2].isdigit())


def target(source: Path) -> Path:
    """Return the notebook built from a lesson source."""
    return NOTEBOOKS / f"{source.stem}.ipynb"


def read_source(source: Path) -> nbformat.NotebookNode:
    """Return the notebook described by a source (no outputs), with stable cell ids and clean metadata."""
    nb = jupytext.read(source)
    nb.metadata.pop("jupytext", None)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"c{i:03d}"
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


def build(source: Path, timeout: int = 600) -> Path:
    """Return the path of the notebook written after executing ``source`` in ``notebooks/``."""
    nb = read_source(source)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOKS)}}, store_widget_state=True)
    client.execute()
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # nbclient's timestamps: machine-dependent
    nbformat.validate(nb)
    out = target(source)
    nbformat.write(nb, str(out))
    return out


def cells_of(nb: nbformat.NotebookNode) -> list[tuple[str, str, Any]]:
    """Return (type, source, metadata) of every cell, the part of a notebook that comes from its source."""
    return [(c.cell_type, c.source, {k: v for k, v in c.metadata.items() if k != "execution"}) for c in nb.cells]


def differences(source: Path) -> list[str]:
    """Return how the committed notebook differs from its source (empty if it is up to date)."""
    out = target(source)
    if not out.exists():
        return [f"{out.relative_to(ROOT)} is missing: build it"]
    built = nbformat.read(str(out), as_version=4)
    wanted = read_source(source)
    found = []
    if built.metadata.get("bugkit") != wanted.metadata.get("bugkit"):
        found.append(f"{out.name}: notebook metadata 'bugkit' differs from {source.name}")
    have, want = cells_of(built), cells_of(wanted)
    if len(have) != len(want):
        found.append(f"{out.name}: {len(have)} cells, its source has {len(want)}")
    for i, (a, b) in enumerate(zip(have, want, strict=False)):
        if a != b:
            what = "type" if a[0] != b[0] else "source" if a[1] != b[1] else "metadata"
            found.append(f"{out.name}: cell {i} differs from {source.name} ({what})")
    if any(c.cell_type == "code" and c.execution_count is None for c in built.cells):
        found.append(f"{out.name}: not executed (nbval would only smoke-test it)")
    return found


def main(argv: list[str] | None = None) -> int:
    """Build (or check) the lessons named on the command line, or all; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", type=Path)
    parser.add_argument("--check", action="store_true", help="only report notebooks out of date with their source")
    args = parser.parse_args(argv)
    chosen = [p.resolve() for p in args.sources] or sources()
    if args.check:
        problems = [d for s in chosen for d in differences(s)]
        print("\n".join(problems) or f"{len(chosen)} lesson notebooks are up to date with their sources")
        return 1 if problems else 0
    for source in chosen:
        print(f"building {target(source).relative_to(ROOT)} from {source.relative_to(ROOT)}", file=sys.stderr)
        build(source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
