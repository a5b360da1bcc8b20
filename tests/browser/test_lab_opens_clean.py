"""Opening a notebook in JupyterLab changes nothing: no "Select Kernel" or other dialog, the tab is not marked
changed (the notebook names the kernel as Lab does), so Lab's autosave has nothing to write. Saving it from Lab by
hand writes the very same bytes.
Every notebook, in one JupyterLab, on a copy of notebooks/."""

from __future__ import annotations

import hashlib
import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, SLOW_MS

pytestmark = pytest.mark.browser
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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


def test_every_notebook_opens_unchanged_and_saves_the_same_bytes(browser: Any, lab_url: str, workdir: Path) -> None:
    from playwright.sync_api import expect

    assert NOTEBOOKS
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    problems, saved_differently = [], []
    for name in NOTEBOOKS:
        before, stamp = _digest(workdir / name), _modified(lab_url, name)
        page.goto(f"{lab_url}/lab/tree/{name}?reset", timeout=SLOW_MS)
        panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=SLOW_MS)
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
        if _digest(workdir / name) != before:
            saved_differently.append(name)
        _stop_kernels(page, lab_url)
    page.close()
    assert problems == []  # opening: no dialog, not marked changed, the kernel named as Lab names it
    assert saved_differently == [], f"a save forced from Lab rewrites {len(saved_differently)} of {len(NOTEBOOKS)}"
