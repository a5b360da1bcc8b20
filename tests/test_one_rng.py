"""Randomness has one maker: ``bugkit.core.rng`` (``make_rng``, ``spawn``) makes every numpy generator that the
product, its lessons and its play notebooks use; everything else receives one or asks ``make_rng``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAKER = ROOT / "bugkit" / "core" / "rng.py"
# numpy's generator makers and its legacy global state: only bugkit.core.rng calls them
MAKERS = {"default_rng", "Generator", "PCG64", "Philox", "SFC64", "MT19937", "RandomState", "seed"}


def makers_called(source: str) -> list[str]:
    """Return ``line: call`` for every numpy generator maker that ``source`` calls (``np.random.<maker>(...)``) or
    imports from ``numpy.random``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MAKERS:
            owner = node.func.value
            if isinstance(owner, ast.Attribute) and owner.attr == "random":
                found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
        elif isinstance(node, ast.ImportFrom) and node.module == "numpy.random":
            found += [f"{node.lineno}: from numpy.random import {a.name}" for a in node.names if a.name in MAKERS]
    return sorted(found, key=lambda hit: int(hit.split(":")[0]))


def test_only_core_rng_makes_numpy_generators() -> None:
    files = [p for folder in ("bugkit", "lessons", "play") for p in sorted((ROOT / folder).rglob("*.py")) if p != MAKER]
    assert len(files) > 50
    hits = [f"{p.relative_to(ROOT)}:{hit}" for p in files for hit in makers_called(p.read_text(encoding="utf-8"))]
    assert hits == []


def test_the_check_sees_a_generator_made_elsewhere() -> None:
    source = ("import numpy as np\nfrom numpy.random import default_rng\nrng = np.random.default_rng(3)\n"
              "np.random.seed(1)\nok = make_rng(3)\nalso_ok = rng.random(4)\n")
    assert makers_called(source) == ["2: from numpy.random import default_rng", "3: np.random.default_rng(...)",
                                     "4: np.random.seed(...)"]
