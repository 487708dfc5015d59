"""A Blood Feud tournament between two bot levels: seeded two-player games, seats alternated
(each level plays first in half of the games), and six-player games with three of each.

    python scripts/bf_tournament.py [--games 200] [--a strong] [--b fair] [--six 40] [--rounds 40]

Prints the win rates (a game still going after ``--rounds`` rounds counts for nobody) and the
median length. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mobgames.bloodfeud import start  # noqa: E402
from mobgames.bloodfeud.bots import bot  # noqa: E402


def play(levels: list[str], seed: int, rounds: int) -> tuple[str | None, int]:
    """One game; the winning level (None: nobody) and the rounds played."""
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]
    turns = start(names, seed=seed)
    bots = {p: bot(level, seed * 10 + i) for i, (p, level) in enumerate(zip(names, levels))}
    while not turns.over and turns.round <= rounds:
        d = turns.decision
        turns.apply(bots[d.player].choose(turns.view(d.player)))
    winner = turns.winner
    return (winner.split()[0].lower() if winner else None), min(turns.round, rounds)


def report(title: str, results: list[tuple[str | None, int]], levels: set[str]) -> None:
    wins = Counter(w for w, _ in results)
    rounds = [r for _, r in results]
    shares = ", ".join(f"{lv} {wins[lv] / len(results):.0%}" for lv in sorted(levels))
    print(f"{title}: {len(results)} games; wins {shares}, nobody {wins[None] / len(results):.0%}; "
          f"rounds median {statistics.median(rounds):g} (range {min(rounds)}-{max(rounds)})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--six", type=int, default=40, help="six-player games with three of each level")
    ap.add_argument("--a", default="strong")
    ap.add_argument("--b", default="fair")
    ap.add_argument("--rounds", type=int, default=40)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    two = [play([args.a, args.b] if seed % 2 == 0 else [args.b, args.a], seed, args.rounds) for seed in range(args.games)]
    report(f"two players, {args.a} against {args.b}, seats alternated", two, {args.a, args.b})
    if args.six:
        six = [play([args.a, args.b] * 3 if seed % 2 == 0 else [args.b, args.a] * 3, seed, args.rounds)
               for seed in range(args.six)]
        report(f"six players, three {args.a} and three {args.b}", six, {args.a, args.b})
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
