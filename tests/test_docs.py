"""The Python examples in the docs run as printed (docs/architecture.md, README's 'Using bugkit from Python')."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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
