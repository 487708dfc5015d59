"""Write printable handouts for a class: standalone HTML files that print well on A4 or Letter.

    .venv/bin/python scripts/handouts.py                  # into handouts/ (every game and chapter)
    .venv/bin/python scripts/handouts.py /tmp/class-3b --lang es --chapter bloodfeud/03_battle
    .venv/bin/python scripts/handouts.py --simple         # battle stories in simple narration

It writes, into the folder (created if needed):

- ``index.html``: a list of everything below;
- ``glossary-<game>.html`` and, for each translation, ``glossary-<game>-<lang>.html``;
- ``exercises-<game>-<chapter>.html``: the student pages, then the answer key on a page of its own;
- ``roleplay-cards.html``: one card per role, to cut out, and a page with all the goals for the teacher;
- ``phrase-bank.html``: useful phrases for playing in English, by topic.

Open a file in a browser and print it (the print layout has no buttons or links to hide).
"""

from __future__ import annotations

import argparse
import json
import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mobgames.teaching import exercises as exmod
from mobgames.teaching import phrases as phmod
from mobgames.teaching.glossary import GAMES, glossary_table, languages

CSS = """
@page { size: auto; margin: 15mm; }
* { box-sizing: border-box; }
body { font-family: Georgia, 'DejaVu Serif', 'Times New Roman', serif; font-size: 12pt; line-height: 1.45;
       color: #000; background: #fff; max-width: 185mm; margin: 0 auto; padding: 8mm 0; }
h1 { font-size: 18pt; margin: 0 0 4pt; } h2 { font-size: 14pt; margin: 14pt 0 4pt; }
h3 { font-size: 12.5pt; margin: 10pt 0 3pt; }
.sub { color: #333; font-size: 10.5pt; margin-bottom: 8pt; }
.name-line { margin: 6pt 0 12pt; } .name-line span { display: inline-block; width: 60mm; border-bottom: 1px solid #000; }
table { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
th, td { border: 1px solid #555; padding: 3pt 5pt; text-align: left; vertical-align: top; }
th { background: #eee; } thead { display: table-header-group; } tr { page-break-inside: avoid; break-inside: avoid; }
.exercise { page-break-inside: avoid; break-inside: avoid; margin: 0 0 12pt; padding-bottom: 6pt;
            border-bottom: 1px solid #bbb; }
.exercise ol, .exercise ul { margin: 3pt 0; }
.write { display: inline-block; min-width: 28mm; border-bottom: 1px solid #000; }
.line { height: 9mm; border-bottom: 1px solid #777; }
.box { display: inline-block; width: 9mm; height: 6mm; border: 1px solid #000; margin-right: 4pt; vertical-align: middle; }
.tick { display: inline-block; width: 4mm; height: 4mm; border: 1px solid #000; margin-right: 5pt; vertical-align: middle; }
.story { font-size: 10.5pt; border-left: 2pt solid #999; padding-left: 6pt; }
.story li { margin: 0; }
svg { max-width: 100%; height: auto; }
.answer-key { page-break-before: always; break-before: page; }
.answer-key li { margin-bottom: 4pt; white-space: pre-line; }
.card { border: 2px dashed #333; border-radius: 4pt; padding: 6pt 10pt; margin: 0 0 10pt;
        page-break-inside: avoid; break-inside: avoid; }
.card .game { font-size: 9.5pt; color: #333; text-transform: uppercase; letter-spacing: 0.5pt; }
.card h3 { margin-top: 2pt; }
.teacher { page-break-before: always; break-before: page; }
.phrase td:first-child { width: 45%; font-weight: bold; }
a { color: #000; }
@media print { .noprint { display: none; } a { text-decoration: none; } }
"""


def page(title: str, body: str, subtitle: str = "") -> str:
    sub = f"<div class='sub'>{escape(subtitle)}</div>" if subtitle else ""
    return (f"<!DOCTYPE html>\n<html lang='en'>\n<head>\n<meta charset='utf-8'>\n<title>{escape(title)}</title>\n"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>\n<style>{CSS}</style>\n</head>\n"
            f"<body>\n<h1>{escape(title)}</h1>\n{sub}\n{body}\n</body>\n</html>\n")


def name_line() -> str:
    return "<p class='name-line'>Name: <span></span> &nbsp; Date: <span style='width:35mm'></span></p>"


def table_html(table) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in table.headers)
    rows = "".join("<tr>" + "".join(f"<td>{escape(v)}</td>" for v in r) + "</tr>" for r in table.rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def chapter_title(chapter: str) -> str:
    """The chapter's title from its notebook's first heading (or the id, if there is none)."""
    path = ROOT / "notebooks" / f"{chapter}.ipynb"
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        first = "".join(cells[0]["source"]).splitlines()[0]
        if first.startswith("#"):
            return first.lstrip("# ").strip()
    except (OSError, KeyError, IndexError, ValueError):
        pass
    return chapter


# -- exercises ------------------------------------------------------------------------------------

def exercise_html(ex, n: int) -> str:
    e = escape
    head = f"<h3>{n}. {e(ex.title)}</h3><p><i>{e(ex.instructions)}</i></p>"
    if ex.kind == "match":
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        terms = "".join(f"<tr><td>{e(t)}</td><td><span class='box'></span></td></tr>" for t in ex.terms)
        meanings = "".join(f"<tr><td><b>{letters[i]}</b></td><td>{e(d)}</td></tr>" for i, d in enumerate(ex.options))
        body = (f"<table><thead><tr><th>Word</th><th>Letter</th></tr></thead><tbody>{terms}</tbody></table>"
                f"<p></p><table><thead><tr><th></th><th>Meaning</th></tr></thead><tbody>{meanings}</tbody></table>")
    elif ex.kind == "gap":
        parts = ex.sentence.split(exmod.GAP)
        text = (f"{e(ex.context)} " if ex.context else "") + e(parts[0])
        for i, part in enumerate(parts[1:], 1):
            label = "" if ex.gaps == 1 else f"({i}) "
            text += f"{label}<span class='write'></span>{e(part)}"
        body = f"<p style='font-size:13pt'>{text}</p>"
    elif ex.kind == "order":
        rows = "".join(f"<li><span class='box'></span>{e(item)}</li>" for item in ex.shuffled)
        body = f"<p>Write 1 to {len(ex.shuffled)} in the boxes.</p><ul style='list-style:none;padding-left:0'>{rows}</ul>"
    elif ex.kind == "next":
        story = "".join(f"<li>{e(ev.text)}</li>" for ev in ex.story)
        choices = "".join(f"<li><span class='tick'></span>{e(label)}</li>" for _, label in ex.choices)
        body = (f"{ex.battle.svg(ex.step_index)}<ol class='story'>{story}</ol>"
                f"<p><b>What happens next?</b> Tick one.</p><ul style='list-style:none;padding-left:0'>{choices}</ul>")
    elif ex.kind == "writing":
        points = "".join(f"<li>{e(p)}</li>" for p in ex.points)
        words = f" ({ex.words[0]} to {ex.words[1]} words)" if ex.words else ""
        useful = f"<p><i>Useful language:</i> {e(', '.join(ex.language))}</p>" if ex.language else ""
        lines = "".join("<div class='line'></div>" for _ in range(10))
        body = (f"<p>{e(ex.prompt)}{e(words)}</p>" + (f"<p>Put in:</p><ul>{points}</ul>" if points else "")
                + useful + lines)
    else:
        choices = "".join(f"<li><span class='tick'></span>{e(c)}</li>" for c in ex.choices)
        body = f"<p>{e(ex.prompt)}</p><ul style='list-style:none;padding-left:0'>{choices}</ul>"
    return f"<div class='exercise'>{head}{body}</div>"


def key_html(exercises) -> str:
    items = "".join(f"<li><b>{escape(ex.title)}</b>\n{escape(ex.key_text())}</li>" for ex in exercises)
    return f"<section class='answer-key'><h2>Answer key (teacher)</h2><ol>{items}</ol></section>"


def write_exercises(folder: Path, chapter: str) -> Path:
    exercises = exmod.exercises_for(chapter)
    title = chapter_title(chapter)
    body = name_line() + "".join(exercise_html(ex, i) for i, ex in enumerate(exercises, 1)) + key_html(exercises)
    path = folder / f"exercises-{chapter.replace('/', '-')}.html"
    path.write_text(page(f"Exercises: {title}", body, f"{len(exercises)} exercises. The answer key is on the last page."),
                    encoding="utf-8")
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


def card_html(card: dict, role: dict) -> str:
    e = escape
    lang = "".join(f"<li>{e(x)}</li>" for x in card["language"])
    grammar = f"<p><i>Language point:</i> {e(card['grammar'])}</p>" if card.get("grammar") else ""
    return (f"<div class='card'><div class='game'>{e(card['game'])}</div><h3>{e(card['title'])}</h3>"
            f"<p>{e(card['situation'])}</p><p><b>You are {e(role['name'])}.</b> Your goal: {e(role['goal'])}</p>"
            f"<p><i>Useful language:</i></p><ul>{lang}</ul>{grammar}</div>")


def write_roleplays(folder: Path) -> Path:
    cards = phmod.roleplay_cards()
    student = "".join(card_html(c, r) for c in cards for r in c["roles"])
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
