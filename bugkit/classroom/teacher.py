"""The teacher's page of a class (a Voila page served by ``python -m bugkit.classroom serve``), English and German.

``teacher_page(lang)`` reads the teacher's token from the page's URL (``?token=...``) and shows: the join code, the
students' link with its QR code, who has joined, each guessing question's answers as a histogram (a choice
question's per option; the exact answer of one question at a time, on the teacher's click, or once released), the
pooled dice of all groups beside a simulation with as many rolls and the exact chances (those once the question they
answer is shown or released), exercise progress per exercise (named as the child sees it) and level, pacing (hold
every reveal, release one question), a projector view, CSV export and "end class". The page refreshes once a second
(an invisible anywidget ticks; no thread). A wrong or missing token gives a clear message, never a traceback; every
problem the page shows is said in its language, in words for the teacher (``client.class_refusal_text``): a problem
the teacher's action met stays until the next action, one a refresh met (the store cannot be reached) until a
refresh works again. Every text a child typed is escaped before it is shown.
"""

from __future__ import annotations

import html
import time
from collections.abc import Sequence
from fractions import Fraction

import ipywidgets as widgets
import numpy as np

from ..core.errors import BugkitError, InvalidInput
from ..core.i18n import fmt_num, fmt_pct, fmt_share, player_name, register, t, tn
from ..core.validate import check_int, check_items, check_lang, check_text, short_repr
from ..lessons import parse_exercise_set
from ..ui import download_html, page_options, red_html
from ..ui.draw import PROJECTOR_PRINT
from ..ui.note import ShortRepr
from ..ui.together import marked_bot, seat_name
from .client import (
    ENV_BASE,
    ENV_STORE,
    MAX_INTERVAL_MS,
    Beacon,
    class_refusal_text,
    env_text,
    read_question,
)
from .store import (
    HOLD,
    MAX_GUESS_DIGITS,
    OPEN,
    SHOWN,
    ClassRefused,
    ClassStore,
    Overview,
    StoreUnavailable,
    check_code,
    check_name,
    check_token,
    code_shown,
    table_game,
)

register({
    "teacher.title": {"en": "Your class", "de": "Ihre Klasse"},
    "teacher.students_link": {"en": "Students open", "de": "Die Kinder öffnen"},
    "teacher.joined": {"en": "Joined ({n})", "de": "Dabei ({n})"},
    "teacher.nobody": {"en": "Nobody has joined yet.", "de": "Noch niemand ist dabei."},
    "teacher.guesses": {"en": "Guesses", "de": "Schätzungen"},
    "teacher.no_guesses": {"en": "No guesses yet.", "de": "Noch keine Schätzungen."},
    "teacher.n_guesses": {"en": "{n} guess|{n} guesses", "de": "{n} Schätzung|{n} Schätzungen"},
    "teacher.exact": {"en": "Exact answer: {answer}", "de": "Genaue Antwort: {answer}"},
    "teacher.question": {"en": "Question:", "de": "Frage:"},
    "teacher.show_answer": {"en": "Show the exact answer", "de": "Genaue Antwort zeigen"},
    "teacher.hold": {"en": "Hold every reveal until I release it", "de": "Jede Auflösung zurückhalten, bis ich sie "
                                                                          "freigebe"},
    "teacher.release": {"en": "Release", "de": "Freigeben"},
    "teacher.released": {"en": "released", "de": "freigegeben"},
    "teacher.held": {"en": "held", "de": "zurückgehalten"},
    "teacher.no_dice": {"en": "No dice tallies yet.", "de": "Noch keine Strichlisten."},
    "teacher.dice_head": {"en": "{name}: {groups}, {rolls}", "de": "{name}: {groups}, {rolls}"},
    "teacher.groups": {"en": "{n} group|{n} groups", "de": "{n} Gruppe|{n} Gruppen"},
    "teacher.rolls": {"en": "{n} roll|{n} rolls", "de": "{n} Wurf|{n} Würfe"},
    "teacher.exercises": {"en": "Exercises", "de": "Aufgaben"},
    "teacher.tables": {"en": "Game tables", "de": "Spieltische"},
    "teacher.no_tables": {"en": "No game table yet.", "de": "Noch kein Spieltisch."},
    "teacher.table_game": {"en": "Game", "de": "Spiel"},
    "teacher.table_seats": {"en": "Seats", "de": "Plätze"},
    "teacher.table_state": {"en": "Now", "de": "Jetzt"},
    "teacher.table_free": {"en": "free seat", "de": "freier Platz"},
    "teacher.table_waiting": {"en": "waiting for players", "de": "wartet auf Mitspieler"},
    "teacher.table_over": {"en": "finished", "de": "beendet"},
    "teacher.no_exercises": {"en": "No exercise checked yet.", "de": "Noch keine Aufgabe geprüft."},
    "teacher.level": {"en": "level {n}", "de": "Stufe {n}"},
    "teacher.exercise": {"en": "{lesson}: Exercise {n}", "de": "{lesson}: Aufgabe {n}"},
    "teacher.guess_no": {"en": "{lesson}: Guess {n}", "de": "{lesson}: Schätzung {n}"},
    "teacher.dice_locked": {"en": "🔒 The computer's rolls and the exact chances give away the answer to "
                                  "{question}. They show once you show its exact answer or release it.",
                            "de": "🔒 Die Würfe des Computers und die genauen Wahrscheinlichkeiten verraten die "
                                  "Antwort auf {question}. Sie erscheinen, sobald Sie deren genaue Antwort zeigen "
                                  "oder die Frage freigeben."},
    "teacher.right_wrong": {"en": "{right} right, {wrong} not yet", "de": "{right} richtig, {wrong} noch nicht"},
    "teacher.export": {"en": "Export CSV", "de": "CSV exportieren"},
    "teacher.download": {"en": "Download the class's data ({name})", "de": "Daten der Klasse herunterladen ({name})"},
    "teacher.back_in": {"en": "A tablet forgot the class? Let its nickname back in:",
                        "de": "Ein Tablet hat die Klasse vergessen? Lassen Sie den Spitznamen wieder herein:"},
    "teacher.back_in_button": {"en": "Let back in", "de": "Wieder hereinlassen"},
    "teacher.back_in_done": {"en": "“{name}” can join again: on the tablet, type “{name}”. The guesses and "
                                   "game seats stay; a device that still had this nickname is out of the class.",
                             "de": "„{name}“ kann wieder beitreten: Auf dem Tablet „{name}“ eintippen. "
                                   "Schätzungen und Plätze an Spieltischen bleiben; ein Gerät, das diesen "
                                   "Spitznamen noch hatte, ist nicht mehr in der Klasse."},
    "teacher.end": {"en": "End class", "de": "Klasse beenden"},
    "teacher.end_sure": {"en": "Really end the class? Everything it sent is deleted.",
                         "de": "Klasse wirklich beenden? Alles, was sie geschickt hat, wird gelöscht."},
    "teacher.end_yes": {"en": "Yes, end and delete", "de": "Ja, beenden und löschen"},
    "teacher.ended": {"en": "The class {code} has ended: its data is deleted.",
                      "de": "Die Klasse {code} ist beendet: Alles, was sie geschickt hat, ist gelöscht."},
    "teacher.no_token": {"en": "This page is the teacher's page of a class. Open it with the teacher's link that "
                               "“python -m bugkit.classroom serve” printed (it ends in ?token=...).",
                         "de": "Diese Seite ist die Seite der Lehrkraft einer Klasse. Öffnen Sie diese Seite mit "
                               "dem Link für die Lehrkraft, den „python -m bugkit.classroom serve“ ausgegeben hat (er "
                               "endet auf ?token=...)."},
    "teacher.no_store": {"en": "No class database is set: this page shows your class's guesses and dice once the "
                               "classroom server runs. Start it in a terminal, in the bugkit folder, with "
                               "“.venv/bin/python -m bugkit.classroom serve --lang en --host 0.0.0.0”, then open the "
                               "teacher's link it prints. Step by step: docs/class_mode.md.",
                         "de": "Keine Klassendatenbank eingestellt: Diese Seite zeigt die Schätzungen und Würfe Ihrer "
                               "Klasse, sobald der Klassenserver läuft. Starten Sie den Klassenserver in einem "
                               "Terminal im bugkit-Ordner mit „.venv/bin/python -m bugkit.classroom serve --lang de "
                               "--host 0.0.0.0“ und öffnen Sie dann den Link für die Lehrkraft, den er ausgibt. "
                               "Schritt für Schritt: docs/klassenmodus.md."},
})

MAX_VALUES = 10_000  # guesses in one histogram (a class has at most a few hundred)
MAX_OPTIONS = 20  # options of one choice question (bugkit.classroom.client.MAX_CHOICES)
MAX_PAGE_HTML = 100_000  # characters of a page in one HTML widget (a class page has about 3,000)
MAX_URL = 500  # characters of a link shown with its QR code (4 bytes each at most still fit one)
# projector view: the boards' large print; the code, link and QR code side by side, so that the guesses start on a
# 1280x720 projector's first screen; the guesses' charts as wide as the screen (up to 1500 px), which draws their
# labels about 27-32 px high (an audit read 17 px and half a 1920 px screen empty; a larger font than the chart's own
# made "90-100%" wider than its bar: the labels ran into each other)
PROJECTOR_CSS = f"""<style>
.bugkit-teacher.bugkit-projector {{ {PROJECTOR_PRINT} }}
.bugkit-teacher .bugkit-teacher-join {{ display: flex; flex-wrap: wrap; align-items: center; column-gap: 2em; }}
.bugkit-teacher.bugkit-projector .bugkit-teacher-join p {{ margin: 0.2em 0; }}
.bugkit-teacher.bugkit-projector .bugkit-qr svg {{ width: 220px; height: auto; }}
.bugkit-teacher.bugkit-projector .bugkit-question svg {{ width: min(100%, 1500px); height: auto; }}
.bugkit-teacher.bugkit-projector .bugkit-teacher-private {{ display: none !important; }}
.bugkit-teacher .bugkit-code {{ font-size: 250%; letter-spacing: 0.15em; font-family: monospace; }}
</style>"""


def _esc(text: object) -> str:
    """Return ``text`` escaped for HTML (quotes too)."""
    return html.escape(str(text), quote=True)


def _problem_html(err: BaseException, lang: str, action: bool = False) -> str:
    """Return a problem as the teacher's page shows it: its words in red in the page's language
    (``client.class_refusal_text``); for a store that cannot be reached, the store's own English words on why (a
    missing package, a file that cannot be opened) below them, folded under "Technical detail", for whoever sets up
    the server."""
    words = red_html(class_refusal_text(err, lang, "teacher", action=action))
    if not isinstance(err, StoreUnavailable) or not str(err):
        return words
    return (f"{words}<details><summary>{_esc(t('teacher.detail', lang))}</summary>"
            f"<code lang='en'>{_esc(str(err)[:500])}</code></details>")


def _number(value: Fraction, lang: str) -> str:
    """Return a guess or answer as a school number: a percentage for a share in 0..1, else a number."""
    if 0 <= value <= 1 and value.denominator != 1:
        return fmt_share(value, lang)
    return fmt_num(float(value), lang, None if value.denominator == 1 else 2)


def _guess(value: object, name: str) -> Fraction:
    """Return ``value`` as a Fraction if it is a whole number or a Fraction of at most MAX_GUESS_DIGITS digits above
    and below the fraction line (what the store keeps); raise InvalidInput otherwise."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction) or \
            max(abs(Fraction(value).numerator), Fraction(value).denominator) >= 10**MAX_GUESS_DIGITS:
        raise InvalidInput(f"{name} must be a whole number or a Fraction of at most {MAX_GUESS_DIGITS} digits above "
                           f"and below the fraction line, not {short_repr(value)}")
    return Fraction(value)


HALO = "stroke='#fff' stroke-width='4' paint-order='stroke'"  # white behind a count: the answer line may cross it


def histogram_svg(values: Sequence[Fraction], answer: Fraction | None, lang: str, width: int = 420) -> str:
    """Return an SVG histogram of the guesses (10 bins of 10 % for shares, else whole-number bins) with text."""
    values = [_guess(v, "a value in values") for v in check_items(values, "values", MAX_VALUES)]
    answer = None if answer is None else _guess(answer, "answer")
    lang, width = check_lang(lang), check_int(width, "width", 100, 4000)
    if not values:
        return ""
    shares = all(0 <= v <= 1 for v in values) and (answer is None or 0 <= answer <= 1)
    if shares:
        edges = [Fraction(i, 10) for i in range(11)]
        labels = [f"{10 * i}-{10 * i + 10}%" for i in range(10)]
    else:
        lo = int(np.floor(float(min(values))))
        hi = int(np.floor(float(max(values)))) + 1
        step = max(1, (hi - lo + 11) // 12)
        edges = [Fraction(lo + step * i) for i in range((hi - lo) // step + 2)]
        labels = [fmt_num(float(e), lang, 0) if step == 1 else f"{fmt_num(float(e), lang, 0)}-"
                  f"{fmt_num(float(e) + step - 1, lang, 0)}" for e in edges[:-1]]
    counts = [0] * (len(edges) - 1)
    for v in values:
        i = next((k for k in range(len(counts)) if v < edges[k + 1]), len(counts) - 1)
        counts[max(0, i)] += 1
    line = None
    if answer is not None:
        lo_e, hi_e = float(edges[0]), float(edges[-1])
        line = (float(answer) - lo_e) / (hi_e - lo_e) if hi_e > lo_e else 0.0
    return _bars_svg(labels, counts, width, line=line)


def choice_svg(values: Sequence[Fraction], labels: Sequence[str], answer: int | None, lang: str,
               width: int = 420) -> str:
    """Return an SVG bar chart of a choice question's guesses: one bar per option, named by the option's own label
    (a guess is the option's number, 1 for the first); with ``answer`` (an option's number) its bar is green."""
    values = [_guess(v, "a value in values") for v in check_items(values, "values", MAX_VALUES)]
    labels = [check_text(lab, "a label in labels", MAX_URL) for lab in check_items(labels, "labels", MAX_OPTIONS, 1)]
    if answer is not None:
        answer = check_int(answer, "answer (the right option's number)", 1, len(labels))
    check_lang(lang)
    width = check_int(width, "width", 100, 4000)
    if not values:
        return ""
    counts = [sum(v == k for v in values) for k in range(1, len(labels) + 1)]
    return _bars_svg(labels, counts, width, right=None if answer is None else answer - 1)


def _bars_svg(labels: Sequence[str], counts: Sequence[int], width: int, line: float | None = None,
              right: int | None = None) -> str:
    """Return the SVG of one bar per label with its count above it and the counts as its text alternative; ``line``
    draws the exact answer as a green line (at that share of the width), ``right`` draws that bar green."""
    top = max(counts) or 1
    bar_w = width / len(counts)
    height = 120
    bars, numbers = [], []
    for k, (c, lab) in enumerate(zip(counts, labels, strict=True)):
        h = 0 if not c else max(2.0, (height - 36) * c / top)  # (room above the tallest bar for its count)
        x = k * bar_w
        fill, mark = ("#1a7f37", " class='bugkit-answer-bar'") if k == right else ("#ff7f0e", "")
        bars.append(f"<rect x='{x + 2:.1f}' y='{height - 20 - h:.1f}' width='{bar_w - 4:.1f}' height='{h:.1f}' "
                    f"fill='{fill}'{mark}><title>{_esc(lab)}: {c}</title></rect>"
                    f"<text x='{x + bar_w / 2:.1f}' y='{height - 6}' font-size='9' text-anchor='middle'>"
                    f"{_esc(lab)}</text>")
        if c:
            numbers.append(f"<text x='{x + bar_w / 2:.1f}' y='{height - 24 - h:.1f}' font-size='10' "
                           f"text-anchor='middle' {HALO}>{c}</text>")
    if line is not None:  # over the bars, under their counts: a count it crosses stays readable on its halo
        ax = line * width
        bars.append(f"<line x1='{ax:.1f}' x2='{ax:.1f}' y1='0' y2='{height - 18}' stroke='#1a7f37' "
                    "stroke-width='3' class='bugkit-answer-line'/>")
    text = ", ".join(f"{lab}: {c}" for lab, c in zip(labels, counts, strict=True) if c)
    return (f"<svg role='img' aria-label='{_esc(text)}' width='{width}' height='{height}' "
            f"viewBox='0 0 {width} {height}'>{''.join(bars + numbers)}</svg>")


def qr_svg(url: str) -> str:
    """Return the QR code of ``url`` as an inline SVG (made by segno, offline)."""
    import segno  # type: ignore[import-untyped]

    url = check_text(url, "url", MAX_URL)
    if not url or not url.isprintable():
        raise InvalidInput(f"url must be a link of 1 to {MAX_URL} printable characters, not {short_repr(url)}")

    return str(segno.make(url, error="m").svg_inline(scale=4, title=url))


def students_url(code: str, lang: str, base: str | None = None) -> str:
    """Return the students' link for a class: the class's lesson list with ``?class=CODE``."""
    code, lang = check_code(code), check_lang(lang)
    base = (env_text(None, ENV_BASE) if base is None else check_text(base, "base (the server's address)", MAX_URL))
    base = base.rstrip("/")
    page = "41_klasse.ipynb" if lang == "de" else "41_class.ipynb"
    return f"{base}/voila/render/{page}?class={code}"


class TeacherPage(ShortRepr, widgets.VBox):
    """The teacher's page: built from a token and a store; ``refresh()`` redraws it from the store."""

    short_title = ("Teacher's page", "Seite der Lehrkraft")  # English, German: its text before the notebook runs

    def __init__(self, token: str, store: ClassStore, lang: str = "en", interval_ms: int = 1000) -> None:
        token, lang = check_token(token, "teacher's token"), check_lang(lang)
        if not isinstance(store, ClassStore):
            raise InvalidInput(f"store must be a ClassStore (the class data), not {short_repr(store)}")
        interval_ms = check_int(interval_ms, "interval_ms", 0, MAX_INTERVAL_MS)
        self.token, self.store, self.lang = token, store, lang
        self.ended = False
        code, self.class_lang = store.teacher_class(token)
        self.code = code
        link = students_url(code, self.class_lang)
        self.header = widgets.HTML(
            f"{PROJECTOR_CSS}<h2>{_esc(t('teacher.title', lang))}</h2>"
            f"<div class='bugkit-teacher-join'><div>"
            f"<p>{_esc(t('classpage.code', lang))}: <span class='bugkit-code'>{_esc(code)}</span></p>"
            f"<p>{_esc(t('teacher.students_link', lang))}: <a href='{_esc(link)}' target='_blank'>{_esc(link)}</a></p>"
            f"</div><div class='bugkit-qr'>{qr_svg(link)}</div></div>")
        self.problem = widgets.HTML().add_class("bugkit-teacher-problem")
        self.action_problem = ""  # (HTML) what the teacher's last action met: said until the next action
        self.refresh_problem = ""  # (HTML) what the last refresh met: said until a refresh works again
        self._syncing = False  # True while a refresh sets a control to the store's state (no action of the teacher)
        self.joined = widgets.HTML().add_class("bugkit-teacher-joined").add_class("bugkit-teacher-private")
        self.hold = widgets.Checkbox(value=False, description=t("teacher.hold", lang), indent=False,
                                     layout=widgets.Layout(width="auto"))
        self.hold.observe(lambda ch: None if self._syncing else self._pace(HOLD, bool(ch["new"])), names="value")
        # one question at a time: its exact answer on the teacher's click (never every question's at once), and
        # its release to the class; the answers shown are remembered on this page
        self.shown: set[str] = set()
        self.question = widgets.Dropdown(options=[], description=t("teacher.question", lang),
                                         style={"description_width": "initial"},
                                         layout=widgets.Layout(width="auto", max_width="100%"))
        self.question.add_class("bugkit-teacher-question")
        self.show_button = widgets.Button(description=t("teacher.show_answer", lang),
                                          layout=widgets.Layout(width="auto"))
        self.show_button.on_click(lambda _: self._show_clicked())
        self.release_button = widgets.Button(description=t("teacher.release", lang),
                                             layout=widgets.Layout(width="auto"))
        # (on the projector too: releasing is a paced lesson's main step, and leaving the projector view to find it
        # put the children's nicknames on the wall)
        self.release_button.on_click(lambda _: self._release())
        self.question_row = widgets.HBox([self.question, self.show_button, self.release_button],
                                         layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.guesses = widgets.HTML().add_class("bugkit-teacher-guesses")
        self.dice = widgets.HTML().add_class("bugkit-teacher-dice")
        self.exercises = widgets.HTML().add_class("bugkit-teacher-exercises")
        self.tables = widgets.HTML().add_class("bugkit-teacher-tables").add_class("bugkit-teacher-private")
        self._turns: dict[str, tuple[int, int | None]] = {}  # table -> (steps, seat to move), replayed once
        self.projector = widgets.ToggleButton(value=False, description=t("ui.projector", lang),
                                              layout=widgets.Layout(width="auto"))
        self.projector.observe(lambda ch: (self.add_class if ch["new"] else self.remove_class)("bugkit-projector"),
                               names="value")
        # a child whose tablet lost its storage cannot take its nickname again by itself: the teacher lets it in
        self.back_in_name = widgets.Dropdown(options=[], value=None, description=t("teacher.back_in", lang),
                                             style={"description_width": "initial"},
                                             layout=widgets.Layout(width="auto", max_width="100%"))
        self.back_in_button = widgets.Button(description=t("teacher.back_in_button", lang),
                                             layout=widgets.Layout(width="auto"))
        self.back_in_button.on_click(lambda _: self._back_in_clicked())
        self.back_in_note = widgets.HTML().add_class("bugkit-teacher-back-in")
        self.export_button = widgets.Button(description=t("teacher.export", lang))
        self.export_button.on_click(lambda _: self.export())
        self.download = widgets.HTML().add_class("bugkit-teacher-download")
        self.end_button = widgets.Button(description=t("teacher.end", lang), button_style="danger")
        self.end_button.on_click(lambda _: self._ask_end())
        self.end_yes = widgets.Button(description=t("teacher.end_yes", lang), button_style="danger",
                                      layout=widgets.Layout(display="none"))
        self.end_yes.on_click(lambda _: self.end())
        self.end_note = widgets.HTML().add_class("bugkit-teacher-ended")
        self.beacon = Beacon(code, None, self.refresh, interval_ms)
        pacing = widgets.HBox([self.hold], layout=widgets.Layout(flex_flow="row wrap"))
        # at the guesses, where a teacher sets it before the first one, on the projector too (it names no child)
        private = widgets.VBox([
            widgets.HBox([self.back_in_name, self.back_in_button],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")), self.back_in_note,
            widgets.HBox([self.export_button, self.end_button, self.end_yes], layout=widgets.Layout(flex_flow="row "
                                                                                                       "wrap")),
            self.download, self.end_note]).add_class("bugkit-teacher-private")
        super().__init__([self.header, self.problem, widgets.HBox([self.projector]), self.joined,
                          widgets.HTML(f"<h3>{_esc(t('teacher.guesses', lang))}</h3>"), pacing, self.question_row,
                          self.guesses,
                          widgets.HTML(f"<h3>{_esc(t('ui.class_dice', lang))}</h3>"), self.dice,
                          widgets.HTML(f"<h3>{_esc(t('teacher.exercises', lang))}</h3>"), self.exercises,
                          widgets.HTML(f"<h3>{_esc(t('teacher.tables', lang))}</h3>").add_class(
                              "bugkit-teacher-private"), self.tables,
                          private, self.beacon])
        self.add_class("bugkit-teacher")
        self.last_query_ms = 0.0
        self.refresh()

    # ---- drawing ----

    def refresh(self) -> None:
        """Redraw every part from the store (a message instead when the store cannot be reached)."""
        if self.ended:
            return
        start = time.perf_counter()
        try:
            view = self.store.overview(self.token)
        except BugkitError as err:
            self._refresh_refused(err)
            return
        self.last_query_ms = (time.perf_counter() - start) * 1000
        self.refresh_problem = ""
        self._draw(view)
        try:
            self._set(self.tables, self.tables_html())
        except BugkitError as err:
            self._refresh_refused(err)
            return
        self._show_problems()

    def _refresh_refused(self, err: BugkitError) -> None:
        """Show why a refresh found no class (or no store), in the teacher's words and language, until one works."""
        self.refresh_problem = _problem_html(err, self.lang)
        self._show_problems()

    def _act(self) -> None:
        """Begin an action of the teacher's: the problem the last action met is no longer said."""
        self.action_problem = ""
        self._show_problems()

    def _refused(self, err: BugkitError) -> None:
        """Show why the class refused the teacher's action, in the teacher's words and language, until the next."""
        self.action_problem = _problem_html(err, self.lang, action=True)
        self._show_problems()

    def _show_problems(self) -> None:
        """Show the problem the last action met and the one the last refresh met (once if they say the same)."""
        said = dict.fromkeys(p for p in (self.action_problem, self.refresh_problem) if p)
        self._set(self.problem, "".join(f"<div>{p}</div>" for p in said))

    def _set(self, w: widgets.HTML, value: str) -> None:
        if w.value != value:
            w.value = value

    def _draw(self, view: Overview) -> None:
        lang = self.lang
        if view.nicknames:
            names = ", ".join(f"<span class='bugkit-nickname'>{_esc(n)}</span>" for n in view.nicknames)
            self._set(self.joined, f"<p><b>{_esc(t('teacher.joined', lang, n=len(view.nicknames)))}</b>: {names}</p>")
        else:
            self._set(self.joined, f"<p>{_esc(t('teacher.nobody', lang))}</p>")
        if tuple(self.back_in_name.options) != view.nicknames:
            chosen = self.back_in_name.value
            self.back_in_name.options = view.nicknames
            self.back_in_name.value = chosen if chosen in view.nicknames else None
        if self.hold.value != (HOLD in view.locked):
            self._syncing = True  # the store's state shown, not the teacher's click: nothing is written for it
            try:
                self.hold.value = HOLD in view.locked
            finally:
                self._syncing = False
        questions = sorted(set(view.questions) | set(view.guesses), key=_question_order)
        texts = {q: read_question(view.questions[q][0]) if q in view.questions else ("", None) for q in questions}
        options = [(f"{_question_label(q, lang)}: {_short(texts[q][0])}".rstrip(": "), q) for q in questions]
        if list(self.question.options) != options:
            chosen = self.question.value
            self.question.options = options
            self.question.value = chosen if chosen in questions else (questions[0] if questions else None)
        parts = []
        for q in questions:
            text, labels = texts[q]
            values = view.guesses.get(q, [])
            state = t("teacher.released" if {OPEN + q, SHOWN + q} & view.locked else "teacher.held", lang) \
                if HOLD in view.locked else ""
            answer = view.questions[q][1] if q in view.questions and self.answer_shown(q, view) else None
            if labels is not None:  # a choice question: guesses and answer are option numbers (1 for the first)
                right = int(answer) if answer is not None and answer.denominator == 1 and \
                    1 <= answer <= len(labels) else None
                picture = choice_svg(values, labels, right, lang)
                said = None if right is None else labels[right - 1]
            else:
                picture, said = histogram_svg(values, answer, lang), None if answer is None else _number(answer, lang)
            exact = f"<p class='bugkit-exact'><b>{_esc(t('teacher.exact', lang, answer=said))}</b></p>" \
                if said is not None else ""
            parts.append(f"<div class='bugkit-question' data-question='{_esc(q)}'><p>"
                         f"<b>{_esc(_question_label(q, lang))}</b> "
                         f"{_esc(text)} <i>({_esc(tn('teacher.n_guesses', len(values), lang))}"
                         f"{', ' + _esc(state) if state else ''})</i></p>"
                         f"{picture}{exact}</div>")
        self._set(self.guesses, "".join(parts) or f"<p>{_esc(t('teacher.no_guesses', lang))}</p>")
        self._set(self.dice, self._dice_html(view) or f"<p>{_esc(t('teacher.no_dice', lang))}</p>")
        rows = []
        for ex, levels in sorted(view.results.items(), key=lambda item: _exercise_place(item[0])):
            cells = "; ".join(f"{_esc(t('teacher.level', lang, n=lv))}: "
                              f"{_esc(t('teacher.right_wrong', lang, right=r, wrong=w))}"
                              for lv, (r, w) in sorted(levels.items()))
            rows.append(f"<li data-exercise='{_esc(ex)}'><b>{_exercise_label(ex, lang)}</b>: {cells}</li>")
        self._set(self.exercises, f"<ul>{''.join(rows)}</ul>" if rows
                  else f"<p>{_esc(t('teacher.no_exercises', lang))}</p>")

    def tables_html(self) -> str:
        """Return the class's game tables (issue 24): game, code, seats with nicknames or bots, whose turn, over.
        Two bots of one kind are told apart by seat, as the boards call them ("Player 3: Memory bot", "Player 3
        (bot)'s turn")."""
        from .. import GAMES

        lang = self.lang
        rows = []
        for info in self.store.teacher_tables(self.token):
            kinds = [seat_name(s, info.game, lang) for s in info.seats]
            twins = [s.bot is not None and kinds.count(kind) > 1 for s, kind in zip(info.seats, kinds, strict=True)]
            names = [marked_bot(player_name(s.seat, lang), lang) if twin else kind
                     for s, kind, twin in zip(info.seats, kinds, twins, strict=True)]
            seats = []
            for s, kind, twin in zip(info.seats, kinds, twins, strict=True):
                if s.nickname is not None:
                    seats.append(f"<span class='bugkit-nickname'>{_esc(kind)}</span>")
                elif s.bot is not None:
                    seats.append(_esc(f"{player_name(s.seat, lang)}: {kind}" if twin else kind))
                else:
                    seats.append(f"<i>{_esc(t('teacher.table_free', lang))}</i>")
            if info.over:
                state = _esc(t("teacher.table_over", lang))
            elif any(s.empty for s in info.seats):
                state = _esc(t("teacher.table_waiting", lang))
            else:
                mover = self._to_move(info.table, info.steps)
                state = "" if mover is None else _esc(t("ui.turn", lang, name=names[mover]))
            title = GAMES[info.game].title if info.game in GAMES else info.game
            cells = (_esc(title), f"<code>{_esc(info.table)}</code>", ", ".join(seats), state)
            rows.append(f"<tr data-table='{_esc(info.table)}'>"
                        + "".join(f"<td style='padding:2px 8px'>{c}</td>" for c in cells) + "</tr>")
        if not rows:
            return f"<p>{_esc(t('teacher.no_tables', lang))}</p>"
        head = "".join(f"<th style='padding:2px 8px;text-align:left'>{_esc(t(k, lang))}</th>"
                       for k in ("teacher.table_game", "together.code", "teacher.table_seats",
                                 "teacher.table_state"))
        return f"<table class='bugkit-teacher-tables-table'><tr>{head}</tr>{''.join(rows)}</table>"

    def _to_move(self, table: str, steps: int) -> int | None:
        """Return the seat whose turn it is at ``table`` (its game replayed from the store once per step count)."""
        known = self._turns.get(table)
        if known is None or known[0] != steps:
            info = next(i for i in self.store.teacher_tables(self.token) if i.table == table)
            done = self.store.table_steps(self.token, table)
            try:
                state = table_game(info.game, info.setup, done)
            except BugkitError:  # a table whose game cannot be replayed (a corrupt row: deep JSON too): no turn shown
                self._turns[table] = (steps, None)
            else:
                mover = None if state.is_over or state.is_chance_node else int(state.current_player)
                self._turns[table] = (steps, mover if mover is not None and mover < len(info.seats) else None)
        return self._turns[table][1]

    def _dice_html(self, view: Overview) -> str:
        """Return the pooled dice of every experiment beside a simulation with as many rolls and its exact chances
        (these two once the answer of the guess they tell is shown or released)."""
        from .. import GAMES
        from ..lessons.class_dice import DICE, dice_question
        from ..ui.classdice import MAX_COMPUTER_ROLLS

        out = []
        for key, tally in sorted(view.tallies.items()):
            spec = DICE[key]() if key in DICE else None
            title = GAMES[key].title if key in DICE else key
            n = sum(tally.values())
            faces = range(len(spec.exact)) if spec is not None else sorted(tally)
            labels = spec.labels[self.class_lang] if spec is not None else [str(f) for f in faces]
            question = dice_question(spec) if spec is not None else ""
            # the exact column tells its answer, and so does the computer's with a whole class's rolls (the tablets
            # lock both; this page is the one on the projector): both wait until the answer is shown or released
            locked = bool(question) and not self.answer_shown(question, view)
            sims: list[float | None] = [None] * len(faces)  # (rolled only when shown: this page redraws every second)
            if spec is not None and 0 < n <= MAX_COMPUTER_ROLLS and not locked:  # the count every device rolls
                sims = list(spec.computer_shares(n))
            head = [t("ui.result", self.lang), t("ui.our_class", self.lang),
                    t("ui.computer_rolls", self.lang) + (" 🔒" if locked else ""),
                    t("ui.exact_chance", self.lang) + (" 🔒" if locked else "")]
            body = []
            for i, face in enumerate(faces):
                c = tally.get(face, 0)
                share = fmt_pct(c / n, self.lang) if n else "-"
                sim = "🔒" if locked else fmt_pct(sims[i], self.lang) if sims[i] is not None else "-"  # type: ignore[arg-type]
                exact = "🔒" if locked else fmt_pct(float(spec.exact[i]), self.lang) if spec is not None else "-"
                body.append(f"<tr><td>{_esc(labels[i])}</td><td>{fmt_num(c, self.lang)} ({share})</td>"
                            f"<td>{sim}</td><td>{exact}</td></tr>")
            named = _question_label(question, self.lang)
            head_text = t("teacher.dice_head", self.lang, name=title,
                          groups=tn("teacher.groups", view.groups.get(key, 0), self.lang),
                          rolls=tn("teacher.rolls", n, self.lang))
            out.append(f"<p><b>{_esc(head_text)}"
                       f"</b></p><table class='bugkit-teacher-dice-table'><tr>"
                       + "".join(f"<th style='padding:2px 8px'>{_esc(h)}</th>" for h in head) + "</tr>"
                       + "".join(body) + "</table>"
                       + (f"<p class='bugkit-waits'>{_esc(t('teacher.dice_locked', self.lang, question=named))}</p>"
                          if locked else ""))
        return "".join(out)

    # ---- the teacher's controls ----

    def _pace(self, section: str, locked: bool) -> None:
        self._act()
        try:
            self.store.lock(self.token, section, locked)
            if section == HOLD and not locked:
                view = self.store.overview(self.token)
                for flag in view.locked:
                    if flag.startswith(OPEN):
                        self.store.lock(self.token, flag, False)
        except BugkitError as err:
            self._refused(err)
        self.refresh()

    def _release(self) -> None:
        if self.question.value:
            self.release_question(str(self.question.value))

    def _show_clicked(self) -> None:
        if self.question.value:
            self.show_answer(str(self.question.value))

    def release_question(self, question: str) -> None:
        """Let the class see the answer of ``question`` while the other reveals stay held (this page shows it too)."""
        question = check_name(question, "question")
        self.shown.add(question)
        self._pace(OPEN + question, True)

    def show_answer(self, question: str) -> None:
        """Show the exact answer of ``question`` on this page (and the exact chances of a dice table that tell it);
        every other question's answer stays hidden until it is shown or released."""
        question = check_name(question, "question")
        self.shown.add(question)
        self._pace(SHOWN + question, True)  # (the class's guesses of it stand from now on: ClassStore.send_guess)

    def answer_shown(self, question: str, view: Overview) -> bool:
        """Return True if this page shows the exact answer of ``question``: the teacher showed it here, or released
        it to the class (the class sees it then)."""
        return question in self.shown or OPEN + question in view.locked or SHOWN + question in view.locked

    def _back_in_clicked(self) -> None:
        if self.back_in_name.value:
            self.let_back_in(str(self.back_in_name.value))

    def let_back_in(self, nickname: str) -> None:
        """Let ``nickname`` join again from another device (its place, guesses and seats stay) and say so here."""
        self._act()
        self.back_in_note.value = ""  # an earlier nickname's "can join again" is not left beside this one's answer
        try:
            name = self.store.let_back_in(self.token, nickname)
        except BugkitError as err:
            self._refused(err)
            return
        self.back_in_note.value = f"<p>{_esc(t('teacher.back_in_done', self.lang, name=name))}</p>"

    def export(self) -> str:
        """Return the CSV text after offering it as a download link on the page (no file is written)."""
        self._act()
        try:
            text = self.store.export_csv(self.token, self._face_name)
        except BugkitError as err:
            self._refused(err)
            return ""
        name = f"class_{self.code}.csv"
        self.download.value = download_html(name, "text/csv", text, t("teacher.download", self.lang, name=name))
        return text

    def _face_name(self, experiment: str, face: int) -> str:
        """Return a tally's face as the class's dice table names it ('1' for the first of Ungeziffer's sums, 'large
        straight'), in the class's language; its number for an experiment bugkit does not know."""
        from ..lessons.class_dice import DICE

        if experiment not in DICE:
            return str(face)
        labels = DICE[experiment]().labels[self.class_lang]
        return labels[face] if 0 <= face < len(labels) else str(face)

    def _ask_end(self) -> None:
        self._act()
        self.end_note.value = f"<p><b>{_esc(t('teacher.end_sure', self.lang))}</b></p>"
        self.end_yes.layout.display = ""

    def end(self) -> None:
        """End the class: delete its data and say so."""
        self._act()
        try:
            self.store.end_class(self.token)
        except BugkitError as err:
            self._refused(err)
            return
        self.ended = True
        self.beacon.interval_ms = 0
        self.end_yes.layout.display = "none"
        self.end_note.value = f"<p><b>{_esc(t('teacher.ended', self.lang, code=self.code))}</b></p>"
        self.back_in_name.options = []
        for w in (self.joined, self.guesses, self.dice, self.exercises, self.download, self.tables, self.back_in_note):
            w.value = ""
        # only the page's title and the end: its code, QR code and buttons stayed and did nothing, and the one line
        # that said the class had ended stood below the first screen
        title = widgets.HTML(f"{PROJECTOR_CSS}<h2>{_esc(t('teacher.title', self.lang))}</h2>")
        self.children = (title, self.end_note)


def _short(text: str, most: int = 40) -> str:
    """Return ``text`` on one line, cut to ``most`` characters with "…" (a question in the dropdown)."""
    line = " ".join(text.split())
    return line if len(line) <= most else line[:most - 1].rstrip() + "…"


def _exercise_place(key: str) -> tuple[int, int, str]:
    """Return a sort key of a stored exercise (``<lesson>.<exercise id>``): by lesson, then by its number there."""
    found = _exercise_of(key)
    return (found[0], found[1], key) if found is not None else (10**6, 0, key)


def _exercise_of(key: str) -> tuple[int, int, int] | None:
    """Return (lesson number, exercise number, level) of a stored exercise name such as ``21.sum-chance``: its
    number as the lesson numbers it (``Exercise.number``: its worksheet, its box); None if unknown."""
    import importlib

    from ..lessons.guide import LESSONS

    page, _, ident = key.partition(".")
    lesson = next((name for name, number, _en, _de in LESSONS if str(number) == page), None)
    if lesson is None:
        return None
    exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
    ex = next((ex for ex in exercises if ex.id.lower() == ident and ex.number is not None), None)
    return None if ex is None or ex.number is None else (int(page), ex.number, int(ex.level))


def _lesson_title(number: object, lang: str) -> str | None:
    """Return the title of lesson ``number`` as the class page lists it ("21 Ungeziffer"), or None for no lesson."""
    return next((name for page, name in LESSON_PAGES[lang] if page.startswith(f"{number}_")), None)


def _question_label(q: str, lang: str) -> str:
    """Return a guessing question's name as the class knows it: "21 Ungeziffer: Guess 1" for ``21.p1`` (the lesson's
    first guess); a question of no lesson (another page) by its id."""
    page, _, rest = q.partition(".p")
    title = _lesson_title(page, lang)
    return t("teacher.guess_no", lang, lesson=title, n=int(rest)) if title and rest.isascii() and rest.isdigit() else q


def _exercise_label(key: str, lang: str) -> str:
    """Return an exercise's name as HTML, as the child sees it: "21 Ungeziffer: Exercise 2 ★★" (its level stars
    named for a screen reader); a name no lesson knows (stored by another version) as it is."""
    found = _exercise_of(key)
    if found is None:
        return _esc(key)
    lesson, number, level = found
    title = _lesson_title(lesson, lang) or str(lesson)
    stars = _esc(t("teacher.level", lang, n=level))
    return (f"{_esc(t('teacher.exercise', lang, lesson=title, n=number))} "
            f"<span role='img' aria-label='{stars}' title='{stars}'>{'★' * level}</span>")


def _question_order(q: str) -> tuple[str, int, str]:
    """Return a sort key that puts p2 before p10."""
    page, _, rest = q.partition(".p")
    return (page, int(rest) if rest.isascii() and rest.isdigit() else 0, q)


class PageHTML(ShortRepr, widgets.HTML):  # type: ignore[misc]
    """A whole page in one HTML widget, in the language ``lang`` (its text before the notebook runs says so)."""

    def __init__(self, value: str, lang: str) -> None:
        lang, value = check_lang(lang), check_text(value, "value (the page's HTML)", MAX_PAGE_HTML)
        super().__init__(value)
        self.lang = lang


class TeacherNote(PageHTML):
    """The teacher's page when it can only say what is missing (no store, no or a wrong token)."""

    short_title = TeacherPage.short_title


class ClassPageHTML(PageHTML):
    """The students' class page (its lessons and games, or the box for the class code)."""

    short_title = ("Our class", "Unsere Klasse")  # English, German: its text before the notebook runs


def teacher_page(lang: str = "en", environ: dict[str, str] | None = None) -> widgets.Widget:
    """Return the teacher's page for the token in the URL, or a message saying what is missing (never a traceback)."""
    lang = check_lang(lang)
    query = page_options(environ)
    url = env_text(environ, ENV_STORE)

    def note(shown: str) -> widgets.HTML:
        return TeacherNote(f"<div class='bugkit-teacher-message' style='font-size:120%'>{shown}</div>", lang=lang)

    if not url:
        return note(_esc(t("teacher.no_store", lang)))
    try:
        token = check_token(query.get("token"), "teacher's token")
    except BugkitError:
        return note(_esc(t("teacher.no_token", lang)))
    try:
        return TeacherPage(token, ClassStore(url), lang)
    except BugkitError as err:
        return note(_problem_html(err, lang))


# The class page is what a child opens first (from the QR code): its lessons and games are 44 px buttons, and
# without a class code in the link (or with a wrong one) a box takes the code the teacher's page shows in large print.
CLASS_PAGE_CSS = ("<style>.bugkit-class-lessons,.bugkit-class-games{list-style:none;padding:0;display:flex;"
                  "flex-wrap:wrap;gap:8px}"
                  ".bugkit-class-lessons a,.bugkit-class-games a,.bugkit-class-code button{display:inline-block;"
                  "min-height:44px;min-width:44px;line-height:40px;padding:0 14px;box-sizing:border-box;"
                  "border:2px solid #1565c0;border-radius:10px;background:#e3f2fd;color:#0d47a1;font-size:16px;"
                  "font-weight:bold;text-decoration:none;cursor:pointer}"
                  ".bugkit-class-message{font-size:16px}"
                  ".bugkit-class-code{display:flex;flex-wrap:wrap;align-items:center;gap:8px}"
                  ".bugkit-class-code label{font-size:16px;font-weight:bold}"
                  ".bugkit-class-code input{min-height:44px;width:7em;font-size:20px;letter-spacing:.1em;"
                  "text-transform:uppercase;box-sizing:border-box}</style>")


def class_page(lang: str = "en", environ: dict[str, str] | None = None) -> widgets.Widget:
    """Return the students' start page of a class: the lessons and games to open, each with the class code in its
    link; without a code (or with one that is no class's) the reason and a box to type the code in."""
    lang = check_lang(lang)
    options = page_options(environ)
    raw = options.get("class", "")
    try:
        code = check_code(raw)
    except BugkitError:
        problem = t("classpage.bad_code", lang, code=code_shown(raw)) if raw else t("classpage.no_code", lang)
        return _code_page(problem, lang)
    url = env_text(environ, ENV_STORE)
    if url:
        try:
            ClassStore(url).class_lang(code)
        except ClassRefused:  # no class has this code (a typo, or the class has ended)
            return _code_page(t("classpage.no_class", lang, code=code), lang)
        except BugkitError:
            pass  # the store cannot be reached: the lessons work alone, and the teacher's page says what is wrong
    lessons = LESSON_PAGES[lang]
    sheet = _worksheet_set(options.get("exercise"))
    items = "".join(f"<li><a href='{_esc(page)}?class={code}{sheet}'>{_esc(title)}</a></li>" for page, title in lessons)
    games = "".join(f"<li><a href='{_esc(page)}?class={code}&amp;lang={lang}'>{_esc(title)}</a></li>"
                    for page, title in PLAY_PAGES)
    return ClassPageHTML(f"{CLASS_PAGE_CSS}<h2>{_esc(t('classpage.title', lang, code=code))}</h2>"
                        f"<ul class='bugkit-class-lessons'>{items}</ul><h3>{_esc(t('together.title', lang))}</h3>"
                        f"<ul class='bugkit-class-games'>{games}</ul>", lang=lang)


def _worksheet_set(typed: str | None) -> str:
    """Return ``&amp;exercise=N`` for the lesson links when the class page's address names an exercise set
    (``typed``: a class link with ``&exercise=1``: every exercise box of every lesson shows the printed worksheet's
    set), else ""."""
    if not typed:
        return ""
    try:
        return f"&amp;exercise={parse_exercise_set(typed)}"
    except BugkitError:  # no set: each box draws its own, as without one
        return ""


def _code_page(problem: str, lang: str) -> widgets.HTML:
    """Return the class page that says ``problem`` and asks for the class code (a form that opens this page again
    with ``?class=`` the code typed)."""
    return ClassPageHTML(
        f"{CLASS_PAGE_CSS}<p class='bugkit-class-message'>{_esc(problem)}</p>"
        f"<form class='bugkit-class-code' method='get'><label for='bugkit-class-code'>"
        f"{_esc(t('classpage.code', lang))}</label><input id='bugkit-class-code' name='class' maxlength='20' "
        f"autocomplete='off' autocapitalize='characters' spellcheck='false' required>"
        f"<button type='submit'>{_esc(t('classpage.open', lang))}</button></form>", lang=lang)


register({
    "classpage.title": {"en": "Class {code}: open your lesson", "de": "Klasse {code}: Öffne deine Lektion"},
    "classpage.no_code": {"en": "Type the class code your teacher shows (six letters and digits, like K7QX2M), or "
                                "open the link your teacher shows.",
                          "de": "Tippe den Klassen-Code ein, den deine Lehrkraft zeigt (sechs Buchstaben und Ziffern, "
                                "zum Beispiel K7QX2M), oder öffne den Link deiner Lehrkraft."},
    "classpage.bad_code": {"en": "“{code}” is not a class code: a class code has six letters and digits, like "
                                 "K7QX2M. Type it again.",
                           "de": "„{code}“ ist kein Klassen-Code: Ein Klassen-Code hat sechs Buchstaben und Ziffern, "
                                 "zum Beispiel K7QX2M. Tippe ihn noch einmal ein."},
    "classpage.no_class": {"en": "There is no class with the code {code}: check the code with your teacher (or the "
                                 "class has ended).",
                           "de": "Es gibt keine Klasse mit dem Code {code}: Frag deine Lehrkraft nach dem Code (oder "
                                 "die Klasse ist schon beendet)."},
    "classpage.code": {"en": "Class code", "de": "Klassen-Code"},  # the class page's box and the teacher page
    "classpage.open": {"en": "Open", "de": "Öffnen"},  # a button (a task still to cover: wanzen_tanzen.open)
})

PLAY_PAGES: list[tuple[str, str]] = [  # the game boards (one page per game; ?lang= picks the language)
    ("11_play_ungeziffer.ipynb", "Ungeziffer"), ("12_play_wanzen_tanzen.ipynb", "Wanzen tanzen"),
    ("13_play_voll_verasselt.ipynb", "Voll verasselt"), ("14_play_kakerlakentanz.ipynb", "Kakerlakentanz"),
    ("15_play_wuerfel_wg.ipynb", "Würfel-WG")]

LESSON_PAGES: dict[str, list[tuple[str, str]]] = {
    "en": [("21_lesson_ungeziffer.ipynb", "21 Ungeziffer"),
           ("22_lesson_wanzen_tanzen.ipynb", "22 Wanzen tanzen"),
           ("23_lesson_voll_verasselt.ipynb", "23 Voll verasselt"),
           ("24_lesson_kakerlakentanz.ipynb", "24 Kakerlakentanz"),
           ("25_lesson_wuerfel_wg.ipynb", "25 Würfel-WG"),
           ("31_lesson_luck_or_skill.ipynb", "31 Luck or skill?")],
    "de": [("21_lektion_ungeziffer.ipynb", "21 Ungeziffer"),
           ("22_lektion_wanzen_tanzen.ipynb", "22 Wanzen tanzen"),
           ("23_lektion_voll_verasselt.ipynb", "23 Voll verasselt"),
           ("24_lektion_kakerlakentanz.ipynb", "24 Kakerlakentanz"),
           ("25_lektion_wuerfel_wg.ipynb", "25 Würfel-WG"),
           ("31_lektion_glueck_oder_koennen.ipynb", "31 Glück oder Können?")],
}

