"""Phase 4, Make Purchases: hire people, buy vehicles and buildings with the Player Card's prices.

New people and vehicles are placed with the Boss when he stands in a city district (the rule
option ``placement="with_boss"`` allows any space he is in: see ``with_boss``), or at one of
the player's Penthouse Palaces that was not built or captured this turn. A speedboat can be bought only where that place borders
water, and is docked on a shore the player chooses. Buildings go in any district the player
controls, one per district (buying a new one replaces the old at no extra cost). The supply of
pieces is data (``data/supply.json``, reconstructed: the rulebook limits it without giving counts),
or unlimited with ``Options(supply="unlimited")``.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.errors import IllegalAction
from ..core.events import run_length
from ..core.text import a_an, counted
from .datafiles import read_supply
from .narration import say
from .state import State
from .pieces import BUILDINGS, catalogue
from .with_boss import boss_of, place_with_boss, room, room_text
from ..core.arguments import checked


@lru_cache(maxsize=1)
def default_supply(path=None) -> dict:
    """supply.json's counts (or the file's at ``path``), checked: a broken file raises ``DataError``."""
    buyable = [p.id for p in catalogue().values() if p.cost is not None and p.category != "actions"]
    return dict(read_supply(buyable, path)["supply"])


def in_play(game: State, kind: str) -> int:
    if kind in BUILDINGS:
        return sum(1 for b in game.buildings.values() if b == kind)
    return sum(1 for u in game.units.values() if u.kind == kind)


@checked
def placements(game: State, player: str) -> list[str]:
    """Where this player's new people and vehicles may be placed: with the Boss (in his city
    district; with the ``with_boss`` option, in any space he is in), or at a Penthouse Palace
    owned since an earlier turn."""
    boss = boss_of(game, player)
    spots = []
    if boss is not None and (game.options.placement == "with_boss" or game.board.space(boss.space).kind == "district"):
        spots.append(boss.space)
    spots += [d for d, b in game.buildings.items()
              if b == "penthouse_palace" and game.control.get(d) == player and d not in game.fresh]
    return list(dict.fromkeys(spots))


@checked
def buy(game: State, player: str, item: str, at: str | None = None, shore: str | None = None) -> str | None:
    """Buy one ``item`` (a piece or building id). Returns the new piece's id (None for a building).

    ``at``: where to place it (a person or vehicle: the Boss's space by default; a building: the
    district). ``shore``: for a speedboat, the water space it is docked on.
    """
    at, shore = check_buy(game, player, item, at, shore)
    return do_buy(game, player, item, at, shore)


def check_buy(game: State, player: str, item: str, at: str | None = None,
              shore: str | None = None) -> tuple[str, str | None]:
    """Check a purchase without changing anything; returns where it goes (and a speedboat's
    shore), filling in the defaults."""
    game.player(player)
    for name, value in (("item", item), ("at", at), ("shore", shore)):
        if value is not None and not isinstance(value, str):
            raise IllegalAction(f"A purchase names the {name} by its id (text), not {value!r:.40}.")
    card = game.catalogue.get(item)
    if card is None or card.cost is None or card.category not in ("people", "vehicles", "buildings"):
        what = card.name if card else repr(item)
        raise IllegalAction(f"{what} cannot be bought.")
    cost = card.cost
    if game.cash[player] < cost:
        raise IllegalAction(f"{card.a_name[0].upper() + card.a_name[1:]} costs ${cost}; {player} has ${game.cash[player]}.")
    limit = game.supply.get(item)
    if limit is not None and in_play(game, item) >= limit:
        raise IllegalAction(f"All {limit} {card.plural or card.name + 's'} are in play; none is left to buy.")
    board = game.board
    if card.category == "buildings":
        if at is None or at not in board or game.control.get(at) != player:
            raise IllegalAction(f"{card.a_name[0].upper() + card.a_name[1:]} goes in a district {player} controls.")
        if shore is not None:
            raise IllegalAction("Only a Speedboat is docked on a shore.")
        return at, None
    spots = placements(game, player)
    if not spots:
        raise IllegalAction(no_placement(game, player))
    at = at or spots[0]
    if at not in spots:
        names = ", ".join(board.space(s).name for s in spots)
        raise IllegalAction(f"New pieces go with the Boss or at a Penthouse Palace owned since an earlier turn: {names}.")
    if board.space(at).kind == "water":   # (the with_boss option: the Boss floats in a Speedboat)
        if card.category != "people":
            raise IllegalAction(f"{card.a_name[0].upper() + card.a_name[1:]} cannot be placed out on the water.")
        if not room(game, player):
            raise IllegalAction(room_text(game, player))
    if item == "speedboat":
        shores = board.neighbours(at, ["shore"])
        if not shores:
            raise IllegalAction(f"A Speedboat can be bought only where the Boss (or Penthouse) borders water; "
                                f"{board.space(at).name} does not.")
        shore = shore or shores[0]
        if shore not in shores:
            raise IllegalAction(f"{board.space(at).name} touches the water at "
                                f"{', '.join(board.space(s).name for s in shores)}.")
    elif shore is not None:
        raise IllegalAction("Only a Speedboat is docked on a shore.")
    if item == "limousine" and board.space(at).kind != "district":
        raise IllegalAction("A Limousine must be placed in a city district.")
    if item == "helicopter" and board.space(at).kind == "water":
        raise IllegalAction("A Helicopter cannot stand on the water.")
    return at, shore


def do_buy(game: State, player: str, item: str, at: str, shore: str | None) -> str | None:
    """Carry out a purchase checked by ``check_buy``."""
    card, board = game.catalogue[item], game.board
    cost = card.cost
    if card.category == "buildings":
        game.cash[player] -= cost
        replaced = game.buildings.get(at)
        game.buildings[at] = item
        game.fresh.add(at)
        if item == "corrupt_precinct":
            game.precinct_price[at] = cost   # the premium to take it over starts from this price
        space = board.space(at).name
        text = f"{player} buys {card.a_name} for ${cost} in {space}"
        if replaced and replaced != item:
            old = game.catalogue[replaced].name
            text += f", replacing the {old}"
            simple = say("buy.replacing", player=player, item=card.a_name, cost=cost, space=space, old=old)
        else:
            simple = say("buy.building", player=player, item=card.a_name, cost=cost, space=space)
        game.emit("buy", text + ".", simple, player=player, item=item, space=at)
        return None
    if board.space(at).kind == "water":
        piece = place_with_boss(game, player, item)[0]   # aboard the Boss's boat
    else:
        piece = game.new_piece(player, item, at)
    pid = piece.id
    game.cash[player] -= cost
    if item == "speedboat":
        piece.floating = board.space(at).kind == "water"
        piece.shore = shore
    game.moved.add(pid)   # new pieces wait for the next turn
    verb = "hires" if card.category == "people" else "buys"
    space = board.space(at).name
    # A player may buy many of one piece in a row (a bot buys ten Thugs): after the first, each is
    # told with the count so far rather than in the same sentence again.
    n = run_length(game.log, "buy", player=player, item=item, space=at) + 1
    if n == 1:
        text = f"{player} {verb} {card.a_name} for ${cost} and places it in {space}."
        simple = say("buy.hire" if card.category == "people" else "buy.piece", player=player, item=card.a_name,
                     cost=cost, space=space)
    else:
        many = counted(n, card.name, card.plural)
        text = f"{player} {verb} one more {card.name} for ${cost} and places it in {space}: {many} in a row."
        simple = say("buy.more", player=player, item=card.name, cost=cost, space=space, count=many)
    game.emit("buy", text, simple, player=player, item=item, space=at, piece=pid)
    return pid


def no_placement(game: State, player: str) -> str:
    """Why a player has nowhere to place new people and vehicles."""
    boss = boss_of(game, player)
    if boss is None:
        return f"{player} has no Boss on the board and no Penthouse Palace to place new pieces."
    where = game.board.space(boss.space)
    place = "out on the water" if where.kind == "water" else f"in {where.name}, {a_an(where.kind)}"
    return (f"New pieces go with the Boss in a city district, or at a Penthouse Palace: {player}'s Boss is "
            f"{place}, and {player} has no Penthouse Palace to place them at.")
