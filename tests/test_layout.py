"""The shape every game and the shared board code keep (issue 20): one name for one thing."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import bugkit
import bugkit.ui


def _ui_modules() -> list[str]:
    """Return the names of the modules of ``bugkit.ui`` (its package itself too)."""
    return ["bugkit.ui", *(f"bugkit.ui.{m.name}" for m in pkgutil.iter_modules(bugkit.ui.__path__))]


def test_no_shared_ui_module_defines_a_second_function_under_a_name_bugkit_ui_gives() -> None:
    shared = {name for name, obj in vars(bugkit.ui).items()
              if inspect.isfunction(obj) and obj.__module__ == "bugkit.ui" and not name.startswith("_")}
    twins = []
    for module_name in _ui_modules()[1:]:
        module = importlib.import_module(module_name)
        twins += [f"{module_name}.{name}" for name, obj in vars(module).items()
                  if name in shared and inspect.isfunction(obj) and obj.__module__ == module_name]
    assert shared and twins == []


def _modules(game: str) -> set[str]:
    """Return the names of the module files of a game's package (``rules``, ``ui``, ...)."""
    package = importlib.import_module(f"bugkit.{game}")
    return {m.name for m in pkgutil.iter_modules(package.__path__) if not m.ispkg}


def test_every_game_package_has_the_same_module_files() -> None:
    """docs/adding_a_game.md's file table: one layout for every game, nothing a single game keeps on its own."""
    layouts = {game: _modules(game) for game in bugkit.GAMES}
    every = set().union(*layouts.values())
    assert len(layouts) >= 2 and {"rules", "labels", "refusals", "ui"} <= every
    assert {game: sorted(every - files) for game, files in layouts.items() if files != every} == {}


GAME_DOC = Path(__file__).resolve().parents[1] / "docs" / "adding_a_game.md"
TESTS = Path(__file__).resolve().parent


def _named_test_files(start: str, end: str) -> set[str]:
    """Return the kinds of per-game test file (``rules`` for ``tests/test_<game>_rules.py``) that
    docs/adding_a_game.md names between the sentence starting with ``start`` and the one starting with ``end``."""
    text = GAME_DOC.read_text(encoding="utf-8")
    part = text[text.index(start):text.index(end)]
    return set(re.findall(r"`tests/test_<game>_(\w+)\.py`", part))


def test_every_game_has_the_test_files_the_guide_names_and_no_other() -> None:
    """docs/adding_a_game.md §4: the files every game has, and the few kinds some games add."""
    every = _named_test_files("Every game has these files", "Some games have more")
    some = _named_test_files("Some games have more", "Then write the golden playthroughs")
    assert {"rules", "odds", "exact", "bots", "hardening"} <= every and some and not every & some
    found = {game: {p.stem.removeprefix(f"test_{game}_") for p in TESTS.glob(f"test_{game}_*.py")}
             for game in bugkit.GAMES}
    assert {game: sorted(every - kinds) for game, kinds in found.items() if every - kinds} == {}
    assert {game: sorted(kinds - every - some) for game, kinds in found.items() if kinds - every - some} == {}
    assert {kind for kinds in found.values() for kind in kinds} >= some  # the guide names only files that exist
