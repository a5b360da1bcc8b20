"""Wanzen tanzen hardening (issue 11): every public function bounds its arguments before any work, actions and
saves are bounded, the board survives anything typed or clicked, and no view shows the order of the stack.

Each table row states the call and the error class it must give; every case runs under ``within(seconds)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from limits import within

import bugkit
from bugkit import BugkitError, IllegalMove, InvalidInput
from bugkit.core.session import Session
from bugkit.matches import duel
from bugkit.wanzen_tanzen import (
    OddsBot,
    best_choices,
    chance_now,
    from_json,
    hint,
    load_deck,
    new_game,
    p_complete,
    parse_task,
    position,
    simulate_turns,
    table,
)
from bugkit.wanzen_tanzen.odds import simulate_turns_python
from bugkit.wanzen_tanzen.ui import play

# A valid sample call of each public function of odds.py and bots.py (in the package's __all__), by its name: a
# maker of its keyword arguments (dict for one that needs none). tests/test_hardening_arguments.py and
# tests/test_fuzz.py start from that call and change its arguments to bad ones.
ARGUMENT_SAMPLES: dict[str, Callable[[], dict[str, Any]]] = {
    "best_choices": lambda: {"tasks": ["large straight"], "rolled": (1, 2, 3, 4, 6)},
    "hint": lambda: {"tasks": ["large straight"], "rolled": (1, 2, 3, 4, 6)},
    "chance_now": lambda: {"tasks": ["large straight"]},
    "p_complete": lambda: {"tasks": ["large straight"]},
    "simulate_turns": lambda: {"tasks": ["large straight"], "n": 100, "rng": 1},
    "table": lambda: {"repeats": 1, "tasks": ["large straight"]},
}

# What the shared tests must know of this game (gathered by ``gametools.game_hook``; no shared test names a game):
# options a save must be refused for at once (``tests/test_hardening_load.py``), and ...
BAD_OPTIONS: list[dict[str, Any]] = [{"cards": 10**9}, {"baby_bugs": 10**9}, {"deck": [{"x": 1}] * 5000}]


def scrambled(state: Any, viewer: int) -> None:
    """Return None: everything on a Wanzen tanzen table is open, so no position hides anything from a seat
    (``tests/classroom/test_together.py`` checks what a device shows against a position changed where it cannot
    see)."""
    return None


BIG = 10**5000 // 9  # 111...1 with 5,000 digits
ONES = "1" * 5000


def rolled_state() -> Any:
    """Return a game just after the first roll."""
    return new_game(2).apply("card 3").apply("roll").apply("dice 1 2 2 4 6")


def save(setup: dict[str, Any], actions: list[Any]) -> str:
    """Return a save text (format 2) with this set-up and these steps."""
    return json.dumps({"game": "wanzen_tanzen", "version": 2, "setup": setup, "steps": actions})


CASES: list[tuple[str, Callable[[], Any], type[Exception]]] = [
    # the audit's examples
    ("keep 111...1 (5,000 digits)", lambda: rolled_state().apply("keep " + ONES), InvalidInput),
    ("keep 111...1 as 200 characters", lambda: rolled_state().apply("keep " + "1" * 195), InvalidInput),
    ("new_game bogus option", lambda: new_game(2, bogus=1), InvalidInput),
    ("new_game with a seed", lambda: new_game(2, seed=1), InvalidInput),  # chance is sampled by a Session
    ("simulate_turns n=10**12", lambda: simulate_turns(["Drilling"], n=10**12, rng=1), InvalidInput),
    # actions
    ("action None", lambda: rolled_state().apply(None), InvalidInput),  # type: ignore[arg-type]
    ("action of 300 characters", lambda: rolled_state().apply("keep " + "1 " * 150), InvalidInput),
    ("cover 5,000 digits", lambda: rolled_state().apply("cover " + ONES[:100]), InvalidInput),
    ("keep 7", lambda: rolled_state().apply("keep 7"), IllegalMove),
    ("keep ²", lambda: rolled_state().apply("keep ²"), InvalidInput),
    ("stop while rolling", lambda: rolled_state().apply("stop"), IllegalMove),
    # new_game options
    ("new_game 5 players", lambda: new_game(5), InvalidInput),
    ("new_game players True", lambda: new_game(True), InvalidInput),
    ("new_game seed text", lambda: new_game(2, seed="1"), InvalidInput),  # type: ignore[arg-type]
    ("new_game cards 0", lambda: new_game(2, cards=0), InvalidInput),
    ("new_game cards 5,000 digits", lambda: new_game(2, cards=BIG), InvalidInput),
    ("new_game baby_bugs 10**9", lambda: new_game(2, baby_bugs=10**9), InvalidInput),
    ("new_game baby_bugs NaN", lambda: new_game(2, baby_bugs=float("nan")), InvalidInput),  # type: ignore[arg-type]
    ("new_game deck of 101 cards", lambda: new_game(2, deck=[{"points": 1, "tasks": ["1 1", "2 2"]}] * 101),
     InvalidInput),
    ("new_game deck not a list", lambda: new_game(2, deck="cards"), InvalidInput),  # type: ignore[arg-type]
    ("new_game card id 5,000 digits", lambda: new_game(2, deck=[{"id": BIG, "points": 1,
                                                                          "tasks": ["1 1", "2 2"]}]), InvalidInput),
    ("new_game task 'sum 999...9'", lambda: new_game(2, deck=[{"points": 1, "tasks": ["sum " + "9" * 30,
                                                                                               "1 1"]}]),
     InvalidInput),
    ("new_game task of 5,000 characters", lambda: new_game(2, deck=[{"points": 1,
                                                                              "tasks": ["sum " + ONES, "1 1"]}]),
     InvalidInput),
    # odds
    ("p_complete repeats 100", lambda: p_complete(["Drilling"], repeats=100), InvalidInput),
    ("p_complete repeats 11 (exact)", lambda: p_complete(["Drilling"], repeats=11), InvalidInput),
    ("p_complete repeats True", lambda: p_complete(["Drilling"], repeats=True), InvalidInput),
    ("p_complete n_dice 30", lambda: p_complete(["Drilling"], n_dice=30), InvalidInput),
    ("p_complete no tasks", lambda: p_complete([]), InvalidInput),
    ("p_complete 51 tasks", lambda: p_complete(["1 1"] * 51), InvalidInput),
    ("p_complete unknown task", lambda: p_complete(["Pasch"]), InvalidInput),
    ("p_complete task None", lambda: p_complete([None]), InvalidInput),
    ("parse_task 5,000 digits", lambda: parse_task(ONES), InvalidInput),
    ("parse_task 7 7", lambda: parse_task("7 7"), InvalidInput),
    ("hint 30 dice", lambda: hint(["Drilling"], rolled=[1] * 30), InvalidInput),
    ("hint dice value 0", lambda: hint(["Drilling"], kept=[0], rolled=[1, 2, 3, 4]), InvalidInput),
    ("hint dice value True", lambda: hint(["Drilling"], rolled=[True, 2, 3, 4, 5]), InvalidInput),
    ("hint dice value 1.0", lambda: hint(["Drilling"], rolled=[1.0, 2, 3, 4, 5]), InvalidInput),
    ("hint dice a text", lambda: hint(["Drilling"], rolled="12345"), InvalidInput),  # type: ignore[arg-type]
    ("hint exact 'yes'", lambda: hint(["Drilling"], rolled=[1, 2, 3, 4, 5], exact="yes"), InvalidInput),  # type: ignore[arg-type]
    ("best_choices repeats -1", lambda: best_choices(["Drilling"], rolled=[1, 2, 3, 4, 5], repeats=-1),
     InvalidInput),
    ("chance_now 5 dice kept", lambda: chance_now(["Drilling"], kept=[1, 2, 3, 4, 5]), InvalidInput),
    ("chance_now dice 9", lambda: chance_now(["Drilling"], kept=[9]), InvalidInput),
    ("table repeats 5,000 digits", lambda: table(repeats=BIG), InvalidInput),
    ("table language fr", lambda: table(lang="fr"), InvalidInput),
    ("table deck of texts", lambda: table(deck=["card"]), InvalidInput),  # type: ignore[list-item]
    ("simulate_turns n=0", lambda: simulate_turns(["Drilling"], n=0, rng=1), InvalidInput),
    ("simulate_turns rng -1", lambda: simulate_turns(["Drilling"], n=10, rng=-1), InvalidInput),
    ("simulate_turns without rng", lambda: simulate_turns(["Drilling"], n=10), InvalidInput),  # not repeatable
    ("simulate_turns work over 2 x 10**7", lambda: simulate_turns(["Drilling"], repeats=20, n=10**7, rng=1),
     InvalidInput),
    ("simulate_turns a plan that never ends", lambda: simulate_turns(["Drilling"], n=10, rng=1,
                                                                   plan=np.zeros((1, 1), dtype=np.int64)),
     InvalidInput),
    ("simulate_turns_python n=10**9", lambda: simulate_turns_python(["Drilling"], n=10**9), InvalidInput),
    # bots
    ("OddsBot share NaN", lambda: OddsBot(share=float("nan")), InvalidInput),
    ("OddsBot margin inf", lambda: OddsBot(margin=float("inf")), InvalidInput),
    ("duel unknown bot", lambda: duel("wanzen_tanzen", "nobot", "odds", 2), InvalidInput),
    ("duel 10**6 games", lambda: duel("wanzen_tanzen", "odds", "random", games=10**6), InvalidInput),
    # hand-made positions
    ("position 9 players", lambda: position(players=9), InvalidInput),
    ("position 6 dice", lambda: position(kept=(1, 2, 3), rolled=(1, 2, 3)), InvalidInput),
    ("position bugs 5", lambda: position(bugs=(5, 0)), InvalidInput),
    ("position phase", lambda: position(phase="dance"), InvalidInput),
    ("position card a text", lambda: position(card="Drilling"), InvalidInput),  # type: ignore[arg-type]
    ("position covered all", lambda: position(covered=(0, 1)), InvalidInput),
    # saves and files
    ("from_json a list", lambda: from_json([]), InvalidInput),  # type: ignore[arg-type]
    ("from_json 3 MB", lambda: from_json(" " * 3_000_000), InvalidInput),
    ("from_json 5 players", lambda: from_json(save({"players": 5}, [])), InvalidInput),
    ("from_json huge baby_bugs", lambda: from_json(save({"players": 2, "baby_bugs": 10**12}, [])),
     InvalidInput),
    ("from_json keep 111...1", lambda: from_json(save({"players": 2}, ["card 1", "roll", "dice 1 2 3 4 5",
                                                                     "keep " + ONES])), InvalidInput),
    ("load_deck missing", lambda: load_deck("/nonexistent/deck.json"), InvalidInput),
    ("load_deck None", lambda: load_deck(None), InvalidInput),  # type: ignore[arg-type]
    # the board
    ("play 5 players", lambda: play(players=5), InvalidInput),
    ("play a seat that is no bot", lambda: play(seats=["human", "nobot"]), InvalidInput),
    ("play seed -1", lambda: play(seed=-1), InvalidInput),
    ("play language", lambda: play(lang="fr"), InvalidInput),
    ("play show_hint 1", lambda: play(show_hint=1), InvalidInput),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("name", "call", "error"), CASES, ids=[c[0] for c in CASES])
def test_bad_arguments_are_refused_at_once(name: str, call: Callable[[], Any], error: type[Exception]) -> None:
    with within(2.0), pytest.raises(error):
        call()


def test_a_refused_action_leaves_the_state_unchanged() -> None:
    state = rolled_state()
    before = state.to_json()
    for action in ("keep " + ONES, "x" * 300, "keep 7", "cover 3", None):
        with pytest.raises(BugkitError):
            state.apply(action)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_bounds_are_generous_for_real_games() -> None:
    with within(3.0):
        assert 0 < p_complete(["Große Straße", "Drilling"], repeats=10) < 1
    with within(3.0):
        assert simulate_turns(["Drilling"], repeats=4, n=1_000_000, rng=1).n == 1_000_000
    with within(1.0):
        new_game(4, cards=28, baby_bugs=100)


def test_a_bad_deck_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "deck.json"
    for text in ("not json", '{"cards": [{"points": "two", "tasks": ["1 1", "2 2"]}]}', '{"cards": 5}', "[]",
                 "[" * 100_000):
        bad.write_text(text, encoding="utf-8")
        with within(2.0), pytest.raises(InvalidInput):
            load_deck(bad)


ODDS_ARGS = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.integers(), st.floats(),
                      st.sampled_from(["Drilling", "full house", "3 3 6", "sum 25", "Pasch", "", "1" * 60]),
                      st.lists(st.one_of(st.integers(-2, 8), st.sampled_from(["Drilling", "1 1", "x"])),
                               max_size=8))
ODDS_FUNCTIONS: list[Callable[..., Any]] = [p_complete, hint, best_choices, chance_now, table, simulate_turns,
                                            parse_task]


@pytest.mark.parametrize("function", ODDS_FUNCTIONS, ids=lambda f: f.__name__)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=st.lists(ODDS_ARGS, min_size=0, max_size=4))
def test_odds_functions_give_an_answer_or_a_bugkit_error_within_a_second(function: Callable[..., Any],
                                                                         args: list[Any]) -> None:
    if function is simulate_turns and len(args) >= 3 and isinstance(args[2], int) and args[2] > 10**5:
        args[2] = 10**5  # a large n is allowed and takes seconds by design; its bound is tested above
    with within(1.5):  # a second of work, and half a second of slack for a machine shared by many jobs
        try:
            function(*args)
        except BugkitError:
            pass
        except TypeError as exc:  # too many or too few positional arguments: Python's own call check
            assert "argument" in str(exc), exc


# -- the board -------------------------------------------------------------------------------------------------
def test_adopt_shows_a_game_with_another_set_up() -> None:
    """A 4-player save shown on a 2-player board: seats rebuilt, selection cleared, every piece and button works."""
    w = play(players=2, seats=["human", "human"], seed=5)
    w.roll_button.click()
    w.dice[0].click()
    assert w.selected
    record = bugkit.play("wanzen_tanzen", ["random"] * 4, seed=2)
    saved = from_json(save(record.final.setup, [str(step) for step in record.final.history[:15]]))
    w.adopt(saved)
    assert w.state is saved and len(w.bots) == 4 and w.selected == set()
    assert w.players.value == 4 and w.seed.value == ""  # a loaded game's fresh number is never shown
    assert "Player 4" in w.scores.value
    for action in ("roll", "keep", "repeat", "again", "stop"):
        w.table.press(action)
    for piece in [p.id for z in w.table.model.zones for p in z.pieces]:
        w.table.tap(piece)
    w.step_button.click()
    w.bots_button.click()


def test_no_exception_escapes_a_click_and_the_board_stays_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    w = play(players=2, seats=["human", "human"], seed=6)
    before = w.state
    monkeypatch.setattr(type(before), "apply", lambda self, action: (_ for _ in ()).throw(RuntimeError("boom")))
    w.roll_button.click()
    assert w.state is before and "did not work" in w.error.value
    monkeypatch.undo()
    w.language.value = "de"
    w.seed.value = "-7"
    w.new_button.click()
    assert "Spielnummer ist eine ganze Zahl" in w.error.value and w.state is before


def test_every_control_survives_bad_values() -> None:
    w = play(players=3, seats=["human", "random", "human"], seed=9, show_hint=True)
    for text in ("", "-1", "1e5", "x" * 500, "99999999999999999999999", "٣"):
        w.seed.value = text
        w.new_button.click()
    w.seed.value = "12 345"
    w.new_button.click()
    assert w.number == 12345
    for _ in range(40):
        for action in ("roll", "keep", "repeat", "again", "stop"):
            w.table.press(action)
        for piece in ("die-1", "die-2", "task-1", "task-2"):
            w.table.tap(piece)
        w.step_button.click()
        w.bots_button.click()


# -- hidden information ---------------------------------------------------------------------------------------
def test_a_save_holds_no_card_nobody_has_seen() -> None:
    """Issue 12: a save of a game in progress is its set-up and steps; the only cards it names are the ones
    turned up (face up or won), so the face-down stack's order is not in it (it does not exist yet)."""
    session = Session(new_game(3), seed=4, bots=[OddsBot(), OddsBot(), OddsBot()])
    for _ in range(150):
        session.bot_step()
    s = session.state
    data = json.loads(s.to_json())
    assert set(data) == {"game", "version", "setup", "steps"} and data["version"] == 2
    assert "seed" not in data["setup"]
    turned = [int(step.split()[1]) for step in data["steps"] if step.startswith("card ")]
    seen = {s.rules.deck[c].id for w in s.won for c in w} | ({s.face_up.id} if s.face_up else set())
    assert len(turned) >= 2 and sorted(turned) == sorted(seen)
    assert all(step.split()[0] in ("card", "dice", "roll", "keep", "repeat", "cover", "again", "stop")
               for step in data["steps"])
    assert len(s.unseen()) == 28 - len(seen)
    assert from_json(s.to_json()) == s


def test_the_save_check_can_fail() -> None:
    """A save that named a card nobody has seen would be caught above (and cannot be loaded either)."""
    s = new_game(2).apply("card 5")
    bad = json.loads(s.to_json())
    bad["steps"].append("card 6")
    turned = [step for step in bad["steps"] if step.startswith("card ")]
    assert len(turned) == 2 and s.face_up is not None and {s.face_up.id} != {5, 6}
    with pytest.raises(InvalidInput):
        from_json(json.dumps(bad))


def test_a_turn_simulation_too_long_for_one_call_is_refused_before_any_work() -> None:
    """The audit: 10**7 turns ran 2.0 s. n x (5 + repeats) rolls, the most the turns can take, is at most
    MAX_SIM_ROLLS = 2 x 10**7 (about a second), checked before a die is rolled; at the bound the call runs."""
    from bugkit.wanzen_tanzen.odds import MAX_SIM_ROLLS

    rng = np.random.default_rng(0)
    state = rng.bit_generator.state
    with pytest.raises(InvalidInput, match=r"too much for one call.*at most 4,000,000 turns with 0 repeats"):
        simulate_turns(["Drilling"], n=10**7, rng=rng)
    assert rng.bit_generator.state == state
    n = MAX_SIM_ROLLS // 25
    assert simulate_turns(["Drilling"], repeats=20, n=n, rng=rng).n == n == 800_000
    with pytest.raises(InvalidInput, match="at most 800,000 turns with 20 repeats"):
        simulate_turns(["Drilling"], repeats=20, n=n + 1, rng=rng)
