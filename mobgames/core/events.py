"""Events: what happened, as data, with a short plain-English sentence for narration.

An engine step returns or logs events; the tutorial narrates them, and a view can step through
them. Events are immutable so a replayed log is always the same story.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from types import MappingProxyType
from typing import Any

from .arguments import checked

LEVELS = ("full", "simple")
# The classroom mode sets MOBGAMES_NARRATION=simple for a whole class's screens.
_level = [os.environ.get("MOBGAMES_NARRATION", "full") if os.environ.get("MOBGAMES_NARRATION") in LEVELS else "full"]


def set_narration(level: str) -> None:
    """Choose how events read everywhere: "full" sentences for players, or "simple" short ones
    for English learners (where an event has no simple form, the full one is used)."""
    if level not in LEVELS:
        from .errors import MobgamesError

        raise MobgamesError(f"Narration is 'full' or 'simple', not {level!r}.")
    _level[0] = level


def narration_level() -> str:
    return _level[0]


def worded(full: str, simple: str) -> str:
    """``full`` or ``simple`` by the narration level: the words of a button or a step heading
    (``describe``) follow the level the story is told at. The simple form keeps every detail
    that tells two choices apart and drops the rest."""
    return simple if _level[0] == "simple" else full


class Event:
    """One thing that happened. ``kind`` names it for code; ``text`` says it for people, at the
    narration level chosen with ``set_narration`` (``full`` and ``simple`` give each form);
    ``data`` holds the details (not compared: two events are equal when they say the same).

    Read-only properties over slots rather than a frozen dataclass: engines make an event on
    every step, and this is three times quicker to create."""

    ARGUMENT = "an event (from a game's log)"   # (how an ArgumentError names it)

    __slots__ = ("_kind", "_text", "_data", "_simple")

    def __init__(self, kind: str, text: str, data: dict[str, Any] | None = None, simple: str | None = None) -> None:
        self._kind, self._text, self._data, self._simple = kind, text, {} if data is None else data, simple

    kind = property(lambda self: self._kind)
    data = property(lambda self: MappingProxyType(self._data))   # (read-only: the log is the game's)
    full = property(lambda self: self._text)
    simple = property(lambda self: self._simple or self._text)

    @property
    def text(self) -> str:
        return self._simple if self._simple and _level[0] == "simple" else self._text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self._kind, self._text) == (other._kind, other._text)

    def __hash__(self) -> int:
        return hash((self._kind, self._text))

    def __repr__(self) -> str:
        return f"Event(kind={self._kind!r}, text={self._text!r})"

    def __str__(self) -> str:
        return self.text

    def __copy__(self) -> Event:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self   # immutable: checkpoints share events


def run_length(log: list[Event], kind: str, of: dict[str, object] | None = None, **data: object) -> int:
    """How many events at the end of ``log``, one after another, are of ``kind`` with these
    ``data`` values: an engine tells the next one as part of a run ("one more Thug: 3 in a row")
    instead of saying the same sentence again and again. With ``of`` (``{"player": "Ana"}``) only
    the events with those values count, the others between them are passed over (Ana's turns)."""
    n = 0
    for e in reversed(log):
        if of is not None and any(e._data.get(k) != v for k, v in of.items()):
            continue
        if e.kind != kind or any(e._data.get(k) != v for k, v in data.items()):
            break
        n += 1
    return n


@checked
def narrate(events: Iterable[Event], level: str | None = None) -> str:
    """The events as numbered sentences, one per line, at ``level`` ("full" or "simple"; by
    default the current setting, ``set_narration``)."""
    if level is not None and level not in LEVELS:
        from .errors import ArgumentError

        raise ArgumentError(f"level should be 'full' or 'simple' (or None: the current setting), not {level!r:.30}.")
    return "\n".join(f"{i}. {e.text if level is None else e.full if level == 'full' else e.simple}"
                     for i, e in enumerate(events, 1))
