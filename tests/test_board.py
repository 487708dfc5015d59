"""The reconstructed board: its data is valid, holds every place and corner the rulebook names,
and the validator catches each kind of fault in a broken copy."""

import json

import networkx as nx
import pytest

from mobgames.bloodfeud import AREAS, BoardError, load_board, validate_board
from mobgames.bloodfeud.board import LAND_KINDS, UnknownSpace, describe_space
from mobgames.core.slug import slug

# Places named by the rulebook (Appendix II and the text), with the kind each must have.
RULEBOOK_PLACES = {
    "Belmont": "district", "Van Nest": "district",
    "Sunnyside": "district", "Corona": "district", "Jackson Heights": "district", "Maspeth": "district",
    "The Rockaways": "district",
    "Kensington": "district", "Coney Island": "district", "Sheepshead Bay": "district",
    "Bay Ridge": "district", "Sunset Park": "district",
    "Lincoln Square": "district", "Central Harlem": "district", "Hamilton Heights": "district",
    "Times Square": "district", "Chelsea": "district", "Lower East Side": "district",
    "Little Italy": "district", "Murray Hill": "district", "Wall Street": "district",
    "New Brighton": "district",
    "Palisades Park": "district", "North Bergen": "district", "Cliffside Park": "district",
    "Prospect Park": "park", "Central Park": "park", "Jacob Riis Park": "park",
    "Great Kills Park": "park", "Hudson Park": "park",
}

# Appendix II district corners (both names given by the rulebook).
NAMED_CORNERS = [
    ("Belmont", "Van Nest"), ("Sunnyside", "Corona"), ("Prospect Park", "Kensington"),
    ("Jackson Heights", "Maspeth"), ("Palisades Park", "Hudson Park"), ("North Bergen", "Cliffside Park"),
    ("Lincoln Square", "Central Harlem"), ("Hamilton Heights", "Central Park"),
    ("Lincoln Square", "Times Square"), ("Chelsea", "Central Park"),
    ("Times Square", "Lower East Side"), ("Little Italy", "Murray Hill"),
]

# Appendix II water/district corners: the land space, and the land space the water lies by.
WATER_CORNERS = [
    ("The Rockaways", "Jacob Riis Park"), ("Jacob Riis Park", "The Rockaways"),
    ("Coney Island", "Sheepshead Bay"), ("Sheepshead Bay", "Coney Island"),
    ("New Brighton", "Bay Ridge"), ("Great Kills Park", "New Brighton"), ("Wall Street", "Sunset Park"),
]

BRIDGES = ["George Washington", "Brooklyn Bridge", "Manhattan Bridge", "Williamsburg", "Queensboro",
           "Triborough", "Verrazzano", "Bayonne", "Goethals", "Outerbridge", "Whitestone", "Throgs Neck",
           "Marine Parkway", "Cross Bay"]


def test_shipped_board_is_valid(board_data):
    assert validate_board(board_data) == []


def test_graph_is_networkx_and_connected(board):
    assert isinstance(board.graph, nx.Graph)
    assert nx.is_connected(board.graph)


def test_node_ids_are_slugs_of_names(board):
    for sid, attrs in board.graph.nodes(data=True):
        assert sid == slug(attrs["name"])
        assert attrs["kind"] in {"district", "park", "water", "airport"}
        assert attrs["borough"] in AREAS or (attrs["borough"] is None and attrs["kind"] == "water")
        assert len(attrs["polygon"]) >= 3 and len(attrs["point"]) == 2
    assert board.find("Jacob Riis Park").id == "jacob_riis_park"


@pytest.mark.parametrize("name, kind", sorted(RULEBOOK_PLACES.items()))
def test_rulebook_places_exist_with_their_kind(board, name, kind):
    assert board.find(name).kind == kind


def test_channels_are_water(board):
    hudson = [s for s in board.spaces.values() if s.kind == "water" and "Hudson River Channel" in s.name]
    east = [s for s in board.spaces.values() if s.kind == "water" and "East River Channel" in s.name]
    assert len(hudson) >= 2 and len(east) >= 2
    # Their diagonal water spaces meet only at corners.
    for group in (hudson, east):
        ids = {s.id for s in group}
        assert any(a in ids and b in ids for a, b in board.corners)


@pytest.mark.parametrize("a, b", NAMED_CORNERS)
def test_appendix_corners_are_corners_not_edges(board, a, b):
    ia, ib = board.find(a).id, board.find(b).id
    assert board.is_corner(ia, ib)
    assert not board.graph.has_edge(ia, ib)


@pytest.mark.parametrize("land, beside", WATER_CORNERS)
def test_water_district_corners(board, land, beside):
    """The land space meets, at a corner only, a water space that lies along the other space."""
    lid, bid = board.find(land).id, board.find(beside).id
    water = [w for w in board.corners_of(lid) if board.space(w).kind == "water"]
    assert any(board.graph.has_edge(w, bid) for w in water), (land, water)
    assert all(not board.graph.has_edge(lid, w) for w in water)


def test_no_corner_is_an_edge(board):
    assert board.corners
    assert all(not board.graph.has_edge(a, b) for a, b in board.corners)


def test_scale_and_coverage(board):
    districts = board.districts()
    assert len(districts) >= 100
    for area in AREAS:
        assert len(board.districts(area)) >= 8, area
    assert len(board.districts("Queens")) >= 20 and len(board.districts("Brooklyn")) >= 20
    airports = {board.space(a).name for a in board.of_kind("airport")}
    assert any("LaGuardia" in n for n in airports) and any("Kennedy" in n or "JFK" in n for n in airports)
    assert any("Newark" in n for n in airports)


def test_edge_kinds_match_spaces(board):
    for a, b, d in board.graph.edges(data=True):
        land = (board.space(a).kind in LAND_KINDS, board.space(b).kind in LAND_KINDS)
        expected = {"land": (True, True), "bridge": (True, True), "water": (False, False)}
        if d["kind"] == "shore":
            assert land in {(True, False), (False, True)}
        else:
            assert land == expected[d["kind"]], (a, b, d)


@pytest.mark.parametrize("name", BRIDGES)
def test_real_bridges_are_on_the_board(board, name):
    assert any(name.lower() in bname.lower() for _, _, bname in board.bridges()), name


def test_marine_parkway_bridge_lands_on_jacob_riis_park(board):
    riis = board.find("Jacob Riis Park").id
    assert any("Marine Parkway" in name for _, _, name in board.bridges(riis))


def test_harlem_river_bridges_join_manhattan_and_the_bronx(board):
    pairs = {frozenset((board.space(a).borough, board.space(b).borough)) for a, b, _ in board.bridges()}
    assert frozenset(("Manhattan", "The Bronx")) in pairs
    crossings = [1 for a, b, _ in board.bridges()
                 if {board.space(a).borough, board.space(b).borough} == {"Manhattan", "The Bronx"}]
    assert len(crossings) >= 4


def test_one_start_star_per_area(board):
    assert sorted(board.starts) == sorted(AREAS)
    for area, sid in board.starts.items():
        assert board.space(sid).kind == "district" and board.space(sid).borough == area


def test_space_at_finds_each_space_at_its_own_point(board):
    for s in board.spaces.values():
        assert board.space_at(*s.point) == s.id, s.id
    assert board.space_at(-5, -5) is None


def test_unknown_space_is_a_typed_error(board):
    with pytest.raises(UnknownSpace, match="no space called 'atlantis'"):
        board.space("atlantis")


def test_describe_space_mentions_bridges_and_corners(board):
    text = " ".join(describe_space(board, board.find("Lincoln Square").id))
    assert "only at a corner" in text and "Central Harlem" in text


# -- the validator catches every kind of fault, all at once ------------------------------------

def _space(data, sid):
    return next(s for s in data["spaces"] if s["id"] == sid)


def test_validator_reports_every_fault_at_once(board_data):
    d = board_data
    _space(d, "belmont")["kind"] = "swamp"                                   # unknown kind
    d["spaces"].append(dict(_space(d, "kensington")))                        # duplicate id
    d["edges"].append({"a": "maspeth", "b": "atlantis", "kind": "land"})     # dangling id
    d["edges"].append({"a": "belmont", "b": "van_nest", "kind": "land"})     # corner pair made an edge
    joined = {frozenset((e["a"], e["b"])) for e in d["edges"]}
    water = next(s["id"] for s in d["spaces"] if s["kind"] == "water")
    land = next(s["id"] for s in d["spaces"] if s["kind"] == "district" and frozenset((s["id"], water)) not in joined)
    d["edges"].append({"a": land, "b": water, "kind": "bridge", "bridge": "Bridge to Nowhere"})  # bridge touching water
    park = next(s["id"] for s in d["spaces"] if s["kind"] == "park" and frozenset(("chelsea", s["id"])) not in joined)
    d["edges"].append({"a": "chelsea", "b": park, "kind": "shore"})         # shore joining two land spaces
    home = next(s for s in d["spaces"] if s.get("start"))
    home["borough"] = "Queens" if home["borough"] != "Queens" else "Brooklyn"   # a start outside its area
    d["spaces"].append({"id": "hart_island", "name": "Hart Island", "kind": "park", "borough": "The Bronx",
                        "start": False, "point": [10, 10], "polygon": [[5, 5], [15, 5], [15, 15]]})  # disconnected
    w, h = d["size"]
    _space(d, "wall_street")["polygon"][0] = [w + 50, h + 50]                # geometry outside the area

    problems = validate_board(d)
    text = "\n".join(problems)
    for needle in ["'belmont' has an unknown kind", "'kensington' appears more than once", "atlantis",
                   "belmont⋈van_nest is also an edge", "is a bridge but touches water", "is a shore edge but",
                   "must have exactly one start point", "hart_island", "disconnected",
                   "'wall_street': part of its polygon is outside"]:
        assert needle in text, needle


def test_load_board_refuses_a_broken_file_naming_every_offender(board_data, tmp_path):
    board_data["spaces"][0]["kind"] = "volcano"
    board_data["edges"].append({"a": "ghost_town", "b": "maspeth", "kind": "land"})
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board_data))
    with pytest.raises(BoardError) as err:
        load_board(path)
    assert len(err.value.problems) == 2
    assert board_data["spaces"][0]["id"] in str(err.value) and "ghost_town" in str(err.value)


def test_load_board_refuses_invalid_json(tmp_path):
    path = tmp_path / "board.json"
    path.write_text("{not json")
    with pytest.raises(BoardError, match="not valid JSON"):
        load_board(path)


def test_validator_checks_ids_are_slugs(board_data):
    _space(board_data, "maspeth")["name"] = "Maspeth Heights"
    assert any("should be 'maspeth_heights'" in p for p in validate_board(board_data))
