"""Mob Ties computer players at three levels, and bargaining with them: offers of cash for a vote
(or the Don's tie-break) that the other player accepts or declines."""


import pytest

from mobgames.core.errors import IllegalAction, MobgamesError
from mobgames.core.snapshot import fingerprint
from mobgames.mobties import Action, MTGame, examples, new_game
from mobgames.mobties.bot_kit import DON_WORTH
from mobgames.mobties.bots import LEVELS, FairBot, LearnerBot, SimpleBot, StrongBot, bot, simple_bot
from mobgames.mobties.offers import PER_PAIR, offer, respond


def play_out(game, bots, limit=20_000):
    """Let the bots play ``game`` to its end, each choice checked to be legal first."""
    for _ in range(limit):
        if game.over:
            return game
        d = game.decision
        choice = bots[d.player].choose(game.view(d.player))
        assert choice in game.legal_actions(d.player), (d, choice)
        game.apply(choice)
    raise AssertionError("the game did not end")


def seat(game, levels, seed=0):
    return {p: bot(level, seed + i) for i, (p, level) in enumerate(zip(game.players, levels))}


# -- the levels --------------------------------------------------------------------------------------
def test_each_level_is_a_bot_of_its_own():
    assert set(LEVELS) == {"learner", "fair", "strong"}
    assert [type(bot(level)) for level in ("learner", "fair", "strong")] == [LearnerBot, FairBot, StrongBot]
    assert bot("strong", 3).level == "strong" and bot("learner").level == "learner" and bot("fair").level == "fair"
    for wrong in ("expert", "", None, 3):
        with pytest.raises(MobgamesError, match="no bot level"):
            bot(wrong)
    with pytest.raises(MobgamesError):
        bot("fair", seed="one")


@pytest.mark.parametrize("level", ["learner", "fair", "strong"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_level_plays_legal_actions_through_whole_games(level, players):
    for seed in (players, players + 10):
        for terms in ("honor", "all_bets"):
            g = play_out(new_game(players, seed=seed, terms=terms), seat(new_game(players), [level] * players, seed))
            assert g.over and g.winners


def test_mixed_tables_end_with_every_choice_legal():
    """Every level at every table size plays legal choices to the end. (How quickly they decide is
    a figure of ``make bench``, never a timed test: a loaded machine would fail it.)"""
    for players in (3, 4, 5, 6):
        for seed in range(3):
            g = new_game(players, seed=seed)
            levels = [("learner", "fair", "strong")[(i + seed) % 3] for i in range(players)]
            bots = seat(g, levels, seed)
            decisions = 0
            while not g.over:
                d = g.decision
                choice = bots[d.player].choose(g.view(d.player))
                assert choice in g.legal_actions() or choice.kind in ("deal", "offer"), (players, seed, choice)
                g.apply(choice)
                decisions += 1
            assert g.winners and decisions > players * 5, (players, seed, decisions)


@pytest.mark.slow
def test_the_strong_bot_beats_the_fair_bot_more_than_its_share():
    """100 seeded four-player games, two strong bots against two fair ones, seats alternated."""
    wins = 0.0
    for seed in range(100):
        levels = ["strong", "fair"] * 2 if seed % 2 == 0 else ["fair", "strong"] * 2
        g = play_out(new_game(4, seed=seed), seat(new_game(4), levels, seed))
        wins += sum(1 / len(g.winners) for p in g.winners if levels[g.players.index(p)] == "strong")
    assert wins / 100 > 0.6, wins      # its share is 0.5 (measured: 0.83)


def test_the_learner_games_last():
    rounds = sorted(play_out(new_game(4, seed=s), seat(new_game(4), ["learner"] * 4, s)).round for s in range(10))
    fair = sorted(play_out(new_game(4, seed=s), seat(new_game(4), ["fair"] * 4, s)).round for s in range(10))
    assert rounds[5] > fair[5] and rounds[5] >= 10


def test_the_simple_bot_still_plays_as_before_and_makes_no_offer():
    g = new_game(4, seed=9)
    while not g.over:
        g.apply(simple_bot(g))
    assert not any(a.kind == "offer" for a in g.history)


def test_bots_make_offers_in_seeded_games():
    made = []
    for seed in range(6):
        g = play_out(new_game(4, seed=seed), seat(new_game(4), ["strong", "fair", "learner", "fair"], seed))
        made += [a for a in g.history if a.kind == "offer"]
    assert {a.player for a in made} and all(a.get("amount") >= 1 for a in made)
    answered = [e for e in g.log if e.kind in ("accept", "decline")]
    assert answered


# -- offers ------------------------------------------------------------------------------------------
def test_an_offer_waits_for_the_answer_in_a_plain_sentence():
    g = examples.mansion_election()          # Blue votes first; Green (3) would win
    events = offer(g, "Green", "Blue", 10, "Green")
    assert [e.kind for e in events] == ["offer"]
    d = g.decision
    assert (d.player, d.kind) == ("Blue", "answer")
    assert d.prompt == ("Blue: Green offers you $10k for your vote for Green in the Show of Respect at the Don's "
                        "Mansion. Do you accept?")
    assert list(g.legal_actions()) == [Action.answer("Blue", True), Action.answer("Blue", False)]
    assert d.info["offer"]["amount"] == 10 and g.show.offer["by"] == "Green"
    with pytest.raises(IllegalAction, match="Blue must first answer Green's offer"):
        g.deal("Red", "Blue", 5)
    with pytest.raises(IllegalAction, match="must first answer"):
        g.apply(Action.offer("Red", "Blue", 5, "Red"))


def test_a_bot_answers_an_offer_by_its_worth():
    g = examples.mansion_election()
    cash = dict(g.cash)
    offer(g, "Green", "Blue", 1, "Green")                 # too little for the fair bot
    g.apply(FairBot().choose(g.view("Blue")))
    assert g.log[-1].kind == "decline" and g.cash == cash and not g.show.promises
    assert g.decision.kind == "vote" and g.decision.player == "Blue"   # the vote under way comes back
    offer(g, "Green", "Blue", 10, "Green")                # generous
    g.apply(FairBot().choose(g.view("Blue")))
    assert [e.kind for e in g.log[-2:]] == ["accept", "deal"]
    assert g.cash["Blue"] == cash["Blue"] + 10 and g.cash["Green"] == cash["Green"] - 10
    # Honor Among Thieves: the paid vote is binding, and the bot keeps it.
    assert [a.target for a in g.legal_actions()] == ["Green"]
    assert FairBot().choose(g.view("Blue")).target == "Green"


def test_under_all_bets_a_paid_vote_binds_nobody():
    g = examples.position(["Red", "Blue", "Green"], {"red_made_man": "mansion", "blue_hit_man": "mansion",
                                                     "green_capo": "mansion"}, seed=0, terms="all_bets",
                          phase="election", round=2)
    offer(g, "Green", "Blue", 10, "Green")
    respond(g, "Blue", True)
    assert "(not binding)" in g.log[-1].text and not g.show.promises
    assert {a.target for a in g.legal_actions()} == {"Red", "Blue", "Green"}
    assert FairBot().choose(g.view("Blue")).target == "Green"     # the fair bot keeps its word anyway


def test_the_strong_bot_sells_its_winning_vote_only_dearly():
    g = examples.mansion_election()                        # Green's own vote makes it Don
    offer(g, "Red", "Green", 2, "Red")
    g.apply(StrongBot().choose(g.view("Green")))
    assert g.log[-1].kind == "decline"
    g.undo(2)
    offer(g, "Red", "Green", 25, "Red")                   # more than being Don is worth to it ($20k)
    assert g.cash["Red"] == 25 and DON_WORTH == 20
    assert StrongBot().choose(g.view("Green")) == Action.answer("Green", True)


def test_the_dons_tie_break_can_be_offered_for():
    g = examples.docks_tie()                               # Blue and Green tie at the Docks; Red is the Don
    offer(g, "Blue", "Red", 10, "Blue")
    assert "your tie-break in favor of Blue" in g.decision.prompt
    respond(g, "Red", True)
    assert g.show.promises == {"Red": "Blue"}


@pytest.mark.parametrize("payer, args, reason", [
    ("Green", {"payee": "Blue", "amount": 0, "vote": "Green"}, "at least \\$1k"),
    ("Green", {"payee": "Blue", "amount": -5, "vote": "Green"}, "at least \\$1k"),
    ("Green", {"payee": "Blue", "amount": True, "vote": "Green"}, "whole number"),
    ("Green", {"payee": "Blue", "amount": "5", "vote": "Green"}, "whole number"),
    ("Green", {"payee": "Blue", "amount": 10 ** 6, "vote": "Green"}, "cannot offer"),
    ("Green", {"payee": "Green", "amount": 5, "vote": "Green"}, "to himself"),
    ("Green", {"payee": "Nobody", "amount": 5, "vote": "Green"}, "no player called"),
    ("Green", {"payee": "Blue", "amount": 5}, "names the player"),
    ("Green", {"payee": "Blue", "amount": 5, "vote": "Green", "card": "x"}, "no 'card'"),
    ("Green", {"payee": "Blue", "amount": 5, "vote": "Yellow"}, "no mobster"),
])
def test_a_refused_offer_says_why_and_changes_nothing(payer, args, reason):
    g = examples.mansion_election()
    before, print_ = g.to_json(), fingerprint(g)
    bad = Action.trusted(payer, "offer", args)
    assert g.why_not(bad) is not None
    with pytest.raises(IllegalAction, match=reason):
        g.apply(bad)
    assert g.to_json() == before and fingerprint(g) == print_


def test_no_offer_without_a_show_and_only_a_few_per_pair():
    g = new_game(4, seed=1)
    assert g.show is None
    before = g.to_json()
    with pytest.raises(IllegalAction, match="only while a Show of Respect is under way"):
        offer(g, "Red", "Blue", 5, "Red")
    assert g.to_json() == before and not [o for o in g.legal_actions("Red").open if o.kind == "offer"]
    g = examples.mansion_election()
    for _ in range(PER_PAIR):
        offer(g, "Green", "Blue", 1, "Green")
        respond(g, "Blue", False)
    before = g.to_json()
    with pytest.raises(IllegalAction, match=f"already made Blue {PER_PAIR} offers"):
        offer(g, "Green", "Blue", 1, "Green")
    assert g.to_json() == before
    with pytest.raises(IllegalAction, match="no offer waiting"):
        respond(g, "Blue", True)


def test_undo_after_an_offer_and_its_answer_restores_the_game():
    def state(g):
        return g.to_json(), dict(g.cash), repr(g.show), g.decision.prompt, list(g.legal_actions())
    g = examples.mansion_election()
    start = state(g)
    offer(g, "Green", "Blue", 10, "Green")
    waiting = state(g)
    respond(g, "Blue", True)
    assert g.cash["Blue"] == 35
    g.undo()
    assert state(g) == waiting and g.decision.kind == "answer"
    g.undo()
    assert state(g) == start and g.decision.kind == "vote" and g.show.offers == []
    g.redo()
    g.redo()
    assert g.show.promises == {"Blue": "Green"} and g.cash["Blue"] == 35


def test_a_game_with_an_offer_waiting_saves_and_loads():
    g = examples.mansion_election()
    offer(g, "Green", "Blue", 10, "Green")
    text = g.to_json()
    h = MTGame.from_json(text)
    assert h.to_json() == text and fingerprint(h) == fingerprint(g)
    assert h.decision.prompt == g.decision.prompt and h.show.offer == g.show.offer
    respond(g, "Blue", True)
    respond(h, "Blue", True)
    assert h.to_json() == g.to_json()


def test_offers_in_a_long_bot_game_replay_from_the_save():
    g = play_out(new_game(5, seed=4), seat(new_game(5), ["strong", "fair", "learner", "strong", "fair"], 4))
    assert any(a.kind == "offer" for a in g.history)
    assert MTGame.from_json(g.to_json()).to_json() == g.to_json()


def test_the_simple_bot_answers_offers_too():
    g = examples.mansion_election()
    offer(g, "Green", "Blue", 10, "Green")
    assert SimpleBot().choose(g.view("Blue")) == Action.answer("Blue", True)


# -- the table -----------------------------------------------------------------------------------------
def test_the_table_offers_the_three_levels_and_the_picker_changes_the_bot():
    from mobgames.widgets import MTTable

    t = MTTable(new_game(4, seed=1), humans=("Red",))
    assert [v for _, v in t.level.options] == ["learner", "fair", "strong"] and t.level.value == "learner"
    assert isinstance(t.bot, LearnerBot) and t.level in t.kit.header.children and t.kit.header in t.side.children
    t.level.value = "strong"
    assert t.bot.level == "strong" and "Strong level" in t.message.value
    t.set_level("fair")
    assert t.bot.level == "fair" and t.level.value == "fair"
    assert MTTable(new_game(4, seed=1), level="strong").bot.level == "strong"
    assert MTTable(new_game(4, seed=1), bot=SimpleBot()).level.value == "fair"   # bot= still works


def test_an_offer_to_a_human_shows_accept_and_decline():
    from mobgames.widgets import MTTable

    g = examples.mansion_election()
    offer(g, "Green", "Blue", 10, "Green")
    t = MTTable(g, humans=("Blue",), level="fair")
    labels = [b.description for b in t.buttons()]
    assert labels == ["Accept", "Decline"]
    assert "Green offers you $10k for your vote for Green" in t.status.value
    next(b for b in t.buttons() if b.description == "Accept").click()
    assert g.cash["Blue"] == 35 and [b.description for b in t.buttons()] == ["Vote for Green"]   # bound
    t.undo()
    assert [b.description for b in t.buttons()] == ["Accept", "Decline"]
    next(b for b in t.buttons() if b.description == "Decline").click()
    assert g.cash["Blue"] == 25 and "declines" in g.log[-1].text


def test_a_human_offers_a_bot_cash_and_sees_its_answer():
    from mobgames.widgets import MTTable

    g = examples.mansion_election()                 # Blue votes first; Green (a bot) would win
    t = MTTable(g, humans=("Blue",), level="fair")
    panel = t.show_panel
    panel.payer.value, panel.payee.value, panel.vote_for.value = "Blue", "Green", "Blue"
    panel.amount.value = 5
    before = g.to_json()
    panel.offer_button.click()
    assert "Green declines Blue's offer of $5k" in panel.message.value.replace("&#x27;", "'")
    assert g.cash["Blue"] == 25 and g.decision.player == "Blue" and g.decision.kind == "vote"
    panel.amount.value = 25
    panel.offer_button.click()
    assert "Green accepts" in panel.message.value and g.show.promises == {"Green": "Blue"}
    panel.amount.value = 999
    text = g.to_json()
    panel.offer_button.click()
    assert "No offer" in panel.message.value and g.to_json() == text
    assert before != text
