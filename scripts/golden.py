"""Golden playthroughs: one seeded game per game, played by its bots, written down event by event
(OpenSpiel's integration_tests/playthroughs are the model). ``tests/test_golden.py`` plays each
again and compares it with the file in ``tests/golden/``, so any change to what a game does or
says shows as a readable diff.

    .venv/bin/python scripts/golden.py            # rewrite every transcript (make golden)
    .venv/bin/python scripts/golden.py mobties    # one game
    .venv/bin/python scripts/golden.py --check    # compare only; exit 1 if one differs

Each transcript has a header (the seed, the players and their bots, the options), then every action
with the events it produced in the full narration, then the same events in the simple narration,
then the result. Refresh them when a change to a game is meant; read the diff first.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GOLDEN = ROOT / "tests" / "golden"
REFRESH = "make golden   (or: .venv/bin/python scripts/golden.py)"


@dataclass
class Spec:
    title: str
    seed: int
    players: list
    options: dict
    bots: Callable[[list], dict]     # the players' names -> {name: bot}
    play: Callable                   # (state, bots) -> None: the game played to its end or limit
    limit: str = ""                  # what stops the game early, if anything
    result: Callable = lambda state: []   # the final position, as lines


def _start(name: str, spec: Spec):
    """Every game begins the same way: ``mobgames.<game>.start(players, seed, options=dict)``."""
    import importlib

    return importlib.import_module(f"mobgames.{name}").start(spec.players, spec.seed, options=spec.options)


def _bf_bots(names):
    from mobgames.bloodfeud.bots import bot

    # One of each level, so the transcript covers the strong bot's raids and offers and the learner's care.
    return {names[0]: bot("strong", 1), names[1]: bot("fair", 2), names[2]: bot("learner", 3)}


BF_ROUNDS = 6


def _bf_play(state, bots):
    return _each_action(state, bots, lambda: state.round <= BF_ROUNDS)


def _bf_result(state) -> list[str]:
    g = state
    lines = [f"round {g.round}, {state.player}'s turn, {state.phase} phase"]
    for p in g.players:
        districts = sorted(d for d, owner in g.control.items() if owner == p)
        pieces = sorted(u.kind for u in g.units.values() if u.owner == p)
        counts = ", ".join(f"{k} x{pieces.count(k)}" for k in sorted(set(pieces)))
        lines.append(f"{p}: ${g.cash[p]:,}; {len(districts)} districts; {counts or 'no pieces'}"
                     + ("; out" if p in g.eliminated else ""))
    return lines


def _simple_bots(module: str):
    def bots(names):
        import importlib

        cls = importlib.import_module(module).SimpleBot
        return {p: cls(i) for i, p in enumerate(names)}
    return bots


def _to_the_end(state, bots):
    return _each_action(state, bots, lambda: True)


def _mt_result(state) -> list[str]:
    return [f"{p}: ${state.cash[p]}k cash, final score ${v}k" for p, v in state.scores().items()]


def _fb_result(state) -> list[str]:
    lines = [f"Hit List: {', '.join(state.hit_list) or 'empty'}; {len(state.dead)} dead; war rate {state.war}"]
    for p in state.players:
        lines.append(f"{p}: {len(state.roster[p])} mobsters left, {len(state.hands[p])} cards"
                     + ("; out" if p in state.eliminated else ""))
    return lines


MAX_ACTIONS = 20_000   # a safety bound: no golden game is anywhere near it


def _each_action(state, bots, going: Callable[[], bool]):
    """Let the bots play while ``going()``; yields (action, events) one action at a time."""
    done = 0
    while not state.is_over and going() and done < MAX_ACTIONS:
        d = state.decision
        action = bots[d.player].choose(state.view(d.player))
        yield action, state.apply(action)
        done += 1


SPECS = {
    "bloodfeud": Spec("Blood Feud in New York", seed=2026, players=["Ann", "Bob", "Cy"],
                      options={"helicopter_cost": 550, "scenario": "take_manhattan", "call_out": False},
                      bots=_bf_bots, play=_bf_play, limit=f"after {BF_ROUNDS} rounds (or a win)", result=_bf_result),
    "mobties": Spec("Mob Ties", seed=2026, players=["Red", "Blue", "Green", "Yellow"],
                    options={"order": "board", "terms": "honor"}, bots=_simple_bots("mobgames.mobties.bots"),
                    play=_to_the_end, result=_mt_result),
    "familybusiness": Spec("Family Business", seed=2026, players=["Ana", "Ben", "Chen", "Dee"],
                           options={"deck": "56"}, bots=_simple_bots("mobgames.familybusiness.bots"),
                           play=_to_the_end, result=_fb_result),
}


def seating(state) -> list[str]:
    """The players' names in turn order."""
    return list(state.players)


def _lines(prefix: str, text: str) -> list[str]:
    """One event (its text may hold line breaks: the later lines are indented under the first)."""
    first, *rest = text.split("\n")
    return [prefix + first] + ["      " + r for r in rest]


def transcript(name: str) -> str:
    """The golden transcript of one game, played afresh."""
    from mobgames.core.action import Action as BaseAction

    spec = SPECS[name]
    state = _start(name, spec)
    bots = spec.bots(list(spec.players))
    n_setup = len(state.log)
    steps = list(spec.play(state, bots))
    events = list(state.log)
    head = [
        f"# Golden playthrough: {spec.title} (mobgames.{name})",
        f"# Refresh with: {REFRESH}",
        f"seed: {spec.seed}",
        f"players: {', '.join(spec.players)}"
        + (f" (in turn order: {', '.join(seating(state))})" if seating(state) != spec.players else ""),
        "bots: " + ", ".join(f"{p}: {bot!r}" for p, bot in bots.items()),
        f"options: {json.dumps(spec.options, sort_keys=True)}",
        f"played: {'to the end' if not spec.limit else spec.limit}; {len(steps)} actions, {len(events)} events",
        "",
        "== Play (each action, then the events it produced, in the full narration) ==",
    ]
    body = [_l for e in events[:n_setup] for _l in _lines(f"  [{e.kind}] ", e.full)]
    for i, (action, produced) in enumerate(steps, 1):
        body.append(f"{i:>5}> {BaseAction.__str__(action)}")   # (one form for every game: "Ann: move piece=...")
        body += [_l for e in produced for _l in _lines(f"  [{e.kind}] ", e.full)]
    simple = ["", "== Events in the simple narration ==",
              *[_l for i, e in enumerate(events, 1) for _l in _lines(f"{i:>5}. ", e.simple)]]
    result = ["", "== Result ==",
              f"over: {'yes' if state.is_over else 'no'}",
              f"winners: {', '.join(state.winners) or 'none'}", *spec.result(state)]
    return "\n".join(head + body + simple + result) + "\n"


def path(name: str) -> Path:
    return GOLDEN / f"{name}.txt"


def diff(name: str, fresh: str | None = None) -> str:
    """A unified diff from the stored transcript to a fresh one ("" when they agree)."""
    fresh = transcript(name) if fresh is None else fresh
    stored = path(name).read_text() if path(name).exists() else ""
    return "".join(difflib.unified_diff(stored.splitlines(keepends=True), fresh.splitlines(keepends=True),
                                        f"tests/golden/{name}.txt (stored)", f"{name} (played now)", n=2))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"games to write: {', '.join(SPECS)} (default: all)")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if a transcript differs")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in SPECS]
    if unknown:
        parser.error(f"no golden game called {unknown[0]!r} (there are: {', '.join(SPECS)})")
    failed = 0
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name in args.games or list(SPECS):
        fresh = transcript(name)
        changes = diff(name, fresh)
        if args.check:
            if changes:
                failed += 1
                print(changes)
            print(f"{name}: {'differs' if changes else 'the same'}")
        else:
            path(name).write_text(fresh)
            print(f"{name}: {'rewritten' if changes else 'unchanged'} ({len(fresh.splitlines())} lines) "
                  f"-> {path(name).relative_to(ROOT)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
