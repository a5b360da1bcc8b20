"""Würfel-WG: every "at most / at least" limit of the rulebook pinned at its exact boundary (one under, at, one
over), each test named after the rule. (The rulebook has no "used up" end; our safety ends are in the rules.)"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_wuerfel_wg_rules import act, game, good, points, using

from bugkit.wuerfel_wg.rules import n_dice

MEMBERS = ("alex", "julia", "anita", "paula", "sissi")


@pytest.mark.parametrize(("ich_awake", "awake_members", "dice"), [
    (True, 2, 6), (True, 3, 7), (True, 4, 7), (False, 3, 6), (False, 4, 7), (False, 5, 7)])
def test_never_more_than_seven_dice(ich_awake: bool, awake_members: int, dice: int) -> None:
    """Rule 2 ("Mehr als 7 Würfel darfst du nie werfen"): ICH 4 (asleep 3) + 1 per awake member, at most 7."""
    s = game()
    wg0 = replace(s.wgs[0], good=good(ich_awake, False, False, False),
                  members=tuple((m, True) for m in MEMBERS[:awake_members]))
    assert n_dice(s.cards, wg0) == dice


@pytest.mark.parametrize(("todos", "score", "troublemaker"), [
    (("eierkuchen", "boxtraining"), 9, False),
    (("boxtraining", "toepfern"), 10, True),
    (("eierkuchen", "posaune", "boxtraining"), 11, True)])
def test_troublemaker_at_ten_points_or_more(todos: tuple[str, ...], score: int, troublemaker: bool) -> None:
    """Rule 7 ("Hast du jetzt mindestens 10 Punkte"): 9 points bring no troublemaker, 10 and 11 do."""
    s = replace(points(using(game(), [2, 3]), 0, todos), troublemakers=("nachbarin",))
    assert s.scores()[0] == score
    after = act(s, "end")
    assert (after.wgs[0].troublemaker == "nachbarin") is troublemaker


@pytest.mark.parametrize(("todos", "score", "hammock"), [
    (("anti-terror", "boxtraining", "toepfern"), 15, None),
    (("boxtraining", "toepfern", "dielenboden"), 16, 0),
    (("anti-terror", "boxtraining", "toepfern", "posaune"), 17, 0)])
def test_hammock_at_sixteen_points_or_more_alone_in_the_lead(todos: tuple[str, ...], score: int,
                                                              hammock: int | None) -> None:
    """Rule 7 ("mindestens 16 Punkte und liegst allein in Führung"): 15 points are not enough, 16 and 17 are."""
    s = replace(points(using(game(), [2, 4]), 0, todos), troublemakers=())
    assert s.scores() == [score, 0]
    assert act(s, "end").hammock == hammock


@pytest.mark.parametrize(("todos", "score", "hammock"), [
    (("anti-terror", "boxtraining", "toepfern"), 15, None),
    (("boxtraining", "toepfern", "dielenboden"), 16, 0)])
def test_hammock_goes_back_to_the_middle_only_below_sixteen(todos: tuple[str, ...], score: int,
                                                            hammock: int | None) -> None:
    """Rule 7 ("Rutschst du unter 16 Punkte"): the holder with 15 points loses it, with exactly 16 keeps it."""
    s = points(using(replace(game(), player=1, actor=1), [2, 4]), 0, todos)
    s = replace(s, hammock=0, troublemakers=())
    assert s.scores()[0] == score
    after = act(s, "end")
    assert after.hammock == hammock
