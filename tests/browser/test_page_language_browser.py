"""A page says the language it is written in, so a screen reader reads a German page with German pronunciation.

In plain Voila (app mode, not the class server, which writes the class's language into the page itself) every page
said ``<html lang="en">``: a German lesson, a board opened with ``?lang=de``, the German start page. The page's
``Labeller`` (bugkit.ui.a11y) now sets it. In JupyterLab it marks the notebook that holds it (``.jp-Notebook``) and
leaves JupyterLab's own ``<html lang>`` alone. (The start pages show their labeller from their code: they need
notebooks built by scripts/build_notebooks.py.) What each page builder gives its labeller is tested in
tests/test_page_language.py. No label says the stray word "null" (ipywidgets' missing tooltip) either.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from .conftest import SLOW_MS, axe_problems, goto, run_all_in_lab

pytestmark = pytest.mark.browser

SAID_MS = 60_000  # the labeller sets the language as it is drawn: a minute after the page's widgets is a failure
LANG_JS = "() => document.documentElement.lang"


@pytest.mark.parametrize(("address", "shown", "lang"), [
    ("21_lektion_ungeziffer.ipynb", ".bugkit-prediction", "de"),
    ("21_lesson_ungeziffer.ipynb", ".bugkit-prediction", "en"),
    ("11_play_ungeziffer.ipynb?lang=de", ".bugkit-board", "de"),
    ("11_play_ungeziffer.ipynb?lang=en", ".bugkit-board", "en"),
    ("00_hier_starten.ipynb", ".jp-OutputArea-output", "de"),
    ("00_start_here.ipynb", ".jp-OutputArea-output", "en"),
])
def test_a_voila_page_says_its_language(browser: Any, voila_shared: str, address: str, shown: str,
                                        lang: str) -> None:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_shared}/voila/render/{address}")
        page.locator(shown).first.wait_for(state="attached", timeout=SLOW_MS)
        with contextlib.suppress(PlaywrightTimeout):  # once the page's labeller is drawn (else said below)
            page.wait_for_function("lang => document.documentElement.lang === lang && "
                                   "document.querySelector('.bugkit-labeller') !== null", arg=lang, timeout=SAID_MS)
        said = page.evaluate(LANG_JS)
        assert (said, page.locator(".bugkit-labeller").count() > 0) == (lang, True), f"<html lang={said!r}>"
        heading = page.locator(".jp-RenderedHTMLCommon h1").first.inner_text().replace("¶", "").strip()
        assert page.title() == heading and not page.title()[:1].isdigit(), (page.title(), heading)  # not the file
        if address.startswith("00_"):  # the page whose only widget is the labeller stays clean for axe-core
            assert axe_problems(page) == []
    finally:
        page.close()


NOTEBOOK_LANG = ("() => document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook')"
                 "?.getAttribute('lang')")


def test_in_jupyterlab_a_notebook_says_its_language_and_labs_own_page_is_left_alone(browser: Any,
                                                                                   lab_url: str) -> None:
    """The German start page marks its notebook German; a play page (no address in Lab, so English) marks its own
    notebook English, in the same Lab; JupyterLab's page (its menus) keeps its own language throughout."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        for notebook, lang, ready in (("00_hier_starten.ipynb", "de", ".bugkit-labeller"),
                                      ("11_play_ungeziffer.ipynb", "en", ".bugkit-board .bugkit-labeller")):
            run_all_in_lab(page, lab_url, notebook, ready=ready)
            with contextlib.suppress(PlaywrightTimeout):  # (else said below)
                page.wait_for_function(f"() => ({NOTEBOOK_LANG})() === {lang!r}", timeout=SAID_MS)
            assert (notebook, page.evaluate(NOTEBOOK_LANG)) == (notebook, lang)
            assert page.evaluate(LANG_JS) != "de"  # JupyterLab's own page speaks Lab's (English) menus
            assert page.locator("[lang='de']").count() == (lang == "de")  # the notebook alone, nothing around it
    finally:
        page.close()


NULL_TITLES_JS = ("() => [...document.querySelectorAll('[title=\"null\"]')]"
                  ".map(e => (e.textContent || e.tagName).trim())")  # what says title="null"


def test_no_label_of_a_board_says_null(browser: Any, voila_shared: str) -> None:
    """ipywidgets writes a label's missing tooltip as the word "null": the German board's replay slider label
    "Wiederholung: Zug" (and the hidden labels of widgets without words) said ``title="null"``, a word a mouse
    showed and a screen reader could read. The page's labeller takes that title away."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_shared}/voila/render/11_play_ungeziffer.ipynb?lang=de")
        page.locator(".bugkit-board .bugkit-labeller").first.wait_for(state="attached", timeout=SLOW_MS)
        page.locator(".bugkit-board .widget-slider .widget-label", has_text="Wiederholung").wait_for(
            state="attached", timeout=SLOW_MS)
        with contextlib.suppress(PlaywrightTimeout):  # (else said by the assertion)
            page.wait_for_function(f"() => ({NULL_TITLES_JS})().length === 0", timeout=SAID_MS)
        assert page.evaluate(NULL_TITLES_JS) == []
    finally:
        page.close()
