"""Hard to break (issue 24): the defects an independent fuzz of the three engines found, each kept
fixed: a crash in normal play under the call_out option, untyped errors on well-typed input, a
refused shortcut that lost what redo could do again, and inputs accepted silently."""

from __future__ import annotations

from mobgames.core.chance import CHANCE, set_mode
import pytest

from mobgames import familybusiness
from mobgames.bloodfeud import Move, Options, Turns
from mobgames.bloodfeud.actions import Action
from mobgames.bloodfeud.bots import bot
from mobgames.core.action import Action as CoreAction
from mobgames.core.errors import IllegalAction
from mobgames.core.snapshot import fingerprint


def at_first_attack(options: Options | None = None) -> Turns:
    """A two-player game (seed 1) played by a fair bot until an attack can be made."""
    turns = Turns.start(["Ana", "Ben"], seed=1, options=options)
    player = bot("fair", seed=1)
    while not turns.legal_actions().of("attack"):
        turns.apply(player.choose(turns.view(turns.decision.player)))
    return turns


def test_a_game_under_the_call_out_option_plays_to_its_end():
    """Reading the decision once a battle asks for a fire order crashed (the prompt formatted the
    order, a tuple of piece types, as a sum of money)."""
    turns = Turns.start(["Ana", "Ben"], seed=1, options=Options(call_out=True))
    bots = {p: bot("strong", seed=i) for i, p in enumerate(["Ana", "Ben"])}
    asked = set()
    for _ in range(3000):
        if turns.is_over:
            break
        decision = turns.decision
        asked.add(decision.kind)
        assert decision.prompt
        turns.apply(bots[decision.player].choose(turns.view(decision.player)))
    assert turns.is_over and "call_out" in asked


def test_a_vehicle_is_refused_as_a_rider_with_a_reason():
    turns = Turns.start(["Ana", "Ben"], seed=1)
    game = turns.game
    limousine = next(u for u in game.units.values() if u.kind == "limousine" and u.owner == "Ana")
    nearby = next(iter(game.board.graph.neighbors(limousine.space)))
    ride = Move(limousine.id, (nearby,), captures=(nearby,), kind="ride", vehicle=limousine.id, off=1)
    before = fingerprint(turns)
    with pytest.raises(IllegalAction, match="does not ride: it drives"):
        game.apply(ride)
    assert fingerprint(turns) == before


def test_a_join_naming_its_piece_by_a_number_is_refused_everywhere_alike():
    turns = at_first_attack()
    turns.apply(turns.legal_actions().of("attack")[0])
    join = turns.legal_actions().of("join")[0]
    bad = Action(join.player, "join", **{**join.args, "piece": 0, "plan": ("jamaica",)})
    saved = turns.to_json()
    assert "named by its id" in turns.why_not(bad)
    assert bad not in turns.legal_actions()
    with pytest.raises(IllegalAction, match="named by its id"):
        turns.apply(bad)
    assert turns.to_json() == saved


def test_every_game_takes_a_plain_core_action_equal_to_a_legal_one():
    game = familybusiness.start(["Ana", "Ben", "Chen"], seed=4)
    legal = game.legal_actions()[0]
    plain = CoreAction(legal.player, legal.kind, dict(legal.args))
    assert game.why_not(plain) is None and plain in game.legal_actions()
    game.apply(plain)
    done = [a for a in game.history if a.player != CHANCE][-1]   # (the card drawn next is chance's)
    assert type(done) is type(legal) and done == legal   # kept in the game's own shape
    assert familybusiness.FBGame.from_json(game.to_json()).to_json() == game.to_json()


def test_a_refused_attack_shortcut_changes_nothing_redo_included():
    turns = at_first_attack()
    attack = turns.legal_actions().of("attack")[0]
    turns.apply(attack)
    turns.apply(turns.legal_actions().of("cancel")[0])
    turns.undo(2)
    saved, redo = turns.to_json(), turns.can_redo
    join = turns.legal_actions().of("join")   # (before the attack: what could join)
    src, key = (join[0].get("from"), join[0].get("piece")) if join else ("nowhere", "thug")
    with pytest.raises(IllegalAction):
        turns.attack(attack.get("target"), {src: {key: 99}})   # more than there are: the join is refused
    assert turns.to_json() == saved and turns.can_redo == redo == 2
    turns.redo()
    assert turns.history[-1] == attack


def test_an_attack_count_given_as_true_and_a_fire_order_without_the_option_are_refused():
    turns = at_first_attack()
    target = turns.legal_actions().of("attack")[0].get("target")
    saved = turns.to_json()
    with pytest.raises(IllegalAction, match="whole number"):
        turns.attack(target, {"anywhere": {"thug": True}})
    with pytest.raises(IllegalAction, match="call_out rule option"):
        turns.attack(target, {"anywhere": {"thug": 1}}, fire_order={"attacker": ["junk"]})
    assert turns.to_json() == saved


def test_the_position_functions_refuse_a_wrong_kind_of_value_with_a_typed_error_naming_it():
    """The issue's examples from the position API: a list for a space id, None for a count or a
    point, a list for an example's number."""
    from mobgames.bloodfeud import examples, load_board, new_game, why_not
    from mobgames.core import ArgumentError

    game = new_game(["Ana", "Ben"], seed=1)
    boss = next(u for u in game.units.values() if u.owner == "Ana" and u.kind == "boss")
    with pytest.raises(ArgumentError, match=r"^space should be text, not \['x'\]"):
        why_not(game, boss.id, ["x"])
    with pytest.raises(ArgumentError, match="^n should be a whole number, not None"):
        game.shift("Ana", "boss", boss.space, boss.space, n=None)
    with pytest.raises(ArgumentError, match="^x should be a number"):
        load_board().space_at(None, None)
    with pytest.raises(ArgumentError, match=r"^n should be a whole number, not \[1\]"):
        examples.income_example([1])


def test_a_replay_that_fails_leaves_the_history_and_the_position_in_step(monkeypatch):
    """Undo replays the actions after a checkpoint; should one fail (it never should), the game is
    left at the steps that did replay, its history and position agreeing, not half way between."""
    game = familybusiness.start(3, seed=2)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    failing = [a for a in game.history if a.player != CHANCE][3]   # (a player's: chance's come between)
    at = game.history.index(failing)
    perform = type(game)._perform

    def broken(self, action):
        if self._replaying and action is failing:
            raise RuntimeError("a replay went wrong")
        return perform(self, action)

    monkeypatch.setattr(type(game), "_perform", broken)
    with pytest.raises(RuntimeError):
        game.undo(1)
    monkeypatch.undo()
    assert len(game.history) == at
    again = familybusiness.start(3, seed=2, chance="ask")   # (the history holds the deal: it is replayed)
    again.play(game.history)
    set_mode(again, "seeded")
    assert fingerprint(game) == fingerprint(again)
