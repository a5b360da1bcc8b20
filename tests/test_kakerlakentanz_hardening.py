"""Kakerlakentanz hardening (issue 11): every public function refuses bad arguments at once with InvalidInput,
size bounds are checked before any work, actions and saves are bounded, the board never lets an exception out and
never shows a card that is still face down.

Each case states its input and the error it must give, and runs under a per-case time limit.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from limits import within

from bugkit.core.errors import BugkitError, IllegalMove, InvalidInput
from bugkit.core.session import Session, resolve
from bugkit.kakerlakentanz import (
    CockroachBot,
    Right,
    Wrong,
    correct_calls,
    expected_game_length,
    forbidden,
    from_json,
    judge,
    new_game,
    p_forbidden_drawn_at,
    p_forbidden_given_card,
    p_must_rename,
    p_must_rename_at,
    p_two_taboos,
    p_two_taboos_at,
    piles,
    simulate_calls,
    simulate_game_lengths,
    visible_taboos,
)
from bugkit.kakerlakentanz.bots import EasyCockroach
from bugkit.kakerlakentanz.components import Deck, parse_deck
from bugkit.kakerlakentanz.labels import card_name
from bugkit.kakerlakentanz.ui import FakeClock, PlayView, play
from bugkit.ui import visible_texts

# A valid sample call of each public function of odds.py and bots.py (in the package's __all__), by its name: a
# maker of its keyword arguments (dict for one that needs none). tests/test_hardening_arguments.py and
# tests/test_fuzz.py start from that call and change its arguments to bad ones.
ARGUMENT_SAMPLES: dict[str, Callable[[], dict[str, Any]]] = {
    "expected_game_length": lambda: {"error_rate": 0.1, "hand_size": 3},
    "p_forbidden_drawn_at": lambda: {"k": 3},
    "p_forbidden_given_card": dict,
    "p_must_rename": dict,
    "p_must_rename_at": lambda: {"k": 3},
    "p_two_taboos": dict,
    "p_two_taboos_at": lambda: {"k": 3},
    "simulate_calls": lambda: {"rounds": 10, "length": 5, "rng": np.random.default_rng(1)},
    "simulate_game_lengths": lambda: {"error_rate": 0.1, "players": 2, "n": 10,
                                      "rng": np.random.default_rng(1)},
}

# What the shared tests must know of this game (gathered by ``gametools.game_hook``; no shared test names a game):
# options a save must be refused for at once (``tests/test_hardening_load.py``), and ...
BAD_OPTIONS: list[dict[str, Any]] = [{"hand_size": 10**9}, {"time_limit": 1e300}, {"time_limit": -1},
                                     {"variant": ["standard"]}]


def scrambled(state: Any, viewer: int) -> Any:
    """Return ``state`` with what ``viewer`` does not see changed (which cards lie in the piles: only their sizes
    are seen), or None when nothing is hidden now (``tests/classroom/test_together.py``: a device shows nothing
    of it)."""
    from bugkit.core.game import evolve
    from bugkit.kakerlakentanz.rules import CARD_KINDS, Hand

    unseen = list(state.unseen)
    for hand in state.hands:
        for card in hand.known:
            unseen[CARD_KINDS.index(card)] += 1
    hands = tuple(Hand(len(h), ()) for h in state.hands)
    return None if hands == state.hands else evolve(state, hands=hands, unseen=tuple(unseen))


RNG = np.random.default_rng(0)
HUGE = (10**5000 - 1) // 9  # 5,000 ones

# (name, call, error class): each call must raise that error within the case's time limit
BAD_CALLS: list[tuple[str, Callable[[], Any], type[Exception]]] = [
    ("new_game players=7", lambda: new_game(players=7), InvalidInput),
    ("new_game players=True", lambda: new_game(players=True), InvalidInput),
    ("new_game players='3'", lambda: new_game(players="3"), InvalidInput),
    ("new_game seed=-1", lambda: new_game(seed=-1), InvalidInput),
    ("new_game seed=2**64", lambda: new_game(seed=2**64), InvalidInput),
    ("new_game seed=1.5", lambda: new_game(seed=1.5), InvalidInput),
    ("new_game bogus=1", lambda: new_game(bogus=1), InvalidInput),
    ("new_game variant='kids'", lambda: new_game(variant="kids"), InvalidInput),
    ("new_game variant=[]", lambda: new_game(variant=[]), InvalidInput),
    ("new_game time_limit=nan", lambda: new_game(time_limit=math.nan), InvalidInput),
    ("new_game time_limit=0", lambda: new_game(time_limit=0), InvalidInput),
    ("new_game time_limit=-3", lambda: new_game(time_limit=-3), InvalidInput),
    ("new_game time_limit=1e9", lambda: new_game(time_limit=1e9), InvalidInput),
    ("new_game hand_size=0", lambda: new_game(hand_size=0), InvalidInput),
    ("new_game hand_size=10**9", lambda: new_game(hand_size=10**9), InvalidInput),
    ("new_game hand_size=huge", lambda: new_game(hand_size=HUGE), InvalidInput),
    ("new_game hand_size=65 (2 x 65 > 128 cards)", lambda: new_game(hand_size=65), InvalidInput),
    ("new_game deck huge count", lambda: new_game(deck={"dance_cards_per_style": 10**12,
                                                        "taboo_cards_per_style": 4}), InvalidInput),
    ("new_game deck not a dict", lambda: new_game(deck=[1, 2]), InvalidInput),
    ("new_game deck wrong dances", lambda: new_game(deck={"dances": ["a"], "dance_cards_per_style": 2,
                                                          "taboo_cards_per_style": 0}), InvalidInput),
    ("parse_deck no dance cards", lambda: parse_deck({"dance_cards_per_style": 0, "taboo_cards_per_style": 4}),
     InvalidInput),
    ("judge seconds=-1 (audit)", lambda: judge([], "meep", "meep", seconds=-1), InvalidInput),
    ("judge seconds=nan", lambda: judge([], "meep", "meep", seconds=math.nan), InvalidInput),
    ("judge seconds=inf", lambda: judge([], "meep", "meep", seconds=math.inf), InvalidInput),
    ("judge seconds='1'", lambda: judge([], "meep", "meep", seconds="1"), InvalidInput),
    ("judge time_limit=True", lambda: judge([], "meep", "meep", time_limit=True), InvalidInput),
    ("judge call='dance'", lambda: judge([], "meep", "dance"), InvalidInput),
    ("judge call=None", lambda: judge([], "meep", None), InvalidInput),
    ("judge card='joker'", lambda: judge([], "joker", "meep"), InvalidInput),
    ("judge timeout in time", lambda: judge([], "meep", "timeout", seconds=1.0), InvalidInput),
    ("judge played=None", lambda: judge(None, "meep", "meep"), InvalidInput),
    ("judge played of 20,000 pairs", lambda: judge([("meep", "meep")] * 20_000, "meep", "buzz"), InvalidInput),
    ("correct_calls bad pair", lambda: correct_calls([("meep",)], "meep"), InvalidInput),
    ("correct_calls unhashable call", lambda: correct_calls([("meep", ["x"])], "meep"), InvalidInput),
    ("forbidden played='meep'", lambda: forbidden("meep"), InvalidInput),
    ("visible_taboos played=5", lambda: visible_taboos(5), InvalidInput),
    ("piles bad card", lambda: piles([("taboo:x", "stop")]), InvalidInput),
    ("p_must_rename variant=1", lambda: p_must_rename(variant=1), InvalidInput),
    ("p_must_rename deck=5", lambda: p_must_rename(deck=5), InvalidInput),
    ("p_two_taboos variant='x'", lambda: p_two_taboos(variant="x"), InvalidInput),
    ("p_must_rename_at k=0", lambda: p_must_rename_at(0), InvalidInput),
    ("p_must_rename_at k=10**9", lambda: p_must_rename_at(10**9), InvalidInput),
    ("p_must_rename_at k=huge", lambda: p_must_rename_at(HUGE), InvalidInput),
    ("p_two_taboos_at k=1.5", lambda: p_two_taboos_at(1.5), InvalidInput),
    ("p_forbidden_given_card dance='disco'", lambda: p_forbidden_given_card("disco"), InvalidInput),
    ("p_forbidden_given_card k=-1", lambda: p_forbidden_given_card("meep", k=-1), InvalidInput),
    ("simulate_calls rounds=10**12", lambda: simulate_calls(10**12, 10, RNG), InvalidInput),
    ("simulate_calls rounds x length too big", lambda: simulate_calls(10**6, 100, RNG), InvalidInput),
    ("simulate_calls length=0", lambda: simulate_calls(10, 0, RNG), InvalidInput),
    ("simulate_calls rng=1", lambda: simulate_calls(10, 10, 1), InvalidInput),
    ("simulate_calls shuffled longer than the box", lambda: simulate_calls(10, 200, RNG, shuffled=True),
     InvalidInput),
    ("expected_game_length 5 players (audit: minutes, > 1 GB)", lambda: expected_game_length(0.1, players=5),
     InvalidInput),
    ("expected_game_length 4 players x 32", lambda: expected_game_length(0.1, players=4, hand_size=32),
     InvalidInput),
    ("expected_game_length 6 players x 1000", lambda: expected_game_length(0.1, players=6, hand_size=1000),
     InvalidInput),
    ("expected_game_length error_rate=1", lambda: expected_game_length(1.0), InvalidInput),
    ("expected_game_length error_rate=nan", lambda: expected_game_length(math.nan), InvalidInput),
    ("expected_game_length exact too big", lambda: expected_game_length(0.1, exact=True), InvalidInput),
    ("expected_game_length exact='yes'", lambda: expected_game_length(0.1, 2, 3, exact="yes"), InvalidInput),
    ("simulate_game_lengths n=10**12", lambda: simulate_game_lengths(0.1, 2, 10**12, RNG), InvalidInput),
    ("simulate_game_lengths error_rate=0.99", lambda: simulate_game_lengths(0.99, 2, 10, RNG), InvalidInput),
    ("simulate_game_lengths hand_size=10**6", lambda: simulate_game_lengths(0.1, 2, 10, RNG, hand_size=10**6),
     InvalidInput),
    ("simulate_game_lengths players=1", lambda: simulate_game_lengths(0.1, 1, 10, RNG), InvalidInput),
    ("CockroachBot error_rate=2", lambda: CockroachBot(error_rate=2), InvalidInput),
    ("CockroachBot min_time=nan", lambda: CockroachBot(min_time=math.nan), InvalidInput),
    ("CockroachBot extra_time=True", lambda: CockroachBot(extra_time=True), InvalidInput),
    ("from_json not JSON", lambda: from_json("{"), InvalidInput),
    ("from_json huge hand_size", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 1, "setup": {"players": 2, "seed": 1, "hand_size": 10**12},
         "actions": []})), InvalidInput),
    ("from_json unknown option", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 1, "setup": {"players": 2, "seed": 1, "bogus": 1}, "actions": []})),
     InvalidInput),
    ("from_json format 2 huge hand_size", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 2, "setup": {"players": 2, "hand_size": 10**12}, "steps": []})),
     InvalidInput),
    ("from_json format 2 with a seed", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 2, "setup": {"players": 2, "seed": 1}, "steps": []})), InvalidInput),
    ("from_json a card chance cannot bring", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 2, "setup": {"players": 2, "variant": "children"},
         "steps": ["card taboo:meep"]})), InvalidInput),
    ("from_json format 1 (old, with a seed) is refused", lambda: from_json(json.dumps(
        {"game": "kakerlakentanz", "version": 1, "setup": {"players": 2, "seed": 1}, "actions": ["meep"]})),
     InvalidInput),
    ("p_forbidden_drawn_at k=0", lambda: p_forbidden_drawn_at(0), InvalidInput),
    ("p_forbidden_drawn_at k=10**9", lambda: p_forbidden_drawn_at(10**9), InvalidInput),
    ("p_forbidden_drawn_at k=60 (too many positions)", lambda: p_forbidden_drawn_at(60), InvalidInput),
]


@pytest.mark.parametrize(("name", "call", "error"), BAD_CALLS, ids=[c[0] for c in BAD_CALLS])
def test_bad_arguments_are_refused_at_once(name: str, call: Callable[[], Any], error: type[Exception]) -> None:
    with within(3), pytest.raises(error) as info:
        call()
    assert len(str(info.value)) < 400  # the message names the argument; a 5,000-digit number is not repeated


def test_the_messages_name_the_argument_and_what_is_allowed() -> None:
    for call, words in [(lambda: new_game(players=9), ("players", "2 to 6")),
                        (lambda: new_game(bogus=1), ("bogus", "hand_size")),
                        (lambda: judge([], "meep", "meep", seconds=-1), ("seconds", "from 0")),
                        (lambda: p_must_rename_at(10**9), ("k", "1000")),
                        (lambda: expected_game_length(0.1, players=5), ("states", "simulate_game_lengths"))]:
        with pytest.raises(InvalidInput) as info:
            call()
        assert all(w in str(info.value) for w in words), str(info.value)


# actions: text, absurd numbers, timeouts; the state never changes
BAD_ACTIONS: list[tuple[str, type[Exception]]] = [
    ("meep " + "1" * 5000, InvalidInput),  # audit: a 5,000-digit time (not Python's digit-limit ValueError)
    ("meep " + "9" * 150, InvalidInput),  # a time beyond a day
    ("m" * 201, InvalidInput),  # over 200 characters
    ("meep -1", InvalidInput),
    ("meep 1e400", InvalidInput),
    ("meep nan", InvalidInput),
    ("dance", InvalidInput),
    ("", InvalidInput),
    ("timeout", InvalidInput),  # a timeout needs its seconds
    ("timeout 2.5", IllegalMove),  # still in time: no timeout yet
    ("timeout 3", IllegalMove),  # exactly the limit is in time
]


@pytest.mark.parametrize(("action", "error"), BAD_ACTIONS, ids=[a[:30] for a, _ in BAD_ACTIONS])
def test_bad_actions_are_refused_and_change_nothing(action: str, error: type[Exception]) -> None:
    state = resolve(new_game(players=3), np.random.default_rng(4))
    before = state.to_json()
    with within(2), pytest.raises(error):
        state.apply(action)
    assert state.to_json() == before


def test_non_text_actions_are_refused() -> None:
    state = resolve(new_game(players=2), np.random.default_rng(4))
    for action in (None, 5, ["meep"], b"meep"):
        with within(1), pytest.raises(InvalidInput):
            state.apply(action)  # type: ignore[arg-type]


# the board: typed controls and handlers
BAD_NUMBERS = ["-1", "abc", "", " ", "1e5", "9" * 30, "1.5", "12 34x", "٣", str(2**63), "0x10"]


@pytest.mark.parametrize("typed", [n for n in BAD_NUMBERS if n.strip()])  # an empty box: a fresh game (New game)
def test_a_bad_game_number_gives_a_message_and_leaves_the_board(typed: str) -> None:
    view = play(players=2, seed=5, clock=FakeClock())
    state = view.state
    with within(2):
        view.seed.value = typed
        view.new_button.click()
    assert view.state is state
    assert "game number" in view.error.value


def test_a_failing_handler_shows_a_message_and_the_board_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    view = play(players=2, seed=5, clock=FakeClock())
    state = view.state

    def boom(*_args: Any) -> Any:
        raise RuntimeError("disk on fire")

    view.start_button.click()
    view.shown()
    monkeypatch.setattr(view, "call_step", boom)
    view.buttons["meep"].click()  # must not raise
    view.key_catcher.press("4")
    assert "That did not work." in view.error.value and "RuntimeError" not in view.error.value  # no name for a child
    assert view.state is state
    monkeypatch.setattr(view, "start_clock", lambda: (_ for _ in ()).throw(InvalidInput("no")))
    view.mode.value = "practice"
    view.mode.value = "timed"
    view.key_catcher.press("Enter")
    assert "no" in view.error.value


@pytest.mark.slow  # every control in every state of whole games: in the full run, not in the fast lane
def test_every_control_tapped_in_every_state_never_raises() -> None:
    clock = FakeClock()
    view = play(players=3, seed=12, clock=clock, pace=0)
    pieces = [*(f"dance-{c}" for c in view.buttons), "card", "pile-1", "pile-2", "nothing"]
    rng = np.random.default_rng(3)
    for step in range(300):
        with within(2):
            view.table.tap(pieces[int(rng.integers(len(pieces)))])
            view.table.press(str(rng.choice(["start", "new", "roll"])) if step % 7 == 0 else "start")
            view.table._on_msg(view.table, {"kind": "shown", "id": str(view.table.scene.get("id", "x"))}, [])
            view.key_catcher.press(str(rng.choice(["1", "2", "3", "4", "5", " ", "Enter", "o", "m"])))
            clock.advance(float(rng.exponential(1.0)))
            view.tick()
            if step % 50 == 0:
                view.mode.value = "practice" if view.mode.value == "timed" else "timed"
                view.language.value = "de" if view.language.value == "en" else "en"
                view.players.value = int(rng.integers(2, 7))
                view.time_limit.value = float(rng.choice([3.0, 4.0, 5.0]))
    assert view.error.value == "" or "Not allowed" in view.error.value or "Nicht erlaubt" in view.error.value


# hidden information
def public_card_names(view: PlayView) -> set[str]:
    """Return the names (both languages) of every card that has been face up on the table in this game."""
    seen = {e.card for e in view.state.events if isinstance(e, (Right, Wrong))}
    seen |= {c for h in view.state.hands for c in h.known}
    seen |= {c for c, _ in view.state.played}
    return {card_name(c, lang) for c in seen for lang in ("en", "de")}


def board_words(view: PlayView) -> str:
    """Return every text of the board: the widgets' texts and the table's words and pictures."""
    scene = view.table.scene
    words = [p["alt"] + " " + p["picture"] for z in scene["zones"] for p in z["pieces"]]
    return " ".join([*visible_texts(view), *words, *(a["label"] for a in view.table.actions)])


@pytest.mark.slow  # whole games through the board: in the full run, not in the fast lane
def test_the_board_never_shows_a_card_that_is_still_face_down() -> None:
    """The next card of every pile is secret until it is turned up (the human's own card too, while the board
    waits for Start). The scan only looks at card kinds never face up so far, so it can fail: a board that showed
    the waiting card would name a kind nobody has seen."""
    checked = 0
    for seed in range(12):
        clock = FakeClock()
        view = play(players=3, seed=seed, clock=clock, pace=0, lang=("en", "de")[seed % 2])
        for _ in range(60):
            if view.state.is_over:
                break
            state = view.state
            assert all(h.hidden == len(h) - len(h.known) for h in state.hands)  # hidden cards have no kind yet
            secret = set()
            if view.waiting and state.card is not None:  # turned up, but not shown before Start
                secret.add(state.card)
            public = public_card_names(view)
            if not view.waiting and state.card is not None:  # the card turned up is face up: all see it
                public |= {card_name(state.card, lang) for lang in ("en", "de")}
            names = {card_name(c, lang) for c in secret for lang in ("en", "de")} - public
            shown = board_words(view)
            for name in names:
                assert name not in shown, (seed, name)
                checked += 1
            if view.waiting:
                view.start_button.click()
            else:
                view.shown()
                clock.advance(0.3 + 4 * (seed % 3 == 0))  # some timeouts: the board waits again
                view.tick()
                if view.human_to_move() and not view.waiting:
                    view.buttons[str(state.legal_actions()[0])].click()
    assert checked > 5


def test_an_observation_holds_pile_sizes_not_piles() -> None:
    state = resolve(new_game(players=4), np.random.default_rng(3))
    obs = state.observation(2)
    assert obs.hand_sizes == (32, 32, 32, 32)
    assert not any(isinstance(v, tuple) and len(v) == 32 for v in vars(obs).values())


# hypothesis: arbitrary arguments at the public odds functions give a BugkitError or an answer, fast
ANY = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.integers(), st.floats(),
                st.text(max_size=20), st.sampled_from(["standard", "children", "meep", "ouch", "stop"]),
                st.lists(st.tuples(st.sampled_from(["meep", "taboo:ouch", "x"]),
                                   st.sampled_from(["meep", "stop", "y"])), max_size=5),
                st.builds(Fraction, st.integers(0, 5), st.integers(1, 9)), st.just(RNG), st.just(Deck()))

ODDS: dict[str, Callable[..., Any]] = {
    "p_must_rename": p_must_rename, "p_two_taboos": p_two_taboos, "p_must_rename_at": p_must_rename_at,
    "p_two_taboos_at": p_two_taboos_at, "p_forbidden_given_card": p_forbidden_given_card,
    "expected_game_length": expected_game_length, "simulate_calls": simulate_calls,
    "simulate_game_lengths": simulate_game_lengths, "judge": judge, "correct_calls": correct_calls,
    "forbidden": forbidden, "visible_taboos": visible_taboos,
}


@pytest.mark.parametrize("name", sorted(ODDS))
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(args=st.lists(ANY, max_size=4))
def test_arbitrary_arguments_give_a_bugkit_error_or_an_answer_within_a_second(name: str, args: list[Any]) -> None:
    with within(1.5):
        try:
            ODDS[name](*args)
        except BugkitError:
            pass
        except TypeError as exc:  # too many positional arguments: Python's own complaint about the call itself
            assert "positional argument" in str(exc), exc


def test_a_save_holds_no_card_nobody_has_seen() -> None:
    """Issue 12: a save of a game in progress is its set-up and steps; every card in it was turned up face up.

    The scan can fail: a save that kept a seed, a deal, a pile's order or the box would hold a card (or a number)
    that is not a card turned face up at that very step of the game."""
    for seed in range(6):
        session = Session(new_game(players=3, hand_size=12), seed=seed, bots=[EasyCockroach()] * 3)
        for _ in range(14):
            session.bot_step()
        data = json.loads(session.state.to_json())
        assert set(data) == {"game", "version", "setup", "steps"} and data["version"] == 2
        assert data["setup"] == {"players": 3, "hand_size": 12}  # no seed, no deal
        state = new_game(**data["setup"])
        for step in data["steps"]:
            before = state
            state = state.apply(step)
            if step.startswith("card "):  # a card in the save: hidden until this step, face up from it on
                assert before.is_chance_node and state.card == step.split()[1]
            else:  # a call, its seconds and nothing else
                assert step.split()[0] in ("ouch", "buzz", "flap-flap", "meep", "stop", "timeout")
                assert not before.is_chance_node
        assert state == session.state
        turned = sum(step.startswith("card ") for step in data["steps"])
        assert sum(state.unseen) == 128 - turned  # the state itself knows only what was turned up


def test_a_game_simulation_whose_games_run_far_past_the_estimate_still_stops_as_it_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The estimate is of the mean; as a safety net the work done is still counted round by round, and a call that
    goes past twice ``MAX_GAME_WORK`` stops with the same refusal (here the estimate is made to say 0)."""
    from bugkit.kakerlakentanz import odds

    before = simulate_game_lengths(0.3, 2, 50, np.random.default_rng(1), hand_size=16)
    monkeypatch.setattr(odds, "_game_work", lambda *args: 0)
    monkeypatch.setattr(odds, "MAX_GAME_WORK", 1_000)
    with pytest.raises(InvalidInput, match=r"too long for one call.*smaller n, error_rate or hand_size"):
        simulate_game_lengths(0.3, 2, 50, np.random.default_rng(1), hand_size=16)
    monkeypatch.setattr(odds, "MAX_GAME_WORK", 10**9)
    assert np.array_equal(simulate_game_lengths(0.3, 2, 50, np.random.default_rng(1), hand_size=16), before)


@pytest.mark.parametrize("hand_size", [128, None])
def test_a_game_simulation_too_long_for_one_call_is_refused_before_any_work(hand_size: int | None) -> None:
    """The audit: 100,000 games of 6 players at error rate 0.3 ran 4.9 s before the refusal (128 cards each) and
    3.2 s to succeed (the whole box, 21 each). The work is now estimated from the arguments and refused before a
    single round is played: the generator has drawn nothing, and the message says how many games would do."""
    rng = np.random.default_rng(0)
    state = rng.bit_generator.state
    with pytest.raises(InvalidInput, match=r"too long for one call.*at most 5,000,000.*smaller n.*at most about"):
        simulate_game_lengths(0.3, 6, 100_000, rng, hand_size=hand_size)
    assert rng.bit_generator.state == state


def test_a_game_simulation_at_the_work_bound_runs_and_one_game_more_is_refused() -> None:
    """At the bound the call is played (0.3 with 6 x 128 cards: 5 games, each far longer than the box's game)."""
    from bugkit.kakerlakentanz.odds import MAX_GAME_WORK, game_simulation_work

    assert game_simulation_work(0.3, 6, 5, 128) <= MAX_GAME_WORK < game_simulation_work(0.3, 6, 6, 128)
    assert simulate_game_lengths(0.3, 6, 5, np.random.default_rng(2), hand_size=128).shape == (5,)
    with pytest.raises(InvalidInput, match="at most about 5 games"):
        simulate_game_lengths(0.3, 6, 6, np.random.default_rng(2), hand_size=128)
    assert simulate_game_lengths(0.05, 2, 100_000, np.random.default_rng(2)).shape == (100_000,)  # the benchmark's


@pytest.mark.parametrize(("error_rate", "players", "hand_size"), [(0.3, 2, 32), (0.3, 6, 8), (0.05, 6, 8),
                                                                   (0.15, 3, 20)])
def test_the_estimated_rounds_of_a_game_lie_above_the_simulated_mean(monkeypatch: pytest.MonkeyPatch,
                                                                    error_rate: float, players: int,
                                                                    hand_size: int) -> None:
    """The estimate (``game_simulation_work``; its formula in the odds module docstring) is above the work the
    simulation does, counted round by round, and its mean rounds above the rounds the games play."""
    from bugkit.kakerlakentanz import odds

    n, work, played = 2_000, [0], [0]
    real = odds.spend_work

    def count(done: int, units: int, limit: int, what: str) -> int:
        work[0] += units
        played[0] += units - odds.ROUND_WORK  # the games still running in this round
        return real(done, units, limit, what)

    monkeypatch.setattr(odds, "spend_work", count)
    simulate_game_lengths(error_rate, players, n, np.random.default_rng(3), hand_size=hand_size)
    assert work[0] < odds.game_simulation_work(error_rate, players, n, hand_size)
    e, h = error_rate, hand_size
    assert played[0] / n < 1 + e * players * h + 2 * (e * h) ** 2 / (1 - e) ** 2


@pytest.mark.slow
def test_the_longest_game_simulation_the_bounds_allowed_is_refused_within_seconds() -> None:
    """The audit's call: every argument at its bound ran for over a minute (about 70 s); now refused before any
    work."""
    with within(20.0), pytest.raises(InvalidInput, match="too long for one call"):
        simulate_game_lengths(0.3, 6, 100_000, np.random.default_rng(0), hand_size=128)


def test_refusal_while_no_card_is_turned_up_is_a_refusal() -> None:
    """A call refused at a chance node said so with an AssertionError; a refusal's legal steps are checked by
    ``refuse`` (None was a TypeError)."""
    from bugkit.core.errors import IllegalMove
    from bugkit.kakerlakentanz.rules import CALLS, Call

    state: Any = new_game()
    assert state.is_chance_node
    assert isinstance(state.refusal(Call(CALLS[0]), []), IllegalMove)
    with pytest.raises(InvalidInput):
        state.refusal(7, None)


CALL_WORDS = ("ouch", "buzz", "flap-flap", "meep", "stop", "timeout")


@settings(max_examples=200, deadline=None)
@given(call=st.sampled_from(CALL_WORDS), seconds=st.floats(0.0, 86_400.0))
@example(call="meep", seconds=1e-300)  # the audit's step: 307 characters, its save did not load
@example(call="flap-flap", seconds=5e-324)  # the smallest float
@example(call="timeout", seconds=3.0000000000000004)  # a timeout just after the limit, every digit kept
def test_every_typed_call_accepted_round_trips_through_its_text_and_its_save_loads(call: str, seconds: float) -> None:
    """A typed ``Call`` is checked like its text: a call accepted is written in at most 200 characters that parse
    back to the same call, and a save holding it loads; a time too fine to write in 200 characters is refused
    with InvalidInput when the call is made (the audit: ``Call("meep", 1e-300)`` was played, its save refused)."""
    from bugkit import load
    from bugkit.kakerlakentanz.rules import MAX_ACTION_TEXT, Call

    try:
        step = Call(call, seconds)
    except InvalidInput as exc:
        assert "decimal places" in str(exc) and str(MAX_ACTION_TEXT) in str(exc)
        return
    text = str(step)
    assert len(text) <= MAX_ACTION_TEXT
    state = new_game().apply("card meep")
    assert state.parse(text) == step
    if call == "timeout" and seconds <= state.rules.time_limit:
        return  # a timeout in time is refused by the rules (IllegalMove), not malformed
    after = state.apply(step)
    assert after.history[-1] == text
    assert load(after.to_json()) == after


def test_a_call_whose_time_would_make_its_text_too_long_is_refused_typed_and_as_text() -> None:
    """The bound is the move's length: 1e-190 s still fits in 200 characters, 1e-300 s does not; a text that
    writes a time with a short name and no leading 0 (``"bss .000...1"``, 200 characters) would be recorded as
    ``"buzz 0.000...1"``, 202 characters, and is refused too (Malformed, an InvalidInput)."""
    from bugkit.kakerlakentanz.rules import Call

    assert len(str(Call("meep", 1e-190))) == 197
    with pytest.raises(InvalidInput, match=r"too many decimal places.*at most 200"):
        Call("meep", 1e-300)
    with pytest.raises(InvalidInput, match=r"too many decimal places"):
        Call.timed("meep", 1e-300)  # (the bots' fast path checks a time this small as usual)
    state = new_game().apply("card meep")
    text = "bss ." + "0" * 194 + "1"
    assert len(text) == 200
    with pytest.raises(InvalidInput, match="too many decimal places"):
        state.apply(text)


@pytest.mark.parametrize(("bots", "deck"), [
    (3, {"dance_cards_per_style": 500, "taboo_cards_per_style": 0}),  # the audit: 92,944 steps, a 1.3 MB save
    (2, {"dance_cards_per_style": 1000, "taboo_cards_per_style": 1000}),  # the audit: 3 s, then StepLimit
])
def test_a_deck_that_deals_more_cards_than_a_save_can_follow_is_refused_before_play(
        bots: int, deck: dict[str, int]) -> None:
    """A player is dealt at most MAX_HAND_SIZE = 64 cards (rules card, "Bounds"): a game's length grows with the
    square of a pile, and the audit's decks, dealt evenly, made games whose saves did not load. Refused at once,
    saying what to give instead; the same deck with ``hand_size`` at the bound plays, and its save loads."""
    import bugkit
    from bugkit.kakerlakentanz.rules import MAX_HAND_SIZE

    assert MAX_HAND_SIZE == 64
    with pytest.raises(InvalidInput, match=r"at most 64 to a player.*hand_size=64 or fewer"):
        bugkit.play("kakerlakentanz", ["easy"] * bots, seed=1, deck=deck)
    with pytest.raises(InvalidInput, match="hand_size"):
        new_game(players=bots, deck=deck, hand_size=MAX_HAND_SIZE + 1)
    record = bugkit.play("kakerlakentanz", ["easy"] * bots, seed=1, deck=deck, hand_size=MAX_HAND_SIZE)
    assert record.final.is_over and bugkit.load(record.final.to_json()) == record.final


def test_every_deal_at_the_bound_is_allowed() -> None:
    """64 cards each: the box for 2 players, and a deck of 384 cards for 6 (96 a style) dealt evenly."""
    assert new_game(players=2).hand_sizes() == (64, 64)
    six = new_game(players=6, deck={"dance_cards_per_style": 90, "taboo_cards_per_style": 6})
    assert six.hand_sizes() == (64,) * 6
    with pytest.raises(InvalidInput, match="deals 65 cards"):
        new_game(players=6, deck={"dance_cards_per_style": 92, "taboo_cards_per_style": 6})  # 392 cards: 65 each


@pytest.mark.parametrize("players", [2, 6])
def test_games_of_the_easy_cockroaches_at_the_deal_bound_fit_in_a_save(players: int) -> None:
    """The bound's reason, played: with 64 cards a player and the bots that slip most (16 % of moves wrong at 3 s),
    games stay far below MAX_ACTIONS (the model: 1,600 steps on average, 13,700 at most in 20,000 games) and
    their saves load."""
    import bugkit
    from bugkit.core.game import MAX_ACTIONS

    deck = {"dance_cards_per_style": 90, "taboo_cards_per_style": 6} if players == 6 else None
    for seed in range(3):
        record = bugkit.play("kakerlakentanz", ["easy"] * players, seed=seed, deck=deck)
        assert record.final.is_over and len(record.actions) < MAX_ACTIONS // 2
        assert bugkit.load(record.final.to_json()) == record.final


def test_a_game_too_long_for_a_save_is_refused_by_to_json_not_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """``to_json`` never writes a save that ``load`` refuses: past MAX_ACTIONS steps (or MAX_SAVE_BYTES) it raises
    InvalidInput saying why. The limits are made small here so that a short game passes them."""
    import bugkit
    from bugkit.core import game as core_game

    state = new_game()
    for _ in range(3):
        state = state.apply("card meep" if state.is_chance_node else "meep 9")
    assert len(state.history) == 3
    monkeypatch.setattr(core_game, "MAX_ACTIONS", 3)
    assert bugkit.load(state.to_json()) == state  # exactly at the limit: saved, and it loads
    after = state.apply("card meep" if state.is_chance_node else "meep 9")
    with pytest.raises(InvalidInput, match=r"too long to save.*4 steps.*at most 3"):
        after.to_json()
    monkeypatch.setattr(core_game, "MAX_ACTIONS", 20_000)
    monkeypatch.setattr(core_game, "MAX_SAVE_BYTES", len(after.to_json()) - 1)
    with pytest.raises(InvalidInput, match=r"too long to save.*bytes"):
        after.to_json()
