"""The stories the engines tell, for the exercises: events one after another, a picture of the
position after each, and where the story came from. A Blood Feud battle and a Mob Ties or Family
Business game give the same ``Story``, so "What happens next?", its widget and its handout show
any of them in one way.

- ``battle_story(spec)``: a rulebook battle (its number) or forces with scripted dice;
- ``game_story(spec)``: ``{"from": "mobties", "example": "docks_tie", "steps": [...]}``: a
  ready-made position of ``mobgames.<game>.examples`` (a public function of that module only,
  with JSON ``args`` if it takes any), then the ``steps`` played on it. A step is a role-play
  card's step (``["apply", {...}]``, ``["deal", {...}]``, see ``phrases.play_step``) or
  ``["play_on", {"until": KIND}]``: the game's simple computer player plays until the engine
  tells an event of that kind.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence

from ..core.errors import MobgamesError
from .datafiles import EXAMPLE_MODULES, GAME_STEPS, arguments_problem, example_function
from .feedback import ExerciseError

__all__ = ["Story", "battle_story", "battle_from", "game_story", "story_from", "nth_event", "PLAY_ON_LIMIT"]

PLAY_ON_LIMIT = 300        # actions "play_on" may take before it gives up looking for its event
JSON_LITERALS = (str, int, float, bool, type(None))


class Story:
    """What an engine told: ``events`` in order, ``picture(i)`` (SVG or HTML of the position just
    after event ``i``), ``game`` (whose labels a "What happens next?" uses), ``source`` (where it
    came from, in words) and ``noun`` ("battle" or "game"). ``first`` is the first event the
    story's own steps produced (0 without steps): an event is counted from there. ``opening`` is
    the first event a reader is shown (after the engine's note that a position was set up)."""

    def __init__(self, events: Sequence, picture, *, game: str, source: str, noun: str = "game", first: int = 0,
                 opening: int = 0, before=None):
        self.events = list(events)
        self._picture, self._before = picture, before
        self.game, self.source, self.noun = game, source, noun
        self.first, self.opening = first, opening

    def picture(self, i: int) -> str:
        return self._picture(i)

    def before(self, i: int) -> str:
        """The position just before event ``i`` happens (what a "What happens next?" about event
        ``i`` may show: nothing of it yet). One action can tell several events; then this is the
        position before that action."""
        if self._before is not None:
            return self._before(i)
        return self._picture(i - 1)   # (a battle: a picture after every event)

    def find(self, kind: str, nth: int = 0) -> int:
        """The index of the ``nth`` event of ``kind``, counting from ``first``."""
        where = f"the events the {self.noun}'s steps told" if self.first else f"the {self.noun}"
        return self.first + nth_event(self.events[self.first:], kind, nth, where)

    def __repr__(self) -> str:
        return f"<Story of {len(self.events)} events: {self.source}>"


def nth_event(events, kind: str, nth: int = 0, where: str = "the battle") -> int:
    """The index in ``events`` of the ``nth`` event of ``kind`` (counting from 0)."""
    found = [i for i, e in enumerate(events) if e.kind == kind]
    if not isinstance(nth, int) or isinstance(nth, bool) or not 0 <= nth < len(found):
        raise ExerciseError(f"In {where} there are {len(found)} {kind!r} event(s), so there is no number {nth!r} "
                            "(counting from 0).")
    return found[nth]


# -- battles ----------------------------------------------------------------------------------------

def battle_from(spec):
    """A battle from a spec: the number of a rulebook example, or forces with scripted rolls."""
    from ..bloodfeud.examples import battle_example

    if isinstance(spec, int) and not isinstance(spec, bool):
        return battle_example(spec), f"the rulebook's battle example {spec}"
    if isinstance(spec, Mapping):
        from ..bloodfeud.battle import Battle
        from ..core.dice import ScriptedDice

        b = Battle(spec["attackers"], spec["defenders"], spec.get("building"), dice=ScriptedDice(spec["rolls"]))
        return b, "a battle with scripted dice"
    raise ExerciseError(f"A battle is the number of a rulebook example (1 or 2) or attackers/defenders/rolls, "
                        f"not {spec!r}.")


def battle_story(battle=1) -> Story:
    """A battle's story: a spec for ``battle_from``, or a ``Battle`` itself."""
    if hasattr(battle, "events") and hasattr(battle, "svg"):
        battle, where = battle, "a battle"
    else:
        battle, where = battle_from(battle)
    return Story(battle.events, battle.svg, game="bloodfeud", source=where, noun="battle")


# -- games ------------------------------------------------------------------------------------------

def _literal(value) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_literal(v) for v in value)
    if isinstance(value, Mapping):
        return all(isinstance(k, str) and _literal(v) for k, v in value.items())
    return isinstance(value, JSON_LITERALS)


def _position(game: str, spec: Mapping):
    """The example's game, built by the one whitelisted function the spec names."""
    name, args = spec.get("example"), spec.get("args", [])
    fn = example_function(game, name)
    if fn is None:
        raise ExerciseError(f"{name!r} is not a ready-made position of mobgames.{EXAMPLE_MODULES[game]}: name one of "
                            f"its functions, such as {'docks_tie' if game == 'mobties' else 'war_example'!r}.")
    if not isinstance(args, (list, tuple)) or not _literal(args):
        raise ExerciseError(f"'args' is a list of plain values (text, numbers, lists, objects), not {args!r}.")
    if arguments_problem(fn, args):
        raise ExerciseError(arguments_problem(fn, args))
    try:
        position = fn(*args)
    except MobgamesError as err:
        raise ExerciseError(f"The example {name}({', '.join(map(repr, args))}) cannot be set up: {err}") from None
    if not (hasattr(position, "log") and hasattr(type(position), "ACTION")):
        raise ExerciseError(f"{name} does not give a game to play on.")
    return position


class _Recorder:
    """Plays steps on a game and keeps the picture after each action, and for each event the
    picture of the action that told it."""

    def __init__(self, game):
        self.game = game
        self.pictures = [game.picture()]
        self.frame = [0] * len(game.log)

    def after_action(self) -> list:
        """Call after each action: keeps its picture; returns the events it told."""
        new = self.game.log[len(self.frame):]
        if new:
            self.pictures.append(self.game.picture())
            self.frame += [len(self.pictures) - 1] * len(new)
        return new

    def picture(self, i: int) -> str:
        if not 0 <= i < len(self.frame):
            raise ExerciseError(f"The story has {len(self.frame)} events; there is no event {i}.")
        return self.pictures[self.frame[i]]

    def before(self, i: int) -> str:
        """The picture before the action that told event ``i``."""
        self.picture(i)   # (a typed error for an event that is not there)
        return self.pictures[max(0, self.frame[i] - 1)]


def _play_on(rec: _Recorder, game_name: str, args: Mapping) -> None:
    """The game's simple computer player plays until the engine tells an event of ``until``."""
    until, limit = args.get("until"), args.get("max", PLAY_ON_LIMIT)
    if not isinstance(until, str) or not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise ExerciseError(f"play_on needs 'until': the kind of event to play until (and 'max', a number of moves), "
                            f"not {dict(args)!r}.")
    bot = importlib.import_module(f"mobgames.{game_name}.bots").simple_bot    # game_name is a known game
    for _ in range(limit):
        if rec.game.decision is None:
            raise ExerciseError(f"The game ended before any {until!r} event.")
        rec.game.apply(bot(rec.game))
        if any(e.kind == until for e in rec.after_action()):
            return
    raise ExerciseError(f"After {limit} moves the engine has told no {until!r} event.")


def _step(rec: _Recorder, game_name: str, n: int, step) -> None:
    from .phrases import play_step

    allowed = GAME_STEPS[game_name]
    if not (isinstance(step, (list, tuple)) and len(step) == 2 and isinstance(step[1], Mapping)):
        raise ExerciseError(f"Step {n} must be [step, {{details}}], such as [\"play_on\", {{\"until\": \"tally\"}}], "
                            f"not {step!r}.")
    verb, args = step
    if verb not in allowed:
        raise ExerciseError(f"Step {n}: {verb!r} is not a step of this game. Steps: {', '.join(allowed)}.")
    try:
        if verb == "play_on":
            return _play_on(rec, game_name, args)
        play_step(rec.game, verb, args)
    except ExerciseError as err:
        raise ExerciseError(f"Step {n} ({verb}): {err}") from None
    except (MobgamesError, TypeError, KeyError) as err:
        raise ExerciseError(f"Step {n} ({verb} {dict(args)!r}) is refused by the engine: {err}") from None
    rec.after_action()


def game_story(spec: Mapping) -> Story:
    """A Mob Ties or Family Business story: the example position, then the spec's ``steps``."""
    game_name = spec.get("from") if isinstance(spec, Mapping) else None
    if game_name not in EXAMPLE_MODULES:
        raise ExerciseError(f"A game story comes 'from' {' or '.join(map(repr, EXAMPLE_MODULES))}, not {game_name!r}.")
    rec = _Recorder(_position(game_name, spec))
    steps = spec.get("steps") or []
    if not isinstance(steps, (list, tuple)):
        raise ExerciseError(f"'steps' is a list of steps, not {steps!r}.")
    first = len(rec.game.log) if steps else 0
    for n, step in enumerate(steps, 1):
        _step(rec, game_name, n, step)
    log = list(rec.game.log)
    # A position set up by hand says so ("arrange"); the reader starts after that note.
    opening = max((i + 1 for i, e in enumerate(log[:first or len(log)]) if e.kind == "arrange"), default=0)
    where = f"mobgames.{EXAMPLE_MODULES[game_name]}.{spec['example']}" + (f" with {len(steps)} step(s)" if steps else "")
    return Story(log, rec.picture, game=game_name, source=where, first=first, opening=opening, before=rec.before)


def story_from(spec) -> Story:
    """A story from a "next" exercise's spec: a game spec (with "from"), or a battle spec."""
    if isinstance(spec, Mapping) and "from" in spec:
        return game_story(spec)
    return battle_story(spec)
