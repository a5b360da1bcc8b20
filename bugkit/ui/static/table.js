// bugkit's game table: draws the scene Python sends (zones of pieces, action buttons) as native buttons and sends
// taps back ({kind: "tap", id} / {kind: "press", id}). Python is the referee: it checks every message.
// A scene with an id is reported once it is on the screen ({kind: "shown", id}): a timed game counts from then.
function el(tag, cls) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  return node;
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

  function button(id, kind, label, enabled, cls) {
    const b = el("button", cls);
    b.type = "button";
    b.dataset.id = id;
    b.setAttribute("aria-label", label);
    if (!enabled) b.setAttribute("aria-disabled", "true");
    b.addEventListener("click", () => {
      focused = id;
      if (reported) sendShown(reported); // a tap on a drawn scene never reaches the kernel before its report
      model.send({ kind, id });
    });
    return b;
  }

  function draw() {
    const active = document.activeElement;
    if (active && table.contains(active) && active.dataset) focused = active.dataset.id || focused;
    table.replaceChildren();
    table.classList.toggle("bugkit-table-projector", !!model.get("projector"));
    const status = model.get("status") || "";
    if (status) {
      const line = el("p", "bugkit-table-status");
      line.setAttribute("role", "status");
      line.textContent = status;
      table.appendChild(line);
    }
    const scene = model.get("scene");
    const actions = model.get("actions") || [];
    let bar = null;
    if (actions.length) {
      bar = el("div", "bugkit-table-actions");
      for (const action of actions) {
        const b = button(action.id, "press", action.label, !!action.enabled, "bugkit-action");
        b.textContent = action.label;
        b.removeAttribute("aria-label");
        bar.appendChild(b);
      }
    }
    for (const zone of scene.zones || []) {
      const box = el("section", "bugkit-table-zone");
      box.setAttribute("aria-label", zone.label || zone.id);
      box.dataset.zone = zone.id;
      for (const piece of zone.pieces || []) {
        let cls = "bugkit-piece";
        if (piece.tappable) cls += " bugkit-tappable";
        if (piece.selected) cls += " bugkit-selected";
        let node;
        if (zone.tap !== false) {
          node = button(piece.id, "tap", piece.alt, !!piece.tappable, cls);
        } else {
          node = el("span", cls);
          node.setAttribute("role", "img");
          node.setAttribute("aria-label", piece.alt);
        }
        node.dataset.id = piece.id;
        node.innerHTML = piece.picture; // SVG markup made by the game's draw.py (no script, no link)
        for (const inner of node.querySelectorAll("svg")) inner.setAttribute("aria-hidden", "true");
        box.appendChild(node);
      }
      table.appendChild(box);
      // the buttons right after the zone they belong to (Würfel-WG: the dice), else after the last zone
      if (bar && zone.id === scene.actions_after) table.appendChild(bar);
    }
    // (not isConnected: a first draw may come before the page attaches the table, and the bar is placed already)
    if (bar && bar.parentNode !== table) table.appendChild(bar);
    if (focused) {
      const again = table.querySelector(`[data-id="${CSS.escape(focused)}"]`);
      if (again && again.tagName === "BUTTON") again.focus({ preventScroll: true });
    }
    report();
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
}

export default { render };
