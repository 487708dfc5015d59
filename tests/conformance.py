"""One random-play conformance check for every game (OpenSpiel's ``random_sim_test`` is the model).

A seeded game is played to its end with random legal actions. After every action the game's
invariants are checked, and one refused action, drawn by a shared mutator (the wrong player,
unknown ids, wrong types, stale actions from an earlier position, every field perturbed), must
raise ``IllegalAction`` and leave the whole state exactly as it was: the position, the history, and
what redo can do again (now and then an action is undone first, so that
there is something to redo). At sampled steps the game must
save, load and save again to the same text, and undo then redo to the same state; the same seed
must give the same game.

Blood Feud's random play could wander for ever (nobody shoots a Boss), so after 80 random actions
bots of every level finish each game, refusals tried before every 20th of their actions.

Run the big version by hand: ``make conformance GAMES=10000`` (``python tests/conformance.py``; on
every core, ``--jobs`` to choose): a table of games, actions, refusals, saves, failures and time.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mobgames.core.action import Action  # noqa: E402
from mobgames.core.chance import CHANCE, steps_since  # noqa: E402
from mobgames.core.errors import IllegalAction  # noqa: E402
from mobgames.core.snapshot import fingerprint  # noqa: E402

SAMPLE_EVERY = 25
# In a bots' game (thousands of actions in Blood Feud) refusals are tried before every 20th action
# and saves checked every 500th (a whole Blood Feud list, and a load that replays every action, are
# the costly parts of a step).
BOT_REFUSE_EVERY, BOT_SAMPLE_EVERY = 20, 500


@dataclass
class Adapter:
    name: str
    start: Callable[[int], object]          # seed -> a new whole-game state
    invariants: Callable[[object], None]    # raises AssertionError when something is not accounted for
    max_actions: int = 5000                 # a game longer than this stops (a safety net)
    # After this many random actions, bots of every level finish the game (random play alone can
    # wander for ever: nobody shoots a Boss); None: random to the end.
    random_actions: int | None = None
    game: str = ""                          # the package (for its bots); the name when empty

    @property
    def package(self) -> str:
        return self.game or self.name


# -- the shared mutator --------------------------------------------------------------------------

class Foreign(Action):
    __slots__ = ()
    GAME = "another game"


def _perturb_value(rng: random.Random, value):
    """A value near ``value`` but of another kind or out of range."""
    choices = [None, True, False, -1, 0, 10 ** 9, 1.5, math.nan, "", "nobody", "x" * 50, [], {}, ["a"], {"a": 1}]
    if isinstance(value, bool):
        choices += [int(value), not value]
    elif isinstance(value, int):
        choices += [value + 1, value - 1, -value, float(value), str(value), bool(value)]
    elif isinstance(value, str):
        choices += [value.upper(), value + "_", value[:-1], [value]]
    elif isinstance(value, tuple):
        choices += [value[::-1], value[:-1], value + value[-1:] if value else ("x",), list(value)]
    return rng.choice(choices)


def mutants(rng: random.Random, state, legal: list, stale: list, players: list[str]):
    """Refused actions to try in this position (each checked to be illegal before it is used)."""
    base = rng.choice(legal) if legal else None
    out: list = [None, "play", 42, {"player": players[0], "kind": "pass"}, object()]
    if base is not None:
        out.append(tuple(base.to_json()))
        out.append(Foreign.trusted(base.player, base.kind, dict(base.args)))
        others = [p for p in players if p != base.player]
        out.append(Action.trusted(rng.choice(others) if others else "Nobody", base.kind, dict(base.args)))
        out.append(Action.trusted("Nobody", base.kind, dict(base.args)))
        out.append(Action.trusted(base.player, base.kind + "_not", dict(base.args)))
        kinds = sorted({a.kind for a in legal} | {a.kind for a in stale[-50:]})
        out.append(Action.trusted(base.player, rng.choice(kinds), dict(base.args)))
        for key, value in base.args.items():
            args = dict(base.args)
            args[key] = _perturb_value(rng, value)
            out.append(Action.trusted(base.player, base.kind, args))
            less = dict(base.args)
            del less[key]
            out.append(Action.trusted(base.player, base.kind, less))
        out.append(Action.trusted(base.player, base.kind, {**base.args, "extra": 1}))
    if stale:
        out += rng.sample(stale, min(3, len(stale)))
    rng.shuffle(out)
    return out


def untouched(state) -> tuple:
    """What a refusal must leave exactly as it was: the position and the history (the fingerprint:
    what a save holds) and the actions redo can do again."""
    return (fingerprint(state), len(state.history), state.can_redo,
            [repr(a) for a in state._redo])   # (the redo stack itself: nothing public lists it)


def check_refusals(rng: random.Random, state, legal: list, stale: list, players: list[str], tries: int = 1) -> int:
    """Apply refused actions; each must raise ``IllegalAction`` and change nothing. Returns how
    many were tried."""
    tried = 0
    before = None
    for bad in mutants(rng, state, legal, stale, players):
        if tried >= tries:
            break
        if isinstance(bad, Action) and state.why_not(bad) is None:
            continue   # by chance a legal action: not a refusal to test
        if before is None:
            before = untouched(state)
        try:
            state.apply(bad)
        except IllegalAction as err:
            assert str(err), "a refusal must say why"
        else:
            raise AssertionError(f"{bad!r} was accepted though why_not() refused it")
        after = untouched(state)
        assert after == before, f"refusing {bad!r} changed the state (or what undo and redo can do)"
        tried += 1
    return tried


# -- one game --------------------------------------------------------------------------------------

def play(adapter: Adapter, seed: int, *, refusals: bool = True, sample_every: int = SAMPLE_EVERY,
         choose: Callable | None = None, refuse_every: int = 1) -> Counter:
    """One seeded game with every check, its actions random (or ``choose(state)``'s: bots; and the
    bots' after the adapter's ``random_actions``); refusals tried before every ``refuse_every``-th
    action. Returns counts of what was checked."""
    rng = random.Random(seed)
    state = adapter.start(seed)
    players = list(state.players)
    stale: list = []
    seen = Counter()
    cls = type(state)
    while not state.is_over and seen["actions"] < adapter.max_actions:
        if choose is None and seen["actions"] == adapter.random_actions:   # the bots take over
            choose = bot_players(adapter.package, state, seed)
            refuse_every, sample_every = BOT_REFUSE_EVERY, max(sample_every, BOT_SAMPLE_EVERY)
            seen["bots took over"] += 1
        adapter.invariants(state)
        d = state.decision
        assert d is not None and d.player in players and d.kind and isinstance(d.prompt, str) and d.prompt
        checked_now = seen["actions"] % refuse_every == 0
        if choose is None or checked_now:   # (a whole Blood Feud list is the costly part of a bots' step)
            legal = list(state.legal_actions())
            assert legal, f"{d.player} must decide ({d.kind}) but has no legal action"
            assert len(state.legal_actions()) == len(legal)
        if refusals and checked_now:
            seen["steps refused at"] += 1
            seen["refusals"] += check_refusals(rng, state, legal, stale, players)
            if rng.random() < 0.1 and steps_since(state, max(0, len(state.history) - 40)):   # (a refusal with an
                # action waiting to be redone; the recent history is enough to find a player's action)
                state.undo(1)
                seen["refusals"] += check_refusals(rng, state, list(state.legal_actions()), stale, players)
                state.redo()
        if seen["actions"] % sample_every == 0:
            _check_round_trips(state, cls, rng)
            seen["round trips"] += 1
        action = pick(rng, legal) if choose is None else choose(state)
        assert action in state.legal_actions() and state.why_not(action) is None
        state.apply(action)
        stale.append(action)
        if len(stale) > 200:
            del stale[:100]
        seen["actions"] += 1
    adapter.invariants(state)
    _check_round_trips(state, cls, rng)
    if state.is_over:
        seen["finished"] += 1
        assert state.decision is None and not list(state.legal_actions())
    return seen


def pick(rng: random.Random, legal: list):
    """A random legal action: first a kind of action, then one of that kind (so that one kind
    with many actions, such as Blood Feud's moves, does not crowd out ending a phase)."""
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == kind])


def _check_round_trips(state, cls, rng: random.Random) -> None:
    text = state.to_json()
    loaded = cls.from_json(text)
    assert loaded.to_json() == text, "save, load and save again must give the same file"
    assert fingerprint(loaded) == fingerprint(state), "a loaded game must be the same position"
    _check_recorded_chance(state, cls, text)
    steps = steps_since(state, 0)   # (the players' actions: undo takes the dice's answers with each)
    if steps:
        n = rng.randint(1, min(len(steps), 30))
        now = fingerprint(state)
        state.undo(n)
        assert len(state.history) == steps[-n]
        for _ in range(n):
            state.redo()
        assert fingerprint(state) == now, "undo then redo must give the same state"


def _check_recorded_chance(state, cls, text: str) -> None:
    """A save records its chance outcomes, not the dice: under another seed it replays the same
    story (only what the dice would answer next may differ)."""
    data = json.loads(text)
    if "chance" not in data["setup"] or "seed" not in data["setup"]["dice"]:
        return
    data["setup"]["dice"] = {"seed": data["setup"]["dice"]["seed"] + 1}
    other = cls.from_json(json.dumps(data))
    assert other.history == state.history and [e.full for e in other.log] == [e.full for e in state.log], \
        "a save replays its own chance outcomes, whatever the seed"
    assert other.decision == state.decision


def play_asking(adapter: Adapter, seed: int, actions: int = 400) -> Counter:
    """A random game whose chance decisions are asked for: at each one the outcomes are what
    ``legal_actions()`` lists, their probabilities sum to exactly 1, and one is chosen at random;
    the save replays it exactly."""
    rng = random.Random(seed)
    state = adapter.start(seed, chance="ask")
    seen: Counter = Counter()
    bots = None   # (as in ``play``: where random play alone would not fight, bots take over)
    while not state.is_over and seen["actions"] < actions:
        d = state.decision
        legal = list(state.legal_actions())
        if d.player == CHANCE:
            odds = state.chance_outcomes()
            assert [a for a, _ in odds] == legal and all(p > 0 for _, p in odds)
            assert sum(p for _, p in odds) == 1, f"the odds of {d.prompt} do not sum to 1"
            seen["chance"] += 1
            action = rng.choice(legal)
        else:
            if bots is None and adapter.random_actions is not None and seen["actions"] >= adapter.random_actions:
                bots = bot_players(adapter.package, state, seed)
            action = pick(rng, legal) if bots is None else bots(state)
        state.apply(action)
        seen["actions"] += 1
    text = state.to_json()
    assert type(state).from_json(text).to_json() == text
    return seen


def same_seed_same_game(adapter: Adapter, seed: int, actions: int = 60) -> None:
    def run():
        rng = random.Random(seed)
        state = adapter.start(seed)
        for _ in range(actions):
            if state.is_over:
                break
            state.apply(pick(rng, list(state.legal_actions())))
        return state.to_json(), fingerprint(state)
    assert run() == run()


# -- the games --------------------------------------------------------------------------------------

def _fb_invariants(g) -> None:
    from mobgames.familybusiness.cards import deck_counts

    cards = Counter(g.deck) + Counter(g.discard) + sum((Counter(h) for h in g.hands.values()), Counter())
    assert cards == Counter(deck_counts(g.deck_name)), "every card is in the deck, the discards or a hand"
    placed = [m for p in g.players for m in g.roster[p]] + list(g.dead)
    assert len(placed) == len(set(placed)), "a mobster is in one place only"
    owned = {m.id for m in g.mobsters.values() if m.owner is not None} | set(g.dead)
    assert set(placed) == owned, "every mobster of a family in play is alive or dead"
    assert len(set(g.hit_list)) == len(g.hit_list) and set(g.hit_list) <= set(placed) - set(g.dead)
    for p in g.eliminated:
        assert not g.roster[p] and not g.hands[p], f"{p} is out: no mobsters, no cards"
    for p in g.active_players:
        assert g.roster[p], f"{p} has no mobsters left but is still in the game"
    assert g.war in (0, 1, 2)
    if g.winner:
        assert g.active_players == [g.winner]


def _fb_start(seed: int, chance: str = "seeded"):
    from mobgames.familybusiness import start

    return start(random.Random(seed).randint(2, 6), seed=seed, chance=chance)


def _mt_invariants(g) -> None:
    from mobgames.mobties.cards import CAPACITY, favor_deck, fed_deck
    from mobgames.mobties.rules import EVERY_PLACE, MAIN, TOTAL_CASH

    assert list(g.where) == list(g.mobsters), "every mobster has exactly one place"
    assert set(g.where.values()) <= set(EVERY_PLACE), "every place is a real one"
    for place in set(g.where.values()) | set(MAIN):
        assert g.at(place) == [m for m, w in g.where.items() if w == place], f"the index of {place} is right"
    assert sum(g.cash.values()) + g.bank == TOTAL_CASH and min(g.cash.values()) >= 0 and g.bank >= 0, \
        "cash plus the bank is constant, and nobody is in debt"
    favor = Counter(g.favor) + Counter(g.favor_discard) + Counter(g.drawn) + sum(
        (Counter(h) for h in g.hands.values()), Counter())
    assert favor == Counter(favor_deck()), "every Favor Card is in a deck, a discard pile, a hand or being drawn"
    fed = Counter(g.fed) + Counter(g.fed_discard) + Counter(g.under.values())
    assert fed == Counter(fed_deck()), "every Fed card is in the deck, the discards or over a closed location"
    assert set(g.under) == set(g.closed) and len(set(g.closed)) == len(g.closed), "one card over each closed location"
    for loc in MAIN:
        assert g.count_at(loc) <= CAPACITY, f"{loc} holds at most {CAPACITY}"
    for loc in g.closed:
        assert g.count_at(loc) == 0, f"closed {loc} is empty"
    assert min(g.feds.values()) >= 0 and 1 <= g.heat <= 3 and (g.heat == g.rises + 1 or (g.over and g.rises == 3))
    if g.phase != "setup":
        assert g.count_at("supply") == 0, "after the placement nobody is left in the supply"
    d = g.decision
    if d is not None:
        assert d.actions and all(a.player == d.player for a in d.actions)
    assert (d is None) == g.over


def _mt_start(seed: int, chance: str = "seeded"):
    from mobgames.mobties import start

    rng = random.Random(seed)
    return start(rng.randint(3, 6), seed=seed, options={"order": rng.choice(["board", "rackets"]),
                                                         "terms": rng.choice(["honor", "all_bets"])}, chance=chance)


def _bf_invariants(t) -> None:
    from mobgames.bloodfeud.pieces import PEOPLE, VEHICLES

    g = t.game
    board, names = g.board, set(g.names)
    alive = names - set(g.eliminated)
    for pid, u in g.units.items():
        assert u.id == pid and u.space in board and u.owner in alive and u.kind in PEOPLE + VEHICLES
        if u.kind in VEHICLES:
            assert u.carrier is None and len(u.passengers) <= g.catalogue[u.kind].carries
            for r in u.passengers:
                assert g.units[r].carrier == pid and g.units[r].space == u.space, f"{r} is not with {pid}"
        elif u.carrier is not None:
            assert pid in g.units[u.carrier].passengers, f"{pid} rides a vehicle that does not carry it"
    assert all(isinstance(c, int) and c >= 0 for c in g.cash.values()), "cash is a whole number, 0 or more"
    for d, owner in g.control.items():
        assert board.space(d).kind == "district" and owner in alive, f"{d} is held by {owner}"
    dying = t.after is not None   # (a Boss killed in a battle is assassinated at its aftermath's end)
    for p in alive:
        bosses = sum(u.kind == "boss" and u.owner == p for u in g.units.values())
        assert bosses == 1 or (bosses == 0 and dying), f"{p} has no Boss"
    for p in g.eliminated:
        assert not any(u.owner == p for u in g.units.values()), f"{p} is out but has pieces"
    assert t.phase in ("battle", "movement", "income", "purchases")


def _bf_start(seed: int, chance: str = "seeded"):
    from mobgames.bloodfeud import start

    return start(random.Random(seed).randint(2, 6), seed=seed, chance=chance)


ADAPTERS: dict[str, Adapter] = {
    "familybusiness": Adapter("familybusiness", _fb_start, _fb_invariants),
    "mobties": Adapter("mobties", _mt_start, _mt_invariants),
    "bloodfeud": Adapter("bloodfeud", _bf_start, _bf_invariants, random_actions=80),
}


# -- rule options, and bots of every level ----------------------------------------------------------
# Each game's rule options, every value but the default; ``game_options`` gives each alone and each
# pair that can be combined, so that an option's crash cannot hide in the defaults' games.
OPTION_VALUES: dict[str, dict[str, list]] = {
    "bloodfeud": {"helicopter_cost": [600], "scenario": ["take_manhattan"], "call_out": [True],
                  "placement": ["with_boss"], "acquired_wait": ["turn"], "supply": ["unlimited"],
                  "manhattan_dominance": [True]},
    "familybusiness": {"deck": ["57", "58"], "turncoat": ["after"]},
    "mobties": {"order": ["rackets"], "terms": ["all_bets"]},
}
LEVELS = ("strong", "fair", "learner")


def _combines(game: str, options: dict) -> bool:
    return not (game == "bloodfeud" and options.get("manhattan_dominance") and options.get("scenario") != "take_manhattan")


def game_options(game: str) -> list[dict]:
    """The defaults, every option changed alone, and every pair of changes that can go together."""
    singles = [(name, value) for name, values in OPTION_VALUES[game].items() for value in values]
    chosen = [{}] + [dict([one]) for one in singles]
    chosen += [dict([a, b]) for i, a in enumerate(singles) for b in singles[i + 1:] if a[0] != b[0]]
    return [c for c in chosen if _combines(game, c)]


def with_options(name: str, options: dict) -> Adapter:
    """The game's adapter, its games started with ``options`` (Blood Feud's Take Manhattan: 2 to 5
    players; the card games take a dict)."""
    base = ADAPTERS[name]

    def start(seed: int):
        rng = random.Random(seed)
        if name == "bloodfeud":
            from mobgames.bloodfeud import Options, start as bf_start

            high = 5 if options.get("scenario") == "take_manhattan" else 6
            return bf_start(rng.randint(2, high), seed=seed, options=Options(**options))
        if name == "familybusiness":
            from mobgames.familybusiness import start as fb_start

            return fb_start(rng.randint(2, 6), seed=seed, options=options)
        from mobgames.mobties import start as mt_start

        return mt_start(rng.randint(3, 6), seed=seed, options=options)

    return Adapter(f"{name} {options}", start, base.invariants, random_actions=base.random_actions, game=name)


def bot_players(name: str, state, seed: int) -> Callable:
    """A choice function for ``play``: every seat a bot, the levels taken in turn (strong first,
    so that every Blood Feud game has someone who shoots a Boss and ends)."""
    import importlib

    bots_module = importlib.import_module(f"mobgames.{name}.bots")
    seats = list(state.players)
    bots = {p: bots_module.bot(LEVELS[i % len(LEVELS)], seed=seed * 10 + i) for i, p in enumerate(seats)}
    return lambda s: bots[s.decision.player].choose(s.view(s.decision.player))


def play_with_options(name: str, options: dict, seed: int) -> Counter:
    """One seeded game under ``options`` played by random moves, and one played to its end by
    bots of every level, each with every check."""
    adapter = with_options(name, options)
    seen = play(adapter, seed)
    first = adapter.start(seed)
    seen += play(adapter, seed, choose=bot_players(name, first, seed), sample_every=BOT_SAMPLE_EVERY,
                 refuse_every=BOT_REFUSE_EVERY)
    return seen


def _one(job: tuple[str, int]) -> tuple[str, int, Counter, str]:
    """One game of the big run: its counts, or what failed (a traceback's last lines)."""
    import traceback

    name, seed = job
    try:
        return name, seed, play(ADAPTERS[name], seed), ""
    except Exception:   # noqa: BLE001 (every failure is counted and named, not the first only)
        return name, seed, Counter(), "".join(traceback.format_exc().splitlines(keepends=True)[-6:])


def main(argv=None) -> int:
    import argparse
    import os
    from multiprocessing import Pool

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per game (default 100)")
    parser.add_argument("--only", choices=sorted(ADAPTERS), help="one game only")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    args = parser.parse_args(argv)
    failed = 0
    print(f"{'game':<16}{'games':>7}{'to the end':>11}{'actions':>11}{'refusals':>11}{'saves':>8}"
          f"{'failures':>9}{'time':>9}", flush=True)
    for name in ADAPTERS:
        if args.only and name != args.only:
            continue
        t0 = time.perf_counter()
        total: Counter = Counter()
        failures, unfinished = [], []
        jobs = [(name, seed) for seed in range(args.first, args.first + args.games)]
        with Pool(args.jobs) as pool:
            for done, (_, seed, seen, error) in enumerate(pool.imap_unordered(_one, jobs, chunksize=4), 1):
                total += seen
                if error:
                    failures.append((seed, error))
                    print(f"  {name} seed {seed} failed:\n{error}", flush=True)   # (at once: a long run may be stopped)
                elif not seen["finished"]:   # (no failure, but the game did not end within max_actions)
                    unfinished.append(seed)
                    print(f"  {name} seed {seed} did not end within {ADAPTERS[name].max_actions:,} actions", flush=True)
                if done % 1000 == 0 and done < args.games:   # (a long run shows how far it has come)
                    print(f"  {name}: {done:,} games, {total['actions']:,} actions, {len(failures)} failures, "
                          f"{time.perf_counter() - t0:.0f} s", flush=True)
        elapsed = time.perf_counter() - t0
        print(f"{name:<16}{args.games:>7,}{total['finished']:>11,}{total['actions']:>11,}{total['refusals']:>11,}"
              f"{total['round trips']:>8,}{len(failures):>9}{elapsed:>8.0f}s", flush=True)
        if failures:
            print(f"  failed seeds: {', '.join(str(s) for s, _ in sorted(failures))}")
        if unfinished:
            print(f"  seeds not played to the end: {', '.join(str(s) for s in sorted(unfinished))}")
        failed += len(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
