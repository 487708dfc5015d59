"""Write printable handouts for a class: standalone HTML files that print well on A4 or Letter.

    .venv/bin/python scripts/handouts.py                  # into handouts/ (every game and chapter)
    .venv/bin/python scripts/handouts.py /tmp/class-3b --lang es --chapter bloodfeud/03_battle
    .venv/bin/python scripts/handouts.py --simple         # battle stories in simple narration

It writes, into the folder (created if needed):

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
"""

from __future__ import annotations

import argparse
import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mobgames.teaching import exercises as exmod
from mobgames.teaching.handouts import chapter_pack, exercise_html, key_html, role_card_html
from mobgames.teaching import phrases as phmod
from mobgames.teaching.lessons import chapter_title, word_bank
from mobgames.teaching.glossary import GAMES, glossary_table, languages
from mobgames.teaching.printing import name_line, page, table_html


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
    """Write every handout into ``folder``; returns the files written (index.html first)."""
    import mobgames
    from mobgames.core.events import narration_level

    folder.mkdir(parents=True, exist_ok=True)
    known = languages()
    langs = list(known) if not langs else ["en"] + [lang for lang in langs if lang != "en"]
    unknown = [lang for lang in langs if lang not in known]
    if unknown:
        raise SystemExit(f"Unknown language(s): {', '.join(unknown)}. Available: {', '.join(known)}.")
    all_chapters = exmod.chapters()
    chapters = chapters or all_chapters
    missing = [c for c in chapters if c not in all_chapters]
    if missing:
        raise SystemExit(f"No exercises for: {', '.join(missing)}. Chapters: {', '.join(all_chapters)}.")
    before = narration_level()
    mobgames.set_narration("simple" if simple else "full")
    try:
        written = [write_glossary(folder, slug, lang) for slug in GAMES for lang in langs]
        written += [write_exercises(folder, c) for c in chapters]
        written += [write_word_bank(folder, c, lang) for c in chapters for lang in langs]
        written += [write_pack(folder, c) for c in chapters]
        written += [write_roleplays(folder), write_phrases(folder)]
    finally:
        mobgames.set_narration(before)
    links = "".join(f"<li><a href='{escape(p.name)}'>{escape(p.name)}</a></li>" for p in written)
    index = folder / "index.html"
    index.write_text(page("mobgames handouts", f"<p>Open a file and print it.</p><ul>{links}</ul>"), encoding="utf-8")
    return [index] + written


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="Write printable HTML handouts (glossaries, exercises with answer "
                                                 "keys, role-play cards, phrase bank) into a folder.")
    parser.add_argument("folder", nargs="?", default="handouts", help="where to write them (default: handouts/)")
    parser.add_argument("--lang", action="append", default=[],
                        help="a translation to include, e.g. es (repeat for more; default: every language)")
    parser.add_argument("--chapter", action="append", default=[],
                        help="one chapter's exercises, e.g. bloodfeud/03_battle (repeat; default: all)")
    parser.add_argument("--simple", action="store_true", help="tell the battle stories in simple narration")
    args = parser.parse_args(argv)
    langs = [x.strip() for value in args.lang for x in value.split(",") if x.strip()]
    written = write_all(Path(args.folder), langs or None, args.chapter or None, args.simple)
    print(f"Wrote {len(written)} files into {args.folder}/ (open index.html).")


if __name__ == "__main__":
    main()
