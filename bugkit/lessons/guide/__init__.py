"""The teacher guide and the worksheets: per-lesson text (in ``guide/<lesson>.py``) joined with the lesson's exercises.

Each lesson module here holds ``GUIDE = {"en": {...}, "de": {...}}`` with the guide's own text (goals in curriculum
words, plan, materials, misconceptions, differentiation, prompts, exit ticket, worksheet predictions and tables; under
"needs" what the class needs, as the lesson's first screen says it after ``NEEDS``: "You need: ...") and
``facts(lang) -> dict`` of numbers computed from bugkit at build time (``{name}`` fields in the text). The answers to
the exercises are never typed: ``answers`` reads them from the lesson module's ``EXERCISES`` via
``Exercise.instance(SEED, lang)``, the same numbers the worksheets print, so sheet and key agree.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from ...core.errors import InvalidInput
from ...core.validate import check_lang, short_repr, typed_shown
from .. import MAX_EXERCISE_SET, parse_exercise_set
from ..answers import TOLERANCE_RULE

SEED = 1  # the exercise set no. ("Exercise set no. 1") the guide and the worksheets print
LANGS = ("en", "de")

# (lesson key, number, English notebook, German notebook); a lesson is covered once its guide module exists.
LESSONS: tuple[tuple[str, int, str, str], ...] = (
    ("ungeziffer", 21, "21_lesson_ungeziffer", "21_lektion_ungeziffer"),
    ("wanzen_tanzen", 22, "22_lesson_wanzen_tanzen", "22_lektion_wanzen_tanzen"),
    ("voll_verasselt", 23, "23_lesson_voll_verasselt", "23_lektion_voll_verasselt"),
    ("kakerlakentanz", 24, "24_lesson_kakerlakentanz", "24_lektion_kakerlakentanz"),
    ("wuerfel_wg", 25, "25_lesson_wuerfel_wg", "25_lektion_wuerfel_wg"),
    ("luck_or_skill", 31, "31_lesson_luck_or_skill", "31_lektion_glueck_oder_koennen"),
)

# The sections of every page, in order: key -> heading per language.
SECTIONS: dict[str, dict[str, str]] = {
    "goals": {"en": "Learning goals (curriculum)", "de": "Lernziele (Bildungsstandards und Lehrpläne)"},
    "age": {"en": "Age and prerequisites", "de": "Alter und Voraussetzungen"},
    "plan": {"en": "A 45-minute lesson, minute by minute", "de": "Ablauf einer Stunde (45 Minuten)"},
    "materials": {"en": "Materials", "de": "Material"},
    "misconceptions": {"en": "Common misconceptions and how the lesson meets them",
                       "de": "Typische Fehlvorstellungen und wie die Lektion darauf eingeht"},
    "differentiation": {"en": "Differentiation", "de": "Differenzierung"},
    "prompts": {"en": "Discussion prompts with model answers", "de": "Gesprächsimpulse mit Musterantworten"},
    "answers": {"en": "Answers to the exercises", "de": "Lösungen der Aufgaben"},
    "exit_ticket": {"en": "Exit ticket", "de": "Abschlussfrage (Exit-Ticket)"},
    "projector": {"en": "Projector mode and the class's own dice", "de": "Beamer-Ansicht und die Würfel der Klasse"},
}

_WORDS = {
    "en": {"fast": "Fast finishers", "slow": "Children who need more support", "answer": "Answer",
           "solution": "Solution",
           "model": "Model answer", "how": "How the lesson meets it", "level": "level", "no": "Exercise set no.",
           "first_screen": "The lesson's first screen says:",
           "choices": "Choices", "min": "min", "lesson": "Lesson", "nb": "Notebooks",
           "fresh": "In the lesson every child gets fresh numbers; the exercise set no. in each box reproduces "
                    "them. For exercise set no. {seed} (printed on the worksheet) the answers are:",
           "other": "For a child's own number N, the box at the end of the teacher guide page (pick the lesson, "
                    "type N) shows every exercise of this lesson with the child's numbers and its answer (in code: "
                    "`answers_text(\"{module}\", N, \"en\")` from `bugkit.lessons.guide`).",
           "key": "The answer key (exercise set no. {seed}, as on the worksheet):"},
    "de": {"fast": "Schnelle Gruppe", "slow": "Gruppe, die mehr Hilfe braucht", "answer": "Antwort",
           "solution": "Lösungsweg", "model": "Musterantwort", "how": "So geht die Lektion darauf ein",
           "level": "Stufe", "no": "Aufgabenset Nr.", "choices": "Auswahl", "min": "Min.", "lesson": "Lektion",
           "first_screen": "Auf dem ersten Bildschirm der Lektion steht:",
           "nb": "Notebooks",
           "fresh": "In der Lektion bekommt jedes Kind neue Zahlen; die Aufgabenset-Nummer in jedem Kasten stellt "
                    "sie wieder her. Für Aufgabenset Nr. {seed} (sie steht auf dem Arbeitsblatt) lauten die "
                    "Lösungen:",
           "other": "Für die Nummer N eines Kindes zeigt der Kasten am Ende der Seite der Handreichung (Lektion "
                    "wählen, N eintippen) jede Aufgabe dieser Lektion mit den Zahlen des Kindes und ihre Antwort (im "
                    "Code: `answers_text(\"{module}\", N, \"de\")` aus `bugkit.lessons.guide`).",
           "key": "Das Lösungsblatt (Aufgabenset Nr. {seed}, wie auf dem Arbeitsblatt):"},
}

NEEDS = {"en": "You need:", "de": "Ihr braucht:"}  # each lesson's first screen: "**Ihr braucht:** " + its "needs"

PROJECTOR = {
    "en": ("**Projector mode.** Every game board has a *Projector mode* switch (large print, the board only: the "
           "seat pickers and the save panel disappear). In the Voila app, add `?projector=1` to the page's address "
           "to open it switched on, e.g. `.../11_play_ungeziffer.ipynb?projector=1`; `&lang=de` opens "
           "it in German. Use it to play the game against the class before the lesson starts. The board fits a "
           "1280x720 projector; on an older 1024x768 one it is drawn a little smaller, so that it fits too and looks "
           "as large on the wall.\n\n"
           "**The class's own dice.** {class_dice}"),
    "de": ("**Beamer-Ansicht.** Jedes Spielbrett hat einen Schalter *Beamer-Ansicht* (große Schrift, nur das "
           "Brett: die Auswahl der Mitspieler und das Speicherfeld verschwinden). In der Voila-App öffnet "
           "`?projector=1` am Ende der Adresse die Seite gleich so, z. B. "
           "`.../11_play_ungeziffer.ipynb?projector=1`; `&lang=de` öffnet sie auf Deutsch. So spielen "
           "Sie zu Beginn der Stunde gegen die Klasse. Das Brett passt auf einen Beamer mit 1280x720 Bildpunkten; "
           "auf einem älteren mit 1024x768 wird es etwas kleiner gezeichnet, damit es auch dort ganz zu sehen ist, "
           "und wirkt an der Wand genauso groß.\n\n"
           "**Die Würfel der Klasse.** {class_dice}"),
}


MISSING_CELL = {
    "en": ("*Not in this lesson's notebooks yet:* the class-dice table is ready in bugkit; until the cell is added, "
           "run `from bugkit.lessons.class_dice import class_dice` and `class_dice(\"{key}\", \"en\")` in a code "
           "cell."),
    "de": ("*Noch nicht in den Notebooks dieser Lektion:* die Würfeltabelle der Klasse ist in bugkit fertig; bis "
           "die Zelle ergänzt ist, führen Sie `from bugkit.lessons.class_dice import class_dice` und "
           "`class_dice(\"{key}\", \"de\")` in einer Code-Zelle aus."),
}
ROOT = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Lesson:
    """One lesson the guide covers: its key, number, notebooks, exercise module and guide module."""

    key: str
    number: int
    notebooks: dict[str, str]
    exercises: ModuleType
    guide: ModuleType

    def needs_class_dice_cell(self) -> bool:
        """Return True for a dice lesson whose notebook sources (``lessons/``) have no class-dice cell yet."""
        from ..class_dice import DICE

        sources = [ROOT / "lessons" / f"{name}.py" for name in self.notebooks.values()]
        return self.key in DICE and any(p.exists() and "class_dice(" not in p.read_text(encoding="utf-8")
                                        for p in sources)

    def text(self, lang: str) -> dict[str, Any]:
        """Return the guide text of this lesson in ``lang`` with its ``{facts}`` filled in."""
        facts = self.guide.facts(lang)
        text: dict[str, Any] = _fill(self.guide.GUIDE[lang], facts)
        return text


def _fill(value: Any, facts: Mapping[str, object]) -> Any:
    """Return ``value`` with every string formatted with ``facts`` (recursively through lists, tuples, dicts)."""
    if isinstance(value, str):
        return value.format(**facts) if facts else value
    if isinstance(value, dict):
        return {k: _fill(v, facts) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_fill(v, facts) for v in value)
    return value


def lessons() -> list[Lesson]:
    """Return the lessons that have both an exercise module and a guide module, in lesson order."""
    found = []
    for key, number, en, de in LESSONS:
        try:
            exercises = importlib.import_module(f"bugkit.lessons.{key}")
            guide = importlib.import_module(f"bugkit.lessons.guide.{key}")
        except ModuleNotFoundError:
            continue
        found.append(Lesson(key, number, {"en": en, "de": de}, exercises, guide))
    return found


MISSING = "ANSWER MISSING"  # written (and failed by the tests) when a lesson's exercise cannot make its numbers


def instances(lesson: Lesson, lang: str, seed: int = SEED) -> list[dict[str, Any]]:
    """Return every exercise of the lesson as ``Exercise.instance(seed, lang)`` (question, solution, answer...).

    An exercise whose ``make`` fails (a bug in the lesson module) gives a visible MISSING entry instead of
    stopping the whole guide; the teacher-guide test fails on it.
    """
    out = []
    for ex in lesson.exercises.EXERCISES:
        try:
            out.append(ex.instance(seed, lang))
        except (ValueError, TypeError, KeyError) as exc:
            out.append({"id": ex.id, "level": ex.level, "question": f"{MISSING}: {exc}", "choices": None,
                        "answer_text": MISSING, "solution": MISSING, "hint": MISSING, "kind": ex.kind,
                        "number": ex.number})
    return out


def shown_answer(inst: Mapping[str, Any]) -> str:
    """Return the answer as a teacher reads it: the chosen option's label for a choice, else the typed answer."""
    choices = inst.get("choices") or {}
    return str(choices.get(inst["answer_text"], inst["answer_text"]))


def exercise_name(inst: Mapping[str, Any], lang: str) -> str:
    """Return an exercise's name as the child sees it above its box, with its level: "Aufgabe 2 (Stufe 2 ★★)"."""
    from ...core.i18n import t
    from ...ui import lesson  # noqa: F401  (registers the label the child's box shows: "lesson.exercise_no")

    w = _WORDS[lang]
    return f"{t('lesson.exercise_no', lang, n=inst['number'])} ({w['level']} {inst['level']} {'★' * inst['level']})"


def answers_text(key: str, seed: int, lang: str = "en") -> str:
    """Return question and answer of every exercise of lesson ``key`` for exercise number ``seed`` (plain text; the
    number as ``parse_exercise_set`` reads it); raise InvalidInput for an unknown lesson, number or language."""
    covered = lessons()
    lesson = next((x for x in covered if isinstance(key, str) and x.key == key), None)
    if lesson is None:
        raise InvalidInput(f"no lesson {short_repr(key)}; the guide covers {[x.key for x in covered]}")
    seed = parse_exercise_set(seed)
    lang = check_lang(lang)
    word = _WORDS[lang]["answer"]
    return "\n".join(f"{exercise_name(i, lang)}: {i['question']}\n   {word}: {shown_answer(i)}"
                     for i in instances(lesson, lang, seed))


# (the refusal speaks to the teacher: the lesson box's says "du" and "your worksheet" to a child)
_BOX_WORDS = {"en": {"lesson": "Lesson", "set": "Exercise set no.", "answers": "Lesson {n}, exercise set no. {seed}:",
                     "bad": "An exercise set no. is a whole number from 1 to {max} written with digits; “{typed}” is "
                            "not one."},
              "de": {"lesson": "Lektion", "set": "Aufgabenset Nr.", "answers": "Lektion {n}, Aufgabenset Nr. {seed}:",
                     "bad": "Eine Aufgabenset-Nummer ist eine ganze Zahl von 1 bis {max}, nur aus Ziffern; „{typed}“ "
                            "ist keine."}}


@functools.cache
def _answers_box_class() -> type:
    """Return the box's widget class, made once (ipywidgets is imported only where a page shows it)."""
    import ipywidgets as widgets

    from ...ui.note import ShortRepr

    class Box(ShortRepr, widgets.VBox):
        """The guide's answers for a child's exercise set (a one-line text before the page runs)."""

        short_title = ("Answers for a child's exercise set", "Lösungen zum Aufgabenset eines Kindes")

    return Box


def answers_box(lang: str = "en", seed: int = 4711) -> Any:
    """Return the guide's box for a child's exercise set: pick the lesson, type the set no. a child's box shows, and
    read every exercise of that lesson with those numbers and its answer (the guide's app has no cell to change and
    run; a set that is none is said, the answers shown stay)."""
    import html

    import ipywidgets as widgets

    lang, seed = check_lang(lang), parse_exercise_set(seed)
    AnswersBox = _answers_box_class()  # noqa: N806  (a class)
    words = _BOX_WORDS[lang]
    covered = lessons()
    pick = widgets.Dropdown(options=[(f"{x.number}: {x.text(lang)['title']}", x.key) for x in covered],
                            value=covered[0].key, description=words["lesson"],
                            style={"description_width": "initial"}, layout=widgets.Layout(width="auto"))
    number = widgets.Text(value=str(seed), description=words["set"], style={"description_width": "initial"},
                          layout=widgets.Layout(width="16em", min_height="44px"))
    shown = widgets.HTML().add_class("bugkit-guide-answers")
    said = widgets.HTML().add_class("bugkit-guide-answers-message")

    def show(_: object = None) -> None:
        try:
            chosen = parse_exercise_set(number.value)
        except InvalidInput:
            bad = words["bad"].format(max=MAX_EXERCISE_SET, typed=typed_shown(number.value))
            said.value = f"<p>{html.escape(bad)}</p>"
            return
        said.value = ""
        lesson = next(x for x in covered if x.key == pick.value)
        items = "".join(f"<li><b>{html.escape(exercise_name(i, lang))}</b>: {html.escape(i['question'])}<br>"
                        f"{_WORDS[lang]['answer']}: {html.escape(shown_answer(i))}</li>"
                        for i in instances(lesson, lang, chosen))
        head = html.escape(words["answers"].format(n=lesson.number, seed=chosen))
        shown.value = f"<p><b>{head}</b></p><ul>{items}</ul>"

    pick.observe(show, names="value")
    number.observe(show, names="value")
    show()
    box = AnswersBox([widgets.HBox([pick, number], layout=widgets.Layout(flex_flow="row wrap")), said, shown])
    box.lang = lang
    return box


def _bullets(items: list[str]) -> str:
    return "\n".join(f"- {item}" for item in items)


def sections(lesson: Lesson, lang: str) -> dict[str, str]:
    """Return the Markdown body of every section of the lesson's page (keys of ``SECTIONS``)."""
    g, w = lesson.text(lang), _WORDS[lang]
    out: dict[str, str] = {}
    out["goals"] = _bullets(g["goals"]) + "\n\n" + _bullets(g["curriculum"])
    out["age"] = f"{g['age']}\n\n{g['prerequisites']}"
    minute, rows = 0, []
    for length, step in g["plan"]:
        rows.append(f"| {minute}-{minute + length} {w['min']} | {step} |")
        minute += length
    head = "| Zeit | Was geschieht |" if lang == "de" else "| Time | What happens |"
    out["plan"] = "\n".join([head, "|---|---|", *rows])
    from .sheets import file_name  # (sheets imports this module)

    key = file_name(lesson, lang, key=True)  # the answer key beside the worksheet (it was linked nowhere)
    out["materials"] = (_bullets([*g["materials"], f"{w['key'].format(seed=SEED)} [{key}](worksheets/{key})"])
                        + f"\n\n*{w['first_screen']}* {NEEDS[lang]} {g['needs']}")
    out["misconceptions"] = "\n".join(f"{i}. *{m}*  \n   {w['how']}: {how}"
                                      for i, (m, how) in enumerate(g["misconceptions"], 1))
    out["differentiation"] = (f"- **{w['fast']}:** {g['differentiation']['fast']}\n"
                              f"- **{w['slow']}:** {g['differentiation']['slow']}")
    out["prompts"] = "\n".join(f"{i}. {q}  \n   *{w['model']}:* {a}" for i, (q, a) in enumerate(g["prompts"], 1))
    lines = [w["fresh"].format(seed=SEED), ""]
    for inst in instances(lesson, lang):
        lines.append(f"- **{exercise_name(inst, lang)}** {inst['question']}")
        if inst["choices"]:
            lines.append(f"   {w['choices']}: " + "; ".join(inst["choices"].values()))
        lines.append(f"   **{w['answer']}: {shown_answer(inst)}**. {w['solution']}: {inst['solution']}")
    lines += ["", w["other"].format(module=lesson.key)]
    out["answers"] = "\n".join(lines)
    question, answer = g["exit_ticket"]
    out["exit_ticket"] = f"{question}\n\n*{w['answer']}:* {answer}"
    out["projector"] = PROJECTOR[lang].format(class_dice=g["class_dice"])
    if lesson.needs_class_dice_cell():
        out["projector"] += "\n\n" + MISSING_CELL[lang].format(key=lesson.key)
    return out


def page(lesson: Lesson, lang: str) -> str:
    """Return the lesson's guide page in Markdown: title, notebooks, one ``###`` section per key of SECTIONS."""
    g, w = lesson.text(lang), _WORDS[lang]
    parts = [f"## {w['lesson']} {lesson.number}: {g['title']}", "",
             f"{w['nb']}: `notebooks/{lesson.notebooks[lang]}.ipynb` ({'Deutsch' if lang == 'de' else 'English'}), "
             f"`notebooks/{lesson.notebooks['de' if lang == 'en' else 'en']}.ipynb"
             f"` ({'Englisch' if lang == 'de' else 'German'}). {g['summary']}", ""]
    for key, body in sections(lesson, lang).items():
        parts += [f"### {SECTIONS[key][lang]}", "", body, ""]
    return "\n".join(parts)


# for whoever maintains the guide, kept out of the teacher's sight (a comment in the Markdown and the notebook)
BUILT = {
    "en": "Generated by .venv/bin/python scripts/build_notebooks.py from the lessons and bugkit/lessons/guide/: do not "
          "edit by hand. The worksheets are made by .venv/bin/python scripts/build_worksheets.py; the lesson pages' "
          "opening times are measured by benchmarks/bench_lesson_pages.py (benchmarks/README.md).",
    "de": "Erzeugt mit .venv/bin/python scripts/build_notebooks.py aus den Lektionen und bugkit/lessons/guide/: bitte "
          "nicht von Hand ändern. Die Arbeitsblätter macht .venv/bin/python scripts/build_worksheets.py; die "
          "Ladezeiten der Lektionsseiten misst benchmarks/bench_lesson_pages.py (benchmarks/README.md).",
}
INTRO = {
    "en": ("# Teacher guide\n\n<!-- " + BUILT["en"] + " -->\n"
           "Deutsch: [Lehrerhandreichung](lehrerhandreichung.md).\n\n"
           "One page per lesson: goals in curriculum words (England's national curriculum, US Common Core), age and "
           "prerequisites, a 45-minute plan, materials, misconceptions, differentiation, discussion prompts with "
           "model answers, the answers to every exercise and an exit ticket. Printable worksheets with answer keys "
           "(PDF in A4 and US Letter, German and English) are in the folder docs/worksheets; each lesson's page "
           "below links its worksheet.\n\n"
           "**Before the lesson.** A lesson page needs a few seconds to open in the Voila app (about 3 seconds, "
           "measured on a small 2-core server with one page opening; three tablets opening at once took 4 to 9 "
           "seconds each, and an old tablet or a busy school network takes longer). Open the "
           "lesson on every device before the class arrives, or while the groups play the game, and leave the tab "
           "open: reloading starts the page afresh, with every guess hidden again.\n\n"
           "**Guesses first.** A table, list, exercise or many-tries simulation further down a page that gives away "
           "a guess's answer stays closed (🔒, naming the guess it waits for) until that guess is revealed on the "
           "device (in class mode: until you release it), so nobody reads the answer by scrolling on. A guess that "
           "can be no answer (a chance of -5 % or 150 %) is refused in words and reveals nothing. To look through a "
           "lesson beforehand, type any guess and press *Show me*.\n\n"
           "**Time.** Each plan fills 45 minutes only if the game phase stays short. The explore controls, the "
           "level-3 exercises and the “Going further” part are optional. If the class plays the real game in full, or "
           "rolls the class dice and also does every exercise, plan a double period (90 minutes): play, guess, count "
           "and the class dice in the first lesson; simulation, exploring and exercises in the second.\n\n"
           "**With the whole class.** `python -m bugkit.classroom serve` on your laptop sends the children's "
           "guesses, dice tallies and exercise results to your screen and lets you hold each reveal until you "
           "release it; no accounts, nothing leaves the room.\n\n"
           "[Class mode: how it works](class_mode.md)\n"),
    "de": ("# Lehrerhandreichung\n\n<!-- " + BUILT["de"] + " -->\n"
           "English: [Teacher guide](teacher_guide.md).\n\n"
           "Eine Seite je Lektion: Lernziele in den Worten der Bildungsstandards (Deutschland) und der Lehrpläne "
           "(Österreich, Schweiz), Alter und Voraussetzungen, ein Ablauf für 45 Minuten, Material, typische "
           "Fehlvorstellungen, Differenzierung, Gesprächsimpulse mit Musterantworten, die Lösungen aller Aufgaben "
           "und eine Abschlussfrage. Arbeitsblätter zum Ausdrucken mit Lösungsblatt (PDF in A4 und US-Letter, "
           "Deutsch und Englisch) liegen im Ordner docs/worksheets; die Seite jeder Lektion unten verlinkt ihr "
           "Arbeitsblatt.\n\n"
           "**Vor der Stunde.** Eine Lektionsseite braucht in der Voila-App einige Sekunden, bis sie bereit ist "
           "(etwa 3 Sekunden, gemessen auf einem kleinen Server mit 2 Kernen, wenn eine Seite öffnet; öffneten drei "
           "Tablets zugleich, brauchte jedes 4 bis 9 Sekunden, und mit alten Tablets oder einem ausgelasteten "
           "Schulnetz dauert es länger). Öffnen Sie die Lektion auf allen Geräten, bevor die Klasse "
           "kommt, oder während die Gruppen spielen, und lassen Sie den Tab offen: Neu laden beginnt die Seite von "
           "vorn, alle Schätzungen sind dann wieder verdeckt.\n\n"
           "**Erst schätzen.** Eine Tabelle, Liste, Aufgabe oder Simulation mit vielen Versuchen weiter unten, die "
           "die Antwort einer Schätzung verrät, bleibt zu (🔒, mit der Schätzung, auf die sie wartet), bis diese "
           "Schätzung auf dem Gerät aufgedeckt ist (im Klassenmodus: bis Sie sie freigeben). So liest niemand die "
           "Antwort, nur weil er weiterscrollt. Eine Schätzung, die keine Antwort sein kann (eine Wahrscheinlichkeit "
           "von -5 % oder 150 %), wird mit Worten abgelehnt und deckt nichts auf. Zum Durchsehen vor der Stunde: "
           "irgendeine Schätzung eingeben und auf „Zeig es mir“ drücken.\n\n"
           "**Zeit.** Jeder Ablauf füllt 45 Minuten nur, wenn die Spielphase kurz bleibt. Die Regler zum "
           "Ausprobieren, die Aufgaben der Stufe 3 und der Teil „Für Neugierige“ sind freiwillig. Spielt die "
           "Klasse das echte Spiel ganz, oder würfelt sie die Würfel der Klasse und löst alle Aufgaben, planen Sie "
           "eine Doppelstunde (90 Minuten): Spielen, Schätzen, Zählen und die Würfel der Klasse in der ersten "
           "Stunde; Simulation, Ausprobieren und Aufgaben in der zweiten.\n\n"
           "**Mit der ganzen Klasse.** `python -m bugkit.classroom serve` auf Ihrem Laptop schickt die Schätzungen, "
           "Strichlisten und Aufgabenergebnisse der Kinder auf Ihren Bildschirm, und Sie halten jede Auflösung "
           "zurück, bis Sie sie freigeben; ohne Konten, nichts verlässt den Raum.\n\n"
           "[Klassenmodus: so funktioniert er](klassenmodus.md)\n"),
}


CHECKING = {
    "en": ("**How the lessons check answers.** Children may type fractions (3/8, 4 1/2, ½), decimals with a point "
           "or a comma, percentages (37.5%, 50 percent) or words (\"half\", \"a quarter\", \"1 in 6\", \"1 out "
           "of 6\"), with \"about\" before a guess if they like (\"about 30%\", \"ca. 1/6\"). {rule} "
           "**Exercise set no.:** every exercise box whose numbers change shows a number the child "
           "can change (an exercise about the numbers shown above it keeps them, and has no box); the "
           "worksheets print set no. {seed}. Type the worksheet's number into the box, or add `&exercise={seed}` to "
           "the lesson page's address (`?exercise={seed}` if it has no `?` yet; e.g. "
           "`...ipynb?lang=en&exercise={seed}`; the app view reads the address, JupyterLab does not) and every "
           "exercise shows that set. The **Hint** button is there from the start: "
           "it shows the hint without a try and then becomes \"I give up: show the solution\". A first wrong "
           "answer shows the hint too; after two wrong tries the solution appears anyway.\n"),
    "de": ("**Wie die Lektionen Antworten prüfen.** Kinder dürfen Brüche (3/8, 4 1/2, ½), Dezimalzahlen mit Komma "
           "oder Punkt, Prozentwerte (37,5 %, 50 Prozent) oder Wörter („halb“, „ein Viertel“, „1 von 6“, „4 von 24“) "
           "eingeben, vor einer Schätzung gern mit „ca.“ oder „etwa“ („ca. 30 %“). {rule} "
           "**Aufgabenset Nr.:** Jeder Aufgabenkasten mit wechselnden Zahlen zeigt eine Nummer, die "
           "das Kind ändern kann (eine Aufgabe zu den Zahlen weiter oben behält sie und hat kein solches Feld); "
           "die Arbeitsblätter drucken Aufgabenset Nr. {seed}. Geben Sie die Nummer vom Arbeitsblatt in den Kasten ein "
           "oder hängen Sie an die Adresse der Lektion `&exercise={seed}` an (steht noch kein `?` in der Adresse: "
           "`?exercise={seed}`; z. B. `...ipynb?lang=de&exercise={seed}`; das liest die App-Ansicht, JupyterLab "
           "nicht), dann zeigt jede Aufgabe dieses Set. Der "
           "Knopf **Tipp** ist von Anfang an da: Er zeigt den Tipp auch ohne Versuch und heißt danach „Ich gebe auf: "
           "Lösung zeigen“. Eine erste falsche Antwort zeigt ebenfalls den Tipp; nach zwei falschen Versuchen "
           "erscheint die Lösung von selbst.\n"),
}


_GLANCE = {"en": ("**The lessons at a glance** (each page below has its goals, plan, materials and answers):",
                  "Lesson", "Game and question", "Ages", "Plan"),
           "de": ("**Die Lektionen auf einen Blick** (jede Seite unten hat Ziele, Ablauf, Material und Lösungen):",
                  "Lektion", "Spiel und Frage", "Alter", "Ablauf")}


def overview(lang: str) -> str:
    """Return the guide's table of its lessons (Markdown): number, title, the ages of its core and the minutes of its
    plan, for a teacher deciding in five minutes which lesson fits a class."""
    head, *columns = _GLANCE[check_lang(lang)]
    rows = []
    for lesson in lessons():
        g = lesson.text(lang)
        ages = re.search(r"\d+\s*[-–]\s*\d+", g["age"])  # the core's ("10-12"), not the going-further part's
        minutes = sum(length for length, _ in g["plan"])
        rows.append(f"| {lesson.number} | {g['title']} | {ages.group(0) if ages else g['age']} | "
                    f"{minutes} {_WORDS[lang]['min']} |")
    return "\n".join([head, "", "| " + " | ".join(columns) + " |", "|---|---|---|---|", *rows, ""])


def guide_markdown(lang: str) -> str:
    """Return the whole guide in ``lang`` as one Markdown document (intro, the lessons at a glance, then one page per
    lesson)."""
    checking = CHECKING[lang].format(rule=TOLERANCE_RULE[lang], seed=SEED)
    return "\n".join([INTRO[lang], overview(lang), checking,
                      *(page(lesson, lang) for lesson in lessons())]).rstrip() + "\n"
