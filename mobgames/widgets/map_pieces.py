"""The game's pieces on the map canvas: each space's control marker, buildings and one token per
family (its letter, a star for the Boss, how many pieces), laid out by ``map_layout.place`` so
that they never cover a name and touch their space (or are joined to it by a leader line), and
the same things in words for the side panel.

Token text is drawn at a fixed screen size whatever the zoom, so it stays readable.
"""

from __future__ import annotations

from html import escape
from typing import NamedTuple

import numpy as np

from mobgames.bloodfeud import style
from mobgames.bloodfeud.svg import text_colour

from .map_layout import TOKEN_H, TOKEN_PX, Token, block_size, place, rows_of, token_label

BOSS_EDGE = "#f2c230"   # the gold of the starting stars
LEADER_INK, LEADER_HALO = "#1a1a1a", "#ffffff"   # a block's line to its space
MARKER_W = 21   # a square a little wider than its letter at TOKEN_PX
LEGEND = ("On the map: a token shows a family's letter and how many of its pieces are in the space "
          "(★: its Boss is there). A square with a letter shows who controls a district; "
          "$ Illicit Activity, P Penthouse Palace, C Corrupt Precinct. Click a space to list its pieces.")


class Block(NamedTuple):
    """A space's tokens as placed: its id, their box (x0, y0, x1, y1) and the leader line that joins
    them to the space ((x0, y0, x1, y1), the end inside it) or None when they touch it."""
    space: str
    box: tuple[float, float, float, float]
    leader: tuple[float, float, float, float] | None


class _Badge(Token):
    """A control marker or a building: a square with a letter."""

    @property
    def width(self) -> float:
        return MARKER_W


def items_at(game, space_id: str, players: dict) -> list[Token]:
    """What is drawn under a space's name, left to right: control, buildings, family stacks."""
    out: list[Token] = []
    owner = game.control.get(space_id)
    if owner is not None and owner in players:
        p = players[owner]
        out.append(_Badge(owner, p.letter, p.hex, text_colour(p.hex), False))
    building = game.buildings.get(space_id)
    if building is not None:
        letter, colour, _ = style.BUILDING_BADGE[building]
        out.append(_Badge("", letter, colour, "#ffffff", False))
    for who, counts in game.pieces.get(space_id, {}).items():
        n = sum(counts.values())
        if not n or who not in players:
            continue
        p = players[who]
        boss = counts.get("boss", 0) > 0
        out.append(Token(who, token_label(p.letter, n, boss), p.hex, text_colour(p.hex), boss))
    return out


def layout(game, geo, width: float, height: float) -> tuple[list[tuple[Token, float, float]], list[Block]]:
    """Every item to draw, with its top-left corner in canvas pixels, and each space's block (only
    spaces in view)."""
    players = {p.name: p for p in game.players}
    spaces = set(game.pieces) | set(game.control) | set(game.buildings)
    anchors, sizes, polys, blocks = [], [], [], []
    for sid in sorted(spaces):
        box = geo.label_box.get(sid)
        if box is None or box[2] < 0 or box[3] < 0 or box[0] > width or box[1] > height:
            continue
        items = items_at(game, sid, players)
        if items:
            anchors.append(box)
            sizes.append(block_size(items))
            polys.append(geo.polys[sid])
            blocks.append((sid, items))
    spots = place(anchors, sizes, geo.label_boxes, (width, height), polys)
    out, placed_blocks = [], []
    for (sid, items), (bx, by, leader), (bw, bh) in zip(blocks, spots, sizes):
        placed_blocks.append(Block(sid, (bx, by, bx + bw, by + bh), leader))
        for r, row in enumerate(rows_of(items)):
            row_w = sum(t.width for t in row) + 2 * (len(row) - 1)
            x = bx + (bw - row_w) / 2
            for t in row:
                out.append((t, x, by + r * (TOKEN_H + 2)))
                x += t.width + 2
    return out, placed_blocks


def draw_leaders(canvas, blocks: list[Block]) -> None:
    """The lines that join blocks to spaces they do not touch: dark ink over a light halo (seen on
    every fill: tests/test_colours.py), ending in a dot inside the space."""
    lines = [b.leader for b in blocks if b.leader is not None]
    if not lines:
        return
    segs = np.asarray(lines, dtype=float).reshape(-1, 2, 2)
    ends = segs[:, 1]
    canvas.line_cap = "round"
    for colour, width, r in ((LEADER_HALO, 4.5, 5.0), (LEADER_INK, 2.0, 3.5)):
        canvas.stroke_style = colour
        canvas.fill_style = colour
        canvas.line_width = width
        canvas.stroke_line_segments(segs)
        canvas.fill_circles(ends[:, 0], ends[:, 1], r)


def draw_tokens(canvas, placed: list[tuple[Token, float, float]]) -> None:
    """Draw the placed tokens (``layout``) on a canvas layer."""
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    canvas.font = f"bold {TOKEN_PX}px {style.FONT}"
    # One call per colour for the boxes and edges (a crowded map has a few hundred tokens).
    by_fill: dict[str, list] = {}
    for t, x, y in placed:
        by_fill.setdefault(t.fill, []).append((x, y, t.width))
    for fill, rects in by_fill.items():
        xs, ys, ws = (np.asarray(v, dtype=float) for v in zip(*rects))
        canvas.fill_style = fill
        canvas.fill_rects(xs, ys, ws, TOKEN_H)
    if placed:
        xs, ys, ws = (np.asarray(v, dtype=float) for v in zip(*[(x, y, t.width) for t, x, y in placed]))
        canvas.line_width = 1
        canvas.stroke_style = "#000000"
        canvas.stroke_rects(xs, ys, ws, TOKEN_H)
    bosses = [(x + 2, y + 2, t.width - 4) for t, x, y in placed if t.boss]
    if bosses:   # a gold inner edge: the Boss is in this stack (the star says it too)
        xs, ys, ws = (np.asarray(v, dtype=float) for v in zip(*bosses))
        canvas.line_width = 2
        canvas.stroke_style = BOSS_EDGE
        canvas.stroke_rects(xs, ys, ws, TOKEN_H - 4)
    for ink in sorted({t.ink for t, _x, _y in placed}):
        canvas.fill_style = ink
        for t, x, y in placed:
            if t.ink == ink:
                canvas.fill_text(t.text, x + t.width / 2, y + TOKEN_H / 2 + 0.5)


def boxes(placed) -> np.ndarray:
    """The placed items' boxes (x0, y0, x1, y1), an N x 4 array."""
    return np.asarray([(x, y, x + t.width, y + TOKEN_H) for t, x, y in placed], dtype=float).reshape(-1, 4)


def families_at(game, space_id: str) -> list[tuple[object, str]]:
    """(player, "1 Boss, 5 Family Members, ...") for every family with pieces in a space."""
    names = {p.name: p for p in game.players}
    out = []
    for who, counts in game.pieces.get(space_id, {}).items():
        if sum(counts.values()) and who in names:
            what = ", ".join(game.catalogue[k.split(":")[0]].count_text(n) for k, n in counts.items() if n)
            out.append((names[who], what))
    return out


def chip(player) -> str:
    return (f"<span style='background:{player.hex};color:{text_colour(player.hex)};padding:0 4px'>"
            f"{escape(player.letter)}</span>")


def listing_html(game, space_ids=None) -> str:
    """The pieces on the map in words, space by space (all spaces, or those given)."""
    rows = []
    for sid in sorted(space_ids if space_ids is not None else game.pieces,
                      key=lambda s: game.board.space(s).name):
        for p, what in families_at(game, sid):
            rows.append(f"<tr><td>{escape(game.board.space(sid).name)}</td>"
                        f"<td>{chip(p)} {escape(p.name)}</td><td>{escape(what)}</td></tr>")
    if not rows:
        return "<div>No pieces.</div>"
    return ("<table class='mobgames-bf-listing' style='border-collapse:collapse'>"
            "<tr><th style='text-align:left'>Space</th><th style='text-align:left'>Family</th>"
            f"<th style='text-align:left'>Pieces</th></tr>{''.join(rows)}</table>")
