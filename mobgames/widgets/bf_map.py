"""The Blood Feud table's map: a fixed-size, zoomable ``BoardView`` whose highlight the table
draws (the picked-up pieces' space outlined, where they can go, what they can attack), and the
words beside it: the pieces on one space, and on the whole map.
"""

from __future__ import annotations

from html import escape

from ipycanvas import hold_canvas

from mobgames.bloodfeud import style
from mobgames.core.text import counted

from . import map_pieces
from .board_view import HIGHLIGHT, BoardView, selected_outline
from .map_layout import MIN_TEXT_PX, WHOLE_MAP

TARGET_FILL = "rgba(213, 94, 0, 0.40)"   # a space the chosen pieces can attack (orange)
MAP_SIZE = (900, 620)   # with the 250 px side panel, fits JupyterLab at 1600 px with the file browser open


def home_area(view: BoardView, game, player: str) -> str:
    """The area to show a player first: where the Boss stands (the whole map if he is gone)."""
    boss = next((u.space for u in game.units.values() if u.owner == player and u.kind == "boss"), None)
    return view.area_of(boss) if boss is not None else WHOLE_MAP


class TableMap(BoardView):
    """The map of the table. A click selects a space and tells the table (which draws the
    highlight once); "Show:" zooms to an area and back."""

    def __init__(self, game, player: str, **kwargs):
        width, height = MAP_SIZE
        super().__init__(game=game, width=width, height=height, info=False, min_label=MIN_TEXT_PX, **kwargs)
        self.zoom(home_area(self, game, player))
        self.canvas.add_class("mobgames-bf-map")

    def select(self, space_id: str | None) -> None:
        if space_id is not None:
            self.board.space(space_id)   # a typed error for an unknown id, before any change
        self.selected = space_id
        self._describe()
        for fn in self._listeners:
            fn(space_id)

    def mark(self, spaces=(), route=None, targets=(), outline: str | None = None) -> None:
        self._marked, self._route, self._targets, self._outline = list(spaces), list(route or []), list(targets), outline
        with hold_canvas():
            self._draw_highlight()
        self._describe()   # (the text description says what the tints show)

    def describe(self) -> str:
        """The board in words, with what the tints show: where the chosen pieces can go, and
        what they can attack."""
        text = super().describe()
        for words, spaces in (("They can go to", getattr(self, "_marked", [])),
                              ("They can attack", getattr(self, "_targets", []))):
            if spaces:
                names = sorted(self.board.space(s).name for s in spaces)
                shown = ", ".join(names[:12]) + (f" and {len(names) - 12} more" if len(names) > 12 else "")
                text += f" {words} {counted(len(names), 'space')}: {shown}."
        return text

    def _draw_highlight(self) -> None:
        c, g = self.canvas[HIGHLIGHT], self.geo
        c.clear()
        for fill, spaces in ((style.REACH_FILL, getattr(self, "_marked", [])),
                             (TARGET_FILL, getattr(self, "_targets", []))):
            if spaces:
                c.fill_style = fill
                c.fill_polygons([g.polys[s] for s in spaces])
        outline = getattr(self, "_outline", None)
        if outline:
            selected_outline(c, g.polys[outline], self.scale)


def here_html(game, space_id: str | None, player: str | None = None) -> str:
    """The side panel's words for one space: what it is, who controls it, every family's pieces."""
    if space_id is None:
        return ("<div class='mobgames-bf-here'><b>On this space</b><br>Click a space to list its pieces. "
                "The table under the map lists every piece.</div>")
    sp = game.board.space(space_id)
    owner = game.control.get(space_id)
    what = sp.kind + (f", {owner}'s" if owner else ", nobody's" if sp.kind == "district" else "")
    building = game.buildings.get(space_id)
    extra = f"; {style.BUILDING_BADGE[building][2]}" if building else ""
    families = map_pieces.families_at(game, space_id)
    items = "".join(f"<li>{map_pieces.chip(p)} {escape(p.name)}: {escape(what)}</li>" for p, what in families)
    return (f"<div class='mobgames-bf-here'><b>{escape(sp.name)}</b> ({escape(what)}{escape(extra)})"
            + (f"<ul style='padding-left:18px;margin:2px 0'>{items}</ul>" if items else "<br>No pieces.") + "</div>")
