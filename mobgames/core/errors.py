"""Typed errors. Each carries a plain-English reason a player can read.

Every engine call that refuses an input raises one of these *before* changing anything, so the
state is exactly as it was.
"""

from __future__ import annotations

from collections.abc import Iterable


class MobgamesError(Exception):
    """Base class: something the rules or the data do not allow. ``str(err)`` is the reason."""


def _listing(head: str, problems: list[str]) -> str:
    return "\n".join([head] + [f"- {p}" for p in problems]) if len(problems) > 1 else f"{head} {problems[0]}"


class BoardError(MobgamesError, ValueError):
    """A board file is malformed. ``problems`` lists every problem found, not just the first."""

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems = list(problems)
        head = f"The board file has {len(self.problems)} problem(s):"
        super().__init__("\n".join([head] + [f"- {p}" for p in self.problems]))


class SetupError(MobgamesError, ValueError):
    """A game cannot be set up as asked (wrong number of players, unknown start point, ...)."""


class SaveError(SetupError):
    """A saved game cannot be loaded: the message names the field or the step of the history
    that is wrong. Nothing is ever half loaded."""


class DataError(MobgamesError, ValueError):
    """An editable data file (a deck, the board, the glossary, ...) is missing or wrong.
    ``problems`` lists every problem found, each naming the file and the record or line."""

    def __init__(self, what: str, problems: str | Iterable[str]) -> None:
        self.what = what
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        count = len(self.problems)
        head = f"The {what} has {count} problem{'s' if count != 1 else ''}:" if count > 1 else f"The {what}:"
        super().__init__(_listing(head, self.problems))


class IllegalAction(MobgamesError):
    """A move or action that the rules forbid in the current position, or something that is not
    an action of this game at all."""


class ArgumentError(MobgamesError, TypeError, ValueError):
    """A function was given a value it cannot take: the wrong kind, or one not on offer (a count
    out of range, an unknown name). The message names the argument and says what it should be
    ("n should be a whole number, 1 or more, not None")."""
