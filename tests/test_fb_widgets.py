"""The Family Business table, driven from Python."""

import random

from mobgames.familybusiness import new_game
from mobgames.widgets import FBTable


def test_table_offers_the_humans_choices_and_bots_play_the_rest():
    t = FBTable(seed=3)
    assert t.game.decision.player == "Ana" and "play one of your cards" in t.table.value
    labels = [b.description for b in t.action_buttons()]
    assert any(label.startswith("Discard") for label in labels)
    assert "Your hand" in t.table.value
    # Only the human's hand is shown: one card badge per card in it.
    assert t.table.value.count("mobgames-fb-card'") == len(t.game.hands["Ana"])


def test_a_whole_game_can_be_clicked_through():
    t = FBTable(seed=5)
    rng = random.Random(5)
    for _ in range(3000):
        if t.game.winner or not t.action_buttons():
            break
        rng.choice(t.action_buttons()).click()
    assert t.game.winner and "wins!" in t.table.value and not t.action_buttons()


def test_a_game_seen_from_another_seat_without_bots():
    g = new_game(["Ana", "Ben"], seed=2)
    t = FBTable(g, human="Ben", bots=False)
    assert "Waiting for <b>Ana</b>" in t.table.value and not t.action_buttons()
