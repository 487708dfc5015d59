"""MovementExplorer: pick a piece in a ready-made position, see every space it can reach, the route
to a space you click, make the move, and read why an illegal one is refused."""

from __future__ import annotations

import ipywidgets as W

from mobgames.bloodfeud.examples import MOVEMENT_EXAMPLES, movement_example
from mobgames.bloodfeud.movement import legal_moves, why_not
from mobgames.core.errors import MobgamesError
from mobgames.core.markup import text as escape

from .board_view import BoardView


class MovementExplorer(W.VBox):
    """``MovementExplorer("corners")``: one of ``MOVEMENT_EXAMPLES``."""

    def __init__(self, example: str = "stepping in", *, width: int = 560):
        self.example = W.Dropdown(options=[(k.title(), k) for k in MOVEMENT_EXAMPLES], value=example,
                                  description="Position:", layout=W.Layout(width="300px"))
        self.piece = W.Dropdown(description="Piece:", layout=W.Layout(width="300px"))
        self.move_button = W.Button(description="Make this move", button_style="primary", disabled=True)
        self.reset_button = W.Button(description="Start again")
        self.about = W.HTML()
        self.message = W.HTML()
        self.message.add_class("mobgames-move-message")
        self.story = W.HTML()
        self.game, self.player, focus = movement_example(example)
        self.view = BoardView(game=self.game, focus=focus, width=width, info=False)
        self.view.on_select(self._on_click)
        self.view.on_hover(self._on_hover)
        self.example.observe(lambda c: self.load(c["new"]), "value")
        self.piece.observe(lambda c: self._show_reach(), "value")
        self.move_button.on_click(lambda _: self.make_move())
        self.reset_button.on_click(lambda _: self.load(self.example.value))
        self.chosen = None
        panel = W.VBox([self.example, self.about, self.piece, W.HBox([self.move_button, self.reset_button]),
                        self.message, self.story], layout=W.Layout(width="420px"))
        # The map keeps its size; the panel goes beside it, or under it when the page is narrow.
        self.view.layout.flex = "0 0 auto"
        super().__init__([W.HBox([self.view, panel], layout=W.Layout(flex_flow="row wrap"))])
        self.add_class("mobgames-movement-explorer")
        self.load(example)

    def load(self, name: str) -> None:
        if self.example.value != name:
            self.example.value = name   # observe calls back into load
            return
        self.game, self.player, focus = movement_example(name)
        self.view.board = self.game.board
        self.view.show(self.game)
        self.about.value = f"<div style='font-size:14px'>{escape(MOVEMENT_EXAMPLES[name])}</div>"
        self.message.value = ""
        self._refresh_pieces()

    def _refresh_pieces(self) -> None:
        names = {u.id: f"{self.game.catalogue[u.kind].name} in {self.game.board.space(u.space).name}"
                 + (" (aboard)" if u.carrier else "") + (" (moved)" if u.id in self.game.moved else "")
                 for u in self.game.units.values() if u.owner == self.player}
        current = self.piece.value
        options = [(label, pid) for pid, label in names.items()]
        self.piece.options = options
        if options:   # keep the chosen piece if it is still there, else the first one
            ids = [pid for _, pid in options]
            self.piece.value = current if current in ids else ids[0]
        self._show_reach()

    def _show_reach(self) -> None:
        self.chosen = None
        self.move_button.disabled = True
        pid = self.piece.value
        self.moves = legal_moves(self.game, pid) if pid else []
        ends = sorted({m.end for m in self.moves})
        self.view.mark(ends)
        if pid:
            self.message.value = f"<div style='font-size:14px'>{self._reach_sentence(pid, len(ends))}</div>"

    def _reach_sentence(self, pid, n: int) -> str:
        if n:
            return (f"It can end its move on <b>{n}</b> space{'s' if n != 1 else ''} (shaded green, with a "
                    f"dashed outline). Click one to see the route.")
        u = self.game.units[pid]
        # The engine says why (here: it has moved), else the piece is simply stuck this turn.
        reason = why_not(self.game, pid, u.space) if pid in self.game.moved else None
        reason = reason or f"This {self.game.catalogue[u.kind].name} has nowhere to go this turn."
        others = sum(1 for _, other in self.piece.options if other != pid and legal_moves(self.game, other))
        nxt = (f"{others} other piece{'s' if others != 1 else ''} can still move: choose one above, or press "
               f"<b>Start again</b>." if others else "No other piece can move now: press <b>Start again</b> "
               "to try another move.")
        return f"{escape(reason)} {nxt}"

    def _path(self, m) -> list[str]:
        start = self.game.units[m.piece].space
        return [start] + list(m.before) + list(m.route[: m.off] if m.kind == "ride" else m.route) + list(m.after)

    def _best(self, space_id):
        options = [m for m in self.moves if m.end == space_id]
        return min(options, key=lambda m: len(m.before) + len(m.route) + len(m.after)) if options else None

    def _on_hover(self, space_id) -> None:
        """The route to the reachable space under the pointer (a click chooses it)."""
        if self.chosen is not None:
            return
        m = self._best(space_id) if space_id else None
        self.view.mark([x.end for x in self.moves], route=self._path(m) if m else None)

    def _on_click(self, space_id) -> None:
        pid = self.piece.value
        if not pid or space_id is None:
            return
        m = self._best(space_id)
        if m is None:
            reason = why_not(self.game, pid, space_id)
            self.chosen = None
            self.move_button.disabled = True
            self.message.value = f"<div style='font-size:14px;color:#b00020'>Not possible: {escape(reason)}</div>"
            self.view.mark([m.end for m in self.moves])
            return
        self.chosen = m
        self.view.mark([x.end for x in self.moves], route=self._path(m))
        self.move_button.disabled = False
        self.message.value = f"<div style='font-size:14px'>{escape(m.describe(self.game))}</div>"

    def make_move(self) -> None:
        if self.chosen is None:
            return
        try:
            events = self.game.apply(self.chosen)
        except MobgamesError as err:
            self.message.value = f"<div style='color:#b00020'>{escape(str(err))}</div>"
            return
        self.story.value = (self.story.value or "") + "".join(
            f"<div style='font-size:14px'>• {escape(e.text)}</div>" for e in events)
        self.view.show(self.game)
        self._refresh_pieces()
