"""Randomness has one maker: ``bugkit.core.rng`` (``make_rng``, ``spawn``) makes every numpy generator that the
product, its lessons and its play notebooks use; everything else receives one or asks ``make_rng``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

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


# drawing a fresh number from the operating system's entropy: only bugkit.core.rng.fresh_number does
ENTROPY_CALLS = {"randbelow", "randbits", "token_bytes", "urandom"}


def entropy_draws(source: str) -> list[str]:
    """Return ``line: what`` for every fresh number ``source`` draws from the operating system's entropy itself
    (``secrets.randbelow``, ``os.urandom``, a ``SeedSequence()`` without a seed or its ``entropy``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr in ENTROPY_CALLS or (node.func.attr == "SeedSequence" and not node.args)):
            found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
        elif isinstance(node, ast.Attribute) and node.attr == "entropy":
            found.append(f"{node.lineno}: .entropy")
    return sorted(found, key=lambda hit: int(hit.split(":")[0]))


def test_only_core_rng_draws_fresh_numbers() -> None:
    files = [p for folder in ("bugkit", "lessons", "play") for p in sorted((ROOT / folder).rglob("*.py")) if p != MAKER]
    hits = [f"{p.relative_to(ROOT)}:{hit}" for p in files for hit in entropy_draws(p.read_text(encoding="utf-8"))]
    assert hits == []
    assert entropy_draws("import secrets\nn = 1 + secrets.randbelow(9)\nm = np.random.SeedSequence().entropy % 9\n"
                         "s = np.random.SeedSequence(3)\n") == ["2: secrets.randbelow(...)",
                                                                "3: .entropy", "3: np.random.SeedSequence(...)"]


def test_fresh_numbers_are_in_the_range_a_child_sees() -> None:
    from bugkit.core.errors import InvalidInput
    from bugkit.core.rng import fresh_number
    from bugkit.lessons import MAX_EXERCISE_SET
    from bugkit.ui.gamenumber import FRESH_NUMBERS, GameNumber

    for top in (MAX_EXERCISE_SET, FRESH_NUMBERS):
        drawn = {fresh_number(top) for _ in range(300)}
        assert drawn <= set(range(1, top + 1)) and len(drawn) > 250
    assert {fresh_number(1) for _ in range(50)} == {1} and {fresh_number(2) for _ in range(200)} == {1, 2}
    assert all(1 <= GameNumber.fresh().value <= FRESH_NUMBERS for _ in range(100))
    for bad in (0, -1, True, 1.5, None, 2**63):
        with pytest.raises(InvalidInput, match="top"):
            fresh_number(bad)  # type: ignore[arg-type]
