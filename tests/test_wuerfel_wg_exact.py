"""Würfel-WG, the exact cross-check: ``p_todo`` equals ``bugkit.core.exact.evaluate`` walking the real rules; and
chance in the open: chance nodes sum to 1; a save holds no card nobody has seen; states are hashable values."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from fractions import Fraction

import pytest
from test_wuerfel_wg_rules import game, good, top, wg

from bugkit import InvalidInput, make_rng
from bugkit import wuerfel_wg as W
from bugkit.core.exact import evaluate
from bugkit.core.game import CHANCE, GameState
from bugkit.core.session import Session, sample
from bugkit.wuerfel_wg.bots import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.rules import Phase, WuerfelWGState


def turn_start(card: str, ich: bool = True, bath: bool = False, fridge: bool = False) -> WuerfelWGState:
    """Return player 0's turn just before the first roll (a chance node), with to-do ``card`` open on 'witzig'."""
    s = wg(top(game(seed=1), "witzig", card), 0, good=good(ich, False, fridge, bath))
    s = replace(s, player=0, actor=0)
    return s._roll()


def can_take_witzig(state: GameState) -> Fraction | None:
    """Return 1 if player 0's final roll pays for the open 'witzig' to-do, 0 if not, None while still rolling."""
    assert isinstance(state, WuerfelWGState)
    if state.player == 0 and state.phase in (Phase.ROLL, Phase.REROLL):
        return None
    if state.player == 0 and state.phase == Phase.USE:
        return Fraction(any(isinstance(a, W.TakeTodo) and a.stack == "witzig" for a in state.legal_actions()))
    return Fraction(0)  # the turn moved on at once: the roll paid for nothing at all


CASES = [  # (to-do, ICH awake, clean bath, full fridge) -> dice, parking, re-rolls of the real WG
    ("boxtraining", True, False, False),  # 4 4 4 with 4 dice, 2 spots, 1 re-roll
    ("boxtraining", False, False, False),  # ICH asleep: 3 dice, 1 spot
    ("dielenboden", True, False, False),  # a sum
    ("eierkuchen", True, True, False),  # clean bath: one kangaroo pays as any number
    ("youtube", False, False, True),  # full fridge: 2 re-rolls with 3 dice
]


@pytest.mark.parametrize(("card", "ich", "bath", "fridge"), CASES, ids=[c[0] + str(c[1:]) for c in CASES])
def test_p_todo_equals_the_exact_value_of_the_real_rules(card: str, ich: bool, bath: bool, fridge: bool) -> None:
    """issue 12: the odds function and the generic evaluator walking the engine agree exactly (Fraction ==)."""
    start = turn_start(card, ich, bath, fridge)
    dice, parking, rerolls = start.dice_count(), start.parking(), start.rerolls()
    assert (dice, parking) == ((4, 2) if ich else (3, 1)) and rerolls == (2 if fridge else 1)
    exact = evaluate(start, can_take_witzig)
    assert exact == W.p_todo(start.cards[card].need, dice, parking, rerolls, bath)
    assert 0 < exact < 1


def test_every_chance_node_of_a_game_sums_to_exactly_one() -> None:
    bots, rng = [PlannerBot(), GreedyBot(), W.RandomBot()], make_rng(7)
    state: GameState = W.new_game(players=3)
    nodes = 0
    for _ in range(600):
        if state.is_over:
            break
        if state.is_chance_node:
            dist = state.chance_outcomes()
            assert state.current_player == CHANCE and state.legal_actions() == []
            assert all(p > 0 for p in dist.values()) and sum(dist.values()) == 1
            nodes += 1
            state = state.apply(sample(dist, rng))
        else:
            p = state.current_player
            state = state.apply(bots[p].choose(state.observation(p), state.legal_actions(), rng))
    assert nodes > 50


def unseen(state: WuerfelWGState) -> set[str]:
    """Return the ids of the cards no player has seen: face down in the stacks, the troublemakers, the box."""
    return {*state.member_unseen, *state.todo_unseen[0], *state.todo_unseen[1], *state.troublemakers, *state.box}


def test_a_save_holds_the_past_only_no_face_down_card_and_no_seed() -> None:
    session = Session(W.new_game(players=2), seed=3, bots=[PlannerBot(), GreedyBot()])
    for _ in range(40):
        session.bot_step()
    state = session.state
    assert isinstance(state, WuerfelWGState) and not state.is_over
    text = state.to_json()
    data = json.loads(text)
    assert data["version"] == 2 and "seed" not in data["setup"] and "rng" not in text
    hidden = unseen(state)
    assert len(hidden) > 20
    words = set(re.findall(r"[\w-]+", " ".join(data["steps"])))
    assert not hidden & words  # no card that is still face down is named anywhere in the save
    opened = {step.split()[-1] for step in data["steps"] if step.startswith(("open", "troublemaker"))}
    assert opened and not opened & hidden  # what the save names was turned up in the game
    assert W.from_json(text) == state


def test_an_old_save_with_a_seed_is_refused_with_a_clear_message() -> None:
    old = json.dumps({"game": "wuerfel_wg", "version": 1, "setup": {"players": 2, "seed": 1}, "actions": []})
    with pytest.raises(InvalidInput, match="older bugkit"):
        W.from_json(old)


def test_states_are_hashable_values_equal_when_the_game_is_equal() -> None:
    a = W.new_game().apply("open witzig boxtraining")
    b = W.new_game().apply(W.rules.Reveal("witzig", "boxtraining"))
    assert a == b and hash(a) == hash(b) and a.history == ("open witzig boxtraining",)
    assert a != W.new_game().apply("open witzig youtube")
    assert {a, b} == {a}


def test_roll_tables_equal_the_sorted_dist_of_core_roll_dist_and_sample_the_same() -> None:
    from bugkit.core.dice import roll_dist
    from bugkit.core.dist import Dist
    from bugkit.wuerfel_wg import components as C
    from bugkit.wuerfel_wg.rules import Roll, roll_outcomes

    for n in range(1, 8):
        plain = Dist(sorted(roll_dist(C.DIE, n).map(Roll).items(), key=lambda kv: -kv[1]))  # likeliest first
        table = roll_outcomes(n)
        assert list(table.items()) == list(plain.items())
        assert table.integer_weights() == plain.integer_weights()  # what the session samples with
