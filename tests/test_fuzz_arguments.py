"""The argument fuzzer (issue 19): every parameter of every public function and constructor of bugkit gets each
value of a catalogue of bad values while the other parameters keep a valid sample (or their default). Each call
must return or raise a bugkit error; a raw exception, a call over its time limit or over its memory limit fails.

Public means: the names in a module's ``__all__``, or, for a module without one, the names it defines that do not
start with ``_`` (found with ``inspect``, so a new function is fuzzed without anybody listing it; cached functions
too). The quick run
covers the modules that make no widgets, with the short catalogue; ``-m slow`` runs the whole catalogue over every
module, boards and lesson widgets too.
"""

from __future__ import annotations

import enum
import importlib
import inspect
import json
import math
import pkgutil
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from limits import TooSlow, memory_within, within

import bugkit
from bugkit import BugkitError
from bugkit.core.validate import short_repr

SECONDS = 10.0  # per call: every call answers or refuses within 10 s (issue 19)
# Valid calls whose work is large by design and bounded before it starts: all_win_shares at its own bound. They get
# this many seconds (a 2-core machine running the whole suite is slow); every other call of every module answers
# within SECONDS.
LONG_CALLS: dict[str, float] = {"bugkit.matches.all_win_shares": 30.0}
MEMORY = 1 << 30  # per call: 1 GB more address space than before the call


class ReprRaises:
    """An object whose repr, str and == all fail: an error message must still be written."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no ==")

    __hash__ = object.__hash__


QUICK: list[tuple[str, object]] = [
    ("None", None), ("nan", math.nan), ("-1", -1), ("10**100", 10**100), ("100k chars", "x" * 100_000),
    ("True", True), ("array", np.array([1, 2, 3])), ("Fraction", Fraction(1, 3)), ("nested", [[1], [2, [3]]]),
    ("repr raises", ReprRaises()),
]
SLOW: list[tuple[str, object]] = [*QUICK,
    ("inf", math.inf), ("-10**100", -(10**100)), ("empty text", ""), ("object", object()), ("np.int64", np.int64(7)),
    ("np nan", np.float64("nan")), ("dict", {"a": 1}), ("bytes", b"\xff\x00"), ("empty tuple", ()),
    ("Nones", [None] * 10), ("5000 digits", "9" * 5000), ("2**63", 2**63), ("-0.5", -0.5), ("10**400", 10**400),
]

# Modules whose public callables are not fuzzed, each with its reason.
SKIP_MODULES = {
    "bugkit.core.playthrough": "writes the golden playthrough files for developers (scripts/playthroughs.py)",
    "bugkit.lessons.guide": "builds the teacher guide pages from the lesson modules at build time (no arguments)",
}
# Callables that cannot be fuzzed meaningfully (the allowlist), each with its reason.
ALLOW = {
    "bugkit.core.validate.checked_choose": "a decorator factory for bot classes: its arguments are types in code",
    "bugkit.ui.on_click": "wraps a click handler written in code; robust1's widget tests press every button",
    "bugkit.ui.walk": "walks a widget tree given by code (tests and the accessibility pass)",
    "bugkit.ui.visible_texts": "walks a widget tree given by code (tests and the accessibility pass)",
    "bugkit.wuerfel_wg.Cards": "the card tables as data, built only by load_cards, which checks the card file "
                               "(its fields are nested tables, not values a student types)",
    "bugkit.wuerfel_wg.components.Cards": "the same class where it is defined (see bugkit.wuerfel_wg.Cards)",
}
WIDGET_MODULES = ("bugkit.ui", ".ui")  # a module name that is, or ends with, one of these makes widgets


def _game_of(module: str) -> str:
    """Return the game a module belongs to ('' for the shared ones)."""
    parts = module.split(".")
    for name in bugkit.GAME_NAMES:
        if name in parts:
            return name
    return ""


def _state(game: str) -> Any:
    return bugkit.start(game or "ungeziffer", seed=3).state


def _obs(game: str) -> Any:
    state = _state(game)
    return state.observation(state.current_player)


def _legal(game: str) -> Any:
    return list(_state(game).legal_actions())


def _event(game: str) -> Any:
    """Return the last event of a game after its first move (an engine event for the label functions)."""
    session = bugkit.start(game, seed=3)
    session.act(session.state.legal_actions()[0])
    return session.state.events[-1]


def _tiles(game: str) -> Any:
    from bugkit.ungeziffer import default_tiles

    return default_tiles()


# Valid sample values of required parameters, by parameter name (the game of the module decides where it matters).
SAMPLES: dict[str, Callable[[str], Any]] = {
    "state": _state, "observation": _obs, "legal": _legal, "tiles": _tiles,
    "game": lambda g: g or "ungeziffer", "name": lambda g: "x", "text": lambda g: "3/8",
    "rng": lambda g: np.random.default_rng(1), "n": lambda g: 10, "k": lambda g: 3, "target": lambda g: 7,
    "lang": lambda g: "en", "players": lambda g: 2, "seed": lambda g: 1, "games": lambda g: 1, "value": lambda g: 3,
    "values": lambda g: (1, 2), "dice": lambda g: (1, 2, 3), "cards": lambda g: (2, 2, 2, 2), "card": lambda g: "meep",
    "rules": lambda g: _state(g).rules, "tasks": lambda g: ["large straight"], "requirement": lambda g: "4 4",
    "player": lambda g: 0, "seat": lambda g: 0, "count": lambda g: 2, "size": lambda g: 3, "number": lambda g: 3,
    "e_me": lambda g: 0.05, "e_other": lambda g: 0.15, "e0": lambda g: 0.05, "e1": lambda g: 0.15,
    "error_rate": lambda g: 0.1, "hand_size": lambda g: 4, "rounds": lambda g: 5, "length": lambda g: 5,
    "answer": lambda g: Fraction(1, 2), "question": lambda g: "How likely?", "kind": lambda g: "probability",
    "header": lambda g: ["a", "b"], "rows": lambda g: [["1", "2"]], "results": lambda g: [_win_share()],
    "parking": lambda g: 2, "rerolls": lambda g: 1, "todo": lambda g: "4 4", "kept": lambda g: (4,),
    "used": lambda g: (4, 4), "stack": lambda g: 1, "item": lambda g: "jojo", "room": lambda g: "couch",
    "member": lambda g: "anita", "lender": lambda g: 1, "of": lambda g: 1, "pos": lambda g: 0, "faces": lambda g: (),
    "counts": lambda g: (0, 0, 0, 0), "hub": lambda g: (3, 3, 2, 2), "group": lambda g: {"blue": 1},
    "rate_percent": lambda g: 10, "careless_percent": lambda g: 15, "dance": lambda g: "meep",
    "call": lambda g: "meep", "played": lambda g: [], "task": lambda g: 0, "label": lambda g: "x",
    "title": lambda g: "x", "step": lambda g: bugkit.start("ungeziffer", seed=1).state.legal_actions()[0],
    "choices": lambda g: ["a", "b"], "path": lambda g: "no-such-file.json", "dist": lambda g: _dist(),
    "points": lambda g: 1.0, "strong": lambda g: "memory", "weak": lambda g: "random",
    "first": lambda g: "memory", "second": lambda g: "random", "id": lambda g: 1,
    "spec": lambda g: None, "exercise": lambda g: None, "level": lambda g: 1,
}


def _win_share() -> Any:
    from bugkit.matches import WinShare

    return WinShare("ungeziffer", "memory", "forgetful", 10, 6.5, 0.36, 0.85)


def _axes() -> Any:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    plt.close(fig)  # the axes still work; the figure is not kept open
    return ax


def _unsafe_file() -> Any:
    from bugkit.core.files import UnsafeFile

    return UnsafeFile("saves/x.json", "too_big", size=2_000_000)


def _widgets() -> Any:
    return importlib.import_module("ipywidgets")


def _ungeziffer() -> Any:
    return importlib.import_module("bugkit.ungeziffer")


def _dice(lesson: str) -> Any:
    return importlib.import_module("bugkit.lessons.class_dice").DICE[lesson]()


def _lesson(name: str) -> Any:
    return importlib.import_module(f"bugkit.lessons.{name}")


LARGE = "large straight"
# Valid arguments of single callables where a parameter's name means something else than in SAMPLES (these win), so
# that every other parameter of the call is fuzzed against a call that works.
CALL_SAMPLES: dict[str, Callable[[], dict[str, Any]]] = {
    "bugkit.core.errors.illegal": lambda: {"action": "x", "why": "the rules say no"},
    "bugkit.core.errors.refuse": lambda: {"action": "x", "reason": "not_legal"},
    "bugkit.core.game.appended": lambda: {"history": ("a",)},
    "bugkit.core.game.option_names": lambda: {"new_game": _ungeziffer().new_game},
    "bugkit.core.game.rebuild": lambda: {"body": json.loads(_state("").to_json()), "game": "ungeziffer",
                                         "new_game": _ungeziffer().new_game},
    "bugkit.core.game.replay": lambda: {"text": _state("").to_json(), "cls": _ungeziffer().UngezifferState,
                                        "new_game": _ungeziffer().new_game},
    "bugkit.core.i18n.t": lambda: {"key": "ui.new_game"},
    "bugkit.core.i18n.tn": lambda: {"key": "ui.seat"},
    "bugkit.core.i18n.player_name": lambda: {"i": 0},
    "bugkit.core.i18n.and_list": lambda: {"words": ["Mia", "Leo", "Ida"]},
    "bugkit.core.i18n.winners_text": lambda: {"winners": [0, 2]},
    "bugkit.core.validate.check_counts": lambda: {"value": {1: 2}, "key_lo": 1, "key_hi": 6, "max_total": 10},
    "bugkit.core.validate.check_options": lambda: {"options": {"a": 1}, "allowed": ["a", "b"], "what": "x"},
    "bugkit.core.validate.check_step_field": lambda: {"kind": int},
    "bugkit.ui.keys.KeyCatcher": lambda: {"keys": [" "], "board_class": "bugkit-board", "on_key": print},
    "bugkit.ui.projector_switch": lambda: {"board": _widgets().VBox()},
    "bugkit.ui.relabel": lambda: {"dropdown": _widgets().Dropdown(options=[("a", 1)], value=1), "options": [("b", 1)]},
    "bugkit.ui.seat_picker": lambda: {"n": 0, "bot_names": ["random"], "value": "human"},
    "bugkit.ui.saving.SaveReplay": lambda: {"get_state": lambda: _state(""), "set_state": print},
    "bugkit.ui.classdice.ClassDice": lambda: {"spec": _dice("wuerfel_wg")},
    "bugkit.ui.classdice.DiceSpec": lambda: {"key": "coin", "labels": {"en": ("head", "tail"), "de": ("Kopf", "Zahl")},
                                             "exact": (Fraction(1, 2), Fraction(1, 2)),
                                             "sample": lambda rng, n: rng.integers(0, 2, size=n)},
    **{f"bugkit.ui.lesson.{name}": lambda: {"exercise": _lesson("ungeziffer").EXERCISES[0]}
       for name in ("ExerciseBox", "exercise_box")},
    **{f"bugkit.ui.lesson.{name}": lambda: {"controls": {"n": _widgets().IntSlider(value=1)}, "draw": lambda **kw: ""}
       for name in ("ExploreBox", "explore")},
    **{f"bugkit.ui.lesson.{name}": lambda: {"sample": lambda rng, n: rng.random(n) < 0.5, "exact": Fraction(1, 2)}
       for name in ("LLNBox", "lln_box")},
    "bugkit.ui.lesson.bar_chart": lambda: {"values": {1: 0.5, 2: Fraction(1, 2)}, "xlabel": "x", "ylabel": "y"},
    "bugkit.ui.lesson.comma_axes": lambda: {"ax": _axes()},
    "bugkit.ui.lesson.fmt_num": lambda: {"x": 3},
    "bugkit.ui.lesson.fmt_pct": lambda: {"p": Fraction(1, 3)},
    "bugkit.lessons.class_dice.class_dice": lambda: {"lesson": "wuerfel_wg"},
    "bugkit.lessons.class_dice.dice_question": lambda: {"spec": _dice("wuerfel_wg")},
    "bugkit.ui.saving.file_refusal": lambda: {"exc": _unsafe_file()},
    "bugkit.kakerlakentanz.ui.tree_diagram": lambda: {
        "tree": [("a ✔", Fraction(1, 2), []), ("b", Fraction(1, 2), [("c", Fraction(1), [])])]},
    "bugkit.lessons.Exercise": lambda: {
        "id": "x", "level": 1, "make": lambda rng: {"answer": 1},
        "texts": {lang: {"question": "?", "hint": "h", "solution": "{answer}"} for lang in ("en", "de")}},
    "bugkit.lessons.luck_or_skill.Experiment": lambda: {
        "opponents": _lesson("luck_or_skill").SIMPLE_OPPONENT, "strong": _lesson("luck_or_skill").THINKER,
        "first_seed": 1},
    "bugkit.lessons.ungeziffer.dips": lambda: {"chances": _lesson("ungeziffer").blind_chances(_tiles(""))},
    "bugkit.lessons.ungeziffer.orders": lambda: {"tiles": [2, 3, 4]},
    "bugkit.lessons.ungeziffer.with_zeros": lambda: {"zeros": 2},
    "bugkit.lessons.voll_verasselt.sample_bug_ups": lambda: {"stop_at": 3},
    "bugkit.lessons.voll_verasselt.expected_example": lambda: {"catch": 4, "risk": Fraction(1, 3), "gain": 2},
    "bugkit.lessons.voll_verasselt.simulation_check": lambda: {"size": 8, "stop_at": 3, "n": 100},
    "bugkit.lessons.wanzen_tanzen.count_one_roll": lambda: {"task": LARGE},
    "bugkit.lessons.wanzen_tanzen.sample_turns": lambda: {"task": LARGE},
    "bugkit.lessons.wanzen_tanzen.bug_value": lambda: {"task": LARGE, "repeats": 1, "bug_cost": 1.0},
    "bugkit.lessons.wanzen_tanzen.chance_play": lambda: {"task": LARGE, "repeats": 1, "bug_cost": 1.0},
    "bugkit.lessons.wanzen_tanzen.task_name": lambda: {"task": LARGE},
    "bugkit.lessons.wanzen_tanzen.one_roll_text": lambda: {"share": Fraction(1, 3), "total": 12},
    "bugkit.lessons.wanzen_tanzen.turn_text": lambda: {"p_turn": Fraction(1, 3), "p_roll": Fraction(1, 30)},
    "bugkit.lessons.wanzen_tanzen.hint_text": lambda: {"roll": (1, 2, 3, 4, 6)},
    "bugkit.lessons.wanzen_tanzen.repeats_table": lambda: {"task": LARGE, "repeats": 1},
    "bugkit.lessons.wuerfel_wg.at_least_one": lambda: {"kept": (4, 4), "rest": 2},
    "bugkit.lessons.wuerfel_wg.chance": lambda: {"todo": "4 4 4", "dice": 4},
    "bugkit.lessons.wuerfel_wg.explore_figure": lambda: {"todo": "4 4 4", "dice": 4},
    "bugkit.lessons.wuerfel_wg.sample_turns": lambda: {"todo": "4 4 4", "dice": 4},
    "bugkit.lessons.wuerfel_wg.setup": lambda: {"name": "start"},
    "bugkit.kakerlakentanz.labels.explain": lambda: {"reason": ("forbidden", "meep", ("last_card",))},
    "bugkit.ungeziffer.labels.describe": lambda: {"event": _event("ungeziffer")},
    "bugkit.voll_verasselt.labels.describe": lambda: {"event": _event("voll_verasselt")},
    "bugkit.voll_verasselt.labels.odds_text": lambda: {"p": Fraction(1, 3)},
    "bugkit.wuerfel_wg.labels.describe": lambda: {"cards": _state("wuerfel_wg").cards, "event": _event("wuerfel_wg")},
    "bugkit.ui.draw.svg": lambda: {"width": 20, "height": 20, "body": "<circle r='5'/>", "label": "a dot"},
    "bugkit.ui.draw.row": lambda: {"pictures": ["<svg></svg>"]},
    "bugkit.wanzen_tanzen.odds.hits": lambda: {"tasks": _wt_odds().parse_tasks(LARGE),
                                               "counts": _wt_odds().space().counts},
    **{f"bugkit.wuerfel_wg.rules.{name}": lambda: _flat_share() for name in ("n_dice", "n_parking", "n_rerolls")},
}


def _wt_odds() -> Any:
    return importlib.import_module("bugkit.wanzen_tanzen.odds")


def _flat_share() -> dict[str, Any]:
    """Return valid (cards, wg) arguments of the Würfel-WG flat-share questions: the box and a start flat-share."""
    from bugkit.wuerfel_wg import default_cards
    from bugkit.wuerfel_wg.rules import WG

    return {"cards": default_cards(), "wg": WG(colour=0)}


def _dist() -> Any:
    from bugkit.core.dist import uniform

    return uniform(range(1, 7))


def public_modules() -> list[str]:
    """Return every importable bugkit module, in name order."""
    names = ["bugkit"] + [m.name for m in pkgutil.walk_packages(bugkit.__path__, "bugkit.")]
    return sorted(names)


def public_callables(module_name: str) -> list[tuple[str, Callable[..., Any]]]:
    """Return (qualified name, object) of each public function or class of a module (see the module docstring)."""
    module = importlib.import_module(module_name)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n, obj in vars(module).items() if not n.startswith("_")
                 and getattr(obj, "__module__", None) == module_name]
    out: list[tuple[str, Callable[..., Any]]] = []
    for name in names:
        obj = getattr(module, name, None)
        cached = callable(obj) and inspect.isfunction(getattr(obj, "__wrapped__", None))  # lru_cache, cache
        if (inspect.isfunction(obj) or inspect.isclass(obj) or cached) and not (
                inspect.isclass(obj) and issubclass(obj, BaseException)):
            out.append((f"{module_name}.{name}", obj))
    return out


def parameters(func: Callable[..., Any]) -> list[inspect.Parameter]:
    """Return the parameters of ``func`` that can be given by name (none if it has no signature)."""
    try:
        signature = inspect.signature(func)
    except (TypeError, ValueError):
        return []
    return [p for p in signature.parameters.values() if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]


def _base(params: list[inspect.Parameter], game: str) -> dict[str, Any]:
    """Return sample keyword arguments for the required parameters (None where no sample is known)."""
    out = {}
    for p in params:
        if p.default is inspect.Parameter.empty:
            make = SAMPLES.get(p.name)
            out[p.name] = make(game) if make is not None else None
    return out


def _close(result: object) -> None:
    """Close a matplotlib figure a call returned (a fuzzer makes thousands)."""
    if hasattr(result, "savefig"):
        import matplotlib.pyplot as plt

        plt.close(result)  # type: ignore[arg-type]


def fuzz(module_name: str, catalogue: list[tuple[str, object]]) -> Iterator[str]:
    """Yield one line per defect found in a module: a raw exception, a hang or too much memory."""
    game = _game_of(module_name)
    for key, func in public_callables(module_name):
        if key in ALLOW or (inspect.isclass(func) and issubclass(func, enum.Enum)):
            continue  # an Enum (every game's Phase): Phase(x) looks a member up, its ValueError is Python's contract
        params = parameters(func)
        seconds = LONG_CALLS.get(key, SECONDS)
        base = {**_base(params, game), **CALL_SAMPLES.get(key, dict)()}
        for param in params:
            for label, bad in catalogue:
                kwargs = {**base, param.name: bad}
                try:
                    with within(seconds), memory_within(MEMORY):
                        _close(func(**kwargs))
                except BugkitError:
                    continue
                except TooSlow:
                    yield f"{key}({param.name}={label}): no answer within {seconds:g} s"
                except MemoryError:
                    yield f"{key}({param.name}={label}): more than {MEMORY >> 20} MB"
                except Exception as exc:
                    yield f"{key}({param.name}={label}): raw {type(exc).__name__}: {short_repr(exc, 100)}"


def _makes_widgets(module_name: str) -> bool:
    return any(module_name == w or module_name.endswith(w) for w in WIDGET_MODULES) or \
        module_name.startswith("bugkit.ui.")


# What a student or a lesson imports: the registry, each game's package, the lesson helpers, the matches and the
# exact engine. The developer building blocks (core.dist, core.errors, core.i18n, the event and label modules) and
# the widget modules are fuzzed in the slow run.
QUICK_MODULES = ["bugkit", *(f"bugkit.{g}" for g in bugkit.GAME_NAMES), "bugkit.matches", "bugkit.core.exact",
                 "bugkit.core.session", *(m for m in public_modules() if m.startswith("bugkit.lessons.")
                                          and not m.startswith("bugkit.lessons.guide"))]
ALL_MODULES = [m for m in public_modules() if m not in SKIP_MODULES and not m.startswith("bugkit.lessons.guide")]


def test_the_fuzzer_finds_the_public_functions() -> None:
    # the discovery must not silently find nothing: the registry entry points and the odds are all there
    found = {key for m in QUICK_MODULES for key, _ in public_callables(m)}
    for key in ("bugkit.new_game", "bugkit.play", "bugkit.load", "bugkit.Session", "bugkit.core.exact.evaluate",
                "bugkit.ungeziffer.p_hit", "bugkit.kakerlakentanz.Deck", "bugkit.lessons.ungeziffer.orders"):
        assert key in found
    assert len(found) > 200


def test_every_name_a_module_lists_in_its_all_exists() -> None:
    """bugkit.ui listed "Reason", which it does not define: ``from bugkit.ui import *`` failed, and the fuzzer
    (which looks each name up with a default) silently skipped it."""
    missing = [f"{m}.{name}" for m in public_modules() for name in getattr(importlib.import_module(m), "__all__", ())
               if not hasattr(importlib.import_module(m), name)]
    assert missing == []


def test_the_fuzzer_catches_a_raw_exception() -> None:
    # a function that lets a TypeError out is reported (the check cannot pass vacuously)
    import types

    module = types.ModuleType("bugkit_fuzz_probe")
    module.__all__ = ["bad"]  # type: ignore[attr-defined]

    def bad(n: int = 1) -> int:
        return n + 1  # None + 1: a raw TypeError

    module.bad = bad  # type: ignore[attr-defined]
    import sys

    sys.modules["bugkit_fuzz_probe"] = module
    try:
        found = list(fuzz("bugkit_fuzz_probe", [("None", None)]))
    finally:
        del sys.modules["bugkit_fuzz_probe"]
    assert found and "raw TypeError" in found[0]


@pytest.mark.parametrize("module_name", QUICK_MODULES)
def test_no_raw_exception_hang_or_memory_blowup(module_name: str) -> None:
    defects = list(fuzz(module_name, QUICK))
    assert not defects, f"{len(defects)} defects:\n" + "\n".join(defects[:40])


@pytest.mark.slow
@pytest.mark.parametrize("module_name", ALL_MODULES)
def test_no_raw_exception_with_the_whole_catalogue(module_name: str) -> None:
    defects = list(fuzz(module_name, SLOW))
    assert not defects, f"{len(defects)} defects:\n" + "\n".join(defects[:40])
