"""A chapter's sections as its text source has them (the jupytext .py): each heading, whether it is
an extension, its cells, and the words of its prose (issue 29: a 45-minute core in every chapter).

A section is an *extension* (for a 90-minute lesson or homework) when its heading ends with
" (extension)". ``mark_extensions`` gives every cell of such a section the tag ``extension``, and
its heading cell the metadata that folds it in JupyterLab (``jp-MarkdownHeadingCollapsed``); the
classroom template folds the tagged cells in Voila. ``scripts/notebooks.py build`` calls it, so an
author only writes the heading.

    .venv/bin/python scripts/chapter_sections.py bloodfeud/03_battle   # its sections and core words
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import jupytext

ROOT = Path(__file__).resolve().parents[1]
EXTENSION = "extension"             # the cell tag of every cell of an extension section
MARK = " (extension)"               # what an extension section's heading ends with
HEADING = re.compile(r"^(#{1,6}) (.+)$", re.M)


COLLAPSED = "jp-MarkdownHeadingCollapsed"


@dataclass
class Section:
    level: int
    title: str                      # without MARK
    heading_cell: object
    cells: list = field(default_factory=list)   # the heading cell and every cell up to the next heading of its level or higher

    marked: bool = False            # the heading ends with MARK

    @property
    def extension(self) -> bool:
        return EXTENSION in self.heading_cell.metadata.get("tags", [])


def cells(chapter: str) -> list:
    return jupytext.read(ROOT / "notebooks" / f"{chapter}.py").cells


def _section(level: int, title: str, cell, cells: list) -> Section:
    title = title.strip()
    marked = title.endswith(MARK)
    return Section(level, title[: -len(MARK)] if marked else title, cell, cells, marked)


def sections(chapter: str | list) -> list[Section]:
    """Every h2 and h3 section of a chapter (its id, or its cells), in order."""
    found: list[Section] = []
    open_: list[Section] = []
    for cell in cells(chapter) if isinstance(chapter, str) else chapter:
        heads = HEADING.findall(cell.source) if cell.cell_type == "markdown" else []
        for hashes, title in heads[:1]:
            level = len(hashes)
            open_ = [s for s in open_ if s.level < level]
            if level >= 2:
                section = _section(level, title, cell, [])
                found.append(section)
                open_.append(section)
        for s in open_:
            s.cells.append(cell)
        for hashes, title in heads[1:]:      # a second heading in one cell opens a subsection there
            level = len(hashes)
            section = _section(level, title, cell, [cell])
            found.append(section)
            open_ = [s for s in open_ if s.level < level] + [section]
    return found


def words(text: str) -> int:
    """The words of some markdown prose (tags, link targets and markup left out)."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"&[a-z#0-9]+;", " ", text)
    return len(re.findall(r"[A-Za-z0-9][A-Za-z0-9'’.,$-]*", text))


def core_words(chapter: str) -> int:
    """The words of the prose a 45-minute lesson reads: every markdown cell not tagged extension."""
    return sum(words(c.source) for c in cells(chapter)
               if c.cell_type == "markdown" and EXTENSION not in c.metadata.get("tags", []))


def _split_headings(nb) -> bool:
    """An extension's heading gets a cell of its own: JupyterLab folds the cells after a heading,
    never the rest of the heading's own cell. Returns whether a cell was split."""
    import nbformat

    changed = False
    for i in range(len(nb.cells) - 1, -1, -1):
        cell = nb.cells[i]
        if cell.cell_type != "markdown":
            continue
        lines = cell.source.split("\n")
        first = next((n for n, line in enumerate(lines) if HEADING.match(line)), None)
        if first is None or first != 0 or not lines[0].rstrip().endswith(MARK):
            continue
        body = "\n".join(lines[1:]).strip("\n")
        if not body:
            continue
        cell.source = lines[0]
        nb.cells.insert(i + 1, nbformat.v4.new_markdown_cell(body, metadata=dict(cell.metadata)))
        nb.cells[i + 1].metadata.pop(COLLAPSED, None)
        changed = True
    return changed


def mark_extensions(source: Path) -> bool:
    """Give each extension heading a cell of its own, tag every cell of each extension section of a
    chapter's .py (and fold its heading), untag the others; write the file back only if that changes
    it. Returns whether it changed."""
    nb = jupytext.read(source, fmt="py:percent")
    split = _split_headings(nb)
    inside = {id(c) for s in sections(nb.cells) if s.marked for c in s.cells}
    heads = {id(s.heading_cell) for s in sections(nb.cells) if s.marked}
    changed = split
    for cell in nb.cells:
        tags = list(cell.metadata.get("tags", []))
        want = id(cell) in inside
        if want != (EXTENSION in tags):
            tags = tags + [EXTENSION] if want else [t for t in tags if t != EXTENSION]
            if tags:
                cell.metadata["tags"] = tags
            else:
                cell.metadata.pop("tags", None)
            changed = True
        folded = id(cell) in heads
        if folded != bool(cell.metadata.get(COLLAPSED)):
            if folded:
                cell.metadata[COLLAPSED] = True
            else:
                cell.metadata.pop(COLLAPSED, None)
            changed = True
    if changed:
        jupytext.write(nb, source, fmt="py:percent")
    return changed


if __name__ == "__main__":
    import sys

    for chapter in sys.argv[1:]:
        for s in sections(chapter):
            kind = "extension" if s.extension else "core"
            print(f"{'  ' * (s.level - 2)}{s.title} [{kind}]")
        print(f"core prose: {core_words(chapter)} words")
