"""Kidnapped Family Members: ransom, exchanges, killing a prisoner, and who commands a colour.

Prisoners are kept beside the captor's Player Card: ``game.prisoners[captor][colour]`` counts them.
A colour is commanded by the player whose Boss last took that family over (at first, its own
player): ``game.commander[colour]``. A released prisoner goes back into play in the space of its
commander's Boss (out on the water, aboard his boat while it has seats: see ``with_boss``), and
like every piece that comes back into play during a round, waits for the next round to act.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.text import a_an
from .narration import family_text, say
from .state import State
from .with_boss import place_with_boss, room, room_text


def commander(game: State, colour: str) -> str | None:
    """The living player who commands this colour's Family Members, if any."""
    who = game.commander.get(colour)
    return who if who and who not in game.eliminated else None


def boss_space(game: State, player: str) -> str | None:
    return next((u.space for u in game.units.values() if u.owner == player and u.kind == "boss"), None)


def _check_prisoner(game: State, captor: str, colour: str, n: int) -> None:
    game.player(captor)
    if not isinstance(colour, str) or colour not in game.commander and colour not in {p.colour for p in game.players}:
        raise IllegalAction(f"There is no {colour!r:.30} family in this game.")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise IllegalAction("Give the number of prisoners as a whole number, 1 or more.")
    held = game.prisoners[captor][colour]
    if held < n:
        had = "no" if held == 0 else str(held)
        raise IllegalAction(f"{captor} holds {had} {colour} Family Member{'' if held == 1 else 's'} as "
                            f"prisoner{'' if held == 1 else 's'}, not {n}.")


def check_release(game: State, captor: str, colour: str, n: int = 1) -> tuple[str, str]:
    """Who takes released prisoners back, and where (or ``IllegalAction``)."""
    _check_prisoner(game, captor, colour, n)
    to = commander(game, colour)
    where = boss_space(game, to) if to else None
    if where is None:
        raise IllegalAction(f"Nobody's Boss commands the {colour} family now, so there is nobody to release them to.")
    seats = room(game, to)
    if seats is not None and seats < n:
        raise IllegalAction(f"Released Family Members join {to}'s Boss: {room_text(game, to)} "
                            f"{'They' if n > 1 else 'It'} can be released once the Boss is ashore.")
    return to, where


def release(game: State, captor: str, colour: str, n: int = 1, *, why: str = "free") -> str:
    """Put prisoners back into play with their commander's Boss (the end of a ransom or exchange).
    Returns the space they return to."""
    to, where = check_release(game, captor, colour, n)
    game.prisoners[captor][colour] -= n
    game.hold(place_with_boss(game, to, "family", colour, n))
    family, space = family_text({colour: n}), game.board.space(where).name
    after = {"ransom": " after the ransom", "exchange": " in the exchange"}.get(why, "")
    game.emit("release", f"{captor} lets {family} go{after}, back to {to}'s Boss in {space}.",
              say(f"release.{why}", captor=captor, family=family, to=to, space=space), captor=captor, colour=colour, to=to)
    return where


def ransom(game: State, captor: str, colour: str, amount: int, n: int = 1) -> None:
    """The colour's commander pays ``amount`` (any agreed sum) and gets the prisoners back."""
    payer = check_ransom(game, captor, colour, amount, n)
    game.cash[payer] -= amount
    game.cash[captor] += amount
    game.emit("ransom", f"{payer} pays {captor} {a_an(f'${amount}')} ransom.",
              say("ransom", payer=payer, captor=captor, amount=f"{amount:,}"), payer=payer, captor=captor, amount=amount)
    release(game, captor, colour, n, why="ransom")


def check_ransom(game: State, captor: str, colour: str, amount: int, n: int = 1) -> str:
    """Who pays a legal ransom (or ``IllegalAction``)."""
    _check_prisoner(game, captor, colour, n)
    payer = commander(game, colour)
    if payer is None:
        raise IllegalAction(f"Nobody commands the {colour} family now, so nobody can pay its ransom.")
    if payer == captor:
        raise IllegalAction(f"{captor} commands the {colour} family; there is nobody to pay a ransom to.")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise IllegalAction("A ransom is a whole number of dollars, 0 or more.")
    if game.cash[payer] < amount:
        raise IllegalAction(f"{payer} has ${game.cash[payer]} and cannot pay {a_an(f'${amount}')} ransom.")
    if boss_space(game, payer) is None:
        raise IllegalAction(f"{payer} has no Boss on the board to take the prisoners back.")
    check_release(game, captor, colour, n)
    return payer


def exchange(game: State, a: str, colour_a: str, b: str, colour_b: str, n: int = 1) -> None:
    """Two captors swap prisoners: each side's prisoners go back to their own commanders' Bosses."""
    check_exchange(game, a, colour_a, b, colour_b, n)
    release(game, a, colour_a, n, why="exchange")
    release(game, b, colour_b, n, why="exchange")


def check_exchange(game: State, a: str, colour_a: str, b: str, colour_b: str, n: int = 1) -> None:
    _check_prisoner(game, a, colour_a, n)
    _check_prisoner(game, b, colour_b, n)
    if commander(game, colour_a) != b or commander(game, colour_b) != a:
        raise IllegalAction(f"An exchange swaps each player's own family: {a} must hold {b}'s and {b} must hold {a}'s.")
    for who in (a, b):
        if boss_space(game, who) is None:
            raise IllegalAction(f"{who} has no Boss on the board to take the prisoners back.")


def kill_prisoner(game: State, captor: str, colour: str, n: int = 1) -> None:
    """The captor kills prisoners: they go back in the box for good. (The rulebook forbids this
    while the captor's Boss is in a battle; battles here are fought in one call, so there is never
    such a moment between calls.)"""
    check_kill_prisoner(game, captor, colour, n)
    game.prisoners[captor][colour] -= n
    prisoners = f"{n} {colour} prisoner{'s' if n > 1 else ''}"
    game.emit("kill_prisoner", f"{captor} kills {prisoners}.", say("kill_prisoner", captor=captor, prisoners=prisoners),
              captor=captor, colour=colour)


def check_kill_prisoner(game: State, captor: str, colour: str, n: int = 1) -> None:
    _check_prisoner(game, captor, colour, n)


# -- offers: a ransom or an exchange waits for the other side's answer ------------------------------

def make_offer(game: State, by: str, kind: str, args) -> tuple:
    """Put a checked ransom or exchange to the other side. Returns the question the game then
    asks, ``("answer", who answers, the offer)``: nothing changes hands until he accepts."""
    n = args.get("n", 1)
    many = "s" if n > 1 else ""
    if kind == "ransom":
        colour, amount = args["colour"], args["amount"]
        to = commander(game, colour)
        offer = {"deal": "ransom", "by": by, "to": to, "colour": colour, "n": n, "amount": amount}
        game.emit("offer", f"{by} offers to release {n} {colour} Family Member{many} to {to} for a ransom of "
                           f"${amount:,}.", say("offer.ransom", by=by, to=to, family=family_text({colour: n}),
                                                amount=f"{amount:,}"), by=by, to=to, deal="ransom")
    else:
        to = args["other"]
        offer = {"deal": "exchange", "by": by, "to": to, "colour": args["colour"],
                 "their_colour": args["their_colour"], "n": n}
        mine, theirs = f"{n} {args['colour']} prisoner{many}", f"{n} {args['their_colour']} prisoner{many}"
        game.emit("offer", f"{by} offers {to} an exchange: {mine} for {n} {args['their_colour']}.",
                  say("offer.exchange", by=by, to=to, mine=mine, theirs=theirs), by=by, to=to, deal="exchange")
    return ("answer", to, offer)


def settle_offer(game: State, offer: dict, accept: bool) -> None:
    """The answer to an offer: accepted, the ransom is paid (or the prisoners swapped) at once."""
    by, to = offer["by"], offer["to"]
    if not accept:
        game.emit("decline", f"{to} turns down {by}'s offer.", say("decline", by=by, to=to), by=by, to=to)
    elif offer["deal"] == "ransom":
        ransom(game, by, offer["colour"], offer["amount"], offer["n"])
    else:
        exchange(game, by, offer["colour"], to, offer["their_colour"], offer["n"])
