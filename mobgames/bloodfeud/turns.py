"""The turn loop: whose turn it is, which of the four phases, and what each phase allows.

The engine's position tools (``attack``, ``game.apply``, ``buy``) work on any position, which is
what the chapters' examples need. ``Turns`` wraps them for a real game: battle, movement, factor
income and purchases in that order, for each player in the board's order, round after round.
Ordinary moves are allowed in the battle phase too (the rulebook permits it); attacks are not
allowed once the movement phase has begun. Pieces that moved or fought, buildings captured this
turn and permissions to pass all reset when the turn ends.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from .assassination import join_pending
from .attack import AttackReport, attack
from .game import Game
from .income import Income, factor_income
from .purchases import buy

PHASES = ("battle", "movement", "income", "purchases")
PHASE_NAMES = {"battle": "Battle", "movement": "Movement", "income": "Factor Income", "purchases": "Make Purchases"}


class Turns:
    """Drive a ``Game`` turn by turn. Chance for battles comes from ``dice``."""

    def __init__(self, game: Game, dice):
        self.game, self.dice = game, dice
        self.phase = "battle"
        self.income: Income | None = None
        self._announce()

    @property
    def player(self) -> str:
        return self.game.current_player.name

    @property
    def over(self) -> bool:
        return self.game.winner is not None

    # -- what may be done now ------------------------------------------------------------------
    def _require(self, *phases: str, what: str) -> None:
        if self.over:
            raise IllegalAction(f"The game is over: {self.game.winner} won.")
        if self.phase not in phases:
            allowed = " or ".join(PHASE_NAMES[p] for p in phases)
            raise IllegalAction(f"{what} belongs to the {allowed} phase; it is now the "
                                f"{PHASE_NAMES[self.phase]} phase of {self.player}'s turn.")

    def attack(self, target: str, attackers: dict, **kwargs) -> AttackReport:
        """The current player attacks (battle phase only)."""
        self._require("battle", what="Attacking")
        return attack(self.game, self.player, target, attackers, dice=self.dice, **kwargs)

    def move(self, move) -> list:
        """A move by one of the current player's pieces (battle or movement phase)."""
        self._require("battle", "movement", what="Moving")
        piece = self.game.units.get(move.piece)
        if piece is not None and piece.owner != self.player:
            raise IllegalAction(f"That piece is {piece.owner}'s; it is {self.player}'s turn.")
        return self.game.apply(move)

    def buy(self, item: str, **kwargs) -> str | None:
        """Buy and place one item (purchases phase only)."""
        self._require("purchases", what="Buying")
        return buy(self.game, self.player, item, **kwargs)

    # -- moving on -----------------------------------------------------------------------------
    def next_phase(self) -> list[Event]:
        """Finish the current phase. Leaving Movement factors the income at once (and may end the
        game by Incontestable Dominance); leaving Purchases ends the turn."""
        if self.over:
            raise IllegalAction(f"The game is over: {self.game.winner} won.")
        start = len(self.game.log)
        if self.phase == "purchases":
            self._end_turn()
            return self.game.log[start:]
        self.phase = PHASES[PHASES.index(self.phase) + 1]
        self.game._emit("phase", f"{self.player}: {PHASE_NAMES[self.phase]} phase.", phase=self.phase)
        if self.phase == "income":
            self.income = factor_income(self.game, self.player)
            if not self.over:
                self.phase = "purchases"
                self.game._emit("phase", f"{self.player}: {PHASE_NAMES[self.phase]} phase.", phase=self.phase)
        return self.game.log[start:]

    def end_turn(self) -> list[Event]:
        """Go through whatever phases are left (income is always factored) and pass the turn on."""
        start = len(self.game.log)
        while not self.over:
            ended = self.phase == "purchases"
            self.next_phase()
            if ended:
                break
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
        self._announce()

    def _check_last_boss(self) -> None:
        game = self.game
        for p in game.players:
            if p.name not in game.eliminated and not game.count(p.name, "boss"):
                game.eliminated.append(p.name)
                game._emit("out", f"{p.name}'s Boss is dead: {p.name} is out of the game.", player=p.name)
        alive = [p.name for p in game.players if p.name not in game.eliminated]
        if len(alive) == 1:
            game.winner = alive[0]
            game._emit("win", f"{alive[0]} is the last Boss standing and wins the game!", player=alive[0])

    def _announce(self) -> None:
        game = self.game
        game._emit("turn", f"Round {game.round}: {self.player}'s turn begins with the Battle phase.",
                   player=self.player, round=game.round)
        if game.options.scenario == "take_manhattan" and holds_manhattan(game, self.player):
            game.winner = self.player
            game._emit("win", f"{self.player} starts the turn holding every Manhattan district: "
                              f"{self.player} takes Manhattan and wins!", player=self.player)


def manhattan(board) -> list[str]:
    """Every city district of Manhattan (what Take Manhattan asks a player to hold)."""
    return [s for s in board.graph.nodes if board.space(s).kind == "district" and board.space(s).borough == "Manhattan"]


def holds_manhattan(game: Game, player: str) -> bool:
    return all(game.control.get(d) == player for d in manhattan(game.board))
