"""The class store (issue 23), on SQLite and PostgreSQL: tables, access rules, bounds, ending a class."""

from __future__ import annotations

import csv
import io
import sqlite3
import threading
import time
from fractions import Fraction
from pathlib import Path

import pytest

from bugkit import InvalidInput
from bugkit.classroom import store as store_module
from bugkit.classroom.store import (
    CODE_ALPHABET,
    HOLD,
    OPEN,
    SHOWN,
    ClassRefused,
    ClassStore,
    StoreUnavailable,
    Student,
    check_code,
    check_guess,
    check_nickname,
    nickname_choices,
    parse_url,
)
from bugkit.lessons.answers import parse_answer


def test_a_class_has_a_short_readable_code_and_a_long_teacher_token(store: ClassStore) -> None:
    t = store.create_class("de")
    assert len(t.code) == 6 and set(t.code) <= set(CODE_ALPHABET)
    assert len(t.token) >= 32  # 24 random bytes = 192 bits, URL-safe
    assert store.teacher_class(t.token) == (t.code, "de")
    assert store.class_lang(t.code.lower()) == "de"  # a child may type it in small letters
    assert t.token not in repr(t)


def test_students_write_guesses_tallies_results_and_the_teacher_sees_them_pooled(store: ClassStore) -> None:
    t = store.create_class("en")
    a, b = store.join(t.code, "Red Ant"), store.join(t.code, "  Blue   Bee ")
    assert b.nickname == "Blue Bee"
    store.lock(t.token, HOLD)  # the teacher holds the reveals: nobody has seen q1's answer yet
    store.send_guess(a, "q1", Fraction(3, 10))
    store.send_guess(b, "q1", 0.25)
    assert store.send_guess(a, "q1", Fraction(2, 5)) == Fraction(2, 5)  # a later guess replaces the earlier one
    store.send_tally(a, "dice", {1: 3, 2: 5})
    store.send_tally(b, "dice", {1: 1, 6: 2})
    store.send_tally(b, "dice", {1: 2, 6: 2})  # the group corrects its tally: replaced, not added
    store.send_result(a, "ex1", 1, True)
    store.send_result(a, "ex1", 1, False)
    store.send_result(b, "ex1", 2, True, attempt="b-1")
    store.send_result(b, "ex1", 2, True, attempt="b-1")  # the same attempt again counts once
    view = store.overview(t.token)
    assert view.nicknames == ("Red Ant", "Blue Bee") or set(view.nicknames) == {"Red Ant", "Blue Bee"}
    assert sorted(view.guesses["q1"]) == [Fraction(1, 4), Fraction(2, 5)]
    assert view.tallies["dice"] == {1: 5, 2: 5, 6: 2} and view.groups["dice"] == 2
    assert view.results["ex1"] == {1: (1, 0), 2: (1, 0)}  # children: a was right once, so a counts as right


def test_nicknames_are_unique_per_class_ignoring_case_and_bounded(store: ClassStore) -> None:
    t, other = store.create_class(), store.create_class()
    store.join(t.code, "Spotted Snail")
    with pytest.raises(InvalidInput, match="taken"):
        store.join(t.code, "spotted snail")
    store.join(other.code, "Spotted Snail")  # another class may use it
    for bad in ["", "   ", "x" * 21, "a\x00b", "tab\u200bname", 5]:
        with pytest.raises(InvalidInput):
            store.join(t.code, bad)  # type: ignore[arg-type]
    assert check_nickname("<b>Käfer</b>") == "<b>Käfer</b>"  # stored as typed; escaped where shown


@pytest.mark.parametrize(("first", "again"), [("Änne", "änne"), ("änne", "ÄNNE"), ("Ölaf", "ölaf"),
                                              ("Straße", "STRASSE"), ("Red Ant", "Ｒｅｄ Ａｎｔ"), ("ﬁnn", "Finn")])
def test_nicknames_that_differ_only_in_case_or_form_are_one_nickname(store: ClassStore, first: str,
                                                                      again: str) -> None:
    """SQLite's LOWER folds only A-Z ("Änne" and "änne" both joined one class) and PostgreSQL's follows the
    database's collation: both stores compare Python's ``nickname_key`` (NFKC, case-folded), and the teacher lets
    the child back in under either spelling."""
    t = store.create_class("de")
    kid = store.join(t.code, first)
    with pytest.raises(ClassRefused, match="taken"):
        store.join(t.code, again)
    assert store.join(store.create_class("de").code, again).nickname == again  # another class may have it
    assert store.let_back_in(t.token, again) == first
    back = store.join(t.code, again)
    assert (back.student, back.nickname) == (kid.student, first)
    assert store.overview(t.token).nicknames == (first,)


def test_nicknames_with_other_letters_stay_different(store: ClassStore) -> None:
    t = store.create_class("de")
    names = ["Änne", "Anne", "Flöh", "Floh", "Red Ant", "RedAnt", "Ölaf 2", "Ölaf"]
    assert [store.join(t.code, n).nickname for n in names] == names


@pytest.mark.parametrize("bad", ["", "ABC", "ABCDEFG", "ABCDE0", "../etc", "ÄBCDEF", None, 123456, "A" * 500])
def test_a_malformed_code_is_a_clear_error(bad: object) -> None:
    with pytest.raises(InvalidInput, match="class code"):
        check_code(bad)


def test_an_unknown_code_or_token_is_a_clear_error(store: ClassStore) -> None:
    store.create_class()
    with pytest.raises(InvalidInput, match="no class with the code"):
        store.join("ZZZZZZ", "Red Ant")
    with pytest.raises(InvalidInput, match="belongs to no class"):
        store.overview("x" * 32)
    for bad in ["", "short", "has space in it 1234567890", None, "é" * 40]:
        with pytest.raises(InvalidInput):
            store.overview(bad)  # type: ignore[arg-type]


def test_only_the_teacher_token_paces_and_a_student_reads_only_its_own_class(store: ClassStore) -> None:
    t, other = store.create_class(), store.create_class()
    kid = store.join(t.code, "Red Ant")
    assert not store.is_locked(kid, "reveal-1")
    store.lock(t.token, "reveal-1")
    store.lock(t.token, "reveal-1")  # twice is fine
    assert store.is_locked(kid, "reveal-1")
    store.lock(other.token, "reveal-2")
    assert not store.is_locked(kid, "reveal-2")  # another class's pacing does not reach this one
    store.lock(t.token, "reveal-1", locked=False)
    assert not store.is_locked(kid, "reveal-1")
    # a student's token is not a teacher's token
    with pytest.raises(InvalidInput):
        store.lock(kid.token, "reveal-1")
    with pytest.raises(InvalidInput):
        store.overview(kid.token)


def test_a_forged_handle_cannot_write_for_another_child_or_into_another_class(store: ClassStore) -> None:
    t, other = store.create_class(), store.create_class()
    kid, victim = store.join(t.code, "Red Ant"), store.join(t.code, "Blue Bee")
    forged = Student(t.code, victim.student, victim.nickname, kid.token)
    with pytest.raises(InvalidInput):
        store.send_guess(forged, "q1", Fraction(1, 2))
    moved = Student(other.code, kid.student, kid.nickname, kid.token)
    with pytest.raises(InvalidInput):
        store.send_tally(moved, "dice", {1: 1})
    assert store.overview(t.token).guesses == {} and store.overview(other.token).tallies == {}


def test_rejoin_needs_the_devices_own_token(store: ClassStore) -> None:
    t = store.create_class()
    kid = store.join(t.code, "Red Ant")
    again = store.rejoin(t.code, kid.student, kid.token)
    assert again == kid
    with pytest.raises(InvalidInput, match="not in the class"):
        store.rejoin(t.code, kid.student, "y" * 22)
    with pytest.raises(InvalidInput):
        store.rejoin(t.code, "../../x", kid.token)


def test_the_teacher_lets_a_nickname_back_in_and_the_child_gets_its_place_back(store: ClassStore) -> None:
    t = store.create_class()
    kid = store.join(t.code, "Red Ant")
    store.send_guess(kid, "21.p1", Fraction(1, 2))
    table = store.open_table(kid, "ungeziffer", '{"players": 2}', 2).table
    store.join(t.code, "Blue Bee")
    with pytest.raises(InvalidInput, match="taken"):
        store.join(t.code, "red ant")  # the tablet forgot the class: the nickname is still taken
    with pytest.raises(InvalidInput, match="teacher"):
        store.let_back_in("x" * 32, "Red Ant")  # only the teacher's token lets a nickname back in
    with pytest.raises(InvalidInput, match="nobody"):
        store.let_back_in(t.token, "Green Gnat")
    assert store.let_back_in(t.token, "red ANT") == "Red Ant"
    with pytest.raises(InvalidInput, match="not in the class"):
        store.rejoin(t.code, kid.student, kid.token)  # the device that had the nickname is out
    with pytest.raises(InvalidInput, match="not in the class"):
        store.send_guess(kid, "21.p2", Fraction(1, 3))
    back = store.join(t.code, "RED ANT")
    assert (back.student, back.nickname) == (kid.student, "Red Ant") and back.token != kid.token
    assert store.rejoin(t.code, back.student, back.token) == back
    store.send_guess(back, "21.p2", Fraction(1, 3))
    assert store.table_info(back, table)[0].my_seat == 0  # the seat at the game table is still the child's
    view = store.overview(t.token)
    assert sorted(view.nicknames) == ["Blue Bee", "Red Ant"]  # one place, not two
    assert view.guessed_by == {"21.p1": ("Red Ant",), "21.p2": ("Red Ant",)}
    with pytest.raises(InvalidInput, match="taken"):
        store.join(t.code, "Red Ant")  # let back in once: the next device with it is refused again


@pytest.mark.parametrize("word", ["Du", "du", " D u ", "DU!", "You", "YOU", "y o u", "Ｙｏｕ", "Ich", "I", "me", "Me.",
                                  "You (you)", "du (du)", "I me", "Mia (you)", "Leo (DU)", "Ida ( ich )"])
def test_a_new_nickname_that_is_a_word_for_you_or_i_is_refused(store: ClassStore, word: str) -> None:
    """A child called "Du" was called "du" on the other tablets ("Du hast richtig gerufen" about someone else)."""
    t = store.create_class("de")
    with pytest.raises(ClassRefused, match="not a name") as refused:
        store.join(t.code, word)
    assert refused.value.reason == "pronoun" and store.count_rows()["students"] == 0
    for name in ("Duke", "Ida", "Youssef", "Du Bois", "Mia", "Mia (3b)"):  # names that hold the letters are names
        assert store.join(t.code, name).nickname == name


@pytest.mark.parametrize("word", ["Player 2", "player2", "SPIELER 3", "Spieler-1", "Ｐｌａｙｅｒ 4", "spieler 12",
                                  "Kakerlake 1", "Cockroach 2", "kakerlake3"])
def test_a_new_nickname_that_reads_like_a_seat_number_is_refused(store: ClassStore, word: str) -> None:
    """At a shared table the boards call a bot's seat "Spieler 3": a child nicknamed "Spieler 3" was a second
    "Spieler 3" in the scores and the log. Kakerlakentanz calls its bots "Kakerlake 1": an audit's child so named
    read "Kakerlake 1 · Du · Kakerlake 1" on the piles."""
    t = store.create_class("de")
    with pytest.raises(ClassRefused, match="number a bot's seat") as refused:
        store.join(t.code, word)
    assert refused.value.reason == "seat_number" and store.count_rows()["students"] == 0
    for name in ("Player", "Spieler", "Spielerin 2", "Player One", "2 Players", "Mia 2", "Kakerlake",
                 "Cockroach Carl"):  # names, not seats
        assert store.join(t.code, name).nickname == name


def test_a_stored_nickname_like_du_is_kept_and_let_back_in(store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The refusal is at join only: a "Du" that joined before it stays, and the teacher can let it back in."""
    t = store.create_class("de")
    monkeypatch.setattr(store_module, "PRONOUNS", frozenset())  # as before the refusal
    du = store.join(t.code, "Du")
    store.send_guess(du, "21.p1", Fraction(1, 2))
    monkeypatch.undo()
    with pytest.raises(ClassRefused, match="taken"):
        store.join(t.code, "du")
    assert store.let_back_in(t.token, "DU") == "Du"
    back = store.join(t.code, "du")  # its tablet forgot the class: the child gets its place back
    assert (back.student, back.nickname) == (du.student, "Du")
    assert store.overview(t.token).guessed_by == {"21.p1": ("Du",)}
    with pytest.raises(ClassRefused, match="not a name"):
        store.join(store.create_class("de").code, "Du")  # a new one, in another class, is refused


@pytest.mark.parametrize("bad", [True, None, "", "abc", "1/0", "1e999999", "9" * 40, float("nan"), float("inf"),
                                 [1], "1/2/3", "12" * 20, "1/2", "30%", "0,3", 10**12, Fraction(1, 10**12),
                                 Fraction(-(10**13), 7), 1e300])
def test_a_bad_guess_is_refused_and_nothing_is_written(sqlite_store: ClassStore, bad: object) -> None:
    t = sqlite_store.create_class()
    kid = sqlite_store.join(t.code, "Red Ant")
    with pytest.raises(InvalidInput, match="guess"):
        sqlite_store.send_guess(kid, "q1", bad)
    assert sqlite_store.overview(t.token).guesses == {}


def test_the_store_takes_the_number_the_page_read_and_never_reads_typed_text() -> None:
    """One reader of what a child types (bugkit.lessons.answers): the store takes its number, not the text."""
    assert check_guess(Fraction(5, 36)) == Fraction(5, 36)
    assert check_guess(0.1) == Fraction(1, 10)
    assert check_guess(7) == 7 and check_guess(-3) == -3
    assert check_guess(Fraction(10**12 - 1, 10**12 - 1)) == 1
    for typed in ("30%", "0,25", " 5 / 36 ", "7", "0.1"):
        with pytest.raises(InvalidInput, match="a guess is a number"):
            check_guess(typed)
        read = parse_answer(typed)  # what the page hands the store
        assert read is not None and check_guess(read) == read


@pytest.mark.parametrize("bad", [{1: -1}, {1: True}, {"1": 2}, {-1: 2}, {1: 10**7}, [1, 2], dict.fromkeys(range(65), 1),
                                 {1: 2.0}])
def test_a_bad_tally_is_refused(sqlite_store: ClassStore, bad: object) -> None:
    t = sqlite_store.create_class()
    kid = sqlite_store.join(t.code, "Red Ant")
    with pytest.raises(InvalidInput, match="tally"):
        sqlite_store.send_tally(kid, "dice", bad)  # type: ignore[arg-type]
    assert sqlite_store.overview(t.token).tallies == {}


@pytest.mark.parametrize(("name", "level", "right"), [("Ex 1", 1, True), ("ex1", 0, True), ("ex1", 10, True),
                                                      ("ex1", True, True), ("ex1", 1, 1), ("x" * 41, 1, True)])
def test_a_bad_result_is_refused(sqlite_store: ClassStore, name: str, level: int, right: bool) -> None:
    t = sqlite_store.create_class()
    kid = sqlite_store.join(t.code, "Red Ant")
    with pytest.raises(InvalidInput):
        sqlite_store.send_result(kid, name, level, right)


def test_csv_export_has_every_entry_and_defuses_spreadsheet_formulas(store: ClassStore) -> None:
    t = store.create_class()
    a, b = store.join(t.code, "=HYPERLINK(1)"), store.join(t.code, "Blue Bee")
    store.send_guess(a, "q1", Fraction(1, 3))
    store.send_guess(b, "q1", Fraction(1, 4))
    store.send_guess(b, "q2", Fraction(1))
    store.send_guess(b, "cards", Fraction(15, 2))  # a count (after how many cards): itself
    store.send_tally(b, "dice", {2: 4})
    store.send_result(b, "ex2", 3, False)
    rows = list(csv.reader(io.StringIO(store.export_csv(t.token))))
    assert rows[0] == ["kind", "nickname", "name", "level_or_face", "value"]
    # a guess is a share from 0 to 1 as a decimal: a spreadsheet read "1/3" as 3 January
    assert ["guess", "'=HYPERLINK(1)", "q1", "", "0.3333"] in rows
    assert ["guess", "Blue Bee", "q1", "", "0.25"] in rows and ["guess", "Blue Bee", "q2", "", "1"] in rows
    assert ["guess", "Blue Bee", "cards", "", "7.5"] in rows
    assert ["tally", "Blue Bee", "dice", "2", "4"] in rows
    assert ["exercise", "Blue Bee", "ex2", "3", "wrong"] in rows
    assert len(rows) == 7
    with pytest.raises(InvalidInput):
        store.export_csv(a.token)


def test_ending_a_class_deletes_all_its_data_and_only_its_data(store: ClassStore) -> None:
    t, keep = store.create_class(), store.create_class()
    for cls in (t, keep):
        kid = store.join(cls.code, "Red Ant")
        store.send_guess(kid, "q1", 1)
        store.send_tally(kid, "dice", {1: 1})
        store.send_result(kid, "ex1", 1, True)
        store.lock(cls.token, "s1")
    before = store.count_rows()
    assert store.end_class(t.token) == t.code
    after = store.count_rows()
    assert after == {table: n // 2 for table, n in before.items()}
    with pytest.raises(InvalidInput):
        store.overview(t.token)
    with pytest.raises(InvalidInput):
        store.join(t.code, "Blue Bee")
    assert store.overview(keep.token).nicknames == ("Red Ant",)


def test_purge_deletes_only_old_classes(store: ClassStore) -> None:
    t = store.create_class()
    assert store.purge(1) == 0
    time.sleep(1.1)
    assert store.purge(0) == 1
    with pytest.raises(InvalidInput):
        store.teacher_class(t.token)
    with pytest.raises(InvalidInput):
        store.purge(-1)


def test_nickname_choices_come_in_the_order_drawn_not_sorted() -> None:
    """Sorted, every tablet's six choices began with "Blau..." (colours starting Bl come first), and two children
    who tapped the first choice collided: the first choice is as random as the rest."""
    import random

    draws = [nickname_choices("de", 6, random.Random(seed)) for seed in range(60)]
    assert sum(names[0] == min(names) for names in draws) < 25  # about 1 in 6 by chance; sorted, every one
    for seed in range(5):
        names = nickname_choices("en", 6, random.Random(seed))
        assert len(set(names)) == 6


def test_nickname_choices_are_animal_names_in_the_language() -> None:
    names = nickname_choices("de", 50) + nickname_choices("en", 50)
    assert len(set(names)) == 100 and all(check_nickname(n) == n for n in names)
    with pytest.raises(InvalidInput):
        nickname_choices("fr")


def test_german_nicknames_are_compound_words_as_children_say_them() -> None:
    """German nicknames came out as "Fliege Grün", "Schnecke Flitze": a German child says "Grünfliege",
    "Flitzeschnecke". Every generated German name is one compound word (capital first letter only), every pair of
    first word and animal gives a different name, and a nickname stored before stays valid."""
    import random

    from bugkit.classroom.store import ANIMALS, COLOURS, animal_nickname

    assert animal_nickname("Gold", "Käfer", "de") == "Goldkäfer"
    assert animal_nickname("Flitze", "Schnecke", "de") == "Flitzeschnecke"
    assert animal_nickname("Golden", "Beetle", "en") == "Golden Beetle"
    every = [animal_nickname(c, a, "de") for c in COLOURS["de"] for a in ANIMALS["de"]]
    assert len({n.lower() for n in every}) == len(every)
    for name in every + nickname_choices("de", 50, random.Random(3)):
        assert " " not in name and name[0].isupper() and name[1:] == name[1:].lower(), name
        assert check_nickname(name) == name
    assert "Orange" not in COLOURS["de"] and "Lila" not in COLOURS["de"]  # "Orangefliege", "Lilaameise" read oddly
    assert check_nickname("Fliege Grün") == "Fliege Grün"  # a name stored in the old form is still a nickname


@pytest.mark.parametrize("bad", ["", "mysql://x", "sqlite://rel", "sqlite:///", 5, "http://x"])
def test_a_bad_store_url_is_a_clear_error(bad: object) -> None:
    with pytest.raises(InvalidInput, match="store URL"):
        parse_url(bad)


def test_sqlite_file_is_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "class.sqlite"
    ClassStore(f"sqlite:///{path}")
    with sqlite3.connect(path) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_lock_held_for_a_moment_is_waited_out_and_no_write_is_lost(tmp_path: Path) -> None:
    path = tmp_path / "class.sqlite"
    store = ClassStore(f"sqlite:///{path}")
    t = store.create_class()
    kid = store.join(t.code, "Red Ant")
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")  # another process holds the write lock
    released = threading.Event()

    def release() -> None:
        time.sleep(0.6)
        holder.execute("COMMIT")
        released.set()

    threading.Thread(target=release).start()
    store.send_guess(kid, "q1", Fraction(1, 6))  # busy at first: retried until the lock is gone
    assert released.is_set()
    holder.close()
    assert store.overview(t.token).guesses == {"q1": [Fraction(1, 6)]}


def test_a_lock_held_too_long_is_a_clear_error_not_a_hang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bugkit.classroom import store as module

    monkeypatch.setattr(module, "RETRY_SECONDS", 0.5)
    path = tmp_path / "class.sqlite"
    store = ClassStore(f"sqlite:///{path}")
    t = store.create_class()
    kid = store.join(t.code, "Red Ant")
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreUnavailable, match="busy"):
            store.send_guess(kid, "q1", Fraction(1, 6))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert store.overview(t.token).guesses == {}


@pytest.mark.parametrize("out", ["no hold", "released", "shown"])
def test_a_guess_stands_once_its_answer_is_out(store: ClassStore, out: str) -> None:
    """An audit: a child who reloaded the page after the release guessed again, and "1/6" replaced the class's "about
    30 %" on the projector's chart. A guess may be changed only while its answer is out nowhere: the teacher holds
    the reveals and has neither released the question nor shown its answer; after that the first guess stands."""
    t = store.create_class("en")
    kid = store.join(t.code, "Sam")
    if out != "no hold":
        store.lock(t.token, HOLD)
        store.send_guess(kid, "21.p1", Fraction(3, 10))
        store.lock(t.token, (OPEN if out == "released" else SHOWN) + "21.p1")
    else:
        store.send_guess(kid, "21.p1", Fraction(3, 10))  # revealed to the child at once
    assert store.send_guess(kid, "21.p1", Fraction(1, 6)) == Fraction(3, 10)
    assert store.overview(t.token).guesses["21.p1"] == [Fraction(3, 10)]
    assert store.send_guess(kid, "21.p2", Fraction(1, 6)) == Fraction(1, 6)  # another question: its first guess
