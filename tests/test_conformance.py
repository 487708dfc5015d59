"""The engine contract, checked the same way on every game (see ``conformance.py``): 100 seeded
random games each, with every action's refusals, invariants, saves and undo checked; and a game under
the defaults, every rule option and every pair of options, at random and by bots of every level to
its end (Blood Feud's random games: 80 random actions, then bots of every level finish them)."""

import pytest

from conformance import ADAPTERS, OPTION_VALUES, game_options, play, play_with_options, same_seed_same_game

GAMES_EACH = 100
CHUNK = 10   # games per test, so a failure names a small range of seeds


@pytest.mark.slow
@pytest.mark.parametrize("first", range(0, GAMES_EACH, CHUNK), ids=lambda f: f"seeds{f}-{f + CHUNK - 1}")
@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_random_games_keep_the_contract(name, first):
    adapter = ADAPTERS[name]
    seen = {}
    for seed in range(first, first + CHUNK):
        for k, n in play(adapter, seed).items():
            seen[k] = seen.get(k, 0) + n
    assert seen["actions"] >= CHUNK * 10 and seen["refusals"] >= seen["steps refused at"] * 0.9
    assert seen["steps refused at"] >= CHUNK * 10 and seen["round trips"] >= CHUNK
    assert seen["finished"] == CHUNK, "every game ends (Blood Feud's: bots finish what random play began)"


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_the_same_seed_gives_the_same_game(name):
    same_seed_same_game(ADAPTERS[name], 3)


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_games_are_played_to_their_end(name):
    """The card games end in random play; Blood Feud's bots finish what 80 random actions began."""
    adapter = ADAPTERS[name]
    results = [play(adapter, seed, refusals=False, sample_every=10**9) for seed in range(200, 205)]
    assert all(r["finished"] for r in results)
    assert all(r["bots took over"] for r in results) == (name == "bloodfeud")


OPTION_GAMES = [(name, options) for name in sorted(OPTION_VALUES) for options in game_options(name)]


@pytest.mark.slow
@pytest.mark.parametrize("name, options", OPTION_GAMES,
                         ids=[f"{n}-" + ("-".join(f"{k}={v}" for k, v in o.items()) or "defaults")
                              for n, o in OPTION_GAMES])
def test_every_rule_option_and_pair_of_options_plays_to_the_end(name, options):
    """Under each option, and each pair that can combine: a random game, and a game played to its
    end by bots of every level, each with every check (issue 24: an option's crash hid in play)."""
    seen = play_with_options(name, options, seed=len(str(options)))
    assert seen["finished"] >= 1, f"the bots' game under {options} did not end"
    assert seen["refusals"] > 0 and seen["round trips"] > 0


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_chance_decisions_list_their_outcomes_with_odds_summing_to_one(name):
    """Issue 26: a game that asks for chance stops at every die and card, lists the outcomes,
    and their probabilities sum to exactly 1; its save replays it."""
    from conformance import play_asking

    seen = sum((play_asking(ADAPTERS[name], seed) for seed in range(3)), start=__import__("collections").Counter())
    assert seen["chance"] >= 30 and seen["actions"] > seen["chance"]
