"""Building a Family Business position for an example or an exercise: ``game.arrange(...)``.

The whole position is checked before anything changes, and every problem is named at once. What
the rules decide follows from the position: a player with no mobsters left is out, and a Mob War
is on when six or more mobsters are on the Hit List or six or fewer are left in the game.
"""

from __future__ import annotations

from ..core.arguments import checked
from ..core.chance import CHANCE
from ..core.contract import GameState
from ..core.errors import IllegalAction
from .cards import CARDS
from .flow import FLOW


@checked
def arrange(game: GameState, *, hands: dict | None = None, deck: list | None = None, hit_list: list | None = None,
            dead: list | None = None, war: int | None = None, turn: str | None = None) -> None:
    """Hands (``{player: [card ids]}``; players left out hold nothing), the deck's order (the
    last card is drawn first), the Hit List (the wall first), dead mobsters, the war rate (0, 1
    or 2) and whose turn it is. Cards not placed go to the discard pile, so every card stays
    accounted for. Only before play begins: the arranged position is where the game starts (a
    save records each arrangement, so it loads again)."""
    played = sum(1 for a in game.history if a.player != CHANCE)   # (the deal is chance's, not play)
    if played:
        raise IllegalAction(f"arrange() sets up a starting position, and play has already begun "
                            f"({played} actions). Start a new game to arrange another position.")
    problems: list[str] = []
    players = game.players
    new_hands = _hands(game, hands, problems)
    new_deck = _cards(deck, "deck", problems) if deck is not None else list(game.deck)
    listed = _mobsters(game, hit_list, "Hit List", problems) if hit_list is not None else list(game.hit_list)
    gone = _mobsters(game, dead, "dead", problems) if dead is not None else list(game.dead)
    for m in set(listed) & set(gone):
        problems.append(f"{game.mobsters[m].name} is dead, so cannot be on the Hit List.")
    if war is not None and (isinstance(war, bool) or war not in (0, 1, 2)):
        problems.append(f"The war rate is 0 (no war), 1 or 2 (double rate), not {war!r:.20}.")
    pool = sorted(game.deck + game.discard + [c for h in game.hands.values() for c in h])
    for c in [c for h in new_hands.values() for c in h] + new_deck:
        if c in CARDS:
            if c in pool:
                pool.remove(c)
            else:
                problems.append(f"There are not enough {CARDS[c].name} cards in this deck.")
    alive = {p: [m.id for m in game.mobsters.values() if m.owner == p and m.id not in gone] for p in players}
    out = [p for p in players if not alive[p]]
    for p in out:
        if new_hands.get(p):
            problems.append(f"{p} has no mobsters left, so is out of the game and holds no cards.")
    if len(players) - len(out) < 2:
        problems.append("At least two players must still have mobsters for the game to go on.")
    if turn is not None and (not isinstance(turn, str) or turn not in players):
        problems.append(f"It cannot be {turn!r:.40}'s turn: the players are {', '.join(players)}.")
    elif turn is not None and turn in out:
        problems.append(f"It cannot be {turn}'s turn: {turn} has no mobsters left.")
    if problems:
        raise IllegalAction(problems[0] if len(problems) == 1 else
                            "This position cannot be set up:\n" + "\n".join(f"- {p}" for p in problems))

    # Checked: now change, and derive what the rules derive.
    game.hands = new_hands
    game.deck = new_deck
    game.discard = pool
    game.set_hit_list(listed)
    game.dead = gone
    game.roster = alive
    game.eliminated = out
    must = len(listed) >= 6 or game.mobsters_left() <= 6
    game.set_war(war if war is not None else game.war)
    if must and not game.war:
        game.set_war(1)
    if turn is not None:
        game.turn = players.index(turn)
    while game.current in out:
        game.turn = (game.turn + 1) % len(players)
    FLOW.begin(game, "play")
    setup = dict(game.setup)
    given = {k: v for k, v in dict(hands=hands, deck=deck, hit_list=hit_list, dead=dead, war=war,
                                   turn=turn).items() if v is not None}
    setup["position"] = list(setup.get("position") or []) + [given]   # each arrangement, in order
    game.mark_start(setup)


def _hands(game, hands, problems: list[str]) -> dict:
    if hands is None:
        return {p: list(h) for p, h in game.hands.items()}
    if not isinstance(hands, dict):
        problems.append("Give the hands as {player: [card ids]}.")
        return {p: list(h) for p, h in game.hands.items()}
    for p in hands:
        if p not in game.players:
            problems.append(f"There is no player {p!r:.40} to hold cards (the players are {', '.join(game.players)}).")
    return {p: _cards(hands.get(p, []), f"{p}'s hand", problems) for p in game.players}


def _cards(cards, where: str, problems: list[str]) -> list[str]:
    if not isinstance(cards, (list, tuple)):
        problems.append(f"The {where} is a list of card ids, not {cards!r:.40}.")
        return []
    out = []
    for c in cards:
        if isinstance(c, str) and c in CARDS:
            out.append(c)
        else:
            problems.append(f"There is no card {c!r:.40} (in the {where}).")
    return out


def _mobsters(game, ids, where: str, problems: list[str]) -> list[str]:
    if not isinstance(ids, (list, tuple)):
        problems.append(f"The {where} is a list of mobster ids, not {ids!r:.40}.")
        return []
    out = []
    for m in ids:
        if not isinstance(m, str) or m not in game.mobsters:
            problems.append(f"There is no mobster {m!r:.40} (in the {where}).")
        elif game.mobsters[m].owner is None:
            problems.append(f"{game.mobsters[m].name} belongs to a family nobody plays, so cannot be {where}.")
        elif m in out:
            problems.append(f"{game.mobsters[m].name} is listed twice in the {where}.")
        else:
            out.append(m)
    return out
