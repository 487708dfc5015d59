"""Exercises for the classroom, checked in plain, encouraging English.

Eight kinds, each with ``check(answer) -> Feedback`` and ``answer_key()`` (an answer that passes):

- ``MatchTerms(pairs)``: match game words to their meanings (the meanings come from the glossary);
- ``GapFill(sentence, answers)``: write the missing words back into a sentence. Sentences come
  from the engine's own narration (a battle line, an income sum, a movement rule), so an exercise
  can never drift from what the tutorial shows; natural alternatives can be accepted too;
- ``OrderSteps(items)``: put steps in order (the four phases of a Blood Feud turn, the seven
  Mob Ties phases, a Family Business turn... are taken from the engines);
- ``WhatHappensNext(story, step_index, choices)``: stop a story (a Blood Feud battle, or a Mob
  Ties or Family Business game played from a ready-made position, see ``stories``) after one
  event and ask what comes next. The engine decides: the right answer is the kind of its next event;
- ``Question(prompt, choices, answer, explanation)``: a comprehension question;
- ``Writing(prompt, model, criteria)``: an open writing task. It is never marked: after writing,
  the reader sees a model answer and the success criteria to check the text against;
- ``Dictation(sentence)``: listen to a sentence of the games and write it, checked word by word;
- ``ListenChoose(pair, say)``: listen to one word of a minimal pair (or its example) and choose
  which it was. These two are in ``listening.py``.

The exercises live in ``data/exercises.json``, keyed by chapter (a notebook id such as
``"bloodfeud/03_battle"``); ``exercises_for(chapter)`` builds them. A teacher can add or change
exercises there: ``exercises_for`` names any problem it finds. The kinds are in ``kinds.py``, the
engine's sentences and facts in ``sources.py`` (and ``sources_<game>.py``), the stories in ``stories.py``.

    >>> from mobgames.teaching.exercises import exercises_for
    >>> ex = exercises_for("bloodfeud/03_battle")[0]
    >>> ex.check(ex.answer_key()).correct
    True
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Mapping, Sequence
from functools import cache

from .datafiles import read_exercises
from .feedback import GAP, KIND_NAMES, KINDS, Exercise, ExerciseError, Feedback
from .kinds import NEXT_HINTS, NEXT_LABELS, GapFill, MatchTerms, OrderSteps, Question, WhatHappensNext, Writing
from .listening import LISTENING_KINDS, Dictation, ListenChoose, build_listening
from .sources import BATTLE_STEPS, engine_context, engine_fact, engine_line, sequence
from .stories import story_from
from ..core.arguments import checked

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

__all__ = ["ExerciseError", "Feedback", "Exercise", "MatchTerms", "GapFill", "OrderSteps", "WhatHappensNext",
           "Question", "Writing", "Dictation", "ListenChoose", "exercises_for", "build_exercise", "chapters", "load_exercises", "engine_line",
           "engine_fact",
           "sequence", "BATTLE_STEPS", "NEXT_LABELS", "NEXT_HINTS", "KINDS", "KIND_NAMES", "GAP", "reload"]


# -- the data file --------------------------------------------------------------------------------

@cache
def _data(data_dir: str) -> dict:
    """The chapters of ``data_dir``/exercises.json, checked: a broken file raises ``DataError``
    (also an ``ExerciseError``) listing every problem. Matching exercises use glossary words."""
    from .glossary import load_glossary
    from .pronunciation import pairs

    words = [w for e in load_glossary() for w in (e.term,) + e.forms]
    return read_exercises(os.path.join(data_dir, "exercises.json"), words, ExerciseError, pairs())["chapters"]


def reload() -> None:
    """Read ``data/exercises.json`` again (after a teacher edits it in a running notebook)."""
    _data.cache_clear()


def load_exercises() -> dict[str, list[dict]]:
    """The exercise data as written in the file: chapter id -> list of specs."""
    return {k: list(v) for k, v in _data(DATA_DIR).items()}


def chapters() -> list[str]:
    """The chapter ids that have exercises, e.g. ``"bloodfeud/03_battle"``."""
    return list(_data(DATA_DIR))


def _build(spec: Mapping, id: str) -> Exercise:
    if not isinstance(spec, Mapping) or spec.get("type") not in KINDS:
        raise ExerciseError(f"Exercise {id}: 'type' must be one of {', '.join(KINDS)}.")
    kind = spec["type"]
    common = {"title": spec.get("title"), "instructions": spec.get("instructions"), "id": id}
    if kind in LISTENING_KINDS:
        return build_listening(spec, common)
    if kind == "match":
        return MatchTerms.from_glossary(spec["terms"], **common)
    if kind == "gap":
        if "source" in spec:
            line = engine_line(spec["source"])
            sentence = _blank(line, spec["remove"], id)
            answers = [[w] + list(spec.get("accept", {}).get(w, [])) for w in spec["remove"]]
            where = spec["source"]["from"]
            return GapFill(sentence, answers, hints=spec.get("hints"), source=f"the engine ({where})",
                           context=engine_context(spec["source"]), **common)
        return GapFill(spec["sentence"], spec["answers"], hints=spec.get("hints"), **common)
    if kind == "order":
        if "sequence" in spec:
            items, source = sequence(spec["sequence"])
        else:
            items, source = spec["items"], None
        return OrderSteps(items, hints=spec.get("hints"), source=source, free=spec.get("free", ()), **common)
    if kind == "next":
        story = story_from(spec["game"] if "game" in spec else spec.get("battle", 1))
        if "index" in spec:
            index = spec["index"]
        else:
            after = spec.get("after", {})
            if "game" in spec and "kind" not in after:
                raise ExerciseError(f"Exercise {id}: a story of a game needs 'after': {{'kind': ...}}, the event it "
                                    "stops at (or 'index').")
            index = story.find(after.get("kind", "roll"), after.get("nth", 0))
        return WhatHappensNext(story, index, spec["choices"], **common)
    if kind == "writing":
        return Writing(spec["prompt"], spec["model"], spec["criteria"], points=spec.get("points"),
                       words=spec.get("words"), language=spec.get("language"), **common)
    # question
    if "answer_from" in spec:
        answer, source = engine_fact(spec["answer_from"]), f"the engine ({spec['answer_from']})"
    else:
        answer, source = spec["answer"], None
    return Question(spec["prompt"], spec["choices"], answer, spec["explanation"], hint=spec.get("hint"),
                    source=source, **common)


def _blank(line: str, words: Sequence[str], id: str) -> str:
    """The engine's sentence with each of ``words`` (whole words, first free occurrence) made a gap."""
    out = line
    for w in words:
        pattern = re.compile(rf"(?<!\w){re.escape(w)}(?!\w)")
        if not pattern.search(out):
            raise ExerciseError(f"Exercise {id}: the engine's sentence no longer contains {w!r}: {line!r}. "
                                "Update the exercise in mobgames/teaching/data/exercises.json.")
        out = pattern.sub(GAP, out, count=1)
    return out


@checked
def exercises_for(chapter: str) -> list[Exercise]:
    """Every exercise of one chapter (a notebook id such as ``"bloodfeud/03_battle"``), built."""
    data = _data(DATA_DIR)
    if chapter not in data:
        close = difflib.get_close_matches(str(chapter), list(data), n=2)
        hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
        raise ExerciseError(f"There are no exercises for {chapter!r}.{hint} Chapters: {', '.join(data)}.")
    return [build_exercise(spec, f"{chapter}#{i}") for i, spec in enumerate(data[chapter], 1)]


def build_exercise(spec: Mapping, id: str = "exercise") -> Exercise:
    """One exercise from its spec, as written in data/exercises.json (``id`` names it in errors).
    A spec read from the file is checked first; one given here directly is only built."""
    try:
        return _build(spec, id)
    except ExerciseError:
        raise
    except (KeyError, TypeError) as err:
        raise ExerciseError(f"Exercise {id} is missing something or has a wrong value: {err!r}.") from None
