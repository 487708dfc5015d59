"""The Blood Feud game table, driven from Python: clicks on the map (``table.click``) and on
its buttons (``.click()``), as a player would, without a browser."""

from mobgames.core.chance import CHANCE
from mobgames.core.markup import text
from html import escape

from mobgames.bloodfeud import Turns, blank_game, legal_moves, reachable, why_not
from mobgames.bloodfeud.bots import GreedyBot
from mobgames.core.dice import ScriptedDice
from mobgames.widgets import BFTable


def two_humans(seed=3):
    """Ana (Queens, Ozone Park) plays first against Ben (New Jersey); both at the table."""
    turns = Turns.start(["Ana", "Ben"], seed=seed)
    assert turns.player == "Ana" and turns.game.player("Ana").start == "ozone_park"
    return BFTable(turns, humans=("Ana", "Ben"))


def position(game):
    return {u.id: (u.owner, u.space) for u in game.units.values()}, dict(game.control), dict(game.cash)


def keep_only(table, *ids):
    """Send only these of the picked-up pieces (with the steppers: so many of each kind; the
    steppers take the pieces of a kind in a fixed order, so these must come first in it)."""
    for kind, group in table.groups.items():
        table.set_count(kind, sum(1 for p in ids if p in group))
    assert sorted(table.chosen) == sorted(ids)


def test_next_phase_and_end_turn_advance_the_game():
    t = two_humans()
    assert t.turns.phase == "battle" and "Ana" in t.status.value
    t.next_button.click()
    assert t.turns.phase == "movement"
    t.next_button.click()                       # leaving Movement factors the income
    assert t.turns.phase == "purchases" and t.game.cash["Ana"] == 10
    assert text("earns $10") in t.message.value
    t.end_button.click()
    assert (t.turns.player, t.turns.phase, t.game.round) == ("Ben", "battle", 1)
    assert "<b>Ben</b>" in t.status.value
    t.end_button.click()                        # Ben skips ahead: his income is factored too
    assert (t.turns.player, t.game.round) == ("Ana", 2) and t.game.cash["Ben"] == 10


def test_a_move_by_two_clicks_is_applied():
    t = two_humans()
    t.click("ozone_park")                       # picks up every person there; the Limousine stays
    assert t.source == "ozone_park" and len(t.chosen) == 13
    assert not any(t.game.units[p].kind == "limousine" for p in t.chosen)
    assert "Family Members</b> 5 of 5" in "".join(getattr(r.children[1], "value", "") for r in t.piece_buttons.children
                                                   if hasattr(r, "kind"))
    keep_only(t, "thug1")
    assert "richmond_hill" in t.view._marked    # shaded: the Thug can step in
    t.click("richmond_hill")
    game = t.game
    assert game.units["thug1"].space == "richmond_hill" and game.control["richmond_hill"] == "Ana"
    sent = t.turns.history[-1]   # one engine action for the whole group (issue 25, item 4)
    assert sent.kind == "send" and sent.get("pieces") == ("thug1",) and sent.get("to") == "richmond_hill"
    assert "capturing Richmond Hill" in t.message.value
    assert t.source is None and not t.chosen     # the pieces are put down again


def test_an_illegal_move_shows_the_engines_reason_and_changes_nothing():
    t = two_humans()
    t.click("ozone_park")
    keep_only(t, "boss1")
    before, history = position(t.game), list(t.turns.history)
    t.click("inwood")
    reason = why_not(t.game, "boss1", "inwood")
    assert reason and escape(reason) in t.message.value and "#b00020" in t.message.value
    assert position(t.game) == before and t.turns.history == history
    assert t.source == "ozone_park" and t.chosen == ["boss1"]   # still holding the Boss


def test_a_group_move_refused_half_way_is_taken_back():
    t = two_humans()
    t.click("ozone_park")
    keep_only(t, "thug1", "thug2")
    # Each Thug alone could ride the Limousine to Jamaica, but it takes only one of them.
    assert "jamaica" in reachable(t.game, "thug1") and "jamaica" in reachable(t.game, "thug2")
    before = position(t.game)
    t.click("jamaica")
    assert position(t.game) == before and t.turns.history == []
    assert "Thug cannot go there" in t.message.value and "#b00020" in t.message.value


def attack_table(dice):
    """Ana's Boss and three Hit Men in Ozone Park; Ben's Thug holds Richmond Hill next door."""
    game = blank_game(["Ana", "Ben"], seed=0, starts={"Ana": "Queens", "Ben": "New Jersey"})
    game.place("Ana", "boss", "ozone_park")
    hitmen = [game.place("Ana", "hitman", "ozone_park") for _ in range(3)]
    game.set_control("ozone_park", "Ana")
    game.place("Ben", "boss", "elizabeth")
    game.place("Ben", "thug", "richmond_hill")
    game.set_control("richmond_hill", "Ben")
    turns = Turns(game, ScriptedDice(dice))
    assert turns.player == "Ana"
    return BFTable(turns, humans=("Ana", "Ben")), hitmen


def test_an_attack_by_selecting_pieces_and_a_target():
    t, hitmen = attack_table([10] * 10)          # the first sneak attack kills the Thug
    t.click("ozone_park")
    keep_only(t, *hitmen)
    assert "richmond_hill" in t.view._targets    # shaded as something to attack
    t.click("richmond_hill")
    game = t.game
    done = [a for a in t.turns.history if a.player != CHANCE]   # (the dice are chance's)
    assert done[-1].kind in ("strike", "captives", "premium", "step_in")   # the attack is over
    assert not game.units_at("richmond_hill", "Ben") and game.control["richmond_hill"] == "Ana"
    assert game.count("Ana", "hitman") == 3 and game.count("Ana", "boss") == 1
    assert {game.units[h].space for h in hitmen} == {"richmond_hill"}
    assert [u.kind for u in game.units_at("ozone_park")] == ["boss"]     # the Boss stayed out of it
    assert "captures Richmond Hill" in t.message.value


def test_an_attack_out_of_the_battle_phase_is_refused_by_the_engine():
    t, hitmen = attack_table([10] * 10)
    t.next_button.click()                        # Movement: too late to attack
    t.click("ozone_park")
    keep_only(t, hitmen[0])
    before = position(t.game)
    t.click("richmond_hill")
    assert "belongs to the Battle phase" in t.message.value
    assert position(t.game) == before and [a.kind for a in t.turns.history] == ["next_phase"]


def test_undo_takes_back_the_last_click_whole():
    t = two_humans()
    before = position(t.game)
    t.click("ozone_park")
    keep_only(t, "thug1", "thug2")
    t.click("richmond_hill")
    assert t.game.units["thug2"].space == "richmond_hill" and [a.kind for a in t.turns.history] == ["send"]
    t.undo_button.click()
    assert position(t.game) == before and t.turns.history == []
    assert t.view.game is t.game                 # the map shows the restored position
    assert t.undo_button.disabled                # nobody has decided anything now
    t.undo_button.click()                        # (a click all the same: the table says so)
    assert "Nothing to undo" in t.message.value and position(t.game) == before


def test_purchases_buttons_follow_the_cash():
    t = two_humans()
    t.game.cash["Ana"] = 300
    t.next_button.click()
    assert all(b.disabled for b in t.shop_buttons.values())      # not the purchases phase yet
    t.next_button.click()
    cash = t.game.cash["Ana"]
    assert cash == 310
    for item, b in t.shop_buttons.items():
        assert b.disabled == (t.game.catalogue[item].cost > cash), item
    thugs = t.game.count("Ana", "thug")
    t.shop_buttons["thug"].click()
    assert t.game.count("Ana", "thug") == thugs + 1 and t.game.cash["Ana"] == 210
    assert t.shop_buttons["henchman"].disabled and not t.shop_buttons["illicit_activity"].disabled
    t.click("ozone_park")                        # where the building goes
    t.shop_buttons["illicit_activity"].click()
    assert t.game.buildings["ozone_park"] == "illicit_activity" and t.game.cash["Ana"] == 10
    assert all(b.disabled for b in t.shop_buttons.values())


def test_bots_play_until_the_humans_next_turn():
    turns = Turns.start(["Ana", "Ben"], seed=3)
    t = BFTable(turns, humans=("Ana",))          # Ben: the default GreedyBot
    t.end_button.click()
    assert (t.turns.player, t.turns.phase, t.game.round) == ("Ana", "battle", 2)
    ana_ended = [a.kind for a in t.turns.history].index("end_turn")
    bens = t.turns.history[ana_ended + 1:]
    assert any(a.kind == "move" for a in bens) and bens[-1].kind == "end_turn" and bens[-1].player == "Ben"
    assert "Ben played" in t.message.value and escape("Now it is Ana's turn") in t.message.value
    assert len(t.game.districts_of("Ben")) > 1   # the bot spread out


def test_a_bot_that_starts_plays_before_the_table_shows():
    turns = Turns.start(["Ana", "Ben"], seed=3, starts={"Ana": "New Jersey", "Ben": "Queens"})
    assert turns.player == "Ben"

    class Recorder(GreedyBot):
        seen = []

        def choose(self, view):
            Recorder.seen.append(view.player)
            return super().choose(view)

    t = BFTable(turns, humans=("Ana",), bot=Recorder)
    assert set(Recorder.seen) == {"Ben"} and t.turns.player == "Ana" and t.turns.history


def test_a_saved_game_loads_into_a_new_table():
    t = two_humans()
    t.click("ozone_park")
    keep_only(t, "henchman1")
    t.click("richmond_hill")
    loaded = BFTable(Turns.from_json(t.turns.to_json()), humans=("Ana", "Ben"))
    assert position(loaded.game) == position(t.game) and loaded.status.value == t.status.value


def test_the_map_can_be_played_from_the_keyboard_with_the_find_list():
    t = two_humans()
    finder = t.view.finder
    assert finder in t.view.children[0].children      # under the map, reachable with Tab
    finder.value = "ozone_park"                        # same as clicking Ozone Park
    assert t.source == "ozone_park" and finder.value == ""
    keep_only(t, "thug1")
    finder.value = "richmond_hill"
    assert t.game.units["thug1"].space == "richmond_hill"


def test_a_group_with_a_limousine_gets_in_and_drives_where_they_could_not_walk():
    t = two_humans()
    game = t.game
    limo = next(u.id for u in game.units_at("ozone_park", "Ana") if u.kind == "limousine")
    thugs = [u.id for u in game.units_at("ozone_park", "Ana") if u.kind == "thug"]
    t.click("ozone_park")
    keep_only(t, limo, *thugs)
    far = next(d for d in sorted(t.view._marked)
               if not any(m.end == d and m.kind == "walk" for m in legal_moves(t.game, thugs[0])))
    t.click(far)                               # too far to walk: the Thugs get in and ride along
    game = t.game
    assert all(game.units[p].space == far for p in [limo, *thugs])
    assert [a.kind for a in t.turns.history[-1:]] == ["send"]   # boarding and driving: one engine action
    t.turns.undo()                             # which one engine undo takes back
    assert all(t.game.units[p].space == "ozone_park" for p in [limo, *thugs])
    t.turns.redo()
    t.undo_button.click()                      # the whole click comes back in one undo
    assert all(t.game.units[p].space == "ozone_park" for p in [limo, *thugs])


def offer_table(level="fair"):
    """Ben (a bot, first to play) holds one of Ana's Family Members and offers him back; Ana,
    at the table, has $500."""
    game = blank_game(["Ben", "Ana"], seed=0, starts={"Ben": "Queens", "Ana": "New Jersey"})
    game.place("Ben", "boss", "ozone_park")
    game.set_control("ozone_park", "Ben")
    game.place("Ana", "boss", "elizabeth")
    game.set_control("elizabeth", "Ana")
    colour = game.player("Ana").colour
    game.prisoners["Ben"][colour] = 1
    game.cash["Ana"] = 500
    turns = Turns(game, ScriptedDice([]))
    assert turns.player == "Ben"
    return BFTable(turns, humans=("Ana",), level=level), colour


def test_a_bots_ransom_offer_waits_for_the_human_and_the_buttons_answer_it():
    t, colour = offer_table()
    d = t.turns.decision
    assert (d.player, d.kind) == ("Ana", "answer") and t.offer_row.layout.display == "flex"
    assert escape(d.prompt) in t.offer_text.value
    t.decline_button.click()
    assert t.game.prisoners["Ben"][colour] == 1 and t.game.cash["Ana"] == 500
    assert "turns down" in t.game.narration() and t.offer_row.layout.display == "none"
    t, colour = offer_table()
    price = t.turns.decision.info["offer"]["amount"]
    t.accept_button.click()
    assert t.game.prisoners["Ben"][colour] == 0 and any(e.kind == "ransom" for e in t.game.log)
    assert f"${price}" in t.game.narration()


def test_the_table_offers_three_computer_levels():
    t, _ = offer_table(level="learner")
    assert [v for _, v in t.level.options] == ["learner", "fair", "strong"] and t.bot.level == "learner"
    t.level.value = "strong"
    assert t.bot.level == "strong" and "Strong level" in t.message.value


def test_chapter_8s_game_against_the_default_bot_lasts_and_shows_battles_kidnappings_and_deals():
    """The chapter's game (seed 2026), the reader only pressing End turn and accepting offers:
    the default (learner) bots do not win quickly, and the story has all of the game in it."""
    t = BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}), humans=("Ana",))
    assert t.level.value == "learner"
    seen = set()
    while not t.turns.over and t.game.round <= 40 and not {"attack", "captives", "offer"} <= seen:
        d = t.turns.decision
        if d.kind == "answer" and d.player == "Ana":
            t.accept_button.click()
        else:
            t.end_button.click()
        seen = {e.kind for e in t.game.log}
    assert {"attack", "captives", "offer"} <= seen, "no battle, kidnapping or offer in 40 rounds"
    assert not t.turns.over or t.game.round >= 10
    kidnapped = sum(e.data.get("kidnapped", 0) for e in t.game.log if e.kind == "captives")
    assert kidnapped >= 1


def test_the_steppers_send_one_family_member_out_with_one_click_and_a_lone_thug_never_rides_unpicked():
    t = two_humans()
    t.click("ozone_park")
    t.set_all(False)
    assert t.chosen == []
    t.set_count("family", 1)
    assert [t.game.units[p].kind for p in t.chosen] == ["family"]
    dest = sorted(t.view._marked)[0]
    t.click(dest)
    assert sum(1 for u in t.game.units_at(dest, "Ana") if u.kind == "family") == 1
    # A Thug alone is shaded only where he can walk: the Limousine goes only when it is picked.
    t.click("ozone_park")
    t.set_all(False)
    t.set_count("thug", 1)
    thug = t.chosen[0]
    walks = {m.end for m in legal_moves(t.game, thug) if m.kind != "ride"}
    assert set(t.view._marked) <= walks | {"ozone_park"}


def test_next_phase_never_ends_the_turn_and_end_turn_says_what_would_be_left_unused():
    t = two_humans()
    assert "could still move" in t.end_warning.value       # the Battle phase: every piece still idle
    t.next_button.click()
    assert t.turns.phase == "movement" and t.next_button.description.startswith("Factor income")
    t.next_button.click()
    assert t.turns.phase == "purchases" and text("earns $10") in t.message.value
    assert t.next_button.disabled and "could still move" not in t.end_warning.value
    t.next_phase()                                          # pressed anyway (from code): refused, turn kept
    assert (t.turns.player, t.turns.phase) == ("Ana", "purchases") and "last phase" in t.message.value
    t.end_button.click()
    assert t.turns.player == "Ben"


def test_a_building_goes_only_where_a_purchases_phase_click_put_it():
    """A district clicked in an earlier phase is not where a building goes (it went there silently):
    the table asks for a click, then builds there."""
    t = two_humans()
    t.game.cash["Ana"] = 300
    t.click("ozone_park")                        # a click in the Battle phase
    t.next_button.click()
    t.next_button.click()
    assert t.turns.phase == "purchases"
    before = position(t.game), dict(t.game.buildings), len(t.turns.history)
    t.shop_buttons["illicit_activity"].click()
    assert (position(t.game), dict(t.game.buildings), len(t.turns.history)) == before
    assert "Click the district where the Illicit Activity goes first" in t.kit.message.value
    t.click("ozone_park")
    t.shop_buttons["illicit_activity"].click()
    assert t.game.buildings["ozone_park"] == "illicit_activity"


def test_undo_in_round_two_goes_back_to_the_readers_own_last_decision():
    """Chapter 8's case: at the start of the reader's turn in round 2, Undo took back only the
    computer's End turn and left the table inside the computer's turn. Now it goes back to just
    before the reader's last click (End turn, in round 1), every computer decision after it taken
    back too, and the table is on the reader's decision again."""
    turns = Turns.start(["Ana", "Ben"], seed=3)
    t = BFTable(turns, humans=("Ana",), level="fair")
    assert t.turns.decision.player == "Ana" and t.turns.game.round == 1
    t.next_button.click()
    t.next_button.click()
    t.end_button.click()                          # Ana ends her turn; Ben (the computer) plays his
    assert t.turns.decision.player == "Ana" and t.turns.game.round == 2
    ana_last = max(i for i, a in enumerate(t.turns.history) if a.player == "Ana")
    assert any(a.player == "Ben" for a in t.turns.history[ana_last:])
    assert not t.undo_button.disabled and "last decision made at this table" in t.undo_button.tooltip
    t.undo_button.click()
    assert len(t.turns.history) == ana_last and t.turns.game.round == 1
    assert t.turns.decision.player == "Ana" and t.turns.phase == "purchases"
    assert t.human_turn and not t.end_button.disabled


def test_the_maps_text_description_says_what_the_tints_show():
    """A screen reader hears what a sighted player sees: the selected space, where the chosen
    pieces can go and what they can attack, each space by name, never "district(s)"."""
    t = two_humans()
    t.click("ozone_park")
    words = t.view.describe()
    assert "Selected: Ozone Park" in words and "(s)" not in words
    marked = sorted(t.game.board.space(s).name for s in t.view._marked)
    assert marked and f"They can go to {len(marked)} space" in words and marked[0] in words
    assert f"They can go to {len(marked)} space" in t.view.description.value   # (the page says it too)
