"""Saving a Blood Feud game: how it was set up, in plain JSON.

A game begun with ``Turns.start`` is set up from its players, seed, start points, colours and
options. A game begun from a position built by hand (``blank_game`` and ``place``, a chapter's
example) saves the whole position instead: every piece, district, building, prisoner and
amount of cash. Either way the history of actions is saved beside it (``core.save``), and loading
replays it. Every field is checked when a file is read; nothing in a file is ever executed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

from ..core.errors import SaveError
from .game import Game
from .narration import say
from .options import BEFORE_OPTION, Options
from .setup import default_board
from .state import Piece, Player, State

PLAYER_FIELDS = [f.name for f in fields(Player)]
PIECE_FIELDS = [f.name for f in fields(Piece)]


def position_data(game: State) -> dict:
    """Everything a position holds, as JSON values."""
    if game.board is not default_board():
        raise SaveError("Only a game on the standard board can be saved.")
    return {
        "players": [{k: getattr(p, k) for k in PLAYER_FIELDS} for p in game.players],
        "options": game.options.as_dict(),
        "seed": game.seed,
        "units": [{k: (list(v) if isinstance(v, list) else v) for k in PIECE_FIELDS if (v := getattr(u, k)) is not None
                   and v != [] and v is not False} for u in game.units.values()],
        "ids": dict(game.ids),
        "control": dict(game.control), "buildings": dict(game.buildings), "precinct_price": dict(game.precinct_price),
        "prisoners": {p: dict(+c) for p, c in game.prisoners.items()},
        "commander": dict(game.commander),
        "invitations": [[host, guest, sorted(ds)] for (host, guest), ds in sorted(game.invitations.items()) if ds],
        "pending": {p: dict(+c) for p, c in game.pending.items()},
        "eliminated": list(game.eliminated), "winner": game.winner, "cash": dict(game.cash),
        "moved": sorted(game.moved), "held": sorted(game.held), "fresh": sorted(game.fresh),
        "fought": sorted(game.fought),
        "passes": {m: sorted(bs) for m, bs in game.passes.items()},
        "supply": dict(game.supply), "round": game.round, "turn": game.turn,
    }


def game_from_position(data) -> State:
    """Rebuild a position saved by ``position_data``; a damaged one raises ``SaveError``."""
    if not isinstance(data, dict):
        raise SaveError("The saved position is not an object.")
    need = {"players", "options", "seed", "units", "ids", "control", "buildings", "precinct_price", "prisoners",
            "commander", "invitations", "pending", "eliminated", "winner", "cash", "moved", "fresh", "fought",
            "passes", "supply", "round", "turn", "held"}
    data = {"held": [], **data}   # (saves made before pieces were held for a round have none)
    missing, extra = need - set(data), set(data) - need
    if missing or extra:
        raise SaveError(f"The saved position has {'no ' + sorted(missing)[0] if missing else 'an unknown ' + sorted(extra)[0]}.")
    for name in sorted(need - {"seed", "winner", "round", "turn"}):   # (an empty text or list would pass as {})
        kind = list if name in ("players", "units", "invitations", "eliminated", "moved", "held", "fresh", "fought") else dict
        if not isinstance(data[name], kind):
            raise SaveError(f"The saved position's {name} must be {'a list' if kind is list else 'an object'}.")
    for name in ("moved", "held", "fresh", "fought", "eliminated"):
        if not all(isinstance(x, str) for x in data[name]):
            raise SaveError(f"The saved position's {name} must be a list of ids (text).")
    def counts(c, unlimited=False):   # (int() would take true or "3", Counter() counts the letters of a text)
        return isinstance(c, dict) and all((v is None and unlimited) or (type(v) is int and v >= 0) for v in c.values())
    for name, ok in (("ids", counts(data["ids"])), ("supply", counts(data["supply"], True)),
                     ("prisoners", all(counts(c) for c in data["prisoners"].values())),
                     ("pending", all(counts(c) for c in data["pending"].values()))):
        if not ok:
            raise SaveError(f"The saved position's {name} must be whole numbers, 0 or more.")
    try:
        players = [Player(**p) for p in data["players"]]
        game = Game(default_board(), players, Options(**{**BEFORE_OPTION, **data["options"]}), seed=data["seed"])
        names, board = {p.name for p in players}, game.board
        for u in data["units"]:
            if not (isinstance(u, dict) and all(isinstance(u.get(k), str) for k in ("id", "owner", "kind", "colour", "space"))):
                raise SaveError(f"A saved piece has no text id, owner, kind, colour or space: {u!r:.60}.")
            piece = Piece(**{k: v for k, v in u.items() if k != "passengers"}, passengers=list(u.get("passengers", [])))
            if piece.owner not in names or piece.space not in board or piece.kind not in game.catalogue:
                raise SaveError(f"The saved piece {piece.id!r:.30} is not a piece of this game.")
            game.units[piece.id] = piece
        for u in game.units.values():
            if u.carrier is not None and (u.carrier not in game.units or u.id not in game.units[u.carrier].passengers):
                raise SaveError(f"The saved piece {u.id!r:.30} rides in a vehicle that does not carry it.")
            aboard = [game.units.get(r) for r in u.passengers]
            if len(set(u.passengers)) != len(aboard) or any(r is None or r.carrier != u.id for r in aboard):
                raise SaveError(f"The saved vehicle {u.id!r:.30} carries a piece that is not aboard it.")
        game.ids.update(data["ids"])
        for name in ("control", "buildings", "precinct_price", "commander", "cash", "supply"):
            getattr(game, name).clear()
            getattr(game, name).update(data[name])
        for d, owner in game.control.items():
            if d not in board or board.space(d).kind != "district" or owner not in names:
                raise SaveError(f"The saved position's control gives {d!r:.30} to {owner!r:.30}: not a district "
                                "held by a player of this game.")
        game.prisoners.update({p: Counter(c) for p, c in data["prisoners"].items()})
        game.pending.update({p: Counter(c) for p, c in data["pending"].items()})
        game.invitations.update({(h, g): set(ds) for h, g, ds in data["invitations"]})
        game.eliminated[:] = data["eliminated"]
        game.winner = data["winner"]
        game.moved.update(data["moved"])
        game.held.update(data["held"])
        game.fresh.update(data["fresh"])
        game.fought.update(data["fought"])
        game.passes.update({m: set(bs) for m, bs in data["passes"].items()})
        for name in ("round", "turn"):
            if isinstance(data[name], bool) or not isinstance(data[name], int) or data[name] < 0:
                raise SaveError(f"The saved position's {name} must be a whole number.")
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in game.cash.values()) \
                or set(game.cash) != names:
            raise SaveError("The saved position's cash must be a whole number of dollars for each player.")
        if data["turn"] >= len(players):
            raise SaveError("The saved position's turn names no player.")
        game.round, game.turn = data["round"], data["turn"]
    except SaveError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as err:
        raise SaveError(f"The saved position is damaged ({type(err).__name__}: {err}).") from None
    game.changed()
    game.emit("position", "A saved position is set up.", say("position"))
    return game
