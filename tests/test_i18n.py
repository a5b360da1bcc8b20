"""Language: every label has English and German, and a view switched to German shows no English words.

Every registered game's board, made and driven through the functions its ``ui`` module provides (``busy_board``,
``bots_board``; see docs/adding_a_game.md); what one board alone says is tested in ``tests/test_<game>_german.py``.
"""

from __future__ import annotations

import ast
import functools
import importlib
import os
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import ipywidgets as widgets
import numpy as np
import pytest
from gametools import first_in_fast_lane, start_state, step

import bugkit
from bugkit.core import i18n
from bugkit.core.errors import IllegalMove, InvalidInput
from bugkit.core.i18n import keys as label_keys
from bugkit.core.i18n import language_problems
from bugkit.ui import refusal_text, visible_texts

GAMES = sorted(bugkit.GAMES)
ROOT = Path(__file__).resolve().parents[1]
WORD = re.compile(r"[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]+")


def ui(game: str) -> ModuleType:
    """Return the ``ui`` module of ``game``: its board and the functions that drive it."""
    return importlib.import_module(f"bugkit.{game}.ui")


def language_widget(view: Any) -> Any:
    """Return the view's language dropdown."""
    return view.language


def busy_view(game: str, lang: str = "en") -> Any:
    """Return a view of ``game`` with a refusal explained and a few moves made, so dice, hints, advice and the log
    are showing."""
    return ui(game).busy_board(lang)


def only_words(lang: str) -> frozenset[str]:
    """Return words of the catalogue's ``lang`` texts that never occur in the other language's texts."""
    return _only_words(lang, tuple(label_keys()))


@functools.lru_cache(maxsize=8)
def _only_words(lang: str, keys: tuple[str, ...]) -> frozenset[str]:
    """Return ``only_words(lang)`` for the catalogue of ``keys``: worked out once per set of keys (a key's texts
    never change while it is registered: ``i18n.register``), not at every look at a board."""
    other = "de" if lang == "en" else "en"
    mine: set[str] = set()
    theirs: set[str] = set()
    for key in keys:
        for text, bag in ((i18n.t(key, lang), mine), (i18n.t(key, other), theirs)):
            bag.update(w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text)))
    return frozenset(w for w in mine - theirs if len(w) >= 3)


def foreign_words(view: Any, lang: str) -> set[str]:
    """Return the words of the other language found in what the view shows."""
    other = "de" if lang == "en" else "en"
    suspects = only_words(other)
    shown = " ".join(visible_texts(view))
    return {w for w in WORD.findall(shown) if w.lower() in suspects}


def test_every_label_has_english_and_german_text() -> None:
    for game in GAMES:
        ui(game)  # a game's labels are registered when its board is imported
    assert len([k for k in label_keys() if k.split(".")[0] in GAMES]) > 40 * len(GAMES)
    assert i18n.missing_translations() == []


def test_english_and_german_texts_have_the_same_fields() -> None:
    bad = []
    for key in label_keys():
        fields = [set(re.findall(r"\{(\w+)", i18n.t(key, lang))) for lang in i18n.LANGUAGES]
        if fields[0] != fields[1]:
            bad.append(key)
    assert bad == []


def test_a_missing_translation_is_noticed() -> None:
    i18n.register({"test_i18n.only_english": {"en": "Only English", "de": ""}})
    try:
        assert ("test_i18n.only_english", "de") in i18n.missing_translations()
    finally:
        i18n._CATALOGUE.pop("test_i18n.only_english")


@pytest.mark.parametrize("game", GAMES)
def test_switching_to_german_leaves_no_english_ui_word(game: str) -> None:
    view = busy_view(game)
    assert foreign_words(view, "en") == set()
    english = set(visible_texts(view))
    language_widget(view).value = "de"
    assert set(visible_texts(view)) != english
    assert foreign_words(view, "de") == set()


@pytest.mark.parametrize("game", GAMES)
def test_a_view_started_in_german_and_switched_back_shows_no_german_word(game: str) -> None:
    view = busy_view(game, lang="de")
    assert foreign_words(view, "de") == set()
    language_widget(view).value = "en"
    assert foreign_words(view, "en") == set()


def test_the_english_word_check_can_fail() -> None:
    view = busy_view(GAMES[0], lang="de")
    view.children = (*view.children, widgets.HTML("Player 1: roll the dice."))
    assert {"roll", "dice"} <= foreign_words(view, "de")


def vocabulary(game: str) -> list[str]:
    """Return every step that was legal somewhere in three seeded random games of ``game``, in the order first seen."""
    rng = np.random.default_rng(11)
    words: dict[str, None] = {}
    for seed in range(100, 103):
        state = start_state(game, players=2, seed=seed)
        for _ in range(300):
            if state.is_over:
                break
            legal = state.legal_actions()
            words.update(dict.fromkeys(str(a) for a in legal))
            state = step(state, legal[int(rng.integers(len(legal)))], rng)
    return list(words)


def german_refusal(exc: IllegalMove) -> str:
    """Return a board's German words for a refusal (every refusal is structured: its reason from the catalogue)."""
    assert exc.reason, str(exc)
    german, english = exc.text("de"), exc.text("en")
    assert german and german != english, (exc.reason, german)
    assert not language_problems(german, "de"), (exc.reason, german, language_problems(german, "de"))
    text = refusal_text(exc, "de")
    assert text == "Nicht erlaubt: " + german
    return text


TRIES = 12  # steps tried in each position: legal elsewhere in the game, not here (most of them are refused)


@pytest.mark.parametrize("game", first_in_fast_lane(GAMES))  # whole games: one in the fast lane
def test_every_refusal_the_rules_give_is_explained_in_german(game: str) -> None:
    words = vocabulary(game)
    rng = np.random.default_rng(7)
    reasons_seen: set[str] = set()
    for seed in range(3):
        state = start_state(game, players=2, seed=seed)
        for _ in range(200):
            if state.is_over:
                break
            legal = state.legal_actions()
            here = {str(a) for a in legal}
            others = [w for w in words if w not in here]
            for k in rng.choice(len(others), min(TRIES, len(others)), replace=False):
                try:
                    state.apply(others[k])
                except InvalidInput:
                    continue
                except IllegalMove as exc:
                    german = german_refusal(exc)
                    assert german.startswith("Nicht erlaubt: ")
                    assert "Englisch" not in german, german
                    assert "Legal" not in german and "'" not in german, german
                    reasons_seen.add(german)
            state = step(state, legal[int(rng.integers(len(legal)))], rng)
    reasons = [k for k in label_keys() if k.startswith(f"{game}.refuse.")  # the rules' own (not a board's taps)
               and k.split(".")[2] != "malformed" and not k.split(".")[2].startswith("tap_")]
    assert len(reasons_seen) >= min(4, len(reasons)), (
        f"{game}: steps legal elsewhere in 3 random games met {len(reasons_seen)} different refusals, fewer than the "
        f"game's reasons ({len(reasons)}, at most 4 asked): {sorted(reasons_seen)}")


ENGINE_ONLY = """
import sys
import bugkit
from test_i18n import vocabulary
from bugkit.core.errors import IllegalMove
from gametools import start_state
for game in bugkit.GAMES:
    state, said = start_state(game, players=2, seed=0), None
    for word in vocabulary(game):
        try:
            state.apply(word)
        except IllegalMove as exc:
            said = exc.text("de")
            break
        except ValueError:
            continue
    assert said and f"bugkit.{game}.ui" not in sys.modules, (game, said)
print("ok")
"""


def test_the_rules_explain_a_refusal_in_words_without_the_board_imported() -> None:
    """A refusal's words are labels: loading a game registers them, not only importing its board."""
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(here), str(here.parent), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", ENGINE_ONLY], capture_output=True, text=True, env=env, timeout=300)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]


@pytest.mark.parametrize("game", first_in_fast_lane(GAMES))  # whole games: one in the fast lane
def test_a_whole_game_in_german_shows_no_english_word(game: str) -> None:
    view, press = ui(game).bots_board("de")
    suspects = only_words("en")
    for n in range(3000):
        if is_over(view):
            break
        press()
        if n % 3 == 0 or is_over(view):
            shown = " ".join(visible_texts(view))
            assert {w for w in WORD.findall(shown) if w.lower() in suspects} == set(), n
    assert is_over(view)


def is_over(view: Any) -> bool:
    """Return True if the game on the board has ended."""
    return bool(view.state.is_over)


def test_no_two_label_keys_carry_the_same_texts() -> None:
    """One label per text (issue 20): a text said in several places is registered once (shared ones as ``ui.*``)."""
    by_texts: dict[tuple[str, ...], list[str]] = {}
    for key in every_label_key():
        by_texts.setdefault(tuple(i18n.t(key, lang) for lang in i18n.LANGUAGES), []).append(key)
    assert [keys for keys in by_texts.values() if len(keys) > 1] == []


def every_label_key() -> list[str]:
    """Return every label key, with every module of bugkit imported (each registers its labels on import)."""
    import pkgutil

    for module in pkgutil.walk_packages(bugkit.__path__, "bugkit."):
        importlib.import_module(module.name)
    return i18n.keys()


def near_twins() -> set[frozenset[str]]:
    """Return the groups of keys whose English or German texts are the same but for a capital first letter or a
    full stop at the end ("Roll" and "roll.")."""
    groups: set[frozenset[str]] = set()
    for lang in i18n.LANGUAGES:
        by_text: dict[str, set[str]] = {}
        for key in every_label_key():
            text = i18n.t(key, lang).removesuffix(".")
            by_text.setdefault(text[:1].lower() + text[1:], set()).add(key)
        groups |= {frozenset(keys) for keys in by_text.values() if len(keys) > 1}
    return groups


# Texts that differ only by a capital or a full stop and stay two labels, because they are used differently (each
# key says so in a comment where it is registered). Any other such pair is one text: register it once.
NEAR_TWINS = {
    frozenset({"classpage.open", "wanzen_tanzen.open"}): "a button (Öffnen) and a task's state (offen)",
    frozenset({"core.refuse.over", "wuerfel_wg.ev.end.hammock"}): "a refusal's reason and a line of the log",
    frozenset({"ui.stop", "voll_verasselt.advice.stop"}): "a button (Aufhören) and the end of a sentence (Hör auf!)",
    frozenset({"wuerfel_wg.ev.flip.ich", "wuerfel_wg.ev.flip.member"}): "German names ICH with its article",
    **{frozenset({f"voll_verasselt.adj.{c}", f"{'voll_verasselt' if c in ('blue', 'red') else 'ui'}.colour.{c}"}):
       "a colour before a noun and its own name: German inflects it (blaue, blau)"
       for c in ("blue", "red", "yellow", "green")},
}


def test_no_two_label_keys_differ_only_by_a_capital_or_a_full_stop() -> None:
    """One label per text (issue 20): "Set aside {dice}" and "set aside {dice}" are one label (the button writes
    the hint's words with a capital); the pairs left are used differently (NEAR_TWINS says how)."""
    assert near_twins() == set(NEAR_TWINS)


def test_a_label_that_differs_only_by_a_capital_is_noticed() -> None:
    i18n.register({"test_i18n.roll": {"en": "roll the dice.", "de": "würfeln."}})  # ui.roll: "Roll the dice"
    try:
        assert frozenset({"ui.roll", "test_i18n.roll"}) in near_twins() - set(NEAR_TWINS)
    finally:
        i18n._CATALOGUE.pop("test_i18n.roll")


def test_a_list_of_names_has_commas_and_one_and_before_the_last() -> None:
    """One way to list words (issue 20): "A, B and C" / "A, B und C", never "A and B and C"."""
    assert i18n.and_list(["Mia", "Leo", "Ida"], "en") == "Mia, Leo and Ida"
    assert i18n.and_list(["Mia", "Leo", "Ida"], "de") == "Mia, Leo und Ida"
    assert i18n.and_list(("Mia", "Leo"), "de") == "Mia und Leo"
    assert i18n.and_list(["Mia"], "en") == "Mia" and i18n.and_list([], "de") == ""
    for bad in ("Mia", ["Mia", 2], None):
        with pytest.raises(InvalidInput):
            i18n.and_list(bad, "en")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        i18n.and_list(["Mia", "Leo"], "fr")


def test_one_player_name_and_one_winners_line_for_every_game() -> None:
    assert i18n.player_name(0, "en") == "Player 1" and i18n.player_name(3, "de") == "Spieler 4"
    assert i18n.winners_text([1], "en") == "Game over. The winner: Player 2."
    assert i18n.winners_text([0, 1, 3], "en") == "Game over. The winners: Player 1, Player 2 and Player 4."
    assert i18n.winners_text((0, 2), "de") == "Das Spiel ist aus. Gewonnen haben Spieler 1 und Spieler 3."
    for bad in (-1, 100, True, "1", None):
        with pytest.raises(InvalidInput):
            i18n.player_name(bad, "en")  # type: ignore[arg-type]
    for winners in ([], [-1], "0", [0] * 101, [0, 0], [[0]]):  # [0, 0] said "Player 1 and Player 1"
        with pytest.raises(InvalidInput):
            i18n.winners_text(winners, "en")  # type: ignore[arg-type]
    # a board that names its seats itself (a shared table: nicknames) passes its names; each seat is checked
    names = ["Mia", "Leo", "Player 3"]
    assert i18n.player_name(1, "de", names) == "Leo"
    assert i18n.winners_text([0, 2], "en", names) == "Game over. The winners: Mia and Player 3."
    assert i18n.winners_text([1], "de", names) == "Das Spiel ist aus. Gewonnen hat Leo."
    for bad_names in (["Mia"], "Mia", ["Mia", ""], ["Mia", None], {0: "Mia", 1: "Leo"}):  # too few, not texts
        with pytest.raises(InvalidInput):
            i18n.player_name(1, "en", bad_names)  # type: ignore[arg-type]


# The helpers bugkit.core.i18n has once (issue 20): a game's or a board's module that defines one of these names, or
# writes the list joiner's or the winners' label key itself, has a copy of them.
SHARED_WORDS = ("player_name", "and_list", "winners_text", "names_list", "names_text", "game_over", "game_over_text")
SHARED_KEYS = ("ui.and.join", "ui.winners", "ui.player")


def copies_of_the_shared_words(root: Path) -> list[str]:
    """Return 'file:line what' for each function under ``root`` (a folder of Python files) named like one of
    core's shared word helpers, and each use of their label keys, outside bugkit/core/i18n.py."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.parts[-2:] == ("core", "i18n.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name in SHARED_WORDS:
                found.append(f"{path.relative_to(root)}:{node.lineno} defines {node.name}")
            elif isinstance(node, ast.Constant) and node.value in SHARED_KEYS:
                found.append(f"{path.relative_to(root)}:{node.lineno} says {node.value}")
    return found


def test_a_seats_name_a_list_of_names_and_the_winners_line_are_written_once() -> None:
    found = copies_of_the_shared_words(ROOT / "bugkit")
    assert found == [], "copies of bugkit.core.i18n's word helpers:\n" + "\n".join(found)


def test_a_copy_of_a_shared_word_helper_is_noticed(tmp_path: Path) -> None:
    (tmp_path / "labels.py").write_text('def player_name(i, lang):\n    return t("ui.player", lang, n=i + 1)\n',
                                        encoding="utf-8")
    assert copies_of_the_shared_words(tmp_path) == ["labels.py:1 defines player_name", "labels.py:2 says ui.player"]
