"""Class mode says the true reason in the reader's language: the teacher's page says every problem in the page's
language in words for an adult (never the store's English error text), and a child whose class has ended while the
page was open reads that the class has ended (not that it cannot be reached). SQLite and PostgreSQL."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from bugkit.classroom import client
from bugkit.classroom.store import ClassRefused, ClassStore, StoreUnavailable, Student, Teacher
from bugkit.classroom.teacher import TeacherPage, teacher_page
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import language_problems, t
from bugkit.ui import html_text
from bugkit.ui.lesson import prediction_box

ROOT = Path(__file__).resolve().parents[2]


def _lesson_page(store: ClassStore, teacher: Teacher, monkeypatch: pytest.MonkeyPatch) -> None:
    """Set this process up like a Voila kernel of ``21_lesson_ungeziffer?class=CODE`` on ``store``."""
    monkeypatch.setenv(client.ENV_STORE, store.url)
    monkeypatch.setenv("QUERY_STRING", f"class={teacher.code}")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/21_lesson_ungeziffer.ipynb")
    monkeypatch.setattr(client, "_looked", False)
    monkeypatch.setattr(client, "_link", None)


def _said(shown: str, key: str, lang: str, english: str) -> None:
    """Check that ``shown`` (HTML) says the label ``key`` in ``lang``, without the store's ``english`` words."""
    text = html_text(shown)
    assert english not in text
    assert text == t(key, lang), text
    if lang == "de":
        assert language_problems(text, "de") == [], text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_problem_the_teacher_page_shows_is_in_its_language(store: ClassStore, lang: str) -> None:
    """The teacher's page showed the store's English error text (``red_html(str(err))``) on the German page too:
    a nickname nobody has, a class ended in another tab (or deleted after 24 hours) while the page was open."""
    teacher = store.create_class(lang)
    kid = store.join(teacher.code, "Mia")
    store.add_question(kid, "21.p1", "Wie wahrscheinlich?", Fraction(1, 6))
    page = TeacherPage(teacher.token, store, lang)
    with pytest.raises(InvalidInput) as nobody:
        store.let_back_in(teacher.token, "Grüne Mücke")
    page.let_back_in("Grüne Mücke")
    _said(page.problem.value, "teacher.refused.no_nickname", lang, str(nobody.value))
    with pytest.raises(InvalidInput) as empty:
        store.let_back_in(teacher.token, " ")
    page.let_back_in(" ")
    _said(page.problem.value, "teacher.refused.nickname", lang, str(empty.value))
    page.let_back_in("Mia")  # the next action, done: the last one's problem is no longer said
    assert page.problem.value == ""
    store.end_class(teacher.token)  # in another tab, or on another laptop of the same store
    with pytest.raises(InvalidInput) as gone:
        store.overview(teacher.token)
    actions = {"refresh": page.refresh, "hold": lambda: setattr(page.hold, "value", True),
               "release": lambda: page.release_question("21.p1"), "let back in": lambda: page.let_back_in("Mia"),
               "export": page.export, "end": page.end}
    for name, action in actions.items():
        page.problem.value = ""
        action()
        assert page.problem.value, name
        _said(page.problem.value, "teacher.refused.no_teacher", lang, str(gone.value))
    assert not page.ended


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_teacher_page_that_cannot_start_says_why_in_its_language(store: ClassStore, lang: str) -> None:
    """A teacher link of a class that has ended, and a store setting that is no store: the page's own words."""
    teacher = store.create_class(lang)
    store.end_class(teacher.token)
    env = {client.ENV_STORE: store.url, "QUERY_STRING": f"token={teacher.token}"}
    _said(teacher_page(lang, env).value, "teacher.refused.no_teacher", lang, "belongs to no class (")
    with pytest.raises(InvalidInput) as bad:
        ClassStore("mysql://school/class")
    env[client.ENV_STORE] = "mysql://school/class"
    _said(teacher_page(lang, env).value, "teacher.refused.other", lang, str(bad.value))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_store_that_cannot_be_reached_is_said_in_the_pages_language_with_its_english_words_folded(
        sqlite_store: ClassStore, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The German teacher's page said "Die Klassendatenbank ist nicht erreichbar: the class database (PostgreSQL)
    cannot be reached: connection refused.": the page's words are its own now, and the store's English words on why
    are folded below them as a technical detail marked English (for whoever sets up the server)."""
    teacher = sqlite_store.create_class(lang)
    page = TeacherPage(teacher.token, sqlite_store, lang)
    why = "the class database (PostgreSQL) cannot be reached: connection refused"

    def gone(*_args: object) -> None:
        raise StoreUnavailable(why)

    monkeypatch.setattr(sqlite_store, "overview", gone)
    page.refresh()
    words, folded = page.problem.value.split("<details>")
    _said(words, "teacher.unreachable", lang, why)
    assert html_text(folded) == f"{t('teacher.detail', lang)} {why}" and "<code lang='en'>" in folded
    (tmp_path / "a_file").write_text("not a folder", encoding="utf-8")  # a store that cannot even start
    env = {client.ENV_STORE: f"sqlite:///{tmp_path / 'a_file' / 'class.sqlite'}", "QUERY_STRING": "token=" + "t" * 32}
    words, folded = teacher_page(lang, env).value.split("<details>")
    _said(words, "teacher.unreachable", lang, "cannot be used")
    assert "cannot be used" in html_text(folded)


def test_the_store_says_why_a_students_write_is_refused(store: ClassStore) -> None:
    """A write of a student whose class is gone is refused with the reason "ended"; a device that is out of a class
    that goes on (the teacher let its nickname back in for another device) with "other_device", not "ended"."""
    teacher = store.create_class()
    kid = store.join(teacher.code, "Red Ant")
    store.let_back_in(teacher.token, "Red Ant")

    def writes(who: Student) -> dict[str, Callable[[], object]]:
        return {"guess": lambda: store.send_guess(who, "21.p1", Fraction(1, 2)),
                "tally": lambda: store.send_tally(who, "ungeziffer", {1: 2}),
                "result": lambda: store.send_result(who, "21.u1", 1, True),
                "question": lambda: store.add_question(who, "21.p1", "How likely?", Fraction(1, 6)),
                "pacing": lambda: store.locked_sections(who),
                "tables": lambda: store.class_tables(who)}

    for reason, who in (("other_device", kid), ("ended", None)):
        if who is None:
            who = store.join(teacher.code, "Red Ant")
            store.end_class(teacher.token)
        for name, write in writes(who).items():
            with pytest.raises(ClassRefused) as refused:
                write()
            assert refused.value.reason == reason, name
    with pytest.raises(ClassRefused) as nobody:
        store.let_back_in(store.create_class().token, "Red Ant")
    assert nobody.value.reason == "no_nickname"


def _after_each_send(store: ClassStore, lang: str, monkeypatch: pytest.MonkeyPatch,
                     happened: Callable[[Teacher], object]) -> Iterator[tuple[str, Any, client.ClassLink]]:
    """Yield (send, the guess box, the child's class link) for each kind of send a lesson page makes (a guess, an
    exercise result, a dice tally), each in a fresh class that Mia joined before ``happened(teacher)``."""
    sends = {"guess": lambda box: box.show(),
             "result": lambda box: client.send_result("u1", 1, True, lang),
             "tally": lambda box: client.send_tally("ungeziffer", {1: 2}, lang)}
    for name, send in sends.items():
        teacher = store.create_class(lang)
        _lesson_page(store, teacher, monkeypatch)
        box = prediction_box("How likely is a 5?", Fraction(1, 6), lang)
        box.guess_box.value = "1/5"
        link = client.current_class(lang)
        assert link is not None and link.join("Mia")
        happened(teacher)
        send(box)
        yield name, box, link


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_child_whose_class_ended_reads_that_it_has_ended_after_every_send(
        store: ClassStore, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The class ended while the page was open: every send said "The class cannot be reached", which is not true."""
    for name, box, link in _after_each_send(store, lang, monkeypatch, lambda teacher: store.end_class(teacher.token)):
        assert link.status.value != html.escape(t("class.problem", lang)), name  # "cannot be reached": not true
        assert link.status.value == html.escape(t("class.ended", lang)), (name, link.status.value)
        if lang == "de":
            assert language_problems(link.status.value, "de") == []
        assert box.revealed == (name == "guess")  # the guess's answer came at once: the lesson goes on alone


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_child_whose_class_ended_before_the_nickname_reads_that_it_has_ended_at_join(
        store: ClassStore, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    teacher = store.create_class(lang)
    _lesson_page(store, teacher, monkeypatch)
    prediction_box("How likely is a 5?", Fraction(1, 6), lang)
    link = client.current_class(lang)
    assert link is not None and link.store is not None  # the page found the class open
    store.end_class(teacher.token)
    assert not link.join("Mia")
    assert "code" not in html_text(link.status.value).lower()  # not "check the code": the class has ended
    assert link.status.value == html.escape(t("class.ended", lang))


@pytest.mark.parametrize(("lang", "typed"), [("en", "You"), ("en", " i "), ("de", "Du"), ("de", "ICH")])
def test_a_child_who_types_you_i_or_a_seat_number_as_nickname_reads_why_not_and_what_to_do(
        store: ClassStore, lang: str, typed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    teacher = store.create_class(lang)
    _lesson_page(store, teacher, monkeypatch)
    link = client.current_class(lang)
    assert link is not None and link.store is not None
    link.typed.value = typed
    link.join_clicked()
    assert link.me is None and link.status.value == html.escape(t("class.pronoun", lang))
    said = html_text(link.status.value)
    assert language_problems(said, lang) == [] and t("class.nickname", lang) != t("class.pronoun", lang)
    link.typed.value = "Spieler 2" if lang == "de" else "Player 2"  # a bot's name at a table
    link.join_clicked()
    assert link.me is None and link.status.value == html.escape(t("class.seat_number", lang))
    assert language_problems(html_text(link.status.value), lang) == []
    link.typed.value = "Mia"
    link.join_clicked()
    assert link.me is not None and link.me.nickname == "Mia"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_device_whose_nickname_was_let_back_in_elsewhere_reads_that_it_has_left_the_class(
        store: ClassStore, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The teacher let this device's nickname back in for another device: its sends said "The class cannot be
    reached", which is not true. It reads that the nickname is on another device now and the lesson goes on here."""
    for name, box, link in _after_each_send(store, lang, monkeypatch,
                                            lambda teacher: store.let_back_in(teacher.token, "Mia")):
        assert link.status.value == html.escape(t("class.other_device", lang)), (name, link.status.value)
        if lang == "de":
            assert language_problems(link.status.value, "de") == []
        assert box.revealed == (name == "guess")  # the lesson goes on alone


def test_a_store_that_cannot_be_reached_is_still_said_so(sqlite_store: ClassStore) -> None:
    teacher = sqlite_store.create_class("de")
    link = client.ClassLink(teacher.code, "de", sqlite_store)
    assert link.join("Mia")
    Path(sqlite_store.target).write_bytes(b"no database " * 1000)  # the store's file is broken
    assert not link.send_result("u1", 1, True)
    assert link.status.value == html.escape(t("class.problem", "de"))


def test_every_reason_the_class_refuses_has_words_in_both_languages() -> None:
    """Every ``ClassRefused`` reason the store raises is said to the reader who meets it (a child's lesson page or
    the teacher's page) in words of its own, in English and German: not the words kept for anything else."""
    from bugkit.classroom.client import CHILD_REASONS, TEACHER_REASONS, class_refusal_text

    sources = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "bugkit" / "classroom").glob("*.py"))
    raised = set(re.findall(r'ClassRefused\(\s*"([a-z_]+)"', sources))
    assert raised == set(CHILD_REASONS) | set(TEACHER_REASONS), raised ^ (set(CHILD_REASONS) | set(TEACHER_REASONS))
    for reader, reasons in (("child", CHILD_REASONS), ("teacher", TEACHER_REASONS)):
        for lang in ("en", "de"):
            other = class_refusal_text(InvalidInput("x"), lang, reader)
            said = {reason: class_refusal_text(ClassRefused(reason, "x"), lang, reader, "K7QX2M")
                    for reason in reasons}
            assert other not in said.values() and len(set(said.values())) == len(said), said
            assert all(language_problems(text, lang) == [] for text in said.values()), said


BUSY = "the class store stayed busy for 15 s; try again in a moment"  # the store's words for a write it did not take


def _shown(page: TeacherPage) -> str:
    """Return the text the teacher's problem line shows."""
    return html_text(page.problem.value)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_problem_an_action_met_stays_until_the_teachers_next_action(store: ClassStore, lang: str) -> None:
    """Every refresh (once a second) cleared the problem line: a nickname nobody has was said, and a second later it
    was gone before the teacher had read it. It stays now until the teacher does the next thing."""
    teacher = store.create_class(lang)
    store.join(teacher.code, "Mia")
    page = TeacherPage(teacher.token, store, lang)
    page.let_back_in("Grüne Mücke")
    said = t("teacher.refused.no_nickname", lang)
    for _ in range(3):
        page.beacon.on_tick()  # the page's tick: a refresh that reaches the store
        assert _shown(page) == said
    page.let_back_in("Mia")  # the next action, done
    assert page.problem.value == ""
    page.beacon.on_tick()
    assert page.problem.value == ""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_release_the_store_did_not_take_is_said_and_stays(store: ClassStore, lang: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Release redraws the page at once: its refusal (the store stayed busy) was wiped the moment it appeared. It is
    said as a step not done (the page's retry every second does not redo it) and stays after the store is back."""
    teacher = store.create_class(lang)
    kid = store.join(teacher.code, "Mia")
    store.add_question(kid, "21.p1", "How likely?", Fraction(1, 6))
    page = TeacherPage(teacher.token, store, lang)
    lock = store.lock

    def busy(*_args: object) -> None:
        raise StoreUnavailable(BUSY)

    monkeypatch.setattr(store, "lock", busy)
    page.release_question("21.p1")
    said = f"{t('teacher.not_done', lang)} {t('teacher.detail', lang)} {BUSY}"  # the store's words folded
    assert _shown(page) == said
    monkeypatch.setattr(store, "lock", lock)  # the store is free again: the release was not made, the words stay
    for _ in range(3):
        page.beacon.on_tick()
        assert _shown(page) == said
    assert "open.21.p1" not in store.overview(teacher.token).locked
    page.release_question("21.p1")
    assert page.problem.value == "" and "open.21.p1" in store.overview(teacher.token).locked


def test_a_failed_hold_is_not_undone_by_the_next_refresh(store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hold box stayed ticked after a hold the store did not take; the next refresh unticks it to what the store
    says, and that is no action of the teacher's: the words stay (and nothing is written to the store for it)."""
    teacher = store.create_class()
    page = TeacherPage(teacher.token, store)
    writes: list[tuple[object, ...]] = []

    def busy(*args: object) -> None:
        writes.append(args)
        raise StoreUnavailable(BUSY)

    monkeypatch.setattr(store, "lock", busy)
    page.hold.value = True
    said = f"{t('teacher.not_done', 'en')} {t('teacher.detail', 'en')} {BUSY}"  # the store's words folded
    assert _shown(page) == said
    page.beacon.on_tick()
    assert page.hold.value is False and len(writes) == 1  # the box shows the store's state again
    assert _shown(page) == said


def test_a_store_that_cannot_be_reached_is_said_while_it_cannot(store: ClassStore,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The problem a refresh meets is said while it lasts and goes once the store answers again; a problem an action
    met beside it stays until the next action."""
    teacher = store.create_class("de")
    page = TeacherPage(teacher.token, store, "de")
    overview = store.overview

    def gone(*_args: object) -> None:
        raise StoreUnavailable("the class database (PostgreSQL) cannot be reached: connection refused")

    monkeypatch.setattr(store, "overview", gone)
    page.let_back_in("Grüne Mücke")
    for _ in range(2):
        page.beacon.on_tick()
        assert html_text(page.problem.value).count("Die Klassendatenbank ist nicht erreichbar") == 1
        assert t("teacher.refused.no_nickname", "de") in html_text(page.problem.value)
    monkeypatch.setattr(store, "overview", overview)
    page.beacon.on_tick()
    assert _shown(page) == t("teacher.refused.no_nickname", "de")
    page.show_answer("21.p1")
    assert page.problem.value == ""
