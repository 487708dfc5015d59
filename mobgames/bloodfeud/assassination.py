"""Killing a Boss: the rulebook's nine steps, as what happens to the position.

1. The dead Boss's cash goes to the killer.
2. His prisoners go to the killer: those of a family the killer commands go back into play with
   the killer's Boss at the end of the turn; the others stay prisoners (now the killer's).
3. His personnel and vehicles leave the board for the general supply; vehicles captured in the
   battle stay the killer's. His Family Members on the board are set aside for the killer.
4. His Corrupt Precincts are removed. 5. His districts turn neutral (other buildings stay).
6-7. The turn goes on; a Penthouse captured this turn takes no new pieces (see ``purchases``).
8. At the end of the turn the set-aside family, and the killer's prisoners of the families the
   dead Boss commanded, join the killer's Boss: the killer now commands those colours. (A Boss
   out on the water takes aboard only as many as his boat has seats; the rest join later.)
9. Family of those colours held by other players stays held; it is now the killer's to ransom.

A family that was waiting to join the dead Boss passes on to his killer as well. When nobody
survives to take over (both Bosses died in one bloodbath), the cash goes back to the bank, the
family to the box; prisoners he held go back to their commanders.
"""

from __future__ import annotations

from collections import Counter

from .state import State
from .pieces import PEOPLE, VEHICLES
from .kidnapping import boss_space
from .narration import family_text, say
from .with_boss import place_with_boss, room, room_text


def assassinate(game: State, victim: str, killer: str | None) -> None:
    if victim in game.eliminated:
        return
    colours = [c for c, who in game.commander.items() if who == victim]
    cash = game.cash[victim]
    game.cash[victim] = 0
    if killer:
        game.cash[killer] += cash
    # 2. prisoners
    held = +game.prisoners[victim]
    game.prisoners[victim] = Counter()
    # 3. pieces on the board
    family = Counter(u.colour for u in game.units.values() if u.owner == victim and u.kind == "family")
    gone = [u for u in game.units.values() if u.owner == victim and u.kind in set(PEOPLE) | set(VEHICLES)]
    game.remove(gone)
    family += game.pending.pop(victim, Counter())
    # 4-5. precincts and districts
    districts = [d for d, who in game.control.items() if who == victim]
    for d in districts:
        del game.control[d]
        if game.buildings.get(d) == "corrupt_precinct":
            del game.buildings[d]
            game.precinct_price.pop(d, None)
    game.eliminated.append(victim)
    if killer:
        for c in colours:
            game.commander[c] = killer
        # The killer's own prisoners of the families he now commands join him too.
        for c in colours:
            n = game.prisoners[killer].pop(c, 0)
            if n:
                family[c] += n
        for c, n in held.items():
            if game.commander.get(c) == killer:
                family[c] += n
            else:
                game.prisoners[killer][c] += n
        game.pending.setdefault(killer, Counter()).update(family)
        joined = family_text(family) if +family else "no Family Members"
        simple = [say("takeover.kill", killer=killer, victim=victim, cash=f"{cash:,}")]
        if +family:
            simple.append(say("takeover.family", killer=killer, family=joined))
        game.emit("takeover", f"{killer} kills {victim}'s Boss: {victim}'s ${cash} goes to {killer}, "
                              f"{victim}'s districts turn neutral and precincts are removed; {joined} will join "
                              f"{killer}'s Boss at the end of the turn.", " ".join(simple),
                  killer=killer, victim=victim)
    else:
        for c in colours:
            game.commander.pop(c, None)
        for c, n in held.items():
            to = game.commander.get(c)
            if to and to not in game.eliminated:
                game.pending.setdefault(to, Counter())[c] += n
        game.emit("takeover", f"{victim}'s Boss dies with nobody left to take over: {victim}'s family is broken "
                              "up and the districts turn neutral.", say("takeover.broken", victim=victim), victim=victim)
    game.emit("out", f"{victim} is out of the game.", say("out.player", player=victim), player=victim)
    # A Boss killed in the same bloodbath is not standing, even before his own turn to be removed.
    bosses = {u.owner for u in game.units.values() if u.kind == "boss"}
    alive = [p.name for p in game.players if p.name not in game.eliminated and p.name in bosses]
    if len(alive) == 1 and game.winner is None:
        game.winner = alive[0]
        game.emit("win", f"{alive[0]} is the last Boss standing and wins the game!", say("win.last", player=alive[0]),
                  player=alive[0])


def join_pending(game: State) -> None:
    """End of a turn: set-aside Family Members join their new commander's Boss (out on the water,
    only as many as his boat has seats for: the others wait for the end of a later turn). Like
    every piece that comes into play during a round, they act from the next round."""
    for player, family in list(game.pending.items()):
        where = boss_space(game, player)
        if player in game.eliminated or where is None or not +family:
            game.pending.pop(player)
            continue
        seats = room(game, player)
        joining: Counter = Counter()
        for colour, n in sorted(family.items()):
            take = n if seats is None else min(n, seats - sum(joining.values()))
            if take > 0:
                joining[colour] = take
        for colour, n in joining.items():
            game.hold(place_with_boss(game, player, "family", colour, n))
        left = family - joining
        if +left:
            game.pending[player] = left
        else:
            game.pending.pop(player)
        if joining:
            space = game.board.space(where).name
            game.emit("join", f"{player}'s Boss in {space} is joined by {family_text(joining)}.",
                      say("join", player=player, family=family_text(joining), space=space), player=player)
        if +left:
            free = room(game, player) or 0
            game.emit("join_later", f"Waiting to join {player}'s Boss: {family_text(left)}. {room_text(game, player)}",
                      say("join_later", player=player, family=family_text(left),
                          seats=f"{'no' if not free else free} free seat{'' if free == 1 else 's'}"), player=player)
