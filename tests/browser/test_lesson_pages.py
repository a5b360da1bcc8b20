"""Every lesson page, English and German, opened ONCE in one Voila server as a child sees it on a tablet.

On that one page load (768 px wide, a touch screen, ``?exercise=7``), in this order:
1. the page says its language (``<html lang>``, for screen readers); axe-core finds no violation (at any
   impact); every chart has a text alternative; nothing but a table scrolls sideways, slider tracks stay usable
   and their labels whole, class-dice rows do not wrap (at 768 px, and again with the window narrowed to a 390 px
   phone);
2. the URL's exercise set reaches every exercise, no code shows;
3. reveal means reveal: every guess is answered and revealed, one after the other, and its answer (read from the
   box's own feedback, so nothing here knows a lesson's numbers) appeared nowhere on the page just before, with no
   computed output (text, picture, table, explore control) between the guess and the next heading (see
   ``lesson_spoilers``); the page is read again before each reveal, so what an earlier reveal opened counts too;
   once every guess is revealed, no part of the page still waits for one;
4. an explore control (slider or dropdown) redraws its picture; an exercise answered wrong shows "not yet" and its
   hint, answered right shows "right" (the right answer is computed from ``bugkit.lessons.<lesson>.EXERCISES``
   for set no. 7).

The pages are found by notebook metadata (``bugkit.lesson``, ``bugkit.lang``), so a new lesson is checked without
changing this file. One page load serves every check: Voila runs the whole notebook on each load, the costly part.
"""

from __future__ import annotations

import importlib
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import nbformat
import pytest

import bugkit.ui.lesson  # noqa: F401  (registers the lesson widgets' labels: "Show me", "Check", ...)
from bugkit.core.i18n import fmt_frac, t
from bugkit.lessons import Exercise, matches

from .conftest import ROOT, SLOW_MS, axe_problems, cut_choices, goto, kernels_over_tcp, screenshot, settle, small_words
from .lesson_spoilers import READ_CELLS, Cell, answer_forms, norm, spoilers

SET = 7  # the exercise set no. the pages are opened with
EXACT = re.compile(r"(?:The exact answer|Die genaue Antwort): (.+?)\.(?:\s|$)")


def _lesson_pages() -> list[tuple[str, str, str]]:
    """Return (notebook file name, lesson, language) of every lesson notebook."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        meta = nbformat.read(str(path), as_version=4).metadata.get("bugkit", {})
        if meta.get("lesson"):
            found.append((path.name, str(meta["lesson"]), str(meta.get("lang", "en"))))
    return found


PAGES = _lesson_pages()


def test_there_are_lesson_pages_in_both_languages() -> None:
    assert {lang for _, _, lang in PAGES} == {"en", "de"}, PAGES


def _cut_hints(page: Any) -> list[str]:
    """Return the guess boxes' hints ("Bruch oder Prozent") and the list boxes' choices that do not fit."""
    return [f"cut hint or choice: {p}" for p in cut_choices(page, "body")]


def _layout_problems(page: Any) -> list[str]:
    """Return what does not read fully or is too small for a finger or an eye: cut labels, squashed slider tracks,
    wrapped class-dice rows, wide pages, controls under 44 px high, words under 16 px (outside pictures: the page's
    prose, tables and printed lines were 13-14 px)."""
    return list(page.evaluate("""() => {
        const MIN_TRACK = 100;  // px: a track a finger can still move along on a 390 px phone
        const out = [];
        const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
        if (wide > 2) out.push(`the page scrolls sideways by ${wide}px`);
        const labels = '.bugkit-explore .widget-label, .bugkit-exercise .widget-label';
        for (const label of document.querySelectorAll(labels)) {
            if (label.offsetParent && label.scrollWidth > label.clientWidth + 1) {
                out.push(`cut label: ${label.textContent}`);
            }
        }
        const buttons = ['.bugkit-exercise', '.bugkit-prediction', '.bugkit-lln', '.bugkit-classdice']
            .map(b => `${b} button`).join(', ');
        for (const button of document.querySelectorAll(buttons)) {  // "Zeig es mir" was "Z…" at 390 px
            if (button.offsetParent && button.scrollWidth > button.clientWidth + 1) {
                out.push(`cut button: ${button.textContent.trim()}`);
            }
        }
        for (const track of document.querySelectorAll('.bugkit-explore .widget-slider .slider-container')) {
            const w = track.getBoundingClientRect().width;
            if (track.offsetParent && w < MIN_TRACK) out.push(`slider track only ${Math.round(w)}px wide`);
        }
        for (const row of document.querySelectorAll('.bugkit-classdice-grid > .widget-hbox')) {
            const tops = new Set([...row.children].map(c => Math.round(c.getBoundingClientRect().top)));
            if (tops.size > 1) out.push(`a class-dice row wraps: ${row.textContent.slice(0, 40)}`);
        }
        const boxes = ['.bugkit-exercise', '.bugkit-prediction', '.bugkit-lln', '.bugkit-explore', '.bugkit-classdice'];
        const controls = boxes.map(b => `${b} button, ${b} select, ${b} input:not([type=range]):not([type=hidden])`);
        for (const control of document.querySelectorAll(controls.join(', '))) {  // a finger's size on a tablet
            const box = control.getBoundingClientRect();
            if (control.offsetParent && box.height < 43.5) {
                out.push(`a control only ${Math.round(box.height)}px high: ${(control.innerText || control.value
                          || control.placeholder || control.tagName).trim().slice(0, 30)}`);
            }
        }
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);  // words a child reads
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const e = node.parentElement, text = node.textContent.trim();
            if (!text || !e || e.closest('svg') || !e.offsetParent) continue;
            const size = parseFloat(getComputedStyle(e).fontSize);
            if (size < 16) out.push(`words in ${size}px: ${text.slice(0, 30)}`);
        }
        for (const img of document.querySelectorAll('.bugkit-shown img, .widget-output img, .jp-OutputArea img')) {
            if (!(img.getAttribute('alt') || '').trim()) out.push('a chart without a text alternative');
        }
        return out;
    }"""))


ANSWER_FIELD = ".widget-text:not(.bugkit-exercise-set) input"  # not the exercise set no. above it


def _type(page: Any, box: Any, text: str) -> None:
    """Type into a box's answer field and commit the value (Enter), as a child would."""
    field = box.locator(ANSWER_FIELD).first
    field.fill(text)
    field.press("Enter")
    page.wait_for_timeout(300)


def _reveal(page: Any, box: Any, lang: str) -> str:
    """Return the exact answer a guess box reveals after a guess (a typed 50 % for a chance, 5 for a number, or the
    first choice)."""
    from playwright.sync_api import expect

    _hold_still(page)  # a reveal may just have opened parts above this box (after_reveal): taps land after that
    box.scroll_into_view_if_needed()
    if box.locator(ANSWER_FIELD).count():
        chance = box.locator(ANSWER_FIELD).first.get_attribute("placeholder") == t("lesson.write.probability", lang)
        _type(page, box, "50 %" if chance else "5")  # (a number of cards is no percentage: refused in words)
    else:
        _tap_until_chosen(page, box)
    feedback = box.locator(".bugkit-feedback")
    for _ in range(SLOW_MS // 15_000 - 1):  # a lost tap (the page moved under the finger, CI): a child taps again
        _hold_still(page)
        box.locator("button.widget-button", has_text=t("lesson.show_me", lang)).tap()
        try:
            expect(feedback).not_to_have_text("", timeout=15_000)
            break
        except AssertionError:
            continue
    expect(feedback).to_contain_text(EXACT, timeout=SLOW_MS)
    found = EXACT.search(norm(feedback.inner_text()))
    assert found, f"no exact answer in the feedback: {feedback.inner_text()!r}"
    return found.group(1)


def _tap_until_chosen(page: Any, box: Any) -> None:
    """Tap a choice box's first choice until it shows as chosen (at most SLOW_MS): a tap is lost when the page
    moves under the finger (a picture drawn above after a reveal, on a busy machine), and a child taps again."""
    from playwright.sync_api import expect

    chosen = box.locator(".widget-toggle-button.mod-active")
    for _ in range(SLOW_MS // 5_000 - 1):
        _hold_still(page)
        box.locator(".widget-toggle-button").first.tap()
        try:
            expect(chosen).to_have_count(1, timeout=5_000)
            return
        except AssertionError:
            continue
    expect(chosen).to_have_count(1, timeout=5_000)


def _hold_still(page: Any) -> None:
    """Return once the page's height has stayed the same for three readings 0.1 s apart (at most 10 s)."""
    page.wait_for_function("""() => {
        const h = document.documentElement.scrollHeight, w = window;
        w.__bugkitHeights = [...(w.__bugkitHeights || []), h].slice(-3);
        return w.__bugkitHeights.length === 3 && w.__bugkitHeights.every(x => x === h);
    }""", polling=100, timeout=10_000)


def _still_waiting(page: Any, notebook: str) -> list[str]:
    """Return what is not shown once every guess is revealed: a part that still waits (``after_reveal``), fewer
    such parts drawn than the notebook makes, or a widget the page never drew ("Loading widget...")."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    problems = []
    cells = nbformat.read(str(ROOT / "notebooks" / notebook), as_version=4).cells
    made = sum(cell.source.count("after_reveal(") for cell in cells if cell.cell_type == "code")
    parts = page.locator(".bugkit-after-reveal")
    try:  # a part made by the last reveal itself (inside its guess box) is drawn a moment after the answer
        expect(parts).to_have_count(made, timeout=SLOW_MS)
    except (AssertionError, PlaywrightTimeout):
        problems.append(f"{parts.count()} parts that wait for a reveal are drawn; the notebook makes {made}")
    waiting = page.locator(".bugkit-waits")
    try:
        expect(waiting).to_have_count(0, timeout=SLOW_MS)
    except (AssertionError, PlaywrightTimeout):
        problems.append(f"a part still waits after every guess was revealed: {norm(waiting.first.inner_text())[:99]!r}")
    if "Loading widget" in page.inner_text("body"):
        problems.append("a widget was never drawn: 'Loading widget...' is still on the page")
    return problems


def _exercise_on_page(box: Any, lesson: str) -> tuple[Exercise, int]:
    """Return the exercise a box shows (from its CSS class) and its exercise set no. (a fixed exercise: any set)."""
    classes = box.get_attribute("class") or ""
    found = re.search(r"bugkit-exercise-id-(\S+)", classes)
    assert found, f"exercise box without an id class: {classes}"
    exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
    exercise = next(ex for ex in exercises if ex.id == found.group(1))
    number = re.search(r"bugkit-seed-(\d+)", classes)
    assert number, f"exercise box without a set class: {classes}"
    return exercise, int(number.group(1))


def _wrong_answer(answer: Fraction, kind: str, lang: str) -> str:
    """Return an answer text that is surely wrong for this exercise."""
    for delta in (Fraction(7), Fraction(1, 3), Fraction(-1, 3), Fraction(13, 7)):
        text = fmt_frac(answer + delta, lang)
        if answer + delta > 0 and not matches(text, answer, kind):
            return text
    raise AssertionError(f"no wrong answer found for {answer}")


def _explore(page: Any) -> None:
    """Change the first explore control (a slider by one step, or a dropdown to its next choice) and wait until its
    picture is redrawn."""
    from playwright.sync_api import expect

    box = page.locator(".bugkit-explore").first  # some explore cells appear in a guess's reveal: wait for them
    box.wait_for(state="attached", timeout=SLOW_MS // 5)
    box.scroll_into_view_if_needed()
    out = box.locator(".bugkit-shown").first
    expect(out.locator("img, table, svg").first).to_be_visible(timeout=SLOW_MS)
    before = out.inner_html()
    handle, select = box.locator(".widget-slider .noUi-handle"), box.locator("select")
    if handle.count():
        handle.first.focus()
        handle.first.press("ArrowRight")
    else:
        assert select.count(), "an explore cell with neither a slider nor a dropdown"
        options = select.first.locator("option").all_inner_texts()
        current = select.first.evaluate("s => s.selectedIndex")
        select.first.select_option(index=(current + 1) % len(options))
    page.wait_for_function("([el, before]) => el.innerHTML !== before && el.querySelector('img, table, svg')",
                           arg=[out.element_handle(), before], timeout=SLOW_MS)


def _exercise(page: Any, lesson: str, lang: str) -> None:
    """Answer one exercise wrong (see the hint), then right."""
    from playwright.sync_api import expect

    boxes = page.locator(".bugkit-exercise")
    assert boxes.count() >= 5
    typed = [boxes.nth(i) for i in range(boxes.count()) if boxes.nth(i).locator(ANSWER_FIELD).count()]
    box = typed[0] if typed else boxes.first
    box.scroll_into_view_if_needed()
    exercise, seed = _exercise_on_page(box, lesson)
    inst = exercise.instance(seed, lang)
    check = box.locator("button.widget-button", has_text=t("lesson.check", lang))
    feedback = box.locator(".bugkit-feedback")
    if exercise.kind == "choice":
        assert inst["choices"] is not None
        wrong = next(label for key, label in inst["choices"].items() if key != inst["answer"])
        box.locator(".widget-toggle-button", has_text=wrong).tap()
    else:
        _type(page, box, _wrong_answer(Fraction(inst["answer"]), exercise.kind, lang))
    check.tap()
    expect(feedback).to_contain_text(t("lesson.wrong", lang), timeout=SLOW_MS)
    expect(feedback).to_contain_text(t("lesson.hint", lang))
    expect(feedback).to_contain_text(inst["hint"][:30])
    if exercise.kind == "choice":
        box.locator(".widget-toggle-button", has_text=inst["choices"][inst["answer"]]).tap()
    else:
        _type(page, box, inst["answer_text"])
    check.tap()
    expect(feedback).to_contain_text(t("ui.right", lang), timeout=SLOW_MS)


def test_answer_forms_and_spoilers_find_what_they_should() -> None:
    assert answer_forms("5/16 ≈ 31.3%") == ["5/16", "31.3%", "31%"]
    assert answer_forms("5/16 ≈ 31,3\u00a0%") == ["5/16", "31,3 %", "31 %"]
    assert answer_forms("1/8 ≈ 12.5%") == ["1/8", "12.5%", "13%"]  # as school rounds: half up
    assert answer_forms("1/2 ≈ 50%") == ["1/2", "50%"]
    assert answer_forms("3") == [] and answer_forms("target 4") == []
    page = [Cell("A guess", False, True, False), Cell("1/4 + 3/4 · 1/4 · 1/3 = 5/16", False, False, False),
            Cell("## 4. Next", True, False, False), Cell("5/16 again, in a later section", False, False, True)]
    assert len(spoilers(page, 0, ["5/16"])) == 2  # its own section and a later one: a child scrolls on
    later = [Cell("A guess", False, True, False), Cell("## 5. Later", True, False, False),
             Cell("a table: 5/16", False, False, True)]
    assert len(spoilers(later, 0, ["5/16"])) == 1  # after the next heading, but still before the reveal
    assert spoilers(page, 0, ["15/16", "1/16"]) == []  # 15/16 is not 5/16, and 1/16 is not in 11/16
    assert spoilers([Cell("11/16 and 31.35%", False, False, False)], 0, ["1/16", "31.3%"]) == []
    assert len(spoilers([Cell("a guess", False, True, False), Cell("a chart", False, False, True)], 0, [])) == 1
    assert spoilers([Cell("a chart above", False, False, True), Cell("a guess", False, True, False)], 1, []) == []
    explorer = Cell("move the slider", False, False, True, True)
    far = [Cell("a guess", False, True, False), Cell("## 5. Later", True, False, False), explorer]
    assert len(spoilers(far, 0, [])) == 1  # an open explorer anywhere below: its sliders reach the answer
    assert spoilers([explorer, Cell("a guess", False, True, False)], 1, []) == []  # above the guess: allowed
    assert len(spoilers([Cell("a guess", False, True, False), Cell("a chart: 31 %", False, False, False)], 0,
                        answer_forms("4/13 ≈ 30.8 %"))) == 1  # the answer rounded to a whole percent


def check_page(browser: Any, voila_shared: str, notebook: str, lesson: str, lang: str) -> None:
    """Open one lesson page once and check everything this module's docstring lists."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    page = context.new_page()
    problems: list[str] = []
    try:
        # Voila runs the whole notebook before the page is complete; a load that stalls (seen now and then on a busy
        # machine, not explained) is tried again, three tries of at most 2.5 minutes each
        goto(page, f"{voila_shared}/voila/render/{notebook}?exercise={SET}", 3 * SLOW_MS // 2, tries=3)
        page.locator(".bugkit-exercise").last.wait_for(state="attached", timeout=SLOW_MS)
        settle(page)
        said = page.evaluate("document.documentElement.lang")  # a screen reader reads the page in this language
        if said != lang:
            problems.append(f"the page says it is in {said!r}, not {lang!r} (<html lang>)")
        cells = _cells(page)
        screenshot(page, f"lesson_768_{Path(notebook).stem}")
        problems += [f"axe-core at 768 px: {p}" for p in axe_problems(page)]
        problems += [f"at 768 px: {p}" for p in [*_layout_problems(page), *_cut_hints(page)]]
        page.set_viewport_size({"width": 390, "height": 844})
        settle(page)
        problems += [f"at 390 px: {p}" for p in [*_layout_problems(page), *_cut_hints(page)]]
        page.set_viewport_size({"width": 768, "height": 1024})
        settle(page)

        boxes = page.locator(".bugkit-exercise")
        for i in range(boxes.count()):  # the URL's exercise set reaches every exercise, and its box shows it
            exercise, seed = _exercise_on_page(boxes.nth(i), lesson)
            if seed != SET:  # a fixed exercise (the same numbers in every set) keeps the set it is given too
                problems.append(f"exercise {exercise.id} shows set no. {seed}, not {SET} from the URL")
            elif exercise.fresh and boxes.nth(i).locator(".bugkit-exercise-set input").input_value() != str(SET):
                problems.append(f"exercise {exercise.id}: its set box does not show {SET}")
        if page.locator(".jp-InputArea-editor, .CodeMirror, .cm-editor").count():
            problems.append("code shows in the app")

        guesses = [i for i, c in enumerate(cells) if c.guess]
        guess_boxes = page.locator(".bugkit-prediction")
        assert len(guesses) >= 2, f"fewer than two guesses found ({len(cells)} cells read)"
        assert guess_boxes.count() == len(guesses), "one guess box per guess cell"
        for k, at in enumerate(guesses):
            cells = _cells(page)  # as it stands now: earlier reveals may have opened more of the page
            exact = _reveal(page, guess_boxes.nth(k), lang)
            problems += [f"guess {k + 1} (answer {exact}): {p}" for p in spoilers(cells, at, answer_forms(exact))]
        problems += _still_waiting(page, notebook)
        settle(page)  # every guess revealed: what the reveals opened is checked too (lesson 23's pair table had an
        problems += [f"axe-core after the reveals: {p}" for p in axe_problems(page)]  # empty header cell)
        _explore(page)
        _exercise(page, lesson, lang)
    finally:
        screenshot(page, f"lesson_done_{Path(notebook).stem}")
        context.close()
    assert not problems, f"{notebook}:\n" + "\n".join(problems)


def _cells(page: Any) -> list[Cell]:
    """Return the page's cells as a child sees them now."""
    return [Cell(c["text"], c["heading"], c["guess"], c["picture"], c["explore"]) for c in page.evaluate(READ_CELLS)]


def _pages(lang: str) -> Any:
    """Return the parametrization of the lesson pages in one language."""
    pages = [p for p in PAGES if p[2] == lang]
    return pytest.mark.parametrize(("notebook", "lesson", "lang"), pages, ids=[n for n, _, _ in pages])


# One class per language: pytest-xdist (--dist loadscope) runs each class on one worker, so the two languages' pages
# load side by side on a 2-core machine.
@pytest.mark.browser
class TestEnglishPages:
    """The English lesson pages."""

    @_pages("en")
    def test_lesson_page(self, browser: Any, voila_shared: str, notebook: str, lesson: str, lang: str) -> None:
        check_page(browser, voila_shared, notebook, lesson, lang)


@pytest.mark.browser
class TestGermanPages:
    """The German lesson pages."""

    @_pages("de")
    def test_lesson_page(self, browser: Any, voila_shared: str, notebook: str, lesson: str, lang: str) -> None:
        check_page(browser, voila_shared, notebook, lesson, lang)


@pytest.mark.browser
@pytest.mark.parametrize("notebook", ["00_start_here.ipynb", "00_hier_starten.ipynb", "50_inside_the_games.ipynb",
                                      "42_class_mode.ipynb", "42_klassenmodus.ipynb"])
def test_start_page_is_clean_for_axe_core(browser: Any, voila_shared: str, notebook: str) -> None:
    """The first page a class opens (and the teachers' page of demos, which has no board): axe-core finds no violation
    (at any impact) at 768 px, nor on the class-mode how-to they link (links stand on their own or are underlined,
    not told apart from running text by their colour only; a page of printed lines needs a link to be a scrollable
    region one can reach by keyboard). On the start pages a child taps a game or a lesson in the table: each of those
    links is a 44 px target (they were lines of 17 px text, "English" right above "German"), and so is a link to a
    notebook in their text. Every word outside a picture is 16 px or more on the tablet."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    page = context.new_page()
    try:
        goto(page, f"{voila_shared}/voila/render/{notebook}")
        page.locator(".jp-RenderedMarkdown a[href*='.ipynb']").first.wait_for(timeout=SLOW_MS)
        settle(page)
        assert axe_problems(page) == []  # the class-mode how-to's link in a sentence was told apart by colour only
        assert small_words(page, 16, "body") == []  # the page's prose and its table were 14 and 13 px
        if notebook.startswith("42_"):  # the class-mode how-to (linked from the start pages) shows its three pictures:
            widths = page.eval_on_selector_all(  # from ../docs/ they stopped the page where Voila serves notebooks/
                ".jp-RenderedMarkdown img", "pictures => pictures.map(p => p.naturalWidth)")
            assert len(widths) == 3 and min(widths) > 0, widths
        targets = page.eval_on_selector_all(
            ".jp-RenderedMarkdown td a[href*='.ipynb']",
            "links => links.map(a => [a.textContent, ...(r => [r.width, r.height])(a.getBoundingClientRect())])")
        assert len(targets) == (17 if notebook.startswith("00_") else 0), targets  # 5 games, 6 lessons in 2 languages
        assert [t for t in targets if min(t[1], t[2]) < 44] == []
        if notebook.startswith("00_"):  # so is a link to a notebook in the text: "Auf Deutsch: Hier starten" was 19 px
            links = page.eval_on_selector_all(
                ".jp-RenderedMarkdown p > a[href*='.ipynb']",
                "links => links.map(a => [a.textContent, a.getBoundingClientRect().height])")
            assert len(links) >= 2 and [link for link in links if link[1] < 44] == [], links
    finally:
        context.close()


@pytest.mark.browser
@pytest.mark.parametrize(("notebook", "lang"), [("00_start_here.ipynb", "en"), ("00_hier_starten.ipynb", "de")])
def test_a_start_page_opens_every_board_in_its_own_language(browser: Any, voila_shared: str, notebook: str,
                                                            lang: str) -> None:
    """A child who taps "▶ spielen" on the German start page gets a German board, and "▶ play" on the English one an
    English board, for every game (the links named no language: from the German page four boards opened in English,
    and from the English page Würfel-WG opened in German). Every link goes to its play page with ``?lang=`` of the
    page's language, the address at which test_axe_every_impact opens each board and reads its language; the first
    board is opened here by a tap, as a child does, and its language read from its projector switch, which every
    board has."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    page = context.new_page()
    try:
        goto(page, f"{voila_shared}/voila/render/{notebook}")
        links = page.locator(".jp-RenderedMarkdown td a[href*='_play_']")
        links.first.wait_for(timeout=SLOW_MS)
        hrefs: list[str] = links.evaluate_all("links => links.map(a => a.href)")
        plays = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))
        assert [h.rsplit("/", 1)[-1] for h in hrefs] == [f"{name}?lang={lang}" for name in plays], hrefs
        links.first.tap()
        switch = page.locator(".bugkit-board .bugkit-projector-switch")
        switch.wait_for(state="attached", timeout=SLOW_MS)
        assert page.url == hrefs[0]
        assert switch.text_content() == t("ui.projector", lang)
        # the pages' kernels talk to Voila over Unix sockets: over TCP one died on a port taken before it bound it,
        # and this test stood 300 s in a CI run (a blank board page)
        assert not kernels_over_tcp(voila_shared)
    finally:
        context.close()
