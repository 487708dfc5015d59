"""What a game waits for: the ``Decision`` (who acts, on what, in a sentence), and ``Open``
families of actions with a free amount (payments), which ``legal_actions()`` accepts with ``in``
but does not list."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from .action import Action


class Decision:
    """Who must act now (``player``), on what (``kind``: a public label such as "play",
    "vote", "move"), and ``prompt``: one plain-English sentence a view can show as it is.
    ``info`` holds public details a view may use (the card being answered, the options).

    An engine may give the prompt (and the info) as a function: it is then made only when
    first read (random play and bots rarely read it). ``actions``: the legal actions, when the
    question lists its own answers as it is asked (a vote's candidates, a card's targets); None
    when the game works them out only if asked (a Blood Feud move, a Family Business hand).

    One class for every game's questions: the flow's steps make them (``core.flow.Question``), a
    game keeps its own notes in its agenda, never in the decision, so a decision shows every
    player the same thing."""

    __slots__ = ("player", "kind", "_prompt", "_info", "_actions")

    def __init__(self, player: str, kind: str, prompt: str | Callable[[], str],
                 info: dict[str, Any] | Callable[[], dict[str, Any]] | None = None,
                 actions: list[Action] | Callable[[], list[Action]] | None = None) -> None:
        self.player, self.kind, self._prompt, self._info, self._actions = player, kind, prompt, info, actions

    @property
    def actions(self) -> list[Action] | None:
        """The answers the question lists (given as a function, made when first read: the seed
        answers a chance question without reading them)."""
        a = self._actions
        if a is not None and not isinstance(a, list):
            a = self._actions = a()
        return a

    @property
    def prompt(self) -> str:
        p = self._prompt
        if not isinstance(p, str):
            p = self._prompt = p()
        return p

    @property
    def info(self) -> dict[str, Any]:
        i = self._info
        if i is None:
            i = self._info = {}
        elif not isinstance(i, dict):
            i = self._info = i()
        return i

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and (self.player, self.kind, self.prompt) == (
            other.player, other.kind, other.prompt)

    __hash__ = None  # type: ignore[assignment]  # (unhashable on purpose; typeshed expects a method)

    def __repr__(self) -> str:
        listed = "" if self.actions is None else f", {len(self.actions)} actions"
        return f"Decision({self.player!r}, {self.kind!r}, {self.prompt!r}{listed})"

    def __str__(self) -> str:
        return self.prompt

    def __deepcopy__(self, memo: dict[int, Any]) -> Decision:
        if self._info is None and isinstance(self._prompt, str) and not callable(self._actions):
            return self   # (nothing in it can change: the listed actions never do)
        # (a prompt or info still to be written is written now, from the position it was asked in)
        return Decision(self.player, self.kind, self.prompt, copy.deepcopy(self.info, memo), self.actions)


class Open:
    """A family of actions with one free amount (a payment, a ransom): too many to list, so they
    are accepted by ``in`` and left out of iteration and ``len()``. ``kind`` and ``args`` are
    fixed; ``field`` takes any whole number from ``low`` to ``high`` in steps of ``step``."""

    __slots__ = ("player", "kind", "args", "field", "low", "high", "step", "label")

    def __init__(self, player: str, kind: str, args: Mapping[str, Any], field: str, low: int, high: int, step: int = 1,
                 label: str = "") -> None:
        self.player, self.kind, self.args, self.field = player, kind, dict(args), field
        self.low, self.high, self.step, self.label = low, high, step, label

    def make(self, amount: int, cls: type[Action] = Action) -> Action:
        return cls.trusted(self.player, self.kind, {**self.args, self.field: amount})

    def __repr__(self) -> str:
        return (f"Open({self.player!r}, {self.kind!r}, {self.args!r}, {self.field}={self.low}..{self.high}"
                f" step {self.step})")
