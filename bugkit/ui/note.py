"""A widget's short text: what a notebook shows before its cells are run (JupyterLab draws no saved widget)."""

from __future__ import annotations

from typing import Any, ClassVar

# JupyterLab runs nothing when Run All comes before the notebook's kernel is ready (jupyterlab/jupyterlab#8490): the
# cells only lose their numbers, and a second Run All works. ipywidgets cuts a widget's text after 110 characters.
NOTES = {
    "en": "{title}: run the notebook (Run > Run All Cells) to {verb}. Nothing happens? Do it again.",
    "de": "{title}: Ausführen > Alle Zellen ausführen (Run > Run All Cells). Nichts passiert? Noch mal.",
}
VERBS = {"play": {"en": "play", "de": "spielen"}, "use": {"en": "use it", "de": "benutzen"}}


def widget_lang(widget: Any) -> str:
    """Return the language a widget speaks: its language picker's value or its ``lang``, else English."""
    for name in ("language", "lang"):
        value = getattr(widget, name, None)
        value = getattr(value, "value", value)  # a language picker, or the code itself
        if value in NOTES:
            return str(value)
    return "en"


class ShortRepr:
    """Mixin for bugkit widgets: a one-line text instead of ipywidgets' repr of every child widget.

    JupyterLab shows a saved widget output as this text until the notebook runs, and nbval compares it.
    """

    short_title: ClassVar[tuple[str, str]] = ("bugkit", "bugkit")  # English, German
    short_verb: ClassVar[str] = "use"  # a board plays ("play")

    def __repr__(self) -> str:
        """Return the widget's title and how to bring it to life, in the widget's language."""
        lang = widget_lang(self)
        return NOTES[lang].format(title=self.short_title[lang == "de"], verb=VERBS[self.short_verb][lang])
