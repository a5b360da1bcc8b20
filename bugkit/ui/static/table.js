// bugkit's game table: draws the scene Python sends (zones of pieces, action buttons) as native buttons and sends
// taps back ({kind: "tap", id} / {kind: "press", id}). Python is the referee: it checks every message.
// A scene with an id is reported once it is on the screen ({kind: "shown", id}): a timed game counts from then.
function el(tag, cls) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  return node;
}

// A page that shows a table in projector mode says so on its <body> (class bugkit-projector-page), for as long as it
// does: the boards' CSS hides the page's title there (a selector with :has() did, which older tablets' browsers lack).
// ``own`` is the table just drawn: its first drawing happens before the page holds it (a page opened with
// ?projector=1 kept its title until the next redraw), so it counts whether or not the document has it yet.
function markPage(own) {
  const on = own.classList.contains("bugkit-table-projector")
    || !!document.querySelector(".bugkit-table.bugkit-table-projector");
  document.body.classList.toggle("bugkit-projector-page", on);
}

function render({ model, el: root }) {
  const table = el("div", "bugkit-table");
  root.appendChild(table);
  let focused = null;
  let reported = null; // the id of the last scene drawn
  let sent = null; // the id last reported to the kernel

  function sendShown(id) {
    if (id && id !== sent) {
      sent = id;
      model.send({ kind: "shown", id });
    }
  }

  function report() {
    const id = (model.get("scene") || {}).id;
    if (!id || id === reported) return;
    reported = id;
    // two animation frames: the browser has painted the scene before the kernel hears of it
    requestAnimationFrame(() => requestAnimationFrame(() => sendShown(id)));
  }

  // The nodes stay from one draw to the next, keyed by kind and id, and change in place: a node rebuilt under a
  // finger or a mouse (pressed before a redraw, released after it) loses its click. Only a changed picture is
  // drawn anew, and only a node out of place is moved.
  let nodes = new Map(); // the last draw's nodes
  let next = new Map(); // this draw's: what the last draw had and this one does not is dropped with the old map

  function keep(key, make) {
    const node = nodes.get(key) || make();
    next.set(key, node);
    return node;
  }

  function set(node, name, value) {
    if (value === null) node.removeAttribute(name);
    else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }

  // A tap counts only on the button its finger (or the mouse) went down on. A mouse click does so by itself; a
  // touch's click goes to whatever lies under the finger when it lifts, so a finger put down on "Set aside" and
  // lifted after a redraw had put "Another turn" in that place pressed "Another turn". (A click from the keyboard
  // has no press before it: detail 0.)
  const pressed = new Map(); // pointer id -> the button it went down on (or null), until its click or cancel
  table.addEventListener("pointerdown", (event) => {
    for (const [pointer, node] of pressed) if (!node || !node.isConnected) pressed.delete(pointer);
    pressed.set(event.pointerId, event.target instanceof Element ? event.target.closest("button") : null);
  }, true);
  table.addEventListener("pointercancel", (event) => pressed.delete(event.pointerId), true);

  function button(id, kind, cls) {
    return keep(`${kind}:${id}`, () => {
      const b = el("button", cls);
      b.type = "button";
      b.dataset.id = id;
      b.addEventListener("click", (event) => {
        const down = [...pressed].find(([, node]) => node === b);
        if (down) pressed.delete(down[0]);
        else if (event.detail) return; // pressed on another button, or on none
        focused = id;
        if (reported) sendShown(reported); // a tap on a drawn scene never reaches the kernel before its report
        model.send({ kind, id });
      });
      return b;
    });
  }

  // put ``children`` into ``parent`` in this order, moving only what is out of place, and drop the rest
  function place(parent, children) {
    children.forEach((child, i) => {
      const here = parent.children[i] || null;
      if (here !== child) parent.insertBefore(child, here);
    });
    while (parent.children.length > children.length) parent.lastElementChild.remove();
  }

  const statusLine = el("p", "bugkit-table-status");
  statusLine.setAttribute("role", "status");
  const bar = el("div", "bugkit-table-actions");

  function draw() {
    const active = document.activeElement;
    const inside = !!(active && table.contains(active));
    if (inside && active.dataset) focused = active.dataset.id || focused;
    next = new Map();
    const rows = [];
    table.classList.toggle("bugkit-table-projector", !!model.get("projector"));
    const status = model.get("status") || "";
    if (statusLine.textContent !== status) statusLine.textContent = status;
    if (status) rows.push(statusLine);
    const scene = model.get("scene") || {};
    const actions = model.get("actions") || [];
    place(bar, actions.map((action) => {
      const b = button(action.id, "press", "bugkit-action");
      set(b, "aria-disabled", action.enabled ? null : "true");
      if (b.textContent !== action.label) b.textContent = action.label;
      return b;
    }));
    let barPlaced = !actions.length;
    for (const zone of scene.zones || []) {
      const box = keep(`zone:${zone.id}`, () => {
        const section = el("section", "bugkit-table-zone");
        section.dataset.zone = zone.id;
        return section;
      });
      set(box, "aria-label", zone.label || zone.id);
      place(box, (zone.pieces || []).map((piece) => {
        let cls = "bugkit-piece";
        if (piece.tappable) cls += " bugkit-tappable";
        if (piece.selected) cls += " bugkit-selected";
        let node;
        if (zone.tap !== false) {
          node = button(piece.id, "tap", cls);
          set(node, "aria-disabled", piece.tappable ? null : "true");
        } else {
          node = keep(`img:${piece.id}`, () => {
            const span = el("span");
            span.setAttribute("role", "img");
            span.dataset.id = piece.id;
            return span;
          });
        }
        if (node.className !== cls) node.className = cls;
        set(node, "aria-label", piece.alt);
        if (node.bugkitPicture !== piece.picture) {
          node.bugkitPicture = piece.picture;
          node.innerHTML = piece.picture; // SVG markup made by the game's draw.py (no script, no link)
          for (const inner of node.querySelectorAll("svg")) inner.setAttribute("aria-hidden", "true");
        }
        return node;
      }));
      rows.push(box);
      // the buttons right after the zone they belong to (Würfel-WG: the dice), else after the last zone
      if (!barPlaced && zone.id === scene.actions_after) {
        rows.push(bar);
        barPlaced = true;
      }
    }
    if (!barPlaced) rows.push(bar);
    place(table, rows);
    nodes = next;
    table.dataset.draws = String(Number(table.dataset.draws || 0) + 1); // (tests and benchmarks wait on this)
    // a button moved or dropped under the keyboard's focus: the focus goes back to it (or its successor with the
    // same id), unless the focus had left the table for something else on the page
    const now = document.activeElement;
    const lost = !now || now === document.body;
    if (focused && (inside || lost) && !table.contains(now)) {
      const again = table.querySelector(`[data-id="${CSS.escape(focused)}"]`);
      if (again && again.tagName === "BUTTON") again.focus({ preventScroll: true });
    }
    report();
    markPage(table);
  }

  // the scene, the status line and the actions arrive together (one message): draw the table once for them all
  let pending = false;
  function redraw() {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw();
    });
  }
  draw();
  for (const name of ["scene", "status", "actions", "projector"]) model.on(`change:${name}`, redraw);
  return () => {
    // the view leaves the page: its table no longer counts
    table.classList.remove("bugkit-table-projector");
    markPage(table);
  };
}

export default { render };
