"""Build the printable worksheets and answer keys (A4 PDF, English and German) for every lesson of the teacher guide.

Run from the repository root:  python scripts/build_worksheets.py   (writes docs/worksheets/*.pdf and *.html;
a sheet whose HTML has not changed keeps its PDF)

Each page is HTML with print CSS (``bugkit.lessons.guide.sheets``) printed to PDF by headless Chromium
(``/usr/bin/chromium`` through playwright; set BUGKIT_CHROMIUM to use another binary). The exercises carry the
numbers of exercise no. 1, the same as the teacher guide's answers, so sheet and key agree.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bugkit.lessons.guide import LANGS, lessons
from bugkit.lessons.guide.sheets import file_name, sheet_html

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
                    pdf = OUT / file_name(lesson, lang, key)
                    source, text = pdf.with_suffix(".html"), sheet_html(lesson, lang, key)
                    if pdf.exists() and source.exists() and source.read_text(encoding="utf-8") == text:
                        continue  # unchanged: keep the PDF (a new print differs in its time stamp only)
                    source.write_text(text, encoding="utf-8")
                    page.goto(source.as_uri())
                    page.pdf(path=str(pdf), format="A4", print_background=True, prefer_css_page_size=True)
                    print(f"wrote {pdf.relative_to(ROOT)}", file=sys.stderr)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
