"""Voll verasselt: the rulebook's end and every "at most / at least" limit pinned at its exact boundary, and the
safety cap (A11) as a bug guard far above any real game that says so when it stops one. Tests named after the
rule they pin."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import bugkit
from bugkit import IllegalMove
from bugkit.core.session import resolve
from bugkit.voll_verasselt import labels, new_game
from bugkit.voll_verasselt.rules import DEFAULT_MAX_TURNS, Ended, Phase, VollVerasseltState
from bugkit.voll_verasselt.ui import play

BARS = "bars"


def dealt(players: int = 2, seed: int = 5, **options: object) -> VollVerasseltState:
    """Return a new game after the hub's deal (sampled from ``seed``)."""
    return resolve(new_game(players=players, **options), np.random.default_rng(seed))  # type: ignore[arg-type]


def turn_start(pile: int, hub: tuple[int, int, int, int], yard: tuple[int, int, int, int]) -> VollVerasseltState:
    """Return player 0 at the start of a turn with ``pile`` blue cards in the pile (all 88 cards accounted for:
    the rest lie on player 1's heap); the previous turn left no catch and dice without bars."""
    s = dealt()
    other = (1, 1, 1, 1)
    placed = [h + y + o + (pile if c == 0 else 0) for c, (h, y, o) in enumerate(zip(hub, yard, other, strict=True))]
    s = dataclasses.replace(s, pile=(pile, 0, 0, 0), hub=hub, yards=(yard, other),
                            heaps=((0, 0, 0, 0), tuple(22 - p for p in placed)), waiting=(0, 0, 0, 0),
                            waiting_owner=-1, player=1, turn_no=10, dice=("blue",) * 7)
    assert sum(s.inventory().values()) == 88
    return s._next_turn()


# -- rule 10, the end: pile used up AND fewer than 8 in the hub AND the front yard cannot refill it to 8 ------------
@pytest.mark.parametrize(("pile", "hub", "yard", "phase"), [
    (0, (2, 2, 2, 1), (0, 0, 0, 0), Phase.OVER),  # 7 in the hub, the pile used up: the end
    (0, (2, 2, 2, 2), (0, 0, 0, 0), Phase.ROLL),  # exactly 8: play goes on
    (1, (2, 2, 2, 1), (0, 0, 0, 0), Phase.CHANCE),  # one card left in the pile: replenished, play goes on
    (0, (2, 2, 1, 1), (0, 1, 0, 0), Phase.OVER),  # 6 in the hub, 1 in the front yard: one short of 8
    (0, (2, 2, 1, 1), (0, 1, 1, 0), Phase.REFILL),  # exactly enough in the front yard: refill and play on
])
def test_end_pile_used_up_and_hub_below_eight_unless_the_front_yard_refills_it(
        pile: int, hub: tuple[int, int, int, int], yard: tuple[int, int, int, int], phase: Phase) -> None:
    s = turn_start(pile, hub, yard)
    assert s.phase is phase
    assert (s.end_reason == "pile empty") is (phase is Phase.OVER)


def test_replenish_tops_the_hub_up_to_eight_not_beyond() -> None:
    """Rule 8: fewer than 8 cards after the bar cards are topped up to 8; 8 or more are left alone."""
    seven = turn_start(10, (2, 2, 2, 1), (1, 1, 1, 1))  # the dice show no bars: only the top-up
    assert seven.is_chance_node and seven.pending is not None and seven.pending.n == 1
    eight = turn_start(10, (2, 2, 2, 2), (1, 1, 1, 1))
    assert not eight.is_chance_node and eight.phase == Phase.ROLL  # nothing to draw


@pytest.mark.parametrize(("n", "legal"), [(3, False), (4, True), (7, True)])
def test_roll_at_least_four_dice(n: int, legal: bool) -> None:
    """Rule 4: each roll uses at least 4 dice (3 is refused, 4 to 7 are allowed)."""
    s = dealt()
    action = "roll " + " ".join(str(i) for i in range(n))
    assert (action in [str(a) for a in s.legal_actions()]) is legal
    if not legal:
        with pytest.raises(IllegalMove, match="at least 4"):
            s.apply(action)


@pytest.mark.parametrize(("yard", "drawn"), [(3, 2), (4, 2), (5, 1), (6, 0)])
def test_consolation_fills_the_front_yard_to_at_most_six(yard: int, drawn: int) -> None:
    """Rule 5: 2 consolation cards, but never more than 6 cards in the front yard."""
    front = (*(min(2, max(0, yard - 2 * c)) for c in range(3)), 0)
    assert sum(front) == yard
    s = dealt()
    s = dataclasses.replace(s, hub=(1, 1, 1, 1), yards=(front, s.yards[1]),
                            pile=tuple(p + s.yards[0][c] - front[c] + s.hub[c] - 1 for c, p in enumerate(s.pile)))
    assert sum(s.inventory().values()) == 88
    after = s.resolve_roll(tuple(range(7)), ("green",) * 7)  # 7 green dice, 1 green card: bugged up
    got = after.pending.n if after.pending is not None and after.pending.kind == "consolation" else 0
    assert got == drawn


@pytest.mark.parametrize(("yellow_dice", "bugged"), [(1, False), (2, False), (3, True)])
def test_bugged_up_only_when_more_dice_than_cards_of_a_colour(yellow_dice: int, bugged: bool) -> None:
    """Rule 5: with 2 yellow cards in the group, 1 or 2 yellow dice are fine, 3 bug up."""
    s = dataclasses.replace(dealt(), hub=(3, 3, 2, 3))
    faces = ("yellow",) * yellow_dice + (BARS,) * (7 - yellow_dice)
    after = s.resolve_roll(tuple(range(7)), faces)
    assert (after.phase != Phase.DECIDE) is bugged


# -- A11, the safety cap ----------------------------------------------------------------------------------------
def test_safety_cap_is_far_above_every_real_game_and_seeded_games_end_by_the_rulebook() -> None:
    """A11: the default cap (10,000 turns) is about 4 times the longest bot game ever seen (2,607 turns); seeded
    games of several pairings and table sizes all end by the rulebook's rule 10."""
    assert DEFAULT_MAX_TURNS >= 10_000
    for seed, bots in [(1, ["random", "random"]), (2, ["threshold", "random"]), (3, ["random"] * 5),
                       (4, ["odds", "threshold", "random"])]:
        final = bugkit.play("voll_verasselt", bots, seed=seed).final
        assert final.end_reason == "pile empty" and final.turn_no < DEFAULT_MAX_TURNS


def test_safety_cap_a_game_it_stops_says_so_in_its_log_and_on_the_board() -> None:
    """A11: a game stopped by the cap is marked (reason 'turn limit', an Ended event) and its log and the board's
    status say it was stopped before the rulebook's end, in English and German."""
    final = bugkit.play("voll_verasselt", ["random", "random"], seed=1, max_turns=5).final
    assert final.is_over and final.end_reason == "turn limit"
    end = final.events[-1]
    assert isinstance(end, Ended) and end.reason == "turn limit" and end.turn == 5
    assert "before the rulebook's end" in labels.describe(end, "en")
    assert "Sicherheitsgrenze" in labels.describe(end, "de")
    board = play(players=2, seats=("random", "random"), seed=1)
    board.session.state = final
    board.render()
    assert "Stopped early" in board.status_text() and "Game over" in board.status_text()
    board.set_language("de")
    assert "Vorzeitig gestoppt" in board.status_text()
    board.set_language("en")
    board.session.state = bugkit.play("voll_verasselt", ["random", "random"], seed=1).final
    board.render()
    assert "Stopped early" not in board.status_text() and "Game over" in board.status_text()
