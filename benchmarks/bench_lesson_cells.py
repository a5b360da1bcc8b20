"""Time every cell of every lesson notebook: a class waits for each one, so each must run in under 2 s.

Usage (from the repository root, with PYTHONPATH pointing at this checkout):

    python benchmarks/bench_lesson_cells.py                      # every lesson notebook in notebooks/
    python benchmarks/bench_lesson_cells.py notebooks/21_lesson_ungeziffer.ipynb --limit 2

Each notebook is executed afresh in a kernel started in ``notebooks/`` (nothing is written). A cell's time is the
kernel's own: from "execute_input" to "execute_reply" (nbclient's timing record). Prints one line per code cell
and a summary per notebook; exits with code 1 and names every cell over the limit ("SLOW") if any.
Times depend on the machine and its load: run it on an idle 2-core machine for the numbers in a report.
"""

from __future__ import annotations

import argparse
import sys
import time
from datetime import datetime
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def lesson_notebooks() -> list[Path]:
    """Return every notebook marked as a lesson (metadata ``bugkit.lesson``), sorted by name."""
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        if nbformat.read(str(path), as_version=4).metadata.get("bugkit", {}).get("lesson"):
            found.append(path)
    return found


def _seconds(cell: nbformat.NotebookNode) -> float:
    """Return the seconds the kernel spent on a cell, from nbclient's timing metadata."""
    timing = cell.metadata.get("execution", {})
    start, end = timing.get("iopub.execute_input"), timing.get("shell.execute_reply")
    if not start or not end:
        return float("nan")
    parse = datetime.fromisoformat
    return (parse(end.replace("Z", "+00:00")) - parse(start.replace("Z", "+00:00"))).total_seconds()


def time_cells(path: Path, timeout: int = 600) -> list[tuple[int, float, str]]:
    """Return (code cell number from 0, seconds, first source line) for every code cell of a freshly run notebook."""
    nb = nbformat.read(str(path), as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=True,
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()
    rows = []
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    for i, cell in enumerate(code_cells):
        first = next((line for line in cell.source.splitlines() if line.strip()), "")
        rows.append((i, _seconds(cell), first[:70]))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Time the notebooks given (or every lesson); return 1 if any cell took longer than the limit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--limit", type=float, default=2.0, help="seconds a cell may take (default 2)")
    args = parser.parse_args(argv)
    paths = [p.resolve() for p in args.notebooks] or lesson_notebooks()
    if not paths:
        print("no lesson notebooks found", file=sys.stderr)
        return 1
    slow: list[str] = []
    for path in paths:
        wall = time.perf_counter()
        rows = time_cells(path)
        wall = time.perf_counter() - wall
        print(f"\n{path.name}")
        for i, seconds, first in rows:
            flag = "  SLOW" if seconds > args.limit else ""
            print(f"  cell {i:2d}  {seconds:6.2f} s  {first}{flag}")
            if seconds > args.limit:
                slow.append(f"{path.name} cell {i} ({seconds:.2f} s): {first}")
        worst = max((s for _, s, _ in rows), default=0.0)
        print(f"  {len(rows)} code cells, slowest {worst:.2f} s, all cells {sum(s for _, s, _ in rows):.2f} s, "
              f"with kernel start {wall:.1f} s")
    if slow:
        print(f"\nFAILED: {len(slow)} cells over {args.limit:g} s (a class would wait):", file=sys.stderr)
        print("\n".join(f"  {s}" for s in slow), file=sys.stderr)
        return 1
    print(f"\nOK: every cell of {len(paths)} notebooks ran in under {args.limit:g} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
