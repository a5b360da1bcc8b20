"""Widgets shared by the games' views: language picker, text log, dice faces, scoreboard (lesson exercises:
``bugkit.ui.lesson``).

This package (and each game's ``ui`` module) is the only place bugkit imports ipywidgets.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable, Iterator, Mapping, Sequence
from html.parser import HTMLParser
from typing import Any

import ipywidgets as widgets

from ..core import i18n
from ..core.errors import IllegalMove, InvalidInput, Malformed
from ..core.i18n import t
from ..core.validate import MAX_TYPED_NUMBER, check_choice, check_int, check_items, check_lang, check_text, short_repr

MAX_ROWS = 100  # rows of a scoreboard, options of a dropdown (real ones: a dozen)


i18n.register({
    "ui.projector": {"en": "Projector mode", "de": "Beamer-Ansicht"},
    "ui.projector.tip": {"en": "Large print and the board only, for playing together on a projector",
                         "de": "Große Schrift und nur das Spielbrett, zum gemeinsamen Spielen am Beamer"},
})



MAX_QUERY = 2000  # characters of a page's query string that are looked at
MAX_FIELDS = 50  # query fields looked at (the rest are ignored)


_waited_for_request = False
# the options kept as typed, cut to these lengths (checked where they are used): the class-mode join code and the
# teacher's key (bugkit.classroom.client), a lesson page's exercise set no. (bugkit.lessons.parse_exercise_set)
TEXT_OPTIONS = {"class": 20, "token": 64, "exercise": MAX_TYPED_NUMBER}


def _wait_for_a_preheated_request(env: Mapping[str, object]) -> None:
    """Wait (once) until Voila hands a preheated kernel its page's request, so the URL is known."""
    global _waited_for_request
    if env.get("VOILA_PREHEAT") == "True" and "QUERY_STRING" not in env and not _waited_for_request:
        from voila.utils import wait_for_request  # type: ignore[import-untyped]

        _waited_for_request = True
        wait_for_request()


def page_options(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """Return the options a Voila page's URL gives (``?lang=de&projector=1&exercise=7&class=K7QX2M``): ``lang``,
    ``projector``, and, as typed, up to ``TEXT_OPTIONS`` characters (checked where used), ``exercise`` (a lesson's
    exercise set no., read by ``bugkit.ui.lesson``) and, for class mode, ``class`` (the join code) and ``token``
    (the teacher's key).

    The one reader of a page's URL. Voila hands the page's query string to the kernel as ``QUERY_STRING`` (a kernel
    Voila preheated learns it only when a page takes it: this waits for that, once); elsewhere (JupyterLab, nbval)
    there is none and this returns ``{}``. A URL can never break a board: only the first ``MAX_QUERY`` characters
    and ``MAX_FIELDS`` fields are read, any number of fields, odd encodings, empty or repeated keys (the first one
    counts) and unknown or malformed values are ignored; a second ``?`` separates fields like ``&``. ``environ``
    (default: the process's) must be a mapping.
    """
    import os
    from urllib.parse import unquote_plus

    if environ is not None and not isinstance(environ, Mapping):
        raise InvalidInput(f"environ must be a mapping such as os.environ, not {short_repr(environ)}")
    if environ is None:
        _wait_for_a_preheated_request(os.environ)
    raw = (os.environ if environ is None else environ).get("QUERY_STRING", "")
    query = raw[:MAX_QUERY] if isinstance(raw, str) else ""
    values: dict[str, str] = {}
    # a second "?" separates fields too: "...?class=K7QX2M?exercise=1" is a child following "add ?exercise=1"
    for field in query.replace(";", "&").replace("?", "&").split("&", MAX_FIELDS)[:MAX_FIELDS]:
        key, _, value = field.partition("=")
        name = unquote_plus(key, errors="replace").strip().lower()
        if name in ("lang", "projector", *TEXT_OPTIONS) and name not in values:
            values[name] = unquote_plus(value[:200], errors="replace").strip()
    out: dict[str, str] = {}
    if values.get("lang", "").lower() in i18n.LANGUAGES:
        out["lang"] = values["lang"].lower()
    if values.get("projector", "").lower() in ("1", "true", "yes", "on", "ja"):
        out["projector"] = "1"
    for name, longest in TEXT_OPTIONS.items():
        if values.get(name):
            out[name] = values[name][:longest]
    return out


def page_language(default: str = "en") -> str:
    """Return the language the page's URL asks for (``?lang=de``), else ``default`` (a language the project speaks:
    anything else is refused, not handed on)."""
    return page_options().get("lang", check_lang(default, "default"))


def projector_switch(board: widgets.Widget, lang: str = "en", on: bool | None = None) -> widgets.ToggleButton:
    """Return a toggle that puts ``board`` into projector mode (large print, settings hidden) and back.

    Projector mode adds the CSS class ``bugkit-projector`` (see ``bugkit.ui.draw.board_style``); controls a board
    marks with ``bugkit-hide-on-projector`` (seats, save panel) disappear. ``on=None`` follows ``?projector=1``.
    """
    if not isinstance(board, widgets.DOMWidget):
        raise InvalidInput(f"projector_switch: board must be a board widget, not {short_repr(board)}")
    lang = check_lang(lang)
    if on is not None:
        on = check_choice(on, "on", (True, False))
    button = widgets.ToggleButton(value=False, description=t("ui.projector", lang),
                                  tooltip=t("ui.projector.tip", lang), layout=widgets.Layout(width="auto"))
    button.add_class("bugkit-projector-switch")

    def flip(change: Mapping[str, Any]) -> None:
        (board.add_class if change["new"] else board.remove_class)("bugkit-projector")

    button.observe(flip, names="value")
    button.value = bool(page_options().get("projector")) if on is None else on
    return button


def language_picker(value: str = "en") -> widgets.Dropdown:
    """Return a dropdown to switch the language (English / Deutsch); raise InvalidInput for another language."""
    if not isinstance(value, str) or value not in i18n.LANGUAGES:
        raise InvalidInput(f"lang must be one of {', '.join(i18n.LANGUAGES)}, not {short_repr(value)}")
    return widgets.Dropdown(options=[("English", "en"), ("Deutsch", "de")], value=value,
                            description=t("lang.name", value), layout=widgets.Layout(width="200px"))


def refusal_text(exc: BaseException, lang: str) -> str:
    """Return 'Not allowed: <why>' for a refused or malformed step, in ``lang``: the reason a structured refusal
    or a ``Malformed`` step carries, from the catalogue (``exc.text(lang)``; the same words in every language, no
    engine codes). This is every board's one way to say a refusal."""
    if not isinstance(exc, BaseException):
        raise InvalidInput(f"refusal_text: exc must be the refusal (an exception), not {short_repr(exc)}")
    lang = check_lang(lang)
    if isinstance(exc, (IllegalMove, Malformed)) and exc.reason:
        why = exc.text(lang)
    else:
        why = t("core.refuse.not_legal" if isinstance(exc, IllegalMove) else "core.refuse.malformed", lang)
    return t("ui.error", lang, msg=why)


def red_html(text: str) -> str:
    """Return ``text`` as a line of HTML in dark red, escaped: every refusal, problem or error a page shows."""
    if not isinstance(text, str):
        raise InvalidInput(f"red_html: text must be a text, not {short_repr(text)}")
    return f'<span style="color:#b00020">{html.escape(text, quote=True)}</span>'


MAX_DOWNLOAD = 20_000_000  # characters of a file offered as a download link (a saved game: at most 1 MB; a class's
# CSV: 200 students' guesses, tallies and exercises, a few MB at the very most)
_DOWNLOAD_STYLE = ("display:inline-flex;align-items:center;min-height:44px;padding:0 1em;border-radius:2px;"
                   "background:#1976d2;color:#fff;text-decoration:none")  # the primary buttons' blue (4.6:1)


def download_html(name: str, mime: str, text: str, words: str) -> str:
    """Return a link that downloads ``text`` as the file ``name`` (no file is written on the server), drawn as a
    button a finger can tap (44 px high, the primary buttons' blue) with ``words`` on it (a plain link looked like
    black words among others on a board's page)."""
    name, words = check_text(name, "name", 200), check_text(words, "words", 200)
    mime = check_choice(mime, "mime", ("application/json", "text/csv"))
    text = check_text(text, "text", MAX_DOWNLOAD)
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (f"<a class='bugkit-download' download='{html.escape(name, quote=True)}' href='data:{mime};base64,{data}'"
            f" style='{_DOWNLOAD_STYLE}'>{html.escape(words)}</a>")


class _TextParser(HTMLParser):
    """Collects the text of an HTML fragment and its aria-label/title attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0  # inside <style> or <script>: not text anyone reads

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self.hidden += 1
        self.parts += [v for k, v in attrs if k in ("aria-label", "title", "alt") and v]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script") and self.hidden:
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if data.strip() and not self.hidden:
            self.parts.append(data.strip())


def html_text(fragment: str) -> str:
    """Return the words of an HTML fragment as a screen reader would find them (text plus aria-labels)."""
    if not isinstance(fragment, str):
        raise InvalidInput(f"html_text: fragment must be a text of HTML, not {short_repr(fragment)}")
    parser = _TextParser()
    parser.feed(fragment)
    return " ".join(parser.parts)


def walk(root: widgets.Widget) -> Iterator[widgets.Widget]:
    """Yield a widget and every widget inside it (boxes' children), depth first, skipping hidden ones."""
    layout = getattr(root, "layout", None)
    if layout is not None and (layout.display == "none" or layout.visibility == "hidden"):
        return
    yield root
    for child in getattr(root, "children", ()):
        yield from walk(child)


def visible_texts(root: widgets.Widget) -> list[str]:
    """Return every text a player sees or hears in a widget tree: labels, option names, tooltips, HTML, output."""
    texts: list[str] = []
    for w in walk(root):
        texts += [str(getattr(w, a)) for a in ("description", "tooltip", "placeholder")
                  if getattr(w, a, None)]
        texts += [str(x) for x in getattr(w, "_options_labels", ())]
        if isinstance(w, (widgets.HTML, widgets.Label, widgets.HTMLMath)):
            texts.append(html_text(w.value))
        if isinstance(w, widgets.Output):
            texts += [o.get("text", "") for o in w.outputs]
    return [x for x in texts if x.strip().strip("\u200b")]  # HTML widgets' empty placeholder is a zero-width space


class TextLog(widgets.HTML):
    """A log of what happened, newest last, as plain sentences (also the accessible record of every outcome)."""

    def __init__(self, keep: int = 14) -> None:
        keep = check_int(keep, "keep (the lines shown)", 1, 1000)
        super().__init__(value="")
        self.lines: list[str] = []
        self.keep = keep

    def set_lines(self, lines: Sequence[str]) -> None:
        """Show the last ``keep`` lines (each a text)."""
        self.lines = [check_text(line, "a log line", 10_000) for line in check_items(lines, "lines", 100_000)]
        shown = "".join(f"<li>{html.escape(x)}</li>" for x in self.lines[-self.keep:])
        self.value = f'<ol start="{max(1, len(self.lines) - self.keep + 1)}" aria-live="polite">{shown}</ol>'


def no_words(lang: str) -> str:
    """Return no message (in any language): what a ``Message`` says before anything is said."""
    return ""


class Message(widgets.HTML):
    """A line of HTML that keeps its message as words for a language (a function of ``lang``), so a switch of the
    page's language says it again: a board's error line, the save panel's and the table panel's message. (An
    ``except ... as exc`` name is gone once its clause ends: a handler gives ``words`` the exception under a name of
    its own.)"""

    def __init__(self) -> None:
        super().__init__(value="")
        self.words: Callable[[str], str] = no_words

    def say(self, words: Callable[[str], str], lang: str) -> None:
        """Show the HTML ``words`` gives for ``lang``, and keep ``words`` for ``say_again``."""
        self.words = words
        self.value = words(lang)

    def say_again(self, lang: str) -> None:
        """Show the message again in ``lang`` if the line still shows it (a line emptied stays empty)."""
        if self.value:
            self.value = self.words(lang)


CURRENT_MARK = "▶ "  # before the name of the player to act (in bold), in the scores and a game's own summaries


def scoreboard_html(rows: Sequence[tuple[str, str]], current: int | None = None) -> str:
    """Return an HTML table of (name, score text) rows; the current player is marked with an arrow and bold."""
    if not all(isinstance(r, (tuple, list)) and len(r) == 2 and isinstance(r[0], str) and isinstance(r[1], str)
               for r in check_items(rows, "rows", MAX_ROWS)):
        raise InvalidInput(f"scoreboard_html: rows must be (name, score text) pairs, not {short_repr(rows)}")
    if current is not None:
        current = check_int(current, "current", 0, MAX_ROWS)
    body = []
    for i, (name, score) in enumerate(rows):
        mark = CURRENT_MARK if i == current else ""
        weight = "bold" if i == current else "normal"
        body.append(f'<tr style="font-weight:{weight}"><td style="padding-right:1.5em">{mark}{html.escape(name)}</td>'
                    f"<td>{html.escape(score)}</td></tr>")
    return f'<table style="border-collapse:collapse">{"".join(body)}</table>'


def seat_picker(n: int, bot_names: Sequence[str], value: str, lang: str) -> widgets.Dropdown:
    """Return a dropdown choosing who plays seat n: a human or one of the bots."""
    n = check_int(n, "n", 0, MAX_ROWS)
    bot_names = check_items(bot_names, "bot_names", MAX_ROWS)
    for name in bot_names:
        check_text(name, "a bot's name")
    check_choice(value, "value", ["human", *bot_names])
    lang = check_lang(lang)
    options = [(t("ui.human", lang), "human")] + [(b, b) for b in bot_names]
    return widgets.Dropdown(options=options, value=value, description=t("ui.seat", lang, n=n + 1),
                            layout=widgets.Layout(width="320px", max_width="100%"))


def relabel(dropdown: widgets.Dropdown, options: Sequence[tuple[str, Any]]) -> None:
    """Give a dropdown its (label, value) options in another language, keeping the chosen value."""
    if not isinstance(dropdown, widgets.Dropdown):
        raise InvalidInput(f"relabel: dropdown must be a Dropdown, not {short_repr(dropdown)}")
    pairs = check_items(options, "options", MAX_ROWS * 10)
    if not all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) for p in pairs):
        raise InvalidInput(f"relabel: options must be (label, value) pairs, not {short_repr(options)}")
    if dropdown.value is not None and not any(v is dropdown.value or v == dropdown.value for _, v in pairs):
        raise InvalidInput(f"relabel: the new options must still hold the chosen value {short_repr(dropdown.value)}")
    chosen = dropdown.value
    dropdown.options = options
    dropdown.value = chosen


def on_click(button: widgets.Button, action: Callable[[], Any]) -> widgets.Button:
    """Return the button after wiring a click to ``action`` (no arguments)."""
    button.on_click(lambda _: action())
    return button



__all__ = [
    "CURRENT_MARK",
    "Message",
    "TextLog",
    "download_html",
    "html_text",
    "i18n",
    "language_picker",
    "no_words",
    "on_click",
    "page_language",
    "page_options",
    "projector_switch",
    "red_html",
    "refusal_text",
    "relabel",
    "scoreboard_html",
    "seat_picker",
    "visible_texts",
    "walk",
]
