"""A chapter's word bank (new and review words, a page to print, in any language) and its "Now you"
speaking task (criteria, a folded model answer, the role-play card)."""

from __future__ import annotations

import base64
import re

import pytest

from mobgames.teaching import GlossaryError, define, speaking_task, word_bank
from mobgames.teaching.lessons import load_lessons

BATTLE = "bloodfeud/03_battle"


def test_each_word_is_marked_new_or_review_as_the_lesson_says():
    bank = word_bank(BATTLE)
    data = load_lessons()[BATTLE]["word_bank"]
    marks = {row[0]: row[1] for row in bank.rows}
    assert marks == {**{define(t).term: "new" for t in data["new"]}, **{define(t).term: "review" for t in data["review"]}}
    assert [row[1] for row in bank.rows] == sorted((row[1] for row in bank.rows), key=["new", "review"].index)
    assert bank.headers[:4] == ["Term", "New or review", "Pronunciation", "Stress"]
    assert f"({len(data['new'])} new, {len(data['review'])} review)" in bank.caption


def test_the_printable_page_has_every_word_and_a_column_for_the_learners_language():
    bank = word_bank(BATTLE)
    page = bank.printable()
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    assert f"Word bank: {load_lessons()[BATTLE]['title']}" in page and "Name:" in page
    for _status, e in bank.words:
        assert e.term in page and e.ipa in page
    assert ">My language<" in page and bank.filename() == "wordbank-bloodfeud-03_battle.html"
    spanish = word_bank(BATTLE, lang="Spanish")
    page = spanish.printable()
    assert ">Spanish<" in page and spanish.filename().endswith("-es.html")
    for _status, e in spanish.words:
        assert define(e.term, lang="es").translation in page.replace("&#x27;", "'")


def test_the_word_bank_widget_offers_the_page_to_download_in_the_chosen_language():
    from mobgames.teaching import set_language
    from mobgames.widgets import GlossaryPanel

    panel = GlossaryPanel(chapter=BATTLE)
    try:
        panel.language.value = "fr"
        link = panel.printable.value
        name = re.search(r"download='([^']+)'", link).group(1)
        page = base64.b64decode(re.search(r"base64,([^']+)'", link).group(1)).decode()
        assert name == "wordbank-bloodfeud-03_battle-fr.html" and ">French<" in page
        assert page == word_bank(BATTLE, lang="fr").printable()
    finally:
        set_language("en")
    assert not GlossaryPanel(game="Mob Ties").printable.value        # a whole game's glossary: no page


def test_an_unknown_chapter_or_language_is_refused_in_a_sentence():
    with pytest.raises(GlossaryError, match="no lesson for 'bloodfeud/03_batle'.*Did you mean 'bloodfeud/03_battle'"):
        word_bank("bloodfeud/03_batle")
    with pytest.raises(GlossaryError, match="no 'klingon' translation"):
        word_bank(BATTLE, lang="klingon")


def test_the_speaking_task_folds_its_model_answer_and_card():
    from mobgames.teaching.audience import set_view

    task = speaking_task(BATTLE)
    try:
        set_view("teacher")       # the teacher's view adds a third fold: the rubric and the model's band
        assert task._repr_html_().count("<details") == 3
        set_view("student")
        html = task._repr_html_()
    finally:
        set_view(None)
    assert "Now you:" in html and html.count("<details") == 2
    model_block = html.split("<details", 1)[1]
    assert "Model answer" in model_block and task.model.split()[0] in model_block
    for criterion in task.criteria:
        assert criterion in html.replace("&#x27;", "'")
    assert task.card["title"] in html and "setup_position" not in html
    text = str(task)
    assert text.startswith("Now you: ") and "[ ] " + task.criteria[0] in text and task.card["situation"] in text


def test_a_chapter_can_give_a_word_its_own_example_from_its_own_game():
    from html import escape

    mob_ties = word_bank("mobties/05_action")
    attack = next(e for _status, e in mob_ties.words if e.term == "attack")
    assert "Car Bomb" in attack.example and "Henchm" not in attack.example       # Mob Ties, not Blood Feud
    assert attack.example != define("attack").example
    assert any(attack.example in str(row) for row in mob_ties.rows)
    assert escape(attack.example) in mob_ties.printable()
    blood_feud = word_bank("bloodfeud/03_battle")
    assert all(e.example == define(e.term).example for _status, e in blood_feud.words)   # no own examples there


def test_an_own_example_must_be_for_a_word_of_that_bank(tmp_path):
    import json

    from mobgames.teaching import lessons

    data = load_lessons()
    data = {"chapters": {**data, "mobties/05_action": {**data["mobties/05_action"]}}}
    bank = dict(data["chapters"]["mobties/05_action"]["word_bank"], examples={"bribe": "Green bribes the Dirty Cop."})
    data["chapters"]["mobties/05_action"]["word_bank"] = bank
    path = tmp_path / "lessons.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GlossaryError, match='"bribe" has an example here but is not in this word bank'):
        lessons._lessons(str(path))
