"""Every Family Business card says what it does ("text") and when it can be played ("when"), in
short plain English, and what it says is what the engine does (at the default rule options)."""

from __future__ import annotations

import json

import pytest

from mobgames.core.errors import DataError, SetupError
from mobgames.familybusiness import cards as fb_cards
from mobgames.familybusiness.cards import CARDS, DATA_DIR, DEFAULT_DECK
from mobgames.familybusiness.datafiles import TEXT_LIMIT, read_cards
from mobgames.familybusiness.examples import PLAYERS, card_example
from mobgames.familybusiness.game import Action, new_game

SHIPPED = DATA_DIR / "cards.json"


def shipped() -> dict:
    return json.loads(SHIPPED.read_text(encoding="utf-8"))


# -- every card has both, short and different ------------------------------------------------------

@pytest.mark.parametrize("card", list(CARDS))
def test_every_card_says_what_it_does_and_when(card):
    c = CARDS[card]
    for field in ("text", "when"):
        value = getattr(c, field)
        assert isinstance(value, str) and value.strip(), f"card {card!r} has no {field!r}"
        assert len(value) < TEXT_LIMIT, f"card {card!r}: {field!r} is {len(value)} characters long"
        assert value == value.strip() and value[0].isupper() and value.endswith("."), (card, field, value)
    assert c.text.count(". ") + 1 <= 2, f"card {card!r}: 'text' is one or two short sentences"
    assert c.when.count(". ") == 0, f"card {card!r}: 'when' is one short phrase"


def test_the_file_gives_both_fields_for_every_entry():
    for entry in shipped()["cards"]:
        assert {"text", "when"} <= set(entry), entry["id"]
        assert (entry["text"], entry["when"]) == (CARDS[entry["id"]].text, CARDS[entry["id"]].when)


def test_no_card_text_repeats_another():
    texts = [c.text for c in CARDS.values()]
    assert len(set(texts)) == len(texts)


def test_the_card_record_still_builds_without_the_new_fields():
    c = fb_cards.Card("x", "X", "attack")
    assert (c.text, c.when) == ("", "")


# -- the validator ---------------------------------------------------------------------------------

def _refused(tmp_path, change) -> str:
    data = shipped()
    change(data)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        read_cards(path, DEFAULT_DECK)
    assert isinstance(err.value, SetupError)   # what callers of the deck catch
    return str(err.value)


def _index(card: str) -> int:
    return next(i for i, c in enumerate(shipped()["cards"]) if c["id"] == card)


@pytest.mark.parametrize("field", ["text", "when"])
def test_the_validator_names_a_missing_field(tmp_path, field):
    message = _refused(tmp_path, lambda d: d["cards"][_index("hit")].pop(field))
    assert f'(hit): "{field}" is missing' in message


@pytest.mark.parametrize("field", ["text", "when"])
def test_the_validator_names_a_field_that_is_not_text(tmp_path, field):
    message = _refused(tmp_path, lambda d: d["cards"][_index("truce")].__setitem__(field, 7))
    assert f"(truce).{field}: must be text" in message and "not 7" in message


def test_the_validator_lists_every_problem_at_once(tmp_path):
    def change(d):
        d["cards"][_index("hit")].pop("text")
        d["cards"][_index("truce")]["when"] = "   "
        d["cards"][_index("ambush")]["text"] = "A very long text. " * 20
        d["cards"][_index("mob_war")]["text"] = d["cards"][_index("contract")]["text"]
    message = _refused(tmp_path, change)
    assert "4 problems" in message
    assert '(hit): "text" is missing' in message
    assert "(truce).when: must not be empty" in message
    assert f"(ambush).text: is 360 characters long; keep it to {TEXT_LIMIT} or fewer" in message
    assert "(mob_war): the text " in message and "is already in this list" in message


# -- what the texts say is what the engine does -------------------------------------------------------

def _events(game, kind):
    return [e for e in game.log if e.kind == kind]


def test_hit_eliminates_a_mobster_and_lists_one_of_the_hitters():
    assert "Eliminate any one mobster" in CARDS["hit"].text and "your own" in CARDS["hit"].text
    g = card_example("hit")
    killed = _events(g, "eliminate")
    assert len(killed) == 1 and killed[0].data["mobster"] in g.dead
    listed = _events(g, "listed")
    assert [g.mobsters[e.data["mobster"]].owner for e in listed] == ["Ana"]   # the hitter's own


def test_priority_contract_goes_to_the_front():
    assert "front of the Hit List" in CARDS["priority_contract"].text
    g = card_example("priority_contract")
    assert g.mobsters[g.hit_list[0]].owner == "Ben" and len(g.hit_list) == 2


def test_double_contract_and_a_counter_change_only_the_first_mobster():
    assert "only the first" in CARDS["double_contract"].text
    assert "only the first mobster" in CARDS["family_influence"].text
    for counter, owners in (("family_influence", ["Ben"]), ("mob_power", ["Ana", "Ben"])):
        g = new_game(PLAYERS, seed=1)
        g.arrange(hands={"Ana": ["double_contract"], "Ben": [counter], "Chen": ["contract"]}, deck=["contract"] * 6,
                  turn="Ana")
        g.apply(Action("Ana", "play", "double_contract", "Ben"))
        g.apply(Action("Ben", "counter", counter))
        while g.decision.actions and g.decision.actions[0].kind == "choose":
            g.apply(Action(g.decision.player, "choose", target=g.decision.info["options"][0]))
        assert [g.mobsters[m].owner for m in g.hit_list] == owners, counter


def test_massacre_and_crackdown_empty_the_list():
    assert "eliminated at once" in CARDS["st_valentines_day_massacre"].text
    g = card_example("st_valentines_day_massacre")
    assert g.hit_list == [] and len(_events(g, "eliminate")) == 3
    assert "goes back to their player" in CARDS["federal_crackdown"].text
    g = card_example("federal_crackdown")
    assert g.hit_list == [] and not _events(g, "eliminate")


def test_double_cross_every_other_player_chooses_the_mobster():
    assert "Every other player chooses" in CARDS["double_cross"].text
    g = new_game(PLAYERS, seed=1)
    g.arrange(hands={"Ana": ["double_cross"], "Ben": ["contract"], "Chen": ["contract"]}, deck=["contract"] * 6,
              turn="Ana")
    g.apply(Action("Ana", "play", "double_cross"))
    assert g.decision.player == "Ben" and set(g.decision.info["options"]) == set(g.in_front("Ben"))
    g.apply(Action("Ben", "choose", target=g.in_front("Ben")[0]))
    assert g.decision.player == "Chen"
    g.apply(Action("Chen", "choose", target=g.in_front("Chen")[0]))
    assert g.decision.player == "Ana"   # and the player of the card chooses the order


@pytest.mark.parametrize("card", ["ambush", "vendetta"])
def test_ambush_and_vendetta_run_the_war_at_double_rate(card):
    assert "double rate" in CARDS[card].text
    g = card_example(card)
    assert len(_events(g, "eliminate")) == 2   # the next turn starts with two deaths


def test_safe_house_keeps_its_players_mobsters_off_but_the_war_starts():
    assert "The Mob War still starts" in CARDS["safe_house"].text
    g = card_example("safe_house")
    listed = [g.mobsters[e.data["mobster"]].owner for e in _events(g, "listed")]
    assert listed and "Ben" not in listed and _events(g, "war")


def test_truce_restarts_a_war_when_six_are_listed():
    assert "6 or more" in CARDS["truce"].text and "new war starts at once" in CARDS["truce"].text
    g0 = new_game(PLAYERS, seed=1)
    ben, chen = g0.in_front("Ben"), g0.in_front("Chen")
    g = new_game(PLAYERS, seed=1)
    g.arrange(hands={"Ana": ["truce"], "Ben": ["contract"], "Chen": ["contract"]}, deck=["contract"] * 6,
              hit_list=ben[:3] + chen[:3], war=1, turn="Ana")
    g.apply(Action("Ana", "play", "truce"))
    after = [e.kind for e in g.log][[e.kind for e in g.log].index("truce"):]
    assert after[:3] == ["truce", "war", "eliminate"]   # a new war, which kills at the next turn
    assert g.war == 1


def test_turncoat_gives_the_returned_mobster_to_the_player_with_the_fewest():
    assert "the player with the fewest" in CARDS["turncoat"].text
    g = card_example("turncoat")   # Chen has lost three, so Chen has the fewest
    assert g.mobsters[g.hit_list[0]].owner == "Chen" and len(g.alive("Chen")) == 7


def test_a_counter_card_answers_another_players_card_not_only_the_target():
    assert CARDS["family_influence"].when.startswith("When another player plays")
    g = new_game(PLAYERS, seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["contract"], "Chen": ["family_influence"]},
              deck=["contract"] * 6, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    assert (g.decision.player, g.decision.kind) == ("Chen", "counter")


# -- "when": the engine offers the card exactly then ------------------------------------------------

def _plays(card, **position):
    g = new_game(PLAYERS, seed=1)
    g.arrange(hands={"Ana": [card], "Ben": ["contract"], "Chen": ["contract"]}, deck=["contract"] * 6, turn="Ana",
              **position)
    return [a for a in g.legal_actions() if a.kind == "play"]


def _mobsters():
    g = new_game(PLAYERS, seed=1)
    return {p: g.in_front(p) for p in PLAYERS}


@pytest.mark.parametrize("card", list(CARDS))
def test_when_matches_what_the_engine_offers(card):
    when = CARDS[card].when
    m = _mobsters()
    ready = _plays(card, hit_list=[m["Ben"][0], m["Chen"][0]], dead=[m["Chen"][8]], war=1)
    bare = _plays(card, hit_list=[], dead=[], war=0)
    if CARDS[card].type == "counter":
        assert when.startswith("When another player plays") and not ready and not bare
        return
    assert when.startswith("On your turn") and ready, card
    needs = ("not empty" in when or "two or more" in when or "during a Mob War" in when or "been eliminated" in when)
    assert bool(bare) == (not needs), (card, when)
    if "two or more" in when:
        assert not _plays(card, hit_list=[m["Ben"][0]])
    if "mobster not on the Hit List" in when:   # a player whose every mobster is listed is no target
        targets = {a.target for a in _plays(card, hit_list=m["Ben"])}
        assert targets == {"Chen"} if "against a player" in when else targets == {None}
