"""The lessons (issue 14): every source has its built notebook, up to date; the structure a class needs is there;
every lesson's exercises are well-formed in both languages."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import re
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import nbformat
import pytest

from bugkit.core.i18n import language_problems

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(p for p in (ROOT / "lessons").glob("*.py") if p.name[:2].isdigit())
MAX_VISIBLE_LINES = 12  # a visible code cell is a short definition a 13-year-old can follow


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_notebooks"] = module
    spec.loader.exec_module(module)
    return module


BUILD = _builder()


def _notebook(source: Path) -> Any:
    return nbformat.read(str(BUILD.target(source)), as_version=4)


def _tags(cell: Any) -> set[str]:
    return set(cell.metadata.get("tags", []))


@cache
def _lessons() -> dict[str, dict[str, Path]]:
    """Return {lesson: {lang: source}} read from the sources' metadata (read once: a read of every source through
    jupytext costs 0.2-0.5 s, and collection and the tests asked 38 times). Read it, never change it."""
    found: dict[str, dict[str, Path]] = {}
    for source in SOURCES:
        meta = BUILD.read_source(source).metadata.get("bugkit", {})
        found.setdefault(str(meta.get("lesson")), {})[str(meta.get("lang"))] = source
    return found


def test_there_are_lessons() -> None:
    assert SOURCES, "no lesson sources in lessons/"


@pytest.mark.parametrize("lesson", sorted(_lessons()))
def test_every_lesson_exists_in_both_languages(lesson: str) -> None:
    assert set(_lessons()[lesson]) == {"en", "de"}


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_notebook_is_up_to_date_with_its_source(source: Path) -> None:
    assert BUILD.differences(source) == []


def test_a_notebook_not_written_as_jupyter_writes_it_is_named(tmp_path: Path) -> None:
    """A notebook JupyterLab's save would rewrite (two spaces where Jupyter indents by one) is a problem; the same
    notebook as Jupyter writes it is not (the Lab test opens a sample and trusts this for the rest)."""
    source = SOURCES[0]
    text = BUILD.target(source).read_text(encoding="utf-8")
    same, other = tmp_path / "same.ipynb", tmp_path / "other.ipynb"
    same.write_text(text, encoding="utf-8")
    other.write_text(json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    wanted = BUILD.read_source(source)
    assert BUILD.notebook_problems(same, wanted, "x") == []
    assert BUILD.notebook_problems(other, wanted, "x") == [
        "other.ipynb: not written as Jupyter writes a notebook (JupyterLab's save would rewrite it)"]


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_lesson_structure(source: Path) -> None:
    nb = BUILD.read_source(source)
    meta = nb.metadata.get("bugkit", {})
    assert meta.get("lang") in ("en", "de") and meta.get("lesson"), "metadata bugkit: {lesson, lang} missing"
    assert ("_lektion_" in source.name) == (meta["lang"] == "de"), "German sources are named *_lektion_*"
    cells = nb.cells
    tagged = {tag: [c for c in cells if tag in _tags(c)] for tag in
              ("prediction", "explore", "exercise", "going-further", "level-1", "level-2", "level-3")}
    assert len(tagged["prediction"]) >= 2, "at least two prediction moments"
    assert len(tagged["explore"]) >= 1, "at least one explore control"
    assert len(tagged["exercise"]) >= 5, "at least five exercises"
    for cell in tagged["exercise"]:
        assert len(_tags(cell) & {"level-1", "level-2", "level-3"}) == 1, f"exercise without one level: {cell.source}"
        assert "exercise_box(" in cell.source
    assert all(tagged[f"level-{k}"] for k in (1, 2, 3)), "exercises on all three levels"
    assert tagged["going-further"], "a going-further part for ages 13-14 and teachers"
    assert any("lln_box(" in c.source for c in cells if c.cell_type == "code"), "a law-of-large-numbers picture"
    for cell in tagged["prediction"]:
        assert "prediction_box(" in cell.source
    for cell in tagged["explore"]:
        assert "explore(" in cell.source
    for cell in cells:
        if cell.cell_type != "code":
            continue
        widgety = _tags(cell) & {"prediction", "explore", "exercise"} or "lln_box(" in cell.source \
            or "after_reveal(" in cell.source
        if widgety:
            assert "nbval-ignore-output" in _tags(cell), f"widget cell without nbval-ignore-output: {cell.source[:60]}"
        hidden = cell.metadata.get("jupyter", {}).get("source_hidden", False)
        if not hidden:
            lines = [x for x in cell.source.splitlines() if x.strip()]
            assert len(lines) <= MAX_VISIBLE_LINES and re.search(r"^def ", cell.source, re.M), \
                f"visible code cell that is not a short definition (collapse it): {cell.source[:80]}"
        assert not re.search(r"set_[xy]scale\(\s*['\"](?:sym)?log|\bloglog\(|\bsemilog[xy]\(", cell.source), \
            "no log axes in a lesson"
    text = "\n".join(c.source for c in cells if c.cell_type == "markdown" and "going-further" not in _tags(c))
    assert "±" not in text, "no ± notation in the core path"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_code_the_page_shows_stands_in_the_going_further_part_after_words_about_it(source: Path) -> None:
    """Jupyter shows a cell's code unless it is collapsed (Voila never shows code). The children's part held short
    programs with no words around them (lesson 22's large_straight and chance under section 1, lesson 31's
    win_share with its bare printed 4/5): a child never sees them and a teacher met them unexplained. A visible code
    cell stands in the going-further part, right after a Markdown cell of that part that introduces it."""
    cells = BUILD.read_source(source).cells
    for i, cell in enumerate(cells):
        if cell.cell_type != "code" or cell.metadata.get("jupyter", {}).get("source_hidden", False):
            continue
        assert "going-further" in _tags(cell), f"visible code in the children's part: {cell.source[:80]}"
        before = cells[i - 1]
        assert before.cell_type == "markdown" and "going-further" in _tags(before), \
            f"visible code with no words of the going-further part just above it: {cell.source[:80]}"


@pytest.mark.parametrize("source", [s for s in SOURCES if "_lektion_" in s.name], ids=lambda p: p.stem)
def test_german_outputs_write_decimal_commas(source: Path) -> None:
    nb = _notebook(source)
    for cell in nb.cells:
        if cell.cell_type != "code" or "nbval-ignore-output" in _tags(cell):
            continue
        for out in cell.get("outputs", []):
            text = out.get("text", "") + str(out.get("data", {}).get("text/plain", "")) + \
                str(out.get("data", {}).get("text/markdown", "")) + str(out.get("data", {}).get("text/html", ""))
            text = re.sub(r"<[^>]*>", " ", text)  # tags and their attributes are not read
            assert not re.findall(r"\d\.\d", text), f"decimal point in a German output: {text[:200]}"


@cache
def _exercise_modules() -> list[str]:
    return sorted({lesson for lesson in _lessons() if importlib.util.find_spec(f"bugkit.lessons.{lesson}")})


@pytest.mark.parametrize("lesson", sorted(_lessons()))
def test_every_lesson_has_an_exercise_module(lesson: str) -> None:
    assert lesson in _exercise_modules(), f"bugkit/lessons/{lesson}.py with EXERCISES is missing"


@pytest.mark.parametrize("lesson", _exercise_modules())
def test_no_exercise_writes_equals_for_a_rounded_percentage(lesson: str) -> None:
    """Every text of every exercise (sets 1 to 40, both languages) writes "a/b = x%" only where x is exactly a/b:
    the solutions read "1/6 = 16.7%" (Ungeziffer) and "11/16 = 68.8%" (luck or skill), also in the guides' keys."""
    from fractions import Fraction

    written = re.compile(r"(\d+)/(\d+) = (\d+(?:[.,]\d+)?)\s?%")
    for ex in importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES:
        for seed in range(1, 41):
            for lang in ("en", "de"):
                for field, text in ex.instance(seed, lang).items():
                    for a, b, x in written.findall(str(text)):
                        assert Fraction(a) / Fraction(b) * 100 == Fraction(x.replace(",", ".")), (ex.id, seed, field,
                                                                                                   text)


@pytest.mark.parametrize("lesson", _exercise_modules())
def test_exercises_are_well_formed(lesson: str) -> None:
    exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
    assert len(exercises) >= 5
    assert {ex.level for ex in exercises} == {1, 2, 3}
    assert sum(not ex.fresh for ex in exercises) <= 1 + sum(ex.kind == "choice" for ex in exercises), \
        "at most one exercise asks for a number shown above (misconception choices excepted)"
    assert len({ex.id for ex in exercises}) == len(exercises)
    for ex in exercises:
        assert ex.problems(range(1, 4)) == []
        if ex.fresh:
            questions = {ex.instance(seed, "en")["question"] for seed in range(1, 13)}
            assert len(questions) > 1, f"{ex.id} is marked fresh but its numbers never change"
        wrong = "no such option" if ex.kind == "choice" else "123456789"
        assert not ex.check(wrong, seed=1)


@pytest.mark.parametrize("lesson", _exercise_modules())
def test_every_exercise_is_used_in_both_notebooks(lesson: str) -> None:
    exercises = importlib.import_module(f"bugkit.lessons.{lesson}").EXERCISES
    for source in _lessons()[lesson].values():
        text = "\n".join(c.source for c in BUILD.read_source(source).cells if "exercise" in _tags(c))
        for i, ex in enumerate(exercises):
            assert f'"{ex.id}"' in text or f"EXERCISES[{i}]" in text, f"{source.name} does not show {ex.id}"


@pytest.mark.parametrize("source", [s for s in SOURCES if "_lektion_" in s.name], ids=lambda p: p.stem)
def test_german_markdown_reads_german(source: Path) -> None:
    text = "\n".join(c.source for c in BUILD.read_source(source).cells if c.cell_type == "markdown")
    text = re.sub(r"`[^`]*`|\$[^$]*\$|\([^)]*\.ipynb\)", " ", text)  # code, formulas and links are not prose
    problems = [p for p in language_problems(text, "de") if "decimal point" in p or "% " in p]
    assert problems == []


START_PAGES = {"en": ROOT / "notebooks" / "00_start_here.ipynb", "de": ROOT / "notebooks" / "00_hier_starten.ipynb"}


@pytest.mark.parametrize("lang", sorted(START_PAGES))
def test_start_page_links_every_lesson_in_both_languages_and_every_play_notebook(lang: str) -> None:
    nb = nbformat.read(str(START_PAGES[lang]), as_version=4)
    assert nb.metadata.get("bugkit", {}).get("lang") == lang
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    links = re.findall(r"\]\(([^)?]+\.ipynb)(\?[^)]*)?\)", text)
    targets = {target for target, _ in links}
    assert all((ROOT / "notebooks" / t).exists() for t in targets), "a start-page link leads nowhere"
    # a board speaks its page's language only if the address asks for it (a play notebook cannot know which start
    # page a child came from): every play link carries the start page's language, and nothing else does
    queries = {target: query for target, query in links if query}
    assert queries == {t: f"?lang={lang}" for t in targets if "_play_" in t}, queries
    lessons = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")
               if nbformat.read(str(p), as_version=4).metadata.get("bugkit", {}).get("lesson")}
    plays = {p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb")}
    missing = (lessons | plays) - targets
    assert not missing, f"not linked from the start page (rebuild: scripts/build_notebooks.py 00): {missing}"
    # a teacher finds class mode (guesses, tallies and games across the class's tablets) from the start page, as a
    # page that opens in the app too (a link to docs/*.md met "403: Forbidden" in Voila)
    assert {"42_class_mode.ipynb", "42_klassenmodus.ipynb"} & targets, targets
    assert not re.findall(r"\]\(([^)]+\.md)\)", text), "a start-page link to a Markdown file: the app cannot open it"
    if lang == "de":
        assert language_problems(re.sub(r"\([^)]*\)|`[^`]*`", " ", text), "de", allow=("bugkit", "Voila")) == []


def test_the_start_pages_share_one_copy_of_the_css_of_their_table_buttons() -> None:
    """Each start page's source carried its own copy of the CSS that makes its table's links buttons; now a source
    only marks where the one copy goes (``bugkit.ui.draw.start_page_style``), and the build puts it there once."""
    from bugkit.ui.draw import start_page_style

    style = start_page_style()
    starts = [s for s in BUILD.sources() if BUILD.read_source(s).metadata.get("bugkit", {}).get("start")]
    assert sorted(BUILD.target(s) for s in starts) == sorted(START_PAGES.values())
    for source in starts:
        text = source.read_text(encoding="utf-8")
        assert "<style" not in text and text.count(BUILD.START_STYLE) == 1, source.name
        for nb in (BUILD.read_source(source), nbformat.read(str(BUILD.target(source)), as_version=4)):
            markdown = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
            assert markdown.count(style) == 1 and markdown.count("<style") == 1, source.name


# ---- lesson 21 (Ungeziffer): the claims its prose makes, checked against bugkit ----


def test_lesson21_blind_hits_dip_where_the_box_has_fewer_tiles_and_zeros_change_nothing() -> None:
    from itertools import permutations

    from bugkit.lessons.ungeziffer import blind_chances, dips, even_mix, orders, with_zeros
    from bugkit.ungeziffer import default_tiles, p_hit

    tiles = default_tiles()
    chances = blind_chances(tiles)
    found = dips(chances)
    assert found, "the lesson says bigger targets are NOT always hit more often"
    for b in found:  # the lesson explains each dip by fewer tiles showing that value
        assert tiles.get(b, 0) < tiles.get(b - 1, 0)
    assert dips(blind_chances(even_mix(tiles))) == [], "the lesson says an even mix rises steadily"
    for zeros in (0, 2, 8):  # "zeros never change the blind chance"
        assert blind_chances(with_zeros(tiles, zeros)) == chances
    for small, target in (([2, 3, 9], 5), ([0, 1, 4, 9], 5), ([5, 9], 5), ([1, 2], 3)):
        listed = orders(small, target)
        assert len(listed) == len(list(permutations(small)))
        counts = {v: small.count(v) for v in small}
        assert Fraction(sum(hit for _, hit in listed), len(listed)) == p_hit(target, counts)


def test_lesson21_middle_targets_are_most_likely_and_memory_beats_blind_guessing() -> None:
    import bugkit
    from bugkit.lessons.ungeziffer import EX, pair_counts, target_chances

    counts = pair_counts()
    top = [s for s, c in counts.items() if c == max(counts.values())]
    assert min(top) > min(counts) and max(top) < max(counts)
    assert EX["all-equal"].instance(1)["answer"] == "middle"
    assert sum(target_chances().values()) == 1
    wins = sum(0 in bugkit.play("ungeziffer", ["memory", "random"], seed=s).winners for s in range(12))
    assert wins >= 9, "the lesson says memory wins most games against blind guessing"


def test_the_pair_exercise_hint_fits_the_number_of_dice() -> None:
    from bugkit.lessons.wuerfel_wg import EXERCISES

    exercise = next(e for e in EXERCISES if e.id == "w25-pair")
    seen = set()
    for seed in range(1, 41):
        for lang, word in (("en", "dice"), ("de", "Würfeln")):
            shown = exercise.instance(seed, lang)
            n = int(shown["question"].split()[2])  # "You roll 3 dice ..." / "Du wirfst 3 Würfel ..."
            third = "third" in shown["hint"] or "dritte" in shown["hint"]
            assert f"{n} {word}" in shown["hint"] and third == (n == 3)
            seen.add(n)
    assert seen == {2, 3}


# Calls whose output tells the answer of a guess that the browser test cannot search for as text (a choice such as
# "later", or a whole number such as N = 3), with the guess they tell: found by reading the lessons. Each must stand
# inside an after_reveal(...) of that guess in both languages, so that nothing further down the page answers it first.
TELLS_A_CHOICE_OR_WHOLE_NUMBER = {
    # the table of every (green, yellow) pair: counting its 5s answers the first guess
    "ungeziffer": {"def pair_table": "guess_five", "def blind_details": "guess_blind",
                   "simulated_blind_hits(": "guess_blind",
                   # the exercise's solution ("target 4 ... only ...") names the dip the blind guess asks for
                   'EX["bigger-target"]': "guess_blind"},
    # the weights of the multisets: 1 2 3 4 5 in 120 orders tells the one-roll guess (2 x 120 of 7776)
    "wanzen_tanzen": {"multiset_text(": "guess_roll"},
    "voll_verasselt": {"best_rules_text(": "guess_hub", "simulation_check(": "guess_n"},
    "luck_or_skill": {"results_html(MAIN, LANG, intervals=True)": "guess_main"},
}


@pytest.mark.parametrize("lesson", sorted(TELLS_A_CHOICE_OR_WHOLE_NUMBER))
def test_what_tells_a_choice_or_whole_number_answer_waits_for_its_guess(lesson: str) -> None:
    for lang, source in _lessons()[lesson].items():
        cells = [c.source for c in BUILD.read_source(source).cells if c.cell_type == "code"]
        for call, guess in TELLS_A_CHOICE_OR_WHOLE_NUMBER[lesson].items():
            using = [c for c in cells if call in c]
            assert using, f"{source.name}: no cell calls {call}"
            for cell in using:
                assert re.search(rf"after_reveal\(\[?[^)]*\b{guess}\b", cell), \
                    f"{source.name} ({lang}): {call} is shown before the reveal of {guess}:\n{cell}"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_call_the_page_gives_the_teacher_runs_as_written(source: Path) -> None:
    """Every call a lesson's text tells a teacher to type (`answers_text(...)`, `...instance(...)`) runs as written,
    with the names of the modules the same paragraph names: lessons 22 and 23 said `EXERCISES[i].instance(seed)`
    (i counted from 0 while the boxes count "Exercise 1, 2, ..." from 1; i, seed and EXERCISES's module left to
    guess), lesson 21 `EX["not-due"].instance(4711, "en")` (EX known only inside the lesson's own kernel), while
    the teacher guide names `answers_text(...)` from `bugkit.lessons.guide`."""
    markdown = [c.source for c in BUILD.read_source(source).cells if c.cell_type == "markdown"]
    for paragraph in (p for cell in markdown for p in re.split(r"\n\s*\n|\n- ", cell)):
        names: dict[str, Any] = {}
        for module in re.findall(r"`(bugkit(?:\.\w+)+)`", paragraph):
            if importlib.util.find_spec(module):  # a module, not a function such as `bugkit.voll_verasselt.turn_value`
                names.update(vars(importlib.import_module(module)))
        for code in re.findall(r"`([^`]*(?:answers_text|\.instance)\([^`]*)`", paragraph):
            assert eval(code, dict(names)), f"{source.name}: `{code}` gives nothing"  # as a teacher types it


BOX_NAME = {"en": "exercise set", "de": "aufgabenset"}  # how the number box of every exercise names itself


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_page_calls_the_number_that_brings_an_exercise_back_by_the_box_name(source: Path) -> None:
    """Where a page says that a number gives the same exercise (or the same numbers) again, it names that number as
    the box shows it, "Exercise set no." / "Aufgabenset Nr.": the pages said "its number", "each has a number" and
    "Aufgabennummer", which a child or a teacher reads as the "Exercise 3" / "Aufgabe 3" heading above the box."""
    from bugkit.core.i18n import t
    from bugkit.ui import lesson  # noqa: F401 (registers the labels of the lesson widgets)

    lang = BUILD.read_source(source).metadata["bugkit"]["lang"]
    assert t("lesson.exercise_set", lang).lower().startswith(BOX_NAME[lang])
    markdown = [c.source for c in BUILD.read_source(source).cells if c.cell_type == "markdown"]
    for paragraph in (p for cell in markdown for p in re.split(r"\n\s*\n|\n- ", cell)):
        low = paragraph.lower()
        brings_back = re.search(r"\bsame (numbers|exercise|one)\b|\bdieselben? (zahlen|aufgabe)\b", low)
        if brings_back and re.search(r"\bexercise|\baufgabe", low) and re.search(r"\bnumber\b|nummer", low):
            assert BOX_NAME[lang] in low, f"{source.name}: {paragraph}"
        # and never a bare "set number" / "Set-Nummer" beside the box's name (lesson 22's teacher notes said both)
        flat = re.sub(r"\s*\n#?\s*", " ", low)
        bare = re.findall(r"(?<!exercise )\bset[- ]n(?:umber|o\b)|(?<!aufgaben)set-nummer", flat)
        assert bare == [], f"{source.name}: {paragraph}"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_page_rounds_the_school_way(source: Path) -> None:
    """A page rounds what it shows with fmt_num / fmt_pct / school_round (a 5 rounds up), never with Python's
    round(), which rounds a half to the even neighbour (round(2.5) == 2, round(0.5) == 0): lessons 21 and 31 wrote
    "about 1 turn in {round(1 / turn)}" and "about {round(CAREFUL * 100)} wrong moves in 100". Nor with a format
    such as {x:.3f}, which rounds the float's binary value (0.0045, 90 hits in 20,000 runs, -> 0.004): the English
    going-further parts of lessons 21, 24 and 25 wrote {est.value:.4f} where the German ones wrote
    fmt_num(est.value, LANG, 4)."""
    for cell in BUILD.read_source(source).cells:
        if cell.cell_type != "code":
            continue
        tree = ast.parse("\n".join(line for line in cell.source.splitlines() if not line.startswith(("%", "!"))))
        calls = [ast.unparse(n) for n in ast.walk(tree)
                 if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "round"]
        assert calls == [], f"{source.name}: {calls}"
        formats = [ast.unparse(n) for n in ast.walk(tree) if isinstance(n, ast.FormattedValue) and n.format_spec
                   and re.search(r"\.\d+[fF%eEgG]", ast.unparse(n.format_spec))]
        assert formats == [], f"{source.name}: {formats}"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_page_tells_the_child_and_the_teacher_what_the_exercise_set_number_does(source: Path) -> None:
    """Every lesson page says, in the children's part, that the exercise set number in a box lets the teacher see
    the same exercise, and gives the teacher, in a going-further part, the call that prints the answers for any
    number (`answers_text("<lesson>", 4711, lang)`): lessons 21-23 did both, 24, 25 and 31 neither."""
    notebook = BUILD.read_source(source)
    meta = notebook.metadata["bugkit"]
    markdown = [c for c in notebook.cells if c.cell_type == "markdown"]
    children = " ".join(c.source for c in markdown if "going-further" not in c.metadata.get("tags", []))
    teacher = " ".join(c.source for c in markdown if "going-further" in c.metadata.get("tags", []))
    assert re.search(rf"{BOX_NAME[meta['lang']]}[- ]n", re.sub(r"\s*\n#?\s*", " ", children).lower()), \
        f"{source.name}: the children's part never says what the exercise set number is for"
    key = next(k for k, langs in _lessons().items() if source in langs.values())
    assert f'answers_text("{key}", ' in teacher and f', "{meta["lang"]}")' in teacher, \
        f"{source.name}: the teacher's part gives no answers_text call for this lesson"
