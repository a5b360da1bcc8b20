"""Würfel-WG's typed actions: text round trips, parse as the one reader, apply takes typed values or text."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from bugkit.core.errors import IllegalMove, InvalidInput
from bugkit.core.session import Session
from bugkit.ui import refusal_text
from bugkit.wuerfel_wg.bots import GreedyBot, PlannerBot
from bugkit.wuerfel_wg.rules import (
    Borrow,
    DoneRolling,
    End,
    Flip,
    Ghost,
    Park,
    Pass,
    Return,
    TakeItem,
    TakeMember,
    TakeTodo,
    new_game,
    parse_action,
)

EXAMPLES = [
    (Park((4, 0, 4)), "park k 4 4 reroll", {"kept": (0, 4, 4)}),
    (Park(()), "reroll", {"kept": ()}),
    (DoneRolling(), "done rolling", {}),
    (End(), "end", {}),
    (Pass(), "pass", {}),
    (Return("anita"), "return anita", {"member": "anita"}),
    (Ghost("couch", 1), "ghost couch of 1", {"room": "couch", "of": 1}),
    (TakeTodo("witzig", (4, 4, 4), 2), "take witzig with 4 4 k4", {"stack": "witzig", "joker_value": 4}),
    (TakeMember(2, (3, 3)), "take member 2 with 3 3", {"stack": 2, "used": (3, 3), "joker": -1}),
    (TakeItem("jojo", (1, 1)), "take item jojo with 1 1", {"item": "jojo"}),
    (Borrow("jojo", 1, (1, 1, 1)), "borrow jojo from 1 with 1 1 1", {"item": "jojo", "lender": 1}),
    (Flip("alex", (1, 1)), "flip alex with 1 1", {"card": "alex", "joker_value": 0}),
]


@pytest.mark.parametrize(("action", "text", "fields"), EXAMPLES, ids=[e[1] for e in EXAMPLES])
def test_an_action_prints_as_its_text_and_parses_back_to_itself(action: object, text: str,
                                                                 fields: dict[str, object]) -> None:
    """str() is today's canonical text; parse gives an equal value of the same type; fields are typed."""
    assert str(action) == text and action != text and text not in {action}
    assert parse_action(text) == action and hash(parse_action(text)) == hash(action)
    back = parse_action(text.upper().replace(" ", "  "))  # any case and spacing
    assert type(back) is type(action) and back == action
    for name, value in fields.items():
        assert getattr(back, name) == value
    assert pickle.loads(pickle.dumps(action)) == action
    with pytest.raises(dataclasses.FrozenInstanceError):  # immutable: every field, the text form too
        setattr(action, dataclasses.fields(action)[-1].name, 3)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["take witzig with 4 k4 k4", "park 6 reroll", "ghost attic of 1", "flip with 1",
                                  "take member two with 3 3", "borrow jojo from x with 1 1 1", "keep 4", ""])
def test_malformed_text_is_invalid_input(text: str) -> None:
    """Only parse reads text, and it refuses what is not an action."""
    with pytest.raises(InvalidInput):
        parse_action(text)


def test_legal_actions_are_typed_and_apply_takes_a_value_or_its_text() -> None:
    """Over a whole bot game every legal action is typed, round-trips through its text, and both spellings
    lead to the same position."""
    session = Session(new_game(players=3), seed=5, bots=[PlannerBot(), GreedyBot(), PlannerBot()])
    seen = set()
    for _ in range(400):
        state = session.state
        if state.is_over:
            break
        if not state.is_chance_node:
            for a in state.legal_actions():
                seen.add(type(a))
                assert state.parse(str(a)) == a and type(state.parse(str(a))) is type(a)
            a = state.legal_actions()[0]
            assert state.apply(a) == state.apply(str(a))
        session.bot_step()
    assert {Park, DoneRolling, End} <= seen


def test_a_refusal_reads_the_typed_fields() -> None:
    """A well-formed action that is not allowed now is refused with the reason of its kind."""
    s = new_game().apply("open witzig boxtraining").apply("open doppelt facebook")
    for i, m in enumerate(("alex", "julia", "otto-von")):
        s = s.apply(f"open member {i + 1} {m}")
    s = s.apply("dice 1 2 2 2")
    with pytest.raises(IllegalMove) as exc:
        s.apply("end")
    assert exc.value.reason == "now_reroll" and exc.value.fields == {}  # the step's words are the whole reason
    assert refusal_text(exc.value, "en").endswith(": now is the rolling step: park dice and re-roll, or keep the roll")
    assert refusal_text(exc.value, "de").endswith(": Jetzt wird gewürfelt: Würfel parken und neu würfeln, oder den "
                                                  "Wurf behalten")
    with pytest.raises(IllegalMove) as exc:
        s.apply("park 1 2 2 2 reroll")
    assert exc.value.reason == "park_limit"
