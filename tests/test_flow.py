"""Flow as data, one runner (issue 25, item 3): every game declares its steps, phases and who
answers which question in a ``Flow`` (``mobgames/core/flow.py``) and the one runner drives all
three; where a game stands is a stack of plain frames, so a checkpoint can be taken at any
action, in every game."""

from __future__ import annotations

import importlib
import json
import random
import types

import pytest

from mobgames.core.errors import MobgamesError
from mobgames.core.flow import RESULT, ROUND, STAY, Auto, Call, Done, Flow, Frame, Phase, Question, next_seat, seats
from mobgames.core.snapshot import fingerprint

GAMES = ("bloodfeud", "mobties", "familybusiness")


# -- the runner, on a toy game -------------------------------------------------------------------

class Toy:
    """A two-player game: each round a show (both vote), then a payout; an offer may interrupt."""

    def __init__(self) -> None:
        self.agenda: list[Frame] = []
        self.decision = None
        self.log: list[str] = []
        self.rounds = 0
        self.is_over = False


def _ask(game, frame):
    return ("vote", frame["voters"][0])


def _vote(game, frame, a):
    game.log.append(f"{frame['voters'].pop(0)} votes {a.target}")
    return "vote" if frame["voters"] else Done(a.target)


def _answer(game, frame, a):
    game.log.append("answered")
    return Done("ignored")   # (an interruption's answer never reaches the frame below)


TOY = Flow({
    "show": Auto(lambda game, frame: Call("voting", {"voters": ["A", "B"]}, RESULT)),
    "voting": Auto(lambda game, frame: "vote"),
    "vote": Question(_ask, {"vote": _vote}),
    "pay": Auto(lambda game, frame: (game.log.append(f"pay {frame.result}"), Done())[1]),
    "election": Auto(lambda game, frame: Call("show", {}, "pay")),
    "offer_answer": Question(lambda game, frame: ("answer", "B"), {"answer": _answer}),
}, phases=(Phase("election", "election"), Phase("skipped", "pay", skip=lambda game: True)),
    begin_phase=lambda game, phase: game.log.append(f"phase {phase.name}"),
    end_round=lambda game: (setattr(game, "rounds", game.rounds + 1), game.rounds >= 2)[1],
    anytime={"offer": lambda game, frame, a: Call("offer_answer", {}, STAY)})


def act(kind, target=None):
    return types.SimpleNamespace(kind=kind, target=target)


def test_the_runner_plays_phases_nested_steps_and_answers_back():
    g = Toy()
    TOY.begin(g)
    assert g.decision == ("vote", "A") and [f.step for f in g.agenda] == [ROUND, "pay", RESULT, "vote"]
    TOY.perform(g, act("vote", "A"))
    assert g.decision == ("vote", "B")
    TOY.perform(g, act("offer"))   # an interruption: answered first, then the same question again
    assert g.decision == ("answer", "B")
    TOY.perform(g, act("answer"))
    assert g.decision == ("vote", "B")
    TOY.perform(g, act("vote", "B"))
    assert g.log == ["phase election", "A votes A", "answered", "B votes B", "pay B", "phase election"]
    TOY.perform(g, act("vote", "A"))
    TOY.perform(g, act("vote", "A"))
    assert g.rounds == 2 and g.decision is None and g.agenda == []   # two rounds, then end_round ends it


def test_a_step_that_names_no_known_step_or_says_nothing_is_refused_plainly():
    bad = Flow({"start": Auto(lambda game, frame: "nowhere")})
    with pytest.raises(MobgamesError, match="no step called 'nowhere'"):
        bad.begin(Toy(), "start")
    with pytest.raises(MobgamesError, match="no step called 'strat'"):
        bad.begin(Toy(), "strat")
    silent = Flow({"start": Auto(lambda game, frame: None)})
    with pytest.raises(MobgamesError, match="did not say what comes next"):
        silent.begin(Toy(), "start")
    with pytest.raises(MobgamesError, match="does not declare: missing"):
        Flow({}, phases=(Phase("x", "missing"),))


def test_turn_order_is_clockwise_and_leaves_out_who_is_out():
    players = ("Ann", "Ben", "Cy", "Di")
    assert seats(players, "Cy") == ["Cy", "Di", "Ann", "Ben"]
    assert seats(players, "Cy", out=("Di",)) == ["Cy", "Ann", "Ben"]
    assert next_seat(players, "Di") == "Ann" and next_seat(players, "Ben", out=("Cy", "Di")) == "Ann"
    assert next_seat(players, "Ann", out=("Ben", "Cy", "Di")) == "Ann"


# -- the three games on it -------------------------------------------------------------------------

def _state(name: str, seed: int, **chance):
    return importlib.import_module(f"mobgames.{name}").start(3, seed, **chance)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_its_flow_and_every_listed_action_answers_its_question(name):
    state = _state(name, 5)
    flow = type(state).FLOW
    assert isinstance(flow, Flow)
    rng = random.Random(5)
    anytime = set(flow.anytime)
    for _ in range(150):
        if state.is_over:
            break
        asking = flow.asking(state)
        legal = list(state.legal_actions())
        assert legal and {a.kind for a in legal} <= asking | anytime, (asking, {a.kind for a in legal})
        state.apply(rng.choice(legal))


def _plain(value) -> bool:
    """JSON-like data (what a flow's frames hold for the card games)."""
    try:
        json.dumps(value)
    except TypeError:
        return False
    return True


@pytest.mark.parametrize("name", ["mobties", "familybusiness"])
def test_where_a_card_game_stands_is_plain_data(name):
    state = _state(name, 8)
    rng = random.Random(8)
    steps = set()
    for _ in range(400):
        if state.is_over:
            break
        for frame in state.agenda:
            assert _plain(frame.notes) and _plain(frame.result), frame
            steps.add(frame.step)
        state.apply(rng.choice(list(state.legal_actions())))
    assert len(steps) >= 5


@pytest.mark.parametrize("name", GAMES)
def test_a_checkpoint_can_be_taken_at_any_action(name, monkeypatch):
    """With a checkpoint after every action (Mob Ties could take one only at a phase's start while
    its flow was a generator), undoing to any point gives exactly the game a fresh replay gives."""
    cls = type(_state(name, 11))
    monkeypatch.setattr(cls, "CHECKPOINT_EVERY", 1)
    state = _state(name, 11)
    rng = random.Random(11)
    for _ in range(120):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    n = len(state.history)
    for back in sorted(rng.sample(range(1, n), 6), reverse=True):
        state.undo_to(back)
        state.apply(rng.choice(list(state.legal_actions())))   # (and plays on from there: redo is emptied)
        fresh = type(state).from_json(state.to_json())   # (a replay of the whole history, from the start)
        assert fingerprint(state) == fingerprint(fresh) and state.decision == fresh.decision, back
        assert state.legal_actions() == fresh.legal_actions()
