"""One spelling convention, American (to match the General American IPA), in everything a reader
sees: the teaching data (glossary, translations, word banks, teacher notes, phrases, role-plays,
exercises), the games' data files, the chapters' text cells, the README's and docs' prose. Only values
are read, never JSON keys (``"colours": ...`` is a field name), and never code (a chapter's code
cells, `code spans`, fenced blocks: ``catalogue()`` is a Python name).

The simple narration (``mobgames/<game>/data/narration.json``) is edited elsewhere; a game's file
is read here once it is American too (``NARRATION_READY``: Blood Feud's still says "colour",
Family Business's "cancelled")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mobgames.teaching.spelling import BRITISH, americanize, british_words

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("bloodfeud", "mobties", "familybusiness")
NARRATION_READY = {"mobties"}
# Words of the translation's own language that look British in English.
NATIVE = {"fr": {"centre", "organisation", "utilise"}}
# Fields that list other spellings a reader may type or a text may hold (a glossary entry's
# "forms", an exercise's accepted answers): a British one there is welcome, not shown as ours.
OTHER_SPELLINGS = ("forms", "accept")

_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"(\s*:)?')


def _other_spellings(data, inside: bool = False) -> set[str]:
    if isinstance(data, dict):
        return set().union(*(_other_spellings(v, inside or k in OTHER_SPELLINGS) for k, v in data.items()), set())
    if isinstance(data, list):
        return set().union(*(_other_spellings(v, inside) for v in data), set())
    return {data} if inside and isinstance(data, str) else set()


def json_values(path: Path):
    """(line number, text) for every string value of a JSON file (keys, and the values of
    ``OTHER_SPELLINGS`` fields, left out)."""
    text = path.read_text(encoding="utf-8")
    skip = _other_spellings(json.loads(text))
    for n, line in enumerate(text.splitlines(), 1):
        for m in _STRING.finditer(line):
            value = json.loads(f'"{m.group(1)}"')
            if not m.group(2) and value not in skip:
                yield n, value


def _prose(line: str) -> str:
    """A line of markdown without its code spans, HTML tags and link targets."""
    line = re.sub(r"`[^`]*`", " ", line)
    line = re.sub(r"<[^>]*>", " ", line)
    return re.sub(r"\]\([^)]*\)", "]", line)


def markdown_lines(lines, start: int = 1):
    """(line number, prose) for markdown lines, skipping fenced code blocks."""
    fenced = False
    for n, line in enumerate(lines, start):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield n, _prose(line)


def chapter_text(path: Path):
    """(line number, prose) of a jupytext chapter's markdown cells."""
    cells, in_markdown = [], False           # each markdown cell: [(line number, text)]
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("# %%"):
            in_markdown = "[markdown]" in line
            cells.append([])
        elif in_markdown and line.startswith("#"):
            cells[-1].append((n, line[2:]))
    for cell in cells:
        numbers = [n for n, _ in cell]
        yield from ((numbers[i], text) for i, text in markdown_lines([t for _, t in cell], 0))


def reader_files() -> list[Path]:
    teaching = ROOT / "mobgames" / "teaching" / "data"
    files = sorted(teaching.glob("*.json")) + sorted((teaching / "translations").glob("*.json"))
    for game in GAMES:
        files += [p for p in sorted((ROOT / "mobgames" / game / "data").glob("*.json"))
                  if p.name != "narration.json" or game in NARRATION_READY]
    files += sorted((ROOT / "notebooks").glob("*.py")) + sorted((ROOT / "notebooks").glob("*/*.py"))
    return files + [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))


def texts(path: Path):
    if path.suffix == ".json":
        return json_values(path)
    if path.suffix == ".py":
        return chapter_text(path)
    return markdown_lines(path.read_text(encoding="utf-8").splitlines())


def british_in(path: Path) -> list[str]:
    allowed = NATIVE.get(path.stem, set()) if path.parent.name == "translations" else set()
    return [f"{path.relative_to(ROOT)}:{n}: {word} -> {us}"
            for n, text in texts(path) for word, us in british_words(text) if word.lower() not in allowed]


@pytest.mark.parametrize("path", reader_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_what_a_reader_sees_is_spelled_the_american_way(path):
    found = british_in(path)
    assert not found, "British spellings (write them the American way):\n" + "\n".join(found)


def test_the_scan_reads_values_and_prose_but_not_keys_or_code(tmp_path):
    data = tmp_path / "cards.json"
    data.write_text('{"colours": {"Red": "#D55E00"},\n "text": "The Contract is cancelled.",\n'
                    ' "forms": ["Defence card"], "accept": {"favor": ["favour"]}}\n', encoding="utf-8")
    assert british_in_tmp(data) == [(2, "cancelled", "canceled")]
    chapter = tmp_path / "01_x.py"
    chapter.write_text('# %% [markdown]\n# Pick a colour, then `catalogue()`.\n\n# %%\ncolour = "Red"\n'
                       "# %% [markdown]\n# ```\n# defence\n# ```\n# A grey button.\n", encoding="utf-8")
    assert [(n, w) for n, t in chapter_text(chapter) for w, _ in british_words(t)] == [(2, "colour"), (10, "grey")]


def british_in_tmp(path: Path):
    return [(n, word, us) for n, text in json_values(path) for word, us in british_words(text)]


def test_the_list_knows_the_usual_british_forms_and_leaves_shared_words_alone():
    for uk, us in [("colour", "color"), ("favour", "favor"), ("defence", "defense"), ("offence", "offense"),
                   ("cancelled", "canceled"), ("cancelling", "canceling"), ("travelled", "traveled"),
                   ("neighbour", "neighbor"), ("behaviour", "behavior"), ("centre", "center"),
                   ("licence", "license"), ("practise", "practice"), ("organise", "organize"),
                   ("recognised", "recognized"), ("realise", "realize"), ("programme", "program"),
                   ("grey", "gray"), ("judgement", "judgment"), ("catalogue", "catalog")]:
        assert BRITISH[uk] == us
    assert americanize("Colours and Neighbourhoods, a DEFENCE") == "Colors and Neighborhoods, a DEFENSE"
    shared = "promise exercise surprise advertise emphasis equally totally dialogue Favor Cards Defense card"
    assert british_words(shared) == []
