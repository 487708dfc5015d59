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
    """``noun`` with "a" or "an", chosen by how its first word sounds, not how it is spelled:
    ``"airport"`` -> ``"an airport"``, ``"Thug"`` -> ``"a Thug"``, ``"$80 ransom"`` -> ``"an $80
    ransom"`` (said "eighty dollars"), ``"11"`` -> ``"an 11"``, ``"one-eyed Thug"`` -> ``"a one-eyed
    Thug"``, ``"FBI agent"`` -> ``"an FBI agent"``.

    >>> [a_an(w) for w in ("8", "18", "$100", "$1,120", "hour", "Honor card", "unit", "IFM")]
    ['an 8', 'an 18', 'a $100', 'a $1,120', 'an hour', 'an Honor card', 'a unit', 'an IFM']
    """
    article = "an" if vowel_sound(noun) else "a"
    return f"{article.capitalize() if capital else article} {noun}"


def vowel_sound(word: str) -> bool:
    """Whether ``word`` (or a phrase: its first word) starts with a vowel sound when said aloud, so
    takes "an". Numbers and money are read as words ("$80": "eighty dollars"); a word in capitals
    that is no word of its own is read letter by letter ("IFM": "eye-eff-em")."""
    first = word.strip().split(" ")[0].lstrip("$(\"'")
    digits = re.match(r"\d[\d,]*", first)
    if digits:
        return _number_starts_with_vowel(int(digits.group(0).replace(",", "")))
    lower = first.lower()
    if len(first) > 1 and first.isupper() and first.isalpha():
        return lower[0] in _VOWEL_LETTERS
    if lower.startswith(_CONSONANT_SOUND):
        return False
    return lower[:1] in "aeiou" or lower.startswith(_SILENT_H)


# Words spelled with a vowel said with a consonant ("a one-eyed", "a unit", "a European"), words
# whose h is silent ("an hour"), and the letters whose names start with a vowel ("an FBI agent").
_CONSONANT_SOUND = ("one", "once", "uni", "use", "usu", "uti", "eu", "ewe")
_SILENT_H = ("hour", "honest", "honor", "honour", "heir")
_VOWEL_LETTERS = "aefhilmnorsx"


def _number_starts_with_vowel(n: int) -> bool:
    """Whether ``n`` said in English starts with a vowel: eight, eleven, eighteen, eighty..., in
    its first group of three figures ("11,000": "eleven thousand"; "1,120": "one thousand ...")."""
    while n >= 1000:
        n //= 1000
    if n >= 100:
        n //= 100
    return n in (8, 11, 18) or 80 <= n <= 89


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
