"""The exercise kinds, each with ``check(answer) -> Feedback``, ``answer_key()`` (an answer that
passes) and ``key_text()`` (the answer in words, for the teacher's page). ``mobgames.teaching.exercises``
builds them from the data file."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .feedback import GAP, Exercise, ExerciseError, Feedback, loose, normalise, quote, right, shuffled, wrong
from .gapcheck import AUXILIARIES, DETERMINERS, diagnose, same_answer, strip_echo
from .next_labels import GAME_NAMES, HINTS, LABELS, NEXT_HINTS, NEXT_LABELS
from .stories import Story, battle_story

__all__ = ["MatchTerms", "GapFill", "OrderSteps", "WhatHappensNext", "Question", "Writing", "NEXT_LABELS",
           "NEXT_HINTS"]


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
        if len({normalise(d) for d in self.pairs.values()}) != len(self.pairs):
            raise ExerciseError(f"Two terms in {list(self.pairs)} have the same definition: nobody could match them.")
        self.terms = list(self.pairs)
        self.options = shuffled(list(self.pairs.values()), seed if seed is not None else self.id or self.terms)
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
            if normalise(d) == normalise(value):
                return d
        return str(value)

    def check(self, answer) -> Feedback:
        if not isinstance(answer, Mapping):
            return wrong("Give your answer as pairs: each word with the meaning you chose.")
        given = {}
        for term, value in answer.items():
            match = next((t for t in self.terms if normalise(t) == normalise(term)), None)
            if match is not None:
                given[match] = self._definition(value)
        missing = [t for t in self.terms if not given.get(t)]
        if missing:
            return wrong(f"Choose a meaning for every word. Still to do: {', '.join(map(quote, missing))}.")
        used: dict[str, list[str]] = {}
        for t in self.terms:
            used.setdefault(normalise(given[t]), []).append(t)
        twice = next((ts for ts in used.values() if len(ts) > 1), None)
        mistakes = [t for t in self.terms if normalise(given[t]) != normalise(self.pairs[t])]
        if not mistakes:
            return right(f"All {len(self.terms)} words match their meanings.")
        ok = len(self.terms) - len(mistakes)
        parts = [f"{ok} of {len(self.terms)} {'is' if ok == 1 else 'are'} right."]
        if twice:
            parts.append(f"You chose the same meaning for {' and '.join(map(quote, twice))}: each meaning "
                         "goes with one word only.")
        t = mistakes[0]
        parts.append(f"Look again at {quote(t)}: it does not mean {quote(given[t].rstrip('.'))}.")
        if self.hints.get(t):
            parts.append(f"Here it is in a sentence: {self.hints[t]}")
        if len(mistakes) > 1:
            parts.append(f"Check {', '.join(map(quote, mistakes[1:]))} too.")
        return wrong(" ".join(parts))

    def answer_key(self) -> dict[str, str]:
        return dict(self.pairs)

    def key_text(self) -> str:
        return "\n".join(f"{t}: {d}" for t, d in self.pairs.items())


class GapFill(Exercise):
    """Write the missing words. ``sentence`` marks each gap with ``___``; ``answers`` has one entry
    per gap: a word, or a list of accepted words (the first is the one shown in the key).
    ``source`` says where the sentence comes from (e.g. "battle example 1"); ``context`` is what
    comes just before it, shown first so the sentence can be understood.

    Case, the punctuation around a word, contractions ("doesn't" = "does not"), the commas of a
    number and an article the sentence already has before the gap do not matter.

    An answer is a string (one gap) or a list of strings (one per gap)."""

    kind = "gap"

    def __init__(self, sentence: str, answers: Sequence, *, hints: Sequence[str | None] | None = None,
                 source: str | None = None, context: str = "", **kw):
        super().__init__(**kw)
        n = sentence.count(GAP)
        if isinstance(answers, str):
            answers = [answers]
        if n == 0 or n != len(answers):
            raise ExerciseError(f"The sentence {sentence!r} has {n} gap(s) ({GAP}) but {len(answers)} answer(s).")
        self.sentence = sentence
        self.context = context or ""
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
        # Never the first letter or the form of the answer (issue 28): a hint that spells out the
        # key's word misleads whoever has another right word in mind.
        if self.hints[i]:
            return self.hints[i]
        words = len(self.answers[i][0].split())
        return ("Read the words just before and after the gap: what fits there?" +
                (f" The answer has {words} words." if words > 1 else ""))

    def _slot(self, i: int) -> str:
        """What gap ``i`` wants, for naming a wrong form: "noun" after a determiner, a number or a
        possessive ("a ___", "4 ___", "Ben's ___"); "other" after to, a modal or a form of be ("to
        ___", "are ___"), where no -s is ever right; else "verb", as most gaps are, and as any
        hint that says "verb" or "Who does it" tells."""
        before = loose(self.sentence.split(GAP)[i]).split()
        last = before[-1] if before else ""
        if last in AUXILIARIES:
            return "other"
        if re.search(r"\bverbs?\b|\bWho\b", self.hints[i] or ""):
            return "verb"
        if last in DETERMINERS or last.endswith("'s") or re.fullmatch(r"[$\d.,k]+", last):
            return "noun"
        return "verb"

    def _typed(self, i: int, given: str) -> str:
        """What the student wrote for gap ``i``, compared loosely; an article typed again after
        the same article in the sentence ("a $300 ___" -> "a ransom") is left out, and so are the
        sentence's own words typed again around the gap (see ``gapcheck.strip_echo``)."""
        parts = self.sentence.split(GAP)
        typed = strip_echo(given, parts[i], parts[i + 1], self._nouns())
        before = parts[i].split()
        article = typed.split(" ", 1)
        if len(article) == 2 and article[0] in ("a", "an", "the") and before and loose(before[-1]) == article[0]:
            typed = article[1]
        return typed

    @staticmethod
    def _nouns() -> frozenset[str]:
        from .glossary import load_glossary

        return frozenset(loose(w) for e in load_glossary() if e.part_of_speech.startswith("noun") for w in (e.term,) + e.forms)

    def _split(self, given: list[str]) -> list[str]:
        """Several gaps' words typed in fewer boxes ("lets Ben into" for "Ana ___ Ben ___ Jamaica"):
        cut them at the sentence's own words between the gaps, when that gives one piece a gap."""
        filled = [g for g in given if normalise(g)]
        if self.gaps == 1 or len(filled) >= self.gaps:
            return given
        text = " " + loose(" ".join(filled)) + " "
        between = [loose(p) for p in self.sentence.split(GAP)[1:-1]]
        pieces = []
        for sep in between:
            head, found, text = text.partition(f" {sep} ") if sep else (text, "", text)
            if not found or not head.strip():
                return given
            pieces.append(head.strip())
            text = " " + text
        return pieces + [text.strip()] if text.strip() else given

    def check(self, answer) -> Feedback:
        given = [answer] if isinstance(answer, str) or answer is None else list(answer)
        given = (given + [""] * self.gaps)[:self.gaps]
        given = self._split(["" if g is None else str(g) for g in given])
        problems, done, other = [], 0, False
        for i, (g, alts) in enumerate(zip(given, self.answers)):
            name = "The gap" if self.gaps == 1 else f"Gap {i + 1}"
            typed = self._typed(i, g)
            if not normalise(g):
                problems.append(f"{name} is still empty. {self._hint(i)}")
            elif any(same_answer(typed, a) for a in alts):
                done += 1
                other = other or not same_answer(typed, alts[0])
            else:
                why = diagnose(g.strip(), typed, alts, slot=self._slot(i))
                problems.append(f"{name}: {why}" if why else
                                f"{name}: {quote(g.strip())} does not fit here. {self._hint(i)}")
        if not problems:
            also = f" The game says it like this: {quote(self.filled())}" if other else ""
            return right("The sentence is complete: " + quote(self.filled(self._as_typed(given))) + also)
        head = "" if self.gaps == 1 else f"{done} of {self.gaps} gaps {'is' if done == 1 else 'are'} right. "
        return wrong(head + " ".join(problems))

    def _as_typed(self, given: list[str]) -> list[str]:
        """The words typed, to put back in the sentence: a dollar sign typed after the sentence's
        own ("$___" typed "$17k") is written once."""
        parts = self.sentence.split(GAP)
        return [g.strip()[1:].lstrip() if parts[i].endswith("$") and g.strip().startswith("$") else g.strip()
                for i, g in enumerate(given)]

    def answer_key(self) -> str | list[str]:
        words = [alts[0] for alts in self.answers]
        return words[0] if self.gaps == 1 else words

    def key_text(self) -> str:
        alts = [f"({i}) {' / '.join(a[1:])}" if self.gaps > 1 else " / ".join(a[1:])
                for i, a in enumerate(self.answers, 1) if len(a) > 1]
        also = f"\nAlso right: {'; '.join(alts)}" if alts else ""
        return (f"{self.context} " if self.context else "") + self.filled() + also


class OrderSteps(Exercise):
    """Put the steps in order. ``items`` are given in the right order; ``shuffled`` is the fixed
    mixed-up order to start from. ``hints``: item -> a sentence about when it happens.

    An answer is the list of items (or of their numbers in ``shuffled``) in the chosen order."""

    kind = "order"

    def __init__(self, items: Sequence[str], *, hints: Mapping[str, str] | None = None, seed: Any = None,
                 source: str | None = None, free: Sequence[Sequence[str]] = (), **kw):
        super().__init__(**kw)
        self.items = [str(i) for i in items]
        if len(self.items) < 2 or len({normalise(i) for i in self.items}) != len(self.items):
            raise ExerciseError(f"Steps to order must be two or more different items, not {self.items!r}.")
        self.shuffled = shuffled(self.items, seed if seed is not None else self.id or self.items)
        self.hints = dict(hints or {})
        unknown = [k for k in self.hints if k not in self.items]
        if unknown:
            raise ExerciseError(f"Hints are given for steps that are not in the list: {unknown!r}.")
        self.source = source or ""
        # Groups of steps next to each other whose order the rulebook leaves open: any order of a
        # group's steps among its places is right (issue 28: the first two steps of an attack).
        self.free = [[str(i) for i in group] for group in free]
        for group in self.free:
            places = sorted(self.items.index(i) for i in group if i in self.items)
            if len(places) != len(group) or len(group) < 2 or places != list(range(places[0], places[0] + len(group))):
                raise ExerciseError(f"Steps free in order must be two or more steps next to each other: {group!r}.")
        if not self.instructions:
            self.instructions = "Put the steps in the right order, from first to last."

    def _same_place(self, chosen: str, right: str) -> bool:
        return chosen == right or any(chosen in g and right in g for g in self.free)

    def _item(self, value) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool):
            return self.shuffled[value] if 0 <= value < len(self.shuffled) else None
        return next((i for i in self.items if normalise(i) == normalise(value)), None)

    def check(self, answer) -> Feedback:
        if isinstance(answer, str) or not isinstance(answer, Sequence):
            return wrong("Give your answer as a list of the steps, from first to last.")
        chosen = [self._item(a) for a in answer]
        unknown = [a for a, c in zip(answer, chosen) if c is None]
        if unknown:
            return wrong(f"{quote(str(unknown[0]))} is not one of the steps. Use the steps given.")
        missing = [i for i in self.items if i not in chosen]
        if missing or len(chosen) != len(self.items):
            twice = [i for i in self.items if chosen.count(i) > 1]
            why = f"{quote(twice[0])} is there twice" if twice else f"{quote(missing[0])} is missing"
            return wrong(f"Use every step once: {why}.")
        if all(self._same_place(c, r) for c, r in zip(chosen, self.items)):
            return right(f"All {len(self.items)} steps are in the right order.")
        first_wrong = next(i for i, (c, r) in enumerate(zip(chosen, self.items)) if not self._same_place(c, r))
        placed = sum(self._same_place(c, r) for c, r in zip(chosen, self.items))
        if first_wrong == 0:
            start = "The first step is not right yet."
        elif first_wrong == 1:
            start = "The first step is right."
        else:
            start = f"The first {first_wrong} steps are right."
        item = chosen[first_wrong]
        msg = f"{start} {quote(item)} is not step {first_wrong + 1}."
        if self.hints.get(item):
            msg += f" Think about it: {self.hints[item]}"
        else:
            msg += f" Does it come earlier or later? ({placed} of {len(self.items)} steps are in the right place.)"
        return wrong(msg)

    def answer_key(self) -> list[str]:
        return list(self.items)

    def key_text(self) -> str:
        free = "".join(f"\nThese may come in any order: {'; '.join(g)}" for g in self.free)
        return "\n".join(f"{n}. {i}" for n, i in enumerate(self.items, 1)) + free


class WhatHappensNext(Exercise):
    """Stop a story after event ``step_index`` and ask what comes next. The engine decides: the
    right answer is the kind of the story's next event. ``story``: a ``stories.Story`` (a battle's
    or a game's; a Blood Feud ``Battle`` is taken as its story). ``choices``: event kinds (labels
    from ``next_labels.LABELS`` for the story's game), or ``{"kind": ..., "label": ...}``.

    An answer is a kind, a label, or the number of a choice."""

    kind = "next"

    def __init__(self, story, step_index: int, choices: Sequence, *, source: str | None = None, **kw):
        super().__init__(**kw)
        self.whole_story = story if isinstance(story, Story) else battle_story(story)
        events = self.whole_story.events
        noun = self.whole_story.noun
        if not isinstance(step_index, int) or not 0 <= step_index < len(events) - 1:
            raise ExerciseError(f"This {noun} has {len(events)} events; a question can stop after event 0 to "
                                f"{len(events) - 2}, not {step_index!r} (the last event has nothing after it).")
        self.step_index = step_index
        game = self.whole_story.game
        self.labels, self.hints = LABELS[game], HINTS[game]
        self.choices: list[tuple[str, str]] = []
        for c in choices:
            kind, label = (c.get("kind"), c.get("label")) if isinstance(c, Mapping) else (
                c if isinstance(c, str) else c[0], None if isinstance(c, str) else c[1])
            if kind not in self.labels:
                raise ExerciseError(f"{kind!r} is not a kind of {GAME_NAMES[game]} event with a label. "
                                    f"Kinds: {', '.join(self.labels)}.")
            self.choices.append((kind, label or self.labels[kind]))
        kinds = [k for k, _ in self.choices]
        if len(set(kinds)) != len(kinds) or len(kinds) < 2:
            raise ExerciseError(f"Give two or more different choices, not {kinds!r}.")
        self.next_event = events[step_index + 1]
        if self.next_event.kind not in kinds:
            raise ExerciseError(f"After event {step_index} the engine's next event is a {self.next_event.kind!r} "
                                f"({self.next_event.full!r}), but the choices are {kinds!r}.")
        self.source = source or self.whole_story.source
        if not self.instructions:
            self.instructions = f"Read the {noun} so far. What happens next?"

    @property
    def story(self) -> list:
        """The events a reader is shown, up to and including the one the question stops after."""
        return self.whole_story.events[min(self.whole_story.opening, self.step_index):self.step_index + 1]

    @property
    def event(self):
        """The event the question stops after."""
        return self.whole_story.events[self.step_index]

    def picture(self) -> str:
        """The position when the question stops (SVG or HTML): before the event to guess, so the
        picture never shows it (when the same action told the last event shown and the next one,
        this is the position before that action)."""
        return self.whole_story.before(self.step_index + 1)

    def _kind(self, answer) -> str | None:
        if isinstance(answer, int) and not isinstance(answer, bool):
            return self.choices[answer][0] if 0 <= answer < len(self.choices) else None
        for kind, label in self.choices:
            if answer is not None and normalise(answer) in (normalise(kind), normalise(label)):
                return kind
        return None

    def check(self, answer) -> Feedback:
        kind = self._kind(answer)
        if kind is None:
            return wrong("Choose one of the answers given.")
        if kind == self.next_event.kind:
            return right(f"The engine says: {quote(self.next_event.text)}")
        label = dict(self.choices)[kind]
        return wrong(f"{quote(label)} is not what happens now. Hint: {self.hints.get(self.next_event.kind, '')}".strip())

    def answer_key(self) -> str:
        return self.next_event.kind

    def key_text(self) -> str:
        return f"{dict(self.choices)[self.next_event.kind]} The engine says: {quote(self.next_event.text)}"


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
        if len(self.choices) < 2 or len({normalise(c) for c in self.choices}) != len(self.choices):
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
        return next((i for i, c in enumerate(self.choices) if answer is not None and normalise(c) == normalise(answer)), None)

    def check(self, answer) -> Feedback:
        i = self._index(answer)
        if i is None:
            return wrong("Choose one of the answers given.")
        if self.choices[i] == self.answer:
            return right(self.explanation)
        return wrong(f"{quote(self.choices[i])} is not right. "
                      + (f"Hint: {self.hint}" if self.hint else f"Think again: {self.explanation}"))

    def answer_key(self) -> str:
        return self.answer

    def key_text(self) -> str:
        return f"{self.answer} ({self.explanation})"


class Writing(Exercise):
    """An open writing task: ``prompt`` says what to write, ``points`` what to put in it,
    ``language`` some useful words. It is never marked right or wrong: once something is
    written, ``check`` says so and points to the ``model`` answer and the success ``criteria``
    (what a good text does), which the reader then compares with their own text. ``words``:
    (fewest, most), the length to aim for.

    An answer is the text written."""

    kind = "writing"

    def __init__(self, prompt: str, model: str, criteria: Sequence[str], *, points: Sequence[str] | None = None,
                 words: Sequence[int] | None = None, language: Sequence[str] | None = None, **kw):
        super().__init__(**kw)
        if not (prompt.strip() and model.strip()) or len(criteria) < 2:
            raise ExerciseError("A writing task needs a prompt, a model answer and two or more success criteria.")
        self.prompt, self.model = prompt, model
        self.criteria, self.points, self.language = list(criteria), list(points or []), list(language or [])
        self.words = tuple(words) if words else None
        if not self.instructions:
            self.instructions = "Write your text. Then read the model answer and check your text against the success criteria."

    def check(self, answer) -> Feedback:
        text = "" if answer is None else str(answer)
        n = len(text.split())
        if not n:
            return wrong("Write your text in the box first. " + (f"Put in: {'; '.join(self.points)}." if self.points
                                                                  else self.prompt))
        size = f"You wrote {n} word{'s' if n != 1 else ''}"
        if self.words:
            size += f" (the task asks for {self.words[0]} to {self.words[1]} words)"
        said = " " + loose(re.sub(r"[^\w$' ]", " ", text)) + " "     # whole words only
        used = [w for w in self.language if f" {loose(w)} " in said]
        tried = f" You used: {', '.join(used)}." if used else ""
        done = right(f"{size}.{tried} Now read the model answer and check your text against each success criterion.")
        return Feedback(True, done.message, heading="Written.")

    def answer_key(self) -> str:
        return self.model

    def key_text(self) -> str:
        return "Model answer: " + self.model + "\nSuccess criteria:\n" + "\n".join(f"- {c}" for c in self.criteria)
