"""Interactive views (ipywidgets + ipycanvas) over the mobgames engines. Views hold no rules:
every question about the game is answered by calling the engine."""

from .battle_stepper import BattleBuilder, BattleStepper, OddsPanel
from .bf_table import BFTable
from .board_view import BoardView
from .fb_table import FBTable
from .income_explorer import IncomeExplorer
from .keyboard import KeyboardGuard
from .movement_explorer import MovementExplorer
from .setup_view import SetupView

# Mob Ties views load on first use, so chapters of the other games do not pay for them.
_LAZY = {"MTBoardView": "mobties", "ShowPanel": "mobties", "HandPanel": "mobties", "MTTable": "mt_table",
         "GlossaryPanel": "glossary_panel",
         # Exercises (teaching): also loaded on first use.
         "ExerciseSet": "exercises", "exercise_widget": "exercises",
         "StoryStepper": "story_stepper", "Playground": "playground", "Chooser": "chooser",
         "story_map": "map_picture", "ClassResultsPanel": "results_panel",
         "Quiz": "quiz", "NowYou": "now_you", "Listen": "listen"}


def __getattr__(name: str):
    if name in _LAZY:
        from importlib import import_module
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BFTable", "BoardView", "FBTable", "IncomeExplorer", "KeyboardGuard", "MovementExplorer", "SetupView", "BattleStepper", "OddsPanel",
           "BattleBuilder", "MTBoardView", "ShowPanel", "HandPanel", "MTTable", "GlossaryPanel",
           "ExerciseSet", "exercise_widget", "StoryStepper", "Playground", "Chooser", "story_map",
           "ClassResultsPanel", "Quiz", "NowYou", "Listen"]
