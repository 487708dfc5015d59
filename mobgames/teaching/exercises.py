"""Exercises for the classroom, checked in plain, encouraging English.

Five kinds, each with ``check(answer) -> Feedback`` and ``answer_key()`` (an answer that passes):

- ``MatchTerms(pairs)``: match game words to their meanings (the meanings come from the glossary);
- ``GapFill(sentence, answers)``: write the missing words back into a sentence. Sentences come
  from the engine's own narration (a battle line, an income sum, a movement rule), so an exercise
  can never drift from what the tutorial shows;
- ``OrderSteps(items)``: put steps in order (the four phases of a Blood Feud turn and the seven
  Mob Ties phases are taken from the engines);
- ``WhatHappensNext(battle, step_index, choices)``: stop a battle after one event and ask what
  comes next. The engine decides: the right answer is the kind of the battle's next event;
- ``Question(prompt, choices, answer, explanation)``: a comprehension question.

The exercises live in ``data/exercises.json``, keyed by chapter (a notebook id such as
``"bloodfeud/03_battle"``); ``exercises_for(chapter)`` builds them. A teacher can add or change
exercises there: ``exercises_for`` names any problem it finds.

    >>> from mobgames.teaching.exercises import exercises_for
    >>> ex = exercises_for("bloodfeud/03_battle")[0]
    >>> ex.check(ex.answer_key()).correct
    True
"""

from __future__ import annotations

import difflib
import html
import os
import random
import re
from collections.abc import Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core.errors import MobgamesError
from .datafiles import read_exercises

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
GAP = "___"
KINDS = ("match", "gap", "order", "next", "question")
KIND_NAMES = {"match": "Match the words", "gap": "Fill the gaps", "order": "Put in order",
              "next": "What happens next?", "question": "Question"}

__all__ = ["ExerciseError", "Feedback", "Exercise", "MatchTerms", "GapFill", "OrderSteps", "WhatHappensNext",
           "Question", "exercises_for", "chapters", "load_exercises", "engine_line", "engine_fact", "sequence",
           "BATTLE_STEPS", "NEXT_LABELS", "KINDS", "reload"]


class ExerciseError(MobgamesError, ValueError):
    """An exercise that cannot be built (bad data, or a sentence the engine no longer says)."""


# -- feedback -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Feedback:
    """The result of ``check``: ``correct`` and a ``message`` for the student."""

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.message

    def html(self) -> str:
        # A sign and a word as well as a colour, so the result never depends on seeing colours.
        sign, word, colour, bg = (("\u2714", "Right!", "#1b5e20", "#e8f5e9") if self.correct
                                  else ("\u270e", "Not yet.", "#7a4100", "#fff3e0"))
        return (f"<div class='mobgames-exercise-feedback mathjax_ignore' role='status' style='border-left:4px solid "
                f"{colour};background:{bg};color:#222;padding:6px 10px;margin:4px 0;font-size:15px;line-height:1.45'>"
                f"<b style='color:{colour}'>{sign} {word}</b> {html.escape(self.message)}</div>")

    _repr_html_ = html


def _right(extra: str = "") -> Feedback:
    return Feedback(True, ("Well done! " + extra).strip())


def _wrong(message: str) -> Feedback:
    return Feedback(False, message)


# -- comparing what students type ------------------------------------------------------------------

def _norm(text: Any) -> str:
    """Case, spaces, curly quotes and the punctuation around a word do not matter."""
    s = str(text).replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = " ".join(s.lower().split())
    return s.strip(" .,;:!?\"'()")


def _quote(text: str) -> str:
    return f"\u201c{text}\u201d"


def _shuffled(items: Sequence, seed: Any) -> list:
    """A fixed shuffle (the same on every screen and on paper) that differs from the given order."""
    items = list(items)
    if len(set(map(str, items))) < 2:
        return items
    rng = random.Random(str(seed))
    out = items[:]
    for _ in range(50):
        rng.shuffle(out)
        if out != items:
            return out
    return items[1:] + items[:1]


# -- the exercise types ---------------------------------------------------------------------------

class Exercise:
    """What every exercise has: ``kind``, ``title``, ``instructions``, ``id``; ``check(answer)``
    returns ``Feedback``; ``answer_key()`` returns an answer that passes; ``key_text()`` says the
    answer in words (for the teacher's page)."""

    kind = ""

    def __init__(self, *, title: str | None = None, instructions: str | None = None, id: str | None = None):
        self.title = title or KIND_NAMES[self.kind]
        self.instructions = instructions or ""
        self.id = id or ""

    def check(self, answer) -> Feedback:  # pragma: no cover - every type overrides it
        raise NotImplementedError

    def answer_key(self):  # pragma: no cover
        raise NotImplementedError

    def key_text(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id or ''} {self.title!r}>".replace("  ", " ")


class MatchTerms(Exercise):
    """Match each game word to its meaning. ``pairs``: term -> definition. ``options`` are the
    definitions in a fixed mixed-up order; ``hints``: term -> an example sentence (optional).

    An answer is ``{term: definition}`` (a definition may also be given by its number in ``options``)."""

    kind = "match"

    def __init__(self, pairs: Mapping[str, str], *, hints: Mapping[str, str] | None = None, seed: Any = None, **kw):
        super().__init__(**kw)
        if not isinstance(pairs, Mapping) or len(pairs) < 2:
            raise ExerciseError("A matching exercise needs at least two pairs of term -> definition.")
        self.pairs = {str(t): str(d) for t, d in pairs.items()}
        if len({_norm(d) for d in self.pairs.values()}) != len(self.pairs):
            raise ExerciseError(f"Two terms in {list(self.pairs)} have the same definition: nobody could match them.")
        self.terms = list(self.pairs)
        self.options = _shuffled(list(self.pairs.values()), seed if seed is not None else self.id or self.terms)
        self.hints = dict(hints or {})
        if not self.instructions:
            self.instructions = "Choose the meaning of each word."

    @classmethod
    def from_glossary(cls, terms: Sequence[str], **kw) -> MatchTerms:
        """The pairs and hints from the glossary: each term's definition, and its example sentence."""
        from .glossary import define

        found = [define(t) for t in terms]
        return cls({d.term: d.definition for d in found}, hints={d.term: d.example for d in found}, **kw)

    def _definition(self, value) -> str | None:
        if value is None or value == "":
            return None
        if isinstance(value, int) and not isinstance(value, bool):
            return self.options[value] if 0 <= value < len(self.options) else None
        for d in self.options:
            if _norm(d) == _norm(value):
                return d
        return str(value)

    def check(self, answer) -> Feedback:
        if not isinstance(answer, Mapping):
            return _wrong("Give your answer as pairs: each word with the meaning you chose.")
        given = {}
        for term, value in answer.items():
            match = next((t for t in self.terms if _norm(t) == _norm(term)), None)
            if match is not None:
                given[match] = self._definition(value)
        missing = [t for t in self.terms if not given.get(t)]
        if missing:
            return _wrong(f"Choose a meaning for every word. Still to do: {', '.join(map(_quote, missing))}.")
        used: dict[str, list[str]] = {}
        for t in self.terms:
            used.setdefault(_norm(given[t]), []).append(t)
        twice = next((ts for ts in used.values() if len(ts) > 1), None)
        wrong = [t for t in self.terms if _norm(given[t]) != _norm(self.pairs[t])]
        if not wrong:
            return _right(f"All {len(self.terms)} words match their meanings.")
        ok = len(self.terms) - len(wrong)
        parts = [f"{ok} of {len(self.terms)} {'is' if ok == 1 else 'are'} right."]
        if twice:
            parts.append(f"You chose the same meaning for {' and '.join(map(_quote, twice))}: each meaning "
                         "goes with one word only.")
        t = wrong[0]
        parts.append(f"Look again at {_quote(t)}: it does not mean {_quote(given[t].rstrip('.'))}.")
        if self.hints.get(t):
            parts.append(f"Here it is in a sentence: {self.hints[t]}")
        if len(wrong) > 1:
            parts.append(f"Check {', '.join(map(_quote, wrong[1:]))} too.")
        return _wrong(" ".join(parts))

    def answer_key(self) -> dict[str, str]:
        return dict(self.pairs)

    def key_text(self) -> str:
        return "\n".join(f"{t}: {d}" for t, d in self.pairs.items())


class GapFill(Exercise):
    """Write the missing words. ``sentence`` marks each gap with ``___``; ``answers`` has one entry
    per gap: a word, or a list of accepted words (the first is the one shown in the key).
    ``source`` says where the sentence comes from (e.g. "battle example 1").

    An answer is a string (one gap) or a list of strings (one per gap)."""

    kind = "gap"

    def __init__(self, sentence: str, answers: Sequence, *, hints: Sequence[str | None] | None = None,
                 source: str | None = None, **kw):
        super().__init__(**kw)
        n = sentence.count(GAP)
        if isinstance(answers, str):
            answers = [answers]
        if n == 0 or n != len(answers):
            raise ExerciseError(f"The sentence {sentence!r} has {n} gap(s) ({GAP}) but {len(answers)} answer(s).")
        self.sentence = sentence
        self.answers = [[a] if isinstance(a, str) else list(a) for a in answers]
        if any(not alts or not all(isinstance(a, str) and a.strip() for a in alts) for alts in self.answers):
            raise ExerciseError(f"Every gap in {sentence!r} needs at least one answer (some text).")
        self.hints = list(hints or [None] * n) + [None] * (n - len(hints or []))
        self.source = source or ""
        if not self.instructions:
            self.instructions = ("Write the missing word." if n == 1 else f"Write the {n} missing words.")

    @property
    def gaps(self) -> int:
        return len(self.answers)

    def filled(self, words: Sequence[str] | None = None) -> str:
        """The sentence with the gaps filled (with the key's words by default)."""
        words = list(words) if words is not None else [alts[0] for alts in self.answers]
        out = self.sentence
        for w in words:
            out = out.replace(GAP, w, 1)
        return out

    def _hint(self, i: int) -> str:
        if self.hints[i]:
            return self.hints[i]
        word = self.answers[i][0]
        letters = len(word.replace(" ", ""))
        words = len(word.split())
        size = f"{words} words" if words > 1 else f"{letters} letters"
        return f"The missing word starts with {_quote(word[0])} and has {size}."

    def check(self, answer) -> Feedback:
        given = [answer] if isinstance(answer, str) or answer is None else list(answer)
        given = (given + [""] * self.gaps)[:self.gaps]
        given = ["" if g is None else str(g) for g in given]
        problems, right = [], 0
        for i, (g, alts) in enumerate(zip(given, self.answers)):
            name = "The gap" if self.gaps == 1 else f"Gap {i + 1}"
            if not _norm(g):
                problems.append(f"{name} is still empty. {self._hint(i)}")
            elif any(_norm(g) == _norm(a) for a in alts):
                right += 1
            elif max(difflib.SequenceMatcher(None, _norm(g), _norm(a)).ratio() for a in alts) >= 0.75:
                problems.append(f"{name}: {_quote(g.strip())} is very close. Check the spelling.")
            else:
                problems.append(f"{name}: {_quote(g.strip())} does not fit here. {self._hint(i)}")
        if not problems:
            return _right("The sentence is complete: " + _quote(self.filled(given)))
        head = "" if self.gaps == 1 else f"{right} of {self.gaps} gaps {'is' if right == 1 else 'are'} right. "
        return _wrong(head + " ".join(problems))

    def answer_key(self) -> str | list[str]:
        words = [alts[0] for alts in self.answers]
        return words[0] if self.gaps == 1 else words

    def key_text(self) -> str:
        return self.filled()


class OrderSteps(Exercise):
    """Put the steps in order. ``items`` are given in the right order; ``shuffled`` is the fixed
    mixed-up order to start from. ``hints``: item -> a sentence about when it happens.

    An answer is the list of items (or of their numbers in ``shuffled``) in the chosen order."""

    kind = "order"

    def __init__(self, items: Sequence[str], *, hints: Mapping[str, str] | None = None, seed: Any = None,
                 source: str | None = None, **kw):
        super().__init__(**kw)
        self.items = [str(i) for i in items]
        if len(self.items) < 2 or len({_norm(i) for i in self.items}) != len(self.items):
            raise ExerciseError(f"Steps to order must be two or more different items, not {self.items!r}.")
        self.shuffled = _shuffled(self.items, seed if seed is not None else self.id or self.items)
        self.hints = dict(hints or {})
        unknown = [k for k in self.hints if k not in self.items]
        if unknown:
            raise ExerciseError(f"Hints are given for steps that are not in the list: {unknown!r}.")
        self.source = source or ""
        if not self.instructions:
            self.instructions = "Put the steps in the right order, from first to last."

    def _item(self, value) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool):
            return self.shuffled[value] if 0 <= value < len(self.shuffled) else None
        return next((i for i in self.items if _norm(i) == _norm(value)), None)

    def check(self, answer) -> Feedback:
        if isinstance(answer, str) or not isinstance(answer, Sequence):
            return _wrong("Give your answer as a list of the steps, from first to last.")
        chosen = [self._item(a) for a in answer]
        unknown = [a for a, c in zip(answer, chosen) if c is None]
        if unknown:
            return _wrong(f"{_quote(str(unknown[0]))} is not one of the steps. Use the steps given.")
        missing = [i for i in self.items if i not in chosen]
        if missing or len(chosen) != len(self.items):
            twice = [i for i in self.items if chosen.count(i) > 1]
            why = f"{_quote(twice[0])} is there twice" if twice else f"{_quote(missing[0])} is missing"
            return _wrong(f"Use every step once: {why}.")
        if chosen == self.items:
            return _right(f"All {len(self.items)} steps are in the right order.")
        first_wrong = next(i for i, (c, r) in enumerate(zip(chosen, self.items)) if c != r)
        placed = sum(c == r for c, r in zip(chosen, self.items))
        if first_wrong == 0:
            start = "The first step is not right yet."
        elif first_wrong == 1:
            start = "The first step is right."
        else:
            start = f"The first {first_wrong} steps are right."
        item = chosen[first_wrong]
        msg = f"{start} {_quote(item)} is not step {first_wrong + 1}."
        if self.hints.get(item):
            msg += f" Think about it: {self.hints[item]}"
        else:
            msg += f" Does it come earlier or later? ({placed} of {len(self.items)} steps are in the right place.)"
        return _wrong(msg)

    def answer_key(self) -> list[str]:
        return list(self.items)

    def key_text(self) -> str:
        return "\n".join(f"{n}. {i}" for n, i in enumerate(self.items, 1))


# What each kind of battle event means, in words a learner can choose from.
NEXT_LABELS = {
    "start": "The battle begins.",
    "step": "A new step begins: one side rolls to hit.",
    "roll": "A healthy piece shoots (a die is rolled).",
    "parting_shot": "A wounded piece fires its parting shot.",
    "wound": "An enemy piece is hit and wounded.",
    "kill": "The sneak attack kills its target at once.",
    "fall": "The wounded pieces fall.",
    "death": "A wounded piece dies (a Family Member is out of the fight).",
    "stop": "The side stops rolling: there is nobody left to hit.",
    "repeat": "The sequence starts again from step 2.",
    "outcome": "The battle is over: the result is decided.",
    "call_out": "A side calls out the order of its shots.",
}
# A hint for each right answer: why the engine does that next (without giving the answer away).
NEXT_HINTS = {
    "step": "The side that was rolling has finished. Whose turn is it now?",
    "roll": "Some healthy pieces on this side have not shot yet.",
    "parting_shot": "This side has wounded pieces, and wounded pieces always shoot first, one last time.",
    "wound": "Look at the last roll: was it a hit? A hit hurts the least important healthy enemy.",
    "kill": "Look at the last roll: it was a sneak attack. What does a sneak attack do to its target?",
    "fall": "This side has finished rolling, and it hit some enemies. What do wounded pieces do?",
    "death": "The wounded pieces on this side have fired their last shot. What happens to them now?",
    "stop": "Look at the other side: is anybody still standing to shoot at?",
    "repeat": "Both sides have rolled in this round. What does step 6 say?",
    "outcome": "One side has nobody left, and no wounded piece still has a shot to fire.",
    "call_out": "With the call-out rule, a side names the order of its shots before it rolls.",
}


class WhatHappensNext(Exercise):
    """Stop a ``Battle`` after event ``step_index`` and ask what comes next. The engine decides:
    the right answer is the kind of ``battle.events[step_index + 1]``. ``choices``: event kinds
    (labels from ``NEXT_LABELS``), or ``{"kind": ..., "label": ...}``.

    An answer is a kind, a label, or the number of a choice."""

    kind = "next"

    def __init__(self, battle, step_index: int, choices: Sequence, *, source: str | None = None, **kw):
        super().__init__(**kw)
        self.battle = battle
        events = battle.events
        if not isinstance(step_index, int) or not 0 <= step_index < len(events) - 1:
            raise ExerciseError(f"This battle has {len(events)} events; a question can stop after event 0 to "
                                f"{len(events) - 2}, not {step_index!r} (the last event has nothing after it).")
        self.step_index = step_index
        self.choices: list[tuple[str, str]] = []
        for c in choices:
            kind, label = (c.get("kind"), c.get("label")) if isinstance(c, Mapping) else (
                c if isinstance(c, str) else c[0], None if isinstance(c, str) else c[1])
            if kind not in NEXT_LABELS:
                raise ExerciseError(f"{kind!r} is not a kind of battle event. Kinds: {', '.join(NEXT_LABELS)}.")
            self.choices.append((kind, label or NEXT_LABELS[kind]))
        kinds = [k for k, _ in self.choices]
        if len(set(kinds)) != len(kinds) or len(kinds) < 2:
            raise ExerciseError(f"Give two or more different choices, not {kinds!r}.")
        self.next_event = events[step_index + 1]
        if self.next_event.kind not in kinds:
            raise ExerciseError(f"After event {step_index} the engine's next event is a {self.next_event.kind!r} "
                                f"({self.next_event.full!r}), but the choices are {kinds!r}.")
        self.source = source or ""
        if not self.instructions:
            self.instructions = "Read the battle so far. What happens next?"

    @property
    def story(self) -> list:
        """The events up to and including the one the question stops after."""
        return self.battle.events[:self.step_index + 1]

    @property
    def event(self):
        """The event the question stops after."""
        return self.battle.events[self.step_index]

    def _kind(self, answer) -> str | None:
        if isinstance(answer, int) and not isinstance(answer, bool):
            return self.choices[answer][0] if 0 <= answer < len(self.choices) else None
        for kind, label in self.choices:
            if answer is not None and _norm(answer) in (_norm(kind), _norm(label)):
                return kind
        return None

    def check(self, answer) -> Feedback:
        kind = self._kind(answer)
        if kind is None:
            return _wrong("Choose one of the answers given.")
        if kind == self.next_event.kind:
            return _right(f"The engine says: {_quote(self.next_event.text)}")
        label = dict(self.choices)[kind]
        return _wrong(f"{_quote(label)} is not what happens now. Hint: {NEXT_HINTS.get(self.next_event.kind, '')}".strip())

    def answer_key(self) -> str:
        return self.next_event.kind

    def key_text(self) -> str:
        return f"{dict(self.choices)[self.next_event.kind]} The engine says: {_quote(self.next_event.text)}"


class Question(Exercise):
    """A comprehension question with one right choice. ``answer`` is the right choice (its text or
    its number); ``explanation`` says why; ``hint`` (optional) is shown after a wrong answer
    instead of the explanation.

    An answer is the text or the number of a choice."""

    kind = "question"

    def __init__(self, prompt: str, choices: Sequence[str], answer, explanation: str, *, hint: str | None = None,
                 source: str | None = None, **kw):
        super().__init__(**kw)
        self.prompt = prompt
        self.choices = [str(c) for c in choices]
        if len(self.choices) < 2 or len({_norm(c) for c in self.choices}) != len(self.choices):
            raise ExerciseError(f"The question {prompt!r} needs two or more different choices.")
        index = self._index(answer)
        if index is None:
            raise ExerciseError(f"The answer {answer!r} to {prompt!r} is not one of its choices {self.choices!r}.")
        self.answer = self.choices[index]
        self.explanation = explanation
        self.hint = hint
        self.source = source or ""
        if not self.instructions:
            self.instructions = "Choose one answer."

    def _index(self, answer) -> int | None:
        if isinstance(answer, int) and not isinstance(answer, bool):
            return answer if 0 <= answer < len(self.choices) else None
        return next((i for i, c in enumerate(self.choices) if answer is not None and _norm(c) == _norm(answer)), None)

    def check(self, answer) -> Feedback:
        i = self._index(answer)
        if i is None:
            return _wrong("Choose one of the answers given.")
        if self.choices[i] == self.answer:
            return _right(self.explanation)
        return _wrong(f"{_quote(self.choices[i])} is not right. "
                      + (f"Hint: {self.hint}" if self.hint else f"Think again: {self.explanation}"))

    def answer_key(self) -> str:
        return self.answer

    def key_text(self) -> str:
        return f"{self.answer} ({self.explanation})"


# -- the engine's own words -----------------------------------------------------------------------

@contextmanager
def _narration(level: str | None):
    """Use one narration level for a while, then put the reader's setting back."""
    from ..core.events import narration_level, set_narration

    before = narration_level()
    if level:
        set_narration(level)
    try:
        yield
    finally:
        set_narration(before)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def _battle(spec):
    """A battle from a spec: the number of a rulebook example, or forces with scripted rolls."""
    from ..bloodfeud.examples import battle_example

    if isinstance(spec, int) and not isinstance(spec, bool):
        return battle_example(spec), f"the rulebook's battle example {spec}"
    if isinstance(spec, Mapping):
        from ..bloodfeud.battle import Battle
        from ..core.dice import ScriptedDice

        b = Battle(spec["attackers"], spec["defenders"], spec.get("building"), dice=ScriptedDice(spec["rolls"]))
        return b, "a battle with scripted dice"
    raise ExerciseError(f"A battle is the number of a rulebook example (1 or 2) or attackers/defenders/rolls, "
                        f"not {spec!r}.")


def _nth_event(events, kind: str, nth: int = 0) -> int:
    found = [i for i, e in enumerate(events) if e.kind == kind]
    if nth >= len(found):
        raise ExerciseError(f"The battle has {len(found)} {kind!r} event(s); there is no number {nth}.")
    return found[nth]


def engine_line(source: Mapping) -> str:
    """One sentence, exactly as the engine says it. ``source["from"]`` is one of:

    - ``"battle"``: ``battle`` (example number or forces), ``kind`` and ``nth`` of the event (or
      ``index``), ``level`` "full" or "simple";
    - ``"income"``: ``example`` 1-4, ``level``, ``sentence`` (its number in the explanation);
    - ``"space"``: ``space`` id, ``sentence`` (from ``describe_space``);
    - ``"why_not"``: ``movement`` example name, ``to`` a space (why the first piece cannot go there);
    - ``"setup"``: ``players``, ``rolls`` (scripted ranking dice), ``line`` (event number), optional
      ``scenario``;
    - ``"ransom"`` / ``"invite"`` / ``"hand_over"``: the first event of that deal in the matching
      role-play position (see ``mobgames.teaching.phrases``);
    - ``"buy"``: ``item`` bought by a Boss in Bay Ridge (``at`` for a building);
    - ``"turn"``: the first event of ``kind`` (default "phase", optionally of ``phase``) in the first
      turn of a two-player game (``seed``).
    """
    if not isinstance(source, Mapping) or "from" not in source:
        raise ExerciseError(f"A sentence source needs 'from', e.g. {{'from': 'battle', 'battle': 1, ...}}, not {source!r}.")
    kind = source["from"]
    level = source.get("level", "full")
    if level not in ("full", "simple"):
        raise ExerciseError(f"level is 'full' or 'simple', not {level!r}.")
    if kind == "battle":
        battle, _ = _battle(source.get("battle", 1))
        i = source["index"] if "index" in source else _nth_event(battle.events, source["kind"], source.get("nth", 0))
        ev = battle.events[i]
        return ev.full if level == "full" else ev.simple
    if kind == "income":
        from ..bloodfeud.examples import income_example
        from ..bloodfeud.income import income

        game, player = income_example(source["example"])
        r = income(game, player)
        text = r.explain_simply() if level == "simple" else _full_income(r)
        return _pick(_sentences(text), source.get("sentence", 0), "sentence")
    if kind == "space":
        from ..bloodfeud import describe_space
        from ..bloodfeud.setup import default_board

        return _pick(describe_space(default_board(), source["space"]), source.get("sentence", 0), "sentence")
    if kind == "why_not":
        from ..bloodfeud import why_not
        from ..bloodfeud.examples import movement_example

        game, _, _ = movement_example(source["movement"])
        piece = source.get("piece")
        unit = next(u for u in game.units.values() if piece in (None, u.kind) and u.carrier is None)
        reason = why_not(game, unit.id, source["to"])
        if not reason:
            raise ExerciseError(f"In the {source['movement']!r} position the piece can go to {source['to']!r}: "
                                "the engine gives no reason why not.")
        return reason
    if kind == "setup":
        from ..bloodfeud import new_game
        from ..bloodfeud.options import Options
        from ..core.dice import ScriptedDice

        options = Options(scenario=source["scenario"]) if source.get("scenario") else None
        game = new_game(list(source.get("players", ["Ana", "Ben"])), dice=ScriptedDice(list(source.get("rolls", [2, 9]))),
                        options=options)
        with _narration(level):
            return _pick([e.text for e in game.log], source.get("line", 0), "line")
    if kind in ("ransom", "invite", "hand_over"):
        from .phrases import deal_events

        with _narration(level):
            return deal_events(kind)[0].text
    if kind == "buy":
        from ..bloodfeud import blank_game, buy

        game = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
        game.place("Ana", "boss", "bay_ridge")
        game.set_control("bay_ridge", "Ana")
        game.cash["Ana"] = 2000
        buy(game, "Ana", source["item"], **({"at": source["at"]} if source.get("at") else {}))
        return game.log[-1].full if level == "full" else game.log[-1].simple
    if kind == "turn":
        from ..bloodfeud import Turns

        turns = Turns.start(list(source.get("players", ["Ana", "Ben"])), seed=source.get("seed", 1))
        events = []
        for _ in range(3):            # battle -> movement -> (income) -> purchases
            events += turns.next_phase()
        wanted, phase = source.get("kind", "phase"), source.get("phase")
        found = [e for e in events if e.kind == wanted and phase in (None, e.data.get("phase"))]
        if not found:
            raise ExerciseError(f"A Blood Feud turn has no {wanted!r} event" + (f" for {phase!r}." if phase else "."))
        with _narration(level):
            return found[0].text
    raise ExerciseError(f"Unknown sentence source {kind!r}. Sources: battle, income, space, why_not, setup, ransom, "
                        "invite, hand_over, buy, turn.")


def _full_income(r) -> str:
    with _narration("full"):
        return r.explain()


def _pick(items: Sequence[str], i: int, what: str) -> str:
    if not isinstance(i, int) or not 0 <= i < len(items):
        raise ExerciseError(f"There is no {what} number {i!r}; there are {len(items)} (counting from 0): {list(items)!r}.")
    return items[i]


def _money(n: int) -> str:
    return f"${n:,}"


def engine_fact(name: str) -> str:
    """A fact from the engines, as the text of a question's right answer, e.g.
    ``"bf.income:2"`` -> ``"$240"``. Facts:

    ``bf.income:N`` (income of example N), ``bf.outcome:N`` (who wins battle example N),
    ``bf.need:KIND[:BUILDING]`` (the roll an attacker needs), ``bf.cost:KIND``, ``bf.move:KIND``,
    ``bf.dominance``, ``bf.carries:KIND``, ``bf.compare:ATTR:A:B`` (the comparative that makes
    "A is ___ than B" true: cost, move, or income of two examples), ``bf.most:ATTR[:CATEGORY]`` and
    ``bf.least:ATTR[:CATEGORY]`` (the piece with the highest or lowest value), ``bf.manhattan``
    (its number of districts), ``bf.revenue:ASSETS:IFM``, ``bf.card_assets`` (the Player Card's
    last row), ``mt.respect:KIND``, ``mt.bail:KIND``, ``mt.racket:LOCATION:PLAYERS``,
    ``mt.surrounded``, ``mt.capacity``, ``fb.hand``, ``fb.war_list``.
    """
    key, _, arg = name.partition(":")
    args = arg.split(":") if arg else []
    try:
        if key == "bf.income":
            from ..bloodfeud.examples import income_example
            from ..bloodfeud.income import income

            game, player = income_example(int(args[0]))
            return _money(income(game, player).amount)
        if key == "bf.outcome":
            from ..bloodfeud.examples import battle_example

            return {"attacker": "The attacker wins", "defender": "The defender wins",
                    "bloodbath": "A bloodbath: nobody wins"}[battle_example(int(args[0])).run().outcome]
        if key == "bf.need":
            from ..bloodfeud.battle import need_to_hit

            return f"{need_to_hit(args[0], 'attacker', args[1] if len(args) > 1 else None)} or more"
        if key in ("bf.cost", "bf.move", "bf.carries"):
            from ..bloodfeud.pieces import catalogue

            piece = catalogue()[args[0]]
            value = {"bf.cost": piece.cost, "bf.move": piece.move, "bf.carries": piece.carries}[key]
            if value is None:
                raise ExerciseError(f"The {piece.name} has no {key[3:]}.")
            return _money(value) if key == "bf.cost" else str(value)
        if key == "bf.compare":
            return _compare(*args)
        if key in ("bf.most", "bf.least"):
            from ..bloodfeud.pieces import catalogue

            attr, category = args[0], (args[1] if len(args) > 1 else "people")
            pieces = [p for p in catalogue().values() if p.category == category and getattr(p, attr) is not None]
            if not pieces:
                raise ExerciseError(f"No {category} piece has a {attr!r}.")
            pick = max if key == "bf.most" else min
            return pick(pieces, key=lambda p: getattr(p, attr)).name
        if key == "bf.manhattan":
            from ..bloodfeud.setup import default_board
            from ..bloodfeud.turns import manhattan

            return str(len(manhattan(default_board())))
        if key == "bf.revenue":
            from ..bloodfeud.income import revenue

            return _money(revenue(int(args[0]), int(args[1])))
        if key == "bf.card_assets":
            from ..bloodfeud.income import CARD_ASSETS

            return _money(max(CARD_ASSETS))
        if key == "mt.capacity":
            from ..mobties.cards import CAPACITY

            return str(CAPACITY)
        if key == "bf.dominance":
            from ..bloodfeud.income import DOMINANCE

            return _money(DOMINANCE)
        if key in ("mt.respect", "mt.bail"):
            from ..mobties import KINDS as MT_KINDS

            k = MT_KINDS[args[0]]
            return str(k.respect) if key == "mt.respect" else f"${k.bail}k"
        if key == "mt.racket":
            from ..mobties import racket_value

            return f"${racket_value(args[0], int(args[1]))}k"
        if key == "mt.surrounded":
            from ..mobties.game import SURROUNDED

            return str(SURROUNDED)
        if key == "fb.hand":
            from ..familybusiness.game import HAND

            return str(HAND)
        if key == "fb.war_list":
            from ..familybusiness.game import WAR_LIST

            return str(WAR_LIST)
    except (KeyError, IndexError, ValueError) as err:
        if isinstance(err, ExerciseError):
            raise
        raise ExerciseError(f"The engine fact {name!r} could not be found ({err!r}).") from None
    raise ExerciseError(f"Unknown engine fact {name!r}. See engine_fact's help for the list.")


def _compare(attr: str, a: str, b: str) -> str:
    """The comparative that makes "A is ___ than B" true, from the engine's numbers:
    ``cost`` (more expensive / cheaper), ``move`` (faster / slower), ``income`` of two rulebook
    examples (more / less)."""
    if attr == "income":
        from ..bloodfeud.examples import income_example
        from ..bloodfeud.income import income

        x, y = (income(*income_example(int(n))).amount for n in (a, b))
        words = ("more", "less")
    else:
        from ..bloodfeud.pieces import catalogue

        cards = catalogue()
        x, y = getattr(cards[a], attr), getattr(cards[b], attr)
        words = {"cost": ("more expensive", "cheaper"), "move": ("faster", "slower")}[attr]
    if x == y:
        return "the same"
    return words[0] if x > y else words[1]


# The Gun Battle Sequence in our own words; the number is the step the engine reports in its events.
BATTLE_STEPS = {
    1: "The attacker's Hit Men fire their sneak attack.",
    2: "The attacker rolls: wounded pieces first, then healthy ones. The attacker's wounded die.",
    3: "The defender's wounded pieces fall.",
    4: "The defender rolls: wounded pieces first, then healthy ones. The defender's wounded die.",
    5: "The attacker's wounded pieces fall.",
    6: "Repeat from step 2 until the battle is decided.",
}


def sequence(name: str) -> tuple[list[str], str]:
    """The right order of a named sequence, from the engines: ``(items, where it comes from)``.

    ``bloodfeud_turn`` (the four phases of a turn), ``bloodfeud_turn_order`` (the areas in playing
    order), ``battle_sequence`` (the six steps, numbered as the engine's battle events number
    them), ``mobties_round`` (the seven phases of a round)."""
    if name == "bloodfeud_turn":
        from ..bloodfeud.turns import PHASE_NAMES, PHASES

        return [PHASE_NAMES[p] for p in PHASES], "mobgames.bloodfeud.turns.PHASES"
    if name == "bloodfeud_turn_order":
        from ..bloodfeud.setup import setup_table

        return list(setup_table()["turn_order"]), "the Blood Feud set-up table (turn order)"
    if name == "battle_sequence":
        return [BATTLE_STEPS[n] for n in sorted(BATTLE_STEPS)], "the Gun Battle Sequence (steps 1-6 of every battle)"
    if name == "mobties_round":
        from ..mobties.game import PHASE_NAMES, PHASES

        return [PHASE_NAMES[p] for p in PHASES], "mobgames.mobties.PHASES"
    raise ExerciseError(f"Unknown sequence {name!r}: bloodfeud_turn, bloodfeud_turn_order, battle_sequence or "
                        "mobties_round.")


# -- the data file --------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _data(data_dir: str) -> dict:
    """The chapters of ``data_dir``/exercises.json, checked: a broken file raises ``DataError``
    (also an ``ExerciseError``) listing every problem. Matching exercises use glossary words."""
    from .glossary import load_glossary

    words = [w for e in load_glossary() for w in (e.term,) + e.forms]
    return read_exercises(os.path.join(data_dir, "exercises.json"), words, ExerciseError)["chapters"]


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
    if kind == "match":
        return MatchTerms.from_glossary(spec["terms"], **common)
    if kind == "gap":
        if "source" in spec:
            line = engine_line(spec["source"])
            sentence = _blank(line, spec["remove"], id)
            answers = [[w] + list(spec.get("accept", {}).get(w, [])) for w in spec["remove"]]
            where = spec["source"]["from"]
            return GapFill(sentence, answers, hints=spec.get("hints"), source=f"the engine ({where})", **common)
        return GapFill(spec["sentence"], spec["answers"], hints=spec.get("hints"), **common)
    if kind == "order":
        if "sequence" in spec:
            items, source = sequence(spec["sequence"])
        else:
            items, source = spec["items"], None
        return OrderSteps(items, hints=spec.get("hints"), source=source, **common)
    if kind == "next":
        battle, where = _battle(spec.get("battle", 1))
        if "index" in spec:
            index = spec["index"]
        else:
            after = spec.get("after", {})
            index = _nth_event(battle.events, after.get("kind", "roll"), after.get("nth", 0))
        return WhatHappensNext(battle, index, spec["choices"], source=where, **common)
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


def exercises_for(chapter: str) -> list[Exercise]:
    """Every exercise of one chapter (a notebook id such as ``"bloodfeud/03_battle"``), built."""
    data = _data(DATA_DIR)
    if chapter not in data:
        close = difflib.get_close_matches(str(chapter), list(data), n=2)
        hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
        raise ExerciseError(f"There are no exercises for {chapter!r}.{hint} Chapters: {', '.join(data)}.")
    out = []
    for i, spec in enumerate(data[chapter], 1):
        ex_id = f"{chapter}#{i}"
        try:
            out.append(_build(spec, ex_id))
        except ExerciseError:
            raise
        except (KeyError, TypeError) as err:
            raise ExerciseError(f"Exercise {ex_id} is missing something or has a wrong value: {err!r}.") from None
    return out
