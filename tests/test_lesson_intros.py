"""What a lesson page tells the class in words: the class-dice text says how a group enters its tally in class
mode."""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

from bugkit.core.i18n import t
from bugkit.lessons.guide import LANGS, Lesson, lessons
from bugkit.ui import classdice  # noqa: F401  (registers the class-dice labels, "cd.pool" among them)

ROOT = Path(__file__).resolve().parent.parent
CASES = [(lesson, lang) for lesson in lessons() for lang in LANGS]
IDS = [f"{lesson.number}-{lang}" for lesson, lang in CASES]


def _source(lesson: Lesson, lang: str) -> Path:
    return ROOT / "lessons" / f"{lesson.notebooks[lang]}.py"


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
        assert re.search(r"Seid ihr als Klasse verbunden, tippt (jede Gruppe ihre|jedes Team seine) Striche in die "
                         r"erste Zeile auf (ihrem|seinem) Gerät und drückt", text), text
    else:
        assert "Your teacher types the counts in here." in text and f"“{pool}”" in text
        assert re.search(r"If your class is connected, each (group|team) types its tally into the first row on its "
                         r"own device and presses", text), text
