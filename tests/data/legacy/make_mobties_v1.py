"""Writes the Mob Ties saves of the previous release (format version 1) that
tests/test_mobties_contract.py loads. Run it with that release's code on the path:

    cd /tmp && python /work/main/tests/data/legacy/make_mobties_v1.py /tmp/old

Each fixture is {"save": <the save, as the old release wrote it>, "continuation": [entries played
after loading, in the old history format], "at_load": <state>, "after": <state>}.

The "log" texts of "at_load" and "after" were later brought up to date with today's wording
(issue 17; the fixtures' "note" says so): a fresh run with the old release writes that release's
wording again, so replace the logs with today's after checking the events are the same.
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, sys.argv[1])

from mobgames.core import IllegalAction  # noqa: E402
from mobgames.mobties import MTGame, examples, new_game  # noqa: E402

HERE = Path(__file__).resolve().parent


def state(g) -> dict:
    d = g.decision
    return json.loads(json.dumps({"where": g.where, "cash": g.cash, "bank": g.bank, "hands": g.hands, "favor": g.favor,
            "favor_discard": g.favor_discard, "fed": g.fed, "fed_discard": g.fed_discard, "feds": g.feds,
            "closed": g.closed, "heat": g.heat, "rises": g.rises, "don": g.don, "round": g.round, "phase": g.phase,
            "over": g.over, "log": [e.text for e in g.log],
            "decision": None if d is None else [d.player, d.kind, [list(a) for a in d.actions]]}))   # a copy


def step(g, rng, entries):
    """One random entry: now and then a deal (kept only if legal), otherwise a random action."""
    if g.show and rng.random() < 0.3:
        payer = rng.choice(g.players)
        payee = rng.choice([p for p in g.players if p != payer])
        deal = {"payer": payer, "payee": payee, "amount": rng.randint(0, g.cash[payer]),
                "vote": rng.choice(list(g.show.respect)) if rng.random() < 0.7 else None}
        try:
            g.deal(deal["payer"], deal["payee"], deal["amount"], vote=deal["vote"])
            entries.append(["deal", deal])
            return
        except IllegalAction:
            pass
    a = rng.choice(g.legal_actions())
    g.apply(a)
    entries.append(["action", list(a)])


def fixture(name, g, rng, before, after):
    for _ in range(before):
        step(g, rng, [])
    text = g.to_json()
    loaded = MTGame.from_json(text)
    at_load = state(loaded)
    entries = []
    for _ in range(after):
        if loaded.over:
            break
        step(loaded, rng, entries)
    assert not loaded.closed, "pick a game in which no location closes (the new release keeps those Fed cards)"
    out = {"save": json.loads(text), "continuation": entries, "at_load": at_load, "after": state(loaded)}
    (HERE / f"mobties_v1_{name}.json").write_text(json.dumps(out, indent=None, separators=(",", ":")) + "\n")
    print(name, len(out["save"]["history"]), "saved steps,", len(entries), "more")


fixture("game", new_game(4, seed=26, order="rackets"), random.Random(26), 130, 300)
fixture("position", examples.docks_tie(), random.Random(4), 12, 60)
