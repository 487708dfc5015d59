"""Helpers shared by the Mob Ties tests: build positions, play named actions, snapshot the state."""

from __future__ import annotations

import copy

from mobgames.mobties import examples
from mobgames.mobties import Action

RGB = ("Red", "Blue", "Green")


def position(players=RGB, where=None, **kw):
    """A game with only the listed mobsters on the board (the rest cleared), started at ``phase``."""
    return examples.position(players, where, **kw)


def do(game, player, kind, card=None, target=None, where=None):
    """Apply the action, first checking that it is one of the legal choices right now."""
    action = Action(player, kind, card, target, where)
    assert action in game.legal_actions(), f"{action} is not legal; the choices are {game.legal_actions()}"
    return game.apply(action)


def quiet(d):
    """The plainest answer to a decision: stop, pass, collect, or vote for oneself."""
    found = [a for a in d.actions if a.kind in ("done", "pass", "collect")
             or (a.kind == "vote" and a.target == d.player)]
    assert found, f"{d.player} must decide {d.kind}: {d.actions}"
    return found[0]


def until(game, kind, player=None):
    """Answer every decision quietly until ``player`` must decide ``kind``."""
    for _ in range(500):
        d = game.decision
        assert d is not None, f"the game ended before {player}'s {kind} decision"
        if d.kind == kind and (player is None or d.player == player):
            return d
        game.apply(quiet(d))
    raise AssertionError("no such decision")


def snapshot(game) -> dict:
    """Everything the rules read or write, deep-copied, to compare before and after."""
    d = game.decision
    return copy.deepcopy({
        "where": game.where, "cash": game.cash, "bank": game.bank, "hands": game.hands, "favor": game.favor,
        "favor_discard": game.favor_discard, "drawn": game.drawn, "fed": game.fed, "fed_discard": game.fed_discard,
        "under": game.under, "feds": game.feds, "closed": game.closed, "heat": game.heat, "rises": game.rises, "don": game.don,
        "round": game.round, "phase": game.phase, "over": game.over, "reversed": game.reversed,
        "dirty_cop": game.dirty_cop, "first_blood": game.first_blood, "last_placer": game.last_placer,
        "first_placer": game.first_placer, "history": list(game.history), "log": [e.text for e in game.log],
        "show": None if game.show is None else (game.show.location, game.show.votes, game.show.promises),
        "decision": None if d is None else (d.player, d.kind, list(d.actions)),
    })


def texts(game, kind: str) -> list[str]:
    return [e.text for e in game.log if e.kind == kind]


def events(game, kind: str) -> list:
    return [e for e in game.log if e.kind == kind]
