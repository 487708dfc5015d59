"""Write the print-and-play sheets: every game's board, pieces and cards as PDF, from the data.
The same as ``mobgames printables`` (the work is ``mobgames.printables.make``); kept for old habits.

    .venv/bin/python scripts/printables.py                      # A4, into handouts/printables/
    .venv/bin/python scripts/printables.py --paper letter
    .venv/bin/python scripts/printables.py --only mobties-fed-cards --no-pdf
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mobgames.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["printables", *sys.argv[1:]]))
