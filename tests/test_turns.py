"""The Blood Feud turn loop: four phases in order, per player in the board's order, round after
round; what each phase allows; resets at the end of a turn; the last Boss standing."""

import json

import pytest

from mobgames.bloodfeud import blank_game, legal_moves, new_game
from mobgames.bloodfeud.turns import Turns
from mobgames.core.dice import RandomDice, ScriptedDice
from mobgames.core.errors import IllegalAction


def test_phases_run_in_order_and_the_turn_passes_in_board_order():
    game = new_game(3, seed=4)
    turns = Turns(game, RandomDice(4))
    order = [p.name for p in game.players]
    assert (turns.player, turns.phase, game.round) == (order[0], "battle", 1)
    turns.next_phase()
    assert turns.phase == "movement"
    turns.next_phase()                      # leaving Movement factors the income at once
    assert turns.phase == "purchases" and turns.income is not None
    assert game.cash[order[0]] == turns.income.amount > 0
    turns.next_phase()
    assert (turns.player, turns.phase) == (order[1], "battle")
    turns.end_turn()                        # skipping ahead still factors the income
    assert turns.player == order[2] and game.cash[order[1]] > 0
    turns.end_turn()
    assert (turns.player, game.round) == (order[0], 2)


def test_each_phase_refuses_what_belongs_to_another_and_changes_nothing():
    game = new_game(2, seed=1)
    turns = Turns(game, RandomDice(1))
    with pytest.raises(IllegalAction, match="Make Purchases phase"):
        turns.buy("henchman")
    turns.next_phase()
    with pytest.raises(IllegalAction, match="Battle phase"):
        turns.attack("x", {})
    turns.next_phase()
    cash = dict(game.cash)
    with pytest.raises(IllegalAction, match="Battle or Movement"):
        boss = next(u for u in game.units.values() if u.owner == turns.player and u.kind == "boss")
        turns.move(legal_moves(game, boss.id)[0])
    assert game.cash == cash


def test_moving_someone_elses_piece_is_refused():
    game = new_game(2, seed=1)
    turns = Turns(game, RandomDice(1))
    other = next(u for u in game.units.values() if u.owner != turns.player and u.kind == "henchman")
    with pytest.raises(IllegalAction, match="it is .*'s turn"):
        turns.move(legal_moves(game, other.id)[0])


def test_moved_and_fought_pieces_are_free_again_next_turn():
    game = new_game(2, seed=1)
    turns = Turns(game, RandomDice(1))
    me = turns.player
    henchman = next(u for u in game.units.values() if u.owner == me and u.kind == "henchman")
    turns.move(legal_moves(game, henchman.id)[0])
    assert henchman.id in game.moved
    turns.end_turn()
    assert not game.moved and not game.fought and not game.fresh and not game.passes
    turns.end_turn()
    assert turns.player == me and legal_moves(game, henchman.id)


def test_killing_the_last_rival_boss_wins_the_game():
    game = blank_game(["Ann", "Bob"], seed=0)
    ann_start = game.player("Ann").start
    target = next(iter(game.board.neighbours(ann_start)))
    game.place("Ann", "boss", ann_start)
    for _ in range(5):
        game.place("Ann", "hitman", ann_start)
    game.place("Bob", "boss", target)
    game.set_control(target, "Bob")
    turns = Turns(game, ScriptedDice([10] * 40))
    if turns.player != "Ann":
        turns.end_turn()
    turns.attack(target, {ann_start: {"hitman": 5}})
    assert not game.count("Bob", "boss")
    assert game.winner == "Ann" and "Bob" in game.eliminated      # at once: the last Boss standing
    assert "last Boss standing" in game.log[-1].text
    with pytest.raises(IllegalAction, match="game is over"):
        turns.end_turn()


def test_take_manhattan_sets_up_extra_vehicles_for_2_to_5_players_only():
    from mobgames.bloodfeud import Options
    from mobgames.core.errors import SetupError

    with pytest.raises(SetupError, match="2 to 5 players"):
        new_game(6, seed=1, options=Options(scenario="take_manhattan"))
    game = new_game(5, seed=1, options=Options(scenario="take_manhattan"))
    standard = new_game(5, seed=1)
    by_area = {p.area: p.name for p in game.players}
    for area, kind in (("Staten Island", "speedboat"), ("The Bronx", "speedboat"), ("Queens", "limousine")):
        assert game.count(by_area[area], kind) == standard.count(by_area[area], kind) + 1
    for u in game.units.values():
        if u.kind == "speedboat":
            assert u.shore in game.board.neighbours(u.space, ["shore"])   # docked on real water


def test_take_manhattan_is_won_by_starting_a_turn_with_all_of_manhattan_and_dominance_does_not_count():
    from mobgames.bloodfeud import Options
    from mobgames.bloodfeud.turns import manhattan

    game = new_game(2, seed=3, options=Options(scenario="take_manhattan"))
    turns = Turns(game, RandomDice(3))
    me, other = turns.player, [p.name for p in game.players if p.name != turns.player][0]
    districts = manhattan(game.board)
    assert len(districts) == 17
    for d in districts:
        game.set_control(d, me)
        game.add_building(d, "penthouse_palace")
    for d in districts[:12]:
        game.place(me, "family", d)
    game.cash[me] = 0
    turns.end_turn()                       # huge income, but no dominance win in this scenario
    assert game.winner is None and game.cash[me] >= 6000
    turns.end_turn()                       # the other player's turn passes without retaking any
    assert game.winner == me and "takes Manhattan" in game.log[-1].text
    assert other not in game.eliminated


def _play_a_little(turns, rng, actions=40):
    """Random legal moves, purchases and phase changes (a stand-in for a bot)."""
    from mobgames.bloodfeud.purchases import placements

    for _ in range(actions):
        if turns.over:
            return
        me = turns.player
        if turns.phase in ("battle", "movement") and rng.random() < 0.7:
            mine = [u for u in turns.game.units.values() if u.owner == me and u.id not in turns.game.moved]
            moves = [m for u in mine for m in legal_moves(turns.game, u.id)]
            if moves:
                turns.move(rng.choice(moves))
                continue
        if turns.phase == "purchases" and rng.random() < 0.5 and placements(turns.game, me):
            try:
                turns.buy(rng.choice(["thug", "henchman", "limousine"]))
                continue
            except IllegalAction:
                pass
        turns.next_phase()


def test_save_and_load_replays_the_same_game_and_undo_takes_back_one_action():
    import random

    turns = Turns.start(["Ann", "Bob", "Cy"], seed=11)
    _play_a_little(turns, random.Random(3), 60)
    saved = turns.to_json()
    again = Turns.from_json(saved)
    assert again.game.pieces == turns.game.pieces and again.game.cash == turns.game.cash
    assert (again.player, again.phase, again.game.round) == (turns.player, turns.phase, turns.game.round)
    assert again.to_json() == saved
    # Undo: one action back; and on into the turn before, which is taken back whole.
    before = Turns.from_json(saved)
    player = turns.player
    turns.end_turn()                      # a fresh turn: nothing done in it yet
    henchman = next(u for u in turns.game.units.values() if u.owner == turns.player and legal_moves(turns.game, u.id))
    snapshot = (turns.game.pieces, dict(turns.game.control))
    turns.move(legal_moves(turns.game, henchman.id)[0])
    turns.undo()
    assert (turns.game.pieces, turns.game.control) == snapshot
    turns.undo()                          # the end of the last turn
    assert turns.player == player and turns.to_json() == saved
    turns.redo()
    assert turns.player != player
    assert before.to_json() == saved


@pytest.mark.parametrize("damage, message", [
    (lambda d: "{not json", "JSON is broken"),
    (lambda d: json.dumps({**d, "game": "chess"}), "not a Blood Feud"),
    (lambda d: json.dumps({**d, "version": 99}), "version 99"),
    (lambda d: json.dumps({**d, "setup": {k: v for k, v in d["setup"].items() if k != "dice"}}), "'dice'"),
    (lambda d: json.dumps({**d, "history": d["history"] + [["teleport", {}]]}), "not \\[player, kind"),
    (lambda d: json.dumps({**d, "history": d["history"] + [[d["history"][0][0], "buy", {"item": "tank"}]]}),
     "Step 2 of the saved game cannot be played: That belongs to the Make Purchases phase"),
    (lambda d: json.dumps({**d, "setup": {**d["setup"], "options": {**d["setup"]["options"], "helicopter_cost": 1}}}),
     "set-up is invalid"),
    (lambda d: json.dumps({**d, "extra": 1}), "field this mobgames does not know"),
])
def test_a_damaged_save_is_refused_with_the_problem_named(damage, message):
    from mobgames.core.errors import SaveError

    turns = Turns.start(2, seed=5)
    turns.next_phase()
    with pytest.raises(SaveError, match=message):
        Turns.from_json(damage(json.loads(turns.to_json())))


def test_a_save_from_the_previous_release_still_loads():
    """A game saved by the release before the common save format (its history a list of calls)
    loads by replaying those calls: the same position, and it plays on and saves in the new format."""
    from pathlib import Path

    fixture = json.loads((Path(__file__).parent / "data" / "legacy" / "bloodfeud_v1.json").read_text())
    turns = Turns.from_json(json.dumps(fixture["save"]))
    expect, g = fixture["expect"], turns.game
    assert g.cash == expect["cash"] and dict(sorted(g.control.items())) == expect["control"]
    assert (g.round, turns.player, turns.phase) == (expect["round"], expect["player"], expect["phase"])
    assert {s: {p: dict(c) for p, c in by.items()} for s, by in sorted(g.pieces.items())} == expect["pieces"]
    assert json.loads(turns.to_json())["format"] == "mobgames"
    assert Turns.from_json(turns.to_json()).to_json() == turns.to_json()


def test_payments_on_verbal_deals_are_recorded_and_replayed_and_undo_takes_several_back():
    turns = Turns.start(["Ann", "Bob"], seed=2)
    turns.end_turn()
    turns.end_turn()                         # both have earned some income
    ann, bob = turns.game.cash["Ann"], turns.game.cash["Bob"]
    turns.pay("Ann", "Bob", 10, note="not to attack Queens this turn")
    assert turns.game.cash == {"Ann": ann - 10, "Bob": bob + 10}
    assert "Ann pays Bob $10 (not to attack Queens this turn)." in turns.game.narration()
    with pytest.raises(IllegalAction, match="cannot pay"):
        turns.pay("Ann", "Bob", 10**6)
    again = Turns.from_json(turns.to_json())
    assert again.game.cash == turns.game.cash
    turns.next_phase()
    turns.undo(2)                            # the phase change and the payment
    assert turns.game.cash == {"Ann": ann, "Bob": bob} and turns.phase == "battle"
    turns.undo(2)                            # the two turns before
    with pytest.raises(IllegalAction, match="nothing to undo"):
        turns.undo()


def test_a_piece_held_before_an_undo_is_still_the_piece_on_the_board():
    """Undo restores the position in place: a notebook's reference to a piece still works."""
    turns = Turns.start(2, seed=3)
    boss = next(u for u in turns.game.units.values() if u.owner == turns.player and u.kind == "boss")
    game, space = turns.game, boss.space
    turns.apply(turns.actions_of(boss.id)[0])
    assert boss.space != space
    turns.undo()
    assert boss.space == space and turns.game is game and game.units[boss.id] is boss
