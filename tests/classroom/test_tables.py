"""Game tables across devices (issue 24, the model layer): simulated devices play whole games through one class store.

Each device is its own ``SharedGame`` (its own client object, its own generator) on the same store; none ever sees
another's state, only the stored steps. After every step each device's replayed game, and what its seat sees, is
compared with an independent replay of the stored steps by ``bugkit.load`` (the game's own load).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from limits import within

import bugkit
from bugkit import BugkitError, IllegalMove, InvalidInput
from bugkit.classroom import store as store_module
from bugkit.classroom.store import (
    CODE_ALPHABET,
    TABLE_CODE_LENGTH,
    ClassStore,
    MovedFirst,
    Student,
    TableRefused,
)
from bugkit.classroom.tables import Device, SharedGame, bot_names, class_tables, join_table, open_table
from bugkit.core.game import MAX_ACTION_TEXT, MAX_ACTIONS, STEPS_VERSION
from bugkit.matches import matchup

GAME_SECONDS = 120  # CPU seconds for one whole game by several devices (a guard against hangs, not a speed test)
SECONDS = 20  # CPU seconds for a short case


def _class(store: ClassStore, n: int) -> tuple[str, list[Device]]:
    """Return a class code and ``n`` joined devices of it."""
    teacher = store.create_class()
    return teacher.code, [Device(store, store.join(teacher.code, f"Kid {i}")) for i in range(n)]


def _reference(store: ClassStore, who: Student, table: str) -> bugkit.GameState:
    """Return the table's game replayed independently from the store's set-up and steps by ``bugkit.load``."""
    info, steps = store.table_info(who, table)
    save = json.dumps({"game": info.game, "version": STEPS_VERSION, "setup": json.loads(info.setup), "steps": steps})
    return bugkit.load(save)


def _check_agree(store: ClassStore, devices: list[SharedGame]) -> bugkit.GameState:
    """Check every device replayed the same game as an independent load, and sees exactly its own seat's view (what
    a seat's view hides of the others' is each game's rule, tested along games in the game's own tests)."""
    ref = _reference(store, devices[0].me, devices[0].table)
    for d in devices:
        assert d.state == ref and d.state.history == ref.history
        obs = d.observation()
        assert obs == ref.observation(d.my_seat) and obs.viewer == d.my_seat
    return ref


def _play_whole_game(store: ClassStore, game: str, players: int, bots: dict[int, str], options: dict[str, Any],
                     seed: int) -> SharedGame:
    """Play a whole game of random legal steps by one device per student seat; check agreement after every step."""
    _, kids = _class(store, players - len(bots))
    first = open_table(kids[0], game, players, bots=bots, seed=seed, **options)
    devices = [first] + [join_table(k, first.table, seed=seed + i + 1) for i, k in enumerate(kids[1:])]
    assert sorted(d.my_seat for d in devices) == sorted(set(range(players)) - set(bots))
    rng = np.random.default_rng(seed)
    moves = 0
    while True:
        for d in devices:
            d.refresh()
        ref = _check_agree(store, devices)
        if ref.is_over:
            break
        movers = [d for d in devices if d.can_act]
        assert len(movers) == 1, "exactly one device may act at a time"
        assert all(d.legal_actions() == [] for d in devices if d is not movers[0])
        legal = movers[0].legal_actions()
        movers[0].act(legal[int(rng.integers(len(legal)))])
        moves += 1
    (info, steps) = store.table_info(devices[0].me, devices[0].table)
    assert info.over and info.steps == len(steps) == len(ref.history)  # every step stored once, in order
    results = {str(d.result()) for d in devices}
    assert len(results) == 1 and moves > 3
    assert bugkit.load(devices[-1].save()) == ref
    return devices[0]


@pytest.mark.slow
@pytest.mark.parametrize("game", list(bugkit.GAMES))
def test_whole_games_across_devices_agree_after_every_step(sqlite_store: ClassStore, game: str) -> None:
    """Three seats of every game: two devices and the game's weak bot (``matchup``), which slips."""
    with within(GAME_SECONDS):
        _play_whole_game(sqlite_store, game, 3, {2: matchup(game)[1]}, {}, seed=11)


@pytest.mark.slow
def test_a_whole_game_on_postgresql(pg_cluster: Any) -> None:
    store = ClassStore(pg_cluster.new_store_url())
    with within(GAME_SECONDS):
        _play_whole_game(store, "wanzen_tanzen", 2, {}, {"cards": 5}, seed=3)


def _two_players(store: ClassStore, game: str = "ungeziffer", **options: Any) -> tuple[SharedGame, SharedGame]:
    _, (a, b) = _class(store, 2)
    ga = open_table(a, game, 2, seed=1, **options)
    gb = join_table(b, ga.table, seed=2)
    ga.refresh()
    return ga, gb


def test_a_table_has_a_short_code_and_seats_and_the_game_waits_for_every_seat(store: ClassStore) -> None:
    with within(SECONDS):
        _, (a, b, c) = _class(store, 3)
        ga = open_table(a, "wuerfel_wg", 3, seed=4)
        assert len(ga.table) == TABLE_CODE_LENGTH and set(ga.table) <= set(CODE_ALPHABET)
        assert ga.my_seat == 0 and [s.empty for s in ga.seats] == [False, True, True]
        assert len(ga.state.history) > 0  # the deal (the stacks' top cards) was sampled and stored with the table
        with pytest.raises(TableRefused, match="waits for players"):
            ga.act(ga.state.legal_actions()[0])
        gb = join_table(b, ga.table, seat=2, seed=5)
        assert gb.my_seat == 2 and not gb.full and not ga.can_act
        with pytest.raises(TableRefused, match=r"seat 2 .* is taken"):
            join_table(c, ga.table, seat=2)
        ga.seat_bots([1])
        gb.refresh()
        assert ga.full and gb.full and gb.seats[1].bot == "random"
        assert ga.can_act  # seat 0 starts
        assert [s.nickname for s in ga.seats] == ["Kid 0", None, "Kid 1"]
        with pytest.raises(TableRefused, match="every seat"):
            join_table(c, ga.table)
        summary = class_tables(c)  # the class's list: no nicknames
        assert [(t.table, t.game, t.players, t.free, t.over) for t in summary] == \
            [(ga.table, "wuerfel_wg", 3, 0, False)]


def test_a_bot_after_a_player_is_played_by_that_players_device_in_the_same_write(store: ClassStore) -> None:
    with within(SECONDS):
        _, (a, b) = _class(store, 2)
        ga = open_table(a, "wanzen_tanzen", 3, bots={1: "random"}, seed=7)
        gb = join_table(b, ga.table, seed=8)
        ga.refresh()
        assert gb.my_seat == 2
        rng = np.random.default_rng(0)
        for _ in range(40):
            if ga.is_over:
                break
            mover = ga if ga.can_act else gb
            assert mover.can_act, "a bot's turn is never left pending after a player's move"
            legal = mover.legal_actions()
            mover.act(legal[int(rng.integers(len(legal)))])
            other = gb if mover is ga else ga
            other.refresh(play_bots=False)  # only reads: the bot's turn, if one followed, is stored already
            assert other.state == mover.state and (other.is_over or other.seats[other.to_move or 0].bot is None)
            assert store.count_rows()["table_steps"] == len(mover.state.history)


def test_two_simultaneous_appends_of_the_same_step_land_once(store: ClassStore) -> None:
    with within(SECONDS):
        _, (a, b) = _class(store, 2)
        ga = open_table(a, "ungeziffer", 2, seed=1)
        join_table(b, ga.table, seed=2)
        tabs = [join_table(a, ga.table, seed=10 + i) for i in range(2)]  # two tabs of the same child: same seat
        assert tabs[0].my_seat == tabs[1].my_seat == 0 and all(t.can_act for t in tabs)
        n = len(tabs[0].state.history)
        barrier = threading.Barrier(2)
        outcome: list[str] = []

        def tap(table: SharedGame) -> None:
            barrier.wait(timeout=30)
            try:
                table.act("roll")
                outcome.append("landed")
            except MovedFirst:
                outcome.append("moved first")

        threads = [threading.Thread(target=tap, args=(t,)) for t in tabs]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=60)
        assert sorted(outcome) == ["landed", "moved first"]
        loser = next(t for t in tabs if len(t.state.history) == n)  # kept its last stored position
        loser.refresh()
        ref = _reference(store, a.me, ga.table)
        assert loser.state == ref == next(t for t in tabs if t is not loser).state
        info, steps = store.table_info(a.me, ga.table)
        assert info.steps == len(steps) == len(ref.history)


def test_many_threads_appending_one_step_number_land_once(store: ClassStore) -> None:
    with within(SECONDS):
        _, (a, b) = _class(store, 2)
        ga = open_table(a, "ungeziffer", 2, seed=1)
        join_table(b, ga.table, seed=2)
        n = len(ga.state.history)
        barrier = threading.Barrier(6)
        landed: list[int] = []
        refused: list[str] = []

        def write(i: int) -> None:
            who = a.me if i % 2 else b.me
            barrier.wait(timeout=30)
            try:
                store.append_steps(who, ga.table, n, [f"step-{i}", "x"])
                landed.append(i)
            except MovedFirst as exc:
                refused.append(exc.reason)

        threads = [threading.Thread(target=write, args=(i,)) for i in range(6)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=60)
        assert len(landed) == 1 and refused == ["moved_first"] * 5
        _, steps = store.table_info(a.me, ga.table, n)
        assert steps == [f"step-{landed[0]}", "x"]


def test_a_reload_rejoins_the_same_seat_and_sees_the_game_where_it_is(store: ClassStore) -> None:
    with within(SECONDS):
        ga, gb = _two_players(store)
        ga.act("roll")
        gb.refresh()
        # a new kernel on the same device: ClassLink rejoins with the student id and token from localStorage
        again = Device(store, store.rejoin(gb.me.code, gb.me.student, gb.me.token))
        reloaded = join_table(again, ga.table, seed=99)
        assert reloaded.my_seat == gb.my_seat == 1 and reloaded.state == ga.state
        assert reloaded.observation() == gb.observation()
        assert [s.mine for s in reloaded.seats] == [False, True]


def test_a_wrong_table_code_is_a_clear_error_and_nothing_is_written(store: ClassStore) -> None:
    with within(SECONDS):
        ga, gb = _two_players(store)
        _, (stranger,) = _class(store, 1)  # a student of another class
        before = store.count_rows()
        for code, message in [("ZZZZZ", "no table ZZZZZ"), ("ABC", "not a table code"), (None, "table code"),
                              ("A" * 300, "table code"), (ga.table + "X", "not a table code")]:
            with pytest.raises(TableRefused, match=message) as info:
                join_table(gb, code)  # type: ignore[arg-type]
            assert isinstance(info.value, ValueError) and info.value.reason == "no_table"
        with pytest.raises(TableRefused, match="no table"):
            join_table(stranger, ga.table)
        with pytest.raises(TableRefused, match="no table"):
            store.table_info(stranger.me, ga.table)  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="nickname picked"):
            open_table(Device(store, None), "ungeziffer")
        assert store.count_rows() == before


def test_a_step_by_a_seat_not_to_move_or_an_illegal_step_is_refused_and_nothing_is_written(
        store: ClassStore) -> None:
    with within(SECONDS):
        ga, gb = _two_players(store)
        before = store.count_rows()
        assert ga.can_act and not gb.can_act
        with pytest.raises(TableRefused, match="not your turn") as info:
            gb.act("roll")
        assert isinstance(info.value, ValueError)
        with pytest.raises(IllegalMove):
            ga.act("turn 3")  # Ungeziffer: roll first
        with pytest.raises(InvalidInput):
            ga.act("dance!")
        assert store.count_rows() == before and ga.can_act


def test_an_illegal_stored_step_is_refused_by_every_device_that_replays_it(store: ClassStore) -> None:
    with within(SECONDS):
        ga, gb = _two_players(store)
        good = gb.state
        n = len(good.history)
        store.append_steps(ga.me, ga.table, n, ["turn 3"])  # a device that skipped the rules
        with pytest.raises(TableRefused, match=r"stored step .* is not possible") as info:
            gb.refresh()
        assert info.value.reason == "bad_step" and gb.state is good  # the last good position is kept
        again = Device(store, store.rejoin(gb.me.code, gb.me.student, gb.me.token))
        with pytest.raises(TableRefused, match="cannot be replayed"):
            join_table(again, ga.table)  # a reload rebuilds from set-up + steps: refused too


def test_a_step_in_a_non_canonical_form_is_refused(store: ClassStore) -> None:
    with within(SECONDS):
        ga, gb = _two_players(store)
        store.append_steps(ga.me, ga.table, len(ga.state.history), [" ROLL "])
        with pytest.raises(TableRefused, match="canonical"):
            gb.refresh()


def test_a_player_who_leaves_is_replaced_by_a_bot_that_moves_once(store: ClassStore) -> None:
    with within(SECONDS * 3):
        ga, gb = _two_players(store, "wanzen_tanzen", cards=3)
        assert ga.can_act
        assert ga.leave("random") == 0  # at its own turn: the bot's turn is pending
        with pytest.raises(TableRefused, match="do not sit"):
            ga.refresh()
        n = len(gb.state.history)
        gb.refresh()  # the remaining player's device plays the pending bot turn
        assert gb.seats[0].bot == "random" and gb.seats[0].nickname is None
        assert len(gb.state.history) > n and (gb.can_act or gb.is_over)
        rng = np.random.default_rng(1)
        while not gb.is_over:
            legal = gb.legal_actions()
            gb.act(legal[int(rng.integers(len(legal)))])
        ref = _reference(store, gb.me, gb.table)
        assert gb.state == ref and store.table_info(gb.me, gb.table)[0].steps == len(ref.history)


def test_two_devices_racing_to_play_a_pending_bot_turn_land_it_once(store: ClassStore) -> None:
    with within(SECONDS):
        _, (a, b, c) = _class(store, 3)
        ga = open_table(a, "ungeziffer", 3, seed=1)
        gb, gc = join_table(b, ga.table, seed=2), join_table(c, ga.table, seed=3)
        ga.refresh()
        ga.leave()
        n = len(gb.state.history)
        barrier = threading.Barrier(2)

        def look(table: SharedGame) -> None:
            barrier.wait(timeout=30)
            table.refresh()

        threads = [threading.Thread(target=look, args=(t,)) for t in (gb, gc)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=60)
        gb.refresh()
        gc.refresh()
        ref = _reference(store, gb.me, gb.table)
        assert gb.state == gc.state == ref and len(ref.history) > n
        assert ref.current_player == 1 and gb.can_act  # the bot moved once, then it was seat 1's turn


def test_kakerlakentanz_across_devices_is_played_without_the_clock(store: ClassStore) -> None:
    with within(SECONDS):
        ga, _ = _two_players(store, "kakerlakentanz", hand_size=4)
        before = store.count_rows()
        right = str(ga.legal_actions()[0])
        with pytest.raises(TableRefused, match="without the clock") as refused:
            ga.act(f"{right} 1.2")
        assert f"call without a time ({right!r}, not {right + ' 1.2'!r})" in str(refused.value)  # names the call
        assert store.count_rows() == before
        ga.act(right)


def test_a_finished_game_can_be_saved_by_any_player_but_not_before(store: ClassStore) -> None:
    with within(SECONDS):
        ga, _ = _two_players(store)
        with pytest.raises(InvalidInput, match="once it is over"):
            ga.save()
        with pytest.raises(InvalidInput, match="not over"):
            ga.result()


def test_ending_the_class_deletes_its_tables_and_only_its_tables(store: ClassStore) -> None:
    with within(SECONDS):
        teacher, keep = store.create_class(), store.create_class()
        for cls in (teacher, keep):
            kids = [Device(store, store.join(cls.code, n)) for n in ("Ant", "Bee")]
            table = open_table(kids[0], "ungeziffer", 2, seed=1)
            join_table(kids[1], table.table)
            table.refresh()
            table.act("roll")
        before = store.count_rows()
        assert before["game_tables"] == 2 and before["table_steps"] > 0
        store.end_class(teacher.token)
        after = store.count_rows()
        assert after["game_tables"] == 1 and after["table_seats"] == 2
        assert after["table_steps"] == len(table.state.history) < before["table_steps"]
        assert join_table(kids[0], table.table).state == table.state  # the kept class's table is untouched


def test_a_table_holds_what_a_save_holds_by_the_saves_own_limits() -> None:
    """A table's game stays a loadable save: the store checks its steps with bugkit.core.game's limits themselves
    (imported, so a changed save limit changes the table's), not with copies of their numbers."""
    from bugkit.classroom import tables as tables_module
    from bugkit.core import game

    assert store_module.MAX_ACTIONS is game.MAX_ACTIONS and tables_module.MAX_ACTIONS is game.MAX_ACTIONS
    for module in (store_module, tables_module):
        own = [name for name, value in vars(module).items()
               if name.startswith("MAX_") and name != "MAX_ACTIONS" and value == game.MAX_ACTIONS]
        assert own == [], f"{module.__name__} restates a save limit: {own}"


@pytest.mark.parametrize(("limit", "value", "call", "message"), [
    ("MAX_TABLES", 1, lambda s, a, g: open_table(a, "ungeziffer", 2), "game tables already"),
    ("MAX_ACTIONS", 0, lambda s, a, g: s.append_steps(a.me, g.table, len(g.state.history), ["roll"]),
     "at most"),
])
def test_limits_on_tables_and_steps_are_clear_errors(store: ClassStore, monkeypatch: pytest.MonkeyPatch,
                                                     limit: str, value: int,
                                                     call: Callable[[ClassStore, Device, SharedGame], Any],
                                                     message: str) -> None:
    with within(SECONDS):
        ga, _ = _two_players(store)
        a = Device(store, ga.me)
        if limit == "MAX_ACTIONS":
            value = len(ga.state.history)
        monkeypatch.setattr(store_module, limit, value)
        before = store.count_rows()
        with pytest.raises(TableRefused, match=message):
            call(store, a, ga)
        assert store.count_rows() == before


@pytest.mark.parametrize("bad", [["x" * (MAX_ACTION_TEXT + 1)], [""], ["a\x00b"], ["tab\u200bx"], "roll", [5],
                                 ["ok"] * (MAX_ACTIONS + 1)])
def test_a_bad_step_text_is_refused_before_the_store_is_touched(sqlite_store: ClassStore, bad: object) -> None:
    with within(SECONDS):
        ga, _ = _two_players(sqlite_store)
        before = sqlite_store.count_rows()
        with pytest.raises(InvalidInput):
            sqlite_store.append_steps(ga.me, ga.table, len(ga.state.history), bad)  # type: ignore[arg-type]
        assert sqlite_store.count_rows() == before


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"game": "chess"}, "unknown game"),
    ({"players": 7}, "players"),
    ({"bots": {0: "random"}}, "yours"),
    ({"bots": {1: "grandmaster"}}, "has the bots"),
    ({"bots": {5: "random"}}, "seat"),
    ({"bots": "random"}, "bots are a list"),
    ({"end_at": -1}, "end_at"),
    ({"seed": "x"}, "seed"),
])
def test_a_bad_table_is_refused_and_nothing_is_written(sqlite_store: ClassStore, kwargs: dict[str, Any],
                                                       message: str) -> None:
    with within(SECONDS):
        _, (a,) = _class(sqlite_store, 1)
        before = sqlite_store.count_rows()
        args = {"game": "ungeziffer", "players": 2, **kwargs}
        with pytest.raises(InvalidInput, match=message):
            open_table(a, **args)
        assert sqlite_store.count_rows() == before


def test_a_huge_set_up_is_refused_by_the_store(sqlite_store: ClassStore) -> None:
    _, (a,) = _class(sqlite_store, 1)
    assert a.me is not None
    with within(SECONDS), pytest.raises(InvalidInput, match="set-up"):
        sqlite_store.open_table(a.me, "ungeziffer", "{" + " " * 70_000 + "}", 2)


def test_the_tables_exist_in_an_old_store_file_too(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'class.sqlite'}"
    ClassStore(url)
    store = ClassStore(url)  # opening again: CREATE ... IF NOT EXISTS
    assert {"game_tables", "table_seats", "table_steps"} <= set(store.count_rows())


def test_errors_are_bugkit_errors() -> None:
    assert issubclass(TableRefused, InvalidInput) and issubclass(MovedFirst, TableRefused)
    assert issubclass(TableRefused, ValueError) and issubclass(TableRefused, BugkitError)


def test_the_teacher_can_give_a_seat_to_a_bot_and_only_the_teacher(store: ClassStore) -> None:
    with within(SECONDS):
        teacher = store.create_class()
        a, b = (Device(store, store.join(teacher.code, n)) for n in ("Ant", "Bee"))
        ga = open_table(a, "ungeziffer", 2, seed=1)
        gb = join_table(b, ga.table, seed=2)
        ga.act("roll")
        ga.refresh()
        while ga.can_act:  # seat 0 plays its turn out
            ga.act(ga.legal_actions()[0])
        gb.refresh()
        assert gb.can_act
        with pytest.raises(InvalidInput):
            store.teacher_seat_bot(b.me.token, ga.table, 1, "random")  # type: ignore[union-attr]
        store.teacher_seat_bot(teacher.token, ga.table, 1, "random")  # Bee went away
        with pytest.raises(TableRefused, match="do not sit"):
            gb.refresh()
        ga.refresh()  # Ant's device plays the bot's pending turn
        assert ga.seats[1].bot == "random" and (ga.can_act or ga.is_over)
        other = store.create_class()
        with pytest.raises(TableRefused, match="no table"):
            store.teacher_seat_bot(other.token, ga.table, 0, "random")


def test_a_bot_the_game_does_not_have_is_refused_where_the_store_takes_one(store: ClassStore) -> None:
    """The store took any well-formed name ("nosuch"), and a device then met a KeyError at the bot's turn: now every
    way a bot is seated (leaving, giving free seats to bots, the teacher, opening) checks it is one of the game's
    bots, before anything is written."""
    with within(SECONDS):
        teacher = store.create_class()
        a, b, c = (Device(store, store.join(teacher.code, n)) for n in ("Ant", "Bee", "Cat"))
        assert a.me is not None and b.me is not None and c.me is not None
        ga = open_table(a, "voll_verasselt", 2, seed=1)
        gb = join_table(b, ga.table, seed=2)
        g3 = open_table(c, "voll_verasselt", 3, seed=3)
        before = store.count_rows()
        refusals: list[Callable[[], object]] = [
            lambda: store.leave_table(b.me, ga.table, "nosuch"),  # type: ignore[arg-type]
            lambda: store.teacher_seat_bot(teacher.token, ga.table, 1, "nosuch"),
            lambda: store.seat_bots(c.me, g3.table, {1: "random", 2: "nosuch"}),  # type: ignore[arg-type]
            lambda: store.open_table(a.me, "voll_verasselt", '{"players": 2}', 2,  # type: ignore[arg-type]
                                     bots={1: "memory"}),  # (an Ungeziffer bot)
        ]
        for refused in refusals:
            with pytest.raises(InvalidInput, match=r"Voll verasselt has the bots random, threshold, odds, not"):
                refused()
        assert store.count_rows() == before
        ga.refresh()
        g3.refresh()
        assert [s.nickname for s in ga.seats] == ["Ant", "Bee"] and [s.empty for s in g3.seats] == [False, True, True]
        mover = ga if ga.can_act else gb
        mover.act(mover.legal_actions()[0])  # the game goes on: no seat went to an unknown bot
        store.leave_table(b.me, ga.table, "odds")  # one of the game's bots is taken
        ga.refresh()
        assert ga.seats[1].bot == "odds"


@pytest.mark.parametrize("bot", [["x"], {"random": 1}, {"random"}])
def test_a_bot_name_that_is_no_text_is_invalid_input_listing_the_bots(sqlite_store: ClassStore, bot: object) -> None:
    """A list, a dict or a set given as a bot's name was a TypeError (unhashable) from ``bot_names``,
    ``open_table`` and ``SharedGame.leave``; every bot name is checked to be text first."""
    with within(SECONDS):
        _, (a,) = _class(sqlite_store, 1)
        listed = r"Ungeziffer has the bots random, memory, forgetful, not"
        with pytest.raises(InvalidInput, match=listed):
            bot_names("ungeziffer", {1: bot}, 2, 0)
        with pytest.raises(InvalidInput, match=listed):
            open_table(a, "ungeziffer", bots={1: bot})  # type: ignore[dict-item]
        ga = open_table(a, "ungeziffer", seed=1)
        before = sqlite_store.count_rows()
        with pytest.raises(InvalidInput, match=listed):
            ga.leave(bot)  # type: ignore[arg-type]
        assert sqlite_store.count_rows() == before and ga.my_seat == 0


@pytest.mark.parametrize(("game", "setup", "players", "message"), [
    ("wanzen_tanzen", '{"players": 3}', 2, "as many players as the table has seats: the set-up says 3"),
    ("ungeziffer", "[" * 30_000 + "]" * 30_000, 2, "no JSON object of the game's options"),
    ("ungeziffer", '"x"', 2, "must be an object"),
    ("ungeziffer", "{not json}", 2, "set-up"),
    ("ungeziffer", '{"players": 2, "zz": 1}', 2, "unknown option"),
    ("ungeziffer", '{"players": 2, "end_at": -1}', 2, "end_at"),
    ("ungeziffer", '{"players": 9}', 6, "players"),
    ("ungeziffer", '{"players": NaN}', 2, "set-up"),
    ("chess", '{"players": 2}', 2, "unknown game"),
])
def test_a_set_up_that_is_not_the_games_for_the_seats_is_refused_by_the_store(
        sqlite_store: ClassStore, game: str, setup: str, players: int, message: str) -> None:
    """The store kept any JSON-ish text as a table's set-up; the devices then met an IndexError (more players than
    seats) or a RecursionError (deep nesting) when they sat down. Now a table opens only with its game's set-up."""
    with within(SECONDS):
        _, (a,) = _class(sqlite_store, 1)
        assert a.me is not None
        before = sqlite_store.count_rows()
        with pytest.raises(InvalidInput, match=message):
            sqlite_store.open_table(a.me, game, setup, players)
        assert sqlite_store.count_rows() == before


def _corrupt(path: Path, sql: str, args: tuple[object, ...]) -> None:
    """Change a store's rows behind its back, as an older bugkit (which checked less) may have written them."""
    with sqlite3.connect(path) as con:
        assert con.execute(sql, args).rowcount == 1
    con.close()


@pytest.mark.parametrize(("sql", "value"), [
    ("UPDATE table_seats SET student = NULL, bot = ? WHERE tab = ? AND seat = 1", "nosuch"),  # an old leave
    ("UPDATE game_tables SET setup = ? WHERE tab = ?", '{"players": 3}'),
    ("UPDATE game_tables SET setup = ? WHERE tab = ?", "[" * 30_000 + "]" * 30_000),
])
def test_a_table_row_the_store_would_refuse_now_is_a_bad_step_on_every_device(
        sqlite_store: ClassStore, tmp_path: Path, sql: str, value: str) -> None:
    """A corrupt row (an unknown bot, a set-up for other seats, one nested too deep) escaped to a device as KeyError,
    IndexError or RecursionError, and a child read a generic "oops"; now it is ``TableRefused("bad_step")``, said in
    the child's words ("open a new table")."""
    from bugkit.ui.together import table_refusal_text

    with within(SECONDS):
        _, (a, b) = _class(sqlite_store, 2)
        ga = open_table(a, "wanzen_tanzen", 2, seed=1)
        join_table(b, ga.table, seed=2)
        _corrupt(tmp_path / "class.sqlite", sql, (value, ga.table))
        looks: list[Callable[[], object]] = [lambda: join_table(Device(sqlite_store, a.me), ga.table)]  # a reload
        if "table_seats" in sql:  # (a device that has the game already read its set-up once: it keeps it)
            looks.append(ga.refresh)
        for look in looks:
            with pytest.raises(TableRefused) as refused:
                look()
            assert refused.value.reason == "bad_step"
            assert table_refusal_text(refused.value, "de").startswith("Das Spiel an diesem Tisch kann hier nicht")


def test_the_teacher_page_shows_a_table_whose_row_is_corrupt_without_its_turn(
        sqlite_store: ClassStore, tmp_path: Path) -> None:
    """The teacher's list of tables read a deep set-up with json.loads outside its guard: a RecursionError."""
    from bugkit.classroom.teacher import TeacherPage

    with within(SECONDS):
        teacher = sqlite_store.create_class()
        a, b = (Device(sqlite_store, sqlite_store.join(teacher.code, n)) for n in ("Ant", "Bee"))
        ga = open_table(a, "ungeziffer", 2, seed=1)
        join_table(b, ga.table, seed=2)
        _corrupt(tmp_path / "class.sqlite", "UPDATE game_tables SET setup = ? WHERE tab = ?",
                 ("[" * 30_000 + "]" * 30_000, ga.table))
        page = TeacherPage(teacher.token, sqlite_store, "en")
        shown = page.tables_html()
        assert ga.table in shown and "Ant" in shown


TEACHER_SEES_BOTS = """
import sys
import bugkit
from bugkit.classroom.store import ClassStore
from bugkit.classroom.tables import Device, open_table
from bugkit.classroom.teacher import TeacherPage
store = ClassStore(sys.argv[1])
teacher = store.create_class(sys.argv[2])
for i, game in enumerate(bugkit.GAME_NAMES):
    spec = bugkit.GAMES[game]
    device = Device(store, store.join(teacher.code, f"Kid{i}"))
    open_table(device, game, 2, bots={1: list(spec.bots)[-1]}, seed=i)
shown = TeacherPage(teacher.token, store, sys.argv[2]).tables_html()
assert not [m for m in sys.modules if m.endswith(".ui") and m.startswith("bugkit.") and m != "bugkit.ui"], sys.modules
print(shown)
"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_teachers_list_names_every_games_bots_in_a_kernel_that_never_drew_a_board(lang: str,
                                                                                    tmp_path: Path) -> None:
    """The teacher's page showed "The class could not do this" and no table at all as soon as a table had a bot:
    a bot's name ("Memory bot") is a label of its game, registered by the game's board module, which the teacher's
    kernel never imports. Loading a game now registers its words. Run in a fresh process: this one has every board."""
    import os
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path / 'class.sqlite'}"
    done = subprocess.run([sys.executable, "-c", TEACHER_SEES_BOTS, url, lang], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert done.returncode == 0, done.stderr[-3000:]
    for game in bugkit.GAME_NAMES:
        from bugkit.core.i18n import t

        bot = list(bugkit.GAMES[game].bots)[-1]
        assert t(f"{game}.bot.{bot}", lang) in done.stdout, (game, done.stdout[-2000:])
