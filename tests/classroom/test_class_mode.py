"""Class mode without a browser (issue 23): a lesson page's widgets with ``?class=CODE`` talk to the store, the
teacher's page shows what arrived, and without a class code the widgets behave exactly as before."""

from __future__ import annotations

import csv
import html
import io
import re
from fractions import Fraction
from pathlib import Path
from xml.etree import ElementTree

import ipywidgets as widgets
import pytest

from bugkit.classroom import client
from bugkit.classroom.store import SHOWN, ClassStore, Teacher
from bugkit.classroom.teacher import (
    LESSON_PAGES,
    PLAY_PAGES,
    TeacherPage,
    class_page,
    histogram_svg,
    teacher_page,
)
from bugkit.core.errors import InvalidInput
from bugkit.lessons.class_dice import class_dice
from bugkit.lessons.ungeziffer import EX
from bugkit.ui.lesson import after_reveal, exercise_box, prediction_box

ROOT = Path(__file__).resolve().parents[2]

POSTGRES_IN_FULL_RUN = True  # lesson pages through the store: on PostgreSQL in the full run, SQLite in the fast lane


@pytest.fixture
def page(store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> tuple[ClassStore, Teacher]:
    """Yield (store, class) with this process set up like a Voila kernel of ``21_lesson_ungeziffer?class=CODE``
    (the class store on SQLite and on PostgreSQL)."""
    teacher = store.create_class("en")
    monkeypatch.setenv(client.ENV_STORE, store.url)
    monkeypatch.setenv("QUERY_STRING", f"class={teacher.code.lower()}")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/21_lesson_ungeziffer.ipynb")
    monkeypatch.setattr(client, "_looked", False)
    monkeypatch.setattr(client, "_link", None)
    return store, teacher


def _fresh_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """Act as if the page was reloaded: a new kernel, the same browser."""
    monkeypatch.setattr(client, "_looked", False)
    monkeypatch.setattr(client, "_link", None)


def test_without_a_class_code_the_widgets_are_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.setattr(client, "_looked", False)
    monkeypatch.setattr(client, "_link", None)
    box = prediction_box("How likely?", Fraction(1, 6), "en")
    assert client.current_class() is None
    # question, entry, feedback, out, labeller, style
    assert len(box.children) == 6 and not hasattr(box, "class_question")
    box.guess_box.value = "20%"
    assert box.show() and "exact answer" in box.feedback.value


def test_a_guess_waits_for_the_nickname_then_for_the_teacher_then_reveals(
        page: tuple[ClassStore, Teacher]) -> None:
    store, teacher = page
    first = prediction_box("How likely is a 5?", Fraction(1, 6), "en")
    second = prediction_box("Which is likelier?", "a", "en", kind="choice", choices={"a": "A", "b": "B"})
    link = client.current_class()
    assert link is not None and first.children[0] is link.box  # the nickname box sits above the first guess
    assert second.children[0] is not link.box
    first.guess_box.value = "1/5"
    assert not first.show() and "nickname" in first.feedback.value  # not joined: no answer yet
    assert link.join("<b>Red Ant</b>")
    store.lock(teacher.token, client.HOLD)  # the teacher paces
    assert not first.show()
    assert "Wait for your teacher" in first.feedback.value and "exact answer" not in first.feedback.value
    view = store.overview(teacher.token)
    assert view.guesses == {"21.p1": [Fraction(1, 5)]}
    assert view.questions["21.p1"] == ("How likely is a 5?", Fraction(1, 6))
    assert view.questions["21.p2"][1] == 1  # a choice question: the right choice's number
    later = after_reveal(first, lambda: "<p>the table: 1/6</p>", "en")  # a later table that tells the answer
    link.tick()
    assert not first.revealed and not later.unlocked
    store.lock(teacher.token, client.OPEN + "21.p1")  # the teacher releases this question
    link.tick()
    assert first.revealed and "exact answer" in first.feedback.value
    assert later.unlocked and "1/6" in later.children[0].value  # type: ignore[attr-defined]
    second.choice.value = "b"
    assert not second.show()  # still held: only p1 was released
    assert store.overview(teacher.token).guesses["21.p2"] == [Fraction(2)]
    store.lock(teacher.token, client.SHOWN + "21.p2")  # the teacher shows its answer on the projector: it is out,
    link.tick()  # and the tablet no longer says "Wait for your teacher" beside it
    assert second.revealed and "Wait for your teacher" not in second.feedback.value


def test_a_reload_rejoins_with_the_devices_memory_and_a_forged_memory_does_not(
        page: tuple[ClassStore, Teacher], monkeypatch: pytest.MonkeyPatch) -> None:
    store, teacher = page
    prediction_box("How likely?", Fraction(1, 6), "en")
    link = client.current_class()
    assert link is not None and link.join("Blue Bee") and link.me is not None
    memory = f"{link.me.student}:{link.me.token}"
    _fresh_page(monkeypatch)
    prediction_box("How likely?", Fraction(1, 6), "en")
    again = client.current_class()
    assert again is not None and again.me is None
    again.beacon._received(again.beacon, {"stored": "0" * 32 + ":" + "x" * 22}, [])  # someone else's id, wrong token
    assert again.me is None
    again.beacon._received(again.beacon, {"stored": memory}, [])
    assert again.me is not None and again.me.nickname == "Blue Bee"
    assert "Blue Bee" in again.status.value and again.form.layout.display == "none"
    assert store.overview(teacher.token).nicknames == ("Blue Bee",)


def test_exercise_results_and_dice_tallies_reach_the_class(page: tuple[ClassStore, Teacher],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    store, teacher = page
    link = client.current_class()
    assert link is not None and link.join("Green Moth")
    ex = EX[sorted(EX)[0]]
    box = exercise_box(ex, "en", seed=1)
    if box.answer_box is not None:
        box.answer_box.value = "999999"
    else:
        box.choice.value = next(k for k in ex.choices["en"] if k != box.inst["answer"])  # type: ignore[index]
    box.check()
    dice = class_dice("ungeziffer", "en")
    dice.rows[0][0].value = "3"
    dice.rows[1][2].value = "4"
    dice.draw()
    view = store.overview(teacher.token)
    assert view.results == {f"21.{ex.id}".lower(): {ex.level: (0, 1)}}
    assert {face: n for face, n in view.tallies["ungeziffer"].items() if n} == {0: 3, 2: 4}
    # this device's table is its group's, not the class's (a child read "The class rolled 20 times" beside the
    # projector's 38), and it keeps no file on the teacher's machine (a tablet that loaded another group's saved
    # table had that group's rolls counted twice)
    shown = dice.result_text.value
    assert "Our group rolled 7 times" in shown and "our group" in shown and "The class rolled" not in shown
    assert "between our group and the exact chance" in shown and "our class" not in shown
    assert "our group" in dice.result.value and "our class" not in dice.result.value
    files = next(box for box in dice.children if dice.save_button in getattr(box, "children", ()))
    assert files.layout.display == "none"
    _fresh_page(monkeypatch)
    monkeypatch.delenv("QUERY_STRING")
    alone = class_dice("ungeziffer", "en")  # the lesson alone: the class's table, saved and loaded as before
    assert not alone.in_class and alone.ours == "ui.our_class"
    assert next(box for box in alone.children if alone.save_button in getattr(box, "children", ())).layout.display \
        != "none"


def test_a_wrong_class_code_is_a_message_and_the_lesson_works_alone(
        page: tuple[ClassStore, Teacher], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "class=ZZZZZZ")
    box = prediction_box("How likely?", Fraction(1, 6), "en")
    link = client.current_class()
    assert link is not None and link.store is None and "no class with the code ZZZZZZ" in link.status.value \
        and "go on here on your own" in link.status.value
    box.guess_box.value = "1/6"
    assert box.show()  # alone: the answer comes at once
    monkeypatch.setenv("QUERY_STRING", "class=%3Cscript%3E")
    _fresh_page(monkeypatch)
    prediction_box("How likely?", Fraction(1, 6), "en")
    link = client.current_class()
    assert link is not None and "<script>" not in link.status.value and "&lt;script&gt;" in link.status.value


def test_the_teacher_page_shows_escaped_names_histograms_answers_and_ends_the_class(
        page: tuple[ClassStore, Teacher], monkeypatch: pytest.MonkeyPatch) -> None:
    store, teacher = page
    kids = [store.join(teacher.code, name) for name in ("<img src=x onerror>", "Red Ant", "Blue Bee")]
    store.add_question(kids[0], "21.p1", "How likely is a 5?", Fraction(1, 6))
    for kid, guess in zip(kids, [Fraction(1, 10), Fraction(1, 5), 0.15], strict=True):
        store.send_guess(kid, "21.p1", guess)
    store.send_tally(kids[1], "ungeziffer", {0: 5, 3: 2})
    store.send_result(kids[2], "21.u1", 2, True)
    teacher_view = TeacherPage(teacher.token, store, "en")
    assert "<img src=x" not in teacher_view.joined.value and "&lt;img src=x" in teacher_view.joined.value
    assert teacher.code in teacher_view.header.value and "<svg" in teacher_view.header.value  # the QR code
    assert "3 guesses" in teacher_view.guesses.value and "<svg" in teacher_view.guesses.value
    assert "Exact answer" not in teacher_view.guesses.value  # only on the teacher's click
    teacher_view.show_answer("21.p1")
    assert "Exact answer: 1/6 ≈ 16.7%" in teacher_view.guesses.value
    assert "1 group, 7 rolls" in teacher_view.dice.value and "1 groups" not in teacher_view.dice.value  # singular
    assert "exact chance" in teacher_view.dice.value
    assert "1 right, 0 not yet" in teacher_view.exercises.value
    teacher_view.hold.value = True
    assert store.is_locked(kids[0], client.HOLD)
    teacher_view.release_question("21.p1")
    assert store.is_locked(kids[0], client.OPEN + "21.p1")
    rows = list(csv.reader(io.StringIO(teacher_view.export())))
    assert len(rows) == 1 + 3 + 2 + 1 and "data:text/csv;base64," in teacher_view.download.value
    # a tally's face as the dice table names it: Ungeziffer's first column is the sum 1, not 0
    assert [r[3:] for r in rows if r[0] == "tally"] == [["1", "5"], ["4", "2"]]
    teacher_view.projector.value = True
    assert "bugkit-projector" in teacher_view._dom_classes
    teacher_view.end()
    assert store.count_rows() == dict.fromkeys(store.count_rows(), 0)
    assert "has ended" in teacher_view.end_note.value and teacher_view.beacon.interval_ms == 0
    # the page shows its title and the end only: no code, QR code or button that does nothing any more
    assert len(teacher_view.children) == 2 and teacher_view.children[1] is teacher_view.end_note
    assert teacher.code not in teacher_view.children[0].value  # type: ignore[attr-defined]


def test_a_tablet_that_forgot_the_class_gets_its_nickname_back_when_the_teacher_lets_it_in(
        page: tuple[ClassStore, Teacher], monkeypatch: pytest.MonkeyPatch) -> None:
    store, teacher = page
    first = prediction_box("How likely is a 5?", Fraction(1, 6), "en")
    link = client.current_class()
    assert link is not None and link.join("Red Ant")
    first.guess_box.value = "1/5"
    first.show()
    _fresh_page(monkeypatch)  # the browser's storage was cleared: the page has nothing to rejoin with
    prediction_box("How likely is a 5?", Fraction(1, 6), "en")
    again = client.current_class()
    assert again is not None and not again.join("Red Ant")
    assert "ask your teacher to let you back in" in again.status.value
    view = TeacherPage(teacher.token, store, "en")
    assert view.back_in_name.options == ("Red Ant",) and view.back_in_name.value is None
    view.back_in_button.click()  # nothing chosen: nothing happens
    assert view.back_in_note.value == "" and not again.join("Red Ant")
    view.back_in_name.value = "Red Ant"
    view.back_in_button.click()
    assert "“Red Ant” can join again" in view.back_in_note.value and view.problem.value == ""
    assert again.join("red ant") and again.me is not None and again.me.nickname == "Red Ant"
    assert store.overview(teacher.token).guessed_by == {"21.p1": ("Red Ant",)}  # the guess stayed with the name
    view.let_back_in("Green Gnat")  # gone in the meantime: a message, no exception
    assert "Nobody in this class has this nickname" in view.problem.value
    assert view.back_in_note.value == ""  # the note of the earlier success is not left beside the refusal
    german = TeacherPage(teacher.token, store, "de")
    assert german.back_in_button.description == "Wieder hereinlassen"


def test_the_teacher_page_without_or_with_a_wrong_token_is_a_message(page: tuple[ClassStore, Teacher]) -> None:
    store, teacher = page
    env = {client.ENV_STORE: store.url, "QUERY_STRING": ""}
    assert "ends in ?token=" in teacher_page("en", env).value
    env["QUERY_STRING"] = "token=" + "A" * 32
    assert "belongs to no class" in teacher_page("en", env).value
    german = teacher_page("de", env).value  # (it was the store's English words on a German page)
    assert "gehört zu keiner Klasse" in german and "belongs" not in german
    env["QUERY_STRING"] = "token=<b>"
    assert "Lehrkraft" in teacher_page("de", env).value
    for lang in ("en", "de"):  # no store: what the page is for, the command in the page's language, the guide
        said = teacher_page(lang, {"QUERY_STRING": f"token={teacher.token}"}).value
        assert f"bugkit.classroom serve --lang {lang}" in said, said
        guide = re.search(r"docs/\w+\.md", said)
        assert guide is not None and (ROOT / guide.group()).is_file(), said
        assert ("No class database" if lang == "en" else "Keine Klassendatenbank") in said
    env["QUERY_STRING"] = f"token={teacher.token}"
    assert isinstance(teacher_page("en", env), TeacherPage)
    assert "?class=" in class_page("en", {"QUERY_STRING": f"class={teacher.code}"}).value
    assert "class code" in class_page("en", {"QUERY_STRING": "class=../x"}).value


def test_the_class_page_asks_for_the_code_when_its_link_has_none_or_a_wrong_one(
        page: tuple[ClassStore, Teacher]) -> None:
    """A child who opens the class page without the link's code (no camera for the QR code, a link typed short) or
    with a wrong one gets a box for the six characters the teacher's page shows large, which opens the page again
    with ``?class=``; a right code, typed in small letters or with a space, gives the lessons and the games."""
    store, teacher = page
    env = {client.ENV_STORE: store.url}
    for query, said in (("", "Type the class code"), ("class=<b>K7", "“&lt;b&gt;K7” is not a class code"),
                        ("class=ZZZZZZ", "There is no class with the code ZZZZZZ")):
        html = class_page("en", {**env, "QUERY_STRING": query}).value
        assert said in html and "<form class='bugkit-class-code' method='get'>" in html and "name='class'" in html
        assert "<ul class='bugkit-class-lessons'>" not in html
    html = class_page("en", {**env, "QUERY_STRING": "class=%E2%80%AEMX2QK7"}).value  # a link's right-to-left mark
    assert "“\\u202eMX2QK7” is not a class code" in html and "\u202e" not in html  # turned the child's line around
    typed = f"{teacher.code[:3].lower()} {teacher.code[3:].lower()}"
    html = class_page("de", {**env, "QUERY_STRING": f"class={typed}"}).value
    assert f"Klasse {teacher.code}: Öffne deine Lektion" in html and "<form" not in html
    assert html.count(f"?class={teacher.code}") == len(LESSON_PAGES["de"]) + len(PLAY_PAGES)  # every lesson and game
    assert LESSON_PAGES["de"] and PLAY_PAGES  # (the count above is not 0)
    # a class link with the worksheet's set gives it to every lesson (a class of 30 typed it into 7 boxes each)
    html = class_page("en", {**env, "QUERY_STRING": f"class={teacher.code}&exercise=1"}).value
    assert html.count(f"?class={teacher.code}&amp;exercise=1'") == len(LESSON_PAGES["en"])
    for bad in ("0", "abc", "1+2"):  # no set: no set passed on (each box draws its own)
        html = class_page("en", {**env, "QUERY_STRING": f"class={teacher.code}&exercise={bad}"}).value
        assert "exercise=" not in html and html.count(f"?class={teacher.code}'") == len(LESSON_PAGES["en"])
    assert "Tippe den Klassen-Code ein" in class_page("de", {"QUERY_STRING": ""}).value


def test_histograms_bin_shares_by_ten_percent_and_numbers_by_whole_numbers() -> None:
    svg = histogram_svg([Fraction(1, 20), Fraction(1, 10), Fraction(1, 2)], Fraction(1, 6), "en")
    assert "0-10%: 1, 10-20%: 1, 50-60%: 1" in svg and "bugkit-answer-line" in svg
    assert "3: 2, 5: 1" in histogram_svg([Fraction(3), Fraction(3), Fraction(5)], None, "en")
    assert histogram_svg([], None, "en") == ""


def test_every_bar_of_a_histogram_shows_its_count_inside_the_picture() -> None:
    """The count above a bar was drawn at y = -4 for the tallest bar (outside the picture): the class saw the bars
    but never the number of guesses of the most common range. Every count now stands inside, above its bar."""
    for values in ([Fraction(1, 20)] * 7 + [Fraction(1, 2)], [Fraction(3)], [Fraction(k) for k in range(12)]):
        svg = ElementTree.fromstring(histogram_svg(values, None, "en"))
        counts = [e for e in svg.iter("text") if (e.text or "").isdigit() and e.get("y") != "114"]
        assert counts and all(float(e.get("y", 0)) >= float(e.get("font-size", 0)) for e in counts), \
            [(e.get("y"), e.text) for e in counts]
        assert min(float(e.get("y", 0)) for e in svg.iter("rect")) >= 14  # the tallest bar leaves room for its count


def test_the_exact_answer_line_never_hides_a_count() -> None:
    """The green line of the exact answer was drawn over the bars and their counts: where it fell on a bar's middle,
    it crossed out how many had guessed that range. It is now drawn over every bar (no bar hides it) and under the
    counts, and every count stands on a white halo."""
    for answer in (Fraction(1, 20), Fraction(3, 20), Fraction(11, 20)):  # the middle of a bar with guesses
        svg = ElementTree.fromstring(histogram_svg([Fraction(1, 20)] * 3 + [Fraction(11, 20)], answer, "en"))
        drawn = list(svg)
        line = next(i for i, e in enumerate(drawn) if e.get("class") == "bugkit-answer-line")
        counts = [i for i, e in enumerate(drawn) if e.tag == "text" and e.text in ("3", "1")]
        assert len(counts) == 2 and all(line < i for i in counts)
        assert all(i < line for i, e in enumerate(drawn) if e.tag == "rect")
        for i in counts:
            assert drawn[i].get("paint-order") == "stroke" and drawn[i].get("stroke") == "#fff", drawn[i].attrib


def test_a_german_page_says_every_refusal_in_german(page: tuple[ClassStore, Teacher],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from bugkit.core.i18n import language_problems

    _store, teacher = page
    seen = []
    for query in ("class=ZZZZZZ", "class=%3Cb%3E"):  # no such class; not a class code at all
        monkeypatch.setenv("QUERY_STRING", query)
        _fresh_page(monkeypatch)
        prediction_box("Wie wahrscheinlich?", Fraction(1, 6), "de")
        link = client.current_class()
        assert link is not None
        seen.append(link.status.value)
    monkeypatch.setenv("QUERY_STRING", f"class={teacher.code}")
    _fresh_page(monkeypatch)
    prediction_box("Wie wahrscheinlich?", Fraction(1, 6), "de")
    link = client.current_class()
    assert link is not None and link.join("Rote Ameise")
    _fresh_page(monkeypatch)
    prediction_box("Wie wahrscheinlich?", Fraction(1, 6), "de")
    other = client.current_class()
    assert other is not None
    for name in ("rote ameise", "x" * 30, ""):  # taken, too long, empty
        assert not other.join(name)
        seen.append(other.status.value)
    assert "Es gibt keine Klasse mit dem Code ZZZZZZ" in seen[0] and "kein Klassen-Code" in seen[1]
    assert "&lt;b&gt;" in seen[1] and "<b>" not in seen[1]
    assert "schon jemand" in seen[2] and "1 bis 20" in seen[3] and "1 bis 20" in seen[4]
    for text in seen:
        assert language_problems(text, "de") == [], text


def test_a_send_the_class_refuses_is_said_in_the_pages_language(page: tuple[ClassStore, Teacher]) -> None:
    """The class ended while a German page was open: its next send showed the store's English words ("this device is
    not in the class any more") instead of the page's own (issue 20), then "the class cannot be reached" (it had
    ended): now that it has ended."""
    from bugkit.core.i18n import language_problems, t

    store, teacher = page
    link = client.ClassLink(teacher.code, "de", store)
    assert link.join("Rote Ameise") and link.send_result("ex1", 1, True)
    store.end_class(teacher.token)
    assert not link.send_result("ex1", 1, True)
    assert link.status.value == t("class.ended", "de") and language_problems(link.status.value, "de") == []

@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_picked_nickname_says_the_join_button_comes_next(page: tuple[ClassStore, Teacher], lang: str) -> None:
    """A helper in class mode: tapping a suggested nickname only marks it, and the page did not say that "Join the
    class" comes next; children would think they had joined. The pick says so (and a typed name gives way to it)."""
    from bugkit.core.i18n import t

    store, teacher = page
    link = client.ClassLink(teacher.code, lang, store)
    link.typed.value = "Tippfehler"
    name = link.names.options[0][1] if isinstance(link.names.options[0], tuple) else link.names.options[0]
    link.names.value = name
    assert link.me is None and link.typed.value == ""
    assert link.status.value == html.escape(t("class.picked", lang, name=name, join=t("class.join", lang)))
    link.join_button.click()
    assert link.me is not None and link.me.nickname == name


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_lesson_page_says_by_itself_that_its_class_has_ended(page: tuple[ClassStore, Teacher], lang: str) -> None:
    """A helper ended a class with three tablets in a lesson: 12 s later each still said "You are in class ... as
    Mia", until the child's next tap. A joined page with no reveal waiting looks every LOOK_EVERY ticks (one a
    second) whether its class is still there, and says its end in the page's language; not more often."""
    from bugkit.core.i18n import t

    store, teacher = page
    link = client.ClassLink(teacher.code, lang, store)
    assert link.join("Rote Ameise")
    joined = link.status.value
    looks: list[object] = []
    original = store.locked_sections
    store.locked_sections = lambda who: looks.append(who) or original(who)  # type: ignore[method-assign]
    store.end_class(teacher.token)
    for _ in range(client.LOOK_EVERY - 1):
        link.tick()
    assert link.status.value == joined and looks == []  # (not asked every second)
    link.tick()
    assert link.status.value == t("class.ended", lang) and link.gone == "ended" and len(looks) == 1
    for _ in range(3 * client.LOOK_EVERY):
        link.tick()
    assert len(looks) == 1  # a class that has ended is not asked again


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_join_box_reads_whole_on_a_tablet(page: tuple[ClassStore, Teacher], lang: str) -> None:
    """At 768 px the join button read "Der Klasse beit…" and the placeholder "(keine echten Namen, h…": the button
    is as wide as its label, the box has its label before it, and the rule "no real names" is a line of text under
    the box (no placeholder to cut)."""
    prediction_box("How likely?", Fraction(1, 6), lang)
    link = client.current_class()
    assert link is not None
    assert link.join_button.layout.width == "auto"
    assert link.typed.placeholder.strip("\u200b") == ""  # (ipywidgets' empty placeholder is a zero-width space)
    assert link.typed.description == ("oder schreib einen" if lang == "de" else "or type one")
    rule = ("Keine echten Namen, höchstens 20 Zeichen." if lang == "de" else "No real names, at most 20 characters.")
    assert link.form.children[-1] is link.rule and rule in link.rule.value
    row = link.form.children[2]
    assert row.children == (link.typed, link.join_button) and row.layout.flex_flow == "row wrap"


def _visible(markup: str) -> str:
    """Return the text of HTML as a reader sees it (tags and attributes dropped)."""

    return re.sub(r"<[^>]*>", "", markup)


def _question_html(view: TeacherPage, question: str) -> str:
    """Return one question's part of the teacher page's guesses."""
    part = view.guesses.value.split(f"data-question='{question}'", 1)[1]
    return part.split("<div class='bugkit-question'", 1)[0]


def test_the_teacher_shows_one_questions_exact_answer_never_the_others(page: tuple[ClassStore, Teacher]) -> None:
    """One toggle showed the exact answer of every question on the page at once, the ones nobody had guessed yet
    too (a lesson page registers all its questions as a child joins), and stayed on for the histograms still to come.
    Now the teacher picks a question and shows its answer; the others stay hidden, also once guesses arrive."""
    store, teacher = page
    kids = [store.join(teacher.code, name) for name in ("Red Ant", "Blue Bee")]
    for k, answer in enumerate((Fraction(1, 6), Fraction(3, 10), Fraction(5, 12)), 1):
        store.add_question(kids[0], f"21.p{k}", f"Question {k}?", answer)
    for kid in kids:
        store.send_guess(kid, "21.p1", Fraction(1, 5))
    view = TeacherPage(teacher.token, store, "en")
    assert view.question.description == "Question:" and view.show_button.description == "Show the exact answer"
    assert view.release_button.description == "Release" and not hasattr(view, "show_answers")
    assert [value for _label, value in view.question.options] == ["21.p1", "21.p2", "21.p3"]
    assert "Exact answer" not in view.guesses.value
    view.question.value = "21.p1"
    view.show_button.click()
    assert "Exact answer: 1/6 ≈ 16.7%" in _question_html(view, "21.p1")
    assert "bugkit-answer-line" in _question_html(view, "21.p1")
    assert view.guesses.value.count("Exact answer") == 1 and "30.0%" not in view.guesses.value
    store.send_guess(kids[0], "21.p2", Fraction(1, 2))  # a child guesses the next question while p1's answer is shown
    view.refresh()
    p2 = _question_html(view, "21.p2")
    assert "<svg" in p2 and "bugkit-answer-line" not in p2 and "Exact answer" not in p2
    view.release_question("21.p2")  # released to the class: the class sees it, the teacher's page may too
    assert "Exact answer: 3/10 = 30.0%" in _question_html(view, "21.p2")
    assert "Exact answer" not in _question_html(view, "21.p3")
    view.question.value = "21.p3"
    view.release_button.click()
    assert store.is_locked(kids[0], client.OPEN + "21.p3")
    again = TeacherPage(teacher.token, store, "en")  # a reload keeps what was shown (its guesses stand) and released
    assert "Exact answer" in _question_html(again, "21.p1") and "Exact answer" in _question_html(again, "21.p2")
    assert store.is_locked(kids[0], SHOWN + "21.p1") and not store.is_locked(kids[0], SHOWN + "21.p2")


def test_a_choice_question_is_drawn_by_its_options_and_answered_by_its_text(page: tuple[ClassStore, Teacher]) -> None:
    """A choice question was a numeric histogram ("90-100%: 3" when all picked option 1) and its answer "Exact
    answer: 1": the options' labels travel with the question's registration, the guesses are counted per option
    under its label and the answer is the right option's text."""
    store, teacher = page
    prediction_box("How likely is a 5?", Fraction(1, 6), "de")
    choice = prediction_box("Welche Zielzahl triffst du öfter?", "same", "de", kind="choice",
                            choices={"3": "Zielzahl 3", "4": "Zielzahl 4", "same": "beide gleich oft"})
    link = client.current_class()
    assert link is not None and link.join("Rote Ameise")
    for name in ("Blaue Biene", "Grüne Motte"):
        kid = store.join(teacher.code, name)
        store.send_guess(kid, "21.p2", 1)
    choice.choice.value = "4"
    assert choice.show()  # not held: the guess went to the class and the answer shows on this device
    view = TeacherPage(teacher.token, store, "de")
    part = _question_html(view, "21.p2")
    assert "Zielzahl 3: 2, Zielzahl 4: 1" in part and "%" not in _visible(part)
    assert "Welche Zielzahl triffst du öfter?" in part and "choices:" not in part
    assert "Genaue Antwort" not in part and "bugkit-answer-bar" not in part
    view.show_answer("21.p2")
    part = _question_html(view, "21.p2")
    assert "Genaue Antwort: beide gleich oft" in part and "bugkit-answer-bar" in part
    assert "Genaue Antwort" not in _question_html(view, "21.p1")


def test_the_question_record_carries_the_options_and_reads_old_records() -> None:
    """A choice question's registration starts with its labels (kept whole when the store cuts a long text); a
    record stored before (or any other text) is read as its own text without labels."""
    record = client.question_record("Which? " + "x" * 400, ["A | B", "„C“"])
    assert record.startswith('choices:["A | B", "„C“"]\n')
    assert client.read_question(record[:300]) == (("Which? " + "x" * 400)[:300 - len(record.split(chr(10))[0]) - 1],
                                                   ("A | B", "„C“"))
    assert client.read_question("Which? [1: A | 2: B]") == ("Which? [1: A | 2: B]", None)
    assert client.read_question('choices:[1, 2]\nx') == ('choices:[1, 2]\nx', None)
    assert client.read_question('choices:["a"') == ('choices:["a"', None)
    long = client.question_record("Q", ["y" * 200] * 20)
    assert len(long.split("\n")[0]) <= 300 and client.read_question(long)[1] is not None
    with pytest.raises(InvalidInput):
        client.question_record("Q", "AB")


def test_exercises_are_named_as_the_child_sees_them(page: tuple[ClassStore, Teacher]) -> None:
    """The results were labelled "21.sum-chance", on the German page and the projector too: now by the lesson and
    the exercise's number as on the worksheet and the page, with its level stars."""
    from bugkit.lessons.ungeziffer import EXERCISES

    store, teacher = page
    kid = store.join(teacher.code, "Rote Ameise")
    number = [e.id for e in EXERCISES].index("sum-chance") + 1
    store.send_result(kid, "21.sum-chance", EX["sum-chance"].level, True)
    store.send_result(kid, "21.pairs", EX["pairs"].level, False)
    store.send_result(kid, "99.gone", 1, True)  # a name no lesson knows (another version): shown as it is
    view = TeacherPage(teacher.token, store, "de")
    shown = _visible(view.exercises.value)
    stars = "★" * EX["sum-chance"].level
    assert f"21 Ungeziffer: Aufgabe {number} {stars}" in shown and "21 Ungeziffer: Aufgabe 1 " in shown
    assert "21.sum-chance" not in shown and "sum-chance" not in shown and "99.gone" in shown
    assert shown.index("Aufgabe 1 ") < shown.index(f"Aufgabe {number} ") < shown.index("99.gone")
    assert f"aria-label='Stufe {EX['sum-chance'].level}'" in view.exercises.value
    assert "21 Ungeziffer: Exercise 1 " in _visible(TeacherPage(teacher.token, store, "en").exercises.value)


def test_the_teacher_page_says_sie_to_the_teacher() -> None:
    """The teacher's page said "Deine Klasse", "Öffne sie ...", "Starte den Klassenserver ...": a teacher is
    addressed as "Sie" in every German text of the page."""

    import bugkit.classroom.teacher  # noqa: F401  (registers the labels)
    from bugkit.core.i18n import _CATALOGUE

    german = {key: texts["de"] for key, texts in _CATALOGUE.items() if key.startswith("teacher.")}
    assert german["teacher.title"] == "Ihre Klasse"
    assert "Öffnen Sie diese Seite mit dem Link für die Lehrkraft" in german["teacher.no_token"]
    assert "Starten Sie den Klassenserver in einem Terminal" in german["teacher.no_store"]
    du = re.compile(r"\b(du|dich|dir|dein\w*|Du|Dich|Dir|Dein\w*|Öffne|Starte|Drück|Gib|Wähle|Schreib)\b")
    assert {key: text for key, text in german.items() if du.search(text)} == {}


def test_the_pooled_dice_keep_their_exact_chances_until_the_teacher_shows_the_question(
        page: tuple[ClassStore, Teacher]) -> None:
    """The teacher's pooled dice showed the exact chances at once: Ungeziffer's target 5 at 16.7 %, the answer of
    the lesson's first guess (21.p1), on the projector. The class's rolls show at once; the simulation (with a
    whole class's rolls it read 16.9 % beside the 5 while the tablets showed 🔒) and the exact column once the
    teacher shows 21.p1's exact answer (or releases it), never for another question."""
    from bugkit.core.i18n import fmt_pct
    from bugkit.lessons.class_dice import DICE

    store, teacher = page
    kid = store.join(teacher.code, "Red Ant")
    store.add_question(kid, "21.p1", "How likely is a 5?", Fraction(1, 6))
    store.add_question(kid, "21.p2", "Another?", Fraction(1, 2))
    store.send_tally(kid, "ungeziffer", {0: 5, 3: 2})
    exact = fmt_pct(DICE["ungeziffer"]().exact[3], "en")
    view = TeacherPage(teacher.token, store, "en")
    locked = view.dice.value
    assert "our class" in locked and "7 rolls" in locked and "🔒" in locked and exact not in locked
    assert "the answer to 21 Ungeziffer: Guess 1." in locked and "bugkit-waits" in locked
    faces = len(DICE["ungeziffer"]().exact)
    assert "computer (as many rolls) 🔒" in locked and locked.count("<td>🔒</td>") == 2 * faces
    view.show_answer("21.p2")
    assert "🔒" in view.dice.value
    other = TeacherPage(teacher.token, store, "de")
    assert "🔒" in other.dice.value and "21 Ungeziffer: Schätzung 1" in other.dice.value
    view.show_answer("21.p1")
    assert exact in view.dice.value and "🔒" not in view.dice.value
    other.refresh()  # shown for the class: every page of the teacher shows it (and the class's guesses of it stand)
    assert "🔒" not in other.dice.value and fmt_pct(DICE["ungeziffer"]().exact[3], "de") in other.dice.value


def test_the_teacher_counts_children_per_exercise_not_presses(page: tuple[ClassStore, Teacher]) -> None:
    """One tap on "Check" was stored twice (the answer box checks when it loses focus, then the button), and every
    row was added up: the teacher read "6 right" for 2 children. A child counts once per exercise and level: right
    once any answer was right, else not yet."""
    store, teacher = page
    ann, ben, cem = (store.join(teacher.code, name) for name in ("Ann", "Ben", "Cem"))
    for right in (True, True, False, True):
        store.send_result(ann, "21.u2", 1, right)
    store.send_result(ben, "21.u2", 1, False)
    store.send_result(ben, "21.u2", 1, False)
    store.send_result(cem, "21.u2", 2, True)
    assert store.overview(teacher.token).results["21.u2"] == {1: (1, 1), 2: (1, 0)}


def test_the_hold_switch_stands_at_the_guesses_above_the_question_controls(page: tuple[ClassStore, Teacher]) -> None:
    """"Hold every reveal" stood at the very bottom of the page, under the game tables: a teacher who did not scroll
    before the first guess got immediate reveals. It stands under the Guesses heading. It and "Release" stay on the
    projector (a teacher who left the projector view to release a guess put the nicknames on the wall); what names
    children (who joined, the tables, the tablets let back in) does not."""
    store, teacher = page
    view = TeacherPage(teacher.token, store, "en")
    order = list(view.children)
    pacing = next(w for w in order if isinstance(w, widgets.HBox) and view.hold in w.children)
    assert order.index(pacing) == order.index(view.question_row) - 1
    private = "bugkit-teacher-private"
    for widget in (pacing, view.hold, view.question_row, view.release_button, view.show_button):
        assert private not in widget._dom_classes
    assert private in view.joined._dom_classes and private in view.tables._dom_classes
    assert private in next(w for w in order if isinstance(w, widgets.VBox) and any(
        view.back_in_name in getattr(c, "children", ()) for c in w.children))._dom_classes


@pytest.mark.parametrize(("lang", "name"), [("en", "21 Ungeziffer: Guess 2"), ("de", "21 Ungeziffer: Schätzung 2")])
def test_questions_are_named_as_the_class_knows_them(page: tuple[ClassStore, Teacher], lang: str, name: str) -> None:
    """The dropdown and the histograms named the questions "21.p2", an id no child sees: they say "21 Ungeziffer:
    Guess 2" (lesson and guess, as the exercises say "Exercise 2"); a question of no lesson keeps its id."""
    store, teacher = page
    kid = store.join(teacher.code, "Ann")
    store.add_question(kid, "21.p2", "How likely is a blind hit?", Fraction(1, 3))
    store.add_question(kid, "29.p1", "A page of its own?", Fraction(1, 2))
    view = TeacherPage(teacher.token, store, lang)
    labels = [label for label, _ in view.question.options]
    assert labels[0] == f"{name}: How likely is a blind hit?" and labels[1].startswith("29.p1")
    assert f"<b>{name}</b>" in view.guesses.value and "<b>21.p2</b>" not in view.guesses.value


@pytest.mark.parametrize(("query", "key", "code"), [("class=ZZZZZZ", "class.no_class", "ZZZZZZ"),
                                                    ("class=%25%25%ZZ", "class.bad_code", "%%%ZZ")])
def test_a_board_opened_with_a_class_code_that_leads_nowhere_says_why_it_plays_alone(
        page: tuple[ClassStore, Teacher], monkeypatch: pytest.MonkeyPatch, query: str, key: str, code: str) -> None:
    """A board opened from a mistyped or ended class's link showed no "Play with others" and said nothing (a
    lesson page says why); now the board says it, in its language, and again after a language switch."""
    from bugkit.core.i18n import t
    from bugkit.ui import html_text
    from bugkit.ungeziffer.ui import play

    monkeypatch.setenv("QUERY_STRING", query)
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/11_play_ungeziffer.ipynb")
    board = play(lang="de")
    assert board.together is None
    said = html_text(board.error.value)
    assert said == t(key, "de", code=code), said
    board.set_language("en")
    assert html_text(board.error.value) == t(key, "en", code=code)


def test_a_second_guess_after_the_answer_is_kept_off_the_chart_and_the_child_reads_so(
        page: tuple[ClassStore, Teacher]) -> None:
    """The class's chart keeps a child's first guess once its answer is out (ClassStore.send_guess). A child who
    guessed again after the reveal read "Spot on!" for the new guess and nothing else: now the box also says that
    the class's chart keeps the first one."""
    store, teacher = page
    box = prediction_box("How likely is a 5?", Fraction(1, 6), "en")
    link = client.current_class()
    assert link is not None and link.join("Red Ant")
    assert box.guess_box is not None
    box.guess_box.value = "30%"
    assert box.show()  # not held: the answer comes at once
    kept = "The class's chart keeps your first guess"
    assert kept not in html.unescape(box.feedback.value)
    box.guess_box.value = "1/6"
    assert box.show()
    assert kept in html.unescape(box.feedback.value) and "1/6" in html.unescape(box.feedback.value)
    assert store.overview(teacher.token).guesses[box.class_question] == [Fraction(3, 10)]
