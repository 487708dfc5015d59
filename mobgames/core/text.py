"""Small helpers for the plain-English sentences the engines narrate."""

from __future__ import annotations

from typing import Iterable


def and_list(items: Iterable[str], empty: str = "") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    items = [str(i) for i in items]
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
