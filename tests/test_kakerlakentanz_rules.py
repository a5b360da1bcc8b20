"""Kakerlakentanz rules: every rule of the rulebook as a scenario, the worked example step by step, the referee."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.core.session import resolve
from bugkit.kakerlakentanz import (
    Call,
    TurnUp,
    Wrong,
    arranged,
    correct_calls,
    forbidden,
    from_json,
    judge,
    new_game,
    piles,
    visible_taboos,
)
from bugkit.kakerlakentanz.labels import explain
from bugkit.kakerlakentanz.rules import KakerlakentanzState, parse_action, summarise


def dealt(players: int, seed: int, **options: object) -> KakerlakentanzState:
    """Return a new game whose first card chance has turned up (sampled from ``seed``)."""
    return resolve(new_game(players=players, **options), np.random.default_rng(seed))  # type: ignore[arg-type]


def pile(state: KakerlakentanzState, player: int) -> tuple[str, ...]:
    """Return the known cards of a player's pile in an arranged position (everything is known there)."""
    assert state.hands[player].hidden == 0
    return state.hands[player].known


# -- the worked example of the rulebook (Amelie, Rüdiger, Edgar, Claudia) -------------------------------------------
EXAMPLE = [  # (player, card, call made, the right calls)
    (0, "buzz", "buzz", {"buzz"}),
    (1, "taboo:ouch", "stop", {"stop"}),
    (2, "flap-flap", "flap-flap", {"flap-flap"}),
    (3, "flap-flap", "meep", {"meep", "buzz"}),
    (0, "flap-flap", "buzz", {"buzz"}),
    (1, "taboo:meep", "stop", {"stop"}),
    (2, "ouch", "buzz", {"buzz", "flap-flap"}),
    (3, "meep", "flap-flap", {"flap-flap"}),
    (0, "ouch", "buzz", {"ouch"}),  # wrong: Amelie should have said Ouch
]
EXAMPLE_HANDS = [["buzz", "flap-flap", "ouch", "meep"], ["taboo:ouch", "taboo:meep", "meep"],
                 ["flap-flap", "ouch", "meep"], ["flap-flap", "meep", "meep"]]


def test_rulebook_example_referee_step_by_step() -> None:
    played: list[tuple[str, str]] = []
    for _, card, call, rights in EXAMPLE:
        assert correct_calls(played, card) == frozenset(rights), (played, card)
        played.append((card, call))


def test_rulebook_example_reasons_match_the_rulebook_words() -> None:
    played = [(c, k) for _, c, k, _ in EXAMPLE]
    # forbidden(played[:i]) is what is forbidden when the i-th move (from 0) is made
    assert forbidden(played[:2]) == {"ouch": ("taboo",)}  # Edgar after the pile change
    assert forbidden(played[:3]) == {"ouch": ("taboo",), "flap-flap": ("last_card", "last_call")}  # Claudia
    assert forbidden(played[:4]) == {"ouch": ("taboo",), "flap-flap": ("last_card",), "meep": ("last_call",)}
    assert visible_taboos(played[:6]) == ("ouch", "meep")
    assert forbidden(played[:6]) == {"ouch": ("taboo",), "meep": ("taboo",)}  # Edgar: both taboos for one move
    assert forbidden(played[:7]) == {"ouch": ("last_card",), "buzz": ("last_call",), "meep": ("taboo",)}  # Claudia
    # Amelie: the Ouch taboo card is covered, and no Ouch was played or named in the last move
    assert forbidden(played[:8]) == {"meep": ("last_card", "taboo"), "flap-flap": ("last_call",)}
    verdict = judge(played[:8], "ouch", "buzz")
    assert not verdict.right
    assert verdict.reason == ("must_name_card", "ouch")


def test_rulebook_example_in_the_engine_ends_with_amelie_taking_all_cards() -> None:
    state = arranged(EXAMPLE_HANDS)
    for i, (player, card, call, _) in enumerate(EXAMPLE):
        assert state.current_player == player
        assert state.card == card
        state = state.apply(f"{call} 1.0")
        if i < len(EXAMPLE) - 1:
            assert len(state.played) == i + 1
    assert state.played == ()
    assert state.current_player == 0  # Amelie starts the new round
    assert state.card == "meep"
    assert pile(state, 0) == ("buzz", "taboo:ouch", "flap-flap", "flap-flap", "flap-flap", "taboo:meep",
                              "ouch", "meep", "ouch")
    assert isinstance(state.events[-1], Wrong)
    assert state.events[-1].taken == 9


def test_pile_changes_after_each_taboo_card_and_back() -> None:
    played = [("buzz", "buzz"), ("taboo:ouch", "stop"), ("meep", "meep"), ("taboo:buzz", "stop"), ("ouch", "ouch")]
    first, second, active = piles(played)
    assert first == ("buzz", "taboo:ouch", "ouch")
    assert second == ("meep", "taboo:buzz")
    assert active == 0
    assert piles(played[:2])[2] == 1
    assert piles(played[:4])[2] == 0


def test_both_taboo_dances_are_forbidden_for_one_move_after_a_pile_change() -> None:
    played = [("taboo:ouch", "stop"), ("meep", "meep"), ("taboo:buzz", "stop")]
    assert set(visible_taboos(played)) == {"ouch", "buzz"}
    assert correct_calls(played, "ouch") == {"meep", "flap-flap"}
    after = [*played, ("meep", "meep")]
    assert visible_taboos(after) == ("buzz",)  # the Ouch taboo card is covered now
    assert correct_calls(after, "ouch") == {"ouch"}


def test_taboo_card_on_the_other_pile_stays_visible_and_forbidden() -> None:
    played = [("taboo:flap-flap", "stop"), ("buzz", "buzz"), ("ouch", "ouch"), ("meep", "meep")]
    assert correct_calls(played, "flap-flap") == {"buzz", "ouch"}


def test_card_dance_must_be_named_when_allowed() -> None:
    assert correct_calls([("buzz", "buzz")], "ouch") == {"ouch"}
    assert not judge([("buzz", "buzz")], "ouch", "meep").right


def test_same_dance_as_last_card_must_be_named_differently() -> None:
    # rulebook: Flap-Flap on the pile, Rüdiger plays Flap-Flap: Meep, Ouch or Buzz are right
    assert correct_calls([("flap-flap", "flap-flap")], "flap-flap") == {"meep", "ouch", "buzz"}


def test_dance_just_named_is_forbidden_even_if_the_card_showed_another() -> None:
    played = [("buzz", "buzz"), ("buzz", "meep")]
    assert correct_calls(played, "meep") == {"ouch", "flap-flap"}


def test_taboo_card_needs_stop_and_stop_is_wrong_on_a_dance_card() -> None:
    assert correct_calls([], "taboo:meep") == {"stop"}
    assert judge([], "taboo:meep", "meep").reason == ("need_stop", "meep")
    assert judge([], "meep", "stop").reason == ("stop_on_dance", "meep")


def test_first_card_of_a_round_nothing_is_forbidden() -> None:
    assert forbidden([]) == {}
    for dance in ("ouch", "buzz", "flap-flap", "meep"):
        assert correct_calls([], dance) == {dance}


def test_over_the_time_limit_is_a_wrong_move_even_with_the_right_call() -> None:
    assert judge([], "meep", "meep", 3.0).right  # exactly the limit is still in time
    assert judge([], "meep", "meep", 3.01).reason == ("slow", 3.01, 3.0)
    assert judge([], "meep", "meep", 4.0, time_limit=5.0).right
    state = arranged([["meep", "ouch"], ["buzz", "buzz"]])
    after = state.apply("meep 3.5")
    assert after.current_player == 0
    assert (after.card, *pile(after, 0)) == ("ouch", "meep")


def test_wrong_move_takes_both_piles_under_own_pile_and_starts_new_round() -> None:
    hands = [["buzz", "meep", "ouch"], ["taboo:ouch", "flap-flap"], ["meep", "buzz"]]
    state = arranged(hands).apply("buzz 1").apply("stop 1")
    state = state.apply("ouch 1")  # player 2 turns up Meep and calls Ouch: Ouch taboo is visible -> wrong
    assert state.events[-1].reason[0] == "forbidden"
    assert (state.card, *pile(state, 2)) == ("buzz", "buzz", "taboo:ouch", "meep")
    assert state.played == ()
    assert state.current_player == 2
    assert forbidden(state.played) == {}
    assert state.legal_actions() == [Call("buzz")] and [str(a) for a in state.legal_actions()] == ["buzz"]


def test_first_to_play_last_card_correctly_wins() -> None:
    state = arranged([["buzz"], ["ouch", "meep"]]).apply("buzz 0.8")
    assert state.is_over
    assert state.winners() == [0]
    assert state.scores() == [0, -2]
    assert state.legal_actions() == []
    with pytest.raises(IllegalMove):
        state.apply("ouch")


def test_last_card_played_wrong_does_not_win() -> None:
    state = arranged([["buzz"], ["ouch", "meep"]]).apply("meep 0.8")
    assert not state.is_over
    assert state.card == "buzz" and pile(state, 0) == ()


def test_deal_is_even_and_the_rest_is_set_aside() -> None:
    for players in range(2, 7):
        state = new_game(players=players)
        assert {len(h) for h in state.hands} == {128 // players}
        assert all(h.known == () for h in state.hands)  # dealt face down: nobody knows a card yet
        assert sum(state.unseen) == 128 and state.aside == ()  # the 128 % players cards in the box are unseen too
        assert sum(state.inventory().values()) == 128
        assert dealt(players, players).hand_sizes() == (128 // players,) * players


def test_the_deal_is_a_chance_node_over_the_unseen_cards() -> None:
    state = new_game(players=2, hand_size=3)
    assert state.is_chance_node and state.legal_actions() == [] and state.phase == "turn_up"
    dist = state.chance_outcomes()
    assert dist[TurnUp("meep")] == Fraction(28, 128) and dist[TurnUp("taboo:meep")] == Fraction(4, 128)
    assert sum(dist.values()) == 1
    after = state.apply("card taboo:meep")
    assert after.card == "taboo:meep" and after.phase == "call" and after.unseen[7] == 3
    with pytest.raises(InvalidInput):
        state.apply("meep")  # a call where chance turns up a card
    with pytest.raises(IllegalMove) as err:
        arranged([["meep"], ["ouch"]]).apply(TurnUp("meep"))  # no chance step is due: the card is known
    assert err.value.reason == "not_chance"


def test_a_card_that_is_all_gone_cannot_turn_up() -> None:
    state = new_game(players=2, variant="children")
    with pytest.raises(IllegalMove) as err:
        state.apply("card taboo:meep")  # the taboo cards stay in the box in the children's variant
    assert err.value.reason == "impossible_outcome"


def test_cards_taken_back_are_known_and_come_after_the_hidden_ones() -> None:
    state = new_game(players=2, hand_size=2).apply("card buzz").apply("meep 1")  # wrong: must name Buzz
    assert state.hands[0].hidden == 1 and state.hands[0].known == ("buzz",)
    assert state.is_chance_node  # the hidden card comes first
    state = state.apply("card ouch").apply("meep 1")
    assert state.card == "buzz" and state.hands[0].known == ("ouch",) and not state.is_chance_node


def test_children_variant_has_no_taboo_cards_in_play_but_keeps_them_counted() -> None:
    state = new_game(players=3, variant="children")
    assert sum(len(h) for h in state.hands) == 111
    assert not any(state.unseen[4:]) and sum(state.unseen) == 112
    assert all(not o.card.startswith("taboo:") for o in state.chance_outcomes())
    assert sum(state.inventory().values()) == 128
    assert Counter(state.aside)["taboo:meep"] == 4


def test_youngest_player_zero_starts_and_play_goes_clockwise() -> None:
    state = dealt(3, 2)
    rng = np.random.default_rng(2)
    seats = []
    for _ in range(6):
        seats.append(state.current_player)
        state = resolve(state.apply(state.legal_actions()[0]), rng)
    assert seats == [0, 1, 2, 0, 1, 2]


def test_untimed_wrong_call_is_refused_with_the_reason_and_changes_nothing() -> None:
    state = arranged([["buzz", "buzz"], ["buzz", "ouch"]]).apply("buzz")
    before = state.to_json()
    with pytest.raises(IllegalMove, match="Buzz was forbidden because the card played just before showed Buzz"):
        state.apply("buzz")
    assert state.to_json() == before


def test_timed_wrong_call_is_a_legal_wrong_move() -> None:
    state = arranged([["buzz", "buzz"], ["buzz", "ouch"]]).apply("buzz")
    after = state.apply("buzz 1.2")
    assert isinstance(after.events[-1], Wrong)
    assert after.current_player == 1
    assert after.hand_sizes()[1] == 3


@pytest.mark.parametrize(("text", "parsed"), [
    ("Meep 1.2", ("meep", 1.2)), ("flapp flapp", ("flap-flap", None)), ("Flap Flap 0,5s", ("flap-flap", 0.5)),
    ("STOP!", ("stop", None)), ("aua 2", ("ouch", 2.0)), ("Bssss", ("buzz", None)), ("meeep 0.123", ("meep", 0.123)),
    ("meep 1.5 s", ("meep", 1.5)),
])
def test_actions_are_parsed_in_english_and_german(text: str, parsed: tuple[str, float | None]) -> None:
    assert parse_action(text) == parsed


@pytest.mark.parametrize("text", ["", "dance", "meep -1", "meep 1.2.3", "1.2", "meep soon", "hop 1"])
def test_malformed_actions_are_invalid_input(text: str) -> None:
    state = dealt(2, 1)
    with pytest.raises(InvalidInput):
        state.apply(text)


def test_referee_rejects_malformed_played_lists() -> None:
    for bad in ("buzz", [("buzz",)], [("hop", "buzz")], [("buzz", "hop")], 7):
        with pytest.raises(InvalidInput):
            correct_calls(bad, "buzz")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        correct_calls([], "taboo:hop")


def test_options_are_validated() -> None:
    for options in ({"variant": "adults"}, {"time_limit": 0}, {"time_limit": "3"}, {"hand_size": 0},
                    {"hand_size": 65}, {"time_limit": True}, {"deck": {"dance_cards_per_style": -1}}):
        with pytest.raises(InvalidInput):
            new_game(players=2, **options)  # type: ignore[arg-type]


def test_random_timed_play_with_mistakes_conserves_every_card_and_round_trips() -> None:
    rng = np.random.default_rng(0)
    for seed in range(12):
        players = 2 + seed % 5
        state = dealt(players, seed, hand_size=6, variant="children" if seed % 3 == 0 else "standard")
        start = state.inventory()
        assert sum(start.values()) == 128
        for _ in range(3000):
            if state.is_over:
                break
            rights = [str(a) for a in state.legal_actions()]
            calls = ["ouch", "buzz", "flap-flap", "meep", "stop"]
            call = rights[0] if rng.random() < 0.85 else calls[int(rng.integers(5))]
            state = state.apply(f"{call} {rng.uniform(0.2, 3.3):.2f}")
            assert state.inventory() == start
            state = resolve(state, rng)
            # the engine's table always agrees with the pure referee on this round's pairs
            assert state.table == summarise(state.played)
            if not state.is_over:
                assert set(rights) | {str(a) for a in state.legal_actions()} >= correct_calls(state.played, state.card)  # type: ignore[arg-type]
        assert state.is_over
        assert from_json(state.to_json()) == state
        assert bugkit.load(state.to_json()) == state


def test_same_seed_same_game_and_the_save_holds_the_steps_not_a_seed() -> None:
    assert new_game(players=4) == new_game(players=4) and hash(new_game(players=4)) == hash(new_game(players=4))
    a = bugkit.start("kakerlakentanz", players=4, seed=9, bots=["easy"] * 4)
    b = bugkit.start("kakerlakentanz", players=4, seed=9, bots=["easy"] * 4)
    for _ in range(20):
        a.bot_step()
        b.bot_step()
    assert a.state == b.state and a.state.history == b.state.history
    saved = json.loads(a.state.to_json())
    assert saved["version"] == 2 and "seed" not in saved["setup"]
    assert from_json(a.state.to_json()) == a.state


def test_options_survive_the_json_round_trip() -> None:
    state = dealt(3, 4, variant="children", time_limit=2.5, hand_size=10)
    state = resolve(state.apply(state.legal_actions()[0]), np.random.default_rng(4)).apply("ouch 2.7")
    again = from_json(state.to_json())
    assert again == state
    assert json.loads(state.to_json())["setup"]["time_limit"] == 2.5


def test_observation_hides_the_order_of_piles_but_shows_the_card_turned_up() -> None:
    state = dealt(3, 5)
    obs = state.observation(1)
    assert obs.hand_sizes == (42, 42, 42)
    assert obs.card == state.card is not None
    assert not hasattr(obs, "hands")


def test_explanations_exist_in_english_and_german() -> None:
    reason = judge([("taboo:meep", "stop")], "meep", "meep").reason
    assert explain(reason, "en") == "Meep was forbidden because the Meep taboo card is visible."
    assert explain(reason, "de") == "Meeep war verboten, weil die Tabu-Karte Meeep zu sehen ist."


cards = st.sampled_from(["ouch", "buzz", "flap-flap", "meep", "taboo:ouch", "taboo:buzz", "taboo:flap-flap",
                         "taboo:meep"])
calls = st.sampled_from(["ouch", "buzz", "flap-flap", "meep", "stop"])


@settings(max_examples=300, deadline=None)
@given(played=st.lists(st.tuples(cards, calls), max_size=12), card=cards)
def test_referee_invariants_on_any_round(played: list[tuple[str, str]], card: str) -> None:
    rights = correct_calls(played, card)
    assert rights  # there is always a right call: at most 3 dances are ever forbidden
    if card.startswith("taboo:"):
        assert rights == {"stop"}
    elif card not in forbidden(played):
        assert rights == {card}
    else:
        assert rights == {"ouch", "buzz", "flap-flap", "meep"} - set(forbidden(played))
    assert len(visible_taboos(played)) <= 2
    for call in ("ouch", "buzz", "flap-flap", "meep", "stop"):
        assert judge(played, card, call).right == (call in rights)


def test_after_a_taboo_card_the_dance_named_before_it_is_right_again() -> None:
    """The rules card: right after a taboo card the last call was "Stop", so the dance named before the taboo card
    is not forbidden as "the dance named just before" (the rulebook's example: Buzz after the Meep taboo card)."""
    played = (("flap-flap", "flap-flap"), ("flap-flap", "buzz"), ("taboo:meep", "stop"))
    assert forbidden(played) == {"meep": ("taboo",)}
    assert "buzz" in correct_calls(played, "meep")  # Meep is forbidden (the taboo card): any other dance, Buzz too
    assert forbidden(played[:2])["buzz"] == ("last_call",)  # one move earlier Buzz was the dance named just before
