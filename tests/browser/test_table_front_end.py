"""The table's front end (``bugkit/ui/static/table.js``) on its own in Chromium, with a stand-in for the widget
model: what it draws does not depend on when the page attaches it (no server; deterministic)."""

from __future__ import annotations

from typing import Any

import pytest

from bugkit.ui.table import STATIC

pytestmark = pytest.mark.browser

# render() the module with a model that holds a fixed scene; ``attach`` says whether the root is on the page yet
RENDER = """async ([source, attach]) => {
    const url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    const module = await import(url);
    const piece = (id) => ({id, alt: id, picture: '<svg></svg>', tappable: true});
    const values = {
        scene: {zones: [{id: 'dice', label: 'dice', pieces: [piece('d0')]},
                        {id: 'middle', label: 'middle', pieces: [piece('m0')]},
                        {id: 'wg-0', label: 'my flat', pieces: [piece('w0')]}],
                actions_after: 'dice'},
        status: 'Your turn', actions: [{id: 'roll', label: 'Roll', enabled: true}], projector: false,
    };
    const model = {get: (name) => values[name], on: () => {}, send: () => {}};
    const root = document.createElement('div');
    if (attach) document.body.appendChild(root);
    module.default.render({model, el: root});
    document.body.appendChild(root);
    await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [...root.querySelector('.bugkit-table').children].map(c => c.dataset.zone || c.className);
}"""


@pytest.mark.parametrize("attach", [True, False], ids=["root on the page", "root attached after render"])
def test_the_action_buttons_follow_their_zone_however_the_page_attaches_the_table(browser: Any, attach: bool) -> None:
    """Würfel-WG's buttons stand right under the dice (``actions_after``), also on a first draw into a root the page
    attaches later, as Voila and JupyterLab do now and then: the buttons went to the end of the table then, below
    every card (seen in about 1 page load in 4)."""
    page = browser.new_page()
    try:
        page.set_content("<!doctype html><html><body></body></html>")
        order = page.evaluate(RENDER, [(STATIC / "table.js").read_text(encoding="utf-8"), attach])
    finally:
        page.close()
    assert order == ["bugkit-table-status", "dice", "bugkit-table-actions", "middle", "wg-0"], order
