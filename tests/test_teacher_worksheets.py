"""Printed worksheets: a PDF sheet and an answer key per lesson, language and paper (A4, US Letter), 1-4 pages of
that size none near-empty, the questions on them, tally boxes, working space, the symbols explained."""

from __future__ import annotations

import html
import re
import unicodedata
from pathlib import Path

import pypdf
import pytest

from bugkit.lessons.guide import LANGS, SEED, Lesson, instances, lessons, shown_answer
from bugkit.lessons.guide.sheets import PAPERS, file_name, sheet_html, sheet_questions

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "worksheets"
CASES = [(lesson, lang, key) for lesson in lessons() for lang in LANGS for key in (False, True)]
IDS = [f"{lesson.number}-{lang}-{'key' if key else 'sheet'}" for lesson, lang, key in CASES]
PRINTS = [(lesson, lang, key, paper) for lesson, lang, key in CASES for paper in PAPERS]
PRINT_IDS = [f"{lesson.number}-{lang}-{'key' if key else 'sheet'}-{paper}" for lesson, lang, key, paper in PRINTS]
SIZES = {"a4": (595, 842), "letter": (612, 792)}  # points
MIN_PAGE_TEXT = 150  # characters (without spaces) on every page: no page holds just a line or two


def squash(text: str) -> str:
    """Return the text without white space and ligatures (PDF text breaks lines where the page did; "ﬁ" = "fi")."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def read_pdf(pdf: Path) -> tuple[list[tuple[int, int]], list[str]]:
    """Return the page sizes in points and the text of each page of a PDF (pypdf: about 50 ms a file)."""
    reader = pypdf.PdfReader(pdf)
    sizes = [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages]
    return sizes, [page.extract_text() for page in reader.pages]


@pytest.mark.parametrize(("lesson", "lang", "key", "paper"), PRINTS, ids=PRINT_IDS)
def test_pdf_exists_on_its_paper_with_one_to_four_full_pages_and_the_questions(lesson: Lesson, lang: str, key: bool,
                                                                               paper: str) -> None:
    """The PDF exists, has 1-4 pages of its paper size, none near-empty, and shows every question (nothing cut).

    Each case reads its own PDF only: a fixture reading them all ran once in every test worker.
    """
    name = file_name(lesson, lang, key, paper)
    assert (OUT / name).is_file(), f"docs/worksheets/{name} is missing: run python scripts/build_worksheets.py"
    sizes, pages = read_pdf(OUT / name)
    assert 1 <= len(pages) <= 4
    width, height = SIZES[paper]
    assert all(abs(w - width) <= 1 and abs(h - height) <= 1 for w, h in sizes), sizes
    assert all(len(squash(page)) >= MIN_PAGE_TEXT for page in pages), [len(squash(p)) for p in pages]
    flat = squash("".join(pages))
    for question in sheet_questions(lesson, lang):
        assert squash(question) in flat, f"{name} lacks: {question}"
    if key:
        for inst in instances(lesson, lang):
            assert squash(shown_answer(inst)) in flat


def test_the_sheet_says_how_to_call_up_its_exercise_set_and_explains_its_symbols() -> None:
    for lesson in lessons():
        for lang, box, explained in (("en", "Exercise set no.", "Key:"),
                                     ("de", "Aufgabenset Nr.", "Zeichenerklärung:")):
            sheet = sheet_html(lesson, lang)
            assert box in sheet and f"?exercise={SEED}" in sheet and explained in sheet
            assert ("★ =" in sheet) and ("☐ =" in sheet)
            if "<th>=</th>" in sheet:
                assert "= in " in sheet  # the bars of Voll verasselt


def test_tally_boxes_and_working_space() -> None:
    css_width = 34  # mm: 20 tally marks are four bundles of five, about 7 mm each
    for lesson in lessons():
        for lang in LANGS:
            sheet = sheet_html(lesson, lang)
            if any(word in sheet for word in (">tally<", ">Striche<")):
                assert "class='tally'" in sheet
            levels = [i["level"] for i in instances(lesson, lang) if not i["choices"]]
            assert sheet.count("class='work'") == levels.count(3)
    assert f"td.tally {{ width: {css_width}mm" in sheet_html(lessons()[0], "en")


@pytest.mark.parametrize(("lesson", "lang", "key"), CASES, ids=IDS)
def test_committed_html_is_up_to_date(lesson, lang, key) -> None:
    """The HTML the PDF was printed from equals what the guide data makes now (else rebuild the worksheets)."""
    html_file = OUT / file_name(lesson, lang, key).replace(".pdf", ".html")
    assert html_file.read_text(encoding="utf-8") == sheet_html(lesson, lang, key), \
        "run python scripts/build_worksheets.py"


def test_sheet_hides_the_answers() -> None:
    """A student's sheet shows no solution text; the key shows them."""
    lesson = lessons()[0]
    for lang in LANGS:
        sheet, key = sheet_html(lesson, lang), sheet_html(lesson, lang, key=True)
        for inst in instances(lesson, lang):
            solution = html.escape(inst["solution"])
            assert solution not in sheet and solution in key
