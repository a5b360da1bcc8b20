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
from playthroughs import cases, main, path_of, render

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


def test_the_script_answers_help_with_its_usage_and_refuses_an_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    """``scripts/playthroughs.py --help`` read "--help" as a game name; it prints its usage with the games now, and
    an unknown game is refused (exit code 2) before anything is written."""
    for argv, code in ((["--help"], 0), (["no_such_game"], 2)):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == code
    out, err = capsys.readouterr()
    assert out.startswith("usage:") and all(name in out for name in bugkit.GAMES), out
    assert "unknown game no_such_game" in err, err
