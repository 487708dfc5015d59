"""The table kit every game table shares (mobgames/widgets/table_kit.py): the bounded bot loop, refusals
in sentences, undo, New game, save and load, hot seat, the game-over panel and the story panel."""

import base64
import re

import ipywidgets as W
import pytest

from mobgames.core.chance import steps_since
from mobgames.mobties import new_game
from mobgames.widgets import MTTable


def _first_action(t):
    return t.game.legal_actions()[0]


def test_save_gives_a_download_link_of_the_game_and_load_brings_it_back():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    t.choose(_first_action(t))
    saved = t.kit.save()
    link = t.kit.save_link.value
    assert "download=" in link and base64.b64decode(re.search(r"base64,([^']+)'", link).group(1)).decode() == saved
    t.choose(_first_action(t))
    assert t.game.to_json() != saved
    assert t.kit.load(saved)
    assert t.game.to_json() == saved and "Game loaded" in t.message.value
    assert t.board.game is t.game and t.hand.game is t.game   # the panels follow the loaded game


@pytest.mark.parametrize("text", ["", "not json", '{"format": "mobgames-save", "game": "bloodfeud"}', b"\xff\xfe"])
def test_a_damaged_or_foreign_file_is_refused_in_a_sentence_and_changes_nothing(text):
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    before = t.game.to_json()
    if isinstance(text, bytes):   # the browser sends no text for a file that is not UTF-8
        t.kit.load_button.from_browser(t.kit.load_button, {"event": "file", "name": "x.json", "text": None})
    else:
        assert not t.kit.load(text)
    assert "cannot be loaded" in t.message.value and "Traceback" not in t.message.value
    assert t.game.to_json() == before


def test_the_load_button_loads_the_chosen_file_and_says_no_count():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    t.choose(_first_action(t))
    saved = t.kit.save()
    t.choose(_first_action(t))
    assert t.kit.load_button.description == "Load"   # (ipywidgets' FileUpload said "Load (0)")
    t.kit.load_button.from_browser(t.kit.load_button, {"event": "file", "name": "game.json", "text": saved})
    assert t.game.to_json() == saved and "Game loaded" in t.message.value
    before = t.game.to_json()
    for bad in ({"event": "file", "name": 3, "text": saved}, {"event": "other"}, "file", {"event": "file"}):
        t.kit.load_button.from_browser(t.kit.load_button, bad)   # not the browser's message: ignored
    assert t.game.to_json() == before


def test_new_game_starts_a_fresh_deal_with_the_same_players():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    t.choose(_first_action(t))
    old = t.game
    t.kit.new_button.click()
    assert t.game is not old and t.game.players == old.players and t.game.seed == 4
    assert "new game has started" in t.message.value and t.game.decision.player == "Red"


def test_the_story_has_one_block_per_turn_and_undo_takes_the_undone_blocks_away():
    t = MTTable(new_game(4, seed=3), humans=("Red",))
    t.choose(_first_action(t))
    story = t.story.value
    assert story.count("<details") >= 2 and "(computer)" in story and "Red (you)" in story
    blocks = len(t.kit.turns)
    assert t.undo()
    assert len(t.kit.turns) < blocks and "Red (you)" not in t.story.value


def test_the_bot_loop_is_bounded():
    t = MTTable(new_game(4, seed=3), humans=())
    t.kit.max_bot_actions = 5
    t.kit.replace(new_game(4, seed=3), "")
    assert "stopped after 5 actions" in t.message.value
    assert len(steps_since(t.game, 0)) == 5   # (the bots' actions: chance's come between)


def test_a_game_played_to_the_end_shows_the_game_over_panel():
    t = MTTable(new_game(3, seed=2), humans=())   # the bots play the whole game
    assert t.game.over
    assert t.kit.over_panel.layout.display == "block" and "Game over" in t.kit.over_panel.value
    assert "New game" in t.kit.over_panel.value


def test_hot_seat_hides_the_last_players_hand_until_the_next_one_takes_the_screen():
    t = MTTable(new_game(3, seed=5), humans=("Red", "Blue"))
    for _ in range(60):
        if t.kit.curtain.layout.display != "none":
            break
        t.choose(_first_action(t))
    assert t.kit.curtain.layout.display != "none" and t.hand.cards.value == "" and not t.buttons()
    t.kit.curtain_button.click()
    assert t.kit.curtain.layout.display == "none" and t.hand.player == t.game.decision.player


def test_the_family_business_table_groups_its_choices_and_undoes_the_readers_last_one():
    from mobgames.widgets import FBTable

    t = FBTable(seed=3)
    heads = [r.children[0].value for r in t.buttons.children if r.children and isinstance(r.children[0], W.HTML)]
    assert heads == ["<b>Play a card</b>", "<b>Or discard a card</b>"]
    for row in t.buttons.children:
        labels = [b.description for b in row.children if isinstance(b, W.Button)]
        assert labels == sorted(labels)
    before = t.game.to_json()
    t.action_buttons()[-1].click()            # a discard; the bots then play to Ana's next decision
    assert t.game.to_json() != before and t.kit.can_undo()
    assert t.undo() and t.game.to_json() == before


def test_the_story_opens_the_readers_last_turn_and_every_turn_since():
    t = MTTable(new_game(4, seed=1), humans=("Red",))
    t.choose(_first_action(t))
    blocks = re.findall(r"<details( open)? class='mobgames-story-turn'><summary><b>([^<]*)", t.story.value)
    heads = [h for _, h in blocks]
    assert heads[heads.index("Red (you)"):] == ["Red (you)", "Blue (computer)", "Green (computer)", "Yellow (computer)"]
    assert all(o for o, h in blocks[heads.index("Red (you)"):]) and not blocks[0][0]


def test_after_a_choice_the_message_says_what_the_computer_did_and_whose_turn_it_is():
    """The table's message is a live region from the start (a screen reader says it when it
    changes): after the reader's choice it repeats the last sentences of what happened, the
    computer's moves among them, then that it is the reader's turn; a refusal replaces it."""
    from mobgames.core.markup import text
    from mobgames.widgets import FBTable
    from mobgames.widgets.keyboard import ANNOUNCE

    t = FBTable(seed=3)
    assert ANNOUNCE in t.kit.message._dom_classes and t.kit.message.value == ""
    since = len(t.game.log)
    t.action_buttons()[-1].click()
    said = [e.text for e in t.game.log[since:]]
    assert len(said) >= 2 and t.game.decision.player == "Ana"   # (a computer played in between)
    assert t.kit.message.value.endswith(text(" ".join(said[-3:] + ["Your turn."])) + "</div>")
    t.kit.act(type(t.game.history[0])("Ana", "play", card="no_such_card"))
    assert "Your turn." not in t.kit.message.value and "#b00020" in t.kit.message.value
