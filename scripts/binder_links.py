"""Write every Binder link in README.md and docs/*.md from binder/repository.txt (the one place that names the
repository), or with --check only report the links that disagree with it.

Usage (from any folder):  .venv/bin/python scripts/binder_links.py [--check]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETTING = ROOT / "binder" / "repository.txt"
LINK = re.compile(r"https://mybinder\.org/v2/gh/([^/?#\s)]+/[^/?#\s)]+/[^?#\s)]+)")


def repository() -> str:
    """Return 'owner/name/branch' as set in binder/repository.txt."""
    lines = [line.strip() for line in SETTING.read_text(encoding="utf-8").splitlines()]
    found = [line for line in lines if line and not line.startswith("#")]
    if len(found) != 1 or not re.fullmatch(r"[\w.-]+/[\w.-]+/[\w./-]+", found[0]):
        raise SystemExit(f"{SETTING.relative_to(ROOT)} must hold one line 'owner/name/branch', not {found}")
    return found[0]


def pages() -> list[Path]:
    """Return the Markdown pages that may hold Binder links."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def stale_links(text: str, wanted: str) -> list[str]:
    """Return the Binder repository paths in ``text`` that are not ``wanted``."""
    return [m.group(1) for m in LINK.finditer(text) if m.group(1) != wanted]


def main(argv: list[str] | None = None) -> int:
    """Rewrite (or with --check compare) the Binder links; return the exit code."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a link disagrees")
    args = parser.parse_args(argv)
    wanted = repository()
    problems = []
    for page in pages():
        text = page.read_text(encoding="utf-8")
        stale = stale_links(text, wanted)
        if not stale:
            continue
        if args.check:
            problems += [f"{page.relative_to(ROOT)}: a Binder link opens {path}, not {wanted}" for path in stale]
        else:
            page.write_text(LINK.sub(f"https://mybinder.org/v2/gh/{wanted}", text), encoding="utf-8")
            print(f"rewrote the Binder links in {page.relative_to(ROOT)}", file=sys.stderr)
    print("\n".join(problems) or f"every Binder link opens {wanted}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
