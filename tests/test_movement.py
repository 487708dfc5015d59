"""Walking (section 4 of the rulebook) on small hand-built positions on the real board."""

import copy
import dataclasses

import pytest

from mobgames.bloodfeud import Move, blank_game, legal_moves, reachable
from mobgames.core import IllegalAction


@pytest.fixture
def game():
    return blank_game(["Ana", "Ben"])


def snapshot(g):
    return copy.deepcopy(({k: dataclasses.asdict(u) for k, u in g.units.items()}, g.control, g.moved))


def test_blank_game_has_players_but_no_pieces(game):
    assert [p.name for p in game.players] and not game.units and not game.control


def test_place_returns_ids_and_loads_passengers(game):
    limo = game.place("Ana", "limousine", "bensonhurst", passengers=["hitman", "thug"])
    assert game.units[limo].kind == "limousine" and len(game.units[limo].passengers) == 2
    assert game.pieces["bensonhurst"]["Ana"] == {"limousine": 1, "hitman": 1, "thug": 1}
    with pytest.raises(IllegalAction, match="carries 5"):
        game.place("Ana", "limousine", "bensonhurst", passengers=["thug"] * 6)
    with pytest.raises(IllegalAction, match="only through city districts"):
        game.place("Ana", "limousine", "central_park")
    with pytest.raises(IllegalAction, match="Only vehicles carry"):
        game.place("Ana", "thug", "bensonhurst", passengers=["thug"])


def test_movement_points(game):
    thug = game.place("Ana", "thug", "bensonhurst")
    henchman = game.place("Ana", "henchman", "bensonhurst")
    assert all(len(m.route) == 1 for m in legal_moves(game, thug))
    assert max(len(m.route) for m in legal_moves(game, henchman)) == 2


def test_no_moving_across_a_corner(game):
    thug = game.place("Ana", "thug", "lincoln_square")
    assert "times_square" not in reachable(game, thug) and "central_harlem" not in reachable(game, thug)
    assert {"central_park", "chelsea", "hamilton_heights"} <= reachable(game, thug)
    with pytest.raises(IllegalAction, match="only at a corner"):
        game.apply(Move(thug, ("times_square",)))


def test_water_is_crossed_on_foot_only_by_bridge(game):
    thug = game.place("Ana", "thug", "fort_lee")
    spaces = reachable(game, thug)
    assert "washington_heights" in spaces                     # George Washington Bridge
    assert not any(game.board.space(s).kind == "water" for s in spaces)
    water = game.board.neighbours("fort_lee", ["shore"])[0]
    with pytest.raises(IllegalAction, match="water"):
        game.apply(Move(thug, (water,)))


def test_stepping_in_captures_districts_but_not_parks(game):
    thug = game.place("Ana", "thug", "lincoln_square")
    game.apply(Move(thug, ("chelsea",)))
    assert game.control["chelsea"] == "Ana"
    boss = game.place("Ana", "boss", "lincoln_square")
    game.apply(Move(boss, ("central_park",)))
    assert "central_park" not in game.control


def test_henchman_captures_two_even_stepping_in_and_back(game):
    h = game.place("Ana", "henchman", "bensonhurst")
    game.set_control("bensonhurst", "Ana")
    move = next(m for m in legal_moves(game, h) if m.route == ("gravesend", "bensonhurst"))
    assert move.captures == ("gravesend",)
    h2 = game.place("Ana", "hitman", "midwood")
    two = next(m for m in legal_moves(game, h2) if len(set(m.route)) == 2
               and all(game.board.space(s).kind == "district" for s in m.route))
    assert len(two.captures) == 2


def test_a_thug_captures_only_one(game):
    thug = game.place("Ana", "thug", "bensonhurst")
    assert all(len(m.captures) <= 1 for m in legal_moves(game, thug))


def test_no_walking_into_or_through_enemy_personnel(game):
    game.place("Ben", "thug", "gravesend")
    h = game.place("Ana", "henchman", "bensonhurst")
    assert "gravesend" not in reachable(game, h)
    assert not any("gravesend" in m.route for m in legal_moves(game, h))
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="attack, not a move"):
        game.apply(Move(h, ("gravesend",)))
    assert snapshot(game) == before


def test_undefended_enemy_district_is_captured(game):
    game.set_control("gravesend", "Ben")
    thug = game.place("Ana", "thug", "bensonhurst")
    game.apply(Move(thug, ("gravesend",)))
    assert game.control["gravesend"] == "Ana"


def test_enemy_precinct_stops_walkers_and_needs_a_premium(game):
    game.set_control("gravesend", "Ben")
    game.add_building("gravesend", "corrupt_precinct")
    h = game.place("Ana", "henchman", "bensonhurst")
    routes = [m.route for m in legal_moves(game, h)]
    assert ("gravesend",) in routes and not any(r[0] == "gravesend" and len(r) == 2 for r in routes)
    move = next(m for m in legal_moves(game, h) if m.route == ("gravesend",))
    assert move.captures == ()            # the premium is not paid by walking in
    with pytest.raises(IllegalAction, match="Corrupt Precinct"):
        game.apply(Move(h, ("gravesend", "coney_island")))


def test_unprotected_vehicles_are_stolen_but_not_helicopters_at_an_airport(game):
    limo = game.place("Ben", "limousine", "gravesend")
    thug = game.place("Ana", "thug", "bensonhurst")
    game.apply(Move(thug, ("gravesend",)))
    assert game.units[limo].owner == "Ana"
    airport = game.board.find("LaGuardia Airport").id
    heli = game.place("Ben", "helicopter", airport)
    walker = game.place("Ana", "henchman", game.board.neighbours(airport, ["land"])[0])
    game.apply(Move(walker, (airport,)))
    assert game.units[heli].owner == "Ben"


def test_a_piece_moves_once_per_turn_and_errors_change_nothing(game):
    thug = game.place("Ana", "thug", "bensonhurst")
    game.apply(Move(thug, ("gravesend",)))
    before = snapshot(game)
    for route, reason in [(("coney_island",), "already moved")]:
        with pytest.raises(IllegalAction, match=reason):
            game.apply(Move(thug, route))
    assert snapshot(game) == before
    h = game.place("Ana", "henchman", "bensonhurst")
    with pytest.raises(IllegalAction, match="2 movement points"):
        game.apply(Move(h, ("gravesend", "coney_island", "sheepshead_bay")))
    with pytest.raises(IllegalAction, match="no piece"):
        game.apply(Move("ghost1", ("gravesend",)))


# -- vehicles ------------------------------------------------------------------------------------

from mobgames.bloodfeud.movement import vehicle_routes  # noqa: E402


def test_hit_man_rides_a_limousine_four_and_walks_one_more(game):
    limo = game.place("Ana", "limousine", "bensonhurst")
    hitman = game.place("Ana", "hitman", "bensonhurst")
    rides = [m for m in legal_moves(game, hitman) if m.kind == "ride"]
    assert max(len(m.route) for m in rides) == 4
    longest = next(m for m in rides if len(m.route) == 4 and m.after)
    game.apply(longest)
    assert game.units[hitman].space == longest.after[0] and game.units[limo].space == longest.route[-1]
    assert game.control[longest.after[0]] == "Ana"
    assert limo in game.moved and hitman in game.moved


def test_a_thug_rides_but_cannot_walk_after(game):
    game.place("Ana", "limousine", "bensonhurst")
    thug = game.place("Ana", "thug", "bensonhurst")
    rides = [m for m in legal_moves(game, thug) if m.kind == "ride"]
    assert rides and not any(m.after or m.before for m in rides)


def test_limousine_drives_only_through_districts(game):
    limo = game.place("Ana", "limousine", "lincoln_square")
    assert "central_park" not in vehicle_routes(game, limo)
    with pytest.raises(IllegalAction, match="only through city districts"):
        game.apply(Move(limo, ("central_park",), kind="drive"))


def test_passengers_capture_only_where_they_step_in(game):
    limo = game.place("Ana", "limousine", "bensonhurst", passengers=["thug"])
    game.apply(Move(limo, ("gravesend", "midwood"), kind="drive"))
    assert game.control == {"midwood": "Ana"}            # Gravesend was only travelled through


def test_corrupt_precinct_stops_an_enemy_limousine(game):
    game.set_control("gravesend", "Ben")
    game.add_building("gravesend", "corrupt_precinct")
    limo = game.place("Ana", "limousine", "bensonhurst")
    routes = vehicle_routes(game, limo)
    assert "gravesend" in routes and not any(r[0] == "gravesend" and len(r) > 1 for r in routes.values())
    with pytest.raises(IllegalAction, match="Corrupt Precinct"):
        game.apply(Move(limo, ("gravesend", "coney_island"), kind="drive"))


def test_a_limousine_drives_past_enemy_people_on_foot_but_not_past_a_limousine(game):
    """The rulebook's blocking summary: personnel on foot cannot chase a limousine; a limousine
    (or a helicopter on land) blocks it. Ending among enemy people is an attack, not a drive."""
    game.place("Ben", "thug", "gravesend")
    limo = game.place("Ana", "limousine", "bensonhurst")
    assert "gravesend" not in vehicle_routes(game, limo)          # stopping there would be an attack
    game.apply(Move(limo, ("gravesend", "coney_island"), kind="drive"))
    assert game.units[limo].space == "coney_island"
    game.place("Ben", "limousine", "gravesend")
    back = game.place("Ana", "limousine", "bensonhurst")
    with pytest.raises(IllegalAction, match="blocks"):
        game.apply(Move(back, ("gravesend", "coney_island"), kind="drive"))


def test_helicopter_cannot_end_over_water_and_pays_at_airports(game):
    heli = game.place("Ana", "helicopter", "midwood")
    game.set_control("midwood", "Ana")
    ends = vehicle_routes(game, heli)
    assert ends and not any(game.board.space(s).kind == "water" for s in ends)
    assert not any(game.board.space(s).kind == "district" and game.control.get(s) != "Ana" for s in ends)
    water = next(s for s in game.board.of_kind("water") if game.board.edge("coney_island", s))
    with pytest.raises(IllegalAction, match="must land"):
        game.apply(Move(heli, ("gravesend", "coney_island", water), kind="drive"))
    airport = next(s for s in ends if game.board.space(s).kind == "airport")
    with pytest.raises(IllegalAction, match="costs \\$20"):
        game.apply(Move(heli, ends[airport], kind="drive"))
    game.cash["Ana"] = 20
    game.apply(Move(heli, ends[airport], kind="drive"))
    assert game.cash["Ana"] == 0 and game.units[heli].space == airport


def test_helicopters_are_blocked_only_by_helicopters(game):
    heli = game.place("Ana", "helicopter", "midwood")
    game.set_control("midwood", "Ana")
    before = set(vehicle_routes(game, heli))
    game.place("Ben", "thug", "gravesend")
    game.place("Ben", "limousine", "gravesend")
    assert set(vehicle_routes(game, heli)) == before


def test_speedboat_stays_on_the_water_and_docks_at_shores(game):
    water = game.board.find("Upper Bay (Sunset Park)").id
    boat = game.place("Ana", "speedboat", water, passengers=["henchman"])
    assert game.units[boat].floating
    routes = vehicle_routes(game, boat)
    assert any(game.board.space(s).kind == "water" for s in routes)
    land = [s for s in routes if game.board.space(s).kind != "water"]
    assert land and all(game.board.edge(routes[s][-2] if len(routes[s]) > 1 else water, s)["kind"] == "shore"
                        for s in land)
    dock = min(land, key=lambda s: len(routes[s]))
    game.apply(Move(boat, routes[dock], kind="drive"))
    assert not game.units[boat].floating and game.units[boat].passengers == []


def test_a_blocker_may_let_pieces_pass_but_not_stop(game):
    game.place("Ben", "thug", "gravesend")
    game.set_control("coney_island", "Ben")
    h = game.place("Ana", "henchman", "bensonhurst")
    assert not any("gravesend" in m.route for m in legal_moves(game, h))
    game.let_through("Ben", "Ana")
    routes = [m.route for m in legal_moves(game, h)]
    assert ("gravesend", "coney_island") in routes and ("gravesend",) not in routes
    with pytest.raises(IllegalAction, match="attack, not a move"):
        game.apply(Move(h, ("gravesend",)))
    game.apply(Move(h, ("gravesend", "coney_island")))
    assert game.control["coney_island"] == "Ana" and "gravesend" not in game.control


def test_a_precinct_owner_may_let_a_limousine_pass(game):
    game.set_control("gravesend", "Ben")
    game.add_building("gravesend", "corrupt_precinct")
    limo = game.place("Ana", "limousine", "bensonhurst")
    game.let_through("Ben", "Ana")
    assert any(r[0] == "gravesend" and len(r) > 1 for r in vehicle_routes(game, limo).values())


def test_a_limousine_drops_people_off_on_the_way_and_they_capture_there(game):
    limo = game.place("Ana", "limousine", "bensonhurst", passengers=["thug", "thug"])
    first = game.units[limo].passengers[0]
    game.apply(Move(limo, ("gravesend", "midwood", "flatlands"), kind="drive", drops=((1, (first,)),)))
    assert game.units[first].space == "midwood" and game.units[first].carrier is None
    assert game.control == {"midwood": "Ana", "flatlands": "Ana"}     # not Gravesend: only travelled through


def test_a_vehicle_picks_up_or_drops_off_not_both(game):
    limo = game.place("Ana", "limousine", "bensonhurst", passengers=["thug"])
    waiting = game.place("Ana", "henchman", "gravesend")
    rider = game.units[limo].passengers[0]
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="not both"):
        game.apply(Move(limo, ("gravesend", "midwood", "flatlands"), kind="drive",
                        drops=((1, (rider,)),), pickups=((0, (waiting,)),)))
    assert snapshot(game) == before
    game.apply(Move(limo, ("gravesend", "midwood"), kind="drive", pickups=((0, (waiting,)),)))
    assert game.units[waiting].space == "midwood" and waiting in game.moved


def test_pick_ups_respect_the_seats(game):
    limo = game.place("Ana", "limousine", "bensonhurst", passengers=["thug"] * 5)
    waiting = game.place("Ana", "thug", "gravesend")
    with pytest.raises(IllegalAction, match="carries 5"):
        game.apply(Move(limo, ("gravesend", "midwood"), kind="drive", pickups=((0, (waiting,)),)))


def test_a_group_boards_a_limousine_and_rides_together():
    from mobgames.bloodfeud.movement import board_vehicle, leave_vehicle

    game = blank_game(["Ana", "Ben"])
    limo = game.place("Ana", "limousine", "bensonhurst")
    people = [game.place("Ana", kind, "bensonhurst") for kind in ("hitman", "thug", "henchman")]
    for p in people:
        board_vehicle(game, p, limo)
    assert game.units[limo].passengers == people
    drive = next(m for m in legal_moves(game, limo) if m.end == "coney_island")
    game.apply(drive)
    assert all(game.units[p].space == "coney_island" and game.units[p].carrier is None for p in people)
    assert set(people) <= game.moved and game.control["coney_island"] == "Ana"
    # Refusals leave everything as it was.
    limo2 = game.place("Ana", "helicopter", "bensonhurst")
    crew = [game.place("Ana", "thug", "bensonhurst") for _ in range(4)]
    for p in crew[:3]:
        board_vehicle(game, p, limo2)
    for bad, words in ((lambda: board_vehicle(game, crew[3], limo2), "carries 3 people; it is full"),
                       (lambda: board_vehicle(game, people[0], limo), "already moved"),
                       (lambda: board_vehicle(game, people[0], limo2), "same space"),
                       (lambda: board_vehicle(game, crew[0], limo2), "already aboard")):
        before = (list(game.units[limo2].passengers), game.units[crew[3]].carrier)
        with pytest.raises(IllegalAction, match=words):
            bad()
        assert (list(game.units[limo2].passengers), game.units[crew[3]].carrier) == before
    leave_vehicle(game, crew[0])
    assert game.units[crew[0]].carrier is None and crew[0] not in game.units[limo2].passengers


def test_checking_one_move_agrees_with_the_list_of_every_move():
    """A move is checked on its own (walk_of, ride_of) without listing every move: in positions
    from seeded bot games, every listed walk and ride is accepted as the same move, and every
    other route of one or two steps is refused."""
    from itertools import product

    from mobgames.bloodfeud import start
    from mobgames.bloodfeud.bots import RandomBot, play_game
    from mobgames.bloodfeud.movement import walk_moves, walk_of
    from mobgames.bloodfeud.pieces import PEOPLE
    from mobgames.bloodfeud.vehicles import ride_moves, ride_of

    checked = 0
    for seed in range(3):
        turns = start(3, seed=seed)
        play_game(turns, {p: RandomBot(i) for i, p in enumerate(turns.game.names)}, rounds=2 + seed)
        g = turns.game
        for u in [u for u in g.units.values() if u.kind in PEOPLE]:
            walks = {m.route: m for m in walk_moves(g, u)}
            assert all(walk_of(g, u, r) == m for r, m in walks.items())
            near = list(g.board.neighbours(u.space))
            for route in [(a,) for a in near] + [(a, b) for a, b in product(near, repeat=2)]:
                if route not in walks:
                    assert walk_of(g, u, route) is None, (u.id, route)
            for m in ride_moves(g, u):
                assert ride_of(g, u, g.units[m.vehicle], m.before, m.route, m.after) == m
                checked += 1
    assert checked > 50
