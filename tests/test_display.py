"""The board and a game draw themselves as SVG, and the canvas widget draws and reacts."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from mobgames.bloodfeud import new_game
from mobgames.decisions import DECISIONS, as_markdown
from mobgames.widgets import BoardView


def test_board_svg_is_well_formed_and_shows_every_space(board):
    svg = board._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    polygons = svg.count("<polygon")
    assert polygons >= len(board.spaces) + len(board.starts)
    assert "bf-hatch" in svg and "Starting point" in svg
    assert board.find("Central Park").name in svg


def test_game_svg_shows_pieces_in_player_colours():
    game = new_game(["Ann", "Bob"], seed=3)
    svg = game._repr_svg_()
    ET.fromstring(svg)
    for p in game.players:
        assert p.hex in svg
        assert f"{p.letter}: B 5F 3M 3T" in svg or f"{p.letter}: B 5F" in svg
    assert "controls" in svg


def test_highlight_outlines_space_and_neighbours(board):
    sid = board.find("Lincoln Square").id
    svg = board.svg(highlight=sid)
    ET.fromstring(svg)
    assert svg.count('class="highlight"') == 1


def test_board_view_click_selects_and_describes_a_space(board):
    view = BoardView(board)
    sid = board.find("Central Park").id
    x, y = board.space(sid).point
    view._on_click(x * view.scale, y * view.scale)
    assert view.selected == sid
    assert "Central Park" in view.info.value
    view.select(None)
    assert view.selected is None and "Click a space" in view.info.value


def test_board_view_shows_a_game():
    game = new_game(4, seed=2)
    view = BoardView(game=game)
    view.show(new_game(5, seed=2))
    assert view.game.players[0].area == "The Bronx"


def test_rules_decisions_doc_is_generated_from_the_list():
    with open(Path(__file__).parents[1] / "docs" / "rules-decisions.md", encoding="utf-8") as fh:
        assert fh.read().strip() == as_markdown().strip(), "run `make decisions`"
    assert {d.id for d in DECISIONS} >= {"bf-helicopter-cost", "bf-starting-cash", "bf-start-control"}
    assert re.search(r"Options\(helicopter_cost=600\)", as_markdown())
