"""Chance as decisions (OpenSpiel's chance player): every die roll and every card drawn is a
decision of the player ``CHANCE``, with its outcomes and their probabilities, recorded in the
history like any other action.

A chance question lists its outcomes as ``Decision.actions``, each ``Action(CHANCE, kind, ...)``
("roll" with its ``value``, "draw" with its ``card``), and their probabilities, as fractions, in
``Decision.info["odds"]`` in the same order. ``state.chance_outcomes()`` pairs them.

Who answers them is the game's ``chance`` (``start(..., chance=...)``):

- ``"seeded"`` (the default): the game's dice answer each one at once, as before chance became a
  decision (a die rolls with the seed; a card comes off the deck the seed shuffled), so the same
  seed gives the same game;
- ``"ask"``: the game stops at each one, for the caller to choose an outcome with ``apply``;
- a list of outcomes (``[7, 3, 9]``, ``["contract", "hit"]``): used in order, then the game asks.
  A value names the listed outcome that carries it (a roll's value, a card's id).

A save records the outcomes themselves: it replays the same even if the random code changes.
"""

from __future__ import annotations

import math
import typing
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from .action import Action
from .decision import Decision
from .errors import IllegalAction, SaveError, SetupError

CHANCE = "CHANCE"
SEEDED, ASK = "seeded", "ask"
# A seeded game's save being loaded: its recorded outcomes are used, and the dice turn as they did
# when the seed answered (each outcome the seed would give is worked out and set aside), so the
# game goes on from the load exactly as it would have gone on without it.
REPLAY = "replay"


class Outcomes:
    """Chance outcomes given in advance, used in order from the start of the game (a rulebook
    example's dice and cards): the n-th chance decision of the history takes the n-th item."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[Any]) -> None:
        self.items = tuple(items)

    def take(self, decision: Decision, history: Sequence[Action]) -> Action | None:
        """The listed outcome the next unused item names (None once they are used up: the game
        asks). Counted from the history, so undo and replay never lose their place."""
        used = sum(1 for a in history if a.player == CHANCE)
        return outcome_named(decision, self.items[used]) if used < len(self.items) else None

    def __deepcopy__(self, memo: dict[int, Any]) -> Outcomes:
        return self   # (never changed)

    def __repr__(self) -> str:
        return f"Outcomes({list(self.items)!r})"


Mode = Any   # "seeded", "ask" or Outcomes


def mode_of(chance: object) -> Mode:
    """The chance mode a caller asked for: "seeded", "ask" or a list of outcomes."""
    if chance in (SEEDED, ASK, REPLAY) or isinstance(chance, Outcomes):
        return chance
    if isinstance(chance, (list, tuple)) and all(isinstance(v, (int, str, Action)) and not isinstance(v, bool)
                                                 for v in chance):
        return Outcomes(chance)
    raise SetupError(f"chance is 'seeded', 'ask' or a list of outcomes (such as [7, 3] or ['contract']), "
                     f"not {chance!r:.60}.")


def set_mode(state: Any, chance: object) -> None:
    """From now on, ``chance`` answers ``state``'s chance decisions ("seeded", "ask" or a list);
    its save says so. A story whose script holds chance outcomes asks for them, so that each is
    a step of its own a reader may change."""
    mode = mode_of(chance)
    state.chance = mode
    if "chance" in state.setup:
        state.setup = {**state.setup, "chance": as_setup(mode)}
    answer(state)


def resume(state: Any, mode: Mode) -> None:
    """A save's recorded outcomes have been replayed: from here on, ``mode`` answers chance. A
    save never stops at a chance decision its own chance answers at once: one that does was cut
    short, and is refused."""
    state.chance = mode
    d = state.decision
    if d is not None and d.player == CHANCE and mode != ASK \
            and (mode == SEEDED or mode.take(d, state.history) is not None):
        raise SaveError(f"Step {len(state.history) + 1} of the saved game is missing: its history stops at a "
                        f"chance decision its dice answer at once ({d.prompt}), so it was cut short.")


@contextmanager
def scripted(state: Any, steps: Sequence[Any]) -> Iterator[Callable[[Action], None]]:
    """Play ``steps`` (a script, a recorded history) with their own chance outcomes: while they
    are played the game asks for chance, so the outcomes they list are the ones used; afterwards
    the game's chance answers again (what the script leaves waiting, too).

    It gives the function to call with each step before it is applied: in a seeded game the dice
    turn for a script's outcome as they would have for the seed's, since undo and a reload turn
    them for every outcome of the history (else the dice after them would differ)."""
    if state.chance in (None, ASK) or not any(isinstance(s, Action) and s.player == CHANCE for s in steps):
        yield _as_given
        return
    turning = state.chance in (SEEDED, REPLAY)

    def given(action: Action) -> None:
        if turning and action.player == CHANCE and action in state.legal_actions():
            seeded(state, state.decision)

    with _answered_by(state, ASK):
        yield given
    answer(state)


def _as_given(action: Action) -> None:
    """A step played as it is (a game that asks for chance turns no dice for it)."""


def steps_since(state: Any, start: int) -> list[int]:
    """Where each step since ``start`` of the history began: every action when the game asks for
    chance; else the players' actions only (each with the chance outcomes the dice gave after it)."""
    history, asks = state.history, state.chance in (None, ASK)
    return [i for i in range(start, len(history)) if asks or history[i].player != CHANCE]


def seed_answers(state: Any) -> None:
    """Let the dice answer what chance waits for now, whatever the mode: before a saved position
    is arranged again, the deal it kept came from the seed (the save's history starts after it)."""
    with _answered_by(state, SEEDED):
        answer(state)


@contextmanager
def _answered_by(state: Any, mode: Mode) -> Iterator[None]:
    """``mode`` answers chance for a while; then the game's own mode again, whatever happened."""
    own, state.chance = state.chance, mode
    try:
        yield
    finally:
        state.chance = own


def replaying(mode: Mode) -> Mode:
    """How a save's recorded outcomes are replayed: as a seeded game turned its dice, or as asked."""
    return REPLAY if mode == SEEDED else ASK


def as_setup(mode: Mode) -> Any:
    """How a save's set-up records the mode (a list of outcomes as JSON values)."""
    if isinstance(mode, Outcomes):
        return [v.to_json() if isinstance(v, Action) else v for v in mode.items]
    return mode


def outcome_named(decision: Decision, value: Any) -> Action:
    """The listed chance outcome ``value`` names: an equal action, or the one whose detail is it."""
    listed = decision.actions or []
    for action in listed:
        if action == value or (not isinstance(value, Action) and value in action.args.values()):
            return action
    shown = [str(v) for a in listed for v in a.args.values()]
    raise IllegalAction(f"The chance outcome {value!r:.40} cannot happen here ({decision.prompt}); "
                        f"it can be {', '.join(shown[:12])}{' ...' if len(shown) > 12 else ''}.")


def outcomes(decision: Decision | None) -> list[tuple[Action, Fraction]]:
    """``(outcome, probability)`` of a chance decision, the probabilities summing to 1."""
    if decision is None or decision.player != CHANCE:
        raise IllegalAction("This is not a chance decision: " + (decision.prompt if decision else "the game is over."))
    return list(zip(decision.actions or (), decision.info["odds"]))


def chance_decision(kind: str, prompt: Any, actions: list[Action] | Callable[[], list[Action]],
                    odds: Sequence[Fraction] | Callable[[], list[Fraction]],
                    **info: Any) -> Decision:
    """A chance question: its outcomes and their probabilities (``info["odds"]``; given as a
    function, they are worked out only when read: a seeded game rarely needs them)."""
    return Decision(CHANCE, kind, prompt, lambda: {"odds": list(odds() if callable(odds) else odds), **info}, actions)


def even(actions: list[Action]) -> list[Fraction]:
    """Every outcome as likely as the others (a fair die)."""
    return [Fraction(1, len(actions))] * len(actions)


def counted(counts: Sequence[int]) -> list[Fraction]:
    """Outcomes as likely as how many of each are left (cards in a deck)."""
    total = sum(counts)
    return [Fraction(n, total) for n in counts]


def pick(dice: Any, decision: Decision) -> Action:
    """The outcome the dice give: one roll over the odds' common denominator, so a fair die of
    ``n`` faces is ``dice.roll(n)``, exactly as the game rolled it before chance was a decision."""
    odds = decision.info["odds"]
    denominator = math.lcm(*(p.denominator for p in odds))
    r = dice.roll(denominator)
    for action, p in zip(decision.actions or (), odds):
        r -= int(p * denominator)
        if r <= 0:
            return action
    raise IllegalAction("The chance outcomes' odds do not add up to 1.")   # pragma: no cover


def seeded(state: Any, decision: Decision) -> Action:
    """The outcome the seed gives: the one the flow's chance question names (``Question.seeded``,
    the same the flow takes without asking: one source for both); else the dice are rolled over
    the odds."""
    agenda = getattr(state, "agenda", None)
    if agenda:
        frame = agenda[-1]
        own = getattr(state.FLOW.steps.get(frame.step), "seeded", None)
        if own is not None:
            return typing.cast(Action, own(state, frame))
    return pick(state.dice, decision)


def answer(state: Any) -> None:
    """Answer the chance decision waiting, if the game's chance does (not when it asks): the next
    one is answered in turn, as ``apply`` comes back here."""
    d = state.decision
    if d is None or d.player != CHANCE:
        return
    mode = state.chance
    if mode in (SEEDED, REPLAY):
        action = seeded(state, d)
        if mode == REPLAY:
            return   # (the save's own outcome comes next)
    elif mode == ASK:
        return
    else:
        action = mode.take(d, state.history)
        if action is None:
            return
    state.apply(action)


def replayed(state: Any, action: Action) -> None:
    """Undo replays ``action`` from a checkpoint: if it is a chance outcome the dice gave, they turn
    again as they did then (their state was restored with the checkpoint), so that what they give
    next is what they would have given without the undo."""
    if action.player == CHANCE and state.chance in (SEEDED, REPLAY):
        seeded(state, state.decision)


def before_last(history: Sequence[Action], n: int) -> int:
    """Where undoing ``n`` of the players' actions goes back to, taking with each the chance
    outcomes that came after it (the dice answered them: they are not anyone's to undo)."""
    i, left = len(history), n
    while left and i:
        i -= 1
        if history[i].player != CHANCE:
            left -= 1
    if left:
        done = n - left
        raise IllegalAction("There is nothing to undo." if not done else
                            f"Only {done} action{'s' if done != 1 else ''} can be undone.")
    return i


# -- what if: a story told again with another outcome ---------------------------------------------------
def told(start: Any, script: Sequence[Any]) -> tuple[Any, list[Any]]:
    """``start`` (a game) asking for chance, and ``script`` with the chance outcomes the seed gives
    as steps of their own: each die and card of a story becomes a step a reader may change."""
    from .action import resolve_step

    played = type(start).from_json(start.to_json())
    steps: list[Any] = []
    for step in script:   # (each step as the script gives it, a function too: it decides anew in a story told again)
        mark = len(played.history)
        played.apply(resolve_step(played, step))
        steps += [step, *played.history[mark + 1:]]
    set_mode(start, ASK)
    return start, steps


def what_if(fresh: Callable[[], Any], script: Sequence[Any], index: int, outcome: Action) -> tuple[list[Action], str]:
    """The story of ``script`` told again from ``fresh()`` with its chance step ``index`` (from 0)
    giving ``outcome``. Later steps are played as the script has them where they still can be:
    an outcome the new story no longer needs is left out, a die or card it needs that the script
    lacks comes from the seed, and the first player's step that can no longer be done ends it.
    Returns the steps played and why the story stops after them ("" when it plays to its end)."""
    from .action import resolve_step
    from .errors import MobgamesError

    state = fresh()
    state.chance = ASK
    steps, done = list(script), list[Action]()
    steps[index] = outcome
    for n, step in enumerate(steps, 1):
        if state.decision is None:
            break
        try:
            action = resolve_step(state, step)
        except MobgamesError as err:
            return done, f"the next step can no longer be worked out: {err}"
        if action.player == CHANCE:
            if n - 1 <= index or (state.decision.player == CHANCE and state.why_not(action) is None):
                state.apply(action)   # (before the change, and the change itself, as given)
                done.append(action)
            continue   # (an outcome the new story does not need: left out)
        while state.decision is not None and state.decision.player == CHANCE:
            extra = seeded(state, state.decision)   # (a die or card the rulebook's story never needed)
            state.apply(extra)
            done.append(extra)
        reason = state.why_not(action)
        if reason is not None:
            return done, f"\"{state.describe(action)}\" can no longer be done: {reason}"
        state.apply(action)
        done.append(action)
    return done, ""
