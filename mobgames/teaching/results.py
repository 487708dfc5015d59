"""Exercise results a teacher can collect (issue 29). Every Check a student presses is recorded:
for each exercise, how many tries, whether the first was right, whether it is right now, and the
seconds from the moment the exercises were shown to the first right answer.

Nothing leaves the student's device unless they download it:

- the record is kept in a file on the device: ``results/<chapter>.csv`` beside the chapter (in
  JupyterLab a git-ignored folder; on the site the kernel's files live in the browser's own storage);
  ``MOBGAMES_RESULTS`` names another folder;
- "Download my results" gives one CSV file, with the name the student types;
- a teacher loads a class's files (section 8 of the teacher's guide) and sees one table per item
  and one per student, the most missed items first (``class_results``).

A results file is data, never code: reading one checks every row and names every problem.

    >>> r = Record("bloodfeud/03_battle", clock=iter([0.0, 5.0, 9.0]).__next__)
    >>> r.check(2, "Gap", "gap", False); r.check(2, "Gap", "gap", True)
    >>> r.rows()[0]["tries"], r.rows()[0]["first_try_right"], r.rows()[0]["seconds"]
    (2, False, 9.0)
"""

from __future__ import annotations

import csv
import io
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from statistics import median

from ..core.errors import DataError
from ..core.table import Table

__all__ = ["FIELDS", "Record", "results_dir", "read_results", "class_results", "ClassResults"]

FIELDS = ("name", "chapter", "item", "title", "kind", "tries", "first_try_right", "right", "seconds")
MAX_ROWS = 5000            # a class's file holds a few dozen rows; more is not a results file


def results_dir() -> str:
    """Where the records are kept: ``MOBGAMES_RESULTS``, else ``results`` in the current folder."""
    return os.environ.get("MOBGAMES_RESULTS", "").strip() or "results"


@dataclass
class _Item:
    item: int
    title: str
    kind: str
    tries: int = 0
    first_try_right: bool = False
    right: bool = False
    seconds: float | None = None


class Record:
    """One student's results for one chapter's exercises. ``check(item, title, kind, correct)``
    after each Check; ``csv()`` is the file to download, ``save()`` keeps it on the device."""

    def __init__(self, chapter: str, name: str = "", clock: Callable[[], float] = time.monotonic):
        self.chapter, self.name, self.clock = chapter, name, clock
        self.shown = clock()
        self.items: dict[int, _Item] = {}

    def check(self, item: int, title: str, kind: str, correct: bool) -> None:
        now = self.clock()
        it = self.items.setdefault(item, _Item(item, title, kind))
        it.tries += 1
        if it.tries == 1:
            it.first_try_right = bool(correct)
        if correct and not it.right:
            it.right, it.seconds = True, round(now - self.shown, 1)

    def rows(self) -> list[dict]:
        return [{"name": self.name.strip(), "chapter": self.chapter, "item": it.item, "title": it.title,
                 "kind": it.kind, "tries": it.tries, "first_try_right": it.first_try_right, "right": it.right,
                 "seconds": it.seconds} for it in sorted(self.items.values(), key=lambda i: i.item)]

    def csv(self) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, FIELDS, lineterminator="\n")
        writer.writeheader()
        for row in self.rows():
            writer.writerow({**row, "first_try_right": _yes(row["first_try_right"]), "right": _yes(row["right"]),
                             "seconds": "" if row["seconds"] is None else row["seconds"]})
        return out.getvalue()

    def filename(self) -> str:
        who = "".join(c if c.isalnum() else "-" for c in self.name.strip().lower()).strip("-")
        return f"results-{who + '-' if who else ''}{self.chapter.replace('/', '-')}.csv"

    def save(self, folder: str | None = None) -> str:
        """Write the record to ``<folder>/<chapter>.csv`` (made if needed); returns the path. An
        ``OSError`` (a read-only disk) is left to the caller, who tells the student."""
        folder = folder or results_dir()
        path = os.path.join(folder, self.chapter.replace("/", "-") + ".csv")
        os.makedirs(folder, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(self.csv())
        return path


def _yes(value: bool) -> str:
    return "yes" if value else "no"


def read_results(text: str, source: str = "results file") -> list[dict]:
    """The rows of one results CSV, checked: the header, and in each row a whole number of tries,
    yes or no, a number of seconds or nothing. Every problem is named (a ``DataError``)."""
    if not isinstance(text, str):
        raise DataError(source, ["it is not a text file"])
    reader = csv.DictReader(io.StringIO(text))
    if tuple(reader.fieldnames or ()) != FIELDS:
        raise DataError(source, [f"the first line must be {','.join(FIELDS)}, not {','.join(reader.fieldnames or []) or 'empty'}"])
    rows, problems = [], []
    for n, raw in enumerate(reader, start=2):
        if n > MAX_ROWS:
            problems.append(f"more than {MAX_ROWS} rows: this is not one class's results file")
            break
        row, bad = dict(raw), []
        for field in ("item", "tries"):
            value = (raw.get(field) or "").strip()
            if not value.isdigit():
                bad.append(f"{field} must be a whole number, not {value!r}")
            else:
                row[field] = int(value)
        for field in ("first_try_right", "right"):
            value = (raw.get(field) or "").strip().lower()
            if value not in ("yes", "no"):
                bad.append(f"{field} must be yes or no, not {value!r}")
            row[field] = value == "yes"
        value = (raw.get("seconds") or "").strip()
        try:
            row["seconds"] = float(value) if value else None
        except ValueError:
            bad.append(f"seconds must be a number or empty, not {value!r}")
        if not (raw.get("chapter") or "").strip():
            bad.append("chapter is empty")
        if None in raw:
            bad.append("it has more fields than the first line")
        problems += [f"line {n}: {b}" for b in bad]
        rows.append(row)
    if problems:
        raise DataError(source, problems)
    return rows


def _chapter_name(chapter: str) -> str:
    """A chapter's title for a teacher's table ("Blood Feud in New York, chapter 3: Battle"); a quiz
    or an unknown id as it is."""
    from .lessons import chapter_title

    if chapter.startswith("quiz/"):
        return f"End-of-game quiz ({chapter[5:]})"
    try:
        return chapter_title(chapter)
    except LookupError:   # a chapter a newer release added: its id says enough
        return chapter


@dataclass
class ClassResults:
    """A class's results: ``by_item()`` (the most missed first) and ``by_student()``."""

    rows: list[dict]

    def by_item(self) -> Table:
        groups: dict[tuple, list[dict]] = {}
        for r in self.rows:
            groups.setdefault((r["chapter"], r["item"]), []).append(r)

        def share(rs, field):
            return sum(1 for r in rs if r[field]) / len(rs)

        order = sorted(groups.items(), key=lambda kv: (share(kv[1], "first_try_right"), share(kv[1], "right"), kv[0]))
        rows = []
        for (chapter, item), rs in order:
            times = [r["seconds"] for r in rs if r["seconds"] is not None]
            rows.append((_chapter_name(chapter), item, rs[0]["title"], len(rs), f"{share(rs, 'first_try_right'):.0%}",
                         f"{share(rs, 'right'):.0%}", f"{sum(r['tries'] for r in rs) / len(rs):.1f}",
                         f"{median(times):.0f}" if times else "-"))
        return Table(["Chapter", "Item", "Exercise", "Students", "Right first time", "Right in the end",
                      "Tries (mean)", "Seconds to right (median)"], rows,
                     caption="Each exercise, the most missed first", css="mobgames-results-items")

    def by_student(self) -> Table:
        groups: dict[tuple, list[dict]] = {}
        for r in self.rows:
            groups.setdefault((r["name"] or "(no name)", r["chapter"]), []).append(r)
        rows = [(name, _chapter_name(chapter), len(rs), sum(r["first_try_right"] for r in rs), sum(r["right"] for r in rs),
                 sum(r["tries"] for r in rs)) for (name, chapter), rs in sorted(groups.items())]
        return Table(["Student", "Chapter", "Exercises tried", "Right first time", "Right in the end", "Tries"],
                     rows, caption="Each student", css="mobgames-results-students")


def class_results(files: Iterable[tuple[str, str]]) -> ClassResults:
    """A class's results from ``(file name, text)`` pairs; every problem of every file is named."""
    rows, problems = [], []
    for name, text in files:
        try:
            rows += read_results(text, name)
        except DataError as err:
            problems += [f"{name}: {p}" for p in err.problems]
    if problems:
        raise DataError("the results files", problems)
    return ClassResults(rows)
