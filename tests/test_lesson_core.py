"""Issue 29: every chapter has a 45-minute core. Its notes name the core sections; every other
section is an extension (its heading ends with "(extension)", all its cells are tagged and its
heading folds); the core's prose is at most 600 words; the 45-minute stages add up to 45 minutes
and use core sections only, and every core section is used; the 90-minute stages name sections
that exist; one level, B1, is named everywhere; the teacher's guide shows its sample lessons from
the same notes."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from mobgames.teaching import lesson_plan
from mobgames.teaching.chapter_notes import LEVEL, load_teacher_notes

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("mobgames_chapter_sections", ROOT / "scripts" / "chapter_sections.py")
cs = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = cs          # a dataclass looks its module up there
_spec.loader.exec_module(cs)

NOTES = load_teacher_notes()
CHAPTERS = sorted(NOTES)
WITH_CORE = CHAPTERS         # every chapter (the notes' schema requires a core)
CORE_WORDS = 600


@pytest.mark.parametrize("chapter", WITH_CORE)
def test_every_section_is_core_or_a_folded_extension(chapter):
    cells = cs.cells(chapter)         # read once: jupytext gives the cells new ids on every read
    found = cs.sections(cells)
    core = NOTES[chapter]["core"]
    top = [s for s in found if s.level == 2]
    assert set(core) <= {s.title for s in top}, f"core sections that are not h2 headings: {set(core) - {s.title for s in top}}"
    for s in top:
        assert (s.title in core) != s.extension, f"{chapter}: {s.title!r} must be core or extension, not {('both', 'neither')[s.title not in core]}"
    for s in found:
        assert s.extension >= s.marked, f"{chapter}: {s.title!r}: the heading and the tag disagree (run make notebooks)"
        if s.marked:
            assert all(cs.EXTENSION in c.metadata.get("tags", []) for c in s.cells), f"{chapter}: a cell of {s.title!r} is untagged"
            assert s.heading_cell.metadata.get(cs.COLLAPSED) is True
            # JupyterLab folds the cells after a heading, not the rest of its own cell
            assert s.heading_cell.source.strip().count("\n") == 0, f"{chapter}: {s.title!r} shares its heading's cell"
    inside = {id(c) for s in found if s.extension for c in s.cells}
    stray = [c.source[:40] for c in cells if cs.EXTENSION in c.metadata.get("tags", []) and id(c) not in inside]
    assert not stray, f"{chapter}: cells tagged extension outside an extension section: {stray}"


@pytest.mark.parametrize("chapter", WITH_CORE)
def test_the_core_prose_is_at_most_600_words(chapter):
    assert cs.core_words(chapter) <= CORE_WORDS


@pytest.mark.parametrize("chapter", WITH_CORE)
def test_the_45_minute_stages_teach_the_core_and_the_90_minute_ones_name_real_sections(chapter):
    found = cs.sections(chapter)      # read once: jupytext gives the cells new ids on every read
    titles = {s.title: s for s in found}
    timing = NOTES[chapter]["timing"]
    used = set()
    for length in ("45", "90"):
        assert sum(s["minutes"] for s in timing[length]) == int(length)
        for stage in timing[length]:
            assert stage.get("do", "").strip(), f"{chapter} {length}: {stage['stage']!r} says nothing about what the class does"
            assert "sections" in stage, f"{chapter} {length}: {stage['stage']!r} names no sections (an empty list for none)"
            for name in stage["sections"]:
                assert name in titles, f"{chapter} {length}: {stage['stage']!r} names {name!r}, not a section of the chapter"
                if length == "45":
                    assert not titles[name].extension, f"{chapter}: the 45-minute lesson uses the extension {name!r}"
                    used.add(name)
    # Every core section is taught: named itself, or through one of its subsections.
    for name in NOTES[chapter]["core"]:
        section = titles[name]
        inside = {s.title for s in found if any(s.heading_cell is c for c in section.cells)}
        assert inside & used, f"{chapter}: no 45-minute stage uses the core section {name!r}"


def test_every_chapter_has_a_core():
    assert len(CHAPTERS) == 19 and all(NOTES[c]["core"] for c in CHAPTERS)


def test_one_level_is_named_everywhere():
    texts = [p for p in (ROOT / "notebooks").rglob("*.py")] + [ROOT / "README.md",
                                                              ROOT / "mobgames" / "teaching" / "data" / "teacher_notes.json"]
    found = [str(p.relative_to(ROOT)) for p in texts if re.search(r"A2\+|B1\+|B1/B2|A2/B1", p.read_text(encoding="utf-8"))]
    assert not found, f"another level than {LEVEL} is named in {found}"
    assert all("a2" in n["differentiation"] and "weaker" not in n["differentiation"] for n in NOTES.values())
    assert f"(level {LEVEL})" in str(lesson_plan("bloodfeud/03_battle"))


def test_the_guides_sample_lessons_are_the_chapters_own_plans():
    guide = (ROOT / "notebooks" / "teachers_guide.py").read_text(encoding="utf-8")
    calls = re.findall(r'lesson_plan\("([a-z]+/\w+)", (45|90)\)', guide)
    assert ("bloodfeud/03_battle", "45") in calls and any(m == "90" for _, m in calls)
    plan = lesson_plan("bloodfeud/03_battle", 45)
    html = plan._repr_html_()
    assert html.count("<tr>") == len(NOTES["bloodfeud/03_battle"]["timing"]["45"]) + 1
    for stage in NOTES["bloodfeud/03_battle"]["timing"]["45"]:
        assert stage["do"] in str(plan)
    with pytest.raises(LookupError):
        lesson_plan("bloodfeud/03_battle", 60)
