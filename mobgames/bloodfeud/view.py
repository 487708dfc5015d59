"""What one Blood Feud player sees: the whole board (nothing in this game is hidden), whose turn
it is and in which phase, and what he may do. Bots decide from it; its questions are answered by
the engine (the moves of a piece, the groups that can join an attack, an attack's forecast)."""

from __future__ import annotations

from ..core import copies
from ..core.events import worded
from ..core.view import View
from . import legal
from .attack import plan_attack
from .movement import legal_moves
from .state import State


class BFView(View):
    __slots__ = ("_game",)
    PUBLIC = frozenset({"phase", "player", "income", "over", "turn_start", "assault", "asking", "history",
                        "narration", "log", "actions_of", "over_text"})

    @property
    def game(self) -> State:
        """The board position, as a copy (made once per view): the whole board is public, and
        nothing done to the copy reaches the game."""
        made = getattr(self, "_game", None)
        if made is None:
            made = copies.twin(self._state, self._state.game)
            object.__setattr__(self, "_game", made)
        return made

    def moves_of(self, piece: str) -> list:
        """The legal moves of one of this player's pieces now (as ``Move`` objects, with what
        each captures and costs), when it is his turn to move."""
        t = self._state
        if not legal.piece_actions(t, piece) or t.game.units[piece].owner != self.player:
            return []
        cash = t.game.cash[self.player]
        return [m for m in legal_moves(t.game, piece) if m.cost <= cash]

    def joins(self, target: str) -> list:
        """The groups of this player's pieces that could join an attack on ``target`` now."""
        t = self._state
        if t.player != self.player or t.over:
            return []
        return legal.joins(t, target)

    def forecast(self, target: str, attackers: dict, flight_plan=None):
        """The plan of an attack as the engine checks it (the defenders, their building, the
        bribe), or ``IllegalAction`` when it could not be made (``flight_plan``: for a
        helicopter among the attackers)."""
        return plan_attack(self._state.game, self.player, target, attackers, flight_plan=flight_plan)

    def as_dict(self) -> dict:
        t = self._state
        return {"player": t.player, "phase": t.phase, "round": t.game.round, "cash": dict(t.game.cash)}


# -- an action in words ------------------------------------------------------------------------------

def action_text(turns, action) -> str:
    """One Blood Feud action as a short instruction for people, the words on a button or the
    heading of a step: ``Action("Ana", "invite", guest="Ben", district="jamaica")`` ->
    ``"Invite Ben into Jamaica"``. ``turns`` is the game the action is for, read *before* it is
    applied (where a piece starts, whose turn it is). An action this function does not know is
    given in the engine's own short form."""
    from ..core.text import a_an, and_list, counted
    from .actions import move_of
    from .fighters import piece_name
    from .phases import PHASE_NAMES, next_phase
    from .state import base_kind

    game = turns.game
    a, kind = action, action.kind

    def space(sid) -> str:
        try:
            return game.board.space(sid).name
        except (KeyError, LookupError, TypeError):
            return str(sid)

    def piece(pid) -> str:
        u = game.units.get(pid) if isinstance(pid, str) else None
        return f"the {game.catalogue[u.kind].name}" if u else "a piece"

    def people(key, n) -> str:
        kind_ = base_kind(str(key))
        try:
            return f"{n} {piece_name(kind_, n)}"
        except KeyError:
            name = game.catalogue[kind_].name if kind_ in game.catalogue else kind_
            return counted(n, name)

    if kind == "roll":   # (chance: a die of a battle)
        d = getattr(turns, "decision", None)
        shooter = d.info.get("shooter") if d is not None and d.kind == "roll" else None
        return f"{shooter} rolls {a.get('value')}" if shooter else f"Roll {a.get('value')}"
    if kind == "move":
        m = move_of(a)
        u = game.units.get(m.piece)
        start = space(u.space) if u else "its space"
        route = [space(s) for s in m.route]
        via = f" through {and_list(route[:-1])}" if m.kind != "ride" and len(route) > 1 else ""
        if m.kind == "drive":
            return f"Drive {piece(m.piece)} from {start}{via} to {space(m.end)}"
        if m.kind == "ride":
            return f"Take {piece(m.piece)} in {piece(m.vehicle)} from {start} to {space(m.end)}"
        return f"Move {piece(m.piece)} from {start}{via} to {space(m.end)}"
    if kind == "send":
        pieces = a.get("pieces") or ()
        names = [piece(p) for p in pieces] if len(pieces) <= 3 else [f"{len(pieces)} pieces"]
        return f"Send {and_list(names)} to {space(a.get('to'))}"
    if kind == "board":
        return f"Put {piece(a.get('person'))} into {piece(a.get('vehicle'))}"
    if kind == "leave":
        return f"Take {piece(a.get('person'))} out of the vehicle"
    if kind == "attack":
        return f"Attack {space(a.get('target'))}"
    if kind == "join":
        return worded(f"Send {people(a.get('piece'), a.get('n', 1))} from {space(a.get('from'))} into the attack",
                      f"Add {people(a.get('piece'), a.get('n', 1))} from {space(a.get('from'))}")
    if kind == "strike":
        return "Start the battle"
    if kind == "cancel":
        return "Call off the attack"
    if kind == "buy":
        item = game.catalogue[a.get("item")].name if a.get("item") in game.catalogue else str(a.get("item"))
        return f"Buy {a_an(item)}" + (f" in {space(a.get('at'))}" if a.get("at") else "")
    if kind == "hand_over":
        return (f"Ask {a.get('giver')} to hand over {space(a.get('district'))} "
                f"({piece(a.get('stepper'))} steps in)")
    if kind == "next_phase":
        phase = getattr(turns, "phase", None)
        if phase in PHASE_NAMES and phase != "purchases":
            following = next_phase(phase)
            return f"Go on to the {PHASE_NAMES['purchases' if following == 'income' else following]} phase"
        return "Go on to the next phase"
    if kind == "end_turn":
        return "End the turn"
    if kind == "call_out":
        return "Roll in this order: " + and_list(piece_name(k, 2) for k in a.get("order", ()))
    if kind == "step_in":
        n = a.get("n", 0)
        return f"{counted(n, 'passenger')} {'steps' if n == 1 else 'step'} in"
    if kind == "premium":
        return "Pay the premium" if a.get("pay") else "Do not pay the premium"
    if kind == "captives":
        n, asking = a.get("kidnap", 0), getattr(turns, "asking", None)
        fallen = asking[2] if asking and asking[0] == "captives" else None
        if not n:
            return "Kill them" if fallen != 1 else "Kill it"
        if n == fallen:
            return "Kidnap it" if n == 1 else f"Kidnap all {n}"
        return f"Kidnap {n} and kill the rest"
    if kind == "answer":
        return "Accept the offer" if a.get("accept") else "Say no to the offer"
    if kind == "pay":
        return f"Pay {a.get('payee')} ${a.get('amount', 0):,}"
    if kind == "ransom":
        n = a.get("n", 1)
        return worded(f"Offer {n} {a.get('colour')} prisoner{'s' if n != 1 else ''} back for a ransom of "
                      f"${a.get('amount', 0):,}",
                      f"Ask ${a.get('amount', 0):,} for {n} {a.get('colour')} prisoner{'s' if n != 1 else ''}")
    if kind == "exchange":
        n = a.get("n", 1)
        return (f"Offer {a.get('other')} a swap: {n} {a.get('colour')} prisoner{'s' if n != 1 else ''} "
                f"for {n} {a.get('their_colour')}")
    if kind == "kill_prisoner":
        n = a.get("n", 1)
        return f"Kill {n} {a.get('colour')} prisoner{'s' if n != 1 else ''}"
    if kind == "invite":
        return f"Invite {a.get('guest')} into {space(a.get('district'))}"
    if kind == "uninvite":
        return worded(f"Take back the invitation to {a.get('guest')} in {space(a.get('district'))}",
                      f"Stop inviting {a.get('guest')} into {space(a.get('district'))}")
    if kind == "commandeer":
        where = space(a.get("district"))
        if a.get("kill"):
            return worded(f"Turn on {a.get('guest')}'s guests in {where}: kill them and take their vehicles",
                          f"Kill {a.get('guest')}'s guests in {where} and take their vehicles")
        return f"Take {a.get('guest')}'s pieces in {where} as a gift"
    if kind == "let_through":
        return f"Let {a.get('mover')}'s pieces pass"
    return str(a)
