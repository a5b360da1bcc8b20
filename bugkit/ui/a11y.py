"""The page's invisible helper for screen readers: a tiny anywidget that names unnamed controls and says the page's
language, its main landmark and its number pads.

ipywidgets draws a slider's handle (``role="slider"``) without an accessible name and names a text box without a
visible label only by its ``title`` (the tooltip); screen readers and axe-core need more. ``Labeller`` watches the
page (a ``MutationObserver``, once per page: new elements and new CSS classes) and gives every slider handle the
text of its slider's label and every text box that has only a title an ``aria-label`` with that title. A label
whose tooltip ipywidgets wrote as the word "null" (``title="null"``: a widget with no tooltip) loses that title.

It also says the language its page is written in (``lang``, "en" or "de"), so that a screen reader reads a German
page with German pronunciation: in Voila (app mode: the page's body says ``data-voila``, or its path holds
``/voila/render/``) on the page itself (``<html lang>``); in JupyterLab on the notebook that holds the widget (its
``.jp-Notebook`` element; a console or an output view, else the output area), never on JupyterLab's own ``<html>``.
Each lesson box, class-dice table and board (through its save panel) carries one in its language; a board's follows
its language switch; pages without such a widget (the start pages, the teacher guide, the class pages, the demos
page) show one in their code. Its element has the CSS class ``bugkit-labeller`` (for tests). Its JavaScript is
bundled here (nothing is fetched).

In Voila it also gives the page its main landmark (``role="main"`` on the element holding the notebook's cells):
Voila's page has none, so axe-core's ``region`` rule found every cell outside a landmark, and a screen reader had no
"main" to jump to. JupyterLab keeps its own (its main area, "Main Content", holds the notebook): a second one there
would be a duplicate.

In Voila it also names the page after its first heading (``document.title``, in the page's language): Voila names
it after its file ("11_play_ungeziffer"), which a tab, a bookmark and a screen reader then said, in English on a
German page too.

In Voila it also writes the page's own words (its Markdown, the tables and the printed lines of its cells) at 16 px
(``PAGE_CSS``): JupyterLab's 14 px prose, 13 px tables and printed lines are small on a tablet, and the lesson boxes
already speak at 16 px (``bugkit.ui.draw.lesson_style``). The rule needs the body's ``data-voila``: in JupyterLab the
notebook keeps Lab's sizes. A printed line too long for the screen wraps between words, not inside one.

A text box for a whole number (a game number, an exercise set no., a count: marked by ``number_box``) asks a
tablet for its number pad instead of the full keyboard: its ``<input>`` gets ``inputmode="numeric"`` (no
``pattern``: today's tablets need none for their number pad, and a game number may be typed with spaces).
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from ..core.errors import InvalidInput
from ..core.validate import check_lang, short_repr

NUMBER = "bugkit-number"  # the CSS class of a text box for a whole number (``number_box``; the ESM's selector)

# the page's own words at 16 px in Voila (the labeller is on every page; see the module doc)
PAGE_CSS = ("body[data-voila] .jp-RenderedHTMLCommon,body[data-voila] .jp-RenderedHTMLCommon table,"
            "body[data-voila] .jp-OutputArea-output pre{font-size:16px}"
            # a printed line too long for a tablet wraps between words, not inside one ("Kakerlakentan / z")
            "body[data-voila] .jp-OutputArea-output pre{word-break:normal;overflow-wrap:anywhere}")

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
  // ipywidgets writes a label's missing tooltip as the word "null" (title="null"): a mouse showed it, and a screen
  // reader could read it (on a German page: "zero") after the replay slider's "Wiederholung: Zug"
  for (const text of root.querySelectorAll('.widget-label[title="null"]')) text.removeAttribute('title');
  for (const box of root.querySelectorAll('.bugkit-number input:not([inputmode])')) {
    box.setAttribute('inputmode', 'numeric');  // a tablet's number pad, not its full keyboard
  }
}
function voila() {
  const body = document.body;
  return Boolean(body && body.hasAttribute('data-voila')) || location.pathname.includes('/voila/render/');
}
// Voila's page has no main landmark: the element holding the notebook's cells becomes it (once): Voila's
// #rendered_cells, else the innermost element holding every cell; JupyterLab's main area already holds the notebook
function landmark() {
  if (!voila() || document.querySelector('main, [role="main"]')) return;
  const cells = [...document.querySelectorAll('.jp-Cell')];
  let holder = document.getElementById('rendered_cells') || (cells.length ? cells[0].parentElement : null);
  while (holder && !cells.every(cell => holder.contains(cell))) holder = holder.parentElement;
  if (holder && holder !== document.body && holder !== document.documentElement) holder.setAttribute('role', 'main');
}
// Voila names the page (its tab, a bookmark, what a screen reader says first) after its file, "11_play_ungeziffer",
// in English on a German page too: the page's own first heading names it, in the page's language
function titled() {
  if (!voila()) return;
  const heading = document.querySelector('.jp-RenderedHTMLCommon h1');
  if (!heading) return;
  const words = heading.textContent.replace(/\u00b6/g, '').trim();  // (without the heading's anchor, "¶")
  if (words && document.title !== words) document.title = words;
}
// the element whose lang says the page's language: a Voila page as a whole; in JupyterLab the notebook (console,
// output view, else output area) holding the widget, never Lab's own <html>; null while the widget is not placed
function pageOf(el) {
  if (voila()) return document.documentElement;
  if (!el.isConnected) return null;
  for (const where of ['.jp-Notebook', '.jp-CodeConsole', '.jp-LinkedOutputView', '.jp-OutputArea']) {
    const found = el.closest(where);
    if (found) return found;
  }
  return null;
}
function render({ model, el }) {
  el.style.display = "none";
  el.classList.add("bugkit-labeller");
  label(document);
  landmark();
  titled();
  const waiting = window.__bugkitWaiting || (window.__bugkitWaiting = new Set());  // languages not placed yet
  if (!window.__bugkitWatch) {
    window.__bugkitWatch = new MutationObserver(() => {
      label(document);
      landmark();
      titled();
      for (const say of [...waiting]) say();
    });
    // (ipywidgets gives a widget its CSS classes once it is on the page, after its <input>: so classes are watched)
    window.__bugkitWatch.observe(document.body, { childList: true, subtree: true, attributeFilter: ['class'] });
  }
  const say = () => {
    const page = pageOf(el);
    if (page) page.setAttribute('lang', model.get('lang'));
    if (page || el.isConnected) waiting.delete(say); else waiting.add(say);  // JupyterLab places the widget later
  };
  say();
  model.on('change:lang', say);
  return () => { waiting.delete(say); model.off('change:lang', say); };
}
export default { render };
"""


class Labeller(anywidget.AnyWidget):  # type: ignore[misc]
    """An invisible widget that names the page's slider handles and title-only text boxes and says the page's
    language ``lang`` (see the module doc)."""

    _esm = ESM
    _css = PAGE_CSS
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(lang=check_lang(lang), **kwargs)

    @traitlets.validate("lang")
    def _check_lang(self, proposal: Any) -> str:
        return check_lang(proposal["value"])

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Return ipywidgets' bundle with no words: a saved notebook shows nothing for it, as the live page does."""
        bundle = super()._repr_mimebundle_(**kwargs)  # anywidget's (data, metadata)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/plain"] = ""
        return bundle


def number_box(box: widgets.Text) -> widgets.Text:
    """Return the text box ``box`` marked as one for a whole number: the page's labeller gives its ``<input>``
    ``inputmode="numeric"`` (a tablet shows its number pad)."""
    if not isinstance(box, widgets.Text):
        raise InvalidInput(f"number_box: box must be a text box (ipywidgets Text), not {short_repr(box)}")
    box.add_class(NUMBER)
    return box


def labeller(lang: str) -> Labeller:
    """Return an invisible widget that gives the page's unnamed controls accessible names and says that the page is
    written in ``lang`` ("en" or "de"; InvalidInput otherwise)."""
    return Labeller(lang)


__all__ = ["NUMBER", "PAGE_CSS", "Labeller", "labeller", "number_box"]
