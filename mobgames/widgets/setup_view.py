"""SetupView: pick the number of players (and a seed) and watch the set-up happen on the map."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.bloodfeud.setup import default_board, new_game

from .board_view import BoardView


class SetupView(W.VBox):
    """A slider for 2-6 players, a seed for the ranking roll, the set-up story and the board."""

    def __init__(self, players: int = 4, seed: int = 1, *, width: int = 760):
        board = default_board()
        self.players = W.IntSlider(value=players, min=2, max=6, description="Players:", continuous_update=False)
        self.seed = W.BoundedIntText(value=seed, min=0, max=999_999, description="Seed:",
                                     layout=W.Layout(width="180px"))
        self.story = W.HTML(layout=W.Layout(width=f"{width}px"))
        self.story.add_class("mobgames-setup-story")
        self.game = new_game(players, seed=seed, board=board)
        self.board_view = BoardView(board, game=self.game, width=width)
        self.players.observe(self._update, "value")
        self.seed.observe(self._update, "value")
        super().__init__([W.HBox([self.players, self.seed]), self.story, self.board_view])
        self._update()

    def _update(self, *_):
        self.game = new_game(self.players.value, seed=self.seed.value, board=self.board_view.board)
        self.board_view.show(self.game)
        items = "".join(f"<li>{escape(e.text)}</li>" for e in self.game.log)
        self.story.value = f"<ol style='font-size:14px;line-height:1.45;margin:4px 0'>{items}</ol>"
