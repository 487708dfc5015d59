import pytest

from mobgames.core import Event, MobgamesError, RandomDice, ScriptedDice, narrate
from mobgames.core.slug import slug


def test_seeded_dice_repeat_with_the_same_seed():
    a, b = RandomDice(7), RandomDice(7)
    assert [a.roll() for _ in range(50)] == [b.roll() for _ in range(50)]
    assert all(1 <= RandomDice(3).roll(10) <= 10 for _ in range(200))


def test_scripted_dice_replay_and_treat_zero_as_ten():
    d = ScriptedDice([4, 0, 10])
    assert [d.roll(), d.roll(), d.roll()] == [4, 10, 10]
    with pytest.raises(MobgamesError, match="run out"):
        d.roll()


def test_scripted_dice_refuse_impossible_faces():
    with pytest.raises(MobgamesError, match="impossible"):
        ScriptedDice([11]).roll(10)


@pytest.mark.parametrize("name, expected", [
    ("Jacob Riis Park", "jacob_riis_park"),
    ("Hell's Kitchen", "hells_kitchen"),
    ("St. George", "st_george"),
    ("Bedford-Stuyvesant", "bedford_stuyvesant"),
    ("The Rockaways", "the_rockaways"),
])
def test_slug(name, expected):
    assert slug(name) == expected


def test_narrate_numbers_sentences():
    assert narrate([Event("a", "One."), Event("b", "Two.")]) == "1. One.\n2. Two."


def test_classroom_seed_fixes_every_unseeded_game(monkeypatch):
    from mobgames.bloodfeud import new_game
    from mobgames.core.dice import RandomDice, fresh_seed
    from mobgames.mobties import new_game as mt_game

    monkeypatch.setenv("MOBGAMES_SEED", "2026")
    assert fresh_seed() == 2026 and RandomDice().seed == 2026
    assert new_game(3).seed == 2026 and mt_game(4).seed == 2026
    assert [RandomDice().roll() for _ in range(3)] == [RandomDice(2026).roll() for _ in range(3)]
    monkeypatch.setenv("MOBGAMES_SEED", "soon")
    with pytest.raises(MobgamesError, match="whole number"):
        fresh_seed()


def test_a_broken_data_file_is_named_with_the_place_of_the_mistake(tmp_path):
    from mobgames.core.datafile import read_json
    from mobgames.core.errors import SetupError

    bad = tmp_path / "cards.json"
    bad.write_text('{"cards": [\n  {"id": "x",}\n]}', encoding="utf-8")
    with pytest.raises(SetupError, match=r"cards file .*cards.json is not valid JSON \(line 2"):
        read_json(str(bad), "cards", SetupError)
    with pytest.raises(MobgamesError, match="glossary file is missing"):
        read_json(str(tmp_path / "nothing.json"), "glossary")


def test_game_facts_read_as_english_not_as_python():
    from mobgames.core.text import and_list, each

    assert each({"Red": 25, "Blue": 50, "Green": 0}, "${}k") == "Red $25k, Blue $50k and Green $0k"
    assert each({"Red": 2}) == "Red 2" and each({}) == ""
    assert and_list(["Blue"]) == "Blue" and and_list([], empty="nobody") == "nobody"


def test_a_script_plays_all_or_nothing_and_every_game_has_its_picture():
    from mobgames.bloodfeud import Turns
    from mobgames.core.errors import IllegalAction
    from mobgames.familybusiness.examples import war_example
    from mobgames.mobties import Action, examples

    script = [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
              Action("Blue", "refuse", where="docks"), Action.deal("Blue", "Red", 10, vote="Blue"),
              lambda g: next(a for a in g.legal_actions() if a.kind == "tie" and a.target == "Blue")]
    by_hand = examples.docks_tie()
    events = []
    for step in script:
        events += by_hand.apply(step(by_hand) if callable(step) else step)
    game = examples.docks_tie()
    assert game.play(script) == events and game.to_json() == by_hand.to_json()
    assert any(e.kind == "cash" and "Blue collects" in e.full for e in events)
    fresh = examples.docks_tie()
    before = fresh.to_json()
    with pytest.raises(IllegalAction):
        fresh.play(script[:2] + [Action("Blue", "vote", target="Green")])   # Blue has voted: refused
    assert fresh.to_json() == before                                        # the first two are taken back
    assert game.picture().startswith("<svg") and game.picture() == game._repr_svg_()
    assert war_example().picture() == war_example()._repr_html_()
    turns = Turns.start(["Ana", "Ben"], seed=1)
    assert turns.picture() == turns.game._repr_svg_()
