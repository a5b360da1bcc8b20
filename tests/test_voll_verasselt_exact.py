"""Voll verasselt, the exact cross-check: the odds functions equal ``bugkit.core.exact.evaluate`` walking the real
rules; and saves hold only the past."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction

import numpy as np
import pytest

import bugkit
from bugkit.core.exact import evaluate
from bugkit.core.session import Session, resolve
from bugkit.voll_verasselt import components as comp
from bugkit.voll_verasselt import from_json, new_game, p_bugged_up
from bugkit.voll_verasselt.odds import advise
from bugkit.voll_verasselt.rules import Phase, VollVerasseltState


def table(hub: tuple[int, int, int, int], dice: tuple[str, ...], **options: object) -> VollVerasseltState:
    """Return player 0 about to roll for a hub of these cards, the dice showing ``dice`` (``options``: new_game's)."""
    s = resolve(new_game(**options), np.random.default_rng(0))  # type: ignore[arg-type]
    left = tuple(22 - 2 - h for h in hub)
    return dataclasses.replace(s, hub=hub, dice=dice, pile=left)


def bugged_up(state: object) -> Fraction | None:
    """Return 1 once the roll bugged up, 0 once it caught cards, None while the dice are still rolling."""
    assert isinstance(state, VollVerasseltState)
    if state.pending is not None and state.pending.kind == "roll":
        return None
    return Fraction(0) if state.phase == Phase.DECIDE else Fraction(1)


CASES = [
    ((1, 1, 1, 1), (comp.BARS,) * 7, (0, 1, 2, 3)),
    ((2, 0, 1, 3), (comp.BARS,) * 7, (0, 1, 2, 3, 4)),
    ((3, 2, 1, 0), ("blue", "red", comp.BARS, comp.BARS, comp.BARS, comp.BARS, comp.BARS), (2, 3, 4, 5)),
    ((2, 2, 2, 2), ("green", "green", "yellow", comp.BARS, comp.BARS, comp.BARS, comp.BARS), (3, 4, 5, 6)),
    ((4, 3, 2, 1), (comp.BARS,) * 7, tuple(range(7))),
]


@pytest.mark.parametrize(("hub", "dice", "chosen"), CASES)
def test_one_roll_bug_up_chance_equals_the_exact_evaluator_on_the_real_rules(
        hub: tuple[int, int, int, int], dice: tuple[str, ...], chosen: tuple[int, ...]) -> None:
    """Issue 12: ``p_bugged_up`` (counting dice results) == ``exact.evaluate`` walking the engine's chance node."""
    s = table(hub, dice).apply("roll " + " ".join(map(str, chosen)))
    assert s.is_chance_node
    exact = evaluate(s, bugged_up)
    unrolled = [dice[i] for i in range(7) if i not in chosen]
    assert p_bugged_up(dict(zip(comp.COLOURS, hub, strict=True)), unrolled, len(chosen)) == exact


@pytest.mark.parametrize(("hub", "dice", "chosen"), CASES)
def test_a2_with_another_die_the_odds_equal_the_exact_evaluator_on_a_game_of_that_die(
        hub: tuple[int, int, int, int], dice: tuple[str, ...], chosen: tuple[int, ...]) -> None:
    die = ("blue", "red", "red", "yellow", "green", "bars", "blue")  # 7 faces: blue and red twice, one bars face
    s = table(hub, dice, die_faces=die, bars_per_bar_face=1).apply("roll " + " ".join(map(str, chosen)))
    exact = evaluate(s, bugged_up)
    unrolled = [dice[i] for i in range(7) if i not in chosen]
    cards = dict(zip(comp.COLOURS, hub, strict=True))
    assert p_bugged_up(cards, unrolled, len(chosen), die_faces=die) == exact
    assert exact != p_bugged_up(cards, unrolled, len(chosen))  # the shipped die's chance differs


def test_the_advisors_expected_catch_equals_the_evaluator_too() -> None:
    hub, dice = (2, 2, 1, 1), (comp.BARS,) * 7
    s = table(hub, dice).apply("roll 3 4 5 6")

    def caught(state: object) -> Fraction | None:
        assert isinstance(state, VollVerasseltState)
        if state.pending is not None and state.pending.kind == "roll":
            return None
        return Fraction(sum(state.catch)) if state.phase == Phase.DECIDE else Fraction(0)

    choice = next(c for c in advise(hub, dice).choices if c.roll == (3, 4, 5, 6))
    assert choice.expected == evaluate(s, caught)


def test_every_chance_node_of_a_game_sums_to_exactly_one() -> None:
    s = new_game(players=3)
    rng = np.random.default_rng(4)
    nodes = 0
    while not s.is_over and nodes < 400:
        if s.is_chance_node:
            dist = s.chance_outcomes()
            assert sum(dist.values()) == 1 and all(p > 0 for p in dist.values())
            s = s.apply(list(dist)[int(rng.integers(len(dist)))])
            nodes += 1
        else:
            legal = s.legal_actions()
            s = s.apply(legal[int(rng.integers(len(legal)))])
    assert nodes > 20


def test_a_save_halfway_holds_no_card_or_die_that_nobody_has_seen() -> None:
    """Issue 12: a save is the set-up and the steps; every chance step in it was revealed on the table."""
    session = Session(new_game(players=3), seed=11, bots=[
        bugkit.voll_verasselt.OddsBot(), bugkit.voll_verasselt.ThresholdBot(), bugkit.voll_verasselt.RandomBot()])
    for _ in range(25):
        session.bot_step()
    state = session.state
    data = json.loads(state.to_json())
    assert set(data) == {"game", "version", "setup", "steps"} and data["version"] == 2
    assert "seed" not in data["setup"] and "pile" not in json.dumps(data)
    chance = [step for step in data["steps"] if step.startswith(("cards", "dice"))]
    drawn = sum(sum(int(x) for x in step.split()[1:]) for step in chance if step.startswith("cards"))
    assert drawn == 88 - 3 * 4 - state.pile_size  # exactly the cards taken from the pile so far: no more
    assert from_json(state.to_json()) == state
    assert hash(state) == hash(from_json(state.to_json()))
