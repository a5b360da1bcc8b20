"""A tablet's controls a child can use: every choice of a board's settings readable.

- A board's settings showed each dropdown as wide as ipywidgets made it, and a native list box cuts what does not
  fit: at 768 px the German seats read "Chancen-Bot (rechnet die Ch…" (Wanzen tanzen), "Schwellen-Bot (hört bei 4
  a…", "perfekte Kakerlake (nie fal…", Ungeziffer's variant "Einsteiger (Plättchen 0–6, grün…". Every dropdown of
  the settings is now as wide as its longest choice (``bugkit.ui.board.fit_choices``).
"""

from __future__ import annotations

from typing import Any

import pytest

import bugkit
from bugkit.core.i18n import t

from .conftest import ROOT, SLOW_MS, cut_choices, goto, settle

pytestmark = pytest.mark.browser

PLAY_NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb"))


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_every_choice_of_a_boards_settings_is_shown_whole_on_a_tablet_in_german(browser: Any, voila_shared: str,
                                                                               notebook: str) -> None:
    game = notebook.removesuffix(".ipynb").split("_play_", 1)[1]
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        goto(page, f"{voila_shared}/voila/render/{notebook}?lang=de")
        board = page.locator(".bugkit-board").first
        board.locator(".bugkit-table button").first.wait_for(state="visible", timeout=SLOW_MS)
        board.locator(".jupyter-widget-Collapse-header").first.click()
        players = board.get_by_label(t("ui.players", "de"), exact=True)
        players.select_option(str(bugkit.GAMES[game].max_players))  # every seat shown
        board.get_by_label(t("ui.seat", "de", n=bugkit.GAMES[game].max_players)).wait_for(state="visible",
                                                                                          timeout=SLOW_MS)
        settle(page)
        assert board.locator(".bugkit-controls select").count() >= 4  # language, players, two seats at least
        assert cut_choices(page, ".bugkit-board .bugkit-controls") == []
    finally:
        page.close()
