"""Generate the classroom server's pages (run from the repository root): the teacher's page and the students'
class page, in English and German (``notebooks/40_class_teacher.ipynb``, ``40_klasse_lehrkraft.ipynb``,
``41_class.ipynb``, ``41_klasse.ipynb``). All their logic is in ``bugkit.classroom.teacher``; see issue 23.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from nbtools import build, code, md

PAGES = {
    "notebooks/40_class_teacher.ipynb": ("# Teacher's page", "teacher_page", "en"),
    "notebooks/40_klasse_lehrkraft.ipynb": ("# Seite der Lehrkraft", "teacher_page", "de"),
    "notebooks/41_class.ipynb": ("# Our class", "class_page", "en"),
    "notebooks/41_klasse.ipynb": ("# Unsere Klasse", "class_page", "de"),
}

for path, (title, function, lang) in PAGES.items():
    build(path, [
        md(title),
        code(f"""
# NBVAL_IGNORE_OUTPUT
from bugkit.classroom.teacher import {function}

{function}("{lang}")
"""),
    ])
