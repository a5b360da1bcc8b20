"""A class in real browsers (issue 23): the classroom server started here on 127.0.0.1, the teacher's page and three
students' lesson pages (separate Chromium contexts: English, English on a touch tablet, German).

The lesson pages are a short lesson written here with the real lesson widgets (a prediction, an exercise and the
class dice of lesson 21), in both languages: a whole lesson takes Voila minutes to run three times on a busy
2-core machine, and the class mode lives in the widgets, not in a lesson's text.

Nicknames, guesses, a paced reveal (and its projector view in large print), two groups' dice tallies pooled and
exercise results appear on the teacher's page (it polls every second; each check waits for the state with a
time-out, nothing is timed); a reload rejoins with the same nickname, also after its kernel was killed mid-lesson;
"End class" deletes the class's data. Skips without /usr/bin/chromium unless REQUIRE_BROWSER=1 or CI.
"""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import nbformat
import pytest
from browser.conftest import ARTIFACTS, axe_problems, screenshot, small_words

from bugkit.classroom.store import ClassStore

from .serving import start_server, voila_log

pytestmark = pytest.mark.browser

PAGE_MS = 300_000  # Voila runs the page's cells on page load: slow on a busy 2-core machine
STATE_MS = 60_000  # waiting for a state to arrive (the pages poll once a second)


ROOT = Path(__file__).resolve().parents[2]
LESSON = """
from fractions import Fraction
from bugkit.lessons.ungeziffer import EX
from bugkit.lessons.class_dice import class_dice
from bugkit.ui.lesson import exercise_box, prediction_box

LANG = "{lang}"
display(prediction_box("{question}", Fraction(1, 6), LANG))
display(exercise_box(EX["pairs"], LANG))
display(class_dice("ungeziffer", LANG))
"""


def _pages(folder: Path) -> Path:
    """Return a notebooks folder with the class pages and a short lesson 29 in English and German."""
    folder.mkdir()
    for page in ("40_class_teacher.ipynb", "41_class.ipynb", "40_klasse_lehrkraft.ipynb", "41_klasse.ipynb"):
        shutil.copy(ROOT / "notebooks" / page, folder / page)
    for name, lang, question in (("29_lesson_class.ipynb", "en", "How likely is a 5?"),
                                 ("29_lektion_klasse.ipynb", "de", "Wie wahrscheinlich ist eine 5?")):
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(LESSON.format(lang=lang, question=question))]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, str(folder / name))
    return folder


def _join(page: Any, nickname: str | None, joined_text: str) -> str:
    """Join the class on a lesson page (type ``nickname``, or tap the first generated one); return the nickname."""
    from playwright.sync_api import expect

    box = page.locator(".bugkit-class-join")
    page.locator(".bugkit-class-join, .bugkit-page-failed").first.wait_for(state="visible", timeout=PAGE_MS)
    assert not page.locator(".bugkit-page-failed").count(), f"the page's kernel did not start: {page.url}"
    if nickname is None:
        choice = box.locator(".widget-toggle-button").first
        nickname = choice.inner_text().strip()
        choice.tap()
    else:
        field = box.locator(".bugkit-class-nickname input")
        field.fill(nickname)
        field.press("Tab")
    button = box.locator("button.widget-button").filter(has_text="Join the class")
    if not button.count():
        button = box.locator("button.widget-button").filter(has_text="Der Klasse beitreten")
    button.first.click()
    expect(box.locator(".bugkit-class-status")).to_contain_text(joined_text, timeout=STATE_MS)
    return nickname


def _guess(page: Any, text: str, show: str, wait: str) -> Any:
    """Type a guess into the page's first prediction, press its button, see the wait message; return the box."""
    from playwright.sync_api import expect

    box = page.locator(".bugkit-prediction").first
    field = box.locator(".widget-text input:visible").first  # the nickname box above it is folded away by now
    field.fill(text)
    field.press("Enter")
    box.locator("button.widget-button", has_text=show).click()
    expect(box.locator(".bugkit-feedback")).to_contain_text(wait, timeout=STATE_MS)
    return box


def _tally(page: Any, first: str, button: str) -> None:
    """Type a group's count into the class dice table and pool it."""
    dice = page.locator(".bugkit-classdice")
    dice.wait_for(state="attached", timeout=PAGE_MS)  # drawn with the page (a loaded run missed STATE_MS once)
    dice.scroll_into_view_if_needed()
    field = dice.locator(".widget-text input").first
    field.fill(first)
    field.press("Tab")
    dice.locator("button.widget-button", has_text=button).click()


def _kill_kernel(page: Any) -> None:
    """Kill (SIGKILL) the kernel process behind a Voila page, found by the kernel id in the page's config."""
    kernel = page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    assert kernel, "the page names no kernel"
    killed = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if f"kernel-{kernel}.json".encode() in cmdline.read_bytes():
                pid = int(cmdline.parent.name)
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
        except (OSError, ValueError):
            continue  # a process that ended meanwhile
    assert killed, f"no process runs kernel {kernel}"


def _keep_evidence(tmp_path: Path, proc: subprocess.Popen[str], pages: dict[str, Any],
                   console: dict[str, list[str]]) -> Path:
    """Return a new folder under ARTIFACTS (outside the checkout) holding what a failed class test saw: the server's
    stderr, Voila's log and, for each page, its URL, console messages, HTML and a screenshot."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="class-test-failed-", dir=ARTIFACTS))
    shutil.copy(tmp_path / "serve.err", folder / "serve.err")
    log = voila_log(proc)
    (folder / "voila.log").write_text(log.read_text(errors="replace") if log else "(no Voila process)\n")
    for name, page in pages.items():
        lines = [f"url: {page.url}", *console.get(name, [])]
        (folder / f"{name}.console.txt").write_text("\n".join(lines) + "\n")
        try:
            (folder / f"{name}.html").write_text(page.content())
            page.screenshot(path=str(folder / f"{name}.png"), full_page=True, timeout=20_000)
        except Exception as exc:  # a page that cannot say more: the error is evidence too
            (folder / f"{name}.error.txt").write_text(f"{type(exc).__name__}: {exc}\n")
    return folder


def test_a_class_with_three_devices(browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    notebooks = _pages(tmp_path / "notebooks")
    proc, teacher_url, students_url = start_server(tmp_path, "--pool", "0", "--notebooks", str(notebooks))
    base, code = students_url.split("/voila/")[0], students_url.rsplit("=", 1)[1]
    lesson_en = f"{base}/voila/render/29_lesson_class.ipynb?class={code}"
    lesson_de = f"{base}/voila/render/29_lektion_klasse.ipynb?class={code}"
    contexts = []
    pages: dict[str, Any] = {}
    console: dict[str, list[str]] = {}
    try:
        def context(name: str, **kw: Any) -> Any:
            ctx = browser.new_context(viewport={"width": 1000, "height": 900}, **kw)
            contexts.append(ctx)
            page = pages[name] = ctx.new_page()
            said = console[name] = []
            page.on("console", lambda msg: said.append(f"{msg.type}: {msg.text}"))
            page.on("pageerror", lambda err: said.append(f"page error: {err}"))
            return page

        teacher = context("teacher")
        teacher.goto(teacher_url, wait_until="commit", timeout=PAGE_MS)
        joined = teacher.locator(".bugkit-teacher-joined")
        expect(joined).to_contain_text("Nobody has joined yet", timeout=PAGE_MS)
        expect(teacher.locator(".bugkit-code")).to_have_text(code)
        teacher.locator(".bugkit-teacher .widget-checkbox input").check()  # hold every reveal

        # a tablet that opens the class page without the code types the code the teacher's page shows and taps
        # Open: the class page's lessons and games are 44 px buttons
        lost = context("lost", has_touch=True, is_mobile=True)
        lost.goto(students_url.split("?")[0], wait_until="commit", timeout=PAGE_MS)
        lost.locator(".bugkit-class-code input").fill(code.lower())
        lost.locator(".bugkit-class-code button").tap()
        expect(lost.locator(".bugkit-class-lessons a").first).to_be_visible(timeout=PAGE_MS)
        assert f"?class={code}" in (lost.locator(".bugkit-class-lessons a").first.get_attribute("href") or "")
        targets = lost.eval_on_selector_all(
            ".bugkit-class-lessons a, .bugkit-class-games a",
            "links => links.map(a => [a.textContent, ...(r => [r.width, r.height])(a.getBoundingClientRect())])")
        assert len(targets) == 11 and [x for x in targets if min(x[1], x[2]) < 44] == [], targets

        anna, tablet, kai = context("anna"), context("tablet", has_touch=True, is_mobile=True), \
            context("kai", locale="de-DE")
        for page, url in ((anna, lesson_en), (tablet, lesson_en), (kai, lesson_de)):
            page.goto(url, wait_until="commit", timeout=PAGE_MS)  # the three pages load at the same time
        _join(anna, "<b>Anna Ant</b>", "You are in class")
        tapped = _join(tablet, None, "You are in class")
        _join(kai, "Käfer Kai", "Du bist in Klasse")
        for name in ("<b>Anna Ant</b>", tapped, "Käfer Kai"):
            expect(joined).to_contain_text(name, timeout=STATE_MS)  # escaped: the tags are shown as text
        assert teacher.locator(".bugkit-teacher-joined b").count() == 1  # only the page's own bold heading

        boxes = [_guess(anna, "20%", "Show me", "Wait for your teacher"),
                 _guess(tablet, "1/10", "Show me", "Wait for your teacher"),
                 _guess(kai, "50 %", "Zeig es mir", "Warte auf deine Lehrkraft")]
        question = teacher.locator(".bugkit-question[data-question='29.p1']")
        expect(question).to_contain_text("3 guesses", timeout=STATE_MS)
        expect(question.locator("svg")).to_have_count(1)
        teacher.locator(".bugkit-teacher-question select").select_option(index=0)  # 29.p1, the only question
        teacher.locator("button.widget-button", has_text="Show the exact answer").click()
        expect(question.locator(".bugkit-exact")).to_contain_text("Exact answer", timeout=STATE_MS)
        for box in boxes:
            assert "exact answer" not in box.inner_text().lower()  # still held
        teacher.locator("button.widget-button", has_text="Release").click()
        for box, text in zip(boxes, ["The exact answer", "The exact answer", "Die genaue Antwort"], strict=True):
            expect(box.locator(".bugkit-feedback")).to_contain_text(text, timeout=STATE_MS)
        assert axe_problems(teacher) == []  # (the orange "Release" had white words too pale to read)
        assert axe_problems(lost) == []

        projector = teacher.locator(".widget-toggle-button", has_text="Projector mode")
        teacher.set_viewport_size({"width": 1280, "height": 720})  # a classroom projector
        projector.click()  # what the class sees: large print, the guesses' chart as wide as the screen
        expect(teacher.locator(".bugkit-teacher.bugkit-projector")).to_have_count(1)
        assert small_words(teacher, 20, ".bugkit-teacher") == []  # (they were 13 px)
        assert question.locator("svg").bounding_box()["width"] >= 1000  # (420 px, its labels 9 px; then 840, 17 px)
        labels = question.locator("svg").first.evaluate(
            "s => [...s.querySelectorAll('text[text-anchor=middle]')].filter(e => e.getAttribute('y') == "
            "String(s.viewBox.baseVal.height - 6)).map(e => { const r = e.getBoundingClientRect(); "
            "return [r.left, r.right, r.height]; })")
        svg_box = question.locator("svg").first.bounding_box()
        assert len(labels) == 10 and min(h for _l, _r, h in labels) >= 26, labels  # the bins' labels, read from afar
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(labels)), labels  # (they ran into each other)
        assert labels[-1][1] <= svg_box["x"] + svg_box["width"] + 1  # ("90-100%" was cut at the chart's edge)
        expect(teacher.locator("button.widget-button", has_text="Release")).to_be_visible()  # no nicknames needed
        expect(teacher.locator(".bugkit-teacher-joined")).to_be_hidden()
        screenshot(teacher, "teacher_projector")
        assert axe_problems(teacher) == []
        projector.click()
        teacher.set_viewport_size({"width": 1000, "height": 900})

        _tally(anna, "7", "Pool and draw")  # two groups on two devices: the teacher sees the class's pooled rolls
        _tally(kai, "5", "Zusammenzählen und zeichnen")
        dice = teacher.locator(".bugkit-teacher-dice")
        expect(dice).to_contain_text("Ungeziffer: 2 groups, 12 rolls", timeout=STATE_MS)

        exercise = tablet.locator(".bugkit-exercise").first
        exercise.scroll_into_view_if_needed()
        field = exercise.locator(".widget-text:not(.bugkit-exercise-set) input")
        field.fill("999999")
        field.press("Enter")
        expect(exercise.locator(".bugkit-feedback")).to_contain_text("Not yet", timeout=STATE_MS)
        expect(teacher.locator(".bugkit-teacher-exercises")).to_contain_text("0 right, 1 not yet", timeout=STATE_MS)

        anna.reload(wait_until="commit", timeout=PAGE_MS)  # a new kernel: the device remembers its place
        status = anna.locator(".bugkit-class-join .bugkit-class-status")
        expect(status).to_contain_text("as “<b>Anna Ant</b>”", timeout=PAGE_MS)

        _kill_kernel(anna)  # a kernel dies mid-lesson: the child reloads and goes on with the same nickname
        anna.reload(wait_until="commit", timeout=PAGE_MS)
        expect(status).to_contain_text("as “<b>Anna Ant</b>”", timeout=PAGE_MS)
        exercise = anna.locator(".bugkit-exercise").first
        exercise.scroll_into_view_if_needed()
        field = exercise.locator(".widget-text:not(.bugkit-exercise-set) input")
        field.fill("999999")
        field.press("Enter")
        expect(teacher.locator(".bugkit-teacher-exercises")).to_contain_text("0 right, 2 not yet", timeout=STATE_MS)

        teacher.locator("button.widget-button", has_text="End class").click()
        teacher.locator("button.widget-button", has_text="Yes, end and delete").click()
        expect(teacher.locator(".bugkit-teacher-ended")).to_contain_text("has ended", timeout=STATE_MS)
        expect(teacher.locator(".bugkit-code")).to_have_count(0)  # no code, QR or button left that does nothing
        expect(teacher.locator("button.widget-button")).to_have_count(0)
        rows = ClassStore(f"sqlite:///{tmp_path / 'class.sqlite'}").count_rows()
        assert rows == dict.fromkeys(rows, 0), rows
    except BaseException:
        print(f"kept for the failure: {_keep_evidence(tmp_path, proc, pages, console)}")
        raise
    finally:
        for ctx in contexts:
            ctx.close()
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
