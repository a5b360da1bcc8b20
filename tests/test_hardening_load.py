"""Saves are bounded and every bad one is an InvalidInput (issue 11), table-driven: each case states the save text
(built from a real save of each game) and the error class it must give, and runs under a time limit.

Limits (``bugkit.core.game``): MAX_SAVE_BYTES = 1 MB, MAX_ACTIONS = 20,000 moves of MAX_ACTION_TEXT = 200
characters, a recorded seed, ``version`` the whole number 1, options the game's ``new_game`` knows, each plain JSON
data (depth, items, text and number sizes bounded), then checked by the game's ``new_game``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from limits import within

import bugkit
from bugkit import InvalidInput
from bugkit.core.game import MAX_ACTION_TEXT, MAX_ACTIONS, MAX_OPTION_DEPTH, MAX_SAVE_BYTES

GAMES = sorted(bugkit.GAMES)
SECONDS = 2.0
Save = dict[str, Any]


def base_save(name: str) -> Save:
    """Return a real save of ``name`` after three moves, as a dict."""
    state = bugkit.new_game(name, players=bugkit.GAMES[name].min_players, seed=7)
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    data: Save = json.loads(state.to_json())
    return data


def with_setup(**changes: Any) -> Callable[[Save], Save]:
    """Return a mutation that changes set-up fields (a value of ... removes the field)."""
    def change(save: Save) -> Save:
        setup = {k: v for k, v in save["setup"].items() if changes.get(k, 0) is not ...}
        setup.update({k: v for k, v in changes.items() if v is not ...})
        return {**save, "setup": setup}
    return change


def with_field(**changes: Any) -> Callable[[Save], Save]:
    """Return a mutation that changes top-level fields (a value of ... removes the field)."""
    def change(save: Save) -> Save:
        out = {k: v for k, v in save.items() if changes.get(k, 0) is not ...}
        out.update({k: v for k, v in changes.items() if v is not ...})
        return out
    return change


def first_option(save: Save) -> str:
    """Return the name of the first option (besides players and seed) of the saved game's ``new_game``."""
    import inspect

    params = inspect.signature(bugkit.GAMES[save["game"]].new_game).parameters
    return next(p for p in params if p not in ("players", "seed"))


def nested(depth: int) -> Any:
    """Return a list nested ``depth`` deep."""
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


# (id, mutation of the save dict, error class); each is run for every game
DICT_CASES: list[tuple[str, Callable[[Save], Save], type[Exception]]] = [
    ("version true", with_field(version=True), InvalidInput),
    ("version 1.0", with_field(version=1.0), InvalidInput),
    ("version '1'", with_field(version="1"), InvalidInput),
    ("version 2", with_field(version=2), InvalidInput),
    ("version null", with_field(version=None), InvalidInput),
    ("version missing", with_field(version=...), InvalidInput),
    ("game missing", with_field(game=...), InvalidInput),
    ("game a number", with_field(game=5), InvalidInput),
    ("game a list", with_field(game=["ungeziffer"]), InvalidInput),
    ("game unknown", with_field(game="chess"), InvalidInput),
    ("extra field", with_field(notes="hi"), InvalidInput),
    ("setup missing", with_field(setup=...), InvalidInput),
    ("setup a list", with_field(setup=[2, 7]), InvalidInput),
    ("setup null", with_field(setup=None), InvalidInput),
    ("seed missing", with_setup(seed=...), InvalidInput),
    ("seed null", with_setup(seed=None), InvalidInput),
    ("seed -1", with_setup(seed=-1), InvalidInput),
    ("seed 2**63", with_setup(seed=2**63), InvalidInput),
    ("seed 1.5", with_setup(seed=1.5), InvalidInput),
    ("seed '7'", with_setup(seed="7"), InvalidInput),
    ("seed true", with_setup(seed=True), InvalidInput),
    ("seed 4000 digits", with_setup(seed=10**4000), InvalidInput),
    ("players 0", with_setup(players=0), InvalidInput),
    ("players 99", with_setup(players=99), InvalidInput),
    ("players 10**12", with_setup(players=10**12), InvalidInput),
    ("players '2'", with_setup(players="2"), InvalidInput),
    ("players true", with_setup(players=True), InvalidInput),
    ("players 2.0", with_setup(players=2.0), InvalidInput),
    ("players a list", with_setup(players=[2]), InvalidInput),
    ("unknown option", with_setup(bogus=1), InvalidInput),
    ("option name 10000 chars", with_setup(**{"x" * 10_000: 1}), InvalidInput),
    ("option nested 100 deep", lambda s: with_setup(**{first_option(s): nested(100)})(s), InvalidInput),
    ("option an object of 30000 items", lambda s: with_setup(**{first_option(s): dict.fromkeys(map(str, range(30_000)),
                                                                                                 0)})(s), InvalidInput),
    ("option a text of 10000 chars", lambda s: with_setup(**{first_option(s): "x" * 10_000})(s), InvalidInput),
    ("option a number of 10**12", lambda s: with_setup(**{first_option(s): 10**12})(s), InvalidInput),
    ("option 1e300", lambda s: with_setup(**{first_option(s): 1e300})(s), InvalidInput),
    ("actions missing", with_field(actions=...), InvalidInput),
    ("actions a text", with_field(actions="roll"), InvalidInput),
    ("actions an object", with_field(actions={"0": "roll"}), InvalidInput),
    ("actions null", with_field(actions=None), InvalidInput),
    ("action a number", lambda s: {**s, "actions": [5]}, InvalidInput),
    ("action null", lambda s: {**s, "actions": [None]}, InvalidInput),
    ("action a list", lambda s: {**s, "actions": [["roll"]]}, InvalidInput),
    ("action nested 500 deep", lambda s: {**s, "actions": [nested(500)]}, InvalidInput),
    ("action too long", lambda s: {**s, "actions": ["x" * (MAX_ACTION_TEXT + 1)]}, InvalidInput),
    ("action 10000 chars", lambda s: {**s, "actions": ["roll " * 2000]}, InvalidInput),
    ("too many actions", lambda s: {**s, "actions": ["nonsense"] * (MAX_ACTIONS + 1)}, InvalidInput),
    ("an illegal action", lambda s: {**s, "actions": [*s["actions"], "fly to the moon"]}, InvalidInput),
]

# (id, text builder from the valid save text, error class)
TEXT_CASES: list[tuple[str, Callable[[str], str | bytes], type[Exception]]] = [
    ("empty text", lambda t: "", InvalidInput),
    ("only spaces", lambda t: "   ", InvalidInput),
    ("null", lambda t: "null", InvalidInput),
    ("a list", lambda t: "[]", InvalidInput),
    ("a number", lambda t: "5", InvalidInput),
    ("a text", lambda t: '"save"', InvalidInput),
    ("cut in half", lambda t: t[: len(t) // 2], InvalidInput),
    ("NaN inside", lambda t: t.replace('"version": 1', '"version": NaN'), InvalidInput),
    ("Infinity seed", lambda t: json.dumps({**json.loads(t), "setup": {"seed": 1}})
     .replace('"seed": 1', '"seed": Infinity'), InvalidInput),
    ("1e999 seed", lambda t: json.dumps({**json.loads(t), "setup": {"seed": 1}}).replace('"seed": 1', '"seed": 1e999'),
     InvalidInput),
    ("a 5000-digit number", lambda t: t.replace('"version": 1', '"version": ' + "1" * 5000), InvalidInput),
    ("nested 100000 deep", lambda t: "[" * 100_000 + "]" * 100_000, InvalidInput),
    ("object nested 50000 deep", lambda t: '{"a":' * 50_000 + "1" + "}" * 50_000, InvalidInput),
    ("over 1 MB of spaces", lambda t: t + " " * MAX_SAVE_BYTES, InvalidInput),
    ("over 1 MB as bytes", lambda t: (t + " " * MAX_SAVE_BYTES).encode(), InvalidInput),
    ("1 MB of umlauts (2 bytes each)", lambda t: t[:-1] + ', "x": "' + "ä" * (MAX_SAVE_BYTES // 2) + '"}',
     InvalidInput),
    ("not UTF-8", lambda t: t.encode("utf-8")[:-1] + b"\xff}", InvalidInput),
    ("UTF-16", lambda t: t.encode("utf-16"), InvalidInput),
    ("two byte-order marks", lambda t: "\ufeff\ufeff" + t, InvalidInput),
    ("a lone surrogate", lambda t: t.replace('"version": 1', '"version": "\\ud800"'), InvalidInput),
]


def _dict_cases() -> list[Any]:
    return [pytest.param(g, mutate, err, id=f"{g}-{i}") for g in GAMES for i, mutate, err in DICT_CASES]


def _text_cases() -> list[Any]:
    return [pytest.param(g, build, err, id=f"{g}-{i}") for g in GAMES for i, build, err in TEXT_CASES]


@pytest.mark.parametrize(("name", "mutate", "error"), _dict_cases())
def test_a_bad_save_is_refused(name: str, mutate: Callable[[Save], Save], error: type[Exception]) -> None:
    text = json.dumps(mutate(base_save(name)))
    with within(SECONDS):
        with pytest.raises(error):
            bugkit.load(text)
        with pytest.raises(error):
            bugkit.GAMES[name].from_json(text)


@pytest.mark.parametrize(("name", "build", "error"), _text_cases())
def test_a_bad_save_text_is_refused(name: str, build: Callable[[str], str | bytes], error: type[Exception]) -> None:
    text = build(json.dumps(base_save(name)))
    with within(SECONDS), pytest.raises(error):
        bugkit.load(text)


@pytest.mark.parametrize("name", GAMES)
def test_a_save_of_another_game_is_refused_by_each_game(name: str) -> None:
    other = next(g for g in GAMES if g != name)
    with within(SECONDS), pytest.raises(InvalidInput, match=other):
        bugkit.GAMES[name].from_json(json.dumps(base_save(other)))


@pytest.mark.parametrize("name", GAMES)
def test_good_saves_load_with_or_without_a_byte_order_mark(name: str) -> None:
    text = json.dumps(base_save(name))
    with within(SECONDS):
        state = bugkit.load(text)
        assert bugkit.load("\ufeff" + text) == state
        assert bugkit.load(b"\xef\xbb\xbf" + text.encode()) == state
        assert bugkit.load(text.encode()) == state
        assert bugkit.load(text + " " * (MAX_SAVE_BYTES - len(text))) == state  # exactly at the limit
        assert json.loads(state.to_json())["setup"]["seed"] == 7  # a save always records its seed


@pytest.mark.parametrize("name", GAMES)
def test_limits_are_named_in_the_message(name: str) -> None:
    save = base_save(name)
    for mutate, words in ((lambda s: {**s, "actions": ["x"] * (MAX_ACTIONS + 1)}, "20,000"),
                          (lambda s: {**s, "actions": ["x" * 201]}, "200"),
                          (with_setup(seed=None), "seed"),
                          (with_field(version=True), "version"),
                          (with_setup(bogus=nested(MAX_OPTION_DEPTH + 5)), "bogus")):
        with within(SECONDS), pytest.raises(InvalidInput, match=words):
            bugkit.load(json.dumps(mutate(save)))
    with within(SECONDS), pytest.raises(InvalidInput, match="1,000,000"):
        bugkit.load(json.dumps(save) + " " * MAX_SAVE_BYTES)


# Each game's own options in a save: refused at once by the generic checks or by the game's new_game
# (which the game checks itself: these fail until every game bounds its options).
OPTION_CASES: list[tuple[str, dict[str, Any]]] = [
    ("ungeziffer", {"tiles": {"3": 10**9}}),
    ("ungeziffer", {"tiles": {str(v): 1000 for v in range(10)}}),
    ("ungeziffer", {"tiles": {"1000": 1}}),
    ("ungeziffer", {"yellow_faces": list(range(10_000))}),
    ("ungeziffer", {"end_at": 10**9}),
    ("ungeziffer", {"variant": "x" * 1000}),
    ("wanzen_tanzen", {"cards": 10**9}),
    ("wanzen_tanzen", {"baby_bugs": 10**9}),
    ("wanzen_tanzen", {"deck": [{"x": 1}] * 5000}),
    ("voll_verasselt", {"max_turns": 10**9}),
    ("kakerlakentanz", {"hand_size": 10**9}),
    ("kakerlakentanz", {"time_limit": 1e300}),
    ("kakerlakentanz", {"time_limit": -1}),
    ("kakerlakentanz", {"variant": ["standard"]}),
    ("wuerfel_wg", {"max_rounds": 10**9}),
    ("wuerfel_wg", {"advantage_on_wake": 1}),
    ("wuerfel_wg", {"cards": {"x": nested(8)}}),
]


@pytest.mark.parametrize(("name", "options"), [pytest.param(g, o, id=f"{g}-{json.dumps(o)[:40]}")
                                               for g, o in OPTION_CASES])
def test_a_bad_option_in_a_save_is_refused_at_once(name: str, options: dict[str, Any]) -> None:
    if name not in bugkit.GAMES:
        pytest.skip(f"{name} is not built")
    text = json.dumps(with_setup(**options)(base_save(name)))
    with within(1.0), pytest.raises(InvalidInput):
        bugkit.load(text)


def long_save(moves: int) -> str:
    """Return a Voll verasselt save of exactly ``moves`` legal moves (a turn of 'go on' can last for ever)."""
    import inspect

    options: dict[str, Any] = {"max_turns": 100_000}
    if "stall_rounds" in inspect.signature(bugkit.GAMES["voll_verasselt"].new_game).parameters:
        options["stall_rounds"] = 1000
    state = bugkit.new_game("voll_verasselt", seed=3, **options)
    for _ in range(moves):
        state = state.apply(state.legal_actions()[0])
    return state.to_json()


@pytest.mark.slow
def test_a_save_of_the_maximum_length_loads_in_seconds() -> None:
    text = long_save(MAX_ACTIONS)
    start = time.perf_counter()
    with within(20):
        state = bugkit.load(text)
    assert len(state.history) == MAX_ACTIONS, time.perf_counter() - start
    with within(SECONDS), pytest.raises(InvalidInput, match="20,000"):
        bugkit.load(text.replace('"actions": [', '"actions": ["go on", '))
