"""What "reveal means reveal" looks for on a lesson page: a guess's answer anywhere on the page before its reveal,
or computed output between a guess and the next heading (used by ``test_lesson_pages.py``).

Three rules, for every guess, on the page as it stands just before that guess is revealed:
- its answer (the fraction and the percentage the box reveals, and that percentage rounded to a whole one as
  school rounds: a chart's "31 %" tells "30.8 %") appears nowhere in the visible text of the whole page: not above
  it, not in its section, and not in a later section or the going-further part either (a child scrolls on, and in
  class mode the class waits for the teacher's reveal). A later table that shows the answer waits for the reveal
  (``bugkit.ui.lesson.after_reveal``);
- below the guess, no computed output (printed text, a picture, a table, an explore control) stands outside the
  guess box before the next heading: a chart, a table or a printed sum there would answer the guess before its
  reveal (put it inside the reveal, or after the next heading). This rule also covers guesses whose answer is a
  choice ("more", "target 4"), which the first rule cannot search for; a written paragraph right under such a
  guess is not caught by either;
- below the guess, anywhere on the page, no explore control stands open: its sliders reach values its first
  picture does not show, so it can work out the guess's answer (a task, a number of repeats, a careless rate set
  to the guess's own); it waits for the reveal (``after_reveal``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal


@dataclass(frozen=True)
class Cell:
    """One cell of a lesson page as a child sees it before any reveal."""

    text: str
    heading: bool  # starts a section (an h2)
    guess: bool  # holds a guess box
    picture: bool  # shows computed output (text, picture, table, explore control) outside a guess box
    explore: bool = False  # offers an explore control outside a guess box


def norm(text: str) -> str:
    """Return text with every kind of space as a plain space."""
    return re.sub(r"[\s\u00a0\u202f\u2009]+", " ", text)


def answer_forms(exact: str) -> list[str]:
    """Return the forms of a revealed answer worth searching for: fractions and percentages ("5/16", "31.3 %"), and
    a percentage rounded to a whole one as school rounds ("31 %": a chart or a rounded table tells the answer too).

    A bare whole number or a choice's label is left out: such a text stands on many pages for other reasons (the
    picture rule covers those guesses).
    """
    forms = []
    for part in norm(exact).split("≈"):
        part = part.strip()
        if re.fullmatch(r"-?\d+/\d+", part):
            forms.append(part)
        elif percent := re.fullmatch(r"(-?\d+)(?:[.,](\d+))? ?(%)", part):
            forms.append(part)
            if percent[2]:
                whole = Decimal(f"{percent[1]}.{percent[2]}").quantize(Decimal(1), ROUND_HALF_UP)
                forms.append(f"{whole}{part[percent.end(2):]}")
    return forms


def _pattern(form: str) -> re.Pattern[str]:
    """Return a pattern that finds ``form`` as a whole number, with or without a space before "%"."""
    body = re.escape(form.replace(" %", "%")).replace("%", " ?%")
    return re.compile(rf"(?<![\d/.,]){body}(?![\d/]|[.,]\d)")


def spoilers(cells: list[Cell], guess_at: int, forms: list[str]) -> list[str]:
    """Return what gives away the guess in cell ``guess_at`` before its reveal (empty if nothing).

    Searched for the answer: every cell of the page, the guess box included (its question must not contain its
    answer); for computed output: the cells below the guess up to the next heading; for an open explore control:
    every cell below the guess.
    """
    end = next((i for i in range(guess_at + 1, len(cells)) if cells[i].heading), len(cells))
    found = []
    for i in range(len(cells)):
        for form in forms:
            if _pattern(form).search(norm(cells[i].text)):
                found.append(f"cell {i} shows the answer {form!r}: {norm(cells[i].text)[:160]!r}")
    for i in range(guess_at + 1, end):
        if cells[i].picture:
            found.append(f"cell {i} shows computed output (text, picture, table or explore control) between the "
                         f"guess and the next heading: {norm(cells[i].text)[:160]!r}")
    for i in range(end, len(cells)):
        if cells[i].explore:
            found.append(f"cell {i} offers an explore control below the guess, open before its reveal (its controls "
                         f"can work out the answer): {norm(cells[i].text)[:160]!r}")
    return found


READ_CELLS = """() => [...document.querySelectorAll('.jp-Cell')].map(cell => {
  const inGuess = el => el.closest('.bugkit-prediction') !== null;
  const alts = [...cell.querySelectorAll('img[alt], [aria-label]')].filter(e => !inGuess(e))
      .map(e => e.getAttribute('alt') || e.getAttribute('aria-label')).join(' ');
  const pictures = [...cell.querySelectorAll('img, svg, table, canvas, .bugkit-explore, .jp-OutputArea-output')]
      .filter(e => !inGuess(e) && !e.querySelector('.bugkit-prediction') && e.getBoundingClientRect().width > 0 &&
                   (e.tagName !== 'DIV' || e.classList.contains('bugkit-explore') || e.innerText.trim() !== ''));
  return {text: cell.innerText + ' ' + alts, heading: cell.querySelector('h2') !== null,
          guess: cell.querySelector('.bugkit-prediction') !== null, picture: pictures.length > 0,
          explore: pictures.some(e => e.classList.contains('bugkit-explore'))};
})"""
