"""Walk-throughs: the scripted stories a chapter steps through (a ``StoryStepper``), as data.

A walk-through is ``(start, script)``: ``start()`` makes a fresh copy of the starting position, and
``script`` lists the steps exactly as the stepper takes them (actions, or functions ``game ->
action``). Each game's ``examples`` module keeps a table of them, name -> a function building one,
and answers ``walkthrough(name)`` and ``walkthroughs()`` through ``pick`` and ``every`` here; a
chapter's choice between endings is one walk-through per branch ("heat_end/bail"). ``played``
plays one to its end as the stepper does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .action import resolve_step
from .chance import ASK, CHANCE, set_mode, told
from .contract import GameState
from .errors import MobgamesError

Walkthrough = tuple[Callable[[], GameState], list[Any]]
Table = Mapping[str, Callable[[], Walkthrough]]


def pick(table: Table, name: str, game: str) -> Walkthrough:
    """Walk-through ``name`` of ``table`` (``game`` names the game in a refusal)."""
    if not isinstance(name, str) or name not in table:
        raise MobgamesError(f"{game} has no walk-through called {name!r:.60}; it has {', '.join(table)}.")
    return table[name]()


def every(table: Table) -> dict[str, Walkthrough]:
    """Every walk-through of ``table``, by name, in its order."""
    return {name: build() for name, build in table.items()}


def copies(game: GameState) -> Callable[[], GameState]:
    """A function making fresh copies of ``game`` through its save (as a stepper started from a
    game does): the game given is never changed."""
    kind, saved = type(game), game.to_json()
    return lambda: kind.from_json(saved)


def with_chance_steps(start: GameState, script: Sequence[Any]) -> Walkthrough:
    """``start`` asking for chance, with each die and card the seed gives in ``script`` as a step of
    its own (``chance.told``): a reader may change them."""
    game, steps = told(start, script)
    return copies(game), steps


def has_chance_steps(script: Sequence[Any]) -> bool:
    """Whether ``script`` lists chance outcomes (dice, cards) as steps: its game must ask for them."""
    return any(getattr(step, "player", None) == CHANCE for step in script)


def played(start: Callable[[], GameState], script: Sequence[Any]) -> GameState:
    """A fresh ``start()`` with every step of ``script`` applied, as a ``StoryStepper`` applies them
    (each function step worked out in the position it is played in); its log is the whole story.
    A step the game refuses, or one left with nobody to decide, raises a ``MobgamesError``."""
    game = start()
    if has_chance_steps(script):
        set_mode(game, ASK)
    for n, step in enumerate(script, 1):
        if game.is_over or game.decision is None:
            raise MobgamesError(f"Step {n} cannot be done: {'the game is over' if game.is_over else 'nobody decides'}.")
        action = resolve_step(game, step)
        reason = game.why_not(action)
        if reason is not None:
            raise MobgamesError(f"Step {n} cannot be done: {reason}")
        game.apply(action)
    return game
