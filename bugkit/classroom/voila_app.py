"""Voila for a class (``python -m bugkit.classroom.voila_app``, started by ``serve``): only the class's pages.

Voila on a folder renders every notebook in it (``/voila/render/<name>``) and lists them at ``/``, ``/voila/tree``
and ``/voila/api/contents``; the notebooks folder also holds the teacher guides, with every answer, for any device on
the school's Wi-Fi to open. ``ClassVoila`` is Voila (the same options, run the same way) with three routes in front
of its own:

- ``/voila/render/<name>`` for any name that is not exactly one of ``ClassVoila.pages`` is 404 (the name as the
  browser sends it: another spelling of a path, ``..`` or an escaped letter, is refused as well);
- ``/`` and ``/voila/tree...`` send the browser to ``ClassVoila.home`` (the class page with the class code);
- ``/voila/api/contents...`` (the listing the tree page reads) is 404.

The pages keep their folder (the kernels run in the notebooks folder, as before, so a page's ``saves/`` is where it
was) and their relative links to each other. Static files (``/voila/files/``) keep Voila's own rule: images only,
never a notebook or a .py file. ``serve`` writes both settings into the ``voila.json`` it gives Voila.
"""

from __future__ import annotations

import re
from typing import Any

from jupyter_server.utils import url_path_join
from tornado import web
from traitlets import List, Unicode
from voila.app import Voila  # type: ignore[import-untyped]


class ClassVoila(Voila):  # type: ignore[misc]
    """Voila serving only ``pages`` of its folder, with ``/`` leading to ``home``."""

    pages = List(Unicode(), config=True, help="the notebooks (file names in the folder) that may be opened")
    home = Unicode("", config=True, help="where / and /voila/tree send the browser (a path on this server)")

    def init_handlers(self) -> list[Any]:
        """Return Voila's routes with the refusals and the redirect for the class in front of them."""
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
