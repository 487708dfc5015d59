"""Family Business's flow as data: the steps of a turn (``effects``) and who answers each
question, for the one runner in ``mobgames.core.flow``.

A turn: Mob War eliminations and the draw (``turn``); the player plays or discards a card
(``play``); opponents holding a Counter card that answers it are asked in seating order
(``counters``, ``counter``); the card is carried out (``resolve``), with the choices it asks for
(one question a stage, ``effects.CHOICES``); the counter's player draws (``finish``); the turn
passes (``end``). There are no phases: the game is one turn after another, clockwise, leaving
out the players who are out, until one family is left.
"""

from __future__ import annotations

from ..core.decision import Decision
from ..core.flow import Auto, Flow, Frame, Question
from . import effects
from . import step
from .action import top_card


def _play(game, frame: Frame) -> Decision:
    return step.play(game.current)


def _counter(game, frame: Frame) -> Decision:
    return step.counter(game, frame.notes)


def _choice(game, frame: Frame) -> Decision:
    return step.choice(game, frame.step, frame.notes)


FLOW = Flow({
    "deal": Auto(effects.deal),
    "draw": Auto(effects.draw),
    "card": Question(step.card, {"draw": effects.drawn}, top_card),
    "turn": Auto(effects.start_turn),
    "play": Question(_play, {"play": effects.play_card, "discard": effects.discard}),
    "counters": Auto(effects.next_counter),
    "counter": Question(_counter, {"counter": effects.counter, "pass": effects.pass_counter}),
    "resolve": Auto(effects.resolve),
    "listing_next": Auto(effects.next_listing),
    "double_cross_next": Auto(effects.next_double_cross),
    "vendetta_next": Auto(effects.next_vendetta),
    **{stage: Question(_choice, {"choose": answer}) for stage, answer in effects.CHOICES.items()},
    "finish": Auto(effects.finish),
    "end": Auto(effects.end_turn),
}, over=lambda game: game.winner is not None)
