"""A 15-minute end-of-game quiz for each game (issue 29), made of items the engine checks: "What
happens next?" stories, gaps cut from the engine's own sentences, orders the engine gives and
questions whose answers it computes. The quizzes are data, ``data/quizzes.json``: each item names a
chapter and its exercise's number there; reading the file checks that each item exists, is one the
engine checks, and that the items' times add up to no more than the quiz's minutes.

    >>> items = quiz("bloodfeud")
    >>> len(items) >= 8 and quiz_minutes("bloodfeud") == 15
    True
"""

from __future__ import annotations

import os
from functools import cache

from ..core.arguments import checked
from ..core.datafile import ListOf, MapOf, Record, Text, Whole, data_error, file_label, problems, read_json
from .glossary import DATA_DIR, GlossaryError
from .glossary import GAMES as GAME_TITLES

__all__ = ["GAMES", "MINUTES", "quiz", "quiz_minutes", "load_quizzes"]

GAMES = tuple(GAME_TITLES)
MINUTES = {"next": 1.5, "gap": 1.5, "order": 2.0, "question": 1.0}   # a B1 learner's time for one item
ITEM = Record({"chapter": Text(), "number": Whole(min=1)})
SCHEMA = Record({"quizzes": MapOf(Record({"minutes": Whole(min=5, max=60), "items": ListOf(ITEM, min=5)}),
                                  keys=Text(choices=GAMES))}, optional={"about": Text()})


def engine_checked(spec: dict) -> bool:
    """Whether the engine itself answers an exercise (as written in exercises.json)."""
    kind = spec.get("type")
    return (kind == "next" or (kind == "order" and "sequence" in spec) or (kind == "gap" and "source" in spec)
            or (kind == "question" and "answer_from" in spec))


def _item_problems(data: dict, exercises: dict) -> list[str]:
    out = []
    for game, q in data["quizzes"].items():
        total = 0.0
        for n, item in enumerate(q["items"]):
            where = f'quizzes["{game}"].items[{n}]'
            chapter, number = item["chapter"], item["number"]
            if not chapter.startswith(game + "/") or chapter not in exercises:
                out.append(f"{where}: {chapter!r} is not a chapter of {game}")
                continue
            if number > len(exercises[chapter]):
                out.append(f"{where}: {chapter} has {len(exercises[chapter])} exercises, not {number}")
                continue
            spec = exercises[chapter][number - 1]
            if not engine_checked(spec):
                out.append(f"{where}: exercise {number} of {chapter} ({spec.get('type')}) is not one the engine checks")
            total += MINUTES.get(spec.get("type"), 0)
        if total > q["minutes"]:
            out.append(f'quizzes["{game}"]: its items take about {total:g} minutes, more than its {q["minutes"]}')
    missing = [g for g in GAMES if g not in data["quizzes"]]
    return out + [f'quizzes: "{g}" has no quiz' for g in missing]


def read_quizzes(path, exercises: dict, error=GlossaryError) -> dict:
    data = read_json(path, "quizzes", error)
    found = problems(data, SCHEMA)
    if not found:
        found = _item_problems(data, exercises)
    if found:
        raise data_error(error)(file_label(path, "quizzes"), found)
    return data["quizzes"]


@cache
def load_quizzes() -> dict:
    from .exercises import load_exercises

    return read_quizzes(os.path.join(DATA_DIR, "quizzes.json"), load_exercises())


@checked
def quiz(game: str) -> list:
    """The quiz's exercises for ``game`` ("bloodfeud", "mobties" or "familybusiness"), in order."""
    from .exercises import exercises_for

    if game not in GAMES:
        raise GlossaryError(f"There is a quiz for {', '.join(GAMES)}, not for {game!r}.")
    return [exercises_for(item["chapter"])[item["number"] - 1] for item in load_quizzes()[game]["items"]]


@checked
def quiz_minutes(game: str) -> int:
    if game not in GAMES:
        raise GlossaryError(f"There is a quiz for {', '.join(GAMES)}, not for {game!r}.")
    return load_quizzes()[game]["minutes"]
