"""Interactive views (ipywidgets + ipycanvas) over the mobgames engines. Views hold no rules:
every question about the game is answered by calling the engine."""

from .battle_stepper import BattleBuilder, BattleStepper, OddsPanel
from .board_view import BoardView
from .fb_table import FBTable
from .income_explorer import IncomeExplorer
from .movement_explorer import MovementExplorer
from .setup_view import SetupView

__all__ = ["BoardView", "FBTable", "IncomeExplorer", "MovementExplorer", "SetupView", "BattleStepper", "OddsPanel", "BattleBuilder"]
