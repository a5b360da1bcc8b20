"""Build a notebook from a list of cells, then execute it in place so its outputs are saved (for nbval).

Usage in a generator script (scripts/notebooks/<notebook>.py):

    from nbtools import md, code, build
    build("notebooks/21_lesson_ungeziffer.ipynb", [md("# Title"), code("1 + 1")])

Run: ``.venv/bin/python scripts/notebooks/<notebook>.py`` (from the repository root).
Cells that show widgets or random pictures start with ``# NBVAL_IGNORE_OUTPUT``; every other output is compared.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def md(text: str) -> nbformat.NotebookNode:
    """Return a markdown cell."""
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(text: str) -> nbformat.NotebookNode:
    """Return a code cell."""
    return nbformat.v4.new_code_cell(text.strip("\n"))


def build(path: str, cells: list[nbformat.NotebookNode], execute: bool = True) -> Path:
    """Return the path of the written notebook, executed (outputs saved) unless execute=False."""
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    out = ROOT / path
    if execute:
        client = NotebookClient(nb, timeout=600, kernel_name="python3",
                                resources={"metadata": {"path": str(out.parent)}}, store_widget_state=True)
        client.execute()
    for i, cell in enumerate(nb.cells):  # stable ids keep diffs small
        cell["id"] = f"c{i:03d}"
    nbformat.validate(nb)
    nbformat.write(nb, str(out))
    print(f"wrote {out.relative_to(ROOT)}", file=sys.stderr)
    return out
