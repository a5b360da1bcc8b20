"""Würfel-WG rules, one scenario per rule of the rulebook (and per reading we decided)."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Any

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput, make_rng
from bugkit import wuerfel_wg as W
from bugkit.core.session import Session, resolve
from bugkit.wuerfel_wg import rules as R
from bugkit.wuerfel_wg.rules import WG, Phase, Reveal, Roll, WuerfelWGState, n_dice, n_parking, n_rerolls


def _has(state: WuerfelWGState, event: tuple[Any, ...]) -> bool:
    """Return True if ``state`` logged this event (same kind and fields: one-field named tuples of different
    kinds compare equal as plain tuples, so the type is checked too)."""
    return any(type(e) is type(event) and e == event for e in state.events)


def texts(state: WuerfelWGState) -> list[str]:
    """Return the texts of the legal actions (the tests compare some by their text form)."""
    return [str(a) for a in state.legal_actions()]


def game(players: int = 2, seed: int = 1, **options: Any) -> WuerfelWGState:
    """Return a fresh game after its opening chance steps (top cards turned up, player 0's first roll),
    sampled by a session seeded with ``seed``."""
    state = Session(W.new_game(players=players, **options), seed=seed).state
    assert isinstance(state, WuerfelWGState)
    return state


def wg(state: WuerfelWGState, p: int, **changes: Any) -> WuerfelWGState:
    """Return the state with player p's WG changed."""
    wgs = list(state.wgs)
    wgs[p] = replace(wgs[p], **changes)
    return replace(state, wgs=tuple(wgs))


def using(state: WuerfelWGState, dice: list[int]) -> WuerfelWGState:
    """Return the state in the 'use' step of the player on turn with this final roll."""
    d = tuple(sorted(dice))
    joker = state.rules.kangaroo_turn == "while_clean" or state.wgs[state.player].is_good("bath")
    return replace(state, phase=Phase.USE, dice=d, free=d, rerolls_left=0, actor=state.player, joker=joker)


def rolling(state: WuerfelWGState, dice: list[int], rerolls: int = 1) -> WuerfelWGState:
    """Return the state in the re-roll step with this roll."""
    return replace(state, phase=Phase.REROLL, dice=tuple(sorted(dice)), rerolls_left=rerolls, actor=state.player)


def top(state: WuerfelWGState, stack: str, card: str) -> WuerfelWGState:
    """Return the state with ``card`` open on top of a to-do stack ('witzig'/'doppelt') or member stack 1; the
    card it replaces takes its place (face down in the pool, or on the stack it came from): the same cards."""
    if stack in ("witzig", "doppelt"):
        i = ("witzig", "doppelt").index(stack)
        seen, unseen = list(state.todo_stacks), list(state.todo_unseen)
        old = seen[i][0] if seen[i] else None
        if card in unseen[i]:
            unseen[i] = tuple(c for c in unseen[i] if c != card) + ((old,) if old else ())
            seen[i] = (card, *seen[i][1:])
        else:
            seen[i] = (card, *(c for c in seen[i] if c != card))
        return replace(state, todo_stacks=tuple(seen), todo_unseen=tuple(unseen))
    members = [list(s) for s in state.member_stacks]
    old = members[0][0]
    pool = state.member_unseen
    if card in pool:
        pool = tuple(c if c != card else old for c in pool)
        members[0][0] = card
    else:
        for s in members:
            s[:] = [old if c == card else c for c in s]
        members[0][0] = card
    return replace(state, member_stacks=tuple(tuple(s) for s in members), member_unseen=pool)


def act(state: WuerfelWGState, *steps: str, seed: int = 0) -> WuerfelWGState:
    """Return the state after these steps (actions, or chance outcomes where chance is due), then any further
    chance steps sampled by a generator seeded with ``seed`` (the next turn's roll, a turned-up card)."""
    for step in steps:
        state = state.apply(step)
    return resolve(state, make_rng(seed))


def without_members(state: WuerfelWGState, *names: str) -> WuerfelWGState:
    """Return the state with these members taken out of the middle (an emptied top is replaced by a face-down
    card of the same stack, so no chance step is due)."""
    seen = [list(st) for st in state.member_stacks]
    hidden, pool = list(state.member_hidden), [c for c in state.member_unseen if c not in names]
    for name in names:
        if name in state.member_unseen:
            hidden[next(i for i, h in enumerate(hidden) if h)] -= 1
        for i, st in enumerate(seen):
            if name in st:
                st.remove(name)
                if not st and hidden[i]:
                    st.append(pool.pop(0))
                    hidden[i] -= 1
    return replace(state, member_stacks=tuple(tuple(st) for st in seen), member_hidden=tuple(hidden),
                   member_unseen=tuple(pool))


def good(*sides: bool) -> tuple[bool, bool, bool, bool]:
    """Return the good-side flags (ich, couch, fridge, bath)."""
    return (sides[0], sides[1], sides[2], sides[3])


# -- dice -------------------------------------------------------------------------------------------------
def test_kangaroos_are_worth_nothing_while_the_bath_is_dirty() -> None:
    s = top(using(game(), [0, 0, 4, 4]), "witzig", "boxtraining")
    assert not any(a.startswith("take witzig") for a in texts(s))
    assert W.parse_requirement("sum>=6").met((3, 0, 0, 0, 0, 1)) is False  # 3 kangaroos + one 5 = 5 pips


def test_three_or_four_kangaroos_are_never_equal_numbers() -> None:
    assert not W.parse_requirement("XXX").met((3, 0, 0, 0, 0, 0))
    assert not W.parse_requirement("XXXX").met((4, 1, 0, 0, 0, 0))
    assert not W.parse_requirement("XXXX").met_with_bath((4, 0, 0, 0, 0, 0), clean_bath=True)


def test_clean_bath_turns_exactly_one_kangaroo_into_any_number_after_the_last_roll() -> None:
    s = wg(game(), 0, good=good(True, False, False, True))
    s = top(using(s, [0, 0, 4, 4, 1, 1]), "witzig", "boxtraining")
    assert "take witzig with 4 4 k4" in texts(s)
    after = s.apply("take witzig with 4 4 k4")
    assert after.dice == (0, 1, 1, 4, 4, 4)  # the turned kangaroo now shows 4; the other stays a kangaroo
    assert not after.joker
    assert not any(" k" in a for a in texts(after))


def test_dirty_bath_offers_no_kangaroo_turn() -> None:
    s = top(using(game(), [0, 4, 4, 1]), "witzig", "boxtraining")
    assert not any("k4" in a for a in texts(s))
    with pytest.raises(IllegalMove, match="clean bath"):
        s.apply("take witzig with 4 4 k4")


def test_clean_bath_a_bath_dirtied_mid_turn_leaves_every_unturned_kangaroo_a_blank() -> None:
    """Rules card "Clean bath, kangaroo turned when?": "Solange dein Bad dreckig ist, sind alle Kängurus Nieten"
    holds mid-turn too. The water bomb (4 4) dirties the bath; the kangaroo can no longer pay for the yo-yo (the
    5 5 for the couch keeps the turn going)."""
    for reading in ("while_clean", "last_roll"):
        s = using(wg(game(kangaroo_turn=reading), 0, good=good(True, False, False, True)), [0, 1, 4, 4, 5, 5])
        assert "take item jojo with 1 k1" in texts(s)  # before: the clean bath turns it
        after = s.apply("take item wasserbombe with 4 4")
        assert not after.wgs[0].is_good("bath")
        assert not any("k" in a.split()[-1] for a in texts(after)), reading
        with pytest.raises(IllegalMove, match="clean bath"):
            after.apply("take item jojo with 1 k1")
        assert after.free == (0, 1, 5, 5)  # the kangaroo is still a kangaroo: worth nothing


def test_clean_bath_a_kangaroo_turned_before_the_bath_got_dirty_keeps_its_number() -> None:
    """Rules card "Clean bath, kangaroo turned when?": the kangaroo that paid for the water bomb was turned while the
    bath was clean; the bath turning dirty afterwards takes nothing back."""
    s = using(wg(game(), 0, good=good(True, False, False, True)), [0, 1, 1, 4])
    after = s.apply("take item wasserbombe with 4 k4")
    assert after.wgs[0].items == ("wasserbombe",) and not after.wgs[0].is_good("bath")
    assert after.dice == (1, 1, 4, 4)  # the turned kangaroo shows its 4 for the rest of the turn
    assert "take item jojo with 1 1" in texts(after)


def test_clean_bath_the_kangaroo_may_stand_for_a_number_the_dice_show_too() -> None:
    """Rules card "Clean bath, kangaroo turned when?": the kangaroo is turned after the last roll, before anything is
    taken, so kangaroo 4 4 4 4 is five 4s. Both the water bomb (4 4) and Boxtraining (4 4 4) dirty the bath; the
    player pays the first with 4 k4 (offered although the real 4s could pay) and keeps three 4s for the second
    (the engine offered 4 k4 only where the real dice could not pay, so the second card was lost)."""
    s = top(using(wg(game(), 0, good=good(True, False, False, True)), [0, 4, 4, 4, 4]), "witzig", "boxtraining")
    assert {"take item wasserbombe with 4 4", "take item wasserbombe with 4 k4"} <= set(texts(s))
    after = s.apply("take item wasserbombe with 4 k4")
    assert not after.wgs[0].is_good("bath") and after.free == (4, 4, 4)
    done = after.apply("take witzig with 4 4 4")
    assert done.wgs[0].items == ("wasserbombe",) and done.wgs[0].todos == ("boxtraining",)
    with pytest.raises(IllegalMove) as refused:  # still the smallest ways only: a kangaroo beside the dice that pay
        s.apply("take item wasserbombe with 4 4 k4")
    assert "clean bath" not in str(refused.value)  # the bath is clean: the refusal does not blame it


@pytest.mark.parametrize(("reading", "turns"), [("while_clean", True), ("last_roll", False)])
def test_clean_bath_cleaned_mid_turn_gives_a_kangaroo_turn_only_while_clean_reading(reading: str, turns: bool) -> None:
    """Rules card "Clean bath, kangaroo turned when?": the bath is dirty at the last roll and cleaned with 3 3. With
    ``kangaroo_turn="while_clean"`` (default) the kangaroo may now be turned; with "last_roll" it stays a blank."""
    s = using(game(kangaroo_turn=reading), [0, 1, 3, 3, 5, 5])  # 5 5 (couch) keeps the turn going
    assert not any("k1" in a for a in texts(s))  # dirty bath: the kangaroo is a blank
    after = s.apply("flip bath with 3 3")
    assert after.wgs[0].is_good("bath")
    assert ("take item jojo with 1 k1" in texts(after)) is turns
    assert after.can_turn_kangaroo is turns


def test_clean_bath_cleaned_by_a_spezialo_moving_in_counts_like_a_flip() -> None:
    """Rules card: a bath cleaned mid-turn by Otto-von moving in (his advantage) lets the kangaroo be turned
    (default reading), once per turn."""
    s = top(using(game(), [0, 1, 2, 3, 4]), "member", "otto-von")  # Otto-von needs a 3-straight
    after = s.apply("take member 1 with 2 3 4")
    after = resolve(after, make_rng(0)) if after.is_chance_node else after
    assert after.wgs[0].is_good("bath") and after.phase == Phase.USE
    assert "take item jojo with 1 k1" in texts(after)


def test_clean_bath_the_kangaroo_turn_is_used_once_per_turn_even_if_the_bath_is_cleaned_again() -> None:
    """Rules card: "genau ein Känguru" per turn: turned, bath dirtied, bath cleaned again: no second turn."""
    s = using(wg(game(), 0, good=good(True, False, False, True)), [0, 0, 3, 3, 4, 5, 5])
    s = s.apply("take item wasserbombe with 4 k4").apply("flip bath with 3 3")
    assert s.wgs[0].is_good("bath") and s.phase == Phase.USE and not s.can_turn_kangaroo
    assert s.free == (0, 5, 5) and not any("k" in a.split()[-1] for a in texts(s))


def test_clean_bath_reading_is_an_option_that_saves_and_loads() -> None:
    s = game(kangaroo_turn="last_roll")
    assert s.rules.kangaroo_turn == "last_roll"
    assert W.from_json(s.to_json()).rules.kangaroo_turn == "last_roll"
    with pytest.raises(InvalidInput, match="kangaroo_turn"):
        W.new_game(kangaroo_turn="never")


# -- how many dice, parking spots, re-rolls ---------------------------------------------------------------
def test_dice_awake_ich_four_asleep_three_each_awake_member_one_more_never_above_seven() -> None:
    s = game()
    cards = s.cards
    assert n_dice(cards, s.wgs[0]) == 4
    assert n_dice(cards, replace(s.wgs[0], good=good(False, False, False, False))) == 3
    two = replace(s.wgs[0], members=(("alex", True), ("julia", False), ("anita", True)))
    assert n_dice(cards, two) == 6
    many = replace(s.wgs[0], members=tuple((m, True) for m in ("alex", "julia", "anita", "paula", "sissi")))
    assert n_dice(cards, many) == 7


def test_start_has_two_parking_spots_and_one_reroll_full_fridge_two() -> None:
    """Rulebook: 'Zum Start hast du 2 Parkplätze (ICH und Couch) und einen Wiederholungswurf'; full fridge: 2."""
    s = game()
    cards, start = s.cards, s.wgs[0]
    assert (n_parking(cards, start), n_rerolls(cards, start)) == (2, 1)
    full = replace(start, good=good(True, False, True, False))
    assert n_rerolls(cards, full) == 2
    asleep = replace(start, good=good(False, False, False, False))
    assert n_parking(cards, asleep) == 1  # the sleeping ICH shows no parking spot


def test_clean_couch_parks_four_dice_by_itself_five_with_ich_awake_four_asleep() -> None:
    """Rulebook 'Saubere Couch: Du darfst bis zu 4 Würfel parken'; the card shows 4 spots (components.md)."""
    cards, start = game().cards, game().wgs[0]
    assert cards.start_card("couch").good[1] == 4
    assert n_parking(cards, replace(start, good=good(True, True, False, False))) == 5
    assert n_parking(cards, replace(start, good=good(False, True, False, False))) == 4
    # in play: 5 dice with a clean couch and a sleeping ICH -> 4 of them may be parked
    s = wg(rolling(game(), [1, 2, 4, 4, 5]), 0, good=good(False, True, False, False))
    assert "park 1 2 4 4 reroll" in texts(s)
    assert "park 1 2 4 4 5 reroll" not in texts(s)  # one die must be left to roll
    six = wg(rolling(game(), [1, 2, 3, 4, 4, 5]), 0, good=good(True, True, False, False))
    assert "park 1 2 3 4 4 reroll" in texts(six)  # 5 spots with ICH awake


def test_spezialos_add_parking_and_rerolls_only_while_awake() -> None:
    cards = game().cards
    awake = WG(0, members=(("krapotke", True), ("marc-uwe", True)))
    asleep = WG(0, members=(("krapotke", False), ("marc-uwe", False)))
    assert (n_parking(cards, awake), n_rerolls(cards, awake)) == (3, 2)
    assert (n_parking(cards, asleep), n_rerolls(cards, asleep)) == (2, 1)


def test_first_roll_is_made_at_the_start_of_the_turn_with_the_wg_dice() -> None:
    s = game()
    assert s.phase == Phase.REROLL
    assert len(s.dice) == 4
    assert type(s.events[-1]) is R.Rolled and s.events[-1] == R.Rolled(0, s.dice)


def test_parked_dice_stay_and_all_unparked_dice_are_rerolled() -> None:
    s = rolling(game(), [1, 4, 4, 5])
    cup = s.apply("park 4 4 reroll")
    assert cup.is_chance_node and cup.to_roll == 2 and cup.dice == (4, 4)  # two dice in the cup, two parked
    assert set(cup.chance_outcomes()) == {Roll(v) for v in combinations_with_replacement(range(6), 2)}
    after = cup.apply("dice 1 k")
    assert after.dice == (0, 1, 4, 4)
    assert next(e for e in after.events if isinstance(e, R.Rerolled)) == R.Rerolled(0, (4, 4), (0, 1, 4, 4))
    assert after.phase != Phase.REROLL  # the only re-roll is used


def test_parking_is_limited_by_the_spots_and_must_leave_a_die_to_roll() -> None:
    s = rolling(game(), [1, 4, 4, 5])
    assert "park 1 4 4 reroll" not in texts(s)  # 3 dice, only 2 spots
    with pytest.raises(IllegalMove, match="park at most 2 of your dice"):
        s.apply("park 1 4 4 reroll")
    s4 = wg(rolling(game(), [1, 4, 4, 5]), 0, good=good(True, True, False, False))
    assert "park 1 4 4 reroll" in texts(s4)
    assert "park 1 4 4 5 reroll" not in texts(s4)


def test_rerolling_is_optional() -> None:
    s = using(game(), [4, 4, 1, 2])
    r = rolling(game(), [4, 4, 1, 2])
    after = r.apply("done rolling")
    assert after.dice == s.dice
    assert not any(isinstance(e, R.Rerolled) for e in after.events)


def test_after_every_roll_the_player_chooses_afresh_what_to_park() -> None:
    s = wg(rolling(game(), [1, 1, 2, 3], rerolls=2), 0, good=good(True, False, True, False))
    after = s.apply("park 1 1 reroll").apply("dice 2 5")
    assert after.phase == Phase.REROLL
    assert after.rerolls_left == 1
    assert "reroll" in texts(after)  # the parked 1s may go back into the cup


def test_any_die_may_be_parked_kangaroos_included_even_with_a_dirty_bath() -> None:
    """Rulebook: 'auf jeden sichtbaren Würfelparkplatz ... einen Würfel': no 'useless' park is pruned."""
    s = rolling(game(), [0, 0, 4, 5])
    legal = texts(s)
    assert {"park k reroll", "park k k reroll", "park k 4 reroll", "park k 5 reroll"} <= set(legal)
    after = s.apply("park k k reroll").apply("dice 3 3")
    assert next(e for e in after.events if isinstance(e, R.Rerolled))[:2] == (0, (0, 0))
    clean = wg(rolling(game(), [0, 0, 4, 5]), 0, good=good(True, True, False, True))
    assert "park k k 4 reroll" in texts(clean)  # a second kangaroo too, with a clean bath


def test_every_sub_multiset_up_to_the_spots_is_a_legal_park() -> None:
    """All ways to park at most min(spots, dice - 1) dice are offered, and nothing else."""
    from itertools import combinations

    s = wg(rolling(game(), [0, 1, 1, 3, 5]), 0, good=good(True, True, False, False))
    expected = {W.park_action(c) for k in range(5) for c in combinations((0, 1, 1, 3, 5), k)}
    assert set(s.legal_actions()) == expected | {W.DONE_ROLLING}


def test_park_actions_are_written_by_value_in_any_order() -> None:
    s = rolling(game(), [5, 1, 4, 4])
    assert s.parse("park 4 1 reroll") == W.Park((1, 4)) and str(W.Park((4, 1))) == "park 1 4 reroll"
    with pytest.raises(InvalidInput):
        s.apply("park six reroll")


# -- using the final roll --------------------------------------------------------------------------------
def test_normalo_needs_a_pair_of_its_number_and_moves_in_awake() -> None:
    s = top(using(game(), [3, 3, 1, 5]), "member", "anita")
    assert "take member 1 with 3 3" in texts(s)
    after = s.apply("take member 1 with 3 3")
    assert after.wgs[0].members == (("anita", True),)
    assert "anita" not in after.member_stacks[0]


def test_spezialo_needs_what_its_card_shows() -> None:
    s = top(using(game(), [2, 3, 4, 1]), "member", "friedrich-wilhelm")
    assert "take member 1 with 2 3 4" in texts(s)
    assert "take member 1 with 1 2 3" in texts(s)
    bukowski = top(using(game(), [2, 3, 4, 1]), "member", "bukowski")
    assert "take member 1 with 1 2 3 4" in texts(bukowski)
    herta = top(using(game(), [2, 2, 2, 5]), "member", "herta")
    assert "take member 1 with 2 2 2" in texts(herta)


def test_spezialo_advantage_happens_at_once_when_moving_in() -> None:
    s = top(using(game(), [2, 2, 2, 5]), "member", "herta")
    after = s.apply("take member 1 with 2 2 2")
    assert after.wgs[0].is_good("couch")
    clean = wg(s, 0, good=good(True, True, False, False)).apply("take member 1 with 2 2 2")
    assert not any(isinstance(e, R.Advantage) for e in clean.events)  # couch already clean: nothing happens


def test_spezialo_advantage_fires_again_when_woken_by_its_combination() -> None:
    """Card 'Beim Aufwachen: Couch sauber', rulebook 'sofort beim Einzug': advantage_on_wake=True by default."""
    s = wg(using(game(), [2, 2, 2, 5]), 0, members=(("herta", False),))
    after = s.apply("flip herta with 2 2 2")
    assert after.wgs[0].members == (("herta", True),)
    assert after.wgs[0].is_good("couch")
    assert R.Advantage(0, "herta", "couch") in after.events
    old = wg(using(game(advantage_on_wake=False), [2, 2, 2, 5]), 0, members=(("herta", False),))
    assert not old.apply("flip herta with 2 2 2").wgs[0].is_good("couch")  # the old reading, as an option


def test_spezialo_advantage_fires_when_woken_by_posaune_after_the_cards_symbols() -> None:
    """Posaune üben wakes everyone: Friedrich-Wilhelm's 'fridge full' comes after the card's 'fridge empty'."""
    s = wg(top(using(game(), [1, 2, 3, 5]), "witzig", "posaune"), 0,
           good=good(False, False, False, False), members=(("friedrich-wilhelm", False), ("otto-von", False)))
    after = s.apply("take witzig with 1 2 3")
    assert after.wgs[0].good == (True, False, True, True)  # ICH awake, fridge full, bath clean
    assert R.Advantage(0, "friedrich-wilhelm", "fridge") in after.events


def test_a_freeloader_waking_a_spezialo_gets_its_advantage() -> None:
    """Freeloading flips a card of your own WG; waking a Spezialo that way is waking too."""
    s = wg(using(game(), [1, 1, 1, 4]), 1, members=(("herta", False),))
    s = act(s, "end")
    assert s.phase == Phase.FREELOAD and s.current_player == 1
    after = s.apply("flip herta with 1 1 1")
    assert after.wgs[1].is_good("couch")


def test_otto_von_cleans_the_bath_and_friedrich_wilhelm_fills_the_fridge_on_moving_in() -> None:
    """Spezialo advantages 'Bad sauber' (Otto-von) and 'Kühlschrank voll' (Friedrich-Wilhelm)."""
    otto = top(using(game(), [1, 2, 3, 5]), "member", "otto-von").apply("take member 1 with 1 2 3")
    assert otto.wgs[0].is_good("bath") and R.Advantage(0, "otto-von", "bath") in otto.events
    fw = top(using(game(), [3, 4, 5, 1]), "member", "friedrich-wilhelm").apply("take member 1 with 3 4 5")
    assert fw.wgs[0].is_good("fridge") and R.Advantage(0, "friedrich-wilhelm", "fridge") in fw.events


def test_an_advantage_does_not_turn_a_room_locked_by_a_troublemaker() -> None:
    """Club-Malte keeps the couch crumbly for good: Herta moving in (or waking) changes nothing."""
    s = wg(top(using(game(), [2, 2, 2, 5]), "member", "herta"), 0, troublemaker="club-malte")
    after = s.apply("take member 1 with 2 2 2")
    assert not after.wgs[0].is_good("couch")
    assert not any(isinstance(e, R.Advantage) for e in after.events)


def test_todo_needs_its_combination_and_is_kept_with_its_points() -> None:
    s = top(using(game(), [4, 4, 4, 1]), "witzig", "boxtraining")
    after = s.apply("take witzig with 4 4 4")
    assert after.wgs[0].todos == ("boxtraining",)
    assert after.scores()[0] == 5


def test_todo_with_a_sum_needs_enough_pips() -> None:
    s = wg(top(using(game(), [5, 5, 4, 2, 1]), "witzig", "eierkuchen"), 0, members=(("alex", True),))
    assert "take witzig with 1 5 5 5" not in texts(s)
    assert "take witzig with 2 4 5 5" in texts(s)
    short = top(using(game(), [5, 5, 4, 1]), "witzig", "eierkuchen")
    assert not any(a.startswith("take witzig") for a in texts(short))


def test_item_from_the_middle_needs_a_pair_of_its_number() -> None:
    s = using(game(), [1, 1, 5, 3])
    after = s.apply("take item jojo with 1 1")
    assert after.wgs[0].items == ("jojo",)
    assert "jojo" not in after.items_middle
    assert after.scores()[0] == 2


def test_borrowing_an_item_from_another_wg_needs_three_of_its_number() -> None:
    s = wg(using(game(), [1, 1, 1, 3]), 1, items=("jojo",))
    s = replace(s, items_middle=tuple(c for c in s.items_middle if c != "jojo"))
    assert "borrow jojo from 1 with 1 1 1" in texts(s)
    after = s.apply("borrow jojo from 1 with 1 1 1")
    assert after.wgs[0].items == ("jojo",)
    assert after.wgs[1].items == ()
    assert after.scores()[1] == 0
    pair = wg(using(game(), [1, 1, 4, 3]), 1, items=("jojo",))
    assert not any(a.startswith("borrow") for a in texts(pair))


def test_each_die_is_used_once_but_several_cards_can_be_taken_in_one_turn() -> None:
    s = top(using(game(), [1, 1, 3, 3]), "member", "anita")
    s = s.apply("take item jojo with 1 1")
    assert s.free == (3, 3)
    assert not any("jojo" in a or "with 1" in a for a in texts(s))
    s = s.apply("take member 1 with 3 3")
    assert s.is_chance_node and s.chance_outcomes().keys() == {Reveal("member", c, 1) for c in s.member_unseen}
    s = s.apply(f"open member 1 {s.member_unseen[0]}")
    assert s.phase != Phase.USE  # no dice left: the turn moves on by itself


def test_flip_own_card_with_the_combination_on_its_back() -> None:
    s = using(game(), [5, 5, 2, 2])  # green WG: couch 5 5, fridge 2 2
    assert {"flip couch with 5 5", "flip fridge with 2 2"} <= set(texts(s))
    after = s.apply("flip couch with 5 5").apply("flip fridge with 2 2")
    assert after.wgs[0].is_good("couch")
    assert after.wgs[0].is_good("fridge")


def test_sleeping_members_and_ich_are_woken_by_their_combination() -> None:
    s = wg(using(game(), [5, 5, 3, 3]), 0, good=good(False, False, False, False), members=(("anita", False),))
    assert {"flip ich with 5 5", "flip anita with 3 3"} <= set(texts(s))
    after = s.apply("flip ich with 5 5").apply("flip anita with 3 3")
    assert after.wgs[0].is_good("ich")
    assert after.wgs[0].members == (("anita", True),)


def test_short_take_without_dice_is_accepted_when_there_is_one_way_to_pay() -> None:
    s = top(using(game(), [4, 4, 4, 1]), "witzig", "boxtraining")
    assert str(s.parse("take witzig")) == "take witzig with 4 4 4"
    sums = top(using(game(), [5, 5, 5, 4, 3]), "witzig", "eierkuchen")
    with pytest.raises(InvalidInput, match="several ways"):
        sums.apply("take witzig")


# -- negative effects ------------------------------------------------------------------------------------
def test_todo_effects_put_everyone_but_bukowski_to_sleep_and_dirty_the_rooms_at_once() -> None:
    s = wg(top(using(game(), [4, 4, 4, 1]), "witzig", "boxtraining"), 0,
           good=good(True, True, True, True), members=(("anita", True), ("bukowski", True)))
    after = s.apply("take witzig with 4 4 4")  # Boxtraining: all asleep, fridge empty, bath dirty
    w = after.wgs[0]
    assert w.good == (False, True, False, False)
    assert w.members == (("anita", False), ("bukowski", True))  # Bukowski never sleeps


def test_the_card_is_taken_even_if_its_effect_finds_the_card_already_on_that_side() -> None:
    s = using(game(), [4, 4, 1, 2])
    after = s.apply("take item wasserbombe with 4 4")  # bath dirty already
    assert after.wgs[0].items == ("wasserbombe",)
    assert after.wgs[0].good == s.wgs[0].good


def test_posaune_wakes_everyone_and_empties_the_fridge() -> None:
    s = wg(top(using(game(), [1, 2, 3, 5]), "witzig", "posaune"), 0,
           good=good(False, False, True, False), members=(("anita", False),))
    after = s.apply("take witzig with 1 2 3")
    assert after.wgs[0].good == (True, False, False, False)
    assert after.wgs[0].members == (("anita", True),)


def test_facebook_party_empties_every_players_fridge() -> None:
    s = wg(wg(top(using(game(), [2, 2, 2, 2, 2]), "doppelt", "facebook"), 0, good=good(True, True, True, True)),
           1, good=good(True, False, True, False))
    after = s.apply("take doppelt with 2 2 2 2 2")
    assert not after.wgs[0].is_good("fridge")
    assert not after.wgs[1].is_good("fridge")


# -- freeloading -----------------------------------------------------------------------------------------
def test_other_players_freeload_one_flip_when_the_roll_matches_their_back_side() -> None:
    s = using(game(), [1, 1, 4, 4])  # light-blue WG of player 1: couch flips with 1 1
    s = act(s, "end")
    assert s.phase == Phase.FREELOAD
    assert s.current_player == 1
    assert "flip couch with 1 1" in texts(s)
    assert not any(a.startswith("take") for a in texts(s))  # freeloaders take nothing
    after = s.apply("flip couch with 1 1")
    assert after.wgs[1].is_good("couch")
    assert after.player == 1


def test_freeloading_uses_the_whole_roll_even_dice_the_active_player_used() -> None:
    s = using(game(), [1, 1, 4, 3]).apply("take item jojo with 1 1")  # 4 3 pay for nothing: the turn moves on
    assert s.phase == Phase.FREELOAD
    assert "flip couch with 1 1" in texts(s)


def test_a_freeloader_may_pass() -> None:
    s = using(game(), [1, 1, 4, 4]).apply("end").apply("pass")
    assert s.player == 1
    assert not s.wgs[1].is_good("couch")


def test_a_turn_with_nothing_to_use_goes_straight_to_freeloading() -> None:
    s = rolling(game(), [0, 1, 2, 4]).apply("done rolling")  # nothing pays for anything in the green WG
    assert _has(s, R.Nothing(0))


# -- troublemakers and the hammock -----------------------------------------------------------------------
def points(state: WuerfelWGState, p: int, todos: tuple[str, ...]) -> WuerfelWGState:
    """Return the state with player p holding these to-dos (taken out of the stacks; an emptied top is
    replaced by the first face-down card, so no chance step is due)."""
    unseen = tuple(tuple(c for c in u if c not in todos) for u in state.todo_unseen)
    seen = [tuple(c for c in s if c not in todos) for s in state.todo_stacks]
    seen = [s or u[:1] for s, u in zip(seen, unseen, strict=True)]
    unseen = tuple(tuple(c for c in u if c not in s) for s, u in zip(seen, unseen, strict=True))
    return wg(replace(state, todo_stacks=tuple(seen), todo_unseen=unseen), p, todos=todos)


def test_at_ten_points_the_top_troublemaker_moves_in_once_per_game() -> None:
    s = replace(points(using(game(), [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("nachbarin", "pinguin"))
    assert act(s, "end").wgs[0].troublemaker in ("nachbarin", "pinguin")  # drawn at random from the face-down ones
    after = act(s, "end", "troublemaker nachbarin")
    assert after.wgs[0].troublemaker == "nachbarin"
    assert after.troublemakers == ("pinguin",)
    again = act(using(replace(after, player=0), [2, 3]), "end")
    assert again.wgs[0].troublemaker == "nachbarin"
    assert again.troublemakers == ("pinguin",)


def test_the_troublemaker_stays_when_its_holder_drops_below_ten_points() -> None:
    """Step 4 of a turn: the troublemaker stays with you when you later fall below 10 points again (here player 1
    borrows the holder's item), its effect goes on, and back at 10 you get no second one (once per game)."""
    s = points(replace(game(), troublemakers=("pinguin", "nachbarin")), 0, ("boxtraining", "eierkuchen"))
    s = wg(replace(s, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 0, items=("jojo",))
    after = act(using(s, [2, 3]), "end", "troublemaker pinguin")
    assert after.scores()[0] == 11 and after.wgs[0].troublemaker == "pinguin" and after.player == 1
    below = act(using(after, [1, 1, 1]), "borrow jojo from 0 with 1 1 1")
    while below.phase == Phase.FREELOAD:
        below = act(below, "pass")
    assert below.scores()[0] == 9 and below.wgs[0].troublemaker == "pinguin"  # below 10: it stays
    assert R.locked(below.cards, below.wgs[0]) == "fridge" and not below.wgs[0].is_good("fridge")  # and still acts
    assert below.player == 0
    again = act(using(points(below, 0, ("boxtraining", "eierkuchen", "posaune")), [2, 3]), "end")
    assert again.scores()[0] == 11 and again.wgs[0].troublemaker == "pinguin"
    assert again.troublemakers == ("nachbarin",)  # no second troublemaker


def test_beginners_play_without_troublemakers() -> None:
    s = game(variant="beginners")
    assert s.troublemakers == ()
    assert len(s.box) == 8
    s = act(points(using(s, [2, 3]), 0, ("boxtraining", "toepfern")), "end")
    assert s.wgs[0].troublemaker == ""


def test_room_troublemakers_turn_the_room_bad_and_lock_it() -> None:
    s = replace(points(using(wg(game(), 0, good=good(True, False, True, False)), [2, 3]), 0,
                       ("boxtraining", "toepfern")), troublemakers=("pinguin",))
    after = act(s, "end")
    assert not after.wgs[0].is_good("fridge")
    locked = using(replace(after, player=0, actor=0), [2, 2, 5, 5])
    assert "flip fridge with 2 2" not in texts(locked)


def test_neighbour_forbids_borrowing() -> None:
    s = wg(using(game(), [1, 1, 1, 3]), 1, items=("jojo",))
    s = wg(replace(s, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 0, troublemaker="nachbarin")
    assert not any(a.startswith("borrow") for a in texts(s))


def test_cult_members_the_holder_chooses_which_own_member_goes_back() -> None:
    """Sektenmitglieder: any own member goes back (the card); the holder chooses, as an action."""
    s = wg(points(using(game(), [2, 3]), 0, ("boxtraining", "toepfern")), 0, members=(("alex", True), ("anita", True)))
    s = replace(without_members(s, "alex", "anita"), troublemakers=("sekte",))
    s = act(s, "end")
    while s.phase == Phase.FREELOAD:
        s = act(s, "pass")
    assert s.phase == Phase.SECT and s.current_player == 0
    assert s.legal_actions() == [W.Return("alex"), W.Return("anita")]
    with pytest.raises(IllegalMove, match="own WG"):
        s.apply("return paula")
    after = act(s, "return alex")
    assert after.wgs[0].members == (("anita", True),)
    assert any(st and st[0] == "alex" for st in after.member_stacks)
    assert any(isinstance(e, R.SectReturned) and e[:2] == (0, "alex") for e in after.events)
    assert after.player == 1 and after.phase == Phase.REROLL
    assert after.inventory() == s.inventory()


@pytest.mark.parametrize(("hidden", "stack"), [((5, 8, 7), 0), ((8, 5, 7), 1), ((8, 7, 5), 2),
                                               ((7, 5, 5), 1), ((6, 6, 6), 0)])
def test_cult_members_the_member_goes_on_the_smallest_stack_and_on_a_tie_the_first_of_them(
        hidden: tuple[int, int, int], stack: int) -> None:
    """Sektenmitglieder: on top of the smallest member stack; stacks of the same size: the first from the left."""
    s = wg(points(using(game(), [2, 3]), 0, ("boxtraining", "toepfern")), 0, members=(("alex", True), ("anita", True)))
    s = replace(without_members(s, "alex", "anita"), troublemakers=("sekte",))
    s = act(s, "end")
    while s.phase == Phase.FREELOAD:
        s = act(s, "pass")
    s = replace(s, member_hidden=hidden)
    after = act(s, "return alex")
    assert [st[0] == "alex" for st in after.member_stacks] == [i == stack for i in range(3)]
    assert after.member_sizes()[stack] == s.member_sizes()[stack] + 1
    assert _has(after, R.SectReturned(0, "alex", stack + 1))


def test_cult_members_with_one_member_send_it_back_at_once_and_with_none_do_nothing() -> None:
    """Sektenmitglieder with a single member: no choice; with no member at all: nothing happens."""
    base = replace(points(using(game(), [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("sekte",))
    one = wg(base, 0, members=(("anita", False),))
    one = without_members(one, "anita")
    after = act(one, "end")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")
    assert after.wgs[0].members == () and after.player == 1
    assert any(isinstance(e, R.SectReturned) and e[:2] == (0, "anita") for e in after.events)
    none = act(base, "end")
    while none.phase == Phase.FREELOAD:
        none = act(none, "pass")
    assert none.wgs[0].troublemaker == "sekte" and none.player == 1
    assert not any(isinstance(e, R.SectReturned) for e in none.events)


def test_big_guy_turns_over_when_you_then_have_fewest_points() -> None:
    s = replace(points(using(game(), [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("der-dicke",))
    s = points(s, 1, ("youtube", "sinn-des-lebens", "anti-terror"))  # 15 points: player 0 has fewest
    after = act(act(s, "end"), "pass") if act(s, "end").phase == Phase.FREELOAD else act(s, "end")
    assert after.wgs[0].big_guy_turned
    assert after.scores()[0] == 10


@pytest.mark.parametrize(("other", "turned"), [(("bud-spencer",), True), (("rohoel",), False),
                                               (("youtube", "sinn-des-lebens"), True)])
def test_big_guy_turns_over_on_a_tie_for_fewest_points_too(other: tuple[str, ...], turned: bool) -> None:
    """A5 with the shipped card file (``turns_on_tie: true``), "no more points than anyone else": with Der Dicke's
    -2, player 0 has 10 - 2 = 8 points; tied with 8 it counts as fewest and the card turns over (0 points: 10);
    against 7 it does not (8); against 10 it does."""
    s = game()
    assert s.cards["der-dicke"].turns_on_tie is True
    s = replace(points(using(s, [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("der-dicke",))
    s = points(s, 1, other)
    after = act(s, "end")
    after = act(after, "pass") if after.phase == Phase.FREELOAD else after
    assert after.wgs[0].troublemaker == "der-dicke" and after.wgs[0].big_guy_turned is turned
    assert after.scores()[0] == (10 if turned else 8)


@pytest.mark.parametrize(("players", "others", "turned"), [
    (2, [("bud-spencer",)], False), (2, [("rohoel",)], False), (2, [("youtube", "sinn-des-lebens")], True),
    (3, [("bud-spencer",), ("youtube", "sinn-des-lebens")], False),
    (3, [("anti-terror", "posaune", "eierkuchen"), ("youtube", "sinn-des-lebens")], True)])
def test_big_guy_does_not_turn_over_on_a_tie_when_the_card_file_says_turns_on_tie_false(
        players: int, others: list[tuple[str, ...]], turned: bool) -> None:
    """A5 in data: a card file whose Der Dicke says ``turns_on_tie: false`` turns it over only with strictly fewer
    points than every other player: player 0 has 10 - 2 = 8; tied with 8 (alone or beside a player with 10) it
    stays (8), against 7 it stays, against 10 (or 11 and 10 in a three-player game) it turns over (10). The
    setting saves with the game."""
    from pathlib import Path

    data = json.loads((Path(W.__file__).parent / "data" / "cards.json").read_text("utf-8"))
    next(c for c in data["troublemakers"] if c["id"] == "der-dicke")["turns_on_tie"] = False
    s = game(players=players, cards=data)
    s = replace(points(using(s, [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("der-dicke",))
    for p, todos in enumerate(others, start=1):
        s = points(s, p, todos)
    after = act(s, "end")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")
    assert after.wgs[0].troublemaker == "der-dicke" and after.wgs[0].big_guy_turned is turned
    assert after.scores()[0] == (10 if turned else 8)
    assert after.scores()[1:] == [sum(after.cards[c].points for c in todos) for todos in others]
    assert W.from_json(s.to_json()).cards["der-dicke"].turns_on_tie is False


def test_big_guy_back_side_points_come_from_the_card_file() -> None:
    """A5 in data: the back side of "Der Dicke" is worth its card's ``back_points`` (the shipped file says 0); a
    card file that says 3 scores 3 once the card is turned over, and the event says so in both languages."""
    from pathlib import Path

    from bugkit.wuerfel_wg.labels import describe

    data = json.loads((Path(W.__file__).parent / "data" / "cards.json").read_text("utf-8"))
    dicke = next(c for c in data["troublemakers"] if c["id"] == "der-dicke")
    dicke["back_points"] = 3
    s = game(cards=data)
    s = replace(points(using(s, [2, 3]), 0, ("boxtraining", "toepfern")), troublemakers=("der-dicke",))
    s = points(s, 1, ("youtube", "sinn-des-lebens", "anti-terror"))  # 15 points: player 0 has fewest
    after = act(s, "end")
    after = act(after, "pass") if after.phase == Phase.FREELOAD else after
    assert after.wgs[0].big_guy_turned
    assert after.scores()[0] == 10 + 3
    turned = next(e for e in after.events if isinstance(e, R.BigGuyTurned))
    assert "The Big Guy is turned over (3 points)" in describe(after.cards, turned, "en")
    assert "„Der Dicke“ wird umgedreht (3 Punkte)" in describe(after.cards, turned, "de")
    # the card in front of the WG shows its back side: the badge and the words (it showed -2 and the front's rule)
    from bugkit.wuerfel_wg.draw import trouble_svg, wg_html

    for lang, words in (("en", "turned over: now 3 points"), ("de", "umgedreht: jetzt 3 Punkte")):
        card = trouble_svg(after.cards, "der-dicke", lang, turned=True)
        assert ">3</text>" in card and ">-2</text>" not in card and words in card, card
        assert words in wg_html(after.cards, after.wgs[0], 0, lang)
    assert ">-2</text>" in trouble_svg(after.cards, "der-dicke", "en")  # before it turns: its front side


def test_ghost_the_holder_chooses_one_room_of_every_other_player_at_the_start_of_the_turn() -> None:
    """Gespenst: at the start of your turn one room of every other player turns good; the holder chooses."""
    s = wg(using(game(players=3), [2, 4]), 1, troublemaker="gespenst")
    s = wg(s, 2, good=good(True, False, True, False))  # player 2: couch or bath; player 0: couch, fridge or bath
    s = act(s, "end")
    while s.phase == Phase.FREELOAD:
        s = act(s, "pass")
    assert s.phase == Phase.GHOST and s.current_player == 1 and s.player == 1
    assert texts(s) == ["ghost couch of 2", "ghost bath of 2"]
    s = s.apply("ghost bath of 2")
    assert s.wgs[2].is_good("bath") and not s.wgs[2].is_good("couch")
    assert texts(s) == ["ghost couch of 0", "ghost fridge of 0", "ghost bath of 0"]
    with pytest.raises(IllegalMove, match="locked"):
        s.apply("ghost couch of 2")
    after = act(s, "ghost fridge of 0")
    assert after.wgs[0].is_good("fridge")
    assert R.GhostTurned(1, 0, "fridge") in after.events and R.GhostTurned(1, 2, "bath") in after.events
    assert after.phase == Phase.REROLL and after.dice  # now player 1 rolls
    assert after.scores()[1] == -1


def test_ghost_skips_a_locked_room_and_turns_a_single_possible_room_at_once() -> None:
    """Gespenst never turns a room a troublemaker locked; one possible room needs no choice."""
    s = wg(using(game(), [2, 4]), 1, troublemaker="gespenst")
    s = wg(s, 0, good=good(True, False, True, True), troublemaker="club-malte")  # only the couch is bad: locked
    after = act(s, "end")
    assert after.phase in (Phase.REROLL, Phase.USE, Phase.FREELOAD) and after.player == 1
    assert not any(isinstance(e, R.GhostTurned) for e in after.events)
    single = wg(wg(using(game(), [2, 4]), 1, troublemaker="gespenst"), 0, good=good(True, False, True, True))
    after = act(single, "end")
    assert after.wgs[0].is_good("couch") and R.GhostTurned(1, 0, "couch") in after.events


def test_hammock_at_sixteen_points_alone_in_the_lead() -> None:
    s = replace(points(using(game(), [2, 4]), 0, ("boxtraining", "toepfern", "dielenboden")), troublemakers=())
    after = act(s, "end")
    assert after.hammock == 0


def test_no_hammock_when_tied_for_the_lead() -> None:
    s = points(points(using(game(), [2, 4]), 0, ("boxtraining", "toepfern", "dielenboden")), 1,
               ("youtube", "sinn-des-lebens", "not-to-do"))
    after = act(replace(s, troublemakers=()), "end")
    assert after.hammock is None


def test_hammock_passes_to_whoever_overtakes_the_holder() -> None:
    s = points(points(using(replace(game(), player=1, actor=1), [2, 4]), 0, ("boxtraining", "toepfern", "dielenboden")),
               1, ("youtube", "sinn-des-lebens", "not-to-do", "posaune"))
    after = act(replace(s, hammock=0, troublemakers=()), "end")
    assert after.hammock == 1


def test_hammock_goes_back_to_the_middle_below_sixteen_points() -> None:
    s = points(using(replace(game(), player=1, actor=1), [2, 4]), 0, ("boxtraining", "dielenboden"))
    after = act(replace(s, hammock=0, troublemakers=()), "end")
    assert after.hammock is None
    assert _has(after, R.HammockMoved(-1))


def test_holding_the_hammock_at_the_start_of_your_turn_wins() -> None:
    s = points(using(replace(game(), player=1, actor=1), [2, 4]), 0, ("boxtraining", "toepfern", "dielenboden"))
    after = act(replace(s, hammock=0, troublemakers=()), "end")
    assert after.is_over
    assert after.winners() == [0]
    assert after.end_reason == "hammock"
    with pytest.raises(IllegalMove, match="over"):
        act(after, "end")


def test_safety_end_after_max_rounds_most_points_win_and_ties_share() -> None:
    s = game(seed=3, max_rounds=1)
    s = act(using(s, [2, 4]), "end")
    s = act(using(s, [2, 4]), "end")
    assert s.is_over
    assert s.end_reason == "max rounds"
    assert s.winners() == [0, 1]


def test_safety_end_when_todos_and_middle_items_are_gone() -> None:
    g = game()
    s = replace(using(g, [2, 4]), todo_stacks=((), ()), todo_unseen=((), ()), items_middle=(),
                box=(*g.todo_stacks[0], *g.todo_stacks[1], *g.todo_unseen[0], *g.todo_unseen[1], *g.items_middle))
    after = act(s, "end")
    assert after.is_over
    assert after.end_reason == "middle empty"


# -- the protocol ----------------------------------------------------------------------------------------
def test_every_card_is_in_exactly_one_place() -> None:
    s = game(players=4)
    inv = s.inventory()
    assert set(inv.values()) == {1}
    assert len(inv) == len(s.cards.all_cards()) + 16


def test_json_round_trip_and_replay() -> None:
    s = game(players=3, seed=9)
    for _ in range(30):
        if s.is_over:
            break
        s = act(s, s.legal_actions()[-1])
    assert W.from_json(s.to_json()) == s
    assert tuple(W.from_json(s.to_json()).history) == tuple(s.history)


def test_bad_options_are_invalid_input() -> None:
    for kwargs in ({"players": 5}, {"variant": "expert"}, {"max_rounds": 0}, {"max_rounds": True},
                   {"advantage_on_wake": "yes"}, {"cards": {"limits": {}}}):
        with pytest.raises(InvalidInput):
            W.new_game(**kwargs)  # (no seed here: it is refused first, whatever the other options)


def test_malformed_actions_are_invalid_input_and_unknown_cards_illegal() -> None:
    s = using(game(), [1, 1, 4, 4])
    with pytest.raises(InvalidInput):
        s.apply("please take everything")
    with pytest.raises(IllegalMove, match="Legal now"):
        s.apply("take item pfanne with 5 5")
    with pytest.raises(IllegalMove, match="now the dice are used"):
        s.apply("done rolling")


def test_observation_hides_the_stacks_below_the_top_cards() -> None:
    s = game()
    obs = s.observation(1)
    assert obs.todo_tops == (s.todo_stacks[0][0], s.todo_stacks[1][0])
    assert obs.todo_left == (12, 8)
    assert sum(obs.member_left) == 25
    assert "todo_stacks" not in vars(obs)
    assert json.dumps(obs.todo_tops)


def test_a_tie_does_not_take_the_hammock_from_its_holder() -> None:
    s = points(points(using(replace(game(), player=1, actor=1), [2, 4]), 0, ("boxtraining", "toepfern", "dielenboden")),
               1, ("youtube", "sinn-des-lebens", "not-to-do"))
    after = act(replace(s, hammock=0, troublemakers=()), "end")
    assert after.scores() == [16, 16]
    assert after.hammock == 0


def test_borrowing_an_item_can_push_the_holder_below_sixteen_and_the_hammock_goes_back() -> None:
    s = points(using(replace(game(), player=1, actor=1), [1, 1, 1, 4]), 0, ("boxtraining", "toepfern", "eierkuchen"))
    s = wg(replace(s, hammock=0, troublemakers=(), items_middle=s.items_middle[1:]), 0, items=("jojo",))
    assert s.scores()[0] == 16
    after = s.apply("borrow jojo from 0 with 1 1 1")
    assert after.hammock is None
    assert not after.is_over


def test_when_the_active_player_can_use_nothing_the_others_still_freeload() -> None:
    s = top(top(rolling(game(), [1, 1, 0, 4]), "witzig", "boxtraining"), "doppelt", "bud-spencer")
    others = tuple(c for st in s.member_stacks for c in st if c not in ("carsten", "jennifer", "maria-theresia"))
    s = replace(s, member_stacks=(("carsten",), ("jennifer",), ("maria-theresia",)), box=(*others, "jojo"),
                items_middle=tuple(c for c in s.items_middle if c != "jojo"))
    after = s.apply("done rolling")  # green WG: nothing pays with 1 1 4; light-blue couch flips with 1 1
    assert _has(after, R.Nothing(0))
    assert after.phase == Phase.FREELOAD
    assert after.current_player == 1
    assert after.inventory() == s.inventory()


def test_a_teacher_can_replace_the_card_file_and_the_game_saves_with_it() -> None:
    from pathlib import Path

    data = json.loads((Path(W.__file__).parent / "data" / "cards.json").read_text("utf-8"))
    data["todos"]["witzig"][0]["points"] = 9
    data["start_cards"][2]["flip"] = ["3-straight"] * 4  # the fan repository's fridge combo
    s = game(seed=5, cards=data)
    assert s.cards["anti-terror"].points == 9
    assert str(s.cards.start_card("fridge").flips[0]) == "3-straight"
    s = act(s, s.legal_actions()[0])
    assert W.from_json(s.to_json()) == s
    assert hash(W.from_json(s.to_json())) == hash(s)  # a state is a value: it hashes with a card file too
    assert s.setup["cards"] == data  # the save gives the card file back as plain JSON data
    assert s.setup["cards"] == data


@pytest.mark.parametrize(("differ", "pays"), [(True, False), (False, True)])
def test_letters_differ_from_fixed_is_a_card_file_setting_the_engine_follows(differ: bool, pays: bool) -> None:
    """A8 in data: with ``letters_differ_from_fixed`` false in the card file, 3 3 3 3 3 pays for Porsche-im-Pool
    ('XXX + 3 3': X may be 3 too); with true (the shipped file) it does not. The setting saves with the game."""
    from pathlib import Path

    data = json.loads((Path(W.__file__).parent / "data" / "cards.json").read_text("utf-8"))
    data["letters_differ_from_fixed"] = differ
    s = top(using(game(cards=data), [3, 3, 3, 3, 3, 1]), "doppelt", "porsche")
    assert ("take doppelt with 3 3 3 3 3" in texts(s)) is pays
    assert any(a.startswith("take doppelt") for a in texts(s)) is pays  # no other way to pay it
    assert W.from_json(game(cards=data).to_json()).cards.letters_differ_from_fixed is differ


def test_using_an_advantage_never_dirties_the_room() -> None:
    s = wg(game(), 0, good=good(True, True, True, True))
    s = rolling(s, [0, 1, 4, 4], rerolls=2).apply("park 4 4 reroll")
    s = replace(s, phase=Phase.REROLL, rerolls_left=1, dice=(0, 1, 4, 4)).apply("park 4 4 reroll")
    assert s.wgs[0].good == (True, True, True, True)  # two re-rolls and 4 parking spots used: all still good
    turned = using(wg(game(), 0, good=good(True, True, True, True)), [0, 5, 1, 4]).apply("take item pfanne with 5 k5")
    assert turned.wgs[0].is_good("bath")  # the clean bath turned a kangaroo and stays clean
    # (the pan empties the fridge, as its card says)
    assert not turned.wgs[0].is_good("fridge")


def test_finished_todos_can_never_be_taken_away_but_items_can() -> None:
    s = points(wg(using(game(), [4, 4, 4, 1, 1, 1]), 1, items=("pfanne",)), 1, ("boxtraining",))
    s = replace(s, items_middle=tuple(c for c in s.items_middle if c != "pfanne"))
    legal = texts(s)
    assert not any("boxtraining" in a for a in legal)
    assert not any(a.startswith("borrow pfanne") for a in legal)  # needs 5 5 5
    assert any(a.startswith("take item") for a in legal)


def finish_turn(state: WuerfelWGState) -> WuerfelWGState:
    """Return the state after the player to act ends without using the dice (keep, end, pass)."""
    for _ in range(20):
        legal = state.legal_actions()
        move = next((a for a in (W.DONE_ROLLING, W.END, W.PASS) if a in legal), None)
        if move is None:
            return state
        before = state.player
        state = state.apply(move)
        if state.is_over or state.player != before:
            return state
    return state


def test_hammock_goes_straight_to_the_overtaking_player_even_when_the_holder_drops_below_sixteen() -> None:
    """'Übertrifft dich eine andere WG ... direkt an diese Person': a borrow that drops the holder below 16 and
    leaves another player alone in the lead with 16+ hands the hammock to that (non-active) player, who wins."""
    s = game(players=3)
    s = points(replace(s, player=2, actor=2, troublemakers=()), 0, ("boxtraining", "toepfern", "youtube"))
    s = points(s, 1, ("dielenboden", "sinn-des-lebens", "transformers"))
    s = wg(replace(s, hammock=0, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 0, items=("jojo",))
    s = using(s, [1, 1, 1])
    assert s.scores() == [17, 16, 0]
    after = s.apply("borrow jojo from 0 with 1 1 1")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")
    assert after.scores() == [15, 16, 2]
    assert after.hammock == 1  # straight to the overtaker, not back to the middle
    assert _has(after, R.HammockMoved(1)) and not _has(after, R.HammockMoved(-1))
    after = finish_turn(after)  # player 0's turn; then player 1 starts a turn holding the hammock
    assert after.is_over and after.winners() == [1] and after.end_reason == "hammock"


def test_a_hammock_handed_on_in_another_players_turn_wins_at_the_start_of_the_holders_very_next_turn() -> None:
    """Rule 8 read as the hammock card says it: whoever holds it when their turn starts wins, even if it came to
    them in the turn just before (here the active player borrows from the holder and the next player overtakes):
    the "one full round later" of the usual case is not required."""
    s = game(players=3)
    s = points(replace(s, player=0, actor=0, troublemakers=()), 2, ("boxtraining", "toepfern", "youtube"))
    s = points(s, 1, ("dielenboden", "sinn-des-lebens", "transformers"))
    s = wg(replace(s, hammock=2, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 2, items=("jojo",))
    s = using(s, [1, 1, 1])
    assert s.scores() == [0, 16, 17]
    after = s.apply("borrow jojo from 2 with 1 1 1")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")
    after = finish_turn(after)
    assert after.scores() == [2, 16, 15]
    assert _has(after, R.HammockMoved(1)) and _has(after, R.Won(1))
    assert after.is_over and after.winners() == [1] and after.end_reason == "hammock"


def test_with_hammock_win_full_round_a_hammock_handed_on_wins_only_after_a_whole_round_of_holding_it() -> None:
    """Rule 8, the reviews' reading (components.md §5: "one full round later"), ``hammock_win="full_round"``: the
    hammock that came to player 1 in player 0's turn does not win when player 1's turn starts; kept through
    player 1's own turn and a whole round, it wins at the start of player 1's next turn."""
    s = game(players=3, hammock_win="full_round")
    assert s.rules.hammock_win == "full_round" and s.setup["hammock_win"] == "full_round"
    s = points(replace(s, player=0, actor=0, troublemakers=()), 2, ("boxtraining", "toepfern", "youtube"))
    s = points(s, 1, ("dielenboden", "sinn-des-lebens", "transformers"))
    s = wg(replace(s, hammock=2, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 2, items=("jojo",))
    after = act(using(s, [1, 1, 1]), "borrow jojo from 2 with 1 1 1")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")  # the last pass ends player 0's turn: player 1's starts (rolled)
    assert after.scores() == [2, 16, 15] and after.hammock == 1
    assert not after.is_over and after.player == 1 and not _has(after, R.Won(1))  # not a whole round yet
    for player in (1, 2, 0):  # player 1's own turn, then a whole round of the others
        assert after.player == player and not after.is_over
        after = act(finish_turn(after))
    assert after.is_over and after.winners() == [1] and after.end_reason == "hammock" and _has(after, R.Won(1))


@pytest.mark.parametrize("hammock_win", ["start_of_turn", "full_round"])
def test_taking_the_hammock_at_your_own_check_wins_a_round_later_either_way(hammock_win: str) -> None:
    """Rule 8: whoever takes the hammock at their own check and keeps it wins when their next turn starts, under
    both readings (that is a whole round)."""
    s = game(hammock_win=hammock_win)
    s = points(replace(s, troublemakers=()), 0, ("boxtraining", "toepfern", "dielenboden"))
    after = act(using(s, [2, 4]), "end")
    assert after.hammock == 0 and after.player == 1 and not after.is_over
    after = act(finish_turn(after))
    assert after.is_over and after.winners() == [0] and after.end_reason == "hammock"


@pytest.mark.parametrize("hammock_win", ["start_of_turn", "full_round"])
def test_a_hammock_lost_and_won_back_in_one_round_is_not_kept_for_a_whole_round(hammock_win: str) -> None:
    """Rule 8 under "full_round": the round of holding starts again whenever the hammock moves, so a holder who
    lost it to an overtaker and won it back before their turn has not held it a whole round ("start_of_turn": wins)."""
    s = game(players=3, hammock_win=hammock_win)
    s = points(replace(s, player=0, actor=0, troublemakers=()), 0, ("boxtraining", "toepfern", "dielenboden"))
    after = act(using(s, [2, 4]), "end")  # player 0 takes the hammock at their check and keeps it to their turn's end
    assert after.hammock == 0 and after.player == 1
    lost = points(after, 1, ("sinn-des-lebens", "transformers", "youtube", "posaune"))._pass_hammock()
    assert lost.scores()[1] > lost.scores()[0] and lost.hammock == 1  # overtaken in player 1's turn ...
    back = wg(lost, 1, todos=("sinn-des-lebens",))._pass_hammock()  # ... and overtaken back (player 1 lost cards)
    assert back.hammock == 0 and back.scores()[0] >= 16
    back = act(finish_turn(act(finish_turn(back))))  # players 1 and 2 end their turns
    assert back.is_over is (hammock_win == "start_of_turn")
    assert back.player == 0


def test_hammock_win_is_a_setting_the_start_of_turn_reading_by_default_and_checked() -> None:
    """Rule 8's two readings: "start_of_turn" by default (left out of a save's set-up), "full_round" kept in it;
    anything else refused, naming both."""
    s = game()
    assert s.rules.hammock_win == "start_of_turn" and "hammock_win" not in s.setup
    with pytest.raises(InvalidInput, match=r"start_of_turn.*full_round"):
        W.new_game(hammock_win="one_round")


def test_holder_below_sixteen_with_nobody_of_sixteen_ahead_puts_the_hammock_back() -> None:
    """Below 16 and nobody with 16+ ahead: the hammock goes back to the middle."""
    s = game(players=3)
    s = points(replace(s, player=2, actor=2, troublemakers=()), 0, ("boxtraining", "toepfern", "youtube"))
    s = points(s, 1, ("sinn-des-lebens", "transformers", "posaune"))
    s = wg(replace(s, hammock=0, items_middle=tuple(c for c in s.items_middle if c != "jojo")), 0, items=("jojo",))
    after = using(s, [1, 1, 1]).apply("borrow jojo from 0 with 1 1 1")
    while after.phase == Phase.FREELOAD:
        after = act(after, "pass")
    assert after.scores() == [15, 12, 2]
    assert after.hammock is None


# -- scenarios the audit found untested (issue 10) ----------------------------------------------------------
@pytest.mark.parametrize(("lock", "card", "flip_roll", "flip"), [
    ("handwerker", "bath", [3, 3, 1, 2], "flip bath with 3 3"),
    ("schmidt", "ich", [5, 5, 1, 2], "flip ich with 5 5"),
    ("club-malte", "couch", [5, 5, 1, 2], "flip couch with 5 5"),
])
def test_room_troublemakers_lock_their_card_on_the_bad_side(lock: str, card: str, flip_roll: list[int],
                                                            flip: str) -> None:
    """Handwerker (bath dirty), Schmidt (ICH asleep), Club-Malte (couch crumbly): turned bad and locked."""
    s = replace(points(using(wg(game(), 0, good=good(True, True, True, True)), [2, 3]), 0,
                       ("boxtraining", "toepfern")), troublemakers=(lock,))
    after = act(s, "end")
    assert after.wgs[0].troublemaker == lock and not after.wgs[0].is_good(card)
    again = using(replace(wg(after, 0, good=after.wgs[0].set_good(card, False).good), player=0, actor=0), flip_roll)
    assert flip not in texts(again)
    with pytest.raises(IllegalMove):
        again.apply(flip)


def test_schmidt_keeps_ich_asleep_even_when_posaune_wakes_everyone() -> None:
    """Oberwachtmeister Schmidt: ICH stays asleep for good; Posaune still wakes the members."""
    s = wg(top(using(game(), [1, 2, 3, 5]), "witzig", "posaune"), 0, good=good(False, False, True, False),
           members=(("anita", False),), troublemaker="schmidt")
    after = s.apply("take witzig with 1 2 3")
    assert not after.wgs[0].is_good("ich")
    assert after.wgs[0].members == (("anita", True),)
    assert n_dice(after.cards, after.wgs[0]) == 4  # 3 for the sleeping ICH + Anita


def test_borrowing_with_the_clean_bath_joker() -> None:
    """A clean bath's kangaroo may pay as the third die of a borrow (1 1 + kangaroo turned into 1)."""
    s = wg(wg(using(wg(game(), 0, good=good(True, False, False, True)), [0, 1, 1, 4]), 1, items=("jojo",)), 0,
           good=good(True, False, False, True))
    s = replace(s, items_middle=tuple(c for c in s.items_middle if c != "jojo"), joker=True)
    assert "borrow jojo from 1 with 1 1 k1" in texts(s)
    after = s.apply("borrow jojo from 1 with 1 1 k1")
    assert after.wgs[0].items == ("jojo",) and after.wgs[1].items == ()
    assert R.KangarooTurned(0, 1) in after.events
    assert not after.wgs[0].is_good("couch")  # the jojo's effect hits the borrower


def test_a_freeloaders_own_clean_bath_turns_no_kangaroo() -> None:
    """Only the active player's bath works: a freeloader needs the real combination (light-blue couch: 1 1)."""
    s = wg(using(game(), [0, 1, 2, 4]), 1, good=good(True, False, False, True))
    after = act(s, "end")
    assert after.phase != Phase.FREELOAD and after.player == 1  # 1 + kangaroo is no 1 1 for the freeloader
    real = wg(using(game(), [1, 1, 2, 4]), 1, good=good(True, False, False, True)).apply("end")
    assert real.phase == Phase.FREELOAD and "flip couch with 1 1" in texts(real)


@pytest.mark.parametrize(("card", "stack", "paying", "short", "pay", "pts", "effects"), [
    ("rohoel", "doppelt", [1, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 5], "1 1 2 3 4", 7, ("sleep", "bath", "couch")),
    ("bud-spencer", "doppelt", [3, 3, 4, 5, 5, 1], [3, 4, 4, 5, 5, 1], "3 3 4 5 5", 8,
     ("sleep", "fridge", "bath", "couch")),
    ("monopoly", "doppelt", [2, 2, 5, 5, 5, 1], [2, 2, 2, 2, 2, 1], "2 2 5 5 5", 7, ("sleep", "fridge", "couch")),
    ("schnapspralinen", "doppelt", [4, 4, 1, 1, 1, 3], [4, 4, 4, 4, 4, 3], "1 1 1 4 4", 7,
     ("sleep", "fridge", "bath")),
    ("trampolin", "doppelt", [1, 1, 5, 5, 2], [1, 5, 5, 5, 2], "1 1 5 5", 7, ("sleep", "fridge", "couch")),
    ("nirvana", "witzig", [5, 5, 4, 4, 1], [5, 5, 4, 3, 0], "4 4 5 5", 5, ("sleep", "fridge")),
    ("dielenboden", "witzig", [5, 5, 5, 5, 1], [5, 5, 5, 4, 0], "5 5 5 5", 6, ("sleep", "couch", "bath")),
])
def test_each_todo_pays_with_its_combination_or_sum(card: str, stack: str, paying: list[int], short: list[int],
                                                    pay: str, pts: int, effects: tuple[str, ...]) -> None:
    """To-dos: 'die auf der Karte abgebildete Würfelkombination oder die geforderte Augensumme' (A8: letters
    differ from the fixed numbers, so 2 2 2 2 2 is not 'XXX + 2 2'); then its points and negative effects."""
    s = wg(top(using(game(), paying), stack, card), 0, good=good(True, True, True, True))
    action = f"take {stack} with {pay}"
    assert action in texts(s)
    after = s.apply(action)
    assert after.wgs[0].todos == (card,) and after.scores()[0] == pts
    assert [e.effect for e in after.events if isinstance(e, R.Effect)] == list(effects)
    miss = top(using(game(), short), stack, card)
    assert not any(a.startswith(f"take {stack}") for a in texts(miss))


def test_flat_share_questions_check_their_cards_and_flat_share() -> None:
    # the lessons ask n_dice/n_parking/n_rerolls of a start flat-share; wrong arguments are InvalidInput
    from bugkit.wuerfel_wg.rules import WG, n_dice, n_parking, n_rerolls

    cards, wg = W.default_cards(), WG(colour=0)
    state = W.new_game(2)
    assert (n_dice(cards, wg), n_parking(cards, wg), n_rerolls(cards, wg)) == (4, 2, 1)
    assert n_dice(state.cards, state.wgs[0]) == state.dice_count(0)
    for ask in (n_dice, n_parking, n_rerolls):
        with pytest.raises(InvalidInput, match="cards must be"):
            ask(None, wg)  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="wg must be"):
            ask(cards, {"colour": 0})  # type: ignore[arg-type]


def test_legal_agrees_with_the_list_of_legal_actions_also_for_equal_copies() -> None:
    import copy

    from bugkit.wuerfel_wg.rules import END, Park, TakeTodo

    odd = [END, Park(()), Park((0, 0)), TakeTodo("witzig", (4, 4, 4)), Roll((1, 2))]
    for seed in range(6):
        rng = np.random.default_rng(seed)
        session = bugkit.start("wuerfel_wg", players=2 + seed % 3, seed=seed)
        for _ in range(150):
            s = session.state
            if s.is_over:
                break
            legal = s.legal_actions()
            assert all(s.legal(a) and s.legal(copy.copy(a)) for a in legal)  # the same step, another object
            assert [a for a in odd if s.legal(a)] == [a for a in odd if a in legal]
            session.act(legal[int(rng.integers(len(legal)))])


def test_a_state_built_with_a_phase_text_holds_the_phase_and_a_bad_phase_is_refused() -> None:
    s = bugkit.start("wuerfel_wg", seed=2).state
    assert replace(s, phase="use").phase is Phase.USE
    with pytest.raises(InvalidInput, match="phase"):
        replace(s, phase="nap")
    assert s.observation(0).phase is Phase.REROLL == "reroll"  # the state's member, equal to the text playthroughs show


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_25_members_lie_in_three_stacks_as_equal_as_possible(players: int) -> None:
    """A2-A4: the members are shuffled into 3 face-down stacks of 8, 9 and 8 cards, for any number of players (the
    rules card's reading of components.md's 8/8/9), with no member seen yet."""
    state = W.new_game(players)
    assert state.member_sizes() == (8, 9, 8) and state.member_stacks == ((), (), ())
    assert len(state.member_unseen) == sum(state.member_sizes()) == 25


def test_the_hammock_is_worth_no_points() -> None:
    """A6: holding the hammock adds nothing to a player's points (the card file's ``hammock.points`` is 0)."""
    state = W.new_game(2)
    assert state.cards.hammock.points == 0
    assert replace(state, hammock=1).scores() == state.scores() == [0, 0]


@pytest.mark.parametrize(("hammock_passes", "holder", "winner"), [("end_of_turn", 1, [1]), ("at_once", 0, [])])
def test_hammock_passes_directly_when_overtaken_before_the_troublemaker_strikes(hammock_passes: str, holder: int,
                                                                               winner: list[int]) -> None:
    """'Übertrifft dich eine andere WG bei den Punkten, gibst du die Hängematte direkt an diese Person weiter' and
    'Gleichstand genügt dafür nicht': player 1 holds the hammock with 16; player 0 goes from 9 to 17 with a to-do
    and then draws Gespenst (-1) at the check, 16 to 16. ``hammock_passes='at_once'`` (default) handed the hammock
    over at 17, and the tie does not take it back; ``'end_of_turn'`` sees only the tie, so the holder keeps it and
    wins at the start of their turn."""
    s = game(hammock_passes=hammock_passes)
    s = points(points(s, 0, ("eierkuchen", "youtube")), 1, ("dielenboden", "nirvana", "toepfern"))
    s = wg(top(s, "doppelt", "lebowski"), 1, troublemaker="nachbarin")
    s = replace(using(replace(s, hammock=1), [2, 2, 2, 4, 4]),
                troublemakers=tuple(c for c in s.troublemakers if c != "nachbarin"))
    assert s.scores() == [9, 16]
    s = s.apply("take doppelt with 2 2 2 4 4")
    assert s.scores()[0] == 17
    assert (s.hammock == 0) is (hammock_passes == "at_once")  # at once: the overtaker holds it now
    while (s.is_chance_node and s.phase != Phase.TROUBLE) or s.phase in (Phase.USE, Phase.FREELOAD):
        s = s.apply(next(iter(s.chance_outcomes())) if s.is_chance_node else W.END if s.phase == Phase.USE
                    else W.PASS)
    assert s.phase == Phase.TROUBLE
    s = s.apply("troublemaker gespenst")
    assert s.scores() == [16, 16]
    assert s.hammock == holder
    assert s.winners() == winner and s.is_over is bool(winner)


def test_the_hammock_passes_at_once_by_default() -> None:
    """The rules card's default reading of "direkt" (the rulebook's example of a troublemaker costing the holder the
    hammock needs it): a new game passes the hammock at once, and a save of it names no hammock option."""
    s = game()
    assert s.rules.hammock_passes == "at_once" and "hammock_passes" not in s.setup
