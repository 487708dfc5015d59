"""``python -m mobgames``: the same as the ``mobgames`` command (``mobgames.cli``)."""

import sys

from .cli import main

sys.exit(main())
