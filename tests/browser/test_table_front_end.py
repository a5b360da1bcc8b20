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


# render() with a stand-in model whose values the test changes (and announces) while a finger or a mouse is down
# (``rolling``: the first scene's pictures are wrapped as a die's just after a roll, in a span that plays the roll
# animation; the next scene draws them without it, as a board does)
LIVE = """async ([source, css, rolling]) => {
    const url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    const module = await import(url);
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    const picture = (fill) => `<svg width="60" height="60" viewBox="0 0 60 60"><rect width="60" height="60" `
        + `fill="${fill}"/></svg>`;
    const piece = (id, selected, wrap = false) => {
        const drawn = picture(selected ? '#e65100' : '#1565c0');
        return {id, alt: id, picture: wrap ? `<span class="bugkit-rolling">${drawn}</span>` : drawn, tappable: true,
                selected};
    };
    const values = {scene: {zones: [{id: 'dice', label: 'dice',
                                     pieces: [piece('a', false, rolling), piece('b', false, rolling)]}]},
                    status: 'Your turn', actions: [{id: 'roll', label: 'Roll', enabled: true}], projector: false};
    const handlers = {};
    window.__sent = [];
    window.__select = (id, order = ['a', 'b']) => {  // what a message from the kernel does: a new scene, drawn at once
        values.scene = {zones: [{id: 'dice', label: 'dice',
                                 pieces: order.map(p => piece(p, p === id))}]};
        values.status = `${id} chosen`;
        for (const name of ['scene', 'status']) for (const f of handlers[name] || []) f();
        return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    };
    window.__phase = (ids) => {  // a new phase: other actions (new buttons), drawn at once
        values.actions = ids.map(id => ({id, label: id, enabled: true}));
        for (const f of handlers.actions || []) f();
        return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    };
    const model = {get: (name) => values[name], on: (event, f) => {
                       const name = event.replace('change:', '');
                       (handlers[name] = handlers[name] || []).push(f);
                   },
                   send: (message) => window.__sent.push(message)};
    const root = document.createElement('div');
    document.body.appendChild(root);
    module.default.render({model, el: root});
    await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
}"""


def _live(page: Any, rolling: bool = False) -> None:
    """Draw the shipped table.js and table.css on ``page`` with the stand-in model of ``LIVE``."""
    page.evaluate(LIVE, [(STATIC / "table.js").read_text(encoding="utf-8"),
                         (STATIC / "table.css").read_text(encoding="utf-8"), rolling])


def _press_redraw_lift(context: Any, page: Any, selector: str, pointer: str, redraw: str) -> tuple[float, float]:
    """Put a finger (or the mouse button) down on the middle of ``selector``, run the JavaScript ``redraw`` (a message
    from the kernel), then lift it; return the point pressed."""
    box = page.locator(selector).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if pointer == "mouse":
        page.mouse.move(x, y)
        page.mouse.down()
        page.evaluate(redraw)
        page.mouse.up()
    else:
        cdp = context.new_cdp_session(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        page.evaluate(redraw)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    return x, y


@pytest.mark.parametrize("picture", ["a picture", "a just-rolled die's picture"])
@pytest.mark.parametrize("redrawn", ["another piece", "the pressed piece"])
@pytest.mark.parametrize("pointer", ["touch", "mouse"])
def test_a_tap_is_not_lost_when_the_table_redraws_under_the_finger(browser: Any, pointer: str, redrawn: str,
                                                                   picture: str) -> None:
    """A tap whose finger (or mouse button) goes down before a redraw and comes up after it reaches the kernel: a
    bot's move or a dice roll redraws the table at any moment. The table rebuilt every button on each redraw, and
    such a mouse click was lost (the Voll verasselt JupyterLab test, once on CI: nothing rolled for 300 s). A die
    just rolled is drawn inside a span that plays the roll animation, and the next scene drops that span: a mouse
    pressed on it lost its click until nothing inside a piece's button took pointer events."""
    context = browser.new_context(viewport={"width": 600, "height": 400}, has_touch=True)
    page = context.new_page()
    try:
        page.set_content("<!doctype html><html><body></body></html>")
        _live(page, rolling=picture != "a picture")
        other = "b" if redrawn == "another piece" else "a"
        _press_redraw_lift(context, page, ".bugkit-table button[data-id='a']", pointer, f"window.__select('{other}')")
        assert page.locator(".bugkit-table .bugkit-rolling").count() == 0  # the wrapper, if any, was dropped
        page.wait_for_function("window.__sent.some(m => m.kind === 'tap')", timeout=5_000)
        assert page.evaluate("window.__sent.filter(m => m.kind === 'tap')") == [{"kind": "tap", "id": "a"}]
        assert page.locator(".bugkit-table-status").inner_text() == f"{other} chosen"  # the redraw did happen
    finally:
        context.close()


@pytest.mark.parametrize("pointer", ["touch", "mouse"])
def test_a_finger_put_down_on_one_action_presses_no_other_drawn_in_its_place(browser: Any, pointer: str) -> None:
    """A finger put down on an action and lifted after a new phase drew another action in the same place (Wanzen
    tanzen: "Set aside" pressed twice, the second time as "Another turn with all 5 dice" took its place) presses
    nothing: a touch's click goes to what lies under the finger when it lifts, and it pressed the new action. A
    mouse click never did (it counts only where the button went down and came up); the new action can still be
    tapped after."""
    context = browser.new_context(viewport={"width": 600, "height": 400}, has_touch=True)
    page = context.new_page()
    try:
        page.set_content("<!doctype html><html><body></body></html>")
        _live(page)
        x, y = _press_redraw_lift(context, page, ".bugkit-table button[data-id='roll']", pointer,
                                  "window.__phase(['again', 'stop'])")
        assert page.evaluate(f"document.elementFromPoint({x}, {y}).dataset.id") == "again"  # drawn in its place
        if pointer == "mouse":
            page.mouse.click(x, y)
        else:
            page.touchscreen.tap(x, y)
        page.wait_for_function("window.__sent.length > 0", timeout=5_000)
        assert page.evaluate("window.__sent") == [{"kind": "press", "id": "again"}]  # only the tap made after
    finally:
        context.close()


@pytest.mark.parametrize("where", ["a box outside the table", "a piece that moves"])
def test_a_redraw_leaves_the_keyboard_focus_where_it_was(browser: Any, where: str) -> None:
    """A redraw (a bot's move) leaves the focus where the child put it: on a box elsewhere on the page (a lesson's
    answer box), or on the focused piece even when the new scene moves it to another place in its zone."""
    page = browser.new_page()
    try:
        page.set_content("<!doctype html><html><body><input id='outside' aria-label='answer'></body></html>")
        _live(page)
        page.locator(".bugkit-table button[data-id='a']").click()  # the child tapped a piece before
        if where == "a box outside the table":
            page.locator("#outside").focus()
            page.evaluate("window.__select('b')")
            assert page.evaluate("document.activeElement.id") == "outside"
        else:
            page.evaluate("window.__select('b', ['b', 'a'])")
            assert page.evaluate("[...document.querySelectorAll('.bugkit-table button.bugkit-piece')]"
                                 ".map(b => b.dataset.id)") == ["b", "a"]  # the piece did move
            assert page.evaluate("document.activeElement.dataset.id") == "a"
    finally:
        page.close()


# two tables on one page, each render()ed with a stand-in model whose projector flag the test turns on and off; the
# page's body class after each step, and after the projector table's view has left the page (render's clean-up)
PROJECTOR_PAGE = """async (source) => {
    const url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    const module = await import(url);
    const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    const table = () => {
        const values = {scene: {zones: []}, status: '', actions: [], projector: false}, handlers = {};
        const model = {get: (name) => values[name], on: (event, f) => { handlers[event] = f; }, send: () => {}};
        const root = document.createElement('div');
        document.body.appendChild(root);
        const cleanup = module.default.render({model, el: root});
        const set = async (on) => { values.projector = on; handlers['change:projector'](); await frames(); };
        return {set, cleanup, root};
    };
    const marked = () => document.body.classList.contains('bugkit-projector-page');
    const [a, b] = [table(), table()];
    await frames();
    const seen = [marked()];
    await a.set(true); seen.push(marked());
    await b.set(true); await a.set(false); seen.push(marked());
    await b.set(false); seen.push(marked());
    await a.set(true); seen.push(marked());
    a.cleanup(); a.root.remove(); seen.push(marked());
    return seen;
}"""


def test_the_page_is_marked_while_a_table_on_it_is_in_projector_mode(browser: Any) -> None:
    """The page's body has the class bugkit-projector-page while any table on it is in projector mode, and loses it
    when the last one leaves projector mode or the page (the boards' CSS hides a Voila page's title by it; a
    selector with :has() did, which older tablets' browsers cannot read)."""
    page = browser.new_page()
    try:
        page.set_content("<!doctype html><html><body></body></html>")
        seen = page.evaluate(PROJECTOR_PAGE, (STATIC / "table.js").read_text(encoding="utf-8"))
    finally:
        page.close()
    assert seen == [False, True, True, False, True, False], seen
