"""The round of Mob Ties as data: seven phases in order, each naming the function that plays it
and whether round one plays it (Business and Movement are part of the set-up in round one).

``run(game, phase)`` is the game's flow from the start of ``phase``: one generator that yields
a decision whenever a player must choose and is sent the chosen action back. It can start at
any phase, which is how a position starts and how undo picks the game up at a checkpoint: at
the start of every phase the game is offered a checkpoint, before the phase says or rolls
anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..core.contract import Decision
from .action import act
from .attacks import action
from .business import business
from .cards import KINDS, place_name
from .election import election
from .feds import feds, movement
from .heat import bail, finish, heat
from .narration import say
from .rules import MAIN, QUIET_ROUNDS


class Ask(Decision):
    """A decision the flow yields: who, what kind, the prompt, and the engine's list of the legal
    ``actions`` (what ``legal_actions()`` gives the deciding player)."""

    __slots__ = ("actions",)

    def __init__(self, player: str, kind: str, actions: list, prompt):
        super().__init__(player, kind, prompt)
        self.actions = actions

    def __deepcopy__(self, memo):
        return self   # never changed once made (a deal makes a new one)

    def __repr__(self) -> str:
        return f"Ask({self.player!r}, {self.kind!r}, {len(self.actions)} actions)"


class Phase(NamedTuple):
    name: str
    play: Callable        # play(game): a generator of decisions, or (``asks=False``) a plain step
    in_round_one: bool    # False: round one skips it
    asks: bool = True


ROUND = (
    Phase("election", election, True),
    Phase("business", business, False),   # round one: the starting cash was Business ...
    Phase("movement", movement, False),   # ... and the placement was Movement
    Phase("feds", feds, True),
    Phase("action", action, True),
    Phase("bail", bail, True),
    Phase("heat", heat, True, asks=False),
)
PHASES = tuple(p.name for p in ROUND)
START = {p.name: i for i, p in enumerate(ROUND)}


def run(game, phase: str):
    """The flow from the start of ``phase`` ("setup" for the placement) to the end of the game."""
    if phase == "setup":
        game.begin_phase("setup", announce=False)
        yield from placement(game)
        game.start_counting()
        phase = ROUND[0].name
    first = START[phase]
    while True:
        for ph in ROUND[first:]:
            if game.round == 1 and not ph.in_round_one:
                continue
            game.begin_phase(ph.name)
            if ph.asks:
                yield from ph.play(game)
            else:
                ph.play(game)
            if game.over:
                game.phase = "over"
                return
        first = 0
        if game.end_round() >= QUIET_ROUNDS:   # a backstop: nobody has had a choice for many rounds
            finish(game, f"Nobody has had anything to decide for {QUIET_ROUNDS} rounds, so the game ends.",
                   say("heat.quiet", rounds=QUIET_ROUNDS))
            game.phase = "over"
            return


def placement(game):
    """The set-up: from the first placer clockwise, one mobster each, until all five are placed
    in the six locations (never the Streets)."""
    order = game.order
    mobsters = game.mobsters
    for _ in KINDS:
        for p in order:
            rooms = [loc for loc in MAIN if game.has_room(loc)]
            actions = [act(p, "place", None, m, loc) for m in game.family(p, ("supply",)) for loc in rooms]
            a = yield game.ask(p, "place", actions, lambda p=p: f"{p}: place a mobster in one of the six locations.")
            game.put(a.target, a.where)
            game.last_placer = p
            kind, where = KINDS[mobsters[a.target].kind].name, place_name(a.where)
            game.emit("place", f"{p} places the {kind} in {where}.", say("place", player=p, kind=kind, place=where),
                      mobster=a.target, where=a.where)
