"""Issue 29: a student's view and the teacher's. The student's has no answer key (not even hidden
in the page), no "Show all answers" and no teacher notes; the teacher's has them all. The view comes
from MOBGAMES_VIEW (``make lab`` sets teacher, ``make classroom`` student unless VIEW=teacher)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mobgames.core.errors import MobgamesError
from mobgames.teaching import all_teacher_notes, teacher_notes
from mobgames.teaching.audience import current_view, set_view
from mobgames.widgets import ExerciseSet


@pytest.fixture
def view():
    yield set_view
    set_view(None)


def _texts(widget) -> str:
    """Every description and value of a widget tree: what the page would show."""
    out, todo = [], [widget]
    while todo:
        w = todo.pop()
        out += [str(getattr(w, name, "")) for name in ("description", "value")]
        todo += list(getattr(w, "children", ()))
    return "\n".join(out)


def test_the_students_view_has_no_key_no_show_all_answers_and_no_notes(view):
    view("student")
    page = _texts(ExerciseSet("bloodfeud/03_battle"))
    assert "Show all answers" not in page and "Show answers" not in page and "Answer key" not in page
    assert "Check" in page
    assert str(teacher_notes("bloodfeud/03_battle")) == "" and teacher_notes("bloodfeud/03_battle")._repr_html_() == ""
    assert repr(all_teacher_notes()).strip() == ""
    w = ExerciseSet("bloodfeud/03_battle").widgets[1]
    with pytest.raises(MobgamesError, match="teacher's view"):
        w.show_key()


def test_the_teachers_view_has_them_all(view):
    view("teacher")
    page = _texts(ExerciseSet("bloodfeud/03_battle"))
    assert "Show all answers (teacher)" in page and "Answer key" in page
    assert "Aims" in str(teacher_notes("bloodfeud/03_battle"))
    assert "<details" in teacher_notes("bloodfeud/03_battle", collapsed=True)._repr_html_()


def _view_in(env: dict) -> str:
    code = "from mobgames.teaching.audience import current_view; print(current_view())"
    run = subprocess.run([sys.executable, "-c", code], env={**os.environ, **env}, capture_output=True, text=True)
    return (run.stdout.strip() or run.stderr.strip().splitlines()[-1])


def test_the_view_comes_from_the_environment_and_a_bad_one_is_named():
    assert _view_in({"MOBGAMES_VIEW": "student"}) == "student"
    assert _view_in({"MOBGAMES_VIEW": "Teacher"}) == "teacher"
    assert _view_in({"MOBGAMES_VIEW": ""}) == "teacher"          # a plain Jupyter: the teacher's
    assert "must be student or teacher, not 'pupil'" in _view_in({"MOBGAMES_VIEW": "pupil"})
    with pytest.raises(MobgamesError, match="student or teacher"):
        set_view("everyone")
    assert current_view() in ("student", "teacher")


def test_make_lab_opens_the_teachers_view_and_classroom_the_students():
    from pathlib import Path

    make = (Path(__file__).resolve().parents[1] / "Makefile").read_text(encoding="utf-8")
    assert "MOBGAMES_VIEW=teacher PYTHONPATH=$(CURDIR)/jupyter $(BIN)/jupyter lab" in make
    assert "VIEW ?= student" in make and "mobgames classroom $(CHAPTER)" in make and "--view $(VIEW)" in make
    from mobgames.classroom import voila_command   # what `mobgames classroom --view` gives Voila

    assert voila_command("index", environ={}).env["MOBGAMES_VIEW"] == "student"
    assert voila_command("index", view="teacher", environ={}).env["MOBGAMES_VIEW"] == "teacher"


def test_in_a_students_view_the_notes_display_nothing_at_all(view):
    from IPython.core.formatters import DisplayFormatter

    view("student")
    assert DisplayFormatter().format(teacher_notes("bloodfeud/03_battle", collapsed=True)) == ({}, {})
    view("teacher")
    data, _ = DisplayFormatter().format(teacher_notes("bloodfeud/03_battle", collapsed=True))
    assert "<details" in data["text/html"]


def test_the_hub_gives_students_the_students_view_and_teachers_the_teachers(tmp_path, monkeypatch):
    from pathlib import Path
    from types import SimpleNamespace

    from traitlets.config import Config

    config = Config()
    monkeypatch.setenv("MOBGAMES_HUB_STATE", str(tmp_path))
    monkeypatch.setenv("MOBGAMES_HUB_TEACHERS", "ms_lee")
    source = (Path(__file__).resolve().parents[1] / "hub" / "jupyterhub_config.py").read_text(encoding="utf-8")
    exec(compile(source, "jupyterhub_config.py", "exec"), {"get_config": lambda: config, "__file__": str(tmp_path / "x.py")})
    view = config.Spawner.environment["MOBGAMES_VIEW"]
    assert view(SimpleNamespace(user=SimpleNamespace(name="student1"))) == "student"
    assert view(SimpleNamespace(user=SimpleNamespace(name="ms_lee"))) == "teacher"
    assert "--VoilaConfiguration.template=classroom" in config.Spawner.args
