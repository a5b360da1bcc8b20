"""The class's own dice: a table where the teacher types what each group rolled with real dice, pooled and drawn
beside the exact chances and a computer simulation with as many rolls (the class sees its own data converge).

``ClassDice(spec, lang)`` takes any ``DiceSpec`` (one dice experiment); the dice lessons' own experiments and
``class_dice(lesson, lang, after=guess)`` are lesson content, in ``bugkit.lessons.class_dice``. The class's
shares and the computer's come at once; the exact chances (their column, bars and sentences) give away the answer of
a guess of the lesson (``DiceSpec.guess``) and wait for the reveal of ``after``, that guess (🔒 until then). The
widget's model (``parse_table``, ``pool``, ``running_shares``, ``to_json``/``from_json``) is plain Python, internal
to this module (not in ``__all__``; its unit tests import it); the widget only wires it to boxes and buttons. Every
count box takes a whole number 0-10,000 (empty = 0); anything else is a message, never an exception.
The table is saved as JSON in ``saves/`` under a plain ``*.json`` name (the name rules of ``bugkit.ui.saving``).
CSS classes for the browser test: ``bugkit-classdice``, ``bugkit-classdice-message``, ``bugkit-classdice-result``.
"""

from __future__ import annotations

import html
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import ipywidgets as widgets
import numpy as np

from ..classroom import client as classroom  # class mode (?class=CODE); a no-op without a class
from ..core.errors import InvalidInput
from ..core.files import UnsafeFile, read_in, write_in
from ..core.i18n import fmt_num, fmt_pct, fmt_points, register, t, tn
from ..core.rng import make_rng
from ..core.validate import (
    check_int,
    check_items,
    check_lang,
    check_seed,
    check_text,
    short_repr,
    typed_shown,
)
from .a11y import labeller, number_box
from .draw import lesson_style
from .lesson import PredictionBox, comma_axes, figure_html, waits_note
from .note import ShortRepr
from .saving import MAX_NAME, check_file_name, file_refusal, saves_folder, system_refusal

MAX_COUNT = 10_000  # rolls one group can type into one box
MAX_GROUPS = 12
MAX_FILE_BYTES = 100_000
MAX_OUTCOMES = 11  # results of one dice experiment (a row of boxes fits a 768 px tablet)
MAX_COMPUTER_ROLLS = MAX_GROUPS * MAX_OUTCOMES * MAX_COUNT  # the fullest table: the computer rolls as often
MAX_PATH = 4_096  # characters of a folder given by code
KIND = "bugkit-class-dice"
GROUP_WIDTH, COUNT_PX = "76px", 56  # 76 + 11 x 56 px fits a 768 px tablet; a phone scrolls the table
HEAD_CHAR_PX = 11  # width of a bold character in a column head, generously (the widest German word must fit:
# at 9 px "mindestens" ran into the next head, "mindestenskeine")

register({
    "cd.intro": {"en": "Type how often each group rolled each result (an empty box counts as 0), then press “Pool "
                       "and draw”.",
                 "de": "Gib ein, wie oft jede Gruppe jedes Ergebnis gewürfelt hat (ein leeres Feld zählt 0), dann "
                       "drück „Zusammenzählen und zeichnen“."},
    "cd.group": {"en": "Group {n}", "de": "Gruppe {n}"},
    "cd.pool": {"en": "Pool and draw", "de": "Zusammenzählen und zeichnen"},
    "cd.add": {"en": "Add a group", "de": "Noch eine Gruppe"},
    "cd.clear": {"en": "Clear the table", "de": "Tabelle leeren"},
    "cd.save": {"en": "Save table", "de": "Tabelle speichern"},
    "cd.load": {"en": "Load table", "de": "Tabelle laden"},
    "cd.bad_count": {"en": "{group}, “{outcome}”: “{text}” is not a number of rolls. Type a whole number from 0 to "
                           "{max}.",
                     "de": "{group}, „{outcome}“: „{text}“ ist keine Anzahl von Würfen. Gib eine ganze Zahl von 0 "
                           "bis {max} ein."},
    "cd.empty": {"en": "The table is empty: type the groups' counts first.",
                 "de": "Die Tabelle ist leer: Gib zuerst die Zahlen der Gruppen ein."},
    "cd.full": {"en": "At most {n} groups.", "de": "Höchstens {n} Gruppen."},
    "cd.summary": {"en": "The class rolled {n} times.", "de": "Die Klasse hat {n}-mal gewürfelt."},
    "cd.summary_group": {"en": "Our group rolled {n} times. The rolls of the whole class are on your teacher's "
                               "screen.",
                         "de": "Unsere Gruppe hat {n}-mal gewürfelt. Die Würfe der ganzen Klasse stehen auf dem "
                               "Bildschirm eurer Lehrkraft."},
    "cd.share": {"en": "share of the rolls", "de": "Anteil der Würfe"},
    "cd.closest": {"en": "The biggest gap between our class and the exact chance: {gap} (at “{outcome}”). With more "
                         "rolls it usually shrinks.",
                   "de": "Der größte Abstand zwischen unserer Klasse und der genauen Wahrscheinlichkeit: {gap} (bei "
                         "„{outcome}“). Mit mehr Würfen wird er meistens kleiner."},
    "cd.closest_group": {"en": "The biggest gap between our group and the exact chance: {gap} (at “{outcome}”). "
                               "With more rolls it usually shrinks.",
                         "de": "Der größte Abstand zwischen unserer Gruppe und der genauen Wahrscheinlichkeit: {gap} "
                               "(bei „{outcome}“). Mit mehr Würfen wird er meistens kleiner."},
    "cd.running": {"en": "Share of “{outcome}” as the groups are added: {steps}.",
                   "de": "Anteil „{outcome}“, wenn wir Gruppe für Gruppe dazunehmen: {steps}."},
    "cd.exact": {"en": "Exact: {exact}.", "de": "Genau: {exact}."},
    "cd.step": {"en": "{n} group: {share}|{n} groups: {share}", "de": "{n} Gruppe: {share}|{n} Gruppen: {share}"},
    "cd.saved": {"en": "Saved the table ({n} group) to {path}.|Saved the table ({n} groups) to {path}.",
                 "de": "Tabelle ({n} Gruppe) in {path} gespeichert.|Tabelle ({n} Gruppen) in {path} gespeichert."},
    "cd.loaded": {"en": "Loaded the table ({n} group) from {path}.|Loaded the table ({n} groups) from {path}.",
                  "de": "Tabelle ({n} Gruppe) aus {path} geladen.|Tabelle ({n} Gruppen) aus {path} geladen."},
    "cd.not_table": {"en": "it is not a class-dice table of this lesson.",
                     "de": "Das ist keine Würfeltabelle dieser Lektion."},
    "cd.too_big": {"en": "the file is too big for a class table.",
                   "de": "Die Datei ist zu groß für eine Klassentabelle."},
})


@dataclass(frozen=True)
class DiceSpec:
    """One dice experiment of a lesson: outcome labels per language, exact chances, a vectorised sampler."""

    key: str
    labels: dict[str, tuple[str, ...]]
    exact: tuple[Fraction, ...]
    sample: Callable[[np.random.Generator, int], np.ndarray]  # n rolls -> outcome indices 0..len-1
    guess: int = 0  # the lesson's guess (1 for its first) whose answer the exact chances give away; 0 for none
    focus: int = 0  # the result that guess asks about: its share is followed as the groups are added

    def __post_init__(self) -> None:
        check_text(self.key, "DiceSpec: key", 40)
        check_int(self.guess, "DiceSpec: guess (the lesson's guess the exact chances answer, 0 for none)", 0, 99)
        exact = check_items(self.exact, "DiceSpec: exact (the chance of each result)", MAX_OUTCOMES, 2)
        check_int(self.focus, "DiceSpec: focus (the number of the result the guess asks about, 0 for the first)", 0,
                  len(exact) - 1)
        for p in exact:
            if isinstance(p, bool) or not isinstance(p, (Fraction, int)) or not 0 <= p <= 1:
                raise InvalidInput(f"DiceSpec: each exact chance must be a Fraction from 0 to 1, not {short_repr(p)}")
        if sum(exact) != 1:
            raise InvalidInput(f"DiceSpec: the exact chances must add up to 1, not {short_repr(sum(exact))}")
        if not isinstance(self.labels, dict) or set(self.labels) != {"en", "de"}:
            raise InvalidInput(f"DiceSpec: labels must be a dict {{'en': (...), 'de': (...)}} of the results' names, "
                               f"not {short_repr(self.labels)}")
        for lang, names in self.labels.items():
            items = check_items(names, f"DiceSpec: labels[{lang!r}]", len(exact), len(exact))
            for name in items:
                check_text(name, f"DiceSpec: a result name in labels[{lang!r}]", 40)
        if not callable(self.sample):
            raise InvalidInput(f"DiceSpec: sample must be a function (rng, n) -> result numbers, not "
                               f"{short_repr(self.sample)}")

    def computer_shares(self, n: int, seed: int | None = None) -> list[float]:
        """Return the share of each result in n rolls of the computer, drawn with ``seed`` (default: n itself, so the
        same pooled count gives the same rolls on every device, on the teacher's page and after a redraw)."""
        n = check_int(n, "n (rolls)", 1, MAX_COMPUTER_ROLLS)
        rng = make_rng(n if seed is None else check_seed(seed))
        counts = np.bincount(self.sample(rng, n), minlength=len(self.exact))
        return [int(c) / n for c in counts]


def _column_widths(labels: Sequence[str]) -> list[str]:
    """Return each result column's CSS width: at least COUNT_PX, and as wide as the longest word of its head."""
    # a head wraps between words, never inside one: a narrower column lets the word run into the next head
    longest = [max((len(word) for word in label.split()), default=0) for label in labels]
    return [f"{max(COUNT_PX, HEAD_CHAR_PX * n + 8)}px" for n in longest]


def parse_table(texts: Sequence[Sequence[str]]) -> tuple[list[list[int]], tuple[int, int, str] | None]:
    """Return (counts, None), or (partial counts, (group, outcome, text)) for the first box that is not a count."""
    rows: list[list[int]] = []
    for g, row in enumerate(texts):
        out = []
        for o, raw in enumerate(row):
            text = str(raw).strip()
            if text == "":
                out.append(0)
                continue
            if len(text) > 6 or not text.isascii() or not text.isdigit() or int(text) > MAX_COUNT:
                return rows, (g, o, text[:20])
            out.append(int(text))
        rows.append(out)
    return rows, None


def pool(rows: Sequence[Sequence[int]]) -> list[int]:
    """Return the class's total count of each outcome (the column sums)."""
    return [sum(col) for col in zip(*rows, strict=True)] if rows else []


def running_shares(rows: Sequence[Sequence[int]], outcome: int) -> list[tuple[int, float]]:
    """Return (groups pooled so far, share of ``outcome`` among their rolls) after each group that rolled at all."""
    out, hits, total = [], 0, 0
    for k, row in enumerate(rows, 1):
        hits, total = hits + row[outcome], total + sum(row)
        if sum(row):
            out.append((k, hits / total))
    return out


def to_json(spec: DiceSpec, rows: Sequence[Sequence[int]]) -> str:
    """Return the table as the JSON text of a save file."""
    return json.dumps({"kind": KIND, "lesson": spec.key, "outcomes": len(spec.exact),
                       "groups": [list(r) for r in rows]})


def from_json(spec: DiceSpec, text: str) -> list[list[int]]:
    """Return the rows of a saved table, or raise ValueError if it is not a valid table of this spec."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("kind") != KIND or data.get("lesson") != spec.key:
        raise ValueError("kind")
    groups = data.get("groups")
    n = len(spec.exact)
    if not isinstance(groups, list) or not 1 <= len(groups) <= MAX_GROUPS:
        raise ValueError("groups")
    for row in groups:
        if not isinstance(row, list) or len(row) != n or not all(
                type(c) is int and 0 <= c <= MAX_COUNT for c in row):
            raise ValueError("row")
    return [list(r) for r in groups]


class ClassDice(ShortRepr, widgets.VBox):
    """The table widget: one row of count boxes per group, pool-and-draw, add a group, clear, save and load."""

    short_title = ("Our class's dice", "Würfel der Klasse")  # English, German: its text before the notebook runs

    def __init__(self, spec: DiceSpec, lang: str = "en", groups: int = 6, path: str = "class_dice.json",
                 folder: str | Path | None = None, seed: int | None = None, after: PredictionBox | None = None) -> None:
        if not isinstance(spec, DiceSpec):
            raise InvalidInput(f"spec must be a DiceSpec (see bugkit.lessons.class_dice.DICE), not {short_repr(spec)}")
        if after is not None and not isinstance(after, PredictionBox):
            raise InvalidInput(f"after must be the guess (a prediction_box) whose answer the exact chances give, or "
                               f"None, not {short_repr(after)}")
        lang = check_lang(lang)
        groups = check_int(groups, "groups", 1, MAX_GROUPS)
        check_text(path, "path", MAX_PATH)
        if folder is not None and not (isinstance(folder, (str, os.PathLike)) and len(os.fspath(folder)) <= MAX_PATH):
            raise InvalidInput(f"folder must be a folder's path (a text or a Path) or None, not {short_repr(folder)}")
        seed = check_seed(seed)
        self.spec, self.lang, self.seed = spec, lang, seed
        # class mode: this device's table is its group's (the class pools on the teacher's page), so it says "our
        # group", and it saves or loads no file (the tablets' pages all run on the teacher's machine: a tablet that
        # loaded another group's saved table had its rolls counted twice)
        link = classroom.current_class(lang)
        self.in_class = link is not None and link.store is not None  # (a wrong code: the lesson goes on alone)
        self.ours = "ui.our_group" if self.in_class else "ui.our_class"
        # the exact chances (a column, bars, a sentence) wait for the reveal of the guess they answer; the class's
        # rolls and the computer's come at once (the class rolls before it is told)
        self.after = after
        self.pooled: list[list[int]] | None = None  # the counts last pooled (drawn again at the reveal)
        if after is not None:
            after.on_reveal.append(self._revealed)
        self.folder = None if folder is None else Path(folder)
        self.labels = spec.labels[lang]
        self.widths = _column_widths(self.labels)  # one CSS width per result, for its head and its boxes
        self.rows: list[list[widgets.Text]] = []
        self.grid = widgets.VBox(layout=widgets.Layout(overflow="auto", max_width="100%"))  # a wide table scrolls
        self.grid.add_class("bugkit-classdice-grid")
        self.message = widgets.HTML().add_class("bugkit-classdice-message")
        self.result = widgets.HTML().add_class("bugkit-classdice-chart")
        self.result_text = widgets.HTML().add_class("bugkit-classdice-result")
        self.pool_button = widgets.Button(description=t("cd.pool", lang), button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.add_button = widgets.Button(description=t("cd.add", lang), layout=widgets.Layout(width="auto"))
        self.clear_button = widgets.Button(description=t("cd.clear", lang), layout=widgets.Layout(width="auto"))
        # its whole name in sight ("klassenwuerfel_kakerlakentanz.json": 300 px cut it at "klassenwuerfel_kakerla")
        self.path = widgets.Text(value=path, description=t("save.file", lang), style={"description_width": "initial"},
                                 layout=widgets.Layout(width="min(100%, 420px)", min_height="44px"))
        self.save_button = widgets.Button(description=t("cd.save", lang), layout=widgets.Layout(width="auto"))
        self.load_button = widgets.Button(description=t("cd.load", lang), layout=widgets.Layout(width="auto"))
        self.pool_button.on_click(lambda _: self.draw())
        self.add_button.on_click(lambda _: self.add_group())
        self.clear_button.on_click(lambda _: self.set_rows([[0] * len(self.labels)] * len(self.rows)))
        self.save_button.on_click(lambda _: self.save())
        self.load_button.on_click(lambda _: self.load())
        for _ in range(groups):
            self.add_group()
        wrap = widgets.Layout(flex_flow="row wrap")
        super().__init__([
            widgets.HTML(f"<b>{html.escape(t('ui.class_dice', lang))}</b><br>{html.escape(t('cd.intro', lang))}"),
            self.grid,
            widgets.HBox([self.pool_button, self.add_button, self.clear_button], layout=wrap),
            widgets.HBox([self.path, self.save_button, self.load_button],
                         layout=widgets.Layout(flex_flow="row wrap", display="none" if self.in_class else None)),
            self.message, self.result_text, self.result, labeller(lang), widgets.HTML(lesson_style())])
        self.add_class("bugkit-classdice")

    # -- the table ------------------------------------------------------------------------------------------------
    def _layout_grid(self) -> None:
        # rows never wrap (a count must stay under its result); a table too wide for a phone scrolls inside itself
        row = widgets.Layout(flex_flow="row nowrap", width="max-content")
        head = widgets.HBox([widgets.HTML("", layout=widgets.Layout(width=GROUP_WIDTH, flex="0 0 auto"))] +
                            [widgets.HTML(f"<b>{html.escape(lab)}</b>",
                                          layout=widgets.Layout(width=width, flex="0 0 auto"))
                             for lab, width in zip(self.labels, self.widths, strict=True)], layout=row)
        lines = [widgets.HBox([widgets.HTML(html.escape(t("cd.group", self.lang, n=i + 1)),
                                            layout=widgets.Layout(width=GROUP_WIDTH, flex="0 0 auto")), *boxes],
                              layout=row) for i, boxes in enumerate(self.rows)]
        self.grid.children = [head, *lines]

    def add_group(self) -> None:
        """Add an empty row for one more group (at most MAX_GROUPS)."""
        if len(self.rows) >= MAX_GROUPS:
            self.message.value = html.escape(t("cd.full", self.lang, n=MAX_GROUPS))
            return
        n = len(self.rows) + 1
        self.rows.append([number_box(widgets.Text(value="", placeholder="0",
                                                  layout=widgets.Layout(width=width, flex="0 0 auto"),
                                                  tooltip=f"{t('cd.group', self.lang, n=n)}: {lab}"))
                          for lab, width in zip(self.labels, self.widths, strict=True)])
        self._layout_grid()

    def texts(self) -> list[list[str]]:
        """Return what the boxes hold, row by row."""
        return [[box.value for box in row] for row in self.rows]

    def set_rows(self, rows: Sequence[Sequence[int]]) -> None:
        """Put ``rows`` of counts into the table (as many groups as rows)."""
        self.rows = []
        for _ in rows:
            self.add_group()
        for boxes, counts in zip(self.rows, rows, strict=True):
            for box, c in zip(boxes, counts, strict=True):
                box.value = str(c) if c else ""

    def counts(self) -> list[list[int]] | None:
        """Return the table's counts, or None after writing a message about the first box that is not a count."""
        rows, bad = parse_table(self.texts())
        if bad is not None:
            g, o, text = bad
            self.message.value = html.escape(t("cd.bad_count", self.lang, group=t("cd.group", self.lang, n=g + 1),
                                               outcome=self.labels[o], text=typed_shown(text),
                                               max=fmt_num(MAX_COUNT, self.lang)))
            return None
        return rows

    # -- pooling and drawing ----------------------------------------------------------------------------------------
    def exact_shown(self) -> bool:
        """Return True once the exact chances may be shown: the guess they answer (if any) is revealed."""
        return self.after is None or self.after.revealed

    def draw(self) -> None:
        """Pool the groups' counts and show the class's and (once its guess is revealed) the computer's and the exact
        shares side by side, as a chart and as text."""
        rows = self.counts()
        if rows is None:
            return
        total = pool(rows)
        if sum(total) == 0:
            self.message.value = html.escape(t("cd.empty", self.lang))
            return
        self.message.value = ""
        classroom.send_tally(self.spec.key, dict(enumerate(total)), self.lang)  # class mode: the class pools it
        self.pooled = rows
        self._show(rows)

    def _revealed(self) -> None:
        """Draw the pooled counts again with the exact chances, now that their guess is revealed."""
        if self.pooled is not None:
            self._show(self.pooled)

    def _show(self, rows: list[list[int]]) -> None:
        """Show the pooled ``rows``: a table, sentences and a chart; the computer's and the exact shares only once
        ``exact_shown``."""
        total = pool(rows)
        n = sum(total)
        lang, labels = self.lang, self.labels
        shares = [c / n for c in total]
        shown = self.exact_shown()
        # the computer rolls only for a table that shows them (its rolls wait for the guess, like the exact column)
        sims = self.spec.computer_shares(n, self.seed) if shown else [0.0] * len(total)
        exact = [float(p) for p in self.spec.exact]
        focus = self.spec.focus  # the result the lesson's guess asks about, before and after its reveal
        steps = ", ".join(tn("cd.step", k, lang, share=fmt_pct(x, lang))
                          for k, x in running_shares(rows, focus))
        running = t("cd.running", lang, outcome=labels[focus], steps=steps)
        # the computer's rolls wait for the guess too: as many as a whole class's (or 9,999 typed in each box) they
        # told the answer, 16.7 % beside "the target 5", to a child who pooled before guessing
        head = [t("ui.result", lang), t(self.ours, lang), t("ui.computer_rolls", lang) + ("" if shown else " 🔒"),
                t("ui.exact_chance", lang) + ("" if shown else " 🔒")]
        body = "".join(f"<tr><td>{html.escape(lab)}</td><td>{fmt_num(c, lang)} ({fmt_pct(s, lang)})</td>"
                       f"<td>{fmt_pct(m, lang) if shown else '🔒'}</td><td>{fmt_pct(e, lang) if shown else '🔒'}</td>"
                       "</tr>" for lab, c, s, m, e in zip(labels, total, shares, sims, exact, strict=True))
        if shown:
            gap, at = max((abs(Fraction(c, n) - e), lab)
                          for c, e, lab in zip(total, self.spec.exact, labels, strict=True))
            closest = "cd.closest_group" if self.in_class else "cd.closest"
            closing = (f"<p>{html.escape(t(closest, lang, gap=fmt_points(gap, lang), outcome=at))}</p>"
                       f"<p>{html.escape(running + ' ' + t('cd.exact', lang, exact=fmt_pct(exact[focus], lang)))}</p>")
        else:  # (not shown: it waits for its guess)
            waits = waits_note(lang, [self.after]) if self.after is not None else ""
            closing = f"<p>{html.escape(running)}</p><div class='bugkit-waits'>{waits}</div>"
        self.result_text.value = (
            f"<p>{html.escape(t('cd.summary_group' if self.in_class else 'cd.summary', lang, n=fmt_num(n, lang)))}"
            "</p><table class='bugkit-classdice-table'>"
            "<tr>" + "".join(f"<th style='padding:2px 8px'>{html.escape(h)}</th>" for h in head) + "</tr>" + body +
            "</table>" + closing)
        self.result.value = self._chart(shares, sims if shown else None, exact if shown else None)

    def _chart(self, shares: list[float], sims: list[float] | None, exact: list[float] | None) -> str:
        """Return the bar chart (exact and computer if given, class, side by side) as an HTML image with a text
        alternative (``figure_html``: each series named, with its bars' values)."""
        import matplotlib.pyplot as plt

        xs = np.arange(len(self.labels))
        fig, ax = plt.subplots(figsize=(6.4, 3), dpi=80)
        w = 0.27
        bars = [("ui.exact_chance", exact, "#bbbbbb")] if exact is not None else []  # none before their guess's reveal
        bars += [(self.ours, shares, "#ff7f0e")]
        bars += [("ui.computer_rolls", sims, "#1f77b4")] if sims is not None else []  # none before the reveal
        for i, (key, values, colour) in enumerate(bars):
            ax.bar(xs + (i - (len(bars) - 1) / 2) * w, values, w, color=colour, label=t(key, self.lang))
        ax.set_xlabel(t("ui.result", self.lang))
        ax.set_ylabel(t("cd.share", self.lang))
        comma_axes(ax, self.lang, y_percent=True)
        ax.set_xticks(xs, list(self.labels))
        ax.legend(fontsize="small")
        fig.tight_layout()
        picture = figure_html(fig)
        plt.close(fig)
        return picture

    # -- saving -----------------------------------------------------------------------------------------------------
    def _file(self) -> Path | None:
        why = check_file_name(self.path.value)
        if why is not None:
            self.message.value = html.escape(t("save.bad_name", self.lang, why=t(why, self.lang, n=MAX_NAME)))
            return None
        path: Path = (self.folder or saves_folder()) / str(self.path.value).strip()
        return path

    def save(self) -> None:
        """Save the table to ``saves/<name>.json`` (a message says where, or why not)."""
        rows = self.counts()
        path = self._file()
        if rows is None or path is None:
            return
        try:
            path.parent.mkdir(exist_ok=True)
            write_in(path.parent, path.name, to_json(self.spec, rows).encode("utf-8"))
        except UnsafeFile as exc:
            self.message.value = html.escape(t("save.not_saved", self.lang, path=path.name,
                                               msg=file_refusal(exc, self.lang)))
            return
        except OSError as exc:
            self.message.value = html.escape(t("save.not_saved", self.lang, path=path.name,
                                               msg=system_refusal(exc, self.lang)))
            return
        self.message.value = html.escape(tn("cd.saved", len(rows), self.lang, path=f"saves/{path.name}"))

    def load(self) -> None:
        """Load a saved table into the boxes (a message on a missing, too big or foreign file; table unchanged)."""
        path = self._file()
        if path is None:
            return
        name = path.name
        try:
            rows = from_json(self.spec, read_in(path.parent, name, MAX_FILE_BYTES).decode("utf-8"))
        except UnsafeFile as exc:
            why = {"missing": "save.missing", "too_big": "cd.too_big"}.get(exc.reason)
            self.message.value = html.escape(t("save.bad", self.lang, path=name, msg=t(why, self.lang) if why
                                               else file_refusal(exc, self.lang, MAX_FILE_BYTES)))
            return
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            self.message.value = html.escape(t("save.bad", self.lang, path=name, msg=t("cd.not_table", self.lang)))
            return
        self.set_rows(rows)
        self.message.value = html.escape(tn("cd.loaded", len(rows), self.lang, path=f"saves/{name}"))


# parse_table, pool, running_shares, to_json and from_json are the widget's own model: left out on purpose.
__all__ = ["ClassDice", "DiceSpec"]
