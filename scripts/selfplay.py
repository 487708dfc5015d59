"""The self-play report: seeded games between the computer players, and what happened in them.

    python scripts/selfplay.py [--games N] [--mixes NAME ...] [--cards N] [--svg FILE]

For each game and bot mix it prints how long the games lasted (rounds: median and range), how
they were won, and for Blood Feud what happened on the way (battles, kidnappings, ransoms,
assassinations and families absorbed, per game); for Mob Ties the spread of the final cash, for
Family Business how many mobsters the winner kept. Printed, never asserted. ``make selfplay``
runs it; ``--svg`` also writes the Blood Feud figures as the small chart chapter 7 shows.
"""

from __future__ import annotations

import argparse
from html import escape
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mobgames.bloodfeud import start as bf_start  # noqa: E402
from mobgames.bloodfeud.bots import bot as bf_bot  # noqa: E402

BF_ROUNDS = 40   # a game still going after this many rounds ends at the round limit
BF_MIXES = {     # name -> the level of each of the six seats (seats rotate with the seed)
    "six strong": ["strong"] * 6,
    "three strong, three fair": ["strong", "fair"] * 3,
    "six fair": ["fair"] * 6,
    "six learner": ["learner"] * 6,
}
BF_EVENTS = ("battles", "kidnaps", "ransoms", "assassinations", "absorbed")


def bf_game(levels: list[str], seed: int, rounds: int = BF_ROUNDS) -> dict:
    """One seeded game between bots of these levels; what happened in it."""
    n = len(levels)
    shift = seed % n
    seats = levels[shift:] + levels[:shift]    # every level plays from every seat over the seeds
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(seats)]
    turns = bf_start(names, seed=seed)
    bots = {p: bf_bot(level, seed=seed * 10 + i) for i, (p, level) in enumerate(zip(names, seats))}
    slowest = 0.0
    while not turns.over and turns.round <= rounds:
        d = turns.decision
        t0 = time.perf_counter()
        action = bots[d.player].choose(turns.view(d.player))
        slowest = max(slowest, time.perf_counter() - t0)
        turns.apply(action)
    game = turns   # (the whole game answers the position's questions too)
    kinds = Counter(e.kind for e in game.log)
    if game.winner is None:
        how = "draw" if turns.over else "round limit"
    elif kinds["dominance"]:
        how = "dominance"
    elif any(e.kind == "win" and "Manhattan" in e.text for e in game.log):
        how = "Take Manhattan"
    else:
        how = "last Boss"
    winner_level = game.winner.split()[0].lower() if game.winner else None
    return {"rounds": min(game.round, rounds), "how": how, "winner": winner_level,
            "battles": kinds["attack"], "ransoms": kinds["ransom"], "assassinations": kinds["assassination"],
            "kidnaps": sum(e.data.get("kidnapped", 0) for e in game.log if e.kind == "captives"),
            "absorbed": kinds["takeover"], "slowest": slowest}


def summary(results: list[dict], levels: list[str]) -> dict:
    rounds = [r["rounds"] for r in results]
    wins = Counter(r["winner"] for r in results if r["winner"])
    seats = Counter(levels)
    return {
        "games": len(results), "median": statistics.median(rounds), "min": min(rounds), "max": max(rounds),
        "how": Counter(r["how"] for r in results),
        "per_game": {k: sum(r[k] for r in results) / len(results) for k in BF_EVENTS},
        "with_assassination": sum(1 for r in results if r["assassinations"]) / len(results),
        # A level's share of the wins against its share of the seats (1.0: as often as its seats).
        "win_share": {lv: (wins[lv] / max(1, sum(wins.values()))) / (seats[lv] / len(levels)) for lv in seats},
        "slowest": max(r["slowest"] for r in results),
    }


def print_bf(name: str, s: dict) -> None:
    how = ", ".join(f"{k} {v}" for k, v in s["how"].most_common())
    events = ", ".join(f"{k} {v:.1f}" for k, v in s["per_game"].items())
    shares = ", ".join(f"{lv} {v:.2f}" for lv, v in s["win_share"].items())
    print(f"Blood Feud, {name}: {s['games']} games, rounds median {s['median']:g} (range {s['min']}-{s['max']})")
    print(f"  won by: {how}")
    print(f"  per game: {events}; a game with an assassination: {s['with_assassination']:.0%}")
    print(f"  wins against seats (1.00 = its share): {shares}; slowest bot decision {s['slowest'] * 1000:.0f} ms")


def chart_svg(rows: list[tuple[str, dict]]) -> str:
    """Median rounds and the share of games with an assassination, one bar pair per mix."""
    width, left, span, bar, gap = 700, 190, 220, 16, 26
    height = 44 + len(rows) * (2 * bar + gap)
    most = max(s["max"] for _, s in rows) or 1   # the rounds scale: the longest game of any mix
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, sans-serif" font-size="13">',
             '<title>Blood Feud self-play: how long games last, and how often a Boss is assassinated</title>',
             '<text x="0" y="16" font-weight="bold">Blood Feud bot games (six players, '
             f'{rows[0][1]["games"]} games a mix)</text>']
    y = 36
    for name, s in rows:
        parts.append(f'<text x="0" y="{y + 2 * bar - 4}">{escape(name)}</text>')
        w = span * s["median"] / most
        parts.append(f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar}" fill="#1f5f99"/>')
        parts.append(f'<text x="{left + w + 6:.1f}" y="{y + 12}">median {s["median"]:g} rounds '
                     f'({s["min"]}-{s["max"]})</text>')
        w2 = span * s["with_assassination"]
        parts.append(f'<rect x="{left}" y="{y + bar + 2}" width="{w2:.1f}" height="{bar}" fill="#c0392b"/>')
        parts.append(f'<text x="{left + w2 + 6:.1f}" y="{y + 2 * bar}">{s["with_assassination"]:.0%} of games '
                     'with an assassination</text>')
        y += 2 * bar + gap
    parts.append("</svg>")
    return "\n".join(parts)


CARD_MIXES = {"four strong": ["strong"] * 4, "two strong, two fair": ["strong", "fair"] * 2,
              "four learner": ["learner"] * 4}


def card_game(module: str, levels: list[str], seed: int) -> dict:
    """One seeded four-player card game between bots of these levels (seats rotate)."""
    from importlib import import_module

    shift = seed % len(levels)
    seats = levels[shift:] + levels[:shift]
    names = [f"{level.capitalize()} {i + 1}" for i, level in enumerate(seats)]
    game = import_module(module).start(names, seed=seed)
    make = import_module(module + ".bots").bot
    bots = {p: make(level, seed * 10 + i) for i, (p, level) in enumerate(zip(names, seats))}
    actions = 0
    while game.decision is not None and actions < 20000:
        d = game.decision
        game.apply(bots[d.player].choose(game.view(d.player)))
        actions += 1
    winners = game.winners
    out = {"actions": actions, "winner": winners[0].split()[0].lower() if len(winners) == 1 else None}
    if module.endswith("mobties"):
        cash = sorted(game.scores().values())
        out.update(rounds=game.round, spread=cash[-1] - cash[0])
    else:
        out.update(rounds=sum(1 for e in game.log if e.kind == "play" or e.kind == "discard") // len(names),
                   kept=len(game.alive(winners[0])) if winners else 0)
    return out


def print_cards(title: str, results: list[dict], levels: list[str]) -> None:
    rounds = [r["rounds"] for r in results]
    wins = Counter(r["winner"] for r in results)
    seats = Counter(levels)
    share = ", ".join(f"{lv} {wins[lv] / len(results) / (seats[lv] / len(levels)):.2f}" for lv in seats)
    extra = (f"final cash spread median ${statistics.median(r['spread'] for r in results):g}k"
             if "spread" in results[0] else
             f"mobsters the winner kept: median {statistics.median(r['kept'] for r in results):g}")
    print(f"{title}: {len(results)} games, rounds median {statistics.median(rounds):g} (range {min(rounds)}-{max(rounds)}); "
          f"{extra}; wins against seats: {share}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="seeded games per mix (default 200)")
    ap.add_argument("--svg", help="also write the Blood Feud chart to this file")
    ap.add_argument("--mixes", nargs="*", default=list(BF_MIXES), choices=list(BF_MIXES))
    ap.add_argument("--cards", type=int, default=200, help="seeded games per mix of each card game (0: none)")
    args = ap.parse_args(argv)
    rows = []
    for name in args.mixes:
        t0 = time.perf_counter()
        results = [bf_game(BF_MIXES[name], seed) for seed in range(args.games)]
        s = summary(results, BF_MIXES[name])
        print_bf(name, s)
        print(f"  ({time.perf_counter() - t0:.0f} s)")
        rows.append((name, s))
    if args.svg:
        Path(args.svg).write_text(chart_svg(rows), encoding="utf-8")
    for module, title in (("mobgames.mobties", "Mob Ties"), ("mobgames.familybusiness", "Family Business")):
        for name, levels in CARD_MIXES.items() if args.cards else ():
            results = [card_game(module, levels, seed) for seed in range(args.cards)]
            print_cards(f"{title}, {name}", results, levels)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
