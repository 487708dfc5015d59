"""Every legal action of a Blood Feud position, and the check of any one action.

``listed(turns, player)`` lists what ``player`` may do now: in his turn, every move, boarding,
attack target, purchase and hand-over the phase allows, and ending the phase or the turn; while
an attack is being assembled, the groups that can join it; after a battle, the answers to the
decision it leaves; at any time, the deals he may make. Payments and ransoms take any amount:
they are families of actions (``opens``) accepted by ``check`` but not listed.

``check(turns, action)`` checks one action completely without changing anything: it returns a
plan for the turn loop to carry out, or raises ``IllegalAction`` with the reason.
"""

from __future__ import annotations

from itertools import permutations

from ..core.contract import Open
from ..core.errors import IllegalAction
from . import groups, kidnapping, negotiation
from .actions import ASSAULT, DEALS, QUESTIONS, act, move_action, move_of, text_detail, whole_detail
from .assault import can_attack, can_strike, check_join, check_strike, joins
from .movement import legal_moves, plan_move
from .passage import Ground
from .phases import BY_ID, where_allowed
from .attack import bribe_problem, nobody_defends
from .pieces import PEOPLE, VEHICLES
from .purchases import check_buy, placements
from .state import base_kind
from .vehicles import check_board, check_leave

ARGS = {   # kind -> (required details, optional details)
    "move": ({"piece", "route"}, {"mode", "vehicle", "before", "after", "drops", "pickups", "premium"}),
    "board": ({"person", "vehicle"}, set()), "leave": ({"person"}, set()),
    "send": ({"pieces", "to"}, {"premium"}),
    "attack": ({"target"}, set()), "join": ({"from", "piece", "n"}, {"plan"}), "strike": (set(), set()),
    "cancel": (set(), set()), "next_phase": (set(), set()), "end_turn": (set(), set()),
    "buy": ({"item"}, {"at", "shore"}), "hand_over": ({"giver", "district", "stepper"}, set()),
    "call_out": ({"order"}, set()), "step_in": ({"n"}, set()), "premium": ({"pay"}, set()),
    "captives": ({"kidnap"}, set()), "answer": ({"accept"}, set()),
    "pay": ({"payee", "amount"}, {"note"}), "ransom": ({"colour", "amount"}, {"n"}),
    "exchange": ({"other", "colour", "their_colour"}, {"n"}), "kill_prisoner": ({"colour"}, {"n"}),
    "invite": ({"guest", "district"}, set()), "uninvite": ({"guest", "district"}, set()),
    "commandeer": ({"guest", "district"}, {"kill"}), "let_through": ({"mover"}, set()),
}


# -- checking one action ----------------------------------------------------------------------

def check(turns, a):
    """A plan for the legal action ``a`` (its meaning depends on the kind), or ``IllegalAction``."""
    if turns.over:
        raise IllegalAction(turns.over_text())
    kind = a.kind
    if kind not in ARGS:
        raise IllegalAction(f"Blood Feud has no action {kind!r:.40}.")
    need, may = ARGS[kind]
    missing = need - set(a.args)
    if missing:
        raise IllegalAction(f"A {kind} action needs its {', '.join(sorted(missing))}.")
    extra = set(a.args) - need - may
    if extra:
        raise IllegalAction(f"A {kind} action has no detail called {sorted(extra)[0]!r:.40}.")
    asking = turns.asking
    if asking is not None:
        what, who = asking[0], asking[1]
        if kind != what or a.player != who:
            raise IllegalAction(f"{turns.decision.prompt} Nothing else can be done until {who} decides.")
        return _AFTER[kind](turns, a, asking)
    if turns.assault is not None:
        if kind not in ASSAULT or a.player != turns.player:
            raise IllegalAction(f"{turns.player} is putting an attack together: join pieces to it, strike, or "
                                "call it off first.")
        return _ASSAULT[kind](turns, a)
    if kind == "answer":
        raise IllegalAction("There is no offer waiting for an answer now.")
    if kind in ASSAULT or kind in QUESTIONS:
        raise IllegalAction(f"There is no attack or battle waiting for a '{kind}' now.")
    if kind in DEALS:
        return _DEAL[kind](turns, a)
    if a.player != turns.player:
        raise IllegalAction(f"It is {turns.player}'s turn, not {a.player}'s.")
    phase = BY_ID[turns.phase]
    if kind not in phase.allows:
        allowed = " or ".join(where_allowed(kind))
        raise IllegalAction(f"That belongs to the {allowed} phase; it is now the {phase.name} phase of "
                            f"{turns.player}'s turn.")
    return _IN_TURN[kind](turns, a)


def _own(turns, pid, player: str):
    u = turns.game.units.get(text_detail(pid, "piece"))
    if u is not None and u.owner != player:
        raise IllegalAction(f"That piece is {u.owner}'s; it is {player}'s turn.")
    return u


def _move(turns, a):
    _own(turns, a.get("piece"), a.player)
    return plan_move(turns.game, move_of(a))


def _send(turns, a):
    """A group sent as one (the table's pick-up-and-send): worked out whole on a copy first."""
    pieces, premium = a.get("pieces"), a.get("premium", False)
    if not isinstance(pieces, tuple) or not pieces or not all(isinstance(p, str) for p in pieces):
        raise IllegalAction("A send names the pieces that go, as a list of their ids.")
    for pid in pieces:
        if _own(turns, pid, a.player) is None:
            raise IllegalAction(f"There is no piece {pid!r:.40}.")
    dest = text_detail(a.get("to"), "to")
    if dest not in turns.game.board:
        raise IllegalAction(f"There is no space {dest!r:.40} to send them to.")
    if not isinstance(premium, bool):
        raise IllegalAction("A send's premium is true (pay a Corrupt Precinct's premium) or false.")
    return groups.plan_send(turns, list(pieces), dest, premium)


def _board(turns, a):
    _own(turns, a.get("person"), a.player)
    _own(turns, a.get("vehicle"), a.player)
    return check_board(turns.game, a.get("person"), a.get("vehicle"))


def _leave(turns, a):
    _own(turns, a.get("person"), a.player)
    return check_leave(turns.game, a.get("person"))


def _attack(turns, a):
    target = text_detail(a.get("target"), "target")
    if target not in turns.game.board:
        raise IllegalAction(f"There is no space {target!r:.40} to attack.")
    bribe = bribe_problem(turns.game, a.player, target)
    if bribe:
        raise IllegalAction(bribe)
    if not can_attack(turns, target):
        name = turns.game.board.space(target).name
        enemy = any(u.space == target and u.owner != a.player and u.kind in PEOPLE for u in turns.game.units.values())
        if enemy:
            raise IllegalAction(f"None of {a.player}'s pieces can reach {name} to attack it this turn.")
        raise IllegalAction(nobody_defends(turns.game, a.player, target))
    return target


def _buy(turns, a):
    return check_buy(turns.game, a.player, a.get("item"), a.get("at"), a.get("shore"))


def _hand_over(turns, a):
    return negotiation.check_hand_over(turns.game, text_detail(a.get("giver"), "giver"), a.player, a.get("district"),
                                       a.get("stepper"))


def _nothing(turns, a):
    return None


_ASSAULT = {"join": check_join, "strike": check_strike, "cancel": _nothing}
_IN_TURN = {"move": _move, "send": _send, "board": _board, "leave": _leave, "attack": _attack, "buy": _buy,
            "hand_over": _hand_over, "next_phase": _nothing, "end_turn": _nothing}


# -- after a battle ------------------------------------------------------------------------------

def _call_out(turns, a, asking):
    order = a.get("order")
    types = asking[2]
    if not isinstance(order, tuple) or sorted(order) != sorted(types):
        raise IllegalAction(f"Call out the order of your pieces: each of {', '.join(types)} once.")
    return order


def _step_in(turns, a, asking):
    n = whole_detail(a.get("n"), "number of passengers who step in")
    if n > asking[2]:
        raise IllegalAction(f"Only {asking[2]} passengers are aboard.")
    return n


def _premium(turns, a, asking):
    if not isinstance(a.get("pay"), bool):
        raise IllegalAction("Say whether the premium is paid: true or false.")
    return a.get("pay")


def _captives(turns, a, asking):
    n = whole_detail(a.get("kidnap"), "number of Family Members kidnapped")
    if n > asking[2]:
        raise IllegalAction(f"Only {asking[2]} fallen Family Members can be kidnapped.")
    return n


def _answer(turns, a, asking):
    if not isinstance(a.get("accept"), bool):
        raise IllegalAction("Answer an offer with accept: true or false.")
    return a.get("accept")


_AFTER = {"call_out": _call_out, "step_in": _step_in, "premium": _premium, "captives": _captives, "answer": _answer}


# -- deals ------------------------------------------------------------------------------------------

def _pay(turns, a):
    negotiation.check_pay(turns.game, a.player, text_detail(a.get("payee"), "payee"), a.get("amount"), a.get("note", ""))


def _ransom(turns, a):
    kidnapping.check_ransom(turns.game, a.player, a.get("colour"), a.get("amount"), a.get("n", 1))


def _exchange(turns, a):
    kidnapping.check_exchange(turns.game, a.player, a.get("colour"), text_detail(a.get("other"), "other player"),
                              a.get("their_colour"), a.get("n", 1))


def _kill(turns, a):
    kidnapping.check_kill_prisoner(turns.game, a.player, a.get("colour"), a.get("n", 1))


def _invite(turns, a):
    negotiation.check_invite(turns.game, a.player, text_detail(a.get("guest"), "guest"), a.get("district"))


def _uninvite(turns, a):
    negotiation.check_uninvite(turns.game, a.player, text_detail(a.get("guest"), "guest"), a.get("district"))


def _commandeer(turns, a):
    negotiation.check_commandeer(turns.game, a.player, text_detail(a.get("guest"), "guest"), a.get("district"),
                                 a.get("kill", False))


def _let_through(turns, a):
    negotiation.check_let_through(turns.game, a.player, a.get("mover"))


_DEAL = {"pay": _pay, "ransom": _ransom, "exchange": _exchange, "kill_prisoner": _kill, "invite": _invite,
         "uninvite": _uninvite, "commandeer": _commandeer, "let_through": _let_through}


# -- listing ----------------------------------------------------------------------------------------

def listed(turns, player: str, kinds: frozenset | None = None) -> list:
    """Every legal action of ``player`` now (free amounts excepted: see ``opens``); with
    ``kinds``, only the actions of those kinds (the rest is not even looked for)."""
    if turns.over:
        return []
    game = turns.game
    asking = turns.asking
    out: list = []
    if asking is not None:
        out = _answers(player, asking) if player == asking[1] else []
    elif turns.assault is not None:
        if player != turns.player:
            return []
        out = joins(turns, turns.assault["target"])
        if any(base_kind(k) in PEOPLE for c in turns.assault["joined"].values() for k in c) and can_strike(turns):
            out.append(act(player, "strike"))
        out.append(act(player, "cancel"))
    else:
        def wanted(*names) -> bool:
            return kinds is None or not kinds.isdisjoint(names)

        if player == turns.player:
            phase = BY_ID[turns.phase]
            if "move" in phase.allows and wanted("move"):
                ground = Ground(game, player)   # worked out once for every piece's moves
                cash = game.cash[player]
                for u in [u for u in game.units.values() if u.owner == player]:
                    out += [move_action(player, m) for m in legal_moves(game, u.id, ground) if m.cost <= cash]
            if "board" in phase.allows and wanted("board", "leave"):
                out += _boardings(game, player)
            if "hand_over" in phase.allows and wanted("hand_over"):
                out += _hand_overs(turns, player)
            if "attack" in phase.allows and wanted("attack"):
                targets = sorted({u.space for u in game.units.values() if u.owner != player and u.kind in PEOPLE})
                out += [act(player, "attack", target=t) for t in targets if can_attack(turns, t)]
            if "buy" in phase.allows and wanted("buy"):
                out += _purchases(game, player)
            out += [act(player, k) for k in ("next_phase", "end_turn") if k in phase.allows]
        if player not in game.eliminated and wanted(*DEALS):
            out += _deals(turns, player)
    return out if kinds is None else [a for a in out if a.kind in kinds]


def piece_actions(turns, piece: str) -> list:
    """The moves of one piece now (the part of ``listed`` that concerns it)."""
    game = turns.game
    u = game.units.get(piece) if isinstance(piece, str) else None
    if (u is None or turns.over or turns.asking is not None or turns.assault is not None or u.owner != turns.player
            or "move" not in BY_ID[turns.phase].allows):
        return []
    return [move_action(u.owner, m) for m in legal_moves(game, u.id) if m.cost <= game.cash[u.owner]]


def _answers(player: str, asking) -> list:
    kind, _who, value = asking
    if kind == "call_out":
        return [act(player, kind, order=o) for o in permutations(value)]
    if kind == "premium":
        return [act(player, kind, pay=True), act(player, kind, pay=False)]
    if kind == "answer":
        return [act(player, kind, accept=True), act(player, kind, accept=False)]
    field = {"step_in": "n", "captives": "kidnap"}[kind]
    return [act(player, kind, **{field: n}) for n in range(value, -1, -1)]


def _boardings(game, player: str) -> list:
    out = []
    vehicles = [v for v in game.units.values() if v.owner == player and v.kind in VEHICLES and v.id not in game.moved]
    for u in game.units.values():
        if u.owner != player or u.kind not in PEOPLE or u.id in game.moved or u.id in game.fought:
            continue
        if u.carrier is None:
            out += [act(player, "board", person=u.id, vehicle=v.id) for v in vehicles
                    if v.space == u.space and len(v.passengers) < game.catalogue[v.kind].carries]
        elif game.units[u.carrier].id not in game.moved and game.board.space(u.space).kind != "water":
            out.append(act(player, "leave", person=u.id))
    return out


def _hand_overs(turns, player: str) -> list:
    game, out = turns.game, []
    for d, giver in game.control.items():
        if giver == player or giver in game.eliminated:
            continue
        for u in game.units.values():
            if u.owner == player and u.kind in PEOPLE and u.carrier is None and d in game.board.neighbours(u.space):
                try:
                    negotiation.check_hand_over(game, giver, player, d, u.id)
                except IllegalAction:
                    continue
                out.append(act(player, "hand_over", giver=giver, district=d, stepper=u.id))
    return out


def _purchases(game, player: str) -> list:
    out = []
    spots = placements(game, player)
    districts = game.districts_of(player)
    for card in game.catalogue.values():
        if card.cost is None or card.category not in ("people", "vehicles", "buildings") or card.cost > game.cash[player]:
            continue
        places = districts if card.category == "buildings" else spots
        for at in places:
            shores = game.board.neighbours(at, ["shore"]) if card.id == "speedboat" else [None]
            for shore in shores:
                try:
                    check_buy(game, player, card.id, at, shore)
                except IllegalAction:
                    continue
                out.append(act(player, "buy", item=card.id, at=at, **({"shore": shore} if shore else {})))
    return out


def _deals(turns, player: str) -> list:
    game, out = turns.game, []
    others = [p.name for p in game.players if p.name != player and p.name not in game.eliminated]
    for colour, held in sorted(game.prisoners[player].items()):
        out += [act(player, "kill_prisoner", colour=colour, n=n) for n in range(1, held + 1)]
        for other in others:
            if kidnapping.commander(game, colour) != other:
                continue
            for theirs, their_held in sorted(game.prisoners[other].items()):
                if kidnapping.commander(game, theirs) == player:
                    for n in range(1, min(held, their_held) + 1):
                        a = act(player, "exchange", other=other, colour=colour, their_colour=theirs, n=n)
                        if _fine(_exchange, turns, a):
                            out.append(a)
    for other in others:
        for d in game.districts_of(player):
            if d not in game.invitations.get((player, other), set()):
                out.append(act(player, "invite", guest=other, district=d))
        for d in sorted(game.invitations.get((player, other), set())):
            out.append(act(player, "uninvite", guest=other, district=d))
        for d in sorted({u.space for u in game.units.values() if u.owner == other and game.control.get(u.space) == player}):
            for kill in (False, True):
                a = act(player, "commandeer", guest=other, district=d, kill=kill)
                if _fine(_commandeer, turns, a):
                    out.append(a)
    if player != turns.player and player not in game.passes.get(turns.player, set()):
        out.append(act(player, "let_through", mover=turns.player))
    return out


def _fine(rule, turns, a) -> bool:
    try:
        rule(turns, a)
    except IllegalAction:
        return False
    return True


def opens(turns, player: str) -> list[Open]:
    """Payments and ransoms: any amount the payer has, so accepted by ``check`` but not listed."""
    game = turns.game
    if turns.over or turns.asking is not None or turns.assault is not None or player in game.eliminated:
        return []
    out = [Open(player, "pay", {"payee": other}, "amount", 1, game.cash[player], label=f"pay {other}")
           for other in game.names if other != player and other not in game.eliminated and game.cash[player] > 0]
    for colour, held in sorted(game.prisoners[player].items()):
        payer = kidnapping.commander(game, colour)
        if held and payer and payer != player:
            out += [Open(player, "ransom", {"colour": colour, "n": n}, "amount", 0, game.cash[payer],
                         label=f"release {n} {colour} for a ransom from {payer}") for n in range(1, held + 1)]
    return out

