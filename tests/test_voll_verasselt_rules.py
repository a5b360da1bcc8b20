"""Voll verasselt rules: one scenario per rule of the rulebook, plus our documented readings (A5-A11)."""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections import Counter
from fractions import Fraction
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove, InvalidInput
from bugkit.core.session import resolve
from bugkit.voll_verasselt import components as comp
from bugkit.voll_verasselt import from_json, new_game
from bugkit.voll_verasselt.rules import (
    BOOST,
    END,
    GO_ON,
    GROUP_CATCH,
    GROUP_HUB,
    HEAP,
    REFILL,
    ROLL_ACTIONS,
    ROLL_CHOICES,
    ROLL_SET,
    ROLLS,
    STOP,
    Action,
    Consoled,
    Draw,
    Ended,
    Pending,
    Phase,
    Replenished,
    Rolled,
    VollVerasseltState,
    roll_of,
    yard_of,
)

BARS = "bars"


def at(state: VollVerasseltState, **fields: object) -> VollVerasseltState:
    """Return the state with some fields set (a scenario)."""
    return dataclasses.replace(state, **fields)  # type: ignore[arg-type]


def dealt(players: int = 2, seed: int = 1, **options: object) -> VollVerasseltState:
    """Return a new game with its chance steps (the hub's deal) sampled from ``seed``: the first decision."""
    return resolve(new_game(players=players, **options), np.random.default_rng(seed))  # type: ignore[arg-type]


def rolled(state: VollVerasseltState, action: str, seed: int = 0) -> VollVerasseltState:
    """Return the state after ``action`` and the chance steps it starts (dice, draws) sampled from ``seed``."""
    return resolve(state.apply(action), np.random.default_rng(seed))


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settled(VollVerasseltState):
    """A scenario state that lets chance happen at once after each step (cards drawn and dice rolled by the core's
    ``resolve`` with a fixed generator), so a scenario reads as the rule it tests; the rules are the real ones."""

    def apply(self, step: object) -> Settled:  # type: ignore[override]
        return resolve(super().apply(step), np.random.default_rng(7))

    def resolve_roll(self, chosen: tuple[int, ...], faces: tuple[str, ...]) -> Settled:
        return resolve(super().resolve_roll(chosen, faces), np.random.default_rng(7))  # type: ignore[return-value]


def plain(state: VollVerasseltState) -> VollVerasseltState:
    """Return the same position as a plain state: chance steps wait for an explicit outcome."""
    return VollVerasseltState(**{f.name: getattr(state, f.name) for f in dataclasses.fields(state)})


def game(players: int = 2, seed: int = 1, **fields: object) -> VollVerasseltState:
    """Return a dealt game (a ``Settled`` scenario) with some fields set; the pile's colour counts are rebuilt so all
    88 cards stay."""
    base = dealt(players=players, seed=seed)
    s = at(Settled(**{f.name: getattr(base, f.name) for f in dataclasses.fields(base)}), **fields)
    if "pile" not in fields:
        places = [v for k, v in s.places().items() if k != "pile"]
        left = tuple(22 - sum(p[i] for p in places) for i in range(4))
        s = at(s, pile=left)
    return s


def cards_total(state: VollVerasseltState) -> int:
    return sum(state.inventory().values())


# -- set-up ----------------------------------------------------------------------------------------------
def test_setup_front_yards_one_of_each_kind_hub_of_ten_dice_on_double_bars() -> None:
    for players in range(2, 6):
        s = dealt(players=players, seed=players)
        assert all(y == (1, 1, 1, 1) for y in s.yards)
        assert sum(s.hub) == 10
        assert s.dice == (BARS,) * 7
        assert s.pile_size == 88 - 4 * players - 10
        assert s.heaps == ((0, 0, 0, 0),) * players
        assert s.current_player == 0
        assert s.phase == Phase.ROLL


def test_all_88_cards_four_kinds_of_22_are_accounted_for() -> None:
    s = dealt(players=3, seed=9)
    assert s.inventory() == Counter({f"{c} card": 22 for c in comp.COLOURS})
    assert sum(sum(v) for v in s.places().values()) == 88


def test_two_to_five_players_and_options_are_validated() -> None:
    for bad in (1, 6, "2", True, 2.0):
        with pytest.raises(InvalidInput):
            dealt(players=bad, seed=1)  # type: ignore[arg-type]
    for bad_option in ({"max_turns": 0}, {"max_turns": "x"}, {"max_turns": True}, {"stall_rounds": 3}):
        with pytest.raises(InvalidInput):
            dealt(players=2, seed=1, **bad_option)  # type: ignore[arg-type]


def test_component_data_file_matches_the_engine() -> None:
    comp.check_data()
    assert comp.DIE_FACES.count(BARS) == 2
    assert set(comp.COLOURS) <= set(comp.DIE_FACES)


def test_a1_a_kind_is_known_by_its_colour_and_the_data_file_holds_only_what_the_engine_needs() -> None:
    """The data file named each kind ("Water bugs", "Wasserasseln"), read by ``components.kind_names()``, which only
    tests called: the board and the log name a kind by its colour. One way: the names and their reader are gone, and
    each entry left in the file is one the engine needs (without it, the file is refused)."""
    from bugkit.voll_verasselt import labels

    text = resources.files("bugkit.voll_verasselt").joinpath("data/components.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert not hasattr(comp, "kind_names") and "kind_names" not in comp.__all__
    for key in [k for k in data if k != "_source"]:
        with pytest.raises(InvalidInput, match=key):
            comp.parse_data(json.dumps({k: v for k, v in data.items() if k != key}))
    for lang in ("en", "de"):  # every colour has its name and its adjective in both languages
        names = [(labels.colour(c, lang), labels.colour_adj(c, lang)) for c in comp.COLOURS]
        assert len(set(names)) == len(comp.COLOURS) and all(n and a for n, a in names), names


# -- A2: the die is data (the shipped data file's, or one a game is given) -------------------------------
ONE_BARS_FACE = ("green", "blue", "red", "yellow", "green", "bars")  # green listed twice, bars once


def test_a2_a_die_given_to_new_game_sets_the_exact_chances_of_a_roll_and_a_face_listed_twice_counts_twice() -> None:
    s = dealt(seed=1, die_faces=list(ONE_BARS_FACE))
    assert s.rules.die_faces == ("blue", "red", "yellow", "green", "green", "bars")  # in face order
    assert s.dice == (BARS,) * 7  # the dice still start on bars (rule 1)
    dist = s.apply("roll 0 1 2 3").chance_outcomes()
    assert all(type(p) is Fraction for p in dist.values()) and sum(dist.values()) == 1
    ordered = Counter(tuple(sorted(r, key=comp.FACES.index)) for r in itertools.product(ONE_BARS_FACE, repeat=4))
    assert {roll.faces: p for roll, p in dist.items()} == {faces: Fraction(k, 6 ** 4) for faces, k in ordered.items()}
    assert dist.P(lambda roll: BARS not in roll.faces) == Fraction(5, 6) ** 4  # a die shows bars with 1/6
    assert dist.P(lambda roll: roll.faces.count(BARS) == 4) == Fraction(1, 6 ** 4)
    assert dist.P(lambda roll: roll.faces == ("green",) * 4) == Fraction(2, 6) ** 4  # green: 2 faces of 6
    shipped = dealt(seed=1).apply("roll 0 1 2 3").chance_outcomes()
    assert shipped.P(lambda roll: BARS not in roll.faces) == Fraction(4, 6) ** 4  # the shipped die: 2 bar faces


@pytest.mark.parametrize(("bars_per_bar_face", "cards"), [(1, 7), (3, 21)])  # (the shipped 2: 14, tested above)
def test_a2_replenishing_draws_the_given_cards_per_bar_face(bars_per_bar_face: int, cards: int) -> None:
    s = dealt(seed=2, bars_per_bar_face=bars_per_bar_face)
    hub = s.hub
    s = s.resolve_roll(tuple(range(7)), (BARS,) * 7).apply("stop")  # 7 bar faces left for player 1
    assert s.pending == Pending("replenish", cards, bars=cards)  # (the hub holds 10: no top-up)
    drawn = tuple(cards // 4 + (i < cards % 4) for i in range(4))
    s = s.apply("cards " + " ".join(map(str, drawn)))
    assert s.hub == tuple(h + d for h, d in zip(hub, drawn, strict=True))
    assert s.events[-1] == Replenished(1, cards, drawn, faces=7, top_up=0)  # (10 cards in the hub: no top-up)


def test_a2_bar_faces_worth_no_cards_leave_the_hub_as_it_is() -> None:
    s = dealt(seed=2, bars_per_bar_face=0)
    hub = s.hub
    s = s.resolve_roll(tuple(range(7)), (BARS,) * 7).apply("stop")
    assert s.pending is None and s.phase == Phase.ROLL and s.player == 1 and s.hub == hub


def test_a2_a_die_from_a_teachers_copy_of_the_data_file_plays_its_games_and_their_saves_keep_it(
        tmp_path: Path) -> None:
    shipped = resources.files("bugkit.voll_verasselt").joinpath("data/components.json").read_text(encoding="utf-8")
    data = json.loads(shipped)
    data["die_faces"], data["bars_per_bar_face"] = list(ONE_BARS_FACE), 1
    copy = tmp_path / "components.json"
    copy.write_text(json.dumps(data), encoding="utf-8")
    die = comp.parse_data(copy.read_text(encoding="utf-8"))
    faces = ("blue", "red", "yellow", "green", "green", "bars")
    assert (die["die_faces"], die["bars_per_bar_face"]) == (faces, 1)
    options = {"die_faces": die["die_faces"], "bars_per_bar_face": die["bars_per_bar_face"]}
    rolling = dealt(seed=3, **options).apply("roll")
    assert rolling.chance_outcomes().P(lambda roll: BARS not in roll.faces) == Fraction(5, 6) ** 7
    final = bugkit.play("voll_verasselt", ["odds", "threshold", "random"], seed=5, **options).final
    assert final.is_over and final.setup == {"players": 3, "die_faces": list(faces), "bars_per_bar_face": 1}
    dice: tuple[str, ...] = (BARS,) * 7
    replenished = 0
    for event in final.events:  # each replenish counts 1 card per bar face the dice show then
        if isinstance(event, Rolled):
            dice = event.dice
        elif isinstance(event, Replenished):
            assert event.bars == dice.count(BARS) * 1
            replenished += 1
    assert replenished
    again = from_json(final.to_json())
    assert again == final and again.rules == final.rules and again.rules.die_faces == die["die_faces"]


def test_a2_a_game_of_the_shipped_die_records_no_die_and_names_none_in_its_rules() -> None:
    s = new_game(players=2)
    assert s.setup == {"players": 2} and s.options == ()
    assert (s.rules.die_faces, s.rules.bars_per_bar_face) == (comp.DIE_FACES, comp.BARS_PER_FACE)
    assert repr(s.rules) == "Rules(max_turns=10000)"  # as the golden playthroughs print it


# -- rolling ---------------------------------------------------------------------------------------------
def test_a_roll_uses_at_least_four_dice() -> None:
    s = dealt(seed=2)
    assert len(ROLL_ACTIONS) == 35 + 21 + 7 + 1
    assert all(len(a.split()) - 1 >= 4 for a in ROLL_ACTIONS)
    with pytest.raises(IllegalMove, match="at least 4 dice"):
        s.apply("roll 0 1 2")


def test_roll_of_gives_exactly_the_known_roll_steps_and_refuses_any_other_positions() -> None:
    """Issue 20: boards and odds get a roll step from its positions, never by spelling 'roll ...'."""
    assert [roll_of(c) for c in ROLL_CHOICES] == list(ROLLS)
    assert all(roll_of(c) is step for c, step in zip(ROLL_CHOICES, ROLLS, strict=True))  # the very steps
    assert roll_of([0, 1, 2, 3]) is ROLLS[0] and ROLL_SET.issuperset(ROLLS) and len(ROLL_SET) == len(ROLLS)
    assert {s.arg for s in ROLL_SET} == set(ROLL_CHOICES) and STOP not in ROLL_SET
    for bad in ((0, 1, 2), (1, 0, 2, 3), (0, 1, 2, 2), (0, 1, 2, 7), (-1, 0, 1, 2), (False, True, 2, 3),
                (0, 1, 2, 3.0), "0123", {0, 1, 2, 3}, None, (), [[0], 1, 2, 3]):
        with pytest.raises(InvalidInput, match="at least 4 different dice positions"):
            roll_of(bad)  # type: ignore[arg-type]


def test_yard_of_gives_the_placing_step_and_heap_for_none() -> None:
    s = dealt(seed=2)
    assert yard_of((1, 0, 2, 0)) == s.parse("yard 1 0 2 0") and str(yard_of([1, 0, 2, 0])) == "yard 1 0 2 0"
    assert yard_of((1, 0, 2, 0)) is yard_of([1, 0, 2, 0])  # made once
    assert yard_of((0, 0, 0, 0)) is HEAP and yard_of((9, 0, 0, 0)) == Action("yard", (9, 0, 0, 0))
    for bad in ((1, 0, 0), (1, 0, 0, -1), (1, 0, 0, 100), (1, 0, 0, True), "1000", None):
        with pytest.raises(InvalidInput):
            yard_of(bad)  # type: ignore[arg-type]


def test_roll_names_dice_positions_in_any_order_and_bare_roll_means_all_seven() -> None:
    s = dealt(seed=2)
    assert str(s.parse("ROLL 3, 1 0 2")) == "roll 0 1 2 3"
    assert str(s.parse("roll")) == "roll 0 1 2 3 4 5 6"
    for bad in ("roll 0 1 2 9", "roll 1 1 2 3", "roll a b c d", "jump", "boost purple", "yard 1 2", ""):
        with pytest.raises(InvalidInput):
            s.apply(bad)


def test_the_dice_not_rolled_keep_their_faces_and_all_seven_count() -> None:
    # The previous player left blue, blue, red on dice 0-2; we roll only dice 3-6.
    s = game(hub=(3, 2, 2, 2), dice=("blue", "blue", "red", BARS, BARS, BARS, BARS))
    after = s.apply("roll 3 4 5 6")
    assert after.dice[:3] == ("blue", "blue", "red")
    shown = comp.dice_counts(after.dice)
    if after.phase == Phase.DECIDE:  # not bugged up: the unrolled dice caught cards too
        assert after.catch == shown
    s2 = s.resolve_roll((3, 4, 5, 6), ("green", BARS, BARS, BARS))
    assert s2.catch == (2, 1, 0, 1)
    assert s2.hub == (1, 1, 2, 1)


def test_not_bugged_up_one_matching_card_per_bug_die_moves_to_the_catch_bars_catch_nothing() -> None:
    s = game(hub=(2, 2, 3, 1))
    after = s.resolve_roll(tuple(range(7)), ("blue", "blue", "yellow", "yellow", "green", BARS, BARS))
    assert after.phase == Phase.DECIDE
    assert after.catch == (2, 0, 2, 1)
    assert after.hub == (0, 2, 1, 0)
    assert after.legal_actions() == [GO_ON, STOP]


def test_rulebook_example_three_yellow_one_blue_one_red_move_to_the_catch() -> None:
    s = game(hub=(2, 2, 4, 1), phase=Phase.ROLL, rolls=1, catch=(0, 0, 0, 0))
    after = s.resolve_roll(tuple(range(7)), ("yellow", "yellow", "yellow", "blue", "red", BARS, BARS))
    assert after.catch == (1, 1, 3, 0)


def test_bugged_up_when_more_dice_of_a_colour_than_cards_of_it_in_the_group() -> None:
    # Rulebook example: more yellow dice than yellow cards.
    s = game(hub=(3, 3, 1, 3))
    after = s.resolve_roll(tuple(range(7)), ("yellow", "yellow", "blue", BARS, BARS, BARS, BARS))
    assert after.player == 1  # the turn ended
    assert [e for e in after.events if isinstance(e, Rolled)][-1].result == "bugged up"
    # Exactly as many dice as cards is not bugged up.
    ok = s.resolve_roll(tuple(range(7)), ("yellow", "blue", "blue", "blue", BARS, BARS, BARS))
    assert ok.phase == Phase.DECIDE
    assert ok.catch == (3, 0, 1, 0)


def test_bug_up_returns_the_catch_to_the_group_and_draws_two_consolation_cards() -> None:
    s = plain(game(hub=(1, 1, 1, 1), catch=(2, 0, 1, 0), rolls=1))
    after = s.resolve_roll((0, 1, 2, 3), ("green", "green", BARS, BARS))
    assert after.catch == (0, 0, 0, 0)
    assert after.pending == Pending("consolation", 2)  # 2 cards are drawn from the face-down pile
    after = after.apply("cards 0 1 0 1")
    assert after.yards[0] == (1, 2, 1, 2)
    # then the next player's hub: the returned catch (2 blue, 1 yellow) plus 5 bar faces x 2 = 10 drawn cards
    assert after.pending == Pending("replenish", 10, bars=10)
    after = after.apply("cards 3 3 2 2")
    assert after.pile_size == s.pile_size - 2 - 10
    assert sum(after.hub) == 4 + 3 + 10
    assert after.waiting == (0, 0, 0, 0)  # a bugged-up turn leaves no catch
    assert cards_total(after) == 88


def test_consolation_never_fills_the_front_yard_beyond_six() -> None:
    s = game(hub=(0, 0, 0, 0), yards=((2, 1, 1, 1), (1, 1, 1, 1)), pile=(10, 20, 20, 20))
    s = at(s, hub=(1, 0, 0, 0))
    after = s.resolve_roll((0, 1, 2, 3), ("red", BARS, BARS, BARS))
    assert sum(after.yards[0]) == 6
    full = at(s, yards=((2, 2, 1, 1), (1, 1, 1, 1)))
    assert sum(full.resolve_roll((0, 1, 2, 3), ("red", BARS, BARS, BARS)).yards[0]) == 6


def test_you_may_stop_only_after_a_roll_that_did_not_bug_up() -> None:
    s = dealt(seed=3)
    assert STOP not in s.legal_actions()
    with pytest.raises(IllegalMove):
        s.apply("stop")
    after = s.resolve_roll(tuple(range(7)), (BARS,) * 7)
    assert after.legal_actions() == [GO_ON, STOP]
    assert BOOST["blue"] in after.apply("go on").legal_actions()


def test_a12_stop_stays_legal_after_go_on_until_the_next_roll() -> None:
    """A12 ("you may stop rolling anytime"): 'go on' does not take back the right to stop; a roll does."""
    s = game(hub=(3, 3, 3, 3)).resolve_roll(tuple(range(7)), ("blue", "red", BARS, BARS, BARS, BARS, BARS))
    s = s.apply("go on")
    assert s.phase == Phase.ROLL
    assert STOP in s.legal_actions()
    stopped_now = s.apply("stop")
    assert stopped_now.waiting == (1, 1, 0, 0)
    assert stopped_now.waiting_owner == 0
    assert stopped_now.player == 1
    # after a boost the card stays in the group (the hub), and stopping is still allowed
    boosted = s.apply("boost green")
    assert STOP in boosted.legal_actions()
    after = boosted.apply("stop")
    assert after.phase == Phase.CHOOSE
    assert after.hub == (2, 2, 3, 4)  # 3 of each, 1 blue and 1 red caught, 1 green boosted
    assert cards_total(after) == 88
    # once the next roll is made (and did not bug up), the choice is 'go on' or 'stop' again
    rolled = s.resolve_roll((2, 3, 4, 5), (BARS, BARS, BARS, BARS))
    assert rolled.legal_actions() == [GO_ON, STOP]


def test_a12_stop_is_refused_before_the_first_roll_of_a_turn_with_the_reason() -> None:
    """A12: stopping needs a roll this turn that did not bug up."""
    s = dealt(seed=3)
    with pytest.raises(IllegalMove, match="only after a roll"):
        s.apply("stop")


def test_boost_adds_a_front_yard_card_to_the_group_before_a_roll() -> None:
    s = game(hub=(1, 1, 1, 1))
    after = s.apply("boost red")
    assert after.hub == (1, 2, 1, 1)
    assert after.yards[0] == (1, 0, 1, 1)
    assert BOOST["red"] not in after.legal_actions()
    with pytest.raises(IllegalMove, match="no red card"):
        after.apply("boost red")


# -- stopping, the next player, replenishing ---------------------------------------------------------------
def stopped(hub: tuple[int, int, int, int] = (3, 3, 3, 3)) -> VollVerasseltState:
    """Return a game where player 0 caught 2 blue and 1 red (dice: blue, blue, red, 4 x bars) and stopped."""
    s = game(hub=hub)
    s = s.resolve_roll(tuple(range(7)), ("blue", "blue", "red", BARS, BARS, BARS, BARS))
    return s.apply("stop")


def test_stopping_leaves_the_catch_waiting_and_the_next_player_chooses_the_group() -> None:
    s = stopped()
    assert s.waiting == (2, 1, 0, 0)
    assert s.waiting_owner == 0
    assert s.player == 1
    assert s.phase == Phase.CHOOSE
    assert s.legal_actions() == [GROUP_HUB, GROUP_CATCH]
    assert s.dice == ("blue", "blue", "red", BARS, BARS, BARS, BARS)  # dice stay as they were left


def test_rolling_for_the_hub_first_hands_over_the_catch_then_replenishes_one_card_per_bar() -> None:
    s = plain(stopped(hub=(6, 6, 3, 3)))
    hub_before, pile_before = s.hub, s.pile
    s = s.apply("group hub")
    assert s.phase == Phase.RECEIVE
    assert s.current_player == 0
    assert s.hub == hub_before
    s = s.apply("yard 1 0 0 0")
    assert s.yards[0] == (2, 1, 1, 1)
    assert s.heaps[0] == (1, 1, 0, 0)
    # 4 double-bar faces = 8 bars = 8 cards drawn from the pile, each into its own row.
    assert s.pending == Pending("replenish", 8, bars=8)
    assert sum(s.chance_outcomes().values()) == 1
    s = s.apply("cards 1 2 3 2")
    assert s.hub == (hub_before[0] + 1, hub_before[1] + 2, hub_before[2] + 3, hub_before[3] + 2)
    assert s.pile == (pile_before[0] - 1, pile_before[1] - 2, pile_before[2] - 3, pile_before[3] - 2)
    assert s.phase == Phase.ROLL
    assert s.current_player == 1
    assert cards_total(s) == 88


def test_the_hub_is_topped_up_to_eight_after_the_bar_cards() -> None:
    s = stopped(hub=(2, 1, 0, 0))  # 3 cards left after the catch (the catch took 3)
    s = at(s, dice=("blue",) * 7)  # no bars showing: only the top-up
    s = s.apply("group hub").apply("heap")
    assert sum(s.hub) == 8


def test_the_hub_is_replenished_after_a_bug_up_too() -> None:
    s = plain(game(hub=(0, 0, 0, 1)))
    pile = s.pile
    s = s.resolve_roll((0, 1, 2, 3), ("blue", BARS, BARS, BARS))  # bugged up; 6 bar faces show
    s = s.apply("cards 1 1 0 0")  # 2 consolation cards
    assert s.pending == Pending("replenish", 12, bars=12)
    s = s.apply("cards 3 3 3 3")
    assert s.player == 1
    assert s.phase == Phase.ROLL
    # 2 consolation cards, then 6 x 2 = 12 bar cards; the hub holds 1 + 12 >= 8 so no top-up.
    assert s.pile_size == sum(pile) - 2 - 12
    assert sum(s.hub) == 13


def test_the_very_first_turn_has_no_replenishing() -> None:
    s = dealt(players=2, seed=4)
    assert sum(s.hub) == 10
    assert s.dice == (BARS,) * 7
    assert s.phase == Phase.ROLL


def test_rolling_for_the_previous_catch_leaves_the_hub_unreplenished() -> None:
    s = stopped()
    hub, pile = s.hub, s.pile
    s = s.apply("group catch")
    assert s.group == "catch"
    assert s.group_cards == (2, 1, 0, 0)
    assert s.hub == hub
    assert s.pile == pile
    s = s.resolve_roll((3, 4, 5, 6), (BARS, BARS, BARS, BARS))  # dice 0-2 still show blue, blue, red
    assert s.phase == Phase.DECIDE
    assert s.catch == (2, 1, 0, 0)
    assert s.hub == hub
    assert s.pile == pile


def test_bugging_up_on_the_previous_catch_gives_its_owner_the_whole_catch() -> None:
    s = stopped().apply("group catch")
    s = s.apply("boost green")  # A5: the boost joins the previous player's catch
    assert s.waiting == (2, 1, 0, 1)
    s = s.resolve_roll((0, 1, 2, 3), ("blue", "green", "yellow", BARS))  # yellow: none in the catch
    assert s.phase == Phase.RECEIVE
    assert s.current_player == 0
    assert s.received == (2, 1, 0, 1)
    s = s.apply("heap")
    assert s.heaps[0] == (2, 1, 0, 1)
    assert s.player == 0
    assert s.waiting == (0, 0, 0, 0)


def test_stopping_after_plundering_gives_the_owner_what_is_left_and_your_catch_waits() -> None:
    s = stopped().apply("group catch")
    # dice 0-2 still show blue, blue, red; reroll 3-6 to bars: catch 2 blue + 1 red = all of his catch
    s = s.resolve_roll((3, 4, 5, 6), (BARS, BARS, BARS, BARS))
    assert s.catch == (2, 1, 0, 0)
    assert s.waiting == (0, 0, 0, 0)
    s = s.apply("stop")
    assert s.waiting == (2, 1, 0, 0)
    assert s.waiting_owner == 1
    assert s.player == 0
    assert s.heaps[0] == (0, 0, 0, 0)  # nothing was left for him


def test_plundered_owner_receives_the_rest_of_his_catch_when_you_stop() -> None:
    s = stopped().apply("group catch")
    s = s.resolve_roll((1, 2, 3, 4), (BARS, BARS, BARS, BARS))  # only die 0 (blue) shows a bug
    assert s.catch == (1, 0, 0, 0)
    s = s.apply("stop")
    assert s.phase == Phase.RECEIVE
    assert s.current_player == 0
    assert s.received == (1, 1, 0, 0)
    s = s.apply("yard 0 1 0 0")
    assert s.heaps[0] == (1, 0, 0, 0)
    assert s.yards[0] == (1, 2, 1, 1)
    assert s.waiting == (1, 0, 0, 0)
    assert s.waiting_owner == 1


def test_a_received_catch_goes_to_the_front_yard_up_to_six_and_the_rest_to_the_heap() -> None:
    s = stopped(hub=(6, 6, 3, 3))
    s = at(s, waiting=(4, 2, 0, 0))
    s = s.apply("group hub")
    legal = [str(a) for a in s.legal_actions()]
    assert "yard 2 0 0 0" in legal
    assert "yard 1 1 0 0" in legal
    assert "yard 2 1 0 0" not in legal
    with pytest.raises(IllegalMove, match="room"):
        s.apply("yard 3 0 0 0")
    assert s.apply("yard 0 0 0 0").heaps[0] == (4, 2, 0, 0)  # 'yard 0 0 0 0' is 'heap'


def test_a_full_front_yard_sends_the_whole_catch_to_the_heap() -> None:
    s = at(stopped(), yards=((2, 2, 1, 1), (1, 1, 1, 1)))
    s = s.apply("group hub")
    assert s.heaps[0] == (2, 1, 0, 0)
    assert s.phase == Phase.ROLL
    assert s.current_player == 1


def test_a_catch_of_bars_only_is_no_catch() -> None:
    s = game().resolve_roll(tuple(range(7)), (BARS,) * 7).apply("stop")
    assert s.waiting == (0, 0, 0, 0)
    assert s.phase == Phase.ROLL
    assert s.player == 1


# -- the end ---------------------------------------------------------------------------------------------
def endgame(hub: tuple[int, int, int, int], yard: tuple[int, int, int, int],
            waiting: tuple[int, int, int, int] = (0, 0, 0, 0)) -> VollVerasseltState:
    """Return player 0 to start a turn with an empty pile (the other cards parked on player 1's heap)."""
    s = dealt(players=2, seed=5)
    placed = [h + y + w + y1 for h, y, w, y1 in zip(hub, yard, waiting, (1, 1, 1, 1), strict=True)]
    rest = tuple(22 - p for p in placed)
    s = at(s, pile=(0, 0, 0, 0), hub=hub, yards=(yard, (1, 1, 1, 1)), heaps=((0, 0, 0, 0), rest), waiting=waiting,
           waiting_owner=1 if sum(waiting) else -1, player=1, turn_no=10, dice=("blue",) * 7)
    assert cards_total(s) == 88
    return s._next_turn()


def test_game_ends_when_the_pile_is_empty_and_the_hub_has_fewer_than_eight() -> None:
    s = endgame(hub=(2, 2, 1, 1), yard=(0, 1, 0, 0))
    assert s.is_over
    assert s.end_reason == "pile empty"
    assert s.legal_actions() == []


def test_a_front_yard_that_can_refill_the_hub_to_eight_must_do_it_and_play_goes_on() -> None:
    s = endgame(hub=(2, 2, 1, 1), yard=(1, 1, 0, 0))
    assert not s.is_over
    assert s.phase == Phase.REFILL
    assert s.legal_actions() == [REFILL["blue"], REFILL["red"]]
    with pytest.raises(IllegalMove):
        s.apply("roll")
    s = s.apply("refill blue")
    assert s.phase == Phase.REFILL
    s = s.apply("refill red")
    assert s.hub == (3, 3, 1, 1)
    assert s.phase == Phase.ROLL


def test_rolling_for_the_previous_catch_postpones_the_end() -> None:
    s = endgame(hub=(2, 2, 1, 1), yard=(0, 0, 0, 0), waiting=(2, 2, 2, 2))
    assert s.phase == Phase.CHOOSE
    assert s.legal_actions() == [END, GROUP_CATCH]
    with pytest.raises(IllegalMove, match="end the game"):
        s.apply("group hub")
    assert s.apply("group catch").phase == Phase.ROLL


def test_a_catch_left_over_at_the_end_goes_to_its_owner() -> None:
    s = endgame(hub=(2, 2, 1, 1), yard=(0, 0, 0, 0), waiting=(2, 2, 2, 2))
    before = s.heaps[1]
    s = s.apply("end")
    assert s.is_over
    assert s.heaps[1] == tuple(b + 2 for b in before)
    assert s.waiting == (0, 0, 0, 0)
    assert cards_total(s) == 88


def test_most_bugs_on_the_heap_wins_then_fewer_in_the_front_yard_then_shared() -> None:
    s = at(dealt(players=3, seed=1), phase=Phase.OVER)
    s = at(s, heaps=((5, 0, 0, 0), (2, 3, 0, 0), (1, 0, 0, 0)), yards=((2, 0, 0, 0), (1, 0, 0, 0), (0, 0, 0, 0)))
    assert s.scores() == [5, 5, 1]
    assert s.winners() == [1]
    s = at(s, yards=((1, 0, 0, 0), (1, 0, 0, 0), (0, 0, 0, 0)))
    assert s.winners() == [0, 1]


def test_a11_no_stall_end_an_empty_pile_with_bug_ups_goes_on_until_the_rulebook_ends_it() -> None:
    """A11: the old 'stall' end is gone; rounds of bug-ups with an empty pile never end the game by themselves."""
    s = endgame(hub=(5, 5, 5, 5), yard=(1, 1, 1, 1))
    assert not s.is_over
    for _ in range(12):  # six rounds of two players, every roll bugs up, nothing is banked
        s = s.resolve_roll(tuple(range(7)), ("blue",) * 7)
    assert not s.is_over
    assert s.phase == Phase.ROLL
    assert s.heaps[0] == (0, 0, 0, 0)


def test_a11_a_waiting_catch_can_always_be_rolled_for_even_after_many_quiet_rounds() -> None:
    """A11: nothing ends the game while a catch waits: plundering it round after round (pile empty, nothing
    banked) keeps the game going, and 'group catch' is offered every time."""
    s = endgame(hub=(2, 2, 1, 1), yard=(0, 0, 0, 0), waiting=(2, 2, 2, 1))
    take_all = ("blue", "blue", "red", "red", "yellow", "yellow", "green")
    banked = s.scores()
    for turn in range(12):  # six rounds of two players: the old stall end fired after three
        assert not s.is_over
        assert GROUP_CATCH in s.legal_actions()
        s = s.apply("group catch").resolve_roll(tuple(range(7)), take_all).apply("stop")
        assert s.waiting == (2, 2, 2, 1)
        assert s.waiting_owner == turn % 2
    assert s.scores() == banked  # nothing was banked in six rounds, and the game is still on


def test_turn_limit_safety() -> None:
    s = dealt(players=2, seed=1, max_turns=3)
    rng = np.random.default_rng(0)
    while not s.is_over:
        legal = s.legal_actions()
        s = resolve(s.apply(legal[int(rng.integers(len(legal)))]), rng)
    assert s.turn_no <= 3
    assert s.end_reason in ("turn limit", "pile empty")


# -- a short pile: consolation, replenishing, the end ------------------------------------------------------
def short_pile(n: int, hub: tuple[int, int, int, int], yards: tuple[tuple[int, int, int, int], ...],
               dice: tuple[str, ...] = (BARS,) * 7, player: int = 0) -> VollVerasseltState:
    """Return a mid-game position whose pile holds only ``n`` blue cards; the rest of the 88 lie on the last heap."""
    s = dealt(players=len(yards), seed=5)
    pile = (n, 0, 0, 0)
    used = [hub[c] + sum(y[c] for y in yards) + pile[c] for c in range(4)]
    heaps = [(0, 0, 0, 0)] * (len(yards) - 1) + [tuple(22 - u for u in used)]
    s = at(s, pile=pile, hub=hub, yards=yards, heaps=tuple(heaps), dice=dice, player=player, turn_no=20)
    assert cards_total(s) == 88
    return s


def test_consolation_with_one_card_left_draws_that_card_and_with_none_draws_nothing() -> None:
    """Rule 5 / A13: 2 consolation cards, or as many as the pile still has."""
    one = short_pile(1, hub=(1, 1, 1, 1), yards=((0, 0, 0, 0), (2, 2, 1, 1)))
    after = one.resolve_roll(tuple(range(7)), ("green",) * 7)  # 7 green dice, 1 green card: bugged up
    assert after.pending == Pending("consolation", 1)
    assert dict(after.chance_outcomes()) == {Draw((1, 0, 0, 0)): 1}  # the last card is blue
    after = after.apply("cards 1 0 0 0")
    assert after.yards[0] == (1, 0, 0, 0)
    assert after.pile == (0, 0, 0, 0)
    consolation = [e for e in after.events if isinstance(e, Consoled)][-1]
    assert consolation.cards == (1, 0, 0, 0)
    assert cards_total(after) == 88
    none = short_pile(0, hub=(1, 1, 1, 1), yards=((0, 0, 0, 0), (2, 2, 1, 1)))
    after = none.resolve_roll(tuple(range(7)), ("green",) * 7)
    assert not after.is_chance_node
    assert after.yards[0] == (0, 0, 0, 0)
    assert [e for e in after.events if isinstance(e, Consoled)][-1].cards == (0, 0, 0, 0)
    assert cards_total(after) == 88


def test_replenishing_with_fewer_cards_in_the_pile_than_bars_draws_the_whole_pile_and_play_goes_on() -> None:
    """Rule 8 / A4 / A9: one card per bar while the pile lasts; the player still rolls that turn."""
    s = short_pile(5, hub=(2, 1, 1, 0), yards=((1, 1, 1, 1), (0, 0, 0, 0)))
    s = s.resolve_roll(tuple(range(7)), ("blue", "red", "yellow", BARS, BARS, BARS, BARS))  # 4 faces = 8 bars
    s = s.apply("stop").apply("group hub")
    assert s.phase == Phase.RECEIVE
    s = s.apply("heap")
    assert s.pending == Pending("replenish", 5, bars=8)  # the whole pile
    s = s.apply("cards 5 0 0 0")
    assert s.pile == (0, 0, 0, 0)
    assert s.hub == (6, 0, 0, 0)  # the hub after the catch (1 blue), plus all 5 pile cards in their own rows
    assert s.phase == Phase.ROLL  # the pile had cards when the turn began (A9): no end check now
    assert s.current_player == 1
    replenish = [e for e in s.events if isinstance(e, Replenished)][-1]
    assert replenish.bars == 8 and sum(replenish.cards) == 5
    assert cards_total(s) == 88


def test_a_consolation_that_empties_the_pile_ends_the_game_at_the_next_turn_start() -> None:
    """Rules 5 and 10 / A13: the last 2 cards go to the front yard; the next player finds the pile empty and the
    hub under 8 and cannot refill it from his front yard, so the game ends; the heaps decide."""
    s = short_pile(2, hub=(2, 1, 1, 1), yards=((1, 0, 0, 0), (1, 0, 0, 0)))
    s = s.resolve_roll(tuple(range(7)), ("blue",) * 7).apply("cards 2 0 0 0")  # 7 blue dice, 2 blue cards
    assert s.pile == (0, 0, 0, 0)
    assert sum(s.yards[0]) == 3  # the 2 consolation cards
    assert s.is_over
    assert s.end_reason == "pile empty"
    assert isinstance(s.events[-1], Ended)
    assert s.winners() == [1]
    assert cards_total(s) == 88
    # one card more in the pile: the consolation leaves 1, the next turn replenishes and play goes on
    s = short_pile(3, hub=(2, 1, 1, 1), yards=((1, 0, 0, 0), (1, 0, 0, 0)))
    s = s.resolve_roll(tuple(range(7)), ("blue",) * 7).apply("cards 2 0 0 0").apply("cards 1 0 0 0")
    assert not s.is_over
    assert s.pile == (0, 0, 0, 0)
    assert s.current_player == 1 and s.phase == Phase.ROLL


def test_three_player_flow_turn_order_plunder_and_hand_over_to_the_right_owner() -> None:
    """Rules 2, 6-9 with 3 players: turns go 1, 2, 3, 1; only the previous player's catch can be rolled for,
    and a catch goes back to the player who made it."""
    s = game(players=3, hub=(4, 4, 4, 4))
    s = s.resolve_roll(tuple(range(7)), ("blue", "red", BARS, BARS, BARS, BARS, BARS)).apply("stop")
    assert (s.player, s.phase, s.waiting, s.waiting_owner) == (1, Phase.CHOOSE, (1, 1, 0, 0), 0)
    s = s.apply("group catch").resolve_roll((2, 3, 4, 5, 6), (BARS,) * 5)  # dice 0 and 1 still blue, red
    assert s.catch == (1, 1, 0, 0)
    s = s.apply("stop")  # player 2 took the whole catch of player 1: nothing to hand back
    assert (s.player, s.phase, s.waiting_owner) == (2, Phase.CHOOSE, 1)
    s = s.apply("group hub")
    assert (s.phase, s.current_player, s.received) == (Phase.RECEIVE, 1, (1, 1, 0, 0))
    s = s.apply("heap")
    assert s.heaps[1] == (1, 1, 0, 0)
    assert s.heaps[0] == (0, 0, 0, 0)
    assert (s.phase, s.current_player) == (Phase.ROLL, 2)
    colour = min(range(4), key=lambda c: s.hub[c])
    s = s.resolve_roll(tuple(range(7)), (comp.COLOURS[colour],) * 7)  # bugged up
    assert sum(s.yards[2]) == 6  # 4 + 2 consolation cards
    assert (s.player, s.phase) == (0, Phase.ROLL)  # back to player 1, nothing waiting
    assert cards_total(s) == 88


def test_four_player_flow_a_bugged_up_plunder_returns_the_whole_catch_to_its_owner_then_the_next_seat() -> None:
    """Rules 5 and 7 with 4 players: player 3 bugs up on player 2's catch; player 2 gets it all back, and
    player 4 (not player 1) rolls next, for the hub, since a bugged-up turn leaves no catch."""
    s = game(players=4, hub=(5, 5, 5, 5))
    s = s.resolve_roll(tuple(range(7)), ("yellow",) * 7)  # player 1: 7 yellow, 5 yellow cards: bugged up
    assert (s.player, s.phase) == (1, Phase.ROLL)
    s = s.resolve_roll(tuple(range(7)), ("green", "green", BARS, BARS, BARS, BARS, BARS)).apply("stop")
    assert (s.player, s.waiting, s.waiting_owner) == (2, (0, 0, 0, 2), 1)
    s = s.apply("group catch").apply("boost blue")  # A5: the boost joins player 2's catch
    assert s.waiting == (1, 0, 0, 2)
    s = s.resolve_roll((2, 3, 4, 5), ("red", BARS, BARS, BARS))  # red: none in the catch: bugged up
    assert (s.phase, s.current_player, s.received) == (Phase.RECEIVE, 1, (1, 0, 0, 2))
    s = s.apply("yard 1 0 0 0")
    assert s.heaps[1] == (0, 0, 0, 2)
    assert (s.player, s.phase, s.group) == (3, Phase.ROLL, "hub")
    assert s.waiting == (0, 0, 0, 0)
    s = s.resolve_roll(tuple(range(7)), (BARS,) * 7).apply("stop")  # nothing caught: no catch waits
    assert (s.player, s.phase) == (0, Phase.ROLL)
    assert [e.player for e in s.events if isinstance(e, Rolled)] == [0, 1, 2, 3]
    assert cards_total(s) == 88


# -- errors, saving, observation ---------------------------------------------------------------------------
def test_illegal_moves_say_why_and_leave_the_state_unchanged() -> None:
    s = stopped()
    before = s.to_json()
    with pytest.raises(IllegalMove, match="choose the group"):
        s.apply("roll")
    with pytest.raises(IllegalMove, match="the game ends only"):
        s.apply("end")
    assert s.to_json() == before


def test_same_seed_same_game_and_json_round_trip() -> None:
    a = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=12)
    b = bugkit.play("voll_verasselt", ["odds", "threshold"], seed=12)
    assert a.actions == b.actions
    assert a.final == b.final
    assert from_json(a.final.to_json()) == a.final
    data = json.loads(a.final.to_json())
    data["steps"][3] = "boost purple"
    with pytest.raises(InvalidInput):
        from_json(json.dumps(data))


def test_observation_hides_the_pile_order_and_the_colours_on_other_heaps() -> None:
    s = at(dealt(players=3, seed=2), heaps=((1, 0, 0, 0), (0, 2, 0, 0), (0, 0, 0, 3)))
    obs = s.observation(1)
    assert obs.pile_size == sum(s.pile)
    assert not hasattr(obs, "pile")
    assert obs.heap_sizes == (1, 2, 3)
    assert obs.own_heap == (0, 2, 0, 0)


def test_along_games_no_seat_sees_the_colours_on_another_heap() -> None:
    """Every seat's observation, at every position of random games: its own heap, and of the others' only sizes."""
    hidden_heaps = 0
    for seed in range(3):
        session = bugkit.start("voll_verasselt", players=3, seed=seed)
        rng = np.random.default_rng(seed)
        for _ in range(300):
            s = session.state
            if s.is_over:
                break
            for seat in range(s.n_players):
                obs = s.observation(seat)
                assert obs.own_heap == s.heaps[seat] and obs.heap_sizes == tuple(sum(h) for h in s.heaps)
                others = [h for o, h in enumerate(s.heaps) if o != seat and sum(h) and h != s.heaps[seat]]
                hidden_heaps += len(others)
                assert not any(v == h for v in vars(obs).values() for h in others)
            legal = s.legal_actions()
            session.act(legal[int(rng.integers(len(legal)))])
    assert hidden_heaps > 100  # the games did put colours on heaps that others must not see


def test_every_chance_step_is_exact_multinomial_dice_and_hypergeometric_draws() -> None:
    from fractions import Fraction

    from bugkit.voll_verasselt.odds import outcomes
    from bugkit.voll_verasselt.rules import Draw, Roll, draw_outcomes, roll_outcomes

    for n in (4, 5, 7):
        dist = roll_outcomes(n)
        assert sum(dist.values()) == 1 and all(p > 0 for p in dist.values())
        by_counts = {tuple(r.faces.count(f) for f in comp.FACES): p for r, p in dist.items()}
        assert by_counts == {k: Fraction(w, 6 ** n) for k, w in outcomes(n)}
    assert roll_outcomes(4)[Roll(("blue", "blue", "blue", "blue"))] == Fraction(1, 6 ** 4)
    draw = draw_outcomes((2, 1, 0, 3), 2)
    assert sum(draw.values()) == 1
    assert draw[Draw((1, 1, 0, 0))] == Fraction(2 * 1, 15) and draw[Draw((0, 0, 0, 2))] == Fraction(3, 15)
    assert Draw((0, 0, 1, 1)) not in draw  # no yellow card is left to draw


def test_actions_that_are_not_text_are_invalid_input() -> None:
    s = dealt(seed=1)
    for bad in (["roll"], {"roll": 1}, 3, None):
        with pytest.raises(InvalidInput):
            s.apply(bad)  # type: ignore[arg-type]


def test_all_88_cards_stay_accounted_for_in_seeded_random_games() -> None:
    for seed in range(20):
        rng = np.random.default_rng(seed)
        s = dealt(players=2 + seed % 4, seed=seed)
        while not s.is_over:
            legal = s.legal_actions()
            s = resolve(s.apply(legal[int(rng.integers(len(legal)))]), rng)
            places = s.places()
            assert sum(sum(v) for v in places.values()) == 88
            assert all(min(v) >= 0 for v in places.values())
            assert all(sum(y) <= 6 for y in s.yards)
        assert s.end_reason in ("pile empty", "turn limit")


def test_chance_tables_equal_a_plain_dist_of_the_same_weights_and_sample_the_same() -> None:
    import math
    import pickle

    from bugkit.core.dice import Die, roll_dist
    from bugkit.core.dist import Dist
    from bugkit.voll_verasselt.rules import Roll, draw_outcomes, roll_outcomes

    for n in range(4, 8):
        plain = roll_dist(Die(comp.DIE_FACES), n).map(Roll)
        table = roll_outcomes(n)
        assert list(table.items()) == list(plain.items())
        assert table.integer_weights() == plain.integer_weights()
    for pile in [(18, 18, 18, 18), (2, 1, 0, 3), (0, 0, 0, 5), (7, 0, 12, 1), (1, 1, 1, 1)]:
        for n in range(min(sum(pile), 14) + 1):
            table = draw_outcomes(pile, n)
            weights = table.integer_weights()  # what the session samples with (made before any Fraction)
            plain = Dist({d: math.prod(math.comb(k, c) for k, c in zip(pile, d.counts, strict=True))
                          for d in table})
            assert weights == plain.integer_weights()
            assert all(d in table for d in plain) and Draw((n + 1, 0, 0, 0)) not in table
            assert list(table.items()) == list(plain.items()) and dict(pickle.loads(pickle.dumps(table))) == plain


def test_legal_agrees_with_the_list_of_legal_actions_in_random_games() -> None:
    from bugkit.voll_verasselt.rules import ROLLS, Action

    odd = [Action("yard", (1, 0, 0, 0, 0)), Action("yard", (-1, 1, 0, 0)), Action("yard", (0, 0, 0, 0)),
           Action("boost", (1, 2)), Action("boost", "purple"), Action("stop", "now"), Action("roll", (0, 1, 2)),
           Action("refill", "bars"), Action("heap"), Action("end"), Action("group", "hub"), Action("group", "catch"),
           Action("go on"), Action("stop"), *ROLLS[:3], *BOOST.values(), *REFILL.values(),
           *(Action("yard", (b, r, 0, g)) for b in range(3) for r in range(3) for g in range(4))]
    for seed in range(12):
        rng = np.random.default_rng(seed)
        session = bugkit.start("voll_verasselt", players=2 + seed % 4, seed=seed)
        for _ in range(300):
            s = session.state
            if s.is_over:
                break
            legal = s.legal_actions()
            assert all(s.legal(a) for a in legal)
            assert [a for a in odd if s.legal(a)] == [a for a in odd if a in legal]
            assert not s.legal(Draw((1, 0, 0, 0)))  # an outcome is no decision
            session.act(legal[int(rng.integers(len(legal)))])


def test_a_state_built_with_a_phase_text_holds_the_phase_and_a_bad_phase_is_refused() -> None:
    s = dealt(seed=3)
    assert at(s, phase="decide").phase is Phase.DECIDE
    with pytest.raises(InvalidInput, match="phase"):
        at(s, phase="dance")
    assert s.observation(0).phase is Phase.ROLL == "roll"  # the state's member, equal to the text playthroughs show


@pytest.mark.parametrize("pile", [(2, 0, 1, 3), (0, 0, 0, 1), (5, 5, 5, 5), (1, 4, 0, 2)])
def test_a_draw_is_possible_exactly_when_the_draw_table_holds_it(pile: tuple[int, int, int, int]) -> None:
    from itertools import product

    from bugkit.core.game import evolve
    from bugkit.voll_verasselt.rules import Draw, Pending, Roll

    for kind in ("replenish", "consolation", "deal"):
        for n in range(1, min(sum(pile), 4) + 1):
            state = evolve(new_game(players=2), pile=pile, pending=Pending(kind, n))  # type: ignore[arg-type]
            table = state.chance_outcomes()
            for counts in product(range(-1, 7), repeat=4):
                assert state.possible(Draw(counts)) == (Draw(counts) in table), (kind, n, counts)
            assert not state.possible(Roll(("blue",) * n))  # dice are no draw
