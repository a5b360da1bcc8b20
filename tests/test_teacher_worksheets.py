"""Printed worksheets: a PDF sheet and an answer key per lesson and language, 1-4 A4 pages, the questions on them."""

from __future__ import annotations

import html
import re
import unicodedata
from pathlib import Path

import pypdf
import pytest

from bugkit.lessons.guide import LANGS, instances, lessons, shown_answer
from bugkit.lessons.guide.sheets import file_name, sheet_html, sheet_questions

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "worksheets"
CASES = [(lesson, lang, key) for lesson in lessons() for lang in LANGS for key in (False, True)]
IDS = [f"{lesson.number}-{lang}-{'key' if key else 'sheet'}" for lesson, lang, key in CASES]


def squash(text: str) -> str:
    """Return the text without white space and ligatures (PDF text breaks lines where the page did; "ﬁ" = "fi")."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


@pytest.fixture(scope="module")
def texts() -> dict[str, tuple[int, str]]:
    """Return {pdf name: (pages, text)} of every committed worksheet."""
    found = {}
    for pdf in OUT.glob("*.pdf"):
        reader = pypdf.PdfReader(pdf)
        found[pdf.name] = (len(reader.pages), "".join(page.extract_text() for page in reader.pages))
    return found


@pytest.mark.parametrize(("lesson", "lang", "key"), CASES, ids=IDS)
def test_pdf_exists_with_one_to_four_pages_and_the_questions(texts, lesson, lang, key) -> None:
    """The PDF exists, has 1-4 pages and shows every prediction, exercise and exit-ticket question."""
    name = file_name(lesson, lang, key)
    assert name in texts, f"docs/worksheets/{name} is missing: run python scripts/build_worksheets.py"
    pages, text = texts[name]
    assert 1 <= pages <= 4
    flat = squash(text)
    for question in sheet_questions(lesson, lang):
        assert squash(question) in flat, f"{name} lacks: {question}"
    if key:
        for inst in instances(lesson, lang):
            assert squash(shown_answer(inst)) in flat


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
