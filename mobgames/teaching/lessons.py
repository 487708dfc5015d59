"""Each chapter's lesson beside its notebook: its word bank and its "Now you" speaking task.

    >>> from mobgames.teaching.lessons import word_bank, speaking_task
    >>> bank = word_bank("bloodfeud/03_battle")
    >>> 8 <= len(bank.rows) <= 12
    True
    >>> page = bank.printable()              # a whole HTML page to print   # doctest: +SKIP

- ``word_bank(chapter, lang="en")``: the 8 to 12 glossary words the chapter teaches, each marked
  **new** (first taught here) or **review** (taught in an earlier chapter of the same game), with
  pronunciation, meaning, example and, with ``lang``, a translation. It shows as a table;
  ``.printable()`` is a page for students, with a column to write the word in their language.
- ``speaking_task(chapter)``: the chapter's speaking task: what to do with a partner, useful
  language, success criteria, and, folded until opened, a model answer and the role-play card
  that fits.

Both live in ``data/lessons.json`` (editable; checked when read: every word a glossary headword,
8 to 12 words a chapter, an optional ``examples`` map giving a word this chapter's own example
sentence (when the glossary's comes from another game), a review word new in an earlier chapter of the same game, every
role-play card known). Teacher notes are in ``chapter_notes``, exercises in ``exercises``.
"""

from __future__ import annotations

import os
from functools import cache
from html import escape

from ..core.markup import NO_MATH
from ..core.table import Table
from .datafiles import read_lessons, term_key
from .glossary import (DATA_DIR, GlossaryError, define, entry, language_code, language_name, load_glossary,
                       term_headers, term_row)
from .ipa import stress_pattern
from ..core.arguments import checked

__all__ = ["word_bank", "speaking_task", "lesson", "lesson_chapters", "chapter_title", "load_lessons", "WordBank", "SpeakingTask",
           "reload"]

PATH = os.path.join(DATA_DIR, "lessons.json")


@cache
def _lessons(path: str) -> dict:
    from .phrases import roleplay_cards

    terms = [e.term for e in load_glossary()]
    return read_lessons(path, terms, [c["id"] for c in roleplay_cards()], GlossaryError)["chapters"]


def reload() -> None:
    """Read ``data/lessons.json`` again (after a teacher edits it in a running notebook)."""
    _lessons.cache_clear()


def load_lessons() -> dict[str, dict]:
    """The lessons as written in the file: chapter id -> lesson."""
    return dict(_lessons(PATH))


def lesson_chapters() -> list[str]:
    """The chapter ids that have a lesson, in reading order within each game."""
    return sorted(_lessons(PATH))


def chapter_title(chapter: str) -> str:
    """The chapter's title for people, as its first heading says it ("Blood Feud in New York,
    chapter 3: Battle"); the id itself for a chapter without a lesson."""
    return _lessons(PATH).get(chapter, {}).get("title", chapter)


def lesson(chapter: str) -> dict:
    """One chapter's lesson data (``GlossaryError`` naming the chapters if there is none)."""
    lessons = _lessons(PATH)
    if chapter not in lessons:
        import difflib

        close = difflib.get_close_matches(str(chapter), list(lessons), n=2)
        hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
        raise GlossaryError(f"There is no lesson for {chapter!r}.{hint} Chapters are notebook names such as "
                            "'bloodfeud/03_battle'.")
    return lessons[chapter]


# -- the word bank --------------------------------------------------------------------------------

class WordBank(Table):
    """A chapter's word bank: a ``Table`` whose second column says new or review. ``printable()``
    gives a whole page to print (``.chapter``, ``.title`` and ``.lang`` say what it is)."""

    def __init__(self, chapter: str, title: str, words: list[tuple[str, object]], code: str):
        self.chapter, self.title, self.lang = chapter, title, code
        self.words = words                                   # (status, glossary entry)
        headers = term_headers(code)
        headers.insert(1, "New or review")
        rows = []
        for status, e in words:
            row = term_row(e, code)
            row.insert(1, status)
            rows.append(row)
        new = sum(1 for s, _ in words if s == "new")
        caption = (f"Word bank: {title} ({new} new, {len(words) - new} review). Pronunciation: General American "
                   "IPA. Stress: O is a stressed syllable, o an unstressed one.")
        super().__init__(headers, rows, caption=caption, css=f"mobgames-glossary mobgames-word-bank {NO_MATH}")

    def printable(self) -> str:
        """The word bank as a page to print: the words, how to say them, new or review, the
        meaning and an example, and a column for the word in the student's language (filled in
        when the bank was made with a translation)."""
        from .printing import name_line, page

        other = language_name(self.lang) if self.lang != "en" else "My language"
        rows = []
        for status, e in self.words:
            mine = escape(define(e.term, lang=self.lang).translation or "") if self.lang != "en" else ""
            badge = "<b>new</b>" if status == "new" else "review"
            rows.append(f"<tr><td><b>{escape(e.term)}</b><br><small>{escape(e.part_of_speech)}</small></td>"
                        f"<td>{escape(e.ipa)}<br><small>{escape(stress_pattern(e.ipa))}</small></td><td>{badge}</td>"
                        f"<td>{escape(e.definition)}<br><i>{escape(e.example)}</i></td><td style='width:32mm'>{mine}</td></tr>")
        body = (name_line() + "<table><thead><tr><th>Word</th><th>Say it</th><th>New?</th><th>Meaning and example</th>"
                f"<th>{escape(other)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
                "<p class='sub'>Say it: General American pronunciation (IPA). Under it, the stress: O is a stressed "
                "syllable, o an unstressed one.</p>")
        return page(f"Word bank: {self.title}", body, f"{len(self.words)} words for this lesson")

    def filename(self) -> str:
        suffix = "" if self.lang == "en" else f"-{self.lang}"
        return f"wordbank-{self.chapter.replace('/', '-')}{suffix}.html"


@checked
def word_bank(chapter: str, lang: str = "en") -> WordBank:
    """The word bank of ``chapter`` (a notebook id such as "bloodfeud/03_battle"): new words first,
    then review, each group alphabetically; with a translation when ``lang`` is not English."""
    data = lesson(chapter)
    code = language_code(lang)
    bank = data["word_bank"]
    own = {term_key(t): text for t, text in bank.get("examples", {}).items()}   # this chapter's own examples
    words = []
    for status in ("new", "review"):
        found = sorted((entry(t) for t in bank[status]), key=lambda e: term_key(e.term))
        words += [(status, type(e)(e.term, e.part_of_speech, e.definition, own.get(term_key(e.term), e.example),
                                    e.games, e.forms, e.ipa)) for e in found]
    return WordBank(chapter, data["title"], words, code)


# -- the speaking task ------------------------------------------------------------------------------

class SpeakingTask:
    """A chapter's "Now you" task: HTML in a notebook (the model answer and the role-play card
    folded until opened), plain text with ``print``."""

    def __init__(self, chapter: str, task: dict, card: dict):
        self.chapter, self.task, self.card = chapter, task, card

    @property
    def criteria(self) -> list[str]:
        return list(self.task["criteria"])

    @property
    def model(self) -> str:
        return self.task["model"]

    def __str__(self) -> str:
        from .phrases import card_text

        t = self.task
        lines = [f"Now you: {t['title']}", t["task"]]
        if t.get("language"):
            lines += ["Useful language:"] + [f"  - {x}" for x in t["language"]]
        lines += ["Success criteria:"] + [f"  [ ] {c}" for c in t["criteria"]]
        lines += ["Model answer:", "  " + t["model"], "Role-play card:", card_text(self.card)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from .phrases import card_html

        t, e = self.task, escape
        useful = ("<p style='margin:4px 0'><i>Useful language:</i> "
                  + " &middot; ".join(f"<q>{e(x)}</q>" for x in t["language"]) + "</p>") if t.get("language") else ""
        ticks = "".join(f"<li>\u2610 {e(c)}</li>" for c in t["criteria"])
        return (f"<div class='mobgames-speaking {NO_MATH}' style='border-left:5px solid #0b4f8a;background:#f3f7fc;"
                f"padding:8px 14px;margin:6px 0;line-height:1.45;max-width:900px'>"
                f"<div style='font-size:1.15em'><b>Now you: {e(t['title'])}</b></div>"
                f"<p style='margin:4px 0'>{e(t['task'])}</p>{useful}"
                f"<p style='margin:6px 0 2px'><b>Success criteria.</b> You have done it well when:</p>"
                f"<ul style='list-style:none;padding-left:6px;margin:0'>{ticks}</ul>"
                f"<details style='margin-top:6px'><summary><b>Model answer</b> (open it after you have tried)</summary>"
                f"<p style='margin:4px 0 4px 14px'><i>{e(t['model'])}</i></p></details>"
                f"<details style='margin-top:4px'><summary><b>Role-play card:</b> {e(self.card['title'])}</summary>"
                f"{card_html(self.card, position=False)}</details>{self._assessing()}</div>")

    def _assessing(self) -> str:
        """The teacher's view adds the B1 speaking rubric and the model answer's band."""
        from .audience import teacher_view
        from .rubrics import assessing

        return assessing(self.chapter, "speaking") if teacher_view() else ""


@checked
def speaking_task(chapter: str) -> SpeakingTask:
    """The "Now you" speaking task of ``chapter``, with its role-play card."""
    from .phrases import roleplay_card

    data = lesson(chapter)
    if "speaking" not in data:
        raise GlossaryError(f"The lesson of {chapter!r} has no speaking task yet: add \"speaking\" to its chapter "
                            "in mobgames/teaching/data/lessons.json.")
    return SpeakingTask(chapter, data["speaking"], roleplay_card(data["speaking"]["roleplay"]))
