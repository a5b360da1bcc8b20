"""The boards and pages are axe-core clean at every impact, not only the serious and critical ones.

axe-core found the same moderate problem on every Voila page: ``region``, all of the page's content outside a
landmark (Voila's page has none), so a screen reader had no "main" to jump to. The page's labeller (bugkit.ui.a11y)
now makes the element holding Voila's cells the page's main landmark; in JupyterLab the notebook already sits in
Lab's own main area, and the labeller adds none there (a second "main" would be a problem of its own).
``axe_problems`` (conftest) now fails on every impact; in JupyterLab it leaves out only ``LAB_OWN``, the few rules
JupyterLab's own chrome breaks (its toolbar, its cell editors), never anything a notebook draws.

Every board in German and English with its folded panels closed and open (and in the language its address asks
for: the start pages link to exactly these addresses, see test_lesson_pages) and the teacher guides in Voila (one
shared server), at a tablet's 768 px; one board in JupyterLab. ``axe_problems`` checks the main landmark on every
Voila page it is given (one, holding every cell), so the start pages and every lesson page are checked for it where
test_lesson_pages runs axe-core on them; they are not opened a second time here.
"""

from __future__ import annotations

from typing import Any

import pytest

from bugkit.core.i18n import t

from .conftest import ROOT, SLOW_MS, axe_problems, goto, run_all_in_lab

pytestmark = pytest.mark.browser

PLAY_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))
BOARDS = [f"{notebook}?lang={lang}" for notebook in PLAY_NOTEBOOKS for lang in ("de", "en")]
GUIDES = ["30_lehrerhandreichung.ipynb", "30_teacher_guide.ipynb"]  # links that stand on their own


def open_page(browser: Any, url: str) -> Any:
    """Return a tablet-sized page showing ``url`` once its labeller is drawn."""
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    goto(page, url)
    page.locator(".bugkit-labeller").first.wait_for(state="attached", timeout=SLOW_MS)
    return page


@pytest.mark.parametrize("address", BOARDS)
def test_a_board_in_voila_is_axe_clean_with_its_panels_folded_and_open(browser: Any, voila_shared: str,
                                                                      address: str) -> None:
    page = open_page(browser, f"{voila_shared}/voila/render/{address}")
    try:
        page.locator(".bugkit-board .bugkit-table button").first.wait_for(state="visible", timeout=SLOW_MS)
        assert axe_problems(page) == []  # (one main landmark, holding every cell)
        lang = address.rsplit("=", 1)[1]
        switch = page.locator(".bugkit-board .bugkit-projector-switch").first
        assert switch.text_content() == t("ui.projector", lang)  # the board speaks the language its address asks for
        headers = page.locator(".bugkit-board .jupyter-widget-Collapse-header")
        for i in range(headers.count()):  # the settings, the save panel: every control they hold
            headers.nth(i).click()
        page.locator(".bugkit-board .bugkit-controls select").first.wait_for(state="visible", timeout=SLOW_MS)
        assert axe_problems(page) == []
    finally:
        page.close()


@pytest.mark.parametrize("guide", GUIDES)
def test_the_teacher_guides_in_voila_are_axe_clean(browser: Any, voila_shared: str, guide: str) -> None:
    page = open_page(browser, f"{voila_shared}/voila/render/{guide}")
    try:
        assert axe_problems(page) == []  # (one main landmark, holding every cell)
    finally:
        page.close()


def test_a_board_in_jupyterlab_is_axe_clean_and_labs_main_area_stays_the_only_main(browser: Any,
                                                                                  lab_url: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        run_all_in_lab(page, lab_url, "11_play_ungeziffer.ipynb", ready=".bugkit-board .bugkit-labeller")
        page.locator(".bugkit-board .bugkit-table button").first.wait_for(state="visible", timeout=SLOW_MS)
        page.locator(".bugkit-board .jupyter-widget-Collapse-header").first.click()
        page.locator(".bugkit-board .bugkit-controls select").first.wait_for(state="visible", timeout=SLOW_MS)
        assert axe_problems(page) == []
        mains = page.evaluate("() => [...document.querySelectorAll('main, [role=\"main\"]')].map(e => e.id)")
        assert mains == ["jp-main-dock-panel"]  # JupyterLab's own, holding the notebook
        assert page.locator("#jp-main-dock-panel .bugkit-board").count() == 1
    finally:
        page.close()
