"""Assessment (issue 29): a four-band B1 rubric for the speaking tasks (each chapter's "Now you")
and one for the writing tasks, and where each chapter's model answers sit on them.

The rubrics are data, ``data/rubrics.json`` (editable; checked when read, every problem named): for
each kind, four criteria with what a teacher hears or reads at each band (4: more than B1 asks;
3: B1 met; 2: nearly there; 1: not yet), a short example of a learner at each band, and, for every
chapter, the band of its model answers with the reason. A student's view shows no rubric: it is
the teacher's (the speaking task and the writing task show it in the teacher's view).

    >>> print(rubric("speaking").criteria()[0])
    Task
    >>> model_band("bloodfeud/03_battle", "speaking")[0] in (3, 4)
    True
"""

from __future__ import annotations

import os
from functools import cache

from ..core.arguments import checked
from ..core.datafile import ListOf, MapOf, Record, Text, Whole, data_error, file_label, problems, read_json
from ..core.markup import NO_MATH
from ..core.markup import text as escape
from .datafiles import CHAPTER
from .glossary import DATA_DIR, GlossaryError

__all__ = ["KINDS", "BANDS", "BAND_NAMES", "rubric", "model_band", "assessing", "load_rubrics", "Rubric"]

KINDS = ("speaking", "writing")
BANDS = ("4", "3", "2", "1")
BAND_NAMES = {"4": "more than B1 asks", "3": "B1 met", "2": "nearly there", "1": "not yet"}

BY_BAND = Record({band: Text() for band in BANDS})
KIND = Record({"criteria": ListOf(Record({"name": Text(), "bands": BY_BAND}), min=3, max=5),
               "sounds_like": BY_BAND})
PLACED = Record({"band": Whole(min=1, max=4), "why": Text()})
SCHEMA = Record({"speaking": KIND, "writing": KIND,
                 "models": MapOf(Record({"speaking": PLACED}, optional={"writing": PLACED}), keys=CHAPTER)},
                optional={"about": Text()})


def _missing(data, chapters: list[str], writing: set[str]) -> list[str]:
    """Every chapter's speaking model, and every writing task's model, must be placed."""
    models = data.get("models") if isinstance(data, dict) else None
    if not isinstance(models, dict):
        return []
    out = [f'models: "{c}" has no band for its speaking model' for c in chapters if c not in models]
    out += [f'models["{c}"]: its writing task\'s model has no band' for c in sorted(writing)
            if isinstance(models.get(c), dict) and "writing" not in models[c]]
    out += [f'models["{c}"]: it has a band for a writing model, but the chapter has no writing task'
            for c, m in models.items() if isinstance(m, dict) and "writing" in m and c not in writing]
    return out


def read_rubrics(path, chapters: list[str], writing: set[str], error=GlossaryError) -> dict:
    data = read_json(path, "rubrics", error)
    found = problems(data, SCHEMA) + _missing(data, chapters, writing)
    if found:
        raise data_error(error)(file_label(path, "rubrics"), found)
    return data


@cache
def load_rubrics() -> dict:
    from .exercises import chapters, exercises_for

    chapter_ids = chapters()
    writing = {c for c in chapter_ids if any(e.kind == "writing" for e in exercises_for(c))}
    return read_rubrics(os.path.join(DATA_DIR, "rubrics.json"), chapter_ids, writing)


class Rubric:
    """One kind's rubric: a table of criteria by band (HTML in a notebook, text with ``print``)."""

    def __init__(self, kind: str, data: dict):
        self.kind, self.data = kind, data

    def criteria(self) -> list[str]:
        return [c["name"] for c in self.data["criteria"]]

    def title(self) -> str:
        return f"The B1 {self.kind} rubric: four bands"

    def __str__(self) -> str:
        lines = [self.title()]
        for band in BANDS:
            lines += ["", f"Band {band} ({BAND_NAMES[band]})"]
            lines += [f"  {c['name']}: {c['bands'][band]}" for c in self.data["criteria"]]
            lines.append(f"  It sounds like: {self.data['sounds_like'][band]}")
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        head = "<th scope='col'>Criterion</th>" + "".join(
            f"<th scope='col'>Band {b}<br><small>{escape(BAND_NAMES[b])}</small></th>" for b in BANDS)
        rows = "".join("<tr><th scope='row'>" + escape(c["name"]) + "</th>"
                       + "".join(f"<td>{escape(c['bands'][b])}</td>" for b in BANDS) + "</tr>"
                       for c in self.data["criteria"])
        verb = "sounds" if self.kind == "speaking" else "reads"
        rows += (f"<tr><th scope='row'>It {verb} like</th>"
                 + "".join(f"<td><i>{escape(self.data['sounds_like'][b])}</i></td>" for b in BANDS) + "</tr>")
        return (f"<table class='mobgames-rubric {NO_MATH}'><caption>{escape(self.title())}</caption>"
                f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")


@checked
def rubric(kind: str = "speaking") -> Rubric:
    """The rubric for ``"speaking"`` or ``"writing"``."""
    if kind not in KINDS:
        raise GlossaryError(f"The rubrics are for speaking and writing, not {kind!r}.")
    return Rubric(kind, load_rubrics()[kind])


@checked
def model_band(chapter: str, kind: str = "speaking") -> tuple[int, str]:
    """(band, why) of a chapter's model answer for its speaking or writing task."""
    placed = load_rubrics()["models"].get(chapter, {}).get(kind)
    if placed is None:
        raise GlossaryError(f"{chapter!r} has no {kind} model answer placed in a band.")
    return placed["band"], placed["why"]


def assessing(chapter: str, kind: str) -> str:
    """For the teacher's view: where the chapter's model answer sits on the B1 rubric, and the
    rubric itself, folded (HTML)."""
    band, why = model_band(chapter, kind)
    return (f"<details class='mobgames-assessing {NO_MATH}' style='margin-top:6px'><summary><b>Assessing it "
            f"(teacher)</b>: the model answer is band {band} ({escape(BAND_NAMES[str(band)])}) on the B1 {kind} "
            f"rubric</summary><p style='margin:4px 0'>{escape(why)}</p>{rubric(kind)._repr_html_()}</details>")
