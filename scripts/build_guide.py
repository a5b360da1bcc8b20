"""Build the teacher guide in English and German: docs/teacher_guide.md, docs/lehrerhandreichung.md and the notebooks
notebooks/30_teacher_guide.ipynb and notebooks/30_lehrerhandreichung.ipynb (run from the repository root).

The text comes from ``bugkit/lessons/guide/<lesson>.py`` (goals, plan, misconceptions...) and the answers from each
lesson's ``EXERCISES`` (``Exercise.instance``), so the guide says exactly what the lesson's Check button accepts.
``--check`` exits non-zero if a committed Markdown page differs from what would be built (the notebooks are
checked by nbval).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nbtools import ROOT, build, code, md

from bugkit.lessons.answers import TOLERANCE_RULE
from bugkit.lessons.guide import CHECKING, INTRO, SEED, guide_markdown, lessons, page

PAGES = {"en": "docs/teacher_guide.md", "de": "docs/lehrerhandreichung.md"}
NOTEBOOKS = {"en": "notebooks/30_teacher_guide.ipynb", "de": "notebooks/30_lehrerhandreichung.ipynb"}
CHILD = {
    "en": ("## Answers for a child's exercise set\n\nEvery exercise box shows its exercise set no. (\"Exercise set "
           "no. 4711\"). Change the lesson and the number below and run the cell: it prints every exercise of that "
           "lesson with those numbers and its answer."),
    "de": ("## Lösungen zum Aufgabenset eines Kindes\n\nJeder Aufgabenkasten zeigt seine Aufgabenset-Nummer "
           "(„Aufgabenset Nr. 4711“). Ändern Sie unten Lektion und Nummer und führen Sie die Zelle aus: sie zeigt "
           "jede Aufgabe der Lektion mit diesen Zahlen und ihre Lösung."),
}


def main() -> int:
    """Write (or with --check compare) the Markdown pages, then build the two guide notebooks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare the Markdown pages, write nothing")
    args = parser.parse_args()
    stale = []
    for lang, rel in PAGES.items():
        text, path = guide_markdown(lang), ROOT / rel
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(rel)
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {rel}", file=sys.stderr)
    if args.check:
        for rel in stale:
            print(f"{rel} is out of date: run python scripts/build_guide.py", file=sys.stderr)
        return 1 if stale else 0
    for lang, rel in NOTEBOOKS.items():
        cells = [md(INTRO[lang].replace("](lehrerhandreichung.md)", "](30_lehrerhandreichung.ipynb)")
                    .replace("](teacher_guide.md)", "](30_teacher_guide.ipynb)")
                    .replace("](worksheets/)", "](../docs/worksheets/)")),
                 md(CHECKING[lang].format(rule=TOLERANCE_RULE[lang], seed=SEED))]
        cells += [md(page(lesson, lang)) for lesson in lessons()]
        first = lessons()[0].key
        cells += [md(CHILD[lang]),
                  code(f"from bugkit.lessons.guide import answers_text\n\n"
                       f"print(answers_text({first!r}, 4711, {lang!r}))  # seed {SEED} is on the worksheet")]
        build(rel, cells)
        print(f"wrote {rel}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
