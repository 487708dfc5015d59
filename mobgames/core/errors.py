"""Typed errors. Each carries a plain-English reason a player can read.

Every engine call that refuses an input raises one of these *before* changing anything, so the
state is exactly as it was.
"""


class MobgamesError(Exception):
    """Base class: something the rules or the data do not allow. ``str(err)`` is the reason."""


class BoardError(MobgamesError, ValueError):
    """A board file is malformed. ``problems`` lists every problem found, not just the first."""

    def __init__(self, problems):
        self.problems = list(problems)
        head = f"The board file has {len(self.problems)} problem(s):"
        super().__init__("\n".join([head] + [f"- {p}" for p in self.problems]))


class SetupError(MobgamesError, ValueError):
    """A game cannot be set up as asked (wrong number of players, unknown start point, ...)."""


class IllegalAction(MobgamesError):
    """A move or action that the rules forbid in the current position."""
