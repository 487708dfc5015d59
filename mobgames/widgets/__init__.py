"""Interactive views (ipywidgets + ipycanvas) over the mobgames engines. Views hold no rules:
every question about the game is answered by calling the engine."""

# Every view loads on first use: a chapter pays only for the views it shows (in the browser's
# Python, the board views' ipycanvas brings numpy and Pillow, about two seconds).
_LAZY = {"BattleBuilder": "battle_stepper", "BattleStepper": "battle_stepper", "OddsPanel": "battle_stepper",
         "BFTable": "bf_table", "BoardView": "board_view", "FBTable": "fb_table",
         "IncomeExplorer": "income_explorer", "KeyboardGuard": "keyboard",
         "MovementExplorer": "movement_explorer", "SetupView": "setup_view",
         "MTBoardView": "mobties", "ShowPanel": "mobties", "HandPanel": "mobties", "MTTable": "mt_table",
         "GlossaryPanel": "glossary_panel",
         "ExerciseSet": "exercises", "exercise_widget": "exercises",
         "StoryStepper": "story_stepper", "Playground": "playground", "Chooser": "chooser",
         "story_map": "map_picture", "ClassResultsPanel": "results_panel",
         "Quiz": "quiz", "NowYou": "now_you", "Listen": "listen"}


def __getattr__(name: str):
    if name in _LAZY:
        from importlib import import_module
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BFTable", "BattleBuilder", "BattleStepper", "BoardView", "Chooser",
           "ClassResultsPanel", "ExerciseSet", "FBTable", "GlossaryPanel", "HandPanel",
           "IncomeExplorer", "KeyboardGuard", "Listen", "MTBoardView", "MTTable",
           "MovementExplorer", "NowYou", "OddsPanel", "Playground", "Quiz", "SetupView",
           "ShowPanel", "StoryStepper", "exercise_widget", "story_map"]


def __dir__() -> list[str]:
    return list(__all__)
