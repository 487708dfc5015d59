"""The figures of a previous release, through its own (older) API, for ``run.py --against PATH``.

    python benchmarks/previous.py /path/to/previous/release [--seeds 200] [--long]

Run from a directory outside this checkout (run.py uses /tmp): PATH goes first on ``sys.path``, so
``import mobgames`` imports that release. Prints one line of JSON. The old API: the card games had
``new_game(...)``, ``legal_actions()`` returning a list and no undo, their bots were functions
(``simple_bot(game)``); Blood Feud had ``Turns.start``, ``bot.play_turn(turns)`` (a whole turn),
history entries (one per ``Turns`` call) and an ``undo`` that replayed the whole game and only
within the current turn. The same seeds as run.py; the timing helpers are run.py's.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import BF_LONG, CARD_GAMES, bf_mixed_names, games_per_second, slow_best_of, spread  # noqa: E402


def card_game(module: str, players: tuple[int, int], seed: int, decisions=None):
    """Random play (``decisions`` None) or the old simple_bot for every player (timing each choice)."""
    new_game = importlib.import_module(module).new_game
    rng = random.Random(seed)
    g = new_game(rng.randint(*players), seed=seed)
    if decisions is None:
        n = 0
        while g.decision is not None:
            g.apply(rng.choice(g.legal_actions()))
            n += 1
        return g, n
    simple_bot = importlib.import_module(module + ".bots").simple_bot
    while g.decision is not None:
        t0 = time.perf_counter()
        action = simple_bot(g)
        decisions.append(time.perf_counter() - t0)
        g.apply(action)
    return g, None


def card_figures(seeds: int) -> dict:
    out = {"random": {}, "card_load": {}, "card_bot": {}}
    for name, (module, players) in CARD_GAMES.items():
        out["random"][name] = games_per_second(lambda s: {"actions": card_game(module, players, s)[1]})
        longest = max((card_game(module, players, s)[1], s) for s in range(seeds))
        g, n = card_game(module, players, longest[1])
        text = g.to_json()
        out["card_load"][name] = {"label": f"{name}, random play seed {longest[1]}", "actions": n,
                                  "load": slow_best_of(lambda: type(g).from_json(text))}
        decisions: list[float] = []
        for seed in range(50):
            card_game(module, players, seed, decisions)
        out["card_bot"][name] = spread(decisions)
    return out


def bf_game(names: list[str], seed: int, rounds: int, scenario: str, turn_times=None):
    from mobgames.bloodfeud import Options, Turns
    from mobgames.bloodfeud.bots import GreedyBot, RandomBot

    turns = Turns.start(names, seed=seed, options=Options(scenario=scenario))
    bots = {n: (GreedyBot if n[0] == "G" else RandomBot)(seed * 10 + i) for i, n in enumerate(names)}
    while not turns.over and turns.game.round <= rounds:
        bot = bots[turns.player]
        t0 = time.perf_counter()
        bot.play_turn(turns)
        if turn_times is not None:
            turn_times[type(bot).__name__].append(time.perf_counter() - t0)
    return turns


def bf_figures(long: bool) -> dict:
    turn_times: dict = defaultdict(list)

    def play(seed):
        turns = bf_game(bf_mixed_names(seed), seed, 30, "standard", turn_times)
        return {"entries": len(turns.history), "rounds": min(turns.game.round, 30)}

    out = {"bf_games": games_per_second(play, n=10, batches=5),
           "bf_turns": {cls: spread(times) for cls, times in turn_times.items()}, "bf_long": {}}
    for scenario, (names, seed, rounds) in BF_LONG.items():
        if scenario == "take_manhattan" and not long:
            continue   # about two minutes to play and load in the previous release
        turns = bf_game(names, seed, rounds, scenario)
        out["bf_long"][scenario] = {"entries": len(turns.history), "rounds": turns.game.round,
                                    **bf_load_and_undo(type(turns), turns.to_json())}
    return out


def bf_load_and_undo(cls, text: str) -> dict:
    """Load time of the whole game, and undo(1) at the last point of it inside a turn (the old
    undo works only there: it saves, drops the last entries and loads again)."""
    load = slow_best_of(lambda: cls.from_json(text))
    data = json.loads(text)
    history = data["history"]
    for k in range(len(history) - 1, 0, -1):
        turns = cls.from_json(json.dumps({**data, "history": history[:k]}))
        if turns.turn_start < len(turns.history):
            break
    saved, fresh = turns.to_json(), []
    undo1 = slow_best_of(lambda: fresh.pop().undo(1), setup=lambda: fresh.append(cls.from_json(saved)))
    return {"load": load, "undo1": undo1, "undo_at": k}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Figures of a previous release (one line of JSON).")
    parser.add_argument("path", type=Path)
    parser.add_argument("--seeds", type=int, default=200, help="seeds searched for the longest card game")
    parser.add_argument("--long", action="store_true", help="also the Take Manhattan game (minutes)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.path.resolve()))
    import mobgames

    if not Path(mobgames.__file__).resolve().is_relative_to(args.path.resolve()):
        raise SystemExit(f"mobgames was imported from {mobgames.__file__}, not from {args.path}.")
    print(json.dumps({**card_figures(args.seeds), **bf_figures(args.long)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
