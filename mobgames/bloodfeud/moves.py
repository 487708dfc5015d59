"""A move: which piece goes where, and how (on foot, driving a vehicle, or riding in one).

Only the choices are a player's (the piece, the route, the vehicle, the stops); what a move
captures, steals or costs is worked out by the rules, so a ``Move`` built by hand may leave those
fields empty. ``check_fields`` refuses a malformed move before any rule looks at it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import IllegalAction
from ..core.text import a_an, and_list, counted
from .narration import say
from .state import State

KINDS = ("walk", "drive", "ride")


@dataclass(frozen=True)
class Move:
    """One move. A walk: ``piece`` steps through ``route``. A drive: vehicle ``piece`` travels
    ``route`` with everyone aboard. A ride: person ``piece`` walks ``before`` (0 or 1 space) to
    vehicle ``vehicle``, rides its ``route`` and gets off after ``off`` spaces, then walks
    ``after`` (0 or 1 space)."""

    piece: str
    route: tuple[str, ...]
    captures: tuple[str, ...] = ()
    steals: tuple[str, ...] = ()     # ids of enemy vehicles taken on the way
    kind: str = "walk"               # walk, drive or ride
    vehicle: str | None = None
    before: tuple[str, ...] = ()
    off: int | None = None           # ride: how many spaces of the route the person rides
    after: tuple[str, ...] = ()
    fee: int = 0                     # helicopter landing at an airport
    drops: tuple = ()                # drive: ((route index, (passenger ids...)), ...) dropped off on the way
    pickups: tuple = ()              # drive: ((route index, (piece ids...)), ...) picked up on the way
    premium: int = 0                 # paid to take the enemy Corrupt Precinct district it ends in (0: not paid)

    @property
    def end(self) -> str:
        if self.kind == "ride":
            return (self.after or (self.route[self.off - 1],))[-1]
        return self.route[-1]

    @property
    def cost(self) -> int:
        """What the move costs its owner: an airport's landing fee and any premium."""
        return self.fee + self.premium

    def describe(self, game: State) -> str:
        u = game.units.get(self.piece)
        who = f"{u.owner}'s {game.catalogue[u.kind].name}" if u else self.piece
        names = [game.board.space(s).name for s in self.route]
        if self.kind == "drive":
            text = f"{who} travels through {and_list(names)}"
        elif self.kind == "ride":
            v = game.units.get(self.vehicle)
            ride = and_list(names[: self.off])
            text = (f"{who} " + (f"steps into {game.board.space(self.before[0]).name}, " if self.before else "")
                    + f"rides the {game.catalogue[v.kind].name if v else 'vehicle'} through {ride}"
                    + (f", then steps into {game.board.space(self.after[0]).name}" if self.after else ""))
        else:
            text = f"{who} steps into {' and then '.join(names)}"
        if self.captures:
            text += f", capturing {and_list(game.board.space(s).name for s in self.captures)}"
        if self.premium:
            text += f" for {a_an(f'${self.premium}')} premium"
        if self.steals:
            text += f", stealing {counted(len(self.steals), 'vehicle')}"
        return text + "."

    def describe_simply(self, game: State, start: str) -> str:
        """The move in short sentences, for the simple narration; ``start`` is where it begins."""
        u = game.units.get(self.piece)
        who = f"{u.owner}'s {game.catalogue[u.kind].name}" if u else self.piece
        owner = u.owner if u else "The player"
        names = [game.board.space(s).name for s in self.route]
        if self.kind == "ride":
            v = game.units.get(self.vehicle)
            out = [say("move.first", piece=who, space=game.board.space(self.before[0]).name)] if self.before else []
            out.append(say("move.ride", piece=who, vehicle=game.catalogue[v.kind].name if v else "vehicle", start=start,
                           end=names[self.off - 1]))
            if self.after:
                out.append(say("move.then", piece=who, space=game.board.space(self.after[0]).name))
        elif self.kind == "drive":
            out = [say("move.drive", piece=who, start=start, end=names[-1])]
        elif len(names) == 1:
            out = [say("move.walk", piece=who, start=start, end=names[0])]
        else:
            out = [say("move.walk_on", piece=who, start=start, end=names[-1], spaces=and_list(names[:-1]))]
        return " ".join(out + self.gains_simply(game, owner))

    def gains_simply(self, game: State, owner: str) -> list[str]:
        """What the move takes and pays, in short sentences."""
        out = []
        if self.captures:
            out.append(say("move.captures", player=owner, spaces=and_list(game.board.space(s).name for s in self.captures)))
        if self.premium:
            out.append(say("move.premium", player=owner, premium=self.premium))
        if self.steals:
            out.append(say("move.steals", player=owner, vehicles=counted(len(self.steals), "vehicle")))
        return out


def _spaces(value, what: str) -> tuple[str, ...]:
    if not isinstance(value, (tuple, list)) or not all(isinstance(s, str) for s in value):
        raise IllegalAction(f"A move's {what} is a list of space ids, not {value!r:.60}.")
    return tuple(value)


def _stops(value, what: str) -> tuple:
    out = []
    if not isinstance(value, (tuple, list)):
        raise IllegalAction(f"A drive's {what} are [[route index, [piece ids]], ...], not {value!r:.60}.")
    for stop in value:
        if not (isinstance(stop, (tuple, list)) and len(stop) == 2 and isinstance(stop[0], int)
                and not isinstance(stop[0], bool) and isinstance(stop[1], (tuple, list))
                and stop[1] and all(isinstance(i, str) for i in stop[1])):
            raise IllegalAction(f"A drive's {what} are [[route index, [piece ids]], ...], not {stop!r:.60}.")
        out.append((stop[0], tuple(stop[1])))
    return tuple(out)


def check_fields(move) -> Move:
    """``move`` with every field of the right type (lists made tuples), or ``IllegalAction``."""
    if not isinstance(move, Move):
        raise IllegalAction(f"A move is a Move (from legal_moves), not {type(move).__name__} {move!r:.60}.")
    if not isinstance(move.piece, str) or not move.piece:
        raise IllegalAction(f"A move names the piece that moves by its id, not {move.piece!r:.40}.")
    if move.kind not in KINDS:
        raise IllegalAction(f"A move's kind is walk, drive or ride, not {move.kind!r:.40}.")
    route = _spaces(move.route, "route")
    if not route:
        raise IllegalAction("A move needs at least one space to go to.")
    before, after = _spaces(move.before, "first step"), _spaces(move.after, "last step")
    if move.kind != "ride" and (before or after or move.vehicle is not None or move.off is not None):
        raise IllegalAction("Only a ride has a vehicle and steps before or after it.")
    if move.kind == "ride":
        if not isinstance(move.vehicle, str):
            raise IllegalAction("A ride names the vehicle it rides in.")
        if len(before) > 1 or len(after) > 1:
            raise IllegalAction("A rider walks at most one space before or after the ride.")
        if move.off is not None and (isinstance(move.off, bool) or move.off != len(route)):
            raise IllegalAction("A rider gets off at the end of the vehicle's route.")
    drops, pickups = _stops(move.drops, "drop-offs"), _stops(move.pickups, "pick-ups")
    if move.kind != "drive" and (drops or pickups):
        raise IllegalAction("Only a drive drops people off or picks them up on its way.")
    for name in ("captures", "steals"):
        _spaces(getattr(move, name), name)
    if isinstance(move.fee, bool) or not isinstance(move.fee, int):
        raise IllegalAction(f"A move's fee is a whole number of dollars, not {move.fee!r:.20}.")
    if isinstance(move.premium, bool) or not isinstance(move.premium, int) or move.premium < 0:
        raise IllegalAction(f"A move's premium is the whole number of dollars it pays (0: none), not {move.premium!r:.20}.")
    return Move(move.piece, route, tuple(move.captures), tuple(move.steals), move.kind, move.vehicle, before,
                len(route) if move.kind == "ride" else None, after, move.fee, drops, pickups, move.premium)


def same_outcome(given: Move, worked_out: Move) -> str | None:
    """A move built by hand may leave what it captures, steals and costs empty; if it states
    them, they must be what the rules work out. (Its premium is the player's choice: see
    ``movement.plan_move``.)"""
    for name, label in (("captures", "captures"), ("steals", "steals"), ("fee", "costs")):
        said, real = getattr(given, name), getattr(worked_out, name)
        if said and said != real:
            return f"This move {label} {real or 'nothing'}, not {said}."
    return None
