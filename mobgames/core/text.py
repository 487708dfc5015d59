"""Small helpers for the plain-English sentences the engines narrate."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TypeVar

T = TypeVar("T")


def and_list(items: Iterable[str], empty: str = "") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    items = [str(i) for i in items]
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def each(values: Mapping[str, object], unit: str = "{}") -> str:
    """Each name with its value, for a reader: ``({"Red": 25, "Blue": 50}, "${}k")`` ->
    ``"Red $25k and Blue $50k"``. Chapters print game facts this way, never as a Python dict."""
    return and_list(f"{name} {unit.format(value)}" for name, value in values.items())


def a_an(noun: str, capital: bool = False) -> str:
    """``"airport"`` -> ``"an airport"``; ``"Thug"`` -> ``"a Thug"`` (by the first letter: good
    enough for the games' own words)."""
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{article.capitalize() if capital else article} {noun}"


def counted(n: int, word: str, words: str | None = None) -> str:
    """``(1, "Fed")`` -> ``"1 Fed"``; ``(2, "Fed")`` -> ``"2 Feds"`` (``words``: an irregular plural)."""
    return f"{n} {word if n == 1 else words or word + 's'}"


def chunks(items: list[T], size: int = 3) -> list[list[T]]:
    """``items`` in runs of at most ``size``, so a simple sentence never lists too many."""
    return [items[i:i + size] for i in range(0, len(items), size)] or [[]]


def sentence_case(text: str) -> str:
    """A capital at the start of ``text`` and of each sentence in it ("the attacker wins." ->
    "The attacker wins."); nothing else changes."""
    return _SENTENCE_START.sub(lambda m: m.group(0).upper(), text)


_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?] ))[a-z]")
