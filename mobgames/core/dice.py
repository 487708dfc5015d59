"""Chance comes only from here.

Rules code never calls ``random`` directly: it asks an injected ``Dice`` object. A seed
reproduces a whole game; ``ScriptedDice`` replays a rulebook example roll by roll.
"""

from __future__ import annotations

import os
import random
import secrets
from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from .errors import MobgamesError

T = TypeVar("T")


@runtime_checkable
class Dice(Protocol):
    def roll(self, sides: int = 10) -> int:
        """A fair roll from 1 to ``sides``."""

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place."""


def fresh_seed() -> int:
    """A seed for a game started without one: random, unless the environment fixes it
    (``MOBGAMES_SEED``, set by the classroom mode so every screen shows the same dice)."""
    fixed = os.environ.get("MOBGAMES_SEED", "").strip()
    if fixed:
        try:
            return int(fixed)
        except ValueError:
            raise MobgamesError(f"MOBGAMES_SEED must be a whole number, not {fixed!r}.") from None
    return secrets.randbelow(1_000_000)


class RandomDice:
    """Pseudo-random dice. The same seed gives the same rolls and shuffles."""

    def __init__(self, seed: int | None = None):
        self.seed = fresh_seed() if seed is None else seed   # always known, so any run can be replayed
        self._rng = random.Random(self.seed)

    def roll(self, sides: int = 10) -> int:
        return self._rng.randint(1, sides)

    def shuffle(self, items: list[Any]) -> None:
        self._rng.shuffle(items)

    def __repr__(self) -> str:
        return f"RandomDice(seed={self.seed!r})"

    def __deepcopy__(self, memo: dict[int, Any]) -> RandomDice:
        # Checkpoints copy the dice often; the generic copy of random.Random is ten times slower.
        twin = object.__new__(RandomDice)
        twin.seed = self.seed
        twin._rng = random.Random.__new__(random.Random)   # unseeded: seeding from the OS is slow
        twin._rng.setstate(self._rng.getstate())
        return twin


class ScriptedDice:
    """Dice that give the rolls you list, in order: to replay a rulebook example exactly.

    On a ten-sided die the face 0 means 10, so both 0 and 10 are accepted for ``sides=10``.
    Running out of rolls is an error, not a silent random roll.
    """

    def __init__(self, rolls: Iterable[int]):
        self._rolls: list[int] = list(rolls)
        self._next = 0

    @property
    def remaining(self) -> Sequence[int]:
        return self._rolls[self._next:]

    @property
    def script(self) -> tuple[int, ...]:
        """Every roll of the script, used or not (what a save records)."""
        return tuple(self._rolls)

    def roll(self, sides: int = 10) -> int:
        if self._next >= len(self._rolls):
            raise MobgamesError(
                f"The scripted dice have run out after {len(self._rolls)} roll(s); "
                "add more rolls to the script."
            )
        value = self._rolls[self._next]
        if sides == 10 and value == 0:
            value = 10
        if not 1 <= value <= sides:
            raise MobgamesError(f"A scripted roll of {value} is impossible on a {sides}-sided die.")
        self._next += 1
        return value

    def shuffle(self, items: list[Any]) -> None:
        # Scripted play keeps the listed order: the script author decides it.
        return None

    def __repr__(self) -> str:
        return f"ScriptedDice({self._rolls!r}, used={self._next})"


class RecordedDice:
    """Dice that remember every roll, and give the ``given`` rolls first (a save's record of a
    set-up's rolls) while the dice inside turn as they did: a set-up replays its own rolls even if
    the random code changes, and the dice go on from where they were."""

    def __init__(self, inner: Dice, given: Iterable[int] = ()):
        self.inner, self.given = inner, list(given)
        self.rolls: list[int] = []

    def roll(self, sides: int = 10) -> int:
        value = self.inner.roll(sides)
        if len(self.rolls) < len(self.given):
            value = self.given[len(self.rolls)]
            if not 1 <= value <= sides:
                raise MobgamesError(f"A recorded roll of {value} is impossible on a {sides}-sided die.")
        self.rolls.append(value)
        return value

    def shuffle(self, items: list[Any]) -> None:
        self.inner.shuffle(items)


def describe(dice: object) -> dict[str, int | list[int]] | None:
    """How a save records where chance comes from: ``{"seed": n}`` or ``{"script": [rolls]}``
    (None for dice of another kind, which cannot be replayed)."""
    if isinstance(dice, RandomDice) and isinstance(dice.seed, int) and not isinstance(dice.seed, bool):
        return {"seed": dice.seed}
    if isinstance(dice, ScriptedDice) and all(isinstance(r, int) and not isinstance(r, bool) for r in dice.script):
        return {"script": list(dice.script)}
    return None


def from_description(data: object) -> RandomDice | ScriptedDice:
    """The dice a save describes (see ``describe``); a damaged description raises ``MobgamesError``."""
    if isinstance(data, dict) and set(data) == {"seed"} and isinstance(data["seed"], int) \
            and not isinstance(data["seed"], bool):
        return RandomDice(data["seed"])
    if isinstance(data, dict) and set(data) == {"script"} and isinstance(data["script"], list) \
            and all(isinstance(r, int) and not isinstance(r, bool) for r in data["script"]):
        return ScriptedDice(data["script"])
    raise MobgamesError("The dice are given as {\"seed\": a whole number} or {\"script\": [rolls]}, "
                        f"not {data!r:.60}.")
