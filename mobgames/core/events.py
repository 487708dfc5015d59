"""Events: what happened, as data, with a short plain-English sentence for narration.

An engine step returns or logs events; the tutorial narrates them, and a view can step through
them. Events are immutable so a replayed log is always the same story.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable


@dataclass(frozen=True)
class Event:
    """One thing that happened. ``kind`` names it for code; ``text`` says it for people."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return self.text


def narrate(events: Iterable[Event]) -> str:
    """The events as numbered sentences, one per line."""
    return "\n".join(f"{i}. {e.text}" for i, e in enumerate(events, 1))
