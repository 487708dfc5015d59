"""A whole game of Blood Feud, turn by turn, speaking the engine contract every game speaks.

Each player's turn has four phases in order (declared in ``phases.py``): Battle, Movement,
Factor Income (worked out by the rules) and Make Purchases, for each player in the board's
order, round after round. Ordinary moves are allowed in the battle phase too (the rulebook
permits it); attacks are not allowed once the movement phase has begun. Pieces that moved or
fought, buildings captured this turn and permissions to pass all reset when the turn ends.

An attack is a chain of small decisions: the target, then the groups that join it, then the
strike; after the battle, whoever the outcome leaves a choice to makes it (the winner decides the
fate of fallen Family Members). ``state.decision`` says who must act and on what;
``legal_actions()`` lists every legal action (``legal.py``); ``apply(action)`` checks it first.
The position tools (``attack``, ``game.apply``, ``buy``) still work on any position, for the
chapters' examples.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from collections import Counter

from ..core import copies, save
from ..core.contract import Decision, GameState
from ..core.dice import RandomDice, describe, fresh_seed, from_description
from ..core.errors import MobgamesError, SaveError, SetupError
from . import kidnapping, legal, negotiation
from .actions import OFFERS, Action
from .aftermath import Aftermath
from .assassination import join_pending
from .attack import fight
from .game import Game
from .income import Income, factor_income
from .legacy import load_v1
from .movement import do_move
from .narration import say
from .options import BEFORE_OPTION, Options
from .phases import BY_ID, PHASE_NAMES, PHASES, next_phase
from .purchases import do_buy
from .saving import PIECE_FIELDS, game_from_position, position_data
from .setup import new_game, player_list
from .shortcuts import Shortcuts
from .state import copy_piece
from .vehicles import board_vehicle, leave_vehicle
from .view import BFView, action_text
from ..core.arguments import checked

__all__ = ["PHASES", "PHASE_NAMES", "Turns", "holds_manhattan", "manhattan", "start"]


class Turns(Shortcuts, GameState):
    """A whole game. ``Turns.start(players, seed=...)`` begins one; ``Turns(game, dice)`` plays on
    from a position built by hand. Everything done is an action in ``history``: a game saves
    (``to_json``), loads (``Turns.from_json``, replaying and checking every step) and undoes."""

    __slots__ = ("game", "dice", "phase", "income", "turn_start", "assault", "after", "asking", "calls",
                 "last_report", "last_result", "_plan", "_listing", "_shown")
    GAME, TITLE, VERSION = "bloodfeud", "Blood Feud in New York", 2
    ACTION = Action
    CHECKPOINT_EVERY = 30
    TRANSIENT = frozenset({"last_report", "last_result", "_plan", "_listing", "_shown", "_view", "_where", "_rank"})   # (the last three: the game's caches)
    SHARED = frozenset({"board", "catalogue", "options"})
    COPY = {"units": lambda units: {pid: copy_piece(u) for pid, u in units.items()},   # (the game's: a checkpoint
            **{k: dict.copy for k in ("control", "buildings", "precinct_price", "cash", "commander", "supply")},   # copies
            **{k: set.copy for k in ("moved", "held", "fresh", "fought")}, "eliminated": list.copy,   # these quickly)
            "passes": copies.dict_of_sets, "invitations": copies.dict_of_sets,
            "prisoners": copies.dict_of_counters, "pending": copies.dict_of_counters, "ids": Counter.copy}

    def __init__(self, game: Game, dice, setup: dict | None = None):
        self.game, self.dice = game, dice
        self.phase = "battle"
        self.income: Income | None = None
        self.turn_start = 0           # history index where the current turn began
        self.assault: dict | None = None   # an attack being put together: target, joined pieces, flight plan
        self.after: Aftermath | None = None   # a battle's outcome still being applied
        self.asking: tuple | None = None   # (kind, player, details) of a decision a battle leaves
        self.calls: dict | None = None     # called-out fire orders so far (the optional rule)
        self._after_restore()
        if setup is None:   # a position built by hand: the save records all of it
            setup = {"position": position_data(game), "dice": describe(dice)}
        self._announce()
        self.mark_start(setup)

    @classmethod
    @checked
    def start(cls, players: int | Sequence[str], seed: int | None = None, *, starts: dict | None = None, colours: dict | None = None,
              options: Options | Mapping[str, object] | None = None) -> Turns:
        """A new game for 2 to 6 players (a count or names), set up by the rulebook."""
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise SetupError(f"A seed is a whole number, not {seed!r:.30}.")
        seed = fresh_seed() if seed is None else seed
        dice = RandomDice(seed)   # one stream of chance: the ranking roll, then every battle
        names = player_list(players)
        options = Options.coerce(options)
        game = new_game(names, seed=seed, dice=dice, starts=starts, colours=colours, options=options)
        setup = {"players": names, "dice": {"seed": seed}, "starts": {p.name: p.area for p in game.players},
                 "colours": {p.name: p.colour for p in game.players}, "options": options.as_dict()}
        return cls(game, dice, setup)

    def _before_restore(self):
        return dict(self.game.units)   # the pieces a reader may hold (``game.units["boss1"]``)

    def _after_restore(self, before=None) -> None:
        self.last_report = self.last_result = None
        self._plan = self._listing = self._shown = None
        if before:
            # A piece a notebook holds stays the piece on the board: the restored values go into
            # the same objects (a piece taken off the board keeps what it last was).
            units = self.game.units
            for pid, fresh in units.items():
                old = before.get(pid)
                if old is not None and old is not fresh:
                    for name in PIECE_FIELDS:
                        setattr(old, name, getattr(fresh, name))
                    units[pid] = old
        if hasattr(self, "game"):
            self.game.changed()   # the position's cached counts are made again when asked

    # -- the engine contract --------------------------------------------------------------------
    def roots(self) -> list:
        return [self, self.game]

    def _names(self) -> list[str]:
        return self.game.names

    @property
    def log(self) -> list:
        return self.game.log

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order (as every game's state gives them)."""
        return tuple(self.game.names)

    def _repr_svg_(self) -> str:
        return self.game.svg()   # (a notebook shows the board the turn loop plays on)

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.game.current_player.name

    @property
    def over(self) -> bool:
        """A player has won, or (a draw) the last Bosses fell together in one bloodbath."""
        game = self.game
        return game.winner is not None or len(game.eliminated) == len(game.players)

    is_over = over

    @property
    def winners(self) -> list[str]:
        return [self.game.winner] if self.game.winner else []

    def _over_reason(self) -> str:
        return self.over_text()

    def over_text(self) -> str:
        winner = self.game.winner
        return f"The game is over: {winner} won." if winner else "The game is over: it ended in a draw."

    @property
    def decision(self) -> Decision | None:
        if self.over:
            return None
        shown = self._shown
        if shown is None or shown[0] != self._version:
            shown = self._shown = (self._version, self._describe())
        return shown[1]

    def _describe(self) -> Decision:
        p, game = self.player, self.game
        if self.asking is not None:
            kind, who, value = self.asking
            if kind == "answer":
                return Decision(who, kind, offer_prompt(who, value), {"offer": dict(value)})
            where = game.board.space(self.after.target if self.after else self.calls["plan"].target).name
            # (each sentence is made only for its own kind: the values differ in type, a call-out's
            # is the tuple of piece types, the others' a number)
            if kind == "call_out":
                prompt = f"{who}: call out the order your pieces roll in, in the battle for {where}."
            elif kind == "step_in":
                prompt = (f"{who}: the attack on {where} is won. How many of the Helicopter's {value} passengers "
                          "step in? (The others fly on with it.)")
            elif kind == "premium":
                prompt = f"{who}: pay the ${value:,} premium to take {where} and its Corrupt Precinct?"
            else:
                prompt = (f"{who}: {value} of the losing side's Family Members fell. How many do you kidnap? "
                          "(The rest are killed.)")
            return Decision(who, kind, prompt, {"value": value})
        if self.assault is not None:
            target = game.board.space(self.assault["target"]).name
            return Decision(p, "attack", f"{p}: attack {target}. Choose the pieces that join the attack, then strike "
                                         "(or call it off).", {"target": self.assault["target"]})
        phase = BY_ID[self.phase]
        return Decision(p, phase.decision, phase.prompt.format(p=p), {"phase": self.phase})

    def describe(self, action: Action) -> str:
        return action_text(self, action)   # ("Move the Thug to Chelsea": a button's words)

    @checked
    def view(self, player: str) -> BFView:
        return BFView(self, player)

    def _listed(self, player):
        cached = self._listing
        if cached is None or cached[0] != self._version or cached[1] != player:
            cached = self._listing = (self._version, player, legal.listed(self, player))
        return cached[2]

    def _listed_of(self, player, kinds):
        cached = self._listing
        if cached is not None and cached[0] == self._version and cached[1] == player:
            return [a for a in cached[2] if a.kind in kinds]
        return legal.listed(self, player, kinds)

    def _open(self, player):
        return legal.opens(self, player)

    def _allows(self, action) -> bool:
        try:
            plan = legal.check(self, action)
        except MobgamesError:   # an unknown space or player, a battle that cannot be: all refusals
            return False
        self._plan = (action, plan)   # kept for _perform: a move's check is most of its cost
        return True

    def _why_not(self, action) -> str:
        try:
            legal.check(self, action)
        except MobgamesError as err:
            return str(err)
        return ""

    def actions_of(self, piece: str) -> list:
        """The legal actions that move one piece: a quick part of ``legal_actions()``."""
        return legal.piece_actions(self, piece)

    # -- carrying actions out --------------------------------------------------------------------
    def _perform(self, a) -> None:
        cached = self._plan
        plan = cached[1] if cached is not None and cached[0] is a else legal.check(self, a)
        self._plan = None
        game, kind = self.game, a.kind
        if kind == "move":
            self.last_result = do_move(game, plan)
        elif kind == "board":
            board_vehicle(game, a.get("person"), a.get("vehicle"))
        elif kind == "leave":
            leave_vehicle(game, a.get("person"))
        elif kind == "attack":
            self.assault = {"target": plan, "joined": {}, "plan": None}
        elif kind == "join":
            self.assault["joined"] = plan
            if a.get("plan") is not None:
                self.assault["plan"] = a.get("plan")
        elif kind == "cancel":
            space = game.board.space(self.assault["target"]).name
            game.emit("cancel", f"{a.player} calls off the attack on {space}.", say("cancel", player=a.player, space=space))
            self.assault = None
        elif kind == "strike":
            self.assault = None
            self._strike(plan)
        elif kind == "call_out":
            self._called(a.player, plan)
        elif kind in ("step_in", "premium", "captives"):
            self.after.answer(game, kind, plan)
            self._follow_up()
        elif kind == "answer":
            offer, self.asking = self.asking[2], None
            if offer["deal"] == "hand_over":
                self.last_result = negotiation.settle_hand_over(game, offer, plan)
            else:
                kidnapping.settle_offer(game, offer, plan)
        elif kind in OFFERS:
            self.asking = kidnapping.make_offer(game, a.player, a.kind, a.args)
        elif kind == "next_phase":
            self._next_phase()
        elif kind == "end_turn":
            while not self.over:
                ended = self.phase == "purchases"
                self._next_phase()
                if ended:
                    break
        elif kind == "buy":
            self.last_result = do_buy(game, a.player, a.get("item"), *plan)
        elif kind == "hand_over":   # a request: the giver answers before anything changes hands
            self.asking = negotiation.ask_hand_over(game, a.player, a.get("giver"), a.get("district"), a.get("stepper"))
        else:
            self.last_result = _DEALS[kind](game, a)

    def _strike(self, plan) -> None:
        if self.game.options.call_out:
            self.calls = {"plan": plan, "orders": {}}
            self.asking = ("call_out", plan.player, _types(plan.fighters))
            return
        self._fight(plan)

    def _called(self, who: str, order) -> None:
        plan = self.calls["plan"]
        side = "attacker" if who == plan.player else "defender"
        self.calls["orders"][side] = list(order)
        if side == "attacker":
            self.asking = ("call_out", plan.owners[0], _types(plan.defence))
            return
        plan.fire_order = dict(self.calls["orders"])
        self.calls, self.asking = None, None
        self._fight(plan)

    def _fight(self, plan) -> None:
        self.after = Aftermath.begin(self.game, plan, fight(plan, self.dice))
        self._follow_up()

    def _follow_up(self) -> None:
        """Carry the battle's aftermath on to its next decision, or to its end."""
        ask = self.after.next(self.game)
        if ask is None:
            self.last_report, self.after, self.asking = self.after.report, None, None
        else:
            self.asking = ask

    def _next_phase(self) -> None:
        """Finish the current phase. Leaving Movement factors the income at once (and may end the
        game by Incontestable Dominance); leaving Purchases ends the turn."""
        game = self.game
        if self.phase == "purchases":
            self._end_turn()
            return
        self.phase = next_phase(self.phase)
        self._say_phase()
        if self.phase == "income":
            self.income = factor_income(game, self.player)
            if not self.over:
                self.phase = "purchases"
                self._say_phase()

    def _say_phase(self) -> None:
        name = PHASE_NAMES[self.phase]
        self.game.emit("phase", f"{self.player}: {name} phase.", say("phase", player=self.player, phase=name),
                       phase=self.phase)

    def _end_turn(self) -> None:
        game = self.game
        join_pending(game)   # a dead Boss's family joins its new commander as the turn ends
        self._check_last_boss()
        if self.over:
            return
        game.next_turn()
        self.phase = "battle"
        self.income = None
        self.turn_start = len(self.history)
        self._announce()

    def _check_last_boss(self) -> None:
        game = self.game
        for p in game.players:
            if p.name not in game.eliminated and not game.count(p.name, "boss"):
                game.eliminated.append(p.name)
                game.emit("out", f"{p.name}'s Boss is dead: {p.name} is out of the game.", say("out.boss", player=p.name),
                          player=p.name)
        alive = [p.name for p in game.players if p.name not in game.eliminated]
        if len(alive) == 1:
            game.winner = alive[0]
            game.emit("win", f"{alive[0]} is the last Boss standing and wins the game!", say("win.last", player=alive[0]),
                      player=alive[0])

    def _announce(self) -> None:
        game = self.game
        game.emit("turn", f"Round {game.round}: {self.player}'s turn begins with the Battle phase.",
                  say("turn", round=game.round, player=self.player), player=self.player, round=game.round)
        if game.options.scenario == "take_manhattan" and holds_manhattan(game, self.player):
            game.winner = self.player
            game.emit("win", f"{self.player} starts the turn holding every Manhattan district: "
                             f"{self.player} takes Manhattan and wins!", say("win.manhattan", player=self.player),
                      player=self.player)

    # -- saving and loading ----------------------------------------------------------------------
    @classmethod
    def _from_setup(cls, setup: dict) -> Turns:
        if "position" in setup:
            unknown = set(setup) - {"position", "dice"}
            if unknown:
                raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {sorted(unknown)[0]!r}.")
            return cls(game_from_position(setup["position"]), from_description(save.field(setup, "dice", dict)))
        unknown = set(setup) - {"players", "dice", "starts", "colours", "options"}
        if unknown:
            raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {sorted(unknown)[0]!r}.")
        dice = save.field(setup, "dice", dict)
        if set(dice) != {"seed"} or isinstance(dice["seed"], bool) or not isinstance(dice["seed"], int):
            raise SaveError("A game begun from the rulebook's set-up is saved with its seed: {\"seed\": a whole number}.")
        options = save.field(setup, "options", dict)
        try:
            opts = Options(**{**BEFORE_OPTION, **options})   # (an option the save predates: as it was played)
        except TypeError as err:
            raise SaveError(f"The saved game's options are damaged: {err}.") from None
        starts, colours = save.field(setup, "starts", dict), save.field(setup, "colours", dict)
        for name, given in (("starts", starts), ("colours", colours)):   # (start() would fail on .strip())
            if not all(isinstance(v, str) for v in given.values()):
                raise SaveError(f"The saved game's set-up '{name}' must give each player a name, as text.")
        return cls.start(save.field(setup, "players", list), dice["seed"], starts=starts, colours=colours, options=opts)

    @classmethod
    def _load_legacy(cls, data: dict) -> Turns:
        """A save of the format before the common one (``{"game": "blood feud", "version": 1}``):
        its history of calls is replayed through the same calls."""
        if data.get("game") != "blood feud":
            raise SaveError("This is not a saved Blood Feud game.")
        return load_v1(cls, data)


def offer_prompt(who: str, offer: dict) -> str:
    n, by = offer.get("n", 1), offer["by"]
    their = f"{n} of your {offer.get('colour')} Family Members"   # ("1 of your ... Members": plural after "of")
    if offer["deal"] == "hand_over":
        return (f"{who}: {by} asks you to hand over {offer['space']}: {by}'s {offer['piece']} steps in and takes it "
                "with everything you have there. Do you accept?")
    if offer["deal"] == "ransom":
        return f"{who}: {by} offers to release {their} for a ransom of ${offer['amount']:,}. Do you accept?"
    return (f"{who}: {by} offers to swap {n} {offer['colour']} prisoner{'s' if n > 1 else ''} for "
            f"{n} {offer['their_colour']} held by you. Do you accept?")


def _types(force) -> tuple:
    return tuple(k for k in ("thug", "henchman", "hitman", "family", "boss") if force.get(k))


def _deal(fn, *keys):
    return lambda game, a: fn(game, a.player, *[a.get(k, d) for k, d in keys])


_DEALS = {
    "pay": _deal(negotiation.pay, ("payee", None), ("amount", None), ("note", "")),
    "kill_prisoner": _deal(kidnapping.kill_prisoner, ("colour", None), ("n", 1)),
    "invite": _deal(negotiation.invite, ("guest", None), ("district", None)),
    "uninvite": _deal(negotiation.uninvite, ("guest", None), ("district", None)),
    "commandeer": lambda game, a: negotiation.commandeer(game, a.player, a.get("guest"), a.get("district"),
                                                         kill=a.get("kill", False)),
    "let_through": _deal(negotiation.let_through, ("mover", None)),
}


def manhattan(board) -> list[str]:
    """Every city district of Manhattan (what Take Manhattan asks a player to hold)."""
    return [s for s in board.graph.nodes if board.space(s).kind == "district" and board.space(s).borough == "Manhattan"]


def holds_manhattan(game, player: str) -> bool:
    return all(game.control.get(d) == player for d in manhattan(game.board))


def start(players: int | Sequence[str], seed: int | None = None, options: Options | Mapping[str, object] | None = None,
          **kwargs) -> Turns:
    """The engine contract's way to begin a game (the same as ``Turns.start``)."""
    return Turns.start(players, seed, options=options, **kwargs)
