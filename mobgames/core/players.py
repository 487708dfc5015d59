"""What every game's ``new_game`` checks first: the players, and where chance comes from."""

from __future__ import annotations

from collections.abc import Sequence

from .dice import Dice, RandomDice, fresh_seed
from .errors import SetupError
from .slug import slug


def player_names(players: int | Sequence[str], game: str, low: int, high: int,
                 default: Sequence[str] | None = None) -> list[str]:
    """``players`` as names: a number (names from ``default``, else "Player 1", ...) or a list of
    names, ``low`` to ``high`` of them, all different (also once made into ids)."""
    if isinstance(players, int) and not isinstance(players, bool):
        if not low <= players <= high:
            raise SetupError(f"{game} is for {low} to {high} players; {players} cannot play.")
        names = list(default[:players]) if default else [f"Player {i}" for i in range(1, players + 1)]
    elif isinstance(players, (list, tuple)) and all(isinstance(p, str) and p.strip() for p in players):
        names = list(players)
    else:
        raise SetupError(f"Give the players as a number ({low} to {high}) or a list of {low} to {high} names.")
    if not low <= len(names) <= high:
        raise SetupError(f"{game} is for {low} to {high} players; {len(names)} cannot play.")
    if len({slug(p) for p in names}) != len(names):
        raise SetupError("Two players have the same name; give each player a different name.")
    return names


def seeded_dice(seed: int | None, dice: Dice | None) -> tuple[int | None, Dice]:
    """The seed a game is saved with and the dice it plays with: dice made from the seed (a fresh
    seed if none), or the dice given. Both at once only if the dice come from that seed."""
    if dice is None:
        seed = fresh_seed() if seed is None else seed
        return seed, RandomDice(seed)
    if seed is not None and not (isinstance(dice, RandomDice) and dice.seed == seed):
        raise SetupError("Give a seed or dice, not both: a saved game replays from its seed, so the dice must "
                         "come from it.")
    return seed, dice
