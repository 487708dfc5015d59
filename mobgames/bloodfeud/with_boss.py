"""Pieces placed with a player's Boss: bought pieces (``purchases``), released prisoners
(``kidnapping``) and a dead rival's family joining its new commander (``assassination``).

On land (a city district, a park, an airport) any number of pieces stand with the Boss. Out on
the water the Boss is aboard a floating Speedboat, so pieces join him aboard it while it has
seats, and no more. Which of these places a purchase may use is a rule option (``placement``).
"""

from __future__ import annotations

from .state import Piece, State


def boss_of(game: State, player: str) -> Piece | None:
    """The player's Boss on the board, if he has one."""
    colour = game.player(player).colour
    return next((u for u in game.units.values() if u.owner == player and u.kind == "boss" and u.colour == colour),
                None) or next((u for u in game.units.values() if u.owner == player and u.kind == "boss"), None)


def afloat(game: State, boss: Piece) -> Piece | None:
    """The boat a Boss floats in out on the water (None when he is on land)."""
    if game.board.space(boss.space).kind != "water" or boss.carrier is None:
        return None
    return game.units[boss.carrier]


def room(game: State, player: str) -> int | None:
    """How many more pieces can join the player's Boss: None for any number (on land), the free
    seats of his boat out on the water, 0 with no Boss on the board."""
    boss = boss_of(game, player)
    if boss is None:
        return 0
    boat = afloat(game, boss)
    if boat is None:
        return None
    return max(0, game.catalogue[boat.kind].carries - len(boat.passengers))


def room_text(game: State, player: str) -> str:
    """Why no more pieces can join the player's Boss now (when ``room`` says so)."""
    boss = boss_of(game, player)
    if boss is None:
        return f"{player} has no Boss on the board."
    seats = room(game, player)
    return (f"{player}'s Boss is out on the water in a Speedboat with "
            f"{'no free seats' if not seats else f'only {seats} free seat' + ('s' if seats > 1 else '')}.")


def place_with_boss(game: State, player: str, kind: str, colour: str | None = None, n: int = 1) -> list[Piece]:
    """Put ``n`` new pieces with the player's Boss (aboard his boat on the water). The caller has
    checked ``room``."""
    boss = boss_of(game, player)
    boat = afloat(game, boss)
    placed = [game.new_piece(player, kind, boss.space, colour) for _ in range(n)]
    if boat is not None:
        for u in placed:
            game.embark(u, boat)
    return placed
