"""Golden playthroughs: seeded games written step by step (observation, legal actions, action or chance outcome);
a fresh run must match the file exactly, so any change in a game's behaviour shows as a diff.
Regenerate after an intended change: ``.venv/bin/python scripts/playthroughs.py <game>``."""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

import bugkit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from playthroughs import cases, path_of, render

CASES = [(name, seed, bots) for name in sorted(bugkit.GAMES) for seed, bots in cases(name)]


@pytest.mark.parametrize(("name", "seed", "bots"), CASES)
def test_playthrough_matches_its_golden_file(name: str, seed: int, bots: list[str]) -> None:
    golden = path_of(name, seed)
    assert golden.exists(), f"no golden file {golden.name}: run .venv/bin/python scripts/playthroughs.py {name}"
    fresh = render(name, seed, bots)
    expected = golden.read_text(encoding="utf-8")
    if fresh != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), fresh.splitlines(True), "golden",
                                                 "now"))[:40])
        pytest.fail(f"{name} seed {seed} plays differently from its golden file:\n{diff}")


def test_every_game_has_golden_games() -> None:
    assert all(path_of(name, seed).exists() for name, seed, _ in CASES)


def test_a_golden_game_shows_chance_and_decisions() -> None:
    texts = [path_of(name, seed).read_text(encoding="utf-8") for name, seed, _ in CASES if path_of(name, seed).exists()]
    for text in texts:
        assert "chance" in text and "plays:" in text and "came:" in text
