"""Issue 29, item 3: a paper route. Every chapter's printable pack is one valid page the browser
prints: the word bank, every exercise, the "Now you" task with one cut-out card per role, the board
or the cards, then (from a new page) the answer key, the model answer and how to teach the core
with one projector and paper only. The teacher's view of the exercises offers it; a student's
does not."""

from __future__ import annotations

from html import escape

import pytest

from mobgames.teaching.audience import set_view
from mobgames.teaching.chapter_notes import load_teacher_notes
from mobgames.teaching.exercises import chapters, exercises_for
from mobgames.teaching.chapter_notes import paper_route
from mobgames.teaching.handouts import chapter_pack
from mobgames.teaching.lessons import speaking_task, word_bank
from test_exercises import StrictHTML
from mobgames.widgets import ExerciseSet

BOARD = {"bloodfeud": "<h2>The map</h2>", "mobties": "<h2>The board</h2>", "familybusiness": "<h2>The cards</h2>"}


@pytest.mark.parametrize("chapter", chapters())
def test_every_chapter_has_a_pack_with_all_its_parts_and_the_key_on_its_own_page(chapter):
    html = chapter_pack(chapter)
    parser = StrictHTML()
    parser.feed(html)
    parser.close()
    assert parser.doctype and not parser.problems and not parser.stack, (parser.problems, parser.stack)
    assert "@page" in html and "@media print" in html
    exercises = exercises_for(chapter)
    assert html.count("class='exercise'") == len(exercises)
    for row in word_bank(chapter).rows:
        assert escape(row[0]) in html
    task = speaking_task(chapter)
    assert html.count("class='card'") == len(task.card["roles"])
    assert BOARD[chapter.split("/")[0]] in html
    key = html.index("class='answer-key'")
    assert key > html.rindex("class='exercise'") and key > html.index(BOARD[chapter.split("/")[0]])
    assert "With one projector and paper only" in html[key:]


@pytest.mark.parametrize("chapter", ["bloodfeud/03_battle", "mobties/05_action"])
def test_the_paper_route_names_the_core_and_the_cards(chapter):
    text = paper_route(chapter)
    notes = load_teacher_notes()[chapter]
    for section in notes["core"][:2]:
        assert section in text
    assert speaking_task(chapter).card["title"] in text


def test_the_teachers_exercises_offer_the_pack_and_a_students_do_not():
    try:
        set_view("teacher")
        teacher = ExerciseSet("familybusiness/03_the_cards")
        assert teacher.pack.label == "Open the printable pack (teacher)" and teacher.pack.opens
        assert teacher.pack.filename == "pack-familybusiness-03_the_cards.html"
        assert "Printable pack: Family Business" in teacher.pack.text
        set_view("student")
        assert not hasattr(ExerciseSet("familybusiness/03_the_cards"), "pack")
    finally:
        set_view(None)
