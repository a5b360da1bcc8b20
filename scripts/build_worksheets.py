"""Build the printable worksheets and answer keys (PDF in A4 and US Letter, English and German) for every lesson of
the teacher guide.

Run from the repository root:  .venv/bin/python scripts/build_worksheets.py   (writes docs/worksheets/*.pdf and *.html;
a sheet whose HTML has not changed keeps its PDFs)

Each page is HTML with print CSS (``bugkit.lessons.guide.sheets``) printed to PDF by headless Chromium
(``/usr/bin/chromium`` through playwright; set BUGKIT_CHROMIUM to use another binary), once per paper size
(``PAPERS``: ``..._arbeitsblatt.pdf`` is A4, ``..._arbeitsblatt_letter.pdf`` US Letter). The exercises carry the
numbers of exercise set no. 1, the same as the teacher guide's answers, so sheet and key agree.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bugkit.lessons.guide import LANGS, lessons
from bugkit.lessons.guide.sheets import PAPERS, file_name, sheet_html

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "worksheets"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def main() -> int:
    """Write every worksheet and answer key as HTML and PDF; return 0."""
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("BUGKIT_CHROMIUM", "/usr/bin/chromium"),
                                    headless=True, args=ARGS)
        page = browser.new_page()
        for lesson in lessons():
            for lang in LANGS:
                for key in (False, True):
                    source, text = OUT / file_name(lesson, lang, key).replace(".pdf", ".html"), \
                        sheet_html(lesson, lang, key)
                    pdfs = {paper: OUT / file_name(lesson, lang, key, paper) for paper in PAPERS}
                    if all(pdf.exists() for pdf in pdfs.values()) and source.exists() and \
                            source.read_text(encoding="utf-8") == text:
                        continue  # unchanged: keep the PDFs (a new print differs in its time stamp only)
                    source.write_text(text, encoding="utf-8")
                    page.goto(source.as_uri())
                    for paper, pdf in pdfs.items():
                        page.pdf(path=str(pdf), format=PAPERS[paper], print_background=True)
                        print(f"wrote {pdf.relative_to(ROOT)}", file=sys.stderr)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
