"""A lesson's sentences reach a child as paragraphs: no printed line in the children's part is wider than a tablet.

``print`` shows monospace lines that the page wraps at a character, not between words: at 768 px a line of about 90
characters is cut mid-word ("Gedächtn|is"). Sentences go through ``bugkit.ui.lesson.say`` instead; short printed
results (a number, "Number of pairs: 24") stay. The going-further part for ages 13-14 and teachers may print.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bugkit.core.errors import InvalidInput
from bugkit.ui.lesson import MAX_SAID, say

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSONS = sorted(p for p in NOTEBOOKS.glob("*.ipynb") if re.match(r"(2\d|31)_", p.name))
FURTHER = re.compile(r"^## (Für Neugierige|Going further)", re.M)
WIDEST = 80  # characters of DejaVu Sans Mono at 13 px that fit a 768 px page with Voila's margins, with room


def printed_lines_for_children(notebook: Path) -> list[str]:
    """Return the printed (stream) output lines of a built notebook's code cells above its going-further heading."""
    lines: list[str] = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown" and FURTHER.search("".join(cell["source"])):
            break
        for out in cell.get("outputs", []) if cell["cell_type"] == "code" else []:
            if out.get("output_type") == "stream":
                lines += "".join(out["text"]).splitlines()
    return lines


def test_every_lesson_is_found_and_has_its_going_further_part() -> None:
    assert len(LESSONS) == 12
    for notebook in LESSONS:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        assert any(c["cell_type"] == "markdown" and FURTHER.search("".join(c["source"])) for c in cells), notebook


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem)
def test_no_printed_line_in_the_childrens_part_is_wider_than_a_tablet(notebook: Path) -> None:
    wide = [line for line in printed_lines_for_children(notebook) if len(line) > WIDEST]
    assert wide == [], f"{notebook.name}: say() these sentences instead of printing them: {wide}"


def test_say_shows_an_escaped_paragraph(capsys: pytest.CaptureFixture[str]) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shown: list[object] = []
    shell = InteractiveShell.instance()
    shell.display_pub.publish = lambda data, **_: shown.append(data)  # type: ignore[method-assign]
    try:
        say("Der Gedächtnis-Bot gewinnt <b>fast</b> jede Partie & mehr.")
    finally:
        InteractiveShell.clear_instance()
    assert shown == [{"text/plain": "<IPython.core.display.HTML object>",
                      "text/html": "<p>Der Gedächtnis-Bot gewinnt &lt;b&gt;fast&lt;/b&gt; jede Partie &amp; mehr.</p>"}]


@pytest.mark.parametrize("bad", [None, 5, b"bytes", "x" * (MAX_SAID + 1)])
def test_say_refuses_what_is_not_a_sentence(bad: object) -> None:
    with pytest.raises(InvalidInput):
        say(bad)  # type: ignore[arg-type]


def _shown_texts(notebook: Path) -> list[str]:
    """Return a built notebook's markdown cells and the string constants of its code cells (guesses, sentences)."""
    import ast

    texts: list[str] = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            texts.append(source)
        elif cell["cell_type"] == "code":
            tree = ast.parse(re.sub(r"^\s*[%!].*$", "", source, flags=re.M))  # (no cell magics in lessons)
            texts += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return texts


@pytest.mark.parametrize("notebook", [n for n in LESSONS if "lektion" in n.name], ids=lambda p: p.stem)
def test_a_german_percentage_keeps_its_sign_on_its_line(notebook: Path) -> None:
    """German writes "35 %" with a space; a plain space lets the page break the line between "35" and "%" (seen at
    768 px in lesson 25). The pages write the narrow no-break space, as ``bugkit.core.i18n`` does for numbers."""
    broken = [m.group(0) for text in _shown_texts(notebook) for m in re.finditer(r"\S*\d %\S*", text)]
    assert not broken, f"{notebook.name}: a number and its % may part at a line end: {broken}"
