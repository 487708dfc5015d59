"""The listening exercises (issue item 3): a dictation checked word by word with the gap checker's
rules, and "listen and choose" on the minimal pairs. Their sentences are the games' own (the data
file's), every one is recorded, a bad spec is named in plain English, a student's page never holds
what the learner must hear, and both work on paper."""

from __future__ import annotations

import json
import pytest

from mobgames.teaching.audience import set_view
from mobgames.teaching.datafiles import read_exercises
from mobgames.teaching.exercises import ExerciseError, build_exercise, chapters, exercises_for, load_exercises
from mobgames.teaching.glossary import load_glossary
from mobgames.teaching.handouts import chapter_pack
from mobgames.teaching.listening import LISTENING_KINDS, Dictation, ListenChoose, find_pair, listening_texts
from mobgames.teaching.pronunciation import pairs
from mobgames.teaching.recordings import audio_dir, manifest, plain

LISTENING = [ex for ch in chapters() for ex in exercises_for(ch) if ex.kind in LISTENING_KINDS]


def dictation(term: str) -> Dictation:
    """The dictation of ``term``'s glossary example, as the data file writes one."""
    return build_exercise({"type": "dictation", "source": {"from": "example", "term": term}}, f"test/{term}")


@pytest.fixture
def view():
    yield set_view
    set_view(None)


# -- the data --------------------------------------------------------------------------------------

def test_every_game_has_a_dictation_and_a_listen_and_choose_from_its_own_words():
    for game in ("bloodfeud", "mobties", "familybusiness"):
        kinds = {ex.kind for ex in LISTENING if ex.id.startswith(game + "/")}
        assert kinds == set(LISTENING_KINDS), game
    examples = {e.example for e in load_glossary()}
    for ex in LISTENING:
        if ex.kind == "dictation":
            assert ex.sentence in examples and ex.sentence in ex.key_text()
        else:
            title = {"Blood Feud in New York": "bloodfeud", "Mob Ties": "mobties", "Family Business": "familybusiness"}
            assert ex.id.split("/")[0] in {title[g] for g in ex.pair["games"]}, ex.id    # the chapter's game's pair
            assert ex.said["word"] in ex.key_text() and ex.said["ipa"] in ex.key_text()


def test_no_dictation_is_written_on_its_own_chapters_page():
    # The chapter's word bank shows its words' examples: a dictation of one would be on the page.
    from mobgames.teaching.lessons import word_bank

    for ex in (x for x in LISTENING if x.kind == "dictation"):
        assert ex.sentence not in {e.example for _, e in word_bank(ex.id.split("#")[0]).words}, ex.id


# -- dictation: right in every natural form ---------------------------------------------------------

@pytest.mark.parametrize("term, answer", [
    ("bail", "You pay $50k bail, and your Hit Man goes to the Streets."),                 # as written
    ("bail", "you pay $50k bail and your hit man goes to the streets"),                  # case, punctuation
    ("bail", "  You  pay $50k bail ,and your Hit Man goes to the Streets  "),            # spacing
    ("bail", "You pay fifty thousand dollars bail, and your Hit Man goes to the Streets."),   # money in words
    ("bail", "You pay 50 thousand dollars bail, and your Hit Man goes to the Streets."),
    ("bail", "You pay fifty k bail and your Hit Man goes to the Streets"),
    ("bail", "You pay $50,000 bail, and your Hit Man goes to the Streets!"),
    ("bail", "You pay $50K bail, and your Hit-Man goes to the Streets."),                 # a hyphen
    ("roll", "Ben rolls a seven, which is a hit for a Thug."),                            # numbers in words
    ("ransom", "Ben pays a three hundred dollar ransom, and his family member goes back to his boss"),
    ("draw", "At the start of your turn, draw 1 card."),                                  # ...or in digits
    ("Double Contract", "Ana plays a double contract so Chen must list 2 mobsters"),
    # The data file's own dictations:
    ("hit", "if you roll four or better your hit man hits a thug"),
    ("accept", "Ben accepts Ana's ransom offer and pays her a hundred dollars"),
    ("Capo", "Keep your capo free, at the end he adds seventy-five thousand dollars to your money"),
    ("shuffle", "When the draw deck runs out shuffle the discard pile to make a new one"),
    ("Mob War", "6 mobsters are on the hit list, so a mob war starts."),
])
def test_a_dictation_accepts_the_sentence_in_every_natural_form(term, answer):
    ex = dictation(term)
    result = ex.check(answer)
    assert result.correct, result.message
    assert result.message == f"Well done! You wrote every word you heard: \u201c{ex.sentence}\u201d"


def test_contractions_and_british_spellings_are_the_same_words():
    ex = build_exercise({"type": "dictation", "source": {"from": "example", "term": "bloodbath"}})
    assert ex.sentence == "Both Henchmen hit with their parting shots: it's a bloodbath!"
    assert ex.check("both henchmen hit with their parting shots it is a bloodbath").correct
    literal = Dictation("It doesn't matter: Red's favorite color is red.")
    assert literal.check("It does not matter, Red's favourite colour is red").correct
    assert literal.check("it doesn\u2019t matter: red\u2019s favorite color is red.").correct      # curly apostrophes


# -- dictation: a wrong answer told where, never the sentence --------------------------------------

@pytest.mark.parametrize("term, answer, message", [
    ("bail", "You pay $50k bail, and your Hit Man goes to Streets.", "One word is missing after \u201cMan goes to\u201d."),
    ("bail", "pay $50k bail and your Hit Man goes to the Streets", "One word is missing at the start."),
    ("roll", "Ben rolls a 7, which is a hit for", "Two words are missing at the end."),
    ("bail", "You pay $50k bale, and your Hit Man goes to the Streets.",
     "One word after \u201cYou pay $50k\u201d is nearly right: \u201cbale\u201d is very close: \u201cbale\u201d is a real "
     "word, but the word we want here only sounds or looks like it."),
    ("bail", "You pay $50k bail, and your Hit Man goes to the Streeets.",
     "One word after \u201cgoes to the\u201d is nearly right: \u201cStreeets\u201d is very close. Check the spelling of "
     "\u201cstreeets\u201d."),
    ("Double Contract", "Ana play a Double Contract, so Chen must list two mobsters.",
     "One word after \u201cAna\u201d is nearly right: \u201cplay\u201d is the right verb, but its form does not agree "
     "with its subject."),
    ("roll", "Ben rolled a 7, which is a hit for a Thug.",
     "\u201crolled\u201d is the right verb in the past. The sentence tells what happens now: use the present."),
    ("roll", "Ben roles a 7, which is a hit for a Thug.",
     "One word after \u201cBen\u201d is nearly right: \u201croles\u201d sounds or looks like the word you hear"),
    ("bail", "You pay $50k bail, and your very Hit Man goes to the Streets.",
     "\u201cvery\u201d (after \u201cbail and your\u201d) is not in the sentence you hear: take it out."),
    ("roll", "Ben rolls a 6, which is a hit for a Thug.",
     "\u201c6\u201d (after \u201cBen rolls a\u201d) is not the number you hear. Listen to the numbers again."),
    ("bail", "You pay $50 bail, and your Hit Man goes to the Streets.",
     "is not the number you hear. Listen for \u201cthousand\u201d or \u201ck\u201d."),
    ("bail", "You pay $50k bail, and your Hitman goes to the Streets.",
     "\u201cHitman\u201d is nearly right: it is written as two words."),
    ("bail", "You pay 15 k bail, and your Hit Man goes to the Streeets.",
     "\u201c15 k\u201d (after \u201cYou pay\u201d) is not the number you hear. Listen to the numbers again. One word "
     "after \u201cgoes to the\u201d is nearly right"),
])
def test_a_wrong_dictation_is_told_which_word_and_where(term, answer, message):
    ex = dictation(term)
    result = ex.check(answer)
    assert not result.correct and message in result.message, result.message
    assert ex.sentence not in result.message


def test_an_apostrophe_missing_is_named_and_many_slips_are_counted():
    ex = build_exercise({"type": "dictation", "source": {"from": "example", "term": "bloodbath"}})
    said = ex.check("Both Henchmen hit with their parting shots: its a bloodbath!").message
    assert said == "\u201cits\u201d (after \u201ctheir parting shots\u201d) is nearly right: check the apostrophe (')."
    many = dictation("bail").check("You pays $50k bale, and you Hit Man go to Streets.").message
    assert many.count("nearly right") == 2 and many.endswith("Then check 3 more places in your sentence.")


def test_before_a_first_try_only_the_number_of_words_is_given():
    for ex in (x for x in LISTENING if x.kind == "dictation"):
        for empty in ("", "   ", None, "..."):
            result = ex.check(empty)
            assert not result.correct and result.message == (
                f"Listen, then write the sentence you hear. It has {len(ex.sentence.split())} words.")
        assert ex.sentence not in ex.title + ex.instructions
        for word in ex.sentence.split()[1:]:       # no wrong answer quotes a word the learner did not write
            assert f"\u201c{word.strip('.,!')}\u201d" not in ex.check("zzz qqq").message


def test_a_sentence_too_short_or_too_long_for_a_dictation_is_refused():
    with pytest.raises(ExerciseError, match="3 to 25 words"):
        Dictation("Roll.")


# -- listen and choose -----------------------------------------------------------------------------

def test_listen_and_choose_takes_the_number_the_option_its_ipa_or_the_word():
    ex = next(x for x in LISTENING if x.kind == "listen_choose" and x.said["word"] == "heat")
    assert ex.choices == ["hit /h\u026at/: to strike an enemy with a good die roll", "heat /hi\u02d0t/: pressure from the police"]
    assert ex.spoken == ["heat"]
    for answer in (1, ex.choices[1], "heat", "HEAT", "/hi\u02d0t/", "hi\u02d0t"):
        result = ex.check(answer)
        assert result.correct, answer
    assert ex.check(1).message == "Well done! You heard \u201cheat\u201d /hi\u02d0t/. The sounds that differ: /\u026a/ and /i\u02d0/."
    wrong = ex.check("hit")
    assert not wrong.correct and wrong.message.startswith("It is not \u201chit\u201d /h\u026at/. Listen again for the "
                                                          "sounds that differ: /\u026a/ and /i\u02d0/. Tip: /\u026a/ is short")
    assert "Choose one of the two words" in ex.check(None).message and "Choose one" in ex.check(5).message


def test_words_spelled_or_said_the_same_are_told_apart_by_their_sentences():
    wound = next(i for i, p in enumerate(pairs()) if p["kind"] == "same spelling")
    ex = build_exercise({"type": "listen_choose", "pair": wound, "say": 1, "what": "example"})
    assert ex.spoken == ["The river wownd through the city."]   # (what the voice is given: /waʊnd/)
    assert ex.check("/wa\u028and/").correct and not ex.check(0).correct
    assert ex.check("wound").message.startswith("Both words are spelled \u201cwound\u201d: choose by the sound")
    bail = next(x for x in LISTENING if x.kind == "listen_choose" and x.what == "example")
    assert bail.pair["kind"] == "same sound" and bail.check("bail").correct
    assert bail.check("bail").message.endswith("Both words sound /be\u026al/: the sentence tells you which one it is.")
    assert "sound the same: listen to the rest of the sentence" in bail.check("bale").message


@pytest.mark.parametrize("spec, message", [
    ({"pair": ["dice", "ice"], "say": "dice"}, '"dice" and "ice" are not a pair of data/minimal_pairs.json. The pairs are: hit/heat'),
    ({"pair": 99, "say": 0}, "minimal pairs (0 to"),
    ({"pair": ["dies", "dice"], "say": "die"}, '"die" is not a word of the pair dice/dies: "say" is one of them.'),
    ({"pair": ["roll", "role"], "say": "roll"}, 'roll/role have the same sound: the word alone cannot tell them apart. '
                                                 'Use "what": "example"'),
    ({"pair": ["wound", "wound"], "say": "wound", "what": "example"}, 'Both words of the pair are spelled "wound": give '
                                                                      '"say" as 0 (the first) or 1 (the second).'),
])
def test_a_bad_pair_is_named_in_plain_english(spec, message, tmp_path):
    with pytest.raises(ExerciseError) as err:
        build_exercise({"type": "listen_choose", **spec}, "test#1")
    assert message in str(err.value)
    # The data file says the same, with the place of the exercise.
    path = tmp_path / "exercises.json"
    path.write_text(json.dumps({"chapters": {"bloodfeud/03_battle": [{"type": "listen_choose", **spec}]}}))
    with pytest.raises(ExerciseError) as err:
        read_exercises(path, [e.term for e in load_glossary()], ExerciseError, pairs())
    assert 'chapters["bloodfeud/03_battle"][0].' in str(err.value) and message in str(err.value)


def test_a_dictation_of_an_unknown_word_or_with_no_sentence_is_named(tmp_path):
    path = tmp_path / "exercises.json"
    specs = [{"type": "dictation", "source": {"from": "example", "term": "bale out"}},
             {"type": "dictation"},
             {"type": "dictation", "source": {"from": "rulebook", "page": 3}}]
    path.write_text(json.dumps({"chapters": {"mobties/06_bail_heat_and_winning": specs}}))
    with pytest.raises(ExerciseError) as err:
        read_exercises(path, [e.term for e in load_glossary()], ExerciseError, pairs())
    text = str(err.value)
    assert '[0].source.term: "bale out" is not a known glossary word' in text
    assert "[1]: needs 'source' or 'sentence'." in text
    assert '[2].source.from: "rulebook" is not one of' in text
    with pytest.raises(ExerciseError, match="bale out"):
        build_exercise({"type": "dictation", "source": {"from": "example", "term": "bale out"}}, "test#1")


def test_find_pair_takes_a_pair_by_its_words_in_any_order_or_by_its_place():
    p, say = find_pair(["DIES", "dice"], "dies")
    assert [w["word"] for w in p["words"]] == ["dice", "dies"] and say == 1
    assert find_pair(0, 1) == (pairs()[0], 1)


# -- the recordings --------------------------------------------------------------------------------

def test_listening_texts_are_every_text_the_exercises_speak_and_all_are_in_the_inventory():
    from mobgames.teaching.spoken import inventory

    texts = listening_texts()
    assert len(texts) == len(set(texts))
    specs = [(ch, i, s) for ch, ss in load_exercises().items() for i, s in enumerate(ss, 1) if s["type"] in LISTENING_KINDS]
    assert len(specs) == len(LISTENING) >= 6
    for ch, i, spec in specs:
        assert set(build_exercise(spec, f"{ch}#{i}").spoken) <= set(texts)
    assert set(texts) == {t for ex in LISTENING for t in ex.spoken}
    recorded = {plain(item.text) for item in inventory()}
    assert all(plain(t) in recorded for t in texts)


def test_every_listening_text_has_a_recording_and_the_buttons_ask_for_exactly_those(monkeypatch):
    import mobgames.widgets.listen as listen
    from mobgames.widgets import exercise_widget

    if audio_dir() is not None and manifest():       # the recordings are made (make audio)
        from mobgames.teaching.recordings import audio

        missing = [t for t in listening_texts() if audio(t) is None]
        assert not missing, f"no recording of {missing}: run make audio"
    asked = []
    monkeypatch.setattr(listen, "audio", lambda text, voice="A": asked.append((text, voice)) or None)
    for ex in LISTENING:
        asked.clear()
        exercise_widget(ex).listen.play(0)
        assert asked == [(t, "A") for t in ex.spoken], ex.id


# -- the widgets -----------------------------------------------------------------------------------

def _page(widget) -> str:
    """Everything a widget tree sends to the page: each widget's synced state."""
    out, todo = [], [widget]
    while todo:
        w = todo.pop()
        out.append(json.dumps(w.get_state(), default=str, ensure_ascii=False))
        todo += list(getattr(w, "children", ()))
    return "\n".join(out)


def test_a_students_page_never_holds_the_dictation_or_the_word_to_hear(view, monkeypatch, tmp_path):
    import mobgames.widgets.listen as listen
    from mobgames.widgets import ExerciseSet

    view("student")
    s = ExerciseSet("mobties/06_bail_heat_and_winning")
    listening = [w for w in s.widgets if w.exercise.kind in LISTENING_KINDS]
    assert [w.exercise.kind for w in listening] == ["dictation", "listen_choose", "listen_choose"]
    d, heat, bail = listening
    assert "Answer key" not in _page(s) and not any(w.key in w.children for w in listening)
    assert d.exercise.sentence not in _page(s) and bail.exercise.said["example"] not in _page(s)
    for text in ("Keep your", "$75k", "your money"):
        assert text not in _page(d)
    assert d.listen.buttons == [{"label": "Listen", "name": "Listen: the sentence to write", "disabled": False}]
    assert heat.listen.buttons[0]["name"] == "Listen: the word to choose" and d.listen.speed
    # A recording goes as bytes, never as words.
    mp3 = tmp_path / "x.mp3"
    mp3.write_bytes(b"ID3")
    monkeypatch.setattr(listen, "audio", lambda text, voice="A": str(mp3))
    assert d.listen.play(0) == [{"file": "x.mp3"}]
    d.box.value = "Keep your Capo free: at the end he adds $75k to money."
    d.check_button.click()
    assert "One word is missing after \u201cadds $75k to\u201d." in d.feedback.value and "your money" not in _page(d)
    d.box.value = "keep your capo free at the end he adds seventy five k to your money"
    d.check_button.click()
    assert "Keep your Capo free: at the end he adds $75k to your money." in d.feedback.value    # found: shown
    assert [(r["kind"], r["tries"], r["right"]) for r in s.record.rows()] == [("dictation", 2, True)]


def test_the_teachers_key_has_the_sentence_and_the_word(view):
    from mobgames.widgets import exercise_widget

    view("teacher")
    d = exercise_widget(dictation("bail"))
    assert "You pay $50k bail, and your Hit Man goes to the Streets." in d.key.value and not d.key_shown
    assert "the glossary&#x27;s example for \u201cbail\u201d" in d.key.value
    lc = exercise_widget(next(x for x in LISTENING if x.kind == "listen_choose"))
    assert lc.exercise.said["ipa"] in lc.key.value


def test_the_listening_widgets_are_standard_keyboard_controls():
    import ipywidgets as W

    from mobgames.widgets import exercise_widget
    from mobgames.widgets.listen import Listen

    for ex in LISTENING:
        w = exercise_widget(ex)
        parts = list(w.body.children)
        assert isinstance(parts[0], Listen)
        assert isinstance(parts[-1], W.Textarea if ex.kind == "dictation" else W.RadioButtons)
        assert f"mobgames-exercise-{ex.kind}" in w._dom_classes
        w.check_button.click()
        assert "role='status'" in w.feedback.value and not w.result.correct


# -- on paper --------------------------------------------------------------------------------------

def test_on_paper_the_teacher_reads_and_the_key_says_what():
    html = chapter_pack("mobties/06_bail_heat_and_winning")
    sheet, key = html.split("class='answer-key'")
    assert "Your teacher reads a sentence twice: write it." in sheet and "Keep your Capo free" not in sheet
    assert "Keep your Capo free: at the end he adds $75k to your money." in key
    assert "Your teacher says one of these words. Tick the word you hear." in sheet
    assert "<b>hit</b> /h\u026at/" in sheet and "<b>heat</b> /hi\u02d0t/" in sheet
    assert "The answer is heat /hi\u02d0t/. Say the word: \u201cheat\u201d" in key
    assert "Your teacher reads a sentence with one of these words." in sheet
    assert "Press" not in sheet.split("Dictation")[1][:300]         # no screen words on paper


def test_the_listening_kinds_are_registered():
    from mobgames.teaching.feedback import KIND_NAMES, KINDS

    assert KINDS[-2:] == ("dictation", "listen_choose") and len(KINDS) == 8
    assert KIND_NAMES["dictation"] == "Dictation" and KIND_NAMES["listen_choose"] == "Listen and choose"
    assert isinstance(dictation("bail"), Dictation) and all(isinstance(x, ListenChoose) for x in LISTENING
                                                            if x.kind == "listen_choose")
