"""Every editable data file goes through one validating reader: a broken copy is refused with a
DataError that names the file and lists every problem (the record and field, or the line and
column of broken JSON); every shipped file loads."""

from __future__ import annotations

import copy
import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable

import pytest

from mobgames.core.errors import ArgumentError

import mobgames
from mobgames.bloodfeud import narration as bf_narration, pieces as bf_pieces
from mobgames.bloodfeud.board import load_board, read_board_data
from mobgames.bloodfeud.purchases import default_supply
from mobgames.bloodfeud.setup import default_board, setup_table
from mobgames.core.datafile import (MAX_DEPTH, Either, ListOf, MapOf, Record, Tagged, Text, Tuple, Whole, check,
                                    data_error, problems, read_json)
from mobgames.core.errors import BoardError, DataError, MobgamesError, SetupError
from mobgames.familybusiness import cards as fb_cards, narration as fb_narration
from mobgames.mobties import cards as mt_cards, narration as mt_narration
from mobgames.teaching import chapter_notes, exercises, glossary, lessons, phrases, pronunciation
from mobgames.teaching.exercises import ExerciseError
from mobgames.teaching.glossary import GlossaryError
from mobgames.teaching.phrases import PhraseError

PACKAGE = Path(mobgames.__file__).parent


@dataclass
class File:
    shipped: str                         # inside the package
    load: Callable                       # the loader, given the path of a copy
    error: type                          # the error class callers catch (also a DataError)
    place: str = ""                      # where the copy goes in tmp_path (default: its own name)
    beside: tuple[tuple[str, str], ...] = ()   # other shipped files the loader reads next to it

    def write(self, tmp_path: Path, content) -> Path:
        path = tmp_path / (self.place or Path(self.shipped).name)
        path.parent.mkdir(parents=True, exist_ok=True)
        for src, dst in self.beside:
            shutil.copy(PACKAGE / src, tmp_path / dst)
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        elif content is not None:
            path.write_text(json.dumps(content, ensure_ascii=False, indent=1), encoding="utf-8")
        return path

    def data(self):
        return json.loads((PACKAGE / self.shipped).read_text(encoding="utf-8"))


FILES = {
    "bf_board": File("bloodfeud/data/board.json", load_board, BoardError),
    "bf_pieces": File("bloodfeud/data/pieces.json", bf_pieces._raw, SetupError),
    "bf_setup": File("bloodfeud/data/setup.json", setup_table, SetupError),
    "bf_supply": File("bloodfeud/data/supply.json", default_supply, SetupError),
    "fb_cards": File("familybusiness/data/cards.json", fb_cards._cards_data, SetupError),
    "fb_families": File("familybusiness/data/families.json", fb_cards.families, SetupError),
    "mt_board": File("mobties/data/board.json", lambda p: mt_cards._load("board.json", p), SetupError),
    "mt_favor": File("mobties/data/favor_cards.json", lambda p: mt_cards._load("favor_cards.json", p), SetupError),
    "mt_fed": File("mobties/data/fed_cards.json", lambda p: mt_cards._load("fed_cards.json", p), SetupError),
    "glossary": File("teaching/data/glossary.json", lambda p: glossary._entries(str(p.parent)), GlossaryError),
    "translation": File("teaching/data/translations/es.json",
                        lambda p: glossary._translation(str(p.parent.parent), p.stem), GlossaryError,
                        place="translations/es.json", beside=(("teaching/data/glossary.json", "glossary.json"),)),
    "phrases": File("teaching/data/phrases.json", lambda p: phrases._phrases(str(p)), PhraseError),
    "roleplays": File("teaching/data/roleplays.json", lambda p: phrases._cards(str(p)), PhraseError),
    "exercises": File("teaching/data/exercises.json", lambda p: exercises._data(str(p.parent)), ExerciseError),
    "minimal_pairs": File("teaching/data/minimal_pairs.json", lambda p: pronunciation._pairs(str(p)), GlossaryError),
    "teacher_notes": File("teaching/data/teacher_notes.json", lambda p: chapter_notes._notes(str(p)), GlossaryError),
    "lessons": File("teaching/data/lessons.json", lambda p: lessons._lessons(str(p)), GlossaryError),
    "bf_narration": File("bloodfeud/data/narration.json", bf_narration.NARRATION.read, SetupError),
    "mt_narration": File("mobties/data/narration.json", mt_narration.NARRATION.read, SetupError),
    "fb_narration": File("familybusiness/data/narration.json", fb_narration.NARRATION.read, SetupError),
}


def _refused(file: File, path: Path) -> DataError:
    with pytest.raises(DataError) as err:
        file.load(path)
    assert isinstance(err.value, file.error) and isinstance(err.value, MobgamesError)
    assert str(path) in str(err.value), "the message names the file"
    return err.value


# -- every shipped file loads ----------------------------------------------------------------------

def test_every_shipped_file_loads_with_its_default_path():
    assert len(read_board_data()["spaces"]) == len(default_board())
    assert bf_pieces.PEOPLE and setup_table()["starting_cash"] == 0 and "thug" in default_supply()
    assert len(fb_cards.CARDS) == len(fb_cards._cards_data()["cards"]) and len(fb_cards.families()) >= 6
    assert mt_cards.BOARD["capacity"] and len(mt_cards.favor_deck()) == 100 and len(mt_cards.fed_deck()) == 50
    assert glossary.load_glossary() and set(glossary.languages()) >= {"en", "es", "fr", "ja", "ko", "pt", "zh"}
    assert phrases.topics() and phrases.roleplay_cards() and exercises.chapters()


@pytest.mark.parametrize("name", FILES)
def test_every_shipped_file_loads_from_a_copy(name, tmp_path):
    file = FILES[name]
    assert file.load(file.write(tmp_path, file.data()))


@pytest.mark.parametrize("code", sorted(p.stem for p in (PACKAGE / "teaching/data/translations").glob("*.json")))
def test_every_shipped_translation_loads(code, tmp_path):
    file = File(f"teaching/data/translations/{code}.json", FILES["translation"].load, GlossaryError,
                place=f"translations/{code}.json", beside=FILES["translation"].beside)
    assert file.load(file.write(tmp_path, file.data()))


def test_the_game_names_agree_across_the_teaching_modules():
    from mobgames.teaching.datafiles import GAME_NAMES

    from mobgames.teaching.datafiles import GAME_IDS

    assert set(GAME_NAMES) == set(glossary.GAMES.values()) == set(phrases.GAMES.values())
    assert GAME_IDS == {name: key for key, name in glossary.GAMES.items()}


def test_the_exercise_checks_know_the_same_facts_and_sequences_as_the_engine():
    import re

    from mobgames.teaching.datafiles import FACTS, SEQUENCES

    assert set(FACTS) == set(re.findall(r"``((?:bf|mt|fb)\.[a-z_]+)", exercises.engine_fact.__doc__))
    for name in SEQUENCES:
        assert exercises.sequence(name)[0]


# -- broken in the same way, every file ------------------------------------------------------------

@pytest.mark.parametrize("name", FILES)
def test_truncated_json_names_the_line_and_column(name, tmp_path):
    file = FILES[name]
    text = json.dumps(file.data(), ensure_ascii=False, indent=1)
    cut = text[: len(text) // 2]
    path = file.write(tmp_path, cut)
    err = _refused(file, path)
    assert f"{path.name} is not valid JSON (line {cut.count(chr(10)) + 1}, column" in str(err)


@pytest.mark.parametrize("name", FILES)
def test_a_file_that_is_not_utf8_is_refused(name, tmp_path):
    file = FILES[name]
    text = json.dumps(file.data(), ensure_ascii=False, indent=1).encode("utf-8")
    path = file.write(tmp_path, text[:40] + b"\xff\xfe" + text[40:])
    line, column = text[:40].count(b"\n") + 1, 40 - text[:40].rfind(b"\n")
    assert f"is not UTF-8 text (line {line}, column {column} has the byte 0xff" in str(_refused(file, path))


@pytest.mark.parametrize("name", FILES)
def test_a_folder_instead_of_a_file_is_refused(name, tmp_path):
    file = FILES[name]
    path = file.write(tmp_path, None)
    path.mkdir()
    assert "this is a folder, not a file" in str(_refused(file, path))


@pytest.mark.parametrize("name", FILES)
def test_a_missing_file_is_refused(name, tmp_path):
    file = FILES[name]
    path = file.write(tmp_path, None)
    assert "file is missing" in str(_refused(file, path))


@pytest.mark.parametrize("name", FILES)
def test_a_list_instead_of_an_object_is_refused(name, tmp_path):
    file = FILES[name]
    assert "must be an object {...}, not [1, 2]" in str(_refused(file, file.write(tmp_path, [1, 2])))


# -- broken in each file's own ways ----------------------------------------------------------------

def _set(*keys_and_value):
    *keys, value = keys_and_value

    def change(d):
        for k in keys[:-1]:
            d = d[k]
        d[keys[-1]] = value
    return change


def _del(*keys):
    def change(d):
        for k in keys[:-1]:
            d = d[k]
        del d[keys[-1]]
    return change


def _first_exercise(kind):
    def find(d):
        for chapter, specs in d["chapters"].items():
            for i, spec in enumerate(specs):
                if spec["type"] == kind:
                    return chapter, i, spec
    return find


def _change_exercise(kind, fn):
    def change(d):
        fn(_first_exercise(kind)(d)[2])
    return change


def _exercise_path(kind, rest=""):
    def path(d):
        chapter, i, _ = _first_exercise(kind)(d)
        return f'chapters["{chapter}"][{i}]{rest}'
    return path


# (what is wrong, how to break the shipped data, words the message must contain). Within one file
# the breaks touch different records, so they can all be made at once.
CASES = {
    "bf_board": [
        ("wrong type", _set("spaces", 0, "point", "middle"), 'spaces[0].point: must be a point [x, y], not "middle"'),
        ("missing field", _del("spaces", 1, "name"), 'spaces[1]: "name" is missing (it should be text)'),
        ("not a positive size", _set("size", 0, -5), "size[0]: must be a number above 0, not -5"),
        ("unknown field", _set("edges", 0, "brige", "x"), 'edges[0]: "brige" is not a field this file knows here. '
                                                          'Did you mean "bridge"?'),
        ("enumerated value", _set("areas", 0, "Manhatan"), 'areas[0]: "Manhatan" is not one of "Manhattan"'),
    ],
    "bf_pieces": [
        ("wrong type", _set("people", 0, "move", "one"), 'people[0] (boss).move: must be a whole number, 0 or more, or null, not "one"'),
        ("missing field", _del("vehicles", 0, "cost"), 'vehicles[0] (limousine): "cost" is missing'),
        ("duplicate id", _set("people", 4, "id", "henchman"), 'people[4] (henchman): "henchman" is already the id of another piece'),
        ("negative count", _set("buildings", 0, "cost", -200), "buildings[0] (illicit_activity).cost: must be a whole number, 0 or more, not -200"),
        ("attack beyond the die", _set("people", 1, "attack", 11), "people[1] (family).attack: must be a whole number from 1 to 10, not 11"),
        ("unknown field", _set("actions", 0, "prise", 5), '"prise" is not a field this file knows here.'),
    ],
    "bf_setup": [
        ("wrong type", _set("starting_cash", "none"), 'starting_cash: must be a whole number, 0 or more, not "none"'),
        ("missing field", _del("take_manhattan", "players"), 'take_manhattan: "players" is missing'),
        ("unknown reference", _set("additional_pieces", "2", "tank", 1), 'additional_pieces["2"].tank: "tank" is not a known piece'),
        ("negative count", _set("family", "family", -5), "family.family: must be a whole number, 0 or more, not -5"),
        ("enumerated value", _set("start_areas", "3", 0, "Brooklin"), 'start_areas["3"][0]: "Brooklin" is not one of'),
        ("duplicate name", _set("colours", 1, "name", "Red"), 'colours[1]: the name "Red" is already in this list'),
    ],
    "bf_supply": [
        ("wrong type", _set("supply", "thug", "lots"), 'supply.thug: must be a whole number, 0 or more, or null, not "lots"'),
        ("unknown reference", _set("supply", "boss", 1), 'supply.boss: "boss" is not a known piece that can be bought'),
        ("negative count", _set("supply", "hitman", -1), "supply.hitman: must be a whole number, 0 or more, not -1"),
        ("unknown field", _set("suply", {}), '"suply" is not a field this file knows here. Did you mean "supply"?'),
    ],
    "fb_cards": [
        ("wrong type", _set("cards", 3, "name", 12), "cards[3] (contract_iron_clad).name: must be text, not 12"),
        ("missing field", _del("cards", 6, "type"), 'cards[6] (hit): "type" is missing'),
        ("unknown reference", _set("cards", 11, "counters", ["safe_hous"]),
         'cards[11] (vendetta).counters[0]: "safe_hous" is not a known card. Did you mean "safe_house"?'),
        ("duplicate id", _set("cards", 8, "id", "hit"), 'cards[8] (hit): "hit" is already the id of another card'),
        ("negative count", _set("decks", "56", "counts", "ambush", -1), 'decks["56"].counts.ambush: must be a whole number, 0 or more, not -1'),
        ("enumerated value", _set("cards", 9, "type", "atack"), 'cards[9] (mob_war).type: "atack" is not one of'),
    ],
    "fb_families": [
        ("wrong type", _set("families", 0, "mobsters", "Dutch Schultz"),
         'families[0] (new_york_mob).mobsters: must be a list [...] (each item: text), not "Dutch Schultz"'),
        ("missing field", _del("families", 1, "colour"), 'families[1] (murder_inc): "colour" is missing'),
        ("duplicate id", _set("families", 3, "id", "purple_gang"), 'families[3] (purple_gang): "purple_gang" is already the id of another family'),
        ("bad colour", _set("families", 4, "colour", "green"), 'families[4] (bank_robbers).colour: "green" is not a color code'),
        ("same mobster twice", _set("families", 2, "mobsters", 2, "Abe Axler"),
         'families[2] (purple_gang).mobsters[2]: "Abe Axler" is already in this list'),
    ],
    "mt_board": [
        ("wrong type", _set("capacity", "five"), 'capacity: must be a whole number, 1 or more, not "five"'),
        ("negative count", _set("starting_cash", -25), "starting_cash: must be a whole number, 0 or more, not -25"),
        ("unknown reference", _set("start", "harbour"), 'start: "harbour" is not a known location'),
        ("duplicate id", _set("places", 0, "id", "docks"), 'places[0] (docks): "docks" is already the id of another place'),
        ("missing field", _del("bank", "total"), 'bank: "total" is missing'),
        ("missing player count", _del("locations", 1, "racket", "5"), "locations[1] (little_italy).racket: has no value for 5 players"),
    ],
    "mt_favor": [
        ("wrong type", _set("cards", 0, "level", "1"), 'cards[0] (deal_gone_bad).level: must be a whole number, 0 or more, not "1" (write numbers without quotes)'),
        ("negative count", _set("cards", 1, "count", -8), "cards[1] (car_bomb).count: must be a whole number, 0 or more, not -8"),
        ("unknown reference", _set("cards", 7, "where", "prisn"), 'cards[7] (shanked).where: "prisn" is not a known place. Did you mean "prison"?'),
        ("duplicate id", _set("cards", 4, "id", "car_bomb"), 'cards[4] (car_bomb): "car_bomb" is already the id of another favor card'),
        ("missing field", _del("cards", 5, "count"), 'cards[5] (whacked): "count" is missing'),
        ("enumerated value", _set("cards", 6, "type", "wack"), 'cards[6] (sleep_with_the_fishes).type: "wack" is not one of'),
    ],
    "mt_fed": [
        ("unknown reference", _set("cards", 0, "where", "kitty"), 'cards[0] (raid_kittys_1).where: "kitty" is not a known location'),
        ("negative count", _set("cards", 2, "feds", -1), "cards[2] (raid_docks_1).feds: must be a whole number, 0 or more, not -1"),
        ("duplicate id", _set("cards", 13, "id", "citywide_crackdown"),
         'cards[13] (citywide_crackdown): "citywide_crackdown" is already the id of another fed card'),
        ("missing field", _del("cards", 4, "name"), 'cards[4] (raid_little_italy_1): "name" is missing'),
    ],
    "glossary": [
        ("wrong type", _set("entries", 0, "games", "Mob Ties"), 'entries[0] (Boss).games: must be a list [...]'),
        ("missing field", _del("entries", 1, "definition"), 'entries[1] (Family Member): "definition" is missing'),
        ("enumerated value", _set("entries", 2, "games", ["Mob Tie"]), 'entries[2] (Independent Family Member).games[0]: "Mob Tie" is not one of'),
        ("duplicate id", _set("entries", 3, "term", "Boss"), '"Boss" is already the term of another glossary entry'),
        ("empty text", _set("entries", 5, "example", "  "), ".example: must not be empty"),
        ("a field the glossary no longer has", _set("entries", 6, "chapters", ["mobties/05_action"]),
         'entries[6] (personnel): "chapters" is not a field this file knows here.'),
        ("missing pronunciation", _del("entries", 7, "ipa"), 'entries[7] (employee): "ipa" is missing'),
        ("IPA without slashes", _set("entries", 8, "ipa", "haɪr"), 'entries[8] (hire).ipa: "haɪr" is not IPA between slashes'),
        ("IPA without stress", _set("entries", 9, "ipa", "/viːɪkəl/"),
         'entries[9] (vehicle).ipa: "viːɪkəl" has 3 syllables but no stress mark'),
    ],
    "minimal_pairs": [
        ("not a minimal pair", _set("pairs", 0, "words", 1, "ipa", "/hɪt/"),
         'pairs[0].kind: a "minimal pair" is two words with different spellings and different sounds.'),
        ("unknown glossary word", _set("pairs", 1, "words", 0, "term", "steel"), 'is not a known glossary word'),
        ("IPA without stress", _set("pairs", 2, "words", 0, "ipa", "/lɪvɪŋ/"), 'has 2 syllables but no stress mark'),
        ("one word", lambda d: d["pairs"][3]["words"].pop(), "pairs[3].words: must list at least 2 items, not 1"),
    ],
    "translation": [
        ("unknown reference", _set("terms", "Bos", {"term": "x"}), 'terms.Bos: "Bos" is not a known glossary term. Did you mean "Boss"?'),
        ("wrong type", _set("terms", "Boss", "term", 5), "terms.Boss.term: must be text, not 5"),
        ("missing field", _del("terms", "Hit Man", "term"), 'terms["Hit Man"]: "term" is missing'),
        ("wrong shape", _set("language", "Spanish"), 'language: must be an object {...}, not "Spanish"'),
    ],
    "phrases": [
        ("unknown reference", _set("phrases", 0, "topic", "turn"), 'phrases[0].topic: "turn" is not a known topic. Did you mean "turns"?'),
        ("missing field", _del("phrases", 1, "meaning"), 'phrases[1]: "meaning" is missing'),
        ("wrong type", _set("phrases", 2, "phrase", ["Roll!"]), 'phrases[2].phrase: must be text, not ["Roll!"]'),
    ],
    "roleplays": [
        ("missing field", _del("cards", 0, "situation"), 'cards[0] (bf_ransom): "situation" is missing'),
        ("duplicate id", _set("cards", 1, "id", "bf_ransom"), 'cards[1] (bf_ransom): "bf_ransom" is already the id of another role-play card'),
        ("too few roles", lambda d: d["cards"][2]["roles"].pop(), "cards[2] (bf_sale).roles: must list at least 2 items, not 1"),
        ("code that is not a position", _set("cards", 3, "position", "os.system"), '"os.system" is not a ready-made position'),
        ("unknown step", _set("cards", 4, "engine", "steps", 0, 0, "teleport"), 'engine.steps[0][0]: "teleport" is not one of'),
        ("step without its amount", _del("cards", 5, "engine", "steps", 3, 1, "amount"), 'engine.steps[3][1]: "amount" is missing'),
        ("enumerated value", _set("cards", 6, "game", "Mob Tie"), 'cards[6] (mt_pinch).game: "Mob Tie" is not one of'),
    ],
    "exercises": [
        ("unknown glossary word", _change_exercise("match", lambda s: s["terms"].append("boroughh")),
         'is not a known glossary word. Did you mean "borough"'),
        ("answer not a choice", _change_exercise("question", lambda s: s.update(answer="Nobody knows")),
         '.answer: "Nobody knows" is not one of the choices.'),
        ("missing field", _change_exercise("next", lambda s: s.pop("choices")), '"choices" is missing'),
        ("unknown fact", _change_exercise("order", lambda s: s.update(sequence="bloodfeud_turns")),
         '.sequence: "bloodfeud_turns" is not one of'),
        ("negative count", _change_exercise("gap", lambda s: s["source"].update(sentence=-1)),
         ".source.sentence: must be a whole number, 0 or more, not -1"),
        ("bad chapter", lambda d: d["chapters"].update(battle=[{"type": "match", "terms": ["bail", "Heat"]}]),
         'chapters.battle: "battle" is not a chapter such as'),
        ("writing task without a model", _change_exercise("writing", lambda s: s.pop("model")), '"model" is missing'),
        ("dictation of an unknown word", _change_exercise("dictation", lambda s: s["source"].update(term="ransome")),
         '.source.term: "ransome" is not a known glossary word. Did you mean'),
        ("a pair that is not one", _change_exercise("listen_choose", lambda s: s.update(pair=["dice", "ice"])),
         '.pair: "dice" and "ice" are not a pair of data/minimal_pairs.json. The pairs are: hit/heat'),
    ],
    "lessons": [
        ("a word bank too big", lambda d: d["chapters"]["bloodfeud/04_movement"]["word_bank"]["new"].extend(
            ["Capo", "Bookie", "Dirty Cop", "Morgue", "Prison", "bail", "Hit List", "truce", "vendetta", "ambush",
             "turncoat", "Finger", "Safe House"]),
         'chapters["bloodfeud/04_movement"].word_bank: a word bank holds 8 to 12 words'),
        ("not a glossary word", lambda d: d["chapters"]["mobties/03_business_and_the_dirty_cop"]["word_bank"]["new"]
         .append("Bookey"), 'is not a known glossary term. Did you mean "Bookie"?'),
        ("review before it is taught", lambda d: d["chapters"]["bloodfeud/01_getting_started"]["word_bank"]["review"]
         .append("bloodbath"), '"bloodbath" is not new in an earlier chapter of this game'),
        ("new twice", lambda d: d["chapters"]["familybusiness/04_play_a_game"]["word_bank"]["new"].append("ambush"),
         '"ambush" is already new in familybusiness/02_hit_list_and_mob_wars: list it as review here.'),
        ("an unknown role-play card", _set("chapters", "bloodfeud/03_battle", "speaking", "roleplay", "bf_ransm"),
         '.speaking.roleplay: "bf_ransm" is not a known role-play card. Did you mean "bf_ransom"?'),
    ],
    "teacher_notes": [
        ("timing that does not add up", _set("chapters", "bloodfeud/03_battle", "timing", "45", 0, "minutes", 9),
         'chapters["bloodfeud/03_battle"].timing["45"]: the stages add up to 49 minutes, not 45.'),
        ("a chapter without notes", _del("chapters", "mobties/05_action"), '"mobties/05_action" has no notes'),
        ("a question without its answer", _del("chapters", "bloodfeud/01_getting_started", "checks", 0, "answer"),
         '"answer" is missing'),
    ],
}


@pytest.mark.parametrize("name,case", [(name, i) for name in CASES for i in range(len(CASES[name]))],
                         ids=lambda v: str(v))
def test_each_kind_of_mistake_is_named_with_its_record_and_field(name, case, tmp_path):
    file = FILES[name]
    label, change, needle = CASES[name][case]
    data = file.data()
    change(data)
    err = _refused(file, file.write(tmp_path, data))
    assert needle in str(err), (label, str(err))
    assert len(err.problems) >= 1


def test_two_families_cannot_share_a_mobster(tmp_path):
    file = FILES["fb_families"]
    data = file.data()
    data["families"][5]["mobsters"][0] = data["families"][2]["mobsters"][1]
    data["families"][4]["mobsters"][0] = "Murray the Camel Humphreys!"     # the same slug as Capone's ninth
    err = _refused(file, file.write(tmp_path, data))
    assert len(err.problems) == 2, str(err)
    assert 'families[5] (capone_mob).mobsters[0]: "Abe Axler" is the same mobster as "Abe Axler"' in str(err)


@pytest.mark.parametrize("name", CASES)
def test_every_problem_in_a_file_is_listed_at_once(name, tmp_path):
    file = FILES[name]
    data = file.data()
    for _, change, _ in CASES[name]:
        change(data)
    err = _refused(file, file.write(tmp_path, data))
    text = str(err)
    missing = [needle for _, _, needle in CASES[name] if needle not in text]
    assert not missing, text
    assert len(err.problems) >= len(CASES[name])
    assert f"has {len(err.problems)} problems:" in text


def test_exercise_paths_name_the_chapter_and_the_exercise(tmp_path):
    file = FILES["exercises"]
    data = file.data()
    _change_exercise("question", lambda s: s.update(answer_from="bf.speed:thug"))(data)
    err = _refused(file, file.write(tmp_path, data))
    assert f'{_exercise_path("question", ".answer_from")(data)}: "bf.speed:thug" is not an engine fact' in str(err)


# -- the Blood Feud board: shape first, then validate_board's map checks ------------------------------

@pytest.mark.parametrize("change,needle", [
    (lambda d: d["edges"].append({"a": "ghost_town", "b": "maspeth", "kind": "land"}), "ghost_town (dangling id)"),
    (lambda d: d["spaces"].append(copy.deepcopy(d["spaces"][0])), "appears more than once (duplicate id)"),
    (lambda d: d["spaces"][0].update(kind="volcano"), "has an unknown kind 'volcano'"),
])
def test_the_board_map_checks_name_the_file(change, needle, tmp_path):
    file = FILES["bf_board"]
    data = file.data()
    change(data)
    err = _refused(file, file.write(tmp_path, data))
    assert needle in str(err) and isinstance(err, BoardError)


@pytest.mark.parametrize("path", [123, 3.5, b"board.json", ["board.json"]])
def test_load_board_refuses_a_path_that_is_not_a_path(path):
    with pytest.raises(ArgumentError, match="path should be text or a Path"):
        load_board(path)


def test_board_find_refuses_a_query_that_is_not_text():
    board = default_board()
    for query in (-3, None, ["times_square"]):
        with pytest.raises(ArgumentError, match="name should be text"):
            board.find(query)
    assert board.find("Times Square").id == "times_square"


# -- role-play positions never run other code -----------------------------------------------------

@pytest.mark.parametrize("position", ["os.system", "teaching.phrases.reload", "teaching.phrases.setup_position",
                                      "bloodfeud.examples.income_example", "mobties.examples.MTGame",
                                      "teaching.phrases._bf_game", "core.save.__import__"])
def test_only_ready_made_positions_can_be_named(position):
    card = dict(phrases.roleplay_card("bf_ransom"), position=position)
    with pytest.raises(PhraseError, match="There is no position"):
        phrases.setup_position(card)


# -- the reader itself ----------------------------------------------------------------------------

def test_the_reader_refuses_what_no_data_file_needs(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    with pytest.raises(DataError, match="nested too deeply"):
        read_json(deep, "test")
    deeper = tmp_path / "deeper.json"
    deeper.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(DataError, match="nested too deeply"):
        read_json(deeper, "test")
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"x": "y" * 2000}))
    with pytest.raises(DataError, match="more than the 1,000 a data file may have"):
        read_json(big, "test", max_bytes=1000)
    empty = tmp_path / "empty.json"
    empty.write_text("  \n")
    with pytest.raises(DataError, match="is empty"):
        read_json(empty, "test")


def test_the_reader_lists_duplicate_names_and_constants_json_would_hide(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"a": 1, "a": 2, "b": NaN, "c": {"d": 1, "d": 1}}')
    with pytest.raises(DataError) as err:
        read_json(path, "test")
    assert len(err.value.problems) == 3
    assert 'the name "a" appears twice' in str(err.value) and "NaN is not a number JSON allows" in str(err.value)


def test_the_reader_accepts_a_byte_order_mark(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"a": 1}).encode())
    assert read_json(path, "test") == {"a": 1}


def test_the_error_is_also_the_callers_own_class():
    err = data_error(SetupError)("cards file x.json", ["one", "two"])
    assert isinstance(err, DataError) and isinstance(err, SetupError) and err.problems == ["one", "two"]
    board_err = data_error(BoardError)("board file b.json", ["bad"])
    assert isinstance(board_err, BoardError) and board_err.problems == ["bad"] and "board file b.json" in str(board_err)
    assert data_error(MobgamesError) is DataError


def test_the_schema_checker_reports_every_problem_with_its_path():
    card = Record({"id": Text(), "type": Text(choices=("attack", "counter"))},
                  optional={"counters": ListOf(Text(ref="card"), unique=True), "count": Whole()})
    schema = Record({"cards": ListOf(card, ids={"card": "id"}),
                     "decks": MapOf(Whole(), keys=Text(ref="card")),
                     "where": Either(Whole(), Tuple(Whole(), Whole(), hint="[x, y]")),
                     "step": Tagged(0, {"go": Tuple(Text(), Whole())})})
    data = {"cards": [{"id": "a", "type": "atack", "counters": ["b", "b"]}, {"id": "a", "type": "counter", "count": -1}],
            "decks": {"c": 1}, "where": [1], "step": ["fly", 2]}
    found = problems(data, schema)
    assert found == [
        'cards[0] (a).type: "atack" is not one of "attack" or "counter". Did you mean "attack"?',
        'cards[0] (a).counters[0]: "b" is not a known card.',
        'cards[0] (a).counters[1]: "b" is not a known card.',
        'cards[0] (a).counters[1]: "b" is already in this list; each must be different.',
        'cards[1] (a): "a" is already the id of another card.',
        "cards[1] (a).count: must be a whole number, 0 or more, not -1.",
        'decks.c: "c" is not a known card.',
        "where: must be [x, y]: 2 values, not 1.",
        'step[0]: "fly" is not one of "go".',
    ]
    with pytest.raises(DataError, match="The test data has 9 problems:"):
        check(data, schema, "test data")


def test_a_writing_tasks_model_answer_must_fit_its_word_limits(tmp_path):
    file = FILES["exercises"]
    data = file.data()
    spec = next(s for specs in data["chapters"].values() for s in specs if s["type"] == "writing")
    spec["words"] = [5, 10]
    err = _refused(file, file.write(tmp_path, data))
    assert f'the model answer has {len(spec["model"].split())} words, not 5 to 10.' in str(err)
