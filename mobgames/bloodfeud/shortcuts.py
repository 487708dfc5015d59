"""The calls a chapter or a test makes on a whole game, each the same as applying the actions it
stands for: ``turns.move(move)``, ``turns.attack(target, attackers, ...)``, ``turns.buy(item)``,
``turns.next_phase()``, ``turns.end_turn()`` and the deals. A call made of several actions (an
attack: the target, the joins, the strike and the answers after the battle) is taken back whole
if any of them is refused."""

from __future__ import annotations

from ..core.errors import IllegalAction
from .actions import Action, move_action, whole_detail
from .moves import check_fields
from .movement import plan_move
from .pieces import VEHICLES
from .state import base_kind

ANSWER_FIELDS = {"step_in": "n", "premium": "pay", "captives": "kidnap", "call_out": "order"}


class Shortcuts:
    """Mixed into ``Turns``: the calls build actions and apply them."""

    __slots__ = ()

    def _do(self, kind: str, **args):
        return self.apply(Action(self.player, kind, **{k: v for k, v in args.items() if v is not None}))

    def move(self, move) -> list:
        """A move by one of the current player's pieces (battle or movement phase)."""
        m = check_fields(move)
        plan_move(self.game, m)   # a hand-built move's stated captures and fee must be right
        return self.apply(move_action(self.player, m))

    def board(self, person: str, vehicle: str) -> list:
        """One of the current player's people gets into a vehicle in the same space, to ride along
        when it drives."""
        return self._do("board", person=person, vehicle=vehicle)

    def leave(self, person: str) -> list:
        """Get out of a vehicle that has not moved yet."""
        return self._do("leave", person=person)

    def buy(self, item: str, at: str | None = None, shore: str | None = None) -> str | None:
        """Buy and place one item (purchases phase only); returns the new piece's id."""
        self._do("buy", item=item, at=at, shore=shore)
        return self.last_result

    def next_phase(self) -> list:
        """Finish the current phase (from Make Purchases, that ends the turn)."""
        return self._do("end_turn" if self.phase == "purchases" else "next_phase")

    def end_turn(self) -> list:
        """Go through whatever phases are left (income is always factored) and pass the turn on."""
        return self._do("end_turn")

    def attack(self, target: str, attackers: dict, *, captives: str = "kidnap", pay_premium: bool = False,
               forced: bool = False, flight_plan=None, step_in: int | None = None, fire_order: dict | None = None):
        """The current player attacks ``target`` with ``attackers`` = ``{from space: {piece key:
        count}}``, answering in advance the decisions the battle leaves to him: the fate of the
        defenders' fallen Family Members if he wins (``captives``: "kidnap" or "kill"), the
        premium, how many step in from a helicopter, his called-out fire order. A decision that
        belongs to another player (the defender's fire order; the fate of the attacker's fallen
        Family Members when the defender wins) is left to that player: ``decision`` then asks
        him. Returns the ``AttackReport`` (complete once every decision is made; None while the
        defender has still to call out his order, before the battle)."""
        if captives not in ("kidnap", "kill"):
            raise IllegalAction("captives must be 'kidnap' or 'kill'.")
        if not isinstance(pay_premium, bool):
            raise IllegalAction("pay_premium is true or false.")
        if step_in is not None and (isinstance(step_in, bool) or not isinstance(step_in, int) or step_in < 0):
            raise IllegalAction(f"step_in is how many passengers step in (0 or more), not {step_in!r:.20}.")
        if forced:
            raise IllegalAction("In a whole game a blocker's choice to fight is an ordinary attack; the position "
                                "tool attack(..., forced=True) plays it out on a position.")
        if not isinstance(attackers, dict) or not all(isinstance(c, dict) for c in attackers.values()):
            raise IllegalAction("Name the attackers as {from space: {piece: how many}}.")
        for counts in attackers.values():
            for key, n in counts.items():
                whole_detail(n, f"number of {key!r:.20} attacking")   # (True is no count)
        if fire_order is not None:
            if not self.game.options.call_out:
                raise IllegalAction("A fire order is called out only under the call_out rule option, which this "
                                    "game does not use: pieces roll from the least to the most important.")
            if not (isinstance(fire_order, dict) and set(fire_order) <= {"attacker", "defender"}
                    and all(isinstance(v, (list, tuple)) and all(isinstance(k, str) for k in v)
                            for v in fire_order.values())):
                raise IllegalAction("A called-out order is {'attacker': [piece types], 'defender': [piece types]}.")
        me = self.player
        with self.all_or_nothing():   # a refusal takes the whole attack back
            self._do("attack", target=target)
            # Vehicles first: everyone aboard a vehicle joins with it.
            groups = sorted(((src, key, n) for src, c in attackers.items() for key, n in c.items()),
                            key=lambda g: not (isinstance(g[1], str) and base_kind(g[1]) in VEHICLES))
            for src, key, n in groups:
                have = self.assault["joined"].get(src, {}).get(key, 0) if isinstance(src, str) else 0
                if isinstance(n, int) and not isinstance(n, bool) and n < have:
                    raise IllegalAction(f"Everyone aboard an attacking vehicle enters the battle: {have} {key} ride in "
                                        f"from {src}; name them all among the attackers.")
                if n != have:
                    plan = tuple(flight_plan) if flight_plan and key == "helicopter" else None
                    self.apply(Action(me, "join", **{"from": src, "piece": key,
                                                     "n": n - have if isinstance(n, int) else n},
                                      **({"plan": plan} if plan else {})))
            self._do("strike")
            while self.asking is not None:
                kind, who, value = self.asking
                if who != me:
                    break   # that decision is the other player's own
                if kind == "call_out":
                    wanted = [k for k in (fire_order or {}).get("attacker", ()) if k in value]
                    answer = tuple(wanted + [k for k in value if k not in wanted])
                elif kind == "step_in":
                    answer = value if step_in is None else min(step_in, value)
                elif kind == "premium":
                    answer = pay_premium
                else:
                    answer = value if captives == "kidnap" else 0
                self.apply(Action(who, kind, **{ANSWER_FIELDS[kind]: answer}))
        if self.after is not None:
            return self.after.report   # the battle is fought; another player still has a decision to make
        return None if self.asking is not None else self.last_report   # (None: the defender calls out first)

    def hand_over(self, giver: str, receiver: str, district: str, stepper: str) -> list[str]:
        """A hand-over the two players agreed at the table: the receiver (the current player) asks,
        the giver accepts, and the receiver's person steps in and takes the district. Returns the
        ids of the pieces taken over. (Played as actions: ``hand_over`` by the receiver, then the
        giver's ``answer``.)"""
        if receiver != self.player:
            raise IllegalAction(f"The receiver steps in during his own turn; it is {self.player}'s turn.")
        with self.all_or_nothing():
            self._do("hand_over", giver=giver, district=district, stepper=stepper)
            self.apply(Action(giver, "answer", accept=True))
        return self.last_result

    # -- deals: any player, at any time ----------------------------------------------------------
    def _deal(self, player: str, kind: str, **args):
        if not isinstance(player, str):
            raise IllegalAction(f"Name the player as text, not {player!r:.40}.")
        self.apply(Action(player, kind, **{k: v for k, v in args.items() if v is not None}))
        return self.last_result

    def pay(self, payer: str, payee: str, amount: int, note: str = "") -> None:
        """Money changes hands on a verbal deal (the engine records it; it does not enforce deals)."""
        self._deal(payer, "pay", payee=payee, amount=amount, note=note or None)

    def ransom(self, captor: str, colour: str, amount: int, n: int = 1) -> None:
        """The captor offers prisoners back for ``amount``; the game waits for their family's
        answer (``answer``)."""
        self._deal(captor, "ransom", colour=colour, amount=amount, n=n)

    def exchange(self, a: str, colour_a: str, b: str, colour_b: str, n: int = 1) -> None:
        """``a`` offers ``b`` a swap of prisoners; the game waits for ``b``'s answer."""
        self._deal(a, "exchange", colour=colour_a, other=b, their_colour=colour_b, n=n)

    def answer(self, player: str, accept: bool = True) -> None:
        """The answer to the offer the game waits for (a ransom or an exchange)."""
        self._deal(player, "answer", accept=accept)

    def kill_prisoner(self, captor: str, colour: str, n: int = 1) -> None:
        self._deal(captor, "kill_prisoner", colour=colour, n=n)

    def invite(self, host: str, guest: str, district: str) -> None:
        self._deal(host, "invite", guest=guest, district=district)

    def uninvite(self, host: str, guest: str, district: str) -> None:
        self._deal(host, "uninvite", guest=guest, district=district)

    def commandeer(self, host: str, guest: str, district: str, kill: bool = False) -> dict:
        return self._deal(host, "commandeer", guest=guest, district=district, kill=kill)

    def let_through(self, blocker: str, mover: str) -> None:
        self._deal(blocker, "let_through", mover=mover)
