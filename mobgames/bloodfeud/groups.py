"""A group of one player's pieces picked up together and sent as one, as the Blood Feud table's
pick-up-and-send does: where they can all go, which enemy spaces they can attack together, and
sending them. The policy (how a group goes) is the engine's, documented here once:

- A vehicle goes only when it is picked. People are shaded where they can walk, and where a
  picked vehicle standing with them can drive.
- An attack target is offered only when the engine would accept this very attack: the picked
  pieces (and whoever rides in a picked vehicle) from their space (``plan_attack``, the check an
  attack makes).
- Sending: people who cannot walk there get into a picked vehicle that can drive there (as many
  as it carries); then each piece takes its simplest legal move there (a walk before a ride
  before a drive, then the shortest, then the one capturing most), stepping into an enemy Corrupt
  Precinct's district paying its premium only when the player said so. All or nothing: the
  whole group is worked out on a copy of the position first (``plan_send``), then sent as one
  engine action, ``send``, which one ``undo`` takes back.
"""

from __future__ import annotations

from collections import Counter

from ..core import copies
from ..core.errors import IllegalAction
from .actions import Action
from .attack import plan_attack
from .movement import do_move, legal_moves, plan_move, vehicle_routes, why_not
from .pieces import PEOPLE, VEHICLES
from .vehicles import board_vehicle, check_board

KIND_ORDER = {"walk": 0, "ride": 1, "drive": 2}   # the simplest way there first


def reach(game, chosen, source: str | None) -> list[str]:
    """The spaces every chosen piece (``Piece`` objects) can reach."""
    picked = {u.id for u in chosen if u.kind in VEHICLES}
    drives = {u.id: set(vehicle_routes(game, u.id)) for u in chosen if u.kind in VEHICLES}
    ends: set[str] | None = None
    for u in chosen:
        mine = {m.end for m in legal_moves(game, u.id) if m.kind != "ride" or m.vehicle in picked}
        if u.kind in PEOPLE:
            for vid, where in drives.items():
                if game.units[vid].space == u.space:
                    mine |= where
        ends = mine if ends is None else ends & mine
    return sorted((ends or set()) - {source})


def attackers(game, chosen: list[str], source: str) -> dict[str, dict[str, int]]:
    """The attack a group makes: ``{source: {piece key: count}}``, those aboard a picked vehicle
    included."""
    keys: Counter = Counter()
    for pid in chosen:
        u = game.units.get(pid)
        if u is None:
            continue
        for x in [u] + [game.units[p] for p in u.passengers]:
            keys[game.key_of(x)] += 1
    return {source: dict(keys)}


def targets(turns, chosen, source: str) -> list[str]:
    """Enemy spaces the group (``Piece`` objects on ``source``) may attack now, exactly as the
    engine would accept the attack."""
    if not chosen:
        return []
    game = turns.game
    group = attackers(game, [u.id for u in chosen], source)
    out = []
    for a in turns.legal_actions().of("attack"):
        try:
            plan_attack(game, turns.player, a.get("target"), group)
        except IllegalAction:
            continue
        out.append(a.get("target"))
    return sorted(out)


def send(turns, chosen: list[str], dest: str, pay_premium: bool) -> None:
    """Every chosen piece goes to ``dest`` (the policy above), as one engine action:
    ``Action(player, "send", pieces=[...], to=dest, premium=...)``, checked whole before anything
    moves and taken back by one ``undo``."""
    turns.apply(Action(turns.player, "send", pieces=list(chosen), to=dest, premium=bool(pay_premium)))


def plan_send(turns, chosen: list[str], dest: str, pay_premium: bool) -> list[tuple]:
    """The steps that send the group, worked out on a copy of the position (nothing real moves):
    ``("board", person, vehicle)`` and ``("move", move)``, in order. A piece that cannot go
    raises ``IllegalAction`` saying why."""
    game = copies.twin(turns, turns.game)
    steps: list[tuple] = []
    boarded = _board_for(game, chosen, dest, steps)
    order = sorted(chosen, key=lambda p: game.units[p].kind in VEHICLES if p in game.units else True)
    for pid in order:
        u = game.units.get(pid)
        if u is None or u.space == dest or u.carrier in boarded:
            continue   # it came along in a vehicle, or will when the vehicle drives
        options = [m for m in legal_moves(game, pid) if m.end == dest
                   and (m.kind != "ride" or m.vehicle in chosen)]   # (no vehicle that was not picked)
        if not options:
            reason = why_not(game, pid, dest) or "It cannot go there now."
            raise IllegalAction(f"The {game.catalogue[u.kind].name} cannot go there: {reason}")
        best = min(options, key=lambda m: ((m.premium > 0) != pay_premium, KIND_ORDER.get(m.kind, 3),
                                           len(m.before) + len(m.route) + len(m.after), -len(m.captures)))
        do_move(game, plan_move(game, best))
        steps.append(("move", best))
    if not steps:
        raise IllegalAction(f"Every piece picked is already in {game.board.space(dest).name}.")
    return steps


def carry_out(game, steps: list[tuple]) -> list:
    """Do on the real position the steps ``plan_send`` worked out; returns what the moves said."""
    said: list = []
    for step in steps:
        if step[0] == "board":
            board_vehicle(game, step[1], step[2])
        else:
            said += do_move(game, plan_move(game, step[1]))
    return said


def _board_for(game, chosen: list[str], dest: str, steps: list[tuple]) -> set[str]:
    """People of the group who cannot walk to ``dest`` get into a chosen vehicle that can drive
    there (as many as it carries), on ``game`` (the copy), each noted in ``steps``. Returns the
    vehicles that took someone aboard."""
    used: set[str] = set()
    for vid in [p for p in chosen if p in game.units and game.units[p].kind in VEHICLES]:
        if dest not in vehicle_routes(game, vid):
            continue
        v = game.units[vid]
        room = game.catalogue[v.kind].carries - len(v.passengers)
        for pid in chosen:
            u = game.units.get(pid)
            if room <= 0:
                break
            if u is None or u.kind in VEHICLES or u.carrier is not None or u.space != v.space:
                continue
            if any(m.end == dest and m.kind == "walk" for m in legal_moves(game, pid)):
                continue   # it can walk there by itself
            check_board(game, pid, vid)
            board_vehicle(game, pid, vid)
            steps.append(("board", pid, vid))
            used.add(vid)
            room -= 1
    return used
