"""Interactive views (ipywidgets + ipycanvas) over the mobgames engines. Views hold no rules:
every question about the game is answered by calling the engine."""

from .board_view import BoardView
from .setup_view import SetupView

__all__ = ["BoardView", "SetupView"]
