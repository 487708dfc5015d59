"""BoardView: the Blood Feud map on a canvas. Click a space to see it, its neighbours and the
bridges leaving it, with the space's facts beside the map.

Four canvas layers so a click redraws only what changed: 0 the map (drawn once), 1 the
highlight, 2 labels and pieces, 3 the keyboard's focus outline (its own layer, so a host that
redraws the highlight its own way never wipes it). Every layer is drawn inside one
``hold_canvas()`` batch.

From the keyboard: Tab into the map, the arrow keys move a focus outline to the nearest space in
that direction, Enter (or Space) selects it, Tab, Shift+Tab or Esc leave the map. The space list
under it takes typing and acts on Enter. ``KeyboardGuard`` (widgets/keyboard.py) is what lets
Tab leave the canvas and keeps JupyterLab's shortcuts out.
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

from .keyboard import KeyboardGuard, announce, enter_only

MAP, HIGHLIGHT, TOP, FOCUS = 0, 1, 2, 3
FOCUS_EDGE, FOCUS_EDGE_UNDER = "#000000", "#ffffff"   # dark dashes over white: seen on every tint
ARROWS = {"ArrowLeft": (-1.0, 0.0), "ArrowRight": (1.0, 0.0), "ArrowUp": (0.0, -1.0), "ArrowDown": (0.0, 1.0)}
KEYS_HINT = ("From the keyboard: Tab to the map, then the arrow keys move between spaces and Enter "
             "selects one; Tab or Esc leaves the map.")


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
        self.canvas = MultiCanvas(4, width=width, height=height,
                                  layout=W.Layout(width=f"{width}px", height=f"{height}px", flex="0 0 auto"))
        self.info = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.info.add_class("mobgames-board-info")
        # The space list: type a name (or pick it from the suggestions) and press Enter.
        self.finder = enter_only(W.Combobox(options=sorted(s.name for s in self.board.spaces.values()),
                                            value="", placeholder="Type a space name, then Enter",
                                            description="Find:", ensure_option=False,
                                            layout=W.Layout(width=f"{info_width}px")))
        self.finder.add_class("mobgames-board-finder")
        self.finder.observe(self._on_find, "value")
        # Where the keyboard is on the map, in words (read aloud by screen readers).
        self.focused: str | None = None
        self.focus_line = announce(W.HTML(f"<div>{KEYS_HINT}</div>", layout=W.Layout(width=f"{info_width}px")))
        self.focus_line.add_class("mobgames-board-focus")
        x_end, y_end = x0 + width / self.scale, y0 + height / self.scale
        self._reachable_by_keys = [s.id for s in self.board.spaces.values()
                                   if x0 <= s.point[0] <= x_end and y0 <= s.point[1] <= y_end]
        # What the picture shows, in words: for screen readers, and for anyone who prefers text.
        self.description = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.description.add_class("mobgames-board-description")
        self.selected: str | None = None
        self.canvas.on_mouse_down(self._on_click)
        self.canvas.on_key_down(self._on_key)
        # A browser view that attaches later (page reload, Voila) gets a full redraw.
        self.canvas.on_client_ready(self.redraw)
        # info=False: just the map (a host widget shows its own panel beside it).
        self._with_info = info
        if info:
            children = [self.canvas, W.VBox([self.finder, self.focus_line, self.info, self.description])]
        else:
            # Just the map, with the Find list (so a space can be chosen from the keyboard) and the
            # words for the picture under it, as wide as the map; the host shows its own panel.
            for part in (self.finder, self.description, self.focus_line):
                part.layout.width, part.layout.padding = f"{width}px", "0"
            self.finder.description = "Choose a space:"
            self.finder.style = {"description_width": "initial"}
            children = [W.VBox([self.canvas, self.focus_line, self.finder, self.description])]
        # Lets Tab and Esc leave the canvas, keeps JupyterLab's shortcuts out, Enter-only list.
        # (It covers the whole output the map is shown in: a table or explorer around it too.)
        self.keyboard = KeyboardGuard()
        super().__init__(children + [self.keyboard])
        self.add_class("mobgames-board")
        self.info.value = self._info_html(None)
        self.redraw()

    # -- interaction -------------------------------------------------------------------------
    def _on_click(self, x: float, y: float) -> None:
        sid = self.board.space_at(x / self.scale + self.origin[0], y / self.scale + self.origin[1])
        if sid is not None:
            self.select(sid)

    def _on_find(self, change) -> None:
        text = change["new"].strip()
        if not text:
            return
        sid = self.space_named(text)
        if sid is None:
            self.focus_line.value = (f"<div>No space is called <b>{escape(text)}</b>: type more of its "
                                     "name, or pick one from the suggestions.</div>")
            return
        self.finder.value = ""   # the list acts like a click: ready for the next
        self.select(sid)
        self._set_focus(sid)     # the arrows go on from there

    def space_named(self, text: str) -> str | None:
        """The id of the space called ``text`` (any case), or whose id is ``text``; else None."""
        if text in self.board.spaces:
            return text
        wanted = " ".join(text.split()).casefold()
        return next((s.id for s in self.board.spaces.values() if s.name.casefold() == wanted), None)

    # -- the keyboard on the map -------------------------------------------------------------
    def _on_key(self, key: str, shift: bool = False, ctrl: bool = False, meta: bool = False) -> None:
        if not (ctrl or meta):
            self.press(key)

    def press(self, key: str) -> None:
        """What a key pressed on the focused map does (for code and tests): an arrow moves the
        focus outline to the nearest space that way, Enter or Space selects the focused space.
        The first key only shows the outline: on the selected space, or the middle of the map."""
        if key in ARROWS or key in ("Enter", " "):
            if self.focused is None:   # the first key shows where the keyboard is
                self._set_focus(self.selected if self.selected in self._reachable_by_keys else self._middle())
            elif key in ("Enter", " "):
                self.select(self.focused)
                self._say_focus()
            else:
                nxt = self.nearest(self.focused, ARROWS[key])
                if nxt is None:
                    way = {"ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "up", "ArrowDown": "down"}[key]
                    self._set_focus(self.focused, note=f"No space further {way} on this map.")
                else:
                    self._set_focus(nxt)

    def _middle(self) -> str:
        pts = {sid: self.board.space(sid).point for sid in self._reachable_by_keys}
        cx = sum(p[0] for p in pts.values()) / len(pts)
        cy = sum(p[1] for p in pts.values()) / len(pts)
        return min(pts, key=lambda sid: (pts[sid][0] - cx) ** 2 + (pts[sid][1] - cy) ** 2)

    def nearest(self, space_id: str, direction: tuple[float, float]) -> str | None:
        """The space the arrow key ``direction`` (dx, dy; y grows downwards) leads to from
        ``space_id``: the nearest one within about 60 degrees of that way, sideways distance
        counting double; failing that the nearest one on that side; None at the map's edge."""
        px, py = self.board.space(space_id).point
        dx, dy = direction
        best = {True: None, False: None}   # in the cone / on that side only
        for sid in self._reachable_by_keys:
            if sid == space_id:
                continue
            qx, qy = self.board.space(sid).point
            along = (qx - px) * dx + (qy - py) * dy
            if along <= 1e-9:
                continue
            side = abs((qx - px) * dy - (qy - py) * dx)
            score = (along + 2 * side, sid)
            cone = side <= 1.8 * along
            if best[cone] is None or score < best[cone]:
                best[cone] = score
        pick = best[True] or best[False]
        return pick[1] if pick else None

    def _set_focus(self, space_id: str | None, note: str = "") -> None:
        self.focused = space_id
        with hold_canvas():
            self._draw_focus()
        self._say_focus(note)

    def _say_focus(self, note: str = "") -> None:
        space_id = self.focused
        if space_id is None:
            self.focus_line.value = f"<div>{KEYS_HINT}</div>"
            return
        s = self.board.space(space_id)
        where = ", ".join(x for x in (s.kind, s.borough) if x)
        then = "selected; the arrows move on." if space_id == self.selected else "Enter selects it, the arrows move on."
        self.focus_line.value = (f"<div>Keyboard on <b>{escape(s.name)}</b> ({escape(where)}): {then} "
                                 f"{escape(note)}</div>")

    def _draw_focus(self) -> None:
        c = self.canvas[FOCUS]
        c.clear()
        if self.focused is None:
            return
        poly = self.geo.polys[self.focused]
        c.line_join = "round"
        c.stroke_style = FOCUS_EDGE_UNDER
        c.line_width = max(5.0, 4.5 * self.scale)
        c.stroke_polygon(poly)
        c.stroke_style = FOCUS_EDGE
        c.line_width = max(2.5, 2.2 * self.scale)
        c.set_line_dash([max(6.0, 5 * self.scale), max(4.0, 3 * self.scale)])
        c.stroke_polygon(poly)
        c.set_line_dash([])

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
            self._draw_focus()
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
                    "(or type its name above, or use the arrow keys on the map) to see what it is and where you can go from it.</div>")
        s = self.board.space(space_id)
        sentences = "".join(f"<li>{escape(t)}</li>" for t in describe_space(self.board, space_id)[1:])
        badge = {"district": "#bbb", "park": style.KIND_FILL["park"], "water": style.KIND_FILL["water"],
                 "airport": style.KIND_FILL["airport"]}[s.kind]
        return (f"<div style='font-size:14px;line-height:1.4'>"
                f"<div style='font-size:18px;font-weight:bold'>{escape(s.name)}</div>"
                f"<div><span style='background:{badge};padding:1px 6px;border-radius:3px'>{s.kind}</span> "
                f"{escape(s.borough or '')}</div><ul style='padding-left:18px'>{sentences}</ul></div>")
