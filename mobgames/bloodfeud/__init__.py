"""Blood Feud in New York: the board, the pieces, set-up, income and gun battles, and a whole game
turn by turn (``start``), speaking the engine contract every game speaks.

>>> from mobgames.bloodfeud import load_board, new_game, start
>>> board = load_board()                # the reconstructed board; board.graph is a networkx.Graph
>>> game = new_game(["Ann", "Bob"], seed=1)     # a position (for examples and exercises)
>>> whole = start(["Ann", "Bob"], seed=1)       # a whole game: decision, legal_actions(), apply(...)
>>> whole.decision.kind
'battle'
"""

from ..core.errors import BoardError, SetupError
from . import examples
from .attack import AttackReport, attack, premium
from .battle import Battle, BattleError, BattleResult
from .board import (
    AREAS,
    Board,
    Space,
    UnknownSpace,
    board_summary,
    describe_space,
    load_board,
    validate_board,
)
from .game import Game, Piece, Player
from .income import DOMINANCE, Income, factor_income, income, revenue, revenue_table
from .movement import Move, legal_moves, reachable, why_not
from .odds import Odds, battle_odds
from .options import Options
from .pieces import Catalogue, PieceType, catalogue
from .purchases import buy, placements
from .setup import (
    blank_game,
    default_board,
    new_game,
    rank_players,
    setup_summary,
    start_areas,
    starting_pieces,
)
from .actions import Action
from .turns import Turns, start

from_json = Turns.from_json   # (a saved game, loaded: the contract's name in every game)

__all__ = [
    "Action", "start", "from_json", "blank_game", "Turns", "Piece", "Move", "legal_moves", "reachable", "why_not", "buy", "placements",
    "examples", "Battle", "BattleError", "BattleResult", "battle_odds", "Odds", "attack", "AttackReport", "premium",
    "income", "Income", "factor_income", "revenue", "revenue_table", "DOMINANCE",
    "AREAS", "Board", "Space", "UnknownSpace", "board_summary", "describe_space", "load_board", "validate_board", "BoardError",
    "Game", "Player", "Options", "Catalogue", "PieceType", "catalogue",
    "SetupError", "default_board", "new_game", "rank_players", "setup_summary", "start_areas", "starting_pieces",
]
