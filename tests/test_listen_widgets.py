"""The Listen buttons where a reader meets them: the word bank panel, the model answers, the
steppers (this step, every step) and the battle stepper; and the live tables' Read the news aloud
switch. Each button is named for what it reads, sends the recordings (bytes, never a file path the
page would have to fetch), and sends the words for the browser's voice only where there is no
recording."""

from __future__ import annotations

from pathlib import Path

from mobgames.teaching import audio, define
from mobgames.widgets.listen import Listen, ReadAloud


class Sent(list):
    """What a widget sent to the page: (content, buffers) pairs."""


def capture(widget) -> Sent:
    sent = Sent()
    widget.send = lambda content, buffers=None: sent.append((content, list(buffers or [])))
    return sent


def test_a_recorded_text_goes_as_its_bytes_and_a_reworded_one_as_words():
    bail = define("bail")
    listen = Listen([("bail", "Listen: bail", [bail.term, bail.example + " Now!"])])
    sent = capture(listen)
    listen._on_msg(listen, {"play": 0}, [])
    (content, buffers), = sent
    assert content["parts"][0] == {"file": Path(audio(bail.term)).name}
    assert content["parts"][1] == {"text": bail.example + " Now!"}
    assert buffers == [Path(audio(bail.term)).read_bytes()] and buffers[0][:1] == b"\xff"
    assert listen.buttons == [{"label": "bail", "name": "Listen: bail", "disabled": False}]


def test_a_button_with_nothing_to_read_is_disabled_and_a_stray_message_does_nothing():
    listen = Listen([("This step", "Listen: no step yet", [])])
    sent = capture(listen)
    assert listen.buttons[0]["disabled"] is True
    listen._on_msg(listen, {"play": 5}, [])
    listen._on_msg(listen, {"nonsense": True}, [])
    assert sent == []
    assert Listen.one("bail").buttons[0]["name"] == "Listen: bail"


def test_the_word_bank_reads_each_word_and_its_example():
    from mobgames.teaching import word_bank
    from mobgames.widgets import GlossaryPanel

    panel = GlossaryPanel(chapter="bloodfeud/03_battle")
    words = [e for _, e in word_bank("bloodfeud/03_battle").words]
    assert [b["name"] for b in panel.listen.buttons] == [f"Listen: {e.term}" for e in words]
    assert panel.listen.speed is True
    for i, e in enumerate(words):
        assert all("file" in part for part in panel.listen.play(i)), e.term
    panel.lookup.value = "bribe"
    assert panel.answer_listen.buttons[0]["name"] == "Listen: bribe"
    assert all("file" in part for part in panel.answer_listen.play(0))
    panel.lookup.value = ""
    assert panel.answer_listen.buttons == []


def test_a_model_answer_that_is_a_dialogue_is_read_in_several_voices():
    from mobgames.widgets import NowYou

    now = NowYou("familybusiness/04_play_a_game")
    parts = now.listen.play(0)
    assert len(parts) == 6 and all("file" in p for p in parts)
    assert now.listen.buttons[0]["name"] == "Listen to the model answer"
    assert len({p["file"] for p in parts}) == 6


def test_the_battle_stepper_reads_the_moment_shown_and_the_battle_so_far():
    from mobgames.bloodfeud.examples import battle_example
    from mobgames.widgets import BattleStepper

    stepper = BattleStepper(battle_example(1))
    stepper.step()
    stepper.step()
    names = [b["name"] for b in stepper.listen.buttons]
    assert names == ["Listen: this step of the battle", "Listen: every step of the battle so far"]
    assert len(stepper.listen.play(1)) == 3
    assert stepper.listen.play(0) == stepper.listen.play(1)[-1:]


def test_a_story_stepper_reads_its_newest_step_and_every_step():
    from mobgames.mobties import Action, examples
    from mobgames.widgets import StoryStepper

    script = [Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"),
              Action("Yellow", "defend", card="mob_doctor", where="meat_locker")]
    stepper = StoryStepper(examples.car_bomb, script)
    assert stepper.view.listen.buttons[0]["disabled"] is True
    stepper.step()
    assert stepper.view.listen.buttons[0]["name"] == "Listen: this step (step 1)"
    first = stepper.view.listen.play(0)
    stepper.step()
    assert stepper.view.listen.buttons[0]["name"] == "Listen: this step (step 2)"
    assert stepper.view.listen.play(1)[: len(first)] == first
    stepper.back()
    assert stepper.view.listen.play(0) == first


def test_the_news_is_read_aloud_only_when_the_switch_is_on():
    reader = ReadAloud()
    sent = capture(reader)
    assert reader.say("Blue wins the vote.") is False and sent == []
    reader.enabled = True
    assert reader.say("<b>Blue</b> wins the vote.") is True
    assert sent == [({"say": "Blue wins the vote."}, [])]
    assert reader.say("") is False


def test_every_live_table_has_the_switch():
    from mobgames.familybusiness import new_game as fb_game
    from mobgames.widgets import FBTable

    table = FBTable(fb_game(["Ana", "Bot 1", "Bot 2"], seed=3), human="Ana")
    assert table.kit.read_aloud in table.kit.toolbar.children


def test_with_no_recordings_installed_the_page_is_told_so(monkeypatch, tmp_path):
    monkeypatch.setenv("MOBGAMES_AUDIO", str(tmp_path / "nowhere"))
    listen = Listen.one("bail")
    assert listen.play(0) == [{"text": "bail", "none": True}]


def test_a_clicked_game_term_in_a_stepper_is_said():
    from mobgames.bloodfeud.examples import battle_example
    from mobgames.widgets import BattleStepper

    stepper = BattleStepper(battle_example(1))
    assert stepper.listen.terms is True and 'data-term="attacker"' in stepper.line.value
    sent = capture(stepper.listen)
    stepper.listen._on_msg(stepper.listen, {"term": "attacker"}, [])
    assert sent[0][0] == {"parts": [{"file": Path(audio("attacker")).name}]}
    assert stepper.listen.say_term("attacks") == [{"file": Path(audio("attack")).name}]   # (its headword)
    assert stepper.listen.say_term("not a game word") == [] and stepper.listen.say_term(5) == []
