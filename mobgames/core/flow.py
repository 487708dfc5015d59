"""A game's flow as data, and the one runner that drives every game.

boardgame.io declares a game's phases and turn order as data and lets one framework run them.
This is the same idea for engines whose questions nest (a vote inside a Show of Respect inside
the Business phase; a counter card answering a played card; a call-out inside a gun battle):

- A game declares its **steps** in one table, a ``Flow``. A step is a ``Question`` (a player
  must choose: ``ask`` says who and on what, ``answers`` maps each action kind that answers it
  to the function carrying it out) or an ``Auto`` step (the rules go on by themselves).
- Its **phases** are a tuple of ``Phase`` (a name, the step that plays it, when it is skipped),
  which the runner's own ``ROUND`` step plays in order, round after round. Its **turn order**
  comes from ``seats`` and ``next_seat`` (clockwise, leaving out who is out of the game).
- Where the flow stands is the game's **agenda**: a stack of ``Frame``s, each a step's name and
  that step's notes (plain data). A step says what comes next by what it returns: the name of
  the next step for its frame; ``STAY`` (ask the same question again); ``Call(step, notes,
  then)`` (run another step first, then carry on at ``then``, with the other step's answer in
  ``frame.result``); or ``Done(value)`` (this frame is finished).

Because the agenda is plain data, a checkpoint can be taken at any action in every game, and a
saved game needs nothing but its set-up and its actions.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .decision import Decision
from .errors import MobgamesError

__all__ = ["Frame", "Question", "Auto", "Phase", "Call", "Done", "STAY", "ROUND", "RESULT", "Flow", "seats", "next_seat",
           "copy_agenda"]

STAY = "<stay>"      # returned by a step: ask the same question again
ROUND = "<round>"    # the runner's own step that plays a Flow's phases in order
RESULT = "<result>"  # the runner's own step that finishes a frame with the answer of the step it called


class Frame(dict):  # type: ignore[type-arg]
    """One pending part of the flow: the step it is at (``step``), and that step's notes, which
    are the frame's own items (``frame["voters"]``: a frame is a dict, so reading a note is as
    quick as a dict's)."""

    __slots__ = ("step", "result", "answers", "ready")

    def __init__(self, step: str, notes: dict[str, Any] | None = None, answers: bool = True) -> None:
        if notes:
            self.update(notes)
        self.step, self.result = step, None
        self.answers = answers   # False: an interruption (an offer), whose end leaves the frame below as it was
        # What a step has just worked out for the question it goes on to (its choices), so the
        # question need not work it out again; never copied or compared (``take_ready``).
        self.ready: Any = None

    @property
    def notes(self) -> Frame:
        """The step's notes (the frame itself)."""
        return self

    def take_ready(self) -> Any:
        """What the step before left for this question (once), or None: then the question works
        it out itself (asked again after a deal, or after undo)."""
        ready, self.ready = self.ready, None
        return ready

    def __deepcopy__(self, memo: dict[int, Any]) -> Frame:
        twin = Frame(self.step, copy.deepcopy(dict(self), memo), self.answers)
        twin.result = copy.deepcopy(self.result, memo)
        return twin

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Frame) and (self.step, dict(self), self.result) == (
            other.step, dict(other), other.result)

    __hash__ = None  # (mutable notes)

    def __repr__(self) -> str:
        return f"Frame({self.step!r}, {dict(self)!r})"

    def __reduce__(self) -> Any:   # (a dict subclass with slots: pickled with its step and result)
        return (_frame, (self.step, dict(self), self.answers, self.result))


def _frame(step: str, notes: dict[str, Any], answers: bool, result: Any) -> Frame:
    frame = Frame(step, notes, answers)
    frame.result = result
    return frame


class Call(NamedTuple):
    """Run ``step`` (with ``notes``) first; then this frame carries on at ``then`` (``STAY``: at
    the step it is at; ``RESULT``: it is finished, with the called step's answer)."""
    step: str
    notes: dict[str, Any]
    then: str


class Done(NamedTuple):
    """This frame is finished; ``value`` goes to the frame below, as its ``result``."""
    value: Any = None


Next = str | Call | Done


@dataclass(frozen=True)
class Question:
    """A step where a player must choose. ``ask(game, frame)`` gives the ``Decision``;
    ``answers`` maps each action kind that answers it to ``fn(game, frame, action) -> next``.

    A chance question may give ``seeded(game, frame)``: the outcome the seed gives, exactly as
    ``core.chance.seeded`` would pick it from the decision. When the game's seed answers chance
    at once (``game.seed_answers_now``) the runner takes that outcome without asking: it enters
    the history all the same, and the question's answer carries it out. (Asking costs more
    than the draw itself: a seeded card game draws a card every turn.)"""
    ask: Callable[[Any, Frame], Decision]
    answers: Mapping[str, Callable[[Any, Frame, Any], Next]]
    seeded: Callable[[Any, Frame], Any] | None = None


@dataclass(frozen=True)
class Auto:
    """A step the rules play by themselves: ``run(game, frame) -> next``."""
    run: Callable[[Any, Frame], Next]


@dataclass(frozen=True)
class Phase:
    """One phase of a round: its ``name``, the ``step`` that plays it (until that frame is
    ``Done``), and ``skip(game)``, true when this round leaves it out."""
    name: str
    step: str
    skip: Callable[[Any], bool] | None = None


def _no_hook(game: Any, *args: Any) -> None:
    return None


@dataclass(frozen=True)
class Flow:
    """A game's whole flow: its steps, its phases (optional), the actions any player may take at
    any time (``anytime``: kind -> ``fn(game, frame, action) -> next``, with the frame on top:
    a deal, an offer), and three hooks: ``begin_phase(game, phase)`` (say it, note it),
    ``end_round(game) -> bool`` (False: the game goes on to another round; True: it is over)
    and ``over(game)`` (the game has ended: the runner stops)."""
    steps: Mapping[str, Question | Auto]
    phases: Sequence[Phase] = ()
    begin_phase: Callable[[Any, Phase], None] = _no_hook
    end_round: Callable[[Any], bool | None] = _no_hook
    anytime: Mapping[str, Callable[[Any, Frame, Any], Next]] = field(default_factory=dict)
    _known: frozenset[str] = field(init=False, repr=False, compare=False, default=frozenset())   # (made below)
    over: Callable[[Any], bool] = field(default=lambda game: bool(game.is_over))

    def __post_init__(self) -> None:
        named = {ph.step for ph in self.phases}
        missing = sorted(named - set(self.steps))
        if missing:
            raise MobgamesError(f"The flow's phases name steps it does not declare: {', '.join(missing)}.")
        object.__setattr__(self, "_known", frozenset(self.steps) | {ROUND, RESULT, STAY})   # (frozen: set once)

    # -- driving a game ----------------------------------------------------------------------------
    def begin(self, game: Any, step: str = ROUND, **notes: Any) -> None:
        """Start the flow afresh at ``step`` (by default the first phase of a round)."""
        self.set_out(game, step, **notes)
        self.settle(game)

    def set_out(self, game: Any, step: str = ROUND, **notes: Any) -> None:
        """Put the flow at ``step`` without playing it yet (``settle`` plays it): a game takes its
        first checkpoint there, before the deal, so that undo can go back to any card of it."""
        if step not in self._known or step in (STAY, RESULT):
            self._unknown(step)
        game.agenda = [Frame(step, notes)]

    def settle(self, game: Any) -> None:
        """Play the automatic steps until a question is on top of the agenda (``game.decision``
        is then its decision) or the game is over (the agenda is emptied, the decision None)."""
        agenda = game.agenda
        steps, over, known = self.steps, self.over, self._known
        # (the runner's own loop: every action of every game passes here, so the usual case, a
        # step that names the next step, is handled inline)
        while agenda and not over(game):
            frame = agenda[-1]
            step = steps.get(frame.step)
            if step is None:   # the runner's own steps
                nxt = self._round(game, frame) if frame.step == ROUND else Done(frame.result)
            elif type(step) is Question:
                if step.seeded is None or not game.seed_answers_now:
                    game.decision = step.ask(game, frame)
                    return
                action = step.seeded(game, frame)   # (chance, answered by the seed at once)
                game.history.append(action)
                nxt = step.answers[action.kind](game, frame, action)
            else:
                nxt = step.run(game, frame)   # type: ignore[union-attr]
            if type(nxt) is str and nxt in known:
                if nxt != STAY:
                    frame.step = nxt
            else:
                self._go(game, frame, nxt)
        agenda.clear()
        game.decision = None

    def perform(self, game: Any, action: Any) -> None:
        """Carry out an answer to the question on top of the agenda (already checked legal)."""
        frame = game.agenda[-1]
        answer = self.steps[frame.step].answers.get(action.kind)   # type: ignore[union-attr]
        if answer is None:
            answer = self.anytime[action.kind]
        nxt = answer(game, frame, action)
        if type(nxt) is str and nxt in self._known:
            if nxt != STAY:
                frame.step = nxt
        else:
            self._go(game, frame, nxt)
        self.settle(game)

    def call(self, game: Any, frame: Frame, step: str, notes: dict[str, Any], then: str) -> Next:
        """What a step returns to ``Call(step, notes, then)``. When ``step`` is a chance question
        the seed answers at once (see ``Question``), its outcome is taken and carried out here,
        with no frame pushed unless its answer asks for more: the same outcome, the same
        history, less work (a seeded card game draws a card every turn)."""
        q = self.steps.get(step)
        if type(q) is not Question or q.seeded is None or not game.seed_answers_now:
            return Call(step, notes, then)
        called = Frame(step, notes, then != STAY)
        action = q.seeded(game, called)
        game.history.append(action)
        nxt = q.answers[action.kind](game, called, action)
        if type(nxt) is Done:
            if then != STAY:
                frame.result = nxt.value
            return then
        if then != STAY:
            frame.step = then
        game.agenda.append(called)
        self._go(game, called, nxt)
        return STAY

    def asking(self, game: Any) -> frozenset[str]:
        """The action kinds that answer the question waited for now (empty when over)."""
        agenda = game.agenda
        step = self.steps.get(agenda[-1].step) if agenda else None
        return frozenset(step.answers) if type(step) is Question else frozenset()

    def _go(self, game: Any, frame: Frame, nxt: Next) -> None:
        known = self._known
        if type(nxt) is str:
            if nxt not in known:
                self._unknown(nxt)
            if nxt != STAY:
                frame.step = nxt
        elif type(nxt) is Call:
            if nxt.then not in known or nxt.step not in known:
                self._unknown(nxt.then if nxt.then not in known else nxt.step)
            if nxt.then != STAY:
                frame.step = nxt.then
            game.agenda.append(Frame(nxt.step, nxt.notes, nxt.then != STAY))
        elif type(nxt) is Done:
            agenda = game.agenda
            if agenda.pop().answers and agenda:
                agenda[-1].result = nxt.value
        else:
            raise MobgamesError(f"The step {frame.step!r} did not say what comes next (it gave {nxt!r:.60}).")

    @staticmethod
    def _unknown(name: str) -> None:
        raise MobgamesError(f"The flow has no step called {name!r}.")

    def _round(self, game: Any, frame: Frame) -> Next:
        """The runner's own step: the next phase of the round that is not skipped, then the end
        of the round (``end_round``) and the next round."""
        phases = self.phases
        at = frame.get("at", 0)
        while at < len(phases):
            phase = phases[at]
            at += 1
            if phase.skip is not None and phase.skip(game):
                continue
            frame.notes["at"] = at
            self.begin_phase(game, phase)
            return Call(phase.step, {}, ROUND)
        frame.notes["at"] = 0
        return Done() if self.end_round(game) else ROUND


def seats(players: Sequence[str], first: str, out: Iterable[str] = ()) -> list[str]:
    """The players clockwise from ``first`` (seat order), leaving out those in ``out``."""
    i = players.index(first)
    clockwise = list(players[i:]) + list(players[:i])
    if not out:
        return clockwise
    gone = set(out)
    return [p for p in clockwise if p not in gone]


def next_seat(players: Sequence[str], current: str, out: Iterable[str] = ()) -> str:
    """The next player clockwise after ``current`` who is not ``out`` (``current`` if nobody else)."""
    gone = set(out)
    n = len(players)
    i = players.index(current)
    for k in range(1, n + 1):
        p = players[(i + k) % n]
        if p not in gone:
            return p
    return current


def copy_agenda(agenda: list[Frame]) -> list[Frame]:
    """A checkpoint's copy of an agenda whose notes are plain data (the card games'): quicker
    than a deep copy, which it falls back on for anything else."""
    out = []
    for frame in agenda:
        twin = Frame(frame.step, {k: _plain_copy(v) for k, v in frame.items()}, frame.answers)
        twin.result = _plain_copy(frame.result)
        out.append(twin)
    return out


_ATOMS = frozenset({str, int, bool, float, type(None)})


def _plain_copy(value: Any) -> Any:
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {k: _plain_copy(v) for k, v in value.items()}
    if kind is list:
        return [_plain_copy(v) for v in value]
    if kind is tuple:
        return tuple(_plain_copy(v) for v in value)
    return copy.deepcopy(value)
