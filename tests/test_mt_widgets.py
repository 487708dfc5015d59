"""The Mob Ties picture and views, driven from Python (no browser): the SVG board, the hot-seat
table, the Show of Respect panel and a player's hand."""

import random
import xml.etree.ElementTree as ET

import ipywidgets as W
import pytest

from mobgames import widgets
from mobgames.core.bots import Bot
from mobgames.core.errors import SetupError
from mobgames.mobties import Action, examples, new_game
from mobgames.mobties.bots import simple_bot
from mobgames.mobties.cards import BOARD, FAVOR, LOCATIONS, PLACES
from mobgames.mobties.svg import game_svg, player_colours, side_room
from mobgames.widgets import HandPanel, MTBoardView, MTTable, ShowPanel

NS = "{http://www.w3.org/2000/svg}"


def parse(game):
    return ET.fromstring(str(game_svg(game)))


def texts(root) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(f"{NS}text")]


def group(root, cls, **attrs):
    """The <g> elements of a class (and data- attributes)."""
    out = []
    for g in root.iter(f"{NS}g"):
        if g.get("class") == cls and all(g.get(f"data-{k}") == v for k, v in attrs.items()):
            out.append(g)
    return out


def count(element, cls) -> int:
    return sum(1 for e in element.iter() if e.get("class") == cls)


def played(game, steps, seed=0):
    for _ in range(steps):
        if not game.decision:
            break
        game.apply(simple_bot(game))
    return game


def positions():
    yield from (make() for make in examples.EXAMPLES.values())
    yield played(new_game(4, seed=1), 150)
    yield played(new_game(5, seed=0), 300)
    yield played(new_game(6, seed=4), 220)


# -- the SVG picture -------------------------------------------------------------------------------
def test_the_picture_is_well_formed_and_names_every_place():
    for game in positions():
        root = parse(game)
        shown = texts(root)
        for place in PLACES:
            name = PLACES[place]["name"]
            assert name[0].upper() + name[1:] in shown, (place, shown)
        # The six locations are drawn in their clockwise order from the Docks.
        drawn = [g.get("data-place") for g in group(root, "mt-location")]
        assert drawn == ["docks", "kittys", "mansion", "little_italy", "meat_locker", "diner"]


def test_the_rackets_order_swaps_two_boxes():
    game = new_game(4, seed=2, order="rackets")
    drawn = [g.get("data-place") for g in group(parse(game), "mt-location")]
    assert drawn == ["docks", "kittys", "mansion", "little_italy", "diner", "meat_locker"]


def test_one_token_per_mobster_where_it_stands_and_one_badge_per_fed():
    for game in positions():
        root = parse(game)
        for place in list(LOCATIONS) + ["streets", "prison", "morgue"]:
            cls = "mt-location" if place in LOCATIONS else "mt-place"
            (box,) = group(root, cls, place=place)
            ids = [t.get("data-mobster") for t in box.iter(f"{NS}g") if t.get("class") == "mt-token"]
            crowd = {g.get("data-player"): g for g in group(box, "mt-family-count")}
            if crowd:   # too many to draw at full size: one token per family, with its count
                assert not ids and len(game.at(place)) > side_room(place), place
                for owner, g in crowd.items():
                    theirs = [m for m in game.at(place) if game.mobsters[m].owner == owner]
                    assert f"\u00d7{len(theirs)}" in texts(g), (place, owner)
                assert set(crowd) == {game.mobsters[m].owner for m in game.at(place)}
            else:
                assert ids == game.at(place), place
            if place in LOCATIONS:
                assert count(box, "mt-fed") == min(game.feds[place], 16), (place, game.feds)
        # Mobsters still to be placed or cleared from the board are not drawn.
        on_board = sum(len(game.at(p)) for p in list(LOCATIONS) + ["streets", "prison", "morgue"])
        crowded = sum(len(game.at(p)) for p in ["streets", "prison", "morgue"] if len(game.at(p)) > side_room(p))
        assert count(root, "mt-token") + crowded == on_board < len(game.mobsters)


def test_a_surrounded_location_and_a_closed_one_are_marked():
    game = examples.little_italy_shotgun()
    assert game.feds["little_italy"] == 5   # the Fed card has come: five Feds surround Little Italy
    root = parse(game)
    (li,) = group(root, "mt-location", place="little_italy")
    assert count(li, "mt-fed") == 5 and count(li, "mt-surrounded") == 1
    assert count(root, "mt-surrounded") == 1 and count(root, "mt-closed") == 0

    game = new_game(4, seed=1, place=False)
    game.arrange(where={m: "cleared" for m in game.mobsters} | {"red_capo": "kittys"},
                 feds={"docks": 4, "diner": 3, "kittys": 4}, closed=["docks"])
    root = parse(game)
    (docks,) = group(root, "mt-location", place="docks")
    assert "CLOSED" in texts(docks) and count(docks, "mt-surrounded") == 0 and count(docks, "mt-fed") == 4
    (diner,) = group(root, "mt-location", place="diner")
    assert "CLOSED" not in texts(diner) and count(diner, "mt-fed") == 3 and count(diner, "mt-surrounded") == 0
    (kittys,) = group(root, "mt-location", place="kittys")
    assert count(kittys, "mt-surrounded") == 1 and "SURROUNDED" in texts(kittys)   # four Feds surround it
    assert count(root, "mt-closed") == 1 and count(root, "mt-surrounded") == 1


def test_the_heat_meter_the_dons_ring_and_the_cash():
    game = examples.heat_end()
    root = parse(game)
    (heat,) = group(root, "mt-heat")
    lit = [r for r in heat.iter(f"{NS}rect") if r.get("class") == "mt-heat-now"]
    assert len(lit) == 1
    segments = [r for r in heat.iter(f"{NS}rect") if r.get("height") == "24"]
    assert segments.index(lit[0]) + 1 == game.heat == 3
    assert f"Prison + Morgue: {game.heat_count()}" in texts(heat)
    assert "at 3 the game ends" in texts(heat)   # the Heat has risen twice already
    for p in game.players:
        (entry,) = group(root, "mt-player", player=p)
        assert count(entry, "mt-don-ring") == (1 if p == game.don else 0)
        assert any(t.startswith(f"${game.cash[p]}k") for t in texts(entry))
    assert game.don == "Red" and count(root, "mt-don-ring") == 1


def test_the_legend_counts_mobsters_still_to_place():
    game = new_game(4, seed=2)
    first = game.decision.player
    game.apply(game.legal_actions()[0])
    root = parse(game)
    for p in game.players:
        (entry,) = group(root, "mt-player", player=p)
        left = sum(1 for m in game.family(p) if game.where[m] == "supply")
        assert any(f"{left} to place" in t for t in texts(entry)), (p, texts(entry))
        assert left == (4 if p == first else 5)


def test_odd_names_are_escaped_and_get_their_own_colours():
    names = ["<b>Al & Co</b>", 'Eve "the" Knife', "BLUE"]
    game = played(new_game(names, seed=3), 40)
    svg = str(game_svg(game))
    root = ET.fromstring(svg)   # parses: nothing leaked into the markup
    assert "<b>Al" not in svg and "&lt;b&gt;Al &amp; Co&lt;/b&gt;" in svg
    assert "<b>Al & Co</b>" in texts(root)
    colours = player_colours(names)
    assert colours["BLUE"] == BOARD["colours"]["Blue"]   # named after a colour, in any case
    assert len(set(colours.values())) == 3
    shapes = {}
    for token in (g for g in root.iter(f"{NS}g") if g.get("class") == "mt-token"):
        owner = game.mobsters[token.get("data-mobster")].owner
        body = token[1]   # after the title: the token's shape, in the owner's colour
        assert body.get("fill") == colours[owner]
        shapes.setdefault(owner, set()).add(body.tag)
    # Each family has its own shape too (circle, square, diamond...), so colour is never the only cue.
    assert all(len(tags) == 1 for tags in shapes.values()) and len({t for v in shapes.values() for t in v}) == 3


def test_the_picture_is_what_a_notebook_shows():
    # (How quickly it is drawn is a figure of make bench, never a timed test.)
    game = played(new_game(5, seed=0), 200)
    assert game._repr_svg_() == str(game_svg(game)) == str(game_svg(game))   # the same picture every time


# -- the board view ---------------------------------------------------------------------------------
def test_board_view_follows_the_game():
    game = new_game(4, seed=2)
    view = MTBoardView(game)
    assert "mobgames-mt-board" in view._dom_classes and view.picture.value == str(game_svg(game))
    before = view.picture.value
    game.apply(simple_bot(game))
    assert view.picture.value == before   # nothing moves until asked
    view.refresh()
    assert view.picture.value == str(game_svg(game)) != before


# -- a hand --------------------------------------------------------------------------------------------
def test_a_hand_shows_that_players_cards_only():
    game = examples.car_bomb()   # Red holds a Car Bomb, Yellow a Mob Doctor
    red, yellow = HandPanel(game, "Red"), HandPanel(game, "Yellow")
    assert "mobgames-mt-hand" in red._dom_classes
    assert "Car Bomb" in red.cards.value and "Mob Doctor" not in red.cards.value
    assert "Attack \u00b7 level 2" in red.cards.value and FAVOR["car_bomb"].text in red.cards.value
    assert "Mob Doctor" in yellow.cards.value and "Car Bomb" not in yellow.cards.value
    assert red.cards.value.count("mobgames-mt-card") == 1
    with pytest.raises(SetupError):
        HandPanel(game, "Purple")


def test_a_full_hand_shows_every_card_with_its_details():
    game = new_game(4, seed=5)
    panel = HandPanel(game, "Blue")
    assert panel.cards.value.count("mobgames-mt-card") == len(game.hands["Blue"]) == 6
    for c in game.hands["Blue"]:
        assert FAVOR[c].name in panel.cards.value
    others = {c for p in ("Red", "Green", "Yellow") for c in game.hands[p]} - set(game.hands["Blue"])
    assert others and not any(FAVOR[c].name in panel.cards.value for c in others)


# -- the Show of Respect panel ---------------------------------------------------------------------
def make_deal(panel, payer, payee, amount, vote=None):
    panel.payer.value = payer
    panel.payee.value = payee
    panel.amount.value = amount
    panel.vote_for.value = vote or "(no vote)"
    panel.deal_button.click()


def test_show_panel_tallies_and_offers_the_voters_choices():
    game = examples.mansion_election()
    panel = ShowPanel(game)
    assert "mobgames-mt-show" in panel._dom_classes
    assert "Show of Respect in the Don&#x27;s Mansion</b> to elect the Don." in panel.tally.value
    for p, respect in game.show.respect.items():
        assert f"<b>{p}</b></td><td style='text-align:center'>{respect}</td>" in panel.tally.value
    voter = game.decision.player
    labels = [b.description for b in panel.vote_buttons.children]
    assert labels == [f"{voter}: Vote for {a.target}" for a in game.legal_actions()]
    panel.vote_buttons.children[-1].click()     # vote for the last candidate
    assert game.show.votes[voter] == game.show.candidates[-1]
    assert f"votes for <b>{game.show.candidates[-1]}</b>" in panel.tally.value


def test_show_panel_deal_binds_a_vote():
    game = examples.mansion_election()
    voter = game.decision.player
    assert voter == "Blue"
    panel = ShowPanel(game)
    make_deal(panel, "Green", "Blue", 25, vote="Green")
    assert game.cash["Green"] == 0 and game.cash["Blue"] == 50
    assert game.show.promises == {"Blue": "Green"}
    assert [a.target for a in game.legal_actions()] == ["Green"]
    assert "binding" in panel.message.value
    assert [b.description for b in panel.vote_buttons.children] == ["Blue: Vote for Green"]
    assert "promised to Green" in panel.tally.value
    assert game.history[-1].to_json() == ["Green", "deal", {"payee": "Blue", "amount": 25, "vote": "Green"}]


def test_a_refused_deal_explains_why_and_changes_nothing():
    game = examples.mansion_election()
    panel = ShowPanel(game)
    before = (dict(game.cash), len(game.history), dict(game.show.promises))
    make_deal(panel, "Red", "Blue", 500, vote="Red")
    assert "No deal: Red has only $25k and cannot pay $500k." in panel.message.value
    assert (dict(game.cash), len(game.history), dict(game.show.promises)) == before
    # Blue votes first, then Green: once Green has voted, his vote is not for sale.
    game.apply(game.legal_actions()[0])
    game.apply(next(a for a in game.legal_actions() if a.target == "Green"))
    make_deal(panel, "Red", "Green", 5, vote="Red")
    assert "Green has already voted" in panel.message.value
    assert game.cash["Red"] == 25


def test_show_panel_without_a_show_and_with_a_payer_list():
    game = new_game(4, seed=2)
    panel = ShowPanel(game, payers=["Red"])
    assert "No Show of Respect" in panel.tally.value and not panel.vote_buttons.children
    assert list(panel.payer.options) == ["Red"] and "Red" not in panel.payee.options
    assert panel.vote_for.disabled
    make_deal(panel, "Red", "Blue", 5)   # plain cash can change hands at any time
    assert game.cash["Red"] == 20 and game.cash["Blue"] == 30


# -- the table --------------------------------------------------------------------------------------
def choose(table, label):
    """Click the button labelled ``label`` (or pick it in a dropdown and click that dropdown's button)."""
    for b in table.buttons():
        if b.description == label:
            b.click()
            return
        pick = getattr(b, "pick", None)
        if pick is not None:
            for text, i in pick.options:
                if text == label:
                    pick.value = i
                    b.click()
                    return
    raise AssertionError(f"no choice {label!r} among {labels(table)}")


def labels(table):
    out = []
    for b in table.buttons():
        pick = getattr(b, "pick", None)
        out += [t for t, _ in pick.options] if pick is not None else [b.description]
    return out


def widget_html(w) -> str:
    """Every HTML shown in a widget tree."""
    parts = [w.value] if isinstance(w, W.HTML) else []
    for c in getattr(w, "children", ()):
        parts.append(widget_html(c))
    return "\n".join(parts)


def test_table_stops_at_the_humans_decision_with_one_choice_per_action():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    assert {"mobgames-mt"} <= set(t._dom_classes)
    assert "mobgames-mt-table" in t.table._dom_classes and "mobgames-mt-actions" in t.actions._dom_classes
    d = t.game.decision
    assert d.player == "Red" and d.kind == "place"
    assert len(labels(t)) == len(d.actions) == len(set(labels(t)))
    assert any(label == "Place the Capo in Kitty's" for label in labels(t))
    assert any(isinstance(c, W.Dropdown) for c in _walk(t.actions))   # 30 choices: grouped in dropdowns
    assert "Your decision" in t.status.value


def _walk(w):
    yield w
    for c in getattr(w, "children", ()):
        yield from _walk(c)


def test_a_click_applies_the_action_and_the_bots_play_to_the_next_human_decision():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    start = len(t.game.history)
    choose(t, "Place the Capo in Kitty's")
    h = t.game.history
    assert h[start].player == "Red"
    assert (h[start].kind, h[start].target, h[start].where) == ("place", "red_capo", "kittys")
    assert t.game.where["red_capo"] == "kittys"
    bots = h[start + 1:]
    assert bots and all(a.player != "Red" for a in bots)      # the bots played on ...
    assert t.game.decision.player == "Red"                      # ... to Red's next decision
    assert "Kitty" in t.story.value


def test_clear_labels_and_a_whole_example_played_by_clicking():
    t = MTTable(examples.car_bomb(), humans=("Red",))
    assert labels(t) == ["Attack Yellow in the Meat Locker with your Car Bomb card", "Pass: end your action turn"]
    assert "Mob Doctor" not in widget_html(t)    # Yellow's hand stays hidden
    choose(t, "Attack Yellow in the Meat Locker with your Car Bomb card")
    assert "Yellow defends with a Mob Doctor card (level 3)." in [e.text for e in t.game.log]
    # Next round Red, the Don, keeps one of two cards and gives the other to Yellow ...
    assert t.game.decision.kind == "keep" and all(label.startswith("Keep ") for label in labels(t))
    choose(t, labels(t)[0])
    assert labels(t) == [f"Give {t.game.decision.actions[0].card and FAVOR[t.game.decision.actions[0].card].name} to Yellow"]
    assert t.show_panel.layout.display == "none"
    choose(t, labels(t)[0])
    # ... and votes in the Show of Respect for the Meat Locker's racket, shown in its panel.
    assert t.game.decision.kind == "vote" and t.game.show.location == "meat_locker"
    assert labels(t) == ["Vote for Red", "Vote for Yellow"]
    assert t.show_panel.layout.display != "none" and "Meat Locker" in t.show_panel.tally.value
    choose(t, "Vote for Red")
    assert t.game.show is None or t.game.show.location != "meat_locker"


def test_the_pinch_vote_is_against_a_player():
    t = MTTable(examples.little_italy_shotgun(), humans=("Red",))
    assert t.game.show.purpose == "pinch"
    assert labels(t) == ["Vote against Blue", "Vote against Green"]
    assert "Respect against" in t.show_panel.tally.value
    choose(t, "Vote against Green")
    # Blue votes against Green too; Green answers with his Shotgun and Little Italy is free.
    assert "Green uses a Shotgun: 2 Feds removed, 3 left." in [e.text for e in t.game.log]


def test_undo_restores_the_previous_position():
    t = MTTable(new_game(4, seed=7), humans=("Red",))
    assert not t.can_undo() and t.undo_button.disabled
    assert not t.undo() and "Nothing to undo" in t.message.value
    rng = random.Random(2)
    for _ in range(6):   # a few human choices in
        choose(t, rng.choice(labels(t)))
    saved = t.game.to_json()
    where, cash, hands = dict(t.game.where), dict(t.game.cash), {p: list(h) for p, h in t.game.hands.items()}
    choice = labels(t)[-1]
    choose(t, choice)
    assert t.game.to_json() != saved
    old = t.game
    assert t.undo()
    assert t.game is old and t.game.to_json() == saved          # undone in place, by the engine
    assert (t.game.where, t.game.cash, t.game.hands) == (where, cash, hands)
    assert choice in labels(t) and t.game.decision.player == "Red"
    assert t.board.game is t.game and t.hand.game is t.game and t.show_panel.game is t.game
    assert t.board.picture.value == str(game_svg(t.game))


def test_undo_takes_back_a_deal_too():
    t = MTTable(examples.docks_tie(), humans=("Blue",))
    assert t.game.decision.player == "Blue" and t.game.decision.kind == "vote"
    cash = dict(t.game.cash)
    make_deal(t.show_panel, "Blue", "Red", 10, vote="Blue")   # Blue buys the Don's tie-break
    assert t.game.cash["Blue"] == cash["Blue"] - 10 and t.game.show.promises == {"Red": "Blue"}
    assert "binding" in t.show_panel.message.value and t.can_undo()
    assert t.undo()
    assert t.game.cash == cash and t.game.show.promises == {}
    assert t.game.decision.player == "Blue" and not t.can_undo()


def test_a_table_with_scripted_dice_can_undo_too():
    from mobgames.core.dice import ScriptedDice
    game = new_game(3, dice=ScriptedDice([1] * 500))
    t = MTTable(game, humans=("Red",))
    before = game.to_json()
    choose(t, labels(t)[0])
    assert t.can_undo() and not t.undo_button.disabled
    assert t.undo() and t.game.to_json() == before


def test_a_refused_undo_or_choice_is_a_sentence():
    t = MTTable(examples.car_bomb(), humans=("Red",))
    t.choose(Action("Red", "attack", card="sniper", target="Yellow", where="meat_locker"))
    assert "Red has no Sniper card in hand." in t.message.value and "Traceback" not in t.message.value
    t.choose("pass")
    assert "is not an action" in t.message.value


def test_a_whole_game_can_be_clicked_through_to_the_final_scores():
    t = MTTable(new_game(3, seed=11), humans=("Red",))
    rng = random.Random(11)
    for _ in range(3000):
        if t.game.over:
            break
        choose(t, rng.choice(labels(t)))
    assert t.game.over and not t.buttons()
    win = t.game.winner
    assert "Game over" in t.status.value and f"{win[0]}</b>" in t.status.value
    for score in t.game.scores().values():
        assert f"${score}k</li>" in t.status.value
    assert t.show_panel.layout.display == "none"


def test_two_humans_share_the_table_and_each_sees_his_own_hand():
    t = MTTable(new_game(3, seed=5), humans=("Red", "Blue"))
    seen = set()
    for _ in range(40):
        d = t.game.decision
        if d is None:
            break
        assert d.player in ("Red", "Blue")
        if t.kit.curtain.layout.display != "none":   # the screen passes: nobody's cards are shown
            assert t.hand.layout.display == "none" and t.hand.cards.value == "" and not t.buttons()
            assert f"Pass the screen to {d.player}" in t.kit.curtain_text.value
            t.kit.curtain_button.click()
        assert t.hand.player == d.player and t.hand.layout.display != "none"
        hidden = {FAVOR[c].name for p in t.game.players if p != d.player for c in t.game.hands[p]}
        hidden -= {FAVOR[c].name for c in t.game.hands[d.player]}
        assert not any(f">{name}<" in t.hand.cards.value for name in hidden)
        seen.add(d.player)
        choose(t, labels(t)[0])
    assert seen == {"Red", "Blue"}
    assert "Pass the screen" in "".join(t.kit.curtain_text.value for _ in [0])


def test_a_table_needs_its_humans_at_the_table():
    with pytest.raises(SetupError):
        MTTable(new_game(["Ann", "Bob", "Cy"], seed=1))   # no "Red" here
    with pytest.raises(SetupError):
        MTTable(new_game(3, seed=1), humans=("Red", "Purple"))
    t = MTTable(new_game(["Ann", "Bob", "Cy"], seed=1), humans=("Cy",))
    assert t.game.decision.player == "Cy"


def test_a_custom_bot_is_used_for_the_other_players():
    calls = []

    def bot(game):
        calls.append(game.decision.player)
        return game.legal_actions()[0]

    t = MTTable(new_game(4, seed=1), humans=("Yellow",), bot=bot)
    assert calls and set(calls) <= {"Red", "Blue", "Green"}
    assert t.game.decision.player == "Yellow"

    class First(Bot):
        def choose(self, view):
            calls.append(view.player)
            return view.legal_actions()[0]

    calls.clear()
    t = MTTable(new_game(4, seed=1), humans=("Yellow",), bot=First())
    assert calls and set(calls) <= {"Red", "Blue", "Green"} and t.game.decision.player == "Yellow"


def test_a_stuck_bot_is_reported_in_a_sentence():
    class Stuck(Bot):
        def choose(self, view):
            return Action(view.player, "fly")

    t = MTTable(new_game(4, seed=1), humans=("Yellow",), bot=Stuck())
    assert "is stuck" in t.message.value and "not one of the choices" in t.message.value


def test_mob_ties_views_are_exported_lazily():
    import mobgames.widgets.mobties as mt
    import mobgames.widgets.mt_table as mtt
    assert widgets.MTTable is mtt.MTTable and widgets.ShowPanel is mt.ShowPanel
    assert widgets.HandPanel is mt.HandPanel and widgets.MTBoardView is mt.MTBoardView
    assert {"MTTable", "ShowPanel", "HandPanel", "MTBoardView"} <= set(widgets.__all__)
    with pytest.raises(AttributeError):
        widgets.NoSuchView  # noqa: B018


def test_the_table_says_when_the_drivers_move_ended_the_action_turn():
    t = MTTable(new_game(4, seed=1), humans=("Red",))
    for _ in range(300):
        acts = list(t.game.legal_actions())
        drives = [a for a in acts if a.kind == "drive"]
        if drives:
            t.choose(drives[0])
            break
        t.choose(acts[0] if acts[0].kind != "pass" or len(acts) == 1 else acts[-1])
    assert "Driver has made his one move this turn" in t.message.value
