"""Every public entry point refuses bad arguments at once with InvalidInput (issue 11), table-driven: each case
states its call and the error it must give, and runs under a time limit.

Two tables: the cross-game entry points (``bugkit.play``, ``new_game``, ``load``, ``make_rng``, the classroom
functions), and a generic pass over every public odds function of every game (the functions of its ``odds`` and
``bots`` modules in its ``__all__``): each parameter in turn gets a wrong type, None, a bool, -1, 10**12, NaN and a
10,000-character text while the others keep a valid sample value. The sample values, and game-specific size cases,
live in each game's own ``tests/test_<game>_hardening.py`` (``ARGUMENT_SAMPLES``): this file names no game.
"""

from __future__ import annotations

import importlib
import inspect
import json
import math
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from gametools import game_hook, random_positions
from limits import within

import bugkit
from bugkit import BugkitError, InvalidInput
from bugkit.core.dist import Dist
from bugkit.core.game import option_names
from bugkit.core.session import resolve, sample
from bugkit.lessons.luck_or_skill import simulate_duels
from bugkit.matches import all_win_shares, matchup, points_of, wilson, win_share

GAMES = sorted(bugkit.GAMES)
GAME = GAMES[0]  # the cross-game entry points treat every game alike: one stands for all
SPEC = bugkit.GAMES[GAME]
BOT, LAST_BOT = next(iter(SPEC.bots)), list(SPEC.bots)[-1]  # (a refusal lists every bot: the last one too)
TWO = [BOT, BOT]
PLAYERS = f"{SPEC.min_players} to {SPEC.max_players}"
SECONDS = 2.0  # a refusal is instant; this only catches hangs


class Junk:
    """An object of a type no bugkit function takes."""

    def __repr__(self) -> str:
        return "Junk()"


BAD_VALUES: list[tuple[str, object]] = [
    ("wrong type", Junk()), ("None", None), ("bool", True), ("-1", -1), ("10**12", 10**12), ("NaN", math.nan),
    ("10000 chars", "x" * 10_000),
]


class Chooser:
    """A bot object: always the first legal action."""

    def choose(self, observation: Any, legal: Any, rng: Any) -> str:
        """Return the first legal action."""
        return str(legal[0])


def game_samples(game: str) -> dict[str, Callable[[], dict[str, Any]]] | None:
    """Return the table ``ARGUMENT_SAMPLES`` of ``tests/test_<game>_hardening.py`` (None if the file or the table is
    missing): per public odds or bots function of the game, by name, a factory of valid keyword arguments."""
    table: dict[str, Callable[[], dict[str, Any]]] | None = game_hook(game, "ARGUMENT_SAMPLES")
    return table


def _samples() -> dict[str, Callable[[], dict[str, Any]]]:
    """Return, per 'game.function', a factory of valid keyword arguments for its required parameters, gathered from
    each registered game's own hardening tests."""
    return {f"{game}.{name}": make for game in GAMES for name, make in (game_samples(game) or {}).items()}


SAMPLES = _samples()


def odds_functions() -> list[tuple[str, Callable[..., Any]]]:
    """Return ('game.name', function) for every public function of every game's odds and bots modules."""
    out = []
    for game in GAMES:
        package = importlib.import_module(f"bugkit.{game}")
        for name in getattr(package, "__all__", ()):
            obj = getattr(package, name)
            if inspect.isfunction(obj) and obj.__module__.rsplit(".", 1)[-1] in ("odds", "bots"):
                out.append((f"{game}.{name}", obj))
    return out


FUNCTIONS = odds_functions()


def parameters(func: Callable[..., Any]) -> list[inspect.Parameter]:
    """Return the parameters of ``func`` that can be given by name."""
    return [p for p in inspect.signature(func).parameters.values()
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]


def valid_for(param: inspect.Parameter, value: object) -> bool:
    """Return True if ``value`` is a legitimate value of ``param`` whatever the function does (so not a bad case):
    its own default (None, a bool), a bool for a yes/no option, a big seed, None for a generator."""
    default = param.default
    if value is None and (default is None or param.name in ("rng", "seed")):
        return True
    if isinstance(value, bool) and isinstance(default, bool):
        return True
    return param.name in ("rng", "seed") and value == 10**12


def argument_cases() -> list[Any]:
    """Return one pytest param per (function, parameter, bad value) that must be refused."""
    cases = []
    for key, func in FUNCTIONS:
        for param in parameters(func):
            for label, bad in BAD_VALUES:
                if not valid_for(param, bad):
                    cases.append(pytest.param(key, func, param.name, bad, id=f"{key}-{param.name}-{label}"))
    return cases


def test_every_public_odds_function_has_a_sample_call_that_works() -> None:
    """Each game's ``tests/test_<game>_hardening.py`` gives, in ``ARGUMENT_SAMPLES``, a sample call of each public
    function of its odds and bots modules and of nothing else, and every such call works."""
    problems = []
    for game in GAMES:
        where = f"tests/test_{game}_hardening.py"
        table = game_samples(game)
        if table is None:
            problems.append(f"{where} has no table ARGUMENT_SAMPLES (a sample call of each public odds and bots "
                            f"function of {game}, by name)")
            continue
        names = {key.partition(".")[2] for key, _ in FUNCTIONS if key.partition(".")[0] == game}
        if missing := sorted(names - set(table)):
            problems.append(f"add a valid sample call to ARGUMENT_SAMPLES in {where} for {missing}")
        if unknown := sorted(set(table) - names):
            problems.append(f"ARGUMENT_SAMPLES in {where} names no public odds or bots function: {unknown}")
    assert not problems, "\n".join(problems)
    for key, func in FUNCTIONS:
        with within(20):
            func(**SAMPLES[key]())


@pytest.mark.parametrize(("key", "func", "param", "bad"), argument_cases())
def test_a_bad_argument_is_invalid_input_at_once(key: str, func: Callable[..., Any], param: str,
                                                  bad: object) -> None:
    kwargs = SAMPLES[key]() if key in SAMPLES else {}
    kwargs[param] = bad
    with within(SECONDS), pytest.raises(InvalidInput):
        func(**kwargs)


# -- the cross-game entry points ---------------------------------------------------------------------------------
def _play(*args: Any, **kwargs: Any) -> Callable[[], object]:
    return lambda: bugkit.play(*args, **kwargs)


def _new(*args: Any, **kwargs: Any) -> Callable[[], object]:
    return lambda: bugkit.new_game(*args, **kwargs)


ENTRY_CASES: list[tuple[str, Callable[[], object], type[Exception], str]] = [
    # (id, call, error class, words the message must contain)
    ("play: unknown bot name", _play(GAME, ["nobot", BOT]), InvalidInput, LAST_BOT),
    ("play: bots as one text", _play(GAME, BOT), InvalidInput, "one bot per player"),
    ("play: bots None", _play(GAME, None), InvalidInput, "bots"),
    ("play: too few bots", _play(GAME, [BOT]), InvalidInput, PLAYERS),
    ("play: too many bots", _play(GAME, [BOT] * (SPEC.max_players + 1)), InvalidInput, PLAYERS),
    ("play: 10**6 bots", _play(GAME, [BOT] * 10**6), InvalidInput, PLAYERS),
    ("play: a bot without choose", _play(GAME, [object(), BOT]), InvalidInput, "choose"),
    ("play: a bot that is a number", _play(GAME, [5, BOT]), InvalidInput, "bot 1"),
    ("play: seed -1", _play(GAME, TWO, seed=-1), InvalidInput, "seed"),
    ("play: seed 2**64", _play(GAME, TWO, seed=2**64), InvalidInput, "seed"),
    ("play: seed text", _play(GAME, TWO, seed="1"), InvalidInput, "seed"),
    ("play: seed True", _play(GAME, TWO, seed=True), InvalidInput, "seed"),
    ("play: seed NaN", _play(GAME, TWO, seed=math.nan), InvalidInput, "seed"),
    ("play: seed 5000 digits", _play(GAME, TWO, seed=10**5000), InvalidInput, "seed"),
    ("play: max_steps 0", _play(GAME, TWO, max_steps=0), InvalidInput, "max_steps"),
    ("play: max_steps 10**12", _play(GAME, TWO, max_steps=10**12), InvalidInput, "max_steps"),
    ("play: max_steps float", _play(GAME, TWO, max_steps=10.5), InvalidInput, "max_steps"),
    ("play: unknown option", _play(GAME, TWO, bogus=1), InvalidInput, "unknown option 'bogus'"),
    ("play: players as well as bots", _play(GAME, TWO, players=2), InvalidInput, "number of bots"),
    ("play: unknown game", _play("chess", TWO), InvalidInput, GAME),
    ("play: game None", _play(None, TWO), InvalidInput, "game"),
    ("play: game 10000 chars", _play("x" * 10_000, TWO), InvalidInput, "game"),
    ("new_game: unknown option", _new(GAME, bogus=1), InvalidInput, "unknown option 'bogus'"),
    ("new_game: unknown game", _new("chess"), InvalidInput, GAMES[-1]),
    ("new_game: game as a list", _new([GAME]), InvalidInput, "game"),
    ("new_game: seed -1", _new(GAME, seed=-1), InvalidInput, "seed"),
    ("new_game: seed 1.5", _new(GAME, seed=1.5), InvalidInput, "seed"),
    ("new_game: seed 10**30", _new(GAME, seed=10**30), InvalidInput, "seed"),
    ("new_game: players 0", _new(GAME, players=0), InvalidInput, "players"),
    ("new_game: players 10**12", _new(GAME, players=10**12), InvalidInput, "players"),
    ("new_game: players True", _new(GAME, players=True), InvalidInput, "players"),
    ("new_game: players '2'", _new(GAME, players="2"), InvalidInput, "players"),
    ("load: None", lambda: bugkit.load(None), InvalidInput, "JSON"),  # type: ignore[arg-type]
    ("load: a number", lambda: bugkit.load(5), InvalidInput, "JSON"),  # type: ignore[arg-type]
    ("load: unknown game", lambda: bugkit.load('{"game": "chess", "version": 1, "setup": {"seed": 1}, '
                                               '"actions": []}'), InvalidInput, "chess"),
    ("make_rng: -1", lambda: bugkit.make_rng(-1), InvalidInput, "seed"),
    ("make_rng: text", lambda: bugkit.make_rng("seven"), InvalidInput, "seed"),  # type: ignore[arg-type]
    ("make_rng: True", lambda: bugkit.make_rng(True), InvalidInput, "seed"),
    ("make_rng: 1.5", lambda: bugkit.make_rng(1.5), InvalidInput, "seed"),  # type: ignore[arg-type]
    ("make_rng: 5000 digits", lambda: bugkit.make_rng(10**5000 - 1), InvalidInput, "seed"),
    ("win_share: games 0", lambda: win_share(GAME, 0), InvalidInput, "games"),
    ("win_share: games 10**12", lambda: win_share(GAME, 10**12), InvalidInput, "games"),
    ("win_share: games True", lambda: win_share(GAME, True), InvalidInput, "games"),
    ("win_share: games 2.5", lambda: win_share(GAME, 2.5), InvalidInput, "games"),  # type: ignore[arg-type]
    ("win_share: unknown game", lambda: win_share("chess", 2), InvalidInput, GAME),
    ("win_share: unknown strong bot", lambda: win_share(GAME, 2, strong="nobot"), InvalidInput, LAST_BOT),
    ("win_share: weak bot a number", lambda: win_share(GAME, 2, weak=5), InvalidInput, "weak"),  # type: ignore
    ("win_share: first_seed -1", lambda: win_share(GAME, 2, first_seed=-1), InvalidInput, "first_seed"),
    ("win_share: first_seed NaN", lambda: win_share(GAME, 2, first_seed=math.nan), InvalidInput,
     "first_seed"),
    ("all_win_shares: games -1", lambda: all_win_shares(-1), InvalidInput, "games"),
    ("all_win_shares: names a text", lambda: all_win_shares(2, GAME), InvalidInput, "names"),
    ("all_win_shares: unknown name", lambda: all_win_shares(2, ["chess"]), InvalidInput, "chess"),
    ("all_win_shares: endless names", lambda: all_win_shares(2, iter(lambda: GAME, None)), InvalidInput,
     "names"),
    ("matchup: unknown game", lambda: matchup("chess"), InvalidInput, GAME),
    ("matchup: None", lambda: matchup(None), InvalidInput, "game"),  # type: ignore[arg-type]
    ("wilson: games 0", lambda: wilson(0, 0), InvalidInput, "games"),
    ("wilson: points > games", lambda: wilson(11, 10), InvalidInput, "points"),
    ("wilson: points NaN", lambda: wilson(math.nan, 10), InvalidInput, "points"),
    ("wilson: points text", lambda: wilson("3", 10), InvalidInput, "points"),  # type: ignore[arg-type]
    ("wilson: z negative", lambda: wilson(3, 10, z=-1), InvalidInput, "z"),
    ("wilson: z NaN", lambda: wilson(3, 10, z=math.nan), InvalidInput, "z"),
    ("wilson: games 10**30", lambda: wilson(3, 10**30), InvalidInput, "games"),
    ("points_of: seat -1", lambda: points_of([0], -1), InvalidInput, "seat"),
]


@pytest.mark.parametrize(("call", "error", "words"), [pytest.param(c, e, w, id=i) for i, c, e, w in ENTRY_CASES])
def test_entry_point_refuses(call: Callable[[], object], error: type[Exception], words: str) -> None:
    with within(SECONDS), pytest.raises(error) as info:
        call()
    assert words in str(info.value), str(info.value)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_refuses_a_seed_and_an_unknown_option_with_one_message(name: str) -> None:
    """The core checks every game's options (``new_game_function``): the same two messages from every way in."""
    spec = bugkit.GAMES[name]
    options = [p.name for p in parameters(spec.new_game) if p.name != "players"]
    assert options == option_names(spec.new_game) and "seed" not in options  # the options are named, none hidden
    listed = ", ".join(sorted(["players", *options]))
    unknown = re.escape(f"{name} new_game: unknown option 'bogus'; the options are {listed}")
    no_seed = re.escape(f"{name} new_game takes no seed: a game state holds no randomness; chance is sampled by the "
                        f"session: bugkit.start({name!r}, seed=...)")
    save = json.loads(bugkit.new_game(name, players=spec.min_players).to_json())
    ways: list[Callable[..., object]] = [
        lambda **o: bugkit.new_game(name, players=spec.min_players, **o),
        lambda **o: spec.new_game(players=spec.min_players, **o),  # the game's own function, called directly
        lambda **o: bugkit.start(name, players=spec.min_players, seed=1, **o),
        lambda **o: bugkit.play(name, [next(iter(spec.bots))] * spec.min_players, seed=1, **o),
        lambda **o: bugkit.load(json.dumps({**save, "setup": {**save["setup"], **o}})),
    ]
    for way in ways:
        with within(SECONDS), pytest.raises(InvalidInput, match=unknown) as info:
            way(bogus=1)
        assert isinstance(info.value, ValueError) and isinstance(info.value, BugkitError)
    for way in ways[:2]:  # (start and play take the session's seed; a save refuses one in its own words)
        with within(SECONDS), pytest.raises(InvalidInput, match=no_seed) as info:
            way(seed=0)
        assert isinstance(info.value, ValueError) and isinstance(info.value, BugkitError)


@pytest.mark.parametrize("name", GAMES)
def test_every_option_of_every_game_refuses_a_wrong_value_in_its_name(name: str) -> None:
    """An object of no known type, NaN or 10**12 as any option of ``new_game`` is an InvalidInput naming it."""
    wrong = []
    for option in (p.name for p in parameters(bugkit.GAMES[name].new_game) if p.name != "players"):
        for label, bad in (("an object", Junk()), ("NaN", math.nan), ("10**12", 10**12)):
            given: dict[str, Any] = {option: bad}
            try:
                with within(SECONDS):
                    bugkit.new_game(name, **given)
                wrong.append(f"{option}={label}: accepted")
            except InvalidInput as exc:
                if option not in str(exc):
                    wrong.append(f"{option}={label}: {exc}")
    assert wrong == []


@pytest.mark.parametrize("name", GAMES)
def test_every_game_lists_its_bots_when_refusing(name: str) -> None:
    spec = bugkit.GAMES[name]
    with within(SECONDS), pytest.raises(InvalidInput) as info:
        bugkit.play(name, ["nobot"] * spec.min_players)
    assert all(b in str(info.value) for b in spec.bots), str(info.value)
    with within(SECONDS), pytest.raises(InvalidInput, match="number of bots"):  # it was a raw TypeError
        bugkit.play(name, [next(iter(spec.bots))] * spec.min_players, players=spec.min_players)


@pytest.mark.parametrize("name", GAMES)
def test_good_calls_still_work(name: str) -> None:
    spec = bugkit.GAMES[name]
    bots: list[Any] = [next(iter(spec.bots))] * (spec.min_players - 1) + [Chooser()]
    with within(30):
        record = bugkit.play(name, bots, seed=2**63 - 1)
        assert record.final.is_over
    # the state holds no seed; a session samples chance from one
    assert "seed" not in bugkit.new_game(name, players=spec.max_players).setup
    with pytest.raises(InvalidInput, match=r"bugkit\.start"):
        bugkit.new_game(name, players=spec.max_players, seed=0)
    first, again = (bugkit.start(name, players=spec.max_players, seed=0).state for _ in range(2))
    assert first == again and first.history == again.history and first.setup["players"] == spec.max_players


def test_good_classroom_calls_still_work() -> None:
    with within(60):
        share = win_share(GAME, 2, first_seed=3)
    assert share.games == 2 and 0 <= share.low <= share.share <= share.high <= 1
    strong, weak = matchup(GAME)
    assert wilson(5, 10) == wilson(5.0, 10) and strong != weak and {strong, weak} <= set(SPEC.bots)
    assert points_of([0, 1], 1) == 0.5


def test_errors_are_bugkit_errors() -> None:
    assert issubclass(InvalidInput, BugkitError)


def _session_with(rng: object) -> bugkit.Session:
    """Return a session of the first game whose generator was swapped for ``rng`` after it started."""
    session = bugkit.start(GAMES[0], seed=1)
    session.rng = rng  # type: ignore[assignment]
    return session


def takes_only_a_generator(func: Callable[..., Any]) -> bool:
    """Return True if ``func`` has a parameter ``rng`` typed as a numpy Generator (or None), not as a seed too."""
    rng = inspect.signature(func).parameters.get("rng")
    return rng is not None and "Generator" in str(rng.annotation) and not re.search(r"\bint\b|SeedLike",
                                                                                    str(rng.annotation))


def _odds_call(key: str, func: Callable[..., Any]) -> Callable[[object], object]:
    """Return a call of the game function ``func`` with its sample arguments and the given generator."""
    return lambda rng: func(**{**SAMPLES.get(key, dict)(), "rng": rng})


# Every function that takes a generator checks it with the one core checker (``validate.check_rng``): the game
# functions that take only a generator, and these.
RNG_CALLS: list[tuple[str, Callable[[object], object]]] = [
    *((key, _odds_call(key, func)) for key, func in FUNCTIONS if takes_only_a_generator(func)),
    ("sample", lambda rng: sample(Dist({"a": Fraction(1)}), rng)),  # type: ignore[arg-type]
    ("resolve", lambda rng: resolve(bugkit.new_game(GAMES[0]), rng)),  # type: ignore[arg-type]
    ("Session.act", lambda rng: _session_with(rng).act(_session_with(rng).state.legal_actions()[0])),
    ("Session.run", lambda rng: _session_with(rng).run()),
    ("luck_or_skill simulate_duels", lambda rng: simulate_duels(0.1, 0.1, 10, rng)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "bad"), [pytest.param(c, b, id=f"{i}-{n}") for i, c in RNG_CALLS
                                           for n, b in (("int", 7), ("legacy", np.random.RandomState(1)))])
def test_every_generator_is_checked_with_one_message(call: Callable[[object], object], bad: object) -> None:
    with within(SECONDS), pytest.raises(InvalidInput, match=r"rng must be a numpy Generator \(bugkit\.make_rng"):
        call(bad)


@pytest.mark.parametrize("name", GAMES)
def test_a_states_own_helpers_refuse_what_is_no_step_with_words(name: str) -> None:
    """``parse`` of what is no text (Ungeziffer, Kakerlakentanz: an AttributeError) is an InvalidInput, and
    ``possible`` of an unhashable value (Wanzen tanzen, Voll verasselt, Würfel-WG: a TypeError) is False."""
    for state in random_positions(name)[::10]:
        for bad in (None, 7, ["roll"]):
            with pytest.raises(InvalidInput):
                state.parse(bad)
        if state.is_chance_node:
            assert not state.possible([]) and not state.possible({}) and [] not in state.chance_outcomes()
