"""The class's own dice in the browser: one German lesson as a Voila app, the teacher types the groups' counts,
pools them and sees the class beside the exact chance; a bad count gives a message; the table saves to saves/."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import SLOW_MS, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "23_lektion_voll_verasselt.ipynb"  # two outcomes: verasselt / sicher
TIMEOUT = SLOW_MS  # Voila runs the notebook on every page load: a page can take minutes on a loaded machine


def _commit(field: Any, text: str) -> None:
    field.fill(text)
    field.press("Tab")


def _heads_apart(table: Any) -> list[str]:
    """Return the dice table's column heads after checking each fits its column and none runs into the next."""
    heads = table.locator(".bugkit-classdice-grid > .widget-hbox").first.locator(".widget-html")
    spans = heads.evaluate_all("els => els.map(e => { const r = e.getBoundingClientRect(); const c = "
                               "e.querySelector('.widget-html-content') || e; return [e.innerText.trim(), r.left, "
                               "r.left + c.scrollWidth, c.scrollWidth, e.clientWidth]; })")
    named = [s for s in spans if s[0]]
    for text, _left, _right, scroll, client in named:
        assert scroll <= client, f"the head {text!r} is wider than its column ({scroll} > {client} px)"
    for before, after in itertools.pairwise(spans):
        assert before[2] <= after[1] + 0.5, f"the heads {before[0]!r} and {after[0]!r} overlap: {spans}"
    return [s[0] for s in named]


def test_the_longest_german_head_stays_in_its_column(browser: Any, voila_shared: str) -> None:
    """Lesson 25's table read "mindestenskeine" at 768 px: the head "mindestens eine 4" ran into "keine 4"."""
    page = browser.new_page(viewport={"width": 768, "height": 1024})
    try:
        page.goto(f"{voila_shared}/voila/render/25_lektion_wuerfel_wg.ipynb", wait_until="domcontentloaded",
                  timeout=TIMEOUT)
        table = page.locator(".bugkit-classdice").first
        table.wait_for(state="visible", timeout=TIMEOUT)
        table.scroll_into_view_if_needed()
        assert [" ".join(head.split()) for head in _heads_apart(table)] == ["mindestens eine 4", "keine 4"]
    finally:
        page.close()


def test_class_dice_in_a_german_lesson(browser: Any, voila_url: str, workdir: Path) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    try:
        page.goto(f"{voila_url}/voila/render/{NOTEBOOK}", wait_until="domcontentloaded", timeout=TIMEOUT)
        table = page.locator(".bugkit-classdice").first
        table.wait_for(state="visible", timeout=TIMEOUT)
        table.scroll_into_view_if_needed()
        # every column head fits its column: "verasselt" ran into "sicher" when each column was 56 px wide
        assert _heads_apart(table) == ["verasselt", "sicher"]
        boxes = table.locator(".widget-text input")
        assert boxes.count() >= 2 * 6 + 1  # 6 groups x 2 outcomes, and the file name
        _commit(boxes.nth(0), "12")
        _commit(boxes.nth(1), "8")
        _commit(boxes.nth(2), "zwölf")
        pool = table.locator("button.widget-button", has_text="Zusammenzählen und zeichnen")
        pool.click()
        message = table.locator(".bugkit-classdice-message")
        expect(message).to_contain_text("Gruppe 2", timeout=SLOW_MS)
        expect(message).to_contain_text("keine Anzahl")
        _commit(boxes.nth(2), "11")
        _commit(boxes.nth(3), "9")
        pool.click()
        result = table.locator(".bugkit-classdice-result")
        expect(result).to_contain_text("Die Klasse hat 40-mal gewürfelt", timeout=SLOW_MS)
        expect(result).to_contain_text("genaue Wahrscheinlichkeit")
        expect(table.locator(".bugkit-classdice-chart img")).to_be_visible()
        name = table.locator(".widget-text input").last
        _commit(name, "klasse_7c.json")
        table.locator("button.widget-button", has_text="Tabelle speichern").click()
        expect(message).to_contain_text("gespeichert", timeout=SLOW_MS)
        saved = json.loads((workdir / "saves" / "klasse_7c.json").read_text(encoding="utf-8"))
        assert saved["groups"][:2] == [[12, 8], [11, 9]]
        table.screenshot(path=str(screenshot(page, "voila_class_dice").with_name("voila_class_dice_table.png")))
    finally:
        screenshot(page, "voila_class_dice")
        page.close()
