"""``python -m bugkit.classroom serve [--host H] [--port P] [--lang de|en] [--store URL]``."""

import sys

from .server import main

if __name__ == "__main__":  # importing the module (docs, the argument fuzzer) must not start the server
    sys.exit(main())
