"""Real-browser smoke test: open the Würfel-WG play notebook in JupyterLab, run it, park a die and re-roll."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import accept_kernel_dialog, run_all_in_lab, screenshot

pytestmark = pytest.mark.browser


def test_play_wuerfel_wg_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "15_play_wuerfel_wg.ipynb")
    reroll = panel.locator("button.widget-button", has_text="Markierte parken, Rest neu würfeln").first
    reroll.wait_for(state="visible", timeout=90_000)
    status = panel.locator(".widget-html", has_text="Spieler 1 hat noch 1 Wiederholungswurf").first
    expect(status).to_be_visible(timeout=30_000)
    expect(panel.locator(".widget-html", has_text="Die Mitte").first).to_be_visible(timeout=30_000)
    expect(panel.locator(".widget-html", has_text="Spielnummer:").first).to_be_visible(timeout=30_000)
    die = panel.locator("button.widget-toggle-button").first  # a fresh random game: park whatever die is first
    die.wait_for(state="visible", timeout=30_000)
    accept_kernel_dialog(page)  # a late 'Select Kernel' dialog on a busy machine would swallow the clicks
    die.click()
    expect(die).to_have_class(re.compile("mod-active"), timeout=30_000)
    accept_kernel_dialog(page)
    reroll.click()
    parked = panel.locator(".widget-html", has_text=re.compile(r"Spieler 1 parkt .+ und würfelt neu")).first
    expect(parked).to_be_visible(timeout=30_000)
    path = screenshot(page, "wuerfel_wg_lab")
    assert path.stat().st_size > 10_000
    page.close()
