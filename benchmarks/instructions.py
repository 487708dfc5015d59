"""CPU instructions per random-play action, counted with valgrind (callgrind): a figure that the
machine's speed drifts do not move, for comparing two versions of an engine.

    python benchmarks/instructions.py familybusiness mobties [--against /path/to/other/checkout]

Each figure is (instructions for 20 seeded games - instructions for none) / actions played.
Needs valgrind (Debian: apt-get install valgrind). Printed, never asserted.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
GAMES = {"familybusiness": ("mobgames.familybusiness", (2, 6)), "mobties": ("mobgames.mobties", (3, 6))}

CODE = '''
import random, sys
sys.path.insert(0, {path!r})
from {module} import new_game
acts = 0
for seed in range({n}):
    rng = random.Random(seed)
    g = new_game(rng.randint(*{players!r}), seed=seed)
    while g.decision is not None:
        g.apply(rng.choice(g.legal_actions()))
        acts += 1
print(acts)
'''


def count(path: Path, game: str, n: int) -> tuple[int, int]:
    module, players = GAMES[game]
    code = CODE.format(path=str(path), module=module, n=n, players=players)
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code],
                         capture_output=True, text=True, cwd="/")
    found = re.search(r"refs:\s+([\d,]+)", run.stderr)
    if not found:
        raise SystemExit(f"valgrind did not report a count:\n{run.stderr[-1500:]}")
    return int(found.group(1).replace(",", "")), int(run.stdout.strip())


def per_action(path: Path, game: str, games: int = 20) -> tuple[float, int]:
    base, _ = count(path, game, 0)
    total, actions = count(path, game, games)
    return (total - base) / actions, actions


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Instructions per random-play action (valgrind).")
    parser.add_argument("games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--against", type=Path, help="another checkout to compare with")
    args = parser.parse_args(argv)
    for game in args.games:
        for label, path in [("this checkout", HERE)] + ([("--against", args.against)] if args.against else []):
            figure, actions = per_action(path, game)
            print(f"{game:<15} {label:<14} {figure:>10,.0f} instructions per action ({actions} actions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
