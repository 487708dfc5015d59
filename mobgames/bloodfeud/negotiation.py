"""Deals the rules constrain: handing pieces over, invitations, and a host's betrayal.

Talk stays outside the engine (players may promise anything and break it); what the rulebook
fixes is how pieces change hands:

- ``hand_over``: the giver leaves personnel and vehicles in one of his city districts with no
  Boss or Family Member there; one of the receiver's people steps in and takes the whole
  district, buildings and all. In a whole game it is the receiver's request, and nothing changes
  hands until the giver accepts (``ask_hand_over``, ``settle_hand_over``): stepping into a rival's
  district against his will is an attack, never a hand-over.
- ``invite``: a district's holder lets another player's pieces in (never in parks, water or
  airports). Invited pieces move in without a battle and defend with the host.
- ``commandeer``: the host takes what a guest has in his district by invitation (pieces standing
  there for another reason, such as after a battle won without paying a precinct's premium, can
  only be fought). As a gift, taken at the end of the host's own turn, the personnel stay alive
  and change sides; as a betrayal (``kill=True``, at any time) the guest's personnel are killed
  with no defence and only the vehicles are taken.

Pieces that change hands cannot move or attack again in the same game round (``State.hold``):
the rulebook's reason for making a receiver wait is that no piece should move twice a round.
"""

from __future__ import annotations

from collections import Counter

from ..core.errors import IllegalAction
from ..core.text import a_an, and_list
from .narration import say
from .state import State
from .pieces import PEOPLE, VEHICLES
from .assassination import assassinate

HANDED = frozenset({"henchman", "hitman", "thug"}) | frozenset(VEHICLES)


def _district(game: State, space: str) -> str:
    if not isinstance(space, str):
        raise IllegalAction(f"Name the district by its id, not {space!r:.40}.")
    sp = game.board.space(space)
    if sp.kind != "district":
        raise IllegalAction(f"{sp.name} is {a_an(sp.kind)}: deals like this happen only in city districts.")
    return sp.name


def _players(game: State, *names: str) -> None:
    for n in names:
        if not isinstance(n, str):
            raise IllegalAction(f"Name the players as text, not {n!r:.40}.")
        game.player(n)
        if n in game.eliminated:
            raise IllegalAction(f"{n} is out of the game.")
    if len(set(names)) != len(names):
        raise IllegalAction("A deal needs two different players.")


def hand_over(game: State, giver: str, receiver: str, district: str, stepper: str) -> list[str]:
    """The receiver's person ``stepper`` (a piece id) steps from a neighbouring space into the
    giver's ``district`` and takes it with everything in it. Returns the ids acquired."""
    u, gained = check_hand_over(game, giver, receiver, district, stepper)
    name = game.board.space(district).name
    game.move_units([u], district)
    game.moved.add(u.id)
    game.give(gained, receiver)   # (they wait for the next round)
    game.control[district] = receiver
    game.fresh.add(district)
    kinds = Counter(x.kind for x in gained)
    what = and_list(game.catalogue[k].count_text(n) for k, n in kinds.items()) or "nobody"
    building = game.catalogue[game.buildings[district]].name if district in game.buildings else None
    simple = [say("hand_over.start", receiver=receiver, giver=giver, space=name)]
    simple += [say("hand_over.pieces", receiver=receiver, pieces=what)] if gained else []
    simple += [say("hand_over.building", receiver=receiver, building=building)] if building else []
    taken = ([what] if gained else []) + ([f"its {building}"] if building else [])
    with_what = f", with {and_list(taken)}" if taken else ""   # (an empty district: nobody to name)
    game.emit("hand_over", f"{receiver} steps into {name} and takes it over from {giver}{with_what}.",
              " ".join(simple),
              giver=giver, receiver=receiver, space=district)
    return [x.id for x in gained]


def ask_hand_over(game: State, receiver: str, giver: str, district: str, stepper: str) -> tuple:
    """The receiver asks the giver for his district (checked first). Returns the question the game
    then asks, ``("answer", giver, the request)``: nothing changes hands until the giver accepts."""
    u, _ = check_hand_over(game, giver, receiver, district, stepper)
    name = game.board.space(district).name
    piece = game.catalogue[u.kind].name
    game.emit("offer", f"{receiver} asks {giver} to hand over {name}: {receiver}'s {piece} would step in and take "
                       "it with everything there.", say("offer.hand_over", by=receiver, to=giver, space=name),
              by=receiver, to=giver, deal="hand_over")
    return ("answer", giver, {"deal": "hand_over", "by": receiver, "to": giver, "district": district,
                              "stepper": stepper, "piece": piece, "space": name})


def settle_hand_over(game: State, request: dict, accept: bool) -> list[str]:
    """The giver's answer: yes, and the receiver's piece steps in and takes the district at once."""
    by, to = request["by"], request["to"]
    if not accept:
        game.emit("decline", f"{to} turns down {by}'s offer.", say("decline", by=by, to=to), by=by, to=to)
        return []
    return hand_over(game, to, by, request["district"], request["stepper"])


def check_hand_over(game: State, giver: str, receiver: str, district: str, stepper: str):
    """The stepper and the pieces a legal hand-over passes on (or ``IllegalAction``)."""
    _players(game, giver, receiver)
    name = _district(game, district)
    if game.control.get(district) != giver:
        raise IllegalAction(f"{name} is not {giver}'s district.")
    here = game.units_at(district)
    if any(u.owner == giver and u.kind in ("boss", "family") for u in here):
        raise IllegalAction(f"{giver}'s Boss or Family Members are still in {name}: they must leave first.")
    if any(u.owner not in (giver,) for u in here):
        raise IllegalAction(f"Only {giver}'s pieces may be in {name} for a hand-over.")
    u = game.units.get(stepper) if isinstance(stepper, str) else None
    if u is None or u.owner != receiver or u.kind not in PEOPLE or u.carrier is not None:
        raise IllegalAction(f"{stepper!r} is not one of {receiver}'s people on foot.")
    if u.id in game.moved or u.id in game.fought:
        raise IllegalAction(f"That {game.catalogue[u.kind].name} has already moved or fought this turn.")
    if district not in game.board.neighbours(u.space):
        raise IllegalAction(f"The {game.catalogue[u.kind].name} must step in from a space next to {name}.")
    if any(x.kind not in HANDED for x in here if x.owner == giver):
        raise IllegalAction("Only Henchmen, Hit Men, Thugs and vehicles can be handed over.")
    return u, [x for x in here if x.owner == giver]


def invite(game: State, host: str, guest: str, district: str) -> None:
    """``host`` lets ``guest``'s personnel and vehicles into one of his city districts."""
    name = check_invite(game, host, guest, district)
    game.invitations.setdefault((host, guest), set()).add(district)
    game.emit("invite", f"{host} invites {guest} into {name}.", say("invite", host=host, guest=guest, space=name),
              host=host, guest=guest, space=district)


def check_invite(game: State, host: str, guest: str, district: str) -> str:
    _players(game, host, guest)
    name = _district(game, district)
    if game.control.get(district) != host:
        raise IllegalAction(f"{host} does not hold {name}, so cannot invite anyone in.")
    if district in game.invitations.get((host, guest), set()):
        raise IllegalAction(f"{guest} is already invited into {name}.")
    return name


def uninvite(game: State, host: str, guest: str, district: str) -> None:
    check_uninvite(game, host, guest, district)
    game.invitations[(host, guest)].discard(district)
    name = game.board.space(district).name
    game.emit("uninvite", f"{host} withdraws the invitation to {guest} in {name}.",
              say("uninvite", host=host, guest=guest, space=name))


def check_uninvite(game: State, host: str, guest: str, district: str) -> None:
    _players(game, host, guest)
    _district(game, district)
    if district not in game.invitations.get((host, guest), set()):
        raise IllegalAction(f"{guest} has no invitation from {host} to {game.board.space(district).name}.")


def check_commandeer(game: State, host: str, guest: str, district: str, kill: bool = False) -> list:
    """The guest's pieces a legal commandeering takes (or ``IllegalAction``)."""
    _players(game, host, guest)
    name = _district(game, district)
    if not isinstance(kill, bool):
        raise IllegalAction("kill is true (a betrayal) or false (a gift).")
    if game.control.get(district) != host:
        raise IllegalAction(f"{host} does not hold {name}.")
    theirs = game.units_at(district, guest)
    if not theirs:
        raise IllegalAction(f"{guest} has nothing in {name}.")
    if district not in game.invitations.get((host, guest), ()):
        raise IllegalAction(f"{guest}'s pieces in {name} are not there by {host}'s invitation: only invited pieces "
                            f"can be taken without a fight. {host} must attack them to remove them.")
    if not kill and game.current_player.name != host:
        raise IllegalAction(f"{host} takes the pieces given to him at the end of his own turn, not during "
                            f"{game.current_player.name}'s (so that no piece moves twice in one round).")
    if not kill and any(u.kind not in HANDED for u in theirs):
        raise IllegalAction("Only Henchmen, Hit Men, Thugs and vehicles can change sides; a Boss or Family "
                            "Member cannot.")
    return theirs


def commandeer(game: State, host: str, guest: str, district: str, *, kill: bool = False) -> dict:
    """The holder of ``district`` takes the guest's pieces there: a gift (personnel change sides)
    or, with ``kill=True``, a betrayal (personnel killed, no defence; vehicles taken)."""
    theirs = check_commandeer(game, host, guest, district, kill)
    name = game.board.space(district).name
    people = [u for u in theirs if u.kind in PEOPLE and u.carrier is None]
    vehicles = [u for u in theirs if u.kind in VEHICLES]
    aboard = [game.units[pid] for v in vehicles for pid in v.passengers]
    if kill:
        bosses = [u for u in people + aboard if u.kind == "boss"]
        game.remove(people + aboard)
        game.give(vehicles, host)
        game.invitations.get((host, guest), set()).discard(district)
        killed, taken = len(people) + len(aboard), len(vehicles)
        vehicles_taken = f"{taken} vehicle{'' if taken == 1 else 's'}"
        simple = [say("betrayal.start", host=host, guest=guest, space=name),
                  say("betrayal.killed", guest=guest, killed=f"{killed} {'person' if killed == 1 else 'people'}")]
        simple += [say("betrayal.taken", host=host, taken=vehicles_taken)] if taken else []
        game.emit("betrayal", f"{host} turns on {guest} in {name}: "
                              f"{killed} of {guest}'s people {'is' if killed == 1 else 'are'} killed"
                              + (f" and {vehicles_taken} taken." if taken else "."), " ".join(simple),
                  host=host, guest=guest)
        if bosses:
            game.emit("assassination", f"{guest}'s Boss is dead: an assassination.", say("assassination", player=guest),
                      player=guest)
            assassinate(game, guest, host)
        return {"killed": len(people) + len(aboard), "vehicles": len(vehicles)}
    game.give(theirs, host)   # (with anyone aboard; they wait for the next round)
    pieces = f"{len(theirs)} piece{'' if len(theirs) == 1 else 's'}"
    game.emit("gift", f"{host} takes over {guest}'s {pieces} in {name}; they can act from the next round.",
              say("gift", host=host, guest=guest, pieces=pieces, space=name), host=host, guest=guest)
    return {"taken": len(theirs)}


def check_pay(game: State, payer: str, payee: str, amount: int, note: str = "") -> None:
    """A payment on a verbal deal: two players, a whole number of dollars the payer has."""
    _players(game, payer, payee)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
        raise IllegalAction(f"A payment is a whole number of dollars, more than 0, not {amount!r:.20}.")
    if game.cash[payer] < amount:
        raise IllegalAction(f"{payer} has ${game.cash[payer]} and cannot pay ${amount}.")
    if not isinstance(note, str) or len(note) > 200:
        raise IllegalAction("A payment's note is a short piece of text (200 characters at most).")


def pay(game: State, payer: str, payee: str, amount: int, note: str = "") -> None:
    """Money changes hands on a verbal deal (the engine records it; it does not enforce deals)."""
    check_pay(game, payer, payee, amount, note)
    game.cash[payer] -= amount
    game.cash[payee] += amount
    game.emit("pay", f"{payer} pays {payee} ${amount:,}" + (f" ({note})." if note else "."),
              say("pay.note", payer=payer, payee=payee, amount=f"{amount:,}", note=note) if note
              else say("pay.plain", payer=payer, payee=payee, amount=f"{amount:,}"), payer=payer, payee=payee, amount=amount)


def check_let_through(game: State, blocker: str, mover: str) -> None:
    if not isinstance(blocker, str) or not isinstance(mover, str):
        raise IllegalAction("Name the players as text.")
    game.player(blocker), game.player(mover)
    if blocker == mover:
        raise IllegalAction("A player's own pieces never block each other.")
    if blocker in game.passes.get(mover, set()):
        raise IllegalAction(f"{blocker} already lets {mover}'s pieces pass this turn.")


def let_through(game: State, blocker: str, mover: str) -> None:
    """``blocker`` lets ``mover``'s pieces pass through its pieces and precincts this turn
    (a blocker may always choose not to block)."""
    check_let_through(game, blocker, mover)
    game.passes.setdefault(mover, set()).add(blocker)
    game.emit("let_through", f"{blocker} lets {mover}'s pieces pass through this turn.",
              say("let_through", blocker=blocker, mover=mover), blocker=blocker, mover=mover)
