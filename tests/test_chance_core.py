"""The chance-node core on a toy game (Pig to a small goal): sampling, sessions, exact evaluation, saves, refusals."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from bugkit.core.dist import Dist, uniform
from bugkit.core.errors import IllegalMove, InvalidInput
from bugkit.core.exact import evaluate
from bugkit.core.game import CHANCE, Recorded, Step, evolve, replay
from bugkit.core.i18n import register
from bugkit.core.playthrough import playthrough
from bugkit.core.session import Session, resolve, sample

register({"pig.refuse.no_hold": {"en": "there is nothing to hold yet", "de": "es gibt noch nichts zu sichern"}})
GOAL = 6


@dataclass(frozen=True, slots=True)
class Act(Step):
    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Face(Step):
    value: int

    def __str__(self) -> str:
        return f"die {self.value}"


@dataclass(frozen=True)
class Pig(Recorded):
    GAME = "pig"
    banked: tuple[int, ...] = (0, 0)
    turn_total: int = 0
    player: int = 0
    rolling: bool = False

    @property
    def current_player(self) -> int:
        return CHANCE if self.rolling else self.player

    @property
    def is_over(self) -> bool:
        return max(self.banked) >= GOAL

    @property
    def is_chance_node(self) -> bool:
        return self.rolling and not self.is_over

    def chance_outcomes(self) -> Dist[Face]:
        return uniform(Face(v) for v in range(1, 7))

    def legal_actions(self) -> list[Act]:
        if self.is_over or self.rolling:
            return []
        return [Act("roll")] + ([Act("hold")] if self.turn_total else [])

    def parse(self, text: str) -> Any:
        words = text.split()
        if self.rolling and len(words) == 2 and words[0] == "die" and words[1] in "123456":
            return Face(int(words[1]))
        if not self.rolling and words in (["roll"], ["hold"]):
            return Act(words[0])
        raise InvalidInput(f"{text!r} is not a Pig step")

    def refusal(self, action: Any, legal: Any) -> IllegalMove:
        from bugkit.core.errors import refuse

        return refuse("pig", action, "no_hold", legal)

    def _apply(self, action: Act) -> Pig:
        if action.word == "roll":
            return evolve(self, rolling=True)
        banked = tuple(b + self.turn_total if i == self.player else b for i, b in enumerate(self.banked))
        return evolve(self, banked=banked, turn_total=0, player=1 - self.player)

    def _apply_outcome(self, face: Face) -> Pig:
        if face.value == 1:
            return evolve(self, rolling=False, turn_total=0, player=1 - self.player)
        return evolve(self, rolling=False, turn_total=self.turn_total + face.value)

    def scores(self) -> list[int]:
        return list(self.banked)

    def inventory(self) -> Counter[str]:
        return Counter()

    def observation(self, player: int) -> Pig:
        return self


def new_pig(players: int = 2) -> Pig:
    return Pig(n_players=players)


class Greedy:
    def choose(self, observation: Any, legal: Any, rng: np.random.Generator) -> Act:
        return Act("hold") if observation.turn_total >= 3 and Act("hold") in legal else Act("roll")


def test_sample_is_exact_in_proportion_and_deterministic() -> None:
    dist = Dist({"a": Fraction(1, 3), "b": Fraction(2, 3)})
    draws = [sample(dist, np.random.default_rng(7)) for _ in range(3)]
    assert len(set(draws)) == 1  # same generator state, same outcome
    rng = np.random.default_rng(1)
    share = sum(sample(dist, rng) == "b" for _ in range(3000)) / 3000
    assert abs(share - 2 / 3) < 4 * (2 / 9 / 3000) ** 0.5


def test_states_are_hashable_values_without_their_record() -> None:
    a = new_pig().apply("roll").apply("die 3")
    b = new_pig().apply(Act("roll")).apply(Face(3))
    assert a == b and hash(a) == hash(b) and a.history == ("roll", "die 3")


def test_a_mapping_option_leaves_the_state_a_hashable_value_whatever_the_order_of_its_keys() -> None:
    house = {"rules": [1, {"y": 2, "x": 1}], "goal": 6}
    a = Pig(n_players=2, options=(("house", house),))
    b = Pig(n_players=2, options=(("house", {"goal": 6, "rules": [1, {"x": 1, "y": 2}]}),))
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a != Pig(n_players=2, options=(("house", {**house, "goal": 7}),))
    house["goal"] = 7  # the caller's dict: the state holds its own frozen copy
    assert a.setup["house"] == {"goal": 6, "rules": [1, {"x": 1, "y": 2}]} and a == b


def test_chance_node_refuses_impossible_outcome_and_actions() -> None:
    s = new_pig().apply("roll")
    assert s.is_chance_node and s.current_player == CHANCE and s.legal_actions() == []
    assert sum(s.chance_outcomes().values()) == 1
    with pytest.raises(InvalidInput):
        s.apply("roll")
    with pytest.raises(IllegalMove) as err:
        s.apply(Face(7))
    assert err.value.reason == "impossible_outcome"


def test_structured_refusal_speaks_both_languages() -> None:
    with pytest.raises(IllegalMove) as err:
        new_pig().apply("hold")
    assert err.value.reason == "no_hold" and err.value.legal == ("roll",)
    assert err.value.text("de") == "es gibt noch nichts zu sichern"
    assert "nothing to hold" in str(err.value)


def test_session_same_seed_same_game() -> None:
    def run(seed: int) -> tuple[str, ...]:
        session = Session(new_pig(), seed=seed, bots=[Greedy(), Greedy()])
        session.run()
        return tuple(session.state.history)

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_save_holds_the_past_and_replays() -> None:
    session = Session(new_pig(), seed=3, bots=[Greedy(), Greedy()])
    for _ in range(5):
        session.bot_step()
    text = session.state.to_json()
    assert '"version": 2' in text and "seed" not in text
    again = replay(text, Pig, new_pig)
    assert again == session.state and tuple(again.history) == tuple(session.state.history)


def test_evaluate_matches_a_hand_count() -> None:
    # Rolling once from 0 and then holding: the expected points banked are (2+3+4+5+6)/6 = 20/6.
    start = new_pig().apply("roll")

    def banked_after_one_roll(state: Any) -> Fraction | None:
        if state.is_chance_node or (state.turn_total == 0 and state.player == 0):
            return None
        return Fraction(state.turn_total if state.player == 0 else 0)

    assert evaluate(start, banked_after_one_roll) == Fraction(20, 6)


def test_evaluate_bounds_its_work() -> None:
    with pytest.raises(InvalidInput):
        evaluate(new_pig(), lambda s: None, policy=lambda s: uniform(s.legal_actions()), max_states=5)


def test_playthrough_is_deterministic_text() -> None:
    a = playthrough(new_pig(), [Greedy(), Greedy()], seed=11)
    assert a == playthrough(new_pig(), [Greedy(), Greedy()], seed=11)
    assert "step 1: chance" in a and "came: die" in a and "over: scores" in a


def test_resolve_stops_at_decisions() -> None:
    s = resolve(new_pig().apply("roll"), np.random.default_rng(0))
    assert not s.is_chance_node


def test_a_distribution_and_a_die_refuse_what_is_no_function_count_or_generator_with_words() -> None:
    """Dist.P, E, given and map of what is no function were TypeErrors from deep inside; from_counts(None) a
    TypeError; an unhashable value (a list) raised instead of having probability 0 and being in no distribution;
    D6.roll with no generator an AttributeError, and n was not bounded (10**9 rolls fill the memory)."""
    from bugkit.core.dice import D6

    for dist in (uniform([1, 2, 3]), Dist.from_weights((1, 2), (1, 3))):
        for method, bad in (("P", None), ("E", 3), ("given", "odd"), ("map", None)):
            with pytest.raises(InvalidInput, match="function of an outcome"):
                getattr(dist, method)(bad)
        assert dist[[1]] == 0 and dist.get([1]) is not None and [1] not in dist
        assert dist.P(lambda k: k > 1) > 0 and dist.E() > 0
    with pytest.raises(InvalidInput, match="pairs"):
        Dist.from_counts(None)  # type: ignore[arg-type]
    rng = np.random.default_rng(1)
    for rng_, n in ((None, 1), ("rng", 1), (rng, 10**12), (rng, -1), (rng, 1.5)):
        with pytest.raises(InvalidInput):
            D6.roll(rng_, n)  # type: ignore[arg-type]
    assert len(D6.roll(rng, 3)) == 3 and D6.roll(rng, 0) == []
