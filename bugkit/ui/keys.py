"""Keys anywhere on a board: a tiny invisible anywidget that forwards key presses to Python (any game's board may
hold one; Kakerlakentanz's does, for its calls).

ipywidgets alone can only read keys typed into a text box. ``KeyCatcher`` is an ``anywidget.AnyWidget`` whose
JavaScript is bundled right here (nothing is fetched from the internet). Put it inside a board (a Box with the CSS
class ``board_class``); it listens to the page's key presses and forwards a key to Python (``on_key``) when
- the key was pressed while something inside the board had the focus (a button, or the board itself after a click
  on an empty spot), or
- nothing had the focus (the page itself) and this board is ``armed``: the board started last (``armed`` is set by
  Python; only one board on a page is armed at a time).
Keys typed into a text box or a menu (the game number, a file name) are never taken, nor Space and Enter on a
button that has the focus: a keyboard user who reached it with Tab presses it as usual. After a *mouse* click on a
button the board takes the focus back, so Space then means the game's key, not "press that button again". Only
the keys in ``taken`` are taken; for them the browser's own action (scrolling on Space) is cancelled.
The board is marked ``data-lm-suppress-shortcuts`` so that
JupyterLab's single-key shortcuts (m, b, 1, ...) do not act on the notebook while the board has the focus.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from ..core.errors import InvalidInput
from ..core.validate import check_items, short_repr

MAX_KEYS = 100  # keys one board takes (a board takes a handful)

ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  const taken = () => new Set(model.get("taken"));
  const board = () => el.closest("." + model.get("board_class"));
  let tries = 0;
  const prepare = () => {
    const b = board();
    if (b) {
      b.setAttribute("data-lm-suppress-shortcuts", "true");
      if (!b.hasAttribute("tabindex")) b.tabIndex = -1;
      b.addEventListener("mousedown", (e) => {
        if (!e.target.closest("input, textarea, select, button, [contenteditable]")) {
          b.focus({ preventScroll: true });
        }
      });
      // after a mouse click on a button, the board takes the focus back, so that Space means "Stop!" and not
      // "press the button I clicked before" (a keyboard click, detail 0, leaves the focus where the user put it)
      b.addEventListener("click", (e) => {
        if (e.detail > 0 && e.target.closest("button")) {
          setTimeout(() => b.focus({ preventScroll: true }), 0);
        }
      });
    } else if (tries++ < 100) {
      setTimeout(prepare, 100);
    }
  };
  prepare();
  const onKey = (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || e.repeat) return;
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable]")) return;
    const b = board();
    if (!b) return;
    const inside = b.contains(t);
    const page = t === document.body || t === document.documentElement || t === null;
    if (!inside && !(page && model.get("armed"))) return;
    const key = e.key === " " || e.key === "Spacebar" ? " " : (e.key.length === 1 ? e.key.toLowerCase() : e.key);
    if (!taken().has(key)) return;
    if ((key === " " || key === "Enter") && t && t.closest && t.closest("button")) return;  // Tab users press it
    e.preventDefault();
    e.stopPropagation();
    model.send({ key: key });
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
export default { render };
"""


class KeyCatcher(anywidget.AnyWidget):  # type: ignore[misc]
    """An invisible widget inside a board that sends the board's key presses to ``on_key(key)`` (see module)."""

    _esm = ESM
    taken = traitlets.List(traitlets.Unicode()).tag(sync=True)
    board_class = traitlets.Unicode("bugkit-board").tag(sync=True)
    armed = traitlets.Bool(False).tag(sync=True)

    def __init__(self, keys: Sequence[str], board_class: str, on_key: Callable[[str], Any]) -> None:
        if not all(isinstance(k, str) and 1 <= len(k) <= 20 for k in check_items(keys, "keys", MAX_KEYS)):
            raise InvalidInput(f"KeyCatcher: keys must be key names such as ' ' or 'ArrowLeft', not {short_repr(keys)}")
        if not isinstance(board_class, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]{0,59}", board_class):
            raise InvalidInput(f"KeyCatcher: board_class must be a CSS class name, not {short_repr(board_class)}")
        if not callable(on_key):
            raise InvalidInput(f"KeyCatcher: on_key must be a function of the key, not {short_repr(on_key)}")
        super().__init__(taken=list(keys), board_class=board_class)
        self.on_key = on_key
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Forward a key message from the browser (anything else, or an unknown key, is ignored)."""
        key = content.get("key") if isinstance(content, dict) else None
        if isinstance(key, str) and key in self.taken:
            self.on_key(key)

    def press(self, key: str) -> None:
        """Act as if ``key`` had been pressed on the board (for tests and scripts)."""
        self._received(self, {"key": key}, [])
