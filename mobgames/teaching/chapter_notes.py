"""Teacher notes for each chapter: aims, the sections that make its 45-minute core, timings for a
45- and a 90-minute lesson (each stage with what the class does and the sections it uses), the
cells to skip or project, concept-check questions, a differentiation tip (A2 learners and
stronger ones: the tutorial is written for B1) and where the answers are.

    >>> from mobgames.teaching.chapter_notes import teacher_notes
    >>> notes = teacher_notes("bloodfeud/03_battle")
    >>> "A 45-minute lesson" in str(notes)
    True

The notes live in ``data/teacher_notes.json`` (editable, checked when read: every chapter must be
there and each timing must add up to 45 and 90 minutes). ``teacher_notes(chapter)`` returns an
object that shows as HTML in a notebook and as plain text with ``print``.
"""

from __future__ import annotations

import os
from functools import cache
from ..core.markup import NO_MATH, attr, text as escape

from ..core.datafile import ListOf, MapOf, Record, Text, Whole, data_error, file_label, problems, read_json
from .audience import teacher_view
from .datafiles import CHAPTER
from .glossary import DATA_DIR, GlossaryError
from ..core.arguments import checked

LESSONS = ("45", "90")
LEVEL = "B1"                  # the one level the tutorial names; A2 adaptations are in the differentiation

__all__ = ["teacher_notes", "all_teacher_notes", "lesson_plan", "paper_route", "load_teacher_notes", "read_teacher_notes",
           "TeacherNotes", "LessonPlan", "LESSONS", "LEVEL", "reload"]


def _check_timing(timing, ids):
    for length in LESSONS:
        total = sum(stage["minutes"] for stage in timing[length])
        if total != int(length):
            yield length, f"the stages add up to {total} minutes, not {length}."


def _missing(data, wanted) -> list[str]:
    """Chapters without notes (checked even when other parts of the file are broken)."""
    notes = data.get("chapters") if isinstance(data, dict) else None
    if not isinstance(notes, dict):
        return []
    return [f'chapters: "{c}" has no notes: every chapter needs them.' for c in wanted if c not in notes]


# A stage: its name, minutes, what the class does, and the chapter's sections it uses (headings as
# they are in the chapter, without " (extension)"; none for a warm-up).
STAGE = Record({"stage": Text(), "minutes": Whole(min=1), "do": Text(), "sections": ListOf(Text())})
CELL = Record({"heading": Text(), "why": Text()})
NOTES = Record({
    "aims": ListOf(Text(), min=2, max=4),
    "timing": Record({length: ListOf(STAGE, min=2) for length in LESSONS}, check=_check_timing),
    "skip": ListOf(CELL), "project": ListOf(CELL, min=1),
    "checks": ListOf(Record({"question": Text(), "answer": Text()}), min=3, max=5),
    "core": ListOf(Text(), min=1),
    "differentiation": Record({"a2": Text(), "stronger": Text()}),
    "answers": Text()})
SCHEMA = Record({"chapters": MapOf(NOTES, keys=CHAPTER, min=1)}, optional={"about": Text()})


def read_teacher_notes(path, chapters, error=GlossaryError) -> dict:
    """teacher_notes.json; ``chapters`` are the chapter ids that must all have notes."""
    data = read_json(path, "teacher notes", error)
    found = problems(data, SCHEMA) + _missing(data, chapters)
    if found:
        raise data_error(error)(file_label(path, "teacher notes"), found)
    return data["chapters"]


@cache
def _notes(path: str) -> dict:
    from .exercises import chapters
    return read_teacher_notes(path, chapters())


def load_teacher_notes() -> dict[str, dict]:
    """The notes as written in the file: chapter id -> notes."""
    return dict(_notes(os.path.join(DATA_DIR, "teacher_notes.json")))


def reload() -> None:
    """Read ``data/teacher_notes.json`` again (after a teacher edits it)."""
    _notes.cache_clear()


class TeacherNotes:
    """One chapter's notes: HTML in a notebook, plain text with ``print`` or ``str``."""

    def __init__(self, chapter: str, notes: dict, collapsed: bool = False, link: str | None = None):
        # link: where the chapter is, from the page that shows the notes (the guide links each chapter)
        self.chapter, self.notes, self.collapsed, self.link = chapter, notes, collapsed, link

    def sections(self) -> list[tuple[str, list[str]]]:
        n = self.notes
        parts = [(f"Level: {LEVEL}. Aims: by the end, learners can", list(n["aims"]))]
        parts.append(("The core: the sections a 45-minute lesson teaches (the others are folded as "
                      "extension, for a 90-minute lesson or homework)", list(n["core"])))
        for length in LESSONS:
            parts.append((f"A {length}-minute lesson", [_stage_line(s) for s in n["timing"][length]]))
        parts.append(("Project these sections", [f"{c['heading']}: {c['why']}" for c in n["project"]]))
        if n["skip"]:
            parts.append(("Skip these sections", [f"{c['heading']}: {c['why']}" for c in n["skip"]]))
        parts.append(("Concept-check questions", [f"{c['question']} (Answer: {c['answer']})" for c in n["checks"]]))
        d = n["differentiation"]
        parts.append(("Differentiation", [f"A2 learners: {d['a2']}",
                                          f"Stronger learners: {d['stronger']}"]))
        parts.append(("Where the answers are", [n["answers"]]))
        parts.append(("With one projector and paper only", [paper_route(self.chapter)]))
        return parts

    def title(self) -> str:
        from .lessons import chapter_title

        return f"Teacher notes: {chapter_title(self.chapter)}"

    def __repr__(self) -> str:
        return str(self)

    def __getattr__(self, name: str):
        # In a student's view a notebook shows no output at all for the notes (not even an empty
        # line): IPython asks for _ipython_display_ first, and this one displays nothing. Without
        # importing IPython here, and only for that name (IPython's canary gets no answer).
        if name == "_ipython_display_" and not teacher_view():
            return lambda: None
        raise AttributeError(name)

    def __str__(self) -> str:
        if not teacher_view():      # a student's view shows no teacher notes at all
            return ""
        lines = [self.title()]
        for heading, items in self.sections():
            lines += ["", heading] + [f"  - {item}" for item in items]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        if not teacher_view():
            return ""
        body = "".join(f"<h4>{escape(h)}</h4><ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
                       for h, items in self.sections())
        if self.link:
            body = f'<p><a href="{attr(self.link)}">Open the chapter</a></p>' + body
        if self.collapsed:
            return (f'<details class="mobgames-notes {NO_MATH}"><summary><b>{escape(self.title())}</b></summary>'
                    f"{body}</details>")
        return f'<div class="mobgames-notes {NO_MATH}"><h3>{escape(self.title())}</h3>{body}</div>'


def paper_route(chapter: str) -> str:
    """How to teach the chapter's core with one projector and paper only (from its notes)."""
    from .lessons import speaking_task

    notes = load_teacher_notes()[chapter]
    core = notes["core"]
    card = speaking_task(chapter).card
    return (f"Project the chapter in classroom mode from the one computer (make classroom, or the site's "
            f"presenter view) and step through its core: {', '.join(core)}. Before each step, the class says "
            "what happens next; volunteers come to the keyboard. Hand out the printable pack: the word bank and the "
            f"exercises are done on paper, and pairs do the Now you task with the cut-out cards of "
            f"\u201c{card['title']}\u201d. Go through the answers with the key (the last pages) on the projector "
            "or read aloud; collect the writing task for feedback.")


def _stage_line(stage: dict) -> str:
    where = f" ({'; '.join(stage['sections'])})" if stage["sections"] else ""
    return f"{stage['minutes']} min: {stage['stage']}: {stage['do']}{where}"


class LessonPlan:
    """One chapter's 45- or 90-minute lesson as a table (stage, time, what the class does, where):
    the teacher's guide shows its sample lessons this way, from the same notes as the chapter."""

    def __init__(self, chapter: str, minutes: str, stages: list[dict]):
        self.chapter, self.minutes, self.stages = chapter, minutes, stages

    def rows(self) -> list[tuple[str, str, str, str]]:
        return [(s["stage"], f"{s['minutes']} min", s["do"], "; ".join(s["sections"]) or "-")
                for s in self.stages]

    def title(self) -> str:
        from .lessons import chapter_title

        return f"A {self.minutes}-minute lesson: {chapter_title(self.chapter)} (level {LEVEL})"

    def __str__(self) -> str:
        return "\n".join([self.title()] + [f"  {t:>7}  {st}: {do} [{where}]" for st, t, do, where in self.rows()])

    def _repr_html_(self) -> str:
        head = "".join(f'<th scope="col">{h}</th>' for h in ("Stage", "Time", "What the class does", "Where"))
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in self.rows())
        return (f'<table class="mobgames-lesson-plan {NO_MATH}"><caption>{escape(self.title())}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


class AllNotes:
    """The notes of every chapter, each in a collapsible block."""

    def __init__(self, notes: list[TeacherNotes]):
        self.notes = notes

    def __repr__(self) -> str:
        return str(self)

    __getattr__ = TeacherNotes.__getattr__

    def __str__(self) -> str:
        return "\n\n".join(str(n) for n in self.notes)

    def _repr_html_(self) -> str:
        return "".join(n._repr_html_() for n in self.notes)


@checked
def teacher_notes(chapter: str, collapsed: bool = False) -> TeacherNotes:
    """The notes of one chapter (an id such as ``"bloodfeud/03_battle"``)."""
    notes = load_teacher_notes()
    if chapter not in notes:
        raise GlossaryError(f"There are no teacher notes for {chapter!r}. The chapters are {', '.join(notes)}.")
    return TeacherNotes(chapter, notes[chapter], collapsed)


@checked
def lesson_plan(chapter: str, minutes: int = 45) -> LessonPlan:
    """The 45- or 90-minute lesson of one chapter, from its notes, as a table."""
    notes = teacher_notes(chapter).notes
    if str(minutes) not in LESSONS:
        raise GlossaryError(f"A lesson lasts 45 or 90 minutes, not {minutes!r}.")
    return LessonPlan(chapter, str(minutes), notes["timing"][str(minutes)])


@checked
def all_teacher_notes(game: str | None = None) -> AllNotes:
    """Every chapter's notes (of one game id, if given), each in a collapsible <details> block with a
    link to its chapter (relative to the notebooks folder, where the teacher's guide is)."""
    return AllNotes([TeacherNotes(c, n, True, link=f"{c}.ipynb") for c, n in load_teacher_notes().items()
                     if game is None or c.startswith(f"{game}/")])
