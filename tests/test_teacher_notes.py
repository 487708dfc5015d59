"""Teacher notes: every chapter has all the parts, the timings add up, the sections they name are
headings of the chapter, and a broken copy of the file is refused with every problem named."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mobgames.core.errors import DataError
from mobgames.teaching import all_teacher_notes, teacher_notes
from mobgames.teaching.chapter_notes import LESSONS, load_teacher_notes, read_teacher_notes
from mobgames.teaching.exercises import chapters as exercise_chapters

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "mobgames" / "teaching" / "data" / "teacher_notes.json"
CHAPTERS = sorted(str(p.relative_to(ROOT / "notebooks").with_suffix(""))
                  for p in (ROOT / "notebooks").glob("*/0*.py"))
NOTES = load_teacher_notes()


def headings(chapter: str) -> list[str]:
    text = (ROOT / "notebooks" / f"{chapter}.py").read_text(encoding="utf-8")
    return [m.group(1).strip().removesuffix(" (extension)") for m in re.finditer(r"^# #+ (.+)$", text, re.M)]


def test_every_chapter_has_notes():
    assert len(CHAPTERS) == 19
    assert sorted(NOTES) == CHAPTERS


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_notes_have_every_part(chapter):
    n = NOTES[chapter]
    assert 2 <= len(n["aims"]) <= 4
    assert 3 <= len(n["checks"]) <= 5
    assert all(c["question"].strip() and c["answer"].strip() for c in n["checks"])
    assert n["differentiation"]["a2"].strip() and n["differentiation"]["stronger"].strip()
    assert n["project"]
    assert chapter in n["answers"] and "answer" in n["answers"]


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_timings_add_up_and_name_the_sections(chapter):
    names = headings(chapter)
    for length in LESSONS:
        stages = NOTES[chapter]["timing"][length]
        assert sum(s["minutes"] for s in stages) == int(length)
        named = [s["stage"] for s in stages if set(s.get("sections", ())) & set(names)
                 or any(h in s["stage"] for h in names)]
        assert named, f"no stage of the {length}-minute lesson names a section of {chapter}"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_cells_to_skip_or_project_are_headings_of_the_chapter(chapter):
    names = headings(chapter)
    for part in ("skip", "project"):
        for cell in NOTES[chapter][part]:
            assert cell["heading"] in names, f'{chapter} {part}: no heading "{cell["heading"]}"'
            assert cell["why"].strip()


def test_the_renderer_gives_html_and_text():
    notes = teacher_notes("bloodfeud/03_battle")
    text, html = str(notes), notes._repr_html_()
    for part in ("Aims", "45-minute", "90-minute", "Concept-check", "Differentiation", "Where the answers are",
                 "With one projector and paper only", "The core"):
        assert part in text and part in html
    assert "<script" not in html
    everything = all_teacher_notes()._repr_html_()
    assert everything.count("<details") == 19
    for chapter in CHAPTERS:                 # the guide links each chapter, and the link leads to it
        assert f'<a href="{chapter}.ipynb">Open the chapter</a>' in everything
        assert (ROOT / "notebooks" / f"{chapter}.ipynb").is_file()
    assert "Open the chapter" not in teacher_notes("bloodfeud/03_battle", collapsed=True)._repr_html_()
    assert all_teacher_notes("mobties")._repr_html_().count("<details") == 7


def test_an_unknown_chapter_is_refused():
    with pytest.raises(LookupError, match="no teacher notes"):
        teacher_notes("bloodfeud/99_nothing")


def test_a_broken_copy_is_refused_with_every_problem_named(tmp_path):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    del data["chapters"]["familybusiness/03_the_cards"]
    battle = data["chapters"]["bloodfeud/03_battle"]
    battle["timing"]["90"][0]["minutes"] += 1
    battle["checks"] = battle["checks"][:2]
    del data["chapters"]["mobties/05_action"]["differentiation"]["stronger"]
    path = tmp_path / "teacher_notes.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_teacher_notes(path, exercise_chapters())
    text = str(info.value)
    assert '"familybusiness/03_the_cards" has no notes' in text
    assert 'timing["90"]: the stages add up to 91 minutes, not 90.' in text
    assert 'chapters["bloodfeud/03_battle"].checks' in text
    assert '"stronger" is missing' in text
    assert len(info.value.problems) == 4
