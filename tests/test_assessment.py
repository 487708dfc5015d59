"""Issue 29, item 5: assessment. A four-band B1 rubric for speaking and one for writing (what each
band sounds or reads like), every chapter's model answers placed in a band with a reason, shown in
the teacher's view only; and a 15-minute end-of-game quiz per game made of items the engine checks,
with its answer key in the teacher's view. Both files are data, checked when read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mobgames.core.errors import DataError
from mobgames.teaching.audience import set_view
from mobgames.teaching.exercises import chapters, exercises_for
from mobgames.teaching.lessons import speaking_task
from mobgames.teaching.quizzes import GAMES, MINUTES, engine_checked, load_quizzes, quiz, quiz_minutes, read_quizzes
from mobgames.teaching.rubrics import BANDS, model_band, read_rubrics, rubric
from mobgames.widgets import ExerciseSet, Quiz

DATA = Path(__file__).resolve().parents[1] / "mobgames" / "teaching" / "data"
WRITING = {c for c in chapters() if any(e.kind == "writing" for e in exercises_for(c))}


@pytest.fixture
def view():
    yield set_view
    set_view(None)


@pytest.mark.parametrize("kind", ["speaking", "writing"])
def test_each_rubric_has_four_bands_for_every_criterion_and_an_example_of_each(kind):
    r = rubric(kind)
    assert 3 <= len(r.criteria()) <= 5
    for c in r.data["criteria"]:
        assert [b for b in BANDS if c["bands"][b].strip()] == list(BANDS)
        assert len({c["bands"][b] for b in BANDS}) == 4            # four different descriptions
    html = r._repr_html_()
    assert html.count("<tr>") == len(r.criteria()) + 2 and "Band 4" in html and "Band 1" in html
    assert "B1" in r.title()


def test_every_model_answer_is_placed_in_a_band_with_a_reason():
    assert len(WRITING) == 10
    for chapter in chapters():
        band, why = model_band(chapter, "speaking")
        assert band in (1, 2, 3, 4) and len(why.split()) >= 6
        assert speaking_task(chapter).model
    for chapter in WRITING:
        band, why = model_band(chapter, "writing")
        assert band in (1, 2, 3, 4) and len(why.split()) >= 6


def test_a_broken_rubrics_file_is_refused_with_every_problem_named(tmp_path):
    data = json.loads((DATA / "rubrics.json").read_text(encoding="utf-8"))
    del data["speaking"]["criteria"][0]["bands"]["2"]
    del data["models"]["mobties/05_action"]
    data["models"]["bloodfeud/03_battle"].pop("writing")
    data["models"]["mobties/05_action_x"] = {"speaking": {"band": 5, "why": "x"}}
    path = tmp_path / "rubrics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_rubrics(path, chapters(), WRITING)
    text = str(info.value)
    assert '"2" is missing' in text and '"mobties/05_action" has no band' in text
    assert "bloodfeud/03_battle" in text and "writing task's model has no band" in text
    assert len(info.value.problems) >= 4


def test_the_rubric_and_the_band_are_the_teachers_only(view):
    view("teacher")
    assert "Assessing it (teacher)" in speaking_task("bloodfeud/03_battle")._repr_html_()
    writing = next(w for w in ExerciseSet("bloodfeud/03_battle").widgets if w.exercise.kind == "writing")
    assert any("mobgames-assessing" in getattr(c, "_dom_classes", ()) for c in writing.body.children)
    view("student")
    assert "Assessing it" not in speaking_task("bloodfeud/03_battle")._repr_html_()
    writing = next(w for w in ExerciseSet("bloodfeud/03_battle").widgets if w.exercise.kind == "writing")
    assert not any("mobgames-assessing" in getattr(c, "_dom_classes", ()) for c in writing.body.children)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_15_minute_quiz_of_items_the_engine_checks(game):
    items = quiz(game)
    assert quiz_minutes(game) == 15 and 8 <= len(items) <= 15
    assert sum(MINUTES[e.kind] for e in items) <= 15
    assert len({e.kind for e in items}) >= 3            # a mix: next, gap, order, question
    assert all(e.id.startswith(game + "/") for e in items)
    assert all(e.check(e.answer_key()).correct for e in items)    # each answered by its own key


def test_a_quiz_item_the_engine_does_not_check_is_refused(tmp_path):
    exercises = json.loads((DATA / "exercises.json").read_text(encoding="utf-8"))["chapters"]
    writing = next(i for i, s in enumerate(exercises["bloodfeud/03_battle"], 1) if s["type"] == "writing")
    assert not engine_checked(exercises["bloodfeud/03_battle"][writing - 1])
    data = {"quizzes": {**load_quizzes(), "bloodfeud": {"minutes": 15, "items": [
        {"chapter": "bloodfeud/03_battle", "number": writing}, {"chapter": "mobties/05_action", "number": 1},
        {"chapter": "bloodfeud/03_battle", "number": 99}] + [{"chapter": "bloodfeud/03_battle", "number": 6}] * 11}}}
    path = tmp_path / "quizzes.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_quizzes(path, exercises)
    text = str(info.value)
    assert "is not one the engine checks" in text and "'mobties/05_action' is not a chapter of bloodfeud" in text
    assert "has 15 exercises, not 99" in text or "exercises, not 99" in text
    assert "more than its 15" in text


def test_the_quiz_widget_records_results_and_keeps_the_key_for_the_teacher(view, tmp_path, monkeypatch):
    monkeypatch.setenv("MOBGAMES_RESULTS", str(tmp_path))
    view("teacher")
    q = Quiz("bloodfeud")
    assert "End-of-game quiz: Blood Feud in New York (15 minutes, 10 questions)" in q.children[0].value
    assert q.key_toggle.description == "Show all answers (teacher)" and any(q.key_toggle is c for c in q.children)
    view("student")
    q = Quiz("bloodfeud")
    q.widgets[0].check_button.click()
    assert q.download.filename == "results-quiz-bloodfeud.csv" and "quiz/bloodfeud,1," in q.download.text
    assert not hasattr(q, "key_toggle") or all(q.key_toggle is not c for c in q.children)
