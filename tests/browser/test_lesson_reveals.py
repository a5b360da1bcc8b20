"""Reveal means reveal: no lesson page shows the answer to a guess before the child has pressed "Show me".

Each lesson page is opened once in Voila (one server for all pages) and read as a child sees it, cell by cell:
the visible text (and the text alternatives of pictures) of every cell, which cells start a section (an ``h2``
heading), which cell holds a guess (``.bugkit-prediction``) and which cells show a picture, a table or an explore
control. Then every guess is answered and revealed on the same page, and its exact answer is read from the box's
own feedback, so the answers come from the lesson's data and nothing here knows a lesson's numbers.

Two rules, for every guess, from the top of the page to the end of the guess's section (the next heading):
- its answer (the fraction and the percentage the box reveals) appears nowhere in the visible text;
- below the guess, no computed output (printed text, a picture, a table, an explore control) stands outside the
  guess box: a chart, a table or a printed sum there would answer the guess before its reveal (put it inside the
  reveal, or after the next heading). This rule also covers guesses whose answer is a choice ("more", "target 4"),
  which the first rule cannot search for; a written paragraph right under such a guess is not caught by either.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
import pytest

from .conftest import ROOT, _env, _free_port, _stop, _wait_http, goto, screenshot

TIMEOUT = 120_000  # ms: Voila runs the whole notebook before it shows the page
EXACT = re.compile(r"(?:The exact answer|Die genaue Antwort): (.+?)\.(?:\s|$)")
SHOW_ME = {"en": "Show me", "de": "Zeig es mir"}


def _lesson_pages() -> list[tuple[str, str]]:
    """Return (notebook file name, language) of every lesson notebook (metadata ``bugkit.lesson``)."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        meta = nbformat.read(str(path), as_version=4).metadata.get("bugkit", {})
        if meta.get("lesson"):
            found.append((path.name, str(meta.get("lang", "en"))))
    return found


PAGES = _lesson_pages()


@dataclass(frozen=True)
class Cell:
    """One cell of a lesson page as a child sees it before any reveal."""

    text: str
    heading: bool  # starts a section (an h2)
    guess: bool  # holds a guess box
    picture: bool  # shows computed output (text, picture, table, explore control) outside a guess box


def _norm(text: str) -> str:
    """Return text with every kind of space as a plain space."""
    return re.sub(r"[\s\u00a0\u202f\u2009]+", " ", text)


def answer_forms(exact: str) -> list[str]:
    """Return the forms of a revealed answer worth searching for: fractions and percentages ("5/16", "31.3 %").

    A bare whole number or a choice's label is left out: such a text stands on many pages for other reasons (the
    picture rule covers those guesses).
    """
    forms = []
    for part in _norm(exact).split("≈"):
        part = part.strip()
        if re.fullmatch(r"-?\d+/\d+", part) or re.fullmatch(r"-?\d+(?:[.,]\d+)? ?%", part):
            forms.append(part)
    return forms


def _pattern(form: str) -> re.Pattern[str]:
    """Return a pattern that finds ``form`` as a whole number, with or without a space before "%"."""
    body = re.escape(form.replace(" %", "%")).replace("%", " ?%")
    return re.compile(rf"(?<![\d/.,]){body}(?![\d/]|[.,]\d)")


def spoilers(cells: list[Cell], guess_at: int, forms: list[str]) -> list[str]:
    """Return what gives away the guess in cell ``guess_at`` before its reveal (empty if nothing).

    Searched: every cell from the top of the page to the end of the guess's section, the guess box included
    (its question must not contain its answer).
    """
    end = next((i for i in range(guess_at + 1, len(cells)) if cells[i].heading), len(cells))
    found = []
    for i in range(end):
        for form in forms:
            if _pattern(form).search(_norm(cells[i].text)):
                found.append(f"cell {i} shows the answer {form!r}: {_norm(cells[i].text)[:160]!r}")
    for i in range(guess_at + 1, end):
        if cells[i].picture:
            found.append(f"cell {i} shows computed output (text, picture, table or explore control) between the "
                         f"guess and the next heading: {_norm(cells[i].text)[:160]!r}")
    return found


READ_CELLS = """() => [...document.querySelectorAll('.jp-Cell')].map(cell => {
  const inGuess = el => el.closest('.bugkit-prediction') !== null;
  const alts = [...cell.querySelectorAll('img[alt], [aria-label]')].filter(e => !inGuess(e))
      .map(e => e.getAttribute('alt') || e.getAttribute('aria-label')).join(' ');
  const pictures = [...cell.querySelectorAll('img, svg, table, canvas, .bugkit-explore, .jp-OutputArea-output')]
      .filter(e => !inGuess(e) && !e.querySelector('.bugkit-prediction') && e.getBoundingClientRect().width > 0 &&
                   (e.tagName !== 'DIV' || e.classList.contains('bugkit-explore') || e.innerText.trim() !== ''));
  return {text: cell.innerText + ' ' + alts, heading: cell.querySelector('h2') !== null,
          guess: cell.querySelector('.bugkit-prediction') !== null, picture: pictures.length > 0};
})"""


@pytest.fixture(scope="module")
def voila_all(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Yield the base URL of one Voila server (on 127.0.0.1) for a copy of every notebook."""
    workdir = tmp_path_factory.mktemp("reveal") / "notebooks"
    shutil.copytree(ROOT / "notebooks", workdir, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for sub in ("config", "runtime", "lab-settings"):
        (workdir.parent / sub).mkdir()
    port = _free_port()
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", str(workdir)]
    proc = subprocess.Popen(cmd, env=_env(workdir), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_http(f"{base}/voila/static/", proc)
        yield base
    finally:
        _stop(proc)


def _reveal(page: Any, box: Any, lang: str) -> str:
    """Return the exact answer a guess box reveals after a guess (a typed 50 % or the first choice)."""
    from playwright.sync_api import expect

    box.scroll_into_view_if_needed()
    field = box.locator(".widget-text input")
    if field.count():
        field.first.fill("50%")
        field.first.press("Enter")
        page.wait_for_timeout(200)
    else:
        box.locator(".widget-toggle-button").first.click()
    box.locator("button.widget-button", has_text=SHOW_ME[lang]).click()
    feedback = box.locator(".bugkit-feedback")
    expect(feedback).to_contain_text(re.compile("exact answer|genaue Antwort"), timeout=60_000)
    found = EXACT.search(_norm(feedback.inner_text()))
    assert found, f"no exact answer in the feedback: {feedback.inner_text()!r}"
    return found.group(1)


def test_answer_forms_and_spoilers_find_what_they_should() -> None:
    assert answer_forms("5/16 ≈ 31.3%") == ["5/16", "31.3%"]
    assert answer_forms("5/16 ≈ 31,3\u00a0%") == ["5/16", "31,3 %"]
    assert answer_forms("3") == [] and answer_forms("target 4") == []
    page = [Cell("A guess", False, True, False), Cell("1/4 + 3/4 · 1/4 · 1/3 = 5/16", False, False, False),
            Cell("## 4. Next", True, False, False), Cell("5/16 again, later: fine", False, False, True)]
    assert len(spoilers(page, 0, ["5/16"])) == 1
    assert spoilers(page, 0, ["15/16", "1/16"]) == []  # 15/16 is not 5/16, and 1/16 is not in 11/16
    assert spoilers([Cell("11/16 and 31.35%", False, False, False)], 0, ["1/16", "31.3%"]) == []
    assert len(spoilers([Cell("a guess", False, True, False), Cell("a chart", False, False, True)], 0, [])) == 1
    assert spoilers([Cell("a chart above", False, False, True), Cell("a guess", False, True, False)], 1, []) == []


@pytest.mark.browser
@pytest.mark.parametrize(("notebook", "lang"), PAGES, ids=[n for n, _ in PAGES])
def test_no_answer_shows_before_its_reveal(browser: Any, voila_all: str, notebook: str, lang: str) -> None:
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_all}/voila/render/{notebook}", TIMEOUT)
        page.locator(".bugkit-exercise").first.wait_for(state="attached", timeout=TIMEOUT)
        page.wait_for_timeout(500)  # let the last widgets draw
        cells = [Cell(c["text"], c["heading"], c["guess"], c["picture"]) for c in page.evaluate(READ_CELLS)]
        guesses = [i for i, c in enumerate(cells) if c.guess]
        assert len(guesses) >= 2, f"{notebook}: fewer than two guesses found ({len(cells)} cells read)"
        boxes = page.locator(".bugkit-prediction")
        assert boxes.count() == len(guesses), "one guess box per guess cell"
        problems = []
        for k, at in enumerate(guesses):
            exact = _reveal(page, boxes.nth(k), lang)
            problems += [f"guess {k + 1} (answer {exact}): {p}" for p in spoilers(cells, at, answer_forms(exact))]
        assert not problems, f"{notebook}:\n" + "\n".join(problems)
    finally:
        screenshot(page, f"reveal_{Path(notebook).stem}")
        page.close()
