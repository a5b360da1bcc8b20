"""``python -m bugkit.classroom serve [--host H] [--port P] [--lang de|en] [--store URL]``."""

import sys

from .server import main

sys.exit(main())
