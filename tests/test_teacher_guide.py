"""The teacher guide: every section of every lesson present and non-empty in both languages, every answer in it."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from bugkit.core.i18n import language_problems
from bugkit.lessons.class_dice import DICE
from bugkit.lessons.guide import (
    LANGS,
    MISSING,
    SECTIONS,
    SEED,
    answers_text,
    guide_markdown,
    instances,
    lessons,
    sections,
    shown_answer,
)

ROOT = Path(__file__).resolve().parent.parent
LESSONS = lessons()
PAGES = {"en": ROOT / "docs" / "teacher_guide.md", "de": ROOT / "docs" / "lehrerhandreichung.md"}
NOTEBOOKS = {"en": ROOT / "notebooks" / "30_teacher_guide.ipynb",
             "de": ROOT / "notebooks" / "30_lehrerhandreichung.ipynb"}
CASES = [(lesson, lang) for lesson in LESSONS for lang in LANGS]
IDS = [f"{lesson.number}-{lang}" for lesson, lang in CASES]


def test_every_lesson_with_exercises_is_covered() -> None:
    """Every lesson module in bugkit/lessons with EXERCISES has a guide page (lessons 21-23 at least)."""
    covered = {lesson.key for lesson in LESSONS}
    assert {"ungeziffer", "wanzen_tanzen", "voll_verasselt"} <= covered
    for path in (ROOT / "bugkit" / "lessons").glob("*.py"):
        if path.stem != "__init__" and "EXERCISES" in path.read_text(encoding="utf-8"):
            assert path.stem in covered, f"lesson module {path.name} has no guide page (bugkit/lessons/guide/)"


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_every_section_present_and_not_empty(lesson, lang) -> None:
    """Each of the sections (goals ... projector) has real text, and the page shows every heading."""
    body = sections(lesson, lang)
    assert list(body) == list(SECTIONS)
    for key, text in body.items():
        assert len(text.strip()) > 40, f"{lesson.key}/{lang}: section {key} is (almost) empty"
    page = PAGES[lang].read_text(encoding="utf-8")
    start = page.index(f"## {'Lektion' if lang == 'de' else 'Lesson'} {lesson.number}:")
    part = page[start:]
    for heading in SECTIONS.values():
        assert f"### {heading[lang]}" in part


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_page_content_rules(lesson, lang) -> None:
    """A 45-minute plan with the steps the issue names, 3+ misconceptions, prompts with answers, curriculum words."""
    text = lesson.text(lang)
    assert sum(minutes for minutes, _ in text["plan"]) == 45
    steps = " ".join(step for _, step in text["plan"]).lower()
    words = {"en": ("play", "guess", "count", "class dice", "simulat", "compar", "exit ticket"),
             "de": ("spielen", "schätzen", "zählen", "würfel der klasse", "simul", "vergleichen", "exit-ticket")}
    dice_lesson = lesson.key in DICE  # a class-dice table only in the dice lessons
    for word in words[lang]:
        if word in ("class dice", "würfel der klasse") and not dice_lesson:
            continue
        assert word in steps, f"{lesson.key}/{lang}: the plan has no step '{word}'"
    assert len(text["misconceptions"]) >= 3 and all(m and how for m, how in text["misconceptions"])
    assert len(text["prompts"]) >= 3 and all(q and a for q, a in text["prompts"])
    assert text["differentiation"]["fast"] and text["differentiation"]["slow"]
    goals = " ".join(text["curriculum"])
    if lang == "de":
        assert "Daten und Zufall" in goals and "Österreich" in goals and "Lehrplan 21" in goals
    else:
        assert "national curriculum" in goals and "Common Core" in goals


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_every_exercise_answer_appears(lesson, lang) -> None:
    """The answers section holds every exercise's answer (as Exercise.instance gives it for the guide's seed)."""
    answers = sections(lesson, lang)["answers"]
    assert MISSING not in answers, f"{lesson.key}: an exercise could not make its numbers:\n{answers}"
    for ex in lesson.exercises.EXERCISES:
        inst = ex.instance(SEED, lang)
        shown = inst["choices"][inst["answer"]] if inst["kind"] == "choice" else inst["answer_text"]
        assert f"**{'Antwort' if lang == 'de' else 'Answer'}: {shown}**" in answers, ex.id
        assert inst["question"] in answers


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_language_of_the_page(lesson, lang) -> None:
    """No slips of the other language (exercise ids and code names aside), no decimal point in German."""
    ids = [ex.id for ex in lesson.exercises.EXERCISES]
    for key, text in sections(lesson, lang).items():
        if key == "answers":  # the lesson modules' own texts, checked by tests/test_lessons.py
            continue
        plain = re.sub(r"`[^`]*`", " ", text)
        for exercise_id in ids:
            plain = plain.replace(exercise_id, " ")
        plain = re.sub(r"\bTo-dos?\b", " ", plain)  # Würfel-WG's cards: "To-do" in the German rulebook and board
        assert language_problems(plain, lang, allow=("Würfel",)) == [], (lesson.key, lang, key)  # Würfel-WG


@pytest.mark.parametrize("lang", LANGS)
def test_committed_pages_and_notebooks_up_to_date(lang) -> None:
    """docs/*.md equal what scripts/build_notebooks.py makes now; the notebook holds every lesson's page."""
    assert PAGES[lang].read_text(encoding="utf-8") == guide_markdown(lang), "run scripts/build_notebooks.py 30"
    cells = json.loads(NOTEBOOKS[lang].read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells)
    for lesson in LESSONS:
        assert lesson.text(lang)["title"] in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_teacher_reads_no_developer_command(lang) -> None:
    """What a teacher sees of the guide (its Markdown without comments) names no build script, virtual environment or
    benchmark: the guide opened with "Generated by .venv/bin/python scripts/build_notebooks.py ... do not edit by
    hand" and sent a teacher to benchmarks/README.md for the pages' opening times. The note for whoever maintains
    the guide stays in it, as a comment."""
    text = guide_markdown(lang)
    seen = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    assert "scripts/build_notebooks.py" in text
    assert [word for word in (".venv", "scripts/", "benchmarks", "bugkit/lessons") if word in seen] == []


def test_answers_text_for_a_childs_number() -> None:
    """The guide notebook's helper gives the answers for any exercise number, and refuses an unknown lesson."""
    lesson = LESSONS[0]
    text = answers_text(lesson.key, 4711, "de")
    for inst in instances(lesson, "de", 4711):
        assert shown_answer(inst) in text
    with pytest.raises(ValueError, match="no lesson"):
        answers_text("chess", 1)
    assert answers_text(lesson.key, "4711", "de") == text  # the number as a child copies it: the same answers


@pytest.mark.parametrize(("key", "seed", "lang", "says"), [
    ("ungeziffer", 4711, "fr", "lang"), ("ungeziffer", 4711, None, "lang"),
    ("ungeziffer", 0, "en", "exercise set no"), ("ungeziffer", 10**40, "en", "exercise set no"),
    ("ungeziffer", True, "en", "exercise set no"), ("ungeziffer", 1.5, "en", "exercise set no"),
    (["ungeziffer"], 1, "en", "no lesson")])
def test_answers_text_refuses_what_is_no_lesson_number_or_language(key, seed, lang, says) -> None:
    """A teacher's slip is refused with words (a bad language was a KeyError; a bad number gave a page of
    ANSWER MISSING entries instead of saying which numbers exist)."""
    from bugkit.core.errors import InvalidInput

    with pytest.raises(InvalidInput, match=says):
        answers_text(key, seed, lang)


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_guide_names_each_lesson_by_its_own_title(lesson, lang) -> None:
    """The guide's (and the worksheet's) title of a lesson is the lesson's own first heading: the German guide
    called lesson 21 "Würfelsummen und blind aufgedeckte Plättchen", the lesson "Würfel addieren und blind Plättchen
    aufdecken"."""
    source = (ROOT / "lessons" / f"{lesson.notebooks[lang]}.py").read_text(encoding="utf-8")
    heading = re.search(r"^# # (.+)$", source, re.M)
    assert heading is not None and lesson.text(lang)["title"] == heading.group(1).strip()


def test_the_address_tip_for_an_exercise_set_works_after_another_option() -> None:
    """Every paragraph that tells how to call up an exercise set by the page's address (README, the guide in both
    languages, every worksheet) says to add `&exercise=1`, and `?exercise=1` only where the address has no `?` yet:
    they said "?exercise=1 at the end of the address", which a class-mode address (`...?class=K7QX2M`) already
    ends in another option."""
    from bugkit.lessons.guide.sheets import sheet_html

    texts = {"README.md": (ROOT / "README.md").read_text(encoding="utf-8"),
             **{f"guide-{lang}": guide_markdown(lang) for lang in LANGS},
             **{f"sheet-{lesson.number}-{lang}": html.unescape(sheet_html(lesson, lang))
                for lesson in LESSONS for lang in LANGS}}
    for name, text in texts.items():
        paragraphs = [p for p in re.split(r"\n\s*\n|\n- |</?div", text) if f"?exercise={SEED}" in p]
        assert paragraphs, f"{name} no longer says how to call up exercise set no. {SEED}"
        for paragraph in paragraphs:
            assert f"&exercise={SEED}" in paragraph and ("no `?` yet" in paragraph or "no <code>?</code> yet"
                                                         in paragraph or "kein `?`" in paragraph
                                                         or "kein <code>?</code>" in paragraph), (name, paragraph)
            assert "end of" not in paragraph and "am Ende der Adresse" not in paragraph, (name, paragraph)


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_code_the_guide_gives_for_a_childs_number_runs(lesson, lang) -> None:
    """The call the answers section tells a teacher to type for a child's number N runs, imported from the module
    it names, and gives that lesson's answers for N: it said `EX["<id>"].instance(N, ...)` with EX from the
    lesson's module, which only Ungeziffer's module has (the other five lessons raised AttributeError)."""
    import importlib

    tip = sections(lesson, lang)["answers"].split("\n\n")[-1]  # the paragraph after the answers of set no. 1
    calls = re.findall(r"`([^`]*\(N\b[^`]*|[^`]*\bN\)[^`]*|[^`]*, N,[^`]*)`", tip)
    modules = re.findall(r"`(bugkit(?:\.\w+)+)`", tip)
    assert len(calls) == 1 and len(modules) == 1, (calls, modules)
    names = vars(importlib.import_module(modules[0]))
    shown = eval(re.sub(r"\bN\b", "4711", calls[0]), dict(names))  # the guide's own text, as a teacher types it
    for inst in instances(lesson, lang, 4711):
        assert inst["question"] in str(shown) and shown_answer(inst) in str(shown), inst["id"]


@pytest.mark.parametrize(("lesson", "lang"), CASES, ids=IDS)
def test_the_guide_names_each_exercise_as_the_child_sees_it(lesson, lang) -> None:
    """The answers section and ``answers_text`` name an exercise as its box on the child's page does ("Aufgabe 2",
    with its level stars), the way the class-mode teacher page and the worksheet number it: they named it by its
    internal id in code font ("`wt-points` (Stufe 1 ★)"), which a teacher never sees anywhere else."""
    from bugkit.core.i18n import t
    from bugkit.ui import lesson as child_page  # noqa: F401  (registers "lesson.exercise_no", the box's own label)

    answers, typed = sections(lesson, lang)["answers"], answers_text(lesson.key, 4711, lang)
    for inst in instances(lesson, lang):
        name = f"{t('lesson.exercise_no', lang, n=inst['number'])} "
        assert f"**{name}(" in answers and f"{'★' * inst['level']})** {inst['question']}" in answers, name
        assert f"`{inst['id']}`" not in answers and not re.search(rf"(^|\n){re.escape(inst['id'])}\b", typed)
        assert f"{name}(" in typed


@pytest.mark.parametrize("lang", LANGS)
def test_the_best_stopping_number_per_hub_is_listed_without_a_times_dot(lang) -> None:
    """Lesson 23's page lists the best N for each hub size in words, "N = 2 for 8 cards, N = 3 for 10, ...": it wrote
    "8: N = 2 · 10: N = 3 · 12: N = 4", which a teacher reads as "N = 2 · 10" (the dot is the German times sign)."""
    from bugkit.lessons.voll_verasselt import TABLE_SIZES, best_threshold, hub_of

    page = guide_markdown(lang)
    part = page[page.index("## " + ("Lektion" if lang == "de" else "Lesson") + " 23"):]
    part = part[:part.index("\n## ", 1)]
    on, cards = ("bei", "Karten") if lang == "de" else ("for", "cards")
    best = [(size, best_threshold(hub_of(size))) for size in TABLE_SIZES]
    listed = ", ".join(f"N = {n} {on} {size}" + (f" {cards}" if i == 0 else "") for i, (size, n) in enumerate(best))
    assert part.count(listed) == 3, listed
    assert not re.search(r"N = \d+ · \d", part), "a '·' between two hubs reads as a multiplication"


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_names_the_class_table_buttons_as_they_are_labelled(lang) -> None:
    """Where the guide names a button of the class's dice table in italics, it is the button's own label: it said
    *Speichern* / *Save* and *Laden* / *Load* for the buttons "Tabelle speichern" / "Save table" and "Tabelle laden"
    / "Load table"."""
    from bugkit.core.i18n import t
    from bugkit.ui import classdice  # noqa: F401 (registers the table's labels)

    labels = {t(f"cd.{key}", lang) for key in ("pool", "add", "clear", "save", "load")}
    words = {word.lower() for label in labels for word in label.split()}
    page = guide_markdown(lang)
    named = {m for m in re.findall(r"\*([^*\n]{1,40})\*", page) if m.lower() in words or m in labels}
    assert named and named <= labels, named - labels
    assert {t("cd.save", lang), t("cd.load", lang)} <= named


# "Aufgabe" used for a Würfel-WG to-do card: in German it is the exercise ("Aufgabe 2 ★"); the card is a "To-do"
TODO_AS_EXERCISE = re.compile(r"Aufgaben? wie „|Aufgabe „|erledigte Aufgabe|eine Aufgabe zu (schaffen|erledigen)"
                              r"|\(Aufgabe,|welchen Aufgaben|jede Aufgabe und jede WG|\bdie Aufgabe oder nicht"
                              r"|[\"'>]Aufgabe[\"'<]")


def test_german_wuerfel_wg_calls_its_cards_to_dos() -> None:
    """The German lesson 25 page, its exercises (several sets), the table it shows, its guide page and worksheet call
    the to-do cards "To-do" as the German rulebook and board do: they said "Bei Aufgaben wie „Summe mindestens 16“",
    "gelingt die Aufgabe „Summe mindestens 16“" and "die Wörter des Spiels (Aufgabe, parken, ...)", where "Aufgabe"
    is the exercise on the same page."""
    from bugkit.lessons.guide import page
    from bugkit.lessons.guide.sheets import sheet_html
    from bugkit.lessons.wuerfel_wg import chances_html

    lesson = next(x for x in LESSONS if x.key == "wuerfel_wg")
    texts = {"page": (ROOT / "lessons" / f"{lesson.notebooks['de']}.py").read_text(encoding="utf-8"),
             "guide": page(lesson, "de"), "sheet": sheet_html(lesson, "de"), "key": sheet_html(lesson, "de", True),
             "table": chances_html("de")}
    for seed in range(1, 21):
        texts[f"set {seed}"] = answers_text("wuerfel_wg", seed, "de") + "\n".join(
            f"{i['hint']} {i['solution']}" for i in instances(lesson, "de", seed))
    found = {name: TODO_AS_EXERCISE.findall(text) for name, text in texts.items()}
    assert {name: hits for name, hits in found.items() if hits} == {}
    assert all("To-do" in texts[name] for name in ("page", "guide", "sheet", "table", "set 1"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guide_opens_with_its_lessons_at_a_glance(lang: str) -> None:
    """A teacher deciding in five minutes found the ages inside each lesson's page and the length only in its plan
    (a helper reading the guide in JupyterLab): the guide now opens with a table, a row per lesson with its number,
    title, the ages of its core and its plan's minutes (45: every plan is one lesson), in the page and the notebook."""
    from bugkit.lessons.guide import lessons

    nb = json.loads(NOTEBOOKS[lang].read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    page = (ROOT / "docs" / ("teacher_guide.md" if lang == "en" else "lehrerhandreichung.md")).read_text("utf-8")
    for text in (cells[1], page[:page.index("\n## ")]):  # the notebook's second cell; the page above its lessons
        rows = re.findall(r"^\| (\d+) \| (.+?) \| (\d+)-(\d+) \| (\d+) Min", text, re.M | re.I)
        assert [int(r[0]) for r in rows] == [lesson.number for lesson in lessons()], text
        for (_, title, low, high, minutes), lesson in zip(rows, lessons(), strict=True):
            g = lesson.text(lang)
            assert title == g["title"] and minutes == "45"
            assert re.match(rf"\D*{low}\s*[-–]\s*{high}\b", g["age"]), g["age"]  # the core's ages, said first


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guide_page_has_a_box_for_a_childs_exercise_set(lang: str) -> None:
    """The guide said "change the lesson and the number below and run the cell", which its app has no cell for, and
    showed set 4711 of lesson 21 unlabelled under set 1's answers: a box picks the lesson and takes the number a
    child's exercise box shows, and says which lesson and set its answers are."""
    import html as h

    from bugkit.lessons.guide import answers_box
    from bugkit.ui import html_text

    box = answers_box(lang)
    pick, number = box.children[0].children
    said, shown = box.children[1], box.children[2]
    for lesson in lessons():
        pick.value = lesson.key
        number.value = "12"
        for inst in instances(lesson, lang, 12):  # what answers_text says, exercise by exercise
            assert h.escape(inst["question"]) in shown.value and h.escape(shown_answer(inst)) in shown.value
        assert f"{lesson.number}, " in html_text(shown.value) and "12:" in html_text(shown.value)
    before = shown.value
    for bad in ("0", "abc", "1 2"):
        number.value = bad
        assert said.value and shown.value == before, bad  # said; the answers shown stay
        assert ("deinem" not in said.value and "ist keine" in said.value) if lang == "de" else "your" not in said.value
    number.value = "4 711"
    assert said.value == "" and "4711:" in html_text(shown.value)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_lesson_page_of_the_guide_links_its_answer_key(lang: str) -> None:
    """The answer keys (set 1, beside the worksheets in docs/worksheets) were linked nowhere: each lesson's
    materials link its own, and the file is there."""
    from bugkit.lessons.guide import page
    from bugkit.lessons.guide.sheets import file_name

    for lesson in lessons():
        key = file_name(lesson, lang, key=True)
        linked = re.findall(r"\]\((worksheets/[^)]+)\)", page(lesson, lang))
        assert f"worksheets/{key}" in linked, lesson.key
        assert all((ROOT / "docs" / target).is_file() for target in linked), linked
