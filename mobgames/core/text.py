"""Small helpers for the plain-English sentences the engines narrate."""

from __future__ import annotations

from typing import Iterable


def and_list(items: Iterable[str], empty: str = "") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    items = [str(i) for i in items]
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def a_an(noun: str, capital: bool = False) -> str:
    """``"airport"`` -> ``"an airport"``; ``"Thug"`` -> ``"a Thug"`` (by the first letter: good
    enough for the games' own words)."""
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{article.capitalize() if capital else article} {noun}"
