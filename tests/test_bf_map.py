"""The Blood Feud table's map (issues 15 and 27): zoom to an area and back, names readable at the
default zoom, tokens that never cover a name and sit on their space (or are joined to it by a
leader line), names that never cut each other, and the pieces listed in words."""

from __future__ import annotations

import numpy as np
import pytest

from mobgames.bloodfeud import Turns, load_board
from mobgames.bloodfeud.bots import bot
from mobgames.core.errors import MobgamesError
from mobgames.widgets import BFTable, BoardView
from mobgames.widgets.bf_map import MAP_SIZE, home_area
from mobgames.widgets.map_labels import in_polygon
from mobgames.widgets.map_layout import MIN_TEXT_PX, TOKEN_PX, WHOLE_MAP, areas, touches
from mobgames.widgets.map_pieces import boxes

# How large the classroom page (Voila, --template=classroom, 1280x720) shows the 900 px map: as wide
# as the screen less the table's side panel (classroom.css: 100vw - 350px - 40px). The browser test
# tests/browser/test_projector_browser.py measures the real number.
CLASSROOM_SCALE = (1280 - 350 - 40) / MAP_SIZE[0]
MIN_SCREEN_PX = 14   # issue 27: every text on a zoomed area, on screen in the classroom


def bronx_table() -> BFTable:
    return BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}), humans=("Ana",))


def played(seed: int, actions: int) -> Turns:
    """A six-family game some way in, played by the fair bots (crowded maps)."""
    turns = Turns.start(6, seed=seed)
    bots = {p.name: bot("fair", seed=seed + i) for i, p in enumerate(turns.game.players)}
    for _ in range(actions):
        if turns.over:
            break
        d = turns.decision
        turns.apply(bots[d.player].choose(turns.view(d.player)))
    return turns


def visible_land_labels(view):
    """(font px, text) of every land name whose middle is on the canvas."""
    w, h = view.size
    out = []
    for px, items, kind in view.geo.labels:
        if kind == "land":
            out += [(px, t) for t, x, y in items if 0 <= x <= w and 0 <= y <= h]
    return out


def overlapping(a: np.ndarray, b: np.ndarray, slack: float = 0.01) -> np.ndarray:
    """Which pairs of boxes (N x 4, M x 4) overlap by more than ``slack`` px."""
    return ((a[:, None, 0] < b[None, :, 2] - slack) & (a[:, None, 2] > b[None, :, 0] + slack)
            & (a[:, None, 1] < b[None, :, 3] - slack) & (a[:, None, 3] > b[None, :, 1] + slack))


@pytest.fixture(scope="module")
def crowded_tables():
    """Two crowded six-family games, each at a table (built once: the bots take a few seconds)."""
    out = []
    for seed in (3, 11):
        turns = played(seed, 1500)
        out.append(BFTable(turns, humans=(turns.game.players[0].name,)))
    return out


def test_the_map_is_900_px_and_opens_on_the_readers_area():
    t = bronx_table()
    assert MAP_SIZE[0] >= 900 and t.view.size == MAP_SIZE
    assert t.view.area == "The Bronx" and t.view.zoom_picker.value == "The Bronx"
    assert t.view.areas()[0] == WHOLE_MAP and "Brooklyn (north)" in t.view.areas()


def test_every_text_reads_at_14_px_in_the_classroom_in_every_area(crowded_tables):
    """Names (water too), zoom areas' names and token text: none under 14 px on the classroom
    screen, on every area and the whole map."""
    assert TOKEN_PX * CLASSROOM_SCALE >= MIN_SCREEN_PX
    t = crowded_tables[0]
    for area in t.view.areas():
        t.view.zoom(area)
        sizes = [px for px, items, _kind in t.view.geo.labels if items]
        assert sizes and min(sizes) >= MIN_TEXT_PX and min(sizes) * CLASSROOM_SCALE >= MIN_SCREEN_PX, (area, min(sizes))
        if area != WHOLE_MAP:
            assert len(visible_land_labels(t.view)) >= 8, area


def test_the_whole_map_names_boroughs_not_districts():
    t = bronx_table()
    t.view.zoom(WHOLE_MAP)
    kinds = {lab.kind for lab in t.view.geo.label_list}
    names = {" ".join(lab.lines) for lab in t.view.geo.label_list if lab.kind == "area"}
    assert "land" not in kinds and "water" in kinds
    assert names == {"Manhattan", "The Bronx", "Brooklyn", "Queens", "Staten Island", "New Jersey"}


def test_every_area_draws_all_its_own_names_and_no_name_cuts_another(crowded_tables):
    """A name may be left out of a neighbour's zoom, never of its own area's; drawn names never
    overlap each other, and each is whole on the canvas."""
    t = crowded_tables[0]
    w, h = t.view.size
    for area, ids in areas(t.view.board, *t.view.size).items():
        t.view.zoom(area)
        labels = t.view.geo.label_list
        drawn = {lab.space for lab in labels}
        assert not set(ids or ()) - drawn, (area, set(ids) - drawn)
        b = np.asarray([lab.box for lab in labels], dtype=float)
        pair = overlapping(b, b)
        np.fill_diagonal(pair, False)
        assert not pair.any(), (area, [(labels[i].lines, labels[j].lines) for i, j in np.argwhere(pair)[:3]])
        assert (b[:, :2] >= 0).all() and (b[:, 2] <= w).all() and (b[:, 3] <= h).all(), area


def test_every_token_block_sits_on_its_space_or_has_a_leader_into_it(crowded_tables):
    """On the whole map and every area of two crowded games: each space's block of tokens touches
    the space's outline, or a leader line joins it to a point inside the space."""
    leaders = blocks = 0
    for t in crowded_tables:
        for area in t.view.areas():
            t.view.zoom(area)
            for b in t.view.blocks:
                poly = t.view.geo.polys[b.space]
                blocks += 1
                if b.leader is None:
                    assert touches(np.asarray([b.box]), poly)[0], (area, b)
                else:
                    leaders += 1
                    x0, y0, x1, y1 = b.leader
                    assert in_polygon(np.asarray([[x1, y1]]), poly)[0], (area, b)
                    bx0, by0, bx1, by1 = b.box
                    assert bx0 - 0.01 <= x0 <= bx1 + 0.01 and by0 - 0.01 <= y0 <= by1 + 0.01, (area, b)
    assert blocks >= 300 and leaders >= 1   # (the whole map is too small for every block to touch)


def test_zoom_to_the_whole_map_and_back_and_a_click_still_lands():
    t = bronx_table()
    t.view.zoom(WHOLE_MAP)
    assert t.view.scale < 0.7   # the whole board in 620 px of height
    area = t.view.area_of("bensonhurst")
    assert area.startswith("Brooklyn")
    t.view.zoom_picker.value = area   # what the "Show:" list does
    assert t.view.area == area and t.view.scale > 1.5
    sp = t.game.board.space("bensonhurst")
    x, y = t.view._xy(*sp.point)
    t.view._on_click(x, y)
    assert t.clicked == "bensonhurst" and "Bensonhurst" in t.here.value


def test_an_unknown_area_is_refused_and_changes_nothing():
    t = bronx_table()
    before = (t.view.area, t.view.scale, t.view.origin)
    with pytest.raises(MobgamesError, match="cannot zoom to 'Atlantis'"):
        t.view.zoom("Atlantis")
    assert (t.view.area, t.view.scale, t.view.origin) == before


def test_tokens_never_cover_a_name(crowded_tables):
    """In crowded six-family games, the whole map and every area: no token or marker box overlaps
    any name's box, and none overlaps another."""
    checked = 0
    for t in crowded_tables:
        for area in t.view.areas():
            t.view.zoom(area)
            placed, names = boxes(t.view.placed), t.view.geo.label_boxes
            if not len(placed):
                continue
            hit = overlapping(placed, names, 0.0)
            assert not hit.any(), (area, np.argwhere(hit)[:3])
            pair = overlapping(placed, placed)
            np.fill_diagonal(pair, False)
            assert not pair.any(), area
            checked += len(placed)
    assert checked >= 200


def test_a_token_counts_the_familys_pieces_and_marks_the_boss():
    t = bronx_table()
    texts = [tok.text for tok, _x, _y in t.view.placed]
    assert "G★ 11" in texts          # Ana's Boss, 5 Family Members, 2 Henchmen, 2 Thugs, a Limousine
    assert "G" in texts              # her control marker on Belmont


def test_the_side_panel_and_the_listing_say_what_is_on_the_map():
    t = bronx_table()
    t.click("belmont")
    assert "Belmont" in t.here.value and "5 Family Members" in t.here.value and "Ana" in t.here.value
    for p in t.game.players:
        assert p.name in t.listing.value
    t.click("belmont")          # puts the pieces down again
    t.click("bronx_park")
    assert "Bronx Park" in t.here.value and "No pieces" in t.here.value
    t.click("belmont")
    t.click("bronx_park")       # a click with pieces picked up sends them: the panel follows
    assert "Bronx Park" in t.here.value and "5 Family Members" in t.here.value


def test_a_new_game_shows_the_readers_area_again():
    t = bronx_table()
    t.view.zoom(WHOLE_MAP)
    t.kit.new_game()
    assert t.view.area == home_area(t.view, t.game, "Ana")


def chapter_views():
    """Every map view the chapters show (besides the table's), as the chapters make them."""
    from mobgames.widgets import IncomeExplorer, MovementExplorer, SetupView
    from mobgames.widgets.movement_explorer import MOVEMENT_EXAMPLES

    board = load_board()
    yield "chapter 1, the map", BoardView(board, height=620)
    yield "chapter 1, a corner", BoardView(board, focus=["hamilton_heights", "central_harlem", "lincoln_square",
                                                         "times_square", "chelsea", "central_park"], info=False)
    yield "chapter 1, set-up", SetupView(players=4, seed=1).board_view
    yield "chapter 2, income", IncomeExplorer(example=1).view
    for name in MOVEMENT_EXAMPLES:
        yield f"chapter 4, {name}", MovementExplorer(name).view


def test_every_chapter_map_reads_at_14_px_on_a_projector():
    """Classroom mode shows a map canvas no smaller than it is drawn when it is at most 860 x 704
    px (1280x720 less the panel beside it; classroom.css): then every name and token drawn at
    MIN_TEXT_PX or more is at least 14 px on screen."""
    for name, view in chapter_views():
        width, height = view.size
        assert width <= 860 and height <= 704, (name, view.size)
        sizes = [px for px, items, _kind in view.geo.labels if items]
        assert sizes and min(sizes) >= MIN_TEXT_PX, (name, min(sizes))
        assert TOKEN_PX >= MIN_TEXT_PX
