"""What a click on the Blood Feud table asks of the engine for a group of picked-up pieces: where
they can all go, which enemy spaces they can all attack, and sending them there one legal move
at a time. The rules stay in the engine (``legal_moves``, ``why_not``, ``legal_actions``): this
only chooses among the moves it offers."""

from __future__ import annotations

from mobgames.bloodfeud.movement import legal_moves, vehicle_routes, why_not
from mobgames.bloodfeud.pieces import PEOPLE, VEHICLES
from mobgames.core.errors import MobgamesError

KIND_ORDER = {"walk": 0, "ride": 1, "drive": 2}   # the simplest way there first


def reach(game, chosen, source: str | None) -> list[str]:
    """The spaces every chosen piece can reach. A vehicle goes only when it is picked: people
    are shaded where they can walk, and where a picked vehicle beside them drives."""
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


def attack_targets(turns, chosen) -> list[str]:
    """Enemy spaces the player may attack now (the engine's legal actions) that every chosen
    piece could join (people standing with a chosen vehicle ride in with it)."""
    view = turns.view(turns.player)
    out = []
    for a in turns.legal_actions():
        if a.kind != "attack":
            continue
        groups = {(j.get("from"), j.get("piece")) for j in view.joins(a.get("target"))}
        if all((u.space, turns.game.key_of(u)) in groups for u in chosen):
            out.append(a.get("target"))
    return sorted(out)


def send_group(turns, chosen: list[str], dest: str, pay_premium: bool) -> None:
    """Every chosen piece goes to ``dest``: people first (a rider takes his vehicle along), each
    by its shortest legal move. Raises on the first that cannot (the caller takes the click back)."""
    boarded = board_for(turns, chosen, dest)
    game = turns.game
    order = sorted(chosen, key=lambda p: game.units[p].kind in VEHICLES if p in game.units else True)
    for pid in order:
        game = turns.game
        u = game.units.get(pid)
        if u is None or u.space == dest or u.carrier in boarded:
            continue   # it came along in a vehicle, or will when the vehicle drives
        options = [m for m in legal_moves(game, pid) if m.end == dest
                   and (m.kind != "ride" or m.vehicle in chosen)]   # (no vehicle that was not picked)
        if not options:
            reason = why_not(game, pid, dest) or "It cannot go there now."
            raise MobgamesError(f"The {game.catalogue[u.kind].name} cannot go there: {reason}")
        # (the same box as for attacks: step in paying a precinct's premium, or go round)
        best = min(options, key=lambda m: ((m.premium > 0) != pay_premium, KIND_ORDER.get(m.kind, 3),
                                           len(m.before) + len(m.route) + len(m.after), -len(m.captures)))
        turns.move(best)


def board_for(turns, chosen: list[str], dest: str) -> set[str]:
    """People of the group who cannot walk to ``dest`` get into a chosen vehicle that can drive
    there (as many as it carries). Returns the vehicles that took someone aboard."""
    used: set[str] = set()
    game = turns.game
    for vid in [p for p in chosen if p in game.units and game.units[p].kind in VEHICLES]:
        if dest not in vehicle_routes(turns.game, vid):
            continue
        v = turns.game.units[vid]
        room = turns.game.catalogue[v.kind].carries - len(v.passengers)
        for pid in chosen:
            u = turns.game.units.get(pid)
            if room <= 0:
                break
            if u is None or u.kind in VEHICLES or u.carrier is not None or u.space != v.space:
                continue
            if any(m.end == dest and m.kind == "walk" for m in legal_moves(turns.game, pid)):
                continue   # it can walk there by itself
            turns.board(pid, vid)
            used.add(vid)
            room -= 1
    return used
