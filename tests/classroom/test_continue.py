"""``serve --continue`` (after a laptop restart): the newest class of the language that has not ended and is not
expired goes on, with the same code and a new teacher token; the class's data is still there."""

from __future__ import annotations

import time
from fractions import Fraction

import pytest

from bugkit.classroom.store import KEEP_HOURS, ClassStore
from bugkit.core.errors import InvalidInput


class Clock:
    """A settable stand-in for time.time (classes remember when they were made, to the second)."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def test_continue_takes_the_newest_open_class_of_the_language_with_a_new_teacher_token(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(time, "time", clock)
    assert store.resume_class("de") is None  # nothing to continue
    expired = store.create_class("de")
    clock.now += (KEEP_HOURS + 1) * 3600
    older = store.create_class("de")
    clock.now += 60
    newest = store.create_class("de")
    clock.now += 60
    english = store.create_class("en")  # another language: not this class
    mia = store.join(newest.code, "Mia")
    store.send_guess(mia, "21.p1", Fraction(1, 6))
    clock.now += 3600

    again = store.resume_class("de")
    assert again is not None and again.code == newest.code and again.lang == "de"
    assert again.token != newest.token
    assert store.teacher_class(again.token) == (newest.code, "de")
    with pytest.raises(InvalidInput, match="belongs to no class"):
        store.teacher_class(newest.token)  # the old teacher link no longer works
    seen = store.overview(again.token)
    assert seen.nicknames == ("Mia",) and seen.guesses["21.p1"]  # the class's data is still there
    assert store.rejoin(newest.code, mia.student, mia.token) == mia  # a child's reload rejoins
    in_english = store.resume_class("en")
    assert in_english is not None and in_english.code == english.code

    store.end_class(again.token)  # an ended class is gone: the next newest goes on
    after_end = store.resume_class("de")
    assert after_end is not None and after_end.code == older.code
    store.end_class(after_end.token)
    assert store.resume_class("de") is None  # the expired class (made 25 hours ago) never comes back
    assert store.purge(KEEP_HOURS) == 1  # it is deleted when the server starts
    with pytest.raises(InvalidInput, match="no class"):
        store.class_lang(expired.code)


def test_continue_checks_its_inputs(sqlite_store: ClassStore) -> None:
    for lang in ("fr", None, 1):
        with pytest.raises(InvalidInput):
            sqlite_store.resume_class(lang)  # type: ignore[arg-type]
    for hours in (-1, KEEP_HOURS + 1, True, "24", float("nan")):
        with pytest.raises(InvalidInput):
            sqlite_store.resume_class("en", hours)  # type: ignore[arg-type]


def test_continue_is_a_switch_of_serve() -> None:
    from bugkit.classroom.server import parse_args

    assert parse_args(["serve", "--continue"]).resume is True
    assert parse_args(["serve"]).resume is False


def test_serve_continue_goes_on_with_the_class_or_says_that_it_makes_a_new_one(store: ClassStore) -> None:
    from bugkit.classroom.server import open_class

    first, note = open_class(store, "de", resume=True)  # nothing to continue: a new class, and it says so
    assert "no class to continue" in note and "--lang de" in note and "new code" in note
    again, note = open_class(store, "de", resume=True)
    assert again.code == first.code and again.token != first.token
    assert f"continuing the class {first.code}" in note and "the old one no longer works" in note
    fresh, note = open_class(store, "de", resume=False)  # without --continue: always a new class
    assert fresh.code != first.code and note == ""
    for bad in ((None, "de", True), (store, "fr", True), (store, "de", "yes")):
        with pytest.raises(InvalidInput):
            open_class(*bad)  # type: ignore[arg-type]
