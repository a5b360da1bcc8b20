"""Würfel-WG odds: requirements, the exact optimal-parking chance, the advisor and the simulator."""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from pathlib import Path
from typing import Any

import pytest

from bugkit import InvalidInput, make_rng
from bugkit.wuerfel_wg import advise, chance_table, load_cards, p_todo, parse_requirement, simulate_todo
from bugkit.wuerfel_wg.components import Requirement, counts_of, default_cards, minimal_uses, values_of
from bugkit.wuerfel_wg.odds import parking_spots
from bugkit.wuerfel_wg.rules import DONE_ROLLING, Park


# -- requirements ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "dice", "ok"), [
    ("4 4 4", [4, 4, 1, 4], True), ("4 4 4", [4, 4, 0, 1], False), ("1 2 3", [3, 1, 5, 2], True),
    ("sum>=16", [5, 5, 5, 1], True), ("sum>=16", [5, 5, 5, 0], False), ("XXXX", [2, 2, 2, 2, 1], True),
    ("XXXX", [0, 0, 0, 0], False), ("XX YY", [3, 3, 5, 5], True), ("XX YY", [3, 3, 3, 3], False),
    ("XX + 2 2", [2, 2, 4, 4], True), ("XX + 2 2", [2, 2, 2, 2], False), ("XXX + 3 3", [3, 3, 3, 3, 3], False),
    ("3-straight", [2, 3, 4], True), ("3-straight", [1, 2, 4, 5], False), ("4-straight", [2, 3, 4, 5, 1], True),
    ("XXXXX", [5, 5, 5, 5, 5], True), ("1 1 5 5", [1, 5, 1, 5], True),
])
def test_requirements_as_written_on_the_cards(text: str, dice: list[int], ok: bool) -> None:
    assert parse_requirement(text).met(counts_of(dice)) is ok


def test_letters_differ_from_each_other_and_from_the_fixed_numbers() -> None:
    assert parse_requirement("XX + 2 2 2").met(counts_of([2, 2, 2, 5, 5]))
    assert not parse_requirement("XX + 2 2 2").met(counts_of([2, 2, 2, 2, 2]))


def shipped_card_file() -> dict[str, Any]:
    """Return a fresh copy of the shipped card file as a dict (tests change the copy, never the file)."""
    return json.loads((Path(__file__).parent.parent / "bugkit/wuerfel_wg/data/cards.json").read_text("utf-8"))


@pytest.mark.parametrize("differ", [True, False])
def test_letters_differ_from_fixed_is_read_from_the_card_file(tmp_path: Path, differ: bool) -> None:
    """A8 as a card-file setting (components.md UNKNOWN 8: does 3 3 3 3 3 meet 'XXX + 3 3'?): with
    ``letters_differ_from_fixed`` false a letter group may be a fixed number, with true (the shipped file) it may
    not; letters still differ from each other. Meeting, the smallest ways to pay and the exact odds follow it."""
    data = shipped_card_file()
    data["letters_differ_from_fixed"] = differ
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    cards = load_cards(path)
    assert cards.letters_differ_from_fixed is differ
    porsche, not_to_do, geheimbund = cards["porsche"].need, cards["not-to-do"].need, cards["geheimbund"].need
    assert (str(porsche), str(not_to_do), str(geheimbund)) == ("XXX + 3 3", "XX + 2 2", "XX YY")
    assert porsche.met(counts_of([3, 3, 3, 3, 3])) is not differ
    assert porsche.met(counts_of([3, 3, 5, 5, 5]))  # a letter on another number: both readings
    assert not porsche.met(counts_of([3, 3, 3, 3, 5]))  # the letters still need their own dice
    assert not geheimbund.met(counts_of([4, 4, 4, 4]))  # and two letters are two different numbers
    uses = set(minimal_uses(porsche, counts_of([1, 3, 3, 3, 3, 3, 5, 5])))
    assert uses == (set() if differ else {counts_of([3, 3, 3, 3, 3])})
    # no re-roll, 4 dice: 'XX + 2 2' is two 2s and a pair of one of 4 other numbers, 6 x 4 = 24 of the 6**4
    # ordered rolls; when a letter may be 2 as well, 2 2 2 2 is a 25th
    assert p_todo(not_to_do, dice=4, parking=0, rerolls=0) == Fraction(24 if differ else 25, 6**4)
    assert p_todo(not_to_do, 4, 1, 1) == brute(not_to_do, 4, 1, 1, False)  # with a re-roll too
    # the shipped card set's requirement has its own cached answers
    assert p_todo(default_cards()["not-to-do"].need, dice=4, parking=0, rerolls=0) == Fraction(24, 6**4)
    assert default_cards()["porsche"].need.met(counts_of([3, 3, 3, 3, 3])) is False


@pytest.mark.parametrize("bad", ["", "4 4 6", "sum>=99", "XX X", "1 2 3 4 5 1 2 3", "9-straight", "abc?"])
def test_malformed_requirements_are_invalid_input(bad: str) -> None:
    with pytest.raises(InvalidInput):
        parse_requirement(bad)


def test_minimal_uses_list_each_smallest_way_to_pay() -> None:
    uses = minimal_uses(parse_requirement("sum>=16"), counts_of([5, 5, 4, 3, 2, 1]))
    assert {values_of(u) for u in uses} == {(2, 4, 5, 5), (3, 4, 5, 5), (1, 2, 3, 5, 5)}
    assert set(minimal_uses(parse_requirement("XXX"), counts_of([2, 2, 2, 2, 5, 5, 5]))) == {
        counts_of([2, 2, 2]), counts_of([5, 5, 5])}


# -- the card file ---------------------------------------------------------------------------------------
def test_the_default_card_file_has_the_fan_reconstruction_counts() -> None:
    cards = default_cards()
    assert "FAN RECONSTRUCTION" in cards.source
    assert (len(cards.members), len(cards.witzig), len(cards.doppelt), len(cards.items), len(cards.troublemakers)) \
        == (25, 12, 8, 5, 8)
    assert [s.de for s in cards.start] == ["ICH", "Couch", "Kühlschrank", "Bad"]
    assert cards.hammock.de == "Hängematte"
    assert [str(f) for f in cards.start_card("fridge").flips] == ["2 2", "3 3", "2 2", "4 4"]  # A1: a pair


def test_a_malformed_card_file_names_the_card(tmp_path: Path) -> None:
    data = shipped_card_file()
    data["todos"]["witzig"][1]["need"] = "4 4 7"
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InvalidInput, match="boxtraining"):
        load_cards(path)
    data["todos"]["witzig"][1]["need"] = "4 4 4"
    data["items"][0]["number"] = 6
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InvalidInput, match="jojo"):
        load_cards(path)


# -- exact odds against a brute force over ordered rolls --------------------------------------------------
def brute(req: Requirement, dice: int, parking: int, rerolls: int, clean: bool) -> Fraction:
    """Return the optimal chance by plain recursion over every ordered roll (small cases only)."""

    @cache
    def value(roll: tuple[int, ...], left: int) -> Fraction:
        if req.met_with_bath(counts_of(roll), clean):
            return Fraction(1)
        if left == 0:
            return Fraction(0)
        best = Fraction(0)
        for k in range(min(parking, dice) + 1):
            for kept in set(combinations(roll, k)):
                outs = list(product(range(6), repeat=dice - k))
                p = sum((value(tuple(sorted(kept + o)), left - 1) for o in outs), Fraction(0)) / len(outs)
                best = max(best, p)
        return best

    rolls = list(product(range(6), repeat=dice))
    return sum((value(tuple(sorted(r)), rerolls) for r in rolls), Fraction(0)) / len(rolls)


@pytest.mark.parametrize(("text", "dice", "parking", "rerolls", "clean"), [
    ("4 4 4", 3, 1, 1, False), ("1 2 3", 3, 2, 2, False), ("sum>=12", 3, 1, 1, True), ("XX", 3, 2, 1, True),
    ("3-straight", 4, 2, 1, False),
])
def test_p_todo_equals_a_brute_force_over_ordered_rolls(text: str, dice: int, parking: int, rerolls: int,
                                                       clean: bool) -> None:
    req = parse_requirement(text)
    assert p_todo(text, dice, parking, rerolls, clean) == brute(req, dice, parking, rerolls, clean)


def test_a_pair_of_fours_without_rerolls_by_hand() -> None:
    # at least two 4s among four dice: 1 - P(no 4) - P(exactly one 4)
    assert p_todo("4 4", dice=4, parking=2, rerolls=0) == 1 - Fraction(5, 6) ** 4 - 4 * Fraction(1, 6) * Fraction(
        5, 6) ** 3


def test_more_parking_more_rerolls_and_a_clean_bath_never_hurt() -> None:
    for text in ("4 4 4", "XX YY", "sum>=16", "XXXX"):
        base = p_todo(text)
        assert p_todo(text, parking=4) >= base
        assert p_todo(text, rerolls=2) >= base
        assert p_todo(text, clean_bath=True) > base


def test_largest_set_up_is_a_probability() -> None:
    p = p_todo("XXXX", dice=7, parking=4, rerolls=2, clean_bath=True)
    assert 0 < p < 1
    assert p.denominator <= 6 ** 21


def test_bad_arguments_are_invalid_input() -> None:
    for kwargs in ({"dice": 8}, {"dice": 0}, {"parking": -1}, {"rerolls": 9}, {"clean_bath": "yes"}):
        with pytest.raises(InvalidInput):
            p_todo("4 4", **kwargs)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        advise("4 4", [7, 1], 2, 1)


# -- advisor and simulator -------------------------------------------------------------------------------
def test_the_advisor_parks_the_pair_for_three_fours() -> None:
    advice = advise("4 4 4", [4, 4, 1, 0], parking=2, rerolls_left=1)
    assert advice.action == Park((4, 4))
    assert advice.chance == 1 - Fraction(5, 6) ** 2
    assert advice.options[0][1] >= advice.options[-1][1]


def test_the_advisor_says_stop_when_the_roll_already_pays() -> None:
    advice = advise("sum>=16", [5, 5, 5, 1], parking=2, rerolls_left=1)
    assert advice.action == DONE_ROLLING and not advice.options
    assert advice.chance == 1


@pytest.mark.slow  # the advice in every position of whole games: in the full run, not in the fast lane
def test_the_advice_is_a_legal_action_and_its_options_are_every_legal_park() -> None:
    """Issue 20: the advice is typed. Over many positions of bot games (a roll to park from, every card in reach),
    the advised step is one of legal_actions(), best of its options, and the options are exactly the legal parks
    (never every die: that would re-roll nothing)."""
    from bugkit.core.session import Session
    from bugkit.wuerfel_wg import GreedyBot, PlannerBot, RandomBot, new_game
    from bugkit.wuerfel_wg.rules import Phase
    from bugkit.wuerfel_wg.ui import aims

    positions = parks_all_but_one = 0
    for seed in range(6):
        bots = [PlannerBot(), RandomBot(), GreedyBot(), PlannerBot()][: 2 + seed % 3]
        session = Session(new_game(players=len(bots)), seed=seed, bots=bots)  # type: ignore[arg-type]
        for _ in range(600):
            s = session.state
            if s.is_over:
                break
            if s.phase == Phase.REROLL and not s.is_chance_node:
                legal = s.legal_actions()
                parks = {a for a in legal if isinstance(a, Park)}
                positions += 1
                parks_all_but_one += s.parking() >= len(s.dice)
                for _, need in aims(s):
                    advice = advise(need, s.dice, s.parking(), s.rerolls_left, s.wgs[s.player].is_good("bath"))
                    assert advice.action in legal
                    if advice.action == DONE_ROLLING:
                        assert advice.chance == 1 and not advice.options
                    else:
                        assert {park for park, _ in advice.options} == parks
                        assert advice.options[0] == (advice.action, advice.chance)
                        assert all(p <= advice.chance for _, p in advice.options)
            session.bot_step()
    assert positions >= 100 and parks_all_but_one >= 5  # enough rolls, some with a spot for every die


def test_the_advisor_chance_averages_to_p_todo() -> None:
    from bugkit.core.dice import Die, roll_dist
    dist = roll_dist(Die((0, 1, 2, 3, 4, 5)), 4)
    total = sum((p * advise("XX YY", list(roll), 2, 1).chance for roll, p in dist.items()), Fraction(0))
    assert total == p_todo("XX YY")


@pytest.mark.parametrize(("text", "dice", "parking", "rerolls", "clean"), [
    ("4 4 4", 4, 2, 1, False), ("XX YY", 5, 4, 2, True), ("sum>=18", 6, 3, 2, False), ("3-straight", 4, 2, 1, True),
])
def test_simulation_agrees_with_the_exact_chance(text: str, dice: int, parking: int, rerolls: int,
                                                 clean: bool) -> None:
    est = simulate_todo(text, dice, parking, rerolls, clean, n=40_000, rng=make_rng(2026))
    assert est.agrees(p_todo(text, dice, parking, rerolls, clean))


def test_simulation_needs_a_generator_and_is_reproducible() -> None:
    with pytest.raises(InvalidInput):
        simulate_todo("4 4")
    a = simulate_todo("4 4", n=1000, rng=make_rng(5))
    b = simulate_todo("4 4", n=1000, rng=make_rng(5))
    assert a == b


def test_parking_spots_come_from_the_card_file_clean_couch_four_by_itself() -> None:
    """Rulebook 'Saubere Couch: bis zu 4 Würfel parken': start 2, clean couch 5 with ICH awake, 4 asleep."""
    assert parking_spots() == 2
    assert parking_spots(couch_clean=True) == 5
    assert parking_spots(ich_awake=False, couch_clean=True) == 4
    assert parking_spots(ich_awake=False) == 1
    assert parking_spots(couch_clean=True, spezialos=2) == 7
    for bad in ({"ich_awake": 1}, {"spezialos": 3}, {"spezialos": True}):
        with pytest.raises(InvalidInput):
            parking_spots(**bad)  # type: ignore[arg-type]


def test_a_clean_couch_with_five_spots_beats_four_when_six_dice_keep_many() -> None:
    """With 6 dice and a sum to aim at (Dielenboden, sum >= 20), the fifth spot (clean couch + ICH) counts."""
    four, five = p_todo("sum>=20", 6, 4, 1), p_todo("sum>=20", 6, 5, 1)
    assert five > four
    assert p_todo("4 4 4", 4, 4, 1) == p_todo("4 4 4", 4, 5, 1)  # 4 dice: at most 4 can be kept anyway


def test_chance_table_rows_follow_the_set_ups() -> None:
    assert chance_table(["XX YY"])[0][1] == [p_todo("XX YY", 4, s, r) for s, r in ((2, 1), (5, 1), (2, 2), (5, 2))]
    rows = chance_table(["4 4 4"], setups=((2, 1), (4, 2)))
    assert rows == [("4 4 4", [p_todo("4 4 4", 4, 2, 1), p_todo("4 4 4", 4, 4, 2)])]


def test_minimal_uses_from_the_table_equal_the_search_over_every_part_of_the_dice() -> None:
    from bugkit.wuerfel_wg.components import _counts_up_to, _minimal_uses_by_search

    cards = default_cards()
    reqs = {c.need for c in cards.all_cards() if c.need is not None} | {f for s in cards.start for f in s.flips}
    reqs |= {parse_requirement(t) for t in ("sum>=16", "sum>=35", "sum>=1", "sum>=8", "sum>=27", "XX YY", "XX + 2 2",
                                            "X Y Z", "XXX YY", "2-straight", "5-straight", "1 1 1", "XXXX")}
    vectors = _counts_up_to(7)
    for req in sorted(reqs, key=str):
        for i, v in enumerate(vectors):
            counts = (i % 2, *v)  # a kangaroo now and then: it never pays
            if i % 3 == 0 and sum(counts) <= 7:
                assert minimal_uses(req, counts) == _minimal_uses_by_search(req, counts), (str(req), counts)
    many, need = (0, 3, 3, 2, 2, 1), parse_requirement("sum>=16")  # more dice than a roll has: searched
    assert minimal_uses(need, many) == _minimal_uses_by_search(need, many)
