"""What every exercise shares: the error for a broken exercise, the ``Feedback`` a check returns,
the ``Exercise`` base class, and how what a student types is compared with an answer."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import MobgamesError

GAP = "___"
KINDS = ("match", "gap", "order", "next", "question", "writing", "dictation", "listen_choose")
KIND_NAMES = {"match": "Match the words", "gap": "Fill the gaps", "order": "Put in order",
              "next": "What happens next?", "question": "Question", "writing": "Write",
              "dictation": "Dictation", "listen_choose": "Listen and choose"}

__all__ = ["ExerciseError", "Feedback", "Exercise", "right", "wrong", "normalise", "loose", "quote", "shuffled",
           "GAP", "KINDS", "KIND_NAMES"]


class ExerciseError(MobgamesError, ValueError):
    """An exercise that cannot be built (bad data, or a sentence the engine no longer says)."""


# -- feedback -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Feedback:
    """The result of ``check``: ``correct`` and a ``message`` for the student. ``heading``
    replaces "Right!" for a task that is never marked (a piece of writing)."""

    correct: bool
    message: str
    heading: str = ""

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.message

    def html(self) -> str:
        # A sign and a word as well as a colour, so the result never depends on seeing colours.
        sign, word, colour, bg = (("\u2714", "Right!", "#1b5e20", "#e8f5e9") if self.correct
                                  else ("\u270e", "Not yet.", "#7a4100", "#fff3e0"))
        if self.heading:
            sign, word, colour, bg = "\u270d", self.heading, "#0b4f8a", "#e8f1fb"
        return (f"<div class='mobgames-exercise-feedback mathjax_ignore' role='status' style='border-left:4px solid "
                f"{colour};background:{bg};color:#222;padding:6px 10px;margin:4px 0;font-size:15px;line-height:1.45'>"
                f"<b style='color:{colour}'>{sign} {word}</b> {html.escape(self.message)}</div>")

    _repr_html_ = html


def right(extra: str = "") -> Feedback:
    return Feedback(True, ("Well done! " + extra).strip())


def wrong(message: str) -> Feedback:
    return Feedback(False, message)


# -- comparing what students type ------------------------------------------------------------------

def normalise(text: Any) -> str:
    """Case, spaces, curly quotes and the punctuation around a word do not matter."""
    s = str(text).replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = " ".join(s.lower().split())
    return s.strip(" .,;:!?\"'()")


def quote(text: str) -> str:
    return f"\u201c{text}\u201d"


# Said in full, so "doesn't" matches "does not" (the other way round is the same).
CONTRACTIONS = {"can't": "cannot", "won't": "will not", "n't": " not", "'re": " are", "'ve": " have", "'ll": " will",
                "'m": " am", "it's": "it is", "that's": "that is", "there's": "there is", "he's": "he is",
                "she's": "she is", "can not": "cannot"}


def loose(text: Any) -> str:
    """``normalise``, and also contractions said in full, the commas of a number and hyphens left
    out: "Hits." and "hits", "doesn't" and "does not", "1,120" and "1120" match."""
    s = normalise(text)
    for short, full in CONTRACTIONS.items():
        s = s.replace(short, full)
    s = re.sub(r"(?<=\d),(?=\d{3})", "", s)
    return re.sub(r"[\s\-]+", " ", s).strip()


def shuffled(items: Sequence, seed: Any) -> list:
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


# -- the base class -------------------------------------------------------------------------------

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
