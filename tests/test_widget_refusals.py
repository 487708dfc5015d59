"""A widget fed a refused or malformed action shows the reason as a plain sentence, never a
traceback or an exception's class name, and the game is exactly as it was.

Each game table is fed through its own entry points (``FBTable.choose``, ``MTTable.choose`` and
``undo``, ``BFTable.click``, ``buy`` and its buttons), and so are the explorers and panels that
take input (the income and movement explorers, the battle builder, the Show of Respect's deal row
and votes, the glossary's look-up box, the exercises' Check buttons).
"""

from __future__ import annotations

import html
import json
import re

import pytest

pytest.importorskip("ipywidgets")

from mobgames import widgets  # noqa: E402
from mobgames.bloodfeud import Turns  # noqa: E402
from mobgames.bloodfeud.saving import position_data  # noqa: E402
from mobgames.core import errors  # noqa: E402
from mobgames.core.action import Action as BaseAction  # noqa: E402
from mobgames.core.bots import play  # noqa: E402
from mobgames.core.snapshot import fingerprint  # noqa: E402

CLASS_NAMES = sorted({name for name in dir(errors) if isinstance(getattr(errors, name), type)}
                     | {"IllegalAction", "UnknownSpace", "Traceback"})


def plain(widget) -> str:
    """What a message widget says, as a reader sees it (tags gone, entities decoded)."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", widget.value))).strip()


def assert_sentence(widget, label: str) -> str:
    text = plain(widget)
    assert text, f"{label}: the widget shows no reason"
    for name in CLASS_NAMES:
        assert name not in text, f"{label}: the message names {name}: {text!r}"
    assert not re.search(r"\b\w+(Error|Exception)\b|File \"|line \d+, in", text), f"{label}: {text!r}"
    first = re.sub(r"^[^\w'\"“‘$]+", "", text)   # (a leading mark such as the exercises' pencil)
    assert first[:1].isupper() or first[:1] in "'\"“‘$", f"{label}: not a sentence: {text!r}"
    assert re.search(r"[.!?][)'\"”’]*$", text), f"{label}: the message does not end as a sentence: {text!r}"
    return text


class Unchanged:
    """``with Unchanged(state):`` the whole game, and its save, are the same afterwards."""

    def __init__(self, state, label: str = ""):
        self.state, self.label = state, label

    def __enter__(self):
        self.before = (self.state.to_json(), fingerprint(self.state))
        return self

    def __exit__(self, kind, *_):
        if kind is None:
            assert (self.state.to_json(), fingerprint(self.state)) == self.before, f"{self.label}: the game changed"


class Foreign(BaseAction):
    __slots__ = ()
    GAME = "another game"


def _malformed(player: str, other: str, action_cls) -> list:
    """Actions no game accepts now: not actions at all, another game's, another player's, unknown
    kinds, details of the wrong type."""
    return [None, "play", Foreign(player, "pass"), action_cls(other, "pass"), action_cls(player, "fly"),
            BaseAction(player, "play", {"card": 3, "target": ["x"]}), BaseAction("Nobody", "pass")]


# -- Family Business --------------------------------------------------------------------------------

def test_fb_table_shows_a_refused_action_as_a_sentence_and_changes_nothing():
    from mobgames.familybusiness import Action

    t = widgets.FBTable()
    g = t.game
    me, other = t.human, next(p for p in g.players if p != t.human)
    assert g.decision.player == me
    buttons = len(t.action_buttons())
    not_held = next(c for c in ("truce", "turncoat", "hit", "mob_war", "ambush") if c not in g.hands[me])
    for bad in _malformed(me, other, Action) + [Action(me, "play", not_held), Action(me, "discard", "no_such_card"),
                                                Action(me, "counter", g.hands[me][0])]:
        with Unchanged(g, f"FBTable.choose({bad!r:.50})"):
            t.choose(bad)
        assert_sentence(t.message, f"FBTable.choose({bad!r:.50})")
        assert len(t.action_buttons()) == buttons, "the player's choices are still offered"


def test_fb_table_after_the_end_says_the_game_is_over():
    from mobgames.familybusiness import Action, new_game
    from mobgames.familybusiness.bots import SimpleBot

    g = new_game(3, seed=4)
    play(g, {p: SimpleBot() for p in g.players})
    assert g.is_over
    t = widgets.FBTable(g, human=g.players[0])
    with Unchanged(g, "a finished game"):
        t.choose(Action(g.players[0], "pass"))
    assert "over" in assert_sentence(t.message, "a finished game")


NOT_ACTIONS = [42, 1.5, {"player": "Ana", "kind": "pass"}, ("Ana", "pass"), object()]


@pytest.mark.parametrize("thing", NOT_ACTIONS, ids=lambda x: type(x).__name__)
def test_a_table_fed_something_that_is_not_an_action_says_so_in_a_sentence(thing):
    t = widgets.FBTable()
    with Unchanged(t.game, f"FBTable.choose({thing!r:.40})"):
        t.choose(thing)
    assert_sentence(t.message, f"FBTable.choose({thing!r:.40})")


# -- Mob Ties ------------------------------------------------------------------------------------------

def test_mt_table_shows_a_refused_action_as_a_sentence_and_changes_nothing():
    from mobgames.mobties import Action

    t = widgets.MTTable()
    g = t.game
    assert g.decision.player == "Red"
    for bad in _malformed("Red", "Blue", Action) + [Action("Red", "place", target="red_capo", where="the_moon"),
                                                    Action("Red", "place", target="blue_capo", where="docks"),
                                                    Action("Red", "vote", target="Red")]:
        with Unchanged(g, f"MTTable.choose({bad!r:.50})"):
            t.choose(bad)
        assert_sentence(t.message, f"MTTable.choose({bad!r:.50})")
        assert t.buttons(), "the player's choices are still offered"
    with Unchanged(g, "undo with nothing to undo"):
        assert t.undo() is False
    assert_sentence(t.message, "undo with nothing to undo")


def test_mt_table_refuses_a_deal_it_cannot_make_in_a_sentence():
    t = widgets.MTTable()
    g, row = t.game, t.show_panel
    row.payer.value, row.amount.value = "Red", g.cash["Red"] + 1
    with Unchanged(g, "a deal over the payer's cash"):
        assert row.make_deal() is False
    assert_sentence(row.message, "a deal over the payer's cash")


def test_mt_show_panel_refuses_a_vote_or_deal_in_a_sentence():
    from mobgames.mobties import Action, examples

    g = examples.docks_tie()
    panel = widgets.ShowPanel(g)
    voter = g.decision.player
    outsider = next(p for p in g.players if p not in g.show.respect)
    for bad in [Action(voter, "vote", target=outsider), Action(outsider, "vote", target=outsider),
                Action(voter, "vote"), None]:
        with Unchanged(g, f"ShowPanel vote {bad!r:.50}"):
            panel._vote(bad)
        assert_sentence(panel.message, f"ShowPanel vote {bad!r:.50}")
    panel.payer.value = voter
    panel.amount.value = g.cash[voter] + 5
    with Unchanged(g, "a deal over the payer's cash"):
        assert panel.make_deal() is False
    assert_sentence(panel.message, "ShowPanel deal")


def test_mt_table_after_the_end_says_the_game_is_over():
    from mobgames.mobties import Action, new_game
    from mobgames.mobties.bots import SimpleBot

    g = new_game(3, seed=2)
    play(g, {p: SimpleBot() for p in g.players})
    assert g.is_over
    t = widgets.MTTable(g, humans=(g.players[0],))
    with Unchanged(g, "a finished game"):
        t.choose(Action(g.players[0], "pass"))
    assert "over" in assert_sentence(t.message, "a finished game")


# -- Blood Feud ----------------------------------------------------------------------------------------

@pytest.fixture
def bf_table():
    t = widgets.BFTable(Turns.start(["Ann", "Bob"], seed=1), humans=("Ann",))
    assert t.human_turn and t.turns.phase == "battle"
    return t


def test_bf_table_refuses_an_unknown_or_impossible_space_in_a_sentence(bf_table):
    t = bf_table
    turns, game = t.turns, t.game
    for space in ["nowhere", "", "Times Square"]:
        with Unchanged(turns, f"click({space!r})"):
            t.click(space)
        assert_sentence(t.message, f"click({space!r})")
    home = game.player("Ann").start
    t.click(home)                                   # picks up Ann's pieces there
    assert t.chosen
    from mobgames.bloodfeud.movement import legal_moves

    reach = {m.end for pid in t.chosen for m in legal_moves(game, pid)}
    far = next(s for s in sorted(game.board.spaces) if game.board.space(s).kind == "district" and s not in reach
               and not game.units_at(s) and s != home)
    with Unchanged(turns, f"a move to {far}"):
        t.click(far)
    text = assert_sentence(t.message, f"a move to {far}")
    assert text.startswith("Not possible")


def test_bf_table_refuses_a_purchase_it_cannot_make_in_a_sentence(bf_table):
    t = bf_table
    turns, game = t.turns, t.game
    with Unchanged(turns, "buying in the battle phase"):
        t.buy("thug")
    assert_sentence(t.message, "buying in the battle phase")
    t.next_button.click()
    t.next_button.click()                           # Movement, then (income) Make Purchases
    assert turns.phase == "purchases" and t.human_turn
    cash = game.cash["Ann"]
    dear = max((c for c in game.catalogue.values() if c.cost is not None), key=lambda c: c.cost)
    assert dear.cost > cash
    enemy = game.player("Bob").start
    for label, do in [(f"{dear.name} (${dear.cost}) with ${cash}", lambda: t.buy(dear.id)),
                      ("the same, by its button", lambda: t.shop_buttons[dear.id].click()),
                      ("an unknown item", lambda: t.buy("yacht")),
                      ("a building with no district clicked", lambda: t.buy("illicit_activity")),
                      ("a building in Bob's district", lambda: (t.click(enemy), t.buy("illicit_activity")))]:
        with Unchanged(turns, label):
            do()
        assert_sentence(t.message, label)


def test_bf_table_refuses_undo_with_nothing_to_take_back_in_a_sentence(bf_table):
    t = bf_table
    with Unchanged(t.turns, "undo at the start of a turn"):
        t.undo()
    assert_sentence(t.message, "undo at the start of a turn")


# -- the explorers and panels --------------------------------------------------------------------------

def _position(game) -> str:
    return json.dumps(position_data(game), sort_keys=True, default=str)


def test_income_explorer_refuses_in_a_sentence():
    ex = widgets.IncomeExplorer()
    before = _position(ex.game)
    ex.view.select(None)
    ex.move_button.click()                          # nothing selected
    assert_sentence(ex.message, "a move with no space selected")
    park = next(s for s in sorted(ex.game.board.spaces) if ex.game.board.space(s).kind == "park")
    ex.view.select(park)
    for label, button in [("control of a park", ex.control_button), ("a building in a park", ex.build_button)]:
        button.click()
        assert_sentence(ex.message, label)
    assert _position(ex.game) == before, "a refusal changes nothing"


def test_movement_explorer_refuses_an_impossible_move_in_a_sentence():
    ex = widgets.MovementExplorer()
    before = _position(ex.game)
    reach = {m.end for m in ex.moves}
    far = next(s for s in sorted(ex.game.board.spaces) if s not in reach and ex.game.board.space(s).kind == "district")
    ex.view.select(far)
    assert assert_sentence(ex.message, f"a move to {far}").startswith("Not possible")
    assert ex.move_button.disabled
    ex.make_move()                                  # nothing chosen: nothing happens
    assert _position(ex.game) == before


def test_battle_builder_refuses_an_impossible_battle_in_a_sentence():
    bb = widgets.BattleBuilder()
    for box in bb.counts["attacker"].values():
        box.value = 0
    bb.fight_button.click()
    assert_sentence(bb.message, "a battle with no attackers")
    for box in bb.counts["defender"].values():
        box.value = 0
    bb.counts["attacker"]["thug"].value = 1
    bb.fight_button.click()
    assert_sentence(bb.message, "a battle with no defenders")


def test_glossary_panel_answers_an_unknown_word_in_a_sentence():
    panel = widgets.GlossaryPanel(chapter="bloodfeud/03_battle")
    for word in ["xyzzy", "!!!", "a" * 300]:
        panel.lookup.value = word
        assert_sentence(panel.answer, f"look up {word[:20]!r}")


def test_exercises_checked_with_no_answer_say_what_is_missing_in_a_sentence():
    s = widgets.ExerciseSet("bloodfeud/03_battle")
    for w in s.widgets:
        w.check_button.click()
        assert_sentence(w.feedback, f"{w.exercise.kind} exercise checked with no answer")
