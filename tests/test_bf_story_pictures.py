"""The Blood Feud story pictures on a projector (issue 27): at the size classroom mode shows them at
1280x720 (classroom.js fitBoard: as wide as the stepper leaves beside its buttons, or as tall as the
screen, whichever limits), every text is 14 px or more on screen, every one of the story's spaces
is named, no text covers another, and the picture is no taller than the screen. Text widths are
measured with the map's font (DejaVu Sans), not estimated."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PIL import ImageFont

from mobgames.bloodfeud.examples import STORY_FOCUS, story_picture, story_script, story_start
from mobgames.widgets import StoryStepper, story_map
from mobgames.widgets.map_picture import map_svg

NS = "{http://www.w3.org/2000/svg}"
FONTS = Path("/usr/share/fonts/truetype/dejavu")   # (fonts-dejavu-core: .ci/run installs it)
# classroom.js at 1280x720: the stepper is about 1246 px wide, --mobgames-board-side (380 px) and a
# 16 px gap are kept for its buttons; the picture may be as tall as the window less 16 px.
STEPPER_W, SIDE, GAP, ROOM_H = 1246, 380, 16, 720 - 16
MIN_SCREEN_PX = 14


@cache
def font(size: float, bold: bool):
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), size)


def shown_width(view_w: float, view_h: float) -> float:
    """The CSS width classroom.js gives a picture of this viewBox in a stepper at 1280x720."""
    return min(STEPPER_W - SIDE - GAP, ROOM_H * view_w / view_h)


def texts(root) -> list[tuple[str, tuple[float, float, float, float], float]]:
    """(text, its box x0, y0, x1, y1 in picture units, font size) for every text drawn."""
    out = []
    for el in root.iter(f"{NS}text"):
        words = "".join(el.itertext())
        if not words.strip():
            continue
        size = float(el.get("font-size"))
        width = font(size, el.get("font-weight") == "bold").getlength(words)
        x, y = float(el.get("x")), float(el.get("y"))   # (text-anchor middle, dominant-baseline central)
        assert el.get("text-anchor") == "middle" and el.get("dominant-baseline") == "central"
        out.append((words, (x - width / 2, y - 0.5 * size, x + width / 2, y + 0.5 * size), size))
    return out


def positions():
    """Every position of every story that has a place of its own: its start, then after each action."""
    for name in STORY_FOCUS:
        turns = story_start(name)
        yield name, 0, turns.game
        for i, action in enumerate(story_script(name), 1):
            turns.apply(action)
            yield name, i, turns.game


@pytest.mark.parametrize("name,step,game", list(positions()), ids=lambda v: v if isinstance(v, (str, int)) else "")
def test_a_story_picture_reads_at_14_px_names_its_spaces_and_fits_the_screen(name, step, game):
    root = ET.fromstring(str(map_svg(game, STORY_FOCUS[name])))
    assert "mobgames-fit-board" in root.get("class") and root.get("role") == "img"
    assert root.find(f"{NS}title").text and len(root.find(f"{NS}desc").text) > 100
    _, _, view_w, view_h = (float(v) for v in root.get("viewBox").split())
    k = shown_width(view_w, view_h) / view_w          # screen px per picture unit
    assert view_h * k <= ROOM_H + 0.5, f"{view_h * k:.0f} px tall: taller than the screen"
    placed = texts(root)
    small = [(w, round(size * k, 1)) for w, _, size in placed if size * k < MIN_SCREEN_PX]
    assert not small, f"text under {MIN_SCREEN_PX} px on screen: {small}"
    named = {g.get("data-space") for g in root.iter(f"{NS}g") if g.get("class") == "bf-name"}
    missing = [s for s in STORY_FOCUS[name] if s not in named]
    assert not missing, f"the story's spaces without their name: {missing}"
    for i, (a, ra, _) in enumerate(placed):
        assert -0.5 <= ra[0] and ra[2] <= view_w + 0.5 and -0.5 <= ra[1] and ra[3] <= view_h + 0.5, (a, ra)
        for b, rb, _ in placed[i + 1:]:
            apart = ra[2] <= rb[0] or rb[2] <= ra[0] or ra[3] <= rb[1] or rb[3] <= ra[1]
            assert apart, f"{a!r} {tuple(round(v) for v in ra)} and {b!r} {tuple(round(v) for v in rb)} overlap"


def test_the_manhattan_story_names_every_district_of_manhattan():
    from mobgames.bloodfeud.turns import manhattan

    game = story_start("take_manhattan").game
    root = ET.fromstring(str(map_svg(game, STORY_FOCUS["take_manhattan"])))
    named = {g.get("data-space") for g in root.iter(f"{NS}g") if g.get("class") == "bf-name"}
    assert set(manhattan(game.board)) <= named


def test_the_steppers_show_the_projector_picture_and_a_story_without_a_place_the_whole_map():
    picture = story_map("sale")
    stepper = StoryStepper(lambda: story_start("sale"), story_script("sale"), picture=picture)
    assert 'class="mobgames-fit-board"' in stepper.view.picture.value and "Richmond Hill" in stepper.view.picture.value
    assert story_map("ransom") is None and story_picture("ransom") is None
    with pytest.raises(Exception, match="sale"):   # an unknown story: the known ones are listed
        story_map("no such story")


def test_two_pictures_on_a_page_never_share_an_id():
    game = story_start("sale").game
    ids = [ET.fromstring(str(map_svg(game, STORY_FOCUS["sale"]))).find(f"{NS}title").get("id") for _ in range(2)]
    assert ids[0] != ids[1]
