"""Mob Ties: many complete games, random and bot-played, with the rules' invariants checked after
every single action."""

import random
from collections import Counter

import pytest
from mobties_helpers import snapshot

from mobgames.core import IllegalAction, MobgamesError
from mobgames.mobties import new_game
from mobgames.mobties.bots import simple_bot
from mobgames.mobties.game import MAIN

PLACES = set(MAIN) | {"streets", "prison", "morgue", "cleared", "supply"}
ROUND_LIMIT = 60


class Watch:
    """Checks the invariants after each action and remembers what must never go back."""

    def __init__(self, game):
        self.game = game
        self.heat = game.heat
        self.rises = game.rises
        self.closed = list(game.closed)
        assert len(game.mobsters) == 5 * game.n

    def check(self):
        g = self.game
        # Every mobster is in exactly one place, and the places are real.
        assert set(g.where) == set(g.mobsters)
        assert set(g.where.values()) <= PLACES, set(g.where.values()) - PLACES
        for p in g.players:
            assert Counter(g.mobsters[m].kind for m in g.family(p)) == Counter(
                ["capo", "hit_man", "made_man", "associate", "driver"])
        counts = Counter(g.where.values())
        assert all(counts[loc] <= 5 for loc in MAIN), counts
        assert all(counts[loc] == 0 for loc in g.closed)             # nobody inside a closed location
        if g.phase != "setup":
            assert counts["supply"] == 0
        # Cash is conserved and never negative.
        assert sum(g.cash.values()) + g.bank == 2580
        assert min(g.cash.values()) >= 0 and g.bank >= 0
        # Heat never falls; closed locations stay closed; Feds never negative.
        assert g.heat >= self.heat and g.rises >= self.rises and 1 <= g.heat <= 3
        assert g.heat == g.rises + 1 or (g.over and g.rises == 3)
        assert set(self.closed) <= set(g.closed)
        self.heat, self.rises, self.closed = g.heat, g.rises, list(g.closed)
        assert min(g.feds.values()) >= 0 and set(g.feds) == set(MAIN)
        # Every card is somewhere: 100 Favor Cards and 50 Fed Cards.
        assert len(g.favor) + len(g.favor_discard) + len(g.drawn) + sum(map(len, g.hands.values())) == 100
        assert len(g.fed) + len(g.fed_discard) + len(g.under) == 50
        assert set(g.under) == set(g.closed)                         # a Fed card face down on each closed one
        # A decision belongs to one player and offers at least one action; no decision means the end.
        if g.decision is not None:
            assert g.decision.actions and all(a.player == g.decision.player for a in g.decision.actions)
        else:
            assert g.over


def random_deal(g, rng):
    """Now and then, cash across the table, sometimes for a vote (legal or not)."""
    payer = rng.choice(g.players)
    payee = rng.choice([p for p in g.players if p != payer])
    amount = rng.randint(0, max(0, g.cash[payer]) + 5)
    vote = rng.choice(list(g.show.respect)) if g.show and rng.random() < 0.7 else None
    before = snapshot(g)
    try:
        g.deal(payer, payee, amount, vote=vote)
    except IllegalAction as err:
        assert str(err)
        assert snapshot(g) == before


@pytest.mark.parametrize("batch", range(4))
def test_random_games_keep_every_invariant_and_end(batch):
    for seed in range(batch * 15, batch * 15 + 15):
        rng = random.Random(seed)
        g = new_game(rng.randint(3, 6), seed=seed, order=rng.choice(["board", "rackets"]),
                     terms=rng.choice(["honor", "all_bets"]))
        watch = Watch(g)
        watch.check()
        steps = 0
        while not g.over:
            assert g.round <= ROUND_LIMIT, f"seed {seed}: no end after {ROUND_LIMIT} rounds"
            if rng.random() < 0.05:
                random_deal(g, rng)
            g.apply(rng.choice(g.legal_actions()))
            watch.check()
            steps += 1
        assert g.rises == 3 and g.decision is None and g.legal_actions() == []
        scores = g.scores()
        assert g.winner == [p for p in g.players if scores[p] == max(scores.values())]
        assert events_of(g, "score")[-1].data["scores"] == scores


def events_of(g, kind):
    return [e for e in g.log if e.kind == kind]


def test_simple_bots_play_complete_games():
    for seed in range(40):
        g = new_game(3 + seed % 4, seed=seed, order="rackets" if seed % 2 else "board")
        watch = Watch(g)
        while not g.over and g.round <= ROUND_LIMIT:
            action = simple_bot(g)
            assert action in g.legal_actions()
            g.apply(action)
            watch.check()
        assert g.over, f"seed {seed}: the bots did not finish within {ROUND_LIMIT} rounds"


def test_a_game_with_every_location_closed_ends_with_that_round():
    g = new_game(3, seed=2, place=False)
    g.arrange(where={m: "streets" for m in g.mobsters}, closed=list(MAIN), phase="bail", round=4,
              hands={p: [] for p in g.players})
    while not g.over:
        g.apply(simple_bot(g))
    assert g.round == 4 and "Every location is closed" in g.narration()
    assert g.scores() == {p: g.cash[p] + 25 * 9 for p in g.players}


def test_the_bot_refuses_to_play_a_finished_game():
    g = new_game(3, seed=1)
    rng = random.Random(1)
    while not g.over:
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(MobgamesError, match="over"):
        simple_bot(g)
