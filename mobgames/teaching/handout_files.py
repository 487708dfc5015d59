"""Printable handouts for a class, written to files: standalone HTML that prints well on A4 or
Letter (``mobgames handouts``; ``scripts/handouts.py`` is the same). ``write_all(folder)`` writes, into
the folder (created if needed):

- ``index.html``: a list of everything below;
- ``glossary-<game>.html`` and, for each translation, ``glossary-<game>-<lang>.html``;
- ``exercises-<game>-<chapter>.html``: the student pages, then the answer key on a page of its own;
- ``pack-<game>-<chapter>.html``: the chapter's printable pack (word bank, exercises, speaking task
  and its cards, the board or cards, the answer key; ``mobgames.teaching.handouts.chapter_pack``);
- ``wordbank-<game>-<chapter>.html`` (and ``-<lang>.html`` for each translation): the chapter's 8 to
  12 words, new or review, with a column for the word in the learner's language;
- ``roleplay-cards.html``: one card per role, to cut out, and a page with all the goals for the teacher;
- ``phrase-bank.html``: useful phrases for playing in English, by topic.

Open a file in a browser and print it (the print layout has no buttons or links to hide).

    >>> from mobgames.teaching.handout_files import HandoutError, write_all
    >>> try:
    ...     write_all(Path("unused"), langs=["xx"])
    ... except HandoutError as err:
    ...     print(str(err).split(". ")[0])
    Unknown language(s): xx
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from ..core.errors import MobgamesError
from ..core.events import narration_level, set_narration
from . import exercises as exmod
from . import phrases as phmod
from .glossary import GAMES, glossary_table, languages
from .handouts import chapter_pack, exercise_html, key_html, role_card_html
from .lessons import chapter_title, word_bank
from .printing import name_line, page, table_html

__all__ = ["HandoutError", "write_all", "write_exercises", "write_pack", "write_glossary", "write_word_bank",
           "write_roleplays", "write_phrases"]


class HandoutError(MobgamesError, ValueError):
    """An unknown language or chapter was asked for: the message names the ones there are."""


# -- exercises ------------------------------------------------------------------------------------

def write_exercises(folder: Path, chapter: str) -> Path:
    exercises = exmod.exercises_for(chapter)
    title = chapter_title(chapter)
    body = name_line() + "".join(exercise_html(ex, i) for i, ex in enumerate(exercises, 1)) + key_html(exercises)
    path = folder / f"exercises-{chapter.replace('/', '-')}.html"
    path.write_text(page(f"Exercises: {title}", body, f"{len(exercises)} exercises. The answer key is on the last page."),
                    encoding="utf-8")
    return path


def write_pack(folder: Path, chapter: str) -> Path:
    """The chapter's printable pack, as the chapter's exercises offer it in the teacher's view."""
    path = folder / f"pack-{chapter.replace('/', '-')}.html"
    path.write_text(chapter_pack(chapter), encoding="utf-8")
    return path


# -- glossary, role-plays, phrases ---------------------------------------------------------------

def write_glossary(folder: Path, slug: str, lang: str) -> Path:
    table = glossary_table(game=GAMES[slug], lang=lang)
    suffix = "" if lang == "en" else f"-{lang}"
    name = languages().get(lang, lang)
    path = folder / f"glossary-{slug}{suffix}.html"
    path.write_text(page(f"Word bank: {GAMES[slug]}", table_html(table),
                         f"{len(table.rows)} game words" + ("" if lang == "en" else f", with {name}")),
                    encoding="utf-8")
    return path


def write_word_bank(folder: Path, chapter: str, lang: str) -> Path:
    bank = word_bank(chapter, lang)
    path = folder / bank.filename()
    path.write_text(bank.printable(), encoding="utf-8")
    return path


def write_roleplays(folder: Path) -> Path:
    cards = phmod.roleplay_cards()
    student = "".join(role_card_html(c, r) for c in cards for r in c["roles"])
    rows = "".join(f"<tr><td>{escape(c['title'])}<br><small>{escape(c['game'])}</small></td>"
                   f"<td>{'<br>'.join(escape(r['name'] + ': ' + r['goal']) for r in c['roles'])}</td>"
                   f"<td><code>setup_position({escape(repr(c['id']))})</code><br>"
                   f"{escape((c.get('engine') or {}).get('says', ''))}</td></tr>" for c in cards)
    teacher = (f"<section class='teacher'><h2>For the teacher: every card</h2><p>Set up a card's position on the "
               f"screen with <code>setup_position(card id)</code>; after the talk, <code>try_deal(card id)</code> "
               f"plays one possible deal on the engine (see the teacher's guide).</p>"
               f"<table><thead><tr><th>Card</th><th>Roles and goals</th><th>On the screen</th></tr></thead>"
               f"<tbody>{rows}</tbody></table></section>")
    path = folder / "roleplay-cards.html"
    path.write_text(page("Role-play cards", "<p class='noprint'>Cut along the dashed lines: one card per "
                         "student.</p>" + student + teacher,
                         f"{len(cards)} situations, one card for each role"), encoding="utf-8")
    return path


def write_phrases(folder: Path) -> Path:
    parts = []
    for tid, name in phmod.topics().items():
        table = phmod.phrase_bank(tid)
        rows = "".join(f"<tr><td>{escape(p)}</td><td>{escape(m)}</td></tr>" for _, p, m in table.rows)
        parts.append(f"<h2>{escape(name)}</h2><table class='phrase'><thead><tr><th>Phrase</th><th>What it means</th>"
                     f"</tr></thead><tbody>{rows}</tbody></table>")
    path = folder / "phrase-bank.html"
    path.write_text(page("Phrase bank: playing in English", "".join(parts)), encoding="utf-8")
    return path


def write_all(folder: Path, langs=None, chapters=None, simple: bool = False) -> list[Path]:
    """Write every handout into ``folder``; returns the files written (index.html first). An unknown
    language or chapter raises ``HandoutError`` naming the ones there are, before anything is written."""
    known = languages()
    langs = list(known) if not langs else ["en"] + [lang for lang in langs if lang != "en"]
    unknown = [lang for lang in langs if lang not in known]
    if unknown:
        raise HandoutError(f"Unknown language(s): {', '.join(unknown)}. Available: {', '.join(known)}.")
    all_chapters = exmod.chapters()
    chapters = chapters or all_chapters
    missing = [c for c in chapters if c not in all_chapters]
    if missing:
        raise HandoutError(f"No exercises for: {', '.join(missing)}. Chapters: {', '.join(all_chapters)}.")
    folder.mkdir(parents=True, exist_ok=True)
    before = narration_level()
    set_narration("simple" if simple else "full")
    try:
        written = [write_glossary(folder, slug, lang) for slug in GAMES for lang in langs]
        written += [write_exercises(folder, c) for c in chapters]
        written += [write_word_bank(folder, c, lang) for c in chapters for lang in langs]
        written += [write_pack(folder, c) for c in chapters]
        written += [write_roleplays(folder), write_phrases(folder)]
    finally:
        set_narration(before)
    links = "".join(f"<li><a href='{escape(p.name)}'>{escape(p.name)}</a></li>" for p in written)
    index = folder / "index.html"
    index.write_text(page("mobgames handouts", f"<p>Open a file and print it.</p><ul>{links}</ul>"), encoding="utf-8")
    return [index] + written
