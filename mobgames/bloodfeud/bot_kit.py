"""What every Blood Feud bot shares: one decision at a time from what its player sees, a plan of
several actions kept between calls (an attack is a target, joins and a strike), a memory of the
turn so far, and ``play_game`` to let bots play a whole game (see ``bots.py``)."""

from __future__ import annotations

from collections import Counter

from ..core.bots import Bot as BaseBot
from ..core.errors import MobgamesError
from .actions import QUESTIONS, Action
from . import kidnapping
from .fighters import ATTACK
from .income import income
from .passage import WALK_EDGES
from .pieces import PEOPLE

FIGHTERS = ("hitman", "henchman", "thug")       # personnel that are not family
FAMILY = ("boss", "family")


def strength(kind: str) -> float:
    """The chance that one shot of this piece hits an undefended enemy (attack 4+ is 0.7)."""
    return (11 - ATTACK[kind]) / 10


class Bot(BaseBot):
    """The common part: one decision at a time, a plan of several actions kept between calls
    (an attack is a target, joins and a strike), and a memory of the turn so far."""

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._queue: list = []
        self._memory: dict = {}
        self._seen = 0

    def choose(self, view):
        d = view.decision
        if d is None:
            raise MobgamesError("Nobody has a decision to make: the game is over.")
        if d.player != view.player:
            raise MobgamesError(f"It is {d.player}'s decision now, not {view.player}'s.")
        if len(view.history) < self._seen:   # an undo: what the bot planned no longer holds
            self._queue.clear()
            self._memory.clear()
        self._seen = len(view.history)
        legal = view.legal_actions()
        if d.kind in QUESTIONS:
            if d.kind == "answer":
                return Action(view.player, "answer", accept=self.accepts(view, d.info["offer"]))
            return self.answer(view, d, legal)
        while self._queue:
            a = self._queue.pop(0)
            if a in legal:
                return a
            self._queue.clear()
        me = view.player
        if d.kind == "attack":   # an attack left without a plan: strike if it can, else call it off
            strike = Action(me, "strike")
            return strike if strike in legal else Action(me, "cancel")
        if d.kind == "battle":
            offer = self.ransom_offer(view)   # first, prisoners to sell back (once a turn)
            if offer is not None:
                return offer
        chosen = {"battle": self.battle, "move": self.movement, "purchases": self.purchase}[d.kind](view)
        if chosen is not None:
            return chosen
        return Action(me, "end_turn" if d.kind == "purchases" else "next_phase")

    def memory(self, view) -> dict:
        """What this bot noted during the current turn of its player (forgotten when it ends)."""
        key = (view.player, view.turn_start)
        if key not in self._memory:
            self._memory = {k: v for k, v in self._memory.items() if k[0] != view.player}
            self._memory[key] = {}
        return self._memory[key]

    def plan(self, actions: list):
        """Carry out ``actions`` one per call, starting now."""
        self._queue = list(actions[1:])
        return actions[0]

    # -- prisoners --------------------------------------------------------------------------------
    @staticmethod
    def family_worth(game, player: str) -> int:
        """What one more Family Member earns ``player`` a turn: income is assets x IFM, so one
        more independent Family Member adds the assets once."""
        return income(game, player).assets if player in game.names and player not in game.eliminated else 0

    def ransom_price(self, view, payer: str, n: int) -> int:
        """What to ask: two turns of what the Family Members earn their family, within its cash."""
        return min(view.game.cash[payer], max(50, 2 * n * self.family_worth(view.game, payer)))

    def ransom_offer(self, view):
        """Offer the prisoners back to their family, once a turn each colour (None: nothing)."""
        game, me = view.game, view.player
        memory = self.memory(view)
        for a in view.legal_actions().open:
            if a.kind != "ransom" or a.args.get("n") != game.prisoners[me][a.args["colour"]]:
                continue
            colour = a.args["colour"]
            payer = kidnapping.commander(game, colour)
            if colour in memory.setdefault("offered", set()) or payer is None:
                continue
            memory["offered"].add(colour)
            price = self.ransom_price(view, payer, a.args["n"])
            if price > 0:
                return Action(me, "ransom", colour=colour, amount=price, n=a.args["n"])
        return None

    def accepts(self, view, offer: dict) -> bool:
        """Take a ransom offer when the Family Members earn back their price within two turns
        (and an exchange always: each family gets its own back). A request to hand over a district
        is refused: a bot gives nothing away for nothing (a sale is agreed at the table, by people)."""
        if offer["deal"] == "hand_over":
            return False
        if offer["deal"] != "ransom":
            return True
        game, me = view.game, view.player
        return offer["amount"] <= min(game.cash[me], 2 * offer["n"] * max(self.family_worth(game, me), 50))

    def answer(self, view, d, legal):
        """The decisions a battle leaves: everyone steps in, pays the premium it can afford,
        kidnaps every fallen Family Member; called-out orders keep the usual order."""
        return next(iter(legal))

    # The three phases; a subclass fills them in (None: nothing more to do in the phase).
    def battle(self, view):
        return None

    def movement(self, view):
        return None

    def purchase(self, view):
        return None

    # -- driving a game --------------------------------------------------------------------------
    def play_turn(self, turns) -> None:
        """Play the current player's whole turn (and answer the decisions a battle leaves to
        others on the way)."""
        if turns.over:
            return
        me, start = turns.player, turns.turn_start
        for _ in range(20000):
            if turns.over or turns.player != me or turns.turn_start != start:
                return
            d = turns.decision
            turns.apply(self.choose(turns.view(d.player)))
        raise MobgamesError(f"The bot playing {me} did not finish its turn.")

    # -- shared look-ups -------------------------------------------------------------------------
    @staticmethod
    def enemy_held(game, me: str) -> dict[str, Counter]:
        """Spaces where other players' people stand: ``{space: Counter(piece type)}``."""
        out: dict[str, Counter] = {}
        for u in game.units.values():
            if u.owner != me and u.kind in PEOPLE:
                out.setdefault(u.space, Counter())[u.kind] += 1
        return out

    @staticmethod
    def groups(view, target: str) -> dict[tuple[str, str], int]:
        """``{(space, piece key): how many}`` of the player's pieces that can join an attack on
        ``target`` (the engine's list)."""
        out: dict = {}
        for a in view.joins(target):
            k = (a.get("from"), a.get("piece"))
            out[k] = max(out.get(k, 0), a.get("n"))
        return out


def within(board, start: str, steps: int, edges) -> set[str]:
    """Spaces at most ``steps`` steps from ``start`` along the given kinds of edge (not start)."""
    return set(board.within(start, steps, frozenset(edges)))


def distances(board, sources) -> dict[str, int]:
    """Walking distance from every land space to the nearest of ``sources``."""
    dist = {s: 0 for s in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for here in frontier:
            for s, attrs in board.adj[here].items():
                if s not in dist and attrs["kind"] in WALK_EDGES:
                    dist[s] = dist[here] + 1
                    nxt.append(s)
        frontier = nxt
    return dist


def play_game(turns, bots: dict, rounds: int = 40):
    """Let the bots play ``{player name: bot}`` until someone wins or ``rounds`` rounds are over;
    each decision is made by the bot of the player it belongs to. Returns ``turns``."""
    while not turns.over and turns.game.round <= rounds:
        d = turns.decision
        turns.apply(bots[d.player].choose(turns.view(d.player)))
    return turns


