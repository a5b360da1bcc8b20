"""Core pieces: errors, seeded randomness, dice multisets, exact distributions, estimates, labels."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest

import bugkit
from bugkit.core import i18n
from bugkit.core.dice import D6, Die, roll_dist, sum_dist
from bugkit.core.dist import Dist, Estimate, uniform
from bugkit.core.errors import BugkitError, GameOver, IllegalMove, InvalidInput
from bugkit.core.rng import make_rng, spawn


def test_errors_are_value_errors_and_bugkit_errors() -> None:
    for cls in (IllegalMove, InvalidInput, GameOver):
        assert issubclass(cls, ValueError) and issubclass(cls, BugkitError)


def test_same_seed_same_numbers_and_generators_pass_through() -> None:
    assert make_rng(5).integers(100, size=10).tolist() == make_rng(5).integers(100, size=10).tolist()
    g = np.random.default_rng(1)
    assert make_rng(g) is g
    a, b = spawn(3, 2)
    assert a.integers(1 << 30) != b.integers(1 << 30)
    with pytest.raises(InvalidInput):
        make_rng("seven")  # type: ignore[arg-type]


def test_each_bot_generator_is_spawned_from_the_game_generator_and_a_bot_seed_is_shared() -> None:
    """A game number replays the bots' choices too: seat i's generator is the i-th spawned from the game's."""
    from bugkit.core.session import Session

    def draws(gens: list[np.random.Generator]) -> list[int]:
        return [int(g.integers(1 << 30)) for g in gens]

    session = Session(bugkit.new_game("ungeziffer", players=3), seed=7, bots=[None, None, None], start=False)
    assert draws(session.bot_rngs) == draws(spawn(int(make_rng(7).integers(2**63)), 3))
    shared = Session(bugkit.new_game("ungeziffer", players=2), seed=7, bots=[None, None], bot_seed=3, start=False)
    assert shared.bot_rngs[0] is shared.bot_rngs[1]


def test_a_bot_seed_spawns_no_generators_and_leaves_the_games_chance_as_it_was(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a bot_seed the seats' spawned generators were made and thrown away; the game's generator still draws the
    one number they would come from, so every seeded game plays as before."""
    from bugkit.core import session as session_module

    def no_spawn(seed: int | None, n: int) -> list[np.random.Generator]:
        raise AssertionError("spawned generators that a bot_seed throws away")

    monkeypatch.setattr(session_module, "spawn", no_spawn)
    seeded = session_module.Session(bugkit.new_game("ungeziffer", players=3), seed=7, bots=[None, None, None],
                                    bot_seed=3, start=False)
    expected = make_rng(7)
    expected.integers(2**63)
    assert seeded.rng.bit_generator.state == expected.bit_generator.state
    first = seeded.bot_rngs[0]
    assert len(seeded.bot_rngs) == 3 and all(g is first for g in seeded.bot_rngs)
    assert first.bit_generator.state == make_rng(3).bit_generator.state


def test_five_dice_have_252_multisets_summing_to_one() -> None:
    dist = roll_dist(D6, 5)
    assert len(dist) == 252
    assert sum(dist.values()) == 1
    assert dist[(1, 1, 1, 1, 1)] == Fraction(1, 7776)
    assert dist[(1, 2, 3, 4, 5)] == Fraction(120, 7776)


def test_sum_of_two_dice() -> None:
    dist = sum_dist(D6, D6)
    assert dist[7] == Fraction(1, 6) and dist[2] == Fraction(1, 36)
    assert sum_dist(Die((0, 1)), Die((0, 1))) == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}


def test_dist_probability_expectation_and_conditioning() -> None:
    d = uniform(range(1, 7))
    assert d.P(lambda x: x % 2 == 0) == Fraction(1, 2)
    assert d.E() == Fraction(7, 2)
    assert d.given(lambda x: x > 4) == {5: Fraction(1, 2), 6: Fraction(1, 2)}
    assert d.map(lambda x: x > 3)[True] == Fraction(1, 2)
    with pytest.raises(InvalidInput):
        Dist({1: 0})


def test_estimate_agrees_within_k_standard_errors() -> None:
    est = Estimate.of_proportion(480, 1000)
    assert est.agrees(0.5) and not est.agrees(0.6)
    assert Estimate.of_mean([1.0, 2.0, 3.0]).value == 2.0


def test_every_label_has_english_and_german() -> None:
    for name in bugkit.GAMES:  # each game registers its labels when its ui/labels module loads
        __import__(f"bugkit.{name}.labels")
    assert i18n.missing_translations() == []
    assert i18n.t("ui.new_game", "de") == "Neues Spiel"


def test_unknown_game_is_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="unknown game"):
        bugkit.new_game("chess")
    with pytest.raises(InvalidInput, match="unknown game"):
        bugkit.GAMES["chess"]
    assert "chess" not in bugkit.GAMES and 3 not in bugkit.GAMES and "ungeziffer" in bugkit.GAMES  # asking is no error


def test_import_bugkit_does_not_import_widgets() -> None:
    import subprocess
    import sys

    code = "import sys, bugkit; list(bugkit.GAMES); print('ipywidgets' in sys.modules, 'matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_playing_one_game_loads_only_that_games_package_and_listing_loads_all() -> None:
    import subprocess
    import sys

    code = ("import sys, bugkit; bugkit.play('kakerlakentanz', ['perfect', 'perfect'], seed=1); "
            "games = lambda: sorted(m for m in sys.modules if m.count('.') == 1 and m[7:] in bugkit.GAME_NAMES); "
            "print(games()); list(bugkit.GAMES); print(games())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == [str(["bugkit.kakerlakentanz"]), str(sorted(f"bugkit.{g}" for g in bugkit.GAME_NAMES))]


def test_history_appends_in_constant_time_and_behaves_like_a_tuple() -> None:
    import copy
    import pickle

    from bugkit.core.game import EMPTY_HISTORY, History, appended

    h = EMPTY_HISTORY
    for i in range(5):
        h = appended(h, f"a{i}")
    t = ("a0", "a1", "a2", "a3", "a4")
    assert len(h) == 5 and tuple(h) == t and list(h) == list(t) and h == t and t == h and h != t[:4]
    assert hash(h) == hash(t) and {h: 1}[t] == 1
    assert h[0] == "a0" and h[-1] == "a4" and h[-2] == "a3" and h[1:3] == ("a1", "a2") and h[:2] == t[:2]
    assert "a3" in h and "zz" not in h and h.index("a2") == 2 and h.count("a1") == 1
    assert list(reversed(h)) == list(reversed(t))
    assert h + () is h and h + ["a5"] == (*t, "a5") and () + h == t and ("x",) + h == ("x", *t)  # noqa: RUF005
    assert h != list(t) and bool(EMPTY_HISTORY) is False and EMPTY_HISTORY == ()
    branch_a, branch_b = appended(h, "b"), appended(h, "c")  # branching from one position leaves both intact
    assert branch_a[-1] == "b" and branch_b[-1] == "c" and tuple(h) == t
    assert pickle.loads(pickle.dumps(h)) == h and copy.deepcopy(h) == h and History(t) == h
    assert repr(History(("a",))) == "History(('a',))" and appended(("a",), "b") == ("a", "b")
    assert isinstance(appended(("a",), "b"), History) and appended(h) is h
    with pytest.raises(TypeError):
        h + "abc"  # type: ignore[operator]


def test_a_long_history_appends_iterates_pickles_and_frees_without_recursion() -> None:
    import pickle

    from bugkit.core.game import EMPTY_HISTORY, appended

    h = EMPTY_HISTORY
    for i in range(200_000):
        h = appended(h, i)
    assert len(h) == 200_000 and h[-1] == 199_999 and sum(h) == sum(range(200_000))
    assert len(pickle.loads(pickle.dumps(h))) == 200_000
    del h  # a chain of 200,000 nodes is freed without overflowing the C stack


def test_every_game_keeps_its_record_in_a_history() -> None:
    from bugkit.core.game import History

    for name in bugkit.GAMES:
        state = bugkit.new_game(name)
        assert isinstance(state.history, History) and state.history == ()
        step = next(iter(state.chance_outcomes())) if state.is_chance_node else state.legal_actions()[0]
        state = state.apply(step)
        assert state.history == (str(step),) and list(state.history) == [state.history[-1]]
        assert isinstance(state.history, History)


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_every_games_steps_are_typed_values_never_equal_to_their_text(name: str) -> None:
    """Issue 20: every decision and outcome is a frozen dataclass Step, equal and hashing by its fields, never equal
    to a text ("roll" in legal_actions() is False), and the game's parse gives it back from its str()."""
    import dataclasses

    from bugkit.core.game import Step
    from bugkit.core.session import resolve

    session = bugkit.start(name, players=2, seed=11)
    state, rng = session.state, np.random.default_rng(11)
    for _ in range(60):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert "roll" not in legal and "stop" not in legal and "end" not in legal
        for step in legal:
            assert isinstance(step, Step) and not isinstance(step, str) and dataclasses.is_dataclass(step)
            assert step != str(step) and str(step) not in legal
            again = state.parse(str(step))
            assert again == step and hash(again) == hash(step) and again is not str(step)
        state = resolve(state.apply(legal[int(rng.integers(len(legal)))]), rng)


def test_new_game_function_checks_options_once_and_passes_them_on_as_plain_data() -> None:
    from bugkit.core.game import new_game_function, option_names

    got: list[dict[str, object]] = []

    @new_game_function("toy")
    def toy(players: int = 2, size: int = 3, names: list[str] | None = None) -> None:
        got.append({"players": players, "size": size, "names": names})

    assert option_names(toy) == ["size", "names"] and toy.__name__ == "toy"
    toy(players=np.int64(3), size=np.int64(4), names=[np.str_("a")])  # type: ignore[arg-type]
    assert got == [{"players": 3, "size": 4, "names": ["a"]}]
    assert type(got[0]["size"]) is int and type(got[0]["names"][0]) is str  # type: ignore[index]
    assert type(got[0]["players"]) is np.int64  # (the game checks its players itself)
    with pytest.raises(InvalidInput, match=r"^toy new_game: unknown option 'sizes'; the options are names, players, "
                                           r"size$"):
        toy(sizes=4)
    with pytest.raises(InvalidInput, match=r"^toy new_game takes no seed: .* chance is sampled by the session: "
                                           r"bugkit\.start\('toy', seed=\.\.\.\)$"):
        toy(seed=4)
    with pytest.raises(InvalidInput, match="option size must be plain data"):
        toy(size=object())
    assert len(got) == 1  # nothing refused reached the game
    with pytest.raises(BugkitError, match="must name each option"):
        new_game_function("toy")(lambda players=2, **options: None)


def test_freeze_makes_json_options_hashable_and_thaw_gives_the_same_data_back() -> None:
    from bugkit.core.game import FrozenMap, freeze, thaw

    data = {"b": [1, {"y": [2, 3], "x": None}], "a": "text", "c": True}
    frozen = freeze(data)
    assert isinstance(frozen, FrozenMap) and hash(frozen) == hash(freeze(dict(reversed(data.items()))))
    assert frozen == freeze(dict(reversed(data.items())))  # key order does not matter, as in a dict (and a save)
    assert thaw(frozen) == data and thaw(freeze([1, [2]])) == [1, [2]]
    assert freeze(frozen) is frozen and freeze(7) == 7


def test_freeze_and_thaw_refuse_what_no_save_can_hold_with_words() -> None:
    """A key that is no text (a save writes only texts: ``to_json`` failed on it), a list that holds itself or
    nesting past the option limit (a RecursionError), and a FrozenMap that is not pairs (a TypeError)."""
    from bugkit.core.game import MAX_OPTION_DEPTH, FrozenMap, freeze, thaw

    itself: list[Any] = []
    itself.append(itself)
    deep: Any = 1
    for _ in range(MAX_OPTION_DEPTH):
        deep = (deep,)
    for bad, says in (({1: "a", "1": "b"}, "keys"), ({None: 1}, "keys"), ({("a",): 1}, "keys"),
                      (itself, "levels deep"), ([deep], "levels deep")):
        with pytest.raises(InvalidInput, match=says):
            freeze(bad)
    assert thaw(deep) is not None  # at the limit: fine
    for bad, says in (((deep,), "levels deep"), (FrozenMap([1, 2]), "pairs"), (FrozenMap([(1, 2, 3)]), "pairs")):
        with pytest.raises(InvalidInput, match=says):
            thaw(bad)
    for made_by_hand in (FrozenMap([1, 2]), FrozenMap([(1, 2)])):  # a state would keep it and fail to save
        with pytest.raises(InvalidInput, match="pairs"):
            freeze(made_by_hand)
    assert freeze(FrozenMap([("a", 1)])) == FrozenMap([("a", 1)])


def test_a_new_game_with_an_option_a_save_cannot_hold_is_refused_not_a_broken_save() -> None:
    """Würfel-WG's card file (kept as given) with a key that is no text: new_game worked, then to_json raised a
    TypeError (keys of mixed types cannot be sorted); now new_game refuses it, naming the option."""
    import copy

    from bugkit.wuerfel_wg import components

    cards = copy.deepcopy(components._shipped_data())
    for key in (1, 1.5, None, True):
        with pytest.raises(InvalidInput, match="option cards: the keys"):
            bugkit.new_game("wuerfel_wg", cards={**cards, key: "x"})
    state = bugkit.new_game("wuerfel_wg", cards={**cards, "_note": "x"})
    assert bugkit.load(state.to_json()) == state
    assert bugkit.new_game("ungeziffer", tiles={1: 6, 2: 6}).setup["tiles"] == {"1": 6, "2": 6}  # read, not kept


def test_a_state_made_directly_checks_its_players_and_option_names() -> None:
    """A whole number of players was taken unchecked (-5 players made a save no load accepts), and an option named
    players, or twice, made ``setup`` say another number of players or lose a value."""
    import dataclasses

    state = bugkit.new_game("ungeziffer")
    for players in (-5, 0, 10**9):
        with pytest.raises(InvalidInput, match="players"):
            dataclasses.replace(state, n_players=players)
    for options in ((("players", 3),), (("end_at", 3), ("end_at", 5))):
        with pytest.raises(InvalidInput, match="each option once"):
            dataclasses.replace(state, options=options)
    assert dataclasses.replace(state, options=(("end_at", 3),)).setup == {"players": 2, "end_at": 3}


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_a_new_game_keeps_only_the_options_that_differ_from_its_declared_defaults(name: str) -> None:
    import inspect

    spec = bugkit.GAMES[name]
    defaults = {p.name: p.default for p in inspect.signature(spec.new_game).parameters.values()
                if p.name != "players" and p.default is not inspect.Parameter.empty}
    assert defaults, f"{name}: new_game declares no option defaults"
    state = spec.new_game(spec.min_players, **defaults)
    assert state.options == () and state.setup == {"players": spec.min_players}
    assert hash(state) == hash(spec.new_game(spec.min_players))


def test_kept_options_refuses_what_is_no_new_game_and_an_option_it_does_not_declare() -> None:
    from bugkit.core.game import kept_options

    new_game = bugkit.GAMES["ungeziffer"].new_game
    assert kept_options(new_game, {"end_at": 4, "variant": "yellow"}) == (("variant", "yellow"),)
    for bad in (None, True, "new_game"):
        with pytest.raises(InvalidInput, match="new_game"):
            kept_options(bad, {})  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="mapping"):
        kept_options(new_game, [("end_at", 5)])  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="colour"):
        kept_options(new_game, {"colour": "red"})
    # a value whose == gives an array (not True or False) is kept, for the state's checks to refuse; it raised
    assert kept_options(new_game, {"end_at": np.array([4, 4])})[0][0] == "end_at"

    class Unhashable:
        __hash__ = None  # type: ignore[assignment]

        def __call__(self, players: int = 2, end_at: int = 4) -> None: ...

    with pytest.raises(InvalidInput, match="new_game"):
        kept_options(Unhashable(), {"end_at": 5})  # a TypeError from the cache


def test_kept_options_reads_the_signature_of_new_game_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """It read it on every call to check new_game (option_names) and once more for the defaults it caches."""
    import inspect

    from bugkit.core.game import kept_options

    def new_game(players: int = 2, end_at: int = 4) -> None:
        """A new_game of no game: a function of its own, so that nothing has read its signature yet."""

    reads: list[object] = []
    signature = inspect.signature

    def counted(obj: Any, *args: Any, **kwargs: Any) -> inspect.Signature:
        reads.append(obj)
        return signature(obj, *args, **kwargs)

    monkeypatch.setattr(inspect, "signature", counted)
    for options in ({"end_at": 5}, {"end_at": 4}, {}):
        kept_options(new_game, options)
    assert kept_options(new_game, {"end_at": 5}) == (("end_at", 5),)
    assert reads.count(new_game) == 1
