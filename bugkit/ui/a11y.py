"""Names for controls that ipywidgets leaves unnamed: a tiny invisible anywidget that labels them in the browser.

ipywidgets draws a slider's handle (``role="slider"``) without an accessible name and names a text box without a
visible label only by its ``title`` (the tooltip); screen readers and axe-core need more. ``Labeller`` watches the
page (a ``MutationObserver``, once per page) and gives every slider handle the text of its slider's label and every
text box that has only a title an ``aria-label`` with that title. Its JavaScript is bundled here (nothing is fetched).
"""

from __future__ import annotations

import anywidget

ESM = r"""
function label(root) {
  for (const handle of root.querySelectorAll('.widget-slider [role="slider"]:not([aria-label])')) {
    const slider = handle.closest('.widget-slider');
    const text = slider && slider.querySelector('.widget-label');
    const name = text && text.textContent.trim();
    if (name) handle.setAttribute('aria-label', name);
  }
  for (const box of root.querySelectorAll('input[title]:not([aria-label]), textarea[title]:not([aria-label])')) {
    box.setAttribute('aria-label', box.getAttribute('title'));
  }
}
function render({ model, el }) {
  el.style.display = "none";
  label(document);
  if (!window.__bugkitLabeller) {
    window.__bugkitLabeller = new MutationObserver(() => label(document));
    window.__bugkitLabeller.observe(document.body, { childList: true, subtree: true });
  }
}
export default { render };
"""


class Labeller(anywidget.AnyWidget):  # type: ignore[misc]
    """An invisible widget that names the page's slider handles and title-only text boxes (see the module doc)."""

    _esm = ESM


def labeller() -> Labeller:
    """Return an invisible widget that gives the page's unnamed controls accessible names."""
    return Labeller()


__all__ = ["Labeller", "labeller"]
