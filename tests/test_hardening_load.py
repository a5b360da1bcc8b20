"""Saves are bounded and every bad one is an InvalidInput (issue 11), table-driven: each case states the save text
(built from a real save of each game) and the error class it must give, and runs under a time limit.

Limits (``bugkit.core.game``): MAX_SAVE_BYTES = 1 MB, MAX_ACTIONS = 20,000 recorded steps of MAX_ACTION_TEXT = 200
characters, options the game's ``new_game`` knows, each plain JSON data (depth, items, text and number sizes
bounded), then checked by the game's ``new_game``. Every game writes format 2 (``version`` 2, set-up without a seed,
``steps``: decisions and chance outcomes) and refuses a seed and a save of an older bugkit (format 1).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from gametools import game_hook, start_state, steps
from limits import within

import bugkit
from bugkit import InvalidInput
from bugkit.core.game import MAX_ACTION_TEXT, MAX_ACTIONS, MAX_OPTION_DEPTH, MAX_SAVE_BYTES

GAMES = sorted(bugkit.GAMES)
SECONDS = 2.0
Save = dict[str, Any]


def base_save(name: str) -> Save:
    """Return a real save of ``name`` after three decisions (and the chance they brought), as a dict."""
    data: Save = json.loads(steps(start_state(name, seed=7), 3, seed=7).to_json())
    return data


def key(save: Save) -> str:
    """Return the field of ``save`` that holds its record."""
    return "steps"


def with_record(make: Callable[[Save], Any]) -> Callable[[Save], Save]:
    """Return a mutation that sets the record field (steps) to ``make(save)`` (... removes it)."""
    def change(save: Save) -> Save:
        value = make(save)
        out = {k: v for k, v in save.items() if k != key(save) or value is not ...}
        if value is not ...:
            out[key(save)] = value
        return out
    return change


def as_format_1(save: Save) -> Save:
    """Return a format-1 save (version 1, a seed, ``actions``) with the same set-up and record as ``save``."""
    record = save.get("steps", save.get("actions"))
    return {"game": save["game"], "version": 1, "setup": {**save["setup"], "seed": 7}, "actions": record}


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
    ("the other version", lambda s: {**s, "version": 3 - s["version"]}, InvalidInput),
    ("version 3", with_field(version=3), InvalidInput),
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
    ("record missing", with_record(lambda s: ...), InvalidInput),
    ("record a text", with_record(lambda s: "roll"), InvalidInput),
    ("record an object", with_record(lambda s: {"0": "roll"}), InvalidInput),
    ("record null", with_record(lambda s: None), InvalidInput),
    ("record under the other format's name", lambda s: {**{k: v for k, v in s.items() if k != key(s)},
                                                        "steps" if key(s) == "actions" else "actions": s[key(s)]},
     InvalidInput),
    ("action a number", with_record(lambda s: [5]), InvalidInput),
    ("action null", with_record(lambda s: [None]), InvalidInput),
    ("action a list", with_record(lambda s: [["roll"]]), InvalidInput),
    ("action nested 500 deep", with_record(lambda s: [nested(500)]), InvalidInput),
    ("action too long", with_record(lambda s: ["x" * (MAX_ACTION_TEXT + 1)]), InvalidInput),
    ("action 10000 chars", with_record(lambda s: ["roll " * 2000]), InvalidInput),
    ("too many actions", with_record(lambda s: ["nonsense"] * (MAX_ACTIONS + 1)), InvalidInput),
    ("an illegal action", with_record(lambda s: [*s[key(s)], "fly to the moon"]), InvalidInput),
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
    ("NaN inside", lambda t: re.sub('"version": [12]', '"version": NaN', t), InvalidInput),
    ("Infinity seed", lambda t: json.dumps({**json.loads(t), "setup": {"seed": 1}})
     .replace('"seed": 1', '"seed": Infinity'), InvalidInput),
    ("1e999 seed", lambda t: json.dumps({**json.loads(t), "setup": {"seed": 1}}).replace('"seed": 1', '"seed": 1e999'),
     InvalidInput),
    ("a 5000-digit number", lambda t: re.sub('"version": [12]', '"version": ' + "1" * 5000, t), InvalidInput),
    ("nested 100000 deep", lambda t: "[" * 100_000 + "]" * 100_000, InvalidInput),
    ("object nested 50000 deep", lambda t: '{"a":' * 50_000 + "1" + "}" * 50_000, InvalidInput),
    ("over 1 MB of spaces", lambda t: t + " " * MAX_SAVE_BYTES, InvalidInput),
    ("over 1 MB as bytes", lambda t: (t + " " * MAX_SAVE_BYTES).encode(), InvalidInput),
    ("1 MB of umlauts (2 bytes each)", lambda t: t[:-1] + ', "x": "' + "ä" * (MAX_SAVE_BYTES // 2) + '"}',
     InvalidInput),
    ("not UTF-8", lambda t: t.encode("utf-8")[:-1] + b"\xff}", InvalidInput),
    ("UTF-16", lambda t: t.encode("utf-16"), InvalidInput),
    ("two byte-order marks", lambda t: "\ufeff\ufeff" + t, InvalidInput),
    ("a lone surrogate", lambda t: re.sub('"version": [12]', lambda m: '"version": "\\ud800"', t), InvalidInput),
]


# A save holds the past and no seed, and a format-1 save is refused.
STEPS_CASES: list[tuple[str, Callable[[Save], Save], type[Exception]]] = [
    ("a seed in a version-2 save", with_setup(seed=7), InvalidInput),
    ("a seed of 0 in a version-2 save", with_setup(seed=0), InvalidInput),
    ("a version-1 save of a game with chance nodes", as_format_1, InvalidInput),
    ("an impossible chance outcome", with_record(lambda s: [*s[key(s)][:-1], "dice 9 9 9"]), InvalidInput),
]


def _dict_cases() -> list[Any]:
    return [pytest.param(g, mutate, err, id=f"{g}-{i}") for g in GAMES
            for i, mutate, err in DICT_CASES + STEPS_CASES]


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
        saved = json.loads(state.to_json())
        assert saved["version"] == 2 and key(saved) in saved
        assert "seed" not in saved["setup"]  # a save holds the past only: chance is in its steps


@pytest.mark.parametrize("name", GAMES)
def test_limits_are_named_in_the_message(name: str) -> None:
    save = base_save(name)
    for mutate, words in ((with_record(lambda s: ["x"] * (MAX_ACTIONS + 1)), "20,000"),
                          (with_record(lambda s: ["x" * 201]), "200"),
                          (with_setup(seed=None), "seed"),
                          (with_field(version=True), "version"),
                          (with_setup(bogus=nested(MAX_OPTION_DEPTH + 5)), "bogus")):
        with within(SECONDS), pytest.raises(InvalidInput, match=words):
            bugkit.load(json.dumps(mutate(save)))
    with within(SECONDS), pytest.raises(InvalidInput, match="1,000,000"):
        bugkit.load(json.dumps(save) + " " * MAX_SAVE_BYTES)


# Each game's own options in a save, refused at once by the generic checks or by the game's new_game (which the
# game checks itself): ``BAD_OPTIONS`` in each game's ``tests/test_<game>_hardening.py``.
OPTION_CASES: list[tuple[str, dict[str, Any]]] = [(g, o) for g in GAMES for o in game_hook(g, "BAD_OPTIONS") or ()]


def test_every_game_names_options_a_save_must_be_refused_for() -> None:
    missing = [f"tests/test_{g}_hardening.py" for g in GAMES if not game_hook(g, "BAD_OPTIONS")]
    assert not missing, (f"{', '.join(missing)}: give BAD_OPTIONS, a list of option values (dicts) too big or of the "
                         "wrong kind, each of which a save must be refused for at once")


@pytest.mark.parametrize(("name", "options"), [pytest.param(g, o, id=f"{g}-{json.dumps(o)[:40]}")
                                               for g, o in OPTION_CASES])
def test_a_bad_option_in_a_save_is_refused_at_once(name: str, options: dict[str, Any]) -> None:
    if name not in bugkit.GAMES:
        pytest.skip(f"{name} is not built")
    text = json.dumps(with_setup(**options)(base_save(name)))
    with within(1.0), pytest.raises(InvalidInput):
        bugkit.load(text)


@pytest.mark.parametrize("name", GAMES)
def test_a_version_1_save_of_a_game_with_chance_nodes_is_refused_with_a_clear_message(name: str) -> None:
    text = json.dumps(as_format_1(base_save(name)))
    with within(SECONDS), pytest.raises(InvalidInput, match="format 1") as err:
        bugkit.load(text)
    assert "older bugkit" in str(err.value) and "new game" in str(err.value)


@pytest.mark.parametrize("name", GAMES)
def test_a_seed_in_a_version_2_save_is_refused_with_a_clear_message(name: str) -> None:
    with within(SECONDS), pytest.raises(InvalidInput, match="holds no seed"):
        bugkit.load(json.dumps(with_setup(seed=7)(base_save(name))))


@pytest.mark.slow
def test_a_save_of_the_maximum_length_loads_in_seconds() -> None:
    from gametools import long_game

    game = long_game(MAX_ACTIONS)  # Voll verasselt: a turn of 'go on' can last for ever
    text = game.to_json()
    rec = "steps"
    start = time.perf_counter()
    with within(20):
        state = bugkit.load(text)
    assert len(state.history) == MAX_ACTIONS and state == game, time.perf_counter() - start
    # the record counts decisions and chance outcomes alike
    assert any(s.startswith("dice") for s in state.history) and "go on" in state.history
    with within(SECONDS), pytest.raises(InvalidInput, match="20,000"):
        bugkit.load(text.replace(f'"{rec}": [', f'"{rec}": ["go on", '))


@pytest.mark.parametrize("name", GAMES)
def test_load_parses_a_save_once(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = json.dumps(base_save(name))
    parsed: list[str] = []
    loads = json.loads

    def counting(body: str, **kwargs: Any) -> Any:
        parsed.append(body)
        return loads(body, **kwargs)

    monkeypatch.setattr(json, "loads", counting)
    state = bugkit.load(text)
    assert parsed.count(text) == 1 and state.to_json() == text
    parsed.clear()
    assert bugkit.GAMES[name].from_json(text) == state and parsed.count(text) == 1  # the game's own load too


def test_the_action_text_limit_is_the_saves_own() -> None:
    """One limit on a move's text and one on a save's steps: only bugkit.core.game sets them (a module that restated
    the number, as Kakerlakentanz's parser did with 200, would not follow a change of the save's limit)."""
    import re
    from pathlib import Path

    import bugkit

    root = Path(bugkit.__file__).parent
    setting = re.compile(r"^\s*(MAX_ACTION_TEXT|MAX_ACTIONS)\s*(:[^=]*)?=", re.M)
    found = sorted(str(p.relative_to(root)) for p in root.rglob("*.py") if setting.search(p.read_text("utf-8")))
    assert found == ["core/game.py"]
