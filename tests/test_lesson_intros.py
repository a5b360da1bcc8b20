"""What a lesson page tells the class in words: its first screen says what the class needs (in the teacher guide's
words) and what a child should already know; the class-dice text says how a group enters its tally in class mode;
German pages give a menu's German name; the README's ages match the lessons'."""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

from bugkit.core.i18n import t
from bugkit.lessons.guide import LANGS, NEEDS, Lesson, lessons
from bugkit.ui import classdice  # noqa: F401  (registers the class-dice labels, "cd.pool" among them)

ROOT = Path(__file__).resolve().parent.parent
CASES = [(lesson, lang) for lesson in lessons() for lang in LANGS]
IDS = [f"{lesson.number}-{lang}" for lesson, lang in CASES]
KNOW = {"en": "**You should already know:**", "de": "**Das solltest du schon können:**"}
START = {"en": ROOT / "play" / "00_start_here.py", "de": ROOT / "play" / "00_hier_starten.py"}


def _markdown(path: Path) -> list[str]:
    """Return the Markdown cells of a jupytext source, each as one line (a source wraps its lines anywhere)."""
    return [" ".join(c.source.split()) for c in jupytext.read(path).cells if c.cell_type == "markdown"]


def _source(lesson: Lesson, lang: str) -> Path:
    return ROOT / "lessons" / f"{lesson.notebooks[lang]}.py"


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_first_screen_says_what_the_class_needs_and_should_know(lesson: Lesson, lang: str) -> None:
    """The first cell names the age, the time, what a child should already know, and what the class needs, the
    last in the words of the teacher guide's line for it (GUIDE["needs"], shown under the guide's materials)."""
    first = _markdown(_source(lesson, lang))[0]
    needs = f"**{NEEDS[lang]}** {lesson.text(lang)['needs']}"
    assert needs in first, f"{lesson.notebooks[lang]}: the first cell should say\n{needs}"
    assert KNOW[lang] in first
    assert ("**For:** ages" if lang == "en" else "**Für:**") in first


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_class_dice_text_says_how_a_group_enters_its_tally_in_class_mode(lesson: Lesson, lang: str) -> None:
    """The text above a class-dice table says the teacher types the counts, and that in class mode each group types
    its tally into the first row on its own device and presses the button by its real label: it said only "your
    teacher types the groups' counts here"."""
    cells = jupytext.read(_source(lesson, lang)).cells
    at = [i for i, c in enumerate(cells) if "class_dice(" in c.source and c.cell_type == "code"]
    if not at:
        pytest.skip("no class-dice table in this lesson")
    text = " ".join(cells[at[0] - 1].source.split())
    pool = t("cd.pool", lang)
    if lang == "de":
        assert "Eure Lehrkraft gibt die Zahlen hier ein." in text and f"„{pool}“" in text
        assert re.search(r"Arbeitet ihr im Klassenmodus \(das sagt euch eure Lehrkraft\), tippt (jede Gruppe ihre|"
                         r"jedes Team seine) Striche selbst in die erste Zeile auf (ihrem|seinem) Gerät und drückt",
                         text), text
    else:
        assert "Your teacher types the counts in here." in text and f"“{pool}”" in text
        assert re.search(r"If your class is connected, each (group|team) types its tally into the first row on its "
                         r"own device and presses", text), text


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_class_dice_text_names_the_guess_it_waits_for_when_another_stands_between(lesson: Lesson,
                                                                                      lang: str) -> None:
    """The class-dice table shows the exact chance once one guess is revealed; the text said "once your guess above
    is revealed" in lessons 22 and 23, where other guesses stand between (sections 2-3, section 5), and a child who
    had revealed those looked for the exact chance in vain. Where another guess stands between, the text names the
    section of the guess it waits for."""
    cells = jupytext.read(_source(lesson, lang)).cells
    at = [i for i, c in enumerate(cells) if c.cell_type == "code" and "class_dice(" in c.source]
    if not at:
        pytest.skip("no class-dice table in this lesson")
    found = re.search(r"class_dice\([^)]*after=(\w+)", cells[at[0]].source)
    assert found, cells[at[0]].source
    guess = next(i for i, c in enumerate(cells) if re.search(rf"^{found.group(1)} = prediction_box\(", c.source, re.M))
    between = [c for c in cells[guess + 1:at[0]] if "prediction" in c.metadata.get("tags", [])]
    if not between:
        pytest.skip("no other guess between: 'your guess above' is the one")
    text = " ".join(cells[at[0] - 1].source.split())
    section = next(m.group(1) for c in reversed(cells[:guess]) if c.cell_type == "markdown"
                   for m in [re.search(r"^## (\d+)\.", c.source, re.M)] if m)
    assert f"{'Abschnitt' if lang == 'de' else 'section'} {section} " in text, text


@pytest.mark.parametrize("path", [*sorted((ROOT / "lessons").glob("*_lektion_*.py")), START["de"]],
                         ids=lambda p: p.stem)
def test_a_german_page_names_a_menu_in_german_too(path: Path) -> None:
    """An English menu name on a German page comes with its German one (Jupyter in German says *Ausführen → Alle
    Zellen ausführen*); its language links read Deutsch and Englisch, capitalised as German nouns."""
    for cell in _markdown(path):
        for found in re.finditer(r"Run All Cells", cell):
            assert "Alle Zellen ausführen" in cell[found.end():found.end() + 80], cell
        assert not re.search(r"\[(deutsch|englisch)\]", cell), cell


def test_the_start_pages_link_each_lesson_as_its_language() -> None:
    """The German start page links each lesson as [Deutsch] and [Englisch] (not lower case), the English one as
    [English] and [German]."""
    de, en = (" ".join(_markdown(START[lang])) for lang in ("de", "en"))
    assert de.count("[Deutsch](") == de.count("[Englisch](") == en.count("[English](") == en.count("[German](") == 6


def test_lesson_31_says_a_win_share_is_the_average_points_per_game() -> None:
    """The win share is the points a bot gets per game on average (a win 1, a tie 1/2), not "the number of its
    points per game"."""
    de = " ".join(_markdown(ROOT / "lessons" / "31_lektion_glueck_oder_koennen.py"))
    en = " ".join(_markdown(ROOT / "lessons" / "31_lesson_luck_or_skill.py"))
    assert "Der **Gewinnanteil** eines Bots sagt, wie viele Punkte er im Durchschnitt pro Partie holt" in de
    assert "A bot's **win share** tells how many points it gets per game on average" in en
    assert "die Zahl seiner Punkte pro Partie" not in de and "is its points per game" not in en


def test_the_readme_gives_the_ages_the_lessons_give() -> None:
    """The README's age range runs from the youngest to the oldest age a lesson's first screen names: it said
    10-12 while lessons 22-25 say 11-13."""
    ages = [tuple(map(int, m.groups())) for lesson in lessons()
            for m in [re.search(r"\*\*For:\*\* ages (\d+)-(\d+)", _markdown(_source(lesson, "en"))[0])] if m]
    assert len(ages) == len(lessons())
    low, high = min(a for a, _ in ages), max(b for _, b in ages)
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert f"the lessons are written for ages {low}-{high} (each lesson says which" in readme


def test_a_german_widget_note_names_the_menu_in_german_too() -> None:
    """What a German widget says before its notebook runs named only the English menu (Run > Run All Cells)."""
    from bugkit.ui.note import NOTES

    assert "Run All Cells" in NOTES["de"] and "Alle Zellen ausführen" in NOTES["de"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_widget_note_is_shown_whole(lang: str) -> None:
    """What a widget says before its notebook runs is shown whole: ipywidgets cuts a widget's text after 110
    characters, and the German note with its menu in both languages was cut ("... Alle Zellen au…"). The note
    also says to run the notebook again if nothing happened (JupyterLab runs nothing before its kernel is ready)."""
    import importlib

    import ipywidgets as widgets

    import bugkit
    from bugkit.ui.note import ShortRepr

    for name in bugkit.GAMES:
        importlib.import_module(f"bugkit.{name}.ui")
    for module in ("bugkit.ui.saving", "bugkit.ui.lesson", "bugkit.ui.classdice", "bugkit.ui.together",
                   "bugkit.classroom.teacher"):
        importlib.import_module(module)
    kinds, todo = [], [ShortRepr]
    while todo:
        kind = todo.pop()
        kinds.append(kind)
        todo.extend(kind.__subclasses__())
    # the boards, saving, the lessons' five boxes, class dice, playing together, the teacher's and the class page
    assert len({kind.short_title for kind in kinds}) >= len(bugkit.GAMES) + 2 + 5 + 4

    class Speaker(ShortRepr, widgets.HTML):
        pass

    for kind in kinds:  # each widget's words on a plain widget (building every widget takes seconds)
        speaker = type("Speaker", (Speaker,), {"short_title": kind.short_title, "short_verb": kind.short_verb,
                                               "lang": lang})
        shown = speaker()._repr_mimebundle_()["text/plain"]
        assert not shown.endswith("…"), shown
        assert ("again" if lang == "en" else "Noch mal") in shown


RAW_WIDGET = re.compile(r"^[A-Z]\w*\((?:children|value|description|layout|options)=")  # ipywidgets' own repr


def test_no_notebook_shows_a_widgets_python_text_before_it_runs() -> None:
    """Before a notebook runs, JupyterLab shows each widget output as its saved text. That text was ipywidgets' repr,
    Python with the widget's HTML inside ("PredictionBox(children=(HTML(value='<p>🤔 <b>Schätze: …"): 166 such lines
    in the lessons and 4 on the class pages, code in front of a child. Every widget output now says what it is and
    how to bring it to life, and a lesson's notes speak the lesson's language."""
    import json

    from bugkit.ui.note import NOTES

    tails = {lang: NOTES[lang].split("}")[-1].split(".")[-2] for lang in NOTES}  # "Do it again", "Noch mal"
    lang_of = {lesson.notebooks[lang]: lang for lesson in lessons() for lang in LANGS}
    raw, notes = [], 0
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for out in cell.get("outputs", []):
                text = "".join(out.get("data", {}).get("text/plain", ""))
                if RAW_WIDGET.match(text):
                    raw.append(f"{path.name}: {text[:60]}")
                if any(tail in text for tail in tails.values()):
                    notes += 1
                    if path.stem in lang_of:
                        assert tails[lang_of[path.stem]] in text, (path.name, text)
    assert raw == []
    assert notes >= 150  # (the lessons' boxes, the boards, the class pages)


# what a child on a tablet never sees: the page's code, its cells, the notebook or the app around it
MACHINERY = re.compile(r"\b(code|code-zelle|cells?|zellen?|notebooks?|jupyter|apps?|recipe|rezept)\b", re.I)


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_childrens_part_speaks_of_what_a_child_sees_not_of_code(lesson: Lesson, lang: str) -> None:
    """Above the going-further part a lesson speaks of what a child on a tablet sees and does: it said "in the
    notebook the next cell is this as a short recipe; the app shows its answer" and "the app hides code", of cells
    and code the app never shows. The going-further part, for teachers too, may speak of them."""
    cells = jupytext.read(_source(lesson, lang)).cells
    text = [" ".join(c.source.split()) for c in cells
            if c.cell_type == "markdown" and "going-further" not in c.metadata.get("tags", [])]
    found = [(m.group(), cell) for cell in text for m in MACHINERY.finditer(cell)]
    assert found == [], f"{lesson.notebooks[lang]}: {found}"
