"""The Mob Ties board on a projector (issue 27): no text smaller than ``MIN_TEXT`` (14 px on screen at
the classroom width), and every text whole, inside its box, clear of every other text. Widths are
measured with the board's own font (DejaVu Sans), so a text that would spill out of its box fails."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PIL import ImageFont

from mobgames.mobties import examples, new_game
from mobgames.mobties.svg import CLASSROOM_WIDTH, MIN_TEXT, VIEW_W, game_svg

NS = "{http://www.w3.org/2000/svg}"
FONTS = Path("/usr/share/fonts/truetype/dejavu")   # (fonts-dejavu-core: .ci/run installs it)
BOXES = ("mt-location", "mt-place", "mt-heat")


@cache
def font(size: float, bold: bool):
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), size)


def text_boxes(root):
    """(text, (x0, y0, x1, y1), the box it is drawn in or None) for every text of the picture."""
    out = []

    def walk(el, box):
        if el.tag == f"{NS}g" and el.get("class") in BOXES:
            rect = el.find(f"{NS}rect")
            box = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
        if el.tag == f"{NS}g" and el.get("class") == "mt-fed":
            box = None   # (a Fed badge sits on its location's edge: the four sides show a surround)
        if el.tag == f"{NS}text" and "".join(el.itertext()).strip():
            size, bold = float(el.get("font-size")), el.get("font-weight") == "bold"
            words = "".join(el.itertext())
            width = font(size, bold).getlength(words) + float(el.get("letter-spacing", 0)) * len(words)
            x, y = float(el.get("x")), float(el.get("y"))
            x0 = {"start": x, "middle": x - width / 2, "end": x - width}[el.get("text-anchor", "start")]
            out.append((words, (x0, y - 0.76 * size, x0 + width, y + 0.24 * size), box, size))
        for child in el:
            walk(child, box)

    walk(root, None)
    return out


def crowded(n: int, seed: int, place: str, at_least: int):
    game, rng = new_game(n, seed=seed), random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        if len(game.at(place)) >= at_least:
            return game
    return None


def positions():
    for make in examples.EXAMPLES.values():
        yield make()
    for n in (3, 4, 5, 6):
        yield new_game(n, seed=n)
        yield next(g for g in (crowded(n, s, "morgue", 3 * n - 4) for s in range(60)) if g)
        yield next(g for g in (crowded(n, s, "streets", n) for s in range(60)) if g)
    yield new_game(["Alessandra", "Bartholomew", "Constantine", "Dominique", "Evangelina", "Fitzgerald"], seed=1)


def test_the_smallest_text_is_14_px_at_the_classroom_width():
    assert MIN_TEXT * CLASSROOM_WIDTH / VIEW_W >= 14


@pytest.mark.parametrize("game", list(positions()), ids=lambda g: f"{g.n}p-r{g.round}-{g.phase}")
def test_every_text_is_large_whole_and_clear_of_the_others(game):
    root = ET.fromstring(str(game_svg(game)))
    _, _, view_w, view_h = (float(v) for v in root.get("viewBox").split())
    placed = text_boxes(root)
    assert placed
    for words, (x0, y0, x1, y1), box, size in placed:
        assert size >= MIN_TEXT, (words, size)
        assert 0 <= x0 and x1 <= view_w and 0 <= y0 and y1 <= view_h, (words, x0, x1)
        if box is not None and "CLOSED" not in words:   # (the CLOSED stamp crosses its box on purpose)
            bx, by, bw, bh = box
            assert bx + 2 <= x0 and x1 <= bx + bw - 2 and by <= y0 and y1 <= by + bh, (words, box, (x0, x1))
    for i, (a, ra, _, _) in enumerate(placed):
        for b, rb, _, _ in placed[i + 1:]:
            apart = ra[2] <= rb[0] or rb[2] <= ra[0] or ra[3] <= rb[1] or rb[3] <= ra[1]
            assert apart, f"{a!r} {tuple(round(v) for v in ra)} and {b!r} {tuple(round(v) for v in rb)} overlap"
