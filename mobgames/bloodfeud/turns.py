"""The turn loop: whose turn it is, which of the four phases, and what each phase allows.

The engine's position tools (``attack``, ``game.apply``, ``buy``) work on any position, which is
what the chapters' examples need. ``Turns`` wraps them for a real game: battle, movement, factor
income and purchases in that order, for each player in the board's order, round after round.
Ordinary moves are allowed in the battle phase too (the rulebook permits it); attacks are not
allowed once the movement phase has begun. Pieces that moved or fought, buildings captured this
turn and permissions to pass all reset when the turn ends.
"""

from __future__ import annotations

import dataclasses
import json

from ..core.dice import RandomDice, fresh_seed
from ..core.errors import IllegalAction, SetupError
from ..core.events import Event
from ..core.text import a_an
from . import kidnapping, negotiation
from .assassination import join_pending
from .attack import AttackReport, attack
from .game import Game
from .income import Income, factor_income
from .movement import Move, board_vehicle, leave_vehicle
from .options import Options
from .purchases import buy

SAVE_VERSION = 1
# What a saved game's history may hold: the Turns method each entry replays.
VERBS = ("attack", "move", "board", "leave", "buy", "next_phase", "end_turn", "pay", "ransom", "exchange", "kill_prisoner", "invite",
         "uninvite", "commandeer", "hand_over", "let_through")

PHASES = ("battle", "movement", "income", "purchases")
PHASE_NAMES = {"battle": "Battle", "movement": "Movement", "income": "Factor Income", "purchases": "Make Purchases"}


class Turns:
    """Drive a ``Game`` turn by turn. Chance for battles comes from ``dice``.

    Start a full game with ``Turns.start(players, seed=...)``: everything done through it is
    logged, so it can be saved (``to_json``), loaded (``Turns.from_json``, which replays the
    log from the seed) and undone within the current turn (``undo``)."""

    def __init__(self, game: Game, dice, setup: dict | None = None):
        self.game, self.dice = game, dice
        self.setup = setup            # how the game was set up (needed to save it)
        self.history: list[list] = []
        self.turn_start = 0           # history index where the current turn began
        self.phase = "battle"
        self.income: Income | None = None
        self._announce()

    @classmethod
    def start(cls, players, seed: int | None = None, *, starts: dict | None = None, colours: dict | None = None,
              options: Options | None = None) -> "Turns":
        from .setup import _player_names, new_game

        seed = fresh_seed() if seed is None else seed
        dice = RandomDice(seed)   # one stream of chance: the ranking roll, then every battle
        names = _player_names(players)
        game = new_game(names, seed=seed, dice=dice, starts=starts, colours=colours, options=options)
        setup = {"players": names, "seed": seed, "starts": {p.name: p.area for p in game.players},
                 "colours": {p.name: p.colour for p in game.players}, "options": (options or Options()).changed()}
        return cls(game, dice, setup)

    # -- saving, loading, undoing ----------------------------------------------------------------
    def _record(self, verb: str, **kwargs) -> None:
        self.history.append([verb, kwargs])

    def to_json(self) -> str:
        if self.setup is None:
            raise IllegalAction("Only a game begun with Turns.start(...) can be saved.")
        return json.dumps({"game": "blood feud", "version": SAVE_VERSION, **self.setup, "history": self.history})

    @classmethod
    def from_json(cls, text: str) -> "Turns":
        """Load a saved game by replaying it. A damaged or hand-edited file raises ``SetupError``
        naming the problem; nothing is half loaded."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as err:
            raise SetupError(f"This is not a saved game: the JSON is broken ({err}).") from None
        if not isinstance(data, dict) or data.get("game") != "blood feud":
            raise SetupError("This is not a saved Blood Feud game.")
        if data.get("version") != SAVE_VERSION:
            raise SetupError(f"This save is version {data.get('version')!r}; this mobgames reads version {SAVE_VERSION}.")
        for key, kind in (("players", list), ("seed", int), ("starts", dict), ("colours", dict), ("options", dict),
                          ("history", list)):
            if not isinstance(data.get(key), kind):
                raise SetupError(f"The saved game's '{key}' is missing or is not {a_an(kind.__name__)}.")
        try:
            turns = cls.start(data["players"], data["seed"], starts=data["starts"], colours=data["colours"],
                              options=Options(**data["options"]))
        except (SetupError, TypeError) as err:
            raise SetupError(f"The saved game's set-up is invalid: {err}") from None
        for i, entry in enumerate(data["history"], 1):
            if not (isinstance(entry, list) and len(entry) == 2 and entry[0] in VERBS and isinstance(entry[1], dict)):
                raise SetupError(f"Step {i} of the saved game is not an action this game knows: {entry!r:.80}.")
            verb, kwargs = entry
            try:
                if verb == "move":
                    kwargs = {"move": _move_from(kwargs["move"])}
                getattr(turns, verb)(**kwargs)
            except (IllegalAction, SetupError, TypeError, KeyError, ValueError) as err:
                raise SetupError(f"The saved game breaks at step {i} ({verb}): {err}") from None
        return turns

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` actions of the current turn (one replay of the game without them)."""
        if not isinstance(n, int) or n < 1:
            raise IllegalAction("Undo takes back 1 or more actions.")
        if len(self.history) - n < self.turn_start:
            done = len(self.history) - self.turn_start
            raise IllegalAction("There is nothing to undo in this turn." if not done else
                                f"Only {done} action(s) of this turn can be undone.")
        data = json.loads(self.to_json())
        data["history"] = data["history"][:-n]
        self.__dict__.update(Turns.from_json(json.dumps(data)).__dict__)

    def pay(self, payer: str, payee: str, amount: int, note: str = "") -> None:
        """Money changes hands on a verbal deal (the engine records it; it does not enforce deals)."""
        def pay(game, payer, payee, amount, note):
            for p in (payer, payee):
                game.player(p)
            if payer == payee:
                raise IllegalAction("A payment needs two different players.")
            if not isinstance(amount, int) or amount <= 0:
                raise IllegalAction("A payment is a whole number of dollars, more than 0.")
            if game.cash[payer] < amount:
                raise IllegalAction(f"{payer} has ${game.cash[payer]} and cannot pay ${amount}.")
            game.cash[payer] -= amount
            game.cash[payee] += amount
            game.emit("pay", f"{payer} pays {payee} ${amount}" + (f" ({note})." if note else "."),
                       payer=payer, payee=payee, amount=amount)
        return self._deal("pay", pay, payer=payer, payee=payee, amount=amount, note=note)

    @property
    def player(self) -> str:
        return self.game.current_player.name

    @property
    def over(self) -> bool:
        """A player has won, or (a draw) the last Bosses fell together in one bloodbath."""
        game = self.game
        return game.winner is not None or len(game.eliminated) == len(game.players)

    def _over_text(self) -> str:
        winner = self.game.winner
        return f"The game is over: {winner} won." if winner else "The game is over: it ended in a draw."

    # -- what may be done now ------------------------------------------------------------------
    def _require(self, *phases: str, what: str) -> None:
        if self.over:
            raise IllegalAction(self._over_text())
        if self.phase not in phases:
            allowed = " or ".join(PHASE_NAMES[p] for p in phases)
            raise IllegalAction(f"{what} belongs to the {allowed} phase; it is now the "
                                f"{PHASE_NAMES[self.phase]} phase of {self.player}'s turn.")

    def attack(self, target: str, attackers: dict, **kwargs) -> AttackReport:
        """The current player attacks (battle phase only)."""
        self._require("battle", what="Attacking")
        report = attack(self.game, self.player, target, attackers, dice=self.dice, **kwargs)
        self._record("attack", target=target, attackers=attackers, **kwargs)
        return report

    def move(self, move) -> list:
        """A move by one of the current player's pieces (battle or movement phase)."""
        self._require("battle", "movement", what="Moving")
        piece = self.game.units.get(move.piece)
        if piece is not None and piece.owner != self.player:
            raise IllegalAction(f"That piece is {piece.owner}'s; it is {self.player}'s turn.")
        out = self.game.apply(move)
        self._record("move", move=dataclasses.asdict(move))
        return out

    def board(self, person: str, vehicle: str) -> None:
        """One of the current player's people gets into a vehicle in the same space (battle or
        movement phase), to ride along when it drives."""
        self._require("battle", "movement", what="Getting into a vehicle")
        self._own(person)
        board_vehicle(self.game, person, vehicle)
        self._record("board", person=person, vehicle=vehicle)

    def leave(self, person: str) -> None:
        """Get out of a vehicle that has not moved yet."""
        self._require("battle", "movement", what="Getting out of a vehicle")
        self._own(person)
        leave_vehicle(self.game, person)
        self._record("leave", person=person)

    def _own(self, pid: str) -> None:
        piece = self.game.units.get(pid)
        if piece is not None and piece.owner != self.player:
            raise IllegalAction(f"That piece is {piece.owner}'s; it is {self.player}'s turn.")

    def buy(self, item: str, **kwargs) -> str | None:
        """Buy and place one item (purchases phase only)."""
        self._require("purchases", what="Buying")
        pid = buy(self.game, self.player, item, **kwargs)
        self._record("buy", item=item, **kwargs)
        return pid

    # -- out of turn: deals the rules constrain (see negotiation and kidnapping) ------------------
    def _deal(self, verb: str, fn, **kwargs):
        if self.over:
            raise IllegalAction(self._over_text())
        out = fn(self.game, **kwargs)
        self._record(verb, **kwargs)
        return out

    def ransom(self, captor: str, colour: str, amount: int, n: int = 1) -> None:
        return self._deal("ransom", kidnapping.ransom, captor=captor, colour=colour, amount=amount, n=n)

    def exchange(self, a: str, colour_a: str, b: str, colour_b: str, n: int = 1) -> None:
        return self._deal("exchange", kidnapping.exchange, a=a, colour_a=colour_a, b=b, colour_b=colour_b, n=n)

    def kill_prisoner(self, captor: str, colour: str, n: int = 1) -> None:
        return self._deal("kill_prisoner", kidnapping.kill_prisoner, captor=captor, colour=colour, n=n)

    def invite(self, host: str, guest: str, district: str) -> None:
        return self._deal("invite", negotiation.invite, host=host, guest=guest, district=district)

    def uninvite(self, host: str, guest: str, district: str) -> None:
        return self._deal("uninvite", negotiation.uninvite, host=host, guest=guest, district=district)

    def commandeer(self, host: str, guest: str, district: str, kill: bool = False) -> dict:
        return self._deal("commandeer", negotiation.commandeer, host=host, guest=guest, district=district, kill=kill)

    def hand_over(self, giver: str, receiver: str, district: str, stepper: str) -> list[str]:
        if receiver != self.player:
            raise IllegalAction(f"The receiver steps in during his own turn; it is {self.player}'s turn.")
        return self._deal("hand_over", negotiation.hand_over, giver=giver, receiver=receiver, district=district,
                          stepper=stepper)

    def let_through(self, blocker: str, mover: str) -> None:
        return self._deal("let_through", lambda game, blocker, mover: game.let_through(blocker, mover),
                          blocker=blocker, mover=mover)

    # -- moving on -----------------------------------------------------------------------------
    def next_phase(self) -> list[Event]:
        """Finish the current phase. Leaving Movement factors the income at once (and may end the
        game by Incontestable Dominance); leaving Purchases ends the turn."""
        if self.over:
            raise IllegalAction(self._over_text())
        start = len(self.game.log)
        self._record("next_phase")
        if self.phase == "purchases":
            self._end_turn()
            return self.game.log[start:]
        self.phase = PHASES[PHASES.index(self.phase) + 1]
        self.game.emit("phase", f"{self.player}: {PHASE_NAMES[self.phase]} phase.", phase=self.phase)
        if self.phase == "income":
            self.income = factor_income(self.game, self.player)
            if not self.over:
                self.phase = "purchases"
                self.game.emit("phase", f"{self.player}: {PHASE_NAMES[self.phase]} phase.", phase=self.phase)
        return self.game.log[start:]

    def end_turn(self) -> list[Event]:
        """Go through whatever phases are left (income is always factored) and pass the turn on."""
        if self.over:
            raise IllegalAction(self._over_text())
        start, n = len(self.game.log), len(self.history)
        while not self.over:
            ended = self.phase == "purchases"
            self.next_phase()
            if ended:
                break
        del self.history[n:]          # one entry replays the whole of it
        self._record("end_turn")
        self.turn_start = len(self.history)
        return self.game.log[start:]

    def _end_turn(self) -> None:
        game = self.game
        join_pending(game)   # a dead Boss's family joins its new commander as the turn ends
        game.moved.clear()
        game.fought.clear()
        game.fresh.clear()
        game.passes.clear()
        self._check_last_boss()
        if self.over:
            return
        n = len(game.players)
        for _ in range(n):
            game.turn = (game.turn + 1) % n
            if game.turn == 0:
                game.round += 1
            if game.current_player.name not in game.eliminated:
                break
        self.phase = "battle"
        self.income = None
        self.turn_start = len(self.history)
        self._announce()

    def _check_last_boss(self) -> None:
        game = self.game
        for p in game.players:
            if p.name not in game.eliminated and not game.count(p.name, "boss"):
                game.eliminated.append(p.name)
                game.emit("out", f"{p.name}'s Boss is dead: {p.name} is out of the game.", player=p.name)
        alive = [p.name for p in game.players if p.name not in game.eliminated]
        if len(alive) == 1:
            game.winner = alive[0]
            game.emit("win", f"{alive[0]} is the last Boss standing and wins the game!", player=alive[0])

    def _announce(self) -> None:
        game = self.game
        game.emit("turn", f"Round {game.round}: {self.player}'s turn begins with the Battle phase.",
                   player=self.player, round=game.round)
        if game.options.scenario == "take_manhattan" and holds_manhattan(game, self.player):
            game.winner = self.player
            game.emit("win", f"{self.player} starts the turn holding every Manhattan district: "
                              f"{self.player} takes Manhattan and wins!", player=self.player)


def _move_from(data: dict) -> Move:
    return Move(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})


def manhattan(board) -> list[str]:
    """Every city district of Manhattan (what Take Manhattan asks a player to hold)."""
    return [s for s in board.graph.nodes if board.space(s).kind == "district" and board.space(s).borough == "Manhattan"]


def holds_manhattan(game: Game, player: str) -> bool:
    return all(game.control.get(d) == player for d in manhattan(game.board))
