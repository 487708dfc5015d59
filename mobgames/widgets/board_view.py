"""BoardView: the Blood Feud map on a canvas. Click a space to see it, its neighbours and the
bridges leaving it, with the space's facts beside the map.

Four canvas layers so a click redraws only what changed: 0 the map (drawn once), 1 the
highlight, 2 labels and pieces, 3 the keyboard's focus outline (its own layer, so a host that
redraws the highlight its own way never wipes it). Every layer is drawn inside one
``hold_canvas()`` batch.

From the keyboard: Tab into the map, the arrow keys move a focus outline to the nearest space in
that direction, Enter (or Space) selects it, Tab, Shift+Tab or Esc leave the map. The space list
under it takes typing and acts on Enter. ``KeyboardGuard`` (mobgames/widgets/keyboard.py) is what lets
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
from mobgames.core.errors import MobgamesError
from mobgames.bloodfeud.svg import describe as describe_picture

from . import map_pieces
from .keyboard import KeyboardGuard, announce, enter_only
from .map_layout import MIN_TEXT_PX, WHOLE_MAP, Scaled, area_of, areas, fit

MAX_HEIGHT = 700   # px: a map no taller than a 1280x720 projector shows at its own size or larger

MAP, HIGHLIGHT, TOP, FOCUS = 0, 1, 2, 3


def selected_outline(c, polygon, scale: float) -> None:
    """The selected space's outline: orange over a wider near-black line, which stands out on every
    fill (the orange alone is under 2:1 on the boroughs' tints; style.HIGHLIGHT_UNDER)."""
    for colour, width in ((style.HIGHLIGHT_UNDER, 5), (style.HIGHLIGHT, 3)):
        c.stroke_style = colour
        c.line_width = width * scale
        c.stroke_polygon(polygon)
FOCUS_EDGE, FOCUS_EDGE_UNDER = "#000000", "#ffffff"   # dark dashes over white: seen on every tint
ARROWS = {"ArrowLeft": (-1.0, 0.0), "ArrowRight": (1.0, 0.0), "ArrowUp": (0.0, -1.0), "ArrowDown": (0.0, 1.0)}
KEYS_HINT = ("From the keyboard: Tab to the map, then the arrow keys move between spaces and Enter "
             "selects one; Tab or Esc leaves the map.")


class BoardView(W.HBox):
    """The map as an interactive canvas with an info panel.

    ``BoardView()`` shows the shipped board; ``BoardView(game=g)`` adds the game's pieces.
    ``view.select("central_park")`` does what a click does; ``view.selected`` is the space id.
    """

    def __init__(self, board: Board | None = None, game=None, *, width: int = 760, info_width: int = 300,
                 focus: list[str] | None = None, info: bool = True, height: int | None = None,
                 zoom: str | None = None, min_label: float = MIN_TEXT_PX):
        self.board = board or (game.board if game is not None else default_board())
        self.game = game
        # ``focus``: show only the part of the map around these spaces, enlarged. ``height``: a
        # canvas of that fixed size, with a "Show:" list to zoom to an area (``zoom`` first).
        x0, y0, x1, y1 = self.board.frame(focus)
        zoomable = height is not None and focus is None
        if height is None:
            height = round((y1 - y0) * width / (x1 - x0))
            if height > MAX_HEIGHT:   # (a tall view narrows instead: a projector shows it whole, no smaller)
                width, height = round(width * MAX_HEIGHT / height), MAX_HEIGHT
        self.size = (width, height)
        self.min_label = min_label   # land names on a zoomed map are at least this many px
        self.area = WHOLE_MAP
        self._zoomable = zoomable
        self._frame_to((x0, y0, x1, y1), focus=tuple(focus) if focus else None)
        self._listeners = []
        self.canvas = MultiCanvas(4, width=width, height=height,
                                  layout=W.Layout(width=f"{width}px", height=f"{height}px", flex="0 0 auto"))
        self.info = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.info.add_class("mobgames-board-info")
        # The space list: type a name (or pick it from the suggestions) and press Enter.
        self.finder = enter_only(W.Combobox(options=sorted(s.name for s in self.board.spaces.values()),
                                            value="", placeholder="A name, then Enter",
                                            description="Find:", ensure_option=False,
                                            layout=W.Layout(width=f"{info_width}px")))
        self.finder.add_class("mobgames-board-finder")
        self.finder.observe(self._on_find, "value")
        # Where the keyboard is on the map, in words (read aloud by screen readers).
        self.focused: str | None = None
        self.focus_line = announce(W.HTML(f"<div>{KEYS_HINT}</div>", layout=W.Layout(width=f"{info_width}px")))
        self.focus_line.add_class("mobgames-board-focus")
        # What the picture shows, in words: for screen readers, and for anyone who prefers text.
        self.description = W.HTML(layout=W.Layout(width=f"{info_width}px", padding="0 0 0 12px"))
        self.description.add_class("mobgames-board-description")
        self.selected: str | None = None
        self.canvas.on_mouse_down(self._on_click)
        self.canvas.on_key_down(self._on_key)
        # A browser view that attaches later (page reload, Voila) gets a full redraw.
        self.canvas.on_client_ready(self.redraw)
        # A fixed canvas can zoom: the list of areas sits over the map (keyboard: Enter chooses).
        self.zoom_picker = None
        top = []
        if zoomable:
            self.zoom_picker = enter_only(W.Dropdown(
                options=list(areas(self.board, *self.size)), value=WHOLE_MAP, description="Show:",
                style={"description_width": "initial"}, layout=W.Layout(width="300px")))
            self.zoom_picker.add_class("mobgames-board-zoom")
            self.zoom_picker.observe(lambda ch: ch["new"] != self.area and self.zoom(ch["new"]), "value")
            top = [self.zoom_picker]
        self.legend = W.HTML(f"<div style='font-size:13px;line-height:1.35'>{map_pieces.LEGEND}</div>"
                             if game is not None else "", layout=W.Layout(width=f"{width}px"))
        self.legend.add_class("mobgames-board-legend")
        # info=False: just the map (a host widget shows its own panel beside it).
        self._with_info = info
        if info:
            children = [W.VBox(top + [self.canvas, self.legend]),
                        W.VBox([self.finder, self.focus_line, self.info, self.description])]
        else:
            # Just the map, with the Find list (so a space can be chosen from the keyboard) and the
            # words for the picture under it, as wide as the map; the host shows its own panel.
            # (100% of the column, at most the map's width: a host may squeeze the map narrower.)
            for part in (self.finder, self.description, self.focus_line, self.legend):
                part.layout.width, part.layout.max_width, part.layout.padding = "100%", f"{width}px", "0"
            self.finder.description = "Choose a space:"
            self.finder.style = {"description_width": "initial"}
            children = [W.VBox(top + [self.canvas, self.legend, self.focus_line, self.finder, self.description])]
        # Lets Tab and Esc leave the canvas, keeps JupyterLab's shortcuts out, Enter-only list.
        # (It covers the whole output the map is shown in: a table or explorer around it too.)
        self.keyboard = KeyboardGuard()
        super().__init__(children + [self.keyboard])
        self.add_class("mobgames-board")
        self.info.value = self._info_html(None)
        if zoom is not None:
            self.zoom(zoom)
        else:
            self.redraw()

    # -- zoom ----------------------------------------------------------------------------------
    def _frame_to(self, frame, focus: tuple | None) -> None:
        """Show the board box ``frame`` whole and centred on the canvas; ``focus``: the ids of the
        spaces shown enlarged (an area, or the view's focus), whose names come first."""
        self.origin, self.scale = fit(frame, *self.size)
        if focus is not None:
            self.geo = Scaled(self.board, self.scale, self.origin, self.min_label, self.size, focus=focus)
        else:   # the whole map: the boroughs' names, not the districts' (too small to read; a zoom or a click shows them)
            boroughs: dict[str, tuple] = {}
            for name, ids in areas(self.board, *self.size).items():
                if ids:   # ("Queens (north)" and "Queens (south)" are both Queens)
                    borough = name.split(" (")[0]
                    boroughs[borough] = boroughs.get(borough, ()) + ids
            overview = tuple(boroughs.items())
            self.geo = Scaled(self.board, self.scale, self.origin, self.min_label, self.size, overview=overview)
        x0, y0 = self.origin
        x_end, y_end = x0 + self.size[0] / self.scale, y0 + self.size[1] / self.scale
        self._reachable_by_keys = [s.id for s in self.board.spaces.values()
                                   if x0 <= s.point[0] <= x_end and y0 <= s.point[1] <= y_end]

    def areas(self) -> list[str]:
        """The names of the areas this map can zoom to (the whole map first)."""
        return list(areas(self.board, *self.size))

    def area_of(self, space_id: str) -> str:
        """The zoom area that holds a space."""
        return area_of(self.board, self.board.space(space_id).id, *self.size)

    def zoom(self, area: str) -> None:
        """Show one area of the map (``view.areas()``), or the whole map again; names stay at
        least ``min_label`` px in an area. An unknown area is refused and changes nothing."""
        known = areas(self.board, *self.size)
        if self.zoom_picker is None or area not in known:
            raise MobgamesError(f"This map cannot zoom to {area!r}; it shows: {', '.join(known)}."
                                if self.zoom_picker is not None else "This map has a fixed view: it cannot zoom.")
        ids = known[area]
        self.area = area
        self._frame_to(self.board.frame(list(ids), pad=0.04) if ids else self.board.frame(None), focus=ids)
        if self.zoom_picker.value != area:
            self.zoom_picker.value = area   # (its observer sees the area is already shown)
        if self.focused not in self._reachable_by_keys:
            self.focused = None
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
        selected_outline(c, g.polys[sid], self.scale)

    def _draw_top(self) -> None:
        c, g = self.canvas[TOP], self.geo
        c.clear()
        c.text_align = "center"
        c.text_baseline = "middle"
        c.line_join = "round"
        self.placed, self.blocks = [], []
        if self.game is not None:   # the leader lines first: the names' halos keep them off the letters
            self.placed, self.blocks = map_pieces.layout(self.game, g, c.width, c.height)
            map_pieces.draw_leaders(c, self.blocks)
        for px, items, kind in g.labels:
            water = kind == "water"
            c.font = f"{'italic ' if water else 'bold ' if kind == 'area' else ''}{px}px {style.FONT}"
            c.line_width = px / 4
            c.stroke_style = style.KIND_FILL["water"] if water else "#ffffff"
            c.fill_style = style.WATER_TEXT if water else style.LAND_TEXT
            for text, x, y in items:
                c.stroke_text(text, x, y)
                c.fill_text(text, x, y)
        if self.game is not None:
            map_pieces.draw_tokens(c, self.placed)

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
                f"{escape(s.borough or '')}</div><ul style='padding-left:18px'>{sentences}</ul>"
                f"{self._pieces_html(space_id)}</div>")

    def _pieces_html(self, space_id: str) -> str:
        """The families' pieces on a space, in words (what its tokens stand for)."""
        if self.game is None:
            return ""
        rows = [f"<li>{map_pieces.chip(p)} {escape(p.name)}: {escape(what)}</li>"
                for p, what in map_pieces.families_at(self.game, space_id)]
        return (f"<div><b>Pieces here</b></div><ul style='padding-left:18px'>{''.join(rows)}</ul>"
                if rows else "<div>No pieces here.</div>")
