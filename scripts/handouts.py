"""Write printable handouts for a class (glossaries, exercises with answer keys, word banks, chapter
packs, role-play cards, phrase bank) into a folder. The same as ``mobgames handouts`` (the work is
``mobgames.teaching.handout_files``), which names the folder with ``--out``; here it may also be
the first argument, as it always was.

    .venv/bin/python scripts/handouts.py                  # into handouts/ (every game and chapter)
    .venv/bin/python scripts/handouts.py /tmp/class-3b --lang es --chapter bloodfeud/03_battle
    .venv/bin/python scripts/handouts.py --simple         # battle stories in simple narration
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mobgames.cli import main  # noqa: E402

if __name__ == "__main__":
    args = sys.argv[1:]
    if args and not args[0].startswith("-"):          # the folder, given first
        args = ["--out", args[0], *args[1:]]
    sys.exit(main(["handouts", *args]))
