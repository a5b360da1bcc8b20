"""Opening a notebook in JupyterLab changes nothing: no "Select Kernel" or other dialog, the tab is not marked
changed (the notebook names the kernel as Lab does), so Lab's autosave has nothing to write. Saving it from Lab by
hand writes the very same bytes. Two CI runs on 2 Dec 2026 saw notebooks saved differently; one of them had read the
file half written (the server writes in place), and the test waits until the file is whole and stable since then
(5124dae). It stayed an expected failure after that; the CI logs seen since show none, so it is a failure again, naming
what changed.
In one JupyterLab, on a copy of notebooks/: not every notebook (26, about 6 s each, the longest test of the suite),
but the fewest that hold every kind of thing a notebook holds (``lab_sample``: each notebook metadata key, each kind of
cell with its metadata keys, each kind of output with its formats, each language, each range of characters), so
a notebook with something new in it is opened here by itself. Every notebook is written by ``nbformat.write``, as
Jupyter's server writes a save; ``build_notebooks.py --check`` (run by the tests) says when one is not."""

from __future__ import annotations

import hashlib
import json
import re
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, SLOW_MS, kernels_over_tcp, lab_state, wait_for_kernel

pytestmark = pytest.mark.browser
# ranges of characters that JSON writers treat differently (ASCII; "ä", "ß"; "„", "▶"; an emoji: two escapes in JSON)
RANGES = (("ASCII", 0x7F), ("Latin-1", 0xFF), ("beyond Latin-1", 0xFFFF), ("beyond U+FFFF", 0x10FFFF))


def _keys(tree: Any, at: str = "") -> set[str]:
    """Return the paths of every key in a JSON object (``/bugkit/lang``), values left out."""
    if not isinstance(tree, dict):
        return set()
    return {path for key, value in tree.items() for path in {f"{at}/{key}"} | _keys(value, f"{at}/{key}")}


def kinds(text: str) -> set[tuple[Any, ...]]:
    """Return the kinds of thing a notebook's JSON ``text`` holds, as far as JupyterLab's opening and saving it could
    differ: its metadata keys, each cell's type with its metadata keys, each output's type with its formats and
    metadata keys, its language where its metadata names one, and the ranges its characters come from (``RANGES``)."""
    nb = json.loads(text)
    found: set[tuple[Any, ...]] = {("notebook", key) for key in _keys(nb["metadata"])}
    for cell in nb["cells"]:
        found.add(("cell", cell["cell_type"], tuple(sorted(_keys(cell.get("metadata", {}))))))
        found |= {("output", out["output_type"], tuple(sorted(out.get("data", {}))),
                   tuple(sorted(_keys(out.get("metadata", {}))))) for out in cell.get("outputs", [])}
    found.add(("language", nb["metadata"].get("bugkit", {}).get("lang")))
    found |= {("characters", next(name for name, top in RANGES if ord(c) <= top)) for c in set(text)}
    return found


def lab_sample(texts: dict[str, str]) -> list[str]:
    """Return the names of the fewest notebooks (greedy, ties by name) that together hold every kind (``kinds``) the
    notebooks ``texts`` (name: JSON) hold, sorted."""
    held = {name: kinds(text) for name, text in texts.items()}
    missing, chosen = set().union(*held.values()), []
    while missing:
        best = max(sorted(held), key=lambda name: len(held[name] & missing))
        chosen.append(best)
        missing -= held[best]
    return sorted(chosen)


TEXTS = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "notebooks").glob("*.ipynb")}  # name: JSON
NOTEBOOKS = lab_sample(TEXTS)


def test_the_sample_holds_every_kind_and_a_notebook_with_a_new_kind_joins_it() -> None:
    """The sample holds what every notebook holds, in fewer notebooks; one notebook with a new cell joins it."""
    assert set().union(*(kinds(TEXTS[n]) for n in NOTEBOOKS)) == set().union(*map(kinds, TEXTS.values()))
    assert 2 <= len(NOTEBOOKS) < len(TEXTS)
    outside = next(n for n in sorted(TEXTS) if n not in NOTEBOOKS)
    nb = json.loads(TEXTS[outside])
    nb["cells"].append({"cell_type": "raw", "id": "new", "metadata": {"format": "text/html"}, "source": ""})
    assert outside in lab_sample({**TEXTS, outside: json.dumps(nb)})


def _what_changed(before: bytes, after: bytes) -> str:
    """Return a short account of how a notebook's saved JSON differs (which metadata keys, which cells' fields)."""
    old, new = json.loads(before), json.loads(after)
    out = [f"metadata.{k}" for k in sorted(set(old["metadata"]) | set(new["metadata"]))
           if old["metadata"].get(k) != new["metadata"].get(k)]
    if len(old["cells"]) != len(new["cells"]):
        out.append(f"{len(old['cells'])} cells became {len(new['cells'])}")
    for i, (a, b) in enumerate(zip(old["cells"], new["cells"], strict=False)):
        out += [f"cell {i}.{k}" for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
    if not out:
        out.append("same JSON, other bytes (formatting)")
    return ", ".join(out[:8])


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _settled(path: Path, page: Any) -> bytes:
    """Return a saved notebook's bytes once the save is finished: Jupyter's server writes the file in place, so right
    after the new modification time a read can see it empty or half written; wait until it parses as JSON and two
    reads half a second apart agree (at most SLOW_MS)."""
    last = b""
    for _ in range(SLOW_MS // 500):
        now = path.read_bytes()
        try:
            json.loads(now)
        except ValueError:
            now = b""
        if now and now == last:
            return now
        last = now
        page.wait_for_timeout(500)
    raise AssertionError(f"{path.name} was still being written after {SLOW_MS // 1000} s")


def _modified(base: str, name: str) -> str:
    """Return the server's last-modified time of a notebook."""
    with urllib.request.urlopen(f"{base}/api/contents/{name}?content=0", timeout=30) as answer:
        return str(json.load(answer)["last_modified"])


def _stop_kernels(page: Any, base: str) -> None:
    """Shut down every kernel of the server from the page (it holds Lab's XSRF cookie): one at a time keeps the
    machine free."""
    page.evaluate("""async base => {
        const xsrf = document.cookie.match(/_xsrf=([^;]+)/);
        const headers = xsrf ? {"X-XSRFToken": decodeURIComponent(xsrf[1])} : {};
        const sessions = await (await fetch(base + "/api/sessions")).json();
        for (const s of sessions) await fetch(base + "/api/sessions/" + s.id, {method: "DELETE", headers});
    }""", base)


def test_a_notebook_of_every_kind_opens_unchanged_and_saves_the_same_bytes(browser: Any, lab_url: str,
                                                                          workdir: Path) -> None:
    from playwright.sync_api import expect

    assert NOTEBOOKS
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    problems, saved_differently = [], []
    for name in NOTEBOOKS:
        before, stamp = _digest(workdir / name), _modified(lab_url, name)
        before_bytes = (workdir / name).read_bytes()
        page.goto(f"{lab_url}/lab/tree/{name}?reset", timeout=SLOW_MS)
        panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
        # (a Lab that showed "No Kernel" for minutes ended a CI run here, Dec 2026: wait_for_kernel loads it again)
        if not wait_for_kernel(page, lab_url, name, accept=False):
            raise AssertionError(f"JupyterLab's kernel for {name} never became idle: {lab_state(page)}")
        expect(panel.locator(".jp-Toolbar-kernelName").first).to_have_text("Python 3 (ipykernel)", timeout=SLOW_MS)
        if page.locator(".jp-Dialog").count():
            problems.append(f"{name}: a dialog opened: {page.locator('.jp-Dialog').first.inner_text()[:200]}")
            page.keyboard.press("Escape")
        if page.locator(".lm-TabBar-tab.jp-mod-current.jp-mod-dirty").count():
            problems.append(f"{name}: JupyterLab marks the notebook as changed on opening")
        page.locator(".lm-MenuBar-item", has_text="File").first.click()  # File > Save: what autosave would do
        page.locator("li.lm-Menu-item[data-command='docmanager:save']").first.click()
        page.wait_for_function(
            """([url, stamp]) => fetch(url).then(r => r.json()).then(m => m.last_modified !== stamp)""",
            arg=[f"{lab_url}/api/contents/{name}?content=0", stamp], timeout=SLOW_MS, polling=500)
        after = _settled(workdir / name, page)
        if hashlib.sha256(after).hexdigest() != before:
            saved_differently.append(f"{name} ({_what_changed(before_bytes, after)})")
        _stop_kernels(page, lab_url)
    page.close()
    assert problems == []  # opening: no dialog, not marked changed, the kernel named as Lab names it
    assert not kernels_over_tcp(lab_url)  # its kernels talked over Unix sockets: no TCP port for one to lose
    assert saved_differently == [], f"a save forced from Lab rewrote {len(saved_differently)} of {len(NOTEBOOKS)}"


def test_a_start_pages_play_links_open_the_boards_in_jupyterlab(browser: Any, lab_url: str) -> None:
    """In JupyterLab, a start page's "▶ spielen" link, which asks Voila for the page's language (``?lang=de``), opens
    the play notebook itself in a tab of its own, with no "File Load Error" for a file named with the query."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{lab_url}/lab/tree/00_hier_starten.ipynb?reset", timeout=SLOW_MS)
        links = page.locator(".jp-NotebookPanel .jp-RenderedMarkdown td a", has_text="▶")
        links.first.wait_for(timeout=SLOW_MS)
        hrefs = links.evaluate_all("links => links.map(a => a.getAttribute('href'))")  # Lab's /files/<name>?...
        wanted = [re.sub(r"^.*/files/", "", href.split("?")[0]) for href in hrefs]
        assert wanted == sorted(p.name for p in (ROOT / "notebooks").glob("1?_play_*.ipynb")), hrefs
        opened = []
        for i in range(len(wanted)):
            page.locator(".lm-TabBar-tab", has_text="00_hier_starten.ipynb").first.click()
            links.nth(i).click()
            current = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.jp-mod-current", has_text="_play_")
            current.first.wait_for(timeout=SLOW_MS)
            opened.append(current.first.inner_text().strip())
            assert page.locator(".jp-Dialog").count() == 0, page.locator(".jp-Dialog").first.inner_text()[:200]
        assert opened == wanted
    finally:
        _stop_kernels(page, lab_url)
        page.close()
