"""The simple narration in every game: every event has a short text for English learners, kept as
data (``mobgames/<game>/data/narration.json``), and it keeps the limits the issue sets: sentences of
at most 12 words, one fact each, present simple, no subordinate clauses. A word is what stands
between spaces, except that a name the game uses (a player, a place, a piece, a card, a mobster)
counts as one word however many it has (see ``mobgames.core.simple_english``).

Checked in seeded random games and bot games of each game, on every template in the files (each
field counted as one word), and on the rulebook's battles and income examples, which must tell
the same facts (the same numbers) at both levels. The full level keeps its fixes: no "(s)", no
sentence that starts with a figure, votes and deals that say "against" in a pinch."""

from __future__ import annotations

import ast
import json
import random
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

import mobgames
from mobgames.core.errors import DataError, MobgamesError
from mobgames.core.simple_english import problems, sentences

sys.path.insert(0, str(Path(__file__).parent))
from conformance import ADAPTERS, pick  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("bloodfeud", "mobties", "familybusiness")
SEEDS = (1, 2, 3)


# -- the names that count as one word ------------------------------------------------------------

@cache
def names(game: str) -> tuple[str, ...]:
    out = [f"Player {i}" for i in range(1, 7)] + ["Hit List", "Mob War", "Show of Respect", "Favor Card",
                                                   "Favor Cards", "Fed card", "Fed cards", "Dirty Cop"]
    if game == "bloodfeud":
        from mobgames.bloodfeud.board import AREAS
        from mobgames.bloodfeud.pieces import catalogue
        from mobgames.bloodfeud.setup import default_board

        out += [s.name for s in default_board().spaces.values()] + list(AREAS)
        out += [n for c in catalogue().values() for n in (c.name, c.plural or c.name + "s")]
        out += ["Incontestable Dominance", "Take Manhattan", "Family Members", "Family Member"]
    elif game == "mobties":
        from mobgames.mobties.cards import FAVOR, FED, KINDS, PLACES

        out += [p["name"] for p in PLACES.values()] + [p["name"][4:] for p in PLACES.values() if p["name"][:4] == "the "]
        out += [k.name for k in KINDS.values()] + [c.name for c in FAVOR.values()] + [c.name for c in FED.values()]
        out += ["Don's Ring", "Honor Among Thieves", "All Bets Are Off", "Citywide Crackdown", "FBI Raid",
                "Turn the Tables"]
    else:
        from mobgames.familybusiness.cards import CARDS, families

        out += [m for f in families() for m in f["mobsters"]] + [f["name"] for f in families()]
        out += [c.name for c in CARDS.values()]
    return tuple(out)


# -- games to read -------------------------------------------------------------------------------

def _log(state):
    return state.game.log if hasattr(state, "game") else state.log


@cache
def random_events(game: str) -> tuple:
    adapter = ADAPTERS[game]
    events = []
    for seed in SEEDS:
        rng, state = random.Random(seed), adapter.start(seed)
        for _ in range(600 if game == "bloodfeud" else adapter.max_actions):
            if state.is_over:
                break
            state.apply(pick(rng, list(state.legal_actions())))
        events += _log(state)
    return tuple(events)


@cache
def bot_events(game: str) -> tuple:
    """A game played by the bots (they make the deals, offers and ransoms random play rarely does)."""
    import importlib

    from mobgames.core.bots import play

    bots = importlib.import_module(f"mobgames.{game}.bots")
    state = importlib.import_module(f"mobgames.{game}").start(4, seed=7)
    levels = ["strong", "fair", "learner", "strong"]
    players = state.game.names if game == "bloodfeud" else state.players
    play(state, {p: bots.bot(level, i) for i, (p, level) in enumerate(zip(players, levels))},
         max_actions=300 if game == "bloodfeud" else 5000)
    return tuple(_log(state))


def _problems(game: str, events) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for e in events:
        for p in problems(e.simple, names(game)):
            found.setdefault(f"{e.kind}: {p}", []).append(e.simple)
    return {k: v[:1] for k, v in found.items()}


# -- the simple level keeps its limits -----------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_simple_text_in_random_games_keeps_the_limits(game):
    events = random_events(game)
    assert len({e.kind for e in events}) >= 20, "the games cover many kinds of event"
    assert _problems(game, events) == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_simple_text_in_a_bot_game_keeps_the_limits(game):
    assert _problems(game, bot_events(game)) == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_template_keeps_the_limits_with_each_field_as_one_word(game):
    data = json.loads((ROOT / "mobgames" / game / "data" / "narration.json").read_text(encoding="utf-8"))
    found = {}
    for kind, value in data["events"].items():
        for case, template in (value.items() if isinstance(value, dict) else [("", value)]):
            text = re.sub(r"\{[a-z_]+\}", "Name", template)
            found.update({f"{kind}.{case}": p for p in problems(text, names(game))})
    assert found == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_event_the_engines_make_is_given_a_simple_text(game):
    """Every ``emit``, ``Event`` and ``pay`` call in the game's code passes a simple text."""
    missing = []
    for path in sorted((ROOT / "mobgames" / game).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            wanted = {"emit": 3, "Event": 4, "_event": 3}.get(name)
            if name == "pay" and getattr(getattr(node.func, "value", None), "id", "") == "game":
                wanted = 4
            if wanted and len(node.args) < wanted and "simple" not in [k.arg for k in node.keywords]:
                missing.append(f"{path.name} line {node.lineno}")
    assert missing == []


def test_the_checker_finds_what_the_limits_forbid():
    assert problems("Red rolls 9. It needs 7 or more. It hits.") == []
    assert problems("Red's Thug is wounded. The closed location stays closed.") == []
    assert any("13 words" in p for p in problems("one two three four five six seven eight nine ten eleven twelve thirteen."))
    assert any("'if'" in p for p in problems("If they hit, the target dies."))
    assert any("'will'" in p for p in problems("Red will win."))
    assert any("past" in p for p in problems("Red attacked Blue."))
    assert any("figure" in p for p in problems("2 Feds arrive."))
    assert any("semicolon" in p for p in problems("Red wins; Blue loses."))
    long_name = 'Albert "Allie Tick Tock" Tannenbaum takes the place of Frank "The Dasher" Abbandando on the list.'
    assert problems(long_name, names("familybusiness")) == []
    assert sentences("St. Valentine's Day Massacre kills everyone. Then it ends.", names("familybusiness"))[1] == "Then it ends."


# -- the same facts at both levels: the rulebook's examples ---------------------------------------

def numbers(text: str) -> Counter:
    text = re.sub(r"\b[Ss]tep \d+", "", text)   # the rulebook's step numbers are the full level's own
    return Counter(int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", text))


@pytest.mark.parametrize("n", [1, 2])
def test_a_rulebook_battle_tells_the_same_numbers_at_both_levels(n):
    from mobgames.bloodfeud.examples import battle_example

    for e in battle_example(n).events:
        assert numbers(e.simple) == numbers(e.full), (e.full, e.simple)
        assert problems(e.simple, names("bloodfeud")) == []


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_an_income_example_tells_the_same_numbers_at_both_levels(n):
    from mobgames.bloodfeud.examples import income_example
    from mobgames.bloodfeud.income import factor_income, income

    game, player = income_example(n)
    r = income(game, player)
    story = game.log[-1]
    assert story.kind == "example" and set(numbers(story.simple)) == set(numbers(story.full))
    full = r.explain()
    mobgames.set_narration("simple")
    try:
        simple = r.explain()
    finally:
        mobgames.set_narration("full")
    money = lambda text: set(re.findall(r"\$\d+(?:,\d{3})*", text))   # noqa: E731
    assert money(simple) == money(full) and f" {r.ifm} " in simple
    assert problems(simple, names("bloodfeud")) == []
    factor_income(game, player)
    event = game.log[-1]
    assert event.kind == "income" and numbers(event.simple) == numbers(event.full)


# -- the full level's fixes ------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_full_level_has_no_plural_in_brackets_and_no_sentence_opening_with_a_figure(game):
    bad = {}
    for e in random_events(game) + bot_events(game):
        if "(s)" in e.full:
            bad[e.kind] = e.full
        for s in sentences(e.full, names(game)):
            if s[:1].isdigit():
                bad[e.kind] = e.full
    assert bad == {}


def test_a_pinch_vote_and_a_deal_for_it_both_say_against():
    from mobgames.mobties import examples

    g = examples.position(["Red", "Blue", "Green"], {"red_capo": "docks", "blue_capo": "docks", "green_associate": "docks"},
                          feds={"docks": 4}, phase="feds", round=2, don="Red", fed_top=["raid_kittys_1"])
    assert g.show is not None and g.show.purpose == "pinch", g.narration()[-300:]
    voter = g.decision.player
    payer = next(p for p in g.players if p != voter)
    g.deal(payer, voter, 1, vote=g.decision.actions[0].target)
    deal, = [e for e in g.log if e.kind == "deal"]
    assert " for a vote against " in deal.full and "vote against" in deal.simple
    g.apply(g.decision.actions[0])
    vote = [e for e in g.log if e.kind == "vote"][-1]
    assert " votes against " in vote.full and " votes against " in vote.simple


def test_a_vote_is_told_as_a_vote_for_a_player_with_the_respect_it_carries():
    from mobgames.mobties import examples

    g = examples.mansion_election()
    while not any(e.kind == "vote" for e in g.log):
        g.apply(g.decision.actions[0])
    vote = [e for e in g.log if e.kind == "vote"][0]
    assert re.fullmatch(r"\w+ votes for \w+ with \d+ respect\.", vote.full) and vote.simple == vote.full


def test_an_empty_racket_keeps_its_money_with_the_bookie():
    events = [e for e in random_events("mobties") if e.kind == "racket"]
    assert events and all("k of its racket stays with the Bookie" in e.full for e in events)


# -- the data files ----------------------------------------------------------------------------

def _narration(game: str):
    import importlib

    return importlib.import_module(f"mobgames.{game}.narration").NARRATION


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_file_has_a_text_for_every_event_the_code_tells(game):
    texts = _narration(game).read()
    assert set(texts) == set(_narration(game).fields)


def _broken(tmp_path, game: str, change) -> DataError:
    path = ROOT / "mobgames" / game / "data" / "narration.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data["events"])
    copy = tmp_path / "narration.json"
    copy.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as err:
        _narration(game).read(copy)
    assert str(copy) in str(err.value)
    return err.value


def test_a_broken_narration_file_names_every_problem(tmp_path):
    def change(events):
        events["income"] = "{player} earns {amount:,} from {plaice}."
        events["rank_roll"] = "{player} rolls {roll."
        events["roll"]["hit"] = "{0} hits {shooter.name}."
        del events["roll"]["miss"]
        del events["ransom"]
        events["rans0m"] = "{payer} pays."
        events["turn"] = {"x": "y"}
    err = _broken(tmp_path, "bloodfeud", change)
    text = "\n".join(err.problems)
    assert "events.income: write the field as {amount} only" in text
    assert "{plaice} is not a field of this event; it can use {amount}, {assets}, {ifm} and {player}" in text
    assert "events.rank_roll: has a { or } that does not belong to a field" in text
    assert "{0} is not a field" in text and "{shooter.name} is not a field" in text
    assert 'the case "miss" is missing' in text
    assert 'the event "ransom" has no text' in text
    assert '"rans0m" is not a kind of event this game tells. Did you mean "ransom"?' in text
    assert "events.turn: this event has one text: write it as text" in text
    assert len(err.problems) >= 8


def test_a_text_is_filled_in_with_the_fields_the_code_promised_and_no_other():
    from mobgames.mobties.narration import say

    assert say("racket", place="the Docks", value=30) == "Nobody is in the Docks. Its $30k stays with the Bookie."
    assert say("free", place="the Docks") == "The Feds no longer surround the Docks."
    assert say("kill", mobster="the defender's Thug").startswith("The defender's Thug dies.")
    with pytest.raises(MobgamesError, match="takes the fields"):
        say("racket", place="the Docks")


def test_a_field_ending_in_a_full_stop_does_not_double_it(tmp_path):
    from mobgames.core.narration import Narration

    path = tmp_path / "narration.json"
    path.write_text(json.dumps({"events": {"family": "{player} plays {family}.", "plain": "Ready."}}))
    n = Narration(path, "test narration", {"family": "player family", "plain": ""})
    assert n.say("family", player="ben", family="Murder Inc.") == "Ben plays Murder Inc."
    assert n.say("plain") == "Ready."


def test_a_teacher_can_tell_a_game_to_use_her_own_copy_and_a_broken_copy_changes_nothing(tmp_path):
    from mobgames.mobties.narration import NARRATION, say

    data = json.loads(NARRATION.path.read_text(encoding="utf-8"))
    data["events"]["pass"] = "{player} has nothing more to do."
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(data), encoding="utf-8")
    try:
        NARRATION.use(mine)
        assert say("pass", player="Red") == "Red has nothing more to do."
        data["events"]["pass"] = "{player} passes {turn}."
        mine.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(DataError, match="turn"):
            NARRATION.use(mine)
        assert say("pass", player="Red") == "Red has nothing more to do."
    finally:
        NARRATION.use()
    assert say("pass", player="Red") == "Red ends the action turn."
