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


# The shared test files that name no game (issue 20: no branch per game). A shared test needs from a game only what the
# game's own files give (its package, its ``ui.py`` names, ``ARGUMENT_SAMPLES`` in its hardening tests); the shared
# files not listed still name a game somewhere (a lesson's game, a case of one game).
NO_GAME_NAMED = ["test_accessibility.py", "test_answers.py", "test_chance_core.py", "test_commands.py",
                 "test_conformance.py", "test_docs.py", "test_exercise_numbers.py", "test_fuzz.py",
                 "test_hardening_arguments.py", "test_hardening_widgets.py", "test_layout.py", "test_lesson_intros.py",
                 "test_lesson_sentences.py", "test_limits.py", "test_one_rng.py", "test_playthroughs.py",
                 "test_teacher_worksheets.py"]


def test_these_shared_tests_name_no_game() -> None:
    named = {file: sorted(game for game in bugkit.GAME_NAMES if game in (TESTS / file).read_text(encoding="utf-8"))
             for file in NO_GAME_NAMED}
    assert {file: games for file, games in named.items() if games} == {}


def test_every_game_keeps_one_bot_registry_its_package_its_board_and_its_spec_share() -> None:
    """docs/adding_a_game.md's ``bots.py``: ``BOTS`` is the game's one list of bots by name; ``GAME.bots`` (what
    ``bugkit.play``, matches and class tables offer) and the board's seats are that same mapping, not a copy."""
    apart: dict[str, list[object]] = {}
    for game, spec in bugkit.GAMES.items():
        bots = importlib.import_module(f"bugkit.{game}.bots")
        package, board = importlib.import_module(f"bugkit.{game}"), importlib.import_module(f"bugkit.{game}.ui")
        views = [obj for obj in vars(board).values()
                 if inspect.isclass(obj) and obj.__module__ == board.__name__ and "bot_registry" in vars(obj)]
        if not (len(views) == 1 and "BOTS" in package.__all__ and package.BOTS is bots.BOTS
                and spec.bots is bots.BOTS and views[0].bot_registry is bots.BOTS):
            apart[game] = [type(getattr(bots, "BOTS", None)).__name__, spec.bots is getattr(bots, "BOTS", None),
                           [v.bot_registry is getattr(bots, "BOTS", None) for v in views]]
    assert len(bugkit.GAMES) >= 2 and apart == {}
