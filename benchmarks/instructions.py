"""CPU instructions per random-play action, counted with valgrind (callgrind): a figure that the
machine's speed drifts do not move, for comparing two versions of an engine.

    python benchmarks/instructions.py familybusiness mobties bloodfeud [--against /path/to/other/checkout]

Each figure is (instructions for 20 seeded games - instructions for none) / actions played. Blood
Feud: 3 seeded bot games (GreedyBot/RandomBot mixed, 2-6 players, to a win or 30 rounds, through
``choose``/``apply``, as in run.py), so its figure counts the bots' thinking too; it needs the
engine contract (a release without it is reported as such). Needs valgrind (Debian: apt-get
install valgrind). Printed, never asserted.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
GAMES = {"familybusiness": ("mobgames.familybusiness", (2, 6)), "mobties": ("mobgames.mobties", (3, 6)),
         "bloodfeud": ("mobgames.bloodfeud", (2, 6))}
GAMES_PLAYED = {"bloodfeud": 3}   # (the others: 20)

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

BF_CODE = '''
import random, sys
sys.path.insert(0, {path!r})
from {module} import start
from {module}.bots import GreedyBot, RandomBot
acts = 0
for seed in range({n}):
    rng = random.Random(seed)
    names = [f"{{rng.choice('GR')}}{{i}}" for i in range(rng.randint(*{players!r}))]
    t = start(names, seed=seed)
    bots = {{p: (GreedyBot if p[0] == "G" else RandomBot)(seed * 10 + i) for i, p in enumerate(names)}}
    while not t.over and t.round <= 30:
        d = t.decision
        t.apply(bots[d.player].choose(t.view(d.player)))
        acts += 1
print(acts)
'''


def count(path: Path, game: str, n: int) -> tuple[int, int]:
    module, players = GAMES[game]
    code = (BF_CODE if game == "bloodfeud" else CODE).format(path=str(path), module=module, n=n, players=players)
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code],
                         capture_output=True, text=True, cwd="/")
    found = re.search(r"refs:\s+([\d,]+)", run.stderr)
    if not found:
        raise SystemExit(f"valgrind did not report a count:\n{run.stderr[-1500:]}")
    if run.returncode:
        python_lines = [line for line in run.stderr.splitlines() if line.strip() and not line.startswith("==")]
        raise RuntimeError(python_lines[-1] if python_lines else f"exit status {run.returncode}")
    return int(found.group(1).replace(",", "")), int(run.stdout.strip())


def per_action(path: Path, game: str) -> tuple[float, int]:
    games = GAMES_PLAYED.get(game, 20)
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
            try:
                figure, actions = per_action(path, game)
            except RuntimeError as err:
                print(f"{game:<15} {label:<14} could not be played there: {err}")
                continue
            print(f"{game:<15} {label:<14} {figure:>10,.0f} instructions per action ({actions} actions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
