"""Every chapter is a lesson a teacher can teach without preparing anything else (issue 17's
checklist), checked on the chapter's source (notebooks/<game>/<NN_name>.py) and its lesson data:

- the teacher notes open the chapter (one cell, folded);
- a Language focus section, a "Now you" speaking task with a model answer, success criteria and
  the role-play card that fits, the word bank (8 to 12 words, each new or review, each used in
  the chapter's text), and exercises of at least four kinds, among them a gap fill cut from the
  engine's own sentences and an ordering or "what happens next?" task;
- no Python in the prose, no markdown cell longer than one projector screen, and every "Try it"
  done with a widget (classroom mode hides the code).
What the outputs say (written for people, not Python values) is checked in the browser tests."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import jupytext
import pytest

from mobgames.teaching import glossary
from mobgames.teaching.datafiles import BANK_SIZE
from mobgames.teaching.exercises import load_exercises
from mobgames.teaching.lessons import lesson_chapters, load_lessons, speaking_task, word_bank

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = sorted(str(p.relative_to(ROOT / "notebooks").with_suffix(""))
                  for p in (ROOT / "notebooks").glob("*/0*.py"))
# A markdown cell that fits one projector screen in classroom mode: measured in Voila's classroom
# template at 1280x720, 150 words with a heading and a short list fill 430 of the 720 px, which leaves
# room for the browser's own bars and a longer list.
MAX_WORDS = 150
WIDGETS = {"BattleStepper", "BattleBuilder", "OddsPanel", "BoardView", "IncomeExplorer", "MovementExplorer",
           "SetupView", "BFTable", "MTTable", "FBTable", "MTBoardView", "ShowPanel", "HandPanel",
           "StoryStepper", "Playground", "Chooser", "GlossaryPanel", "ExerciseSet"}


def cells(chapter: str) -> list:
    return jupytext.read(ROOT / "notebooks" / f"{chapter}.py").cells


def markdown(chapter: str) -> list[str]:
    return [c.source for c in cells(chapter) if c.cell_type == "markdown"]


def headings(chapter: str) -> list[str]:
    return [m.group(1).strip() for text in markdown(chapter) for m in re.finditer(r"^#+ (.+)$", text, re.M)]


def code_calls(chapter: str, name: str) -> list[list]:
    """The arguments of every call of ``name`` in the chapter's code cells (as Python values)."""
    found = []
    for c in cells(chapter):
        if c.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(c.source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == name:
                found.append([ast.literal_eval(a) for a in node.args if isinstance(a, ast.Constant)]
                             + [(k.arg, ast.literal_eval(k.value)) for k in node.keywords
                                if isinstance(k.value, ast.Constant)])
    return found


def test_every_chapter_has_a_lesson():
    assert len(CHAPTERS) == 19
    assert lesson_chapters() == CHAPTERS
    assert sorted(load_exercises()) == CHAPTERS


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_lesson_title_is_the_chapters_heading(chapter):
    assert headings(chapter)[0] == load_lessons()[chapter]["title"]


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_teacher_notes_open_the_chapter(chapter):
    first = [c for c in cells(chapter)[:4] if c.cell_type == "code"]
    assert any(f'teacher_notes("{chapter}", collapsed=True)' in c.source for c in first), \
        "the notes of this chapter, folded, in one of its first cells"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_a_language_focus_with_a_speaking_task(chapter):
    names = headings(chapter)
    assert any(h.startswith("Language focus:") for h in names), "a '## Language focus: <grammar point>' section"
    assert "Now you" in names, "a '### Now you' speaking task"
    assert [chapter] in code_calls(chapter, "NowYou")   # (the task and its model answer read aloud)
    task = speaking_task(chapter)
    assert len(task.model.split()) >= 15 and 2 <= len(task.criteria) <= 5
    assert task.card["id"] == load_lessons()[chapter]["speaking"]["roleplay"]
    html = task._repr_html_()
    assert "Model answer" in html and task.card["title"] in html and "setup_position" not in html


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_word_bank_holds_the_chapters_own_words(chapter):
    assert [("chapter", chapter)] in code_calls(chapter, "GlossaryPanel"), "GlossaryPanel(chapter=...) shows the bank"
    bank = word_bank(chapter)
    assert BANK_SIZE[0] <= len(bank.rows) <= BANK_SIZE[1]
    text = "\n".join(markdown(chapter))
    used = set(glossary.terms_in(text))
    missing = [status_entry[1].term for status_entry in bank.words if status_entry[1].term not in used]
    assert not missing, f"word-bank words the chapter's text never uses: {missing}"


def test_a_review_word_was_new_before_and_no_word_is_new_twice():
    lessons = load_lessons()
    for game in ("bloodfeud", "mobties", "familybusiness"):
        seen = set()
        for chapter in [c for c in CHAPTERS if c.startswith(game)]:
            bank = lessons[chapter]["word_bank"]
            assert not seen & set(bank["new"]), chapter
            assert set(bank["review"]) <= seen, chapter
            seen |= set(bank["new"])


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_exercises_are_varied(chapter):
    assert [chapter] in code_calls(chapter, "ExerciseSet")
    specs = load_exercises()[chapter]
    kinds = {s["type"] for s in specs}
    assert len(kinds) >= 4, f"only {sorted(kinds)}"
    assert any(s["type"] == "gap" and "source" in s for s in specs), "a gap fill cut from the engine's sentences"
    assert kinds & {"order", "next"}, "an ordering or a 'what happens next?' task"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_no_python_in_the_prose(chapter):
    for text in markdown(chapter):
        prose = re.sub(r"<[^>]+>", "", text)                  # HTML tags are layout, not prose
        assert "`" not in prose, f"code in the prose: {text[:200]!r}"
        assert not re.search(r"\b[a-z_]+\.?[a-z_]*\([^)]*\)", prose), f"a function call in the prose: {text[:200]!r}"
        assert not re.search(r"\b[a-z_]+=[\w\"']", prose), f"a keyword argument in the prose: {text[:200]!r}"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_markdown_cell_fits_one_screen(chapter):
    for text in markdown(chapter):
        words = len(re.sub(r"<[^>]+>|[#*>|]", " ", text).split())
        assert words <= MAX_WORDS, f"{words} words: split this cell ({text[:80]!r}...)"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_try_it_is_done_with_a_widget(chapter):
    cs = cells(chapter)
    for i, c in enumerate(cs):
        if c.cell_type == "markdown" and re.search(r"^#+ Try it", c.source, re.M):
            code = next((d for d in cs[i + 1:] if d.cell_type == "code"), None)
            assert code is not None, "a Try it without a cell"
            body = ast.parse(code.source).body
            last = body[-1].value if isinstance(body[-1], ast.Expr) else None
            if isinstance(last, ast.Name):        # "table = BFTable(...)", then "table"
                last = next((s.value for s in body if isinstance(s, ast.Assign)
                             and any(getattr(t, "id", None) == last.id for t in s.targets)), None)
            name = getattr(getattr(last, "func", None), "id", None)
            assert name in WIDGETS, f"the Try it cell must end by showing a widget, not: {code.source[-120:]!r}"
            assert not re.search(r"run the cell|the cell again|delete this line|in the code", c.source, re.I), \
                f"a Try it that asks for code to be edited: {c.source[:200]!r}"
