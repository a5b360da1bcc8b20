"""Save a game from its widget, load it into a fresh widget, and replay it move by move (every game)."""

from __future__ import annotations

import importlib
import itertools
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from gametools import first_in_fast_lane, step

import bugkit
from bugkit.ui.saving import moves, save_replay_for, states_along


def make_view(name: str) -> Any:
    """Return a fresh board of game ``name`` (every game's board is ``bugkit.<game>.ui.play``)."""
    return importlib.import_module(f"bugkit.{name}.ui").play()


def holder(view: Any) -> Any:
    """Return the object that keeps the view's state."""
    return view  # every board is a bugkit.ui.board.Board: its state is view.state


def show(view: Any, state: Any) -> None:
    """Put ``state`` on the board: ``view.adopt`` where the board has it (a board that holds a Session), else set it."""
    if callable(getattr(view, "adopt", None)):
        view.adopt(state)
    else:
        holder(view).state = state


def moves_before_replay(name: str, moves: int) -> int:
    """Return how many moves a test plays before it replays the game: ``moves``, or in a memory game as many as the
    game lasts (its replay opens only once the game is over: ``GameSpec.replay_hides_memory``)."""
    return 100_000 if bugkit.GAMES[name].replay_hides_memory else moves


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run each test with a fresh current directory: the panel's files go to ``saves/`` in it."""
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_save_load_and_replay_move_by_move(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    panel = save_replay_for(view, f"{name}.json")
    panel.set_language("en")  # Würfel-WG's board starts in German
    state = holder(view).state
    positions = [state]  # the position before each decision: what the slider shows (never a chance node)
    rng = np.random.default_rng(3)
    for _ in range(moves_before_replay(name, 6)):
        if state.is_over:
            break
        state = step(state, state.legal_actions()[-1], rng)  # chance, if any, sampled at once
        positions.append(state)
    show(view, state)
    assert holder(view).state == state
    panel.save_button.click()
    assert f"Saved {len(positions) - 1} moves" in panel.message.value, panel.message.value
    assert (tmp_path / "saves" / f"{name}.json").exists()
    saved = json.loads((tmp_path / "saves" / f"{name}.json").read_text())
    assert saved["version"] == 2 and len(saved["steps"]) == len(state.history)

    fresh = make_view(name)
    fresh_panel = save_replay_for(fresh, f"saves/{name}.json")  # a folder part given in code is dropped
    fresh_panel.set_language("en")
    fresh_panel.load_button.click()
    assert holder(fresh).state == state, fresh_panel.message.value
    assert holder(fresh).state.history == state.history
    assert fresh_panel.slider.max == len(positions) - 1  # moves: chance outcomes are no positions of their own
    # the replay is open: a game that runs (a memory game's once it is over: ``moves_before_replay``)
    assert not fresh_panel.slider.disabled and fresh_panel.closed_note.value == ""
    for k in (2, 0, 1, len(positions) - 1):
        fresh_panel.slider.value = k
        assert holder(fresh).state == positions[k] and holder(fresh).state.history == positions[k].history
        assert not holder(fresh).state.is_chance_node
        assert f"after move {k} of" in fresh_panel.message.value


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_a_bad_file_is_explained_and_nothing_changes(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    before = holder(view).state
    (tmp_path / "saves").mkdir()
    bad = tmp_path / "saves" / "bad.json"
    bad.write_text(json.dumps({"game": name, "version": 2, "setup": {}, "steps": ["nonsense"]}))
    panel = save_replay_for(view, "bad.json")
    panel.set_language("en")
    panel.load_button.click()
    assert "Could not load" in panel.message.value and holder(view).state is before
    panel.path.value = "missing.json"
    panel.load_button.click()
    assert "Could not load" in panel.message.value


def shown(view: Any) -> tuple[Any, ...]:
    """Return what the board's table shows: the status, every piece's id and words, the actions (not the pictures:
    a die drawn again after its roll no longer rolls)."""
    table = view.table
    pieces = [(p["id"], p["alt"], p["tappable"]) for zone in table.scene["zones"] for p in zone["pieces"]]
    return table.status, pieces, table.actions


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_a_game_the_board_cannot_draw_leaves_the_board_as_it_was(name: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A loaded game whose drawing fails is never half adopted: the board keeps the game it showed, its picture and
    its settings, says so, and plays on (it kept the new game under the old picture and refused every tap)."""
    view = make_view(name)
    panel = save_replay_for(view, "other.json")
    panel.set_language("en")
    before, picture = holder(view).state, shown(view)
    players = view.players.value
    other = bugkit.new_game(name, players=view.max_players)  # another game: more players
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "other.json").write_text(other.to_json())
    drawn = type(view).scene

    def scene(board: Any) -> Any:
        if board.state.n_players != players:
            raise bugkit.InvalidInput("this game is too big to draw")
        return drawn(board)

    monkeypatch.setattr(type(view), "scene", scene)
    panel.load_button.click()
    assert "unchanged" in panel.message.value, panel.message.value
    assert holder(view).state is before and view.players.value == players
    assert shown(view) == picture
    monkeypatch.setattr(type(view), "scene", drawn)
    if not view.human_to_move():
        view.step_button.click()
    assert view.error.value == "", view.error.value


@pytest.mark.parametrize("name", first_in_fast_lane(sorted(bugkit.GAMES)))  # whole games: one in the fast lane
def test_states_along_rebuilds_every_position_where_a_player_decides(name: str) -> None:
    spec = bugkit.GAMES[name]
    record = bugkit.play(name, [next(iter(spec.bots))] * spec.min_players, seed=2)
    states = states_along(record.final)
    assert states[-1] is record.final and len(states) == moves(record.final) + 1
    assert all(s.is_over or not s.is_chance_node for s in states)
    assert all(a.history == b.history[:len(a.history)] and len(a.history) < len(b.history)
               for a, b in itertools.pairwise(states))


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_panel_follows_the_boards_language(name: str, tmp_path: Path) -> None:
    view = make_view(name)
    panel = save_replay_for(view, "x.json")
    picker = getattr(view, "language", None) or view.lang
    for lang, word in (("de", "Spiel speichern"), ("en", "Save game")):
        picker.value = lang
        assert panel.save_button.description == word


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_the_boards_own_panel_replays_that_board_with_step_buttons(name: str, tmp_path: Path) -> None:
    from bugkit.ui.board import Board

    first, second = make_view(name), make_view(name)  # two boards on one page
    assert isinstance(first, Board) and first.saving in first.save_box.children
    for _ in range(moves_before_replay(name, 12)):
        if first.state.is_over:
            break
        importlib.import_module(f"bugkit.{name}.ui").next_move(first)
    first.saving.path.value = "mine.json"
    first.saving.save_button.click()
    second.saving.path.value = "mine.json"
    before = first.state
    second.saving.load_button.click()
    assert second.state == before and first.state == before, second.saving.message.value
    panel, n = second.saving, len(second.saving.line or ())
    assert n >= 2 and panel.forward_button.disabled and not panel.back_button.disabled
    panel.back_button.click()
    assert panel.slider.value == n - 1 and second.state == panel.line.at(n - 1) != before  # type: ignore[union-attr]
    assert first.state == before  # the other board on the page is untouched
    panel.forward_button.click()
    assert panel.slider.value == n and second.state == before and panel.forward_button.disabled
    for _ in range(n + 3):
        panel.back_button.click()
    assert panel.slider.value == 0 and panel.back_button.disabled
    assert all(w.layout.min_height == "44px" for w in (panel.save_button, panel.load_button, panel.back_button,
                                                        panel.forward_button, panel.path))


@pytest.mark.parametrize("name", first_in_fast_lane(sorted(bugkit.GAMES)))  # whole games: one in the fast lane
def test_a_replayed_position_where_a_bot_is_to_move_stays_as_the_record_holds_it(name: str, tmp_path: Path) -> None:
    """Stepping a loaded game back onto a move where a bot is to play: the bots wait (stopped, as the status line
    says), so the board shows exactly that position of the record. They played on from it with new luck while the
    panel still said "Showing the game after move 33 of 35" (audit). The loaded game's last position plays on."""
    first = make_view(name)
    first.pace.value = 0.0  # the bots answer at once (on a page they answer on a timer: the same, later)
    for _ in range(moves_before_replay(name, 300)):  # (a fresh game each run: play until the bots have had turns)
        if first.state.is_over or len(first.state.history) > moves_before_replay(name, 60):
            break
        importlib.import_module(f"bugkit.{name}.ui").next_move(first)
    first.saving.path.value = "replay.json"
    first.saving.save_button.click()
    second = make_view(name)
    second.pace.value = 0.0
    second.saving.path.value = "replay.json"
    second.saving.load_button.click()
    panel = second.saving
    assert panel.line is not None and not second.paused.value
    at_bot = [k for k in range(len(panel.line)) if second.session.bots[panel.line.at(k).current_player] is not None
              and not panel.line.at(k).is_over]
    assert at_bot, "the recorded game has a position where a bot is to move"
    panel.slider.value = at_bot[-1]
    assert second.state == panel.line.at(at_bot[-1]), "the bots played on from a replayed position"
    assert second.paused.value
    if not bugkit.GAMES[name].timed:  # (the timed board waits for Start whoever is to call)
        assert "(Settings)" in second.status.value, (
            f"{name}: with the bots stopped and a bot to move, the board's status_text says so (the label "
            f"board.status.paused), not {second.status.value!r}")
    # back at the loaded game's last position, or on to a new game, the bots the replay stopped play again (they
    # stayed stopped: "New game" brought a game whose bots never moved)
    panel.slider.value = len(panel.line)
    assert not second.paused.value
    panel.slider.value = at_bot[-1]
    second.new_button.click()
    assert not second.paused.value and (second.human_to_move() or second.state.is_over)
    # a stop someone chose stays theirs
    second.paused.value = True
    panel.slider.value = at_bot[-1]
    panel.slider.value = len(panel.line)
    assert second.paused.value


def test_one_saved_or_loaded_move_is_singular(tmp_path: Path) -> None:
    """The panel said "Saved 1 moves" / "1 Züge ... gespeichert" (boards audit)."""
    view = make_view("ungeziffer")
    panel = save_replay_for(view, "one.json")
    state = holder(view).state
    show(view, step(state, state.legal_actions()[0], np.random.default_rng(1)))
    for lang, saved, loaded in (("en", "Saved 1 move to", "Loaded 1 move from"),
                                ("de", "1 Zug in", "1 Zug aus")):
        panel.set_language(lang)
        panel.save_button.click()
        assert saved in panel.message.value, panel.message.value
        panel.load_button.click()
        assert loaded in panel.message.value and "Züge" not in panel.message.value, panel.message.value


def test_loading_before_anything_was_saved_says_there_is_no_such_file(tmp_path: Path) -> None:
    """A child who pressed "Spiel laden" before ever saving read "„saves“ ist kein Ordner." (the folder is not made
    yet): it is the same as a missing file. A "saves" that is a file is still called no folder."""
    from bugkit.core.i18n import t
    from bugkit.ui import html_text
    from bugkit.ui.saving import SaveReplay

    view = make_view("ungeziffer")
    panel = SaveReplay(lambda: view.state, lambda state, replaying: None, "mine.json", "de", tmp_path / "saves")
    panel.load_button.click()
    assert html_text(panel.message.value) == t("save.bad", "de", path=str(tmp_path / "saves" / "mine.json"),
                                               msg=t("save.missing", "de"))
    (tmp_path / "saves").write_text("", encoding="utf-8")
    panel.load_button.click()
    assert html_text(panel.message.value).endswith(t("save.no_folder", "de"))
