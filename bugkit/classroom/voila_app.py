"""Voila for a class (``python -m bugkit.classroom.voila_app``, started by ``serve``): only the class's pages.

Voila on a folder renders every notebook in it (``/voila/render/<name>``) and lists them at ``/``, ``/voila/tree``
and ``/voila/api/contents``; the notebooks folder also holds the teacher guides, with every answer, for any device on
the school's Wi-Fi to open. ``ClassVoila`` is Voila (the same options, run the same way) with three routes in front
of its own:

- ``/voila/render/<name>`` for any name that is not exactly one of ``ClassVoila.pages`` is 404 (the name as the
  browser sends it: another spelling of a path, ``..`` or an escaped letter, is refused as well);
- ``/`` and ``/voila/tree...`` send the browser to ``ClassVoila.home`` (the class page with the class code);
- ``/voila/api/contents...`` (the listing the tree page reads) is 404.

A page whose kernel does not start (it died, or it is alive but never answers: Voila waits 60 s) ended nowhere:
Voila 0.5.13 renders a page in a task nobody awaits, so the error was only logged and the child's page kept its
spinner for good. A page from a preheated kernel (the lesson pages) that failed, before or while the page was asked
for, ended cut off after its first part, and a kernel that died while its notebook ran (a preheated one waits in a
cell for its page) had the rest of the notebook run in the kernel restarted empty. ``ClassVoila`` ends such a page
with a message in the class's language (``VoilaExporter.language_code``) and a button that reloads it (a reload
gets a new kernel: a fresh one, or the pool's next), and shuts the kernel down (a preheated one that failed before
its page was asked for leaves the pool, so its page gets a fresh kernel).

A lesson page never waits for a preheated kernel that is not there yet. Voila 0.5.13 puts the kernel that replaces a
used one into the pool at once, though it starts only ``fill_delay`` seconds later (``serve --refill-after``), and
gave it to the next child who opened the page: that child waited out the delay and the kernel's start (a minute and
more, for nearly every child of a class opening a lesson after the first). ``ClassVoila``'s kernel manager counts
only the pool's kernels that are ready; with none, the page gets a fresh kernel at once, as with an empty pool. A
pool's kernel that does not start at all (its notebook could not be read, its kernel could not be launched) leaves
the pool as it fails and the pool starts another ``fill_delay`` seconds later; Voila 0.5.13 kept it there, counted as
the pool's kernel, until its culler dropped it (never with ``--cull-after 0``).

The pages keep their folder (the kernels run in the notebooks folder, as before, so a page's ``saves/`` is where it
was) and their relative links to each other. Static files (``/voila/files/``) keep Voila's own rule: images only,
never a notebook or a .py file. ``serve`` writes both settings into the ``voila.json`` it gives Voila.
"""

from __future__ import annotations

import asyncio
import functools
import html
import re
from collections.abc import AsyncIterator
from typing import Any

import voila.app  # type: ignore[import-untyped]
import voila.handler  # type: ignore[import-untyped]
import voila.notebook_renderer  # type: ignore[import-untyped]
import voila.voila_kernel_manager  # type: ignore[import-untyped]
from jupyter_server.utils import url_path_join
from nbclient.exceptions import DeadKernelError
from tornado import web
from traitlets import List, Unicode
from voila.app import Voila  # type: ignore[import-untyped]
from voila.execute import VoilaExecutor  # type: ignore[import-untyped]
from voila.notebook_renderer import NotebookRenderer  # type: ignore[import-untyped]

from ..core.errors import InvalidInput
from ..core.i18n import LANGUAGES, register, t
from ..core.validate import check_int, short_repr

register({
    "class.page_failed": {"en": "This page did not start. Tap “Reload” to start it again.",
                          "de": "Diese Seite konnte nicht starten. Tippe auf „Neu laden“, dann startet sie noch "
                                "einmal."},
    "class.reload": {"en": "Reload", "de": "Neu laden"},
})


def failed_page(lang: str) -> str:
    """Return the HTML that ends a page whose kernel did not start: the words in ``lang`` and a Reload button, moved
    to the end of the page's body (out of Voila's hidden cells) with Voila's spinner hidden."""
    lang = lang if isinstance(lang, str) and lang in LANGUAGES else "en"  # (a page must end, whatever it was given)
    words, button = html.escape(t("class.page_failed", lang)), html.escape(t("class.reload", lang))
    return (f'<div id="bugkit-page-failed" class="bugkit-page-failed" role="alert" lang="{lang}" '
            'style="font:1.25rem/1.5 sans-serif;padding:2em 1em;text-align:center">'
            f'<p>{words}</p><button type="button" onclick="window.location.reload()" '
            f'style="font:inherit;min-height:44px;padding:0 1.5em">{button}</button></div>\n'
            '<script>(function () { var box = document.getElementById("bugkit-page-failed");'
            ' document.body.appendChild(box); var spinner = document.getElementById("loading");'
            ' if (spinner) { spinner.style.display = "none"; } })();</script>\n')


class DeathNotingExecutor(VoilaExecutor):  # type: ignore[misc]
    """Voila's notebook executor, noting (``died``) that the kernel died while it ran a cell: Voila 0.5.13 shows that
    as an error in the cell and runs the rest of the notebook in the kernel restarted empty."""

    died = False

    async def execute_cell(self, cell: Any, resources: Any, cell_index: int, store_history: bool = True) -> Any:
        """Return Voila's executed cell; raise DeadKernelError, noted, if the kernel died meanwhile."""
        try:
            return await super().execute_cell(cell, resources, cell_index, store_history)
        except DeadKernelError:
            self.died = True
            raise


class EndingRenderer(NotebookRenderer):  # type: ignore[misc]
    """Voila's page renderer, but a page that cannot be rendered (its kernel did not start, did not answer or died
    while the notebook ran) ends with ``failed_page`` in ``lang`` and its kernel is shut down, instead of waiting
    for ever or going on in a restarted kernel."""

    lang = "en"  # the class's language (a subclass per server: ClassVoila.init_handlers)
    kernels: Any = None  # Voila's kernel manager (the same subclass); a preheated page's renderer has no handler

    def generate_content_generator(self, kernel_id: str | None = None, kernel_future: Any = None) -> Any:
        """Return Voila's stream of the page's HTML, ended by ``failed_page`` if it fails."""
        return self._ending(super().generate_content_generator(kernel_id, kernel_future), kernel_id)

    async def _jinja_cell_generator(self, nb: Any, kernel_id: str) -> Any:
        """Return (as an async generator) Voila's cells as they run; raise DeadKernelError once the kernel died."""
        async for cell in super()._jinja_cell_generator(nb, kernel_id):
            if self.executor.died:
                raise DeadKernelError(f"the kernel {kernel_id} died while the page's notebook ran")
            yield cell

    async def _ending(self, parts: AsyncIterator[tuple[str, Any]], kernel_id: str | None) -> Any:
        """Return (as an async generator) the parts of the page, then ``failed_page`` if they stop with an error."""
        try:
            async for part in parts:
                yield part
        except Exception:
            self.log.exception("the page %s could not be rendered; it asks the child to reload it", self.notebook_path)
            yield failed_page(self.lang), {}
            if kernel_id is not None:
                try:
                    await self.kernels.shutdown_kernel(kernel_id, now=True)
                except Exception:
                    self.log.exception("the kernel %s of a page that failed did not shut down", kernel_id)


def _ready(task: asyncio.Future[Any]) -> bool:
    """Return whether a task of a preheated-kernel pool has made its kernel (it is done and did not fail)."""
    return task.done() and not task.cancelled() and task.exception() is None


MAX_POOL_SIZE = 1_000  # preheated kernels per page Voila may be asked for (the class server asks at most --pool)
RETRY_AFTER_S = 1.0  # the least wait before a pool starts a kernel again after one did not start (fill_delay may be 0)


def ready_pool_kernel_manager(base_class: type, preheat_kernel: bool, default_pool_size: int,
                              page_config_hook: Any = None) -> Any:
    """Return the kernel manager class Voila makes (``voila_kernel_manager_factory``); with preheated kernels, a
    subclass whose pool of a page counts and gives out only the kernels that are ready; raise InvalidInput for
    arguments Voila would not pass."""
    from jupyter_client.multikernelmanager import MultiKernelManager

    if not isinstance(base_class, type) or not issubclass(base_class, MultiKernelManager):
        raise InvalidInput(f"base_class must be a kernel manager class (Voila's multi_kernel_manager_class), not "
                           f"{short_repr(base_class)}")
    if not isinstance(preheat_kernel, bool):
        raise InvalidInput(f"preheat_kernel must be True or False, not {short_repr(preheat_kernel)}")
    default_pool_size = check_int(default_pool_size, "default_pool_size", 0, MAX_POOL_SIZE)
    if page_config_hook is not None and not callable(page_config_hook):
        raise InvalidInput(f"page_config_hook must be a function or None, not {short_repr(page_config_hook)}")
    made = voila.voila_kernel_manager.voila_kernel_manager_factory(base_class, preheat_kernel, default_pool_size,
                                                                    page_config_hook)
    if not preheat_kernel:
        return made

    # Voila 0.5.13: a page's pool is the list ``_pools[page]`` of tasks that each wait (``fill_delay``, after a kernel
    # was used) and then start a kernel; the page handler takes a preheated kernel if ``get_pool_size`` is not 0 and
    # then awaits ``get_rendered_notebook``, which pops the pool's first task, awaits it and calls ``fill_if_needed``
    # (that tops the pool up to its size counting every task, the waiting ones too, so it never starts more). The
    # first task may be waiting while a later one is ready (kernels started together are ready in any order). In
    # Voila a task whose kernel did not start (the notebook could not be read, the kernel could not be launched) stays
    # in the pool, counted by ``fill_if_needed``, until the culler drops it (every ``cull_interval``, only while some
    # kernel runs; never with --cull-after 0); here ``fill_if_needed`` drops it as it fails (``_drop_if_failed``).
    class ReadyPoolKernelManager(made):  # type: ignore[misc, valid-type]
        """Voila's kernel manager with preheated kernels, a page never waiting for a pool's kernel to start."""

        def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None,
                           extra_kernel_env_variables: dict[str, str] | None = None, **kwargs: Any) -> None:
            """Start kernels until the page's pool is full (Voila's), a task whose kernel does not start leaving the
            pool as it fails, the pool then filled again (``_drop_if_failed``)."""
            extra = dict(extra_kernel_env_variables or {})
            before = len(self._pools.get(notebook_name, ()))
            super().fill_if_needed(delay=delay, notebook_name=notebook_name, extra_kernel_env_variables=extra,
                                   **kwargs)
            for task in self._pools.get(notebook_name, [])[before:]:
                task.add_done_callback(functools.partial(self._drop_if_failed, notebook_name, extra, kwargs))

        def _drop_if_failed(self, notebook_name: str | None, extra: dict[str, str], kwargs: dict[str, Any],
                            task: asyncio.Future[Any]) -> None:
            """Take a task of the page's pool whose kernel did not start out of the pool (logged) and fill the pool
            again, ``fill_delay`` seconds later (at least RETRY_AFTER_S), with the same arguments."""
            pool = self._pools.get(notebook_name, [])
            if task.cancelled() or task.exception() is None or task not in pool:  # (taken, or the server stops)
                return
            pool.remove(task)
            wait = max(float(self.fill_delay), RETRY_AFTER_S)
            self.log.error("a preheated kernel of %s did not start (%s): it leaves the pool, which starts another in "
                           "%.0f s", notebook_name, task.exception(), wait)
            self.fill_if_needed(delay=wait, notebook_name=notebook_name, extra_kernel_env_variables=extra, **kwargs)

        def get_pool_size(self, notebook_name: str) -> int:
            """Return how many of the page's preheated kernels are ready (not waiting or starting, not failed)."""
            return sum(1 for task in self._pools.get(notebook_name, ()) if _ready(task))

        async def get_rendered_notebook(self, notebook_name: str, *args: Any, **kwargs: Any) -> Any:
            """Return Voila's rendering of the page from a ready preheated kernel (put first in the pool for it)."""
            pool = self._pools.get(notebook_name, [])
            ready = next((task for task in pool if _ready(task)), None)
            if ready is not None:
                pool.remove(ready)
                pool.insert(0, ready)
            return await super().get_rendered_notebook(notebook_name, *args, **kwargs)

    return ReadyPoolKernelManager


class ClassVoila(Voila):  # type: ignore[misc]
    """Voila serving only ``pages`` of its folder, with ``/`` leading to ``home``."""

    pages = List(Unicode(), config=True, help="the notebooks (file names in the folder) that may be opened")
    home = Unicode("", config=True, help="where / and /voila/tree send the browser (a path on this server)")

    def init_settings(self) -> Any:
        """Return Voila's settings, its kernel manager made by ``ready_pool_kernel_manager``."""
        # Voila 0.5.13's init_settings makes its kernel manager class by this module-level name
        voila.app.voila_kernel_manager_factory = ready_pool_kernel_manager
        return super().init_settings()

    def init_handlers(self) -> list[Any]:
        """Return Voila's routes with the refusals and the redirect for the class in front of them."""
        lang = self.config.VoilaExporter.get("language_code", "en")
        renderer = type("ClassEndingRenderer", (EndingRenderer,), {"lang": lang, "kernels": self.kernel_manager})
        # Voila 0.5.13 makes a page's renderer by these module-level names: the page handler for a fresh kernel, the
        # kernel manager for a preheated one (its _notebook_renderer_factory, first called once the server runs);
        # the renderer makes its executor by the third (in _jinja_kernel_start), and the template iterates the
        # renderer's _jinja_cell_generator, which catches any error of a cell's run
        voila.handler.NotebookRenderer = renderer
        voila.voila_kernel_manager.NotebookRenderer = renderer
        voila.notebook_renderer.VoilaExecutor = DeathNotingExecutor
        home = self.home or url_path_join(self.base_url, "voila/render", self.pages[0] if self.pages else "")
        served = "|".join(re.escape(page) for page in self.pages) or r"(?!)"
        refused = {"status_code": 404}
        moved = {"url": home, "permanent": False}  # not 301: a browser would keep it, and the next class has a new code
        return [
            (url_path_join(self.server_url, rf"/voila/render/(?!(?:{served})$).*"), web.ErrorHandler, refused),
            (url_path_join(self.server_url, r"/voila/api/contents(?:/.*)?"), web.ErrorHandler, refused),
            (url_path_join(self.server_url, r"/voila/tree(?:/.*)?"), web.RedirectHandler, moved),
            (self.server_url, web.RedirectHandler, moved),
            *super().init_handlers(),
        ]


main = ClassVoila.launch_instance

if __name__ == "__main__":
    main()
