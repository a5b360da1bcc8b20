"""Real-browser smoke test: open the Kakerlakentanz play notebook in JupyterLab, run it, make calls."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import run_all_in_lab, screenshot

pytestmark = pytest.mark.browser


def wait_or_accept_kernel(page: Any, target: Any) -> None:
    """Wait for ``target``; if JupyterLab asks which kernel to start (seen on a busy machine), accept and run all."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        target.wait_for(state="visible", timeout=30_000)
        return
    except PlaywrightTimeout:
        accept = page.locator(".jp-Dialog .jp-mod-accept")
        if accept.count() == 0:
            raise
    accept.first.click()
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=90_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
    target.wait_for(state="visible", timeout=90_000)


def dismiss_kernel_dialog(page: Any) -> None:
    """Accept a late 'Select Kernel' dialog (it would swallow the clicks), if one is open."""
    page.wait_for_timeout(1000)
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    if accept.count():
        accept.first.click()
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=90_000)


def test_play_kakerlakentanz_in_jupyterlab(browser: Any, lab_url: str) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    panel = run_all_in_lab(page, lab_url, "14_play_kakerlakentanz.ipynb")
    # the practice widget (German, seed 2): the first card is an Ouch taboo card, so only "Stopp!" is right
    practice_card = panel.locator(".widget-html", has_text="Deine Karte").first
    wait_or_accept_kernel(page, practice_card)
    expect(practice_card).to_contain_text("Tabu-Karte Aua")
    dismiss_kernel_dialog(page)
    # the two widgets speak different languages, so their buttons and messages cannot be mixed up
    panel.locator("button.widget-button", has_text="Aua").first.click()
    expect(panel.locator(".widget-html", has_text="Nicht richtig, nochmal").first).to_be_visible(timeout=30_000)
    panel.locator("button.widget-button", has_text="Stopp!").first.click()
    expect(panel.locator(".widget-html", has_text="Richtig!").first).to_be_visible(timeout=30_000)
    # the timed widget (English): the countdown runs; any call by "You" lands in the log (in time or too slow)
    timed_card = panel.locator(".widget-html", has_text="Your card").first
    expect(timed_card).to_be_visible()
    expect(panel.locator(".widget-html", has_text="Time left").first).to_be_visible()
    panel.locator("button.widget-button", has_text="Meep").first.click()
    expect(panel.locator(".widget-output", has_text="You:").first).to_be_visible(timeout=30_000)
    path = screenshot(page, "kakerlakentanz_lab")
    assert path.stat().st_size > 10_000
    page.close()
