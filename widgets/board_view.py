"""BoardView: the Blood Feud map on a canvas. Click a space to see it, its neighbours and the
bridges leaving it, with the space's facts beside the map.

Three canvas layers so a click redraws only what changed: 0 the map (drawn once), 1 the
highlight, 2 labels and pieces. Every layer is drawn inside one ``hold_canvas()`` batch.
"""

from __future__ import annotations

from html import escape

import ipywidgets as W
import numpy as np
from ipycanvas import MultiCanvas, hold_canvas

from mobgames.bloodfeud import style
from mobgames.bloodfeud.board import Board, describe_space
from mobgames.bloodfeud.setup import default_board
from mobgames.bloodfeud.svg import describe as describe_picture
from mobgames.bloodfeud.svg import text_colour, token_text

MAP, HIGHLIGHT, TOP = 0, 1, 2


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class _Scaled:
    """The board's geometry in canvas pixels, computed once per (board, scale, origin)."""

    _cache: dict = {}

    def __new__(cls, board: Board, scale: float, origin: tuple[float, float] = (0.0, 0.0)):
        key = (id(board), scale, origin)
        hit = cls._cache.get(key)
        if hit is not None and hit.board is board:
            return hit
        self = super().__new__(cls)
        self.board, self.scale = board, scale
        o = np.asarray(origin, dtype=float)
        spaces = list(board.spaces.values())
        self.ids = [s.id for s in spaces]
        self.polys = {s.id: (np.asarray(s.polygon, dtype=float) - o) * scale for s in spaces}
        water = [s for s in spaces if s.kind == "water"]
        land = [s for s in spaces if s.kind != "water"]
        self.water_polys = [self.polys[s.id] for s in water]
        self.land_polys = [self.polys[s.id] for s in land]
        self.fill_polys = self.water_polys + self.land_polys
        self.fill_colours = np.array([_rgb(style.fill_of(s)) for s in water + land], dtype=np.uint8)
        segs = [(d["path"][0], d["path"][-1]) for _, _, d in board.graph.edges(data=True)
                if d["kind"] == "bridge" and d.get("path")]
        self.bridges = (np.asarray(segs, dtype=float).reshape(-1, 2, 2) - o) * scale
        self.stars = []
        for sid in board.starts.values():
            self.stars.append((np.asarray(style.star_points(*style.star_xy(board.space(sid)), 7)) - o) * scale)
        self.labels = []  # (font px, [(text, x, y)], colour, halo)
        groups: dict = {}
        for s in spaces:
            lines, size = style.label_of(s)
            px = round(size * scale, 1)
            lh = px * 1.1
            x, y = (s.point[0] - o[0]) * scale, (s.point[1] - o[1]) * scale
            y0 = y - lh * (len(lines) - 1) / 2
            water_ = s.kind == "water"
            key2 = (px, water_)
            groups.setdefault(key2, []).extend((t, x, y0 + i * lh) for i, t in enumerate(lines))
        for (px, water_), items in sorted(groups.items()):
            self.labels.append((px, items, water_))
        cls._cache[key] = self
        return self


class BoardView(W.HBox):
    """The map as an interactive canvas with an info panel.

    ``BoardView()`` shows the shipped board; ``BoardView(game=g)`` adds the game's pieces.
    ``view.select("central_park")`` does what a click does; ``view.selected`` is the space id.
    """

    def __init__(self, board: Board | None = None, game=None, *, width: int = 760, info_width: int = 300,
                 focus: list[str] | None = None, info: bool = True):
        self.board = board or (game.board if game is not None else default_board())
        self.game = game
        # ``focus``: show only the part of the map around these spaces, enlarged.
        x0, y0, x1, y1 = self.board.frame(focus)
        self.origin = (x0, y0)
        self.scale = width / (x1 - x0)
        height = round((y1 - y0) * self.scale)
        self.geo = _Scaled(self.board, self.scale, self.origin)
        self._listeners = []
        self.canvas = MultiCanvas(3, width=width, height=height,
                                  layout=W.Layout(width=f"{width}px", height=f"{height}px", flex="0 0 auto"))
        self.info = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.info.add_class("mobgames-board-info")
        names = sorted((s.name, s.id) for s in self.board.spaces.values())
        self.finder = W.Dropdown(options=[("Choose a space…", "")] + names, value="",
                                 description="Find:", layout=W.Layout(width=f"{info_width}px"))
        self.finder.observe(self._on_find, "value")
        # What the picture shows, in words: for screen readers, and for anyone who prefers text.
        self.description = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.description.add_class("mobgames-board-description")
        self.selected: str | None = None
        self.canvas.on_mouse_down(self._on_click)
        # A browser view that attaches later (page reload, Voila) gets a full redraw.
        self.canvas.on_client_ready(self.redraw)
        # info=False: just the map (a host widget shows its own panel beside it).
        self._with_info = info
        if info:
            children = [self.canvas, W.VBox([self.finder, self.info, self.description])]
        else:
            # Just the map, with the Find list (so a space can be chosen from the keyboard) and the
            # words for the picture under it, as wide as the map; the host shows its own panel.
            for part in (self.finder, self.description):
                part.layout.width, part.layout.padding = f"{width}px", "0"
            self.finder.description = "Choose a space:"
            self.finder.style = {"description_width": "initial"}
            children = [W.VBox([self.canvas, self.finder, self.description])]
        super().__init__(children)
        self.add_class("mobgames-board")
        self.info.value = self._info_html(None)
        self.redraw()

    # -- interaction -------------------------------------------------------------------------
    def _on_click(self, x: float, y: float) -> None:
        sid = self.board.space_at(x / self.scale + self.origin[0], y / self.scale + self.origin[1])
        if sid is not None:
            self.select(sid)

    def _on_find(self, change) -> None:
        if change["new"]:
            self.select(change["new"])
            if not self._with_info:
                self.finder.value = ""   # under a bare map the list acts like a click: ready for the next

    def select(self, space_id: str | None) -> None:
        """Highlight a space (or clear with None) and show its facts."""
        if space_id is not None:
            self.board.space(space_id)  # a typed error for an unknown id, before any change
        self.selected = space_id
        with hold_canvas():
            self._draw_highlight()
        self.info.value = self._info_html(space_id)
        self._describe()
        for fn in self._listeners:
            fn(space_id)

    def on_hover(self, callback) -> None:
        """Call ``callback(space_id)`` when the pointer moves onto another space."""
        if not hasattr(self, "_hover_listeners"):
            self._hover_listeners, self._hovered = [], None
            self.canvas.on_mouse_move(self._on_mouse_move)
        self._hover_listeners.append(callback)

    def _on_mouse_move(self, x: float, y: float) -> None:
        sid = self.board.space_at(x / self.scale + self.origin[0], y / self.scale + self.origin[1])
        if sid != self._hovered:   # only when the space changes: the pointer sends many events
            self._hovered = sid
            for fn in self._hover_listeners:
                fn(sid)

    def on_select(self, callback) -> None:
        """Call ``callback(space_id)`` whenever a space is selected (by a click or by code)."""
        self._listeners.append(callback)

    def _xy(self, x: float, y: float) -> tuple[float, float]:
        """Board units to canvas pixels."""
        return (x - self.origin[0]) * self.scale, (y - self.origin[1]) * self.scale

    def show(self, game) -> None:
        """Show another position of the game (pieces and control markers)."""
        self.game = game
        with hold_canvas():
            self._draw_top()
        self._describe()

    def describe(self) -> str:
        """The board view in words: the map, the players' holdings, and the selected space."""
        text = describe_picture(self.board, self.game)
        if self.selected:
            text += " Selected: " + " ".join(describe_space(self.board, self.selected))
        return text

    def _describe(self) -> None:
        self.description.value = ('<details><summary>Text description of the board</summary>'
                                  f'<p>{escape(self.describe())}</p></details>')

    # -- drawing -----------------------------------------------------------------------------
    def redraw(self, *_) -> None:
        with hold_canvas():
            self._draw_map()
            self._draw_highlight()
            self._draw_top()
        self._describe()

    def _draw_map(self) -> None:
        c, g, s = self.canvas[MAP], self.geo, self.scale
        c.clear()
        c.fill_style = style.BACKGROUND
        c.fill_rect(0, 0, c.width, c.height)
        c.fill_styled_polygons(g.fill_polys, g.fill_colours)
        c.line_join = "round"
        c.line_width = 0.6 * s
        c.stroke_style = style.WATER_BORDER
        c.stroke_polygons(g.water_polys)
        c.line_width = 0.8 * s
        c.stroke_style = style.BORDER
        c.stroke_polygons(g.land_polys)
        if len(g.bridges):
            c.line_width = 7 * s
            c.stroke_style = style.BRIDGE_DARK
            c.stroke_line_segments(g.bridges)
            c.line_width = 4 * s
            c.stroke_style = style.BRIDGE_LIGHT
            c.set_line_dash([1.6 * s, 1.6 * s])
            c.stroke_line_segments(g.bridges)
            c.set_line_dash([])
        if g.stars:
            c.fill_style = style.STAR_FILL
            c.fill_polygons(g.stars)
            c.stroke_style = style.STAR_STROKE
            c.line_width = 1
            c.stroke_polygons(g.stars)

    def mark(self, spaces=(), route=None) -> None:
        """Shade ``spaces`` (say, where a piece can go) and draw a ``route`` (a list of space
        ids, starting where the piece stands) on the highlight layer."""
        self._marked, self._route = list(spaces), list(route or [])
        with hold_canvas():
            self._draw_highlight()

    def _draw_highlight(self) -> None:
        c, g = self.canvas[HIGHLIGHT], self.geo
        c.clear()
        marked, route = getattr(self, "_marked", []), getattr(self, "_route", [])
        if marked:
            polys = [g.polys[s] for s in marked]
            c.fill_style = style.REACH_FILL
            c.fill_polygons(polys)
            # A dark dashed edge over a white one: visible on every tint, and not by colour alone.
            c.line_join = "round"
            c.stroke_style = style.REACH_EDGE_UNDER
            c.line_width = 3.2 * self.scale
            c.stroke_polygons(polys)
            c.stroke_style = style.REACH_EDGE
            c.line_width = 2.2 * self.scale
            c.set_line_dash([4 * self.scale, 2.5 * self.scale])
            c.stroke_polygons(polys)
            c.set_line_dash([])
        if len(route) > 1:
            pts = np.asarray([self._xy(*self.board.space(s).point) for s in route], dtype=float)
            c.stroke_style = style.ROUTE
            c.line_width = 3.5 * self.scale
            c.set_line_dash([6 * self.scale, 4 * self.scale])
            c.stroke_lines(pts)
            c.set_line_dash([])
        sid = self.selected
        if sid is None:
            return
        nbrs = self.board.neighbours(sid)
        if nbrs:
            c.fill_style = style.NEIGHBOUR_FILL
            c.fill_polygons([g.polys[n] for n in nbrs])
        bridges = [self.board.graph.edges[a, b]["path"] for a, b, _ in self.board.bridges(sid)]
        if bridges:
            c.stroke_style = style.HIGHLIGHT
            c.line_width = 4 * self.scale
            c.stroke_line_segments((np.asarray([(p[0], p[-1]) for p in bridges], dtype=float) - self.origin) * self.scale)
        c.stroke_style = style.HIGHLIGHT
        c.line_width = 3 * self.scale
        c.stroke_polygon(g.polys[sid])

    def _draw_top(self) -> None:
        c, g, s = self.canvas[TOP], self.geo, self.scale
        c.clear()
        c.text_align = "center"
        c.text_baseline = "middle"
        c.line_join = "round"
        for px, items, water in g.labels:
            c.font = f"{'italic ' if water else ''}{px}px {style.FONT}"
            c.line_width = px / 4
            c.stroke_style = style.KIND_FILL["water"] if water else "#ffffff"
            c.fill_style = style.WATER_TEXT if water else style.LAND_TEXT
            for text, x, y in items:
                c.stroke_text(text, x, y)
                c.fill_text(text, x, y)
        if self.game is not None:
            self._draw_pieces(c, s)

    def _draw_pieces(self, c, s) -> None:
        game, board = self.game, self.board
        letters = {k: p.letter for k, p in game.catalogue.items() if p.letter}
        players = {p.name: p for p in game.players}
        c.font = f"bold {round(style.TOKEN_FONT * s, 1)}px {style.FONT}"
        for did, owner in game.control.items():
            p = players[owner]
            x, y = self._xy(*style.marker_xy(board.space(did)))
            m = style.MARKER_SIZE * s
            c.fill_style = p.hex
            c.fill_rect(x, y, m, m)
            c.stroke_style = "#000000"
            c.line_width = 0.6 * s
            c.stroke_rect(x, y, m, m)
            c.fill_style = text_colour(p.hex)
            c.fill_text(p.letter, x + m / 2, y + m / 2)
        m = style.MARKER_SIZE * s
        for did, building in game.buildings.items():
            letter, colour, _ = style.BUILDING_BADGE[building]
            x, y = self._xy(*style.building_xy(board.space(did)))
            c.fill_style = colour
            c.fill_rect(x, y, m, m)
            c.fill_style = "#ffffff"
            c.fill_text(letter, x + m / 2, y + m / 2)
        for sid, by_player in game.pieces.items():
            sp = board.space(sid)
            y = style.token_top(sp)
            for owner, counts in by_player.items():
                if not sum(counts.values()):
                    continue
                p = players[owner]
                text = token_text(p.letter, counts, letters)
                w, h = style.token_width(text), style.TOKEN_HEIGHT
                tx, ty = self._xy(sp.point[0] - w / 2, y)
                c.fill_style = p.hex
                c.fill_rect(tx, ty, w * s, h * s)
                c.stroke_style = "#000000"
                c.line_width = 0.6 * s
                c.stroke_rect(tx, ty, w * s, h * s)
                c.fill_style = text_colour(p.hex)
                c.fill_text(text, *self._xy(sp.point[0], y + h / 2 + 0.3))
                y += style.TOKEN_GAP

    # -- the info panel ----------------------------------------------------------------------
    def _info_html(self, space_id: str | None) -> str:
        if space_id is None:
            return ("<div style='font-size:14px;line-height:1.4'><b>Click a space</b> on the map "
                    "(or pick one above) to see what it is and where you can go from it.</div>")
        s = self.board.space(space_id)
        sentences = "".join(f"<li>{escape(t)}</li>" for t in describe_space(self.board, space_id)[1:])
        badge = {"district": "#bbb", "park": style.KIND_FILL["park"], "water": style.KIND_FILL["water"],
                 "airport": style.KIND_FILL["airport"]}[s.kind]
        return (f"<div style='font-size:14px;line-height:1.4'>"
                f"<div style='font-size:18px;font-weight:bold'>{escape(s.name)}</div>"
                f"<div><span style='background:{badge};padding:1px 6px;border-radius:3px'>{s.kind}</span> "
                f"{escape(s.borough or '')}</div><ul style='padding-left:18px'>{sentences}</ul></div>")
