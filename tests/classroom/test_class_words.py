"""Class mode says the true reason in the reader's language: the teacher's page says every problem in the page's
language in words for an adult (never the store's English error text), and a child whose class has ended while the
page was open reads that the class has ended (not that it cannot be reached). SQLite and PostgreSQL."""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

from bugkit.classroom import client
from bugkit.classroom.store import ClassRefused, ClassStore, Teacher
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


def test_the_store_says_why_a_students_write_is_refused(store: ClassStore) -> None:
    """A write of a student whose class is gone is refused with the reason "ended"; a device that is out of a class
    that goes on (the teacher let its nickname back in) is not told that its class has ended."""
    teacher = store.create_class()
    kid = store.join(teacher.code, "Red Ant")
    store.let_back_in(teacher.token, "Red Ant")
    with pytest.raises(InvalidInput, match="not in the class") as out:
        store.send_guess(kid, "21.p1", Fraction(1, 2))
    assert getattr(out.value, "reason", "") != "ended"
    back = store.join(teacher.code, "Red Ant")
    store.end_class(teacher.token)
    writes = {"guess": lambda: store.send_guess(back, "21.p1", Fraction(1, 2)),
              "tally": lambda: store.send_tally(back, "ungeziffer", {1: 2}),
              "result": lambda: store.send_result(back, "21.u1", 1, True),
              "question": lambda: store.add_question(back, "21.p1", "How likely?", Fraction(1, 6)),
              "pacing": lambda: store.locked_sections(back)}
    for name, write in writes.items():
        with pytest.raises(ClassRefused) as ended:
            write()
        assert ended.value.reason == "ended", name
    with pytest.raises(ClassRefused) as nobody:
        store.let_back_in(store.create_class().token, "Red Ant")
    assert nobody.value.reason == "no_nickname"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_child_whose_class_ended_reads_that_it_has_ended_after_every_send(
        store: ClassStore, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The class ended while the page was open: every send said "The class cannot be reached", which is not true."""
    sends = {"guess": lambda box: box.show(),
             "result": lambda box: client.send_result("u1", 1, True, lang),
             "tally": lambda box: client.send_tally("ungeziffer", {1: 2}, lang)}
    for name, send in sends.items():
        teacher = store.create_class(lang)
        _lesson_page(store, teacher, monkeypatch)
        box = prediction_box("How likely is a 5?", Fraction(1, 6), lang)
        box.guess_box.value = "1/5"
        link = client.current_class(lang)
        assert link is not None and link.join(f"Mia {name}")
        store.end_class(teacher.token)
        send(box)
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
