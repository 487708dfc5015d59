"""Find a Chromium for the real-browser test: the finder lives in the package
(``mobgames.printables.chromium``, which printing the PDFs uses too); this module re-exports it for
the tests (``from chromium import find_chromium``) and, run as a script (``make chromium``, before
``make test``), prints the browser's path or explains how to install one and exits 1.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the checkout's mobgames, when run as a script

from mobgames.printables.chromium import (ENV_VAR, NOT_FOUND, PATH_NAMES, find_chromium, main,  # noqa: E402,F401
                                          not_found_message)

if __name__ == "__main__":
    sys.exit(main())
