"""Build every notebook in notebooks/ from its text source (the one way to make a notebook), or check them.

Sources (edit these, never the .ipynb files):

- ``lessons/<name>.py``: the lessons (jupytext "percent" text),
- ``play/<name>.py``: the start pages and the play notebooks (jupytext "percent" text; the start pages' CSS is
  ``bugkit.ui.draw.start_page_style()``, put where their Markdown says ``START_STYLE``),
- ``bugkit/lessons/guide/``: the teacher guide, built as ``notebooks/30_teacher_guide.ipynb``,
  ``notebooks/30_lehrerhandreichung.ipynb`` and the pages ``docs/teacher_guide.md``, ``docs/lehrerhandreichung.md``,
- ``docs/class_mode.md``, ``docs/klassenmodus.md``: the class-mode how-to, also as ``notebooks/42_class_mode.ipynb`` and
  ``notebooks/42_klassenmodus.ipynb`` (so it opens in the app too).

Usage (from any folder):

    .venv/bin/python scripts/build_notebooks.py                        # build everything
    .venv/bin/python scripts/build_notebooks.py 11_play_ungeziffer 30  # only names starting like this
    .venv/bin/python scripts/build_notebooks.py --check                # write nothing; exit 1 if anything is stale

A build executes the notebook with its kernel in ``notebooks/`` (like Jupyter and Voila) and saves the outputs for
nbval. It keeps no widget state and no widget references (a saved widget output is only its short text), no
timestamps, stable cell ids, and the kernel name JupyterLab shows, so opening a notebook or building it again
leaves ``git status`` clean. ``--check`` compares what comes from the sources (cells, their metadata, the
notebook's ``bugkit`` metadata, the guide pages) and those rules; the outputs themselves are checked by nbval.
"""

from __future__ import annotations

import argparse
import base64
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCE_FOLDERS = (ROOT / "lessons", ROOT / "play")
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}  # what Lab shows
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BUILD_COMMAND = ".venv/bin/python scripts/build_notebooks.py"
CELL_SECONDS = 240  # no lesson cell comes near this (benchmarks/bench_lesson_cells.py: under 2 s each)


def sources() -> list[Path]:
    """Return every jupytext source (lessons/ and play/), sorted by name."""
    return sorted((p for folder in SOURCE_FOLDERS for p in folder.glob("*.py") if p.name[:2].isdigit()),
                  key=lambda p: p.name)


def target(source: Path) -> Path:
    """Return the notebook built from a jupytext source."""
    return NOTEBOOKS / f"{source.stem}.ipynb"


def clean(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Return ``nb`` with the project's metadata: stable cell ids, Lab's kernel name, no outputs, no timestamps."""
    nb.metadata.pop("jupytext", None)
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"c{i:03d}"
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


# where a start page's Markdown takes the start pages' one CSS (their table's links as buttons): read_source puts it
START_STYLE = "<!-- bugkit.ui.draw.start_page_style() -->"


def read_source(source: Path) -> nbformat.NotebookNode:
    """Return the notebook a jupytext source describes (no outputs), cleaned, with the start pages' CSS
    (``bugkit.ui.draw.start_page_style``) where a Markdown cell says ``START_STYLE``."""
    from bugkit.ui.draw import start_page_style

    nb = jupytext.read(source)
    for cell in nb.cells:
        if cell.cell_type == "markdown" and START_STYLE in cell.source:
            cell.source = cell.source.replace(START_STYLE, start_page_style())
    return clean(nb)


GUIDE_NOTEBOOKS = {"en": "30_teacher_guide", "de": "30_lehrerhandreichung"}
GUIDE_PAGES = {"en": ROOT / "docs" / "teacher_guide.md", "de": ROOT / "docs" / "lehrerhandreichung.md"}
GUIDE_CHILD = {
    "en": ("## Answers for a child's exercise set\n\nEvery exercise box shows its exercise set no. (\"Exercise set "
           "no. 4711\"). Pick the lesson and type that number below: you read every exercise of that lesson with "
           "those numbers and its answer (the exercise with the child's number is the one in the child's box)."),
    "de": ("## Lösungen zum Aufgabenset eines Kindes\n\nJeder Aufgabenkasten zeigt seine Aufgabenset-Nummer "
           "(„Aufgabenset Nr. 4711“). Wählen Sie unten die Lektion und tippen Sie diese Nummer ein: Sie lesen jede "
           "Aufgabe der Lektion mit diesen Zahlen und ihre Lösung (die Aufgabe mit der Nummer des Kindes ist die in "
           "seinem Kasten)."),
}

# the comments of the answers cell, in the guide's language
GUIDE_COMMENTS = {
    "en": {"set": "exercise set no. {seed} is on the worksheet",
           "labeller": "the page's language, for screen readers (it shows nothing)"},
    "de": {"set": "Aufgabenset Nr. {seed} steht auf dem Arbeitsblatt",
           "labeller": "die Sprache der Seite, für Screenreader (zeigt nichts an)"},
}


def guide_notebook(lang: str) -> nbformat.NotebookNode:
    """Return the teacher guide notebook in ``lang`` (no outputs): the guide's pages, then the answers cell."""
    from bugkit.lessons.answers import TOLERANCE_RULE
    from bugkit.lessons.guide import CHECKING, INTRO, SEED, lessons, overview, page

    intro = (INTRO[lang].replace("](lehrerhandreichung.md)", "](30_lehrerhandreichung.ipynb)")
             .replace("](teacher_guide.md)", "](30_teacher_guide.ipynb)")
             .replace("](class_mode.md)", "](42_class_mode.ipynb)")
             .replace("](klassenmodus.md)", "](42_klassenmodus.ipynb)"))
    cells = [nbformat.v4.new_markdown_cell(intro.strip("\n")),
             nbformat.v4.new_markdown_cell(overview(lang).strip("\n")),
             nbformat.v4.new_markdown_cell(CHECKING[lang].format(rule=TOLERANCE_RULE[lang], seed=SEED).strip("\n"))]
    # a lesson's worksheet: the notebook lies in notebooks/, the guide's pages in docs/
    cells += [nbformat.v4.new_markdown_cell(page(lesson, lang).replace("](worksheets/", "](../docs/worksheets/")
                                            .strip("\n")) for lesson in lessons()]
    cells += [nbformat.v4.new_markdown_cell(GUIDE_CHILD[lang]),
              nbformat.v4.new_code_cell(f"from bugkit.lessons.guide import answers_box\n"
                                        f"from bugkit.ui.a11y import labeller\n\n"
                                        f"display(answers_box({lang!r}))  # "
                                        f"{GUIDE_COMMENTS[lang]['set'].format(seed=SEED)}\n"
                                        f"labeller({lang!r})  # {GUIDE_COMMENTS[lang]['labeller']}")]
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    return clean(nb)


# the class-mode how-to (docs/), also as a page of its own: the start pages link it, and it opens in the app too
# (Voila refuses to serve a .md file: a teacher on the start page met "403: Forbidden")
CLASS_DOCS = {"en": ("class_mode", "42_class_mode"), "de": ("klassenmodus", "42_klassenmodus")}


# a link inside a sentence is underlined (JupyterLab's Markdown shows links in colour only: axe's link-in-text-block
# found "siehe Schul-WLAN und Datenschutz" told apart from its sentence by a colour of too little contrast)
TEXT_LINK_STYLE = ("<style>.jp-RenderedMarkdown p a, .jp-RenderedMarkdown li a{text-decoration:underline !important}"
                   "</style>\n\n")
CLASS_PICTURE = re.compile(r"\]\(class_mode_images/([a-z_]+\.png)\)")


def class_doc_cell(section: str) -> nbformat.NotebookNode:
    """Return a Markdown cell of the class-mode how-to: its pictures (docs/class_mode_images/) carried in the cell as
    attachments. The class server's Voila serves notebooks/ only, and a picture's path out of it ("../docs/...")
    stopped the whole page ("outside root contents directory": the teacher met a page that never opened)."""
    names = CLASS_PICTURE.findall(section)
    attachments = {name: {"image/png": base64.b64encode((ROOT / "docs" / "class_mode_images" / name).read_bytes())
                          .decode("ascii")} for name in names}
    source = CLASS_PICTURE.sub(lambda m: f"](attachment:{m.group(1)})", section)
    return nbformat.v4.new_markdown_cell(source, attachments=attachments) if attachments else \
        nbformat.v4.new_markdown_cell(source)


def heading_ids(doc: str) -> dict[str, str]:
    """Return, for each heading of docs/<doc>.md, GitHub's anchor ("schul-wlan-und-datenschutz", what the Markdown
    links) -> the page's id for it (nbconvert keeps the words and their case: "Schul-WLAN-und-Datenschutz")."""
    ids = {}
    for line in (ROOT / "docs" / f"{doc}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            words = line.lstrip("#").strip()
            ids[re.sub(r"[^\w\- ]", "", words.lower()).replace(" ", "-")] = words.replace(" ", "-")
    return ids


def class_doc_notebook(lang: str) -> nbformat.NotebookNode:
    """Return docs/<class mode>.md of ``lang`` as a notebook (no outputs): a Markdown cell per section, its links
    pointing from notebooks/, its pictures in the notebook, and the page's language for screen readers."""
    doc, _ = CLASS_DOCS[lang]
    text = (ROOT / "docs" / f"{doc}.md").read_text(encoding="utf-8")
    for name, notebook in CLASS_DOCS.values():  # a link to a section: the page's id for it (the click went nowhere)
        for anchor, section in heading_ids(name).items():
            text = text.replace(f"]({name}.md#{anchor})", f"]({notebook}.ipynb#{section})")
            if name == doc:
                text = text.replace(f"](#{anchor})", f"](#{section})")
        text = text.replace(f"]({name}.md", f"]({notebook}.ipynb")
    sections = re.split(r"\n(?=## )", text.strip("\n"))
    nb = nbformat.v4.new_notebook()
    nb.cells = [class_doc_cell(section.strip("\n")) for section in sections]
    nb.cells[0].source = TEXT_LINK_STYLE + nb.cells[0].source
    nb.cells.append(nbformat.v4.new_code_cell(f"from bugkit.ui.a11y import labeller\n\n"
                                              f"labeller({lang!r})  # {GUIDE_COMMENTS[lang]['labeller']}"))
    return clean(nb)


def guide_page(lang: str) -> str:
    """Return the teacher guide page (Markdown) in ``lang`` as it should be committed under docs/."""
    from bugkit.lessons.guide import guide_markdown

    return str(guide_markdown(lang))


@dataclass(frozen=True)
class Target:
    """One notebook and how to make it (without outputs) from its source."""

    name: str
    origin: str
    make: Callable[[], nbformat.NotebookNode]

    @property
    def path(self) -> Path:
        """Return the notebook's path."""
        return NOTEBOOKS / f"{self.name}.ipynb"


def targets() -> list[Target]:
    """Return every notebook the repository holds, each with its source, sorted by name."""
    found = [Target(s.stem, str(s.relative_to(ROOT)), lambda s=s: read_source(s)) for s in sources()]
    found += [Target(name, "bugkit/lessons/guide/", lambda lang=lang: guide_notebook(lang))
              for lang, name in GUIDE_NOTEBOOKS.items()]
    found += [Target(name, f"docs/{doc}.md", lambda lang=lang: class_doc_notebook(lang))
              for lang, (doc, name) in CLASS_DOCS.items()]
    return sorted(found, key=lambda t: t.name)


def without_widgets(output: Any) -> Any:
    """Return a saved output without its widget reference (the widget's short text stays)."""
    if WIDGET_VIEW in output.get("data", {}):
        del output["data"][WIDGET_VIEW]
    return output


def execute(nb: nbformat.NotebookNode, timeout: int = CELL_SECONDS) -> nbformat.NotebookNode:
    """Return ``nb`` executed in notebooks/, with no widget state or references and no timestamps."""
    # nbclient fails on Output widgets with store_widget_state=False (KeyError in its output hook), so it collects
    # the state and the state is dropped here
    client = NotebookClient(nb, timeout=timeout, kernel_name=KERNELSPEC["name"], store_widget_state=True,
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = [without_widgets(o) for o in cell.outputs]
    nbformat.validate(nb)
    return nb


def build(item: Target, tries: int = 3) -> Path:
    """Return the path of the notebook written after executing it from its source.

    On a busy machine a kernel's messages were seen to stall for good; a cell that takes longer than ``CELL_SECONDS``
    starts the notebook again in a fresh kernel (at most ``tries`` times), saying so.
    """
    from nbclient.exceptions import CellTimeoutError, DeadKernelError

    for attempt in range(1, tries + 1):
        try:
            nb = execute(item.make(), timeout=CELL_SECONDS)
            break
        except (CellTimeoutError, DeadKernelError, TimeoutError) as error:
            print(f"{item.name}: {type(error).__name__} (attempt {attempt} of {tries})", file=sys.stderr)
            if attempt == tries:
                raise
    nbformat.write(nb, str(item.path))
    return item.path


def cells_of(nb: nbformat.NotebookNode) -> list[tuple[str, str, Any]]:
    """Return (type, source, metadata) of every cell: the part of a notebook that comes from its source."""
    return [(c.cell_type, c.source, dict(c.metadata)) for c in nb.cells]


def notebook_problems(path: Path, wanted: nbformat.NotebookNode, origin: str) -> list[str]:
    """Return how the committed notebook at ``path`` differs from ``wanted`` or breaks the rules (empty: fine)."""
    if not path.exists():
        return [f"{path.name} is missing: build it from {origin}"]
    text = path.read_text(encoding="utf-8")
    built = nbformat.reads(text, as_version=4)
    found = []
    written = nbformat.writes(built)  # as nbformat.write writes it, which Jupyter's server saves with
    if text != (written if written.endswith("\n") else written + "\n"):
        found.append(f"{path.name}: not written as Jupyter writes a notebook (JupyterLab's save would rewrite it)")
    if built.metadata.get("bugkit") != wanted.metadata.get("bugkit"):
        found.append(f"{path.name}: notebook metadata 'bugkit' differs from {origin}")
    if built.metadata.get("kernelspec") != KERNELSPEC:
        found.append(f"{path.name}: kernelspec is not {KERNELSPEC} (JupyterLab would mark the notebook changed)")
    if "widgets" in built.metadata:
        found.append(f"{path.name}: holds widget state")
    have, want = cells_of(built), cells_of(wanted)
    if len(have) != len(want):
        found.append(f"{path.name}: {len(have)} cells, {origin} has {len(want)}")
    for i, (a, b) in enumerate(zip(have, want, strict=False)):
        if a != b:
            what = "type" if a[0] != b[0] else "source" if a[1] != b[1] else "metadata"
            found.append(f"{path.name}: cell {i} differs from {origin} ({what})")
    if [c.get("id") for c in built.cells] != [c.get("id") for c in wanted.cells]:
        found.append(f"{path.name}: cell ids are not the stable c000, c001, ...")
    code = [c for c in built.cells if c.cell_type == "code"]
    if any(c.execution_count is None for c in code):
        found.append(f"{path.name}: not executed (nbval would only smoke-test it)")
    if any(WIDGET_VIEW in o.get("data", {}) for c in code for o in c.outputs):
        found.append(f"{path.name}: an output refers to a widget model (it changes with every build)")
    return found


def differences(source: Path) -> list[str]:
    """Return how the committed notebook of a jupytext source differs from it (empty if it is up to date)."""
    return notebook_problems(target(source), read_source(source), str(source.relative_to(ROOT)))


def check(chosen: list[Target]) -> list[str]:
    """Return every problem of the chosen notebooks, the guide pages, and notebooks without a source."""
    problems = [p for item in chosen for p in notebook_problems(item.path, item.make(), item.origin)]
    known = {t.name for t in targets()}
    problems += [f"{p.name} has no source (add one under lessons/ or play/, or delete it)"
                 for p in sorted(NOTEBOOKS.glob("*.ipynb")) if p.stem not in known]
    for lang, page in GUIDE_PAGES.items():
        if not page.exists() or page.read_text(encoding="utf-8") != guide_page(lang):
            problems.append(f"{page.relative_to(ROOT)} differs from bugkit/lessons/guide/")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Build (or with --check only compare) the chosen notebooks, or all; return the exit code."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebook names (or the start of them, or source paths); default all")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if anything from the sources is out of date (the outputs are "
                             "checked by nbval, not here)")
    args = parser.parse_args(argv)
    every = targets()
    wanted = [Path(n).stem for n in args.names]
    chosen = [t for t in every if not wanted or any(t.name.startswith(w) for w in wanted)]
    unknown = [w for w in wanted if not any(t.name.startswith(w) for t in every)]
    if unknown:
        parser.error(f"no notebook is called {', '.join(unknown)}; known: {', '.join(t.name for t in every)}")
    if args.check:
        problems = check(chosen)
        print("\n".join(problems) if problems else f"{len(chosen)} notebooks and the guide pages are up to date",
              file=sys.stderr)
        if problems:
            print(f"rebuild with: {BUILD_COMMAND} [names]", file=sys.stderr)
        return 1 if problems else 0
    if not wanted or any(t.name.startswith("30") for t in chosen):
        for lang, page in GUIDE_PAGES.items():
            page.write_text(guide_page(lang), encoding="utf-8")
            print(f"wrote {page.relative_to(ROOT)}", file=sys.stderr)
    for item in chosen:
        print(f"building {item.path.relative_to(ROOT)} from {item.origin}", file=sys.stderr)
        build(item)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # the guide's text comes from this checkout's bugkit
    sys.exit(main())
